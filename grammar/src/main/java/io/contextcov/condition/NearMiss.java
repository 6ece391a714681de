package io.contextcov.condition;

import java.util.Collection;
import java.util.Locale;

/** Finds the intended word for a misspelt one, for "did you mean" help. */
public final class NearMiss {
  private NearMiss() {}

  /**
   * The candidate closest to {@code word} within an edit distance of 2 (or a third of the word's
   * length, if larger), ignoring case; null when none is that close.
   */
  public static String of(String word, Collection<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    int limit = Math.max(2, word.length() / 3);
    String w = word.toLowerCase(Locale.ROOT);
    for (String c : candidates) {
      int d = distance(w, c.toLowerCase(Locale.ROOT));
      if (d <= limit && d < bestDistance) {
        best = c;
        bestDistance = d;
      }
    }
    return best;
  }

  static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
