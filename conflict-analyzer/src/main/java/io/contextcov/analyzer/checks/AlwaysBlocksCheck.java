package io.contextcov.analyzer.checks;

import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Effect;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.bundle.Kind;
import io.contextcov.diag.Code;
import java.util.List;

/** CC102: an assert whose requirement no matching call can meet: it blocks every call it sees. */
public final class AlwaysBlocksCheck implements Check {
  @Override
  public Code code() {
    return Code.ALWAYS_BLOCKS;
  }

  @Override
  public void single(Modelled c, Analysis a, List<Finding> out) {
    if (c.constraint().kind() != Kind.ASSERT || c.trigger().isEmpty()) {
      return;
    }
    if (c.trigger().and(c.require()).isEmpty() && !c.require().approximate()) {
      out.add(
          Findings.of(
              this,
              "assert `"
                  + c.id()
                  + "` blocks every call it applies to: its requirement can never hold there",
              List.of(c.id()),
              c.trigger(),
              c.enforcing() ? "DENY" : null,
              c.trigger().approximate(),
              "if a ban is meant, write it as `kind: deny`"));
    }
  }

  static boolean blocks(Modelled c) {
    return c.effect() == Effect.BLOCK;
  }
}
