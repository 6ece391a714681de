package io.contextcov.samples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.contextcov.analyzer.Analyzer;
import io.contextcov.analyzer.Finding;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Constraint;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.ToolCall;
import java.io.File;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code contextcov check} on the samples: seeded conflicts, formats, exit codes, witnesses. */
class CheckSamplesTest {

  @Test
  void seededConflictsAreReportedWithWitnesses() {
    Cli r = Cli.run("check", "bundles/conflicts.bundle.yaml", "--format", "text");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out())
        .contains("error[CC101]: constraint `never-fires` can never fire")
        .contains("error[CC201]: `log-every-query` and `never-log-privacy` contradict each other")
        .contains("witness: log_query(query_type=\"privacy\") → DENY")
        .contains("error[CC203]: `generated-may-change` never takes effect")
        .contains(
            "error[CC205]: `sales-use-sales-db` and `sales-use-warehouse` can never both hold")
        .contains("error[CC206]: sequence `tests-before-commit` can never be met")
        .contains("witness: shell.exec(command=\"make test\") → DENY")
        .contains("warning[CC204]: `no-force-push-again` is redundant")
        .contains(
            "info[CC202]: `web-may-wipe-volumes` (priority 20) overrides `root-no-volume-wipe`")
        .contains(
            "witness: shell.exec(command=\"docker compose down -v\", cwd=\"packages/web\") → ALLOW")
        .contains("error[CC301]")
        .contains("error[CC302]")
        .contains("7 errors, 1 warning, 1 note in 15 constraints");
  }

  @Test
  void aConsistentBundleExitsZero() {
    Cli r = Cli.run("check", "bundles/consistent.bundle.yaml");
    assertThat(r.exit()).as(r.out()).isZero();
    assertThat(r.out())
        .isEqualTo("0 errors, 0 warnings, 0 notes in 4 constraints (1 pair examined)\n");
  }

  @Test
  void failOnLevels() {
    assertThat(Cli.run("check", "finance-agent", "--fail-on", "never").exit()).isZero();
    assertThat(Cli.run("check", "finance-agent", "--fail-on", "warning").exit()).isEqualTo(1);
    assertThat(Cli.run("check", "bundles/consistent.bundle.yaml", "--fail-on", "sometimes").exit())
        .isEqualTo(2);
    assertThat(Cli.run("check", "no/such/bundle.yaml").exit()).isEqualTo(2);
  }

  @Test
  void jsonAndMarkdownFormats() throws Exception {
    Cli json = Cli.run("check", "bundles/conflicts.bundle.yaml", "--format", "json");
    JsonNode root = new ObjectMapper().readTree(json.out());
    assertThat(root.get("summary").get("errors").asInt()).isEqualTo(7);
    assertThat(root.get("findings"))
        .anySatisfy(
            f -> {
              assertThat(f.get("code").asText()).isEqualTo("CC201");
              assertThat(f.get("witness").get("args").get("query_type").asText())
                  .isEqualTo("privacy");
              assertThat(f.get("expected").asText()).isEqualTo("DENY");
              assertThat(f.get("location").get("line").asInt()).isPositive();
            });
    Cli md = Cli.run("check", "bundles/conflicts.bundle.yaml", "--format", "markdown");
    assertThat(md.out())
        .startsWith("### contextcov check\n\n**7 errors**, 1 warning, 1 note")
        .contains("| ❌ | CC201 conflict |")
        .contains("<details><summary>Details</summary>");
  }

  @Test
  void checkingInstructionFilesPointsAtTheirLines() {
    Cli r = Cli.run("check", "finance-agent");
    assertThat(r.out())
        .contains("finance-agent/AGENTS.md:")
        .contains(" | ```contextcov")
        .contains("witness: log_query(query_type=\"privacy\") → DENY");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "bundles/conflicts.bundle.yaml",
        "finance-agent/contextcov.bundle.yaml",
        "coding-agent/contextcov.bundle.yaml",
        "bundles/finance.bundle.yaml"
      })
  void everyWitnessGetsTheClaimedVerdictFromTheEngine(String file) {
    Bundle bundle = BundleReader.read(Path.of(file), file).bundle().orElseThrow();
    Analyzer.Report report = Analyzer.analyze(bundle, ToolCatalog.EMPTY);
    int replayed = 0;
    for (Finding f : report.findings()) {
      if (f.witness().isEmpty() || f.expected().isEmpty()) {
        continue;
      }
      List<Constraint> involved =
          f.constraints().stream().map(id -> bundle.constraint(id).orElseThrow()).toList();
      Engine engine =
          Engine.of(new Bundle("replay", List.of(), bundle.tools(), involved, Optional.empty()));
      var w = f.witness().get();
      Decision d = engine.session("replay", w.session()).before(new ToolCall(w.action(), w.args()));
      assertThat(d.verdict().name())
          .as("%s %s witness %s", f.code(), f.constraints(), w.call())
          .isEqualTo(f.expected().get());
      replayed++;
    }
    assertThat(replayed)
        .as("witnesses replayed")
        .isEqualTo(
            (int)
                report.findings().stream()
                    .filter(f -> f.witness().isPresent() && f.expected().isPresent())
                    .count());
  }

  /** The official SARIF 2.1.0 schema, taken from an npm package at test time (never committed). */
  private static Path sarifSchema() throws Exception {
    Path dir = Path.of("target/sarif-schema");
    Path schema = dir.resolve("package/lib/schemas/sarif-2.1.0-rtm.5.json");
    if (Files.isRegularFile(schema)) {
      return schema;
    }
    Files.createDirectories(dir);
    try {
      Process p =
          new ProcessBuilder("npm", "pack", "@microsoft/jest-sarif@1.0.0-beta.0", "--silent")
              .directory(dir.toFile())
              .redirectErrorStream(true)
              .start();
      boolean done = p.waitFor(120, TimeUnit.SECONDS);
      File tgz = dir.resolve("microsoft-jest-sarif-1.0.0-beta.0.tgz").toFile();
      if (!done || p.exitValue() != 0 || !tgz.isFile()) {
        throw new IllegalStateException("npm pack failed");
      }
      try (InputStream in = new GZIPInputStream(Files.newInputStream(tgz.toPath()))) {
        Tar.extract(in, dir, "package/lib/schemas/sarif-2.1.0-rtm.5.json");
      }
    } catch (Exception e) {
      System.out.println(
          "NOTICE: the SARIF 2.1.0 schema could not be fetched ("
              + e.getMessage()
              + "); skipping the SARIF schema validation");
      Assumptions.abort("SARIF schema unavailable");
    }
    return schema;
  }

  @Test
  void sarifValidatesAgainstTheOfficialSchema() throws Exception {
    Path schemaFile = sarifSchema();
    JsonSchema schema;
    try (InputStream in = Files.newInputStream(schemaFile)) {
      schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in);
    }
    for (String input : List.of("bundles/conflicts.bundle.yaml", "finance-agent")) {
      Cli r = Cli.run("check", input, "--format", "sarif");
      JsonNode sarif = new ObjectMapper().readTree(r.out());
      Set<ValidationMessage> errors = schema.validate(sarif);
      assertThat(errors).as(input).isEmpty();
      assertThat(sarif.get("runs").get(0).get("results").size()).isPositive();
    }
    JsonNode finance =
        new ObjectMapper().readTree(Cli.run("check", "finance-agent", "--format", "sarif").out());
    assertThat(
            finance
                .get("runs")
                .get(0)
                .get("results")
                .get(0)
                .get("locations")
                .get(0)
                .get("physicalLocation")
                .get("artifactLocation")
                .get("uri")
                .asText())
        .isEqualTo("finance-agent/AGENTS.md");
  }
}
