package io.contextcov.cli;

import io.contextcov.bundle.Bundle;
import io.contextcov.compiler.Compilation;
import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.EngineOptions;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code contextcov test BUNDLE|DIR TESTS…}: policy tests, one result per scenario. */
@Command(
    name = "test",
    mixinStandardHelpOptions = true,
    description = {
      "Runs policy tests: scenario files in the replay trace format (JSON lines; see `replay`),"
          + " each `session` of a file one scenario whose steps must all get their `expect`ed"
          + " verdict. A step's \"approve\": true|false answers a confirmation (approved, the call"
          + " runs and counts for sequences and limits); {\"user\": \"…\"} lines record what the"
          + " user said.",
      "The first argument is a bundle, or instruction files and directories to compile first."
          + " TESTS are scenario files or directories (every *.jsonl inside); without them, the"
          + " .contextcov/tests directory beside the instruction files.",
      "Exit codes: 0 every scenario passed, 1 some failed, 2 bad input."
    })
final class TestCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "BUNDLE|DIR", description = "a bundle, or what to compile")
  Path target;

  @Parameters(index = "1..*", paramLabel = "TESTS", description = "scenario files or directories")
  List<Path> tests = new ArrayList<>();

  @Option(names = "--junit", paramLabel = "FILE", description = "also write a JUnit XML report")
  Path junit;

  @Option(
      names = "--tools",
      paramLabel = "FILE",
      description = "a tool catalog, when compiling instruction files")
  String tools;

  @Mixin EngineFlags flags = new EngineFlags();

  @Mixin ExtractorOptions extraction;

  @Override
  public Integer call() throws IOException {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    if (!Files.exists(target)) {
      err.println("error: " + target + " does not exist");
      return ExitCode.USAGE.code();
    }
    Engine engine;
    boolean isBundle =
        Files.isRegularFile(target)
            && (target.getFileName().toString().endsWith(".yaml")
                || target.getFileName().toString().endsWith(".yml"));
    if (isBundle) {
      Optional<Engine> loaded =
          EngineFiles.load(target.toString(), flags.verifyDigest(), flags.audit, err);
      if (loaded.isEmpty()) {
        return ExitCode.USAGE.code();
      }
      engine = loaded.get();
    } else {
      if (!extraction.valid(err)) {
        return ExitCode.USAGE.code();
      }
      Optional<Compilation> c = extraction.compile(List.of(target), tools, err);
      if (c.isEmpty()) {
        return ExitCode.USAGE.code();
      }
      new DiagnosticPrinter().print(c.get().diagnostics(), err);
      if (c.get().bundle().isEmpty() || c.get().hasErrors()) {
        err.println("error: " + target + " does not compile; no scenario was run");
        return ExitCode.FINDINGS.code();
      }
      engine = engine(c.get().bundle().get());
    }
    List<Path> roots = new ArrayList<>(tests);
    if (roots.isEmpty()) {
      Path dir = Files.isDirectory(target) ? target : target.toAbsolutePath().getParent();
      roots.add(dir.resolve(".contextcov/tests"));
      if (!Files.isDirectory(roots.get(0))) {
        err.println("error: no scenario files given and no " + roots.get(0) + " directory");
        return ExitCode.USAGE.code();
      }
    }
    return run(engine, roots, junit, out, err);
  }

  static Engine engine(Bundle bundle) {
    return Engine.of(bundle, EngineOptions.DEFAULTS.withVerifyDigest(false));
  }

  /** Runs the scenarios, prints one line per scenario and a closing count; the exit code. */
  static int run(Engine engine, List<Path> roots, Path junit, PrintStream out, PrintStream err)
      throws IOException {
    for (Path r : roots) {
      if (!Files.exists(r)) {
        err.println("error: " + r + " does not exist");
        return ExitCode.USAGE.code();
      }
    }
    List<Scenarios.Problem> problems = new ArrayList<>();
    List<Scenarios.Outcome> outcomes = new ArrayList<>();
    for (Path f : Scenarios.files(roots)) {
      outcomes.addAll(Scenarios.run(engine, f, problems));
    }
    for (Scenarios.Problem p : problems) {
      err.println(p.file() + ":" + p.line() + ":1: error: " + p.message());
    }
    int failed = 0;
    for (Scenarios.Outcome o : outcomes) {
      if (o.passed()) {
        out.println("PASS " + o.file() + " › " + o.scenario() + " (" + o.steps() + " steps)");
      } else {
        failed++;
        out.println("FAIL " + o.file() + " › " + o.scenario());
        o.failures().forEach(f -> out.println("  " + f));
      }
    }
    out.println((outcomes.size() - failed) + " passed, " + failed + " failed");
    if (junit != null) {
      BundleFiles.writeAtomically(junit, Scenarios.junit("contextcov", outcomes));
    }
    if (!problems.isEmpty()) {
      return ExitCode.USAGE.code();
    }
    if (outcomes.isEmpty()) {
      err.println("error: no scenario found in " + roots);
      return ExitCode.USAGE.code();
    }
    return failed == 0 ? ExitCode.OK.code() : ExitCode.FINDINGS.code();
  }
}
