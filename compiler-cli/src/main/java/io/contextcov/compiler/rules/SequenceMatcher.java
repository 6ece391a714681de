package io.contextcov.compiler.rules;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Examples;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Catalog tools that must come first: "call `authenticate` before any `query_database` call", 调用
 * `query_database` 之前必须先调用 `authenticate`. (Commands before commits, pushes and the end of a task
 * are the rule reader's.)
 */
public final class SequenceMatcher implements RuleMatcher {
  @Override
  public String family() {
    return "sequence";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    if (s.modality() == io.contextcov.compiler.statements.Modality.MAY) {
      return List.of();
    }
    return toolOrder(s, catalog);
  }

  /**
   * An order word; not after a length of time, "up to 24 hours before departure", which is a window
   * of time, no order of acts.
   */
  private static final Pattern BEFORE =
      Pattern.compile(
          "(?i)(?<!\\b(?:hours?|days?|minutes?|weeks?|months?|years?|nights?)\\s)\\b(before|prior to)\\b"
              + "|之前|以前|前必须|前先");

  /**
   * A negation opening the clause before "before" (after the last sentence or clause break): "Never
   * discuss a prescription before …", "do not change an order before …".
   */
  private static final Pattern NEGATED_LEAD =
      Pattern.compile(
          "(?i)(?:^|[.;:]\\s+)\\W*(?:(?:you\\s+)?(?:must|should|may)\\s+)?(?:never|not|do\\s+not"
              + "|don['’]t|cannot|can['’]t)\\s+(?=[^.;:]*$)");

  /** A comma inside a list of tools: ", `b`", ", or `c`". */
  private static final Pattern LISTED_CODE = Pattern.compile("(?i)\\s*(?:(?:or|and)\\s+)?`");

  /**
   * The comma that ends an opening clause from {@code from} on, past the commas of a list of code
   * in it ("Before calling `open_claim`, `pay_claim` or `close_claim`, read …"), or -1.
   */
  private static int openingComma(String text, int from) {
    int comma = text.indexOf(',', from);
    while (comma >= 0
        && comma > 0
        && text.charAt(comma - 1) == '`'
        && LISTED_CODE.matcher(text).region(comma + 1, text.length()).lookingAt()) {
      comma = text.indexOf(',', comma + 1);
    }
    return comma;
  }

  /** A later side that points back: "… before that", "before doing so". */
  private static final Pattern BACK =
      Pattern.compile("(?i)\\s*(that|this|it|doing so|so|then)\\s*[.!]?\\s*");

  /**
   * "Call `x` first", "start by calling `x`", "start every chat by calling `x`", "at the start of
   * every chat, call `x`": one step before every other.
   */
  private static final Pattern FIRST =
      Pattern.compile(
          "(?i)\\bfirst\\b|\\b(start|begin)\\s+(?:(?:every|each|the|a|any)\\s+(?:chat|conversation|call"
              + "|session|interaction|ticket)\\s+)?(by|with)\\b"
              + "|\\bat\\s+the\\s+(start|beginning|outset)\\s+of"
              + "\\s+(every|each|the|a|any)\\s+(chat|conversation|call|session|interaction|ticket)\\b");

  /** The subject of a need (group 1): "SIM swaps require …", "a refund needs …". */
  private static final Pattern SUBJECT_NEEDS =
      Pattern.compile("(?i)^\\W*(.+?)\\s+(?:requires?|needs?|must\\s+be\\s+preceded\\s+by)\\b");

  /** "without" before a step: the step is owed before the act the sentence names. */
  private static final Pattern WITHOUT = Pattern.compile("(?i)\\bwithout\\b");

  /**
   * Whether the text bans an act "without" a step named in code done "first", or "before" one: an
   * order this matcher reads, no case left for a question.
   */
  public static boolean stepInCodeFirst(String text) {
    Matcher m = WITHOUT_FIRST.matcher(text);
    if (m.find() && m.group(2).indexOf('`') >= 0) {
      return true;
    }
    // "do not refill a prescription before calling `get_prescription`": the same order
    Matcher before = BEFORE.matcher(text);
    return before.find()
        && NEGATED_LEAD.matcher(text.substring(0, before.start())).find()
        && text.substring(before.end()).indexOf('`') >= 0;
  }

  /** A ban of an act (group 1) "without" a step (group 2) done "first". */
  private static final Pattern WITHOUT_FIRST =
      Pattern.compile(
          "(?i)^\\W*(?:(?:you\\s+)?(?:must|should|may)\\s+)?(?:never|not|do\\s+not|don['’]t|cannot"
              + "|can['’]t)\\s+(.+?)\\s+without\\s+(.+?)\\s+first\\b");

  /**
   * "Always call `lookup_learner` first", "start by calling `lookup_learner`": the one catalog tool
   * named in code is called before every tool that writes — not "never quote a price without
   * calling `get_rate` first", which puts it before the act the sentence bans alone.
   */
  private List<Draft> firstOfAll(Statement s, String text, ToolCatalog catalog) {
    Matcher first = FIRST.matcher(text);
    if (!first.find() || ConfirmationMatcher.asksFirst(s) || WITHOUT.matcher(text).find()) {
      return List.of();
    }
    List<String> named = new ArrayList<>();
    for (String tool : catalog.sorted().keySet()) {
      if (text.contains("`" + tool + "`")) {
        named.add(tool);
      }
    }
    if (named.isEmpty()) {
      // "every conversation starts by finding the customer from their phone number", "first,
      // identify the account": the tool whose nouns the words after it name, or the tools that
      // find that record (any of them: `get_account_by_phone`, `get_account_by_email`)
      String after = text.substring(first.end());
      if (first.group().matches("(?i)(start|begin)\\s.*(by|with)")) {
        named.addAll(
            ToolActs.byNouns(after, catalog, false).stream()
                .filter(t -> ToolActs.nouns(t) >= 2)
                .toList());
      }
      if (named.isEmpty()) {
        List<String> finders = ToolActs.located(after, catalog);
        if (!finders.isEmpty()) {
          List<Draft> out = new ArrayList<>();
          for (String l : ToolActs.writing(catalog)) {
            if (!finders.contains(l)) {
              out.add(order(finders, l, s));
            }
          }
          return out;
        }
      }
    }
    Matcher subject = SUBJECT_NEEDS.matcher(text);
    if (!named.isEmpty() && subject.find() && subject.group(1).indexOf('`') < 0) {
      // "a SIM swap requires a code check with `check_otp` first": the act the subject names
      // comes after each step named, and no other act does
      List<String> acts = ToolActs.named(subject.group(1), catalog);
      if (!acts.isEmpty()) {
        List<Draft> out = new ArrayList<>();
        for (String l : acts) {
          for (String f : named) {
            if (!named.contains(l)) {
              out.add(order(f, l, s));
            }
          }
        }
        return out;
      }
    }
    if (named.size() != 1) {
      return List.of();
    }
    String f = named.get(0);
    List<Draft> out = new ArrayList<>();
    for (String l : ToolActs.writing(catalog)) {
      if (!l.equals(f)) {
        out.add(order(f, l, s));
      }
    }
    return out;
  }

  /** A later side whose object is a pronoun: "before discussing it", "before changing them". */
  private static final Pattern PRONOUN_OBJECT =
      Pattern.compile("(?i)^\\s*(?:you\\s+)?[a-z]+(?:ing)?\\s+(?:it|them)\\b");

  /**
   * The other tools that take the first required argument of {@code tool}, the key of the record it
   * finds ({@code order_number}).
   */
  private static List<String> sameKey(String tool, ToolCatalog catalog) {
    io.contextcov.catalog.ToolSpec spec = catalog.sorted().get(tool);
    if (spec == null || spec.required().isEmpty()) {
      return List.of();
    }
    String key = spec.required().get(0);
    List<String> out = new ArrayList<>();
    catalog
        .sorted()
        .forEach(
            (name, other) -> {
              if (!name.equals(tool) && other.args().containsKey(key)) {
                out.add(name);
              }
            });
    return out;
  }

  /** A verb of changing (group 1) or of looking (group 2), then words up to a noun. */
  private static final Pattern ACT_ON =
      Pattern.compile(
          "(?i)\\b(?:(chang(?:e|es|ing)|modif(?:y|ies|ying)|updat(?:e|es|ing)|edit(?:s|ing)?"
              + "|touch(?:es|ing)?|act(?:s|ing)?\\s+on|mak(?:e|ing)\\s+changes\\s+to"
              + "|tak(?:e|es|ing)\\s+(?:any\\s+)?actions?\\s+on)"
              + "|(discuss(?:es|ing)?|look(?:s|ing)?\\s+at|read(?:s|ing)?|view(?:s|ing)?))\\b");

  /**
   * The tools a later side names by acting on the record {@code first} finds: its key's noun
   * ({@code order_id}: "order") after a verb of changing — the writing tools that take the key — or
   * of looking — every tool that takes it. None where the side names no such act on it.
   */
  private static List<String> onRecord(String rest, String first, ToolCatalog catalog) {
    io.contextcov.catalog.ToolSpec spec = catalog.sorted().get(first);
    if (spec == null || spec.required().isEmpty()) {
      return List.of();
    }
    String noun =
        spec.required()
            .get(0)
            .replaceAll("_(id|number|no|ref|reference|code)$", "")
            .replace('_', ' ');
    Matcher noun0 = Pattern.compile("(?i)\\b" + Pattern.quote(noun) + "(s|es)?\\b").matcher(rest);
    if (noun.isBlank() || !noun0.find()) {
      return List.of();
    }
    boolean changes = false;
    boolean looks = false;
    Matcher m = ACT_ON.matcher(rest.substring(0, noun0.start()));
    while (m.find()) {
      changes |= m.group(1) != null;
      looks |= m.group(2) != null;
    }
    if (!changes && !looks) {
      return List.of();
    }
    List<String> writing = ToolActs.writing(catalog);
    boolean any = looks;
    return sameKey(first, catalog).stream().filter(t -> any || writing.contains(t)).toList();
  }

  /**
   * The writing tools a later side names by a verb of changing and their nouns after it: "before
   * changing a rental" names every writing tool of a rental ({@code create_rental}, {@code
   * extend_rental}, {@code cancel_rental} …), whatever their verbs.
   */
  private static List<String> changedRecord(String rest, ToolCatalog catalog) {
    Matcher m = ACT_ON.matcher(rest);
    List<String> writing = ToolActs.writing(catalog);
    while (m.find()) {
      if (m.group(1) != null) {
        List<String> out =
            ToolActs.byNouns(rest.substring(m.end()), catalog, false).stream()
                .filter(writing::contains)
                .toList();
        if (!out.isEmpty()) {
          return out;
        }
        // "before acting on a parcel": the writing tools that take the record's key
        // (`parcel_id`), whatever their nouns (`change_address`, `file_claim`)
        Matcher noun = RECORD_NOUN.matcher(rest.substring(m.end()));
        if (noun.lookingAt()) {
          String n = noun.group(1).toLowerCase(java.util.Locale.ROOT);
          String key =
              (n.endsWith("s") && !n.endsWith("ss") ? n.substring(0, n.length() - 1) : n) + "_id";
          List<String> keyed = new ArrayList<>();
          catalog
              .sorted()
              .forEach(
                  (name, spec) -> {
                    if (writing.contains(name) && spec.args().containsKey(key)) {
                      keyed.add(name);
                    }
                  });
          if (!keyed.isEmpty()) {
            return keyed;
          }
        }
      }
    }
    return List.of();
  }

  /**
   * The tools a side names by a verb of changing or looking and a record's noun after it whose key
   * some tool takes ({@code order_id} for "an order"): the writing tools that take it after a verb
   * of changing, every one after a verb of looking; verbs joined by "or"/"and" share the noun
   * ("discuss or change an order"). None where no such key is taken.
   */
  private static List<String> keyedRecords(String rest, ToolCatalog catalog) {
    List<String> writing = ToolActs.writing(catalog);
    java.util.Set<String> out = new java.util.LinkedHashSet<>();
    Matcher m = ACT_ON.matcher(rest);
    boolean changes = false;
    boolean looks = false;
    while (m.find()) {
      changes |= m.group(1) != null;
      looks |= m.group(2) != null;
      String after = rest.substring(m.end());
      if (JOINED_VERB.matcher(after).lookingAt()) {
        continue;
      }
      Matcher noun = RECORD_NOUN.matcher(after);
      if (noun.lookingAt()) {
        String n = noun.group(1).toLowerCase(java.util.Locale.ROOT);
        boolean look = looks;
        boolean change = changes;
        // (and the tools of that noun, "before changing any booking": `create_booking` too)
        ToolActs.byNouns(noun.group(), catalog, false).stream()
            .filter(t -> look || change && writing.contains(t))
            .forEach(out::add);
        String one = n.endsWith("s") && !n.endsWith("ss") ? n.substring(0, n.length() - 1) : n;
        catalog
            .sorted()
            .forEach(
                (name, spec) -> {
                  boolean keyed =
                      spec.args().containsKey(one + "_id")
                          || spec.args().containsKey(one + "_number");
                  if (keyed && (look || change && writing.contains(name))) {
                    out.add(name);
                  }
                });
      }
      changes = false;
      looks = false;
    }
    return List.copyOf(out);
  }

  /** The tools {@link #keyedRecords} names, else those the side names by their acts. */
  private static List<String> keyedOr(String rest, ToolCatalog catalog) {
    List<String> keyed = keyedRecords(rest, catalog);
    return keyed.isEmpty() ? ToolActs.named(rest, catalog) : keyed;
  }

  /** "any change to", "all updates of": changes, said with a noun, of what follows. */
  private static final Pattern CHANGE_TO =
      Pattern.compile(
          "(?i)\\b(?:any|every|all)\\s+(?:changes?|modifications?|updates?)\\s+(?:to|of|on)(?=\\s)");

  /** "or"/"and" (perhaps after a comma) right after a verb: another verb shares its object. */
  private static final Pattern JOINED_VERB = Pattern.compile("(?i)\\s*,?\\s*(?:or|and)\\s+\\w");

  /**
   * A record's noun right after a verb of acting, after at most a determiner: "a parcel", or
   * "anything on an account".
   */
  private static final Pattern RECORD_NOUN =
      Pattern.compile(
          "(?i)\\s+(?:(?:anything|something)\\s+(?:on|in|about|of|to|for|with)\\s+)?"
              + "(?:(?:a|an|the|any|their|its|that|this)\\s+)?([a-z]+)\\b");

  /** {@code later} only after a call of any of {@code firsts}. */
  private Draft order(List<String> firsts, String later, Statement s) {
    if (firsts.size() == 1) {
      return order(firsts.get(0), later, s);
    }
    String any = String.join("`, `", firsts);
    return new Draft(
        family(),
        later + "<-" + String.join("|", firsts),
        Phrases.constraint(
                later,
                new Effect.Sequence(
                    ActionPattern.of(firsts.toArray(String[]::new)), Optional.empty()),
                null,
                s)
            .withText(
                "call one of `" + any + "` before `" + later + "`",
                "call " + firsts.get(0) + " first")
            .withExamples(new Examples(List.of(), List.of(Phrases.call(later, Map.of())))));
  }

  /** {@code later} only after a call of {@code first}. */
  private Draft order(String first, String later, Statement s) {
    return new Draft(
        family(),
        later + "<-" + first,
        Phrases.constraint(
                later, new Effect.Sequence(ActionPattern.of(first), Optional.empty()), null, s)
            .withText("call `" + first + "` before `" + later + "`", "call " + first + " first")
            .withExamples(new Examples(List.of(), List.of(Phrases.call(later, Map.of())))));
  }

  /** Where the words of a text start, past list marks and emphasis. */
  private static int leading(String text) {
    int i = 0;
    while (i < text.length() && !Character.isLetter(text.charAt(i))) {
      i++;
    }
    return i;
  }

  /**
   * Words that leave out what follows, closing the text before a tool's name: "except ", "other
   * than calling ", "apart from ", "besides ", "excluding ".
   */
  private static final Pattern EXCEPT_BEFORE =
      Pattern.compile(
          "(?i)\\b(?:except(?:\\s+for)?|other\\s+than|apart\\s+from|besides|excluding|save\\s+for"
              + "|but\\s+not)\\s+(?:(?:for|calling|using|to\\s+call|the)\\s+)*`?\\s*$");

  /** "No action may be taken until …": the step after it comes first. */
  private static final Pattern UNTIL = Pattern.compile("(?i)\\buntil\\b");

  /** 任何（其他）工具, 其他任何函数: the agent's tools named as such, in Chinese. */
  private static final Pattern HAN_ANY_TOOL =
      Pattern.compile("(任何|所有|其他|其它|别的)\\s*(其他|其它|别的)?\\s*(工具|函数|接口)");

  /** 任何请求, 任何操作, 做任何事, 任何修改: acts named by their kind alone, in Chinese. */
  private static final Pattern HAN_ANY_ACT =
      Pattern.compile("任何\\s*(其他|其它|别的)?\\s*(请求|操作|事情|事|修改|变更|改动|处理|业务|动作)");

  /**
   * The agent's tools named as such: "any other tool", "any function", "every other tool call"; or
   * whatever happens ("nothing else happens until …").
   */
  private static final Pattern ANY_TOOL =
      Pattern.compile(
          "(?i)\\b(any|every|all|no)\\s+(other\\s+)?(tools?|functions?|tool\\s+calls?)\\b"
              + "|\\bnothing\\s+else\\s+(?:happens|may\\s+happen|can\\s+happen|should\\s+happen"
              + "|is\\s+done|gets\\s+done)\\b");

  /** Acts named by their kind alone: "any other action", "anything", "any account action". */
  private static final Pattern ANY_ACT =
      Pattern.compile(
          "(?i)\\b(any|every|all|no)\\s+(other\\s+)?(\\w+\\s+)?(actions?|operations?|changes?|steps?)\\b"
              // (in the third person too: "before it reads or changes anything")
              + "|\\b(chang(e|es|ing)|do(es|ing)?|touch(es|ing)?|modif(y|ies|ying)|updat(e|es|ing)"
              + "|edit(s|ing)?)\\s+anything\\b"
              + "|\\banything\\s+else\\b|\\bnothing\\b"
              // "before anything about a unit": the noun alone as what comes later
              + "|^\\s*anything\\b"
              // "before looking at anything on an account": every act on it
              + "|\\b(look(s|ing)?\\s+at|see(s|ing)?|view(s|ing)?|access(es|ing)?|discuss(es|ing)?"
              + "|read(s|ing)?)"
              + "\\s+anything\\b");

  /**
   * "Call `authenticate` before any `query_database` call" / 调用 `query_database` 之前必须先调用
   * `authenticate`: two catalog tools around "before"; the one named on the far side of "before"
   * from its verb is the prerequisite.
   */
  private List<Draft> toolOrder(Statement s, ToolCatalog catalog) {
    if (catalog.isEmpty()) {
      return List.of();
    }
    // ("… until this is done": the step the sentence before names, read in its place)
    String text =
        s.antecedent() != null && Statement.DONE_PRONOUN.matcher(s.text()).find()
            ? (s.leadIn() == null ? "" : s.leadIn() + " ") + s.resolvedText()
            : s.fullText();
    Matcher without = WITHOUT_FIRST.matcher(text);
    if (without.find()) {
      // "never cancel a booking without calling `get_booking` first": the step comes before the
      // act the sentence bans, as "call `get_booking` before cancelling a booking" says
      text = without.group(2) + " before " + without.group(1);
    }
    Matcher before = BEFORE.matcher(text);
    if (!before.find()) {
      Matcher until = UNTIL.matcher(text);
      if (!until.find()) {
        return firstOfAll(s, text, catalog);
      }
      // "no account action may be taken until the customer has been found with `find_customer`":
      // what follows "until" comes first ("Until the customer is found, you can't …": the clause
      // after the comma is what waits)
      int comma = openingComma(text, until.end());
      text =
          until.start() == leading(text) && comma > 0
              ? text.substring(until.end(), comma) + " before " + text.substring(comma + 1)
              : text.substring(until.end()) + " before " + text.substring(0, until.start());
      before = BEFORE.matcher(text);
      if (!before.find()) {
        return List.of();
      }
    }
    int comma = openingComma(text, before.end());
    if (before.start() == leading(text)
        && comma > 0
        && before.group().matches("(?i)before|prior to")) {
      // "Before looking at an account, call `lookup_account`": the main clause after the comma
      // comes first, as "call `lookup_account` before looking at an account" says
      text = text.substring(comma + 1).strip() + " before " + text.substring(before.end(), comma);
      before = BEFORE.matcher(text);
      if (!before.find()) {
        return List.of();
      }
    }
    Matcher negated = NEGATED_LEAD.matcher(text.substring(0, before.start()));
    if (negated.find() && before.group().matches("(?i)before|prior to")) {
      String step = text.substring(before.end());
      if (BACK.matcher(step).matches()) {
        // "never discuss a prescription before that": the step "that" stands for is in another
        // sentence, which this one does not hold — no order is read rather than a wrong one
        return List.of();
      }
      // "never discuss a prescription before identifying the caller with `lookup_patient`": the
      // step after "before" comes first, and the act the negation names after it
      text = step.strip() + " before " + text.substring(negated.end(), before.start()).strip();
      before = BEFORE.matcher(text);
      if (!before.find()) {
        return List.of();
      }
    }
    List<String> beforeTools = new ArrayList<>();
    List<String> afterTools = new ArrayList<>();
    // "before calling any other tool except `transfer_to_agent`": the tools left out
    List<String> excepted = new ArrayList<>();
    for (String tool : catalog.sorted().keySet()) {
      Matcher m =
          Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(tool) + "(?![A-Za-z0-9_])")
              .matcher(text);
      while (m.find()) {
        if (m.start() > before.start()
            && EXCEPT_BEFORE.matcher(text.substring(before.end(), m.start())).find()) {
          excepted.add(tool);
        } else {
          // (once each: a tool named like a verb, "you must authenticate … with
          // `authenticate`", is one tool, named twice)
          List<String> side = m.start() < before.start() ? beforeTools : afterTools;
          if (!side.contains(tool)) {
            side.add(tool);
          }
        }
      }
    }
    if (beforeTools.isEmpty()
        && afterTools.size() == 1
        && !before.group().matches("[\\x00-\\x7f]+")) {
      // 处理任何请求之前，先用 `find_rider` 找到账户: what comes later is named by its kind alone —
      // any other tool (every tool but hand-offs), or any request, action or change (every tool
      // that writes)
      String laterSide = text.substring(0, before.start());
      List<String> later = new ArrayList<>();
      if (HAN_ANY_TOOL.matcher(laterSide).find()) {
        catalog.sorted().values().stream()
            .filter(t -> !ConfirmationMatcher.handOff(t))
            .map(io.contextcov.catalog.ToolSpec::name)
            .forEach(later::add);
      } else if (HAN_ANY_ACT.matcher(laterSide).find()) {
        ToolActs.writing(catalog).stream()
            .filter(n -> catalog.tool(n).filter(ConfirmationMatcher::handOff).isEmpty())
            .forEach(later::add);
      }
      later.remove(afterTools.get(0));
      beforeTools.addAll(later);
    }
    if ((beforeTools.isEmpty() || afterTools.isEmpty())
        && !before.group().matches("[\\x00-\\x7f]+")) {
      return List.of();
    }
    if (beforeTools.isEmpty() || afterTools.isEmpty()) {
      // "Identify the guest with their email before you look at or change any reservation": the
      // tools each side names by its words — a tool whose nouns the first side holds, and the
      // tools the later side names by their acts or by reading its nouns
      // (a tool of one noun, "get_user_details", is named by too many sentences, unless the
      // side holds its verb too, "verify the customer's identity" for `verify_identity`; a first
      // side that asks — "ask the user for a yes before …" — is a question, not a call)
      String firstSide = text.substring(0, before.start());
      List<String> first =
          beforeTools.size() == 1
              ? beforeTools
              : ToolActs.byNouns(firstSide, catalog, false).stream()
                  .filter(t -> ToolActs.nouns(t) >= 2 || ToolActs.verbIn(firstSide, t))
                  .toList();
      if (first.isEmpty() && beforeTools.isEmpty()) {
        // "find the customer before …", "until the customer is found": the finding tool of that
        // record; else "check that the invoice is unpaid before …": the reading tool of it
        first = ToolActs.located(text.substring(0, before.start()), catalog);
        if (first.isEmpty()) {
          first = ToolActs.readByFirstNoun(text.substring(0, before.start()), catalog);
        }
      }
      if (first.size() != 1 || ConfirmationMatcher.asksFirst(s)) {
        return List.of();
      }
      String rest = text.substring(before.end());
      if (BACK.matcher(rest).matches()) {
        // "locate the learner with `lookup_learner` first; nothing is changed before that": the
        // later side is the clause before "before"
        int cut =
            Math.max(text.lastIndexOf(';', before.start()), text.lastIndexOf(',', before.start()));
        rest = text.substring(cut + 1, before.start());
      }
      // "before any other action", "before you change anything": every tool that writes
      // (and the tools it names in code: "before calling `update_address` or `issue_refund`")
      // ("before using any other tool": every tool, reading ones too)
      // "before any change to a booking": the changes of that record, by the writing tools that
      // take its key (not a hand-off, which takes none)
      Matcher changeTo = CHANGE_TO.matcher(rest);
      List<String> changedOne =
          changeTo.find()
              ? keyedRecords("change " + rest.substring(changeTo.end()), catalog)
              : List.of();
      List<String> later =
          new ArrayList<>(
              !changedOne.isEmpty()
                  ? changedOne
                  : ANY_TOOL.matcher(rest).find()
                      // (not a hand-off: a person may take over before anyone is verified)
                      ? catalog.sorted().values().stream()
                          .filter(t -> !ConfirmationMatcher.handOff(t))
                          .map(io.contextcov.catalog.ToolSpec::name)
                          .toList()
                      : ANY_ACT.matcher(rest).find()
                          // (a hand-over to a person, whatever the catalog says it changes)
                          ? ToolActs.writing(catalog).stream()
                              .filter(
                                  n ->
                                      catalog
                                          .tool(n)
                                          .filter(ConfirmationMatcher::handOff)
                                          .isEmpty())
                              .toList()
                          // "before you discuss or change an order": the tools that take the
                          // record's key, the writing ones for a change, every one for a look
                          : keyedOr(rest, catalog));
      if (changedOne.isEmpty() && ANY_ACT.matcher(rest).find()) {
        // "before you read or change anything on an account": the tools that take the record's
        // key too, the reading ones among them
        keyedRecords(rest, catalog).stream().filter(t -> !later.contains(t)).forEach(later::add);
      }
      afterTools.stream().filter(t -> !later.contains(t)).forEach(later::add);
      ToolActs.byNouns(rest, catalog, true)
          .forEach(
              t -> {
                if (!later.contains(t)) {
                  later.add(t);
                }
              });
      later.remove(first.get(0));
      later.removeAll(excepted);
      if (later.isEmpty()) {
        // "do not change an order until you have verified the customer with `lookup_order`": the
        // acts on the record the first tool finds, by the tools that take its key
        later.addAll(onRecord(rest, first.get(0), catalog));
      }
      if (later.isEmpty()) {
        // "before changing a rental": the writing tools of that record, whatever their verbs
        later.addAll(changedRecord(rest, catalog));
      }
      if (later.isEmpty() && PRONOUN_OBJECT.matcher(rest).find()) {
        // "look the order up with `get_order` before discussing it": the record the first tool
        // finds, which the other tools take by the same key (`order_number`)
        later.addAll(sameKey(first.get(0), catalog));
      }
      beforeTools = first;
      afterTools = later;
      if (afterTools.isEmpty()) {
        return List.of();
      }
    }
    boolean chinese =
        before.group().startsWith("之")
            || before.group().startsWith("以")
            || before.group().startsWith("前");
    // English: "<first> before <later>"; Chinese: "<later> 之前 … <first>"
    List<String> first = chinese ? afterTools : beforeTools;
    List<String> later = chinese ? beforeTools : afterTools;
    List<Draft> out = new ArrayList<>();
    for (String l : later) {
      for (String f : first) {
        if (f.equals(l)) {
          continue;
        }
        out.add(order(f, l, s));
      }
    }
    return out;
  }
}
