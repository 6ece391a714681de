package io.contextcov.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.json.Json;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two {@code serve} replicas sharing sessions in a real Redis: a limit holds across them under
 * concurrent clients, killing one loses nothing, and Redis going away blocks instead of allowing.
 * Runs a private {@code redis-server} ({@link RedisServer}; {@code .ci/run} installs the Debian
 * package) and skips, saying so on the console, where there is none.
 */
class FleetTest {
  private static final String BUNDLE =
      """
      contextcov: 1
      constraints:
        - id: three-downloads
          kind: limit
          on: shell.exec
          when: "invokes(args.command, 'curl')"
          max: 3
          per: session
      """;

  @TempDir Path dir;
  private RedisServer redis;
  private int redisPort;
  private final List<Process> replicas = new ArrayList<>();
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeEach
  void startRedis() throws Exception {
    redis = RedisServer.start(dir);
    redisPort = redis.port;
  }

  @AfterEach
  void stopAll() {
    replicas.forEach(Process::destroyForcibly);
    if (redis != null) {
      redis.close();
    }
  }

  @Test
  void aLimitHoldsAcrossReplicasAndSurvivesOneDying() throws Exception {
    Path bundle = dir.resolve("fleet.bundle.yaml");
    Files.writeString(bundle, BUNDLE);
    assertThat(CliRun.of("fmt", bundle.toString()).exit()).isZero();
    int a = replica(bundle);
    int b = replica(bundle);

    ExecutorService pool = Executors.newFixedThreadPool(8);
    List<Future<String>> answers = new ArrayList<>();
    for (int i = 0; i < 16; i++) {
      int port = i % 2 == 0 ? a : b;
      answers.add(pool.submit(() -> post(port, curl("fleet-1"))));
    }
    int denied = 0;
    int admitted = 0;
    for (Future<String> f : answers) {
      String answer = f.get(60, TimeUnit.SECONDS);
      if (answer.contains("\"deny\"")) {
        denied++;
      } else {
        assertThat(answer).isEmpty(); // no rule applies below the limit: no decision
        admitted++;
      }
    }
    pool.shutdown();
    assertThat(admitted).as("calls admitted under a limit of 3").isEqualTo(3);
    assertThat(denied).isEqualTo(13);

    // one replica dies: the other still knows the session is at its limit
    replicas.get(0).destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    assertThat(post(b, curl("fleet-1"))).contains("\"deny\"").contains("three-downloads");
    assertThat(post(b, curl("fleet-2"))).isEmpty();

    // Redis goes away: never an allow
    redis.kill();
    assertThat(post(b, curl("fleet-3"))).contains("\"deny\"").contains("Redis");
  }

  @Test
  void idleSessionsExpire() throws Exception {
    RedisSessionStore store =
        new RedisSessionStore(
            "redis://127.0.0.1:" + redisPort, Duration.ofSeconds(30), Duration.ofSeconds(2), 1000);
    try (var journal = store.open("idle", true)) {
      journal.append(Map.of("e", "user", "text", "hello"));
    }
    try (var journal = store.open("idle", true)) {
      assertThat(journal.events()).hasSize(1);
    }
    Process ttl =
        new ProcessBuilder(
                "redis-cli",
                "-p",
                String.valueOf(redisPort),
                "--scan",
                "--pattern",
                "contextcov:session:*")
            .start();
    String key = new String(ttl.getInputStream().readAllBytes()).strip();
    assertThat(key).startsWith("contextcov:session:").doesNotContain("\n");
    Process t =
        new ProcessBuilder("redis-cli", "-p", String.valueOf(redisPort), "pttl", key).start();
    long millis = Long.parseLong(new String(t.getInputStream().readAllBytes()).strip());
    assertThat(millis).isBetween(1L, 30_000L);
    store.close();
  }

  private static String curl(String session) {
    return Json.write(
        Map.of(
            "session_id", session,
            "hook_event_name", "PreToolUse",
            "cwd", "/tmp",
            "tool_name", "Bash",
            "tool_input", Map.of("command", "curl -s https://example.org/data.json")));
  }

  private int replica(Path bundle) throws Exception {
    int port = freePort();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p =
        new ProcessBuilder(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                "io.contextcov.cli.Main",
                "serve",
                bundle.toString(),
                "--port",
                String.valueOf(port),
                "--root",
                dir.toString(),
                "--sessions",
                "redis://127.0.0.1:" + redisPort)
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("serve-" + port + ".log").toFile())
            .start();
    replicas.add(p);
    waitFor(() -> RedisServer.reachable(port), "serve on " + port);
    return port;
  }

  private String post(int port, String body) throws Exception {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/hooks/claude-code"))
                .timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    return r.body().strip();
  }

  private static int freePort() throws Exception {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  private static void waitFor(java.util.function.BooleanSupplier ready, String what)
      throws InterruptedException {
    for (int i = 0; i < 300; i++) {
      if (ready.getAsBoolean()) {
        return;
      }
      Thread.sleep(50);
    }
    throw new AssertionError("timed out waiting for " + what);
  }
}
