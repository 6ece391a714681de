package io.contextcov.bundle;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The actions a constraint applies to: exact names or globs ({@code *} any run of characters,
 * {@code ?} one character), any of which may match.
 */
public record ActionPattern(List<String> patterns) {
  /** What a single pattern may contain. */
  public static final Pattern VALID = Pattern.compile("[A-Za-z0-9_.:/*?-]+");

  public ActionPattern {
    patterns = List.copyOf(patterns);
    if (patterns.isEmpty()) {
      throw new IllegalArgumentException("at least one action pattern");
    }
  }

  public static ActionPattern of(String... patterns) {
    return new ActionPattern(List.of(patterns));
  }

  public static boolean isGlob(String pattern) {
    return pattern.indexOf('*') >= 0 || pattern.indexOf('?') >= 0;
  }

  /** Whether {@code action} is matched by any of the patterns. */
  public boolean matches(String action) {
    for (String p : patterns) {
      if (isGlob(p) ? globMatches(p, action) : p.equals(action)) {
        return true;
      }
    }
    return false;
  }

  /** Glob match without backtracking blow-up: {@code *} and {@code ?} only. */
  public static boolean globMatches(String glob, String text) {
    int g = 0;
    int t = 0;
    int star = -1;
    int mark = 0;
    while (t < text.length()) {
      if (g < glob.length() && (glob.charAt(g) == '?' || glob.charAt(g) == text.charAt(t))) {
        g++;
        t++;
      } else if (g < glob.length() && glob.charAt(g) == '*') {
        star = g++;
        mark = t;
      } else if (star >= 0) {
        g = star + 1;
        t = ++mark;
      } else {
        return false;
      }
    }
    while (g < glob.length() && glob.charAt(g) == '*') {
      g++;
    }
    return g == glob.length();
  }
}
