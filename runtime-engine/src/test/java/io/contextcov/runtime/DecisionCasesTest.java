package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Verdict;
import io.contextcov.yaml.YamlLoader;
import io.contextcov.yaml.YamlValues;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every {@code decisions/*.case}: a bundle, then after {@code --- calls} the calls of one
 * session in order, each with the verdict and the constraints it must get.
 */
class DecisionCasesTest {
  private static final Path DIR = Path.of("src/test/resources/decisions");

  static Stream<String> cases() throws IOException {
    try (Stream<Path> files = Files.list(DIR)) {
      return files
          .map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".case"))
          .sorted()
          .toList()
          .stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @SuppressWarnings("unchecked")
  void decisionCase(String name) throws IOException {
    String text = Files.readString(DIR.resolve(name), StandardCharsets.UTF_8);
    String[] parts = text.split("(?m)^--- calls\n", 2);
    BundleReader.Result read = BundleReader.read(parts[0], name);
    assertThat(read.diagnostics()).as("bundle diagnostics").isEmpty();
    Bundle bundle = read.bundle().orElseThrow();
    List<Object> calls =
        (List<Object>) YamlValues.toJava(YamlLoader.load(parts[1], name).root().orElseThrow());
    Session session = Engine.of(bundle).session(name);
    int n = 0;
    for (Object o : calls) {
      Map<String, Object> c = (Map<String, Object>) o;
      String label = name + " call " + (++n) + " " + c.get("action") + " " + c.get("args");
      ((Map<String, Object>) c.getOrDefault("session", Map.of())).forEach(session::put);
      if (c.get("user") instanceof String said) {
        session.userTurn(said);
      }
      ToolCall call = new ToolCall((String) c.get("action"), (Map<String, Object>) c.get("args"));
      Decision d = session.before(call);
      assertThat(d.verdict().name()).as(label + " " + d.toMap()).isEqualTo(c.get("expect"));
      if (c.containsKey("by")) {
        assertThat(d.violations())
            .as(label)
            .extracting(Violation::constraint)
            .isEqualTo(c.get("by"));
      }
      if (c.containsKey("overridden")) {
        assertThat(d.overridden()).as(label).isEqualTo(c.get("overridden"));
      }
      if (c.containsKey("warnings")) {
        assertThat(d.warnings())
            .as(label)
            .extracting(Violation::constraint)
            .isEqualTo(c.get("warnings"));
      } else {
        assertThat(d.warnings()).as(label).isEmpty();
      }
      if (c.containsKey("retryable")) {
        assertThat(d.violations().get(0).retryable()).as(label).isEqualTo(c.get("retryable"));
      }
      if (c.containsKey("source")) {
        assertThat(d.violations().get(0).source()).as(label).isEqualTo(c.get("source"));
      }
      if (c.containsKey("code")) {
        assertThat(d.violations().get(0).code()).as(label).isEqualTo(c.get("code"));
      }
      if (c.containsKey("result")) {
        Object shown = session.after(call, c.get("result"));
        if (c.containsKey("shown")) {
          assertThat(shown).as(label).isEqualTo(c.get("shown"));
        }
      }
      if (d.verdict() == Verdict.ALLOW) {
        assertThat(d.toToolError()).isEqualTo("{}");
      } else {
        assertThat(d.toToolError())
            .contains("\"constraint\":\"" + d.violations().get(0).constraint() + "\"");
      }
    }
  }
}
