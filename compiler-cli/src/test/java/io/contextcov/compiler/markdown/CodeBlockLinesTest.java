package io.contextcov.compiler.markdown;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.compiler.source.InstructionFile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where the lines of a fenced and an indented shell block are said to stand. */
class CodeBlockLinesTest {
  private static List<TextUnit> units(String markdown, TextUnit.Kind kind) {
    InstructionFile file =
        new InstructionFile(Path.of("AGENTS.md"), "AGENTS.md", "AGENTS.md", "", 0);
    return MarkdownReader.read(file, markdown).units().stream()
        .filter(u -> u.kind() == kind)
        .toList();
  }

  @Test
  void aCommentInAnIndentedBlockStandsAtItsOwnLineAndColumn() {
    List<TextUnit> units =
        units(
            "# Setup\n\n    make seed   # never run against staging\n", TextUnit.Kind.CODE_COMMENT);
    assertThat(units).hasSize(1);
    assertThat(units.get(0).text()).isEqualTo("never run against staging");
    assertThat(units.get(0).lineAt(0)).isEqualTo(3);
    assertThat(units.get(0).columnAt(0)).isEqualTo(19);
  }

  @Test
  void aCommentInAFencedBlockStandsOnTheLineAfterTheFence() {
    List<TextUnit> units =
        units(
            "# Setup\n\n```sh\nmake seed   # never run against staging\n```\n",
            TextUnit.Kind.CODE_COMMENT);
    assertThat(units).hasSize(1);
    assertThat(units.get(0).lineAt(0)).isEqualTo(4);
    assertThat(units.get(0).columnAt(0)).isEqualTo(15);
  }

  @Test
  void commandLinesUnderAnOrderHeadingAreItsItems() {
    List<TextUnit> units =
        units("## Before pushing\n\n    make lint\n    make test\n", TextUnit.Kind.LIST_ITEM);
    assertThat(units).extracting(TextUnit::text).containsExactly("`make lint`", "`make test`");
    assertThat(units.get(1).lineAt(1)).isEqualTo(4);
    assertThat(units.get(1).columnAt(1)).isEqualTo(5);
  }
}
