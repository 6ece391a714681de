package io.contextcov.cli;

import io.contextcov.json.Json;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code contextcov init claude-code}: writes or merges Claude Code's hook settings. */
@Command(
    name = "init",
    mixinStandardHelpOptions = true,
    description = {
      "Sets contextcov up in an agent. `init claude-code` writes (or merges into)"
          + " DIR/.claude/settings.json the hooks for PreToolUse, PostToolUse, Stop, SubagentStop,"
          + " UserPromptSubmit, SessionStart and SessionEnd, with absolute paths, so Claude Code"
          + " asks contextcov before every tool call. Other hooks in the file are kept; running it"
          + " again replaces contextcov's own entries and nothing else.",
      "With --http PORT the hooks post to `contextcov serve` on that port instead of starting a"
          + " process per call. Without it, a class-data archive is created for the command hook"
          + " (a faster start) unless --no-cds."
    })
final class InitCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "AGENT", description = "the agent: claude-code")
  String agent;

  @Option(names = "--dir", paramLabel = "DIR", description = "the project (default: .)")
  String dir = ".";

  @Option(
      names = "--bundle",
      paramLabel = "FILE",
      description = "the bundle (default: DIR/contextcov.bundle.yaml)")
  String bundle;

  @Option(
      names = "--http",
      paramLabel = "PORT",
      description = "post to `contextcov serve` on this loopback port")
  Integer http;

  @Option(names = "--no-cds", description = "do not create a class-data archive for the hook")
  boolean noCds;

  static final List<String> EVENTS =
      List.of(
          "PreToolUse",
          "PostToolUse",
          "Stop",
          "SubagentStop",
          "UserPromptSubmit",
          "SessionStart",
          "SessionEnd");

  @Override
  @SuppressWarnings("unchecked")
  public Integer call() throws IOException, InterruptedException {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    if (!agent.equals("claude-code")) {
      err.println("error: `init` knows one agent: claude-code (got `" + agent + "`)");
      return ExitCode.USAGE.code();
    }
    Path project = Path.of(dir).toAbsolutePath().normalize();
    if (!Files.isDirectory(project)) {
      err.println("error: `" + dir + "` is not a directory");
      return ExitCode.USAGE.code();
    }
    Path b =
        (bundle != null ? Path.of(bundle) : project.resolve("contextcov.bundle.yaml"))
            .toAbsolutePath()
            .normalize();
    if (!Files.isRegularFile(b)) {
      err.println(
          "error: no bundle at " + b + " (compile one first: contextcov compile -o " + b + ")");
      return ExitCode.USAGE.code();
    }
    Path settings = project.resolve(".claude/settings.json");
    Map<String, Object> root = new LinkedHashMap<>();
    if (Files.exists(settings)) {
      try {
        if (!(Json.parse(Files.readString(settings, StandardCharsets.UTF_8))
            instanceof Map<?, ?> m)) {
          err.println(
              settings + ":1:1: error: the settings file is not a JSON object; left as it is");
          return ExitCode.USAGE.code();
        }
        root.putAll((Map<String, Object>) m);
      } catch (Json.ParseException e) {
        err.println(
            settings
                + ":"
                + e.line()
                + ":"
                + e.column()
                + ": error: "
                + e.getMessage()
                + "; left as it is");
        return ExitCode.USAGE.code();
      }
    }
    Map<String, Object> hook = new LinkedHashMap<>();
    if (http != null) {
      if (http < 1 || http > 65_535) {
        err.println("error: --http takes a port between 1 and 65535");
        return ExitCode.USAGE.code();
      }
      hook.put("type", "http");
      hook.put("url", "http://127.0.0.1:" + http + "/hooks/claude-code");
    } else {
      hook.put("type", "command");
      hook.put("command", command(project, b, err));
    }
    hook.put("timeout", 10);
    Map<String, Object> hooks =
        root.get("hooks") instanceof Map<?, ?> h
            ? new LinkedHashMap<>((Map<String, Object>) h)
            : new LinkedHashMap<>();
    for (String event : EVENTS) {
      List<Object> entries = new ArrayList<>();
      if (hooks.get(event) instanceof List<?> existing) {
        for (Object e : existing) {
          if (!ours(e)) {
            entries.add(e);
          }
        }
      }
      Map<String, Object> entry = new LinkedHashMap<>();
      if (event.equals("PreToolUse") || event.equals("PostToolUse")) {
        entry.put("matcher", "*");
      }
      entry.put("hooks", List.of(hook));
      entries.add(entry);
      hooks.put(event, entries);
    }
    root.put("hooks", hooks);
    Files.createDirectories(settings.getParent());
    Path tmp = Files.createTempFile(settings.getParent(), ".settings", ".tmp");
    Files.writeString(tmp, Json.writePretty(root) + "\n", StandardCharsets.UTF_8);
    try {
      Files.move(
          tmp, settings, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(tmp, settings, StandardCopyOption.REPLACE_EXISTING);
    }
    out.println(
        "wrote contextcov's hooks for "
            + String.join(", ", EVENTS)
            + " into "
            + settings
            + (http != null
                ? " (http, port "
                    + http
                    + ": start `contextcov serve "
                    + b
                    + " --port "
                    + http
                    + "`)"
                : ""));
    return ExitCode.OK.code();
  }

  /** A hook entry this command wrote before: it is replaced, not duplicated. */
  private static boolean ours(Object entry) {
    if (!(entry instanceof Map<?, ?> m) || !(m.get("hooks") instanceof List<?> list)) {
      return false;
    }
    for (Object h : list) {
      if (h instanceof Map<?, ?> hm) {
        Object command = hm.get("command");
        Object url = hm.get("url");
        if (command instanceof String c && c.contains("contextcov") && c.contains(" hook ")) {
          return true;
        }
        if (url instanceof String u && u.endsWith("/hooks/claude-code")) {
          return true;
        }
      }
    }
    return false;
  }

  /** The hook command: this JVM and jar by absolute path, with a class-data archive when made. */
  private String command(Path project, Path b, PrintStream err) throws InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Path jar = jar();
    StringBuilder cmd = new StringBuilder(quote(java)).append(" -XX:TieredStopAtLevel=1");
    if (!noCds && jar != null) {
      Path archive = project.resolve(".contextcov/state/contextcov.jsa");
      if (archive(java, jar, b, project, archive, err)) {
        cmd.append(" -XX:SharedArchiveFile=").append(quote(archive.toString()));
      }
    }
    cmd.append(" -jar ")
        .append(quote(jar != null ? jar.toString() : "contextcov.jar"))
        .append(" hook ")
        .append(quote(b.toString()))
        .append(" --root ")
        .append(quote(project.toString()));
    return cmd.toString();
  }

  /** Runs the hook once with class recording on, so later starts map the classes it loaded. */
  private static boolean archive(
      String java, Path jar, Path bundle, Path project, Path archive, PrintStream err)
      throws InterruptedException {
    try {
      Files.createDirectories(archive.getParent());
      Path state = Files.createTempDirectory("contextcov-cds-");
      Process p =
          new ProcessBuilder(
                  java,
                  "-XX:TieredStopAtLevel=1",
                  "-XX:ArchiveClassesAtExit=" + archive,
                  "-jar",
                  jar.toString(),
                  "hook",
                  bundle.toString(),
                  "--root",
                  project.toString(),
                  "--state",
                  state.toString())
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
      try (var in = p.getOutputStream()) {
        in.write(
            ("{\"hook_event_name\":\"PreToolUse\",\"session_id\":\"cds\",\"tool_name\":\"Bash\","
                    + "\"tool_input\":{\"command\":\"git status\"}}")
                .getBytes(StandardCharsets.UTF_8));
      }
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return false;
      }
      return Files.isRegularFile(archive);
    } catch (IOException e) {
      err.println("note: no class-data archive (" + e.getMessage() + "); the hook starts slower");
      return false;
    }
  }

  private static Path jar() {
    try {
      var source = InitCommand.class.getProtectionDomain().getCodeSource();
      Path p = source == null ? null : Path.of(source.getLocation().toURI());
      return p != null && Files.isRegularFile(p) ? p : null;
    } catch (Exception e) {
      return null;
    }
  }

  private static String quote(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }
}
