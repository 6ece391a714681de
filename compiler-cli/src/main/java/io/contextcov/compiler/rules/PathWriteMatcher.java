package io.contextcov.compiler.rules;

import io.contextcov.bundle.Effect;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Modality;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Paths not to write ("never edit `src/generated/`", "do not modify lock files", "AGENTS.md must
 * not be modified") and allow-only paths ("only modify files under `src/`").
 */
public final class PathWriteMatcher implements RuleMatcher {
  static final List<String> LOCK_FILES =
      List.of(
          "package-lock.json",
          "pnpm-lock.yaml",
          "yarn.lock",
          "Cargo.lock",
          "uv.lock",
          "poetry.lock",
          "Gemfile.lock",
          "composer.lock",
          "go.sum",
          "bun.lockb");
  static final List<String> GENERATED =
      List.of("**/generated/**", "**/*.generated.*", "**/*.gen.*");

  private static final Pattern GENERATED_WORDS =
      Pattern.compile("\\bgenerated (files|code|sources|output)\\b");
  private static final Pattern ONLY =
      Pattern.compile(
          "^(only|you may only|you can only)\\b|\\b(must|should) only\\b|\\bonly (edit|modify|write|change|touch)\\b|只能");
  private static final Pattern LOCK_FILE_WORDS =
      Pattern.compile(
          "\\b(edit|modify|hand-edit|touch|change|write|regenerate|delete)\\s+(the |any |a )?(lock ?files?|lock-files?)\\b");
  private static final Pattern NAMED_FILE =
      Pattern.compile("[A-Z][A-Za-z0-9_-]*\\.(md|json|yaml|yml|toml|lock)");

  @Override
  public String family() {
    return "path-write";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    String lower = Phrases.lower(s);
    if (s.literals().isEmpty()
        && !lower.contains(".")
        && !lower.contains("lock")
        && !lower.contains("generated")
        && !lower.contains("read")
        && !lower.contains("只读")) {
      return List.of();
    }
    if (!Phrases.WRITE_VERBS.matcher(s.fullText()).find()
        && !lower.contains("read-only")
        && !lower.contains("readonly")
        && !lower.contains("只读")) {
      return List.of();
    }
    List<String> paths = new ArrayList<>();
    for (String p : Phrases.paths(s)) {
      if (!SecretFileMatcher.isSecret(p) && Phrases.objectOf(s, p, Phrases.WRITE_VERBS)) {
        paths.add(p);
      }
    }
    boolean only = ONLY.matcher(lower).find();
    if (only
        && (s.modality() == Modality.MUST || s.modality() == Modality.SHOULD)
        && !paths.isEmpty()) {
      StringBuilder inside = new StringBuilder();
      for (String p : paths) {
        inside.append(inside.length() == 0 ? "" : " || ").append(Phrases.pathCondition(p, s));
      }
      String sample = Phrases.samplePath(paths.get(0), s);
      return List.of(
          new Draft(
              family(),
              "only:" + String.join(",", paths),
              Phrases.constraint("file.write", new Effect.Deny(), "!(" + inside + ")", s)
                  .withText("files may only be written under " + String.join(", ", paths), null)
                  .withExamples(
                      Phrases.examples(
                          List.of(Map.of("path", sample)),
                          List.of(
                              Map.of(
                                  "path",
                                  s.baseDir()
                                      + "outside-"
                                      + Math.abs(sample.hashCode())
                                      + ".txt"))))));
    }
    boolean negative =
        s.modality().negative()
            || lower.contains("read-only")
            || lower.contains("readonly")
            || lower.contains("只读");
    if (!negative) {
      return List.of();
    }
    if (LOCK_FILE_WORDS.matcher(lower).find()) {
      for (String lock : LOCK_FILES) {
        if (!paths.contains(lock)) {
          paths.add(lock);
        }
      }
    }
    if (GENERATED_WORDS.matcher(lower).find() && paths.isEmpty()) {
      paths.addAll(GENERATED);
    }
    if (paths.isEmpty()) {
      for (String word : s.fullText().split("[\\s,;:()]+")) {
        if (NAMED_FILE.matcher(word).matches()) {
          paths.add(word);
        }
      }
    }
    List<Draft> out = new ArrayList<>();
    for (String p : paths) {
      String sample = Phrases.samplePath(p, s);
      out.add(
          new Draft(
              family(),
              p,
              Phrases.constraint("file.write", new Effect.Deny(), Phrases.pathCondition(p, s), s)
                  .withText("`" + p + "` must not be written", null)
                  .withExamples(
                      Phrases.examples(
                          List.of(Map.of("path", "unrelated/" + "other-file.txt")),
                          List.of(Map.of("path", sample))))));
    }
    return out;
  }

  static String lowerCase(String s) {
    return s.toLowerCase(Locale.ROOT);
  }
}
