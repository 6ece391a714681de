package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.catalog.CatalogReader;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Compiles a policy of the test resources under {@code /policy/} with its tool catalog, and replays
 * calls against the bundle.
 */
final class PolicyBundles {
  private PolicyBundles() {}

  static Bundle compile(String policy, String tools) throws URISyntaxException {
    Path dir = Path.of(PolicyBundles.class.getResource("/policy/" + policy).toURI()).getParent();
    CatalogReader.Result catalog = CatalogReader.read(dir.resolve(tools), tools);
    Compilation c =
        Pipeline.run(new Pipeline.Options(List.of(dir.resolve(policy)), catalog.catalog()));
    assertThat(c.hasErrors()).as(c.diagnostics().toString()).isFalse();
    return c.bundle().orElseThrow();
  }

  /**
   * A new session in which {@code tool} was called (and allowed) first, returning {@code result}.
   */
  static Session after(Bundle bundle, String tool, Map<String, Object> args, Object result) {
    Session s = Engine.of(bundle).session("t");
    ToolCall first = new ToolCall(tool, args);
    assertThat(s.before(first).verdict()).as("the first call, %s", tool).isEqualTo(Verdict.ALLOW);
    s.after(first, result);
    return s;
  }

  /** The verdict on one call in the session. */
  static Verdict verdict(Session s, String tool, Map<String, Object> args) {
    return s.before(new ToolCall(tool, args)).verdict();
  }
}
