package io.contextcov.compiler.stages;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.TypeChecker;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import io.contextcov.runtime.ExampleCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Stage 6, constraints → the constraints that type-check against the catalog and pass their own
 * examples. A rule the reader drew that fails is dropped with a warning (its statement stays
 * unmatched); a hand-written or model-made one fails the compile.
 */
public final class LowerAndCheck {
  private LowerAndCheck() {}

  public static Step<Extraction> run(
      Extraction drawn, ToolCatalog catalog, Discover.Discovered discovered) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    Extraction kept = drawn.filter(c -> check(c, catalog, discovered, diagnostics));
    return new Step<>(kept, diagnostics);
  }

  private static boolean check(
      Constraint c, ToolCatalog catalog, Discover.Discovered discovered, List<Diagnostic> out) {
    Bundle one = new Bundle("check", List.of(), catalog, List.of(c), Optional.empty());
    Span at =
        c.source()
            .map(
                src ->
                    Span.at(
                        discovered.display(src.file()),
                        Math.max(1, src.line()),
                        Math.max(1, src.column())))
            .orElse(Span.file("bundle"));
    List<Diagnostic> problems = new ArrayList<>();
    TypeChecker.check(one, catalog, "bundle", Map.of()).stream()
        .filter(Diagnostic::isError)
        .map(d -> Diagnostic.error(d.code(), at, d.message()))
        .forEach(problems::add);
    ExampleCheck.check(one)
        .forEach(f -> problems.add(Diagnostic.error(Code.EXAMPLE, at, f.message())));
    if (problems.isEmpty()) {
      return true;
    }
    boolean drawnByReader = c.source().map(src -> src.by().startsWith("rule/")).orElse(false);
    for (Diagnostic p : problems) {
      out.add(
          drawnByReader
              ? Diagnostic.of(
                  Code.DROPPED_RULE,
                  at,
                  "dropped constraint `"
                      + c.id()
                      + "` made by "
                      + c.source().get().by()
                      + ": "
                      + p.message(),
                  "write the rule as a ```contextcov block")
              : p);
    }
    return false;
  }
}
