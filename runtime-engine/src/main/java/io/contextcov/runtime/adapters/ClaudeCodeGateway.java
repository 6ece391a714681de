package io.contextcov.runtime.adapters;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.SourceFile;
import io.contextcov.bundle.Verdict;
import io.contextcov.condition.ConditionPrinter;
import io.contextcov.json.Json;
import io.contextcov.runtime.BundleLoadException;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.EngineOptions;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import io.contextcov.runtime.Violation;
import io.contextcov.runtime.audit.AuditRecord;
import io.contextcov.runtime.audit.AuditSink;
import io.contextcov.runtime.audit.JsonLinesAuditSink;
import io.contextcov.text.Sha256;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Answers Claude Code hook events (DESIGN.md §8.2) for {@code contextcov hook} (one process per
 * event) and {@code contextcov serve} (one process for many): PreToolUse gets {@code deny}, {@code
 * ask}, {@code allow} (only where an allow rule applies) or no decision at all, so Claude Code's
 * own permission rules apply to calls no rule is about; PostToolUse records the result; Stop and
 * SubagentStop are blocked while a "before you finish" obligation is open (one that asks is held
 * once, then handed to the person as a system message); UserPromptSubmit records the user's words.
 * Sessions persist in a {@link SessionJournal}. Any failure on an event that decides (PreToolUse,
 * Stop) answers with exit code 2, which Claude Code treats as a block, and the reason on stderr: a
 * broken setup never lets calls through.
 */
public final class ClaudeCodeGateway {
  /** What to print and how to exit. {@code stdout} is empty when there is no decision. */
  public record Answer(String stdout, int exit, String stderr) {
    static Answer none() {
      return new Answer("", 0, "");
    }

    static Answer json(Map<String, Object> out) {
      return new Answer(Json.write(out), 0, "");
    }

    static Answer block(String reason) {
      return new Answer("", 2, "contextcov: " + reason);
    }
  }

  /**
   * @param bundle the bundle file
   * @param state where sessions are kept; empty keeps them in memory only
   * @param root the project root: relative paths and scopes are read from it, never from the
   *     agent's working directory
   * @param budget the most time one event may take before it is answered with a block
   * @param maxBundleBytes a bundle larger than this is refused (and every call blocked)
   * @param audit where every decision is recorded, when given
   * @param sessions a store of sessions other processes share (such as Redis); empty keeps them in
   *     the state directory
   */
  public record Options(
      Path bundle,
      Optional<Path> state,
      Path root,
      boolean verifyDigest,
      Duration budget,
      long maxBundleBytes,
      boolean fsync,
      Optional<Path> audit,
      Optional<SessionStore> sessions) {
    public Options {
      bundle = bundle.toAbsolutePath().normalize();
      root = root.toAbsolutePath().normalize();
      state = state.map(s -> s.toAbsolutePath().normalize());
    }
  }

  private record Loaded(
      Engine engine, String fingerprint, List<String> stale, String instructions) {}

  private final Options options;
  private final SessionEvents.PinnableClock clock = new SessionEvents.PinnableClock();
  private final Map<String, Session> live = new HashMap<>();
  private final boolean keepLive;
  private final ExecutorService worker =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "contextcov-gateway");
            t.setDaemon(true);
            return t;
          });
  private Loaded loaded;
  private String loadError;

  /**
   * @param keepLive keep sessions in memory between events ({@code serve}); the hook reads them
   *     back from the journal each time
   */
  public ClaudeCodeGateway(Options options, boolean keepLive) {
    this.options = options;
    this.keepLive = keepLive;
  }

  /** The bundle's state for {@code /health}: loaded (with its digest) or the reason it is not. */
  public synchronized Map<String, Object> health() {
    reload();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("bundle", options.bundle().toString());
    if (loaded != null) {
      m.put("status", loadError == null ? "ok" : "degraded");
      m.put("constraints", loaded.engine().bundle().constraints().size());
      loaded.engine().bundle().digest().ifPresent(d -> m.put("digest", d));
      if (!loaded.stale().isEmpty()) {
        m.put("stale", loaded.stale());
      }
    } else {
      m.put("status", "failing");
    }
    if (loadError != null) {
      m.put("error", loadError);
    }
    return m;
  }

  /** Answers one event; never throws. */
  public Answer handle(String payloadText) {
    String event = "PreToolUse";
    try {
      Object parsed = Json.parse(payloadText);
      if (!(parsed instanceof Map<?, ?> m)) {
        return Answer.block("the hook payload is not a JSON object");
      }
      @SuppressWarnings("unchecked")
      Map<String, Object> payload = (Map<String, Object>) m;
      if (payload.get("hook_event_name") instanceof String e) {
        event = e;
      }
      String ev = event;
      Future<Answer> f = worker.submit(() -> handleLocked(ev, payload));
      try {
        return f.get(options.budget().toMillis(), TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        f.cancel(true);
        return failure(ev, "the decision took longer than " + options.budget().toMillis() + " ms");
      } catch (ExecutionException e) {
        Throwable cause = e.getCause() == null ? e : e.getCause();
        return failure(ev, "internal error: " + describe(cause));
      }
    } catch (Json.ParseException e) {
      return Answer.block("the hook payload is not valid JSON: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return failure(event, "interrupted");
    } catch (Throwable t) {
      return failure(event, "internal error: " + describe(t));
    }
  }

  /**
   * The answer for an {@code http} hook, where there is no exit code: a block becomes the event's
   * own blocking JSON (a PreToolUse deny, a Stop block), so a failure still fails closed.
   */
  public String handleHttp(String payloadText) {
    Answer a = handle(payloadText);
    if (a.exit() != 2) {
      return a.stdout();
    }
    String event = "PreToolUse";
    try {
      if (Json.parse(payloadText) instanceof Map<?, ?> m
          && m.get("hook_event_name") instanceof String e) {
        event = e;
      }
    } catch (Json.ParseException e) {
      // an unreadable payload is answered as a tool call would be: denied
    }
    Map<String, Object> out = new LinkedHashMap<>();
    if (event.equals("Stop") || event.equals("SubagentStop")) {
      out.put("decision", "block");
      out.put("reason", a.stderr());
    } else {
      Map<String, Object> inner = new LinkedHashMap<>();
      inner.put("hookEventName", "PreToolUse");
      inner.put("permissionDecision", "deny");
      inner.put("permissionDecisionReason", a.stderr());
      out.put("hookSpecificOutput", inner);
    }
    return Json.write(out);
  }

  /** Stops the worker thread and closes the audit log (a server shutting down). */
  public void close() {
    worker.shutdownNow();
    synchronized (this) {
      if (auditSink != null) {
        auditSink.close();
      }
    }
  }

  private AuditSink auditSink;

  /** True while a journal is replayed: decisions already audited are not recorded again. */
  private volatile boolean replaying;

  private AuditSink audit() throws IOException {
    if (options.audit().isEmpty()) {
      return AuditSink.NONE;
    }
    if (auditSink == null) {
      AuditSink file = new JsonLinesAuditSink(options.audit().get());
      auditSink =
          new AuditSink() {
            @Override
            public void record(AuditRecord r) {
              if (!replaying) {
                file.record(r);
              }
            }

            @Override
            public void close() {
              file.close();
            }
          };
    }
    return auditSink;
  }

  private static String describe(Throwable t) {
    return t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
  }

  /** A failure blocks an event that decides; elsewhere it warns and lets the host go on. */
  private static Answer failure(String event, String reason) {
    if (decides(event)) {
      return Answer.block(reason + " (blocked: contextcov fails closed)");
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("systemMessage", "contextcov: " + reason);
    return new Answer(Json.write(out), 0, "contextcov: " + reason);
  }

  private static boolean decides(String event) {
    return switch (event) {
      case "PreToolUse", "Stop", "SubagentStop" -> true;
      default -> false;
    };
  }

  /**
   * Runs before every event is decided; tests put a failure here to show that a crash inside the
   * gateway blocks instead of letting the call through.
   */
  public static volatile Runnable faultForTests = () -> {};

  private synchronized Answer handleLocked(String event, Map<String, Object> payload)
      throws IOException {
    faultForTests.run();
    reload();
    if (loaded == null) {
      return decides(event)
          ? Answer.block("cannot load " + options.bundle() + ": " + loadError)
          : failure(event, "cannot load " + options.bundle() + ": " + loadError);
    }
    String sessionId =
        payload.get("session_id") instanceof String s && !s.isBlank() ? s : "default";
    Optional<SessionStore.Journal> journal = Optional.empty();
    try {
      Optional<SessionStore> store = store();
      if (store.isPresent()) {
        boolean held = keepLive && !store.get().shared() && live.containsKey(sessionId);
        journal = Optional.of(store.get().open(sessionId, !held));
      }
      Session session = session(sessionId, journal);
      session.env("branch", branch());
      return switch (event) {
        case "PreToolUse" -> pre(session, payload, journal);
        case "PostToolUse", "PostToolUseFailure" -> post(session, payload, journal, event);
        case "Stop", "SubagentStop" -> stop(session, payload);
        case "UserPromptSubmit" -> user(session, payload, journal);
        case "SessionStart" -> start(sessionId, payload, journal);
        case "SessionEnd" -> end(sessionId, journal);
        default -> Answer.none();
      };
    } finally {
      if (journal.isPresent()) {
        journal.get().close();
      }
    }
  }

  /** The sessions' store: the one given, else a journal per session in the state directory. */
  private Optional<SessionStore> store() {
    if (options.sessions().isPresent()) {
      return options.sessions();
    }
    return options.state().map(dir -> new SessionJournal(dir, 1000, options.fsync()));
  }

  private Session session(String id, Optional<SessionStore.Journal> journal) {
    boolean shared = options.sessions().map(SessionStore::shared).orElse(false);
    // a shared store's session may have moved on in another process: rebuilt from it every time
    Session s = keepLive && !shared ? live.get(id) : null;
    if (s != null) {
      return s;
    }
    s = loaded.engine().session(id);
    // the instruction files are the user's own words: what they say to run is never untrusted
    s.trusted(loaded.instructions());
    if (journal.isPresent()) {
      replay(s, journal.get().events());
    }
    if (keepLive && !shared) {
      live.put(id, s);
    }
    return s;
  }

  /** Brings a fresh session to where the journal left it, at the recorded times. */
  private void replay(Session s, List<Map<String, Object>> events) {
    replaying = true;
    try {
      SessionEvents.replay(s, events, clock);
    } finally {
      replaying = false;
    }
  }

  private static Map<String, Object> event(String kind, ToolCall call) {
    return SessionEvents.event(kind, call);
  }

  private Answer pre(
      Session session, Map<String, Object> payload, Optional<SessionStore.Journal> journal)
      throws IOException {
    ToolCall call = ClaudeCodeHook.toCall(payload);
    Decision d = session.before(call);
    if (d.allowed() && journal.isPresent()) {
      journal.get().append(event("pre", call));
    }
    List<String> notes = notes(d);
    if (!d.anyRuleApplied()) {
      if (notes.isEmpty()) {
        return Answer.none();
      }
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("systemMessage", String.join("; ", notes));
      return Answer.json(out);
    }
    Map<String, Object> response = ClaudeCodeHook.response(d);
    if (!notes.isEmpty()) {
      response.put("systemMessage", String.join("; ", notes));
    }
    return Answer.json(response);
  }

  private Answer post(
      Session session,
      Map<String, Object> payload,
      Optional<SessionStore.Journal> journal,
      String event)
      throws IOException {
    ToolCall call = ClaudeCodeHook.toCall(payload);
    Object result = ClaudeCodeHook.result(payload, event.equals("PostToolUseFailure"));
    if (!session.pending(call)) {
      // asked, then approved in Claude Code's own prompt: it ran, so it counts
      session.ran(call);
      if (journal.isPresent()) {
        journal.get().append(event("ran", call));
      }
    }
    session.after(call, result);
    if (journal.isPresent()) {
      Map<String, Object> e = event("post", call);
      e.put("result", result);
      journal.get().append(e);
    }
    return Answer.none();
  }

  private Answer stop(Session session, Map<String, Object> payload) {
    ToolCall call = ClaudeCodeHook.toCall(payload);
    Decision d = session.before(call);
    if (d.allowed()) {
      return Answer.none();
    }
    Map<String, Object> out = new LinkedHashMap<>();
    String reasons =
        String.join("; ", d.violations().stream().map(ClaudeCodeGateway::reason).toList());
    if (d.verdict() == Verdict.CONFIRM && Boolean.TRUE.equals(payload.get("stop_hook_active"))) {
      // held once already: the agent cannot approve its own question, and holding it again would
      // loop; the turn ends and the question goes to the person
      out.put(
          "systemMessage", "contextcov asks you: " + reasons + " (the agent finished without it)");
      return Answer.json(out);
    }
    out.put("decision", "block");
    out.put("reason", (d.verdict() == Verdict.CONFIRM ? "ask the user first: " : "") + reasons);
    return Answer.json(out);
  }

  private Answer user(
      Session session, Map<String, Object> payload, Optional<SessionStore.Journal> journal)
      throws IOException {
    String text = payload.get("prompt") instanceof String p ? p : "";
    session.userTurn(text);
    if (journal.isPresent()) {
      Map<String, Object> e = event("user", null);
      e.put("text", text);
      journal.get().append(e);
    }
    return Answer.none();
  }

  private Answer start(
      String id, Map<String, Object> payload, Optional<SessionStore.Journal> journal)
      throws IOException {
    Object source = payload.get("source");
    if ("startup".equals(source) || "clear".equals(source)) {
      live.remove(id);
      if (journal.isPresent()) {
        journal.get().clear();
      }
    }
    List<String> stale = loaded.stale();
    if (stale.isEmpty()) {
      return Answer.none();
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("systemMessage", staleNote(stale));
    return Answer.json(out);
  }

  private Answer end(String id, Optional<SessionStore.Journal> journal) throws IOException {
    live.remove(id);
    if (journal.isPresent()) {
      journal.get().clear();
    }
    return Answer.none();
  }

  private List<String> notes(Decision d) {
    List<String> notes = new ArrayList<>();
    for (Violation w : d.warnings()) {
      notes.add("warning: " + reason(w));
    }
    if (!loaded.stale().isEmpty()) {
      notes.add(staleNote(loaded.stale()));
    }
    return notes;
  }

  private static String staleNote(List<String> stale) {
    return "contextcov: "
        + String.join(", ", stale)
        + (stale.size() == 1 ? " has" : " have")
        + " changed since the bundle was compiled; run contextcov compile";
  }

  static String reason(Violation v) {
    return v.message()
        + v.help().map(h -> " (" + h + ")").orElse("")
        + " ["
        + v.constraint()
        + ", "
        + v.source()
        + "]";
  }

  /** The current branch, from {@code .git/HEAD} under the root; null when detached or unknown. */
  private String branch() {
    try {
      Path head = options.root().resolve(".git/HEAD");
      if (!Files.isRegularFile(head) || Files.size(head) > 4096) {
        return null;
      }
      String h = Files.readString(head, StandardCharsets.UTF_8).strip();
      return h.startsWith("ref: refs/heads/") ? h.substring("ref: refs/heads/".length()) : null;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /**
   * Loads the bundle when it changed (size, time, then content hash); a bundle that fails to load
   * keeps the last good one in force for {@code serve} and is reported, and with none loaded every
   * deciding event is blocked.
   */
  private void reload() {
    try {
      Path p = options.bundle();
      BasicFileAttributes attrs =
          Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
      Path real = attrs.isSymbolicLink() ? p.toRealPath() : p;
      BasicFileAttributes target = Files.readAttributes(real, BasicFileAttributes.class);
      if (!target.isRegularFile()) {
        fail("not a regular file");
        return;
      }
      if (target.size() > options.maxBundleBytes()) {
        fail("larger than " + options.maxBundleBytes() + " bytes");
        return;
      }
      String quick = target.size() + ":" + target.lastModifiedTime().toMillis();
      if (loaded != null && loaded.fingerprint().startsWith(quick + ":")) {
        return;
      }
      byte[] bytes = Files.readAllBytes(real);
      if (bytes.length > options.maxBundleBytes()) {
        fail("larger than " + options.maxBundleBytes() + " bytes");
        return;
      }
      String fingerprint = quick + ":" + Sha256.hex(new String(bytes, StandardCharsets.UTF_8));
      if (loaded != null && loaded.fingerprint().endsWith(fingerprint.substring(quick.length()))) {
        loaded =
            new Loaded(
                loaded.engine(),
                fingerprint,
                stale(loaded.engine().bundle()),
                instructions(loaded.engine().bundle()));
        return;
      }
      BundleReader.Result r =
          BundleReader.read(new String(bytes, StandardCharsets.UTF_8), p.toString());
      if (r.bundle().isEmpty()) {
        throw new BundleLoadException(r.diagnostics());
      }
      Bundle b = r.bundle().get();
      if (options.verifyDigest() && !io.contextcov.bundle.BundleWriter.digestMatches(b)) {
        fail("its digest does not match its content (run contextcov fmt after a hand edit)");
        return;
      }
      Bundle protectedBundle = withSelfProtection(b);
      Engine engine =
          Engine.of(
              protectedBundle,
              EngineOptions.DEFAULTS
                  .withVerifyDigest(false)
                  .withWorkspaceRoot(options.root().toString())
                  .withClock(clock)
                  .withAudit(audit()));
      loaded = new Loaded(engine, fingerprint, stale(b), instructions(b));
      live.clear();
      loadError = null;
    } catch (BundleLoadException e) {
      fail(e.getMessage());
    } catch (IOException | RuntimeException e) {
      fail(describe(e));
    }
  }

  private void fail(String why) {
    loadError = why;
    if (!keepLive) {
      loaded = null;
    }
  }

  /** The text of the bundle's instruction files under the root (at most 1 MiB in all). */
  private String instructions(Bundle b) {
    StringBuilder out = new StringBuilder();
    for (SourceFile f : b.sources()) {
      Path p = options.root().resolve(f.path()).normalize();
      try {
        if (p.startsWith(options.root())
            && Files.isRegularFile(p)
            && Files.size(p) + out.length() < 1024 * 1024) {
          out.append(Files.readString(p, StandardCharsets.UTF_8)).append('\n');
        }
      } catch (IOException | RuntimeException e) {
        // unreadable: nothing to trust from it
      }
    }
    return out.toString();
  }

  /** The instruction files whose content no longer matches the hash the bundle recorded. */
  private List<String> stale(Bundle b) {
    List<String> out = new ArrayList<>();
    for (SourceFile f : b.sources()) {
      Path p = options.root().resolve(f.path());
      try {
        if (Files.isRegularFile(p)
            && Files.size(p) < 8L * 1024 * 1024
            && !Sha256.hex(Files.readString(p, StandardCharsets.UTF_8)).equals(f.sha256())) {
          out.add(f.path());
        }
      } catch (IOException | RuntimeException e) {
        // unreadable now: not evidence of a change
      }
    }
    return out;
  }

  /**
   * The built-in rule: the agent does not write or delete the bundle, the state directory, Claude
   * Code's settings or the launcher. A bundle lifts it with an {@code allow} at priority 1 or more.
   */
  private Bundle withSelfProtection(Bundle b) {
    List<String> targets = new ArrayList<>();
    List<Path> paths = new ArrayList<>();
    paths.add(options.bundle());
    options.state().ifPresent(paths::add);
    paths.add(options.root().resolve(".claude/settings.json"));
    paths.add(options.root().resolve(".claude/settings.local.json"));
    paths.add(options.root().resolve("contextcov"));
    launcher().ifPresent(paths::add);
    for (Path p : paths) {
      Path abs = p.toAbsolutePath().normalize();
      if (abs.startsWith(options.root())) {
        String rel = options.root().relativize(abs).toString().replace('\\', '/');
        if (!rel.isEmpty() && !targets.contains(rel)) {
          targets.add(rel);
        }
      }
    }
    if (targets.isEmpty()) {
      return b;
    }
    String when =
        String.join(
            " || ",
            targets.stream()
                .map(t -> "within(args.path, " + ConditionPrinter.quoted(t) + ")")
                .toList());
    String yaml =
        "- id: contextcov.self-protection\n"
            + "  kind: deny\n"
            + "  on: [file.write, file.delete]\n"
            + "  when: "
            + Json.write(when)
            + "\n"
            + "  message: the agent does not change contextcov's bundle, its session state,"
            + " Claude Code's settings or the launcher\n"
            + "  help: change them yourself, or lift this with an allow rule at priority 1 or more\n";
    BundleReader.Result r = BundleReader.readConstraints(yaml, "built-in", 1);
    List<Constraint> all = new ArrayList<>(b.constraints());
    all.addAll(r.bundle().orElseThrow().constraints());
    return new Bundle(b.name(), b.sources(), b.tools(), all, b.digest(), b.untrustedContent());
  }

  private static Optional<Path> launcher() {
    try {
      var source = ClaudeCodeGateway.class.getProtectionDomain().getCodeSource();
      if (source == null) {
        return Optional.empty();
      }
      Path p = Path.of(source.getLocation().toURI());
      return Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
    } catch (Exception e) {
      return Optional.empty();
    }
  }
}
