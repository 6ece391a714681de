package io.contextcov.analyzer.checks;

import dk.brics.automaton.Automaton;
import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.analyzer.domain.Box;
import io.contextcov.analyzer.domain.Dom;
import io.contextcov.analyzer.domain.Regexes;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.bundle.Conditions;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Kind;
import io.contextcov.bundle.TransformStep;
import io.contextcov.condition.Expr;
import io.contextcov.condition.Root;
import io.contextcov.condition.Segment;
import io.contextcov.diag.Code;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * CC207: a transform masks (or drops) a result field whose value an assert requires in a call's
 * arguments. The agent only ever sees the replacement text (or nothing), so a call that passes on
 * what it was shown is blocked. Reported when the assert rejects exactly that call; a field and an
 * argument the requirement reads are matched by name. A redaction by pattern counts when every
 * value the assert accepts for an argument holds a match, so none is ever shown intact.
 */
public final class MaskedRequirementCheck implements Check {
  @Override
  public Code code() {
    return Code.MASKED_REQUIREMENT;
  }

  @Override
  public void whole(Analysis a, List<Finding> out) {
    for (Modelled t : a.constraints()) {
      if (t.constraint().kind() != Kind.TRANSFORM) {
        continue;
      }
      for (Modelled r : a.constraints()) {
        if (r.constraint().kind() != Kind.ASSERT || !r.enforcing()) {
          continue;
        }
        Optional<Finding> f = first(t, r);
        f.ifPresent(out::add);
      }
    }
  }

  /** The first hidden field the assert needs, as a finding; one per transform and assert. */
  private Optional<Finding> first(Modelled t, Modelled r) {
    TreeSet<String> read = argumentsRead(((Effect.Assert) r.constraint().effect()).require());
    for (TransformStep step : ((Effect.Transform) t.constraint().effect()).apply()) {
      for (String attr : read) {
        Optional<Finding> f = Optional.empty();
        if (step instanceof TransformStep.Redact x) {
          if (redactsAllAccepted(r, attr, x)) {
            f =
                blocked(
                    t,
                    r,
                    attr,
                    Dom.literal(x.with()),
                    "redacts `"
                        + x.pattern()
                        + "` in tool results, which every accepted value holds,",
                    "passing on the redacted text `" + x.with() + "`",
                    "keep the values it accepts visible");
          }
        } else {
          boolean mask = step instanceof TransformStep.Mask;
          List<String> fields =
              mask ? ((TransformStep.Mask) step).fields() : ((TransformStep.Drop) step).fields();
          String with = mask ? ((TransformStep.Mask) step).with() : null;
          f =
              fields.stream()
                  .filter(field -> hides(field, attr))
                  .findFirst()
                  .flatMap(
                      field ->
                          blocked(
                              t,
                              r,
                              attr,
                              mask ? Dom.literal(with) : Dom.nullOnly(),
                              mask
                                  ? "masks `" + field + "` in tool results,"
                                  : "drops `" + field + "` from tool results,",
                              mask
                                  ? "passing on the masked value `" + with + "`"
                                  : "leaving it out",
                              "let the agent see `" + field + "` where it needs it"));
        }
        if (f.isPresent()) {
          return f;
        }
      }
    }
    return Optional.empty();
  }

  /** The finding, when the assert blocks a call whose argument is what the agent was shown. */
  private Optional<Finding> blocked(
      Modelled t, Modelled r, String attr, Dom shown, String does, String passing, String fix) {
    Region blocked = r.effective().and(Region.of(Box.attr(attr, shown)));
    if (blocked.isEmpty()) {
      return Optional.empty(); // the requirement accepts what the agent is shown
    }
    return Optional.of(
        Findings.of(
            this,
            "`"
                + t.id()
                + "` "
                + does
                + " but `"
                + r.id()
                + "` requires `"
                + attr
                + "`: a call "
                + passing
                + " is blocked",
            List.of(r.id(), t.id()),
            blocked,
            "DENY",
            blocked.approximate(),
            fix + " (narrow `" + t.id() + "`), or relax `" + r.id() + "`"));
  }

  /**
   * Whether every value the assert accepts for the argument holds a match of the redaction's
   * pattern, so that results never show one intact. Decided exactly on automata; false when the
   * pattern is outside the modelled RE2 subset or anchored, or when the argument may hold non-text
   * values or shell-line constraints read it.
   */
  private static boolean redactsAllAccepted(Modelled r, String attr, TransformStep.Redact x) {
    if (x.pattern().contains("^") || x.pattern().contains("$")) {
      return false;
    }
    Optional<Automaton> pattern = Regexes.toAutomaton(x.pattern());
    Region accepted = r.trigger().and(r.require());
    if (pattern.isEmpty() || accepted.approximate()) {
      return false;
    }
    Automaton values = Automaton.makeEmpty();
    for (Box b : accepted.boxes()) {
      if (b.isEmpty()) {
        continue;
      }
      Dom d = b.dom(attr);
      if (b.invokesOn(attr)
          || !d.numbers.isEmpty()
          || d.isTrue
          || d.isFalse
          || d.isNull
          || d.other) {
        return false;
      }
      values = values.union(d.strings);
    }
    if (values.isEmpty()) {
      return false;
    }
    Automaton holding =
        Automaton.makeAnyString().concatenate(pattern.get()).concatenate(Automaton.makeAnyString());
    return Boolean.TRUE.equals(Dom.strings(values).stringsWithin(holding, 100_000));
  }

  /** The argument paths a condition reads, as attributes ({@code args.customer.phone}). */
  private static TreeSet<String> argumentsRead(Expr e) {
    TreeSet<String> out = new TreeSet<>();
    Conditions.visit(
        e,
        x -> {
          if (x instanceof Expr.Path p
              && p.base() instanceof Expr.Var v
              && v.root() == Root.ARGS
              && p.segments().stream().allMatch(s -> s instanceof Segment.Field)) {
            StringBuilder name = new StringBuilder("args");
            p.segments().forEach(s -> name.append('.').append(((Segment.Field) s).name()));
            out.add(name.toString());
          }
        });
    return out;
  }

  /**
   * Whether a transform's field pattern hides the value an argument carries: the pattern's last key
   * is the argument's own name ({@code customer.phone} in results, {@code args.phone} or {@code
   * args.contact.phone} in a call). Patterns ending in a wildcard name no key and are not matched.
   */
  static boolean hides(String field, String attr) {
    String key = field.substring(field.lastIndexOf('.') + 1);
    return !key.equals("*") && !key.equals("**") && attr.endsWith("." + key);
  }
}
