package io.contextcov.compiler.markdown;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.compiler.source.InstructionFile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * HTML comments are read as text units of their own, each character located where the file holds
 * it; other HTML blocks are not.
 */
class HtmlCommentTest {
  private static List<TextUnit> comments(String markdown) {
    InstructionFile file =
        new InstructionFile(Path.of("AGENTS.md"), "AGENTS.md", "AGENTS.md", "", 0);
    return MarkdownReader.read(file, markdown).units().stream()
        .filter(u -> u.kind() == TextUnit.Kind.CODE_COMMENT)
        .toList();
  }

  @Test
  void aOneLineCommentIsAUnitLocatedAtItsText() {
    List<TextUnit> units = comments("# Notes\n\n<!-- Never edit `ops/`. -->\n");
    assertThat(units).hasSize(1);
    TextUnit u = units.get(0);
    assertThat(u.text()).isEqualTo("Never edit `ops/`.");
    assertThat(u.lineAt(0)).isEqualTo(3);
    assertThat(u.columnAt(0)).isEqualTo(6);
    assertThat(u.section()).containsExactly("Notes");
  }

  @Test
  void aCommentOverSeveralLinesIsJoinedWithSingleBlanksAndKeepsEachLine() {
    List<TextUnit> units =
        comments("Intro.\n\n<!--\n  Ask before\n    running `make wipe`.\n-->\n");
    assertThat(units).hasSize(1);
    TextUnit u = units.get(0);
    assertThat(u.text()).isEqualTo("Ask before running `make wipe`.");
    assertThat(u.lineAt(0)).isEqualTo(4);
    assertThat(u.columnAt(0)).isEqualTo(3);
    int running = u.text().indexOf("running");
    assertThat(u.lineAt(running)).isEqualTo(5);
    assertThat(u.columnAt(running)).isEqualTo(5);
  }

  @Test
  void otherHtmlBlocksAndEmptyOrTwoCommentBlocksGiveNoUnit() {
    assertThat(comments("<div>\nNever push.\n</div>\n")).isEmpty();
    assertThat(comments("<!-- -->\n")).isEmpty();
    assertThat(comments("<!-- one --> <!-- two -->\n")).isEmpty();
  }
}
