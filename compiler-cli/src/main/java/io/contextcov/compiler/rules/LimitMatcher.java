package io.contextcov.compiler.rules;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Window;
import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.ArgType;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Counts: "at most 5 passengers" (a length bound on a list argument of the catalog), "only once per
 * order" / "at most once" (a session limit keyed by the order's id argument).
 */
public final class LimitMatcher implements RuleMatcher {
  private static final Pattern AT_MOST =
      Pattern.compile(
          "(?i)\\b(?:at most|no more than|up to|a maximum of|maximum of|max(?:imum)?|not (?:exceed|more than)|cannot exceed|最多|不超过)\\s*(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)\\s*(?:个|名|位)?\\s*`?([A-Za-z_\\p{IsHan}]+(?:[ _][A-Za-z]+)?)");
  private static final Pattern ONCE =
      Pattern.compile(
          "(?i)\\b(?:only )?once (?:per|for each|for every|for a|for an|on a|on each) ([a-z]+)|\\bat most once\\b|\\bonly (?:be )?(?:done |performed )?once\\b"
              // ("cancel only once the guest has said yes": "once" opening a clause is "when")
              + "(?!\\s+(?:the|a|an|they|you|he|she|it|we|i|your|their|his|her|its|our|this|that"
              + "|all|every|each|both)\\b)|只能.{0,6}一次");
  private static final Map<String, Integer> WORDS =
      Map.of(
          "one", 1, "two", 2, "three", 3, "four", 4, "five", 5, "six", 6, "seven", 7, "eight", 8,
          "nine", 9, "ten", 10);

  @Override
  public String family() {
    return "limit";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    if (catalog.isEmpty()) {
      return List.of();
    }
    List<Draft> out = new ArrayList<>();
    String text = s.fullText();
    Matcher m = AT_MOST.matcher(text);
    while (m.find()) {
      int n =
          m.group(1).matches("\\d+")
              ? Integer.parseInt(m.group(1))
              : WORDS.get(m.group(1).toLowerCase(Locale.ROOT));
      String phrase = m.group(2).toLowerCase(Locale.ROOT);
      String noun = phrase.split("[ _]")[0];
      String joined = phrase.replace(' ', '_');
      for (ToolSpec tool : catalog.sorted().values()) {
        for (Map.Entry<String, ArgSpec> arg : tool.sortedArgs().entrySet()) {
          if (arg.getValue().type() == ArgType.ARRAY
              && (sameNoun(arg.getKey(), noun) || sameNoun(arg.getKey(), joined))) {
            String cond = "len(args." + arg.getKey() + ") <= " + n;
            List<Object> tooMany = new ArrayList<>();
            for (int i = 0; i <= n; i++) {
              tooMany.add(Map.of());
            }
            out.add(
                new Draft(
                    family(),
                    tool.name() + ":" + arg.getKey() + ":" + n,
                    Phrases.constraint(tool.name(), new Effect.Assert(Phrases.cond(cond)), null, s)
                        .withText("at most " + n + " " + arg.getKey() + " per call", null)
                        .withExamples(
                            Phrases.examples(
                                List.of(Map.of(arg.getKey(), List.of(Map.of()))),
                                List.of(Map.of(arg.getKey(), tooMany))))));
          }
        }
      }
    }
    Matcher once = ONCE.matcher(text);
    if (once.find()) {
      String per = once.group(1) == null ? null : once.group(1).toLowerCase(Locale.ROOT);
      List<String> tools = mentionedTools(text, catalog);
      if (!tools.isEmpty()) {
        // one counter shared by every tool the sentence names: "exchange or modify … once"
        Optional<String> key =
            per == null
                ? Optional.empty()
                : tools.stream()
                    .map(t -> catalog.tool(t).orElseThrow())
                    .filter(t -> t.args().containsKey(per + "_id"))
                    .findFirst()
                    .map(t -> per + "_id");
        Constraint c =
            Constraint.of(
                    "draft",
                    new ActionPattern(tools),
                    new Effect.Limit(1, Window.SESSION, key.map(k -> Phrases.cond("args." + k))))
                .withSeverity(Phrases.severity(s.modality()))
                .withText(
                    String.join(" or ", tools.stream().map(t -> "`" + t + "`").toList())
                        + " at most once"
                        + key.map(k -> " per " + k).orElse("")
                        + " in a conversation",
                    null);
        out.add(new Draft(family(), "once:" + String.join(",", tools), c));
      }
    }
    return out;
  }

  private static boolean sameNoun(String arg, String noun) {
    String a = arg.toLowerCase(Locale.ROOT);
    String singular = noun.endsWith("s") ? noun.substring(0, noun.length() - 1) : noun;
    return a.equals(noun) || a.equals(singular) || a.equals(noun + "s") || a.equals(singular + "s");
  }

  /**
   * Tools the sentence names, or whose name shares a verb with it ("modify" →
   * modify_pending_order).
   */
  static List<String> mentionedTools(String text, ToolCatalog catalog) {
    String lower = text.toLowerCase(Locale.ROOT);
    List<String> out = new ArrayList<>();
    for (String name : catalog.sorted().keySet()) {
      if (lower.contains(name.toLowerCase(Locale.ROOT))) {
        out.add(name);
      }
    }
    if (!out.isEmpty()) {
      return out;
    }
    Map<String, List<String>> byVerb = new TreeMap<>();
    for (String name : catalog.sorted().keySet()) {
      String verb = name.split("_")[0];
      if (verb.length() > 3
          && Pattern.compile("\\b" + Pattern.quote(verb) + "\\w*").matcher(lower).find()) {
        byVerb.computeIfAbsent(verb, v -> new ArrayList<>()).add(name);
      }
    }
    // among tools sharing a verb, keep those whose other name parts the sentence also names
    for (List<String> group : byVerb.values()) {
      int best = 0;
      for (String name : group) {
        best = Math.max(best, score(name, lower));
      }
      for (String name : group) {
        if (score(name, lower) == best) {
          out.add(name);
        }
      }
    }
    return out;
  }

  private static int score(String tool, String lower) {
    int n = 0;
    String[] parts = tool.split("_");
    for (int i = 1; i < parts.length; i++) {
      if (parts[i].length() > 3 && lower.contains(parts[i])) {
        n++;
      }
    }
    return n;
  }
}
