package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.diag.Code;
import java.util.List;

/**
 * CC201: an allow and a blocking rule (deny, confirm, failing assert) apply to the same calls at
 * equal priority. The runtime lets the block win, but the rules disagree.
 */
public final class ConflictCheck implements Check {
  @Override
  public Code code() {
    return Code.CONFLICT;
  }

  @Override
  public void pair(Modelled x, Modelled y, Analysis a, List<Finding> out) {
    if (!Precedence.contradict(x, y)
        || x.priority() != y.priority()
        || !x.enforcing()
        || !y.enforcing()) {
      return;
    }
    if (!a.overlaps(x, y) || Pairs.shadowed(x, y, a) != null) {
      return;
    }
    Region overlap = a.overlap(x, y);
    Modelled winner = Precedence.beats(x, y) ? x : y;
    Modelled loser = winner == x ? y : x;
    out.add(
        Findings.of(
            this,
            "`"
                + x.id()
                + "` and `"
                + y.id()
                + "` contradict each other on the same calls at priority "
                + x.priority()
                + "; `"
                + winner.id()
                + "` wins there",
            List.of(loser.id(), winner.id()),
            overlap,
            Precedence.verdict(winner.effect()),
            overlap.approximate(),
            "give the intended rule a higher priority, or narrow one of them so they no longer overlap"));
  }
}
