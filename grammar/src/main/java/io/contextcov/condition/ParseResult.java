package io.contextcov.condition;

import java.util.List;
import java.util.Optional;

/** The outcome of parsing: an AST when there were no errors, otherwise the errors. */
public record ParseResult(Optional<Expr> expr, List<SyntaxError> errors) {
  public ParseResult {
    errors = List.copyOf(errors);
    if (expr.isPresent() == !errors.isEmpty()) {
      throw new IllegalArgumentException("exactly one of expr and errors is given");
    }
  }

  public static ParseResult of(Expr expr) {
    return new ParseResult(Optional.of(expr), List.of());
  }

  public static ParseResult failed(List<SyntaxError> errors) {
    return new ParseResult(Optional.empty(), errors);
  }

  public boolean ok() {
    return expr.isPresent();
  }

  /** The AST; throws if parsing failed (for callers that know the text is valid). */
  public Expr orThrow() {
    return expr.orElseThrow(
        () -> new IllegalStateException("condition has errors: " + errors.get(0).message()));
  }
}
