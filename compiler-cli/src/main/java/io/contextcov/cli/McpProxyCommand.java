package io.contextcov.cli;

import io.contextcov.runtime.Engine;
import io.contextcov.runtime.adapters.McpProxy;
import io.contextcov.runtime.adapters.SessionEvents;
import io.contextcov.runtime.adapters.SessionJournal;
import io.contextcov.runtime.adapters.SessionStore;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code contextcov mcp-proxy --bundle B -- SERVER_COMMAND [ARGS…]}: a stdio MCP gateway. */
@Command(
    name = "mcp-proxy",
    mixinStandardHelpOptions = true,
    description = {
      "A stdio MCP server that starts the real server (SERVER_COMMAND) and relays every message"
          + " between it and the client, enforcing the bundle on tools/call: a denied call returns"
          + " a tool error with the rule, its help and source; a call that needs confirmation is"
          + " asked through MCP elicitation when the client supports it, else refused with the"
          + " reason; results are recorded for sequences and shown with the bundle's transforms.",
      "Put it where the server's command was in the client's MCP configuration, e.g.:"
          + " contextcov mcp-proxy --bundle /abs/contextcov.bundle.yaml -- npx -y some-mcp-server",
      "Exit codes: the server's when it ends, 2 a bundle or command that cannot be used."
    })
final class McpProxyCommand implements Callable<Integer> {
  /** Where the client's messages come from; tests may replace it. */
  static InputStream stdin = System.in;

  @Option(names = "--bundle", required = true, paramLabel = "BUNDLE", description = "the bundle")
  String bundle;

  @Mixin EngineFlags flags = new EngineFlags();

  @Option(
      names = "--session",
      paramLabel = "NAME",
      description =
          "the session's name in the store, so that proxies sharing it share limits and sequences"
              + " (default: one of its own per proxy)")
  String sessionName;

  @Option(
      names = "--sessions",
      paramLabel = "URI",
      description =
          "keep the session in Redis (redis://HOST:PORT); unreachable Redis refuses calls")
  String sessions;

  @Option(
      names = "--state",
      paramLabel = "DIR",
      description = "keep the session in a journal in DIR (survives a restart of the proxy)")
  Path state;

  @Parameters(
      paramLabel = "SERVER_COMMAND",
      arity = "1..*",
      description = "the real MCP server's command and arguments (after --)")
  List<String> command = new ArrayList<>();

  @Override
  public Integer call() throws IOException, InterruptedException {
    // stdout is the protocol channel: every word for people goes to stderr
    PrintStream err = Streams.err();
    SessionEvents.PinnableClock clock = new SessionEvents.PinnableClock();
    Optional<Engine> engine =
        EngineFiles.load(bundle, flags.verifyDigest(), flags.audit, clock, err);
    if (engine.isEmpty()) {
      return ExitCode.USAGE.code();
    }
    Optional<SessionStore> store = Optional.empty();
    if (sessions != null) {
      if (!sessions.startsWith("redis://") && !sessions.startsWith("rediss://")) {
        err.println("error: --sessions takes redis://HOST:PORT (got `" + sessions + "`)");
        return ExitCode.USAGE.code();
      }
      store =
          Optional.of(
              new RedisSessionStore(sessions, Duration.ofDays(1), Duration.ofSeconds(5), 1000));
    } else if (state != null) {
      store = Optional.of(new SessionJournal(state, 1000, false));
    }
    String name = sessionName != null ? sessionName : "mcp-" + ProcessHandle.current().pid();
    Process server;
    try {
      server = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    } catch (IOException e) {
      err.println("error: cannot start " + String.join(" ", command) + ": " + e.getMessage());
      return ExitCode.USAGE.code();
    }
    // a proxy ended by a signal (the client closing it) must not leave its server running
    Process started = server;
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  started.descendants().forEach(ProcessHandle::destroy);
                  started.destroy();
                },
                "contextcov-mcp-server-stop"));
    McpProxy proxy =
        store.isPresent()
            ? new McpProxy(
                engine.get(), name, store.get(), clock, System.out, server.getOutputStream())
            : new McpProxy(engine.get().session(name), System.out, server.getOutputStream());
    Thread pump =
        new Thread(
            () -> {
              try {
                proxy.fromServer(server.getInputStream());
              } catch (IOException e) {
                // the server went away; the client sees its stream end
              }
            },
            "contextcov-mcp-server");
    pump.setDaemon(true);
    pump.start();
    try {
      proxy.fromClient(stdin);
    } catch (IOException e) {
      err.println("contextcov: the client's stream failed: " + e.getMessage());
    }
    server.getOutputStream().close();
    if (!server.waitFor(5, TimeUnit.SECONDS)) {
      server.destroy();
      if (!server.waitFor(5, TimeUnit.SECONDS)) {
        server.destroyForcibly();
      }
    }
    pump.join(2_000);
    return server.isAlive() ? 0 : server.exitValue();
  }
}
