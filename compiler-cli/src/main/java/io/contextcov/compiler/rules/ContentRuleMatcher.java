package io.contextcov.compiler.rules;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Enforcement;
import io.contextcov.bundle.TransformStep;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Modality;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What text may hold: secrets and customer identifiers never shown (a redacting transform), fields
 * masked (脱敏), commit messages without {@code Co-Authored-By} or AI attribution, conventional
 * commit messages.
 */
public final class ContentRuleMatcher implements RuleMatcher {
  private static final Pattern SECRETS =
      Pattern.compile(
          "(?i)\\b(secrets?|api keys?|tokens?|credentials?|passwords?|private keys?)\\b|密钥|口令|密码");
  private static final Pattern PII =
      Pattern.compile(
          "(?i)\\b(pii|personal (data|information)|customer (identifiers?|names?|emails?|data|details)|email addresses|phone numbers)\\b|个人信息|客户.{0,6}(姓名|信息|联系方式)");
  private static final Pattern SHOW =
      Pattern.compile(
          "(?i)\\b(include|includes|expose|exposes|print|log|logs|logging|output|leak|share|reveal|echo|display|show|return|paste|commit)\\b|输出|打印|泄露|展示|显示");

  /**
   * Whether one clause shows personal data: a verb of showing with the data after it ("never share
   * customer emails"), not the data named in a reason of its own ("never log request bodies, they
   * may contain personal data", which is about logging, not what the agent reads). Data in a
   * relative clause describes the verb's object ("do not commit screenshots that show customer
   * data" is about what is committed), so the data must come before any relative pronoun. Logging
   * is what written code does ("never log email addresses" is about log statements), so it masks
   * nothing the agent reads.
   */
  private static boolean showsPii(String text) {
    for (String clause : text.split("[,;:—–(]|\\s-\\s|，|；|：")) {
      java.util.regex.Matcher show = SHOW.matcher(clause);
      if (!show.find() || show.group().toLowerCase(java.util.Locale.ROOT).startsWith("log")) {
        continue;
      }
      Matcher relative = RELATIVE.matcher(clause);
      int end = relative.find(show.end()) ? relative.start() : clause.length();
      Matcher pii = PII.matcher(clause).region(show.start(), end);
      if (pii.find()) {
        return true;
      }
    }
    return false;
  }

  /** A relative pronoun opening a clause that describes the noun before it. */
  private static final Pattern RELATIVE = Pattern.compile("(?i)\\b(that|which|who|whose)\\b");

  private static final Pattern MASK =
      Pattern.compile("(?i)\\b(mask|masked|redact|redacted|anonymi[sz]e)\\b|脱敏|遮蔽|打码");
  private static final Pattern ATTRIBUTION =
      Pattern.compile(
          "(?i)co-authored-by|\\bco-?authors?\\b|generated with"
              + "|\\b(ai|tool|model|agent|assistant|claude) attribution"
              + "|attribution to (the )?(ai|claude|assistant)|(ai|claude)\\s*署名");

  /**
   * Whether the text speaks of attribution: a co-author or attribution named, or "generated with"
   * where a message, a quoted marker or a model is named too ("files in `gen/` are generated with
   * `buf`" speaks of how files are made).
   */
  private static boolean namesAttribution(String text) {
    Matcher a = ATTRIBUTION.matcher(text);
    boolean generated = false;
    while (a.find()) {
      if (!a.group().toLowerCase(Locale.ROOT).startsWith("generated with")) {
        return true;
      }
      generated = true;
    }
    return generated && ATTRIBUTION_PLACE.matcher(text).find();
  }

  /** Attribution to a model named as such, whatever form it takes ("AI attribution", AI署名). */
  private static final Pattern GENERAL_ATTRIBUTION =
      Pattern.compile(
          "(?i)\\b(ai|tool|model|agent|assistant|claude) attribution"
              + "|attribution to (the )?(ai|claude|assistant)|(ai|claude)\\s*署名");

  private static final List<String> KEYWORDS =
      List.of(
          "commit",
          "trailer",
          "attribution",
          "署名",
          "co-author",
          "generated with",
          "secret",
          "key",
          "token",
          "credential",
          "password",
          "pii",
          "personal",
          "customer",
          "email",
          "phone",
          "mask",
          "redact",
          "anonymi",
          "conventional",
          "脱敏",
          "密",
          "客户",
          "个人",
          "遮蔽",
          "打码");

  /** Names of models, assistants and the tools that host them, as a regular-expression branch. */
  private static final String MODEL_NAMES =
      "claude|anthropic|openai|chatgpt|gpt|copilot|codex|gemini|cursor|devin|assistant|\\bai\\b";

  /** Where attribution is written, or who it names. */
  private static final Pattern ATTRIBUTION_PLACE =
      Pattern.compile(
          "(?i)\\b(commits?|messages?|trailers?|footers?|prs?|pull requests?|descriptions?"
              + "|attribution)\\b|[\"“]|"
              + MODEL_NAMES);

  /** A co-author trailer that names a model, an assistant or a tool (a human's may stay). */
  static final String AI_TRAILER =
      "(?is).*co-authored-by:[^\\n]*(" + MODEL_NAMES + "|\\bbot\\b|\\[bot\\]|noreply@).*";

  /**
   * A commit author that is a model, an assistant or a tool ({@code --author='Claude
   * <noreply@anthropic.com>'}): attribution to the AI as much as its trailer is.
   */
  static final String AI_AUTHOR = "(?is).*(" + MODEL_NAMES + "|\\[bot\\]).*";

  private static final Pattern AI_NAMED =
      Pattern.compile("(?i)\\b(claude|yourself|ai|assistant|agent|model|llm|copilot|codex|bot)\\b");

  /** "never add yourself (Claude) as a co-author": the ban is on the AI's own trailer. */
  private static boolean aiOnly(String text) {
    return AI_NAMED.matcher(text).find();
  }

  private static final io.contextcov.compiler.statements.GatedPattern TITLES =
      io.contextcov.compiler.reader.DecisionTable.PR_TITLES;

  private static final Pattern CONVENTIONAL = Pattern.compile("(?i)\\bconventional commits?\\b");

  static final String SECRET_PATTERN =
      "(sk-[A-Za-z0-9_-]{16,}|AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}|xox[abpr]-[A-Za-z0-9-]{10,}"
          + "|-----BEGIN [A-Z ]*PRIVATE KEY-----)";
  static final String EMAIL_PATTERN = "[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}";
  static final String PHONE_PATTERN = "\\b\\d{3}[-. ]\\d{3}[-. ]\\d{4}\\b";

  @Override
  public String family() {
    return "content";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    String text = s.fullText();
    List<Draft> out = new ArrayList<>();
    String lower = text.toLowerCase(Locale.ROOT);
    if (KEYWORDS.stream().noneMatch(lower::contains)) {
      return out;
    }
    if (s.modality().negative() && namesAttribution(text)) {
      attribution(s, text, out);
    }
    // "PR titles follow Conventional Commits" is about titles, not commit messages
    boolean titles =
        TITLES.matcher(text).find()
            || text.toLowerCase(Locale.ROOT).contains("title")
                && TITLES.matcher(String.join(" ", s.section())).find();
    if (CONVENTIONAL.matcher(text).find() && !s.modality().negative() && !titles) {
      String regex =
          "(?s)(feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert)(\\([^)]+\\))?!?: .+";
      out.add(
          new Draft(
              family(),
              "conventional-commits",
              Phrases.constraint(
                      "git.commit",
                      new Effect.Assert(
                          Phrases.cond(
                              "!exists(args.message) || args.message matches "
                                  + Phrases.lit(regex))),
                      null,
                      s)
                  .withText(
                      "commit messages follow Conventional Commits",
                      "start the message with a type such as `fix: `")
                  .withExamples(
                      Phrases.examples(
                          List.of(Map.of("message", "fix(parser): keep spans")),
                          List.of(Map.of("message", "updated stuff"))))));
    }
    boolean hides = s.modality().negative() && SHOW.matcher(text).find();
    if (hides && SECRETS.matcher(text).find()) {
      out.add(redact("secrets", SECRET_PATTERN, "[REDACTED]", s));
    }
    if ((hides && showsPii(text) || MASK.matcher(text).find() && PII.matcher(text).find())
        && maskedFields(s).isEmpty()) {
      out.add(redact("emails", EMAIL_PATTERN, "[REDACTED]", s));
      out.add(redact("phones", PHONE_PATTERN, "[REDACTED]", s));
    }
    if (MASK.matcher(text).find() && !maskedFields(s).isEmpty()) {
      String with =
          s.literals().stream()
              .filter(l -> l.startsWith("[") && l.endsWith("]"))
              .findFirst()
              .orElse("[REDACTED]");
      List<String> fields = maskedFields(s);
      Constraint c =
          Constraint.of(
                  "draft",
                  ActionPattern.of("*"),
                  new Effect.Transform(List.of(new TransformStep.Mask(fields, with))))
              .withSeverity(Phrases.severity(s.modality().binding() ? s.modality() : Modality.MUST))
              .withText("mask " + String.join(", ", fields) + " in tool results", null);
      out.add(new Draft(family(), "mask:" + String.join(",", fields), c));
    }
    return out;
  }

  private static final Pattern QUOTED = Pattern.compile("[\"“]([^\"”\\n]{1,30})[\"”]");

  /** A "generated with" line that names a model or tool. */
  static final String AI_GENERATED = "(?is).*\\bgenerated with\\b[^\\n]*(" + MODEL_NAMES + ").*";

  /** The message holds the marker: as whole words where it starts and ends with a letter. */
  private static String mentions(String marker) {
    if (!marker.matches("[\\p{L}\\p{N}].*[\\p{L}\\p{N}]")) {
      return "lower(args.message) contains " + Phrases.lit(marker);
    }
    StringBuilder re = new StringBuilder("(?is).*\\b");
    for (char c : marker.toCharArray()) {
      re.append(Character.isLetterOrDigit(c) || c == ' ' ? String.valueOf(c) : "\\" + c);
    }
    return "args.message matches " + Phrases.lit(re.append("\\b.*").toString());
  }

  private static final Pattern ON_PRS =
      Pattern.compile("(?i)\\b(prs?|pull requests?|comments?|issues?|every artifact)\\b");

  private static final Pattern ON_COMMITS = Pattern.compile("(?i)\\b(commits?|trailers?)\\b");

  /**
   * A ban on attribution: what is banned is a co-author trailer (one naming a model or tool when
   * the text says so) and each marker the text quotes ("Generated with", "🤖"); where it is banned
   * is the commit message, and the body of a pull request or issue (or a comment on one) when the
   * text names those or a footer. With no surface named, commit messages.
   */
  private void attribution(Statement s, String text, List<Draft> out) {
    List<String> markers = new ArrayList<>();
    Matcher q = QUOTED.matcher(text);
    while (q.find()) {
      String m = q.group(1).strip().toLowerCase(Locale.ROOT);
      if (!m.isEmpty() && !markers.contains(m)) {
        markers.add(m);
      }
    }
    Matcher a = ATTRIBUTION.matcher(text);
    boolean coAuthor = false;
    while (a.find()) {
      String g = a.group().toLowerCase(Locale.ROOT);
      if (g.startsWith("co")) {
        coAuthor = true;
      } else if (g.startsWith("generated with")
          && markers.stream().noneMatch(m -> m.startsWith("generated with"))) {
        // (a quoted marker that starts so is the marker: "Generated with Claude Code" bans that,
        // not every message that says "generated with")
        markers.add("generated with");
      }
    }
    markers.removeIf(m -> m.startsWith("co-authored-by"));
    // "no AI attribution (Co-Authored-By etc.)": a trailer is one form named, not the only one
    boolean implied = markers.isEmpty() && (!coAuthor || GENERAL_ATTRIBUTION.matcher(text).find());
    if (implied) {
      // "no AI attribution": the two forms it takes, a co-author trailer and a "generated with"
      // line, each naming a model or tool
      coAuthor = true;
      markers.add("generated with");
    }
    // a footer ends a commit message and a pull request's body alike, unless the text says which
    boolean footer = text.toLowerCase(Locale.ROOT).contains("footer");
    boolean commits = ON_COMMITS.matcher(text).find();
    boolean onPrs = ON_PRS.matcher(text).find() || footer && !commits;
    boolean onCommits = commits || footer || !onPrs;
    String contains =
        implied
            ? "args.message matches " + Phrases.lit(AI_GENERATED)
            : String.join(" || ", markers.stream().map(ContentRuleMatcher::mentions).toList());
    if (onCommits && (coAuthor || !markers.isEmpty())) {
      List<String> banned = new ArrayList<>();
      if (coAuthor) {
        banned.add(
            aiOnly(text)
                ? "args.message matches " + Phrases.lit(AI_TRAILER)
                : "lower(args.message) contains 'co-authored-by'");
      }
      if (!contains.isEmpty()) {
        banned.add(contains);
      }
      String phrase = coAuthor ? "co-authored-by" : markers.get(0);
      // attribution to the AI in a trailer is attribution as the commit's author too
      String author =
          coAuthor && (implied || aiOnly(text))
              ? " && (!exists(args.author) || !(args.author matches "
                  + Phrases.lit(AI_AUTHOR)
                  + "))"
              : "";
      out.add(
          new Draft(
              family(),
              "commit-message:" + phrase,
              Phrases.constraint(
                      "git.commit",
                      new Effect.Assert(
                          Phrases.cond(
                              "(!exists(args.message) || !("
                                  + String.join(" || ", banned)
                                  + "))"
                                  + author)),
                      null,
                      s)
                  .withText(
                      "commit messages must not contain `" + phrase + "`",
                      coAuthor
                          ? "remove the trailer from the message"
                          : "remove it from the message")
                  .withExamples(
                      Phrases.examples(
                          List.of(Map.of("message", "fix: handle empty input")),
                          List.of(
                              Map.of(
                                  "message",
                                  "fix: x\n\n"
                                      + (coAuthor
                                          ? "Co-Authored-By: bot <b@x.io>"
                                          : markers.get(0) + " Claude Code")))))));
    }
    if (onPrs && !markers.isEmpty()) {
      String body = contains.replace("args.message", "args.command");
      out.add(
          new Draft(
              family(),
              "pr-body:" + markers.get(0),
              Phrases.constraint(
                      "shell.exec",
                      new Effect.Assert(
                          Phrases.cond(
                              "!(invokes(args.command, 'gh pr') || invokes(args.command, 'gh issue'))"
                                  + " || !("
                                  + body
                                  + ")")),
                      null,
                      s)
                  .withText(
                      "pull requests, issues and their comments must not contain `"
                          + markers.get(0)
                          + "`",
                      "remove it from the text")
                  .withExamples(
                      Phrases.examples(
                          List.of(Map.of("command", "gh pr create --title x --body y")),
                          List.of(
                              Map.of(
                                  "command",
                                  "gh pr create --title x --body '"
                                      + markers.get(0)
                                      + " Claude Code'"))))));
    }
  }

  /** Inline code that names result fields (snake_case identifiers) next to a masking verb. */
  static List<String> maskedFields(Statement s) {
    List<String> out = new ArrayList<>();
    for (String l : s.literals()) {
      if (l.matches("[a-z][a-z0-9_]*(\\.[a-z0-9_*]+)*") && !out.contains(l)) {
        out.add(l);
      }
    }
    return out;
  }

  private Draft redact(String what, String pattern, String with, Statement s) {
    Constraint c =
        Constraint.of(
                "draft",
                ActionPattern.of("*"),
                new Effect.Transform(List.of(new TransformStep.Redact(pattern, with))))
            .withSeverity(Enforcement.ERROR)
            .withText("redact " + what + " in tool results", null);
    return new Draft(family(), "redact:" + what, c);
  }
}
