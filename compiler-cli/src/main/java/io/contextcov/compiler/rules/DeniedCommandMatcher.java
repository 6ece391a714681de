package io.contextcov.compiler.rules;

import io.contextcov.bundle.Effect;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Bans on commands: a negative statement naming a command ("Never run `git reset --hard`", "no
 * force pushes"), unless it asks for permission instead (see {@link ConfirmationMatcher}).
 */
public final class DeniedCommandMatcher implements RuleMatcher {
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
    List<Draft> out = new ArrayList<>();
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
