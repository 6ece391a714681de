package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.markdown.MarkdownReader;
import io.contextcov.compiler.source.InstructionFile;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.compiler.statements.StatementFinder;
import io.contextcov.diag.Code;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A reader failure on one statement costs that statement alone, and is reported where it is. */
class ReaderFailureTest {
  @Test
  void aStatementTheReaderFailsOnIsReportedAndTheOthersStillCompile() {
    InstructionFile file =
        new InstructionFile(Path.of("AGENTS.md"), "AGENTS.md", "AGENTS.md", "", 0);
    InstructionDocument doc =
        MarkdownReader.read(
            file, "# Rules\n\n- Never run `make deploy`.\n- Never run `make wipe`.\n");
    List<Statement> statements = StatementFinder.find(doc);
    assertThat(statements).hasSize(2);

    Reader.Reading reading =
        Reader.read(
            doc,
            statements,
            (s, facts) -> {
              if (s.text().contains("wipe")) {
                throw new IllegalStateException("boom");
              }
              return FrameReader.read(s, facts);
            });

    assertThat(reading.drafts().get(statements.get(0))).isNotEmpty();
    assertThat(reading.drafts().get(statements.get(1))).isEmpty();
    assertThat(reading.diagnostics())
        .singleElement()
        .satisfies(
            d -> {
              assertThat(d.code()).isEqualTo(Code.UNREAD_STATEMENT);
              assertThat(d.span().line()).isEqualTo(4);
              assertThat(d.message()).contains("boom");
            });
  }
}
