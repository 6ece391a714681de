package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.ToolCall;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bans compiled from prose and replayed on calls: a library named in prose is not imported (in the
 * import forms of several languages, not in prose files, not as the prefix of another package), a
 * code ban's place ("in tests", "in library code") scopes it, a branch pattern matches the branches
 * it names, a banned keyword is no member of something else, and a banned affix holds on declared
 * names only; renaming files under a place is refused where the line's first operand is there; a
 * task named without its runner is refused under any runner.
 */
class CodeBansBehaviourTest {
  @TempDir Path dir;

  private Bundle compile(String markdown) throws IOException {
    Files.writeString(dir.resolve("AGENTS.md"), markdown);
    Compilation c = Pipeline.run(new Pipeline.Options(List.of(dir), ToolCatalog.EMPTY));
    assertThat(c.hasErrors()).as(c.diagnostics().toString()).isFalse();
    return c.bundle().orElseThrow();
  }

  private static Verdict write(Bundle b, String path, String content) {
    return Engine.of(b)
        .session("t")
        .before(new ToolCall("file.write", Map.of("path", path, "content", content)))
        .verdict();
  }

  @Test
  void aTaskNamedAloneIsRefusedWhicheverRunnerRunsItAndOtherTasksAreNot() throws IOException {
    Bundle b = compile("# Rules\n\n- Never run `cache:flush`.\n");
    for (String runs :
        List.of(
            "bin/rails cache:flush",
            "bundle exec rake cache:flush",
            "npm run cache:flush",
            "cd app && php artisan cache:flush --force")) {
      assertThat(run(b, runs)).as(runs).isEqualTo(Verdict.DENY);
    }
    for (String other :
        List.of("bin/rails cache:status", "rake cache:flush-stats", "grep -r flush config/")) {
      assertThat(run(b, other)).as(other).isEqualTo(Verdict.ALLOW);
    }
  }

  @Test
  void renamingFilesUnderABannedPlaceIsRefusedAndMovingOthersIntoItIsNot() throws IOException {
    Bundle b = compile("# Rules\n\n- Do not rename files under `site/pages/`.\n");
    for (String moves :
        List.of(
            "git mv site/pages/a.md site/pages/b.md",
            "mv ./site/pages/old.md site/pages/new.md",
            "cd . && git mv -f site/pages/x.md y.md")) {
      assertThat(run(b, moves)).as(moves).isEqualTo(Verdict.DENY);
    }
    for (String other :
        List.of("git mv drafts/a.md site/pages/a.md", "mv notes.txt notes.md", "ls site/pages/")) {
      assertThat(run(b, other)).as(other).isEqualTo(Verdict.ALLOW);
    }
  }

  @Test
  void aLibraryBannedInProseIsNotImported() throws IOException {
    Bundle b = compile("# Rules\n\n- Write dates with Luxon, never use the Frobnicate library.\n");
    for (String imports :
        List.of(
            "import { parse } from 'frobnicate';\n",
            "const f = require(\"frobnicate\");\n",
            "import frobnicate\n",
            "from frobnicate.core import run\n",
            "x = 1\nimport os, frobnicate\n",
            "const m = await import('frobnicate/lite');\n",
            "use frobnicate::Parser;\n")) {
      assertThat(write(b, "src/a.ts", imports)).as(imports).isEqualTo(Verdict.DENY);
    }
    for (String other :
        List.of(
            "import { parse } from 'frobnicate-compat';\n",
            "// we used to call frobnicate here\nconst x = 1;\n",
            "import luxon\n")) {
      assertThat(write(b, "src/a.ts", other)).as(other).isEqualTo(Verdict.ALLOW);
    }
    // prose may name it
    assertThat(write(b, "docs/history.md", "import frobnicate\n")).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aSubstitutionOfLibrariesBansTheReplacedOneOnly() throws IOException {
    Bundle b = compile("# Tests\n\n- Use Quickcheck, not Fuzzbox.\n");
    assertThat(write(b, "t/a_test.py", "import fuzzbox\n")).isEqualTo(Verdict.DENY);
    assertThat(write(b, "t/a_test.py", "import quickcheck\n")).isEqualTo(Verdict.ALLOW);
  }

  private static Verdict run(Bundle b, String command) {
    return Engine.of(b)
        .session("t")
        .before(new ToolCall("shell.exec", Map.of("command", command)))
        .verdict();
  }

  @Test
  void aCommandBannedInAPlaceOrThroughAnotherIsBannedThereOnly() throws IOException {
    Bundle b =
        compile(
            "# Rules\n\n- Do not run `npm install` in `packages/legacy/`.\n"
                + "- Don't use `sudo` for `npm`.\n");
    assertThat(run(b, "cd packages/legacy && npm install")).isEqualTo(Verdict.DENY);
    assertThat(run(b, "sudo npm install -g x")).isEqualTo(Verdict.DENY);
    for (String free : List.of("npm install", "npm ci", "sudo apt-get install jq", "npm test")) {
      assertThat(run(b, free)).as(free).isEqualTo(Verdict.ALLOW);
    }
  }

  @Test
  void aReplacedWordInCodeIsBannedAsCodeNotInCommentsOrStrings() throws IOException {
    Bundle b = compile("# Python\n\n- Use `quickhttp` instead of `slowhttp`.\n");
    for (String used :
        List.of(
            "import slowhttp\n", "r = slowhttp.get(url)\n", "x = 1\nfrom slowhttp import get\n")) {
      assertThat(write(b, "app/a.py", used)).as(used).isEqualTo(Verdict.DENY);
    }
    for (String named :
        List.of(
            "# moved off slowhttp last year\nimport quickhttp\n",
            "log.info(\"slowhttp is gone\")\n",
            "client.slowhttp_compat = None\n")) {
      assertThat(write(b, "app/a.py", named)).as(named).isEqualTo(Verdict.ALLOW);
    }
  }

  @Test
  void aCodeBanInTestsHoldsInTestFilesOnly() throws IOException {
    Bundle b = compile("# Rules\n\n- Never call `time.sleep()` in tests.\n");
    String sleeping = "def test_a():\n    time.sleep(1)\n";
    assertThat(write(b, "tests/test_a.py", sleeping)).isEqualTo(Verdict.DENY);
    assertThat(write(b, "pkg/a_test.go", "time.sleep()\n")).isEqualTo(Verdict.DENY);
    assertThat(write(b, "src/app/poll.py", sleeping)).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aTrailerCommitsMustCarryIsALineOfTheMessage() throws IOException {
    Bundle b = compile("# Git\n\n- Commits must include a `Reviewed-on:` trailer.\n");
    for (String carries :
        List.of(
            "fix: login\n\nReviewed-on: https://review.example/12\n",
            "fix: login\n\nBody text.\n\nreviewed-on: 12")) {
      assertThat(commit(b, carries)).as(carries).isEqualTo(Verdict.ALLOW);
    }
    for (String lacks :
        List.of("fix: login", "fix: login\n\nThis was reviewed-on the board, see Reviewed-on")) {
      assertThat(commit(b, lacks)).as(lacks).isEqualTo(Verdict.DENY);
    }
  }

  @Test
  void aFormatEveryCommitMessageFollowsIsARuleOnCommits() throws IOException {
    Bundle b = compile("# Git\n\n- Every commit message follows Conventional Commits.\n");
    assertThat(commit(b, "fix(parser): handle tabs")).isEqualTo(Verdict.ALLOW);
    assertThat(commit(b, "handled tabs in the parser")).isEqualTo(Verdict.DENY);
  }

  private static Verdict commit(Bundle b, String message) {
    return Engine.of(b)
        .session("t")
        .before(new ToolCall("git.commit", Map.of("message", message)))
        .verdict();
  }

  @Test
  void aPatternOfBranchNamesIsMatchedAsAPattern() throws IOException {
    Bundle b = compile("# Git\n\n- Never commit on the `hotfix/*` branches.\n");
    ToolCall commit = new ToolCall("git.commit", Map.of("message", "fix: x"));
    assertThat(Engine.of(b).session("t").env("branch", "hotfix/login").before(commit).verdict())
        .isEqualTo(Verdict.DENY);
    assertThat(Engine.of(b).session("t").env("branch", "feature/login").before(commit).verdict())
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aCodeBanInLibraryCodeLeavesTestsFree() throws IOException {
    Bundle b = compile("# Rules\n\n- Never call `os.Exit` in library code.\n");
    assertThat(write(b, "pkg/run.go", "func f() { os.Exit(1) }\n")).isEqualTo(Verdict.DENY);
    assertThat(write(b, "pkg/run_test.go", "func f() { os.Exit(1) }\n")).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aBannedKeywordIsNoMemberOfSomethingElseButABannedNameIs() throws IOException {
    Bundle b = compile("# Python\n\n- In Python, never use `match` statements.\n");
    String statement = "def f(c):\n    match c:\n        case 1:\n            pass\n";
    assertThat(write(b, "app/run.py", statement)).isEqualTo(Verdict.DENY);
    assertThat(write(b, "app/run.py", "m = re.match(p, s)\n")).isEqualTo(Verdict.ALLOW);
    Bundle dom = compile("# Rules\n\n- Never use `innerHTML`.\n");
    assertThat(write(dom, "src/a.js", "el.innerHTML = html;\n")).isEqualTo(Verdict.DENY);
  }

  @Test
  void aBannedNameIsNoPartOfALongerName() throws IOException {
    Bundle b = compile("# Rust\n\n- Never use `println!` in `src/`; use `eprintln!`.\n");
    assertThat(write(b, "src/main.rs", "println!(\"{x}\");\n")).isEqualTo(Verdict.DENY);
    assertThat(write(b, "src/main.rs", "eprintln!(\"{x}\");\n")).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aNameAfterADollarSignIsAVariableNotTheBannedKeyword() throws IOException {
    Bundle b = compile("# PHP\n\nThis plugin is PHP.\n\n- Do not use `match` expressions.\n");
    assertThat(write(b, "src/Form.php", "$v = match ($k) { 1 => 'a' };\n")).isEqualTo(Verdict.DENY);
    assertThat(write(b, "src/Form.php", "preg_match('/a/', $s, $match);\n"))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aBannedAffixHoldsOnDeclaredNamesOnly() throws IOException {
    Bundle b = compile("# Go\n\n- In Go code, do not use the `Impl` suffix for types.\n");
    assertThat(write(b, "pkg/a.go", "type StoreImpl struct{}\n")).isEqualTo(Verdict.DENY);
    assertThat(write(b, "pkg/a.go", "func (s *store) Get() {}\n")).isEqualTo(Verdict.ALLOW);
    assertThat(write(b, "pkg/a.go", "x := other.NewStoreImpl()\n")).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aClassNamedAfterCatchOrThrowIsBannedInThatUseOnly() throws IOException {
    Bundle b = compile("# Java\n\n- Never catch `Throwable` in Java code.\n");
    assertThat(write(b, "src/A.java", "try { run(); } catch (Throwable t) { log(t); }\n"))
        .isEqualTo(Verdict.DENY);
    assertThat(write(b, "src/A.java", "try { run(); } catch (IOException | Throwable t) { }\n"))
        .isEqualTo(Verdict.DENY);
    // declaring or naming the class is no catch, nor is a class whose name ends the same way
    assertThat(write(b, "src/A.java", "class Failure extends Throwable {}\n"))
        .isEqualTo(Verdict.ALLOW);
    assertThat(write(b, "src/A.java", "try { run(); } catch (MyThrowable t) { }\n"))
        .isEqualTo(Verdict.ALLOW);
    Bundle raised = compile("# Python\n\n- Don't raise bare `Exception` in Python code.\n");
    assertThat(write(raised, "app/a.py", "raise Exception(\"boom\")\n")).isEqualTo(Verdict.DENY);
    assertThat(write(raised, "app/a.py", "class AppError(Exception):\n    pass\n"))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aModuleNamedAfterImportIsBannedInImportLines() throws IOException {
    Bundle b = compile("# Rules\n\n- Do not import from `app/internal` in tests.\n");
    assertThat(write(b, "tests/test_db.py", "from app.internal.db import connect\n"))
        .isEqualTo(Verdict.DENY);
    assertThat(write(b, "tests/db.test.ts", "import { connect } from '../../app/internal/db';\n"))
        .isEqualTo(Verdict.DENY);
    // code outside tests may, and a sibling module is another module
    assertThat(write(b, "app/db.ts", "import { connect } from './internal/db';\n"))
        .isEqualTo(Verdict.ALLOW);
    assertThat(write(b, "tests/db.test.ts", "import { x } from '../../app/internals';\n"))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aCodeBanOutsideTestsLeavesTestsFree() throws IOException {
    Bundle b = compile("# Rust\n\n- Never use `.unwrap()` outside of tests.\n");
    assertThat(write(b, "src/lib.rs", "let v = parse(s).unwrap();\n")).isEqualTo(Verdict.DENY);
    assertThat(write(b, "tests/parse.rs", "let v = parse(s).unwrap();\n")).isEqualTo(Verdict.ALLOW);
  }
}
