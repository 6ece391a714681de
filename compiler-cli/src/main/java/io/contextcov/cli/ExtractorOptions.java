package io.contextcov.cli;

import dev.langchain4j.model.chat.ChatModel;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import io.contextcov.compiler.ProjectConfig;
import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.llm.LlmExtractor;
import io.contextcov.llm.LockFile;
import io.contextcov.llm.Providers;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import picocli.CommandLine.Option;

/**
 * How statements become constraints, shared by {@code compile} and {@code coverage}: the offline
 * rules alone, or with a model ({@code --extractor hybrid|llm}) and its lock.
 */
final class ExtractorOptions {
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

  /** Where OPENAI_API_KEY and OPENAI_BASE_URL are read; tests point it at a loopback server. */
  static Supplier<Map<String, String>> environment = System::getenv;

  /** Whether a person watches the terminal, so progress is worth a line that rewrites itself. */
  static BooleanSupplier interactive = () -> System.console() != null;

  /** Whether the extractor is known; a usage error is printed otherwise. */
  boolean valid(PrintStream err) {
    if (!extractor.equals("rules") && !extractor.equals("hybrid") && !extractor.equals("llm")) {
      err.println("error: --extractor must be rules, hybrid or llm (got `" + extractor + "`)");
      return false;
    }
    return true;
  }

  /**
   * The model stage to run: empty inside when the rules alone extract; empty outside after a usage
   * error (printed).
   */
  Optional<Optional<Pipeline.Llm>> model(List<Path> paths, ToolCatalog catalog, PrintStream err) {
    if (extractor.equals("rules")) {
      return Optional.of(Optional.empty());
    }
    Optional<Pipeline.Llm> m = llm(paths, catalog, err);
    return m.isEmpty() ? Optional.empty() : Optional.of(m);
  }

  /**
   * Compiles the paths as {@code compile} and {@code coverage} both do: the catalog ({@code
   * --tools}, else a {@code tools.json} beside the first path), the inputs checked to exist, the
   * model stage set up, and the model's usage reported after. Empty after a usage error (printed).
   */
  Optional<Compilation> compile(List<Path> paths, String tools, PrintStream err) {
    // the project's .contextcov.yaml: what to compile by default, the catalog, ids switched off
    Optional<ProjectConfig> config = Optional.empty();
    Optional<Path> configFile = ProjectConfig.find(paths.get(0));
    if (configFile.isPresent()) {
      ProjectConfig.Read read = ProjectConfig.read(configFile.get());
      new DiagnosticPrinter().print(read.diagnostics(), err);
      if (read.config().isEmpty()) {
        return Optional.empty();
      }
      config = read.config();
      if (paths.equals(List.of(Path.of("."))) && !config.get().paths().isEmpty()) {
        paths = config.get().paths();
      }
      if (tools == null) {
        tools = config.get().tools().map(Path::toString).orElse(null);
      }
    }
    ToolCatalog catalog = ToolCatalog.EMPTY;
    String catalogFile =
        tools != null ? tools : BundleFiles.defaultCatalog(paths.get(0)).orElse(null);
    if (catalogFile != null) {
      Optional<ToolCatalog> c = BundleFiles.catalog(catalogFile, err);
      if (c.isEmpty()) {
        return Optional.empty();
      }
      catalog = c.get();
    }
    for (Path p : paths) {
      if (!p.toFile().exists()) {
        err.println("error: cannot read `" + p + "`: no such file or directory");
        return Optional.empty();
      }
    }
    Optional<Optional<Pipeline.Llm>> model = model(paths, catalog, err);
    if (model.isEmpty()) {
      return Optional.empty();
    }
    Compilation c = Pipeline.run(new Pipeline.Options(paths, catalog, model.get()));
    printUsage(model.get(), err);
    return Optional.of(config.isPresent() ? config.get().apply(c) : c);
  }

  /** The model's calls, answers from the lock and tokens, after a compile that used one. */
  static void printUsage(Optional<Pipeline.Llm> model, PrintStream err) {
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
          LlmExtractor.Answers a = m.extractor().answers();
          err.printf(
              Locale.ROOT,
              "model answers: %d accepted (%s), %d repaired, %d rejected%s, %d not enforceable%n",
              a.accepted(),
              BundleFiles.plural(a.constraints(), "constraint"),
              a.repaired(),
              a.rejected(),
              a.firstRejection().map(r -> " (first: " + r + ")").orElse(""),
              a.notEnforceable());
        });
  }

  private Optional<Pipeline.Llm> llm(List<Path> paths, ToolCatalog catalog, PrintStream err) {
    if (budget < 1 || timeoutSeconds < 1 || concurrency < 1) {
      err.println("error: --llm-budget, --llm-concurrency and --llm-timeout must be at least 1");
      return Optional.empty();
    }
    Path lockPath = lock;
    if (lockPath == null) {
      Path first = paths.get(0).toAbsolutePath().normalize();
      Path dir = Files.isDirectory(first) ? first : first.getParent();
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
      Optional<ChatModel> chat =
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
      BiConsumer<Integer, Integer> progress = (done, total) -> {};
      if (interactive.getAsBoolean()) {
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
}
