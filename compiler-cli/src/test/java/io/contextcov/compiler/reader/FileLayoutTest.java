package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.compiler.markdown.MarkdownReader;
import io.contextcov.compiler.source.InstructionFile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The places a file's layout describes (row 3e grounds a change through them): trees drawn with
 * branches or by indentation, and lists of paths; command blocks and prose are no layout.
 */
class FileLayoutTest {
  private static List<FileFacts.Place> layout(String markdown) {
    InstructionFile file =
        new InstructionFile(Path.of("AGENTS.md"), "AGENTS.md", "AGENTS.md", "", 0);
    return FileFacts.of(MarkdownReader.read(file, markdown)).layout();
  }

  @Test
  void aBranchTreeJoinsEachEntryToItsParentAndSkipsTheRootAndRails() {
    String md =
        """
        ```
        my-app/
        ├── server/            # request handling
        │   ├── routes/        # one file per endpoint
        │   │
        │   └── db.go          # connection pool
        ├── web/               # the browser client
        └── [other files]      # left out
        ```
        """;
    assertThat(layout(md))
        .containsExactly(
            new FileFacts.Place("server/", "request handling"),
            new FileFacts.Place("server/routes/", "one file per endpoint"),
            new FileFacts.Place("server/db.go", "connection pool"),
            new FileFacts.Place("web/", "the browser client"));
  }

  @Test
  void anAsciiTreeAndAnIndentedTreeAreReadLikeDrawnOnes() {
    String md =
        """
        ```
        .
        |-- engine/     # physics
        `-- editor/     # level editor
        ```

        ```
        src/
          api/          # HTTP handlers
        ```
        """;
    assertThat(layout(md))
        .containsExactly(
            new FileFacts.Place("engine/", "physics"),
            new FileFacts.Place("editor/", "level editor"),
            new FileFacts.Place("src/api/", "HTTP handlers"));
  }

  @Test
  void aCommandBlockIsNoTreeAndAListOfPathsIsALayout() {
    String md =
        """
        ```bash
        cd build/   # enter the build directory
        make
        ```

        - `/proto`: definitions of the internal services
        - **`lib/core/`** — parsing and shared types
        - `make test`: runs the tests
        - Keep `docs/` short: nobody reads long pages
        """;
    assertThat(layout(md))
        .containsExactly(
            new FileFacts.Place("proto", "definitions of the internal services"),
            new FileFacts.Place("lib/core/", "parsing and shared types"));
  }
}
