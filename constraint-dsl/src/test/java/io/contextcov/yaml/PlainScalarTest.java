package io.contextcov.yaml;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The plain-scalar check is linear, agrees with its defining pattern, and takes long text. */
class PlainScalarTest {
  private static final Pattern DEFINITION =
      Pattern.compile("[A-Za-z_][A-Za-z0-9_./()+=,;`'-]*(?: [A-Za-z0-9_./()+=,;`'-]+)*");

  @Test
  void agreesWithThePatternOnSeededRandomText() {
    Random random = new Random(20261130);
    String alphabet = "ab_Z09 ./()+=,;`'-:#\"é\t";
    for (int n = 0; n < 20_000; n++) {
      StringBuilder s = new StringBuilder();
      int len = random.nextInt(12);
      for (int i = 0; i < len; i++) {
        s.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      String text = s.toString();
      assertThat(CanonicalYaml.plain(text)).as(text).isEqualTo(DEFINITION.matcher(text).matches());
    }
  }

  @Test
  void thousandsOfWordsAreWrittenWithoutOverflowingTheStack() {
    String words = "word ".repeat(20_000).strip();
    String out = CanonicalYaml.write(Map.of("text", words));
    assertThat(out).startsWith("text: word word");
  }
}
