package io.contextcov.compiler.stages;

import io.contextcov.bundle.Constraint;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The constraints drawn so far: per statement (in statement order), those of embedded blocks that
 * follow no statement, the statements judged advisory with the reason, and statements that restate
 * an earlier one (they share its constraints instead of compiling twice).
 */
public record Extraction(
    Map<Statement, List<Constraint>> byStatement,
    List<Constraint> unattached,
    Map<Statement, String> advisory,
    Map<Statement, Statement> restated) {
  public Extraction {
    Map<Statement, List<Constraint>> copy = new LinkedHashMap<>();
    byStatement.forEach((s, cs) -> copy.put(s, List.copyOf(cs)));
    byStatement = Collections.unmodifiableMap(copy);
    unattached = List.copyOf(unattached);
    advisory = Collections.unmodifiableMap(new LinkedHashMap<>(advisory));
    restated = Collections.unmodifiableMap(new LinkedHashMap<>(restated));
  }

  public Extraction(
      Map<Statement, List<Constraint>> byStatement,
      List<Constraint> unattached,
      Map<Statement, String> advisory) {
    this(byStatement, unattached, advisory, Map.of());
  }

  public List<Constraint> of(Statement s) {
    return byStatement.getOrDefault(s, List.of());
  }

  /**
   * The constraints that enforce a statement: its own, or those of the earlier statement it
   * restates.
   */
  public List<Constraint> enforcing(Statement s) {
    List<Constraint> own = of(s);
    Statement first = restated.get(s);
    return own.isEmpty() && first != null ? of(first) : own;
  }

  /** Every constraint: the unattached ones first, then each statement's in order. */
  public List<Constraint> all() {
    List<Constraint> out = new ArrayList<>(unattached);
    byStatement.values().forEach(out::addAll);
    return out;
  }

  /** The same, keeping only the constraints that pass {@code keep}. */
  public Extraction filter(Predicate<Constraint> keep) {
    Map<Statement, List<Constraint>> kept = new LinkedHashMap<>();
    byStatement.forEach((s, cs) -> kept.put(s, cs.stream().filter(keep).toList()));
    return new Extraction(kept, unattached.stream().filter(keep).toList(), advisory, restated);
  }
}
