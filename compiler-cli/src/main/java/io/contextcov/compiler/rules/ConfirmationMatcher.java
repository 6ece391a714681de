package io.contextcov.compiler.rules;

import io.contextcov.bundle.Effect;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Calls that need a human first: "ask before pushing", "never run X without explicit permission",
 * "only when the user asks", 请求用户确认.
 */
public final class ConfirmationMatcher implements RuleMatcher {
  private static final Pattern ASK =
      Pattern.compile(
          "\\b(ask (the user|me|first|for (permission|approval|confirmation))|ask before"
              + "|(get|obtain|request) (explicit )?(approval|permission|confirmation)"
              + "|confirm with the user|request approval)\\b"
              + "|请求用户|征得.{0,8}同意|用户确认|请用户|经.{0,6}确认");

  /** Phrases that need a ban around them: "never X without permission", "not unless asked". */
  private static final Pattern UNLESS_ASKED =
      Pattern.compile(
          "\\b(without (the )?(explicit |prior )?(user |human )?(permission|approval|confirmation|consent|asking)"
              + "|(only|unless) (when |if )?(explicitly |specifically )?(asked|requested|instructed|told))\\b");

  static boolean asksFirst(Statement s) {
    String lower = Phrases.lower(s);
    if (s.modality() == io.contextcov.compiler.statements.Modality.MAY) {
      return false;
    }
    return ASK.matcher(lower).find()
        || (UNLESS_ASKED.matcher(lower).find()
            && (s.modality().negative() || lower.matches("(?s)^only\\b.*")));
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
      out.add(
          new Draft(
              family(),
              command,
              Phrases.constraint(
                      "shell.exec",
                      new Effect.Confirm(),
                      "invokes(args.command, " + Phrases.lit(command) + ")",
                      s)
                  .withSeverity(io.contextcov.bundle.Enforcement.ERROR)
                  .withText("`" + command + "` needs the user's approval", null)
                  .withExamples(
                      Phrases.examples(
                          List.of(Map.of("command", "ls")), List.of(Map.of("command", command))))));
    }
    if (!out.isEmpty()) {
      return out;
    }
    String text = lower;
    if (text.matches("(?s).*\\b(push|pushing)\\b.*|.*推送.*")) {
      out.add(simple("git.push", s));
    }
    if (text.matches("(?s).*\\b(commit|committing)\\b.*|.*提交.*")) {
      out.add(simple("git.commit", s));
    }
    if (text.matches(
        "(?s).*\\b(delete|deleting|remove|removing)\\b.*\\b(file|files|director(y|ies))\\b.*")) {
      out.add(simple("file.delete", s));
    }
    if (text.matches(
        "(?s).*\\b(install|installing|add|adding)\\b.*\\b(dependenc(y|ies)|packages?)\\b.*")) {
      out.add(simple("pkg.install", s));
    }
    return out;
  }

  private Draft simple(String action, Statement s) {
    return new Draft(
        family(),
        action,
        Phrases.constraint(action, new Effect.Confirm(), null, s)
            .withSeverity(io.contextcov.bundle.Enforcement.ERROR)
            .withText("`" + action + "` needs the user's approval", null)
            .withExamples(
                new io.contextcov.bundle.Examples(
                    List.of(), List.of(Phrases.call(action, Map.of())))));
  }
}
