package io.contextcov.compiler.statements;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;

/**
 * Decides whether a sentence is a rule and how binding it is (DESIGN.md §1 step 3), in English and
 * Chinese: modal words ("must", "never", "avoid", 必须, 禁止…), negated and plain imperatives ("Run
 * `make fmt`…", "Do not…"), "only"-restrictions and "no …" bans.
 */
public final class ModalityDetector {
  private static final GatedPattern ZH_MUST_NOT =
      GatedPattern.compile("(禁止|不得|不要|严禁|不能|不可以|不可|切勿|请勿|不允许|别再|绝不|不准)");
  private static final GatedPattern ZH_SHOULD_NOT = GatedPattern.compile("(避免|尽量不要|不建议|不推荐)");
  private static final GatedPattern ZH_MUST =
      GatedPattern.compile(
          "(必须|务必|一定要|需要|应当|只能|仅在|仅限|仅|始终|总是|强制|须|一律|都要|要求|(?<!所)需(?!求)|(?<!首)先(?!生)|^请(?!勿))");
  private static final GatedPattern ZH_SHOULD = GatedPattern.compile("(应该|优先|尽量|建议|最好|推荐)");
  private static final GatedPattern ZH_MAY = GatedPattern.compile("(可以|允许)");
  private static final PhraseSet MUST_NOT_WORDS =
      new PhraseSet(
          "never",
          "do not",
          "don't",
          "dont",
          "does not need",
          "must not",
          "mustn't",
          "shall not",
          "you may not",
          "you cannot",
          "you can't",
          "not allowed",
          "not permitted",
          "is not offered",
          "are not offered",
          "not accepted",
          "not acceptable",
          "never acceptable",
          "not supposed to",
          "aren't supposed to",
          "isn't supposed to",
          "unacceptable",
          "a no-go",
          "a hard no",
          "not something you do",
          "not something we do",
          "is not ok",
          "are not ok",
          "is not okay",
          "are not okay",
          "is not for you",
          "are not for you",
          "prohibited",
          "forbidden",
          "disallowed",
          "is banned",
          "are banned",
          "banned",
          "under no circumstances",
          "no longer allowed",
          "off-limits",
          "off limits",
          "off the table",
          "out of the question",
          "is read-only",
          "are read-only",
          "is read only",
          "are read only",
          "is frozen",
          "are frozen",
          "is immutable",
          "are immutable",
          "is append-only",
          "are append-only",
          "out of bounds",
          "nobody may",
          "no one may",
          "nobody is allowed",
          "no one is allowed",
          "nobody can",
          "no one can",
          "stay away from",
          "stay out of",
          "no longer use",
          "no longer uses",
          "keep out of",
          "you are not to",
          "you're not to",
          "is not to be",
          "are not to be",
          "stay clear of",
          "steer clear of",
          "stay off",
          "keep off",
          "keep your hands off",
          "hands off",
          "has no place in",
          "have no place in",
          "does not belong in",
          "doesn't belong in",
          "doesn’t belong in");

  /** A cross mark opening a line: ❌, 🚫, ⛔, ✗, ✘, ❎, and the words after it. */
  private static final GatedPattern CROSS =
      GatedPattern.compile(
          "^\\s*(?:❌|🚫|⛔|✗|✘|❎|:x:|:no_entry:|:no_entry_sign:)\\s*(?:\\*\\*)?\\s*");

  /**
   * Words that ask first: "ask first", "ask about these first", "requires approval", "check with me
   * first".
   */
  public static final String ASKING =
      "(?:ask(?: the user| me| us| a human| a person| a maintainer| the maintainers| the team"
          + "| someone)?(?: about(?: these| them| this| it)?)?(?: first| before)"
          + "|requires? (?:human |explicit |prior )?(?:approval|confirmation|permission)"
          + "|needs? (?:human |explicit |prior )?(?:approval|confirmation|permission)"
          + "|(?:needs?|requires?) (?:a human|human sign-off|sign-off|me|us|the user|a person)\\b"
          // "requires my explicit OK", "needs the user's go-ahead": a person's word first
          + "|(?:needs?|requires?) (?:my|our|the user's|a human's|a person's|a maintainer's"
          + "|someone's) (?:explicit |express |written )?"
          + "(?:ok|okay|go-ahead|sign-off|approval|permission|confirmation)"
          // "`go.mod` changes only with my approval": the change waits for a person's word
          + "|only with (?:(?:my|our|the user's|a human's|a reviewer's|a maintainer's|explicit"
          + "|prior|written) )*(?:approval|sign-off|consent|ok|okay|go-ahead|permission)"
          + "|(?:double-)?check(?: with (?:me|the user|us|a human))? first|confirm first"
          // "ping me before running X", "let me know before you X": the user hears of it first
          + "|(?:ping|tell) (?:me|the user|us) (?:first|before)|let (?:me|us|the user) know"
          + " (?:first|before)"
          // "talk to me before adding one": the user hears of it, and answers, first
          + "|(?:talk|speak) (?:to|with) (?:me|us|the user) (?:first|before)"
          // "`make reset` — check with me.": the question closing a clause that names the act
          + "|(?:ask|check with|consult) (?:me|us|the user|a human|a maintainer)(?=\\s*[.!]?\\s*$)"
          // "Everything else: ask.": the word alone closing the text
          + "|ask(?=\\s*[.!]?\\s*$))";

  /**
   * A label that asks before what it lists: "Ask first:", "⚠️ Ask before:", "Requires approval:",
   * "Check with me first:" (the label of the middle tier of a boundaries list).
   */
  public static final GatedPattern ASK_LABEL =
      GatedPattern.compile(
          "(?i)^[\\W_]*(?:(?:things|stuff|what|anything)\\s+(?:that\\s+|which\\s+)?)?(?:"
              + ASKING
              // ("Ask: `git push`, …": the middle tier of a list of permissions)
              + "|ask)[*_]*\\s*:[*_]*\\s*");

  /**
   * A clause that asks, after what it is about: "`make db-reset` drops the database, ask first",
   * "`make seed` — ask before running".
   */
  private static final GatedPattern ASK_CLAUSE =
      GatedPattern.compile(
          "(?i)(?:[,;:—–]|\\s-)\\s*(?:(?:so|and|then)\\s+)?(?:please\\s+)?" + ASKING + "\\b");

  /**
   * A word that names a person or role: "users", "maintainers", "librarian" (see {@link #PERSON}).
   */
  public static final String PERSON_WORD =
      "(?:users?|humans?|maintainers?|owners?|operators?"
          + "|developers?|managers?|leads?|admins?|administrators?|teams?|reviewers?|engineers?"
          + "|persons?|people|staff|approvers?|dbas?|supervisors?|specialists?|representatives?"
          + "|doctors?|physicians?|nurses?|pharmacists?|clinicians?|clerks?|officers?|tellers?"
          + "|adjusters?|underwriters?|auditors?|coordinators?|dispatchers?|accountants?"
          + "|advis[eo]rs?|counsel+ors?|[a-z]{3,}ians?(?![\\w-])|[a-z]{3,}(?<!l)ists?(?![\\w-]))";

  /**
   * A person or role, with up to two words before the role noun: "the user", "maintainers", "the
   * release manager", "the on-call engineer", "the platform team" — and any role named by the
   * endings of a person's calling, "-ian" and "-ist" ("a librarian", "the dentist"; not "a
   * checklist").
   */
  public static final String PERSON = "(?:the\\s+)?(?:[\\w-]+\\s+){0,2}?" + PERSON_WORD;

  /**
   * Code as the subject of harm it would do: "`npm` and `yarn` will corrupt the lockfile" (group 1
   * the code) — a warning against running it when it opens the sentence.
   */
  public static final GatedPattern HARMS =
      GatedPattern.compile(
          "(?i)(`[^`]+`(?:\\s*(?:,|and|or)\\s*`[^`]+`)*)\\s+(?:(?:will|would|can|could|may|might"
              + "|is going to|are going to)\\s+(?:\\w+\\s+)?(?:corrupt|break|destroy|wipe|clobber|nuke"
              + "|mess up|hang|brick|ruin|trash|screw up)|(?:also\\s+)?(?:corrupts?|breaks?|destroys?|wipes?"
              + "|clobbers?|nukes?|messes up|mess up|hangs?|bricks?|ruins?|trashes|trash|screws up"
              + "|screw up))\\b");

  /**
   * "data packs come in 1, 5 or 10 gb", "boosts are only sold in 50 or 100 mbps", "permits are sold
   * for 3, 6 or 12 months": group 1 the thing, group 2 the numbers, group 3 the unit.
   */
  public static final GatedPattern SIZES =
      GatedPattern.compile(
          "^(?:the |a |an )?([a-z][a-z -]{1,40}?) (?:only )?(?:come|comes|are sold|is sold|are offered"
              + "|is offered|are available|is available) (?:only )?(?:in|for) "
              + "(\\d+(?:\\.\\d+)?(?: ?, ?\\d+(?:\\.\\d+)?)*,? (?:or|and) \\d+(?:\\.\\d+)?) ?([a-z]+)\\b");

  /**
   * Edits of a place said to be lost ("changes to `gen/` are overwritten on every build", "manual
   * edits in `docs/api/` will be lost", "edits there are overwritten"), opening the sentence or a
   * clause after a semicolon or dash: a warning not to edit there, group 1 the place (none for
   * "there", which the sentence or clause before names).
   */
  public static final GatedPattern EDITS_OVERWRITTEN =
      GatedPattern.compile(
          "(?i)(?:^|[;；—–]\\s*)\\W*(?:(?:so|and|but)\\s+)?(?:(?:any|all|manual|hand|local)\\s+)?"
              + "(?:edits|changes"
              + "|modifications|anything\\s+you\\s+(?:write|change|put))\\s+(?:made\\s+)?"
              + "(?:(?:to|in|under|inside)\\s+(?:the\\s+)?(?:files?\\s+(?:in|under)\\s+)?(`[^`]+`)"
              + "|there)"
              + "[^,;`]{0,30}?\\s+(?:are|is|will\\s+be|get|gets|would\\s+be)\\s+(?:silently\\s+)?"
              + "(?:overwritten|lost|discarded|clobbered|wiped|reverted|thrown\\s+away)\\b");

  /**
   * An edit of a place said to do harm, opening the sentence: "Changing `alembic/versions/` by hand
   * corrupts the migration history", "editing `gen/` breaks the build" — a warning not to edit
   * there, group 1 the place.
   */
  public static final GatedPattern EDIT_HARMS =
      GatedPattern.compile(
          "(?i)^\\W*(?:changing|editing|modifying|touching|hand-editing)\\s+"
              + "(?:(?:anything|files?)\\s+(?:in|under|inside)\\s+)?(?:the\\s+)?(`[^`]+`)"
              + "(?:\\s+(?:files?|folder|directory))?(?:\\s+(?:by\\s+hand|manually|directly))?\\s+"
              + "(?:(?:will|would|can|could|may|might)\\s+)?(?:corrupts?|breaks?|destroys?|ruins?"
              + "|wipes?|clobbers?|invalidates?)\\b");

  /**
   * A person to reach before the act: "talk to ops first", "contact the platform team beforehand",
   * "请先联系运维" — a question before what the sentence names.
   */
  public static final GatedPattern CONTACT_FIRST =
      GatedPattern.compile(
          "(?i)\\b(?:contact|talk\\s+to|speak\\s+(?:to|with)|reach\\s+out\\s+to|ping"
              + "|get\\s+in\\s+touch\\s+with|coordinate\\s+with)\\s+(?:[\\w@-]+\\s+){1,3}?"
              + "(?:first|beforehand|in\\s+advance|before)\\b"
              + "|先(?:联系|咨询|找|通知)|(?:联系|咨询|通知)[^，。；]{1,10}?(?:之后|以后|后)再");

  /**
   * A passive act, then the agent ruled out as its doer: "… are edited in the editor, not by
   * agents", "… is changed by hand, never by the assistant" (group 1 the subject, 2 the verb "to
   * be", 3 the participle).
   */
  public static final GatedPattern NOT_BY_AGENT =
      GatedPattern.compile(
          "(?i)^(.*?)\\s+(is|are)\\s+(?:only\\s+)?([a-z]+(?:ed|en))\\b[^.;]{0,60}?,?\\s+(?:but\\s+)?(?:not|never)\\s+by\\s+"
              + "(?:the\\s+|an?\\s+)?(?:agents?|you|ai|assistants?|bots?|llms?|claude|copilot|coding\\s+agents?)\\b");

  /** The code a sentence opens with and says would do harm, or null. */
  public static String harmful(String text) {
    Matcher m = HARMS.matcher(text);
    // "Running `mix ecto.reset` wipes the local database": the run of the code is the subject
    return m.find()
            && text.substring(0, m.start()).matches("(?i)\\W*((running|invoking|executing)\\s+)?")
        ? m.group(1)
        : null;
  }

  /**
   * A clause after a semicolon or a spaced dash that opens with "only" or "please" and a word
   * ("waive a late fee — only for fees of 15 dollars or less").
   */
  private static final GatedPattern CLAUSE_OPENS_ONLY =
      GatedPattern.compile("(?:[;；]|\\s[—–-])\\s*(only|please)\\s+\\p{L}");

  /** "the maximum amount that can be refunded is 50 dollars": a bound stated as a fact. */
  private static final GatedPattern MAXIMUM_IS =
      GatedPattern.compile("\\bthe maximum(?: [a-z]+){0,8}? is (\\$|€|£)?\\d");

  /**
   * "up to 3 months", "up to $50": a bound, though no modal word says so ("up to date" is none).
   */
  private static final GatedPattern UP_TO_NUMBER =
      GatedPattern.compile(
          "\\bup to (\\$|€|£)?(\\d|(one|two|three|four|five|six|seven|eight|nine|ten)\\b)");

  /**
   * What an act can or may span, as two numbers and a unit: "payment plans can run for 3 to 12
   * months", "a booking may be for between 2 and 8 guests" — the extent of a leave, a rule.
   */
  private static final GatedPattern CAN_RANGE =
      GatedPattern.compile(
          "\\b(?:can|may)\\s+(?:only\\s+)?(?:[a-z]+\\s+){1,3}?(?:from\\s+|between\\s+)?\\$?\\d+(?:\\.\\d+)?"
              + "\\s*(?:to|and|-|–)\\s*\\$?\\d+(?:\\.\\d+)?\\s+[a-z€$£]+");

  /**
   * Code, then a clause that gives it to someone else: "secrets are set with `fly secrets set` —
   * that is my job, not yours", "`make tag`; that's the maintainers' job" (group 1 the code).
   */
  public static final GatedPattern OTHERS_JOB =
      GatedPattern.compile(
          "(?i)(`[^`]+`)[^`]*?(?:[;,:—–]|\\s-)\\s*(?:that|this|which|it)(?:['’]s|\\s+is)\\s+(?:(?:my|our|"
              + PERSON
              + "(?:['’]s|s['’])?)\\s+(?:job|call|responsibility|task)"
              + "|not\\s+your\\s+(?:job|call|responsibility|task))\\b");

  /**
   * What a person does in the agent's stead: "credits above 100 dollars are issued by a
   * supervisor", "refunds are handled by the billing team".
   */
  public static final GatedPattern DONE_BY_PERSON =
      GatedPattern.compile(
          "(?i)\\b(?:are|is|gets?)\\s+(?:only\\s+)?(?:issued|handled|done|approved|processed|granted|decided"
              + "|performed|made|merged|tagged|released|published|deployed|closed|cut|triggered)"
              + "\\s+(?:only\\s+)?by\\s+(?:a\\s+|an\\s+)?"
              + PERSON
              + "\\b");

  private static final GatedPattern A_PERSON = GatedPattern.compile("(?i)\\b" + PERSON + "\\b");

  /** Whether the text names a person or role ("a maintainer", "the release manager"). */
  public static boolean namesPerson(String text) {
    return A_PERSON.matcher(text).find();
  }

  /**
   * The subject of {@link #LEFT_TO_PERSON}, in a group: at the start of the sentence or after ",
   * but", one code span or several joined by "and", "or" and commas ("`terraform apply` and
   * `terraform destroy`"), or a gerund phrase.
   */
  private static final String LEFT_SUBJECT =
      "(?:^[^\\p{L}`]*|[,;]\\s*(?:but|while|whereas)\\s+|^\\W*(?:but|while|whereas)\\s+)"
          + "((?:(?:running|invoking|using|the)\\s+)?`[^`]+`(?:\\s*,?\\s*(?:and|or|,)\\s+`[^`]+`){0,4}"
          + "|\\p{L}+ing(?:\\s+(?:[\\p{L}-]+|`[^`]+`)){0,5}?)";

  /** A machine that runs a project's commands: CI, a pipeline, a bot. */
  private static final String MACHINE =
      "(?:the\\s+)?(?:ci|ci\\s+pipelines?|pipelines?|release\\s+bot|bots?|github\\s+actions|build\\s+servers?"
          + "|schedulers?|cron(?:\\s+jobs?)?)";

  /**
   * A lead-in that keeps what it lists for people: "A few things stay with humans:", "These are for
   * maintainers only:", "Reserved for the release manager:".
   */
  public static final GatedPattern PEOPLE_LEAD =
      GatedPattern.compile(
          "(?i)\\b(?:(?:stays?|remains?|belongs?|is|are|reserved|kept|left)\\s+(?:only\\s+)?"
              + "(?:with|for|to)\\s+(?:a\\s+|an\\s+|the\\s+)?"
              + PERSON
              + "|"
              + PERSON
              + "[\\s-]+only)\\b");

  /**
   * An act left to a person, with no modal word: "`make release` is reserved for maintainers",
   * "deploying is the release manager's job", "merging pull requests is done by a maintainer",
   * "adding a crate is a decision for a maintainer", "`npm publish` needs a human". Group 1 is the
   * subject: a code span (after "running" or "the", or alone) or a gerund phrase of at most six
   * words — so "integration tests are run by the QA team", with no act the agent does, is no rule.
   * The agent asks before doing it.
   */
  public static final GatedPattern LEFT_TO_PERSON =
      GatedPattern.compile(
          "(?i)"
              + LEFT_SUBJECT
              + "\\s+(?:is|are)\\s+(?:only\\s+)?(?:(?:(?:reserved|kept)\\s+)?for\\s+(?:a\\s+|an\\s+)?"
              + PERSON
              + "|(?:only\\s+)?(?:run|done|performed|handled|executed|triggered)\\s+(?:only\\s+)?by\\s+"
              + "(?:a\\s+|an\\s+)?"
              + PERSON
              + "|"
              + PERSON
              + "['’]s?\\s+(?:job|task|responsibility|call|decision)"
              + "|(?:a|the)\\s+(?:decision|call|choice|job|task|responsibility)\\s+(?:for|of)\\s+"
              + "(?:a\\s+|an\\s+)?"
              + PERSON
              // "`make deploy` is for CI only", "… is run by the pipeline only", "… is CI-only": a
              // machine's act, with "only" (CI running a command is no rule by itself)
              + "|for\\s+"
              + MACHINE
              + "\\s+only"
              // "… is reserved for the scheduler": kept for a machine, "only" or not
              + "|(?:reserved|kept)\\s+for\\s+"
              + MACHINE
              + "|(?:run|executed|triggered)\\s+(?:only\\s+)?by\\s+"
              + MACHINE
              + "\\s+only|only\\s+(?:ever\\s+)?(?:run|executed|triggered)\\s+(?:from|in|on|by)\\s+"
              + MACHINE
              + "|(?:a\\s+)?ci-only"
              // "pushing to `main` is restricted to the release bot", "… limited to maintainers"
              + "|(?:restricted|limited)\\s+to\\s+(?:a\\s+|an\\s+)?(?:"
              + MACHINE
              + "|"
              + PERSON
              + ")"
              + ")\\b"
              // a person as what the act needs, not the person's thing ("requires a maintainer's
              // approval" is an approval)
              + "|"
              + LEFT_SUBJECT
              + "\\s+(?:needs?|requires?)\\s+"
              + "(?:a\\s+|an\\s+|the\\s+)?(?:humans?|maintainers?|persons?|reviewers?|owners?)\\b"
              + "(?![’'-])");

  /**
   * A leave limited by a condition: "running `cargo update` is fine only when the task is about
   * dependencies", "you may run `x` only if …" (group "act" after you may, group "subject" before
   * is fine, then the condition).
   */
  public static final GatedPattern PERMITTED_ONLY =
      GatedPattern.compile(
          "(?i)^(\\W*)(?:you\\s+(?:may|can|are\\s+allowed\\s+to|are\\s+permitted\\s+to)\\s+(?<act>.+?)"
              + "|(?<subject>(?:(?:running|invoking|using|the)\\s+)?`[^`]+`"
              + "|\\p{L}+ing(?:\\s+(?:[\\p{L}-]+|`[^`]+`)){0,5}?)"
              + "\\s+(?:is|are)\\s+(?:fine|ok|okay|allowed|permitted|acceptable))"
              + "\\s+only\\s+(?:when|if|once)\\s+\\S.*$");

  /**
   * An act made to wait on the other party's word: "unfreezing a card requires the customer to
   * confirm the last four digits first", "needs the guest's approval", "requires explicit consent"
   * — the other party, named by one word, confirms, approves, agrees or consents.
   */
  public static final String ASSENT =
      "\\b(?:requires?|needs?|required|needed)\\s+(?:the\\s+|a\\s+|an\\s+|their\\s+|my\\s+|our\\s+|your\\s+)?"
          + "(?:(?:explicit|clear|written|verbal|prior|two|three|\\d+)\\s+)?"
          // "the customer to confirm", "the learner's agreement": whoever it is, named by one word
          // (or two: "the account holder's written confirmation")
          + "(?:(?:[a-z-]+\\s+)?[a-z-]+(?:'s|’s)\\s+|[a-z-]+\\s+(?=to\\s))?"
          + "(?:(?:explicit|clear|written|verbal|prior)\\s+)?(?:to\\s+)?"
          + "(?:confirm|confirmation|approve|approvals?|agree|agreement|consent|verify|verification"
          + "|accept|acceptance"
          // "a maintainer's OK", "the owner's go-ahead", "the lead's sign-off"
          + "|ok|okay|go-ahead|sign-off|signoff|blessing|say-so"
          // "new packages need a security review", "requires code review": a person's review of
          // some kind, one word saying which
          + "|(?:[a-z-]+\\s+)?review)\\b"
          // ("needs the confirmation code": a thing of that name, no one's assent)
          + "(?!\\s+(?:code|codes|number|numbers|email|e-mail|id|page|message|link|letter|slip"
          + "|reference)\\b)";

  private static final GatedPattern ASSENT_NEEDED = GatedPattern.compile("(?i)" + ASSENT);

  /**
   * "Fines above 10 euros need a librarian", "waivers require a supervisor's approval": a person
   * the act waits for, the clause ending there or going on to the person's leave.
   */
  private static final GatedPattern PERSON_NEEDED =
      GatedPattern.compile(
          "(?i)\\b(?:needs?|requires?)\\s+(?:an?|the)\\s+"
              + PERSON
              + "(?=\\s*(?:[.;,!:]|$)|['’]s\\b|\\s+(?:to\\s+approve|approval|sign-off|first)\\b)");

  /**
   * "contact details are changed only after the member confirms the new value": an act kept until
   * the other party's word, said with no modal.
   */
  private static final GatedPattern ONLY_AFTER_ASSENT =
      GatedPattern.compile(
          "\\bonly\\s+(?:after|once|when|if)\\s+(?:the\\s+)?[a-z-]+\\s+(?:has\\s+)?"
              + "(?:confirms?|confirmed|agrees?|agreed|approves?|approved|consents?|consented"
              + "|says\\s+yes|said\\s+yes)\\b");

  /** "Nothing gets pushed until …": an act of the agent's, none of which is to happen. */
  private static final GatedPattern NOTHING_GETS =
      GatedPattern.compile(
          "(?i)^\\W*nothing\\s+gets\\s+(?:pushed|committed|merged|released|deployed|published)\\b");

  /** "None of the files in `fixtures/` may be changed": no file of a place may be touched. */
  private static final GatedPattern NONE_MAY_BE =
      GatedPattern.compile(
          "(?i)^\\W*(?:nothing|none\\s+of\\s+the\\s+files|no\\s+files?)\\s+(?:under|in|inside|within)\\s+"
              + "\\S+\\s+(?:may|must|can|is\\s+to|are\\s+to)\\s+(?:ever\\s+)?be\\s+\\w+");

  /**
   * "Nothing new goes in", "no new code lands under": no addition to a place, up to the preposition
   * before the place (the rule reader reads the place after it).
   */
  public static final String NOTHING_NEW_GOES =
      "(?i)\\b(?:nothing|no)\\s+new(?:\\s+[a-z]+){0,2}?\\s+(?:goes|go|belongs|belong|lands|land"
          + "|gets\\s+added|get\\s+added|is\\s+added|are\\s+added|should\\s+go|may\\s+go)"
          + "\\s+(?:in|into|under|to|inside)";

  private static final GatedPattern NOTHING_NEW = GatedPattern.compile(NOTHING_NEW_GOES + "\\b");

  /** "Express shipping is only available to …", "refunds are only allowed for …": a restriction. */
  private static final GatedPattern ONLY_AVAILABLE =
      GatedPattern.compile(
          "(?i)\\b(?:is|are|can\\s+be|may\\s+be)\\s+only\\s+(?:available|allowed|permitted|offered"
              + "|possible)\\b"
              // "refunds are issued to the original payment method only": a passive kept to what
              // it names, "only" closing the sentence (code before it is read as "_")
              + "|^[\\W_&&[^`]]*(?:`[^`]+`\\s*|[a-z][a-z -]*?\\s+)?(?:is|are)\\s+(?:only\\s+)?[a-z]+(?:ed|en|wn)"
              + "\\s+(?:only\\s+)?(?:to|by|with|in|on|via|through|for)\\s+[^.;:]*\\bonly\\W*$"
              // "`x` is only changed through Prisma Studio": "only" before the participle
              + "|^[\\W_&&[^`]]*(?:`[^`]+`)?\\s*(?:is|are)\\s+only\\s+[a-z]+(?:ed|en|wn)\\s+(?:through|via|with"
              + "|in|using|from)\\b");

  /**
   * Code (group 1) run or done by a person, in Chinese: 部署脚本 `deploy.sh` 只能由运维人员执行, `make release`
   * 由维护者执行.
   */
  public static final GatedPattern HAN_LEFT_TO_PERSON =
      GatedPattern.compile(
          "(`[^`]+`)[^，。；`]{0,10}?(?:只能|仅能|只可以|只允许|仅允许|必须|应该|应当)?由\\s*"
              + "[^，。；`]{0,10}?(?:人员|团队|工程师|负责人|维护者|管理员|同事|运维|人)\\s*(?:来)?"
              + "(?:执行|运行|操作|发布|部署|完成|处理)");

  /**
   * Whether {@link #LEFT_TO_PERSON} may match: each of its forms needs "reserved", "kept", "by" or
   * a word of a person's work, or "needs"/"requires" and a person, so a text holding none of them
   * is not searched.
   */
  public static boolean mayBeLeftToPerson(String text) {
    String t = text.toLowerCase(Locale.ROOT);
    return (t.contains(" is ") || t.contains(" are "))
            && (t.contains("reserved")
                || t.contains("kept")
                || t.contains("restricted")
                || t.contains("limited")
                || t.contains(" for ")
                || t.contains(" by ")
                || t.contains("job")
                || t.contains("task")
                || t.contains("responsib")
                || t.contains("call")
                || t.contains("decision")
                || t.contains("choice"))
        || (t.contains(" need") || t.contains(" require"))
            && (t.contains("human")
                || t.contains("maintainer")
                || t.contains("person")
                || t.contains("reviewer")
                || t.contains("owner"));
  }

  /**
   * A heading or label named by the step it comes before: "Pre-commit", "Pre-push checks",
   * "Pre-commit:" (group 1 the step; not "pre-commit hooks", the tool's hooks).
   */
  private static final GatedPattern PRE_STEP =
      GatedPattern.compile(
          "(?i)^([^\\p{L}`]*)pre-?(commit|push|merge|pr|submit)"
              + "(?:\\s+(?:checks?|checklist|steps?|routine|tasks?|requirements?))?(?=\\s*(?::|$))");

  /**
   * A heading or label that names what holds when the work is done: "Definition of done", "Done
   * checklist", "Completion criteria", "Exit criteria" (group 1 what comes before it).
   */
  private static final GatedPattern DONE_STEP =
      GatedPattern.compile(
          "(?i)^([^\\p{L}`]*)(?:definition\\s+of\\s+done|done\\s+(?:criteria|checklist|means|when)"
              + "|(?:completion|finishing|exit)\\s+(?:criteria|checklist))(?=\\s*(?::|$))");

  /**
   * The text with a leading "Pre-commit"/"Pre-push" step name said as "Before committing" / "Before
   * pushing", and a leading "Definition of done" (or another name of the finished work, {@link
   * #DONE_STEP}) as "Before finishing", so the items it heads are owed before that step; other text
   * unchanged.
   */
  public static String preStep(String text) {
    if (text == null || text.length() < 7) {
      return text;
    }
    Matcher done = DONE_STEP.matcher(text);
    if (done.find()) {
      // "## Definition of done": what must hold when the work is handed in
      return done.group(1) + "Before finishing" + text.substring(done.end());
    }
    Matcher list = STEP_CHECKLIST.matcher(text);
    if (list.find()) {
      // "## Pull request checklist": what must hold when the step is taken
      return list.group(1) + "Before " + stepOf(list.group(2)) + text.substring(list.end());
    }
    if (text.indexOf('`') >= 0) {
      Matcher bare = BARE_SUBSTITUTION.matcher(text);
      if (bare.matches()) {
        // "`pnpm`, not `npm`.", "`bunx` instead of `npx`": a substitution with its verb left out
        return bare.group(1) + "Use " + text.substring(bare.end(1));
      }
    }
    if (text.toLowerCase(Locale.ROOT).indexOf("pre") < 0) {
      return text;
    }
    Matcher m = PRE_STEP.matcher(text);
    if (!m.find()) {
      return text;
    }
    return m.group(1) + "Before " + stepOf(m.group(2)) + text.substring(m.end());
  }

  /** Code, then instead of, rather than, not or over, then code, and nothing else. */
  private static final GatedPattern BARE_SUBSTITUTION =
      GatedPattern.compile(
          "(?i)([^\\p{L}`]*)`[^`]+`(?:\\s*,)?\\s+(?:instead\\s+of|rather\\s+than|not|over)\\s+`[^`]+`"
              + "[\\s.!;]*");

  /** The step a checklist or a "pre-" heading names, as "before" would say it. */
  private static String stepOf(String named) {
    String step = named.toLowerCase(Locale.ROOT).replaceAll("[\\s-]+", " ");
    return switch (step) {
      case "commit" -> "committing";
      case "push" -> "pushing";
      case "merge" -> "merging";
      case "pr", "pull request", "merge request", "mr" -> "opening a pull request";
      default -> "finishing";
    };
  }

  /**
   * A heading or label that is the checklist of a step: "Pull request checklist", "PR checklist",
   * "Commit checklist", "Submission checklist" (group 1 what comes before it, group 2 the step).
   */
  private static final GatedPattern STEP_CHECKLIST =
      GatedPattern.compile(
          "(?i)^([^\\p{L}`]*)(?:(?:the|a|your|our)\\s+)?(pull[\\s-]request|merge[\\s-]request|pr|mr"
              + "|commit|push|merge|submission)\\s+(?:checklist|check-list|check\\s+list)"
              + "(?=\\s*(?::|$))");

  /** A verb that makes the words around it a sentence: "is", "will", "must", "doesn't". */
  private static final String AUXILIARY =
      "(?:is|are|was|were|be|been|will|would|can|could|may|might|should|must|shall|does|do|did"
          + "|has|have|had|isn't|aren't|won't|can't|doesn't|don't)\\b";

  /**
   * A verbless order, then more code with "too" after a semicolon (groups: code, order, code,
   * stop).
   */
  private static final GatedPattern ORDER_THEN_TOO =
      GatedPattern.compile(
          "(?i)^([^\\p{L}`]*`[^`\\n]+`)(\\s+(?:before|after)\\s+[^;`]{2,40}?)\\s*;\\s*"
              + "(`[^`\\n]+`)\\s+(?:too|as\\s+well|also)\\s*([.!]?)\\s*$");

  /**
   * A command with no verb, then when it is owed and nothing else: "`make lint` before pushing",
   * "`make check` && `make test` before every commit." (group 1 what comes before the commands,
   * group 2 the commands, group 3 the rest). Any more words ("`make ci` before merging is what CI
   * runs") make it a sentence of another kind.
   */
  private static final GatedPattern VERBLESS_ORDER =
      GatedPattern.compile(
          "(?i)^([^\\p{L}`]*)(`[^`\\n]+`(?:\\s*(?:,|and|or|then|&&?|\\+|/)\\s*`[^`\\n]+`)*)"
              + "(\\s*,?\\s+(?:before|prior\\s+to|ahead\\s+of|after)\\s+"
              + "(?:[\\p{L}-]+|`[^`\\n]+`)(?:\\s+(?!"
              + AUXILIARY
              + ")(?:[\\p{L}-]+|`[^`\\n]+`)){0,4}"
              + "\\s*[.!;]?\\s*(?:\\([^()]*\\)\\s*[.!]?)?\\s*)$");

  /**
   * The text with a verbless order said as a run ("`make lint` before pushing" as "Run `make lint`
   * before pushing") when every span in it is a command; other text unchanged.
   */
  public static String impliedRun(String text) {
    if (text == null || text.indexOf('`') < 0) {
      return text;
    }
    if (text.contains(";")) {
      // "`cargo test` before every push; `cargo clippy` too.": one order for both
      text = ORDER_THEN_TOO.matcher(text).replaceFirst("$1 and $3$2$4");
    }
    Matcher m = VERBLESS_ORDER.matcher(text);
    if (!m.matches()) {
      return text;
    }
    Matcher span = StatementFinder.CODE.matcher(m.group(2));
    while (span.find()) {
      if (io.contextcov.compiler.reader.CommandRef.ran(span.group(1), Set.of()).isEmpty()) {
        return text;
      }
    }
    return m.group(1) + "Run " + m.group(2) + m.group(3);
  }

  /**
   * "Every waiver needs a reason", "each refund must include the order number": what every act of a
   * kind carries — group 1 the act, group 2 what it carries. A statement with no modal word ({@code
   * Normative}), and the value the policy reader owes on the act's tool.
   */
  public static final GatedPattern EVERY_NEEDS =
      GatedPattern.compile(
          "^\\W*(?:every|each|any|all) ([a-z]+) (?:needs?|requires?|must (?:have|include|carry|state)"
              + "|has to (?:have|include))(?: a| an| the)? ([a-z]+(?: [a-z]+)?)[\\s.;!]*$");

  /** Words that ask first, anywhere in a text. */
  public static final GatedPattern ASKS = GatedPattern.compile("(?i)\\b" + ASKING + "\\b");

  /**
   * A heading that is only an asking label ("### ⚠️ Ask first", "Things to check with a human
   * first", "Changes that need approval", "Actions requiring sign-off") or a warning ("Be careful
   * with", "Handle with care"): its items are asked about.
   */
  private static final GatedPattern ASK_HEADING =
      GatedPattern.compile(
          "(?i)^[\\W_]*(?:(?:things|items|actions|changes|operations|tasks|what)\\s+"
              + "(?:(?:you\\s+)?(?:to|must|should)\\s+|that\\s+)?)?"
              // ("Maybe (ask first):": the verdict of a list of yes, no and maybe)
              + "(?:(?:maybe|sometimes|depends)\\s*[(—–-]?\\s*)?(?:"
              + ASKING
              + "|(?:requiring|needing)\\s+(?:human\\s+)?(?:approval|confirmation|permission"
              + "|sign-?off))[*_:\\s)]*$"
              // "### Be careful with", "Handle with care", "Use with caution": a warning over acts
              // to ask about
              // ("⚠️ Careful", "Caution": the word alone as the heading of a tier)
              + "|^[\\W_]*(?:(?:be|tread)\\s+)?careful(?:ly)?(?:\\s+(?:with|about|around))?[*_:\\s]*$"
              + "|^[\\W_]*caution[*_:\\s]*$"
              // "## Danger zone", "Risky operations", "Dangerous commands": a tier of acts named as
              // hazards, each asked about (never refused: nothing says they are banned)
              + "|^[\\W_]*(?:the\\s+)?danger\\s+zone[*_:\\s]*$"
              + "|^[\\W_]*(?:dangerous|risky|destructive|high-risk)\\s+(?:commands|operations"
              + "|actions|changes|tasks|things|stuff)[*_:\\s]*$"
              + "|^[\\W_]*(?:handle|use)\\s+with\\s+(?:care|caution)[*_:\\s]*$"
              // "## Escalate to a human when", "Stop and ask if", "When to escalate": the items
              // are the cases asked about
              + "|^[\\W_]*(?:when\\s+to\\s+(?:escalate|ask(?:\\s+for\\s+help)?|stop\\s+and\\s+ask)"
              + "|(?:escalate|stop\\s+and\\s+ask|ask(?:\\s+for\\s+help)?|check\\s+in)"
              + "(?:\\s+(?:to|with))?(?:\\s+(?:a|an|the|your))?(?:\\s+(?:human|person|maintainers?"
              + "|user|reviewer|owner|lead|me|us))?\\s+(?:when(?:ever)?|if|before)(?:\\s+you)?)"
              + "[*_:\\s]*$");

  /** "the work is not complete until …", "a task is only done when …": a condition of finishing. */
  public static final GatedPattern DONE_WHEN =
      GatedPattern.compile(
          "\\b(is|are|isn't|aren't|(you|it|we|work|task|change)['’](re|s))\\s+(not\\s+|only\\s+)?"
              + "(complete|done|finished|ready)\\s+(only\\s+)?"
              + "(until|unless|when|once|after)\\b");

  /**
   * Whether lower-case text says when work is done ({@link #DONE_WHEN}); the expression runs only
   * on text that holds one of its state words.
   */
  public static boolean doneWhen(String lower) {
    return (lower.contains("done")
            || lower.contains("complete")
            || lower.contains("finished")
            || lower.contains("ready"))
        && DONE_WHEN.matcher(lower).find();
  }

  /** A heading without the cross before it: "⛔ Destructive commands" is a warning sign. */
  public static String withoutCross(String heading) {
    java.util.regex.Matcher m = CROSS.matcher(heading);
    return m.find() ? heading.substring(m.end()) : heading;
  }

  /**
   * The speaker's own work, with the code it is done with: "I run the deploys myself with
   * `./deploy.sh`", "we cut releases with `make release` ourselves", "I handle `terraform apply`
   * myself" (group 1 or 2 the code).
   */
  public static final GatedPattern SPEAKER_DOES =
      GatedPattern.compile(
          "(?i)^\\W*(?:i|we)\\s+(?:always\\s+|usually\\s+)?(?:run|do|handle|trigger|cut|deploy|release"
              + "|publish|tag|merge|manage|take\\s+care\\s+of)\\b[^.;`]*?(?:(`[^`]+`)[^.;`]*?\\b(?:myself"
              + "|ourselves)\\b|\\b(?:myself|ourselves)\\b[^.;`]*?(`[^`]+`))");

  /**
   * An act said not to be the agent's: "`fly deploy` is not yours to run", "That's not your job"
   * (group 1 the verb after "to", if any).
   */
  public static final GatedPattern NOT_YOURS =
      GatedPattern.compile(
          "(?i)(?:\\bis|\\bare|['’]s)\\s+not\\s+(?:yours|your\\s+(?:job|call|task|responsibility|place))"
              + "(?:\\s+to\\s+([a-z]+))?\\b");

  /**
   * A label of duty, then a command in code and when it is owed: "Required: `make fmt` after any
   * change", "Mandatory — `npm test` before pushing" (group 1 what opens the text, 2 the code).
   */
  private static final GatedPattern DUTY_LABEL_RUN =
      GatedPattern.compile(
          "(?i)(\\W*)(?:required|mandatory|must|always)\\s*[:：—–-]\\s*`([^`]+)`"
              + "(?:\\s*(?:,|and)\\s*`[^`]+`)*\\s+(?:after|before|when|whenever|once|on\\s+every)\\b.*");

  /**
   * Code as a label, then a bare refusal: "`x` — absolutely not.", "`y`: no." (group 1 the code).
   */
  private static final GatedPattern LABEL_REFUSED =
      GatedPattern.compile(
          "(?i)\\W*(`[^`]+`(?:\\s*(?:,|and|or)\\s*`[^`]+`)*)\\s*[:：—–-]\\s*"
              + "(?:(?:absolutely|definitely|certainly|simply|just)\\s+)?(?:no|not|never|nope)"
              + "(?:\\s+(?:ever|allowed))?\\s*[.!]*\\s*");

  /**
   * "❌ Use `git push --force`", "🚫 `rm -rf /`": a line marked with a cross is a ban, read as
   * "Never …". A line already saying "don't"/"never"/"avoid" keeps its own words. Code under a
   * label of refusal ("`make deploy`: no.") is read as "Never `make deploy`."; a command under a
   * label of duty with when it is owed ("Required: `make fmt` after any change") as "Always run …".
   */
  public static String crossAsNever(String text) {
    java.util.regex.Matcher m = CROSS.matcher(text);
    if (!m.find()) {
      java.util.regex.Matcher refused = LABEL_REFUSED.matcher(text);
      // "`fastlane release` — absolutely not.", "`make deploy`: no.": the code, refused
      if (refused.matches()) {
        return "Never " + refused.group(1) + ".";
      }
      java.util.regex.Matcher owed = DUTY_LABEL_RUN.matcher(text);
      // "Required: `make fmt` after any change to `.c` files": a command owed, with no verb
      return owed.matches()
              && io.contextcov.compiler.reader.Lexicon.get()
                  .words("program")
                  .contains(owed.group(2).split("\\s+")[0])
          ? owed.group(1) + "Always run " + text.substring(owed.start(2) - 1)
          : text;
    }
    String rest = text.substring(m.end());
    List<String> words = PhraseSet.words(withoutCode(rest).toLowerCase(Locale.ROOT));
    if (MUST_NOT_WORDS.in(words) || SHOULD_NOT_WORDS.in(words)) {
      return rest;
    }
    return "Never " + rest;
  }

  /**
   * The end of the task defined by a run passing: "You're done when `make test` passes", "Your work
   * is finished only when `npm run ci` exits 0" (group 1 what opens the text, 2 the code).
   */
  public static final GatedPattern DONE_WHEN_PASSES =
      GatedPattern.compile(
          "(?i)^([^\\p{L}`]*)(?:you(?:'re|’re|\\s+are)|(?:your|the|a)\\s+(?:work|task|change|changes|job"
              + "|pr|pull\\s+request)\\s+(?:is|are)|it's|it\\s+is)\\s+(?:only\\s+)?(?:done|finished"
              + "|complete|completed|ready)\\s+(?:only\\s+)?(?:when|once|if)\\s+(`[^`]+`)\\s+"
              + "(?:(?:has|have)\\s+)?(?:passes|passed|succeeds|succeeded|exits\\s+(?:with\\s+)?(?:0|zero)"
              + "|is\\s+green|is\\s+clean|runs\\s+clean(?:ly)?|reports\\s+no\\s+(?:errors|failures))\\b");

  /**
   * A heading over a list of bans: "Don'ts", "What not to do". Not "Dos and Don'ts", which mixes
   * both, so that each item says which it is.
   */
  public static boolean dontsHeading(List<String> words) {
    boolean donts = words.contains("don'ts") || words.contains("donts");
    boolean dos = words.contains("dos") || words.contains("do's") || words.contains("do");
    int not = words.indexOf("not");
    boolean notToDo =
        not >= 0
            && not + 2 < words.size()
            && words.get(not + 1).equals("to")
            && words.get(not + 2).equals("do");
    return donts && !dos || notToDo && !donts;
  }

  /**
   * Whether a heading is only a warning or an asking label ("⚠️ Careful", "Caution", "Ask first",
   * "Be careful with"): its list items are asked about.
   */
  public static boolean asksHeading(String heading) {
    return ASK_HEADING.matcher(heading.strip()).matches();
  }

  /** A warning word alone: "⚠️ Careful", "Caution" (a label before a rule, or a tier's heading). */
  public static final GatedPattern WARNING_ONLY =
      GatedPattern.compile("(?i)^[\\W_]*(?:careful|caution)[*_:\\s]*$");

  /**
   * A heading over a list of bans: "Don'ts", "What not to do", "Things that will get your PR
   * rejected", "What to leave alone".
   */
  public static boolean bansHeading(String heading) {
    return dontsHeading(PhraseSet.words(heading))
        || DENIED_ONLY.matcher(heading.strip()).matches()
        || rejectedHeading(heading.toLowerCase(Locale.ROOT))
        || LEFT_ALONE_HEADING.matcher(heading).matches()
        || OUT_OF_SCOPE_HEADING.matcher(heading).matches();
  }

  /**
   * A heading that puts what it lists out of the agent's reach: "Out of scope for agents", "Not in
   * scope", "Out of scope for AI assistants".
   */
  private static final GatedPattern OUT_OF_SCOPE_HEADING =
      GatedPattern.compile(
          "(?i)[\\W_]*(?:out\\s+of|not\\s+in)\\s+scope(?:\\s+for\\s+(?:the\\s+)?(?:ai\\s+)?(?:agents?|ai"
              + "|assistants?|bots?|llms?|you|copilot|claude))?[\\W_]*");

  /**
   * A heading over what is not to be touched, with no object of its own: "What to leave alone",
   * "Leave these untouched", "Hands off", "Files you must leave as-is".
   */
  private static final GatedPattern LEFT_ALONE_HEADING =
      GatedPattern.compile(
          "(?i)\\W*(?:(?:what|things|files|paths|places|areas|directories)\\s+(?:to\\s+|you\\s+"
              + "(?:must|should)\\s+)?)?(?:(?:leave|keep)\\s+(?:these\\s+|them\\s+)?(?:alone|untouched"
              + "|as[- ]is|unchanged)|(?:hands|keep\\s+(?:your\\s+)?hands)\\s+off)\\W*");

  /** Words one of which every branch of {@link #REJECTED_HEADING} holds. */
  private static final List<String> REJECTED_WORDS =
      List.of(
          "reject",
          "red flag",
          "pattern",
          "breaker",
          "accept",
          "merg",
          "review",
          "break",
          "closed",
          "revert",
          "declin");

  private static boolean rejectedHeading(String lower) {
    return REJECTED_WORDS.stream().anyMatch(lower::contains)
        && REJECTED_HEADING.matcher(lower).find();
  }

  /**
   * A heading over what reviewers turn away: "Things that will get your PR rejected", "Red flags",
   * "Anti-patterns", "Changes we won't accept", "Things that break the build", "What gets a PR
   * closed".
   */
  private static final GatedPattern REJECTED_HEADING =
      GatedPattern.compile(
          "\\b(rejected|rejection|red flags|anti-?patterns?|deal-?breakers?|won'?t (be )?(accept|merge)"
              + "|will not (be )?(accept|merg)|not (be )?(accepted|merged)|fails? (code )?review"
              + "|blocked in review|break(s|ing)? (the )?(build|ci|main|pipeline|release)"
              + "|(prs?|pull requests?|patch(es)?|changes?|commits?) (closed|reverted|declined))");

  private static final PhraseSet SHOULD_NOT_WORDS =
      new PhraseSet(
          "avoid",
          "nobody should",
          "no one should",
          "should not",
          "shouldn't",
          "prefer not",
          "discouraged",
          "frowned upon",
          "not safe to",
          "unsafe to",
          "refrain from",
          "hate it when",
          "dislike it when",
          "recommend against",
          "advise against",
          "consider avoiding",
          "best not to",
          "better not to",
          "hold off on",
          "try not to",
          "resist the urge to",
          "rather you didn't",
          "rather you did not",
          "rather you not",
          "rather you don't",
          "prefer you didn't",
          "prefer you did not",
          "prefer you not",
          "prefer you don't");

  /** "always OK to", "always fine to": a leave said with "always". */
  public static final GatedPattern ALWAYS_FINE =
      GatedPattern.compile("(?i)\\balways\\s+((?:ok|okay|fine|safe|allowed|permitted)\\s+to)\\b");

  private static final PhraseSet MUST_WORDS =
      new PhraseSet(
          "must",
          "always",
          "it's important",
          "it is important",
          "it's essential",
          "it is essential",
          "it's crucial",
          "it is crucial",
          "it's critical",
          "it is critical",
          "is ci-only",
          "are ci-only",
          "in ci only",
          "only in ci",
          "is required",
          "are required",
          "required to",
          "need to",
          "needs to",
          "have to",
          "has to",
          "shall",
          "ensure",
          "make sure",
          "be sure to",
          "remember to",
          "mandatory",
          "is expected to",
          "are expected to",
          "you are expected",
          "will require confirmation",
          "will require approval",
          "will require permission",
          "requires confirmation",
          "require confirmation",
          "requires approval",
          "require approval",
          "requires permission",
          "require permission",
          "requires explicit confirmation",
          "requires explicit approval",
          "require explicit confirmation",
          "require explicit approval",
          "needs explicit approval",
          "need explicit approval",
          "requires prior approval",
          "require prior approval",
          "at most",
          "no more than",
          "a maximum of",
          "limited to",
          "capped at",
          "per conversation",
          "can only",
          "may only",
          "only be called",
          "not acceptable",
          "need approval",
          "needs approval",
          "need a human's approval",
          "needs a human's approval",
          "unless explicitly allowed",
          "unless explicitly asked",
          "unless explicitly requested",
          "unless explicitly approved",
          "unless explicitly told");
  private static final PhraseSet SHOULD_WORDS =
      new PhraseSet(
          "should",
          "prefer",
          "preferred",
          "recommended",
          "ideally",
          "try to",
          "it is best",
          "best to",
          "preferably",
          "might want to",
          "may want to",
          "it's better to",
          "it is better to",
          "it's wise to",
          "it is wise to",
          "advisable to");

  /** A leave denied: "not allowed", "never permitted". */
  private static final GatedPattern NEGATED_LEAVE =
      GatedPattern.compile("\\b(not|never|no longer)\\s+(allowed|permitted)\\b");

  /** A label that is only a refusal: "No:", "Nope:", "Not OK:". */
  private static final GatedPattern NO_LABEL =
      GatedPattern.compile("(?i)[\\W_]*(?:no|nope|not\\s+ok(?:ay)?)[*_\\s]*:?[*_\\s]*");

  /** The word alone: "Denied", "❌ Blocked:". */
  private static final GatedPattern DENIED_ONLY =
      GatedPattern.compile("(?i)[\\W_]*(?:denied|blocked|refused)[*_\\s:]*");

  /** "Denied: `rm -rf`, `curl`", "Blocked: …": the refused tier of a list of permissions. */
  public static final GatedPattern DENIED_LABEL =
      GatedPattern.compile("(?i)^[\\W_]*(?:denied|blocked|refused)[*_]*\\s*:[*_]*\\s*");

  /** Code said to be fine, then other code said not to be, its predicate left out. */
  private static final GatedPattern FINE_THEN_NOT =
      GatedPattern.compile(
          "(?i)\\W*`[^`]+`\\s+(?:is|are)\\s+(?:always\\s+|perfectly\\s+)?(?:fine|ok|okay|safe|allowed)"
              + "[^;.`]{0,30}[;,.]\\s*(?:but\\s+)?`[^`]+`(?:\\s*(?:,|,?\\s*and|,?\\s*or)\\s*`[^`]+`)*"
              + "\\s+(?:is|are)(?:\\s+not|n['’]t)\\W*");

  /**
   * A heading that is only a word of duty ("Required", "Mandatory", "Musts", "Always"), perhaps
   * made stronger ("Absolutely required", "Strictly mandatory"): the items under it are owed,
   * however they are worded. Not "Requirements" or "Prerequisites", which list what a machine
   * needs.
   */
  private static final GatedPattern DUTIES_HEADING =
      GatedPattern.compile(
          "^[\\W_]*(?:(?:absolutely|strictly|always)\\s+)?"
              + "(?:required|mandatory|musts?|must do|must-dos?|always)[\\W_]*$");

  /** A heading that grants what its list names, with no question asked. */
  private static final GatedPattern PERMISSION_HEADING =
      GatedPattern.compile(
          "\\b(allowed|permitted|pre-?approved|auto-?approved|allowlisted|whitelisted)\\b"
              + "|\\bwithout (asking|approval|confirmation|permission|prompting)\\b"
              // ("## You may", "What you can do": a heading that is only a leave)
              + "|^\\W*(?:(?:what|things)\\s+)?you\\s+(?:may|can)(?:\\s+do)?(?:\\s+freely)?\\W*$");

  private static final PhraseSet MAY_WORDS =
      new PhraseSet(
          "you may",
          "you can",
          "you have permission to",
          "you have full permission to",
          "you are free to",
          "feel free",
          "is allowed",
          "are allowed",
          "may be used",
          "is fine to",
          "is ok to",
          "it's fine to",
          "it's ok to",
          "it's okay to",
          "it's safe to",
          "that's fine to",
          "that's ok to",
          "that's okay to",
          "that's safe to",
          "can be run",
          "can be used",
          "can be executed",
          "can be edited",
          "can be changed",
          "allowed without",
          "permitted without",
          "ok without",
          "okay without",
          "fine without",
          "safe to run",
          "safe to use");

  private static final GatedPattern LABEL =
      GatedPattern.compile(
          "^(?i)(note|important|rule|warning|critical|tip|required|mandatory|caution|reminder|policy)\\s*[:：-]\\s*");

  /** Words that place a step in a sequence before its verb: "Then run …", "Finally, commit …". */
  private static final Set<String> SEQUENCE_WORDS =
      Set.of(
          "then",
          "next",
          "finally",
          "lastly",
          "afterwards",
          "afterward",
          "also",
          "first",
          // "Second, run …", "Thirdly, keep …": the ordinals of numbered advice
          "firstly",
          "second",
          "secondly",
          "third",
          "thirdly",
          "fourth",
          "fourthly",
          "fifth",
          "sixth",
          "seventh");

  /** Base forms that open an instruction ("Run …", "Use …"). */
  static final Set<String> IMPERATIVES =
      Set.of(
          "run",
          "clear",
          "strip",
          "wipe",
          "purge",
          "reset",
          "sync",
          "pull",
          "upload",
          "download",
          "archive",
          "revoke",
          "rotate",
          "trim",
          "truncate",
          "escape",
          "label",
          "assign",
          "reopen",
          "drop",
          "silence",
          "suppress",
          "bypass",
          "satisfy",
          "work",
          "spell",
          "indent",
          "get",
          "use",
          "add",
          "write",
          "keep",
          "stay",
          "follow",
          "create",
          "update",
          "check",
          "make",
          "put",
          "place",
          "read",
          "call",
          "commit",
          "push",
          "test",
          "format",
          "lint",
          "type-check",
          "typecheck",
          "include",
          "document",
          "prefer",
          "avoid",
          "ensure",
          "verify",
          "ask",
          "confirm",
          "wait",
          "stop",
          "remove",
          "delete",
          "install",
          "set",
          "name",
          "mark",
          "return",
          "handle",
          "log",
          "mask",
          "redact",
          "authenticate",
          "identify",
          "locate",
          "cancel",
          "deny",
          "reject",
          "import",
          "export",
          "define",
          "implement",
          "apply",
          "limit",
          "restrict",
          "store",
          "fix",
          "reuse",
          "replace",
          "move",
          "rename",
          "start",
          "begin",
          "finish",
          "execute",
          "invoke",
          "send",
          "fetch",
          "validate",
          "sanitize",
          "generate",
          "regenerate",
          "build",
          "compile",
          "review",
          "search",
          "leave",
          "treat",
          "consult",
          "refer",
          "reference",
          "look",
          "describe",
          "explain",
          "record",
          "report",
          "mention",
          "cite",
          "link",
          "favor",
          "favour",
          "minimize",
          "minimise",
          "maximize",
          "prioritize",
          "prioritise",
          "respect",
          "preserve",
          "retain",
          "obtain",
          "collect",
          "gather",
          "list",
          "offer",
          "transfer",
          "hand",
          "escalate",
          "double-check",
          "re-run",
          "rerun",
          "squash",
          "rebase",
          "merge",
          "open",
          "close",
          "scope",
          "split",
          "group",
          "sort",
          "annotate",
          "type",
          "declare",
          "comment",
          "wrap",
          "pin",
          "bump",
          "tag",
          "sign",
          "clean",
          "upgrade",
          "downgrade",
          "capture",
          "refresh",
          "rebuild",
          "recompile",
          "reinstall",
          "clone",
          "prepend",
          "append",
          "emit",
          "convert",
          "translate",
          "reformat",
          "resolve",
          "rewrite",
          "simplify",
          "shorten",
          "serialize",
          "persist",
          "retry",
          "inspect",
          "examine",
          "stage",
          "discard",
          "revert",
          "restore",
          "backup",
          "deploy",
          "release",
          "publish",
          "migrate",
          "seed",
          "prompt",
          "notify",
          "tell",
          "inform",
          "greet",
          "help",
          "assist",
          "act",
          "behave",
          "respond",
          "reply",
          "answer",
          "propose",
          "suggest",
          "communicate",
          "speak",
          "output",
          "print",
          "show",
          "display",
          "render",
          "hide",
          "encrypt",
          "hash",
          "protect",
          "secure",
          "guard",
          "catch",
          "throw",
          "raise",
          "propagate",
          "await",
          "mock",
          "stub",
          "assert",
          "cover",
          "benchmark",
          "profile",
          "measure",
          "copy",
          "paste",
          "configure",
          "enable",
          "disable",
          "consolidate",
          "prefix",
          "end",
          "extend",
          "order",
          "skip",
          "state",
          "do",
          "bubble",
          "book",
          "accept",
          "charge",
          "pay",
          "reserve",
          "grant",
          "approve",
          "provide",
          "give",
          "serve",
          "exchange",
          "modify",
          "restart",
          "touch",
          "change",
          "find",
          "lower",
          "freeze",
          "unfreeze",
          "refund",
          // "Summarise the change and get a clear yes before making it": telling back what will be
          // done opens a policy's order
          "summarise",
          "summarize",
          "recap",
          "restate",
          "outline",
          "quote");

  private ModalityDetector() {}

  /**
   * Code allowed in one place, then ruled out in another: "`x` is fine in tests, not in `src/`"
   * (the code, and the place it is ruled out in, as groups 2 and 3).
   */
  public static final GatedPattern ALLOWED_HERE_NOT_THERE =
      GatedPattern.compile(
          "(?i)^(\\W*)((?:`[^`]+`(?:\\s*,\\s*|\\s+(?:and|or)\\s+)?)+)\\s+(?:is|are)\\s+"
              + "(?:fine|ok|okay|allowed|acceptable|permitted|tolerated)\\s+"
              + "(?:in|inside|under|within|for)\\s+[^,;]+?,?\\s+(?:but\\s+)?(?:not|never)\\s+"
              + "((?:in|inside|under|within|for)\\s+[^,;—–]+?)(?=[\\s.!]*(?:$|[;—–]))");

  /**
   * "PRs target `develop`", "Pull requests go against `develop`": the branch pull requests go to,
   * stated as a fact of the project.
   */
  private static final GatedPattern PR_BASE_STATED =
      GatedPattern.compile(
          "(?i)\\W*(?:all\\s+|every\\s+|our\\s+)?(?:prs|pull\\s+requests|pr|pull\\s+request)\\s+"
              + "(?:target|go\\s+(?:(?:in)?to|against)|are\\s+(?:opened|made|raised|created)\\s+"
              + "(?:against|into|to)|point\\s+(?:at|to)|are\\s+based\\s+on|merge\\s+into)\\s+"
              + "(?:the\\s+)?`");

  /**
   * A convention the project states with what it replaces: "We use `bun` instead of `npm`", "this
   * repo uses `uv`, not `pip`".
   */
  private static final GatedPattern CONVENTION_REPLACES =
      GatedPattern.compile(
          "(?i)^\\W*(?:we|(?:this|the|our)\\s+(?:repo|repository|project|codebase|team|monorepo))"
              + "\\s+(?:always\\s+|only\\s+)?uses?\\s+`[^`]+`(?:\\s+[a-z]+){0,3}?"
              + "\\s*(?:,\\s*not|instead\\s+of|rather\\s+than|in\\s+place\\s+of)\\s+`[^`]+`");

  /**
   * A negated verb of having or knowing with its object gone before it, to a relative clause ("keys
   * you don't have", "credentials that we do not know"): it describes the thing, and its "not" bans
   * nothing. One with an object after it ("you don't have access to prod") is kept.
   */
  private static final java.util.regex.Pattern OBJECT_GAP =
      java.util.regex.Pattern.compile(
          "\\b(you|we|they|i)\\s+(don't|don’t|do not|doesn't|does not|didn't|did not)\\s+"
              + "(have|know|own|hold)(\\s+(yet|here|locally|anymore))?(?=\\s*([,.;:!)—–]|$))");

  /** Whether the negation at {@code at} in {@code text} is one of {@link #OBJECT_GAP}. */
  public static boolean inObjectGap(String text, int at) {
    if (!text.contains(" have")
        && !text.contains(" know")
        && !text.contains(" own")
        && !text.contains(" hold")) {
      return false;
    }
    Matcher m = OBJECT_GAP.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      if (at >= m.start(2) && at < m.end(2)) {
        return true;
      }
    }
    return false;
  }

  /**
   * "The agent may run any `make` target", "agents can open drafts": the agent named, then a modal
   * of leave and a verb (not "may not", nor a passive: "the bot can be slow").
   */
  private static final GatedPattern AGENT_MAY =
      GatedPattern.compile(
          "(?i)\\b(?:agents?|assistants?|ai|bots?|claude|copilot|codex)\\s+(?:may|can)\\s+"
              + "(?!not\\b|be\\b|also\\s+be\\b|never\\b)[a-z]");

  /**
   * "Agents may not approve PRs", "the assistant can't merge": the agent named, then a modal of
   * leave denied (with another subject, "this may not work" is no rule).
   */
  private static final GatedPattern AGENT_MAY_NOT =
      GatedPattern.compile(
          "(?i)\\b(?:agents?|assistants?|ai|bots?|claude|copilot|codex)\\s+(?:may\\s+not|can\\s*not"
              + "|can't|mayn't)\\b");

  /**
   * A label over what is left alone, naming nothing itself: "Hands off:", "Stay away from:", "Keep
   * away from these:", "Leave the following untouched:".
   */
  public static final GatedPattern HANDS_OFF_LABEL =
      GatedPattern.compile(
          "(?i)\\W*(?:please\\s+)?(?:(?:hands|keep\\s+(?:your\\s+)?hands)\\s+off(?:\\s+of)?"
              + "|(?:stay|keep)\\s+(?:well\\s+)?(?:away\\s+from|out\\s+of|clear\\s+of)|steer\\s+clear\\s+of"
              + "|(?:leave|keep)(?=\\s+(?:these|those|them|the\\s+following)\\s+(?:alone|untouched"
              + "|as[- ]is|unchanged)))"
              + "(?:\\s+(?:these|those|them|the\\s+following)(?:\\s+(?:alone|untouched|as[- ]is"
              + "|unchanged))?)?\\s*[:：]\\s*");

  /**
   * The modality of a sentence, or empty when it is not a rule.
   *
   * @param heading headings count only with an explicit modal word ("Never edit X")
   */
  public static Optional<Modality> detect(String sentence, boolean heading) {
    Optional<Modality> found = detectAsWritten(sentence, heading);
    if (found.isEmpty()
        && !heading
        && sentence.indexOf('\u2014') + sentence.indexOf('\u2013') > -2) {
      // "Before any change — a modification, a cancellation or a refund — get a yes": the sentence
      // read without the aside between its dashes
      java.util.regex.Matcher aside = DASH_ASIDE.matcher(sentence);
      if (aside.find()) {
        return detectAsWritten(aside.replaceFirst(", "), false);
      }
    }
    return found;
  }

  /** An arrow between the steps of a workflow: "→", "->", "⟶", "⇒". */
  private static final GatedPattern ARROW = GatedPattern.compile("\\s*(?:→|->|⟶|⇒)\\s*");

  /** A step of a workflow that is a milestone: committing, pushing, a pull request, finishing. */
  private static final GatedPattern MILESTONE_STEP =
      GatedPattern.compile(
          "(?i)^\\W*(?:(commit\\w*)|(push\\w*)"
              + "|(?:open|create|raise|file)\\w*\\s+(?:a\\s+)?(?:draft\\s+)?(?:pr|pull\\s+request|merge\\s+request)\\b.*"
              + "|(done|finish\\w*|hand\\s*off|submit))\\W*$");

  /**
   * A workflow written as steps joined by arrows ("edit → `make fmt` → `make test` → commit → open
   * a draft PR"), read as clauses: the commands in code since the last milestone, run before the
   * next ("Run `make fmt` and `make test` before committing."). Empty where the text is no such
   * chain (fewer than three steps, or no command before a milestone).
   */
  public static List<String> orderedChain(String text) {
    if (text.indexOf('→') < 0
        && !text.contains("->")
        && text.indexOf('⟶') < 0
        && text.indexOf('⇒') < 0) {
      return List.of();
    }
    String[] steps = ARROW.split(text.strip().replaceFirst("[.!]$", ""));
    if (steps.length < 3
        // ("`fn() -> Result`": an arrow inside code joins no steps)
        || java.util.Arrays.stream(steps)
            .anyMatch(x -> x.chars().filter(c -> c == '`').count() % 2 != 0)) {
      return List.of();
    }
    List<String> out = new java.util.ArrayList<>();
    List<String> runs = new java.util.ArrayList<>();
    for (String step : steps) {
      Matcher m = MILESTONE_STEP.matcher(step);
      if (m.matches()) {
        String milestone =
            m.group(1) != null
                ? "committing"
                : m.group(2) != null
                    ? "pushing"
                    : m.group(3) != null ? "finishing" : "opening a pull request";
        if (!runs.isEmpty()) {
          out.add("Run " + String.join(" and ", runs) + " before " + milestone + ".");
        }
        runs.clear();
      } else if (step.strip().matches("`[^`]+`")) {
        runs.add(step.strip());
      }
    }
    return out;
  }

  /**
   * "Nothing else happens until …", "no other tool is called before …": every other act waits for a
   * step.
   */
  private static final GatedPattern NOTHING_UNTIL =
      GatedPattern.compile(
          "(?i)^\\W*(?:nothing|no\\s+other\\s+(?:tool|action|call|step|change|request)s?)\\s+"
              + "(?:else\\s+)?(?:(?:is|gets|may\\s+be|can\\s+be|should\\s+be)\\s+(?:done|called|run"
              + "|changed|touched|used)|happens|may\\s+happen|can\\s+happen|should\\s+happen|runs)\\s+"
              + "(?:until|before|till)\\b");

  /**
   * A state of files a tool writes: "is generated", "are auto-generated", "gets overwritten",
   * "changes there are lost".
   */
  private static final GatedPattern GENERATED_STATE =
      GatedPattern.compile(
          "(?i)\\b(?:is|are|gets?)\\s+(?:all\\s+|fully\\s+|entirely\\s+|always\\s+)?"
              + "(?:auto(?:matically)?[- ]?)?(?:generated|regenerated|overwritten|rewritten)\\b"
              + "|\\b(?:changes|edits)\\s+(?:made\\s+)?(?:there|to\\s+(?:it|them))?\\s*"
              + "(?:are|will\\s+be|get)\\s+(?:lost|overwritten|discarded)\\b");

  /**
   * The places in code a sentence says a tool writes, named before that state ("`api/client/` is
   * generated by `make client`", "UI primitives live in `src/ui/` and are overwritten by the
   * sync"); empty where the sentence says no such thing, denies it ("`src/` is not generated") or
   * is itself an instruction.
   */
  public static List<String> generatedPlaces(String sentence) {
    if (sentence.indexOf('`') < 0) {
      return List.of();
    }
    Matcher m = GENERATED_STATE.matcher(sentence);
    if (!m.find()) {
      return List.of();
    }
    String before = sentence.substring(0, m.start());
    if (PART_OF.matcher(before).find()) {
      // ("Parts of `release.yml` are generated": the rest is edited by hand; "nothing in `src/`
      // is generated")
      return List.of();
    }
    io.contextcov.compiler.reader.Prose p = io.contextcov.compiler.reader.Prose.of(sentence);
    if (p.has("negation")
        || p.has("hard")
        || p.has("soft")
        || p.has("ask")
        || p.words().isEmpty()
        || IMPERATIVES.contains(p.words().get(0).text())) {
      return List.of();
    }
    return io.contextcov.compiler.reader.Prose.of(before).spans().stream()
        .filter(io.contextcov.compiler.reader.FrameReader::isPlace)
        .toList();
  }

  /** Some of a file or none of it: "parts of", "sections of", "some of", "nothing in". */
  private static final GatedPattern PART_OF =
      GatedPattern.compile(
          "(?i)\\b(?:(?:parts?|portions?|sections?|some|pieces|bits)\\s+of|nothing|none)\\b");

  /** An aside between two spaced dashes, with no third before the sentence ends. */
  private static final GatedPattern DASH_ASIDE =
      GatedPattern.compile("\\s+[\u2014\u2013]\\s+[^\u2014\u2013]+?\\s+[\u2014\u2013]\\s+");

  private static Optional<Modality> detectAsWritten(String sentence, boolean heading) {
    if (!heading && !orderedChain(sentence).isEmpty()) {
      // "edit → `make fmt` → `make test` → commit": the steps, each owed before the next milestone
      return Optional.of(Modality.MUST);
    }
    if (!heading && NOT_BY_AGENT.matcher(sentence).find()) {
      // "Scenes (`.tscn`) are edited in the editor, not by agents": an act the agent must not do
      return Optional.of(Modality.MUST_NOT);
    }
    if (!heading && CONTACT_FIRST.matcher(sentence).find()) {
      // "If you need to run `make deploy`, talk to ops first": a question before it
      return Optional.of(Modality.MUST);
    }
    if (!heading && ASK_LABEL.matcher(sentence.strip()).find()) {
      // "Ask first: schema changes, new dependencies": a question before each item
      return Optional.of(Modality.MUST);
    }
    if (!heading
        && (sentence.contains("myself") || sentence.contains("ourselves"))
        && SPEAKER_DOES.matcher(sentence).find()) {
      // "I run the deploys myself with `./deploy.sh`": the speaker's own work, asked about
      return Optional.of(Modality.MUST);
    }
    if (!heading && NOT_YOURS.matcher(sentence).find()) {
      // "`fly deploy` is not yours to run", "that's not your job": the act is refused
      return Optional.of(Modality.MUST_NOT);
    }
    String s = LABEL.matcher(crossAsNever(sentence.strip())).replaceFirst("");
    if (s.isEmpty() || s.endsWith("?") || s.endsWith("？")) {
      return Optional.empty();
    }
    String l = withoutCode(s).toLowerCase(Locale.ROOT);
    if (l.isBlank()) {
      return Optional.empty();
    }
    if ((l.contains(" have") || l.contains(" know")) && OBJECT_GAP.matcher(l).find()) {
      // "needs signing keys you don't have": what a relative clause says the reader lacks, no ban
      l = OBJECT_GAP.matcher(l).replaceAll("");
    }
    List<String> words = PhraseSet.words(l);
    boolean han = PhraseSet.hasHan(l);
    if ((heading || sentence.strip().endsWith(":"))
        && ASK_HEADING.matcher(sentence.strip()).matches()) {
      // (also a label over a list: "Things to ask about first:")
      return Optional.of(Modality.MUST);
    }
    if ((heading || sentence.strip().endsWith(":"))
        && (NO_LABEL.matcher(sentence.strip()).matches()
            || HANDS_OFF_LABEL.matcher(sentence.strip()).matches())) {
      // "Yes:" / "No:" over lists: what is under "No" is banned
      return Optional.of(Modality.MUST_NOT);
    }
    if (!heading && DENIED_LABEL.matcher(sentence.strip()).lookingAt()
        || DENIED_ONLY.matcher(sentence.strip()).matches()) {
      // "Denied: `rm -rf`", and the label or heading alone, "## Denied", over the refused tier
      return Optional.of(Modality.MUST_NOT);
    }
    if ((heading || sentence.strip().endsWith(":")) && bansHeading(sentence)) {
      // "Don'ts", "What not to do", "Things that get a PR rejected": the items under it are bans
      // (also a label over a list: "Don'ts:")
      return Optional.of(Modality.MUST_NOT);
    }
    if (!heading
        && (NONE_MAY_BE.matcher(s).find()
            || AGENT_MAY_NOT.matcher(s).find()
            || ALLOWED_HERE_NOT_THERE.matcher(s).find()
            || NOTHING_NEW.matcher(s).find()
            || NOTHING_GETS.matcher(s).find())) {
      return Optional.of(Modality.MUST_NOT);
    }
    if (!heading && s.indexOf('`') >= 0 && FINE_THEN_NOT.matcher(s).matches()) {
      // "`git stash` is fine; `git stash drop` and `git stash clear` are not.": the ban after the
      // leave, its predicate left out
      return Optional.of(Modality.MUST_NOT);
    }
    if (!heading && PR_BASE_STATED.matcher(s).lookingAt()) {
      // "PRs target `develop`.": where pull requests go, stated as the project's convention
      return Optional.of(Modality.MUST);
    }
    if (!heading && CONVENTION_REPLACES.matcher(s).find()) {
      // "We use `bun` instead of `npm`": the project's convention, kept softly
      return Optional.of(Modality.SHOULD);
    }
    if (SHOULD_NOT_WORDS.in(words) || (han && ZH_SHOULD_NOT.matcher(l).find())) {
      return Optional.of(Modality.SHOULD_NOT);
    }
    if (MUST_NOT_WORDS.in(words)
        || (han && ZH_MUST_NOT.matcher(l).find())
        || io.contextcov.compiler.reader.Lexicon.get().quits(words)) {
      return Optional.of(mustNotOrWeaker(l));
    }
    if (!heading && noneOf(l)) {
      return Optional.of(Modality.MUST_NOT);
    }
    if (l.contains("always") && ALWAYS_FINE.matcher(l).find()) {
      // "it's always OK to run `make lint`": a leave, not a duty ("always" is no must here)
      return Optional.of(Modality.MAY);
    }
    if (MUST_WORDS.in(words)
        || (han && ZH_MUST.matcher(l).find())
        || (l.contains("require") || l.contains("need"))
            && (ASSENT_NEEDED.matcher(l).find() || PERSON_NEEDED.matcher(l).find())
        || l.contains("only") && ONLY_AVAILABLE.matcher(l).find()
        || l.contains("only") && ONLY_AFTER_ASSENT.matcher(l).find()
        || l.contains(" by ") && DONE_BY_PERSON.matcher(l).find()
        // ("`x` — that is my job": the code is kept, as the pattern needs it)
        || OTHERS_JOB.matcher(s).find()
        || l.contains("up to ") && UP_TO_NUMBER.matcher(l).find()
        || (l.contains("can ") || l.contains("may ")) && CAN_RANGE.matcher(l).find()
        || l.contains("maximum") && MAXIMUM_IS.matcher(l).find()
        || (l.contains(" in ") || l.contains(" for ")) && SIZES.matcher(l).find()
        || doneWhen(l)
        || ASK_CLAUSE.matcher(l).find()) {
      return Optional.of(Modality.MUST);
    }
    if (SHOULD_WORDS.in(words) || (han && ZH_SHOULD.matcher(l).find())) {
      return Optional.of(Modality.SHOULD);
    }
    if (heading && DUTIES_HEADING.matcher(l).matches()) {
      return Optional.of(Modality.MUST);
    }
    if (heading && PERMISSION_HEADING.matcher(l).find()) {
      // "Allowed commands", "Run without asking": the items under it are permissions
      return Optional.of(Modality.MAY);
    }
    if (heading) {
      return Optional.empty();
    }
    int so = l.indexOf(", so ");
    if (so > 0) {
      // "CI rejects unformatted code, so run both before committing": what follows from a fact
      // is an instruction of its own
      String then = l.substring(so + ", so ".length());
      List<String> thenWords = PhraseSet.words(then);
      if (!thenWords.isEmpty() && IMPERATIVES.contains(thenWords.get(0))) {
        return Optional.of(Modality.MUST);
      }
    }
    int lead = 0;
    while (lead + 1 < words.size() && SEQUENCE_WORDS.contains(words.get(lead))) {
      // "Then run the tests", "Finally, commit": a step of a sequence is an instruction
      lead++;
    }
    String first = words.isEmpty() ? "" : words.get(lead);
    String body =
        lead == 0
            ? l
            : l.replaceFirst(
                "^[^\\p{L}]*((then|next|finally|lastly|afterwards|afterward|also|first|firstly"
                    + "|second|secondly|third|thirdly|fourth|fourthly|fifth|sixth|seventh)[\\s,]+)+",
                "");
    if ((l.endsWith(":") || l.endsWith("：")) && PEOPLE_LEAD.matcher(l).find()) {
      // "A few things stay with humans:": the items under it are asked about
      return Optional.of(Modality.MUST);
    }
    if ((l.endsWith(":") || l.endsWith("："))
        && words.size() <= 5
        && !words.contains("before")
        && !words.contains("after")
        && !(words.contains("when") || words.contains("whenever"))) {
      // a label or lead-in such as "Output format:" is a rule only with a modal word; one with an
      // order ("Run the tests before committing:") rules on the block it introduces; one that
      // grants ("Allowed without asking:") lends its leave to the items under it
      return !heading && PERMISSION_HEADING.matcher(l).find() && !NEGATED_LEAVE.matcher(l).find()
          ? Optional.of(Modality.MAY)
          : Optional.empty();
    }
    if (first.equals("only")
        || first.equals("please")
        || words.size() >= 2 && words.size() <= 3 && words.get(words.size() - 1).equals("only")
        // "`--full-refresh` is slow; only use it when asked": a clause of its own that opens so
        || (l.indexOf(';') > 0
                || l.indexOf('；') > 0
                || l.indexOf('—') > 0
                || l.indexOf('–') > 0
                || l.contains(" - "))
            && CLAUSE_OPENS_ONLY.matcher(l).find()) {
      // "Only pnpm.", "pnpm only.", "English only"
      return Optional.of(Modality.MUST);
    }
    if (harmful(s) != null) {
      // "`npm` and `yarn` will corrupt the lockfile": a warning against running them
      return Optional.of(Modality.SHOULD_NOT);
    }
    if (EDITS_OVERWRITTEN.matcher(s).find() || EDIT_HARMS.matcher(s).find()) {
      // "Changes to `gen/` are overwritten on every build": the agent asks before editing there
      return Optional.of(Modality.MUST);
    }
    if (han && s.contains("由") && HAN_LEFT_TO_PERSON.matcher(s).find()) {
      // `make release` 由维护者执行: an act left to a person, which the agent asks about
      return Optional.of(Modality.MUST);
    }
    if (mayBeLeftToPerson(s) && LEFT_TO_PERSON.matcher(s).find()) {
      // "`make release` is reserved for maintainers": the agent asks before doing it
      return Optional.of(Modality.MUST);
    }
    if (s.contains(" only ") && PERMITTED_ONLY.matcher(s).find()) {
      // "running `x` is fine only when …": a leave under a condition, asked about
      return Optional.of(Modality.MUST);
    }
    if (!heading && Statement.KEPT_FRAGMENT.matcher(sentence.strip()).matches()) {
      // "Read-only for agents.": a state kept, its subject in the sentence before
      return Optional.of(Modality.MUST_NOT);
    }
    if (HANDS_OFF.matcher(sentence.strip()).lookingAt()) {
      // "Hands off `ops/`": no verb, yet a ban on changing what is named in code
      return Optional.of(Modality.MUST_NOT);
    }
    if (!IMPERATIVES.contains(first)) {
      String later = clauseImperative(l);
      if (later != null) {
        first = later;
      }
    }
    if (han && ZH_IMPERATIVE.matcher(l.replaceFirst("^[\\d\\s.、，,)）]+", "")).find()) {
      return Optional.of(Modality.MUST);
    }
    if (han && ZH_ORDERED_IMPERATIVE.matcher(l.replaceFirst("^[\\d\\s.、，,)）]+", "")).find()) {
      // 完成任务前运行 `make lint`: a time clause, then the imperative
      return Optional.of(Modality.MUST);
    }
    if (!heading && ORDERED_COMMANDS.matcher(sentence.strip()).matches()) {
      // "Before each commit: `make fmt`, `make lint`.": when, then only the commands to run
      return Optional.of(Modality.MUST);
    }
    if (han && ZH_CONDITIONAL_IMPERATIVE.matcher(l.replaceFirst("^[\\d\\s.、，,)）]+", "")).find()) {
      // 如果修改了 `a`，请运行 `b`: a condition, then the imperative
      return Optional.of(Modality.MUST);
    }
    if (IMPERATIVES.contains(first) && !descriptive(body, first)) {
      return Optional.of(
          first.equals("avoid")
              ? Modality.SHOULD_NOT
              : first.equals("prefer") || first.equals("favor") || first.equals("favour")
                  ? Modality.SHOULD
                  : Modality.MUST);
    }
    if (MAY_WORDS.in(words) || (han && ZH_MAY.matcher(l).find()) || AGENT_MAY.matcher(l).find()) {
      return Optional.of(Modality.MAY);
    }
    if (!heading && NOTHING_UNTIL.matcher(sentence).lookingAt()) {
      // "Nothing else happens until that call has succeeded": every other act waits
      return Optional.of(Modality.MUST_NOT);
    }
    if (!heading && !generatedPlaces(sentence).isEmpty()) {
      // "`src/ui/` is generated from the design system": files a tool writes, which a hand edit
      // would lose — a question before editing them, not a ban
      return Optional.of(Modality.SHOULD_NOT);
    }
    if (s.indexOf('`') >= 0 && bareVerbThenArticle(words, lead) && !descriptive(body, first)) {
      // "Identify the patient with `find_patient` first.": a word the tables do not know as a
      // verb, in its base form, then an article, opens an imperative as a known verb does —
      // where the sentence names something in code, which is what such an order is about
      return Optional.of(Modality.MUST);
    }
    return Optional.empty();
  }

  /**
   * A bare word then an article or "your" ({@code verb-article} in the reader's lexicon): plain
   * letters, no ending of a plural, a past or a gerund, and no word of {@code not-verb}.
   */
  private static boolean bareVerbThenArticle(List<String> words, int lead) {
    if (lead + 1 >= words.size()) {
      return false;
    }
    String first = words.get(lead);
    io.contextcov.compiler.reader.Lexicon lexicon = io.contextcov.compiler.reader.Lexicon.get();
    return lexicon.words("verb-article").contains(words.get(lead + 1))
        && first.matches("[a-z]{3,}")
        && !first.endsWith("s")
        && !first.endsWith("ed")
        && !first.endsWith("ing")
        && !first.endsWith("ly")
        && !lexicon.words("not-verb").contains(first);
  }

  /** "Hands off `ops/`", "hands off the `vendor` folder": what is named in code is not changed. */
  private static final GatedPattern HANDS_OFF =
      GatedPattern.compile(
          "(?i)[^\\p{L}`]*hands\\s+off\\s+(of\\s+)?((the|that|this|these|those|any|all)\\s+)?`");

  /** Whether a lower-case word opens imperatives ("run", "fix", "silence"). */
  public static boolean isImperative(String word) {
    return IMPERATIVES.contains(word);
  }

  private static final GatedPattern ZH_IMPERATIVE =
      GatedPattern.compile("^(添加|执行|运行|使用|更新|确保|确认|保持|编写|检查|提交|创建|删除|遵循|严格遵循|阅读|参考|记录|调用|生成|修改)");
  private static final GatedPattern ZH_ORDERED_IMPERATIVE =
      GatedPattern.compile(
          "^[^，。；`]{1,24}?(之前|以前|前|之后|以后|后|时)[，,]?\\s*(请)?(添加|执行|运行|使用|更新|确保|确认|检查|调用|生成)");

  /**
   * "Before each commit: `make fmt`, `make lint`.": an order, a colon, then only commands (the
   * lead, the order, the commands and the stop as groups, for the reader's rewrite).
   */
  public static final GatedPattern ORDERED_COMMANDS =
      GatedPattern.compile(
          "(?i)^(\\W*)((?:before|after|prior\\s+to)\\s+[^:`]{1,40}):\\s*"
              + "(`[^`]+`(?:\\s*(?:,|and|,\\s*and|then|;)\\s*`[^`]+`)*)\\s*([.!]?)\\s*$");

  private static final GatedPattern ZH_CONDITIONAL_IMPERATIVE =
      GatedPattern.compile(
          "^(如果|若|假如|要是|一旦|当)[^。；]{1,60}?[，,]\\s*(请|则|就|需要)?\\s*"
              + "(添加|执行|运行|使用|更新|确保|检查|调用|生成|提交|重新生成|同步更新)");

  /** What opens a line before its first letter (marks, numbers, punctuation). */
  private static final GatedPattern NON_LETTERS = GatedPattern.compile("^[^\\p{L}]+");

  /** "Python: no bare `except`": a short label before the words that rule. */
  private static final GatedPattern SHORT_LABEL =
      GatedPattern.compile("^[\\p{L}+#.\\s]{1,24}[:：]\\s+");

  private static final GatedPattern LEADING_CLAUSE =
      GatedPattern.compile(
          "^(when|whenever|if|in|for|after|before|once|while|to|on|during|unless|instead of|rather than|across|throughout"
              + "|at|upon|until|as soon as|every time|each time|prior to"
              // a time or place that limits the rule: "Inside 24 hours, tell …", "Within 30 days,
              // …"
              + "|inside|within|outside|beyond|past)"
              // ("Before any change (seats, plan, refund), read it back": a list in brackets is
              // part of the opening, as is one of code, "Before calling `a`, `b` or `c`, …",
              // which reaches here as "_")
              + "\\b(?:[^,;:：(]|\\([^()]{0,120}\\)|(?<=[`_]\\s{0,2}),(?=\\s*(?:(?:or|and)\\s+)?(?:`|_\\s))){1,80}[,;:：]\\s*"
              // ("Before you push, though, run …": a word set off by commas between)
              + "(?:(?:though|however|still|again|too|of course)\\s*,\\s*)?"
              + "(also\\s+|then\\s+|always\\s+|please\\s+)*([a-z-]+)");

  /**
   * "Before committing run …", "after editing Rust files always run …", "after changes run …": an
   * order with no comma, then a verb of running (not one whose subject runs: "once you run `make
   * setup` the hooks are in place").
   */
  private static final GatedPattern LEADING_ORDER_RUN =
      GatedPattern.compile(
          "^(before|after|prior to|once)\\s+"
              + "(?!(?:you|we|they|i|it|he|she|one|someone|anyone|everyone|this|that)\\b)"
              + "[a-z'’]+(\\s+[a-z'’]+){0,3}?\\s+"
              + "(?:also\\s+|then\\s+|always\\s+)?(run|execute|invoke)\\b");

  /** A spaced dash, then a word and a pronoun: " — leave it alone" (group 1 the word). */
  private static final GatedPattern DASH_THEN_PRONOUN =
      GatedPattern.compile(
          "\\s(?:—|–|-)\\s+(?:please\\s+)?([a-z]+)\\s+(?:it|them|this|these|those)\\b");

  /** The verb opening the main clause after a leading "When …," or a ';'. */
  private static String clauseImperative(String l) {
    Matcher m = LEADING_CLAUSE.matcher(NON_LETTERS.matcher(l).replaceFirst(""));
    if (m.find() && IMPERATIVES.contains(m.group(3))) {
      return m.group(3);
    }
    Matcher bare = LEADING_ORDER_RUN.matcher(NON_LETTERS.matcher(l).replaceFirst(""));
    if (bare.find()) {
      return bare.group(3);
    }
    int semi = l.indexOf(';');
    if (semi > 0) {
      String after = firstWord(l.substring(semi + 1));
      if (IMPERATIVES.contains(after)) {
        return after;
      }
    }
    int arrow = l.indexOf('→');
    if (arrow > 0) {
      // "guest wants new dates → check the rate …": a case, then what to do in it
      String after = firstWord(l.substring(arrow + 1));
      if (IMPERATIVES.contains(after)) {
        return after;
      }
    }
    Matcher dash = DASH_THEN_PRONOUN.matcher(l);
    if (dash.find() && IMPERATIVES.contains(dash.group(1))) {
      // "`vendor/` is third-party code — leave it alone": after a dash, an instruction about what
      // the clause before named ("`make lint` — lints the code" describes, and "— lint the code"
      // names no pronoun)
      return dash.group(1);
    }
    int but = l.indexOf(", but ");
    if (but > 0) {
      // "reading is fine, but ask before pushing": a leave, then an instruction
      String after = firstWord(l.substring(but + ", but ".length()));
      if (IMPERATIVES.contains(after)) {
        return after;
      }
    }
    return null;
  }

  /** "should never" is a strong ban too, but "you don't need to" only lifts a duty. */
  private static Modality mustNotOrWeaker(String l) {
    if (l.matches("^(you )?(do not|don't|does not|doesn't) need to\\b.*")) {
      return Modality.MAY;
    }
    return Modality.MUST_NOT;
  }

  /**
   * "Test files live in …", "Use cases are …": a verb-looking first word used as a noun. A verb
   * that names no thing ("leave", "keep", "avoid") stays a verb: "Leave files in `c/` alone".
   */
  private static boolean descriptive(String l, String first) {
    String rest = NON_LETTERS.matcher(l).replaceFirst("");
    if (rest.length() <= first.length() || VERB_ONLY.contains(first)) {
      return false;
    }
    String[] words = rest.substring(first.length()).strip().split("\\s+", 2);
    return DESCRIPTIVE_SECOND.contains(words[0]);
  }

  /** Imperative words that never stand before a noun as one of its kind. */
  private static final Set<String> VERB_ONLY = Set.of("leave", "keep", "avoid");

  private static final Set<String> DESCRIPTIVE_SECOND =
      Set.of(
          "is",
          "are",
          "was",
          "were",
          "has",
          "have",
          "cases",
          "files",
          "file",
          "lives",
          "live",
          "contains",
          "contain",
          "results",
          "coverage",
          "suite",
          "suites",
          "output",
          "names",
          "types",
          "commands",
          "command",
          "scripts",
          "script",
          "logic",
          "data");

  private static String firstWord(String l) {
    String t = NON_LETTERS.matcher(l).replaceFirst("");
    int end = 0;
    while (end < t.length() && (Character.isLetter(t.charAt(end)) || t.charAt(end) == '-')) {
      end++;
    }
    return t.substring(0, end);
  }

  /**
   * The sentence with inline code removed, so commands like `git push --no-verify` do not count.
   */
  /**
   * "No `eval`.", "Python: no bare `except`", "Strict mode; no `any`": a clause (after a short
   * label, or after a semicolon) that opens with "no" or "zero" and names what there is to be none
   * of.
   */
  private static boolean noneOf(String l) {
    for (String clause : NONE_BREAK.split(l)) {
      // "Python: no bare `except`": a short label before the words that rule
      java.util.regex.Matcher label = SHORT_LABEL.matcher(clause.strip());
      boolean labelled = label.find();
      String rulingText = labelled ? clause.strip().substring(label.end()) : clause.strip();
      if (noneOfClause(rulingText)
          // "No inline styles: use `StyleSheet.create`": the label is the ban, the rest the way
          || labelled && noneOfClause(clause.strip().substring(0, label.end()))) {
        return true;
      }
    }
    return false;
  }

  /** Whether a clause opens with "no" or "zero" and names what there is to be none of. */
  private static boolean noneOfClause(String rulingText) {
    List<String> ruling = PhraseSet.words(rulingText);
    if (ruling.size() > 2 && INTENSIFIERS.contains(ruling.get(0))) {
      // "Absolutely no force pushes": a word that only strengthens the "no" after it
      ruling = ruling.subList(1, ruling.size());
    }
    return (ruling.size() > 1
            // "No `eval`.": the code is what there is to be none of
            || ruling.size() == 1 && NO_CODE.matcher(rulingText).lookingAt())
        && (ruling.get(0).equals("no") || ruling.get(0).equals("zero"))
        // ("no one knows why …" describes; "no one may …" rules, above)
        && !(ruling.size() > 1 && ruling.get(1).equals("one"));
  }

  /**
   * Where a clause of "no" may start: a semicolon, or a dash before "no more", "no further", "no
   * other" ("then stop — no more tool calls").
   */
  private static final GatedPattern NONE_BREAK =
      GatedPattern.compile("[;；]|\\s[—–-]\\s+(?=no\\s+(more|further|other|additional)\\b)");

  /** Words that only strengthen what follows: "absolutely no …", "strictly no …". */
  private static final java.util.Set<String> INTENSIFIERS =
      java.util.Set.of("absolutely", "strictly", "definitely", "really", "please", "seriously");

  /** "no" then code and nothing else: "No `eval`." with its code cut out. */
  private static final GatedPattern NO_CODE = GatedPattern.compile("\\W*no\\s+_[\\s_,.;!]*$");

  static String withoutCode(String s) {
    if (s.indexOf('`') < 0) {
      return s;
    }
    StringBuilder out = new StringBuilder(s.length());
    boolean code = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '`') {
        if (!code) {
          out.append(" _ ");
        }
        code = !code;
      } else if (!code) {
        out.append(c);
      }
    }
    return out.toString();
  }

  /** Condition clauses: "when …", "if …", "before …", "after …", "unless …", "for …", 当…时. */
  private static final GatedPattern CONDITION =
      GatedPattern.compile(
          "\\b(when|whenever|if|before|after|unless|until|for|once|while)\\b([^,.;:]*)");

  private static final GatedPattern ZH_CONDITION =
      GatedPattern.compile("(当[^，。；]*时|如果[^，。；]*|在[^，。；]*之前|在[^，。；]*之后)");

  public static List<String> conditions(String sentence) {
    List<String> out = new ArrayList<>();
    Matcher m = CONDITION.matcher(sentence.toLowerCase(Locale.ROOT));
    while (m.find()) {
      String clause = (m.group(1) + m.group(2)).strip();
      if (clause.split("\\s+").length > 1) {
        out.add(clause);
      }
    }
    Matcher zh = ZH_CONDITION.matcher(sentence);
    while (zh.find()) {
      out.add(zh.group(1));
    }
    return out;
  }
}
