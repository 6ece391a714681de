package io.contextcov.bench;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleWriter;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.Expr;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;

/**
 * How the conflict analyzer's time grows with bundle size: generated bundles shaped like compiled
 * ones (many tools, command rules, path globs, nested scopes, asserts on enum arguments, a few
 * allows at higher priority), N = 100, 1,000, 10,000. Prints time and pairs examined.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar io.contextcov.bench.CheckScale [N…]}; with
 * {@code --write DIR} it writes the bundles as {@code DIR/scale-N.bundle.yaml} instead, for timing
 * {@code contextcov check} end to end. A 200-constraint bundle is analysed first so the figures are
 * not dominated by class loading and compilation; {@code --cold} leaves that out.
 */
public final class CheckScale {
  private CheckScale() {}

  static Bundle generate(int n, long seed) {
    Random r = new Random(seed);
    int tools = Math.max(5, n / 20);
    List<Constraint> list = new ArrayList<>();
    String[] scopes = {"", "packages/web/", "packages/api/", "services/billing/"};
    for (int i = 0; i < n; i++) {
      String id = "rule-" + i;
      Constraint c;
      switch (r.nextInt(6)) {
        case 0 ->
            c =
                Constraint.of(id, ActionPattern.of("shell.exec"), new Effect.Deny())
                    .withWhen(
                        cond(
                            "invokes(args.command, 'tool"
                                + r.nextInt(tools)
                                + " --flag"
                                + r.nextInt(5)
                                + "')"));
        case 1 ->
            c =
                Constraint.of(id, ActionPattern.of("file.write"), new Effect.Deny())
                    .withWhen(cond("args.path glob 'src/m" + r.nextInt(tools) + "/**'"));
        case 2 ->
            c =
                Constraint.of(
                        id,
                        ActionPattern.of("tool_" + r.nextInt(tools)),
                        new Effect.Assert(
                            cond(
                                "args.source in ['db_"
                                    + r.nextInt(4)
                                    + "', 'db_"
                                    + r.nextInt(4)
                                    + "']")))
                    .withWhen(cond("args.kind == 'k" + r.nextInt(3) + "'"));
        case 3 ->
            c =
                Constraint.of(id, ActionPattern.of("tool_" + r.nextInt(tools)), new Effect.Allow())
                    .withWhen(
                        cond("session.role == 'admin' && args.limit <= " + (10 + r.nextInt(90))))
                    .withPriority(10);
        case 4 ->
            c =
                Constraint.of(id, ActionPattern.of("tool_" + r.nextInt(tools)), new Effect.Deny())
                    .withWhen(cond("args.limit > " + (50 + r.nextInt(100))));
        default ->
            c =
                Constraint.of(id, ActionPattern.of("git.push"), new Effect.Confirm())
                    .withWhen(cond("args.branch == 'b" + r.nextInt(tools) + "'"));
      }
      String scope = scopes[r.nextInt(scopes.length)];
      if (!scope.isEmpty()) {
        c = c.withScope(scope).withPriority(c.priority() + 20);
      }
      list.add(c);
    }
    return new Bundle("scale-" + n, List.of(), ToolCatalog.EMPTY, list, Optional.empty());
  }

  private static Expr cond(String text) {
    return ConditionParser.parse(text).orThrow();
  }

  public static void main(String[] args) throws IOException {
    Path write = null;
    boolean warmUp = true;
    List<Integer> sizes = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--write") && i + 1 < args.length) {
        write = Path.of(args[++i]);
      } else if (args[i].equals("--cold")) {
        warmUp = false;
      } else {
        sizes.add(Integer.parseInt(args[i]));
      }
    }
    if (sizes.isEmpty()) {
      sizes = List.of(100, 1_000, 10_000);
    }
    if (write != null) {
      // the same bundles as files, to time `contextcov check` as a user runs it
      Files.createDirectories(write);
      for (int n : sizes) {
        Path file = write.resolve("scale-" + n + ".bundle.yaml");
        Files.writeString(file, BundleWriter.write(generate(n, 42)));
        System.out.println("wrote " + file);
      }
      return;
    }
    if (warmUp) {
      Analyzer.analyze(generate(200, 1), ToolCatalog.EMPTY);
    }
    System.out.println("constraints  pairs-examined  findings  seconds");
    for (int n : sizes) {
      Bundle b = generate(n, 42);
      long start = System.nanoTime();
      Analyzer.Report report = Analyzer.analyze(b, ToolCatalog.EMPTY);
      double seconds = (System.nanoTime() - start) / 1e9;
      System.out.printf(
          Locale.ROOT,
          "%11d  %14d  %8d  %7.2f%n",
          n,
          report.pairsExamined(),
          report.findings().size(),
          seconds);
    }
  }
}
