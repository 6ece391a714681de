package io.contextcov.analyzer;

import dk.brics.automaton.Automaton;
import io.contextcov.analyzer.domain.Box;
import io.contextcov.analyzer.domain.Dom;
import io.contextcov.analyzer.domain.Intervals;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect.Assert;
import io.contextcov.bundle.Enforcement;
import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.ToolCatalog;
import java.util.ArrayList;
import java.util.List;

/**
 * A constraint as sets of calls: {@code trigger} = action ∈ on ∧ when ∧ scope; {@code effective} =
 * where it acts (for an assert, where its requirement fails); {@code require} for asserts.
 */
public record Modelled(
    Constraint constraint,
    Effect effect,
    Region trigger,
    Region effective,
    Region require,
    Region[] cache) {

  /** The complement of {@link #effective}, computed once (inclusion tests need it often). */
  public Region notEffective() {
    synchronized (cache) {
      if (cache[0] == null) {
        cache[0] = effective.not();
      }
      return cache[0];
    }
  }

  /** Whether every call where this acts is also one where {@code other} acts. */
  public boolean effectiveWithin(Modelled other) {
    return effective.subsetOf(other.effective, other::notEffective);
  }

  public static Modelled of(Constraint c) {
    return of(c, ToolCatalog.EMPTY);
  }

  /**
   * Models a constraint; with a catalog, the arguments of the tools it names range only over their
   * declared types and enum values (or are missing).
   */
  public static Modelled of(Constraint c, ToolCatalog catalog) {
    Region trigger =
        actions(c.on(), catalog).and(c.when().map(ConditionModel::of).orElse(Region.ALL));
    if (c.scope().isPresent() && !c.scope().get().isEmpty()) {
      // as the engine decides it: the call's path (joined with its cwd) when it has one, else its
      // working directory
      Dom inside =
          Dom.strings(
              ConditionModel.within(c.scope().get()).intersection(ConditionModel.NORMAL_PATHS));
      Region byPath = Region.of(Box.attr("args.path" + ConditionModel.NORM, inside));
      // a call with neither path nor cwd is inside for every kind but allow (as the engine decides)
      Dom cwds = c.kind() == io.contextcov.bundle.Kind.ALLOW ? inside : inside.or(Dom.nullOnly());
      Region byCwd =
          Region.of(Box.attr("args.path" + ConditionModel.NORM, Dom.nullOnly()))
              .and(Region.of(Box.attr("args.cwd" + ConditionModel.NORM, cwds)));
      // both are modelled; witnesses come from the first (a file tool's path, a command's cwd)
      boolean files = c.on().patterns().stream().allMatch(p -> p.startsWith("file."));
      trigger = trigger.and(files ? byPath.or(byCwd) : byCwd.or(byPath));
    }
    Effect effect = Effect.of(c.kind());
    Region require = c.effect() instanceof Assert a ? ConditionModel.of(a.require()) : Region.ALL;
    Region effective =
        switch (c.kind()) {
          case ALLOW, DENY, CONFIRM, SEQUENCE, LIMIT -> trigger;
          case ASSERT -> trigger.minus(require);
          case TRANSFORM -> Region.NONE;
        };
    return new Modelled(c, effect, trigger, effective, require, new Region[1]);
  }

  static Region actions(ActionPattern on, ToolCatalog catalog) {
    if (catalog.isEmpty()
        || on.patterns().stream().anyMatch(ActionPattern::isGlob)
        || on.patterns().stream().anyMatch(p -> catalog.tool(p).isEmpty())) {
      return actions(on);
    }
    Region out = Region.NONE;
    for (String p : on.patterns()) {
      Box box = Box.attr("action", Dom.strings(Automaton.makeString(p)));
      for (var arg : catalog.tool(p).get().sortedArgs().entrySet()) {
        Dom d = typed(arg.getValue());
        if (d != null) {
          box = box.and(Box.attr("args." + arg.getKey(), d));
        }
      }
      out = out.or(Region.of(box));
    }
    return out;
  }

  /** The values an argument of this spec can take, or null when any value can. */
  private static Dom typed(ArgSpec spec) {
    Dom d;
    if (!spec.enumValues().isEmpty()) {
      d = Dom.NONE;
      for (Object v : spec.enumValues()) {
        d = d.or(Dom.literal(v));
      }
    } else {
      d =
          switch (spec.type()) {
            case STRING -> Dom.strings(Automaton.makeAnyString());
            case NUMBER -> Dom.numbers(Intervals.ALL);
            case INTEGER -> Dom.numbers(Intervals.INTEGERS);
            case BOOLEAN -> Dom.bool(true).or(Dom.bool(false));
            default -> null;
          };
    }
    return d == null ? null : d.or(Dom.nullOnly());
  }

  /** Calls whose action one of the patterns names ({@code *} any run, {@code ?} one character). */
  public static Region actions(ActionPattern on) {
    List<Automaton> parts = new ArrayList<>();
    for (String p : on.patterns()) {
      if (!ActionPattern.isGlob(p)) {
        parts.add(Automaton.makeString(p)); // a singleton: cheap to intersect
        continue;
      }
      List<Automaton> seq = new ArrayList<>();
      for (char ch : p.toCharArray()) {
        seq.add(
            ch == '*'
                ? Automaton.makeAnyString()
                : ch == '?' ? Automaton.makeAnyChar() : Automaton.makeChar(ch));
      }
      parts.add(Automaton.concatenate(seq));
    }
    return Region.of(
        Box.attr("action", Dom.strings(parts.size() == 1 ? parts.get(0) : Automaton.union(parts))));
  }

  public String id() {
    return constraint.id();
  }

  public int priority() {
    return constraint.priority();
  }

  public boolean enforcing() {
    return constraint.severity() != Enforcement.WARN;
  }
}
