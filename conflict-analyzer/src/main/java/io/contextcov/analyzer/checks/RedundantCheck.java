package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Effect;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.diag.Code;
import java.util.List;

/** CC204: a rule whose calls another rule with the same effect already covers. */
public final class RedundantCheck implements Check {
  @Override
  public Code code() {
    return Code.REDUNDANT;
  }

  @Override
  public void pair(Modelled x, Modelled y, Analysis a, List<Finding> out) {
    if (x.effect() != y.effect()
        || x.effect() == Effect.STATEFUL
        || x.effect() == Effect.REWRITE
        || x.enforcing() != y.enforcing()
        || x.effective().approximate()
        || y.effective().approximate()) {
      return;
    }
    if (!a.overlaps(x, y)) {
      return;
    }
    // only the direction the priorities allow is tested: each inclusion costs a complement product
    boolean yInX = x.priority() >= y.priority() && a.covers(x, y);
    boolean xInY = y.priority() >= x.priority() && a.coveredBy(x, y);
    Modelled extra;
    Modelled cover;
    if (yInX && (!xInY || x.id().compareTo(y.id()) < 0) && x.priority() >= y.priority()) {
      extra = y;
      cover = x;
    } else if (xInY && y.priority() >= x.priority()) {
      extra = x;
      cover = y;
    } else {
      return;
    }
    out.add(
        Findings.of(
            this,
            "`"
                + extra.id()
                + "` is redundant: `"
                + cover.id()
                + "` already "
                + (x.effect() == Effect.PERMIT
                    ? "allows"
                    : x.effect() == Effect.ASK ? "asks about" : "blocks")
                + " every call it covers",
            List.of(extra.id(), cover.id()),
            extra.effective(),
            Precedence.verdict(x.effect()),
            false,
            "remove `" + extra.id() + "`, or merge the two"));
  }
}
