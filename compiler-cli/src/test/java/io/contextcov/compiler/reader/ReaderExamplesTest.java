package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Enforcement;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.markdown.MarkdownReader;
import io.contextcov.compiler.source.InstructionFile;
import io.contextcov.compiler.statements.StatementFinder;
import io.contextcov.condition.ConditionPrinter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The reader's table of examples ({@code reader-examples.txt}): each Markdown snippet, read as an
 * instruction file, gives exactly the constraints and diagnostics listed after it.
 */
class ReaderExamplesTest {
  static Stream<Arguments> examples() throws IOException {
    String text;
    try (InputStream in = ReaderExamplesTest.class.getResourceAsStream("/reader-examples.txt")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<Arguments> out = new ArrayList<>();
    for (String part : text.split("(?m)^(?=## )")) {
      if (!part.startsWith("## ")) {
        continue;
      }
      String name = part.substring(3, part.indexOf('\n')).strip();
      StringBuilder body = new StringBuilder();
      List<String> expected = new ArrayList<>();
      for (String line : part.substring(part.indexOf('\n') + 1).split("\n")) {
        if (line.startsWith("=> ")) {
          if (!line.equals("=> (none)")) {
            expected.add(line.substring(3));
          }
        } else if (expected.isEmpty()) {
          body.append(line).append('\n');
        }
      }
      out.add(Arguments.of(name, body.toString().stripTrailing() + "\n", expected));
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void readsExactlyTheseConstraints(String name, String markdown, List<String> expected) {
    InstructionFile file =
        new InstructionFile(Path.of("AGENTS.md"), "AGENTS.md", "AGENTS.md", "", 0);
    InstructionDocument doc = MarkdownReader.read(file, markdown);
    Reader.Reading reading = Reader.read(doc, StatementFinder.find(doc, Normative::modality));
    List<String> actual = new ArrayList<>();
    reading.drafts().values().forEach(ds -> ds.forEach(d -> actual.add(summary(d.constraint()))));
    reading.diagnostics().forEach(d -> actual.add("! " + d.code().id()));
    assertThat(actual).as(markdown).containsExactlyInAnyOrderElementsOf(expected);
  }

  static String summary(Constraint c) {
    StringBuilder out =
        new StringBuilder(c.kind().text()).append(' ').append(String.join(",", c.on().patterns()));
    if (c.severity() != Enforcement.ERROR) {
      out.append(" (").append(c.severity().text()).append(")");
    }
    if (c.priority() != 0) {
      out.append(" priority ").append(c.priority());
    }
    c.scope().ifPresent(s -> out.append(" scope ").append(s));
    c.when().ifPresent(w -> out.append(" when ").append(ConditionPrinter.print(w)));
    Effect e = c.effect();
    if (e instanceof Effect.Assert a) {
      out.append(" require ").append(ConditionPrinter.print(a.require()));
    } else if (e instanceof Effect.Sequence s) {
      out.append(" after ").append(String.join(",", s.after().patterns()));
      s.afterWhen().ifPresent(w -> out.append(" when ").append(ConditionPrinter.print(w)));
      s.since().ifPresent(p -> out.append(" since ").append(String.join(",", p.patterns())));
      s.sinceWhen().ifPresent(w -> out.append(" when ").append(ConditionPrinter.print(w)));
    }
    return out.toString();
  }
}
