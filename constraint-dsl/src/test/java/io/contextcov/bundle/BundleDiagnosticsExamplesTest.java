package io.contextcov.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.diag.Diagnostic;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Runs {@code bundle-diagnostics.examples}: each bundle and the exact diagnostics it must get. */
class BundleDiagnosticsExamplesTest {

  static Stream<Arguments> examples() throws IOException {
    String text;
    try (InputStream in =
        BundleDiagnosticsExamplesTest.class.getResourceAsStream("/bundle-diagnostics.examples")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<Arguments> out = new ArrayList<>();
    for (String block : text.split("(?m)^### ")) {
      if (block.startsWith("#") || block.isBlank()) {
        continue;
      }
      int nl = block.indexOf('\n');
      String name = block.substring(0, nl).strip();
      String[] parts = block.substring(nl + 1).split("(?m)^---\n", 2);
      out.add(Arguments.of(name, parts[0], parts[1].strip()));
    }
    assertThat(out).hasSizeGreaterThan(10);
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void example(String name, String yaml, String expected) {
    BundleReader.Result result = BundleReader.read(yaml, "bundle.yaml");
    String actual =
        result.diagnostics().isEmpty()
            ? "(none)"
            : result.diagnostics().stream()
                .map(BundleDiagnosticsExamplesTest::line)
                .collect(Collectors.joining("\n"));
    assertThat(actual).isEqualTo(expected);
    assertThat(result.bundle().isPresent()).isEqualTo(!result.hasErrors());
  }

  static String line(Diagnostic d) {
    return d.span().line()
        + ":"
        + d.span().column()
        + ": "
        + d.severity().label()
        + "["
        + d.code()
        + "]: "
        + d.message()
        + d.help().map(h -> " | " + h).orElse("");
  }
}
