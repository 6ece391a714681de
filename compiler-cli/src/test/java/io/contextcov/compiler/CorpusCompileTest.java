package io.contextcov.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.BundleWriter;
import io.contextcov.catalog.ToolCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every corpus file compiles without a crash into a bundle that reads back valid, byte-identical
 * across two runs; prints the throughput of compiling the whole corpus in one JVM.
 */
class CorpusCompileTest {

  private static List<Path> files() throws Exception {
    Corpus.require("instructions");
    try (Stream<Path> s =
        Stream.concat(
            Files.list(Corpus.require("instructions")), Files.list(Corpus.require("policies")))) {
      return s.filter(p -> !p.getFileName().toString().equals("MANIFEST.tsv"))
          .filter(p -> !p.getFileName().toString().startsWith("LICENSE"))
          .filter(p -> !p.getFileName().toString().endsWith(".json"))
          .sorted()
          .toList();
    }
  }

  @Test
  void everyFileCompilesToAValidBundleTwiceTheSame() throws Exception {
    List<Path> files = files();
    assertThat(files).hasSizeGreaterThanOrEqualTo(40);
    for (Path f : files) {
      Compilation first = Pipeline.run(new Pipeline.Options(List.of(f), ToolCatalog.EMPTY));
      assertThat(first.hasErrors()).as(f + " " + first.diagnostics()).isFalse();
      String text = BundleWriter.write(first.bundle().orElseThrow());
      BundleReader.Result back = BundleReader.read(text, f.getFileName().toString());
      assertThat(back.diagnostics()).as("bundle of " + f).isEmpty();
      Compilation second = Pipeline.run(new Pipeline.Options(List.of(f), ToolCatalog.EMPTY));
      assertThat(BundleWriter.write(second.bundle().orElseThrow()))
          .as(f.toString())
          .isEqualTo(text);
    }
  }

  @Test
  void throughputOfTheWholeCorpus() throws Exception {
    List<Path> files = files();
    long bytes = 0;
    for (Path f : files) {
      bytes += Files.size(f);
    }
    Pipeline.run(new Pipeline.Options(files, ToolCatalog.EMPTY)); // warm-up
    long start = System.nanoTime();
    int rounds = 5;
    Compilation c = null;
    for (int i = 0; i < rounds; i++) {
      c = Pipeline.run(new Pipeline.Options(files, ToolCatalog.EMPTY));
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    double mbPerSecond = rounds * bytes / 1e6 / seconds;
    System.out.printf(
        Locale.ROOT,
        "corpus compile: %d files, %d bytes, %d statements, %d constraints, %.2f MB/s%n",
        files.size(),
        bytes,
        c.coverage().size(),
        c.bundle().orElseThrow().constraints().size(),
        mbPerSecond);
    assertThat(c.hasErrors()).isFalse();
  }
}
