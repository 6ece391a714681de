package io.contextcov.bench;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.Expr;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A realistic rule set of a given size: tools with several rules each (data-source assertions,
 * denies on argument values, a few allows, confirms on writes), the same rules for jCasbin.
 */
final class Rules {
  static final int RULES_PER_TOOL = 5;

  private Rules() {}

  static int tools(int constraints) {
    return Math.max(1, constraints / RULES_PER_TOOL);
  }

  static Bundle bundle(int n) {
    List<Constraint> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int tool = i % tools(n);
      String name = "tool_" + tool;
      Constraint c =
          switch (i / tools(n) % RULES_PER_TOOL) {
            case 0 ->
                Constraint.of("deny-" + i, ActionPattern.of(name), new Effect.Deny())
                    .withWhen(cond("args.data_source == 'source_" + i + "'"));
            case 1 ->
                Constraint.of(
                        "assert-" + i,
                        ActionPattern.of(name),
                        new Effect.Assert(
                            cond(
                                "args.data_source in ['sales_db', 'audit_db', 'source_"
                                    + i
                                    + "']")))
                    .withWhen(cond("args.query_type == 'sales'"));
            case 2 ->
                Constraint.of(
                    "limit-rows-" + i,
                    ActionPattern.of(name),
                    new Effect.Assert(cond("args.limit <= " + (100 + i))));
            case 3 ->
                Constraint.of("allow-auditor-" + i, ActionPattern.of(name), new Effect.Allow())
                    .withWhen(cond("session.role == 'auditor' && args.data_source == 'cache_db'"))
                    .withPriority(10);
            default ->
                Constraint.of("no-drop-" + i, ActionPattern.of(name), new Effect.Deny())
                    .withWhen(cond("args.sql startsWith 'DROP' || args.sql startsWith 'drop'"));
          };
      list.add(c);
    }
    return new Bundle("bench-" + n, List.of(), ToolCatalog.EMPTY, list, Optional.empty());
  }

  static Map<String, Object> args() {
    return Map.of("query_type", "sales", "data_source", "sales_db", "limit", 50, "sql", "select 1");
  }

  /** The deny rules of {@link #bundle} as jCasbin policy lines: tool, data source, effect. */
  static List<List<String>> casbinPolicies(int n) {
    List<List<String>> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(List.of("tool_" + (i % tools(n)), "source_" + i, "deny"));
    }
    out.add(List.of("*", "*", "allow"));
    return out;
  }

  private static Expr cond(String text) {
    return ConditionParser.parse(text).orThrow();
  }
}
