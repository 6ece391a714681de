package io.contextcov.runtime.adapters;

import io.contextcov.bundle.Verdict;
import io.contextcov.catalog.CatalogReader;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.json.Json;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import io.contextcov.runtime.Violation;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A stdio MCP gateway: sits between an MCP client and a real MCP server, relays every JSON-RPC
 * message unchanged (initialize, tools/list, resources, prompts, notifications, the server's own
 * requests) and enforces the session on {@code tools/call}:
 *
 * <ul>
 *   <li>deny → the call never reaches the server; the client gets a tool result with {@code
 *       isError: true} whose text is the rule's message, help and source, which the model reads;
 *   <li>confirm → when the client declared the {@code elicitation} capability, the person is asked
 *       through {@code elicitation/create}; accepted, the call goes on (and counts like an allowed
 *       one); declined, cancelled, unanswered or not supported, it is refused with the reason;
 *   <li>allow → forwarded; the server's result is recorded in the session (for sequences and {@code
 *       lastResult}) and given to the client with the bundle's transforms applied to its structured
 *       content and to text content that is JSON.
 * </ul>
 *
 * Messages are newline-delimited JSON, as MCP's stdio transport frames them. A line that is not
 * JSON is passed through untouched; a {@code tools/call} that cannot be decided is refused.
 */
public final class McpProxy {
  /** How long a confirmation waits for the person. */
  static final long ELICITATION_SECONDS = 300;

  private final Session session;
  private final Engine engine;
  private final String sessionId;
  private final Optional<SessionStore> store;
  private final SessionEvents.PinnableClock clock;
  private final OutputStream toClient;
  private final OutputStream toServer;
  private final Object clientLock = new Object();
  private final Object serverLock = new Object();
  private final Map<String, ToolCall> inFlight = new ConcurrentHashMap<>();
  private final Map<String, CompletableFuture<Map<String, Object>>> asked =
      new ConcurrentHashMap<>();
  private final AtomicLong ids = new AtomicLong();
  private final Set<String> listing = ConcurrentHashMap.newKeySet();
  private volatile ToolCatalog tools = ToolCatalog.EMPTY;
  private volatile boolean clientElicits;

  /**
   * @param session the session calls are decided in (one per client connection)
   * @param toClient the client's side (the proxy's standard output)
   * @param toServer the real server's standard input
   */
  public McpProxy(Session session, OutputStream toClient, OutputStream toServer) {
    this.session = session;
    this.engine = null;
    this.sessionId = null;
    this.store = Optional.empty();
    this.clock = null;
    this.toClient = toClient;
    this.toServer = toServer;
  }

  /**
   * A proxy whose session lives in a store (such as Redis shared by several proxies): every
   * decision and result takes the session's lock, rebuilds it from its events and appends its own.
   *
   * @param engine an engine whose clock is {@code clock}, so replayed events keep their times
   */
  public McpProxy(
      Engine engine,
      String sessionId,
      SessionStore store,
      SessionEvents.PinnableClock clock,
      OutputStream toClient,
      OutputStream toServer) {
    this.session = null;
    this.engine = engine;
    this.sessionId = sessionId;
    this.store = Optional.of(store);
    this.clock = clock;
    this.toClient = toClient;
    this.toServer = toServer;
  }

  private interface Work<T> {
    T run(Session s, Optional<SessionStore.Journal> journal) throws IOException;
  }

  /** Runs one step on the session: the in-memory one, or the store's, locked and rebuilt. */
  private <T> T withSession(Work<T> work) throws IOException {
    if (store.isEmpty()) {
      return work.run(session, Optional.empty());
    }
    synchronized (storeLock) {
      return fromStore(work);
    }
  }

  private final Object storeLock = new Object();

  private <T> T fromStore(Work<T> work) throws IOException {
    try (SessionStore.Journal journal = store.get().open(sessionId, true)) {
      Session s = engine.session(sessionId);
      s.tools(tools);
      SessionEvents.replay(s, journal.events(), clock);
      return work.run(s, Optional.of(journal));
    }
  }

  /** Relays the client's messages until its stream ends; decides tools/call on the way. */
  public void fromClient(InputStream in) throws IOException {
    BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    for (String line; (line = r.readLine()) != null; ) {
      if (line.isBlank()) {
        continue;
      }
      Map<String, Object> m = object(line);
      if (m == null) {
        send(toServer, serverLock, line);
        continue;
      }
      if (m.containsKey("id") && !m.containsKey("method") && answersUs(m)) {
        continue; // the client's answer to our elicitation
      }
      String method = m.get("method") instanceof String s ? s : null;
      if ("initialize".equals(method)) {
        clientElicits = capabilities(m).containsKey("elicitation");
      }
      if ("tools/call".equals(method) && m.containsKey("id")) {
        call(m);
        continue;
      }
      if ("tools/list".equals(method) && m.containsKey("id")) {
        listing.add(key(m.get("id")));
      }
      send(toServer, serverLock, line);
    }
  }

  /** Relays the server's messages until its stream ends; records and transforms tool results. */
  public void fromServer(InputStream in) throws IOException {
    BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    for (String line; (line = r.readLine()) != null; ) {
      if (line.isBlank()) {
        continue;
      }
      Map<String, Object> m = object(line);
      if (m != null && !m.containsKey("method") && listing.remove(key(m.get("id")))) {
        learn(m.get("result"));
      }
      ToolCall call =
          m == null || m.containsKey("method") ? null : inFlight.remove(key(m.get("id")));
      if (call == null) {
        send(toClient, clientLock, line);
        continue;
      }
      send(toClient, clientLock, Json.write(result(call, m)));
    }
  }

  @SuppressWarnings("unchecked")
  private void call(Map<String, Object> m) {
    Object id = m.get("id");
    try {
      Map<String, Object> params =
          m.get("params") instanceof Map<?, ?> p ? (Map<String, Object>) p : Map.of();
      String name = params.get("name") instanceof String s ? s : "";
      Map<String, Object> args =
          params.get("arguments") instanceof Map<?, ?> a ? (Map<String, Object>) a : Map.of();
      ToolCall call = new ToolCall(name, args);
      Decision d =
          withSession(
              (s, journal) -> {
                Decision decided = s.before(call);
                if (decided.allowed() && journal.isPresent()) {
                  journal.get().append(SessionEvents.event("pre", call));
                }
                return decided;
              });
      switch (d.verdict()) {
        case ALLOW -> forward(id, call, m);
        case DENY -> refuse(id, d, null);
        case CONFIRM -> {
          if (!clientElicits) {
            refuse(id, d, "this call needs a person's approval and the client cannot ask for it");
          } else {
            // asked off the reading thread: the client's answer arrives on this same stream
            Thread t = new Thread(() -> confirm(id, call, d, m), "contextcov-mcp-confirm");
            t.setDaemon(true);
            t.start();
          }
        }
      }
    } catch (RuntimeException | IOException e) {
      try {
        send(
            toClient,
            clientLock,
            Json.write(toolError(id, "contextcov could not decide this call: " + e.getMessage())));
      } catch (IOException ignored) {
        // the client is gone
      }
    }
  }

  private void confirm(Object id, ToolCall call, Decision d, Map<String, Object> m) {
    try {
      String answer = elicit(call, d);
      if (answer.equals("accept")) {
        withSession(
            (s, journal) -> {
              s.ran(call);
              if (journal.isPresent()) {
                journal.get().append(SessionEvents.event("ran", call));
              }
              return null;
            });
        forward(id, call, m);
      } else {
        refuse(id, d, "the person did not approve this call (" + answer + ")");
      }
    } catch (IOException | RuntimeException e) {
      try {
        send(
            toClient,
            clientLock,
            Json.write(
                toolError(id, "contextcov could not ask about this call: " + e.getMessage())));
      } catch (IOException ignored) {
        // the client is gone
      }
    }
  }

  private void forward(Object id, ToolCall call, Map<String, Object> m) throws IOException {
    inFlight.put(key(id), call);
    send(toServer, serverLock, Json.write(m));
  }

  private void refuse(Object id, Decision d, String why) throws IOException {
    List<String> reasons = d.violations().stream().map(Violation::reason).toList();
    String text =
        (d.verdict() == Verdict.DENY ? "Blocked by contextcov: " : "Not run: ")
            + (why == null ? "" : why + ": ")
            + String.join("; ", reasons);
    Map<String, Object> out = toolError(id, text);
    @SuppressWarnings("unchecked")
    Map<String, Object> result = (Map<String, Object>) out.get("result");
    result.put("structuredContent", Json.parseOrNull(d.toToolError()));
    send(toClient, clientLock, Json.write(out));
  }

  private static Map<String, Object> toolError(Object id, String text) {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("content", List.of(Map.of("type", "text", "text", text)));
    result.put("isError", true);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("jsonrpc", "2.0");
    out.put("id", id);
    out.put("result", result);
    return out;
  }

  /** Asks the person through the client; the action they chose, or why there is none. */
  private String elicit(ToolCall call, Decision d) throws IOException {
    String id = "contextcov-" + ids.incrementAndGet();
    CompletableFuture<Map<String, Object>> answer = new CompletableFuture<>();
    asked.put(key(id), answer);
    List<String> reasons = new ArrayList<>();
    d.violations().forEach(v -> reasons.add(v.message() + " [" + v.source() + "]"));
    Map<String, Object> params = new LinkedHashMap<>();
    params.put(
        "message",
        "Allow `"
            + call.action()
            + "` with "
            + Json.write(call.args())
            + "? "
            + String.join("; ", reasons));
    params.put("requestedSchema", Map.of("type", "object", "properties", Map.of()));
    Map<String, Object> req = new LinkedHashMap<>();
    req.put("jsonrpc", "2.0");
    req.put("id", id);
    req.put("method", "elicitation/create");
    req.put("params", params);
    send(toClient, clientLock, Json.write(req));
    try {
      Map<String, Object> m = answer.get(ELICITATION_SECONDS, TimeUnit.SECONDS);
      if (m.get("result") instanceof Map<?, ?> r && r.get("action") instanceof String action) {
        return action;
      }
      return "no answer";
    } catch (java.util.concurrent.TimeoutException e) {
      return "timed out";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "interrupted";
    } catch (java.util.concurrent.ExecutionException e) {
      return "no answer";
    } finally {
      asked.remove(key(id));
    }
  }

  private boolean answersUs(Map<String, Object> m) {
    CompletableFuture<Map<String, Object>> f = asked.get(key(m.get("id")));
    if (f == null) {
      return false;
    }
    f.complete(m);
    return true;
  }

  /**
   * The server's tools as its {@code tools/list} describes them (pages merged): their effects
   * ({@code readOnlyHint}) and trust ({@code openWorldHint}) tell the session which calls change
   * something and whose results are outside content.
   */
  private void learn(Object result) {
    if (!(result instanceof Map<?, ?> r) || !(r.get("tools") instanceof List<?>)) {
      return;
    }
    CatalogReader.Result read = CatalogReader.read(Json.write(result), "tools/list");
    tools = tools.merge(read.catalog());
    if (session != null) {
      session.tools(tools);
    }
  }

  /** The server's result as the client should see it: recorded, then transformed. */
  @SuppressWarnings("unchecked")
  private Map<String, Object> result(ToolCall call, Map<String, Object> m) {
    if (!(m.get("result") instanceof Map<?, ?> r)) {
      recordResult(call, m.get("error"));
      return m;
    }
    Map<String, Object> result = new LinkedHashMap<>((Map<String, Object>) r);
    Object structured = result.get("structuredContent");
    List<Object> content =
        result.get("content") instanceof List<?> l ? new ArrayList<>(l) : new ArrayList<>();
    Object recorded = structured != null ? structured : text(content);
    Object shown = recordResult(call, recorded);
    if (shown == Session.WITHHELD) {
      result.put("content", List.of(Map.of("type", "text", "text", "[withheld by contextcov]")));
      result.remove("structuredContent");
    } else if (shown != recorded) {
      if (structured != null) {
        result.put("structuredContent", shown);
      }
      // the text the model reads says what the transformed result says: a text block that is
      // JSON becomes the transformed value, plain text the transformed text
      String text = shown instanceof String s ? s : Json.write(shown);
      List<Object> rewritten = new ArrayList<>();
      boolean replaced = false;
      for (Object c : content) {
        if (c instanceof Map<?, ?> block && "text".equals(block.get("type"))) {
          if (!replaced) {
            Map<String, Object> b = new LinkedHashMap<>((Map<String, Object>) block);
            b.put("text", text);
            rewritten.add(b);
            replaced = true;
          }
        } else {
          rewritten.add(c);
        }
      }
      result.put("content", rewritten);
    }
    Map<String, Object> out = new LinkedHashMap<>(m);
    out.put("result", result);
    return out;
  }

  /** Records a result in the session; what the client should be shown of it. */
  private Object recordResult(ToolCall call, Object result) {
    try {
      return withSession(
          (s, journal) -> {
            Object shown = s.after(call, result);
            if (journal.isPresent()) {
              Map<String, Object> e = SessionEvents.event("post", call);
              e.put("result", result);
              journal.get().append(e);
            }
            return shown;
          });
    } catch (IOException e) {
      // the result cannot be recorded: the client is not shown what the rules may need to mask
      return Session.WITHHELD;
    }
  }

  /** The text of a result's text blocks, parsed when it is JSON (for lastResult and masks). */
  private static Object text(List<Object> content) {
    StringBuilder b = new StringBuilder();
    for (Object c : content) {
      if (c instanceof Map<?, ?> block && block.get("text") instanceof String t) {
        if (b.length() > 0) {
          b.append('\n');
        }
        b.append(t);
      }
    }
    Object parsed = Json.parseOrNull(b.toString());
    return parsed != null ? parsed : b.toString();
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> capabilities(Map<String, Object> init) {
    if (init.get("params") instanceof Map<?, ?> p && p.get("capabilities") instanceof Map<?, ?> c) {
      return (Map<String, Object>) c;
    }
    return Map.of();
  }

  private static String key(Object id) {
    return id instanceof Number n ? "n:" + n : "s:" + id;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> object(String line) {
    Object v = Json.parseOrNull(line);
    return v instanceof Map<?, ?> m ? (Map<String, Object>) m : null;
  }

  private static void send(OutputStream out, Object lock, String line) throws IOException {
    byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
    synchronized (lock) {
      out.write(bytes);
      out.flush();
    }
  }
}
