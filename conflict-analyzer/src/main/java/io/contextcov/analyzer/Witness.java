package io.contextcov.analyzer;

import io.contextcov.json.Json;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** One concrete call in an overlap: usable as a {@code decide} input. */
public record Witness(String action, Map<String, Object> args, Map<String, Object> session) {
  public Witness {
    args = Map.copyOf(new LinkedHashMap<>(args));
    session = Map.copyOf(new LinkedHashMap<>(session));
  }

  /**
   * Builds the call from attribute values ({@code action}, {@code args.a.b}, {@code session.x}).
   */
  @SuppressWarnings("unchecked")
  static Witness of(Map<String, Object> attrs) {
    String action = attrs.get("action") instanceof String s ? s : "*";
    Map<String, Object> args = new TreeMap<>();
    Map<String, Object> session = new TreeMap<>();
    for (Map.Entry<String, Object> e : attrs.entrySet()) {
      String key = e.getKey();
      if (e.getValue() == null || key.contains("[")) {
        continue;
      }
      Map<String, Object> target;
      String rest;
      if (key.startsWith("args.")) {
        target = args;
        rest = key.substring(5);
      } else if (key.startsWith("session.")) {
        target = session;
        rest = key.substring(8);
      } else {
        continue;
      }
      String[] parts = rest.split("\\.");
      Map<String, Object> m = target;
      for (int i = 0; i < parts.length - 1; i++) {
        Object next = m.get(parts[i]);
        if (!(next instanceof Map)) {
          next = new TreeMap<String, Object>();
          m.put(parts[i], next);
        }
        m = (Map<String, Object>) next;
      }
      m.put(parts[parts.length - 1], e.getValue());
    }
    return new Witness(action, args, session);
  }

  /** {@code query_database(data_source="cache_db", query_type="sales")}, session values after. */
  public String call() {
    List<String> parts = new ArrayList<>();
    new TreeMap<>(args).forEach((k, v) -> parts.add(k + "=" + show(v)));
    String text = action + "(" + String.join(", ", parts) + ")";
    if (!session.isEmpty()) {
      List<String> s = new ArrayList<>();
      new TreeMap<>(session).forEach((k, v) -> s.add(k + "=" + show(v)));
      text += " with session " + String.join(", ", s);
    }
    return text;
  }

  private static String show(Object v) {
    return v instanceof BigDecimal d ? d.toPlainString() : Json.write(v);
  }

  /** The arguments as JSON, as {@code contextcov decide --args} takes them. */
  public String argsJson() {
    return Json.writeSorted(args);
  }
}
