package io.contextcov.compiler.policy;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Enforcement;
import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.ArgType;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.rules.Draft;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.ParseResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads business-policy statements against a tool catalog (DESIGN.md §12.6). Each frame below reads
 * one shape of rule, grounds its words in the {@link Domain} and emits constraints only when every
 * word it needs is grounded; a rule that reads state the session may not hold also gets a {@code
 * confirm} for the calls where that state is missing, so what cannot be checked is asked, never
 * allowed or denied blindly.
 */
public final class PolicyReader {
  /**
   * Drafts per statement, statements that belong to another's rule (the rows of one allowance
   * table), and notes about the catalog (inferred effects).
   */
  public record Reading(
      Map<Statement, List<Draft>> drafts,
      Map<Statement, Statement> partOf,
      List<String> notes,
      Map<Statement, String> failures) {}

  private static final String NUMBER =
      "(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|zero|no)";
  private static final Map<String, Integer> NUMBERS =
      Map.ofEntries(
          Map.entry("zero", 0),
          Map.entry("no", 0),
          Map.entry("one", 1),
          Map.entry("two", 2),
          Map.entry("three", 3),
          Map.entry("four", 4),
          Map.entry("five", 5),
          Map.entry("six", 6),
          Map.entry("seven", 7),
          Map.entry("eight", 8),
          Map.entry("nine", 9),
          Map.entry("ten", 10),
          Map.entry("eleven", 11),
          Map.entry("twelve", 12),
          Map.entry("thirteen", 13),
          Map.entry("fourteen", 14),
          Map.entry("fifteen", 15),
          Map.entry("sixteen", 16),
          Map.entry("seventeen", 17),
          Map.entry("eighteen", 18),
          Map.entry("nineteen", 19),
          Map.entry("twenty", 20),
          Map.entry("thirty", 30),
          Map.entry("forty", 40),
          Map.entry("fifty", 50),
          Map.entry("sixty", 60),
          Map.entry("seventy", 70),
          Map.entry("eighty", 80),
          Map.entry("ninety", 90),
          Map.entry("hundred", 100));

  /** The numbers written as words that bounds read ({@link #NUMBERS} but "zero" and "no"). */
  private static final String NUMBER_WORDS =
      NUMBERS.keySet().stream()
          .filter(w -> NUMBERS.get(w) > 0)
          .sorted()
          .collect(java.util.stream.Collectors.joining("|"));

  /** Verb classes of policy prose, and the tool verbs each one means. */
  private static final Map<String, Set<String>> VERBS =
      Map.of(
          "modify", Set.of("update", "modify", "change", "edit"),
          "cancel", Set.of("cancel"),
          "book", Set.of("book", "create", "place", "make"),
          "remove", Set.of("remove", "delete"),
          "return", Set.of("return"),
          "exchange", Set.of("exchange"));

  private static final Pattern AT_MOST =
      Pattern.compile(
          "\\b(?:at most|no more than|up to|a maximum of) "
              + NUMBER
              + " ([a-z][a-z ]*?)(?=,|;|\\.|$| and | or )");
  private static final Pattern ON_FILE =
      Pattern.compile(
          "^(.*?)\\b(?:must|should|need to|needs to|has to|have to)(?: already)? be"
              + " (?:in|on|saved in|stored in|on file in|from|part of|listed in)"
              + " (?:the |their |his |her )?([a-z' ]*?)(?:profile|account|file|record)\\b");
  private static final Pattern FIXED =
      Pattern.compile(
          "^(.*?)\\b(?:cannot|can't|can not|may not|must not|are not allowed to|is not allowed"
              + " to) be ([a-z]+)");
  private static final Pattern NOT_REMOVE =
      Pattern.compile(
          "\\b(?:can add but not remove|cannot remove|can't remove|cannot reduce|cannot decrease"
              + "|may not remove|must not remove) ([a-z ]+?)(?=,|;|\\.|$)");
  private static final Pattern NUMBER_OF =
      Pattern.compile(
          "\\b(?:cannot|can't|can not|may not|must not) (?:modify|change|alter) the number of"
              + " ([a-z ]+?)(?=,|;|\\.|$)");
  private static final Pattern PAST =
      Pattern.compile(
          "\\b(?:not|already|has been|have been|is|are|was|were) (?:been )?(?:flown|used|departed"
              + "|taken off|taken)\\b");
  private static final Pattern ALLOWANCE =
      Pattern.compile(
          NUMBER + " free ([a-z ]+?) (?:for|per) (?:each )?([a-z ]+?)(?=,|;|\\.|$| and )");
  private static final Pattern TIER = Pattern.compile("\\bis an? ([a-z]+) member\\b");

  private final Domain domain;
  private final Map<Statement, List<Draft>> out = new LinkedHashMap<>();
  private final Map<Statement, Statement> partOf = new LinkedHashMap<>();

  private PolicyReader(Domain domain) {
    this.domain = domain;
  }

  /** Reads a document's statements; {@code prose} is the whole file (for "each X has …"). */
  public static Reading read(List<Statement> statements, String prose, ToolCatalog catalog) {
    return read(statements, prose, catalog, s -> {});
  }

  /**
   * As {@link #read(List, String, ToolCatalog)}, with {@code before} run ahead of each statement's
   * frames: a statement on which either fails is reported and left unread, and the rest still are.
   */
  static Reading read(
      List<Statement> statements,
      String prose,
      ToolCatalog catalog,
      java.util.function.Consumer<Statement> before) {
    if (catalog.isEmpty()) {
      return new Reading(Map.of(), Map.of(), List.of(), Map.of());
    }
    Domain domain = Domain.of(catalog, prose);
    PolicyReader r = new PolicyReader(domain);
    Map<Statement, String> failures = new LinkedHashMap<>();
    // ("## You can't" over "- Refund payments.": each item read as the ban it is)
    Map<Statement, Statement> asWritten = new LinkedHashMap<>();
    List<Statement> read = new ArrayList<>();
    for (Statement s : statements) {
      Statement banned = headedBan(s);
      if (banned != s) {
        asWritten.put(banned, s);
      }
      read.add(banned);
    }
    statements = read;
    for (Statement s : statements) {
      try {
        before.accept(s);
        r.frames(s);
      } catch (RuntimeException e) {
        // a bug on one statement costs that statement, not the policy's other rules
        r.out.remove(s);
        r.partOf.remove(s);
        r.deferred.remove(s);
        failures.put(s, e.toString());
      }
    }
    r.allowance(statements);
    r.askDeferred();
    r.out.values().forEach(PolicyReader::narrowedBans);
    if (asWritten.isEmpty()) {
      return new Reading(r.out, r.partOf, domain.inferredEffects(), failures);
    }
    // what was read of a rewritten item belongs to the item as written
    Map<Statement, List<Draft>> out = new LinkedHashMap<>();
    r.out.forEach((s, drafts) -> out.put(asWritten.getOrDefault(s, s), drafts));
    Map<Statement, Statement> partOf = new LinkedHashMap<>();
    r.partOf.forEach(
        (s, whole) ->
            partOf.put(asWritten.getOrDefault(s, s), asWritten.getOrDefault(whole, whole)));
    Map<Statement, String> failed = new LinkedHashMap<>();
    failures.forEach((s, why) -> failed.put(asWritten.getOrDefault(s, s), why));
    return new Reading(out, partOf, domain.inferredEffects(), failed);
  }

  /**
   * A list item under a heading or lead-in that bans what its items say ("## You can't" over "-
   * Refund payments.", "Never:" over "- Waive the joining fee"), read as "Never refund payments." —
   * unless the item negates or asks itself, or opens with a condition; any other statement as it
   * is.
   */
  static Statement headedBan(Statement s) {
    if (s.unit() != io.contextcov.compiler.markdown.TextUnit.Kind.LIST_ITEM) {
      return s;
    }
    boolean lead = s.leadIn() != null && BAN_LABEL.matcher(s.leadIn().strip()).matches();
    boolean heading =
        s.leadIn() == null
            && !s.section().isEmpty()
            && (BAN_LABEL.matcher(s.section().get(s.section().size() - 1).strip()).matches()
                || io.contextcov.compiler.statements.ModalityDetector.bansHeading(
                    s.section().get(s.section().size() - 1)));
    String text = s.text().strip();
    io.contextcov.compiler.reader.Prose p = io.contextcov.compiler.reader.Prose.of(text);
    if (!(lead || heading)
        || text.isEmpty()
        || p.words().isEmpty()
        || p.has("negation")
        || p.has("ask")
        || IF_OPENING.matcher(text.toLowerCase(Locale.ROOT)).lookingAt()) {
      return s;
    }
    String never = "Never " + Character.toLowerCase(text.charAt(0)) + text.substring(1);
    return new Statement(
        s.file(),
        s.line(),
        s.column(),
        s.section(),
        never,
        io.contextcov.compiler.statements.Modality.MUST_NOT,
        s.literals(),
        lead ? null : s.leadIn(),
        s.conditions(),
        s.baseDir(),
        s.unit(),
        s.antecedent());
  }

  /**
   * A heading or lead-in that bans its items: "You can't", "What you cannot do", "Never", "Not
   * allowed", "Forbidden:", "Off limits".
   */
  private static final Pattern BAN_LABEL =
      Pattern.compile(
          "(?i)^[\\W_]*(?:(?:what|things)\\s+)?(?:(?:you|the\\s+assistant|the\\s+agent)\\s+)?"
              + "(?:can['’]?t|cannot|can\\s+not|may\\s+not|must\\s+not|must\\s+never|never|not\\s+allowed"
              + "|forbidden|prohibited|off[- ]limits|out\\s+of\\s+scope|don['’]?t|do\\s+not)"
              + "(?:\\s+(?:do|ever\\s+do|be\\s+done))?[\\W_]*$");

  /**
   * "Do not waive joining fees": where a frame bans a tool for one value of its argument (or for
   * values that start with a text, "whose code starts with "STAFF""), the question on every call of
   * that tool that the ban frame asked (the words between the verb and its noun singling some
   * records out) is left out; the value says which calls. So is a refusal of every call the ban
   * frame made where the words after the noun single records out ("claims for flood damage …; do
   * not file them" refuses `damage_type == 'flood'`, not every claim).
   */
  private static void narrowedBans(List<Draft> drafts) {
    // two frames that read one sentence alike ("at most one voucher can be applied per order" is
    // a count and a "once"): the constraint once
    List<Draft> seen = new ArrayList<>();
    drafts.removeIf(
        d -> {
          boolean again = seen.stream().anyMatch(x -> x.decidesLike(d));
          seen.add(d);
          return again;
        });
    Set<String> valued = new java.util.HashSet<>();
    for (Draft d : drafts) {
      if (d.family().equals("policy/value") || d.family().equals("policy/affix")) {
        valued.addAll(d.constraint().on().patterns());
      }
    }
    drafts.removeIf(
        d ->
            d.family().equals("policy/ban")
                && (d.constraint().effect() instanceof Effect.Confirm
                    || d.constraint().effect() instanceof Effect.Deny)
                && d.constraint().when().isEmpty()
                && valued.containsAll(d.constraint().on().patterns()));
  }

  /** Every frame of the reader, on one statement. */
  private void frames(Statement s) {
    String t = text(s);
    counts(s, t);
    onFile(s, t);
    fixed(s, t);
    argumentFixed(s, t);
    notRemoved(s, t);
    numberOf(s, t);
    past(s, t);
    onlyKinds(s, t);
    onlyIf(s, t);
    once(s, t);
    times(s, t);
    oneOf(s);
    bound(s, t);
    String hanBound = hanBound(s.fullText());
    if (hanBound != null) {
      bound(s, hanBound);
    }
    banned(s, t);
    hanToolBanned(s);
    withoutArgument(s, t);
    argumentOwed(s, t);
    nothingAfter(s, t);
    leftToPerson(s, t);
    perConversation(s, t);
    sameTwice(s, t);
    restrictedValue(s, t);
    onlyAfterUnseen(s, t);
    onlyValue(s, t);
    sizes(s, t);
    affixed(s);
  }

  /**
   * Whether a tool of this name changes records when its catalog does not say: its verb writes, or
   * it moves something other than the conversation ({@code transfer_funds}, not {@code
   * transfer_to_human_agents}).
   */
  public static boolean writingTool(String name) {
    List<String> words = Words.of(name);
    return !words.isEmpty() && Domain.writes(words.get(0), words.subList(1, words.size()));
  }

  /** Whether a tool of this name hands the conversation to a person ({@link Domain#handsOver}). */
  public static boolean handsOver(String name) {
    List<String> words = Words.of(name);
    return !words.isEmpty() && Domain.handsOver(words.get(0), words.subList(1, words.size()));
  }

  private static String text(Statement s) {
    String t = s.fullText().toLowerCase(Locale.ROOT).replace('’', '\'');
    return t.replaceAll("[*_`]", "").replaceAll("\\s+", " ");
  }

  // ---- "at most one X, at most three Y" over kinds of value --------------------------------

  private void counts(Statement s, String t) {
    Map<String, List<String>> perTool = new TreeMap<>();
    Matcher m = AT_MOST.matcher(t);
    while (m.find()) {
      int n = number(m.group(1));
      List<String> phrase = Words.of(m.group(2));
      for (Domain.ValueKind k : domain.kinds()) {
        if (k.itemField() == null || !k.words().stream().allMatch(w -> Words.contains(phrase, w))) {
          continue;
        }
        for (Domain.Tool tool : domain.tools()) {
          if (tool.has(k.arg())) {
            perTool
                .computeIfAbsent(tool.name(), x -> new ArrayList<>())
                .add(
                    "count(args."
                        + k.arg()
                        + ", item."
                        + k.itemField()
                        + " startsWith "
                        + Domain.lit(k.prefix())
                        + ") <= "
                        + n);
          }
        }
      }
    }
    perTool.forEach(
        (tool, parts) ->
            add(
                s,
                "count",
                tool,
                assertion(tool, String.join(" && ", parts))
                    .withText("at most " + describe(parts) + " in one `" + tool + "` call", null)));
  }

  private static String describe(List<String> parts) {
    List<String> out = new ArrayList<>();
    for (String p : parts) {
      Matcher m = Pattern.compile("startsWith '([^']*)'\\) <= (\\d+)").matcher(p);
      if (m.find()) {
        out.add(m.group(2) + " " + m.group(1).replace('_', ' '));
      }
    }
    return String.join(", ", out);
  }

  // ---- "all payment methods must already be in the user's profile" ------------------------

  private void onFile(Statement s, String t) {
    Matcher m = ON_FILE.matcher(t);
    if (!m.find()) {
      return;
    }
    List<String> subject = Words.content(Words.of(m.group(1)));
    List<String> holder = Words.content(Words.of(m.group(2)));
    if (subject.isEmpty()) {
      return;
    }
    for (Domain.Entity e : domain.entities()) {
      if (!holder.isEmpty() && !Words.contains(holder, e.name())) {
        continue;
      }
      Optional<String> field = matchingField(e, subject);
      if (field.isEmpty()) {
        continue;
      }
      for (Domain.Tool tool : domain.tools()) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, ArgSpec> a : tool.spec().args().entrySet()) {
          String ref = idReference(a.getKey(), a.getValue(), subject);
          if (ref != null) {
            parts.add(ref);
          }
        }
        if (parts.isEmpty() || tool.has(e.idArg()) && tool.nouns().contains(e.name())) {
          continue;
        }
        String state = domain.state(e, tool);
        String have = state + "." + field.get();
        String cond =
            String.join(" && ", parts.stream().map(p -> p.replace("$HAVE", have)).toList());
        add(
            s,
            "on-file",
            tool.name(),
            assertion(tool.name(), "!exists(" + state + ") || " + cond)
                .withText(
                    "`"
                        + tool.name()
                        + "` may only use "
                        + String.join(" ", subject)
                        + " already in the "
                        + e.name()
                        + "'s "
                        + field.get().replace('_', ' '),
                    null));
        unread(s, tool.name(), state, e.name());
      }
    }
  }

  /**
   * How an argument names one of the subject's ids: the id itself, or a list of records with it.
   */
  private static String idReference(String arg, ArgSpec spec, List<String> subject) {
    if (arg.endsWith("_id") && Words.contains(subject, arg.substring(0, arg.length() - 3))) {
      return "args." + arg + " in $HAVE";
    }
    if (spec.items().isPresent()
        && Words.content(Words.of(arg)).stream().allMatch(w -> Words.contains(subject, w))) {
      for (String f : spec.items().get().properties().keySet()) {
        if (f.endsWith("_id")) {
          return "all(args." + arg + ", item." + f + " in $HAVE)";
        }
      }
    }
    return null;
  }

  private static Optional<String> matchingField(Domain.Entity e, List<String> words) {
    for (String f : e.fields().keySet()) {
      List<String> fw = Words.content(Words.of(f));
      if (!fw.isEmpty()
          && fw.stream().allMatch(w -> Words.contains(words, w))
          && words.stream().allMatch(w -> Words.contains(fw, w))) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }

  // ---- "basic economy flights cannot be modified" ------------------------------------------

  private void fixed(Statement s, String t) {
    for (String clause : t.split("[.;]")) {
      Matcher m = FIXED.matcher(clause.strip());
      if (!m.find()) {
        continue;
      }
      String verbClass = verbClass(m.group(2));
      if (verbClass == null) {
        continue;
      }
      List<String> subject = Words.of(m.group(1));
      // when the subject names something a tool changes ("flights"), only such tools count;
      // the record's own name ("rental") then says whose, not what
      boolean anyArgument = false;
      for (Domain.Tool tool : domain.tools()) {
        Optional<Domain.Entity> e = domain.subject(tool);
        if (VERBS.get(verbClass).contains(tool.verb()) && e.isPresent()) {
          for (String arg : tool.spec().args().keySet()) {
            anyArgument |=
                e.get().fields().containsKey(arg)
                    && !arg.equals(e.get().idArg())
                    && Words.content(Words.of(arg)).stream()
                        .anyMatch(
                            w -> Words.content(subject).stream().anyMatch(n -> Words.same(w, n)))
                    && enumValue(subject, e.get()).filter(v -> !v[0].equals(arg)).isPresent();
          }
        }
      }
      for (Domain.Tool tool : domain.tools()) {
        if (!VERBS.get(verbClass).contains(tool.verb())) {
          continue;
        }
        Optional<Domain.Entity> e = domain.subject(tool);
        if (e.isEmpty()) {
          continue;
        }
        Optional<String[]> value = enumValue(subject, e.get());
        if (value.isEmpty()) {
          continue;
        }
        List<String> rest = new ArrayList<>(subject);
        Words.of(value.get()[1]).forEach(rest::remove);
        List<String> nouns = Words.content(rest);
        // the noun names what the tool changes: one of its arguments, or the entity itself
        String changed = null;
        boolean matched = false;
        for (String n : nouns) {
          for (String arg : tool.spec().args().keySet()) {
            if (Words.content(Words.of(arg)).stream().anyMatch(w -> Words.same(w, n))
                && e.get().fields().containsKey(arg)
                && !arg.equals(e.get().idArg())) {
              changed = unchanged(tool, arg, domain.state(e.get(), tool));
              matched = true;
            }
          }
          if (Words.same(n, e.get().name())
              || tool.nouns().stream().anyMatch(w -> Words.same(w, n))) {
            matched = true;
          }
        }
        if (!matched || (anyArgument && changed == null)) {
          continue;
        }
        String state = domain.state(e.get(), tool);
        String when =
            state
                + "."
                + value.get()[0]
                + " == "
                + Domain.lit(value.get()[1])
                + (changed == null ? "" : " && !(" + changed + ")");
        add(
            s,
            "fixed",
            tool.name(),
            Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Deny())
                .withWhen(parse(when))
                .withSeverity(Enforcement.ERROR)
                .withText(
                    value.get()[1].replace('_', ' ')
                        + " "
                        + String.join(" ", nouns)
                        + " cannot be "
                        + m.group(2),
                    null));
        unread(s, tool.name(), state, e.get().name());
      }
    }
  }

  /** The enum value of an entity field the words name (the longest one that fits). */
  private static Optional<String[]> enumValue(List<String> words, Domain.Entity e) {
    String[] best = null;
    for (Map.Entry<String, ArgSpec> f : e.fields().entrySet()) {
      for (Object v : f.getValue().enumValues()) {
        if (v instanceof String value) {
          List<String> vw = Words.of(value);
          if (containsRun(words, vw) && (best == null || value.length() > best[1].length())) {
            best = new String[] {f.getKey(), value};
          }
        }
      }
    }
    return Optional.ofNullable(best);
  }

  private static boolean containsRun(List<String> words, List<String> run) {
    for (int i = 0; i + run.size() <= words.size(); i++) {
      if (words.subList(i, i + run.size()).equals(run)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The condition that an argument leaves the stored value as it was: equal scalars, or lists with
   * the same elements (compared by the fields every element must have).
   */
  private static String unchanged(Domain.Tool tool, String arg, String state) {
    ArgSpec spec = tool.spec().args().get(arg);
    if (spec.items().isPresent() && !spec.items().get().properties().isEmpty()) {
      List<String> keys = new ArrayList<>(spec.items().get().sortedProperties().keySet());
      String key = String.join(" + ' ' + ", keys.stream().map(k -> "item." + k).toList());
      return "len(args."
          + arg
          + ") == len("
          + state
          + "."
          + arg
          + ") && all(args."
          + arg
          + ", "
          + key
          + " in map("
          + state
          + "."
          + arg
          + ", "
          + key
          + "))";
    }
    return "args." + arg + " == " + state + "." + arg;
  }

  private static String verbClass(String participle) {
    String p = participle.toLowerCase(Locale.ROOT);
    if (p.startsWith("modif")
        || p.startsWith("chang")
        || p.startsWith("updat")
        || p.startsWith("edit")
        || p.startsWith("alter")) {
      return "modify";
    }
    if (p.startsWith("cancel")) {
      return "cancel";
    }
    if (p.startsWith("book") || p.startsWith("creat") || p.startsWith("plac")) {
      return "book";
    }
    if (p.startsWith("remov") || p.startsWith("delet")) {
      return "remove";
    }
    if (p.startsWith("return")) {
      return "return";
    }
    if (p.startsWith("exchang")) {
      return "exchange";
    }
    return null;
  }

  // ---- "the drop-off location cannot be changed" ---------------------------------------------

  /**
   * "The drop-off location cannot be changed": an argument of a modifying tool, named whole as the
   * subject of a passive ban of change, that a call may leave out and that is no record's key. A
   * call that carries it changes it, and is refused; asked about where the ban is qualified by what
   * no call shows ("… after the booking is confirmed"). Left to {@link #fixed} where that reads the
   * clause against a record's state.
   */
  private void argumentFixed(Statement s, String t) {
    for (String clause : t.split("[.;]")) {
      Matcher m = FIXED.matcher(clause.strip());
      if (!m.find() || !"modify".equals(verbClass(m.group(2)))) {
        continue;
      }
      List<String> named =
          Words.of(m.group(1)).stream()
              .filter(w -> !Set.of("the", "a", "an", "its", "their", "your").contains(w))
              .toList();
      String subject = String.join("", named);
      boolean qualified = clause.strip().substring(m.end()).matches(".*[a-z].*");
      for (Domain.Tool tool : domain.tools()) {
        if (!VERBS.get("modify").contains(tool.verb())
            || out.getOrDefault(s, List.of()).stream()
                .anyMatch(d -> d.family().equals("policy/fixed") && d.key().equals(tool.name()))) {
          continue;
        }
        for (String arg : tool.spec().args().keySet()) {
          String argWords = String.join("", Words.of(arg));
          if (argWords.length() < 4
              || !subject.endsWith(argWords)
              || tool.spec().required().contains(arg)
              // (a key says which record, and changes nothing)
              || arg.matches(".*_(id|number|no|ref|code)")
              || domain.subject(tool).filter(e -> e.idArg().equals(arg)).isPresent()) {
            continue;
          }
          add(
              s,
              "fixed-argument",
              tool.name() + ":" + arg,
              Constraint.of(
                      "draft",
                      ActionPattern.of(tool.name()),
                      qualified ? new Effect.Confirm() : new Effect.Deny())
                  .withWhen(parse("exists(args." + arg + ")"))
                  .withSeverity(Enforcement.ERROR)
                  .withText(String.join(" ", named) + " cannot be " + m.group(2), null));
        }
      }
    }
  }

  // ---- "can add but not remove checked bags" / "cannot modify the number of passengers" -----

  private void notRemoved(Statement s, String t) {
    Matcher m = NOT_REMOVE.matcher(t);
    while (m.find()) {
      List<String> noun = Words.content(Words.of(m.group(1)));
      for (Domain.Tool tool : domain.tools()) {
        Optional<Domain.Entity> e = domain.subject(tool);
        if (e.isEmpty()
            || !tool.has(e.get().idArg())
            || !VERBS.get("modify").contains(tool.verb())) {
          continue;
        }
        Optional<String> arg = countArg(tool, e.get(), noun);
        if (arg.isEmpty()) {
          continue;
        }
        String state = domain.state(e.get(), tool);
        ArgSpec spec = tool.spec().args().get(arg.get());
        String fewer =
            spec.items().isPresent()
                ? "len(args." + arg.get() + ") < len(" + state + "." + arg.get() + ")"
                : "args." + arg.get() + " < " + state + "." + arg.get();
        add(
            s,
            "no-removal",
            tool.name() + ":" + arg.get(),
            Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Deny())
                .withWhen(parse("exists(" + state + "." + arg.get() + ") && " + fewer))
                .withSeverity(Enforcement.ERROR)
                .withText(String.join(" ", noun) + " can be added but not removed", null));
        unread(s, tool.name(), state, e.get().name());
      }
    }
  }

  private void numberOf(Statement s, String t) {
    Matcher m = NUMBER_OF.matcher(t);
    while (m.find()) {
      List<String> noun = Words.content(Words.of(m.group(1)));
      for (Domain.Tool tool : domain.tools()) {
        Optional<Domain.Entity> e = domain.subject(tool);
        if (e.isEmpty()
            || !tool.has(e.get().idArg())
            || !VERBS.get("modify").contains(tool.verb())) {
          continue;
        }
        for (Map.Entry<String, ArgSpec> a : tool.spec().args().entrySet()) {
          if (a.getValue().items().isEmpty()
              || !e.get().fields().containsKey(a.getKey())
              || Words.content(Words.of(a.getKey())).stream()
                  .noneMatch(w -> Words.contains(noun, w))) {
            continue;
          }
          String state = domain.state(e.get(), tool);
          add(
              s,
              "same-count",
              tool.name() + ":" + a.getKey(),
              Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Deny())
                  .withWhen(
                      parse(
                          "exists("
                              + state
                              + "."
                              + a.getKey()
                              + ") && len(args."
                              + a.getKey()
                              + ") != len("
                              + state
                              + "."
                              + a.getKey()
                              + ")"))
                  .withSeverity(Enforcement.ERROR)
                  .withText("the number of " + String.join(" ", noun) + " cannot change", null));
          unread(s, tool.name(), state, e.get().name());
        }
      }
    }
  }

  /** The argument counting the noun: a number ("total" preferred) or a list, kept on the entity. */
  private static Optional<String> countArg(Domain.Tool tool, Domain.Entity e, List<String> noun) {
    String best = null;
    for (Map.Entry<String, ArgSpec> a : tool.spec().args().entrySet()) {
      List<String> words = Words.content(Words.of(a.getKey()));
      boolean names = !words.isEmpty() && Words.contains(noun, words.get(words.size() - 1));
      boolean counts = a.getValue().type().isNumeric() || a.getValue().items().isPresent();
      if (names && counts && e.fields().containsKey(a.getKey())) {
        if (best == null || Words.of(a.getKey()).contains("total")) {
          best = a.getKey();
        }
      }
    }
    return Optional.ofNullable(best);
  }

  // ---- "if the flights are changed, the user must pay with a gift card or credit card" -------

  private static final Pattern IF_CHANGED =
      Pattern.compile(
          "\\bif (?:the |any )?([a-z ]+?) (?:is|are|get|gets) (changed|modified|updated)\\b");
  private static final Pattern ONLY_KINDS =
      Pattern.compile(
          "\\b(?:must|needs? to|has to|have to|should|can only|may only) (?:provide|use|pay with|be"
              + " paid with|give)(?: one| a single| a| an)? ([a-z ]+?)(?=,|;|\\.|$| for | as )");

  private void onlyKinds(Statement s, String t) {
    Matcher cond = IF_CHANGED.matcher(t);
    Matcher only = ONLY_KINDS.matcher(t);
    if (!cond.find() || !only.find()) {
      return;
    }
    List<String> noun = Words.content(Words.of(cond.group(1)));
    List<String> alternatives = new ArrayList<>();
    for (String part : only.group(1).split("\\bor\\b")) {
      alternatives.add(part.strip());
    }
    for (Domain.Tool tool : domain.tools()) {
      Optional<Domain.Entity> e = domain.subject(tool);
      if (e.isEmpty() || !tool.has(e.get().idArg())) {
        continue;
      }
      String changedArg = null;
      for (String arg : tool.spec().args().keySet()) {
        if (e.get().fields().containsKey(arg)
            && !arg.equals(e.get().idArg())
            && Words.content(Words.of(arg)).stream().anyMatch(w -> Words.contains(noun, w))) {
          changedArg = arg;
        }
      }
      if (changedArg == null) {
        continue;
      }
      List<String> accepted = new ArrayList<>();
      String kindArg = null;
      for (String alt : alternatives) {
        List<String> altWords = Words.of(alt);
        for (Domain.ValueKind k : domain.kinds()) {
          if (k.itemField() == null
              && tool.has(k.arg())
              && k.words().stream().allMatch(w -> Words.contains(altWords, w))) {
            accepted.add("args." + k.arg() + " startsWith " + Domain.lit(k.prefix()));
            kindArg = k.arg();
            break;
          }
        }
      }
      if (accepted.size() != alternatives.size() || kindArg == null) {
        continue;
      }
      String state = domain.state(e.get(), tool);
      String same = unchanged(tool, changedArg, state);
      add(
          s,
          "only-kinds",
          tool.name(),
          assertion(
                  tool.name(),
                  "!exists("
                      + state
                      + "."
                      + changedArg
                      + ") || "
                      + same
                      + " || "
                      + String.join(" || ", accepted))
              .withText(
                  "when the "
                      + String.join(" ", noun)
                      + " change, `"
                      + kindArg
                      + "` must be "
                      + String.join(" or ", alternatives),
                  null));
      unread(s, tool.name(), state, e.get().name());
    }
  }

  // ---- "an order can only be cancelled if its status is 'pending'" -------------------------

  /**
   * "an order can only be cancelled if its status is 'pending'", "a rental can be extended only
   * while its status is active": the record (1), the act (2), the field (3) and its values (4, 5),
   * quoted or one word each that ends the clause.
   */
  private static final Pattern ONLY_IF =
      Pattern.compile(
          "\\b(?:an? |the )?([a-z]+) can (?:only be ([a-z]+)|be ([a-z]+) only) (?:if|while|when)"
              + " (?:its|the|their) ([a-z ]+?) (?:is|are) (?:either )?('[^']+'|[a-z]+)"
              + "(?:,? or ('[^']+'|[a-z]+))?(?=[.,;:]|$| and )");

  /**
   * "only active rentals can be extended", "only pending orders may be cancelled": a value of the
   * record's status (1) before the record (2), then the act (3).
   */
  private static final Pattern ONLY_STATE =
      Pattern.compile("\\bonly ([a-z]+)(?: or ([a-z]+))? ([a-z]+?)s? (?:can|may) be ([a-z]+)\\b");

  private void onlyIf(Statement s, String t) {
    if (!t.contains("only ")) {
      return;
    }
    Matcher m = ONLY_IF.matcher(t);
    if (m.find()) {
      List<String> allowed = new ArrayList<>();
      allowed.add(m.group(5).replace("'", ""));
      if (m.group(6) != null) {
        allowed.add(m.group(6).replace("'", ""));
      }
      onlyIf(
          s,
          m.group(1),
          m.group(2) != null ? m.group(2) : m.group(3),
          Words.snake(Words.of(m.group(4))),
          allowed);
      return;
    }
    Matcher state = ONLY_STATE.matcher(t);
    if (state.find()) {
      // the record's status holds the value named before it, when the record has one
      Optional<Domain.Entity> e = domain.entity(state.group(3));
      String field =
          e.isEmpty()
              ? null
              : e.get().fields().containsKey("status")
                  ? "status"
                  : e.get().fields().containsKey("state") ? "state" : null;
      if (field == null) {
        return;
      }
      List<String> allowed = new ArrayList<>(List.of(state.group(1)));
      if (state.group(2) != null) {
        allowed.add(state.group(2));
      }
      onlyIf(s, state.group(3), state.group(4), field, allowed);
    }
  }

  private void onlyIf(
      Statement s, String record, String participle, String field, List<String> allowed) {
    String verbClass = verbClass(participle);
    Optional<Domain.Entity> e = domain.entity(record);
    if (e.isEmpty() || field.isEmpty()) {
      return;
    }
    // "a claim can only be filed if the policy status is 'active'": the status is the policy's,
    // a record the tool takes by id, while the act is on the claim
    Optional<Domain.Entity> holder = e;
    int cut = field.indexOf('_');
    if (cut > 0) {
      Optional<Domain.Entity> named = domain.entity(field.substring(0, cut));
      if (named.isPresent() && !named.get().equals(e.get())) {
        holder = named;
        field = field.substring(cut + 1);
      }
    }
    boolean own = holder.get().equals(e.get());
    for (Domain.Tool tool : domain.tools()) {
      // a verb of the usual classes, else the tool's own verb ("extended": `extend_rental`)
      if (!(verbClass != null
              ? VERBS.get(verbClass).contains(tool.verb())
              : tool.writes() && Words.same(tool.verb(), participle))
          || !tool.has(holder.get().idArg())
          || (own
              ? domain.subject(tool).filter(x -> x.equals(e.get())).isEmpty()
              : tool.nouns().stream().noneMatch(n -> Words.same(n, record)))) {
        continue;
      }
      String state = domain.state(holder.get(), tool);
      String value = state + "." + field;
      add(
          s,
          "only-if",
          tool.name(),
          Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Deny())
              .withWhen(
                  parse(
                      "exists("
                          + value
                          + ") && "
                          + value
                          + " not in ["
                          + String.join(", ", allowed.stream().map(Domain::lit).toList())
                          + "]"))
              .withSeverity(Enforcement.ERROR)
              .withText(
                  "a "
                      + e.get().name()
                      + " can only be "
                      + participle
                      + (own ? " while its " : " while the " + holder.get().name() + "'s ")
                      + field.replace('_', ' ')
                      + " is "
                      + String.join(" or ", allowed),
                  null));
      unread(s, tool.name(), state, holder.get().name());
    }
  }

  // ---- "exchange or modify order tools can only be called once" ---------------------------

  private static final Pattern ONCE =
      Pattern.compile(
          "\\b(?:(?:can|may|should) only be (?:called|used|invoked|done|performed)"
              // "rescheduling is allowed only once per appointment"
              + "|(?:is|are) (?:only )?(?:allowed|permitted|possible)(?: only)?) once\\b"
              // "only one exchange is allowed per order", "at most one exchange per order": one of
              // the acts a noun names, per record
              + "|\\bonly one [a-z]+(?: [a-z]+)? (?:is|are|may be|can be) (?:allowed|permitted"
              + "|possible|made|opened|created|placed|issued)\\b"
              + "|\\b(?:at most|no more than|only|just) one [a-z]+(?: [a-z]+){0,3}?(?= per )"
              // "give one guest pass per member": an instruction that counts what it gives
              + "|^[a-z]+ one [a-z]+(?: [a-z]+){0,3}?(?= per )");

  /** " per appointment" right after "once": the record the count is kept per. */
  private static final Pattern PER_RECORD = Pattern.compile("^ per ([a-z]+)");

  /** How many of the tool's nouns the words name. */
  private static long nounsNamed(Domain.Tool tool, List<String> words) {
    return tool.nouns().stream()
        .filter(n -> words.stream().anyMatch(w -> Words.same(w, n)))
        .count();
  }

  private void once(Statement s, String t) {
    Matcher once = ONCE.matcher(t);
    if (!once.find()) {
      return;
    }
    // the tools the subject names by verb and noun ("exchange or modify order tools"), else
    // ("this action") those the innermost heading names
    // (and the record it is counted per: "… only once per appointment")
    Matcher per = PER_RECORD.matcher(t.substring(once.end()));
    String perId = per.find() ? Words.stem(per.group(1)) + "_id" : null;
    // (with the match where it counts one of a noun: "only one exchange is allowed" names the
    // act by its noun)
    int upTo =
        once.group().matches("(?s)(only|at most|no more than|just|[a-z]+) one .*")
            ? once.end()
            : once.start();
    List<String> words = Words.of(t.substring(0, upTo) + (perId != null ? " " + per.group(1) : ""));
    List<String> heading =
        s.section().isEmpty() ? List.of() : Words.of(s.section().get(s.section().size() - 1));
    for (List<String> scope : List.of(words, heading)) {
      List<Domain.Tool> named = new ArrayList<>();
      // "the refund tool": a noun alone names the tool when the words hold no tool verb
      boolean verbless =
          domain.tools().stream()
              .noneMatch(x -> scope.stream().anyMatch(w -> Words.same(w, x.verb())));
      for (Domain.Tool tool : domain.tools()) {
        if (!tool.writes()) {
          continue;
        }
        // (a verb of the tool, not a modal that begins like one: "can" is no "cancel")
        boolean verb = verbless || scope.stream().anyMatch(w -> Words.sameVerb(w, tool.verb()));
        boolean noun =
            tool.nouns().stream().anyMatch(n -> scope.stream().anyMatch(w -> Words.same(w, n)));
        if (verb && noun) {
          named.add(tool);
        }
      }
      if (named.isEmpty()) {
        continue;
      }
      // "modify the items of an order": of the tools of one verb, those whose nouns the words
      // name most (`modify_pending_order_items`, not `…_payment` or `…_address`)
      Map<String, Long> most = new java.util.HashMap<>();
      for (Domain.Tool tool : named) {
        most.merge(tool.verb(), nounsNamed(tool, scope), Math::max);
      }
      named.removeIf(x -> nounsNamed(x, scope) < most.get(x.verb()));
      if (verbless) {
        // "at most one guest pass per member": with no verb, the tools whose nouns the words name
        // most (`issue_guest_pass`), not those of the record it is counted per (`…_membership`)
        long top = named.stream().mapToLong(x -> nounsNamed(x, scope)).max().orElse(0);
        named.removeIf(x -> nounsNamed(x, scope) < top);
      }
      for (Domain.Tool tool : named) {
        Optional<Domain.Entity> e = domain.subject(tool);
        // "once per appointment": keyed by that record's id where the tool takes it
        // ("per order" where the tool takes `order_number`: the record's key by another name)
        String perArg = perId == null ? null : perArg(tool, perId);
        Optional<io.contextcov.condition.Expr> key =
            perArg != null
                ? Optional.of(parse("args." + perArg))
                : e.filter(x -> tool.has(x.idArg())).map(x -> parse("args." + x.idArg()));
        add(
            s,
            "once",
            tool.name(),
            Constraint.of(
                    "draft",
                    ActionPattern.of(tool.name()),
                    new Effect.Limit(1, io.contextcov.bundle.Window.SESSION, key))
                .withSeverity(Enforcement.ERROR)
                .withText(
                    "`"
                        + tool.name()
                        + "` can only be called once"
                        + (perArg != null
                            ? " per `" + perArg + "`"
                            : key.map(k -> " per " + e.get().name()).orElse(""))
                        + " in a conversation",
                    null));
      }
      return;
    }
  }

  /**
   * The argument of {@code tool} that keys the record of {@code perId} ("order_id"): that one, or
   * one named for the record with another word of a key (`order_number`, `order_ref`); else null.
   */
  private static String perArg(Domain.Tool tool, String perId) {
    if (tool.has(perId)) {
      return perId;
    }
    String record = perId.substring(0, perId.length() - "_id".length());
    List<String> keys =
        tool.spec().args().keySet().stream()
            .filter(
                a -> a.matches(java.util.regex.Pattern.quote(record) + "_(number|no|code|ref|key)"))
            .toList();
    return keys.size() == 1 ? keys.get(0) : null;
  }

  // ---- "<record> may be <participle> at most <count>" ---------------------------------------

  /**
   * A record, "may/can be", a participle and a bound ("at most twice", "no more than 3 times"): the
   * record (1), the act (2), the count (3).
   */
  private static final Pattern TIMES =
      Pattern.compile(
          "^(?:an? |the |each |any )?((?:[a-z-]+ )?[a-z-]+)(?: (?:on|of|for|in) (?:an? |the |each |any )?([a-z]+))?"
              + " (?:may|can|is allowed to) (?:only )?be ([a-z]+)"
              // ("… be transferred to another person at most twice": words of where or to whom)
              + "(?: [a-z]+){0,4}?"
              + " (?:at most|no more than|up to|a maximum of) (once|twice|three times|four times"
              + "|five times|\\d+ times)(?: (?:per|for each|each) ([a-z]+))?\\b");

  /**
   * An act in the base form and its record, then how often it is allowed (group 1 the verb, 2 the
   * record, 3 the count, 4 the record it is counted per): "extend a rental — allowed up to 3 times
   * per rental".
   */
  private static final Pattern TIMES_ACT =
      Pattern.compile(
          "^([a-z]+) (?:an? |the )?([a-z]+)\\s*(?:[—–:-]|is|can be)\\s*(?:allowed |permitted |done )?"
              + "(?:at most|no more than|up to|a maximum of) (once|twice|three times|four times"
              + "|five times|\\d+ times)(?: (?:per|for each|each) ([a-z]+))?\\b");

  /**
   * A count of the records an act makes, said actively (group 1 the verb, 2 the count, 3 the
   * record, 4 the record it is counted per): "a customer may file at most 3 claims per policy".
   */
  private static final Pattern COUNTED_RECORDS =
      Pattern.compile(
          "\\b(?:may|can|is allowed to|are allowed to) (?:only )?([a-z]+) (?:at most|no more than"
              + "|up to|a maximum of) (\\d+|"
              + NUMBER_WORDS
              + ") ([a-z]+?)s?(?: (?:per|for each|each) ([a-z]+))?\\b");

  /** A count over a span of time: "per week", "each month", "in any 30-day period". */
  private static final Pattern PER_PERIOD =
      Pattern.compile(
          "\\b(?:per|a|an|each|every|in a|in any|within a|within any) (?:\\d+[- ])?(?:calendar )?"
              + "(?:day|week|month|year|night|hour|quarter|billing cycle|period|days|weeks|months)\\b");

  /**
   * The same in the passive (group 1 the count, 2 the record, 3 the participle, 4 the record it is
   * counted per): "at most 3 claims may be filed per policy".
   */
  private static final Pattern COUNTED_RECORDS_PASSIVE =
      Pattern.compile(
          "^(?:at most|no more than|up to|a maximum of) (\\d+|"
              + NUMBER_WORDS
              + ") ([a-z]+?)s? (?:may|can) (?:only )?be ([a-z]+)(?: (?:per|for each|each) ([a-z]+))?\\b");

  /**
   * A count of an act said by its noun, per record (group 1 the act's noun, 2 the count, 3 the
   * record): "reservations are limited to 10 per patron".
   */
  private static final Pattern LIMITED_PER =
      Pattern.compile(
          "^(?:the )?([a-z]+?)s? (?:are|is) (?:limited|capped) (?:to|at) (\\d+|"
              + NUMBER_WORDS
              + ") (?:per|for each|each) ([a-z]+)\\b");

  /**
   * The key of a record known by the tool that finds it: "per patron" on `reserve_item(card_number,
   * …)` is `card_number`, the first required argument of `find_patron`, where the tool takes it.
   */
  private Optional<String> finderKey(String record, Domain.Tool tool) {
    return domain.tools().stream()
        .filter(x -> !x.writes() && x.nouns().stream().anyMatch(n -> Words.same(n, record)))
        .map(x -> x.spec().required().isEmpty() ? null : x.spec().required().get(0))
        .filter(a -> a != null && tool.has(a))
        .findFirst();
  }

  /**
   * How many times one record may undergo an act: a limit on the writing tools of that verb, per
   * conversation, keyed by the record's id where the tool takes it.
   */
  private void times(Statement s, String t) {
    Matcher m = TIMES.matcher(t);
    Matcher act = TIMES_ACT.matcher(t);
    Matcher counted = COUNTED_RECORDS.matcher(t);
    Matcher passive = COUNTED_RECORDS_PASSIVE.matcher(t);
    Matcher limited = LIMITED_PER.matcher(t);
    String noun;
    String of;
    String participle;
    String count;
    // "file at most 3 claims": the calls that each make one record the tool's noun names
    boolean records = false;
    // (a number of calls, not of times: "limited to 10 per patron")
    boolean counts = false;
    if (PER_PERIOD.matcher(t).find()) {
      // "at most 3 desk days per week": a count over a time no conversation spans, which the
      // conversation's calls cannot show
      return;
    }
    String subject = "";
    if (counted.find()) {
      List<String> before = Words.of(t.substring(0, counted.start()));
      subject = before.isEmpty() ? "" : before.get(before.size() - 1);
      if (NARROWED_SUBJECT.matcher(t.substring(0, counted.start())).find()) {
        // "members on the flex plan can book at most 3 desks": a limit for some of those who act,
        // told apart by what no call shows
        return;
      }
      noun = counted.group(3);
      of = counted.group(4);
      participle = counted.group(1);
      count = counted.group(2);
      records = true;
    } else if (passive.find()) {
      noun = passive.group(2);
      of = passive.group(4);
      participle = passive.group(3);
      count = passive.group(1);
      records = true;
    } else if (limited.find()) {
      // "reservations are limited to 10 per patron": the act by its noun, counted per record
      noun = limited.group(1);
      participle = limited.group(1);
      count = limited.group(2);
      of = limited.group(3);
      counts = true;
    } else if (m.find()) {
      noun = m.group(1);
      // "a slot can be rescheduled at most once per order": counted per that record
      of = m.group(5) != null ? m.group(5) : m.group(2);
      participle = m.group(3);
      count = m.group(4);
    } else if (act.find()) {
      // "extend a rental — allowed up to 3 times per rental": the act said first, then how often
      noun = act.group(2);
      of = act.group(4);
      participle = act.group(1);
      count = act.group(3);
    } else {
      return;
    }
    int max =
        switch (count) {
          case "once" -> 1;
          case "twice" -> 2;
          case "three times" -> 3;
          case "four times" -> 4;
          case "five times" -> 5;
          default ->
              records || counts
                  ? NUMBERS.getOrDefault(count, count.matches("\\d+") ? Integer.parseInt(count) : 0)
                  : Integer.parseInt(count.substring(0, count.indexOf(' ')));
        };
    if (max <= 0
        || records
            && of != null
            && Set.of("conversation", "chat", "session", "call").contains(of)) {
      // ("at most three disputes may be opened per conversation": the conversation's limit,
      // which its own reading gives)
      return;
    }
    // "the plate on a permit can be changed at most twice": counted per permit, and of the tools
    // of that verb, the one whose noun is the plate where several share the verb
    String record = of != null ? of : noun;
    String idArg = Words.stem(record) + "_id";
    // ("the check-in date can be changed …": a verb of the same class as the tool's, `modify`)
    List<Domain.Tool> verbTools =
        domain.tools().stream()
            .filter(
                x ->
                    x.writes()
                        && (Words.sameVerb(participle, x.verb())
                            || VERBS.values().stream()
                                .anyMatch(
                                    set ->
                                        set.contains(x.verb())
                                            && set.stream()
                                                .anyMatch(v -> Words.sameVerb(participle, v)))))
            .toList();
    for (Domain.Tool tool : verbTools) {
      if (records
          && (tool.nouns().stream().noneMatch(n -> Words.same(n, noun))
              || tool.spec().args().keySet().stream()
                  // (an id names one record, it carries no count: `item_id`)
                  .anyMatch(a -> !a.endsWith("_id") && Words.same(a, noun)))) {
        // ("may order at most 3 items": a count of what one order holds, the bound's; so is "may
        // attach at most five documents" where one call carries `documents`)
        continue;
      }
      // "the check-in date can be changed at most twice per reservation": the calls that carry
      // the argument the noun names (`check_in`, one a call may leave out), not every change of
      // the reservation
      Optional<String> changed =
          of == null
              ? Optional.empty()
              : tool.spec().args().keySet().stream()
                  .filter(
                      a ->
                          !a.endsWith("_id")
                              && Words.of(noun).containsAll(Words.of(a.replace('_', ' '))))
                  .findFirst();
      boolean optional = changed.isPresent() && !tool.spec().required().contains(changed.get());
      if (verbTools.size() > 1
          && of != null
          && changed.isEmpty()
          && tool.nouns().stream().noneMatch(n -> Words.same(n, noun))) {
        continue;
      }
      // (a record known by its number or reference where the tool takes no id: `policy_number`)
      String keyArg =
          records && of == null
              // "a patron may reserve at most 10 items": counted per the subject, where a reading
              // tool finds it by an argument this tool takes, else per conversation
              ? finderKey(subject, tool).orElse("")
              : java.util.stream.Stream.of(
                      idArg, Words.stem(record) + "_number", Words.stem(record) + "_ref")
                  .filter(tool::has)
                  .findFirst()
                  .orElse(of == null ? idArg : finderKey(record, tool).orElse(idArg));
      Optional<io.contextcov.condition.Expr> key =
          tool.has(keyArg) ? Optional.of(parse("args." + keyArg)) : Optional.empty();
      Constraint limit =
          Constraint.of(
              "draft",
              ActionPattern.of(tool.name()),
              new Effect.Limit(max, io.contextcov.bundle.Window.SESSION, key));
      if (optional) {
        limit = limit.withWhen(parse("exists(args." + changed.get() + ")"));
      }
      add(
          s,
          "times",
          tool.name(),
          limit
              .withSeverity(Enforcement.ERROR)
              .withText(
                  "`"
                      + tool.name()
                      + "` at most "
                      + max
                      + " times"
                      + (key.isPresent() ? " per `" + keyArg + "`" : "")
                      + " in a conversation",
                  null));
    }
  }

  // ---- "<argument> must be one of: <value>, <value> or <value>" ---------------------------

  /** An argument's noun, "must be one of", then a list of values: the argument (1), values (2). */
  private static final Pattern ONE_OF =
      Pattern.compile(
          "^(?:the |a |an )?([A-Za-z][A-Za-z ]{1,40}?) (?:must|has to|needs to|should) be"
              + " (?:one of:?|either:?)\\s*(.+?)\\s*[.;]?$");

  /**
   * An open string argument kept to the values the policy lists: `assert` on each writing tool that
   * takes an argument of those words. The values keep their case as written.
   */
  private void oneOf(Statement s) {
    if (!s.text().contains(" one of") && !s.text().contains(" either")) {
      return;
    }
    Matcher m = ONE_OF.matcher(s.text().strip());
    if (!m.find()) {
      return;
    }
    List<String> values = new ArrayList<>();
    for (String v : m.group(2).split("\\s*(?:,|\\bor\\b|\\band\\b)\\s*")) {
      String value = v.strip().replaceAll("^[\"'“‘`]|[\"'”’`]$", "");
      if (!value.isEmpty()) {
        values.add(value);
      }
    }
    if (values.size() < 2 || values.stream().anyMatch(v -> v.split(" ").length > 4)) {
      return;
    }
    String named = m.group(1).toLowerCase(Locale.ROOT).replaceFirst("^(?:the|a|an) ", "");
    String whole = Words.snake(Words.of(named));
    // "the reason for cancellation": the argument, then the act it belongs to
    String[] parts = named.split(" (?:for|of|on) ", 2);
    String head = Words.snake(Words.of(parts[0]));
    List<String> actWords = parts.length > 1 ? Words.of(parts[1]) : List.of();
    List<String> headWords = Words.of(parts[0]);
    if (parts.length == 1 && headWords.size() == 2) {
      // "the cancellation reason": the act's noun before the argument
      head = headWords.get(1);
      actWords = headWords.subList(0, 1);
    }
    for (Domain.Tool tool : domain.tools()) {
      String arg =
          tool.has(whole)
              ? whole
              : tool.has(head)
                      && actWords.stream()
                          .anyMatch(
                              w ->
                                  Words.sameVerb(w, tool.verb())
                                      || tool.nouns().stream().anyMatch(n -> Words.same(w, n)))
                  ? head
                  : null;
      if (!tool.writes() || arg == null || tool.spec().args().get(arg).type() != ArgType.STRING) {
        continue;
      }
      add(s, "one-of", tool.name() + ":" + arg, listed(tool, arg, values));
    }
  }

  /** The tool's string argument, when given, is one of the values as written. */
  private static Constraint listed(Domain.Tool tool, String arg, List<String> values) {
    return assertion(
            tool.name(),
            "!exists(args."
                + arg
                + ") || args."
                + arg
                + " in ["
                + String.join(", ", values.stream().map(Domain::lit).toList())
                + "]")
        .withText(
            "`" + arg + "` is one of " + String.join(", ", values),
            "pass one of the listed values");
  }

  // ---- "breakfast can be added for at most 4 guests", "never refund over 500 dollars" ---------

  /**
   * A bound on a number: "at most 4", "no more than two", or, after a negation, "over $500", "more
   * than 3"; the word after it names the argument ("guests") or, a unit of money, the amount.
   */
  private static final Pattern BOUND =
      Pattern.compile(
          "\\b(at most|no more than|not more than|up to|a maximum of|limited to|capped at"
              // "the maximum credit that can be granted is 50 dollars"
              + "|the maximum(?: [a-z]+){0,8}? is|(?:more|greater|higher"
              + "|larger|longer|heavier|wider|taller|bigger|older) than|over|above|exceeding|in excess of"
              + "|(?:must|may|should|can|does|do)"
              + " not exceed|cannot exceed|can't exceed|never exceeds?) [$€£¥]?"
              // "2,000": thousands are grouped with commas
              + "(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?|(?:"
              + NUMBER_WORDS
              + ")\\b)(?!\\d|\\.\\d)"
              + "(?: ?([a-z$€£]+))?");

  private static final Set<String> MONEY =
      Set.of(
          "dollar", "dollars", "usd", "euro", "euros", "eur", "pound", "pounds", "gbp", "$", "yuan",
          "rmb", "cny");

  /**
   * A hand-over said first, then when it is owed: "transfer the guest to a human when …", "escalate
   * if …" — what follows is past what the agent may do itself.
   */
  private static final Pattern HAND_OVER_WHEN =
      Pattern.compile(
          "^\\W*(?:(?:always|you must|you should)\\s+)?(?:transfer|escalate|hand\\s+(?:\\w+\\s+)?over"
              + "|refer)\\b[^.;]*\\b(?:when|whenever|if)\\b");

  /** A clause opened by a condition: "if …", "when …", "whenever …". */
  private static final Pattern IF_OPENING = Pattern.compile("^\\W*(?:if|when|whenever)\\b");

  /**
   * The rest of a condition, then a hand-over after its comma: "(if a refund would be over 500
   * dollars), hand the conversation to a human", "…, transfer the customer to a supervisor".
   */
  private static final Pattern HAND_OVER_THEN =
      Pattern.compile(
          "[^,.;]*,\\s*(?:(?:please|then|always|you must|you should)\\s+)?(?:transfer|escalate|hand"
              + "|refer|pass)\\b");

  /**
   * A case, then an arrow to a hand-over: "guest asks for a refund larger than $300 → transfer to
   * the front desk".
   */
  private static final Pattern HAND_OVER_ARROW =
      Pattern.compile("[^.;→]*→\\s*(?:transfer|escalate|hand|refer|pass)\\b");

  /** What the agent passes on: "… go to staff", "are escalated to a human", "goes to a manager". */
  private static final Pattern HANDED_OVER =
      Pattern.compile(
          "\\b(?:go|goes|are sent|is sent|are passed|is passed|are escalated|is escalated|are handed"
              + "|is handed|are referred|is referred|are transferred|is transferred"
              // "… must be referred to the freight desk"
              + "|(?:must|should|need to|needs to|has to|have to) be (?:sent|passed|escalated|handed"
              + "|referred|transferred))\\s+(?:over\\s+)?"
              + "to\\b|"
              // "… are issued by a supervisor"
              + io.contextcov.compiler.statements.ModalityDetector.DONE_BY_PERSON.pattern());

  private static final Pattern NEGATION =
      Pattern.compile("\\b(not|never|cannot|can't|no|don't|do not|must not|may not)\\b");

  /**
   * A person's leave the act needs: "need(s)/require(s) … approval", "without (a manager's)
   * approval", "unless approved", "only with … sign-off", "must be approved by a manager", "needs a
   * supervisor".
   */
  private static final Pattern APPROVAL =
      Pattern.compile(
          "\\b(?:needs?|requires?|without|only with|subject to)\\b[^.;]{0,40}?\\b(?:approval|sign-off"
              + "|authori[sz]ation|consent)\\b|\\bunless (?:it is |they are |it's )?(?:approved"
              + "|authori[sz]ed|signed off)\\b|\\b(?:must|needs? to|has to|have to|should) be (?:approved"
              + "|authori[sz]ed|signed off|cleared) by\\b"
              // "… of more than 20 dollars needs a supervisor": a person the act waits for
              + "|\\b(?:needs?|requires?) (?:an? |the )"
              + io.contextcov.compiler.statements.ModalityDetector.PERSON
              + "\\b");

  /** A bound said of what is covered or free: "tows are covered " before "up to 50 km". */
  private static final Pattern COVERED =
      Pattern.compile(
          "\\b(?:is|are)\\s+(?:covered|included|free(?:\\s+of\\s+charge)?|paid\\s+for|complimentary"
              + "|reimbursed)\\s*$");

  /** The same, said after the bound: "tows of up to 80 km are covered". */
  private static final Pattern COVERED_AFTER =
      Pattern.compile(
          "\\s*(?:is|are)\\s+(?:covered|included|free(?:\\s+of\\s+charge)?|paid\\s+for|complimentary"
              + "|reimbursed)\\b");

  /** What lies past a bound left to a person: "; larger fines need a librarian". */
  private static final Pattern LARGER_NEEDS =
      Pattern.compile(
          "^[^;.]*[;.]\\s*(?:(?:any|all|anything|everything)\\s+)?(?:larger|bigger|higher|greater|longer"
              + "|heavier|wider|older|more)"
              + "(?:\\s+than\\s+that|\\s+[a-z]+)?\\s+"
              + "(?:needs?|requires?)\\s+(?:an?\\s+|the\\s+)?(?:approval|sign-off|"
              + io.contextcov.compiler.statements.ModalityDetector.PERSON
              + ")\\b");

  private void bound(Statement s, String t) {
    Matcher m = BOUND.matcher(t);
    while (m.find()) {
      // ("may not exceed 500 unless …": a word after the number that is no unit ends nothing)
      int end = m.group(3) != null && NO_UNIT.contains(m.group(3)) ? m.end(2) : m.end();
      boolean atMost =
          !m.group(1)
              .matches(
                  "(more|greater|higher|larger|longer|heavier|wider|taller|bigger|older) than|over"
                      + "|above|exceeding|in excess of");
      // "more than 3" bounds only under a negation before it ("do not refund more than …") or a
      // hand-over after it ("orders of more than 5 seats go to staff")
      Matcher neg = NEGATION.matcher(t);
      // "refunds above 50 eur need a supervisor's approval", "never refund more than 50 eur
      // without approval": past the bound a person decides, so it is asked, never refused
      boolean approved =
          !atMost && APPROVAL.matcher(t).find()
              // "fines of up to 5 euros may be waived; larger fines need a librarian": past the
              // bound a person decides
              || atMost && LARGER_NEEDS.matcher(t.substring(end)).find()
              // "tows are covered up to 50 km": what is covered, not a cap — past it the member
              // pays, so the call is asked about, never refused
              || atMost && COVERED.matcher(t.substring(0, m.start())).find()
              // ("tows of up to 80 km are covered": the same, said after the bound)
              || atMost && COVERED_AFTER.matcher(t.substring(end)).lookingAt();
      if (!APPROVAL.matcher(t).find() && UNLOCK.matcher(t.substring(end)).find()) {
        // "a credit above 20 dollars needs a reason code of `OUTAGE`", "never credit more than
        // 20 dollars without the reason code": past the bound, an argument the call carries
        int before = m.group(1).startsWith("the maximum") ? m.end(1) : m.start();
        if (unlocked(s, t, new Bound(before, end, m.group(2), m.group(3), m.start(2), true))) {
          continue;
        }
      }
      if (!atMost
          && !approved
          && !(neg.find() && neg.start() < m.start())
          && !HANDED_OVER.matcher(t.substring(end)).find()
          && !HAND_OVER_WHEN.matcher(t.substring(0, m.start())).find()
          && !(IF_OPENING.matcher(t).lookingAt()
              && HAND_OVER_THEN.matcher(t.substring(end)).lookingAt())
          && !HAND_OVER_ARROW.matcher(t.substring(end)).lookingAt()) {
        continue;
      }
      // ("the maximum speed boost is 200": the bounded thing is inside the phrase of the bound)
      int before = m.group(1).startsWith("the maximum") ? m.end(1) : m.start();
      boundOn(s, t, new Bound(before, end, m.group(2), m.group(3), m.start(2), true), approved);
    }
    Matcher range = RANGE.matcher(t);
    while (range.find()) {
      // "payment plans can run for 3 to 12 months", "between 2 and 8 guests may be booked": a
      // least and a most of one argument, said where the act is restricted or allowed
      if (!RANGE_KEPT.matcher(t).find() && !opensWithToolVerb(t)) {
        continue;
      }
      boundOn(
          s,
          t,
          new Bound(
              range.start(), range.end(), range.group(1), range.group(3), range.start(1), false),
          false);
      boundOn(
          s,
          t,
          new Bound(
              range.start(), range.end(), range.group(2), range.group(3), range.start(2), true),
          false);
    }
    Matcher orLess = OR_LESS.matcher(t);
    while (orLess.find()) {
      // "you can waive fines of 10 euros or less", "only refunds of 50 dollars or less": the
      // extent of a leave or a restriction; "orders of 5 items or fewer ship free" is a case
      String lead = t.substring(0, orLess.start());
      if (RESTRICTS.matcher(lead).find() || LEAVE.matcher(lead).find()) {
        boundOn(
            s,
            t,
            new Bound(
                orLess.start(),
                orLess.end(),
                orLess.group(1),
                orLess.group(2),
                orLess.start(1),
                true),
            false);
      }
    }
    Matcher after = MAXIMUM_AFTER.matcher(t);
    while (after.find()) {
      // "limits can be raised to 8000 dollars at most"
      boundOn(
          s,
          t,
          new Bound(
              after.start(), after.end(), after.group(1), after.group(2), after.start(1), true),
          false);
    }
    minimum(s, t);
  }

  /**
   * Two numbers and a unit: "3 to 12 months", "between 2 and 8 guests", "from 1 to 5 nights"
   * (groups: the least, the most, the unit).
   */
  private static final Pattern RANGE =
      Pattern.compile(
          "\\b(?:(?:from|between)\\s+)?[$€£¥]?(\\d+(?:\\.\\d+)?)\\s*(?:to|and|-|–)\\s*[$€£¥]?(\\d+(?:\\.\\d+)?)"
              + "\\s+([a-z$€£]+)");

  /**
   * Whether the text opens with a tool's verb, as an instruction to do that act: "Freeze a
   * membership for 1 to 3 months" (the range is how it is done).
   */
  private boolean opensWithToolVerb(String t) {
    List<String> words = Words.of(t);
    return !words.isEmpty()
        && domain.tools().stream()
            .anyMatch(x -> x.writes() && Words.sameVerb(words.get(0), x.verb()));
  }

  /** A word of a rule around a range: can, may, must, only, has to… */
  private static final Pattern RANGE_KEPT =
      Pattern.compile("\\b(?:can|may|must|only|has to|have to|should|allowed|limited)\\b");

  /** A number, then "or less": "10 euros or less", "3 nights or fewer". */
  private static final Pattern OR_LESS =
      Pattern.compile(
          "[$€£¥]?(\\d+(?:\\.\\d+)?)(?: ?([a-z$€£]+))? (?:or|and) (?:less|fewer|under|below|lower)\\b");

  /** Words of a leave given the agent: "you can", "you may", "you are allowed to". */
  private static final Pattern LEAVE =
      Pattern.compile("\\b(?:you|agents?|the assistant) (?:can|may|are allowed to|are able to)\\b");

  /** A number, then the words of a maximum: "8000 dollars at most", "3 nights max". */
  private static final Pattern MAXIMUM_AFTER =
      Pattern.compile(
          "[$€£¥]?(\\d+(?:\\.\\d+)?)(?: ?([a-z$€£]+))? (?:at (?:the )?most|max|maximum)\\b(?! of)");

  /**
   * A number a bound names, in {@code t}: the words before {@code before} name the act and its
   * record, those after {@code end} may name the thing bounded; {@code most} for a maximum, else a
   * minimum.
   */
  private record Bound(
      int before, int end, String number, String unit, int numberAt, boolean most) {}

  /**
   * A lower bound: "at least 25 dollars", "a minimum of 2 nights", "no less than 10", "25 dollars
   * or more", or, after a negation, "less than 25", "under 25" ("never open a dispute for less than
   * 25 dollars").
   */
  private static final Pattern MINIMUM =
      Pattern.compile(
          "\\b(?:(at least|a minimum of|no less than|not less than|no fewer than"
              + "|(?:less|fewer|younger) than|under|below) [$€£¥]?(\\d+(?:\\.\\d+)?)(?: ?([a-z$€£]+))?"
              + "|[$€£¥]?(\\d+(?:\\.\\d+)?)(?: ?([a-z$€£]+))? (?:or|and) (?:more|above|higher|over|up))\\b");

  /** A passive act with "can" or "may": "can be frozen", "may only be booked". */
  private static final Pattern CAN_BE_DONE =
      Pattern.compile("\\b(?:can|may)\\s+(?:only\\s+)?be\\s+[a-z]+(?:ed|en)\\b");

  private void minimum(Statement s, String t) {
    Matcher m = MINIMUM.matcher(t);
    while (m.find()) {
      boolean under =
          m.group(1) != null && m.group(1).matches("(less|fewer|younger) than|under|below");
      Matcher neg = NEGATION.matcher(t);
      boolean negated = neg.find() && neg.start() < m.start();
      boolean approved = !under && APPROVAL.matcher(t).find();
      if (under && !negated
          || !under
              && !approved
              && !negated
              && !RESTRICTS.matcher(t.substring(0, m.start())).find()
              // "a membership can be frozen for a minimum of 14 days": the extent of the act
              // the passive names
              && !CAN_BE_DONE.matcher(t.substring(0, m.start())).find()) {
        // "refunds under 25 dollars are automatic", "members with at least 3 visits get a towel":
        // a case, no bound
        continue;
      }
      Bound b =
          m.group(1) != null
              ? new Bound(
                  m.start(), m.end(), m.group(2), ageUnit(t, m, m.group(3)), m.start(2), false)
              : new Bound(m.start(), m.end(), m.group(4), m.group(5), m.start(4), false);
      // "refunds of 100 dollars or more need a manager's approval": asked from the bound on
      boundOn(s, t, b, approved);
    }
  }

  /**
   * The unit of a bound that is an age — "younger than 21", "at least 18 years old" — is {@code
   * age}, which names the argument (`driver_age`); else {@code unit}.
   */
  private static String ageUnit(String t, Matcher m, String unit) {
    boolean years = unit != null && unit.matches("years?");
    return m.group(1).equals("younger than")
            || years && t.startsWith(" old", m.end())
            || unit == null && t.startsWith(" years old", m.end())
        ? "age"
        : unit;
  }

  /** A word before a bound that makes it one the act must keep: "can only", "must be". */
  private static final Pattern RESTRICTS =
      Pattern.compile("\\b(only|must|has to|have to|needs? to|required|minimum)\\b");

  /**
   * After a bound, what lifts it: "needs", "requires", "without" or "unless" and the words that
   * follow (group 1).
   */
  private static final Pattern UNLOCK =
      Pattern.compile("\\b(?:needs?|requires?|without|unless(?: it has| they have)?)\\s+([^.;]+)");

  /** A value written in code: `OUTAGE`, `billing-error`. */
  private static final Pattern CODE_VALUE = Pattern.compile("`([A-Za-z0-9][\\w.-]*)`");

  /** The number of a bound, thousands' commas dropped and number words read. */
  private static String limitOf(Bound b) {
    String n = b.number().replace(",", "");
    return n.matches("\\d.*") ? n : String.valueOf(number(n));
  }

  /**
   * A bound lifted by an argument the call carries: "a credit above 20 dollars needs a reason code
   * of `OUTAGE` or `BILLING_ERROR`" — on each writing tool the bound is on that takes an argument
   * whose words stand after the lifting word, past the bound the call must carry it (with one of
   * the values in code, where the statement names any). Whether any tool was so read.
   */
  private boolean unlocked(Statement s, String t, Bound b) {
    Matcher u = UNLOCK.matcher(t.substring(b.end()));
    if (!u.find()) {
      return false;
    }
    List<String> lifting = Words.of(u.group(1));
    List<String> values = new ArrayList<>();
    Matcher code = CODE_VALUE.matcher(s.text());
    while (code.find()) {
      if (domain.tools().stream().noneMatch(x -> x.name().equals(code.group(1)))) {
        values.add(code.group(1));
      }
    }
    List<Draft> list = out.computeIfAbsent(s, k -> new ArrayList<>());
    int had = list.size();
    boundOn(s, t, b, false);
    List<Draft> bounds = new ArrayList<>(list.subList(had, list.size()));
    list.subList(had, list.size()).clear();
    boolean any = false;
    for (Draft d : bounds) {
      Domain.Tool tool =
          domain.tools().stream()
              .filter(x -> d.key().startsWith(x.name() + ":"))
              .findFirst()
              .orElse(null);
      if (tool == null) {
        continue;
      }
      String bounded = d.key().substring(tool.name().length() + 1);
      for (String arg : tool.spec().args().keySet()) {
        List<String> argWords = Words.of(arg.replace('_', ' '));
        if (arg.endsWith("_id")
            || arg.equals(bounded)
            || !containsRun(lifting.subList(0, Math.min(lifting.size(), 5)), argWords)) {
          continue;
        }
        String carried =
            tool.spec().args().get(arg).type() == ArgType.BOOLEAN
                // "unless the sender bought extra cover": the yes-or-no argument set
                ? "args." + arg + " == true"
                : values.isEmpty() || tool.spec().args().get(arg).type() != ArgType.STRING
                    ? "exists(args." + arg + ")"
                    : "args."
                        + arg
                        + " in ["
                        + String.join(", ", values.stream().map(Domain::lit).toList())
                        + "]";
        String op = b.most() ? " <= " : " >= ";
        String limit = limitOf(b);
        add(
            s,
            "bound-lifted",
            tool.name() + ":" + bounded + ":" + arg,
            assertion(
                    tool.name(),
                    "!exists(args."
                        + bounded
                        + ") || args."
                        + bounded
                        + op
                        + limit
                        + " || "
                        + carried)
                .withText(
                    "`"
                        + tool.name()
                        + "` past "
                        + limit
                        + " as `"
                        + bounded
                        + "` carries `"
                        + arg
                        + "`"
                        + (values.isEmpty() ? "" : " (" + String.join(", ", values) + ")"),
                    "pass `" + arg + "`"));
        any = true;
      }
    }
    if (!any && !bounds.isEmpty()) {
      // "never credit more than 20 dollars without a manager's note": what lifts the bound is no
      // argument of the call, so past it the call is asked about
      boundOn(s, t, b, true);
    }
    return !bounds.isEmpty();
  }

  /** The bound {@code b} on each writing tool whose act and record the words around it name. */
  private void boundOn(Statement s, String t, Bound b, boolean approved) {
    String limit = limitOf(b);
    // ("payouts above 5000 need a person": the word after the number is a verb, no unit)
    String unit = b.unit() == null || NO_UNIT.contains(b.unit()) ? "" : b.unit();
    List<String> words = Words.of(t.substring(0, b.before()));
    boolean money =
        MONEY.contains(unit)
            || "$€£¥".indexOf(t.charAt(b.numberAt() - 1)) >= 0
            // "payouts above 5000": a number with no unit after a noun of money is an amount
            || unit.isEmpty()
                && words.subList(Math.max(0, words.size() - 3), words.size()).stream()
                    .anyMatch(MONEY_NOUNS::contains);
    boolean verbless =
        domain.tools().stream()
            .noneMatch(x -> words.stream().anyMatch(w -> Words.sameVerb(w, x.verb())));
    // "never charge more than $40 for a no-show": the thing the verb's bound is on, after it
    List<String> after = Words.of(t.substring(b.end()).split("[.;:]", 2)[0]);
    // "no more than 90 tablets may be requested in one refill": with no verb before the bound, a
    // tool's verb in the passive after it names the act
    boolean passive =
        verbless
            && domain.tools().stream()
                .anyMatch(x -> after.stream().anyMatch(w -> Words.sameVerb(w, x.verb())));
    for (Domain.Tool tool : domain.tools()) {
      // ("never call `issue_refund` for more than …": the name, which the text holds joined)
      boolean called = words.contains(tool.name().replace("_", ""));
      boolean verb =
          verbless || called || words.stream().anyMatch(w -> Words.sameVerb(w, tool.verb()));
      // "a single transfer must not exceed …": the tool's verb used as its noun
      boolean noun =
          tool.nouns().stream().anyMatch(x -> words.stream().anyMatch(w -> Words.same(w, x)))
              || !verbless && verb && tool.writes() && asNoun(words, tool.verb())
              || !verbless
                  && verb
                  && tool.nouns().stream()
                      .anyMatch(x -> after.stream().anyMatch(w -> Words.same(w, x)));
      if (!verbless
          && verb
          && !noun
          && tool.writes()
          && domain.tools().stream()
                  .filter(x -> x.writes() && Words.sameVerb(x.verb(), tool.verb()))
                  .count()
              == 1) {
        // "never waive more than 10 euros": the one writing tool of that verb, its record unnamed
        noun = true;
      }
      if (passive) {
        verb = after.stream().anyMatch(w -> Words.sameVerb(w, tool.verb()));
        noun =
            verb
                && (tool.nouns().stream()
                        .anyMatch(x -> after.stream().anyMatch(w -> Words.same(w, x)))
                    || domain.tools().stream()
                            .filter(x -> x.writes() && Words.sameVerb(x.verb(), tool.verb()))
                            .count()
                        == 1);
      }
      if (verbless && tool.writes() && nominal(after, tool.verb())) {
        // "never extend a due date by more than 21 days in one renewal": the act the bound is on
        // named after it by its noun, the verb before it another's
        noun = true;
      }
      if (verbless
          && tool.writes()
          && tool.spec().args().entrySet().stream()
              .anyMatch(e -> e.getValue().type().isNumeric() && Words.same(e.getKey(), unit))) {
        // "a stay can't be longer than 28 nights": a number argument named by the unit alone
        // (`nights`) is the thing bounded, whatever noun the sentence gives it
        noun = true;
      }
      // "the number of guests must not exceed 4": a number argument counted by name
      boolean counted = verbless && tool.writes() && numberOf(words, tool);
      if (counted) {
        verb = true;
        noun = true;
      }
      if (!tool.writes() || !verb || !noun && !called) {
        continue;
      }
      Optional<String> arg = numberArg(tool, unit, money);
      if (arg.isEmpty() && (unit.isEmpty() || money || !unit.matches("[a-z]+") || counted)) {
        // "a credit limit may be raised to no more than 15000", "the new limit may never exceed
        // 10000 dollars": the number argument the words before the bound name (`new_limit`)
        arg = namedNumberArg(tool, words);
      }
      if (arg.isEmpty() && unit.isEmpty()) {
        arg = onlyNumberArg(tool, t, b);
      }
      if (approved) {
        arg.ifPresent(
            a ->
                add(
                    s,
                    "bound-approval",
                    tool.name() + ":" + a,
                    Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Confirm())
                        .withWhen(parse("args." + a + (b.most() ? " > " : " >= ") + limit))
                        .withSeverity(Enforcement.ERROR)
                        .withText(
                            "`"
                                + tool.name()
                                + "` with `"
                                + a
                                + (b.most() ? "` over " : "` at or over ")
                                + limit
                                + " needs a person's approval",
                            "ask the user first")));
        continue;
      }
      String op = b.most() ? " <= " : " >= ";
      arg.ifPresent(
          a ->
              add(
                  s,
                  b.most() ? "bound" : "minimum",
                  tool.name() + ":" + a,
                  assertion(tool.name(), "!exists(args." + a + ") || args." + a + op + limit)
                      .withText(
                          "`"
                              + tool.name()
                              + "` takes "
                              + (b.most() ? "at most " : "at least ")
                              + limit
                              + " as `"
                              + a
                              + "`",
                          null)));
    }
  }

  // ---- "you must not close an account yourself" ---------------------------------------------

  /** A negation, then (within three words) the act: group 1 the words from the act on. */
  private static final Pattern NEGATED_ACT =
      Pattern.compile(
          "\\b(?:must not|may not|cannot|can't|should not|shouldn't|do not|don't|never|are not"
              + " (?:permitted|allowed) to|is not (?:permitted|allowed) to|not (?:permitted|allowed)"
              + " to|(?:is|are) never (?:permitted|allowed) to)\\s+(?:ever\\s+|yourself\\s+"
              + "|directly\\s+)?([a-z][^;:.]*)");

  /** A condition opening the clause a negation stands in: "if …, ", "otherwise, ". */
  private static final Pattern LEADING_CONDITION =
      Pattern.compile(
          "(?:^|[.;:]\\s+)(?:if|when|whenever|once|while|after|before|unless|until|otherwise"
              + "|in that case|in such cases?|else)\\b[^.;:]*$");

  /** A first clause that is a ban in the passive: "… cannot be changed", "… must never be …". */
  private static final Pattern FIRST_CLAUSE_BAN =
      Pattern.compile(
          "\\b(?:must not|may not|cannot|can't|should not|must never|may never|can never|are not to"
              + "|is not to)\\s+be\\s+[a-z]+ed\\b");

  /**
   * The same in the passive, the record before the negation: "certificates must not be issued by
   * the assistant" (group 1 the subject, group 2 the participle, group 3 what follows).
   */
  private static final Pattern NEGATED_PASSIVE =
      Pattern.compile(
          "^(?:[^;:.]*?[.;:]\\s+)?([a-z][a-z' -]*?)\\s+(?:must not|may not|cannot|can't|should not"
              + "|must never|may never|can never|are not to|is not to)\\s+be\\s+([a-z]+)([^;:.]*)");

  /**
   * The passive with "never" and no "be": "port-out codes are never generated while …" — group 1
   * the record, 2 the participle, 3 what follows.
   */
  private static final Pattern NEVER_PARTICIPLE =
      Pattern.compile(
          "^(?:[^;:.]*?[.;:]\\s+)?([a-z][a-z -]*?)\\s+(?:is|are)\\s+never\\s+"
              + "(?!(?:allowed|permitted|supposed|meant|expected|required)\\b)"
              + "([a-z]+(?:ed|en|wn))\\b([^;:.]*)");

  /**
   * A passive said of where or how the act is done, then ", never" and the agent's channel: "postal
   * addresses are changed at a desk, never over chat" (group 1 the subject and verb, 2 the
   * participle, 3 the channel).
   */
  private static final Pattern DONE_ELSEWHERE_NEVER =
      Pattern.compile(
          "^([a-z][a-z' -]*?\\s+(?:is|are))\\s+([a-z]+(?:ed|en|wn))\\b[^,;.]*,\\s*(?:but\\s+)?never\\s+"
              + "((?:over|by|via|through|in)\\s+(?:the\\s+)?(?:chat|phone|assistant|agent|conversation"
              + "|email|messag\\w+)\\b[^;.]*)");

  /** Words after the act's object that narrow nothing: "yourself", "for the customer". */
  private static final Set<String> PLAIN_AFTER =
      Set.of(
          "yourself",
          "directly",
          "ever",
          "at",
          "all",
          "for",
          "the",
          "a",
          "customer",
          "customers",
          "user",
          "users",
          "on",
          "their",
          "behalf",
          "them",
          "him",
          "her",
          "any",
          "time",
          "under",
          "circumstances",
          "circumstance",
          // the channel every call goes through: "over chat", "by the assistant"
          "over",
          "via",
          "through",
          "by",
          "in",
          "chat",
          "conversation",
          "phone",
          "assistant",
          "agent",
          "you",
          "here",
          // ("through this chat", "in this conversation")
          "this");

  /**
   * Words that hand the rule to another frame: a condition, an exception, an order or a count (not
   * one granted after "even": "even if the customer insists" narrows nothing).
   */
  private static final Pattern ANOTHER_FRAME =
      Pattern.compile(
          "(?<!\\beven )\\b(unless|without|except|before|after|until|if|when|whenever|once|only|more than"
              // ("over 200 EUR", not "over chat")
              + "|(?:over|above)(?=\\s*(?:[$€£]|\\d|a\\s|an\\s|the\\s+(?:limit|amount|maximum)))"
              + "|exceed\\w*|at most|no more than|up to|instead of|rather than|twice|again)\\b");

  /**
   * A tool named in code right after a negation and a verb of calling in Chinese — 任何情况下都不能调用
   * `suspend_account`, 禁止使用 `close_account`: the tool is denied (asked about after a softening
   * word, 尽量不要, 避免).
   */
  private void hanToolBanned(Statement s) {
    // (the statement as written: the reader's text has lost its code marks and underscores)
    String t = s.fullText();
    if (!io.contextcov.compiler.reader.Prose.holdsHan(t) || HAN_CASE.matcher(t).find()) {
      // (在找到账户之前不要调用 `refund_trip`: an order, or a ban under a case, which the sequence
      // and condition readings read)
      return;
    }
    if (t.indexOf('`') < 0) {
      // 任何情况下都不能封禁用户账户: the act's Chinese verb names the one writing tool of its
      // English verb (`han-gloss` in `lexicon.tsv`)
      Matcher n = HAN_NEGATED_ACT.matcher(t);
      // (the negation's own verb, not a bound, "退款金额不得超过 20 元", which another reading reads)
      if (n.find() && io.contextcov.compiler.rules.ToolActs.glossedAt(t, n.start(3))) {
        List<String> named =
            io.contextcov.compiler.rules.ToolActs.named(t.substring(n.start(3)), domain.catalog());
        if (named.size() == 1) {
          banTool(s, named.get(0), n.group(1) != null || !s.modality().binding());
        }
      }
      return;
    }
    Matcher m = HAN_TOOL_BAN.matcher(t);
    while (m.find()) {
      String name = m.group(3);
      Optional<Domain.Tool> tool =
          domain.tools().stream().filter(x -> x.name().equals(name)).findFirst();
      if (tool.isEmpty()) {
        continue;
      }
      banTool(s, name, m.group(1) != null || !s.modality().binding());
    }
  }

  /** Denies the tool {@code name} (asks about it when {@code soft}). */
  private void banTool(Statement s, String name, boolean soft) {
    add(
        s,
        "ban",
        name,
        Constraint.of(
                "draft", ActionPattern.of(name), soft ? new Effect.Confirm() : new Effect.Deny())
            .withSeverity(Enforcement.ERROR)
            .withText(
                soft
                    ? "`" + name + "` needs a human's approval here"
                    : "`" + name + "` is not allowed here",
                soft ? "ask the user first" : null));
  }

  /** 不能封禁账户, 禁止退款: a negation and the act's Chinese verb (group 1 softening, 3 the verb on). */
  private static final Pattern HAN_NEGATED_ACT =
      Pattern.compile(
          "(尽量|最好)?(不能|不得|不可|不要|不许|不允许|禁止|严禁|切勿|绝不|绝对不能|永远不要)\\s*(?:再|自行|直接|主动|帮用户|给用户|为用户)?"
              + "\\s*(\\p{IsHan})");

  /**
   * A bound said in Chinese, as the English the bound reading reads: 退款金额不得超过 20 元 → "refund
   * amounts can never exceed 20 eur"; 赠送骑行券（`add_credit`）每次最多 10 元 → "addcredit: at most 10 eur
   * each time" (the subject's verbs glossed, `han-gloss` in `lexicon.tsv`; code kept as the
   * reader's text keeps it, without its marks). Null where the text holds no such bound.
   */
  private static String hanBound(String text) {
    if (!io.contextcov.compiler.reader.Prose.holdsHan(text)) {
      return null;
    }
    Matcher m = HAN_BOUND.matcher(text);
    if (!m.find()) {
      return null;
    }
    String subject = m.group(1);
    Matcher code = TOOL_IN_CODE.matcher(subject);
    String what;
    if (code.find()) {
      what = code.group(1).replace("_", "") + ":";
    } else {
      List<String> glosses = new ArrayList<>();
      for (String w : io.contextcov.compiler.rules.ToolActs.glossed(subject).split("[^A-Za-z]+")) {
        if (!w.isEmpty()) {
          glosses.add(w.toLowerCase(Locale.ROOT));
        }
      }
      if (glosses.isEmpty()) {
        return null;
      }
      what = String.join(" ", glosses) + " amounts";
    }
    String unit = m.group(4) == null ? "" : HAN_UNITS.getOrDefault(m.group(4), "");
    String rest = text.substring(m.end());
    // "超过 20 元的退款请转人工处理": past the bound a person decides
    String after = HAN_TO_PERSON.matcher(rest).find() ? "; larger ones go to a human." : ".";
    return m.group(2) != null
        ? what + " can never exceed " + m.group(3) + " " + unit + after
        : what + " at most " + m.group(3) + " " + unit + " each time" + after;
  }

  /** A subject, then 不得超过 N 元 (group 2) or 最多 N 元, the number in 3 and its unit in 4. */
  private static final Pattern HAN_BOUND =
      Pattern.compile(
          "([^，。；;,.]{1,40}?)(?:的)?(?:金额|数额|额度)?\\s*(?:每次|单次|一次|每笔)?\\s*(?:(不得|不能|不可|不要|不应|不许)"
              + "\\s*(?:超过|高于|多于)|最多|至多|不超过)\\s*(\\d+(?:\\.\\d+)?)\\s*(元|块|美元|欧元)?");

  /** Units of money in Chinese, as the bound reading names them. */
  private static final Map<String, String> HAN_UNITS =
      Map.of("元", "yuan", "块", "yuan", "美元", "usd", "欧元", "eur");

  /** 转人工, 交给人工, 找主管: a hand-over to a person. */
  private static final Pattern HAN_TO_PERSON = Pattern.compile("转人工|交给人工|人工处理|主管|经理");

  /** An order or a case in Chinese: before, after, until, unless, if, when. */
  private static final Pattern HAN_CASE =
      Pattern.compile(
          "之前|以前|之后|以后|直到|除非|如果|若是|假如|否则|的话|时[，,]|时(?:不|禁|严|切|别)|前(?:不|禁|严|切|别)"
              + "|后(?:不|禁|严|切|别|才)");

  /** A tool's name in code (group 1). */
  private static final Pattern TOOL_IN_CODE = Pattern.compile("`([A-Za-z_][A-Za-z0-9_]*)`");

  /** 不能调用 `x`, 禁止使用 `x`, 尽量不要调用 `x` (group 1 a softening word, 3 the tool's name). */
  private static final Pattern HAN_TOOL_BAN =
      java.util.regex.Pattern.compile(
          "(尽量|最好|避免)?(不能|不得|不可|不要|不许|不允许|禁止|严禁|切勿|绝不|绝对不能|永远不要|别|避免)"
              + "\\s*(?:再|自行|直接|主动)?\\s*(?:调用|使用|用|执行|运行)?\\s*`([A-Za-z_][A-Za-z0-9_]*)`");

  /**
   * A negated act on one writing tool of the catalog, its object named by the tool's nouns — "you
   * must not close an account yourself", "never unfreeze a card" — or the tool named by its name
   * ("do not call `close_account`"): the tool is denied (asked about when soft). Words after the
   * object that single some records out ("accounts that still hold money") make it a question,
   * since which records they are no call shows; a condition, exception, order or count is left to
   * the frames that read those.
   */
  private void banned(Statement s, String t) {
    // ("upgrade a room — no": a table row's verdict, whatever modality its row was given)
    if (!s.modality().negative() && !LABELLED_BAN.matcher(t).find()) {
      int semi = t.indexOf("; ");
      if (semi < 0 || !FIRST_CLAUSE_BAN.matcher(t.substring(0, semi)).find()) {
        return;
      }
      // "the room of a booking cannot be changed; cancel and rebook instead": the statement's
      // duty is its second clause, and its first is a ban of its own
      t = t.substring(0, semi);
    }
    Matcher elsewhere = DONE_ELSEWHERE_NEVER.matcher(t);
    if (elsewhere.find()) {
      // "postal addresses are changed at a desk with proof, never over chat": "… are never changed
      // over chat"
      t = elsewhere.group(1) + " never " + elsewhere.group(2) + " " + elsewhere.group(3);
    }
    Matcher m = NEGATED_ACT.matcher(t);
    Matcher gerund = GERUND_BANNED.matcher(t);
    Matcher state = NEVER_PARTICIPLE.matcher(t);
    String act;
    if (state.find()) {
      // "port-out codes are never generated while a bill is overdue": "generate port-out codes
      // while a bill is overdue"
      act = state.group(2) + " " + state.group(1) + state.group(3);
    } else if (m.find() && !m.group(1).startsWith("be ")) {
      act = m.group(1);
      if (LEADING_CONDITION.matcher(t.substring(0, m.start())).find()) {
        // "if the booking starts within a day, do not cancel it", "otherwise, never …": a ban
        // under a condition, left to the frames that read it and asked about when none could
        deferred.put(s, act);
        return;
      }
    } else if (gerund.find()) {
      // "cancelling an appointment … is not permitted": the gerund phrase is the act
      act = gerund.group(1) != null ? gerund.group(1) : gerund.group(2);
    } else if (NOMINAL_BANNED.matcher(t).find()) {
      // "refunds of premiums are not possible", "premium refunds are not allowed": the act's
      // noun, read as its verb, and what it is of
      Matcher n = NOMINAL_BANNED.matcher(t);
      n.find();
      // (with what follows the ban, which may single some records out: "… once a lesson from the
      // pack has been used" is a case no call shows)
      act =
          (n.group(1) != null ? n.group(1) + " " + n.group(2) : n.group(4) + " " + n.group(3))
              // (a clause after a semicolon is one of its own: "…; if the admin insists, …")
              + t.substring(n.end())
                  .replaceFirst("\\s*;.*$", "")
                  .replaceFirst("^\\s*[.;!]\\s*$", "");
    } else if (LABELLED_BAN.matcher(t).find()) {
      // "delete the account: not allowed" (a table row read after its act)
      Matcher label = LABELLED_BAN.matcher(t);
      label.find();
      act = label.group(1);
    } else {
      // "certificates must not be issued by the assistant": "issue certificates by the assistant"
      Matcher p = NEGATED_PASSIVE.matcher(t);
      if (!p.find()) {
        return;
      }
      String rest = p.group(3);
      Matcher also = OTHER_PARTICIPLE.matcher(rest);
      if (also.lookingAt()) {
        // "final-sale items cannot be returned or exchanged": each participle is an act on them
        rest = rest.substring(also.end());
        String other = also.group(1) + " " + p.group(1) + rest;
        if (!ANOTHER_FRAME.matcher(other).find()) {
          ban(s, other, false);
        }
      }
      act =
          p.group(2)
              + " "
              + p.group(1)
              + rest.replaceFirst("^\\s*by\\s+(the\\s+)?(assistant|agent|you|ai|bot)\\b", "");
    }
    Matcher done = DONE_ACT.matcher(act);
    if (done.matches()) {
      // "disconnection is never carried out by the assistant": the act is the noun's own
      act = done.group(1) + done.group(2);
    }
    if (ANOTHER_FRAME.matcher(act).find()) {
      // left to the frames that read the condition, exception, order or count; asked about at
      // the end when none of them could ("never cancel a booking without calling `get_booking`
      // first" is an order the sequence matcher reads, and no question)
      if (!io.contextcov.compiler.rules.SequenceMatcher.stepInCodeFirst(s.fullText())) {
        deferred.put(s, act);
      }
      return;
    }
    List<String> acts = coordinated(act);
    if (acts.size() > 1
        && COMBINED.matcher(act).find()
        && !act.matches("(?s).*\\b(?:or|nor)\\b.*")) {
      // "never refund an invoice and issue a credit for the same problem": the two together are
      // banned, each alone is allowed — no call alone breaks the rule
      return;
    }
    if (acts.size() > 1) {
      // "never waive a fee or schedule a disconnection": each act on its own, not the first
      // narrowed by the words of the second
      acts.forEach(a -> ban(s, a, false));
      return;
    }
    ban(s, act, false);
  }

  /** Words that join two acts into one: "… for the same problem", "both …", "together". */
  private static final Pattern COMBINED =
      Pattern.compile(
          "\\b(?:both|together|(?:for|on|in)\\s+the\\s+same|at\\s+the\\s+same\\s+time)\\b");

  /**
   * The acts of a phrase whose verbs of the tools are joined by "or", "nor" or "and": "waive a fee
   * or schedule a disconnection" is two; a verb with no object of its own takes the last one's
   * ("cancel or modify an order": "cancel an order", "modify an order"). One act otherwise.
   */
  private List<String> coordinated(String act) {
    String[] parts = act.split("\\s*,?\\s+(?:or|nor|and)\\s+(?=[a-z]+\\b)");
    if (parts.length < 2) {
      return List.of(act);
    }
    for (int i = 0; i < parts.length; i++) {
      String part = parts[i].strip();
      String verb = part.split("\\s+")[0];
      boolean toolVerb =
          domain.tools().stream().anyMatch(t -> sameAct(verb, t.verb()))
              || domain.tools().stream().anyMatch(t -> nounOf(verb, t.verb()));
      // (a bare verb before the last act may be one no tool does: "disconnect or schedule a
      // disconnection")
      if (!toolVerb && (part.contains(" ") || i == parts.length - 1)) {
        return List.of(act);
      }
    }
    String lastPart = parts[parts.length - 1].strip();
    int space = lastPart.indexOf(' ');
    String object = space < 0 ? "" : lastPart.substring(space);
    List<String> out = new ArrayList<>();
    for (String part : parts) {
      String p = part.strip();
      out.add(p.contains(" ") ? p : p + object);
    }
    return out;
  }

  /**
   * An act said as a noun and a verb of doing it: "carried disconnection out by the assistant"
   * (group 1 the noun, group 2 what follows).
   */
  private static final Pattern DONE_ACT =
      Pattern.compile(
          "^(?:carried|done|performed|handled|processed|executed|made|initiated|undertaken)\\s+"
              + "([a-z][a-z -]*?)(?:\\s+out)?(?:\\s+by\\s+(?:the\\s+)?(?:assistant|agent|you|ai|bot))?"
              + "((?:\\s.*)?)$");

  /** A second participle joined to the first: " or exchanged" (group 1). */
  private static final Pattern OTHER_PARTICIPLE =
      Pattern.compile("\\s*(?:,\\s*)?(?:or|and|nor)\\s+([a-z]+ed)\\b");

  /** Verbs that only make their noun happen: issuing a credit is crediting. */
  private static final Set<String> LIGHT_VERBS =
      Set.of("issue", "make", "give", "add", "create", "send", "apply", "grant", "post", "place");

  /** Verbs of handing something to the other party, said of what a light-verb tool makes. */
  private static final Set<String> GIVING =
      Set.of(
          "offer",
          "offering",
          "give",
          "giving",
          "grant",
          "granting",
          "provide",
          "providing",
          "award",
          "awarding");

  /** Negated acts whose condition no frame read, asked about once every frame has run. */
  private final Map<Statement, String> deferred = new LinkedHashMap<>();

  /**
   * "cancelling an appointment less than 24 hours before it starts is not permitted": a negated act
   * whose case no frame reads (no call shows how far off the appointment is) is a question on the
   * tools it names, not a silence.
   */
  private void askDeferred() {
    deferred.forEach(
        (s, act) -> {
          if (out.getOrDefault(s, List.of()).isEmpty()) {
            ban(s, act, true);
          }
        });
  }

  /** An act, a colon, then only a ban on it: "delete the account: not allowed". */
  private static final Pattern LABELLED_BAN =
      Pattern.compile(
          "^([a-z][a-z' ]{2,40}?)\\s*[:—–]\\s*(?:not allowed|not permitted|forbidden|prohibited|never|banned"
              + "|disallowed|no)\\s*(?:[.;!]|$)");

  /**
   * An act named by its noun as the subject of a ban: "refunds of premiums are not possible" (group
   * 1 the act, 2 its object), "premium refunds are not allowed" (group 3 the object, 4 the act).
   */
  private static final Pattern NOMINAL_BANNED =
      Pattern.compile(
          "^(?:an? |the |any )?(?:([a-z]+?)s? of (?:an? |the |any )?([a-z]+(?: [a-z]+)?)"
              + "|([a-z]+) ([a-z]+?)s?) (?:is|are) (?:not|never) (?:possible|allowed|permitted"
              + "|available|offered)\\b");

  /** A gerund phrase as the subject of a ban: group 1 the act. */
  private static final Pattern GERUND_BANNED =
      Pattern.compile(
          "^([a-z]+ing\\b[^;:]*?)\\s+(?:is|are)\\s+(?:not|never)\\s+(?:permitted|allowed)\\b"
              + "|^([a-z]+ing\\b[^;:]*?)\\s+(?:is|are)\\s+(?:forbidden|prohibited)\\b");

  /** The adverbs of manner in -ly of a tool's description: "remotely", "immediately". */
  private static Set<String> describedManners(Domain.Tool tool) {
    Set<String> out = new java.util.HashSet<>();
    for (String w : Words.of(tool.spec().description().orElse(""))) {
      if (w.length() > 4 && w.endsWith("ly")) {
        out.add(w);
      }
    }
    return out;
  }

  /** Denies (or, when {@code ask} or the object is qualified, confirms) the tools an act names. */
  private void ban(Statement s, String act, boolean ask) {
    // "set up a payment plan": a phrasal verb of making, as "create" (`create_payment_plan`)
    List<String> words = Words.of(act.replaceFirst("^set up\\b", "create"));
    for (Domain.Tool tool : domain.tools()) {
      // a tool that changes nothing is banned by its own verb only: "never read out test results"
      // bans `read_test_results`, while "never get …" names no tool of a lookup's everyday verb,
      // and naming one in code beside what it is used for ("never log `privacy` queries with
      // `log_query`") leaves the tool to the argument rules
      // (a writing tool so named too, when a value of its arguments says which calls: the
      // argument rules read those)
      boolean valued =
          act.contains(tool.name().replace("_", ""))
              && tool.spec().args().values().stream()
                  .flatMap(a -> a.enumValues().stream())
                  .anyMatch(v -> words.contains(String.valueOf(v).toLowerCase(Locale.ROOT)));
      boolean bannable =
          !valued
              && (tool.writes()
                  || !lookupVerb(tool.verb()) && !act.contains(tool.name().replace("_", "")));
      if (!bannable || readBefore(s, tool) || valueSource(s, tool)) {
        // a frame that reads the qualifier ("a rental that has been used cannot be cancelled")
        // has ruled on this tool already
        continue;
      }
      int last = -1;
      if (act.contains(tool.name().replace("_", ""))) {
        // "do not call `close_account`" (the text has lost its underscores)
        last = words.size() - 1;
      } else if (!words.isEmpty() && sameAct(words.get(0), tool.verb())) {
        last = objectEnd(words, tool.nouns());
        if (last < 0
            && words.size() >= 2
            && Set.of("it", "them", "this", "that").contains(words.get(1))
            && antecedent(s, act, tool)
            && domain.tools().stream()
                    .filter(x -> x.writes() && sameAct(words.get(0), x.verb()))
                    .count()
                == 1) {
          // "if the booking starts within a day, do not cancel it": a pronoun for the one
          // record the verb's one writing tool acts on
          last = 1;
        }
      } else if (!words.isEmpty()
          && LIGHT_VERBS.contains(tool.verb())
          && !tool.nouns().isEmpty()
          && Words.same(words.get(0), last(tool.nouns()))) {
        // "do not credit a customer because …": the head noun of `issue_bill_credit` as the verb
        last = 0;
      } else if (!words.isEmpty()
          && GIVING.contains(words.get(0))
          && LIGHT_VERBS.contains(tool.verb())
          && !tool.nouns().isEmpty()) {
        // "do not offer a voucher unless …": giving the thing `issue_voucher` makes, right after
        // the verb, and no record the tools take by id ("the driver" is a party)
        int at = objectEnd(words, List.of(last(tool.nouns())));
        last = at <= 3 && !tool.has(last(tool.nouns()) + "_id") ? at : -1;
      }
      if (last < 0
          && !words.isEmpty()
          && !words.get(0).equals(tool.verb())
          && nounOf(words.get(0), tool.verb())) {
        // "disconnection by the assistant": the act named by its noun (`disconnect_supply`)
        last = 0;
      }
      List<String> fields = List.of();
      if (last < 0 && !words.isEmpty() && tool.writes() && sameAct(words.get(0), tool.verb())) {
        // "never change a member's email address or phone number" on `update_contact(email,
        // phone)`: the fields the tool writes, named as the act's object
        fields = fieldsNamed(tool, words);
        last = fields.isEmpty() ? -1 : fieldsEnd(words, fields);
      }
      if (last < 0 && !words.isEmpty() && tool.writes() && sameAct(words.get(0), tool.verb())) {
        // "never enroll a student as an auditor" on `enroll_course(student_id, …)`: the party
        // the tool takes by id as the act's object
        // (not the record the tool's own name holds: "update a rental" on `update_rental_dates`)
        for (int i = 1; i < Math.min(words.size(), 4) && last < 0; i++) {
          String w = words.get(i);
          if (!Set.of("a", "an", "the", "any", "anyone").contains(w)
              && tool.has(w + "_id")
              && tool.nouns().stream().noneMatch(n -> Words.same(w, n))) {
            last = i;
          }
        }
      }
      if (last < 0) {
        continue;
      }
      // words after the object, or an adjective between the verb and it ("reopen withdrawn
      // claims"), single some records out
      List<String> between = last > 1 ? words.subList(1, last) : List.of();
      List<String> named = fields;
      // ("postal address" for `postal_address`: each word of a field's name)
      Set<String> namedWords =
          fields.stream()
              .flatMap(f -> java.util.Arrays.stream(f.split("_")))
              .collect(java.util.stream.Collectors.toSet());
      // ("a member's email": the words split the possessive as "member", "s")
      Set<String> possessors = new java.util.HashSet<>();
      for (int i = 1; i < words.size(); i++) {
        if (words.get(i).equals("s")) {
          possessors.add(words.get(i - 1));
          possessors.add("s");
        }
      }
      // ("the room of a booking": another noun of the same tool, no narrowing)
      boolean ofSameTool = ofTool(words.subList(last + 1, words.size()), tool);
      int of = between.indexOf("of");
      boolean nounOfNoun =
          of > 0
              && tool.nouns().stream().anyMatch(n -> Words.same(between.get(of - 1), n))
              && ofTool(List.of("of", words.get(last)), tool);
      // ("open the gate remotely" on `open_gate`, "Open the site gate remotely …": a manner the
      // tool's own description gives holds of every call of it)
      Set<String> described = describedManners(tool);
      boolean plain =
          words.subList(last + 1, words.size()).stream()
                  .allMatch(
                      w ->
                          PLAIN_AFTER.contains(w)
                              || described.contains(w)
                              || ofSameTool
                                  && (Set.of("of", "a", "an", "the").contains(w)
                                      || tool.nouns().stream().anyMatch(n -> Words.same(w, n))))
              && between.stream()
                  .allMatch(
                      w ->
                          PLAIN_AFTER.contains(w)
                              || tool.nouns().stream().anyMatch(n -> Words.same(w, n))
                              || possessors.contains(w)
                              || BETWEEN_PLAIN.contains(w)
                              || nounOfNoun && Set.of("of", "a", "an", "the").contains(w)
                              || namedWords.contains(w)
                              || !named.isEmpty() && FIELD_JOINS.contains(w));
      if (!plain && between.stream().anyMatch(COMPARATIVES::contains) && bounded(tool)) {
        // "Larger fines cannot be waived by the assistant" after "you may waive a fine of 5 EUR
        // or less": the records a comparative singles out are those past the bound read before,
        // which rules on them
        continue;
      }
      Optional<String> flag =
          plain
              ? Optional.empty()
              : flagNamed(tool, between, words.subList(last + 1, words.size()));
      if (flag.isPresent()) {
        // "immediate cancellation is not offered", "never cancel immediately": the calls that set
        // the tool's yes-or-no argument of that name
        boolean asked = ask || !s.modality().binding();
        add(
            s,
            "ban",
            tool.name(),
            Constraint.of(
                    "draft",
                    ActionPattern.of(tool.name()),
                    asked ? new Effect.Confirm() : new Effect.Deny())
                .withSeverity(Enforcement.ERROR)
                .withWhen(parse("args." + flag.get() + " == true"))
                .withText(
                    "`" + tool.name() + "` with `" + flag.get() + "` is not allowed here",
                    asked ? "ask the user first" : null));
        continue;
      }
      boolean soft = ask || !s.modality().binding() || !plain;
      Constraint c =
          Constraint.of(
                  "draft",
                  ActionPattern.of(tool.name()),
                  soft ? new Effect.Confirm() : new Effect.Deny())
              .withSeverity(Enforcement.ERROR)
              .withText(
                  soft
                      ? "`" + tool.name() + "` needs a human's approval here"
                      : "`" + tool.name() + "` is not allowed here",
                  soft ? "ask the user first" : null);
      if (!fields.isEmpty()) {
        // only a call that changes one of the fields named, where the record's last read shows
        // them ("cabin cannot be changed if …" on a call that keeps the cabin is no change of it)
        Optional<Domain.Entity> e = domain.subject(tool);
        if (e.isPresent() && fields.stream().allMatch(f -> e.get().fields().containsKey(f))) {
          String state = domain.state(e.get(), tool);
          c =
              c.withWhen(
                  parse(
                      String.join(
                          " || ",
                          fields.stream()
                              .map(f -> "!(" + unchanged(tool, f, state) + ")")
                              .toList())));
          unread(s, tool.name(), state, e.get().name());
        } else if (tool.spec().args().keySet().stream()
            .anyMatch(a -> !a.endsWith("_id") && !named.contains(a))) {
          // ("… email or phone" on a tool that also sets the newsletter choice: a call that
          // carries one of the fields named)
          // (a yes-or-no field named as a kind, "a controlled medication": when it is true)
          c =
              c.withWhen(
                  parse(
                      String.join(
                          " || ",
                          fields.stream()
                              .map(
                                  f ->
                                      tool.arg(f)
                                              .filter(
                                                  a ->
                                                      a.type()
                                                          == io.contextcov.catalog.ArgType.BOOLEAN)
                                              .isPresent()
                                          ? "args." + f + " == true"
                                          : "exists(args." + f + ")")
                              .toList())));
        }
      }
      add(s, "ban", tool.name(), c);
    }
  }

  /**
   * The one yes-or-no argument of {@code tool} that the words around an act name, as itself, its
   * adverb or its doer's noun ("immediate", "immediately"; "auditor" for `audit`), where every
   * other word is plain; empty otherwise.
   */
  private static Optional<String> flagNamed(
      Domain.Tool tool, List<String> between, List<String> after) {
    List<String> flags =
        tool.spec().args().entrySet().stream()
            .filter(a -> a.getValue().type() == io.contextcov.catalog.ArgType.BOOLEAN)
            .map(Map.Entry::getKey)
            .toList();
    String found = null;
    for (String w : java.util.stream.Stream.concat(between.stream(), after.stream()).toList()) {
      String plainForm = w.endsWith("ly") ? w.substring(0, w.length() - 2) : w;
      // ("as an auditor" on `audit`: the doer's noun of the argument's word)
      String doer = w.endsWith("or") || w.endsWith("er") ? w.substring(0, w.length() - 2) : w;
      if (flags.contains(w)
          || flags.contains(plainForm)
          || doer.length() >= 4 && flags.contains(doer)) {
        if (found != null) {
          return Optional.empty();
        }
        found = flags.contains(w) ? w : flags.contains(plainForm) ? plainForm : doer;
      } else if (!PLAIN_AFTER.contains(w)
          && !Set.of("a", "an", "the", "with", "effect", "as").contains(w)
          && tool.nouns().stream().noneMatch(n -> Words.same(w, n))) {
        return Optional.empty();
      }
    }
    return Optional.ofNullable(found);
  }

  /**
   * Whether the statement names the record of the tool before the act: "if the booking starts
   * within a day, do not cancel it" ("full insurance is optional; do not add it" names no driver).
   */
  private static boolean antecedent(Statement s, String act, Domain.Tool tool) {
    String t = text(s);
    int at = t.indexOf(act);
    List<String> before = Words.of(at < 0 ? "" : t.substring(0, at));
    return !tool.nouns().isEmpty()
        && before.stream().anyMatch(w -> Words.same(w, last(tool.nouns())));
  }

  /** Whether words are "of" and one of the tool's nouns, articles aside: "of a booking". */
  private static boolean ofTool(List<String> words, Domain.Tool tool) {
    List<String> after = words.stream().filter(w -> !Set.of("a", "an", "the").contains(w)).toList();
    return after.size() == 2
        && after.get(0).equals("of")
        && tool.nouns().stream().anyMatch(n -> Words.same(after.get(1), n));
  }

  /** Words within a list of fields named: "email address or phone number". */
  private static final Set<String> FIELD_JOINS =
      Set.of("or", "and", "nor", "address", "addresses", "number", "numbers");

  /**
   * The arguments of {@code tool} (not ids) named among the first words after the verb, each as a
   * word of its own.
   */
  private static List<String> fieldsNamed(Domain.Tool tool, List<String> words) {
    List<String> out = new ArrayList<>();
    for (int i = 1; i < Math.min(words.size(), 8); i++) {
      String w = fieldAt(tool, words, i);
      if (w != null && !out.contains(w)) {
        out.add(w);
      }
    }
    return out;
  }

  /**
   * The argument of the tool named at word {@code i}: one word ("email") or two joined by an
   * underscore ("postal address" for `postal_address`), never an id; else null.
   */
  private static String fieldAt(Domain.Tool tool, List<String> words, int i) {
    String w = words.get(i);
    if (i + 1 < words.size()) {
      // ("postal addresses": the words' stems, a plural for the field's singular)
      for (String arg : tool.spec().args().keySet()) {
        String[] parts = arg.split("_");
        if (parts.length == 2
            && !arg.endsWith("_id")
            && fieldWord(w, parts[0])
            && fieldWord(words.get(i + 1), parts[1])) {
          return arg;
        }
      }
    }
    return tool.has(w) && !w.endsWith("_id") ? w : null;
  }

  /** Whether two words name one of the fields of two words: "postal addresses". */
  private static boolean twoWordField(String first, String second, List<String> fields) {
    return fields.stream()
        .map(f -> f.split("_"))
        .anyMatch(f -> f.length == 2 && fieldWord(first, f[0]) && fieldWord(second, f[1]));
  }

  /** Whether a word is a part of a field's name or its plural: "addresses" for "address". */
  private static boolean fieldWord(String word, String part) {
    return Words.stem(word).equals(Words.stem(part)) || word.equals(part + "es");
  }

  /** Where a list of fields ends: past its last field and a noun that closes it ("number"). */
  private static int fieldsEnd(List<String> words, List<String> fields) {
    int last = -1;
    for (int i = 1; i < Math.min(words.size(), 8); i++) {
      if (fields.contains(words.get(i))) {
        last = i;
      } else if (i + 1 < words.size() && twoWordField(words.get(i), words.get(i + 1), fields)) {
        last = i + 1;
      }
    }
    if (last + 1 < words.size()
        && FIELD_JOINS.contains(words.get(last + 1))
        && !Set.of("or", "and", "nor").contains(words.get(last + 1))) {
      last++;
    }
    return last;
  }

  /** "without stating the reason", "without giving a note": group 1 the words of what is given. */
  private static final Pattern WITHOUT_GIVING =
      Pattern.compile(
          "\\bwithout (?:first )?(?:stating|giving|providing|including|entering|specifying|recording"
              + "|adding|naming|filling in|passing) (?:a |an |the |their |its )?([a-z]+(?: [a-z]+)?)");

  /**
   * "The reason must be recorded on every suspension": group 1 what is given, group 2 the act (its
   * verb as a noun, or a noun of the tool).
   */
  private static final Pattern OWED_ON_EVERY =
      Pattern.compile(
          "^(?:the |a |an )?([a-z']+(?: [a-z']+){0,2}) (?:(?:must|has to|needs to|is to|shall) (?:always )?be "
              + "(?:recorded|given|stated|included|provided|noted|entered|supplied|logged"
              + "|captured|specified)|(?:is|are) (?:always )?(?:required|needed|mandatory))"
              + " (?:on|with|for|in) (?:every|each|any|all) ([a-z]+)\\b");

  /**
   * Values listed in quotes after a colon: `: either "change of plans" or "found another option"`.
   */
  private static final Pattern QUOTED_VALUE = Pattern.compile("[\"“]([^\"”]{1,40})[\"”]");

  /**
   * A value a call must carry, said of every such act: "the reason must be recorded on every
   * suspension" requires `reason` on `suspend_line` — the tool whose verb (or head noun) the act
   * names and whose argument the value names.
   */
  private void argumentOwed(Statement s, String t) {
    Matcher m = OWED_ON_EVERY.matcher(t);
    Matcher every = io.contextcov.compiler.statements.ModalityDetector.EVERY_NEEDS.matcher(t);
    List<String> given;
    String act;
    int end;
    if (s.modality().negative()) {
      return;
    } else if (m.find()) {
      given = Words.of(m.group(1));
      act = m.group(2);
      end = m.end();
    } else if (every.find()) {
      end = every.end();
      // "every waiver needs a reason": the act first, then what it carries
      given = Words.of(every.group(2));
      act = every.group(1);
    } else {
      return;
    }
    // "…: either "change of plans" or "found another option"": the values it may take
    List<String> values = new ArrayList<>();
    int colon = s.text().indexOf(':');
    if (t.substring(end).matches("(?s)\\s*:.*") && colon >= 0) {
      // (read from the text as written: the values keep their case)
      Matcher v = QUOTED_VALUE.matcher(s.text().substring(colon));
      while (v.find()) {
        values.add(v.group(1));
      }
    }
    for (Domain.Tool tool : domain.tools()) {
      if (!tool.writes()
          || !Words.same(act, tool.verb())
              && (tool.nouns().isEmpty() || !Words.same(act, last(tool.nouns())))) {
        continue;
      }
      for (String arg : tool.spec().args().keySet()) {
        if (arg.endsWith("_id")
            || Words.of(arg).stream()
                .noneMatch(a -> given.stream().anyMatch(g -> Words.same(a, g)))) {
          continue;
        }
        given(s, tool, arg);
        if (values.size() >= 2 && tool.spec().args().get(arg).type() == ArgType.STRING) {
          add(s, "given-values", tool.name() + ":" + arg, listed(tool, arg, values));
        }
      }
    }
  }

  /** The tool must be called with the argument. */
  private void given(Statement s, Domain.Tool tool, String arg) {
    add(
        s,
        "given",
        tool.name() + ":" + arg,
        assertion(tool.name(), "exists(args." + arg + ")")
            .withText("`" + tool.name() + "` is called with `" + arg + "`", "pass `" + arg + "`"));
  }

  /**
   * A negated act done without giving something the tool takes as an argument — "never issue a
   * credit without stating the reason" on {@code issue_credit(…, reason)} — is a duty to pass it:
   * the argument must be present on every call of the tool the act names.
   */
  private void withoutArgument(Statement s, String t) {
    Matcher w = WITHOUT_GIVING.matcher(t);
    Matcher m = NEGATED_ACT.matcher(t);
    if (!s.modality().negative() || !w.find() || !m.find() || m.start(1) > w.start()) {
      return;
    }
    List<String> act = Words.of(t.substring(m.start(1), w.start()));
    List<String> given = Words.of(w.group(1));
    for (Domain.Tool tool : domain.tools()) {
      if (act.isEmpty()
          || !Words.same(act.get(0), tool.verb())
          || objectEnd(act, tool.nouns()) < 0 && !act.contains(tool.name().replace("_", ""))) {
        continue;
      }
      for (String arg : tool.spec().args().keySet()) {
        List<String> argWords = Words.of(arg);
        boolean named =
            !given.isEmpty()
                && argWords.stream().anyMatch(a -> given.stream().anyMatch(g -> Words.same(a, g)));
        if (!named || arg.endsWith("_id")) {
          continue;
        }
        given(s, tool, arg);
      }
    }
  }

  /**
   * "do not call other tools after the transfer", "make no further tool calls after
   * `transfer_to_human_agent`": group 1 what ends the conversation's calls.
   */
  private static final Pattern NOTHING_AFTER =
      Pattern.compile(
          "\\b(?:do not|don't|never|must not|should not|make no|no)\\s+(?:call|use|make|run|take)?\\s*"
              + "(?:any\\s+)?(?:other|more|further|additional)\\s+(?:tools?|tool calls?|calls?|actions?)"
              + "(?:\\s+\\w+){0,2}?\\s+(?:after|once)\\s+([^.;]+)");

  /**
   * "When you transfer, send a summary and then stop — no more tool calls": the act of the opening
   * clause (of the sentence or after a semicolon) is the one after which nothing follows.
   */
  private static final Pattern OPENING_THEN_NOTHING =
      Pattern.compile(
          "(?:^|;\\s*)(?:when|once|after|as soon as|to)\\s+(?:you\\s+)?([^,;]+),[^.]*?\\b(?:(?:make\\s+)?no\\s+"
              // "once escalated, the assistant does not call any other tool"
              + "|(?:does not|do not|doesn't|don't|must not|should not|never|may not)\\s+"
              + "(?:call|use|make|run|take)\\s+(?:any\\s+)?)"
              + "(?:more|further|other|additional)\\s+(?:tool\\s+calls?|calls?|actions?|tools?)\\b");

  /**
   * "… hands the chat over with `escalate` and sends nothing after that": group 1 the words before,
   * which name the call that ends the conversation's calls.
   */
  private static final Pattern NOTHING_AFTER_THAT =
      Pattern.compile(
          "^(.*?)\\b(?:does|do|sends?|calls?|says?|makes?)\\s+nothing(?:\\s+(?:else|more|further))?"
              + "\\s+(?:after|once)\\s+(?:that|this|it|doing\\s+so)\\b");

  /**
   * An act, then "and stop" or "then stop" ending the sentence or clause: "…, call `x` and stop",
   * "transfer them, then stop". Group 1 the words before.
   */
  private static final Pattern AND_STOP =
      Pattern.compile(
          "^(.*?)(?:,\\s*|\\s+)(?:and\\s+|then\\s+|and\\s+then\\s+)stop"
              + "(?:\\s+there)?\\s*(?:[.;!]|—|-|$)");

  /**
   * A call after which no other may follow: the one tool the words after "after" name — in code, or
   * by its verb used as a noun ("the transfer") — ends the conversation's calls, so every call once
   * it has run is denied.
   */
  private void nothingAfter(Statement s, String t) {
    Matcher m = NOTHING_AFTER.matcher(t);
    Matcher opening = OPENING_THEN_NOTHING.matcher(t);
    Matcher that = NOTHING_AFTER_THAT.matcher(t);
    Matcher stop = AND_STOP.matcher(t);
    String rest;
    if (m.find()) {
      rest = m.group(1);
    } else if (opening.find()) {
      rest = opening.group(1);
    } else if (that.find()) {
      rest = that.group(1);
    } else if (stop.find()) {
      // "if they ask for a person, call `transfer_to_human_agents` and stop": the act before
      // "stop" (after the clause of its case) ends the calls
      rest = stop.group(1).replaceFirst("^.*,", "");
    } else {
      return;
    }
    List<String> words = Words.of(rest);
    // (a tool named by its name outweighs one its verb names: "transfers the conversation with
    // `escalate`" is the hand-over, not `transfer_ticket`)
    List<Domain.Tool> named =
        new ArrayList<>(
            domain.tools().stream().filter(x -> rest.contains(x.name().replace("_", ""))).toList());
    if (named.isEmpty()) {
      for (Domain.Tool tool : domain.tools()) {
        if (words.stream().anyMatch(w -> Words.same(w, tool.verb()))) {
          named.add(tool);
        }
      }
    }
    if (named.size() != 1) {
      return;
    }
    String last = named.get(0).name();
    Constraint c =
        Constraint.of("draft", ActionPattern.of("*"), new Effect.Deny())
            .withWhen(parse("exists(lastResult(" + Domain.lit(last) + "))"))
            .withSeverity(Enforcement.ERROR)
            .withText("no call follows `" + last + "`", null);
    add(s, "nothing-after", last, c);
  }

  /**
   * Words between a verb and its object that single nothing out: articles, pointers, particles
   * ("read out test results"), and what kind of account ("the bank account").
   */
  private static final Set<String> BETWEEN_PLAIN =
      Set.of(
          "a", "an", "the", "any", "this", "that", "these", "those", "your", "its", "out", "up",
          "back", "down", "over", "bank", "new");

  /**
   * Whether a verb of the text names the tool's verb: the same word, or one of the same class of
   * {@link #VERBS} ("change the bank account" for `update_payout_account`).
   */
  private static boolean sameAct(String word, String toolVerb) {
    if (Words.same(word, toolVerb)) {
      return true;
    }
    return VERBS.values().stream()
        .anyMatch(set -> set.contains(toolVerb) && set.stream().anyMatch(v -> Words.same(word, v)));
  }

  /**
   * Verbs of looking things up, which too many sentences use to name a tool by them: the reading
   * verbs but "read" itself ("never read out test results" names `read_test_results`).
   */
  private static boolean lookupVerb(String verb) {
    return Domain.READ_VERBS.contains(verb) && !verb.equals("read");
  }

  /**
   * "Appeals are handled by the claims team", "refunds over $500 are approved by a supervisor":
   * what a person does in the agent's stead. The writing tools whose nouns the subject names (all
   * of them) are asked about — unless a bound before the hand-over already ruled on them.
   */
  private void leftToPerson(Statement s, String t) {
    Matcher m = io.contextcov.compiler.statements.ModalityDetector.DONE_BY_PERSON.matcher(t);
    if (!m.find() || out.containsKey(s)) {
      return;
    }
    List<String> subject = Words.of(t.substring(0, m.start()));
    if (subject.isEmpty() || subject.size() > 6) {
      return;
    }
    for (Domain.Tool tool : domain.tools()) {
      boolean named =
          tool.writes()
              && !tool.nouns().isEmpty()
              && tool.nouns().stream()
                  .allMatch(n -> subject.stream().anyMatch(w -> Words.same(w, n)));
      if (named) {
        add(
            s,
            "left-to-person",
            tool.name(),
            Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Confirm())
                .withSeverity(Enforcement.ERROR)
                .withText("`" + tool.name() + "` is a person's to do here", "ask the user first"));
      }
    }
  }

  /**
   * Whether the statement names the tool in code as where a value comes from: "a pickup time
   * earlier than the one `refill_prescription` returns", "the rate returned by `get_rate`" — no act
   * of the ban.
   */
  private static boolean valueSource(Statement s, Domain.Tool tool) {
    Matcher m = VALUE_SOURCE.matcher(s.fullText());
    while (m.find()) {
      if (tool.name().equals(m.group(1) != null ? m.group(1) : m.group(2))) {
        return true;
      }
    }
    return false;
  }

  /** A tool in code that returns a value, or one a value is returned by (group 1 or 2). */
  private static final Pattern VALUE_SOURCE =
      Pattern.compile(
          "`([A-Za-z0-9_]+)`\\s+(?:returns|gives|shows|reports|lists|provides|says)\\b"
              + "|\\b(?:returned|given|shown|reported|listed|provided)\\s+by\\s+`([A-Za-z0-9_]+)`");

  /** Verbs of tools that undo a record: a count of the records names none of them. */
  private static final Set<String> UNDOING =
      Set.of("cancel", "delete", "remove", "void", "revoke", "close", "drop", "withdraw");

  /** Comparatives that single records out by a number: "larger fines", "longer stays". */
  private static final Set<String> COMPARATIVES =
      Set.of(
          "larger",
          "bigger",
          "higher",
          "greater",
          "longer",
          "costlier",
          "pricier",
          "heavier",
          "older",
          "later",
          "smaller",
          "lower",
          "shorter",
          "cheaper",
          "fewer",
          "lesser");

  /** Whether a statement read so far bounds a number the tool takes. */
  private boolean bounded(Domain.Tool tool) {
    return out.values().stream()
        .flatMap(List::stream)
        .anyMatch(
            d ->
                Set.of("policy/bound", "policy/minimum", "policy/bound-approval")
                        .contains(d.family())
                    && d.constraint().on().patterns().contains(tool.name()));
  }

  /** Whether an earlier frame made a constraint of this statement on this tool. */
  private boolean readBefore(Statement s, Domain.Tool tool) {
    return out.getOrDefault(s, List.of()).stream()
        .anyMatch(d -> d.constraint().on().patterns().contains(tool.name()));
  }

  /**
   * Where the act's object ends: the index of the last word of the tool's nouns when all of them
   * follow the verb within five words, else -1.
   */
  private static int objectEnd(List<String> words, List<String> nouns) {
    if (nouns.isEmpty()) {
      return -1;
    }
    int last = -1;
    for (String n : nouns) {
      int at = -1;
      for (int i = 1; i < Math.min(words.size(), 6); i++) {
        if (Words.same(words.get(i), n)) {
          at = i;
        }
      }
      if (at < 0) {
        return -1;
      }
      last = Math.max(last, at);
    }
    return last;
  }

  // ---- "express shipping is only available to customers whose card was stolen" ---------------

  private static final String KEPT = " is kept for some cases only";
  private static final String ASK_CASE = "ask the user whether this case is one of them";

  /** A participle after "be": "can be cancelled", "may be refunded". */
  private static final Pattern BE_PARTICIPLE = Pattern.compile("\\bbe\\s+([a-z]+(?:ed|en))\\b");

  /** Words that keep a value for some cases only: "only available to", "only for", "only if". */
  private static final Pattern ONLY_FOR =
      Pattern.compile(
          "\\bonly\\s+(?:be\\s+)?(?:available|allowed|permitted|offered|possible|used|for|to|when|if"
              + "|where|in)\\b|\\b(?:reserved|restricted|limited)\\s+(?:to|for)\\b"
              // ("limited to 10 per patron": a count, no case)
              + "(?!\\s+(?:\\d|(?:one|two|three|four|five|six|seven|eight|nine|ten)\\b))"
              // "an order can only be cancelled while …": the act by its participle (group 1)
              + "|\\bonly\\s+be\\s+([a-z]+(?:ed|en))\\s+(?:while|when|if|after|before|within|until"
              + "|for|once)\\b");

  /**
   * Sizes something comes in: the number argument of its one writing tool (named by verb and noun,
   * the unit naming the argument) must be one of them.
   */
  private void sizes(Statement s, String t) {
    Matcher m = io.contextcov.compiler.statements.ModalityDetector.SIZES.matcher(t);
    if (!m.find()) {
      return;
    }
    List<String> words = Words.of(m.group(1));
    List<String> values = new ArrayList<>();
    for (String v : m.group(2).split("\\s*(?:,|\\bor\\b|\\band\\b)\\s*")) {
      if (!v.isBlank()) {
        values.add(v.strip());
      }
    }
    for (Domain.Tool tool : domain.tools()) {
      boolean named =
          words.stream().anyMatch(w -> Words.same(w, tool.verb()))
              || !tool.nouns().isEmpty()
                  && words.stream().anyMatch(w -> Words.same(w, last(tool.nouns())));
      if (!tool.writes() || !named) {
        continue;
      }
      numberArg(tool, m.group(3), false)
          .ifPresent(
              a ->
                  add(
                      s,
                      "sizes",
                      tool.name() + ":" + a,
                      assertion(
                              tool.name(),
                              "!exists(args."
                                  + a
                                  + ") || args."
                                  + a
                                  + " in ["
                                  + String.join(", ", values)
                                  + "]")
                          .withText(
                              "`"
                                  + tool.name()
                                  + "` takes one of "
                                  + String.join(", ", values)
                                  + " as `"
                                  + a
                                  + "`",
                              null)));
    }
  }

  /** "only" as a word of its own. */
  private static final Pattern ONLY_WORD = Pattern.compile("\\bonly\\b");

  /**
   * "Refunds are issued to the original payment method only", "only refund to the original payment
   * method": the one tool the words name by its verb (or the verb's noun) takes those values of an
   * enum argument alone, each named with a word of the argument within two words after it. Not a
   * case kept ("only available to …", {@link #restrictedValue}).
   */
  private void onlyValue(Statement s, String t) {
    Matcher kept = ONLY_FOR.matcher(t);
    // ("change the travel date — only for tickets of fare type flex or premium": the values
    // after "only for" narrow the act, as "only flex tickets" does; values before it are kept
    // for cases, which restrictedValue reads)
    boolean forValues = kept.find() && kept.group().matches("only\\s+(be\\s+[a-z]+\\s+)?for");
    if (!ONLY_WORD.matcher(t).find()
        || kept.find(0) && !forValues
        || s.modality().negative()
        || !s.modality().binding()) {
      return;
    }
    List<String> words = Words.of(t);
    List<Domain.Tool> acting =
        domain.tools().stream()
            .filter(
                x ->
                    x.writes()
                        && words.stream()
                            .anyMatch(w -> Words.sameVerb(w, x.verb()) || nounOf(w, x.verb())))
            .toList();
    if (acting.size() > 1) {
      // "change the travel date": of the tools of the verb, those whose other words are named
      List<Domain.Tool> named =
          acting.stream()
              .filter(
                  x ->
                      !x.nouns().isEmpty()
                          && x.nouns().stream()
                              .allMatch(n -> words.stream().anyMatch(w -> Words.same(w, n))))
              .toList();
      acting = named.size() == 1 ? named : acting;
    }
    if (acting.size() != 1) {
      return;
    }
    Domain.Tool tool = acting.get(0);
    for (Map.Entry<String, ArgSpec> a : new TreeMap<>(tool.spec().args()).entrySet()) {
      List<String> argWords = Words.content(Words.of(a.getKey().replace('_', ' ')));
      List<String> named = new ArrayList<>();
      for (Object v : a.getValue().enumValues()) {
        if (!(v instanceof String value) || value.isBlank()) {
          continue;
        }
        String written = value.toLowerCase(Locale.ROOT).replace('_', ' ');
        Matcher m =
            Pattern.compile("\\b" + Pattern.quote(written) + "\\b((?:\\s+[a-z]+){1,2})").matcher(t);
        while (m.find()) {
          if (Words.of(m.group(1)).stream()
                  .anyMatch(w -> argWords.stream().anyMatch(x -> Words.same(w, x)))
              && !named.contains(value)) {
            named.add(value);
          }
        }
      }
      if (named.isEmpty()) {
        named.addAll(
            listedValues(
                words,
                a.getValue().enumValues(),
                Words.of(a.getKey().replace('_', ' ')),
                tool.nouns()));
      }
      if (named.isEmpty() || named.size() >= a.getValue().enumValues().size()) {
        continue;
      }
      String list = String.join(", ", named.stream().map(Domain::lit).toList());
      add(
          s,
          "only-value",
          tool.name() + ":" + a.getKey(),
          assertion(
                  tool.name(),
                  "!exists(args." + a.getKey() + ") || args." + a.getKey() + " in [" + list + "]")
              .withText(
                  "`"
                      + tool.name()
                      + "` takes only "
                      + String.join(", ", named)
                      + " as `"
                      + a.getKey()
                      + "`",
                  null));
    }
  }

  /**
   * One-word values of an enum listed with "and"/"or" and named as the argument's or the tool's:
   * "only flex and premium tickets can be refunded" (the tool's noun after the list), "… for
   * tickets of fare type flex or premium" (the argument's words before it).
   */
  private static List<String> listedValues(
      List<String> words, List<Object> values, List<String> argWords, List<String> nouns) {
    List<String> out = new ArrayList<>();
    int i = 0;
    while (i < words.size()) {
      int j = i;
      List<String> run = new ArrayList<>();
      while (j < words.size()
          && (values.contains(words.get(j))
              || !run.isEmpty() && Set.of("and", "or").contains(words.get(j)))) {
        if (values.contains(words.get(j))) {
          run.add(words.get(j));
        }
        j++;
      }
      if (run.isEmpty()) {
        i++;
        continue;
      }
      String after = j < words.size() ? words.get(j) : "";
      String before = i >= 1 ? words.get(i - 1) : "";
      boolean nounAfter =
          argWords.stream().anyMatch(x -> Words.same(after, x))
              || nouns.stream().anyMatch(x -> Words.same(after, x));
      boolean argBefore = argWords.stream().anyMatch(x -> Words.same(before, x));
      if (nounAfter || argBefore) {
        run.stream().filter(v -> !out.contains(v)).forEach(out::add);
      }
      i = j;
    }
    return out;
  }

  /** Words that narrow a subject to some of its kind: "orders with alcohol", "items that …". */
  private static final Pattern NARROWED_SUBJECT =
      Pattern.compile(
          "\\b(?:with|without|containing|that|which|whose|who|for|from|of|over|under|above|below"
              + "|in|on|if|when)\\b");

  /** A clause's words after a value that may narrow the calls it is said of. */
  private static final Pattern QUALIFIER =
      Pattern.compile("(?<!\\beven )\\b(with|without|unless|except|if)\\b");

  /** "with `insurance` set to false", "with the tier as gold": an argument and its value. */
  private static final Pattern WITH_SET =
      Pattern.compile(
          "^with\\s+(?:the\\s+)?([a-z][a-z ]{0,30}?)\\s+(?:set\\s+to|as|=|equal\\s+to)\\s+"
              + "[\"“']?(-?\\w[\\w-]*(?:\\.\\d+)?)[\"”']?");

  /** "without insurance", "without a deposit": a yes-or-no argument left false. */
  private static final Pattern WITHOUT =
      Pattern.compile(
          "^without\\s+(?:an?\\s+|the\\s+|any\\s+)?([a-z][a-z ]{0,30}?)\\s*(?:[.,;]|$)");

  /**
   * What the words after a banned value say of the calls: "" where nothing narrows them, a
   * condition on another argument of the tool ("with `insurance` set to false", "without insurance"
   * for a yes-or-no argument), or null where they narrow in words no argument reads ("with a child
   * seat", "unless the manager agrees").
   */
  private static String qualifier(Domain.Tool tool, String after) {
    Matcher q = QUALIFIER.matcher(after);
    if (!q.find()) {
      return "";
    }
    String rest = after.substring(q.start()).strip();
    Matcher set = WITH_SET.matcher(rest);
    Matcher without = WITHOUT.matcher(rest);
    for (Map.Entry<String, ArgSpec> a : tool.spec().args().entrySet()) {
      String words = a.getKey().replace('_', ' ');
      ArgType type = a.getValue().type();
      if (set.lookingAt() && set.group(1).strip().equals(words)) {
        String v = set.group(2);
        if (type == ArgType.BOOLEAN && v.matches("true|false")
            || type.isNumeric() && v.matches("-?\\d+(\\.\\d+)?")) {
          return "args." + a.getKey() + " == " + v;
        }
        if (type == ArgType.STRING
            && (a.getValue().enumValues().isEmpty() || a.getValue().enumValues().contains(v))) {
          return "args." + a.getKey() + " == " + Domain.lit(v);
        }
      }
      if (without.lookingAt()
          && type == ArgType.BOOLEAN
          && without.group(1).strip().equals(words)) {
        return "args." + a.getKey() + " == false";
      }
    }
    return null;
  }

  /**
   * A banned act on records whose argument starts with, ends with or holds a quoted text: "never
   * apply a voucher whose code starts with "STAFF"" (group 1 the act, 2 the argument's words, 3
   * how, 4 the text as written).
   */
  private static final Pattern AFFIXED =
      Pattern.compile(
          "(?i)\\b(?:never|do not|don't|must not|cannot|can't|may not)\\s+([a-z][a-z ]{2,60}?)\\s+"
              + "(?:whose|where the|with an?|with the)\\s+([a-z][a-z ]{0,30}?)\\s+"
              + "(starts? with|begins? with|ends? with|contains?|includes?)\\s+[\"“'`]([^\"”'`]{1,40})[\"”'`]");

  /**
   * "Never apply a voucher whose code starts with "STAFF"": the tool the act names by its verb and
   * noun is refused where its string argument of those words has that start, end or part.
   */
  private void affixed(Statement s) {
    if (!s.modality().negative() || !s.modality().binding()) {
      return;
    }
    Matcher m = AFFIXED.matcher(s.fullText());
    if (!m.find()) {
      return;
    }
    List<String> act = Words.of(m.group(1).toLowerCase(Locale.ROOT));
    String argWords = Words.snake(Words.of(m.group(2).toLowerCase(Locale.ROOT)));
    String how = m.group(3).toLowerCase(Locale.ROOT);
    String op =
        how.startsWith("start") || how.startsWith("begin")
            ? " startsWith "
            : how.startsWith("end") ? " endsWith " : " contains ";
    for (Domain.Tool tool : domain.tools()) {
      if (!tool.writes()
          || act.isEmpty()
          || !Words.sameVerb(act.get(0), tool.verb())
          || tool.nouns().stream().noneMatch(n -> act.stream().anyMatch(w -> Words.same(w, n)))) {
        continue;
      }
      String arg =
          tool.has(argWords)
              ? argWords
              : tool.spec().args().keySet().stream()
                  .filter(a -> a.endsWith("_" + argWords) || a.startsWith(argWords + "_"))
                  .findFirst()
                  .orElse(null);
      if (arg == null || tool.spec().args().get(arg).type() != ArgType.STRING) {
        continue;
      }
      add(
          s,
          "affix",
          tool.name() + ":" + arg,
          Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Deny())
              .withWhen(parse("args." + arg + op + Domain.lit(m.group(4))))
              .withSeverity(Enforcement.ERROR)
              .withText(
                  "`" + arg + "` that " + how + " \"" + m.group(4) + "\" is not allowed here",
                  null));
    }
  }

  /** Whether {@code value} is in the enum of argument {@code arg} of the tool and of no other. */
  private static boolean onlyValueOf(Domain.Tool tool, String arg, String value) {
    return tool.spec().args().entrySet().stream()
        .filter(e -> e.getValue().enumValues().contains(value))
        .map(Map.Entry::getKey)
        .toList()
        .equals(List.of(arg));
  }

  /**
   * A value of an argument's enum named beside a word of the argument ("express shipping" for
   * {@code shipping: express}) in a rule that keeps it for some cases only ("only available to
   * customers whose card was stolen": which cases no call shows) is asked about; one a hard
   * negation bans outright ("never offer express shipping") is denied.
   */
  private void restrictedValue(Statement s, String t) {
    Matcher onlyAt = ONLY_FOR.matcher(t);
    boolean only = onlyAt.find();
    // "only flex and premium tickets; "saver" tickets are never refunded": the negation's own
    // clause, after one that keeps values, bans
    int clause = t.indexOf(';');
    int from = 0;
    if (s.modality().negative()
        && clause > 0
        && !NEGATION.matcher(t.substring(0, clause)).find()
        && NEGATION.matcher(t).find(clause)
        && !ONLY_FOR.matcher(t.substring(clause)).find()) {
      only = false;
      from = clause + 1;
    }
    boolean banned =
        s.modality().negative()
            && s.modality().binding()
            && !only
            && !ANOTHER_FRAME.matcher(t.substring(from)).find();
    // "never create a luxury rental without insurance": a ban whose one other frame is "without",
    // read where an argument says what is left out
    boolean qualified =
        s.modality().negative()
            && s.modality().binding()
            && !only
            && !banned
            && ANOTHER_FRAME
                .matcher(t.substring(from))
                .results()
                .allMatch(r -> r.group(1).equals("without"));
    if (!only && !banned && !qualified) {
      return;
    }
    if (domain.tools().stream().anyMatch(x -> t.contains(x.name().replace("_", "")))) {
      // "never log `privacy` queries with `log_query`": a tool named in code, whose arguments
      // the argument rules read
      return;
    }
    // a ban holds in the clause of its negation: "refunds go back to the original payment
    // method; they are never paid in cash" bans cash, not the original method
    int negFrom = 0;
    int negTo = t.length();
    int negAt = -1;
    if (banned || qualified) {
      Matcher neg = NEGATION.matcher(t);
      if (neg.find(from)) {
        negAt = neg.start();
        negFrom = Math.max(t.lastIndexOf(';', negAt), t.lastIndexOf(". ", negAt)) + 1;
        int semi = t.indexOf(';', negAt);
        negTo = semi < 0 ? t.length() : semi;
      }
    }
    // ("orders with alcohol cannot be delivered to a locker": a subject narrowed by what no call
    // shows, so the value alone is not what is banned)
    boolean plainSubject =
        negAt >= 0
            && Words.of(t.substring(negFrom, negAt)).size() <= 3
            && !NARROWED_SUBJECT.matcher(t.substring(negFrom, negAt)).find();
    // "never offer express shipping on replacement orders": the tools the words name by their
    // verbs, where they name any; else every tool taking the value
    List<String> words = Words.of(t);
    List<Domain.Tool> acting =
        domain.tools().stream()
            .filter(x -> words.stream().anyMatch(w -> Words.same(w, x.verb())))
            .toList();
    for (Domain.Tool tool : domain.tools()) {
      if (!acting.isEmpty() && !acting.contains(tool)) {
        continue;
      }
      for (Map.Entry<String, ArgSpec> a : new TreeMap<>(tool.spec().args()).entrySet()) {
        List<String> argWords = Words.of(a.getKey().replace('_', ' '));
        for (Object v : a.getValue().enumValues()) {
          if (!(v instanceof String value) || value.isBlank()) {
            continue;
          }
          String written = value.toLowerCase(Locale.ROOT).replace('_', ' ');
          // ("lost-item charges": the value's words joined by a hyphen as well as by a space)
          String spelled =
              String.join(
                  "[ -]", java.util.Arrays.stream(written.split(" ")).map(Pattern::quote).toList());
          // ("\"saver\" tickets": the value in quotes, then the noun)
          Matcher m = Pattern.compile("\\b" + spelled + "s?\\b[\"”']?(?:\\s+([a-z]+))?").matcher(t);
          boolean named = false;
          int valueEnd = negTo;
          while (m.find() && !named) {
            String next = m.group(1) == null ? "" : m.group(1);
            if (m.start() < negFrom || m.start() > negTo) {
              continue;
            }
            named =
                argWords.stream().anyMatch(w -> Words.same(w, next))
                    // "gift cards cannot be refunded": the value as the subject of the act the
                    // sentence names by the tool's verb
                    // (after a lead-in: "additional rules: gift cards …")
                    // (or another clause: "only flex tickets; \"saver\" tickets are never …")
                    || t.substring(0, m.start()).matches("(?s)(.*[:;])?\\s*[\"“']?")
                        && acting.contains(tool)
                    // "… they are never paid in cash": a value of one argument of the tool alone,
                    // after the negation in its clause
                    || plainSubject
                        && m.start() > negAt
                        && written.length() >= 3
                        && onlyValueOf(tool, a.getKey(), value);
            valueEnd = Math.min(m.end(), negTo);
          }
          if (!named) {
            continue;
          }
          String when = "args." + a.getKey() + " == " + Domain.lit(value);
          // "never create a luxury rental with `insurance` set to false": the calls the words
          // after the value single out (asked about where no argument says which)
          String also = qualifier(tool, t.substring(valueEnd, negTo));
          if (qualified && (also == null || also.isEmpty())) {
            continue;
          }
          boolean refused = (banned || qualified) && also != null;
          if (also != null && !also.isEmpty()) {
            when = when + " && " + also;
          }
          Constraint c =
              Constraint.of(
                      "draft",
                      ActionPattern.of(tool.name()),
                      refused ? new Effect.Deny() : new Effect.Confirm())
                  .withWhen(parse(when))
                  .withSeverity(Enforcement.ERROR)
                  .withText(
                      "`" + a.getKey() + "` " + value + (refused ? " is not allowed here" : KEPT),
                      refused ? null : ASK_CASE);
          add(s, "value", tool.name() + ":" + a.getKey() + ":" + value, c);
        }
      }
    }
    if (only && !out.containsKey(s)) {
      // "refunds are only possible within 14 days of enrollment": the act its subject names is
      // kept for cases no call shows, so it is asked about
      List<String> subject = new ArrayList<>(Words.of(t.substring(0, onlyAt.start())));
      if (onlyAt.group(1) != null) {
        subject.add(onlyAt.group(1));
      }
      Matcher passive = BE_PARTICIPLE.matcher(t.substring(0, onlyAt.start()));
      if (onlyAt.group(1) == null && passive.find()) {
        // "a booking can be cancelled only if …": the act is the participle's, not the noun's
        // ("booking" would name `book_room` too)
        subject.removeIf(w -> !w.equals(passive.group(1)));
      }
      List<Domain.Tool> acts =
          domain.tools().stream()
              .filter(Domain.Tool::writes)
              .filter(x -> subject.stream().anyMatch(w -> Words.same(w, x.verb())))
              .toList();
      if (acts.size() == 1
          && !subject.isEmpty()
          && subject.size() <= 6
          // ("transfer to a human only when the request is outside this policy": a hand-over is
          // never held up by a question — a person asking for a person gets one)
          && !acts.get(0).handsOver()) {
        Domain.Tool tool = acts.get(0);
        add(
            s,
            "kept",
            tool.name(),
            Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Confirm())
                .withSeverity(Enforcement.ERROR)
                .withText("`" + tool.name() + "`" + KEPT, ASK_CASE));
      }
    }
  }

  // ---- "only after a restart has been tried may you run `remote_reset`" ---------------------

  /**
   * "Only after/once …" and then the one tool the agent may call (group 1 the case, 2 the tool's
   * name as the text spells it, underscores dropped).
   */
  private static final Pattern ONLY_AFTER_CALL =
      Pattern.compile(
          "^only\\s+(?:after|once|when|if)\\s+(.+?),?\\s+(?:may|can|should)\\s+(?:you|the agent"
              + "|the assistant)\\s+(?:run|call|use|invoke)\\s+([a-z0-9]+)\\b");

  /**
   * A tool the agent may call only after a case that names no tool ("only after a restart has been
   * tried may you run `remote_reset`"): kept for a case no call shows, so it is asked about. A case
   * that names a tool is the sequence matcher's order.
   */
  private void onlyAfterUnseen(Statement s, String t) {
    if (!t.startsWith("only ")) {
      return;
    }
    Matcher m = ONLY_AFTER_CALL.matcher(t);
    if (!m.find()) {
      return;
    }
    String cases = m.group(1);
    if (domain.tools().stream().anyMatch(x -> cases.contains(x.name().replace("_", "")))) {
      return;
    }
    domain.tools().stream()
        .filter(x -> x.name().replace("_", "").equals(m.group(2)))
        .findFirst()
        .ifPresent(
            tool ->
                add(
                    s,
                    "kept",
                    tool.name(),
                    Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Confirm())
                        .withSeverity(Enforcement.ERROR)
                        .withText("`" + tool.name() + "`" + KEPT, ASK_CASE)));
  }

  // ---- "at most three disputes per conversation", "never … more than once in a conversation" --

  private static final String A_CONVERSATION =
      "\\b(?:per|in a|in one|in any|within a|each|in the same) (?:conversation|session|chat|call)\\b";

  private static final Pattern PER_CONVERSATION =
      Pattern.compile(
          "\\b(?:at most|no more than|up to|a maximum of|more than) (?<n>"
              + NUMBER.substring(1, NUMBER.length() - 1)
              + ")\\b(?: times\\b)?[a-z ]*?"
              + A_CONVERSATION
              + "|\\bmore than (?<more>once|twice)\\b[a-z ]*?"
              + A_CONVERSATION
              // "late fees may be waived once per conversation"
              + "|\\b(?<lone>once|twice) "
              + A_CONVERSATION
              // "one payment plan per conversation": the count opens the clause
              + "|^(?:only )?(?<lead>one|a single|two|three|four|five|\\d+) [a-z ]*?"
              + A_CONVERSATION);

  /** "per meter" before the conversation's words: the record counted for (group 1). */
  private static final Pattern PER_RECORD_IN =
      Pattern.compile("\\bper ([a-z]+)\\b(?! ?(?:conversation|session|chat|call)\\b)");

  /**
   * How many times a conversation may do an act: "at most three disputes may be opened per
   * conversation" (the tool whose verb or nouns name the counted thing), "never change a limit more
   * than once in a conversation" (under a negation, the act before the count) — a session limit.
   */
  private void perConversation(Statement s, String t) {
    Matcher m = PER_CONVERSATION.matcher(t);
    if (!m.find()) {
      return;
    }
    boolean more = t.substring(m.start()).startsWith("more than");
    String times = m.group("more") != null ? m.group("more") : m.group("lone");
    int n;
    if (times != null) {
      n = times.equals("once") ? 1 : 2;
    } else if (m.group("lead") != null) {
      n = m.group("lead").equals("a single") ? 1 : number(m.group("lead"));
    } else {
      n = number(m.group("n"));
    }
    if (more && !s.modality().negative()) {
      // "more than three … per conversation" bounds only under a negation
      return;
    }
    // the counted words ("disputes may be opened") and the words before the count ("never change
    // a limit")
    List<String> words = Words.of(t.substring(0, m.start()) + " " + m.group(0));
    List<Domain.Tool> named = new ArrayList<>();
    List<Domain.Tool> byVerb = new ArrayList<>();
    for (Domain.Tool tool : domain.tools()) {
      if (!tool.writes()) {
        continue;
      }
      boolean verb = words.stream().anyMatch(w -> Words.same(w, tool.verb()));
      boolean nouns =
          !tool.nouns().isEmpty()
              && tool.nouns().stream()
                  .allMatch(x -> words.stream().anyMatch(w -> Words.same(w, x)));
      boolean anyNoun =
          tool.nouns().stream().anyMatch(x -> words.stream().anyMatch(w -> Words.same(w, x)));
      if (nouns && !verb && UNDOING.contains(tool.verb())) {
        // "at most three refill orders per conversation": a count of records bounds the ones
        // made, not their cancellation (`cancel_refill_order`), unless its verb is named
        continue;
      }
      if (nouns || verb && anyNoun) {
        named.add(tool);
      } else if (verb) {
        byVerb.add(tool);
      }
    }
    if (named.isEmpty() && byVerb.size() == 1) {
      // "no more than two extensions per conversation": the one writing tool of that verb
      named.addAll(byVerb);
    }
    if (named.isEmpty() && byVerb.isEmpty()) {
      // "give at most one credit per customer per conversation": the one writing tool whose
      // head noun is the thing counted (`issue_bill_credit`)
      List<String> counted = Words.of(m.group(0));
      domain.tools().stream()
          .filter(x -> x.writes() && !x.nouns().isEmpty())
          .filter(x -> counted.stream().anyMatch(w -> Words.same(w, last(x.nouns()))))
          .forEach(named::add);
    }
    if (named.size() > 1) {
      // "do not order a replacement card more than twice …": of the tools whose nouns are named
      // (`block_card`, `order_replacement_card`), the one whose verb is named too
      List<Domain.Tool> acted =
          named.stream()
              .filter(x -> words.stream().anyMatch(w -> Words.sameVerb(w, x.verb())))
              .toList();
      if (acted.size() == 1) {
        named = new ArrayList<>(acted);
      }
    }
    if (named.size() != 1) {
      return;
    }
    Domain.Tool tool = named.get(0);
    // "one reading per meter in a conversation": counted for each meter, by the argument that
    // keys it where the tool takes one ("per customer" names the conversation's own party)
    Matcher per = PER_RECORD_IN.matcher(m.group(0));
    String perArg = per.find() ? perArg(tool, per.group(1) + "_id") : null;
    Constraint c =
        Constraint.of(
                "draft",
                ActionPattern.of(tool.name()),
                new Effect.Limit(
                    n,
                    io.contextcov.bundle.Window.SESSION,
                    perArg == null ? Optional.empty() : Optional.of(parse("args." + perArg))))
            .withSeverity(Enforcement.ERROR)
            .withText(
                "`"
                    + tool.name()
                    + "` at most "
                    + n
                    + " times in a conversation"
                    + (perArg == null ? "" : " per `" + perArg + "`"),
                null);
    add(s, "per-conversation", tool.name(), c);
  }

  /** The last of a tool's nouns: its head, the thing the tool makes or changes. */
  private static String last(List<String> nouns) {
    return nouns.get(nouns.size() - 1);
  }

  // ---- "do not refund the same enrollment twice" ------------------------------------------

  /**
   * "You should not make more than one change to the same lesson": one count over every writing
   * tool that takes the record's key (a hand-over aside), keyed by it; a warning where the words
   * are soft.
   */
  private void changesPerRecord(Statement s, String noun, int most) {
    List<String> tools = new ArrayList<>();
    String key = null;
    for (Domain.Tool tool : domain.tools()) {
      String k = perArg(tool, Words.stem(noun) + "_id");
      if (tool.writes() && k != null && !tool.handsOver() && (key == null || key.equals(k))) {
        key = k;
        tools.add(tool.name());
      }
    }
    if (tools.isEmpty()) {
      return;
    }
    Constraint c =
        Constraint.of(
                "draft",
                ActionPattern.of(tools.toArray(String[]::new)),
                new Effect.Limit(
                    most, io.contextcov.bundle.Window.SESSION, Optional.of(parse("args." + key))))
            .withSeverity(s.modality().binding() ? Enforcement.ERROR : Enforcement.WARN)
            .withText(
                (most == 1 ? "one change" : most + " changes") + " per `" + key + "` at most",
                null);
    add(s, "changes-per-record", key, c);
  }

  private static final Pattern SAME_TWICE =
      Pattern.compile("\\b(?:the same|one|a single|any) ([a-z]+) (?:twice|more than once)\\b");

  /**
   * A count of acts on one record: "more than two appointments for the same patient", "at most
   * three refunds for each order" (group 1 the number, group 2 the record).
   */
  private static final Pattern SAME_COUNT =
      Pattern.compile(
          "\\b(?:more than|no more than|at most|up to|a maximum of) (\\d+|one|two|three|four|five"
              + "|six|seven|eight|nine|ten) ([a-z]+(?: [a-z]+)?) (?:for|on|per|to|of) (?:the same|one"
              + "|a single|each|any one) ([a-z]+)\\b");

  /** Nouns of change in general: "one change to the same lesson" counts every writing act on it. */
  private static final Set<String> CHANGE_NOUNS =
      Set.of(
          "change",
          "changes",
          "modification",
          "modifications",
          "update",
          "updates",
          "edit",
          "edits");

  /**
   * A negated act done twice on the same record — "do not refund the same enrollment twice", "never
   * cancel one booking more than once" — is a limit of one per record, keyed by its id; a count on
   * one record — "do not book more than two appointments for the same patient", "at most three
   * refunds for each order" — a limit of that count.
   */
  private void sameTwice(Statement s, String t) {
    Matcher m = SAME_TWICE.matcher(t);
    int most = 1;
    if (!m.find()) {
      // "do not book more than two appointments for the same patient": a limit of that count
      m = SAME_COUNT.matcher(t);
      if (!m.find()
          || m.group().startsWith("more than") && !s.modality().negative()
          || number(m.group(1)) < 1) {
        return;
      }
      most = number(m.group(1));
    } else if (!s.modality().negative()) {
      return;
    }
    List<String> before = Words.of(t.substring(0, m.start()));
    String noun = m.group(m.groupCount());
    if (m.groupCount() == 3 && CHANGE_NOUNS.contains(m.group(2))) {
      changesPerRecord(s, noun, most);
      return;
    }
    for (Domain.Tool tool : domain.tools()) {
      // ("the same order": its key, `order_id` or another word of a key, `order_number`)
      String key = perArg(tool, Words.stem(noun) + "_id");
      if (!tool.writes()
          || key == null
          || before.stream().noneMatch(w -> Words.same(w, tool.verb()))) {
        continue;
      }
      Constraint c =
          Constraint.of(
                  "draft",
                  ActionPattern.of(tool.name()),
                  new Effect.Limit(
                      most, io.contextcov.bundle.Window.SESSION, Optional.of(parse("args." + key))))
              .withSeverity(Enforcement.ERROR)
              .withText(
                  "`"
                      + tool.name()
                      + "` at most "
                      + (most == 1 ? "once" : most + " times")
                      + " per `"
                      + key
                      + "`",
                  null);
      add(s, "once-per-record", tool.name(), c);
    }
  }

  /**
   * Whether {@code words} name the act of {@code verb} by its noun after a determiner or "per": "in
   * one renewal" ({@code renew}), "per cancellation", "each adjustment".
   */
  private static boolean nominal(List<String> words, String verb) {
    for (int i = 1; i < words.size(); i++) {
      if (Set.of("a", "an", "the", "each", "any", "single", "one", "every", "per")
              .contains(words.get(i - 1))
          && nounOf(words.get(i), verb)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code w} is a noun of the act of {@code verb}, singular or plural: "renewal" ({@code
   * renew}), "disconnections" ({@link io.contextcov.compiler.rules.ToolActs#nominal}).
   */
  private static boolean nounOf(String w, String verb) {
    String singular = w.endsWith("s") && w.length() > 4 ? w.substring(0, w.length() - 1) : w;
    return io.contextcov.compiler.rules.ToolActs.nominal(singular, verb);
  }

  /** Whether the verb stands as a noun after an article or "single": "a single transfer". */
  private static boolean asNoun(List<String> words, String verb) {
    for (int i = 1; i < words.size(); i++) {
      if (Words.same(words.get(i), verb)
          && Set.of("a", "an", "the", "each", "any", "single", "one", "every")
              .contains(words.get(i - 1))) {
        return true;
      }
    }
    return false;
  }

  /** Whether the words hold "number of" then a number argument of the tool ("of guests"). */
  private static boolean numberOf(List<String> words, Domain.Tool tool) {
    for (int i = 0; i + 2 < words.size(); i++) {
      String counted = words.get(i + 2);
      if (words.get(i).equals("number")
          && words.get(i + 1).equals("of")
          && tool.spec().args().entrySet().stream()
              .anyMatch(e -> e.getValue().type().isNumeric() && Words.same(e.getKey(), counted))) {
        return true;
      }
    }
    return false;
  }

  /** The one number argument, not an id, whose name holds a word of {@code words}. */
  private static Optional<String> namedNumberArg(Domain.Tool tool, List<String> words) {
    List<String> named =
        tool.spec().args().entrySet().stream()
            .filter(e -> e.getValue().type().isNumeric() && !e.getKey().endsWith("_id"))
            .map(Map.Entry::getKey)
            .filter(
                a ->
                    Words.of(a.replace('_', ' ')).stream()
                        .anyMatch(x -> words.stream().anyMatch(w -> Words.same(w, x))))
            .sorted()
            .toList();
    return named.size() == 1 ? Optional.of(named.get(0)) : Optional.empty();
  }

  /** Words that may follow a number and are no unit: modals, verbs of being and needing, links. */
  private static final Set<String> NO_UNIT =
      Set.of(
          "need",
          "needs",
          "require",
          "requires",
          "must",
          "may",
          "should",
          "can",
          "cannot",
          "will",
          "is",
          "are",
          "was",
          "were",
          "go",
          "goes",
          "get",
          "gets",
          "and",
          "or",
          "but",
          "in",
          "for",
          "to",
          "of",
          "on",
          "at",
          "by",
          "with",
          "without",
          "the",
          "a",
          "an",
          "that",
          "which",
          "unless",
          "if",
          // "capped at £30 per month": a span the bound is counted over, no unit
          "per",
          "each",
          "every");

  /** Nouns of money paid or taken: a bound with no unit said of one is on the amount. */
  private static final Set<String> MONEY_NOUNS =
      Set.of(
          "payout",
          "payouts",
          "refund",
          "refunds",
          "credit",
          "credits",
          "payment",
          "payments",
          "compensation",
          "reimbursement",
          "reimbursements",
          "withdrawal",
          "withdrawals",
          "deposit",
          "deposits",
          "charge",
          "charges",
          "fee",
          "fees",
          "fine",
          "fines",
          "price",
          "prices",
          "cost",
          "costs",
          "discount",
          "discounts",
          "rebate",
          "rebates",
          "amount",
          "amounts");

  /** Units that count things of any kind: a bound in them is on the quantity. */
  private static final Set<String> COUNT_UNITS =
      Set.of("unit", "units", "item", "items", "piece", "pieces", "copies", "tablets", "pills");

  /** Units of measure by their symbols, as argument names carry them: `length_m`, `weight_kg`. */
  private static final Map<String, String> UNIT_SYMBOLS =
      Map.ofEntries(
          Map.entry("metre", "m"),
          Map.entry("metres", "m"),
          Map.entry("meter", "m"),
          Map.entry("meters", "m"),
          Map.entry("centimetres", "cm"),
          Map.entry("centimeters", "cm"),
          Map.entry("kilometres", "km"),
          Map.entry("kilometers", "km"),
          Map.entry("kilograms", "kg"),
          Map.entry("kilos", "kg"),
          Map.entry("tonnes", "t"),
          Map.entry("litres", "l"),
          Map.entry("liters", "l"),
          Map.entry("gigabytes", "gb"),
          Map.entry("megabytes", "mb"),
          Map.entry("minutes", "min"),
          Map.entry("hours", "h"));

  /** The number argument a bound's unit names: one of that name, or the amount for money. */
  private static Optional<String> numberArg(Domain.Tool tool, String unit, boolean money) {
    List<String> numeric =
        tool.spec().args().entrySet().stream()
            .filter(e -> e.getValue().type().isNumeric())
            .map(Map.Entry::getKey)
            .sorted()
            .toList();
    String shortUnit = UNIT_SYMBOLS.getOrDefault(unit, unit);
    for (String a : numeric) {
      if (!unit.isEmpty()
          && Words.of(a.replace('_', ' ')).stream()
              .anyMatch(w -> Words.same(w, unit) || w.equals(shortUnit))) {
        // ("7 metres" on `length_m`: the unit by its symbol)
        return Optional.of(a);
      }
    }
    if (COUNT_UNITS.contains(unit) || tool.nouns().stream().anyMatch(n -> Words.same(n, unit))) {
      // "never request more than 90 units": a count of the thing, the one quantity argument (so
      // is a count of the tool's own noun, "never transfer more than 8 tickets")
      List<String> counts =
          numeric.stream().filter(a -> a.matches("(?i).*(quantity|qty|count|number).*")).toList();
      return counts.size() == 1 ? Optional.of(counts.get(0)) : Optional.empty();
    }
    if (money) {
      List<String> amounts =
          numeric.stream()
              .filter(a -> a.matches(".*(amount|price|total|cost|value|sum|fee).*"))
              .toList();
      return amounts.size() == 1 ? Optional.of(amounts.get(0)) : Optional.empty();
    }
    return Optional.empty();
  }

  /** A bound said of the thing itself: "… must be 2000 or less", "… must not be over 2000". */
  private static final Pattern IS_BEFORE = Pattern.compile("\\b(?:be|is|are)\\s*$");

  /**
   * The tool's one number argument that is no id, where the bound is said of the act's record as a
   * quantity ("each transfer must be 2000 or less"), with no unit: a count of acts ("never issue
   * more than two") is no value of an argument.
   */
  private static Optional<String> onlyNumberArg(Domain.Tool tool, String t, Bound b) {
    if (!IS_BEFORE.matcher(t.substring(0, b.before())).find()
        && !t.substring(b.before(), b.numberAt()).contains("exceed")) {
      return Optional.empty();
    }
    List<String> numeric =
        tool.spec().args().entrySet().stream()
            .filter(e -> e.getValue().type().isNumeric() && !e.getKey().endsWith("_id"))
            .map(Map.Entry::getKey)
            .toList();
    return numeric.size() == 1 ? Optional.of(numeric.get(0)) : Optional.empty();
  }

  // ---- "only a trip not yet flown can be cancelled" ----------------------------------------

  private void past(Statement s, String t) {
    if (!PAST.matcher(t).find()) {
      return;
    }
    String verbClass = null;
    for (String w : Words.of(t)) {
      verbClass = verbClass == null ? verbClass(w) : verbClass;
    }
    if (verbClass == null) {
      for (String h : s.section()) {
        for (String w : Words.of(h)) {
          verbClass = verbClass == null ? verbClass(w) : verbClass;
        }
      }
    }
    if (verbClass == null) {
      return;
    }
    for (Domain.Tool tool : domain.tools()) {
      if (!VERBS.get(verbClass).contains(tool.verb())) {
        continue;
      }
      Optional<Domain.Entity> e = domain.subject(tool);
      if (e.isEmpty() || !tool.has(e.get().idArg())) {
        continue;
      }
      for (Map.Entry<String, ArgSpec> f : e.get().fields().entrySet()) {
        Optional<ArgSpec> items = f.getValue().items();
        if (items.isEmpty() || !items.get().properties().containsKey("date")) {
          continue;
        }
        String state = domain.state(e.get(), tool);
        add(
            s,
            "past",
            tool.name() + ":" + f.getKey(),
            Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Deny())
                .withWhen(
                    parse(
                        "exists(session.now) && any("
                            + state
                            + "."
                            + f.getKey()
                            + ", time(item.date) < time(session.now))"))
                .withSeverity(Enforcement.ERROR)
                .withText(
                    "part of this "
                        + e.get().name()
                        + " is already in the past, so it cannot be "
                        + verbClass
                        + (verbClass.endsWith("e") ? "d" : "ed"),
                    null));
        unread(s, tool.name(), state, e.get().name());
        add(
            s,
            "unknown-now",
            tool.name(),
            Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Confirm())
                .withWhen(parse("!exists(session.now)"))
                .withSeverity(Enforcement.ERROR)
                .withText(
                    "the host did not say what time it is (session.now), so whether this "
                        + e.get().name()
                        + " is already in the past cannot be checked",
                    null));
      }
    }
  }

  // ---- "gold members get 3 free checked bags for each economy passenger" -------------------

  private void allowance(List<Statement> statements) {
    Map<String, Map<String, Integer>> table = new LinkedHashMap<>();
    Statement first = null;
    List<Statement> rows = new ArrayList<>();
    String unit = null;
    String per = null;
    for (Statement s : statements) {
      String t = text(s);
      Matcher tier = TIER.matcher(t);
      String current = tier.find() ? tier.group(1) : null;
      if (current == null && s.leadIn() != null) {
        Matcher lead = TIER.matcher(s.leadIn().toLowerCase(Locale.ROOT));
        current = lead.find() ? lead.group(1) : null;
      }
      if (current == null) {
        continue;
      }
      Matcher m = ALLOWANCE.matcher(t);
      while (m.find()) {
        first = first == null ? s : first;
        if (!rows.contains(s)) {
          rows.add(s);
        }
        unit = unit == null ? m.group(2) : unit;
        per = per == null ? m.group(3) : per;
        table
            .computeIfAbsent(current, k -> new LinkedHashMap<>())
            .put(m.group(3), number(m.group(1)));
      }
    }
    if (first == null) {
      return;
    }
    for (Statement row : rows) {
      if (row != first) {
        partOf.put(row, first);
      }
    }
    List<String> unitWords = Words.content(Words.of(unit));
    List<String> perWords = Words.of(per);
    for (Domain.Tool tool : domain.tools()) {
      String total = null;
      String extra = null;
      for (String arg : tool.spec().args().keySet()) {
        List<String> w = Words.of(arg);
        if (Words.contains(unitWords, w.get(w.size() - 1))) {
          if (w.contains("total")) {
            total = arg;
          } else if (w.get(0).startsWith("non") || w.contains("extra") || w.contains("paid")) {
            extra = arg;
          }
        }
      }
      if (total == null || extra == null) {
        continue;
      }
      Optional<Domain.Entity> member = memberEntity();
      if (member.isEmpty()) {
        continue;
      }
      String tierField = memberField(member.get());
      String user = domain.state(member.get(), tool);
      Optional<Domain.Entity> subject = domain.subject(tool);
      // the class and the travellers: the call's own arguments, else the record read earlier
      String classArg = null;
      String countArg = null;
      for (Map.Entry<String, ArgSpec> f :
          subject.map(Domain.Entity::fields).orElse(Map.of()).entrySet()) {
        if (classArg == null
            && !f.getValue().enumValues().isEmpty()
            && coversValues(f.getValue(), table)) {
          classArg = f.getKey();
        }
        if (countArg == null
            && f.getValue().items().isPresent()
            && Words.content(Words.of(f.getKey())).stream()
                .anyMatch(w -> Words.contains(perWords, w))) {
          countArg = f.getKey();
        }
      }
      if (classArg == null || countArg == null) {
        continue;
      }
      boolean fromArgs = tool.has(classArg) && tool.has(countArg);
      String record = fromArgs ? "args" : subject.map(e -> domain.state(e, tool)).orElse(null);
      if (record == null || (!fromArgs && !tool.has(subject.get().idArg()))) {
        continue;
      }
      List<String> cells = new ArrayList<>();
      for (Map.Entry<String, Map<String, Integer>> row : table.entrySet()) {
        for (Map.Entry<String, Integer> cell : row.getValue().entrySet()) {
          Optional<String> value = valueOf(subject.get().fields().get(classArg), cell.getKey());
          if (value.isEmpty()) {
            continue;
          }
          String free = cell.getValue() + " * len(" + record + "." + countArg + ")";
          cells.add(
              "("
                  + user
                  + "."
                  + tierField
                  + " == "
                  + Domain.lit(row.getKey())
                  + " && "
                  + record
                  + "."
                  + classArg
                  + " == "
                  + Domain.lit(value.get())
                  + " && (args."
                  + total
                  + " <= "
                  + free
                  + " && args."
                  + extra
                  + " == 0 || args."
                  + total
                  + " > "
                  + free
                  + " && args."
                  + extra
                  + " == args."
                  + total
                  + " - "
                  + free
                  + "))");
        }
      }
      if (cells.isEmpty()) {
        continue;
      }
      String known =
          user
              + "."
              + tierField
              + " in ["
              + String.join(", ", table.keySet().stream().map(Domain::lit).toList())
              + "]";
      String rule = "!(" + known + ") || " + String.join(" || ", cells);
      String message =
          "`" + extra + "` must be `" + total + "` less the free allowance of the member's tier";
      if (fromArgs) {
        add(first, "allowance", tool.name(), assertion(tool.name(), rule).withText(message, null));
      } else {
        // computed over a record read earlier, which an earlier change in the session may have
        // made stale: ask rather than deny
        add(
            first,
            "allowance",
            tool.name(),
            Constraint.of("draft", ActionPattern.of(tool.name()), new Effect.Confirm())
                .withWhen(parse("!(" + rule + ")"))
                .withSeverity(Enforcement.ERROR)
                .withText(message + " (computed from the record read earlier)", null));
      }
      unread(first, tool.name(), user, member.get().name());
    }
  }

  private Optional<Domain.Entity> memberEntity() {
    for (Domain.Entity e : domain.entities()) {
      for (String f : e.fields().keySet()) {
        if (Words.of(f).stream().anyMatch(w -> Words.same(w, "member"))) {
          return Optional.of(e);
        }
      }
    }
    return Optional.empty();
  }

  private static String memberField(Domain.Entity e) {
    for (String f : e.fields().keySet()) {
      if (Words.of(f).stream().anyMatch(w -> Words.same(w, "member"))) {
        return f;
      }
    }
    throw new IllegalStateException("no membership field");
  }

  private static boolean coversValues(ArgSpec spec, Map<String, Map<String, Integer>> table) {
    for (Map<String, Integer> row : table.values()) {
      for (String phrase : row.keySet()) {
        if (valueOf(spec, phrase).isEmpty()) {
          return false;
        }
      }
    }
    return true;
  }

  /** The enum value a phrase names ("basic economy passenger" → basic_economy), longest first. */
  private static Optional<String> valueOf(ArgSpec spec, String phrase) {
    List<String> words = Words.of(phrase);
    String best = null;
    for (Object v : spec.enumValues()) {
      if (v instanceof String value
          && containsRun(words, Words.of(value))
          && (best == null || value.length() > best.length())) {
        best = value;
      }
    }
    return Optional.ofNullable(best);
  }

  // ---- shared ------------------------------------------------------------------------------

  /** Where a rule reads a record the session may not have read: ask on those calls. */
  private void unread(Statement s, String tool, String state, String entity) {
    add(
        s,
        "unread",
        tool + ":" + state,
        Constraint.of("draft", ActionPattern.of(tool), new Effect.Confirm())
            .withWhen(parse("!exists(" + state + ")"))
            .withSeverity(Enforcement.ERROR)
            .withText(
                "the " + entity + " was not read in this session, so the policy cannot be checked",
                null));
  }

  private void add(Statement s, String family, String key, Constraint c) {
    List<Draft> list = out.computeIfAbsent(s, k -> new ArrayList<>());
    if (list.stream()
        .noneMatch(d -> d.family().equals("policy/" + family) && d.key().equals(key))) {
      list.add(new Draft("policy/" + family, key, c));
    }
  }

  private static Constraint assertion(String tool, String require) {
    return Constraint.of("draft", ActionPattern.of(tool), new Effect.Assert(parse(require)))
        .withSeverity(Enforcement.ERROR);
  }

  private static io.contextcov.condition.Expr parse(String text) {
    ParseResult r = ConditionParser.parse(text);
    if (!r.ok()) {
      throw new IllegalStateException(
          "the policy reader wrote an unreadable condition: " + text + " " + r.errors());
    }
    return r.orThrow();
  }

  private static int number(String w) {
    Integer n = NUMBERS.get(w);
    return n != null ? n : Integer.parseInt(w);
  }
}
