package io.contextcov.compiler.reader;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A piece of instruction text as the reader sees it: lower-case words, with each inline code span
 * kept aside and standing in the word list as {@code §0}, {@code §1}, … so that words inside code
 * never count as prose ("`git push --no-verify`" holds no "no").
 */
public final class Prose {
  /** A word and the index of its first character in {@link #text}. */
  public record Word(String text, int at) {}

  private final String text;
  private final String original;
  private final List<String> spans;
  private final List<Word> words;
  private final boolean han;

  private Prose(String text, String original, List<String> spans, List<Word> words) {
    this.text = text;
    this.original = original;
    this.spans = List.copyOf(spans);
    this.words = List.copyOf(words);
    boolean h = false;
    for (int i = 0; i < text.length() && !h; i++) {
      char c = text.charAt(i);
      h = c >= 0x2E80 && Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN;
    }
    this.han = h;
  }

  /**
   * The texts read last on this thread: the rows of the decision table read the same clause many
   * times, and a {@code Prose} never changes once read (its memo of hits is per thread here too).
   */
  private static final ThreadLocal<java.util.Map<String, Prose>> RECENT =
      ThreadLocal.withInitial(
          () ->
              new java.util.LinkedHashMap<>(128, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(java.util.Map.Entry<String, Prose> eldest) {
                  return size() > 64;
                }
              });

  /** Reads text in which inline code is written between backticks. */
  public static Prose of(String raw) {
    java.util.Map<String, Prose> recent = RECENT.get();
    Prose known = recent.get(raw);
    if (known == null) {
      known = read(raw);
      recent.put(raw, known);
    }
    return known;
  }

  private static Prose read(String raw) {
    StringBuilder out = new StringBuilder();
    List<String> spans = new ArrayList<>();
    int i = 0;
    while (i < raw.length()) {
      char c = raw.charAt(i);
      if (c == '`') {
        int ticks = 0;
        while (i + ticks < raw.length() && raw.charAt(i + ticks) == '`') {
          ticks++;
        }
        String fence = "`".repeat(ticks);
        int end = raw.indexOf(fence, i + ticks);
        if (end > 0) {
          spans.add(raw.substring(i + ticks, end).strip());
          out.append(" §").append(spans.size() - 1).append(' ');
          i = end + ticks;
          continue;
        }
      }
      out.append(c);
      i++;
    }
    String original = out.toString().replace('’', '\'');
    String text = original.toLowerCase(Locale.ROOT);
    if (text.length() != original.length()) {
      original = text;
    }
    return new Prose(text, original, spans, tokenize(text));
  }

  private static List<Word> tokenize(String text) {
    List<Word> words = new ArrayList<>();
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (isWordChar(c)
          || c == '§'
          || c == '.' && i + 1 < text.length() && isWordChar(text.charAt(i + 1))) {
        int start = i;
        i++;
        while (i < text.length()
            && (isWordChar(text.charAt(i))
                || ((text.charAt(i) == '.' || text.charAt(i) == '-' || text.charAt(i) == '\'')
                    && i + 1 < text.length()
                    && isWordChar(text.charAt(i + 1))))) {
          i++;
        }
        words.add(new Word(text.substring(start, i), start));
      } else {
        i++;
      }
    }
    return words;
  }

  private static boolean isWordChar(char c) {
    return Character.isLetterOrDigit(c)
            && (c < 0x2E80 || Character.UnicodeScript.of(c) != Character.UnicodeScript.HAN)
        || c == '_'
        || c == '#'
        || c == '+';
  }

  /** The lower-case text with code spans replaced by {@code §n}. */
  public String text() {
    return text;
  }

  /** Languages whose names are also English words ("they go stale", "a swift reply"). */
  private static final java.util.Set<String> WORDLIKE_LANGUAGES = java.util.Set.of("go", "swift");

  /** Words after "Go" that make it the verb ("Go to the settings"). */
  private static final java.util.Set<String> AFTER_THE_VERB =
      java.util.Set.of("to", "ahead", "back", "through", "over", "into", "away", "out", "for");

  /**
   * Whether the text names the language of {@code phrase}: a name that is also an English word
   * counts only written with a capital and not as the verb ("Go code", "## Go", not "they go
   * stale", not "Go to the docs").
   */
  public boolean namesLanguage(String phrase) {
    if (!WORDLIKE_LANGUAGES.contains(phrase)) {
      return phraseIn(phrase, 0, words.size());
    }
    for (int w = 0; w < words.size(); w++) {
      if (words.get(w).text().equals(phrase)
          && Character.isUpperCase(written(w).charAt(0))
          && !(w + 1 < words.size() && AFTER_THE_VERB.contains(words.get(w + 1).text()))) {
        return true;
      }
    }
    return false;
  }

  /** The text of words {@code [from, to)} as written (case kept), from the first to the last. */
  public String written(int from, int to) {
    Word last = words.get(to - 1);
    return original.substring(words.get(from).at(), last.at() + last.text().length());
  }

  /** The text from character {@code from} to {@code to} as written. */
  public String writtenAt(int from, int to) {
    return original.substring(from, to);
  }

  /** Word {@code i} as written (the word list is lower case). */
  public String written(int i) {
    Word w = words.get(i);
    return original.substring(w.at(), w.at() + w.text().length());
  }

  public List<String> spans() {
    return spans;
  }

  public List<Word> words() {
    return words;
  }

  public boolean han() {
    return han;
  }

  /** Where an entry of a word class occurs: the index of its first word (or character, for Han). */
  public record Hit(String entry, int word, int at, int end) {}

  /** Every occurrence of an entry of {@code cls}, in text order. */
  public List<Hit> find(String cls) {
    List<Hit> cached = found.get(cls);
    if (cached != null) {
      return cached;
    }
    List<Hit> out = new ArrayList<>();
    if (han) {
      for (String entry : Lexicon.get().hanEntries(cls)) {
        int from = 0;
        int at;
        while ((at = text.indexOf(entry, from)) >= 0) {
          from = at + entry.length();
          if (cls.startsWith("act.") && attributive(at, from)) {
            // 已经合并的迁移脚本: a past act said of the thing ("the already merged scripts"),
            // not the act itself
            continue;
          }
          if (cls.startsWith("act.") && insideLongerAct(entry, at)) {
            // 合并请求: a merge request, not a merge
            continue;
          }
          out.add(new Hit(entry, wordAt(at), at, at + entry.length()));
        }
      }
    }
    Lexicon.get().index(cls); // (an unknown class is an error)
    out.addAll(wordHits().getOrDefault(cls, List.of()));
    out.sort(java.util.Comparator.comparingInt(Hit::at));
    List<Hit> frozen = List.copyOf(out);
    found.put(cls, frozen);
    return frozen;
  }

  /** Whether a Chinese act word at {@code at} is part of a longer one of another act there. */
  private boolean insideLongerAct(String entry, int at) {
    for (String c : Lexicon.get().classesStartingWith("act.")) {
      for (String e : Lexicon.get().hanEntries(c)) {
        int off = e.length() > entry.length() ? e.indexOf(entry) : -1;
        if (off >= 0 && at - off >= 0 && text.startsWith(e, at - off)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether a Chinese verb at [at, end) is a participle before a noun: 已(经)…的, 被…的. */
  private boolean attributive(int at, int end) {
    String before = text.substring(Math.max(0, at - 2), at);
    String after = text.substring(end, Math.min(text.length(), end + 2));
    return (before.endsWith("已") || before.endsWith("已经") || before.endsWith("被"))
        && (after.startsWith("的") || after.startsWith("过的"));
  }

  private final java.util.Map<String, List<Hit>> found = new java.util.HashMap<>();

  /** Per word class: the entries of it the words hold, in word order (read in one pass). */
  private java.util.Map<String, List<Hit>> wordHits;

  private java.util.Map<String, List<Hit>> wordHits() {
    if (wordHits != null) {
      return wordHits;
    }
    java.util.Map<String, List<Hit>> m = new java.util.HashMap<>();
    java.util.Map<String, List<Lexicon.ClassEntry>> index = Lexicon.get().anyClassIndex();
    for (int w = 0; w < words.size(); w++) {
      List<Lexicon.ClassEntry> candidates = index.get(words.get(w).text());
      if (candidates == null) {
        continue;
      }
      for (Lexicon.ClassEntry e : candidates) {
        String[] parts = e.parts();
        boolean all = w + parts.length <= words.size();
        for (int k = 1; k < parts.length && all; k++) {
          all = words.get(w + k).text().equals(parts[k]);
        }
        if (all) {
          Word last = words.get(w + parts.length - 1);
          m.computeIfAbsent(e.cls(), k -> new ArrayList<>())
              .add(new Hit(e.entry(), w, words.get(w).at(), last.at() + last.text().length()));
        }
      }
    }
    wordHits = m;
    return m;
  }

  public boolean has(String cls) {
    return !find(cls).isEmpty();
  }

  /**
   * The index of the word at or after a character position ({@code words().size()} past the end).
   */
  public int wordAt(int at) {
    for (int i = 0; i < words.size(); i++) {
      if (words.get(i).at() + words.get(i).text().length() > at) {
        return i;
      }
    }
    return words.size();
  }

  /** The word index of code span {@code n}'s placeholder, or -1. */
  public int spanWord(int n) {
    String mark = "§" + n;
    for (int i = 0; i < words.size(); i++) {
      if (words.get(i).text().equals(mark)) {
        return i;
      }
    }
    return -1;
  }

  /** The span numbers whose placeholders lie in words {@code [from, to)}. */
  public List<Integer> spansIn(int from, int to) {
    List<Integer> out = new ArrayList<>();
    for (int i = Math.max(0, from); i < Math.min(to, words.size()); i++) {
      String w = words.get(i).text();
      if (w.startsWith("§")) {
        out.add(Integer.parseInt(w.substring(1)));
      }
    }
    return out;
  }

  /** Whether the words {@code [from, to)} hold the phrase (words separated by single spaces). */
  public boolean phraseIn(String phrase, int from, int to) {
    int space = phrase.indexOf(' ');
    int end = Math.min(to, words.size());
    // where the first word occurs (the index is built once per text): most phrases do not
    List<Integer> at = positions(firstWord(phrase));
    for (int i = 0, n = at.size(); i < n; i++) {
      int w = at.get(i);
      if (w >= end) {
        break;
      }
      if (w >= from && (space < 0 || restAt(phrase, space + 1, w + 1, end))) {
        return true;
      }
    }
    return false;
  }

  /** Whether the phrase's words start at word {@code w}, its first word being known to be there. */
  boolean phraseStartsAt(String phrase, int w) {
    int space = phrase.indexOf(' ');
    return space < 0 || restAt(phrase, space + 1, w + 1, words.size());
  }

  /**
   * Whether the words from {@code w} (before {@code end}) are the phrase's words from {@code at}.
   */
  private boolean restAt(String phrase, int at, int w, int end) {
    while (w < end) {
      int space = phrase.indexOf(' ', at);
      int stop = space < 0 ? phrase.length() : space;
      String word = words.get(w).text();
      if (word.length() != stop - at || !phrase.regionMatches(at, word, 0, word.length())) {
        return false;
      }
      if (space < 0) {
        return true;
      }
      at = space + 1;
      w++;
    }
    return false;
  }

  /** Per grounding table: which of its phrases the words hold anywhere (read once per text). */
  private final java.util.Map<String, java.util.Set<String>> present = new java.util.HashMap<>();

  /** The phrases of grounding table {@code table} that the words hold anywhere. */
  public java.util.Set<String> phrasesOf(String table) {
    java.util.Set<String> known = present.get(table);
    if (known != null) {
      return known;
    }
    java.util.Map<String, List<String[]>> index = Lexicon.get().phraseIndex(table);
    java.util.Set<String> out = new java.util.HashSet<>();
    for (int w = 0; w < words.size(); w++) {
      List<String[]> candidates = index.get(words.get(w).text());
      if (candidates == null) {
        continue;
      }
      for (String[] parts : candidates) {
        boolean all = w + parts.length <= words.size();
        for (int k = 1; k < parts.length && all; k++) {
          all = words.get(w + k).text().equals(parts[k]);
        }
        if (all) {
          out.add(String.join(" ", parts));
        }
      }
    }
    java.util.Set<String> frozen = java.util.Set.copyOf(out);
    present.put(table, frozen);
    return frozen;
  }

  private java.util.Map<String, List<Integer>> positions;

  /**
   * First words of the phrases looked up so far. The phrases are the lexicon's and the code's, a
   * bounded set, so this is read far more often than written; past the bound a phrase is cut anew.
   */
  private static final java.util.Map<String, String> FIRST_WORDS =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** The first word of a phrase whose words are separated by single spaces. */
  static String firstWord(String phrase) {
    int space = phrase.indexOf(' ');
    if (space < 0) {
      return phrase;
    }
    String known = FIRST_WORDS.get(phrase);
    if (known == null) {
      known = phrase.substring(0, space);
      if (FIRST_WORDS.size() < 100_000) {
        FIRST_WORDS.put(phrase, known);
      }
    }
    return known;
  }

  /** The indexes of the words equal to {@code word}, in order. */
  public List<Integer> positions(String word) {
    if (positions == null) {
      java.util.Map<String, List<Integer>> m = new java.util.HashMap<>();
      for (int i = 0; i < words.size(); i++) {
        m.computeIfAbsent(words.get(i).text(), k -> new ArrayList<>()).add(i);
      }
      positions = m;
    }
    return positions.getOrDefault(word, List.of());
  }

  /** Whether {@code s} holds a Han character anywhere (".env 文件" is read as Chinese is). */
  public static boolean holdsHan(String s) {
    for (int i = 0; i < s.length(); i++) {
      // below U+2E80 no character is Han: most text is checked without a script lookup
      if (s.charAt(i) >= '\u2e80'
          && Character.UnicodeScript.of(s.codePointAt(i)) == Character.UnicodeScript.HAN) {
        return true;
      }
    }
    return false;
  }

  static boolean isHan(String s) {
    return !s.isEmpty() && Character.UnicodeScript.of(s.charAt(0)) == Character.UnicodeScript.HAN;
  }

  @Override
  public String toString() {
    return text;
  }
}
