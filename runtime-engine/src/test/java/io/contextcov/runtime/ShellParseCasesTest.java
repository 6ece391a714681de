package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.shell.ShellParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The shell layer's reading of lines, case by case from {@code shell/parse-cases.txt}: the simple
 * commands a line runs (expansions, substitutions, scripts fed to shells, runners, operators), its
 * redirections, and whether something in it cannot be resolved.
 */
class ShellParseCasesTest {
  private record Case(String line, String commands, List<String> redirects, boolean undecidable) {}

  private static List<Case> cases() throws IOException {
    List<Case> out = new ArrayList<>();
    String text =
        Files.readString(
            Path.of("src/test/resources/shell/parse-cases.txt"), StandardCharsets.UTF_8);
    for (String block : text.split("\n\\s*\n")) {
      List<String> lines = new ArrayList<>();
      for (String l : block.split("\n")) {
        if (!l.startsWith("#") && !l.isBlank()) {
          lines.add(l);
        }
      }
      if (lines.isEmpty()) {
        continue;
      }
      String line = lines.get(0).replace("\\n", "\n").replace("\\t", "\t");
      String commands = null;
      List<String> redirects = new ArrayList<>();
      boolean undecidable = false;
      for (String l : lines.subList(1, lines.size())) {
        if (l.startsWith("=> ")) {
          commands = l.substring(3);
        } else if (l.startsWith("> ") || l.startsWith("< ")) {
          redirects.add(l);
        } else if (l.equals("? undecidable")) {
          undecidable = true;
        }
      }
      out.add(new Case(line, commands, redirects, undecidable));
    }
    return out;
  }

  @Test
  void eachLineIsReadAsWritten() throws IOException {
    List<Case> cases = cases();
    assertThat(cases).hasSizeGreaterThan(30);
    for (Case c : cases) {
      ShellParser.Parsed p = ShellParser.parse(c.line());
      assertThat(p.overLimit()).as(c.line()).isNull();
      assertThat(p.commands().toString()).as(c.line()).isEqualTo(c.commands());
      assertThat(p.redirects().stream().map(r -> (r.write() ? "> " : "< ") + r.path()).toList())
          .as(c.line())
          .containsExactlyElementsOf(c.redirects());
      assertThat(!p.undecidable().isEmpty())
          .as(c.line() + " " + p.undecidable())
          .isEqualTo(c.undecidable());
    }
  }
}
