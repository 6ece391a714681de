package io.contextcov.compiler.statements;

import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.markdown.TextUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;

/** Finds the normative statements of a document, each located at its first character. */
public final class StatementFinder {
  /** A span of inline code (group 1 its text). */
  static final GatedPattern CODE = GatedPattern.compile("`([^`]+)`");

  /** A label that states something ("Review tasks are read-only:") is part of the rule. */
  private static final GatedPattern STATING =
      GatedPattern.compile("(?i)\\b(is|are|if|when|for|unless|only|after|before)\\b");

  /** A sentence of one to three capitalised words that only labels what follows: "Commits.". */
  private static final GatedPattern PARAGRAPH_LABEL =
      GatedPattern.compile("\\s*\\p{Lu}[\\p{L}-]*(\\s+[\\p{L}-]+){0,2}\\s*[.:：]\\s*");

  /** "Run:", "Run the following:", "Then run these commands:": a label over a block to run. */
  public static final GatedPattern RUN_LABEL =
      GatedPattern.compile(
          "(?i)(?:then\\s+|always\\s+)?(?:run|execute)(?:\\s+(?:the\\s+following|these|this|all\\s+of"
              + "\\s+these)(?:\\s+commands?)?)?(?:,?\\s+in\\s+(?:this\\s+|that\\s+)?order)?\\s*:");

  /**
   * What opens a text with the end of the task: "When you finish", "Once you're done" (the reader
   * takes a lead-in so opened as "Before you finish:").
   */
  public static final String FINISHING_OPENING =
      "^\\W*(?:when|once)\\s+(?:you(?:'re|’re|\\s+are)\\s+(?:done|finished)|you\\s+(?:finish"
          + "|complete|wrap\\s+up)\\b)";

  private static final GatedPattern ORDER_HEADING =
      GatedPattern.compile(
          "(?i)\\b(before|prior to)\\b|之前|前必须"
              // "When you finish a change:", "Once you're done:": the end of the task
              + "|"
              + FINISHING_OPENING);

  /**
   * A short label that names what follows as rules ("**Commit rules:**", "## Naming conventions",
   * "PR requirements", "### Commit messages"): each bare item under it is a rule, stated or not
   * with a modal word.
   */
  private static final GatedPattern RULES_LABEL =
      GatedPattern.compile(
          "(?i)^[\\W_]*([\\w'-]+\\s+){0,3}(rules|conventions|requirements|standards|constraints"
              + "|policy|policies)[\\W_]*$|^[\\W_]*(规则|规范|约定|要求)[\\W_]*$");

  /**
   * A short label naming commit messages or PR titles ("**Commit rules:**", "### Commit message
   * format", "PR titles:"): a label of rules too, and the subject of the bare items under it.
   */
  public static final GatedPattern MESSAGE_LABEL =
      GatedPattern.compile(
          "(?i)^[\\W_]*(commit|commits|commit messages?|commit subjects?|(pr|pull request) titles?)"
              + "(\\s+(rules|conventions|format|style|guidelines|messages?))?[\\W_]*$");

  /**
   * "Message format:", "Messages must", "Title format:", "Subject in the imperative, …": a message,
   * title or subject with no kind of its own named (groups 1 and 2, or 6 and 7 for a subject: the
   * lead and the noun).
   */
  private static final GatedPattern BARE_MESSAGE =
      GatedPattern.compile(
          "(?i)^(\\W*)(messages?|titles?)(?=\\s*(format|style|convention|rules?)?\\s*([:：]|$)"
              + "|\\s+(must|should|follow|use|start|begin|need|have to)\\b)"
              // ("Subject in the imperative, at most 72 characters" under "## Commit messages")
              + "|^(\\W*)(subjects?(?:\\s+lines?)?)(?=\\s*[:：,]|\\s+(?:in|is|are|must|should"
              + "|starts?|begins?|under|at\\s+most|no\\s+longer)\\b)");

  /** A heading about pull requests: "## PR instructions", "## Pull requests". */
  private static final GatedPattern PR_HEADING =
      GatedPattern.compile("(?i)\\b(prs?|pull requests?|merge requests?)\\b");

  /** A heading about git or commits: "## Git", "## Committing". */
  private static final GatedPattern GIT_HEADING =
      GatedPattern.compile("(?i)\\b(git|commits?|committing|version control)\\b");

  /**
   * Under "## Git", "Message format: `<area>: <summary>`" is the format of commit messages, and
   * under "## PR instructions", "Title format: `[api] <summary>`" that of PR titles: the section
   * names the kind of message the item leaves unsaid.
   */
  public static String gitMessage(List<String> section, String text) {
    if (section.isEmpty()) {
      return text;
    }
    Matcher m = BARE_MESSAGE.matcher(text);
    if (!m.find()) {
      return text;
    }
    int at = m.group(2) != null ? 1 : 6;
    String noun = m.group(at + 1).toLowerCase(java.util.Locale.ROOT);
    String heading = section.get(section.size() - 1);
    String kind =
        noun.startsWith("title")
            ? PR_HEADING.matcher(heading).find() ? "PR " : null
            : GIT_HEADING.matcher(heading).find() ? "Commit " : null;
    return kind == null ? text : m.group(at) + kind + noun + text.substring(m.end());
  }

  /** A short label naming branch names ("Branch names", "Branch naming"). */
  public static final GatedPattern BRANCH_LABEL =
      GatedPattern.compile("(?i)^[\\W_]*branch(es|\\s+names?|\\s+naming)?[\\W_]*$");

  /** An item that defines a name rather than stating a rule: "`src/` — the sources", "Foo: bar". */
  private static final GatedPattern DEFINITION =
      GatedPattern.compile("^\\s*(`[^`]+`|\\*\\*[^*]+\\*\\*|[^:：—–]{1,30})\\s*([:：]|\\s[—–-]\\s)");

  private static final GatedPattern LABEL = GatedPattern.compile("^([^:：`]{1,40})[:：]\\s+(?=\\S)");

  private StatementFinder() {}

  /** Marks around a label's words ("**TypeScript**:"), kept: `+`, `#`, `.` of "C++", "C#". */
  private static final java.util.regex.Pattern LABEL_MARKS =
      java.util.regex.Pattern.compile("[*_\\W&&[^+#.]]+");

  /**
   * "Composer: add packages only with my approval": a label naming an ecosystem, before a clause
   * about packages, says whose packages they are, so it stays with the rule.
   */
  private static boolean ecosystemLabel(String label, String rest) {
    java.util.regex.Matcher e =
        io.contextcov.compiler.reader.DecisionTable.ECOSYSTEM.matcher(
            LABEL_MARKS.matcher(label).replaceAll(" ").strip().toLowerCase(java.util.Locale.ROOT)
                + ":");
    return e.matches()
        && e.group(4) != null
        && io.contextcov.compiler.reader.DecisionTable.PACKAGE_NOUN.matcher(rest).find();
  }

  /**
   * "Go: never `panic` in library code", "**TypeScript**: no `any`": a label naming a language says
   * which files the rule is about, so it stays with the rule.
   */
  private static boolean languageLabel(String label) {
    String l = LABEL_MARKS.matcher(label).replaceAll(" ").strip();
    if (l.isEmpty() || l.split("\\s+").length > 2) {
      return false;
    }
    for (io.contextcov.compiler.reader.Lexicon.Grounding g :
        io.contextcov.compiler.reader.Lexicon.get().groundings("language")) {
      if (g.phrases().contains(l.toLowerCase(java.util.Locale.ROOT))
          && !l.startsWith(".")
          && Character.isUpperCase(l.charAt(0))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a label states the setting of the rule after it ("After editing the schema: run X"). A
   * label whose word of setting the rule repeats is a title ("Compile After Changes: always compile
   * the code after making changes").
   */
  private static boolean stating(String label, String rule) {
    List<String> words = List.of(rule.toLowerCase(java.util.Locale.ROOT).split("\\W+"));
    Matcher m = STATING.matcher(label);
    while (m.find()) {
      if (!words.contains(m.group(1).toLowerCase(java.util.Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }

  /** A clause number opening a sentence: "2.1 ", "3.4.2 ", "§ 4.1 ", or a rule's id: "R4 — ". */
  private static final GatedPattern CLAUSE_NUMBER =
      GatedPattern.compile(
          "(?i)\\s*(?:(?:§\\s*)?\\d{1,3}(?:\\.\\d{1,3})+\\.?\\s+"
              // ("R4 — Run `make verify` before you push.", "Rule 3: …", "4 — …": a rule's id
              // and a dash or colon)
              + "|(?:rule\\s+|r)?\\d{1,3}\\s*[—–:]\\s*"
              + "|(?:rule\\s+|r)\\d{1,3}[.)]?\\s+)(?=\\p{L})");

  /**
   * A label naming who the rule after it is for: "Agents working in this repository", "AI
   * assistants contributing here", "Anyone editing the docs".
   */
  private static final GatedPattern AUDIENCE_LABEL =
      GatedPattern.compile(
          "(?i)\\W*(?:(?:ai|coding|automated|llm)\\s+)?(?:agents?|assistants?|contributors?|people"
              + "|developers?|everyone|anyone|models?|bots?|llms?)(?:\\s+[\\p{L}'-]+){1,7}\\s*");

  /** A label of what no list before named: "Everything else", "Anything not listed". */
  private static final GatedPattern OTHERS_LABEL =
      GatedPattern.compile(
          "(?i)^\\W*(?:everything|anything)\\s+else\\b|\\b(?:all|any|every)\\s+other\\b"
              + "|\\bnot\\s+(?:listed|above)\\b");

  /** "first" as a word of order in a label. */
  private static final GatedPattern FIRST_WORD = GatedPattern.compile("(?i)\\bfirst\\b");

  /**
   * "Strict rule: the agent must…" is located where the rule starts; a label that is a rule itself
   * ("Never do X: …") stays.
   */
  static Sentence withoutLabel(Sentence s, List<String> section, boolean opensUnit) {
    Matcher number = CLAUSE_NUMBER.matcher(s.text());
    if (number.lookingAt()) {
      // "2.1 The assistant must …": a clause number, which says nothing of the rule
      s = new Sentence(s.text().substring(number.end()), s.offset() + number.end());
    }
    Matcher m = LABEL.matcher(s.text());
    if (!m.find()
        || ModalityDetector.ASK_LABEL.matcher(s.text().strip()).find()
        || languageLabel(m.group(1))
        // "Composer: add packages only with my approval": the packages are the label's
        || ecosystemLabel(m.group(1), s.text().substring(m.end()))
        || m.group(1).strip().split("\\s+").length > 4
            // ("Agents working in this repository: run …": who the rule is for, however long)
            && !AUDIENCE_LABEL.matcher(m.group(1)).matches()
        // "Everything else: ask." opening its paragraph: the label is what the rule is about
        // (after a sentence of its own topic — "Network access is limited to …" — it is more
        // of that topic, which no call shows)
        || opensUnit && OTHERS_LABEL.matcher(m.group(1)).find()
        // ("Caution: deleting `x` breaks …; ask me first": a warning word labels the rule)
        || ModalityDetector.detect(m.group(1), true).isPresent()
            && !ModalityDetector.WARNING_ONLY.matcher(m.group(1)).matches()
        // "Allowed without asking: `npm test`": a permission's label is the rule
        || ModalityDetector.detect(m.group(1), false).filter(x -> x == Modality.MAY).isPresent()
        // "Use conventional commits: feat, fix, docs": an instruction before its examples, which
        // are no rule of their own (not "Use of AI tools: …", a noun phrase, nor a title such as
        // "Compile After Changes: always compile …")
        || ModalityDetector.detect(m.group(1), false).isPresent()
            && examples(s.text().substring(m.end()))
            && !m.group(1).strip().matches("(?i)\\W*\\w+\\s+of\\b.*")
        || stating(m.group(1), s.text().substring(m.end()))
        // "Identify the booking first: ask for the reference and call `find_booking`": a label
        // that puts the step after it before everything else is part of the rule
        || FIRST_WORD.matcher(m.group(1)).find()
        || s.text().substring(m.end()).strip().matches("`[^`]+`[.;]?")
        // "Force push: never on `main`": the label names the act the value bans
        || io.contextcov.compiler.markdown.MarkdownReader.ELLIPTICAL_VALUE
            .matcher(s.text().substring(m.end()))
            .find()
        // "Branch names: `feature/<x>` or `fix/<x>`": the label names what the examples shape
        // ("Commit messages: `type: summary`, summary under 72 characters": a template first,
        // then more said of the same messages)
        || (MESSAGE_LABEL.matcher(gitMessage(section, m.group(1).strip())).find()
                || BRANCH_LABEL.matcher(m.group(1).strip()).find())
            && (examples(s.text().substring(m.end()))
                || s.text().substring(m.end()).strip().startsWith("`"))
        // "Commit messages: under 72 characters": what is said is of the messages the label names
        || MESSAGE_LABEL.matcher(m.group(1).strip()).find()) {
      // "Commit messages: `type(scope): summary`": the label names what the code is for
      return s;
    }
    java.util.regex.Matcher env = ENVIRONMENT_LABEL.matcher(m.group(1));
    if (env.matches()) {
      // "Production: never run `make seed`": the environment is the case the rule holds in, which
      // no call shows — read as "In production, never run …", never as a rule everywhere
      return new Sentence(
          "In " + env.group(1) + ", " + s.text().substring(m.end()), s.offset() + m.end());
    }
    return new Sentence(s.text().substring(m.end()), s.offset() + m.end());
  }

  /** A label that names a deployed environment: "Production", "On prod", "Against staging". */
  private static final GatedPattern ENVIRONMENT_LABEL =
      GatedPattern.compile(
          "(?i)\\W*(?:(?:on|in|for|against)\\s+)?(?:the\\s+)?((?:prod|production|staging|stage|live"
              + "|preprod|pre-production|uat)(?:\\s+(?:environment|env|cluster|database|db|servers?))?)"
              + "\\W*");

  /**
   * The label cut off the front of a sentence, where the rest acts on it by a pronoun with no code
   * before it ("Pull requests: open them as drafts"): the label's words without markup, or null.
   */
  private static String labelAntecedent(String whole, String rest) {
    Matcher pronoun = Statement.OBJECT_PRONOUN.matcher(rest);
    if (rest.length() >= whole.length()
        || !whole.endsWith(rest)
        || !pronoun.find()
        // ("E2E tests: `npm run test:e2e` — slow, don't run them": the code after the label is
        // nearer)
        || rest.substring(0, pronoun.start()).indexOf('`') >= 0) {
      return null;
    }
    String label = whole.substring(0, whole.length() - rest.length()).replaceAll("[*_:：\\s]+$", "");
    label = label.replaceAll("^[\\W&&[^`]]+", "").strip();
    return label.isEmpty() || label.indexOf('`') >= 0 || label.split("\\s+").length > 4
        ? null
        : label.toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * Whether text is only a list of examples: items cut at commas and "or"/"and", each inline code
   * or at most three words ("feat, fix, docs", "`feat:`, `fix:`").
   */
  private static boolean examples(String text) {
    String t = text.strip().replaceAll("[.;。]$", "");
    if (t.isEmpty()) {
      return false;
    }
    for (String item : t.split("\\s*[,，、]\\s*|\\s+(or|and)\\s+")) {
      String bare = item.replaceAll("`[^`]*`", "x").strip();
      if (bare.isEmpty() || bare.split("\\s+").length > 3) {
        return false;
      }
    }
    return true;
  }

  private static final GatedPattern SUBJECT =
      GatedPattern.compile(
          "(?i)^\\s*(?:(?:if|when|whenever)\\s+)?((the|this|our|your|a|an|any)\\s+)?(.{2,80}?)\\s+"
              + "(is|are|holds|hold|contains|contain|stores|store|lives|live|keeps|keep|fails|fail"
              + "|breaks|break|comes|come|goes|go|belongs|belong|sits|sit|resides|reside"
              // ("Generated files start with a header. Don't edit them.": what marks them)
              + "|starts|start|begins|begin|ends|end|carries|carry|has|have|gets|get)\\b"
              // (not a word's first part: "end-to-end")
              + "(?!-)");

  /**
   * The subject of a clause that describes where something is or what it does, when it is a few
   * words with no code ("Secrets live in Wrangler secrets": "Secrets"), else null.
   */
  public static String describedSubject(String clause) {
    Matcher m = SUBJECT.matcher(clause);
    if (!m.find() || m.group(3).indexOf('`') >= 0 || m.group(3).split("\\s+").length > 3) {
      return null;
    }
    return m.group(3).strip();
  }

  /** Whether a word is one of the reader's acts ("open", "merge", "issues", "branches"). */
  private static boolean actWords(String word) {
    return io.contextcov.compiler.reader.Lexicon.get()
        .actClassOf(word.toLowerCase(java.util.Locale.ROOT))
        .isPresent();
  }

  /** A question whether a check passed: "did `x` pass?", "is `y` green?". */
  private static final GatedPattern PASSED_QUESTION =
      GatedPattern.compile("(?i)\\b(?:pass|passed|passes|green|succeed|succeeded|clean)\\b");

  /**
   * A short sentence said of something by a pronoun, with no code: "It's mine.", "It is slow.", "It
   * takes an hour." (a verb of the third person).
   */
  private static final GatedPattern PRONOUN_SAID =
      GatedPattern.compile(
          "(?i)\\s*(?:it|this|that)(?:['’]s|\\s+is|\\s+was|\\s+[a-z]+s)\\s+[^`.;:]{1,30}[.!]?\\s*");

  /** "both", "both of them", "them both": two things. */
  private static final GatedPattern BOTH = GatedPattern.compile("(?i)\\bboth\\b");

  /**
   * "That includes", "this covers": the sentence before's examples follow (not "that means", which
   * may say anything of it).
   */
  public static final GatedPattern INCLUDES =
      GatedPattern.compile("(?i)\\W*(?:that|this|which)\\s+(?:includes|covers)\\b\\s*:?\\s*");

  /**
   * A short clause of an act and its object, perhaps leave or duty first: "You may open pull
   * requests." (group 1 the verb, 2 the object).
   */
  private static final GatedPattern SHORT_OBJECT =
      GatedPattern.compile(
          "(?i)\\W*(?:(?:you|agents?)\\s+(?:may|can|should|must|are\\s+allowed\\s+to)\\s+)?"
              + "(?:please\\s+)?([a-z]+)\\s+((?:the\\s+|a\\s+|an\\s+|your\\s+)?[a-z][a-z-]*"
              + "(?:\\s+[a-z][a-z-]*){0,3})\\s*[.!]?\\s*");

  /**
   * A sentence whose subject is a name in code, a verb after it: "`make nuke` drops every volume",
   * "**Warning:** `cargo publish` cannot be undone" (a short label may come first).
   */
  private static final GatedPattern OPENING_CODE =
      GatedPattern.compile(
          "^[\\W&&[^`]]*(?:\\p{L}[\\p{L} ]{0,20}[:：][\\W&&[^`]]*)?(?:(?i:the|this)\\s+)?"
              + "`([^`]+)`(?:\\s+(?i:command|script|target|task))?\\s+\\p{Ll}");

  /** Where a comment in code goes on to something else: "unit tests; run before every push". */
  private static final java.util.regex.Pattern COMMENT_PIECE =
      java.util.regex.Pattern.compile("\\s*(?:[;—–]|\\s-\\s)\\s*");

  /** "only when I ask", "only if asked", "on request": a run left to the user's word. */
  private static final GatedPattern ONLY_WHEN_ASKED =
      GatedPattern.compile(
          "(?i)\\b(?:only|just)\\s+(?:when|if)\\s+(?:(?:i|we|the\\s+user|someone)\\s+(?:ask|asks|request"
              + "|requests|say\\s+so|says\\s+so)|(?:explicitly\\s+)?(?:asked|requested|told))\\b"
              + "|\\bon\\s+request\\b"
              // "# only with my approval": the line waits for a person's leave
              + "|\\b(?:only\\s+)?with\\s+(?:my|our|the\\s+user's|your|explicit|prior)\\s+(?:explicit\\s+)?"
              + "(?:approval|permission|ok|okay|go-ahead|consent|sign-off)\\b");

  /** "run it", "never execute it": one command, named by a pronoun as what is run. */
  private static final GatedPattern RUN_IT =
      GatedPattern.compile("(?i)\\b(run|execute|invoke)\\s+it\\b(?!['’])");

  /** The distinct names in inline code of {@code text} that {@code command} accepts, in order. */
  private static List<String> codeIn(String text, java.util.function.Predicate<String> command) {
    return CODE.matcher(text)
        .results()
        .map(r -> r.group(1).strip())
        .filter(command)
        .distinct()
        .toList();
  }

  /**
   * What a pronoun or an elided place of sentence {@code i} of {@code unit} stands for: the
   * sentence before, the item above, or the heading that is only a path; or, in the sentence
   * itself, the one place a clause before a semicolon names ("All access goes through `db.py`;
   * never import `psycopg` elsewhere"). Null where none.
   */
  private static String antecedentOf(
      TextUnit unit, List<Sentence> sentences, int i, String parent, String text) {
    String found =
        i > 0
            ? antecedentOrUnknown(sentences.get(i - 1).text(), text, sentences, i)
            // "- Generated code lives in `gen/`." over "  - Never hand-edit it.": the item above
            // stands where a sentence before would
            : parent != null
                ? antecedent(lastSentence(parent), text)
                // "### `infra/`" over "Read-only for agents.": the place the heading names
                : headingPlace(unit) != null ? antecedent(headingPlace(unit), text) : null;
    if (found == null && Statement.HERE.matcher(text).find()) {
      // ("### `server/`" over "Go API. Run `x` after changing anything here.": the heading's place)
      found = headingPlace(unit);
    }
    int semi = text.lastIndexOf("; ");
    if (found == null && semi > 0 && Statement.ELSEWHERE.matcher(text.substring(semi)).find()) {
      List<String> places =
          CODE_PATH
              .matcher(text.substring(0, semi))
              .results()
              .map(r -> r.group())
              .distinct()
              .toList();
      found = places.size() == 1 ? places.get(0) : null;
    }
    return found;
  }

  /**
   * A heading that is only a path in code, perhaps after a word of place: "### `infra/`", "##
   * `web/src/`", "### In `services/billing/`".
   */
  private static final GatedPattern PLACE_HEADING =
      GatedPattern.compile(
          "(?i)[^\\p{L}`]*(?:(?:in|inside|under|within)\\s+)?`([\\w.~-]+(?:/[\\w.*-]+)*/)`[^\\p{L}`]*");

  /** The path in code that the unit's nearest heading is alone, or null. */
  private static String headingPlace(TextUnit unit) {
    if (unit.section().isEmpty()) {
      return null;
    }
    Matcher m = PLACE_HEADING.matcher(unit.section().get(unit.section().size() - 1));
    return m.matches() ? "`" + m.group(1) + "`" : null;
  }

  /** A program named as a label opening a unit: "kubectl: …", "`helm`: …" (group 1 the name). */
  private static final GatedPattern PROGRAM_LABEL =
      GatedPattern.compile("\\W*`?([a-z][a-z0-9-]*)`?\\s*:\\s");

  /** A word of order: "before", "after", "once", "then". */
  private static final GatedPattern ORDER_WORD =
      GatedPattern.compile("(?i)\\b(before|after|until|once|prior to|then)\\b|之前|以前|之后|以后");

  /** A path in inline code: a slash, or a name with an extension or a leading dot, no spaces. */
  private static final GatedPattern CODE_PATH =
      GatedPattern.compile("`(?=[^`\\s]*[/.])[\\w./~*-]+`");

  /**
   * Whether the rule names its own object in code: code before its object pronoun or in the
   * pronoun's clause ("never delete a `.meta` file alone, or edit one"; "don't delete it, and don't
   * run `cargo update`" names none for "it"), or anywhere when it has no such pronoun.
   */
  private static boolean ownCode(String rule) {
    Matcher state = Statement.STATE_PRONOUN.matcher(rule);
    Matcher pronoun = state.lookingAt() ? state : Statement.OBJECT_PRONOUN.matcher(rule);
    if (pronoun != state && !pronoun.find()) {
      // "Changes there need a note in `CHANGELOG.md`": code after the place pronoun is not the
      // place, which the sentence before names
      Matcher place = Statement.PLACE_PRONOUN.matcher(rule);
      return place.find()
          ? rule.substring(0, place.start()).indexOf('`') >= 0
          : CODE.matcher(rule).find();
    }
    int to = pronoun.end();
    while (to < rule.length() && ";,:—".indexOf(rule.charAt(to)) < 0) {
      to++;
    }
    // ("run them after any change under `app/`": code after an order word is when, not what)
    Matcher when = WHEN_WORD.matcher(rule).region(pronoun.end(), to);
    if (when.find()) {
      to = when.start();
    }
    return rule.substring(0, to).indexOf('`') >= 0;
  }

  /** A word that opens when a rule holds: "after", "before", "when", "once", "if", "until". */
  private static final GatedPattern WHEN_WORD =
      GatedPattern.compile("(?i)\\b(?:after|before|when|whenever|once|if|unless|until)\\b");

  /**
   * A ban whose object is only a pronoun, with nothing before it in the sentence it could stand
   * for: "Never commit it.", "Don't push them."
   */
  private static final GatedPattern BARE_PRONOUN_BAN =
      GatedPattern.compile(
          "(?i)^\\W*(?:(?:please|and|but|so|also|then|just)\\s+)*(?:never|don't|do\\s+not"
              + "|(?:you\\s+)?(?:must|should)(?:\\s+not|n't|\\s+never))\\s+(?:ever\\s+)?[a-z-]+\\s+(?:it|them)\\b");

  /** The last sentence of a text. */
  private static String lastSentence(String text) {
    List<Sentence> all = SentenceSplitter.split(text);
    return all.isEmpty() ? text : all.get(all.size() - 1).text();
  }

  /** A sentence that is a label of a few words, a colon and code: "Tests: `deno test -A`." */
  private static final java.util.regex.Pattern LABELLED_CODE =
      java.util.regex.Pattern.compile("\\W*[A-Za-z][\\w -]{0,30}:\\s*`");

  /** "run them", "run it", not "run both", "run all of them", "run these". */
  private static final java.util.regex.Pattern THEM_ALONE =
      java.util.regex.Pattern.compile(
          "(?i)\\b(?:run|execute)\\s+(?:them|it)\\b(?!\\s+(?:both|all)\\b)");

  /**
   * A sentence that opens by naming exceptions in code: "Exceptions: `a` and `b` are yours to
   * change", "Except for `c/`." (group 1 the code and the words that join it).
   */
  private static final GatedPattern EXCEPTIONS_AFTER =
      GatedPattern.compile(
          "(?i)^\\W*(?:exceptions?|except(?:\\s+for)?)\\s*[:\u2014\u2013-]?\\s*"
              + "((?:`[^`]+`(?:\\s*,\\s*|\\s+and\\s+|\\s+or\\s+)?)+)");

  /** A negation: what an exceptions sentence says after its code does not leave it out. */
  private static final GatedPattern NEGATED_REST =
      GatedPattern.compile("(?i)\\b(?:not|never|no|nor)\\b|n't\\b");

  /**
   * A checklist question whether code passed: "Did `cargo test` pass?", "Is `make lint` green?"
   * (group 1 or 2 the code).
   */
  private static final GatedPattern PASSED_ITEM =
      GatedPattern.compile(
          "(?i)^\\W*(?:did|does|do|has|have)\\s+(`[^`]+`)\\s+(?:pass|passed|succeed|succeeded"
              + "|run\\s+clean|come\\s+back\\s+green|exit\\s+(?:with\\s+)?0)\\W*\\?\\s*$"
              + "|^\\W*(?:is|are)\\s+(`[^`]+`)\\s+(?:green|passing|clean)\\W*\\?\\s*$");

  /** A checklist question whether code was run: "Have you run `make lint`?" (group 1). */
  private static final GatedPattern RAN_ITEM =
      GatedPattern.compile("(?i)^\\W*(?:have|did)\\s+you\\s+(?:run|ran)\\s+(`[^`]+`)\\W*\\?\\s*$");

  /** What an unresolved pronoun reads as: something named before, which no call shows. */
  static final String UNKNOWN_ANTECEDENT = "the item named above";

  /**
   * The antecedent of sentence {@code i}'s pronoun; when the sentence before names code but none is
   * found for a ban on a bare pronoun ("Copy `a` to `b`. Never commit it."), a placeholder that
   * names nothing — the pronoun stands for something, never for every commit.
   */
  private static String antecedentOrUnknown(
      String before, String rule, List<Sentence> sentences, int i) {
    String found =
        antecedent(
            before,
            rule,
            sentences.subList(0, i).stream()
                .map(x -> x.text())
                .collect(java.util.stream.Collectors.joining(" ")));
    if (found == null && i >= 2 && PRONOUN_SAID.matcher(before).matches()) {
      // "There's a `scripts/release.sh`. It's mine. Don't run it.": a short sentence said of the
      // same thing by a pronoun stands between the rule and what it names
      found = antecedentOrUnknown(sentences.get(i - 2).text(), rule, sentences, i - 1);
    }
    if (found == null
        && before.indexOf('`') >= 0
        && !ownCode(rule)
        && BARE_PRONOUN_BAN.matcher(rule).lookingAt()) {
      return UNKNOWN_ANTECEDENT;
    }
    return found;
  }

  /**
   * What "it" or "them" in a rule stands for when the sentence before describes it: "The SQLite
   * database is a persistent archive. Never delete it.", "If a test fails, fix it; never delete
   * it." The subject of the describing sentence or condition, or null when the rule names its own
   * object in inline code or the sentence before has no subject.
   */
  public static String antecedent(String before, String rule) {
    return antecedent(before, rule, before);
  }

  /**
   * As {@link #antecedent(String, String)}; a pronoun that says what to run ("run both before
   * pushing") stands for the commands in code of all the unit's sentences before ({@code earlier}),
   * not paths.
   */
  public static String antecedent(String before, String rule, String earlier) {
    if (Statement.NOT_YOURS_PRONOUN.matcher(rule).matches()) {
      // "We deploy with `fly deploy`. That's not yours to run.": the one command named before
      List<String> named = codeIn(before, c -> !c.contains("\n"));
      return named.size() == 1 ? "`" + named.get(0) + "`" : null;
    }
    java.util.regex.Matcher label = PROGRAM_LABEL.matcher(earlier);
    if (label.lookingAt()
        && Statement.SUBCOMMANDS_ALONE.matcher(rule).find()
        && io.contextcov.compiler.reader.Lexicon.get().words("program").contains(label.group(1))
        && !rule.contains("`" + label.group(1))) {
      // "kubectl: reads are fine. Anything that writes (`apply`, `delete`) needs my OK.": words
      // in code set off in brackets are the labelled program's subcommands
      return "`" + label.group(1) + "`";
    }
    if (Statement.PLACED_VERDICT.matcher(rule).matches()) {
      // "`terraform apply` is fine in `dev`. In `staging`, ask first. In `prod`, never.": the one
      // command the sentences before name
      List<String> named =
          codeIn(earlier, c -> !c.contains("\n") && c.contains(" ")).stream().distinct().toList();
      return named.size() == 1 ? "`" + named.get(0) + "`" : null;
    }
    if (Statement.BARE_REFUSAL.matcher(rule).matches()) {
      // "`dbt run --target prod` is only run by the scheduler. Don't.": the one command left to
      // someone else
      List<String> left = codeIn(before, c -> !c.contains("\n"));
      return left.size() == 1 && ModalityDetector.LEFT_TO_PERSON.matcher(before).find()
          ? "`" + left.get(0) + "`"
          : null;
    }
    if (Statement.ELSEWHERE.matcher(rule).find()) {
      // "Database access goes through `src/db.ts`. Do not import `pg` anywhere else.": the one
      // path the sentence before names is the place left out
      List<String> places =
          CODE_PATH.matcher(before).results().map(r -> r.group()).distinct().toList();
      if (places.size() == 1) {
        return places.get(0);
      }
    }
    if (Statement.ASKED_PRONOUN.matcher(rule).find()) {
      // "`pulumi up` is allowed on `dev` only. On `staging` it needs a human.": the one command
      // the sentence before names (the rule's own code says where)
      List<String> asked = codeIn(before, c -> !c.contains("\n") && c.contains(" "));
      if (asked.size() == 1) {
        return "`" + asked.get(0) + "`";
      }
    }
    if (ownCode(rule)) {
      return null;
    }
    if (Statement.IF_NOT.matcher(rule).lookingAt()) {
      // "Did `npm run verify` pass locally? If not, don't push.": a question whether one command
      // passed, answered no
      List<String> asked = codeIn(before, c -> !c.contains("\n"));
      return before.strip().endsWith("?")
              && asked.size() == 1
              && PASSED_QUESTION.matcher(before).find()
          ? "`" + asked.get(0) + "`"
          : null;
    }
    if (Statement.DONE_PRONOUN.matcher(rule).find()) {
      // "Look the customer up with `find_customer`. Change nothing until this is done.": the one
      // step in code the sentence before names
      List<String> steps = codeIn(before, c -> !c.contains("\n"));
      return steps.size() == 1 ? "`" + steps.get(0) + "`" : null;
    }
    if ((Statement.RUN_PRONOUN.matcher(rule).find()
            || Statement.PASSING_PRONOUN.matcher(rule).find()
                // ("Run X and Y before you push. Both must be green.": the order stays the
                // sentence before's, and the pronoun is left alone rather than owed at the end)
                && !ORDER_WORD.matcher(before).find())
        // ("`scripts/` holds maintenance scripts. Never execute them.": the sentence before
        // names a place, not the commands of sentences further back)
        && !(before.indexOf('`') >= 0
            && codeIn(before, c -> !c.contains("\n")).stream().allMatch(c -> c.endsWith("/")))) {
      // (one word too where it is a known program: "we format with `black` and lint with
      // `ruff` … so run both")
      List<String> commands =
          codeIn(
              earlier,
              c ->
                  (c.contains(" ")
                          || io.contextcov.compiler.reader.Lexicon.get()
                              .words("program")
                              .contains(c)
                          // (or a script run by its path: "Tests: `./scripts/test.sh`. They …")
                          || c.matches("\\./[^\\s]+|[^\\s]+\\.sh"))
                      && !c.contains("\n")
                      && c.matches("[\\w./-].*"));
      Matcher passing = Statement.PASSING_PRONOUN.matcher(rule);
      // ("`bun run check` runs the linters. It has to be green before a commit.": "it" is one)
      int most =
          passing.find() && (passing.group(1).equalsIgnoreCase("it") || passing.group(1).isEmpty())
              ? 1
              : 4;
      List<String> labelled = codeIn(before, c -> !c.contains("\n") && c.matches("[\\w./-].*"));
      if (!labelled.isEmpty()
          && LABELLED_CODE.matcher(before).lookingAt()
          && THEM_ALONE.matcher(rule).find()) {
        // ("Formatting: `deno fmt`. Tests: `deno test`. Please run them after every change.":
        // "them" are what the label right before names, not every command of the paragraph)
        commands = labelled;
      }
      if (!commands.isEmpty() && commands.size() <= most) {
        java.util.List<String> named = commands;
        if (commands.size() > 2 && BOTH.matcher(rule).find()) {
          // ("`yarn install` is okay; `npm install` will break it. Tests: `yarn test`. Lint:
          // `yarn lint`. Run both before pushing.": the two named last)
          named = commands.subList(commands.size() - 2, commands.size());
        }
        return String.join(" and ", named.stream().map(c -> "`" + c + "`").toList());
      }
    }
    // (a file something is taken out of, "remove them from `.gitignore`", is not what it is)
    List<String> paths =
        CODE_PATH
            .matcher(before)
            .results()
            .filter(r -> !before.substring(0, r.start()).matches("(?is).*\\bfrom\\s+$"))
            .map(r -> r.group())
            .toList();
    if (!Statement.OBJECT_PRONOUN.matcher(rule).find()
        && !Statement.POSSESSIVE.matcher(rule).find()
        && !Statement.OBJECTLESS_BAN.matcher(rule).matches()
        && !Statement.KEPT_FRAGMENT.matcher(rule).matches()
        && !Statement.STATE_PRONOUN.matcher(rule).lookingAt()) {
      // "`data/raw/` holds the agency's files. Never modify anything there.": the one path the
      // sentence before names is the place
      return Statement.PLACE_PRONOUN.matcher(rule).find() && paths.size() == 1
          ? paths.get(0)
          : null;
    }
    Matcher m = SUBJECT.matcher(before);
    boolean described = m.find();
    if ((!described || !m.group(3).contains("`")) && paths.size() == 1) {
      // "Build output lands in `out/`. Never commit it.", "Screenshots are saved under `shots/`.
      // Do not commit them.": the one path the sentence before names is what is acted on
      return paths.get(0);
    }
    if ((!described || !m.group(3).contains("`")) && RUN_IT.matcher(rule).find()) {
      // "We deploy with `fly deploy`. … you should never run it.", "Releases are cut by `just
      // release`. Never run it.": what is run is the one command the sentence before names, not
      // its subject
      List<String> commands = codeIn(before, c -> c.matches("[\\w.-][^\\n]* [^\\n]*|\\./\\S+"));
      if (commands.size() == 1) {
        return "`" + commands.get(0) + "`";
      }
    }
    Matcher object = SHORT_OBJECT.matcher(before);
    if (!described
        && before.indexOf('`') < 0
        && object.matches()
        && actWords(object.group(1))
        && java.util.Arrays.stream(object.group(2).split("\\s+"))
            .anyMatch(StatementFinder::actWords)) {
      // "You may open pull requests. You may not merge them.": the object of the short clause
      // before, whose verb is an act, when it names what acts work on (pull requests, issues,
      // branches — not "the fix")
      return object.group(2);
    }
    if (!described) {
      // "`cargo publish` releases to crates.io and cannot be undone. Never run it.": the name in
      // code the sentence before opens with, as its subject
      Matcher opening = OPENING_CODE.matcher(before);
      return opening.find() ? "`" + opening.group(1) + "`" : null;
    }
    String subject = m.group(3).strip();
    if (subject.matches("(?i)(it|this|that|there|these|those|they|he|she|we|you|which)")
        // "Please run the full suite with `x` before you tell me a change is finished": a
        // sentence, not the subject a pronoun after it stands for
        || subject.split("\\s+").length > 8
        || subject.matches("(?i)please\\b.*")) {
      return null;
    }
    return (m.group(1) == null ? "" : m.group(1)) + subject;
  }

  private static boolean rulesLabel(String label) {
    return RULES_LABEL.matcher(label).find() || MESSAGE_LABEL.matcher(label.strip()).find();
  }

  /** A table cell that is only names in code. */
  private static final GatedPattern CODE_ONLY_CELL =
      GatedPattern.compile("[^\\p{L}`]*(`[^`]+`[\\s,/]*((or|and)\\s+)?)+[^\\p{L}`]*");

  /** A table cell that is only code, under a heading that bans: "## Off limits" over "| `x/` |". */
  public static boolean bannedCell(TextUnit.Kind kind, String text, List<String> section) {
    return kind == TextUnit.Kind.TABLE_CELL
        && !section.isEmpty()
        && CODE_ONLY_CELL.matcher(text).matches()
        && bansUnder(section.get(section.size() - 1));
  }

  /** Whether a heading bans what is under it: "Off limits", "Forbidden", "Don'ts". */
  public static boolean bansUnder(String heading) {
    String h = ModalityDetector.preStep(heading);
    return ModalityDetector.bansHeading(h)
        || ModalityDetector.detect(ModalityDetector.withoutCross(h), true)
            .filter(Modality::negative)
            .isPresent();
  }

  public static List<Statement> find(InstructionDocument doc) {
    return find(doc, t -> Optional.empty());
  }

  /**
   * The statements of a document; {@code fallback} judges sentences the modal-word detector passes
   * over (the rule reader knows words of asking and banning that it does not).
   */
  public static List<Statement> find(
      InstructionDocument doc, java.util.function.Function<String, Optional<Modality>> fallback) {
    // each unit's statements depend on the unit alone (and a nested item's on the item it is
    // under): found in parallel, kept in document order
    List<TextUnit> units = doc.units();
    return java.util.stream.IntStream.range(0, units.size())
        .parallel()
        .boxed()
        .flatMap(k -> find(doc, units.get(k), parentItem(units, k), fallback).stream())
        .toList();
  }

  /**
   * The text of the list item unit {@code k} is nested under, when it is the unit right before it
   * ("- Generated code lives in `gen/`." over " - Never hand-edit it."), else null.
   */
  private static String parentItem(List<TextUnit> units, int k) {
    if (k == 0) {
      return null;
    }
    TextUnit u = units.get(k);
    TextUnit before = units.get(k - 1);
    return u.kind() == TextUnit.Kind.LIST_ITEM
            && before.kind() == TextUnit.Kind.LIST_ITEM
            && !u.text().isBlank()
            && !before.text().isBlank()
            && (before.columnAt(0) < u.columnAt(0)
                // "- `tox -e py` runs the tests, `tox -e lint` the linters." then "- Both must
                // pass before a PR is opened.": the item before names what must pass
                || before.columnAt(0) == u.columnAt(0)
                    && java.util.Objects.equals(before.leadIn(), u.leadIn())
                    && PASSING_PRONOUN.matcher(u.text()).lookingAt())
        ? before.text()
        : null;
  }

  /**
   * An item opening with a pronoun whose passing is owed: "Both must pass", "They must succeed".
   */
  private static final GatedPattern PASSING_PRONOUN =
      GatedPattern.compile(
          "(?i)\\W*(?:both|they|these|those|all\\s+of\\s+them|each\\s+of\\s+them)\\s+"
              + "(?:must|should|have\\s+to|has\\s+to|need\\s+to|needs\\s+to)\\s+(?:all\\s+)?"
              + "(?:pass|succeed|be\\s+green)\\b");

  private static List<Statement> find(
      InstructionDocument doc,
      TextUnit unit,
      String parent,
      java.util.function.Function<String, Optional<Modality>> fallback) {
    List<Statement> out = new ArrayList<>();
    List<Sentence> sentences = SentenceSplitter.split(unit.text());
    Optional<Modality> inherited =
        unit.leadIn() == null ? Optional.empty() : ModalityDetector.detect(unit.leadIn(), false);
    if (inherited.isEmpty()
        && unit.kind() == TextUnit.Kind.LIST_ITEM
        && unit.leadIn() != null
        && RUN_LABEL.matcher(unit.leadIn().strip()).matches()) {
      // "Run, in order:" over "1. `npm run lint`": each item is a run told to the agent (when,
      // the heading says: "## Before you're done")
      inherited = Optional.of(Modality.MUST);
    }
    // "**Commits.** Messages use … Keep the subject short.": a paragraph opened by a label of a
    // few words is a section of its own, read under the label as under a heading
    List<String> section = unit.section();
    if (unit.kind() == TextUnit.Kind.PARAGRAPH
        && sentences.size() > 1
        && PARAGRAPH_LABEL.matcher(sentences.get(0).text()).matches()
        // ("**Never amend commits.** Only amend if …": a rule of its own, no label)
        && ModalityDetector.detect(sentences.get(0).text(), false).isEmpty()) {
      section = new ArrayList<>(unit.section());
      section.add(sentences.get(0).text().strip().replaceFirst("[.:：]$", ""));
      section = List.copyOf(section);
    }
    boolean previousBan = false;
    for (int i = 0; i < sentences.size(); i++) {
      Sentence s = withoutLabel(sentences.get(i), unit.section(), i == 0);
      if (i == 0 && sentences.size() == 1 && unit.kind() == TextUnit.Kind.LIST_ITEM) {
        // "Before you finish:" over "- [ ] Did `cargo test` pass?": a checklist's question is the
        // state it asks about, owed as "`cargo test` passes" would be
        Matcher passed = PASSED_ITEM.matcher(s.text());
        Matcher ran = RAN_ITEM.matcher(s.text());
        if (passed.matches()) {
          String code = passed.group(1) != null ? passed.group(1) : passed.group(2);
          s = new Sentence(code + " passes", s.offset());
        } else if (ran.matches()) {
          s = new Sentence("Run " + ran.group(1) + ".", s.offset());
        }
      }
      // "Pull requests: open them as drafts": the label is what the pronoun after it stands for
      String label = labelAntecedent(sentences.get(i).text(), s.text());
      if (i > 0) {
        // "`make test` is fine. `make wipe` is not.": the sentence's predicate left out, the one
        // before it given
        s =
            new Sentence(
                io.contextcov.compiler.reader.FrameReader.elided(
                    sentences.get(i - 1).text(), s.text()),
                s.offset());
      }
      // under "## Git", "Messages follow …" is said of commit messages
      String said = gitMessage(i == 0 ? unit.section() : section, s.text());
      // headings and comments in code count only with an explicit modal word
      // a cross before a heading is a warning sign ("⛔ Destructive commands"), not a ban
      Optional<Modality> modality =
          ModalityDetector.detect(
              unit.kind() == TextUnit.Kind.HEADING
                  ? ModalityDetector.withoutCross(s.text())
                  : ModalityDetector.impliedRun(ModalityDetector.preStep(said)),
              unit.kind() == TextUnit.Kind.HEADING || unit.kind() == TextUnit.Kind.CODE_COMMENT);
      if (modality.isEmpty() && i == 0 && inherited.isPresent()) {
        modality = inherited;
      }
      if (modality.isEmpty()
          && unit.kind() != TextUnit.Kind.HEADING
          && unit.kind() != TextUnit.Kind.CODE_COMMENT) {
        modality = fallback.apply(said);
      }
      if (modality.isEmpty()
          && unit.kind() == TextUnit.Kind.CODE_COMMENT
          && !unit.codeBlocks().isEmpty()
          && java.util.Arrays.stream(COMMENT_PIECE.split(s.text()))
              .anyMatch(
                  piece ->
                      io.contextcov.compiler.markdown.MarkdownReader.ORDER_COMMENT
                          .matcher(piece)
                          .find())) {
        // "# run before every commit" over "make check": when to run the line under it (also
        // after what it is, "make test  # unit tests; run before every push")
        modality = Optional.of(Modality.MUST);
      }
      if (modality.isEmpty()
          && unit.kind() == TextUnit.Kind.CODE_COMMENT
          && !unit.codeBlocks().isEmpty()
          && (ModalityDetector.ASKS.matcher(s.text()).find()
              || ONLY_WHEN_ASKED.matcher(s.text()).find())) {
        // "make seed  # ask before running", "# needs approval": a question before the line
        modality = Optional.of(Modality.MUST);
      }
      if (modality.isEmpty()
          && i == 0
          && unit.kind() == TextUnit.Kind.LIST_ITEM
          && (unit.leadIn() != null
              ? rulesLabel(unit.leadIn())
              : !unit.section().isEmpty()
                  && rulesLabel(unit.section().get(unit.section().size() - 1)))
          && !DEFINITION.matcher(s.text()).find()) {
        // "**Commit rules:**" then "- English only": an item under a label of rules is one
        modality = Optional.of(Modality.MUST);
      }
      if (modality.isEmpty()
          && i == 0
          && unit.kind() == TextUnit.Kind.LIST_ITEM
          && unit.leadIn() == null
          && !unit.section().isEmpty()) {
        // a bare item under a heading that rules ("Forbidden commands", "Before committing")
        String heading = ModalityDetector.preStep(unit.section().get(unit.section().size() - 1));
        modality = ModalityDetector.detect(ModalityDetector.withoutCross(heading), true);
        if (modality.isEmpty() && ORDER_HEADING.matcher(heading).find()) {
          modality = Optional.of(Modality.MUST);
        }
      }
      if (modality.isEmpty() && bannedCell(unit.kind(), s.text(), unit.section())) {
        // "## Off limits" over a table whose cells name paths: a cell that is only code, under a
        // heading that bans, is banned as a bare item there is
        modality = Optional.of(Modality.MUST_NOT);
      }
      if (modality.isEmpty()
          && i == sentences.size() - 1
          && unit.kind() == TextUnit.Kind.PARAGRAPH
          && !unit.codeBlocks().isEmpty()
          && !unit.section().isEmpty()
          && RUN_LABEL.matcher(s.text().strip()).matches()
          && ORDER_HEADING
              .matcher(ModalityDetector.preStep(unit.section().get(unit.section().size() - 1)))
              .find()) {
        // "## Before committing" then "Run:" over a block of commands: the block is owed, as a
        // command item under such a heading is
        modality = Optional.of(Modality.MUST);
      }
      if (modality.isEmpty()
          && i == 0
          && unit.kind() == TextUnit.Kind.LIST_ITEM
          && unit.leadIn() != null
          && unit.leadIn().length() <= 60
          && ORDER_HEADING.matcher(ModalityDetector.preStep(unit.leadIn())).find()
          && s.text().strip().startsWith("`")) {
        // "Before committing:" then "- `make check`": a command item under a lead-in that says
        // when, as under such a heading
        modality = Optional.of(Modality.MUST);
      }
      if (modality.isEmpty()
          && i > 0
          && previousBan
          && INCLUDES.matcher(s.text()).lookingAt()
          && s.text().indexOf('`') >= 0) {
        // "Never run commands that talk to production. That includes `kubectl --context prod`,
        // …": the examples in code after a ban are banned as it is
        modality = Optional.of(Modality.MUST_NOT);
      }
      previousBan = modality.filter(x -> x == Modality.MUST_NOT).isPresent();
      if (modality.isEmpty()) {
        continue;
      }
      String text = s.text();
      if (modality.get().negative() && i + 1 < sentences.size()) {
        Matcher excepted = EXCEPTIONS_AFTER.matcher(sentences.get(i + 1).text());
        if (excepted.lookingAt()
            && !NEGATED_REST
                .matcher(sentences.get(i + 1).text().substring(excepted.end()))
                .find()) {
          // "Do not edit files in `config/`. Exceptions: `config/local.yaml` is yours.": the ban
          // leaves out what the next sentence names, as "…, except `config/local.yaml`" does
          text = text.replaceFirst("[.!]\\s*$", "") + ", except " + excepted.group(1).strip() + ".";
        }
      }
      List<String> literals = new ArrayList<>();
      Matcher m = CODE.matcher(text);
      while (m.find()) {
        literals.add(m.group(1));
      }
      if (i == sentences.size() - 1) {
        literals.addAll(unit.codeBlocks());
      }
      out.add(
          new Statement(
              doc.file().display(),
              unit.lineAt(s.offset()),
              unit.columnAt(s.offset()),
              i == 0 ? unit.section() : section,
              text,
              modality.get(),
              literals,
              unit.leadIn(),
              ModalityDetector.conditions(text),
              doc.file().scope(),
              unit.kind(),
              label != null ? label : antecedentOf(unit, sentences, i, parent, s.text())));
    }
    return out;
  }
}
