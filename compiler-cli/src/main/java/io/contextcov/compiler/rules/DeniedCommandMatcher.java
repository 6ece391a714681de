package io.contextcov.compiler.rules;

import io.contextcov.bundle.Effect;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Bans on commands: a negative statement naming a command ("Never run `git reset --hard`", "no
 * force pushes"), unless it asks for permission instead (see {@link ConfirmationMatcher}).
 */
public final class DeniedCommandMatcher implements RuleMatcher {
  /** Git commands that throw work away, for "destructive git commands". */
  static final List<String> DESTRUCTIVE_GIT =
      List.of(
          "git reset --hard",
          "git clean -f",
          "git checkout .",
          "git push --force",
          "git branch -D");

  private static final Pattern PUSH_TO =
      Pattern.compile(
          "(?i)\\b(?:push|pushing)\\b[^.;,]{0,20}?\\b(?:directly )?(?:to|into)\\s+`?([A-Za-z0-9._/-]+)`?|push\\s*到\\s*`?([A-Za-z0-9._/-]+)`?");

  /** Commands named in prose. */
  static final Map<String, String> PROSE = new LinkedHashMap<>();

  static {
    PROSE.put("force push", "git push --force");
    PROSE.put("force-push", "git push --force");
    PROSE.put("--no-verify", "git commit --no-verify");
    PROSE.put("skip hooks", "git commit --no-verify");
    PROSE.put("skip the hooks", "git commit --no-verify");
    PROSE.put("hard reset", "git reset --hard");
    PROSE.put("rm -rf", "rm -rf");
    PROSE.put("sudo", "sudo");
    PROSE.put("amend", "git commit --amend");
  }

  @Override
  public String family() {
    return "denied-command";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    if (!s.modality().negative() || ConfirmationMatcher.asksFirst(s)) {
      return List.of();
    }
    List<String> commands = new ArrayList<>();
    for (String c : Phrases.commands(s)) {
      if (Phrases.runs(s, c) && Phrases.negatedAt(s, c)) {
        commands.add(c);
      }
    }
    String lower = Phrases.lower(s);
    for (Map.Entry<String, String> e : PROSE.entrySet()) {
      if (lower.contains(e.getKey()) && !commands.contains(e.getValue())) {
        commands.add(e.getValue());
      }
    }
    if (ToolSubstitutionMatcher.substitutes(s)) {
      return List.of();
    }
    if (lower.contains("destructive git")) {
      DESTRUCTIVE_GIT.stream().filter(c -> !commands.contains(c)).forEach(commands::add);
    }
    List<Draft> out = new ArrayList<>();
    Matcher push = PUSH_TO.matcher(s.fullText());
    if (push.find()) {
      String branch = push.group(1) != null ? push.group(1) : push.group(2);
      if (!branch.equalsIgnoreCase("the")
          && !branch.equalsIgnoreCase("a")
          && !branch.equalsIgnoreCase("remote")) {
        out.add(
            new Draft(
                family(),
                "push:" + branch,
                Phrases.constraint(
                        "git.push", new Effect.Deny(), "args.branch == " + Phrases.lit(branch), s)
                    .withText("do not push to `" + branch + "`", null)
                    .withExamples(
                        Phrases.examples(
                            List.of(Map.of("branch", branch + "-feature")),
                            List.of(Map.of("branch", branch))))));
      }
    }
    for (String command : commands) {
      Map<String, Object> deny = Map.of("command", command);
      Map<String, Object> allow =
          Map.of("command", "echo " + Phrases.lit(command).replace('\'', '"'));
      out.add(
          new Draft(
              family(),
              command,
              Phrases.constraint(
                      "shell.exec",
                      new Effect.Deny(),
                      "invokes(args.command, " + Phrases.lit(command) + ")",
                      s)
                  .withText("`" + command + "` is not allowed here", null)
                  .withExamples(Phrases.examples(List.of(allow), List.of(deny)))));
    }
    return out;
  }
}
