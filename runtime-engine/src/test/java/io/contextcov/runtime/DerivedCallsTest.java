package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The calls a shell line implies, case by case from {@code derived/calls.txt}: git commits and
 * pushes with their arguments, file reads, writes and deletes of the programs that touch files, and
 * the directory each is read from after {@code cd}.
 */
class DerivedCallsTest {
  private record Case(String line, String cwd, List<String> expected) {}

  private static List<Case> cases() throws IOException {
    List<Case> out = new ArrayList<>();
    String text =
        Files.readString(Path.of("src/test/resources/derived/calls.txt"), StandardCharsets.UTF_8);
    String cwd = null;
    String line = null;
    List<String> expected = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i];
      if (l.startsWith("#")) {
        continue;
      }
      if (l.isBlank()) {
        if (line != null) {
          out.add(new Case(line, cwd, expected));
        }
        line = null;
        cwd = null;
        expected = new ArrayList<>();
      } else if (l.startsWith("@ ")) {
        cwd = l.substring(2);
      } else if (l.startsWith("=> ")) {
        StringBuilder e = new StringBuilder(l.substring(3));
        // an argument's value may run over lines: a message with a blank line or two parts
        while (i + 1 < lines.length
            && !lines[i + 1].startsWith("=> ")
            && !e.toString().endsWith("}")
            && !e.toString().equals("(none)")) {
          e.append('\n').append(lines[++i]);
        }
        if (!e.toString().equals("(none)")) {
          expected.add(e.toString());
        }
      } else {
        line = l;
      }
    }
    if (line != null) {
      out.add(new Case(line, cwd, expected));
    }
    return out;
  }

  @Test
  void eachLineImpliesExactlyTheseCalls() throws IOException {
    List<Case> cases = cases();
    assertThat(cases).hasSizeGreaterThan(30);
    for (Case c : cases) {
      Map<String, Object> args = new LinkedHashMap<>();
      args.put("command", c.line());
      if (c.cwd() != null) {
        args.put("cwd", c.cwd());
      }
      ToolCall call = new ToolCall("shell.exec", args);
      List<ToolCall> calls = DerivedCalls.expand(call);
      assertThat(calls.get(0)).as(c.line()).isEqualTo(call);
      List<String> implied =
          calls.subList(1, calls.size()).stream()
              .map(d -> d.action() + " " + new TreeMap<>(d.args()))
              .toList();
      assertThat(implied).as(c.line()).containsExactlyElementsOf(c.expected());
    }
  }

  @Test
  void callsOtherThanShellLinesImplyNothing() {
    ToolCall write = new ToolCall("file.write", Map.of("path", "a", "command", "git push -f"));
    assertThat(DerivedCalls.expand(write)).containsExactly(write);
    ToolCall noCommand = new ToolCall("shell.exec", Map.of("cwd", "x"));
    assertThat(DerivedCalls.expand(noCommand)).containsExactly(noCommand);
    assertThat(DerivedCalls.expandParsed(noCommand).parsed()).isNull();
  }
}
