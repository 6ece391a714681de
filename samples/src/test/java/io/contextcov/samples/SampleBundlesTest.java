package io.contextcov.samples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.contextcov.yaml.YamlLoader;
import io.contextcov.yaml.YamlValues;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every bundle under {@code samples/} is valid, canonical and matches the shipped JSON Schema. */
class SampleBundlesTest {
  static final Path SAMPLES = Path.of(".").toAbsolutePath().normalize();

  static Stream<String> bundles() throws IOException {
    try (Stream<Path> files = Files.walk(SAMPLES)) {
      List<String> list =
          files
              .filter(p -> p.getFileName().toString().endsWith(".bundle.yaml"))
              .filter(p -> !p.toString().contains("/target/"))
              .map(p -> SAMPLES.relativize(p).toString())
              .sorted()
              .toList();
      assertThat(list).isNotEmpty();
      return list.stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("bundles")
  void bundleIsValidAndCanonical(String bundle) {
    Cli validate = Cli.run("validate", bundle);
    if (bundle.endsWith("conflicts.bundle.yaml")) {
      // seeded with catalog mismatches for `check`: validate must find exactly those
      assertThat(validate.exit()).isEqualTo(1);
      assertThat(validate.err())
          .contains("error[CC301]")
          .contains("error[CC302]")
          .contains("invalid (2 errors, 0 warnings)");
    } else {
      assertThat(validate.err()).isEmpty();
      assertThat(validate.exit()).isZero();
    }
    Cli fmt = Cli.run("fmt", "--check", bundle);
    assertThat(fmt.exit()).as(fmt.err()).isZero();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("bundles")
  void bundleMatchesJsonSchema(String bundle) throws IOException {
    JsonSchema schema;
    try (InputStream in =
        YamlLoader.class.getResourceAsStream(
            "/io/contextcov/bundle/contextcov-bundle.schema.json")) {
      schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
    }
    Object tree = YamlValues.toJava(YamlLoader.load(Path.of(bundle), bundle).root().orElseThrow());
    JsonNode json = new ObjectMapper().valueToTree(tree);
    Set<ValidationMessage> errors = schema.validate(json);
    assertThat(errors).isEmpty();
  }

  @Test
  void financeBundleTypeChecksAgainstItsCatalog() {
    Cli r =
        Cli.run("validate", "bundles/finance.bundle.yaml", "--tools", "bundles/finance.tools.json");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).isEqualTo("bundles/finance.bundle.yaml: valid, 9 constraints\n");
  }

  @Test
  void brokenCopyOfFinanceBundleReportsBothErrorsWithPositions(@TempDir Path dir)
      throws IOException {
    String text = Files.readString(Path.of("bundles/finance.bundle.yaml"), StandardCharsets.UTF_8);
    String broken =
        text.replaceFirst(
                "\n    severity: error\n    priority: 20", "\n    severity: error\n    priorty: 20")
            .replace(
                "require: args.data_source == 'sales_db'",
                "require: args.data_source = 'sales_db'");
    assertThat(broken).isNotEqualTo(text);
    Path copy = dir.resolve("finance.bundle.yaml");
    Files.writeString(copy, broken, StandardCharsets.UTF_8);
    Cli r = Cli.run("validate", copy.toString(), "--tools", "bundles/finance.tools.json");
    assertThat(r.exit()).isEqualTo(1);
    int keyLine = lineOf(broken, "priorty: 20");
    int condLine = lineOf(broken, "args.data_source = 'sales_db'");
    assertThat(r.err())
        .contains(
            copy
                + ":"
                + keyLine
                + ":5: error[CC002]: unknown key `priorty` in constraint"
                + " `auditors-may-read-cache`")
        .contains("= help: did you mean `priority`?")
        .contains(copy + ":" + condLine + ":31: error[CC008]: unexpected `=`")
        .contains("= help: use `==` to compare")
        .contains(condLine + " |     require: args.data_source = 'sales_db'")
        .contains("invalid (2 errors, 0 warnings)");
  }

  @Test
  void financeDecisionsNameTheConstraintAndItsSource() {
    Cli deny =
        Cli.run(
            "decide",
            "bundles/finance.bundle.yaml",
            "--action",
            "query_database",
            "--args",
            "{\"query_type\":\"sales\",\"data_source\":\"cache_db\"}");
    assertThat(deny.exit()).isEqualTo(1);
    assertThat(deny.out())
        .contains("\"verdict\":\"DENY\"")
        .contains("\"constraint\":\"sales-queries-use-sales-db\"")
        .contains("\"source\":\"AGENTS.md:12\"");
    Cli allow =
        Cli.run(
            "decide",
            "bundles/finance.bundle.yaml",
            "--action",
            "query_database",
            "--args",
            "{\"query_type\":\"sales\",\"data_source\":\"sales_db\"}");
    assertThat(allow.exit()).as(allow.out()).isZero();
    assertThat(allow.out()).contains("\"verdict\":\"ALLOW\"");
  }

  @Test
  void usageErrorsExitTwo() {
    assertThat(Cli.run("validate").exit()).isEqualTo(2);
    assertThat(Cli.run("validate", "no/such/file.yaml").err())
        .isEqualTo("error: cannot read `no/such/file.yaml`: no such file\n");
    assertThat(Cli.run("validate", "no/such/file.yaml").exit()).isEqualTo(2);
    assertThat(Cli.run("frobnicate").exit()).isEqualTo(2);
  }

  private static int lineOf(String text, String needle) {
    int at = text.indexOf(needle);
    return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
  }
}
