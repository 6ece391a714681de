package io.contextcov.compiler.reader;

import io.contextcov.compiler.reader.Frame.Ask;
import io.contextcov.compiler.reader.Frame.Since;
import io.contextcov.compiler.reader.Frame.Strength;
import io.contextcov.compiler.statements.GatedPattern;
import io.contextcov.compiler.statements.Modality;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.shell.ShellParser;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads the frames of a statement (READER §2–§3): the statement is cut into clauses at {@code ;}
 * and dashes; each clause's words are looked up in the word classes of the {@link Lexicon}; a bare
 * list item takes what it lacks (strength, polarity, asking, order) from its lead-in or, failing
 * that, from its section heading ("Never run these:" + "`make deploy`").
 */
public final class FrameReader {
  /**
   * A relative clause whose subject is another person, with its verb in the past: "(that) someone
   * else has pushed to", "others have checked out", "another contributor opened".
   */
  private static final GatedPattern OTHERS_DID =
      GatedPattern.compile(
          "(?i)\\s+(?:that\\s+|which\\s+)?(?:someone|somebody|anyone|others|other\\s+people"
              + "|another\\s+(?:person|developer|contributor|agent)|a\\s+teammate|teammates)"
              + "(?:\\s+else)?\\s+(?:has\\s+|have\\s+|had\\s+)?(?:already\\s+)?[a-z]+ed"
              + "(?:\\s+(?:to|on|from|into|out))?\\b");

  /**
   * Names in code (one, or a list joined by "and", "or" and commas, perhaps with a noun after them,
   * "`TODO` comments") said not to belong in a place: "… don't belong in", "… has no place in"
   * (group 2 the names, the place after the match).
   */
  private static final GatedPattern NOT_BELONG =
      GatedPattern.compile(
          "(?i)^(\\W*)(`[^`]+`(?:\\s+[a-z]+(?<!\\bdo|does|has|have|should|must))?"
              + "(?:\\s*,?\\s*(?:and|or|,)\\s+`[^`]+`(?:\\s+[a-z]+(?<!\\bdo|does|has|have|should|must))?)"
              + "{0,4})\\s+"
              + "(?:(?:do|does|should|must)\\s*(?:not|n['’]t)\\s+belong|(?:has|have)\\s+no\\s+place)"
              + "\\s+(?:in|inside|within)\\s+");

  /**
   * Where committed files are: "git", "version control", "the repo", "source control", at the end
   * of the sentence or of its first clause ("… out of commits — this is a library").
   */
  private static final GatedPattern VERSION_CONTROL =
      GatedPattern.compile(
          "(?i)(?:the\\s+)?(?:git|version\\s+control|source\\s+control|(?:the\\s+)?repo(?:sitory)?"
              + "|commits?)\\b(?=\\W*$|\\s*[—–;]|\\s+-\\s|[.!]\\s)");

  /**
   * "`System.out.println` doesn't belong in production code" reads as "never use … in production
   * code"; "`dist/` has no place in version control" as "never commit `dist/`" (a file or place
   * kept out of the repository is not kept from being written). A path kept out of anywhere else is
   * left as it is. "Keep `dbg!` out of library code" says the same as "`dbg!` doesn't belong in
   * library code".
   */
  private static String notBelong(String text) {
    java.util.regex.Matcher keep = Shapes.KEEP_OUT.matcher(text);
    if (!keep.matches()) {
      keep = Shapes.STAYS_OUT.matcher(text);
    }
    String said =
        keep.matches() ? keep.group(1) + keep.group(2) + " don't belong in " + keep.group(3) : text;
    java.util.regex.Matcher m = NOT_BELONG.matcher(said);
    if (!m.find()) {
      return text;
    }
    String rest = said.substring(m.end());
    java.util.regex.Matcher kept = VERSION_CONTROL.matcher(rest);
    if (kept.lookingAt()) {
      String after = rest.substring(kept.end()).strip();
      return m.group(1)
          + "Never commit "
          + m.group(2)
          + (after.matches("\\W*") ? "." : " " + after);
    }
    if (Prose.of(m.group(2)).spans().stream().anyMatch(Paths::isPath)) {
      return text;
    }
    return m.group(1) + "Never use " + m.group(2) + " in " + rest;
  }

  /**
   * A statement of state ("… is/are …") and, after a colon, a ban of its own: the colon parts two
   * clauses, as a semicolon would (a label before a colon, with no verb "be", does not).
   */
  private static final GatedPattern STATE_THEN_BAN =
      GatedPattern.compile(
          "(?i)^([^:`]*(?:`[^`]*`[^:`]*)*?\\b(?:is|are)\\s+[^:`]*(?:`[^`]*`[^:`]*)*):\\s+"
              + "((?:please\\s+)?(?:do\\s+not|don['’]t|never|avoid)\\b.*)$");

  /** A ban of running or using code: "don't run `npm`", "never use `yarn`". */
  private static final GatedPattern RUN_BAN_OF_CODE =
      GatedPattern.compile(
          "(?i)(?:please\\s+)?(?:do\\s+not|don['’]t|never)\\s+(?:run|use|call|invoke|execute)\\s+`");

  /**
   * Where a sentence is cut into clauses: semicolons, dashes, ", so" before what follows from the
   * first clause ("we never use `yarn` here, so stick to `npm`": the second names no ban), and a
   * comma before a subject that moved to something else ("we don't use `yarn` anymore, we switched
   * to `pnpm`": what they moved to is no part of the ban).
   */
  private static final GatedPattern CLAUSE_BREAK =
      GatedPattern.compile(
          "\\s*[;；]\\s*|\\s+[—–-]\\s+|,\\s*so\\s+(?!that\\b|as\\b|far\\b|long\\b)"
              + "|,\\s*(?=(?:we|they|the\\s+team|the\\s+project)\\s+(?:have\\s+|'ve\\s+)?(?:switched"
              + "|moved|migrated)\\s+(?:over\\s+)?to\\b)");

  /**
   * "never X and always Y", "do X, but never Y": two duties joined in one clause; "you may X, but
   * ask before Y": a leave, then a duty of its own.
   */
  private static final GatedPattern JOINED_DUTIES =
      GatedPattern.compile(
          // (every cut opens on a comma or a space: the branches are tried only there)
          "(?i)(?=[,\\s])(?:,?\\s+(?:and|but|or)\\s+"
              // ("…, and please don't delete …": a plea is the same duty)
              + "(?=(?:please\\s+)?(?:always|never|do not|don't|avoid|prefer)\\b)"
              // "make sure you never leave `x` behind, and make sure `y` passes": a second duty
              + "|,\\s*(?:and|but)\\s+(?=(?:make\\s+sure|ensure|be\\s+sure)\\b)"
              // "no `any` in TypeScript, and no emoji in commit messages": a second ban after a
              // comma
              + "|,\\s*(?:and|but|or)\\s+(?=no\\s)"
              + "|,\\s*but\\s+(?=(?:ask|check with|confirm with|you must|must)\\b)"
              // "run `make check` before you finish, and you must not push to `main`": a subject
              // and a modal of its own after the comma ("you read `src/`, but you do not change
              // it": or a negation)
              + "|,\\s*(?:and|but)\\s+(?=(?:you|they|we|agents?|the\\s+agent)\\s+(?:must|should"
              + "|shall|may|need\\s+to|have\\s+to|do\\s+not|don['’]t|never|cannot|can['’]t"
              + "|will\\s+not|won['’]t)\\b)"
              // "never commit `.env`, but do commit `.env.example`": the contrast is a clause of
              // its own, and no part of the ban
              + "|,\\s*but\\s+(?=(?:do|please|you\\s+should|you\\s+may|feel\\s+free\\s+to)\\s)"
              // "you may run `x`, but adding a dependency is something to check with us": an act
              // named as the subject of a clause of its own
              + "|,\\s*but\\s+(?=[a-z]+ing\\s[^,;]*?\\b(?:is|are|needs?|requires?|must|should)\\s)"
              // "`npm test` passes and coverage did not drop": a second state, of a subject of its
              // own, after a check's passing
              + "|(?<=\\b(?:passes|passed|succeeds|succeeded|green|clean))\\s+and\\s+"
              + "(?=(?:the\\s+)?[a-z-]+\\s+(?:did|does|has|have|is|are|was|were|stays|stayed"
              + "|remains|remained)\\b))");

  private static final GatedPattern OPTION =
      GatedPattern.compile("--?[A-Za-z][A-Za-z0-9_-]*[ =][^\\s]+");
  private static final GatedPattern ENV = GatedPattern.compile("[A-Z][A-Z0-9_]*=[^\\s]*");

  /** What files of an extension are called: "`.thrift` files", "`.graphql` schemas". */
  static final GatedPattern EXTENSION_NOUN =
      GatedPattern.compile(
          "files?|schemas?|definitions?|sources?|templates?|modules?|stylesheets?|scripts?|specs?"
              + "|documents?|manifests?");

  /** A file name with an extension: {@code schema.prisma}, {@code app.config.ts}. */
  private static final GatedPattern FILE_NAME =
      GatedPattern.compile("[A-Za-z0-9_-][A-Za-z0-9_.-]*\\.[a-z][a-z0-9]{1,9}");

  /** A name in code: `ConfigToml`, `write_config`, `proto::Event` (not a plain word). */
  private static final GatedPattern CODE_NAME =
      GatedPattern.compile(
          "(?=.{4,})(?=.*([a-z][A-Z]|_|::))[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*");

  // (a system property's dotted name is one flag: `-Dmaven.test.skip=true`)
  private static final GatedPattern FLAG =
      GatedPattern.compile("--?[A-Za-z][A-Za-z0-9_-]*(?:\\.[A-Za-z0-9_-]+)*(=\\S+)?");
  private static final Set<String> HEDGES =
      Set.of(
          "available",
          "present",
          "any",
          "applicable",
          "possible",
          "needed",
          "necessary",
          "exists",
          "relevant",
          "appropriate",
          "so",
          "unsure",
          "unclear",
          "in",
          "doubt");

  /** Verbs of acts on an existing PR or issue, none of them making one. */
  private static final Set<String> HANDLING_VERBS =
      Set.of(
          "mark",
          "marking",
          "review",
          "reviewing",
          "approve",
          "approving",
          "label",
          "labeling",
          "labelling",
          "edit",
          "editing",
          "update",
          "updating",
          "retitle",
          "assign",
          "assigning",
          "convert",
          "converting",
          "link",
          "linking",
          "reference",
          "referencing",
          "describe",
          "checkout",
          "check",
          "lock",
          "locking",
          "pin",
          "transfer");

  /** Handling verbs whose act on a PR or issue is a `gh` command of its own. */
  private static final Set<String> GH_HANDLING =
      Set.of("mark", "marking", "label", "labeling", "labelling", "assign", "assigning");

  private static final Set<String> CREATE_VERBS =
      Set.of(
          "open",
          "opens",
          "opening",
          "create",
          "creates",
          "creating",
          "opened",
          "created",
          "submitted",
          "raised",
          "submit",
          "submitting",
          "file",
          "filing",
          "raise",
          "raising",
          "make",
          "making",
          "send",
          "sending",
          "new",
          "draft",
          "post",
          "posting");

  private FrameReader() {}

  /** "in this folder", "under this directory", "to this package": the file's own place. */
  private static final GatedPattern THIS_PLACE =
      GatedPattern.compile(
          "(?i)\\s*\\b(in|under|inside|within|to|from|into)\\s+this\\s+(?:folder|directory|dir|package"
              + "|module|subproject|workspace)\\b");

  /**
   * A nested file's "in this folder" is its directory: "Run `pnpm test` after editing anything in
   * this folder" in `packages/api/AGENTS.md` is said of `packages/api/`. A file at the top says
   * nothing a call shows by it, and its words are left as written.
   */
  static String thisPlace(String text, String baseDir) {
    if (baseDir.isEmpty() || !holds(text, "this ")) {
      return text;
    }
    // (the rules of a nested file hold in its directory already: the words name no narrower
    // place, and are dropped)
    return THIS_PLACE.matcher(text).replaceAll("").replaceAll("\\s+([.,;])", "$1");
  }

  /**
   * A bare item under a label of commit messages or PR titles, read with the label's subject:
   * "**Commit rules:**" then "- English only" is "Commit messages must be English only" (an item
   * with a modal word or a subject of its own is read as written).
   */
  private static String labelled(Statement s) {
    String text =
        thisPlace(
            io.contextcov.compiler.statements.StatementFinder.gitMessage(
                s.section(), s.resolvedText()),
            s.baseDir());
    java.util.regex.Matcher place =
        s.leadIn() == null ? null : Shapes.PLACE_LEAD_IN.matcher(s.leadIn().strip());
    if (place != null
        && s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.LIST_ITEM
        && place.matches()
        && spanIsPlace(place.group(2))
        && !Shapes.PLACE_OPENING.matcher(text).lookingAt()) {
      // "In `apps/web/`:" over "- Never use `console.log`": each item opened by the place, as
      // "In `apps/web/`, never use `console.log`" is
      return place.group(1) + " " + place.group(2) + ", " + text.strip();
    }
    java.util.regex.Matcher addressee = Shapes.ADDRESSEE.matcher(text);
    if (addressee.lookingAt()) {
      // "If you are an AI coding agent working on this repo: run `cargo test` after every
      // change": the condition always holds for the agent reading it
      text = addressee.group(1) + text.substring(addressee.end());
    }
    java.util.regex.Matcher ecosystem =
        DecisionTable.ECOSYSTEM.matcher(text.toLowerCase(java.util.Locale.ROOT));
    if (ecosystem.lookingAt() && ecosystem.group(4) != null) {
      // "Composer: add packages only with my approval": the packages are the label's
      String rest = text.substring(ecosystem.end()).strip();
      java.util.regex.Matcher noun = DecisionTable.PACKAGE_NOUN.matcher(rest);
      if (noun.find()
          && !DecisionTable.ECOSYSTEM.matcher(rest.toLowerCase(java.util.Locale.ROOT)).find()) {
        return rest.substring(0, noun.start())
            + ecosystem.group(4)
            + " "
            + rest.substring(noun.start());
      }
    }
    java.util.regex.Matcher advice = Shapes.ADVICE_LABEL.matcher(text);
    if (!advice.lookingAt()) {
      advice = Shapes.REASON_LABEL.matcher(text);
    }
    if (advice.lookingAt()) {
      // "Keep bundle size in mind: no new runtime dependencies without discussion": the rule
      // after the colon, the label only why it holds
      return advice.group(1) + text.substring(advice.end());
    }
    java.util.regex.Matcher actLabel = ACT_LABEL.matcher(text);
    if (actLabel.find()) {
      // "Force push: never on `main`" is "Never force push on `main`"; "Committing secrets:
      // forbidden" is "Committing secrets is forbidden"
      String value = text.substring(actLabel.end());
      java.util.regex.Matcher v =
          io.contextcov.compiler.markdown.MarkdownReader.ELLIPTICAL_VALUE.matcher(value);
      if (v.find()) {
        String act = actLabel.group(1).strip();
        return v.group(1) != null
            ? "Never "
                + act.substring(0, 1).toLowerCase(java.util.Locale.ROOT)
                + act.substring(1)
                + value.substring(v.end())
            : act + " is " + value.strip();
      }
    }
    java.util.regex.Matcher dash = DASH_LABEL.matcher(text);
    if (s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.LIST_ITEM
        && dashVerdict(text)
        && dash.find()) {
      // "Editing `.github/workflows/` — needs approval from @platform-team", "`rm -rf` outside
      // `tmp/` — forbidden": the label is what needs it or is forbidden, as in "Editing … needs
      // approval", "`rm -rf` outside `tmp/` is forbidden"
      String value = text.substring(dash.end()).strip();
      return dash.group(1).strip()
          + (FORBIDDEN_VALUE.matcher(value).matches() ? " is " : " ")
          + value;
    }
    java.util.regex.Matcher inline = INLINE_MESSAGE_LABEL.matcher(text);
    if (inline.find()
        && io.contextcov.compiler.statements.StatementFinder.MESSAGE_LABEL
            .matcher(inline.group(1).strip())
            .find()) {
      String rest = text.substring(inline.end()).strip();
      // "Commit messages: under 72 characters on the first line": the label is the subject;
      // "Commit messages: never mention Claude": where the rule holds
      return io.contextcov.compiler.statements.ModalityDetector.detect(rest, false).isEmpty()
          ? inline.group(1).strip() + " must be " + rest
          : rest.replaceFirst("[.;]\\s*$", "")
              + " in "
              + inline.group(1).strip().toLowerCase(java.util.Locale.ROOT)
              + ".";
    }
    if (s.unit() != io.contextcov.compiler.markdown.TextUnit.Kind.LIST_ITEM) {
      return text;
    }
    String label =
        s.leadIn() != null
            ? s.leadIn()
            : s.section().isEmpty() ? null : s.section().get(s.section().size() - 1);
    if (label == null
        || !io.contextcov.compiler.statements.StatementFinder.MESSAGE_LABEL
            .matcher(label.strip())
            .find()
        || io.contextcov.compiler.statements.ModalityDetector.detect(text, false).isPresent()
            // ("English only" has no modal word of its own: the label's subject goes first)
            && !TRAILING_ONLY.matcher(text).matches()
        || Prose.of(text).has("object.message")
        || Prose.of(text).has("object.title")
        || Prose.of(text).has("act.commit")) {
      return text;
    }
    String subject =
        label.toLowerCase(java.util.Locale.ROOT).contains("title")
            ? "Pull request titles"
            : "Commit messages";
    return subject + " must be " + text.strip();
  }

  /** A label of plain words before a colon: "Commit messages: …", "PR titles: …". */
  private static final GatedPattern INLINE_MESSAGE_LABEL =
      GatedPattern.compile("^\\W*([A-Za-z][A-Za-z ]{2,30})[:：]\\s+(?=[^`\\s])");

  /** A short label before a colon (it may hold inline code: "Pushing to `main`: never"). */
  private static final GatedPattern ACT_LABEL =
      GatedPattern.compile("^[\\W&&[^`]]*([^:：*]{1,40}?)\\W*[:：]\\s+");

  /** A label, then a dash: "Editing `x/` — …". */
  private static final GatedPattern DASH_LABEL =
      GatedPattern.compile("^[\\W&&[^`]]*([^:：*—–]{3,60}?)\\s+(?:[—–]|--?)\\s+");

  /**
   * Whether a text is a label, a dash, then a value that asks or forbids with no act of its own
   * ("Editing `x/` — needs approval", "`rm -rf` outside `tmp/` — forbidden"): what it names is not
   * told to be run.
   */
  static boolean dashVerdict(String text) {
    java.util.regex.Matcher dash = DASH_LABEL.matcher(text);
    if (!dash.find()) {
      return false;
    }
    String value = text.substring(dash.end());
    return ASKED_VALUE.matcher(value).matches() || FORBIDDEN_VALUE.matcher(value).matches();
  }

  /** A value that forbids with no act of its own: "forbidden", "not allowed on `main`". */
  private static final GatedPattern FORBIDDEN_VALUE =
      GatedPattern.compile(
          "(?i)\\s*(?:forbidden|prohibited|banned|disallowed|not\\s+allowed|not\\s+permitted)\\b[^;]*");

  /** A value that asks with no act of its own: "needs approval from @team", "ask first". */
  private static final GatedPattern ASKED_VALUE =
      GatedPattern.compile(
          "(?i)\\s*(?:(?:needs?|requires?)\\s+(?:(?:an?|the|explicit|prior)\\s+)?(?:approval|sign-?off"
              + "|confirmation|permission)|ask\\s+(?:first|before(?:hand)?))\\b[^.;]*[.!]?\\s*");

  /** The frames of a statement, one per clause, in text order. */
  public static List<Frame> read(Statement s, FileFacts facts) {
    List<Frame> contexts = contexts(s, facts);
    List<Frame> out = new ArrayList<>();
    // "The SQLite database is an archive. Never delete it.": the pronoun read as what it stands for
    // ("Denied: `Bash(curl:*)`, `Read(.env)`": an agent's permission rules, read as what they name)
    String ruled = toolRules(s.resolvedText());
    java.util.regex.Matcher askLabel =
        io.contextcov.compiler.statements.ModalityDetector.ASK_LABEL.matcher(ruled);
    // ("Never run commands that talk to production. That includes `a`, `b`.": each example is
    // banned as an item of "Never:" is)
    java.util.regex.Matcher neverLabel =
        (s.modality() == Modality.MUST_NOT
                    && io.contextcov.compiler.statements.StatementFinder.INCLUDES
                        .matcher(ruled)
                        .lookingAt()
                ? io.contextcov.compiler.statements.StatementFinder.INCLUDES
                : NEVER_LABEL)
            .matcher(ruled);
    boolean heading = s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.HEADING;
    List<String> generated =
        s.modality() == Modality.SHOULD_NOT
            ? io.contextcov.compiler.statements.ModalityDetector.generatedPlaces(s.text())
            : List.of();
    String aside =
        !generated.isEmpty()
            // "`api/client/` is generated by `make client`": a hand edit there is asked about
            ? "Ask before editing `" + String.join("` or `", generated) + "` by hand."
            : asideBan(s.text());
    List<String> clauses =
        aside != null
            ? List.of(aside)
            : askLabel.find() && !heading
                // "Ask first: schema changes, new dependencies": a question before each item
                ? listItems(ruled.substring(askLabel.end())).stream()
                    // ("Ask first: anything that writes outside `src/`": writes elsewhere)
                    .map(item -> outsideWrite("Ask before " + item))
                    .toList()
                : neverLabel.find() && !heading
                    // "🚫 Never: modify `src/`, edit `package.json`, commit secrets": a ban of each
                    // item on its own (the objects of one are not another's)
                    ? listItems(ruled.substring(neverLabel.end())).stream()
                        .map(FrameReader::bannedItem)
                        .toList()
                    : facts.clauses(
                        s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.HEADING
                            ? s.resolvedText()
                            : io.contextcov.compiler.statements.ModalityDetector.crossAsNever(
                                labelled(s)));
    clauses = fineButNever(firstRuns(clauses, facts));
    List<CommandRef> named = new ArrayList<>();
    List<String> namedPaths = new ArrayList<>();
    List<String> previousPaths = List.of();
    String previous = null;
    boolean previousDescribed = false;
    boolean previousBanned = false;
    boolean previousAsked = false;
    boolean previousHardBan = false;
    // what the clauses so far were about: "PR titles" or "commit messages"
    String priorSubject = null;
    // ("`make release` (maintainers only)": the parenthesis may be a clause of its own)
    boolean reservedForPeople =
        peopleOnly(s.text())
            // "A few things stay with humans:" over "- deploying (`make deploy`)"
            || s.leadIn() != null
                && io.contextcov.compiler.statements.ModalityDetector.PEOPLE_LEAD
                    .matcher(s.leadIn())
                    .find();
    for (String clause : clauses) {
      clause = elided(previous, clause);
      // "files outside `src/` are read-only", "work only inside `apps/api/`": writes are kept to
      // those places, as "only edit files in `src/`" says
      if (reservedForPeople) {
        // "`make release` (maintainers only)", "`make deploy` is maintainers-only": a command
        // kept for people, which the agent asks about
        // (each command it names: "`helm uninstall` and `helm rollback` are for operators only")
        Prose words = Prose.of(clause);
        List<String> kept =
            words.spans().stream()
                .filter(x -> !isPlace(x) && CommandRef.of(x, facts.programs()).isPresent())
                .map(x -> "`" + x + "`")
                .toList();
        List<String> places =
            words.spans().stream().filter(FrameReader::isPlace).map(x -> "`" + x + "`").toList();
        if (!words.has("negation") && !kept.isEmpty()) {
          clause = "Ask before running " + String.join(" or ", kept) + ".";
        } else if (!words.has("negation") && !places.isEmpty()) {
          // "changing CI (`.github/workflows/`)" kept for people: a place, asked about when written
          clause = "Ask before changing " + String.join(" or ", places) + ".";
        }
      }
      if (!namedPaths.isEmpty() && Shapes.RATHER_THAN_EDIT.matcher(clause).find()) {
        // "snapshots under `tests/snapshots/` are generated; regenerate them with `x` rather
        // than editing them": the files named before are never edited by hand
        clause =
            "Never edit "
                + String.join(" or ", namedPaths.stream().map(x -> "`" + x + "`").toList())
                + " by hand.";
      }
      java.util.regex.Matcher treat =
          holds(clause, "treat") ? Shapes.TREATED_READ_ONLY.matcher(clause) : null;
      if (treat != null && treat.matches()) {
        // "treat `config/prod.py` as read-only", "…; treat that file as read-only": never edited
        // (a pronoun is the files the clauses before name)
        String object =
            Shapes.POINTING_BACK.matcher(treat.group(2)).matches() && !namedPaths.isEmpty()
                ? String.join(" or ", namedPaths.stream().map(x -> "`" + x + "`").toList())
                : treat.group(2);
        clause = treat.group(1) + "Never edit " + object + treat.group(3);
      }
      java.util.regex.Matcher regenerate = Shapes.REGENERATE_RATHER.matcher(clause);
      if (regenerate.matches()
          && Prose.of(regenerate.group(1)).spans().stream().anyMatch(FrameReader::isPlace)) {
        // "regenerate `ios/` and `android/` rather than hand-editing": the places named are never
        // edited by hand
        clause = "Never edit " + regenerate.group(1) + " by hand.";
      }
      java.util.regex.Matcher above = Shapes.CHECKS_ABOVE.matcher(clause);
      if (above.find() && !clause.contains("`")) {
        // "run the checks above before committing": the commands of the shell block above
        List<CommandRef> block = facts.blockAbove(s.line());
        if (!block.isEmpty()) {
          clause =
              clause.substring(0, above.start())
                  + String.join(" and ", block.stream().map(c -> "`" + c.pattern() + "`").toList())
                  + clause.substring(above.end());
        }
      }
      java.util.regex.Matcher allowedIn = Shapes.ALLOWED_ONLY_IN.matcher(clause);
      if (allowedIn.lookingAt()
          && isPlace(allowedIn.group(3))
          && spanCommand(allowedIn.group(2), facts).isEmpty()) {
        // "`unsafe` is allowed only in `crates/ffi/`": code that must not be written elsewhere
        clause =
            allowedIn.group(1)
                + "Never use `"
                + allowedIn.group(2)
                + "` outside `"
                + allowedIn.group(3)
                + "`"
                + clause.substring(allowedIn.end());
      }
      java.util.regex.Matcher needs = Shapes.COMMAND_NEEDS.matcher(clause);
      if (needs.matches() && Shapes.STOP_OR_ASK.matcher(needs.group(2)).lookingAt()) {
        // "when a command needs `sudo`, stop and tell me instead of running it": the runs that
        // hold the code are asked about
        clause = "Ask before running " + needs.group(1) + ".";
      }
      java.util.regex.Matcher kept = Shapes.KEPT_INSIDE.matcher(clause);
      if (kept.lookingAt()) {
        clause =
            "Only edit files in " + (kept.group(1) != null ? kept.group(1) : kept.group(2)) + ".";
      }
      if (previous != null && Shapes.BARE_DONT.matcher(clause).matches()) {
        // "`npm install` will break PnP, so don't.": the run the clause before names, banned
        List<String> runs =
            Prose.of(previous).spans().stream()
                .filter(x -> CommandRef.of(x, facts.programs()).isPresent())
                .toList();
        if (runs.size() == 1) {
          clause = "Never run `" + runs.get(0) + "`.";
        }
      }
      java.util.regex.Matcher elidedNever =
          previous == null ? null : Shapes.NEVER_PLACE_ONLY.matcher(clause);
      if (elidedNever != null && elidedNever.matches() && milestoneVerb(previous) != null) {
        // "commit early and often on a feature branch; never on `main`": the act of the clause
        // before, with the place this one names
        clause =
            elidedNever.group(1) + "Never " + milestoneVerb(previous) + " " + elidedNever.group(2);
      }
      java.util.regex.Matcher outside =
          previous == null ? null : Shapes.OUTSIDE_SUBJECT.matcher(previous);
      if (outside != null
          && outside.find()
          && io.contextcov.compiler.statements.Statement.OBJECT_PRONOUN.matcher(clause).find()) {
        // "everything outside `lib/` belongs to the framework, so leave it alone": the pronoun
        // stands for what lies outside the place, not for the place
        clause =
            outsideWrite(
                io.contextcov.compiler.statements.Statement.resolve(
                    clause, "anything outside " + outside.group(1)));
      }
      // a statement's modality speaks for a clause only when it has one clause
      Frame own = clause(clause, facts, clauses.size() == 1 ? s.modality() : null);
      java.util.regex.Matcher kindRuns = Shapes.KIND_WITH_RUNS.matcher(clause);
      if (own.ask() == Frame.Ask.REQUIRED
          && !own.negative()
          && !own.commands().isEmpty()
          && kindRuns.lookingAt()) {
        // "Anything that mutates a cluster (`kubectl apply`, `helm install`) needs my
        // confirmation": the commands that stand for the kind are asked about
        own = clause("Ask before running " + kindRuns.group(1) + ".", facts, null);
      }
      if (clauses.size() > 1
          && own.negative()
          && own.strength() == Strength.HARD
          && (s.modality() == Modality.SHOULD_NOT || s.modality() == Modality.SHOULD)
          && strength(Prose.of(clause), s.modality()) == Strength.SOFT
          && io.contextcov.compiler.statements.ModalityDetector.detect(clause, false)
              .filter(m -> m == Modality.SHOULD_NOT || m == Modality.SHOULD)
              .isPresent()) {
        // "running `make clean` is frowned upon; it wipes the cache": a ban whose own clause is
        // soft, hard only because a clause of several takes no modality from the statement
        own = own.withStrength(Strength.SOFT);
      }
      if (previous != null
          && own.negative()
          && own.strength() == Strength.HARD
          && Shapes.OTHERWISE.matcher(clause).lookingAt()
          && Shapes.NAMES_CASE.matcher(previous).find()) {
        // "only when you change `pyproject.toml`; otherwise leave `poetry.lock` alone": a ban
        // outside a case no call shows, as "never … unless" is
        own = own.withStrength(Strength.SOFT);
      }
      java.util.regex.Matcher gerund =
          previous == null ? null : Shapes.GERUND_ON_CODE.matcher(previous);
      if (gerund != null
          && bareQuestion(own)
          && gerund.lookingAt()
          && Lexicon.get()
              .actClassOf(gerund.group(1).toLowerCase(java.util.Locale.ROOT))
              .isPresent()) {
        // "editing `settings/production.py` affects live traffic; ask me first": the question is
        // of the act the clause before opens with, on what it names
        own = clause("Ask before " + gerund.group(1) + " `" + gerund.group(2) + "`.", facts, null);
      }
      if (previous != null && previousDescribed && bareQuestion(own)) {
        // "`docker compose down -v` deletes the volume — only with my OK": the question is of
        // the one run the clause before names
        List<String> runs =
            Prose.of(previous).spans().stream()
                .filter(x -> CommandRef.of(x, facts.programs()).isPresent())
                .toList();
        if (runs.size() == 1) {
          own = clause("Ask before running `" + runs.get(0) + "`.", facts, null);
        }
      }
      if ((own.ask() == Frame.Ask.REQUIRED
              || contexts.stream().anyMatch(c -> c.ask() == Frame.Ask.REQUIRED))
          && own.acts().isEmpty()
          && own.commands().isEmpty()
          && Shapes.ORDER_ONLY.matcher(clause).lookingAt()) {
        // "**Ask first**" over "* before touching `infra/`": the item is the order of the question
        // its lead-in asks, and what comes after "before" is what is asked about
        own = clause("Ask " + clause.strip(), facts, null);
      }
      boolean onFiles =
          own.acts().contains(Act.EDIT)
              || own.acts().contains(Act.DELETE)
              || own.acts().contains(Act.READ)
              // "build output lands in `out/`; never commit it": the files named are committed
              || own.acts().contains(Act.COMMIT);
      if (onFiles
          && own.paths().isEmpty()
          && own.commands().isEmpty()
          && own.fileKinds().isEmpty()
          && !namedPaths.isEmpty()
          && (OBJECT_IT.matcher(clause).find()
              || THERE.matcher(clause).find()
              // "…; regenerate them, don't hand-edit": the one path named before, as the object
              || namedPaths.size() == 1 && bareBan(own, clause))) {
        // "files in `generated/` are produced by a tool; do not edit them": the files named
        // (those of the clause right before, where it named any: "strings go in `en.arb`; the
        // other `.arb` files are the translators' — don't touch them")
        java.util.regex.Matcher nameIn =
            previousPaths.size() == 2 ? Shapes.NAME_IN_PLACE.matcher(previous) : null;
        own =
            nameIn != null && nameIn.find()
                // ("the `yarn.lock` file in `tools/` is kept; don't delete it": that file there,
                // not every file in the place)
                ? clause(
                    io.contextcov.compiler.statements.Statement.resolve(
                        clause, nameIn.group(1) + " in " + nameIn.group(2)),
                    facts,
                    clauses.size() == 1 ? s.modality() : null)
                : previousPaths.size() == 1 && Shapes.OTHER_SPAN.matcher(previous).find()
                    // (the pronoun keeps the "other" of its antecedent)
                    ? clause(
                        io.contextcov.compiler.statements.Statement.resolve(
                            clause, "the other `" + previousPaths.get(0) + "` files"),
                        facts,
                        clauses.size() == 1 ? s.modality() : null)
                    : own.withPaths(previousPaths.isEmpty() ? namedPaths : previousPaths);
      } else if ((onFiles && OBJECT_IT.matcher(clause).find()
              || noSubjectYet(own, clause) && wordsBefore(previous, clause))
          && own.paths().isEmpty()
          && own.commands().isEmpty()
          && own.fileKinds().isEmpty()
          && previous != null
          && io.contextcov.compiler.statements.StatementFinder.antecedent(previous, clause)
              != null) {
        // "if a test fails, fix it; never delete it": what the clause before was about
        own =
            clause(
                io.contextcov.compiler.statements.Statement.resolve(
                    clause,
                    io.contextcov.compiler.statements.StatementFinder.antecedent(previous, clause)),
                facts,
                clauses.size() == 1 ? s.modality() : null);
      } else if (own.negative()
          && own.branch().isEmpty()
          && own.acts().equals(List.of(Act.PUSH))
          && own.commands().isEmpty()
          && previous != null
          && Shapes.BRANCH_TOPIC.matcher(previous).find()) {
        // "The `main` branch is protected: changes are merged through pull requests only, never
        // pushed directly": the branch the sentence is about is where the push is banned
        java.util.regex.Matcher topic = Shapes.BRANCH_TOPIC.matcher(previous);
        topic.find();
        String name = topic.group(1) != null ? topic.group(1) : topic.group(2);
        own =
            clause(
                clause.strip().replaceFirst("[.!]+$", "") + " to `" + name + "`",
                facts,
                clauses.size() == 1 ? s.modality() : null);
      } else if (own.subjects().isEmpty()
          && own.commands().isEmpty()
          && own.acts().isEmpty()
          && priorSubject != null
          && NO_PREFIX_CLAUSE.matcher(clause).find()) {
        // "title the PR with a short summary — no `feat:` prefix": the prefix is the title's,
        // as the clause before it says
        own =
            clause(
                priorSubject + ": " + clause.strip(),
                facts,
                clauses.size() == 1 ? s.modality() : null);
      } else if (own.commands().isEmpty()
          && own.acts().isEmpty()
          && own.later().isPresent()
          && own.passing()
          && !named.isEmpty()
          && (FIX_FINDINGS.matcher(clause).find() || SURE_THEY_PASS.matcher(clause).find())) {
        // "run `make fmt` and `make vet`; fix any issues before you push": the checks the clause
        // before ran are what must pass before the act (as in "tests run with `tox`; make sure
        // they pass before you push")
        own = own.withCommands(named);
      } else if (own.commands().isEmpty()
          && previous != null
          && refersBack(clause)
          && !DecisionTable.WHOLE_SUITE.matcher(clause).find()
          && DecisionTable.WHOLE_SUITE.matcher(previous).find()
          // ("the full suite (`./scripts/test-all.sh`) needs a GPU, so don't run it": the
          // suite's own command is the pronoun's)
          && !Shapes.SUITE_COMMAND.matcher(previous).find()) {
        // "run `bundle exec rspec` for the files you touched; the whole suite takes 20 minutes,
        // so don't run it": the pronoun is the suite the clause before names, not the command
        own =
            clause(
                io.contextcov.compiler.statements.Statement.resolve(clause, "the whole suite"),
                facts,
                clauses.size() == 1 ? s.modality() : null);
      } else if (own.commands().isEmpty()
          && !named.isEmpty()
          && refersBack(clause)
          // ("the whole suite takes 20 minutes, so don't run it": the clause's own subject)
          && !DecisionTable.WHOLE_SUITE.matcher(clause).find()) {
        // "run `just fmt`; do not ask for approval to run it": the pronoun is the command
        // (the one the clause right before names, where it names any: "use `x` to test;
        // running `y` takes an hour, so skip it" skips `y` alone)
        String before = previous;
        List<CommandRef> nearest =
            before == null
                ? List.of()
                : named.stream().filter(c -> namesCommand(before, c)).toList();
        List<CommandRef> meant = nearest.isEmpty() ? named : nearest;
        Set<String> programs =
            meant.stream().map(CommandRef::program).collect(java.util.stream.Collectors.toSet());
        if (own.acts().equals(List.of(Act.PUSH))
            && programs.size() == 1
            && Lexicon.get().words("push-program").contains(programs.iterator().next())) {
          // "you may build with `docker build`, but don't push it": the program's own push of
          // what it built, not a git push
          own =
              own.negative()
                  ? clause("Never run `" + programs.iterator().next() + " push`.", facts, null)
                  : own;
        } else {
          own = own.withCommands(meant);
        }
      } else if (own.commands().isEmpty()
          && s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.CODE_COMMENT
          && !s.literals().isEmpty()
          && !refersBack(clause)
          && io.contextcov.compiler.markdown.MarkdownReader.ORDER_COMMENT.matcher(clause).find()) {
        // "# run before every commit" over "make check": the line under it is what to run
        String line = s.literals().get(0).split("\n")[0].strip();
        if (CommandRef.of(line, facts.programs()).isPresent() && !line.contains("`")) {
          String when = clause.strip().replaceFirst("(?i)^(always\\s+)?(run|execute)\\s+", "");
          own =
              clause(
                  "Run `" + line + "` " + when, facts, clauses.size() == 1 ? s.modality() : null);
        }
      } else if (own.commands().isEmpty()
          && s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.CODE_COMMENT
          && !s.literals().isEmpty()
          && refersBack(clause)) {
        // "# never run this on CI machines:" over "make nuke": the pronoun is the line under the
        // comment, read in its place
        String line = s.literals().get(0).split("\n")[0].strip();
        if (CommandRef.of(line, facts.programs()).isPresent() && !line.contains("`")) {
          // ("# don't run these:" over two lines: each of them)
          List<String> all =
              PLURAL_THIS.matcher(clause).find() ? blockCommands(s, facts) : List.of();
          String lineNames =
              all.size() > 1
                  ? String.join(" and ", all.stream().map(l -> "`" + l + "`").toList())
                  : "`" + line + "`";
          String resolved =
              THIS.matcher(clause)
                  .replaceFirst(java.util.regex.Matcher.quoteReplacement(lineNames));
          own = clause(resolved, facts, clauses.size() == 1 ? s.modality() : null);
        }
      } else if (own.commands().isEmpty()
          && s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.CODE_COMMENT
          && !s.literals().isEmpty()
          && OBJECTLESS_RUN.matcher(clause).find()) {
        // "pnpm db:migrate  # never run against production": a verb of running with no object
        // runs the line the comment is about, read in its place
        String line = s.literals().get(0).split("\n")[0].strip();
        if (CommandRef.of(line, facts.programs()).isPresent() && !line.contains("`")) {
          java.util.regex.Matcher m = OBJECTLESS_RUN.matcher(clause);
          m.find();
          String resolved =
              clause.substring(0, m.end()) + " `" + line + "`" + clause.substring(m.end());
          own = clause(resolved, facts, clauses.size() == 1 ? s.modality() : null);
        }
      } else if (own.commands().isEmpty()
          && s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.CODE_COMMENT
          && !s.literals().isEmpty()
          && io.contextcov.compiler.statements.Statement.PASSING_PRONOUN.matcher(clause).find()) {
        // "cargo clippy -- -D warnings  # must be clean before commit": the line is what must
        // pass, read in the place of the missing subject (or of "it", "they")
        String line = s.literals().get(0).split("\n")[0].strip();
        java.util.regex.Matcher m =
            io.contextcov.compiler.statements.Statement.PASSING_PRONOUN.matcher(clause);
        if (m.find() && CommandRef.of(line, facts.programs()).isPresent() && !line.contains("`")) {
          String resolved =
              clause.substring(0, m.start(1)) + "`" + line + "` " + clause.substring(m.end(1));
          own = clause(resolved, facts, clauses.size() == 1 ? s.modality() : null);
        }
      } else if (own.commands().isEmpty()
          && own.acts().isEmpty()
          && own.ask() == Frame.Ask.REQUIRED
          && s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.CODE_COMMENT
          && !s.literals().isEmpty()) {
        // "make db-reset  # drops the local database, ask first": the line is what is asked about
        own = askedLine(s, facts, clauses.size() == 1 ? s.modality() : null, own);
      } else if (own.commands().isEmpty()
          && s.unit() != io.contextcov.compiler.markdown.TextUnit.Kind.CODE_COMMENT
          && clause == clauses.get(clauses.size() - 1)
          && clause.strip().endsWith(":")
          && Shapes.DO_THIS.matcher(clause).find()
          && Prose.of(clause).has("negation")
          && !blockCommands(s, facts).isEmpty()) {
        // "Never do this on a shared branch:" over a shell block: its command lines are what is
        // not to be done, read in the place of "do this"
        List<String> lines = blockCommands(s, facts);
        String runs = String.join(" and ", lines.stream().map(l -> "`" + l + "`").toList());
        java.util.regex.Matcher m = Shapes.DO_THIS.matcher(clause);
        m.find();
        String resolved =
            clause.substring(0, m.start())
                + "run "
                + runs
                + clause.substring(m.end()).replaceFirst("\\s*:\\s*$", ".");
        own = clause(resolved, facts, clauses.size() == 1 ? s.modality() : null);
      } else if (own.commands().isEmpty()
          && own.acts().contains(Act.RUN)
          && s.unit() != io.contextcov.compiler.markdown.TextUnit.Kind.CODE_COMMENT
          && clause == clauses.get(clauses.size() - 1)
          && clause.strip().endsWith(":")
          && LEAD_IN_RUN.matcher(clause).find()) {
        // "After changing a `.proto` file, run:" over a shell block: its command lines are what
        // to run, read in the place of the colon
        List<String> lines = blockCommands(s, facts);
        if (!lines.isEmpty()) {
          String runs = String.join(" and ", lines.stream().map(l -> "`" + l + "`").toList());
          String resolved =
              LEAD_IN_RUN
                  .matcher(clause.strip().replaceFirst("\\s*:$", ""))
                  .replaceFirst("$1 " + java.util.regex.Matcher.quoteReplacement(runs));
          own = clause(resolved + ".", facts, clauses.size() == 1 ? s.modality() : null);
        }
      } else if (own.commands().isEmpty()
          && s.unit() != io.contextcov.compiler.markdown.TextUnit.Kind.CODE_COMMENT
          && clause == clauses.get(clauses.size() - 1)
          && LEAD_IN_PASS.matcher(clause).find()) {
        // "Before committing, make sure these are green:" over a shell block: its command lines
        // are what must pass, read in the place of "these"
        List<String> lines = blockCommands(s, facts);
        if (!lines.isEmpty()) {
          String runs = String.join(" and ", lines.stream().map(l -> "`" + l + "`").toList());
          java.util.regex.Matcher m = LEAD_IN_PASS.matcher(clause);
          m.find();
          String resolved =
              clause.substring(0, m.start("these"))
                  + runs
                  + clause.substring(m.end("these")).replaceFirst("\\s*:\\s*$", ".");
          own = clause(resolved, facts, clauses.size() == 1 ? s.modality() : null);
        }
      } else if (previous != null
          && !own.acts().isEmpty()
          && own.commands().isEmpty()
          && own.paths().isEmpty()
          && own.branch().isEmpty()
          && clause.indexOf('`') < 0
          && io.contextcov.compiler.statements.Statement.OBJECT_PRONOUN.matcher(clause).find()
          && Prose.of(previous).spans().size() == 1) {
        // "`main` is protected; you can't push to it directly": the one name in code the clause
        // before gave is what the pronoun stands for
        own =
            clause(
                io.contextcov.compiler.statements.Statement.resolve(
                    clause, antecedentSpan(previous)),
                facts,
                clauses.size() == 1 ? s.modality() : null);
      } else if (previous != null
          && own.negative()
          && previous.indexOf('`') < 0
          && clause.indexOf('`') >= 0
          && io.contextcov.compiler.statements.Statement.OBJECT_PRONOUN.matcher(clause).find()
          && describedKind(previous, clause, facts, clauses.size() == 1 ? s.modality() : null)
              != null) {
        // "Secrets live in Wrangler secrets; never put them in `wrangler.toml`": the pronoun is
        // the subject the clause before describes, when that names a kind the reader knows
        own = describedKind(previous, clause, facts, clauses.size() == 1 ? s.modality() : null);
      } else if ((previousAsked || previousHardBan)
          && previous != null
          && previous.indexOf('`') < 0
          && own.acts().isEmpty()
          && !own.commands().isEmpty()
          && EXAMPLES_OPENING.matcher(clause).lookingAt()) {
        // "Anything that talks to the network needs approval — for example `curl`, `wget`": the
        // examples after a clause that asks (or bans) are asked about (or banned) as it says
        String runs =
            String.join(" or ", own.commands().stream().map(c -> "`" + c.pattern() + "`").toList());
        own =
            clause(
                (previousAsked ? "Ask before running " : "Never run ") + runs + ".",
                facts,
                clauses.size() == 1 ? s.modality() : null);
      } else if (previous != null && labelledObject(own, clause, previous) != null) {
        // "`vendor/` — third-party code; do not modify": the verb's object is the path the
        // clause before opens with as its label
        own =
            clause(
                BARE_VERB_END.matcher(clause).replaceFirst("")
                    + " "
                    + labelledObject(own, clause, previous)
                    + ".",
                facts,
                clauses.size() == 1 ? s.modality() : null);
      }
      if (previousDescribed && SAME_SUBJECT_DENIED.matcher(clause).lookingAt()) {
        // "`make clean` removes build artifacts but never touches `data/`": more said of the
        // subject described before, in the third person — no ban
        previous = clause;
        continue;
      }
      previousDescribed = own.descriptive();
      if (own.ask() == Frame.Ask.REQUIRED) {
        // "ask before running `a` or `b`" holds `a` as the command the question comes before:
        // both are what a pronoun after it stands for ("…: never run them")
        own.laterCommand().ifPresent(named::add);
      }
      named.addAll(own.commands());
      String said = clause;
      // "don't remove them from `.gitignore`, and never print their contents": a file something is
      // taken out of is no thing a later pronoun stands for
      own.paths().stream()
          .filter(
              x ->
                  !Pattern.compile("(?i)\\bfrom\\s+`" + Pattern.quote(x) + "`")
                      .matcher(said)
                      .find())
          .forEach(namedPaths::add);
      previousPaths = own.paths();
      previous = clause;
      if (own.subjects().contains("title")) {
        priorSubject = "PR titles";
      } else if (own.subjects().contains("message")) {
        priorSubject = "commit messages";
      }
      // ("Ask when unsure:" over "- Avoid `git stash`. Commit to a WIP branch instead.": what
      // is done instead is neither banned nor asked about by a lead-in that bans or asks)
      boolean substitute =
          BARE_INSTEAD.matcher(clause).find()
              && (previousBanned
                  || !own.negative()
                      && own.ask() == Frame.Ask.NONE
                      && !contexts.isEmpty()
                      && contexts.stream()
                          .allMatch(
                              c ->
                                  (c.negative() || c.ask() == Frame.Ask.REQUIRED)
                                      && c.later().isEmpty()));
      previousBanned = own.negative();
      previousHardBan = own.negative() && own.strength() == Strength.HARD;
      previousAsked = own.ask() == Frame.Ask.REQUIRED;
      if (contexts.isEmpty()
          || contexts.stream().allMatch(Frame::negative)
              && ownDuty(
                  clause,
                  clauses,
                  s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.LIST_ITEM
                      && facts.laterSentenceAt(s.line(), s.column()))
          || substitute) {
        out.add(own);
        continue;
      }
      for (Frame c : contexts) {
        out.add(inherit(bannedOrder(own, c, clause, facts), c, clause));
      }
    }
    return withoutWaivedOrders(passingBack(out));
  }

  /**
   * The clause with its object pronoun read as the subject the clause before describes ("Secrets
   * live in Wrangler secrets" then "never put them in `wrangler.toml`"), when that subject names a
   * kind of thing or file the reader knows; else null.
   */
  private static Frame describedKind(
      String previous, String clause, FileFacts facts, Modality modality) {
    String subject = io.contextcov.compiler.statements.StatementFinder.describedSubject(previous);
    if (subject == null) {
      return null;
    }
    Frame read =
        clause(
            io.contextcov.compiler.statements.Statement.resolve(clause, subject), facts, modality);
    return read.subjects().isEmpty() && read.fileKinds().isEmpty() ? null : read;
  }

  /**
   * A condition in words no call shows: a Chinese one no reading of the clause grounds (如果有冲突， 不要推送
   * — its words are no words of the text — narrows the rule as "if there are conflicts" does), when
   * nothing else opens or qualifies the clause ({@code bare}); an opening time or place ("Within a
   * release week, run …").
   */
  private static boolean conditionInWords(Prose p, boolean bare) {
    return p.han() && bare && hanPrerequisite(p) == null && hanCondition(p)
        || LIMITING_OPENING.matcher(p.text()).lookingAt();
  }

  /**
   * After a place word, what names no part of the project: the whole of it ("this repo", "the
   * entire codebase") or a turn of speech ("in general", "in practice", "in case").
   */
  private static final String NOT_A_PLACE =
      "(?!(?:any|all|every|each|no|none)\\b)(?!(?:(?:the|this|our|your)\\s+)?(?:(?:whole|entire)\\s+)?"
          + "(?:repo|repos|repository|project|projects|codebase|code\\s+base|monorepo|workspace"
          + "|general|short|particular|addition|practice|summary|brief|fact|doubt|cases?|order"
          + "|turn|other\\s+words|most|all|ci|least|minimum|times|once|first|last|development"
          + "|local\\s+development|implementation|work)\\b)";

  /** An opening time or place said in words: "Within a release week,", "Outside office hours,". */
  private static final GatedPattern LIMITING_OPENING =
      GatedPattern.compile(
          "(?i)^\\W*(?:(?:inside|within)\\s++(?!(?:the\\s+)?§)"
              + NOT_A_PLACE
              + "|outside\\b|beyond\\b|past\\b)[^,`]{1,80},");

  /** An order word in an item: "`git push` before `make test`", "commit before tests pass". */
  private static final GatedPattern ORDER_WORD =
      GatedPattern.compile("(?i)\\b(before|prior\\s+to|ahead\\s+of|until|till)\\b");

  /**
   * An item with an order and no polarity of its own under a hard ban ("## Never" over "- `git
   * push` before `make test`", "- commit before running the tests"): read as the ban says it
   * inline, "never push before `make test`" — the later step comes first. Read as a plain item, the
   * order would be owed the wrong way round. Other items are as they are.
   */
  private static Frame bannedOrder(Frame own, Frame ctx, String clause, FileFacts facts) {
    if (!ctx.negative()
        || ctx.ask() != Frame.Ask.NONE
        || ctx.strength() != Strength.HARD
        || !ORDER_WORD.matcher(clause).find()) {
      return own;
    }
    Prose p = Prose.of(clause);
    if (p.has("hard") || p.has("soft") || p.has("permission") || p.has("negation")) {
      return own;
    }
    String item = clause.strip();
    int first = item.codePointAt(0);
    String lowered =
        Character.isUpperCase(first) && item.length() > 1 && Character.isLowerCase(item.charAt(1))
            ? Character.toString(Character.toLowerCase(first)) + item.substring(1)
            : item;
    Frame banned = clause("Never " + lowered, facts, null);
    return banned.later().isPresent() || banned.laterCommand().isPresent() ? banned : own;
  }

  /** "zero errors required", "no warnings allowed": a count of faults none of which may remain. */
  private static final GatedPattern ZERO_FAULTS =
      GatedPattern.compile(
          "(?i)\\W*(?:zero|no|0)\\s+(?:errors?|warnings?|failures?|issues?|findings?)\\b");

  /** "Both must be green", "they must pass": the runs named before, as a pronoun's state. */
  private static final GatedPattern PASSING_PRONOUN =
      GatedPattern.compile(
          "(?i)^\\W*(both|they|these|those|all of them|both of them|each of them|all)\\b");

  /**
   * "Run `rubocop` and `bin/rails test`. Both must be green.": a passing state said of the runs
   * before by a pronoun makes those runs owed passing, and is no check of its own that no call
   * shows.
   */
  private static List<Frame> passingBack(List<Frame> frames) {
    List<Frame> out = new ArrayList<>();
    for (Frame f : frames) {
      // ("Type-check with `pyright`; zero errors required before commit": the faults none of
      // which may remain are the runs' before)
      boolean zero = f.later().isPresent() && ZERO_FAULTS.matcher(f.text()).lookingAt();
      boolean back =
          (f.passing() && PASSING_PRONOUN.matcher(f.text()).find() || zero)
              && f.commands().isEmpty()
              && f.purposes().isEmpty()
              && !f.negative()
              && out.stream().anyMatch(g -> !g.commands().isEmpty() && !g.negative());
      if (!back) {
        out.add(f);
        continue;
      }
      out.replaceAll(
          g ->
              !g.commands().isEmpty() && !g.negative()
                  ? g.passingRunsBefore(f.later(), f.text())
                  : g);
    }
    return out;
  }

  /**
   * "`make e2e` must pass before merging; it runs in CI, so you do not need to run it locally": a
   * command the same statement says the agent need not run is owed before no act of its.
   */
  private static List<Frame> withoutWaivedOrders(List<Frame> frames) {
    Set<String> waivedRuns = new java.util.HashSet<>();
    for (Frame f : frames) {
      if (f.acts().contains(Act.RUN) && !f.commands().isEmpty() && waived(Prose.of(f.text()))) {
        f.commands().forEach(c -> waivedRuns.add(c.pattern()));
      }
    }
    if (waivedRuns.isEmpty()) {
      return frames;
    }
    List<Frame> out = new ArrayList<>();
    for (Frame f : frames) {
      boolean owedOnlyWaived =
          (f.later().isPresent() || f.passing())
              && !f.negative()
              && !f.commands().isEmpty()
              && f.commands().stream().allMatch(c -> waivedRuns.contains(c.pattern()));
      if (!owedOnlyWaived) {
        out.add(f);
      }
    }
    return out;
  }

  /** What points at the line under a comment: "this", "the next line", "the command below". */
  private static final GatedPattern THIS =
      GatedPattern.compile(
          "(?i)\\b(the\\s+(next|following)\\s+(lines?|commands?)|the\\s+(lines?|commands?)\\s+below"
              + "|this|these|it|them)\\b");

  /** A plural of {@link #THIS}: "these", "them", "the following commands". */
  private static final GatedPattern PLURAL_THIS =
      GatedPattern.compile(
          "(?i)\\b(the\\s+(next|following)\\s+(lines|commands)|the\\s+(lines|commands)\\s+below"
              + "|these|them|those)\\b");

  /**
   * "modify `firestore.rules`", "never delete the `app.csproj`": a file name right after a verb of
   * editing, deleting or committing (an article between) is a file, whatever its extension.
   */
  private static boolean fileActedOn(Prose p, int w, String span) {
    if (w < 1 || !FILE_NAME.matcher(span).matches()) {
      return false;
    }
    int v = w - 1;
    if (v > 0 && Set.of("the", "a", "an", "any", "your").contains(p.words().get(v).text())) {
      v--;
    }
    String cls = Lexicon.get().actClassOf(p.words().get(v).text()).orElse("");
    // (not reading: "never read `process.env`", `os.environ` are code that reads)
    return Set.of("act.edit", "act.delete", "act.commit").contains(cls);
  }

  /**
   * "`npm install --force` or `--legacy-peer-deps`": a flag alone after "or", right after a command
   * that ends in a flag, is that command with the other flag.
   */
  private static Optional<CommandRef> otherFlag(
      Prose p, int i, int w, String span, CommandRef before, FileFacts facts) {
    if (w < 1
        || p.spanWord(i - 1) < w - 2
        || !Set.of("or", "nor").contains(p.words().get(w - 1).text())
        || !FLAG.matcher(span).matches()) {
      return Optional.empty();
    }
    String prev = before.pattern();
    int last = prev.lastIndexOf(' ');
    return last > 0 && FLAG.matcher(prev.substring(last + 1)).matches()
        ? CommandRef.of(prev.substring(0, last) + " " + span, facts.programs())
        : Optional.empty();
  }

  /** "…; run `X` first", "…, but run `X` beforehand": a run owed before the act just named. */
  private static final GatedPattern RUN_FIRST =
      GatedPattern.compile(
          "(?i)^\\W*(but\\s+)?(run|execute)\\s+(?<what>.+?)\\s+(first|beforehand)\\W*$");

  /** The words for doing an act, as "before …" takes them. */
  private static final java.util.Map<Act, String> DOING =
      java.util.Map.of(
          Act.COMMIT, "committing",
          Act.PUSH, "pushing",
          Act.PR, "opening a pull request",
          Act.MERGE, "merging",
          Act.FINISH, "finishing");

  /**
   * "Don't push yet; run `make test` first", "never commit notebooks with outputs; run `nbstripout`
   * first": the run is owed before the act of the clause before it, and a ban said with "yet" is
   * only that order ("not yet" is "not before").
   */
  private static List<String> firstRuns(List<String> clauses, FileFacts facts) {
    if (clauses.size() < 2) {
      return clauses;
    }
    List<String> out = new ArrayList<>(clauses);
    for (int i = 1; i < out.size(); i++) {
      java.util.regex.Matcher m = RUN_FIRST.matcher(out.get(i));
      if (!m.find() || !m.group("what").contains("`")) {
        continue;
      }
      Frame before = clause(out.get(i - 1), facts, null);
      Act act = before.acts().stream().filter(DOING::containsKey).findFirst().orElse(null);
      if (act == null) {
        continue;
      }
      out.set(i, "Run " + m.group("what") + " before " + DOING.get(act));
      if (before.negative() && YET.matcher(out.get(i - 1)).find()) {
        out.remove(i - 1);
        i--;
      }
    }
    return out;
  }

  private static final GatedPattern YET = GatedPattern.compile("(?i)\\byet\\b");

  /**
   * An agent's permission rules written in code as its settings write them — `Bash(npm run
   * test:*)`, `Read(.env)`, `Edit(package.json)` — as what they name: the command (without the
   * trailing wildcard), "reading" the path, "editing" the path.
   */
  static String toolRules(String text) {
    if (text.indexOf("(") < 0 || text.indexOf('`') < 0) {
      return text;
    }
    String out = Shapes.BASH_RULE.matcher(text).replaceAll("`$1`");
    out = Shapes.READ_RULE.matcher(out).replaceAll("reading `$1`");
    return Shapes.EDIT_RULE.matcher(out).replaceAll("editing `$1`");
  }

  /**
   * The items of an inline list: parts between commas and semicolons outside inline code and
   * brackets ("anything with `kubectl` that changes state (`apply`, `delete`)" is one item).
   */
  private static List<String> listItems(String list) {
    List<String> out = new ArrayList<>();
    StringBuilder item = new StringBuilder();
    boolean code = false;
    int depth = 0;
    for (char c : list.toCharArray()) {
      if (c == '`') {
        code = !code;
      } else if (!code && c == '(') {
        depth++;
      } else if (!code && c == ')' && depth > 0) {
        depth--;
      }
      if (!code && depth == 0 && (c == ',' || c == ';')) {
        out.add(item.toString());
        item.setLength(0);
      } else {
        item.append(c);
      }
    }
    out.add(item.toString());
    return out.stream()
        .map(i -> i.strip().replaceFirst("^(and|or)\\s+", "").replaceFirst("[.]$", ""))
        .filter(i -> !i.isEmpty())
        .toList();
  }

  /**
   * In a clause ending in a colon, the words that introduce what to run: "…, run:", "run the
   * following before pushing:", "execute these commands:" (group 1 is the verb).
   */
  private static final GatedPattern LEAD_IN_RUN =
      GatedPattern.compile(
          "(?i)\\b(run|execute)(?:\\s+(?:the\\s+following|these|this|both)"
              + "(?:\\s+(?:commands?|steps?|checks?))?\\b|\\s*:?\\s*$)");

  /**
   * A clause ending in a colon that says the block under it must pass: "make sure these are
   * green:", "ensure the following commands succeed:", "the following must succeed:" (group {@code
   * these} is what stands for the commands, group {@code state} what they must be).
   */
  private static final GatedPattern LEAD_IN_PASS =
      GatedPattern.compile(
          "(?i)(?:\\b(make\\s+sure|ensure|check\\s+that|verify\\s+that|confirm\\s+that)\\s+|^|,\\s*|\\s)"
              + "(all\\s+(of\\s+)?)?"
              + "(?<these>(these|the\\s+following|this|both)(\\s+(commands?|checks?|steps?))?)\\s+"
              + "(?:(?:must|should|shall|need\\s+to|needs\\s+to|have\\s+to|has\\s+to)\\s+(?:be\\s+)?)?"
              + "(?<state>pass(es)?|(are|is)\\s+(green|clean)|green|clean|succeed(s)?|run\\s+clean(ly)?)"
              + "\\s*:\\s*$");

  /**
   * The command lines of the code block a statement introduces (a block is a literal the sentence
   * does not write inline): lines that read as commands, without prompts and comments; none when
   * any other line is there (a script or program, whose lines are no list of runs).
   */
  private static List<String> blockCommands(Statement s, FileFacts facts) {
    List<String> out = new ArrayList<>();
    for (String literal : s.literals()) {
      if (s.text().contains("`" + literal + "`")) {
        continue;
      }
      for (String raw : literal.split("\n")) {
        String line = raw.strip().replaceFirst("^\\$\\s+", "");
        if (line.isEmpty() || line.startsWith("#") || line.startsWith("//")) {
          continue;
        }
        if (line.contains("`") || CommandRef.of(line, facts.programs()).isEmpty()) {
          return List.of();
        }
        out.add(line);
      }
    }
    return out.size() > 6 ? List.of() : out;
  }

  /**
   * "ask before changing anything there", "never write files in there": the place an earlier clause
   * named (not an existential "there is").
   */
  private static final GatedPattern THERE =
      GatedPattern.compile(
          "(?i)\\b(in\\s+|under\\s+|into\\s+)?there\\b(?!['’]|\\s+(is|are|was|were|will|would|should"
              + "|must|may|might|can|could|has|have|had|exists?)\\b)(?<!^there)");

  /**
   * Whether the commits at word {@code at} are the object of a verb that works on commits ("squash
   * commits", "revert the last two commits", "squash other people's commits"): such a verb up to
   * three words before, nothing but words in between.
   */
  private static boolean commitsWorkedOn(Prose p, int at) {
    for (int i = at - 1; i >= Math.max(0, at - 4); i--) {
      String between = p.text().substring(p.words().get(i).at(), p.words().get(i + 1).at());
      if (between.matches(".*[,;:.!?()].*")) {
        return false;
      }
      String w = p.words().get(i).text();
      if (Lexicon.get().words("commit-verb").contains(w)) {
        return true;
      }
      if (w.startsWith("§") || isVerb(w) && i < at - 1) {
        return false;
      }
    }
    return false;
  }

  /**
   * "API keys come from `BuildConfig`; never hard-code them": a clause with no act the reader knows
   * whose object is a pronoun, which the clause before may name in words.
   */
  private static boolean noSubjectYet(Frame own, String clause) {
    return own.acts().isEmpty()
        && own.tokens().isEmpty()
        && clause.indexOf('`') < 0
        && io.contextcov.compiler.statements.Statement.OBJECT_PRONOUN.matcher(clause).find();
  }

  /**
   * "once it has been merged", "after they were applied", "once they are on `main`": a past act on
   * the object.
   */
  private static final GatedPattern PAST_STATE =
      GatedPattern.compile(
          "(once|after|when|if)\\s+(it|they|the file|the files)\\s+(has|have|had|was|were|is|are)"
              + "\\s+(already\\s+)?(been\\s+)?(committed|merged|applied|released|published|deployed"
              + "|pushed|shipped|run|landed|(?:on|in)\\s+(?:§\\d+|main|master|production|prod"
              + "|the\\s+(?:main|master|default|release)\\s+branch))\\b");

  /** Whether the clause before names the pronoun's thing in words, no code ("API keys"). */
  private static boolean wordsBefore(String previous, String clause) {
    String a =
        previous == null
            ? null
            : io.contextcov.compiler.statements.StatementFinder.antecedent(previous, clause);
    return a != null && a.indexOf('`') < 0;
  }

  /** "do not edit them", "never touch it": a pronoun standing as the object of the act. */
  private static final GatedPattern OBJECT_IT =
      GatedPattern.compile(
          "(?i)\\b(edit|edits|editing|modify|modifying|change|changing|touch|touching|delete"
              + "|deleting|remove|removing|overwrite|rewrite|read|reading|open|update|updating"
              + "|commit|committing|stage|staging)"
              + "\\s+(them|it"
              // "keep migrations under `db/`, and never edit one after it has been merged": "one"
              // with no noun after it
              + "|one(?=\\s*(?:[.,;!]|$|\\s+(?:after|once|when|if|unless|that|which|before|you)\\b)))\\b"
              // "`.env.local` holds keys; never print its contents"
              + "|\\b(print|show|dump|display)\\s+(its|their)\\s+contents?\\b");

  private static boolean refersBack(String clause) {
    Prose p = Prose.of(clause);
    return p.words().stream()
            .anyMatch(w -> Set.of("it", "them", "this", "these", "that").contains(w.text()))
        || THIS.matcher(clause).find();
  }

  private static final GatedPattern NOT_EVEN =
      GatedPattern.compile("(?i),\\s*(and\\s+)?not (even|just|only|merely)\\b[^;.!?]*");

  /** "，所有修改都…", "，每个提交都…": after a comma, a clause whose subject is all of something. */
  private static final GatedPattern HAN_OWN_SUBJECT =
      GatedPattern.compile("，(?=\\s*(所有|全部|一切|每个|每次|任何)[^，。；]{0,12}都)");

  /** 只能通过 `X` 执行: a job done only by way of a command (group 1 the command). */
  private static final GatedPattern HAN_ONLY_MEANS =
      GatedPattern.compile(
          "[^`，,；;]*只(?:能|可以|可)?(?:通过|使用|用|经由|借助)\\s*`([^`]+)`\\s*(?:来|进行)?"
              + "(?:执行|运行|进行|完成|操作|处理)?\\s*[。.]?\\s*");

  /**
   * 迁移文件禁止修改, `config/` 不要改动, 已执行的脚本不要再改: a topic (group 2) before a ban (3) and its verb (4) with
   * nothing after it.
   */
  private static final GatedPattern HAN_TOPIC_BAN =
      GatedPattern.compile(
          "^([^\\p{L}\\p{N}`]*)([^，,；;。]{2,30}?)\\s*(禁止|不得|不要|不允许|不能|严禁|请勿|切勿|别|不可)(再?(?:修改|编辑|改动|更改|删除|提交|覆盖|改|动))"
              + "(\\s*[。.!！]?\\s*)$");

  /** 只能通过 X 完成, said with no code: the way a job is done (no command named). */
  private static final GatedPattern HAN_ONLY_MEANS_WORDS =
      GatedPattern.compile(
          "[^`，,；;]*只(?:能|可以|可)?(?:通过|经由|借助)[^`，,；;。]{1,24}?(?:来)?"
              + "(?:完成|进行|实现|处理|执行)\\s*[。.]?\\s*");

  /** "if you have not run", "when you haven't yet run": a run not done, after the act. */
  private static final GatedPattern NOT_YET_RUN =
      GatedPattern.compile(
          "(?i)\\b(?:if|when)\\s+(?:you|we)\\s+(?:have\\s+not|haven't|did\\s+not|didn't)\\s+"
              + "(?:yet\\s+)?(?:run|ran)\\s+(?=`)");

  /**
   * ", even if CI is green", ", even when asked nicely", " even though we use pnpm elsewhere",
   * "although we use it elsewhere": a trailing case granted.
   */
  private static final GatedPattern CONCESSION =
      GatedPattern.compile(
          "(?i)(?:,\\s*|\\s+)(?:even\\s+(?:if|when|though)|(?:al)?though\\s+(?=(?:we|i|you|they|it"
              + "|this|that|the|our)\\b))\\b[^,;.!]*(?=[.!;]|$)");

  /** "，不要…", "，禁止…", "，也不要…": a ban joined to a duty or a ban by a comma in Chinese. */
  private static final GatedPattern HAN_JOINED_BAN =
      GatedPattern.compile("，(?=\\s*(?:也|并且|同时|更|亦)?\\s*(不要|禁止|别|勿|不得|切勿|严禁|不能|不可以))");

  /** A comma before a duty to use something: "，统一使用", "，请改用", "，应使用". */
  private static final GatedPattern HAN_JOINED_DUTY =
      GatedPattern.compile(
          "，(?=\\s*(?:请|应|应该|应当|须|必须|需要)?\\s*(?:统一|一律|始终|都|而是|只)?\\s*(?:使用|改用|采用|用|调用|运行|执行))");

  /**
   * "请使用 `pnpm`，不要使用 `npm`", "运行 `make test`，不要跳过": a duty with a code object, then a ban after a
   * comma, are two clauses when each names code ("未经允许，不得…" and "…，不得攒着一次性提交" stay one).
   */
  private static List<String> hanDuties(String clause) {
    if (!Prose.holdsHan(clause)) {
      // every reading below needs Chinese words or punctuation
      return List.of(clause);
    }
    java.util.regex.Matcher topic = HAN_TOPIC_BAN.matcher(clause);
    if (topic.matches()) {
      // 迁移文件禁止修改: the thing first, then the ban and its verb — 禁止修改迁移文件
      // (不要动 "don't touch" is 不要修改)
      String verb =
          topic.group(4).endsWith("动") && !topic.group(4).endsWith("改动") ? "修改" : topic.group(4);
      clause = topic.group(1) + topic.group(3) + verb + topic.group(2) + topic.group(5);
    }
    java.util.regex.Matcher meansWords =
        holds(clause, "只") ? HAN_ONLY_MEANS_WORDS.matcher(clause) : null;
    if (meansWords != null && meansWords.lookingAt()) {
      // 数据库变更只能通过 Flyway 迁移脚本完成: how a job is done, said in words: no run owed (what
      // follows a comma is read on its own)
      String rest = clause.substring(meansWords.end()).replaceFirst("^[，,；;\\s]+", "");
      return rest.isBlank() ? List.of() : hanDuties(rest);
    }
    java.util.regex.Matcher means = HAN_ONLY_MEANS.matcher(clause);
    if (means.matches()) {
      // 迁移只能通过 `pnpm db:migrate` 执行: the way a job is done, not a run owed (nor a leave to
      // run it whenever): no rule a call shows
      return List.of();
    }
    java.util.regex.Matcher own = HAN_OWN_SUBJECT.matcher(clause);
    if (own.find()) {
      // "不要直接推送到 `main`，所有修改都通过 PR 合并": a clause with a subject of its own
      List<String> out = new ArrayList<>(hanDuties(clause.substring(0, own.start())));
      out.addAll(hanDuties(clause.substring(own.end())));
      return out;
    }
    java.util.regex.Matcher duty = HAN_JOINED_DUTY.matcher(clause);
    if (duty.find()
        && clause.substring(0, duty.start()).contains("`")
        && clause.substring(duty.end()).contains("`")
        && Prose.of(clause.substring(0, duty.start())).has("negation")) {
      // "不允许使用 `System.out.println` 打印日志，统一使用 `log`": a ban, then what to use instead — the
      // duty after the comma is no more of the ban's objects
      List<String> out = new ArrayList<>();
      out.add(clause.substring(0, duty.start()));
      out.addAll(hanDuties(clause.substring(duty.end())));
      return out;
    }
    java.util.regex.Matcher m = HAN_JOINED_BAN.matcher(clause);
    if (!m.find()
        || !namesCode(clause.substring(0, m.start()))
        || !namesCode(clause.substring(m.end()))) {
      return List.of(clause);
    }
    List<String> out = new ArrayList<>();
    out.add(clause.substring(0, m.start()));
    out.addAll(hanDuties(clause.substring(m.end())));
    return out;
  }

  /**
   * Whether a piece of a Chinese clause names code: in code, or a program by its name ("只使用
   * pnpm，不要使用 npm 或 yarn").
   */
  private static boolean namesCode(String piece) {
    return piece.contains("`")
        || Prose.of(piece).words().stream()
            .anyMatch(w -> Lexicon.get().words("program").contains(w.text()));
  }

  /**
   * A reason after the rule, its subject a pronoun for the rule's object or act: ", it deletes the
   * volume", ": this drops the database", "because it rewrites the lockfile", "as doing so resets
   * the cache" — not a duty ("if a test fails, it must be fixed") nor a state it allows or requires
   * ("…, it is fine to", "this is required").
   */
  private static final GatedPattern REASON =
      GatedPattern.compile(
          "(?i)(\\s*[,:]\\s*|\\s+(because|since|as)\\s+)(it's|that's|they're|it|this|that|they"
              + "|doing so)\\s+"
              + "(?!(must|should|shall|has to|have to|needs? to|ought to)\\b)"
              + "(?!(is|are|was|were|may|can|will)\\s+(not\\s+)?"
              + "(allowed|permitted|fine|ok|okay|required|needed|necessary|mandatory|run|done)\\b)"
              // "leave `docs/` as it is (unless asked)": a manner, not a reason
              + "(?!(is|are)(\\s*([.,;:!)]|$)|\\s+(unless|except|until|without|for\\s+now)\\b))"
              + "(?=[a-z])");

  /** The words that open a hard negative clause, for the two readings below. */
  private static final String NEGATED = "(?i)^(\\W*)(?:never|do not|don't|must not|should not)\\s+";

  /** "never VERB X without VERB-ing Y": a negated act, then a second act it must come with. */
  private static final GatedPattern NEGATED_WITHOUT =
      GatedPattern.compile(
          NEGATED
              + "([\\w-]+)\\s+(.+?)\\s+without\\s+(?:also\\s+|first\\s+)?([\\w-]+ing)\\s+(.+?)([.!]?)\\s*$");

  /**
   * A question on writes outside a place in code: "ask before writing outside `src/`" (groups 1 and
   * 2, the verb and the place) or "edits outside `src/` need approval" (groups 3 and 4).
   */
  private static final GatedPattern ASKED_OUTSIDE =
      GatedPattern.compile(
          "(?i)\\b(?:ask|check\\s+with\\s+\\w+(?:\\s+\\w+)?|confirm\\s+with\\s+\\w+(?:\\s+\\w+)?)"
              + "(?:\\s+first)?\\s+before\\s+(?:you\\s+)?"
              // ("ask first: anything that writes outside `src/`")
              + "(?:(?:anything|any\\s+command|something)\\s+that\\s+)?"
              + "(writ\\w*|edit\\w*|chang\\w*|creat\\w*|touch\\w*|modif\\w*|add\\w*)\\s+"
              + "(?:(?:any|new)\\s+)?(?:(?:files?|code|anything)\\s+)?outside\\s+(?:of\\s+)?"
              + "(`[^`]+`(?:\\s*(?:,|and|or|, and|, or)\\s*`[^`]+`)*)"
              + "|(?:^\\W*|,\\s*(?:but|and)\\s+)"
              + "(writes|writing|edits|editing|changes|changing|modifications|modifying|touching"
              + "|creating|adding)\\s+(?:(?:to\\s+)?(?:any\\s+)?(?:new\\s+)?(?:files?|code|anything)\\s+)?"
              + "outside\\s+(?:of\\s+)?(`[^`]+`(?:\\s*(?:,|and|or|, and|, or)\\s*`[^`]+`)*)\\s+"
              + "(?:(?:needs?|requires?)\\s+(?:(?:an?|the|my|your|explicit|prior|written)\\s+)*"
              + "(?:approval|permission|confirmation|consent|sign-?off|ok|okay|go-ahead)"
              + "|must\\s+be\\s+(?:approved|confirmed))\\b");

  /**
   * "never VERB (files) outside (of) PLACE", "… anywhere but PLACE", "… anything except PLACE", "…
   * files other than PLACE": writes confined to a place, said negatively.
   */
  private static final GatedPattern NEGATED_OUTSIDE =
      GatedPattern.compile(
          NEGATED
              + "([\\w-]+)\\s+((?:any\\s+)?(?:files?|code|anything)\\s+)?(?:outside\\s+(?:of\\s+)?"
              + "|(?:anywhere\\s+)?(?:but|except(?:\\s+in)?|other\\s+than)\\s+)(.+)$");

  /** "leave everything outside `lib/` alone": writes confined to a place, said as leaving. */
  private static final GatedPattern LEFT_OUTSIDE =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:please\\s+)?leave\\s+(?:everything|anything|all\\s+(?:files|code)"
              + "|(?:the\\s+)?(?:files|code))\\s+outside\\s+(?:of\\s+)?(`[^`]+`(?:\\s*(?:,|and|or|, and|, or)"
              + "\\s*`[^`]+`)*)\\s+(?:alone|untouched|as\\s+(?:it\\s+is|is))\\b");

  /** Chinese verbs of the file acts, as the English confinement reads them. */
  private static final java.util.Map<String, String> HAN_FILE_VERBS =
      java.util.Map.of(
          "创建", "create", "新建", "create", "修改", "edit", "编辑", "edit", "改动", "edit", "写入", "write",
          "删除", "delete");

  /** Drops the commands that a span in code names. */
  private static void removeNamed(List<CommandRef> commands, String span) {
    String named = span.strip();
    commands.removeIf(c -> c.pattern().equals(named) || c.loose().equals(named));
  }

  /** A command with a time of its own before "and" another: "`x` while iterating and `y`". */
  private static final GatedPattern OWN_TIME =
      GatedPattern.compile(
          "§(\\d+)\\s+(while|during|when)\\b[^,;§]{1,40}?\\s+and\\s+(then\\s+)?§\\d+");

  /** A label that bans what it lists: "🚫 **Never:**", "Don't:", "Forbidden:". */
  private static final GatedPattern NEVER_LABEL =
      GatedPattern.compile(
          "(?i)^[\\W_]*(never|don't|do not|forbidden|prohibited|not allowed|not permitted|banned"
              + "|disallowed|off[- ]limits|denied|blocked|refused"
              // "Things that never happen:", "What we never do:": a label of bans
              + "|(?:things|stuff|what)\\s+(?:that\\s+|which\\s+)?(?:(?:you|we|agents?|the\\s+agent)\\s+)?"
              + "(?:should\\s+|must\\s+|will\\s+)?never\\s+(?:happen|do|be\\s+done))[*_]*\\s*:[*_]*\\s*");

  /**
   * An item of a ban label as a ban of its own: a verb phrase after "Never" ("modify `src/`"), a
   * command in code called forbidden ("`cargo publish`": no verb is there to negate), a place in
   * code kept from being touched ("`secrets/`"). An item that says what code does is no ban
   * ("**Don't:** commit mocks by hand; `make mocks` regenerates them").
   */
  private static String bannedItem(String item) {
    String t = item.strip();
    java.util.regex.Matcher span = ONLY_SPANS.matcher(t);
    if (span.matches()) {
      if (CommandRef.ran(span.group(1), Set.of()).isPresent()) {
        return t + " is forbidden";
      }
      if (Paths.isPath(span.group(1))) {
        return "Never touch " + t;
      }
    }
    return FileFacts.described(t) ? t : "Never " + t;
  }

  /** Code spans and nothing else, joined by "and", "or" or a slash (group 1 the first). */
  private static final GatedPattern ONLY_SPANS =
      GatedPattern.compile("`([^`]+)`(?:\\s*(?:and|or|/|&)\\s*`[^`]+`)*");

  /** A span followed by 以外 or 之外 ("other than `x`"): what the ban leaves out. */
  private static final GatedPattern HAN_EXCEPTED = GatedPattern.compile("§(\\d+)\\s*(以外|之外)");

  /**
   * A Chinese ban on writing outside a path: 不要在 `src/` 之外创建文件 (the verb after the place), 不要修改
   * `src/` 以外的文件 (the verb before it).
   */
  private static final GatedPattern HAN_OUTSIDE =
      GatedPattern.compile(
          "^\\W*(?:不要|禁止|不得|切勿|严禁|别|请勿|不能)\\s*(?:("
              + String.join("|", HAN_FILE_VERBS.keySet())
              + ")\\s*)?在?\\s*(`[^`]+`)\\s*(?:目录|文件夹)?\\s*(?:之外|以外)(?:的地方|的位置)?\\s*"
              + "(?:的(?:任何)?(?:文件|代码|内容)|("
              + String.join("|", HAN_FILE_VERBS.keySet())
              + ")(?:任何)?(?:文件|代码|内容)?)\\s*[。.]?\\s*$");

  /** Whether a word is a verb of writing ({@code act.edit}). */
  private static boolean writes(String word) {
    return Lexicon.get().words("act.edit").contains(word.toLowerCase(java.util.Locale.ROOT));
  }

  /**
   * "X for every change", "X for each code change", "X for every user-visible change": the duty, on
   * any change (a qualifier kept, for the condition to weigh). Group 3 holds the words before
   * "change".
   */
  private static final GatedPattern FOR_EVERY_CHANGE =
      GatedPattern.compile(
          "(?i)^(\\W*)(.+?)\\s+for\\s+(?:every|each|any|all)\\s+((?:[\\w-]+\\s+){0,2}?)changes?([.!]?)\\s*$");

  /**
   * "Add an entry to `CHANGELOG.md` for every change": read as "After every change, add an entry to
   * `CHANGELOG.md`" (row 3d). Not a negative clause.
   */
  static String forEveryChange(String clause) {
    if (!holds(clause, "change", "touch", "edit", "modif")) {
      return clause;
    }
    java.util.regex.Matcher files = Shapes.ON_EVERY_FILE.matcher(clause);
    if (files.matches() && !NEGATION_OR_ORDER.matcher(files.group(2)).find()) {
      // "run `a` and `b` on every file you change": after every change, as above
      return files.group(1) + "After every change, " + files.group(2) + files.group(3);
    }
    java.util.regex.Matcher m = FOR_EVERY_CHANGE.matcher(clause);
    if (!m.find() || NEGATION_OR_ORDER.matcher(m.group(2)).find()) {
      return clause;
    }
    return m.group(1) + "After every " + m.group(3) + "change, " + m.group(2) + m.group(4);
  }

  /** The clause with "before X: `a`, `b`" said as "before X, run `a`, `b`". */
  static String orderedCommands(String clause) {
    if (!holds(clause, ":")) {
      return clause;
    }
    java.util.regex.Matcher m =
        io.contextcov.compiler.statements.ModalityDetector.ORDERED_COMMANDS.matcher(clause);
    return m.find() ? m.group(1) + m.group(2) + ", run " + m.group(3) + m.group(4) : clause;
  }

  /**
   * "PRs must target `develop`", "pull requests should go into `main`", or with no modal word "PRs
   * target `develop`, never `main`": the PR as subject.
   */
  private static final GatedPattern PR_TARGET =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:all\\s+|every\\s+|your\\s+)?(?:prs|pull\\s+requests|pr|pull\\s+request)\\s+"
              + "(?:(must|should|need\\s+to|have\\s+to|always)\\s+(?:always\\s+)?"
              + "(?:target|go\\s+(?:(?:in)?to|against)|be\\s+(?:opened|made|raised|created)\\s+(?:against"
              + "|into|to)|point\\s+(?:at|to)|be\\s+based\\s+on|merge\\s+into)"
              + "|(?:target|go\\s+(?:(?:in)?to|against)|are\\s+(?:opened|made|raised|created)\\s+(?:against"
              + "|into|to)"
              + "|point\\s+(?:at|to)|are\\s+based\\s+on|merge\\s+into))\\s+(?:the\\s+)?(`[^`]+`.*)$");

  /**
   * "Always target `develop` when opening a pull request" (group 2 the branch, 3 what follows),
   * "Base your PRs on `develop`" (group 4 the branch, 5 what follows): where pull requests go, said
   * as an instruction with no negation before it.
   */
  private static final GatedPattern PR_BASE_IMPERATIVE =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:always\\s+)?(?:target\\s+(?:the\\s+)?(`[^`]+`)(?:\\s+branch)?\\s+"
              + "(?:when|whenever|while)\\s+(?:opening|creating|raising|submitting|you\\s+open"
              + "|you\\s+create)\\s+(?:a\\s+|an\\s+|your\\s+|any\\s+)?(?:prs?|pull\\s+requests?)\\b(.*)"
              + "|base\\s+(?:your\\s+|all\\s+|the\\s+|every\\s+)?(?:prs?|pull\\s+requests?)\\s+on\\s+"
              + "(?:the\\s+)?(`[^`]+`)(?:\\s+branch)?(.*))$");

  /**
   * A clause about opening pull requests, then ", and target `develop`" (group 1 the clause, 2 the
   * base and what follows).
   */
  private static final GatedPattern PR_TARGET_JOINED =
      GatedPattern.compile(
          "(?i)^(.*\\b(?:opening|open|creating|create|raising|raise)\\s+(?:a\\s+|an\\s+|the\\s+|your\\s+)?"
              + "(?:prs?|pull\\s+requests?)\\b.*?),?\\s+and\\s+(?:always\\s+)?target\\s+(?:the\\s+)?"
              + "(`[^`]+`.*)$");

  /**
   * Whether the unit noun at word {@code noun} ("package", "module", "crate") is what a change
   * reaches across: "span more than one package", "across packages", "touch several crates".
   */
  private static boolean spannedUnits(Prose p, int noun) {
    String one = p.words().get(noun - 1).text();
    String two = p.words().get(noun - 2).text() + " " + one;
    return one.equals("across")
        || two.equals("across the")
        || two.endsWith("than one")
            && noun >= 3
            && p.words().get(noun - 3).text().equals("more")
            && noun >= 4
            && Set.of("span", "spans", "touch", "touches", "affect", "affects", "cross", "crosses")
                .contains(p.words().get(noun - 4).text())
        || Set.of("multiple", "several").contains(one)
            && Set.of("span", "spans", "across", "touch", "touches", "affect", "affects")
                .contains(p.words().get(noun - 2).text());
  }

  /** 所有 PR 必须指向 `develop` 分支, PR 应该合并到 `main`: the PR as subject, in Chinese. */
  private static final GatedPattern HAN_PR_TARGET =
      GatedPattern.compile(
          "^\\W*(?:所有|全部|每个|每一个)?(?:的)?\\s*(?:PR|PRs|pr|pull request|合并请求|拉取请求)\\s*(?:都)?"
              + "(必须|应该|应当|需要|要|一律|只能)\\s*(?:指向|提交到|合并到|合入|基于|发往|提到)\\s*(`[^`]+`)");

  /**
   * "PRs must target `develop`": the pull request as the subject of where it goes — read as "Always
   * open pull requests against `develop`" (row 2p).
   */
  static String prTarget(String clause) {
    if (!holds(clause, "pr", "pull request", "合并请求", "拉取请求")) {
      return clause;
    }
    java.util.regex.Matcher han = HAN_PR_TARGET.matcher(clause);
    if (han.find()) {
      // 所有 PR 必须指向 `develop` 分支: the same, said in Chinese
      return (han.group(1).equals("应该") || han.group(1).equals("应当")
              ? "You should open"
              : "Always open")
          + " pull requests against "
          + han.group(2);
    }
    java.util.regex.Matcher imperative = PR_BASE_IMPERATIVE.matcher(clause);
    if (imperative.find()) {
      // "Always target `develop` when opening a pull request", "Base your PRs on `develop`": the
      // base said to the one who opens them
      String branch = imperative.group(2) != null ? imperative.group(2) : imperative.group(4);
      String rest = imperative.group(2) != null ? imperative.group(3) : imperative.group(5);
      return imperative.group(1)
          + "Always open pull requests against "
          + branch
          + rest.replaceFirst(
              "(?i)^,\\s*(?:never|not)\\s+(?:on|against|into)\\s+(`[^`]+`)", ", not $1");
    }
    java.util.regex.Matcher joined = PR_TARGET_JOINED.matcher(clause);
    if (joined.find()) {
      // "Rebase on `develop` before opening a PR, and target `develop`, not `main`": the base is
      // a duty of its own after the order
      return joined.group(1) + ", and always open pull requests against " + joined.group(2);
    }
    java.util.regex.Matcher m = PR_TARGET.matcher(clause);
    if (!m.find()) {
      return clause;
    }
    // ("should" stays soft; ", never `main`" is the branch ruled out, as ", not `main`" is)
    return m.group(1)
        + ("should".equalsIgnoreCase(m.group(2)) ? "You should open" : "Always open")
        + " pull requests against "
        + m.group(3).replaceFirst("(?i),\\s*never\\s+(`[^`]+`)", ", not $1");
  }

  /**
   * "Run `pytest -x` while iterating, and the full `make test` before pushing": a run for a stretch
   * of work no call shows, then one ordered before a milestone (group 2 the second run, group 3 its
   * order).
   */
  private static final GatedPattern WHILE_THEN_BEFORE =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:run|use)\\s+[^,;]+?\\s+(?:while|when|during)\\s+[^,;]{1,40},\\s*and\\s+"
              + "(?:then\\s+)?(?:run\\s+)?([^,;]*?`[^`]+`[^,;]*?)\\s+((?:before|after|prior\\s+to)\\s+.+)$");

  /** The clause with only the ordered run of "run X while iterating, and Y before pushing". */
  static String iterating(String clause) {
    if (!holds(clause, "while", "when", "during")) {
      return clause;
    }
    java.util.regex.Matcher m = WHILE_THEN_BEFORE.matcher(clause);
    return m.find() ? m.group(1) + "Run " + m.group(2) + " " + m.group(3) : clause;
  }

  /**
   * "Nothing under `vendor/` should be modified", "none of the files in `fixtures/` may be
   * changed": no file of a place as the subject of a passive verb.
   */
  private static final GatedPattern NOTHING_IN =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:nothing|none\\s+of\\s+the\\s+files|no\\s+files?)\\s+(?:under|in|inside|within)"
              + "\\s+(`[^`]+`)\\s+(should|may|must|can|is\\s+to|are\\s+to)\\s+(?:ever\\s+)?be\\s+"
              + "(modified|changed|edited|touched|deleted|removed|overwritten|rewritten)\\b(.*)$");

  private static final java.util.Map<String, String> PARTICIPLES =
      java.util.Map.ofEntries(
          java.util.Map.entry("modified", "modify"),
          java.util.Map.entry("changed", "change"),
          java.util.Map.entry("edited", "edit"),
          java.util.Map.entry("touched", "touch"),
          java.util.Map.entry("deleted", "delete"),
          java.util.Map.entry("removed", "remove"),
          java.util.Map.entry("overwritten", "overwrite"),
          java.util.Map.entry("rewritten", "rewrite"),
          java.util.Map.entry("updated", "update"),
          java.util.Map.entry("regenerated", "regenerate"),
          java.util.Map.entry("generated", "generate"),
          java.util.Map.entry("written", "write"));

  /** The clause with "nothing under `x/` should be modified" said as "do not modify `x/`". */
  static String nothingIn(String clause) {
    if (!holds(clause, "nothing", "none", "no file")) {
      return clause;
    }
    java.util.regex.Matcher m = NOTHING_IN.matcher(clause);
    if (!m.find()) {
      return clause;
    }
    String base = PARTICIPLES.get(m.group(4).toLowerCase(java.util.Locale.ROOT));
    // ("should" stays soft)
    return m.group(1)
        + (m.group(3).equalsIgnoreCase("should") ? "You should not " : "Do not ")
        + base
        + " files in "
        + m.group(2)
        + m.group(5);
  }

  /**
   * "nothing new goes in `legacy/`", "no new code lands under `v1/`", "…, so nothing new goes in
   * there": nothing is to be added to a place (group 1 the place, or "there" for the place the
   * clause names before, or an earlier clause).
   */
  private static final GatedPattern NOTHING_NEW =
      GatedPattern.compile(
          io.contextcov.compiler.statements.ModalityDetector.NOTHING_NEW_GOES
              + "\\s+(?:the\\s+)?(`[^`]+`|there\\b)");

  /** The clause with "nothing new goes in `x/`" said as "do not add new files in `x/`". */
  static String nothingNew(String clause) {
    if (!holds(clause, " new ")) {
      return clause;
    }
    java.util.regex.Matcher m = NOTHING_NEW.matcher(clause);
    if (!m.find()) {
      return clause;
    }
    String place = m.group(1);
    if (place.equalsIgnoreCase("there")) {
      java.util.regex.Matcher span =
          Pattern.compile("`([^`\\s]+/[^`\\s]*)`").matcher(clause.substring(0, m.start()));
      // (none before it in this clause: "there" stays, for the place an earlier clause named)
      place = "there";
      while (span.find()) {
        place = "in " + span.group();
      }
    } else {
      place = "in " + place;
    }
    String before = clause.substring(0, m.start());
    if (before.matches("(?is).*[,;]\\s*(so|hence|therefore)\\s+")) {
      // "`legacy/` is deprecated, so nothing new goes in there": what comes before is the reason
      before = "";
    }
    return before + "do not add new files " + place + clause.substring(m.end());
  }

  /** "never `git push` without …": an act's own command written where its verb would stand. */
  private static final GatedPattern NEGATED_ACT_COMMAND =
      GatedPattern.compile(
          NEGATED
              + "(?:run\\s+|use\\s+)?`(git commit|git push|git merge|git rebase|gh pr create|gh pr"
              + " merge)`(\\s+without\\b)");

  /** "never commit with `git commit -a`": a negated act, then its own command as the means. */
  private static final GatedPattern NEGATED_ACT_BY_COMMAND =
      GatedPattern.compile(
          NEGATED + "(commit|push|merge|rebase)\\s+(?:with|using|via)\\s+`([^`]+)`(.*)$");

  /**
   * "Don't `git push` without running the tests first": the act's command in the verb's place is
   * the act — read as "don't push without running the tests first" (an order, not a ban).
   */
  static String actCommandAsVerb(String clause) {
    java.util.regex.Matcher by = NEGATED_ACT_BY_COMMAND.matcher(clause);
    if (by.find()
        && Act.ofClass("act." + by.group(2).toLowerCase(java.util.Locale.ROOT))
            .command()
            .filter(c -> by.group(3).startsWith(c))
            .isPresent()) {
      // "never commit with `git commit -a`": the act done by that command line is a run of it
      return clause.substring(0, by.start(2)) + "run `" + by.group(3) + "`" + by.group(4);
    }
    if (!holds(clause, "without")) {
      return clause;
    }
    java.util.regex.Matcher m = NEGATED_ACT_COMMAND.matcher(clause);
    if (!m.find()) {
      return clause;
    }
    String verb =
        switch (m.group(2)) {
          case "git commit" -> "commit";
          case "git push" -> "push";
          case "git merge", "gh pr merge" -> "merge";
          case "git rebase" -> "rebase";
          default -> "open a pull request";
        };
    return clause.substring(0, m.start(2) - 1).replaceFirst("(?i)(run|use)\\s+$", "")
        + verb
        + clause.substring(m.start(3));
  }

  /**
   * "Migration files cannot be changed once merged", 迁移文件合并后不能修改: a past act said after the ban is
   * a state of the thing banned, read as "migration files that have been merged cannot be changed",
   * 已合并的迁移文件不能修改 — not a ban of the act (merging) itself.
   */
  static String pastStateAfter(String text) {
    if (!holds(text, " once ", " after ") && !text.contains("后") && !text.contains("一旦")) {
      return text;
    }
    java.util.regex.Matcher en = PAST_STATE_AFTER.matcher(text);
    if (en.matches()) {
      return en.group(1)
          + en.group(2)
          + " that have been "
          + en.group(5)
          + " "
          + en.group(3)
          + " be "
          + en.group(4)
          + en.group(6);
    }
    java.util.regex.Matcher kept = Shapes.KEPT_AFTER.matcher(text);
    if (kept.matches()) {
      // "scripts in `x` are immutable once merged": those that have been merged are immutable
      return kept.group(1)
          + kept.group(2)
          + " that have been "
          + kept.group(5)
          + " "
          + kept.group(3)
          + " "
          + kept.group(4)
          + kept.group(6);
    }
    java.util.regex.Matcher han = HAN_PAST_STATE_AFTER.matcher(text);
    if (han.matches()) {
      // 不能再改: "no longer change", the verb of editing as the ban's row reads it
      String ban = han.group(4).replace("再", "").replaceFirst("(改动|变更|(?<!修)改)$", "修改");
      return han.group(1) + "已" + han.group(3) + "的" + han.group(2) + ban + han.group(5);
    }
    return text;
  }

  /**
   * "once `X` succeeds", "when `X` passes", "after `X` has finished": a command's run done, after
   * once, when or after (group 1 what stands before, group 2 the command); "only after" is an order
   * of its own.
   */
  private static final GatedPattern RUN_DONE =
      GatedPattern.compile(
          "(?i)(^|[^\\p{L}])(?<!\\bonly\\s)(?:once|when|after)\\s+(`[^`]+`)\\s+(?:(?:has|have)\\s+)?"
              + "(?:succeeds|succeeded|passes|passed|finishes|finished|completes|completed"
              + "|is\\s+green|is\\s+done|is\\s+clean)\\b");

  /**
   * A broken check that must not reach a milestone: "a failing build must never be pushed", "never
   * commit broken tests" (group {@code check} the check, {@code done} or {@code act} the act).
   */
  private static final GatedPattern BROKEN_MILESTONE =
      GatedPattern.compile(
          "(?i)\\b(?:an?|any)\\s+(?:failing|broken|red|failed)\\s+(?<check>build|test\\s+suite|tests"
              + "|lint)\\s+(?:(?:must|should|may|can|will)\\s+)?(?:never|not)\\s+be\\s+"
              + "(?<done>pushed|committed|merged)\\b"
              + "|\\b(?:never|don't|do\\s+not)\\s+(?<act>push|commit|merge)\\s+(?:an?\\s+|any\\s+)?"
              + "(?:failing|broken|red|failed)\\s+(?<checked>build|test\\s+suite|tests|lint)\\b");

  /** "before anything gets merged" (group 1 the participle): before the act itself. */
  private static final GatedPattern BEFORE_PASSIVE =
      GatedPattern.compile(
          "(?i)\\bbefore\\s+(?:anything|it|this|something|any\\s+code|code|changes?|your\\s+changes|the\\s+work)"
              + "\\s+(?:gets|get|is|are)\\s+(pushed|committed|merged|released|deployed|published)\\b");

  /** "Nothing gets pushed", "nothing should be merged" at the start (group 2 the participle). */
  private static final GatedPattern NOTHING_PASSIVE =
      GatedPattern.compile(
          "(?i)^(\\W*)nothing\\s+(?:gets|is|should\\s+be|may\\s+be|can\\s+be|must\\s+be)\\s+"
              + "(pushed|committed|merged|released|deployed|published)\\b");

  /**
   * "`make lint` has to pass before anything gets merged" reads "before merging"; "Nothing gets
   * pushed until `make check` is green" reads "Never push until …".
   */
  private static String passiveMilestone(String text) {
    java.util.regex.Matcher before = BEFORE_PASSIVE.matcher(text);
    if (before.find()) {
      String verb = PARTICIPLE_VERB.get(before.group(1).toLowerCase(java.util.Locale.ROOT));
      String gerund =
          verb.endsWith("e") ? verb.substring(0, verb.length() - 1) + "ing" : verb + "ing";
      text =
          text.substring(0, before.start())
              + "before "
              + (verb.equals("commit") ? "committing" : gerund)
              + text.substring(before.end());
    }
    java.util.regex.Matcher nothing = NOTHING_PASSIVE.matcher(text);
    if (nothing.find()) {
      text =
          nothing.group(1)
              + "Never "
              + PARTICIPLE_VERB.get(nothing.group(2).toLowerCase(java.util.Locale.ROOT))
              + text.substring(nothing.end());
    }
    return text;
  }

  /**
   * "Run `X` before you run `A` or `B`": a run owed before each of several commands (group 1 up to
   * "before …", group 2 the list of commands, the text after it in group 3).
   */
  private static final GatedPattern LATER_RUNS =
      GatedPattern.compile(
          "(?i)^(.*`[^`]+`.*?\\bbefore\\s+(?:you\\s+)?(?:run(?:ning)?\\s+|invoke\\s+|invoking\\s+)?)"
              + "(`[^`]+`(?:\\s*,\\s*`[^`]+`)*\\s*,?\\s+(?:or|and)\\s+`[^`]+`)(\\W*)$");

  /**
   * "Run `make test` before you run `make deploy` or `make rollback`": one clause per later
   * command, as if each were said alone (a clause that asks keeps its list, asked about whole).
   */
  private static String eachLaterRun(String text) {
    java.util.regex.Matcher m = LATER_RUNS.matcher(text);
    if (!m.matches() || Prose.of(m.group(1)).has("ask")) {
      return text;
    }
    List<String> out = new ArrayList<>();
    for (String span : Prose.of(m.group(2)).spans()) {
      out.add(m.group(1) + "`" + span + "`");
    }
    return String.join("; ", out) + m.group(3);
  }

  /**
   * "run `Y` only after (running) `X`", "only run `Y` after `X`" (Y in group 2 or 3, X in group 4).
   */
  private static final GatedPattern ONLY_AFTER_RUN =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:only\\s+run\\s+(`[^`]+`)|run\\s+(?=`[^`]+`\\s+only\\s)(`[^`]+`)\\s+only)"
              + "\\s+after\\s+(?:running\\s+)?(`[^`]+`)(?:\\s+(?:has\\s+|have\\s+)?(?:succeeded|succeeds"
              + "|passes|passed|finished|finishes|completed|completes))?");

  /**
   * "Only push after `x` …", "only open a PR once `y` …": "only" before a milestone act, then when
   * (group 1 the opening, 2 the act, 3 the order word).
   */
  private static final GatedPattern ONLY_ACT_AFTER =
      GatedPattern.compile(
          "(?i)^(\\W*)only\\s+((?:push|commit|merge|deploy|release|publish|tag|finish|open\\s+(?:a\\s+)?"
              + "(?:pr|pull\\s+request))\\w*(?:\\s+(?:to\\s+)?(?:your|the|a)?\\s*[a-z]+)?)\\s+(after|once|when)\\s+(?=`)");

  /** A negation, then "until" a command in code "has finished" (groups: negation, gap, code). */
  private static final GatedPattern UNTIL_RUN_DONE =
      GatedPattern.compile(
          "(?i)\\b(don't\\s|do\\s+not\\s|never\\s)(.*?)\\b(?:until|till)\\s+(`[^`]+`)\\s+"
              + "(?:has|have|is|are)\\s+(?:finished|completed|done|passed|succeeded|been\\s+run|run)\\b");

  private static final GatedPattern PAST_STATE_AFTER =
      GatedPattern.compile(
          "(?i)([^\\p{L}\\p{N}]*)(.+?)\\s+(cannot|can't|must\\s+not|mustn't|should\\s+not|shouldn't|may\\s+not"
              + "|must\\s+never|should\\s+never)\\s+be\\s+(changed|modified|edited|rewritten|touched"
              + "|altered|deleted|removed)\\s+(?:once|after)\\s+(?:(?:it|they)\\s+(?:has|have|is|are|was"
              + "|were)\\s+(?:been\\s+)?)?(merged|applied|released|published|deployed|pushed|shipped|run)"
              + "\\b(.*)");

  private static final GatedPattern HAN_PAST_STATE_AFTER =
      GatedPattern.compile(
          "([^\\p{L}\\p{N}]*)([^，。；,;]{1,24}?)(?:一旦)?(合并|应用|执行|发布|上线|提交|推送)(?:了)?(?:之后|以后|后)?[，,]?"
              + "(?:就)?((?:不能|不得|禁止|不要|不可|不允许)(?:再)?(?:修改|改动|编辑|变更|改|删除))(.*)");

  /**
   * "Never edit `schema.sql` without updating `migrations/`": both verbs of writing, so the second
   * write is owed after the first — read as "After you change `schema.sql`, always update
   * `migrations/`" (row 3d), not as a ban on either file.
   */
  static String withoutWrite(String clause) {
    if (!holds(clause, "without")) {
      return clause;
    }
    java.util.regex.Matcher m = NEGATED_WITHOUT.matcher(clause);
    if (!m.find() || !writes(m.group(2)) || !writes(m.group(4))) {
      return clause;
    }
    if (m.group(3).indexOf('`') >= 0 && m.group(5).indexOf('`') < 0) {
      // "never edit `nx.json` without updating the affected projects": what else is owed no call
      // names, so whether it was done no one can see — the change is a question
      return m.group(1) + "Ask before you change " + m.group(3) + m.group(6);
    }
    return m.group(1)
        + "After you change "
        + m.group(3)
        + ", always update "
        + m.group(5)
        + m.group(6);
  }

  /**
   * "Never run `terraform apply` without running `terraform plan` first": both verbs of running,
   * each with its command in code, so the second run is owed before the first — read as "Always run
   * `terraform plan` before running `terraform apply`" (row 3), not as a ban on either command.
   */
  static String withoutRun(String clause) {
    if (!holds(clause, "without")) {
      return clause;
    }
    java.util.regex.Matcher m = NEGATED_WITHOUT.matcher(clause);
    if (!m.find()
        || !runs(m.group(2))
        || !runs(m.group(4))
        || !m.group(3).matches("`[^`]+`")
        || !m.group(5).matches("(?:first\\s+)?`[^`]+`(?:\\s+first)?")) {
      return clause;
    }
    String earlier = m.group(5).replaceAll("^first\\s+|\\s+first$", "");
    return m.group(1) + "Always run " + earlier + " before running " + m.group(3) + m.group(6);
  }

  /** "X, then commit", "X, and only then commit": steps, then a milestone act in a few words. */
  private static final GatedPattern THEN_MILESTONE =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:first,?\\s+)?(.+?)(?:,\\s*and|,|\\s+and)\\s+(?:only\\s+)?then\\s+([^,;]{1,60}?)([.!]?)"
              + "\\s*$"
              // "when you change X, regenerate it with `make proto` and commit the result": a run
              // in code, then the milestone joined by "and" alone
              + "|^(\\W*)(?:first,?\\s+)?(.+?`[^`]+`[^,;`]*?)\\s+and\\s+([^,;]{1,60}?)([.!]?)\\s*$");

  /**
   * An opening step with no comma before the code that is owed by then: "Before every commit `make
   * check` must pass", "Before every commit the following must succeed:" (group 1 the opening).
   * Without the comma the code would read as what is committed.
   */
  private static final GatedPattern STEP_THEN_CODE =
      GatedPattern.compile(
          "(?i)^(\\W*(?:before|prior\\s+to|ahead\\s+of)\\s+(?:(?:every|each|any|a|the|your)\\s+)?"
              + "(?:commit|push|merge|release|deploy|pr|pull\\s+request|committing|pushing|merging"
              + "|releasing|deploying|opening\\s+(?:a|the)\\s+(?:pr|pull\\s+request))s?)\\s+"
              + "(?=`|(?:all\\s+(?:of\\s+)?)?(?:the\\s+following|these)\\b)");

  /** An opening condition up to its comma: "When you change a `.proto` file, …". */
  private static final GatedPattern OPENING =
      GatedPattern.compile("(?i)^\\W*(when|whenever|if|once|after)\\b[^,;]*,\\s*");

  /**
   * "Run `make fmt` and `make lint`, then commit", "first run `make check`, then open the PR": the
   * steps come before the act that ends the sentence — read as "Run … before you commit" (row 3).
   * Only a positive clause with no order of its own, and a tail that opens with a milestone act.
   */
  static String thenMilestone(String clause) {
    if (!holds(clause, "then") && (!holds(clause, "and") || clause.indexOf('`') < 0)) {
      // the first branch needs "then", the second "and" after a command in code
      return clause;
    }
    java.util.regex.Matcher m = THEN_MILESTONE.matcher(clause);
    if (!m.find()) {
      return clause;
    }
    int g = m.group(2) != null ? 1 : 5;
    String steps = m.group(g + 1);
    // the steps may follow an opening condition ("when you change X, regenerate …"), which is
    // no order of their own
    java.util.regex.Matcher opening = OPENING.matcher(steps);
    String own = opening.lookingAt() ? steps.substring(opening.end()) : steps;
    if (NEGATION_OR_ORDER.matcher(own).find()
        || !milestoneFirst(m.group(g + 2))
        // "and" alone only after an opening condition: a bare "run X and commit Y" is often a fix
        // for one failure ("**Fix:** run `script/docs` and commit the changes"), no standing order
        || g == 5 && (!runsCode(own) || !opening.lookingAt())) {
      return clause;
    }
    return m.group(g) + steps + " before you " + m.group(g + 2) + m.group(g + 3);
  }

  private static final GatedPattern NEGATION_OR_ORDER =
      GatedPattern.compile("(?i)\\b(never|not|don't|no|before|after|until|once|if|when|unless)\\b");

  private static boolean milestoneFirst(String tail) {
    String[] w = tail.toLowerCase(java.util.Locale.ROOT).strip().split("\\s+");
    Lexicon lex = Lexicon.get();
    if (lex.words("act.commit").contains(w[0]) || lex.words("act.push").contains(w[0])) {
      return true;
    }
    // "open the PR", "create a pull request"
    return CREATE_VERBS.contains(w[0])
        && tail.toLowerCase(java.util.Locale.ROOT).matches(".*\\b(prs?|pull requests?)\\b.*");
  }

  /** Whether steps run their code: a verb of running, or of a purpose, before the code span. */
  private static boolean runsCode(String steps) {
    String before = steps.substring(0, steps.indexOf('`')).toLowerCase(java.util.Locale.ROOT);
    for (String w : before.split("[^a-z]+")) {
      if ((runs(w) || Lexicon.get().words("run-verb").contains(w)) && !w.startsWith("us")) {
        // (not "use `git add -p` and commit": a way of doing the act, not a step before it)
        return true;
      }
      // "regenerate it with `make proto`", "format with `ruff format`": a purpose's own word
      for (Lexicon.Grounding g : Lexicon.get().groundings("purpose")) {
        if (g.phrases().contains(w)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean runs(String word) {
    return Lexicon.get().words("act.run").contains(word.toLowerCase(java.util.Locale.ROOT));
  }

  /**
   * "Don't modify files outside `frontend/`": the same confinement as "only modify files in
   * `frontend/`" (row 5f), read so when the place is named in code ("outside the repository" is the
   * workspace, read where places are read); a verb that does not write is left as written.
   */
  static String outsideWrite(String clause) {
    java.util.regex.Matcher han = HAN_OUTSIDE.matcher(clause);
    if (han.find()) {
      // 不要在 `src/` 之外创建文件, 不要修改 `src/` 以外的文件: the place word follows the path
      String verb = han.group(1) != null ? han.group(1) : han.group(3);
      return verb == null
          ? clause
          : "Only " + HAN_FILE_VERBS.get(verb) + " files in " + han.group(2) + ".";
    }
    if (!holds(clause, "outside")
        // "never write anywhere but `tmp/`", "do not edit anything except `src/`": as outside
        && !(clause.indexOf('`') >= 0 && holds(clause, "but", "except", "other"))) {
      return clause;
    }
    java.util.regex.Matcher asked = ASKED_OUTSIDE.matcher(clause);
    if (asked.find()) {
      // "ask before writing outside `src/`", "edits outside `src/` need approval": writes
      // elsewhere are the question (the statement's word of asking softens the confinement)
      String verb = asked.group(1) != null ? asked.group(1) : asked.group(3);
      String place = asked.group(2) != null ? asked.group(2) : asked.group(4);
      String base = verb.toLowerCase(java.util.Locale.ROOT);
      base =
          base.startsWith("creat") || base.startsWith("add")
              ? "create"
              : base.startsWith("writ") ? "write" : "edit";
      return "Only " + base + " files in " + place + ".";
    }
    java.util.regex.Matcher left = LEFT_OUTSIDE.matcher(clause);
    if (left.find()) {
      // "leave everything outside `lib/` alone": writes are kept to the place
      return left.group(1) + "Only edit files in " + left.group(2);
    }
    java.util.regex.Matcher m = NEGATED_OUTSIDE.matcher(clause);
    if (!m.find()
        || !m.group(4).contains("`")
        || !(writes(m.group(2))
            || Lexicon.get()
                .words("act.delete")
                .contains(m.group(2).toLowerCase(java.util.Locale.ROOT)))) {
      return clause;
    }
    return m.group(1) + "Only " + m.group(2) + " files in " + m.group(4);
  }

  /**
   * A person or role, with up to two words before the role noun: "the user", "maintainers", "the
   * release manager", "the on-call engineer", "the platform team".
   */
  static final String PERSON = io.contextcov.compiler.statements.ModalityDetector.PERSON;

  /**
   * Automation that does an act in the project's stead: "CI", "the release workflow", "the deploy
   * pipeline", "the release bot".
   */
  static final String AUTOMATION =
      "(?:the\\s+)?(?:[\\w-]+\\s+){0,2}?(?:bots?|ci|automation|pipelines?|workflows?)";

  /**
   * "Only the user merges pull requests", "only CI may run `npm publish`": an act left to a person
   * or to automation, in the present tense.
   */
  private static final GatedPattern ONLY_PERSON =
      GatedPattern.compile(
          "(?i)^(\\W*)only\\s+("
              + PERSON
              + "|"
              + AUTOMATION
              + ")\\s+"
              + "(?:(?:may|can|should|shall|are\\s+allowed\\s+to|is\\s+allowed\\s+to)\\s+)?"
              + "(merges?|push(es)?|publish(es)?|deploys?|releases?|tags?|runs?|triggers?|starts?"
              + "|approves?|closes?)\\s+(.+)$");

  /**
   * "Ask the user before you run `x`" (or "change `x`", for a file or directory in code), or "Ask
   * the user before" a gerund phrase: the question an act given to someone else becomes.
   */
  private static String askBefore(String subject) {
    return subject.startsWith("`")
        ? "Ask the user before you " + (spanIsPlace(subject) ? "change " : "run ") + subject
        : "Ask the user before " + subject;
  }

  /**
   * Whether a code span, backticks and all, names a source file that is no script of its own — not
   * a shell script, not under a scripts directory, not written to be run as `./x`: "`settings.py`
   * needs my sign-off" is about changing it.
   */
  private static boolean sourceFile(String span) {
    String inner = span.substring(1, span.length() - 1).strip();
    return !inner.contains(" ")
        && Paths.isPath(inner)
        && !inner.startsWith("./")
        && !inner.matches("(?i).*\\.(sh|bash|ps1|bat|cmd)$")
        && !CommandRef.runnable(inner.replaceFirst("\\.[A-Za-z]+$", ""));
  }

  /**
   * "never print, log or echo the contents of `.env`": each verb shows what the file holds, read as
   * "print the contents" (a read, as one verb alone is).
   */
  static String shownContents(String clause) {
    if (!holds(clause, "contents")) {
      return clause;
    }
    java.util.regex.Matcher m = Shapes.SHOWN_CONTENTS.matcher(clause);
    return m.find()
        ? clause.substring(0, m.start())
            + "print "
            + m.group(2)
            + " contents"
            + clause.substring(m.end())
        : clause;
  }

  /** Whether a code span, backticks and all, names a file or directory rather than a command. */
  private static boolean spanIsPlace(String span) {
    return isPlace(span.substring(1, span.length() - 1).strip());
  }

  /** Whether a name in code (no backticks) is a file or directory rather than a command. */
  public static boolean isPlace(String name) {
    return !name.contains(" ") && Paths.isPath(name) && !CommandRef.runnable(name);
  }

  /**
   * "Running `cargo update` is fine only when the task is about dependencies": a leave given only
   * under a condition no call shows is a question before the act — read as "ask the user before
   * running `cargo update`". (A condition the reader can ground is said with "in", "on" or "under",
   * not here.)
   */
  static String permittedOnly(String clause) {
    if (!holds(clause, " only ")) {
      return clause;
    }
    java.util.regex.Matcher m =
        io.contextcov.compiler.statements.ModalityDetector.PERMITTED_ONLY.matcher(clause);
    if (!m.find()) {
      return clause;
    }
    if (m.group("act") != null) {
      return m.group(1) + "Ask the user before you " + m.group("act") + ".";
    }
    String subject = m.group("subject").replaceFirst("(?i)^(running|invoking|using|the)\\s+", "");
    return m.group(1) + askBefore(subject) + ".";
  }

  /**
   * "Leave `X` to the release bot", "leave tagging releases to a maintainer": code, or a gerund
   * phrase, handed to a person, a bot or the pipeline (group 1 the subject).
   */
  private static final GatedPattern LEAVE_TO =
      GatedPattern.compile(
          "(?i)[^\\p{L}`]*(?:please\\s+)?(?:always\\s+)?leave\\s+"
              + "((?:the\\s+)?`[^`]+`|\\p{L}+ing(?:\\s+(?:[\\p{L}-]+|`[^`]+`)){0,4}?)\\s+to\\s+(?:"
              + io.contextcov.compiler.statements.ModalityDetector.PERSON
              + "|(?:the\\s+)?(?:[\\w-]+\\s+){0,2}?(?:bots?|ci|automation|pipelines?|workflows?)"
              + "|me|us)\\b");

  /**
   * An act given to someone else, read as a question before it: "only the user merges pull
   * requests" is "Ask the user before you merge pull requests" — the act is the person's, so the
   * agent asks first (a description of who does what would otherwise say nothing of the agent).
   */
  static String delegated(String clause) {
    if (holds(
        clause, "overwritten", "lost", "discarded", "clobbered", "wiped", "reverted", "away")) {
      java.util.regex.Matcher lost =
          io.contextcov.compiler.statements.ModalityDetector.EDITS_OVERWRITTEN.matcher(clause);
      if (lost.find() && lost.group(1) != null && spanIsPlace(lost.group(1))) {
        // "changes to `gen/` are overwritten on every build": asked about before editing there
        return askBefore(lost.group(1));
      }
    }
    java.util.regex.Matcher harms =
        io.contextcov.compiler.statements.ModalityDetector.EDIT_HARMS.matcher(clause);
    if (harms.find() && spanIsPlace(harms.group(1))) {
      // "Changing `alembic/versions/` by hand corrupts the history": asked about before editing
      // there, as edits said to be lost are
      return askBefore(harms.group(1));
    }
    if (holds(clause, "leave ")) {
      java.util.regex.Matcher to = LEAVE_TO.matcher(clause);
      if (to.lookingAt()) {
        // "Leave `CHANGELOG.md` to the release bot", "leave tagging to the maintainers": an act
        // handed to someone else, which the agent asks about before doing
        return askBefore(to.group(1).replaceFirst("(?i)^the\\s+", ""));
      }
    }
    if (clause.contains("myself") || clause.contains("ourselves")) {
      java.util.regex.Matcher own =
          io.contextcov.compiler.statements.ModalityDetector.SPEAKER_DOES.matcher(clause);
      if (own.find()) {
        // "I run the deploys myself with `./deploy.sh`, so you never need to": the speaker's own
        // work, asked about before the agent does it
        return askBefore(own.group(1) != null ? own.group(1) : own.group(2));
      }
    }
    if (clause.contains("由")) {
      java.util.regex.Matcher han =
          io.contextcov.compiler.statements.ModalityDetector.HAN_LEFT_TO_PERSON.matcher(clause);
      if (han.find()) {
        // 部署脚本 `deploy.sh` 只能由运维人员执行: run by a person, so asked about first
        return askBefore(han.group(1));
      }
    }
    java.util.regex.Matcher left =
        io.contextcov.compiler.statements.ModalityDetector.mayBeLeftToPerson(clause)
            ? io.contextcov.compiler.statements.ModalityDetector.LEFT_TO_PERSON.matcher(clause)
            : null;
    if (left != null && left.find()) {
      // "`make release` is reserved for maintainers": "Ask the user before you run `make
      // release`"; "merging PRs is done by a maintainer": "Ask the user before merging PRs"
      String subject =
          (left.group(1) != null ? left.group(1) : left.group(2))
              .replaceFirst("(?i)^(running|invoking|using|the)\\s+", "");
      return askBefore(subject);
    }
    if (holds(clause, " by ")) {
      java.util.regex.Matcher passive = PASSIVE_BY_PERSON.matcher(clause);
      if (passive.lookingAt()) {
        // "Releases are tagged by the release manager", "issues are closed by maintainers only":
        // the act, with its object, is a person's — asked about before the agent does it
        String verb = PARTICIPLE_VERB.get(passive.group(3).toLowerCase(java.util.Locale.ROOT));
        return passive.group(1)
            + "Ask the user before you "
            + verb
            + " "
            + passive.group(2).toLowerCase(java.util.Locale.ROOT);
      }
    }
    if (!holds(clause, "only")) {
      return clause;
    }
    java.util.regex.Matcher m = ONLY_PERSON.matcher(clause);
    if (!m.find()) {
      return clause;
    }
    String verb = m.group(3).toLowerCase(java.util.Locale.ROOT);
    if (!io.contextcov.compiler.statements.ModalityDetector.namesPerson(m.group(2))
        && verb.matches("runs?|triggers?|starts?|approves?|closes?")
        && !m.group(m.groupCount()).contains("`")) {
      // "only CI runs the integration tests" says where they run, not that the agent may not;
      // "only CI may run `npm publish`" names what the agent leaves to it
      return clause;
    }
    String base =
        verb.matches(".*(sh|ch|ss|x)es")
            ? verb.substring(0, verb.length() - 2)
            : verb.endsWith("s") && !verb.endsWith("ss")
                ? verb.substring(0, verb.length() - 1)
                : verb;
    return m.group(1) + "Ask the user before you " + base + " " + m.group(m.groupCount());
  }

  /** The verbs of the participles of acts said in the passive. */
  private static final java.util.Map<String, String> PARTICIPLE_VERB =
      java.util.Map.ofEntries(
          java.util.Map.entry("merged", "merge"),
          java.util.Map.entry("tagged", "tag"),
          java.util.Map.entry("closed", "close"),
          java.util.Map.entry("released", "release"),
          java.util.Map.entry("published", "publish"),
          java.util.Map.entry("deployed", "deploy"),
          java.util.Map.entry("cut", "cut"),
          java.util.Map.entry("approved", "approve"),
          java.util.Map.entry("reopened", "reopen"),
          java.util.Map.entry("pushed", "push"),
          java.util.Map.entry("committed", "commit"));

  /**
   * A thing done by a person, in the passive: "releases are tagged by the release manager", "pull
   * requests get merged by a maintainer" (group 2 the thing, 3 the participle).
   */
  private static final GatedPattern PASSIVE_BY_PERSON =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:the\\s+|all\\s+|every\\s+|new\\s+)?((?:[a-z-]+\\s+){0,2}?[a-z-]+s)\\s+"
              + "(?:are|is|get|gets)\\s+(?:only\\s+|always\\s+)?"
              + "(merged|tagged|closed|released|published|deployed|cut|approved|reopened)"
              + "\\s+(?:only\\s+)?by\\s+(?:"
              + PERSON
              + "|"
              + AUTOMATION
              + ")\\b");

  /**
   * "Changes to X require running Y", "editing X needs a changelog entry", "any change to X must be
   * followed by `Y`", "updates to X require approval": a change as the subject, what it requires as
   * the object.
   */
  private static final GatedPattern REQUIRED_AFTER =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:any\\s+|all\\s+|every\\s+)?"
              + "(?:changes?|edits?|modifications?|updates?|changing|editing|modifying|updating|touching"
              // "anything touching `billing/` needs a second reviewer"
              + "|(?:anything|everything)\\s+(?:that\\s+)?(?:touching|changing|modifying|editing"
              + "|touches|changes|modifies|edits))"
              + "\\s+(?:to\\s+|of\\s+|in\\s+|on\\s+)?(.+?)\\s+(?:always\\s+|also\\s+)?"
              + "(?:requires?|needs?|(?:must|should)\\s+(?:also\\s+|always\\s+)?be\\s+followed\\s+by"
              + "|calls?\\s+for|means?\\s+(?:that\\s+)?(?:you\\s+)?(?:must|need\\s+to|have\\s+to)"
              // "any change to X must be approved by a maintainer"
              + "|(?:must|should|has\\s+to|have\\s+to)\\s+be"
              + "(?=\\s+(?:approved|reviewed|signed\\s+off|confirmed|okayed)\\b))"
              + "\\s+(.+)$");

  /**
   * "Public API changes in `x/` must be reflected in `docs/api.md`", "edits to `schema.sql` should
   * be documented in `db/README.md`": a change in one place that another file must show (group 2
   * the place changed, group 3 the file that shows it).
   */
  private static final GatedPattern REFLECTED =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:[\\w-]+\\s+){0,3}?(?:changes?|edits?|updates?|modifications?)\\s+"
              + "(?:to|in|of|under)\\s+(`[^`]+`)\\s+(?:must|should|need\\s+to|has\\s+to|have\\s+to)"
              + "\\s+(?:also\\s+|always\\s+)?be\\s+(?:reflected|documented|mirrored|recorded)\\s+in\\s+"
              + "(?:the\\s+)?(`[^`]+`)");

  /** "Always finish by running X", "end each task by running X": the run, then finishing. */
  private static final GatedPattern FINISH_BY =
      GatedPattern.compile(
          "(?i)\\b(finish|end|conclude|wrap\\s+up)\\s+(each\\s+task\\s+|every\\s+task\\s+|your\\s+work\\s+"
              + "|the\\s+task\\s+|up\\s+)?by\\s+(running|executing|calling|invoking)\\s+(.+?)\\s*([.!]?)$");

  /** "hand your work back", "hand the result over": the work given back, its words between. */
  private static final GatedPattern HANDED_BACK =
      GatedPattern.compile(
          "(?i)\\b(hand|handing)\\s+(?:(?:your|the|my|this|all|finished|completed)\\s+)?"
              + "(?:work|changes?|results?|code|task|branch|pr|patch|anything|everything|it|them)"
              + "\\s+(back|over)\\b");

  /** A verb of offering the work, then the work: "propose the change", "present your changes". */
  private static final GatedPattern OFFERED =
      GatedPattern.compile(
          "(?i)\\b(?:propos(?:e|es|ing)|present(?:s|ing)?)\\s+(?:(?:the|a|your|my|these|all)\\s+)?"
              + "(?:changes?|work|patch|fix|result)\\b");

  /** 完成任务后, 任务完成后, 完成后 before a run: the end of the task, in Chinese. */
  private static final GatedPattern HAN_AFTER_FINISH =
      GatedPattern.compile(
          "^\\W*(?:在)?(?:完成(?:任务|工作|所有修改|修改)?|(?:任务|工作)(?:完成|结束))(?:之后|以后|后)[，,]?\\s*(?:请)?"
              + "(?=(?:先)?(?:运行|执行|跑))");

  /**
   * A clause opened by the end of the task, then a comma: "when you finish,", "once you are done,",
   * "after finishing the task,", "at the end of every task,". What follows is owed before
   * finishing.
   */
  private static final GatedPattern AT_THE_END =
      GatedPattern.compile(
          "(?i)^\\W*(?:(?:when|once|after|whenever)\\s+(?:you(?:'re|'ve|\\s+are|\\s+have)?\\s+)?"
              + "(?:finish(?:ed|ing)?|done|complete(?:d)?|wrapp?(?:ed|ing)?\\s+up)"
              + "|at\\s+the\\s+end\\s+of)"
              + "(?:\\s+(?:the|a|your|each|every|this)\\s+(?:task|work|session|change|job|feature))?"
              // (or code: "when you are done, `just test` should pass")
              + "\\s*[,:]\\s*(?:please\\s+|always\\s+|also\\s+)?(?=[\\p{L}`])");

  /** The clause with "finish by running X" said as "run X before finishing". */
  static String finishedBy(String clause) {
    if (holds(clause, "finish", "done", "complete", "wrap", "end of")) {
      java.util.regex.Matcher end = AT_THE_END.matcher(clause);
      if (end.find()) {
        // "when you finish, update `NOTES.md`": "update `NOTES.md` before finishing"
        String rest = clause.substring(end.end()).strip();
        String stop = rest.replaceFirst("[.!]+$", "");
        return Character.toUpperCase(stop.charAt(0))
            + stop.substring(1)
            + " before finishing"
            + rest.substring(stop.length());
      }
    }
    if (holds(clause, "back", "over")) {
      // "before you hand your work back": the particle verb with its object cut out is the
      // finishing phrase ("hand back")
      clause = HANDED_BACK.matcher(clause).replaceAll("$1 $2");
    }
    if (holds(clause, "propos", "present")) {
      // "before you propose the change", "before presenting your changes": the work offered as
      // done is handed back
      clause = OFFERED.matcher(clause).replaceAll("hand back");
    }
    java.util.regex.Matcher han = HAN_AFTER_FINISH.matcher(clause);
    if (han.find()) {
      // 完成任务后运行 X: a run at the end, as "when you are done, run X" is — 任务完成前运行 X
      return "任务完成前" + clause.substring(han.end());
    }
    if (!holds(clause, "by")) {
      return clause;
    }
    java.util.regex.Matcher m = FINISH_BY.matcher(clause);
    if (!m.find()) {
      return clause;
    }
    return clause.substring(0, m.start()) + "run " + m.group(4) + " before finishing" + m.group(5);
  }

  /** A negation closing what a change is said to require: "`docs/` doesn't (need …)". */
  private static final GatedPattern UNNEEDED =
      GatedPattern.compile("(?i)\\s+(doesn't|does not|don't|do not|never|won't|will not|not)$");

  /**
   * The rule a change-as-subject sentence states, as an instruction the frames read: "changes to
   * `schema.graphql` require running `npm run codegen`" is "After you change `schema.graphql`, run
   * `npm run codegen`"; "… require approval" is "Ask before you change …". Any other clause comes
   * back as it was, as does one whose requirement is no act ("changes to X require care"); one that
   * says the requirement is unneeded ("changes to X do not require …") comes back empty, or as a
   * leave when what is unneeded is asking.
   */
  static String requiredAfter(String clause) {
    if (holds(clause, "reflected", "documented", "mirrored", "recorded")) {
      java.util.regex.Matcher shown = REFLECTED.matcher(clause);
      if (shown.find()) {
        // "API changes in `x/` must be reflected in `docs/api.md`": the second file is updated
        // after the first changes
        return shown.group(1)
            + "After you change "
            + shown.group(2)
            + ", update "
            + shown.group(3)
            + ".";
      }
    }
    if (holds(clause, "need", "require")) {
      java.util.regex.Matcher place = Shapes.PLACE_NEEDS.matcher(clause);
      if (place.find()
          && (spanIsPlace(place.group(2)) || sourceFile(place.group(2)))
          && Lexicon.get()
              .words("approval")
              .contains(place.group(3).toLowerCase(java.util.Locale.ROOT))) {
        // "`production.py` needs my sign-off": a file or directory that needs a person's leave is
        // asked about before it changes, as "changes to `production.py` need …" is
        return place.group(1) + "Ask before you change " + place.group(2) + ".";
      }
    }
    java.util.regex.Matcher kind = Shapes.KIND_CHANGE_NEEDS.matcher(clause);
    if (kind.find()) {
      // "every user-facing change needs a changeset (`pnpm changeset`)": after that kind of
      // change, the command in code is run, or else the thing is added
      java.util.regex.Matcher span = Shapes.FIRST_CODE.matcher(kind.group(3));
      return kind.group(1)
          + "After "
          + kind.group(2)
          + " changes, "
          + (span.find() ? "run " + span.group(1) + "." : "add " + kind.group(3));
    }
    java.util.regex.Matcher m = REQUIRED_AFTER.matcher(clause);
    if (!m.find()) {
      return clause;
    }
    String lead = m.group(1);
    String changed = m.group(2);
    String rest = m.group(3).strip();
    String[] words = rest.split("\\s+", 2);
    String first = words[0].toLowerCase(java.util.Locale.ROOT);
    String tail = words.length > 1 ? words[1] : "";
    String[] nouns = rest.toLowerCase(java.util.Locale.ROOT).split("\\s+");
    int n = 0;
    // "require a maintainer's approval", "need the owner's explicit OK": the noun after the
    // article, the person whose it is, and a word of how it is given
    while (n + 1 < nouns.length
        && (Set.of(
                    "a",
                    "an",
                    "the",
                    "explicit",
                    "written",
                    "prior",
                    "human",
                    "second",
                    "extra",
                    "additional",
                    "another",
                    "senior")
                .contains(nouns[n])
            || nouns[n].matches("[\\w-]+['’]s"))) {
      n++;
    }
    String noun = nouns[n].replaceAll("[^\\w-]+$", "");
    if (n + 1 < nouns.length
        && !Lexicon.get().words("approval").contains(noun)
        && noun.matches("[a-z]+")
        && Lexicon.get().words("approval").contains(nouns[n + 1].replaceAll("[^\\w-]+$", ""))) {
      // "requires a security review", "needs a design sign-off": a word of what kind before it
      noun = nouns[n + 1].replaceAll("[^\\w-]+$", "");
    }
    java.util.regex.Matcher unneeded = UNNEEDED.matcher(changed);
    if (unneeded.find()) {
      // "editing `docs/` doesn't need review", "changes to `ui/` do not require running X": what
      // is said not to be required is no duty, and a leave when it is asking
      return Lexicon.get().words("approval").contains(noun)
          ? lead + "You may change " + changed.substring(0, unneeded.start()) + " without asking."
          : "";
    }
    // ("needs a second reviewer", "requires a maintainer": the person who approves)
    if (Lexicon.get().words("approval").contains(noun)
        || noun.matches("approved|reviewed|signed|confirmed|okayed|ok|okay|go-ahead")
        || noun.matches("reviewers?|maintainers?|approvers?")) {
      return lead + "Ask before you change " + changed + ".";
    }
    if (rest.startsWith("`") || rest.startsWith("§")) {
      return lead + "After you change " + changed + ", run " + rest;
    }
    if (first.endsWith("ing")) {
      String base = verbOf(first);
      if (base == null && tail.matches("(?s).*\\b(with|using|via)\\s+`.*")) {
        // "require regenerating the stubs with `buf generate`": a job done with a command
        String stem = first.substring(0, first.length() - 3);
        base =
            java.util.stream.Stream.of(stem, stem + "e")
                .filter(v -> PURPOSE_WITH.matcher(v + " x with §0").find())
                .findFirst()
                .orElse(null);
      }
      return base == null
          ? clause
          : lead + "After you change " + changed + ", " + base + " " + tail;
    }
    if (first.equals("a") || first.equals("an")) {
      // "require a changelog entry", "need a migration": one is added
      return lead + "After you change " + changed + ", add " + rest;
    }
    return clause;
  }

  /** The verb of a gerund the reader knows as an act ("running" → "run", "updating" → "update"). */
  private static String verbOf(String gerund) {
    String stem = gerund.substring(0, gerund.length() - 3);
    List<String> candidates = new ArrayList<>(List.of(stem, stem + "e"));
    if (stem.length() > 2 && stem.charAt(stem.length() - 1) == stem.charAt(stem.length() - 2)) {
      candidates.add(stem.substring(0, stem.length() - 1));
    }
    return candidates.stream()
        .filter(c -> Lexicon.get().actClassOf(c).isPresent())
        .findFirst()
        .orElse(null);
  }

  /** A clause that rules out a prefix in code: "no `fix:` prefix", "without a `WIP:` prefix". */
  private static final GatedPattern NO_PREFIX_CLAUSE =
      GatedPattern.compile(
          "(?i)^\\W*(no|without( an?)?|never( an?)?)\\s+`[^`]+`.*\\bprefix(es)?\\b");

  /** One name, or code, then "only": "pnpm only.", "`uv` only" (group 1 the name). */
  private static final GatedPattern TRAILING_ONLY =
      GatedPattern.compile("(?i)^\\W*(`[^`]+`|[\\w.@/-]+)\\s+only\\s*[.!]?\\s*$");

  /**
   * A gerund phrase, what it does, then ", so don't" (group 1 or 2 the phrase). The verb is a
   * modal, or a word in -s after the gerund's object ("Installing packages with `pip` breaks the
   * lock file": not "packages", the object, nor a noun after "with" or "the", nor a plural noun
   * right before the verb, as "branches" in "rebasing shared branches rewrites history").
   */
  private static final GatedPattern SO_DONT =
      GatedPattern.compile(
          "(?is)\\W*(?:(\\p{L}+ing\\b[^,;]*?)\\s+(?:will|would|can|could|may|might|is going to)"
              + "|(\\p{L}+ing\\s+[^,;]*?[^\\s,;]"
              + "(?<!\\b(?:with|the|a|an|of|to|in|on|for|from|all|any|your|our|by)))\\s+\\p{L}+s"
              + "(?!\\s+\\p{L}+s\\b))"
              + "\\b[^;]*?,\\s*so\\s+(?:please\\s+)?(?:don't|do not|never|avoid it|just don't)"
              + "(?:\\s+do\\s+(?:it|that))?\\s*[.!]?\\s*");

  /** Code, a comma, then "which" and a duty or ban on it: ", which must never be committed". */
  private static final GatedPattern WHICH_RULE =
      GatedPattern.compile(
          "(?i)(`[^`]+`)\\s*,\\s*which\\s+((?:must|should|may|shall)(?:\\s+not|\\s+never)?"
              + "|(?:is|are)\\s+(?:never|not)\\s+to)\\s+(be\\s+\\w+)");

  /**
   * A run owed before one step, then ", and" another thing before another step with the verb left
   * out: "run the specs before you hand work back, and the whole suite before opening a PR".
   */
  private static final GatedPattern GAPPED_RUN =
      GatedPattern.compile(
          "(?i)^(.*?\\b(?:run|execute|use)\\s+)([^,;]+?\\s+before\\s+[^,;]+?),?\\s+and\\s+"
              + "((?:the|a|all|every|`)[^,;]*?\\s+before\\s+[^,;]+)$");

  /**
   * "Please run the specs before you hand work back, and the whole suite before opening a PR", "use
   * `mix format` before committing and `mix credo` before opening a PR": the verb said once is the
   * second run's too, a clause of its own ("…; run the whole suite before opening a PR").
   */
  static String gappedRun(String whole) {
    if (!holds(whole, " and ")) {
      return whole;
    }
    java.util.regex.Matcher m = GAPPED_RUN.matcher(whole);
    if (!m.matches() || Prose.of(m.group(3)).has("act.run")) {
      return whole;
    }
    return m.group(1) + m.group(2) + "; run " + m.group(3);
  }

  /**
   * A run over the files the agent changes: "run `x` on every Kotlin file you change", "run `x` on
   * changed Go files" (the run, then the kind of file, as groups 2 and 3).
   */
  private static final GatedPattern RUN_ON_CHANGED =
      GatedPattern.compile(
          "(?i)^(\\W*)((?:always\\s+)?(?:run|use)\\s+`[^`]+`)\\s+(?:on|over|against)\\s+"
              + "(?:(?:every|each|any|all(?:\\s+the)?|the)\\s+)?"
              + "(?:(?:changed|modified|edited|touched)\\s+([\\w.+#-]+\\s+)?files?"
              + "|([\\w.+#-]+\\s+)?files?\\s+(?:that\\s+)?you(?:'ve|’ve|\\s+have)?\\s+"
              + "(?:change|changed|touch|touched|edit|edited|modify|modified))[\\s.!]*$");

  /**
   * "Run `./gradlew ktlintFormat` on every Kotlin file you change": a run owed after the agent's
   * changes to those files, as "after you change Kotlin files, run …" says — the files are the
   * change the run follows, not what the agent edits.
   */
  static String runOnChanged(String clause) {
    if (!holds(clause, "file")) {
      return clause;
    }
    java.util.regex.Matcher m = RUN_ON_CHANGED.matcher(clause);
    if (!m.matches()) {
      return clause;
    }
    String kind = m.group(3) != null ? m.group(3) : m.group(4) != null ? m.group(4) : "";
    String run = m.group(2);
    return m.group(1)
        + "After you change "
        + kind
        + "files, "
        + Character.toLowerCase(run.charAt(0))
        + run.substring(1)
        + ".";
  }

  /** "never push to a branch other than `x/*`": every branch but the one named. */
  private static final GatedPattern OTHER_BRANCH =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:never|do\\s+not|don't)\\s+(push|force[- ]push)\\s+(?:to|into|onto)\\s+"
              + "(?:a|any)\\s+branch(?:es)?\\s+other\\s+than\\s+(?:the\\s+)?(`[^`]+`)");

  /**
   * "Never push to a branch other than `agent/*`": a push allowed to the branch named alone, as
   * "push only to `agent/*` branches" says.
   */
  static String otherBranch(String clause) {
    if (!holds(clause, "other than")) {
      return clause;
    }
    java.util.regex.Matcher m = OTHER_BRANCH.matcher(clause);
    return m.find()
        ? m.group(1)
            + m.group(2)
            + " only to "
            + m.group(3)
            + " branches"
            + clause.substring(m.end())
        : clause;
  }

  /**
   * "`.unwrap()` is fine in tests, not in library code", "`println!` is OK in examples, never in
   * `src/`": the code is banned in the place named last, as "never use `.unwrap()` in library code"
   * says; the place it is allowed in needs no rule.
   */
  static String allowedHereNotThere(String clause) {
    if (!holds(clause, "not ", "never ")) {
      return clause;
    }
    java.util.regex.Matcher m =
        io.contextcov.compiler.statements.ModalityDetector.ALLOWED_HERE_NOT_THERE.matcher(clause);
    return m.find()
        ? m.group(1)
            + "Never use "
            + m.group(2).strip()
            + " "
            + m.group(3)
            + clause.substring(m.end())
        : clause;
  }

  /**
   * "Update snapshots with `npm test -- -u`, never by hand" (group 1 the lead, 2 the object if any,
   * 3 the command): a change made with a command, then ", never by hand".
   */
  private static final GatedPattern MEANS_THEN_BY_HAND =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:always\\s+)?(?:update|regenerate|generate|rebuild|produce|create|change"
              + "|modify|edit|write|refresh|bump|format|fix)(?:\\s+(.+?))?\\s+(?:only\\s+)?(?:with|using"
              + "|via|through|by\\s+running)\\s+(`[^`]+`)\\s*,?\\s*(?:and\\s+|but\\s+)?(?:never|not)\\s+"
              + "(?:by\\s+hand|manually)\\W*$");

  /**
   * "Keep `appsettings.Production.json` out of your changes", "leave `.env` out of commits": what
   * is kept out of the work is never edited (of commits, never committed).
   */
  static String keptOut(String clause) {
    if (!holds(clause, " out of ")) {
      return clause;
    }
    java.util.regex.Matcher m = Shapes.KEPT_OUT.matcher(clause);
    if (!m.matches()) {
      return clause;
    }
    boolean commits = m.group(3).toLowerCase(java.util.Locale.ROOT).startsWith("commit");
    return m.group(1) + (commits ? "Never commit " : "Never edit ") + m.group(2) + m.group(4);
  }

  /**
   * "Regenerate the `.pot` file with `composer run i18n`, never by hand": the negation is of the
   * hand edit, not of the command, which is the way to make the change — read as "never edit the
   * `.pot` file by hand".
   */
  static String byHand(String clause) {
    if (!holds(clause, "hand", "manually")) {
      return clause;
    }
    java.util.regex.Matcher m = MEANS_THEN_BY_HAND.matcher(clause);
    if (!m.find()) {
      return clause;
    }
    // ("Format with `black`, never by hand": no object, so the command is the way, and nothing is
    // named to keep from hand edits)
    return m.group(2) == null
        ? m.group(1) + "Use " + m.group(3) + "."
        : m.group(1) + "Never edit " + m.group(2) + " by hand.";
  }

  /** "X are updated only with `cmd`": the subject, the participle and what follows "only". */
  private static final GatedPattern PASSIVE_ONLY_WITH =
      GatedPattern.compile(
          "(?i)^([^\\p{L}`]*)(\\S.*?)\\s+(?:is|are|must be|should be|may be|can be|gets?)\\s+(?:only\\s+)?"
              + "(updated|edited|changed|modified|regenerated|generated|written|rewritten)\\s+"
              + "(only\\s+(?:with|by|via|through|using|by running)\\s+`.*)$");

  /**
   * "Snapshot files in `__snapshots__/` are updated only with `npm test -- -u`, never by hand": the
   * passive said as the instruction it is, "Update snapshot files in `__snapshots__/` only with …",
   * so the ban after it has its act.
   */
  static String passiveOnlyWith(String clause) {
    if (!holds(clause, "only")) {
      return clause;
    }
    java.util.regex.Matcher m = PASSIVE_ONLY_WITH.matcher(clause);
    if (!m.matches() || !m.group(2).contains("`")) {
      return clause;
    }
    return m.group(1)
        + PARTICIPLES.get(m.group(3).toLowerCase(java.util.Locale.ROOT))
        + " "
        + m.group(2)
        + " "
        + m.group(4);
  }

  /**
   * "Update `third_party/` only via `scripts/vendor.sh`", "only change it by running `x`": the
   * place is written by the command alone — read as "Never edit `third_party/` by hand", so a write
   * there outside the command is the ban (the command itself stays the way to do it).
   */
  static String onlyWith(String clause) {
    if (!holds(clause, "only")) {
      return clause;
    }
    java.util.regex.Matcher tool = Shapes.EDITED_IN_TOOL.matcher(clause);
    if (tool.matches() && (tool.group(3) != null || tool.group(5) != null)) {
      // "`ios/Runner.xcodeproj` is edited through Xcode only": changed in another program alone,
      // never written by the agent's own edits
      return tool.group(1) + "Never edit " + tool.group(2) + " by hand.";
    }
    java.util.regex.Matcher by = Shapes.CHANGED_BY_ONLY.matcher(clause);
    if (by.matches()) {
      // "lockfiles (`poetry.lock`) must only be changed by the package manager": never by hand
      return by.group(1) + "Never edit " + by.group(2) + " by hand.";
    }
    java.util.regex.Matcher m = Shapes.ONLY_WITH.matcher(clause);
    if (!m.matches() || m.group(2) == null && m.group(4) == null) {
      return clause;
    }
    return m.group(1) + "Never edit " + m.group(3) + " by hand.";
  }

  /** A code span of commands chained with {@code &&}: "`pnpm typecheck && pnpm lint`". */
  private static final GatedPattern CHAINED_SPAN = GatedPattern.compile("`([^`|;]+&&[^`|;]+)`");

  /**
   * "Run `pnpm typecheck && pnpm lint` after every change": each command of a chain the clause
   * tells the agent to run is run, as "`pnpm typecheck` and `pnpm lint`" says. A clause that bans
   * keeps its chain whole: what it bans is the chain, not each part of it.
   */
  private static final GatedPattern SETUP_STEP =
      GatedPattern.compile("(cd|pushd|source|export|set|\\.)(\\s|$)");

  static String chainedRuns(String clause) {
    if (!clause.contains("&&")
        || Prose.of(clause.replace('`', ' ').replace("&&", " ")).has("negation")) {
      return clause;
    }
    java.util.regex.Matcher m = CHAINED_SPAN.matcher(clause);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      List<String> parts =
          java.util.Arrays.stream(m.group(1).split("&&")).map(String::strip).toList();
      // "`cd web && npm test`": a change of directory or of the environment is no check of its
      // own, only the place or setting the next command runs in
      List<String> checks = parts.stream().filter(x -> !SETUP_STEP.matcher(x).lookingAt()).toList();
      String joined =
          parts.stream().anyMatch(String::isEmpty) || checks.isEmpty()
              ? m.group()
              : "`" + String.join("` and `", checks) + "`";
      m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(joined));
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * "Only use `unsafe` in `src/mmap.rs`": code kept to one place in code is banned outside it, as
   * "never use `unsafe` outside `src/mmap.rs`" says; a command so kept is run only there.
   */
  private static String onlyUsedIn(String text) {
    if (!holds(text, "only")) {
      return text;
    }
    java.util.regex.Matcher m = Shapes.ONLY_USED_IN.matcher(text);
    if (!m.matches()) {
      return text;
    }
    String code = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3);
    if (CommandRef.of(code.replace("`", ""), Set.of()).isPresent()) {
      // "only use `pnpm` in `frontend/`, never at the root": where a program runs, as "only run
      // `pnpm` in `frontend/`" says
      return "Only run " + code + " in " + m.group(4) + ".";
    }
    return "Never use " + code + " outside " + m.group(4) + ".";
  }

  /** The clauses of a sentence: cut at {@code ;}, dashes, and duties joined by "and never". */
  static List<String> clauses(String written) {
    List<String> chain = io.contextcov.compiler.statements.ModalityDetector.orderedChain(written);
    if (!chain.isEmpty()) {
      // "edit → `make fmt` → `make test` → commit": one order per milestone
      return chain;
    }
    List<String> out = new ArrayList<>();
    String text = namedDirectories(written);
    text = onlyUsedIn(text);
    java.util.regex.Matcher notYours = Shapes.CODE_NOT_YOURS.matcher(text);
    if (notYours.matches()) {
      // "`fly deploy` is not yours to run": "never run `fly deploy`"
      text =
          "Never "
              + (notYours.group(2) == null ? "run" : notYours.group(2))
              + " "
              + notYours.group(1)
              + ".";
    }
    java.util.regex.Matcher needs =
        text.contains("need") || text.contains("require")
            ? Shapes.CHANGE_NEEDS_PASSING.matcher(text)
            : null;
    if (needs != null && needs.matches()) {
      // "Any change to `src/` needs a passing `forge test` and an updated snapshot (`forge
      // snapshot`) before the PR": "After changing `src/`, make sure `forge test` passes and run
      // `forge snapshot` before the PR"
      List<String> more = Prose.of(needs.group(3) == null ? "" : needs.group(3)).spans();
      text =
          "After changing "
              + needs.group(1)
              + ", make sure "
              + needs.group(2)
              + " passes"
              + (more.isEmpty()
                  ? ""
                  : " and run "
                      + String.join(" and ", more.stream().map(x -> "`" + x + "`").toList()))
              + " "
              + needs.group(4)
              + ".";
    }
    java.util.regex.Matcher notAgents =
        text.contains(" by ")
            ? io.contextcov.compiler.statements.ModalityDetector.NOT_BY_AGENT.matcher(text)
            : null;
    if (notAgents != null
        && notAgents.find()
        // (an act of the agent's: "reviewed by a DBA, not by you" names none)
        && Lexicon.get()
            .actClassOf(notAgents.group(3).toLowerCase(java.util.Locale.ROOT))
            .isPresent()) {
      // "Scenes (`.tscn`) are edited in the editor, not by agents": "… must not be edited by
      // agents" (where else it is done is no place the ban holds in)
      text = notAgents.group(1) + " must not be " + notAgents.group(3) + " by agents.";
    }
    java.util.regex.Matcher fine =
        text.contains("ing ") ? Shapes.FINE_THEN_GERUND.matcher(text) : null;
    if (fine != null && fine.matches()) {
      // "Opening a pull request is fine, merging it is not your call": two acts, two clauses (a
      // pronoun after the second gerund, or none before its verb, stands for the first object)
      boolean same = fine.group(4) != null || fine.group(5).matches("(?i)\\s+(is|are)\\b.*");
      text =
          fine.group(1) + "; " + fine.group(3) + (same ? " " + fine.group(2) : "") + fine.group(5);
    }
    if (text.contains("lways")) {
      // "it's always OK to run `make lint`": a leave, where "always" would make it a duty
      text =
          io.contextcov.compiler.statements.ModalityDetector.ALWAYS_FINE
              .matcher(text)
              .replaceAll("$1");
    }
    if (text.contains(", and ")) {
      java.util.regex.Matcher andNot = Shapes.SUBJECT_THEN_AND_NOT.matcher(text);
      if (andNot.matches()) {
        // "integration tests need `make db` first, and must not be run in parallel": the ban is
        // a clause of its own on the same subject, and names nothing the first clause needs
        text =
            andNot.group(1)
                + andNot.group(2)
                + " "
                + andNot.group(3)
                + "; "
                + andNot.group(2)
                + " "
                + andNot.group(4)
                + " "
                + andNot.group(5);
      }
    }
    if (text.contains("never with")) {
      java.util.regex.Matcher withFlag = Shapes.AND_NEVER_WITH.matcher(text);
      if (withFlag.matches()) {
        // "…`npm audit fix` unless I ask, and never with `--force`": the flag on that command, a
        // ban of its own (not every line with the flag)
        text =
            withFlag.group(1)
                + "; never run "
                + withFlag.group(2)
                + " with "
                + withFlag.group(3)
                + withFlag.group(4);
      }
    }
    if (text.contains("but not")) {
      java.util.regex.Matcher leave = Shapes.LEAVE_BUT_NOT.matcher(text);
      if (leave.matches()) {
        // "you can run `make test`, but not `make test-all`": the leave, then a ban of its own on
        // what is left out, with the leave's verb (the negation was the whole clause's)
        text =
            leave.group(1)
                + "; never "
                + leave.group(2)
                + " "
                + leave.group(3).strip()
                + leave.group(4);
      }
    }
    java.util.regex.Matcher twice =
        text.contains(" and ") ? Shapes.TWO_ORDERED_DUTIES.matcher(text) : null;
    if (twice != null
        && twice.matches()
        && io.contextcov.compiler.statements.ModalityDetector.isImperative(
            text.replaceFirst("^[^\\p{L}]+", "")
                .split("[^\\p{L}']", 2)[0]
                .toLowerCase(java.util.Locale.ROOT))
        && io.contextcov.compiler.statements.ModalityDetector.isImperative(
            twice.group(3).toLowerCase(java.util.Locale.ROOT))) {
      // "write a test before changing behaviour, and run `go test` before you finish": each duty
      // is owed before its own act
      text = twice.group(1) + "; " + twice.group(2);
    }
    if (text.contains("not your") || text.contains("not yours")) {
      // "merging is not your call": the act is not the agent's to do
      text = Shapes.GERUND_NOT_YOURS.matcher(text).replaceAll("$1$2 is not allowed");
    }
    if (text.contains("never") || text.contains("not")) {
      java.util.regex.Matcher goes = Shapes.GOES_NOT_THERE.matcher(text);
      if (goes.matches()) {
        // "Images go in `static/img/`, never in `content/`": where the things must not be put
        text =
            goes.group(1)
                + goes.group(2)
                + " go in "
                + goes.group(3)
                + "; never put "
                + goes.group(2)
                + " in "
                + goes.group(4)
                + goes.group(5);
      }
    }
    java.util.regex.Matcher always = Shapes.ALWAYS_CODE_NEVER.matcher(text);
    if (always.lookingAt()
        && (always.group(2).startsWith("`") || PROSE_PROGRAMS.contains(always.group(2)))) {
      // "Always `pnpm`, never `npm`", "pnpm, never npm": the code before the comma is what to
      // use, as in "always use `pnpm`, never `npm`" (without a verb it was banned with the other)
      text = always.group(1) + "Always use " + text.substring(always.end());
    }
    java.util.regex.Matcher convention = Shapes.CONVENTION_THEN_BAN.matcher(text);
    if (convention.matches()) {
      // "This project uses pnpm, do not use npm or yarn", 本项目使用 pnpm，请勿使用 npm 或 yarn: the
      // convention, then a ban of its own (what the project uses is no part of it)
      text = convention.group(1) + "; " + convention.group(2);
    }
    if (text.contains(" and ")) {
      // "any change there needs a design doc and my sign-off": what else it needs is for the
      // person to weigh; the rule is the question
      text = Shapes.NEEDS_AND_APPROVAL.matcher(text).replaceAll("$1 $2");
    }
    if (text.indexOf(':') > 0) {
      java.util.regex.Matcher label = BAN_THEN_BANS.matcher(text);
      if (label.matches()) {
        // "Never rewrite published history: no `git rebase` on `main`, no `git push --force`":
        // the bans after the colon are rules of their own, read first, and the ban before it
        // stands for what they leave out
        text = label.group(2) + "; " + label.group(1) + ".";
      }
    }
    if (text.indexOf(':') > 0) {
      // "Don't rename files in `content/`: links from outside depend on them": after a ban, a
      // reason in words is a clause of its own, whose words do not narrow the ban
      java.util.regex.Matcher reason = Shapes.BAN_THEN_REASON.matcher(text);
      if (reason.matches()) {
        String first = reason.group(2).split("[^\\p{L}']", 2)[0].toLowerCase(java.util.Locale.ROOT);
        // ("Never edit `x`: ask first", "…: only with approval": what follows still rules)
        if (!io.contextcov.compiler.statements.ModalityDetector.isImperative(first)
            && !Set.of(
                    "ask", "unless", "except", "only", "instead", "without", "not", "no", "never")
                .contains(first)) {
          text = reason.group(1) + "; " + reason.group(2);
        }
      }
    }
    if (holds(text, "fix")) {
      // "if `make test` is red, fix it before you finish": the run owed passing by then
      text = FAILS_THEN_FIX.matcher(text).replaceFirst("$1 must pass $2");
    }
    // "never use sudo, not even for docker": the tail widens the ban and names no object of it
    // "`make lint` before pushing": the command's run, owed then
    String whole =
        quoteSubstituted(
            parentheticals(
                io.contextcov.compiler.statements.ModalityDetector.impliedRun(
                    STEP_THEN_CODE.matcher(text).replaceFirst("$1,"))));
    if (lower(whole).contains("not ")) {
      whole = NOT_EVEN.matcher(whole).replaceAll("");
    }
    if (lower(whole).contains("even with")) {
      // "do not run `npm publish`, even with `--dry-run`": the tail widens the ban to that form
      // too, which the ban of the command already holds
      whole = Shapes.EVEN_WITH.matcher(whole).replaceAll("");
    }
    java.util.regex.Matcher only = TRAILING_ONLY.matcher(whole);
    if (only.matches()) {
      // "pnpm only.": as "Only pnpm."
      whole = "Only " + only.group(1) + ".";
    }
    if (holds(whole, "work", " run", "build", "compile")) {
      java.util.regex.Matcher fails = Shapes.CODE_FAILS.matcher(whole);
      if (fails.lookingAt()) {
        // "`make lint` doesn't work on Windows; use WSL": where it fails no call shows, so the
        // claim rules nothing; "`make lint` doesn't work" alone warns off running it, softly
        whole =
            fails.group(3).isBlank()
                ? fails.group(1) + "Avoid running " + fails.group(2) + whole.substring(fails.end())
                : fails.group(1) + whole.substring(fails.end()).replaceFirst("^\\s*[;,]\\s*", "");
      }
    }
    String harmful = io.contextcov.compiler.statements.ModalityDetector.harmful(whole);
    java.util.regex.Matcher cut = harmful == null ? null : Shapes.HARM_CUT.matcher(whole);
    int semicolon = cut != null && cut.find() ? cut.end() : -1;
    if (harmful != null
        // "`git clean -fdx` will destroy untracked files; never run it": the ban said after it
        // is the rule, as it is worded (so after a spaced dash or ", so": "… — never run it")
        && !(semicolon > 0 && Prose.of(whole.substring(semicolon)).has("negation"))) {
      // "`npm` and `yarn` will corrupt the lockfile": a run the text warns against, asked about
      whole = "Avoid running " + harmful + ".";
    }
    java.util.regex.Matcher job =
        io.contextcov.compiler.statements.ModalityDetector.OTHERS_JOB.matcher(whole);
    if (job.find() && !Prose.of(whole.substring(0, job.start(1))).has("negation")) {
      // "secrets are set with `fly secrets set` — that is my job, not yours": the code is what
      // someone else runs, so the agent asks first ("don't run `x` — that's the platform team's
      // job" is a ban, and stays one)
      whole = askBefore(job.group(1)) + ".";
    }
    if (whole.contains("so ")) {
      // "Pushing to `main` will trigger a production deploy, so don't": the act the sentence
      // opens with, banned
      java.util.regex.Matcher so = SO_DONT.matcher(whole);
      if (so.matches()) {
        whole = (so.group(1) != null ? so.group(1) : so.group(2)) + " is not allowed.";
      }
    }
    if (whole.indexOf(',') > 0 && whole.indexOf('`') > 0) {
      // "…needs approval, for example `curl`": examples in code after a clause that bans or asks in
      // words are a clause of their own ("start messages with the crate name, e.g. `x: y`" gives
      // an example of the form, which stays with it)
      java.util.regex.Matcher ex = COMMA_EXAMPLES.matcher(whole);
      if (ex.find()) {
        Prose head = Prose.of(whole.substring(0, ex.start()));
        if (whole.substring(0, ex.start()).indexOf('`') < 0
            && (head.has("negation") || head.has("ask"))) {
          whole = whole.substring(0, ex.start()) + ";" + whole.substring(ex.start() + 1);
        }
      }
    }
    if (whole.contains("which")) {
      // "keep secrets in `local.properties`, which must never be committed": the relative clause is
      // a rule on the code before it, a clause of its own with the code as its subject
      whole = WHICH_RULE.matcher(whole).replaceAll("$1; $1 $2 $3");
    }
    // "Pre-commit: `make check`": the step named by its hook's name
    whole = io.contextcov.compiler.statements.ModalityDetector.preStep(whole);
    whole = pastStateAfter(whole);
    if (holds(whole, " it when ")) {
      // "I really don't like it when you run `git add -A`": what the speaker dislikes the agent
      // doing, banned softly
      whole = Shapes.DISLIKED_WHEN.matcher(whole).replaceFirst("$1You should not ");
    }
    if (holds(whole, "shell out", "shelling out")) {
      // "don't shell out to `curl` from Go code": the code written runs the program, not the
      // agent — a ban on what the code holds, as "never use `curl` in Go code" is
      whole = Shapes.SHELL_OUT.matcher(whole).replaceAll("use $1 in $2");
    }
    if (holds(whole, " say", " claim", " report", " declare", " tell")) {
      // "before you say you are done": the end of the task, as "before you finish" says
      whole = Shapes.SAY_DONE.matcher(whole).replaceAll("before you finish");
    }
    if (holds(whole, "until ", "till ")) {
      // "don't run `make e2e` until `make build` has finished": an order between the runs, as
      // "never run `make e2e` before `make build`" — not the end of the task
      whole = UNTIL_RUN_DONE.matcher(whole).replaceAll("$1$2before $3");
    }
    if (holds(whole, "fail", "broken", "red ")) {
      // "a failing build must never be pushed", "never commit broken tests": the check owed
      // passing before the act
      java.util.regex.Matcher broken = BROKEN_MILESTONE.matcher(whole);
      if (broken.find()) {
        String check =
            broken.group("check") != null ? broken.group("check") : broken.group("checked");
        String done = broken.group("done");
        String act =
            broken.group("act") != null
                ? broken.group("act")
                : done.toLowerCase(java.util.Locale.ROOT).startsWith("commit")
                    ? "commit"
                    : done.substring(0, done.length() - (done.endsWith("ged") ? 1 : 2));
        whole =
            whole.substring(0, broken.start())
                + "make sure the "
                + check
                + (check.endsWith("s") ? " pass" : " passes")
                + " before you "
                + act.toLowerCase(java.util.Locale.ROOT)
                + whole.substring(broken.end());
      }
    }
    if (holds(whole, "done", "finished", "complete", "ready")) {
      // "You're done when `make test` passes", "the task is finished when `npm run ci` exits 0":
      // the end of the task, owed that run passing
      whole =
          io.contextcov.compiler.statements.ModalityDetector.DONE_WHEN_PASSES
              .matcher(whole)
              .replaceFirst("$1Before you finish, make sure $2 passes");
    }
    if (holds(whole, "only ")) {
      // "Only push after `make test` passes": the act is done only then, as "push only after …"
      // says (an "only" before the act restricts nothing else)
      whole = ONLY_ACT_AFTER.matcher(whole).replaceFirst("$1$2 only $3 ");
    }
    if (holds(whole, "once ", "when ", "after ")) {
      // "once `make build` succeeds, run `make e2e`": the command's run, done — "after running
      // `make build`"
      whole = RUN_DONE.matcher(whole).replaceAll("$1after running $2");
    }
    if (holds(whole, " before ")) {
      whole = eachLaterRun(gappedRun(whole));
    }
    if (holds(whole, "pushed", "committed", "merged", "released", "deployed", "published")) {
      // "before anything gets merged", "nothing gets pushed until …": the act in the passive,
      // with no one named, is the agent's
      whole = passiveMilestone(whole);
    }
    if (holds(whole, "only")) {
      // "run `make e2e` only after `make build`", "only run `x` after `y`": never the one before
      // the other — an order between the runs, not a duty owed at the end
      java.util.regex.Matcher onlyAfter = ONLY_AFTER_RUN.matcher(whole);
      if (onlyAfter.find()) {
        String later = onlyAfter.group(2) != null ? onlyAfter.group(2) : onlyAfter.group(3);
        whole =
            onlyAfter.group(1)
                + "Never run "
                + later
                + " before "
                + onlyAfter.group(4)
                + whole.substring(onlyAfter.end());
      }
    }
    if (holds(whole, "not run", "n't run", "not ran", "n't ran")) {
      // "never push if you have not run `make test`": the run not yet done is one owed first,
      // as "never push without running `make test`" says
      whole = NOT_YET_RUN.matcher(whole).replaceAll("without running ");
    }
    if (holds(whole, "even ", "though ")) {
      // "never merge PRs, even if CI is green": a case granted narrows nothing, so the ban holds
      // whatever it says
      whole = CONCESSION.matcher(whole).replaceAll("");
    }
    if (holds(whole, "someone", "somebody", "anyone", "others", "other ", "another", "teammate")) {
      // "a branch someone else has pushed to": what another person did marks the thing as shared;
      // it is no act of the agent's
      whole = OTHERS_DID.matcher(whole).replaceAll(" that others share");
    }
    if (holds(whole, "nothing")) {
      // "delete nothing under `data/raw/`", "change nothing in `vendor/`": the act banned on
      // anything there
      whole = Shapes.NOTHING_THERE.matcher(whole).replaceAll("$1Never $2 anything ");
    }
    if (holds(whole, " exist")) {
      // "files in `migrations/` that already exist": the existing files there
      whole = Shapes.FILES_THAT_EXIST.matcher(whole).replaceAll("existing files $1");
    }
    if (holds(whole, " go into ", " get into ", " end up in", " land in", " go in ")) {
      // "model weights (`*.pt`) never go into git": never committed
      java.util.regex.Matcher into = Shapes.NEVER_INTO_GIT.matcher(whole);
      if (into.matches()) {
        whole =
            into.group(1)
                + (into.group(3) != null ? "You should never commit " : "Never commit ")
                + into.group(2)
                + ".";
      }
    }
    if (holds(whole, "belong", "no place", " out of ")) {
      // "`System.out.println` doesn't belong in production code": code kept out of a place, as
      // "never use `System.out.println` in production code"
      whole = notBelong(whole);
    }
    if (whole.indexOf(':') > 0) {
      // "the `release/*` branches are protected: do not push to them": a state of something named
      // in code, then a ban (a state of a kind of task, "triage work is hands-off: …", is
      // the case the ban holds in, and stays with it)
      java.util.regex.Matcher state = STATE_THEN_BAN.matcher(whole);
      if (state.matches()
          && state.group(1).indexOf('`') >= 0
          // (a ban with its own object, "… are append-only: never edit an existing migration",
          // stays whole: the place before the colon is where it holds)
          && io.contextcov.compiler.statements.Statement.OBJECT_PRONOUN
              .matcher(state.group(2))
              .find()) {
        whole = state.group(1) + "; " + state.group(2);
      } else if (state.matches()
          && state.group(1).indexOf('`') < 0
          && state.group(2).indexOf('`') >= 0
          && RUN_BAN_OF_CODE.matcher(state.group(2)).lookingAt()) {
        // "Node and npm are not used here: don't run `npm`, `npx` or `node`": a state in words,
        // then a ban of running code — the ban is a clause of its own, no description
        whole = state.group(1) + "; " + state.group(2);
      }
    }
    String placeBefore = null;
    for (String clause : breaks(whole)) {
      if (holds(clause, "leave", "leaving") && Shapes.LEFT_RUNNING.matcher(clause).find()) {
        // "don't leave the dev server running": a process to stop, which no call shows
        continue;
      }
      if (holds(clause, " out of ") && Shapes.STAYS_OUT.matcher(clause).matches()) {
        // "never commit secrets; `x.exs` in particular stays out of git": a clause of its own
        clause = notBelong(clause);
      }
      String place = placeBefore;
      placeBefore = onlyPlace(clause);
      if (place != null
          && clause.indexOf('`') < 0
          && holds(clause, "there")
          && io.contextcov.compiler.statements.Statement.PLACE_PRONOUN.matcher(clause).find()) {
        // "`gen/` is made by `make gen`; changes there are overwritten": the place the clause
        // before names
        clause = io.contextcov.compiler.statements.Statement.resolve(clause, "`" + place + "`");
      }
      // "do not run X, it deletes the database volume": the reason names no object of the rule
      if (holds(clause, ",", ":", "because", "since", "as ")
          && holds(clause, "it", "that", "this", "they", "doing so")) {
        java.util.regex.Matcher reason = REASON.matcher(clause);
        if (reason.find() && reason.start() > 0) {
          clause = clause.substring(0, reason.start());
        }
      }
      clause =
          thenMilestone(
              finishedBy(
                  requiredAfter(
                      delegated(
                          permittedOnly(
                              outsideWrite(
                                  withoutRun(
                                      withoutWrite(
                                          actCommandAsVerb(
                                              prTarget(
                                                  nothingIn(
                                                      nothingNew(
                                                          forEveryChange(
                                                              orderedCommands(
                                                                  iterating(
                                                                      chainedRuns(
                                                                          onlyWith(
                                                                              passiveOnlyWith(
                                                                                  byHand(
                                                                                      keptOut(
                                                                                          allowedHereNotThere(
                                                                                              otherBranch(
                                                                                                  runOnChanged(
                                                                                                      shownContents(
                                                                                                          clause))))))))))))))))))))))));
      if (!clause.isBlank()) {
        List<String> contrast = objectNotThat(clause);
        String[] parts =
            contrast != null
                ? contrast.toArray(new String[0])
                : holds(clause, "and", "but", "or")
                    ? JOINED_DUTIES.split(clause)
                    : new String[] {clause};
        parts = imperativeThenBan(parts);
        theyAsSubject(parts);
        for (String joined : parts) {
          for (String part : leaveButDuty(joined)) {
            for (String duty : commaDuties(part)) {
              out.addAll(hanDuties(duty));
            }
          }
        }
      }
    }
    return out;
  }

  /** Whether an act word other than an edit's stands before word {@code w}. */
  private static boolean otherActBefore(Prose p, int w) {
    for (String cls : Lexicon.get().classesStartingWith("act.")) {
      if (cls.equals("act.edit")) {
        continue;
      }
      for (Prose.Hit h : p.find(cls)) {
        if (h.word() < w - 1) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether "without" stands within the three words before {@code word}: "without opening an". */
  private static boolean withoutBefore(Prose p, int word) {
    for (int i = word - 1; i >= Math.max(0, word - 3); i--) {
      if (p.words().get(i).text().equals("without")) {
        return true;
      }
    }
    return false;
  }

  /** Whether the region opens with a past act on the object: "once it has been merged". */
  private static boolean pastStateAt(Prose p, Region r) {
    return PAST_STATE.matcher(p.text().substring(p.words().get(r.from).at())).lookingAt();
  }

  /**
   * Whether code named at word {@code w} is said to be in written code, "never use `curl` in Go
   * code", "don't call `git` from the server code": what the code holds, no run of the agent's.
   */
  private static boolean inCode(Prose p, int w) {
    return w >= 0
        && w + 1 < p.words().size()
        && Shapes.IN_CODE_AFTER.matcher(p.text().substring(p.words().get(w + 1).at())).lookingAt();
  }

  /** Whether a verb of importing stands right before word {@code w}: "import `x`". */
  private static boolean importedAt(Prose p, int w) {
    if (w < 1
        || !Set.of("import", "importing", "require", "requiring")
            .contains(p.words().get(w - 1).text())) {
      return false;
    }
    // the code right after the verb, as its object ("big imports (`make import`)" is no verb)
    Prose.Word verb = p.words().get(w - 1);
    return p.text().substring(verb.at() + verb.text().length(), p.words().get(w).at()).isBlank();
  }

  /**
   * Whether "call" stands right before a span of plain words ("call `wandb login`"): a command line
   * is called as it is run, while code called is one name (`eval()`, `os.system`).
   */
  private static boolean callsCommandLine(Prose p, int w, String span) {
    return w > 0
        && Set.of("call", "calls", "calling").contains(p.words().get(w - 1).text())
        && span.matches("[a-z][\\w.-]*(?: [a-z][\\w:.-]*)+");
  }

  /**
   * "Run `cargo test` after every change, never run `cargo publish`": a clause opening with an
   * imperative, a comma, then a ban with a verb of its own, is two ("use `pnpm`, never `npm`" names
   * no verb and stays one; "In `site/`, never run `x`" opens with no imperative).
   */
  private static String[] imperativeThenBan(String[] parts) {
    List<String> out = new ArrayList<>();
    for (String part : parts) {
      java.util.regex.Matcher m = Shapes.COMMA_BAN.matcher(part);
      String first = firstWordOf(part);
      if (first != null
          && io.contextcov.compiler.statements.ModalityDetector.isImperative(first)
          && m.find()) {
        out.add(part.substring(0, m.start()));
        out.add(part.substring(m.end()));
      } else {
        out.add(part);
      }
    }
    return out.size() == parts.length ? parts : out.toArray(String[]::new);
  }

  /** The first word of a text in lower case, or null. */
  private static String firstWordOf(String text) {
    java.util.regex.Matcher m = FIRST_WORD.matcher(text);
    return m.lookingAt() ? m.group(1).toLowerCase(java.util.Locale.ROOT) : null;
  }

  private static final GatedPattern FIRST_WORD = GatedPattern.compile("[^\\p{L}`]*(\\p{L}+)");

  /** The first verb of a milestone (commit, push, merge) a clause names, or null. */
  private static String milestoneVerb(String clause) {
    for (Prose.Word w : Prose.of(clause).words()) {
      java.util.Optional<String> kind = Lexicon.get().actClassOf(w.text());
      if (kind.isPresent()
          && java.util.Set.of("act.commit", "act.push", "act.merge").contains(kind.get())) {
        return w.text();
      }
    }
    return null;
  }

  /** Whether a verb of running stands right before word {@code w}: "run `x`". */
  private static boolean runVerbBefore(Prose p, int w) {
    return w > 0 && Lexicon.get().words("run-verb").contains(p.words().get(w - 1).text());
  }

  /** A PR the opening names, said to be opened as a draft by a clause with no act of its own. */
  private static boolean draftOpened(
      Prose p, List<Act> openingActs, List<Act> acts, List<CommandRef> commands) {
    return openingActs.contains(Act.PR)
        && acts.isEmpty()
        && commands.isEmpty()
        && DecisionTable.AS_DRAFT.matcher(p.text()).find();
  }

  /** The one path a clause names in code, or null. */
  private static String onlyPlace(String clause) {
    if (clause.indexOf('`') < 0) {
      return null;
    }
    List<String> paths = Prose.of(clause).spans().stream().filter(Paths::isPath).toList();
    return paths.size() == 1 ? paths.get(0) : null;
  }

  /** A question that names nothing it is asked about: "only with my OK", "ask first". */
  private static boolean bareQuestion(Frame f) {
    return f.ask() == Frame.Ask.REQUIRED
        && !f.negative()
        && f.acts().isEmpty()
        && f.commands().isEmpty()
        && f.paths().isEmpty()
        && f.fileKinds().isEmpty()
        && f.tokens().isEmpty()
        && f.later().isEmpty();
  }

  /**
   * "You may prepare the changelog, but leave tagging to a human": a leave, then after ", but" a
   * verb in its base form that opens a duty of its own — two clauses, so the leave does not carry
   * over to what the duty names.
   */
  private static List<String> leaveButDuty(String part) {
    // ("you may use it while iterating but run `x` before you push": the comma left out)
    String l = lower(part);
    int but = l.indexOf(", but ");
    int cut = ", but ".length();
    if (but < 0) {
      but = l.indexOf(" but ");
      cut = " but ".length();
    }
    if (but < 0) {
      return List.of(part);
    }
    String before = part.substring(0, but);
    String after = part.substring(but + cut);
    List<Prose.Word> words = Prose.of(after).words();
    // ("you can open PRs but must leave merging to humans": a modal of duty before the verb)
    int verb = !words.isEmpty() && Set.of("must", "should").contains(words.get(0).text()) ? 1 : 0;
    if (words.size() <= verb
        || !isVerb(words.get(verb).text())
        || Prose.of(before).find("permission").isEmpty()) {
      return List.of(part);
    }
    return List.of(before, after);
  }

  /**
   * Whether the text in lower case holds any of the words: the literal test that lets most clauses
   * skip an expression which cannot match them (the words are ones the expression needs).
   */
  private static boolean holds(String text, String... words) {
    String l = lower(text);
    for (String w : words) {
      if (l.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /** The text cut at {@link #CLAUSE_BREAK}; the text alone when it has no mark that can cut it. */
  private static String[] breaks(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == ';'
          || c == '；'
          || (c == '—' || c == '–' || c == '-')
              && i > 0
              && i + 1 < text.length()
              && Character.isWhitespace(text.charAt(i - 1))
              && Character.isWhitespace(text.charAt(i + 1))
          || c == ',' && text.startsWith("so", skipSpace(text, i + 1))
          || c == ','
              && (text.startsWith("we", skipSpace(text, i + 1))
                  || text.startsWith("they", skipSpace(text, i + 1))
                  || text.startsWith("the ", skipSpace(text, i + 1)))) {
        return ordersJoined(labelsJoined(CLAUSE_BREAK.split(text)));
      }
    }
    return new String[] {text};
  }

  /**
   * "Format with `a`, test with `b` — in that order — before every commit": a last piece that is
   * only an order, with no code of its own, is the order of the nearest piece before it that names
   * code (the aside between them stays a piece of its own, which rules on nothing).
   */
  private static String[] ordersJoined(String[] pieces) {
    List<String> out = new ArrayList<>(List.of(pieces));
    int last = out.size() - 1;
    if (last < 1
        || out.get(last).indexOf('`') >= 0
        || !Shapes.ORDER_ONLY.matcher(out.get(last)).lookingAt()) {
      return pieces;
    }
    for (int i = last - 1; i >= 0; i--) {
      if (out.get(i).indexOf('`') >= 0) {
        out.set(i, out.get(i).stripTrailing() + " " + out.get(last).strip());
        out.remove(last);
        return out.toArray(String[]::new);
      }
    }
    return pieces;
  }

  /** A piece of a sentence that is only code: "`make db-reset`", "`terraform apply`". */
  private static final GatedPattern ONLY_CODE =
      GatedPattern.compile("[^\\p{L}\\p{N}]*(`[^`]+`[\\s,/]*((or|and|nor)\\s+)?)+[^\\p{L}\\p{N}]*");

  /**
   * "`terraform apply` — ask me first": a piece that is only code labels the piece after it, as
   * "`terraform apply`: ask me first" does, and is not a clause of its own; the last piece, when
   * only code, is what the piece before it is done with ("then test — `npm test`").
   */
  private static String[] labelsJoined(String[] pieces) {
    List<String> out = new ArrayList<>();
    String label = null;
    for (int i = 0; i < pieces.length; i++) {
      String piece = pieces[i];
      if (label != null) {
        piece = label + ": " + piece;
        label = null;
      }
      boolean onlyCode = ONLY_CODE.matcher(piece).matches();
      if ((onlyCode || ELIDED_NOT.matcher(piece).matches()) && i + 1 < pieces.length) {
        // ("`make seed` is fine. `make reset` is not — check with me": the contrast's predicate
        // left out, the code is what the next piece is about)
        label = piece.strip();
      } else if (onlyCode && !out.isEmpty()) {
        out.set(out.size() - 1, out.get(out.size() - 1).stripTrailing() + ": " + piece.strip());
      } else {
        out.add(piece);
      }
    }
    return out.toArray(String[]::new);
  }

  /** The first index at or after {@code from} that is not white space. */
  private static int skipSpace(String text, int from) {
    int i = from;
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  /** A substitution's marker: what follows or precedes it is replaced by the other. */
  private static final GatedPattern SUBSTITUTES =
      GatedPattern.compile("(?i)\\b(instead|rather than|in place of)\\b|改用|换用|而不是|而非|请使用|代替|替代|取代");

  /** A runner right before a program, at the end of the text read so far: "uv run ", "npx ". */
  private static final GatedPattern RUNNER_BEFORE =
      GatedPattern.compile("(?<![\\w./@`-])([a-z][a-z0-9]*)\\s+((run|exec|x)\\s+)?$");

  /**
   * A known program written bare where a command would stand alone: before punctuation, the end, a
   * Han character or a word that ends the command ("npm, use pnpm instead", "pnpm rather than").
   */
  private static final GatedPattern BARE_PROGRAM =
      GatedPattern.compile(
          "(?<![\\w./@`-])([a-z][a-z0-9]*)(?=\\s*($|[,.;:!?)，。；：\\p{IsHan}])"
              + "|\\s+(instead|rather|for|in|over|when|and|or|with|unless|everywhere|as)\\b)");

  /**
   * "Don't use npm, use pnpm instead": known programs written bare in a substitution read as the
   * same sentence with backticks does, so the preferred one is never banned with the replaced one.
   * Not git or gh (their subcommands follow them), not a program sent to ("publish to npm").
   */
  /** Words without which {@link #quoteSubstituted} leaves a text as it is. */
  private static final String[] SUBSTITUTION_WORDS = {
    "instead", "rather than", "in place of", "改用", "换用", "而不是", "而非", "请使用", "代替", "替代", "取代"
  };

  /**
   * Whether the clauses of {@code text} may hold a code span: it holds a backtick, or words of a
   * substitution that quote bare programs ({@link #quoteSubstituted}); no other step adds one.
   */
  /**
   * The milestone a command in code is named as the way to reach, and that command: "use
   * `scripts/commit.sh` to commit" → (commit, {@code scripts/commit.sh}), "open PRs via `make pr`"…
   * written "… to/for/when <act>", the act being a commit, a push or opening a pull request. Empty
   * when the clause bans or asks, or names another code span.
   */
  static Optional<java.util.Map.Entry<Act, String>> milestoneMeans(String text) {
    Prose p = Prose.of(text);
    if (p.spans().size() != 1 || p.has("negation") || p.has("ask")) {
      return Optional.empty();
    }
    List<Prose.Word> ws = p.words();
    for (int k = 0; k < ws.size(); k++) {
      if (!ws.get(k).text().equals("§0")) {
        continue;
      }
      if (k == 0) {
        return Optional.empty();
      }
      String before = ws.get(k - 1).text();
      Act found = null;
      if (Set.of("use", "via", "through", "run", "with", "prefer").contains(before)) {
        // "use `x.sh` to commit"
        int j = k + 1;
        while (j < ws.size() && Lexicon.get().words("means-noun").contains(ws.get(j).text())) {
          j++;
        }
        if (j + 1 < ws.size() && Set.of("to", "for", "when").contains(ws.get(j).text())) {
          found = milestoneAt(p, j + 1);
        }
      }
      if (found == null && Set.of("via", "through", "using", "with").contains(before)) {
        // "open pull requests via `make pr`", "commit through `x.sh`": the act first; not the act
        // of a setting, "clear the outputs before committing a notebook with `x`", where the
        // means is the main verb's
        for (int j = Math.max(0, k - 5); j < k - 1 && found == null; j++) {
          boolean setting =
              j > 0
                  && (before.equals("with") || before.equals("using"))
                  && ORDER_BEFORE_ACT.contains(ws.get(j - 1).text());
          found = setting ? null : milestoneAt(p, j);
        }
      }
      String span = p.spans().get(0);
      String own = found == null ? null : found.command().orElse(null);
      String program = span.strip().split("\\s+")[0];
      if (found == null
          || own == null
          || program.equals(own.split(" ")[0])
          || span.startsWith("-")) {
        // "use `git commit -s` to commit", "use `git add -p` to commit only related changes",
        // "use `gh` to open PRs": the act's own program, a step of it or a flag — not a command
        // the act goes through instead
        return Optional.empty();
      }
      return Optional.of(java.util.Map.entry(found, span));
    }
    return Optional.empty();
  }

  /** Words of order that make the act after them a setting of another verb. */
  private static final Set<String> ORDER_BEFORE_ACT =
      Set.of("before", "after", "until", "once", "when", "while");

  /** The milestone whose verb stands at word {@code j}: commit, push, or opening a PR. */
  private static Act milestoneAt(Prose p, int j) {
    Lexicon lex = Lexicon.get();
    List<Prose.Word> ws = p.words();
    String act = ws.get(j).text();
    if (lex.words("act.commit").contains(act)) {
      return Act.COMMIT;
    }
    if (lex.words("act.push").contains(act)) {
      return Act.PUSH;
    }
    if (lex.words("open-verb").contains(act)) {
      int n = j + 1;
      while (n < ws.size() && Set.of("a", "an", "the", "your", "new").contains(ws.get(n).text())) {
        n++;
      }
      for (String pr : lex.words("act.pr")) {
        int len = pr.split(" ").length;
        if (n + len <= ws.size() && p.phraseIn(pr, n, n + len)) {
          return Act.PR;
        }
      }
    }
    return null;
  }

  static boolean mayNameCode(String text) {
    return text.indexOf('`') >= 0 || holds(text, SUBSTITUTION_WORDS);
  }

  static String quoteSubstituted(String text) {
    if (!holds(text, SUBSTITUTION_WORDS) || !SUBSTITUTES.matcher(text).find()) {
      return text;
    }
    String[] parts = text.split("`", -1);
    if (parts.length % 2 == 0) {
      // an unclosed backtick: the text is left as written
      return text;
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < parts.length; i++) {
      if (i > 0) {
        out.append('`');
      }
      if (i % 2 == 1) {
        out.append(parts[i]);
        continue;
      }
      String s = parts[i];
      java.util.regex.Matcher m = BARE_PROGRAM.matcher(s);
      StringBuilder seg = new StringBuilder();
      int done = 0;
      while (m.find()) {
        String w = m.group(1);
        String before = s.substring(0, m.start()).stripTrailing();
        if (!PROSE_PROGRAMS.contains(w)
            || Set.of("git", "gh").contains(w)
            || before.endsWith(" to")
            || before.endsWith(" on")
            || before.endsWith("到")) {
          continue;
        }
        // "uv run pytest", "poetry run pytest": the runner and its program are one command
        int from = m.start();
        java.util.regex.Matcher runner = RUNNER_BEFORE.matcher(s.substring(done, m.start()));
        if (runner.find() && PROSE_PROGRAMS.contains(runner.group(1))) {
          from = done + runner.start();
        }
        seg.append(s, done, from).append('`').append(s, from, m.end()).append('`');
        done = m.end();
      }
      seg.append(s.substring(done));
      out.append(seg);
    }
    return out.toString();
  }

  /** "install packages with §0", "add dependencies using §1": the installer named as the means. */
  private static final GatedPattern INSTALL_WITH =
      GatedPattern.compile(
          "\\b(install|installing|add|adding)\\s+([\\w-]+\\s+){0,3}?(with|using|via|through)\\s+§");

  /**
   * "use `exec_tool` to run commands", "call the `terminal` tool with a command such as", "使用
   * `exec_tool` 执行命令": a named tool as the means of running commands. Group {@code span} is the
   * tool's span number; {@code tool} is set when a word calls it a tool.
   */
  private static final GatedPattern MEANS_TOOL =
      GatedPattern.compile(
          "\\b(use|call|invoke)\\s+(the\\s+)?§(?<span>\\d+)(?<tool>\\s+tool)?"
              + "\\s+(to\\s+(run|execute)|for\\s+(running|executing)|with)\\b"
              + "[^§.;:]*?\\bcommands?\\b"
              + "|(使用|调用|用)\\s*§(?<hspan>\\d+)(?<htool>\\s*工具)?\\s*(来|去)?\\s*(执行|运行)"
              + "[^§。；：]*?命令");

  /** The verbs of a job a command does: lint, format, test, build, regenerate, bump … */
  private static final String JOB_VERBS =
      "(lint|format|type-?check|test|build|compile|check|verify"
          + "|validate|regenerate|generate|create|update|refresh|bump)";

  /** Words between code that has to pass and its verb: "`a` and `b` must both pass". */
  private static final Set<String> PASS_BETWEEN =
      Set.of(
          "and",
          "or",
          "must",
          "should",
          "has",
          "have",
          "to",
          "needs",
          "need",
          "both",
          "all",
          "are",
          "required");

  /** The verbs of a run that ends well: "passes", "succeeds", "is green". */
  private static final Set<String> PASS_VERBS =
      Set.of("pass", "passes", "succeed", "succeeds", "green");

  /**
   * "make sure `task verify` passes", "`a` and `b` must pass": code that has to pass is a run,
   * whatever its program.
   */
  private static boolean mustPass(Prose p, int w) {
    List<Prose.Word> ws = p.words();
    for (int i = w + 1; i < ws.size() && i <= w + 6; i++) {
      String x = ws.get(i).text();
      if (PASS_VERBS.contains(x)) {
        return true;
      }
      if (!x.startsWith("§") && !PASS_BETWEEN.contains(x) && !x.equals("is") && !x.equals("be")) {
        return false;
      }
    }
    return false;
  }

  /** "remove … from §N": a verb of removing, then "from" and code within a few words. */
  private static boolean removedFrom(Prose p, int w) {
    List<Prose.Word> ws = p.words();
    if (w < 0 || w >= ws.size() || !ws.get(w).text().startsWith("remov")) {
      return false;
    }
    for (int i = w + 1; i + 1 < ws.size() && i <= w + 6; i++) {
      if (ws.get(i).text().equals("from") && ws.get(i + 1).text().startsWith("§")) {
        return true;
      }
    }
    return false;
  }

  /**
   * A job done with a command is a run of it: "lint with `ruff check` after every edit", "Format
   * first: `terraform fmt`", "create a migration with `alembic revision`".
   */
  private static void jobDoneWith(Prose p, List<CommandRef> commands, List<Act> acts) {
    if (commands.isEmpty()) {
      return;
    }
    if (acts.isEmpty() && PURPOSE_LABEL.matcher(p.text()).find()) {
      // "Format first: `terraform fmt`": the job's label over the code that does it
      acts.add(Act.RUN);
    }
    java.util.regex.Matcher with = PURPOSE_WITH.matcher(p.text());
    if (with.find()) {
      if (acts.isEmpty()) {
        acts.add(Act.RUN);
      } else if (acts.equals(List.of(Act.EDIT))
          && Set.of("create", "update", "refresh", "bump").contains(with.group(3))
          && !p.text().contains("instead of")
          && !p.text().contains("rather than")) {
        // "update the snapshots with `X`": the command makes the change, so running it is the act
        // ("update the bindings with X rather than modifying `b.rs`" keeps the write it bans)
        acts.set(0, Act.RUN);
      }
    }
  }

  /** "lint with §0", "format the code using §1": a job done with a command. */
  private static final GatedPattern PURPOSE_WITH =
      GatedPattern.compile(
          "(^|,\\s*)\\W*(always\\s+)?"
              + JOB_VERBS
              + "\\s+([\\w-]+\\s+){0,3}?(with|using|via)\\s+§");

  /**
   * "Format first: §0", "then test: §1", "lint: §0 or §1": the job as a label, and after its colon
   * only the code that does it — a run of that code.
   */
  private static final GatedPattern PURPOSE_LABEL =
      GatedPattern.compile(
          "^\\W*((then|next|first|finally|also|and)\\s+)?"
              + JOB_VERBS
              + "(\\s+(first|next|then|last|again|everything|it|all|locally))?\\s*[:：]\\s*"
              + "§\\d+(\\s*(,|or|and|then|&&)?\\s*§\\d+)*\\W*$");

  /** A means in code closing the words before ", never": "… with `logger.error`". */
  private static final GatedPattern MEANS_BEFORE =
      GatedPattern.compile("(?i)\\b(with|using|via|through)\\s+§\\d+\\s*$");

  /**
   * The same kind of means opening the words after ", never" ("with `console.error`"), or its code
   * alone.
   */
  private static final GatedPattern MEANS_AFTER =
      GatedPattern.compile("(?i)\\s*((with|using|via|through)\\s+)?((a|an|the)\\s+)?§");

  /** "make sure they pass", "ensure it is green": a pronoun for the runs named before. */
  private static final GatedPattern SURE_THEY_PASS =
      GatedPattern.compile(
          "(?i)^\\W*(and\\s+|then\\s+)?(make\\s+sure|ensure|check|verify|confirm)\\s+(that\\s+)?"
              + "(they|it|both|these|those|all\\s+of\\s+them)\\s+(all\\s+)?"
              + "(pass|passes|succeed|succeeds|(are|is)\\s+green)\\b");

  /** "fix any issues", "resolve all errors": making the checks run before pass. */
  private static final GatedPattern FIX_FINDINGS =
      GatedPattern.compile(
          "(?i)^\\W*(and\\s+|then\\s+)?(fix|resolve|address|correct)\\s+(any|all|the)?\\s*"
              + "(issues|errors|problems|failures|warnings|findings|complaints)\\b");

  /**
   * A verb of running with no object after it ("never run against production", "do not use:", "run
   * only locally"): in a comment on a command line, the line is its object.
   */
  private static final GatedPattern OBJECTLESS_RUN =
      GatedPattern.compile(
          "(?i)\\b(run|running|use|execute|invoke|call)\\b(?=\\s*$|\\s*[:;,.!]|\\s+(against|on|in|inside|with"
              + "|from|for|without|when|while|outside|unless|before|after|during|locally|directly"
              + "|manually|only|twice|again)\\b)");

  /** The frame of asking before running the command line a comment is about, or {@code own}. */
  private static Frame askedLine(Statement s, FileFacts facts, Modality modality, Frame own) {
    String line = s.literals().get(0).split("\n")[0].strip();
    if (CommandRef.of(line, facts.programs()).isEmpty() || line.contains("`")) {
      return own;
    }
    return clause("Ask before running `" + line + "`.", facts, modality);
  }

  /** A task in the form of a namespaced name: {@code db:migrate}, {@code test:unit}. */
  static final GatedPattern TASK = GatedPattern.compile("[a-z][\\w-]*(:[\\w-]+)+");

  /** Words that make the name in code before them a directory. */
  private static final Set<String> DIRECTORY_NOUN =
      Set.of("folder", "folders", "directory", "directories", "dir", "dirs");

  /**
   * "leave §0 alone", "keep the §1 folder untouched", "leave §2 as is", "stay away from §3", "stay
   * out of §4" ("stay off", "steer clear of", "keep out of"), "keep (your hands) off (the) §5",
   * "hands off §6": what is named in code (one name, or a list: "leave §0 and §1 alone"), or "it",
   * "them", with at most an article or demonstrative before it; after "stay away from" and its kin,
   * also a thing in a place named in code ("keep your hands off the state config in §7").
   */
  private static final GatedPattern LEAVE_ALONE =
      GatedPattern.compile(
          "(?i)\\b(leave|keep)\\s+((the|that|this|these|those|any|all)\\s+)?"
              // "leave anything under `x/` alone": what a place holds
              + "((anything|everything|whatever\\s+is|(files?|code|contents?)(\\s+that\\s+lives?)?)"
              + "\\s+(in|under|inside|within)\\s+)?"
              + "(§\\d+(\\s*,\\s*(and\\s+|or\\s+)?§\\d+|\\s+(and|or)\\s+§\\d+)*|it|them)"
              + "(\\s+\\w+){0,2}?\\s+(alone|untouched|as[- ]is|as it is|as they are|unchanged)\\b"
              // "leave generated code alone", "leave the lockfiles untouched": what is left named
              // in words (a kind of file, where the words name one)
              + "|\\b(leave|keep)\\s+((the|that|this|these|those|any|all|our)\\s+)?([a-z][a-z-]*\\s+){1,3}"
              + "(alone|untouched)\\b"
              + "|^\\W*(please\\s+)?(stay\\s+(well\\s+)?(away\\s+from|out\\s+of|off(\\s+of)?|clear\\s+of)"
              + "|steer\\s+clear\\s+of"
              + "|(keep\\s+(your\\s+hands\\s+)?|hands\\s+)off(\\s+of)?|keep\\s+out\\s+of)"
              + "\\s+((the|that|this|these|those|any|all)\\s+)?"
              + "([a-z][\\w-]*\\s+){0,4}?((in|under|inside)\\s+)?§\\d+");

  /** "verify your changes", "to check your work": the agent's own changes as a whole. */
  private static final GatedPattern VERIFY_CHANGES =
      GatedPattern.compile(
          "(?i)\\b(verify|validate|check|test|confirm|double-check)\\s+(all\\s+)?(your|the|any|these|this)\\s+"
              + "(changes?|work|edits?|code changes?|fix|patch)\\b(?!\\s+(to|in|under|for|of)\\b)"
              // "Validate with `go test ./...`": the check with nothing named as its object
              + "|^\\W*(always\\s+)?(verify|validate|double-check)\\s+(with|using|by\\s+running)\\s+§"
              // "run `tflint` in the module you changed", "… on the changed files": the check's
              // object
              // is what was changed
              + "|\\b(in|on|for|against|over|across)\\s+(the|each|every|any|all|whatever)\\s+"
              + "(\\w+\\s+)?(modules?|packages?|crates?|projects?|workspaces?|director(y|ies)|folders?"
              + "|files?|code|services?|apps?|components?)\\s+(that\\s+)?you('ve|\\s+have)?\\s+"
              + "(changed|touched|edited|modified|updated)\\b"
              + "|\\b(in|on|for|against|over|across|lint|check|test|format|verify|validate)\\s+"
              + "((the|each|every|any|all)\\s+)?"
              + "(changed|modified|touched|edited)\\s+(modules?|packages?|crates?|projects?|files|code)\\b");

  /** A ban's opening word, then what it bans: "never …", "do not …", "never do: …". */
  private static final GatedPattern BAN_OPENER =
      GatedPattern.compile(
          "(?i)^(\\W*(?:(?:you|(?:the\\s+|ai\\s+|coding\\s+)?(?:agents?|assistants?))\\s+)?"
              + "(?:(?:must|should|shall)\\s+never|never(?:\\s+ever)?"
              + "|do\\s+not|don't|dont|(?:must|should|shall|may)\\s+not|mustn't|shouldn't|cannot|can't"
              // "agents are not permitted to merge …, approve …, or close …"
              + "|(?:are|is)\\s+not\\s+(?:permitted|allowed)\\s+to"
              + "|avoid)(?:\\s+do)?\\s*:?\\s+)(\\S.*)$");

  /**
   * "Never modify code in `src/`, edit `package.json`, or commit secrets": one ban word over a list
   * of acts, each with its verb and its own object, is a ban of each ("never modify code in
   * `src/`", "never edit `package.json`", "never commit secrets"), not of every act on every
   * object. The list is one of bans where its last act follows "or" or "nor", or the ban word is a
   * label ("never do: …"); without either, the acts after the first may be what to do instead
   * ("don't push to `main`, open a pull request"). A list whose acts share one object ("never edit,
   * move or delete files in `x/`"), whose items are not acts, or that says what to do instead stays
   * whole.
   */
  private static List<String> bannedActs(String part) {
    if (part.indexOf(',') < 0 || holds(part, "instead", "rather", " but ")) {
      return null;
    }
    java.util.regex.Matcher m = BAN_OPENER.matcher(part);
    if (!m.matches()) {
      return null;
    }
    List<String> items = new ArrayList<>();
    String rest = m.group(2);
    boolean either = false;
    int from = 0;
    int depth = 0;
    boolean code = false;
    for (int i = 0; i <= rest.length(); i++) {
      char c = i < rest.length() ? rest.charAt(i) : ',';
      if (c == '`') {
        code = !code;
      } else if (!code && (c == '(' || c == '[')) {
        depth++;
      } else if (!code && (c == ')' || c == ']')) {
        depth = Math.max(0, depth - 1);
      } else if (c == ',' && !code && depth == 0) {
        String item = rest.substring(from, Math.min(i, rest.length())).strip();
        either = item.matches("(?is)(or|nor)\\s.*");
        item = item.replaceFirst("(?i)^(or|and|nor)\\s+", "");
        List<String> words = List.of(item.split("\\s+"));
        String verb = words.get(0).toLowerCase(java.util.Locale.ROOT);
        if (words.size() < 2
            || Lexicon.get().actClassOf(verb).isEmpty()
                // ("…, approve them, or close issues": acts on pull requests and issues)
                && !Lexicon.get().words("github-verb").contains(verb)
                && !verb.equals("approve")) {
          return null;
        }
        items.add(item);
        from = i + 1;
      }
    }
    // "never do: a, b, c" and "don't a, b, or c" ban each; "don't push to `main`, open a PR" and
    // "never commit to `main`, create a branch and open a PR" may say what to do instead
    if (items.size() < 2 || !either && m.group(1).indexOf(':') < 0) {
      return null;
    }
    String opener = m.group(1).replaceFirst("(?i)(\\s+do)?\\s*:?\\s+$", " ");
    for (int i = 1; i < items.size(); i++) {
      // "merge pull requests, approve them, …": the pronoun stands for the object before it
      String[] words = items.get(i).split("\\s+", 2);
      String[] before = items.get(i - 1).split("\\s+", 2);
      if (words[1].matches("(?i)(them|it)\\W*")) {
        items.set(i, words[0] + " " + before[1]);
      }
    }
    return items.stream().map(item -> opener + item).toList();
  }

  /** A comma, then a ban or duty word: "use `X` to add them, never edit `Y` by hand". */
  private static final GatedPattern COMMA_DUTY =
      GatedPattern.compile("(?i),\\s+(?=(?:always|never|do not|don't|avoid)\\b)");

  /** A comma, then a verb of using: "…, use `pnpm`", "…，改用 `pnpm`". */
  private static final GatedPattern BAN_THEN_USE =
      GatedPattern.compile(
          "(?i),\\s+(?=(?:use|run|prefer|call|invoke|(?:re)?generate|create|add|write)\\s)"
              + "|，\\s*(?=(?:请)?(?:改用|使用|用|换用|应使用|应该使用|运行|执行|调用|重新生成))");

  /**
   * A comma, then "only" and code with no verb of its own: "don't run `pod update`, only `pod
   * install`" — the one form left to run, no part of the ban.
   */
  private static final GatedPattern BAN_THEN_ONLY =
      GatedPattern.compile("(?i),\\s+(?:but\\s+)?only\\s+(?=`[^`]+`\\s*[.!]?\\s*$)");

  /**
   * ", never against `x`", ", not into `x`", ", never `x`": a place ruled out after the place to
   * use (with no preposition of its own, the first place's is meant).
   */
  private static final GatedPattern PLACE_NOT_THAT =
      GatedPattern.compile(
          "(?i),\\s*(never|not)\\s+(?:(against|into|onto|to|on|from|in|under|inside|toward)\\s+)?(?=`)");

  /** A place word before code: "against `develop`", "in `src/`". */
  private static final GatedPattern PLACE_CODE =
      GatedPattern.compile("(?i)\\b(against|into|onto|to|on|from|in|under|inside|toward)\\s+`");

  /**
   * "don't publish, don't tag, don't merge": a ban of one verb, then (after the comma) a ban of
   * another — each a clause of its own.
   */
  private static boolean bansInARow(Prose head, String verb) {
    return head.words().size() == 2
        && head.find("negation").stream().anyMatch(h -> h.word() == 0)
        && !head.words().get(1).text().startsWith("§")
        && !verb.isEmpty()
        && !verb.equals(head.words().get(1).text());
  }

  /**
   * "Rebase, don't merge": a duty that is one verb of an act, then a ban of another act's verb —
   * two clauses, the first no object of the ban.
   */
  private static boolean otherActBanned(Prose head, String verb) {
    if (head.words().size() != 1) {
      return false;
    }
    Optional<String> first = Lexicon.get().actClassOf(head.words().get(0).text());
    Optional<String> banned = Lexicon.get().actClassOf(verb);
    return first.isPresent() && banned.isPresent() && !first.equals(banned);
  }

  /**
   * "Use `poetry add` to add packages, never edit `pyproject.toml` by hand": two duties after a
   * comma. Where the words before the comma state a condition or an order ("if the build fails,
   * never push", "before merging, always rebase"), they are the second duty's, and stay with it.
   */
  private static List<String> commaDuties(String part) {
    java.util.regex.Matcher again = Shapes.ORDER_AGAIN.matcher(part);
    if (again.matches()) {
      // "ask before adding a crate, before changing `lib.rs`": the head, with each order
      List<String> out = new ArrayList<>();
      out.addAll(commaDuties(again.group(1) + again.group(2) + again.group(3)));
      out.addAll(commaDuties(again.group(1) + again.group(2) + again.group(4)));
      return out;
    }
    java.util.regex.Matcher dont = Shapes.DO_THEN_DONT.matcher(part);
    if (dont.find()
        && Lexicon.get()
            .actClassOf(dont.group(1).toLowerCase(java.util.Locale.ROOT))
            .filter(c -> !c.equals("act.run"))
            .isPresent()) {
      // "read it, don't rewrite it": an act allowed, then a ban of its own after the comma, whose
      // pronoun stands for what the first names ("run `make check`, never skip it" insists on the
      // run, one duty)
      return List.of(part.substring(0, dont.start(2)), part.substring(dont.end(2)));
    }
    java.util.regex.Matcher step = Shapes.THEN_AFTER_BAN.matcher(part);
    if (step.find() && Prose.of(part.substring(0, step.start())).has("negation")) {
      // "use `pnpm`, never `npm`, then run `pnpm build`": the step after "then" is no object of
      // the ban before it, a duty of its own
      List<String> out = new ArrayList<>(commaDuties(part.substring(0, step.start())));
      out.add(part.substring(step.start()).replaceFirst("^\\s*,\\s*(?:and\\s+)?", ""));
      return out;
    }
    String[] items = NO_ITEM.split(part);
    if (items.length > 1
        && java.util.Arrays.stream(items)
                .filter(i -> i.strip().toLowerCase(java.util.Locale.ROOT).startsWith("no "))
                .count()
            >= 2) {
      // "no `any`, no `@ts-ignore`", "use Tailwind, no inline `style=`, no new CSS files": a list
      // of bans, each a clause of its own (one "use X, no Y" is a substitution, read whole)
      List<String> out = new ArrayList<>();
      for (String item : items) {
        out.addAll(commaDuties(item));
      }
      return out;
    }
    java.util.regex.Matcher place = PLACE_NOT_THAT.matcher(part);
    java.util.regex.Matcher first = PLACE_CODE.matcher(part);
    if (place.find()
        && (place.group(2) != null || place.group(1).equalsIgnoreCase("never"))
        && first.find()
        && first.start() < place.start()) {
      // "open PRs against `develop`, never against `main`": where to do it, then where not, each
      // with the act ("never open PRs against `main`") — the place named first is no object of a
      // ban
      // ("only run `pytest` on `unit/`, never on `e2e/`": "only" belongs to the first place)
      String act = part.substring(0, first.start()).strip().replaceFirst("(?i)^only\\s+", "");
      String then =
          place.group(1)
              + " "
              + (act.isEmpty() ? "" : Character.toLowerCase(act.charAt(0)) + act.substring(1))
              + " "
              + (place.group(2) != null
                  ? part.substring(place.start(2))
                  : first.group(1) + " " + part.substring(place.end()));
      return List.of(part.substring(0, place.start()), then);
    }
    // ("never edit `a/`, run `make x`, or push to `main`": a list of bans, its last act after
    // "or", none of them what to run instead)
    List<String> banned = bannedActs(part);
    if (banned != null) {
      return banned;
    }
    java.util.regex.Matcher onlyLeft = BAN_THEN_ONLY.matcher(part);
    if (onlyLeft.find()
        && part.substring(0, onlyLeft.start()).contains("`")
        && Prose.of(part.substring(0, onlyLeft.start())).has("negation")) {
      // "don't run `pod update`, only `pod install`": the ban; what is left to run is told, not
      // banned
      return commaDuties(part.substring(0, onlyLeft.start()));
    }
    java.util.regex.Matcher use = BAN_THEN_USE.matcher(part);
    if (use.find()
        && (part.substring(0, use.start()).contains("`")
            // ("don't hard-code API URLs, use `import.meta.env`": a ban with its object in words)
            || Prose.of(part.substring(0, use.start())).words().size() >= 4
            || part.charAt(use.start()) == '，'
            // ("never hand-edit them, generate a new one with `x`": a pronoun for its object)
            || Shapes.ENDS_WITH_PRONOUN.matcher(part.substring(0, use.start())).find())
        && part.substring(use.end()).contains("`")
        // ("…, use `git restore` instead": the substitution reads the whole clause)
        && !part.substring(use.start())
            .matches("(?is).*\\b(instead\\b(?!\\s+of\\b)|rather\\b(?!\\s+than\\b)).*")
        && Prose.of(part.substring(0, use.start())).has("negation")) {
      // "don't use `npm`, use `pnpm`", "不要使用 `npm`，改用 `pnpm`": the ban, then what to run
      // instead, each a clause of its own (the second is no part of the ban)
      List<String> out = new ArrayList<>();
      out.add(part.substring(0, use.start()));
      out.addAll(commaDuties(part.substring(use.end())));
      return out;
    }
    java.util.regex.Matcher m = COMMA_DUTY.matcher(part);
    if (!m.find()) {
      return List.of(part);
    }
    String head = part.substring(0, m.start());
    Prose p = Prose.of(head);
    Prose tail = Prose.of(part.substring(m.end()));
    // the verb after the ban word: "never hardcode them" is a duty of its own
    String verb =
        tail.words().size() > 1 && !tail.words().get(1).text().startsWith("§")
            ? tail.words().get(1).text()
            : "";
    if (p.has("condition")
        || p.has("before")
        || p.has("after")
        // "In the frontend, never run …", "While on call, never …": the opening says where or
        // when the ban holds
        || !p.words().isEmpty()
            && SUBORDINATORS.contains(p.words().get(0).text())
            && !namesMilestoneOrChange(p, p.words().size())
        || p.words().size() < 3 && !otherActBanned(p, verb) && !bansInARow(p, verb)
        || Lexicon.get().classesStartingWith("act.").stream().noneMatch(tail::has)
            && !bansInARow(p, verb)
            && !DecisionTable.CONTENT_VERBS.contains(verb)) {
      // "use `bun`, never `node`", "work on a branch, never on `main`": no act of its own, the
      // tail is what the first duty replaces
      return List.of(part);
    }
    List<String> out = new ArrayList<>();
    out.add(head);
    out.addAll(commaDuties(part.substring(m.end())));
    return out;
  }

  /**
   * "Edit `project.yml`, never the `.xcodeproj` itself, then run `xcodegen generate`": a file act
   * on the first object, and the same act banned on the second; the first object is what to act on,
   * no part of the ban, and a step after "then" follows the act allowed. Null where the verb is not
   * a file act ("use `pnpm`, never `npm`" is a substitution, read whole).
   */
  private static List<String> objectNotThat(String part) {
    java.util.regex.Matcher m = Shapes.OBJECT_NOT_THAT.matcher(part);
    if (!m.matches()) {
      return null;
    }
    String verb = m.group(1).toLowerCase(java.util.Locale.ROOT);
    if (!Lexicon.get()
        .actClassOf(verb)
        .filter(c -> c.equals("act.edit") || c.equals("act.read") || c.equals("act.delete"))
        .isPresent()) {
      return null;
    }
    String allowed = part.substring(0, m.end(2)).strip();
    List<String> out = new ArrayList<>();
    out.add(m.group(4) == null ? allowed : allowed + ", then " + m.group(4));
    out.add("never " + verb + " " + m.group(3));
    return out;
  }

  /**
   * A ban in words before a colon, then bans that name code ("Never rewrite history: no `git
   * rebase` on `main`, never `git push --force`").
   */
  private static final GatedPattern BAN_THEN_BANS =
      GatedPattern.compile(
          "(?i)\\W*((?:never|don't|do\\s+not|no)\\s(?:[^:`]|`[^`:]*`)+):\\s+"
              + "((?:no|never|don't|do\\s+not)\\s[^:]*`[^:]*?)[.!]?\\s*");

  /**
   * A command's failure, then a fix owed before a milestone: "If `make test` fails, fix it before
   * you push" (group 1 the command, 2 from "before" on).
   */
  private static final GatedPattern FAILS_THEN_FIX =
      GatedPattern.compile(
          "(?i)^\\W*(?:if|when)\\s+(`[^`]+`)\\s+(?:fails|is\\s+red|is\\s+failing|breaks|does\\s*n[o']t"
              + "\\s+pass|reports\\s+(?:errors|failures|issues))\\s*,\\s*(?:then\\s+)?fix\\s+"
              + "(?:it|them|that|the\\s+\\w+|any\\s+\\w+|what\\s+it\\s+reports)\\s+(before\\s.*)$");

  /** A comma before an item that bans with "no". */
  private static final GatedPattern NO_ITEM = GatedPattern.compile("(?i),\\s*(?=no\\s)");

  /** A parenthesis that holds only a command line: a program name, then options and words. */
  private static final GatedPattern BARE_COMMAND =
      GatedPattern.compile("[a-z][a-z0-9._-]*( [-\\w./:=@]+)*");

  /**
   * Whether {@code text} is only one command line in code, of two words or more and no path: "`git
   * config --global`", not "`src/`" or "`make`".
   */
  private static boolean commandOnly(String text) {
    if (!text.matches("`[^`]+`")) {
      return false;
    }
    String span = text.substring(1, text.length() - 1).strip();
    // ("(`fly deploy`)": a program of a plain name, known or not, with words after it)
    return span.contains(" ")
        && !Paths.isPath(span.split("\\s+")[0])
        && CommandRef.ran(span, Set.of()).isPresent();
  }

  /** Done by hand: a command beside such a ban is the way the work is meant to be done. */
  private static final GatedPattern BY_HAND =
      GatedPattern.compile("(?i)\\b(by\\s+hand|manually|hand-(edit|write|written|edited))\\b");

  /**
   * Whether a command in code in parentheses after {@code before} is the means of the act {@code
   * before} bans: the clause bans, is not about work done by hand (whose parenthesis names the tool
   * that does it instead, "never edit the clients by hand (`make generate`)"), and shares a word
   * with the command ("don't change git config (`git config --global`)"; "never bypass the
   * formatter (`cargo fmt --check`)" names the check, not the act, and is false). Null where the
   * clause does not ban or bans work by hand. A clause of a few words with no negation of its own
   * is an item a heading may ban ("## Never" then "- Deploy (`fly deploy`)"): its command is the
   * means only where the clause's opening verb is a word of it.
   */
  private static Boolean meansOfBan(String before, String code) {
    Prose clause = Prose.of(before);
    boolean bans = clause.has("negation");
    if (bans
        ? BY_HAND.matcher(before).find()
        : clause.words().isEmpty()
            || clause.words().size() > 4
            || clause.has("before")
            || clause.has("after")) {
      return null;
    }
    java.util.Set<String> said = new java.util.LinkedHashSet<>();
    for (Prose.Word w : bans ? clause.words() : clause.words().subList(0, 1)) {
      said.add(w.text());
    }
    for (String w : code.toLowerCase(java.util.Locale.ROOT).split("[^a-z]+")) {
      // a word of the command said, or inside a word said ("`make train-prod`" after "retrain
      // the production model"; "prod" opens "production")
      for (String x : said) {
        if (w.length() >= 3
            && (x.equals(w) || w.length() >= 4 && (x.contains(w) || stem(x).equals(stem(w))))) {
          return true;
        }
      }
    }
    return bans ? false : null;
  }

  /** Whether a verb of running stands among the last four words of the text ("run the tests"). */
  private static boolean runsPurpose(CharSequence text) {
    Prose p = Prose.of(text.toString());
    int n = p.words().size();
    return p.find("act.run").stream().anyMatch(h -> h.word() >= n - 4);
  }

  /** Whether one of the last three words of {@code text} names a purpose ("the tests pass"). */
  private static boolean afterPurpose(String text) {
    String[] words = text.toLowerCase(java.util.Locale.ROOT).split("[^\\p{L}-]+");
    for (int i = Math.max(0, words.length - 3); i < words.length; i++) {
      String w = words[i];
      if (Lexicon.get().groundings("purpose").stream().anyMatch(g -> g.phrases().contains(w))) {
        return true;
      }
    }
    return false;
  }

  /**
   * A parenthetical right after inline code explains that code ("`script/test` (runs `go test
   * ./...`)"): it is dropped. One that states a condition ("(if you changed the schema)") stays as
   * a clause of the sentence; one that is only inline code a few words after a purpose names the
   * command of that purpose ("until the tests pass (`make test`)") and is read in the same phrase;
   * any other stays as it is.
   */
  static String parentheticals(String text) {
    StringBuilder out = new StringBuilder();
    boolean code = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '`') {
        code = !code;
      }
      if (c != '(' || code) {
        out.append(c);
        continue;
      }
      int close = closing(text, i);
      if (close < 0) {
        out.append(c);
        continue;
      }
      String inner = text.substring(i + 1, close);
      boolean explainsCode = out.toString().stripTrailing().endsWith("`");
      Prose p = Prose.of(inner);
      Boolean means =
          explainsCode || !commandOnly(inner.strip()) || p.has("negation")
              ? null
              : meansOfBan(out.toString(), inner.strip());
      if (Boolean.FALSE.equals(means) && afterPurpose(out.toString()) && runsPurpose(out)) {
        // "never run database migrations (`alembic upgrade head`) …": the purpose's command is
        // what the verb of running runs
        means = true;
      }
      if (Shapes.SEE_ALSO.matcher(inner).lookingAt()) {
        // "touch files owned by another team (see `CODEOWNERS`)": where to read more, no object
        out.append(' ');
      } else if (Shapes.CODE_SET_UP.matcher(inner).lookingAt()
          // "`x runserver` (don't leave it running when you finish)": a process to stop, which no
          // call shows; nothing to run or ban
          || Shapes.LEFT_RUNNING.matcher(inner).find()) {
        // "clear outputs before committing (`nbstripout` is installed as a filter)": code said to
        // be in place already, which runs by itself and is nothing to run
        out.append(' ');
      } else if (!explainsCode && Shapes.EXTENSIONS_ONLY.matcher(inner).matches()) {
        // "never modify binary assets (`.glb`, `.png`)", "Scenes (`.tscn`) are edited in the
        // editor": the extensions the files of the words before end in
        out.append(" ").append(inner.strip().replace("`.", "`*.")).append(" files ");
      } else if (Boolean.TRUE.equals(means)) {
        // "do not change the git config (`git config --global …`)": the command the banned act is
        // done with, as "… with `git config --global`" would say
        out.append(" with ").append(inner.strip()).append(" ");
      } else if (Boolean.FALSE.equals(means) && afterPurpose(out.toString())) {
        // "never bypass the formatter (`cargo fmt --check`)": the purpose's command, which the
        // ban's verb does not run; dropped
        out.append(' ');
      } else if (!explainsCode
          && inner.strip().matches("`[^`]+`")
          && afterPurpose(out.toString())) {
        out.append(" ").append(inner.strip()).append(" ");
      } else if (!explainsCode
          && inner.strip().matches("`[^`]+`")
          && Paths.isPath(inner.strip().substring(1, inner.strip().length() - 1))) {
        // "if you modify the GraphQL schema (`schema.graphql`), …": the path the words before it
        // name, read in their phrase
        out.append(" ").append(inner.strip()).append(" ");
      } else if (!explainsCode
          && !inner.contains("`")
          && BARE_COMMAND.matcher(inner.strip()).matches()
          && CommandRef.of(inner.strip(), Set.of()).isPresent()) {
        // "Ensure the project is formatted (cargo fmt --all)": a command written without quotes
        out.append(", `").append(inner.strip()).append("`, ");
      } else if (!explainsCode
          && !p.words().isEmpty()
          && Lexicon.get().words("alternative").contains(p.words().get(0).text())) {
        // "never call live services from tests (use the recorded responses)": what to do instead,
        // a rule of its own whose objects are not the ban's
        out.append("; ").append(inner).append("; ");
      } else if (p.has("condition")) {
        out.append(", ").append(inner).append(", ");
      } else if (!explainsCode
          && inner.strip().startsWith("`")
          && (p.has("negation") || p.has("hard"))) {
        // "don't update it (`nix flake update` is not allowed)": code as the subject of a rule of
        // its own
        out.append("; ").append(inner).append("; ");
      } else if (explainsCode && (p.has("negation") || p.has("soft"))) {
        // "`cargo build` (debug only; avoid `--release`)": a rule of its own, not an explanation
        out.append("; ").append(inner).append("; ");
      } else if (!explainsCode) {
        out.append(", ").append(inner).append(", ");
      }
      i = close;
    }
    return out.toString();
  }

  /** The kind nouns that may follow a name in code: "the `release/*` branches", "`db/` folder". */
  private static final GatedPattern SPAN_KIND =
      GatedPattern.compile(
          "(?i)`([^`]+)`\\s+(branch|branches|tag|tags|file|files|directory|directories|folder"
              + "|folders)\\b");

  /**
   * The one name in code a clause gave, as a later pronoun stands for it: with the kind noun after
   * it ("the `release/*` branches are protected; do not push to them": to `release/*` branches).
   */
  private static String antecedentSpan(String previous) {
    String span = Prose.of(previous).spans().get(0);
    java.util.regex.Matcher kind = SPAN_KIND.matcher(previous);
    return kind.find() && kind.group(1).equals(span)
        ? "`" + span + "` " + kind.group(2)
        : "`" + span + "`";
  }

  /** A path in code that opens a text as its label: "`vendor/` — …", "`gen/`: …". */
  private static final GatedPattern PATH_LABEL =
      GatedPattern.compile("^[\\W&&[^`]]*`([^`\\s]+)`\\s*(?:[—–:]|-\\s|\\()");

  /**
   * A clause that ends on its verb, perhaps with a manner: "do not modify", "never edit by hand".
   */
  private static final GatedPattern BARE_VERB_END =
      GatedPattern.compile(
          "(?i)(?<=\\b[a-z-]{3,20})(\\s+(directly|manually|by\\s+hand|yourself))?\\s*[.!]?\\s*$");

  /**
   * The path a banning clause with no object of its own acts on, when the clause before opens with
   * it as a label ("`vendor/` — copied in; do not modify"), or null.
   */
  private static String labelledObject(Frame own, String clause, String previous) {
    java.util.regex.Matcher label = PATH_LABEL.matcher(previous);
    return bareBan(own, clause) && label.lookingAt() && Paths.isPath(label.group(1))
        ? "`" + label.group(1) + "`"
        : null;
  }

  /**
   * Whether a clause bans an act on files and ends on its verb, with no object of its own: "do not
   * modify", "don't hand-edit", "never delete manually".
   */
  private static boolean bareBan(Frame own, String clause) {
    if (!own.negative()
        || own.acts().isEmpty()
        || !java.util.EnumSet.of(Act.EDIT, Act.DELETE, Act.COMMIT, Act.READ).containsAll(own.acts())
        || !own.commands().isEmpty()
        || !own.paths().isEmpty()
        || !own.tokens().isEmpty()
        || !own.fileKinds().isEmpty()
        || !own.subjects().isEmpty()
        || clause.indexOf('`') >= 0) {
      return false;
    }
    java.util.regex.Matcher end = BARE_VERB_END.matcher(clause);
    if (!end.find()) {
      return false;
    }
    String words = clause.substring(0, end.start()).strip();
    String verb = words.substring(words.lastIndexOf(' ') + 1).toLowerCase(java.util.Locale.ROOT);
    return Lexicon.get().actClassOf(verb).isPresent();
  }

  /**
   * A clause with no subject of its own that denies a verb in the third person, "(but) never
   * touches", "and doesn't modify", "but won't delete": said of the subject before it.
   */
  private static final GatedPattern SAME_SUBJECT_DENIED =
      GatedPattern.compile(
          "(?i)^\\W*(?:(?:but|and|yet)\\s+)?(?:(?:never|not)\\s+[a-z]*[^s\\W]s\\b"
              + "|doesn['’]t\\b|does\\s+not\\b|won['’]t\\b|will\\s+not\\b)");

  /** A relative path of two or more parts: `services/billing`, `libs/core/`. */
  private static final GatedPattern RELATIVE_PLACE =
      GatedPattern.compile("[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+/?");

  /**
   * Whether the span at word {@code w} is a relative path right after in, inside, under, within.
   */
  private static boolean placeAfterIn(Prose p, int w, String span) {
    return w > 0
        && Set.of("in", "inside", "under", "within").contains(p.words().get(w - 1).text())
        && RELATIVE_PLACE.matcher(span).matches()
        && !span.startsWith(".");
  }

  /**
   * A further command after "before" in a clause that asks ("ask before you run `a` or `b`"): added
   * to the commands asked about, and true, when the clause asks and runs alone come later.
   */
  private static boolean askedToo(
      Optional<CommandRef> cmd, boolean asks, List<Act> laterActs, List<CommandRef> commands) {
    if (cmd.isEmpty()
        || !asks
        || !laterActs.stream().allMatch(a -> a == Act.RUN)
        || CommandRef.listed(commands, cmd.get())) {
      return false;
    }
    commands.add(cmd.get());
    return true;
  }

  private static int closing(String text, int open) {
    boolean code = false;
    int depth = 0;
    for (int i = open; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '`') {
        code = !code;
      } else if (!code && c == '(') {
        depth++;
      } else if (!code && c == ')' && --depth == 0) {
        return i;
      }
    }
    return -1;
  }

  /** "`x` is safe to run", "that's fine to use": a permission whose subject is a command. */
  private static final GatedPattern PERMITTED_RUN =
      GatedPattern.compile(
          "(?i)\\b(?:is|are|['’]s)\\s+(?:always\\s+|perfectly\\s+)?(safe|fine|ok|okay|allowed|permitted)"
              + "(?:\\s+to\\s+(?:run|use|execute))?\\b");

  /**
   * "`make deploy` is not", "`npm run db:drop` isn't", "`a` and `b` are not — ask", "pushing is
   * not": a clause whose predicate is left out (group 1 what it is said of, 2 the verb), up to its
   * end or a spaced dash.
   */
  private static final GatedPattern ELIDED_NOT =
      GatedPattern.compile(
          "^\\W*(`[^`]+`(?:\\s*(?:,|,?\\s*and|,?\\s*or)\\s*`[^`]+`)*|\\p{L}+ing)\\s+(is|are)"
              + "(?:\\s+not|n['’]t)"
              + "(?=\\W*$|\\s+[—–-]\\s)");

  /**
   * The act a clause says another does, from its verb on: "A maintainer opens the pull request" →
   * "open the pull request", "Maintainers merge PRs" → "merge PRs"; null where no subject stands
   * before an act word (a verb in the third person, or one after a plural of people).
   */
  private static String othersAct(String previous) {
    StringBuilder masked = new StringBuilder(previous);
    boolean code = false;
    for (int i = 0; i < masked.length(); i++) {
      if (masked.charAt(i) == '`') {
        code = !code;
      } else if (code) {
        masked.setCharAt(i, ' ');
      }
    }
    java.util.regex.Matcher w = Shapes.LETTERS.matcher(masked);
    String prior = null;
    while (w.find()) {
      String x = w.group().toLowerCase(java.util.Locale.ROOT);
      // (a word right after an article is a noun: "the builds run in CI")
      if (prior != null && !DETERMINERS.contains(prior)) {
        String base = x.endsWith("es") && !x.endsWith("ses") ? x.substring(0, x.length() - 2) : "";
        if (x.endsWith("s") && verbBase(x.substring(0, x.length() - 1))) {
          base = x.substring(0, x.length() - 1);
        }
        if (!x.endsWith("ss") && x.length() > 3 && verbBase(base)) {
          return base + previous.substring(w.end());
        }
        if (Shapes.PEOPLE_PLURAL.contains(prior) && Lexicon.get().actClassOf(x).isPresent()) {
          return x + previous.substring(w.end());
        }
        if (Lexicon.get().actClassOf(x).isPresent()) {
          // a verb after a subject that is not a person's: no act of another
          return null;
        }
      }
      prior = x;
    }
    return null;
  }

  /** A verb's base form: an act word or one that opens imperatives ("tag", "open"). */
  private static boolean verbBase(String word) {
    return !word.isEmpty()
        && (Lexicon.get().actClassOf(word).isPresent()
            || io.contextcov.compiler.statements.ModalityDetector.isImperative(word));
  }

  /**
   * "`make test` is fine to run; `make deploy` is not": the clause (or sentence) after a permission
   * says the opposite of its predicate, read in full — "`make deploy` is not allowed" ("… not safe
   * to run" after "safe", which asks); what follows a dash stays ("— ask").
   */
  public static String elided(String previous, String clause) {
    if (previous != null && Shapes.YOU_DO_NOT.matcher(clause).matches()) {
      // "A maintainer opens the pull request; you do not": what another does, the agent does not
      String act = othersAct(previous);
      return act == null ? clause : "Never " + act.strip().replaceAll("[.;,]+$", "") + ".";
    }
    // ("Committing is fine. Pushing is not.": an act named by its gerund)
    if (previous == null || !clause.contains("`") && !clause.contains("ing ")) {
      return clause;
    }
    java.util.regex.Matcher e = ELIDED_NOT.matcher(clause);
    java.util.regex.Matcher p = PERMITTED_RUN.matcher(previous);
    if (!e.find() || !p.find()) {
      return clause;
    }
    String rest = clause.substring(e.end());
    return e.group(1)
        + " "
        + e.group(2)
        + (p.group(1).equalsIgnoreCase("safe") ? " not safe to run" : " not allowed")
        + (rest.isBlank() ? "." : rest);
  }

  /**
   * "…; run `pnpm codegen` instead" after a ban: the way to do what the clause before forbids, owed
   * only by one who would do it — no duty under the lead-in's order ("When you change `web/`:").
   */
  private static final GatedPattern BARE_INSTEAD =
      GatedPattern.compile("(?i)\\binstead\\b(?!\\s+of\\b)");

  /**
   * "## Don't" over "- Edits to `migrations/` by hand — generate them with `alembic revision`": a
   * later clause that opens with a verb of its own is a duty of its own, not one more thing the
   * heading or lead-in bans (an order it gives, "Before committing:", still holds for it); so does
   * a later sentence of the item ({@code laterSentence}): "## Things to avoid" over "- No
   * `GlobalScope.launch`. Use a `viewModelScope`." bans only the first.
   */
  private static boolean ownDuty(String clause, List<String> clauses, boolean laterSentence) {
    if (clause == clauses.get(0) && !laterSentence) {
      return false;
    }
    Prose p = Prose.of(clause);
    if (p.words().isEmpty() || p.has("negation")) {
      return false;
    }
    String first = p.words().get(0).text();
    // ("… directly; go through `src/sdk/http.py`": the way to do it instead)
    return io.contextcov.compiler.statements.ModalityDetector.isImperative(first)
        || first.equals("go")
            && p.words().size() > 1
            && Set.of("through", "via", "with").contains(p.words().get(1).text());
  }

  /** Words that open examples: "for example", "for instance", "such as", "e.g.". */
  private static final String EXAMPLE_WORDS =
      "(?:(?:for\\s+example|for\\s+instance|such\\s+as)\\b|e\\.\\s?g\\.)[,:]?\\s*`";

  /** A comma before examples in code: ", for example `curl`", ", e.g. `rm -rf`". */
  private static final GatedPattern COMMA_EXAMPLES =
      GatedPattern.compile("(?i),\\s*(?=" + EXAMPLE_WORDS + ")");

  /** A clause that opens by giving examples: "for example `curl`, `wget`", "e.g. `rm -rf`". */
  static final GatedPattern EXAMPLES_OPENING =
      GatedPattern.compile("(?i)^\\W*(?:" + EXAMPLE_WORDS + "|(?:including|like)\\b[,:]?\\s*`)");

  /** A lead-in that opens with the end of the task: "When you finish a change:", "Once done:". */
  private static final GatedPattern FINISHING_LEAD =
      GatedPattern.compile(
          "(?i)(?:"
              + io.contextcov.compiler.statements.StatementFinder.FINISHING_OPENING
              + "|^\\W*(?:when|once)\\s+done\\b)[^:]{0,40}:\\s*$");

  /**
   * A section heading as an order reads it: one that opens with the end of the task ("## When you
   * are done") says what its steps are owed before, as "Before you finish" does.
   */
  private static String orderHeading(String heading) {
    return Shapes.FINISHING_HEADING.matcher(heading.strip()).lookingAt()
        ? "Before you finish"
        : heading;
  }

  /**
   * The frames a bare item inherits from: its lead-in ("Before committing:"), and its section
   * heading when that carries a modal or order word ("Forbidden commands", "Before you push") and
   * the item is a list item. When both give an order, the item owes both.
   */
  private static List<Frame> contexts(Statement s, FileFacts facts) {
    List<Frame> out = new ArrayList<>();
    if (s.leadIn() != null && !Shapes.KNOWING_LEAD.matcher(s.leadIn()).find()) {
      // ("Agents working here should know:": what to know is no duty, and its "should" does not
      // soften the items' own bans)
      // "The following is strictly forbidden:" is read as the label "Strictly forbidden:"
      String leadIn =
          Shapes.THE_FOLLOWING
              .matcher(io.contextcov.compiler.statements.ModalityDetector.preStep(s.leadIn()))
              .replaceFirst("$1");
      if (io.contextcov.compiler.statements.ModalityDetector.HANDS_OFF_LABEL
          .matcher(leadIn.strip())
          .matches()) {
        // "Hands off:", "Stay away from:": what the items name is not to be touched
        leadIn = "Do not touch:";
      } else if (leadIn.strip().endsWith(":") && FINISHING_LEAD.matcher(leadIn).lookingAt()) {
        // "When you finish a change:" over "1. `bun test`": each item is owed before the end
        leadIn = "Before you finish:";
      } else if (leadIn.strip().endsWith(":")
          && io.contextcov.compiler.statements.ModalityDetector.bansHeading(leadIn)) {
        // "Don'ts:" over a list, as the heading "Don'ts" is: each item is a ban
        leadIn = "Never:";
      }
      out.add(facts.context(leadIn, t -> clause(parentheticals(t), facts, null)));
    }
    if (!s.section().isEmpty()
        && (s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.LIST_ITEM
            // "## Off limits" over a table of paths: the heading bans each
            || io.contextcov.compiler.statements.StatementFinder.bannedCell(
                s.unit(), s.text(), s.section())
            // "## Before committing" then "Run:" over a block: the heading says when
            || s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.PARAGRAPH
                && io.contextcov.compiler.statements.StatementFinder.RUN_LABEL
                    .matcher(s.text().strip())
                    .matches())) {
      String heading =
          orderHeading(
              io.contextcov.compiler.statements.ModalityDetector.preStep(
                  s.section().get(s.section().size() - 1)));
      if (io.contextcov.compiler.statements.ModalityDetector.bansHeading(heading)) {
        // "Don'ts", "What not to do", "Things that get a PR rejected": a heading over bans,
        // whatever else it names
        heading = "Never";
      } else if (io.contextcov.compiler.statements.ModalityDetector.asksHeading(heading)
          && !Prose.of(heading).has("ask")
          && !Prose.of(heading).has("caution")
          && !Prose.of(s.text()).has("ask")) {
        // "⚠️ Careful", "Caution": a warning over the tier of acts to ask about first (an item
        // that asks itself, "`x` wipes the volume; ask first", says what about)
        heading = "Ask first";
      }
      Prose p = Prose.of(heading);
      if (p.has("hard")
          || p.has("soft")
          || p.has("negation")
          || p.has("before")
          // "## 提交前" (before committing): in Chinese the act comes before the order word
          || p.han() && !hanLater(p).isEmpty()
          || p.has("ask")
          // "### Be careful with" over "- anything under `deploy/prod/`": asked about
          || p.has("caution")
          || p.has("permission")
              && (s.modality() == Modality.MAY
                  // ("## You may" over "- create feature branches": a bare imperative is the
                  // leave's object, no duty)
                  || s.modality() == Modality.MUST && bareImperative(s.text()))) {
        Frame h = facts.context(heading, t -> clause(parentheticals(t), facts, null));
        boolean another =
            out.isEmpty() || h.later().isPresent() && !h.later().equals(out.get(0).later());
        // a heading is a noun phrase: it is never read as a description of something else
        if (another) {
          out.add(h);
        }
      } else if (out.isEmpty() && changeHeading(p) && !Prose.of(s.text()).has("negation")) {
        // "Updating dependencies" over "Run `go mod tidy`": the heading names the change the steps
        // follow; it counts only where it names what was changed (a path or a kind of file)
        Frame h = facts.context("after " + heading, t -> clause(parentheticals(t), facts, null));
        if (h.since().isPresent() && !h.ungrounded()) {
          out.add(h);
        }
      }
    } else if (!s.section().isEmpty()
        && s.unit() == io.contextcov.compiler.markdown.TextUnit.Kind.PARAGRAPH
        && s.modality() == Modality.MUST) {
      // "## Before you commit" over "Run `make lint` and `make test`.": a heading that is only an
      // order is when a paragraph's duty is owed (its bans and questions are the items' alone)
      String heading = orderHeading(s.section().get(s.section().size() - 1));
      Prose p = Prose.of(heading);
      if (p.has("before") && !p.has("negation") && !p.has("ask") && !p.has("hard")) {
        Frame h = facts.context(heading, t -> clause(parentheticals(t), facts, null));
        if (h.later().isPresent() && h.later().get().milestone()) {
          out.add(h);
        }
      }
    }
    return out;
  }

  /**
   * A heading that names a change: its first word, or the one after "when"/"if"/"after", is a verb
   * of editing in its -ing form ("Updating dependencies", "When changing `.proto` files").
   */
  static boolean changeHeading(Prose p) {
    List<Prose.Word> words = p.words();
    int first =
        !words.isEmpty() && p.find("condition").stream().anyMatch(h -> h.word() == 0)
                || !words.isEmpty() && p.find("after").stream().anyMatch(h -> h.word() == 0)
            ? 1
            : 0;
    if (words.size() <= first + 1) {
      return false;
    }
    String verb = words.get(first).text();
    return verb.endsWith("ing") && p.find("act.edit").stream().anyMatch(h -> h.word() == first);
  }

  /**
   * Whether a lead-in with nothing the reader grounds ("When you build or test:") only names the
   * topic of an item that owes a step after a change of its own ("run `ctest` after every change to
   * `src/`"): the item's trigger is what holds, not the lead-in's unread act.
   */
  private static boolean topicOnly(Frame own, Frame ctx) {
    return own.since().isPresent()
        && !own.negative()
        && !ctx.negative()
        && ctx.ask() == Ask.NONE
        && ctx.acts().isEmpty()
        && ctx.commands().isEmpty()
        && ctx.paths().isEmpty()
        && ctx.later().isEmpty()
        && ctx.since().isEmpty();
  }

  /** Fills what the item does not say itself from its context. */
  private static Frame inherit(Frame own, Frame ctx, String clause) {
    Prose p = Prose.of(clause);
    if (!ctx.commands().isEmpty()
        && ctx.since().isEmpty()
        && !ctx.negative()
        && own.commands().isEmpty()
        && !own.paths().isEmpty()
        && own.acts().isEmpty()
        && changesListed(ctx.text())) {
      // "Run `make gen` after modifying any of these:" over "- `api/*.proto`": the item names
      // what is changed, and the lead-in's command is owed once it was
      return ctx.withPaths(List.of())
          .openedBy(new Since(own.paths().stream().map(Paths::glob).toList(), Optional.empty()));
    }
    boolean ownStrength = p.has("hard") || p.has("soft") || p.has("permission");
    boolean ownPolarity =
        p.has("negation") || startsWithNo(p) || LEAVE_ALONE.matcher(p.text()).find();
    // ("Build:" over "- Don't touch `x` unless you are updating pods": the item's own exception
    // softened its ban, which the lead-in does not harden again)
    Strength strength =
        ownStrength || ownPolarity && own.strength() == Strength.SOFT
            ? own.strength()
            : ctx.strength();
    boolean negative = ownPolarity || ownStrength ? own.negative() : ctx.negative();
    // ("Ask when unsure. In particular:" over "- When you're done, run `make check`": an item
    // that owes its own command by a time of its own is a duty, not a question)
    boolean ownDutyByTime =
        own.ask() == Ask.NONE
            && !own.negative()
            && !ownPolarity
            && !own.commands().isEmpty()
            && own.later().isPresent()
            && ctx.later().isEmpty()
            && ctx.laterCommand().isEmpty();
    Ask ask = own.ask() != Ask.NONE || ownDutyByTime ? own.ask() : ctx.ask();
    boolean ownBan =
        ownPolarity
            && own.negative()
            && !ctx.negative()
            && ctx.later().isPresent()
            && !own.passing()
            && (!own.acts().isEmpty() || !own.commands().isEmpty());
    List<CommandRef> commands = own.commands();
    List<String> tokens = own.tokens();
    if (negative
        && !ownPolarity
        && commands.isEmpty()
        && !own.acts().isEmpty()
        && Shapes.DONE_WITH_CODE.matcher(own.text()).find()) {
      // "## Never" over "- Deploy (`fly deploy`)", "- Publish with `npm publish`": the item's act
      // is done with that command, which the heading bans (read alone, the item bans nothing, so
      // its code stayed words)
      commands =
          tokens.stream().map(x -> CommandRef.ran(x, Set.of())).flatMap(Optional::stream).toList();
      List<String> ran = commands.stream().map(CommandRef::pattern).toList();
      tokens = tokens.stream().filter(x -> !ran.contains(x)).toList();
    }
    java.util.regex.Matcher leading = Shapes.LEADING_CODE.matcher(own.text());
    boolean leads = leading.lookingAt();
    if ((negative || ask == Ask.REQUIRED)
        && !ownPolarity
        && commands.isEmpty()
        && leads
        && (negative
                && ctx.acts().contains(Act.RUN)
                && Shapes.COMMANDS_WORD.matcher(ctx.text()).find()
            // ("## Don't" over "- `expo eject` — we stay on …", "## Ask first" over "- `eas
            // build` or `eas submit` (they cost money)": a program and its subcommand, no verb)
            || tokens.stream()
                .anyMatch(
                    x ->
                        leading.group().contains("`" + x + "`")
                            && Shapes.BARE_COMMAND_LINE.matcher(x).matches()))) {
      // "## Commands you must not use" over "- `eas build` or `eas submit` — builds cost money":
      // the code the item opens with stands where the heading's commands do, known programs or
      // not (its reason after the dash names no command)
      String head = leading.group();
      commands =
          tokens.stream()
              .filter(x -> head.contains("`" + x + "`"))
              .map(x -> CommandRef.ran(x, Set.of()))
              .flatMap(Optional::stream)
              .toList();
      List<String> ran = commands.stream().map(CommandRef::pattern).toList();
      tokens = tokens.stream().filter(x -> !ran.contains(x)).toList();
    }
    // ("`a` or `b` — these change the live app": commands labelling the reason after them)
    boolean leadingLabel =
        leads
            && !commands.isEmpty()
            && own.text().substring(leading.end()).matches("(?s)\\s*[—–:].*");
    // ("Avoid:" over "- `mix hex.publish` — packages are published by CI": the command the item
    // is labelled with is what the context governs, the words after it its reason, whose acts
    // are not the item's)
    boolean labelReason =
        !ownStrength
            && !ownPolarity
            && (!own.commands().isEmpty() && Shapes.COMMAND_LABEL.matcher(clause).lookingAt()
                || leadingLabel);
    // ("Dependencies" over "- never vendor (`go mod vendor` is off)": a label that only names a
    // topic lends no act to an item that names its own command)
    boolean topicOnly = ctx.descriptive() && !own.commands().isEmpty() && !labelReason;
    List<Act> acts = (own.acts().isEmpty() || labelReason) && !topicOnly ? ctx.acts() : own.acts();
    if (own.ask() == Ask.WAIVED && !ownPolarity && ctx.negative()) {
      // "Not allowed:" over "pushing without approval": what lacks approval is banned, so a
      // human must approve it
      ask = Ask.REQUIRED;
    }
    return new Frame(
        strength,
        negative,
        ask,
        acts,
        commands,
        own.paths(),
        own.flags(),
        tokens,
        own.fileKinds(),
        own.purposes(),
        // ("Before committing:" over "- Don't approve PRs": a ban of the item's own is no step
        // owed by then)
        ownBan ? own.later() : own.later().or(ctx::later),
        ownBan ? own.laterCommand() : own.laterCommand().or(ctx::laterCommand),
        own.since().or(ctx::since),
        own.passing() || ctx.passing(),
        own.ungrounded() || ctx.ungrounded() && !topicOnly(own, ctx),
        own.preferred(),
        own.replaced(),
        own.branch().or(ctx::branch),
        own.subjects(),
        // an item under a lead-in is a noun phrase the lead-in's verb governs, unless it has a
        // modal of its own ("`tests/` holds fixtures; it must not be edited")
        // ("`make test` is green" under "Before finishing": the state owed by then)
        own.descriptive()
            && p.words().stream().anyMatch(w -> MODALS.contains(w.text()))
            && !labelReason
            && !(ctx.later().isPresent()
                && own.later().isEmpty()
                && CODE_IS_PASSING.matcher(clause).lookingAt()),
        own.acts().isEmpty() || labelReason ? ctx.bare() : own.bare(),
        own.options(),
        own.runningPurposes().isEmpty() ? ctx.runningPurposes() : own.runningPurposes(),
        own.runningCommands().isEmpty() ? ctx.runningCommands() : own.runningCommands(),
        own.httpMethods(),
        own.replacedTokens(),
        own.laterTools().isEmpty() ? ctx.laterTools() : own.laterTools(),
        own.excludedPaths(),
        own.text());
  }

  /** An item with no word of strength, polarity, asking or order of its own: "create branches". */
  private static boolean bareImperative(String text) {
    Prose p = Prose.of(text);
    return !p.has("hard")
        && !p.has("soft")
        && !p.has("negation")
        && !p.has("ask")
        && !p.has("before")
        && !p.has("after")
        && !p.has("condition");
  }

  /**
   * A lead-in that ends on a change whose object is the list under it: "after modifying any of
   * these:", "when you change:".
   */
  private static boolean changesListed(String leadIn) {
    if (!leadIn.strip().endsWith(":")) {
      return false;
    }
    Prose p = Prose.of(leadIn);
    return (p.has("after") || p.has("condition")) && p.has("act.edit");
  }

  /** A substitution between programs: "instead of", "rather than", "X, not Y", "X, never Y". */
  private static final GatedPattern BETWEEN =
      GatedPattern.compile(
          "(?i)\\b(instead of|rather than|in place of|over)\\b|,\\s*(not|never)\\b(?!\\s+even\\b)");

  private static final GatedPattern BARE_WORD =
      GatedPattern.compile("(?<![`\\w./-])[a-z][a-z0-9]*(?![`\\w/-])");

  /**
   * "Use pnpm, not npm or yarn": programs named without code quotes on both sides of a substitution
   * read as if quoted, so the substitution knows which side each is on. Only the {@code
   * prose-program} class counts, and only when the substitution has one on each side.
   */
  static String quotedPrograms(String text) {
    java.util.regex.Matcher between = BETWEEN.matcher(text);
    if (!between.find()) {
      return text;
    }
    StringBuilder out = new StringBuilder();
    boolean before = false;
    boolean after = false;
    int last = 0;
    boolean code = false;
    java.util.regex.Matcher m = BARE_WORD.matcher(text);
    while (m.find()) {
      for (int i = last; i < m.start(); i++) {
        if (text.charAt(i) == '`') {
          code = !code;
        }
      }
      out.append(text, last, m.start());
      last = m.end();
      if (!code && PROSE_PROGRAMS.contains(m.group())) {
        before |= m.start() < between.start();
        after |= m.start() >= between.end();
        out.append('`').append(m.group()).append('`');
      } else {
        out.append(m.group());
      }
    }
    out.append(text.substring(last));
    return before && after ? out.toString() : text;
  }

  /**
   * A clause as the reader reads it: "read only" as the one word "read-only" (a state of files, not
   * an act of reading), and programs quoted as {@link #quotedPrograms} says.
   */
  private static String prepared(String text) {
    String t =
        holds(text, "only") ? Shapes.READ_ONLY_WORDS.matcher(text).replaceAll("$1-only") : text;
    if (holds(t, "do")) {
      // "`go test ./...` — do this before every push": the pronoun stands for the labelled run
      t = Shapes.LABEL_DO_THIS.matcher(t).replaceFirst("$1run it");
    }
    return quotedPrograms(t);
  }

  /** "outside of the src directory": a usual directory named in words, as code ("`src/`"). */
  private static String namedDirectories(String text) {
    if (!holds(text, "directory", "folder")) {
      return text;
    }
    java.util.regex.Matcher named = Shapes.NAMED_DIRECTORY.matcher(text);
    StringBuilder out = new StringBuilder();
    while (named.find()) {
      named.appendReplacement(
          out,
          // ("the .github folder": a name with a leading dot is no English word)
          Paths.knownDirectory(named.group(2)) || named.group(2).startsWith(".")
              ? java.util.regex.Matcher.quoteReplacement("`" + named.group(2) + "/`")
              : "$0");
    }
    return named.appendTail(out).toString();
  }

  /** Adds {@code item} unless the list holds it already. */
  private static void addOnce(List<String> list, String item) {
    if (!list.contains(item)) {
      list.add(item);
    }
  }

  /**
   * "… and the theme in `themes/paper/` (a submodule — please don't modify it, …)": a ban by a
   * pronoun inside a parenthesis right after code, in a sentence that rules nothing outside it, is
   * a ban of that code alone (not of every place the sentence names); null where there is none.
   */
  static String asideBan(String text) {
    if (text.indexOf('(') < 0) {
      return null;
    }
    java.util.regex.Matcher m = Shapes.CODE_ASIDE.matcher(text);
    while (m.find()) {
      java.util.regex.Matcher ban = Shapes.PRONOUN_BAN_IN_ASIDE.matcher(m.group(2));
      // ("`make dev` (never leave it running …)": a process to stop, nothing banned)
      if (!ban.find() || Shapes.LEFT_RUNNING.matcher(m.group(2)).find()) {
        continue;
      }
      Prose outside = Prose.of(text.substring(0, m.start(2) - 1) + text.substring(m.end()));
      if (outside.has("negation") || outside.has("hard") || outside.has("soft")) {
        return null;
      }
      return ban.group().replaceFirst("(?i)\\b(it|them)\\b", "`" + m.group(1) + "`") + ".";
    }
    return null;
  }

  /**
   * Sorts the act words of a clause into the main clause's acts, the later step's and the
   * opening's, and the acts with no object; the hit of an edit's purpose ({@code skip[0]}) and
   * those inside a relative clause ({@code skip[1]} to {@code skip[2]}) are passed over. {@code
   * regions} are the later step, the opening and the condition.
   */
  private static void sortActs(
      Prose p,
      List<ActHit> hits,
      int[] skip,
      Ask ask,
      Region[] regions,
      List<Act> acts,
      List<Act> laterActs,
      List<Act> openingActs,
      Set<Act> bare) {
    int relative = skip[1];
    int relativeEnd = skip[2];
    for (ActHit h : hits) {
      if (h.word == skip[0]) {
        continue;
      }
      if (relative >= 0 && h.word > relative && (relativeEnd < 0 || h.word < relativeEnd)) {
        continue;
      }
      // 使用 `any`: a Chinese verb's hit stands on the next English word; a code span there is
      // its object (an English act word is never a span)
      boolean hanObject = h.word < p.words().size() && p.words().get(h.word).text().startsWith("§");
      if (p.han() ? hanBare(p, h.end, ask) : !hanObject && objectless(p, h.word)) {
        bare.add(h.act);
      }
      if (inside(regions[0], h.word)) {
        laterActs.add(h.act);
      } else if (opens(p, regions[1], regions[2], h)) {
        openingActs.add(h.act);
      } else if (!acts.contains(h.act)) {
        acts.add(h.act);
      }
    }
  }

  /** Reads one clause. {@code modality} is the statement's, for clauses with no modal word. */
  static Frame clause(String text, FileFacts facts, Modality modality) {
    Prose p = Prose.of(prepared(text));
    int n = p.words().size();

    // order: "before committing" puts the later act and its objects in the region after the word
    int beforeAt = firstWord(p, "before");
    int afterAt = firstWord(p, "after");
    if (p.han()) {
      // 提交代码之前，执行 X / 修改后运行 X: in Chinese the act comes before the order word, so
      // what follows it is the main clause (the later act and the opening are read by hanOrder and
      // HAN_SINCE)
      if (beforeAt >= 0 && Prose.isHan(p.find("before").get(0).entry())) {
        beforeAt = -1;
      }
      if (afterAt >= 0 && Prose.isHan(p.find("after").get(0).entry())) {
        afterAt = -1;
      }
    }
    Region later = beforeAt >= 0 ? region(p, beforeAt, n) : null;
    Region opening =
        afterAt >= 0 && (beforeAt < 0 || afterAt < beforeAt) ? region(p, afterAt, n) : null;
    if (later != null && opening != null && opening.to > later.from) {
      opening = new Region(opening.from, later.from);
    }
    Region condition = conditionRegion(p);

    Strength strength = strength(p, modality);
    Ask ask = ask(p);
    // substitution: "use X instead of Y", "X, not Y", "prefer X over Y", "instead of Y, use X"
    List<CommandRef> preferred = new ArrayList<>();
    List<CommandRef> replaced = new ArrayList<>();
    List<String> replacedTokens = new ArrayList<>();
    int marker = substitution(p, facts, preferred, replaced, replacedTokens);
    boolean negative = negative(p, modality, marker);

    List<Act> acts = new ArrayList<>();
    List<Act> laterActs = new ArrayList<>();
    List<Act> openingActs = new ArrayList<>();
    Set<Act> bare = new LinkedHashSet<>();
    // "commits that have been pushed": what a relative clause says of the object is not an act
    int relative = relativeClause(p);
    int relativeEnd = relative < 0 ? -1 : relativeEnd(p, relative);
    List<ActHit> hits = acts(p);
    // "never edit `package.json` manually to add dependencies": the act after "to" is the edit's
    // purpose, which no write shows — no act of its own, and the edit is asked about
    int editPurpose = purposeOfEdit(p, hits);
    if ((editPurpose >= 0 || editedFor(p, hits)) && negative && strength == Strength.HARD) {
      strength = Strength.SOFT;
    }
    sortActs(
        p,
        hits,
        new int[] {editPurpose, relative, relativeEnd},
        ask,
        new Region[] {later, opening, condition},
        acts,
        laterActs,
        openingActs,
        bare);
    if (acts.contains(Act.INSTALL) && bumpedInFile(p, hits)) {
      // "never bump `minSdk` in `app/build.gradle.kts`": a value raised in a named file is a
      // write of that file, not an install
      acts.set(acts.indexOf(Act.INSTALL), Act.EDIT);
    }
    if (p.han()) {
      // 提交前 / 推送之前: in Chinese the later act comes before the word
      hanOrder(p, laterActs);
    }
    if (acts.isEmpty() && NO_NEW_FILES.matcher(p.text()).find()) {
      // "no new `.js` files": none are to be made, as "do not add new `.js` files" says
      negative = true;
      acts.add(Act.EDIT);
    }
    if (!negative && skipped(p, acts)) {
      // (as softly as "avoid": the skip may be meant for a case the clause names, so it is never
      // a hard ban)
      negative = true;
      strength = Strength.SOFT;
    }
    if (!negative && leftAlone(p, acts)) {
      negative = true;
    }

    List<CommandRef> commands = new ArrayList<>();
    List<String> paths = new ArrayList<>();
    List<String> flags = new ArrayList<>();
    List<String> tokens = new ArrayList<>();
    List<String> options = new ArrayList<>();
    Optional<CommandRef> laterCommand = Optional.empty();
    Optional<CommandRef> openingCommand = Optional.empty();
    List<String> excludedPaths = new ArrayList<>();
    List<String> pathExceptions = new ArrayList<>();
    List<String> openingPaths = new ArrayList<>();
    List<String> committedPaths = new ArrayList<>();
    int lastCommandSpan = -2;
    CommandRef lastCommand = null;
    List<String> openingNames = new ArrayList<>();
    // "never use `exec_tool` to run commands (e.g. `make serve`)": the ban is on the tool; the
    // commands named after it are examples of what it runs, not commands banned
    int[] meansTool = meansTool(p);
    int meansSpan = meansTool[0];
    int examplesFrom = meansTool[1];
    java.util.Map<Integer, String> subcommands = subcommands(p);
    for (int i = 0; i < p.spans().size(); i++) {
      String span = subcommands.getOrDefault(i, p.spans().get(i));
      int w = p.spanWord(i);
      if (i == meansSpan || w >= 0 && p.words().get(w).at() >= examplesFrom || span.isEmpty()) {
        continue;
      }
      span = spanAsNamed(p, i, w, span);
      if (believed(p, w) || treated(p, w) || madeSo(p, w, span)) {
        // "never assume `docker` is installed": what is believed of a tool, not a run of it
        // ("never trust the output of `git status`": what is done with its output)
        continue;
      }
      // ("do not import `sqlite3`": a module imported in code, not a program run)
      Optional<CommandRef> cmd =
          inCode(p, w) || importedAt(p, w)
              ? Optional.empty()
              : CommandRef.of(span, facts.programs());
      if (cmd.isEmpty() && !inCode(p, w) && span.matches("[a-z][A-Za-z0-9:_-]*")) {
        cmd = facts.named(span);
      }
      if (cmd.isEmpty()
          && (runVerbBefore(p, w)
              || withTool(p, w, negative)
              || w >= 0 && mustPass(p, w)
              || callsCommandLine(p, w, span))) {
        // "run `buf lint`", "regenerate the stubs with `buf generate`", "never trigger runs with
        // `airflow dags trigger`": what is run, whatever its program
        cmd = CommandRef.ran(span, facts.programs());
        if (cmd.isEmpty()
            && (negative && runVerbBefore(p, w)
                || Shapes.HYPHENED_TOOL.matcher(span).matches()
                    && (runVerbBefore(p, w) || withTool(p, w, false)))) {
          // "never run `printenv`": one plain word banned as a run is a program (a duty to run
          // one word is not read so: it may be a script's name, and a duty no call meets blocks
          // — unless its words are joined as a tool's are, "run `ansible-lint`", "lint with
          // `yaml-lint`")
          cmd = CommandRef.joined(span, facts.programs());
        }
      }
      if (cmd.isEmpty()
          && negative
          && w == 1
          && Set.of("never", "no", "don't").contains(p.words().get(0).text())
          && Shapes.BARE_COMMAND_LINE.matcher(span).matches()) {
        // "❌ `expo eject` — we stay on the managed workflow" (read "Never `expo eject` …"): a
        // program and its subcommand banned with no verb, right after the ban's word
        cmd = CommandRef.joined(span, facts.programs());
      }
      if (cmd.isEmpty() && (exampleOfCommands(p, w) || negative && runsInParentheses(p, w))) {
        // "interactive commands like `vim`", "editors such as `nano`": an example of a kind of
        // program is a program, even one unknown word ("never launch jobs on the cluster
        // (`sbatch`, `srun`)": the programs that do the run)
        cmd = CommandRef.joined(span, facts.programs());
      }
      if (cmd.isEmpty() && i == lastCommandSpan + 1 && listedAfter(p, i, w)) {
        // "do not run `manage.py flush` or `dropdb`": joined to a command, a command too (also
        // by a comma, "don't run `env`, `printenv` or `set`")
        cmd = CommandRef.joined(span, facts.programs());
      }
      if (cmd.isEmpty()
          && Shapes.HYPHENED_TOOL.matcher(span).matches()
          && i + 1 < p.spans().size()
          && listedAfter(p, i + 1, p.spanWord(i + 1))
          && CommandRef.of(p.spans().get(i + 1), facts.programs())
              .filter(c -> c.pattern().contains(" "))
              .isPresent()) {
        // "`nix-collect-garbage` and `nix store gc`": a tool's joined words before a command
        cmd = CommandRef.joined(span, facts.programs());
      }
      if (cmd.isEmpty()
          && lastCommand != null
          && i == lastCommandSpan + 1
          && p.spanWord(i - 1) >= w - 2
          && TASK.matcher(span).matches()) {
        // "`bin/rails db:drop`, `db:reset` or `db:schema:load`": more tasks of the program named
        String prev = lastCommand.pattern();
        int last = prev.lastIndexOf(' ');
        if (last > 0 && TASK.matcher(prev.substring(last + 1)).matches()) {
          cmd = CommandRef.of(prev.substring(0, last) + " " + span, facts.programs());
        }
      }
      if (cmd.isEmpty() && lastCommand != null && i == lastCommandSpan + 1) {
        cmd = otherFlag(p, i, w, span, lastCommand, facts);
      }
      if (cmd.isPresent()) {
        lastCommandSpan = i;
        lastCommand = cmd.get();
      }
      if (cmd.isPresent() && fileNotRun(p, w, span, acts)) {
        cmd = Optional.empty();
      }
      int verbBefore = previousWord(p, w);
      if (cmd.isPresent()
          && !span.contains(" ")
          && Paths.isPath(span)
          && verbBefore >= 0
          && FILE_VERB_CLASSES.stream()
              .anyMatch(c -> Lexicon.get().words(c).contains(p.words().get(verbBefore).text()))) {
        // "run `rails db:migrate` and commit `db/schema.rb`": the file a verb right before it
        // works on, even where the sentence runs something else
        cmd = Optional.empty();
      }
      boolean path = cmd.isEmpty() && (Paths.isPath(span) || fileActedOn(p, w, span));
      if (inside(later, w) || hanBefore(p, w)) {
        if (cmd.isPresent()
            && laterCommand.isEmpty()
            && laterActs.stream().allMatch(a -> a == Act.RUN)) {
          laterCommand = cmd;
        } else if (askedToo(cmd, ask == Ask.REQUIRED && !negative, laterActs, commands)) {
          // "ask before you run `terraform apply` or `terraform destroy`": each run is asked about
        } else if (cmd.isEmpty()
            && ask == Ask.REQUIRED
            && !negative
            && laterActs.stream().allMatch(a -> a == Act.RUN)
            && TASK.matcher(span).matches()) {
          // "ask before running `cache:clear`": a task named without its runner
          tokens.add(span);
        } else if (path && ask == Ask.REQUIRED && placeAsked(p, laterActs, acts)) {
          // "ask before adding files to `src/core/`": what is asked about stands after "before"
          paths.add(span);
        } else if (path && ask != Ask.REQUIRED && laterActs.contains(Act.COMMIT)) {
          // "run X before you commit anything under `web/`": owed once files there changed
          committedPaths.add(span);
        }
        continue;
      }
      if (inside(opening, w) || inside(condition, w)) {
        if (cmd.isPresent() && openingCommand.isEmpty()) {
          openingCommand = cmd;
        } else if (path && excluding(p, w)) {
          excludedPaths.add(span);
        } else if (path) {
          openingPaths.add(span);
        } else if (openingActs.contains(Act.EDIT)
            && (FILE_NAME.matcher(span).matches() || placeAfterIn(p, w, span))) {
          // "if you touch `schema.prisma`": a file name, whatever its extension; "when working
          // in `services/billing`": a place after in, whatever its first directory
          openingPaths.add(span);
        } else if (CODE_NAME.matcher(span).matches()) {
          openingNames.add(span);
        }
        continue;
      }
      if (cmd.isPresent() && negative && leftOutBefore(p, w)) {
        // "never run anything but `make test`": the one command left out of the ban
        continue;
      } else if (cmd.isPresent()) {
        CommandRef named = cmd.get();
        if (commands.stream().noneMatch(c -> c.pattern().equals(named.pattern()))) {
          commands.add(named);
        }
      } else if (path && negative && (afterWithoutEdit(p, w) || aboutCode(p, w))) {
        // "never change the public API without updating `CHANGELOG.md`": the file is what must
        // be written too, not what is banned; "imports that climb out of `lib/`": the place
        // says which imports, not what is written
        continue;
      } else if (path && codeCalled(p, w)) {
        tokens.add(span);
      } else if (path && !excludedPaths.isEmpty() && excluding(p, w)
          || path && negative && leftOutBefore(p, w)) {
        // "except `a.yaml`, `b.yaml` or `c.yaml`": the list the exception opens runs on past its
        // comma
        excludedPaths.add(span);
      } else if (path) {
        boolean named =
            w + 1 < p.words().size()
                && Set.of("directory", "folder", "dir", "tree", "directories", "folders")
                    .contains(p.words().get(w + 1).text());
        // "the `.git` directory": a directory, though written without its slash ("do not open
        // `.env`, print `.env` …": a place named twice is one place)
        addOnce(paths, named && !span.endsWith("/") && !span.contains("*") ? span + "/" : span);
      } else if (FLAG.matcher(span).matches() && means(p, w)) {
        // "no trailers in commit messages, by any means, including `-m`": the flag is a way to
        // write the message the rule is about, not what it bans
        continue;
      } else if (FLAG.matcher(span).matches()) {
        flags.add(span);
        options.add(span);
      } else if (OPTION.matcher(span).matches() || ENV.matcher(span).matches()) {
        options.add(span);
      } else if (!span.isBlank()) {
        tokens.add(span);
      }
    }

    proseObjects(p, later, opening, condition, commands, paths);
    namedRuns(p, later, opening, condition, commands, facts);
    // "npm packages", "`pip` dependencies": the program names whose packages, not a run of it
    commands.removeIf(c -> c.pattern().equals(c.program()) && namesPackages(p, c.program()));
    groundedCommands(p, ask, later, opening, condition, commands);

    // what opens the rule: a write to files of a language, kind or path, or a command run
    Set<String> runningPurposes = new LinkedHashSet<>();
    List<CommandRef> runningCommands = new ArrayList<>();
    Optional<Since> since = Optional.empty();
    if (!committedPaths.isEmpty()) {
      since =
          Optional.of(
              new Since(
                  committedPaths.stream().map(Paths::glob).toList(),
                  List.of(),
                  Optional.empty(),
                  List.of(),
                  List.of()));
    }
    String prerequisite = null;
    CommandRef prerequisiteCommand = null;
    boolean negativeOverride = false;
    String purposeFromCondition = null;
    boolean ungrounded = false;
    if (condition != null
        && opening != null
        && condition.from >= opening.from
        && condition.from < opening.to) {
      condition = null;
    }
    if (condition != null
        && negative
        && strength == Strength.HARD
        && !commands.isEmpty()
        && exception(p, condition)
        && (!excludedPaths.isEmpty() || !openingPaths.isEmpty())) {
      // "never run `rm` except on files in `tmp/`": which files a command line works on its
      // words do not say for certain, so the command is asked about rather than refused
      strength = Strength.SOFT;
    }
    strength = narrowedProgram(p, commands, negative, strength);
    jobDoneWith(p, commands, acts);
    if ((acts.contains(Act.INSTALL) || acts.contains(Act.DEPENDENCY))
        && !acts.contains(Act.RUN)
        && !commands.isEmpty()
        && INSTALL_WITH.matcher(p.text()).find()) {
      // "never install packages with `pip`": installing with a program is running it, as "don't
      // use `pip` to install packages" says
      acts.add(Act.RUN);
    }
    for (Region r : new Region[] {opening, condition}) {
      if (r == null) {
        continue;
      }
      if (workingHere(p, r)) {
        // "when you work here", "while working on this project": every call the rule sees
        continue;
      }
      if (ask == Ask.REQUIRED
          && acts.isEmpty()
          && laterActs.isEmpty()
          && commands.isEmpty()
          && openingCommand.isPresent()
          && openingActs.stream().allMatch(a -> a == Act.RUN)
          && !passIn(p, r)
          && !hedge(p, r)) {
        // "if you need to run `make deploy`, ask first", "ask if a command needs `sudo`": the
        // command the condition names is what is asked about (a wish included: wanting to run it
        // is when to ask; not "if `make test` fails, ask", which asks after the run)
        commands.add(openingCommand.get());
        acts.add(Act.RUN);
        continue;
      }
      if (aside(p, r)
          && !(r == condition && holdsState(p, r))
          && !askedWish(r == condition, ask, acts, laterActs, openingActs)) {
        // "if you want to change the port, run …", "if you changed it by mistake, run …": a wish
        // or a mishap, not a change the rule follows ("if you have files you want to keep" is a
        // state of the workspace, whose wish is the files')
        ungrounded = true;
        continue;
      }
      if (finishing(p, r)) {
        // "once you're done editing, run X": the end of the work, which X is owed before
        continue;
      }
      if (r == condition
          && ask == Ask.REQUIRED
          && acts.isEmpty()
          && laterActs.isEmpty()
          && !openingActs.isEmpty()
          && !openingActs.contains(Act.RUN)
          && !hedge(p, r)) {
        // "when adding a dependency, ask first": the act the condition names is what is asked
        // about, as in "ask before adding a dependency" (and so are the paths it names)
        acts.addAll(openingActs);
        openingPaths.stream().filter(x -> !paths.contains(x)).forEach(paths::add);
        continue;
      }
      List<String> globs = openingGlobs(p, r, openingPaths);
      List<String> alsoRuns = groundedIn(p, r, "manifest-command");
      boolean edits = editsOpen(p, r, openingActs, globs, alsoRuns);
      if (edits
          && !globs.isEmpty()
          && !negative
          && p.positions("only").stream().anyMatch(o -> o <= r.from)) {
        // "run `npm ci` only when the lockfile changed", "only run `npm install` when
        // `package.json` changed": when the command may run, not a duty to run it
        ungrounded = true;
      } else if (edits
          && openingActs.contains(Act.DEPENDENCY)
          && !commands.isEmpty()
          && commands.stream().allMatch(c -> usedAsWay(p, c))) {
        // "when adding a dependency, use `uv add`": the way the dependency is added, owed after
        // no write of a manifest
        ungrounded = true;
      } else if (edits && !globs.isEmpty() && !exception(p, r)) {
        // (not "unless you are adding a dependency": a case the rule leaves out, owing nothing)
        since =
            Optional.of(
                new Since(
                    List.copyOf(new java.util.LinkedHashSet<>(globs)),
                    excludedPaths.stream().map(Paths::glob).toList(),
                    Optional.empty(),
                    List.of(),
                    alsoRuns));
      } else if (openingCommand.isPresent()
          && passIn(p, r)
          && !concessive(p, r)
          && openingActs.isEmpty()
          && acts.stream().anyMatch(Act::milestone)) {
        // "don't push if `make check` fails", "commit only after `make test` passes": the command
        // comes first, and passing
        prerequisiteCommand = openingCommand.get();
      } else if (openingCommand.isPresent()
          && openingActs.contains(Act.RUN)
          && !(r == condition && !options.isEmpty() && commands.isEmpty())) {
        since = Optional.of(new Since(List.of(), openingCommand));
      } else if (edits && r == condition && !openingNames.isEmpty() && !hedge(p, r)) {
        // "if you change `ConfigToml`, run X": a write naming that code opens the rule
        since =
            Optional.of(
                new Since(List.of(), List.of(), Optional.empty(), List.copyOf(openingNames)));
      } else if (edits
          && (r == opening || r == condition)
          && anyChange(p, r)
          && !(r.to >= p.words().size() && p.text().strip().endsWith(":"))) {
        // "after making changes", "when you change code", "whenever you make changes": any write
        // (not "run it when you change:", whose list names what is changed)
        since = Optional.of(new Since(changedThere(p, r), Optional.empty()));
      } else if (writesOpen(openingActs)
          && (r == opening || r == condition)
          && !negative
          && (commands.isEmpty()
              // "regenerate code when the interface definitions change": a purpose's own verb
              // opens the sentence ("extend tests when you touch code" is no run)
              ? acts.stream().allMatch(a -> a == Act.RUN)
                      && r.from > 0
                      && purposeIn(p, new Region(0, Math.min(r.from, acts.isEmpty() ? 1 : 3)))
                          != null
                  // "when you add an endpoint, update `docs/api.md`": a write owed (row 3d)
                  || acts.equals(List.of(Act.EDIT)) && !paths.isEmpty()
              : acts.contains(Act.RUN))
          && !hedge(p, r)
          && !exception(p, r)
          && !concessive(p, r)
          && !asksInRegion(p, r)
          && !needed(p, r)
          && !(r.to >= p.words().size() && p.text().strip().endsWith(":"))) {
        // "run `make docs` after modifying tools", "regenerate with X when the API shapes change":
        // a change no call shows, opened by a write whose path holds one of its names; a person
        // says whether it was that change (row 3e). One that names nothing ("if you changed files
        // in the repo") is any change.
        String words = unseenWords(p, r);
        List<String> stems = unseenStems(words);
        List<String> there = changedThere(p, r);
        if (!there.equals(List.of("**"))) {
          // "In `packages/api`, run X after changing anything there": the place named before
          since = Optional.of(new Since(there, Optional.empty()));
        } else if (stems == null && p.positions("only").isEmpty() && kindOfChange(words)) {
          // "after user-facing changes", "for every user-visible change": a kind of change no
          // path names; any write opens the duty, and a person says whether it was that kind
          since = Optional.of(Since.unseenChange(new Frame.Unseen(words, List.of())));
        } else if (stems == null || !p.positions("only").isEmpty()) {
          // "only run X if …" limits X; "after modifying their sources" points elsewhere
          ungrounded = true;
        } else {
          since =
              Optional.of(
                  stems.isEmpty()
                      ? new Since(List.of("**"), Optional.empty())
                      : Since.unseenChange(new Frame.Unseen(words, stems)));
        }
      } else if (openingActs.contains(Act.EDIT)
          && r == condition
          && r.from == 0
          && !negative
          && commands.isEmpty()
          && acts.stream().allMatch(a -> a == Act.EDIT)
          && r.to >= p.words().size()
          && p.text().strip().endsWith(":")
          && !hedge(p, r)
          && !asksInRegion(p, r)) {
        // "If you change any widget definitions or schemas:" over "1. Run `make snap`": a lead-in
        // that is the change alone opens each step under it (row 3e), where it names the change
        String words = unseenWords(p, r);
        List<String> stems = unseenStems(words);
        if (stems != null && !stems.isEmpty()) {
          since = Optional.of(Since.unseenChange(new Frame.Unseen(words, stems)));
        }
      } else if (openingActs.contains(Act.RUN)
          && (openingCommand.isPresent() || purposeIn(p, r) != null)) {
        // "when running tests": the rule is about those runs themselves
        openingCommand.ifPresent(runningCommands::add);
        String purpose = purposeIn(p, r);
        if (purpose != null) {
          runningPurposes.add(purpose);
        }
      } else if (r == condition && purposeIn(p, r) != null && passIn(p, r) && !concessive(p, r)) {
        // "never commit if the tests fail", "unless the build passes": the tests come first
        prerequisite = purposeIn(p, r);
      } else if (r.from < p.words().size()
          && DecisionTable.outsideProject(p.text().substring(p.words().get(r.from).at()))) {
        // "outside the project directory": the workspace itself, which every path is tested on
      } else if (r == condition && codePlace(p, r, tokens)) {
        // "never use `unwrap()` outside of tests", "except in `scripts/`": where written code is
        // checked, a place
      } else if (r == condition && !negative && doneBy(openingActs, commands)) {
        // "use `gh pr create --draft` when opening pull requests": the condition is the act the
        // command does, and the command says how it is done (row 6f)
        for (Act a : openingActs) {
          if (!acts.contains(a)) {
            acts.add(a);
          }
        }
      } else if (!negative && draftOpened(p, openingActs, acts, commands)) {
        // "when you create a PR, mark it as a draft": how the PR the condition opens is opened
        acts.add(Act.PR);
      } else if (negative && acts.contains(Act.EDIT) && pastStateAt(p, r)) {
        // "never edit a migration once it has been merged": the file's own past, which is a file
        // the workspace already holds — changes to those are asked about (row 5, "existing")
      } else if (negative
              && strength == Strength.HARD
              && askedAfter(p, r, r == opening, acts, openingActs)
          // "use `npm ci`, not `npm install`, unless you are adding a package": the case the
          // replaced command is still right for is one no call shows, so it is asked about
          || substitutionExcepted(p, r, replaced, negative)) {
        // "never run `docker system prune` if other containers are running": the state of
        // something else, which no call shows — the ban is asked about, never refused outright;
        // "don't amend commits after pushing", "never rebase after opening a PR": the act is
        // banned once a milestone was reached, which may have been before the session — asked
        strength = Strength.SOFT;
      } else if (r == condition
          && negative
          && !paths.isEmpty()
          && !excludedPaths.isEmpty()
          && namesOnly(p, r)) {
        // "do not edit files in `config/` except `config/local.yaml`": what is left out is named,
        // and each write shows its path
        pathExceptions.addAll(excludedPaths);
      } else if (!hedge(p, r)
          && !asksInRegion(p, r)
          && !openingActs.contains(Act.FINISH)
          && (!sameAct(openingActs, acts) || exception(p, r) || stateOfOther(p, r))) {
        // an exception that restates the act ("don't edit X unless the change affects users")
        // still narrows it, in words no call shows; so does the state of something else
        ungrounded = true;
      }
    }
    ungrounded |=
        conditionInWords(
            p,
            since.isEmpty()
                && prerequisiteCommand == null
                && runningCommands.isEmpty()
                && runningPurposes.isEmpty());
    if (negative
        && strength == Strength.HARD
        && condition != null
        && stateOfOther(p, condition)
        // ("never finish while `pytest` is failing": the state of a check the session shows)
        && !holds(
            p.written(condition.from, condition.to), "fail", "red", "broken", "green", "pass")) {
      // "don't run `make e2e` while the dev server is running": a state of something else, even
      // a run the reader knows, which no call shows — asked about, never refused outright
      strength = Strength.SOFT;
    }
    if (negative
        && strength == Strength.HARD
        && condition != null
        && exception(p, condition)
        && !codePlace(p, condition, tokens)
        && (since.isPresent() || hedge(p, condition))) {
      // ("do not install browsers unless needed": whether it is needed is the user's call)
      // "don't touch the lockfile unless you are adding a dependency": the exception is a change
      // the call itself does not show, so the ban asks rather than refusing the excepted case
      strength = Strength.SOFT;
    }
    if (since.isEmpty()
        && later == null
        && condition == null
        && !commands.isEmpty()
        && !negative
        && VERIFY_CHANGES.matcher(p.text()).find()) {
      // "run `make test` to verify your changes", "always check your work with `npm test`": the
      // check owed once anything was changed, before the task ends
      since = Optional.of(new Since(List.of("**"), Optional.empty()));
      acts.remove(Act.EDIT);
      if (!acts.contains(Act.RUN)) {
        // "verify your changes with `go test`": verifying with a command is running it
        acts.add(Act.RUN);
      }
    }
    if (since.isEmpty()
        && later != null
        && condition == null
        && !negative
        && !commands.isEmpty()
        && (p.phraseIn("changes", later.from, later.to)
            || p.phraseIn("change", later.from, later.to)
            || p.phraseIn("edits", later.from, later.to)
            || p.phraseIn("code", later.from, later.to)
            || p.phraseIn("files", later.from, later.to)
            || laterActs.contains(Act.COMMIT) && !kindGlobs(p, later).isEmpty())) {
      // "run `go vet` before committing Go changes", "… before every commit that touches `*.tf`
      // files", "… before committing a notebook": what the milestone carries opens the duty — a
      // write to those files
      List<String> globs = new ArrayList<>(languageGlobs(p, later));
      globs.addAll(kindGlobs(p, later));
      List<String> named = new ArrayList<>();
      for (int i = 0; i < p.spans().size(); i++) {
        int w = p.spanWord(i);
        if (w >= later.from && w < later.to && paths.contains(p.spans().get(i))) {
          named.add(p.spans().get(i));
        }
      }
      named.forEach(x -> globs.addAll(Paths.globs(x)));
      if (!globs.isEmpty()) {
        paths.removeAll(named);
        since =
            Optional.of(
                new Since(List.copyOf(new java.util.LinkedHashSet<>(globs)), Optional.empty()));
        acts.remove(Act.EDIT);
      }
    }
    if (since.isEmpty() && p.han()) {
      java.util.regex.Matcher m = HAN_SINCE.matcher(p.text());
      boolean opens = m.find();
      if (!opens) {
        // 如果修改了数据库结构，…: a change as the condition opens the rule as 修改…后 does
        m = HAN_IF_CHANGE.matcher(p.text());
        opens = m.find();
      }
      if (opens) {
        // 代码修改后 / 修改完成后: any write opens the rule; the edit and "完成" are not its acts;
        // 修改 `.proto` 文件后: a write to the files named between the verb and 后
        List<String> named = new ArrayList<>();
        for (int i = 0; i < p.spans().size(); i++) {
          String span = p.spans().get(i);
          int at = p.text().indexOf("§" + i);
          if (at > m.start()
              && at < m.end()
              && (paths.contains(span) || span.matches("\\.[A-Za-z0-9]{1,10}"))) {
            named.add(span);
          }
        }
        String object =
            HAN_GENERIC_OBJECT
                .matcher(
                    m.group()
                        .replaceFirst("^(修改|编辑|改动|更改|变更|新增|添加|增加)", "")
                        .replaceFirst("(完成)?(之后|以后|后|的时候|时)$", ""))
                .replaceAll("");
        List<String> language = hanLanguage(object);
        if (named.isEmpty() && !language.isEmpty()) {
          // 修改 Java 代码后: a write of that language's files opens the rule, as "after changing
          // Java code" does
          since = Optional.of(new Since(language, Optional.empty()));
        } else if (named.isEmpty() && !object.isBlank() && !object.contains("§")) {
          // 修改数据库结构后 / 修改接口后: a kind of change no path names; any write opens the rule,
          // and a person says whether it was that change (row 3e)
          since = Optional.of(Since.unseenChange(new Frame.Unseen(m.group().strip(), List.of())));
        } else if (named.isEmpty()) {
          since = Optional.of(new Since(List.of("**"), Optional.empty()));
        } else {
          paths.removeAll(named);
          tokens.removeAll(named);
          since =
              Optional.of(
                  new Since(
                      named.stream()
                          .flatMap(
                              x ->
                                  x.matches("\\.[A-Za-z0-9]{1,10}")
                                      ? java.util.stream.Stream.of("**/*" + x)
                                      : Paths.globs(x).stream())
                          .toList(),
                      Optional.empty()));
        }
        int opensEnd = m.end();
        if (p.find("act.edit").stream().noneMatch(h -> h.at() >= opensEnd)) {
          // (修改接口后，更新 `docs/api.md`: an edit after the opening is the duty's own)
          acts.remove(Act.EDIT);
        }
        if (m.group().contains("完成")) {
          acts.remove(Act.FINISH);
        }
      }
    }
    if (prerequisite == null
        && prerequisiteCommand == null
        && p.han()
        && acts.stream().anyMatch(Act::milestone)) {
      prerequisite = hanPrerequisite(p);
    }
    if (prerequisite != null) {
      purposeFromCondition = prerequisite;
      acts.stream().filter(Act::milestone).findFirst().ifPresent(laterActs::add);
    }
    if (prerequisiteCommand != null) {
      CommandRef first = prerequisiteCommand;
      if (commands.stream().noneMatch(c -> c.pattern().equals(first.pattern()))) {
        commands.add(first);
      }
      acts.stream().filter(Act::milestone).findFirst().ifPresent(laterActs::add);
    }
    if (p.phraseIn("uncommitted", 0, p.words().size())
        && (acts.contains(Act.FINISH) || p.phraseIn("leave", 0, p.words().size()))) {
      // "don't end a turn with uncommitted changes", "do not leave work uncommitted": commit
      // before finishing
      acts.remove(Act.FINISH);
      acts.add(Act.COMMIT);
      laterActs.add(Act.FINISH);
      negativeOverride = true;
    }
    if (ask == Ask.REQUIRED
        && acts.isEmpty()
        && !laterActs.isEmpty()
        && laterActs.stream().noneMatch(Act::milestone)) {
      // "ask before adding dependencies", "check with me before rebasing": what is asked about is
      // the act itself (a milestone stays the later step: "ask before pushing")
      acts.addAll(laterActs);
    } else if (ask == Ask.REQUIRED
        && acts.isEmpty()
        && laterActs.stream().anyMatch(a -> !a.milestone() && a != Act.RUN && a != Act.EDIT)) {
      // "ask before rebasing or force-pushing": the acts that are no milestone are asked about
      // too, the milestone staying the later step
      laterActs.stream()
          .filter(a -> !a.milestone() && a != Act.RUN && a != Act.EDIT)
          .forEach(acts::add);
    }
    if (ask == Ask.REQUIRED
        && acts.stream().noneMatch(Act::milestone)
        && laterActs.stream().filter(Act::milestone).count() > 1) {
      // "ask before committing or pushing", "check with me before pushing or opening a PR": each
      // milestone after "before" is asked about, the first staying the later step
      laterActs.stream().filter(Act::milestone).skip(1).forEach(acts::add);
    }
    // "ask before deleting any migration file": when the act asked about is the frame's own, so
    // is the object after "before"
    Region objectLater =
        ask == Ask.REQUIRED && !laterActs.isEmpty() && acts.containsAll(laterActs) ? null : later;
    if (endOfTurn(p)) {
      // "commit your work at the end of each turn": before the task is done
      laterActs.add(Act.FINISH);
    }

    if (paths.isEmpty()
        && (acts.contains(Act.EDIT) || acts.contains(Act.DELETE) || acts.contains(Act.READ))) {
      // "don't create new Markdown files", "never edit Python files": the language's files (not
      // when a place is named too: "Python files in `vendor/`" is no ban on every Python file)
      String lower = p.text().toLowerCase(java.util.Locale.ROOT);
      for (var e :
          (lower.contains("file") || lower.contains("文件"))
              ? LANGUAGE_FILES.entrySet()
              : java.util.Set.<java.util.Map.Entry<Pattern, List<String>>>of()) {
        java.util.regex.Matcher m = e.getKey().matcher(p.text());
        if (m.find()) {
          int at = p.wordAt(m.start());
          if (!inside(objectLater, at) && !inside(opening, at) && !inside(condition, at)) {
            e.getValue().stream().filter(v -> !paths.contains(v)).forEach(paths::add);
          }
        }
      }
    }
    Set<String> fileKinds = fileKinds(p, objectLater, opening, condition);
    Set<String> purposes = purposesOf(p, later, condition, negative);
    if (purposeFromCondition != null) {
      purposes.add(purposeFromCondition);
    }
    if (ask == Ask.REQUIRED
        && purposes.isEmpty()
        && commands.isEmpty()
        && later != null
        && laterCommand.isEmpty()) {
      // "ask before deploying", "ask before running database migrations": the runs asked about
      for (Lexicon.Grounding g : Lexicon.get().groundings("purpose")) {
        if (!Lexicon.get().words("routine-purpose").contains(g.name())
            && g.phrases().stream().anyMatch(ph -> p.phraseIn(ph, later.from, later.to))) {
          purposes.add(g.name());
        }
      }
    }
    if (p.words().size() > 1
        && (Set.of("in", "on", "with", "against", "across", "for", "manually", "locally", "by")
                .contains(p.words().get(1).text())
            || commands.isEmpty() && !suiteObject(p))) {
      // "Test pause/resume functionality": a verb of manual work on a feature, not the suite
      // "Test in both languages", "Build with care": the word is a verb of manual work here
      purposes.remove(leadingPurpose(p));
    }
    if (later != null) {
      java.util.regex.Matcher own = OWN_TIME.matcher(p.text());
      while (own.find()) {
        // "use `make test-fast` while iterating and `make test` before committing": a command
        // with a time of its own is not owed before the act the next one is
        if (commands.size() > 1) {
          removeNamed(commands, p.spans().get(Integer.parseInt(own.group(1))));
        }
      }
    }
    ungrounded |= hanExcepted(p, commands) || negative && combination(p);
    if (runningStates(p, commands) && negative) {
      strength = Strength.SOFT;
    }
    // "the relevant tests", "affected packages": which ones depends on the change — unless the
    // hedge only says which runs of a purpose, where any run of it meets the duty ("run the
    // relevant tests before committing": which tests no call shows, that tests ran does)
    if (negative && strength == Strength.HARD && objectNarrowedUnseen(p, acts, commands)) {
      // "we never merge code that lowers coverage", "don't rewrite history that others have
      // pulled": which merge or rewrite the relative clause means no call shows — asked
      strength = Strength.SOFT;
    }
    if (p.has("hedge") && !hedgeOnlyNarrows(p, purposes, commands, negative)) {
      if (negative && !paths.isEmpty() && hedgesPaths(p, paths)) {
        // "large model checkpoints (`*.pt`, `*.ckpt`) never go in git": which of the files
        // named are large no call shows, so a write of them is asked about
        strength = Strength.SOFT;
      } else {
        ungrounded = true;
      }
    }
    Set<String> subjects = subjects(p);

    if (!negative && replaced.isEmpty()) {
      runnerOrWrapper(p, commands, preferred, replaced);
    }
    commands.removeIf(c -> preferred.stream().anyMatch(x -> x.pattern().equals(c.pattern())));
    pushToBranch(p, commands, acts);
    Optional<String> branch = branch(p, acts, laterActs, later);
    if (branch.isPresent() && acts.size() > 1 && NAMED_BRANCH.matcher(p.text()).find()) {
      // "never push the `release` branch": the word names the object of the push, not an act
      acts.remove(Act.BRANCH);
      bare.remove(Act.BRANCH);
    }
    boolean passing = passingWords(p);
    if (passing && !negative && faultAsCondition(p)) {
      // "run `make clean` if the build is broken": a state no call shows sets the duty off, and
      // nothing has to pass
      passing = false;
      ungrounded = true;
    }
    if (passing
        && !negative
        && !(acts.contains(Act.RUN)
            && !commands.isEmpty()
            && UNTIL_PASSING.matcher(p.text()).find())
        && unknownLaterStep(p, later, laterActs, laterCommand)) {
      // "`make soak` has to pass before a release": a later step the reader does not know, which
      // is not the end of the agent's task
      ungrounded = true;
    }
    if (negative
        && later != null
        && laterActs.stream().noneMatch(Act::milestone)
        && acts.stream().anyMatch(Act::milestone)
        && commands.isEmpty()
        && purposes.isEmpty()) {
      // "never commit before running `make test`", "never create a PR before the tests pass":
      // the act may come only after the step the before-part names
      Set<String> earlier = purposesNamed(p, later);
      List<CommandRef> before = new ArrayList<>();
      laterCommand.ifPresent(before::add);
      for (int i = 0; i < p.spans().size() && before.isEmpty(); i++) {
        if (inside(later, p.spanWord(i))) {
          CommandRef.of(p.spans().get(i), facts.programs()).ifPresent(before::add);
        }
      }
      if (!before.isEmpty() || !earlier.isEmpty()) {
        Act milestone = acts.stream().filter(Act::milestone).findFirst().get();
        commands.addAll(before);
        laterCommand = Optional.empty();
        purposes.addAll(earlier);
        laterActs.add(0, milestone);
        acts.remove(milestone);
        acts.add(Act.RUN);
        negativeOverride = true;
      }
    }
    if (negative
        && !negativeOverride
        && laterCommand.isPresent()
        && commands.size() == 1
        && acts.stream().allMatch(a -> a == Act.RUN)) {
      // "never run `make deploy` before running `make test`": the later command comes first
      CommandRef banned = commands.get(0);
      commands.set(0, laterCommand.get());
      laterCommand = Optional.of(banned);
      negativeOverride = true;
    }
    if (negative && !negativeOverride && dutyCodeBeforeHanBan(p)) {
      // 迁移只能通过 `pnpm db:migrate` 执行，禁止直接修改数据库: the code is the duty's, the ban
      // after the comma names none of it, nor the purpose the duty names (部署)
      commands.clear();
      keepHanBanPurposes(p, purposes);
    }
    return placed(
        new Frame(
            strength,
            negative && !negativeOverride,
            ask,
            acts.isEmpty() && laterActs.isEmpty() && openingActs.isEmpty() ? List.of() : acts,
            commands,
            paths,
            flags,
            tokens,
            fileKinds,
            purposes,
            laterActs.stream()
                .filter(Act::milestone)
                .findFirst()
                .or(
                    () ->
                        openingActs.contains(Act.FINISH) && runsOrPurposes(acts, purposes)
                            ? Optional.of(Act.FINISH)
                            : Optional.empty()),
            laterCommand,
            since,
            passing,
            ungrounded,
            preferred,
            replaced,
            branch,
            subjects,
            descriptive(p) && !contrast(p, marker, preferred, replaced),
            bare,
            options,
            runningPurposes,
            runningCommands,
            httpMethods(p),
            replacedTokens,
            laterTools(p, later),
            pathExceptions,
            text),
        p);
  }

  /**
   * "In `web/`,", "Inside `services/api/` and `services/web/`,": an opening naming the directories
   * a rule holds in, the place of the work.
   */
  private static final GatedPattern PLACE_OPENING =
      GatedPattern.compile(
          "(?i)^\\W*(?:in|inside|within|under)\\s+(?:the\\s+)?(§\\d+(?:\\s*(?:,|and|or)\\s*§\\d+)*)"
              + "\\s*(?:(?:directory|directories|folder|folders|dir|package|packages|tree|subtree"
              + "|module|crate)\\s*)?,");

  /**
   * "In the frontend,", "Under the legacy services,": an opening naming a place in words — not the
   * whole project ("in this repo") nor a turn of speech ("in general", "in practice", "in case").
   */
  private static final GatedPattern PLACE_IN_WORDS =
      GatedPattern.compile(
          "(?i)^\\W*(?:in|inside|within|under|across)\\s++" + NOT_A_PLACE + "[^,§]{2,60},");

  /**
   * The directories an opening names as where the rule holds ("In `web/`,"): each written as a
   * directory (a trailing slash, or a path whose last part has no extension); none otherwise.
   */
  static List<String> placeDirs(Prose p) {
    java.util.regex.Matcher m = PLACE_OPENING.matcher(p.text());
    if (!m.lookingAt()) {
      return List.of();
    }
    return dirsOf(p, m);
  }

  /**
   * "Use `pnpm` instead of `npm` in `frontend/`.": the directories a clause closes on right after
   * the code it names, as where it holds; none under an exception ("never run `rm` except on files
   * in `tmp/`": the place is the exception's).
   */
  static List<String> closingDirs(Prose p) {
    java.util.regex.Matcher m = PLACE_CLOSING.matcher(p.text());
    return m.find() && !p.has("condition") && !EXCEPTION_WORD.matcher(p.text()).find()
        ? dirsOf(p, m)
        : List.of();
  }

  private static final GatedPattern EXCEPTION_WORD =
      GatedPattern.compile("(?i)\\b(except|unless|outside|other than|besides|apart from|but)\\b");

  private static final GatedPattern PLACE_CLOSING =
      GatedPattern.compile(
          "(?i)§\\d+\\s+(?:in|inside|within|under)\\s+(?:the\\s+)?(§\\d+(?:\\s*(?:,|and|or)\\s*§\\d+)*)"
              + "\\s*(?:(?:directory|directories|folder|folders|dir|package|packages|tree|subtree"
              + "|module|crate)\\s*)?[.;!]?\\s*$");

  /**
   * "… in shell scripts.", "… in the frontend": a clause that closes on a place in words (not the
   * whole project, nor "in any case").
   */
  static boolean closesOnPlaceInWords(String text) {
    return PLACE_CLOSING_WORDS.matcher(Prose.of(text).text()).find();
  }

  private static final GatedPattern PLACE_CLOSING_WORDS =
      GatedPattern.compile(
          "(?i)\\s(?:in|inside|within|under)\\s++"
              + NOT_A_PLACE
              + "(?:the\\s+|a\\s+|an\\s+)?[a-z][a-z\\s-]{1,40}[.;!]?\\s*$");

  private static List<String> dirsOf(Prose p, java.util.regex.Matcher m) {
    List<String> out = new ArrayList<>();
    java.util.regex.Matcher span = SPAN_REF.matcher(m.group(1));
    while (span.find()) {
      String d = p.spans().get(Integer.parseInt(span.group(1)));
      String last = d.substring(d.lastIndexOf('/', d.length() - 2) + 1);
      if (d.contains(" ")
          || d.contains("*")
          || d.startsWith("/")
          || d.startsWith("~")
          || d.startsWith("..")
          || !d.endsWith("/") && (!d.contains("/") || last.contains("."))) {
        return List.of();
      }
      out.add(d.endsWith("/") ? d : d + "/");
    }
    return out;
  }

  private static final GatedPattern SPAN_REF = GatedPattern.compile("§(\\d+)");

  private static final GatedPattern UNLESS = GatedPattern.compile("(?i)\\b(unless|except)\\b");

  /**
   * "… before pushing changes in `web/`", "… before committing changes to `package.json`": the
   * paths whose changes the later act carries, in code (a directory, or a file written with a
   * directory or an extension; a command is none).
   */
  private static final GatedPattern CHANGES_IN =
      GatedPattern.compile(
          "(?i)\\b(?:changes?|edits?|modifications?)\\s+(?:in|to|under|inside|within)\\s+"
              + "(?:the\\s+)?(§\\d+(?:\\s*(?:,|and|or)\\s*§\\d+)*)");

  private static List<String> changedPaths(Prose p) {
    java.util.regex.Matcher m = CHANGES_IN.matcher(p.text());
    if (!m.find()) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    java.util.regex.Matcher span = SPAN_REF.matcher(m.group(1));
    while (span.find()) {
      String d = p.spans().get(Integer.parseInt(span.group(1)));
      if (d.contains(" ")
          || d.startsWith("/")
          || d.startsWith("~")
          || d.startsWith("..")
          || !d.contains("/") && !d.contains(".")) {
        return List.of();
      }
      out.add(d);
    }
    return out;
  }

  /**
   * "While on call,", "During a migration,", "On release branches,": an opening naming an occasion
   * in words ("for hotfixes," too, where {@code withFor}).
   */
  private static final GatedPattern OCCASION_IN_WORDS =
      GatedPattern.compile(
          "(?i)^\\W*(while|during|on|at|upon|for)\\s++" + NOT_A_PLACE + "[^,§]{2,60},");

  /**
   * Whether a clause opens with a place or an occasion said in words, naming no milestone nor
   * change ("In the frontend,", "While on call,"; not "On commit,", "For code changes,"), which no
   * call shows; "for …" counts where {@code withFor} (a substitution reads its purpose itself).
   */
  static boolean openingInWords(String text, boolean withFor) {
    Prose p = Prose.of(text);
    java.util.regex.Matcher m = PLACE_IN_WORDS.matcher(p.text());
    if (!m.lookingAt()) {
      m = OCCASION_IN_WORDS.matcher(p.text());
      if (!m.lookingAt() || !withFor && m.group(1).equalsIgnoreCase("for")) {
        return false;
      }
    }
    return !namesMilestoneOrChange(p, p.wordAt(m.end() - 1));
  }

  /** Whether a word before {@code end} names a milestone (commit, push…) or a change. */
  private static boolean namesMilestoneOrChange(Prose p, int end) {
    for (String cls : Lexicon.get().classesStartingWith("act.")) {
      Act a = Act.ofClass(cls);
      if (!a.milestone() && a != Act.EDIT) {
        continue;
      }
      for (Prose.Hit h : p.find(cls)) {
        if (h.word() < end) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * "In `apps/web`, never edit files under `generated/`", "In `packages/ui`, don't touch
   * `package.json`": the place the opening names is where the rule holds, not what it is about,
   * when the clause names something else it acts on (a path, a kind of file, code, a command, or an
   * act on no file: "don't add dependencies"); with nothing else, "In `x/`, never edit files", the
   * place is the object too.
   */
  private static Frame withoutOpeningPlace(Frame f, Prose p) {
    List<String> opening = placeDirs(p).stream().map(FrameReader::bareDir).toList();
    if (opening.isEmpty() || f.paths().stream().noneMatch(x -> opening.contains(bareDir(x)))) {
      return f;
    }
    List<String> rest = f.paths().stream().filter(x -> !opening.contains(bareDir(x))).toList();
    boolean other =
        !rest.isEmpty()
            || !f.fileKinds().isEmpty()
            || !f.tokens().isEmpty()
            || !f.commands().isEmpty()
            || f.acts().stream().anyMatch(a -> a != Act.EDIT && a != Act.DELETE && a != Act.READ);
    return other ? f.withPaths(rest) : f;
  }

  private static String bareDir(String path) {
    String d = path.startsWith("./") ? path.substring(2) : path;
    return d.endsWith("/") ? d.substring(0, d.length() - 1) : d;
  }

  /**
   * A frame settled by what its whole clause says. A ban left ungrounded by an exception no call
   * shows is asked about. A duty under a place opening in directories ("In `web/`, run `pnpm lint`
   * before pushing"), or whose later act carries changes to paths in code, is owed once a write
   * there was made (any write the duty was opened by is narrowed to them); under a place or
   * occasion in words ("In the frontend, …", "For hotfixes, …"), which no call shows, advisory.
   */
  private static Frame placed(Frame f, Prose p) {
    f = withoutOpeningPlace(f, p);
    if (f.negative()
        && f.ungrounded()
        && f.ask() == Ask.NONE
        && !(f.acts().isEmpty() && f.commands().isEmpty() && f.paths().isEmpty())
        && UNLESS.matcher(p.text()).find()) {
      // "avoid adding dependencies unless there is no alternative", "don't edit `x/` unless the
      // change affects users": whether the exception holds no call shows, so the act is asked
      // about rather than let through
      return f.withStrength(Strength.SOFT).ungroundedAs(false);
    }
    boolean duty =
        !f.negative()
            && f.ask() == Ask.NONE
            && f.replaced().isEmpty()
            && f.later().isPresent()
            && !f.ungrounded();
    if (!duty) {
      return f;
    }
    List<String> dirs = placeDirs(p);
    if (dirs.isEmpty() && f.since().isEmpty()) {
      dirs = changedPaths(p);
    }
    if (!dirs.isEmpty()
        && (f.since().isEmpty()
            || f.since().get().globs().equals(List.of("**"))
                && f.since().get().unseen().isEmpty()
                && f.since().get().command().isEmpty())) {
      return f.openedBy(
          new Since(
              dirs.stream().map(Paths::glob).toList(),
              f.since().map(Since::excluded).orElse(List.of()),
              Optional.empty(),
              List.of(),
              f.since().map(Since::alsoRuns).orElse(List.of())));
    }
    return dirs.isEmpty()
            && (f.since().isEmpty() || f.since().get().globs().equals(List.of("**")))
            && openingInWords(f.text(), true)
        ? f.ungroundedAs(true)
        : f;
  }

  private static final List<String> MUTATING = List.of("POST", "PUT", "PATCH", "DELETE");

  /**
   * "POST/PUT/DELETE requests", "network requests with side effects", "mutating API calls": the
   * HTTP methods of the requests a rule speaks of.
   */
  private static List<String> httpMethods(Prose p) {
    boolean requests =
        p.phraseIn("request", 0, p.words().size())
            || p.phraseIn("requests", 0, p.words().size())
            || p.phraseIn("api", 0, p.words().size())
            || p.phraseIn("http", 0, p.words().size())
            || p.phraseIn("browser", 0, p.words().size())
            || p.phraseIn("endpoints", 0, p.words().size());
    if (!requests) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (int i = 0; i < p.words().size(); i++) {
      String written = p.written(i);
      if (MUTATING.contains(written) && !out.contains(written)) {
        out.add(written);
      }
    }
    if (out.isEmpty()
        && (p.phraseIn("side effects", 0, p.words().size())
            || p.phraseIn("mutating", 0, p.words().size())
            || p.phraseIn("write requests", 0, p.words().size())
            || p.phraseIn("read-only", 0, p.words().size())
            || p.phraseIn("read only", 0, p.words().size()))) {
      // "API testing is read-only": the requests that are not reads
      out.addAll(MUTATING);
    }
    return out;
  }

  private static final Set<String> GENERIC =
      Set.of(
          "changes",
          "change",
          "code",
          "work",
          "operation",
          "operations",
          "anything",
          "it",
          "them",
          "this",
          "that",
          "directly",
          "automatically",
          "yourself",
          "your",
          "the",
          "any",
          "a",
          "an",
          "to",
          "into",
          "on",
          "onto",
          "or",
          "and",
          "ever",
          "again",
          "by",
          "upstream",
          "remote",
          "remotely",
          "origin",
          "branch",
          "branches",
          "main",
          "master",
          "commits",
          "commit",
          "history",
          "force",
          "please",
          "here",
          "there",
          "now",
          "yet",
          "manually",
          "locally",
          "unless",
          "until",
          "without",
          "except",
          "if",
          "when",
          "before",
          "after",
          "while",
          "at",
          "all",
          "in",
          "for",
          "with",
          "from",
          "anywhere",
          "anymore",
          "yourselves",
          "things",
          "stuff",
          "me",
          // ("never commit on my behalf": for whom, no object)
          "my",
          "our",
          "us",
          "behalf");

  private static final Set<String> PASSIVE_AUX =
      Set.of(
          "must", "should", "shall", "may", "can", "cannot", "can't", "will", "won't", "is", "are",
          "isn't", "aren't", "need", "needs", "be", "get", "gets");

  /**
   * Whether the verb is a participle after "be" ("must not be committed", "should never be pushed",
   * "are not to be edited") with a subject of its own before the auxiliary that names more than the
   * act's generic objects ("changes must not be pushed" names none).
   */
  private static boolean passiveSubject(List<Prose.Word> ws, int verb) {
    int i = verb - 1;
    while (i >= 0 && Set.of("not", "never", "ever", "directly").contains(ws.get(i).text())) {
      i--;
    }
    if (i < 1
        || !Set.of("be", "been", "being", "is", "are", "get", "gets").contains(ws.get(i).text())) {
      return false;
    }
    int aux = 0;
    while (aux < i && !PASSIVE_AUX.contains(ws.get(aux).text())) {
      aux++;
    }
    for (int k = 0; k < aux; k++) {
      String w = ws.get(k).text();
      if (!GENERIC.contains(w)
          && !w.equals("all")
          && !w.equals("no")
          && !w.equals("these")
          && !w.equals("nothing")) {
        return true;
      }
    }
    return false;
  }

  /** Whether an act's verb has no object of its own ("never push", "do not commit or push"). */
  /** Words after a Chinese act that name no object of it: 代码, 更改, 任何, 直接… */
  private static final GatedPattern HAN_NO_OBJECT =
      GatedPattern.compile(
          "((到|至|进|向|在)[^，。；]{0,12}分支上?|任何|所有|全部|直接|你的|您的|代码|更改|修改|变更|改动|内容"
              + "|东西|工作|这些|到|在|上|中|的|了|\\s)+");

  /**
   * Whether a Chinese act word has no object of its own up to the end of its phrase: 禁止提交, 不要提交代码 —
   * not 不要提交构建产物, whose object the reader may not know.
   */
  /**
   * A Chinese act with no object: none after it, or (asked about) only the order word and an
   * "operation" after it — 删除前需要确认, 任何删除操作都需要确认.
   */
  private static boolean hanBare(Prose p, int end, Ask ask) {
    if (hanObjectless(p, end)) {
      return true;
    }
    String rest = p.text().substring(Math.min(end, p.text().length())).stripLeading();
    return ask == Ask.REQUIRED && rest.matches("(操作)?(之前|以前|前|都|时)(?s).*");
  }

  private static boolean hanObjectless(Prose p, int end) {
    String rest = p.text().substring(Math.min(end, p.text().length()));
    String phrase = rest.split("[。，；;,!！?？、：:]|\\.(\\s|$)", 2)[0];
    if (phrase.contains("§") || phrase.contains("`")) {
      return false;
    }
    return HAN_NO_OBJECT.matcher(phrase).replaceAll("").isEmpty();
  }

  private static boolean objectless(Prose p, int verb) {
    List<Prose.Word> ws = p.words();
    if (passiveSubject(ws, verb)) {
      // "log files must not be committed": the subject is what the act is done to
      return false;
    }
    if (verb + 1 < ws.size()
        && ws.get(verb).text().endsWith("ing")
        && Set.of("is", "isn't").contains(ws.get(verb + 1).text())) {
      // "Pushing is not allowed": the gerund is the subject, and what follows says of the act
      return true;
    }
    for (int i = verb + 1; i < Math.min(ws.size(), verb + 4); i++) {
      String between =
          p.text().substring(ws.get(i - 1).at() + ws.get(i - 1).text().length(), ws.get(i).at());
      if (between.contains(",") || between.contains(".") || between.contains(":")) {
        return true;
      }
      String w = ws.get(i).text();
      if (w.startsWith("§")) {
        String prevWord = ws.get(i - 1).text();
        if (!(prevWord.equals("to") || prevWord.equals("into") || prevWord.equals("on"))) {
          return false;
        }
        continue;
      }
      boolean actWord =
          Lexicon.get().classesStartingWith("act.").stream()
              .anyMatch(c -> Lexicon.get().words(c).contains(w));
      // ("when you finish a feature": the unit of work finished is no object of its own)
      boolean finishedWork =
          Shapes.WORK_UNITS.contains(w)
              && Lexicon.get()
                  .actClassOf(ws.get(verb).text())
                  .filter(c -> c.equals("act.finish"))
                  .isPresent();
      if (!GENERIC.contains(w) && !actWord && !finishedWork) {
        return false;
      }
    }
    return true;
  }

  private static final Set<String> AGENT =
      Set.of(
          "you",
          "your",
          "yourself",
          "agent",
          "agents",
          "ai",
          "assistant",
          "assistants",
          "claude",
          "copilot",
          "codex",
          "gemini",
          "cursor",
          "we",
          "i",
          "llm",
          "model",
          "models",
          "bot",
          "bots",
          "contributors",
          "developers",
          "everyone",
          "user",
          "users");
  private static final Set<String> PRONOUNS =
      Set.of("it", "they", "this", "that", "these", "those", "which", "he", "she", "its", "their");

  /**
   * Whether an act word stands in the third person: "touches", "edits", "pushes" ("the release bot
   * never touches `docs/`" says what the bot does).
   */
  private static boolean thirdPersonAct(String word) {
    if (!word.matches("[a-z]{3,}s") || word.endsWith("ss")) {
      return false;
    }
    String base = word.substring(0, word.length() - 1);
    String shorter = word.endsWith("es") ? word.substring(0, word.length() - 2) : base;
    return Lexicon.get().actClassOf(base).isPresent()
        || Lexicon.get().actClassOf(shorter).isPresent();
  }

  /**
   * Whether the words before word {@code w} name the agent ({@link #AGENT}); a bot named with a
   * noun before it ("the release bot", "the sync bots") is another actor.
   */
  private static boolean agentNamed(Prose p, int w) {
    for (int i = 0; i < w; i++) {
      String x = p.words().get(i).text();
      if (!AGENT.contains(x)) {
        continue;
      }
      boolean namedBot =
          (x.equals("bot") || x.equals("bots"))
              && i > 0
              && !DETERMINERS.contains(p.words().get(i - 1).text());
      if (!namedBot) {
        return true;
      }
    }
    return false;
  }

  /** A word in -ing that opens a subject as a gerund ("installing", not "everything"). */
  private static boolean gerundSubject(String w) {
    return w.length() > 5
        && w.endsWith("ing")
        && !w.endsWith("thing")
        && !Set.of("existing", "pending", "failing", "remaining", "missing", "during").contains(w);
  }

  private static final Set<String> ACTORS =
      Set.of(
          "skill",
          "skills",
          "workflow",
          "workflows",
          "job",
          "jobs",
          "tool",
          "tools",
          "reviewer",
          "reviewers",
          "server",
          "servers",
          "ci",
          "pipeline",
          "pipelines",
          "action",
          "actions",
          "hook",
          "hooks",
          "runner",
          "runners",
          "service",
          "services",
          "subagent",
          "subagents",
          "process",
          "processes",
          "daemon",
          "cli",
          "app",
          "application",
          "binary",
          "program",
          "sdk",
          "client",
          "plugin",
          "library",
          "function",
          "method",
          "api",
          "endpoint",
          "compiler",
          "framework",
          "check",
          "checks",
          "trigger",
          "gate",
          "step",
          "steps");
  private static final Set<String> SUBORDINATORS =
      Set.of(
          "if",
          "when",
          "whenever",
          "before",
          "after",
          "once",
          "unless",
          "while",
          "until",
          "for",
          "in",
          "during",
          "to",
          "as",
          "on",
          "since",
          "where",
          "wherever",
          "within",
          "inside",
          "under",
          "across",
          "throughout");
  private static final Set<String> MODALS =
      Set.of(
          "must", "should", "shall", "may", "might", "can", "cannot", "can't", "will", "won't",
          "would", "does", "doesn't", "do", "don't", "is", "isn't", "are", "aren't", "was", "were",
          "has", "have", "needs", "need", "never", "always", "not", "no");
  private static final Set<String> DEONTIC =
      Set.of("must", "should", "shall", "may", "need", "needs", "has", "have");

  /**
   * Whether the clause describes something else instead of telling the agent what to do: a subject
   * that is neither the agent nor absent (an imperative), followed by a verb that states a fact
   * ("it does not run", "the job never fires", "a skipped job reports success") rather than a duty
   * ("commit messages must follow…", "`X` must not be edited").
   */
  private static final GatedPattern RESERVED =
      GatedPattern.compile(
          "(?i)\\bunless (explicitly |specifically |expressly )?(allowed|permitted|approved|asked"
              + "|requested|instructed|told)\\b"
              // "`scripts/` is off-limits": a state of files kept for the agent
              + "|\\boff[- ]limits\\b|\\bout of bounds\\b");

  /**
   * "You don't need to run `npm install`", "no need to run X manually", "don't hesitate to run X",
   * "don't bother running X": what is not required, or is welcome, is no ban and no duty. Waiving a
   * question ("no need to ask before running X") is left to the rules on asking.
   */
  static boolean waived(Prose p) {
    if (p.has("waived")) {
      // ("你不需要也不应该运行 `make deploy`": a ban said after the waiver holds)
      int waivedAt = p.find("waived").get(0).at();
      return p.find("negation").stream().noneMatch(n -> n.at() > waivedAt);
    }
    for (Prose.Hit r : p.find("reassuring")) {
      // "you can't break anything with `git stash`": the act said to be safe, no ban
      if (p.find("harm").stream().anyMatch(h -> h.word() > r.word() && h.word() <= r.word() + 2)) {
        return true;
      }
    }
    // ("you rarely need to run it": a word of how rarely counts as the negation)
    List<Prose.Hit> negations = new ArrayList<>(p.find("negation"));
    negations.addAll(p.find("seldom"));
    for (Prose.Hit n : negations) {
      for (Prose.Hit w : p.find("waiver")) {
        if (w.word() > n.word() && w.word() <= n.word() + 3) {
          boolean asking =
              p.find("ask").stream().anyMatch(a -> a.word() > w.word() && a.word() <= w.word() + 4);
          if (!asking) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** "It is forbidden to modify X", "it's not allowed to push": an impersonal ban, a rule. */
  private static final GatedPattern IMPERSONAL_BAN =
      GatedPattern.compile(
          "^\\s*(it is|it's|its) (strictly )?(forbidden|prohibited|not allowed|not permitted"
              + "|disallowed|unacceptable|never (ok|okay|acceptable|allowed)|not (ok|okay|acceptable))"
              + " to\\b");

  /**
   * "It has to pass before you commit", "they must all succeed", "Build: `make site` — it must
   * succeed before a PR": a pronoun for commands named before, whose passing is owed.
   */
  private static final GatedPattern PRONOUN_PASSES =
      GatedPattern.compile(
          "(?i)(?:^\\W*|[,;:—–]\\s*(?:and\\s+|so\\s+)?)(it|this|they|these|both)\\s+"
              + "(must|should|has to|have to|needs to|need to|(?:are|is) required to)"
              + "(\\s+all)?\\s+(pass|succeed|be green|be clean)\\b");

  /** "It's important that you run X", "it is essential to …": an impersonal "it", a duty. */
  private static final GatedPattern IMPERSONAL_DUTY =
      GatedPattern.compile(
          "^\\s*(it is|it's|its) (really |very |extremely |absolutely )?(important|essential|crucial"
              + "|critical|vital|mandatory|required|necessary|imperative|compulsory|obligatory"
              // ("it's best to avoid `git stash`": advice to the agent, its strength the word's)
              + "|best|better|wise|advisable|preferable)"
              + " (that|to)\\b");

  /** "It is fine to run X", "it's OK to use X": an impersonal "it", a permission to the agent. */
  private static final GatedPattern IMPERSONAL_PERMISSION =
      GatedPattern.compile(
          "^\\s*(it is|it's|its) (always |totally |perfectly )?(ok|okay|fine|safe|allowed|permitted"
              + "|acceptable) to\\b");

  /**
   * Code that labels a run of it: "`make lint`: run before every commit", "`make e2e`: only run
   * locally" (not "`make test`: run the unit tests", which says what the command does).
   */
  private static final GatedPattern CODE_LABEL =
      GatedPattern.compile(
          "[^\\p{L}§]*§\\d+(\\s*(,|and|or|&)\\s*§\\d+)*\\s*[:：]\\s+((always|only)\\s+)?"
              + "(run|execute|invoke)\\b"
              + "(?!\\s+(the|a|an|all|any|every|each|your|our|its|their|§\\d+|\\w+s)\\b)");

  /** Nouns that say a subject is files ("files in `legacy/`", "the `dist` folder"). */
  private static final Set<String> FILE_WORDS =
      Set.of("file", "files", "directory", "directories", "folder", "folders", "dir", "code");

  /** Commands in code, then a passing state: "`make test` is green", "`a` and `b` are clean". */
  private static final GatedPattern CODE_IS_PASSING =
      GatedPattern.compile(
          "(?i)\\s*`[^`]+`(?:\\s*(?:,|and|&)\\s*`[^`]+`)*\\s+(?:(?:is|are)\\s+(?:all\\s+)?"
              + "(?:green|passing|clean|successful)"
              // "`buildifier -r .` leaves no diff", "`make lint` reports no errors"
              + "|(?:leaves?|produces?|shows?|gives?|reports?)\\s+no\\s+(?:diff|changes|errors"
              + "|warnings|findings))\\b");

  /**
   * "Dependencies go through `uv add`, never `pip install`": a statement of how something is done
   * that rules out another command with "never" is a rule, however plainly it opens.
   */
  private static boolean contrast(
      Prose p, int marker, List<CommandRef> preferred, List<CommandRef> replaced) {
    return marker >= 0
        && !preferred.isEmpty()
        && !replaced.isEmpty()
        && p.text().startsWith("never ", marker);
  }

  static boolean descriptive(Prose p) {
    if (waived(p)) {
      return true;
    }
    if (IMPERSONAL_PERMISSION.matcher(p.text()).find()
        || IMPERSONAL_BAN.matcher(p.text()).find()
        || IMPERSONAL_DUTY.matcher(p.text()).find()
        || io.contextcov.compiler.statements.ModalityDetector.doneWhen(p.text())
        || LEAVE_ALONE.matcher(p.text()).find()
        || PRONOUN_PASSES.matcher(p.text()).find()
        // "`vendor/`: read only": a state the code before it is kept in
        || keptLabel(p)
        // "this repo uses `uv` rather than `pip`": the project's convention, as "we use" is
        || Shapes.PROJECT_REPLACES.matcher(p.text()).find()
        // "for anything that touches the network (`curl`), ask first": the question is the main
        // clause, whatever the opening describes
        || Shapes.ENDS_ASKING.matcher(p.text()).find()) {
      // "a task is not done until `make ci` passes": when the agent's work ends, a duty; "hands
      // off `ops/`" has no verb, yet bans changing it
      return false;
    }
    List<Prose.Word> ws = p.words();
    if (p.find("negation").stream()
            .anyMatch(
                h ->
                    h.word() == 0
                        // "it never touches `data/`": a pronoun's act is described, not banned
                        || h.word() == 1
                            && !Lexicon.get().words("thing-pronoun").contains(ws.get(0).text()))
        || p.phraseIn("under no circumstances", 0, Math.min(3, ws.size()))
        || listedSubjectNever(p)) {
      // "Under no circumstances run X", "Never X": a ban from its first words
      return false;
    }
    if (commaBan(p)) {
      return false;
    }
    if (p.find("negation").size() == 1 && Shapes.OTHERS_CANNOT.matcher(p.text()).find()) {
      // "the dev database has seeded data we can't regenerate quickly": what someone other than
      // the agent is unable to do, a reason and no ban
      return true;
    }
    if (!ws.isEmpty()
        && Lexicon.get().words("act-noun").contains(ws.get(0).text())
        && (p.has("ask") || p.has("hard") || p.has("negation"))) {
      // "Changes to `infra/` require approval": the agent's own acts are the subject
      return false;
    }
    if (!ws.isEmpty()
        && ws.get(0).text().startsWith("§")
        && io.contextcov.compiler.statements.ModalityDetector.ASKS.matcher(p.text()).find()) {
      // "`make deploy` requires approval", "`make db-reset` drops the database, ask first": the
      // command named first is what is asked about
      return false;
    }
    int start = 0;
    if (!ws.isEmpty() && SUBORDINATORS.contains(ws.get(0).text())) {
      // "If you changed X, run Y", "Before committing, run Y": the main clause follows the comma
      // (past the commas of a list of code: "Before running `a`, `b` or `c`, ask me")
      int comma = p.text().indexOf(',');
      while (comma >= 0
          && p.text().substring(0, comma).matches("(?s).*§\\d+\\s*")
          && Shapes.LISTED_CODE.matcher(p.text().substring(comma + 1)).lookingAt()) {
        comma = p.text().indexOf(',', comma + 1);
      }
      if (comma < 0) {
        return false;
      }
      start = p.wordAt(comma);
    } else if (ws.size() > 1
        && ws.get(0).text().startsWith("§")
        && CODE_LABEL.matcher(p.text()).lookingAt()) {
      // "`make lint`: run before every commit": the code labels a run of it (so do several,
      // "`a` and `b`: run them before …")
      java.util.regex.Matcher label = CODE_LABEL.matcher(p.text());
      start = label.lookingAt() ? p.wordAt(label.start(5)) : 1;
    }
    while (start < ws.size()
        && (Shapes.LEADERS.contains(ws.get(start).text()) || ws.get(start).text().endsWith("ly"))) {
      start++;
    }
    if (start >= ws.size()
        || p.han()
        || holds(p.text(), "unless", "limits", "bounds") && RESERVED.matcher(p.text()).find()) {
      // "`vendor/` is read-only unless explicitly allowed": a state kept until a human says
      return false;
    }
    String first = ws.get(start).text();
    if (MODALS.contains(first)
        || isVerb(first)
        // "Build the images with …": a bare word then an article opens an imperative ("Build
        // output lands in …" is a noun phrase)
        || start + 1 < ws.size()
            && Lexicon.get().words("verb-article").contains(ws.get(start + 1).text())
            && first.matches("[a-z]{3,}")
            && !first.endsWith("s")
            && !first.endsWith("ed")
            && !first.endsWith("ing")
            && !Lexicon.get().words("not-verb").contains(first)
        || first.startsWith("§")
            && start + 1 < ws.size()
            && MODALS.contains(ws.get(start + 1).text())
            && DEONTIC.contains(ws.get(start + 1).text())) {
      return false;
    }
    int m = -1;
    for (int i = start; i < ws.size(); i++) {
      if (MODALS.contains(ws.get(i).text())) {
        m = i;
        break;
      }
    }
    if (m < 0) {
      // no modal at all: an imperative ("Review X", "Keep Y") unless it opens like a statement
      // of fact ("The job reports…", "Tests live in…", "`X` runs…")
      return first.startsWith("§")
          || Set.of(
                  "a", "an", "the", "this", "that", "these", "those", "it", "they", "its", "their",
                  "there", "each", "every", "some", "most", "all", "our", "his", "her")
              .contains(first)
          || first.endsWith("s") && !first.endsWith("ss") && !isVerb(first)
          // "broken links fail the build", "failed jobs block a merge": a participle before a
          // plural noun is the subject of a statement
          || (first.endsWith("en") || first.endsWith("ed"))
              && !isVerb(first)
              && start + 1 < ws.size()
              && ws.get(start + 1).text().matches("[a-z]+[^s]s");
    }
    if (start + 1 < m
        && Set.of("it", "this", "that").contains(first)
        && thirdPersonAct(ws.get(start + 1).text())) {
      // "it writes `ios/` folders we don't keep": what a thing does; the negation belongs to the
      // relative clause after its object
      return true;
    }
    for (int i = start; i < m; i++) {
      if (AGENT.contains(ws.get(i).text())
          && i > 0
          && Set.of("most", "many", "few", "some", "several").contains(ws.get(i - 1).text())) {
        // "most contributors never touch `scripts/`": a habit of some people, not a duty
        return true;
      }
      if (AGENT.contains(ws.get(i).text())) {
        String next = m + 1 < ws.size() ? ws.get(m + 1).text() : "";
        // "the agent never fired": a past event, not a duty
        return (ws.get(m).text().equals("never") || ws.get(m).text().equals("not"))
            && next.endsWith("ed")
            && !next.equals("need");
      }
    }
    int at = m;
    String modal = ws.get(m).text();
    // "installing tools with `x` is not allowed": what follows a gerund subject is its object
    boolean gerund = gerundSubject(ws.get(start).text());
    for (int i = gerund ? m : start; i < m; i++) {
      // "it must never push", "the workflow should not run": duties of something else ("files
      // that have been applied must not be changed": "that" after a noun opens a relative clause)
      boolean relative =
          i > start
              && Set.of("that", "which").contains(ws.get(i).text())
              && !isVerb(ws.get(i - 1).text())
              && relativeEnd(p, i) > i;
      if (!relative
          && (PRONOUNS.contains(ws.get(i).text())
              || ACTORS.contains(ws.get(i).text()) && !secretNoun(p, i))) {
        return true;
      }
    }
    if (DEONTIC.contains(modal)) {
      return false;
    }
    for (int i = m + 1; i < ws.size(); i++) {
      // "X is crafted by hand and must not be modified": a duty later in the clause; so is one
      // said to the agent ("`gen/` is output and you should never modify it")
      if (Set.of("must", "shall").contains(ws.get(i).text())
          || AGENT.contains(ws.get(i).text())
              && i + 1 < ws.size()
              && DEONTIC.contains(ws.get(i + 1).text())) {
        return false;
      }
    }
    // "X is not to be edited", "X cannot be used", "X is forbidden": duties stated of objects
    String next = m + 1 < ws.size() ? ws.get(m + 1).text() : "";
    String after = m + 2 < ws.size() ? ws.get(m + 2).text() : "";
    if ((next.equals("be") || after.equals("be") || after.equals("to"))
        || p.find("hard").stream().anyMatch(h -> h.word() > at && h.word() <= at + 2)
        // "force-pushing is strongly discouraged", "force pushes are not recommended": a soft ban
        || softlyBanned(ws, at)
        // "`legacy/` is frozen", "generated files are read-only": a state files are kept in (said
        // of files, not of "review tasks")
        // "`make release` is CI-only": kept for the pipeline, a rule for the agent
        || DecisionTable.CI_ONLY.matcher(p.text()).find()
        // (past a relative clause too: "migrations that have been applied are immutable")
        || p.find("kept").stream()
                .anyMatch(h -> h.word() > at && (h.word() <= at + 2 || keptState(p, h)))
            && (ws.subList(start, at).stream()
                    .anyMatch(w -> w.text().startsWith("§") || FILE_WORDS.contains(w.text()))
                // ("migrations are immutable": a kind of file, named by its own noun)
                || kindIn(p, start, at))) {
      return false;
    }
    return true;
  }

  /**
   * "Secrets, tokens and passwords never go in source files": things listed (a word or two each,
   * joined by commas and "and"/"or"), then "never" — a rule of where they go, as "Secrets never go
   * …" is; no list of people ("reviewers and maintainers never …" describes them).
   */
  private static boolean listedSubjectNever(Prose p) {
    for (Prose.Hit h : p.find("negation")) {
      if (!h.entry().equals("never") || h.word() < 3 || h.word() > 8) {
        continue;
      }
      String before = p.text().substring(0, h.at());
      if (!Shapes.LISTED_SUBJECT.matcher(before).matches()) {
        return false;
      }
      for (int i = 0; i < h.word(); i++) {
        // each item's last word names it ("API keys" are keys, not an API)
        String w = p.words().get(i).text();
        String next = p.words().get(i + 1).text();
        boolean last =
            Set.of("and", "or", "never").contains(next)
                || p.text()
                    .substring(p.words().get(i).at(), p.words().get(i + 1).at())
                    .contains(",");
        if (last && (AGENT.contains(w) || ACTORS.contains(w))) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  /**
   * Whether a place word and code open at word {@code at}: "…, never in `appsettings.json`" leaves
   * out the verb of the clause before, which the place word stands for.
   */
  private static boolean placeInCode(Prose p, int at) {
    return at + 1 < p.words().size()
        && Set.of("in", "into", "inside", "under", "to").contains(p.words().get(at).text())
        && p.words().get(at + 1).text().startsWith("§");
  }

  /**
   * "`gen/`: generated, never edit", "it is slow, don't run it twice": a negation right after a
   * comma, then a verb in its base form (or a place in code, standing for the verb before), bans as
   * a sentence opening with it would; so does one right after a colon when code stands before it
   * ("`make x` belongs to ops: never run it").
   */
  private static boolean commaBan(Prose p) {
    List<Prose.Word> ws = p.words();
    for (Prose.Hit h : p.find("negation")) {
      int next = h.word() + h.entry().split(" ").length;
      // ("…: do not run it": the gap is before "do")
      int k =
          h.entry().equals("not") && h.word() > 0 && ws.get(h.word() - 1).text().equals("do")
              ? h.word() - 1
              : h.word();
      if (k == 0 || next >= ws.size() || !isVerb(ws.get(next).text()) && !placeInCode(p, next)) {
        continue;
      }
      String gap =
          p.text()
              .substring(
                  Math.min(ws.get(k - 1).at() + ws.get(k - 1).text().length(), ws.get(k).at()),
                  ws.get(k).at());
      // (a colon only after code the ban is about: "review-only tasks are read-only: do not
      // commit" says when the ban holds, which no call shows)
      if (gap.matches("[^,:：]*,[^,:：]*")
          || gap.matches("[^,:：]*[:：][^,:：]*")
              && (ws.subList(0, k).stream().anyMatch(x -> x.text().startsWith("§"))
                  // ("Read-only on GitHub: never run `gh pr merge`": a label of a few words with
                  // no verb names the topic, not a case)
                  || k <= 5
                      && ws.subList(0, k).stream()
                          .noneMatch(x -> Shapes.LINKING_VERBS.contains(x.text())))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether word {@code i} opens or modifies a name of secrets ("API keys", "CI tokens"): what the
   * clause is about is the secret, not the program the first word names.
   */
  private static boolean secretNoun(Prose p, int i) {
    return p.find("object.secret").stream().anyMatch(h -> h.word() == i || h.word() == i + 1);
  }

  /**
   * Whether the words right after the verb "be" ban softly: "discouraged", "avoided", "frowned
   * upon", "unsafe", or "not" and a word of advice ("not recommended", "not advised", "not safe").
   */
  private static boolean softlyBanned(List<Prose.Word> ws, int be) {
    for (int i = be + 1; i < ws.size() && i <= be + 3; i++) {
      String w = ws.get(i).text();
      if (Set.of("discouraged", "avoided", "frowned", "unsafe").contains(w)
          || w.equals("not")
              && i + 1 < ws.size()
              && Set.of("recommended", "advised", "advisable", "encouraged", "welcome", "safe")
                  .contains(ws.get(i + 1).text())) {
        return true;
      }
    }
    return false;
  }

  /** Base-form verbs that open an instruction ("Run …", "Avoid …", "Ask …"). */
  private static boolean isVerb(String w) {
    if (Lexicon.get().actClassOf(w).isPresent()
        && !w.endsWith("ing")
        && !w.endsWith("s")
        && !w.endsWith("ed")) {
      return true;
    }
    return Set.of(
            "avoid",
            "compare",
            "handle",
            "stay",
            "prefer",
            "ask",
            "keep",
            "ensure",
            "make",
            "follow",
            "check",
            "verify",
            "test",
            "never",
            "always",
            "do",
            "don't",
            "stop",
            "leave",
            "treat",
            "put",
            "place",
            "reserve",
            "skip",
            "include",
            "name",
            "log",
            "print",
            "store",
            "wait",
            "report",
            "indent",
            "work",
            "spell",
            "wrap",
            "limit",
            "capitalize",
            "capitalise",
            // a purpose's own verb, opening an imperative ("Format Python with `ruff format`")
            "format",
            "lint",
            "typecheck",
            "validate",
            "regenerate")
        .contains(w);
  }

  private record Region(int from, int to) {}

  /**
   * Whether the region opens a condition that holds wherever the agent works, read on to the comma
   * or colon that ends it (a parenthesis, "when you (the agent) work here:", cuts the region itself
   * short).
   */
  private static boolean workingHere(Prose p, Region r) {
    if (r.from >= p.words().size() || !WORKING_WORDS.contains(p.words().get(r.from).text())) {
      return false;
    }
    return WORKING_HERE.matcher(p.written(r.from, p.words().size())).lookingAt();
  }

  private static final Set<String> WORKING_WORDS = Set.of("when", "while", "whenever");

  /** A condition that holds wherever the agent works: "when you work here", "while coding". */
  private static final GatedPattern WORKING_HERE =
      GatedPattern.compile(
          "(?i)\\W*(?:when|while|whenever)\\s+(?:you(?:['’]re|\\s+are)?\\s*"
              // ("when you (the agent) work here", the parenthesis read as an apposition)
              + "(?:\\([^)]{1,30}\\)\\s*|,[^,:]{1,30},\\s*)?\\s)?"
              + "(?:(?:work|working|coding|contributing|operating)"
              // "when you generate code for this repository", "when writing code": what a coding
              // agent does wherever it works
              + "|(?:writ(?:e|es|ing)|generat(?:e|es|ing)|produc(?:e|es|ing)|suggest(?:s|ing)?"
              + "|edit(?:s|ing)?)\\s+(?:code|changes))"
              + "(?:\\s+(?:here|in\\s+here"
              + "|(?:in|on|with|for)\\s+(?:this|the|our)\\s+(?:repo|repository|project|codebase"
              + "|code\\s+base)))?\\s*(?:[,:.;]|$)");

  /** Code written as a combination: {@code `a` + `b`}. */
  private static final GatedPattern PAIR = GatedPattern.compile("§\\d+\\s*\\+\\s*§\\d+");

  /** "that have been pushed", "which are shared", "who": a clause about the object. */
  private static final Set<String> RELATIVE_AUX =
      Set.of("have", "has", "had", "were", "was", "are", "is", "been", "already");

  /** The purposes whose phrases a region names ("before running the tests": test). */
  private static Set<String> purposesNamed(Prose p, Region r) {
    Set<String> named = new LinkedHashSet<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings("purpose")) {
      for (String phrase : g.phrases()) {
        if (!phrase.startsWith(".") && p.phraseIn(phrase, r.from, r.to)) {
          named.add(g.name());
        }
      }
    }
    return named;
  }

  /**
   * Whether a ban is of two things done together, not of either: "never run `make test` and walk
   * away" (code, "and", then a word of no act, program or code), "never commit and push in one
   * step" (what is joined, then in one step, at once, together or in the same step or command). No
   * call shows the pair.
   */
  private static boolean combination(Prose p) {
    if (Shapes.TOGETHER.matcher(p.text()).find()) {
      return true;
    }
    List<Prose.Word> ws = p.words();
    for (int i = 0; i + 2 < ws.size(); i++) {
      if (ws.get(i).text().matches("§\\d+")
          && ws.get(i + 1).text().equals("and")
          && ws.get(i + 2).text().matches("[a-z]{3,}")
          && Lexicon.get().actClassOf(ws.get(i + 2).text()).isEmpty()
          && !Lexicon.get().words("run-verb").contains(ws.get(i + 2).text())
          && !PROSE_PROGRAMS.contains(ws.get(i + 2).text())
          && Shapes.LEAVING.contains(ws.get(i + 2).text())) {
        return true;
      }
    }
    return false;
  }

  /**
   * Takes out of {@code commands} each command in code said to be running as a state — "while `make
   * dev` is running", "when `docker compose` is up" — and says whether there was one: the state of
   * something else, which the ban of the rest is asked about under.
   */
  private static boolean runningStates(Prose p, List<CommandRef> commands) {
    if (!Shapes.RUNNING_STATE.matcher(p.text()).find()) {
      return false;
    }
    boolean any = false;
    java.util.regex.Matcher m = Shapes.RUNNING_STATE.matcher(p.text());
    while (m.find()) {
      String span = p.spans().get(Integer.parseInt(m.group(1)));
      any |= commands.removeIf(c -> c.pattern().equals(span) || span.startsWith(c.pattern() + " "));
    }
    return any;
  }

  /**
   * 不要运行 `go mod tidy` 以外的命令: the command named is the exception, taken out of {@code commands},
   * and what the rest bans ("other commands") no call shows — whether there was one.
   */
  private static boolean hanExcepted(Prose p, List<CommandRef> commands) {
    boolean any = false;
    java.util.regex.Matcher excepted = HAN_EXCEPTED.matcher(p.text());
    while (excepted.find()) {
      removeNamed(commands, p.spans().get(Integer.parseInt(excepted.group(1))));
      any = true;
    }
    return any;
  }

  /**
   * Whether the object of a merge, a push or a rewrite of history is narrowed by a relative clause
   * in plain words — "that" or "which", then a word other than an auxiliary, and no code after it:
   * "code that lowers coverage", "history that others have pulled". Which of them a call works on
   * no call shows.
   */
  private static boolean objectNarrowedUnseen(Prose p, List<Act> acts, List<CommandRef> commands) {
    boolean history =
        !commands.isEmpty()
            && commands.stream()
                .allMatch(c -> Shapes.HISTORY_COMMAND.matcher(c.pattern()).matches())
            && p.spans().isEmpty();
    // (the thing merged or pushed may be named by an act's noun: "changes", "commits")
    if (!history
        && (acts.stream().noneMatch(a -> a == Act.MERGE || a == Act.PUSH || a == Act.FORCE_PUSH)
            || !acts.stream()
                .allMatch(
                    a ->
                        a == Act.MERGE
                            || a == Act.PUSH
                            || a == Act.FORCE_PUSH
                            || a == Act.EDIT
                            || a == Act.COMMIT))) {
      return false;
    }
    List<Prose.Word> ws = p.words();
    for (int i = 1; i + 1 < ws.size(); i++) {
      String w = ws.get(i).text();
      if ((w.equals("that") || w.equals("which"))
          && !RELATIVE_AUX.contains(ws.get(i + 1).text())
          && !ws.get(i + 1).text().startsWith("§")
          && ws.subList(i + 1, ws.size()).stream().noneMatch(x -> x.text().startsWith("§"))
          && Set.of("code", "history", "commits", "changes", "branches", "work", "prs", "pr")
              .contains(ws.get(i - 1).text())) {
        return true;
      }
    }
    return false;
  }

  /** Nouns of things in code, which a relative clause after them describes. */
  private static final Set<String> CODE_THINGS =
      Set.of(
          "import",
          "imports",
          "call",
          "calls",
          "reference",
          "references",
          "link",
          "links",
          "dependency",
          "dependencies",
          "query",
          "queries",
          "function",
          "functions");

  /** Whether word {@code w} stands in a relative clause about a thing in code. */
  private static boolean aboutCode(Prose p, int w) {
    for (int i = w - 1; i > 0 && i >= w - 5; i--) {
      String t = p.words().get(i).text();
      if ((t.equals("that") || t.equals("which"))
          && CODE_THINGS.contains(p.words().get(i - 1).text())) {
        return true;
      }
    }
    return false;
  }

  /**
   * Code the agent makes, named before "you" in a relative clause with no "that": "code you
   * commit".
   */
  private static final Set<String> MADE_THINGS =
      Set.of("code", "files", "changes", "anything", "everything", "commits", "patches", "work");

  /**
   * The word where a relative clause about the object starts, or -1: "that" or "which" and an
   * auxiliary, or "you" or "we" right after code the agent makes, itself after "in" ("avoid `x` in
   * code you commit": the commit says which code, and is no act of the rule).
   */
  private static int relativeClause(Prose p) {
    List<Prose.Word> ws = p.words();
    for (int i = 1; i + 1 < ws.size(); i++) {
      String w = ws.get(i).text();
      if ((w.equals("you") || w.equals("we"))
          && i >= 2
          && MADE_THINGS.contains(ws.get(i - 1).text())
          && Set.of("in", "into", "from").contains(ws.get(i - 2).text())) {
        return i;
      }
      if ((w.equals("that") || w.equals("which"))
          && RELATIVE_AUX.contains(ws.get(i + 1).text())
          && !Set.of("sure", "ensure", "check", "verify", "so", "such", "note", "confirm")
              .contains(ws.get(i - 1).text())) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Where the main clause resumes after a relative clause that starts at {@code from}: its modal
   * ("migration files that have been applied must not be modified"), or the verb before a word of
   * {@code kept} ("scripts that were merged are immutable"), or -1.
   */
  private static int relativeEnd(Prose p, int from) {
    List<Prose.Word> ws = p.words();
    for (int i = from + 2; i < ws.size(); i++) {
      if (Set.of("must", "should", "shall", "may", "cannot", "can't", "mustn't", "shouldn't")
          .contains(ws.get(i).text())) {
        return i;
      }
    }
    for (Prose.Hit h : p.find("kept")) {
      if (h.word() > from + 2 && keptState(p, h)) {
        return h.word() - 1;
      }
    }
    return -1;
  }

  private static final GatedPattern TOOL_NAME = GatedPattern.compile("[a-z][a-z0-9]*(_[a-z0-9]+)+");
  private static final Set<String> TOOL_VERBS =
      Set.of("using", "calling", "invoking", "use", "call", "invoke");

  /**
   * "before using report_progress", "before calling `submit_result`": a tool of the agent, named in
   * snake case right after a verb of using, as the later step.
   */
  private static List<String> laterTools(Prose p, Region later) {
    List<String> out = new ArrayList<>();
    if (later == null) {
      return out;
    }
    for (int i = later.from + 1; i < later.to; i++) {
      String w = p.words().get(i).text();
      if (w.startsWith("§")) {
        int span = Integer.parseInt(w.substring(1));
        w = span < p.spans().size() ? p.spans().get(span) : w;
      }
      String before = p.words().get(i - 1).text();
      if (before.equals("the") && i >= 2) {
        before = p.words().get(i - 2).text();
      }
      if (TOOL_NAME.matcher(w).matches() && TOOL_VERBS.contains(before) && !out.contains(w)) {
        out.add(w);
      }
    }
    return out;
  }

  /**
   * Whether the clause's hedges only say which runs of its duty count, so that any run meets it:
   * "run the relevant tests" (a purpose), or "run `pint` on the files you touched" (the files a
   * command named in code is given).
   */
  private static boolean hedgeOnlyNarrows(
      Prose p, Set<String> purposes, List<CommandRef> commands, boolean negative) {
    if (negative) {
      return false;
    }
    List<Prose.Hit> hedges = p.find("hedge");
    return hedges.stream().allMatch(h -> hedgesPurpose(p, h.word()))
            && !purposes.isEmpty()
            && commands.isEmpty()
        || hedges.stream().allMatch(h -> hedgesFiles(p, h.word()) || ownChange(p, h.word()))
            && !commands.isEmpty();
  }

  /**
   * Whether a hedge word is the agent's own act on what the command is run for: "for every model
   * you touched", "on the packages you've changed" (which ones no call shows; that the command ran
   * does).
   */
  private static boolean ownChange(Prose p, int word) {
    int you = word - 1;
    if (you >= 1 && p.words().get(you).text().equals("have")) {
      you--;
    }
    // (what the agent touched follows a noun, not a word of condition: "if you touched the
    // public interface" is when the duty is owed)
    return you >= 1
        && Set.of("you", "you've").contains(p.words().get(you).text())
        && !p.words().get(you - 1).text().matches("if|when|whenever|once|after|unless|until|since")
        && p.words().get(you - 1).text().matches("[a-z-]+");
  }

  /** What the clause speaks of beyond acts: a commit message, a PR title, a secret. */
  private static Set<String> subjects(Prose p) {
    Set<String> subjects = new LinkedHashSet<>();
    for (String cls : List.of("object.message", "object.title", "object.secret")) {
      if (p.has(cls)) {
        subjects.add(cls.substring("object.".length()));
      }
    }
    return subjects;
  }

  /**
   * Whether every hedge word is one of size ("large", "big") a few words before a path the clause
   * names in code.
   */
  private static boolean hedgesPaths(Prose p, List<String> paths) {
    return p.find("hedge").stream()
        .allMatch(
            h -> {
              if (h.word() >= p.words().size()
                  || !Set.of("large", "big").contains(p.words().get(h.word()).text())) {
                return false;
              }
              for (int i = 0; i < p.spans().size(); i++) {
                int at = p.spanWord(i);
                if (at > h.word() && at <= h.word() + 4 && paths.contains(p.spans().get(i))) {
                  return true;
                }
              }
              return false;
            });
  }

  /**
   * Whether the noun at {@code noun} is added to, into or in a file named in code a few words after
   * it that is no manifest of dependencies (`groundings.tsv`, "manifest").
   */
  private static boolean addedToOtherFile(Prose p, int noun) {
    List<Prose.Word> ws = p.words();
    for (int i = noun + 1; i + 1 < ws.size() && i <= noun + 3; i++) {
      if (!Set.of("to", "into", "in").contains(ws.get(i).text())) {
        continue;
      }
      String next = ws.get(i + 1).text();
      if (!next.matches("§\\d+")) {
        return false;
      }
      String file = p.spans().get(Integer.parseInt(next.substring(1))).replaceFirst(".*/", "");
      return file.matches("[^*\\s]+\\.[A-Za-z0-9.]+")
          && Lexicon.get().groundings("manifest").stream()
              .flatMap(g -> g.values().stream())
              .map(v -> v.replaceFirst(".*/", ""))
              .noneMatch(
                  v -> {
                    int star = v.indexOf('*');
                    return star < 0
                        ? file.equals(v)
                        : file.startsWith(v.substring(0, star))
                            && file.endsWith(v.substring(star + 1));
                  });
    }
    return false;
  }

  /** Whether a hedge word is said of files: "touched files", "the files you touched". */
  private static boolean hedgesFiles(Prose p, int word) {
    for (int i = Math.max(0, word - 3); i <= Math.min(p.words().size() - 1, word + 1); i++) {
      String w = p.words().get(i).text();
      if (i != word && (w.equals("files") || w.equals("file"))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a hedge word is followed at once by a purpose ("relevant tests", "affected linters").
   */
  private static boolean hedgesPurpose(Prose p, int word) {
    return purposeIn(p, new Region(word + 1, Math.min(p.words().size(), word + 3))) != null;
  }

  /** The purpose named in a region ("when running tests" → test), or null. */
  private static String purposeIn(Prose p, Region r) {
    for (Lexicon.Grounding g : Lexicon.get().groundings("purpose")) {
      for (String phrase : g.phrases()) {
        if (!Prose.isHan(phrase) && p.phraseIn(phrase, r.from, r.to)) {
          return g.name();
        }
      }
    }
    return null;
  }

  private static final Set<String> EXCLUDING =
      Set.of("outside", "except", "excluding", "besides", "other");

  /** A flag listed ("including `-m`") as a way to write a commit message or title. */
  private static boolean means(Prose p, int word) {
    if (!p.has("object.message") && !p.has("object.title")) {
      return false;
    }
    for (int i = Math.max(0, word - 8); i < word; i++) {
      if (p.words().get(i).text().equals("including")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a word that leaves a case out — "anything but", "everything except", "other than" —
   * stands at most eight words before word {@code w}, in the same clause: "never run X against
   * anything but the local database (`DATABASE_URL` in `.env.local`)" names the case left out.
   */
  private static boolean leftOutBefore(Prose p, int w) {
    for (int i = w - 1; i >= Math.max(1, w - 8); i--) {
      String x = p.words().get(i).text();
      String before = p.words().get(i - 1).text();
      if (x.equals("except")
          || x.equals("but")
              && Set.of("anything", "everything", "all", "any", "anywhere").contains(before)
          || x.equals("than") && before.equals("other")) {
        return true;
      }
    }
    return false;
  }

  /**
   * "outside `tasks/`", "except `docs/`": a path the rule leaves out (and one listed after it:
   * "except `a`, `b` and `c`").
   */
  private static boolean excluding(Prose p, int word) {
    for (int i = Math.max(0, word - 2); i < word; i++) {
      if (EXCLUDING.contains(p.words().get(i).text())) {
        return true;
      }
    }
    int i = word - 1;
    while (i >= 0 && Set.of("and", "or").contains(p.words().get(i).text())) {
      i--;
    }
    return i >= 0 && p.words().get(i).text().startsWith("§") && excluding(p, i);
  }

  /**
   * Whether a kind of command named in prose starts at word {@code at} ("skip pre-commit hooks"):
   * then skipping is the act banned, not an omission.
   */
  private static boolean namesCommandKind(Prose p, int at) {
    for (Lexicon.Grounding g : Lexicon.get().groundings("command")) {
      for (String phrase : g.phrases()) {
        if (p.phraseIn(phrase, at, at + phrase.split(" ").length)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether {@code program} stands right before a word for packages ("npm packages"). */
  private static boolean namesPackages(Prose p, String program) {
    List<String> dependency = Lexicon.get().words("act.dependency");
    for (int i = 0; i + 1 < p.words().size(); i++) {
      String w = p.words().get(i).text();
      boolean named =
          w.equals(program)
              || w.startsWith("§")
                  && p.spans().get(Integer.parseInt(w.substring(1))).equals(program);
      if (named && dependency.contains(p.words().get(i + 1).text())) {
        return true;
      }
    }
    return false;
  }

  /** "even if the tests fail": a condition granted, not one the rule waits for. */
  private static boolean concessive(Prose p, Region r) {
    return r.from > 0 && p.words().get(r.from - 1).text().equals("even")
        || r.from < p.words().size() && p.words().get(r.from).text().equals("even");
  }

  private static boolean passIn(Prose p, Region r) {
    return p.find("pass").stream()
        .anyMatch(
            h ->
                h.word() >= r.from && h.word() < r.to
                    // 如果 `make test` 失败，: a Chinese entry stands between words, so it is in
                    // the region by character, up to the region's stop
                    || Prose.isHan(h.entry())
                        && r.from < r.to
                        && h.at() >= p.words().get(r.from).at()
                        && h.at() < hanStop(p, p.words().get(r.from).at()));
  }

  /** "at the end of each turn", "at the end of the task", "uncommitted" work left at the end. */
  private static boolean endOfTurn(Prose p) {
    List<Prose.Word> ws = p.words();
    for (int i = 0; i + 1 < ws.size(); i++) {
      // "commit every turn", "push after each task"
      if (Set.of("every", "each").contains(ws.get(i).text())
          && Set.of("turn", "task", "session", "response").contains(ws.get(i + 1).text())) {
        return true;
      }
    }
    for (int i = 0; i + 4 < ws.size() + 1; i++) {
      if (p.phraseIn("at the end of", i, i + 4)) {
        for (int k = i + 4; k < Math.min(ws.size(), i + 7); k++) {
          if (Set.of("turn", "task", "session", "work", "conversation", "response")
              .contains(ws.get(k).text())) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * "never approve your own PR", "do not approve pull requests": the agent's own act of approving
   * (a negation right before, a pull request or change after), no person's leave.
   */
  private static boolean agentApproves(List<Prose.Word> ws, int w) {
    if (!Set.of("never", "not", "don't", "shouldn't").contains(ws.get(w - 1).text())) {
      return false;
    }
    return ws.subList(w + 1, Math.min(ws.size(), w + 4)).stream()
        .map(Prose.Word::text)
        .anyMatch(
            x ->
                Set.of("pr", "prs", "pull", "merge", "changes", "reviews", "own", "code")
                    .contains(x));
  }

  /**
   * Whether a clause runs something: a verb of running, or no act but a check said by its verb
   * ("typecheck when you're done").
   */
  private static boolean runsOrPurposes(List<Act> acts, java.util.Collection<String> purposes) {
    return acts.contains(Act.RUN) || acts.isEmpty() && !purposes.isEmpty();
  }

  /** Words that name the agent's work as a whole: "done making your code changes". */
  private static final Set<String> WHOLE_WORK =
      Set.of(
          "making",
          "with",
          "your",
          "the",
          "a",
          "all",
          "series",
          "of",
          "code",
          "changes",
          "edits",
          "work",
          "task",
          "editing",
          "coding",
          "changing");

  /** "once you're done", "when you have finished editing": a condition that is the work's end. */
  private static boolean finishing(Prose p, Region r) {
    if (r.from >= p.words().size()) {
      return false;
    }
    if (!Set.of("once", "when", "after").contains(p.words().get(r.from).text())) {
      return false;
    }
    for (int i = r.from + 1; i < Math.min(r.to, r.from + 5); i++) {
      if (Set.of("done", "finished", "complete").contains(p.words().get(i).text())) {
        // the end of the work alone, or of one act ("done editing"), up to the comma: not "once
        // you have finished your Rust edits", which names the change
        // ("done making a series of code changes" names the work as a whole, not one change)
        String rest = p.text().substring(p.words().get(i).at()).split("[,.;:]", 2)[0].strip();
        String[] words = rest.split("\\s+");
        return words.length <= 2
            || java.util.Arrays.stream(words, 1, words.length).allMatch(WHOLE_WORK::contains);
      }
    }
    return false;
  }

  /** Whether one of the commands is the own command of an act, named with options. */
  private static boolean doneBy(List<Act> acts, List<CommandRef> commands) {
    return acts.stream().anyMatch(a -> commands.stream().anyMatch(a::doneWithOptions));
  }

  /** "fix any lint errors", "fix the failures": the step must end clean. */
  private static boolean fixesErrors(Prose p) {
    List<Prose.Word> ws = p.words();
    for (int i = 0; i < ws.size(); i++) {
      if (!Lexicon.get().words("repair").contains(ws.get(i).text())) {
        continue;
      }
      // "fix any errors" and, passive, "any clippy warnings are addressed"
      for (int k = Math.max(0, i - 4); k < Math.min(ws.size(), i + 4); k++) {
        if (k != i && Lexicon.get().words("findings").contains(ws.get(k).text())) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Words that may follow a leading purpose verb when it means the suite ("Test the code", "Lint
   * before you push", "Build everything"); any other word makes it manual work on a feature.
   */
  private static final Set<String> SUITE_FOLLOWERS =
      Set.of(
          "everything",
          "it",
          "them",
          "code",
          "changes",
          "before",
          "after",
          "first",
          "again",
          "and",
          "or",
          "when",
          "whenever",
          "once",
          "until",
          "every",
          "each",
          "prior",
          "then",
          "always",
          "regularly",
          "thoroughly",
          "frequently",
          "often");

  private static final Set<String> SUITE_DETERMINERS =
      Set.of("the", "your", "all", "this", "that", "these", "our", "any", "every");

  /** What a purpose verb is run on when it means the suite: the code, the project… */
  private static final Set<String> SUITE_OBJECTS =
      Set.of(
          "code",
          "changes",
          "project",
          "repo",
          "repository",
          "suite",
          "app",
          "application",
          "codebase",
          "build",
          "package",
          "packages",
          "crate",
          "crates",
          "module",
          "modules",
          "library",
          "workspace",
          "tests",
          "change",
          "work",
          "files",
          "sources");

  /** Whether the words after a leading purpose verb say it runs on the suite, not a feature. */
  private static boolean suiteObject(Prose p) {
    String next = p.words().get(1).text();
    if (MODALS.contains(next) || p.find("pass").stream().anyMatch(h -> h.word() == 1)) {
      // "Tests must pass", "Lint passes": the purpose is the subject, not a verb of manual work
      return true;
    }
    if (SUITE_DETERMINERS.contains(next)) {
      return p.words().size() > 2 && SUITE_OBJECTS.contains(p.words().get(2).text());
    }
    return SUITE_FOLLOWERS.contains(next) || SUITE_OBJECTS.contains(next);
  }

  private static String leadingPurpose(Prose p) {
    String first = p.words().isEmpty() ? "" : p.words().get(0).text();
    for (Lexicon.Grounding g : Lexicon.get().groundings("purpose")) {
      if (g.phrases().contains(first)) {
        return g.name();
      }
    }
    return "";
  }

  /**
   * Programs named in prose without code quotes ("use pnpm, not npm"): the `prose-program` class.
   */
  private static final Set<String> PROSE_PROGRAMS =
      Set.copyOf(Lexicon.get().words("prose-program"));

  /** A word written as code: camelCase or joined by hyphens ("connectedCheck", "run-script"). */
  private static final GatedPattern CODE_WORD =
      GatedPattern.compile("[a-z][a-z0-9]*([A-Z][A-Za-z0-9]*)+|[a-z][a-z0-9]*(-[a-z0-9]+)+");

  private static final Set<String> SUBCOMMANDS =
      Set.of(
          "status",
          "add",
          "commit",
          "push",
          "pull",
          "fetch",
          "rebase",
          "reset",
          "checkout",
          "switch",
          "branch",
          "merge",
          "stash",
          "log",
          "diff",
          "clean",
          "revert",
          "restore",
          "tag",
          "clone",
          "cherry-pick",
          "worktree",
          "show",
          "blame",
          "bisect",
          "filter-branch",
          "install",
          "ci",
          "test",
          "run",
          "build",
          "publish",
          "remove",
          "update",
          "audit",
          "exec",
          "lint",
          "fmt",
          "check",
          "clippy",
          "bench",
          "pr",
          "issue",
          "release",
          "apply",
          "destroy",
          "up",
          "task",
          "compose",
          "dlx");

  /**
   * Words that end a command written bare: English function words, and adverbs of how or where it
   * is run ("never run `docker compose down` on prod", "… yourself", "… locally"); {@code
   * ends-bare-command} in {@code lexicon.tsv}.
   */
  private static final Set<String> ENDS_BARE_COMMAND =
      Set.copyOf(Lexicon.get().words("ends-bare-command"));

  /**
   * A bare command's further words after its program and subcommand, as written in lower case with
   * one space between ("never run docker compose down", "don't run deno task deploy"): up to three,
   * up to a word that ends it. The run of the program alone would ban all its other tasks.
   */
  private static String moreCommandWords(Prose p, int program, String cmd) {
    List<Prose.Word> ws = p.words();
    int j = program + cmd.split(" ").length;
    String out = cmd;
    while (j < ws.size() && j <= program + 3) {
      String w = ws.get(j).text();
      String gap =
          p.text().substring(ws.get(j - 1).at() + ws.get(j - 1).text().length(), ws.get(j).at());
      if (!gap.equals(" ")
          || !p.written(j).equals(w)
          || !w.matches("[a-z][a-z0-9:_-]*")
          || ENDS_BARE_COMMAND.contains(w)
          || Lexicon.get().words("program-noun").contains(w)) {
        break;
      }
      out += " " + w;
      j++;
    }
    return out;
  }

  /**
   * Objects written without code quotes: "check git status" names {@code git status}, "never write
   * to AGENTS.md" names a path.
   */
  private static void proseObjects(
      Prose p,
      Region later,
      Region opening,
      Region condition,
      List<CommandRef> commands,
      List<String> paths) {
    List<Prose.Word> ws = p.words();
    for (int i = 0; i < ws.size(); i++) {
      if (inside(later, i) || inside(opening, i) || inside(condition, i)) {
        continue;
      }
      String w = ws.get(i).text();
      int next = i + 1;
      // a program typed as a command is lower case: "Git worktree" is a noun; "docker images"
      // names whose images, not a run of `docker`
      if (PROSE_PROGRAMS.contains(w)
          && p.written(i).equals(w)
          && !destination(p, i)
          && p.find("pushed-elsewhere").stream().noneMatch(o -> o.word() == next)
          // ("add new npm scripts", "cargo features": a thing of the program, not a run of it)
          && !(next < ws.size()
              && Lexicon.get().words("program-noun").contains(ws.get(next).text()))) {
        // "./gradlew" as written: the wrapper script run from the project's root
        String cmd = p.text().startsWith("./", ws.get(i).at() - 2) ? "./" + w : w;
        if (i + 1 < ws.size()
            && (SUBCOMMANDS.contains(ws.get(i + 1).text())
                // "gradle connectedCheck", "npm run-script": a task's name is code, and the run
                // of the program alone would ban all its other tasks
                || CODE_WORD.matcher(p.written(i + 1)).matches()
                    && p.text()
                        .substring(ws.get(i).at() + w.length(), ws.get(i + 1).at())
                        .equals(" "))) {
          cmd += " " + p.written(i + 1);
        }
        if (!cmd.equals(w)) {
          // ("pip breaks the lock", "npm packages", "git commits": a program with no subcommand
          // after it is followed by a word of the sentence)
          cmd = moreCommandWords(p, i, cmd);
        }
        String found = cmd;
        if (commands.stream().noneMatch(c -> c.pattern().startsWith(found))
            && !(cmd.equals(w) && Set.of("git", "gh").contains(w))) {
          commands.add(new CommandRef(cmd, cmd, w));
        }
      } else if (bareDirectory(p, i) != null) {
        // "don't touch anything in secrets/": a directory written with its slash, unquoted
        String dir = bareDirectory(p, i);
        if (!paths.contains(dir)) {
          paths.add(dir);
        }
      } else if (w.contains(".")
          && !w.startsWith("§")
          && Paths.isPath(p.written(i))
          && p.written(i).matches(".*[A-Za-z].*\\.[A-Za-z]{1,4}")
          && !p.written(i).matches("[A-Z][A-Za-z]*\\.js")) {
        String path = p.written(i);
        if (!paths.contains(path)) {
          paths.add(path);
        }
      }
    }
  }

  /**
   * "Run pest and phpstan before every commit" under a table that gives `./vendor/bin/pest` and
   * `./vendor/bin/phpstan analyse`: a bare word run (or joined to one run by "and", "or", "then" or
   * a comma) that is the program of exactly one command the file names stands for that command.
   */
  private static void namedRuns(
      Prose p,
      Region later,
      Region opening,
      Region condition,
      List<CommandRef> commands,
      FileFacts facts) {
    List<Prose.Word> ws = p.words();
    int last = Integer.MIN_VALUE / 2;
    for (int i = 0; i < ws.size(); i++) {
      String w = ws.get(i).text();
      boolean joined =
          // ("run pint, then phpstan": a step after "then" is run as well)
          last == i - 2 && Set.of("and", "or", "then").contains(ws.get(i - 1).text())
              || last == i - 1
                  && p.text().substring(ws.get(last).at(), ws.get(i).at()).contains(",");
      if (inside(later, i)
          || inside(opening, i)
          || inside(condition, i)
          || !(runVerbBefore(p, i) || joined)
          || !p.written(i).equals(w)
          || !w.matches("[a-z][a-z0-9-]{2,}")
          || PROSE_PROGRAMS.contains(w)) {
        continue;
      }
      List<CommandRef> of =
          facts.commands().stream()
              .filter(c -> c.words().get(0).replaceFirst(".*/", "").equals(w))
              .toList();
      if (of.size() == 1
          && commands.stream().noneMatch(c -> c.pattern().equals(of.get(0).pattern()))) {
        commands.add(of.get(0));
        last = i;
      }
    }
  }

  /** A directory written without code quotes and ending in a slash: "secrets/", "src/legacy/". */
  private static final GatedPattern BARE_DIRECTORY =
      GatedPattern.compile("[a-z0-9_][a-z0-9_.-]*(?:/[a-z0-9_][a-z0-9_.-]*)*/(?=[\\s,.;:)!?]|$)");

  /** The bare directory that starts at word {@code i} ("secrets/"), or null. */
  private static String bareDirectory(Prose p, int i) {
    int at = p.words().get(i).at();
    if (at > 0 && "/.-_`~".indexOf(p.text().charAt(at - 1)) >= 0) {
      return null;
    }
    // matched from the word on only: a search from it would scan the rest of the text at each word
    java.util.regex.Matcher m = BARE_DIRECTORY.matcher(p.text()).region(at, p.text().length());
    return m.lookingAt() ? p.writtenAt(m.start(), m.end()) : null;
  }

  /**
   * Whether word {@code i} is where something is sent rather than a program run: "publish packages
   * to npm", "never deploy on docker" (a verb of sending before "to"/"on"/"onto" and the name).
   */
  private static boolean destination(Prose p, int i) {
    String before = p.text().substring(0, p.words().get(i).at()).strip();
    if (p.han() && (before.endsWith("到") || before.endsWith("至"))) {
      // "不要发布到 npm"
      return p.find("send-verb").stream().anyMatch(h -> h.at() < before.length() - 1);
    }
    if (i == 0 || !Set.of("to", "on", "onto").contains(p.words().get(i - 1).text())) {
      return false;
    }
    return p.find("send-verb").stream().anyMatch(h -> h.word() < i - 1);
  }

  /** An act word: its act, its word and where its text ends (for Han, what follows is read). */
  private record ActHit(Act act, int word, int end) {}

  /**
   * Whether the install act is "bump" with code of its own, then "in" and a file in code: "bump
   * `minSdk` in `app/build.gradle.kts`".
   */
  private static boolean bumpedInFile(Prose p, List<ActHit> hits) {
    List<Prose.Word> ws = p.words();
    for (ActHit h : hits) {
      // (a hit in Chinese text stands on the next English word, which may be none)
      if (h.act != Act.INSTALL
          || h.word < 0
          || h.word >= ws.size()
          || !ws.get(h.word).text().startsWith("bump")) {
        continue;
      }
      for (int k = h.word + 1; k + 1 < ws.size(); k++) {
        String in = ws.get(k).text();
        String next = ws.get(k + 1).text();
        if (in.equals("in")
            && k > h.word + 1
            && next.startsWith("§")
            && ws.get(k - 1).text().startsWith("§")) {
          String file = p.spans().get(Integer.parseInt(next.substring(1)));
          return Paths.isPath(file) && !file.endsWith("/");
        }
      }
    }
    return false;
  }

  private static boolean inside(Region r, int word) {
    return r != null && word >= r.from && word < r.to;
  }

  private static int firstWord(Prose p, String cls) {
    List<Prose.Hit> hits = p.find(cls);
    return hits.isEmpty() ? -1 : hits.get(0).word();
  }

  /** From the word after {@code at} to the next comma, colon, parenthesis or the clause's end. */
  private static Region region(Prose p, int at, int n) {
    if (at >= n) {
      return new Region(n, n);
    }
    int startChar = p.words().get(at).at();
    int end = n;
    for (Prose.Hit aim : p.find("aim")) {
      // "after making changes to verify correctness": the aim is not part of the setting
      if (aim.word() > at && aim.word() < end) {
        end = aim.word();
      }
    }
    for (int i = at + 2; i < end; i++) {
      // "before pushing if you changed `src/`": the condition after the setting is its own
      if (Set.of("if", "when", "whenever", "unless").contains(p.words().get(i).text())) {
        end = i;
        break;
      }
      // "run X after every change and make sure it passes": a second duty, not the setting's
      if (p.words().get(i).text().equals("and")
          && i + 1 < end
          && Set.of("make", "ensure", "check", "confirm", "verify", "fix")
              .contains(p.words().get(i + 1).text())) {
        end = i;
        break;
      }
    }
    if (at + 1 < end && !Shapes.SUBJECTS.contains(p.words().get(at + 1).text())) {
      // "before committing run `make lint`", "after editing Rust files always run …", "after
      // changes run …": with no comma, the setting ends where a verb of running opens the main
      // clause (not a noun after a determiner or a noun, "after every run", "after a test run";
      // not a subject's verb, "once you run `make setup`")
      for (int i = at + 2; i < Math.min(end, at + 7); i++) {
        if (Set.of("run", "execute", "invoke", "always").contains(p.words().get(i).text())
            && !Set.of("a", "an", "the", "each", "every", "any", "this", "that", "first", "test")
                .contains(p.words().get(i - 1).text())) {
          end = i;
          break;
        }
      }
    }
    end = mainClauseAt(p, at, end);
    for (int i = at + 1; i < end; i++) {
      String between = p.text().substring(p.words().get(i - 1).at(), p.words().get(i).at());
      if (between.contains(",")
          && !between.contains(":")
          && p.words().get(i - 1).text().startsWith("§")
          && listedSpan(p, i)) {
        // "before running `a`, `b` or `c`, …": the commas of a list of code are the setting's
        continue;
      }
      if (between.contains(",")
          || between.contains(":")
          || between.contains("(")
          || between.contains("，")
          || between.contains("：")) {
        end = i;
        break;
      }
    }
    return startChar >= 0 ? new Region(at, Math.max(at + 1, end)) : null;
  }

  /** Whether word {@code i} opens the next item of a list of code: "`b`", "or `c`", "and `c`". */
  private static boolean listedSpan(Prose p, int i) {
    String w = p.words().get(i).text();
    return w.startsWith("§")
        || (w.equals("or") || w.equals("and"))
            && i + 1 < p.words().size()
            && p.words().get(i + 1).text().startsWith("§");
  }

  /**
   * Where a setting written without a comma gives way to its main clause: "after editing a `.proto`
   * file you have to run …", "before you push we need …" — a subject and a modal verb of duty, or
   * "always"/"then"/"please", past the setting's own first words.
   */
  private static int mainClauseAt(Prose p, int at, int end) {
    for (int i = at + 2; i < end; i++) {
      String w = p.words().get(i).text();
      if (Set.of("always", "then", "please").contains(w)
          || Set.of("you", "we").contains(w)
              && i + 1 < end
              && Set.of("must", "should", "have", "need", "shall", "are", "will")
                  .contains(p.words().get(i + 1).text())
              && (i + 2 >= end || !p.words().get(i + 2).text().endsWith("ed"))) {
        return i;
      }
    }
    return end;
  }

  /**
   * "Run `npm test` until it passes", "until everything is green": the later step is the run's own
   * passing, owed before the work ends — no step the reader does not know.
   */
  private static final GatedPattern UNTIL_PASSING =
      GatedPattern.compile(
          "(?i)\\b(until|till)\\s+(it|they|everything|all(\\s+\\w+)?|the\\s+\\w+(\\s+\\w+)?|§\\d+)\\s+"
              + "(passes|pass|succeeds|succeed|is\\s+green|are\\s+green|is\\s+clean|are\\s+clean"
              + "|comes\\s+back\\s+green)\\b");

  /**
   * An exception, neither hedged nor asking, after a substitution: "…, unless you are adding one".
   */
  private static boolean substitutionExcepted(
      Prose p, Region r, List<CommandRef> replaced, boolean negative) {
    return !replaced.isEmpty()
        && !negative
        && exception(p, r)
        && !hedge(p, r)
        && !asksInRegion(p, r);
  }

  /**
   * Whether an exception region holds only code and the words that leave it out ("except `a` and
   * `b`", "other than the `c/` folder").
   */
  private static boolean namesOnly(Prose p, Region r) {
    if (r.from >= r.to
        || !Set.of("except", "excluding", "besides", "other", "apart")
            .contains(p.words().get(r.from).text())) {
      return false;
    }
    for (int i = r.from; i < r.to && i < p.words().size(); i++) {
      String w = p.words().get(i).text();
      if (!w.startsWith("§") && !Shapes.EXCEPTING_WORDS.contains(w)) {
        return false;
      }
    }
    return true;
  }

  /** Whether the region opens with "unless" or "except": an exception, not a setting. */
  private static boolean exception(Prose p, Region r) {
    if (r.from >= p.words().size()) {
      return false;
    }
    String first = p.words().get(r.from).text();
    return first.equals("unless") || first.equals("except");
  }

  /** Whether inline code stands in a region ("while `pytest` is failing"). */
  private static boolean spanIn(Prose p, Region r) {
    for (int i = r.from; i < r.to; i++) {
      if (p.words().get(i).text().startsWith("§")) {
        return true;
      }
    }
    return false;
  }

  /** "if/when/unless …" up to the next comma, unless it is a hedge ("if available"). */
  /** Words after a form of "be" that make a state: "is down", "are busy" ("-ing" forms too). */
  private static final Set<String> STATE_WORDS =
      Set.of(
          "down",
          "up",
          "busy",
          "active",
          "open",
          "locked",
          "offline",
          "online",
          "dirty",
          "unavailable",
          "available",
          "live",
          "deployed",
          "in",
          "present",
          "missing",
          "absent",
          "frozen",
          "stale",
          "outdated",
          "empty",
          "unstable",
          "unhealthy",
          "degraded",
          "pending",
          "paused",
          "stopped");

  /**
   * "if other containers are running", "when the server is down", "while a deploy is in progress":
   * a condition that is the state of something other than the agent (no "you" in its subject; "if
   * `node_modules` is present" too), which no call shows. A participle of an act ("if the tests are
   * run", "when files are changed") is no state.
   */
  /**
   * "have uncommitted work", "have local changes": a possession, not a perfect tense ("have run",
   * "have pushed") nor a duty ("have to"), at word {@code at}.
   */
  private static boolean heldState(Prose p, int at, int to) {
    List<Prose.Word> ws = p.words();
    if (at + 1 >= to || !Set.of("have", "has").contains(ws.get(at).text())) {
      return false;
    }
    String next = ws.get(at + 1).text();
    if (Set.of("to", "been", "already", "just", "not", "never", "finished", "done").contains(next)
        || next.startsWith("§")) {
      return false;
    }
    final int word = at + 1;
    return Lexicon.get().classesStartingWith("act.").stream()
        .noneMatch(c -> p.find(c).stream().anyMatch(h -> h.word() == word));
  }

  /** "if you have uncommitted work …": a condition opened by what the workspace holds. */
  private static boolean holdsState(Prose p, Region r) {
    return r.from + 1 < r.to
        && Set.of("you", "we").contains(p.words().get(r.from + 1).text())
        && heldState(p, r.from + 2, r.to);
  }

  private static boolean stateOfOther(Prose p, Region r) {
    List<Prose.Word> ws = p.words();
    if (r.from >= ws.size()
        || !Set.of("if", "when", "while", "whenever").contains(ws.get(r.from).text())) {
      return false;
    }
    for (int i = r.from + 1; i < Math.min(r.to, r.from + 6); i++) {
      String w = ws.get(i).text();
      if (Set.of("you", "we").contains(w) && heldState(p, i + 1, r.to)) {
        // "if you have uncommitted work": what the workspace holds, which no call shows
        return true;
      }
      if (Set.of("you", "we", "i", "agent", "you're", "we're").contains(w)) {
        return false;
      }
      if (Set.of("is", "are", "isn't", "aren't").contains(w)) {
        int next = i + 1;
        while (next < r.to
            && Set.of("not", "still", "already", "currently").contains(ws.get(next).text())) {
          next++;
        }
        return i > r.from + 1
            && next < r.to
            && (ws.get(next).text().endsWith("ing") || STATE_WORDS.contains(ws.get(next).text()));
      }
    }
    return false;
  }

  private static Region conditionRegion(Prose p) {
    for (Prose.Hit h : p.find("condition")) {
      if (p.find("soft").stream().anyMatch(s -> s.word() == h.word())) {
        // "when possible", "where practical": a hedge that softens the rule, no condition
        continue;
      }
      if (!Prose.isHan(h.entry())
          && !p.words().isEmpty()
          && p.words().get(p.words().size() - 1).at() < h.end()) {
        // "some things burn us every time:": a condition word that ends the clause says how
        // often, and opens no condition
        continue;
      }
      if (h.entry().equals("if")
          && h.word() > 0
          && p.words().get(h.word() - 1).text().equals("else")) {
        // "else if chains": the keyword, not a condition
        continue;
      }
      if (Prose.isHan(h.entry()) && !hanConditionWord(p, h)) {
        continue;
      }
      if (Prose.isHan(h.entry())) {
        // 如果修改了数据库结构，…: Chinese words are no words of the text, so the condition ends
        // at the first stop after it, by character
        int from = p.wordAt(h.at());
        return new Region(from, Math.max(from, p.wordAt(hanStop(p, h.end()))));
      }
      return region(p, h.word(), p.words().size());
    }
    for (int i = 0; i < p.words().size(); i++) {
      // "never push with failing tests", "don't finish while the build is red": a state of a
      // check that must pass, as a condition
      if (Set.of("while", "with").contains(p.words().get(i).text())) {
        Region r = region(p, i, p.words().size());
        // ("build with `mvn verify` and fix any problem" is the means, not a state)
        if (passIn(p, r)
            && (purposeIn(p, r) != null
                || p.words().get(i).text().equals("while") && spanIn(p, r))) {
          return r;
        }
      }
    }
    return null;
  }

  /**
   * What a change no call shows names, for matching written paths: the words that are no act, no
   * order or condition word and no {@code unnamed} word, in lower case, a plural's ending cut and
   * cut to six letters ("configuration options" → {@code config}, {@code option}; "routing" →
   * {@code rout}). Null when the words say more than a path shows: an {@code opaque} word ("their
   * sources", "only non-Rust") or a word that is not plain letters (inline code, a hyphenated or
   * numbered word).
   */
  static List<String> unseenStems(String words) {
    Prose p = Prose.of(words);
    if (p.has("opaque")) {
      return null;
    }
    Set<Integer> skip = new java.util.HashSet<>();
    for (String cls : Lexicon.get().classesStartingWith("act.")) {
      // "when you add a new package": after an article or "new" the act's word is the thing made
      p.find(cls).stream()
          .filter(h -> h.word() == 0 || !DETERMINERS.contains(p.words().get(h.word() - 1).text()))
          .forEach(h -> skip.add(h.word()));
    }
    for (String cls : List.of("unnamed", "before", "after", "condition")) {
      p.find(cls).forEach(h -> skip.add(h.word()));
    }
    List<String> out = new ArrayList<>();
    for (int i = 0; i < p.words().size(); i++) {
      String w = p.words().get(i).text();
      if (skip.contains(i) || Shapes.ANY_CHANGE.contains(w) || MODAL_WORDS.contains(w)) {
        continue;
      }
      if (w.matches("§\\d+")) {
        // "when you change anything in `ferrite-core`": a plain name in code (a crate, a package)
        // is a name the paths of its directory hold
        String name = p.spans().get(Integer.parseInt(w.substring(1))).toLowerCase(Locale.ROOT);
        if (!name.matches("[a-z][a-z0-9_-]{2,}") || out.contains(name)) {
          return null;
        }
        out.add(name);
        continue;
      }
      if (!w.matches("[a-z]+")) {
        return null;
      }
      String stem = stem(w);
      if (stem.length() >= 3 && !out.contains(stem)) {
        out.add(stem);
      }
    }
    return out;
  }

  /**
   * Words that name a kind of change by a hyphenated word ("user-facing changes", "every
   * user-visible change", "backwards-incompatible changes"): no code, nothing opaque, and every
   * word that is not plain letters a hyphenated one.
   */
  static boolean kindOfChange(String words) {
    Prose p = Prose.of(words);
    if (p.has("opaque") || !p.spans().isEmpty() || !p.has("act.edit")) {
      return false;
    }
    boolean hyphenated = false;
    for (Prose.Word w : p.words()) {
      if (w.text().matches("[a-z]+(-[a-z]+)+")) {
        hyphenated = true;
      } else if (!w.text().matches("[a-z']+")) {
        return false;
      }
    }
    return hyphenated;
  }

  /** A word's plural or -ing ending cut, then cut to six letters, as {@link #unseenStems} does. */
  static String stem(String w) {
    String stem =
        w.endsWith("ies")
            ? w.substring(0, w.length() - 3) + "y"
            : w.matches(".*(ss|x|ch|sh)es")
                ? w.substring(0, w.length() - 2)
                : w.endsWith("s") && !w.endsWith("ss")
                    ? w.substring(0, w.length() - 1)
                    : w.endsWith("ing") && w.length() > 5 ? w.substring(0, w.length() - 3) : w;
    return stem.substring(0, Math.min(6, stem.length()));
  }

  /**
   * Whether a ban's condition or opening is what no call shows: the state of something else ("… if
   * other containers are running"), or, opening it, a milestone act reached perhaps before the
   * session ("don't amend commits after pushing").
   */
  private static boolean askedAfter(
      Prose p, Region r, boolean opens, List<Act> acts, List<Act> openingActs) {
    if (hedge(p, r) || asksInRegion(p, r)) {
      return false;
    }
    // (no act of its own: "never rewrite history after opening a PR" bans a kind of command)
    return !openingActs.contains(Act.FINISH) && stateOfOther(p, r)
        || opens
            && !openingActs.isEmpty()
            && openingActs.stream().allMatch(Act::milestone)
            && !sameAct(openingActs, acts);
  }

  /**
   * Whether a condition's wish or need names the act a bare question asks about: "if you need to
   * change `config/prod.yaml`, ask me first" asks before the change (a wish is when to ask).
   */
  private static boolean askedWish(
      boolean isCondition, Ask ask, List<Act> acts, List<Act> laterActs, List<Act> openingActs) {
    return isCondition
        && ask == Ask.REQUIRED
        && acts.isEmpty()
        && laterActs.isEmpty()
        && !openingActs.isEmpty()
        && !openingActs.contains(Act.RUN);
  }

  /** Whether a condition or opening is a wish or a mishap ({@code aside} in lexicon.tsv). */
  private static boolean aside(Prose p, Region r) {
    return p.find("aside").stream().anyMatch(h -> inside(r, h.word()));
  }

  /** The words of an opening or condition ("after modifying tools") as written, code restored. */
  static String unseenWords(Prose p, Region r) {
    String words = p.written(r.from, r.to);
    for (int i = p.spans().size() - 1; i >= 0; i--) {
      words = words.replace("§" + i, "`" + p.spans().get(i) + "`");
    }
    // (a code span stands between spaces of its own in the prose: "in  `x`" reads "in `x`")
    return words.strip().replaceAll("\\s{2,}", " ");
  }

  /**
   * Whether a region names where code is kept out of, for a rule on code: "outside of tests",
   * "except in `scripts/`".
   */
  private static boolean codePlace(Prose p, Region r, List<String> tokens) {
    if (tokens.isEmpty() || r.from >= p.words().size()) {
      return false;
    }
    String w = p.words().get(r.from).text();
    return w.equals("outside") && !DecisionTable.placeAt(p, r.from).isEmpty()
        || Set.of("except", "besides").contains(w)
            && r.from + 1 < p.words().size()
            && !DecisionTable.placeAt(p, r.from + 1).isEmpty();
  }

  /**
   * A condition of need before a means: "if you (really) must overwrite your branch, use `x`" — the
   * act is one the agent may come to, and what the clause names is the way to do it, owed after no
   * change.
   */
  private static boolean needed(Prose p, Region r) {
    List<Prose.Word> ws = p.words();
    int i = r.from;
    if (i + 2 >= ws.size()
        || !ws.get(i).text().equals("if")
        || !ws.get(i + 1).text().equals("you")) {
      return false;
    }
    i += 2;
    if (Set.of("really", "absolutely", "ever", "truly").contains(ws.get(i).text())) {
      i++;
    }
    String w = i < ws.size() ? ws.get(i).text() : "";
    String next = i + 1 < ws.size() ? ws.get(i + 1).text() : "";
    // (the clause's own verb is one of means: "…, use `x`"; "…, run `x` afterwards" is owed)
    String verb = r.to < ws.size() ? ws.get(r.to).text() : "";
    return (w.equals("must")
            || Set.of("need", "have", "want", "wish").contains(w) && next.equals("to"))
        && Set.of("use", "prefer").contains(verb);
  }

  private static boolean hedge(Prose p, Region r) {
    if (r.to - r.from == 2
        && p.words().get(r.from + 1).text().endsWith("ing")
        && Set.of("when", "while").contains(p.words().get(r.from).text())
        && workOrAct(p, r.from + 1)) {
      // "when developing", "while iterating": always, in practice (not "when releasing", an
      // occasion of its own)
      return true;
    }
    if (r.from < r.to
        && DecisionTable.NOT_SURE
            .matcher(
                p.text()
                    .substring(
                        p.words().get(r.from).at(),
                        r.to < p.words().size() ? p.words().get(r.to).at() : p.text().length()))
            .find()) {
      // "if you are not sure", "not entirely certain": unsure, in more words
      return true;
    }
    if (r.from + 2 < r.to
        && p.words().get(r.from + 1).text().equals("you")
        && Set.of("think", "believe", "feel", "suspect", "decide", "reckon", "judge")
            .contains(p.words().get(r.from + 2).text())) {
      // "if you think a change to the cluster is needed": the agent's own judgement, no event
      return true;
    }
    for (int i = r.from + 1; i < Math.min(r.to, r.from + 4); i++) {
      int at = i;
      String hw = p.words().get(i).text();
      if (Set.of("exists", "available", "present").contains(hw) && spanIn(p, r)) {
        // "if `node_modules` already exists": a state of a named thing, a real condition — not
        // "if tests exist", which hedges
        continue;
      }
      if (HEDGES.contains(hw)
          && !(hw.equals("any") && p.find("act.edit").stream().anyMatch(h -> h.word() == at - 1))) {
        // ("if you change any schemas": "any" counts what is changed, it does not hedge)
        return true;
      }
    }
    return r.to - r.from <= 1;
  }

  /** Whether the word at {@code at} is the work itself ("developing") or an act ("pushing"). */
  private static boolean workOrAct(Prose p, int at) {
    if (Lexicon.get().words("work-gerund").contains(p.words().get(at).text())) {
      return true;
    }
    for (String cls : Lexicon.get().classesStartingWith("act.")) {
      for (Prose.Hit h : p.find(cls)) {
        if (h.word() == at) {
          return true;
        }
      }
    }
    return false;
  }

  /** "When pushing updates, never force push": the condition only restates the act itself. */
  private static boolean sameAct(List<Act> conditionActs, List<Act> acts) {
    for (Act a : conditionActs) {
      if (acts.contains(a)
          || a == Act.PUSH && acts.contains(Act.FORCE_PUSH)
          || a == Act.COMMIT && acts.contains(Act.AMEND)) {
        return true;
      }
    }
    return false;
  }

  private static boolean asksInRegion(Prose p, Region r) {
    for (Prose.Hit h : p.find("ask")) {
      if (h.word() >= r.from
          && h.word() < r.to
          // "unless explicitly asked" asks; "unless the task is explicitly about X" and "unless
          // a task explicitly targets it" do not: a word of request or leave must follow
          && (!h.entry().equals("explicitly")
              || h.word() + 1 < p.words().size()
                  && REQUESTED.contains(p.words().get(h.word() + 1).text()))) {
        return true;
      }
    }
    return false;
  }

  /** Words of a person's request or leave, which "explicitly" before them makes a question. */
  private static final Set<String> REQUESTED =
      Set.of(
          "asked",
          "told",
          "requested",
          "requests",
          "request",
          "asks",
          "ask",
          "tells",
          "tell",
          "says",
          "say",
          "approved",
          "approves",
          "allowed",
          "allows",
          "permitted",
          "instructed",
          "authorized",
          "authorised",
          "granted",
          "confirmed",
          "confirms",
          "wants",
          "want",
          "directed",
          "needed");

  /** Modal words, which name nothing a changed path holds ("if providers must change"). */
  private static final Set<String> MODAL_WORDS =
      Set.of("must", "should", "need", "needs", "will", "would", "can", "could", "may", "might");

  /**
   * "after making changes", "once you have finished editing code", "when generating code for this
   * repository": any write opens the rule (the whole repository named as where is no narrowing).
   */
  private static boolean anyChange(Prose p, Region r) {
    for (int i = r.from; i < r.to; i++) {
      String w = p.words().get(i).text();
      if (i + 2 < r.to
          && Set.of("for", "in", "across", "within").contains(w)
          && Set.of("this", "the", "our").contains(p.words().get(i + 1).text())
          && Set.of("repository", "repo", "project", "codebase", "workspace")
              .contains(p.words().get(i + 2).text())) {
        i += 2;
      } else if (!Shapes.ANY_CHANGE.contains(w)) {
        return false;
      }
    }
    return true;
  }

  /** A ban said of the first attempt only: "… first" ending the clause, "as a first resort". */
  private static final GatedPattern LAST_RESORT =
      GatedPattern.compile(
          "(?i)(?<!\\bask\\s)(?<!\\bcheck\\s)(?<!\\bconfirm\\s)(?:\\b(?:it|them|this|that)|§\\d+|`[^`]+`)\\s+first\\s*[.!;]?\\s*$"
              + "|\\bas\\s+(?:a|your)\\s+first\\s+(?:resort|step|option|fix)\\b");

  private static Strength strength(Prose p, Modality modality) {
    boolean hardNegation =
        p.phraseIn("never", 0, p.words().size()) && !p.phraseIn("should never", 0, p.words().size())
            || p.phraseIn("must not", 0, p.words().size())
            || p.phraseIn("do not", 0, p.words().size())
            || p.phraseIn("don't", 0, p.words().size())
            // "under no circumstances should you X": the inverted modal is no softening
            || p.phraseIn("under no circumstances", 0, p.words().size())
            || p.phraseIn("in no case", 0, p.words().size());
    if (p.has("soft") && !hardNegation || p.has("outweigh")) {
      // ("ideally, don't X": a hedge outweighs the negation)
      return Strength.SOFT;
    }
    if (hardNegation
        && LAST_RESORT.matcher(p.text()).find()
        && !p.has("ask")
        && !p.has("before")
        // ("don't push without running `make test` first": the run owed comes first)
        && !holds(p.text(), "without")) {
      // "don't reach for `make clean` first", "don't use X as a first resort": an order of
      // attempts no call shows, not a ban on X
      return Strength.SOFT;
    }
    if (p.has("hard") || hardNegation) {
      return Strength.HARD;
    }
    if (p.find("permission").stream().anyMatch(h -> !gated(p.words(), h.word()))) {
      // "unless explicitly allowed" is the exception of a restriction, not a permission
      return Strength.PERMISSION;
    }
    if (modality == null) {
      return Strength.HARD;
    }
    return switch (modality) {
      case MUST, MUST_NOT -> Strength.HARD;
      case SHOULD, SHOULD_NOT -> Strength.SOFT;
      case MAY -> Strength.PERMISSION;
    };
  }

  /** Verbs of what a commit carries: a sign-off after them is a line of it. */
  private static final Set<String> SIGN_OFF_CARRIED =
      Set.of(
          "add", "adds", "include", "includes", "with", "carry", "carries", "contain", "contains");

  private static final Set<String> ASK_NOUNS =
      Set.of(
          "approval",
          "approvals",
          "permission",
          "consent",
          "confirmation",
          "sign-off",
          "authorization",
          "go-ahead",
          "signoff",
          "blessing",
          "say-so");
  private static final Set<String> REQUEST_VERBS =
      Set.of(
          "asks",
          "asked",
          "requests",
          "requested",
          "instructs",
          "instructed",
          "tells",
          "told",
          "tell",
          "approves",
          "approved",
          "directed",
          "directs",
          "authorized",
          "authorizes",
          "allowed",
          "permitted",
          "reviews",
          "reviewed",
          "confirms",
          "confirmed");

  /** Words before "OK" that make it someone's leave: "my OK", "an OK", "the user's OK". */
  private static final Set<String> OK_OWNERS = Set.of("my", "an", "the", "your", "our");

  /** Where the owner of the OK at word {@code w} stands: before it, or past "explicit" etc. */
  private static int okOwnerAt(List<Prose.Word> ws, int w) {
    return w > 1
            && Set.of("explicit", "express", "written", "clear", "prior")
                .contains(ws.get(w - 1).text())
        ? w - 2
        : w - 1;
  }

  private static final Set<String> GATES =
      Set.of(
          "unless",
          "until",
          "when",
          "if",
          "only",
          "without",
          "explicitly",
          "specifically",
          "expressly");

  /** Whether the words ask for a human's approval first. */
  static boolean asks(Prose p) {
    return ask(p) == Ask.REQUIRED;
  }

  /**
   * Work a rule gives to a person: "should be run by the user", "leave X to a maintainer", "let the
   * user run X", "only maintainers may deploy". The agent doing it is what a human decides.
   */
  private static final GatedPattern DELEGATED =
      GatedPattern.compile(
          "(?i)\\b(be|is|are|gets?)\\s+(run|executed|invoked|done|performed|handled|triggered|started"
              + "|merged|tagged|released|published|deployed|closed|cut)"
              + "\\s+(only\\s+|manually\\s+|directly\\s+)?by\\s+(a\\s+|an\\s+)?"
              + PERSON
              + "\\b"
              // "`make release` is reserved for maintainers", "… is the release manager's job"
              + "|\\b(is|are)\\s+(reserved|kept)\\s+for\\s+(a\\s+|an\\s+)?"
              + PERSON
              + "\\b"
              // "`terraform apply` is for humans only", "… are only for maintainers"
              + "|\\b(is|are)\\s+(meant\\s+|intended\\s+)?for\\s+(a\\s+|an\\s+)?"
              + PERSON
              + "\\s+only\\b"
              + "|\\b(is|are)\\s+(meant\\s+|intended\\s+)?only\\s+for\\s+(a\\s+|an\\s+)?"
              + PERSON
              + "\\b"
              + "|\\b(is|are)\\s+"
              + PERSON
              + "['’]s?\\s+(job|task|responsibility|call|decision)\\b"
              + "|\\bleave\\s+(\\S+\\s+){1,5}to\\s+(the\\s+|a\\s+)?"
              + "(users?|humans?|maintainers?|developers?|operators?|ci|(ci\\s+)?pipelines?)\\b"
              + "|\\blet\\s+(the\\s+)?(users?|humans?|maintainers?|developers?|operators?)\\s+"
              + "(run|do|execute|handle|start|trigger)\\b"
              + "|\\bonly\\s+(the\\s+)?(users?|humans?|maintainers?|developers?|operators?)\\s+"
              + "(may|can|should|are\\s+allowed\\s+to)\\s+(run|do|execute|trigger|start|deploy|publish|release)\\b"
              // "only the user merges pull requests", "only the release manager pushes tags"
              + "|\\bonly\\s+"
              + PERSON
              + "\\s+"
              + "(runs|run|does|executes|triggers|starts|deploys|deploy|publishes|publish|releases|release"
              + "|merges|merge|pushes|push|tags|tag)\\b"
              // "never commit on your own initiative", "not of your own accord"
              + "|\\b(never|not|don't|do not)\\b[^.;]*\\b(on|of)\\s+(your|its)\\s+own"
              + "\\s+(initiative|accord)\\b"
              // "never create pull requests on your own": at the clause's end, the same (not "on
              // its own", which says the command runs alone)
              + "|\\b(never|not|don't|do not)\\b[^.;]*\\bon\\s+your\\s+own\\s*(?=[.;,!)]|$)");

  /** 未经用户允许, 未经他人同意: "without the user's permission", a person named in between. */
  private static final GatedPattern HAN_UNLESS_ALLOWED =
      GatedPattern.compile(
          "未经[^，。,;；]{0,6}(允许|许可|同意|确认|批准|授权)"
              // 除非我明确要求，否则不要…: "unless I ask", the user's word
              + "|除非[^，。,;；]{0,8}(要求|同意|允许|批准|授权|指示|让你|确认)");

  /**
   * Whether {@link #DELEGATED} finds a match: each branch needs "by", "leave", "let", "only" or
   * "own", so a text holding none of those words is not searched.
   */
  private static boolean delegatedAct(String text) {
    String t = text.toLowerCase(java.util.Locale.ROOT);
    return (t.contains("by")
            || t.contains("reserved")
            || t.contains("kept for")
            || t.contains("job")
            || t.contains("task")
            || t.contains("responsib")
            || t.contains("decision")
            || t.contains("leave")
            || t.contains("let")
            || t.contains("only")
            || t.contains("own"))
        // and each names a person or the pipeline, or an initiative or accord
        && (t.contains("user")
            || t.contains("human")
            || t.contains("maintainer")
            || t.contains("developer")
            || t.contains("operator")
            || t.contains("owner")
            || t.contains("person")
            || t.contains("people")
            || t.contains("engineer")
            || t.contains("team")
            || t.contains("manager")
            || t.contains("lead")
            || t.contains("admin")
            || t.contains("reviewer")
            || t.contains("staff")
            || t.contains("approver")
            || t.contains("dba")
            || t.contains("ci")
            || t.contains("pipeline")
            || t.contains("initiative")
            || t.contains("accord")
            || t.contains("your own"))
        && DELEGATED.matcher(text).find();
  }

  /**
   * "every commit needs a sign-off": a line the commit message carries (the Developer Certificate
   * of Origin), no person's leave — unless a person gives it ("sign-off from a maintainer").
   */
  private static boolean commitTrailer(Prose p, String word) {
    return (word.equals("sign-off") || word.equals("signoff"))
        && (p.has("act.commit") || !p.positions("commits").isEmpty())
        && !io.contextcov.compiler.statements.ModalityDetector.namesPerson(p.text());
  }

  /**
   * "ping me before …", "tell us first", "let me know before …": the user hears of the act before
   * it happens, which is asking.
   */
  private static boolean toldFirst(List<Prose.Word> ws, int w) {
    String t = ws.get(w).text();
    int at;
    if (Set.of("ping", "tell", "notify", "alert").contains(t)) {
      at = w + 1;
    } else if (t.equals("let") && w + 2 < ws.size() && ws.get(w + 2).text().equals("know")) {
      at = w + 1;
    } else if ((t.equals("talk") || t.equals("speak"))
        && w + 1 < ws.size()
        && Set.of("to", "with").contains(ws.get(w + 1).text())) {
      // "talk to me before adding a dependency": heard, and answered, first
      at = w + 2;
    } else {
      return false;
    }
    if (at >= ws.size() || !Set.of("me", "us").contains(ws.get(at).text())) {
      return false;
    }
    int next = t.equals("let") ? at + 2 : at + 1;
    if (next < ws.size() && ws.get(next).text().equals("first")) {
      return true;
    }
    return next < ws.size() && Set.of("before", "first").contains(ws.get(next).text());
  }

  /**
   * Whether the approval word at {@code w} is leave the agent holds: "you have permission to run
   * …", "you've got approval to …" (not "you must have permission", "if you don't have approval").
   */
  private static boolean permissionHeld(List<Prose.Word> ws, int w) {
    if (!ASK_NOUNS.contains(ws.get(w).text()) || w < 1) {
      return false;
    }
    int h =
        Set.of("full", "explicit", "standing", "blanket").contains(ws.get(w - 1).text())
            ? w - 2
            : w - 1;
    if (h < 1 || !Set.of("have", "has", "got", "given", "granted").contains(ws.get(h).text())) {
      return false;
    }
    for (int i = Math.max(0, h - 3); i < h; i++) {
      String x = ws.get(i).text();
      if (Set.of(
              "must", "need", "needs", "should", "to", "not", "don't", "never", "if", "unless",
              "until", "without", "once", "when", "after")
          .contains(x)) {
        return false;
      }
    }
    return w + 2 < ws.size() && ws.get(w + 1).text().equals("to");
  }

  /**
   * Whether word {@code w} is "did" or "didn't" said of a thing ("coverage did not drop"), not of a
   * person ("I'd rather you didn't touch `x`", a wish in the past form).
   */
  private static boolean pastOfThing(Prose p, int w) {
    return w > 0
        && w < p.words().size()
        && Set.of("did", "didn't").contains(p.words().get(w).text())
        && !Set.of("you", "we", "i", "they", "agents", "agent", "he", "she", "someone")
            .contains(p.words().get(w - 1).text());
  }

  /**
   * Whether the person's answer at word {@code w} is waited for after the clause's act: "… and wait
   * for me to approve it", "…, then wait for the user to confirm".
   */
  private static boolean waitedAfter(List<Prose.Word> ws, int w) {
    if (ws.subList(w, ws.size()).stream().anyMatch(x -> x.text().equals("before"))) {
      // ("…, then wait for the user to confirm before running `make migrate`": the answer gates
      // the act after it)
      return false;
    }
    for (int i = w - 2; i >= Math.max(1, w - 6); i--) {
      if (ws.get(i).text().equals("wait")
          && Set.of("and", "then").contains(ws.get(i - 1).text())
          && i - 1 > 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the review at word {@code w} is needed: "need(s)" or "require(s)" before it, with an
   * article and one word of what kind at most between ("needs review", "require a security
   * review").
   */
  private static boolean reviewNeeded(List<Prose.Word> ws, int w) {
    Set<String> needs = Set.of("needs", "need", "requires", "require");
    Set<String> articles = Set.of("a", "an", "the");
    int v = w - 1;
    if (v >= 0 && !needs.contains(ws.get(v).text()) && !articles.contains(ws.get(v).text())) {
      v--;
    }
    if (v >= 0 && articles.contains(ws.get(v).text())) {
      v--;
    }
    return v >= 0 && needs.contains(ws.get(v).text());
  }

  /**
   * Asking a human: "ask before X", "X needs approval", "never X without permission", "only when
   * explicitly asked" → required; "do not ask for approval", "no need to ask", "X without asking"
   * (but not "never X without approval") → waived. A request verb counts only behind a gate word
   * ("unless asked", "when the user requests it"), so "the requested work" asks nobody.
   */
  private static Ask ask(Prose p) {
    if (p.han() && HAN_UNLESS_ALLOWED.matcher(p.text()).find()) {
      // 未经用户允许，不得提交代码: a person's leave is what the act needs
      return Ask.REQUIRED;
    }
    if (delegatedAct(p.text()) || p.has("caution")) {
      // "be careful when running X", "think twice before X": the act is a question
      return Ask.REQUIRED;
    }
    if (Shapes.ESCALATE.matcher(p.text()).find()
        // "If you need to run `make deploy`, talk to ops first", "如需执行 `x`，请先联系运维"
        || io.contextcov.compiler.statements.ModalityDetector.CONTACT_FIRST
            .matcher(p.text())
            .find()) {
      // "## Escalate to a human when": the cases under it go to a person first
      return Ask.REQUIRED;
    }
    List<Prose.Word> ws = p.words();
    for (int w = 1; w < ws.size(); w++) {
      if (Set.of("proactively", "unprompted", "unasked").contains(ws.get(w).text())
          && Set.of("never", "not", "don't").contains(ws.get(w - 1).text())) {
        // "never proactively create docs": not on the agent's own initiative, so only when asked
        return Ask.REQUIRED;
      }
    }
    for (int w = 0; w < ws.size(); w++) {
      String t = ws.get(w).text();
      boolean asking =
          t.equals("ask") && !(w + 1 < ws.size() && ws.get(w + 1).text().equals("questions"))
              || t.equals("asking")
              || ASK_NOUNS.contains(t)
              || (t.equals("instruction") || t.equals("instructions"))
                  && w > 0
                  && Set.of("explicit", "direct", "express", "clear").contains(ws.get(w - 1).text())
              || t.equals("approve")
                  && w > 0
                  && !ws.get(w - 1).text().equals("to")
                  && !agentApproves(ws, w)
              || t.equals("confirm") && w + 1 < ws.size() && ws.get(w + 1).text().equals("with")
              // "wait for me to confirm before you edit …", "… for the user to approve it": a
              // person's answer first
              || Set.of("confirm", "approve", "agree", "reply", "respond", "answer").contains(t)
                  && w >= 2
                  && ws.get(w - 1).text().equals("to")
                  && Set.of("me", "us", "user", "maintainer", "maintainers", "human", "someone")
                      .contains(ws.get(w - 2).text())
                  // ("write the plan to `PLAN.md` and wait for me to approve it": the answer
                  // comes after the act, on what it made)
                  && !waitedAfter(ws, w)
              // "ping me before running X", "let me know before you X": told first, so asked
              || toldFirst(ws, w)
              // "what needs a human", "`make e2e` requires a human": a person's say first
              || Set.of("needs", "need", "requires", "require").contains(t)
                  && w + 2 < ws.size()
                  && ws.get(w + 1).text().equals("a")
                  && Set.of("human", "person", "maintainer").contains(ws.get(w + 2).text())
              // ("check with `make coverage`": a tool to check with, not a person to ask)
              // ("only after checking with me": the same question, asked first)
              || Set.of("check", "double-check", "checking", "checked").contains(t)
                  && w + 1 < ws.size()
                  && ws.get(w + 1).text().equals("with")
                  && !(w + 2 < ws.size() && ws.get(w + 2).text().startsWith("§"))
              // "check in with me before you push": the same question
              || Set.of("check", "checking").contains(t)
                  && w + 3 < ws.size()
                  && ws.get(w + 1).text().equals("in")
                  && ws.get(w + 2).text().equals("with")
                  && Set.of("me", "us", "the", "a", "your").contains(ws.get(w + 3).text())
              // "new packages need a security review", "requires code review": a person's review
              // the act waits for
              || t.equals("review") && reviewNeeded(ws, w)
              // "no new dependencies without discussion", "… without discussing it first"
              || Set.of("discussion", "discussing").contains(t)
                  && w > 0
                  && ws.get(w - 1).text().equals("without")
              || REQUEST_VERBS.contains(t) && gated(ws, w) && !adjective(ws, w)
              // "unless I say so": the user's word, not what they say about something else
              || (t.equals("say") || t.equals("says"))
                  && w + 1 < ws.size()
                  && ws.get(w + 1).text().equals("so")
                  && gated(ws, w)
              // "without my OK", "once you have the user's okay", "a maintainer's OK"
              || (t.equals("ok") || t.equals("okay"))
                  && w > 0
                  && (OK_OWNERS.contains(ws.get(okOwnerAt(ws, w)).text())
                      // ("it's OK to …": "is", no one's approval)
                      || ws.get(w - 1).text().matches("[a-z-]+['’]s")
                          && !ws.get(w - 1)
                              .text()
                              .matches("(it|that|this|what|there|here|he|she)['’]s"));
      if (!asking || commitTrailer(p, t) || requestedTask(p, w)) {
        continue;
      }
      if ((t.equals("ask") || t.equals("asking"))
          && w + 1 < ws.size()
          && ws.get(w + 1).text().equals("for")
          && ws.subList(w + 2, Math.min(ws.size(), w + 4)).stream()
              .anyMatch(
                  x ->
                      Set.of("review", "reviews", "feedback", "help", "input")
                          .contains(x.text()))) {
        // "before asking for review": work handed to a reviewer, not a question about an act
        continue;
      }
      if (t.equals("sign-off")
          && (ws.subList(Math.max(0, w - 3), w).stream()
                  .anyMatch(x -> SIGN_OFF_CARRIED.contains(x.text()))
              || w + 1 < ws.size()
                  && Set.of("line", "lines", "trailer").contains(ws.get(w + 1).text()))) {
        // "use `git commit -s` to add a sign-off", "a sign-off line": a line the commit carries,
        // not a question
        continue;
      }
      if (delegates(ws, w)) {
        // "ask the user to reset the database": the user acts, the rule asks nothing of a call
        continue;
      }
      if (permissionHeld(ws, w)) {
        // "you have permission to run …": leave given, no question
        continue;
      }
      // ("`terraform apply` is not: ask me first": a negation before a colon is another clause's)
      List<String> before = prevInClause(p, w, 4);
      if (before.contains("without")
          // ("`x` without `--dry-run` needs my approval": code or a verb of needing between them,
          // so "without" is not said of the approval)
          && before.subList(before.lastIndexOf("without"), before.size()).stream()
              .noneMatch(
                  x ->
                      x.startsWith("§")
                          || Set.of("needs", "need", "requires", "require", "is", "are")
                              .contains(x))) {
        // ("you cannot run X without approval": any word of negation before it, "cannot" too)
        int at = w;
        boolean outer =
            ws.subList(0, Math.max(0, w - 1)).stream()
                    .map(Prose.Word::text)
                    .anyMatch(
                        x ->
                            x.equals("never")
                                || x.equals("not")
                                || x.equals("don't")
                                || x.equals("no"))
                || p.find("negation").stream().anyMatch(h -> h.word() < at - 1);
        return outer ? Ask.REQUIRED : Ask.WAIVED;
      }
      // "don't push unless I ask": the negation is the rule's, the asking is its exception
      int gate = -1;
      for (int i = 0; i < before.size(); i++) {
        if (Set.of("unless", "until", "except", "if", "when", "before", "only")
            .contains(before.get(i))) {
          gate = i;
        }
      }
      boolean negated =
          before.subList(gate + 1, before.size()).stream()
              .anyMatch(
                  x ->
                      x.equals("not")
                          || x.equals("don't")
                          || x.equals("doesn't")
                          || x.equals("no")
                          || x.equals("never")
                          || x.equals("needn't"));
      boolean lacking = false;
      for (int i = gate + 1; i + 1 < before.size(); i++) {
        // "when you do not have approval", "if you haven't got an OK": approval lacking, which
        // is what the act waits on — not approval said to be unneeded ("you never have to ask":
        // "have to" is a duty's verb, not a possession)
        lacking |=
            Set.of("not", "don't", "no", "never").contains(before.get(i))
                && Set.of("have", "has", "had", "got", "get", "hold", "received", "obtained")
                    .contains(before.get(i + 1))
                && !(i + 2 < before.size() && before.get(i + 2).equals("to"));
      }
      // "don't hesitate to ask before …", "never be afraid to ask": asking welcomed, not waived
      boolean welcomed =
          before.stream().anyMatch(x -> Set.of("hesitate", "afraid", "shy").contains(x));
      if (negated && !lacking && !welcomed && !REQUEST_VERBS.contains(t)) {
        return Ask.WAIVED;
      }
      return Ask.REQUIRED;
    }
    if (p.han()
        && p.has("ask")
        && !(HAN_VERIFY.matcher(p.text()).find()
            && !HAN_PERSON_CONFIRM.matcher(p.text()).find()
            && p.find("ask").stream().allMatch(h -> h.entry().equals("确认")))) {
      return Ask.REQUIRED;
    }
    return Ask.NONE;
  }

  /**
   * "确认构建通过", "确认测试全部成功", "确认分支名符合 … 的格式": making sure of a result or of a match, not asking
   * anyone.
   */
  private static final GatedPattern HAN_VERIFY =
      GatedPattern.compile(
          "确认[^，。；,;]{0,12}(通过|成功|正常|无误|正确|可用|没有(错误|报错|问题)|无(错误|报错)|符合|遵循|遵守|一致|匹配|满足)");

  /** "和我确认", "向用户确认", "用户确认后": a person confirms. */
  private static final GatedPattern HAN_PERSON_CONFIRM =
      GatedPattern.compile("(和|与|跟|向|找|请|由)(我|用户|维护者|负责人)[^，。；]{0,4}确认|(用户|我)确认");

  /** "the requested work", "any approved change": a participle used as an adjective. */
  private static boolean adjective(List<Prose.Word> ws, int w) {
    String before = w > 0 ? ws.get(w - 1).text() : "";
    if (Set.of("pull", "merge", "feature", "http", "api", "network").contains(before)) {
      // "only open pull requests as drafts": a noun, not a request of the user
      return true;
    }
    return before.equals("the")
        || before.equals("a")
        || before.equals("an")
        || before.equals("any")
        || before.equals("every")
        || before.equals("all");
  }

  private static boolean delegates(List<Prose.Word> ws, int w) {
    if (!ws.get(w).text().startsWith("ask")) {
      return false;
    }
    for (int i = w + 1; i < Math.min(ws.size(), w + 5); i++) {
      if (ws.get(i).text().equals("to")) {
        return i > w + 1;
      }
      if (!Set.of(
              "the",
              "a",
              "user",
              "users",
              "human",
              "me",
              "them",
              "someone",
              "maintainer",
              "maintainers",
              "owner",
              "developer",
              "reviewer",
              "person")
          .contains(ws.get(i).text())) {
        return false;
      }
    }
    return false;
  }

  /**
   * "When asked to review a PR:" over its steps: a task the user gives, which is when the steps
   * hold — no leave each step waits for ("only commit when asked to", "don't push unless asked"
   * are).
   */
  private static boolean requestedTask(Prose p, int w) {
    List<Prose.Word> ws = p.words();
    return w == 1
        && Set.of("when", "whenever", "if", "once").contains(ws.get(0).text())
        && Set.of("asked", "told", "instructed", "requested").contains(ws.get(w).text())
        && w + 2 < ws.size()
        && ws.get(w + 1).text().equals("to")
        && p.positions("only").isEmpty()
        // (a lead-in over the task's steps; in a sentence the act asked for stays the rule's)
        && p.text().strip().endsWith(":");
  }

  /** "unless asked", "when the user explicitly requests it", "only if told to". */
  private static boolean gated(List<Prose.Word> ws, int w) {
    for (int i = Math.max(0, w - 4); i < w; i++) {
      if (GATES.contains(ws.get(i).text())) {
        return true;
      }
    }
    return false;
  }

  /** As {@link #prev}, stopping at a colon, semicolon or dash between two words. */
  private static List<String> prevInClause(Prose p, int w, int k) {
    List<Prose.Word> ws = p.words();
    int from = w;
    while (from > Math.max(0, w - k)) {
      Prose.Word a = ws.get(from - 1);
      String between = p.text().substring(a.at() + a.text().length(), ws.get(from).at());
      if (between.contains(":")
          || between.contains(";")
          || between.contains("—")
          || between.contains("–")) {
        break;
      }
      from--;
    }
    return prev(p, w, w - from);
  }

  private static List<String> prev(Prose p, int w, int k) {
    List<String> out = new ArrayList<>();
    for (int i = Math.max(0, w - k); i < w; i++) {
      out.add(p.words().get(i).text());
    }
    return out;
  }

  /**
   * Whether the clause says something must pass, be clean or be fixed ("to clean the build output":
   * the verb, not a clean run; "pass `--locked` to `cargo build`": an option handed to a run).
   */
  private static boolean passingWords(Prose p) {
    return p.find("pass").stream()
            .anyMatch(
                h ->
                    !(h.entry().equals("clean")
                            && h.word() > 0
                            && p.words().get(h.word() - 1).text().equals("to"))
                        && !(h.entry().startsWith("pass") && optionAfter(p, h.word()))
                        && !writtenToFail(p, h.word()))
        || fixesErrors(p);
  }

  /**
   * Whether the passing word at {@code w} describes a test the clause writes: "write a failing
   * test", "add a failing test case first", "start with a failing test" — a verb of writing (or
   * "start with"), an article, the word, then "test".
   */
  private static boolean writtenToFail(Prose p, int w) {
    return w >= 2
        && w + 1 < p.words().size()
        && p.words().get(w + 1).text().startsWith("test")
        && Set.of("a", "an", "the", "one").contains(p.words().get(w - 1).text())
        && (Set.of("write", "add", "create", "writing", "adding", "creating")
                .contains(p.words().get(w - 2).text())
            // "start with a failing test"
            || w >= 3
                && p.words().get(w - 2).text().equals("with")
                && Set.of("start", "begin", "starting", "beginning")
                    .contains(p.words().get(w - 3).text()));
  }

  /**
   * Whether every passing word of the clause states a condition: "if the build is broken", "when
   * the tests fail", "in case CI is red" — a condition word before it in the same clause and no
   * pronoun between ("fix it if it fails" speaks of the run the clause orders).
   */
  private static boolean faultAsCondition(Prose p) {
    List<Prose.Hit> hits = p.han() ? List.of() : p.find("pass");
    if (hits.isEmpty()) {
      return false;
    }
    for (Prose.Hit h : hits) {
      boolean conditioned = false;
      for (int i = h.word() - 1; i >= 0 && !conditioned; i--) {
        String w = p.words().get(i).text();
        String between = p.text().substring(p.words().get(i).at(), p.words().get(i + 1).at());
        if (between.contains(",")
            || between.contains(";")
            || PRONOUNS.contains(w)
            || w.equals("them")) {
          break;
        }
        conditioned = Set.of("if", "when", "whenever", "case").contains(w);
      }
      if (!conditioned) {
        return false;
      }
    }
    return true;
  }

  /** What a check does when it does not pass: "must not fail", "should never be red". */
  private static final Set<String> FAIL_VERBS =
      Set.of("fail", "break", "red", "broken", "failing", "error", "regress");

  /** Kinds of fault a check reports: "no type errors", "zero lint warnings". */
  private static final Set<String> FAULTS =
      Set.of(
          "errors",
          "error",
          "warnings",
          "warning",
          "failures",
          "failing",
          "issues",
          "problems",
          "regressions",
          "violations",
          "diagnostics",
          // "`gofmt -l .` must leave no diff": the state a formatter's check is owed
          "diff",
          "diffs");

  /** Whether a fault word follows within three words of {@code w} ("no new clippy warnings"). */
  private static boolean faultsAfter(Prose p, int w) {
    for (int i = w + 1; i < Math.min(p.words().size(), w + 4); i++) {
      if (FAULTS.contains(p.words().get(i).text())) {
        return true;
      }
    }
    return false;
  }

  /**
   * "do not skip tests with `-x test`", "never bypass the checks via `--no-verify`": the omission
   * at word {@code verb} is done by a flag named after it, and that flag is what is banned.
   */
  private static boolean omittedByFlag(Prose p, int verb) {
    List<Prose.Word> ws = p.words();
    for (int i = verb + 1; i + 1 < ws.size() && i <= verb + 6; i++) {
      if (Set.of("with", "using", "via", "through", "passing", "adding").contains(ws.get(i).text())
          && ws.get(i + 1).text().startsWith("§")) {
        int span = Integer.parseInt(ws.get(i + 1).text().substring(1));
        return span < p.spans().size() && p.spans().get(span).startsWith("-");
      }
    }
    return false;
  }

  private static boolean negative(Prose p, Modality modality, int marker) {
    for (Prose.Hit h : p.find("negation")) {
      int w = h.word();
      if (marker >= 0 && h.at() >= marker && h.at() <= marker + 2) {
        continue;
      }
      String next = w + 1 < p.words().size() ? p.words().get(w + 1).text() : "";
      if (Set.of("not", "don't", "dont", "never").contains(h.entry())
          && (next.equals("only") || next.equals("just") || next.equals("merely"))) {
        // "don't just run `npm test`; run `npm run test:all`": more is owed, nothing banned
        continue;
      }
      if (h.entry().equals("never")
          && (Lexicon.get().words("runs-third-person").contains(next) || thirdPersonAct(next))
          && w > 0
          && !agentNamed(p, w)) {
        // "CI never runs `make e2e`", "the hook never calls `x`": what something else does, no
        // ban on the agent ("the agent never runs `x`" is one)
        continue;
      }
      if (h.entry().equals("never")
          && w + 3 < p.words().size()
          && next.equals("a")
          && Set.of("bad", "wrong").contains(p.words().get(w + 2).text())
          && Set.of("idea", "choice", "move").contains(p.words().get(w + 3).text())) {
        // "it's never a bad idea to run `cargo check`": advice to do it
        continue;
      }
      if (io.contextcov.compiler.statements.ModalityDetector.inObjectGap(p.text(), h.at())) {
        // "signing keys you don't have": a relative clause of what is lacked bans nothing
        continue;
      }
      if (pastOfThing(p, h.entry().equals("didn't") ? w : w - 1)) {
        // "`npm test` passes and coverage did not drop": a state said in the past, which no rule
        // is written in
        continue;
      }
      int verb = next.equals("to") || next.equals("ever") ? w + 2 : w + 1;
      if (verb < p.words().size()
          && Lexicon.get().words("omission").contains(p.words().get(verb).text())
          && !namesCommandKind(p, verb)
          && !omittedByFlag(p, verb)) {
        // "never skip the tests", "don't forget to run `make fmt`": not doing it is what is
        // banned, so the clause is a duty
        continue;
      }
      if (p.han()) {
        String rest = p.text().substring(Math.min(p.text().length(), h.end())).stripLeading();
        if (Lexicon.get().hanEntries("omission").stream().anyMatch(rest::startsWith)) {
          // 不要跳过测试: the same duty, in Chinese
          continue;
        }
      }
      if (h.entry().equals("no")
          && Set.of("need", "longer", "matter", "exceptions", "exception", "doubt")
              .contains(next)) {
        continue;
      }
      if ((h.entry().equals("not") || h.entry().equals("never"))
          && verb < p.words().size()
          && FAIL_VERBS.contains(
              p.words().get(verb).text().equals("be") && verb + 1 < p.words().size()
                  ? p.words().get(verb + 1).text()
                  : p.words().get(verb).text())) {
        // "`make check` must not fail", "the build should never be red": passing is the duty
        continue;
      }
      if (h.entry().equals("no") && faultsAfter(p, w)) {
        // "ensure there are no type errors", "with no lint warnings": a state of a check, which
        // passing brings about — not a ban
        continue;
      }
      if (h.entry().equals("not")
          && w > 0
          && (p.words().get(w - 1).text().equals("if")
              || p.words().get(w - 1).text().equals("or"))) {
        continue;
      }
      if (!p.han() && inConditionClause(p, w)) {
        // "if Docker is not running, use `just test-unit`": a state the condition names, not
        // what the clause bans
        continue;
      }
      return true;
    }
    if (startsWithNo(p)) {
      return true;
    }
    // a negative modality with no negative word left in the clause came from a part dropped
    // (a parenthetical) or another clause: it does not make this clause a ban
    return false;
  }

  /** Removes the purposes a Chinese clause names only before the comma that opens its ban. */
  private static void keepHanBanPurposes(Prose p, Set<String> purposes) {
    String tail = p.text().substring(p.text().indexOf('，', p.text().lastIndexOf('§')));
    for (Lexicon.Grounding g : Lexicon.get().groundings("purpose")) {
      if (g.phrases().stream().noneMatch(ph -> Prose.isHan(ph) && tail.contains(ph))) {
        purposes.remove(g.name());
      }
    }
  }

  /** 只能, 必须, 请, 务必, 一律, 统一: a Chinese duty before the code of its clause. */
  private static final GatedPattern HAN_DUTY_WORD = GatedPattern.compile("只能|必须|务必|一律|统一|^\\W*请");

  /**
   * Whether a Chinese clause holds a duty with all its code before a comma and a ban after it, the
   * ban naming no code.
   */
  private static boolean dutyCodeBeforeHanBan(Prose p) {
    if (!p.han() || p.spans().isEmpty()) {
      return false;
    }
    java.util.regex.Matcher ban = HAN_JOINED_BAN.matcher(p.text());
    if (!ban.find()) {
      return false;
    }
    String head = p.text().substring(0, ban.start());
    return !p.text().substring(ban.end()).contains("§")
        && head.contains("§")
        && HAN_DUTY_WORD.matcher(head).find()
        && Lexicon.get().hanEntries("negation").stream().noneMatch(head::contains);
  }

  /** Whether "before …" names no act, command or tool the reader knows, nor the end of the task. */
  private static boolean unknownLaterStep(
      Prose p, Region later, List<Act> laterActs, Optional<CommandRef> laterCommand) {
    return later != null
        && laterActs.isEmpty()
        && laterCommand.isEmpty()
        && laterTools(p, later).isEmpty()
        && !p.han()
        && !endOfTurn(p)
        && p.find("act.finish").stream().noneMatch(h -> inside(later, h.word()))
        && !movingOn(p, later);
  }

  /**
   * "fix failures before moving on", "… before you continue", "before proceeding": the work goes on
   * after the check, so it is owed while working, as before finishing — no step of its own.
   */
  private static boolean movingOn(Prose p, Region later) {
    for (int i = later.from; i < Math.min(later.to, later.from + 3); i++) {
      String w = p.words().get(i).text();
      if (Set.of("moving", "move", "continuing", "continue", "proceeding", "proceed").contains(w)
          && (later.to == i + 1
              || !w.startsWith("mov")
              || p.words().get(i + 1).text().equals("on"))) {
        return true;
      }
    }
    return false;
  }

  /** Words that open a condition, within whose part of the sentence a "not" describes a state. */
  private static final Set<String> CONDITION_OPENERS =
      Set.of("if", "when", "whenever", "while", "unless", "once", "until", "because", "since");

  /**
   * Whether word {@code w} stands after a condition's opening word with no comma, colon or
   * semicolon between (and no other negation before it, which would be the clause's own).
   */
  private static boolean inConditionClause(Prose p, int w) {
    for (int i = w - 1; i >= 0; i--) {
      String between = p.text().substring(p.words().get(i).at(), p.words().get(i + 1).at());
      if (between.contains(",") || between.contains(":") || between.contains(";")) {
        return false;
      }
      String word = p.words().get(i).text();
      if (CONDITION_OPENERS.contains(word)) {
        return true;
      }
      if (Lexicon.get().words("negation").contains(word)) {
        return false;
      }
    }
    return false;
  }

  private static boolean startsWithNo(Prose p) {
    return !p.words().isEmpty() && p.words().get(0).text().equals("no");
  }

  /** Whether word {@code w} follows "without" and a verb of writing ("without updating"). */
  private static boolean afterWithoutEdit(Prose p, int w) {
    for (int i = Math.max(0, w - 6); i < w - 1; i++) {
      if (p.words().get(i).text().equals("without")) {
        int at = i;
        return p.find("act.edit").stream().anyMatch(h -> h.word() > at && h.word() <= at + 2);
      }
    }
    return false;
  }

  /** Whether a verb of deleting at word {@code w} takes tables, columns or rows as its object. */
  private static boolean rowsOfData(Prose p, int w) {
    int i = w + 1;
    while (i < p.words().size()
        && Set.of("a", "an", "the", "any", "existing", "database", "db")
            .contains(p.words().get(i).text())) {
      i++;
    }
    return i < p.words().size()
        && p.words().get(i).text().matches("tables?|columns?|rows?|records?|indexes|indices");
  }

  /** Prepositions of a stretch of time: the act word after one names when, not what is done. */
  private static final Set<String> SPAN_WORDS =
      Set.of("between", "during", "throughout", "amid", "mid");

  /** Verbs of declaring something so: "claiming", "tell me", "reporting". */
  private static final Set<String> DECLARING =
      Set.of(
          "claim",
          "claims",
          "claiming",
          "say",
          "saying",
          "tell",
          "telling",
          "report",
          "reporting",
          "announce",
          "announcing",
          "declare",
          "declaring",
          "state",
          "stating");

  /** Words of work that is over and sound: what a declaration of the end says. */
  private static final Set<String> DONE_STATE =
      Set.of(
          "works",
          "working",
          "fixed",
          "done",
          "complete",
          "completed",
          "finished",
          "passes",
          "success",
          "successful",
          "ready",
          "resolved",
          "green");

  /**
   * "before claiming a change works", "before you tell me it's fixed": declaring the work sound,
   * within six words, is the end of the task.
   */
  private static void declaredDone(Prose p, List<ActHit> out) {
    List<Prose.Word> ws = p.words();
    for (int i = 0; i + 1 < ws.size(); i++) {
      if (!DECLARING.contains(ws.get(i).text())) {
        continue;
      }
      int at = i;
      for (int j = i + 1; j <= i + 6 && j < ws.size(); j++) {
        String w = ws.get(j).text();
        if (w.startsWith("§")) {
          break;
        }
        if (DONE_STATE.contains(w)) {
          int end = j;
          if (out.stream().noneMatch(h -> h.act == Act.FINISH && h.word >= at && h.word <= end)) {
            out.add(new ActHit(Act.FINISH, i, ws.get(j).at() + w.length()));
          }
          break;
        }
      }
    }
  }

  /**
   * "before you hand work back", "when handing the branch over": the work handed back to the user,
   * its object in words between the verb and "back", "over" or "off" (the phrases with no object
   * are the lexicon's).
   */
  private static void handedBack(Prose p, List<ActHit> out) {
    List<Prose.Word> ws = p.words();
    for (int i = 0; i + 2 < ws.size(); i++) {
      if (!Set.of("hand", "hands", "handing").contains(ws.get(i).text())) {
        continue;
      }
      int at = i;
      for (int j = i + 2; j <= i + 4 && j < ws.size(); j++) {
        String w = ws.get(j).text();
        if (w.startsWith("§")) {
          break;
        }
        if (Set.of("back", "over", "off").contains(w)) {
          if (out.stream().noneMatch(h -> h.act == Act.FINISH && h.word == at)) {
            out.add(new ActHit(Act.FINISH, i, ws.get(j).at() + w.length()));
          }
          break;
        }
      }
    }
  }

  /** Nouns "access" qualifies: "access keys", "access tokens", "access control". */
  private static final Pattern ACCESS_NOUN =
      Pattern.compile(
          "keys?|tokens?|control|rights|levels?|logs?|credentials?|polic(y|ies)|permissions?"
              + "|patterns?|codes?|lists?|modifiers?|rules?");

  /** 版本 (version) within twelve characters, before a comma or stop: "升级 Node 版本". */
  private static final GatedPattern HAN_VERSION = GatedPattern.compile("[^，。；,;]{0,12}?版本");

  /** Whether "version" or "versions" stands within the three words after {@code w}. */
  private static boolean versionAfter(Prose p, int w) {
    for (int i = w + 1; i < Math.min(p.words().size(), w + 4); i++) {
      if (p.words().get(i).text().matches("versions?")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether word {@code w} lies in an edit of a version by bumping ("bump the package version").
   */
  private static boolean inVersionBump(Prose p, int w) {
    for (Prose.Hit e : p.find("act.edit")) {
      if (e.entry().startsWith("bump ")
          && w >= e.word()
          && w < e.word() + e.entry().split(" ").length) {
        return true;
      }
    }
    return false;
  }

  /**
   * The word of an act said as the purpose of an edit of a file named in code — "edit
   * `package.json` by hand to add dependencies" — or -1: "to", not after a verb of wanting, then
   * another act's word, within eight words after the edit and a span between them.
   */
  private static int purposeOfEdit(Prose p, List<ActHit> hits) {
    for (int i : tosAfterEdit(p, hits, t -> true)) {
      if (WANTING.contains(p.words().get(i - 1).text())) {
        continue;
      }
      int next = i + 1;
      // ("to add dependencies": the act's word may be the verb's object)
      java.util.Optional<ActHit> act =
          hits.stream()
              .filter(h -> (h.word == next || h.word == next + 1) && h.act != Act.EDIT)
              .findFirst();
      if (act.isPresent()) {
        return act.get().word;
      }
    }
    return -1;
  }

  /**
   * The words "to" within eight words after an edit's verb, each after a span between them that
   * {@code named} accepts (the span's code), in order of the edits.
   */
  private static List<Integer> tosAfterEdit(
      Prose p, List<ActHit> hits, java.util.function.Predicate<String> named) {
    List<Integer> out = new ArrayList<>();
    for (ActHit e : hits) {
      if (e.act != Act.EDIT) {
        continue;
      }
      boolean seen = false;
      for (int i = e.word + 1; i < Math.min(p.words().size() - 1, e.word + 8); i++) {
        String t = p.words().get(i).text();
        seen |= t.matches("§\\d+") && named.test(p.spans().get(Integer.parseInt(t.substring(1))));
        if (seen && t.equals("to")) {
          out.add(i);
        }
      }
    }
    return out;
  }

  private static final Set<String> WANTING =
      Set.of("want", "wants", "need", "needs", "have", "has", "going", "able", "try", "allowed");

  /**
   * Whether an edit of a file named in code is said to be for an end that no write shows: "do not
   * modify `jest.config.js` to make failures go away", "don't edit `.eslintrc` to silence warnings"
   * — "to", then a verb of getting a result ({@link Shapes#RESULT_VERBS}), within eight words after
   * the edit and a span between them. The edit is asked about: edits for other ends are everyday
   * work.
   */
  private static boolean editedFor(Prose p, List<ActHit> hits) {
    // (a file: "never add `#[allow(unused)]` to silence warnings" adds code, which its own check
    // reads)
    return tosAfterEdit(p, hits, Paths::isPath).stream()
        .anyMatch(i -> Shapes.RESULT_VERBS.contains(p.words().get(i + 1).text()));
  }

  /**
   * Whether the branch noun at word {@code w} is the scope of a push, merge or commit the clause
   * names ("pushing to any branch", "commits on every branch"): a determiner of scope right before
   * it (a preposition perhaps before that), and the other act's word within three words.
   */
  private static boolean branchOfAnotherAct(Prose p, int w) {
    if (w >= p.words().size()) {
      // (a Chinese act's hit stands on the next English word, which may be none)
      return false;
    }
    String noun = p.words().get(w).text();
    if (!noun.equals("branch") && !noun.equals("branches")) {
      return false;
    }
    // ("only push to branches prefixed with `bot/`" names the branches made, and stays)
    int k = w - 1;
    if (k < 0
        || !Set.of("any", "every", "each", "all", "whichever").contains(p.words().get(k).text())) {
      return false;
    }
    k--;
    if (k >= 0
        && Set.of("to", "on", "onto", "into", "from", "against")
            .contains(p.words().get(k).text())) {
      k--;
    }
    for (int i = Math.max(0, k - 2); i <= k; i++) {
      String t = p.words().get(i).text();
      if (t.startsWith("push") || t.startsWith("merg") || t.startsWith("commit")) {
        return true;
      }
      // ("`git push --force` to any branch": the act in code)
      if (t.matches("§\\d+")
          && p.spans()
              .get(Integer.parseInt(t.substring(1)))
              .matches("git\\s+(push|merge|commit)\\b.*")) {
        return true;
      }
    }
    return false;
  }

  /** Whether "done" at word {@code w} is the passive of doing: "is never done by the agent". */
  private static boolean doneBy(Prose p, int w) {
    List<Prose.Word> ws = p.words();
    return w < ws.size()
        && w + 1 < ws.size()
        && ws.get(w).text().equals("done")
        && ws.get(w + 1).text().equals("by")
        && w > 0
        && Set.of("is", "are", "be", "been", "never", "not", "only", "always", "gets", "get")
            .contains(ws.get(w - 1).text());
  }

  /** A commit, branch, tag or pull request named right after a Chinese verb of making. */
  private static final GatedPattern MADE_BY_ACT =
      GatedPattern.compile("(?i)(一个|新的|个)?\\s*(commits?\\b|提交|分支|branch|tags?\\b|标签|prs?\\b|合并请求)");

  /** Whether what is made right after the text's offset {@code end} is another act's thing. */
  private static boolean madeByOtherAct(Prose p, int end) {
    String rest = p.text().substring(Math.min(end, p.text().length())).stripLeading();
    return MADE_BY_ACT.matcher(rest).lookingAt();
  }

  /** Every act word, with force push winning over the push inside it, PRs and issues created. */
  private static List<ActHit> acts(Prose p) {
    List<ActHit> out = new ArrayList<>();
    Set<Integer> taken = new java.util.HashSet<>();
    for (Prose.Hit h : p.find("act.force-push")) {
      out.add(new ActHit(Act.FORCE_PUSH, h.word(), h.end()));
      taken.add(h.word());
      taken.add(h.word() + 1);
    }
    for (String cls : Lexicon.get().classesStartingWith("act.")) {
      if (cls.equals("act.force-push")) {
        continue;
      }
      Act act = Act.ofClass(cls);
      for (Prose.Hit h : p.find(cls)) {
        if (taken.contains(h.word())) {
          continue;
        }
        if ((act == Act.PR || act == Act.ISSUE)
            && !created(p, h.word(), h.word() + h.entry().split(" ").length - 1)) {
          continue;
        }
        if (act == Act.COMMIT
            && h.entry().endsWith(" in")
            && h.word() + 2 < p.words().size()
            && p.words().get(h.word() + 2).text().equals("with")) {
          // "check in with me before you push": consulting a person, no commit
          continue;
        }
        if (h.word() > 0
            && (p.words().get(h.word() - 1).text().equals("didn't") && pastOfThing(p, h.word() - 1)
                || h.word() > 1
                    && p.words().get(h.word() - 1).text().equals("not")
                    && pastOfThing(p, h.word() - 2))) {
          // "coverage did not drop": what a thing did, said in the past, no act of the agent
          continue;
        }
        if (act == Act.FINISH && doneBy(p, h.word())) {
          // "`terraform apply` is never done by the agent": "done" as the passive of doing
          continue;
        }
        if (act == Act.BRANCH && branchOfAnotherAct(p, h.word())) {
          // "ask before pushing to any branch", "Pushing (any branch)": where the push goes, no
          // branch made or switched to
          continue;
        }
        if (act == Act.PULL
            && h.word() + 1 < p.words().size()
            && p.words().get(h.word() + 1).text().startsWith("request")) {
          // "pull requests" names a PR, not a pull
          continue;
        }
        if (act == Act.PULL
            && h.word() + 1 < p.words().size()
            && p.words().get(h.word() + 1).text().equals("in")) {
          // "pull in new packages": a dependency brought in, no git pull
          continue;
        }
        if (act == Act.DEPENDENCY
            && h.word() > 0
            && p.words().get(h.word() - 1).text().matches("§\\d+")
            && Paths.isPath(
                p.spans().get(Integer.parseInt(p.words().get(h.word() - 1).text().substring(1))))) {
          // "the `internal/crypto/` package": the place named before it, no dependency
          continue;
        }
        if (act == Act.INSTALL
            && h.word() > 0
            && Set.of("version", "major", "minor", "patch", "semver")
                .contains(p.words().get(h.word() - 1).text())) {
          // "requires a major version bump": the noun of a release's step, no package installed
          continue;
        }
        if (act == Act.INSTALL
            && (versionAfter(p, h.word())
                // "升级 Node 版本": 版本 within a few characters after the verb
                || p.han() && HAN_VERSION.matcher(p.text().substring(h.end())).lookingAt())
            && !inVersionBump(p, h.word())) {
          // "bump the Go version in `go.mod`": a version edited, whatever names it
          out.add(new ActHit(Act.EDIT, h.word(), h.end()));
          continue;
        }
        if (act == Act.DEPENDENCY
            && h.word() > 0
            && h.word() + 1 < p.words().size()
            && Set.of("the", "its", "our", "this", "your")
                .contains(p.words().get(h.word() - 1).text())
            && p.words().get(h.word() + 1).text().equals("version")) {
          // "without bumping the package version": the one version of the project's own package,
          // no dependency ("package versions" are the dependencies')
          continue;
        }
        if ((act == Act.DEPENDENCY || act == Act.INSTALL) && inVersionBump(p, h.word())) {
          // "bump the package version", "a package's version": the version edited, no package
          // installed
          continue;
        }
        if (act == Act.DEPENDENCY && (codePlace(p, h.word()) || languageUnits(p, h.word()))) {
          // "in library code", "library packages": where code is, not a dependency; "CSS
          // modules", "Java packages": units of a language's code
          continue;
        }
        if (act == Act.DEPENDENCY
            && !p.han()
            && h.word() < p.words().size()
            && p.words().get(h.word()).text().startsWith("module")
            && addedToOtherFile(p, h.word())) {
          // "add new modules to `settings.gradle.kts`": a project's own modules, entries of a
          // file named in code that lists no dependencies, which the write of that file shows
          continue;
        }
        if (act == Act.DEPENDENCY && h.word() >= 2 && spannedUnits(p, h.word())) {
          // "changes that span more than one package", "edits across packages": the project's
          // own packages a change reaches, no dependency
          continue;
        }
        if (act == Act.DEPENDENCY
            && h.word() + 1 < p.words().size()
            && p.words().get(h.word() + 1).text().matches("configurations?|configs?")) {
          // "build/package configuration": the settings of the package, none added
          continue;
        }
        if (act == Act.COMMIT && h.word() < p.words().size() && commitsWorkedOn(p, h.word())) {
          // "squash commits", "revert other people's commits": commits are what the verb works
          // on
          continue;
        }
        Prose.Hit verb = h;
        if (act == Act.PUSH
            && p.find("pushed-elsewhere").stream()
                .anyMatch(
                    o ->
                        p.han()
                            ? o.at() >= verb.end() && o.at() - verb.end() <= 3
                            : o.word() > verb.word() && o.word() <= verb.word() + 3)) {
          // "push images to the registry", "push the chart": not a git push
          continue;
        }
        int noun = h.word();
        if (act == Act.DEPENDENCY
            && p.find("send-verb").stream()
                .anyMatch(v -> v.word() < noun && v.word() >= noun - 3)) {
          // "publish packages", "release the crate": what is sent out, not a dependency added
          continue;
        }
        if (h.word() > 0 && SPAN_WORDS.contains(p.words().get(h.word() - 1).text())) {
          // "avoid `make test` between edits": a stretch of time named by the act, not the act
          continue;
        }
        if (!p.han()
            && h.word() + 1 < p.words().size()
            && Shapes.ACT_AS_MODIFIER.matcher(p.words().get(h.word() + 1).text()).matches()) {
          // "merge conflict markers", "the commit hash": the act's word naming a thing of it
          continue;
        }
        if (!p.han()
            && h.word() >= 0
            && h.word() + 1 < p.words().size()
            && p.words().get(h.word()).text().endsWith("ed")
            && p.words()
                .get(h.word() + 1)
                .text()
                .matches("commits?|branch(es)?|changes|tags?|history|histories|code|prs?")) {
          // "pushed commits", "merged branches": a participle that qualifies a noun, no act
          continue;
        }
        if ((act == Act.READ || act == Act.ISSUE || act == Act.PR)
            && !p.han()
            && withoutBefore(p, h.word())) {
          // "never run scripts in `tools/` without reading them", "no new dependencies without
          // opening an issue first": the read or the issue is what must come first, no act the
          // rule bans
          continue;
        }
        if (act == Act.EDIT
            && !p.han()
            && withoutBefore(p, h.word())
            && otherActBefore(p, h.word())) {
          // "don't rename files in `docs/` without adding a redirect": the edit after "without"
          // is the case the rename is banned without, no write the rule bans
          continue;
        }
        if (act == Act.READ
            && h.word() + 1 < p.words().size()
            && p.words().get(h.word()).text().equals("access")
            && ACCESS_NOUN.matcher(p.words().get(h.word() + 1).text()).matches()) {
          // "never hardcode AWS access keys": a kind of key, not an act of reading
          continue;
        }
        if (act == Act.DELETE && rowsOfData(p, h.word())) {
          // "never drop tables in migrations", "do not delete rows": SQL the code holds, not
          // files deleted (row 4c bans it in migrations)
          continue;
        }
        if (act == Act.EDIT && p.han() && Prose.isHan(h.entry()) && madeByOtherAct(p, h.end())) {
          // 新建 commit, 创建分支: a commit or a branch made, no file written
          continue;
        }
        if (act == Act.DELETE && removedFrom(p, h.word())) {
          // "don't remove them from `.gitignore`": lines taken out of a file are an edit of it
          act = Act.EDIT;
        }
        out.add(new ActHit(act, h.word(), h.end()));
      }
    }
    handedBack(p, out);
    declaredDone(p, out);
    for (int i = 0; i < p.words().size(); i++) {
      // "run X before submitting", "before you send anything": handing in the work, when nothing
      // is named as submitted or sent
      int at = i;
      if (Set.of("submit", "submitting", "send", "sending").contains(p.words().get(i).text())
          && !taken.contains(i)
          && objectless(p, i)
          && out.stream().noneMatch(h -> h.word > at && h.word <= at + 3)) {
        out.add(
            new ActHit(Act.FINISH, i, p.words().get(i).at() + p.words().get(i).text().length()));
      }
    }
    // "--force" named with a push is a force push
    if (out.stream().anyMatch(a -> a.act == Act.PUSH)
        && p.spans().stream()
            .anyMatch(
                s -> s.equals("--force") || s.equals("-f") || s.equals("--force-with-lease"))) {
      ActHit push = out.stream().filter(a -> a.act == Act.PUSH).findFirst().get();
      out.add(new ActHit(Act.FORCE_PUSH, push.word, push.end));
    }
    out.sort(java.util.Comparator.comparingInt(ActHit::word));
    List<ActHit> kept = new ArrayList<>();
    Set<Integer> made = new java.util.HashSet<>();
    for (ActHit h : out) {
      if ((h.act == Act.COMMIT || h.act == Act.BRANCH) && madeBy(p, out, h)) {
        // "do not create commits", "don't make new branches": making the thing is the act itself,
        // not a write
        made.add(previousWord(p, h.word));
        kept.add(h);
        continue;
      }
      // only acts whose noun is the plain thing done ("amend commits", "rerun pushes") yield
      if ((h.act == Act.COMMIT || h.act == Act.PUSH)
          && (objectOfEarlierAct(p, out, h) || afterPreposition(p, h.word))) {
        continue;
      }
      kept.add(h);
    }
    kept.removeIf(h -> h.act == Act.EDIT && made.contains(h.word));
    // "open PRs against `release/*`", "open a new issue": opening one is making it, not a read
    kept.removeIf(
        h ->
            h.act == Act.READ
                && kept.stream()
                    .anyMatch(
                        o ->
                            (o.act == Act.PR || o.act == Act.ISSUE)
                                && o.word > h.word
                                && o.word <= h.word + 3));
    return kept;
  }

  /**
   * Whether the word at {@code w} is part of a name for code that is not tests ("library code").
   */
  /** Language names of the groundings table, lower case ("css", "java", "kotlin"). */
  private static final Set<String> LANGUAGE_WORDS =
      Lexicon.get().groundings("language").stream()
          .flatMap(g -> g.phrases().stream())
          .filter(x -> x.matches("[a-z][a-z+#]*"))
          .collect(java.util.stream.Collectors.toUnmodifiableSet());

  /**
   * Whether the package noun at {@code w} follows a language with no package manager of its own
   * named here ("CSS modules", "Java packages"): units of its code, not dependencies ("Python
   * packages", "npm modules", "Go dependencies" keep theirs: {@code DecisionTable.ECOSYSTEM}).
   */
  private static boolean languageUnits(Prose p, int w) {
    if (w < 1 || w >= p.words().size()) {
      return false;
    }
    String before = p.words().get(w - 1).text();
    if (Set.of("top-level", "toplevel", "internal", "workspace", "monorepo", "sibling")
        .contains(before)) {
      // "new top-level packages", "internal modules": units of the repository's own code
      return true;
    }
    return LANGUAGE_WORDS.contains(before)
        && !DecisionTable.ECOSYSTEM.matcher(before + " " + p.words().get(w).text()).find();
  }

  private static boolean codePlace(Prose p, int w) {
    if (w < 0 || w >= p.words().size()) {
      // a hit in Chinese text, which has no English words to be a place
      return false;
    }
    java.util.regex.Matcher m = DecisionTable.NOT_TESTS.matcher(p.text());
    int at = p.words().get(w).at();
    while (m.find()) {
      if (m.start() <= at && at < m.end()) {
        return true;
      }
    }
    return false;
  }

  private static final Set<String> DETERMINERS =
      Set.of(
          "the",
          "a",
          "an",
          "your",
          "any",
          "all",
          "new",
          "existing",
          "follow-up",
          "its",
          "their",
          "our",
          "my",
          "those",
          "these",
          "every",
          "each",
          "other",
          "previous",
          "local",
          "own");

  private static final Set<String> PREPOSITIONS =
      Set.of(
          "on", "in", "of", "for", "to", "into", "from", "with", "across", "per", "within",
          "inside", "between", "about", "as");

  /** "a co-author on commits", "messages of pushes": a noun of place, not an act. */
  private static boolean afterPreposition(Prose p, int word) {
    if (word >= p.words().size()) {
      // a hit in Chinese text stands past the English words
      return false;
    }
    int w = word - 1;
    while (w >= 0 && DETERMINERS.contains(p.words().get(w).text())) {
      w--;
    }
    if (w >= 1
        && w == word - 1
        && p.words().get(w).text().equals("from")
        && p.words().get(word).text().endsWith("ing")
        && Set.of("refrain", "abstain", "refrains", "keep", "stop")
            .contains(p.words().get(w - 1).text())) {
      // "refrain from pushing": the gerund is the act refrained from
      return false;
    }
    int lead = w - 1;
    if (w >= 1
        && w == word - 1
        && p.words().get(w).text().equals("to")
        && Set.of(
                "allowed",
                "permitted",
                "forbidden",
                "prohibited",
                "ok",
                "okay",
                "fine",
                "acceptable",
                "unacceptable",
                "appropriate",
                "need",
                "needs",
                "have",
                "has",
                "want",
                "required",
                "able",
                "try",
                "remember",
                "forget",
                "sure",
                "free",
                "safe")
            .contains(p.words().get(w - 1).text())) {
      // "not allowed to push", "remember to commit": "to" marks the verb, it is no preposition
      return false;
    }
    if (w >= 1 && p.find("before").stream().anyMatch(h -> h.word() == lead)) {
      // "prior to committing", "ahead of every push": an order word that ends in a preposition
      return false;
    }
    return w >= 0 && PREPOSITIONS.contains(p.words().get(w).text());
  }

  /** The word before {@code at}, skipping determiners ("create a new branch": "create"). */
  /** Word classes of acts on files, whose object in code is a file, not a script to run. */
  private static final List<String> FILE_VERB_CLASSES =
      List.of("act.commit", "act.edit", "act.delete", "act.read");

  private static int previousWord(Prose p, int at) {
    int w = at - 1;
    while (w >= 0 && DETERMINERS.contains(p.words().get(w).text())) {
      w--;
    }
    return w;
  }

  /** "create commits", "make a new branch": a noun of the act after a verb of making (EDIT). */
  private static boolean madeBy(Prose p, List<ActHit> hits, ActHit h) {
    int w = previousWord(p, h.word);
    return w >= 0
        && Set.of("create", "creating", "make", "making").contains(p.words().get(w).text())
        && hits.stream().anyMatch(o -> o.word == w && o.act == Act.EDIT);
  }

  /** "amend commits", "run the tests": an act word right after another act's verb is its object. */
  private static boolean objectOfEarlierAct(Prose p, List<ActHit> hits, ActHit h) {
    int w = h.word - 1;
    while (w >= 0 && DETERMINERS.contains(p.words().get(w).text())) {
      w--;
    }
    if (w < 0 || h.word >= p.words().size()) {
      // (a hit in Chinese text has no English word of its own)
      return false;
    }
    int verb = w;
    Prose.Word before = p.words().get(w);
    String between =
        p.text().substring(before.at() + before.text().length(), p.words().get(h.word).at());
    if (between.matches(".*[,;:，；：].*")) {
      // "before opening a PR, push your branch": a new clause, not the PR's object
      return false;
    }
    if (hits.stream().anyMatch(o -> o.word == verb && o.act != h.act)) {
      return true;
    }
    // "push WIP commits", "amend unsigned commits": a word or two that qualify the noun between
    // the verb and it (not a preposition or a joining word, which start another phrase)
    for (int v = verb - 1; v >= Math.max(0, verb - 2); v--) {
      String x = p.words().get(v + 1).text();
      if (MODIFIER_STOPS.contains(x) || x.startsWith("§")) {
        return false;
      }
      int at = v;
      Prose.Word vw = p.words().get(v);
      String gap = p.text().substring(vw.at() + vw.text().length(), p.words().get(v + 1).at());
      if (gap.matches(".*[,;:，；：.].*")) {
        return false;
      }
      // ("create git commits": making one is the act itself)
      if (hits.stream()
          .anyMatch(
              o -> o.word == at && o.act != h.act && o.act != Act.FINISH && o.act != Act.EDIT)) {
        return true;
      }
    }
    return false;
  }

  /** Words that start another phrase rather than qualify the noun after them. */
  private static final Set<String> MODIFIER_STOPS =
      Set.of(
          "before", "after", "to", "into", "on", "and", "or", "nor", "then", "until", "when",
          "without", "with", "from", "for", "by", "of", "in", "if", "unless", "while", "so", "that",
          "any", "all", "every", "each", "no", "not", "never");

  /** "open a PR", "PRs you create", "creating issues": a PR or issue noun with a creating verb. */
  private static boolean created(Prose p, int noun, int last) {
    for (int i = Math.max(0, noun - 4); i < noun; i++) {
      String verb = p.words().get(i).text();
      if (HANDLING_VERBS.contains(verb)) {
        // "never review your own PRs": another act on them, which no rule reads; "never label
        // issues", "don't mark PRs as ready for review": one `gh` shows
        // (DecisionTable.githubTarget)
        return GH_HANDLING.contains(verb)
                && (!verb.startsWith("mark")
                    || p.words().get(noun).text().startsWith("p")
                        && p.phraseIn("ready", noun + 1, Math.min(p.words().size(), noun + 5)))
            // "mark every PR you open as a draft": how it is opened
            || verb.startsWith("mark")
                && DecisionTable.AS_DRAFT
                    .matcher(p.text().substring(p.words().get(noun).at()))
                    .find();
      }
    }
    // (after it: "PRs you create", "a pull request is opened", counted from its last word; not
    // past a preposition before it: "no new dependencies without an issue" creates none)
    int from = Math.max(0, noun - 4);
    for (int i = from; i < noun; i++) {
      if (Set.of("without", "with", "unless", "except", "by").contains(p.words().get(i).text())) {
        from = i + 1;
      }
    }
    for (int i = from; i < Math.min(p.words().size(), last + 4); i++) {
      if (CREATE_VERBS.contains(p.words().get(i).text())
          // ("never merge an open PR", "a draft PR": after an article, a state of the PR)
          && !(i == noun - 1
              && i > 0
              && Set.of("a", "an", "the", "any", "every", "each", "your", "this", "that")
                  .contains(p.words().get(i - 1).text()))) {
        return true;
      }
    }
    // "never close issues", "do not comment on PRs": other acts on them, by the same tool
    for (int i = Math.max(0, noun - 5); i < noun; i++) {
      if (Lexicon.get().words("github-verb").contains(p.words().get(i).text())) {
        return true;
      }
    }
    // "both must succeed before a PR", "ahead of every pull request": the step of opening one
    // (not "before the PR is merged", another act on it)
    if (last + 1 < p.words().size()
        && Set.of("is", "are", "was", "has", "have", "gets", "get", "goes", "lands")
            .contains(p.words().get(last + 1).text())) {
      return false;
    }
    int at = noun - 1;
    if (at >= 0
        && Set.of("a", "an", "the", "every", "each", "any", "your")
            .contains(p.words().get(at).text())) {
      at--;
    }
    return at >= 0
        && (p.words().get(at).text().equals("before")
            || at >= 1
                && p.words().get(at).text().matches("to|of")
                && p.words().get(at - 1).text().matches("prior|ahead"));
  }

  /** The globs of the language a Chinese change's object is only the name of ("Java"), or none. */
  private static List<String> hanLanguage(String object) {
    String name = object.strip().toLowerCase(java.util.Locale.ROOT);
    if (name.isEmpty()) {
      return List.of();
    }
    for (Lexicon.Grounding g : Lexicon.get().groundings("language")) {
      if (g.phrases().stream().anyMatch(ph -> !ph.startsWith(".") && ph.equals(name))) {
        return g.values();
      }
    }
    return List.of();
  }

  /** Words of a Chinese change that name no part of the code: 代码, 文件, 任何, 了. */
  private static final GatedPattern HAN_GENERIC_OBJECT =
      GatedPattern.compile("任何|所有|全部|代码|源码|源代码|程序|文件|内容|工作|东西|了|完|的|过|\\s");

  /** In Chinese the opening edit precedes 后: "代码修改后", "修改完成之后". */
  private static final GatedPattern HAN_SINCE =
      GatedPattern.compile(
          "(修改|编辑|改动|更改|变更|新增|添加|增加)[^，。,；;：:]{0,16}?(完成)?(之后|以后|后|的时候|时(?=[，,]))");

  /**
   * Whether a Chinese hit of the condition class opens a condition: 当 does in 当你…时 and 每当, not
   * inside 应当 (should), 当前 (current), 当然 (of course) and the like.
   */
  private static boolean hanConditionWord(Prose p, Prose.Hit h) {
    if (!Prose.isHan(h.entry())) {
      return false;
    }
    if (!h.entry().equals("当")) {
      return true;
    }
    String t = p.text();
    char before = h.at() > 0 ? t.charAt(h.at() - 1) : ' ';
    char after = h.end() < t.length() ? t.charAt(h.end()) : ' ';
    return "应相适正恰妥担充".indexOf(before) < 0 && "前然地初天日今下中".indexOf(after) < 0;
  }

  /**
   * The first stop (comma, colon, semicolon, full stop) at or after a character, or 就 that opens
   * what the condition leads to (一旦合并就不能再修改; not 就是, "is"), or the end.
   */
  private static int hanStop(Prose p, int from) {
    String t = p.text();
    int stop = from;
    while (stop < t.length()
        && "，,：:；;。".indexOf(t.charAt(stop)) < 0
        && !(t.charAt(stop) == '就' && stop > from && !t.startsWith("就是", stop))) {
      stop++;
    }
    return stop;
  }

  /**
   * 如果测试失败，不要提交: the purpose of a check a Chinese condition says fails or passes, which the act
   * then waits on (as "never commit if the tests fail" does), or null.
   */
  private static String hanPrerequisite(Prose p) {
    for (Prose.Hit h : p.find("condition")) {
      if (!hanConditionWord(p, h)) {
        continue;
      }
      String cond = p.text().substring(h.end(), hanStop(p, h.end()));
      if (Lexicon.get().hanEntries("pass").stream().noneMatch(cond::contains)) {
        return null;
      }
      for (Lexicon.Grounding g : Lexicon.get().groundings("purpose")) {
        if (g.phrases().stream().anyMatch(ph -> Prose.isHan(ph) && cond.contains(ph))) {
          return g.name();
        }
      }
      return null;
    }
    return null;
  }

  /**
   * Whether a Chinese condition word opens a condition with words of its own before the stop (如果有
   * 冲突，…), not one the reading of changes takes (如果修改了 X).
   */
  private static boolean hanCondition(Prose p) {
    for (Prose.Hit h : p.find("condition")) {
      if (hanConditionWord(p, h)
          && !p.text().substring(h.end(), hanStop(p, h.end())).isBlank()
          && !HAN_IF_CHANGE.matcher(p.text()).find()) {
        return true;
      }
    }
    return false;
  }

  /** 如果修改了 X，/ 一旦更改 X，: the change after a condition word, up to the comma. */
  private static final GatedPattern HAN_IF_CHANGE =
      GatedPattern.compile("(?<=如果|若|一旦|如果你|若你|当你|每当)(修改|编辑|改动|更改|变更)[^，。,；;：:]{0,16}?(?=[，,])");

  /** In Chinese the later act precedes 前/之前 ("提交前"): the act just before the order word. */
  /**
   * Whether the acts a question comes before work on files: after "before" ("ask before adding
   * files to `x/`"), or in Chinese the act before 之前 ("修改 `x` 之前必须先问我").
   */
  private static boolean placeAsked(Prose p, List<Act> laterActs, List<Act> acts) {
    return laterActs.stream().anyMatch(a -> a == Act.EDIT || a == Act.DELETE || a == Act.RENAME)
        || p.han() && laterActs.isEmpty() && (acts.contains(Act.EDIT) || acts.contains(Act.DELETE));
  }

  /**
   * 在执行 `git push` 之前，先运行 X: in Chinese the later step's code stands right before 之前, 以前 or 前 (not
   * 前端).
   */
  private static boolean hanBefore(Prose p, int w) {
    if (!p.han()) {
      return false;
    }
    Prose.Word word = p.words().get(w);
    String rest = p.text().substring(word.at() + word.text().length()).stripLeading();
    return rest.startsWith("之前") || rest.startsWith("以前") || rest.matches("前(?![端台])(?s).*");
  }

  /** Whether an act stands where the rule starts: the opening, the condition, or before 之后. */
  private static boolean opens(Prose p, Region opening, Region condition, ActHit h) {
    return inside(opening, h.word) || inside(condition, h.word) || hanAfter(p, h.end);
  }

  /**
   * 合并之后不能再修改, 迁移文件合并后不要改: an act right before 后/之后/以后 with a negation after it is when the rule
   * starts, not what it bans (后端, 后台, 后续 are words of their own).
   */
  private static boolean hanAfter(Prose p, int end) {
    if (!p.han()) {
      return false;
    }
    String t = p.text();
    int stop = Math.min(t.length(), end + 6);
    for (int i = end; i < stop; i++) {
      char c = t.charAt(i);
      if ("，,：:；;。".indexOf(c) >= 0) {
        return false;
      }
      if (c == '后' && (i + 1 >= t.length() || "端台续面果悔缀".indexOf(t.charAt(i + 1)) < 0)) {
        String rest = t.substring(i + 1);
        return rest.matches("(?s).*[不别勿禁].*");
      }
    }
    return false;
  }

  /** The later acts a Chinese text orders ("提交前": committing), as {@link #hanOrder} finds them. */
  private static List<Act> hanLater(Prose p) {
    List<Act> later = new ArrayList<>();
    hanOrder(p, later);
    return later;
  }

  private static void hanOrder(Prose p, List<Act> later) {
    String t = p.text();
    for (String[] pair :
        new String[][] {
          {"提交", "COMMIT"},
          {"推送", "PUSH"},
          {"完成", "FINISH"},
          {"合并", "MERGE"},
          {"合并请求", "PR"},
          {"拉取请求", "PR"}
        }) {
      int at = t.indexOf(pair[0]);
      if (at >= 0 && pair[0].equals("合并") && t.startsWith("请求", at + 2)) {
        // 合并请求前: before a merge request (a pull request), not before merging
        at = -1;
      }
      if (at >= 0
          && pair[0].equals("提交")
          && (t.startsWith("合并请求", at + 2) || t.startsWith("拉取请求", at + 2))) {
        // 提交合并请求前: before submitting a merge request, not before committing
        at = -1;
      }
      if (at >= 0) {
        int after = at + pair[0].length();
        // 提交前, 提交代码前, 推送之前: the order word within a short object after the act
        String rest = t.substring(after, Math.min(t.length(), after + 5));
        // 运行 `make fmt` 之后再提交, 先运行测试，然后推送: the act after 再 or 然后 comes last
        String before = t.substring(Math.max(0, at - 3), at);
        if (rest.contains("前") && !rest.contains("后")
            || (before.contains("再") || before.contains("然后"))
                && at > 3
                // (不要再提交: "no longer", not an order)
                && !before.matches(".*[不别勿].*")) {
          later.add(Act.valueOf(pair[1]));
        }
      }
    }
  }

  private static final Set<String> CODE_NOUNS =
      Set.of(
          "code",
          "files",
          "file",
          "source",
          "sources",
          "changes",
          "change",
          "modules",
          "module",
          "crates",
          "crate",
          "packages",
          "package",
          "tests",
          "test",
          "implementation",
          "edits");

  private static List<String> languageGlobs(Prose p, Region r) {
    List<String> out = new ArrayList<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings("language")) {
      for (String phrase : g.phrases()) {
        boolean found =
            phrase.startsWith(".") ? spanOrWord(p, phrase, r) : languageWithCode(p, phrase, r);
        if (found) {
          out.addAll(g.values());
          break;
        }
      }
    }
    return out;
  }

  /**
   * "Rust code", "Go files", "changed Python": the language of what was written, not "Rust
   * dependencies".
   */
  private static boolean languageWithCode(Prose p, String phrase, Region r) {
    for (int w = r.from; w < r.to; w++) {
      if (!p.phraseIn(phrase, w, w + phrase.split(" ").length)) {
        continue;
      }
      int next = w + phrase.split(" ").length;
      if (next >= r.to
          || next >= p.words().size()
          || CODE_NOUNS.contains(p.words().get(next).text())) {
        return true;
      }
      Prose.Word last = p.words().get(next - 1);
      if (p.han()
          && p.text()
              .substring(last.at() + last.text().length())
              .stripLeading()
              .matches("(代码|文件|源码|源文件|项目)(?s).*")) {
        // "在 TypeScript 代码中": the language's code, named in Chinese
        return true;
      }
    }
    return false;
  }

  private static boolean spanOrWord(Prose p, String ext, Region r) {
    for (int i = r.from; i < r.to && i < p.words().size(); i++) {
      String w = p.words().get(i).text();
      if (w.equals(ext) || w.endsWith(ext) && w.contains("*")) {
        return true;
      }
    }
    for (int s : p.spansIn(r.from, r.to)) {
      // (`*.yaml` names the kind; `api/openapi.yaml` is one file of it, not every YAML file)
      String span = p.spans().get(s);
      if (span.equals(ext) || span.endsWith(ext) && span.contains("*")) {
        return true;
      }
    }
    return false;
  }

  /** The kinds of file the clause acts on, outside its order, opening and condition. */
  private static Set<String> fileKinds(
      Prose p, Region objectLater, Region opening, Region condition) {
    Set<String> fileKinds = new LinkedHashSet<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings("files")) {
      if (outsideRegionsHas(p, g.phrases(), objectLater, opening, condition)
          // ("leave generated code alone": leaving alone is the act on the kind)
          && (nearFileAct(p, g.phrases()) || LEAVE_ALONE.matcher(p.text()).find())) {
        fileKinds.add(g.name());
      }
    }
    if (fileKinds.size() > 1) {
      // 迁移脚本, "migration scripts": where one kind's phrase holds another's, the longer names
      // the kind
      fileKinds.removeIf(k -> insideLongerKind(p.text(), k, fileKinds));
    }
    return fileKinds;
  }

  /**
   * Whether every phrase of kind {@code k} that the text holds stands inside a longer phrase of
   * another of the kinds found.
   */
  private static boolean insideLongerKind(String text, String k, Set<String> kinds) {
    String lower = text.toLowerCase(java.util.Locale.ROOT);
    String rest = lower;
    List<String> own = new ArrayList<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings("files")) {
      if (g.name().equals(k)) {
        own.addAll(g.phrases());
      }
    }
    for (Lexicon.Grounding g : Lexicon.get().groundings("files")) {
      if (g.name().equals(k) || !kinds.contains(g.name())) {
        continue;
      }
      for (String phrase : g.phrases()) {
        if (own.stream().anyMatch(o -> phrase.length() > o.length() && phrase.contains(o))) {
          rest = rest.replace(phrase, " ");
        }
      }
    }
    if (rest.equals(lower)) {
      return false;
    }
    for (String o : own) {
      boolean han = Prose.isHan(o);
      if (han
          ? rest.contains(o)
          : Pattern.compile("(?<![\\w-])" + Pattern.quote(o) + "(?![\\w-])").matcher(rest).find()) {
        return false;
      }
    }
    return true;
  }

  private static List<String> kindGlobs(Prose p, Region r) {
    List<String> out = new ArrayList<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings("files")) {
      for (String phrase : g.phrases()) {
        if (p.phraseIn(phrase, r.from, r.to) && !partOfCode(p, phrase, r)) {
          g.values().stream().filter(v -> !v.startsWith("!")).forEach(out::add);
          break;
        }
      }
    }
    return out;
  }

  /** What code about a kind of file is named ("the database schema", "database models"). */
  private static final Set<String> CODE_PARTS =
      Set.of(
          "schema",
          "schemas",
          "model",
          "models",
          "migration",
          "migrations",
          "queries",
          "query",
          "layer",
          "access",
          "code",
          "tables",
          "table",
          "client");

  /**
   * Whether a kind's phrase names code about it rather than its files: "the database schema" is
   * source code, not a {@code .db} file.
   */
  private static boolean partOfCode(Prose p, String phrase, Region r) {
    int n = phrase.split(" ").length;
    for (int w = r.from; w + n <= r.to; w++) {
      if (p.phraseIn(phrase, w, w + n)) {
        return w + n < p.words().size() && CODE_PARTS.contains(p.words().get(w + n).text());
      }
    }
    return false;
  }

  /**
   * A kind of file counts as an object when a file act comes shortly before it ("edit lock files").
   */
  /**
   * Whether the kind at word {@code w} stands in a phrase about another object of the act at word
   * {@code a} ("add tests for the scripts", "write docs about migrations"): the kind is not what
   * the act touches.
   */
  private static boolean aboutKind(Prose p, int a, int w) {
    for (int i = a + 1; i < w; i++) {
      if (Set.of("for", "about", "covering", "describing").contains(p.words().get(i).text())) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a relative clause right after a kind of file (ending before word {@code e}) singles out
   * some of its files by what they do or hold — "scripts that print secrets", "migrations which
   * drop tables": a narrower kind no glob names. A state ("that have been applied", "that are
   * merged") or a person ("that you wrote") is read elsewhere, as existing or others' files.
   */
  private static boolean restrictedKind(Prose p, int e) {
    List<Prose.Word> ws = p.words();
    if (e + 1 >= ws.size()
        || !Set.of("that", "which", "whose", "containing", "holding", "where")
            .contains(ws.get(e).text())) {
      return false;
    }
    return !Set.of(
            "have", "has", "had", "were", "was", "are", "is", "been", "already", "you", "we",
            "they", "i", "someone", "others")
        .contains(ws.get(e + 1).text());
  }

  /**
   * Whether the word before a kind of file at word {@code w} narrows it to a kind the tables do not
   * know ("the release scripts", "the deploy migrations"): a lower-case word that is neither broad
   * ("any", "the", "generated"), an act, nor a language. A capitalised word inside a sentence names
   * the kind's own tool ("Alembic migrations") and narrows nothing, but for scripts, whose kind is
   * the shell's ("Flyway scripts" are not shell scripts), and images ("Docker images").
   */
  private static boolean narrowedKind(Prose p, int w) {
    if (w == 0) {
      return false;
    }
    String before = p.words().get(w - 1).text();
    if (!before.isEmpty()
        && Set.of("script", "scripts", "image", "images").contains(p.words().get(w).text())
        && !Set.of("shell", "bash", "sh", "zsh", "powershell", "batch", "posix").contains(before)
        // (a tool's name as written, "Flyway", not a shouted word, "NEVER READ SCRIPTS")
        && (w > 1 && p.written(w - 1).matches("[A-Z][a-z][\\w-]*")
            || Lexicon.get().groundings("language").stream()
                .anyMatch(g -> g.phrases().contains(before)))) {
      // "an existing Flyway script", "Gradle scripts", "the Python scripts": a tool's or a
      // language's scripts are written in it, not in the shell that "scripts" alone stands for
      // (and "Docker images" are no pictures)
      return true;
    }
    if (before.isEmpty()
        || w > 1 && !Character.isLowerCase(p.written(w - 1).charAt(0))
        || !before.chars().allMatch(c -> Character.isLetter(c) || c == '-')) {
      return false;
    }
    Lexicon lex = Lexicon.get();
    if (lex.words("kind-broad").contains(before) || lex.words("negation").contains(before)) {
      return false;
    }
    for (String cls : List.of("act.edit", "act.read", "act.delete", "act.commit", "hard", "soft")) {
      if (lex.words(cls).contains(before)) {
        return false;
      }
    }
    return lex.groundings("language").stream().noneMatch(g -> g.phrases().contains(before));
  }

  /** Code, a colon, then a word of {@code kept} alone: "`vendor/`: read-only". */
  private static boolean keptLabel(Prose p) {
    return Shapes.KEPT_LABEL.matcher(p.text()).matches()
        && p.find("kept").size() == 1
        && p.words().size() <= 4;
  }

  /** Whether words {@code from} to {@code to} hold a phrase of a kind of file. */
  private static boolean kindIn(Prose p, int from, int to) {
    return Lexicon.get().groundings("files").stream()
        .flatMap(g -> g.phrases().stream())
        .anyMatch(x -> p.phraseIn(x, from, to));
  }

  /**
   * Whether a word of {@code kept} is said of the words before it: "are read-only", "is frozen".
   */
  private static boolean keptState(Prose p, Prose.Hit h) {
    return h.word() > 0
        && Set.of("is", "are", "stay", "stays", "remain", "remains")
            .contains(p.words().get(h.word() - 1).text());
  }

  private static boolean nearFileAct(Prose p, List<String> phrases) {
    List<Integer> acts = new ArrayList<>();
    List<Integer> actsAt = new ArrayList<>();
    for (String cls : List.of("act.edit", "act.read", "act.delete", "act.commit")) {
      p.find(cls).forEach(h -> acts.add(h.word()));
      p.find(cls).forEach(h -> actsAt.add(h.at()));
    }
    for (String phrase : phrases) {
      if (Prose.holdsHan(phrase)) {
        // 修改数据库结构: in Chinese the act stands a few characters before the kind
        int at = p.text().indexOf(phrase);
        for (int from : actsAt) {
          if (at >= 0 && from < at && at - from <= 8) {
            return true;
          }
        }
        continue;
      }
      String[] parts = phrase.split(" ");
      for (int w = 0; w + parts.length <= p.words().size(); w++) {
        if (!p.phraseIn(phrase, w, w + parts.length)) {
          continue;
        }
        if (narrowedKind(p, w) || restrictedKind(p, w + parts.length)) {
          continue;
        }
        int kindEnd = w + parts.length;
        // ("migrations that have been applied are immutable": past a relative clause of state)
        int after =
            relativeClause(p) == kindEnd && relativeEnd(p, kindEnd) > kindEnd
                ? relativeEnd(p, kindEnd)
                : kindEnd;
        if (p.find("kept").stream()
            .anyMatch(h -> h.word() >= after && h.word() <= after + 2 && keptState(p, h))) {
          // "migration files are read-only", "generated files are frozen": a state the kind is
          // kept in, which keeps it from being written
          return true;
        }
        for (int a : acts) {
          if (a < w && w - a <= 6 && !aboutKind(p, a, w)) {
            return true;
          }
          // "generated files must not be committed": the kind as the subject of a passive act
          if (a > w && a - w <= 7 && passiveSubject(p.words(), a)) {
            return true;
          }
          // "migration files that have been applied must not be modified": with a relative
          // clause of state between the kind and the modal
          int end = w + parts.length;
          if (a > w
              && relativeClause(p) == end
              && relativeEnd(p, end) > end
              && a - relativeEnd(p, end) <= 4
              && passiveSubject(p.words(), a)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * Adds to {@code commands} the command lines of each kind of command the clause names ("force
   * pushes", "destructive git commands") outside its order, opening and condition regions, or after
   * "before" in a clause that asks.
   */
  private static void groundedCommands(
      Prose p, Ask ask, Region later, Region opening, Region condition, List<CommandRef> commands) {
    Set<String> commandPhrases = p.phrasesOf("command");
    java.util.Map<String, Integer> gapped = gappedPhrases(p);
    for (Lexicon.Grounding g :
        commandPhrases.isEmpty() && gapped.isEmpty()
            ? List.<Lexicon.Grounding>of()
            : Lexicon.get().groundings("command")) {
      // (a kind none of whose phrases the clause holds names nothing)
      // "delete branches on the remote": the longer phrase of another kind names it
      boolean own = ownPhrase(g, commandPhrases);
      Integer gap =
          own
              ? null
              : g.phrases().stream()
                  .map(gapped::get)
                  .filter(x -> x != null)
                  .findFirst()
                  .orElse(null);
      if (!own && gap == null) {
        continue;
      }
      // "ask before running destructive git commands": what is asked about stands after "before"
      boolean asked =
          ask == Ask.REQUIRED
              && later != null
              && (own
                  ? g.phrases().stream().anyMatch(ph -> p.phraseIn(ph, later.from, later.to))
                  : inside(later, gap));
      if (asked
          || (own
              ? outsideRegionsHas(p, g.phrases(), later, opening, condition)
              : !inside(later, gap) && !inside(opening, gap) && !inside(condition, gap))) {
        // "don't install packages globally with `pip`": a lone program beside a kind of command
        // is the means of that kind, not banned whatever it runs
        commands.removeIf(
            c ->
                c.pattern().equals(c.program())
                    && !g.values().contains(c.pattern())
                    && meansOf(p, c.pattern()));
        for (String c : g.values()) {
          if (commands.stream().noneMatch(x -> x.pattern().equals(c))) {
            commands.add(new CommandRef(c, c, c.split(" ")[0]));
          }
        }
      }
    }
  }

  /**
   * Whether the words after word {@code w} are more extensions in code, joined by "or"/"and", and
   * then a noun of files: "`.psd`, `.fbx` or `.wav` files".
   */
  private static boolean extensionListedOn(Prose p, int w) {
    boolean more = false;
    for (int k = w + 1; k < Math.min(p.words().size(), w + 12); k++) {
      String t = p.words().get(k).text();
      if (t.startsWith("§")) {
        int i = Integer.parseInt(t.substring(1));
        if (i >= p.spans().size() || !p.spans().get(i).matches("\\.[A-Za-z0-9]{1,10}")) {
          return false;
        }
        more = true;
      } else if (!Set.of("or", "and", "nor").contains(t)) {
        return more && EXTENSION_NOUN.matcher(t).matches();
      }
    }
    return false;
  }

  /**
   * Whether region {@code r} opens the rule with a write: an act of writing, "changes", "code",
   * "edits", or an upgrade of a dependency ("whenever you bump a dependency"), which writes the
   * manifest (a package installed is a dependency: its manifests and commands are added to {@code
   * globs} and {@code alsoRuns} where the region names no file).
   */
  private static boolean editsOpen(
      Prose p, Region r, List<Act> openingActs, List<String> globs, List<String> alsoRuns) {
    boolean upgrade = openingActs.contains(Act.INSTALL) && openingActs.contains(Act.DEPENDENCY);
    if (upgrade && globs.isEmpty()) {
      globs.addAll(dependencyGrounding("manifest"));
      alsoRuns.addAll(dependencyGrounding("manifest-command"));
    }
    return writesOpen(openingActs)
        || upgrade
        || p.phraseIn("changes", r.from, r.to)
        || p.phraseIn("code", r.from, r.to)
        || p.phraseIn("edits", r.from, r.to);
  }

  /**
   * A tool named as the means of running commands ("never use `exec_tool` to run commands (e.g.
   * `make serve`)"): its span's index and where the examples after it start, or {-1, MAX_VALUE}.
   */
  private static int[] meansTool(Prose p) {
    java.util.regex.Matcher means = MEANS_TOOL.matcher(p.text());
    // each branch names a command in code after "use", "call", "invoke" (or 用, 调用)
    if (p.text().indexOf('§') >= 0
        && (p.han() || holds(p.text(), "use", "call", "invoke"))
        && means.find()) {
      boolean han = means.group("span") == null;
      int meansSpan = Integer.parseInt(means.group(han ? "hspan" : "span"));
      String tool = meansSpan < p.spans().size() ? p.spans().get(meansSpan) : "";
      if (tool.matches("[A-Za-z][A-Za-z0-9]*(_[A-Za-z0-9]+)+")
          || means.group(han ? "htool" : "tool") != null) {
        return new int[] {meansSpan, means.end()};
      }
    }
    return new int[] {-1, Integer.MAX_VALUE};
  }

  /**
   * What "any change" covers: every file, or, where the change is said to be "there", the files of
   * the places in code after in, inside, within or under before it ("In `packages/api`, run X after
   * changing anything there").
   */
  private static List<String> changedThere(Prose p, Region r) {
    if (p.phraseIn("it", r.from, r.to) && !p.phraseIn("there", r.from, r.to)) {
      return changedIt(p, r);
    }
    if (!p.phraseIn("there", r.from, r.to)) {
      return List.of("**");
    }
    List<String> places = new ArrayList<>();
    for (int i = 0; i < p.spans().size(); i++) {
      int w = p.spanWord(i);
      if (w >= 1
          && w < r.from
          && Set.of("in", "inside", "within", "under").contains(p.words().get(w - 1).text())
          // ("in `services/billing`": a directory written without its slash)
          && (Paths.isPath(p.spans().get(i)) || p.spans().get(i).matches("[\\w.-]+(/[\\w.-]+)+"))) {
        places.addAll(Paths.globs(p.spans().get(i)));
      }
    }
    return places.isEmpty() ? List.of("**") : places.stream().distinct().toList();
  }

  /**
   * What "it" in a change stands for: the one file the sentence names in code outside the region —
   * alone, or as the last argument of the command it runs ("keep `pyproject.toml` sorted; run `uv
   * run toml-sort pyproject.toml` after editing it"); every file where it names none or more than
   * one.
   */
  private static List<String> changedIt(Prose p, Region r) {
    Set<String> files = new LinkedHashSet<>();
    for (int i = 0; i < p.spans().size(); i++) {
      int w = p.spanWord(i);
      if (w >= r.from && w < r.to) {
        continue;
      }
      String span = p.spans().get(i);
      String last = span.substring(span.lastIndexOf(' ') + 1);
      if (Paths.isPath(span) && !span.contains(" ") && !span.endsWith("/")) {
        files.add(span);
      } else if (span.contains(" ") && Paths.isPath(last) && last.matches(".*\\.[A-Za-z0-9]+")) {
        files.add(last);
      }
    }
    return files.size() == 1 ? Paths.globs(files.iterator().next()) : List.of("**");
  }

  /** The values of the dependency's row of a table of groundings. */
  private static List<String> dependencyGrounding(String table) {
    return Lexicon.get().groundings(table).stream()
        .filter(g -> g.name().equals("dependency"))
        .flatMap(g -> g.values().stream())
        .toList();
  }

  /**
   * Whether the command stands in code right after "use", "using", "with" or "via", and not before
   * a purpose of its own ("use `make audit` to check it" is a duty).
   */
  private static boolean usedAsWay(Prose p, CommandRef c) {
    int span = p.spans().indexOf(c.pattern());
    int w = span < 0 ? -1 : p.spanWord(span);
    return w > 0
        && Set.of("use", "using", "with", "via").contains(p.words().get(w - 1).text())
        && !(w + 1 < p.words().size() && p.words().get(w + 1).text().equals("to"));
  }

  /** Whether the acts opening a rule write: an edit, or a move ("when you move files, …"). */
  private static boolean writesOpen(List<Act> opening) {
    return opening.contains(Act.EDIT) || opening.contains(Act.RENAME);
  }

  /**
   * Whether "ending in"/"end with" stands before word {@code w}, or before a list of extensions in
   * code that leads to it: "files ending in `.g.dart` or `.freezed.dart`".
   */
  private static boolean endingBefore(Prose p, int w) {
    int k = w - 1;
    while (k >= 2
        && (Set.of("or", "and", "nor").contains(p.words().get(k).text())
            || p.words().get(k).text().startsWith("§")
                && EXTENSION_SPAN
                    .matcher(p.spans().get(Integer.parseInt(p.words().get(k).text().substring(1))))
                    .matches())) {
      k--;
    }
    return k >= 1
        && Set.of("ending", "ends", "end").contains(p.words().get(k - 1).text())
        && Set.of("in", "with").contains(p.words().get(k).text());
  }

  /** An extension written in code, one or two parts: {@code .rs}, {@code .g.dart}. */
  private static final GatedPattern EXTENSION_SPAN =
      GatedPattern.compile("\\.[A-Za-z0-9]{1,10}(\\.[A-Za-z0-9]{1,10})?");

  /**
   * Whether a path in code that a command was read from is the file an act is on instead: a file
   * edited, deleted or read where the clause runs nothing ("editing `db/schema.rb` by hand"), or
   * where something is ("do not weaken the CSP in `config/headers.py`").
   */
  private static boolean fileNotRun(Prose p, int w, String span, List<Act> acts) {
    return !span.contains(" ")
        && Paths.isPath(span)
        && !acts.contains(Act.RUN)
        && (acts.contains(Act.EDIT)
            || acts.contains(Act.DELETE)
            || acts.contains(Act.READ)
            || w > 0 && Set.of("in", "inside", "within").contains(p.words().get(w - 1).text()));
  }

  /**
   * Whether code is what a job is done with: "with", "using" or "via" right before it, after a
   * negation or a verb of a job ("lint with `ansible-lint`").
   */
  private static boolean withTool(Prose p, int w, boolean negative) {
    return w > 0
        && Set.of("with", "using", "via").contains(p.words().get(w - 1).text())
        && (negative || PURPOSE_WITH.matcher(p.text()).find());
  }

  /**
   * The purposes a clause names outside its later and condition regions; for a ban or question, not
   * one whose every phrase is followed by "that", "which" or "whose" ("do not generate code that
   * calls `requests.get`": code of a kind written, no run of a generator).
   */
  private static Set<String> purposesOf(Prose p, Region later, Region condition, boolean negative) {
    Set<String> purposes = new LinkedHashSet<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings("purpose")) {
      if (outsideRegionsHas(p, g.phrases(), later, null, condition)
          && !(negative && onlyNarrowed(p, g.phrases()))
          && !onlyFollowedBy(p, g.phrases(), GROUPS_OF_PEOPLE)) {
        purposes.add(g.name());
      }
    }
    return purposes;
  }

  /** Nouns of a group of people, which a purpose word before them names: "the build team". */
  private static final Set<String> GROUPS_OF_PEOPLE =
      Set.of(
          "team",
          "teams",
          "engineer",
          "engineers",
          "folks",
          "group",
          "owner",
          "owners",
          "crew",
          "squad",
          "people",
          "lead",
          "leads",
          "manager",
          "managers",
          "maintainers",
          "bot");

  /**
   * Whether the text holds the phrases only right before one of {@code words}: "go through the
   * build team" names people, not the build.
   */
  private static boolean onlyFollowedBy(
      Prose p, java.util.Collection<String> phrases, Set<String> words) {
    boolean any = false;
    for (String phrase : phrases) {
      if (Prose.holdsHan(phrase)) {
        continue;
      }
      int length = phrase.split(" ").length;
      for (int w : p.positions(Prose.firstWord(phrase))) {
        if (p.phraseStartsAt(phrase, w)) {
          any = true;
          if (w + length >= p.words().size() || !words.contains(p.words().get(w + length).text())) {
            return false;
          }
        }
      }
    }
    return any;
  }

  /** Whether the text holds the phrases only with a relative clause right after them. */
  private static boolean onlyNarrowed(Prose p, java.util.Collection<String> phrases) {
    return onlyFollowedBy(p, phrases, Set.of("that", "which", "whose"));
  }

  /** Whether span {@code i} (at word {@code w}) follows span {@code i - 1} in a list. */
  private static boolean listedAfter(Prose p, int i, int w) {
    if (i == 0 || w < 1) {
      return false;
    }
    int before = p.spanWord(i - 1);
    if (before == w - 2) {
      return Set.of("or", "and", "nor").contains(p.words().get(w - 1).text());
    }
    Prose.Word prev = p.words().get(w - 1);
    return before == w - 1
        && p.text()
            .substring(prev.at() + prev.text().length(), p.words().get(w).at())
            .strip()
            .equals(",");
  }

  /** "Never force pushes on `main`" from the act and "never on `main`". */
  private static String neverWhere(String act, String never) {
    return "Never " + act.toLowerCase(java.util.Locale.ROOT) + never.substring("never".length());
  }

  /**
   * "Force pushes are fine on your own branches, never on `main`": the act allowed, then banned
   * where the later words say, as "Never force pushes on `main`" is read.
   */
  private static List<String> fineButNever(List<String> clauses) {
    List<String> out = new ArrayList<>();
    for (String c : clauses) {
      java.util.regex.Matcher m = Shapes.FINE_BUT_NEVER.matcher(c);
      // (the two already cut apart: "… on your own branches" and "never on `main`.", read
      // joined only where the clause opens so)
      java.util.regex.Matcher prior =
          out.isEmpty() || !Shapes.NEVER_WHERE.matcher(c).lookingAt()
              ? null
              : Shapes.FINE_BUT_NEVER.matcher(out.get(out.size() - 1) + ", " + c);
      if (m.find()) {
        out.add(m.group(1) + " are fine" + m.group(2) + ".");
        out.add(neverWhere(m.group(1), m.group(3)));
      } else if (prior != null && prior.find()) {
        out.add(neverWhere(prior.group(1), prior.group(3)));
      } else {
        out.add(c);
      }
    }
    return out;
  }

  /**
   * "Agents must run `make check` …, and they must not push to `main`": "they" opening a later duty
   * is the agents the first one names.
   */
  private static void theyAsSubject(String[] parts) {
    java.util.regex.Matcher agent =
        parts.length > 1 ? Shapes.AGENT_SUBJECT.matcher(parts[0]) : null;
    if (agent == null || !agent.lookingAt()) {
      return;
    }
    for (int k = 1; k < parts.length; k++) {
      if (parts[k].regionMatches(true, 0, "they ", 0, 5)) {
        parts[k] = agent.group(1) + parts[k].substring(4);
      }
    }
  }

  /**
   * "never run `kubectl` commands that change state", "don't run `npm` scripts that publish": a ban
   * on some of a program's runs, singled out by what they do. Where the clause names those runs (a
   * kind of command, "rewrite history"), they are banned and the program is not; where it names
   * none, which runs are meant no command line shows, and the program is asked about instead.
   */
  private static Strength narrowedProgram(
      Prose p, List<CommandRef> commands, boolean negative, Strength strength) {
    if (!negative || strength != Strength.HARD) {
      return strength;
    }
    java.util.regex.Matcher m = Shapes.PROGRAM_NARROWED.matcher(p.text());
    while (m.find()) {
      String program = p.spans().get(Integer.parseInt(m.group(1)));
      if (commands.stream()
          .anyMatch(c -> c.program().equals(program) && !c.pattern().equals(program))) {
        // "`git` commands that rewrite history": the kind's own commands are the ones banned
        commands.removeIf(c -> c.pattern().equals(program));
      } else if (commands.stream().anyMatch(c -> c.pattern().equals(program))) {
        return Strength.SOFT;
      }
    }
    return strength;
  }

  /**
   * "never run `kubectl` commands that change state (`apply`, `delete`)", "`npm` commands that
   * write (`install`, `ci`)": words in code set off in brackets after a program and a few words are
   * its subcommands. Each such span maps to the program and the subcommand; the program's own span
   * maps to the empty string (it is named for its subcommands, not run bare).
   */
  private static java.util.Map<Integer, String> subcommands(Prose p) {
    if (p.spans().size() < 2) {
      return java.util.Map.of();
    }
    java.util.Map<Integer, String> out = new java.util.HashMap<>();
    java.util.regex.Matcher m = Shapes.SUBCOMMANDS_SET_OFF.matcher(p.text());
    while (m.find()) {
      String program = p.spans().get(Integer.parseInt(m.group(1)));
      java.util.regex.Matcher each = Shapes.SPAN_MARK.matcher(m.group(2));
      java.util.Map<Integer, String> subs = new java.util.HashMap<>();
      while (each.find()) {
        int i = Integer.parseInt(each.group(1));
        String sub = p.spans().get(i);
        if (!sub.matches("[a-z][a-z-]*( [a-z][a-z-]*)?")) {
          subs.clear();
          break;
        }
        subs.put(i, program + " " + sub);
      }
      if (!subs.isEmpty() && program.matches("[a-z][a-z0-9-]*")) {
        out.putAll(subs);
        out.put(Integer.parseInt(m.group(1)), "");
      }
    }
    return out;
  }

  /**
   * Code span {@code i} (at word {@code w}) as the words around it name it: "`.thrift` files" and
   * "`.md` 文件" are files with that extension, not a file named `.thrift`; "the `migrations` folder"
   * is that directory.
   */
  private static String spanAsNamed(Prose p, int i, int w, String span) {
    if (span.matches("\\.[A-Za-z0-9]{1,10}(\\.[A-Za-z0-9]{1,10})?")
        && !Paths.dotfile(span)
        && w >= 0
        && (w + 1 < p.words().size()
                && EXTENSION_NOUN.matcher(p.words().get(w + 1).text()).matches()
            // "`.psd`, `.fbx` or `.wav` files": each extension of a list before the noun
            || extensionListedOn(p, w)
            // "files ending in `.pb.go`", "names that end with `.gen.ts`"
            || endingBefore(p, w)
            // "create an `.xcodeproj`", "any existing `.xcdatamodel`": one file of the kind, as an
            // article before it says (a file named so would take "the")
            || w >= 1
                && Set.of("a", "an", "any", "every", "each", "new", "existing", "another")
                    .contains(p.words().get(w - 1).text())
            || p.text()
                .substring(p.text().indexOf("§" + i) + ("§" + i).length())
                .stripLeading()
                .startsWith("文件"))) {
      // "`.thrift` files", "`.md` 文件": files with that extension, not a file named `.thrift`
      span = "*" + span;
    }
    if (span.matches("[A-Za-z0-9_][A-Za-z0-9_.-]*")
        && w >= 0
        && w + 1 < p.words().size()
        && DIRECTORY_NOUN.contains(p.words().get(w + 1).text())) {
      // "the `migrations` folder", "the `fixtures` directory": that directory
      span = span + "/";
    }
    return span;
  }

  /**
   * What the files of an opening or condition region are: its paths, the files of the languages,
   * kinds and manifests it names.
   */
  private static List<String> openingGlobs(Prose p, Region r, List<String> openingPaths) {
    List<String> globs = new ArrayList<>();
    for (String path : openingPaths) {
      globs.addAll(Paths.globs(path));
    }
    globs.addAll(languageGlobs(p, r));
    globs.addAll(kindGlobs(p, r));
    globs.addAll(groundedIn(p, r, "manifest"));
    String place = placeOfNamed(p, r, openingPaths);
    if (place == null) {
      return globs;
    }
    // "after editing any `.py` file in `analysis/`": the files of that name or kind there only
    List<String> placed = new ArrayList<>();
    for (String g : globs) {
      if (g.startsWith("**/")) {
        placed.add(place + g);
      } else if (!Paths.globs(place).contains(g)) {
        placed.add(g);
      }
    }
    return placed;
  }

  /**
   * The one directory in code of region {@code r} that a file's name, glob or extension (read as a
   * language's) in code right before it is placed in ("`.py` files in `analysis/`", "`*.proto`
   * under `api/`"), as the start of a glob ({@code analysis/}); null where there is none or more
   * than one place.
   */
  private static String placeOfNamed(Prose p, Region r, List<String> openingPaths) {
    String place = null;
    for (int i = 1; i < p.spans().size(); i++) {
      int w = p.spanWord(i);
      int n = p.spanWord(i - 1);
      String dir = p.spans().get(i);
      String name = p.spans().get(i - 1);
      if (w < r.from || w >= r.to || n < r.from || w - n < 2 || w - n > 4) {
        continue;
      }
      String last = dir.substring(dir.lastIndexOf('/', dir.length() - 2) + 1);
      if (!openingPaths.contains(dir)
          || !openingPaths.contains(name) && !name.matches("\\.[A-Za-z0-9]+")
          || name.contains("/")
          || dir.contains("*")
          || !dir.contains("/")
          || !(dir.endsWith("/") || !last.contains("."))
          || !Set.of("in", "under", "inside", "within").contains(p.words().get(w - 1).text())) {
        continue;
      }
      if (place != null) {
        return null;
      }
      place = dir.endsWith("/") ? dir : dir + "/";
    }
    return place;
  }

  /** The values of each grounding of {@code table} that region {@code r} names, in table order. */
  private static List<String> groundedIn(Prose p, Region r, String table) {
    List<String> out = new ArrayList<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings(table)) {
      if (g.phrases().stream().anyMatch(ph -> p.phraseIn(ph, r.from, r.to))) {
        out.addAll(g.values());
      }
    }
    return out;
  }

  /**
   * "create or push tags", "approve or merge pull requests": a verb joined by "or"/"and" to the
   * next verb shares that verb's object, so a phrase of a kind of command made of the first verb
   * and the object ("create tags") is named, found at the first verb.
   */
  private static java.util.Map<String, Integer> gappedPhrases(Prose p) {
    java.util.Map<String, Integer> out = new java.util.HashMap<>();
    List<Prose.Word> ws = p.words();
    for (int i = 0; i + 3 < ws.size(); i++) {
      List<String> phrases = COMMAND_PHRASES_BY_VERB.get(ws.get(i).text());
      if (phrases == null
          || !Set.of("or", "and", "nor").contains(ws.get(i + 1).text())
          || !ws.get(i + 2).text().matches("[a-z]+")) {
        continue;
      }
      String verb = ws.get(i).text();
      String second = ws.get(i + 2).text();
      int at = i + 2;
      boolean secondNamesKind =
          COMMAND_PHRASES_BY_VERB.getOrDefault(second, List.of()).stream()
              .anyMatch(o -> p.phraseStartsAt(o, at));
      for (String ph : phrases) {
        String object = ph.substring(verb.length()).strip();
        if (ws.get(i + 3).text().equals(Prose.firstWord(object))
            && p.phraseStartsAt(object, i + 3)
            // ("approve or merge PRs": a second verb of an act of its own that names no kind of
            // command would lose its act to the command named)
            && (Lexicon.get().actClassOf(second).isEmpty() || secondNamesKind)) {
          out.putIfAbsent(ph, i);
        }
      }
    }
    return out;
  }

  /** The phrases of kinds of command (groundings.tsv, "command") of two words or more, by verb. */
  private static final java.util.Map<String, List<String>> COMMAND_PHRASES_BY_VERB =
      commandPhrasesByVerb();

  private static java.util.Map<String, List<String>> commandPhrasesByVerb() {
    java.util.Map<String, List<String>> out = new java.util.HashMap<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings("command")) {
      for (String ph : g.phrases()) {
        String first = Prose.firstWord(ph);
        if (!Prose.holdsHan(ph) && first.length() < ph.length() && first.matches("[a-z]+")) {
          out.computeIfAbsent(first, k -> new ArrayList<>()).add(ph);
        }
      }
    }
    return out;
  }

  private static boolean ownPhrase(Lexicon.Grounding g, Set<String> present) {
    for (String ph : g.phrases()) {
      if (present.contains(ph)
          && present.stream().noneMatch(o -> o.length() > ph.length() && o.contains(ph))) {
        return true;
      }
    }
    return false;
  }

  private static boolean outsideRegionsHas(
      Prose p, List<String> phrases, Region a, Region b, Region c) {
    for (String phrase : phrases) {
      // (no word holds a Han character: in a text without Han a Han phrase is found nowhere below)
      if (p.han() && Prose.holdsHan(phrase)) {
        if (p.text().contains(phrase)) {
          return true;
        }
        continue;
      }
      List<Integer> at = p.positions(Prose.firstWord(phrase));
      for (int i = 0, n = at.size(); i < n; i++) {
        int w = at.get(i);
        if (inside(a, w) || inside(b, w) || inside(c, w)) {
          continue;
        }
        if (p.phraseStartsAt(phrase, w)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * "use X instead of Y", "X rather than Y", "X, not Y", "prefer X over Y", "instead of Y, use X":
   * the commands before the marker are preferred, those after it replaced (reversed when the clause
   * opens with the marker).
   */
  private static final GatedPattern USE_FIRST =
      GatedPattern.compile(
          "\\s*(always\\s+|only\\s+)?(use|prefer|run)\\b|\\s*(请|务必|必须|一律|统一)?(使用|用|运行)");

  /** "…, use `X` instead", "…; run `X` instead": the replacement named after the ban. */
  private static final GatedPattern LATE_INSTEAD =
      GatedPattern.compile("[,;]\\s*(use|run|prefer|try)\\s+§\\d+[^,;.§]{0,30}?\\binstead\\b");

  /** "Prefer `rg` to `grep`": group 1 the " to " between the kept and the replaced code. */
  private static final GatedPattern PREFER_TO =
      GatedPattern.compile("(?i)\\bprefer(?:s|red)?\\b[^.;]*?§\\d+(\\s+to\\s+)§\\d+");

  /**
   * "`a` not `b`", "`a` over `b`", "`a` instead of `b`": one pair of a list of replacements, the
   * kept name first.
   */
  private static final GatedPattern NOT_PAIR =
      GatedPattern.compile("§(\\d+)\\s*,?\\s*(?:not|over|instead\\s+of|rather\\s+than)\\s+§(\\d+)");

  private static int substitution(
      Prose p,
      FileFacts facts,
      List<CommandRef> preferred,
      List<CommandRef> replaced,
      List<String> replacedTokens) {
    String t = p.text();
    int marker = -1;
    int markerEnd = -1;
    for (String m :
        new String[] {
          "instead of",
          "rather than",
          "in place of",
          " but not ",
          ", not ",
          " not ",
          ", never ",
          " — never ",
          ", no ",
          "，不要",
          "，禁止",
          "，别",
          "，勿",
          "而不是",
          "而非",
          // 使用 `pnpm` 代替 `npm`: what follows is replaced, as after "instead of"
          "代替",
          "替代",
          "取代"
        }) {
      int i = t.indexOf(m);
      if (i >= 0 && t.startsWith("even ", i + m.length())) {
        // "never use sudo, not even for docker": the ban reaches further, nothing is replaced
        continue;
      }
      if (i >= 0 && (marker < 0 || i < marker)) {
        if ((m.equals(" not ") || m.equals(" but not ") || m.startsWith("而"))
            && !t.substring(0, i).matches(".*§\\d+\\s*$")) {
          continue;
        }
        if ((m.endsWith("never ") || m.equals(", no ") || m.startsWith("，"))
            && !(t.substring(0, i).contains("§")
                && (USE_FIRST.matcher(t).lookingAt()
                    // "format Python with `ruff format`, never with `black`"
                    || PURPOSE_WITH.matcher(t.substring(0, i)).find()
                    // "log errors with `logger.error`, never with `console.error`": one means
                    // put in place of another, the same preposition before each
                    || MEANS_BEFORE.matcher(t.substring(0, i)).find()
                        && MEANS_AFTER.matcher(t.substring(i + m.length())).lookingAt())
                && t.substring(i + m.length())
                    .strip()
                    // "…, never with a bare `python`", "…, never a system `gradle`"
                    .replaceFirst(
                        "^((with|using|via|through)\\s+)?((a|an|the)\\s+)?((bare|plain|raw|naked|system"
                            + "|system-wide|global|globally installed|installed)\\s+)?",
                        "")
                    .startsWith("§"))) {
          // "use `uv` for packages, never `pip`": the ban names what the first part replaces;
          // "run the tests, never skip them" is two duties
          continue;
        }
        marker = i;
        markerEnd = i + m.length();
      }
    }
    int over = t.indexOf(" over ");
    if (marker < 0 && over >= 0 && (p.has("soft") || t.contains("favor"))) {
      marker = over;
      markerEnd = over + 6;
    }
    java.util.regex.Matcher preferTo = PREFER_TO.matcher(t);
    if (marker < 0 && preferTo.find()) {
      // "prefer `rg` to `grep`": what follows "to" is replaced, as after "over"
      marker = preferTo.start(1);
      markerEnd = preferTo.end(1);
    }
    if (marker < 0) {
      java.util.regex.Matcher late = LATE_INSTEAD.matcher(t);
      if (!late.find()) {
        return -1;
      }
      // "do not `rm -rf node_modules`, use `npm ci` instead": what comes before is replaced
      for (int i = 0; i < p.spans().size(); i++) {
        int at = t.indexOf("§" + i);
        Optional<CommandRef> c = spanCommand(p.spans().get(i), facts);
        if (c.isPresent()) {
          (at < late.start() ? replaced : preferred).add(c.get());
        }
      }
      replaced.removeIf(r -> preferred.stream().anyMatch(x -> x.pattern().equals(r.pattern())));
      return late.start() + 1;
    }
    java.util.regex.Matcher pairs = NOT_PAIR.matcher(t);
    List<int[]> found = new ArrayList<>();
    while (pairs.find()) {
      found.add(new int[] {Integer.parseInt(pairs.group(1)), Integer.parseInt(pairs.group(2))});
    }
    if (found.size() >= 2) {
      // "`request_id` not `requestId`, `schedule_time` not `scheduledTime`": each pair replaces
      // its second name with its first
      for (int[] pair : found) {
        String kept = p.spans().get(pair[0]);
        String gone = p.spans().get(pair[1]);
        Optional<CommandRef> keptCommand = spanCommand(kept, facts);
        Optional<CommandRef> goneCommand = spanCommand(gone, facts);
        if (keptCommand.isPresent() && goneCommand.isPresent()) {
          preferred.add(keptCommand.get());
          replaced.add(goneCommand.get());
        } else if (keptCommand.isEmpty() && goneCommand.isEmpty() && !Paths.isPath(gone)) {
          replacedTokens.add(gone);
        }
      }
      replaced.removeIf(r -> preferred.stream().anyMatch(x -> x.pattern().equals(r.pattern())));
      return marker + 1;
    }
    List<CommandRef> before = new ArrayList<>();
    List<CommandRef> after = new ArrayList<>();
    List<String> codeBefore = new ArrayList<>();
    List<String> codeAfter = new ArrayList<>();
    for (int i = 0; i < p.spans().size(); i++) {
      int at = t.indexOf("§" + i);
      Optional<CommandRef> c = spanCommand(p.spans().get(i), facts);
      if (c.isEmpty()) {
        if (!Paths.isPath(p.spans().get(i))) {
          (at < marker ? codeBefore : codeAfter).add(p.spans().get(i));
        }
        continue;
      }
      (at < marker ? before : after).add(c.get());
    }
    boolean codeReversed = t.substring(0, marker).strip().matches("[^§]*") && !codeAfter.isEmpty();
    if (PAIR.matcher(t).find()) {
      // "instead of two assertions (`require.Error` + `require.Contains`)": the pair is replaced,
      // not either part, and one written file does not show a pair
    } else if (codeReversed) {
      replacedTokens.add(codeAfter.get(0));
    } else if (!codeBefore.isEmpty()) {
      replacedTokens.addAll(codeAfter);
    }
    // "use `errors.Is` instead of comparing errors with `==`": an operator used on an object the
    // words name is replaced in that use only, not wherever code compares (as "use `===` instead
    // of `==`" and "compare with `Object.is`, never with `==`" replace it everywhere)
    for (java.util.Iterator<String> it = replacedTokens.iterator(); it.hasNext(); ) {
      String x = it.next();
      int at = p.spans().indexOf(x) < 0 ? -1 : t.indexOf("§" + p.spans().indexOf(x));
      if (operatorOnly(x)
          && at > marker
          && Shapes.USED_ON_OBJECT.matcher(t.substring(marker, at)).find()) {
        it.remove();
      }
    }
    boolean reversed =
        t.substring(0, marker).strip().isEmpty() || t.substring(0, marker).strip().matches("[^§]*");
    if (reversed && !before.isEmpty()) {
      reversed = false;
    }
    if (reversed) {
      // "instead of `Y`, use `X`": the first command after the marker is the replaced one
      if (!after.isEmpty()) {
        replaced.add(after.get(0));
        preferred.addAll(after.subList(1, after.size()));
      }
    } else {
      preferred.addAll(before);
      replaced.addAll(after);
    }
    if (!reversed
        && PURPOSE_BEFORE_MARKER.matcher(t.substring(0, marker)).find()
        && GERUND_MEANS.matcher(t.substring(markerEnd)).lookingAt()) {
      // "use `turbo run where` to jump to a package instead of scanning with `ls`": the other
      // program is the means of that one job, which no call of it shows; it stays free
      replaced.clear();
    }
    replaced.removeIf(r -> preferred.stream().anyMatch(x -> x.pattern().equals(r.pattern())));
    return t.charAt(marker) == ',' ? marker + 2 : marker + 1;
  }

  /** "… `x` to jump to a package": a purpose after the preferred code, before the marker. */
  private static final GatedPattern PURPOSE_BEFORE_MARKER =
      GatedPattern.compile("§\\d+[^§]*?\\bto\\s+[a-z]{3,}\\b[^§]*$");

  /** "… scanning with `ls`", "… searching via `find`": an activity done with the code after it. */
  private static final GatedPattern GERUND_MEANS =
      GatedPattern.compile("\\s*[a-z]+ing\\s+(?:[a-z]+\\s+){0,3}?(?:with|using|via|through)\\s+§");

  /**
   * "Use `uv run` for Python invocations": the language's programs are to be run through the named
   * command; "use the bundled Gradle wrapper (`./gradlew`)": the wrapped program is not to be run
   * directly.
   */
  private static void runnerOrWrapper(
      Prose p, List<CommandRef> commands, List<CommandRef> preferred, List<CommandRef> replaced) {
    boolean wrapperWords =
        Set.of("use", "using", "wrapper", "via", "through", "always").stream()
            .anyMatch(w -> !p.positions(w).isEmpty());
    for (CommandRef x : commands) {
      if (!wrapperWords || p.has("before") || p.has("after")) {
        // "run `./gradlew check` before you commit": a duty to run it, not a rule on how gradle
        // is run
        break;
      }
      for (Lexicon.Grounding g : Lexicon.get().groundings("wrapper")) {
        if (g.phrases().contains(x.program())
            || g.phrases().contains(ShellParser.basename(x.program()))) {
          preferred.add(x);
          g.values().forEach(v -> replaced.add(new CommandRef(v, v, v)));
          return;
        }
      }
    }
    boolean uses =
        p.phraseIn("use", 0, p.words().size()) || p.phraseIn("using", 0, p.words().size());
    for (CommandRef x : commands) {
      if (!uses || !x.pattern().contains(" ")) {
        continue;
      }
      for (Lexicon.Grounding g : Lexicon.get().groundings("runner")) {
        for (String phrase : g.phrases()) {
          // "use `uv run` for Python commands", "run all Python tooling with `poetry run`"
          if (runnerPhrase(p, phrase)) {
            // "use `uv run python ...` for Python commands": the runner is `uv run`, and a bare
            // `python` is one of the commands it should run
            CommandRef runner = x;
            for (String v : g.values()) {
              if (x.pattern().endsWith(" " + v) && x.pattern().split(" ").length > 2) {
                String prefix = x.pattern().substring(0, x.pattern().length() - v.length() - 1);
                runner = new CommandRef(prefix, prefix, x.program());
              }
            }
            preferred.add(runner);
            for (String v : g.values()) {
              if (!runner.pattern().endsWith(" " + v)) {
                replaced.add(new CommandRef(v, v, v));
              }
            }
            return;
          }
        }
      }
    }
  }

  private static final Set<String> RUN_NOUNS =
      Set.of(
          "commands",
          "command",
          "invocations",
          "invocation",
          "scripts",
          "script",
          "tools",
          "tooling",
          "programs",
          "execution",
          "tests",
          "calls");

  private static boolean runnerPhrase(Prose p, String language) {
    List<Prose.Word> ws = p.words();
    for (int i = 0; i < ws.size(); i++) {
      if (!ws.get(i).text().equals(language)) {
        continue;
      }
      boolean forBefore =
          i > 0 && Set.of("for", "all", "any", "every").contains(ws.get(i - 1).text());
      boolean nounAfter = i + 1 < ws.size() && RUN_NOUNS.contains(ws.get(i + 1).text());
      if (forBefore || nounAfter) {
        return true;
      }
    }
    return false;
  }

  /** "Python files", "Markdown 文件": a language's name before the word for files, and its globs. */
  private static final java.util.Map<Pattern, List<String>> LANGUAGE_FILES = languageFiles();

  /**
   * The globs of a language named right before "files" in {@code text} ("Java files"), else none.
   */
  static List<String> languageFilesIn(String text) {
    for (var e : LANGUAGE_FILES.entrySet()) {
      if (e.getKey().matcher(text).find()) {
        return e.getValue();
      }
    }
    return List.of();
  }

  private static java.util.Map<Pattern, List<String>> languageFiles() {
    java.util.Map<Pattern, List<String>> out = new java.util.LinkedHashMap<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings("language")) {
      for (String phrase : g.phrases()) {
        if (!phrase.startsWith(".") && phrase.length() >= 2) {
          out.put(
              Pattern.compile("(?i)(?<![\\w.+#-])" + Pattern.quote(phrase) + "\\s*(files?\\b|文件)"),
              g.values());
        }
      }
    }
    return out;
  }

  /**
   * Whether the span at word {@code w} follows "commands like", "tools such as", "editors, e.g.".
   */
  private static boolean exampleOfCommands(Prose p, int w) {
    List<Prose.Word> ws = p.words();
    int k = w - 1;
    if (k >= 0 && ws.get(k).text().equals("as") && k >= 1 && ws.get(k - 1).text().equals("such")) {
      k -= 2;
    } else if (k >= 0 && Set.of("like", "e.g.", "eg").contains(ws.get(k).text())) {
      k -= 1;
    } else {
      return false;
    }
    return k >= 0 && Lexicon.get().words("program-noun").contains(ws.get(k).text());
  }

  /**
   * Whether word {@code w} (a code span) stands in parentheses of code alone after a verb of
   * running and its object: "launch jobs on the cluster (`sbatch`, `srun`)". A verb of using is
   * left out: "date libraries (`moment`, `dayjs`)" are used in code.
   */
  private static boolean runsInParentheses(Prose p, int w) {
    if (w < 0) {
      return false;
    }
    int at = p.words().get(w).at();
    java.util.regex.Matcher list = MARKS_SET_OFF.matcher(p.text());
    while (list.find()) {
      if (list.start(1) <= at && at < list.end(1)) {
        for (Prose.Word x : p.words()) {
          if (x.at() >= list.start()) {
            return false;
          }
          if (Lexicon.get().words("act.run").contains(x.text())
              && !Set.of("use", "uses", "using", "type", "call", "calling").contains(x.text())) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * Span marks alone, set off after a word by parentheses or commas (the reader reads the one as
   * the other): "cluster (§0, §1)", "cluster, §0, §1." (group 1 the marks).
   */
  private static final GatedPattern MARKS_SET_OFF =
      GatedPattern.compile(
          "\\p{L}\\s*[(,]\\s*(§\\d+(?:\\s*(?:,|/|or|and|,\\s*or|,\\s*and)\\s*§\\d+)*)\\s*(?:[),.]|$)");

  /** A code span as a command: one {@link CommandRef#of} reads, or a lone known program. */
  private static Optional<CommandRef> spanCommand(String span, FileFacts facts) {
    return CommandRef.of(span, facts.programs()).or(() -> bareProgram(span));
  }

  /** A lone known program in code ({@code npm}), which {@link CommandRef#of} reads as well. */
  private static Optional<CommandRef> bareProgram(String span) {
    String s = span.strip();
    if (s.matches("[a-z][a-z0-9.+-]*") && Lexicon.get().words("program").contains(s)) {
      return Optional.of(new CommandRef(s, s, s));
    }
    return Optional.empty();
  }

  /** Whether the word after {@code w} is a code span holding an option (`--locked`, `-race`). */
  private static boolean optionAfter(Prose p, int w) {
    if (w + 1 >= p.words().size() || !p.words().get(w + 1).text().matches("§\\d+")) {
      return false;
    }
    int span = Integer.parseInt(p.words().get(w + 1).text().substring(1));
    return span < p.spans().size() && p.spans().get(span).startsWith("-");
  }

  /** "no new `.js` files", "no new files under `legacy/`": files not to be made. */
  private static final GatedPattern NO_NEW_FILES =
      GatedPattern.compile("(?i)\\bno\\s+new\\s+((`[^`]+`|§\\d+)\\s+)?(\\w+\\s+)?files?\\b");

  /**
   * Whether the span at word {@code w} is what a verb of handling is about, or its output is
   * ("ignore failures from `cargo test`", "trust the output of `git status`", "hard-code the output
   * of `git rev-parse`"): {@code treating} in {@code lexicon.tsv}.
   */
  private static boolean treated(Prose p, int w) {
    for (int i = w - 1; i >= Math.max(0, w - 5); i--) {
      String x = p.words().get(i).text();
      if (Lexicon.get().words("treating").contains(x)) {
        // ("wipe the cache with `make wipe-cache`": after an article the word is a noun)
        return i == 0
            || !Set.of("the", "a", "an", "this", "that", "your", "our", "its")
                .contains(p.words().get(i - 1).text());
      }
      // ("don't mix `npm` and `pnpm`": each command of the verb's list)
      if (!OUTPUT_OF.contains(x) && !x.startsWith("§")) {
        return false;
      }
    }
    return false;
  }

  /** Words between a verb of handling and the command whose output it handles. */
  private static final Set<String> OUTPUT_OF =
      Set.of(
          "and",
          "or",
          "with",
          "up",
          "the",
          "a",
          "an",
          "that",
          "what",
          "of",
          "from",
          "by",
          "output",
          "outputs",
          "result",
          "results",
          "failures",
          "failure",
          "errors",
          "error",
          "warnings",
          "exit",
          "code",
          "status");

  /**
   * Whether the span at word {@code w} is a file a purpose clause says the run leaves in a state
   * ("run `bin/rails db:migrate` so `db/schema.rb` is regenerated", "… so that `api/client.ts`
   * matches the spec"): what the run makes, no command.
   */
  private static boolean madeSo(Prose p, int w, String span) {
    if (w < 1 || !Paths.isPath(span)) {
      return false;
    }
    String before = p.words().get(w - 1).text();
    return w + 1 < p.words().size()
            && Set.of("so", "that").contains(before)
            && Shapes.STATE_VERBS.contains(p.words().get(w + 1).text())
        // "run `x` to regenerate `db/schema.rb`": the file a purpose's verb of making takes
        || w >= 2
            && Shapes.MAKING_VERBS.contains(before)
            && p.words().get(w - 2).text().equals("to");
  }

  /** Whether the span at word {@code w} is what a verb of believing is about ("assume `X` is"). */
  private static boolean believed(Prose p, int w) {
    for (int i = w - 1; i >= Math.max(0, w - 3); i--) {
      String x = p.words().get(i).text();
      if (Lexicon.get().words("believing").contains(x)) {
        return true;
      }
      if (!Set.of("that", "on", "the", "a", "an", "what", "whether", "how").contains(x)) {
        return false;
      }
    }
    return false;
  }

  /**
   * Whether a code span holding {@code span} is named as a means: after "with", "using", "via" or
   * "through", or as "use `X` to …".
   */
  private static boolean meansOf(Prose p, String span) {
    for (int i = 0; i < p.spans().size(); i++) {
      int w = p.spanWord(i);
      if (!p.spans().get(i).strip().equals(span) || w < 1) {
        continue;
      }
      String before = p.words().get(w - 1).text();
      String after = w + 1 < p.words().size() ? p.words().get(w + 1).text() : "";
      if (Set.of("with", "using", "via", "through").contains(before)
          || Set.of("use", "using").contains(before) && after.equals("to")) {
        return true;
      }
    }
    return false;
  }

  /** The word for branch right before a name: in parentheses, or with "matching" or "named". */
  private static final GatedPattern BRANCH_THEN_NAME =
      GatedPattern.compile("(?i)\\bbranch(es)?(\\s*[,(]|\\s+(matching|named|called))$");

  /** A name beside the word for branch: "the `release` branch", "branch `main`", "`main` 分支". */
  private static final GatedPattern NAMED_BRANCH =
      GatedPattern.compile(
          "§\\d+\\s*(branch|分支)|\\bbranch(es)?(\\s*[,(]\\s*|\\s+(matching|named|called)\\s+|\\s+)§\\d+");

  /**
   * Whether code span {@code span} of {@code p} is named as a branch: "`release/*` branches", "the
   * `hotfix/x` branch", "branch `main`", "`release/*` 分支".
   */
  static boolean namedBranch(Prose p, int span) {
    java.util.regex.Matcher m = NAMED_BRANCH.matcher(p.text());
    while (m.find()) {
      java.util.regex.Matcher n = SPAN_MARK.matcher(m.group());
      if (n.find() && Integer.parseInt(n.group(1)) == span) {
        return true;
      }
    }
    return false;
  }

  private static final java.util.regex.Pattern SPAN_MARK =
      java.util.regex.Pattern.compile("§(\\d+)");

  /** "push to `main`", "commit on `master`": the branch named after the act. */
  private static Optional<String> branch(Prose p, List<Act> acts) {
    return branch(p, acts, 0);
  }

  /** "to any branch", "on every branch", "on all branches": no branch singled out. */
  private static final GatedPattern ANY_BRANCH =
      GatedPattern.compile(
          "(?i)\\b(to|on|onto|into|in)\\s+(?:(any|all|every|each)\\s+(of\\s+the\\s+)?"
              // ("push to remote branches", "commit on shared feature branches": where the act
              // goes, a noun with its words)
              + "|(?:the\\s+|your\\s+|our\\s+)?(?:(?!(?:the|a|an)\\b)[a-z-]+\\s+){1,2})(git\\s+)?"
              + "branch(es)?\\b");

  /**
   * "never use `git push --force` on `main`": a push command with a branch is a push to that
   * branch, as "never force push to `main`" says it (and "to any branch" singles none out).
   */
  private static void pushToBranch(Prose p, List<CommandRef> commands, List<Act> acts) {
    if (acts.size() > 1 && ANY_BRANCH.matcher(p.text()).find()) {
      // "never force push to any branch", "forbidden on every branch", "don't push to remote
      // branches": where the push goes, the noun no act of making branches
      acts.remove(Act.BRANCH);
    }
    Optional<CommandRef> pushCommand =
        commands.stream().filter(c -> c.pattern().matches("git push( .*)?")).findFirst();
    if (pushCommand.isPresent() && commands.size() == 1) {
      List<Act> asPush = new ArrayList<>(acts);
      asPush.add(Act.PUSH);
      if (branch(p, asPush).isPresent()) {
        commands.clear();
        acts.remove(Act.RUN);
        boolean force =
            pushCommand.get().pattern().matches(".*\\s(--force|-f|--force-with-lease)(\\s.*|$)");
        acts.add(force ? Act.FORCE_PUSH : Act.PUSH);
      }
    }
  }

  /**
   * The branch of the acts, else of the later step's milestone, named in its setting ("ask before
   * pushing to `main`", "run X before you push to `develop`").
   */
  private static Optional<String> branch(
      Prose p, List<Act> acts, List<Act> laterActs, Region later) {
    return branch(p, acts, 0)
        .or(
            () ->
                later == null
                    ? Optional.empty()
                    : branch(p, laterActs.stream().filter(Act::milestone).toList(), later.from));
  }

  /** As {@link #branch(Prose, List)}, named at word {@code from} or later. */
  private static Optional<String> branch(Prose p, List<Act> acts, int from) {
    if (!acts.contains(Act.PUSH)
        && !acts.contains(Act.FORCE_PUSH)
        && !acts.contains(Act.COMMIT)
        && !acts.contains(Act.MERGE)
        && !acts.contains(Act.PR)) {
      return Optional.empty();
    }
    List<Prose.Word> ws = p.words();
    boolean pushes = acts.contains(Act.PUSH) || acts.contains(Act.FORCE_PUSH);
    for (int i = from; i + 1 < ws.size(); i++) {
      String w = ws.get(i).text();
      if (w.equals("to")
          || w.equals("into")
          || w.equals("on")
          || w.equals("onto")
          || w.equals("against")
          || w.equals("targeting")
          // "never force-push `main`", "never force push the main branch": the branch pushed
          || pushes
              && Shapes.PUSH_WORDS.contains(w)
              && !Shapes.PUSH_FUNCTION_WORDS.contains(ws.get(i + 1).text())) {
        String next = ws.get(i + 1).text();
        if (next.equals("the") && i + 2 < ws.size()) {
          next = ws.get(i + 2).text();
        }
        if (next.startsWith("§")) {
          String b = p.spans().get(Integer.parseInt(next.substring(1)));
          // "commit secrets to `config/`": a place in files, not a branch ("push `--force`": an
          // option)
          if (b.matches("[A-Za-z0-9._/*-]+")
              && !b.startsWith("-")
              && !b.contains(" ")
              && !Paths.onlyPath(b)) {
            return Optional.of(b);
          }
        } else if (next.equals("main") || next.equals("master")) {
          return Optional.of(next);
        } else if (next.matches("[a-z][a-z0-9-]{1,30}")
            && !Set.of("every", "each", "any", "all").contains(next)
            && !Lexicon.get().words("branch-kind").contains(next)) {
          // "commit to the develop branch", "push to release branches": a plain name before the
          // word for branch (a plural names a family: `release**`)
          int k = ws.get(i + 1).text().equals("the") ? i + 3 : i + 2;
          String after = k < ws.size() ? ws.get(k).text() : "";
          if (after.equals("branch")) {
            return Optional.of(next);
          }
          if (after.equals("branches")) {
            return Optional.of(next + "**");
          }
        }
      }
    }
    if (p.han() && p.text().contains("主分支")) {
      // 主分支: "the main branch"
      return Optional.of("main");
    }
    for (Prose.Word w : ws) {
      // 推送到 main 分支: a default branch's bare name after 到/至 or before 分支
      if (p.han() && (w.text().equals("main") || w.text().equals("master"))) {
        String before = p.text().substring(0, w.at()).stripTrailing();
        String after = p.text().substring(w.at() + w.text().length()).stripLeading();
        if (before.endsWith("到") || before.endsWith("至") || after.startsWith("分支")) {
          return Optional.of(w.text());
        }
      }
    }
    // "the `main` branch", "推送到 `main` 分支": a name beside the word for branch
    String text = p.text();
    for (int i = 0; i < p.spans().size(); i++) {
      String b = p.spans().get(i);
      int at = text.indexOf("§" + i);
      if (at < 0 || !b.matches("[A-Za-z0-9._/*-]+")) {
        continue;
      }
      String after = text.substring(at + ("§" + i).length()).stripLeading();
      String before = text.substring(0, at).stripTrailing();
      if (after.startsWith("branch")
          || after.startsWith("分支")
          || before.endsWith(" branch")
          // "push only to your own branch (`agent/*`)", "only push to branches matching `x/*`":
          // the name in parentheses after the word, or the shape branches match
          || BRANCH_THEN_NAME.matcher(before).find()
          || before.endsWith("到")
          || before.endsWith("至")) {
        return Optional.of(b);
      }
    }
    return Optional.empty();
  }

  static String lower(String s) {
    // the same clause is asked about many words in a row: its lower case is kept once per thread
    String[] last = LAST_LOWER.get();
    if (last[0] == s) {
      return last[1];
    }
    String l = s.toLowerCase(Locale.ROOT);
    last[0] = s;
    last[1] = l;
    return l;
  }

  /** The last text {@link #lower} was given on this thread, and its lower case. */
  private static final ThreadLocal<String[]> LAST_LOWER =
      ThreadLocal.withInitial(() -> new String[2]);

  /**
   * "`console.log` calls": code named before a noun of code, though its name has a file's shape.
   */
  private static boolean codeCalled(Prose p, int w) {
    return w + 1 < p.words().size()
        && p.words().get(w + 1).text().matches(DecisionTable.CODE_NOUNS);
  }

  /**
   * "skip `cargo bench` unless the change is about speed", "… take long; skip them": not running it
   * is what the clause asks; its act is a run.
   */
  private static boolean skipped(Prose p, List<Act> acts) {
    if (!Shapes.SKIP_RUN.matcher(p.text()).find()) {
      return false;
    }
    if (!acts.contains(Act.RUN)) {
      acts.add(Act.RUN);
    }
    return true;
  }

  /**
   * "leave `vendor/` alone", "leave `legacy/` untouched": a ban on changing it, an edit ("steer
   * clear of `git stash drop`": of running the commands it names).
   */
  private static boolean leftAlone(Prose p, List<Act> acts) {
    if (!LEAVE_ALONE.matcher(p.text()).find()) {
      return false;
    }
    // ("steer clear of `git stash drop`": commands kept away from are not run)
    Act kept =
        !p.spans().isEmpty()
                && p.spans().stream()
                    .allMatch(
                        x ->
                            !isPlace(x)
                                && x.contains(" ")
                                && CommandRef.of(x, Set.of()).isPresent())
            ? Act.RUN
            : Act.EDIT;
    if (!acts.contains(kept)) {
      acts.add(kept);
    }
    return true;
  }

  /** Whether the text keeps away from what it names: "leave §0 alone", "steer clear of §1". */
  static boolean leavesAlone(Prose p) {
    return LEAVE_ALONE.matcher(p.text()).find();
  }

  /** Whether writes are kept to places in code: "the agent works only inside `apps/web/`". */
  static boolean keptInside(String text) {
    return Shapes.KEPT_INSIDE.matcher(text).lookingAt();
  }

  /** Whether the text keeps something for people: "(maintainers only)", "is admins-only". */
  static boolean peopleOnly(String text) {
    return Shapes.PEOPLE_ONLY.matcher(text).find();
  }

  /** Whether the clause opens by telling the agent to leave out a run ("skip `make e2e`"). */
  static boolean skipsRun(String clause) {
    return Shapes.SKIP_RUN.matcher(clause).find();
  }

  /**
   * Whether a clause names the command in code, whole or by what follows its program ("`db:reset`"
   * for {@code bin/rails db:reset}, read after "`bin/rails db:drop`,").
   */
  private static boolean namesCommand(String clause, CommandRef c) {
    String p = c.pattern();
    int space = p.indexOf(' ');
    return opensSpan(clause, p) || space > 0 && opensSpan(clause, p.substring(space + 1));
  }

  /**
   * Whether a code span of the clause opens with {@code code} as a whole: then ends or goes on with
   * a space ("`make test`", "`make test -v`"; not "`make test-integration`").
   */
  private static boolean opensSpan(String clause, String code) {
    String open = "`" + code;
    for (int at = clause.indexOf(open); at >= 0; at = clause.indexOf(open, at + 1)) {
      int end = at + open.length();
      if (end >= clause.length() || clause.charAt(end) == '`' || clause.charAt(end) == ' ') {
        return true;
      }
    }
    return false;
  }

  /** Code that is punctuation alone, an operator such as {@code ==} or {@code ?.}. */
  private static boolean operatorOnly(String code) {
    return code.codePoints().noneMatch(Character::isLetterOrDigit);
  }

  /**
   * Shapes of the later readings, kept in a class of their own: the reader's static initializer is
   * near the size a method may have.
   */
  private static final class Shapes {
    /** The next item of a list of code after a comma: " `b`", " or `c`" (or its "§1" in prose). */
    static final GatedPattern LISTED_CODE =
        GatedPattern.compile("(?i)\\s*(?:(?:or|and)\\s+)?(?:`|§\\d)");

    /**
     * A branch a clause is about, as its subject: "the `main` branch is protected", "the develop
     * branch is shared" (group 1 or 2 its name).
     */
    static final GatedPattern BRANCH_TOPIC =
        GatedPattern.compile(
            "(?i)^\\W*(?:the\\s+)?(?:`([\\w./-]+)`|(main|master|develop|trunk))\\s+branch\\s+"
                + "(?:is|are|stays?|remains?)\\b");

    /**
     * Words that make a clause, not a label, of the words before a colon — a verb, a subject, a
     * condition: "tasks are read-only: …", "if you must: …".
     */
    static final Set<String> LINKING_VERBS =
        Set.of(
            "is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "do", "does",
            "did", "you", "we", "if", "when", "while", "unless");

    /** A program's name and one to three lower-case words after it: "expo eject". */
    static final GatedPattern BARE_COMMAND_LINE =
        GatedPattern.compile("[a-z][a-z0-9-]*(?: [a-z][a-z0-9:-]*){1,3}");

    /** Pronouns that open a clause as its subject: "once you run …", "after it runs". */
    static final Set<String> SUBJECTS =
        Set.of("you", "we", "they", "i", "it", "he", "she", "one", "someone", "anyone", "everyone");

    /** A heading that opens with the end of the task: "When you are done", "Once you finish". */
    static final GatedPattern FINISHING_HEADING =
        GatedPattern.compile(
            "(?i)(?:"
                + io.contextcov.compiler.statements.StatementFinder.FINISHING_OPENING
                + "|^\\W*(?:when|once)\\s+done\\b)[^:]{0,40}$");

    /**
     * "do this", "do these", "do the following", "type this": what a shell block under it shows.
     */
    static final GatedPattern DO_THIS =
        GatedPattern.compile("(?i)\\b(?:do|type|try)\\s+(?:this|these|that|the\\s+following)\\b");

    /**
     * "Treat `x` as read-only" (also frozen, immutable, off-limits): group 1 the lead, 2 what is
     * treated so, 3 the rest.
     */
    static final GatedPattern TREATED_READ_ONLY =
        GatedPattern.compile(
            "(?i)^(\\W*)(?:please\\s+)?treat\\s+(.+?)\\s+as\\s+(?:strictly\\s+)?(?:read[- ]only|frozen"
                + "|immutable|off[- ]limits|untouchable|do[- ]not[- ]edit)\\b(.*)$");

    /** Words that point back at files named before: "that file", "it", "these folders". */
    static final GatedPattern POINTING_BACK =
        GatedPattern.compile(
            "(?i)(?:it|them|(?:that|this|these|those)(?:\\s+(?:file|files|folder|folders|directory"
                + "|directories|path|paths|place|places))?)");

    /**
     * "Keep `x` out of your changes": group 1 the lead, 2 the things in code, 3 what they are kept
     * out of, 4 the rest.
     */
    static final GatedPattern KEPT_OUT =
        GatedPattern.compile(
            "(?i)^(\\W*)(?:keep|leave)\\s+(`[^`]+`(?:\\s*(?:,|,?\\s*and|,?\\s*or)\\s*`[^`]+`)*)\\s+out\\s+of\\s+"
                + "(?:your|the|any|all|this|every)?\\s*(changes|diffs?|prs?|pull\\s+requests?|commits?|edits"
                + "|work|patch(?:es)?)\\b(.*)$");

    /**
     * A clause that denies the act before it to the agent, its verb left out: "you do not", "but
     * you never do", "you don't do that", "agents must not".
     */
    static final GatedPattern YOU_DO_NOT =
        GatedPattern.compile(
            "(?i)^\\W*(?:(?:but|and|while)\\s+)?(?:you|agents?|the\\s+agent)\\s+(?:do\\s+not|don['’]t"
                + "|never\\s+do|must\\s+not|mustn['’]t|should\\s+not|shouldn['’]t|may\\s+not|won['’]t"
                + "|will\\s+not|never\\s+will)(?:\\s+(?:do\\s+)?(?:that|this|it|so))?\\W*$");

    /** A run of letters: a word of a clause. */
    static final GatedPattern LETTERS = GatedPattern.compile("\\p{L}+");

    /** People named in the plural, who do an act in its base form: "maintainers merge". */
    static final Set<String> PEOPLE_PLURAL =
        Set.of(
            "maintainers",
            "humans",
            "people",
            "reviewers",
            "owners",
            "admins",
            "operators",
            "we",
            "they",
            "leads",
            "developers",
            "engineers");

    /** Words of an exception that names what it leaves out and nothing else: "except for". */
    static final Set<String> EXCEPTING_WORDS =
        Set.of(
            "except",
            "excluding",
            "besides",
            "other",
            "than",
            "apart",
            "from",
            "for",
            "and",
            "or",
            "the",
            "file",
            "files",
            "directory",
            "folder");

    /**
     * A gerund's act said to be fine, then after a comma or semicolon another gerund's ("Opening a
     * pull request is fine, merging it is not your call"): group 1 the first clause, 2 its object,
     * 3 the second clause's gerund, 4 a pronoun that stands for the first object, 5 the rest.
     */
    static final GatedPattern FINE_THEN_GERUND =
        GatedPattern.compile(
            "(?i)^(\\W*(?!(?:every|some|no|any)?thing\\b)[a-z]{2,}ing\\s+([^,;]*?)\\s+(?:is|are)"
                + "\\s+(?:fine|ok|okay|allowed|permitted|welcome|encouraged))\\s*[,;]\\s*(?:but\\s+)?"
                + "((?!(?:every|some|no|any)?thing\\b)[a-z]{2,}ing)(?:\\s+(it|them|one|ones)\\b)?(.*)$");

    /**
     * A subject, a verb and what it says, then ", and" with a negated modal and no subject of its
     * own: "Integration tests need `make db` first, and must not be run in parallel" (group 1 the
     * lead, 2 the subject, 3 the first predicate, 4 the negated modal, 5 the rest).
     */
    static final GatedPattern SUBJECT_THEN_AND_NOT =
        GatedPattern.compile(
            "^(\\W*)([A-Z][^,;]*?)\\s+((?:needs?|requires?|takes?|uses?|runs?|is|are|has|have)\\s+"
                + "[^;]*?),\\s+and\\s+((?:must|should|may)\\s+not|mustn't|shouldn't|cannot|can't"
                + "|must\\s+never|should\\s+never)\\s+(.*)$");

    /**
     * A clause naming a command, then "and never with" a flag: "Do not run `npm audit fix` unless I
     * ask, and never with `--force`" (group 1 up to the join, 2 the last command, 3 the flag, 4 the
     * rest).
     */
    static final GatedPattern AND_NEVER_WITH =
        GatedPattern.compile(
            "(?i)^(.*?(`[^`]+`)[^`]*?),?\\s+(?:and|but)\\s+never\\s+with\\s+(`-[^`]+`)(.*)$");

    /**
     * A leave, then "(,) but not" and code: "You can run `make test`, but not `make test-all`"
     * (group 1 the leave, 2 its verb, 3 the code left out, 4 the rest).
     */
    static final GatedPattern LEAVE_BUT_NOT =
        GatedPattern.compile(
            "(?i)^(\\W*(?:you|agents?|the\\s+agent|the\\s+assistant)\\s+(?:can|may|are\\s+allowed\\s+to"
                + "|are\\s+free\\s+to|is\\s+allowed\\s+to)\\s+([a-z]+)\\s+[^;]*?),?\\s+but\\s+not\\s+"
                + "((?:`[^`]+`(?:\\s*,\\s*|\\s+or\\s+|\\s+and\\s+)?)+)(.*)$");

    /**
     * Two duties joined by "and", each with its own order word: "Write a test before changing
     * behaviour, and run `go test ./...` before you finish" (group 1 the first, 2 the second's
     * verb, 3 the second).
     */
    static final GatedPattern TWO_ORDERED_DUTIES =
        GatedPattern.compile(
            "(?i)^(\\W*[a-z]+\\b[^;]*?\\b(?:before|after)\\b[^;,]*?),?\\s+and\\s+(?:then\\s+)?"
                + "(([a-z]+)\\b[^;]*?\\b(?:before|after)\\b[^;]*)$");

    /**
     * A gerund's act said not to be the agent's, as a clause: "merging is not your call",
     * "Publishing releases is not your job" (group 1 the clause's start, 2 the act, 3 its end).
     */
    static final GatedPattern GERUND_NOT_YOURS =
        GatedPattern.compile(
            "(?i)(^\\W*|;\\s*)((?!(?:every|some|no|any)?thing\\b)[a-z]{2,}ing\\b[^,;]*?)\\s+(?:is|are)"
                + "\\s+not\\s+(?:yours|your\\s+(?:job|call|task|responsibility|place))(?:\\s+to"
                + "\\s+[a-z]+)?(?=\\W*$|\\s*;)");

    /**
     * Code (or a program's bare name: group 2), perhaps after "always", then after a comma "never"
     * or "not" and code to the end: "Always `pnpm`, never `npm`", "pnpm, never npm or yarn" (group
     * 1 the lead).
     */
    static final GatedPattern ALWAYS_CODE_NEVER =
        GatedPattern.compile(
            "(?i)([^\\p{L}`]*)(?:always\\s+)?(?=(`[^`]+`|[a-z][a-z0-9]*)\\s*,\\s*(?:but\\s+)?(?:never|not)"
                + "\\s+(?:`[^`]+`|[a-z][a-z0-9]*)(?:\\s*(?:,|or|and|nor)\\s*(?:`[^`]+`|[a-z][a-z0-9]*))*"
                + "\\s*[.!]?\\s*$)");

    /**
     * What the project uses (group 1), then after a comma a ban (group 2): "This project uses pnpm,
     * please do not use npm", 本项目使用 pnpm，请勿使用 npm.
     */
    static final GatedPattern CONVENTION_THEN_BAN =
        GatedPattern.compile(
            "(?i)(\\W*(?:(?:this|the|our)\\s+(?:project|repo|repository|codebase|monorepo|team)|we)\\s+"
                + "(?:uses?|relies\\s+on|standardi[sz]es\\s+on)\\s+[^,，;；]+"
                + "|\\W*(?:本项目|本仓库|我们|该项目|这个项目|项目)\\s*(?:使用|采用|用)[^,，;；]+)"
                + "[,，]\\s*((?:please\\s+)?(?:do\\s+not|don't|never)\\b.*"
                + "|(?:请勿|请不要|不要|禁止|不得|切勿|严禁|别|勿).*)");

    /** A clause opening with a gerund and code: "editing `settings/prod.py` …" (groups 1, 2). */
    static final GatedPattern GERUND_ON_CODE =
        GatedPattern.compile("(?i)\\W*([a-z]+ing)\\s+(?:the\\s+|any\\s+)?`([^`]+)`");

    /**
     * "`unsafe` is allowed only in `crates/ffi/`", "`any` is only OK under `src/legacy/`": code
     * (group 2) allowed in one place (group 3) alone.
     */
    static final GatedPattern ALLOWED_ONLY_IN =
        GatedPattern.compile(
            "(?i)(\\W*)`([^`\\s]+)`\\s+(?:is|are)\\s+(?:only\\s+(?:allowed|permitted|ok|okay|fine"
                + "|acceptable)|(?:allowed|permitted|ok|okay|fine|acceptable)\\s+only)\\s+"
                + "(?:in|inside|within|under)\\s+`([^`]+)`");

    /**
     * "Images go in `static/img/`, never in `content/`": what (group 2) belongs in one place (group
     * 3) and not in another (group 4); group 5 the rest.
     */
    static final GatedPattern GOES_NOT_THERE =
        GatedPattern.compile(
            "(?i)(\\W*)([^`,;]{2,40}?)\\s+(?:go|goes|belong|belongs|live|lives)\\s+(?:in|into|under)\\s+"
                // (a place in words with its tool in code: "user-secrets (`dotnet user-secrets
                // set`)")
                + "(`[^`]+`|[^`,;()]{1,40}?\\s*\\(`[^`]+`\\))\\s*,\\s*(?:but\\s+)?(?:never|not)\\s+"
                + "(?:in|into|under)\\s+(`[^`]+`)(.*)");

    /**
     * "When a command needs `sudo`, stop and tell me": a case of commands that hold some code
     * (group 1), then what to do in it (group 2).
     */
    static final GatedPattern COMMAND_NEEDS =
        GatedPattern.compile(
            "(?i)\\W*(?:when|if|whenever)\\s+(?:a|any|the|some)\\s+command\\s+(?:needs|requires|uses"
                + "|would\\s+(?:need|require|use))\\s+(`[^`-][^`]*`)\\s*,?\\s*(?:then\\s+)?(.*)");

    /** What to do in a case: stop, ask, tell me, check with me. */
    static final GatedPattern STOP_OR_ASK =
        GatedPattern.compile(
            "(?i)^\\W*(?:please\\s+)?(?:stop|ask|tell\\s+me|check\\s+with|confirm|pause)\\b");

    /** A clause opening with "otherwise": what holds outside the case the clause before names. */
    static final GatedPattern OTHERWISE =
        GatedPattern.compile("(?i)\\W*(?:and\\s+|but\\s+)?otherwise\\b");

    /** A clause that names a case: "only when …", "if …", "unless …". */
    static final GatedPattern NAMES_CASE =
        GatedPattern.compile(
            "(?i)^\\W*(?:only\\s+)?(?:if|when|whenever|unless|once)\\b|\\bonly\\s+(?:if|when)\\b");

    /**
     * Code said not to work: "`make lint` doesn't work", "`x` won't build on macOS" (groups: the
     * lead, the code, what follows up to the clause's end — where or when it fails).
     */
    static final GatedPattern CODE_FAILS =
        GatedPattern.compile(
            "(?i)(\\W*)(`[^`]+`)\\s+(?:doesn't|does\\s+not|won't|will\\s+not|can't|cannot|isn't"
                + "\\s+going\\s+to)\\s+(?:work|run|build|compile)\\b([^;,.—–]*)");

    /** "I don't like it when you …", "we hate it when you …": the speaker's dislike of an act. */
    static final GatedPattern DISLIKED_WHEN =
        GatedPattern.compile(
            "(?i)^(\\W*)(?:i|we)\\s+(?:really\\s+|truly\\s+|strongly\\s+)?(?:(?:don't|do\\s+not)"
                + "\\s+like|hate|dislike)\\s+it\\s+when\\s+you\\s+(?=[a-z])");

    /**
     * An order word, what it orders, a comma and the same order word again: "ask before adding a
     * crate, before changing `lib.rs`" (groups: the head, the word, the first and second rest).
     */
    static final GatedPattern ORDER_AGAIN =
        GatedPattern.compile(
            "(?is)(.*?)\\b(before|after)\\b([^,;`]*(?:`[^`]*`[^,;`]*)*?),\\s+(?:and\\s+|or\\s+)?\\2\\b(.+)");

    /** A clause that ends with a pronoun for its object: "never hand-edit them". */
    static final GatedPattern ENDS_WITH_PRONOUN = GatedPattern.compile("(?i)\\s(?:it|them)\\s*$");

    /** The agent named as a clause's subject: "Agents must …", "The assistant should …". */
    static final GatedPattern AGENT_SUBJECT =
        GatedPattern.compile(
            "(?i)\\W*((?:the\\s+|ai\\s+|coding\\s+)?(?:agents?|assistants?|bots?))\\s+(?:must|should"
                + "|shall|may|need|have|are|is)\\b");

    /** A clause that is "never" and a place, after "but" perhaps: "but never on `main`". */
    static final GatedPattern NEVER_WHERE =
        GatedPattern.compile("(?i)\\W*(?:but\\s+)?never\\s+(?:on|in|to|for|against|into)\\s+`");

    /**
     * An act allowed in a few words, then "never" and a place: "force pushes are fine on your own
     * branches, never on `main`" (group 1 the act, 2 the allowing clause's rest, 3 the ban).
     */
    static final GatedPattern FINE_BUT_NEVER =
        GatedPattern.compile(
            "(?i)^\\W*([a-z][a-z -]{2,40}?)\\s+(?:is|are)\\s+(?:fine|ok|okay|allowed|permitted)\\b"
                + "([^,;]*?),?\\s+(?:but\\s+)?(never\\s+(?:on|in|to|for|against|into)\\s+`.*)$");

    /**
     * A need of something and of a person's approval: "needs a design doc and my sign-off" (group 1
     * the verb, 2 the approval).
     */
    static final GatedPattern NEEDS_AND_APPROVAL =
        GatedPattern.compile(
            "(?i)\\b(needs?|requires?)\\s+[^,;.:]{1,40}?\\s+and\\s+((?:my|our|your\\s+lead's|a\\s+maintainer's"
                + "|the\\s+[a-z-]+(?:\\s+[a-z-]+)?['’]s)\\s+(?:explicit\\s+|written\\s+)?(?:sign-?off|approval"
                + "|ok|okay|go-ahead|consent))\\b");

    /** Brackets holding only file extensions in code: "(`.glb`, `.png`, `.ogg`)". */
    static final GatedPattern EXTENSIONS_ONLY =
        GatedPattern.compile(
            "\\s*`\\.[A-Za-z0-9]{1,10}`(?:\\s*(?:,|/|\\bor\\b|\\band\\b|,\\s*or\\b|,\\s*and\\b)\\s*"
                + "`\\.[A-Za-z0-9]{1,10}`)*\\s*");

    /**
     * Code kept to one place: "Only use `unsafe` in `src/mmap.rs`", "Use `print` only in
     * `scripts/`", "`unwrap()` is only allowed in `tests/`" (the code in group 1, 2 or 3, the place
     * in 4).
     */
    static final GatedPattern ONLY_USED_IN =
        GatedPattern.compile(
            "(?i)^\\W*(?:only\\s+use\\s+(`[^`]+`)\\s+in|use\\s+(`[^`]+`)\\s+only\\s+in"
                + "|(`[^`]+`)\\s+(?:is|are)\\s+only\\s+(?:allowed|permitted|acceptable|ok|okay|fine)"
                + "\\s+in)\\s+(`[^`]+/[^`]*`|`[^`]+\\.[a-z]{1,5}`)"
                // ("…, never at the root": the same rule said the other way round)
                + "(?:\\s*[,;]\\s*(?:never|not)\\b[^`.;]*)?\\W*$");

    /**
     * Code said not to be the agent's: "`fly deploy` is not yours to run" (group 1 the code, 2 the
     * verb after "to", if any).
     */
    static final GatedPattern CODE_NOT_YOURS =
        GatedPattern.compile(
            // ("the linter config in `.golangci.yml` is shared and is not yours to change": a
            // subject of a few words around the code, and what else it is)
            "(?i)^\\W*(?:[\\w-]+\\s+){0,5}?(`[^`]+`)(?:\\s+[^`.;]{1,60}?\\s+and)?"
                + "\\s+(?:is|are)\\s+not\\s+(?:yours|your\\s+(?:job|call|task"
                + "|responsibility))(?:\\s+to\\s+([a-z]+))?\\W*$");

    /** "the src directory", "the docs folder" (group 2 the name). */
    static final GatedPattern NAMED_DIRECTORY =
        GatedPattern.compile("(?i)\\b(the\\s+)(\\.?[a-z_][a-z0-9_-]*)\\s+(?:directory|folder)\\b");

    /** Code, then a parenthesis (group 1 the code, 2 what the parenthesis holds). */
    static final GatedPattern CODE_ASIDE = GatedPattern.compile("`([^`]+)`\\s*\\(([^()]*)\\)");

    /** A ban whose object is a pronoun, up to a comma or a dash: "please don't modify it". */
    static final GatedPattern PRONOUN_BAN_IN_ASIDE =
        GatedPattern.compile(
            "(?i)\\b(?:please\\s+)?(?:don['’]t|do\\s+not|never)\\s+(?:[a-z-]+\\s+){1,2}?(?:it|them)\\b"
                + "[^,;—–()]*");

    /** Words of a condition that is any change: "after making changes", "when writing code". */
    static final Set<String> ANY_CHANGE =
        Set.of(
            "after",
            "once",
            "when",
            "whenever",
            "if",
            "making",
            "make",
            "made",
            "any",
            "all",
            "your",
            "the",
            "changes",
            "change",
            "changed",
            "changing",
            "edits",
            "edit",
            "edited",
            "editing",
            "modifications",
            "modification",
            "modify",
            "modified",
            "modifying",
            "code",
            "you",
            "have",
            "has",
            "finished",
            "finish",
            "each",
            "every",
            "a",
            "to",
            "source",
            "you've",
            "i",
            "we",
            "are",
            "done",
            "writing",
            "write",
            "wrote",
            "generating",
            "alter",
            "altering",
            "altered",
            "updates",
            "update",
            "updating",
            "work",
            "file",
            "files",
            "or",
            "and",
            "tests");

    /** "the checks above", "the commands listed above", "the above steps": a block before. */
    static final GatedPattern CHECKS_ABOVE =
        GatedPattern.compile(
            "(?i)\\b(the|all(\\s+the)?|these|each\\s+of\\s+the)"
                // ("all three commands above")
                + "(\\s+(?:two|three|four|five|six|[2-9]))?\\s+(checks|commands|steps)\\s+"
                + "((listed|shown|given)\\s+)?above\\b"
                + "|\\b(the|all(\\s+the)?)\\s+above\\s+(checks|commands|steps)\\b");

    private Shapes() {}

    /**
     * A kind of change said by a hyphenated word, then what it needs (group 1 the lead, 2 the kind,
     * 3 what is needed): "every user-facing change needs a changeset".
     */
    static final GatedPattern KIND_CHANGE_NEEDS =
        GatedPattern.compile(
            "(?i)^(\\W*)(?:every|each|any|all)\\s+([a-z]+-[a-z]+)\\s+changes?\\s+"
                + "(?:needs?|requires?)\\s+(an?\\s+.+)$");

    /**
     * A sentence of why, with no code, then a colon and an order that asks or bans: "Queries
     * against the warehouse cost money: ask before …", "Deploys are manual: never run …" (a cost or
     * a hazard; "exploratory sessions are read-only:" is a case, not a reason).
     */
    static final GatedPattern REASON_LABEL =
        GatedPattern.compile(
            "(?i)^(\\W*)[^:`]{3,60}?\\s(?:costs?\\s|takes?\\s|breaks?\\s|hurts?\\s|(?:is|are)\\s+"
                + "(?:[a-z]+\\s+and\\s+)?(?:very\\s+)?(?:slow|expensive|costly|dangerous|risky|manual|flaky"
                + "|fragile|destructive|irreversible|billed|metered|shared)\\b)"
                + "[^:`]{0,40}?:\\s+(?=(?:ask|check\\s+with|never|don['’]t|do\\s+not|always)\\b)");

    /** A label of what to bear in mind, then a colon: "Keep bundle size in mind: ". */
    static final GatedPattern ADVICE_LABEL =
        GatedPattern.compile(
            "(?i)^(\\W*)(?:(?:keep|bear)\\s+[^:`]{1,40}?\\s+in\\s+mind|be\\s+mindful\\s+of\\s+[^:`]{1,40}?)"
                + "\\s*:\\s+(?=\\S)");

    /** The first span of code (group 1): "a changeset (`pnpm changeset`)". */
    static final GatedPattern FIRST_CODE = GatedPattern.compile("(`[^`]+`)");

    /**
     * A clause that opens by telling the agent to leave out runs of code or of what a pronoun
     * stands for: "skip `make e2e` locally", "please skip them unless …" ("skip tests with `-x`"
     * opens on a noun, and "you can skip" does not open the clause).
     */
    private static final GatedPattern SKIP_RUN =
        GatedPattern.compile(
            "(?i)^\\W*(?:please\\s+)?(?:skip|omit)\\s+(?:§\\d+\\b|`[^`]+`|(?:them|these|those|it)\\b)(?!\\s*(?:with|via|using|by)\\b)");

    /**
     * An item that opens on its verb and names code it is done with: "Deploy with `fly deploy`",
     * "Reset the database using `make db-reset`" (a parenthesis of a command reads as "with").
     */
    private static final GatedPattern DONE_WITH_CODE =
        GatedPattern.compile(
            "(?i)^\\W*\\p{L}+(?:\\s+[\\p{L}-]+){0,3}?\\s+(?:with|using|via)\\s+`[^`]+`[\\s.]*$");

    /** Where a harm said of a command ends and a clause of its own begins: ";", " — ", ", so". */
    private static final GatedPattern HARM_CUT =
        GatedPattern.compile("(?i);|\\s[—–-]\\s|,\\s*so\\b");

    /** "rather than editing them", "instead of hand-editing it": a pronoun's files not edited. */
    private static final GatedPattern RATHER_THAN_EDIT =
        GatedPattern.compile(
            "(?i)\\b(?:rather\\s+than|instead\\s+of)\\s+(?:hand-?)?(?:editing|modifying|changing"
                + "|touching)\\s+(?:them|it|those|these)\\b");

    /**
     * "Regenerate `x/` rather than hand-editing", "rebuild `gen/` instead of editing it": what is
     * made again (group 1), never edited.
     */
    static final GatedPattern REGENERATE_RATHER =
        GatedPattern.compile(
            "(?i)\\W*(?:always\\s+)?(?:regenerate|rebuild|recreate)\\s+(.+?)\\s+(?:rather\\s+than"
                + "|instead\\s+of)\\s+(?:hand-?)?(?:editing|modifying|changing|touching)"
                + "(?:\\s+(?:them|it|those|these))?(?:\\s+(?:by\\s+hand|manually))?\\s*[.!]?\\s*");

    /**
     * A verb with "nothing" as its object, then a place word: "delete nothing under", "change
     * nothing in", "touch nothing outside" (group 1 the lead, 2 the verb).
     */
    static final GatedPattern NOTHING_THERE =
        GatedPattern.compile(
            "(?i)(^\\W*|[;:]\\s*)(?:please\\s+)?([a-z][a-z-]+)\\s+nothing\\s+"
                + "(?=(?:in|under|inside|within|outside|from|of|to|into)\\s)");

    /** Files in a place "that (already) exist" (group 1 the place): the existing files there. */
    static final GatedPattern FILES_THAT_EXIST =
        GatedPattern.compile(
            "(?i)\\bfiles\\s+((?:in|under|inside|within)\\s+`[^`]+`)\\s+that\\s+(?:already\\s+)?exist\\b");

    /**
     * What never goes into version control (group 2; group 3 "should" when the ban is soft): "model
     * weights (`*.pt`) never go into git", "build artifacts should never end up in the repo".
     */
    static final GatedPattern NEVER_INTO_GIT =
        GatedPattern.compile(
            "(?i)(\\W*)(.+?)\\s+(?:must\\s+|(should)\\s+)?(?:never|not)\\s+(?:go|get|end\\s+up|land)\\s+"
                + "(?:in|into)\\s+(?:git|version\\s+control|source\\s+control|the\\s+repo(?:sitory)?)"
                + "\\s*[.!]?\\s*");

    /**
     * A process left going: "don't leave it running", "never leave `x` running in the background",
     * "leaving the watcher on".
     */
    static final GatedPattern LEFT_RUNNING =
        GatedPattern.compile(
            "(?i)\\bleav(?:e|ing)\\s+(?:it|them|`[^`]+`|(?:the|a|any|your)\\s+(?:[\\w-]+\\s+){0,2}?"
                + "(?:servers?|process(?:es)?|watchers?|containers?|daemons?|jobs?|tunnels?|shells?))"
                + "\\s+(?:running|open|on|up|alive)\\b");

    /**
     * Code said to be in place and to run by itself: "`nbstripout` is installed as a filter", "`x`
     * is configured as a pre-commit hook", "`y` runs automatically", "`z` handles this".
     */
    static final GatedPattern CODE_SET_UP =
        GatedPattern.compile(
            "(?i)\\W*`[^`]+`\\s+(?:(?:is|are)\\s+(?:already\\s+)?(?:installed|configured|set\\s+up"
                + "|enabled|registered|wired\\s+up|hooked\\s+up)\\b|(?:does|handles)\\s+(?:this|that|it)\\b"
                + "|runs?\\s+(?:automatically|by\\s+itself|on\\s+its\\s+own|as\\s+an?\\s+(?:git\\s+)?"
                + "(?:hook|filter))\\b)");

    /**
     * A lead-in that gives things to know: "Agents working here should know:", "You must keep in
     * mind:", "Please be aware of the following:".
     */
    static final GatedPattern KNOWING_LEAD =
        GatedPattern.compile(
            "(?i)\\b(?:should|must|need\\s+to|needs\\s+to|ought\\s+to|please)\\s+(?:also\\s+)?(?:know"
                + "|note|be\\s+aware(?:\\s+of)?|keep\\s+in\\s+mind|bear\\s+in\\s+mind|remember"
                + "|understand)\\b[^:]{0,40}[:：]?\\s*$");

    /** People a thing is kept for, then "only": "(maintainers only)", "is for admins only". */
    static final GatedPattern PEOPLE_ONLY =
        GatedPattern.compile(
            // (the words a person's word may have before it change nothing here, and are not tried)
            "(?i)\\b"
                + io.contextcov.compiler.statements.ModalityDetector.PERSON_WORD
                + "[\\s-]+only\\b"
                // 只能由运维人员执行: only by someone else, who runs it
                + "|只(?:能|可以|允许)?由(?!你|您|agent|AI)[^，。；`,;]{1,12}?(?:执行|运行|操作|发布|部署|调用)");

    /** Code spans joined by commas, "and" or "or": "`a/`, `b/` and `c/`". */
    private static final String CODE_LIST = "`[^`]+`(?:\\s*(?:,|and|or|, and)\\s*`[^`]+`)*";

    /**
     * Writes kept to places in code (group 1 or 2 the places): "files outside `src/` are
     * read-only", "everything outside `a/` and `b/` is off-limits", "work only inside `apps/api/`".
     */
    private static final GatedPattern KEPT_INSIDE =
        GatedPattern.compile(
            "(?i)^\\W*(?:(?:all|any)\\s+)?(?:files?|everything|anything|code|directories|folders)\\s+"
                + "outside\\s+(?:of\\s+)?("
                + CODE_LIST
                + ")\\s+(?:is|are)\\s+"
                + "(?:strictly\\s+)?(?:read-only|read\\s+only|off-limits|off\\s+limits|frozen"
                + "|not\\s+to\\s+be\\s+(?:touched|edited|changed|modified))\\b[^.;]*[.;]?\\s*$"
                + "|^\\W*(?:please\\s+)?(?:(?:the\\s+)?(?:agent|assistant|ai|bot)s?\\s+"
                // ("the agent works only inside `apps/web/`": the agent named in the third person)
                + "(?:(?:may|must|should|can)\\s+)?(?:works?|operates?)|work)\\s+only\\s+"
                + "(?:inside|in|within|under)\\s+"
                + "("
                + CODE_LIST
                + ")[\\s.;]*$");

    /** A last clause after a comma that asks first: "…, ask first.", "…, check with me first". */
    private static final GatedPattern ENDS_ASKING =
        GatedPattern.compile(
            "(?i),\\s*(?:(?:so|then|and)\\s+)?(?:please\\s+)?(?:ask(?:\\s+(?:me|us|the\\s+user))?"
                + "|check\\s+with\\s+(?:me|us|the\\s+user))\\s+first\\s*[.!]?\\s*$"
                // "`ios/` is managed by the mobile team: ask before changing anything there": a
                // question after a colon or dash, about the places named before it
                + "|(?:[:;]|\\s[—–-])\\s*(?:so\\s+)?(?:please\\s+)?(?:always\\s+)?(?:ask|check\\s+with"
                + "\\s+(?:me|us|the\\s+user|them))\\s+(?:\\w+\\s+)?before\\s+(?:you\\s+)?[a-z]+(?:ing)?"
                + "\\s+(?:anything|something|any\\s+files?|files?)?\\s*(?:there|in\\s+(?:it|them|there)"
                + "|under\\s+(?:it|them))\\s*[.!]?\\s*$");

    /** "in Go code", "from the server code": a place in written code, right after code. */
    private static final GatedPattern IN_CODE_AFTER =
        GatedPattern.compile("(?i)" + DecisionTable.CODE_PLACE);

    /** "shell out to `x` from Go code" (group 1 the program, 2 the code it is run from). */
    private static final GatedPattern SHELL_OUT =
        GatedPattern.compile(
            "(?i)\\bshell(?:ing)?\\s+out\\s+to\\s+(`[^`]+`)\\s+(?:from|in|inside|within)\\s+((?:the\\s+|our\\s+"
                + "|any\\s+)?(?:[\\w-]+\\s+)?(?:code|codebase|source|sources))\\b");

    /** "before you say you are done", "before claiming the task is complete": the end of it. */
    private static final GatedPattern SAY_DONE =
        GatedPattern.compile(
            "(?i)\\bbefore\\s+(?:you\\s+)?(?:say|saying|claim|claiming|report|reporting|declare"
                + "|declaring|tell\\s+(?:me|the\\s+user|us)|telling\\s+(?:me|the\\s+user|us))\\s+(?:that\\s+)?"
                + "(?:you(?:['’]re|\\s+are)|it(?:['’]s|\\s+is)|the\\s+(?:task|work|change|job)\\s+is"
                + "|everything\\s+is)\\s+(?:done|finished|complete|completed|ready)\\b");

    /** A program's name of words joined by hyphens: `ansible-lint`, `cargo-deny`. */
    private static final GatedPattern HYPHENED_TOOL =
        GatedPattern.compile("[a-z][a-z0-9]*(?:-[a-z0-9]+)+");

    /**
     * An imperative (group 1 its verb, after a label in code) and, after a comma, a ban of the same
     * thing by its pronoun (group 2 the comma): "read it, don't rewrite it".
     */
    private static final GatedPattern DO_THEN_DONT =
        GatedPattern.compile(
            "(?i)^\\W*(?:`[^`]*`\\s*[:：]\\s*)?([a-z][a-z-]*)\\b[^,;:]*?(,\\s*)"
                + "(?=(?:don['’]t|do\\s+not|never)\\s+[a-z][a-z-]*\\s+(?:it|them)\\b)");

    /**
     * A file act on one object in code, then another object ruled out with no verb of its own:
     * "Edit `a.yml`, never the `.xcodeproj` itself[, then run `x`]" (group 1 the verb, 2 the words
     * up to the first object's end, 3 the object ruled out with its words, 4 what follows "then").
     */
    private static final GatedPattern OBJECT_NOT_THAT =
        GatedPattern.compile(
            "(?i)^\\W*(?:please\\s+)?([a-z]+)(\\s+(?:the\\s+)?`[^`]+`[^,;:`]*?)"
                + "(?:\\s*,\\s*(?:and\\s+|but\\s+)?|\\s+(?:and|but)\\s+)(?:never|not)\\s+"
                + "((?:the\\s+)?(?:[a-z-]+\\s+)?`[^`]+`[^,;:`]*?)\\s*(?:,\\s*(?:and\\s+)?then\\s+(\\S.*?)|[.!]?)\\s*$");

    /** A comma, then "then" and a verb: the step after a ban ("…, never `npm`, then run `x`"). */
    private static final GatedPattern THEN_AFTER_BAN =
        GatedPattern.compile("(?i),\\s*(?:and\\s+)?then\\s+(?=[a-z]+\\s)");

    /**
     * Verbs of a state a purpose clause gives a file: "so `x` is regenerated", "… stays current".
     */
    static final Set<String> STATE_VERBS =
        Set.of(
            "is",
            "are",
            "gets",
            "get",
            "stays",
            "stay",
            "remains",
            "remain",
            "matches",
            "match",
            "reflects",
            "reflect");

    /** Verbs of making or refreshing a file, after "to" in a run's purpose. */
    static final Set<String> MAKING_VERBS =
        Set.of("regenerate", "generate", "update", "rebuild", "refresh", "produce", "rewrite");

    /**
     * Changes to a place that need a passing run before a milestone: "Any change to `src/` needs a
     * passing `forge test` [and …] before the PR" (group 1 the place, 2 the command, 3 what else is
     * needed, 4 from "before" on).
     */
    static final GatedPattern CHANGE_NEEDS_PASSING =
        GatedPattern.compile(
            "(?i)^\\W*(?:any|every|all)?\\s*(?:changes?|edits?|modifications?)\\s+(?:to|in|under)\\s+"
                + "(?:the\\s+)?(`[^`]+`)\\s+(?:needs?|requires?)\\s+(?:a\\s+)?(?:passing|green|successful|clean)"
                + "\\s+(`[^`]+`)(?:\\s+runs?)?(\\s*,?\\s*(?:and|plus)\\s+[^.;]*?)?\\s+(before\\s+[^.;]+?)[.!]?\\s*$");

    /** Nouns an act's word qualifies: "merge conflicts", "commit hashes", "push notifications". */
    private static final GatedPattern ACT_AS_MODIFIER =
        GatedPattern.compile("conflicts?|markers?|hash(?:es)?|shas?|notifications?");

    /** ", even with `--dry-run`": a tail that widens a ban to a form of what it bans. */
    private static final GatedPattern EVEN_WITH =
        GatedPattern.compile("(?i),\\s*(?:and\\s+)?even\\s+with\\b[^;.!?]*");

    /** A lead-in that is a place alone: "In `apps/web/`:", "Inside `services/billing/`:". */
    private static final GatedPattern PLACE_LEAD_IN =
        GatedPattern.compile("(?i)^\\W*(in|inside|within|under)\\s+(`[^`]+`)\\s*[:：]\\s*$");

    /** A text that opens with a place of its own: "In `x/`, …", "Under `y/` …". */
    private static final GatedPattern PLACE_OPENING =
        GatedPattern.compile("(?i)\\W*(in|inside|within|under|outside)\\s");

    /** "Keep" + code spans (group 2) + "out of" + a place (group 3). */
    private static final GatedPattern KEEP_OUT =
        GatedPattern.compile(
            "(?i)^(\\W*)keep\\s+(`[^`]+`(?:(?:\\s*,\\s*|\\s+)(?:(?:and|or)\\s+)?`[^`]+`)*)\\s+out\\s+of"
                + "\\s+(.+)$");

    /**
     * Code spans (group 2) that "stay" or "remain" "out of" a place (group 3), as what they are
     * kept out of: "`config/local.exs` stays out of git", "`.env` in particular must stay out of
     * the repo".
     */
    private static final GatedPattern STAYS_OUT =
        GatedPattern.compile(
            "(?i)^(\\W*)(`[^`]+`(?:(?:\\s*,\\s*|\\s+)(?:(?:and|or)\\s+)?`[^`]+`)*)"
                + "(?:\\s+(?:in\\s+particular|especially|too|also|as\\s+well|always))?"
                + "\\s+(?:(?:must|should|will|shall)\\s+(?:always\\s+)?)?(?:stays?|remains?)\\s+out\\s+of"
                + "\\s+(.+)$");

    /**
     * A state of being kept said of a thing, then the past act that puts it there (group 2 the
     * thing, 3 the verb, 4 the state, 5 the act, 6 the rest): "… are immutable once merged".
     */
    private static final GatedPattern KEPT_AFTER =
        GatedPattern.compile(
            "(?i)([^\\p{L}\\p{N}]*)(.+?)\\s+(is|are)\\s+(immutable|read-only|frozen)\\s+(?:once|after)"
                + "\\s+(?:(?:it|they)\\s+(?:has|have|is|are|was|were)\\s+(?:been\\s+)?)?(merged"
                + "|applied|released|published|deployed|pushed|shipped|run)\\b(.*)");

    /**
     * A write of something "only" with a command (group 1 the lead, 3 the object, 2 or 4 the
     * "only"): the command after "with", "via", "through", "using" or "by running", and nothing
     * after it but the way it rules out (", never by editing files in place").
     */
    private static final GatedPattern ONLY_WITH =
        GatedPattern.compile(
            "(?i)^(\\W*)(?:(?:you\\s+)?(?:may|can|should|must)\\s+)?(only\\s+)?(?:update|change|edit"
                + "|modify|touch|regenerate|bump|write\\s+to)\\s+(`[^`]+`|it|them)\\s+(only\\s+)?(?:with"
                + "|via|through|using|by\\s+running)\\s+`[^`]+`(?:\\s*,?\\s*(?:and\\s+|but\\s+)?(?:never"
                + "|not)\\s+by\\s+[^,;`]*)?\\W*$");

    /** Things listed as a subject: "Secrets, tokens and passwords ", "API keys or tokens ". */
    private static final java.util.regex.Pattern LISTED_SUBJECT =
        java.util.regex.Pattern.compile(
            "\\W*[\\p{L}-]+(?:\\s[\\p{L}-]+)?(?:\\s*,\\s*[\\p{L}-]+(?:\\s[\\p{L}-]+)?)*\\s*,?\\s+(?:and|or)"
                + "\\s+[\\p{L}-]+(?:\\s[\\p{L}-]+)?\\s+");

    /**
     * A duty "on every file you change" (group 1 the lead, 2 the duty, 3 the closing mark): on, to,
     * for or against every, each or any file, then a verb of writing said of the agent.
     */
    private static final java.util.regex.Pattern ON_EVERY_FILE =
        java.util.regex.Pattern.compile(
            "(?i)^(\\W*)(.+?)\\s+(?:on|to|for|against)\\s+(?:every|each|any|all(?:\\s+the)?)\\s+files?"
                + "\\s+(?:(?:that\\s+)?you\\s+)?(?:change|changed|touch|touched|edit|edited|modify"
                + "|modified)\\b([.!]?)\\s*$");

    /** Words of pushing, after which the branch pushed may stand. */
    private static final Set<String> PUSH_WORDS =
        Set.of("push", "pushes", "pushing", "force-push", "force-pushes", "force-pushing");

    /** Words after a verb of pushing that name no branch: "push to …", "push your work". */
    private static final Set<String> PUSH_FUNCTION_WORDS =
        Set.of(
            "to",
            "into",
            "onto",
            "on",
            "directly",
            "straight",
            "your",
            "a",
            "an",
            "any",
            "every",
            "all",
            "my",
            "our",
            "their",
            "this",
            "that",
            "these",
            "those",
            "it",
            "them",
            "branch",
            "branches");

    /**
     * "The following is strictly forbidden:", "the following actions are allowed without asking:":
     * a subject that only points at the list below (group 1 the marks before it).
     */
    private static final java.util.regex.Pattern THE_FOLLOWING =
        java.util.regex.Pattern.compile(
            "(?i)^(\\W*)the\\s+following(?:\\s+(?:items|actions|things|commands|operations|steps))?"
                + "\\s+(?:is|are)\\s+");

    /**
     * The whole suite with its command beside it: "the full suite (`make test-all`)", "the whole
     * suite, `./ci.sh`,".
     */
    static final GatedPattern SUITE_COMMAND =
        GatedPattern.compile(
            "(?i)\\b(?:entire|whole|full|complete)\\s+(?:test\\s+)?suite\\s*[(,:\u2014-]?\\s*`");

    /**
     * A gerund, its object, then the means, closing the text before code: "comparing errors with ",
     * "checking strings using ".
     */
    static final GatedPattern USED_ON_OBJECT =
        GatedPattern.compile(
            "(?i)\\b[a-z]{3,}ing\\s+(?:(?!with\\b|using\\b|via\\b)[a-z]+\\s+){1,3}"
                + "(?:with|using|via)\\s+$");

    /** Someone other than the agent unable to do something: "we can't regenerate", "it cannot". */
    static final GatedPattern OTHERS_CANNOT =
        GatedPattern.compile(
            "(?i)\\b(?:we|i|they|it|he|she|nobody|no\\s+one)\\s+(?:can't|cannot|can\\s+not|couldn't"
                + "|could\\s+not|can’t)\\s+[a-z]");

    /** Handing a case to a person: "escalate to a human", "escalate when", "stop and ask". */
    static final GatedPattern ESCALATE =
        GatedPattern.compile(
            "(?i)\\bescalate\\s+(?:it\\s+|this\\s+)?(?:to|when|if|before)\\b|\\bstop\\s+and\\s+ask\\b");

    /** "the other `.arb` files": code after "other". */
    private static final java.util.regex.Pattern OTHER_SPAN =
        java.util.regex.Pattern.compile("(?i)\\bother\\s+`");

    /**
     * A file's name in a directory, as a clause names what a later pronoun stands for: "the
     * `yarn.lock` file in `tools/`" (group 1 the name and place, as written).
     */
    static final GatedPattern NAME_IN_PLACE =
        GatedPattern.compile(
            "(`[^`/\\s]+`)(?:\\s+files?)?\\s+(?:in|under|inside|within)\\s+(?:the\\s+)?(`[^`\\s]+/`)");

    /**
     * "`x.xcodeproj` is edited through Xcode only" (group 1 the lead, 2 the path in code, 3 or 5
     * the "only", 4 the program named in prose, a capitalised name).
     */
    private static final java.util.regex.Pattern EDITED_IN_TOOL =
        java.util.regex.Pattern.compile(
            "^(\\W*)(`[^`]+`)\\s+(?:is|are|must\\s+be|should\\s+be|may\\s+be|can\\s+be|gets?)\\s+"
                + "(only\\s+)?(?:edited|changed|modified|updated|managed)\\s+(?:only\\s+)?(?:through|via"
                + "|with|in|using|from)\\s+(?:the\\s+)?([A-Z][\\w.-]*(?:\\s+[A-Z][\\w.-]*)?)"
                + "(\\s+only)?\\W*$");

    /**
     * Files in code changed only by a program or tool named after "by": "`yarn.lock` must only be
     * changed by yarn", "lockfiles (`poetry.lock`, `pnpm-lock.yaml`) are only updated by the
     * package manager" (group 1 the lead, 2 the files in code).
     */
    private static final java.util.regex.Pattern CHANGED_BY_ONLY =
        java.util.regex.Pattern.compile(
            "^(\\W*)(?:[A-Za-z-]+\\s*)?[(,]?\\s*("
                + CODE_LIST
                + ")\\s*[),]?\\s+"
                + "(?:is|are|must|should|may|can|gets?)\\s+(?:only\\s+)?(?:ever\\s+)?(?:be\\s+)?"
                + "(?:only\\s+)?(?:ever\\s+)?(?:edited|changed|modified|updated|managed|written"
                + "|regenerated)\\s+(?:only\\s+)?by\\s+(?:the\\s+|a\\s+|an\\s+)?[A-Za-z][\\w.-]*"
                + "(?:\\s+[a-z][\\w.-]*)?(?:\\s+only)?\\W*$");

    /** Verbs of showing what a file holds. */
    private static final String SHOW_VERB =
        "(?:print|show|dump|display|echo|log|output|reveal|paste)";

    /**
     * Several verbs of showing before "the contents" ("print, log or echo the contents of `.env`"):
     * group 1 the verbs, group 2 the possessive.
     */
    static final GatedPattern SHOWN_CONTENTS =
        GatedPattern.compile(
            "(?i)\\b("
                + SHOW_VERB
                + "(?:\\s*,\\s*"
                + SHOW_VERB
                + ")*,?\\s+(?:or|and|nor)\\s+"
                + SHOW_VERB
                + ")\\s+(the|its|their)\\s+contents\\b");

    /**
     * A name in code as the subject, then "needs"/"requires" and a noun after at most a determiner
     * and two words ("`infra/` requires a maintainer's approval"): group 2 the name, group 3 the
     * noun.
     */
    static final GatedPattern PLACE_NEEDS =
        GatedPattern.compile(
            "(?i)^(\\W*)(`[^`]+`)\\s+(?:always\\s+|also\\s+)?(?:requires?|needs?)\\s+"
                + "(?:(?:a|an|the|my|our|your|explicit|written|prior|human|second|[\\w-]+['’]s)\\s+){0,3}"
                + "([\\w-]+)\\b");

    /** Code (or its placeholder), a colon or dash, then words: "`vendor/`: read-only". */
    static final GatedPattern KEPT_LABEL =
        GatedPattern.compile("(?s)\\W*(?:`[^`]+`|§\\d+)\\s*[:：—–-]\\s*\\S.*");

    /** Verbs of getting a result by an edit: make (pass), get, silence, hide, suppress, bypass … */
    static final Set<String> RESULT_VERBS =
        Set.of(
            "make",
            "get",
            "silence",
            "hide",
            "suppress",
            "bypass",
            "quiet",
            "appease",
            "satisfy",
            "force",
            "skip",
            "mask",
            "pass",
            "circumvent",
            "work");

    /** A command that rewrites history: rebase, amend, force push, filter-branch, reset --hard. */
    static final GatedPattern HISTORY_COMMAND =
        GatedPattern.compile(
            "git (?:rebase|commit --amend|push --force|push -f|filter-branch|filter-repo|reset)\\b.*");

    /** Words that open a sentence before its subject: interjections, ordinals, labels. */
    static final Set<String> LEADERS =
        Set.of(
            // ("Oh, and please never …", "Btw, don't …": an interjection is no subject)
            "oh",
            "ah",
            "btw",
            "ps",
            "plus",
            "lastly",
            "also",
            "then",
            "and",
            "but",
            "so",
            "please",
            "instead",
            "otherwise",
            "however",
            "therefore",
            "note",
            "important",
            "just",
            "still",
            "finally",
            "first",
            // ("Third, always verify with …": an ordinal of advice, as "first" is)
            "second",
            "third",
            "fourth",
            "fifth",
            "sixth",
            "seventh",
            "eighth",
            "ninth",
            "tenth",
            "next",
            "again",
            "e.g",
            "i.e",
            "critical",
            "warning",
            "rule",
            "tip",
            "all",
            "any",
            "each",
            "every");

    /**
     * A pointer to where to read more: "see `CODEOWNERS`", "cf. …", "refer to …", "details in …".
     */
    static final GatedPattern SEE_ALSO =
        GatedPattern.compile(
            "(?i)\\s*(?:see(?:\\s+also)?|cf\\.?|refer\\s+to|details\\s+in|more\\s+in)\\s");

    /** A ban that ends on code, a colon, then a reason in words with no code (groups 1, 2). */
    static final GatedPattern BAN_THEN_REASON =
        GatedPattern.compile(
            "(?i)^(\\W*(?:never|don't|do\\s+not|avoid)\\b[^:`]{2,80}`[^`]+`)\\s*:\\s+"
                + "(\\p{Ll}[^`:]*)$");

    /**
     * What lies outside a place in code, as the subject of a clause: "everything outside `lib/`",
     * "files outside `app/`" (group 1 the places).
     */
    static final GatedPattern OUTSIDE_SUBJECT =
        GatedPattern.compile(
            "(?i)^\\W*(?:everything|anything|all\\s+(?:files|code)|(?:the\\s+)?(?:files|code))\\s+"
                + "outside\\s+(?:of\\s+)?("
                + CODE_LIST
                + ")");

    /**
     * A kind of act said by a relative clause, commands in code for it set off by parentheses (read
     * as commas) and a need after: "anything that mutates a cluster (`kubectl apply`) needs …"
     * (group 1 the commands).
     */
    static final GatedPattern KIND_WITH_RUNS =
        GatedPattern.compile(
            "(?i)^\\W*(?:anything|everything|any\\s+commands?|commands?|operations?|actions?)\\s+"
                + "(?:that|which)\\s+[^`,;]{3,60}?\\s*[(,]\\s*("
                + CODE_LIST
                + ")\\s*[),]?\\s+(?:needs?|requires?|must\\s+be)\\b");

    /**
     * A condition that names the agent reading the file, up to its colon or comma: "If you are an
     * AI coding agent working on this repo:", "If you're an LLM," (group 1 what opens the line).
     */
    static final GatedPattern ADDRESSEE =
        GatedPattern.compile(
            "(?i)^(\\W*)if\\s+you(?:['’]re|\\s+are)\\s+(?:an?\\s+)?(?:ai|llm|automated|autonomous"
                + "|coding|language\\s+model|agent|assistant)\\b[^:,;`]{0,60}[:,]\\s*");

    /** A comma, then a ban with a verb of its own: ", never run `x`", ", don't touch …". */
    static final GatedPattern COMMA_BAN =
        GatedPattern.compile(
            "(?i),\\s*(?=(?:never|do not|don't)\\s+(?:run|use|call|invoke|execute|touch|edit|modify"
                + "|change|push|commit|merge|delete|remove|open|create|add|install|publish|deploy)\\b)");

    /** "never on `main`", "but never to `prod`": a ban of a place alone, its verb left out. */
    static final GatedPattern NEVER_PLACE_ONLY =
        GatedPattern.compile(
            "(?i)^(\\W*)(?:but\\s+)?never\\s+((?:on|to|in|into|against)\\s+`[^`]+`[^`]{0,20})$");

    /** A ban with nothing after it: "so don't.", "don't.", "please don't!" */
    static final GatedPattern BARE_DONT =
        GatedPattern.compile(
            "(?i)\\W*(?:so\\s+|and\\s+)?(?:please\\s+)?(?:don't|do\\s+not|never)\\s*[.!]*\\s*");

    /** Units of work a task is finished in: "finish a feature", "complete the ticket". */
    static final Set<String> WORK_UNITS =
        Set.of("feature", "features", "task", "tasks", "ticket", "story", "job", "fix", "bug");

    /** Two things joined and done at once: "in one step", "at once", "in the same command". */
    static final GatedPattern TOGETHER =
        GatedPattern.compile(
            "(?i)\\band\\b[^.;]{1,60}\\b(?:in\\s+(?:one|a\\s+single|the\\s+same)\\s+"
                + "(?:step|command|go|commit|change)|at\\s+once|together)\\b");

    /** Verbs of leaving a thing unattended after doing it: "walk away", "leave", "ignore". */
    static final Set<String> LEAVING =
        Set.of("walk", "leave", "ignore", "forget", "move", "assume", "hope", "disappear");

    /** Code said to be running in a clause of time: "while §3 is running" (group 1 the span). */
    static final GatedPattern RUNNING_STATE =
        GatedPattern.compile(
            "(?i)\\b(?:while|whilst|when|if|as\\s+long\\s+as)\\s+§(\\d+)\\s+(?:is|are)\\s+"
                + "(?:still\\s+)?(?:running|up|active|alive|open|in\\s+progress)\\b");

    /**
     * Code an item opens with, alone or a list of spans joined by commas, "or", "and" or "/", up to
     * the item's end (or a closing stop) or a dash, colon or bracket.
     */
    static final GatedPattern LEADING_CODE =
        GatedPattern.compile(
            "[^\\p{L}`]*`[^`]+`(?:\\s*(?:,|/|\\bor\\b|\\band\\b)\\s*`[^`]+`)*\\s*(?=$|[—–:(]|\\s-\\s|\\.\\s*$)");

    /**
     * A program's mark, at most six words, then marks set off in brackets (or commas, which the
     * reader reads brackets as): "§0 commands that change state (§1, §2 or §3)" (group 1 the
     * program's mark, 2 the list).
     */
    static final GatedPattern SUBCOMMANDS_SET_OFF =
        GatedPattern.compile(
            "§(\\d+)\\s*:?(?:\\s+[\\p{L}'-]+){1,6}\\s*[(,]\\s*(§\\d+(?:\\s*(?:,|/|or|and|,\\s*or|,\\s*and)\\s*§\\d+)*)\\s*(?:[),.;]|$)");

    /**
     * A program's mark, a noun of its runs and a restrictive "that"/"which": "§0 commands that
     * change state", "§0 scripts which publish" (group 1 the mark).
     */
    static final GatedPattern PROGRAM_NARROWED =
        GatedPattern.compile(
            "§(\\d+)\\s+(?:sub)?(?:commands?|scripts?|targets?|tasks?|recipes?|jobs?|invocations?|calls?)"
                + "\\s+(?:that|which)\\b");

    /** `Bash(npm run test:*)`: a command rule of an agent's settings (group 1 the command). */
    static final GatedPattern BASH_RULE =
        GatedPattern.compile("`Bash\\(([^`()]+?)(?::\\*|\\s\\*)?\\)`");

    /** `Read(.env)`: a read rule of an agent's settings (group 1 the path). */
    static final GatedPattern READ_RULE = GatedPattern.compile("`Read\\(([^`()]+)\\)`");

    /** `Edit(package.json)`, `Write(…)`: a write rule of an agent's settings (group 1 the path). */
    static final GatedPattern EDIT_RULE =
        GatedPattern.compile("`(?:Edit|Write|MultiEdit)\\(([^`()]+)\\)`");

    /** A span's mark in the text the reader reads: "§3" (group 1 its index). */
    static final GatedPattern SPAN_MARK = GatedPattern.compile("§(\\d+)");

    /** The word "command(s)" (or 命令): a heading or lead-in about commands. */
    static final GatedPattern COMMANDS_WORD = GatedPattern.compile("(?i)\\bcommands?\\b|命令");

    /** Code that opens a clause as its label, a colon or dash after it. */
    static final GatedPattern COMMAND_LABEL = GatedPattern.compile("[^\\p{L}`]*`[^`]+`\\s*[:：—–]");

    /** Code labelling a clause, then "do this" (or that, it, so) standing for running it. */
    static final GatedPattern LABEL_DO_THIS =
        GatedPattern.compile(
            "(?i)^([^\\p{L}`]*`[^`]+`\\s*[:：—–]\\s*(?:(?:always|please)\\s+)?)do\\s+(?:this|that|it|so)\\b");

    /** "read only", "Read only": written apart, still one state. */
    static final GatedPattern READ_ONLY_WORDS = GatedPattern.compile("(?i)\\b(read) only\\b");

    /**
     * The project as the subject of a substitution of code ("this repo uses `uv` rather than
     * `pip`"), code as the reader's placeholders.
     */
    static final GatedPattern PROJECT_REPLACES =
        GatedPattern.compile(
            "(?i)^\\W*(?:this|the|our)\\s+(?:repo|repository|project|codebase|team|monorepo)\\s+"
                + "(?:always\\s+|only\\s+)?uses?\\s+§\\d+[^§]{0,30}?(?:,\\s*not|instead\\s+of"
                + "|rather\\s+than|in\\s+place\\s+of)\\s+§\\d+");

    /** A clause that is only an order and what follows it: "before touching `infra/`". */
    static final GatedPattern ORDER_ONLY =
        GatedPattern.compile("(?i)\\W*(?:before|prior\\s+to)\\s+\\p{L}");
  }
}
