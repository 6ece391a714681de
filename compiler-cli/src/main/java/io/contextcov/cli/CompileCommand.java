package io.contextcov.cli;

import io.contextcov.bundle.BundleWriter;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import io.contextcov.compiler.coverage.CoverageClass;
import io.contextcov.llm.LlmExtractor;
import io.contextcov.llm.LockFile;
import io.contextcov.llm.Providers;
import io.contextcov.runtime.json.Json;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code contextcov compile [PATH…] [-o FILE] [--tools FILE] [--extractor rules] [--format …]}. */
@Command(
    name = "compile",
    mixinStandardHelpOptions = true,
    description = {
      "Compiles instruction files (AGENTS.md, CLAUDE.md, GEMINI.md, copilot instructions,"
          + " .cursorrules, .clinerules, policy documents) into a constraint bundle.",
      "A summary goes to stderr; the bundle to -o FILE or stdout. Output is byte-identical for"
          + " identical input.",
      "Exit codes: 0 compiled, 1 errors in the instructions, 2 usage or unreadable input."
    })
final class CompileCommand implements Callable<Integer> {
  @Parameters(
      paramLabel = "PATH",
      arity = "0..*",
      description = "files or directories (default: .)")
  List<Path> paths = new ArrayList<>();

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "write the bundle here")
  Path output;

  @Option(
      names = "--tools",
      paramLabel = "FILE",
      description =
          "a tool catalog to ground rules in (default: tools.json or tools.yaml in the directory compiled)")
  String tools;

  @Option(
      names = "--extractor",
      paramLabel = "KIND",
      description =
          "rules (default: offline pattern matcher), hybrid (the model sees only statements the"
              + " matcher left unmatched) or llm (the model sees every statement; matcher output"
              + " still wins where it has some)")
  String extractor = "rules";

  @Option(
      names = "--llm",
      paramLabel = "PROVIDER:MODEL",
      description =
          "the model for hybrid/llm, e.g. openai:gpt-4o-mini; key and endpoint from"
              + " OPENAI_API_KEY and OPENAI_BASE_URL")
  String llm;

  @Option(
      names = "--verify-with",
      paramLabel = "PROVIDER:MODEL",
      description =
          "a second model that checks each extracted constraint against its statement; a"
              + " constraint it does not confirm is kept as severity: warn")
  String verifyWith;

  @Option(
      names = "--lock",
      paramLabel = "FILE",
      description = "the lock file of model answers (default: contextcov.lock beside the input)")
  Path lock;

  @Option(
      names = "--locked",
      description = "use only answers in the lock; fail, listing what is missing, otherwise")
  boolean locked;

  @Option(
      names = "--llm-budget",
      paramLabel = "N",
      description = "at most N model calls for the whole compile, retries included (default 1000)")
  int budget = 1_000;

  @Option(
      names = "--llm-concurrency",
      paramLabel = "N",
      description = "at most N requests in flight (default 4)")
  int concurrency = 4;

  @Option(
      names = "--llm-timeout",
      paramLabel = "SECONDS",
      description = "per-request timeout (default 60)")
  int timeoutSeconds = 60;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "summary format: text (default) or json")
  String format = "text";

  /** Where OPENAI_API_KEY and OPENAI_BASE_URL are read; tests point it at a loopback server. */
  static java.util.function.Supplier<Map<String, String>> environment = System::getenv;

  @Override
  public Integer call() throws IOException {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    if (!extractor.equals("rules") && !extractor.equals("hybrid") && !extractor.equals("llm")) {
      err.println("error: --extractor must be rules, hybrid or llm (got `" + extractor + "`)");
      return ExitCode.USAGE.code();
    }
    if (!format.equals("text") && !format.equals("json")) {
      err.println("error: --format must be text or json");
      return ExitCode.USAGE.code();
    }
    ToolCatalog catalog = ToolCatalog.EMPTY;
    if (paths.isEmpty()) {
      paths.add(Path.of("."));
    }
    if (tools == null) {
      tools = BundleFiles.defaultCatalog(paths.get(0)).orElse(null);
    }
    if (tools != null) {
      Optional<ToolCatalog> c = BundleFiles.catalog(tools, err);
      if (c.isEmpty()) {
        return ExitCode.USAGE.code();
      }
      catalog = c.get();
    }
    for (Path p : paths) {
      if (!p.toFile().exists()) {
        err.println("error: cannot read `" + p + "`: no such file or directory");
        return ExitCode.USAGE.code();
      }
    }
    Optional<Pipeline.Llm> model = Optional.empty();
    if (!extractor.equals("rules")) {
      Optional<Pipeline.Llm> m = llm(catalog, err);
      if (m.isEmpty()) {
        return ExitCode.USAGE.code();
      }
      model = m;
    }
    Compilation c = Pipeline.run(new Pipeline.Options(paths, catalog, model));
    model.ifPresent(
        m -> {
          LlmExtractor.Usage u = m.extractor().usage();
          err.printf(
              Locale.ROOT,
              "model %s: %s from the lock, %s, %d input + %d output tokens%n",
              m.extractor().label(),
              BundleFiles.plural(u.locked(), "answer"),
              BundleFiles.plural(u.calls(), "call"),
              u.inputTokens(),
              u.outputTokens());
        });
    new DiagnosticPrinter().print(c.diagnostics(), err);
    if (format.equals("json")) {
      err.println(Json.write(summary(c)));
    } else {
      err.println(summaryLine(c));
    }
    if (c.bundle().isEmpty() || c.hasErrors()) {
      return ExitCode.FINDINGS.code();
    }
    String text = BundleWriter.write(c.bundle().get());
    if (output != null) {
      BundleFiles.writeAtomically(output, text);
    } else {
      out.print(text);
    }
    return ExitCode.OK.code();
  }

  private Optional<Pipeline.Llm> llm(ToolCatalog catalog, PrintStream err) {
    if (budget < 1 || timeoutSeconds < 1 || concurrency < 1) {
      err.println("error: --llm-budget, --llm-concurrency and --llm-timeout must be at least 1");
      return Optional.empty();
    }
    Path lockPath = lock;
    if (lockPath == null) {
      Path first = paths.get(0).toAbsolutePath().normalize();
      Path dir = java.nio.file.Files.isDirectory(first) ? first : first.getParent();
      lockPath = dir.resolve("contextcov.lock");
    }
    LockFile.Result opened = LockFile.open(lockPath);
    if (opened.lock().isEmpty()) {
      new DiagnosticPrinter().print(opened.diagnostics(), err);
      return Optional.empty();
    }
    if (llm == null && locked && opened.lock().get().models().size() == 1) {
      llm = opened.lock().get().models().first();
    }
    if (llm == null) {
      err.println(
          "error: --extractor "
              + extractor
              + " needs --llm PROVIDER:MODEL (e.g. openai:gpt-4o-mini)"
              + (locked ? "; the lock does not name exactly one model" : ""));
      return Optional.empty();
    }
    try {
      String label = Providers.label(llm);
      Optional<dev.langchain4j.model.chat.ChatModel> chat =
          locked
              ? Optional.empty()
              : Optional.of(
                  Providers.chatModel(llm, environment.get(), Duration.ofSeconds(timeoutSeconds)));
      Optional<LlmExtractor.SecondOpinion> second = Optional.empty();
      if (verifyWith != null) {
        second =
            Optional.of(
                new LlmExtractor.SecondOpinion(
                    locked
                        ? Optional.empty()
                        : Optional.of(
                            Providers.chatModel(
                                verifyWith, environment.get(), Duration.ofSeconds(timeoutSeconds))),
                    Providers.label(verifyWith)));
      }
      LlmExtractor x =
          new LlmExtractor(
              chat,
              label,
              catalog,
              opened.lock().get(),
              new LlmExtractor.Options(4, Duration.ofMillis(500), budget),
              second);
      Pipeline.LlmMode mode =
          extractor.equals("llm") ? Pipeline.LlmMode.LLM : Pipeline.LlmMode.HYBRID;
      java.util.function.BiConsumer<Integer, Integer> progress = (done, total) -> {};
      if (System.console() != null) {
        progress =
            (done, total) ->
                err.print(
                    "\rmodel: "
                        + done
                        + "/"
                        + total
                        + " statements"
                        + (done.equals(total) ? System.lineSeparator() : ""));
      }
      return Optional.of(
          new Pipeline.Llm(mode, x, opened.lock().get(), locked, concurrency, progress));
    } catch (Providers.Unusable e) {
      err.println("error: " + e.getMessage());
      return Optional.empty();
    }
  }

  static String summaryLine(Compilation c) {
    long constraints = c.bundle().map(b -> b.constraints().size()).orElse(0);
    return String.format(
        Locale.ROOT,
        "compiled %s: %s, %s, coverage %.1f%% (%d enforced, %d monitored, %d advisory, %d unmatched), %s",
        BundleFiles.plural(c.documents().size(), "file"),
        BundleFiles.plural(c.coverage().size(), "statement"),
        BundleFiles.plural(constraints, "constraint"),
        c.coveragePercent(),
        c.count(CoverageClass.ENFORCED),
        c.count(CoverageClass.MONITORED),
        c.count(CoverageClass.ADVISORY),
        c.count(CoverageClass.UNMATCHED),
        BundleFiles.countText(c.diagnostics()));
  }

  static Map<String, Object> summary(Compilation c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("files", c.documents().size());
    m.put("statements", c.coverage().size());
    m.put("constraints", c.bundle().map(b -> b.constraints().size()).orElse(0));
    m.put("coverage_percent", Math.round(c.coveragePercent() * 10) / 10.0);
    for (CoverageClass cls : CoverageClass.values()) {
      m.put(cls.text(), c.count(cls));
    }
    m.put("errors", c.diagnostics().stream().filter(d -> d.isError()).count());
    m.put("warnings", c.diagnostics().stream().filter(d -> !d.isError()).count());
    return m;
  }
}
