package io.contextcov.compiler.reader;

import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.rules.Draft;
import io.contextcov.compiler.statements.GatedPattern;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The reader over one file: grounds the file once ({@link FileFacts}), reads each statement's
 * frames, decides their constraints, and checks them against the file itself.
 */
public final class Reader {
  /**
   * The drafts of each statement, what the self-check reported, and the statements whose rules
   * another statement's stronger ones took in ({@code partOf}: the statement is read with that
   * one).
   */
  public record Reading(
      Map<Statement, List<Draft>> drafts,
      List<Diagnostic> diagnostics,
      Map<Statement, Statement> partOf) {}

  private Reader() {}

  /**
   * The steps of a numbered list, in order ("1. … 2. …" under one heading, at one indentation): the
   * checks its steps run (commands of a routine purpose — tests, lint, format, type checks, builds)
   * and, at a later step that commits, pushes or opens a pull request and names no command of its
   * own, the frames "run X before that act" for each check above it. A step that bans or asks adds
   * nothing; a list numbered again from 1, or another heading, starts anew.
   */
  private static final class Procedure {
    private static final GatedPattern NUMBERED = GatedPattern.compile("^(\\s*)(\\d{1,2})[.)]\\s");

    /** "run X to create the snapshots": a run for what it makes, not a check. */
    private static final GatedPattern MAKES =
        GatedPattern.compile(
            "(?i)\\bto\\s+(?!(verify|ensure|make sure|check|confirm|validate|catch)\\b)[a-z]+");

    private final String[] lines;
    private final List<CommandRef> checks = new ArrayList<>();

    /** The checks whose steps were said softly ("you should: … 2. Run `x`"). */
    private final java.util.Set<String> softChecks = new java.util.HashSet<>();

    private List<String> section = List.of();
    private String indent = null;
    private int number = 0;

    /** The line (from 0) of the last step read. */
    private int last = -1;

    Procedure(String text) {
      this.lines = text.split("\n", -1);
    }

    List<Frame> step(Statement s, List<Frame> frames, FileFacts facts) {
      if (s.line() < 1 || s.line() > lines.length) {
        return List.of();
      }
      String line = lines[s.line() - 1];
      java.util.regex.Matcher m = NUMBERED.matcher(line);
      boolean first = m.find() && s.column() - 1 <= line.length() && s.column() > m.end();
      if (s.unit() != io.contextcov.compiler.markdown.TextUnit.Kind.LIST_ITEM
          || !first
          || conditional(s.leadIn())
          || !s.section().isEmpty() && conditional(s.section().get(s.section().size() - 1))) {
        // "If you change the schema: 1. … 2. …": steps of a case the reader cannot see
        return List.of();
      }
      int n = Integer.parseInt(m.group(2));
      // (a second sentence of the step just read, "2. Run `make ci`. Don't go on until it's
      // green.", continues it)
      boolean sameStep = n == number && s.line() - 1 == last;
      if (!s.section().equals(section) || !m.group(1).equals(indent) || n <= number && !sameStep) {
        checks.clear();
        softChecks.clear();
        section = s.section();
        indent = m.group(1);
        // the steps above this first one read, back to the list's "1."
        last = n > 1 ? firstStep(s.line() - 1) - 1 : s.line() - 1;
      }
      blockSteps(s.line() - 1, facts);
      number = n;
      last = s.line() - 1;
      List<Frame> out = new ArrayList<>();
      for (Frame f : frames) {
        boolean soft = f.strength() == Frame.Strength.SOFT;
        if (f.negative()
            || f.ask() != Frame.Ask.NONE
            || f.strength() != Frame.Strength.HARD && !soft) {
          continue;
        }
        String act =
            f.has(Act.COMMIT)
                ? "committing"
                : f.has(Act.PUSH) ? "pushing" : f.has(Act.PR) ? "opening a pull request" : null;
        // ("6. Push and open a draft PR with `gh pr create --draft`": a milestone's own command is
        // no other)
        if (act != null
            && f.commands().stream().allMatch(Procedure::milestoneCommand)
            && f.since().isEmpty()) {
          for (CommandRef c : checks) {
            // ("As an agent you should:" over the steps: the order is owed as softly)
            out.add(
                FrameReader.clause(
                    (soft || softChecks.contains(c.pattern()) ? "You should run `" : "Run `")
                        + c.pattern()
                        + "` before "
                        + act,
                    facts,
                    null));
          }
        }
        if (f.has(Act.RUN)
            && f.since().isEmpty()
            && f.later().isEmpty()
            && !MAKES.matcher(f.text()).find()) {
          for (CommandRef c : f.commands()) {
            if (FileFacts.routine(c)
                && checks.stream().noneMatch(x -> x.pattern().equals(c.pattern()))) {
              checks.add(c);
              if (soft) {
                softChecks.add(c.pattern());
              }
            }
          }
        }
      }
      return out;
    }

    /**
     * The steps between the last one read and line {@code upTo} that say to run and show what in a
     * fenced block under them ("3. Run the checks:" over a block of `npm run typecheck` and `npm
     * test`): the block's routine commands are checks, as a step naming them in code would be.
     */
    private void blockSteps(int upTo, FileFacts facts) {
      boolean runs = false;
      boolean fence = false;
      for (int i = last + 1; i < upTo && i < lines.length; i++) {
        String line = lines[i];
        java.util.regex.Matcher step = NUMBERED.matcher(line);
        String body = line.strip();
        if (body.startsWith("```") || body.startsWith("~~~")) {
          fence = !fence;
        } else if (fence && runs) {
          CommandRef.of(body.startsWith("$ ") ? body.substring(2) : body, facts.programs())
              .filter(FileFacts::routine)
              .filter(c -> checks.stream().noneMatch(x -> x.pattern().equals(c.pattern())))
              .ifPresent(checks::add);
        } else if (!fence && step.find() && step.group(1).equals(indent)) {
          runs = RUN_STEP.matcher(line.substring(step.end())).lookingAt();
        }
      }
    }

    /**
     * The line of the "1." of the list whose later step is at line {@code at}, at the same
     * indentation and under no heading in between; {@code at} itself where there is none.
     */
    private int firstStep(int at) {
      for (int i = at - 1; i >= 0 && i >= at - 80; i--) {
        if (lines[i].startsWith("#")) {
          break;
        }
        java.util.regex.Matcher step = NUMBERED.matcher(lines[i]);
        if (step.find() && step.group(1).equals(indent) && step.group(2).equals("1")) {
          return i;
        }
      }
      return at;
    }

    /** A step that opens by saying to run what follows: "Run the checks:", "Execute these". */
    private static final GatedPattern RUN_STEP =
        GatedPattern.compile("(?i)\\W*(run|execute)\\b[^`.;]*:?\\s*$");

    /** Whether a command is a milestone's own: `git commit …`, `git push …`, `gh pr create …`. */
    private static boolean milestoneCommand(CommandRef c) {
      return java.util.Set.of("git commit", "git push", "gh pr create").stream()
          .anyMatch(own -> c.pattern().equals(own) || c.pattern().startsWith(own + " "));
    }

    private static boolean conditional(String text) {
      return text != null && Prose.of(text).has("condition") && !ANY_WORK.matcher(text).matches();
    }

    /**
     * A lead-in whose case is the work itself: "When making changes:", "While you work on this
     * repo:" — every step list is under it, so it narrows nothing.
     */
    private static final GatedPattern ANY_WORK =
        GatedPattern.compile(
            "(?i)\\W*(?:when|while|whenever)\\s+(?:you\\s+(?:are\\s+)?)?(?:make|making|do|doing|work"
                + "|working|implement|implementing|change|changing|edit|editing)\\b(?:\\s+(?:any|a|the"
                + "|your|code|on|in|this|changes?|edits?|codebase|repo|repository|project|features?"
                + "|tasks?)){0,4}\\s*:?\\s*");
  }

  /** One statement's frames, and the drafts the decision table makes of each, self-checked. */
  private record Read(List<Frame> frames, List<List<Checked>> drafts, String failure) {}

  /**
   * A draft with what the self-check found: the file's command it would block, or why its condition
   * does not load ({@code null} when it does), or the command a narrowed ban spares ({@code null}
   * when it was not narrowed).
   */
  /**
   * "Use `scripts/commit.sh` to commit": a run of that command is the commit, so each sequence owed
   * before committing (or pushing) with no condition of its own is owed before the run too.
   */
  private static void throughTwins(List<Draft> drafts, FileFacts facts) {
    List<Draft> twins = new ArrayList<>();
    for (Draft d : drafts) {
      io.contextcov.bundle.Constraint c = d.constraint();
      if (c.kind() != io.contextcov.bundle.Kind.SEQUENCE || c.when().isPresent()) {
        continue;
      }
      for (Act a : List.of(Act.COMMIT, Act.PUSH)) {
        String action = a == Act.COMMIT ? "git.commit" : "git.push";
        Optional<String> via = facts.through(a);
        if (via.isEmpty() || !c.on().patterns().equals(List.of(action))) {
          continue;
        }
        io.contextcov.bundle.Constraint twin =
            c.withOn(io.contextcov.bundle.ActionPattern.of("shell.exec"))
                .withExamples(io.contextcov.bundle.Examples.NONE)
                .withWhen(
                    io.contextcov.condition.ConditionParser.parse(
                            "invokes(args.command, "
                                + io.contextcov.condition.ConditionPrinter.quoted(via.get())
                                + ") && !(args.command matches "
                                + io.contextcov.condition.ConditionPrinter.quoted(HELP)
                                + ")")
                        .orThrow());
        twins.add(new Draft(d.family(), d.key() + ":through", twin));
      }
    }
    drafts.addAll(twins);
  }

  /** A line that only asks a command for its help or version: it commits nothing. */
  private static final String HELP = "(?s).*\\s(help|--help|-h|usage|--version)(\\s.*)?";

  private record Checked(
      Draft draft, Optional<CommandRef> blocked, String unloadable, CommandRef spared) {
    static Checked of(Draft d, FileFacts facts) {
      try {
        Optional<CommandRef> blocked = SelfCheck.blocks(d, facts);
        if (blocked.isPresent()) {
          Optional<Draft> narrowed = SelfCheck.spare(d, blocked.get(), facts);
          if (narrowed.isPresent()) {
            return new Checked(narrowed.get(), Optional.empty(), null, blocked.get());
          }
        }
        return new Checked(d, blocked, null, null);
      } catch (IllegalArgumentException e) {
        return new Checked(d, Optional.empty(), e.getMessage(), null);
      }
    }
  }

  /** Whether a draft blocks none of the file's commands and its conditions load. */
  private static boolean passes(Draft d, FileFacts facts) {
    try {
      return SelfCheck.blocks(d, facts).isEmpty();
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** A statement a reader failed on (CC415): reported, and left unenforced. */
  public static Diagnostic unread(InstructionDocument doc, Statement s, String failure) {
    return Diagnostic.of(
        Code.UNREAD_STATEMENT,
        Span.at(doc.file().display(), s.line(), s.column()),
        "the reader failed on this statement (" + failure + "); it is not enforced",
        "write the rule as a ```contextcov block, and report the statement");
  }

  public static Reading read(InstructionDocument doc, List<Statement> statements) {
    return read(doc, statements, FrameReader::read);
  }

  /**
   * As {@link #read(InstructionDocument, List)}, with the frame reader given: a statement it fails
   * on is reported (CC415) and left unenforced, and the rest of the file still compiles.
   */
  static Reading read(
      InstructionDocument doc,
      List<Statement> statements,
      java.util.function.BiFunction<Statement, FileFacts, List<Frame>> frameReader) {
    FileFacts facts = FileFacts.of(doc);
    Map<Statement, List<Draft>> out = new LinkedHashMap<>();
    List<Diagnostic> diagnostics = new ArrayList<>();
    List<String> permitted = new ArrayList<>();
    List<String> permissionTexts = new ArrayList<>();
    Map<Statement, Frame> others = new LinkedHashMap<>();
    Statement above = null;
    Procedure procedure = new Procedure(doc.text());
    // each statement's frames and their drafts depend on the statement and the file's facts alone:
    // read in parallel, assembled below in statement order
    List<Read> reads =
        statements.parallelStream()
            .map(
                s -> {
                  try {
                    List<Frame> frames = frameReader.apply(s, facts);
                    return new Read(
                        frames,
                        frames.stream()
                            .map(
                                f ->
                                    DecisionTable.decide(f, s, facts).stream()
                                        .map(d -> Checked.of(d, facts))
                                        .toList())
                            .toList(),
                        null);
                  } catch (RuntimeException e) {
                    // a bug on one statement costs that statement, not the file's other rules
                    return new Read(List.of(), List.of(), e.toString());
                  }
                })
            .toList();
    for (int i = 0; i < statements.size(); i++) {
      Statement s = statements.get(i);
      List<Draft> drafts = new ArrayList<>();
      if (reads.get(i).failure() != null) {
        diagnostics.add(unread(doc, s, reads.get(i).failure()));
        out.put(s, drafts);
        above = s;
        continue;
      }
      List<Frame> frames = reads.get(i).frames();
      for (Frame f : procedure.step(s, frames, facts)) {
        // "3. Run `make test`." … "4. Commit.": a numbered step's check comes before the later
        // step's commit, push or pull request
        for (Draft d : DecisionTable.decide(f, s, facts)) {
          if (drafts.stream().noneMatch(x -> x.key().equals(d.key())) && passes(d, facts)) {
            drafts.add(d);
          }
        }
      }
      for (int k = 0; k < frames.size(); k++) {
        Frame f = frames.get(k);
        if (DecisionTable.othersAsk(f)) {
          others.putIfAbsent(s, f);
        }
        for (Checked checked : reads.get(i).drafts().get(k)) {
          Draft d = checked.draft();
          Optional<CommandRef> blocked = checked.blocked();
          if (checked.unloadable() != null) {
            // a condition the runtime cannot load: the rule is dropped and said so, the rest of
            // the file still compiles
            diagnostics.add(
                Diagnostic.of(
                    Code.DROPPED_RULE,
                    Span.at(doc.file().display(), s.line(), s.column()),
                    "dropped a rule the reader drew: " + checked.unloadable(),
                    "write the rule as a ```contextcov block"));
            continue;
          }
          if (blocked.isPresent()) {
            diagnostics.add(
                Diagnostic.of(
                    Code.SELF_CONFLICT,
                    Span.at(doc.file().display(), s.line(), s.column()),
                    "not enforced: it would block `"
                        + blocked.get().pattern()
                        + "`, which this file tells the agent to run",
                    "narrow the rule, or write it as a ```contextcov block"));
            continue;
          }
          if (checked.spared() != null) {
            diagnostics.add(
                Diagnostic.info(
                    Code.SELF_CONFLICT,
                    Span.at(doc.file().display(), s.line(), s.column()),
                    "enforced only on lines without the flags of `"
                        + checked.spared().pattern()
                        + "`, which this file tells the agent to run",
                    null));
          }
          if (drafts.stream()
              .noneMatch(
                  x ->
                      x.key().equals(d.key()) && x.family().equals(d.family())
                          // ("never amend a pushed commit, and never rewrite history": two
                          // readings that ask about the same calls the same way are one rule)
                          || x.decidesLike(d))) {
            drafts.add(d);
            if (d.family().equals(DecisionTable.PERMIT) && !permitted.contains(d.key())) {
              permitted.add(d.key());
              permissionTexts.add(s.text() + " " + (s.leadIn() == null ? "" : s.leadIn()));
            }
          }
        }
      }
      if (above != null) {
        // "run these in this exact order before finishing:": each step after the one above it
        drafts.addAll(DecisionTable.orderedSteps(above, out.get(above), s, drafts));
      }
      throughTwins(drafts, facts);
      out.put(s, drafts);
      above = s;
    }
    // "all other commands need confirmation": once every permission of the file is known
    others.forEach(
        (s, f) ->
            DecisionTable.allowlist(f, s, permitted, permissionTexts)
                .ifPresent(d -> out.get(s).add(d)));
    Map<Statement, Statement> partOf = withoutImpliedOrders(out);
    escapeHatches(statements, out);
    return new Reading(out, diagnostics, partOf);
  }

  /**
   * A request to ask that names nothing of its own: "Ask first.", "If you really must, ask first.",
   * "Bug fixes only, and ask first.", "ask before changing anything there" — not one with a label
   * of its own ("New dependencies: ask first.").
   */
  private static final GatedPattern ESCAPE_HATCH =
      GatedPattern.compile(
          "(?i)^\\W*(?:(?:but|and|so|otherwise|or)\\s+)?(?:if\\s+[^,.;:`]{1,50},\\s*)?"
              + "(?:[^,.;:`]{1,40},\\s*(?:and|but)\\s+)?(?:please\\s+)?(?:always\\s+)?(?:"
              + io.contextcov.compiler.statements.ModalityDetector.ASKING
              + "|ask\\s+(?:someone\\s+)?(?:first|beforehand)"
              // "If a task needs it, stop and ask.": a bare request after the ban's way through
              + "|(?:stop\\s+and\\s+)?ask(?:\\s+(?:the user|me|us|a human|a maintainer|the team))?)"
              // ("ask before doing so", "… before changing anything there": no object of its own)
              + "(?:\\s+(?:you\\s+)?(?:do(?:ing)?\\s+(?:so|it|that|this)"
              + "|(?:changing|touching|editing|modifying)\\s+(?:it|them|anything(?:\\s+there)?)))?"
              + "\\s*[.!]?\\s*$");

  /**
   * A ban followed by a request to ask that names nothing of its own — in its next sentence or
   * clause, after a full stop or semicolon ("The `legacy/` package is frozen; ask before changing
   * anything there."), or in the next statement on the same line ("Don't edit `legacy/`. If you
   * really must, ask first."; a statement on another line may be another list item, whose label the
   * statement no longer shows): the ban has a way through a person, so its refusals become
   * questions.
   */
  private static void escapeHatches(List<Statement> statements, Map<Statement, List<Draft>> out) {
    for (int i = 0; i < statements.size(); i++) {
      Statement s = statements.get(i);
      if (!s.modality().negative()) {
        continue;
      }
      java.util.regex.Matcher cut = LAST_CLAUSE.matcher(s.text());
      boolean own = cut.find() && ESCAPE_HATCH.matcher(cut.group(1)).find();
      Statement next = i + 1 < statements.size() ? statements.get(i + 1) : null;
      boolean following =
          next != null
              && next.file().equals(s.file())
              && next.section().equals(s.section())
              && next.line() == s.line()
              && next.literals().isEmpty()
              && ESCAPE_HATCH.matcher(next.text()).find();
      if (own || following) {
        out.computeIfPresent(
            s, (k, drafts) -> new ArrayList<>(drafts.stream().map(DecisionTable::asked).toList()));
      }
    }
  }

  /**
   * The last clause of a text after a full stop, a semicolon or a spaced dash (group 1): "`make
   * wipe` is not allowed — ask."
   */
  private static final GatedPattern LAST_CLAUSE =
      GatedPattern.compile("(?:[.;]\\s+|\\s[—–-]\\s+)([^.;—–]+[.!]?\\s*)$");

  /**
   * "Run X and Y. Both must be green." under "### Before you commit": the run owed before the act
   * and the same run owed passing are one duty; on a line that owes the stronger sequence (its
   * earlier-call condition the weaker one's and a passing exit code), the weaker is dropped, as is
   * a question the same line's ban already answers.
   */
  private static Map<Statement, Statement> withoutImpliedOrders(Map<Statement, List<Draft>> out) {
    Map<Integer, List<Map.Entry<Statement, Constraint>>> byLine = new java.util.HashMap<>();
    out.forEach(
        (s, drafts) ->
            drafts.forEach(
                d ->
                    byLine
                        .computeIfAbsent(s.line(), x -> new ArrayList<>())
                        .add(Map.entry(s, d.constraint()))));
    Map<Statement, Statement> partOf = new java.util.LinkedHashMap<>();
    out.forEach(
        (s, drafts) -> {
          boolean had = !drafts.isEmpty();
          Statement by = null;
          for (java.util.Iterator<Draft> it = drafts.iterator(); it.hasNext(); ) {
            Draft d = it.next();
            if (d.constraint().effect() instanceof Effect.Confirm
                && !d.family().equals(DecisionTable.BAN)) {
              // (a question asked in words, "only amend if the user says so", is the ban's way
              // through a person, and stays: only a warning read as a question is taken in)
              continue;
            }
            for (Map.Entry<Statement, Constraint> strong : byLine.get(s.line())) {
              if (implies(strong.getValue(), d.constraint())) {
                it.remove();
                by = strong.getKey();
                break;
              }
            }
          }
          if (had && drafts.isEmpty() && by != null && by != s) {
            // ("`x` wipes the database. Do not run it.": the warning is read with the ban)
            partOf.put(s, by);
          }
        });
    return partOf;
  }

  /**
   * Whether {@code strong} is {@code weak} with the earlier call also owed to have passed, or
   * denies the very calls {@code weak} asks about ("`x` wipes the database. Do not run it.": the
   * warning and the ban on one line are one rule, the ban).
   */
  private static boolean implies(Constraint strong, Constraint weak) {
    if (strong.effect() instanceof Effect.Deny
        && weak.effect() instanceof Effect.Confirm
        && strong.on().equals(weak.on())
        && strong.when().equals(weak.when())
        && strong.scope().equals(weak.scope())) {
      return true;
    }
    if (!(strong.effect() instanceof Effect.Sequence a)
        || !(weak.effect() instanceof Effect.Sequence b)
        || !strong.on().equals(weak.on())
        || !strong.when().equals(weak.when())
        || !a.after().equals(b.after())
        || !a.since().equals(b.since())
        || !a.sinceWhen().equals(b.sinceWhen())
        || b.afterWhen().isEmpty()
        || !(a.afterWhen().orElse(null) instanceof io.contextcov.condition.Expr.And and)) {
      return false;
    }
    return and.left().equals(b.afterWhen().get())
        && io.contextcov.condition.ConditionPrinter.print(and.right()).contains("exit_code");
  }
}
