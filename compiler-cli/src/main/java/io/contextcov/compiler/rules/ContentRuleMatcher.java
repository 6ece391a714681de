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
  private static final Pattern MASK =
      Pattern.compile("(?i)\\b(mask|masked|redact|redacted|anonymi[sz]e)\\b|脱敏|遮蔽|打码");
  private static final Pattern ATTRIBUTION =
      Pattern.compile(
          "(?i)co-authored-by|\\bco-?authors?\\b|generated with|ai attribution"
              + "|attribution to (the )?(ai|claude|assistant)");

  private static final List<String> KEYWORDS =
      List.of(
          "commit",
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

  /** A co-author trailer that names a model, an assistant or a tool (a human's may stay). */
  static final String AI_TRAILER =
      "(?is).*co-authored-by:[^\\n]*(claude|anthropic|openai|chatgpt|gpt|copilot|codex|gemini"
          + "|cursor|devin|assistant|\\bai\\b|\\bbot\\b|\\[bot\\]|noreply@).*";

  private static final Pattern AI_NAMED =
      Pattern.compile("(?i)\\b(claude|yourself|ai|assistant|agent|model|llm|copilot|codex|bot)\\b");

  /** "never add yourself (Claude) as a co-author": the ban is on the AI's own trailer. */
  private static boolean aiOnly(String text) {
    return AI_NAMED.matcher(text).find();
  }

  private static final Pattern TITLES = io.contextcov.compiler.reader.DecisionTable.PR_TITLES;

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
    if (text.toLowerCase(Locale.ROOT).contains("commit")
        && s.modality().negative()
        && ATTRIBUTION.matcher(text).find()) {
      Matcher m = ATTRIBUTION.matcher(text);
      m.find();
      String phrase =
          m.group().toLowerCase(Locale.ROOT).startsWith("co-authored")
              ? "co-authored-by"
              : m.group().toLowerCase(Locale.ROOT).startsWith("generated with")
                  ? "generated with"
                  : "co-authored-by";
      out.add(
          new Draft(
              family(),
              "commit-message:" + phrase,
              Phrases.constraint(
                      "git.commit",
                      new Effect.Assert(
                          Phrases.cond(
                              aiOnly(text) && phrase.equals("co-authored-by")
                                  ? "!exists(args.message) || !(args.message matches "
                                      + Phrases.lit(AI_TRAILER)
                                      + ")"
                                  : "!exists(args.message) || !(lower(args.message) contains "
                                      + Phrases.lit(phrase)
                                      + ")")),
                      null,
                      s)
                  .withText(
                      "commit messages must not contain `" + phrase + "`",
                      "remove the trailer from the message")
                  .withExamples(
                      Phrases.examples(
                          List.of(Map.of("message", "fix: handle empty input")),
                          List.of(
                              Map.of(
                                  "message",
                                  "fix: x\n\n"
                                      + (phrase.equals("co-authored-by")
                                          ? "Co-Authored-By: bot <b@x.io>"
                                          : "Generated with a tool")))))));
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
    if ((hides || MASK.matcher(text).find())
        && PII.matcher(text).find()
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
