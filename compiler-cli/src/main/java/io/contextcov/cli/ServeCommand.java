package io.contextcov.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.contextcov.json.Json;
import io.contextcov.runtime.adapters.ClaudeCodeGateway;
import io.contextcov.runtime.adapters.SessionStore;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code contextcov serve BUNDLE --port N}: the gateway as a long-running loopback server for
 * Claude Code {@code http} hooks.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = {
      "Serves Claude Code http hooks on the loopback interface: POST /hooks/claude-code takes a hook"
          + " payload and answers with the same JSON as `contextcov hook` (a failure answers with a"
          + " deny or a Stop block, never with an error status); GET /health reports the bundle.",
      "The bundle is reloaded when it changes; a bundle that fails to load leaves the last good one"
          + " in force and is reported by /health. Sessions are journalled in the state directory,"
          + " so a restart loses nothing. Stops cleanly on SIGTERM or Ctrl-C."
    })
final class ServeCommand implements Callable<Integer> {
  @Parameters(paramLabel = "BUNDLE", description = "the bundle file")
  String bundle;

  @Option(
      names = "--port",
      paramLabel = "N",
      description = "the port to listen on (0 picks a free one; default 8787)")
  int port = 8787;

  @Option(names = "--root", paramLabel = "DIR", description = "project root (as for `hook`)")
  String root;

  @Option(
      names = "--state",
      paramLabel = "DIR",
      description = "where sessions are kept (default: ROOT/.contextcov/state)")
  String state;

  @Option(names = "--timeout", paramLabel = "MS", description = "per-event budget (default 5000)")
  long timeoutMillis = 5_000;

  @Mixin EngineFlags flags = new EngineFlags();

  @Option(names = "--fsync", description = "force each session event to the device (slower)")
  boolean fsync;

  @Option(
      names = "--sessions",
      paramLabel = "URI",
      description =
          "keep sessions in Redis (redis://HOST:PORT) so that replicas share limits and sequences;"
              + " Redis unreachable blocks every deciding event")
  String sessions;

  @Option(
      names = "--session-ttl",
      paramLabel = "SECONDS",
      description = "how long an idle session is kept in Redis (default 86400)")
  long sessionTtl = 86_400;

  /** Tests stop the server through this latch instead of a signal. */
  static volatile CountDownLatch stop;

  /** The port the last started server listens on (tests read it when asking for port 0). */
  static volatile int boundPort;

  @Override
  public Integer call() throws IOException, InterruptedException {
    PrintStream err = Streams.err();
    if (port < 0 || port > 65_535) {
      err.println("error: --port must be between 0 and 65535");
      return ExitCode.USAGE.code();
    }
    Optional<SessionStore> store = Optional.empty();
    if (sessions != null) {
      if (!sessions.startsWith("redis://") && !sessions.startsWith("rediss://")) {
        err.println("error: --sessions takes redis://HOST:PORT (got `" + sessions + "`)");
        return ExitCode.USAGE.code();
      }
      try {
        store =
            Optional.of(
                new RedisSessionStore(
                    sessions,
                    Duration.ofSeconds(sessionTtl),
                    Duration.ofMillis(timeoutMillis),
                    1000));
      } catch (RuntimeException e) {
        err.println("error: --sessions " + sessions + ": " + e.getMessage());
        return ExitCode.USAGE.code();
      }
    }
    ClaudeCodeGateway gateway =
        new ClaudeCodeGateway(
            HookCommand.options(
                bundle,
                root,
                state,
                timeoutMillis,
                flags.verifyDigest(),
                fsync,
                flags.audit,
                store),
            true);
    // answers are small: send them at once instead of waiting for the client's acknowledgement
    System.setProperty("sun.net.httpserver.nodelay", "true");
    HttpServer server =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 64);
    server.createContext(
        "/hooks/claude-code",
        x -> {
          try (x) {
            if (!"POST".equals(x.getRequestMethod())) {
              send(x, 405, "{\"error\":\"POST a hook payload\"}");
              return;
            }
            byte[] body = x.getRequestBody().readNBytes(HookCommand.MAX_PAYLOAD + 1);
            String answer =
                body.length > HookCommand.MAX_PAYLOAD
                    ? gateway.handleHttp("")
                    : gateway.handleHttp(new String(body, StandardCharsets.UTF_8));
            send(x, 200, answer);
          }
        });
    server.createContext(
        "/health",
        x -> {
          try (x) {
            Map<String, Object> h = gateway.health();
            send(x, "failing".equals(h.get("status")) ? 503 : 200, Json.write(h));
          }
        });
    server.setExecutor(Executors.newFixedThreadPool(4));
    server.start();
    boundPort = server.getAddress().getPort();
    err.println(
        "contextcov: serving "
            + bundle
            + " at http://127.0.0.1:"
            + boundPort
            + "/hooks/claude-code (health: /health)");
    CountDownLatch done = stop != null ? stop : new CountDownLatch(1);
    Thread hook =
        new Thread(
            () -> {
              server.stop(1);
              gateway.close();
              done.countDown();
            });
    Runtime.getRuntime().addShutdownHook(hook);
    done.await();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
      server.stop(0);
      gateway.close();
    } catch (IllegalStateException shuttingDown) {
      // the JVM is already stopping: the hook does it
    }
    return ExitCode.OK.code();
  }

  private static void send(HttpExchange x, int status, String body) throws IOException {
    byte[] b = body.getBytes(StandardCharsets.UTF_8);
    x.getResponseHeaders().add("Content-Type", "application/json");
    x.sendResponseHeaders(status, b.length == 0 ? -1 : b.length);
    if (b.length > 0) {
      try (OutputStream os = x.getResponseBody()) {
        os.write(b);
      }
    }
  }
}
