package io.contextcov.compiler.rules;

import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Enforcement;
import io.contextcov.bundle.Examples;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolEffect;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.compiler.statements.Modality;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Calls that need a human first: "ask before pushing", "never run X without explicit permission",
 * "only when the user asks", 请求用户确认.
 */
public final class ConfirmationMatcher implements RuleMatcher {
  private static final Pattern ASK =
      Pattern.compile(
          "\\b(ask (the user|me|first|for (permission|approval|confirmation))|ask before"
              + "|(get|obtain|request)( explicit)?( user)? (approval|permission|confirmation)"
              + "|confirm with the user|request approval|auto-?run(ning)?)\\b"
              + "|请求用户|征得.{0,8}同意|用户确认|请用户|经.{0,6}确认|问用户");

  /** Phrases that need a ban around them: "never X without permission", "not unless asked". */
  private static final Pattern UNLESS_ASKED =
      Pattern.compile(
          "\\b(without [^.;]{0,40}?(permission|approval|confirmation|consent|asking)"
              + "|(only|unless) (when |if )?(explicitly |specifically )?(asked|requested|instructed|told))\\b");

  private static final Pattern PUSH = Pattern.compile("\\b(push|pushing)\\b|推送");
  private static final Pattern COMMIT = Pattern.compile("\\b(commit|committing)\\b|提交");
  private static final Pattern DELETE =
      Pattern.compile(
          "\\b(delete|deleting|remove|removing)\\b.*\\b(file|files|director(y|ies))\\b");
  private static final Pattern INSTALL =
      Pattern.compile("\\b(install|installing|add|adding)\\b.*\\b(dependenc(y|ies)|packages?)\\b");

  /** Commands named in prose. */
  static final Map<String, List<String>> PROSE = new LinkedHashMap<>();

  static {
    PROSE.put("destructive git", DeniedCommandMatcher.DESTRUCTIVE_GIT);
    PROSE.put("change branches", List.of("git checkout", "git switch"));
    PROSE.put("switch branches", List.of("git checkout", "git switch"));
    PROSE.put("rebase", List.of("git rebase"));
    PROSE.put(" pull", List.of("git pull"));
    PROSE.put("amend", List.of("git commit --amend"));
  }

  private static final List<String> ASK_WORDS =
      List.of(
          "ask",
          "permission",
          "approval",
          "confirm",
          "consent",
          "request",
          "auto",
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
    return ASK.matcher(lower).find()
        || (UNLESS_ASKED.matcher(lower).find()
            && (s.modality().negative() || lower.startsWith("only ")));
  }

  @Override
  public String family() {
    return "confirmation";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    String lower = Phrases.lower(s);
    if (!asksFirst(s)) {
      return List.of();
    }
    List<Draft> out = new ArrayList<>();
    for (String command : Phrases.commands(s)) {
      if (!Phrases.runs(s, command)) {
        continue;
      }
      out.add(confirmCommand(s, command));
    }
    if (!out.isEmpty()) {
      return out;
    }
    out.addAll(catalogTools(s, catalog));
    if (!out.isEmpty()) {
      return out;
    }
    out.addAll(writeTools(s, catalog));
    if (!out.isEmpty()) {
      return out;
    }
    String text = lower;
    for (Map.Entry<String, List<String>> e : PROSE.entrySet()) {
      if (text.contains(e.getKey())) {
        for (String command : e.getValue()) {
          out.add(confirmCommand(s, command));
        }
      }
    }
    if (PUSH.matcher(text).find()) {
      out.add(simple("git.push", s));
    }
    if (COMMIT.matcher(text).find()) {
      out.add(simple("git.commit", s));
    }
    if (DELETE.matcher(text).find()) {
      out.add(simple("file.delete", s));
    }
    if (INSTALL.matcher(text).find()) {
      out.add(simple("pkg.install", s));
    }
    return out;
  }

  /**
   * A catalog tool named in the sentence (or its enum value): confirm that tool, for that value.
   */
  private List<Draft> catalogTools(Statement s, ToolCatalog catalog) {
    List<Draft> out = new ArrayList<>();
    if (catalog.isEmpty()) {
      return out;
    }
    String text = s.fullText();
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

  private static final Pattern UPDATES =
      Pattern.compile(
          "\\b(update|updates|updating|modif(y|ies|ying)|chang(e|es|ing)|write|writes)\\b[^.]{0,40}\\b(database|data|records?|bookings?|orders?|accounts?)\\b");
  private static final Set<String> WRITE_VERBS =
      Set.of(
          "book",
          "cancel",
          "update",
          "modify",
          "exchange",
          "return",
          "send",
          "delete",
          "create",
          "place",
          "refund",
          "transfer_funds");

  /**
   * "Before any action that updates the database, obtain confirmation": every catalog tool that
   * writes (its declared effect, or a name that starts with a writing verb).
   */
  private List<Draft> writeTools(Statement s, ToolCatalog catalog) {
    List<Draft> out = new ArrayList<>();
    if (catalog.isEmpty() || !UPDATES.matcher(s.fullText().toLowerCase(Locale.ROOT)).find()) {
      return out;
    }
    for (ToolSpec tool : catalog.sorted().values()) {
      boolean writes =
          tool.effect() == ToolEffect.WRITE
              || (tool.effect() == ToolEffect.UNKNOWN
                  && WRITE_VERBS.contains(tool.name().split("_")[0]));
      if (writes) {
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

  private Draft simple(String action, Statement s) {
    return new Draft(
        family(),
        action,
        Phrases.constraint(action, new Effect.Confirm(), null, s)
            .withSeverity(Enforcement.ERROR)
            .withText("`" + action + "` needs the user's approval", null)
            .withExamples(new Examples(List.of(), List.of(Phrases.call(action, Map.of())))));
  }

  /** A shell command that needs the user's approval before it runs. */
  private Draft confirmCommand(Statement s, String command) {
    return new Draft(
        family(),
        command,
        Phrases.constraint(
                "shell.exec",
                new Effect.Confirm(),
                "invokes(args.command, " + Phrases.lit(command) + ")",
                s)
            .withSeverity(Enforcement.ERROR)
            .withText("`" + command + "` needs the user's approval", null)
            .withExamples(
                Phrases.examples(
                    List.of(Map.of("command", "ls")), List.of(Map.of("command", command)))));
  }
}
