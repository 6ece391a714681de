package io.contextcov.compiler.statements;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Whole-word phrases ("must not", "make sure") looked up in a sentence's words by hash, which is
 * much cheaper than a regex alternation tried at every position.
 */
public final class PhraseSet {
  private final Map<String, List<String[]>> byFirstWord = new HashMap<>();

  public PhraseSet(String... phrases) {
    for (String p : phrases) {
      String[] words = p.toLowerCase(Locale.ROOT).split(" ");
      byFirstWord.computeIfAbsent(words[0], k -> new ArrayList<>()).add(words);
    }
  }

  /** Whether any phrase occurs in {@code words} (from {@link #words}). */
  public boolean in(List<String> words) {
    for (int i = 0; i < words.size(); i++) {
      List<String[]> candidates = byFirstWord.get(words.get(i));
      if (candidates == null) {
        continue;
      }
      for (String[] phrase : candidates) {
        if (i + phrase.length <= words.size()) {
          boolean all = true;
          for (int k = 1; k < phrase.length && all; k++) {
            all = phrase[k].equals(words.get(i + k));
          }
          if (all) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** The lower-case words of a text: letters, digits, apostrophes and inner hyphens. */
  public static List<String> words(String text) {
    List<String> out = new ArrayList<>();
    StringBuilder w = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isLetterOrDigit(c) || c == '\'' || c == '’' || (c == '-' && w.length() > 0)) {
        w.append(Character.toLowerCase(c == '’' ? '\'' : c));
      } else if (w.length() > 0) {
        out.add(trimHyphen(w));
        w.setLength(0);
      }
    }
    if (w.length() > 0) {
      out.add(trimHyphen(w));
    }
    return out;
  }

  private static String trimHyphen(StringBuilder w) {
    int end = w.length();
    while (end > 0 && w.charAt(end - 1) == '-') {
      end--;
    }
    return w.substring(0, end);
  }

  /** Whether the text holds a Han character (so the Chinese patterns are worth running). */
  public static boolean hasHan(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= 0x4E00 && c <= 0x9FFF) {
        return true;
      }
    }
    return false;
  }
}
