package io.contextcov.llm;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Kind;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.Function;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The instructions teach what the answer reader accepts, and their examples are answers it takes.
 */
class PromptTest {
  @Test
  void everyFunctionHasAnExampleThatParses() {
    for (Function f : Function.values()) {
      String example = Prompt.example(f);
      String condition = example.substring(0, example.indexOf("  "));
      assertThat(condition).startsWith(f.text() + "(");
      assertThat(ConditionParser.parse(condition).errors()).as(condition).isEmpty();
      assertThat(Prompt.system()).contains(example);
    }
  }

  @Test
  void everyKeyTheReaderAcceptsIsDescribed() {
    for (String key : BundleReader.commonKeys()) {
      assertThat(Prompt.system()).contains("  " + Prompt.describe(key).split(" ")[0]);
    }
    for (Kind k : Kind.values()) {
      for (String key : BundleReader.keysOf(k)) {
        assertThat(Prompt.system()).contains(key + " ", "(" + k.text() + " only) ");
      }
    }
  }

  @Test
  void everyWorkedExampleIsAnAnswerTheReaderAccepts() {
    int enforceable = 0;
    for (String[] w : Prompt.WORKED) {
      StatementRequest s =
          new StatementRequest("ex", "AGENTS.md", 1, 1, List.of(), w[0], List.of());
      Candidates.Checked checked = Candidates.check(w[1], s, ToolCatalog.EMPTY, "test:m");
      assertThat(checked.diagnostics()).as(w[0]).isEmpty();
      assertThat(checked.answer()).as(w[0]).isPresent();
      enforceable += checked.answer().get() instanceof Answer.Extracted ? 1 : 0;
      assertThat(Prompt.system()).contains(w[1]);
    }
    assertThat(enforceable).isBetween(1, Prompt.WORKED.size() - 1);
  }

  @Test
  void theUserMessageCarriesTheFileTheLeadInAndWhatTheRuleIntroduces() {
    StatementRequest s =
        new StatementRequest(
            "x",
            "docs/AGENTS.md",
            7,
            3,
            List.of("Build"),
            "Never run these:",
            List.of("## Build"),
            "Careful:",
            List.of("- make clean"),
            new StatementRequest.FileContext(
                "AGENTS.md", "shop", List.of("Go"), List.of("go test ./...")),
            List.of("docs/AGENTS.md:40"));
    String user = Prompt.user(s, ToolCatalog.EMPTY);
    assertThat(user)
        .contains("File: docs/AGENTS.md (AGENTS.md)", "Repository: shop (Go)")
        .contains("Commands this file tells the agent to run:\n  go test ./...")
        .contains("Introduced by: Careful:", "Rule (line 7): Never run these:")
        .contains("What the rule introduces:\n  - make clean")
        .contains("stated again at: docs/AGENTS.md:40")
        .contains("shell.exec(command: string, cwd: string)");
  }
}
