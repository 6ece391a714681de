package io.contextcov.bundle;

/**
 * Path globs as conditions use them ({@code args.path glob 'src/**'}): {@code *} and {@code ?} stay
 * inside one path segment, {@code **} crosses segments ({@code **}{@code /} also matches no
 * segment), {@code [abc]} and {@code [!abc]} are character classes. Translated once into an RE2
 * regex that the runtime and the analyzer share.
 */
public final class Glob {
  private Glob() {}

  /** The RE2 regex (whole-string) equivalent to {@code glob}. */
  public static String toRegex(String glob) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < glob.length()) {
      char c = glob.charAt(i);
      if (c == '*') {
        if (i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
          boolean slash = i + 2 < glob.length() && glob.charAt(i + 2) == '/';
          out.append(slash ? "(?:.*/)?" : ".*");
          i += slash ? 3 : 2;
        } else {
          out.append("[^/]*");
          i++;
        }
      } else if (c == '?') {
        out.append("[^/]");
        i++;
      } else if (c == '[') {
        int end = glob.indexOf(']', i + 2);
        if (end < 0) {
          out.append("\\[");
          i++;
          continue;
        }
        String body = glob.substring(i + 1, end);
        boolean negate = body.startsWith("!") || body.startsWith("^");
        if (negate) {
          body = body.substring(1);
        }
        out.append('[').append(negate ? "^/" : "");
        for (int k = 0; k < body.length(); k++) {
          char b = body.charAt(k);
          if (b == '\\' || b == '[' || b == ']' || b == '^') {
            out.append('\\');
          }
          out.append(b);
        }
        out.append(']');
        i = end + 1;
      } else {
        if ("\\.+()|{}^$".indexOf(c) >= 0) {
          out.append('\\');
        }
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }
}
