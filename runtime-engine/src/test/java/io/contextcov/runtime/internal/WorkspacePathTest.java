package io.contextcov.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Paths as the operating system would open them, judged against the workspace. */
class WorkspacePathTest {
  @TempDir Path tmp;
  private String savedHome;

  @BeforeEach
  void pinHome() {
    savedHome = WorkspacePath.home;
    WorkspacePath.home = "/home/dev";
  }

  @AfterEach
  void restoreHome() {
    WorkspacePath.home = savedHome;
  }

  @Test
  void lexicalNormalisationAgainstTheRoot() {
    WorkspacePath p = WorkspacePath.of("src//a/./b/../c.ts", null, "/repo");
    assertThat(p.path()).isEqualTo("src/a/c.ts");
    assertThat(p.escaped()).isFalse();
    assertThat(p.absolute()).isEqualTo("/repo/src/a/c.ts");
    assertThat(WorkspacePath.of("../../etc/passwd", "src", "/repo").escaped()).isTrue();
    assertThat(WorkspacePath.of("/repo/src/x", null, "/repo").path()).isEqualTo("src/x");
    assertThat(WorkspacePath.of("/repository/x", null, "/repo").escaped()).isTrue();
  }

  @Test
  void homeIsExpandedInPathsAndInDirectories() {
    WorkspacePath key = WorkspacePath.of("~/.ssh/id_ed25519", null, "/repo");
    assertThat(key.escaped()).isTrue();
    assertThat(key.within("~/.ssh")).isTrue();
    assertThat(key.within("/home/dev/.ssh")).isTrue();
    assertThat(WorkspacePath.of("$HOME/.ssh/config", null, "/repo").within("~/.ssh")).isTrue();
    assertThat(WorkspacePath.of("${HOME}/.aws/credentials", null, null).within("~/.aws")).isTrue();
    assertThat(WorkspacePath.of("~", null, null).within("/home/dev")).isTrue();
    // another user's home cannot be resolved: escaped, and never within the workspace
    WorkspacePath other = WorkspacePath.of("~bob/.ssh/id_rsa", null, "/repo");
    assertThat(other.escaped()).isTrue();
    assertThat(other.within("src")).isFalse();
  }

  @Test
  void windowsFormsAreAbsoluteAndCompareWithAWindowsRoot() {
    WorkspacePath p = WorkspacePath.of("C:\\work\\repo\\src\\a.cs", null, "c:\\work\\repo");
    assertThat(p.escaped()).isFalse();
    assertThat(p.path()).isEqualTo("src/a.cs");
    assertThat(WorkspacePath.of("\\\\?\\C:\\work\\repo\\src\\a.cs", null, "C:/work/repo").path())
        .isEqualTo("src/a.cs");
    WorkspacePath out = WorkspacePath.of("D:\\secrets\\k.pem", null, "C:\\work\\repo");
    assertThat(out.escaped()).isTrue();
    assertThat(out.within("D:/secrets")).isTrue();
    assertThat(WorkspacePath.of("src\\gen\\x.cs", null, "C:\\work\\repo").within("src/gen"))
        .isTrue();
  }

  @Test
  void procSelfNamesTheWorkingDirectoryAndTheRoot() {
    assertThat(WorkspacePath.of("/proc/self/cwd/gen/x", "src", "/repo").path())
        .isEqualTo("src/gen/x");
    assertThat(WorkspacePath.of("/proc/self/root/etc/shadow", null, "/repo").within("/etc"))
        .isTrue();
    assertThat(WorkspacePath.of("/proc/thread-self/root/repo/a", null, "/repo").path())
        .isEqualTo("a");
    assertThat(WorkspacePath.of("/proc/1234/cwd/x", null, "/repo").escaped()).isTrue();
  }

  @Test
  void existingSymlinksAreFollowedAsTheKernelFollowsThem() throws Exception {
    Path root = Files.createDirectory(tmp.resolve("repo"));
    Path outside = Files.createDirectories(tmp.resolve("outside/deep"));
    Files.createDirectories(root.resolve("src"));
    try {
      Files.createSymbolicLink(root.resolve("lnk"), outside);
      Files.createSymbolicLink(root.resolve("rel"), Path.of("src"));
      Files.createSymbolicLink(root.resolve("loop"), Path.of("loop"));
    } catch (UnsupportedOperationException | java.io.IOException e) {
      assumeTrue(false, "symbolic links are not available here: " + e);
    }
    String r = root.toString();
    WorkspacePath viaLink = WorkspacePath.of("lnk/secret.txt", null, r);
    assertThat(viaLink.escaped()).isTrue();
    assertThat(viaLink.within(outside.toString())).isTrue();
    // lnk/.. is the parent of the link's target, not the workspace root
    WorkspacePath up = WorkspacePath.of("lnk/../x", null, r);
    assertThat(up.escaped()).isTrue();
    assertThat(up.absolute()).isEqualTo(tmp.resolve("outside/x").toString());
    assertThat(WorkspacePath.of("rel/main.c", null, r).path()).isEqualTo("src/main.c");
    assertThat(WorkspacePath.of("loop/x", null, r).escaped()).isTrue();
    // a path that does not exist yet is judged lexically
    assertThat(WorkspacePath.of("src/new/file.c", null, r).path()).isEqualTo("src/new/file.c");
  }

  @Test
  void aRootReachedThroughASymlinkStillContainsItsFiles() throws Exception {
    Path real = Files.createDirectory(tmp.resolve("real-repo"));
    Path alias;
    try {
      alias = Files.createSymbolicLink(tmp.resolve("alias"), real);
    } catch (UnsupportedOperationException | java.io.IOException e) {
      assumeTrue(false, "symbolic links are not available here: " + e);
      return;
    }
    WorkspacePath p = WorkspacePath.of(real.resolve("a.txt").toString(), null, alias.toString());
    assertThat(p.escaped()).isFalse();
    assertThat(p.path()).isEqualTo("a.txt");
  }
}
