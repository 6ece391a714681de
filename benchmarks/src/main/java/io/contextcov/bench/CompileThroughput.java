package io.contextcov.bench;

import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * How fast the compiler reads instruction files: every file of {@code
 * ../shared/corpus/instructions} and {@code ../shared/corpus/policies} (Markdown only) compiled
 * alone with the rules extractor, in one JVM; prints the bytes read per second of the first round
 * (a cold JVM, as one {@code contextcov compile} run sees) and of the median of {@code --rounds}
 * rounds measured after {@code --warmup} more (the JIT compiler needs thirty to forty rounds of
 * this corpus before the figures settle), and the slowest files. The median round's wall time
 * depends on what else the machine runs; the process's CPU time per round (all threads, the median
 * of the same rounds) does much less, and is printed beside it as bytes per CPU second. A
 * benchmark, not a test: it prints and never fails.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.contextcov.bench.CompileThroughput
 *     [--shared DIR] [--rounds N] [--warmup N]</pre>
 */
public final class CompileThroughput {
  private CompileThroughput() {}

  public static void main(String[] args) throws IOException {
    Path shared = Path.of("../shared");
    int rounds = 10;
    int warmup = 40;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--shared" -> shared = Path.of(args[++i]);
        case "--rounds" -> rounds = Integer.parseInt(args[++i]);
        case "--warmup" -> warmup = Integer.parseInt(args[++i]);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    List<Path> files = new ArrayList<>();
    for (String dir : List.of("corpus/instructions", "corpus/policies")) {
      Path d = shared.resolve(dir);
      if (!Files.isDirectory(d)) {
        continue;
      }
      try (Stream<Path> s = Files.list(d)) {
        s.filter(p -> !p.getFileName().toString().endsWith(".tsv"))
            .filter(p -> !p.getFileName().toString().endsWith(".json"))
            .sorted()
            .forEach(files::add);
      }
    }
    if (files.isEmpty()) {
      System.out.println(
          "skipped: " + shared + "/corpus is absent (the instruction files live there)");
      return;
    }
    long bytes = 0;
    for (Path f : files) {
      bytes += Files.size(f);
    }
    // each file is compiled under its own name in a scratch directory, as a user would
    Path work = Files.createTempDirectory("compile-throughput-");
    List<Path> copies = new ArrayList<>();
    for (Path f : files) {
      Path dir = Files.createDirectories(work.resolve(f.getFileName().toString() + ".d"));
      Path copy = dir.resolve("AGENTS.md");
      Files.copy(f, copy);
      copies.add(copy);
    }
    long[] perFile = new long[copies.size()];
    long cold = System.nanoTime();
    compileAll(copies, perFile);
    cold = System.nanoTime() - cold;
    System.out.printf(
        Locale.ROOT,
        "first round (cold JVM) %.1f ms: %.2f MB/s%n",
        cold / 1e6,
        bytes / 1e6 / (cold / 1e9));
    for (int r = 0; r < warmup; r++) {
      compileAll(copies, perFile);
    }
    List<Long> times = new ArrayList<>();
    List<Long> cpu = new ArrayList<>();
    int constraints = 0;
    for (int r = 0; r < rounds; r++) {
      long c0 = processCpuNanos();
      long t0 = System.nanoTime();
      constraints = compileAll(copies, perFile);
      times.add(System.nanoTime() - t0);
      cpu.add(processCpuNanos() - c0);
    }
    times.sort(Long::compare);
    cpu.sort(Long::compare);
    long median = times.get(times.size() / 2);
    long medianCpu = cpu.get(cpu.size() / 2);
    System.out.printf(
        Locale.ROOT,
        "compiled %d files (%.1f KB, %d constraints) per round; median of %d rounds after %d"
            + " warm-up rounds %.1f ms: %.2f MB/s%n",
        copies.size(),
        bytes / 1024.0,
        constraints,
        rounds,
        warmup,
        median / 1e6,
        bytes / 1e6 / (median / 1e9));
    if (medianCpu > 0) {
      System.out.printf(
          Locale.ROOT,
          "process CPU time per round (median) %.1f ms: %.2f MB per CPU second%n",
          medianCpu / 1e6,
          bytes / 1e6 / (medianCpu / 1e9));
    }
    Integer[] order = new Integer[copies.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    java.util.Arrays.sort(order, (a, b) -> Long.compare(perFile[b], perFile[a]));
    System.out.println("slowest files (last round):");
    for (int i = 0; i < Math.min(5, order.length); i++) {
      Path f = files.get(order[i]);
      System.out.printf(
          Locale.ROOT,
          "  %-60s %7.1f KB %8.1f ms%n",
          f.getFileName(),
          Files.size(f) / 1024.0,
          perFile[order[i]] / 1e6);
    }
  }

  /** The CPU time of the whole process so far, or 0 where the JVM does not say. */
  private static long processCpuNanos() {
    java.lang.management.OperatingSystemMXBean os =
        java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    return os instanceof com.sun.management.OperatingSystemMXBean sun
        ? Math.max(0, sun.getProcessCpuTime())
        : 0;
  }

  private static int compileAll(List<Path> copies, long[] perFile) {
    int constraints = 0;
    for (int i = 0; i < copies.size(); i++) {
      long t0 = System.nanoTime();
      Compilation c =
          Pipeline.run(new Pipeline.Options(List.of(copies.get(i)), ToolCatalog.of(List.of())));
      perFile[i] = System.nanoTime() - t0;
      constraints += c.bundle().map(b -> b.constraints().size()).orElse(0);
    }
    return constraints;
  }
}
