package io.contextcov.compiler.source;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The instruction files of the agents users run, each with the directory its rules govern: files
 * kept in an agent's own folder ({@code .claude}, {@code .cursor}, {@code .windsurf}, {@code
 * .github}) speak for the directory holding that folder.
 */
class DiscoveryTest {
  @TempDir Path dir;

  private void write(String relative) throws IOException {
    Path f = dir.resolve(relative);
    Files.createDirectories(f.getParent());
    Files.writeString(f, "# Rules\n\n- Never run `make wipe`.\n");
  }

  private Map<String, String> scopes() {
    return Discovery.discover(List.of(dir)).files().stream()
        .collect(Collectors.toMap(InstructionFile::relative, InstructionFile::scope));
  }

  @Test
  void agentFoldersSpeakForTheDirectoryHoldingThem() throws IOException {
    write(".claude/CLAUDE.md");
    write(".cursor/rules/style.mdc");
    write(".windsurf/rules/git.md");
    write(".github/instructions/ts.instructions.md");
    write("web/.claude/CLAUDE.md");
    assertThat(scopes())
        .containsExactlyInAnyOrderEntriesOf(
            Map.of(
                ".claude/CLAUDE.md", "",
                ".cursor/rules/style.mdc", "",
                ".windsurf/rules/git.md", "",
                ".github/instructions/ts.instructions.md", "",
                "web/.claude/CLAUDE.md", "web/"));
  }

  @Test
  void windsurfRulesAtTheRootAreFound() throws IOException {
    write(".windsurfrules");
    write("docs/README.md");
    assertThat(scopes()).containsOnlyKeys(".windsurfrules");
  }
}
