package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.shell.CommandShape;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * How commands are reduced to what rules compare, case by case from {@code shell/shape-cases.txt}:
 * flag spellings, abbreviations, values, refspecs, aliases defined on git's command line.
 */
class CommandShapeCasesTest {
  /** Words split at spaces; a backslash keeps the space after it inside the word. */
  private static List<String> words(String s) {
    List<String> out = new ArrayList<>();
    StringBuilder w = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\\' && i + 1 < s.length()) {
        w.append(s.charAt(++i));
      } else if (c == ' ') {
        if (w.length() > 0) {
          out.add(w.toString().replace("'", ""));
          w.setLength(0);
        }
      } else {
        w.append(c);
      }
    }
    if (w.length() > 0) {
      out.add(w.toString().replace("'", ""));
    }
    return out;
  }

  private static List<String> lines() throws IOException {
    return Files.readAllLines(
            Path.of("src/test/resources/shell/shape-cases.txt"), StandardCharsets.UTF_8)
        .stream()
        .filter(l -> !l.isBlank() && !l.startsWith("#"))
        .toList();
  }

  @Test
  void patternsMatchTheCommandsTheyNameAndNoOthers() throws IOException {
    int n = 0;
    for (String line : lines()) {
      if (line.startsWith("shape ")) {
        continue;
      }
      int tilde = line.indexOf(" ~ ");
      int arrow = line.lastIndexOf(" => ");
      CommandShape pattern = CommandShape.of(words(line.substring(0, tilde)));
      CommandShape command = CommandShape.ofCommand(words(line.substring(tilde + 3, arrow)));
      assertThat(pattern.matchedBy(command))
          .as(line + "  (command read as " + command + ")")
          .isEqualTo(line.substring(arrow + 4).equals("yes"));
      n++;
    }
    assertThat(n).isGreaterThan(40);
  }

  @Test
  void shapes() throws IOException {
    int n = 0;
    for (String line : lines()) {
      if (!line.startsWith("shape ")) {
        continue;
      }
      int arrow = line.lastIndexOf(" => ");
      CommandShape s = CommandShape.ofCommand(words(line.substring(6, arrow)));
      String shown = s.program() + " " + s.positionals() + " " + new TreeSet<>(s.flags());
      assertThat(shown).as(line).isEqualTo(line.substring(arrow + 4));
      n++;
    }
    assertThat(n).isGreaterThan(10);
  }
}
