package io.contextcov.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Witness;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Constraint;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.ToolCall;
import java.util.List;
import java.util.Optional;

/**
 * Feeds every witness to the runtime engine over the constraints its finding names, and checks the
 * engine's verdict is the one the finding claims, and that the winning constraint is among them.
 */
final class WitnessReplay {
  private WitnessReplay() {}

  static int check(Bundle bundle, Analyzer.Report report) {
    int replayed = 0;
    for (Finding f : report.findings()) {
      if (f.witness().isEmpty() || f.expected().isEmpty()) {
        continue;
      }
      List<Constraint> involved =
          f.constraints().stream().map(id -> bundle.constraint(id).orElseThrow()).toList();
      Engine engine =
          Engine.of(new Bundle("replay", List.of(), bundle.tools(), involved, Optional.empty()));
      Witness w = f.witness().get();
      Decision d = engine.session("replay", w.session()).before(new ToolCall(w.action(), w.args()));
      assertThat(d.verdict().name())
          .as("%s %s: witness %s gave %s", f.code(), f.constraints(), w.call(), d.toMap())
          .isEqualTo(f.expected().get());
      replayed++;
    }
    return replayed;
  }
}
