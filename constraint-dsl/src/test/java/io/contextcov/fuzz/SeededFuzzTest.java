package io.contextcov.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.contextcov.bundle.BundleReader;
import io.contextcov.diag.Diagnostic;
import io.contextcov.shell.Invocations;
import io.contextcov.shell.ShellParser;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seeded random inputs for the two parsers that read what an attacker or a careless edit hands
 * over: shell command lines (every decision) and bundle files (every load). Each case must end
 * within its budget without an exception; a failure names the seed and the input so it can be
 * replayed. Seeds are fixed, so a run is reproducible; {@code -Dcontextcov.fuzz.cases=N} runs more.
 */
class SeededFuzzTest {
  private static final int CASES = Integer.getInteger("contextcov.fuzz.cases", 4_000);
  private static final Duration BUDGET = Duration.ofSeconds(2);

  /** Pieces shell lines are built from: words, quoting, expansions, operators, odd bytes. */
  private static final String[] SHELL_PIECES = {
    "git",
    "push",
    "--force",
    "-f",
    "rm",
    "-rf",
    "/",
    "npm",
    "install",
    "bash",
    "-c",
    "sh",
    "eval",
    "sudo",
    "env",
    "X=1",
    "nohup",
    "xargs",
    "find",
    ".",
    "-exec",
    "{}",
    ";",
    "\\;",
    "|",
    "||",
    "&&",
    "&",
    ";",
    "(",
    ")",
    "{",
    "}",
    "$(",
    "`",
    "'",
    "\"",
    "$'",
    "$\"",
    "${X:-git}",
    "${X",
    "$IFS",
    "${IFS}",
    "$@",
    "$1",
    "set",
    "--",
    "alias",
    "g=git",
    "f()",
    "<<",
    "EOF",
    "<<<",
    ">",
    ">>",
    "<",
    "2>&1",
    "\\",
    "\n",
    "\t",
    " ",
    "  ",
    "#",
    "!",
    "*",
    "?",
    "[",
    "]",
    "{a,b}",
    "~",
    "$HOME",
    "python",
    "-c",
    "print(1)",
    "awk",
    "BEGIN{system(\"x\")}",
    "base64",
    "-d",
    "curl",
    "http://x",
    "\u00e9",
    "\uD83D\uDE00",
    "\uD800",
    "\0",
    "if",
    "then",
    "fi",
    "for",
    "do",
    "done",
    "case",
    "esac",
    "while",
    "function",
    "time",
    "coproc",
    "exec",
    "command",
    "builtin",
    "--force-w",
    "+main",
    "HEAD:main",
    "-C",
    "dir",
    "--git-dir",
    "-c",
    "alias.x=push --force",
    "timeout",
    "5",
    "nice",
  };

  @Test
  void shellLinesNeverCrashOrHang() {
    Random random = new Random(0x5eed_0001L);
    for (int i = 0; i < CASES; i++) {
      long seed = random.nextLong();
      String line = shellLine(new Random(seed));
      within(
          "shell seed " + seed,
          line,
          () -> {
            ShellParser.Parsed p = ShellParser.parse(line);
            assertThat(p.commands()).allSatisfy(c -> assertThat(c).isNotEmpty());
            Invocations.shapes(line);
          });
    }
  }

  @Test
  void growingLinesStayBounded() {
    // the shapes that blew up before: doubling variables, deep nesting, long plain runs
    String doubling = "a=x; " + "a=$a$a; ".repeat(40) + "echo $a";
    String nested = "bash -c '".repeat(30) + "git push -f" + "'".repeat(30);
    String evals = "eval ".repeat(500) + "git push -f";
    String words = "w ".repeat(40_000);
    String braces = "{a,b}".repeat(30);
    for (String line : List.of(doubling, nested, evals, words, braces)) {
      within("grown line", line, () -> ShellParser.parse(line));
    }
  }

  private static final String VALID_BUNDLE =
      """
      contextcov: 1
      name: fuzz
      constraints:
        - id: no-force
          kind: deny
          on: git.push
          when: "args.force == true && invokes(args.command, 'git push')"
          message: do not force-push
          source: {file: AGENTS.md, line: 3, by: hand}
        - id: tests-first
          kind: sequence
          on: git.commit
          after: shell.exec
          after-when: "invokes(args.command, 'make test')"
        - {id: cap, kind: limit, on: net.fetch, max: 3, per: session}
        - id: mask
          kind: transform
          on: file.read
          replace: {pattern: "sk-[A-Za-z0-9]+", with: "[key]"}
      """;

  private static final String[] YAML_PIECES = {
    ":",
    " ",
    "\n",
    "  ",
    "- ",
    "{",
    "}",
    "[",
    "]",
    ",",
    "\"",
    "'",
    "&a",
    "*a",
    "!!str",
    "!x",
    "#",
    "|",
    ">",
    "---",
    "...",
    "%YAML 1.2",
    "\t",
    "\\",
    "\u00a0",
    "\uFEFF",
    "\uD800",
    "~",
    "null",
    "true",
    "1e9999",
    "-1",
    "0x10",
    "id",
    "kind",
    "deny",
    "when",
    "args.x ==",
    "(",
    ")",
    "'a'",
  };

  @Test
  void bundleTextsNeverCrashAndErrorsArePlaced() {
    Random random = new Random(0x5eed_0002L);
    for (int i = 0; i < CASES; i++) {
      long seed = random.nextLong();
      String text = mutate(VALID_BUNDLE, new Random(seed));
      within(
          "bundle seed " + seed,
          text,
          () -> {
            BundleReader.Result r = BundleReader.read(text, "fuzz.bundle.yaml");
            if (r.bundle().isEmpty()) {
              assertThat(r.diagnostics()).anyMatch(Diagnostic::isError);
            }
            for (Diagnostic d : r.diagnostics()) {
              assertThat(d.span().line()).as(d.toString()).isPositive();
              assertThat(d.span().column()).as(d.toString()).isPositive();
              assertThat(d.span().file()).isEqualTo("fuzz.bundle.yaml");
            }
          });
    }
  }

  private static String shellLine(Random r) {
    StringBuilder b = new StringBuilder();
    int n = 1 + r.nextInt(24);
    for (int i = 0; i < n; i++) {
      if (r.nextInt(10) == 0) {
        b.append((char) r.nextInt(0x80));
      } else {
        b.append(SHELL_PIECES[r.nextInt(SHELL_PIECES.length)]);
      }
      if (r.nextBoolean()) {
        b.append(' ');
      }
    }
    return b.toString();
  }

  private static String mutate(String text, Random r) {
    StringBuilder b = new StringBuilder(text);
    int edits = 1 + r.nextInt(6);
    for (int i = 0; i < edits; i++) {
      int at = r.nextInt(b.length() + 1);
      switch (r.nextInt(4)) {
        case 0 -> b.insert(at, YAML_PIECES[r.nextInt(YAML_PIECES.length)]);
        case 1 -> {
          if (at < b.length()) {
            b.deleteCharAt(at);
          }
        }
        case 2 -> {
          if (at < b.length()) {
            b.setCharAt(at, (char) (0x20 + r.nextInt(0x5f)));
          }
        }
        default -> {
          // duplicate a slice: repeated keys, repeated items
          int end = Math.min(b.length(), at + r.nextInt(80));
          b.insert(at, b.substring(at, end));
        }
      }
    }
    return b.toString();
  }

  /** Runs one case on its own thread so a hang is reported with its input instead of stalling. */
  private static void within(String what, String input, Runnable body) {
    Throwable[] failure = new Throwable[1];
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                body.run();
              } catch (Throwable e) {
                failure[0] = e;
              }
            },
            "fuzz",
            4L * 1024 * 1024);
    t.setDaemon(true);
    t.start();
    try {
      t.join(BUDGET.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    String shown = input.length() > 300 ? input.substring(0, 300) + "…" : input;
    if (t.isAlive()) {
      fail(what + " took longer than " + BUDGET + " on: " + shown);
    }
    if (failure[0] != null) {
      throw new AssertionError(what + " failed on: " + shown, failure[0]);
    }
  }
}
