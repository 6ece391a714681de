package io.contextcov.compiler.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.catalog.CatalogReader;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

/** Compiles a policy of the test resources under {@code /policy/} with its tool catalog. */
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
}
