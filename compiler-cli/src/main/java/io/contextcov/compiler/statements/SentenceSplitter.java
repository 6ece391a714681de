package io.contextcov.compiler.statements;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits text into sentences: after {@code . ! ?} followed by space and a capital, digit, quote,
 * bracket, mark or emoji ({@code ❌}, {@code ✅}), CJK character, a word that opens a rule or a
 * program's name ({@code npm}), and after {@code 。！？；} and at a line break always (a paragraph
 * keeps one only where a line is a sentence of its own); never inside inline code.
 */
public final class SentenceSplitter {
  private SentenceSplitter() {}

  public static List<Sentence> split(String text) {
    List<Sentence> out = new ArrayList<>();
    int start = 0;
    boolean inCode = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '`') {
        inCode = !inCode;
        continue;
      }
      if (inCode) {
        continue;
      }
      boolean cut = false;
      int end = i + 1;
      if (c == '。' || c == '！' || c == '？' || c == '；') {
        cut = true;
      } else if (c == '\n') {
        // a line break kept in a paragraph (MarkdownReader keeps one after a full stop and before
        // a word that opens a rule): "no npm, no yarn." then "tests: bun test." are two sentences
        cut = true;
        end = i;
      } else if ((c == '.' || c == '!' || c == '?')
          && i + 1 < text.length()
          && Character.isWhitespace(text.charAt(i + 1))) {
        int j = i + 1;
        while (j < text.length() && Character.isWhitespace(text.charAt(j))) {
          j++;
        }
        if (j < text.length()
            && (startsSentence(text.charAt(j)) || ruleWordAt(text, j))
            && !abbreviation(text, i)) {
          cut = true;
        }
      }
      if (cut) {
        add(text, start, end, out);
        start = end;
      }
    }
    add(text, start, text.length(), out);
    return out;
  }

  /**
   * Words that open a rule, written in lower case in terse files ("bun only. never npm"): after a
   * full stop they start a sentence as a capital would.
   */
  private static final java.util.Set<String> RULE_OPENERS =
      java.util.Set.of(
          "never", "always", "dont", "don't", "do", "avoid", "only", "please", "use", "run", "ask",
          "no", "must", "prefer", "keep");

  /** Whether {@code word}, in lower case, opens a rule in a terse file ("never", "no", "ask"). */
  public static boolean opensRule(String word) {
    return RULE_OPENERS.contains(word);
  }

  private static boolean ruleWordAt(String text, int j) {
    int k = j;
    while (k < text.length() && (Character.isLetter(text.charAt(k)) || text.charAt(k) == '\'')) {
      k++;
    }
    String word = text.substring(j, k);
    // "Use pnpm for everything. npm and yarn are not allowed": a program's name is written in
    // lower case where it opens a sentence
    return RULE_OPENERS.contains(word)
        || word.length() > 1
            && k < text.length()
            && text.charAt(k) == ' '
            && io.contextcov.compiler.reader.Lexicon.get().words("program").contains(word);
  }

  private static boolean startsSentence(char c) {
    return Character.isUpperCase(c)
        || Character.isDigit(c)
        || c == '`'
        || c == '"'
        || c == '('
        || c == '*'
        || c == '['
        // "✅ Use `uv`. ❌ Don't use `pip`.": a mark or emoji opens the next sentence
        || Character.getType(c) == Character.OTHER_SYMBOL
        || Character.isHighSurrogate(c)
        || Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN;
  }

  private static boolean abbreviation(String text, int dot) {
    int k = dot - 1;
    while (k >= 0 && Character.isLetter(text.charAt(k))) {
      k--;
    }
    String word = text.substring(k + 1, dot).toLowerCase(Locale.ROOT);
    return word.equals("e.g")
        || word.equals("i.e")
        || word.equals("etc")
        || word.equals("vs")
        || word.equals("mr")
        || word.equals("dr")
        || word.equals("g")
        || word.equals("e")
        // "No. 5" numbers; "No. Open a pull request." answers
        || word.equals("no") && numberAfter(text, dot)
        || word.equals("approx");
  }

  /** Whether a number (or "#") follows the full stop at {@code dot}, after spaces. */
  private static boolean numberAfter(String text, int dot) {
    int j = dot + 1;
    while (j < text.length() && Character.isWhitespace(text.charAt(j))) {
      j++;
    }
    return j < text.length() && (Character.isDigit(text.charAt(j)) || text.charAt(j) == '#');
  }

  private static void add(String text, int from, int to, List<Sentence> out) {
    int a = from;
    int b = to;
    while (a < b && Character.isWhitespace(text.charAt(a))) {
      a++;
    }
    while (b > a && Character.isWhitespace(text.charAt(b - 1))) {
      b--;
    }
    if (b > a) {
      out.add(new Sentence(text.substring(a, b), a));
    }
  }
}
