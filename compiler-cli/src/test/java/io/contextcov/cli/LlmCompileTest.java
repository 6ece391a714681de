package io.contextcov.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.contextcov.bundle.BundleReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code compile --extractor hybrid} end to end against a loopback server speaking OpenAI's chat
 * completions API: only unmatched statements are sent, failures leave a valid bundle and a warning
 * naming the statement, and the lock makes the next compile offline and identical.
 */
class LlmCompileTest {
  private static final String DOC =
      """
      # Reporting agent

      - Never run `rm -rf`.
      - Reporting queries must stay read-only; stored figures are never altered.
      """;
  private static final String TOOLS =
      """
      [{"type": "function", "function": {"name": "run_query", "parameters": {"type": "object",
        "properties": {"sql": {"type": "string"}}, "required": ["sql"]}}}]
      """;
  private static final String ANSWER =
      "{\\\"enforceable\\\": true, \\\"constraints\\\": [{\\\"id\\\": \\\"ro\\\", \\\"kind\\\":"
          + " \\\"deny\\\", \\\"on\\\": \\\"run_query\\\", \\\"when\\\": \\\"args.sql matches"
          + " '(?i)\\\\\\\\s*(update|delete|insert).*'\\\"}]}";

  private HttpServer server;
  private final Deque<Integer> statuses = new ArrayDeque<>();
  private final List<String> requests = new ArrayList<>();
  private final AtomicInteger inFlight = new AtomicInteger();
  private final AtomicInteger maxInFlight = new AtomicInteger();
  private volatile long delayMillis;
  private volatile boolean advisory;
  private static final String ADVISORY =
      "{\\\"enforceable\\\": false, \\\"reason\\\": \\\"no stored figure is visible in a"
          + " call\\\"}";
  @TempDir Path dir;

  @BeforeEach
  void start() throws Exception {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/v1/chat/completions",
        x -> {
          int now = inFlight.incrementAndGet();
          maxInFlight.accumulateAndGet(now, Math::max);
          try {
            Thread.sleep(delayMillis);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          inFlight.decrementAndGet();
          int status;
          synchronized (this) {
            requests.add(new String(x.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            status = statuses.isEmpty() ? 200 : statuses.poll();
          }
          String body =
              status != 200
                  ? "{\"error\":{\"message\":\"scripted\"}}"
                  : "{\"id\":\"c\",\"object\":\"chat.completion\",\"created\":0,\"model\":\"m\","
                      + "\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\","
                      + "\"content\":\""
                      + (advisory ? ADVISORY : ANSWER)
                      + "\"},\"finish_reason\":\"stop\"}],"
                      + "\"usage\":{\"prompt_tokens\":7,\"completion_tokens\":3,\"total_tokens\":10}}";
          byte[] b = body.getBytes(StandardCharsets.UTF_8);
          x.getResponseHeaders().add("Content-Type", "application/json");
          x.sendResponseHeaders(status, b.length);
          try (OutputStream os = x.getResponseBody()) {
            os.write(b);
          }
        });
    server.setExecutor(Executors.newCachedThreadPool());
    server.start();
    ExtractorOptions.environment =
        () ->
            Map.of(
                "OPENAI_BASE_URL",
                "http://127.0.0.1:" + server.getAddress().getPort() + "/v1",
                "OPENAI_API_KEY",
                "test");
    Files.writeString(dir.resolve("AGENTS.md"), DOC);
    Files.writeString(dir.resolve("tools.json"), TOOLS);
  }

  @AfterEach
  void stop() {
    server.stop(0);
    ExtractorOptions.environment = System::getenv;
  }

  private CliRun compile(String... extra) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "compile",
                dir.toString(),
                "--extractor",
                "hybrid",
                "--llm-budget",
                "4",
                "--lock",
                dir.resolve("contextcov.lock").toString()));
    args.addAll(List.of(extra));
    return CliRun.of(args.toArray(String[]::new));
  }

  @Test
  void onlyTheUnmatchedStatementIsSentAndTheLockMakesTheNextCompileOffline() {
    CliRun rules = CliRun.of("compile", dir.toString());
    CliRun first = compile("--llm", "openai:m");
    assertThat(first.exit()).as(first.err()).isZero();
    assertThat(requests).hasSize(1);
    assertThat(requests.get(0)).contains("): Reporting queries must stay read-only");
    assertThat(first.out()).contains("by: 'llm/openai:m'");
    assertThat(first.err()).contains("1 call, 7 input + 3 output tokens");
    assertThat(rules.err()).contains("coverage 50.0%");
    assertThat(first.err()).contains("coverage 100.0%");

    CliRun locked = compile("--locked");
    assertThat(locked.exit()).as(locked.err()).isZero();
    assertThat(locked.out()).isEqualTo(first.out());
    assertThat(requests).hasSize(1);
    assertThat(BundleReader.read(locked.out(), "out").hasErrors()).isFalse();
  }

  @Test
  void progressIsShownOnlyToSomeoneWatching() {
    CliRun quiet = compile("--llm", "openai:m");
    assertThat(quiet.err()).doesNotContain("\rmodel:");
    ExtractorOptions.interactive = () -> true;
    try {
      CliRun watched = compile("--locked");
      assertThat(watched.exit()).as(watched.err()).isZero();
      assertThat(watched.err()).contains("\rmodel: 1/1 statements" + System.lineSeparator());
    } finally {
      ExtractorOptions.interactive = () -> System.console() != null;
    }
  }

  @Test
  void coverageTakesTheSameExtractorOptionsAndReadsTheLock() {
    String lock = dir.resolve("contextcov.lock").toString();
    CliRun rules = CliRun.of("coverage", dir.toString(), "--format", "json");
    assertThat(rules.out()).contains("\"coverage_percent\":50.0");
    CliRun missing =
        CliRun.of(
            "coverage",
            dir.toString(),
            "--extractor",
            "hybrid",
            "--locked",
            "--llm",
            "openai:m",
            "--lock",
            lock);
    assertThat(missing.exit()).isEqualTo(1);
    assertThat(missing.err()).contains("error[CC411]");

    assertThat(compile("--llm", "openai:m").exit()).isZero();
    CliRun locked =
        CliRun.of(
            "coverage",
            dir.toString(),
            "--extractor",
            "hybrid",
            "--locked",
            "--lock",
            lock,
            "--format",
            "json");
    assertThat(locked.exit()).as(locked.err()).isZero();
    assertThat(locked.out()).contains("\"coverage_percent\":100.0");
    assertThat(locked.err()).contains("1 answer from the lock, 0 calls");
    assertThat(requests).hasSize(1);
  }

  @Test
  void requestsRunConcurrentlyUpToTheBoundAndTheBundleDoesNotDependOnIt() throws Exception {
    StringBuilder doc = new StringBuilder("# Reporting agent\n\n");
    for (String topic :
        List.of("ledgers", "forecasts", "budgets", "audits", "invoices", "payroll")) {
      doc.append("- Reports on ").append(topic).append(" must stay read-only.\n");
    }
    Files.writeString(dir.resolve("AGENTS.md"), doc.toString());
    delayMillis = 150;
    CliRun parallel = atConcurrency(3, "a.lock");
    assertThat(parallel.exit()).as(parallel.err()).isZero();
    assertThat(requests).hasSize(6);
    assertThat(maxInFlight.get()).isBetween(2, 3);
    maxInFlight.set(0);
    CliRun serial = atConcurrency(1, "b.lock");
    assertThat(maxInFlight.get()).isEqualTo(1);
    assertThat(serial.out()).isEqualTo(parallel.out());
    assertThat(Files.readString(dir.resolve("b.lock")))
        .isEqualTo(Files.readString(dir.resolve("a.lock")));
  }

  private CliRun atConcurrency(int n, String lock) {
    return CliRun.of(
        "compile",
        dir.toString(),
        "--extractor",
        "hybrid",
        "--llm",
        "openai:m",
        "--llm-concurrency",
        String.valueOf(n),
        "--lock",
        dir.resolve(lock).toString());
  }

  @Test
  void aServerErrorStormExhaustsTheBudgetAndStillWritesABundle() {
    for (int i = 0; i < 10; i++) {
      statuses.add(500);
    }
    CliRun r = compile("--llm", "openai:m");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.err())
        .contains("AGENTS.md:4:3: warning[CC410]")
        .contains("no answer after 4 attempts");
    assertThat(r.out()).contains("rm -rf").doesNotContain("llm/");
    assertThat(requests).hasSize(4);
  }

  @Test
  void aNonEnforceableAnswerMakesTheStatementAdvisoryWithTheModelsReason() {
    advisory = true;
    CliRun r = compile("--llm", "openai:m");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.err())
        .contains("AGENTS.md:4:3: info[CC412]")
        .contains("no stored figure is visible in a call")
        .contains("1 advisory, 0 unmatched");
  }

  @Test
  void aSecondOpinionThatDoesNotConfirmLeavesTheConstraintAtWarn() {
    CliRun r = compile("--llm", "openai:m", "--verify-with", "openai:reviewer");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(requests).hasSize(2);
    assertThat(r.err()).contains("AGENTS.md:4:3: warning[CC413]").contains("openai:reviewer");
    assertThat(r.out()).contains("severity: warn");
    CliRun locked = compile("--locked", "--verify-with", "openai:reviewer");
    assertThat(locked.out()).isEqualTo(r.out());
    assertThat(requests).hasSize(2);
  }

  @Test
  void aRateLimitIsRetried() {
    statuses.add(429);
    CliRun r = compile("--llm", "openai:m");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("llm/openai:m");
    assertThat(requests).hasSize(2);
  }

  @Test
  void lockedWithoutTheAnswerFailsNamingTheStatement() {
    CliRun r = compile("--locked", "--llm", "openai:m");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).contains("AGENTS.md:4:3: error[CC411]");
    assertThat(requests).isEmpty();
  }

  @Test
  void missingKeyAndBadSpecAreUsageErrors() {
    ExtractorOptions.environment = Map::of;
    CliRun noKey = compile("--llm", "openai:m");
    assertThat(noKey.exit()).isEqualTo(2);
    assertThat(noKey.err()).contains("OPENAI_API_KEY is not set");
    CliRun bad = compile("--llm", "gpt4");
    assertThat(bad.exit()).isEqualTo(2);
    assertThat(bad.err()).contains("provider:model");
    CliRun none = compile();
    assertThat(none.exit()).isEqualTo(2);
    assertThat(none.err()).contains("needs --llm");
  }
}
