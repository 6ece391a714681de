package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.diag.Code;
import java.util.List;

/** CC202: contradicting rules overlap at different priorities: the higher one wins there. */
public final class OverrideCheck implements Check {
  @Override
  public Code code() {
    return Code.OVERRIDE;
  }

  @Override
  public void pair(Modelled x, Modelled y, Analysis a, List<Finding> out) {
    if (!Precedence.contradict(x, y)
        || x.priority() == y.priority()
        || !x.enforcing()
        || !y.enforcing()) {
      return;
    }
    if (!a.overlaps(x, y) || Pairs.shadowed(x, y, a) != null) {
      return;
    }
    Region overlap = a.overlap(x, y);
    Modelled winner = x.priority() > y.priority() ? x : y;
    Modelled loser = winner == x ? y : x;
    // a shell allow outranks the block only on lines it allows command by command
    boolean linewise =
        Precedence.linewise(winner)
            && !overlap.approximate()
            && !Precedence.allowedOnWitness(overlap, x, y, a);
    out.add(
        Findings.of(
            this,
            "`"
                + winner.id()
                + "` (priority "
                + winner.priority()
                + ") overrides `"
                + loser.id()
                + "` (priority "
                + loser.priority()
                + ") where both apply"
                + (linewise ? " and the line runs only commands it allows" : ""),
            List.of(loser.id(), winner.id()),
            overlap,
            Precedence.verdict(winner.effect()),
            overlap.approximate() || linewise,
            null));
  }
}
