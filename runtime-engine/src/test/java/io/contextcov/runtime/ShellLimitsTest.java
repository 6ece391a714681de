package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Verdict;
import io.contextcov.shell.ShellParser;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Each limit of the shell layer, at the limit and one past it: a line at a limit is read, a line
 * past it is refused (and the engine denies it, whatever the bundle says of its commands).
 */
class ShellLimitsTest {
  private static String nested(int levels) {
    String s = "git push --force";
    for (int i = 0; i < levels; i++) {
      s = "bash -c '" + s.replace("'", "'\\''") + "'";
    }
    return s;
  }

  private static String evals(int levels) {
    String s = "ls";
    for (int i = 0; i < levels; i++) {
      s = "eval \"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
    return s;
  }

  private static String braces(int words) {
    StringBuilder b = new StringBuilder("echo {");
    for (int i = 0; i < words; i++) {
      b.append(i == 0 ? "" : ",").append('w').append(i);
    }
    return b.append('}').toString();
  }

  private static void within(String line) {
    assertThat(ShellParser.parse(line).overLimit()).as(abbreviated(line)).isNull();
  }

  private static void past(String line, String why) {
    assertThat(ShellParser.parse(line).overLimit()).as(abbreviated(line)).contains(why);
  }

  private static String abbreviated(String line) {
    return line.length() > 80 ? line.substring(0, 80) + "… (" + line.length() + " chars)" : line;
  }

  @Test
  void nestingIsReadToEightLevels() {
    within(nested(8));
    past(nested(9), "nested more than 8 levels");
    within(evals(8));
    past(evals(9), "nested more than 8 levels");
    // what the deepest level runs is still seen
    assertThat(ShellParser.parse(nested(8)).commands())
        .anyMatch(c -> c.equals(java.util.List.of("git", "push", "--force")));
  }

  @Test
  void fifteenWrappersAreReadSixteenAreNot() {
    within("sudo ".repeat(15) + "ls");
    past("sudo ".repeat(16) + "ls", "wrappers around one command");
  }

  @Test
  void aLineHoldsFewerThan4096Commands() {
    within("true;".repeat(4095));
    past("true;".repeat(4096), "commands");
  }

  @Test
  void braceExpansionMakesAtMost256Words() {
    within(braces(256));
    past(braces(257), "brace expansion");
  }

  @Test
  void lineLengthAndVariableValuesAreBounded() {
    within("ls " + "a".repeat(64 * 1024 - 3));
    past("ls " + "a".repeat(64 * 1024 - 2), "longer than 65536");
    String half = "a".repeat(40_000);
    within("x=" + half + "; echo $x");
    past("x=" + half + "; y=$x$x; echo $y", "value grows past");
  }

  @Test
  void theEngineDeniesWhatIsPastALimitEvenWithNoRuleAboutIt() {
    Bundle bundle =
        BundleReader.read(
                "contextcov: 1\nconstraints:\n"
                    + "  - {id: all-free, kind: allow, on: shell.exec, priority: 50}\n",
                "limits.yaml")
            .bundle()
            .orElseThrow();
    Engine engine = Engine.of(bundle);
    assertThat(engine.decide(new ToolCall("shell.exec", Map.of("command", nested(8)))).verdict())
        .isEqualTo(Verdict.ALLOW);
    Decision past = engine.decide(new ToolCall("shell.exec", Map.of("command", nested(9))));
    assertThat(past.verdict()).isEqualTo(Verdict.DENY);
    assertThat(past.violations().get(0).code()).isEqualTo("SHELL_LIMIT");
  }
}
