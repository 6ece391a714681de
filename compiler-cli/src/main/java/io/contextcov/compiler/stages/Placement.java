package io.contextcov.compiler.stages;

import io.contextcov.bundle.Constraint;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.ConditionPrinter;
import io.contextcov.condition.Expr;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a constraint drawn from a file applies: the file's priority and scope (DESIGN.md §5), and
 * for file actions the file's {@code applyTo} globs (front matter of copilot {@code
 * .instructions.md}) as a path condition.
 */
final class Placement {
  private Placement() {}

  static Constraint place(Constraint c, InstructionDocument doc) {
    // a draft's own priority is relative to its file's (an explicit permission is +1)
    Constraint out = c.withPriority(doc.file().priority() + c.priority());
    List<String> applyTo = applyTo(doc.frontMatter().get("applyTo"));
    if (!applyTo.isEmpty() && c.on().patterns().stream().allMatch(p -> p.startsWith("file."))) {
      StringBuilder any = new StringBuilder();
      for (String g : applyTo) {
        any.append(any.length() == 0 ? "" : " || ")
            .append("args.path glob ")
            .append(ConditionPrinter.quoted(g));
      }
      Expr paths = ConditionParser.parse(any.toString()).orThrow();
      out = out.withWhen(c.when().<Expr>map(w -> new Expr.And(w, paths)).orElse(paths));
    }
    return doc.file().scope().isEmpty() ? out : out.withScope(doc.file().scope());
  }

  /** {@code applyTo: "src/**\/*.ts, docs/**"} or a list of globs; "everything" counts as none. */
  static List<String> applyTo(Object value) {
    List<String> out = new ArrayList<>();
    if (value instanceof String s) {
      for (String g : s.split(",")) {
        if (!g.isBlank()) {
          out.add(g.strip());
        }
      }
    } else if (value instanceof List<?> l) {
      l.forEach(g -> out.add(String.valueOf(g).strip()));
    }
    out.removeIf(g -> g.isEmpty() || g.equals("**") || g.equals("**/*"));
    return out;
  }
}
