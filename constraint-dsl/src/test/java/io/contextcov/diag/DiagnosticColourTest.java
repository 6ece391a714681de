package io.contextcov.diag;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Colours for a person at a terminal, never for a pipe, and never when NO_COLOR is set. */
class DiagnosticColourTest {
  private static String print(boolean colour) {
    DiagnosticPrinter p = new DiagnosticPrinter(colour);
    p.register("AGENTS.md", "- Never run `make deploy`.\n");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    p.print(
        Diagnostic.warning(
            Code.DROPPED_RULE, new Span("AGENTS.md", 1, 3, 5), "a rule was dropped", "look"),
        new PrintStream(out, true, StandardCharsets.UTF_8));
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void plainTextHasNoEscapesAndColouredTextTheSameWords() {
    String plain = print(false);
    String coloured = print(true);
    assertThat(plain).doesNotContain("\u001b").startsWith("AGENTS.md:1:3: warning[CC407]");
    assertThat(coloured).contains("\u001b[1;33mwarning[CC407]\u001b[0m");
    assertThat(coloured.replaceAll("\u001b\\[[0-9;]*m", "")).isEqualTo(plain);
  }

  @Test
  void whenToColour() {
    assertThat(DiagnosticPrinter.colourFor(Map.of(), true)).isTrue();
    assertThat(DiagnosticPrinter.colourFor(Map.of(), false)).isFalse();
    assertThat(DiagnosticPrinter.colourFor(Map.of("NO_COLOR", "1"), true)).isFalse();
    // an empty NO_COLOR does not count (no-color.org)
    assertThat(DiagnosticPrinter.colourFor(Map.of("NO_COLOR", ""), true)).isTrue();
    assertThat(DiagnosticPrinter.colourFor(Map.of("TERM", "dumb"), true)).isFalse();
    assertThat(DiagnosticPrinter.colourFor(Map.of("FORCE_COLOR", "1"), false)).isTrue();
    assertThat(DiagnosticPrinter.colourFor(Map.of("CLICOLOR_FORCE", "0"), false)).isFalse();
    assertThat(DiagnosticPrinter.colourFor(Map.of("NO_COLOR", "x", "FORCE_COLOR", "1"), true))
        .isFalse();
  }
}
