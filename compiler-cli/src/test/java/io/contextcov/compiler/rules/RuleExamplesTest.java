package io.contextcov.compiler.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.catalog.CatalogReader;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.markdown.MarkdownReader;
import io.contextcov.compiler.source.InstructionFile;
import io.contextcov.compiler.statements.Statement;
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
 * The table of examples of each rule-matcher family ({@code rule-examples.txt}): a sentence, read
 * as an instruction file would be, and exactly the constraints its family makes from it.
 */
class RuleExamplesTest {
  private static final ToolCatalog CATALOG = catalog();

  private static ToolCatalog catalog() {
    try (InputStream in = RuleExamplesTest.class.getResourceAsStream("/rule-examples.tools.yaml")) {
      return CatalogReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), "tools.yaml")
          .catalog();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  static Stream<Arguments> examples() throws IOException {
    String text;
    try (InputStream in = RuleExamplesTest.class.getResourceAsStream("/rule-examples.txt")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<Arguments> out = new ArrayList<>();
    String family = null;
    String sentence = null;
    List<String> expected = new ArrayList<>();
    for (String line : (text + "\n## end").split("\n")) {
      if (line.startsWith("#") && !line.startsWith("## ")) {
        continue;
      }
      if (line.startsWith("=> ")) {
        if (!line.equals("=> (none)")) {
          expected.add(line.substring(3));
        }
        continue;
      }
      if (sentence != null && (line.startsWith("## ") || !line.isBlank())) {
        out.add(Arguments.of(family + ": " + sentence, family, sentence, List.copyOf(expected)));
        sentence = null;
        expected.clear();
      }
      if (line.startsWith("## ")) {
        family = line.substring(3).strip();
      } else if (!line.isBlank()) {
        sentence = line;
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void familyMakesExactlyTheseConstraints(
      String name, String family, String sentence, List<String> expected) {
    InstructionFile file =
        new InstructionFile(Path.of("AGENTS.md"), "AGENTS.md", "AGENTS.md", "", 0);
    InstructionDocument doc = MarkdownReader.read(file, sentence + "\n");
    List<Statement> statements = StatementFinder.find(doc);
    List<String> actual = new ArrayList<>();
    RuleMatcher matcher =
        java.util.stream.Stream.concat(RuleLibrary.CATALOG.stream(), RuleLibrary.ALWAYS.stream())
            .filter(m -> m.family().equals(family))
            .findFirst()
            .orElseThrow();
    for (Statement s : statements) {
      for (Draft d : matcher.match(s, CATALOG)) {
        actual.add(summary(d.constraint()));
      }
    }
    assertThat(actual).containsExactlyInAnyOrderElementsOf(expected);
  }

  static String summary(Constraint c) {
    StringBuilder out =
        new StringBuilder(c.kind().text()).append(' ').append(String.join(",", c.on().patterns()));
    c.when().ifPresent(w -> out.append(" when ").append(ConditionPrinter.print(w)));
    Effect e = c.effect();
    if (e instanceof Effect.Assert a) {
      out.append(" require ").append(ConditionPrinter.print(a.require()));
    } else if (e instanceof Effect.Sequence s) {
      out.append(" after ").append(String.join(",", s.after().patterns()));
      s.afterWhen().ifPresent(w -> out.append(" when ").append(ConditionPrinter.print(w)));
    } else if (e instanceof Effect.Limit l) {
      l.key().ifPresent(k -> out.append(" key ").append(ConditionPrinter.print(k)));
    }
    return out.toString();
  }
}
