package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code created(args.path)}: a write that makes a file the workspace does not hold yet. */
class CreatedFunctionTest {
  private static final String BUNDLE =
      """
      contextcov: 1
      constraints:
        - {id: new-docs-ask, kind: confirm, on: file.write, when: "args.path glob '**/*.md' && created(args.path)"}
      """;

  private static Engine engine(Path dir, String root) throws Exception {
    Path bundle = dir.resolve("bundle.yaml");
    Files.writeString(bundle, BUNDLE);
    EngineOptions options = EngineOptions.DEFAULTS.withVerifyDigest(false);
    return Engine.load(bundle, root == null ? options : options.withWorkspaceRoot(root));
  }

  private static Verdict write(Engine e, String path, String cwd) {
    Map<String, Object> args = new LinkedHashMap<>();
    args.put("path", path);
    if (cwd != null) {
      args.put("cwd", cwd);
    }
    return e.decide(new ToolCall("file.write", args)).verdict();
  }

  @Test
  void aFileTheWorkspaceHoldsIsNotCreated(@TempDir Path dir) throws Exception {
    Path ws = Files.createDirectories(dir.resolve("ws/docs"));
    Files.writeString(ws.resolve("guide.md"), "# Guide\n");
    Files.writeString(dir.resolve("ws/README.md"), "# Readme\n");
    Engine e = engine(dir, dir.resolve("ws").toString());

    assertThat(write(e, "docs/guide.md", null)).isEqualTo(Verdict.ALLOW);
    assertThat(write(e, "README.md", null)).isEqualTo(Verdict.ALLOW);
    assertThat(write(e, "guide.md", "docs")).isEqualTo(Verdict.ALLOW);
    assertThat(write(e, "docs/../README.md", null)).isEqualTo(Verdict.ALLOW);
    assertThat(write(e, dir.resolve("ws/docs/guide.md").toString(), null)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aNewFileIsCreated(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("ws/docs"));
    Engine e = engine(dir, dir.resolve("ws").toString());

    assertThat(write(e, "docs/NOTES.md", null)).isEqualTo(Verdict.CONFIRM);
    assertThat(write(e, "NOTES.md", "docs")).isEqualTo(Verdict.CONFIRM);
    // not a Markdown file: the rule does not apply whether new or not
    assertThat(write(e, "docs/api.yaml", null)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void withoutAKnownRootARelativePathCountsAsNew(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("present.md"), "x\n");
    Engine e = engine(dir, null);

    assertThat(write(e, "README.md", null)).isEqualTo(Verdict.CONFIRM);
    // an absolute path can still be looked at
    assertThat(write(e, dir.resolve("present.md").toString(), null)).isEqualTo(Verdict.ALLOW);
    assertThat(write(e, dir.resolve("absent.md").toString(), null)).isEqualTo(Verdict.CONFIRM);
  }
}
