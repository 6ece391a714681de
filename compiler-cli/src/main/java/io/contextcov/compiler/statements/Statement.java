package io.contextcov.compiler.statements;

import io.contextcov.compiler.markdown.TextUnit;
import java.util.List;
import java.util.Objects;

/**
 * A normative sentence of an instruction file.
 *
 * @param literals the inline code of the sentence (commands, paths), then code blocks the sentence
 *     introduces
 * @param leadIn the paragraph that introduces this list item ("Never run these:"), or null
 * @param conditions condition clauses found in the sentence ("before committing", "when tests
 *     fail")
 * @param unit the kind of Markdown block the sentence is in (a list item, a paragraph…)
 */
public record Statement(
    String file,
    int line,
    int column,
    List<String> section,
    String text,
    Modality modality,
    List<String> literals,
    String leadIn,
    List<String> conditions,
    String baseDir,
    TextUnit.Kind unit,
    String antecedent) {
  public Statement {
    Objects.requireNonNull(file, "file");
    section = List.copyOf(section);
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(modality, "modality");
    literals = List.copyOf(literals);
    conditions = List.copyOf(conditions);
    Objects.requireNonNull(baseDir, "baseDir");
    Objects.requireNonNull(unit, "unit");
  }

  /**
   * "it" or "them" as the object of a verb ("never delete it"), not as a subject ("it is required",
   * "make sure they run"); every one in the text stands for the same thing ("don't commit them and
   * don't edit anything inside them").
   */
  public static final GatedPattern OBJECT_PRONOUN =
      GatedPattern.compile(
          // (every reading opens on "i", "t" or "o", or at the start: the lookbehinds are tried
          // only there)
          "(?i)(?:(?=[ito])|^)(?:"
              + "(?<=\\p{L}[,]?\\s)(it|them)\\b(?!['’])(?!\\s+(is|are|was|were|does|do|must|should|will|can|may|has|have|needs?|requires?|runs?|contains?|holds?)\\b)"
              // the object of a gerund, whatever follows: "touching it requires a review"
              + "|(?<=\\b(?:touching|changing|editing|modifying|deleting|removing|moving|renaming"
              + "|running|updating)\\s)(it|them)\\b(?!['’])"
              // the subject of a passive is what is acted on: "it must never be edited"
              // a distal demonstrative with a file word: "leave that file alone"
              + "|(?<=\\p{L}\\s)(that\\s+(?:file|directory|folder)|those\\s+(?:files|directories|folders))\\b"
              // a plural demonstrative alone as a verb of change's object: "don't edit those"
              + "|(?<=\\b(?:edit|modify|change|touch|delete|remove|rename|move|overwrite)\\s)"
              + "(those|these)\\b(?=\\s*[.,;!]|\\s*$|\\s+(?:by\\s+hand|manually|directly|yourself)\\b)"
              + "|^\\s*(it|they)(?=\\s+(must|should|may|can|will|shall)(\\s+not|n't)?\\s+(never\\s+)?be\\s+\\w+(ed|en)\\b)"
              // "one" closing the clause or before a manner: "never edit one by hand"
              + "|(?<=\\p{L}\\s)(?<!\\b(?:no|any|every|each|the|this|that|which|at|in|on|of|by)\\s)one\\b"
              // "existing ones": the files of the place named before that are already there
              + "|(?<=\\bexisting\\s)ones\\b"
              + "(?=\\s+(?:by\\s+hand|manually|yourself|directly)\\b|\\s*[.,;!]|\\s*$)"
              // "CI runs `a` and `b`. Run the same locally": the commands the sentence before names
              + "|(?<=\\b(?:run|execute)\\s)the\\s+same(?:\\s+(?:checks|commands|steps|ones))?\\b"
              + "(?!\\s+(?:way|as|command|check|step)\\b))");

  /**
   * "until this is done", "before that has been completed": a step the sentence before names, by a
   * pronoun and a participle of finishing (group 1 the whole phrase after the order word).
   */
  public static final GatedPattern DONE_PRONOUN =
      GatedPattern.compile(
          "(?i)\\b(?:until|before|till)\\s+((?:this|that|it|these|those|both)"
              // ("until that call has succeeded": the step named by its kind)
              + "(?:\\s+(?:call|calls|step|steps|check|lookup|look-up|search|verification))?"
              + "\\s+(?:(?:is|are|has\\s+been"
              + "|have\\s+been)\\s+(?:done|complete|completed|finished|confirmed|verified)"
              + "|succeeds|has\\s+succeeded|works|has\\s+worked))\\b");

  /** The text with an object pronoun read as what it stands for ({@link #antecedent}). */
  public String resolvedText() {
    return antecedent == null ? text : resolve(text, antecedent);
  }

  /**
   * "run both before pushing", "run them all", "run these": the commands of the sentences before,
   * named by a pronoun as what to run.
   */
  public static final GatedPattern RUN_PRONOUN =
      GatedPattern.compile(
          "(?i)\\b(?:run|execute)\\s+(both(?:\\s+of\\s+them)?|them\\s+(?:both|all)|all\\s+of\\s+them"
              + "|these|those|them"
              // ("CI runs `a` and `b`. Run the same locally before you push.")
              + "|the\\s+same(?:\\s+(?:checks|commands|steps|ones))?(?!\\s+(?:way|as|command|check|step)\\b))\\b");

  /**
   * A subject pronoun before a need of a person's approval: "On `prod` it needs a human", "they
   * require approval" (group 1 the pronoun).
   */
  public static final GatedPattern ASKED_PRONOUN =
      GatedPattern.compile(
          "(?i)\\b(it|they)\\s+(?:needs?|requires?)\\s+(?:a\\s+human|a\\s+maintainer|(?:(?:a|an|my|"
              + "explicit|human|prior)\\s+)*(?:approval|sign-?off|confirmation|go-ahead|ok|okay))\\b");

  /** "anywhere else", "everywhere else", "elsewhere": all places but the one named before. */
  public static final GatedPattern ELSEWHERE =
      GatedPattern.compile("(?i)\\b(?:(?:anywhere|everywhere)\\s+else|elsewhere)\\b");

  /** "If not, …" opening a sentence: the case is the question before answered no. */
  public static final GatedPattern IF_NOT = GatedPattern.compile("(?i)\\W*if\\s+not\\s*,\\s*");

  /**
   * "there" as a place ("never modify anything there", "put nothing in there"), not "there is" and
   * not a sentence's first word.
   */
  public static final GatedPattern PLACE_PRONOUN =
      GatedPattern.compile(
          "(?i)(?<=\\p{L}\\s)((in|under|inside|into|from|within)\\s+)?there\\b(?!['’]|\\s+(is|are|was|were|will"
              + "|would|should|must|may|might|can|could|has|have|had|exists?|seems?)\\b)"
              // ("edits there are overwritten": after a noun of changes, a place all the same)
              + "|(?<=\\b(?:edits|changes|modifications)\\s)there\\b");

  /**
   * "Both must be green", "they must pass", "make sure they pass": the commands run before, named
   * by a pronoun.
   */
  public static final GatedPattern PASSING_PRONOUN =
      GatedPattern.compile(
          "(?i)^\\W*(?:(?:make\\s+sure|ensure|check|verify|confirm)\\s+(?:that\\s+)?)?"
              // (or no subject at all: "`uv run pytest`. Must pass before every push.")
              + "(both(?:\\s+of\\s+them)?|they|these|all\\s+of\\s+them|they\\s+all|it"
              // ("All three must succeed before you open a PR", "the two of them", "each")
              + "|all\\s+(?:two|three|four|five)(?:\\s+of\\s+them)?"
              + "|(?:the|these|those)\\s+(?:two|three|four|five)(?:\\s+of\\s+them|\\s+commands)?"
              + "|each(?:\\s+of\\s+them)?|all"
              + "|(?=(?:must|should|has\\s+to|needs\\s+to)\\s))\\s*"
              + "(?:(?:must|should|need\\s+to|needs\\s+to|have\\s+to|has\\s+to"
              + "|(?:are|is)\\s+(?:all\\s+)?required\\s+to)\\s+(?:all\\s+)?"
              + "(?:pass|succeed|be\\s+green|be\\s+clean|come\\s+back\\s+green)"
              + "|(?:all\\s+)?(?:pass|passes|succeed|succeeds|are\\s+green|is\\s+green|are\\s+clean"
              + "|is\\s+clean))\\b");

  /** "its contents", "their values": what a possessive pronoun's thing holds. */
  public static final GatedPattern POSSESSIVE =
      GatedPattern.compile("(?i)\\b(its|their)\\s+(contents?|values?|keys?|secrets?|data)\\b");

  /**
   * "Hands off.", "Don't touch.": a ban of change with no object at all, whose object is what the
   * sentence before names (group 1 the ban, 2 the stop).
   */
  public static final GatedPattern OBJECTLESS_BAN =
      GatedPattern.compile(
          "(?i)^(\\W*(?:hands\\s+off|(?:please\\s+)?(?:don't|do\\s+not|never)\\s+touch))(\\s*[.!]?\\s*)$");

  /**
   * "That's not yours to run.", "It is not your job.": an act refused by a pronoun for what the
   * sentence before names in code (group 1 the verb after "to", if any).
   */
  public static final GatedPattern NOT_YOURS_PRONOUN =
      GatedPattern.compile(
          "(?i)^\\W*(?:that|this|it)(?:['’]s|\\s+is)\\s+not\\s+(?:yours|your\\s+(?:job|call|task"
              + "|responsibility))(?:\\s+to\\s+([a-z]+))?\\W*$");

  /**
   * Words in code set off in brackets, each a single word: "(`apply`, `delete`, `scale`)", with no
   * other code before them.
   */
  public static final GatedPattern SUBCOMMANDS_ALONE =
      GatedPattern.compile(
          "^[^`]*\\(\\s*`[a-z][a-z-]*`(?:\\s*(?:,|/|or|and|,\\s*or|,\\s*and)\\s*`[a-z][a-z-]*`)*\\s*\\)");

  /** "here", "in this folder": the place a heading over the sentence names. */
  public static final GatedPattern HERE =
      GatedPattern.compile(
          "(?i)\\b(?:in\\s+)?(?:here|this\\s+(?:folder|directory|package|module))\\b(?!['’])");

  /**
   * "In `staging`, ask first.", "In `prod`, never — …": a place, then a verdict with no verb, said
   * after a sentence that names the command it rules on ("`terraform apply` is fine in
   * `terraform/dev`."); group 1 the place, 2 the verdict, 3 the rest.
   */
  public static final GatedPattern PLACED_VERDICT =
      GatedPattern.compile(
          "(?i)^(\\W*(?:in|on|against|for)\\s+(?:the\\s+)?`[^`]+`(?:\\s+[a-z]+)?\\s*,?\\s*)"
              + "(ask(?:\\s+(?:me|us|a\\s+human))?(?:\\s+first)?|never|not\\s+allowed|no|don['’]t)"
              + "(\\s*(?:[.!;:—–-].*)?)$");

  /**
   * "Don't.", "Please don't!": a refusal with no verb at all, said after a sentence that leaves a
   * command to someone else ("`make deploy` is only run by CI. Don't."); the command is what is
   * banned (group 1 the refusal, 2 the stop).
   */
  public static final GatedPattern BARE_REFUSAL =
      GatedPattern.compile(
          "(?i)^(\\W*(?:please\\s+)?(?:don['’]t|do\\s+not|never))(\\s*[.!]*\\s*)$");

  /**
   * "Read-only for agents.", "Off-limits.": a state that keeps files from being written, with no
   * subject, said of what the sentence before names (group 1 the state, 2 the stop).
   */
  public static final GatedPattern KEPT_FRAGMENT =
      GatedPattern.compile(
          "(?i)^\\W*(read[- ]only|frozen|immutable|append[- ]only|off[- ]limits)"
              + "(?:\\s+for\\s+(?:agents?|ai|you|the\\s+agent|bots?|assistants?))?(\\s*[.!]?\\s*)$");

  /**
   * "It is off-limits.", "They are prohibited in this repo; …": a subject pronoun in a state that
   * bans, said of what the sentence before names (group 1 the pronoun). The state closes its clause
   * or a place or case follows it ("it is not allowed to fail" is none).
   */
  public static final GatedPattern STATE_PRONOUN =
      GatedPattern.compile(
          "(?i)^\\W*(it|this|that|they|these|those)\\s+(?:is|are)\\s+(?:(?:strictly|absolutely"
              + "|completely|also)\\s+)?(?:off[- ]limits|read[- ]only|frozen|forbidden|prohibited"
              + "|banned|disallowed|not\\s+(?:allowed|permitted))(?=\\s*$|\\s*[.;,!:\u2014\u2013-]"
              + "|\\s+(?:in|on|for|here|everywhere|without|unless|except|outside)\\b)");

  /** What lies outside a place, up to the place: "everything outside ", "files outside of ". */
  private static final GatedPattern OUTSIDE_BEFORE =
      GatedPattern.compile(
          "(?i)\\b(?:everything|anything|all\\s+files|files|code)\\s+outside\\s+(?:of\\s+)?$");

  /** A text with its first object pronoun read as the words it stands for. */
  public static String resolve(String text, String antecedent) {
    java.util.regex.Matcher ifNot = IF_NOT.matcher(text);
    if (antecedent.startsWith("`") && ifNot.lookingAt()) {
      // "Did `npm run verify` pass? If not, don't push.": the case is the check failing
      return "If " + antecedent + " fails, " + text.substring(ifNot.end());
    }
    java.util.regex.Matcher objectless = OBJECTLESS_BAN.matcher(text);
    if (objectless.matches()) {
      return objectless.group(1) + " " + antecedent + objectless.group(2);
    }
    java.util.regex.Matcher notYours = NOT_YOURS_PRONOUN.matcher(text);
    if (antecedent.startsWith("`") && notYours.matches()) {
      // "We deploy with `fly deploy`. That's not yours to run.": "never run `fly deploy`"
      return "Never "
          + (notYours.group(1) == null ? "run" : notYours.group(1))
          + " "
          + antecedent
          + ".";
    }
    if (antecedent.matches("`[a-z][a-z0-9-]*`") && SUBCOMMANDS_ALONE.matcher(text).find()) {
      // "kubectl: … Anything that writes (`apply`, `delete`) needs my OK.": the label's program
      // over the subcommands the sentence sets off
      return antecedent + ": " + text;
    }
    java.util.regex.Matcher here = HERE.matcher(text);
    if (antecedent.matches("`[^`]+/`") && here.find() && !OBJECT_PRONOUN.matcher(text).find()) {
      // "### `server/`" over "Run `x` after changing anything here.": in the place named
      return text.substring(0, here.start()) + "in " + antecedent + text.substring(here.end());
    }
    java.util.regex.Matcher verdict = PLACED_VERDICT.matcher(text);
    if (antecedent.startsWith("`") && verdict.matches()) {
      // "`terraform apply` is fine in `dev`. In `prod`, never.": the command named before, there
      boolean asks = verdict.group(2).toLowerCase(java.util.Locale.ROOT).startsWith("ask");
      return verdict.group(1)
          + (asks ? "ask before running " : "never run ")
          + antecedent
          + verdict.group(3);
    }
    java.util.regex.Matcher refusal = BARE_REFUSAL.matcher(text);
    if (antecedent.startsWith("`") && refusal.matches()) {
      return refusal.group(1) + " run " + antecedent + refusal.group(2);
    }
    java.util.regex.Matcher kept = KEPT_FRAGMENT.matcher(text);
    if (kept.matches()) {
      // "The `deploy/` directory holds manifests. Read-only for agents.": "`deploy/` is read-only"
      return antecedent + " is " + kept.group(1).toLowerCase(java.util.Locale.ROOT) + kept.group(2);
    }
    java.util.regex.Matcher state = STATE_PRONOUN.matcher(text);
    if (state.lookingAt()) {
      // "The `vendor/` directory is checked in. It is off-limits.": "`vendor/` is off-limits"
      return text.substring(0, state.start(1)) + antecedent + text.substring(state.end(1));
    }
    java.util.regex.Matcher done = DONE_PRONOUN.matcher(text);
    if (antecedent.startsWith("`") && done.find()) {
      // "don't change anything until this is done": until the step named before has run
      return text.substring(0, done.start(1))
          + antecedent
          + " has run"
          + text.substring(done.end(1));
    }
    java.util.regex.Matcher run = RUN_PRONOUN.matcher(text);
    if (antecedent.startsWith("`") && run.find()) {
      return text.substring(0, run.start(1)) + antecedent + text.substring(run.end(1));
    }
    java.util.regex.Matcher elsewhere = ELSEWHERE.matcher(text);
    if (antecedent.startsWith("`") && elsewhere.find()) {
      // "Database access goes through `db.ts`. Do not import `pg` anywhere else.": anywhere but
      // the file named before
      return text.substring(0, elsewhere.start())
          + "anywhere except in "
          + antecedent
          + text.substring(elsewhere.end());
    }
    java.util.regex.Matcher asked = ASKED_PRONOUN.matcher(text);
    if (antecedent.startsWith("`") && asked.find()) {
      // "On `prod` it needs a human": the command named before needs one there
      return text.substring(0, asked.start(1)) + antecedent + text.substring(asked.end(1));
    }
    java.util.regex.Matcher passing = PASSING_PRONOUN.matcher(text);
    if (antecedent.startsWith("`") && passing.find()) {
      return text.substring(0, passing.start(1)) + antecedent + text.substring(passing.end(1));
    }
    java.util.regex.Matcher place = PLACE_PRONOUN.matcher(text);
    if (antecedent.startsWith("`") && !OBJECT_PRONOUN.matcher(text).find() && place.find()) {
      // ("run anything from there": the place word written is kept)
      String word = place.group(2) != null ? place.group(2) : "in";
      return text.substring(0, place.start())
          + word
          + " "
          + antecedent
          + text.substring(place.end());
    }
    java.util.regex.Matcher pronoun = OBJECT_PRONOUN.matcher(text);
    StringBuilder replaced = new StringBuilder();
    String stands = antecedent;
    while (pronoun.find()) {
      pronoun.appendReplacement(replaced, java.util.regex.Matcher.quoteReplacement(stands));
      if (OUTSIDE_BEFORE.matcher(text.substring(0, pronoun.start())).find()) {
        // "everything outside that folder belongs to the core, so leave it alone": after the
        // place, "it" is what lies outside it
        stands = "anything outside " + antecedent;
      }
    }
    String resolved = pronoun.appendTail(replaced).toString();
    // "never print their contents": the contents of what the pronoun stands for
    java.util.regex.Matcher possessive = POSSESSIVE.matcher(resolved);
    return possessive.find()
        ? resolved.substring(0, possessive.start())
            + "the "
            + possessive.group(2)
            + " of "
            + antecedent
            + resolved.substring(possessive.end())
        : resolved;
  }

  /** The sentence with its lead-in, for matchers that need the whole thought. */
  public String fullText() {
    return leadIn == null ? text : leadIn + " " + text;
  }

  public String location() {
    return file + ":" + line + ":" + column;
  }
}
