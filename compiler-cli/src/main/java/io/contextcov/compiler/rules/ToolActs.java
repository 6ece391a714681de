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
final class ToolActs {
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
      java.util.Map.of(
          "move", "transfer",
          "moving", "transferring",
          "moved", "transferred",
          "money", "funds",
          "cash", "funds");

  /** The writing tools the text names by their acts, in catalog order. */
  static List<String> named(String text, ToolCatalog catalog) {
    List<String> words = new ArrayList<>();
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      words.add(PLAIN_WORDS.getOrDefault(m.group(), m.group()));
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
        if (!LIGHT_VERBS.contains(parts[0]) && stem.equals(stem(parts[0]))) {
          score = 1;
          // "changing dates": the words after the verb single out the tools that hold them
          for (int k = i + 1; k < Math.min(words.size(), i + 4); k++) {
            for (int p = 1; p < parts.length; p++) {
              if (stem(words.get(k)).equals(stem(parts[p]))) {
                score = 2;
              }
            }
          }
        } else if (gerund) {
          for (int p = 1; p < parts.length; p++) {
            if (stem.equals(stem(parts[p]))) {
              score = 2;
            }
          }
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
          "getting");

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

  private static boolean writes(ToolSpec tool, String verb) {
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
