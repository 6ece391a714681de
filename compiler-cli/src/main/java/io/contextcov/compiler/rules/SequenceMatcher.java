package io.contextcov.compiler.rules;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Examples;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Modality;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Steps that must come first: "run `make fmt` before committing", "before you finish, run the
 * tests", "never commit unless `cargo test` passes", 提交前运行 `X`. The later step is {@code
 * git.commit}, {@code git.push} or {@code task.finish}; the earlier one a {@code shell.exec} of the
 * named command.
 */
public final class SequenceMatcher implements RuleMatcher {
  private static final Map<Pattern, String> LATER = new LinkedHashMap<>();

  static {
    LATER.put(
        Pattern.compile(
            "\\b(before|prior to|ahead of|until)\\b[^.]*\\b(commit|committing|commits)\\b|提交(之前|前)"),
        "git.commit");
    LATER.put(
        Pattern.compile("\\b(before|prior to|ahead of|until)\\b[^.]*\\b(push|pushing)\\b|推送(之前|前)"),
        "git.push");
    LATER.put(
        Pattern.compile(
            "\\b(before|prior to|until)\\b[^.]*\\b(finish|finishing|done|complete|completing|submitting|submit|hand(ing)? (off|over)|open(ing)? a (pr|pull request)|creat(e|ing) a (pr|pull request)|declar(e|ing))\\b|完成(之前|前)"),
        "task.finish");
    LATER.put(
        Pattern.compile("\\b(never|do not|don't)\\s+commit\\b[^.]*\\b(unless|if|without|until)\\b"),
        "git.commit");
    LATER.put(Pattern.compile("\\bthen commit\\b"), "git.commit");
    LATER.put(
        Pattern.compile("\\bafter (each|every|any) (change|edit|modification)s?\\b"),
        "task.finish");
    LATER.put(Pattern.compile("(修改|改动|变更)(完成)?(之后|以后|后)"), "task.finish");
  }

  /**
   * Tests spoken of in a sentence with no code at all: "run the tests before committing", 执行单元测试 (a
   * sentence naming something to run that is not a known command is left alone).
   */
  private static final Pattern TESTS =
      Pattern.compile("\\b(tests?|test suite|unit tests?)\\b|单元测试|测试");

  @Override
  public String family() {
    return "sequence";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    if (s.modality() == Modality.MAY) {
      return List.of();
    }
    String lower = s.fullText().toLowerCase(Locale.ROOT);
    if (!lower.contains("before")
        && !lower.contains("prior")
        && !lower.contains("until")
        && !lower.contains("after")
        && !lower.contains("commit")
        && !lower.contains("前")
        && !lower.contains("后")) {
      return List.of();
    }
    List<Draft> betweenTools = toolOrder(s, catalog);
    if (!betweenTools.isEmpty()) {
      return betweenTools;
    }
    Optional<String> later = Optional.empty();
    for (Map.Entry<Pattern, String> e : LATER.entrySet()) {
      Matcher m = e.getKey().matcher(lower);
      if (m.find()) {
        later = Optional.of(e.getValue());
        break;
      }
    }
    if (later.isEmpty()) {
      return List.of();
    }
    List<Draft> out = new ArrayList<>();
    List<String> commands = Phrases.commands(s);
    if (s.literals().isEmpty() && TESTS.matcher(lower).find()) {
      return List.of(testsFirst(s, later.get()));
    }
    for (String command : commands) {
      String action = later.get();
      if (commandIsTheLaterStep(command, action)) {
        continue;
      }
      out.add(
          new Draft(
              family(),
              action + ":" + command,
              Phrases.constraint(
                      action,
                      new Effect.Sequence(
                          ActionPattern.of("shell.exec"),
                          Optional.of(
                              Phrases.cond("invokes(args.command, " + Phrases.lit(command) + ")"))),
                      null,
                      s)
                  .withText(
                      "run `" + command + "` before `" + action + "`",
                      "run `" + command + "` first")
                  .withExamples(new Examples(List.of(), List.of(Phrases.call(action, Map.of()))))));
    }
    return out;
  }

  /**
   * The project's tests must run before the later step, though the sentence names no command: any
   * earlier command line containing {@code test} ({@code npm test}, {@code cargo test}, {@code
   * pytest}, {@code ./gradlew test}) meets it.
   */
  private Draft testsFirst(Statement s, String action) {
    return new Draft(
        family(),
        action + ":tests",
        Phrases.constraint(
                action,
                new Effect.Sequence(
                    ActionPattern.of("shell.exec"),
                    Optional.of(Phrases.cond("args.command contains 'test'"))),
                null,
                s)
            .withText(
                "run the tests before `" + action + "`",
                "run the project's tests first (a command containing `test`)")
            .withExamples(new Examples(List.of(), List.of(Phrases.call(action, Map.of())))));
  }

  private static final Pattern BEFORE = Pattern.compile("(?i)\\b(before|prior to)\\b|之前|以前|前必须|前先");

  /**
   * "Call `authenticate` before any `query_database` call" / 调用 `query_database` 之前必须先调用
   * `authenticate`: two catalog tools around "before"; the one named on the far side of "before"
   * from its verb is the prerequisite.
   */
  private List<Draft> toolOrder(Statement s, ToolCatalog catalog) {
    if (catalog.isEmpty()) {
      return List.of();
    }
    String text = s.fullText();
    Matcher before = BEFORE.matcher(text);
    if (!before.find()) {
      return List.of();
    }
    List<String> beforeTools = new ArrayList<>();
    List<String> afterTools = new ArrayList<>();
    for (String tool : catalog.sorted().keySet()) {
      Matcher m =
          Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(tool) + "(?![A-Za-z0-9_])")
              .matcher(text);
      while (m.find()) {
        (m.start() < before.start() ? beforeTools : afterTools).add(tool);
      }
    }
    if (beforeTools.isEmpty() || afterTools.isEmpty()) {
      return List.of();
    }
    boolean chinese =
        before.group().startsWith("之")
            || before.group().startsWith("以")
            || before.group().startsWith("前");
    // English: "<first> before <later>"; Chinese: "<later> 之前 … <first>"
    List<String> first = chinese ? afterTools : beforeTools;
    List<String> later = chinese ? beforeTools : afterTools;
    List<Draft> out = new ArrayList<>();
    for (String l : later) {
      for (String f : first) {
        if (f.equals(l)) {
          continue;
        }
        out.add(
            new Draft(
                family(),
                l + "<-" + f,
                Phrases.constraint(
                        l, new Effect.Sequence(ActionPattern.of(f), Optional.empty()), null, s)
                    .withText("call `" + f + "` before `" + l + "`", "call " + f + " first")
                    .withExamples(new Examples(List.of(), List.of(Phrases.call(l, Map.of()))))));
      }
    }
    return out;
  }

  private static boolean commandIsTheLaterStep(String command, String action) {
    return (action.equals("git.commit") && command.startsWith("git commit"))
        || (action.equals("git.push") && command.startsWith("git push"));
  }
}
