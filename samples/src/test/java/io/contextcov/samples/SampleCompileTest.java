package io.contextcov.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Kind;
import io.contextcov.condition.ConditionPrinter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The instruction-file samples compile to their golden bundles ({@code contextcov.bundle.yaml},
 * written when missing and then failing with "review and add it"), and the bundles hold the rules
 * their documents state.
 */
class SampleCompileTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"finance-agent", "coding-agent", "airline", "retail", "ops-agent"})
  void compilesToTheGoldenBundle(String sample) throws IOException {
    Path out = Files.createTempFile("contextcov", ".bundle.yaml");
    Cli r = Cli.run("compile", sample, "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    String compiled = Files.readString(out, StandardCharsets.UTF_8);
    Path golden = Path.of(sample, "contextcov.bundle.yaml");
    if (!Files.exists(golden)) {
      Files.writeString(golden, compiled, StandardCharsets.UTF_8);
      fail(golden + " was missing and has been written: review and add it");
    }
    assertThat(compiled)
        .as("compile of " + sample + " vs " + golden)
        .isEqualTo(Files.readString(golden));
    Cli again = Cli.run("compile", sample);
    assertThat(again.out()).as("byte-identical recompile").isEqualTo(compiled);
  }

  private static Bundle golden(String sample) {
    return BundleReader.read(Path.of(sample, "contextcov.bundle.yaml"), sample)
        .bundle()
        .orElseThrow();
  }

  @Test
  void financeBundleHoldsTheDocumentsRules() {
    List<Constraint> cs = golden("finance-agent").constraints();
    assertThat(cs)
        .anySatisfy(
            c -> {
              assertThat(c.kind()).isEqualTo(Kind.ASSERT);
              assertThat(ConditionPrinter.print(((Effect.Assert) c.effect()).require()))
                  .isEqualTo("args.data_source == 'sales_db'");
              assertThat(c.when().map(ConditionPrinter::print))
                  .contains("args.query_type == 'sales'");
            });
    assertThat(cs)
        .anySatisfy(
            c -> {
              assertThat(c.kind()).isEqualTo(Kind.TRANSFORM);
              assertThat(c.effect().toString()).contains("customer_name").contains("[已脱敏]");
            });
    assertThat(cs)
        .anySatisfy(
            c -> {
              assertThat(c.kind()).isEqualTo(Kind.SEQUENCE);
              assertThat(c.on().patterns()).containsExactly("query_database");
              assertThat(((Effect.Sequence) c.effect()).after().patterns())
                  .containsExactly("authenticate");
            });
    assertThat(Cli.run("validate", "finance-agent/contextcov.bundle.yaml").exit()).isZero();
  }

  @Test
  void codingAgentBundleScopesTheNestedFiles() {
    Bundle b = golden("coding-agent");
    assertThat(b.sources())
        .extracting(s -> s.path())
        .containsExactly("AGENTS.md", "packages/api/AGENTS.md", "packages/web/AGENTS.md");
    assertThat(b.constraints())
        .filteredOn(c -> c.scope().isEmpty())
        .allSatisfy(c -> assertThat(c.priority()).isZero());
    assertThat(b.constraints())
        .filteredOn(c -> c.scope().equals(Optional.of("packages/web/")))
        .isNotEmpty()
        .allSatisfy(c -> assertThat(c.priority()).isEqualTo(20));
    assertThat(b.constraints())
        .filteredOn(c -> c.scope().equals(Optional.of("packages/api/")))
        .isNotEmpty()
        .allSatisfy(c -> assertThat(c.priority()).isEqualTo(20));
  }

  @Test
  void coverageListsPerFileFigures() {
    Cli r = Cli.run("coverage", "coding-agent");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out())
        .contains("coding-agent/AGENTS.md")
        .contains("coding-agent/packages/web/AGENTS.md")
        .contains("total");
    Cli finance = Cli.run("coverage", "finance-agent", "--min", "99");
    assertThat(finance.exit()).isEqualTo(1);
    assertThat(finance.out())
        .contains("unmatched statements:")
        .contains("finance-agent/AGENTS.md:");
  }
}
