package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Verdict;
import io.contextcov.json.Json;
import io.contextcov.runtime.audit.JsonLinesAuditSink;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 8 threads × 50,000 decisions on one engine: no exception, every audit line whole and valid. */
class ConcurrencyStressTest {
  private static final int THREADS = 8;
  private static final int PER_THREAD = 50_000;

  @Test
  void oneEngineManyThreads(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("audit.jsonl");
    long expectedDenies;
    AtomicLong denies = new AtomicLong();
    try (JsonLinesAuditSink sink = new JsonLinesAuditSink(log, JsonLinesAuditSink.Flush.ON_CLOSE)) {
      Engine engine =
          Engine.load(
              Path.of("src/test/resources/bypass.bundle.yaml"),
              EngineOptions.DEFAULTS
                  .withVerifyDigest(false)
                  .withAudit(sink)
                  .withWorkspaceRoot("/repo"));
      Session shared = engine.session("shared");
      ExecutorService pool = Executors.newFixedThreadPool(THREADS);
      List<Future<Long>> results = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        results.add(
            pool.submit(
                () -> {
                  Session own = engine.session("own-" + thread);
                  long mine = 0;
                  for (int i = 0; i < PER_THREAD; i++) {
                    Session s = i % 2 == 0 ? shared : own;
                    boolean bad = i % 3 == 0;
                    ToolCall call =
                        new ToolCall(
                            "shell.exec",
                            Map.of("command", bad ? "git push -f origin b" + i : "make test " + i));
                    Decision d = s.before(call);
                    if (d.verdict() == Verdict.DENY) {
                      mine++;
                    }
                  }
                  return mine;
                }));
      }
      for (Future<Long> f : results) {
        denies.addAndGet(f.get(5, TimeUnit.MINUTES));
      }
      pool.shutdown();
      expectedDenies = (long) THREADS * ((PER_THREAD + 2) / 3);
    }
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    assertThat(lines).hasSize(THREADS * PER_THREAD);
    long deniedLines = 0;
    for (String line : lines) {
      @SuppressWarnings("unchecked")
      Map<String, Object> record = (Map<String, Object>) Json.parse(line);
      assertThat(record.keySet()).contains("time", "session", "action", "verdict", "args_sha256");
      if ("DENY".equals(record.get("verdict"))) {
        deniedLines++;
      }
    }
    assertThat(denies.get()).isEqualTo(expectedDenies);
    assertThat(deniedLines).isEqualTo(expectedDenies);
  }
}
