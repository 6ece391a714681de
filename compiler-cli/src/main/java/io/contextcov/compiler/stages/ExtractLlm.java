package io.contextcov.compiler.stages;

import io.contextcov.bundle.Constraint;
import io.contextcov.compiler.Pipeline;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import io.contextcov.llm.Answer;
import io.contextcov.llm.LlmExtractor;
import io.contextcov.llm.LockFile;
import io.contextcov.llm.StatementRequest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Stage 5 (opt-in), statements the earlier stages left open → model answers (DESIGN.md §10).
 * Failures become warnings naming the statement (the bundle is still written from the rest), a
 * {@code --locked} compile with answers missing fails listing them, and lock entries for statements
 * that no longer exist are pruned.
 */
public final class ExtractLlm {
  private ExtractLlm() {}

  public static Step<Extraction> run(
      Statements statements, Extraction drawn, Optional<Pipeline.Llm> model) {
    if (model.isEmpty()) {
      return Step.of(drawn);
    }
    Pipeline.Llm llm = model.get();
    Map<Statement, Future<LlmExtractor.Outcome>> asked = new LinkedHashMap<>();
    Set<String> live = new HashSet<>();
    // a rule stated twice is asked once: later statements of the same words point at the first
    Map<String, Statements.Found> firstOf = new LinkedHashMap<>();
    Map<Statement, Statement> restated = new LinkedHashMap<>();
    Map<Statement, List<String>> alsoAt = new LinkedHashMap<>();
    List<Statements.Found> toAsk = new ArrayList<>();
    Map<InstructionDocument, List<Statement>> ofDocument = new java.util.IdentityHashMap<>();
    statements
        .all()
        .forEach(
            f ->
                ofDocument
                    .computeIfAbsent(f.document(), d -> new ArrayList<>())
                    .add(f.statement()));
    Map<InstructionDocument, LlmContext> contexts = new java.util.IdentityHashMap<>();
    for (Statements.Found f : statements.all()) {
      Statement s = f.statement();
      if (!drawn.of(s).isEmpty() && llm.mode() == Pipeline.LlmMode.HYBRID) {
        continue;
      }
      LlmContext context =
          contexts.computeIfAbsent(f.document(), d -> LlmContext.of(d, ofDocument.get(d)));
      if (!context.isRule(s)) {
        continue;
      }
      Statements.Found first = firstOf.putIfAbsent(LlmContext.normalized(s.text()), f);
      if (first != null) {
        restated.put(s, first.statement());
        alsoAt
            .computeIfAbsent(first.statement(), k -> new ArrayList<>())
            .add(f.document().file().relative() + ":" + s.line());
        continue;
      }
      toAsk.add(f);
    }
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, llm.concurrency()));
    try {
      for (Statements.Found f : toAsk) {
        Statement s = f.statement();
        StatementRequest request =
            contexts.get(f.document()).request(s, alsoAt.getOrDefault(s, List.of()));
        live.add(LockFile.key(request, llm.extractor().label()));
        asked.put(s, pool.submit(() -> llm.extractor().extract(request)));
      }
    } finally {
      pool.shutdown();
    }
    Step<Extraction> applied = apply(statements, drawn, asked, llm, restated, alsoAt);
    if (!llm.locked()) {
      llm.lock().prune(live);
    }
    return applied;
  }

  /** Answers are applied in statement order, whatever order they arrived in. */
  private static Step<Extraction> apply(
      Statements statements,
      Extraction drawn,
      Map<Statement, Future<LlmExtractor.Outcome>> asked,
      Pipeline.Llm llm,
      Map<Statement, Statement> restated,
      Map<Statement, List<String>> alsoAt) {
    Map<Statement, List<Constraint>> byStatement = new LinkedHashMap<>(drawn.byStatement());
    Map<Statement, String> advisory = new LinkedHashMap<>(drawn.advisory());
    List<Diagnostic> diagnostics = new ArrayList<>();
    int done = 0;
    for (Map.Entry<Statement, Future<LlmExtractor.Outcome>> e : asked.entrySet()) {
      Statement s = e.getKey();
      InstructionDocument doc = statements.documentOf(s);
      boolean covered = !drawn.of(s).isEmpty();
      Answer answer = outcome(e.getValue()).answer();
      llm.progress().accept(++done, asked.size());
      Span at = Span.at(doc.file().display(), s.line(), s.column());
      if (answer instanceof Answer.Extracted x && !covered) {
        List<Constraint> placed = new ArrayList<>();
        List<String> also = alsoAt.getOrDefault(s, List.of());
        for (Constraint c : x.constraints()) {
          Constraint p = Placement.place(c, doc);
          if (!also.isEmpty() && p.source().isPresent()) {
            p = p.withSource(p.source().get().withAlso(also));
          }
          placed.add(p);
        }
        byStatement.put(s, placed);
        x.dissent().ifPresent(why -> diagnostics.add(dissent(at, why)));
      } else if (answer instanceof Answer.Advisory a && !covered) {
        advisory.put(s, a.reason());
        diagnostics.add(
            Diagnostic.of(
                Code.MODEL_ADVISORY,
                at,
                "advisory: the model judged this statement not enforceable on tool calls: "
                    + a.reason(),
                null));
      } else if (answer instanceof Answer.Failed failed) {
        diagnostics.add(failure(at, failed, llm.locked()));
      }
    }
    Map<Statement, Statement> restatedKept = new LinkedHashMap<>(drawn.restated());
    restatedKept.putAll(restated);
    return new Step<>(
        new Extraction(byStatement, drawn.unattached(), advisory, restatedKept), diagnostics);
  }

  private static Diagnostic dissent(Span at, String why) {
    return Diagnostic.of(
        Code.MODEL_DISSENT,
        at,
        "kept as severity: warn, because the second opinion did not confirm it: " + why,
        "review the constraint, or write it by hand in a contextcov block");
  }

  private static Diagnostic failure(Span at, Answer.Failed failed, boolean locked) {
    if (locked) {
      return Diagnostic.of(
          Code.MODEL_LOCK_MISSING,
          at,
          "--locked: the lock has no answer for this statement",
          "run the compile once without --locked to ask the model, then commit the lock");
    }
    StringBuilder why = new StringBuilder(failed.reason());
    failed.diagnostics().stream().limit(3).forEach(d -> why.append("; ").append(d.message()));
    return Diagnostic.of(
        Code.MODEL_NO_ANSWER,
        at,
        "the model extractor produced nothing for this statement: " + why,
        null);
  }

  private static LlmExtractor.Outcome outcome(Future<LlmExtractor.Outcome> f) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the model", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("model extraction failed", e.getCause());
    }
  }
}
