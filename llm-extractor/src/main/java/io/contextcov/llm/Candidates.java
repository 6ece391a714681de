package io.contextcov.llm;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Source;
import io.contextcov.bundle.TypeChecker;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import io.contextcov.yaml.YamlLoader;
import io.contextcov.yaml.YamlNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks a model's answer exactly as a hand-written block would be checked: the YAML reader (JSON
 * is YAML), then the catalog type check. Accepted constraints are renamed after their statement, so
 * ids stay stable whatever the model called them, and carry the statement as their source.
 */
public final class Candidates {
  /** The file name diagnostics about an answer point into. */
  public static final String ANSWER = "<model answer>";

  private Candidates() {}

  /** Either an answer or the diagnostics that reject it. */
  public record Checked(Optional<Answer> answer, List<Diagnostic> diagnostics) {}

  public static Checked check(
      String text, StatementRequest s, ToolCatalog catalog, String modelLabel) {
    YamlLoader.Loaded loaded = YamlLoader.load(text, ANSWER);
    if (loaded.diagnostics().stream().anyMatch(Diagnostic::isError)) {
      return rejected(loaded.diagnostics());
    }
    if (loaded.root().isEmpty() || !(loaded.root().get() instanceof YamlNode.Mapping root)) {
      return rejected(
          List.of(
              Diagnostic.error(
                  Code.WRONG_TYPE,
                  Span.at(ANSWER, 1, 1),
                  "the answer is not a JSON object",
                  "answer {\"enforceable\": true, \"constraints\": [...]} or"
                      + " {\"enforceable\": false, \"reason\": \"...\"}")));
    }
    String enforceable = scalar(root, "enforceable").orElse("");
    if (enforceable.equals("false")) {
      String reason = scalar(root, "reason").orElse("").strip();
      if (reason.isEmpty()) {
        return rejected(
            List.of(
                Diagnostic.error(
                    Code.MISSING_KEY,
                    root.span(),
                    "an answer that calls the rule not enforceable must give a `reason`")));
      }
      return new Checked(Optional.of(new Answer.Advisory(reason)), List.of());
    }
    if (!enforceable.equals("true")) {
      return rejected(
          List.of(
              Diagnostic.error(
                  Code.MISSING_KEY,
                  root.span(),
                  "the answer must say `enforceable: true` or `enforceable: false`")));
    }
    if (root.get("constraints").isEmpty()) {
      return rejected(
          List.of(
              Diagnostic.error(
                  Code.MISSING_KEY, root.span(), "an enforceable answer must list `constraints`")));
    }
    BundleReader.Result read = BundleReader.readConstraints(text, ANSWER, 1);
    if (read.hasErrors() || read.bundle().isEmpty()) {
      return rejected(read.diagnostics());
    }
    List<Constraint> given = read.bundle().get().constraints();
    if (given.isEmpty()) {
      return rejected(
          List.of(
              Diagnostic.error(
                  Code.MISSING_KEY,
                  root.span(),
                  "`constraints` is empty for an enforceable rule")));
    }
    Bundle one = new Bundle("answer", List.of(), catalog, given, Optional.empty());
    List<Diagnostic> typed = TypeChecker.check(one, catalog, ANSWER, read.locations());
    if (typed.stream().anyMatch(Diagnostic::isError)) {
      return rejected(typed);
    }
    Source source =
        new Source(s.file(), s.line(), s.column(), s.section(), "llm/" + modelLabel, s.text());
    List<Constraint> out = new ArrayList<>();
    for (int i = 0; i < given.size(); i++) {
      Constraint c = given.get(i);
      String id = given.size() == 1 ? s.id() : s.id() + "-" + (i + 1);
      out.add(
          new Constraint(
              id,
              c.on(),
              c.when(),
              c.effect(),
              c.severity(),
              c.priority(),
              c.scope(),
              c.message(),
              c.help(),
              Optional.of(source),
              c.examples(),
              c.onErrorAllow()));
    }
    return new Checked(Optional.of(new Answer.Extracted(out)), typed);
  }

  private static Checked rejected(List<Diagnostic> diagnostics) {
    return new Checked(Optional.empty(), diagnostics);
  }

  private static Optional<String> scalar(YamlNode.Mapping m, String key) {
    return m.get(key)
        .filter(YamlNode.Scalar.class::isInstance)
        .map(n -> ((YamlNode.Scalar) n).text());
  }
}
