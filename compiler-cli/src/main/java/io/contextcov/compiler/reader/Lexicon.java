package io.contextcov.compiler.reader;

import io.contextcov.compiler.statements.GatedPattern;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The reader's word classes ({@code lexicon.tsv}) and groundings ({@code groundings.tsv}): which
 * words give strength, polarity, order or an act, and what nouns such as "lock files" or "Rust
 * code" stand for. Loaded once; read-only.
 */
public final class Lexicon {
  /** One row of the groundings table. */
  public record Grounding(String table, String name, List<String> phrases, List<String> values) {}

  /** Gerunds of running that, after "stop", may name halting a process. */
  private static final java.util.regex.Pattern HALTED =
      java.util.regex.Pattern.compile("(?:re)?running|executing|starting");

  /**
   * "stop adding `console.log`", "quit editing `x`": "stop" or "quit" before the gerund of an act
   * word is a negation, derived from the act classes. Not before "running", "executing" or
   * "starting" ("stop running the dev server" may mean halting a process).
   */
  private static List<String> quittings(Map<String, List<String>> classes) {
    List<String> out = new ArrayList<>();
    classes.forEach(
        (cls, entries) -> {
          if (cls.startsWith("act.")) {
            for (String e : entries) {
              if (e.matches("[a-z]+ing")
                  && !(cls.equals("act.run") && HALTED.matcher(e).matches())) {
                out.add("stop " + e);
                out.add("quit " + e);
              }
            }
          }
        });
    return out;
  }

  /** Whether {@code words} hold a negation of {@link #quittings}: "stop adding", "quit using". */
  public boolean quits(List<String> words) {
    for (int i = 0; i + 1 < words.size(); i++) {
      String w = words.get(i);
      if ((w.equals("stop") || w.equals("quit"))
          && classes.get("negation").contains(w + " " + words.get(i + 1))) {
        return true;
      }
    }
    return false;
  }

  /**
   * One row of the constructs table: a construct of a programming language, the words that name it,
   * the languages whose files hold it ({@code *}: any), and the content that holds it.
   */
  public record Construct(
      String name, java.util.regex.Pattern phrase, List<String> languages, String forbidden) {}

  /**
   * One row of the content-kinds table: a kind of content named in prose, the words that name it,
   * whether the clause must ban it ({@code ban}) or states the duty ({@code duty}), where it is
   * checked ({@code named}, {@code any}, {@code language}, or globs), what written files must not
   * match, and globs never checked.
   */
  public record ContentKind(
      String name,
      java.util.regex.Pattern phrase,
      boolean negative,
      String where,
      String forbidden,
      List<String> except) {}

  private static final Lexicon INSTANCE = new Lexicon();

  private final Map<String, List<String>> classes = new LinkedHashMap<>();

  /** An entry of a word class, with its words. */
  record ClassEntry(String cls, String entry, String[] parts) {}

  /**
   * The entries of every class (not Han) by their first word; for one word, a class's entries keep
   * their file order.
   */
  private final Map<String, List<ClassEntry>> anyClassByFirstWord = new java.util.HashMap<>();

  /** The entries of every class keyed by their first word (see {@link #anyClassByFirstWord}). */
  Map<String, List<ClassEntry>> anyClassIndex() {
    return anyClassByFirstWord;
  }

  /** Per class: the entries by their first word, and the Han entries (matched as substrings). */
  private final Map<String, Map<String, List<String[]>>> byFirstWord = new java.util.HashMap<>();

  private final Map<String, List<String>> han = new java.util.HashMap<>();
  private final List<Grounding> groundings = new ArrayList<>();
  private final List<Construct> constructs = new ArrayList<>();
  private final List<ContentKind> contentKinds = new ArrayList<>();

  private Lexicon() {
    for (String[] row : rows("lexicon.tsv")) {
      classes.computeIfAbsent(row[0], k -> new ArrayList<>()).add(row[1]);
    }
    List<String> programs = new ArrayList<>();
    for (String line : lines("programs.txt")) {
      programs.addAll(List.of(line.strip().split("\\s+")));
    }
    classes.put("program", List.copyOf(programs));
    classes.get("negation").addAll(quittings(classes));
    // a class is asked whether it holds a word far more often than it is walked: a set answers
    classes.replaceAll((cls, entries) -> new Entries(entries));
    classes.forEach(
        (cls, entries) -> {
          Map<String, List<String[]>> index = new java.util.HashMap<>();
          List<String> hanEntries = new ArrayList<>();
          for (String e : entries) {
            if (Prose.isHan(e)) {
              hanEntries.add(e);
            } else {
              String[] parts = e.split(" ");
              index.computeIfAbsent(parts[0], k -> new ArrayList<>()).add(parts);
            }
          }
          byFirstWord.put(cls, index);
          han.put(cls, hanEntries);
          index.forEach(
              (first, sameFirst) -> {
                for (String[] parts : sameFirst) {
                  anyClassByFirstWord
                      .computeIfAbsent(first, k -> new ArrayList<>())
                      .add(new ClassEntry(cls, String.join(" ", parts), parts));
                }
              });
        });
    for (String[] row : rows("groundings.tsv")) {
      groundings.add(
          new Grounding(
              row[0], row[1], List.of(row[2].split("\\|")), List.of(row[3].split("\\|"))));
    }
    for (String[] row : rows("constructs.tsv")) {
      if (row.length != 4) {
        throw new IllegalStateException("constructs.tsv: a row has four cells: " + row[0]);
      }
      constructs.add(
          new Construct(
              row[0], java.util.regex.Pattern.compile(row[1]), List.of(row[2].split(",")), row[3]));
      gates.put(constructs.get(constructs.size() - 1).phrase(), GatedPattern.compile(row[1]));
    }
    for (String[] row : rows("content-kinds.tsv")) {
      if (row.length != 6 || !row[2].equals("ban") && !row[2].equals("duty")) {
        throw new IllegalStateException(
            "content-kinds.tsv: a row has six cells and says ban or duty: " + row[0]);
      }
      contentKinds.add(
          new ContentKind(
              row[0],
              java.util.regex.Pattern.compile("(?i)" + row[1]),
              row[2].equals("ban"),
              row[3],
              row[4],
              row[5].equals("-") ? List.of() : List.of(row[5].split("\\|"))));
      gates.put(
          contentKinds.get(contentKinds.size() - 1).phrase(),
          GatedPattern.compile("(?i)" + row[1]));
    }
    for (Grounding g : groundings) {
      groundingsByTable.computeIfAbsent(g.table(), k -> new ArrayList<>()).add(g);
    }
    groundingsByTable.replaceAll((table, rows) -> List.copyOf(rows));
  }

  /**
   * A word class's entries in file order, whose {@code contains} is a hash lookup (the reader asks
   * each class about many words of every clause).
   */
  private static final class Entries extends java.util.AbstractList<String>
      implements java.util.RandomAccess {
    private final List<String> order;
    private final java.util.Set<String> members;

    Entries(List<String> entries) {
      this.order = List.copyOf(entries);
      this.members = java.util.Set.copyOf(new java.util.HashSet<>(entries));
    }

    @Override
    public String get(int i) {
      return order.get(i);
    }

    @Override
    public int size() {
      return order.size();
    }

    @Override
    public boolean contains(Object o) {
      return o != null && members.contains(o);
    }
  }

  /** Per grounding table: its phrases by their first word (each phrase as its words). */
  private final Map<String, Map<String, List<String[]>>> phrasesByFirstWord =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** A grounding table's phrases keyed by their first word (each phrase as its words). */
  Map<String, List<String[]>> phraseIndex(String table) {
    Map<String, List<String[]>> known = phrasesByFirstWord.get(table);
    if (known != null) {
      return known;
    }
    Map<String, List<String[]>> index = new java.util.HashMap<>();
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (Grounding g : groundings(table)) {
      for (String phrase : g.phrases()) {
        if (seen.add(phrase)) {
          String[] parts = phrase.split(" ");
          index.computeIfAbsent(parts[0], k -> new ArrayList<>()).add(parts);
        }
      }
    }
    phrasesByFirstWord.putIfAbsent(table, Map.copyOf(index));
    return phrasesByFirstWord.get(table);
  }

  /** Per table expression: the same expression with the literal test run before it. */
  private final Map<java.util.regex.Pattern, GatedPattern> gates =
      new java.util.IdentityHashMap<>();

  private final Map<String, List<Grounding>> groundingsByTable = new java.util.HashMap<>();

  private final Map<String, List<String>> classesByPrefix =
      new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * Whether a table's expression (a construct's or a content kind's) finds a match in {@code text};
   * {@code lower} is the text in lower case, for the literal test that skips most texts.
   */
  public boolean finds(java.util.regex.Pattern phrase, String text, String lower) {
    GatedPattern gate = gates.get(phrase);
    return (gate == null || gate.mayMatch(lower)) && phrase.matcher(text).find();
  }

  /** The content-kinds table, in file order. */
  public List<ContentKind> contentKinds() {
    return contentKinds;
  }

  /** The constructs table, in file order. */
  public List<Construct> constructs() {
    return constructs;
  }

  public static Lexicon get() {
    return INSTANCE;
  }

  /** The entries of a word class, in file order. */
  public List<String> words(String cls) {
    List<String> w = classes.get(cls);
    if (w == null) {
      throw new IllegalArgumentException("no word class `" + cls + "`");
    }
    return w;
  }

  /** A class's entries keyed by their first word (each entry as its words). */
  Map<String, List<String[]>> index(String cls) {
    Map<String, List<String[]>> i = byFirstWord.get(cls);
    if (i == null) {
      throw new IllegalArgumentException("no word class `" + cls + "`");
    }
    return i;
  }

  /** A class's Han entries, matched as substrings. */
  List<String> hanEntries(String cls) {
    return han.get(cls);
  }

  /** Every class whose name starts with {@code prefix} (such as {@code act.}). */
  public List<String> classesStartingWith(String prefix) {
    return classesByPrefix.computeIfAbsent(
        prefix, p -> classes.keySet().stream().filter(c -> c.startsWith(p)).toList());
  }

  /** The first act class ({@code act.…}) that holds {@code word} as an entry, if any. */
  public java.util.Optional<String> actClassOf(String word) {
    return classesStartingWith("act.").stream().filter(c -> words(c).contains(word)).findFirst();
  }

  public List<Grounding> groundings(String table) {
    return groundingsByTable.getOrDefault(table, List.of());
  }

  private static List<String[]> rows(String name) {
    List<String[]> out = new ArrayList<>();
    for (String line : lines(name)) {
      String[] cells = line.split("\t");
      if (cells.length < 2) {
        throw new IllegalStateException(name + ": a row needs a tab: " + line);
      }
      out.add(cells);
    }
    return out;
  }

  /** The non-blank lines of a resource that are not comments. */
  private static List<String> lines(String name) {
    try (InputStream in = Lexicon.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing reader resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .filter(l -> !l.isBlank() && !l.startsWith("#"))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
