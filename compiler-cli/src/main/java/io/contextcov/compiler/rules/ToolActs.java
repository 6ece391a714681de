package io.contextcov.compiler.rules;

import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolEffect;
import io.contextcov.catalog.ToolSpec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The catalog tools a policy sentence names by what they do, not by name: "before cancelling,
 * changing dates or refunding" names {@code cancel_reservation}, {@code change_reservation_dates}
 * and {@code issue_refund}. A word names a tool when its stem is the tool's verb (the first word of
 * its name), or, as an -ing form, one of the tool's other words ("refunding" for {@code
 * issue_refund}); where several tools share the verb, the words right after it ("changing
 * <b>dates</b>") keep the ones whose names hold them. Only tools that write are named: a rule that
 * asks before an act is about changes.
 */
public final class ToolActs {
  private ToolActs() {}

  /** Verbs of tool names that say nothing of the act ("issue_refund", "process_return"). */
  private static final Set<String> LIGHT_VERBS =
      Set.of("issue", "process", "make", "do", "perform", "handle", "submit", "execute", "run");

  private static final Pattern WORD = Pattern.compile("[a-z]+(?:-[a-z]+)*");

  /**
   * Everyday words for what tool names say in the bank's words: "move money" is what {@code
   * transfer_funds} does.
   */
  private static final java.util.Map<String, String> PLAIN_WORDS =
      java.util.Map.ofEntries(
          java.util.Map.entry("move", "transfer"),
          java.util.Map.entry("moving", "transferring"),
          java.util.Map.entry("moved", "transferred"),
          java.util.Map.entry("money", "funds"),
          java.util.Map.entry("cash", "funds"),
          // "selling a pack" for `buy_pack`: what the agent sells, the customer buys
          java.util.Map.entry("sell", "buy"),
          java.util.Map.entry("selling", "buying"),
          java.util.Map.entry("sold", "bought"),
          java.util.Map.entry("purchase", "buy"),
          java.util.Map.entry("purchasing", "buying"));

  /**
   * The text with each Chinese verb of an act on a record (`han-gloss` in `lexicon.tsv`) followed
   * by the English verb tools are named with: "退款或赠送骑行券之前" reads "退款 refund 或赠送 add …". A text with
   * no Han character is given back as it is.
   */
  public static String glossed(String text) {
    if (!io.contextcov.compiler.reader.Prose.holdsHan(text)) {
      return text;
    }
    String out = text;
    for (String entry : GLOSSES) {
      int space = entry.indexOf(' ');
      String han = entry.substring(0, space);
      if (out.contains(han)) {
        out = out.replace(han, han + " " + entry.substring(space + 1) + " ");
      }
    }
    return out;
  }

  /** Whether a Chinese verb of the glosses starts at {@code at} in {@code text}. */
  public static boolean glossedAt(String text, int at) {
    return GLOSSES.stream().anyMatch(e -> text.startsWith(e.substring(0, e.indexOf(' ')), at));
  }

  /** The glosses, longest Chinese word first (a longer word is never glossed as a shorter one). */
  private static final List<String> GLOSSES =
      io.contextcov.compiler.reader.Lexicon.get().words("han-gloss").stream()
          .sorted(java.util.Comparator.comparingInt((String e) -> -e.indexOf(' ')))
          .toList();

  /** The writing tools the text names by their acts, in catalog order. */
  public static List<String> named(String text, ToolCatalog catalog) {
    List<String> words = new ArrayList<>();
    List<Boolean> closed = new ArrayList<>();
    String lower = glossed(text).toLowerCase(Locale.ROOT);
    Matcher m = WORD.matcher(lower);
    // ("move" is `move_appointment`'s own verb where the catalog has it, not "transfer")
    Set<String> verbs = new java.util.HashSet<>();
    catalog
        .sorted()
        .keySet()
        .forEach(n -> verbs.add(stem(n.toLowerCase(Locale.ROOT).split("_")[0])));
    while (m.find()) {
      words.add(
          verbs.contains(stem(m.group()))
              ? m.group()
              : PLAIN_WORDS.getOrDefault(m.group(), m.group()));
      // whether punctuation or the end follows the word: no noun after it modifies
      closed.add(m.end() == lower.length() || ",.;:!?)".indexOf(lower.charAt(m.end())) >= 0);
    }
    Set<String> out = new LinkedHashSet<>();
    for (int i = 0; i < words.size(); i++) {
      String stem = stem(words.get(i));
      boolean gerund = words.get(i).endsWith("ing");
      List<String> hits = new ArrayList<>();
      int best = 0;
      for (ToolSpec tool : catalog.sorted().values()) {
        String[] parts = tool.name().toLowerCase(Locale.ROOT).split("_");
        if (!writes(tool, parts[0])) {
          continue;
        }
        int score = 0;
        String described = describedVerb(tool);
        if (!LIGHT_VERBS.contains(parts[0])
                && (stem.equals(stem(parts[0])) || nominal(words.get(i), parts[0]))
            // "any booking" for `create_rental`, which its description says books a car: the
            // act as a noun after a determiner, or with a word of the name after it
            || described != null
                && !described.equals(parts[0])
                && (stem.equals(stem(described)) || nominal(words.get(i), described))
                && (i > 0 && DETERMINERS.contains(words.get(i - 1))
                    || nameFollows(words, i, parts))) {
          score = 1;
          // "changing dates": the words after the verb single out the tools that hold them
          for (int k = i + 1; k < Math.min(words.size(), i + 4); k++) {
            for (int p = 1; p < parts.length; p++) {
              if (stem(words.get(k)).equals(stem(parts[p]))) {
                score = 2;
              }
            }
          }
        } else if (gerund && !verbs.contains(stem)) {
          // ("querying" where `query_database` has that verb: that tool's act, not the noun of
          // `log_query`)
          for (int p = 1; p < parts.length; p++) {
            if (stem.equals(stem(parts[p]))) {
              score = 2;
            }
          }
        } else if (parts.length > 1
            && (closed.get(i) || i + 1 < words.size() && AFTER_NOUN.contains(words.get(i + 1)))
            // after a determiner or in a list ("any cancellation, refund or voucher"); a noun
            // opening the sentence is its subject, which the nouns of tools name
            && i > 0
            && (DETERMINERS.contains(words.get(i - 1))
                || words.get(i - 1).equals("or")
                || words.get(i - 1).equals("and")
                || closed.get(i - 1))
            && stem.equals(stem(parts[parts.length - 1]))
            && headOfOne(catalog, parts[parts.length - 1])) {
          // "a refund" for `apply_damage_waiver_refund`: the head noun of the one writing tool
          // whose name ends in it names its act
          score = 1;
        }
        if (score > best) {
          best = score;
          hits.clear();
        }
        if (score > 0 && score == best) {
          hits.add(tool.name());
        }
      }
      out.addAll(hits);
    }
    return List.copyOf(out);
  }

  /**
   * Words that may follow a noun standing for an act ("a refund or a voucher", "a refund is …"),
   * where "payment method" makes "payment" a modifier.
   */
  private static final Set<String> AFTER_NOUN =
      Set.of(
          "or",
          "and",
          "to",
          "for",
          "of",
          "before",
          "after",
          "is",
          "are",
          "was",
          "must",
          "may",
          "can",
          "cannot",
          "needs",
          "requires",
          "will",
          "should",
          "unless",
          "if",
          "when",
          "without");

  private static final Set<String> DETERMINERS =
      Set.of("any", "a", "an", "the", "each", "every", "no", "all");

  /** Whether a word of the tool's name (after its verb) stands within three words after word i. */
  private static boolean nameFollows(List<String> words, int i, String[] parts) {
    for (int k = i + 1; k < Math.min(words.size(), i + 4); k++) {
      for (int p = 1; p < parts.length; p++) {
        if (stem(words.get(k)).equals(stem(parts[p]))) {
          return true;
        }
      }
    }
    return false;
  }

  /** Verbs a tool's description may open with, other than its name's: "Book a car …". */
  private static final Pattern DESCRIBED_VERB =
      Pattern.compile("^\\s*([A-Z][a-z]+)\\s+(?:a|an|the)\\b");

  /**
   * The verb a tool's description opens with, lower case ("Book a car for a driver." → book), or
   * null: a capitalised word followed by an article.
   */
  private static String describedVerb(ToolSpec tool) {
    if (tool.description().isEmpty()) {
      return null;
    }
    Matcher m = DESCRIBED_VERB.matcher(tool.description().get());
    if (!m.find()) {
      return null;
    }
    String v = m.group(1).toLowerCase(Locale.ROOT);
    // "Get a …", "List the …", "Return the …": reading words say nothing of a write's act
    return READING.contains(v) || Set.of("list", "return", "find", "search", "look").contains(v)
        ? null
        : v;
  }

  /**
   * Whether a noun names the act of a verb: "cancellation" cancel, "extension" extend, "suspension"
   * suspend, "payment" pay, "renewal" renew — the noun less its ending shares all but the last two
   * letters of the verb.
   */
  public static boolean nominal(String noun, String verb) {
    String base = null;
    for (String end : List.of("ation", "ition", "sion", "tion", "ion", "ment", "al")) {
      if (noun.endsWith(end) && noun.length() - end.length() >= 3) {
        base = noun.substring(0, noun.length() - end.length());
        break;
      }
    }
    if (base == null) {
      return false;
    }
    String a = stem(base + "ed");
    String b = stem(verb);
    int common = 0;
    while (common < Math.min(a.length(), b.length()) && a.charAt(common) == b.charAt(common)) {
      common++;
    }
    return common >= 3 && common >= Math.max(a.length(), b.length()) - 2;
  }

  /**
   * Whether exactly one writing tool's name ends in the noun, and the noun is no record the tools
   * take by id (`driver_id`: "the driver" is a party, not an act).
   */
  private static boolean headOfOne(ToolCatalog catalog, String noun) {
    int n = 0;
    for (ToolSpec tool : catalog.sorted().values()) {
      if (tool.args().containsKey(noun + "_id")) {
        return false;
      }
      String[] parts = tool.name().toLowerCase(Locale.ROOT).split("_");
      if (parts.length > 1 && parts[parts.length - 1].equals(noun) && writes(tool, parts[0])) {
        n++;
      }
    }
    return n == 1;
  }

  /**
   * Words of tool names that name no thing: "find_guest_by_email" is about a guest and an email.
   */
  private static final Set<String> NAME_FILLER =
      Set.of(
          "by",
          "for",
          "of",
          "to",
          "from",
          "and",
          "details",
          "detail",
          "info",
          "information",
          "id",
          "ids",
          "data");

  /** Words of reading: "look at", "view", "check" a record. */
  private static final Set<String> READING =
      Set.of(
          "look",
          "looking",
          "view",
          "viewing",
          "read",
          "reading",
          "check",
          "checking",
          "see",
          "access",
          "accessing",
          "open",
          "opening",
          "show",
          "showing",
          "retrieve",
          "retrieving",
          "get",
          "getting",
          // "before discussing any prescription": talking a record over is reading it
          "discuss",
          "discussing");

  /**
   * The tools whose nouns (the words of the name after its verb, fillers left out) all stand in the
   * text: "identify the guest with their email" names {@code find_guest_by_email}. With {@code
   * reading}, only tools that do not write, and only where the text holds a word of reading ("look
   * at any reservation" names {@code get_reservation}); without, tools of any effect.
   */
  static List<String> byNouns(String text, ToolCatalog catalog, boolean reading) {
    List<String> words = new ArrayList<>();
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      words.add(stem(m.group()));
    }
    if (reading
        && java.util.Collections.disjoint(words, READING.stream().map(ToolActs::stem).toList())) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (ToolSpec tool : catalog.sorted().values()) {
      String[] parts = tool.name().toLowerCase(Locale.ROOT).split("_");
      if (reading && writes(tool, parts[0])) {
        continue;
      }
      List<String> nouns = new ArrayList<>();
      for (int i = 1; i < parts.length; i++) {
        if (!NAME_FILLER.contains(parts[i])) {
          nouns.add(stem(parts[i]));
        }
      }
      if (!nouns.isEmpty() && words.containsAll(nouns)) {
        out.add(tool.name());
      }
    }
    return out;
  }

  /** Verbs of finding a record (irregular forms included): find, found, locate, identify … */
  private static final Set<String> LOCATING =
      Set.of("find", "found", "locat", "identify", "look", "lookup", "search", "authenticat");

  /**
   * The tools that find a record the text names with a verb of finding: "once the customer is
   * found", "identify the member" name {@code find_customer_by_phone}, {@code lookup_member} — a
   * tool named by a finding verb, or a getter by a key ({@code get_account_by_email}), whose first
   * noun the text holds.
   */
  static List<String> located(String text, ToolCatalog catalog) {
    List<String> words = new ArrayList<>();
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      words.add(stem(m.group()));
    }
    if (java.util.Collections.disjoint(words, LOCATING)) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (ToolSpec tool : catalog.sorted().values()) {
      String[] parts = tool.name().toLowerCase(Locale.ROOT).split("_");
      String verb = stem(parts[0]);
      if (parts.length < 2 || !LOCATING.contains(verb) && !verb.equals("get")) {
        continue;
      }
      if (verb.equals("get") && !java.util.Arrays.asList(parts).contains("by")
          || writes(tool, parts[0])) {
        // a getter reads a record already found, unless it finds one by a key
        // (`get_account_by_phone`); finding writes nothing
        continue;
      }
      if (words.contains(stem(parts[1]))) {
        out.add(tool.name());
      }
    }
    return out;
  }

  /**
   * The reading tools whose first noun the text holds beside a word of reading: "check that the
   * invoice is unpaid" names {@code get_invoices_for_account}.
   */
  static List<String> readByFirstNoun(String text, ToolCatalog catalog) {
    List<String> words = new ArrayList<>();
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      words.add(stem(m.group()));
    }
    if (java.util.Collections.disjoint(words, READING.stream().map(ToolActs::stem).toList())) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (ToolSpec tool : catalog.sorted().values()) {
      String[] parts = tool.name().toLowerCase(Locale.ROOT).split("_");
      if (parts.length < 2 || writes(tool, parts[0]) || NAME_FILLER.contains(parts[1])) {
        continue;
      }
      if (words.contains(stem(parts[1]))) {
        out.add(tool.name());
      }
    }
    return out;
  }

  /** Every tool of the catalog that writes, in catalog order. */
  static List<String> writing(ToolCatalog catalog) {
    List<String> out = new ArrayList<>();
    for (ToolSpec tool : catalog.sorted().values()) {
      if (writes(tool, tool.name().split("_")[0])) {
        out.add(tool.name());
      }
    }
    return out;
  }

  /** Whether a word of the text is the tool's verb in some form ("verifies" for `verify_x`). */
  static boolean verbIn(String text, String tool) {
    String verb = stem(tool.toLowerCase(Locale.ROOT).split("_")[0]);
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      if (stem(m.group()).equals(verb)) {
        return true;
      }
    }
    return false;
  }

  /** How many nouns a tool's name holds after its verb, fillers left out. */
  static int nouns(String tool) {
    String[] parts = tool.toLowerCase(Locale.ROOT).split("_");
    int n = 0;
    for (int i = 1; i < parts.length; i++) {
      if (!NAME_FILLER.contains(parts[i])) {
        n++;
      }
    }
    return n;
  }

  static boolean writes(ToolSpec tool, String verb) {
    return tool.effect() == ToolEffect.WRITE
        || tool.effect() == ToolEffect.UNKNOWN
            && io.contextcov.compiler.policy.PolicyReader.writingTool(tool.name());
  }

  /**
   * A word cut to what its forms share: cancelling, cancelled, cancel → cancel; changing → chang.
   */
  static String stem(String word) {
    String w = word;
    if (w.endsWith("ies") || w.endsWith("ied")) {
      return w.substring(0, w.length() - 3) + "y";
    }
    if (w.endsWith("ing") && w.length() > 5) {
      w = w.substring(0, w.length() - 3);
    } else if (w.endsWith("ed") && w.length() > 4) {
      w = w.substring(0, w.length() - 2);
    } else if (w.endsWith("es") && w.length() > 4) {
      w = w.substring(0, w.length() - 2);
    } else if (w.endsWith("s") && !w.endsWith("ss") && w.length() > 3) {
      w = w.substring(0, w.length() - 1);
    }
    int n = w.length();
    if (n > 3 && w.charAt(n - 1) == w.charAt(n - 2) && "aeiou".indexOf(w.charAt(n - 1)) < 0) {
      // "cancell", "stopp": the doubled consonant of the -ing and -ed forms
      w = w.substring(0, n - 1);
    }
    return w.endsWith("e") && w.length() > 3 ? w.substring(0, w.length() - 1) : w;
  }
}
