package io.contextcov.bench;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.Pipeline;
import io.contextcov.json.Json;
import io.contextcov.llm.LlmExtractor;
import io.contextcov.llm.LockFile;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The behavioural score of the compiler on the development probes ({@code ../shared/corpus/probes},
 * format in {@code ../shared/corpus/PROBES.md}): each instruction file is compiled alone under its
 * real path with the rules extractor, its probes are replayed, and the figures are printed —
 * violation scenarios caught (DENY or CONFIRM on the deciding step) and harmless or everyday steps
 * blocked. A benchmark, not a test: it prints and never fails.
 *
 * <p>With {@code --lock FILE} each file is also compiled with {@code --extractor hybrid --locked}
 * from that lock (answers written beforehand, so no model is called) and both scores are printed
 * side by side; only files the lock answers for are scored then.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.contextcov.bench.ProbeScore [--shared DIR]
 *     [--only NN,NN] [--outcomes FILE] [--lock samples/eval/hybrid.lock]</pre>
 */
public final class ProbeScore {
  private ProbeScore() {}

  record Totals(int violations, int caught, int exact, int allowed, int blocked) {
    Totals plus(Totals o) {
      return new Totals(
          violations + o.violations,
          caught + o.caught,
          exact + o.exact,
          allowed + o.allowed,
          blocked + o.blocked);
    }
  }

  public static void main(String[] args) throws IOException {
    Path shared = Path.of("../shared");
    List<String> only = List.of();
    Path outcomes = null;
    Path lockPath = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--lock" -> lockPath = Path.of(args[++i]);
        case "--shared" -> shared = Path.of(args[++i]);
        case "--only" -> only = List.of(args[++i].split(","));
        case "--outcomes" -> outcomes = Path.of(args[++i]);
        default -> {
          System.err.println(
              "usage: ProbeScore [--shared DIR] [--only NN,NN] [--outcomes FILE] [--lock FILE]");
          System.exit(2);
        }
      }
    }
    Path corpus = shared.resolve("corpus");
    Path manifest = corpus.resolve("instructions/MANIFEST.tsv");
    if (!Files.isRegularFile(manifest)) {
      System.out.println("skipped: " + manifest + " is absent (the development probes live there)");
      return;
    }
    Map<String, String> realPath = new LinkedHashMap<>();
    Map<String, String> repoName = new LinkedHashMap<>();
    for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
      String[] cells = line.split("\t");
      if (cells.length > 2 && !cells[0].equals("file")) {
        realPath.put(cells[0], cells[2]);
        repoName.put(cells[0], cells[1].substring(cells[1].indexOf('/') + 1));
      }
    }
    if (lockPath != null) {
      hybrid(corpus, realPath, repoName, only, lockPath);
      return;
    }
    List<String> rows = new ArrayList<>();
    Totals all = new Totals(0, 0, 0, 0, 0);
    for (Map.Entry<String, String> e : realPath.entrySet()) {
      String name = e.getKey();
      Path probes = corpus.resolve("probes/" + name + ".jsonl");
      if (!Files.isRegularFile(probes)
          || !only.isEmpty() && !only.contains(name.substring(0, name.indexOf('-')))) {
        continue;
      }
      Optional<Bundle> bundle =
          compile(
              corpus.resolve("instructions/" + name),
              repoName.get(name),
              e.getValue(),
              Optional.empty());
      Totals t = score(name, bundle, probes, rows);
      all = all.plus(t);
      System.out.printf(
          Locale.ROOT,
          "%-48s caught %3d/%-3d exact %3d  false blocks %3d/%d%n",
          name.length() > 48 ? name.substring(0, 48) : name,
          t.caught,
          t.violations,
          t.exact,
          t.blocked,
          t.allowed);
    }
    System.out.printf(
        Locale.ROOT,
        "TOTAL violation scenarios caught %d/%d = %.3f (exact %.3f); false blocks %d/%d = %.3f%n",
        all.caught,
        all.violations,
        ratio(all.caught, all.violations),
        ratio(all.exact, all.violations),
        all.blocked,
        all.allowed,
        ratio(all.blocked, all.allowed));
    if (outcomes != null) {
      Files.write(outcomes, rows, StandardCharsets.UTF_8);
    }
  }

  private static double ratio(int a, int b) {
    return b == 0 ? 0 : (double) a / b;
  }

  /**
   * Scores rules-only beside hybrid-from-the-lock on the files the lock answers for: a statement
   * the lock has no answer for counts as unanswered, exactly as a {@code --locked} compile would
   * report it.
   */
  private static void hybrid(
      Path corpus,
      Map<String, String> realPath,
      Map<String, String> repoName,
      List<String> only,
      Path lockPath)
      throws IOException {
    LockFile.Result opened = LockFile.open(lockPath);
    if (opened.lock().isEmpty() || opened.lock().get().models().size() != 1) {
      System.out.println(
          "error: " + lockPath + " is not a lock of one model's answers: " + opened.diagnostics());
      return;
    }
    LockFile lock = opened.lock().get();
    String label = lock.models().first();
    Totals rulesAll = new Totals(0, 0, 0, 0, 0);
    Totals hybridAll = new Totals(0, 0, 0, 0, 0);
    long answered = 0;
    System.out.printf(
        Locale.ROOT, "%-40s %-28s %-28s%n", "file", "rules only", "hybrid (" + label + ")");
    for (Map.Entry<String, String> e : realPath.entrySet()) {
      String name = e.getKey();
      Path probes = corpus.resolve("probes/" + name + ".jsonl");
      if (!Files.isRegularFile(probes)
          || !only.isEmpty() && !only.contains(name.substring(0, name.indexOf('-')))) {
        continue;
      }
      Path source = corpus.resolve("instructions/" + name);
      LlmExtractor x =
          new LlmExtractor(
              Optional.empty(), label, ToolCatalog.EMPTY, lock, LlmExtractor.Options.DEFAULTS);
      Pipeline.Llm llm =
          new Pipeline.Llm(Pipeline.LlmMode.HYBRID, x, lock, true, 1, (done, total) -> {});
      Optional<Bundle> withModel =
          compile(source, repoName.get(name), e.getValue(), Optional.of(llm));
      LlmExtractor.Answers a = x.answers();
      long got = a.accepted() + a.repaired() + a.notEnforceable();
      if (got == 0) {
        continue;
      }
      answered += got;
      Optional<Bundle> rulesOnly =
          compile(source, repoName.get(name), e.getValue(), Optional.empty());
      Totals r = score(name, rulesOnly, probes, new ArrayList<>());
      Totals h = score(name, withModel, probes, new ArrayList<>());
      rulesAll = rulesAll.plus(r);
      hybridAll = hybridAll.plus(h);
      System.out.printf(
          Locale.ROOT,
          "%-40s caught %3d/%-3d fb %2d/%-4d caught %3d/%-3d fb %2d/%-4d %d answers%n",
          name.length() > 40 ? name.substring(0, 40) : name,
          r.caught,
          r.violations,
          r.blocked,
          r.allowed,
          h.caught,
          h.violations,
          h.blocked,
          h.allowed,
          got);
    }
    System.out.printf(
        Locale.ROOT,
        "TOTAL rules only: caught %d/%d = %.3f, false blocks %d/%d = %.3f%n",
        rulesAll.caught,
        rulesAll.violations,
        ratio(rulesAll.caught, rulesAll.violations),
        rulesAll.blocked,
        rulesAll.allowed,
        ratio(rulesAll.blocked, rulesAll.allowed));
    System.out.printf(
        Locale.ROOT,
        "TOTAL hybrid from %s (%d answers): caught %d/%d = %.3f, false blocks %d/%d = %.3f%n",
        lockPath,
        answered,
        hybridAll.caught,
        hybridAll.violations,
        ratio(hybridAll.caught, hybridAll.violations),
        hybridAll.blocked,
        hybridAll.allowed,
        ratio(hybridAll.blocked, hybridAll.allowed));
  }

  /**
   * Compiles one file alone, placed under its real path in a directory named after its repository
   * (the compile tells a model the repository's name), with the model stage when given.
   */
  private static Optional<Bundle> compile(
      Path source, String repo, String relative, Optional<Pipeline.Llm> llm) throws IOException {
    Path dir = Files.createTempDirectory("probe-score-").resolve(repo);
    Path target = dir.resolve(relative);
    Files.createDirectories(target.getParent());
    Files.copy(source, target);
    Compilation c = Pipeline.run(new Pipeline.Options(List.of(dir), ToolCatalog.EMPTY));
    boolean found =
        c.bundle().isPresent()
            && c.bundle().get().sources().stream().anyMatch(s -> s.path().equals(relative));
    // a file that directory discovery does not know is compiled by its path, as a user would
    Path input = found ? dir : target;
    if (llm.isPresent() || !found) {
      c = Pipeline.run(new Pipeline.Options(List.of(input), ToolCatalog.EMPTY, llm));
    }
    return c.bundle();
  }

  /** Replays a probe file session by session; the last step with {@code expect} decides. */
  @SuppressWarnings("unchecked")
  private static Totals score(String name, Optional<Bundle> bundle, Path probes, List<String> rows)
      throws IOException {
    Engine engine = bundle.map(Engine::of).orElse(null);
    Map<String, List<Map<String, Object>>> sessions = new LinkedHashMap<>();
    for (String line : Files.readAllLines(probes, StandardCharsets.UTF_8)) {
      String l = line.strip();
      if (l.isEmpty() || l.startsWith("#")) {
        continue;
      }
      try {
        Map<String, Object> step = (Map<String, Object>) Json.parse(l);
        sessions
            .computeIfAbsent(
                (String) step.getOrDefault("session", "default"), k -> new ArrayList<>())
            .add(step);
      } catch (Json.ParseException ex) {
        throw new IOException(probes + ": " + ex.getMessage(), ex);
      }
    }
    int violations = 0;
    int caught = 0;
    int exact = 0;
    int allowed = 0;
    int blocked = 0;
    for (Map.Entry<String, List<Map<String, Object>>> e : sessions.entrySet()) {
      Session s = engine == null ? null : engine.session(e.getKey());
      List<String> verdicts = new ArrayList<>();
      for (Map<String, Object> step : e.getValue()) {
        if (s == null) {
          verdicts.add("MISSING");
          continue;
        }
        ((Map<String, Object>) step.getOrDefault("values", Map.of())).forEach(s::put);
        ToolCall call =
            new ToolCall(
                (String) step.get("action"),
                (Map<String, Object>) step.getOrDefault("args", Map.of()));
        Decision d = s.before(call);
        if (d.verdict() == Verdict.ALLOW && step.containsKey("result")) {
          s.after(call, step.get("result"));
        }
        verdicts.add(d.verdict().name());
      }
      int last = -1;
      for (int i = 0; i < e.getValue().size(); i++) {
        if (e.getValue().get(i).containsKey("expect")) {
          last = i;
        }
      }
      if (last < 0) {
        continue;
      }
      Map<String, Object> decider = e.getValue().get(last);
      String expect = (String) decider.get("expect");
      String role =
          (String) decider.getOrDefault("role", expect.equals("ALLOW") ? "harmless" : "violation");
      if (role.equals("violation") && !expect.equals("ALLOW")) {
        violations++;
        boolean hit = !verdicts.get(last).equals("ALLOW") && !verdicts.get(last).equals("MISSING");
        caught += hit ? 1 : 0;
        exact += verdicts.get(last).equals(expect) ? 1 : 0;
        rows.add(name + "\t" + e.getKey() + "\tviolation\t" + expect + "\t" + verdicts.get(last));
      }
      for (int i = 0; i < e.getValue().size(); i++) {
        if ("ALLOW".equals(e.getValue().get(i).get("expect"))) {
          allowed++;
          boolean bad = verdicts.get(i).equals("DENY") || verdicts.get(i).equals("CONFIRM");
          if (bad) {
            blocked++;
            rows.add(name + "\t" + e.getKey() + "\tblocked\tALLOW\t" + verdicts.get(i));
          }
        }
      }
    }
    return new Totals(violations, caught, exact, allowed, blocked);
  }
}
