package io.contextcov.grammar.internal;

/**
 * Decoding of string literals as the lexer accepted them. A backslash followed by a backslash, a
 * quote, n, r, t or uXXXX is an escape; any other backslash pair is kept as written, so a regex
 * such as '\d+\b' means what it says.
 */
public final class Strings {
  private Strings() {}

  /** Decodes a quoted literal as the lexer accepted it (both quote styles). */
  public static String unquote(String quoted) {
    StringBuilder out = new StringBuilder(quoted.length());
    for (int i = 1; i < quoted.length() - 1; i++) {
      char c = quoted.charAt(i);
      if (c != '\\') {
        out.append(c);
        continue;
      }
      char e = quoted.charAt(++i);
      switch (e) {
        case 'n' -> out.append('\n');
        case 'r' -> out.append('\r');
        case 't' -> out.append('\t');
        case '\\', '\'', '"' -> out.append(e);
        case 'u' -> {
          if (isHex(quoted, i + 1, 4)) {
            out.append((char) Integer.parseInt(quoted.substring(i + 1, i + 5), 16));
            i += 4;
          } else {
            out.append('\\').append(e);
          }
        }
        default -> out.append('\\').append(e);
      }
    }
    return out.toString();
  }

  private static boolean isHex(String s, int from, int count) {
    if (from + count > s.length() - 1) {
      return false;
    }
    for (int k = from; k < from + count; k++) {
      if (Character.digit(s.charAt(k), 16) < 0) {
        return false;
      }
    }
    return true;
  }
}
