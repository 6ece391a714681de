package io.contextcov.grammar.internal;

/** Decoding of string literals as the lexer accepted them. */
public final class Strings {
  private Strings() {}

  /** Decodes a quoted literal as the lexer accepted it (both quote styles, JSON-like escapes). */
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
        case 'b' -> out.append('\b');
        case 'f' -> out.append('\f');
        case 'u' -> {
          out.append((char) Integer.parseInt(quoted.substring(i + 1, i + 5), 16));
          i += 4;
        }
        default -> out.append(e);
      }
    }
    return out.toString();
  }
}
