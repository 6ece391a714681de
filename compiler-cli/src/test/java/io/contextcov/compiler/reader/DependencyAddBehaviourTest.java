package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.compiler.Compiled;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A question before adding dependencies meets the JavaScript package managers' adds whatever flags
 * come before or after the subcommand, and leaves alone the installs that only fetch what the lock
 * file has.
 */
class DependencyAddBehaviourTest {
  @TempDir Path dir;

  @Test
  void addsWithFlagsAreAskedAboutPlainInstallsAreNot() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Ask before adding new dependencies.\n");
    assertThat(Compiled.run(b, "yarn add --dev vitest")).isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.run(b, "npm install --save-dev @types/node")).isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.run(b, "pnpm add --save-exact zod")).isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.run(b, "npm i -D eslint")).isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.run(b, "bun add hono")).isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.run(b, "npm install")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "npm install --legacy-peer-deps")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "yarn install --frozen-lockfile")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "npm ci")).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void runtimeDependenciesLeaveDevelopmentAddsAlone() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Ask before adding anything to the runtime dependencies.\n");
    assertThat(Compiled.run(b, "uv add httpx")).isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.run(b, "npm install zod")).isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.run(b, "uv add --dev ruff")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "npm install -D vitest")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "poetry add --group dev mypy")).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aNamedPackageIsRefusedToEveryAddButNotToOtherRuns() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Dates go through `dayjs`; never add `moment`.\n");
    assertThat(Compiled.run(b, "npm install moment")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "pnpm add -D moment@2.30")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "yarn add --exact moment")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "npm install moment-timezone")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "npm run moment")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "npm install")).isEqualTo(Verdict.ALLOW);
  }
}
