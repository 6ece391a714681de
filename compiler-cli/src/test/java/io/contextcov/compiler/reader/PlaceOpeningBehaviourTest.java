package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Compiled;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rule under a place opening holds in that place: a rule on commands where they run (a call's
 * working directory, or where a {@code cd} in its line moves it), a duty once a write there was
 * made, a rule of a nested file in that file's directory; a place in words asks rather than
 * refuses; the place is no object of a ban that names its own.
 */
class PlaceOpeningBehaviourTest {
  @TempDir Path dir;

  private Bundle compile(String path, String markdown) throws IOException {
    Compilation c = Compiled.compile(dir, path, markdown);
    return c.bundle().orElseThrow();
  }

  @Test
  void theOpeningPlaceOfABanOnAFileOrDirectoryIsWhereItHoldsNotWhatItBans() throws IOException {
    Bundle b =
        compile(
            "AGENTS.md",
            "# Rules\n\n- In `packages/ui`, don't touch `package.json` by hand.\n"
                + "- In `apps/web`, never edit files under `generated/`.\n");
    for (String banned : List.of("packages/ui/package.json", "apps/web/generated/api.ts")) {
      assertThat(write(b, banned)).as(banned).isEqualTo(Verdict.DENY);
    }
    for (String free :
        List.of(
            "packages/ui/src/Button.tsx",
            "package.json",
            "apps/web/src/page.tsx",
            "generated/other.ts")) {
      assertThat(write(b, free)).as(free).isEqualTo(Verdict.ALLOW);
    }
  }

  private static Verdict write(Bundle b, String path) {
    return Compiled.verdict(b, "file.write", Map.of("path", path, "content", "x"));
  }

  @Test
  void aSubstitutionInADirectoryHoldsForRunsThereOnly() throws IOException {
    Bundle b = compile("AGENTS.md", "# Tooling\n\n- In `site/`, use `yarn` instead of `npm`.\n");
    assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", "npm install", "cwd", "site")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            Compiled.verdict(
                b, "shell.exec", Map.of("command", "cd site && npm install", "cwd", ".")))
        .isEqualTo(Verdict.DENY);
    assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", "npm install", "cwd", ".")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", "yarn install", "cwd", "site")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aPlaceOfANestedFileIsReadFromItsDirectory() throws IOException {
    Bundle b =
        compile(
            "apps/AGENTS.md", "# Tooling\n\n- Inside `mobile/`, never run `pod deintegrate`.\n");
    assertThat(b.constraints()).hasSize(1);
    assertThat(b.constraints().get(0).scope()).contains("apps/mobile/");
    assertThat(
            Compiled.verdict(
                b, "shell.exec", Map.of("command", "pod deintegrate", "cwd", "apps/mobile")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            Compiled.verdict(b, "shell.exec", Map.of("command", "pod deintegrate", "cwd", "apps")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aDutyInADirectoryIsOwedOnceAWriteThereWasMade() throws IOException {
    Bundle b = compile("AGENTS.md", "# Flow\n\n- In `site/`, run `yarn lint` before pushing.\n");
    ToolCall push = new ToolCall("shell.exec", Map.of("command", "git push", "cwd", "."));
    // a write elsewhere owes nothing
    Session other = Engine.of(b).session("a");
    ToolCall docs = new ToolCall("file.write", Map.of("path", "docs/intro.md", "content", "x"));
    other.before(docs);
    other.after(docs, "ok");
    assertThat(other.before(push).verdict()).isEqualTo(Verdict.ALLOW);
    Session s = Engine.of(b).session("b");
    ToolCall page = new ToolCall("file.write", Map.of("path", "site/index.ts", "content", "x"));
    s.before(page);
    s.after(page, "ok");
    assertThat(s.before(push).verdict()).isEqualTo(Verdict.DENY);
  }

  @Test
  void aBanInAPlaceSaidInWordsAsksInstead() throws IOException {
    Bundle b =
        compile(
            "AGENTS.md",
            "# Tooling\n\n- In the mobile app, never run `pod deintegrate`.\n"
                + "- Use `fd` instead of `find` in shell scripts.\n");
    assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", "pod deintegrate")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", "find . -name x")))
        .isEqualTo(Verdict.CONFIRM);
  }
}
