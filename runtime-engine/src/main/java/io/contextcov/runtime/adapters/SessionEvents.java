package io.contextcov.runtime.adapters;

import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The events a gateway keeps of a session in a {@link SessionStore} — {@code pre} (a call allowed),
 * {@code ran} (a call run without being allowed here: a person approved it), {@code post} (its
 * result), {@code user} (the user's words) — and how a fresh session is brought back to where they
 * left it, at the recorded times.
 */
public final class SessionEvents {
  private SessionEvents() {}

  /** The engine's clock: real time, or pinned to an event's time while a journal is replayed. */
  public static final class PinnableClock extends Clock {
    private volatile Long pinned;

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      Long p = pinned;
      return p != null ? Instant.ofEpochMilli(p) : Instant.now();
    }
  }

  /** One event about a call (or about none, for {@code user}). */
  public static Map<String, Object> event(String kind, ToolCall call) {
    Map<String, Object> e = new LinkedHashMap<>();
    e.put("e", kind);
    e.put("t", System.currentTimeMillis());
    if (call != null) {
      e.put("action", call.action());
      e.put("args", call.args());
    }
    return e;
  }

  /** Brings a fresh session to where the events left it, with the clock at each event's time. */
  @SuppressWarnings("unchecked")
  public static void replay(Session s, List<Map<String, Object>> events, PinnableClock clock) {
    try {
      for (Map<String, Object> e : events) {
        clock.pinned = e.get("t") instanceof Number n ? n.longValue() : null;
        ToolCall call =
            e.get("action") instanceof String a
                ? new ToolCall(
                    a, e.get("args") instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of())
                : null;
        switch (String.valueOf(e.get("e"))) {
          case "pre" -> s.before(call);
          case "ran" -> s.ran(call);
          case "post" -> s.after(call, e.get("result"));
          case "user" -> s.userTurn(String.valueOf(e.get("text")));
          default -> {}
        }
      }
    } finally {
      clock.pinned = null;
    }
  }
}
