package io.contextcov.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.analyzer.Finding;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.catalog.ToolCatalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs {@code analysis/*.case}: a bundle, then after {@code --- findings} every finding expected,
 * as {@code CODE constraint… [-> VERDICT]} (the verdict the engine gives the witness). Every
 * witness is then replayed on the engine (see {@link WitnessReplay}).
 */
class AnalyzerExamplesTest {
  private static final Path DIR = Path.of("src/test/resources/analysis");

  static Stream<String> cases() throws IOException {
    try (Stream<Path> s = Files.list(DIR)) {
      return s
          .map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".case"))
          .sorted()
          .toList()
          .stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void expectedFindings(String name) throws IOException {
    String text = Files.readString(DIR.resolve(name), StandardCharsets.UTF_8);
    String[] parts = text.split("(?m)^--- findings\n", 2);
    BundleReader.Result r = BundleReader.read(parts[0], name);
    assertThat(r.diagnostics()).isEmpty();
    Bundle bundle = r.bundle().orElseThrow();
    Analyzer.Report report = Analyzer.analyze(bundle, ToolCatalog.EMPTY);
    List<String> actual = new ArrayList<>();
    for (Finding f : report.findings()) {
      actual.add(
          f.code()
              + " "
              + String.join(" ", f.constraints())
              + f.expected().map(e -> " -> " + e).orElse(""));
    }
    List<String> expected = parts[1].lines().filter(l -> !l.isBlank()).toList();
    assertThat(actual).containsExactlyInAnyOrderElementsOf(expected);
    WitnessReplay.check(bundle, report);
  }
}
