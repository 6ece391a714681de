package io.contextcov.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Brace expansion as bash does it: the words of the first command of a line. */
class BraceExpansionTest {
  private static List<String> words(String line) {
    return ShellParser.commands(line).get(0);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "git push --{force,quiet}      | git push --force --quiet",
        "echo {a,b}{1,2}               | echo a1 a2 b1 b2",
        "echo a{b,c{d,e}}f             | echo abf acdf acef",
        "echo {1..3}                   | echo 1 2 3",
        "echo {3..1}                   | echo 3 2 1",
        "echo {a..c}                   | echo a b c",
        "{git,} push -f                | git push -f",
        "echo x{,y}                    | echo x xy",
      })
  void expandsUnquotedBraces(String line, String expected) {
    assertThat(String.join(" ", words(line))).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "echo '{a,b}'    | {a,b}",
        "echo \"{a,b}\"  | {a,b}",
        "echo {a}        | {a}",
        "echo {}         | {}",
        "echo {a..}      | {a..}",
        "echo \\{a,b}    | {a,b}",
      })
  void leavesQuotedAndPlainBracesAsWritten(String line, String word) {
    assertThat(words(line)).containsExactly("echo", word);
  }

  @Test
  void aParameterIsNotAnExpansion() {
    assertThat(words("echo ${HOME}")).containsExactly("echo", "${HOME}");
  }

  @Test
  void anExpansionPastTheLimitMakesTheLineOverLimit() {
    assertThat(ShellParser.parse("echo " + "{a,b}".repeat(12)).overLimit()).isNotNull();
    assertThat(ShellParser.parse("echo " + "{a,b}".repeat(4)).overLimit()).isNull();
  }
}
