package io.contextcov.bench;

import io.contextcov.bundle.BundleWriter;
import io.contextcov.catalog.CatalogReader;
import io.contextcov.cli.Main;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import io.contextcov.json.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The real airline policy against real conversations: the tau-bench airline policy and tool schema
 * ({@code ../shared/corpus/policies}) compiled with the rules extractor alone, then the 100
 * recorded gpt-4o runs ({@code ../shared/corpus/trajectories}) replayed through {@code contextcov
 * replay --format json} with the policy's clock as a host fact. A write is wrong when it is not one
 * of the run's ground-truth actions (same tool, same arguments).
 *
 * <p>Printed: of the failed runs that made a wrong write, in how many a wrong write was denied, and
 * in how many it was stopped (denied, or a confirmation the user's latest turn did not give); of
 * the ground-truth writes of successful runs, how many were denied (the goal is none) and how many
 * went without the user's yes. The hand-written sample bundle is replayed beside it.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.contextcov.bench.AirlineReplay [--shared DIR]
 * </pre>
 */
public final class AirlineReplay {
  private static final List<String> WRITES =
      List.of(
          "book_reservation",
          "cancel_reservation",
          "update_reservation_flights",
          "update_reservation_baggages",
          "update_reservation_passengers",
          "send_certificate");

  private AirlineReplay() {}

  /**
   * The figures of one replay. Of the failed runs whose wrong writes were not denied: in how many
   * every wrong write is the ground truth's act on its target (the same tool on the same
   * reservation or user) with other choices — flights, payment, counts —, and in how many the
   * ground truth writes nothing at all (the task was to decline or to stop at the user's limit).
   */
  record Figures(
      int failedWithWrongWrite,
      int denied,
      int stopped,
      int groundTruthWrites,
      int groundTruthDenied,
      int groundTruthUnconfirmed,
      int otherChoices,
      int nothingOwed) {}

  public static void main(String[] args) throws Exception {
    Path shared = Path.of("../shared");
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--shared")) {
        shared = Path.of(args[++i]);
      }
    }
    Path policies = shared.resolve("corpus/policies");
    Path log = shared.resolve("corpus/trajectories/tau-bench__gpt-4o-airline__tasks-00-24.json");
    if (!Files.isRegularFile(log) || !Files.isDirectory(policies)) {
      System.out.println("skipped: " + shared + "/corpus is absent (the airline runs live there)");
      return;
    }
    Path work = Files.createTempDirectory("airline-replay-");
    Path policy = work.resolve("policy.md");
    Files.copy(
        policies.resolve("sierra-research__tau-bench__tau_bench__envs__airline__wiki.md"), policy);
    CatalogReader.Result catalog =
        CatalogReader.read(
            policies.resolve("sierra-research__tau-bench__airline__tools.schema.json"), "tools");
    Compilation c = Pipeline.run(new Pipeline.Options(List.of(policy), catalog.catalog()));
    Path compiled = work.resolve("compiled.bundle.yaml");
    Files.writeString(compiled, BundleWriter.write(c.bundle().orElseThrow()));
    Path values = work.resolve("values.json");
    // the policy states its clock; a host would pass its own
    Files.writeString(values, "{\"now\": \"2024-05-15 15:00:00 EST\"}");

    Map<String, Object> runs = runs(log);
    System.out.printf(
        Locale.ROOT,
        "compiled the real policy: %d statements, %d constraints, coverage %.1f%%%n",
        c.coverage().size(),
        c.bundle().get().constraints().size(),
        c.coveragePercent());
    print("compiled real policy (rules extractor)", score(runs, replay(compiled, log, values)));
    Path sample = Path.of("samples/airline/contextcov.bundle.yaml");
    if (Files.isRegularFile(sample)) {
      print("hand-written sample bundle", score(runs, replay(sample, log, values)));
    }
  }

  private static void print(String name, Figures f) {
    System.out.printf(
        Locale.ROOT,
        "%s: failed runs with a wrong write %d; a wrong write denied in %d (%.0f%%), stopped"
            + " (denied or unconfirmed) in %d (%.0f%%); ground-truth writes of successful runs"
            + " %d: denied %d, without the user's yes %d; of the failed runs not denied, %d made"
            + " only the ground truth's act on its target with other choices and %d are tasks whose"
            + " ground truth writes nothing%n",
        name,
        f.failedWithWrongWrite(),
        f.denied(),
        100.0 * f.denied() / Math.max(1, f.failedWithWrongWrite()),
        f.stopped(),
        100.0 * f.stopped() / Math.max(1, f.failedWithWrongWrite()),
        f.groundTruthWrites(),
        f.groundTruthDenied(),
        f.groundTruthUnconfirmed(),
        f.otherChoices(),
        f.nothingOwed());
  }

  /** The replay's JSON lines, through the command a user runs. */
  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> replay(Path bundle, Path log, Path values) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exit =
        Main.run(
            new String[] {
              "replay",
              bundle.toString(),
              log.toString(),
              "--format",
              "json",
              "--values",
              values.toString(),
              "--no-verify-digest"
            },
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    if (exit != 0) {
      throw new IllegalStateException("replay failed: " + err.toString(StandardCharsets.UTF_8));
    }
    List<Map<String, Object>> rows = new ArrayList<>();
    for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
      if (!line.isBlank()) {
        rows.add((Map<String, Object>) Json.parse(line));
      }
    }
    return rows;
  }

  /** Each run of the log by its replay id, {@code task#trial}. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> runs(Path log) throws IOException, Json.ParseException {
    Map<String, Object> out = new LinkedHashMap<>();
    for (Object o : (List<Object>) Json.parse(Files.readString(log))) {
      Map<String, Object> run = (Map<String, Object>) o;
      out.put(text(run.get("task_id")) + "#" + text(run.get("trial")), run);
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  static Figures score(Map<String, Object> runs, List<Map<String, Object>> rows) {
    Map<String, List<Map<String, Object>>> byRun = new LinkedHashMap<>();
    rows.forEach(r -> byRun.computeIfAbsent((String) r.get("run"), k -> new ArrayList<>()).add(r));
    int failed = 0;
    int denied = 0;
    int stopped = 0;
    int gt = 0;
    int gtDenied = 0;
    int gtUnconfirmed = 0;
    int otherChoices = 0;
    int nothingOwed = 0;
    for (Map.Entry<String, Object> e : runs.entrySet()) {
      Map<String, Object> run = (Map<String, Object>) e.getValue();
      boolean success = ((Number) run.get("reward")).doubleValue() >= 1.0;
      Map<String, Object> info = (Map<String, Object>) run.get("info");
      Map<String, Object> task = (Map<String, Object>) info.get("task");
      List<String> truth = new ArrayList<>();
      for (Object a : (List<Object>) task.get("actions")) {
        Map<String, Object> action = (Map<String, Object>) a;
        if (WRITES.contains(action.get("name"))) {
          truth.add(action.get("name") + " " + Json.writeSorted(action.get("kwargs")));
        }
      }
      boolean wrong = false;
      boolean wrongDenied = false;
      boolean wrongStopped = false;
      boolean allOtherChoices = true;
      for (Map<String, Object> row : byRun.getOrDefault(e.getKey(), List.of())) {
        if (!WRITES.contains(row.get("action"))) {
          continue;
        }
        boolean isTruth =
            truth.contains(row.get("action") + " " + Json.writeSorted(row.get("args")));
        String verdict = (String) row.get("verdict");
        if (success && isTruth) {
          gt++;
          gtDenied += verdict.equals("DENY") ? 1 : 0;
          gtUnconfirmed += verdict.equals("CONFIRM") ? 1 : 0;
        } else if (!success && !isTruth) {
          wrong = true;
          wrongDenied |= verdict.equals("DENY");
          wrongStopped |= !verdict.equals("ALLOW");
          allOtherChoices &= sameActAndTarget(row, (List<Object>) task.get("actions"));
        }
      }
      if (wrong) {
        failed++;
        denied += wrongDenied ? 1 : 0;
        stopped += wrongStopped ? 1 : 0;
        if (!wrongDenied) {
          if (truth.isEmpty()) {
            nothingOwed++;
          } else if (allOtherChoices) {
            otherChoices++;
          }
        }
      }
    }
    return new Figures(
        failed, denied, stopped, gt, gtDenied, gtUnconfirmed, otherChoices, nothingOwed);
  }

  /** Whether a ground-truth action is the same tool on the same reservation (or, booking, user). */
  @SuppressWarnings("unchecked")
  private static boolean sameActAndTarget(Map<String, Object> row, List<Object> actions) {
    Map<String, Object> args = (Map<String, Object>) row.get("args");
    String key = row.get("action").equals("book_reservation") ? "user_id" : "reservation_id";
    for (Object a : actions) {
      Map<String, Object> action = (Map<String, Object>) a;
      Map<String, Object> kwargs = (Map<String, Object>) action.get("kwargs");
      if (action.get("name").equals(row.get("action"))
          && kwargs != null
          && args != null
          && java.util.Objects.equals(kwargs.get(key), args.get(key))) {
        return true;
      }
    }
    return false;
  }

  private static String text(Object o) {
    return o instanceof java.math.BigDecimal d ? d.toPlainString() : String.valueOf(o);
  }
}
