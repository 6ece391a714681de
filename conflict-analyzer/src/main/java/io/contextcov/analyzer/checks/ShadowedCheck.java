package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.diag.Code;
import java.util.List;

/**
 * CC203: a rule every call of which is decided otherwise by a higher rule: it never takes effect.
 */
public final class ShadowedCheck implements Check {
  @Override
  public Code code() {
    return Code.SHADOWED;
  }

  @Override
  public void pair(Modelled x, Modelled y, Analysis a, List<Finding> out) {
    if (!Precedence.contradict(x, y) || !x.enforcing() || !y.enforcing()) {
      return;
    }
    Modelled dead = Pairs.shadowed(x, y, a);
    if (dead == null) {
      return;
    }
    Modelled winner = dead == x ? y : x;
    out.add(
        Findings.of(
            this,
            "`"
                + dead.id()
                + "` never takes effect: `"
                + winner.id()
                + "` covers all its calls and wins on them",
            List.of(dead.id(), winner.id()),
            dead.effective(),
            Precedence.verdict(winner.effect()),
            // a shell allow decides only lines it allows command by command: others remain
            dead.effective().approximate() || Precedence.linewise(winner),
            "raise the priority of `" + dead.id() + "`, or remove one of the two"));
  }
}
