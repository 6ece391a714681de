package io.contextcov.condition;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Runs every example of {@code conditions.examples}; each is named by its input. */
class ConditionExamplesTest {

  record Example(String input, String expected, String canonical) {}

  static Stream<Arguments> examples() throws IOException {
    String text;
    try (InputStream in = ConditionExamplesTest.class.getResourceAsStream("/conditions.examples")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<Arguments> out = new ArrayList<>();
    for (String block : text.split("\n\\s*\n")) {
      List<String> input = new ArrayList<>();
      String expected = null;
      String canonical = null;
      for (String line : block.split("\n")) {
        if (line.startsWith("#")) {
          continue;
        } else if (line.startsWith("=> ") || line.startsWith("!! ")) {
          expected = line;
        } else if (line.startsWith("== ")) {
          canonical = line.substring(3);
        } else {
          input.add(line);
        }
      }
      if (expected != null) {
        String in = String.join("\n", input);
        out.add(Arguments.of(in.replace("\n", " ⏎ "), new Example(in, expected, canonical)));
      }
    }
    assertThat(out).hasSizeGreaterThan(30);
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void example(String name, Example example) {
    ParseResult result = ConditionParser.parse(example.input());
    if (example.expected().startsWith("=> ")) {
      assertThat(result.errors()).as("errors").isEmpty();
      Expr expr = result.orThrow();
      assertThat(Sexpr.of(expr)).isEqualTo(example.expected().substring(3));
      String printed = ConditionPrinter.print(expr);
      if (example.canonical() != null) {
        assertThat(printed).isEqualTo(example.canonical());
      }
      assertThat(ConditionParser.parse(printed).orThrow()).isEqualTo(expr);
    } else {
      assertThat(result.ok()).as("parses").isFalse();
      SyntaxError e = result.errors().get(0);
      String actual =
          "!! "
              + e.line()
              + ":"
              + e.column()
              + " "
              + e.message()
              + e.help().map(h -> " | " + h).orElse("");
      assertThat(actual).isEqualTo(example.expected());
    }
  }
}
