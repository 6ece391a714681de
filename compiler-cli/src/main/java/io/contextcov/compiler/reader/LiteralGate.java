package io.contextcov.compiler.reader;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A cheap test run before a table's regular expression: the literal text each top-level branch of
 * the expression starts with. A text holding none of them cannot match, so the expression is not
 * run on it. An expression with a branch that starts with no literal of two characters or more (one
 * for Han) gets no gate and always runs.
 *
 * <p>Only the start of each branch is read: {@code \b} and look-behinds are skipped (they consume
 * nothing), a literal stops at the first other metacharacter, and a quantified last character is
 * left out ({@code emojis?} gives {@code emoji}). Literals are compared in lower case, so a gate
 * serves case-insensitive expressions too.
 */
final class LiteralGate {
  private static final LiteralGate OPEN = new LiteralGate(null);

  /** The literals, lower case; {@code null}: every text passes. */
  private final List<String> literals;

  private LiteralGate(List<String> literals) {
    this.literals = literals;
  }

  /** Whether {@code lowerText} (the text in lower case) may match the expression. */
  boolean mayMatch(String lowerText) {
    if (literals == null) {
      return true;
    }
    for (String l : literals) {
      if (lowerText.contains(l)) {
        return true;
      }
    }
    return false;
  }

  static LiteralGate of(String regex) {
    String r = regex.startsWith("(?i)") ? regex.substring(4) : regex;
    List<String> out = new ArrayList<>();
    return leading(r, out) && !out.isEmpty() ? new LiteralGate(List.copyOf(out)) : OPEN;
  }

  /**
   * Adds to {@code out} the literals the branches of {@code r} start with; false when a branch
   * starts with none. A branch that opens with a group taken once ({@code (wildcard|star) import})
   * starts with what the group's branches start with.
   */
  private static boolean leading(String r, List<String> out) {
    for (String branch : branches(r)) {
      int at = start(branch);
      if (at < 0) {
        return false;
      }
      if (branch.startsWith("(", at)) {
        int end = closing(branch, at);
        if (end < 0
            || end + 1 < branch.length() && "?*{".indexOf(branch.charAt(end + 1)) >= 0
            || branch.startsWith("(?", at) && !branch.startsWith("(?:", at)) {
          return false;
        }
        int inner = branch.startsWith("(?:", at) ? at + 3 : at + 1;
        if (!leading(branch.substring(inner, end), out)) {
          return false;
        }
        continue;
      }
      String lit = literal(branch, at);
      boolean han = !lit.isEmpty() && Prose.isHan(lit);
      if (lit.length() < (han ? 1 : 2)) {
        return false;
      }
      out.add(lit.toLowerCase(Locale.ROOT));
    }
    return true;
  }

  /** The top-level branches: split on {@code |} outside groups, classes and escapes. */
  private static List<String> branches(String r) {
    List<String> out = new ArrayList<>();
    int[] depth = depths(r);
    int start = 0;
    for (int i = 0; i < r.length(); i++) {
      if (r.charAt(i) == '|' && depth[i] == 0) {
        out.add(r.substring(start, i));
        start = i + 1;
      }
    }
    out.add(r.substring(start));
    return out;
  }

  /**
   * Per character of {@code r}: how many groups enclose it, or -1 for an escaped character or one
   * inside a character class (neither opens, closes nor splits anything).
   */
  private static int[] depths(String r) {
    int[] out = new int[r.length()];
    int depth = 0;
    boolean inClass = false;
    for (int i = 0; i < r.length(); i++) {
      char c = r.charAt(i);
      if (c == '\\') {
        out[i] = -1;
        if (i + 1 < r.length()) {
          out[++i] = -1;
        }
      } else if (inClass) {
        out[i] = -1;
        inClass = c != ']';
      } else {
        out[i] = depth;
        if (c == '[') {
          inClass = true;
        } else if (c == '(') {
          depth++;
        } else if (c == ')') {
          depth--;
        }
      }
    }
    return out;
  }

  /** Where a branch's first consuming element starts: past {@code \b} and look-behinds; -1. */
  private static int start(String b) {
    int i = 0;
    while (true) {
      if (b.startsWith("\\b", i)) {
        i += 2;
      } else if (b.startsWith("(?<!", i) || b.startsWith("(?<=", i)) {
        int end = closing(b, i);
        if (end < 0) {
          return -1;
        }
        i = end + 1;
      } else {
        return i;
      }
    }
  }

  private static String literal(String b, int from) {
    StringBuilder lit = new StringBuilder();
    for (int i = from; i < b.length(); i++) {
      char c = b.charAt(i);
      if ("\\()[].*+?{}|^$".indexOf(c) >= 0) {
        if ((c == '?' || c == '*' || c == '{') && lit.length() > 0) {
          // the last character is optional or repeated: not part of what every match holds
          lit.setLength(lit.length() - 1);
        }
        break;
      }
      lit.append(c);
    }
    return lit.toString();
  }

  /** The index of the parenthesis closing the group opened at {@code open}, or -1. */
  private static int closing(String b, int open) {
    int[] depth = depths(b);
    for (int i = open + 1; i < b.length(); i++) {
      if (b.charAt(i) == ')' && depth[i] == depth[open] + 1) {
        return i;
      }
    }
    return -1;
  }
}
