package io.contextcov.compiler.reader;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.ExampleCall;
import io.contextcov.bundle.Examples;
import io.contextcov.bundle.Verdict;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.rules.Draft;
import io.contextcov.compiler.statements.GatedPattern;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.ConditionPrinter;
import io.contextcov.condition.Expr;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.ToolCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A file's bundle must not block the commands the same file tells the agent to run (READER §6): a
 * ban or substitution that would is reported instead of emitted. Asking rules the file wrote
 * explicitly ("ask before running the full suite") stay: the file wants a human there.
 */
final class SelfCheck {
  private SelfCheck() {}

  /** The first of the file's commands the draft would block, if any. */
  static Optional<CommandRef> blocks(Draft d, FileFacts facts) {
    if (!d.family().equals(DecisionTable.BAN) && !d.family().equals(DecisionTable.SUBSTITUTE)) {
      return Optional.empty();
    }
    if (!d.constraint().on().matches("shell.exec")
        && !(d.family().equals(DecisionTable.SUBSTITUTE)
            && (d.constraint().on().matches("git.commit")
                || d.constraint().on().matches("git.push")))) {
      // a commit or push replaced by a script is checked too: the shell lines of the file that
      // commit or push are such calls
      return Optional.empty();
    }
    Engine engine = engine(d.constraint());
    for (CommandRef c : facts.runs()) {
      Verdict v =
          engine.decide(new ToolCall("shell.exec", Map.of("command", c.pattern()))).verdict();
      if (v != Verdict.ALLOW) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }

  /** A flag with no value of its own: {@code --precise}, {@code -s}. */
  private static final GatedPattern FLAG = GatedPattern.compile("-{1,2}[A-Za-z0-9][A-Za-z0-9_-]*");

  /**
   * The ban narrowed to spare the file's own command, when that command is the banned program with
   * flags alone (each perhaps with one value): "never update all dependencies … always use `cargo
   * update --precise`" bans {@code cargo update} on the lines that do not carry {@code --precise};
   * "run `dbt build --select state:modified+` … don't run a full `dbt build`" asks about the lines
   * without {@code --select}. None when the command has anything but flags and their values after
   * its program, when the ban does not block the bare program, or when the narrowed ban still
   * blocks one of the file's commands.
   */
  static Optional<Draft> spare(Draft d, CommandRef told, FileFacts facts) {
    List<String> words = told.words();
    int k = 0;
    while (k < words.size() && !words.get(k).startsWith("-")) {
      k++;
    }
    if (k == 0 || k == words.size()) {
      return Optional.empty();
    }
    // ("npm test -- --run": the end of npm's own options is no flag of the run; "dbt build
    // --select state:modified+": a word right after a flag is its value, and lines carrying the
    // flag are spared whatever value they give it)
    List<String> rest =
        words.subList(k, words.size()).stream().filter(w -> !w.equals("--")).toList();
    List<String> flags = new ArrayList<>();
    for (int i = 0; i < rest.size(); i++) {
      String w = rest.get(i);
      if (FLAG.matcher(w).matches()) {
        flags.add(w);
      } else if (i == 0 || !FLAG.matcher(rest.get(i - 1)).matches() || w.startsWith("-")) {
        return Optional.empty();
      }
    }
    if (flags.isEmpty()) {
      return Optional.empty();
    }
    String bare = String.join(" ", words.subList(0, k));
    StringBuilder carries = new StringBuilder();
    for (String flag : flags) {
      carries
          .append(carries.length() == 0 ? "" : " && ")
          .append("args.command matches ")
          .append(
              ConditionPrinter.quoted(
                  "(?s)(.*\\s)?" + flag.replace("-", "\\-") + "(=\\S*)?(\\s.*)?"));
    }
    Expr exempt = ConditionParser.parse("!(" + carries + ")").orThrow();
    Constraint c = d.constraint();
    String without = "`" + String.join("`, `", flags) + "`";
    Constraint narrowed =
        c.withWhen(c.when().<Expr>map(w -> new Expr.And(w, exempt)).orElse(exempt))
            .withText(
                c.message().map(m -> m + " without " + without).orElse(null),
                "run `" + told.pattern() + "` instead")
            .withExamples(
                new Examples(
                    List.of(
                        new ExampleCall(
                            Optional.of("shell.exec"),
                            Map.of("command", told.pattern()),
                            Map.of())),
                    List.of(
                        new ExampleCall(
                            Optional.of("shell.exec"), Map.of("command", bare), Map.of()))));
    Draft out = new Draft(d.family(), d.key(), narrowed);
    if (decide(narrowed, bare) == Verdict.ALLOW || blocks(out, facts).isPresent()) {
      return Optional.empty();
    }
    return Optional.of(out);
  }

  private static Verdict decide(Constraint c, String command) {
    return engine(c).decide(new ToolCall("shell.exec", Map.of("command", command))).verdict();
  }

  /** An engine deciding by one constraint alone. */
  private static Engine engine(Constraint c) {
    return Engine.of(
        new Bundle("self-check", List.of(), ToolCatalog.EMPTY, List.of(c), Optional.empty()));
  }
}
