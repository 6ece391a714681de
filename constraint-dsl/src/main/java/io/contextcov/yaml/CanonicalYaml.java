package io.contextcov.yaml;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Emits a tree of maps (in their iteration order), lists and scalars as block-style YAML with a
 * fixed quoting rule, so equal trees always give equal bytes: plain when unambiguous, single quotes
 * otherwise, double quotes with escapes for control characters. LF line endings.
 */
public final class CanonicalYaml {
  private static final Set<String> RESERVED =
      Set.of("true", "false", "null", "yes", "no", "on", "off", "y", "n", "nan", "inf");

  /** Keys are read by YAML 1.2 readers, where {@code on} and {@code no} are plain text. */
  private static final Set<String> RESERVED_KEYS = Set.of("true", "false", "null");

  private static final int FLOW_WIDTH = 72;

  private CanonicalYaml() {}

  /**
   * Whether a string may be written without quotes: a letter or underscore, then letters, digits
   * and {@code _./()+=,;`'-}, with single spaces between words. Checked in one pass (a regex with a
   * repeated group recurses once per word and overflows the stack on long text).
   */
  static boolean plain(String s) {
    if (s.isEmpty()) {
      return false;
    }
    char first = s.charAt(0);
    if (!(Character.isLetter(first) && first < 128 || first == '_')) {
      return false;
    }
    for (int i = 1; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == ' ') {
        if (i == s.length() - 1 || s.charAt(i + 1) == ' ') {
          return false;
        }
      } else if (!(c < 128 && (Character.isLetterOrDigit(c) || "_./()+=,;`'-".indexOf(c) >= 0))) {
        return false;
      }
    }
    return true;
  }

  public static String write(Map<String, ?> root) {
    StringBuilder out = new StringBuilder();
    mapping(root, 0, out);
    return out.toString();
  }

  private static void mapping(Map<String, ?> map, int indent, StringBuilder out) {
    for (Map.Entry<String, ?> e : map.entrySet()) {
      pad(indent, out);
      key(e.getKey(), out);
      out.append(':');
      value(e.getValue(), indent, out);
    }
  }

  private static void key(String k, StringBuilder out) {
    if (plain(k) && !RESERVED_KEYS.contains(k.toLowerCase(Locale.ROOT))) {
      out.append(k);
    } else {
      string(k, out);
    }
  }

  /**
   * A short list of scalars is written in flow style, {@code [a, b]}; null when it does not fit.
   */
  private static String flow(List<?> list) {
    StringBuilder out = new StringBuilder("[");
    for (Object item : list) {
      if (item instanceof Map<?, ?> || item instanceof List<?>) {
        return null;
      }
      if (out.length() > 1) {
        out.append(", ");
      }
      if (item instanceof String s
          && (s.indexOf(',') >= 0
              || s.indexOf('[') >= 0
              || s.indexOf(']') >= 0
              || s.indexOf('{') >= 0
              || s.indexOf('}') >= 0)) {
        quoted(s, out);
      } else {
        scalar(item, out);
      }
      if (out.length() > FLOW_WIDTH) {
        return null;
      }
    }
    return out.append(']').toString();
  }

  /** Writes a value after {@code key:} or {@code -}, starting with the separator. */
  @SuppressWarnings("unchecked")
  private static void value(Object v, int indent, StringBuilder out) {
    if (v instanceof Map<?, ?> m) {
      if (m.isEmpty()) {
        out.append(" {}\n");
      } else {
        out.append('\n');
        mapping((Map<String, ?>) m, indent + 2, out);
      }
    } else if (v instanceof List<?> l) {
      String flow = flow(l);
      if (flow != null) {
        out.append(' ').append(flow).append('\n');
      } else {
        out.append('\n');
        sequence(l, indent + 2, out);
      }
    } else {
      out.append(' ');
      scalar(v, out);
      out.append('\n');
    }
  }

  @SuppressWarnings("unchecked")
  private static void sequence(List<?> list, int indent, StringBuilder out) {
    for (Object item : list) {
      pad(indent, out);
      out.append('-');
      if (item instanceof Map<?, ?> m && !m.isEmpty()) {
        // first key on the dash line, the rest aligned under it
        boolean first = true;
        for (Map.Entry<String, ?> e : ((Map<String, ?>) m).entrySet()) {
          if (first) {
            out.append(' ');
            first = false;
          } else {
            pad(indent + 2, out);
          }
          key(e.getKey(), out);
          out.append(':');
          value(e.getValue(), indent + 2, out);
        }
      } else {
        value(item, indent, out);
      }
    }
  }

  private static void pad(int indent, StringBuilder out) {
    out.append(" ".repeat(indent));
  }

  private static void scalar(Object v, StringBuilder out) {
    if (v == null) {
      out.append("null");
    } else if (v instanceof Boolean b) {
      out.append(b);
    } else if (v instanceof BigDecimal d) {
      out.append(d.toString());
    } else if (v instanceof Number n) {
      out.append(new BigDecimal(n.toString()).toString());
    } else {
      string(v.toString(), out);
    }
  }

  /** Appends a string scalar in its canonical quoting. */
  public static void string(String s, StringBuilder out) {
    if (plain(s) && !RESERVED.contains(s.toLowerCase(Locale.ROOT))) {
      out.append(s);
      return;
    }
    quoted(s, out);
  }

  /**
   * Appends a quoted string: double quotes when the text has single quotes but needs no escapes
   * (conditions read best so), single quotes otherwise, escaped double quotes for control
   * characters.
   */
  private static void quoted(String s, StringBuilder out) {
    boolean needsEscapes = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x20
          || c == 0x7f
          || c == '\u2028'
          || c == '\u2029'
          || c == '\uFEFF'
          || Character.isSurrogate(c) && !validSurrogate(s, i)) {
        needsEscapes = true;
        break;
      }
    }
    if (!needsEscapes && s.indexOf('\'') >= 0 && s.indexOf('"') < 0 && s.indexOf('\\') < 0) {
      out.append('"').append(s).append('"');
      return;
    }
    if (!needsEscapes) {
      out.append('\'').append(s.replace("'", "''")).append('\'');
      return;
    }
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\t' -> out.append("\\t");
        case '\r' -> out.append("\\r");
        default -> {
          if (c < 0x20
              || c == 0x7f
              || c == '\u2028'
              || c == '\u2029'
              || c == '\uFEFF'
              || Character.isSurrogate(c) && !validSurrogate(s, i)) {
            out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  private static boolean validSurrogate(String s, int i) {
    char c = s.charAt(i);
    if (Character.isHighSurrogate(c)) {
      return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
    }
    return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
  }
}
