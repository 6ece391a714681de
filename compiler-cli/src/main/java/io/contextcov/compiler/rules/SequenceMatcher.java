package io.contextcov.compiler.rules;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Examples;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Steps that must come first: "run `make fmt` before committing", "before you finish, run the
 * tests", "never commit unless `cargo test` passes", 提交前运行 `X`. The later step is {@code
 * git.commit}, {@code git.push} or {@code task.finish}; the earlier one a {@code shell.exec} of the
 * named command.
 */
public final class SequenceMatcher implements RuleMatcher {
  private static final Map<Pattern, String> LATER = new LinkedHashMap<>();

  static {
    LATER.put(
        Pattern.compile(
            "\\b(before|prior to|ahead of|until)\\b[^.]*\\b(commit|committing|commits)\\b|提交(之前|前)"),
        "git.commit");
    LATER.put(
        Pattern.compile("\\b(before|prior to|ahead of|until)\\b[^.]*\\b(push|pushing)\\b|推送(之前|前)"),
        "git.push");
    LATER.put(
        Pattern.compile(
            "\\b(before|prior to|until)\\b[^.]*\\b(finish|finishing|done|complete|completing|submitting|submit|hand(ing)? (off|over)|open(ing)? a (pr|pull request)|creat(e|ing) a (pr|pull request)|declar(e|ing))\\b|完成(之前|前)"),
        "task.finish");
    LATER.put(
        Pattern.compile("\\b(never|do not|don't)\\s+commit\\b[^.]*\\b(unless|if|without|until)\\b"),
        "git.commit");
    LATER.put(
        Pattern.compile("\\bafter (each|every|any) (change|edit|modification)s?\\b"),
        "task.finish");
  }

  @Override
  public String family() {
    return "sequence";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    if (s.modality() == io.contextcov.compiler.statements.Modality.MAY) {
      return List.of();
    }
    String lower = s.fullText().toLowerCase(Locale.ROOT);
    Optional<String> later = Optional.empty();
    for (Map.Entry<Pattern, String> e : LATER.entrySet()) {
      Matcher m = e.getKey().matcher(lower);
      if (m.find()) {
        later = Optional.of(e.getValue());
        break;
      }
    }
    if (later.isEmpty()) {
      return List.of();
    }
    List<Draft> out = new ArrayList<>();
    for (String command : Phrases.commands(s)) {
      String action = later.get();
      if (commandIsTheLaterStep(command, action)) {
        continue;
      }
      out.add(
          new Draft(
              family(),
              action + ":" + command,
              Phrases.constraint(
                      action,
                      new Effect.Sequence(
                          ActionPattern.of("shell.exec"),
                          Optional.of(
                              Phrases.cond("invokes(args.command, " + Phrases.lit(command) + ")"))),
                      null,
                      s)
                  .withText(
                      "run `" + command + "` before `" + action + "`",
                      "run `" + command + "` first")
                  .withExamples(new Examples(List.of(), List.of(Phrases.call(action, Map.of()))))));
    }
    return out;
  }

  private static boolean commandIsTheLaterStep(String command, String action) {
    return (action.equals("git.commit") && command.startsWith("git commit"))
        || (action.equals("git.push") && command.startsWith("git push"));
  }
}
