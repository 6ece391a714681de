package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.analyzer.domain.Box;
import io.contextcov.analyzer.domain.Dom;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.bundle.Conditions;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Kind;
import io.contextcov.bundle.TransformStep;
import io.contextcov.condition.Expr;
import io.contextcov.condition.Root;
import io.contextcov.condition.Segment;
import io.contextcov.diag.Severity;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * CC207: a transform masks (or drops) a result field whose value an assert requires in a call's
 * arguments. The agent only ever sees the replacement text (or nothing), so a call that passes on
 * what it was shown is blocked. Reported when the assert rejects exactly that call; a field and an
 * argument the requirement reads are matched by name. Redactions by pattern are not checked.
 */
public final class MaskedRequirementCheck implements Check {
  @Override
  public String code() {
    return "CC207";
  }

  @Override
  public String name() {
    return "masked-requirement";
  }

  @Override
  public Severity severity() {
    return Severity.WARNING;
  }

  @Override
  public String description() {
    return "a transform hides a result field whose value an assert requires in a call's arguments";
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
      List<String> fields;
      Dom shown;
      String how;
      if (step instanceof TransformStep.Mask m) {
        fields = m.fields();
        shown = Dom.literal(m.with());
        how = "masks";
      } else if (step instanceof TransformStep.Drop d) {
        fields = d.fields();
        shown = Dom.nullOnly();
        how = "drops";
      } else {
        continue;
      }
      for (String field : fields) {
        for (String attr : read) {
          if (!hides(field, attr)) {
            continue;
          }
          Region blocked = r.effective().and(Region.of(Box.attr(attr, shown)));
          if (blocked.isEmpty()) {
            continue; // the requirement accepts what the agent is shown
          }
          String passing =
              step instanceof TransformStep.Mask m
                  ? "passing on the masked value `" + m.with() + "`"
                  : "leaving it out";
          return Optional.of(
              Findings.of(
                  this,
                  "`"
                      + t.id()
                      + "` "
                      + how
                      + " `"
                      + field
                      + "` in tool results, but `"
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
                  "let the agent see `"
                      + field
                      + "` where it needs it (narrow `"
                      + t.id()
                      + "`), or relax `"
                      + r.id()
                      + "`"));
        }
      }
    }
    return Optional.empty();
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
