package io.contextcov.compiler;

import io.contextcov.bundle.Bundle;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.coverage.StatementCoverage;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.stages.ClassifyCoverage;
import io.contextcov.compiler.stages.Discover;
import io.contextcov.compiler.stages.ExtractConstraints;
import io.contextcov.compiler.stages.ExtractLlm;
import io.contextcov.compiler.stages.Extraction;
import io.contextcov.compiler.stages.FindStatements;
import io.contextcov.compiler.stages.LowerAndCheck;
import io.contextcov.compiler.stages.ReadMarkdown;
import io.contextcov.compiler.stages.Statements;
import io.contextcov.compiler.stages.Step;
import io.contextcov.compiler.stages.WriteBundle;
import io.contextcov.diag.Diagnostic;
import io.contextcov.llm.LlmExtractor;
import io.contextcov.llm.LockFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * The compiler: its stages, in the order of DESIGN.md §1, are {@link #STAGES}; {@link #run} chains
 * them, each handing the next a typed value (see the stage classes for what each takes and gives).
 * Compilation stops after the first stage that reported an error.
 */
public final class Pipeline {

  /** What to compile; {@code llm} adds the model extractor (DESIGN.md §10). */
  public record Options(List<Path> paths, ToolCatalog catalog, Optional<Llm> llm) {
    public Options {
      paths = List.copyOf(paths);
    }

    public Options(List<Path> paths, ToolCatalog catalog) {
      this(paths, catalog, Optional.empty());
    }
  }

  /** Which statements go to the model. */
  public enum LlmMode {
    /** Only statements the rule matcher and embedded blocks left without a constraint. */
    HYBRID,
    /**
     * Every statement. Matcher and embedded constraints still win for a statement they cover; the
     * model's answer for it is only locked.
     */
    LLM
  }

  /**
   * The model extractor, its lock and whether the compile is {@code --locked} (answers must all be
   * in the lock; the extractor then has no model to call).
   */
  public record Llm(
      LlmMode mode,
      LlmExtractor extractor,
      LockFile lock,
      boolean locked,
      int concurrency,
      BiConsumer<Integer, Integer> progress) {}

  /** The stage names, in the order {@link #run} runs them. */
  public static final List<String> STAGES =
      List.of(
          "discover",
          "read-markdown",
          "find-statements",
          "extract-constraints",
          "extract-llm",
          "lower-and-check",
          "classify-coverage",
          "write-bundle");

  private Pipeline() {}

  public static Compilation run(Options options) {
    Run run = new Run();
    Discover.Discovered found = run.stage(0, Discover.run(options.paths()));
    if (run.failed()) {
      return run.result();
    }
    List<InstructionDocument> documents = run.stage(1, ReadMarkdown.run(found));
    run.documents = documents;
    if (run.failed()) {
      return run.result();
    }
    Statements statements = run.stage(2, FindStatements.run(documents));
    if (run.failed()) {
      return run.result();
    }
    Extraction drawn =
        run.stage(3, ExtractConstraints.run(documents, statements, options.catalog()));
    if (run.failed()) {
      return run.result();
    }
    drawn = run.stage(4, ExtractLlm.run(statements, drawn, options.llm()));
    if (run.failed()) {
      return run.result();
    }
    Extraction kept = run.stage(5, LowerAndCheck.run(drawn, options.catalog(), found));
    if (run.failed()) {
      return run.result();
    }
    run.coverage = run.stage(6, ClassifyCoverage.run(statements, kept, options.catalog()));
    if (run.failed()) {
      return run.result();
    }
    run.bundle = Optional.of(run.stage(7, WriteBundle.run(found, kept, options.catalog())));
    return run.result();
  }

  /** The record of one compile as it goes: the stages run and what they reported. */
  private static final class Run {
    final List<Diagnostic> diagnostics = new ArrayList<>();
    final List<String> ran = new ArrayList<>();
    List<InstructionDocument> documents = List.of();
    List<StatementCoverage> coverage = List.of();
    Optional<Bundle> bundle = Optional.empty();

    <T> T stage(int index, Step<T> step) {
      ran.add(STAGES.get(index));
      diagnostics.addAll(step.diagnostics());
      return step.value();
    }

    boolean failed() {
      return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    Compilation result() {
      return new Compilation(bundle, documents, coverage, diagnostics, ran);
    }
  }
}
