package io.contextcov.samples;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.catalog.CatalogReader;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import io.contextcov.compiler.coverage.CoverageClass;
import io.contextcov.diag.Severity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The original tau-bench / tau2-bench policies, compiled in place from {@code ../shared/corpus}
 * with their tool catalogs (never copied here): the figures the samples' READMEs compare against.
 */
class OriginalPoliciesTest {
  private static final Path POLICIES =
      Path.of("../../shared/corpus/policies").toAbsolutePath().normalize();

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "sierra-research__tau2-bench__data__tau2__domains__airline__policy.md, sierra-research__tau2-bench__airline__tools.schema.json",
    "sierra-research__tau2-bench__data__tau2__domains__retail__policy.md, sierra-research__tau2-bench__retail__tools.schema.json",
    "sierra-research__tau2-bench__data__tau2__domains__telecom__main_policy.md, sierra-research__tau2-bench__telecom__tools.schema.json",
    "sierra-research__tau-bench__tau_bench__envs__airline__wiki.md, sierra-research__tau-bench__airline__tools.schema.json",
    "sierra-research__tau-bench__tau_bench__envs__retail__wiki.md, sierra-research__tau-bench__retail__tools.schema.json"
  })
  void compilesWithItsCatalog(String policy, String tools) {
    if (!Files.isDirectory(POLICIES)) {
      System.out.println(
          "NOTICE: " + POLICIES + " is absent; skipping the original-policy figures");
      Assumptions.abort("corpus absent");
    }
    CatalogReader.Result catalog = CatalogReader.read(POLICIES.resolve(tools), tools);
    assertThat(catalog.diagnostics()).isEmpty();
    Compilation c =
        Pipeline.run(new Pipeline.Options(List.of(POLICIES.resolve(policy)), catalog.catalog()));
    assertThat(c.hasErrors()).as(c.diagnostics().toString()).isFalse();
    Analyzer.Report report = Analyzer.analyze(c.bundle().orElseThrow(), ToolCatalog.EMPTY);
    System.out.printf(
        Locale.ROOT,
        "%s: %d statements, %d constraints, coverage %.1f%% (%d enforced, %d monitored, %d advisory,"
            + " %d unmatched); check: %d errors, %d warnings, %d notes%n",
        policy,
        c.coverage().size(),
        c.bundle().get().constraints().size(),
        c.coveragePercent(),
        c.count(CoverageClass.ENFORCED),
        c.count(CoverageClass.MONITORED),
        c.count(CoverageClass.ADVISORY),
        c.count(CoverageClass.UNMATCHED),
        report.count(Severity.ERROR),
        report.count(Severity.WARNING),
        report.count(Severity.INFO));
    assertThat(c.coverage()).isNotEmpty();
    assertThat(report.count(Severity.ERROR)).as(report.toString()).isZero();
  }
}
