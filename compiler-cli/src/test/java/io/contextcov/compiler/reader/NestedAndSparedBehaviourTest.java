package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Verdict;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Compiled;
import io.contextcov.condition.ConditionPrinter;
import io.contextcov.diag.Code;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rules of a nested file (or one with {@code applyTo} globs) keep their drafted examples where the
 * rule applies (so the example check does not drop them), a ban that meets the file's own command
 * only in that command's flags spares the lines carrying them, a package manager counts only where
 * it starts a command, and an install into one workspace package is none into the root.
 */
class NestedAndSparedBehaviourTest {
  @TempDir Path dir;

  @Test
  void aContentBanOfANestedFileIsKeptAndHoldsInsideItsDirectoryOnly() throws IOException {
    Compilation c =
        Compiled.compile(
            dir, "services/billing/AGENTS.md", "# Rules\n\n- Never use `eval(` in code.\n");
    assertThat(c.diagnostics()).noneMatch(d -> d.code() == Code.DROPPED_RULE);
    Bundle b = c.bundle().orElseThrow();
    assertThat(b.constraints())
        .extracting(Constraint::scope)
        .containsExactly(java.util.Optional.of("services/billing/"));
    assertThat(
            Compiled.verdict(
                b,
                "file.write",
                Map.of("path", "services/billing/src/run.js", "content", "eval(input)")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            Compiled.verdict(
                b, "file.write", Map.of("path", "web/run.js", "content", "eval(input)")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aDirectoryLeftOutOfAContentBanOfANestedFileIsTakenFromThatFile() throws IOException {
    Compilation c =
        Compiled.compile(
            dir, "tools/AGENTS.md", "# Rules\n\n- Do not use `print()` except in `scripts/`.\n");
    assertThat(c.diagnostics()).noneMatch(d -> d.code() == Code.DROPPED_RULE);
    Bundle b = c.bundle().orElseThrow();
    assertThat(
            Compiled.verdict(
                b, "file.write", Map.of("path", "tools/scripts/dump.py", "content", "print(x)")))
        .isEqualTo(Verdict.ALLOW);
    assertThat(
            Compiled.verdict(
                b, "file.write", Map.of("path", "tools/lib/core.py", "content", "print(x)")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void aPathBanOfAnApplyToFileIsKeptForTheFilesItAppliesTo() throws IOException {
    Compilation c =
        Compiled.compile(
            dir,
            ".github/instructions/ts.instructions.md",
            "---\napplyTo: \"**/*.ts\"\n---\n\n# Rules\n\n- Do not edit files in `src/gen/`.\n");
    assertThat(c.diagnostics()).noneMatch(d -> d.code() == Code.DROPPED_RULE);
    Bundle b = c.bundle().orElseThrow();
    assertThat(Compiled.verdict(b, "file.write", Map.of("path", "src/gen/api.ts", "content", "x")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            Compiled.verdict(b, "file.write", Map.of("path", "src/gen/notes.md", "content", "x")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aCheckOwedBeforeFinishingInAScopedRuleIsOwedAfterWritesOfItsFiles() throws IOException {
    // prose files are what a docs rule is about: its check is owed once one of them was written,
    // not after any change elsewhere
    Bundle b =
        Compiled.compile(
                dir,
                ".cursor/rules/docs.mdc",
                "---\nglobs: [\"site/**\"]\nalwaysApply: false\n---\n\n"
                    + "- Run `hugo --minify` before you finish.\n")
            .bundle()
            .orElseThrow();
    assertThat(b.constraints())
        .singleElement()
        .satisfies(
            c -> {
              Effect.Sequence seq = (Effect.Sequence) c.effect();
              assertThat(seq.since()).contains(io.contextcov.bundle.ActionPattern.of("file.write"));
              assertThat(seq.sinceWhen().map(ConditionPrinter::print))
                  .contains("args.path glob 'site/**'");
            });
  }

  @Test
  void aBareWordOfCodeIsReadInTheLanguageOfTheFilesACursorRuleNames() throws IOException {
    Compilation c =
        Compiled.compile(
            dir,
            ".cursor/rules/types.mdc",
            "---\nglobs: src/**/*.ts\nalwaysApply: false\n---\n\n- NEVER use `dynamic`.\n");
    assertThat(c.diagnostics()).noneMatch(d -> d.code() == Code.DROPPED_RULE);
    Bundle b = c.bundle().orElseThrow();
    assertThat(
            Compiled.verdict(
                b, "file.write", Map.of("path", "src/a.ts", "content", "let x: dynamic = 1;")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            Compiled.verdict(
                b, "file.write", Map.of("path", "src/a.ts", "content", "// a dynamic list\n")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aCursorRuleHoldsForItsGlobsUnlessItAlwaysApplies() throws IOException {
    Bundle scoped =
        Compiled.compile(
                dir,
                ".cursor/rules/ts.mdc",
                "---\nglobs: \"**/*.ts\"\nalwaysApply: false\n---\n\n- Never use `eval(` in code.\n")
            .bundle()
            .orElseThrow();
    assertThat(
            Compiled.verdict(
                scoped, "file.write", Map.of("path", "src/a.ts", "content", "eval(x)")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            Compiled.verdict(
                scoped, "file.write", Map.of("path", "src/a.py", "content", "eval(x)")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aBanThatMeetsTheFilesOwnCommandOnlyInItsFlagsSparesThem() throws IOException {
    Compilation c =
        Compiled.compile(
            dir,
            "AGENTS.md",
            "# Rules\n\n- Never run `cargo update`; always use `cargo update --precise` instead.\n");
    assertThat(c.diagnostics())
        .anyMatch(d -> d.code() == Code.SELF_CONFLICT && d.message().contains("--precise"));
    Bundle b = c.bundle().orElseThrow();
    assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", "cargo update")))
        .isEqualTo(Verdict.DENY);
    assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", "cargo update -p serde")))
        .isEqualTo(Verdict.DENY);
    assertThat(
            Compiled.verdict(
                b, "shell.exec", Map.of("command", "cargo update -p serde --precise 1.0.200")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aBanMeetingTheFilesCommandInAnythingButFlagsIsStillReported() throws IOException {
    Compilation c =
        Compiled.compile(
            dir,
            "AGENTS.md",
            "# Rules\n\n- Run `cargo update serde` to refresh serde.\n"
                + "- Never run `cargo update`.\n");
    assertThat(c.diagnostics())
        .anyMatch(d -> d.code() == Code.SELF_CONFLICT && d.message().startsWith("not enforced"));
    Bundle b = c.bundle().orElseThrow();
    assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", "cargo update serde")))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aPackageManagerCountsOnlyWhereItStartsACommand() throws IOException {
    Bundle b =
        Compiled.compile(dir, "AGENTS.md", "# Rules\n\n- Ask before adding new dependencies.\n")
            .bundle()
            .orElseThrow();
    for (String asks :
        List.of(
            "npm install lodash",
            "cd web && pnpm add zod",
            "sudo pip install requests",
            "uv pip install flask",
            "python -m pip install rich",
            "CI=1 npm i left-pad",
            "npm --prefix web install zod")) {
      assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", asks)))
          .as(asks)
          .isEqualTo(Verdict.CONFIRM);
    }
    for (String runs :
        List.of("cargo run -- pip install flask", "echo npm install x", "npm install")) {
      assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", runs)))
          .as(runs)
          .isEqualTo(Verdict.ALLOW);
    }
  }

  @Test
  void thisFolderInANestedFileIsItsOwnDirectory() throws IOException {
    // "after editing anything in this folder": the nested file's own place, where its rules hold
    Bundle b =
        Compiled.compile(
                dir,
                "packages/api/AGENTS.md",
                "# API\n\n- Run `pnpm test:api` after editing anything in this folder.\n")
            .bundle()
            .orElseThrow();
    assertThat(b.constraints())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.scope()).contains("packages/api/");
              Effect.Sequence seq = (Effect.Sequence) c.effect();
              assertThat(seq.afterWhen().map(ConditionPrinter::print))
                  .contains("invokes(args.command, 'pnpm test:api')");
              assertThat(seq.since()).contains(io.contextcov.bundle.ActionPattern.of("file.write"));
            });
  }

  @Test
  void anInstallIntoOneWorkspacePackageIsNotAskedAboutUnderARootDependencyRule()
      throws IOException {
    Bundle b =
        Compiled.compile(
                dir,
                "AGENTS.md",
                "# Rules\n\n- Don't add dependencies to the root `package.json`; add them to the"
                    + " package that needs them with `pnpm add --filter <pkg>`.\n")
            .bundle()
            .orElseThrow();
    assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", "pnpm add zod")))
        .isEqualTo(Verdict.CONFIRM);
    assertThat(Compiled.verdict(b, "shell.exec", Map.of("command", "pnpm add --filter web zod")))
        .isEqualTo(Verdict.ALLOW);
  }
}
