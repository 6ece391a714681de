package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.catalog.CatalogReader;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.markdown.MarkdownReader;
import io.contextcov.compiler.source.InstructionFile;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.compiler.statements.StatementFinder;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A policy-reader failure on one statement costs that statement alone, named with its cause. */
class PolicyReaderFailureTest {
  @Test
  void aStatementTheReaderFailsOnIsLeftUnreadAndTheOthersStillAre() {
    ToolCatalog catalog =
        CatalogReader.read(
                "[{\"name\": \"close_account\", \"description\": \"Close an account.\","
                    + " \"effect\": \"write\", \"parameters\": {\"type\": \"object\","
                    + " \"properties\": {\"account_id\": {\"type\": \"string\"}}}},"
                    + " {\"name\": \"freeze_card\", \"description\": \"Freeze a card.\","
                    + " \"effect\": \"write\", \"parameters\": {\"type\": \"object\","
                    + " \"properties\": {\"card_id\": {\"type\": \"string\"}}}}]",
                "tools.json")
            .catalog();
    InstructionFile file =
        new InstructionFile(Path.of("policy.md"), "policy.md", "policy.md", "", 0);
    InstructionDocument doc =
        MarkdownReader.read(
            file, "# Desk\n\n- Never close an account yourself.\n- Never freeze a card.\n");
    List<Statement> statements = StatementFinder.find(doc);
    assertThat(statements).hasSize(2);

    PolicyReader.Reading reading =
        PolicyReader.read(
            statements,
            doc.text(),
            catalog,
            s -> {
              if (s.text().contains("freeze")) {
                throw new IllegalStateException("boom");
              }
            });

    assertThat(reading.drafts().get(statements.get(0))).isNotEmpty();
    assertThat(reading.drafts()).doesNotContainKey(statements.get(1));
    assertThat(reading.failures()).containsOnlyKeys(statements.get(1));
    assertThat(reading.failures().get(statements.get(1))).contains("boom");
  }
}
