package io.contextcov.compiler.stages;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.ExampleCall;
import io.contextcov.bundle.Examples;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.reader.DecisionTable;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.ConditionPrinter;
import io.contextcov.condition.Expr;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a constraint drawn from a file applies: the file's priority and scope (DESIGN.md §5), and
 * for file actions the file's {@code applyTo} globs (front matter of copilot {@code
 * .instructions.md}; {@code globs} of a Cursor rule that does not always apply) as a path
 * condition.
 */
final class Placement {
  private Placement() {}

  static Constraint place(Constraint c, InstructionDocument doc) {
    // a draft's own priority is relative to its file's (an explicit permission is +1)
    Constraint out = c.withPriority(doc.file().priority() + c.priority());
    Object globs = doc.frontMatter().get("applyTo");
    if (globs == null && !Boolean.TRUE.equals(doc.frontMatter().get("alwaysApply"))) {
      // a Cursor rule (`.mdc`) names its files as `globs`, unless it always applies
      globs = doc.frontMatter().get("globs");
    }
    List<String> applyTo = applyTo(globs);
    if (!applyTo.isEmpty() && c.on().patterns().stream().allMatch(p -> p.startsWith("file."))) {
      Expr paths = anyPath(applyTo);
      out = out.withWhen(c.when().<Expr>map(w -> new Expr.And(w, paths)).orElse(paths));
      out =
          out.withExamples(
              new Examples(
                  fitted(out.examples().allow(), applyTo), fitted(out.examples().deny(), applyTo)));
    } else if (!applyTo.isEmpty()
        && c.effect() instanceof Effect.Sequence seq
        && seq.since().equals(Optional.of(ActionPattern.of("file.write")))
        && DecisionTable.anyChange(seq.sinceWhen())) {
      // "run `mkdocs build` before you finish" in a rule for `docs/**`: owed once a write of
      // those files was made (not after any change, nor never, when its files are prose)
      out =
          out.withEffect(
              new Effect.Sequence(
                  seq.after(), seq.afterWhen(), seq.since(), Optional.of(anyPath(applyTo))));
    }
    if (doc.file().scope().isEmpty()) {
      return out;
    }
    String scope = doc.file().scope();
    // a rule's own place ("In `web/`, …") is read from the nested file's directory
    return out.withScope(scope + out.scope().orElse(""))
        .withExamples(
            new Examples(
                inScope(out.examples().allow(), scope), inScope(out.examples().deny(), scope)));
  }

  /** A condition that a call's {@code path} matches one of the globs. */
  private static Expr anyPath(List<String> globs) {
    StringBuilder any = new StringBuilder();
    for (String g : globs) {
      any.append(any.length() == 0 ? "" : " || ")
          .append("args.path glob ")
          .append(ConditionPrinter.quoted(g));
    }
    return ConditionParser.parse(any.toString()).orThrow();
  }

  /**
   * A drafted example's relative {@code path} read from the nested file's directory, as every path
   * the file writes is ("`src/x.ts`" in {@code pkg/a/AGENTS.md} is {@code pkg/a/src/x.ts}): without
   * this, the example check would try the call outside the constraint's scope.
   */
  private static List<ExampleCall> inScope(List<ExampleCall> calls, String scope) {
    List<ExampleCall> out = new ArrayList<>();
    for (ExampleCall call : calls) {
      Object path = call.args().get("path");
      if (path instanceof String p
          && !p.startsWith("/")
          && !p.startsWith(scope)
          && !call.args().containsKey("cwd")) {
        out.add(withPath(call, scope + p));
      } else {
        out.add(call);
      }
    }
    return out;
  }

  /** {@code dir/**}, {@code dir/**\/*.ext}, {@code **\/*.ext} or {@code *.ext}. */
  private static final java.util.regex.Pattern SIMPLE_GLOB =
      java.util.regex.Pattern.compile(
          "((?:[\\w.-]+/)*)(?:\\*\\*(?:/\\*\\.([\\w]+))?|\\*\\.([\\w]+))");

  /**
   * A drafted example's path moved into the first {@code applyTo} glob it does not match ("{@code
   * src/x.txt}" under {@code **\/*.ts} is {@code src/x.ts}), so the example check tries the call
   * the rule now covers; paths the glob already matches, and globs of other shapes, stay.
   */
  private static List<ExampleCall> fitted(List<ExampleCall> calls, List<String> globs) {
    List<ExampleCall> out = new ArrayList<>();
    for (ExampleCall call : calls) {
      Object path = call.args().get("path");
      if (!(path instanceof String p)
          || globs.stream().anyMatch(g -> p.matches(io.contextcov.bundle.Glob.toRegex(g)))) {
        out.add(call);
        continue;
      }
      java.util.regex.Matcher m = SIMPLE_GLOB.matcher(globs.get(0));
      if (!m.matches()) {
        out.add(call);
        continue;
      }
      String dir = m.group(1);
      String ext = m.group(2) != null ? m.group(2) : m.group(3);
      String fitted = dir.isEmpty() || p.startsWith(dir) ? p : dir + p;
      if (ext != null) {
        int slash = fitted.lastIndexOf('/');
        int dot = fitted.lastIndexOf('.');
        fitted = (dot > slash ? fitted.substring(0, dot) : fitted) + "." + ext;
      }
      out.add(withPath(call, fitted));
    }
    return out;
  }

  /** The example call with another {@code path}. */
  private static ExampleCall withPath(ExampleCall call, String path) {
    Map<String, Object> args = new LinkedHashMap<>(call.args());
    args.put("path", path);
    return new ExampleCall(call.action(), args, call.session());
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
