package io.contextcov.compiler.rules;

import io.contextcov.bundle.Effect;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Modality;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Use X, not Y" and its variants ("instead of", "rather than", "over", "do not use Y, use X"), and
 * "always use pnpm" for package managers, which rules out the other installers of that ecosystem.
 */
public final class ToolSubstitutionMatcher implements RuleMatcher {
  private static final String TOOL = "`?([A-Za-z][A-Za-z0-9._+-]*(?: [a-z][a-z-]*)?)`?";
  private static final Pattern USE_NOT =
      Pattern.compile(
          "(?i)\\b(?:use|prefer|run|always use)\\s+"
              + TOOL
              + "(?:\\s*,)?\\s+(?:not|instead of|rather than|over|in place of)\\s+"
              + TOOL);
  private static final Pattern NOT_USE =
      Pattern.compile(
          "(?i)\\b(?:do not|don't|never|avoid)\\s+(?:use|using|run|running)\\s+"
              + TOOL
              + "\\s*[,;.:]?\\s*(?:-|—)?\\s*(?:use|always use|prefer)\\s+"
              + TOOL);
  private static final List<List<String>> ECOSYSTEMS =
      List.of(
          List.of("npm", "yarn", "pnpm", "bun"), List.of("pip", "poetry", "uv", "pipenv", "pdm"));
  private static final Map<String, String> INSTALL =
      Map.of(
          "npm",
          "npm install",
          "yarn",
          "yarn add",
          "pnpm",
          "pnpm add",
          "bun",
          "bun add",
          "pip",
          "pip install",
          "poetry",
          "poetry add",
          "uv",
          "uv add",
          "pipenv",
          "pipenv install",
          "pdm",
          "pdm add");

  private static final Map<String, Pattern> USE_PM = new HashMap<>();

  static {
    for (List<String> eco : ECOSYSTEMS) {
      for (String pm : eco) {
        USE_PM.put(pm, Pattern.compile("\\b(use|using|with)\\s+`?" + pm + "`?\\b"));
      }
    }
  }

  /** The statement names a replacement for a tool, so this family (not a plain ban) covers it. */
  static boolean substitutes(Statement s) {
    String lower = s.fullText().toLowerCase(Locale.ROOT);
    if (!lower.contains("use") && !lower.contains("prefer") && !lower.contains("run")) {
      return false;
    }
    return USE_NOT.matcher(s.fullText()).find() || NOT_USE.matcher(s.fullText()).find();
  }

  @Override
  public String family() {
    return "tool-substitution";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    List<Draft> out = new ArrayList<>();
    String text = s.fullText();
    String lowered = text.toLowerCase(Locale.ROOT);
    if (!lowered.contains("use") && !lowered.contains("prefer") && !lowered.contains("run")) {
      return out;
    }
    boolean contrast =
        lowered.contains(" not ")
            || lowered.contains("instead")
            || lowered.contains("rather")
            || lowered.contains(" over ")
            || lowered.contains("in place")
            || lowered.contains("never")
            || lowered.contains("don't")
            || lowered.contains("avoid");
    Matcher m = contrast ? USE_NOT.matcher(text) : null;
    if (m != null && m.find()) {
      add(m.group(1), m.group(2), s, out);
      return out;
    }
    Matcher n = contrast ? NOT_USE.matcher(text) : null;
    if (n != null && n.find()) {
      add(n.group(2), n.group(1), s, out);
      return out;
    }
    if (s.modality() == Modality.MUST || s.modality() == Modality.SHOULD) {
      String lower = text.toLowerCase(Locale.ROOT);
      for (List<String> eco : ECOSYSTEMS) {
        for (String pm : eco) {
          if (lower.contains(pm)
              && USE_PM.get(pm).matcher(lower).find()
              && !lower.contains(pm + " run")
              && lower.matches(
                  "(?s).*\\b(install|add|dependenc|package|manager)\\w*.*|.*use `?"
                      + pm
                      + "`?( for| to|$|\\.).*")) {
            for (String other : eco) {
              if (!other.equals(pm)) {
                out.add(ban(INSTALL.get(other), pm, s));
              }
            }
            return out;
          }
        }
      }
    }
    return out;
  }

  private void add(String preferred, String banned, Statement s, List<Draft> out) {
    String bannedCommand = banned.strip();
    String first = bannedCommand.split("\\s+")[0].toLowerCase(Locale.ROOT);
    if (!Phrases.PROGRAMS.contains(first)) {
      return;
    }
    out.add(ban(bannedCommand, preferred.strip(), s));
  }

  private Draft ban(String bannedCommand, String preferred, Statement s) {
    return new Draft(
        family(),
        bannedCommand,
        Phrases.constraint(
                "shell.exec",
                new Effect.Deny(),
                "invokes(args.command, " + Phrases.lit(bannedCommand) + ")",
                s)
            .withText(
                "use `" + preferred + "` instead of `" + bannedCommand + "`",
                "run the equivalent `" + preferred + "` command")
            .withExamples(
                Phrases.examples(
                    List.of(Map.of("command", preferred + " --version")),
                    List.of(Map.of("command", bannedCommand + " x")))));
  }
}
