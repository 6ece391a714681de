package io.contextcov.compiler.rules;

import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Enforcement;
import io.contextcov.bundle.Examples;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.compiler.statements.Modality;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Catalog tools that need a human first: "ask before cancelling a reservation", "obtain explicit
 * confirmation before any action that updates the database", 请求用户确认. (Commands and git acts are the
 * rule reader's.)
 */
public final class ConfirmationMatcher implements RuleMatcher {
  private static final Pattern ASK =
      Pattern.compile(
          "\\b(ask (the user|me|first|for (permission|approval|confirmation))|ask before"
              + "|(get|obtain|request)( explicit)?( user)? (approval|permission|confirmation)"
              + "|confirm with the user|request approval|auto-?run(ning)?"
              // "cancel a reservation — ask": a table row's verdict after its act
              + "|\\s[—–:]\\s?ask( first| the user| me)?(?=[.!]?$)"
              // "ask the member to confirm the dates", "get the guest to agree"
              + "|(ask|get|have) (the|a|an|their|your) [a-z]+( [a-z]+)? to (first )?(confirm|approve"
              + "|agree|consent|say [\"“']?yes|sign off)"
              // "wait for a clear yes", "get the guest's explicit consent", "until they agree"
              + "|(wait(s|ing)? for|get|obtain|receive|secure)( the| a| an| their| your)?( [a-z]+'s)?"
              + "( clear| explicit| verbal| written)? [\"“']?(yes|consent|agreement|go-ahead|okay|ok"
              // "get the member's explicit confirmation", "obtain the customer's approval"
              + "|confirmation|approval|permission)"
              // "confirm the new monthly price with the customer before calling `change_plan`"
              + "|confirm( [a-z]+){0,5}? with (the|a|an|their) (user|customer|member|caller|client"
              + "|patient|guest|passenger|patron|traveller|traveler|account holder)"
              // "wait for the patient to say yes", "wait for them to say \"yes\""
              + "|wait(s|ing)? for (them|him|her|(the|a|an|their|your) [a-z]+) to (say [\"“']?yes|confirm|agree|approve"
              + "|consent|accept)"
              + "|wait(ing)? for( the| a| an| their| your)?( [a-z]+'s)?( clear| explicit)?"
              + " (confirmation|approval)"
              + "|until (they|the [a-z]+) (confirms?|agrees?|says? [\"“']?yes|approves?)"
              // "only after the customer confirms …", "the customer has to agree to … before"
              // (not a record's state in the passive: "after the booking is confirmed")
              + "|(until|after|once|when) (they|(the|a|an) [a-z]+( (?!(is|are|was|were|gets?|got|been)\\b)[a-z]+)?)"
              + " (has |have )?"
              // ("after the guest has explicitly confirmed …")
              + "((explicitly|clearly|expressly|verbally|first|already) )?(confirms?|confirmed"
              + "|agrees?|agreed|says? [\"“']?yes|said [\"“']?yes|approves?|approved|consents?|consented)"
              + "|(they|the [a-z]+( [a-z]+)?) (has to|have to|must|needs? to) (first )?(agree|confirm"
              + "|approve|consent|say [\"“']?yes)"
              // "refills for controlled medication must be approved by a doctor"
              + "|(must|needs? to|has to|have to|should) be (approved|authori[sz]ed|signed off|cleared)"
              + " by)\\b"
              // "requires the customer to confirm …", "needs the guest's explicit approval"
              + "|"
              + io.contextcov.compiler.statements.ModalityDetector.ASSENT
              + "|请求用户|征得.{0,8}同意|用户确认|请用户|经.{0,6}确认|问用户");

  /** Words that waive what follows them: "no need to ask", "you don't have to wait for a yes". */
  private static final Pattern WAIVED =
      Pattern.compile(
          "\\b(no need|(do not|don't|doesn't|does not|needn't) (need|have) to|needn't"
              + "|(not|never) (necessary|required|needed))\\b");

  /** Phrases that need a ban around them: "never X without permission", "not unless asked". */
  private static final Pattern UNLESS_ASKED =
      Pattern.compile(
          "\\b(without [^.;]{0,40}?(permission|approval|confirmation|consent|asking)"
              + "|(only|unless) (when |if )?(explicitly |specifically )?(asked|requested|instructed|told))\\b");

  private static final List<String> ASK_WORDS =
      List.of(
          "ask",
          "permission",
          "approval",
          "approve",
          "verif",
          "confirm",
          "consent",
          "request",
          "auto",
          "yes",
          "agree",
          "accept",
          "go-ahead",
          "sign-off",
          "signoff",
          "blessing",
          "say-so",
          "unless",
          "only",
          "told",
          "instructed",
          "用户",
          "确认",
          "同意");

  static boolean asksFirst(Statement s) {
    String lower = Phrases.lower(s);
    if (ASK_WORDS.stream().noneMatch(lower::contains)) {
      return false;
    }
    if (s.modality() == Modality.MAY) {
      return false;
    }
    java.util.regex.Matcher ask = ASK.matcher(lower);
    if (ask.find()) {
      // "no need to wait for a yes": the ask waived
      java.util.regex.Matcher waived = WAIVED.matcher(lower);
      return !(waived.find() && waived.start() < ask.start());
    }
    return (UNLESS_ASKED.matcher(lower).find()
        && (s.modality().negative() || lower.startsWith("only ")));
  }

  @Override
  public String family() {
    return "confirmation";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    if (catalog.isEmpty() || !asksFirst(s)) {
      return List.of();
    }
    List<Draft> out = new ArrayList<>(catalogTools(s, catalog));
    // "before any action that updates an order": every writing tool; "before exchanging or
    // modifying an order": the tools of those acts, where the catalog has them
    if (out.isEmpty() && ANY_ACTION.matcher(Phrases.lower(s)).find()) {
      out.addAll(writeTools(s, catalog));
    }
    if (out.isEmpty()) {
      out.addAll(actTools(s, catalog));
    }
    if (out.isEmpty()) {
      out.addAll(nounTools(s, catalog));
    }
    if (out.isEmpty()) {
      out.addAll(writeTools(s, catalog));
    }
    return out;
  }

  /**
   * A catalog tool named in the sentence (or its enum value): confirm that tool, for that value.
   */
  /**
   * The step of a chain a trailing yes is owed in: "check the rate with `get_reservation`, tell
   * them the difference, then `change_dates` once they agree" asks only about the step the
   * condition closes (from the last comma, semicolon or "then" before it), where that step names a
   * tool; else the whole text.
   */
  private static String stepAsked(String text, ToolCatalog catalog) {
    String lower = text.toLowerCase(java.util.Locale.ROOT);
    java.util.regex.Matcher ask = ASK.matcher(lower);
    if (!ask.find() || !TRAILING_YES.matcher(ask.group()).lookingAt()) {
      return text;
    }
    int from =
        Math.max(
            Math.max(lower.lastIndexOf(", ", ask.start()), lower.lastIndexOf("; ", ask.start())),
            lower.lastIndexOf(" then ", ask.start()));
    if (from <= 0) {
      return text;
    }
    String step = text.substring(from, ask.start());
    return catalog.sorted().keySet().stream().anyMatch(step::contains) ? step : text;
  }

  /** A yes said as the condition closing a step: "once they agree", "after the guest confirms". */
  private static final Pattern TRAILING_YES = Pattern.compile("(once|after|when|until) ");

  private List<Draft> catalogTools(Statement s, ToolCatalog catalog) {
    List<Draft> out = new ArrayList<>();
    if (catalog.isEmpty()) {
      return out;
    }
    String text = stepAsked(s.fullText(), catalog);
    for (ToolSpec tool : catalog.sorted().values()) {
      String when = null;
      for (var arg : tool.sortedArgs().entrySet()) {
        for (Object v : arg.getValue().enumValues()) {
          if (v instanceof String value
              && (text.contains("`" + value + "`") || value.contains("_"))
              && Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(value) + "(?![A-Za-z0-9_])")
                  .matcher(text)
                  .find()) {
            when = "args." + arg.getKey() + " == " + Phrases.lit(value);
          }
        }
      }
      boolean named = text.contains(tool.name());
      if (!named && when == null) {
        continue;
      }
      if (when == null && handOff(tool)) {
        // "… must be approved by a pharmacist; transfer the patient with
        // `transfer_to_pharmacist`": the hand-off is how the approval is sought, not asked about
        continue;
      }
      Map<String, Object> deny = new LinkedHashMap<>();
      if (when != null) {
        String[] parts = when.split(" == ");
        deny.put(parts[0].substring(5), parts[1].substring(1, parts[1].length() - 1));
      }
      out.add(
          new Draft(
              family(),
              tool.name() + ":" + when,
              Phrases.constraint(tool.name(), new Effect.Confirm(), when, s)
                  .withSeverity(Enforcement.ERROR)
                  .withText(
                      "`"
                          + tool.name()
                          + "` needs the user's approval"
                          + (when == null ? "" : " when " + when.replace("args.", "")),
                      null)
                  .withExamples(
                      new Examples(List.of(), List.of(Phrases.call(tool.name(), deny))))));
    }
    return out;
  }

  /**
   * "Before cancelling, changing dates or refunding, wait for a clear yes": the writing tools the
   * sentence names by their acts ({@link ToolActs}).
   */
  private List<Draft> actTools(Statement s, ToolCatalog catalog) {
    List<Draft> out = new ArrayList<>();
    for (String tool : ToolActs.named(s.fullText(), catalog)) {
      out.add(
          new Draft(
              family(),
              "act:" + tool,
              Phrases.constraint(tool, new Effect.Confirm(), null, s)
                  .withSeverity(Enforcement.ERROR)
                  .withText("`" + tool + "` needs the user's yes first", null)
                  .withExamples(new Examples(List.of(), List.of(Phrases.call(tool, Map.of()))))));
    }
    return out;
  }

  /**
   * A tool that hands the conversation over: one that changes no record (`transfer_to_pharmacist`),
   * or one named for the person it hands it to.
   */
  static boolean handOff(ToolSpec tool) {
    String verb = tool.name().split("_")[0];
    return Set.of("transfer", "escalate", "handoff", "hand").contains(verb)
            && !ToolActs.writes(tool, verb)
        // (one named for a person it hands the conversation to, whatever the catalog says it
        // changes: `transfer_to_human_agents` declared as writing)
        || io.contextcov.compiler.policy.PolicyReader.handsOver(tool.name());
  }

  /** Words for acts in general: "any action", "anything that", "actions which". */
  private static final Pattern ANY_ACTION =
      Pattern.compile(
          "\\b(any|every|all)( \\w+)? (actions?|operations?|steps?|changes?)\\b"
              + "|\\banything\\b|\\b(actions?|operations?) (that|which)\\b");

  /**
   * "any change", "every change" with nothing after it that says what is changed ("any change to a
   * booking", "any change (seats, plan, refund)" name it).
   */
  private static final Pattern ANY_CHANGE =
      Pattern.compile("\\b(any|every|all)\\s+changes?\\b(?!\\s+(to|of|on|in)\\b|\\s*[(:])");

  private static final Pattern UPDATES =
      Pattern.compile(
          "\\b(update|updates|updating|modif(y|ies|ying)|chang(e|es|ing)|write|writes)\\b[^.]{0,40}\\b(database|data|records?|bookings?|orders?|accounts?)\\b");

  /** A verb of change, then the words after it up to a stop (group 1). */
  private static final Pattern CHANGE_THEN =
      Pattern.compile(
          "\\b(?:update|updates|updating|modif(?:y|ies|ying)|chang(?:e|es|ing)|write|writes)\\b([^.;]{0,40})");

  /**
   * The records the catalog keys by an id that a verb of change takes as its object ("any action
   * that changes a reservation", where a tool takes {@code reservation_id}), in words.
   */
  private static Set<String> changedRecords(String lower, ToolCatalog catalog) {
    Set<String> records = new java.util.HashSet<>();
    for (ToolSpec tool : catalog.sorted().values()) {
      for (String arg : tool.sortedArgs().keySet()) {
        if (arg.endsWith("_id") && arg.length() > 3) {
          records.add(arg.substring(0, arg.length() - 3).replace('_', ' '));
        }
      }
    }
    Set<String> changed = new java.util.TreeSet<>();
    Matcher m = CHANGE_THEN.matcher(lower);
    while (m.find()) {
      String after = " " + m.group(1).replaceAll("[^a-z ]", " ") + " ";
      for (String r : records) {
        if (after.contains(" " + r + " ") || after.contains(" " + r + "s ")) {
          changed.add(r);
        }
      }
    }
    return changed;
  }

  /**
   * "Refills for controlled medication must be approved by a doctor": the writing tools the
   * sentence names by their nouns alone, for the calls where a true-or-false argument it names
   * holds ({@code controlled}).
   */
  private List<Draft> nounTools(Statement s, ToolCatalog catalog) {
    List<Draft> out = new ArrayList<>();
    String text = s.fullText().toLowerCase(Locale.ROOT);
    List<String> writing = ToolActs.writing(catalog);
    for (String name : ToolActs.byNouns(text, catalog, false)) {
      if (!writing.contains(name) || !nounAsWritten(text, name)) {
        continue;
      }
      ToolSpec tool = catalog.tool(name).orElseThrow();
      String when = null;
      for (var arg : tool.sortedArgs().entrySet()) {
        if (arg.getValue().type() == io.contextcov.catalog.ArgType.BOOLEAN
            && Pattern.compile("\\b" + Pattern.quote(arg.getKey().replace('_', ' ')) + "\\b")
                .matcher(text)
                .find()) {
          when = "args." + arg.getKey() + " == true";
        }
      }
      out.add(
          new Draft(
              family(),
              "noun:" + name,
              Phrases.constraint(name, new Effect.Confirm(), when, s)
                  .withSeverity(Enforcement.ERROR)
                  .withText("`" + name + "` needs a person's yes here", null)));
    }
    return out;
  }

  /**
   * Whether a noun of the tool's name stands in the text as a noun, alone or plural — "refills" for
   * `request_refill` — not as another word's stem, "querying" for `log_query`.
   */
  private static boolean nounAsWritten(String text, String tool) {
    String[] parts = tool.toLowerCase(Locale.ROOT).split("_");
    for (int i = 1; i < parts.length; i++) {
      if (parts[i].length() > 2
          && Pattern.compile("\\b" + Pattern.quote(parts[i]) + "(s|es)?\\b").matcher(text).find()) {
        return true;
      }
    }
    return false;
  }

  /**
   * "Before any action that updates the database, obtain confirmation": every catalog tool that
   * writes (its declared effect, or a name that starts with a writing verb).
   */
  private List<Draft> writeTools(Statement s, ToolCatalog catalog) {
    List<Draft> out = new ArrayList<>();
    String lower = s.fullText().toLowerCase(Locale.ROOT);
    if (catalog.isEmpty()) {
      return out;
    }
    // "before any change or cancellation, … get the driver's explicit confirmation": a change
    // of nothing named is any write
    boolean updates = UPDATES.matcher(lower).find() || ANY_CHANGE.matcher(lower).find();
    Set<String> records = updates ? Set.of() : changedRecords(lower, catalog);
    if (!updates && records.isEmpty()) {
      return out;
    }
    for (ToolSpec tool : catalog.sorted().values()) {
      if (ToolActs.writing(catalog).contains(tool.name())
          // ("any step that changes a claim": the tools that take a claim's key or name claims)
          && (updates
              || records.stream()
                  .anyMatch(
                      r ->
                          tool.args().containsKey(r.replace(' ', '_') + "_id")
                              || tool.name().contains(r.replace(' ', '_'))))
          // ("before any action that updates the database, get a yes": handing the conversation
          // to a person updates nothing, whatever the catalog says)
          && !handOff(tool)) {
        out.add(
            new Draft(
                family(),
                "write:" + tool.name(),
                Phrases.constraint(tool.name(), new Effect.Confirm(), null, s)
                    .withSeverity(Enforcement.ERROR)
                    .withText("`" + tool.name() + "` changes data and needs the user's yes", null)
                    .withExamples(
                        new Examples(List.of(), List.of(Phrases.call(tool.name(), Map.of()))))));
      }
    }
    return out;
  }
}
