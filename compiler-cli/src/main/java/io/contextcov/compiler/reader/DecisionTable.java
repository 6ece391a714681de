package io.contextcov.compiler.reader;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Enforcement;
import io.contextcov.bundle.ExampleCall;
import io.contextcov.bundle.Examples;
import io.contextcov.compiler.reader.Frame.Ask;
import io.contextcov.compiler.reader.Frame.Strength;
import io.contextcov.compiler.rules.Draft;
import io.contextcov.compiler.statements.GatedPattern;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.ConditionPrinter;
import io.contextcov.condition.Expr;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * From frame to constraints: the one decision table of the reader (DESIGN.md §12). Rows are tried
 * in order and each says why it decides as it does; a frame no row takes stays advisory. Soft
 * wording never becomes a hard deny: where a hard rule would deny, a soft one asks ({@code
 * confirm}), and a soft order only warns.
 */
public final class DecisionTable {
  private DecisionTable() {}

  /** Families of drafts; {@link SelfCheck} reviews the ones that block commands. */
  public static final String PERMIT = "permit";

  public static final String ASK = "ask";
  public static final String ORDER = "order";
  public static final String SUBSTITUTE = "substitute";
  public static final String BAN = "ban";
  public static final String CONTENT = "content-ban";
  public static final String FORMAT = "format";

  /** An end the banned act is done for: "to make a test pass", "just to get CI green". */
  private static final GatedPattern MOTIVE =
      GatedPattern.compile(
          "(?i)\\b(?:just\\s+|only\\s+|simply\\s+)?(?:to|so\\s+as\\s+to|in\\s+order\\s+to)\\s+(?:make|get)"
              + "\\s+(?:[a-z]+\\s+){0,3}?(?:pass|passing|green|succeed|work|compile|build)\\b"
              // "do not modify `.golangci.yml` to silence a linter": a check quieted, the end
              + "|\\b(?:just\\s+|only\\s+)?(?:to|so\\s+as\\s+to|in\\s+order\\s+to)\\s+(?:silence|suppress"
              + "|quiet|hide|mute|bypass|get\\s+around|work\\s+around)\\s+(?:[a-z]+\\s+){0,2}?(?:linters?"
              + "|lint|warnings?|errors?|checks?|tests?|failures?)\\b");

  /** A hard ban turned into a question, its conditions kept. */
  static Draft asked(Draft d) {
    Constraint c = d.constraint();
    if (!(c.effect() instanceof Effect.Deny)) {
      return d;
    }
    Constraint asked =
        c.withEffect(new Effect.Confirm())
            .withText(
                c.message().map(m -> m + " without a human's approval").orElse(null),
                "ask the user first");
    return new Draft(d.family(), d.key(), asked);
  }

  /** The drafts one frame of a statement gives. */
  public static List<Draft> decide(Frame f, Statement s, FileFacts facts) {

    List<Draft> out = decideFrame(f, s, facts);
    if (!f.ungrounded()
        && f.flags().isEmpty()
        && f.options().isEmpty()
        && out.stream().noneMatch(d -> d.family().equals(CONTENT))
        && negatedOmission(f.text())) {
      // "do not skip failing tests": read as a duty to pass by the rows above, and still a ban
      // on the skipped tests written files would hold (row 4c)
      List<Draft> kinds = new ArrayList<>();
      if (contentKind(f, s, kinds)) {
        out = new ArrayList<>(out);
        out.addAll(kinds);
      }
    }
    // row 5q: "never modify `fixtures/` to make a test pass", "don't change snapshots just to get
    // CI green": what is banned is the act done for that end, which no call shows; asked about
    if (f.negative() && MOTIVE.matcher(f.text()).find()) {
      out = out.stream().map(DecisionTable::asked).toList();
    }
    if (NEW_CODE.matcher(f.text()).find()) {
      // "don't use `unittest.TestCase` in new tests": what new files hold; an existing file that
      // already holds it may still be edited
      out = out.stream().map(DecisionTable::newFilesOnly).toList();
    }
    // row 5o: "never force-push; use `--force-with-lease` if you must": the push the statement
    // allows is no force push it bans (the runtime counts a lease as forced otherwise)
    if (leaseAllowed(s.text()) || facts.leaseAllowedAt(s.line())) {
      out = out.stream().map(DecisionTable::leaseSpared).toList();
    }
    if (facts.partlyAllowedAt(s.line())) {
      // "`internal/legacy/` is frozen. Bug fixes there are fine, but no new features.": a write
      // there is asked about, never refused (which kind of change it is no call shows)
      out = out.stream().map(DecisionTable::writeAsked).toList();
    }
    if (f.negative() && WITHOUT_REASON.matcher(f.text()).find()) {
      // "do not disable lint rules inline without a comment explaining why": code that may stand
      // with a reason beside it, which no check reads — a warning, never a refusal
      out = out.stream().map(DecisionTable::contentWarned).toList();
    }
    Prose p = Prose.of(f.text());
    List<String> dirs = FrameReader.placeDirs(p);
    boolean inWords = dirs.isEmpty() && FrameReader.openingInWords(f.text(), false);
    if (!dirs.isEmpty() || inWords) {
      return out.stream().map(d -> placed(d, dirs)).toList();
    }
    List<String> headed = headingDirs(s);
    if (!headed.isEmpty()) {
      // "## `apps/web` (Next.js)" over "- Never edit files under `generated/`": the rules on
      // written files under a heading that names a directory hold there (rules on commands keep
      // every directory: a heading that names a place is no sign of where commands run)
      out =
          out.stream()
              .map(
                  d ->
                      d.constraint().on().patterns().equals(List.of("file.write"))
                          ? placed(d, headed)
                          : d)
              .toList();
    }
    List<String> closing = FrameReader.closingDirs(p);
    if (!closing.isEmpty() || FrameReader.closesOnPlaceInWords(f.text())) {
      // "use `pnpm` instead of `npm` in `frontend/`", "… in shell scripts": the same, for the
      // rules on commands only (a rule on written files reads its closing place itself)
      return out.stream()
          .map(
              d ->
                  d.constraint().on().patterns().equals(List.of("shell.exec"))
                      ? placed(d, closing)
                      : d)
          .toList();
    }
    return out;
  }

  // --- row 7 ---------------------------------------------------------------------------------

  /**
   * A heading that is a directory in code, perhaps after "in" (or "when working in", "for") and
   * before a note in brackets or a noun of a unit ("`services/ledger` service").
   */
  private static final GatedPattern DIR_HEADING =
      GatedPattern.compile(
          "(?i)^\\W*(?:(?:when|while|if)\\s+(?:you(?:'re|\\s+are)?\\s+)?(?:working|work|editing"
              + "|changing|touching)\\s+|working\\s+|for\\s+)?(?:(?:in|inside|under|within|on)\\s+"
              + "(?:the\\s+)?)?`([\\w.-]+(?:/[\\w.-]+)*/?)`(?:\\s+(?:package|service|app|directory"
              + "|folder|module|crate|workspace|project))?"
              + "\\s*(?:\\([^)]*\\)|[—–-]\\s.*)?\\s*$");

  /**
   * The directory the nearest heading names, "## `apps/web` (Next.js)", "### In `services/api/`":
   * written with a slash, or with no extension on its last part; none otherwise.
   */
  private static List<String> headingDirs(Statement s) {
    if (s.section().isEmpty()
        || s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.HEADING) {
      return List.of();
    }
    java.util.regex.Matcher m =
        DIR_HEADING.matcher(s.section().get(s.section().size() - 1).strip());
    if (!m.matches()) {
      return List.of();
    }
    String d = m.group(1);
    String last = d.substring(d.lastIndexOf('/', d.length() - 2) + 1);
    return d.contains("/") && (d.endsWith("/") || !last.contains("."))
        ? List.of(d.endsWith("/") ? d : d + "/")
        : List.of();
  }

  /** A directory a condition keeps the written path in: {@code within(args.path, 'x/')}. */
  private static final GatedPattern WITHIN_DIR =
      GatedPattern.compile("within\\(args\\.path, '([^'/*][^']*/)'\\)");

  /**
   * "In `apps/web`, never edit files under `generated/`": a directory named under the opening's
   * place lies in it, `apps/web/generated/` (one named from the top, `apps/web/x/`, stays).
   */
  private static io.contextcov.condition.Expr nestedIn(
      io.contextcov.condition.Expr when, String dir) {
    String top = dir.endsWith("/") ? dir : dir + "/";
    String text = io.contextcov.condition.ConditionPrinter.print(when);
    java.util.regex.Matcher m = WITHIN_DIR.matcher(text);
    StringBuilder out = new StringBuilder();
    boolean changed = false;
    while (m.find()) {
      String inner = m.group(1);
      String nested = inner.startsWith(top) ? inner : top + inner;
      changed |= !nested.equals(inner);
      m.appendReplacement(
          out,
          java.util.regex.Matcher.quoteReplacement(
              "within(args.path, "
                  + io.contextcov.condition.ConditionPrinter.quoted(nested)
                  + ")"));
    }
    m.appendTail(out);
    return changed ? cond(out.toString()) : when;
  }

  /**
   * A ban, question or content rule under a place opening. In directories ("In `web/`, use `pnpm`
   * instead of `npm`"): a rule on commands holds where they run (the constraint's scope, the one
   * directory named; asked about, never refused, when several are), a rule on written files holds
   * for files there. In words ("In the frontend, never run `npm audit fix`"), a place no call
   * shows: a refusal is asked about instead (a content rule reads its opening itself: "In Go code,
   * …" names the files' language).
   */
  private static Draft placed(Draft d, List<String> dirs) {
    Constraint c = d.constraint();
    if (c.kind() != io.contextcov.bundle.Kind.DENY
        && c.kind() != io.contextcov.bundle.Kind.CONFIRM
        && c.kind() != io.contextcov.bundle.Kind.ASSERT) {
      return d;
    }
    boolean commands = c.on().patterns().equals(List.of("shell.exec"));
    boolean files = c.on().patterns().equals(List.of("file.write"));
    Constraint out = c;
    if (dirs.size() == 1
        && commands
        && c.scope().isEmpty()
        && c.when()
            .map(io.contextcov.condition.ConditionPrinter::print)
            .filter(w -> w.contains(dirs.get(0).replaceFirst("/$", "")))
            .isEmpty()) {
      out = c.withScope(Paths.glob(dirs.get(0)).replaceFirst("\\*\\*$", ""));
    } else if (!dirs.isEmpty() && files) {
      String text = c.when().map(io.contextcov.condition.ConditionPrinter::print).orElse("");
      List<String> globs = dirs.stream().map(Paths::glob).toList();
      if (globs.stream().anyMatch(g -> text.contains(g.replaceFirst("\\*\\*$", "")))) {
        return d;
      }
      String within =
          String.join(
              " || ",
              globs.stream()
                  .map(g -> "args.path glob " + io.contextcov.condition.ConditionPrinter.quoted(g))
                  .toList());
      io.contextcov.condition.Expr where = cond(within);
      out =
          c.withWhen(
                  c.when()
                      .map(w -> dirs.size() == 1 ? nestedIn(w, dirs.get(0)) : w)
                      .<io.contextcov.condition.Expr>map(
                          w -> new io.contextcov.condition.Expr.And(w, where))
                      .orElse(where))
              .withExamples(io.contextcov.bundle.Examples.NONE);
    } else if (dirs.size() == 1 && commands) {
      // "never run `npm publish` in `web/`" already read as commands naming the place
      return d;
    } else if (c.kind() == io.contextcov.bundle.Kind.DENY && (commands || files)) {
      out = c.withEffect(new Effect.Confirm());
    }
    return out == c ? d : new Draft(d.family(), d.key(), out);
  }

  // --- row 4n --------------------------------------------------------------------------------

  /**
   * "Always use `scripts/commit.sh` to commit", "open PRs via `make pr`": the act's own command (a
   * commit, a push, `gh pr create`) is banned (asked about when soft), the named command being the
   * way to do it. The act the named command does is the file's (see {@link FileFacts#through}).
   */
  private static boolean milestoneThrough(Frame f, List<Draft> out) {
    if (f.negative()
        || f.ask() != Ask.NONE
        || f.strength() == Strength.PERMISSION
        || f.commands().size() != 1) {
      return false;
    }
    Optional<java.util.Map.Entry<Act, String>> m = FrameReader.milestoneMeans(f.text());
    if (m.isEmpty()) {
      return false;
    }
    Act a = m.get().getKey();
    String via = m.get().getValue();
    String action = a == Act.COMMIT ? "git.commit" : a == Act.PUSH ? "git.push" : "shell.exec";
    String what = a == Act.COMMIT ? "commits" : a == Act.PUSH ? "pushes" : "pull requests";
    Constraint c =
        Constraint.of(
                "draft",
                ActionPattern.of(action),
                f.strength() == Strength.SOFT ? new Effect.Confirm() : new Effect.Deny())
            .withSeverity(Enforcement.ERROR)
            .withText(what + " go through `" + via + "` here", "run `" + via + "` instead");
    if (a == Act.PR) {
      c = c.withWhen(cond(invokes("gh pr create")));
    }
    out.add(draft(SUBSTITUTE, "through:" + a + ":" + via, c));
    return true;
  }

  /** Where a statement's clauses part, for finding the one that names a lease. */
  private static final GatedPattern LEASE_CLAUSES =
      GatedPattern.compile("[;.()—–]|\\s-\\s|\\s(but|instead)\\s");

  private static final GatedPattern LEASE =
      GatedPattern.compile("`(git push )?(--force-with-lease|--force-if-includes)\\b[^`]*`");

  /**
   * Whether a clause of the text tells the agent to push with a lease: the clause holding it
   * (between stops, semicolons and parentheses) has no negation, and the lease is not what is
   * replaced ("instead of `--force-with-lease`").
   */
  static boolean leaseAllowed(String text) {
    if (!LEASE.mayMatch(text)) {
      // no clause of it can hold the lease
      return false;
    }
    for (String clause : LEASE_CLAUSES.split(text)) {
      java.util.regex.Matcher m = LEASE.matcher(clause);
      if (m.find()) {
        Prose p = Prose.of(clause);
        String before = clause.substring(0, m.start());
        return !p.has("negation")
            && !before.matches("(?is).*\\b(instead of|rather than|over)\\s*$");
      }
    }
    return false;
  }

  /**
   * A place of new code: "in new tests", "in any new code", "in new modules", "for new HTTP code"
   * (one word may say which code).
   */
  private static final GatedPattern NEW_CODE =
      GatedPattern.compile(
          "(?i)\\b(?:in|to|for)\\s+(?:any\\s+|all\\s+)?new(?:ly\\s+(?:added|written|created))?\\s+"
              + "(?:[\\w+#.-]+\\s+)?(?:code|tests?|test\\s+files|files?|modules?|components?|classes|scripts?|services?"
              + "|packages?|endpoints?|functions?)\\b");

  /** A rule on what written files hold, kept to the files a write makes. */
  private static Draft newFilesOnly(Draft d) {
    Constraint c = d.constraint();
    if (c.kind() != io.contextcov.bundle.Kind.ASSERT
        || !c.on().patterns().equals(List.of("file.write"))) {
      return d;
    }
    io.contextcov.condition.Expr created = cond("created(args.path)");
    return new Draft(
        d.family(),
        d.key(),
        c.withWhen(
                c.when()
                    .<io.contextcov.condition.Expr>map(
                        w -> new io.contextcov.condition.Expr.And(w, created))
                    .orElse(created))
            .withExamples(io.contextcov.bundle.Examples.NONE));
  }

  /** "without a comment explaining why", "without a reason", "without a justification". */
  private static final GatedPattern WITHOUT_REASON =
      GatedPattern.compile(
          "(?i)\\bwithout\\s+(?:a|an|any|some)\\s+(?:[a-z-]+\\s+)?(?:comment|reason|justification"
              + "|explanation|rationale)\\b");

  /** A check of written content that fails the write, made a warning; any other draft as it is. */
  private static Draft contentWarned(Draft d) {
    Constraint c = d.constraint();
    return c.effect() instanceof Effect.Assert
            && c.on().patterns().contains("file.write")
            && c.severity() == Enforcement.ERROR
        ? new Draft(d.family(), d.key(), c.withSeverity(Enforcement.WARN))
        : d;
  }

  /** A draft that refuses writes, made a question; any other draft as it is. */
  private static Draft writeAsked(Draft d) {
    Constraint c = d.constraint();
    if (!(c.effect() instanceof Effect.Deny) || !c.on().patterns().contains("file.write")) {
      return d;
    }
    return new Draft(
        d.family(),
        d.key(),
        c.withEffect(new Effect.Confirm())
            .withText(c.message().orElse(null), "ask the user first"));
  }

  /**
   * Some changes a unit allows to a place it keeps: "bug fixes there are fine", "small fixes there
   * are allowed".
   */
  static final GatedPattern PARTLY_ALLOWED_THERE =
      GatedPattern.compile(
          "(?i)\\b[a-z][a-z -]{2,30}?\\s+there\\s+(?:(?:are|is)\\s+(?:still\\s+)?(?:fine|ok|okay|allowed"
              + "|permitted|welcome)"
              // ("bug fixes there need my sign-off first": some changes, with a person's leave)
              + "|(?:need|needs|require|requires)\\s+(?:my|a|an|the|explicit|prior|\\s)*"
              + "(?:sign-?off|approval|ok|okay|go-ahead|review))\\b");

  /** A force-push ban or question that leaves pushes with a lease alone. */
  private static Draft leaseSpared(Draft d) {
    Constraint c = d.constraint();
    if (c.when().isEmpty()) {
      return d;
    }
    String when = io.contextcov.condition.ConditionPrinter.print(c.when().get());
    String spare = null;
    if (c.on().patterns().contains("git.push") && when.contains("args.force == true")) {
      spare = "args.lease != true";
    } else if (c.on().patterns().contains("shell.exec")
        && (when.contains(invokes("git push --force")) || when.contains(invokes("git push -f")))) {
      spare =
          "!"
              + invokes("git push --force-with-lease")
              + " && !"
              + invokes("git push --force-if-includes");
    }
    return spare == null
        ? d
        : new Draft(d.family(), d.key(), c.withWhen(cond("(" + when + ") && " + spare)));
  }

  private static List<Draft> decideFrame(Frame read, Statement s, FileFacts facts) {
    List<Draft> out = new ArrayList<>();
    // "don't edit `sdkconfig`", "keep `sdkconfig` untouched": a bare name in code as what is not to
    // be changed is a file of that name
    Frame f = bareFileNamed(read);
    // row 5r: "`terraform apply` only through CI", "`make release` runs only in CI": a command
    // that is the pipeline's to run, which the agent asks about (also said as a fact)
    if (!f.negative()
        && f.ask() != Ask.WAIVED
        && f.strength() != Strength.PERMISSION
        && !f.commands().isEmpty()
        && ONLY_IN_CI.matcher(f.text()).find()) {
      f.commands().forEach(c -> out.add(askBeforeRun(c.pattern())));
      return out;
    }
    // row 0: a clause about something other than the agent ("it does not run") is no rule
    if (f.descriptive()) {
      return out;
    }
    // row 4n: "use `scripts/commit.sh` to commit": the milestone goes through that command
    if (milestoneThrough(f, out)) {
      return out;
    }
    // row 6c: "no trailing period" on commit messages, in either polarity; the rows below may add
    // to it (a length limit in the same sentence)
    messagePeriod(f, out);
    // row 4k: "keep lines under 100 characters", "max line length is 120", either polarity
    lineLength(f, s, facts, out);
    // row 6c′: "commit messages: `type: summary`, no trailing period, at most 72 characters": a
    // list of the message's conventions whose "no" items row 6c read; the others are row 6's
    if (f.negative()
        && f.subjects().contains("message")
        && f.strength() == Strength.HARD
        && negatedItemsOnly(f)) {
      format(f, s, facts, out);
      return out;
    }
    // row 5j: "don't run the full test suite", "prefer specific tests over the entire suite", "ask
    // before running the complete test suite": a test run naming no target is asked about
    if (wholeSuite(f, out)) {
      return out;
    }
    // row 6g: "branch names must follow `feature/<ticket>-<slug>`", "prefix branches with
    // `codex/`": the name a new branch is given
    if (branchNames(f, out)) {
      return out;
    }
    // row 6d: "PR titles have no `fix:` prefix": what may not open a title or message
    if (noPrefix(f, out)) {
      return out;
    }
    // row 6e: "do not mention Claude in commit messages", "never reference issue numbers in
    // commit titles": names a message may not hold
    // row 6p: "never put a rollout checklist in the PR description": words the description may not
    // hold
    if (descriptionMentions(f, out)) {
      return out;
    }
    if (mentions(f, out)) {
      return out;
    }
    // row 6q: "commits must include a `Co-authored-by:` trailer": a line the message must hold
    if (trailerRequired(f, out)) {
      return out;
    }
    // row 5h: "never push to a remote other than `origin`", "only push to `origin`": pushes to
    // any other named remote (a push that names none goes to the branch's own remote)
    if ((f.has(Act.PUSH) || f.has(Act.FORCE_PUSH)) && otherRemotes(f, out)) {
      return out;
    }
    // row 5f: "only edit files in `src/`", "restrict changes to `app/`": writes elsewhere are
    // banned (asked about when soft or under an exception)
    if (!f.negative()
        && f.has(Act.EDIT)
        && !f.paths().isEmpty()
        && f.commands().isEmpty()
        && ONLY_WRITES.matcher(f.text()).find()
        && !KEPT_AS.matcher(f.text()).find()
        && onlyWithin(f, s, out)) {
      return out;
    }
    // row 5f for runs: "only run `terraform apply` in `envs/dev`": a run elsewhere is asked about
    if (!f.negative()
        && f.has(Act.RUN)
        && f.strength() != Strength.PERMISSION
        && !f.commands().isEmpty()
        && ONLY_RUNS_IN.matcher(f.text()).find()
        && runsOnlyIn(f, out)) {
      return out;
    }
    // row 5f for deletes: "only delete files in `tmp/`", "never delete files outside `tmp/`"
    if (!f.negative()
        && f.has(Act.DELETE)
        && !f.has(Act.EDIT)
        && !f.paths().isEmpty()
        && f.commands().isEmpty()
        && ONLY_DELETES.matcher(f.text()).find()
        && deletesWithin(f, s, out)) {
      return out;
    }
    // row 1: "you may run X without asking", "do not ask for approval to run X": an explicit
    // permission outranks the file's own confirmations (priority +1), for named commands only
    if (f.ask() == Ask.WAIVED || f.strength() == Strength.PERMISSION && !f.negative()) {
      if (f.ask() != Ask.WAIVED && Prose.of(f.text()).has("omission")) {
        // "you can skip `make lint` for docs-only changes": leave to not run it, no permission
        // to run it
        return out;
      }
      permit(f, s, out);
      return out;
    }
    // row 2a: "all other commands require confirmation": decided once the file's permitted
    // commands are known (Reader), as a question on every command outside them
    if (othersAsk(f)) {
      return out;
    }
    // row 2: "ask before X", "never X without approval", "only X when asked": a human decides
    if (f.ask() == Ask.REQUIRED) {
      ask(f, s, out);
      purposeRunsAsked(f, s, facts, out);
      if (!out.isEmpty()) {
        return out;
      }
    }
    // row 2b: "work on a feature branch, never on `main`", "always create a new branch for your
    // changes": commits belong on a branch other than the default one
    if (!f.ungrounded() && f.ask() == Ask.NONE && branchWork(f, s, out)) {
      return out;
    }
    // row 2p: "always open pull requests against `develop`": a pull request whose base is named
    // is into that branch; one with no base named goes to the default branch, which may be it
    if (!f.ungrounded() && f.ask() == Ask.NONE && prBaseRequired(f, out)) {
      return out;
    }
    // row 3d: "always update `CHANGELOG.md` when you change code": a write owed to named files
    // before the task ends, once something else was written
    if (!f.ungrounded() && writeDuty(f, s, facts, out)) {
      return out;
    }
    // row 3g: "update `CHANGELOG.md` before opening a PR": a write owed before a milestone act
    if (!f.ungrounded() && writeBefore(f, s, out)) {
      return out;
    }
    // row 3: "run X before committing", "never commit without running the tests", "after
    // changing Rust code, run X": an order between steps is a sequence; a condition the reader
    // cannot ground leaves it advisory, since a wrong obligation blocks everyday work
    if (!f.ungrounded() && order(f, s, facts, out)) {
      return out;
    }
    // row 3f: "wait for CI to pass before merging", "make sure the checks are green before you
    // push": a passing state of a check no call shows, owed before a milestone act — that act is
    // asked about, as its negative form is (row 5g)
    if (!f.negative()
        && !f.ungrounded()
        && f.passing()
        && f.ask() == Ask.NONE
        && f.later().isPresent()
        && f.acts().isEmpty()
        && f.commands().isEmpty()
        && f.purposes().isEmpty()
        && f.laterCommand().isEmpty()
        && f.since().isEmpty()
        // "These must pass before you commit:": the checks are the list under it, each an item
        && !LIST_LEAD.matcher(f.text()).find()
        // "All three must be clean.", "Both must be green.": the checks are items named before,
        // no check of their own
        && !COUNTED_BACK.matcher(f.text()).lookingAt()) {
      Act later = f.later().get();
      target(later, f, s)
          .ifPresent(
              x ->
                  out.add(
                      confirm(
                          ORDER,
                          x.key(),
                          x.action(),
                          x.when(),
                          x.sample(),
                          x.what() + " waits for a check no call shows: a person confirms it")));
      if (!out.isEmpty()) {
        return out;
      }
    }
    // row 4l: "use `npm ci` in CI scripts, not `npm install`": a substitution inside the files
    // of CI, which the agent writes; its own runs are not what the rule is about
    if (!f.replaced().isEmpty() && !f.ungrounded() && IN_CI_FILES.matcher(f.text()).find()) {
      ciFiles(f, out);
      return out;
    }
    // row 4: "use X instead of Y", "X, not Y": Y is banned where X is not used
    if (!f.replaced().isEmpty() && !f.ungrounded()) {
      substitute(f, s, out);
      if (!out.isEmpty()) {
        return out;
      }
    }
    // row 4b: "use `idx_t` instead of `size_t`": written code must not use the replaced code
    if (!f.replacedTokens().isEmpty() && !f.ungrounded() && f.strength() == Strength.HARD) {
      replacedCode(f, s, facts, out);
      if (!out.isEmpty()) {
        return out;
      }
    }
    // row 4i: "always use `pnpm`", "use `uv` to manage Python dependencies": the other programs of
    // that job are asked about
    if (!f.negative()
        && f.replaced().isEmpty()
        && !f.ungrounded()
        && f.ask() == Ask.NONE
        && f.strength() != Strength.PERMISSION
        && family(f, out)) {
      return out;
    }
    // row 4g: "regenerate `openapi.json` with `make openapi` instead of editing it": what the
    // command makes is not written by hand
    List<String> made = handMade(f);
    if (!f.negative() && !f.ungrounded() && !made.isEmpty() && f.has(Act.EDIT)) {
      files(Act.EDIT, f.withPaths(made), s, f.strength() == Strength.SOFT, out);
      if (!out.isEmpty()) {
        return out;
      }
    }
    // row 4d: "use environment variables for secrets", "keep credentials out of logs": secrets
    // are never written into files, nor printed by code that is written
    if (f.subjects().contains("secret")
        && SECRET_PLACES.matcher(f.text()).find()
        // ("tokens belong in the vault, never in `prod.toml`": the files named, below)
        && !(f.negative() && !f.paths().isEmpty())) {
      out.add(secretsInWrites(s));
      return out;
    }
    // row 4j: "don't prefix test functions with `test_`", "no `Impl` suffix on types": names that
    // written code declares must not carry the affix
    if (f.negative() && !f.ungrounded() && affixes(f, s, facts, out)) {
      return out;
    }
    // row 4e: "no default exports", "use type instead of interface": a construct of a language
    // that the language's written files must not hold
    if ((!f.ungrounded() || GENERATED_EXCEPTION.matcher(f.text()).find())
        && constructs(f, s, facts, out)) {
      return out;
    }
    // row 4c: "no emoji in docs", "English only in code", "no wildcard imports": a kind of
    // content named in prose that written files must not hold
    // ("do not skip tests with `-x test`": a ban of the flag the omission is done by, row 5; an
    // assignment, `NODE_TLS_REJECT_UNAUTHORIZED=0`, is one of the contents named)
    if (!f.ungrounded()
        && !(f.negative()
            && (!f.flags().isEmpty() || f.options().stream().anyMatch(o -> o.startsWith("-"))))
        && contentKind(f, s, out)
        && f.commands().isEmpty()) {
      return out;
    }
    // row 4f: "never suppress the `dangerous-triggers` lint", "do not disable `no-explicit-any`": a
    // file the agent writes must not switch that check off
    if (f.negative() && f.strength() == Strength.HARD && suppressions(f, out)) {
      return out;
    }
    // row 4h: "do not use jQuery", "use Vitest, not Jest": a library named in prose that written
    // code must not import
    if (!f.ungrounded()
        && f.ask() == Ask.NONE
        && f.commands().isEmpty()
        && f.tokens().isEmpty()
        && f.paths().isEmpty()
        && libraries(f, out)) {
      return out;
    }
    // row 4h': "do not use `github.com/pkg/errors`", "never add the `left-pad` package": a
    // library in code
    if (!f.ungrounded()
        && f.ask() == Ask.NONE
        && f.commands().isEmpty()
        && f.negative()
        && codeLibraries(f, out)) {
      return out;
    }
    // row 5a': "do not use the `pages/` directory": a directory is not run, so not using it is
    // not putting files there
    if (usesDirectory(f)) {
      files(Act.EDIT, f, s, f.strength() == Strength.SOFT, out);
      return out;
    }
    // row 5a: "treat `generated/` as read-only": writes there are banned
    if (readOnly(f) && (!f.negative() || negatedByStateOnly(f)) && !f.ungrounded()) {
      files(Act.EDIT, f, s, f.strength() == Strength.SOFT, out);
      return out;
    }
    // row 5b: "when reviewing pull requests: never post a review body": the condition names the
    // activity the banned text belongs to, so it holds whenever such text is posted
    if (f.negative() && f.ungrounded() && REVIEWING.matcher(s.fullText()).find()) {
      githubText(f, f.strength() == Strength.SOFT, out);
      if (out.isEmpty()
          && !f.commands().isEmpty()
          && f.commands().stream().allMatch(c -> c.pattern().startsWith("gh pr review"))) {
        // "when reviewing pull requests: don't approve PRs": an act of the review itself, so the
        // ban holds whenever it is done
        ban(f, s, facts, out);
      }
      return out;
    }
    // row 5k: "never delete files", "do not remove files you did not create": which files the
    // author means no call shows (the agent's own scratch files are deleted too), so every delete
    // is asked about rather than refused
    if (f.negative()
        && !f.ungrounded()
        && f.acts().contains(Act.DELETE)
        && f.paths().isEmpty()
        && f.fileKinds().isEmpty()
        && f.commands().isEmpty()
        && DELETING_FILES.matcher(f.text()).find()) {
      askDeletes(BAN, out);
      return out;
    }
    // row 5n: "if you are unsure, don't run `make migrate`", "during a release freeze, never push
    // to `main`": a ban under an opening condition that names nothing a call shows is asked about
    if (f.negative() && !f.ungrounded() && unseenOpening(f, s)) {
      ban(f.withStrength(Strength.SOFT), s, facts, out);
      if (!out.isEmpty()) {
        return out;
      }
    }
    // row 5c′: "don't open draft PRs": a pull request opened as a draft, which its line shows
    if (f.negative()
        && !f.ungrounded()
        && f.acts().contains(Act.PR)
        && f.commands().isEmpty()
        && DRAFT_PRS.matcher(f.text()).find()
        // (not "don't mark draft PRs as ready": another act on a draft)
        && OPENING_PRS.matcher(f.text()).find()) {
      out.add(
          block(
              f.strength() == Strength.SOFT,
              BAN,
              "pr-draft",
              "shell.exec",
              "invokes(args.command, 'gh pr create') && args.command matches "
                  + lit("(?s).*\\s(--draft|-d)(\\s.*|$)"),
              commandArgs("gh pr create --draft --title t --body b"),
              "opening a pull request as a draft is not allowed here"));
      return out;
    }
    // row 5c: "do not amend commits that have been pushed", "don't rebase public branches": the
    // object carries a qualifier the reader cannot check, so the act is asked about, not banned
    if (f.negative()
        && !f.ungrounded()
        && (qualified(f) || trailingQualifier(f) || qualifiedObject(f))) {
      ban(f.withStrength(Strength.SOFT), s, facts, out);
      return out;
    }
    // row 5g: "don't open a PR until CI passes", "never delete files before backing them up": an
    // order whose first step the reader cannot see is asked about, never refused
    if (f.negative() && !f.ungrounded() && unseenOrder(f)) {
      ban(f.withStrength(Strength.SOFT), s, facts, out);
      return out;
    }
    // row 5d: "do not format Markdown under `tasks/`", "never lint `vendor/`": a tool of that
    // purpose run on those paths is asked about (prose does not say for certain which runs are)
    if (f.negative() && !f.ungrounded() && purposeOnPaths(f, facts, out)) {
      return out;
    }
    // row 5e: "don't deploy to production", "never run the migrations": which runs of the purpose
    // are meant prose does not say for certain, so each is asked about, never refused
    if (f.negative() && !f.ungrounded() && purposeRunsAsked(f, s, facts, out)) {
      return out;
    }
    // row 5l: "never run `pip install` unless a virtualenv is active", "… outside the sandbox
    // account": a named command banned but for a case no call shows is asked about — the reader
    // cannot decide, and a question beats both a wrong refusal and silence
    // ("never run `make clean` unless the tests fail": an exception that is a check's state reads
    // grounded, as a check to pass, and is as unseen as any other)
    if (f.negative()
        && (f.ungrounded() || STATE_EXCEPTION.matcher(f.text()).find())
        && f.strength() == Strength.HARD
        && (!f.commands().isEmpty()
                && f.paths().isEmpty()
                // ("… unless the task is about dependencies": a noun of the exception, no act)
                && f.acts().stream()
                    .allMatch(
                        a ->
                            a == Act.RUN
                                || a == Act.DEPENDENCY && f.bare().contains(Act.DEPENDENCY))
            || f.commands().isEmpty()
                && !f.acts().isEmpty()
                && f.acts().stream().allMatch(a -> a.command().isPresent() || a == Act.FORCE_PUSH)
            // "don't add dependencies to `deps.toml` unless agreed": the file and the family
            || f.commands().isEmpty()
                && !f.paths().isEmpty()
                && f.acts().stream()
                    .allMatch(a -> a == Act.EDIT || a == Act.DELETE || a == Act.DEPENDENCY)
            // "don't add dependencies unless the maintainers agreed": the family's installs
            || f.commands().isEmpty()
                && f.paths().isEmpty()
                && f.has(Act.DEPENDENCY)
                && f.acts().stream().allMatch(a -> a == Act.DEPENDENCY || a == Act.EDIT)
            // "do not use `any` unless there is no alternative": code in written files, checked
            // as a soft rule (a warning on the write, as "avoid `any`" is)
            || f.commands().isEmpty()
                && f.paths().isEmpty()
                && !f.tokens().isEmpty()
                && f.acts().stream().allMatch(a -> a == Act.RUN || a == Act.EDIT))
        && UNSEEN_EXCEPTION.matcher(f.text()).find()) {
      ban(f.withStrength(Strength.SOFT), s, facts, out);
      if (!out.isEmpty()) {
        return out;
      }
    }
    // row 5: negative wording on an act or object: a ban (hard) or a question (soft)
    if (f.negative() && !f.ungrounded()) {
      ban(openedByWrite(f) || unseenWithout(f) ? f.withStrength(Strength.SOFT) : f, s, facts, out);
      if (!out.isEmpty()) {
        return out;
      }
    }
    // row 5m: "only push to `agent/*` branches": a push to any other branch is banned
    if (!f.negative()
        && f.ask() == Ask.NONE
        && f.acts().equals(List.of(Act.PUSH))
        && f.branch().isPresent()
        && ONLY_PUSH.matcher(f.text()).find()) {
      Constraint c =
          Constraint.of("draft", ActionPattern.of("git.push"), new Effect.Deny())
              .withWhen(cond("exists(args.branch) && !" + branchCondition(f)))
              .withSeverity(f.strength() == Strength.SOFT ? Enforcement.CONFIRM : Enforcement.ERROR)
              .withText(
                  "pushes go to `" + String.join("` or `", branches(f)) + "` only",
                  "push to one of those branches");
      out.add(draft(BAN, "push-only:" + String.join(",", branches(f)), c));
      return out;
    }
    // row 5i: "only run `make e2e` in CI", "`make release` is CI-only": the agent is asked before
    // running it (whether this session is CI no call shows)
    if (!f.negative() && !f.commands().isEmpty() && CI_ONLY.matcher(f.text()).find()) {
      ban(f.withStrength(Strength.SOFT), s, facts, out);
      if (!out.isEmpty()) {
        return out;
      }
    }
    // row 6: "open pull requests as drafts", "PR titles follow Conventional Commits": how a
    // command the agent runs must look
    if (!f.negative() && f.strength() == Strength.HARD) {
      format(f, s, facts, out);
      if (f.has(Act.COMMIT)) {
        // row 6b: "commit the task's changes, excluding `tasks/*.md`"
        stageBans(excludedFromCommit(f), false, out);
      }
    } else if (!f.negative()
        && f.strength() == Strength.SOFT
        && !f.subjects().contains("title")
        && aboutCommits(f, s)) {
      // "commit messages should stay under 72 characters": a warning
      messageLimits(f, out);
    } else if (!f.negative() && f.strength() == Strength.SOFT && f.ask() == Ask.NONE) {
      // row 6′: "pull requests should be opened as drafts": how a command should look, a warning
      // (soft wording never blocks)
      List<Draft> shaped = new ArrayList<>();
      format(f, s, facts, shaped);
      for (Draft d : shaped) {
        out.add(new Draft(d.family(), d.key(), d.constraint().withSeverity(Enforcement.WARN)));
      }
    }
    return out;
  }

  /**
   * Row 6o: "capture fixtures with `--fixture-mode=refresh`": a long option named with one value
   * and no command, act, purpose or order — a run that carries the option carries that value. Not
   * where the file writes the option with another value anywhere in code (the value depends on what
   * is done then, which no call shows), nor where a run or a purpose is named ("run the linter with
   * `--format=github`": an option name many programs share, whose runs of other programs no call
   * tells apart).
   */
  private static void optionValues(Frame f, FileFacts facts, List<Draft> out) {
    if (!f.acts().isEmpty()
        || !f.purposes().isEmpty()
        || !f.runningCommands().isEmpty()
        || !f.runningPurposes().isEmpty()
        || !f.commands().isEmpty()
        || f.ask() != Ask.NONE
        || f.since().isPresent()
        || f.later().isPresent()) {
      return;
    }
    for (String option : f.options()) {
      java.util.regex.Matcher ov = OPTION_VALUE.matcher(option);
      if (!ov.matches()
          || !ov.group(1).startsWith("--")
          || facts.valuesOf(ov.group(1)).stream().anyMatch(v -> !v.equals(ov.group(2)))) {
        continue;
      }
      String name = escape(ov.group(1));
      Constraint c =
          Constraint.of(
                  "draft",
                  ActionPattern.of("shell.exec"),
                  new Effect.Assert(
                      cond(
                          "args.command matches "
                              + lit(
                                  "(?s)(.*\\s)?"
                                      + name
                                      + "(\\s+|=)"
                                      + escape(ov.group(2))
                                      + "(\\s.*|$)"))))
              .withWhen(
                  cond("args.command matches " + lit("(?s)(.*\\s)?" + name + "(=.*|\\s.*|$)")))
              .withSeverity(Enforcement.ERROR)
              .withText(
                  "`" + ov.group(1) + "` is given as `" + option + "`", "use `" + option + "`");
      out.add(draft(FORMAT, "option-value:" + option, c));
    }
  }

  /**
   * Row 4h: libraries named in prose as what a ban or a substitution rules out ("do not use
   * jQuery", "use Vitest, not Jest", "never add the lodash package"): written code other than prose
   * must not import them. A name counts when it ends its clause and is written with a capital
   * letter (not in an all-caps line, not a dotted member) or named as "the x library" ({@code
   * library-noun}); names of languages are none.
   */
  private static boolean libraries(Frame f, List<Draft> out) {
    Prose p = Prose.of(f.text());
    if (p.phraseIn("unless", 0, p.words().size()) || p.phraseIn("except", 0, p.words().size())) {
      // an exception the reader cannot see ("unless it's really necessary")
      return false;
    }
    Lexicon lx = Lexicon.get();
    int n = p.words().size();
    List<String> names = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int at = -1;
      int verb = phraseAt(p, i, "library-verb");
      if (verb > 0 && negatedAt(p, i)) {
        // "do not use X", "never add X", "avoid using X"
        at = i + verb;
      }
      int replacing = phraseAt(p, i, "library-replacing");
      if (at < 0
          && replacing > 0
          && choosingBefore(p, i)
          && (!p.words().get(i).text().equals("never") || afterComma(p, i))) {
        // "use A, not X", "prefer A over X", "A instead of X", "test with A, never X"
        at = i + replacing;
      }
      while (at >= 0
          && at < n
          && java.util.Set.of("the", "any", "a").contains(p.words().get(at).text())) {
        at++;
      }
      String name = at < 0 || at >= n ? null : libraryName(p, at);
      if (name != null && !names.contains(name)) {
        names.add(name);
      }
    }
    importBans(names, soft(f, p), out);
    return !names.isEmpty();
  }

  /** Whether a library ban is soft: soft wording, or "prefer" or "avoid" in the clause. */
  private static boolean soft(Frame f, Prose p) {
    return f.strength() == Strength.SOFT
        || p.words().stream().anyMatch(w -> java.util.Set.of("prefer", "avoid").contains(w.text()));
  }

  /**
   * A module path that names its host or scope: {@code github.com/pkg/errors}, {@code
   * golang.org/x/exp}, {@code @acme/legacy-ui}.
   */
  private static final java.util.regex.Pattern MODULE_PATH =
      java.util.regex.Pattern.compile(
          "[a-z0-9-]+(\\.[a-z0-9-]+)*\\.[a-z]{2,}(/[\\w.-]+)+|@[a-z0-9][\\w.-]*/[a-z0-9][\\w.-]*");

  /**
   * Row 4h': a library in code that a ban names — "do not use `github.com/pkg/errors`", "never add
   * the `left-pad` package": a module path with its host or scope, or a name a library noun
   * follows. Written code other than prose must not import it. A bare name in code with no noun
   * ("don't use `lodash`") may be a command, a keyword or a library, and is left alone.
   */
  private static boolean codeLibraries(Frame f, List<Draft> out) {
    Prose p = Prose.of(f.text());
    if (p.phraseIn("unless", 0, p.words().size()) || p.phraseIn("except", 0, p.words().size())) {
      return false;
    }
    int n = p.words().size();
    List<String> names = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int verb = phraseAt(p, i, "library-verb");
      if (verb == 0 || !negatedAt(p, i)) {
        continue;
      }
      int at = i + verb;
      while (at < n && java.util.Set.of("the", "any", "a").contains(p.words().get(at).text())) {
        at++;
      }
      if (at >= n || !p.words().get(at).text().matches("§\\d+")) {
        continue;
      }
      String code = p.spans().get(Integer.parseInt(p.words().get(at).text().substring(1)));
      boolean noun =
          at + 1 < n
              && Lexicon.get().words("library-noun").contains(p.words().get(at + 1).text())
              && !p.words().get(at + 1).text().endsWith("s");
      if ((MODULE_PATH.matcher(code).matches()
              || noun && code.matches("[a-z0-9][a-z0-9._-]*[a-z0-9]"))
          && !names.contains(code)) {
        names.add(code);
      }
    }
    importBans(names, soft(f, p), out);
    return !names.isEmpty();
  }

  /** Written code other than prose must not import any of {@code names}. */
  private static void importBans(List<String> names, boolean soft, List<Draft> out) {
    for (String name : names) {
      String base = name.endsWith(".js") ? name.substring(0, name.length() - 3) : name;
      String n1 = escape(base) + (base.equals(name) ? "" : "(\\.js)?");
      boolean goModule = !base.startsWith("@") && MODULE_PATH.matcher(base).matches();
      String re =
          goModule
              // a line of a Go import block is the quoted path alone, maybe after an alias
              ? "(?s)("
                  + importPattern(n1)
                  + "|(.*\\n)?[ \\t]*([\\w.]+[ \\t]+)?\""
                  + n1
                  + "\"[ \\t]*(//.*)?(\\n.*)?)"
              : importPattern(n1);
      out.add(
          draft(
              CONTENT,
              "library:" + name,
              Constraint.of(
                      "draft",
                      ActionPattern.of("file.write"),
                      new Effect.Assert(cond("!(args.content matches " + lit(re) + ")")))
                  .withWhen(cond("!" + anyGlob(PROSE, "")))
                  .withSeverity(soft ? Enforcement.WARN : Enforcement.ERROR)
                  .withText("written code must not import " + base, null)
                  .withExamples(
                      examples(
                          List.of(
                              Map.of("path", "src/x.ts", "content", "import x from 'other';\n")),
                          List.of(
                              !goModule
                                  ? Map.of(
                                      "path",
                                      "src/x.ts",
                                      "content",
                                      "import x from '" + base + "';\n")
                                  // a Go module: a line of an import block
                                  : Map.of(
                                      "path",
                                      "x.go",
                                      "content",
                                      "import (\n\t\"fmt\"\n\t\"" + base + "\"\n)\n"))))));
    }
  }

  /**
   * How many words of the first entry of word class {@code cls} (in file order) that starts at word
   * {@code i}, else 0.
   */
  private static int phraseAt(Prose p, int i, String cls) {
    List<String[]> candidates = Lexicon.get().index(cls).get(p.words().get(i).text());
    for (String[] parts : candidates == null ? List.<String[]>of() : candidates) {
      boolean all = i + parts.length <= p.words().size();
      for (int k = 1; k < parts.length && all; k++) {
        all = p.words().get(i + k).text().equals(parts[k]);
      }
      if (all) {
        return parts.length;
      }
    }
    return 0;
  }

  /** A negation within the three words before word {@code i} ("do not use", "never add"). */
  private static boolean negatedAt(Prose p, int i) {
    return p.find("negation").stream().anyMatch(h -> h.word() < i && h.word() >= i - 3);
  }

  /** Whether a comma stands right before word {@code i}. */
  private static boolean afterComma(Prose p, int i) {
    return i > 0
        && p.text().substring(p.words().get(i - 1).at(), p.words().get(i).at()).contains(",");
  }

  /**
   * A verb of choosing before word {@code i} in its clause ("use A, not …", "prefer A over …",
   * "test with A, never …").
   */
  private static boolean choosingBefore(Prose p, int i) {
    for (int k = i - 1; k >= 0; k--) {
      String w = p.words().get(k).text();
      if (java.util.Set.of("use", "using", "prefer", "choose", "pick", "with").contains(w)) {
        return !negatedAt(p, k);
      }
      String between = p.text().substring(p.words().get(k).at(), p.words().get(k + 1).at());
      if (between.contains(";") || between.contains(".") && !between.contains("..")) {
        return false;
      }
    }
    return false;
  }

  /**
   * The package name of the library word {@code at} names, or null: the word ends its clause (or a
   * library noun follows), is written with a capital letter or named as "the x library", and is not
   * a language.
   */
  private static String libraryName(Prose p, int at) {
    String w = p.words().get(at).text();
    if (w.startsWith("§") || !w.matches("[a-z0-9][a-z0-9._-]*[a-z0-9]")) {
      return null;
    }
    int n = p.words().size();
    boolean noun =
        at + 1 < n && Lexicon.get().words("library-noun").contains(p.words().get(at + 1).text());
    // "the lodash library" names one; "third-party libraries" is a class of them
    boolean named =
        noun
            && at > 0
            && p.words().get(at - 1).text().equals("the")
            && !p.words().get(at + 1).text().endsWith("s");
    int last = noun ? at + 1 : at;
    boolean ends =
        last + 1 >= n
            || p.text()
                .substring(p.words().get(last).at(), p.words().get(last + 1).at())
                .matches("(?s).*[.,;:()].*");
    // "jQuery", "Enzyme" (not "THIS" in a shouted line), or a dotted member ("React.memo")
    String written = p.written(at);
    boolean capital = !written.equals(w) && !written.equals(w.toUpperCase(java.util.Locale.ROOT));
    boolean member = w.indexOf('.') >= 0 && !w.matches("[^.]+\\.js");
    if (!ends || member || !(capital || named)) {
      return null;
    }
    for (Lexicon.Grounding g : Lexicon.get().groundings("language")) {
      if (g.phrases().contains(w)) {
        return null;
      }
    }
    return w;
  }

  /**
   * "Don't rebase `main`": a rebase while that branch is checked out (the host's {@code
   * env.branch}); "never rebase onto `develop`": a rebase whose line names that branch. A rebase of
   * another branch onto `main` is everyday work, so a bare rebase ban would be wrong here.
   */
  private static boolean rebaseOfBranch(Frame f, boolean soft, List<Draft> out) {
    Prose p = Prose.of(f.text());
    boolean any = false;
    for (String b : f.tokens()) {
      if (!b.matches("[A-Za-z0-9._/*-]{1,60}") || b.startsWith("-")) {
        continue;
      }
      int w = p.spanWord(p.spans().indexOf(b));
      boolean onto =
          w > 0 && java.util.Set.of("onto", "on", "against").contains(p.words().get(w - 1).text());
      String when =
          invokes("git rebase")
              + " && "
              + (onto
                  ? "args.command matches " + lit("(?s).*\\s" + escape(b) + "(\\s.*|$)")
                  : onBranchCondition(b));
      out.add(
          onBranch(
              "rebase:" + b,
              "shell.exec",
              when,
              soft,
              onto
                  ? "rebasing onto `" + b + "` is not allowed here"
                  : "rebasing `" + b + "` is not allowed here",
              null));
      any = true;
    }
    return any;
  }

  /** Row 2p: a positive rule on the base of the pull requests the agent opens. */
  private static boolean prBaseRequired(Frame f, List<Draft> out) {
    if (f.negative()
        || !f.acts().equals(List.of(Act.PR))
        || f.branch().isEmpty()
        || f.branch().get().contains("*")
        || f.since().isPresent()
        || f.later().isPresent()
        || f.strength() == Strength.PERMISSION
        || !PR_BASE.matcher(f.text()).find()) {
      return false;
    }
    String branch = f.branch().get();
    String named = baseLine("[^\\s\"']+");
    String base = baseLine(escape(branch));
    out.add(
        block(
            f.strength() == Strength.SOFT,
            BAN,
            "pr-base-only:" + branch,
            "shell.exec",
            "invokes(args.command, 'gh pr create') && args.command matches "
                + lit(named)
                + " && !(args.command matches "
                + lit(base)
                + ")",
            commandArgs("gh pr create --base other --title t --body b"),
            "pull requests go into `" + branch + "` here"));
    return true;
  }

  /** A command line that names a base matching {@code branch} (a regular expression). */
  private static String baseLine(String branch) {
    return "(?s).*\\s(--base|-B)(=|\\s+)[\"']?" + branch + "[\"']?(\\s.*|$)";
  }

  /** "against", "into", "targeting", "based on": the words that name a pull request's base. */
  private static final GatedPattern PR_BASE =
      GatedPattern.compile(
          "(?i)\\b(against|into|targeting|target|based on|base(d)? (branch )?(on|of))\\b");

  /**
   * Pull requests into {@code branch}: banned when the command names it as the base; asked about
   * when it names no base and the branch is {@code main} or {@code master}, since the repository's
   * default branch (which no call shows) is then the base.
   */
  private static void prBase(String branch, boolean soft, List<Draft> out) {
    // ("against `release/*` branches": a glob of branches, any name in its place)
    String base = baseLine(escape(branch).replace("\\*", "[^\\s\"']*"));
    out.add(
        block(
            soft,
            BAN,
            "pr-base:" + branch,
            "shell.exec",
            "invokes(args.command, 'gh pr create') && args.command matches " + lit(base),
            commandArgs(
                "gh pr create --base " + branch.replace("*", "1.2") + " --title t --body b"),
            "pull requests into `" + branch + "` are not allowed here"));
    if (branch.equals("main") || branch.equals("master")) {
      out.add(
          confirm(
              BAN,
              "pr-default-base:" + branch,
              "shell.exec",
              "invokes(args.command, 'gh pr create') && !(args.command matches "
                  + lit("(?s).*\\s(--base|-B)([=\\s].*|$)")
                  + ")",
              commandArgs("gh pr create --title t --body b"),
              "a pull request with no base may go into `"
                  + branch
                  + "`: name the base with `--base`"));
    }
  }

  /** Dependencies between the project's own parts: no package is added. */
  private static final GatedPattern CYCLES =
      GatedPattern.compile("(?i)\\b(circular|cyclic|cyclical|import)\\s+dependenc");

  /**
   * A verb of adding or installing with a package noun as its object ("add a dependency", "install
   * new packages", "introducing third-party libraries", and with no verb "no new dependencies"),
   * not "library code" or "circular dependencies".
   */
  private static final GatedPattern ADDS_DEPENDENCY =
      GatedPattern.compile(
          "(?i)(\\b(add|adds|adding|install|installs|installing|introduce|introduces|introducing"
              + "|pull in|pulling in|bring in|bringing in|upgrade|upgrading|bump|bumping|update|updating)"
              // "no new top-level dependencies": the additions, said with no verb
              + "|^\\W*no\\s+new)"
              + "\\s+(\\S+\\s+){0,3}?(dependenc(y|ies)|packages?|modules?|crates?|librar(y|ies)|gems?)\\b"
              + "(?!\\s+(code|files?|directory|folder|docs|documentation))"
              // ("new packages under `internal/legacy/`": code in a place, no dependency)
              + "(?!\\s+(under|in|inside|within|below)\\s+(the\\s+)?`)"
              // 不要安装新的依赖, 添加第三方库前先问我
              + "|(安装|添加|引入|增加|新增|升级|更新)[^，。；,;]{0,6}?(依赖|第三方库|第三方包|库|包)");

  /**
   * "keep changes to `k8s/base/` small": what the changes there should be like, no confinement. A
   * word other than a function word after the place is a complement of "keep" (as is "to a
   * minimum"); a clause that ends at the place, or goes on with "only", "when", "and" …, confines.
   */
  private static final GatedPattern KEPT_AS =
      GatedPattern.compile(
          "(?i)\\bkeep\\s+(?:all\\s+)?(?:your\\s+|the\\s+)?(?:changes|edits|writes|modifications|diffs?)"
              + "\\s+(?:to|within|inside|in)\\s+(?:the\\s+)?(?:`[^`]+`|[\\w./*-]+)"
              + "(?:\\s+(?:directory|folder|module|package|files?|crate))?\\s+"
              + "(?:to\\s+(?:an?|the)\\s+(?:bare\\s+)?minimum"
              + "|(?!(?:only|and|or|in|on|at|for|during|when|whenever|while|unless|except|if|please"
              + "|so|because|as|until|before|after|where|with|without|by|to|from|of|then|but|is|are"
              + "|this|that|these|those|the|a|an)\\b)\\p{L}+)");

  /** "only edit …", "edit only in …", "restrict your changes to …": writes confined to a place. */
  private static final GatedPattern ONLY_WRITES =
      GatedPattern.compile(
          "(?i)\\bonly\\s+(ever\\s+)?(edit|modify|change|write|touch|create|make changes|make edits)\\b"
              + "|\\b(edit|modify|change|write|touch)\\b[^.;]*?\\bonly\\s+(in|inside|within|under|to)\\b"
              + "|\\b(restrict|limit|confine|keep)\\s+(all\\s+)?(your\\s+)?"
              + "(changes|edits|writes|modifications)\\s+(to|within|inside|in)\\b"
              + "|(只能|只允许|仅能|仅允许|只可以)(修改|编辑|改动|写入)");

  /**
   * "only run `x` in `p`", "run `x` only in `p`": runs confined to a place, the words "only" and a
   * preposition of place before code.
   */
  static final GatedPattern ONLY_RUNS_IN =
      GatedPattern.compile(
          "(?i)\\bonly\\s+(?:ever\\s+)?(?:run|execute|invoke)\\s+`[^`]+`\\s+(?:in|inside|within|from"
              + "|under|against|on)\\s+(?:the\\s+)?`"
              + "|\\b(?:run|execute|invoke)\\s+`[^`]+`\\s+only\\s+(?:in|inside|within|from|under"
              + "|against|on)\\s+(?:the\\s+)?`");

  /**
   * Row 5f for runs: the command on a line that names none of the places, from a working directory
   * outside them (or none given), is asked about — which directory a line works in its words do not
   * always say, so it is never refused outright.
   */
  private static boolean runsOnlyIn(Frame f, List<Draft> out) {
    List<String> places =
        java.util.stream.Stream.concat(
                f.paths().stream(),
                f.tokens().stream().filter(t -> t.matches("[\\w.~-]+(/[\\w.-]+)+/?")))
            .filter(
                x ->
                    spanAfterCode(
                        f.text(),
                        "(?i)\\s+(?:only\\s+)?(?:in|inside|within|from|under|against|on)",
                        x))
            .map(x -> x.replaceFirst("^\\./", "").replaceFirst("/+$", ""))
            .distinct()
            .toList();
    if (places.isEmpty() || f.commands().size() != 1) {
      return false;
    }
    String command = f.commands().get(0).pattern();
    List<String> there = new ArrayList<>();
    for (String x : places) {
      there.add(PLACE_ON_LINE.apply(x));
      there.add("exists(args.cwd) && within(args.cwd, " + lit(x + "/") + ")");
    }
    out.add(
        block(
            true,
            BAN,
            "run-only-in:" + command + "@" + String.join(",", places),
            "shell.exec",
            invokes(command) + " && !(" + String.join(" || ", there) + ")",
            commandArgs(command),
            "`"
                + command
                + "` outside "
                + String.join(", ", places.stream().map(x -> "`" + x + "`").toList())
                + " needs a human's approval"));
    return true;
  }

  /** "only delete files in", "remove only files under": deletes confined to a place. */
  private static final GatedPattern ONLY_DELETES =
      GatedPattern.compile(
          "(?i)\\bonly\\s+(ever\\s+)?(delete|remove|rm)\\b"
              + "|\\b(delete|remove)\\b[^.;]*?\\bonly\\s+(in|inside|within|under|from)\\b");

  /**
   * Row 5f for deletes: deleting a file outside the places is banned; a shell line that deletes and
   * names none of the places is asked about (which files it removes its words do not say for
   * certain).
   */
  private static boolean deletesWithin(Frame f, Statement s, List<Draft> out) {
    Prose prose = Prose.of(f.text());
    List<String> inside = new ArrayList<>();
    List<String> named = new ArrayList<>();
    for (String p : f.paths()) {
      int span = prose.spans().indexOf(p);
      if (span < 0 || !(p.endsWith("/") || p.contains("*") || !p.contains("."))) {
        return false;
      }
      inside.add(Paths.condition(p, s.baseDir()));
      named.add("args.command contains " + lit(p.replaceAll("/\\**$", "").replaceAll("/$", "")));
    }
    boolean soft = f.strength() == Strength.SOFT || ASKS_ELSEWHERE.matcher(s.fullText()).find();
    String names = String.join(", ", f.paths().stream().map(p -> "`" + p + "`").toList());
    out.add(
        block(
            soft,
            BAN,
            "delete-within:" + String.join(",", f.paths()),
            "file.delete",
            "!(" + String.join(" || ", inside) + ")",
            Map.of("path", "elsewhere/x.txt"),
            "deletes outside " + names + " are not allowed here"));
    out.add(
        block(
            true,
            BAN,
            "delete-within-shell:" + String.join(",", f.paths()),
            "shell.exec",
            "(" + DELETE_COMMANDS + ") && !(" + String.join(" || ", named) + ")",
            commandArgs("rm notes.txt"),
            "a delete that names no file in " + names + " needs a human's approval"));
    return true;
  }

  private static final GatedPattern ASKS_ELSEWHERE =
      GatedPattern.compile(
          "(?i)\\b(unless|except|ask|asking|approv\\w*|permission|confirm\\w*|sign-?off|consent"
              + "|check\\s+with|my\\s+ok(ay)?|go-ahead)\\b");

  private static final GatedPattern CONDITIONED =
      GatedPattern.compile("(?i)\\b(when|if|once|after|before|whenever)\\b");

  /** Writes outside the paths a confining clause names. */
  private static boolean onlyWithin(Frame f, Statement s, List<Draft> out) {
    Prose prose = Prose.of(f.text());
    if (CONDITIONED.matcher(f.text()).find()) {
      // "only edit `README.md` when the API changes": when to write, not where
      return false;
    }
    List<String> inside = new ArrayList<>();
    for (String p : f.paths()) {
      int span = prose.spans().indexOf(p);
      if (span < 0 && p.endsWith("/")) {
        // "outside the `src` directory": the span names the directory without its slash
        span = prose.spans().indexOf(p.substring(0, p.length() - 1));
      }
      if (span < 0) {
        // a path the clause took from an earlier one ("them"): where it stood is not known
        return false;
      }
      int w = prose.spanWord(span);
      // 只能修改 `src/` 目录下的文件: in Chinese the place word follows the path; a directory
      // is a place as the object itself ("only edit `docs/`")
      boolean place = prose.han() || p.endsWith("/") && inside.isEmpty();
      for (int i = Math.max(0, w - 3); i < w && !place; i++) {
        place =
            java.util.Set.of("in", "inside", "within", "under", "to")
                .contains(prose.words().get(i).text());
      }
      boolean joined =
          !inside.isEmpty()
              && w >= 2
              && prose.words().get(w - 2).text().startsWith("§")
              && java.util.Set.of("and", "or").contains(prose.words().get(w - 1).text());
      if (!(place || joined && inside.size() == 1 && p.contains("."))
          || !(p.endsWith("/") || p.contains("*") || !p.contains(".") || joined)) {
        // a file named as the object ("only edit `a.md`") is no place (one joined to a place
        // named before it is kept with it: "only edit files in `docs/` and `mkdocs.yml`", "only
        // edit `docs/` and `mkdocs.yml`")
        return false;
      }
      inside.add(Paths.condition(p, s.baseDir()));
    }
    String when = "!(" + String.join(" || ", inside) + ")";
    List<String> kinds = new ArrayList<>();
    f.fileKinds().forEach(k -> kinds.addAll(kindGlobs(k)));
    int first = f.paths().size() == inside.size() ? firstSpanWord(prose, f.paths().get(0)) : 0;
    for (int i = 0; i < first && kinds.isEmpty(); i++) {
      // "only write test files under `tests/`": a kind of file named before the path
      kinds.addAll(kindAt(prose, i));
    }
    if (!kinds.isEmpty()) {
      // "write notebooks only under `scratch/`": the confinement is of files of that kind
      when = "(" + kindCondition(kinds) + ") && " + when;
    }
    if (creates(f.text())) {
      // "only create new files in `docs/`": where new files go
      when = when + " && created(args.path)";
    }
    // "…; ask before touching anything else": elsewhere is a question, not a ban
    boolean soft = f.strength() == Strength.SOFT || ASKS_ELSEWHERE.matcher(s.fullText()).find();
    String names = String.join(", ", f.paths().stream().map(p -> "`" + p + "`").toList());
    out.add(
        block(
            soft,
            BAN,
            "only-within:" + String.join(",", f.paths()),
            "file.write",
            when,
            Map.of("path", "elsewhere/x.txt"),
            "writes outside " + names + " are not allowed here"));
    return true;
  }

  /** The word at which a path's span stands, its trailing slash written or not. */
  private static int firstSpanWord(Prose prose, String path) {
    int span = prose.spans().indexOf(path);
    if (span < 0 && path.endsWith("/")) {
      span = prose.spans().indexOf(path.substring(0, path.length() - 1));
    }
    return span < 0 ? 0 : prose.spanWord(span);
  }

  /**
   * Row 4i: the one program a clause names as the way to do a job that others of its family do too
   * ("always use `pnpm`", "use `uv` for dependencies"): the others' runs are asked about where the
   * preferred program is not run. The clause must name the job (a phrase of the family) or say
   * "always"/"only"/"exclusively"; a run with a purpose ("use `yarn` to build the docs") is not
   * about the family's job.
   */
  private static boolean family(Frame f, List<Draft> out) {
    if (f.commands().size() != 1
        || !f.paths().isEmpty()
        || !f.tokens().isEmpty()
        // "always use `--no-cache-dir` with `pip install`": what is used is the option
        || !f.flags().isEmpty()
        || !f.options().isEmpty()) {
      return false;
    }
    CommandRef x = f.commands().get(0);
    if (!x.pattern().matches(java.util.regex.Pattern.quote(x.program()) + "( (install|add|i))?")) {
      return false;
    }
    Prose p = Prose.of(f.text());
    int n = p.words().size();
    for (Lexicon.Grounding g : Lexicon.get().groundings("family")) {
      if (!g.values().contains(x.program())) {
        continue;
      }
      boolean job = g.phrases().stream().anyMatch(ph -> p.phraseIn(ph, 0, n));
      boolean only =
          p.phraseIn("always", 0, n)
              || p.phraseIn("only", 0, n)
              || p.phraseIn("exclusively", 0, n)
              // "use `yarn` for everything", "for all package operations"
              || p.phraseIn("everything", 0, n)
              || p.phraseIn("for all", 0, n)
              || p.han() && ALWAYS_HAN.matcher(p.text()).find();
      // "use `npm` to publish the package": a job of its own, not the family's ("to install
      // packages" is the family's)
      boolean purpose =
          p.positions("to").stream()
              .anyMatch(
                  i ->
                      i + 1 < n
                          && !java.util.Set.of(
                                  "install", "add", "manage", "handle", "update", "upgrade")
                              .contains(p.words().get(i + 1).text()));
      if (!(job || only) || purpose || !job && RUN_WHERE.matcher(p.text()).find()) {
        // ("always run `pnpm install` from the repository root": "always" is where it is run)
        return false;
      }
      // "only use `yarn` for installing packages": the others' installs, not their other runs
      boolean installs = installing(f);
      for (String y : g.values()) {
        if (y.equals(x.program()) || y.startsWith(x.program()) || x.program().startsWith(y)) {
          continue;
        }
        Constraint c =
            Constraint.of("draft", ActionPattern.of("shell.exec"), new Effect.Confirm())
                .withWhen(
                    cond(
                        invokes(y)
                            + " && !"
                            + invokes(x.program())
                            + (installs ? " && " + installRun(y) : "")))
                .withSeverity(Enforcement.ERROR)
                .withText("`" + y + "` is not the way here", "use `" + x.program() + "` instead")
                .withExamples(examples(List.of(), List.of(commandArgs(y + " install"))));
        out.add(draft(SUBSTITUTE, "family:" + y, c));
      }
      return true;
    }
    return false;
  }

  /** Where a command is run, after it: "`x` from the repository root", "`x` in each package". */
  private static final GatedPattern RUN_WHERE =
      GatedPattern.compile(
          "(?i)(?:§\\d+|\\bit|\\bthem)\\s+(?:\\w+\\s+)?(?:from|in|inside|within|at)\\s+(?:the|a|each|every|your|its|any|§)");

  /** 始终使用, 一律用, 统一使用: "always" in Chinese. */
  private static final GatedPattern ALWAYS_HAN = GatedPattern.compile("始终|总是|一律|统一|只用|只使用");

  /**
   * A subject that counts things named before: "all three", "both", "each of them", "if any of
   * these".
   */
  private static final GatedPattern COUNTED_BACK =
      GatedPattern.compile(
          "(?i)\\W*(?:both|all\\s+(?:two|three|four|five|six|of\\s+them|of\\s+these)|each\\s+of\\s+(?:them|these)"
              + "|the\\s+(?:two|three|four|five)|these\\s+(?:two|three|four|five)"
              // "If any of these fail, fix them before handing off": the checks listed above
              + "|(?:if\\s+)?(?:any|either|one|none)\\s+of\\s+(?:them|these|those|the\\s+above))\\b");

  /** A lead-in whose subject is the list under it: "all of these must pass before you push:". */
  private static final GatedPattern LIST_LEAD =
      GatedPattern.compile("(?i)\\b(these|those|the following|below)\\b[^:]*:\\s*$");

  /**
   * A verb the reader does not know, its own object, then a command in code after a preposition:
   * "disable the race detector in `go test`" (group 1 the verb).
   */
  private static final GatedPattern VERB_IN_COMMAND =
      GatedPattern.compile(
          "(?i)^\\W*([a-z]+)\\s+(?:(?:the|a|an|any|its|their)\\s+)?[a-z][\\w-]*(?:\\s+[a-z][\\w-]*){0,3}?"
              + "\\s+(?:in|inside|within|for|of|from|during)\\s+`[^`]+`\\W*$");

  /** "Steer clear of", "stay away from", "keep off": a phrase of keeping away opening a clause. */
  private static final GatedPattern KEEP_AWAY =
      GatedPattern.compile(
          "(?i)\\W*(?:please\\s+)?(?:steer|stay|keep)\\s+(?:clear\\s+of|away\\s+from|off|out\\s+of)\\b");

  /**
   * Whether a clause with no act the reader knows does something else to a command it names after a
   * preposition — "disable the race detector in `go test`" changes how it runs, and banning every
   * run of it would refuse the runs the file asks for.
   */
  private static boolean actOnCommand(String text) {
    java.util.regex.Matcher m = VERB_IN_COMMAND.matcher(text);
    if (!m.find()) {
      return false;
    }
    String verb = m.group(1).toLowerCase(java.util.Locale.ROOT);
    return !Set.of("never", "no", "not", "avoid", "don't", "dont", "do").contains(verb)
        && Lexicon.get().actClassOf(verb).isEmpty()
        // ("steer clear of `git stash drop`", "hold off on `x`": a phrase of keeping away opens
        // it, and the command is what it keeps away from)
        && !KEEP_AWAY.matcher(text).lookingAt()
        && Prose.of(text).find("negation").stream().noneMatch(h -> h.word() == 0);
  }

  /** "instead of editing it", "rather than modifying them by hand": editing is what is replaced. */
  private static final GatedPattern INSTEAD_OF_EDITING =
      GatedPattern.compile(
          "(?i)\\b(instead of|rather than)\\s+(manually\\s+|directly\\s+)?(hand-)?"
              + "(edit|editing|modify|modifying|change|changing|touching|writing|updating)\\b");

  /**
   * The files a clause says are not to be edited by hand: those named after "instead of editing",
   * or, for "instead of editing it", the files named before it. None when the edit replaced names
   * no file ("prefer changing `a.toml` instead of editing generated YAML").
   */
  private static List<String> handMade(Frame f) {
    java.util.regex.Matcher m = INSTEAD_OF_EDITING.matcher(f.text());
    if (!m.find()) {
      return List.of();
    }
    String after = f.text().substring(m.end());
    String before = f.text().substring(0, m.start());
    List<String> named = new ArrayList<>();
    List<String> candidates = new ArrayList<>(f.paths());
    f.tokens().stream()
        .filter(t -> t.matches("[\\w.-]+\\.[A-Za-z][A-Za-z0-9]{0,9}") && !candidates.contains(t))
        .forEach(candidates::add);
    for (String c : candidates) {
      if (after.contains("`" + c + "`")) {
        named.add(c);
      }
    }
    if (named.isEmpty() && after.matches("(?is)\\s*(it|them)\\b.*")) {
      for (String c : candidates) {
        // ("copy them from `examples/` rather than writing them inline": where the copy comes
        // from is no file the pronoun stands for)
        if (before.contains("`" + c + "`")
            && !before.matches(
                "(?is).*\\b(from|out\\s+of)\\s+`" + java.util.regex.Pattern.quote(c) + "`.*")) {
          named.add(c);
        }
      }
    }
    return named;
  }

  // --- row 2b --------------------------------------------------------------------------------

  /** "work directly on `main`", "never on master": the branch the work is on. */
  private static final GatedPattern WORK_ON =
      GatedPattern.compile(
          "(?i)(\\bwork|\\bworking|\\bdevelop|\\bdeveloping|,\\s*never)\\s+(directly\\s+)?(on|in)\\s+"
              + "(the\\s+)?(`([A-Za-z0-9._/-]+)`|(main|master|trunk)\\b)");

  /**
   * "stay off `main`", "never touch `master` directly": a default branch kept clear of the work
   * (group 3 or 4 its name); a place other than a branch ("stay off `vendor/`") is no match.
   */
  private static final GatedPattern STAY_OFF =
      GatedPattern.compile(
          "(?i)\\b(stay\\s+off|keep\\s+off|stay\\s+away\\s+from|touch)\\s+(the\\s+)?"
              + "(?:`(main|master|trunk|develop)`|(main|master|trunk)(?![\\w/-]|\\.\\w))");

  /** An act on the agent's own branch other than working on it: "overwrite your own branch". */
  private static final GatedPattern ACT_ON_OWN_BRANCH =
      GatedPattern.compile(
          "(?i)\\b(?:overwrite|rewrite|update|rebase|reset|delete|remove|force[- ]push|sync|clean\\s+up)"
              + "\\s+(?:your\\s+|the\\s+|a\\s+|their\\s+)?(?:own|feature|topic)\\s+branch");

  /** "a new branch", "feature branches", "a separate branch": a branch made for the work. */
  private static final GatedPattern OWN_BRANCH =
      GatedPattern.compile(
          "(?i)\\b(new|feature|separate|topic|dedicated|own|fresh)\\s+(git\\s+)?branch(es)?\\b");

  private static boolean branchWork(Frame f, Statement s, List<Draft> out) {
    if (f.has(Act.COMMIT) || f.has(Act.PUSH) || f.has(Act.MERGE) || f.has(Act.FORCE_PUSH)) {
      return false;
    }
    List<String> branches = new ArrayList<>();
    java.util.regex.Matcher m = WORK_ON.matcher(f.text());
    if (m.find()
        && (f.negative() || m.group(1).contains("never"))
        // ("run `make seed` locally, never on `prod-db`": where a command is run, no branch)
        && !(m.group(1).contains("never") && !f.commands().isEmpty())
        // "keep secrets in `.env.local`, never in `.env`": a file, not a branch
        && !(m.group(6) != null
            && (f.paths().contains(m.group(6))
                || m.group(6).startsWith(".")
                || m.group(6).matches(".*\\.[A-Za-z]{1,5}")))) {
      branches.add(m.group(6) != null ? m.group(6) : m.group(7).toLowerCase(java.util.Locale.ROOT));
    }
    java.util.regex.Matcher off = STAY_OFF.matcher(f.text());
    if (branches.isEmpty()
        && off.find()
        && (f.negative() || !off.group(1).equalsIgnoreCase("touch"))) {
      branches.add(
          (off.group(3) != null ? off.group(3) : off.group(4)).toLowerCase(java.util.Locale.ROOT));
    }
    if (!f.negative()
        // ("You may:" over "- create feature branches": a leave, which owes no branch)
        && f.strength() != Strength.PERMISSION
        // ("if you must overwrite your own branch, use `git push --force-with-lease`": another act
        // on the branch, no word of where the work is committed)
        && !ACT_ON_OWN_BRANCH.matcher(f.text()).find()
        && OWN_BRANCH.matcher(f.text()).find()
        && branches.isEmpty()) {
      // the default branch the statement names ("not on main; work on a feature branch"), else
      // both usual names
      String whole = s.fullText().replace("`", "").toLowerCase(java.util.Locale.ROOT);
      for (String b : List.of("main", "master")) {
        if (java.util.List.of(whole.split("[^a-z]+")).contains(b)) {
          branches.add(b);
        }
      }
      if (branches.isEmpty()) {
        branches.addAll(List.of("main", "master"));
      }
    }
    if (branches.isEmpty()) {
      return false;
    }
    for (String branch : branches) {
      out.add(
          commitOn(
              branch,
              f.strength() == Strength.SOFT,
              "work is committed on its own branch, not on `" + branch + "`"));
    }
    return true;
  }

  /**
   * Commits on a branch: a commit call does not say its branch, the host does ({@code env.branch},
   * read from the repository by the hooks).
   */
  private static Draft commitOn(String branch, boolean soft, String message) {
    return onBranch(
        "commit-on:" + branch,
        "git.commit",
        onBranchCondition(branch),
        soft,
        message,
        "create a branch first");
  }

  /** "the `release/*` branches": a pattern of names is matched as a glob. */
  private static String onBranchCondition(String branch) {
    return "env.branch " + (branch.contains("*") ? "glob " : "== ") + lit(branch);
  }

  /**
   * A ban (or question) that holds while the host says a branch is checked out: it has no examples,
   * since the branch is the host's {@code env}, not an argument an example can carry.
   */
  private static Draft onBranch(
      String key, String action, String when, boolean soft, String message, String help) {
    return draft(
        BAN,
        key,
        Constraint.of(
                "draft", ActionPattern.of(action), soft ? new Effect.Confirm() : new Effect.Deny())
            .withWhen(cond(when))
            .withSeverity(Enforcement.ERROR)
            .withText(message, help));
  }

  // --- row 1 ---------------------------------------------------------------------------------

  /** "can only be run via `make deploy`": the one way a job is done, named after "only". */
  private static final GatedPattern ONLY_BY_WAY_OF =
      GatedPattern.compile(
          "(?i)\\bonly\\b[^.;]{0,40}?\\b(via|through|with|using|by running|by way of)\\s+`");

  private static void permit(Frame f, Statement s, List<Draft> out) {
    if (f.negative() && f.ask() != Ask.WAIVED) {
      return;
    }
    if (f.ask() != Ask.WAIVED && ONLY_BY_WAY_OF.matcher(f.text()).find()) {
      // "deploys can only be run via `make deploy`": the way a job is done, no leave to run the
      // command whenever — a permission would outrank the file's questions about it
      return;
    }
    if (f.ask() != Ask.WAIVED
        && Prose.of(f.text()).find("condition").stream()
            .anyMatch(
                h -> java.util.Set.of("if", "when", "in case", "如果", "当").contains(h.entry()))) {
      // "if the build fails, you can try `make clean`": a permission under a condition no call
      // shows would outrank the file's questions everywhere; it is left out (asking stays)
      return;
    }
    List<CommandRef> commands = new ArrayList<>(f.commands());
    if (commands.isEmpty() && f.ask() == Ask.WAIVED) {
      // "you don't need to ask before running `make test`", "do not ask for confirmation when
      // running `npm test`": the command the question would have been about
      f.laterCommand().ifPresent(commands::add);
      commands.addAll(f.runningCommands());
      if (commands.isEmpty()) {
        for (String span : Prose.of(f.text()).spans()) {
          CommandRef.of(span, java.util.Set.of()).ifPresent(commands::add);
        }
      }
    }
    // "you can use `gh` to read issues": a leave for one use of a program, which no call of the
    // bare program shows — no leave for all of its commands
    Prose words = Prose.of(f.text());
    commands.removeIf(c -> !c.pattern().contains(" ") && usedTo(words, c.pattern()));
    // "you can run any `make` target except `make release`": the leave holds for the command
    // but the ones excepted, which are asked about
    List<CommandRef> excepted = excepted(f.text());
    commands.removeIf(c -> excepted.stream().anyMatch(x -> x.pattern().equals(c.pattern())));
    String unless =
        String.join("", excepted.stream().map(x -> " && !" + invokes(x.pattern())).toList());
    for (CommandRef x : commands.isEmpty() ? List.<CommandRef>of() : excepted) {
      out.add(askBeforeRun(x.pattern()));
    }
    leaveButPlaces(f, s, out);
    for (CommandRef c : commands) {
      out.add(
          draft(
              PERMIT,
              c.pattern(),
              Constraint.of("draft", ActionPattern.of("shell.exec"), new Effect.Allow())
                  .withWhen(cond(invokes(c.pattern()) + unless))
                  .withPriority(1)
                  .withSeverity(Enforcement.ERROR)
                  .withText("`" + c.pattern() + "` is allowed without asking", null)
                  .withExamples(
                      examples(
                          List.of(Map.of("command", c.pattern())),
                          List.of(Map.of("command", "echo unrelated"))))));
    }
  }

  /**
   * "You may read any file except those under `secrets/` and `*.pem` files", "you can edit anything
   * but `ci/`": a leave for a file act whose exceptions are places named in code. The leave itself
   * grants nothing a call needs; the places it leaves out are asked about before the act (a leave's
   * exception says what is not granted, not that it is forbidden).
   */
  private static void leaveButPlaces(Frame f, Statement s, List<Draft> out) {
    java.util.regex.Matcher m = EXCEPT_WORD.matcher(f.text());
    if (f.negative() || f.ask() == Ask.WAIVED || !m.find()) {
      return;
    }
    List<String> places =
        Prose.of(f.text().substring(m.end())).spans().stream().filter(Paths::isPath).toList();
    if (places.isEmpty()) {
      return;
    }
    String where =
        String.join(" || ", places.stream().map(p -> Paths.condition(p, s.baseDir())).toList());
    String names = String.join(", ", places.stream().map(p -> "`" + p + "`").toList());
    for (Act a : f.acts()) {
      String action =
          switch (a) {
            case READ -> "file.read";
            case EDIT -> "file.write";
            case DELETE -> "file.delete";
            default -> null;
          };
      if (action != null) {
        out.add(
            confirm(
                ASK,
                "left-out:" + action + ":" + where,
                action,
                where,
                Map.of("path", Paths.sample(places.get(0), s.baseDir())),
                "`" + action + "` on " + names + " needs a human's approval"));
      }
    }
  }

  /** Whether the program in code is followed by "to" and a verb: "`gh` to read issues". */
  private static boolean usedTo(Prose p, String program) {
    int span = p.spans().indexOf(program);
    int w = span < 0 ? -1 : p.spanWord(span) + 1;
    if (w >= 0 && w + 2 < p.words().size() && p.words().get(w).text().equals("in")) {
      // "… in order to read issues"
      w = p.words().get(w + 1).text().equals("order") ? w + 2 : -1;
    }
    return w >= 0
        && w + 1 < p.words().size()
        && p.words().get(w).text().equals("to")
        && p.words().get(w + 1).text().matches("[a-z]+");
  }

  /** A word that opens what a leave leaves out: "except", "other than", "but not". */
  private static final GatedPattern EXCEPT_WORD =
      GatedPattern.compile(
          "(?i)\\b(?:except(?:\\s+for)?|but\\s+not|other\\s+than|apart\\s+from|excluding)\\b");

  /** The commands named in code after a word of exception: "… except `make release`". */
  private static List<CommandRef> excepted(String text) {
    java.util.regex.Matcher m = EXCEPT_WORD.matcher(text);
    if (!m.find()) {
      return List.of();
    }
    List<CommandRef> out = new ArrayList<>();
    for (String span : Prose.of(text.substring(m.end())).spans()) {
      CommandRef.of(span, java.util.Set.of()).ifPresent(out::add);
    }
    return out;
  }

  // --- row 2 ---------------------------------------------------------------------------------

  private static final GatedPattern READ_ONLY =
      GatedPattern.compile(
          "(?i)\\bread[- ]only\\b|\\boff[- ]limits\\b|\\bout of bounds\\b|\\b(is|are|as)\\s+(frozen|immutable"
              + "|append[- ]only)\\b");

  /**
   * "`vendor/` is read-only", "treat generated files as read-only": no act but a state of files.
   */
  private static boolean readOnly(Frame f) {
    // ("the `legacy/` module is frozen": a module or package named beside a path is no install)
    return (f.acts().isEmpty() || f.acts().equals(List.of(Act.DEPENDENCY)) && !f.paths().isEmpty())
        && (!f.paths().isEmpty() || !f.fileKinds().isEmpty())
        && READ_ONLY.matcher(f.text()).find();
  }

  /** "use" or "using" right before a directory, with at most an article between. */
  private static final GatedPattern USE_DIRECTORY =
      GatedPattern.compile("(?i)\\b(use|using)\\s+(the\\s+|any\\s+)?`[^`\\s]+/`");

  /** A ban on using directories and nothing else: no command, no other act. */
  private static boolean usesDirectory(Frame f) {
    return f.negative()
        && !f.ungrounded()
        && f.acts().equals(List.of(Act.RUN))
        && f.commands().isEmpty()
        && !f.paths().isEmpty()
        && f.paths().stream().allMatch(p -> p.endsWith("/"))
        && USE_DIRECTORY.matcher(f.text()).find();
  }

  /** States that keep files from the agent, and are negation words of their own. */
  private static final java.util.Set<String> KEPT_STATES =
      java.util.Set.of("off-limits", "off limits", "out of bounds");

  /**
   * "`fixtures/` is off-limits": the state is the clause's only negation, so the clause keeps the
   * files ("`fixtures/` is not off-limits" has another).
   */
  private static boolean negatedByStateOnly(Frame f) {
    return Prose.of(f.text()).find("negation").stream()
        .allMatch(h -> KEPT_STATES.contains(h.entry()));
  }

  private static void ask(Frame f, Statement s, List<Draft> out) {
    List<Act> acts = new ArrayList<>(f.acts());
    if (f.negative()) {
      // "never call it done unless the user asks for a preview": what is asked about is a claim,
      // not the end of the task; only "ask before finishing" makes finishing a question
      acts.remove(Act.FINISH);
    }
    if (readOnly(f)
        // "`migrations/`: ask first": a place that is asked about with no act is written to
        || f.acts().isEmpty() && !f.paths().isEmpty() && f.commands().isEmpty() && !f.negative()) {
      // "`vendor/` is read-only unless explicitly asked": writes there are a question
      files(Act.EDIT, f, s, true, out);
    }
    for (Act a : List.of(Act.EDIT, Act.DELETE)) {
      if (f.acts().contains(a)
          && (!f.paths().isEmpty()
              || !f.fileKinds().isEmpty()
              // "ask me before deleting any test": the files that hold tests
              || a == Act.DELETE
                  && f.commands().isEmpty()
                  && DELETED_TESTS.matcher(f.text()).find())) {
        // "only create documentation files when asked", "ask before deleting files in `data/`"
        files(a, f, s, true, out);
      }
    }
    if (f.paths().isEmpty()
        && f.fileKinds().isEmpty()
        && f.commands().isEmpty()
        && (DELETING_FILES.matcher(f.text()).find()
            // "删除前需要确认": deleting with no object, the only act ("add, remove or upgrade
            // dependencies" shares its object)
            || f.bare().contains(Act.DELETE) && f.acts().equals(List.of(Act.DELETE)))) {
      // "ask before deleting files": the delete tool, and the commands that delete
      askDeletes(ASK, out);
    }
    if (f.acts().contains(Act.EDIT)
        && f.paths().isEmpty()
        && f.fileKinds().isEmpty()
        && f.commands().isEmpty()
        && NEW_FILES.matcher(f.text()).find()) {
      // "don't create new files without asking", "未经允许不要创建新文件": a write that makes a
      // file the workspace does not hold yet
      out.add(
          confirm(
              ASK,
              "new-file",
              "file.write",
              "created(args.path)",
              Map.of("path", "notes.md"),
              "creating a new file needs a human's approval"));
    }
    if (f.has(Act.RUN) && f.commands().isEmpty() && tasksOnly(f)) {
      // "ask before running `cache:clear`": a task named without its runner, on any line
      for (String t : f.tokens()) {
        out.add(
            confirm(
                ASK,
                "task:" + t,
                "shell.exec",
                taskRun(t),
                commandArgs("bin/rails " + t),
                "running the `" + t + "` task needs a human's approval"));
      }
    }
    f.later().ifPresent(acts::add);
    List<CommandRef> asked = new ArrayList<>(f.commands());
    // "be careful when running `make clean`": the runs the clause is about
    List<CommandRef> around = new ArrayList<>(f.runningCommands());
    if (f.commands().isEmpty()) {
      f.since().flatMap(Frame.Since::command).ifPresent(around::add);
    }
    around.stream()
        .filter(c -> asked.stream().noneMatch(x -> x.pattern().equals(c.pattern())))
        .forEach(asked::add);
    // "`python train.py` without `--dry-run` needs my go-ahead": the runs that lack the flag
    Prose p = Prose.of(f.text());
    List<String> carried =
        asked.isEmpty()
            ? List.of()
            : f.flags().stream().filter(flag -> afterWithout(p, flag)).toList();
    // "ask before running `bq query` unless it is a dry run (`--dry_run`)": the runs the
    // exception leaves out carry the flag
    List<String> spared =
        asked.isEmpty() && f.laterCommand().isPresent()
            ? f.flags().stream().filter(flag -> excepted(p, flag)).toList()
            : List.of();
    // "never run `pytest` with `--snapshot-update` unless I ask": the runs that carry the flag
    List<String> carrying =
        asked.isEmpty()
            ? List.of()
            : f.flags().stream().filter(flag -> wordBefore(f, flag).equals("with")).toList();
    // "In `staging`, ask before running `terraform apply`": the runs aimed at that target
    List<String> aimed =
        f.tokens().stream()
            .filter(t -> t.matches("[\\w.:-]{2,40}") && aimedAt(f.text(), t))
            .toList();
    String aimedWhen = String.join(" || ", aimed.stream().map(DecisionTable::namedOnLine).toList());
    for (CommandRef c : asked) {
      String when = invokes(c.pattern());
      boolean there = !aimed.isEmpty() && f.commands().contains(c);
      if (there) {
        when = when + " && (" + aimedWhen + ")";
      }
      for (String flag : carried) {
        when = when + " && !" + invokes(c.pattern() + " " + flag);
      }
      if (!carrying.isEmpty()) {
        when =
            when
                + " && ("
                + String.join(" || ", carrying.stream().map(DecisionTable::flagCondition).toList())
                + ")";
      }
      out.add(
          confirm(
              ASK,
              c.pattern(),
              "shell.exec",
              when,
              commandArgs(there ? c.pattern() + " " + aimed.get(0) : c.pattern()),
              "`" + c.pattern() + "` needs a human's approval"));
    }
    f.laterCommand()
        .ifPresent(
            c ->
                out.add(
                    !spared.isEmpty()
                        ? confirm(
                            ASK,
                            c.pattern(),
                            "shell.exec",
                            invokes(c.pattern())
                                + spared.stream()
                                    .map(x -> " && !(" + flagCondition(x) + ")")
                                    .collect(java.util.stream.Collectors.joining()),
                            commandArgs(c.pattern()),
                            "`" + c.pattern() + "` needs a human's approval")
                        : aimed.isEmpty()
                            ? askBeforeRun(c.pattern())
                            : confirm(
                                ASK,
                                c.pattern(),
                                "shell.exec",
                                invokes(c.pattern()) + " && (" + aimedWhen + ")",
                                commandArgs(c.pattern() + " " + aimed.get(0)),
                                "`" + c.pattern() + "` there needs a human's approval")));
    for (String flag : f.flags()) {
      if (carried.contains(flag) || carrying.contains(flag) || spared.contains(flag)) {
        continue;
      }
      out.add(
          confirm(
              ASK,
              flag,
              "shell.exec",
              flagCondition(flag),
              commandArgs("run " + flag),
              "a command with `" + flag + "` needs a human's approval"));
    }
    http(f, false, ASK, out);
    // commands named are what is asked about; a kind of deleting named in prose among other acts
    // ("create, switch, or delete branches") leaves those acts asked about too
    boolean deletingAmongOthers =
        f.acts().contains(Act.DELETE)
            && f.acts().size() > 1
            && f.commands().stream().allMatch(DecisionTable::grounded);
    if (!f.commands().isEmpty() && !deletingAmongOthers
        || !f.flags().isEmpty()
        || !f.httpMethods().isEmpty()) {
      return;
    }
    for (Act a : acts) {
      if (deletingAmongOthers && a == Act.DELETE) {
        continue;
      }
      if (a == Act.RESET && !f.bare().contains(a)) {
        // "reset the database" is not a hard reset of the working tree
        continue;
      }
      if (a == Act.RENAME
          && f.paths().isEmpty()
          && NAMES_IN_CODE.matcher(f.text()).find()
          && !RENAMING_FILES.matcher(f.text()).find()) {
        // "check with me before renaming public functions": names in code, which no `mv` renames
        continue;
      }
      if (a == Act.RENAME && !f.paths().isEmpty()) {
        // "ask before renaming anything in `api/`": the moves whose first operand is there
        renames(f, true, out);
        continue;
      }
      Optional<Target> t = target(a, f, s);
      t.ifPresent(
          x ->
              out.add(
                  confirm(
                      ASK,
                      x.key(),
                      x.action(),
                      x.when(),
                      x.sample(),
                      x.what() + " needs a human's approval")));
    }
  }

  /** A merge of a pronoun: "merge it", "merge them". */
  private static final GatedPattern MERGE_PRONOUN =
      GatedPattern.compile("(?i)\\bmerg\\w*\\s+(?:it|them)\\b");

  /** Pull or merge requests named in a clause ("do not merge pull requests"). */
  private static final GatedPattern PULL_REQUESTS =
      GatedPattern.compile("(?i)\\b(prs?|pull requests?|merge requests?)\\b");

  /** New files as the object of making them ("create new files", "新文件"). */
  private static final GatedPattern NEW_FILES =
      GatedPattern.compile(
          "(?i)\\b(creat\\w*|add\\w*|mak\\w*)\\s+(any\\s+|a\\s+)?new\\s+files?\\b|创建新(的)?文件|新建文件");

  /** Names inside code, whose renaming is an edit ("renaming variables"), no `mv`. */
  private static final GatedPattern NAMES_IN_CODE =
      GatedPattern.compile(
          "(?i)\\b(functions?|methods?|classes|class|variables?|symbols?|types?|identifiers?|fields?"
              + "|columns?|parameters?|properties|property|apis?|endpoints?|tables?|exports?"
              + "|members?|constants?|props?|keys?)\\b");

  /** What renaming or moving a file names as its object ("rename files", "move anything"). */
  private static final GatedPattern RENAMING_FILES =
      GatedPattern.compile(
          "(?i)\\b(files?|director(y|ies)|folders?|modules?|packages?|anything|something)\\b"
              + "|文件|目录");

  /** Words that open an exception to a ban ("unless …", "except …", "outside …"). */
  private static final GatedPattern UNSEEN_EXCEPTION =
      GatedPattern.compile("(?i)\\b(unless|except|outside|other than)\\b|除非|除了");

  /**
   * An exception that is the state of a check ("unless the tests fail", "except when CI is red",
   * 除非测试失败): no call shows it.
   */
  private static final GatedPattern STATE_EXCEPTION =
      GatedPattern.compile(
          "(?i)\\b(unless|except (when|if)|other than when)\\b[^.;:,]*?\\b(pass|passes|passing|passed"
              + "|fail|fails|failing|failed|green|red|broken|succeeds?|succeeded)\\b"
              + "|除非[^，。；：]*?(通过|失败|绿|红)");

  /** The delete tool and the commands that delete, each asked about. */
  private static void askDeletes(String family, List<Draft> out) {
    out.add(
        confirm(
            family,
            "delete:any",
            "file.delete",
            null,
            Map.of("path", "notes.txt"),
            "deleting a file needs a human's approval"));
    out.add(
        confirm(
            family,
            "delete:commands",
            "shell.exec",
            DELETE_COMMANDS,
            commandArgs("rm notes.txt"),
            "deleting files needs a human's approval"));
  }

  /**
   * Deleting files or directories, as the object of the act ("delete files", "删除文件"), or deleting
   * with no object narrower than "anything".
   */
  private static final GatedPattern DELETING_FILES =
      GatedPattern.compile(
          "(?i)\\b(delet\\w*|remov\\w*)\\s+(any\\s+|a\\s+|the\\s+)?(files?|director(y|ies)|folders?)\\b"
              + "|\\b(delet\\w*|remov\\w*)\\s+(anything|something)\\b"
              // "any delete operation needs confirmation": deleting as such
              + "|\\b(delete|deletion|removal)\\s+(operations?|actions?|commands?)\\b"
              + "|删除(任何)?(文件|目录)");

  /** The commands that give a pull request its title: creating or editing one. */
  private static final String PR_TITLED =
      "invokes(args.command, 'gh pr create') || invokes(args.command, 'gh pr edit')";

  /** Commands that delete files: rm, git rm, unlink, rmdir, find … -delete. */
  static final String DELETE_COMMANDS =
      "invokes(args.command, 'rm') || invokes(args.command, 'git rm')"
          + " || invokes(args.command, 'unlink') || invokes(args.command, 'rmdir')"
          + " || invokes(args.command, 'find') && args.command matches '(?s).*\\s-delete\\b.*'";

  private static final GatedPattern OTHERS =
      GatedPattern.compile(
          "(?i)\\b((all|any|every)\\s+other\\s+(shell\\s+)?(commands?|tools?|actions?)"
              + "|(everything|anything)\\s+else"
              + "|(commands?|anything)\\s+not\\s+(listed|above|on\\s+(this|the)\\s+list))\\b");

  /** "All other commands need confirmation": a question on whatever the file did not permit. */
  public static boolean othersAsk(Frame f) {
    return f.ask() == Ask.REQUIRED && !f.negative() && OTHERS.matcher(f.text()).find();
  }

  private static final GatedPattern PROJECT =
      GatedPattern.compile(
          "(?i)\\b(project|repository|repo|workspace|working)\\s+(directory|folder|root|tree)\\b"
              + "|\\bwithin\\s+the\\s+(project|repository|repo|workspace)\\b");

  /**
   * The question on every shell command that is not one simple command of a permitted program
   * (pipelines, lists, substitutions and redirections ask too); when the permission is for the
   * project directory, an absolute, home or parent path asks as well. Priority 1, like the
   * permissions, so at equal priority the question wins where its condition holds.
   */
  public static Optional<Draft> allowlist(
      Frame f, Statement s, List<String> permitted, List<String> permissionTexts) {
    if (permitted.isEmpty()) {
      return Optional.empty();
    }
    boolean inProject =
        PROJECT.matcher(f.text()).find()
            || permissionTexts.stream().anyMatch(t -> PROJECT.matcher(t).find());
    List<String> programs = new ArrayList<>();
    for (String p : permitted) {
      programs.add(
          java.util.Arrays.stream(p.trim().split("\\s+"))
              .map(DecisionTable::escape)
              .collect(java.util.stream.Collectors.joining("\\s+")));
    }
    String start = inProject ? "[^\\s;&|`$()<>'\"\\\\/~]" : "[^\\s;&|`$()<>'\"\\\\]";
    String arg =
        "(" + start + "[^\\s;&|`$()<>'\"\\\\]*|'" + (inProject ? "[^'/~]" : "[^']") + "[^']*')";
    String re = "\\s*(" + String.join("|", programs) + ")(\\s+" + arg + ")*\\s*";
    String when = "!(args.command matches " + lit(re) + ")";
    if (inProject) {
      when += " || args.command contains '..'";
    }
    String sample = permitted.get(0) + " x | sh";
    Constraint c =
        Constraint.of("draft", ActionPattern.of("shell.exec"), new Effect.Confirm())
            .withWhen(cond(when))
            .withPriority(1)
            .withSeverity(Enforcement.ERROR)
            .withText(
                "a command other than "
                    + String.join(", ", permitted.stream().map(x -> "`" + x + "`").toList())
                    + (inProject ? " inside the project" : "")
                    + " needs a human's approval",
                "ask the user first")
            .withExamples(
                examples(
                    List.of(Map.of("command", permitted.get(0))),
                    List.of(Map.of("command", sample))));
    return Optional.of(draft(ASK, "others", c));
  }

  private static Draft confirm(
      String family,
      String key,
      String action,
      String when,
      Map<String, Object> sample,
      String message) {
    Constraint c =
        Constraint.of("draft", ActionPattern.of(action), new Effect.Confirm())
            .withSeverity(Enforcement.ERROR)
            .withText(message, "ask the user first");
    if (when != null) {
      c = c.withWhen(cond(when));
    }
    return draft(family, key, c.withExamples(examples(List.of(), List.of(sample))));
  }

  // --- row 3 ---------------------------------------------------------------------------------

  private static boolean order(Frame f, Statement s, FileFacts facts, List<Draft> out) {
    Optional<Target> later = f.later().flatMap(a -> target(a, f, s));
    if (later.isEmpty() && f.laterCommand().isPresent()) {
      CommandRef c = f.laterCommand().get();
      later =
          Optional.of(
              new Target(
                  c.pattern(),
                  "shell.exec",
                  invokes(c.pattern()),
                  commandArgs(c.pattern()),
                  "`" + c.pattern() + "`"));
    }
    boolean without =
        f.negative() && f.text().toLowerCase(java.util.Locale.ROOT).contains("without");
    if (later.isEmpty() && !f.laterTools().isEmpty()) {
      later = Optional.of(toolTarget(f.laterTools().get(0)));
    }
    if (later.isEmpty() && without) {
      // "never commit without running the tests": the act itself is the later step
      later = f.acts().stream().filter(Act::milestone).findFirst().flatMap(a -> target(a, f, s));
    }
    if (later.isEmpty()
        && f.since().isPresent()
        && !f.negative()
        && (f.acts().contains(Act.RUN)
            || f.acts().isEmpty() && !f.purposes().isEmpty() && purposeAsVerb(f))) {
      // ("do not re-run tests after running `fmt`" is no duty to run them)
      // "after making changes, compile the code": the purpose's own verb is the run
      // "after changing X, run Y": the step is owed before the task is done
      later = target(Act.FINISH, f, s);
    }
    if (later.isEmpty()
        && f.passing()
        && !f.negative()
        && !f.commands().isEmpty()
        && f.preferred().isEmpty()
        && f.replaced().isEmpty()
        && f.acts().size() == 1
        && f.acts().get(0).milestone()
        && f.acts().get(0) != Act.FINISH) {
      // "every commit must pass `make ci`": the milestone is the subject the check is owed by
      later = target(f.acts().get(0), f, s);
    }
    boolean owedAtEnd = false;
    if (later.isEmpty()
        && (f.passing() || STATE.matcher(f.text()).find())
        && !f.negative()
        && f.preferred().isEmpty()
        && f.replaced().isEmpty()
        // ("when you're finished, `make test` should pass": a soft duty at a time it names)
        && (f.strength() == Strength.HARD
            || f.strength() == Strength.SOFT && f.bare().contains(Act.FINISH))
        && (!f.commands().isEmpty() || !f.purposes().isEmpty())
        && f.acts().stream().noneMatch(a -> a.milestone() && a != Act.FINISH)) {
      // "type hints must pass `make typecheck`": the check is owed, and must pass, before the
      // task is done, once anything was written ("the work is complete (tests pass)" says so of
      // finishing itself)
      later = target(Act.FINISH, f, s);
      owedAtEnd = true;
    }
    if (later.isEmpty() && routineDuty(f)) {
      // row 3h: "format with `black`", "always run `make lint`": a routine check named with no
      // time of its own is owed before the task is done, once something but prose was written
      later = target(Act.FINISH, f, s);
      owedAtEnd = true;
    }
    if (later.isEmpty()) {
      return false;
    }
    if (f.negative()
        && !without
        && f.later().isPresent()
        && f.since().isEmpty()
        && f.commands().isEmpty()
        && f.purposes().isEmpty()) {
      return false;
    }
    List<List<String>> groups = earlier(f, facts);
    if (groups.isEmpty()) {
      return earlierAct(f, later.get(), out);
    }
    Target t = later.get();
    Optional<ActionPattern> since = Optional.empty();
    Optional<Expr> sinceWhen = Optional.empty();
    if (f.since().isPresent()) {
      Frame.Since sc = f.since().get();
      if (sc.command().isPresent()) {
        since = Optional.of(ActionPattern.of("shell.exec"));
        sinceWhen = Optional.of(cond(invokes(sc.command().get().loose())));
      } else if (sc.unseen().isPresent()) {
        since = Optional.of(ActionPattern.of("file.write"));
        sinceWhen = Optional.of(cond(unseenOpens(sc.unseen().get(), s, facts)));
      } else if (!sc.names().isEmpty()) {
        // a write whose path or content names the code
        since = Optional.of(ActionPattern.of("file.write"));
        List<String> any = new ArrayList<>();
        for (String n : sc.names()) {
          any.add("args.path contains " + lit(n) + " || args.content contains " + lit(n));
        }
        sinceWhen = Optional.of(cond(String.join(" || ", any)));
      } else if (!sc.globs().equals(List.of("**"))) {
        since = Optional.of(ActionPattern.of("file.write"));
        String opens = anyGlob(sc.globs(), s.baseDir());
        if (!sc.excluded().isEmpty()) {
          opens = "(" + opens + ") && !(" + anyGlob(sc.excluded(), s.baseDir()) + ")";
        }
        sinceWhen = Optional.of(cond(opens));
      } else {
        since = Optional.of(ActionPattern.of("file.write"));
        sinceWhen = proseOnly(t);
      }
    } else if (owedAtEnd || t.action().equals("task.finish")) {
      // a check owed before finishing is owed for work that changed something it checks: a
      // session that only read, or only edited prose, owes nothing
      since = Optional.of(ActionPattern.of("file.write"));
      sinceWhen = proseOnly(t);
    }
    if (since.isPresent()
        && since.get().equals(ActionPattern.of("file.write"))
        && NEW_FILE_OPENING.matcher(f.text()).find()) {
      // "when you add a new file, run `make headers` before committing": only a write that
      // makes a file opens the duty, not an edit of one that exists
      sinceWhen =
          Optional.of(
              cond(
                  sinceWhen
                      .map(
                          w ->
                              "created(args.path) && ("
                                  + io.contextcov.condition.ConditionPrinter.print(w)
                                  + ")")
                      .orElse("created(args.path)")));
    }
    // "before using report_progress or finishing": the agent's tool is a later step too
    List<Target> targets = new ArrayList<>(List.of(t));
    for (String tool : f.laterTools()) {
      if (!tool.equals(t.action())) {
        targets.add(toolTarget(tool));
      }
    }
    // each command named is owed on its own; a purpose ("the tests") is met by any of its commands
    for (Target target : targets) {
      orderDrafts(f, target, groups, since, sinceWhen, out);
    }
    List<String> alsoRuns = f.since().map(Frame.Since::alsoRuns).orElse(List.of());
    if (!alsoRuns.isEmpty()) {
      // what opens the rule is also a command ("after updating dependencies": `go get`): the same
      // duties, opened by a run of one of them
      Optional<Expr> runs =
          Optional.of(
              cond(String.join(" || ", alsoRuns.stream().map(DecisionTable::invokes).toList())));
      for (Target target : targets) {
        orderDrafts(f, target, groups, Optional.of(ActionPattern.of("shell.exec")), runs, out);
      }
    }
    return true;
  }

  /** "Format with …", "lint using …": a routine check's own verb opening the clause. */
  private static final GatedPattern ROUTINE_VERB =
      GatedPattern.compile(
          "(?i)^\\W*(always\\s+)?(format|lint|type-?check)\\s+([\\w-]+\\s+){0,3}?(with|using|via)\\s+`");

  /**
   * Row 3h: a hard, positive run of commands that all serve a routine check (format, lint, type
   * check, tests, build — a word of the purpose in the command: `black` formats), with no time,
   * place or condition, said as a duty ("always", "must", "make sure") or with the check's own verb
   * ("format with `black`") — not a how-to ("run `pytest -k name` to run one test").
   */
  private static boolean routineDuty(Frame f) {
    if (f.negative()
        || f.strength() != Strength.HARD
        || f.ask() != Ask.NONE
        || f.since().isPresent()
        || f.later().isPresent()
        || f.ungrounded()
        || !f.preferred().isEmpty()
        || !f.replaced().isEmpty()
        || !f.acts().equals(List.of(Act.RUN))
        || f.commands().isEmpty()
        || !f.paths().isEmpty()
        || !f.options().isEmpty()) {
      // ("always run `pytest` with `-x`" is how every run must look, row 6)
      return false;
    }
    if (ROUTINE_VERB.matcher(f.text()).find()) {
      return true;
    }
    if (!Prose.of(f.text()).has("hard")) {
      return false;
    }
    return f.commands().stream().allMatch(FileFacts::routine);
  }

  /**
   * Row 3d: "always update `CHANGELOG.md` when you change code", "after changing `api/`, update
   * `docs/api.md`": finishing the task is held until the named files are written, once, since the
   * latest write the condition names (any file but prose when it names any change; the named files
   * themselves never open it).
   */
  private static boolean writeDuty(Frame f, Statement s, FileFacts facts, List<Draft> out) {
    if (f.negative()
        || f.strength() != Strength.HARD
        || f.ask() != Ask.NONE
        || !f.acts().equals(List.of(Act.EDIT))
        || f.paths().isEmpty()
        || !f.commands().isEmpty()
        || f.since().isEmpty()
        || f.later().isPresent()) {
      return false;
    }
    Frame.Since sc = f.since().get();
    if (sc.command().isPresent() || !sc.names().isEmpty()) {
      return false;
    }
    List<String> globs = f.paths().stream().map(Paths::glob).toList();
    if (globs.stream().anyMatch(sc.globs()::contains)) {
      // "Updating dependencies: 1. Update `go.mod`": the file is the change itself, not a
      // follow-up owed after it
      return false;
    }
    String duty = anyGlob(globs, s.baseDir());
    String opens =
        sc.unseen().isPresent()
            ? unseenOpens(sc.unseen().get(), s, facts)
            : sc.globs().equals(List.of("**"))
                ? "!(" + anyGlob(PROSE, "") + ")"
                : anyGlob(sc.globs(), s.baseDir());
    opens = "(" + opens + ") && !(" + duty + ")";
    String named = "`" + String.join("`, `", f.paths()) + "`";
    // row 3e: a change no call shows ("when you add an endpoint") is asked about at the end
    String owed =
        sc.unseen()
            .map(
                u ->
                    " — owed \""
                        + u.words()
                        + "\", which the calls do not show: approve if this change was something"
                        + " else")
            .orElse("");
    Constraint c =
        Constraint.of(
                "draft",
                ActionPattern.of("task.finish"),
                new Effect.Sequence(
                    ActionPattern.of("file.write"),
                    Optional.of(cond(duty)),
                    Optional.of(ActionPattern.of("file.write")),
                    Optional.of(cond(opens))))
            .withSeverity(
                sc.unseen().isPresent() || partOpens(f) ? Enforcement.CONFIRM : Enforcement.ERROR)
            .withText("update " + named + " before finishing the task" + owed, "update " + named)
            .withExamples(new Examples(List.of(call("task.finish", Map.of())), List.of()));
    out.add(draft(ORDER, "write:" + String.join(",", globs) + "<-" + opens, c));
    return true;
  }

  /**
   * Whether what opens a write duty is a part of a named place ("do not change the public API of
   * `src/lib/` without updating `docs/api.md`"): which writes change that part no call shows, so
   * the duty is asked about (row 3e).
   */
  private static boolean partOpens(Frame f) {
    Prose p = Prose.of(f.text());
    for (String span : p.spans()) {
      if (!f.paths().contains(span)
          && java.util.regex.Pattern.compile(
                  "(?i)\\b"
                      + PART_NOUNS
                      + "(\\s+[\\w-]+){0,2}?\\s+(in|of|inside|within|under)\\s+(the\\s+)?`"
                      + java.util.regex.Pattern.quote(span)
                      + "`")
              .matcher(f.text())
              .find()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Row 3g: "update `CHANGELOG.md` before opening a PR", "always update the changelog before you
   * push": a write to the named files owed before a milestone act, once a file other than those and
   * prose was written (a session that changed nothing owes nothing).
   */
  private static boolean writeBefore(Frame f, Statement s, List<Draft> out) {
    if (f.negative()
        || f.ask() != Ask.NONE
        || !f.acts().equals(List.of(Act.EDIT))
        || !f.commands().isEmpty()
        || f.since().isPresent()
        || f.later().isEmpty()
        || !f.later().get().milestone()) {
      return false;
    }
    List<String> globs = new ArrayList<>(f.paths().stream().map(Paths::glob).toList());
    for (String kind : f.fileKinds()) {
      kindGlobs(kind).stream().filter(v -> !v.startsWith("!")).forEach(globs::add);
    }
    if (globs.isEmpty()) {
      return false;
    }
    Optional<Target> t = target(f.later().get(), f, s);
    if (t.isEmpty()) {
      return false;
    }
    String duty = anyGlob(globs, s.baseDir());
    String opens = "!(" + anyGlob(PROSE, "") + ") && !(" + duty + ")";
    String named =
        f.paths().isEmpty()
            ? String.join(", ", f.fileKinds())
            : "`" + String.join("`, `", f.paths()) + "`";
    Constraint c =
        Constraint.of(
                "draft",
                ActionPattern.of(t.get().action()),
                new Effect.Sequence(
                    ActionPattern.of("file.write"),
                    Optional.of(cond(duty)),
                    Optional.of(ActionPattern.of("file.write")),
                    Optional.of(cond(opens))))
            .withSeverity(f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR)
            .withText("update " + named + " before " + t.get().what(), "update " + named);
    if (t.get().when() != null) {
      c = c.withWhen(cond(t.get().when()));
    }
    out.add(draft(ORDER, "write-before:" + String.join(",", globs) + "<-" + t.get().key(), c));
    return true;
  }

  private static Target toolTarget(String tool) {
    return new Target(tool, tool, null, Map.of(), "`" + tool + "`");
  }

  private static final GatedPattern INVOKED =
      GatedPattern.compile("invokes\\(args\\.command, '([^']*)'\\)");

  /**
   * Whether an earlier step is a form of the later act itself: one of its commands is one the later
   * condition invokes, with more words ({@code gh pr merge --squash} of {@code gh pr merge}).
   */
  private static boolean formOf(List<String> group, String laterWhen) {
    List<String> later = new ArrayList<>();
    java.util.regex.Matcher m = INVOKED.matcher(laterWhen);
    while (m.find()) {
      later.add(m.group(1));
    }
    for (String g : group) {
      java.util.regex.Matcher e = INVOKED.matcher(g);
      while (e.find()) {
        String earlier = e.group(1);
        if (later.stream().anyMatch(l -> earlier.startsWith(l + " "))) {
          return true;
        }
      }
    }
    return false;
  }

  private static void orderDrafts(
      Frame f,
      Target t,
      List<List<String>> groups,
      Optional<ActionPattern> since,
      Optional<Expr> sinceWhen,
      List<Draft> out) {
    Optional<String> unseen = f.since().flatMap(Frame.Since::unseen).map(Frame.Unseen::words);
    for (List<String> group : groups) {
      String after = String.join(" || ", group);
      if (group.size() > 1) {
        after = "(" + after + ")";
      }
      if (f.passing()) {
        after += " && (result.exit_code == 0 || !exists(result.exit_code))";
      }
      Constraint c =
          Constraint.of(
                  "draft",
                  ActionPattern.of(t.action()),
                  new Effect.Sequence(
                      ActionPattern.of("shell.exec"), Optional.of(cond(after)), since, sinceWhen))
              .withSeverity(
                  f.strength() == Strength.SOFT
                      ? Enforcement.WARN
                      : unseen.isPresent() ? Enforcement.CONFIRM : Enforcement.ERROR)
              .withText(
                  "run "
                      + describe(group)
                      + " before "
                      + t.what()
                      + (f.passing() ? ", and it must pass" : "")
                      + unseen
                          .map(
                              u ->
                                  " — owed \""
                                      + u
                                      + "\", which the calls do not show: approve if this change"
                                      + " was something else")
                          .orElse(""),
                  "run " + describe(group) + " first");
      if (t.when() != null && t.action().equals("shell.exec") && formOf(group, t.when())) {
        // "squash commits before merging": a merge that is itself the earlier step (`gh pr merge
        // --squash`) owes nothing before it
        c = c.withWhen(cond("(" + t.when() + ") && !(" + String.join(" || ", group) + ")"));
      } else if (t.when() != null) {
        c = c.withWhen(cond(t.when()));
      }
      List<ExampleCall> deny = since.isEmpty() ? List.of(call(t.action(), t.sample())) : List.of();
      List<ExampleCall> allow =
          since.isPresent() ? List.of(call(t.action(), t.sample())) : List.of();
      // the writes that open it are part of what the rule is: "after modifying `a/`" and "after
      // modifying `b/`" are two rules
      String opens =
          since.map(a -> " since " + a.patterns()).orElse("")
              + sinceWhen
                  .map(w -> " " + io.contextcov.condition.ConditionPrinter.print(w))
                  .orElse("");
      out.add(
          draft(ORDER, t.key() + "<-" + after + opens, c.withExamples(new Examples(allow, deny))));
    }
  }

  /** "in this exact order", "in the following order", "in sequence" — not "in order to". */
  private static final GatedPattern IN_ORDER =
      GatedPattern.compile(
          "(?i)\\bin (this|the following|the given|that|the same|the listed|exact|strict)?"
              + "\\s*(exact |strict )?(order|sequence)\\b(?! to\\b)|\\bone after (the )?another\\b");

  /**
   * Row 3b: the steps of a list whose lead-in orders them ("run these in this exact order before
   * finishing:"). Each step owed before the same later step must also come after the step above it:
   * the later step is held when, since the latest run of the step above, this one has not run. Only
   * steps next to each other, both owed before the same act, are paired.
   */
  public static List<Draft> orderedSteps(
      Statement above, List<Draft> aboveDrafts, Statement s, List<Draft> drafts) {
    List<Draft> out = new ArrayList<>();
    if (s.leadIn() == null
        || !s.leadIn().equals(above.leadIn())
        || !IN_ORDER.matcher(s.leadIn()).find()) {
      return out;
    }
    for (Draft d : drafts) {
      for (Draft a : aboveDrafts) {
        if (!d.family().equals(ORDER)
            || !a.family().equals(ORDER)
            || !(d.constraint().effect() instanceof Effect.Sequence mine)
            || !(a.constraint().effect() instanceof Effect.Sequence theirs)
            || !d.constraint().on().equals(a.constraint().on())
            || !d.constraint().when().equals(a.constraint().when())
            || mine.afterWhen().isEmpty()
            || theirs.afterWhen().isEmpty()
            || !mine.after().equals(theirs.after())) {
          continue;
        }
        String step = io.contextcov.condition.ConditionPrinter.print(mine.afterWhen().get());
        String previous = io.contextcov.condition.ConditionPrinter.print(theirs.afterWhen().get());
        Constraint c =
            Constraint.of(
                    "draft",
                    d.constraint().on(),
                    new Effect.Sequence(
                        mine.after(),
                        mine.afterWhen(),
                        Optional.of(theirs.after()),
                        theirs.afterWhen()))
                .withSeverity(d.constraint().severity())
                .withText(
                    "the steps run in the order listed: this one after the one above it",
                    "run the steps again in the order listed")
                .withExamples(
                    new Examples(
                        List.of(
                            new ExampleCall(
                                Optional.of(d.constraint().on().patterns().get(0)),
                                Map.of(),
                                Map.of())),
                        List.of()));
        if (d.constraint().when().isPresent()) {
          c = c.withWhen(d.constraint().when().get());
        }
        out.add(
            draft(
                ORDER,
                String.join(",", d.constraint().on().patterns())
                    + " order:"
                    + previous
                    + "->"
                    + step,
                c));
      }
    }
    return out;
  }

  /** "Ensure the project is formatted (`cargo fmt`)": a state a command brings about. */
  private static final GatedPattern STATE =
      GatedPattern.compile(
          "(?i)\\b(ensure|make sure)\\b.*\\b(formatted|addressed|fixed|resolved|compiles|builds|linted"
              + "|lint-free)\\b|\\b(ensure|make sure)\\b.*\\b(no|zero)\\s+(\\S+\\s+){0,2}(errors|warnings"
              + "|failures|issues|problems|violations)\\b");

  /** "when you add a new file", "after creating new files", "for every new file": the opening. */
  private static final GatedPattern NEW_FILE_OPENING =
      GatedPattern.compile(
          "(?i)\\b(when|whenever|if|after|once|every\\s+time)\\s+(you\\s+)?(add|create|introduce)"
              + "(s|ing)?\\s+(a\\s+|any\\s+)?new\\s+(\\w+\\s+)?files?\\b"
              + "|\\b(for|to)\\s+(each|every|any)\\s+new\\s+(\\w+\\s+)?file\\b");

  /**
   * Checks owed before finishing "after any change" are owed for changes to what they check: a
   * change to prose alone (Markdown, reStructuredText, plain text) does not open them.
   */
  private static Optional<Expr> proseOnly(Target t) {
    if (!t.action().equals("task.finish")) {
      return Optional.empty();
    }
    return Optional.of(cond("!(" + anyGlob(PROSE, "") + ")"));
  }

  private static final List<String> PROSE = List.of("**/*.md", "**/*.mdx", "**/*.rst", "**/*.txt");

  /**
   * Whether a sequence's {@code since-when} is the reader's default for "after any change": any
   * write, or any write but prose ({@link #proseOnly}), which a file scoped to some paths narrows.
   */
  public static boolean anyChange(Optional<Expr> sinceWhen) {
    return sinceWhen.isEmpty() || sinceWhen.get().equals(cond("!(" + anyGlob(PROSE, "") + ")"));
  }

  /**
   * "Commit your work at the end of each turn", "don't end a turn with uncommitted changes": the
   * earlier step is an act (a commit, a push) owed once anything was written.
   */
  private static boolean earlierAct(Frame f, Target later, List<Draft> out) {
    boolean finish = later.action().equals("task.finish");
    Optional<Act> act =
        f.acts().stream()
            .filter(
                a ->
                    a == Act.REBASE
                        ? !finish
                        : (a == Act.COMMIT || a == Act.PUSH) && !later.action().equals(actionOf(a)))
            .findFirst();
    if (act.isEmpty() || f.negative()) {
      return false;
    }
    // "push your branch before opening a PR", "commit before pushing": the act is owed after the
    // latest write; "rebase onto `main` before pushing": a rebase earlier in the session
    boolean rebase = act.get() == Act.REBASE;
    String action = actionOf(act.get());
    Constraint c =
        Constraint.of(
                "draft",
                ActionPattern.of(later.action()),
                new Effect.Sequence(
                    ActionPattern.of(action),
                    rebase
                        ? Optional.of(
                            cond(invokes("git rebase") + " || " + invokes("git pull --rebase")))
                        : Optional.empty(),
                    rebase ? Optional.empty() : Optional.of(ActionPattern.of("file.write")),
                    Optional.empty()))
            .withSeverity(f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR)
            .withText(
                (rebase
                        ? "rebase"
                        : action.equals("git.commit") ? "commit the work" : "push the work")
                    + (finish ? " before finishing" : " first (before " + later.what() + ")"),
                null)
            .withExamples(
                // with nothing written, no commit or push is owed; a rebase always is
                rebase
                    ? new Examples(List.of(), List.of(call(later.action(), later.sample())))
                    : new Examples(List.of(call(later.action(), later.sample())), List.of()));
    if (later.when() != null) {
      c = c.withWhen(cond(later.when()));
    }
    out.add(draft(ORDER, later.key() + "<-" + action + (rebase ? ":rebase" : ""), c));
    return true;
  }

  /**
   * Whether a hard ban leaves out a case said after "without" that no call shows and no other row
   * read as a step ("do not open a pull request without filling in the template"): asked.
   */
  private static boolean unseenWithout(Frame f) {
    return f.strength() == Strength.HARD
        && f.ask() == Ask.NONE
        && f.later().isEmpty()
        && f.laterCommand().isEmpty()
        && f.laterTools().isEmpty()
        && WITHOUT_CASE.matcher(f.text()).find();
  }

  /** "without" and what is left out, not a question: "without filling in the template". */
  private static final GatedPattern WITHOUT_CASE =
      GatedPattern.compile(
          "(?i)\\bwithout\\s+(?!(?:asking|permission|approval|confirmation|consent|my|the\\s+user"
              + "|a\\s+human|explicit|prior|written)\\b)[a-z]+ing\\b");

  /**
   * Whether a hard ban holds only once some write was made ("when you touch `src/payments/`:" over
   * "- do not merge yourself"): which the call alone does not show, so the ban asks.
   */
  private static boolean openedByWrite(Frame f) {
    return f.strength() == Strength.HARD
        && f.since().isPresent()
        && f.since().get().command().isEmpty()
        && !f.since().get().globs().isEmpty()
        && f.acts().stream().allMatch(Act::milestone);
  }

  /**
   * Whether a purpose the frame names stands as its own verb ("compile the code"), not as a thing
   * after an article ("include a down migration" writes a migration, it runs none).
   */
  private static boolean purposeAsVerb(Frame f) {
    Prose p = Prose.of(f.text());
    for (String purpose : f.purposes()) {
      for (Lexicon.Grounding g : Lexicon.get().groundings("purpose")) {
        if (!g.name().equals(purpose)) {
          continue;
        }
        for (String phrase : g.phrases()) {
          for (int at : p.positions(phrase.split(" ")[0])) {
            boolean noun = false;
            for (int k = Math.max(0, at - 2); k < at; k++) {
              noun |=
                  java.util.Set.of("a", "an", "the", "any", "each", "every", "new")
                      .contains(p.words().get(k).text());
            }
            if (!noun) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  private static String actionOf(Act a) {
    return a == Act.PUSH ? "git.push" : a == Act.REBASE ? "shell.exec" : "git.commit";
  }

  /** ", then the tests", "and then the linters": a purpose named as a later step of a list. */
  private static final GatedPattern THEN_PURPOSE =
      GatedPattern.compile("(?i)\\bthen\\s+(?:run\\s+)?the\\s+[a-z]+");

  /**
   * The earlier steps, as groups of conditions of which one must hold: each command named is a
   * group of its own; without commands (or with a purpose after them and "then": "run pint, then
   * the tests"), each purpose named ("the tests") is a group of the file's commands for it, or of
   * any command that says so when the file names none.
   */
  private static List<List<String>> earlier(Frame f, FileFacts facts) {
    List<List<String>> out = new ArrayList<>();
    // "run linting (`npm run lint`, `ruff`, etc.)": commands given as examples of a purpose, or
    // offered as alternatives, are met by any one of them
    String t = f.text().toLowerCase(java.util.Locale.ROOT);
    boolean alternatives =
        !f.purposes().isEmpty()
                && (t.contains("etc")
                    || t.contains("e.g")
                    || t.contains("such as")
                    || t.contains("for example"))
            || t.matches("(?s).*`[^`]*`( *\\([^)]*\\))?\\s*,?\\s+or\\s+`.*");
    List<String> any = new ArrayList<>();
    for (CommandRef c : withoutInstances(f)) {
      if (grounded(c)
          && c.pattern().matches("(git merge|gh pr merge) (--squash|-s)")
          && f.later().filter(a -> a == Act.PR || a == Act.PUSH).isPresent()) {
        // "squash your commits before opening a PR": the branch's own commits, squashed by an
        // interactive rebase or a soft reset (or not at all, when there is one) — no squash
        // merge, which needs the PR to exist; nothing a call shows is owed
        continue;
      }
      String x = invokes(c.loose());
      // the commands a kind of command stands for ("squash commits": `git merge --squash`, `gh pr
      // merge --squash`) are ways of doing the one thing: any of them meets the duty
      if (alternatives || grounded(c)) {
        if (!any.contains(x)) {
          any.add(x);
        }
      } else if (!out.contains(List.of(x))) {
        out.add(List.of(x));
      }
    }
    if (!any.isEmpty()) {
      out.add(any);
    }
    if (!out.isEmpty() && !THEN_PURPOSE.matcher(f.text()).find()) {
      return out;
    }
    // ("run pint, then phpstan, then the tests": a purpose joined after the commands by "then" is
    // owed too, met by any of its commands)
    for (String purpose : f.purposes()) {
      List<String> group = ownRuns(facts, purpose);
      // the file's own commands are examples of its tests, not the only way to run them: any
      // command that says it is one meets the duty too
      group.add(
          "args.command matches "
              + lit("(?i).*\\b(" + String.join("|", FileFacts.purposeWords(purpose)) + ")\\b.*"));
      out.add(group);
    }
    return out;
  }

  /**
   * The commands a duty names, but those given as an example of another it names — "run
   * `./manage.py test` for the app you changed (for example `./manage.py test orders`)" owes the
   * first, any app's run of it, and not the example's app.
   */
  private static List<CommandRef> withoutInstances(Frame f) {
    if (f.commands().size() < 2) {
      return f.commands();
    }
    Set<String> instances = new java.util.HashSet<>();
    for (String span : Prose.of(f.text()).spans()) {
      if (example(f.text(), span)) {
        CommandRef.of(span, Set.of()).ifPresent(c -> instances.add(c.pattern()));
      }
    }
    List<CommandRef> kept =
        f.commands().stream().filter(c -> !instances.contains(c.pattern())).toList();
    return kept.isEmpty() ? f.commands() : kept;
  }

  private static String describe(List<String> group) {
    List<String> names = new ArrayList<>();
    for (String g : group) {
      int q = g.indexOf('\'');
      names.add(
          g.startsWith("invokes(") && q >= 0
              ? "`" + g.substring(q + 1, g.lastIndexOf('\'')) + "`"
              : "a matching command");
    }
    return String.join(" or ", names);
  }

  // --- row 5d --------------------------------------------------------------------------------

  /** Conditions for the file's own commands of a purpose ("`make test`" for the tests). */
  private static List<String> ownRuns(FileFacts facts, String purpose) {
    List<String> runs = new ArrayList<>();
    for (CommandRef c : facts.forPurpose(purpose)) {
      String x = invokes(c.loose());
      if (!runs.contains(x)) {
        runs.add(x);
      }
    }
    return runs;
  }

  /**
   * "don't squash migrations", "never reorder the tests": the verb after the negation is neither
   * running nor the purpose's own verb ("never deploy"), so what it does to the purpose's things is
   * no run of them.
   */
  private static boolean otherVerbOn(Frame f) {
    Prose p = Prose.of(f.text());
    List<Prose.Hit> negations = p.find("negation");
    if (negations.isEmpty()) {
      return false;
    }
    Prose.Hit n = negations.get(0);
    int next = n.word() + n.entry().split(" ").length;
    if (next >= p.words().size()) {
      return false;
    }
    String verb = p.words().get(next).text();
    if (!verb.matches("[a-z]{3,}") || Lexicon.get().actClassOf(verb).isPresent()) {
      return false;
    }
    return Lexicon.get().groundings("purpose").stream().noneMatch(g -> g.phrases().contains(verb))
        && p.find("negation").size() == 1
        && next + 1 < p.words().size()
        && Lexicon.get().groundings("purpose").stream()
            .anyMatch(g -> g.phrases().contains(p.words().get(next + 1).text()));
  }

  /** Code, then words, then "in" and a plural noun of files of a purpose: "… in migrations". */
  private static final GatedPattern CODE_IN_KIND =
      GatedPattern.compile(
          "(?i)`[^`]+`[^.;`]{0,60}?\\b(?:in|inside|within|into)\\s+(?:the\\s+|your\\s+|any\\s+)?"
              + "(?:migrations|migration\\s+files|tests|test\\s+files|specs|builds?\\s+scripts|fixtures)\\b");

  /**
   * "Ask before deploying", "don't run database migrations": the runs of a purpose the clause
   * names, with no command, path or other act, are a question (not for everyday purposes, the
   * {@code routine-purpose} class: "never run the tests in CI mode" is about a manner).
   */
  private static boolean purposeRunsAsked(Frame f, Statement s, FileFacts facts, List<Draft> out) {
    List<String> purposes =
        f.purposes().stream()
            .filter(x -> !Lexicon.get().words("routine-purpose").contains(x))
            .toList();
    // "ask before `npx prisma db push` or any migration": the purpose is asked about beside the
    // command; a ban that names its command bans that command, not every run of the purpose
    if (purposes.isEmpty()
        || !f.paths().isEmpty()
        || !f.commands().isEmpty() && f.ask() != Ask.REQUIRED
        || f.later().filter(a -> a != Act.RUN).isPresent()
        || f.since().isPresent()
        || f.acts().stream().anyMatch(a -> a != Act.RUN)
        || !f.has(Act.RUN) && otherVerbOn(f)
        // "don't use `execute` with raw SQL in migrations": code in a kind of file, no run
        || !f.tokens().isEmpty()
            && f.commands().isEmpty()
            && CODE_IN_KIND.matcher(f.text()).find()) {
      return false;
    }
    // "never run the full migration suite; use `make migrate-test` instead": a command the
    // statement names in another clause is the way offered, not a run asked about
    List<String> offered =
        Prose.of(s.text()).spans().stream()
            .flatMap(x -> CommandRef.of(x, facts.programs()).stream())
            .map(c -> invokes(c.loose()))
            .toList();
    // "never run migrations with `--fake`": the runs that carry the flag
    List<String> flags = new ArrayList<>(f.flags());
    f.options().stream().filter(o -> o.startsWith("-") && !flags.contains(o)).forEach(flags::add);
    String flagged =
        flags.isEmpty()
            ? ""
            : " && ("
                + String.join(" || ", flags.stream().map(DecisionTable::flagCondition).toList())
                + ")";
    for (String purpose : purposes) {
      List<String> runs = new ArrayList<>(purposeRuns(facts, purpose));
      runs.removeAll(offered);
      out.add(
          confirm(
              ASK,
              "purpose:" + purpose + String.join("", flags),
              "shell.exec",
              (flagged.isEmpty() ? "" : "(")
                  + String.join(" || ", runs)
                  + (flagged.isEmpty() ? "" : ")" + flagged),
              commandArgs(
                  FileFacts.purposeWords(purpose).get(0)
                      + (flags.isEmpty() ? "" : " " + flags.get(0))),
              "running the "
                  + purpose
                  + " tool"
                  + (flags.isEmpty() ? "" : " with `" + flags.get(0) + "`")
                  + " needs a human's approval"));
    }
    return true;
  }

  /**
   * The runs of a purpose: the file's own commands for it, and any command with the purpose's word
   * as a program or subcommand ("npx prettier", "cargo fmt"), not inside an option ("git log
   * --format=…").
   */
  private static List<String> purposeRuns(FileFacts facts, String purpose) {
    List<String> runs = ownRuns(facts, purpose);
    runs.add(
        "args.command matches "
            + lit(
                "(?is)(.*[\\s;&|(/:])?("
                    + String.join("|", FileFacts.purposeWords(purpose))
                    + ")([\\s;&|):].*)?"));
    return runs;
  }

  private static boolean purposeOnPaths(Frame f, FileFacts facts, List<Draft> out) {
    if (f.purposes().isEmpty()
        || f.paths().isEmpty()
        || !f.commands().isEmpty()
        || f.acts().stream().anyMatch(a -> a != Act.RUN)
        || f.acts().isEmpty() && namesPlace(f.text())) {
      // "do not import from `src/internal` in tests": tests there are where code goes
      return false;
    }
    List<String> where = new ArrayList<>();
    for (String p : f.paths()) {
      String at = p.startsWith("./") ? p.substring(2) : p;
      where.add(
          "args.command matches "
              + lit(
                  "(?s)(.*[\\s=\"'])?(\\./)?"
                      + escape(at)
                      + (at.endsWith("/") ? ".*" : "([\\s\"'/;&|].*)?")));
    }
    for (String purpose : f.purposes()) {
      List<String> runs = purposeRuns(facts, purpose);
      List<String> words = FileFacts.purposeWords(purpose);
      String sample =
          words.get(0) + " " + f.paths().get(0) + (f.paths().get(0).endsWith("/") ? "a" : "");
      out.add(
          block(
              true,
              BAN,
              "purpose:" + purpose + ":" + String.join(",", f.paths()),
              "shell.exec",
              "(" + String.join(" || ", runs) + ") && (" + String.join(" || ", where) + ")",
              commandArgs(sample),
              "running the "
                  + purpose
                  + " tool on `"
                  + String.join("`, `", f.paths())
                  + "`"
                  + " is not the way here"));
    }
    return true;
  }

  // --- row 4 ---------------------------------------------------------------------------------

  private static void substitute(Frame f, Statement s, List<Draft> out) {
    for (CommandRef y : f.replaced()) {
      StringBuilder when = new StringBuilder(invokes(y.pattern()));
      for (CommandRef x : f.preferred()) {
        if (runsAlso(y, x)) {
          String runner = runnerBefore(x, y);
          if (runner != null) {
            // "use `uv run pytest` rather than `pytest`": the runner is what tells them apart
            // (both invoke `pytest`), so a line that runs it through the runner is exempt
            when.append(" && !(args.command matches ")
                .append(
                    lit(
                        "(?s)(.*[\\s;&|(])?"
                            + escape(runner).replace(" ", "\\s+")
                            + "\\s+(.*\\s)?"
                            + escape(y.program())
                            + "(\\s.*)?"))
                .append(")");
          }
          // "run `go test ./...` but not `go test -race ./...`": every run of Y is a run of X,
          // so X cannot be what exempts it
          continue;
        }
        when.append(" && !").append(invokes(x.pattern()));
      }
      String use =
          f.preferred().isEmpty() ? null : "use `" + f.preferred().get(0).pattern() + "` instead";
      boolean soft = f.strength() == Strength.SOFT;
      String sample = y.pattern();
      String what = "`" + y.pattern() + "`";
      if (installing(f) && !y.pattern().contains(" ")) {
        sample = y.pattern() + " install left-pad";
        what = "installing with `" + y.pattern() + "`";
        // "use `uv add` to install packages, not `pip`": the replaced program's installs
        when.append(" && ").append(installRun(y.program()));
      } else if (purposeLimited(f, y)) {
        // "use `git switch` instead of `git checkout` for changing branches": which runs of the
        // replaced program serve that purpose no call shows (`git checkout -- file` does not)
        soft = true;
      }
      Constraint c =
          Constraint.of(
                  "draft",
                  ActionPattern.of("shell.exec"),
                  soft ? new Effect.Confirm() : new Effect.Deny())
              .withWhen(cond(when.toString()))
              .withSeverity(Enforcement.ERROR)
              .withText(what + " is not the way here", use)
              .withExamples(examples(List.of(), List.of(commandArgs(sample))));
      out.add(draft(SUBSTITUTE, y.pattern(), c));
    }
  }

  /** "install packages", "adding dependencies": a clause about installing with a program. */
  private static boolean installing(Frame f) {
    return (f.has(Act.INSTALL) || f.has(Act.DEPENDENCY)) && INSTALLING.matcher(f.text()).find();
  }

  private static final GatedPattern INSTALLING =
      GatedPattern.compile("(?i)\\b(install|installs|installing|add|adds|adding)\\b|安装");

  /**
   * A run of {@code program} that installs: an install subcommand in the same command ({@code npm
   * i}, {@code pip install}, {@code sudo apt-get install}, {@code poetry add}).
   */
  static String installRun(String program) {
    return "args.command matches "
        + lit(
            "(?s)(.*[\\s;&|(])?"
                + escape(program)
                + "\\s+([^;&|]*\\s)?(install|i|add|ci|upgrade)([\\s;&|)].*)?");
  }

  /**
   * Whether a purpose limits which runs of the replaced program {@code y} a substitution is about:
   * "… for changing branches", "… to switch branches", "… when searching" — unless it is everywhere
   * ("for all package operations", "in this repo"), a reason ("for consistency") or the job the
   * program always does ("use `vitest` instead of `jest` for tests").
   */
  private static boolean purposeLimited(Frame f, CommandRef y) {
    Prose p = Prose.of(f.text());
    java.util.regex.Matcher m = PURPOSE.matcher(p.text());
    boolean limited = false;
    while (m.find() && !limited) {
      String phrase = m.group(2);
      String head = phrase.split(" ")[0];
      String verb = head.endsWith("ing") ? head.substring(0, head.length() - 3) : head;
      if (phrase.contains("§")
          || EVERY.contains(head)
          || REASON.matcher(head).matches()
          || m.group(1).equals("to") && TO_WHY.contains(head)
          // "for Python commands": which commands, all of them
          || phrase.matches("(?s).*\\b(commands?|invocations?|calls?|runs?|scripts?)\\b.*")
          || m.group(1).equals("to")
              && m.start() > 0
              && MAIN_TO.matcher(p.text().substring(0, m.start())).find()
          || !Prose.of(phrase).find("everywhere").isEmpty()
          // "instead of `pip install` to install packages": what the program always does
          || java.util.Arrays.asList(y.pattern().split(" ")).contains(verb)) {
        continue;
      }
      limited = true;
    }
    if (!limited) {
      return false;
    }
    List<String> words =
        List.of(y.pattern().toLowerCase(java.util.Locale.ROOT).split("[^a-z0-9]+"));
    return f.purposes().stream()
        .noneMatch(x -> FileFacts.purposeWords(x).stream().anyMatch(words::contains));
  }

  /** "for …", "to …", "when …": a purpose or occasion, up to the end of its phrase. */
  private static final GatedPattern PURPOSE =
      GatedPattern.compile(
          "\\b(for|to|when|whenever|while)\\s+((?:the\\s+|a\\s+|an\\s+|your\\s+)?[a-z][^,.;:()]*)");

  /** Words after "for" that say everywhere or for whom, not for what. */
  private static final Set<String> EVERY =
      Set.of(
          "all",
          "every",
          "everything",
          "anything",
          "any",
          "each",
          "this",
          "that",
          "it",
          "them",
          "now",
          "example",
          "instance",
          "possible",
          "necessary",
          "needed",
          "you",
          "us");

  /**
   * "to" of the instruction's own verb ("to use") or of a reason ("to ensure a consistent
   * environment", "to avoid drift"), not of a job some runs do.
   */
  private static final Set<String> TO_WHY =
      Set.of(
          "use",
          "run",
          "call",
          "invoke",
          "ensure",
          "keep",
          "avoid",
          "prevent",
          "guarantee",
          "make",
          "stay",
          "match",
          "be",
          "get",
          "reduce",
          "save",
          "speed");

  /** "for consistency", "for speed", "for safety": a reason, not a purpose. */
  private static final GatedPattern REASON =
      GatedPattern.compile("[a-z]+(ity|ness|ance|ence|cy)|speed|safety|reasons?");

  /** "you have to use …", "remember to use …": "to" of the instruction's own verb. */
  private static final GatedPattern MAIN_TO =
      GatedPattern.compile(
          "\\b(have|has|need|needs|want|wants|ought|going|able|sure|remember|try|tries|is|are|be"
              + "|always|never|please|prefer|switch|migrate|moved?)\\s*$");

  /**
   * The words of {@code x} before {@code y}'s program when {@code x} runs {@code y} through another
   * program ({@code uv run} in {@code uv run pytest} for {@code pytest}); {@code null} otherwise.
   */
  private static String runnerBefore(CommandRef x, CommandRef y) {
    String[] words = x.pattern().split("\\s+");
    if (words.length < 2 || words[0].equals(y.program())) {
      return null;
    }
    for (int i = 1; i < words.length; i++) {
      if (words[i].equals(y.program())) {
        return String.join(" ", java.util.Arrays.copyOf(words, i));
      }
    }
    return null;
  }

  /** "in CI scripts", "in the workflows", "in GitHub Actions": where the rule's commands are. */
  private static final GatedPattern IN_CI_FILES =
      GatedPattern.compile(
          "(?i)\\b(in|inside|within|for)\\s+(the\\s+|our\\s+|all\\s+|any\\s+)?(ci|github\\s+actions"
              + "|gitlab\\s+ci|workflow|pipeline)s?(\\s+(scripts?|config(uration)?s?|files?|jobs?|workflows?"
              + "|steps?|definitions?))?\\b");

  /**
   * Row 4l: the replaced commands must not be written into CI configuration (the {@code ci} kind of
   * {@code groundings.tsv}); the agent's own runs stay allowed.
   */
  private static void ciFiles(Frame f, List<Draft> out) {
    List<String> globs = kindGlobs("ci");
    boolean soft = f.strength() == Strength.SOFT;
    for (CommandRef y : f.replaced()) {
      String shape = escape(y.pattern()).replace(" ", "\\s+");
      Constraint c =
          Constraint.of(
                  "draft",
                  ActionPattern.of("file.write"),
                  new Effect.Assert(
                      cond(
                          "!(args.content matches "
                              + lit("(?s)(.*[\\s;&|(\"'])?" + shape + "([\\s;&|)\"'].*)?")
                              + ")")))
              .withWhen(cond(anyGlob(globs, "")))
              .withSeverity(soft ? Enforcement.WARN : Enforcement.ERROR)
              .withText(
                  "CI configuration must not run `" + y.pattern() + "`",
                  f.preferred().isEmpty()
                      ? null
                      : "use `" + f.preferred().get(0).pattern() + "` there instead");
      out.add(draft(CONTENT, "ci-files:" + y.pattern(), c));
    }
  }

  /** Whether every command that invokes {@code y} also invokes {@code x}. */
  private static boolean runsAlso(CommandRef y, CommandRef x) {
    try {
      return io.contextcov.shell.Invocations.pattern(x.pattern())
          .matchedBy(io.contextcov.shell.Invocations.pattern(y.pattern()));
    } catch (RuntimeException e) {
      return false;
    }
  }

  // --- row 5 ---------------------------------------------------------------------------------

  private static final GatedPattern SETS =
      GatedPattern.compile(
          "(?i)\\b(set|setting|export|exporting|define|defining|point|pointing)\\b");

  /**
   * A variable in code, then "to", "at" or "as" and its value in code: "set `APP_ENV` to
   * `production`", "point `DJANGO_SETTINGS_MODULE` at `config.settings.production`" (group 1 the
   * name, 2 the value).
   */
  private static final GatedPattern VARIABLE_TO_VALUE =
      GatedPattern.compile("`([A-Z][A-Z0-9]*_[A-Z0-9_]+)`\\s+(?:to|at|as)\\s+`([\\w./:@-]+)`");

  /**
   * Environment variables a clause says not to set, beside "set": `FOO_BAR`, or `FOO_BAR=live` with
   * the value it is not to be set to.
   */
  private static List<String> variables(Frame f) {
    List<String> out = new ArrayList<>();
    if (!SETS.matcher(f.text()).find()) {
      return out;
    }
    List<String> spans = new ArrayList<>(f.tokens());
    spans.addAll(f.options());
    java.util.regex.Matcher valued = VARIABLE_TO_VALUE.matcher(f.text());
    while (valued.find()) {
      // ("point `X` at `value`": the variable set to that value, the value no name of its own)
      out.add(valued.group(1) + "=" + valued.group(2));
      spans.remove(valued.group(1));
      spans.remove(valued.group(2));
    }
    for (String t : spans) {
      String name = t.contains("=") ? t.substring(0, t.indexOf('=')) : t;
      String value = t.contains("=") ? t.substring(t.indexOf('=') + 1) : "";
      String variable = value.matches("[\\w./:@-]+") ? name + "=" + value : name;
      if (name.matches("[A-Z][A-Z0-9]*_[A-Z0-9_]+") && !out.contains(variable)) {
        out.add(variable);
      }
    }
    return out;
  }

  /**
   * Text the agent would post on a code host, named in prose: which words name it and the command
   * lines that post it. The commands are those of the GitHub CLI ({@code gh}), the one whose lines
   * say what they post.
   */
  private record HostText(
      String name, java.util.regex.Pattern phrase, String command, String sample) {}

  private static final String BODY = "\\s(--body|-b|--body-file|-F)(\\s|=)";

  private static final List<HostText> HOST_TEXTS =
      List.of(
          new HostText(
              "PR descriptions",
              java.util.regex.Pattern.compile(
                  "(?i)\\b(pr|pull[- ]request|merge[- ]request)s? (descriptions?|bod(y|ies))\\b"),
              "(?s).*\\bgh\\s+pr\\s+(create|edit)\\b.*" + BODY + ".*",
              "gh pr create --title t --body b"),
          new HostText(
              "review bodies and top-level PR comments",
              java.util.regex.Pattern.compile(
                  "(?i)\\breview (bod(y|ies)|summar(y|ies))\\b"
                      + "|\\b(top-level|overview|summary) (pr |pull[- ]request )?comments?\\b"),
              "(?s).*\\bgh\\s+(pr\\s+review\\b.*"
                  + BODY
                  + "|pr\\s+comment\\b"
                  + "|api\\b.*/issues/\\d+/comments\\b).*",
              "gh pr comment 12 --body b"),
          new HostText(
              "replies to reviewers",
              java.util.regex.Pattern.compile(
                  "(?i)\\b(responses?|replies|reply|answers?|responding|replying) to "
                      + "(the )?(reviewers?|reviews?|review comments?|reviewer comments?)\\b"),
              "(?s).*\\bgh\\s+(pr\\s+review\\b.*"
                  + BODY
                  + "|pr\\s+comment\\b"
                  + "|api\\b.*/comments/\\d+/replies\\b).*",
              "gh pr comment 12 --body b"));

  private static final GatedPattern REVIEWING =
      GatedPattern.compile(
          "(?i)\\b(when|while|during) (reviewing|you review|doing reviews?|code reviews?|reviews? of)\\b");

  /** Words that may stand right before a host text a ban names: who writes it, not how. */
  private static final GatedPattern HOST_TEXT_LEAD =
      GatedPattern.compile(
          "(?i)(^|[^\\w\\s]\\s*|\\b(writing|write|writes|produce|producing|post|posting|"
              + "create|creating|add|adding|leave|leaving|submit|submitting|any|a|the|no|or|and|nor|"
              + "ai[- ](written|generated|authored)|generated|automated)\\s+)$");

  /**
   * "do not put a rollout checklist in the PR description", "… in commits or PR descriptions", "…
   * into issues, PR descriptions or commit messages": the text is where the banned thing would go,
   * not what is banned; what goes in it no command line shows.
   */
  private static final GatedPattern HOST_TEXT_PLACE =
      GatedPattern.compile(
          "(?i)\\b(in|into|inside|within|to|on|from)\\s+((the|a|an|your|any|each|every|our)\\s+)?"
              + "(([\\w-]+,?\\s+){1,3}((or|and|nor)\\s+)?((the|a|an|your|any|each|every|our)\\s+)?)?$");

  /**
   * "never produce a review body", "AI-written PR descriptions" under a ban heading: the command
   * lines that post such text. A quality ("long PR descriptions") is not a ban on the text.
   */
  private static void githubText(Frame f, boolean soft, List<Draft> out) {
    for (HostText t : HOST_TEXTS) {
      java.util.regex.Matcher m = t.phrase().matcher(f.text());
      while (m.find()) {
        String lead = f.text().substring(0, m.start());
        if (HOST_TEXT_LEAD.matcher(lead).find() && !HOST_TEXT_PLACE.matcher(lead).find()) {
          out.add(
              block(
                  soft,
                  BAN,
                  "text:" + t.name(),
                  "shell.exec",
                  "args.command matches " + lit(t.command()),
                  commandArgs(t.sample()),
                  "posting " + t.name() + " is not allowed here"));
          break;
        }
      }
    }
  }

  /** "any git command", "git operations", "npm commands": the commands of one program. */
  private static final GatedPattern PROGRAM_COMMANDS =
      GatedPattern.compile(
          "(?i)\\b(git|gh|npm|pnpm|yarn|docker|kubectl|cargo|pip|terraform|helm)\\s+"
              + "(commands?|operations?|subcommands?|invocations?)\\b");

  /** "only … in CI", "CI-only", "in CI only": a command kept for the CI pipeline. */
  static final GatedPattern CI_ONLY =
      GatedPattern.compile(
          "(?i)\\bonly\\b[^.;]{0,40}\\b(in|on|by|from|via|through)\\s+(the\\s+)?(ci|continuous"
              + " integration|github actions|ci pipeline|pipeline)\\b|\\bci[- ]only\\b"
              + "|\\b(in|on|by)\\s+(the\\s+)?ci\\s+only\\b");

  /**
   * Whether a place or time no call shows follows inline code {@code code}: "`--debug` in
   * production", "`--force` on shared branches" (a qualifier word, then words that are not code).
   */
  private static boolean qualifiedAfter(String text, String code) {
    Prose p = Prose.of(text);
    int span = p.spans().indexOf(code);
    int w = span < 0 ? -1 : p.spanWord(span);
    if (w < 0 || w + 2 >= p.words().size()) {
      return false;
    }
    String next = p.words().get(w + 1).text();
    return Lexicon.get().words("qualifier").contains(next)
        && !p.words().get(w + 2).text().startsWith("§")
        && !Lexicon.get().words("everywhere").contains(p.words().get(w + 2).text());
  }

  /**
   * The program a flag is used with, named in prose right after it: "`--force` with git", "`-y` to
   * apt" (a program of the lexicon's {@code program} class after with/to/on/in/for).
   */
  private static String programAfter(String text, String code) {
    Prose p = Prose.of(text);
    int span = p.spans().indexOf(code);
    int w = span < 0 ? -1 : p.spanWord(span);
    if (w < 0
        || w + 2 >= p.words().size()
        || !Set.of("with", "to", "on", "in", "for").contains(p.words().get(w + 1).text())) {
      return null;
    }
    String next = p.words().get(w + 2).text();
    return Lexicon.get().words("program").contains(next) ? next : null;
  }

  /** "when committing", "while pushing": the act a flag is used in. */
  private static final GatedPattern WHEN_ACTING =
      GatedPattern.compile("(?i)\\b(when|while|whenever|during)\\s+(you\\s+)?([a-z]+)\\b");

  /**
   * The command of the act a clause says an option is used in ("when committing": `git commit`),
   * the verb's act from the lexicon ("committing" is `act.commit`, whose command it names).
   */
  private static Optional<String> actingCommand(Frame f) {
    java.util.regex.Matcher acting = WHEN_ACTING.matcher(f.text());
    if (!acting.find()) {
      return Optional.empty();
    }
    String verb = acting.group(3).toLowerCase(java.util.Locale.ROOT);
    return Lexicon.get().actClassOf(verb).map(Act::ofClass).flatMap(Act::command);
  }

  /** Whether a negative or avoiding word comes before inline code {@code code}. */
  private static boolean negatedBefore(String text, String code) {
    Prose p = Prose.of(text);
    int span = p.spans().indexOf(code);
    int w = span < 0 ? -1 : p.spanWord(span);
    return w >= 0
        && java.util.stream.Stream.concat(p.find("negation").stream(), p.find("soft").stream())
            .anyMatch(h -> h.word() < w);
  }

  /**
   * Whether code is what the subject of a ban carries, the ban said after it: "any command with
   * `--profile prod` is forbidden", "commands using `AWS_PROFILE=prod` are not allowed" (not "add
   * `--target web` to avoid a full build", whose negation is a purpose).
   */
  private static boolean bannedCarrier(String text, String code) {
    Prose p = Prose.of(text);
    int span = p.spans().indexOf(code);
    int w = span < 0 ? -1 : p.spanWord(span);
    // ("with `--profile prod` or `AWS_PROFILE=prod`": the list's first item carries the word)
    int k = w;
    while (k >= 2
        && Set.of("or", "and").contains(p.words().get(k - 1).text())
        && p.words().get(k - 2).text().startsWith("§")) {
      k -= 2;
    }
    if (k < 2
        || !Set.of("with", "using", "carrying", "passing").contains(p.words().get(k - 1).text())
        || !CARRIERS.contains(p.words().get(k - 2).text())) {
      return false;
    }
    return p.find("negation").stream()
        .anyMatch(h -> h.word() > w && BAN_PREDICATES.contains(h.entry()));
  }

  /** What carries an option in a ban's subject: "any command with", "runs using". */
  private static final Set<String> CARRIERS =
      Set.of(
          "command",
          "commands",
          "anything",
          "invocation",
          "invocations",
          "run",
          "runs",
          "call",
          "calls",
          "line",
          "lines");

  /** Negations that are a ban's predicate after its subject: "… is forbidden". */
  private static final Set<String> BAN_PREDICATES =
      Set.of(
          "forbidden",
          "prohibited",
          "banned",
          "disallowed",
          "off-limits",
          "off limits",
          "unacceptable",
          "not");

  /** A variable of the environment set for a run: {@code RAILS_ENV=production}. */
  private static final GatedPattern ENV_VALUE =
      GatedPattern.compile("([A-Z][A-Z0-9_]*)=([\\w./:-]+)");

  /** An option and its value: {@code --profile prod}, {@code --env=production}. */
  private static final GatedPattern OPTION_VALUE =
      GatedPattern.compile("(--?[A-Za-z][\\w-]*)(?:\\s+|=)([\\w./:=-]+)");

  /**
   * "run the pipeline with §0", "start the server using §1": a run of something no call names, not
   * of anything at all ("run anything with", "any command with").
   */
  private static final GatedPattern RUN_OF_WHAT =
      GatedPattern.compile(
          "\\b(run|start|launch|execute|invoke|call|deploy)\\s+(?!anything\\b|any\\s+command|commands?\\b"
              + "|it\\b|them\\b|with\\b|using\\b)(the\\s+|a\\s+|an\\s+|your\\s+|our\\s+)?[a-z][\\w-]*"
              + "(\\s+[a-z][\\w-]*)?\\s+(with|using)\\s+§");

  /**
   * Bans on commands by a flag named with them: "never run `git commit` with `--no-verify`" bans
   * the command with the flag; "never run `npm install` without `--save-exact`" bans it without the
   * flag (a flag right after "without" is one the command must carry).
   */
  private static void flagBans(Frame f, List<String> commands, boolean soft, List<Draft> out) {
    flagBans(f, commands, f.flags(), soft, out);
  }

  /**
   * Whether a flag in code stands in an exception a few words after its word: "unless it is a dry
   * run (`--dry_run`)", "anything that isn't a dry run (`--dry_run`)", "without `--dry_run`" (a
   * "with" nearer the flag ends the search).
   */
  private static boolean excepted(Prose p, String flag) {
    int span = p.spans().indexOf(flag);
    int w = span < 0 ? -1 : p.spanWord(span);
    for (int i = w - 1; i >= 0 && i >= w - 8; i--) {
      String x = p.words().get(i).text();
      if (EXCEPTING.contains(x)) {
        return true;
      }
      if (x.equals("with")) {
        return false;
      }
    }
    return false;
  }

  /** Words that open an exception: without, unless, except, isn't. */
  private static final java.util.Set<String> EXCEPTING =
      java.util.Set.of("without", "unless", "except", "isn't", "isn’t", "aren't", "aren’t");

  /** Whether the flag is written right after "without": one the command must carry. */
  private static boolean afterWithout(Prose p, String flag) {
    int span = p.spans().indexOf(flag);
    int w = span < 0 ? -1 : p.spanWord(span);
    return w > 0 && p.words().get(w - 1).text().equals("without");
  }

  private static void flagBans(
      Frame f, List<String> commands, List<String> flags, boolean soft, List<Draft> out) {
    Prose p = Prose.of(f.text());
    for (String command : commands) {
      for (String flag : flags) {
        boolean required = afterWithout(p, flag);
        // (a grounded command that already carries the flag is kept as it is)
        String with =
            java.util.Arrays.asList(command.split(" ")).contains(flag)
                ? command
                : command + " " + flag;
        if (required) {
          out.add(
              block(
                  soft,
                  BAN,
                  command + " without " + flag,
                  "shell.exec",
                  invokes(command) + " && !" + invokes(with),
                  commandArgs(command),
                  "`" + command + "` needs `" + flag + "` here"));
        } else {
          out.add(
              block(
                  soft,
                  BAN,
                  with,
                  "shell.exec",
                  invokes(with),
                  commandArgs(with),
                  "`" + with + "` is not allowed here"));
        }
      }
    }
  }

  /**
   * "don't change file permissions with `chmod 777`", "never edit files with `sed -i`": an act of
   * editing done by a command named after with/using/via, so the ban is on running it (the files it
   * touches no call of the write tool shows). So for any one act that is no milestone, done by
   * another program than its own: "do not reset the database with `make db-reset`".
   */
  private static boolean byCommand(Frame f) {
    if (f.acts().size() != 1 || f.commands().isEmpty() || !f.paths().isEmpty()) {
      return false;
    }
    Act act = f.acts().get(0);
    if (act != Act.EDIT
        && (act.milestone()
            || act.command().isPresent()
                && f.commands().stream()
                    .anyMatch(c -> c.pattern().startsWith(act.command().get())))) {
      return false;
    }
    Prose p = Prose.of(f.text());
    for (int i = 0; i < p.spans().size(); i++) {
      int w = p.spanWord(i);
      if (w < 1 || !Set.of("with", "using", "via").contains(p.words().get(w - 1).text())) {
        return false;
      }
    }
    return !p.spans().isEmpty();
  }

  /**
   * A qualifier on the object of a ban that no call shows ("pushed commits", "shared branches").
   */
  private static final GatedPattern QUALIFIED =
      GatedPattern.compile(
          "(?i)\\b(that|which)\\s+(have|has|had|were|was|are|is|been|already)\\b"
              + "|\\b(run|execute)\\s+(these|those|them)\\s+(directly\\s+)?(with|using|via|through)\\b"
              + "|\\b(public|shared|remote|protected|published|pushed|merged|released|other people's"
              + "|others'|(someone|somebody|anyone)\\s+else's|another\\s+person's|a\\s+teammate's"
              + "|teammates'|colleagues')\\s+(branch|branches|commits?|history|histories|tags?)\\b"
              // "commits you did not create", "files you didn't write": a relative clause with no
              // "that", its subject a person
              + "|\\b(commits?|branch|branches|files?|code|changes|tests?|tags?|prs|pull requests?"
              + "|issues?|process|processes|jobs?|containers?|servers?|sessions?)\\s+(that\\s+|which\\s+)?(you|they|others|we|another\\s+\\w+"
              + "|(someone|somebody|anyone)(\\s+else)?|other\\s+(people|developers|contributors"
              + "|engineers|agents|team\\s+members)|people|teammates|colleagues)"
              + "\\s+(did|didn't|do|don't|have|haven't|has|hasn't|had|hadn't|were|are|is|was|wrote|write|created"
              + "|create|made|make|own|owns|authored|touched|opened|pushed|use|uses|used|share|shares"
              + "|work|works|rely|relies|depend|depends|maintain|maintains|start|started|launched"
              + "|spawned)\\b"
              // "a branch that isn't yours", "PRs that are not your own": whose they are
              + "|\\b(commits?|branch|branches|files?|prs|pull requests?|issues?|tags?)\\s+(that|which)"
              + "\\s+(isn't|is\\s+not|aren't|are\\s+not|wasn't|weren't)\\s+(yours|your\\s+own)\\b"
              // 已推送的提交, 公共分支, 别人的分支: the same qualifiers in Chinese
              + "|(已推送|已经推送|已合并|已发布|公共|共享|受保护|远程|别人|他人)的?\\s*(分支|提交|历史|标签)"
              // 不要在生产环境运行 X: a setting named before the verb, which no call shows
              + "|在[^，。,；;§`]{0,8}(环境|服务器|生产|线上|正式|预发|集群|机器|容器)"
              // "don't edit `CHANGELOG.md` by hand for patch releases": the case a ban is kept
              // for, named by a noun of work no call shows
              + "|\\bfor\\s+(?!(?:any|all|every|each)\\b)(?:the\\s+|a\\s+|an\\s+)?(?:[a-z-]+\\s+){0,2}?"
              + "(?:releases?|fixes|hotfix(?:es)?|builds?|deploys?|deployments?|environments?"
              + "|patches)\\b"
              // "never run `cargo build` and `cargo test` at the same time": how two runs overlap,
              // which no one call shows
              + "|\\b(at the same time|simultaneously|concurrently|in parallel|at once|back to back"
              + "|in a row|one after (the )?other|in quick succession)\\b"
              // "never delete a `.meta` file on its own": the act alone, which one call cannot tell
              // from the same act beside another
              + "|\\b(on\\s+(its|their)\\s+own|by\\s+(itself|themselves)|in\\s+isolation)\\b"
              // "never run a full `dbt build`": how much a run covers, which its line may not show
              + "|\\b(full|entire|whole|complete|unfiltered)\\s+[`§]"
              // "run `make bench` only locally, never in CI": a negation with no act of its own
              // bans the act in a setting no call shows (a branch in code or by name is seen)
              + "|\\b(never|not)\\s+(in|on|during|inside|from|against|outside)\\s+"
              + "(?!§|`|any\\b|(the\\s+)?(main|master|default)\\b)");

  /**
   * Whether a {@link #QUALIFIED} qualifier holds of the frame's object: "shared branches" with the
   * branches named in code ("shared branches (`main`, `release/*`)") is said of those branches,
   * which a call shows.
   */
  private static boolean qualified(Frame f) {
    java.util.regex.Matcher m = QUALIFIED.matcher(f.text());
    while (m.find()) {
      if (!(f.branch().isPresent() && NAMED_BRANCHES.matcher(m.group()).matches())
          // ("do not delete remote branches", "never force-push to remote branches": every push,
          // and every delete the act's commands name, is of a remote's branch)
          && !(m.group().toLowerCase(java.util.Locale.ROOT).startsWith("remote")
              && (f.has(Act.PUSH)
                  || f.has(Act.FORCE_PUSH)
                  || !f.commands().isEmpty()
                      && f.commands().stream()
                          .allMatch(c -> c.pattern().startsWith("git push"))))) {
        return true;
      }
    }
    return false;
  }

  /** Branches of a kind, which names in code may list: "shared branches", "protected branch". */
  private static final GatedPattern NAMED_BRANCHES =
      GatedPattern.compile("(?i)(public|shared|protected|remote)\\s+branch(es)?");

  /** Nouns of what a bare act makes or handles: pull requests, commits, issues. */
  private static final Set<String> ACT_OBJECTS =
      Set.of("pr", "prs", "pull", "commits", "commit", "issues", "issue");

  /** Words before such a noun that single none of them out ("any PRs", "your own commits"). */
  private static final Set<String> PLAIN_MODIFIERS =
      Set.of(
          "a",
          "an",
          "the",
          "any",
          "all",
          "new",
          "your",
          "our",
          "my",
          "own",
          "open",
          "these",
          "those",
          "this",
          "that",
          "more",
          "other",
          "multiple",
          "several",
          "extra",
          "additional",
          "git",
          "github",
          "to",
          "into",
          "on",
          "up",
          "of",
          "directly");

  /**
   * Row 5c: "don't merge dependabot PRs", "do not open PRs for trivial fixes": the object of a bare
   * act carries a word before it, or a phrase after it, that singles some out — which ones no call
   * shows.
   */
  private static boolean qualifiedObject(Frame f) {
    if (!f.commands().isEmpty()) {
      return false;
    }
    Prose p = Prose.of(f.text());
    if (p.han()) {
      return false;
    }
    int act = Integer.MAX_VALUE;
    for (String cls : Lexicon.get().classesStartingWith("act.")) {
      for (Prose.Hit h : p.find(cls)) {
        act = Math.min(act, h.word());
      }
    }
    List<Prose.Word> ws = p.words();
    // (from the act's own word when it is the noun: "comment on issues opened by others" finds
    // its act in "issues"; "commit" is a verb)
    for (int i = act; act < ws.size() && i < ws.size(); i++) {
      if (!ACT_OBJECTS.contains(ws.get(i).text())
          || i == act && ws.get(i).text().startsWith("commit")) {
        continue;
      }
      String before = i > 0 ? ws.get(i - 1).text() : "";
      if (i - 1 > act
          && before.matches("[a-z][a-z-]+")
          && !PLAIN_MODIFIERS.contains(before)
          // ("never merge or close pull requests": the last verb of a list, no modifier)
          // ("merge commits" stays a kind of commit)
          && !GITHUB_VERB.matcher(before).matches()) {
        return true;
      }
      int next = ws.get(i).text().equals("pull") ? i + 2 : i + 1;
      return next < ws.size()
          && (Set.of("for", "about", "from", "that", "which", "whose", "by", "created", "opened")
                  .contains(ws.get(next).text())
              // ("issues filed by users", "PRs authored by others": a participle and its agent)
              || ws.get(next).text().matches("[a-z]+ed")
                  && next + 1 < ws.size()
                  && ws.get(next + 1).text().equals("by"));
    }
    return false;
  }

  /**
   * A negative clause with an order word ("before", "until") or "without" whose other side names no
   * act, command or purpose the reader knows: what must come first no call shows.
   */
  private static boolean unseenOrder(Frame f) {
    Prose p = Prose.of(f.text());
    // "never delete `data/` without a backup": what must come with it no call shows either
    List<Integer> at = p.positions("without");
    boolean without = !at.isEmpty() && p.spansIn(at.get(0), p.words().size()).isEmpty();
    // "never merge a PR with failing checks": a failing state of a check no command or purpose
    // names
    boolean unseenState =
        f.passing() && f.later().isEmpty() && f.acts().stream().anyMatch(Act::milestone);
    return (p.has("before") || without || unseenState)
        && !p.han()
        && f.later().isEmpty()
        && f.laterCommand().isEmpty()
        && f.laterTools().isEmpty()
        // ("never modify `schema/` without a migration": a purpose's thing after an article, a
        // file no call shows beside the write — no run of it)
        && (f.purposes().isEmpty() || without && !purposeAsVerb(f))
        && f.since().isEmpty();
  }

  /** Words after a program that name its runs, not an object of them ("`sudo` commands"). */
  private static final Set<String> RUN_NOUNS =
      Set.of(
          "command",
          "commands",
          "calls",
          "invocations",
          "directly",
          "unless",
          "without",
          "and",
          "or",
          "nor",
          "either",
          "anywhere",
          "anymore",
          "here",
          "locally",
          "globally",
          "yourself",
          "manually",
          "itself",
          "instead",
          "scripts",
          "script",
          "tool",
          "binary",
          "cli",
          "subcommands",
          "flags",
          "option",
          "options",
          "output",
          "outputs");

  /**
   * "do not run `npm test` in watch mode", "never run `cargo test` for the whole workspace", "don't
   * run `alembic upgrade head` against the shared database": a phrase after the banned command that
   * narrows it in words no call shows. Phrases that name code (a flag, a path, a branch in inline
   * code) are the rule's own objects; phrases that hold wherever the agent works ("in this
   * repository", "locally") narrow nothing.
   */
  static boolean trailingQualifier(Frame f) {
    if (f.commands().isEmpty()) {
      return false;
    }
    Prose p = Prose.of(f.text());
    int last = -1;
    for (int i = 0; i < p.spans().size(); i++) {
      String span = p.spans().get(i);
      // ("`bin/rails db:drop` or `db:reset` against …": a span that is a command's task alone)
      if (f.commands().stream()
          .anyMatch(c -> span.startsWith(c.program()) || c.pattern().endsWith(" " + span))) {
        last = p.spanWord(i);
      }
    }
    List<Prose.Word> ws = p.words();
    if (last < 0) {
      // ("`just e2e` — slow. Don't run it in a loop.": the pronoun run stands for the command)
      for (int i = 1; i < ws.size() && last < 0; i++) {
        if (Set.of("it", "them").contains(ws.get(i).text())
            && Lexicon.get().words("run-verb").contains(ws.get(i - 1).text())) {
          last = i;
        }
      }
      if (last < 0) {
        return false;
      }
    }
    int w = last + 1;
    while (w < ws.size() && Lexicon.get().words("filler").contains(ws.get(w).text())) {
      w++;
    }
    String lastSpan =
        ws.get(last).text().startsWith("§")
            ? p.spans().get(Integer.parseInt(ws.get(last).text().substring(1)))
            : ws.get(last).text();
    if (w < ws.size()
        && !lastSpan.contains(" ")
        && ws.get(w).text().matches("[a-z]{3,}")
        && !Lexicon.get().words("qualifier").contains(ws.get(w).text())
        && !RUN_NOUNS.contains(ws.get(w).text())
        && p.text()
            .substring(ws.get(last).at() + ws.get(last).text().length(), ws.get(w).at())
            .isBlank()
        // ("never `cat` files in `secrets/`": the object is the place's files, which the line
        // names)
        && f.paths().stream().noneMatch(x -> placeOfRun(f.text(), x))) {
      // "never `cat` private keys", "don't `rm` user data": a bare program with an object after
      // it that no call shows — which files it reads or removes the line does not say
      return true;
    }
    if (w + 1 < ws.size()
        && ws.get(w).text().equals("to")
        // ("never use `--no-verify` to skip hooks": what a flag is used for is what it does,
        // whichever line carries it)
        && !lastSpan.startsWith("-")
        && ws.get(w + 1).text().matches("[a-z]{3,}")
        && !Lexicon.get().words("act.install").contains(ws.get(w + 1).text())
        && !Lexicon.get().words("act.dependency").contains(ws.get(w + 1).text())
        && !Set.of("add", "manage", "run", "execute", "invoke").contains(ws.get(w + 1).text())
        // ("`git push -f` to any branch": where it goes, a determiner, no verb of purpose)
        && !Set.of("any", "all", "every", "each", "the", "your", "our", "its", "their", "this")
            .contains(ws.get(w + 1).text())) {
      // "don't use `curl` to download scripts": the program for one purpose, which its line may
      // or may not serve (installing with a package manager is what the manager does)
      return true;
    }
    if (w >= ws.size() || !Lexicon.get().words("qualifier").contains(ws.get(w).text())) {
      return false;
    }
    int from = ws.get(w).at();
    int to = from;
    while (to < p.text().length() && ";,.:()—".indexOf(p.text().charAt(to)) < 0) {
      to++;
    }
    String phrase = p.text().substring(from, to).strip();
    if (phrase.contains("§")) {
      // "with `--force`", "on `main`": the qualifier is code a call shows; "with packages that
      // aren't in `package.json`": a relative clause about the code, which no call shows
      return RELATIVE.matcher(phrase.substring(0, phrase.indexOf('§'))).find();
    }
    Prose q = Prose.of(phrase);
    // "in this repo" is everywhere the agent works; "outside the repository" is not, nor is a
    // part of it named after it ("on the project root", "in the repo's settings")
    boolean everywhere =
        q.find("everywhere").stream()
            .anyMatch(
                h -> {
                  int next = h.word() + h.entry().split(" ").length;
                  return next >= q.words().size()
                      || WHOLE_PLACE.contains(q.words().get(next).text());
                });
    if (q.words().size() == 3 && Set.of("any", "every", "all").contains(q.words().get(1).text())) {
      // "against any cluster", "on any branch", "for any reason": every one, so nothing narrowed
      return false;
    }
    return (!everywhere || outsideProject(phrase)) && q.words().size() > 1;
  }

  /** A relative clause or a negation inside a qualifier, before its code. */
  private static final GatedPattern RELATIVE =
      GatedPattern.compile(
          "(?i)\\b(that|which|whose|who|not|aren't|isn't|don't|doesn't|weren't|wasn't)\\b");

  /** Words after "the project", "this repo" that still name all of it ("the project directory"). */
  private static final Set<String> WHOLE_PLACE =
      Set.of("directory", "dir", "folder", "tree", "workspace", "itself", "as", "and", "or", "too");

  /** "more than needed", "more often than necessary": runs beyond a need no call shows. */
  private static final GatedPattern MORE_THAN_NEEDED =
      GatedPattern.compile(
          "(?i)\\bmore\\s+(?:often\\s+)?than\\s+(?:(?:is|it\\s+is|you)\\s+)?(?:needed|necessary|required"
              + "|need\\s+to|have\\s+to)\\b");

  /** "more than one PR", "no more than two pushes": how many times an act may happen. */
  private static final GatedPattern AT_MOST =
      GatedPattern.compile("(?i)\\b(more than|at most)\\s+(one|two|three|four|five|\\d{1,2})\\b");

  private static int number(String word) {
    return switch (word.toLowerCase(java.util.Locale.ROOT)) {
      case "one" -> 1;
      case "two" -> 2;
      case "three" -> 3;
      case "four" -> 4;
      case "five" -> 5;
      default -> Integer.parseInt(word);
    };
  }

  /**
   * "pipe `curl` into a shell", "piping wget output to bash", and the downloader as the verb,
   * "don't curl anything into `sh`".
   */
  private static final GatedPattern PIPE_TO_SHELL =
      GatedPattern.compile(
          "(?i)\\b(pip(e|es|ed|ing)|curl|wget)\\b.*\\b(in)?to\\b\\s+(a |the )?`?(shell|sh|bash|zsh)\\b");

  /** The frame's branch, or a name in code after "on" that is no path: "… on `main`". */
  private static Optional<String> branchNamed(Frame f) {
    if (f.branch().isPresent()) {
      return f.branch();
    }
    return f.tokens().stream()
        .filter(t -> t.matches("[A-Za-z0-9_][A-Za-z0-9_/*-]*") && !t.endsWith("/"))
        .filter(
            t ->
                java.util.regex.Pattern.compile(
                        "(?i)\\bon\\s+(the\\s+)?`" + java.util.regex.Pattern.quote(t) + "`")
                    .matcher(f.text())
                    .find())
        .findFirst();
  }

  /** A command that stands for a kind of command named in prose (groundings.tsv, "command"). */
  private static boolean grounded(CommandRef c) {
    return Lexicon.get().groundings("command").stream()
        .anyMatch(g -> g.values().contains(c.pattern()));
  }

  /**
   * Inline code that pipes a program into a shell: {@code curl | bash}, {@code wget -qO- x | sh}.
   */
  private static final GatedPattern PIPED_SPAN =
      GatedPattern.compile(
          "([a-z][a-z0-9._-]*)(\\s[^|]*)?\\|\\s*(sudo\\s+)?(ba|z|da|k|a|fi)?sh(\\s.*)?");

  /** "pipe `a` into `b`", "piping `a` output to `b`" (groups 1 and 2 the commands). */
  private static final GatedPattern PIPE_INTO =
      GatedPattern.compile(
          "(?i)\\bpip(?:e|es|ed|ing)\\s+`([^`|]+)`[^`]{0,20}?\\b(?:in)?to\\s+`([^`|]+)`");

  /** A ban on the lines that pipe {@code from} into {@code to}. */
  private static Draft pipedInto(String from, String to, boolean soft) {
    return block(
        soft,
        BAN,
        "pipe:" + from + "|" + to,
        "shell.exec",
        "args.command matches "
            + lit(
                "(?s)(.*[\\s;&|(])?"
                    + escape(from).replace(" ", "\\s+")
                    + "\\b[^|;&]*\\|\\s*"
                    + escape(to).replace(" ", "\\s+")
                    + "\\b.*"),
        commandArgs(from + " | " + to),
        "`" + from + "` piped into `" + to + "` is not allowed here");
  }

  /** A program's output run by a shell ({@code curl … | sh}) is banned or asked about. */
  private static Draft pipedToShell(String program, boolean soft) {
    return block(
        soft,
        BAN,
        "pipe:" + program,
        "shell.exec",
        "args.command matches "
            + lit(
                "(?s).*\\b"
                    + escape(program)
                    + "\\b[^|;&]*\\|\\s*(sudo\\s+)?(env\\s+)?(ba|z|da|k|a|fi)?sh\\b.*"),
        commandArgs(program + " https://example.com/install.sh | sh"),
        "`" + program + "` output run by a shell is not allowed here");
  }

  /** An account or team handle in code: `@alice`, `@org/security`. */
  private static final String HANDLE = "@[A-Za-z0-9][\\w.-]{0,38}(/[\\w.-]{1,40})?";

  /** A host or URL in code: `api.example.com`, `https://staging.example.org/v1`, `10.0.0.5`. */
  private static final GatedPattern HOST =
      GatedPattern.compile(
          "(?i)(https?://\\S+|([a-z0-9-]+\\.)+(com|org|net|io|dev|app|cloud|internal|local|co|ai"
              + "|gov|edu)(:\\d+)?(/\\S*)?|\\d{1,3}(\\.\\d{1,3}){3}(:\\d+)?)");

  /** Text that is only names in code, perhaps with a note after a dash or colon. */
  private static final GatedPattern PLACES_ONLY =
      GatedPattern.compile(
          "[^\\p{L}`]*"
              // ("Anything in `.husky/`", "everything under `infra/`", "files in `secrets/`")
              + "(?i:(?:anything|everything|(?:all\\s+|any\\s+)?files?)\\s+(?:in|under|inside|within)"
              + "\\s+)?(`[^`]+`[\\s,/]*((or|and)\\s+)?)+([—–:-]\\s.*|\\(.*\\))?[^\\p{L}`]*");

  /**
   * Whether what a frame names in code, beside no path, is tasks of a task runner alone
   * (`db:reset`, `cache:clear`).
   */
  private static boolean tasksOnly(Frame f) {
    return f.paths().isEmpty()
        && !f.tokens().isEmpty()
        && f.tokens().stream().allMatch(t -> FrameReader.TASK.matcher(t).matches());
  }

  /** A line that names the task as a word: run by whichever runner the line calls. */
  private static String taskRun(String task) {
    return "args.command matches " + lit("(?s)(.*[\\s;&|(])?" + escape(task) + "([\\s;&|)].*)?");
  }

  /** "only through CI", "only in the pipeline", "in CI only": where alone a command runs. */
  private static final GatedPattern ONLY_IN_CI =
      GatedPattern.compile(
          "(?i)\\bonly\\s+(?:in|through|via|by|from|on)\\s+(?:the\\s+)?(?:CI|pipelines?|continuous"
              + " integration|GitHub Actions|release pipeline|deploy pipeline)\\b|\\b(?:in|through|via"
              + "|by)\\s+(?:the\\s+)?CI\\s+only\\b");

  /** A verb of showing a value: "echo", "print", "log", "display", "output", "reveal". */
  private static final GatedPattern SHOWS =
      GatedPattern.compile(
          "(?i)\\b(echo|echoing|print|printing|log|logging|display|displaying|output|outputting"
              + "|reveal|revealing|expose|exposing|dump|dumping)\\b");

  /**
   * "never echo `$AWS_SECRET_ACCESS_KEY`", "do not print `${GITHUB_TOKEN}`": the variables a ban on
   * showing names in code by their reference, `$NAME` or `${NAME}`.
   */
  private static List<String> shownVariables(Frame f) {
    if (!SHOWS.matcher(f.text()).find()) {
      return List.of();
    }
    return f.tokens().stream()
        .filter(t -> t.matches("\\$\\{?[A-Za-z_][A-Za-z0-9_]*\\}?"))
        .map(t -> t.replaceAll("[${}]", ""))
        .toList();
  }

  private static void ban(Frame f, Statement s, FileFacts facts, List<Draft> out) {
    boolean soft = f.strength() == Strength.SOFT;
    List<String> shown = shownVariables(f);
    if (!shown.isEmpty()) {
      // a line that prints the variable's value: echo or printf of its reference, printenv of it
      for (String name : shown) {
        out.add(
            block(
                soft,
                BAN,
                "show:" + name,
                "shell.exec",
                "args.command matches "
                    + lit(
                        "(?s).*\\b((echo|printf|print)\\b[^;&|]*\\$\\{?"
                            + escape(name)
                            + "\\b|printenv\\s+"
                            + escape(name)
                            + "\\b).*"),
                commandArgs("echo $" + name),
                "printing `$" + name + "` is not allowed here"));
      }
      return;
    }
    List<String> variables = variables(f);
    if (!variables.isEmpty()) {
      // "do not set `FOO_DEBUG`": a command that assigns or exports the variable ("never set
      // `STRIPE_MODE=live`": to that value, quoted or not; any other value stays free)
      for (String variable : variables) {
        int eq = variable.indexOf('=');
        String name = eq < 0 ? variable : variable.substring(0, eq);
        String value =
            eq < 0 ? ".*" : "[\"']?" + escape(variable.substring(eq + 1)) + "[\"']?([\\s;&|)].*|$)";
        out.add(
            block(
                soft,
                BAN,
                "env:" + variable,
                "shell.exec",
                "args.command matches "
                    + lit("(?s)(.*[\\s;&|(])?(export\\s+)?" + escape(name) + "=" + value),
                commandArgs((eq < 0 ? name + "=1" : variable) + " make test"),
                "setting `" + variable + "` is not allowed here"));
      }
      return;
    }
    if (f.acts().isEmpty()
        && f.commands().isEmpty()
        && f.tokens().isEmpty()
        && !f.paths().isEmpty()
        && PLACES_ONLY.matcher(f.text()).matches()) {
      // "## Off limits" over "- `secrets/`": places named under a ban, with no act, are kept from
      // writes, as "`secrets/` is off-limits" is
      files(Act.EDIT, f, s, soft, out);
      return;
    }
    githubText(f, soft, out);
    boolean runs = f.acts().isEmpty() && !actOnCommand(f.text()) || f.has(Act.RUN) || byCommand(f);
    if (runs && f.has(Act.RUN) && f.commands().isEmpty() && tasksOnly(f)) {
      // "never run `db:reset`": a task of a task runner, named without the runner (`bin/rails`,
      // `rake`, `npm run`…); any line that names the task as a word runs it
      for (String t : f.tokens()) {
        out.add(
            block(
                soft,
                BAN,
                "task:" + t,
                "shell.exec",
                taskRun(t),
                commandArgs("bin/rails " + t),
                "running the `" + t + "` task is not allowed here"));
      }
      return;
    }
    for (String token : f.tokens()) {
      java.util.regex.Matcher piped = PIPED_SPAN.matcher(token);
      if (piped.matches()) {
        // "never run `curl | bash` installers": the download run by a shell, written as code
        out.add(pipedToShell(piped.group(1), soft));
      }
    }
    java.util.regex.Matcher into = PIPE_INTO.matcher(f.text());
    if (into.find() && f.commands().size() >= 1 && !PIPE_TO_SHELL.matcher(f.text()).find()) {
      // "don't pipe `git log` into `less`": the first command's output read by the second, not
      // every run of either
      out.add(pipedInto(into.group(1).strip(), into.group(2).strip(), soft));
      return;
    }
    if (PIPE_TO_SHELL.matcher(f.text()).find() && !f.commands().isEmpty()) {
      // "never pipe `curl` output into a shell": the download run as a script, not the download
      for (CommandRef c : f.commands()) {
        out.add(pipedToShell(c.program(), soft));
      }
      return;
    }
    List<String> dashed =
        f.options().stream()
            .filter(o -> f.flags().contains(o) || OPTION_VALUE.matcher(o).matches())
            .toList();
    if (runs && !f.commands().isEmpty() && !dashed.isEmpty()) {
      dashed = anyCommandWith(f, dashed, soft, out);
    }
    if (runs && !f.commands().isEmpty() && !dashed.isEmpty()) {
      // "never run `git commit` with `--no-verify`", "do not run `pytest` with `-n auto`": the
      // command is banned with the flag or option, not without it (asked about when a place or
      // time no call shows follows it: "never with `--reuse-db` on CI")
      boolean placed = dashed.stream().anyMatch(o -> qualifiedAfter(f.text(), o));
      flagBans(
          f, f.commands().stream().map(CommandRef::pattern).toList(), dashed, soft || placed, out);
      return;
    }
    List<String> settings =
        f.options().stream().filter(o -> ENV_VALUE.matcher(o).matches()).toList();
    if (runs && !f.commands().isEmpty() && !settings.isEmpty()) {
      // "never run `alembic upgrade` with `ENV=production`": the command on lines that set the
      // variable to that value, not every run of it
      whereNamed(
          f, settings, soft, (c, x) -> x + " " + c, "with", DecisionTable::settingOnLine, out);
      return;
    }
    List<String> actCommands =
        f.acts().stream().map(Act::command).flatMap(Optional::stream).toList();
    if (f.commands().isEmpty()
        && !f.flags().isEmpty()
        && !actCommands.isEmpty()
        && !f.has(Act.RUN)
        && f.paths().isEmpty()) {
      // "never commit with `--no-verify`", "don't merge with `--no-ff`": the act's command line
      // with the flag
      flagBans(f, actCommands, soft, out);
      return;
    }
    List<String> options = f.options().stream().filter(o -> o.startsWith("-")).toList();
    if (f.commands().isEmpty() && !options.isEmpty() && f.paths().isEmpty()) {
      // "do not use `--no-verify` when committing", "never use `-X theirs` while rebasing": the
      // option on the command of the act it is used in
      Optional<String> command = actingCommand(f);
      if (command.isPresent()) {
        flagBans(f, List.of(command.get()), options, soft, out);
        return;
      }
    }
    if ((AT_MOST.matcher(f.text()).find() || MORE_THAN_NEEDED.matcher(f.text()).find())
        && !f.commands().isEmpty()) {
      // "don't run more than one `cargo build` at a time": a count of runs, not a ban on the
      // command (how many run at once no call shows); "try not to run `x` more than needed":
      // which runs are needed no call shows either
      return;
    }
    if (runs && f.commands().size() == 2 && wrapperFor(f, soft, out)) {
      // "don't use `sudo` for `npm`": the one run through the other, not each alone
      return;
    }
    List<String> places = f.paths().stream().filter(x -> placeOfRun(f.text(), x)).toList();
    if (runs && !f.commands().isEmpty() && !places.isEmpty()) {
      // "do not run `npm install` in `packages/legacy/`", "never run `pytest` in `tests/slow/`":
      // the command on lines that name the place (`cd packages/legacy && npm install`, `pytest
      // tests/slow/`), not every run of it
      List<String> bare =
          places.stream().map(x -> x.replaceFirst("^\\./", "").replaceFirst("/+$", "")).toList();
      whereNamed(f, bare, soft, (c, x) -> "cd " + x + " && " + c, "in", PLACE_ON_LINE, out);
      return;
    }
    List<String> aimed =
        java.util.stream.Stream.concat(
                f.paths().stream(),
                // ("`inventories/prod`": a path the reader does not know as a file or folder)
                f.tokens().stream().filter(t -> t.matches("[\\w.~-]+(/[\\w.-]+)+/?")))
            .filter(x -> spanAfterCode(f.text(), "(?i)\\s+(?:against|targeting|on)", x))
            .map(x -> x.replaceFirst("^\\./", "").replaceFirst("/+$", ""))
            .toList();
    if (runs && !f.commands().isEmpty() && !aimed.isEmpty()) {
      // "never run `ansible-playbook` against `inventories/prod`", "don't run `black` on
      // `vendor/`": the command on lines that name the path, not every run of it
      whereNamed(f, aimed, soft, (c, x) -> c + " " + x, "against", PLACE_ON_LINE, out);
      return;
    }
    List<String> hosts = f.tokens().stream().filter(t -> HOST.matcher(t).matches()).toList();
    if (runs && !f.commands().isEmpty() && !hosts.isEmpty()) {
      // "never run `curl` against `api.prod.example.com`": the command aimed at that host, not
      // every run of it
      whereNamed(
          f,
          hosts,
          soft,
          (c, x) -> c + " https://" + x.replaceFirst("^https?://", ""),
          "against",
          out);
      return;
    }
    List<String> handles = f.tokens().stream().filter(t -> t.matches(HANDLE)).toList();
    if (!handles.isEmpty()
        && !f.commands().isEmpty()
        && f.commands().stream().allMatch(DecisionTable::grounded)) {
      // "never request review from `@org/security`", "don't assign PRs to `@alice`": the kind of
      // command on lines that name that account or team, not every one of them
      // (gh takes the name with or without its "@")
      whereNamed(
          f,
          handles.stream().map(h -> h.substring(1)).toList(),
          soft,
          (c, x) -> c + " " + x,
          "for",
          out);
      return;
    }
    List<String> targets =
        f.tokens().stream()
            .filter(t -> !hosts.contains(t) && t.matches("[\\w.:-]{2,40}") && aimedAt(f.text(), t))
            .toList();
    if (runs && onCheckedOutBranch(f, targets, soft, out)) {
      return;
    }
    if (runs && !f.commands().isEmpty() && !targets.isEmpty()) {
      // "never run `dbt run` against the `prod` target", "don't run `terraform apply` in
      // `production`": the command on lines that name the target, not every run of it
      whereNamed(f, targets, soft, (c, x) -> c + " --target " + x, "against", out);
      return;
    }
    for (CommandRef c : f.commands()) {
      // a command run is banned; a kind of command named in prose ("do not push tags") is banned
      // whatever the verb
      if ((runs || grounded(c)) && installing(f) && !c.pattern().contains(" ")) {
        // "do not install packages with `sudo`", "don't use `npm` to install packages": the
        // program's installs, not every run of it
        out.add(
            block(
                soft,
                BAN,
                c.pattern() + " install",
                "shell.exec",
                invokes(c.pattern()) + " && " + installRun(c.pattern()),
                commandArgs(c.pattern() + " install left-pad"),
                "installing with `" + c.pattern() + "` is not allowed here"));
      } else if (grounded(c)
          && branchNamed(f).isPresent()
          && !f.text().contains("`" + c.pattern())
          && c.pattern().startsWith("git ")) {
        // "never rewrite history on `main`": the kind's git commands while that branch is checked
        // out, and a push that names it — not on every branch
        String b = branchNamed(f).get();
        String on = onBranchCondition(b);
        if (c.pattern().startsWith("git push")) {
          on =
              on
                  + " || args.command matches "
                  + lit("(?s).*\\s(\\+|\\S*:)?" + escape(b) + "(\\s.*|$)");
        }
        out.add(
            onBranch(
                c.pattern() + "@" + b,
                "shell.exec",
                invokes(c.pattern()) + " && (" + on + ")",
                soft,
                "`" + c.pattern() + "` on `" + b + "` is not allowed here",
                "do this on a branch of your own"));
      } else if (runs && direct(f.text(), c)) {
        // "never run a bare `python`", "don't call `pytest` directly": the program run other than
        // through a runner; `uv run python`, `npx tsc` (and `make test`, which names no program)
        // are the project's way
        out.add(
            block(
                soft,
                BAN,
                c.pattern() + " direct",
                "shell.exec",
                invokes(c.pattern())
                    + " && !("
                    + String.join(
                        " || ",
                        RUNNERS.stream().map(r -> "invokes(args.command, " + lit(r) + ")").toList())
                    + ")",
                commandArgs(c.pattern()),
                "`" + c.pattern() + "` is not run directly here"));
      } else if (runs || grounded(c)) {
        out.add(
            block(
                soft,
                BAN,
                c.pattern(),
                "shell.exec",
                invokes(c.pattern()),
                commandArgs(c.pattern()),
                "`" + c.pattern() + "` is not allowed here"));
      }
    }
    if (runs) {
      if (f.commands().isEmpty() && f.has(Act.RUN)) {
        runsUnder(f, soft, out);
        runsMatching(f, soft, out);
      }
      // ("never add `--allow-all` to the start script in `deno.json`": the flag is what a file
      // is written with, which the file's own rule covers — no command line is banned)
      boolean flagsWritten =
          f.has(Act.EDIT)
              && !f.paths().isEmpty()
              && f.paths().stream().allMatch(x -> x.matches("[^/]*(/[^/]+)*\\.[A-Za-z0-9]{1,8}"));
      if (f.commands().isEmpty() && (f.has(Act.RUN) || f.acts().isEmpty()) && !flagsWritten) {
        // "don't use `-q`", "avoid `--release`": any command carrying the flag ("never run the app
        // with `--debug` in production": where, no call shows, so it is asked about)
        // "the `--force` flag with any git command": the program whose commands are meant
        java.util.regex.Matcher of = PROGRAM_COMMANDS.matcher(f.text());
        String named = of.find() ? of.group(1).toLowerCase(java.util.Locale.ROOT) : null;
        for (String flag : f.flags()) {
          // "don't use `--force` with git": a program named in prose right after the flag
          String after = programAfter(f.text(), flag);
          String program = after != null ? after : named;
          if (program == null && !soft && ONE_LETTER_FLAG.matcher(flag).matches()) {
            // "All tests must pass with `mvn test`. Don't use `-q`.": a one-letter flag a hard ban
            // names is of the one program whose commands its unit names
            program = facts.unitProgram(s.line()).orElse(null);
          }
          out.add(
              block(
                  soft
                      || after == null && qualifiedAfter(f.text(), flag)
                      // "don't disable TLS checks (`-k`)": a one-letter flag means something else
                      // to every program (`pytest -k`, `sort -k`), so with none named it is asked
                      || program == null && ONE_LETTER_FLAG.matcher(flag).matches(),
                  BAN,
                  flag,
                  "shell.exec",
                  program == null
                      ? flagCondition(flag)
                      : invokes(program) + " && " + flagCondition(flag),
                  commandArgs((program == null ? "run " : program + " push ") + flag),
                  "commands with `" + flag + "` are not allowed here"));
        }
        // "never run the pipeline with `--profile prod`": an option with its value, on any line
        // ("the pipeline" is a run no call names, so the ban on it is asked about)
        for (String option : f.options()) {
          java.util.regex.Matcher env = ENV_VALUE.matcher(option);
          if (env.matches()
              && (negatedBefore(f.text(), option) || bannedCarrier(f.text(), option))) {
            // "never run anything against production (`RAILS_ENV=production`)": any line that
            // sets the variable to that value for what it runs
            out.add(
                block(
                    soft || RUN_OF_WHAT.matcher(Prose.of(f.text()).text()).find(),
                    BAN,
                    option,
                    "shell.exec",
                    settingOnLine(option),
                    commandArgs(option + " make run"),
                    "commands with `" + option + "` are not allowed here"));
            continue;
          }
          java.util.regex.Matcher ov = OPTION_VALUE.matcher(option);
          if (f.flags().contains(option)
              || !ov.matches()
              || !negatedBefore(f.text(), option) && !bannedCarrier(f.text(), option)) {
            // ("add `--target web` to avoid a full build": the negation is a purpose
            // after the option, not a ban of it)
            continue;
          }
          out.add(
              block(
                  soft
                      || qualifiedAfter(f.text(), option)
                      || RUN_OF_WHAT.matcher(Prose.of(f.text()).text()).find(),
                  BAN,
                  option,
                  "shell.exec",
                  optionValueCondition(ov),
                  commandArgs("make run " + option),
                  "commands with `" + option + "` are not allowed here"));
        }
      }
    }
    packagesBanned(f, s, soft, out);
    boolean dependencies = false;
    for (Act a : f.acts()) {
      switch (a) {
        case INSTALL, DEPENDENCY -> {
          // "do not add new dependencies": which additions the text means (new ones, without a
          // reason) no call shows, so each is asked about; a named installer is a command ban
          if (dependencies
              || !f.commands().isEmpty()
              || !f.tokens().isEmpty()
              || !ADDS_DEPENDENCY.matcher(f.text()).find()
              || CYCLES.matcher(f.text()).find()) {
            continue;
          }
          dependencies = true;
          target(a, f, s)
              .ifPresent(
                  t ->
                      out.add(
                          confirm(
                              BAN,
                              t.key(),
                              t.action(),
                              t.when(),
                              t.sample(),
                              t.what() + " needs a human's approval")));
        }
        case BRANCH -> {
          if (f.bare().contains(Act.BRANCH) && MAKE_BRANCH.matcher(f.text()).find()) {
            // "don't create new branches": the commands that make one (listing, deleting and
            // switching to an existing branch are other acts)
            out.add(
                block(
                    soft,
                    BAN,
                    "branch-create",
                    "shell.exec",
                    NEW_BRANCH,
                    commandArgs("git switch -c topic"),
                    "creating branches is not allowed here"));
          } else if (f.negative() && SWITCH_BRANCH.matcher(f.text()).find()) {
            // "don't check out the branch", "never switch branches": the commands that move the
            // work tree to another branch; which branch is meant prose seldom says, so it is asked
            out.add(
                confirm(
                    BAN,
                    "branch-switch",
                    "shell.exec",
                    SWITCHES_BRANCH,
                    commandArgs("git switch feature/x"),
                    "switching branches needs a human's approval here"));
          }
        }
        case FORCE_PUSH, PUSH, PR, ISSUE, AMEND, PULL, REBASE, COMMIT -> {
          boolean onBranchKind = f.branch().isEmpty() && UNNAMED_BRANCH.matcher(f.text()).find();
          if (a == Act.REBASE && rebaseOfBranch(f, soft, out)) {
            continue;
          }
          if (a == Act.PR && f.branch().isPresent() && !GITHUB_VERB.matcher(f.text()).find()) {
            // "don't open pull requests against `main`": pull requests with that base
            prBase(f.branch().get(), soft, out);
            continue;
          }
          if (a == Act.COMMIT && f.branch().isPresent()) {
            // "do not commit directly to main", "to `main` or `release/*`"
            for (String branch : branches(f)) {
              out.add(commitOn(branch, soft, "commits on `" + branch + "` are not allowed here"));
            }
            continue;
          }
          if (a == Act.COMMIT && !onBranchKind && COMMIT_DIRECTLY.matcher(f.text()).find()) {
            // "do not commit directly; always open a pull request": directly onto the default
            // branch, as row 2b reads "never work directly on it"
            for (String branch : List.of("main", "master")) {
              out.add(commitOn(branch, soft, "commits on `" + branch + "` are not allowed here"));
            }
            continue;
          }
          if (a == Act.COMMIT
              && (!f.paths().isEmpty()
                  || !f.fileKinds().isEmpty()
                  || !f.subjects().isEmpty()
                  || !f.tokens().isEmpty())) {
            commitBan(f, s, soft, out);
            continue;
          }
          if ((a == Act.PUSH || a == Act.COMMIT) && f.acts().contains(Act.FORCE_PUSH)) {
            continue;
          }
          boolean defaultBranch = onBranchKind && DEFAULT_BRANCH.matcher(f.text()).find();
          if (a == Act.PUSH
              && f.branch().isEmpty()
              && (!onBranchKind && PUSH_DIRECTLY.matcher(f.text()).find() || defaultBranch)) {
            // "never push directly; open a pull request": onto the default branch — a feature
            // branch is pushed to open the pull request, so a ban on every push would stop it
            // ("the default branch" is most often one of them, but not always: asked about)
            out.add(
                block(
                    soft || defaultBranch,
                    BAN,
                    "push:main,master",
                    "git.push",
                    "args.branch == 'main' || args.branch == 'master'",
                    Map.of("branch", "main"),
                    "a push to `main` or `master` is not allowed here"));
            continue;
          }
          if (a == Act.COMMIT && defaultBranch) {
            // "never commit directly to the default branch": commits while it is checked out,
            // asked about on both usual names of it (either may be another's)
            for (String b : List.of("main", "master")) {
              out.add(commitOn(b, true, "work is committed on its own branch, not on `" + b + "`"));
            }
            continue;
          }
          if (a == Act.PUSH
              && f.branch().isEmpty()
              && onBranchKind
              && f.commands().isEmpty()
              && OTHERS_BRANCH.matcher(f.text()).find()) {
            // "never push to shared branches", "don't push to someone else's branch": which
            // branches those are no call shows, so each push is asked about
            out.add(
                confirm(
                    BAN,
                    "push:others",
                    "git.push",
                    null,
                    Map.of("branch", "feature/x"),
                    "a push to a branch that may be another's needs a human's approval"));
            continue;
          }
          if ((a == Act.COMMIT || a == Act.PUSH)
              && !f.bare().contains(a)
              && !(a == Act.PUSH && f.branch().isPresent())) {
            // "do not commit generated files", "never push tags": the ban is on the object (a
            // branch pushed, "never push the `release` branch", is the push's own argument)
            continue;
          }
          if (a == Act.COMMIT && !f.commands().isEmpty()) {
            continue;
          }
          java.util.regex.Matcher most = AT_MOST.matcher(f.text());
          if (most.find()
              && (PER_OTHER.matcher(f.text()).find() || AT_ONCE.matcher(f.text()).find())) {
            // "don't open more than one PR per issue": counted per something no call shows, so a
            // session's count would refuse the PR of the next issue ("… at a time": how many are
            // open at once, which no call shows either — the first may be merged by the second)
            continue;
          }
          if (most.find(0)) {
            // "do not open more than one PR per task": a count, not a ban
            int n = number(most.group(2));
            target(a, f, s)
                .ifPresent(
                    t -> {
                      Constraint c =
                          Constraint.of(
                                  "draft",
                                  ActionPattern.of(t.action()),
                                  new Effect.Limit(
                                      n, io.contextcov.bundle.Window.SESSION, Optional.empty()))
                              .withSeverity(Enforcement.ERROR)
                              .withText("at most " + n + " × " + t.what() + " in a session", null);
                      if (t.when() != null) {
                        c = c.withWhen(cond(t.when()));
                      }
                      out.add(draft(BAN, "limit:" + t.key(), c));
                    });
            continue;
          }
          target(a, f, s)
              .ifPresent(
                  t ->
                      out.add(
                          block(
                              // "never commit directly to shared branches": which branches
                              // those are no call shows, so the act is asked about
                              soft || onBranchKind,
                              BAN,
                              t.key(),
                              t.action(),
                              t.when(),
                              t.sample(),
                              t.what() + " is not allowed here")));
        }
        case MERGE -> {
          // "do not merge pull requests": the code host's merge; "never merge into `main`"
          // without a pull request named: a merge however it is done
          // ("open a draft PR; never merge it yourself": the pronoun is the pull request the
          // sentence names)
          boolean prs =
              PULL_REQUESTS.matcher(f.text()).find()
                  || MERGE_PRONOUN.matcher(f.text()).find()
                      && PULL_REQUESTS.matcher(s.text()).find();
          if (!f.commands().isEmpty()) {
            continue;
          }
          java.util.regex.Matcher merged = MERGED_BRANCH.matcher(f.text());
          if (merged.find()) {
            // "never merge `main` into your branch": a merge that names that branch (rebase
            // instead); merging anything else stays allowed
            String name = merged.group(2) != null ? merged.group(2) : merged.group(3);
            out.add(
                block(
                    soft,
                    BAN,
                    "merge-of:" + name,
                    "shell.exec",
                    invokes("git merge")
                        + " && args.command matches "
                        + lit("(?s).*\\bmerge\\b.*[\\s/]" + escape(name) + "(\\s.*|$)"),
                    commandArgs("git merge " + name),
                    "merging `" + name + "` is not allowed here"));
            continue;
          }
          if (f.branch().isPresent()) {
            // "never merge into `main`": a local merge while that branch is checked out; which
            // base a pull request merges into no call shows, so that merge is asked about
            out.add(
                block(
                    soft,
                    BAN,
                    "merge-into:" + f.branch().get(),
                    "shell.exec",
                    invokes("git merge") + " && env.branch == " + lit(f.branch().get()),
                    null,
                    "merging into `" + f.branch().get() + "` is not allowed here"));
            out.add(
                block(
                    true,
                    BAN,
                    "merge:pr",
                    "shell.exec",
                    invokes("gh pr merge"),
                    commandArgs("gh pr merge 12"),
                    "merging a pull request needs a person's yes here"));
            continue;
          }
          String when =
              prs
                  ? invokes("gh pr merge")
                  : "invokes(args.command, 'gh pr merge') || invokes(args.command, 'git merge')";
          out.add(
              block(
                  soft,
                  BAN,
                  prs ? "merge:pr" : "merge",
                  "shell.exec",
                  when,
                  commandArgs("gh pr merge 12"),
                  "merging is not allowed here"));
        }
        case EDIT, DELETE, READ -> {
          if ((a != Act.EDIT || !addsCode(f.text())) && !actedFromFiles(f)) {
            files(a, f, s, soft, out);
          }
        }
        case RENAME -> renames(f, soft, out);
        default -> {}
      }
    }
    // ("never put API keys in `config.json`": kept out of the files named, below)
    boolean secretsPlaced =
        f.subjects().contains("secret")
            && !secretsChanged(f)
            && (f.acts().isEmpty() || f.acts().equals(List.of(Act.EDIT)))
            && f.negative()
            && !f.paths().isEmpty()
            && f.paths().stream().allMatch(p -> placed(f, p));
    if (f.subjects().contains("secret")
        && !secretsPlaced
        && !secretsChanged(f)
        // ("never edit secrets in place with `kubectl edit secret`": the secrets the command
        // edits, no file's content)
        && (f.has(Act.EDIT) && (f.commands().isEmpty() || !f.paths().isEmpty())
            || f.has(Act.COMMIT)
            || logs(f)
            // "no secrets in code", "no API keys in the repo": none to be written there
            || f.acts().isEmpty() && f.negative() && SECRET_IN_CODE.matcher(f.text()).find())) {
      out.add(secretsInWrites(s));
    } else if (secretsPlaced) {
      // "never put API keys in `config.json`", "tokens must not appear in `settings.py`": the
      // check of secrets on the writes of those files (elsewhere, `.env` say, they may belong)
      Draft all = secretsInWrites(s);
      String where =
          String.join(
              " || ", f.paths().stream().map(p -> Paths.condition(p, s.baseDir())).toList());
      String sample = Paths.sample(f.paths().get(0), s.baseDir());
      out.add(
          new Draft(
              all.family(),
              all.key(),
              all.constraint()
                  .withWhen(cond(where))
                  .withExamples(
                      examples(
                          List.of(Map.of("path", sample, "content", "token: ${APP_TOKEN}")),
                          List.of(
                              Map.of(
                                  "path",
                                  sample,
                                  "content",
                                  "api_key = \"abcd1234efgh5678ijkl\""))))));
    }
    if (!contentTokens(f).isEmpty()
        && (f.has(Act.EDIT) || codeContext(f) || f.has(Act.RUN) || f.acts().isEmpty())) {
      // inline code under a heading or in a sentence that names a language ("C++ Style") is code
      content(
          f,
          s,
          facts,
          soft,
          out,
          f.has(Act.EDIT)
              || codeContext(f)
              || !languageOf(s).isEmpty()
              || !facts.language().isEmpty()
                  && opensWithBan(s)
                  && f.tokens().stream().anyMatch(t -> plainBan(f.text(), t)));
    }
  }

  /**
   * Words that put inline code in source files ("no `any` types", "never import `enzyme`"), or a
   * directory in code the ban is placed in ("never use `print` in `app/`").
   */
  private static boolean codeContext(Frame f) {
    Prose p = Prose.of(f.text());
    for (String w :
        List.of(
            "code",
            "file",
            "files",
            "source",
            "import",
            "imports",
            "function",
            "functions",
            "class",
            "classes",
            "type",
            "types",
            "method",
            "methods",
            "comment",
            "comments",
            "tests",
            "module",
            "modules",
            "component",
            "components",
            "syntax",
            "macro",
            "attribute",
            "annotation",
            "statement",
            "statements",
            "call",
            "calls",
            "keyword")) {
      if (p.phraseIn(w, 0, p.words().size())) {
        return true;
      }
    }
    // "never use `print` in `app/`": code banned in a directory named in code is what the files
    // there must not hold
    return !f.paths().isEmpty()
        && f.paths().stream()
            .allMatch(
                x ->
                    x.endsWith("/")
                        && java.util.regex.Pattern.compile(
                                "(?i)\\b(?:in|under|inside|within)\\s+`"
                                    + java.util.regex.Pattern.quote(x)
                                    + "`")
                            .matcher(f.text())
                            .find());
  }

  /** Requests with the methods named, by the fetch tool or by curl/wget in the shell. */
  private static void http(Frame f, boolean ban, String family, List<Draft> out) {
    if (f.httpMethods().isEmpty()) {
      return;
    }
    List<String> quoted =
        f.httpMethods().stream().map(m -> lit(m.toLowerCase(java.util.Locale.ROOT))).toList();
    String methods = String.join("|", f.httpMethods());
    Effect fx = ban ? new Effect.Deny() : new Effect.Confirm();
    out.add(
        draft(
            family,
            "http:" + methods,
            Constraint.of("draft", ActionPattern.of("net.fetch"), fx)
                .withWhen(cond("lower(args.method) in [" + String.join(", ", quoted) + "]"))
                .withSeverity(Enforcement.ERROR)
                .withText(methods + " requests need a human's approval", null)));
    out.add(
        draft(
            family,
            "http-shell:" + methods,
            Constraint.of("draft", ActionPattern.of("shell.exec"), fx)
                .withWhen(
                    cond(
                        "args.command matches "
                            + lit(
                                "(?is).*\\b(curl|wget|http|xh)\\b.*(-X|--request|--method)[= ]*[\"']?("
                                    + methods
                                    + ")\\b.*")))
                .withSeverity(Enforcement.ERROR)
                .withText(methods + " requests need a human's approval", null)));
  }

  /**
   * "never log tokens", "do not hardcode keys": writing secrets into code; "include" or "embed"
   * count only with a word about code or files (a report is not a file the agent writes); in
   * Chinese 硬编码 (hard-code), 打印 (print), 日志 (log).
   */
  private static boolean logs(Frame f) {
    String t = f.text().toLowerCase(java.util.Locale.ROOT);
    return t.matches(
            "(?s).*\\b(log|logs|logging|print|prints|printing|hardcode|hardcoded|hard-code|hard-coded)\\b.*")
        || t.matches("(?s).*(硬编码|写死|打印|日志).*")
        || t.matches("(?s).*\\b(include|embed|put|store)\\b.*") && codeContext(f);
  }

  private static Draft block(
      boolean soft,
      String family,
      String key,
      String action,
      String when,
      Map<String, Object> sample,
      String message) {
    Constraint c =
        Constraint.of(
                "draft", ActionPattern.of(action), soft ? new Effect.Confirm() : new Effect.Deny())
            .withSeverity(Enforcement.ERROR)
            .withText(message, soft ? "ask the user first" : null);
    if (when != null) {
      c = c.withWhen(cond(when));
    }
    // a rule that reads what the host says (env.branch) has no call that shows it on its own
    return draft(
        family, key, sample == null ? c : c.withExamples(examples(List.of(), List.of(sample))));
  }

  /**
   * A rename whose object is names in code: "rename exported identifiers", "renaming functions".
   */
  private static final GatedPattern RENAMED_NAMES =
      GatedPattern.compile(
          "(?i)\\brenam(?:e|es|ing)\\s+(?:any\\s+|the\\s+)?(?:[a-z]+\\s+)?(?:identifiers?|functions?"
              + "|variables?|classes|class|methods?|symbols?|types?|fields?|columns?|parameters?)\\b");

  /**
   * "do not rename files under `docs/`", "never move `schema.sql`": a `mv` or `git mv` whose first
   * operand is the named path or lies under it (a glob names no operand a line shows, and is left).
   */
  private static void renames(Frame f, boolean soft, List<Draft> out) {
    if (RENAMED_NAMES.matcher(f.text()).find()) {
      // "never rename exported identifiers in `pkg/`": names in the code there, no file moved
      return;
    }
    for (String p : f.paths()) {
      String path = p.startsWith("./") ? p.substring(2) : p;
      if (path.contains("*") || path.startsWith("/") || path.startsWith("~")) {
        continue;
      }
      String operand = escape(path) + (path.endsWith("/") ? "" : "(/\\S*)?(\\s|$)");
      String re = "(?s)(.*[\\s;&|(])?(git\\s+)?mv\\s+(-\\S+\\s+)*[\"']?(\\./)?" + operand + ".*";
      out.add(
          block(
              soft,
              BAN,
              "rename:" + path,
              "shell.exec",
              "(invokes(args.command, 'git mv') || invokes(args.command, 'mv')) && args.command matches "
                  + lit(re),
              commandArgs("git mv " + (path.endsWith("/") ? path + "a.md" : path) + " b.md"),
              "renaming or moving `" + path + "` is not allowed here"));
    }
  }

  /** "outside the project directory", "outside this repository", "outside the workspace". */
  private static final GatedPattern OUTSIDE_PROJECT =
      GatedPattern.compile(
          "(?i)\\boutside (of )?(the|this|your) (current )?(project|repo|repository|workspace"
              + "|working directory|work tree|worktree|codebase)( (directory|dir|folder|root))?\\b");

  static boolean outsideProject(String text) {
    return OUTSIDE_PROJECT.matcher(text).find();
  }

  /** Nouns of a piece of code named before them: "`debugger` statements", "`console.log` calls". */
  static final String CODE_NOUNS =
      "statements?|calls?|keywords?|directives?|annotations?|decorators?|macros?|invocations?";

  /** A directory in code, then 下/中/里/内 (的) and a file's name or glob: `api/` 下的 `.proto` 文件. */
  private static final GatedPattern HAN_NAME_IN_PLACE =
      GatedPattern.compile("`([^`\\s]+/)`\\s*(目录|文件夹)?\\s*(下|中|里|内)的?\\s*`([^`/\\s]+)`");

  /**
   * A file's name or glob, perhaps a noun of it ("`*.log` files", "`tmp_*` scratch files"), then
   * "in", "under", "inside", "within", "to" or "into" and a directory named in code.
   */
  private static final GatedPattern NAME_IN_PLACE =
      GatedPattern.compile(
          "`([^`/\\s]+)`\\s+((?!only\\b|except\\b|outside\\b|not\\b|or\\b|and\\b)[\\p{L}-]+\\s+){0,2}"
              + "(in|under|inside|within|to|into)\\s+(the\\s+)?`([^`\\s]+)`");

  /**
   * The frame's paths, a bare file name placed in a directory made one glob: "never add `notes.txt`
   * in `docs/`" names the files of that name there, not every file of that name nor every new file
   * in the directory.
   */
  private static List<String> namesInPlaces(Frame f) {
    List<String> paths = new ArrayList<>(f.paths());
    List<String[]> placed = new ArrayList<>();
    java.util.regex.Matcher m = NAME_IN_PLACE.matcher(f.text());
    while (m.find()) {
      placed.add(new String[] {m.group(1), m.group(5)});
    }
    java.util.regex.Matcher han = HAN_NAME_IN_PLACE.matcher(f.text());
    while (han.find()) {
      placed.add(new String[] {han.group(4), han.group(1)});
    }
    for (String[] pair : placed) {
      String name = pair[0];
      String place = pair[1];
      if (!paths.contains(name) && name.matches("\\.[A-Za-z0-9]+") && paths.contains("*" + name)) {
        // "`.proto` files": the reader names them by their glob, `*.proto`
        name = "*" + name;
      }
      String last = place.substring(place.lastIndexOf('/', place.length() - 2) + 1);
      if (paths.contains(name)
          && paths.contains(place)
          && place.contains("/")
          && !place.contains("*")
          && (place.endsWith("/") || !last.contains("."))) {
        paths.remove(place);
        paths.set(paths.indexOf(name), (place.endsWith("/") ? place : place + "/") + "**/" + name);
      }
    }
    if (paths.size() == 1 && paths.equals(f.paths())) {
      List<String> tests = codeOfPlace(f, paths.get(0));
      if (!tests.isEmpty()) {
        return tests;
      }
    }
    List<String> extensions = kindExtensions(f);
    if (!extensions.isEmpty() && paths.size() == 1 && paths.equals(f.paths())) {
      // "never edit notebooks in `src/`", "no image files under `docs/`": the kind's files there
      // (by their extensions), not every file in the directory
      String place = paths.get(0);
      String last = place.substring(place.lastIndexOf('/', place.length() - 2) + 1);
      // ("commit screenshots to `docs/`": the files committed there, after "to" as well)
      if ((placed(f, place) || wordBefore(f, place).equals("to"))
          && !place.contains("*")
          && (place.endsWith("/") || place.contains("/") && !last.contains("."))
          && kindRightBefore(f, place)) {
        String dir = place.endsWith("/") ? place : place + "/";
        return extensions.stream().map(x -> dir + "**/" + x).toList();
      }
    }
    return paths;
  }

  /**
   * "Never write tests in `src/`", "don't put specs under `lib/`": code of a place grounding (the
   * tests) written or put right before a directory in code is that code's files there
   * (`src/**&#47;*_test.*`, …), not every file of the directory; none when no such phrase stands
   * right before the place.
   */
  private static List<String> codeOfPlace(Frame f, String place) {
    if (place.contains("*") || !place.endsWith("/") && place.contains(".")) {
      return List.of();
    }
    for (Lexicon.Grounding g : Lexicon.get().groundings("place")) {
      for (String phrase : g.phrases()) {
        if (phraseBeforePlace(
            f.text(),
            "(?i)\\b(?:write|writing|add|adding|put|putting|create|creating|keep|place)\\s+"
                + "(?:any\\s+|new\\s+|the\\s+|your\\s+)?",
            phrase,
            place)) {
          String dir = place.endsWith("/") ? place : place + "/";
          return g.values().stream().filter(v -> v.startsWith("**/")).map(v -> dir + v).toList();
        }
      }
    }
    return List.of();
  }

  /**
   * Whether {@code phrase} stands after what {@code lead} matches and right before the place in
   * code, after in, under, inside, within, into, to or from.
   */
  private static boolean phraseBeforePlace(String text, String lead, String phrase, String place) {
    // (the literal test first: most texts hold neither, and the expression is built per call)
    if (!text.contains(place)
        || !text.toLowerCase(java.util.Locale.ROOT)
            .contains(phrase.toLowerCase(java.util.Locale.ROOT))) {
      return false;
    }
    return java.util.regex.Pattern.compile(
            lead
                + java.util.regex.Pattern.quote(phrase)
                + "\\s+(?:in|under|inside|within|into|to|from)\\s+(?:the\\s+)?`"
                + java.util.regex.Pattern.quote(place)
                + "`")
        .matcher(text)
        .find();
  }

  /**
   * Whether every phrase of a kind the text holds stands right after a file named in code, as a
   * part of it: "`package.json` scripts", "`Cargo.toml` dependencies".
   */
  private static boolean partOfNamedFile(Frame f, String kind) {
    boolean seen = false;
    for (Lexicon.Grounding g : Lexicon.get().groundings("files")) {
      if (!g.name().equals(kind)) {
        continue;
      }
      for (String phrase : g.phrases()) {
        java.util.regex.Matcher m =
            java.util.regex.Pattern.compile(
                    "(?i)(`[^`]+`\\s+)?\\b" + java.util.regex.Pattern.quote(phrase) + "\\b")
                .matcher(f.text());
        while (m.find()) {
          String before = m.group(1);
          if (before == null
              || !f.paths().contains(before.strip().replace("`", ""))
              || before.strip().endsWith("/`")) {
            return false;
          }
          seen = true;
        }
      }
    }
    return seen;
  }

  /** Bans on writing, deleting or reading named paths and kinds of file. */
  private static void files(Act a, Frame f, Statement s, boolean soft, List<Draft> out) {
    if (HAN_OUTSIDE_PATH.matcher(f.text()).find()) {
      // `src/` 之外: the files outside the path, which a shape the reader does not know put here
      // (the shapes it knows are read as "only … in `src/`"); never a ban on the path itself
      return;
    }
    if (f.fileKinds().isEmpty()
        && f.tokens().isEmpty()
        && STORED_CONTENT.matcher(f.text()).find()) {
      // "do not store logic in `views/`", "never save business rules in `templates/`": what the
      // place's code holds, no file it bars (files, data or anything stored there would be)
      return;
    }
    // "do not add images larger than 500 KB": which of the kind's files hold that no write shows,
    // so writing one is asked about (as committing one is)
    soft |= f.paths().isEmpty() && f.tokens().isEmpty() && kindQualified(f);
    List<String> conditions = new ArrayList<>();
    List<String> samples = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<Boolean> partial = new ArrayList<>();
    for (String p : namesInPlaces(f)) {
      if (inTests(f.text(), p)) {
        // "never store files in `/tmp` in tests": what test code does, not the agent's writes
        continue;
      }
      if (f.subjects().contains("secret") && placed(f, p) && !secretsChanged(f)) {
        // "never store secrets in `config/*.yaml`": where secrets must not go, which the check of
        // secrets in written files covers; the files themselves may be written
        continue;
      }
      if (entryOf(f.text(), p)) {
        // "never remove `.env` from `.gitignore`": a line of the other file, which is edited
        continue;
      }
      if (f.negative()
          && java.util.regex.Pattern.compile(
                  "(?i)\\bwithout\\b[^.;]*`" + java.util.regex.Pattern.quote(p) + "`")
              .matcher(f.text())
              .find()) {
        // "do not change the API in `pkg/` without a note in `CHANGELOG.md`": the case the ban
        // leaves out, where the file is written — no object of the ban
        continue;
      }
      if (calledBranch(f.text(), p)) {
        // "do not modify code on `release/*` branches": a branch, though it holds a slash (which
        // branch a write happens on, no write shows)
        continue;
      }
      List<String> language = p.endsWith("/") ? FrameReader.languageFilesIn(f.text()) : List.of();
      String extension =
          language.stream()
              .filter(g -> g.matches("\\*\\*/\\*\\.[A-Za-z0-9]+"))
              .map(g -> g.substring(3))
              .findFirst()
              .orElse(null);
      if (extension != null) {
        // "do not add new Java files under `app/src/main/`": that language's files there only
        conditions.add("(" + Paths.condition(p, s.baseDir()) + ") && " + anyGlob(language, ""));
        samples.add(Paths.sample(p, s.baseDir()).replaceFirst("\\.txt$", extension));
        names.add("the " + extension + " files in `" + p + "`");
      } else if (!p.contains("/") && !p.contains("*") && atRoot(f.text(), p)) {
        // "don't touch the root `tsconfig.json`; per-package configs extend it": the file at the
        // top of the repository, not every file of that name
        conditions.add("args.path glob " + lit(s.baseDir() + p));
        samples.add(s.baseDir() + p);
        names.add("the root `" + p + "`");
      } else {
        conditions.add(leftOut(Paths.condition(p, s.baseDir()), p, f, s));
        samples.add(Paths.sample(p, s.baseDir()));
        names.add("`" + p + "`");
      }
      // "do not hand-edit `Cargo.toml` versions", "don't change the version in `package.json`": a
      // part of the file, which a write does not show
      // (an extension written alone, "in any `.csproj`", is read as the glob `*.csproj`)
      String inFile =
          "(?i)\\b(in|of|inside)\\s+((the|any|every|each|a)\\s+)?`\\*?"
              + java.util.regex.Pattern.quote(p.startsWith("*.") ? p.substring(1) : p)
              + "`";
      // (reading a part of a file is reading the file: "never copy values out of `.env`")
      partial.add(
          a != Act.READ
              && (java.util.regex.Pattern.compile(
                          // (a word or two between: "`CHANGELOG.md` release headings")
                          "(?i)`?"
                              + java.util.regex.Pattern.quote(p)
                              + "`?\\s+((?!(or|and|nor|but|then|its|their)\\b)[a-z][\\w-]*\\s+){0,2}?"
                              + PART_NOUNS)
                      .matcher(f.text())
                      .find()
                  // "`go.mod`'s Go version": whatever a file has is a part of it
                  || f.text().contains("`" + p + "`'s ")
                  || f.text().contains("`" + p + "`’s ")
                  // "don't change `config.toml` baseURL": a key right after the file, in the shape
                  // of a name in code (camelCase, snake_case, `DEBUG_MODE`)
                  || java.util.regex.Pattern.compile(
                          "`"
                              + java.util.regex.Pattern.quote(p)
                              + "`\\s+([a-z]+[A-Z][A-Za-z0-9]*|[a-z][a-z0-9]*_[a-z0-9_]+|[A-Z][A-Z0-9]*_[A-Z0-9_]+)\\b")
                      .matcher(f.text())
                      .find()
                  // "do not change `minSdk` in `app/build.gradle.kts`": a setting the file holds
                  || f.tokens().stream().anyMatch(t -> changedName(f.text(), t))
                      && java.util.regex.Pattern.compile(inFile).matcher(f.text()).find()
                  || java.util.regex.Pattern.compile(
                          "(?i)\\b"
                              + PART_NOUNS
                              // ("versions in any `package.json`": a determiner before the file)
                              + "(\\s+[\\w-]+){0,2}?\\s+(in|of|inside|within)\\s+"
                              + "((the|any|every|each|a|all)\\s+)?`?"
                              + java.util.regex.Pattern.quote(p))
                      .matcher(f.text())
                      .find()
                  // "don't add new dependencies to `package.json`", "no imports into
                  // `src/index.ts`", "don't remove them from `.gitignore`": what goes into or out
                  // of a file is a part of it (into a directory, it may be the files)
                  || !p.endsWith("/")
                      && java.util.regex.Pattern.compile(
                              "(?i)\\b("
                                  + ENTRY_VERBS
                                  + ")\\s+"
                                  + "(\\S+\\s+){1,4}?(to|into|from|out\\s+of)\\s+(the\\s+)?"
                                  + "([a-z-]+\\s+){0,2}?`?"
                                  + java.util.regex.Pattern.quote(p))
                          .matcher(f.text())
                          .find()
                  // "`package.json` 中的版本号": a part of a file in Chinese (of a directory, "中的文件"
                  // are its files)
                  || !p.endsWith("/")
                      && java.util.regex.Pattern.compile(
                              "`?"
                                  + java.util.regex.Pattern.quote(p)
                                  + "`?\\s*(中|里|内|里面)的\\s*(?!文件)\\S")
                          .matcher(f.text())
                          .find()));
    }
    List<String> inPlace = namesInPlaces(f);
    if (inPlace.size() > 1
        && f.paths().size() == 1
        && conditions.size() == inPlace.size()
        && inPlace.stream()
            .allMatch(x -> x.startsWith(inPlace.get(0).replaceFirst("\\*\\*/.*$", "")))
        && partial.stream().noneMatch(x -> x)) {
      // "never edit images in `docs/`": one rule on the kind's files there, whatever the extension
      String all = String.join(" || ", conditions);
      String sample = samples.get(0);
      conditions.clear();
      conditions.add(all);
      samples.clear();
      samples.add(sample);
      names.clear();
      names.add("those files in `" + f.paths().get(0) + "`");
      partial.clear();
      partial.add(false);
    }
    // "do not add `X` to migration files": the files are where code goes, not what is banned
    boolean place =
        f.tokens().stream()
            .anyMatch(t -> directObject(f.text(), t) && !placeOf(f.text(), t).isEmpty());
    // "old schema scripts in `db/changes/`": the place says which files of the kind are meant;
    // "never store API tokens in notebooks": where secrets must not go, which the check of
    // secrets in written files covers — the notebooks themselves may be written
    boolean secretsPlace = a == Act.EDIT && f.subjects().contains("secret");
    // ("notebooks (`*.ipynb`) to `pipelines/`": the kind's files there, one glob above)
    boolean nameInPlace = !namesInPlaces(f).equals(f.paths());
    for (String kind :
        place || placedPath(f) || secretsPlace || nameInPlace
            ? java.util.Set.<String>of()
            : f.fileKinds()) {
      if (partOfNamedFile(f, kind)) {
        // "avoid changing `package.json` scripts": a part of the file named before the noun, no
        // file of the kind
        continue;
      }
      if (kind.equals("root") && f.paths().stream().anyMatch(x -> atRoot(f.text(), x))) {
        // "`package.json` at the repository root": where the file named is, no file of its own
        continue;
      }
      if (kind.equals("database") && a != Act.DELETE) {
        // a database is changed through its client, and copied or backed up by writing files
        continue;
      }
      Lexicon.get().groundings("files").stream()
          .filter(g -> g.name().equals(kind))
          .findFirst()
          .ifPresent(
              g -> {
                conditions.add(kindCondition(g.values()));
                samples.add(g.values().get(0).replace("**/", "").replace("*", "x"));
                // the kind's last English name ("lockfiles"), the message being English
                names.add(
                    g.phrases().stream()
                        .filter(ph -> !Prose.holdsHan(ph))
                        .reduce((first, second) -> second)
                        .orElse(g.name()));
              });
    }
    boolean asked = false;
    if (conditions.isEmpty()
        && a == Act.DELETE
        && (f.purposes().contains("test") || f.ask() == Ask.REQUIRED)
        && (NEGATED_DELETE.matcher(f.text()).find()
            // ("ask me before deleting any test": the question itself)
            || f.ask() == Ask.REQUIRED
            // ("Never do these without asking:" over "- delete tests": the lead-in's negation)
            || f.negative() && f.text().matches("(?is)^\\W*(delete|remove|deleting|removing)\\s.*"))
        // (in Chinese, tests named: 删除测试 — not 删除数据库中的数据)
        && (DELETED_TESTS.matcher(f.text()).find()
            || Prose.of(f.text()).han() && f.text().contains("测试"))) {
      // "never delete tests": the files that hold them, asked about (a test moved or replaced is
      // deleted too, which no call tells apart)
      asked = true;
      conditions.add(anyGlob(placeGlobs("tests"), ""));
      samples.add("tests/test_parser.py");
      names.add("test files");
      out.add(
          block(
              true,
              BAN,
              "rm:tests",
              "shell.exec",
              "args.command matches "
                  + lit(
                      "(?s).*\\b(rm|git\\s+rm|unlink)\\b[^;&|]*(\\s|/)"
                          + "((tests?|__tests__|spec)/\\S*|\\S*_test\\.\\w+|\\S*\\.(test|spec)\\.\\w+"
                          + "|test_\\w+\\.py)(\\s.*|$)"),
              commandArgs("rm tests/test_parser.py"),
              "deleting test files needs a human's approval"));
    }
    if (conditions.isEmpty()
        && a == Act.EDIT
        && f.negative()
        && f.purposes().contains("test")
        && EDITED_TESTS.matcher(f.text()).find()) {
      // "do not modify existing tests", "never change tests to make them pass": a write that
      // changes a test file the workspace holds is asked about (new test files are the normal
      // way; which files exist the host's workspace root tells, so the rule has no examples)
      out.add(
          draft(
              BAN,
              "edit:tests",
              Constraint.of("draft", ActionPattern.of("file.write"), new Effect.Confirm())
                  .withWhen(
                      cond("(" + anyGlob(placeGlobs("tests"), "") + ") && !created(args.path)"))
                  .withSeverity(Enforcement.ERROR)
                  .withText(
                      "changing an existing test file needs a human's approval",
                      "ask the user first")));
      return;
    }
    if (OUTSIDE_PROJECT.matcher(f.text()).find()) {
      // "never delete files outside the project directory": a path that leaves the workspace
      // (also beside a named path: "do not write to `/etc` or anywhere outside the repo")
      conditions.add("!within(args.path, '.')");
      samples.add("../elsewhere/x.txt");
      names.add("files outside the project");
    }
    String action =
        switch (a) {
          case EDIT -> "file.write";
          case DELETE -> "file.delete";
          case READ -> "file.read";
          default -> throw new IllegalArgumentException(a.name());
        };
    // "do not create new docs": only a write that makes a file the workspace does not hold yet
    boolean creates = a == Act.EDIT && creates(f.text());
    // (the words outside code: "`src/old/`" names a directory, not old files)
    String words = f.text().replaceAll("`[^`]*`", " ");
    if (a == Act.EDIT
        && APPEND_ONLY.matcher(words).find()
        && (!conditions.isEmpty() && conditions.stream().allMatch(DecisionTable::oneFile)
            || f.fileKinds().isEmpty() && !APPENDED_FILES.matcher(words).find())) {
      // "`CHANGELOG.md` is append-only": the file is written by adding to it, which a write does
      // not tell from any other change; "the ledger module (`src/ledger/`) is append-only": its
      // data, whose rows no file write shows — no rule
      return;
    }
    if (a == Act.EDIT
        && (EXISTING.matcher(words).find()
            // "never overwrite files in `raw/`": a file there the workspace already holds; a new
            // one is no overwrite (a single file named is one that exists, and stays banned)
            || OVERWRITE.matcher(words).find()
                && conditions.stream().allMatch(DecisionTable::manyFiles)
            // "migrations are immutable", "lock files are read-only": a kind of file kept as it
            // is, whose new files are still made the normal way
            || f.paths().isEmpty() && !f.fileKinds().isEmpty() && readOnly(f))) {
      // "never overwrite existing migrations": new ones are the normal way, so a ban on every
      // write there would be wrong; a write to a file the workspace holds is asked about (one
      // made earlier in the session exists by then too, so no outright refusal; which files
      // exist the host's workspace root tells, so the rule has no examples)
      for (int i = 0; i < conditions.size(); i++) {
        out.add(
            draft(
                BAN,
                "edit-existing:" + conditions.get(i),
                Constraint.of("draft", ActionPattern.of("file.write"), new Effect.Confirm())
                    .withWhen(cond("(" + conditions.get(i) + ") && !created(args.path)"))
                    .withSeverity(Enforcement.ERROR)
                    .withText(
                        "changing an existing file of "
                            + names.get(i)
                            + " needs a human's approval",
                        "ask the user first")));
      }
      return;
    }
    // "do not delete old log files in `logs/`": which files are old no call shows, so a delete
    // there is asked about
    boolean aged = a == Act.DELETE && AGED.matcher(f.text()).find();
    // "don't touch the other `.arb` files": all but one named elsewhere, which a glob of them
    // holds too — asked about, so the one the file says to edit is never refused
    boolean others = OTHER_FILES.matcher(f.text()).find();
    // "don't create new packages under `libs/`": a new directory there, which a write of a new
    // file does not tell from a new file in a package that exists — asked about
    boolean units = creates && NEW_UNITS.matcher(words).find();
    for (int i = 0; i < conditions.size(); i++) {
      String when = conditions.get(i);
      if (creates) {
        when = "(" + when + ") && created(args.path)";
      }
      out.add(
          block(
              soft || asked || aged || others || units || i < partial.size() && partial.get(i),
              BAN,
              action + ":" + conditions.get(i),
              action,
              when,
              Map.of("path", samples.get(i)),
              verb(a) + " " + names.get(i) + " is not allowed here"));
    }
    if (a == Act.DELETE
        && (f.fileKinds().contains("database") || DROPPED_TABLES.matcher(f.text()).find())) {
      // "never drop or truncate the database": nor by the statements of a database client ("do
      // not drop tables" names them by their tables)
      out.add(
          block(
              soft,
              BAN,
              "sql:destroy",
              "shell.exec",
              "args.command matches " + lit(DESTRUCTIVE_SQL),
              commandArgs("sqlite3 app.db 'DROP TABLE users;'"),
              "statements that drop or empty database tables are not allowed here"));
    }
  }

  /** Units of a repository made as directories: "new packages", "new modules", "new crates". */
  private static final GatedPattern NEW_UNITS =
      GatedPattern.compile(
          "(?i)\\b(packages|modules|crates|apps|applications|services|projects|libraries|libs"
              + "|directories|folders|dirs|subdirectories|sub-?packages|workspaces)\\b");

  /** "the other `.arb` files", "any other `*.lock` files": files of a kind but one named. */
  private static final GatedPattern OTHER_FILES =
      GatedPattern.compile("(?i)\\bother\\s+`[^`]+`(?:\\s+(?:files?|translations?|locales?))?");

  /** Dropping or emptying tables, named as such: "do not drop or truncate tables". */
  private static final GatedPattern DROPPED_TABLES =
      GatedPattern.compile(
          "(?i)\\b(?:drop|dropping|truncate|truncating)\\b[^.;:]*?\\b(?:tables?|schemas?)\\b");

  /**
   * SQL that destroys data: dropping a table, database or schema, truncating, or deleting every row
   * (a {@code DELETE FROM t} that ends where a {@code WHERE} would stand).
   */
  static final String DESTRUCTIVE_SQL =
      "(?is).*\\b(drop\\s+(table|database|schema)|truncate\\s+\\w"
          + "|delete\\s+from\\s+[\\w.\"`\\[\\]]+\\s*($|;|'|\")).*";

  /** Parts of a file a rule may be about rather than the whole file. */
  private static final String PART_NOUNS =
      "(versions?|dependenc(y|ies)|deps|fields?|entr(y|ies)|keys?|sections?|settings?|values?"
          + "|lines?|headers?|blocks?|numbers?|scripts?|comments?|headings?"
          // parts of code: "public function signatures in `pkg/api/`", "the API in `lib/`"
          + "|signatures?|apis?|interfaces?|exports?|contracts?|behaviou?rs?|schemas?"
          // parts of configuration: "the random seeds in `configs/`", "timeouts in `config/`"
          + "|seeds?|timeouts?|thresholds?|limits?|defaults?|constants?|parameters?|params"
          + "|hyperparameters?|options?|ports?|urls?|endpoints?|credentials?)\\b"
          // ("schema files in `db/`", "script files under `bin/`" are whole files, and so are
          // "generated API clients in `src/gen/`", "interface stubs", "schema models": a noun of a
          // part before a noun of whole units of code is the units' modifier)
          + "(?!\\s+(files?|directories|folders?|dirs?|clients?|stubs?|bindings?|modules?"
          + "|packages?|classes|code|sources?|wrappers?|sdks?|docs?|tests?|specs?|models?)\\b)";

  /** A negation right before the verb of deleting ("never delete", "do not remove"). */
  private static final GatedPattern NEGATED_DELETE =
      GatedPattern.compile(
          "(?i)\\b(never|not|don't|dont|no)\\s+(\\w+\\s+){0,2}?(delete|remove|deleting|removing|drop)\\b"
              + "|(不要|禁止|不得|切勿|严禁|别)\\s*(删除|移除|删掉)");

  /**
   * Tests as the object: "tests", "test files", "specs" — not a test's tooling ("the test runner",
   * "test data", "the test config").
   */
  private static final String TESTS_NOUN =
      "(tests|test (files?|cases?|suites?)|test(?!\\s+(runner|framework|harness|config\\w*|setup"
          + "|infrastructure|command|script|helpers?|utils?|utilities|data|fixtures?|coverage"
          + "|environment|tooling|pipeline|output|results?|names?|dependencies|deps)\\b)|specs?)\\b";

  /**
   * Tests as the object of one of {@code verbs}, after up to three of {@code qualifiers} or a noun
   * that names the kind of test ("a benchmark test").
   */
  private static java.util.regex.Pattern testsAfter(String verbs, String qualifiers) {
    return java.util.regex.Pattern.compile(
        "(?i)\\b("
            + verbs
            + ")\\s+(("
            + qualifiers
            + "|[a-z][\\w-]*(?=\\s+tests?\\b))\\s+){0,3}"
            + TESTS_NOUN);
  }

  /** Tests as what is changed: "modify existing tests", "change tests to make them pass". */
  private static final java.util.regex.Pattern EDITED_TESTS =
      testsAfter(
          "modify|modifying|change|changing|edit|editing|alter|altering|rewrite|rewriting|weaken"
              + "|weakening|tweak|tweaking|adjust|adjusting|touch|touching",
          "any|the|a|an|existing|failing|these|those");

  /**
   * Tests as what is deleted: "delete failing tests", "remove existing test files" — not "delete
   * assertions in tests", whose tests are where the deleted thing is.
   */
  private static final java.util.regex.Pattern DELETED_TESTS =
      testsAfter(
          "delete|remove|deleting|removing|drop",
          "any|the|a|an|this|these|those|existing|failing|flaky|broken|skipped|old|unit"
              + "|integration|e2e|or \\w+|\\w+ing");

  /** Verbs of writing over what a file holds: "overwrite", "clobber". */
  private static final GatedPattern OVERWRITE =
      GatedPattern.compile("(?i)\\b(overwrit(e|es|ing|ten)|clobber(s|ing|ed)?)\\b");

  /** Whether a condition names one file: a glob whose last part has no wildcard. */
  private static boolean oneFile(String condition) {
    java.util.regex.Matcher glob = PATH_GLOB.matcher(condition);
    return glob.matches()
        && !glob.group(1).substring(glob.group(1).lastIndexOf('/') + 1).contains("*");
  }

  /** "append-only", "append only": files only ever added to. */
  private static final GatedPattern APPEND_ONLY = GatedPattern.compile("(?i)\\bappend[- ]only\\b");

  /**
   * Files named as what is kept append-only: "revisions in `x/`", "the files under `y/`", "the `z/`
   * folder".
   */
  private static final GatedPattern APPENDED_FILES =
      GatedPattern.compile(
          "(?i)\\b(files?|revisions?|migrations?|scripts?|snapshots?|folders?|director(y|ies))\\b");

  /** Whether a condition on the written path names a place or a kind of file, not one file. */
  private static boolean manyFiles(String condition) {
    if (condition.startsWith("within(")) {
      return true;
    }
    java.util.regex.Matcher glob = PATH_GLOB.matcher(condition);
    return glob.matches()
        && glob.group(1).substring(glob.group(1).lastIndexOf('/') + 1).contains("*");
  }

  /** A condition that is one glob on the written path. */
  private static final GatedPattern PATH_GLOB = GatedPattern.compile("args\\.path glob '([^']*)'");

  /** Words that single out files by an age no path shows: "old", "stale", "outdated". */
  private static final GatedPattern AGED =
      GatedPattern.compile("(?i)\\b(old|older|stale|outdated|obsolete|expired)\\b");

  /**
   * Words that say the files are ones the workspace already holds: "existing", "old", "previous",
   * or a past act on them ("already merged", "that have been applied", "were released").
   */
  private static final GatedPattern EXISTING =
      GatedPattern.compile(
          "(?i)\\b(existing|already[- ]existing|old|previous"
              // "revisions in `migrations/` are append-only": new files are added, none changed
              + "|append[- ]only"
              // "applied migrations", "merged files": a past act's participle before the noun
              + "|(?<!\\b(?:be|been|is|are|was|were|get|gets|got)\\s)(?:applied|merged|released"
              + "|published|deployed|shipped)(?=\\s+[a-z])"
              + "|(already|(has|have|had) (already )?been|(was|were)( already)?)"
              + " (committed|merged|applied|released|published|deployed|pushed|shipped|run))\\b"
              // "a migration that's already in `db/migrate/`": one the repository holds
              + "|\\b(that|which)(['’]s|\\s+(is|are))\\s+already\\s+(in|on|under|part\\s+of)\\b"
              // "never edit a migration once it is in `main`": once a past act put it there
              + "|\\b(once|after)\\s+(it|they)(['’]s|['’]re|\\s+(is|are|has|have)(\\s+been)?)\\s+"
              + "(in|on|merged|applied|committed|pushed|released|deployed|shipped)\\b"
              + "|已有|现有|已存在|既有|已经存在"
              // 已经合并的迁移脚本: files a past act was done on
              + "|已(经)?(合并|提交|推送|发布|应用|执行|上线)(过)?的");

  private static final GatedPattern CREATING =
      GatedPattern.compile("(?i)\\b(create|creates|creating|add|adding|new)\\b|创建|新建|新增|添加新的?|新的");

  /**
   * "add new dependencies to `go.mod`", "append entries into `CHANGELOG.md`", "add a source in
   * `models/sources.yml`": what is added goes into a file named by its path (or by a name ending in
   * "file", `Gemfile`, `Makefile`), so the write edits that file.
   */
  private static final GatedPattern ADDED_TO_FILE =
      GatedPattern.compile(
          "(?i)\\b(add|adding|adds|append|appending|insert|inserting)\\b.*\\b(to|into|in|inside)\\s+(the\\s+)?"
              + "([a-z-]+\\s+){0,2}?`([^`*]*/)?([^`*/]*\\.[^`*/]+|[A-Z][A-Za-z]*file)`");

  /**
   * Code added, named as a call, a macro or a construct ("add `unwrap()` in `core/src/`", "adding
   * `console.log` calls to files in `src/`"): group 1 the code, group 2 a noun of code after it.
   */
  private static final GatedPattern ADDS_CODE =
      GatedPattern.compile(
          "(?i)\\b(?:add|adding|adds|introduce|introducing|introduces)\\s+(?:new\\s+|any\\s+|more\\s+"
              + "|an?\\s+)?`([^`]+)`(?:\\s+or\\s+`[^`]+`)*(\\s+(?:calls?|statements?|imports?|usages?"
              + "|invocations?|macros?|comments?|blocks?|directives?|annotations?|decorators?|attributes?"
              + "|keywords?|entries|entry|lines?))?");

  /** A place in code right after what is added: "… in `crates/api/`", "… to files under `x/`". */
  private static final GatedPattern INTO_PLACE =
      GatedPattern.compile(
          "(?i)\\s+(?:in|into|to|inside|within|under)\\s+(?:(?:any|the|all)\\s+)?"
              + "(?:files?\\s+(?:in|under|inside|within)\\s+)?`");

  /**
   * Whether what a clause adds is code in files rather than files ("do not add `unwrap()` in
   * `core/src/`"): a rule on what is written there, never on making files there. A bare name with
   * no dot or slash added in a place named in code ("never add `unsafe` in `crates/api/`") is a
   * word of code too: a file would be named with its extension.
   */
  static boolean addsCode(String text) {
    java.util.regex.Matcher m = ADDS_CODE.matcher(text);
    while (m.find()) {
      // (an annotation, a directive or a comment marker, `@Disabled`, `#pragma once`, `// x`,
      // is code too)
      if (m.group(2) != null
          || m.group(1).matches(".*[()!{}<>].*|.*::.*|[@#].*|//.*")
          || m.group(1).matches("[A-Za-z_]\\w*")
              && INTO_PLACE.matcher(text).region(m.end(), text.length()).lookingAt()) {
        return true;
      }
    }
    return false;
  }

  /** Whether a clause's write makes new files ("create new docs"), not edits of existing ones. */
  private static boolean creates(String text) {
    return CREATING.matcher(text).find()
        && !EDITING.matcher(text).find()
        && !ADDED_TO_FILE.matcher(text).find();
  }

  private static final GatedPattern EDITING =
      GatedPattern.compile(
          "(?i)\\b(edit|edits|editing|edited|modify|modifying|modified|modifications|change|changes"
              + "|changing|changed"
              + "|update|updating|updated|touch|touching|touched|write|writing|written|overwrite"
              + "|overwritten|alter|altered|hand-edit|hand-edited)\\b|修改|编辑|改动|更改|更新|写入|覆盖");

  private static String verb(Act a) {
    return switch (a) {
      case READ -> "reading";
      case DELETE -> "deleting";
      default -> "writing to";
    };
  }

  /**
   * The globs of a kind of file in {@code groundings.tsv} ({@code files}), exemptions after {@code
   * !}.
   */
  private static List<String> kindGlobs(String kind) {
    return Lexicon.get().groundings("files").stream()
        .filter(g -> g.name().equals(kind))
        .flatMap(g -> g.values().stream())
        .toList();
  }

  /** Globs of a kind of file; those after {@code !} are exempt (".env.example"). */
  private static String kindCondition(List<String> globs) {
    List<String> in = new ArrayList<>();
    List<String> out = new ArrayList<>();
    for (String g : globs) {
      (g.startsWith("!") ? out : in).add(g.startsWith("!") ? g.substring(1) : g);
    }
    String cond = anyGlob(in, "");
    if (!out.isEmpty()) {
      cond = "(" + cond + ") && !(" + anyGlob(out, "") + ")";
    }
    return cond;
  }

  /** Verbs of putting something into a file or taking it out ("add … to", "remove … from"). */
  private static final String ENTRY_VERBS =
      "add|adding|insert|inserting|append|appending|put|putting|remove|removing|take|taking";

  /**
   * Whether a path is put into or taken out of another file named in code ("remove `.env` from
   * `.gitignore`", "add `dist/` to `.dockerignore`"): an entry of that file, not a file written.
   */
  private static boolean entryOf(String text, String path) {
    return java.util.regex.Pattern.compile(
            "(?i)\\b("
                + ENTRY_VERBS
                + ")\\s+`"
                + java.util.regex.Pattern.quote(path)
                // (into a directory, "move `x` into `old/`", the file itself goes)
                + "`\\s+(to|into|from|out\\s+of)\\s+(the\\s+)?`[^`]*[^`/]`")
        .matcher(text)
        .find();
  }

  /** Code called a branch: "`release/*` branches", "the `hotfix/x` branch", "`release/*` 分支". */
  private static boolean calledBranch(String text, String path) {
    Prose p = Prose.of(text);
    int i = p.spans().indexOf(path);
    return i >= 0 && FrameReader.namedBranch(p, i);
  }

  /** "never commit `.env` files": staging such a file is what a call shows. */
  private static void commitBan(Frame f, Statement s, boolean soft, List<Draft> out) {
    List<String> names = new ArrayList<>();
    // "never commit `*.log` files under `logs/`": the files of that name there
    List<String> paths = namesInPlaces(f);
    boolean inPlace = !paths.equals(f.paths());
    paths.stream()
        // "never commit secrets to `config/`": where secrets must not go, not what is committed
        .filter(
            p ->
                !(f.subjects().contains("secret")
                    && (placed(f, p) || wordBefore(f, p).equals("to"))))
        .forEach(p -> names.add(p.replaceFirst("^\\./", "").replaceAll("/$", "")));
    for (String t : f.tokens()) {
      // "never commit `node_modules`", "never check in `.DS_Store` files": a name in the tree
      if (t.matches("\\.?[A-Za-z0-9_][A-Za-z0-9_.-]{0,40}")
          && t.matches(".*[._].*")
          && f.subjects().isEmpty()
          && !namedAsCode(f.text(), t)) {
        names.add(t);
      }
    }
    // "generated files from `dist/`": the place says which files of the kind are meant
    for (String kind : placedPath(f) || inPlace ? java.util.Set.<String>of() : f.fileKinds()) {
      if (kind.equals("env")) {
        names.add(".env");
      } else if (kind.equals("sensitive")) {
        // "sensitive files": the secrets files a repository holds by convention
        names.addAll(List.of(".env", "id_rsa", "id_ed25519", "credentials.json"));
      } else {
        // "never commit lock files", "… generated files": the names its globs give, as a
        // command line writes them (`**/*.snap` → `*.snap`, `**/generated/**` → `generated`,
        // which also stands for what is under it)
        kindGlobs(kind).stream()
            .filter(v -> !v.startsWith("!"))
            .map(v -> v.replaceFirst("^\\*\\*/", "").replaceFirst("/\\*\\*$", ""))
            .filter(
                v ->
                    !v.isEmpty()
                        && !v.replaceFirst("/\\*\\*$", "").contains("/")
                        && !names.contains(v))
            .forEach(names::add);
      }
    }
    // "never commit notebooks with outputs": which of them hold that no command line shows, so
    // committing one is asked about
    stageBans(names, soft || f.paths().isEmpty() && f.tokens().isEmpty() && kindQualified(f), out);
    if (f.subjects().contains("secret")) {
      out.add(secretsInWrites(s));
    }
  }

  /**
   * Whether a kind of file the frame names is narrowed by what it holds: "notebooks with outputs",
   * "images that are larger than 1 MB", "files containing credentials".
   */
  private static boolean kindQualified(Frame f) {
    for (Lexicon.Grounding g : Lexicon.get().groundings("files")) {
      if (!f.fileKinds().contains(g.name())) {
        continue;
      }
      for (String phrase : g.phrases()) {
        if (java.util.regex.Pattern.compile(
                "(?i)\\b"
                    + java.util.regex.Pattern.quote(phrase)
                    + "\\s+(with|containing|holding|that|which|whose|larger|bigger|over)\\b")
            .matcher(f.text())
            .find()) {
          return true;
        }
      }
    }
    return false;
  }

  private static final GatedPattern HAN_OUTSIDE_PATH =
      GatedPattern.compile("`[^`]+`\\s*(目录|文件夹)?\\s*(之外|以外)");

  /**
   * Whether a phrase of one of the frame's kinds stands right before the place, after the verb, an
   * article or a word that narrows nothing: "edit notebooks in `src/`", "any image files under
   * `docs/`" — not "old schema scripts in `db/`" (a kind narrowed to the place's files) nor a kind
   * named elsewhere in the sentence.
   */
  private static boolean kindRightBefore(Frame f, String place) {
    for (Lexicon.Grounding g : Lexicon.get().groundings("files")) {
      if (!f.fileKinds().contains(g.name())) {
        continue;
      }
      for (String phrase : g.phrases()) {
        if (phraseBeforePlace(
            f.text(),
            "(?i)(?:^|\\b(?:any|the|new|all|your|our|a|an|no|more|edit|edits|modify|change|touch"
                + "|commit|add|adding|delete|remove|create|creating|write|writing|check\\s+in"
                + "|store|save|put|putting|place|placing|push|upload|generate)\\s+)",
            phrase,
            place)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The extensions of the frame's kinds of file, as the names {@code *.ipynb} their globs give, or
   * none when a kind has no such glob (generated files, migrations: the files of those a place
   * names are the place's files).
   */
  private static List<String> kindExtensions(Frame f) {
    List<String> out = new ArrayList<>();
    for (String kind : f.fileKinds()) {
      List<String> names =
          kindGlobs(kind).stream()
              .filter(g -> g.matches("\\*\\*/\\*\\.[A-Za-z0-9]+"))
              .map(g -> g.substring(3))
              .toList();
      if (names.isEmpty()) {
        return List.of();
      }
      out.addAll(names);
    }
    return out;
  }

  /**
   * A verb of keeping or writing something somewhere whose object, before the place in code, is no
   * file: "store logic in `views/`", "save business rules in `templates/`", "write raw SQL in
   * `app/`" — not "store files", "save anything", "keep data", "write code", "write tests".
   */
  private static final GatedPattern STORED_CONTENT =
      GatedPattern.compile(
          "(?i)\\b(?:store|stores|storing|save|saves|saving|put|puts|putting|write|writes|writing)"
              + "\\s+(?!(?:any|the|new|your|our|these|those|such|large|big|temporary|temp)?\\s*"
              + "(?:files?|anything|everything|something|nothing|data|datasets?|outputs?|artifacts?"
              + "|results?|logs?|binaries|downloads?|dumps?|backups?|copies|scratch|caches?|code"
              + "|tests?|test\\s+files|specs?|modules?|components?|pages?|scripts?|docs"
              + "|documentation|to)\\b)"
              + "[a-z]+(?:\\s+[a-z]+){0,2}\\s+(?:in|into|under|inside|within)\\s+(?:the\\s+)?`");

  /**
   * Whether a file name in code is said to be the one at the top of the repository: "the root
   * `tsconfig.json`", "top-level `Makefile`", "`package.json` at the repository root".
   */
  private static boolean atRoot(String text, String name) {
    String q = java.util.regex.Pattern.quote(name);
    return java.util.regex.Pattern.compile(
            "(?i)\\b(?:root|top-level|top\\s+level)\\s+`"
                + q
                + "`|`"
                + q
                + "`\\s+(?:at|in)\\s+the\\s+(?:repo(?:sitory)?\\s+|project\\s+)?root\\b")
        .matcher(text)
        .find();
  }

  /** Whether a path is named as a place ("in `dist/`", "from `build/`"), not as an object. */
  private static boolean placedPath(Frame f) {
    return f.paths().stream().anyMatch(path -> placed(f, path));
  }

  /** The word right before a span in code, or "" when none stands there. */
  private static String wordBefore(Frame f, String span) {
    Prose p = Prose.of(f.text());
    int i = p.spans().indexOf(span);
    if (i < 0 && span.matches("\\*\\.[A-Za-z0-9.]+")) {
      // "in `.tf` files": the reader names the files by their glob, `*.tf`
      i = p.spans().indexOf(span.substring(1));
    }
    int w = p.spanWord(i);
    return w > 0 ? p.words().get(w - 1).text() : "";
  }

  /** Words that make what follows them a place. */
  private static final Set<String> PLACE_WORDS =
      Set.of("in", "inside", "within", "under", "from", "into");

  /** Words that may stand between a place word and the place: "into a Go file", "in any `.env`". */
  private static final Set<String> DETERMINERS =
      Set.of("a", "an", "any", "the", "our", "your", "this", "these", "those", "every", "each");

  /** A word that may join kinds of file named in a row: "or", "and", "file(s)", a language. */
  private static boolean joinedKind(String word) {
    return Set.of("or", "and", "file", "files").contains(word)
        || Lexicon.get().groundings("language").stream().anyMatch(g -> g.phrases().contains(word));
  }

  /**
   * Whether a path the reader grounded from words (a kind of file, as {@code groundings.tsv} names
   * it) or one in code after a determiner is named as a place: "into a Go file" ({@code **}{@code
   * /*.go}), "in Python files", "to any `.env` file".
   */
  private static boolean placedKind(Frame f, String path) {
    Prose p = Prose.of(f.text());
    List<Prose.Word> words = p.words();
    int at = p.spanWord(p.spans().indexOf(path));
    Set<Integer> named = new java.util.HashSet<>();
    if (at >= 0) {
      named.add(at);
    } else {
      for (String table : List.of("language", "files")) {
        for (Lexicon.Grounding g : Lexicon.get().groundings(table)) {
          if (!g.values().contains(path)) {
            continue;
          }
          for (int i = 0; i < words.size(); i++) {
            if (g.phrases().contains(words.get(i).text())) {
              named.add(i);
            }
          }
        }
      }
    }
    for (int i : named) {
      int j = i - 1;
      // ("into a Go file or a YAML file": back over the kind named first, to its place word)
      while (j >= 0
          && j >= i - 8
          && (DETERMINERS.contains(words.get(j).text()) || joinedKind(words.get(j).text()))) {
        j--;
      }
      if (j >= 0
          && (PLACE_WORDS.contains(words.get(j).text()) || words.get(j).text().equals("to"))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether one path is named as a place: right after in, inside, within, under, from, into; or in
   * Chinese between 在 and 中 (里, 内).
   */
  private static boolean placed(Frame f, String path) {
    return PLACE_WORDS.contains(wordBefore(f, path))
        || placedKind(f, path)
        // 在生产配置 `configs/prod.yaml` 中: 在 before the path, 中 (里, 内) after it
        || java.util.regex.Pattern.compile(
                "在[^，。；`]{0,12}`"
                    + java.util.regex.Pattern.quote(path)
                    + "`\\s*(?:文件)?\\s*(?:中|里|内)")
            .matcher(f.text())
            .find();
  }

  /**
   * "do not edit the sealed secrets in `k8s/secrets/`": secrets that a verb of change takes as its
   * object (after an article or a participle or two), in a place named after them, are files that
   * exist, kept from change where they lie; no content kept out of writes, as "never put secrets in
   * `config/`" is.
   */
  private static boolean secretsChanged(Frame f) {
    if (!f.subjects().contains("secret") || f.paths().stream().noneMatch(p -> placed(f, p))) {
      return false;
    }
    List<Prose.Word> words = Prose.of(f.text()).words();
    List<String> verbs = Lexicon.get().words("change-verb");
    List<String> secrets = Lexicon.get().words("object.secret");
    for (int i = 0; i < words.size(); i++) {
      if (!secrets.contains(words.get(i).text())) {
        continue;
      }
      for (int j = i - 1; j >= 0 && j >= i - 3; j--) {
        String w = words.get(j).text();
        if (verbs.contains(w)) {
          return true;
        }
        if (!Set.of("the", "any", "our", "these", "those", "existing", "all").contains(w)
            && !w.endsWith("ed")) {
          break;
        }
      }
    }
    return false;
  }

  /** "`console.log` statements", "`TODO` comments": inline code a code noun names as code. */
  private static boolean namedAsCode(String text, String token) {
    Prose p = Prose.of(text);
    int w = p.spanWord(p.spans().indexOf(token));
    return w < 0
        || w + 1 < p.words().size()
            && Lexicon.get().words("code-noun").contains(p.words().get(w + 1).text());
  }

  /** Staging or committing files of these names (or globs) is banned, or asked about. */
  private static void stageBans(List<String> names, boolean soft, List<Draft> out) {
    for (String name : names) {
      // a glob (`*.log`) stands for the names it matches as the command line writes them
      // (`logs/**/*.log`: `logs/a.log` as well as `logs/x/a.log`)
      String named =
          java.util.Arrays.stream(name.split("/\\*\\*/", -1))
              .map(
                  side ->
                      String.join(
                          "\\S*",
                          java.util.Arrays.stream(side.split("\\*\\*", -1))
                              .map(
                                  part ->
                                      String.join("[^\\s/]*", escapeEach(part.split("\\*", -1))))
                              .toList()))
              .collect(java.util.stream.Collectors.joining("/(\\S*/)?"));
      // a name without an extension may be a directory: it also stands for what is under it
      // (`dist` and `dist/app.js`)
      String under = name.matches(".*\\.[A-Za-z0-9]{1,8}") || name.endsWith("**") ? "" : "(/\\S*)?";
      String re = "(?s).*\\bgit\\s+(add|commit)\\b.*(^|[\\s/])" + named + under + "(\\s.*|$)";
      String when =
          "invokes(args.command, 'git add') && args.command matches "
              + lit(re)
              + " || invokes(args.command, 'git commit') && args.command matches "
              + lit(re);
      out.add(
          block(
              soft,
              BAN,
              "stage:" + name,
              "shell.exec",
              when,
              Map.of("command", "git add " + name),
              "`" + name + "` must not be committed"));
    }
  }

  private static final java.util.Set<String> EXCLUDING =
      java.util.Set.of("excluding", "except", "besides", "but", "without");

  /**
   * "Commit the work, excluding `tasks/*-plan.md` and `tasks/lessons.md`": the paths named after
   * the word that leaves them out are not to be committed.
   */
  private static List<String> excludedFromCommit(Frame f) {
    List<String> out = new ArrayList<>();
    Prose p = Prose.of(f.text());
    int from = -1;
    for (int i = 0; i < p.words().size(); i++) {
      if (EXCLUDING.contains(p.words().get(i).text())) {
        from = i;
        break;
      }
    }
    if (from < 0) {
      return out;
    }
    for (int i = 0; i < p.spans().size(); i++) {
      String span = p.spans().get(i);
      if (p.spanWord(i) > from && Paths.isPath(span)) {
        out.add(span.replaceFirst("^\\./", "").replaceAll("/$", ""));
      }
    }
    return out;
  }

  private static List<String> escapeEach(String[] parts) {
    return java.util.Arrays.stream(parts).map(DecisionTable::escape).toList();
  }

  /** Where a verbless ban puts secrets: "in code", "in the repo", "in source files". */
  private static final GatedPattern SECRET_IN_CODE =
      GatedPattern.compile(
          "(?i)\\b(in|into)\\s+(the\\s+|any\\s+)?(code|codebase|source|sources|source code|repo"
              + "|repository|files?|source files|commits?|config files?)\\b");

  /** Secrets written into files: known key formats and long literals given to secret names. */
  static Draft secretsInWrites(Statement s) {
    String pattern =
        "(?is).*(sk-[a-z0-9_-]{16,}|akia[0-9a-z]{16}|gh[pousr]_[a-z0-9]{30,}|xox[abpr]-[a-z0-9-]{10,}"
            + "|-----begin [a-z ]*private key-----"
            + "|(secret|token|password|passwd|api_?key|apikey|auth|credential)[a-z0-9_]*\\s*[:=]\\s*"
            + "([&\\w<>' ]{1,24}=\\s*)?[\"'][^\"'\\s]{12,}[\"']"
            + "|(print|console\\.log|log\\w*|logger\\.\\w+|fmt\\.print\\w*|println!?|eprintln!?"
            + "|(info|debug|warn|error|trace)!)\\s*\\(.*(secret|token|password|api_?key|apikey)).*";
    Constraint c =
        Constraint.of(
                "draft",
                ActionPattern.of("file.write"),
                new Effect.Assert(cond("!(args.content matches " + lit(pattern) + ")")))
            .withSeverity(Enforcement.ERROR)
            .withText("written files must not hold secrets", "read the secret from the environment")
            .withExamples(
                examples(
                    List.of(Map.of("path", "app.py", "content", "TOKEN = os.environ['APP_TOKEN']")),
                    List.of(
                        Map.of(
                            "path", "app.py", "content", "API_KEY = \"abcd1234efgh5678ijkl\""))));
    return draft(CONTENT, "secrets", c);
  }

  /**
   * "never use `unsafe` outside `src/ffi/`": files of the statement's (or the file's) language
   * outside the place, else any file outside it but prose, which may name the code it bans.
   */
  private static String outsideOf(List<String> place, Statement s, FileFacts facts) {
    List<String> language = languageOf(s, facts);
    return (language.isEmpty() ? "!" + anyGlob(PROSE, "") : anyGlob(language, ""))
        + " && !"
        + anyGlob(place, "");
  }

  /**
   * The pattern of the banned content kind whose own pattern the code written out matches: `from x
   * import *` is an example of a wildcard import, whatever module it names.
   */
  private static Optional<String> shownKind(String token) {
    if (!token.contains(" ")) {
      return Optional.empty();
    }
    for (Lexicon.ContentKind k : Lexicon.get().contentKinds()) {
      if (k.negative()
          && k.where().equals("named")
          && java.util.regex.Pattern.compile(k.forbidden()).matcher(token).matches()) {
        return Optional.of(k.forbidden());
      }
    }
    return Optional.empty();
  }

  /** Inline code of a content rule, and paths imported from ("never import from `src/db/`"). */
  private static List<String> contentTokens(Frame f) {
    List<String> out = new ArrayList<>(f.tokens());
    for (String p : f.paths()) {
      if ("import".equals(shapingVerb(f.text(), p))) {
        out.add(p);
      }
    }
    return out;
  }

  /** The characters operators are made of, as a character class body. */
  private static final String OPERATOR_CHARS = "=!<>&|+*/%^~?:-";

  /**
   * A time or a spot in the running program: "at import time", "at build time", "at runtime", "at
   * module level", "at startup", "on the hot path", "in tight loops", "inside a loop", "in the
   * event loop", "on the main thread", "in async code".
   */
  private static final GatedPattern WHEN_IN_PROGRAM =
      GatedPattern.compile(
          "(?i)\\b(?:at\\s+(?:[a-z-]+\\s+)?time|at\\s+runtime"
              + "|at\\s+(?:the\\s+)?(?:module|top|package|file|class)[- ]level"
              + "|at\\s+(?:startup|start-up|boot|load\\s+time)|on\\s+(?:the|a)\\s+hot\\s+paths?"
              + "|in\\s+(?:hot|tight)\\s+(?:paths?|loops?)|(?:inside|in)\\s+(?:a\\s+)?loops?"
              // "never use blocking I/O in the event loop", "… on the main thread"
              + "|(?:in|on|inside)\\s+the\\s+(?:event\\s+loop|(?:main|ui|render)\\s+thread)"
              + "|in\\s+async(?:hronous)?\\s+(?:code|functions?|handlers?|contexts?))\\b");

  /** A token that is an operator only: `==`, `!=`, `&&`, `??`, `:=`. */
  private static final GatedPattern OPERATOR = GatedPattern.compile("[=!<>&|+*/%^~?:-]{1,4}");

  /** Text holding the operator, not as part of a longer one: `==` is no part of `===`. */
  private static String operatorPattern(String token) {
    return "(?s)(.*[^" + OPERATOR_CHARS + "])?" + escape(token) + "([^" + OPERATOR_CHARS + "].*)?";
  }

  /** A participle of making, then "by" or "with", before code: "generated by `x`". */
  private static final GatedPattern MADE_BY =
      GatedPattern.compile(
          "(?i)\\b(?:generated|regenerated|produced|made|created|written|rendered|compiled|built"
              + "|owned|managed|maintained)\\s+(?:by|with|from|via|using)\\s*$");

  /** Whether code in the text stands right after a participle of making: "generated by `x`". */
  private static boolean madeBy(String text, String token) {
    int at = text.indexOf("`" + token + "`");
    return at > 0 && MADE_BY.matcher(text.substring(Math.max(0, at - 40), at)).find();
  }

  /** A verb of changing a value, then names in code: "change `minSdk` or `targetSdk`". */
  private static final String CHANGING =
      "(?i)\\b(change|changing|modify|modifying|edit|editing|bump|bumping|alter|altering|update"
          + "|updating|touch|touching|lower|lowering|raise|raising|rename|renaming)\\s+"
          + "(the\\s+)?(`[^`]+`\\s*(,|or|and|,\\s*or|,\\s*and)\\s*)*`";

  /**
   * Whether the rule changes the name rather than using it ("do not change `minSdk`"): a value the
   * code already holds, not code that written files must not hold.
   */
  private static boolean changedName(String text, String token) {
    return java.util.regex.Pattern.compile(CHANGING + java.util.regex.Pattern.quote(token) + "`")
        .matcher(text)
        .find();
  }

  /**
   * A plural noun and a modal opening a ban: "Handlers must not …", "React components should never
   * …" (group 1 the noun).
   */
  private static final GatedPattern SUBJECT_BANNED =
      GatedPattern.compile(
          "(?i)^\\W*(?:the\\s+|all\\s+|our\\s+)?(?:[a-z][\\w-]*\\s+){0,2}([a-z][\\w-]*s)\\s+"
              + "(?:(?:must|should|shall|may|can)(?:\\s+not|n['’]t)?\\s+|cannot\\s+|never\\s+)");

  /** Subjects a ban names that hold all written code, or the agent: no kind of code singled out. */
  private static final Set<String> WHOLE_SUBJECTS =
      Set.of(
          "agents",
          "assistants",
          "bots",
          "contributors",
          "developers",
          "humans",
          "people",
          "files",
          "sources",
          "modules",
          "scripts",
          "changes",
          "commits",
          "edits",
          "prs",
          "projects",
          "packages",
          "crates",
          "libraries");

  /**
   * Whether a ban's subject singles out a kind of code the reader cannot ground in paths ("Handlers
   * must not import `database/sql` directly"): no write shows whether it holds that kind, as the
   * modules that may import it lie elsewhere.
   */
  static boolean narrowSubject(String text) {
    java.util.regex.Matcher m = SUBJECT_BANNED.matcher(text);
    return m.find() && !WHOLE_SUBJECTS.contains(m.group(1).toLowerCase(java.util.Locale.ROOT));
  }

  /** "no `console.log`", "never use `any`": inline code that written files must not hold. */
  private static void content(
      Frame f, Statement s, FileFacts facts, boolean soft, List<Draft> out, boolean inCode) {
    if (f.subjects().contains("title") || f.subjects().contains("message")) {
      // "write PR titles with no `fix:` prefix": the code is what a title or message holds, not
      // what written files hold
      return;
    }
    // "do not use `any` unless asked": no write shows whether the case holds, so the check warns;
    // so does a time or a spot in the program the code runs at ("never call `Variable.get` at
    // import time", "no `fetch` inside loops"), which the file's text alone does not show
    boolean warn =
        soft || UNLESS.matcher(f.text()).find() || WHEN_IN_PROGRAM.matcher(f.text()).find();
    for (String token : contentTokens(f)) {
      if (token.length() < 2 || token.contains("\n") || token.length() > 60) {
        continue;
      }
      if (changedName(f.text(), token)) {
        // "do not change `minSdk`": the file already holds it
        continue;
      }
      if (madeBy(f.text(), token)) {
        // "do not edit `models/*.sql` generated by `dbt-codegen`": the tool that makes the files,
        // which written code may well name
        continue;
      }
      String shape = shapingVerb(f.text(), token);
      // "import from `apps/*`": the modules under a directory, as "from `apps/`"
      String module = shape != null ? token.replaceFirst("/\\*+$", "/") : token;
      // ("`#build/`", "`~/server`": a package's subpath import and an alias of the source root)
      boolean shaped = shape != null && module.matches("[@#~]?[\\w.:/-]*\\w/?");
      if (!inCode
          && !shaped
          && !codeLike(token)
          && !token.matches("[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*")) {
        // "do not use `X`" without a word about code: only what is plainly code counts, or a
        // camel-case name (`innerHTML`: no program, file or product is spelt so)
        continue;
      }
      if (!directObject(f.text(), token)) {
        continue;
      }
      boolean word = token.matches("[A-Za-z_][A-Za-z0-9_]*");
      String re =
          shaped
              ? shapedPattern(shape, module.replaceAll("/$", ""))
              : word
                  ? codeWord(token)
                  : token.matches("[\\w.:!]+\\(\\)")
                      // `time.sleep()` names the call, whatever its arguments (`print()` is
                      // not `fingerprint(`)
                      ? (token.matches("\\w.*") ? "(?s)(.*\\W)?" : "(?s).*")
                          + escape(token.substring(0, token.length() - 2))
                          + "\\s*\\(.*"
                      : TAG.matcher(token).matches()
                          ? tagPattern(token)
                          : OPERATOR.matcher(token).matches()
                              // `==` is no part of `===` or `!==`: an operator stands between
                              // characters that are not operator characters
                              ? operatorPattern(token)
                              : shownKind(token)
                                  // "avoid `from x import *`": an example of a kind of code
                                  // the content kinds know, which stands for every such line
                                  // (a name is no part of a longer one: `println!` is not
                                  // in `eprintln!`)
                                  .orElse(
                                      (token.matches("\\w.*") ? "(?s)(.*\\W)?" : "(?s).*")
                                          + elided(token)
                                          + ".*");
      // a path written in a nested file is taken from that file's directory
      List<String> place =
          placeOf(f.text(), token).stream()
              .map(g -> g.startsWith("**") ? g : s.baseDir() + g)
              // "inside `libs/*`": what is under each directory there
              .map(g -> g.endsWith("/*") ? g + "*" : g)
              .toList();
      List<String> globs = place.isEmpty() ? languageOf(s) : place;
      if (globs.isEmpty() && token.matches("(?s).*\\s(\\||&&)\\s.*")) {
        // "no `curl … | sh`": a command line piped or chained, run in a shell, which no file
        // named by no place is kept from holding (a guide may show it)
        continue;
      }
      if ((word || !codeLike(token) || token.matches("[A-Za-z_]\\w*\\(\\)"))
          && globs.isEmpty()
          && opensWithBan(s)
          && plainBan(f.text(), token)) {
        // "never use `eval`" in a file about one language: that language's files (and "no bare
        // `except:`", code of no plain shape, and "no `init()` functions", a name called bare)
        globs = facts.language();
      }
      boolean construct =
          word
              && java.util.regex.Pattern.compile(
                      "(?i)`"
                          + java.util.regex.Pattern.quote(token)
                          + "`\\s+("
                          + CODE_NOUNS
                          + ")\\b")
                  .matcher(f.text())
                  .find();
      if (word
          && !shaped
          && globs.isEmpty()
          && !construct
          && !token.matches("(?=.{4,})(.*[a-z][A-Z].*|.*_.*)")) {
        // a bare word such as `any` is code only in files of the language the rule is about; a
        // name such as `LEGACY_FLAG` or `parseConfig` is code anywhere, and so is a word the text
        // calls a statement, call or keyword ("`debugger` statements"), outside prose files
        continue;
      }
      // "no `console.log` in committed code": prose files may show or name code (a guide's
      // example, a changelog's "removed `console.log` calls"), and only code is ruled on
      boolean proseToo = !(construct && globs.isEmpty()) && !codeLike(token);
      boolean outside = !place.isEmpty() && outsidePlace(f.text(), token);
      String when =
          globs.isEmpty()
              // prose may name a module it tells code not to import
              ? "import".equals(shape) || !proseToo ? "!" + anyGlob(PROSE, "") : null
              : outside
                  ? outsideOf(globs, s, facts)
                  : word && !place.isEmpty()
                      // "never use `panic` in `internal/api/`": the code there, not its README
                      ? anyGlob(globs, "") + " && !" + anyGlob(PROSE, "")
                      : anyGlob(globs, "");
      if (place.isEmpty() && NOT_TESTS.matcher(f.text()).find()) {
        // "never use `println!` in library code": tests may
        String tests = "!" + anyGlob(placeGlobs("tests"), "");
        when = when == null ? tests : when + " && " + tests;
      }
      List<String> allowedIn = allowedIn(s.fullText(), token, s);
      if (!allowedIn.isEmpty()) {
        // "…; `print` is fine in `scripts/`": the files there keep it
        String there = "!(" + String.join(" || ", allowedIn) + ")";
        when = when == null ? there : when + " && " + there;
      }
      Constraint c =
          Constraint.of(
                  "draft",
                  ActionPattern.of("file.write"),
                  new Effect.Assert(cond("!(args.content matches " + lit(re) + ")")))
              // ("Handlers must not import `database/sql`": the code of a kind no place grounds,
              // which a write elsewhere may well hold)
              .withSeverity(
                  warn || place.isEmpty() && narrowSubject(f.text())
                      ? Enforcement.WARN
                      : Enforcement.ERROR)
              .withText(
                  "written code must not " + (shape == null ? "use" : shape) + " `" + token + "`",
                  null);
      if (when != null) {
        c = c.withWhen(cond(when));
      }
      String path =
          outside
              // a file of the language, in a directory no place names
              ? languageOf(s, facts).stream()
                  .findFirst()
                  .map(g -> g.replace("**/", "elsewhere/").replace("*", "x"))
                  .orElse("elsewhere/x.ts")
              : globs.isEmpty()
                  ? "import".equals(shape) || !proseToo ? "src/x.ts" : "src/x.txt"
                  : globs.get(0).replace("**/", "x/").replace("*", "x");
      c =
          c.withExamples(
              examples(
                  List.of(Map.of("path", path, "content", "ok")),
                  List.of(
                      Map.of("path", path, "content", shapedUse(shaped ? shape : null, token)))));
      out.add(draft(CONTENT, token, c));
    }
  }

  static final java.util.Set<String> CONTENT_VERBS =
      java.util.Set.of(
          "use",
          "using",
          "write",
          "writing",
          "add",
          "adding",
          "import",
          "importing",
          "call",
          "calling",
          "include",
          "including",
          "introduce",
          "put",
          "hardcode",
          "leave",
          "commit",
          "no",
          "avoid",
          "never",
          "nor",
          "or");

  /** Adjectives that single out some uses of a name: "bare `except`", "broad `catch`". */
  private static final java.util.Set<String> NARROWING =
      java.util.Set.of(
          "bare",
          "naked",
          "blanket",
          "broad",
          "empty",
          "raw",
          "unnecessary",
          "unused",
          "excessive",
          "nested",
          "deep",
          "long",
          "large",
          "unchecked",
          "untyped",
          "implicit",
          "redundant",
          "unbounded");

  private static final java.util.Set<String> QUALIFIERS =
      java.util.Set.of(
          "in", "inside", "within", "for", "outside", "except", "unless", "when", "on", "during",
          "after", "before", "to", "from", "if", "without", "with", "as", "where", "against");
  private static final java.util.Set<String> PREFERRED =
      java.util.Set.of("just", "only", "instead", "rather", "but", "prefer");
  private static final java.util.Set<String> GENERAL_PLACES =
      java.util.Set.of(
          "code",
          "files",
          "file",
          "source",
          "sources",
          "the",
          "any",
          "your",
          "new",
          "production",
          "codebase",
          "repo",
          "repository",
          "project");

  /**
   * "Never use `eval`", "no `any` types", "avoid `var`": the code word right after the ban's verb
   * and ending its clause (or followed by a word that names it as code), with nothing replaced.
   */
  private static boolean plainBan(String text, String token) {
    Prose p = Prose.of(text);
    if (p.han() && hanUnseenPlace(text, token)) {
      return false;
    }
    if (p.han()) {
      // 不要使用 `panic`, 不要在代码里使用 `panic`: a verb of putting code right before it, and
      // nothing after it but a stop or a word for code
      int at = text.indexOf("`" + token + "`");
      return at >= 0
          && HAN_CONTENT_VERB.matcher(text.substring(0, at).strip()).find()
          && HAN_PLAIN_AFTER.matcher(text.substring(at + token.length() + 2).strip()).matches();
    }
    int w = wordOf(p, token);
    if (w < 1 || REPLACING_MARK.matcher(p.text()).find()) {
      return false;
    }
    int lead = w - 1;
    if (java.util.Set.of("the", "a", "an").contains(p.words().get(lead).text()) && lead >= 1) {
      // "do not use the `any` type": the article before the code
      lead--;
    }
    String before = p.words().get(lead).text();
    if (NARROWING.contains(before) && lead >= 1) {
      // "no bare `except:`": the adjective says which uses, the code says them as written
      before = p.words().get(lead - 1).text();
    }
    if (!java.util.Set.of("use", "using", "no", "avoid", "never", "add", "write", "introduce")
        .contains(before)) {
      return false;
    }
    if (w + 1 >= p.words().size()) {
      return true;
    }
    String between = p.text().substring(p.words().get(w).at(), p.words().get(w + 1).at());
    return between.matches(".*[;.,:)(].*")
        || Lexicon.get().words("code-noun").contains(p.words().get(w + 1).text())
        // "never use `panic` in code", "… in library code": the code is where it is banned
        || IN_CODE.matcher(p.text().substring(p.words().get(w + 1).at())).matches()
        // "don't use `print` for debugging in committed code": what it would be used for, then
        // perhaps the code it is banned in
        || DEBUGGING_USE.matcher(p.text().substring(p.words().get(w + 1).at())).matches()
        // "never use `unsafe` outside `crates/ffi/`" (or "outside of"): a place in code, read by
        // the content row
        || w + 2 < p.words().size()
            && java.util.Set.of("in", "inside", "within", "under", "outside")
                .contains(p.words().get(w + 1).text())
            && (p.words().get(w + 2).text().startsWith("§")
                || p.words().get(w + 1).text().equals("outside")
                    && p.words().get(w + 2).text().equals("of")
                    && w + 3 < p.words().size()
                    && p.words().get(w + 3).text().startsWith("§"))
        // "do not use `any` unless there is no alternative": the exception is weighed by the row
        // that reads it (a case no call shows softens the ban)
        || java.util.Set.of("unless", "except").contains(p.words().get(w + 1).text());
  }

  /** 在测试中, 在单元测试里, 在测试代码中: the test code (a place "in tests" names). */
  private static final GatedPattern HAN_TESTS =
      GatedPattern.compile("在\\s*(?:单元|集成)?测试(?:代码|文件|用例)?\\s*(?:中|里|内)");

  /**
   * A place said in Chinese before the code: 在组件中, 在测试里 (group 1), or a topic opening the clause
   * before its ban, 组件中不要 … (group 2).
   */
  private static final GatedPattern HAN_PLACE =
      GatedPattern.compile(
          "在\\s*([^，,。；;`在]{1,14}?)\\s*(?:中|里|内|上)"
              + "|^[\\s\\p{P}&&[^`]]*([^，,。；;`\\s在][^，,。；;`在]{0,11}?)\\s*(?:中|里|内)\\s*"
              + "(?=不|禁|别|严禁|请勿|切勿)");

  /** Words of code in general before 代码 in a Chinese place: 新代码, 生产代码, 提交的代码. */
  private static final java.util.Set<String> HAN_ALL_CODE =
      java.util.Set.of("", "新", "新的", "生产", "所有", "所有的", "项目", "提交的", "任何");

  /**
   * Whether a Chinese ban of code names a place before it that no write shows: 不要在组件中直接调用 `fetch`
   * (components, which no path tells apart; nor is 测试 read as test files). Code in general (代码, 源码,
   * 新代码, 项目, 仓库) or of a language (TypeScript 代码) is everywhere. With no token, the whole text is
   * read.
   */
  static boolean hanUnseenPlace(String text, String token) {
    if (HAN_TESTS.matcher(text).find()) {
      // 在测试中: test code, a place writes show
      return false;
    }
    int at = token.isEmpty() ? -1 : text.indexOf("`" + token + "`");
    java.util.regex.Matcher m = HAN_PLACE.matcher(at < 0 ? text : text.substring(0, at));
    while (m.find()) {
      String place = (m.group(1) != null ? m.group(1) : m.group(2)).replace(" ", "");
      String head =
          place.endsWith("代码") || place.endsWith("源码")
              ? place.substring(0, place.length() - 2)
              : place.endsWith("源代码") ? place.substring(0, place.length() - 3) : null;
      boolean everywhere =
          head != null && (HAN_ALL_CODE.contains(head) || head.matches("[A-Za-z+#.]+"))
              || java.util.Set.of("项目", "仓库", "代码库", "任何地方", "整个项目").contains(place);
      if (!everywhere) {
        return true;
      }
    }
    return false;
  }

  /** A place in written code: "in code", "in production code", "from the server code". */
  static final String CODE_PLACE =
      "(?:in|inside|within|from)\\s+(?:the\\s+|our\\s+|any\\s+)?(?:[\\w-]+\\s+)?"
          + "(?:code|codebase|source|sources)\\b";

  /**
   * "for debugging", "for debug output", "for diagnostics" and perhaps "in committed code": the
   * rest of a clause.
   */
  private static final GatedPattern DEBUGGING_USE =
      GatedPattern.compile(
          "(?i)for\\s+(debugging|debug\\s+output|logging|diagnostics|tracing|troubleshooting)\\s*"
              + "(?:"
              + CODE_PLACE
              + ")?\\W*");

  /** "in code", "in production code", "anywhere in the codebase": the rest of a clause. */
  private static final GatedPattern IN_CODE =
      GatedPattern.compile("(?i)(anywhere\\s+)?" + CODE_PLACE + "\\W*");

  /**
   * After a banned span in Chinese: a stop, a word for code ("`x` 语句"), or what the code would be
   * for ("`print` 调试").
   */
  private static final GatedPattern HAN_PLAIN_AFTER =
      GatedPattern.compile(
          "[。；;，,.！!]*|[，,；;].*|的?\\s*(代码|函数|语句|调用|关键字|方法|类型)([，,；;].*|\\W*)"
              // 使用 `print` 调试: what the code would be for, which narrows nothing
              + "|(?:来|进行)?\\s*(?:调试|打印日志|输出日志|记录日志)([，,；;].*|\\W*)");

  /**
   * "Never use `eval`", "No `any`", "Avoid `var`": a statement that is a ban from its first word.
   */
  private static boolean opensWithBan(Statement s) {
    Prose p = Prose.of(s.text());
    if (p.words().isEmpty()) {
      return false;
    }
    String first = p.words().get(0).text();
    // "Do not use `x`", "Please, never use `x`", "You must not use `x`": only openers before it
    return first.equals("avoid")
        || p.find("negation").stream()
            .anyMatch(
                h ->
                    h.word() <= 2
                            && p.words().subList(0, h.word()).stream()
                                .allMatch(w -> BAN_OPENERS.contains(w.text()))
                        || h.word() <= 4
                            && p.words().subList(0, h.word()).stream()
                                .anyMatch(w -> w.text().equals("code"))
                            && p.words().subList(0, h.word()).stream()
                                .allMatch(
                                    w ->
                                        BAN_OPENERS.contains(w.text())
                                            || CODE_SUBJECTS.contains(w.text())));
  }

  /** Words that may stand before the negation of a statement that opens with a ban. */
  private static final java.util.Set<String> BAN_OPENERS =
      java.util.Set.of("please", "also", "and", "but", "you", "we", "do", "must", "should");

  /**
   * "Code must not use `x`", "New code should never call `x`": the code written is the subject of
   * the ban, as the agent is in "you must not use `x`".
   */
  private static final java.util.Set<String> CODE_SUBJECTS =
      java.util.Set.of("code", "new", "all", "our", "the", "library", "production", "source");

  private static final GatedPattern REPLACING_MARK =
      GatedPattern.compile("\\b(instead of|rather than|in place of|over)\\b|\\bnot\\s+§");

  /** Chinese verbs of putting code in a file, at the end of the text before the code. */
  private static final GatedPattern HAN_CONTENT_VERB =
      GatedPattern.compile("(使用|用|引入|添加|写|调用|导入|包含|出现)$");

  /**
   * Inline code as a pattern, an ellipsis standing for whatever is written there on the line:
   * {@code #[allow(...)]} is any {@code #[allow(…)]}.
   */
  private static String elided(String token) {
    String[] parts = token.split("\\.\\.\\.|…", -1);
    if (parts.length == 1 || String.join("", parts).isBlank()) {
      return escape(token);
    }
    List<String> escaped = new ArrayList<>();
    for (String part : parts) {
      escaped.add(escape(part));
    }
    return String.join("[^\\n]*", escaped);
  }

  /** A verb of silencing a check, then its means: "suppress errors with", "disable lint via". */
  private static final GatedPattern SILENCED_WITH =
      GatedPattern.compile(
          "(?i)\\b(suppress\\w*|silenc\\w*|disabl\\w*|mut(e|es|ing)|hid(e|es|ing)|weaken\\w*"
              + "|loosen\\w*|bypass\\w*|circumvent\\w*)\\b[^.;:§]{0,40}"
              + "\\b(with|using|via|by adding)\\s*$");

  /** Words that join the code spans of a list: "`a`, `b` and `c`". */
  private static final java.util.Set<String> LIST_JOINERS = java.util.Set.of("and", "or", "nor");

  /** The verbs that join a subject in code to its ban ("`eval()` is banned"). */
  private static final java.util.Set<String> COPULAS =
      java.util.Set.of("is", "are", "must", "may", "should", "shall", "can");

  /**
   * A clause that is only code and perhaps a place after it, with no verb: "`console.log` in
   * committed code" (a ban only where something else — a heading over bans — gives the negation).
   */
  private static boolean nounPhrase(Prose p) {
    List<Prose.Word> ws = p.words();
    if (ws.size() == 1) {
      return true;
    }
    if (!QUALIFIERS.contains(ws.get(1).text()) || ws.size() > 6) {
      return false;
    }
    for (int i = 2; i < ws.size(); i++) {
      String x = ws.get(i).text();
      if (COPULAS.contains(x) || !x.matches("[a-z'-]+|§\\d+")) {
        return false;
      }
    }
    return true;
  }

  /**
   * "`unwrap()` and `expect()` are not allowed", "`eval()` is forbidden": the code opens the clause
   * as the subject of a ban, alone or in a list of code.
   */
  private static boolean subjectOfBan(Prose p, int w) {
    if (w == 0 && nounPhrase(p)) {
      // "`console.log` in committed code" under "## Don'ts": the item is the thing banned
      return true;
    }
    List<Prose.Word> ws = p.words();
    for (int i = 0; i < w; i++) {
      if (!ws.get(i).text().startsWith("§") && !LIST_JOINERS.contains(ws.get(i).text())) {
        return false;
      }
    }
    int i = w + 1;
    while (i < ws.size()
        && (ws.get(i).text().startsWith("§") || LIST_JOINERS.contains(ws.get(i).text()))) {
      i++;
    }
    if (i < ws.size() && QUALIFIERS.contains(ws.get(i).text())) {
      // "`console.log` in committed code is forbidden": a place between the code and its verb
      int place = i;
      while (i < ws.size() && i <= place + 4 && !COPULAS.contains(ws.get(i).text())) {
        i++;
      }
    }
    if (i >= ws.size() || !COPULAS.contains(ws.get(i).text())) {
      return false;
    }
    int copula = i;
    return p.find("negation").stream().anyMatch(h -> h.word() > copula && h.word() <= copula + 2);
  }

  /**
   * Whether inline code is what the rule bans ("never use `X`", "no `X`"), and bans it everywhere
   * ("in code", "in any file"), rather than in a place the reader cannot see ("in subtests",
   * "outside request payloads", "from `github.event`").
   */
  private static boolean directObject(String text, String token) {
    Prose p = Prose.of(text);
    int w = wordOf(p, token);
    if (w < 0 || p.han() && hanUnseenPlace(text, token)) {
      return false;
    }
    if (w > 0
        && token.matches("[A-Za-z_][A-Za-z0-9_]*")
        && NARROWING.contains(p.words().get(w - 1).text())
        && shapingVerb(text, token) == null) {
      // "no bare `except` clauses", "avoid broad `catch` blocks": some uses of the name, which
      // the name alone does not tell apart (not "raise bare `Exception`": the class itself)
      return false;
    }
    // "code related to `X`": the code the rule is about holds X
    boolean verb =
        shapingVerb(text, token) != null
            || w >= 2
                && p.words().get(w - 1).text().equals("to")
                && java.util.Set.of("related", "relating", "referring")
                    .contains(p.words().get(w - 2).text());
    if (!verb) {
      // "never suppress type errors with `@ts-ignore`": the means of silencing a check is what
      // written code must not hold
      verb = SILENCED_WITH.matcher(p.text().substring(0, p.words().get(w).at())).find();
    }
    if (!verb) {
      verb = subjectOfBan(p, w);
    }
    if (!verb
        && w >= 1
        && codeLike(token)
        && Lexicon.get().words("negation").contains(p.words().get(w - 1).text())
        && (w + 1 == p.words().size()
            || IN_CODE
                .matcher(
                    p.text()
                        .substring(p.words().get(w).at() + p.words().get(w).text().length())
                        .strip())
                .lookingAt())) {
      // "don't `console.log` in committed code": the code stands for its own use, in the verb's
      // place
      verb = true;
    }
    if (!verb && p.han()) {
      // 不要使用 `any`, 禁止引入 `lodash`: a Chinese verb of using right before the code
      String before = p.text().substring(0, p.words().get(w).at()).stripTrailing();
      verb = HAN_CONTENT_VERB.matcher(before).find();
    }
    for (int i = w - 1; !verb && i >= Math.max(0, w - 4); i--) {
      String x = p.words().get(i).text();
      if (CONTENT_VERBS.contains(x) || SHAPING_VERBS.containsKey(x) || x.startsWith("§")) {
        verb = true;
        break;
      }
      if (!x.matches("[a-z'-]+") || QUALIFIERS.contains(x) || PREFERRED.contains(x)) {
        // "don't use `FooStatus` in package `foo`, just `Status`": what to write instead
        break;
      }
    }
    if (!verb) {
      return false;
    }
    int end = p.words().size();
    for (int i = w + 1; i < end; i++) {
      String x = p.words().get(i).text();
      if (x.startsWith("§")) {
        continue;
      }
      if (QUALIFIERS.contains(x)
          // ("never leave `x` calls in": a particle that ends the clause names no place)
          && i + 1 < end
          && !generalPlace(p, i + 1)
          && placeAt(p, i).isEmpty()
          // ("except in tests": a place kept out of the ban)
          && !(java.util.Set.of("except", "besides").contains(x)
              && i + 1 < end
              && !placeAt(p, i + 1).isEmpty())
          && !(x.equals("for")
              && i + 1 < end
              && (p.words().get(i + 1).text().endsWith("ing")
                  || DEBUGGING_USE.matcher(p.text().substring(p.words().get(i).at())).lookingAt()))
          // ("to silence warnings": what the code would be for, an infinitive, no place)
          && !(x.equals("to")
              && i + 1 < end
              && io.contextcov.compiler.statements.ModalityDetector.isImperative(
                  p.words().get(i + 1).text()))
          // ("unless there is no other way": a case no write shows, which makes the rule a
          // softer one rather than a narrower one)
          && !x.equals("unless")) {
        // ("for debugging" is what the code would be for, which narrows nothing a write shows)
        return false;
      }
      String between = p.text().substring(p.words().get(i - 1).at(), p.words().get(i).at());
      if (between.contains(";") || between.contains(".") && !between.contains("..")) {
        break;
      }
    }
    return true;
  }

  /**
   * "in tests", "to the docs", "inside migration files": the globs of the files a place word names
   * right after the word at {@code at} (in, inside, within, under, to, from), else none.
   */
  static List<String> placeAt(Prose p, int at) {
    return placeAt(p, at, true);
  }

  /** {@link #placeAt(Prose, int)}, with or without paths written in code. */
  private static List<String> placeAt(Prose p, int at, boolean paths) {
    if (!java.util.Set.of("in", "inside", "within", "under", "into", "to", "from", "outside")
        .contains(p.words().get(at).text())) {
      return List.of();
    }
    int from = at + 1;
    if (p.words().get(at).text().equals("outside")
        && from < p.words().size()
        && p.words().get(from).text().equals("of")) {
      from++;
    }
    // ("in committed tests": the tests, committed or not, which no write tells apart)
    while (from + 1 < p.words().size()
        && (java.util.Set.of(
                    "the",
                    "any",
                    "all",
                    "new",
                    "your",
                    "our",
                    "existing",
                    "committed",
                    "checked-in")
                .contains(p.words().get(from).text())
            || languageWord(p.words().get(from).text()))) {
      // "in Java tests": the tests, whatever their language
      from++;
    }
    String w = p.words().get(Math.min(from, p.words().size() - 1)).text();
    if (paths && from < p.words().size() && w.matches("§\\d+")) {
      // "outside of `cmd/`", "in `internal/`": a path written in code is the place
      String span = p.spans().get(Integer.parseInt(w.substring(1)));
      if (span.matches("\\.[A-Za-z0-9]{1,10}")
          && !Paths.dotfile(span)
          && from + 1 < p.words().size()
          && FrameReader.EXTENSION_NOUN.matcher(p.words().get(from + 1).text()).matches()) {
        // "in `.sh` files": files with that extension
        return List.of("**/*" + span);
      }
      return Paths.isPath(span) && !span.startsWith("~") && !span.startsWith("/")
          ? Paths.globs(span)
          : List.of();
    }
    return kindAt(p, from);
  }

  /** The globs of the kind of file or place a phrase at word {@code from} names ("test files"). */
  private static List<String> kindAt(Prose p, int from) {
    for (String table : List.of("place", "files")) {
      for (Lexicon.Grounding g : Lexicon.get().groundings(table)) {
        for (String phrase : g.phrases()) {
          int n = phrase.split(" ").length;
          if (!phrase.startsWith(".") && p.phraseIn(phrase, from, from + n)) {
            return g.values().stream().filter(v -> !v.startsWith("!")).toList();
          }
        }
      }
    }
    return List.of();
  }

  /**
   * The places in code a statement says {@code token} is fine in ("`print` is fine in `scripts/`",
   * "`unwrap()` is OK in `examples/` and `benches/`"), as conditions on a written path.
   */
  private static List<String> allowedIn(String text, String token, Statement s) {
    List<String> out = new ArrayList<>();
    java.util.regex.Matcher m = ALLOWED_IN.matcher(text);
    while (m.find()) {
      if (!m.group(1).equals(token)) {
        continue;
      }
      for (String place : Prose.of(m.group(2)).spans()) {
        if (Paths.isPath(place) && !place.startsWith("/") && !place.startsWith("~")) {
          out.add(Paths.condition(place, s.baseDir()));
        }
      }
    }
    return out;
  }

  /** "`x` is fine/OK/allowed in `a/` (and `b/`)": group 1 the code, group 2 the places. */
  private static final GatedPattern ALLOWED_IN =
      GatedPattern.compile(
          "(?i)`([^`]+)`\\s+is\\s+(?:fine|ok|okay|allowed|acceptable|permitted)\\s+in\\s+"
              + "(`[^`]+`(?:\\s*(?:,|and|or|, and)\\s*`[^`]+`)*)");

  /** Code that is not tests: "library code", "production code", "non-test code". */
  static final GatedPattern NOT_TESTS =
      GatedPattern.compile(
          "(?i)\\b(library|production|prod|non-test|application|app|runtime|shipped)"
              + "( [a-z+#]+)? (code|sources?|files?|crates?|packages?|modules?)\\b");

  private static List<String> placeGlobs(String name) {
    return Lexicon.get().groundings("place").stream()
        .filter(g -> g.name().equals(name))
        .findFirst()
        .orElseThrow()
        .values();
  }

  /**
   * Whether the text names a kind of place code goes ("in tests", "inside migration files"), not a
   * path.
   */
  private static boolean namesPlace(String text) {
    Prose p = Prose.of(text);
    for (int i = 0; i < p.words().size(); i++) {
      if (!placeAt(p, i, false).isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /** Whether "in tests" follows {@code token} right away: the rule is about test code. */
  private static boolean inTests(String text, String token) {
    Prose p = Prose.of(text);
    int w = wordOf(p, token);
    return w >= 0
        && w + 1 < p.words().size()
        // ("don't write to `data/` from tests": what test code does)
        && java.util.Set.of("in", "inside", "within", "from").contains(p.words().get(w + 1).text())
        && placeAt(p, w + 1).equals(placeGlobs("tests"));
  }

  /**
   * "don't read `data/raw/` directly from a notebook", "never write to `/tmp` in scripts": a path
   * acted on from inside a kind of file the frame names (perhaps after an adverb, and an article
   * before the kind) is what the code in those files does, no call of the agent's.
   */
  private static boolean actedFromFiles(Frame f) {
    if (f.fileKinds().isEmpty() || f.paths().isEmpty()) {
      return false;
    }
    Set<String> kindWords = new java.util.HashSet<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings("files")) {
      if (f.fileKinds().contains(g.name())) {
        kindWords.addAll(g.phrases());
      }
    }
    Prose p = Prose.of(f.text());
    int size = p.words().size();
    for (String path : f.paths()) {
      int i = wordOf(p, path) + 1;
      if (i <= 0) {
        continue;
      }
      if (i < size && p.words().get(i).text().endsWith("ly")) {
        i++;
      }
      if (i + 1 >= size
          || !Set.of("from", "in", "inside", "within").contains(p.words().get(i).text())) {
        continue;
      }
      i++;
      if (i + 1 < size
          && Set.of("a", "an", "the", "any", "your", "our").contains(p.words().get(i).text())) {
        i++;
      }
      if (kindWords.contains(p.words().get(i).text())) {
        return true;
      }
    }
    return false;
  }

  /** Whether a word names a programming language ("java", "go", "python"). */
  private static boolean languageWord(String w) {
    for (Lexicon.Grounding g : Lexicon.get().groundings("language")) {
      if (!w.startsWith(".") && g.phrases().contains(w)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the place after {@code token} is one code must stay out of ("outside of tests"). */
  private static boolean outsidePlace(String text, String token) {
    Prose p = Prose.of(text);
    int at = placeWord(p, token);
    return at >= 0
        && (p.words().get(at).text().equals("outside")
            || at > 0
                && java.util.Set.of("except", "besides").contains(p.words().get(at - 1).text()));
  }

  /**
   * Verbs that say how code uses a name, so that the name is banned in that use only: a class
   * caught or raised, a module imported.
   */
  private static final Map<String, String> SHAPING_VERBS =
      Map.of(
          "catch",
          "catch",
          "catching",
          "catch",
          "raise",
          "raise",
          "raising",
          "raise",
          "throw",
          "raise",
          "throwing",
          "raise",
          "import",
          "import",
          "importing",
          "import");

  /** The index of the word standing for inline code {@code token}, else -1. */
  private static int wordOf(Prose p, String token) {
    int span = p.spans().indexOf(token);
    return span < 0 ? -1 : p.spanWord(span);
  }

  /** "never catch bare `Exception`", "don't import from `src/internal`": the shaping verb. */
  private static String shapingVerb(String text, String token) {
    Prose p = Prose.of(text);
    int w = wordOf(p, token);
    int words = 0;
    for (int i = w - 1; w >= 0 && i >= 0 && words < 3; i--) {
      String x = p.words().get(i).text();
      if (SHAPING_VERBS.containsKey(x)) {
        return SHAPING_VERBS.get(x);
      }
      if (x.matches("§\\d+|or|and|nor") && words == 0) {
        // "catch `Exception` or `Throwable`": the verb before a list of code shapes each name
        continue;
      }
      if (!x.matches("[a-z'-]+")) {
        break;
      }
      words++;
    }
    return null;
  }

  /**
   * The content pattern of a name used as the shaping verb says: caught in an {@code except},
   * {@code catch} or {@code rescue} clause; raised or thrown; imported by an import, from, require
   * or use line of the common languages (a path such as {@code src/internal} also as a dotted
   * module).
   */
  private static String shapedPattern(String verb, String token) {
    String e = escape(token);
    return switch (verb) {
      case "catch" -> "(?s).*\\b(except|catch|rescue)\\b([^\\n:{]*[^\\w.\\n])?" + e + "\\b.*";
      case "raise" -> "(?s).*\\b(raise|throw)\\s+(new\\s+)?" + e + "\\b.*";
      // a path may be reached from above ("../../src/db") or written as a dotted module
      default ->
          importPattern(
              token.contains("/")
                  ? "(\\.\\.?/)*(" + e + "|" + escape(token.replace('/', '.')) + ")"
                  : e);
    };
  }

  /**
   * Lines of the common languages that import the module {@code name} (a regular expression):
   * import, from, require or dynamic import, use, extern crate and #include lines.
   */
  private static String importPattern(String name) {
    return "(?is)(.*\\n)?[ \\t]*(import\\b[^\\n]*?[\\s'\"(]@?"
        + name
        + "|from\\s+['\"]?@?"
        + name
        + "|[^\\n]*\\b(require|import)\\(\\s*['\"]@?"
        + name
        + "|use\\s+"
        + name
        + "|extern\\s+crate\\s+"
        + name
        + "|#include\\s*[<\"]"
        + name
        + ")(['\"/\\s;.:)>]|$).*";
  }

  /** A line of code that uses {@code token} as the shaping verb says (or at all). */
  private static String shapedUse(String verb, String token) {
    String name = token.replaceAll("/$", "");
    return verb == null
        ? "x " + token + " y"
        : switch (verb) {
          case "catch" -> "except " + name + ":";
          case "raise" -> "raise " + name + "()";
          default -> "import x from '" + name + "'";
        };
  }

  /** The place the clause puts code of {@code token} in ("never use `X` in tests"), else none. */
  private static List<String> placeOf(String text, String token) {
    Prose p = Prose.of(text);
    if (p.han() && HAN_TESTS.matcher(text).find()) {
      // 不要在测试中使用 `sleep`: test code, as "in tests" is
      return placeGlobs("tests");
    }
    int at = placeWord(p, token);
    if (at < 0) {
      // "code inside `libs/*` must not import from `apps/*`": the place before the ban, in its
      // clause
      int w = wordOf(p, token);
      for (int i = w - 2; w >= 0 && i >= 0; i--) {
        String between = p.text().substring(p.words().get(i).at(), p.words().get(i + 1).at());
        if (between.contains(";") || between.contains(".") && !between.contains("..")) {
          break;
        }
        if (Set.of("inside", "within", "under").contains(p.words().get(i).text())
            && !placeAt(p, i).isEmpty()) {
          return placeAt(p, i);
        }
      }
    }
    return at < 0 ? List.of() : placeAt(p, at);
  }

  /** The word that opens the place after {@code token} in its clause ("in", "outside"), else -1. */
  private static int placeWord(Prose p, String token) {
    int w = wordOf(p, token);
    for (int i = w + 1; w >= 0 && i < p.words().size(); i++) {
      if (!placeAt(p, i).isEmpty()) {
        return i;
      }
      String between = p.text().substring(p.words().get(i - 1).at(), p.words().get(i).at());
      if (between.contains(";") || between.contains(".") && !between.contains("..")) {
        break;
      }
    }
    return -1;
  }

  /**
   * "in code", "in committed code", "in TypeScript files": a place that is everywhere; "in library
   * packages": code that is not tests.
   */
  private static boolean generalPlace(Prose p, int from) {
    if (from < p.words().size()
        && NOT_TESTS
            .matcher(p.text())
            .region(p.words().get(from).at(), p.text().length())
            .lookingAt()) {
      return true;
    }
    for (int i = from; i < Math.min(p.words().size(), from + 3); i++) {
      String w = p.words().get(i).text();
      if (GENERAL_PLACES.contains(w) || language(w, p, i)) {
        // ("in Java runtime code": the language's files, as the rule's place)
        return true;
      }
      if (!NEUTRAL_BEFORE_PLACE.contains(w)) {
        // "in server code", "in client components": a part of the code no write names
        return false;
      }
    }
    return false;
  }

  /** Words before a place that single none of it out: "in committed code", "in all files". */
  private static final java.util.Set<String> NEUTRAL_BEFORE_PLACE =
      java.util.Set.of(
          "committed",
          "shipped",
          "merged",
          "checked-in",
          "written",
          "all",
          "our",
          "this",
          "these",
          "application",
          "app",
          "main",
          "a",
          "an",
          "every",
          "each");

  /** Whether the word at {@code i} names a language, alone or as the first of its phrase. */
  private static boolean language(String w, Prose p, int i) {
    for (Lexicon.Grounding g : Lexicon.get().groundings("language")) {
      if (g.phrases().contains(w) && !w.startsWith(".")) {
        return true;
      }
      for (String phrase : g.phrases()) {
        // "in shell scripts": a language named in more than one word
        if (phrase.contains(" ") && p.phraseIn(phrase, i, i + phrase.split(" ").length)) {
          return true;
        }
      }
    }
    return false;
  }

  /** "prefix", "suffixed", "prefixes": a name's affix. */
  private static final GatedPattern AFFIX =
      GatedPattern.compile("(?i)\\b(prefix|suffix)(e[sd]|ing)?\\b");

  /**
   * Where code declares a name: after a declaring keyword of the common languages (a Go receiver
   * may stand between {@code func} and the name).
   */
  private static final String DECLARES =
      "\\b(fn|def|func|function|class|struct|interface|type|enum|trait|object|record|const|let"
          + "|var|val)\\s+(\\([^)\\n]*\\)\\s*)?";

  /**
   * Row 4j: "don't prefix test functions with `test_`", "do not use the `Impl` suffix": names the
   * written code declares (after {@code fn}, {@code def}, {@code func}, {@code class}, {@code
   * type}…) must not carry the affix. Only declarations count: code still calls names it did not
   * choose. Affixes of commit messages, titles and branches are their formats (row 6), not names.
   */
  private static boolean affixes(Frame f, Statement s, FileFacts facts, List<Draft> out) {
    java.util.regex.Matcher m = AFFIX.matcher(f.text());
    if (!m.find() || f.tokens().size() != 1 || !f.commands().isEmpty() || !f.paths().isEmpty()) {
      return false;
    }
    Prose p = Prose.of(f.text());
    if (p.has("object.message")
        || p.has("object.title")
        || p.has("act.branch")
        || p.has("act.pr")) {
      return false;
    }
    String token = f.tokens().get(0);
    if (!token.matches("[A-Za-z_][A-Za-z0-9_]*")) {
      return false;
    }
    String name =
        m.group(1).equalsIgnoreCase("prefix")
            ? escape(token) + "\\w+\\b"
            : "\\w+" + escape(token) + "\\b";
    declaredNames(f, name, "`" + token + "` as a " + m.group(1).toLowerCase(), s, facts, out);
    return true;
  }

  /** Names of the {@code name} regex declared in written code (of the clause's language). */
  private static void declaredNames(
      Frame f, String name, String what, Statement s, FileFacts facts, List<Draft> out) {
    List<String> globs = languageOf(s, facts);
    Constraint c =
        Constraint.of(
                "draft",
                ActionPattern.of("file.write"),
                new Effect.Assert(
                    cond("!(args.content matches " + lit("(?s).*" + DECLARES + name + ".*") + ")")))
            .withSeverity(f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR)
            .withText("written code must not declare names with " + what, null);
    c = c.withWhen(cond(globs.isEmpty() ? PROSE_FILES : anyGlob(globs, "")));
    String path =
        globs.isEmpty() ? "src/x.go" : globs.get(0).replace("**/", "x/").replace("*", "x");
    String bad = name.replace("\\w+", "Abc").replace("\\b", "").replace("\\", "");
    c =
        c.withExamples(
            examples(
                List.of(Map.of("path", path, "content", "fn plain() {}")),
                List.of(Map.of("path", path, "content", "fn " + bad + "() {}"))));
    out.add(draft(CONTENT, "declared:" + name, c));
  }

  /**
   * "`TestRetry`, not `Test_Retry`" about test names: the replaced spelling inserts a separator
   * after what the two share, so names declared with that start are banned ({@code Test_\w+}).
   * Empty when the two differ otherwise.
   */
  private static java.util.Optional<String> separatorAfter(String good, String bad) {
    int i = 0;
    while (i < good.length() && i < bad.length() && good.charAt(i) == bad.charAt(i)) {
      i++;
    }
    if (i == 0 || i >= bad.length() || "_-".indexOf(bad.charAt(i)) < 0) {
      return java.util.Optional.empty();
    }
    return bad.substring(i + 1).equalsIgnoreCase(good.substring(i))
        ? java.util.Optional.of(escape(bad.substring(0, i + 1)) + "\\w+\\b")
        : java.util.Optional.empty();
  }

  /**
   * A bare word used as code: not on a line where a comment or a string starts before it ("//
   * returns true if any item matches" is no use of `any`); a keyword-like lower-case word is not a
   * member of something else either (`re.match(` is no `match` statement), while a name such as
   * `innerHTML` is banned as a member too. A name after {@code $} is another name (`$match` is a
   * variable, not the `match` expression).
   */
  private static String codeWord(String token) {
    String before = token.matches("[a-z]+") ? "[^\\n/#*\"'`.$\\w]" : "[^\\n/#*\"'`$\\w]";
    return "(?s)(.*\\n)?([^\\n/#*\"'`]*" + before + ")?" + token + "\\b.*";
  }

  private static void replacedCode(Frame f, Statement s, FileFacts facts, List<Draft> out) {
    List<String> globs = languageOf(s);
    for (String token : f.replacedTokens()) {
      if (spellingVariant(token, f) && Prose.of(f.text()).has("declared")) {
        // "name test functions `TestRetry`, not `Test_Retry`": how code names what it declares
        for (String good : f.tokens()) {
          if (!good.equals(token) && letters(good).equals(letters(token))) {
            separatorAfter(good, token)
                .ifPresent(name -> declaredNames(f, name, "`" + token + "`'s form", s, facts, out));
            break;
          }
        }
        continue;
      }
      if (spellingVariant(token, f) && (globs.isEmpty() || DOCS.matcher(f.text()).find())) {
        // "spell it `Acme Cloud`, not `AcmeCloud`": a name's spelling in the prose written (where
        // a language is named, "`TestRetry` not `Test_Retry`" is how code is named)
        out.add(
            draft(
                CONTENT,
                "spelling:" + token,
                mustNotHold(
                    f,
                    "(?s).*"
                        + (token.matches("^\\w.*") ? "\\b" : "")
                        + escape(token)
                        + (token.matches(".*\\w$") ? "\\b" : "")
                        + ".*",
                    "written text spells it otherwise than `" + token + "`",
                    anyGlob(PROSE, ""))));
        continue;
      }
      if (token.matches("--?[A-Za-z][A-Za-z0-9_-]*")) {
        // "use debug builds (not `--release`)": a flag is how a command is run, not code; with no
        // command named, which program's flag is meant no call shows ("use `--force-with-lease`
        // instead of `--force`" is about pushes, not `rm --force`), so it is asked about
        String when = flagCondition(token);
        Optional<String> acting = f.commands().isEmpty() ? actingCommand(f) : Optional.empty();
        if (acting.isPresent()) {
          // "use `--force-with-lease` instead of `--force` when pushing": the act's command with
          // the flag
          out.add(
              block(
                  f.strength() == Frame.Strength.SOFT,
                  BAN,
                  token,
                  "shell.exec",
                  invokes(acting.get() + " " + token),
                  commandArgs(acting.get() + " " + token),
                  "`" + acting.get() + " " + token + "` is not the way here"));
          continue;
        }
        if (!f.commands().isEmpty()) {
          when =
              when
                  + " && ("
                  + String.join(" || ", f.commands().stream().map(c -> invokes(c.loose())).toList())
                  + ")";
        }
        out.add(
            block(
                f.commands().isEmpty(),
                BAN,
                token,
                "shell.exec",
                when,
                commandArgs(
                    (f.commands().isEmpty() ? "run" : f.commands().get(0).loose()) + " " + token),
                "commands with `" + token + "` are not the way here"));
        continue;
      }
      if (GIT_REF.matcher(token).matches()) {
        // "`apache/main` is the baseline, not `origin/main`": a remote's branch is named in git
        // commands (diff, log, rebase against it), not written into code
        out.add(
            block(
                false,
                BAN,
                "ref:" + token,
                "shell.exec",
                "args.command matches "
                    + lit("(?s)(.*[^\\w/.-])?" + escape(token) + "([^\\w/-].*)?"),
                commandArgs("git diff " + token + "...HEAD"),
                "commands against `" + token + "` are not the way here"));
        continue;
      }
      boolean word = token.matches("[A-Za-z_][A-Za-z0-9_]*");
      if (token.length() < 2
          || token.length() > 60
          || token.contains("\n")
          || word && globs.isEmpty() && !codeLike(token)) {
        continue;
      }
      String re =
          TAG.matcher(token).matches()
              ? tagPattern(token)
              : OPERATOR.matcher(token).matches()
                  ? operatorPattern(token)
                  : word
                      // "use `httpx` instead of `requests`": "# retry failed requests" is no use
                      ? codeWord(token)
                      : "(?s).*"
                          + (token.matches("^[A-Za-z_].*") ? "\\b" : "")
                          + escape(token)
                          + (token.matches(".*[A-Za-z0-9_]$") ? "\\b" : "")
                          + ".*";
      String when = globs.isEmpty() ? "!(args.path glob '**/*.md')" : anyGlob(globs, "");
      out.add(
          draft(
              CONTENT,
              "replaced:" + token,
              mustNotHold(f, re, "written code uses another form than `" + token + "`", when)));
    }
  }

  /**
   * Whether {@code token} is another spelling of a name the clause keeps: the same letters and
   * digits, differing only in case, spaces or punctuation ("AcmeCloud" for "Acme Cloud").
   */
  private static boolean spellingVariant(String token, Frame f) {
    String bare = letters(token);
    return bare.length() >= 3
        && f.tokens().stream()
            .anyMatch(
                k ->
                    !k.equals(token) && !f.replacedTokens().contains(k) && letters(k).equals(bare));
  }

  private static String letters(String s) {
    return s.toLowerCase(java.util.Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
  }

  private static final GatedPattern SUPPRESS =
      GatedPattern.compile(
          "(?i)\\b(suppress\\w*|silenc\\w*|disabl\\w*|mut(e|es|ing)|(turn|switch)(s|ing)? off)\\b");
  private static final GatedPattern CHECK_NOUN =
      GatedPattern.compile(
          "(?i)\\b(lints?|linters?|rules?|checks?|warnings?|audits?|diagnostics?|inspections?)\\b");

  /**
   * A marker that switches a check off, as written in code after a comment opener ("//
   * eslint-disable-next-line", "//nolint", "# noqa"; a "#" with no blank after it opens a
   * directive, `#nullable disable`, no comment); group 2 the marker without the opener.
   */
  private static final GatedPattern MARKER_TOKEN =
      GatedPattern.compile("(//|#(?=\\s)|/\\*|--)\\s*(\\S.*?)\\s*(\\*/)?");

  private static final GatedPattern SUPPRESS_WORD =
      GatedPattern.compile("(?i)(disable|ignore|noqa|nolint|nocheck|suppress|noinspection)");

  /**
   * Row 4f: the checks a negative clause forbids switching off, each named in inline code: written
   * files (prose files aside) must not hold a marker that ignores, disables or allows it ({@code
   * #[allow(x)]}, {@code eslint-disable x}, {@code # noqa: x}, {@code zizmor: ignore[x]}, {@code x:
   * off}, a YAML {@code x:} followed by {@code ignore:}).
   */
  private static boolean suppressions(Frame f, List<Draft> out) {
    if (!SUPPRESS.matcher(f.text()).find()) {
      return false;
    }
    boolean checks = CHECK_NOUN.matcher(f.text()).find();
    List<String> names = new ArrayList<>(f.tokens());
    boolean annotated = false;
    for (String token : f.tokens()) {
      java.util.regex.Matcher m = MARKER_TOKEN.matcher(token);
      if (token.startsWith("@") && SUPPRESS_WORD.matcher(token).find()) {
        // "suppress lint warnings with `@SuppressLint`": an annotation that suppresses is the
        // means, no check's name — code that holds it is the content rule's (below)
        names.remove(token);
        annotated = true;
        continue;
      }
      if (!m.matches() || !SUPPRESS_WORD.matcher(m.group(2)).find()) {
        continue;
      }
      // "with inline comments like `// eslint-disable-next-line` or `//nolint`": the marker
      // itself, as written after any comment opener, is what written files must not hold
      String core = m.group(2);
      String re = "(?s).*" + escape(core) + (core.matches(".*[A-Za-z0-9_]$") ? "\\b" : "") + ".*";
      out.add(
          draft(
              CONTENT,
              "suppress:" + core,
              mustNotHold(f, re, "written files must not hold `" + core + "`", PROSE_FILES)));
      names.remove(token);
    }
    f.commands().stream().map(CommandRef::pattern).forEach(names::add);
    for (String name : names) {
      boolean lintId =
          name.contains("::")
              || name.matches("[A-Z]{1,4}\\d{2,4}")
              || name.matches("[a-z]+(-[a-z]+)+");
      if (!(checks || lintId) || !name.matches("[A-Za-z0-9_:./@-]{2,60}")) {
        continue;
      }
      String x = escape(name);
      String re =
          "(?is)(.*\\b(ignore|disable|noqa|nolint|allow|suppress|expect)[^\\n]{0,60}"
              + x
              + ".*|.*"
              + x
              + "[\"']?[ \\t]*[:=][ \\t]*[\"']?(off|0|false|ignore|disable|disabled|none|allow)\\b.*|.*"
              + x
              + ":[ \\t]*\\n[ \\t]*(ignore|disable)\\b.*)";
      Constraint c =
          mustNotHold(f, re, "written files must not switch off `" + name + "`", PROSE_FILES)
              .withExamples(
                  examples(
                      List.of(Map.of("path", "src/a.rs", "content", "fn main() {}\n")),
                      List.of(Map.of("path", "src/a.rs", "content", "#[allow(" + name + ")]\n"))));
      out.add(draft(CONTENT, "suppress:" + name, c));
    }
    if (names.isEmpty() && !annotated) {
      // "never silence type errors", "do not disable ESLint rules": the checker's own markers
      // (not beside an annotation named as the means: "with `@SuppressLint`" is what it bans)
      Prose p = Prose.of(f.text());
      List<String> markers = new ArrayList<>();
      for (Lexicon.Grounding g : Lexicon.get().groundings("suppression")) {
        if (g.phrases().stream().anyMatch(ph -> p.phraseIn(ph, 0, p.words().size()))) {
          g.values().stream().filter(m -> !markers.contains(m)).forEach(markers::add);
        }
      }
      if (!markers.isEmpty()) {
        String re =
            "(?s).*("
                + String.join("|", markers.stream().map(DecisionTable::escape).toList())
                + ").*";
        Constraint c =
            mustNotHold(
                    f,
                    re,
                    "written files must not switch off checks with `"
                        + String.join("`, `", markers)
                        + "`",
                    PROSE_FILES)
                .withExamples(
                    examples(
                        List.of(Map.of("path", "src/a.ts", "content", "let a = 1;\n")),
                        List.of(Map.of("path", "src/a.ts", "content", markers.get(0) + "\n"))));
        out.add(draft(CONTENT, "suppress-markers:" + String.join(",", markers), c));
      }
    }
    return !out.isEmpty();
  }

  private static final String PROSE_FILES =
      "!(args.path glob '**/*.md') && !(args.path glob '**/*.txt') && !(args.path glob '**/*.rst')";

  /** A remote's mainline branch as git names it: {@code origin/main}, {@code upstream/master}. */
  private static final GatedPattern GIT_REF =
      GatedPattern.compile("[A-Za-z][\\w-]*/(main|master|trunk|develop|HEAD)");

  /** An element named as its bare tag: {@code <img>}, {@code <Link>}, {@code <div/>}. */
  private static final GatedPattern TAG = GatedPattern.compile("<([A-Za-z][\\w.-]*)\\s*/?>");

  /**
   * Any opening of that element, whatever its attributes: {@code <img src="x">} is an {@code
   * <img>}.
   */
  private static String tagPattern(String token) {
    java.util.regex.Matcher m = TAG.matcher(token);
    m.matches();
    return "(?s).*<" + escape(m.group(1)) + "([\\s/>].*|$)";
  }

  /** Inline code that is plainly code: a call, an attribute, a path of members, a macro. */
  private static boolean codeLike(String token) {
    return token.matches("(?s).*(\\(|\\)|::|->|#\\[|!\\(|\\.[A-Za-z_]|[A-Za-z_]\\.|<[A-Za-z]).*")
        // a directive: `@ts-ignore`, `# noqa`, `// eslint-disable-next-line`, `// @ts-nocheck`
        || token.matches("(@|#\\s*|//\\s*@?|/\\*\\s*@?)[A-Za-z][\\w:-]*(\\s.*)?")
        // a macro: `dbg!`, `todo!`
        || token.matches("[a-z_][a-z0-9_]*!");
  }

  private static String escape(String literal) {
    StringBuilder out = new StringBuilder();
    for (char c : literal.toCharArray()) {
      if ("\\.[]{}()*+?^$|".indexOf(c) >= 0) {
        out.append('\\');
      }
      out.append(c);
    }
    return out.toString();
  }

  /**
   * The globs of the language a statement's words or section name, else of the one programming
   * language the whole file names ("never use `eval`" in a file about a TypeScript project).
   */
  private static List<String> languageOf(Statement s, FileFacts facts) {
    List<String> own = languageOf(s);
    return own.isEmpty() ? facts.language() : own;
  }

  /** The globs of the language a statement's words or section name, if exactly one. */
  private static List<String> languageOf(Statement s) {
    // ("never disable TLS checks (for example `verify=False` in `requests`, or … in Go)": a
    // language of an example is none of the rule's)
    Prose p =
        Prose.of(
            String.join(" ", s.section())
                + " "
                + EXAMPLE_ASIDE.matcher(s.fullText()).replaceAll(" "));
    List<String> found = new ArrayList<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings("language")) {
      for (String phrase : g.phrases()) {
        if (!phrase.startsWith(".")
            && phrase.length() > 1
            && p.namesLanguage(phrase)
            && (!MARKUP.contains(g.name()) || placeNamed(p.text(), phrase))) {
          found.add(g.name());
          if (found.size() == 1) {
            return g.values();
          }
        }
      }
    }
    return List.of();
  }

  /**
   * The frame with its bare names in code read as files, where it keeps something from change and
   * runs no command: each name stands right after a verb of change ("don't edit `sdkconfig`") or
   * right before "alone" or "untouched" ("keep `sdkconfig` untouched"), and is a plain lower-case
   * name — not a program, not a branch.
   */
  private static Frame bareFileNamed(Frame f) {
    if (!f.commands().isEmpty()
        || f.tokens().isEmpty()
        || !(f.acts().equals(List.of(Act.EDIT)) || f.acts().equals(List.of(Act.DELETE)))
        || !(f.negative() || f.ask() == Ask.REQUIRED)) {
      return f;
    }
    Prose p = Prose.of(f.text());
    for (String t : f.tokens()) {
      int w = wordOf(p, t);
      if (w < 0
          || !t.matches("[a-z][a-z0-9_-]*(\\.[a-z0-9_-]+)*")
          || BRANCH_WORDS.contains(t)
          || Lexicon.get().words("program").contains(t)) {
        return f;
      }
      String before = w > 0 ? p.words().get(w - 1).text() : "";
      String after = w + 1 < p.words().size() ? p.words().get(w + 1).text() : "";
      if (!Lexicon.get().words("change-verb").contains(before)
              && !Set.of("alone", "untouched", "unchanged").contains(after)
          // ("never edit `any` types": a noun after the name makes it no file's)
          || !AFTER_FILE_NAME.contains(after)) {
        return f;
      }
    }
    List<String> paths = new ArrayList<>(f.paths());
    for (String t : f.tokens()) {
      paths.add(t);
      if (t.indexOf('.') < 0) {
        // ("don't touch `node_modules`": a name with no extension may be a directory's)
        paths.add("**/" + t + "/**");
      }
    }
    return f.withPaths(paths);
  }

  /**
   * Words that may follow a file's name in a ban of changing it (or none: the clause ends); not
   * "in", which makes the name a part of a file ("never change `version` in `package.json`").
   */
  private static final Set<String> AFTER_FILE_NAME =
      Set.of(
          "",
          "alone",
          "untouched",
          "unchanged",
          "directly",
          "manually",
          "by",
          "unless",
          "without",
          "or",
          "and",
          "either",
          "yourself");

  /** Names of branches that a bare name in code may be. */
  private static final Set<String> BRANCH_WORDS =
      Set.of(
          "main", "master", "develop", "dev", "trunk", "staging", "production", "prod", "stable");

  /** A parenthesis of examples: "(for example …)", "(e.g. …)", "(such as …)". */
  private static final GatedPattern EXAMPLE_ASIDE =
      GatedPattern.compile(
          "(?i)\\(\\s*(?:for\\s+example|for\\s+instance|e\\.\\s?g\\.|eg\\b|such\\s+as|like)[^)]*\\)");

  /** Languages of markup, data and configuration: a place only where named as one. */
  private static final Set<String> MARKUP = Set.of("css", "html", "yaml", "shell", "terraform");

  /**
   * "in CSS", "CSS files", "in shell scripts": the language named as where code goes, not as a
   * modifier of something written in another ("CSS classes" in a component).
   */
  private static boolean placeNamed(String text, String phrase) {
    String q = java.util.regex.Pattern.quote(phrase);
    return java.util.regex.Pattern.compile(
            "(?i)\\b(in|inside|within|into|to)\\s+(the\\s+|any\\s+|all\\s+|an?\\s+)?"
                + q
                + "\\b(?!\\s+(class|classes|selectors?|names?|attributes?)\\b)"
                // ("no new CSS files" bans making them, no place of the statement's code)
                + "|(?<!\\bnew\\s)\\b"
                + q
                + "\\s+(files?|code|scripts?|stylesheets?|templates?|sources?|manifests?)\\b"
                // 在 TypeScript 代码中, Python 文件: the place named in Chinese
                + "|(?<![\\w.+#-])"
                + q
                + "\\s*(代码|文件|源码|源文件|脚本)")
        .matcher(text)
        .find();
  }

  // --- row 4c --------------------------------------------------------------------------------

  private static final GatedPattern SECRET_PLACES =
      GatedPattern.compile(
          "(?i)\\b(environment variables?|env vars?|secret (store|manager)|vault)\\b"
              + "|\\bout of (the )?(logs?|code|output|source|sources|repo|repository)\\b");

  private static final GatedPattern DOCS =
      GatedPattern.compile("(?i)\\b(documentation|docs|markdown|readme|guides?)\\b");
  private static final GatedPattern FILES = GatedPattern.compile("(?i)\\b(files?|imports?)\\b");
  private static final GatedPattern CODE =
      GatedPattern.compile("(?i)\\b(code|comments?|sources?|identifiers?)\\b");

  /**
   * "never skip tests", "do not skip SSL checks": the reader reads a negated omission as a duty
   * (the tests run), but a kind named by the omission ("skipped tests", "skipped checks") is then
   * banned.
   */
  private static boolean negatedOmission(String text) {
    Prose p = Prose.of(text);
    List<Prose.Hit> no = p.find("negation");
    List<Prose.Hit> skip = p.find("omission");
    return !no.isEmpty() && !skip.isEmpty() && no.get(0).word() < skip.get(0).word();
  }

  private static boolean contentKind(Frame f, Statement s, List<Draft> out) {
    boolean any = false;
    java.util.Set<String> done = new java.util.HashSet<>();
    boolean negatedOmission = negatedOmission(f.text());
    String lower = f.text().toLowerCase(java.util.Locale.ROOT);
    for (Lexicon.ContentKind k : Lexicon.get().contentKinds()) {
      if (!Lexicon.get().finds(k.phrase(), f.text(), lower)
          || k.negative() && !f.negative() && !negatedOmission && f.ask() != Ask.REQUIRED) {
        continue;
      }
      if (!k.negative() && negatedOmission) {
        continue;
      }
      if (!k.negative() && (f.negative() || f.strength() == Strength.PERMISSION)) {
        continue;
      }
      if (!done.add(k.name())) {
        continue;
      }
      // "no emoji in code or commit messages": the files named beside the message too
      String besideMessages = f.text().replaceAll("(?i)\\bcommit\\s+messages?\\b", " ");
      boolean alsoFiles =
          CODE.matcher(besideMessages).find()
              || FILES.matcher(besideMessages).find()
              || DOCS.matcher(besideMessages).find();
      if (f.subjects().contains("message") && !f.subjects().contains("title")) {
        // "no emoji in commit messages": the message, not a file (duties of messages are
        // messageLimits')
        if (k.negative() && k.where().equals("named")) {
          out.add(messageKindDraft(f, k));
          any = true;
        }
        if (!(alsoFiles && k.negative() && k.where().equals("named"))) {
          continue;
        }
      }
      boolean docs = DOCS.matcher(f.text()).find() && !CODE.matcher(f.text()).find();
      List<String> language = languageOf(s);
      String when;
      switch (k.where()) {
        case "named" -> {
          if (!f.subjects().isEmpty() && !alsoFiles
              || !DOCS.matcher(f.text()).find()
                  && !CODE.matcher(f.text()).find()
                  && !FILES.matcher(f.text()).find()) {
            // "answer in English only": not about files written
            continue;
          }
          // where: documentation alone, the language's files, or every file written — every
          // file but prose where only code is named ("no emoji in code or comments": a guide's
          // emoji is no code)
          boolean codeOnly =
              CODE.matcher(besideMessages).find()
                  && !FILES.matcher(besideMessages).find()
                  && !DOCS.matcher(besideMessages).find();
          when =
              docs
                  ? anyGlob(PROSE, "")
                  : !language.isEmpty()
                      ? anyGlob(language, "")
                      : codeOnly ? "!" + anyGlob(PROSE, "") : null;
        }
        case "any" -> {
          if (!f.subjects().isEmpty()) {
            continue;
          }
          when =
              docs
                  ? anyGlob(PROSE, "")
                  : language.isEmpty() ? except(k.except()) : anyGlob(language, "");
        }
        case "language" -> {
          // "indent with tabs" said of no language: YAML, Markdown and JSON would break it
          if (language.isEmpty() || !f.subjects().isEmpty()) {
            continue;
          }
          when = anyGlob(language, "");
        }
        default -> when = anyGlob(List.of(k.where().split("\\|")), "");
      }
      when = inKindPlace(when, f, s);
      when = besideAlternative(when, s);
      // "skipping tests with `t.Skip` without a linked issue": an exception no write shows
      // leaves the ban a warning
      boolean excepted = EXCEPT.matcher(f.text()).find() || qualifiedAfter(k, f.text());
      out.add(contentKindDraft(excepted ? f.withStrength(Strength.SOFT) : f, k, when));
      any = true;
    }
    return any;
  }

  /** A question before every run of the command {@code pattern}. */
  private static Draft askBeforeRun(String pattern) {
    return confirm(
        ASK,
        pattern,
        "shell.exec",
        invokes(pattern),
        commandArgs(pattern),
        "`" + pattern + "` needs a human's approval");
  }

  /**
   * {@code when} without the files the statement names as where the alternative lives: "never
   * hard-code colours; use the tokens in `src/theme/tokens.ts`" — the tokens file holds the colours
   * the rule sends the agent to.
   */
  private static String besideAlternative(String when, Statement s) {
    if (s.text().indexOf('`') < 0) {
      return when;
    }
    java.util.regex.Matcher m = ALTERNATIVE_IN.matcher(s.text());
    List<String> files = new ArrayList<>();
    while (m.find()) {
      if (Paths.isPath(m.group(1))) {
        files.add(Paths.condition(m.group(1), s.baseDir()));
      }
    }
    if (files.isEmpty()) {
      return when;
    }
    String out = "!(" + String.join(" || ", files) + ")";
    return when == null ? out : "(" + when + ") && " + out;
  }

  /** "…; use the tokens in `x`", "import it from `y`": where the alternative lives (group 1). */
  private static final GatedPattern ALTERNATIVE_IN =
      GatedPattern.compile(
          "(?i)[;,.—]\\s*(?:instead\\s*,?\\s*)?(?:use|import|take|get|reuse)\\b[^.;`]{0,60}?\\b(?:in|from)"
              + "\\s+`([^`]+)`");

  /**
   * Whether the kind's phrase is followed, in its clause, by words that single some cases out which
   * no write shows: "never drop a column in the same migration that stops using it".
   */
  private static boolean qualifiedAfter(Lexicon.ContentKind k, String text) {
    java.util.regex.Matcher m = k.phrase().matcher(text);
    return m.find() && KIND_QUALIFIER.matcher(text.substring(m.end())).lookingAt();
  }

  /** Words right after a kind's phrase that narrow it to some cases: "… that is still read". */
  private static final GatedPattern KIND_QUALIFIER =
      GatedPattern.compile(
          "(?i)[^.;:!?]{0,40}?\\b(in\\s+the\\s+same|that|which|whose|while|until|before|after)\\b");

  /** "do not use `any` unless asked": an exception, whatever case it names. */
  private static final GatedPattern UNLESS = GatedPattern.compile("(?i)\\bunless\\b");

  /**
   * A content kind's or construct's condition {@code when} (null: every file), narrowed to the
   * place in code its clause names: "no default exports in `src/components/`" holds in the files
   * there, not in every file.
   */
  private static String inKindPlace(String when, Frame f, Statement s) {
    List<String> outside = kindPlace(f, s, true);
    if (!outside.isEmpty()) {
      // "no `unsafe` blocks outside `src/ffi/`": the files there keep it
      String elsewhere = except(outside);
      return when == null ? elsewhere : "(" + when + ") && " + elsewhere;
    }
    List<String> place = kindPlace(f, s, false);
    if (place.isEmpty()) {
      return when;
    }
    String there = anyGlob(place, "");
    return when == null ? there : "(" + there + ") && (" + when + ")";
  }

  /**
   * The files a content kind's clause puts it in, when it names a place in code ("in
   * `src/components/`", "under `api/`"), from the statement's directory; none otherwise (places in
   * words are read by the kind's own row). With {@code outside}, the place after "outside" instead:
   * where the clause leaves it allowed.
   */
  private static List<String> kindPlace(Frame f, Statement s, boolean outside) {
    // (a place after "outside" is the rule's exception, which the frame keeps out of its paths)
    if (f.paths().isEmpty() && !outside) {
      return List.of();
    }
    Prose p = Prose.of(f.text());
    for (int i = 0; i < p.words().size(); i++) {
      String w = p.words().get(i).text();
      if (w.equals("outside") != outside
          || i + 1 >= p.words().size()
          || !p.words().get(i + 1).text().startsWith("§")) {
        continue;
      }
      List<String> place = placeAt(p, i);
      if (!place.isEmpty()) {
        return place.stream().map(g -> g.startsWith("**") ? g : s.baseDir() + g).toList();
      }
    }
    return List.of();
  }

  /** Paths outside {@code globs}, or null (every path) when there are none. */
  private static String except(List<String> globs) {
    return globs.isEmpty() ? null : "!" + anyGlob(globs, "").replaceFirst("^([^(].*)$", "($1)");
  }

  private static Draft messageKindDraft(Frame f, Lexicon.ContentKind k) {
    return messageBan(
        "message-kind:" + k.name(),
        k.forbidden(),
        f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR,
        "commit messages must not hold " + k.name().replace('-', ' '));
  }

  /**
   * "Do not mention AI or Claude in commit messages": the verb of naming, then what is named, then
   * where (a commit message, subject or title); also putting it there ("do not put `WIP` in commit
   * messages", "never skip CI with `[skip ci]` in commit messages").
   */
  private static final GatedPattern MENTION =
      GatedPattern.compile(
          "\\b(?i:mention|mentioning|reference|referencing|name|naming|include|including|put"
              + "|putting|use|using|add|adding|write|writing|with)\\s+"
              + "(.{1,60}?)\\s+(?i:in|into|within)\\s+(?i:the\\s+|any\\s+|your\\s+)?"
              + "(?i:commit\\s+(messages?|subjects?|titles?|bodies|body)|commits)\\b");

  /** "add a `Co-authored-by` trailer": the trailers named in code, then the word "trailer". */
  private static final GatedPattern TRAILER =
      GatedPattern.compile(
          "\\b(?i:add|adding|include|including|put|putting|use|using|append|appending|write"
              + "|writing|end\\s+with|have|carry|contain)\\s+(?i:a\\s+|an\\s+|the\\s+|any\\s+)?"
              + "(`[^`]+`(?:\\s*(?:,|or|and|nor)\\s*`[^`]+`)*)\\s+(?i:trailers?)\\b");

  private static final GatedPattern NEGATED_SKIP =
      GatedPattern.compile("(?i)\\b(never|don't|do not|must not)\\s+skip\\b");

  /** "Commit messages must not contain `WIP`": where, then the verb of holding, then what. */
  private static final GatedPattern HOLDS =
      GatedPattern.compile(
          "(?i)\\bcommit\\s+(messages?|subjects?|titles?|bodies|body)\\s+(?:must|should|shall|may)"
              + "\\s+(?:not|never)\\s+(?:contain|include|mention|reference|have|hold)\\s+"
              + "(.{1,60}?)[.!]?$");

  /** Code or a quoted phrase, as the whole of one named item. */
  private static final GatedPattern QUOTED = GatedPattern.compile("`([^`]+)`|\"([^\"]+)\"");

  /** Issue and ticket numbers, as a message would hold them: {@code #123}, {@code ABC-123}. */
  private static final GatedPattern ISSUE_NUMBERS =
      GatedPattern.compile(
          "(?i)^(the\\s+|any\\s+)?((jira|github|linear)\\s+)?(issue|ticket|bug)s?\\s+"
              + "(numbers?|ids?|references?|keys?)$");

  /**
   * Row 6e: a negative clause naming proper names (capitalised words: "AI", "Claude") or issue
   * numbers as what commit messages must not mention. Other objects ("the reason", "details") are
   * not names and make nothing.
   */
  private static boolean mentions(Frame f, List<Draft> out) {
    if (!f.negative() && !NEGATED_SKIP.matcher(f.text()).find()) {
      // "never skip CI with `[skip ci]` in commit messages" reads as a duty (not skipping), and
      // what it names in messages is still banned there
      return false;
    }
    java.util.regex.Matcher m = MENTION.matcher(f.text());
    String what;
    String where;
    if (m.find()) {
      what = m.group(1);
      where = m.group(2);
    } else if (!f.text().toLowerCase(java.util.Locale.ROOT).contains("commit message")
        && (m = TRAILER.matcher(f.text())).find()) {
      // "never add a `Reviewed-with` trailer": a trailer is a line of the commit message (where
      // the clause names the message itself, the content rules read it)
      what = m.group(1);
      where = "commit messages";
    } else {
      m = HOLDS.matcher(f.text());
      if (!m.find()) {
        return false;
      }
      what = m.group(2);
      where = m.group(1);
    }
    List<String> alternatives = new ArrayList<>();
    for (String item : what.split("\\s*(,|\\bor\\b|\\band\\b|\\bnor\\b)\\s*")) {
      String t = item.strip();
      if (t.isEmpty()) {
        continue;
      }
      java.util.regex.Matcher issues = ISSUE_NUMBERS.matcher(t);
      java.util.regex.Matcher quoted = QUOTED.matcher(t);
      if (quoted.matches()) {
        // "`WIP`", "\"TODO\"": the words as written, in any case
        String lit = quoted.group(1) != null ? quoted.group(1) : quoted.group(2);
        alternatives.add(wholeWords(lit));
      } else if (issues.matches()) {
        // a Jira key (`PROJ-12`) only when Jira is named: `UTF-8` has that shape too
        alternatives.add(
            "#\\d+"
                + (issues.group(3) != null && issues.group(3).equalsIgnoreCase("jira")
                    ? "|\\b[A-Z][A-Z0-9]{1,9}-\\d+\\b"
                    : ""));
      } else if (t.matches("([A-Z][A-Za-z0-9.+-]*)(\\s+[A-Z][A-Za-z0-9.+-]*){0,2}")) {
        // a name, however it is capitalised in the message
        alternatives.add("(?i:\\b" + escape(t).replace(" ", "\\s+") + "\\b)");
      } else {
        return false;
      }
    }
    if (alternatives.isEmpty()) {
      return false;
    }
    // "in commit titles": the subject line alone; a body may still say "Fixes #12"
    boolean subjectLine = where != null && where.matches("(?i)(subject|title)s?");
    String any = "(" + String.join("|", alternatives) + ")";
    out.add(
        messageBan(
            "message-mentions:" + String.join("|", alternatives),
            subjectLine ? "[^\\n]*" + any + "[^\\n]*(\\n(?s:.*))?" : "(?s).*" + any + ".*",
            f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR,
            "commit messages must not mention " + what.strip()));
    return true;
  }

  /**
   * "never put a rollout checklist in the PR description", "don't put `WIP` in the pull request
   * body": what is put there, as one to three plain words or a quoted name.
   */
  private static final GatedPattern DESCRIPTION_MENTION =
      GatedPattern.compile(
          "\\b(?i:add|adding|put|putting|include|including|write|writing)\\s+"
              + "(?i:an?\\s+|the\\s+|any\\s+)?(.{1,40}?)\\s+(?i:to|in|into)\\s+"
              + "(?i:the\\s+|a\\s+|your\\s+|any\\s+)?(?i:pr|pull\\s+request)\\s+"
              + "(?i:descriptions?|bodies|body)\\b");

  /**
   * Nouns whose values, not their names, a description would hold ("ticket numbers", "internal
   * links", "customer names"): the words are no text to look for.
   */
  private static final Set<String> VALUE_NOUNS =
      Set.of(
          "number",
          "numbers",
          "id",
          "ids",
          "link",
          "links",
          "url",
          "urls",
          "name",
          "names",
          "key",
          "keys",
          "secret",
          "secrets",
          "token",
          "tokens",
          "password",
          "passwords",
          "credentials",
          "path",
          "paths",
          "email",
          "emails",
          "address",
          "addresses",
          "details",
          "information",
          "data",
          "info");

  /** Words that name no text of their own ("never add anything to the PR description"). */
  private static final Set<String> NO_TEXT =
      Set.of(
          "anything",
          "something",
          "it",
          "them",
          "this",
          "that",
          "these",
          "those",
          "more",
          "else",
          "other");

  /**
   * Row 6p: a negative clause that names plain words or a quoted name as what a pull request's
   * description must not get: the description posted by {@code gh pr create} or {@code gh pr edit}
   * must not hold them (any case, whole words). Text in a body file no call shows.
   */
  private static boolean descriptionMentions(Frame f, List<Draft> out) {
    if (!f.negative()) {
      return false;
    }
    java.util.regex.Matcher m = DESCRIPTION_MENTION.matcher(f.text());
    if (!m.find()) {
      return false;
    }
    String what = m.group(1).strip();
    java.util.regex.Matcher quoted = QUOTED.matcher(what);
    String words;
    if (quoted.matches()) {
      words = quoted.group(1) != null ? quoted.group(1) : quoted.group(2);
    } else if (what.matches("[A-Za-z][a-z-]*( [a-z][a-z-]*){0,2}")
        && java.util.Arrays.stream(what.toLowerCase(java.util.Locale.ROOT).split(" "))
            .noneMatch(NO_TEXT::contains)
        && !VALUE_NOUNS.contains(
            what.toLowerCase(java.util.Locale.ROOT).substring(what.lastIndexOf(' ') + 1))) {
      words = what;
    } else {
      return false;
    }
    String phrase = wholeWords(words).replace(" ", "\\s+");
    out.add(
        prLineBan(
            "description-mentions:" + words,
            "(?s).*" + BODY + ".*" + phrase + ".*",
            f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR,
            "pull request descriptions must not hold " + what,
            "leave it out"));
    return true;
  }

  /**
   * Lines that post a pull request ({@code gh pr create}, {@code gh pr edit}) must not match {@code
   * forbidden}.
   */
  private static Draft prLineBan(
      String key, String forbidden, Enforcement severity, String message, String fix) {
    return draft(
        FORMAT,
        key,
        Constraint.of(
                "draft",
                ActionPattern.of("shell.exec"),
                new Effect.Assert(cond("!(args.command matches " + lit(forbidden) + ")")))
            .withWhen(cond(PR_TITLED))
            .withSeverity(severity)
            .withText(message, fix));
  }

  /** The text as written, in any case, not inside a longer word. */
  private static String wholeWords(String text) {
    return "(?i:"
        + (text.matches("\\w.*") ? "\\b" : "")
        + escape(text)
        + (text.matches(".*\\w") ? "\\b" : "")
        + ")";
  }

  /** A word of committing: "commit", "commits", "committed". */
  private static final GatedPattern COMMIT_WORD = GatedPattern.compile("(?i)\\bcommit");

  /** The key of a trailer written in code: "`Co-authored-by:`", "`Change-Id: I…`". */
  private static final GatedPattern TRAILER_KEY =
      GatedPattern.compile("`([A-Za-z][A-Za-z0-9-]*):?(?:\\s[^`]*)?`");

  /**
   * Row 6q: a positive rule that commits carry a trailer named in code ("commits made by the agent
   * must include a `Co-authored-by:` trailer", "add a `Refs:` trailer to every commit"): the
   * message holds a line that opens with the key (any case, as git reads trailer keys). The
   * sign-off has its own row.
   */
  private static boolean trailerRequired(Frame f, List<Draft> out) {
    if (f.negative()
        || f.ask() != Ask.NONE
        || !f.has(Act.COMMIT) && !COMMIT_WORD.matcher(f.text()).find()) {
      return false;
    }
    // the trailers row 6e reads in a ban ("never add a `Reviewed-with` trailer"), here owed
    java.util.regex.Matcher m = TRAILER.matcher(f.text());
    java.util.regex.Matcher k = m.find() ? TRAILER_KEY.matcher(m.group(1)) : null;
    if (k == null || !k.lookingAt() || k.group(1).equalsIgnoreCase("signed-off-by")) {
      return false;
    }
    String key = k.group(1);
    out.add(
        draft(
            FORMAT,
            "message-trailer:" + key.toLowerCase(java.util.Locale.ROOT),
            messageMatches("(?s)(.*\\n)?(?i:" + escape(key) + "):.*")
                .withSeverity(f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR)
                .withText("commit messages must carry a `" + key + ":` trailer", null)));
    return true;
  }

  /** Commit messages must match {@code re} (a commit without a message passes). */
  private static Constraint messageMatches(String re) {
    return Constraint.of(
        "draft",
        ActionPattern.of("git.commit"),
        new Effect.Assert(cond("!exists(args.message) || args.message matches " + lit(re))));
  }

  /** Commit messages must not match {@code forbidden} (a commit without a message passes). */
  private static Draft messageBan(
      String key, String forbidden, Enforcement severity, String message) {
    return draft(
        FORMAT,
        key,
        Constraint.of(
                "draft",
                ActionPattern.of("git.commit"),
                new Effect.Assert(
                    cond(
                        "!exists(args.message) || !(args.message matches " + lit(forbidden) + ")")))
            .withSeverity(severity)
            .withText(message, null));
  }

  private static Draft contentKindDraft(Frame f, Lexicon.ContentKind k, String when) {
    if (f.ask() == Ask.REQUIRED && k.negative()) {
      // "ask me before dropping a table", "don't drop columns without asking me": a write that
      // holds it is asked about
      String holds = "args.content matches " + lit(k.forbidden());
      return draft(
          CONTENT,
          "kind:" + k.name(),
          Constraint.of("draft", ActionPattern.of("file.write"), new Effect.Confirm())
              .withWhen(cond(when == null ? holds : "(" + when + ") && " + holds))
              .withSeverity(Enforcement.ERROR)
              .withText(
                  "written files holding "
                      + k.name().replace('-', ' ')
                      + " need a human's approval",
                  "ask the user first"));
    }
    return draft(
        CONTENT,
        "kind:" + k.name(),
        mustNotHold(
            f, k.forbidden(), "written files must not hold " + k.name().replace('-', ' '), when));
  }

  /** Written files (where {@code when} says) must not match {@code forbidden}; warn when soft. */
  private static Constraint mustNotHold(Frame f, String forbidden, String message, String when) {
    Constraint c =
        Constraint.of(
                "draft",
                ActionPattern.of("file.write"),
                new Effect.Assert(cond("!(args.content matches " + lit(forbidden) + ")")))
            .withSeverity(f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR)
            .withText(message, null);
    return when == null ? c : c.withWhen(cond(when));
  }

  // --- row 4e --------------------------------------------------------------------------------

  /** "instead of interfaces", "over classes", "not enums": the construct is what is replaced. */
  private static final GatedPattern REPLACING =
      GatedPattern.compile(
          "\\b(instead of|rather than|over|not|no|avoid|never)\\s+([\\w-]+\\s+){0,2}$");

  /** "except for generated ones": the agent does not write generated code, so no exception. */
  private static final GatedPattern GENERATED_EXCEPTION =
      GatedPattern.compile("(?i)\\bexcept\\b[^.;]*\\bgenerated\\b");

  /** An exception the reader cannot see ("except in pages"); generated code is not written. */
  private static final GatedPattern EXCEPT =
      GatedPattern.compile(
          "(?i)\\b(except|unless|other than|outside of|apart from|besides"
              // "no `TODO` comments without an issue link" narrows in words no write shows
              + "|without(?!\\s+(exception|exceptions|fail))"
              + ")\\b(?![^.;]*\\bgenerated\\b)");

  /** Whether the word after a construct's name makes it a modifier ("interface churn"). */
  private static boolean aspectOf(String text, int end) {
    String[] rest = text.substring(end).strip().split("[^\\p{L}]+", 2);
    return rest.length > 0 && Lexicon.get().words("construct-aspect").contains(rest[0]);
  }

  /** A relative clause right after a construct's name: "… that go above `src/`". */
  private static final GatedPattern NARROWED_AFTER =
      GatedPattern.compile("\\s+(that|which|whose|where)\\b");

  /**
   * A case right after a construct's name ("… for anything reused", "… when a union will do", "…
   * across packages"): the ban is kept for uses no written file shows, so it warns.
   */
  private static final GatedPattern CASE_AFTER =
      GatedPattern.compile(
          "\\s+(for|when|if|across|between|into|in\\s+(?:other|another|different))\\s+[a-z]");

  /** The names of the language a statement's words or section name (see {@link #languageOf}). */
  private static List<String> statedLanguages(Statement s) {
    List<String> stated = new ArrayList<>();
    List<String> statedGlobs = languageOf(s);
    for (Lexicon.Grounding g : Lexicon.get().groundings("language")) {
      if (!statedGlobs.isEmpty() && statedGlobs.equals(g.values())) {
        stated.add(g.name());
      }
    }
    return stated;
  }

  private static boolean constructs(Frame f, Statement s, FileFacts facts, List<Draft> out) {
    if (f.strength() == Strength.PERMISSION || !f.subjects().isEmpty()) {
      return false;
    }
    // "`TODO` comments": a construct is named the same with its word in code quotes
    String text = f.text().replace("`", "").toLowerCase(java.util.Locale.ROOT);
    if (EXCEPT.matcher(text).find() || Prose.holdsHan(f.text()) && hanUnseenPlace(f.text(), "")) {
      // (组件中不要使用 `enum`: a place no write shows)
      return false;
    }
    // the languages the statement names: read once a construct is banned (most clauses name none)
    List<String> stated = null;
    boolean any = false;
    java.util.Set<String> families = new java.util.HashSet<>();
    String whole = text + " " + s.fullText().toLowerCase(java.util.Locale.ROOT);
    for (Lexicon.Construct named : Lexicon.get().constructs()) {
      if (!Lexicon.get().finds(named.phrase(), text, text)) {
        continue;
      }
      java.util.regex.Matcher m = named.phrase().matcher(text);
      String family = named.name().split("-")[0];
      if (!m.find()
          || aspectOf(text, m.end())
          // "relative imports that go above `src/`": a relative clause singles some out
          || NARROWED_AFTER.matcher(text).region(m.end(), text.length()).lookingAt()
          || !families.add(family)) {
        continue;
      }
      // the first row of the family the whole statement names: "functional components only,
      // no classes" bans class components
      Lexicon.Construct k =
          Lexicon.get().constructs().stream()
              .filter(x -> x.name().split("-")[0].equals(family))
              .filter(x -> x.phrase().matcher(whole).find())
              .findFirst()
              .orElse(named);
      // banned: the clause is negative, or names the construct as what is replaced
      String before = text.substring(0, m.start());
      if (!f.negative() && !REPLACING.matcher(before).find()) {
        continue;
      }
      if (stated == null) {
        stated = statedLanguages(s);
        if (stated.isEmpty() && !facts.language().isEmpty()) {
          // "avoid classes" in a file about a Python project: that language's classes, if it
          // has the construct at all
          stated = new ArrayList<>();
          for (Lexicon.Grounding g : Lexicon.get().groundings("language")) {
            if (facts.language().equals(g.values())) {
              stated.add(g.name());
            }
          }
        }
      }
      List<String> languages =
          k.languages().contains("*")
              ? stated
              : stated.isEmpty()
                  ? k.languages()
                  : stated.stream().filter(k.languages()::contains).toList();
      if (!k.languages().contains("*") && languages.isEmpty()) {
        // a construct of another language than the one the rule is about
        continue;
      }
      if (stated.isEmpty()
          && !k.languages().contains("*")
          && !facts.languagesNamed().isEmpty()
          && facts.languagesNamed().stream().noneMatch(k.languages()::contains)) {
        // "prefer records over classes" in a file about a Java and Kotlin project: the classes
        // of those languages, of which none has the construct as its row reads it
        continue;
      }
      List<String> globs = new ArrayList<>();
      for (Lexicon.Grounding g : Lexicon.get().groundings("language")) {
        if (languages.contains(g.name())) {
          globs.addAll(g.values());
        }
      }
      // (with no language, any file but prose, which may name the construct: a guide's "TODO")
      String when =
          besideAlternative(
              inKindPlace(globs.isEmpty() ? "!" + anyGlob(PROSE, "") : anyGlob(globs, ""), f, s),
              s);
      boolean someUses = CASE_AFTER.matcher(text).region(m.end(), text.length()).lookingAt();
      out.add(
          draft(
              CONTENT,
              "construct:" + k.name(),
              mustNotHold(
                  someUses ? f.withStrength(Strength.SOFT) : f,
                  k.forbidden(),
                  "written code must not use " + k.name().replace('-', ' ') + "s",
                  when)));
      any = true;
    }
    return any;
  }

  // --- row 6 ---------------------------------------------------------------------------------

  /** Lines that run a task runner's target or a repository script, not a tool directly. */
  static final GatedPattern TASK_RUNNERS =
      GatedPattern.compile(
          "(?s)\\s*(make|just|task|mage|npm|pnpm|yarn|bun|\\.{1,2}/\\S+|scripts?/\\S+)(\\s.*|$)");

  /** "limit the subject line to 50 characters", "72 characters or fewer". */
  private static final GatedPattern LIMITED_TO =
      GatedPattern.compile(
          "(?i)\\b(?:limit|limited|cap|capped|keep|kept|restrict|restricted)\\b[^.;]*?\\bto\\s+(\\d{2,3})"
              + "\\s*(?:characters|chars|columns)\\b|\\b(\\d{2,3})\\s*(?:characters|chars|columns)\\s+or\\s+"
              + "(?:fewer|less|shorter)\\b");

  /**
   * The case of a message's first letter: "start with a capital letter", "capitalize the subject"
   * (group 1 or 2: upper case), "begin with a lowercase letter", "lowercase subject" (lower).
   */
  private static final GatedPattern LETTER_CASE =
      GatedPattern.compile(
          "(?i)\\b(?:start|begin)s?(?: \\w+)? with an? (?:(capital|upper-?case)|lower-?case)"
              + " (?:letter|character)\\b|\\b(capitali[sz]ed?)\\b(?! words)|\\blower-?case"
              + " (?:subjects?|summar(?:y|ies)|first letters?)\\b"
              // "summary in lower case", "the subject is lowercase"
              + "|\\b(?:subjects?|summar(?:y|ies)|descriptions?)\\s+(?:(?:is|are|in|written\\s+in)\\s+)?"
              + "(?:(upper[- ]?case)|lower[- ]?case)\\b");

  /**
   * Row 6c: "no trailing period", "don't end the commit subject with a period": the end of a commit
   * message's first line, whatever the polarity of the wording.
   */
  private static boolean messagePeriod(Frame f, List<Draft> out) {
    String t = f.text().toLowerCase(java.util.Locale.ROOT);
    if (f.subjects().contains("title")
        || !(f.subjects().contains("message") || t.contains("commit"))
        || !NO_PERIOD.matcher(t).find()) {
      return false;
    }
    out.add(
        draft(
            FORMAT,
            "message-period",
            messageMatches("(?s)[^\\n]*[^.\\n](\\n.*)?")
                .withSeverity(f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR)
                .withText("the first line of a commit message does not end with a period", null)
                .withExamples(
                    examples(
                        List.of(Map.of("message", "Fix x\n\nMore.")),
                        List.of(Map.of("message", "Fix x."))))));
    return true;
  }

  /** "keep lines under 100 characters", "maximum line length is 120", "line length: 88". */
  private static final GatedPattern LINE_LENGTH =
      GatedPattern.compile(
          "(?i)\\b(?:lines?|line length|line width)\\b[^.;]{0,40}?\\b(?:under|below|at most"
              + "|max(?:imum)?(?: of)?|no (?:more|longer) than|not (?:be )?(?:more|longer) than"
              + "|(?:not |never )?exceed(?:ing|s)?|within|to|is|of|at)\\s*(\\d{2,3})\\b"
              + "|\\bline length\\s*[:=]\\s*(\\d{2,3})\\b");

  /**
   * Row 4k: a limit on the length of lines in code, in the files of the statement's language or,
   * failing that, the file's (none when neither is known: a limit on every file would hold lock
   * files, data and prose to it); not a commit message's or a title's lines.
   */
  private static void lineLength(Frame f, Statement s, FileFacts facts, List<Draft> out) {
    String t = f.text().toLowerCase(java.util.Locale.ROOT);
    java.util.regex.Matcher m = LINE_LENGTH.matcher(f.text());
    if (!m.find()
        || !f.subjects().isEmpty()
        || t.contains("commit")
        || t.contains("message")
        || f.strength() == Strength.PERMISSION) {
      return;
    }
    if (f.since().flatMap(Frame.Since::unseen).isPresent()) {
      // "When editing docs:" over "- Keep line length under 120 characters": the lines of files
      // a case no write shows singles out, not of every file of the project's language
      return;
    }
    int n = Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2));
    List<String> globs = languageOf(s, facts);
    if (n < 40 || globs.isEmpty()) {
      return;
    }
    String path = globs.get(0).replace("**/", "src/").replace("*", "x");
    out.add(
        draft(
            CONTENT,
            "line-length",
            Constraint.of(
                    "draft",
                    ActionPattern.of("file.write"),
                    new Effect.Assert(
                        cond(
                            "!(args.content matches "
                                + lit("(?s)(.*\\n)?[^\\n]{" + (n + 1) + ",}(\\n.*)?")
                                + ")")))
                .withWhen(cond(anyGlob(globs, "")))
                .withSeverity(f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR)
                .withText("lines of code are at most " + n + " characters long", null)
                .withExamples(
                    examples(
                        List.of(Map.of("path", path, "content", "x = 1\n")),
                        List.of(Map.of("path", path, "content", "x".repeat(n + 1) + "\n"))))));
  }

  /**
   * "reference an issue number", "include the ticket ID", "link the related issue": a reference the
   * message must carry.
   */
  private static final GatedPattern ISSUE_REFERENCE =
      GatedPattern.compile(
          "(?i)\\b(reference|references|referencing|include|includes|including|mention|link|cite)"
              + "\\s+(?:\\w+\\s+){0,2}(issue|ticket|jira)s?(\\s+(number|id|key)s?)?\\b");

  /** "no trailing period", "do not end the subject line with a period". */
  private static final GatedPattern NO_PERIOD =
      GatedPattern.compile(
          "(?i)\\b(?:no|without|omit(?:ting)? the|(?:not?|never|don't) end(?:ing)?(?: \\w+){0,5}"
              + " with an?) (?:trailing |final |ending )?(?:period|full stop|dot)s?\\b");

  /**
   * "不超过 50 个字符", "最多 72 个字", "50 个字符以内": a limit written in Chinese (group 1 the bound, 2 or 3 the
   * number).
   */
  private static final GatedPattern HAN_LENGTH_LIMIT =
      GatedPattern.compile(
          "(不超过|不要超过|不得超过|不能超过|不可超过|最多|至多|少于|小于)\\s*(\\d{2,3})\\s*个?(?:字符|字)"
              + "|(?<![\\d.])(\\d{2,3})\\s*个?(?:字符|字)(?:以内|之内|以下)");

  /**
   * Two languages offered as a choice: "中文或英文均可", "in English or Chinese": no language is required
   * of the message.
   */
  private static final GatedPattern LANGUAGE_CHOICE =
      GatedPattern.compile(
          "(?i)(中文|英文|汉语|英语|chinese|english)\\s*(或者?|和|与|及|/|or|and)\\s*(中文|英文|汉语|英语"
              + "|chinese|english)");

  /** "the 50/72 rule": the subject's limit, then the body's wrap. */
  private static final GatedPattern SUBJECT_BODY_RULE =
      GatedPattern.compile("\\b([2-9]\\d)/([5-9]\\d|1[0-2]\\d)(?:[- ]character)? rule\\b");

  /** A message's body, and its first line under the names files give it. */
  private static final GatedPattern MESSAGE_BODY = GatedPattern.compile("(?i)\\bbod(y|ies)\\b");

  private static final GatedPattern SUBJECT =
      GatedPattern.compile("(?i)\\b(subject|title|first line|summary|header|headline)s?\\b");

  /** "under 72 characters", "at most 50 chars", "no longer than 72 columns". */
  private static final GatedPattern LENGTH_LIMIT =
      GatedPattern.compile(
          "(?i)\\b(under|below|less than|fewer than|at most|no (?:more|longer) than|not (?:more|longer)"
              + " than|max(?:imum)?(?: of)?|up to|within|<=?|≤)\\s*(\\d{2,3})\\s*(?:characters|chars|columns)\\b");

  /**
   * "Commit messages must be in English and under 72 characters": the subject line's length (a
   * limit counts the first line, as git tools show it) and the script the message is written in.
   */
  private static final GatedPattern SUBJECT_LINE =
      GatedPattern.compile("(?i)\\b(subject( line)?|first line)s?\\b");

  /**
   * Whether a clause is about commit messages: it says "message" or "commit", or it names a subject
   * line under a heading about commits or git ("## Git" then "keep the subject line under 72
   * characters").
   */
  private static boolean aboutCommits(Frame f, Statement s) {
    return f.subjects().contains("message")
        || f.text().toLowerCase(java.util.Locale.ROOT).contains("commit")
        || SUBJECT_LINE.matcher(f.text()).find()
            && s.section().stream()
                .anyMatch(
                    h ->
                        h.toLowerCase(java.util.Locale.ROOT)
                            .matches("(?s).*\\b(commits?|git|commit messages?)\\b.*"));
  }

  /**
   * "…: `type: summary`, no trailing period, at most 72 characters": every negation of the clause
   * is an item of such a list ("no" after a comma), so the clause's other items stand as duties.
   */
  private static boolean negatedItemsOnly(Frame f) {
    Prose p = Prose.of(f.text());
    List<Prose.Hit> negations = p.find("negation");
    return !negations.isEmpty()
        && negations.stream()
            .allMatch(
                h ->
                    p.words().get(h.word()).text().equals("no")
                        && h.word() > 0
                        && p.text()
                            .substring(0, p.words().get(h.word()).at())
                            .stripTrailing()
                            .endsWith(","));
  }

  private static void messageLimits(Frame f, List<Draft> out) {
    Enforcement severity = f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR;
    java.util.regex.Matcher m = LENGTH_LIMIT.matcher(f.text());
    java.util.regex.Matcher limited = LIMITED_TO.matcher(f.text());
    java.util.regex.Matcher rule = SUBJECT_BODY_RULE.matcher(f.text());
    boolean bodyOnly = MESSAGE_BODY.matcher(f.text()).find() && !SUBJECT.matcher(f.text()).find();
    int n = -1;
    if (m.find()) {
      String bound = m.group(1).toLowerCase(java.util.Locale.ROOT);
      n = Integer.parseInt(m.group(2));
      // "under 72 characters" names the 72-column convention; "less than" is strict
      if (bound.equals("less than") || bound.equals("fewer than") || bound.equals("<")) {
        n--;
      }
    } else if (limited.find()) {
      // "limit the subject line to 50 characters", "72 characters or fewer"
      n = Integer.parseInt(limited.group(1) != null ? limited.group(1) : limited.group(2));
    } else if (rule.find()) {
      // "the 50/72 rule": the subject's limit, then the body's wrap
      n = Integer.parseInt(rule.group(1));
    } else if ((m = HAN_LENGTH_LIMIT.matcher(f.text())).find()) {
      // "第一行不超过 50 个字符", "标题 50 个字符以内"; "少于" is strict
      n = Integer.parseInt(m.group(2) != null ? m.group(2) : m.group(3));
      if ("少于".equals(m.group(1)) || "小于".equals(m.group(1))) {
        n--;
      }
    }
    // "wrap the body at 72 columns": the first line is not what is limited
    if (n > 0 && !bodyOnly) {
      String re = "(?s)[^\\n]{0," + n + "}(\\n.*)?";
      out.add(
          draft(
              FORMAT,
              "message-length",
              messageMatches(re)
                  .withSeverity(severity)
                  .withText(
                      "the first line of a commit message has at most " + n + " characters",
                      "shorten the subject line; details go in the body")
                  .withExamples(
                      examples(
                          List.of(Map.of("message", "Fix x")),
                          List.of(Map.of("message", "x".repeat(n + 1)))))));
    }
    java.util.regex.Matcher letter = LETTER_CASE.matcher(f.text());
    if (letter.find()) {
      // "start with a capital letter", "capitalize the subject", "lowercase subjects": the first
      // letter of the subject, after a `type(scope): ` prefix where the file uses one
      boolean upper = letter.group(1) != null || letter.group(2) != null || letter.group(3) != null;
      String re = "(?s)([a-z]+(\\([^)]*\\))?!?: )?" + (upper ? "[A-Z0-9]" : "[a-z0-9]") + ".*";
      out.add(
          draft(
              FORMAT,
              "message-case",
              messageMatches(re)
                  .withSeverity(severity)
                  .withText(
                      "a commit message starts with a "
                          + (upper ? "capital" : "lower-case")
                          + " letter",
                      null)
                  .withExamples(
                      examples(
                          List.of(Map.of("message", upper ? "Fix x" : "fix x")),
                          List.of(Map.of("message", upper ? "fix x" : "Fix x"))))));
    }
    Lexicon.ContentKind english =
        Lexicon.get().contentKinds().stream()
            .filter(k -> k.name().equals("english"))
            .findFirst()
            .orElseThrow();
    boolean choice = LANGUAGE_CHOICE.matcher(f.text()).find();
    if (!choice
        && (english.phrase().matcher(f.text()).find()
            || java.util.regex.Pattern.compile("(?i)\\bin english\\b").matcher(f.text()).find())) {
      out.add(
          messageBan(
              "message-english",
              english.forbidden(),
              severity,
              "commit messages are written in English"));
    }
    if (!choice
        && java.util.regex.Pattern.compile("(?i)使用中文|用中文|中文书写|中文撰写|\\bin chinese\\b")
            .matcher(f.text())
            .find()) {
      // "所有提交信息必须使用中文": a message with no Chinese at all is not one
      out.add(
          messageBan(
              "message-chinese",
              "(?s)[^\\p{Han}]*",
              severity,
              "commit messages are written in Chinese"));
    }
  }

  /**
   * "sign off", "signed-off", "DCO": the Developer Certificate of Origin line. Not "signed" alone,
   * which may mean a GPG signature that the git configuration, not the command line, may add.
   */
  private static final GatedPattern SIGN_OFF =
      GatedPattern.compile(
          "(?i)\\bsign(s|ed|ing)?[- ]?off\\b|\\bsignoff\\b|\\bDCO\\b|signed-off-by");

  /**
   * Row 6f: "open pull requests with `gh pr create --draft`", "use `git commit -s` when
   * committing": the act's own command named with options says how the act is done, so a run of
   * that command must carry them. Only options (never arguments: "push with `git push origin HEAD`"
   * names one push), and never a force option, which no ordinary push carries.
   */
  private static void actWithOptions(Frame f, List<Draft> out, boolean draftDone) {
    if (f.negative() || f.ask() != Ask.NONE) {
      return;
    }
    for (Act a : f.acts()) {
      for (CommandRef c : f.commands()) {
        if (!a.doneWithOptions(c)) {
          continue;
        }
        String extra = c.pattern().substring(c.loose().length()).strip();
        if (!extra.matches("(--?[A-Za-z][A-Za-z0-9-]*)( --?[A-Za-z][A-Za-z0-9-]*)*")
            || extra.contains("force")
            // "commits are signed off (`git commit -s`)": the sign-off row checks the trailer
            // whichever way it is added (`-s`, `--signoff`, a `Signed-off-by:` line)
            || SIGN_OFF.matcher(f.text()).find() && extra.matches("-s|--signoff")
            || draftDone && c.pattern().equals("gh pr create --draft")) {
          continue;
        }
        Constraint k =
            Constraint.of(
                    "draft",
                    ActionPattern.of("shell.exec"),
                    new Effect.Assert(cond("invokes(args.command, " + lit(c.pattern()) + ")")))
                .withWhen(cond("invokes(args.command, " + lit(c.loose()) + ")"))
                .withSeverity(f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR)
                .withText(
                    "`" + c.loose() + "` is run as `" + c.pattern() + "`", "add `" + extra + "`");
        out.add(draft(FORMAT, "act-options:" + c.pattern(), k));
      }
    }
  }

  /**
   * Row 6: "sign off every commit": a commit line carries {@code -s}/{@code --signoff} (alone or
   * among short flags: {@code -sm}) or writes the trailer itself.
   */
  private static void signOff(List<Draft> out) {
    String require =
        "args.command matches "
            + lit(
                "(?s).*\\bgit\\s+(\\S+\\s+)*?commit\\b.*\\s(--signoff|-[a-zA-Z]*s[a-zA-Z]*)(\\s.*|$)")
            + " || args.command matches "
            + lit("(?is).*signed-off-by:.*");
    Constraint c =
        Constraint.of("draft", ActionPattern.of("shell.exec"), new Effect.Assert(cond(require)))
            .withWhen(cond(invokes("git commit")))
            .withSeverity(Enforcement.ERROR)
            .withText("commits are signed off", "add `--signoff` (`-s`)")
            .withExamples(
                examples(
                    List.of(commandArgs("git commit -s -m 'Fix x'")),
                    List.of(commandArgs("git commit -m 'Fix x'"))));
    out.add(draft(FORMAT, "sign-off", c));
  }

  /**
   * Whether code in the text is given as an example ("a ticket ID like `ABC-123`", "such as `x`",
   * "e.g. `x`"): one instance of what is meant, not the literal text.
   */
  static boolean example(String text, String token) {
    return java.util.regex.Pattern.compile(
            "(?i)\\b(like|such as|e\\.g\\.?|for example|for instance|say)[,:]?\\s*`"
                + java.util.regex.Pattern.quote(token)
                + "`")
        .matcher(text)
        .find();
  }

  /** "PR titles", "pull request title", "merge request titles". */
  public static final GatedPattern PR_TITLES =
      GatedPattern.compile("(?i)\\b(pr|pull request|merge request)s? titles?\\b");

  /** A placeholder of a template: {@code <x>} or {@code {x}}. */
  private static final java.util.regex.Pattern TITLE_PLACEHOLDER =
      java.util.regex.Pattern.compile("<[^<>]{1,30}>|\\{[^{}]{1,30}\\}");

  /** A title template that opens with a tag in brackets: {@code [gateway] <Title>}. */
  static final java.util.regex.Pattern TAGGED_TITLE =
      java.util.regex.Pattern.compile(
          "\\[([\\w./-]{1,30}|<[^<>]{1,30}>|\\{[^{}]{1,30}\\})\\] .*(<[^<>]{1,30}>|\\{[^{}]{1,30}\\}).*");

  static final GatedPattern TEMPLATE =
      GatedPattern.compile(
          // the description in any script ("type(scope): 描述")
          "[a-z<>\\[\\]]+(\\([a-z<>\\[\\] _-]+\\))?!?: ?[\\p{L}<>\\[\\] _.-]+");

  /** "with", "using", "pass", "add": the words that put an option on a run. */
  private static final GatedPattern CARRIES =
      GatedPattern.compile("(?i)\\b(with|using|pass|passing|add|adding|include|including)\\s+$");

  /** "pass `--locked` to `cargo build`", "add `-race` when running `go test`". */
  private static final GatedPattern PASS_TO =
      GatedPattern.compile(
          "(?i)\\b(pass|add|include|append|supply)\\s+`[^`]+`\\s+(to|with|on|for|when\\s+(running|calling|invoking))\\s+`");

  /**
   * "Always run `pytest` with `-x`": one command run, its option put on it after "with", and a word
   * that makes it a rule ("always", "must", "make sure"). Without one, "run `pytest` with `-k
   * name`" tells how to do something once, not how every run must look.
   */
  private static boolean carriedOption(Frame f) {
    // "always pass `--locked` to `cargo build`": handing an option to a run is no act of its own
    boolean handed = f.acts().isEmpty() && PASS_TO.matcher(f.text()).find();
    if (f.commands().size() != 1
        || !f.acts().equals(List.of(Act.RUN)) && !handed
        || f.options().isEmpty()) {
      return false;
    }
    Prose p = Prose.of(f.text());
    if (!p.has("hard") || p.has("aim") || p.has("condition")) {
      return false;
    }
    String command = f.commands().get(0).pattern();
    int commandAt = -1;
    int lastOption = -1;
    for (int i = 0; i < p.spans().size(); i++) {
      if (p.spans().get(i).equals(command) && commandAt < 0) {
        commandAt = p.text().indexOf("§" + i);
      }
    }
    for (int i = 0; i < p.spans().size(); i++) {
      if (f.options().contains(p.spans().get(i))) {
        int at = p.text().indexOf("§" + i);
        boolean after = at >= 0 && CARRIES.matcher(p.text().substring(0, at)).find();
        // "use `--frozen-lockfile` with `pnpm install`": the option first, then the run
        boolean before =
            at >= 0
                && commandAt > at
                && OPTION_FOR
                    .matcher(p.text().substring(at + ("§" + i).length(), commandAt))
                    .matches();
        if (!after && !before) {
          return false;
        }
        lastOption = Math.max(lastOption, at);
      }
    }
    // "… with `--release` to measure speed": a purpose narrows it in words no call shows, and
    // so does a place ("… in Dockerfiles", "… in CI": runs written there, not the agent's)
    String tail = p.text().substring(Math.max(lastOption, commandAt));
    return !PURPOSE_AFTER.matcher(tail).find() && !PLACE_AFTER.matcher(tail).find();
  }

  /** "in Dockerfiles", "in CI", "inside containers": not this repository, nor the agent's shell. */
  private static final GatedPattern PLACE_AFTER =
      GatedPattern.compile(
          "(?i)\\b(in|inside|within)\\s+(?!(this|the|our|your)\\s+(repo|repository|project|workspace"
              + "|codebase|terminal|shell)\\b|here\\b|general\\b|all\\s+cases\\b)\\S");

  private static final GatedPattern OPTION_FOR =
      GatedPattern.compile("(?i)\\s*(with|for|on|when (running|calling|using|invoking))\\s*");
  private static final GatedPattern PURPOSE_AFTER =
      GatedPattern.compile("(?i)\\b(to|for|so|unless|except|if|when)\\b");

  /**
   * Row 6d: "no `fix:` / `docs:` prefix on PR titles", "commit messages must not start with `WIP`":
   * the inline code (or, named in prose, the Conventional Commits types) may not open the title or
   * message.
   */
  private static boolean noPrefix(Frame f, List<Draft> out) {
    int before = out.size();
    // "no `fix:` / `docs:` prefix on PR titles", "commit messages must not start with `WIP`": the
    // inline code may not open the title or message
    if (!f.subjects().contains("title") && !f.subjects().contains("message")) {
      return false;
    }
    String t = f.text().toLowerCase(java.util.Locale.ROOT);
    boolean noPrefix = t.contains("prefix") && NO_PREFIX.matcher(f.text()).find();
    java.util.Set<String> subjects = new java.util.HashSet<>(f.subjects());
    java.util.regex.Matcher belongs = BELONGS.matcher(t);
    while (belongs.find()) {
      // "no `fix:` prefix, which belongs on the commit subject": where it belongs is not ruled
      subjects.remove(
          belongs.group().contains("commit") || belongs.group().contains("message")
              ? "message"
              : "title");
    }
    if ((noPrefix
            || f.negative()
                && (t.contains("start with") || t.contains("begin with") || t.contains("prefix")))
        && (subjects.contains("title") || subjects.contains("message"))) {
      List<String> prefixes =
          f.tokens().stream()
              .filter(x -> x.length() <= 20 && x.matches("\\S+"))
              .map(DecisionTable::escape)
              .toList();
      if (prefixes.isEmpty() && t.contains("conventional")) {
        prefixes =
            List.of(
                "(feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert)(\\([^)]*\\))?!?:");
      }
      if (!prefixes.isEmpty()) {
        String alt = "(" + String.join("|", prefixes) + ")";
        Enforcement severity = f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR;
        if (subjects.contains("title")) {
          out.add(
              prLineBan(
                  "title-no-prefix",
                  "(?s).*--title[= ]+[\"']?" + alt + ".*",
                  severity,
                  "pull request titles do not start with " + alt,
                  null));
        }
        if (subjects.contains("message")) {
          Constraint c =
              Constraint.of(
                      "draft",
                      ActionPattern.of("git.commit"),
                      new Effect.Assert(
                          cond(
                              "!exists(args.message) || !(args.message matches "
                                  + lit("(?s)\\s*" + alt + ".*")
                                  + ")")))
                  .withSeverity(severity)
                  .withText("commit messages do not start with " + alt, null);
          out.add(draft(FORMAT, "message-no-prefix", c));
        }
      }
    }
    return out.size() > before;
  }

  /** "…, which belongs on the commit subject": where something is in place, not ruled out. */
  private static final GatedPattern BELONGS =
      GatedPattern.compile(
          "\\b(belongs?|goes|go|(is|are)\\s+(reserved|used|meant))\\s+(on|in|to|for)\\s+(the\\s+)?"
              + "(commit\\s+(subject|message|title)s?|messages?|(pr|pull request)\\s+titles?|titles?)");

  /** "no `fix:` / `docs:` prefix", "with no type prefixes": a prefix the text rules out. */
  private static final GatedPattern NO_PREFIX =
      GatedPattern.compile(
          "(?i)\\bno\\s+((`[^`]+`|[\\w-]++)(\\s*[/,]\\s*|\\s+)){1,6}prefix(es)?\\b");

  private static void format(Frame f, Statement s, FileFacts facts, List<Draft> out) {
    String t = f.text().toLowerCase(java.util.Locale.ROOT);
    optionValues(f, facts, out);
    // "always include `-tags x` when running tests", "always run `pytest` with `-x`": an option
    // those runs must carry
    List<CommandRef> running = f.runningCommands();
    if (running.isEmpty() && carriedOption(f)) {
      running = f.commands();
    }
    if (!f.options().isEmpty() && (!f.runningPurposes().isEmpty() || !running.isEmpty())) {
      List<String> triggers = new ArrayList<>();
      running.forEach(c -> triggers.add(invokes(c.loose())));
      for (String purpose : f.runningPurposes()) {
        // a task runner's target (`make unit-test`, `npm test`) takes no options of the tool it
        // runs: only direct runs of the tool must carry them
        List<CommandRef> mine =
            facts.forPurpose(purpose).stream()
                .filter(c -> !TASK_RUNNERS.matcher(c.pattern()).matches())
                .toList();
        if (mine.isEmpty()) {
          triggers.add(
              "args.command matches "
                  + lit("(?i).*\\b(" + String.join("|", FileFacts.purposeWords(purpose)) + ")\\b.*")
                  + " && !(args.command matches "
                  + lit(TASK_RUNNERS.pattern())
                  + ")");
        }
        mine.forEach(c -> triggers.add(invokes(c.loose())));
      }
      for (String option : f.options()) {
        List<String> shown = new ArrayList<>();
        for (CommandRef c : facts.commands()) {
          if (c.pattern().contains(option)) {
            String x = invokes(c.loose());
            if (!shown.contains(x)) {
              shown.add(x);
            }
          }
        }
        List<String> when = shown.isEmpty() ? triggers : shown;
        String[] parts = option.split(" ", 2);
        // "-tags test_dep" is also carried by "-tags=test_dep" and "-tags test_dep,integration"
        String shape =
            parts.length == 2 && parts[0].startsWith("-")
                ? escape(parts[0]) + "(\\s+|=)(\\S*,)?" + escape(parts[1]) + "(,\\S*)?"
                : escape(option).replace(" ", "\\s+");
        String require = "args.command matches " + lit("(?s)(.*\\s)?" + shape + "(\\s.*|$)");
        Constraint c =
            Constraint.of("draft", ActionPattern.of("shell.exec"), new Effect.Assert(cond(require)))
                .withWhen(cond(String.join(" || ", when)))
                .withSeverity(Enforcement.ERROR)
                .withText("these runs must carry `" + option + "`", "add `" + option + "`");
        out.add(draft(FORMAT, "option:" + option, c));
      }
    }
    // "Semantic commit messages: `label(scope): description`": a message shaped as shown
    boolean aboutCommits = aboutCommits(f, s);
    if (aboutCommits && !f.subjects().contains("title")) {
      for (String token : f.tokens()) {
        if (TEMPLATE.matcher(token).matches() && token.contains(":")) {
          List<String> types =
              facts.messageTypes().isEmpty()
                  ? List.of(
                      "feat",
                      "fix",
                      "docs",
                      "style",
                      "refactor",
                      "perf",
                      "test",
                      "build",
                      "ci",
                      "chore",
                      "revert")
                  : facts.messageTypes();
          // "`area: description`", "`pkg: summary`": the head names where the change is, any
          // word; a type ("`type(scope): …`", "`feat: …`") is one of the message types
          String head = token.replaceAll("[(!:].*", "").replaceAll("[<>\\[\\]]", "");
          // a head that is neither a type nor the word "type" is a place shown by example
          // ("`api: fix login`"), not a type the messages must use
          boolean where =
              Lexicon.get().words("where-head").contains(head)
                  || facts.messageTypes().isEmpty()
                      && !types.contains(head)
                      && !Lexicon.get().words("type-head").contains(head);
          String re =
              where
                  ? "(?s)[\\w./-]+(\\([^)]+\\))?!?: .+"
                  : "(?s)(" + String.join("|", types) + ")(\\([^)]+\\))?!?: .+";
          Constraint c =
              messageMatches(re)
                  .withSeverity(Enforcement.ERROR)
                  .withText(
                      "commit messages are shaped `" + token + "`",
                      where
                          ? "start with what the change is about, then a colon"
                          : "start with one of: " + String.join(", ", types))
                  .withExamples(
                      examples(
                          List.of(
                              Map.of("message", (where ? "core" : types.get(0)) + ": handle x")),
                          List.of(Map.of("message", "Handle x"))));
          out.add(draft(FORMAT, "message-shape", c));
          break;
        }
      }
    }
    if (aboutCommits && !f.subjects().contains("title") && (!f.negative() || negatedItemsOnly(f))) {
      messageLimits(f, out);
    }
    if (aboutCommits
        && !f.negative()
        && !f.subjects().contains("title")
        && ISSUE_REFERENCE.matcher(f.text()).find()) {
      // "commit messages must reference an issue": a `#123` or `ABC-123` reference in the message
      out.add(
          draft(
              FORMAT,
              "message-issue",
              messageMatches("(?s).*(#\\d+|\\b[A-Z][A-Z0-9]+-\\d+)\\b.*")
                  .withSeverity(Enforcement.ERROR)
                  .withText("a commit message references an issue", "name the issue, as #123")
                  .withExamples(
                      examples(
                          List.of(Map.of("message", "Fix the parser (#123)")),
                          List.of(Map.of("message", "Fix the parser"))))));
    }
    if (aboutCommits && !f.negative() && SIGN_OFF.matcher(f.text()).find()) {
      signOff(out);
    }
    // "PR titles use the form `area: summary`": a title's head then a colon
    if (f.subjects().contains("title") && !f.negative()) {
      for (String token : f.tokens()) {
        if (!TEMPLATE.matcher(token).matches()
            || !token.contains(":")
            || example(f.text(), token)) {
          continue;
        }
        String head = token.replaceAll("[(!:].*", "").replaceAll("[<>\\[\\]]", "");
        List<String> types = facts.messageTypes();
        boolean typed =
            !types.isEmpty()
                && (types.contains(head) || Lexicon.get().words("type-head").contains(head));
        String re =
            "(?s).*--title[= ]+[\"']?"
                + (typed ? "(" + String.join("|", types) + ")" : "[\\w./-]+")
                + "(\\([^)]+\\))?!?: \\S.*";
        out.add(
            titleShape(
                re, token, f, "start the title with what the change is about, then a colon"));
        break;
      }
    }
    // "PR title format: `[gateway] <Title>`", "`[<area>] <summary>`": the title opens with what
    // the template writes before its last placeholder
    if (f.subjects().contains("title")
        && !f.negative()
        && out.stream().noneMatch(d -> d.key().equals("pr-title-shape"))) {
      for (String token : f.tokens()) {
        java.util.regex.Matcher last = TITLE_PLACEHOLDER.matcher(token);
        int head = -1;
        while (last.find()) {
          head = last.start();
        }
        String before = head > 0 ? token.substring(0, head) : "";
        // (only the tag and a space before the placeholder: `[gateway] `, `[<area>] `)
        if (!TAGGED_TITLE.matcher(token).matches()
            || !before.matches("\\[[^\\]]+\\] ")
            || example(f.text(), token)) {
          continue;
        }
        String re =
            "(?s).*--title[= ]+[\"']?"
                + java.util.Arrays.stream(before.split("(?=<)|(?<=>)|(?=\\{)|(?<=\\})"))
                    .map(part -> part.matches("<[^>]*>|\\{[^}]*\\}") ? "[^\\s\\]]+" : escape(part))
                    .collect(java.util.stream.Collectors.joining())
                + "\\S.*";
        out.add(titleShape(re, token, f, "open the title as the template does"));
        break;
      }
    }
    // "PR titles should start with `[ty]`"
    if (f.subjects().contains("title")
        && (t.contains("start with") || t.contains("prefix"))
        && !f.negative()) {
      for (String token : f.tokens()) {
        if (token.length() <= 20 && !token.contains(" ") && !example(f.text(), token)) {
          String re = "(?s).*--title[= ]+[\"']?" + escape(token) + ".*";
          out.add(
              draft(
                  FORMAT,
                  "title-prefix:" + token,
                  titleMatches(re, f.strength())
                      .withText("pull request titles start with `" + token + "`", null)));
          break;
        }
      }
    }
    boolean draftFlag =
        f.flags().contains("--draft")
            || AS_DRAFT.matcher(t).find()
            || t.matches("(?s).*\\bdrafts? (prs?|pull requests?|merge requests?)\\b.*");
    if (f.has(Act.PR) && draftFlag) {
      String when = "invokes(args.command, 'gh pr create')";
      Constraint c =
          Constraint.of(
                  "draft",
                  ActionPattern.of("shell.exec"),
                  new Effect.Assert(cond("invokes(args.command, 'gh pr create --draft')")))
              .withWhen(cond(when))
              .withSeverity(Enforcement.ERROR)
              .withText("pull requests are opened as drafts", "add `--draft`")
              .withExamples(
                  examples(
                      List.of(Map.of("command", "gh pr create --draft --title x")),
                      List.of(Map.of("command", "gh pr create --title x"))));
      out.add(draft(FORMAT, "pr-draft", c));
    }
    actWithOptions(f, out, f.has(Act.PR) && draftFlag);
    boolean titleHere =
        f.subjects().contains("title")
            || t.contains("title") && PR_TITLES.matcher(String.join(" ", s.section())).find();
    if (titleHere && t.contains("conventional")) {
      String re =
          "(?s).*--title[= ]+[\"']?(feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert)(\\([^)]*\\))?!?: .*";
      List<String> listed = facts.listedPrefixes();
      if (listed.size() >= 3) {
        // the types the file lists: `feat:` takes a scope and a colon, a bare `Revert` a space
        List<String> typed = new ArrayList<>();
        List<String> bare = new ArrayList<>();
        for (String p : listed) {
          (p.endsWith(":") ? typed : bare)
              .add(escape(p.endsWith(":") ? p.substring(0, p.length() - 1) : p));
        }
        List<String> alts = new ArrayList<>();
        if (!typed.isEmpty()) {
          alts.add("(" + String.join("|", typed) + ")(\\([^)]*\\))?!?: ");
        }
        if (!bare.isEmpty()) {
          alts.add("(" + String.join("|", bare) + ")\\b");
        }
        re = "(?s).*--title[= ]+[\"']?(" + String.join("|", alts) + ").*";
      }
      Constraint c =
          Constraint.of(
                  "draft",
                  ActionPattern.of("shell.exec"),
                  new Effect.Assert(
                      cond(
                          "!invokes(args.command, 'gh pr create') || !(args.command contains '--title') || args.command matches "
                              + lit(re))))
              .withSeverity(Enforcement.ERROR)
              .withText(
                  "pull request titles follow Conventional Commits",
                  "start the title with a type such as `fix: `")
              .withExamples(
                  examples(
                      List.of(Map.of("command", "gh pr create --title \"fix: x\"")),
                      List.of(Map.of("command", "gh pr create --title \"Fixed x\""))));
      out.add(draft(FORMAT, "pr-title", c));
    }
  }

  /** The draft that PR titles are shaped as {@code template} shows, matching {@code re}. */
  private static Draft titleShape(String re, String template, Frame f, String hint) {
    return draft(
        FORMAT,
        "pr-title-shape",
        titleMatches(re, f.strength())
            .withText("pull request titles are shaped `" + template + "`", hint));
  }

  /**
   * A `gh pr create`/`edit` line that gives a `--title` gives one matching {@code re} (a warning
   * when the rule is soft).
   */
  private static Constraint titleMatches(String re, Strength strength) {
    return Constraint.of(
            "draft",
            ActionPattern.of("shell.exec"),
            new Effect.Assert(
                cond("!(args.command contains '--title') || args.command matches " + lit(re))))
        .withWhen(cond(PR_TITLED))
        .withSeverity(strength == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR);
  }

  // --- grounding acts ------------------------------------------------------------------------

  /**
   * The branches a push rule names: the one the reader found, and the other branch names listed
   * with it ("to `main` or `master`"); globs ("`release/*`") as globs.
   */
  private static List<String> branches(Frame f) {
    List<String> out = new ArrayList<>();
    f.branch().ifPresent(out::add);
    java.util.function.Predicate<String> branchLike =
        t -> t.matches("[A-Za-z0-9._/*-]{1,60}") && !t.startsWith("-") && !t.contains("..");
    for (String t : f.tokens()) {
      if (branchLike.test(t) && !out.contains(t)) {
        out.add(t);
      }
    }
    for (String p : f.paths()) {
      if (p.contains("*") && branchLike.test(p) && !out.contains(p)) {
        out.add(p);
      }
    }
    if (f.branch().isPresent()) {
      // "ask before pushing to `main` or `release/*`": the branches listed with the one named
      Prose p = Prose.of(f.text());
      for (int i = p.spans().indexOf(f.branch().get()); i >= 0 && i + 1 < p.spans().size(); i++) {
        int w = p.spanWord(i);
        int next = p.spanWord(i + 1);
        boolean listed =
            next == w + 1
                || next == w + 2 && Set.of("or", "and").contains(p.words().get(w + 1).text());
        String t = p.spans().get(i + 1);
        if (!listed || !branchLike.test(t) || Paths.isPath(t) && !t.contains("*")) {
          break;
        }
        if (!out.contains(t)) {
          out.add(t);
        }
      }
    }
    if (MAIN_OR_MASTER.matcher(f.text()).find()) {
      // "to main/master": either name of the default branch
      for (String b : List.of("main", "master")) {
        if (!out.contains(b)) {
          out.add(b);
        }
      }
    }
    return out;
  }

  private static final GatedPattern MAIN_OR_MASTER =
      GatedPattern.compile(
          "(?i)\\bmain`?\\s*(/|,|\\bor\\b|\\band\\b)\\s*`?master\\b"
              + "|\\bmaster`?\\s*(/|,|\\bor\\b|\\band\\b)\\s*`?main\\b");

  private static final GatedPattern ONLY_PUSH =
      GatedPattern.compile("(?i)\\bonly\\s+push\\b|\\bpush\\s+only\\s+to\\b");

  private static String branchCondition(Frame f) {
    List<String> names = branches(f);
    List<String> parts = new ArrayList<>();
    List<String> exact = names.stream().filter(n -> !n.contains("*")).toList();
    if (exact.size() == 1) {
      parts.add("args.branch == " + lit(exact.get(0)));
    } else if (exact.size() > 1) {
      parts.add(
          "args.branch in ["
              + String.join(", ", exact.stream().map(DecisionTable::lit).toList())
              + "]");
    }
    names.stream()
        .filter(n -> n.contains("*"))
        .forEach(n -> parts.add("args.branch glob " + lit(n)));
    return parts.size() == 1 ? parts.get(0) : "(" + String.join(" || ", parts) + ")";
  }

  /** An act grounded in an action of the vocabulary, with a condition and a sample call. */
  record Target(String key, String action, String when, Map<String, Object> sample, String what) {}

  /** "close issues", "comment on PRs": the verb that acts on the issue or pull request. */
  private static final GatedPattern GITHUB_VERB =
      GatedPattern.compile(
          "(?i)\\b(close|closing|closes|reopen|reopening|comment|commenting|reply|replying"
              + "|edit|editing|delete|deleting|label|labelling|labeling|mark|marking|assign"
              + "|assigning)\\b");

  /**
   * The `gh` subcommand a clause names for an issue or pull request: creating by default, or the
   * verb of the clause ("never close issues" → {@code gh issue close}).
   */
  private static Target githubTarget(String noun, String words, Frame f) {
    String sub = "create";
    java.util.regex.Matcher m = GITHUB_VERB.matcher(f.text());
    if (m.find()) {
      String v = m.group(1).toLowerCase(java.util.Locale.ROOT);
      sub =
          v.startsWith("reopen")
              ? "reopen"
              : v.startsWith("clos")
                  ? "close"
                  : v.startsWith("comment") || v.startsWith("repl")
                      ? "comment"
                      : v.startsWith("mark")
                          ? "ready"
                          : v.startsWith("label")
                              ? "edit --add-label"
                              : v.startsWith("assign")
                                  ? "edit --add-assignee"
                                  : v.startsWith("delet") ? "delete" : "edit";
    }
    String command = "gh " + noun + " " + sub;
    String a = noun.equals("issue") ? "an " : "a ";
    String what =
        switch (sub) {
          case "create" -> "opening " + a + words;
          case "comment" -> "commenting on " + a + words;
          case "ready" -> "marking " + a + words + " ready for review";
          case "edit --add-label" -> "labelling " + a + words;
          case "edit --add-assignee" -> "assigning " + a + words;
          default -> sub + " on " + a + words;
        };
    if (sub.equals("comment") && noun.equals("pr")) {
      // a reply on a pull request is a comment or a review
      return new Target(
          noun + ":" + sub,
          "shell.exec",
          "invokes(args.command, 'gh pr comment') || invokes(args.command, 'gh pr review')",
          commandArgs(command),
          what);
    }
    return new Target(
        sub.equals("create") ? noun : noun + ":" + sub.replace(" --add-", "-"),
        "shell.exec",
        invokes(command),
        commandArgs(command),
        what);
  }

  /** "create new branches", "make a branch": making one, not switching or listing. */
  private static final GatedPattern MAKE_BRANCH =
      GatedPattern.compile(
          "(?i)\\b(create|creating|make|making|open|opening|start|starting)\\s+(a\\s+|any\\s+)?(new\\s+)?"
              + "(git\\s+)?branch(es)?\\b|(创建|新建|建立)[^，。,;；]{0,6}分支");

  /** "check out the branch", "switch branches", "checking out PR branches". */
  private static final GatedPattern SWITCH_BRANCH =
      GatedPattern.compile(
          "(?i)\\b(check(ing)?\\s*out|checkout|switch(ing)?(\\s+to)?)\\s+(the|a|any|other|another|their"
              + "|pr|pull\\s+request|feature|someone's|remote)?\\s*(\\w+\\s+)?(git\\s+)?branch(es)?\\b");

  /**
   * Lines that move the work tree to another branch: {@code git switch}, {@code git checkout} of a
   * branch (not of files, after {@code --} or {@code .}, nor a new one) and {@code gh pr checkout}.
   */
  private static final String SWITCHES_BRANCH =
      "invokes(args.command, 'gh pr checkout') || invokes(args.command, 'git switch') && !(args.command"
          + " matches "
          + ConditionPrinter.quoted("(?s).*\\s-[cC](\\s.*|$)")
          + ") || invokes(args.command, 'git checkout') && !(args.command matches "
          + ConditionPrinter.quoted("(?s).*\\s(--|-b|-B|\\.)(\\s.*|$)")
          + ")";

  /** The commands that make a branch. */
  private static final String NEW_BRANCH =
      "invokes(args.command, 'git checkout -b') || invokes(args.command, 'git checkout -B')"
          + " || invokes(args.command, 'git switch -c') || invokes(args.command, 'git switch -C')"
          + " || invokes(args.command, 'git worktree add -b') || args.command matches "
          + ConditionPrinter.quoted("(?s).*\\bgit\\s+branch\\s+[A-Za-z0-9_][^\\s;&|]*.*");

  /** Words that say how branches are named: "branch names", "name branches", "prefix", 分支名. */
  private static final GatedPattern BRANCH_NAMING =
      GatedPattern.compile(
          "(?i)\\bbranch\\s+(names?|naming|prefix(es)?)\\b"
              + "|\\bnam(e|es|ed|ing)\\s+(your\\s+|new\\s+|all\\s+|the\\s+|feature\\s+)?branch(es)?\\b"
              + "|\\bbranch(es)?\\s+(named|called)\\b"
              + "|\\bbranch(es)?\\s+(must|should|shall|need\\s+to|have\\s+to)\\s+(be\\s+)?"
              + "(named|called|prefixed|start|begin|follow|use|match)"
              + "|\\bprefix(ed|es)?\\b[^.;]*\\bbranch(es)?\\b|\\bbranch(es)?\\b[^.;]*\\bprefix(ed|es)?\\b"
              // "branches that start with `agent/`", "branches starting with `feature/`"
              + "|\\bbranch(es)?\\s+(that\\s+|which\\s+)?(start|starts|starting|begin|begins|beginning)"
              + "\\s+with\\b"
              + "|分支名|分支命名|开头的分支");

  /** Wording that gives only the start of a name: "prefix", "start with", "以 … 开头". */
  private static final GatedPattern NAME_START =
      GatedPattern.compile("(?i)\\bprefix|\\b(start|starts|begin|begins)\\s+with\\b|开头");

  /** A template of a name in code: literal text with {@code <x>}, {@code {x}}, {@code [x]}, *. */
  private static final GatedPattern NAME_TEMPLATE =
      GatedPattern.compile("[A-Za-z0-9._/<>{}\\[\\]*-]{2,80}");

  /**
   * Row 6g: how new branches are named — "branch names must follow `feature/<ticket>-<slug>`",
   * "name branches `agent/<short-description>`", "prefix branch names with `codex/`". A line that
   * makes a branch must give it a name of one of the shapes shown: a placeholder ({@code <x>},
   * {@code {x}}, {@code [x]}, {@code *}) stands for any text, a prefix (said so, or code ending in
   * {@code /}) for any name that starts with it. Only positive wording with a shape in code counts;
   * a branch the agent switches to is not named by it, and a leave ("you may create branches named
   * `agent/<topic>`", under "Allowed without asking") says what is free, not what is required.
   */
  private static boolean branchNames(Frame f, List<Draft> out) {
    if (f.negative()
        || f.strength() == Strength.PERMISSION
        || !f.has(Act.BRANCH)
        || !BRANCH_NAMING.matcher(f.text()).find()) {
      return false;
    }
    boolean prefix = NAME_START.matcher(f.text()).find();
    List<String> shapes = new ArrayList<>();
    List<String> shown = new ArrayList<>();
    List<String> written = new ArrayList<>();
    List<String> tokens = new ArrayList<>(f.tokens());
    tokens.addAll(f.paths());
    for (String t : tokens) {
      if (!NAME_TEMPLATE.matcher(t).matches()
          || java.util.Set.of("main", "master", "develop", "trunk").contains(t)) {
        continue;
      }
      boolean placeholders = t.matches(".*[<{\\[*].*");
      if (!placeholders && !prefix && !t.endsWith("/")) {
        // "branch names must be `kebab-case`": a style, not a shape this row reads
        continue;
      }
      StringBuilder re = new StringBuilder();
      StringBuilder sample = new StringBuilder();
      for (int i = 0; i < t.length(); i++) {
        char c = t.charAt(i);
        int close =
            c == '<'
                ? t.indexOf('>', i)
                : c == '{' ? t.indexOf('}', i) : c == '[' ? t.indexOf(']', i) : -1;
        if (close > i) {
          re.append("[^\\s;&|]+");
          sample.append("x1");
          i = close;
        } else if (c == '*') {
          re.append("[^\\s;&|]*");
          sample.append("x1");
        } else {
          re.append(escape(String.valueOf(c)));
          sample.append(c);
        }
      }
      boolean start = prefix || t.endsWith("/") && !placeholders;
      if (start) {
        re.append("[^\\s;&|]*");
        sample.append(t.endsWith("/") ? "x1" : "-x1");
      }
      shapes.add(re.toString());
      shown.add(sample.toString());
      written.add(start ? t + "…" : t);
    }
    if (shapes.isEmpty()) {
      return false;
    }
    String named =
        "(?s)(.*[;&|]\\s*)?git\\s+(checkout\\s+-[bB]|switch\\s+(-[cC]|--create|--force-create)"
            + "|worktree\\s+add\\s+(\\S+\\s+)*-[bB]|branch)\\s+['\"]?("
            + String.join("|", shapes)
            + ")['\"]?(\\s.*|$)";
    Constraint c =
        Constraint.of(
                "draft",
                ActionPattern.of("shell.exec"),
                new Effect.Assert(cond("args.command matches " + lit(named))))
            .withWhen(cond(NEW_BRANCH))
            .withSeverity(f.strength() == Strength.SOFT ? Enforcement.WARN : Enforcement.ERROR)
            .withText(
                "a new branch must be named like `" + String.join("` or `", written) + "`",
                "name the branch `" + shown.get(0) + "`")
            .withExamples(
                examples(
                    List.of(Map.of("command", "git checkout -b " + shown.get(0))),
                    List.of(Map.of("command", "git checkout -b wip-branch"))));
    out.add(draft(FORMAT, "branch-name", c));
    List<String> globs =
        written.stream()
            .filter(w -> w.endsWith("…") && !w.matches(".*[<{\\[*].*"))
            .map(w -> w.substring(0, w.length() - 1) + "*")
            .toList();
    if (f.has(Act.PUSH) && ONLY_PUSH.matcher(f.text()).find() && !globs.isEmpty()) {
      // "only push to branches prefixed with `agent/`": pushes to any other branch, as row 5m
      String any =
          globs.stream()
              .map(g -> "args.branch glob " + lit(g))
              .collect(java.util.stream.Collectors.joining(" || "));
      out.add(
          draft(
              BAN,
              "push-only:" + String.join(",", globs),
              Constraint.of("draft", ActionPattern.of("git.push"), new Effect.Deny())
                  .withWhen(cond("exists(args.branch) && !(" + any + ")"))
                  .withSeverity(
                      f.strength() == Strength.SOFT ? Enforcement.CONFIRM : Enforcement.ERROR)
                  .withText(
                      "pushes go to `" + String.join("` or `", globs) + "` only",
                      "push to one of those branches")));
    }
    return true;
  }

  /** "commit directly", "directly commit": onto the branch checked out, with no review between. */
  private static final GatedPattern COMMIT_DIRECTLY =
      GatedPattern.compile(
          "(?i)\\bcommit(s|ting)?\\s+(directly|straight)\\b|\\bdirectly\\s+commit|直接提交");

  /** "as a draft", "as drafts", "in draft mode": how a pull request is opened. */
  static final GatedPattern AS_DRAFT =
      GatedPattern.compile("(?i)\\b(as\\s+(a\\s+)?drafts?|in\\s+draft\\s+(mode|state|form))\\b");

  /** Pull requests opened as drafts: "draft PRs", "PRs as drafts", "draft pull requests". */
  private static final GatedPattern DRAFT_PRS =
      GatedPattern.compile(
          "(?i)\\bdraft\\s+(prs?|pull requests?)\\b|\\b(prs?|pull requests?)\\s+as\\s+drafts?\\b");

  /** Verbs of opening a pull request. */
  private static final GatedPattern OPENING_PRS =
      GatedPattern.compile(
          "(?i)\\b(open|opens|opening|create|creates|creating|submit|submitting|raise|raising)\\b");

  /** The repository's default branch, which no call names: "the default branch", 默认分支. */
  private static final GatedPattern DEFAULT_BRANCH =
      GatedPattern.compile("(?i)\\b(default|primary)\\s+branch\\b|默认分支");

  /** "push directly", 直接推送: to the default branch, with no pull request between. */
  private static final GatedPattern PUSH_DIRECTLY =
      GatedPattern.compile(
          "(?i)\\bpush(es|ing)?\\s+(directly|straight)\\b|\\bdirectly\\s+push|直接推送");

  /** Branches of others: "shared branches", "someone else's branch", "other people's branches". */
  private static final GatedPattern OTHERS_BRANCH =
      GatedPattern.compile(
          "(?i)\\b(?:shared|someone\\s+else['’]s|somebody\\s+else['’]s|other\\s+people['’]s|others['’]"
              + "|another\\s+(?:person|developer|contributor)['’]s|a\\s+colleague['’]s|teammates['’]?)"
              + "\\s+(?:\\S+\\s+)?branch(?:es)?\\b");

  /** "to shared branches", "onto the default branch": branches named by their kind alone. */
  private static final GatedPattern UNNAMED_BRANCH =
      GatedPattern.compile(
          "(?i)\\b(to|on|into|onto|against|targeting)\\s+"
              // ("to any branch", "on every branch", "to remote branches": none singled out)
              + "(?!(any|all|every|each)\\s+(of\\s+the\\s+)?(git\\s+)?branch(es)?\\b"
              + "|(the\\s+)?remote\\s+branch(es)?\\b)"
              + "(\\S+\\s+){0,3}branch(es)?\\b"
              + "|(到|至|在)[^，。,；;]{0,6}分支");

  /** "merge `main` into your branch", "merging master into feature branches": what is merged. */
  private static final GatedPattern MERGED_BRANCH =
      GatedPattern.compile(
          "(?i)\\bmerg(e|es|ing)\\s+(?:the\\s+)?(?:`(?:origin/|upstream/)?([A-Za-z][\\w./-]*)`"
              + "|(?:origin/|upstream/)?(main|master|develop|trunk|staging))"
              + "(?:\\s+branch)?\\s+into\\b");

  /** "not sure", "not certain", "not entirely confident": doubt said with a negation. */
  static final GatedPattern NOT_SURE =
      GatedPattern.compile("\\bnot\\s+(\\w+ly\\s+|quite\\s+|100%\\s+)?(sure|certain|confident)\\b");

  /** An opening condition up to its comma, with no code in it: "if you are unsure, …". */
  private static final GatedPattern OPENING_CONDITION =
      GatedPattern.compile(
          "(?i)^\\W*(if|when|whenever|while|during|in\\s+case|on)\\s+([^,`]{1,60}),");

  /**
   * Row 5n: whether the clause opens with a condition that names no act, code or place — or its
   * sentence does, the condition cut off as a clause of its own ("during a release freeze, …").
   */
  private static boolean unseenOpening(Frame f, Statement s) {
    java.util.regex.Matcher m = OPENING_CONDITION.matcher(f.text());
    if (!m.find()) {
      m = OPENING_CONDITION.matcher(s.text());
      if (!m.find()
          || !s.text().substring(m.end()).contains(f.text().strip().replaceAll("[.!]$", ""))) {
        return false;
      }
    }
    Prose region = Prose.of(m.group(2));
    // ("during a release freeze": a stretch of time, whatever act names it)
    boolean during = m.group(1).equalsIgnoreCase("during");
    return (during || Lexicon.get().classesStartingWith("act.").stream().noneMatch(region::has))
        // ("if you are not sure": unsure, in two words)
        && (!region.has("negation") || NOT_SURE.matcher(region.text()).find())
        && region.find("everywhere").isEmpty();
  }

  /** "remotes other than `origin`", "any remote but `origin`": the one remote pushes may name. */
  private static final GatedPattern REMOTE_OTHER_THAN =
      GatedPattern.compile(
          "\\bremotes?\\s+(other\\s+than|except(\\s+for)?|besides|but|apart\\s+from)\\s+(the\\s+)?§(\\d+)");

  /** "only push to `origin`", "push only to the `origin` remote". */
  private static final GatedPattern ONLY_TO =
      GatedPattern.compile("\\bonly\\s+(push\\s+)?(to|into)\\s+(the\\s+)?§(\\d+)");

  /** Row 5h: pushes that name a remote other than the one the clause allows. */
  private static boolean otherRemotes(Frame f, List<Draft> out) {
    Prose p = Prose.of(f.text());
    String remote = null;
    java.util.regex.Matcher m = REMOTE_OTHER_THAN.matcher(p.text());
    if (f.negative() && m.find()) {
      remote = p.spans().get(Integer.parseInt(m.group(4)));
    }
    m = ONLY_TO.matcher(p.text());
    if (!f.negative() && m.find()) {
      String name = p.spans().get(Integer.parseInt(m.group(4)));
      if (remoteName(p, name)) {
        remote = name;
      }
    }
    if (remote == null || !remote.matches("[A-Za-z0-9._-]+")) {
      return false;
    }
    out.add(
        block(
            f.strength() == Strength.SOFT,
            BAN,
            "remote:" + remote,
            "git.push",
            "exists(args.remote) && args.remote != " + lit(remote),
            Map.of("remote", "fork", "branch", "feature"),
            "pushes go to `" + remote + "` only"));
    return true;
  }

  /** Remotes named as such: "origin", "upstream", "the `fork` remote", "remote `fork`". */
  private static boolean remoteName(Prose p, String name) {
    if (Set.of("origin", "upstream").contains(name)) {
      return true;
    }
    int span = p.spans().indexOf(name);
    int w = span < 0 ? -1 : p.spanWord(span);
    List<Prose.Word> ws = p.words();
    return w >= 0
        && (w + 1 < ws.size() && ws.get(w + 1).text().matches("remotes?")
            || w > 0 && ws.get(w - 1).text().equals("remote"));
  }

  /** The condition on a push to the branch the clause names, or to the remote it names. */
  private static String pushTo(Frame f) {
    Prose p = Prose.of(f.text());
    String name = f.branch().get();
    return remoteName(p, name) && !f.branch().get().contains("*")
        ? "args.remote == " + lit(name)
        : branchCondition(f);
  }

  static Optional<Target> target(Act a, Frame f, Statement s) {
    return switch (a) {
      case COMMIT ->
          Optional.of(new Target("commit", "git.commit", null, Map.of("message", "x"), "a commit"));
      case PUSH ->
          Optional.of(
              f.branch().isPresent()
                  ? new Target(
                      "push:" + String.join(",", branches(f)),
                      "git.push",
                      pushTo(f),
                      pushTo(f).startsWith("args.remote")
                          ? Map.of("remote", f.branch().get(), "branch", "feature")
                          : Map.of("branch", f.branch().get()),
                      "a push to `" + String.join("` or `", branches(f)) + "`")
                  : new Target("push", "git.push", null, Map.of("branch", "feature"), "a push"));
      case FORCE_PUSH ->
          Optional.of(
              new Target(
                  "force-push"
                      + (f.branch().isPresent() ? ":" + String.join(",", branches(f)) : ""),
                  "git.push",
                  "args.force == true"
                      + (f.branch().isPresent() ? " && " + branchCondition(f) : ""),
                  f.branch().isPresent()
                      ? Map.of("force", true, "branch", f.branch().get())
                      : Map.of("force", true),
                  "a force push"));
      case PR -> Optional.of(githubTarget("pr", "pull request", f));
      case ISSUE -> Optional.of(githubTarget("issue", "issue", f));
      case MERGE ->
          Optional.of(
              new Target(
                  "merge",
                  "shell.exec",
                  "invokes(args.command, 'gh pr merge') || invokes(args.command, 'git merge')",
                  commandArgs("gh pr merge"),
                  "merging"));
      case FINISH ->
          Optional.of(new Target("finish", "task.finish", null, Map.of(), "finishing the task"));
      case AMEND ->
          Optional.of(
              new Target(
                  "amend",
                  "shell.exec",
                  invokes("git commit --amend"),
                  commandArgs("git commit --amend"),
                  "amending a commit"));
      case RENAME ->
          Optional.of(
              new Target(
                  "rename",
                  "shell.exec",
                  "invokes(args.command, 'git mv') || invokes(args.command, 'mv')",
                  commandArgs("git mv a.ts b.ts"),
                  "renaming or moving files"));
      case PULL ->
          Optional.of(
              new Target(
                  "pull", "shell.exec", invokes("git pull"), commandArgs("git pull"), "a pull"));
      case REBASE ->
          Optional.of(
              new Target(
                  "rebase",
                  "shell.exec",
                  invokes("git rebase"),
                  commandArgs("git rebase main"),
                  "a rebase"));
      case BRANCH ->
          f.acts().contains(Act.DELETE)
                  && !f.text()
                      .matches(
                          "(?is).*\\b(creat\\w*|switch\\w*|chang\\w*|mak\\w*|new|check\\s*out\\w*"
                              + "|start\\w*)\\b.*|.*(创建|切换|新建).*")
              // "ask before deleting any branch": the branch is what is deleted, not made (with
              // "create, switch or delete branches", all three)
              ? Optional.of(
                  new Target(
                      "branch-delete",
                      "shell.exec",
                      "args.command matches "
                          + lit("(?s).*\\bgit\\s+branch\\s+(.*\\s)?(-d|-D|--delete)(\\s.*|$)")
                          + " || args.command matches "
                          + lit("(?s).*\\bgit\\s+push\\s+(.*\\s)?(-d|--delete)(\\s.*|$)")
                          + " || args.command matches "
                          + lit("(?s).*\\bgit\\s+push\\s+\\S+\\s+:[^\\s;&|]+.*"),
                      commandArgs("git branch -D topic"),
                      "deleting branches"))
              : Optional.of(
                  new Target(
                      "branch",
                      "shell.exec",
                      "invokes(args.command, 'git checkout -b') || invokes(args.command, 'git checkout -B') || invokes(args.command, 'git switch') || invokes(args.command, 'git worktree add') || args.command matches "
                          + lit(
                              "(?s).*\\bgit\\s+branch\\s+(-[dDmMcCf]\\s+)*[A-Za-z0-9_][^\\s;&|]*.*")
                          + " || args.command matches "
                          + lit(
                              "(?s).*\\bgit\\s+checkout\\s+[A-Za-z0-9_][^\\s.;&|]*\\s*($|[;&|].*)"),
                      commandArgs("git switch -c topic"),
                      "creating or switching branches"));
      case INSTALL, DEPENDENCY -> Optional.of(dependencyTarget(f.text()));
      case RESET ->
          Optional.of(
              new Target(
                  "reset",
                  "shell.exec",
                  invokes("git reset --hard"),
                  commandArgs("git reset --hard"),
                  "a hard reset"));
      case REVERT ->
          Optional.of(
              new Target(
                  "revert",
                  "shell.exec",
                  "invokes(args.command, 'git revert') || invokes(args.command, 'git restore') && !invokes(args.command, 'git restore --staged') || args.command matches "
                      + lit("(?s).*\\bgit\\s+checkout\\s+(\\S+\\s+)?--(\\s.*|$)"),
                  commandArgs("git restore src/app.ts"),
                  "reverting changes"));
      case RUN, EDIT, DELETE, READ -> Optional.empty();
    };
  }

  /**
   * Where a package manager's name starts a command: the line's start, after a separator ({@code
   * &&}, {@code ;}, {@code |}, a new line, a subshell), or after a wrapper that runs it ({@code
   * sudo}, {@code uv pip}, {@code python -m pip}), with any variable assignments before it — not an
   * argument of another program ({@code cargo run -- pip install flask} runs the project's own
   * CLI).
   */
  private static final String AT_COMMAND =
      "(?s)(.*[;&|({\\n]|.*\\b(sudo|env|uv|time|nohup|python3?\\s+-m))?\\s*(\\w+=\\S*\\s+)*";

  /**
   * Where a program word stands: the line's start, after a separator, or after a wrapper that runs
   * it ({@code sudo}, {@code env X=1}, {@code timeout 5}) standing as a word of its own — not after
   * a file named {@code .env}.
   */
  private static final String PROGRAM_AT =
      "(?s)(.*[;&|({\\n]\\s*|(.*[\\s;&|({])?(sudo|env|time|nohup|exec|nice|timeout\\s+\\S+)\\s+)?"
          + "\\s*(\\w+=\\S*\\s+)*";

  /**
   * What a shell or interpreter runs as a script file ({@code bash x.sh}, {@code . ./x}), also
   * through a project's runner ({@code uv run x.py}, {@code poetry run python x.py}).
   */
  private static final String SCRIPT_RUNNER =
      "((uv|poetry|pipenv|pdm|hatch|bundle)\\s+(run|exec)\\s+(python[0-9.]*\\s+|ruby\\s+|(ba|z)?sh\\s+)?"
          + "|((ba|z|da|k)?sh|source|\\.|python[0-9.]*|node|ruby|perl|php|bun|deno|tsx|ts-node)\\s+)";

  /**
   * "Don't run the `scripts/backfill_*.py` scripts": a ban on running the files a pattern names — a
   * line whose program, or the script a shell or interpreter is given, matches it.
   */
  private static void runsMatching(Frame f, boolean soft, List<Draft> out) {
    if (!f.negative()
        || !f.acts().equals(List.of(Act.RUN))
        || !f.tokens().isEmpty()
        || !f.flags().isEmpty()
        || !f.purposes().isEmpty()) {
      return;
    }
    for (String path : f.paths()) {
      String glob = path.replaceFirst("^\\./", "");
      if (glob.indexOf('*') < 0 || glob.contains(" ")) {
        continue;
      }
      StringBuilder rx = new StringBuilder();
      for (int i = 0; i < glob.length(); i++) {
        char c = glob.charAt(i);
        if (c == '*' && i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
          rx.append("[^\\s;&|)]*");
          i++;
        } else if (c == '*') {
          rx.append("[^\\s/;&|)]*");
        } else if (c == '?') {
          rx.append("[^\\s/]");
        } else {
          rx.append(escape(String.valueOf(c)));
        }
      }
      out.add(
          block(
              soft,
              BAN,
              "run-matching:" + glob,
              "shell.exec",
              "args.command matches "
                  + lit(PROGRAM_AT + "(" + SCRIPT_RUNNER + ")?(\\./)?" + rx + "([\\s;&|)].*)?"),
              commandArgs("python " + glob.replace("**/", "").replace("*", "x").replace('?', 'x')),
              "running `" + glob + "` is not allowed here"));
    }
  }

  /** The things run that a place holds: "anything", "scripts", "programs", "binaries", … */
  private static final GatedPattern RUN_WHAT_IS_THERE =
      GatedPattern.compile(
          "(?i)\\b(anything|nothing|scripts?|programs?|binaries|executables|tools|code|files)\\s+"
              + "(in|inside|under|from|within)\\s+`[^`]+`");

  /**
   * "Don't run anything in `scripts/prod/`", "never execute scripts from `tools/danger/`": a ban on
   * running what a directory holds — a line whose program, or the script a shell or interpreter is
   * given, lies under it (reading or staging those files is another act).
   */
  private static void runsUnder(Frame f, boolean soft, List<Draft> out) {
    if (!f.negative()
        || !f.purposes().isEmpty()
        || !f.flags().isEmpty()
        // "never use `unwrap()` in library code under `src/lib/`": what is used is named, and
        // the place is where it is written, not what is run
        || !f.tokens().isEmpty()
        || !RUN_WHAT_IS_THERE.matcher(f.text()).find()) {
      return;
    }
    for (String path : f.paths()) {
      String dir = path.replaceFirst("^\\./", "");
      if (Paths.isPath(dir) && !dir.endsWith("/") && dir.matches(".*\\.[A-Za-z0-9]{1,8}")) {
        // a file, not a place
        continue;
      }
      dir = dir.endsWith("/") ? dir : dir + "/";
      out.add(
          block(
              soft,
              BAN,
              "run-under:" + dir,
              "shell.exec",
              "args.command matches "
                  + lit(PROGRAM_AT + "(" + SCRIPT_RUNNER + ")?(\\./)?" + escape(dir) + ".*"),
              commandArgs("bash " + dir + "x.sh"),
              "running what `" + dir + "` holds is not allowed here"));
    }
  }

  /**
   * Where a dependency is added: the package managers' commands, or, for an ecosystem whose
   * dependencies are added by editing its manifest ("no new Hex dependencies", "Maven
   * dependencies"), writes of the manifest; a clause that names only such ecosystems is not about
   * {@code npm install}.
   */
  private static Target dependencyTarget(String text) {
    java.util.Set<String> named = ecosystems(text.toLowerCase(java.util.Locale.ROOT));
    List<String> manifests =
        named.stream().flatMap(e -> MANIFESTS.getOrDefault(e, List.of()).stream()).toList();
    if (!named.isEmpty()
        && manifests.size() > 0
        && named.stream().allMatch(MANIFESTS::containsKey)) {
      return new Target(
          "dependency",
          "file.write",
          manifests.stream()
              .map(m -> "args.path glob " + lit("**/" + m))
              .collect(java.util.stream.Collectors.joining(" || ")),
          Map.of("path", manifests.get(0)),
          "adding a dependency");
    }
    return new Target(
        "dependency",
        "shell.exec",
        dependencyCondition(text),
        dependencySample(text),
        "adding a dependency");
  }

  /** The manifest at the top of a workspace: "the root `package.json`", "the root manifest". */
  private static final GatedPattern ROOT_MANIFEST =
      GatedPattern.compile("\\broot\\s+(?:`package\\.json`|package\\.json|manifest)");

  /** Ecosystems whose dependencies are declared by editing a manifest, with its file names. */
  private static final Map<String, List<String>> MANIFESTS =
      Map.of(
          "elixir", List.of("mix.exs"),
          "maven", List.of("pom.xml"),
          "gradle", List.of("build.gradle", "build.gradle.kts", "libs.versions.toml"),
          "java", List.of("pom.xml", "build.gradle", "build.gradle.kts", "libs.versions.toml"),
          "cocoapods", List.of("Podfile"),
          "swift", List.of("Package.swift"));

  /**
   * Packages named in code after a verb of adding: "do not add `moment`", "never install `lodash`",
   * "don't pull in `axios` as a dependency". The name is what the package managers' add commands
   * are refused for, whichever manager the agent reaches for. Plain "add" names a package only
   * where the clause's own span is package-shaped and followed by nothing it could qualify ("add
   * `print` statements" adds code), and the statement speaks of packages or of another one used
   * instead ("dates are handled with `date-fns`; do not add `moment`").
   */
  private static void packagesBanned(Frame f, Statement s, boolean soft, List<Draft> out) {
    if (!f.negative() || f.tokens().isEmpty() || !f.commands().isEmpty() || !f.paths().isEmpty()) {
      return;
    }
    java.util.regex.Matcher m = ADDED_PACKAGES.matcher(f.text());
    while (m.find()) {
      boolean install = !m.group(1).toLowerCase(java.util.Locale.ROOT).startsWith("add");
      boolean named =
          install
              || m.group(3) != null
              || Prose.of(s.text()).has("act.dependency")
              || PACKAGE_USED.matcher(s.text()).find();
      if (!named) {
        continue;
      }
      for (String name : Prose.of(m.group(2)).spans()) {
        if (!f.tokens().contains(name)
            || !PACKAGE_NAME.matcher(name).matches()
            || name.contains(".") && m.group(3) == null && !install) {
          continue;
        }
        out.add(
            block(
                soft,
                BAN,
                "package:" + name,
                "shell.exec",
                "("
                    + dependencyCondition(s.text())
                    + ") && args.command matches "
                    + lit(
                        "(?is)(.*[\\s\"'])?"
                            + escape(name)
                            + "([@=<>~^!\\[:][^\\s]*)?([\\s;&|)\"'].*)?"),
                commandArgs("npm install " + name),
                "adding `" + name + "` is not allowed here"));
      }
    }
  }

  /**
   * A verb of adding and the spans it adds, then nothing they qualify but a word naming them as
   * packages: "add `moment`", "install `lodash` or `underscore`", "add `axios` as a dependency".
   */
  private static final GatedPattern ADDED_PACKAGES =
      GatedPattern.compile(
          "(?i)\\b(add|adding|install|installing|pull\\s+in|pulling\\s+in|bring\\s+in)\\s+"
              + "(?:the\\s+|a\\s+|any\\s+)?(`[^`\\s]+`(?:\\s*(?:,|,?\\s*or|,?\\s*and)\\s*`[^`\\s]+`)*)"
              + "(\\s+(?:as\\s+an?\\s+(?:\\w+\\s+)?)?(?:package|library|crate|gem|module|dependency)\\b)?"
              + "(?=\\s*(?:$|[;,.:!)(\\u2014\\u2013]|-\\s|(?:to|into|in|for|unless|without|because|since|"
              + "here|again|yourself|anywhere)\\b))");

  /** A package's name as npm, PyPI, crates.io and RubyGems spell it, scoped or not. */
  private static final GatedPattern PACKAGE_NAME =
      GatedPattern.compile("(?:@[a-z0-9][\\w.-]*/)?[a-z0-9][a-z0-9._-]*[a-z0-9]");

  /** Another package the statement uses instead: "handled with `date-fns`", "use `zod`". */
  private static final GatedPattern PACKAGE_USED =
      GatedPattern.compile(
          "(?i)\\b(?:use|using|uses|with|prefer|via|through)\\s+(?:the\\s+)?(?:[\\w-]+\\s+)?`(?:@[a-z0-9][\\w.-]*/)?[a-z0-9][\\w.-]*`");

  /** Commands that add a dependency, as package managers spell it. */
  private static String dependencyCondition(String text) {
    // each part with its ecosystem: "no new Go dependencies" is about `go get` alone
    Map<String, String> parts = new java.util.LinkedHashMap<>();
    parts.put(invokes("cargo add"), "rust");
    parts.put(invokes("uv add"), "python");
    parts.put(invokes("poetry add"), "python");
    parts.put(invokes("pdm add"), "python");
    parts.put(invokes("go get"), "go");
    parts.put(invokes("bundle add"), "ruby");
    parts.put("args.command matches " + lit(AT_COMMAND + "gem install +[^-\\s].*"), "ruby");
    parts.put(invokes("composer require"), "php");
    parts.put(invokes("dotnet add package"), "dotnet");
    // npm, pnpm, yarn and bun spell "add a package" as install or add with a package name (after
    // any options such as `--filter web`, and after flags of the subcommand: `yarn add --dev x`,
    // `npm install --save-dev x`); an install with no name only fetches what the lock file
    // already has
    String options = "( +--?[A-Za-z][\\w-]*(=\\S+| +[^-\\s]\\S*)?)*";
    String t = text.toLowerCase(java.util.Locale.ROOT);
    parts.put(
        "args.command matches "
            + lit(
                AT_COMMAND
                    + "(npm|pnpm|yarn|bun)"
                    + options
                    + " +(install|i|add)( +-\\S+)* +[^-\\s].*")
            // "don't add dependencies to the root `package.json`": an install into one workspace
            // package (`pnpm add --filter web x`, `yarn workspace web add x`) leaves the root alone
            + (ROOT_MANIFEST.matcher(t).find()
                ? " && !(args.command matches "
                    + lit("(?s).*\\s(--filter|-F|--workspace)(\\s|=).*")
                    + " || invokes(args.command, 'yarn workspace'))"
                : ""),
        "js");
    parts.put("args.command matches " + lit(AT_COMMAND + "pip3? install +[^-\\s].*"), "python");
    parts.put(invokes("dart pub add"), "dart");
    parts.put(invokes("flutter pub add"), "dart");
    for (String c : List.of("conda", "mamba", "micromamba")) {
      parts.put("args.command matches " + lit(AT_COMMAND + c + " install +.*"), "conda");
    }
    if (t.matches("(?s).*\\b(remove|removing|uninstall|drop)\\b.*")) {
      // "do not add or remove dependencies": removing one is a change too
      parts.put(invokes("cargo remove"), "rust");
      parts.put(invokes("bundle remove"), "ruby");
      parts.put(invokes("composer remove"), "php");
      parts.put(invokes("dotnet remove package"), "dotnet");
      for (String p : List.of("uv remove", "poetry remove", "pdm remove")) {
        parts.put(invokes(p), "python");
      }
      parts.put(
          "args.command matches "
              + lit(
                  AT_COMMAND
                      + "(npm|pnpm|yarn|bun)"
                      + options
                      + " +(uninstall|remove|rm|un) +[^-\\s].*"),
          "js");
      parts.put("args.command matches " + lit(AT_COMMAND + "pip3? uninstall +.*"), "python");
    }
    if (t.matches("(?s).*\\b(upgrade|upgrading|update|updating|bump|bumping)\\b.*")) {
      // "…or upgrade dependencies": an upgrade changes the lock file's versions
      parts.put(invokes("cargo update"), "rust");
      parts.put(invokes("bundle update"), "ruby");
      parts.put(invokes("composer update"), "php");
      parts.put(
          "args.command matches "
              + lit(AT_COMMAND + "(npm|pnpm|yarn|bun)" + options + " +(update|upgrade|up) *.*"),
          "js");
      parts.put(
          "args.command matches " + lit(AT_COMMAND + "pip3? install +(-U|--upgrade)\\b.*"),
          "python");
    }
    java.util.Set<String> named = ecosystems(t);
    String adds =
        parts.entrySet().stream()
            .filter(e -> named.isEmpty() || named.contains(e.getValue()))
            .map(Map.Entry::getKey)
            .collect(java.util.stream.Collectors.joining(" || "));
    // "ask before adding anything to runtime dependencies": a tool added for development only
    // (`uv add --dev`, `npm i -D`, `poetry add --group dev`) is not one
    return RUNTIME_ONLY.matcher(t).find() && !DEV_NAMED.matcher(t).find()
        ? "(" + adds + ") && !(args.command matches " + lit(DEV_FLAG) + ")"
        : adds;
  }

  /** Dependencies of the running program named as such: "runtime", "production" dependencies. */
  private static final GatedPattern RUNTIME_ONLY =
      GatedPattern.compile(
          "\\b(?:runtime|run-time|production|prod)\\s+(?:dependenc(?:y|ies)|deps|packages?|requirements)\\b");

  /** Development dependencies named too ("runtime or dev dependencies"). */
  private static final GatedPattern DEV_NAMED =
      GatedPattern.compile("\\b(?:dev|development|devdependencies|test)\\b(?!\\s+server)");

  /** A package manager's flag that adds for development only. */
  private static final String DEV_FLAG =
      "(?s).*\\s(--dev|-D|--save-dev|--group[= ]+dev|-G[= ]*dev|--only[= ]+dev|--dev-dependency)(\\s.*|$)";

  /**
   * The ecosystems a clause names before its packages: go, rust, python, ruby, php, dotnet, js; or
   * by the manifest its dependencies go in ("add dependencies to `pyproject.toml`").
   */
  private static java.util.Set<String> ecosystems(String lower) {
    java.util.Set<String> named = new java.util.TreeSet<>();
    for (Map.Entry<String, String> e : MANIFEST_NAMES.entrySet()) {
      if (lower.contains("`" + e.getKey() + "`") || lower.contains("/" + e.getKey() + "`")) {
        named.add(e.getValue());
      }
    }
    java.util.regex.Matcher m = ECOSYSTEM.matcher(lower);
    while (m.find()) {
      String w = m.group(1) != null ? m.group(1) : m.group(3) != null ? m.group(3) : m.group(4);
      named.add(
          MANIFEST_ECOSYSTEM.containsKey(w)
              ? MANIFEST_ECOSYSTEM.get(w)
              : w.startsWith("go")
                  ? "go"
                  : w.equals("rust") || w.startsWith("crate") || w.equals("cargo")
                      ? "rust"
                      : w.equals("ruby") || w.startsWith("gem") || w.equals("bundler")
                          ? "ruby"
                          : w.equals("python") || w.equals("pypi") || w.equals("pip")
                              ? "python"
                              : w.equals("php") || w.equals("composer") || w.equals("packagist")
                                  ? "php"
                                  : w.equals("nuget") || w.equals("dotnet") ? "dotnet" : "js");
    }
    return named;
  }

  /** Manifests in lower case, with the ecosystem whose dependencies they declare. */
  private static final Map<String, String> MANIFEST_NAMES =
      Map.ofEntries(
          Map.entry("pyproject.toml", "python"),
          Map.entry("requirements.txt", "python"),
          Map.entry("package.json", "js"),
          Map.entry("cargo.toml", "rust"),
          Map.entry("go.mod", "go"),
          Map.entry("gemfile", "ruby"),
          Map.entry("composer.json", "php"),
          Map.entry("pubspec.yaml", "dart"),
          Map.entry("mix.exs", "elixir"),
          Map.entry("pom.xml", "maven"),
          Map.entry("build.gradle", "gradle"),
          Map.entry("build.gradle.kts", "gradle"),
          Map.entry("podfile", "cocoapods"),
          Map.entry("package.swift", "swift"),
          Map.entry("environment.yml", "conda"));

  /** The ecosystem each word of {@link #ECOSYSTEM} beyond the older ones names. */
  private static final Map<String, String> MANIFEST_ECOSYSTEM =
      Map.ofEntries(
          Map.entry("hex", "elixir"),
          Map.entry("elixir", "elixir"),
          Map.entry("mix", "elixir"),
          Map.entry("maven", "maven"),
          Map.entry("gradle", "gradle"),
          Map.entry("java", "java"),
          Map.entry("kotlin", "java"),
          Map.entry("cocoapods", "cocoapods"),
          Map.entry("pod", "cocoapods"),
          Map.entry("pods", "cocoapods"),
          Map.entry("swift", "swift"),
          Map.entry("spm", "swift"),
          Map.entry("dart", "dart"),
          Map.entry("flutter", "dart"),
          Map.entry("pub", "dart"),
          Map.entry("conda", "conda"));

  /** A command that adds a dependency in an ecosystem the clause names (npm when it names none). */
  private static Map<String, Object> dependencySample(String text) {
    java.util.Set<String> named = ecosystems(text.toLowerCase(java.util.Locale.ROOT));
    return commandArgs(
        named.contains("js") || named.isEmpty()
            ? "npm install left-pad"
            : named.contains("python")
                ? "uv add requests"
                : named.contains("rust")
                    ? "cargo add serde"
                    : named.contains("ruby")
                        ? "bundle add rack"
                        : named.contains("php")
                            ? "composer require acme/util"
                            : named.contains("dotnet")
                                ? "dotnet add package Acme.Util"
                                : named.contains("dart")
                                    ? "dart pub add http"
                                    : named.contains("conda")
                                        ? "conda install numpy"
                                        : "go get example.com/lib");
  }

  /** Packages in words, with the words that may stand before: "new dependencies". */
  public static final GatedPattern PACKAGE_NOUN =
      GatedPattern.compile(
          "(?i)\\b(?:(?:new|third-party|external|runtime|dev|extra)\\s+)*"
              + "(?:dependenc(?:y|ies)|packages?|deps|librar(?:y|ies))\\b");

  /**
   * An ecosystem named before its packages: "new Go dependencies", "Python packages", "npm
   * packages", "crates"; or as the label of the clause, "Composer: …".
   */
  public static final GatedPattern ECOSYSTEM =
      GatedPattern.compile(
          "\\b(go|golang|rust|cargo|python|pypi|pip|npm|node|javascript|typescript|js|ts|crates?"
              + "|ruby|bundler|php|composer|packagist|nuget|dotnet|hex|elixir|mix|maven|gradle|java"
              + "|kotlin|cocoapods|pods?|swift|spm|dart|flutter|pub|conda)\\s+(?:(?:new|third-party|external|runtime|dev|extra)\\s+)*"
              + "(dependenc(?:y|ies)|packages?|modules?|librar(?:y|ies)|deps|crates?|gems?)\\b"
              + "|\\b(crates|gems?)\\b"
              // a label that names the ecosystem the clause after it is about: "Composer: add
              // packages only with my approval"
              + "|^\\W*(go|golang|rust|cargo|python|pypi|pip|npm|node|javascript|typescript|ruby"
              + "|bundler|php|composer|nuget|dotnet|hex|elixir|mix|maven|gradle|java|kotlin"
              + "|cocoapods|swift|spm|dart|flutter|pub|conda)\\W*:");

  // --- building ------------------------------------------------------------------------------

  private static Draft draft(String family, String key, Constraint c) {
    return new Draft(family, key, c);
  }

  /** Programs the shell layer unwraps, so {@code invokes} never sees them: matched as words. */
  private static final java.util.Set<String> WRAPPERS =
      java.util.Set.of("sudo", "doas", "env", "timeout", "nohup", "nice", "xargs", "time", "su");

  /**
   * "bare `X`", "plain `X`", "`X` directly", "directly invoke `X`": X is meant run on its own, not
   * through a runner.
   */
  private static boolean direct(String text, CommandRef c) {
    Prose p = Prose.of(text);
    for (int i = 0; i < p.spans().size(); i++) {
      Optional<CommandRef> r = CommandRef.of(p.spans().get(i), java.util.Set.of());
      if (r.isEmpty() || !r.get().pattern().equals(c.pattern())) {
        continue;
      }
      // (the span may stand in a list the word is said of: "call `jest` or `tsc` directly")
      String list = "((\\s*,\\s*|\\s+(or|and|nor)\\s+|\\s*,\\s*(or|and)\\s+)§\\d+)*";
      String listBefore = "(§\\d+(\\s*,\\s*|\\s+(or|and|nor)\\s+|\\s*,\\s*(or|and)\\s+))*";
      if (java.util.regex.Pattern.compile(
              "\\b(bare|plain|naked|raw)\\s+"
                  + listBefore
                  + "§"
                  + i
                  + "(?!\\d)|§"
                  + i
                  + "(?!\\d)"
                  + list
                  + "(\\s+(command|binary|executable|program|tool|cli)s?)?\\s+directly\\b"
                  + "|\\bdirectly\\s+(run|invoke|call|execute|use)\\s+§"
                  + i
                  + "(?!\\d)")
          .matcher(p.text())
          .find()) {
        return true;
      }
    }
    return false;
  }

  /**
   * The runners a program is run through instead of directly: a line that uses one runs the program
   * the project's way ("`uv run python`", "`npx tsc`", "`bundle exec rspec`").
   */
  private static final List<String> RUNNERS =
      List.of(
          "uv run",
          "poetry run",
          "pipenv run",
          "pdm run",
          "hatch run",
          "rye run",
          "tox",
          "nox",
          "npx",
          "pnpm exec",
          "pnpm dlx",
          "yarn dlx",
          "bunx",
          "bundle exec",
          "docker compose exec",
          "docker compose run",
          "docker exec",
          "nix develop",
          "direnv exec");

  static String invokes(String pattern) {
    if (WRAPPERS.contains(pattern.strip())) {
      return "args.command matches "
          + lit("(?s)(.*[;&|(`]\\s*|\\s*)" + pattern.strip() + "(\\s.*|$)");
    }
    return "invokes(args.command, " + lit(pattern) + ")";
  }

  /** A flag of one letter or digit, `-k`: which program's, only a program named says. */
  private static final java.util.regex.Pattern ONE_LETTER_FLAG =
      java.util.regex.Pattern.compile("-[A-Za-z0-9]");

  /**
   * A command line carrying the flag; a flag written with its value (`--spawn_strategy=local`) only
   * with that value, given after `=` or a space.
   */
  private static String flagCondition(String flag) {
    int eq = flag.indexOf('=');
    if (eq > 0 && eq < flag.length() - 1) {
      return "args.command matches "
          + lit(
              "(?s).*(^|\\s)"
                  + escape(flag.substring(0, eq))
                  + "(=|\\s+)"
                  + escape(flag.substring(eq + 1))
                  + "(\\s.*|$)");
    }
    String name = eq > 0 ? flag.substring(0, eq) : flag;
    return "args.command matches " + lit("(?s).*(^|\\s)" + escape(name) + "(=\\S*)?(\\s.*|$)");
  }

  /**
   * "never run `dbt run --target prod` or anything with `--target prod`": each option banned on any
   * command is a ban of its own, and no part of the commands named; the options left.
   */
  private static List<String> anyCommandWith(
      Frame f, List<String> dashed, boolean soft, List<Draft> out) {
    List<String> left = new ArrayList<>();
    for (String option : dashed) {
      if (!anyCommandWith(f.text(), option)) {
        left.add(option);
        continue;
      }
      java.util.regex.Matcher ov = OPTION_VALUE.matcher(option);
      out.add(
          block(
              soft,
              BAN,
              option,
              "shell.exec",
              ov.matches() ? optionValueCondition(ov) : flagCondition(option),
              commandArgs("make run " + option),
              "commands with `" + option + "` are not allowed here"));
    }
    return left;
  }

  /** A command line carrying an option with its value, `--target prod`, as one or as `=`. */
  private static String optionValueCondition(java.util.regex.Matcher ov) {
    return "args.command matches "
        + lit(
            "(?s).*(^|\\s)" + escape(ov.group(1)) + "(\\s+|=)" + escape(ov.group(2)) + "(\\s.*|$)");
  }

  /**
   * Whether the text bans {@code option} on any command besides the ones it names: "never run `dbt
   * run --target prod` or anything with `--target prod`".
   */
  private static boolean anyCommandWith(String text, String option) {
    return text.contains("any")
        && java.util.regex.Pattern.compile(
                "(?i)\\b(?:anything(?:\\s+else)?|any\\s+(?:other\\s+)?(?:\\w+\\s+)?(?:command|invocation)s?)"
                    + "\\s+(?:with|using|that\\s+(?:uses|has|passes|includes))\\s+`"
                    + java.util.regex.Pattern.quote(option)
                    + "`")
            .matcher(text)
            .find();
  }

  /** "the entire test suite", "the full suite", "all of the tests": the whole suite, by name. */
  static final GatedPattern WHOLE_SUITE =
      GatedPattern.compile(
          "(?i)\\b(entire|whole|full|complete)\\s+(test\\s+suite|suite|set\\s+of\\s+tests|tests?)\\b"
              + "|\\ball\\s+(of\\s+)?(the\\s+)?tests\\b");

  /** Before the whole suite: asking first ("do ask the user before running …"). */
  private static final GatedPattern ASK_BEFORE =
      GatedPattern.compile(
          "(?i)\\b(ask|confirm with|check with)\\b[^.;]{0,40}\\bbefore\\s+(running\\s+|you\\s+run\\s+)?"
              + "(the\\s+)?$");

  /** Before the whole suite: what replaces it ("prefer specific tests over …"). */
  private static final GatedPattern REPLACED_BY =
      GatedPattern.compile("(?i)\\b(over|instead of|rather than)\\s+(running\\s+)?(the\\s+)?$");

  /**
   * Before the whole suite: a duty to run it, though the clause is negative ("never commit
   * without").
   */
  private static final GatedPattern DUTY_BEFORE =
      GatedPattern.compile("(?i)\\b(without|forget|forgetting|skip|skipping|until|unless)\\b");

  /**
   * A run of tests naming no target: a simple command that is the test word itself, or a runner
   * ({@code uv run}, {@code npx}, {@code python -m}) or build tool ({@code cargo}, {@code make},
   * {@code npm run}…) before it, followed only by flags without values or {@code ./...} ({@code
   * cargo test}, {@code uv run pytest}, {@code make test}, {@code go test ./...}) — not {@code
   * pytest tests/x.py}, {@code cargo test -p core} or {@code ls tests}.
   */
  static final String WHOLE_RUN =
      "(?i)(.*[;&|(]\\s*)?\\s*([A-Z_][A-Z0-9_]*=\\S*\\s+)*((uv|poetry|pdm|hatch|pipenv|rye)\\s+run\\s+"
          + "|npx\\s+|bunx\\s+|python3?\\s+-m\\s+)?((cargo|go|make|just|mix|dotnet|gradle|\\./gradlew|mvn"
          + "|\\./mvnw|rake|tox|nox|deno)\\s+|(npm|yarn|pnpm|bun)\\s+(run\\s+)?|bundle\\s+exec\\s+)?"
          + "(test|tests|pytest|jest|vitest|mocha|rspec|phpunit|nextest(\\s+run)?|ctest|unittest)"
          + "(\\s+(--?[A-Za-z][\\w-]*|\\./\\.\\.\\.))*\\s*";

  /**
   * Row 5j: the whole test suite, banned, replaced by narrower runs or asked about first. Which
   * runs are the whole suite the command line only suggests (no path or test name after the test
   * word), so each is asked about, never refused.
   */
  private static boolean wholeSuite(Frame f, List<Draft> out) {
    String lower = f.text().toLowerCase(java.util.Locale.ROOT);
    if (!lower.contains("test") && !lower.contains("suite")) {
      return false;
    }
    java.util.regex.Matcher m = WHOLE_SUITE.matcher(f.text());
    if (!m.find()) {
      return false;
    }
    String before = f.text().substring(0, m.start());
    boolean asked = ASK_BEFORE.matcher(before).find();
    // ("you can run one spec file instead of the whole suite while you iterate": a leave of the
    // narrower run, which asks nothing before the whole one)
    boolean replaced =
        REPLACED_BY.matcher(before).find() && f.strength() != Frame.Strength.PERMISSION;
    boolean banned = f.negative() && !DUTY_BEFORE.matcher(before).find();
    if (!asked && !replaced && !banned) {
      return false;
    }
    if (banned && !asked && !f.commands().isEmpty()) {
      // "never run the full test suite (`make test-all`)": the suite named by its command, which
      // the ban of row 5 refuses
      return false;
    }
    out.add(
        confirm(
            ASK,
            "whole-suite",
            "shell.exec",
            "args.command matches " + lit(WHOLE_RUN),
            commandArgs("cargo test"),
            "a run of the whole test suite needs a human's approval: name the tests to run"));
    return true;
  }

  /**
   * Row 3e: the writes that open a duty owed after a change no call shows — a path holding a name
   * of the change ("modifying tools": {@code tool}), or a place the file's layout describes with
   * one ("`pkg/github/`: the API tools"). A word of the file's title names the whole project ("MCP"
   * in "GitHub MCP Server"), no part of it.
   */
  private static String unseenOpens(Frame.Unseen unseen, Statement s, FileFacts facts) {
    List<String> stems = new ArrayList<>(unseen.stems());
    if (!s.section().isEmpty()) {
      Set<String> title = new HashSet<>();
      Prose.of(s.section().get(0)).words().forEach(w -> title.add(FrameReader.stem(w.text())));
      if (!title.containsAll(stems)) {
        stems.removeAll(title);
      }
    }
    List<String> any = new ArrayList<>();
    for (String stem : stems) {
      any.add("lower(args.path) contains " + lit(stem));
    }
    List<String> places = placesOf(stems, facts);
    if (!places.isEmpty()) {
      any.add(anyGlob(places, s.baseDir()));
    }
    if (unseen.stems().isEmpty()) {
      // "after user-facing changes": a kind no path names, so any write but prose opens the duty
      return "!(" + anyGlob(PROSE, "") + ")";
    }
    return String.join(" || ", any);
  }

  /**
   * The globs of the places the file's layout describes with a word of the change ("tools" for the
   * stem {@code tool}): a directory stands for all below it.
   */
  static List<String> placesOf(List<String> stems, FileFacts facts) {
    List<String> out = new ArrayList<>();
    for (FileFacts.Place place : facts.layout()) {
      for (Prose.Word w : Prose.of(place.about()).words()) {
        if (stems.stream().anyMatch(st -> w.text().startsWith(st))) {
          String path = place.path();
          List<String> globs =
              path.endsWith("/")
                  ? List.of(path + "**")
                  // "`/proto`": a name with no extension may be a directory
                  : path.matches(".*/?[^/.]+") ? List.of(path, path + "/**") : List.of(path);
          globs.stream().filter(g -> !out.contains(g)).forEach(out::add);
          break;
        }
      }
    }
    return out;
  }

  /**
   * The condition on a banned place with the paths under it that the ban leaves out by name ("do
   * not edit `config/` except `config/local.yaml`") taken out.
   */
  private static String leftOut(String condition, String place, Frame f, Statement s) {
    List<String> under =
        f.excludedPaths().stream()
            .filter(x -> place.endsWith("/") && x.startsWith(place) && !x.equals(place))
            .map(x -> Paths.condition(x, s.baseDir()))
            .toList();
    return under.isEmpty()
        ? condition
        : "(" + condition + ") && !(" + String.join(" || ", under) + ")";
  }

  private static String anyGlob(List<String> globs, String baseDir) {
    List<String> parts = new ArrayList<>();
    for (String g : globs) {
      String q = !baseDir.isEmpty() && !g.startsWith("**") ? baseDir + g : g;
      parts.add("args.path glob " + lit(q));
    }
    return parts.size() == 1 ? parts.get(0) : "(" + String.join(" || ", parts) + ")";
  }

  /**
   * Each command of the frame banned on the lines that also name one of {@code named} (a host, a
   * place): {@code example} makes a call that does, {@code relation} says how in the message.
   */
  private static void whereNamed(
      Frame f,
      List<String> named,
      boolean soft,
      java.util.function.BinaryOperator<String> example,
      String relation,
      List<Draft> out) {
    whereNamed(f, named, soft, example, relation, DecisionTable::namedOnLine, out);
  }

  /**
   * A line that names {@code x}: a plain word as a word of its own ("prod", not the "prod" of
   * "products" or "prod-tools"), anything else as written.
   */
  private static String namedOnLine(String x) {
    return x.matches("[A-Za-z0-9_-]+")
        ? "args.command matches "
            + lit("(?s)(.*[^A-Za-z0-9_-])?" + escape(x) + "([^A-Za-z0-9_-].*)?")
        : "args.command contains " + lit(x);
  }

  /**
   * A command line that sets a variable to a value ({@code NAME=value}, perhaps quoted) for what it
   * runs.
   */
  private static String settingOnLine(String setting) {
    java.util.regex.Matcher env = ENV_VALUE.matcher(setting);
    if (!env.matches()) {
      throw new IllegalArgumentException("not a setting: " + setting);
    }
    return "args.command matches "
        + lit(
            "(?s)(.*[\\s;&|(])?"
                + escape(env.group(1))
                + "=[\"']?"
                + escape(env.group(2))
                + "[\"']?([\\s;&|)].*|$)");
  }

  /**
   * A place named on a command line as a whole path segment: `secrets` in {@code cat secrets/a} and
   * {@code cd ./secrets && cat a}, not in {@code cat monkeys.txt} or {@code cat
   * docs/secrets-guide.md}.
   */
  private static final java.util.function.UnaryOperator<String> PLACE_ON_LINE =
      x ->
          "args.command matches "
              + lit("(?s)(.*[\\s/'\"=:])?" + escape(x) + "(/.*|[\\s'\";&|)].*|$)");

  /** As above, with {@code onLine} the condition that a line names one of {@code named}. */
  private static void whereNamed(
      Frame f,
      List<String> named,
      boolean soft,
      java.util.function.BinaryOperator<String> example,
      String relation,
      java.util.function.UnaryOperator<String> onLine,
      List<Draft> out) {
    for (CommandRef c : f.commands()) {
      for (String x : named) {
        out.add(
            block(
                soft,
                BAN,
                c.pattern() + "@" + x,
                "shell.exec",
                invokes(c.pattern()) + " && " + onLine.apply(x),
                commandArgs(example.apply(c.pattern(), x)),
                "`" + c.pattern() + "` " + relation + " `" + x + "` is not allowed here"));
      }
    }
  }

  /**
   * "`dbt run` against the `prod` target", "`kubectl delete` on `production`": a name in code that
   * a command is aimed at, after against, targeting, on or in (and perhaps "the"); or "to" right
   * after the command, "`fly proxy` to `db-prod`".
   */
  private static boolean aimedAt(String text, String token) {
    return spanAfterCode(text, "(?i)[^`.;]{0,40}?\\b(?:against|targeting|on|in)", token)
        // "In `prod`, never run `terraform apply`": the place the clause opens with
        || java.util.regex.Pattern.compile(
                "(?i)^\\W*(?:in|on|against|for)\\s+(?:the\\s+)?`"
                    + java.util.regex.Pattern.quote(token)
                    + "`(?:\\s+[a-z]+)?\\s*(?:,|(?=`))")
            .matcher(text)
            .find()
        || spanAfterCode(text, "\\s+to", token)
        // "no `aws` commands with the `prod` profile": a setting that says where the run goes
        || spanAfterCode(text, "(?i)[^`.;]{0,40}?\\b(?:with|using|under)", token)
            && TARGET_NOUN_AFTER
                .matcher(text.substring(text.indexOf("`" + token + "`") + token.length() + 2))
                .lookingAt();
  }

  /** A noun that names where a run goes, right after it: "… `prod` profile", "… `live` account". */
  private static final GatedPattern TARGET_NOUN_AFTER =
      GatedPattern.compile(
          "(?i)\\s+(?:profile|context|account|environment|env|stage|cluster|project|workspace"
              + "|region|target|credentials|namespace|subscription|tenant)s?\\b");

  /** A git command that works on the branch checked out: rebase, merge, reset, commit, pull… */
  private static final GatedPattern ON_BRANCH_COMMAND =
      GatedPattern.compile("git (?:rebase|merge|reset|commit|cherry-pick|revert|pull|am)\\b.*");

  /**
   * "Never run `git rebase` on `main`": a git command that works on the branch checked out, said
   * "on" one branch in code, is banned while that branch is checked out ({@code env.branch}) — not
   * on every line that names it ({@code git rebase main} from another branch is everyday work).
   */
  private static boolean onCheckedOutBranch(
      Frame f, List<String> targets, boolean soft, List<Draft> out) {
    if (f.commands().size() != 1
        || targets.size() != 1
        || !ON_BRANCH_COMMAND.matcher(f.commands().get(0).pattern()).matches()
        || !spanAfterCode(f.text(), "\\s+on", targets.get(0))) {
      return false;
    }
    String command = f.commands().get(0).pattern();
    String branch = targets.get(0);
    out.add(
        block(
            soft,
            BAN,
            "on-branch:" + command + ":" + branch,
            "shell.exec",
            invokes(command) + " && env.branch == " + lit(branch),
            null,
            "`" + command + "` on `" + branch + "` is not allowed here"));
    return true;
  }

  /** "`npm install` in `packages/legacy/`": a place in code right after the command's span. */
  private static boolean placeOfRun(String text, String place) {
    // ("never `cat` anything in `secrets/`", "… files under `keys/`": what the command is run on,
    // there)
    // ("never run `cat` on files in `vault/`": "on" before what it is run on)
    return spanAfterCode(
        text,
        "(?:\\s+(?:on|against|over))?"
            + "(?:\\s+(?:anything|everything|any\\s+files?|files?|the\\s+files?|something))?"
            + "\\s+(?:in|inside|within|under|from)"
            // ("… in `~/.aws/` or `~/.ssh/`": each place of a list)
            + "(?:\\s+(?:the\\s+)?`[^`]+`(?:\\s*,|\\s+or|\\s+and))*",
        place);
  }

  /**
   * Whether a span in code, then {@code between}, then (perhaps "the") {@code span} stand in text.
   */
  private static boolean spanAfterCode(String text, String between, String span) {
    return java.util.regex.Pattern.compile(
            "`[^`]+`" + between + "\\s+(?:the\\s+)?`" + java.util.regex.Pattern.quote(span) + "`")
        .matcher(text)
        .find();
  }

  /**
   * "Don't use `sudo` for `npm`", "never use `sudo` with `pip`": the first command run in front of
   * the second is banned (its lines that go on to the second), neither alone.
   */
  private static boolean wrapperFor(Frame f, boolean soft, List<Draft> out) {
    CommandRef a = f.commands().get(0);
    CommandRef b = f.commands().get(1);
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile(
                "`"
                    + java.util.regex.Pattern.quote(a.pattern())
                    + "`\\s+(?:for|with|when running|to run)\\s+`"
                    + java.util.regex.Pattern.quote(b.pattern())
                    + "`")
            .matcher(f.text());
    if (!m.find()) {
      return false;
    }
    out.add(
        block(
            soft,
            BAN,
            a.pattern() + ">" + b.pattern(),
            "shell.exec",
            "args.command matches "
                + lit(
                    "(?s)(.*[;&|(]\\s*)?\\s*"
                        + escape(a.pattern())
                        + "\\s+(\\S+\\s+)*?"
                        + escape(b.pattern())
                        + "(\\s.*|$)"),
            commandArgs(a.pattern() + " " + b.pattern() + " install x"),
            "`" + b.pattern() + "` through `" + a.pattern() + "` is not allowed here"));
    return true;
  }

  /** A count of things open or running together: "at a time", "at once", "in parallel". */
  private static final GatedPattern AT_ONCE =
      GatedPattern.compile(
          "(?i)\\b(?:at\\s+(?:a|one|the\\s+same)\\s+time|at\\s+once|simultaneously|concurrently"
              + "|in\\s+parallel|open\\s+together)\\b");

  /** A count kept per something other than the session: "per issue", "for each feature". */
  private static final GatedPattern PER_OTHER =
      GatedPattern.compile(
          "(?i)\\b(?:per|for each|for every|in each|in every)\\s+(?!(?:task|session|conversation|run"
              + "|turn|job|request|assignment|chat)\\b)[a-z]");

  private static Map<String, Object> commandArgs(String command) {
    return Map.of("command", command);
  }

  private static String lit(String s) {
    return ConditionPrinter.quoted(s);
  }

  private static Expr cond(String text) {
    return ConditionParser.parse(text).orThrow();
  }

  private static ExampleCall call(String action, Map<String, Object> args) {
    return new ExampleCall(Optional.of(action), args, Map.of());
  }

  private static Examples examples(
      List<Map<String, Object>> allow, List<Map<String, Object>> deny) {
    return new Examples(
        allow.stream().map(a -> new ExampleCall(Optional.empty(), a, Map.of())).toList(),
        deny.stream().map(a -> new ExampleCall(Optional.empty(), a, Map.of())).toList());
  }

  static Map<String, Object> ordered(Object... kv) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i + 1 < kv.length; i += 2) {
      m.put((String) kv[i], kv[i + 1]);
    }
    return m;
  }
}
