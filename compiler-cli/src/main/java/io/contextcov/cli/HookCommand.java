package io.contextcov.cli;

import io.contextcov.runtime.adapters.ClaudeCodeGateway;
import io.contextcov.runtime.adapters.SessionStore;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code contextcov hook BUNDLE}: one Claude Code hook event on standard input, answered in Claude
 * Code's JSON on standard output; fails closed with exit code 2.
 */
@Command(
    name = "hook",
    mixinStandardHelpOptions = true,
    description = {
      "Answers one Claude Code hook event read on standard input: PreToolUse gets deny, ask, allow"
          + " (where an allow rule applies) or no decision (no rule is about the call, so Claude"
          + " Code's own permissions apply); PostToolUse records the result; Stop and SubagentStop"
          + " are blocked while a 'before you finish' rule is unmet; UserPromptSubmit records the"
          + " user's words; SessionStart (startup, clear) and SessionEnd reset the session.",
      "Sessions persist in the state directory, so sequences and limits work across calls. Any"
          + " failure on a deciding event exits 2 with the reason on stderr, which Claude Code"
          + " treats as a block.",
      "Set it up with: contextcov init claude-code"
    })
final class HookCommand implements Callable<Integer> {
  static InputStream stdin = System.in;

  /** Payloads above this are refused (and a deciding event blocked). */
  static final int MAX_PAYLOAD = 16 * 1024 * 1024;

  @Parameters(paramLabel = "BUNDLE", description = "the bundle file")
  String bundle;

  @Option(
      names = "--root",
      paramLabel = "DIR",
      description =
          "project root (default: $CLAUDE_PROJECT_DIR, else the bundle's directory; never the"
              + " agent's working directory)")
  String root;

  @Option(
      names = "--state",
      paramLabel = "DIR",
      description = "where sessions are kept (default: ROOT/.contextcov/state)")
  String state;

  @Option(
      names = "--timeout",
      paramLabel = "MS",
      description = "the most one event may take before it is blocked (default 5000)")
  long timeoutMillis = 5_000;

  @Mixin EngineFlags flags = new EngineFlags();

  @Option(
      names = "--fsync",
      description =
          "force each session event to the device before answering (survives power loss, not"
              + " only a killed process; slower)")
  boolean fsync;

  /** Where CLAUDE_PROJECT_DIR is read; tests set it. */
  static java.util.function.Supplier<Map<String, String>> environment = System::getenv;

  @Override
  public Integer call() {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    ClaudeCodeGateway gateway = null;
    try {
      byte[] bytes = stdin.readNBytes(MAX_PAYLOAD + 1);
      if (bytes.length > MAX_PAYLOAD) {
        err.println("contextcov: the hook payload is larger than " + MAX_PAYLOAD + " bytes");
        return 2;
      }
      gateway =
          new ClaudeCodeGateway(
              options(bundle, root, state, timeoutMillis, flags.verifyDigest(), fsync, flags.audit),
              false);
      ClaudeCodeGateway.Answer a = gateway.handle(new String(bytes, StandardCharsets.UTF_8));
      if (!a.stdout().isEmpty()) {
        out.println(a.stdout());
      }
      if (!a.stderr().isEmpty()) {
        err.println(a.stderr());
      }
      return a.exit();
    } catch (Throwable t) {
      err.println("contextcov: internal error: " + t + " (blocked: contextcov fails closed)");
      return 2;
    } finally {
      if (gateway != null) {
        gateway.close();
      }
    }
  }

  /** The gateway's options as {@code hook} and {@code serve} resolve them. */
  static ClaudeCodeGateway.Options options(
      String bundle,
      String root,
      String state,
      long timeoutMillis,
      boolean verifyDigest,
      boolean fsync,
      String audit) {
    return options(
        bundle, root, state, timeoutMillis, verifyDigest, fsync, audit, Optional.empty());
  }

  /** As above, with a store of sessions shared by other processes ({@code serve --sessions}). */
  static ClaudeCodeGateway.Options options(
      String bundle,
      String root,
      String state,
      long timeoutMillis,
      boolean verifyDigest,
      boolean fsync,
      String audit,
      Optional<SessionStore> sessions) {
    Path b = Path.of(bundle).toAbsolutePath().normalize();
    String fromEnv = environment.get().get("CLAUDE_PROJECT_DIR");
    Path r =
        root != null
            ? Path.of(root)
            : fromEnv != null && !fromEnv.isBlank()
                ? Path.of(fromEnv)
                : b.getParent() != null ? b.getParent() : Path.of(".");
    Path s = state != null ? Path.of(state) : r.resolve(".contextcov/state");
    return new ClaudeCodeGateway.Options(
        b,
        Optional.of(s),
        r,
        verifyDigest,
        Duration.ofMillis(timeoutMillis),
        8L * 1024 * 1024,
        fsync,
        Optional.ofNullable(audit).map(Path::of),
        sessions);
  }
}
