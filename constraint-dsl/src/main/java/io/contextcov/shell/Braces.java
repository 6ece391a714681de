package io.contextcov.shell;

import java.util.ArrayList;
import java.util.List;

/**
 * Bash brace expansion of one word: {@code pre{a,b}post} → {@code prea post}, {@code prebpost};
 * {@code {1..3}} and {@code {a..c}} sequences; nested braces. Only braces, commas and dots written
 * unquoted take part ({@code plain} marks them with '1'); {@code ${x}} is a parameter, not an
 * expansion; a brace with neither a top-level comma nor a sequence stays as written.
 */
final class Braces {
  private Braces() {}

  /**
   * Adds the words {@code word} expands to; false when they would be more than {@code max}.
   *
   * @param plain one character per character of {@code word}: '1' where it was written unquoted
   */
  static boolean expand(String word, String plain, List<String> out, int max) {
    int open = -1;
    int close = -1;
    for (int i = 0; i < word.length(); i++) {
      if (word.charAt(i) != '{' || plain.charAt(i) != '1' || i > 0 && word.charAt(i - 1) == '$') {
        continue;
      }
      int end = closing(word, plain, i);
      if (end > 0 && (commas(word, plain, i, end).size() > 0 || sequence(word, i, end) != null)) {
        open = i;
        close = end;
        break;
      }
    }
    if (open < 0) {
      out.add(word);
      return out.size() <= max;
    }
    String pre = word.substring(0, open);
    String prePlain = plain.substring(0, open);
    String post = word.substring(close + 1);
    String postPlain = plain.substring(close + 1);
    List<String[]> parts = new ArrayList<>();
    List<Integer> cuts = commas(word, plain, open, close);
    if (!cuts.isEmpty()) {
      int from = open + 1;
      cuts.add(close);
      for (int cut : cuts) {
        parts.add(new String[] {word.substring(from, cut), plain.substring(from, cut)});
        from = cut + 1;
      }
    } else {
      for (String item : sequence(word, open, close)) {
        parts.add(new String[] {item, "0".repeat(item.length())});
      }
    }
    for (String[] p : parts) {
      if (!expand(pre + p[0] + post, prePlain + p[1] + postPlain, out, max)) {
        return false;
      }
    }
    return out.size() <= max;
  }

  /** The unquoted {@code }} matching the {@code {} at {@code open}, or -1. */
  private static int closing(String word, String plain, int open) {
    int level = 0;
    for (int i = open; i < word.length(); i++) {
      if (plain.charAt(i) != '1') {
        continue;
      }
      char c = word.charAt(i);
      if (c == '{' && (i == 0 || word.charAt(i - 1) != '$')) {
        level++;
      } else if (c == '}' && --level == 0) {
        return i;
      }
    }
    return -1;
  }

  /** The unquoted commas at the top level between {@code open} and {@code close}. */
  private static List<Integer> commas(String word, String plain, int open, int close) {
    List<Integer> out = new ArrayList<>();
    int level = 0;
    for (int i = open + 1; i < close; i++) {
      if (plain.charAt(i) != '1') {
        continue;
      }
      char c = word.charAt(i);
      if (c == '{') {
        level++;
      } else if (c == '}') {
        level--;
      } else if (c == ',' && level == 0) {
        out.add(i);
      }
    }
    return out;
  }

  /** {@code {1..3}}, {@code {3..1}}, {@code {a..e}}: the items, or null when it is no sequence. */
  private static List<String> sequence(String word, int open, int close) {
    String body = word.substring(open + 1, close);
    String[] ends = body.split("\\.\\.", -1);
    if (ends.length != 2) {
      return null;
    }
    List<String> out = new ArrayList<>();
    if (ends[0].matches("-?\\d{1,6}") && ends[1].matches("-?\\d{1,6}")) {
      int a = Integer.parseInt(ends[0]);
      int b = Integer.parseInt(ends[1]);
      int step = a <= b ? 1 : -1;
      for (int v = a; out.size() <= 1024; v += step) {
        out.add(Integer.toString(v));
        if (v == b) {
          break;
        }
      }
      return out;
    }
    if (ends[0].matches("[A-Za-z]") && ends[1].matches("[A-Za-z]")) {
      char a = ends[0].charAt(0);
      char b = ends[1].charAt(0);
      int step = a <= b ? 1 : -1;
      for (char v = a; ; v += step) {
        out.add(String.valueOf(v));
        if (v == b) {
          break;
        }
      }
      return out;
    }
    return null;
  }
}
