package io.contextcov.runtime.json;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * JSON values as plain Java: String, BigDecimal, Boolean, null, List and Map (insertion order).
 * {@link #parse} refuses duplicate keys, trailing text and nesting deeper than 512.
 */
public final class Json {
  private static final int MAX_DEPTH = 512;

  private Json() {}

  /** A JSON syntax error at a 1-based line and column. */
  public static final class ParseException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int line;
    private final int column;

    ParseException(String message, int line, int column) {
      super(message);
      this.line = line;
      this.column = column;
    }

    public int line() {
      return line;
    }

    public int column() {
      return column;
    }
  }

  public static Object parse(String text) throws ParseException {
    Reader r = new Reader(text);
    r.skipSpace();
    Object v = r.value(0);
    r.skipSpace();
    if (r.pos < text.length()) {
      throw r.error("unexpected text after the JSON value");
    }
    return v;
  }

  /** Compact JSON; map keys in their iteration order. */
  public static String write(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out, false);
    return out.toString();
  }

  /** Compact JSON with map keys sorted, so equal values give equal text (for digests). */
  public static String writeSorted(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out, true);
    return out.toString();
  }

  public static void write(Object v, StringBuilder out, boolean sortKeys) {
    if (v == null) {
      out.append("null");
    } else if (v instanceof String s) {
      string(s, out);
    } else if (v instanceof Boolean b) {
      out.append(b);
    } else if (v instanceof BigDecimal d) {
      out.append(d.toString());
    } else if (v instanceof Double d) {
      out.append(d.isNaN() || d.isInfinite() ? "null" : BigDecimal.valueOf(d).toString());
    } else if (v instanceof Float f) {
      out.append(f.isNaN() || f.isInfinite() ? "null" : new BigDecimal(f.toString()).toString());
    } else if (v instanceof Number n) {
      out.append(n.toString());
    } else if (v instanceof Map<?, ?> m) {
      Map<?, ?> map = sortKeys ? new TreeMap<>(stringKeys(m)) : m;
      out.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : map.entrySet()) {
        if (!first) {
          out.append(',');
        }
        first = false;
        string(String.valueOf(e.getKey()), out);
        out.append(':');
        write(e.getValue(), out, sortKeys);
      }
      out.append('}');
    } else if (v instanceof List<?> l) {
      out.append('[');
      for (int i = 0; i < l.size(); i++) {
        if (i > 0) {
          out.append(',');
        }
        write(l.get(i), out, sortKeys);
      }
      out.append(']');
    } else {
      string(v.toString(), out);
    }
  }

  private static Map<String, Object> stringKeys(Map<?, ?> m) {
    Map<String, Object> out = new LinkedHashMap<>();
    m.forEach((k, v) -> out.put(String.valueOf(k), v));
    return out;
  }

  public static void string(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20 || c == '\u2028' || c == '\u2029') {
            out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  private static final class Reader {
    final String s;
    int pos;

    Reader(String s) {
      this.s = s;
    }

    ParseException error(String message) {
      int line = 1;
      int col = 1;
      for (int i = 0; i < Math.min(pos, s.length()); i++) {
        if (s.charAt(i) == '\n') {
          line++;
          col = 1;
        } else {
          col++;
        }
      }
      return new ParseException(message, line, col);
    }

    void skipSpace() {
      while (pos < s.length()) {
        char c = s.charAt(pos);
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
          pos++;
        } else {
          break;
        }
      }
    }

    Object value(int depth) throws ParseException {
      if (depth > MAX_DEPTH) {
        throw error("JSON is nested more than " + MAX_DEPTH + " levels deep");
      }
      if (pos >= s.length()) {
        throw error("unexpected end of JSON");
      }
      char c = s.charAt(pos);
      switch (c) {
        case '{' -> {
          return object(depth);
        }
        case '[' -> {
          return array(depth);
        }
        case '"' -> {
          return str();
        }
        case 't' -> {
          return word("true", Boolean.TRUE);
        }
        case 'f' -> {
          return word("false", Boolean.FALSE);
        }
        case 'n' -> {
          return word("null", null);
        }
        default -> {
          if (c == '-' || (c >= '0' && c <= '9')) {
            return number();
          }
          throw error("unexpected character `" + c + "`");
        }
      }
    }

    private Object word(String w, Object v) throws ParseException {
      if (!s.startsWith(w, pos)) {
        throw error("unexpected text, expected `" + w + "`");
      }
      pos += w.length();
      return v;
    }

    private Object number() throws ParseException {
      int start = pos;
      if (s.charAt(pos) == '-') {
        pos++;
      }
      while (pos < s.length() && "0123456789.eE+-".indexOf(s.charAt(pos)) >= 0) {
        pos++;
      }
      try {
        return new BigDecimal(s.substring(start, pos));
      } catch (NumberFormatException e) {
        pos = start;
        throw error("malformed number");
      }
    }

    private String str() throws ParseException {
      pos++;
      StringBuilder out = new StringBuilder();
      while (true) {
        if (pos >= s.length()) {
          throw error("unterminated string");
        }
        char c = s.charAt(pos++);
        if (c == '"') {
          return out.toString();
        }
        if (c < 0x20) {
          pos--;
          throw error("control character in string");
        }
        if (c != '\\') {
          out.append(c);
          continue;
        }
        if (pos >= s.length()) {
          throw error("unterminated string");
        }
        char e = s.charAt(pos++);
        switch (e) {
          case '"', '\\', '/' -> out.append(e);
          case 'n' -> out.append('\n');
          case 'r' -> out.append('\r');
          case 't' -> out.append('\t');
          case 'b' -> out.append('\b');
          case 'f' -> out.append('\f');
          case 'u' -> {
            if (pos + 4 > s.length()) {
              throw error("malformed \\u escape");
            }
            try {
              out.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
            } catch (NumberFormatException ex) {
              throw error("malformed \\u escape");
            }
            pos += 4;
          }
          default -> {
            pos--;
            throw error("unknown escape `\\" + e + "`");
          }
        }
      }
    }

    private Map<String, Object> object(int depth) throws ParseException {
      pos++;
      Map<String, Object> map = new LinkedHashMap<>();
      skipSpace();
      if (pos < s.length() && s.charAt(pos) == '}') {
        pos++;
        return Collections.unmodifiableMap(map);
      }
      while (true) {
        skipSpace();
        if (pos >= s.length() || s.charAt(pos) != '"') {
          throw error("expected a key in quotes");
        }
        int keyAt = pos;
        String key = str();
        if (map.containsKey(key)) {
          pos = keyAt;
          throw error("duplicate key `" + key + "`");
        }
        skipSpace();
        if (pos >= s.length() || s.charAt(pos) != ':') {
          throw error("expected `:`");
        }
        pos++;
        skipSpace();
        map.put(key, value(depth + 1));
        skipSpace();
        if (pos < s.length() && s.charAt(pos) == ',') {
          pos++;
          continue;
        }
        if (pos < s.length() && s.charAt(pos) == '}') {
          pos++;
          return Collections.unmodifiableMap(map);
        }
        throw error("expected `,` or `}`");
      }
    }

    private List<Object> array(int depth) throws ParseException {
      pos++;
      List<Object> list = new ArrayList<>();
      skipSpace();
      if (pos < s.length() && s.charAt(pos) == ']') {
        pos++;
        return Collections.unmodifiableList(list);
      }
      while (true) {
        skipSpace();
        list.add(value(depth + 1));
        skipSpace();
        if (pos < s.length() && s.charAt(pos) == ',') {
          pos++;
          continue;
        }
        if (pos < s.length() && s.charAt(pos) == ']') {
          pos++;
          return Collections.unmodifiableList(list);
        }
        throw error("expected `,` or `]`");
      }
    }
  }
}
