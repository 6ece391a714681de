package io.contextcov.compiler.policy;

import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.ArgType;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolEffect;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.condition.ConditionPrinter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a tool catalog says about a business domain, in words a policy uses: each tool's verb and
 * nouns and whether it writes (declared, or inferred from its verb and reported), the entities the
 * tools read back by id (a reservation, a user) with their fields, the enum values of arguments,
 * and the kinds of value an argument takes as its description shows them ({@code 'gift_card_1'}).
 */
final class Domain {
  /** Verbs that only read or compute: a tool named so changes nothing. */
  static final Set<String> READ_VERBS =
      Set.of(
          "get",
          "list",
          "search",
          "find",
          "lookup",
          "look",
          "fetch",
          "read",
          "query",
          "calculate",
          "think",
          "check",
          "show",
          "describe",
          "view",
          "count",
          "validate",
          "verify",
          "retrieve",
          // (and handing over, working out, verifying who someone is: no record changed)
          "compute",
          "estimate",
          "quote",
          "authenticate",
          "identify",
          "preview",
          "explain",
          "summarize",
          "summarise",
          "track",
          "inspect",
          "compare",
          "locate",
          "browse",
          "display",
          "evaluate",
          "diagnose",
          "analyze",
          "analyse",
          "recommend",
          "suggest",
          "escalate",
          "handoff",
          "hand",
          "ask",
          "answer",
          "is",
          "has",
          "can");

  /** Verbs that change records. */
  static final Set<String> WRITE_VERBS =
      Set.of(
          "book",
          "cancel",
          "update",
          "modify",
          "change",
          "create",
          "add",
          "delete",
          "remove",
          "send",
          "set",
          "exchange",
          "return",
          "refund",
          "pay",
          "toggle",
          "enable",
          "disable",
          "reset",
          "submit",
          "place",
          "apply",
          "grant",
          "issue",
          "post",
          "edit",
          "save",
          "upgrade",
          "downgrade",
          "suspend",
          "resume",
          "refuel",
          "make",
          // accounts and cards: locking, opening, closing, ordering and moving money change
          // records too
          "freeze",
          "unfreeze",
          "lock",
          "unlock",
          "block",
          "unblock",
          "activate",
          "deactivate",
          "open",
          "close",
          "order",
          "reorder",
          "replace",
          "reissue",
          "renew",
          "reserve",
          "hold",
          "extend",
          "revoke",
          "approve",
          "reject",
          "dispute",
          "charge",
          "credit",
          "debit",
          "void",
          "withdraw",
          "deposit",
          "schedule",
          "reschedule",
          "assign",
          "enroll",
          "register",
          "archive",
          // service and billing: connecting, waiving, adjusting and ending change records too
          "waive",
          "adjust",
          "disconnect",
          "reconnect",
          "terminate",
          "restore",
          "reverse",
          "unsubscribe",
          "subscribe",
          "request",
          "pause",
          "unpause",
          // claims and documents: filing, attaching and reopening change records too
          "file",
          "attach",
          "detach",
          "reopen",
          // codes, vouchers and shipments: making one out or linking it changes records too
          "generate",
          "ship",
          "swap",
          "redeem",
          "rebook",
          "link",
          "unlink",
          // amounts and limits: raising, lowering or moving them changes records too
          "raise",
          "lower",
          "increase",
          "decrease",
          "reduce",
          "move",
          "rename");

  /**
   * Whether a tool of this verb and these nouns changes records: its verb writes (or is one that
   * writes with "re" before it), or it transfers something other than the conversation
   * ("transfer_funds", not "transfer_to_human_agents").
   */
  static boolean writes(String verb, List<String> nouns) {
    if (RUN_VERBS.contains(verb) && nouns.stream().anyMatch(CHECK_NOUNS::contains)) {
      // "run_line_test", "perform_credit_check": running a test or a check looks, changes nothing
      return false;
    }
    return WRITE_VERBS.contains(verb)
        // a verb neither list knows ("switch_tariff", "merge_accounts", "convert_currency") is
        // taken to change records: reading and handing over are a few verbs, writing many, and a
        // write taken for a read would be left unguarded
        || !verb.isEmpty()
            && !verb.equals("transfer")
            && !READ_VERBS.contains(verb)
            && !(verb.startsWith("re") && READ_VERBS.contains(verb.substring(2)))
        // "reassign", "resubmit", "reissue": a writing verb done again
        || verb.startsWith("re") && verb.length() > 4 && WRITE_VERBS.contains(verb.substring(2))
        || verb.equals("transfer")
            && nouns.stream().noneMatch(HAND_OFF::contains)
            && !(nouns.size() > 1
                && nouns.get(0).equals("to")
                && nouns.stream().noneMatch(MONEY::contains));
  }

  /** Verbs of carrying out: what they do is the noun's ("run_line_test"). */
  private static final Set<String> RUN_VERBS = Set.of("run", "perform", "do", "execute", "start");

  /** Nouns of looking: a test, a check, a scan, a diagnostic, a report. */
  private static final Set<String> CHECK_NOUNS =
      Set.of(
          "test",
          "tests",
          "check",
          "checks",
          "diagnostic",
          "diagnostics",
          "scan",
          "report",
          "search",
          "lookup",
          "ping",
          "speedtest");

  /** Nouns of what money transfers move: "transfer_to_savings" moves funds, not the chat. */
  private static final Set<String> MONEY =
      Set.of("funds", "money", "balance", "savings", "checking", "account", "accounts", "points");

  /** Nouns of whom or where a conversation is handed to: "transfer_to_nurse_line". */
  private static final Set<String> HAND_OFF =
      Set.of(
          "human",
          "agent",
          "agents",
          "person",
          "staff",
          "nurse",
          "doctor",
          "operator",
          "specialist",
          "representative",
          "supervisor",
          "manager",
          "support",
          "team",
          "line",
          "desk",
          "department",
          "clerk",
          "officer",
          "advisor",
          "adviser",
          "adjuster",
          "counsellor",
          "counselor",
          "coordinator",
          "dispatcher",
          "expert",
          "colleague",
          "tutor",
          "instructor",
          "coach",
          "teller");

  /** Verbs that bring a record into being: their arguments are the record's fields. */
  static final Set<String> CREATE_VERBS = Set.of("book", "create", "place", "make", "add", "open");

  /** A tool seen as words. */
  record Tool(
      String name,
      String verb,
      List<String> nouns,
      boolean writes,
      boolean inferred,
      ToolSpec spec) {
    boolean has(String arg) {
      return spec.args().containsKey(arg);
    }

    Optional<ArgSpec> arg(String arg) {
      return Optional.ofNullable(spec.args().get(arg));
    }

    /** Whether the tool hands the conversation to a person: "transfer_to_human_agents". */
    boolean handsOver() {
      return Domain.handsOver(verb, nouns);
    }
  }

  /**
   * Whether a tool of this verb and these nouns hands the conversation to a person, whatever its
   * catalog says it does: "transfer_to_human_agents", "escalate_to_supervisor".
   */
  static boolean handsOver(String verb, List<String> nouns) {
    return (verb.equals("transfer") || verb.equals("escalate") || verb.equals("handoff"))
        && nouns.stream().anyMatch(n -> HAND_OFF.contains(n) || personBySuffix(n))
        && nouns.stream().noneMatch(MONEY::contains);
  }

  /**
   * A noun shaped as one of a person by trade: "librarian", "pharmacist", "consultant", "engineer",
   * "hostess" (a word of at least six letters, no list; {@link #HAND_OFF} holds the others).
   */
  private static boolean personBySuffix(String noun) {
    // (not "waitlist", "checklist": lists)
    return noun.length() >= 6
        && noun.matches("[a-z]+(ians?|ists?|ants?|eers?|ess)")
        && !noun.matches("[a-z]*lists?")
        && !MONEY.contains(noun);
  }

  /**
   * Something the tools read back by id.
   *
   * @param readers a glob naming every tool whose result is this entity's latest state
   * @param fields its fields: the arguments of the tools that create it, and the fields the policy
   *     lists ("each reservation has …")
   */
  record Entity(String name, String idArg, String readers, Map<String, ArgSpec> fields) {}

  /** A kind of value an argument (or a list element's field) takes, from its description. */
  record ValueKind(String arg, String itemField, String prefix, List<String> words) {}

  private final ToolCatalog catalog;
  private final List<Tool> tools = new ArrayList<>();
  private final Map<String, Entity> entities = new LinkedHashMap<>();
  private final List<ValueKind> kinds = new ArrayList<>();

  private static final Pattern QUOTED = Pattern.compile("'([A-Za-z][A-Za-z_]*?)_?[0-9]+'");
  private static final Pattern HAS =
      Pattern.compile(
          "(?i)\\beach ([a-z]+) (?:has|have|contains?|includes?)(?: an?| the)?"
              + "(?: [a-z]+ (?:containing|with|including):?)?:?\\s+([^.]+)");

  private Domain(ToolCatalog declared, String prose) {
    this.catalog = withProseEnums(declared, prose);
    for (ToolSpec spec : catalog.sorted().values()) {
      List<String> words = Words.of(spec.name());
      String verb = words.isEmpty() ? "" : words.get(0);
      List<String> nouns = words.size() > 1 ? words.subList(1, words.size()) : List.of();
      boolean inferred = spec.effect() == ToolEffect.UNKNOWN;
      boolean writes = spec.effect() == ToolEffect.WRITE || (inferred && writes(verb, nouns));
      tools.add(new Tool(spec.name(), verb, List.copyOf(nouns), writes, inferred, spec));
      spec.args().forEach((arg, a) -> kinds(arg, null, a));
    }
    for (Tool t : tools) {
      for (String arg : t.spec().args().keySet()) {
        if (arg.endsWith("_id") && arg.length() > 3) {
          addEntity(arg.substring(0, arg.length() - 3));
        }
      }
    }
    Matcher m = HAS.matcher(prose);
    while (m.find()) {
      String noun = Words.stem(m.group(1).toLowerCase(java.util.Locale.ROOT));
      Entity e = entities.get(noun);
      if (e != null) {
        for (String part : m.group(2).split(",|\\band\\b")) {
          List<String> w = Words.content(Words.of(part));
          if (!w.isEmpty() && w.size() <= 4) {
            e.fields().putIfAbsent(fieldName(w, e), ArgSpec.of(ArgType.ANY));
          }
        }
      }
    }
  }

  private static final Pattern THERE_ARE =
      Pattern.compile("(?i)\\bthere (?:are|is) (?:[a-z0-9]+ )?([a-z ]+?):\\s*([^.\\n]+)");

  /**
   * Values the policy lists for an argument the catalog leaves open ("There are three cabin
   * classes: basic economy, economy, business" → {@code cabin} takes {@code basic_economy}…).
   */
  private static ToolCatalog withProseEnums(ToolCatalog declared, String prose) {
    Map<String, List<Object>> lists = new LinkedHashMap<>();
    Matcher m = THERE_ARE.matcher(prose.replace("*", ""));
    while (m.find()) {
      List<String> noun = Words.content(Words.of(m.group(1)));
      List<Object> values = new ArrayList<>();
      for (String part : m.group(2).split(",|\\bor\\b|\\band\\b")) {
        List<String> w = Words.of(part);
        if (!w.isEmpty() && w.size() <= 3) {
          values.add(Words.snake(w));
        }
      }
      if (values.size() >= 2) {
        lists.put(String.join(" ", noun), values);
      }
    }
    if (lists.isEmpty()) {
      return declared;
    }
    List<ToolSpec> tools = new ArrayList<>();
    for (ToolSpec t : declared.sorted().values()) {
      Map<String, ArgSpec> args = new LinkedHashMap<>();
      t.args()
          .forEach(
              (name, spec) -> {
                ArgSpec s = spec;
                if (spec.enumValues().isEmpty()
                    && (spec.type() == ArgType.STRING || spec.type() == ArgType.ANY)) {
                  List<String> argWords = Words.content(Words.of(name));
                  for (Map.Entry<String, List<Object>> e : lists.entrySet()) {
                    List<String> noun = Words.of(e.getKey());
                    if (!argWords.isEmpty()
                        && argWords.stream().allMatch(w -> Words.contains(noun, w))) {
                      s =
                          new ArgSpec(
                              spec.type(),
                              e.getValue(),
                              spec.description(),
                              spec.items(),
                              spec.properties());
                    }
                  }
                }
                args.put(name, s);
              });
      tools.add(new ToolSpec(t.name(), t.description(), t.effect(), args, t.required()));
    }
    return ToolCatalog.of(tools);
  }

  static Domain of(ToolCatalog catalog, String prose) {
    return new Domain(catalog, prose);
  }

  List<Tool> tools() {
    return tools;
  }

  Optional<Tool> tool(String name) {
    return tools.stream().filter(t -> t.name().equals(name)).findFirst();
  }

  List<ValueKind> kinds() {
    return kinds;
  }

  Optional<Entity> entity(String noun) {
    return Optional.ofNullable(entities.get(Words.stem(noun)));
  }

  java.util.Collection<Entity> entities() {
    return entities.values();
  }

  /** Tools whose effect the catalog does not declare, with what was inferred from the verb. */
  List<String> inferredEffects() {
    List<String> out = new ArrayList<>();
    for (Tool t : tools) {
      if (t.inferred()) {
        out.add(
            t.name()
                + (t.writes()
                    ? WRITE_VERBS.contains(t.verb()) || t.verb().equals("transfer")
                        ? " writes"
                        : " is taken to write (its verb is not one known to read)"
                    : READ_VERBS.contains(t.verb()) || RUN_VERBS.contains(t.verb())
                        ? " only reads"
                        : " is of unknown effect"));
      }
    }
    return out;
  }

  /**
   * The entity a tool acts on: the one its name holds ({@code book_reservation}), else the one
   * whose id it takes.
   */
  Optional<Entity> subject(Tool t) {
    for (Entity e : entities.values()) {
      if (t.nouns().stream().anyMatch(n -> Words.stem(n).equals(e.name()))) {
        return Optional.of(e);
      }
    }
    for (Entity e : entities.values()) {
      if (t.has(e.idArg())) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  /**
   * The condition text for an entity's latest known state during a call of {@code t}: the latest
   * result of a tool on it with the same id, or (when {@code t} does not take the id) the latest
   * one read.
   */
  String state(Entity e, Tool t) {
    return t.has(e.idArg())
        ? "lastResult(" + lit(e.readers()) + ", " + lit(e.idArg()) + ")"
        : "lastResult(" + lit(e.readers()) + ")";
  }

  static String lit(String s) {
    return ConditionPrinter.quoted(s);
  }

  private void addEntity(String raw) {
    String name = Words.stem(raw);
    if (entities.containsKey(name)) {
      return;
    }
    boolean readable =
        tools.stream()
            .anyMatch(
                t ->
                    !t.writes()
                        && READ_VERBS.contains(t.verb())
                        && t.nouns().contains(name)
                        && t.has(raw + "_id"));
    if (!readable) {
      return;
    }
    Map<String, ArgSpec> fields = new LinkedHashMap<>();
    for (Tool t : tools) {
      if (CREATE_VERBS.contains(t.verb())
          && t.nouns().stream().map(Words::stem).toList().contains(name)) {
        fields.putAll(t.spec().args());
      }
    }
    fields.putIfAbsent(raw + "_id", ArgSpec.of(ArgType.STRING));
    entities.put(name, new Entity(name, raw + "_id", "*" + name + "*", fields));
  }

  /**
   * A listed field's name: an argument of the creating tool with the same words, else the words
   * joined ({@code date of birth} → {@code date_of_birth}), a participle before "time" or "date"
   * named {@code <participle>_at} as records usually are ({@code created time} → {@code
   * created_at}).
   */
  private static String fieldName(List<String> words, Entity e) {
    for (String f : e.fields().keySet()) {
      List<String> fw = Words.content(Words.of(f));
      if (!fw.isEmpty() && fw.stream().allMatch(w -> Words.contains(words, w))) {
        return f;
      }
    }
    if (words.size() == 2
        && words.get(0).endsWith("ed")
        && (words.get(1).equals("time") || words.get(1).equals("date"))) {
      return words.get(0) + "_at";
    }
    return Words.snake(words);
  }

  /** Value kinds from an argument's description ("such as 'gift_card_7815826'"). */
  private void kinds(String arg, String itemField, ArgSpec a) {
    a.description()
        .ifPresent(
            d -> {
              Set<String> prefixes = new LinkedHashSet<>();
              Matcher m = QUOTED.matcher(d);
              while (m.find()) {
                prefixes.add(m.group(1));
              }
              if (prefixes.size() >= 2) {
                for (String p : prefixes) {
                  ValueKind k = new ValueKind(arg, itemField, p, Words.of(p));
                  if (!kinds.contains(k)) {
                    kinds.add(k);
                  }
                }
              }
            });
    if (itemField == null) {
      a.items()
          .ifPresent(items -> items.properties().forEach((field, spec) -> kinds(arg, field, spec)));
    }
  }

  /** The catalog this domain reads. */
  ToolCatalog catalog() {
    return catalog;
  }
}
