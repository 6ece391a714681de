package io.contextcov.compiler.reader;

import io.contextcov.compiler.markdown.CodeBlock;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.markdown.TextUnit;
import io.contextcov.compiler.statements.GatedPattern;
import io.contextcov.shell.ShellParser;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What one instruction file says outside any single rule, for grounding (READER §4) and checking
 * (§6): the programs its shell blocks run, and the commands it tells the agent to run — from shell
 * blocks and from code spans of sentences that are not bans — so "the tests" can mean its test
 * commands and a ban never blocks one of them.
 */
public final class FileFacts {
  private final Set<String> programs = new LinkedHashSet<>();
  private final List<CommandRef> commands = new ArrayList<>();
  private final List<CommandRef> runs = new ArrayList<>();
  private final List<String> messageTypes = new ArrayList<>();
  private final List<String> listedPrefixes = new ArrayList<>();

  /** The lines of the units that allow a push with a lease (each line a unit spans). */
  private final Set<Integer> leaseLines = new java.util.HashSet<>();

  /** Lines of units that allow some changes to a place they keep ("bug fixes there are fine"). */
  private final Set<Integer> partlyAllowedLines = new java.util.HashSet<>();

  /**
   * Where each sentence of a list item after its first starts (line and column, {@link #at}), in
   * items whose first sentence says its own polarity or strength: such a sentence is the item's
   * own, not the subject its heading or lead-in governs.
   */
  private final Set<Long> laterSentences = new java.util.HashSet<>();

  /** The programs of the commands each unit names in code, by each line the unit spans. */
  private final java.util.Map<Integer, Set<String>> unitPrograms = new java.util.HashMap<>();

  /** The commands each shell block tells the agent to run, by the block's first line. */
  private final java.util.TreeMap<Integer, List<CommandRef>> blocks = new java.util.TreeMap<>();

  /** Lead-ins and headings read once each: many items share them. */
  private final java.util.Map<String, Frame> contexts =
      new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * The clauses of the unit texts already cut while the facts were gathered, by text: a statement
   * with the same text is not cut again.
   */
  private final java.util.Map<String, List<String>> cut = new java.util.HashMap<>();

  private FileFacts() {}

  /** The clauses of {@code text}, cut once per file. */
  List<String> clauses(String text) {
    List<String> known = cut.get(text);
    return known != null ? known : FrameReader.clauses(text);
  }

  /**
   * A lead-in's or heading's frame, read once. Statements are read in parallel: two may read the
   * same lead-in at once, and both get the frame stored first (reading is a function of the text).
   */
  Frame context(String text, java.util.function.Function<String, Frame> read) {
    Frame known = contexts.get(text);
    if (known != null) {
      return known;
    }
    Frame fresh = read.apply(text);
    Frame prior = contexts.putIfAbsent(text, fresh);
    return prior == null ? fresh : prior;
  }

  public static FileFacts of(InstructionDocument doc) {
    FileFacts f = new FileFacts();
    for (io.contextcov.compiler.markdown.TextUnit u : doc.units()) {
      if (u.kind() == io.contextcov.compiler.markdown.TextUnit.Kind.LIST_ITEM) {
        List<io.contextcov.compiler.statements.Sentence> sentences =
            io.contextcov.compiler.statements.SentenceSplitter.split(u.text());
        // ("## Never" over "- Commit to `main`. Push with `--force`.": items that lean on the
        // heading for their polarity lean on it in every sentence)
        Prose first = sentences.isEmpty() ? null : Prose.of(sentences.get(0).text());
        if (first == null || !first.has("negation") && !first.has("hard") && !first.has("soft")) {
          continue;
        }
        for (int i = 1; i < sentences.size(); i++) {
          int offset = sentences.get(i).offset();
          f.laterSentences.add(at(u.lineAt(offset), u.columnAt(offset)));
        }
      }
    }
    f.language = languageOf(doc, f.languagesNamed);
    for (CodeBlock b : doc.codeBlocks()) {
      f.treeOf(b.lines());
      b.lines().forEach(f::optionsIn);
    }
    for (CodeBlock b : doc.codeBlocks()) {
      if (!b.shell() || negative(b.lead())) {
        continue;
      }
      for (String line : b.lines()) {
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#") || t.startsWith("//")) {
          continue;
        }
        try {
          for (List<String> words : ShellParser.commands(t)) {
            String p = words.get(0);
            if (p.matches("[a-z][a-z0-9._-]*") || p.matches("(\\./)?[A-Za-z0-9_./-]+")) {
              f.programs.add(p);
            }
          }
        } catch (RuntimeException e) {
          // a line that is not shell adds nothing
        }
      }
    }
    for (TextUnit u : doc.units()) {
      // "**Format:** `fourmolu -i src test`": code labelled with a purpose runs a program
      java.util.regex.Matcher m = PURPOSE_LABEL.matcher(u.text());
      while (m.find()) {
        if (purposeOf(m.group(1)) != null) {
          String first = m.group(2).strip().split("\\s+")[0];
          if (first.matches("[a-z][a-z0-9._-]*")) {
            f.programs.add(first);
          }
        }
      }
    }
    for (CodeBlock b : doc.codeBlocks()) {
      if (!b.shell() || negative(b.lead())) {
        continue;
      }
      boolean underBan = false;
      List<CommandRef> told = new ArrayList<>();
      for (String line : b.lines()) {
        String t = line.strip();
        if (t.isEmpty()) {
          underBan = false;
        } else if (t.startsWith("#") || t.startsWith("//")) {
          // "# never run this on CI machines:": the lines under it are not the file's commands
          underBan = negative(t);
        } else if (!underBan) {
          // "make reset   # never run this": a line its own comment bans or asks about is not
          // one the file tells the agent to run
          int comment = io.contextcov.compiler.markdown.MarkdownReader.trailingComment(line);
          if (comment < 0 || !negative(line.substring(comment))) {
            f.add(line, true).ifPresent(told::add);
          }
        }
      }
      if (!told.isEmpty()) {
        f.blocks.put(b.firstLine(), List.copyOf(told));
      }
    }
    // what each unit names to run depends on the unit alone: read in parallel, added in order
    // (the units of a list share a lead-in and a section, judged once)
    java.util.Map<String, Boolean> judged = new java.util.concurrent.ConcurrentHashMap<>();
    List<UnitNames> named = doc.units().parallelStream().map(u -> named(u, judged)).toList();
    // the commands a list tells the agent to run, item after item ("Useful commands:" over "-
    // Tests: `pytest -q`", "- Lint: `ruff check .`"): "the commands above" may be theirs
    List<CommandRef> listed = new ArrayList<>();
    int listedItems = 0;
    int listLine = -1;
    String listLead = null;
    for (int i = 0; i < doc.units().size(); i++) {
      TextUnit u = doc.units().get(i);
      boolean sameList =
          u.kind() == TextUnit.Kind.LIST_ITEM
              && u.leadIn() != null
              && u.leadIn().equals(listLead)
              && u.lines().length > 0;
      if (!sameList) {
        if (listedItems >= 2) {
          f.blocks.putIfAbsent(listLine, List.copyOf(listed));
        }
        listed.clear();
        listedItems = 0;
        listLead = u.kind() == TextUnit.Kind.LIST_ITEM ? u.leadIn() : null;
        listLine = u.lines().length == 0 ? -1 : u.lines()[0];
      }
      if (u.text().contains("--force-") && DecisionTable.leaseAllowed(u.text())) {
        // "Don't push with `--force`. `--force-with-lease` is fine on your own branches.": the
        // second sentence is no rule of its own, yet spares the lease from the first's ban
        for (int line : u.lines()) {
          f.leaseLines.add(line);
        }
      }
      if (u.text().contains(" there ")
          && DecisionTable.PARTLY_ALLOWED_THERE.matcher(u.text()).find()) {
        // "`internal/legacy/` is frozen … Bug fixes there are fine, but no new features": which
        // changes the writes are, a person says
        for (int line : u.lines()) {
          f.partlyAllowedLines.add(line);
        }
      }
      if (f.messageTypes.isEmpty() && !u.literals().isEmpty() && TYPES.matcher(u.text()).find()) {
        // "Labels: `fix`, `feat`, `chore`…": the commit message types the file allows
        List<String> words = u.literals().stream().filter(l -> l.matches("[a-z]{2,12}")).toList();
        if (words.size() >= 3) {
          f.messageTypes.addAll(words);
        }
      }
      if (u.kind() == TextUnit.Kind.LIST_ITEM
          && u.leadIn() != null
          && PREFIXES.matcher(u.leadIn()).find()
          && !u.literals().isEmpty()) {
        // "start with one of these prefixes:" then "- `feat:` — new features", "- `Revert` — …"
        String first = u.literals().get(0).strip();
        if (first.matches("[A-Za-z][A-Za-z0-9_-]{0,15}:?") && !f.listedPrefixes.contains(first)) {
          f.listedPrefixes.add(first);
        }
      }
      if (u.kind() == TextUnit.Kind.LIST_ITEM) {
        f.entryOf(u.text());
      }
      for (String literal : u.literals()) {
        f.optionsIn(literal);
      }
      // a unit may ban in one clause and run in another: only the clauses that do not ban count
      List<CommandRef> unitCommands = new ArrayList<>();
      List<CommandRef> unitTold = new ArrayList<>();
      for (Named n : named.get(i).named()) {
        f.add(n.span(), n.told(), n.ran())
            .ifPresent(
                c -> {
                  unitCommands.add(c);
                  if (n.told()) {
                    unitTold.add(c);
                  }
                });
      }
      if (listLead != null && !unitTold.isEmpty()) {
        listed.addAll(unitTold);
        listedItems++;
      }
      f.meansOf(u.text(), unitCommands);
      Set<String> used = new LinkedHashSet<>();
      for (String literal : u.literals()) {
        CommandRef.of(literal, f.programs).ifPresent(c -> used.add(c.program()));
      }
      if (!used.isEmpty()) {
        for (int line : u.lines()) {
          f.unitPrograms.put(line, used);
        }
      }
      named.get(i).through().forEach(e -> f.through.putIfAbsent(e.getKey(), e.getValue()));
      if (named.get(i).clauses() != null) {
        f.cut.put(u.text(), named.get(i).clauses());
      }
    }
    if (listedItems >= 2) {
      f.blocks.putIfAbsent(listLine, List.copyOf(listed));
    }
    return f;
  }

  /**
   * A code span of a unit's clause, whether the unit tells the agent to run it, and whether it
   * stands right after a verb of running ("run `dbt build --select x`"), which makes it a command
   * of several words whatever its program.
   */
  private record Named(String span, boolean told, boolean ran) {}

  /** What one unit names: its code spans, and the milestones it routes through a command. */
  private record UnitNames(
      List<Named> named, List<java.util.Map.Entry<Act, String>> through, List<String> clauses) {
    static final UnitNames NONE = new UnitNames(List.of(), List.of(), null);
  }

  /**
   * A ban of a pronoun's runs: a negation, then a verb of running within two words, then "them",
   * "these", "those" or "either" ("so don't use them", "never run these"), or "it" with no code
   * after it ("`x` needs an emulator — don't run it").
   */
  private static boolean bansBack(String text) {
    if (!text.contains("them")
        && !text.contains("these")
        && !text.contains("those")
        && !text.contains("either")
        && !text.contains("it")
        && !text.contains("one")) {
      return false;
    }
    Prose p = Prose.of(text);
    for (Prose.Hit s : p.find("omission")) {
      // "`make e2e` needs a browser; skip it": leaving the pronoun's runs out (not "don't skip")
      int next = s.word() + 1;
      if (Set.of("skip", "omit").contains(s.entry())
          && next < p.words().size()
          && Set.of("them", "these", "those", "it").contains(p.words().get(next).text())
          && (s.word() == 0
              || !Lexicon.get().words("negation").contains(p.words().get(s.word() - 1).text()))) {
        return true;
      }
    }
    for (Prose.Hit n : p.find("negation")) {
      for (Prose.Hit r : p.find("act.run")) {
        int next = r.word() + 1;
        if (r.word() > n.word()
            && r.word() <= n.word() + 2
            && next < p.words().size()
            && (java.util.Set.of("them", "these", "those", "either")
                    .contains(p.words().get(next).text())
                || p.words().get(next).text().equals("it")
                    && noCodeInClause(p.text(), p.words().get(next).at())
                // "training runs (`x`) take hours; don't start one from here": one of the runs
                || p.words().get(next).text().equals("one")
                    && (next + 1 == p.words().size()
                        || ONE_ENDS.contains(p.words().get(next + 1).text())))) {
          return true;
        }
      }
    }
    return false;
  }

  /** Words after "one" that leave it a pronoun ("don't start one from here", "… one locally"). */
  private static final Set<String> ONE_ENDS =
      Set.of("from", "here", "there", "locally", "yourself", "now", "again", "unless", "without");

  /**
   * Whether no code follows {@code from} in its clause ("don't run it; run `x` instead" names `x`
   * in a clause of its own, "don't run it with `--force`" in the pronoun's).
   */
  private static boolean noCodeInClause(String text, int from) {
    int code = text.indexOf('§', from);
    int stop = -1;
    for (int i = from; i < text.length() && stop < 0; i++) {
      if (text.charAt(i) == ';'
          || text.charAt(i) == '.'
              && (i + 1 == text.length() || Character.isWhitespace(text.charAt(i + 1)))) {
        stop = i;
      }
    }
    return code < 0 || stop >= 0 && stop < code;
  }

  /** Words of a commit, a push or a pull request: a clause without them routes none. */
  private static final GatedPattern MILESTONE_WORDS =
      GatedPattern.compile("(?i)\\b(commit\\w*|push\\w*|prs?|pull requests?|merge requests?)\\b");

  /**
   * A label that bans all it is followed by: "Never: edit `vendor/`, run `make nuke`", "🚫
   * **Don't:** …" (the later clauses of the list are banned too, not told).
   */
  private static final GatedPattern BANNING_LABEL =
      GatedPattern.compile(
          "(?i)[^\\p{L}]*(never|don'?t|do not|avoid|forbidden|prohibited|not allowed|banned"
              + "|off-limits|禁止|不要|严禁)[\\s*_]*[:：]");

  /**
   * The code spans a unit names in clauses that do not ban, each with whether it is told to the
   * agent; none for a unit under a ban or in a comment of code.
   */
  private static UnitNames named(TextUnit u, java.util.Map<String, Boolean> judged) {
    String section = u.section().isEmpty() ? null : u.section().get(u.section().size() - 1);
    if (u.kind() == TextUnit.Kind.CODE_COMMENT || judge(judged, "!", u.leadIn())) {
      return UnitNames.NONE;
    }
    if ((u.kind() == TextUnit.Kind.LIST_ITEM
            || io.contextcov.compiler.statements.StatementFinder.bannedCell(
                u.kind(), u.text(), u.section()))
        && section != null
        && judge(judged, "!", section)) {
      // "## Forbidden" then "- `git push --force`": a list of what the file bans
      return UnitNames.NONE;
    }
    if (!FrameReader.mayNameCode(u.text())) {
      // no code span, and no bare program the reader would quote: nothing named
      return UnitNames.NONE;
    }
    List<Named> out = new ArrayList<>();
    List<java.util.Map.Entry<Act, String>> through = new ArrayList<>();
    boolean milestones = MILESTONE_WORDS.matcher(u.text()).find();
    // the clauses of each sentence ("Run `dbt build --select x`. Don't run a full `dbt build`.":
    // the second sentence's ban is no clause of the first's run) — unless a later sentence bans
    // with no code of its own, which speaks of what came before ("We deploy with `fly deploy`.
    // That's not yours to run.")
    List<io.contextcov.compiler.statements.Sentence> sentences =
        io.contextcov.compiler.statements.SentenceSplitter.split(u.text());
    if (sentences.size() > 1
        && sentences.stream()
            .skip(1)
            .anyMatch(x -> x.text().indexOf('`') < 0 && negative(x.text()))) {
      sentences = List.of();
    }
    List<String> clauses;
    if (sentences.size() < 2) {
      clauses = List.copyOf(FrameReader.clauses(u.text()));
    } else {
      List<String> all = new ArrayList<>();
      for (io.contextcov.compiler.statements.Sentence sentence : sentences) {
        all.addAll(FrameReader.clauses(sentence.text()));
      }
      clauses = List.copyOf(all);
    }
    // "interactive commands (like `git add -p`) hang, so don't use them": a ban whose pronoun
    // stands for what the unit named before it; none of it is told
    // (the clauses up to the pronoun's: "… so don't run it; run `x` instead" tells `x`)
    boolean pronounBan = bansBack(u.text());
    boolean bannedBack =
        BANNING_LABEL.matcher(u.text()).lookingAt()
            // "Running `rm -rf` outside `tmp/` — not allowed": the label is what is banned
            || u.kind() == TextUnit.Kind.LIST_ITEM && FrameReader.dashVerdict(u.text());
    boolean reserved = FrameReader.peopleOnly(u.text());
    String prior = null;
    for (String clause : clauses) {
      String before = prior;
      prior = clause;
      if (clause.indexOf('`') < 0) {
        continue;
      }
      if (before != null
          && (FrameReader.EXAMPLES_OPENING.matcher(clause).lookingAt()
              // ("Never run commands that reach the cluster. That includes `kubectl …`.")
              || io.contextcov.compiler.statements.StatementFinder.INCLUDES
                  .matcher(clause)
                  .lookingAt())
          && negative(before)) {
        // "Never delete shared data — e.g. `make wipe-db`": examples of what the clause before
        // bans or asks about, not told
        continue;
      }
      if (milestones) {
        // "always use `scripts/commit.sh` to commit": the milestone that command does here
        FrameReader.milestoneMeans(clause).ifPresent(through::add);
      }
      // "❌ Use `git push --force`": a line marked with a cross bans what it names
      if (!negative(io.contextcov.compiler.statements.ModalityDetector.crossAsNever(clause))) {
        // "`make release` publishes the package": a command described is one the file knows,
        // not one it tells the agent to run (an item under a lead-in that says to run it is)
        // ("only run `make e2e` in CI": kept for the pipeline, not told to the agent)
        // ("## Always do these before you finish" then "- `make test`": the heading tells)
        boolean told =
            (judge(judged, "+", u.leadIn())
                    || u.kind() == TextUnit.Kind.LIST_ITEM
                        && u.leadIn() == null
                        && section != null
                        && judge(judged, "+", section)
                    || u.kind() == TextUnit.Kind.CODE_COMMENT
                    || !described(clause))
                && !DecisionTable.CI_ONLY.matcher(clause).find()
                // ("only run `terraform apply` in `envs/dev`": told only there)
                && !DecisionTable.ONLY_RUNS_IN.matcher(clause).find()
                // "`npm` will corrupt the lockfile": warned against, not told
                && !io.contextcov.compiler.statements.ModalityDetector.HARMS.matcher(clause).find()
                && !bannedBack
                && !pronounBan
                // "skip `make e2e` locally": left out, not told
                && !FrameReader.skipsRun(clause)
                // "`make release` (maintainers only)": kept for people, not told
                && !reserved
                // "## May I run `make deploy`?": a question tells nothing
                && !clause.strip().endsWith("?");
        // "use `pnpm` instead of `npm`": what is replaced is not something to run
        Prose kept = Prose.of(REPLACED.matcher(clause).replaceAll(" "));
        for (int k = 0; k < kept.spans().size(); k++) {
          int w = kept.spanWord(k);
          boolean ran =
              told
                  && w > 0
                  && Lexicon.get().words("run-verb").contains(kept.words().get(w - 1).text());
          out.add(new Named(kept.spans().get(k), told, ran));
        }
      }
      if (pronounBan && bansBack(clause)) {
        pronounBan = false;
      }
    }
    // (the clauses are kept for the unit's text where it is one sentence: a statement of the same
    // text is not cut again)
    return new UnitNames(out, through, sentences.size() < 2 ? clauses : null);
  }

  /**
   * A label of a few words, a colon and code, at the unit's start or after code or a sentence
   * before it: "Format: `x`", "Build: `a` Test: `b`" (bold labels on the lines of one paragraph).
   */
  private static final GatedPattern PURPOSE_LABEL =
      GatedPattern.compile(
          "(?:^[^A-Za-z`]*|(?<=`)\\s+|(?<=[.;])\\s+)([A-Za-z][A-Za-z -]{1,30}?)\\s*:\\s*`([^`]+)`");

  /** The one purpose of the {@code purpose} groundings a label of up to three words names. */
  private static String purposeOf(String label) {
    Prose p = Prose.of(label);
    int n = p.words().size();
    if (n == 0 || n > 3) {
      return null;
    }
    List<String> named =
        Lexicon.get().groundings("purpose").stream()
            .filter(g -> g.phrases().stream().anyMatch(ph -> p.phraseIn(ph, 0, n)))
            .map(Lexicon.Grounding::name)
            .toList();
    return named.size() == 1 ? named.get(0) : null;
  }

  /** Adds the command {@code text} names, if any, and returns it. */
  private Optional<CommandRef> add(String text, boolean told) {
    return add(text, told, false);
  }

  /**
   * As {@link #add(String, boolean)}; a span right after a verb of running ({@code ran}) is a
   * command of two or more words whatever its program, as the frame reader reads it.
   */
  private Optional<CommandRef> add(String text, boolean told, boolean ran) {
    Optional<CommandRef> named =
        ran ? CommandRef.ran(text, programs) : CommandRef.of(text, programs);
    named.ifPresent(
        c -> {
          if (commands.stream().noneMatch(k -> k.pattern().equals(c.pattern()))) {
            commands.add(c);
          }
          if (told && runs.stream().noneMatch(k -> k.pattern().equals(c.pattern()))) {
            runs.add(c);
          }
        });
    return named;
  }

  /**
   * A clause that describes rather than instructs: "`make release` publishes the package", "`X` —
   * builds the docs" (a statement of fact opening with the command, or with no verb of its own).
   */
  static boolean described(String clause) {
    Prose p = Prose.of(clause);
    return !p.words().isEmpty()
        && (p.words().get(0).text().startsWith("§")
                && FrameReader.descriptive(p)
                && p.words().stream().noneMatch(w -> RUN_IMPERATIVE.contains(w.text()))
            || runBySomethingElse(p))
        && !p.has("hard");
  }

  /**
   * "The pre-commit hook runs `make lint`", "CI executes `make e2e` nightly": a tool or pipeline
   * named as the subject of a run, in the third person — what it runs is not told to the agent.
   */
  private static boolean runBySomethingElse(Prose p) {
    List<Prose.Word> ws = p.words();
    for (int i = 1; i < Math.min(ws.size(), 5); i++) {
      String w = ws.get(i).text();
      if (w.startsWith("§")) {
        return false;
      }
      if (Lexicon.get().words("runs-third-person").contains(w)) {
        for (int k = 0; k < i; k++) {
          String before = ws.get(k).text();
          if (Set.of("you", "agent", "agents", "assistant", "always", "also", "then", "and")
                  .contains(before)
              || Lexicon.get().words("hard").contains(before)
              || Lexicon.get().words("soft").contains(before)) {
            return false;
          }
        }
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a lead-in tells the agent to run the items under it ("Before committing, run:", "Always
   * use these:") rather than listing them ("Commands:", "Useful commands:").
   */
  /**
   * Whether a lead-in or heading bans ({@code "!"}: {@link #negative}) or tells the agent to run
   * what follows ({@code "+"}: {@link #tells}), judged once per text of a file.
   */
  private static boolean judge(java.util.Map<String, Boolean> judged, String how, String text) {
    if (text == null) {
      return false;
    }
    return judged.computeIfAbsent(how + text, k -> how.equals("!") ? negative(text) : tells(text));
  }

  private static boolean tells(String leadIn) {
    if (leadIn == null) {
      return false;
    }
    Prose p = Prose.of(leadIn);
    List<String> words =
        p.words().stream()
            .map(Prose.Word::text)
            .filter(w -> !w.equals("always") && !w.equals("please"))
            .toList();
    return io.contextcov.compiler.statements.ModalityDetector.detect(leadIn, false).isPresent()
        || !words.isEmpty() && RUN_IMPERATIVE.contains(words.get(0))
        || p.has("before")
        || p.has("after");
  }

  /** Verbs that tell the agent to run a command, in the form an instruction takes. */
  private static final Set<String> RUN_IMPERATIVE =
      Set.of("run", "execute", "use", "invoke", "call", "type");

  /** The replaced part of a substitution: from "instead of" to the end of its phrase. */
  private static final GatedPattern REPLACED =
      GatedPattern.compile(
          "(?i)(\\b(instead of|rather than|in place of|over)\\b"
              // "I'd rather you used `uv` than `pip`"
              + "|(?<=\\b(?:rather|sooner)\\b[^,.;:]{0,40})\\bthan\\b"
              + "|而不是|而非|代替|替代|取代)[^,.;:，。；：]*");

  /** Text that bans or asks: its commands are not ones the file tells the agent to run. */
  private static boolean negative(String text) {
    if (text == null) {
      return false;
    }
    Prose p = Prose.of(FrameReader.parentheticals(text));
    return p.has("negation")
        || p.has("ask")
        || p.has("soft")
        // ("steer clear of `git stash drop`", "leave `make release` alone")
        || FrameReader.leavesAlone(p)
        // ("Denied: `terraform destroy`": the refused tier of a list of permissions)
        || io.contextcov.compiler.statements.ModalityDetector.DENIED_LABEL
            .matcher(text.strip())
            .lookingAt()
        || io.contextcov.compiler.statements.ModalityDetector.bansHeading(text);
  }

  /**
   * The file's command that a bare name stands for: "`flint`" when the file runs {@code npm run
   * flint}, "`lint`" for {@code make lint}.
   */
  public java.util.Optional<CommandRef> named(String name) {
    for (CommandRef c : commands) {
      List<String> words = c.words();
      // (not an option's value: `ferrite-core` is no name of `cargo test -p ferrite-core`)
      if (words.size() > 1
          && words.get(words.size() - 1).equals(name)
          && !words.get(words.size() - 2).startsWith("-")) {
        return java.util.Optional.of(c);
      }
    }
    return java.util.Optional.empty();
  }

  private static final GatedPattern TYPES =
      GatedPattern.compile("(?i)\\b(types?|labels?|prefix(es)?)\\b");

  private static final GatedPattern PREFIXES =
      GatedPattern.compile("(?i)\\b(prefix(es)?|types?|labels?)\\s*:?\\s*$");

  /**
   * The one program whose commands the unit holding {@code line} names ("All tests pass with `mvn
   * test`. Don't use `-q`."), if it names commands of one program only.
   */
  Optional<String> unitProgram(int line) {
    Set<String> used = unitPrograms.get(line);
    return used != null && used.size() == 1
        ? Optional.of(used.iterator().next())
        : Optional.empty();
  }

  /** Whether the unit holding {@code line} allows some changes to the place it keeps. */
  boolean partlyAllowedAt(int line) {
    return partlyAllowedLines.contains(line);
  }

  /** Whether a list item's sentence after its first starts at {@code line} and {@code column}. */
  boolean laterSentenceAt(int line, int column) {
    return laterSentences.contains(at(line, column));
  }

  private static long at(int line, int column) {
    return (long) line << 32 | column;
  }

  /** Whether the unit holding {@code line} tells the agent a push with a lease is fine. */
  boolean leaseAllowedAt(int line) {
    return leaseLines.contains(line);
  }

  /**
   * The prefixes a file lists one per item under a lead-in that introduces them ("start with one of
   * these prefixes:"), as written: {@code feat:} or a bare word such as {@code Revert}.
   */
  public List<String> listedPrefixes() {
    return listedPrefixes;
  }

  /** The commit-message types a file lists ("Labels: `fix`, `feat`, …"), or none. */
  public List<String> messageTypes() {
    return messageTypes;
  }

  /** The programs the file's shell blocks run (first words of their commands). */
  public Set<String> programs() {
    return programs;
  }

  /** A long option written with a value: {@code --mode=fast}, {@code --mode fast}. */
  private static final GatedPattern OPTION_WITH_VALUE =
      GatedPattern.compile("(?<![\\w-])(--[A-Za-z][\\w-]*)(?:=|\\s+)([\\w./:-]+)");

  /** Per long option: the values the file writes it with anywhere in code. */
  private final java.util.Map<String, java.util.Set<String>> optionValues =
      new java.util.HashMap<>();

  private void optionsIn(String code) {
    java.util.regex.Matcher m = OPTION_WITH_VALUE.matcher(code);
    while (m.find()) {
      optionValues.computeIfAbsent(m.group(1), k -> new java.util.TreeSet<>()).add(m.group(2));
    }
  }

  /** The values the file writes a long option with anywhere in code ({@code --mode=fast}). */
  public java.util.Set<String> valuesOf(String option) {
    return optionValues.getOrDefault(option, java.util.Set.of());
  }

  /** The commands the file names as ones to run, told or described, in file order. */
  public List<CommandRef> commands() {
    return commands;
  }

  /**
   * The commands of the nearest shell block above {@code line} ("run the checks above"), or none.
   */
  List<CommandRef> blockAbove(int line) {
    java.util.Map.Entry<Integer, List<CommandRef>> e = blocks.lowerEntry(line);
    return e == null ? List.of() : e.getValue();
  }

  /**
   * The commands the file tells the agent to run, in file order: those of its shell blocks and of
   * clauses that instruct, not of clauses that only describe a command ("`make release` publishes
   * the package"). A ban is checked against these (READER §6).
   */
  public List<CommandRef> runs() {
    return runs;
  }

  /** The globs of the one programming language the file names, or none. */
  private List<String> language = List.of();

  /** The languages the file names in words. */
  private final Set<String> languagesNamed = new java.util.TreeSet<>();

  /**
   * A place of the project as the file describes it: a directory or file and the words said of it
   * ("{@code pkg/github/}: the API tools").
   */
  public record Place(String path, String about) {}

  private final List<Place> layout = new ArrayList<>();

  /** The places the file's layout trees and path lists describe, in file order. */
  public List<Place> layout() {
    return List.copyOf(layout);
  }

  /**
   * One line of a drawn tree: the rails and branch before the name, the name, and a comment after
   * it ({@code "│ ├── github/ # API tools"}).
   */
  private static final GatedPattern TREE_LINE =
      GatedPattern.compile(
          "^([\\s│|]*)(├──|└──|├─|└─|\\|--|\\+--|`--)\\s*([^\\s#]+)\\s*(?:(?:#|//|<--?|←)\\s*(.*))?$");

  /** A line naming a directory without a branch, for trees drawn by indentation alone. */
  private static final GatedPattern INDENT_LINE =
      GatedPattern.compile("^(\\s*)([A-Za-z0-9_.@-][^\\s#]*/)\\s*(?:(?:#|//|<--?|←)\\s*(.*))?$");

  /** A name a tree may give a place: no brackets or ellipsis ("[config files]", "..."). */
  private static final GatedPattern PLACE_NAME =
      GatedPattern.compile("[A-Za-z0-9_@.*-][A-Za-z0-9_@.*/-]*");

  /**
   * Reads a layout tree drawn in a code block: each entry's path is its parent's (the nearest line
   * above whose name starts further left) joined with its own name. A block with no branch ({@code
   * ├──}) is read only where every named line is a directory ({@code api/}).
   */
  private void treeOf(List<String> lines) {
    boolean branches = lines.stream().anyMatch(l -> TREE_LINE.matcher(l).matches());
    List<Integer> columns = new ArrayList<>();
    List<String> paths = new ArrayList<>();
    List<Place> found = new ArrayList<>();
    for (String line : lines) {
      if (line.isBlank() || line.matches("[\\s│|]*")) {
        continue;
      }
      java.util.regex.Matcher m = TREE_LINE.matcher(line);
      int column;
      String name;
      String about;
      if (m.matches()) {
        column = m.start(3);
        name = m.group(3);
        about = m.group(4);
      } else if (!branches) {
        java.util.regex.Matcher i = INDENT_LINE.matcher(line);
        if (!i.matches()) {
          return; // not a tree: nothing from this block
        }
        column = i.start(2);
        name = i.group(2);
        about = i.group(3);
      } else {
        if (!Character.isWhitespace(line.charAt(0))) {
          // the tree's root ("." or "my-project/"): its entries are paths from the project itself
          columns.clear();
          paths.clear();
        }
        continue;
      }
      while (!columns.isEmpty() && columns.get(columns.size() - 1) >= column) {
        columns.remove(columns.size() - 1);
        paths.remove(paths.size() - 1);
      }
      String own = name.replaceFirst("^\\./", "").replaceFirst("^/", "");
      if (!PLACE_NAME.matcher(own).matches()) {
        continue;
      }
      String path = (paths.isEmpty() ? "" : paths.get(paths.size() - 1)) + own;
      if (about != null && !about.isBlank()) {
        found.add(new Place(path, about.strip()));
      }
      columns.add(column);
      paths.add(path.endsWith("/") ? path : path + "/");
    }
    layout.addAll(found);
  }

  /** "`/proto`: proto definitions", "**`pkg/github/`** — the API tools": a path and its words. */
  private static final GatedPattern PATH_ENTRY =
      GatedPattern.compile("^\\**`([^`\\s]*/[^`\\s]*)`\\**\\s*(?:[:—–-]|\\*\\*)+\\s*(\\S.*)$");

  private void entryOf(String item) {
    java.util.regex.Matcher m = PATH_ENTRY.matcher(item.strip());
    if (m.matches()) {
      String own = m.group(1).replaceFirst("^\\./", "").replaceFirst("^/", "");
      if (PLACE_NAME.matcher(own).matches()) {
        layout.add(new Place(own, m.group(2)));
      }
    }
  }

  /**
   * The globs of the one programming language the file's headings and text name (Markdown, SQL,
   * protobuf and the languages of markup and configuration — CSS, HTML, YAML, shell, Terraform —
   * aside, which projects of any language write), or none when it names several or none.
   */
  public List<String> language() {
    return language;
  }

  /**
   * The names (rows of groundings.tsv {@code language}) of every programming language the file's
   * headings and text name in words, one or several ("Java 21, Gradle (Kotlin DSL)").
   */
  public Set<String> languagesNamed() {
    return languagesNamed;
  }

  /** A name of a language a file may be written in, with its first word. */
  private record LanguageName(Lexicon.Grounding grounding, String phrase, String first) {}

  /**
   * The names that make a file's language: not extensions, and not the languages of markup, data
   * and configuration beside the code.
   */
  private static final List<LanguageName> LANGUAGE_NAMES =
      Lexicon.get().groundings("language").stream()
          .filter(
              g ->
                  !Set.of("markdown", "sql", "proto", "css", "html", "yaml", "shell", "terraform")
                      .contains(g.name()))
          .flatMap(
              g ->
                  g.phrases().stream()
                      .filter(ph -> !ph.startsWith(".") && ph.length() > 1)
                      .map(ph -> new LanguageName(g, ph, ph.split(" ")[0])))
          .toList();

  private static List<String> languageOf(InstructionDocument doc, Set<String> inWords) {
    java.util.Map<String, List<String>> named = new java.util.LinkedHashMap<>();
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (TextUnit u : doc.units()) {
      List<String> texts = new ArrayList<>(u.section());
      texts.add(u.text());
      for (String t : texts) {
        if (!seen.add(t)) {
          continue;
        }
        Prose p = Prose.of(t);
        Set<String> words = new java.util.HashSet<>();
        p.words().forEach(w -> words.add(w.text()));
        for (LanguageName n : LANGUAGE_NAMES) {
          if (words.contains(n.first()) && p.namesLanguage(n.phrase())) {
            named.put(n.grounding().name(), n.grounding().values());
          }
        }
      }
    }
    inWords.addAll(named.keySet());
    if (named.isEmpty()) {
      // a file that names no language in its words: the one language of the source files it
      // names (`src/queue.ts`), where every such file is of that language
      for (TextUnit u : doc.units()) {
        for (String literal : u.literals()) {
          java.util.regex.Matcher m = SOURCE_FILE.matcher(literal.strip());
          if (!m.matches()) {
            continue;
          }
          languageOfExtension(m.group(1), named);
        }
      }
    }
    if (named.isEmpty()) {
      // a rule file for some files only (`applyTo: "**/*.cs"`, a Cursor rule's `globs`): the one
      // language of the files its globs name
      for (String glob : frontMatterGlobs(doc)) {
        java.util.regex.Matcher m = GLOB_EXTENSION.matcher(glob.strip());
        if (!m.find()) {
          continue;
        }
        languageOfExtension(m.group(1), named);
      }
    }
    if (named.isEmpty()) {
      // a file that names no language and no source file: the one language whose toolchain its
      // commands in code run (`cargo test`, `bundle exec rspec`)
      for (TextUnit u : doc.units()) {
        for (String literal : u.literals()) {
          for (String line : literal.split("\n")) {
            toolchainOf(line, named);
          }
        }
      }
    }
    if (named.size() > 1) {
      // "a Vue storefront written in TypeScript": the script of a component format's files is in
      // the language named beside it
      named.keySet().removeAll(COMPONENT_FORMATS);
    }
    return named.size() == 1 ? named.values().iterator().next() : List.of();
  }

  /** Languages of components whose script is written in another: Vue and Svelte files. */
  private static final Set<String> COMPONENT_FORMATS = Set.of("vue", "svelte");

  /** Adds to {@code named} the language whose toolchain runs the command {@code line}, if any. */
  private static void toolchainOf(String line, java.util.Map<String, List<String>> named) {
    String[] words = line.strip().split("\\s+", 2);
    String program = words[0].toLowerCase(java.util.Locale.ROOT);
    for (Lexicon.Grounding t : Lexicon.get().groundings("toolchain")) {
      if (!t.phrases().contains(program)
          && !t.phrases().contains(program.replaceFirst("^\\./", ""))) {
        continue;
      }
      for (LanguageName n : LANGUAGE_NAMES) {
        if (t.values().contains(n.grounding().name())) {
          named.put(n.grounding().name(), n.grounding().values());
        }
      }
    }
  }

  /** Adds to {@code named} the language whose files end in {@code extension} (`ts`), if any. */
  private static void languageOfExtension(
      String extension, java.util.Map<String, List<String>> named) {
    String glob = "**/*." + extension.toLowerCase(java.util.Locale.ROOT);
    for (LanguageName n : LANGUAGE_NAMES) {
      if (n.grounding().values().contains(glob)) {
        named.put(n.grounding().name(), n.grounding().values());
      }
    }
  }

  /** The extension a glob's files end in: `src/**\/*.ts` gives `ts`. */
  private static final GatedPattern GLOB_EXTENSION = GatedPattern.compile("\\*\\.(\\w{1,6})$");

  /** The globs a file's front matter gives its rules ({@code applyTo}, a Cursor rule's globs). */
  private static List<String> frontMatterGlobs(InstructionDocument doc) {
    Object value = doc.frontMatter().get("applyTo");
    if (value == null) {
      value = doc.frontMatter().get("globs");
    }
    List<String> out = new ArrayList<>();
    if (value instanceof String text) {
      out.addAll(List.of(text.split(",")));
    } else if (value instanceof List<?> list) {
      list.forEach(g -> out.add(String.valueOf(g)));
    }
    return out;
  }

  /** A path to one file with an extension, no glob and no command. */
  private static final GatedPattern SOURCE_FILE =
      GatedPattern.compile("(?:[\\w.-]+/)*[\\w.-]*[\\w-]\\.(\\w{1,6})");

  /** The command each milestone goes through, where the file names one. */
  private final java.util.Map<Act, String> through = new java.util.EnumMap<>(Act.class);

  /**
   * The command the file says a commit or push goes through ("use `scripts/commit.sh` to commit"):
   * a run of it is that milestone, so what is owed before the milestone is owed before it too.
   */
  public java.util.Optional<String> through(Act milestone) {
    return java.util.Optional.ofNullable(through.get(milestone));
  }

  /** Commands a passage gives as the means of its one purpose, by purpose. */
  private final java.util.Map<String, List<CommandRef>> means = new java.util.HashMap<>();

  /** The commands a label gives as a purpose's means ("Format: `x`"), by purpose. */
  private final java.util.Map<String, Set<String>> labelled = new java.util.HashMap<>();

  /**
   * "Always compile the code after making changes. Use `cargo check` … or `cargo build` …": where a
   * passage names exactly one purpose, the commands it runs are ways to meet that purpose, whatever
   * their words.
   */
  private void meansOf(String text, List<CommandRef> unitCommands) {
    if (unitCommands.isEmpty()) {
      return;
    }
    java.util.regex.Matcher label = PURPOSE_LABEL.matcher(text);
    boolean anyLabel = false;
    while (label.find()) {
      // "Build: `cabal build all` Test: `cabal test all` Format: `fourmolu -i src test`": each
      // label says what the code after it is for
      String purpose = purposeOf(label.group(1));
      String span = label.group(2).strip();
      if (purpose == null) {
        continue;
      }
      for (CommandRef c : unitCommands) {
        if (c.pattern().equals(span)) {
          means.computeIfAbsent(purpose, k -> new ArrayList<>()).add(c);
          labelled.computeIfAbsent(purpose, k -> new LinkedHashSet<>()).add(c.pattern());
          anyLabel = true;
        }
      }
    }
    if (anyLabel) {
      return;
    }
    Prose p = Prose.of(text);
    List<String> named = new ArrayList<>();
    for (Lexicon.Grounding g : Lexicon.get().groundings("purpose")) {
      if (g.phrases().stream().anyMatch(ph -> p.phraseIn(ph, 0, p.words().size()))) {
        named.add(g.name());
      }
    }
    if (named.size() == 1) {
      // where the sentence that first names the purpose starts: a command before it is not
      // what the purpose is met by
      Lexicon.Grounding purpose =
          Lexicon.get().groundings("purpose").stream()
              .filter(g -> g.name().equals(named.get(0)))
              .findFirst()
              .orElseThrow();
      int from = 0;
      for (io.contextcov.compiler.statements.Sentence s :
          io.contextcov.compiler.statements.SentenceSplitter.split(text)) {
        Prose sp = Prose.of(s.text());
        if (purpose.phrases().stream().anyMatch(ph -> sp.phraseIn(ph, 0, sp.words().size()))) {
          from = s.offset();
          break;
        }
      }
      for (CommandRef c : unitCommands) {
        int at = text.indexOf("`" + c.pattern());
        if (at >= 0 && at < from) {
          // "`make db-reset` is fine to run locally. … never run migrations against it": a
          // purpose named only after the command's sentence is not what the command is for
          continue;
        }
        // "run `just fmt` …; additionally, run the tests": a command whose words name another
        // purpose keeps it ("check" alone names none: `cargo check` builds; nor does the program
        // of `make proto`)
        String[] words = c.pattern().split("\\s+", 2);
        CommandRef args = words.length > 1 ? new CommandRef(words[1], words[1], c.program()) : c;
        boolean other =
            Lexicon.get().groundings("purpose").stream()
                .filter(g -> !g.name().equals(named.get(0)))
                .anyMatch(
                    g ->
                        holdsWord(
                            args, g.values().stream().filter(v -> !v.equals("check")).toList()));
        if (!other) {
          means.computeIfAbsent(named.get(0), k -> new ArrayList<>()).add(c);
        }
      }
    }
  }

  /**
   * The file's commands for a purpose ({@code test}, {@code lint}, {@code format}, {@code
   * typecheck}, {@code build}): those with a word of that purpose in them, and those a passage
   * about that purpose alone gives as its means.
   */
  public List<CommandRef> forPurpose(String purpose) {
    List<String> marks = purposeWords(purpose);
    List<CommandRef> out = new ArrayList<>();
    for (CommandRef c : means.getOrDefault(purpose, List.of())) {
      if (out.stream().noneMatch(k -> k.pattern().equals(c.pattern()))) {
        out.add(c);
      }
    }
    for (CommandRef c : commands) {
      if (labelled.entrySet().stream()
          .anyMatch(e -> !e.getKey().equals(purpose) && e.getValue().contains(c.pattern()))) {
        // "Format: `fourmolu -i src test`": labelled for another purpose, whatever its words
        continue;
      }
      for (String w : c.pattern().toLowerCase(Locale.ROOT).split("[\\s/:._=-]+")) {
        if (marks.contains(w)) {
          if (out.stream().noneMatch(k -> k.pattern().equals(c.pattern()))) {
            out.add(c);
          }
          break;
        }
      }
    }
    return out;
  }

  private static boolean holdsWord(CommandRef c, List<String> words) {
    for (String w : c.pattern().toLowerCase(Locale.ROOT).split("[\\s/:._=-]+")) {
      if (words.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a command serves a routine check (the {@code routine-purpose} class: tests, lint,
   * format, type checks, builds): a word of the purpose in it ({@code black}, {@code make lint},
   * {@code npm run test:unit}); {@code make} runs any target, so the target says what it is for. A
   * task runner's or script's target of all the checks at once ({@code make ci}, {@code just
   * verify}, {@code npm run check}, {@code ./scripts/ci-local.sh}) is one too — not {@code npm ci},
   * which installs.
   */
  static boolean routine(CommandRef c) {
    List<String> all = c.words();
    if (all.size() >= 2
            // (a build tool's phase or task that runs the checks: `./mvnw verify`, `gradle check`)
            && Set.of("make", "just", "task", "rake", "mvn", "mvnw", "gradle", "gradlew")
                .contains(all.get(0).replaceFirst("^.*/", ""))
            && Lexicon.get().words("check-target").contains(all.get(1))
        || all.size() >= 3
            && Set.of("npm", "pnpm", "yarn", "bun").contains(all.get(0))
            && all.get(1).equals("run")
            && Lexicon.get().words("check-target").contains(all.get(2))) {
      return true;
    }
    List<String> words =
        new ArrayList<>(c.words().stream().filter(x -> !x.equals("make")).toList());
    // ("`./scripts/check.sh`", "`bin/run-tests`": a script's name says what it runs)
    if (!words.isEmpty() && words.get(0).contains("/")) {
      String stem = words.get(0).replaceFirst(".*/", "").replaceFirst("\\.[A-Za-z]+$", "");
      words.addAll(List.of(stem.split("[-_.]")));
      if (java.util.Arrays.stream(stem.split("[-_.]"))
          .anyMatch(Lexicon.get().words("check-target")::contains)) {
        return true;
      }
    }
    for (String purpose : Lexicon.get().words("routine-purpose")) {
      for (String w : purposeWords(purpose)) {
        if (words.stream().anyMatch(x -> x.equalsIgnoreCase(w) || x.endsWith(":" + w))) {
          return true;
        }
      }
    }
    return false;
  }

  static List<String> purposeWords(String purpose) {
    return Lexicon.get().groundings("purpose").stream()
        .filter(g -> g.name().equals(purpose))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no purpose " + purpose))
        .values();
  }
}
