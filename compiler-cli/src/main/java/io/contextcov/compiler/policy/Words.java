package io.contextcov.compiler.policy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Words of names and prose, folded to compare: lower case, plurals made singular. */
final class Words {
  private Words() {}

  /** Words that carry no meaning of their own in a name or a noun phrase. */
  static final Set<String> GENERIC =
      Set.of(
          "the",
          "a",
          "an",
          "of",
          "for",
          "each",
          "every",
          "any",
          "all",
          "their",
          "its",
          "his",
          "her",
          "your",
          "information",
          "info",
          "details",
          "detail",
          "data",
          "tier",
          "level",
          "status",
          "type",
          "kind",
          "record",
          "records",
          "number",
          "numbers",
          "id",
          "ids",
          "amount",
          "value",
          "values",
          "list",
          "new",
          "existing",
          "current",
          "updated");

  /** The lower-case words of a name ({@code update_reservation_flights}) or a phrase. */
  static List<String> of(String text) {
    List<String> out = new ArrayList<>();
    for (String w : text.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
      if (!w.isEmpty()) {
        out.add(w);
      }
    }
    return out;
  }

  /** A word's singular: {@code flights} → {@code flight}, {@code baggages} → {@code baggage}. */
  static String stem(String w) {
    if (w.length() > 4 && (w.endsWith("ies") || w.endsWith("ied"))) {
      // ("applied" is "apply", as "replies" is "reply")
      return w.substring(0, w.length() - 3) + "y";
    }
    if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) {
      return w.substring(0, w.length() - 1);
    }
    return w;
  }

  /**
   * Whether two words name the same thing: equal singulars, or one (at least three letters) begins
   * the other ({@code bag} and {@code baggage}), or they share all but the last letter of the
   * shorter, five letters at least — a verb and its noun or -ing form ({@code extend} and {@code
   * extension}, {@code delete} and {@code deleting}).
   */
  static boolean same(String a, String b) {
    String x = stem(a);
    String y = stem(b);
    if (x.equals(y)) {
      return true;
    }
    if (x.length() >= 3 && y.length() >= 3 && (x.startsWith(y) || y.startsWith(x))) {
      return true;
    }
    int shared = 0;
    while (shared < x.length() && shared < y.length() && x.charAt(shared) == y.charAt(shared)) {
      shared++;
    }
    return shared >= 5 && shared >= Math.min(x.length(), y.length()) - 1;
  }

  /** Participles of tools' verbs that do not end as the verb begins: "frozen" is "freeze". */
  private static final java.util.Map<String, String> IRREGULAR =
      java.util.Map.ofEntries(
          java.util.Map.entry("frozen", "freeze"),
          java.util.Map.entry("unfrozen", "unfreeze"),
          java.util.Map.entry("sent", "send"),
          java.util.Map.entry("paid", "pay"),
          java.util.Map.entry("sold", "sell"),
          java.util.Map.entry("bought", "buy"),
          java.util.Map.entry("held", "hold"),
          java.util.Map.entry("given", "give"),
          java.util.Map.entry("taken", "take"),
          java.util.Map.entry("written", "write"),
          java.util.Map.entry("made", "make"),
          java.util.Map.entry("lent", "lend"),
          java.util.Map.entry("withdrawn", "withdraw"),
          java.util.Map.entry("chosen", "choose"),
          java.util.Map.entry("shown", "show"));

  /**
   * Whether a word of prose is a tool's verb: {@link #same}, an irregular participle of it
   * ("frozen" for {@code freeze}), but no word of three letters that merely begins it ("can" is no
   * {@code cancel}).
   */
  static boolean sameVerb(String word, String verb) {
    String w = IRREGULAR.getOrDefault(word, word);
    return w.equals(verb) || w.length() >= 4 && same(w, verb);
  }

  /** Whether some word of {@code words} names the same thing as {@code w}. */
  static boolean contains(List<String> words, String w) {
    for (String x : words) {
      if (same(x, w)) {
        return true;
      }
    }
    return false;
  }

  /** The content words of a phrase (generic words dropped). */
  static List<String> content(List<String> words) {
    return words.stream().filter(w -> !GENERIC.contains(w)).toList();
  }

  /** {@code date of birth} → {@code date_of_birth}. */
  static String snake(List<String> words) {
    return String.join("_", words);
  }
}
