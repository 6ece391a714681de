package io.contextcov.bundle;

import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.ArgType;
import io.contextcov.catalog.StandardVocabulary;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.condition.CompareOp;
import io.contextcov.condition.ConditionPrinter;
import io.contextcov.condition.Expr;
import io.contextcov.condition.NearMiss;
import io.contextcov.condition.Root;
import io.contextcov.condition.Segment;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import io.contextcov.yaml.YamlNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Checks constraints against a tool catalog (DESIGN.md §4): tools that do not exist, arguments a
 * tool does not have, comparisons of incompatible types, and enum values that can never match.
 */
public final class TypeChecker {
  private final ToolCatalog catalog;
  private final String file;
  private final Map<String, BundleReader.Locations> locations;
  private final List<Diagnostic> out = new ArrayList<>();

  private TypeChecker(
      ToolCatalog catalog, String file, Map<String, BundleReader.Locations> locations) {
    this.catalog = catalog;
    this.file = file;
    this.locations = locations;
  }

  /**
   * Checks every constraint of {@code bundle}; diagnostics point into {@code file} where the
   * locations know the place, else at the file's start.
   */
  public static List<Diagnostic> check(
      Bundle bundle,
      ToolCatalog catalog,
      String file,
      Map<String, BundleReader.Locations> locations) {
    TypeChecker checker = new TypeChecker(catalog, file, locations);
    if (!catalog.isEmpty()) {
      bundle.constraints().forEach(checker::check);
    }
    return checker.out.stream().sorted().toList();
  }

  private void check(Constraint c) {
    List<ToolSpec> tools = tools(c, c.on(), "on");
    c.when().ifPresent(w -> checkExpr(c, "when", w, tools));
    c.effect()
        .match(
            new Effect.Cases<Void>() {
              @Override
              public Void deny(Effect.Deny d) {
                return null;
              }

              @Override
              public Void allow(Effect.Allow a) {
                return null;
              }

              @Override
              public Void assertion(Effect.Assert a) {
                checkExpr(c, "require", a.require(), tools);
                return null;
              }

              @Override
              public Void confirm(Effect.Confirm f) {
                return null;
              }

              @Override
              public Void sequence(Effect.Sequence s) {
                List<ToolSpec> earlier = tools(c, s.after(), "after");
                s.afterWhen().ifPresent(w -> checkExpr(c, "after-when", w, earlier));
                if (s.since().isPresent()) {
                  List<ToolSpec> opening = tools(c, s.since().get(), "since");
                  s.sinceWhen().ifPresent(w -> checkExpr(c, "since-when", w, opening));
                }
                return null;
              }

              @Override
              public Void limit(Effect.Limit l) {
                l.key().ifPresent(k -> checkExpr(c, "key", k, tools));
                return null;
              }

              @Override
              public Void transform(Effect.Transform t) {
                return null;
              }
            });
  }

  /** The catalog tools a pattern names; reports exact names the catalog lacks. */
  private List<ToolSpec> tools(Constraint c, ActionPattern pattern, String key) {
    List<ToolSpec> found = new ArrayList<>();
    for (String p : pattern.patterns()) {
      if (ActionPattern.isGlob(p)) {
        catalog.tools().values().stream()
            .filter(t -> ActionPattern.globMatches(p, t.name()))
            .forEach(found::add);
        continue;
      }
      Optional<ToolSpec> tool = catalog.tool(p);
      if (tool.isPresent()) {
        found.add(tool.get());
      } else if (StandardVocabulary.CATALOG.tool(p).isEmpty()) {
        String near = NearMiss.of(p, catalog.tools().keySet());
        out.add(
            Diagnostic.error(
                Code.UNKNOWN_TOOL,
                where(c, key, p),
                "constraint `"
                    + c.id()
                    + "` names tool `"
                    + p
                    + "`, which the catalog does not have",
                near != null ? "did you mean `" + near + "`?" : null));
      }
    }
    return found;
  }

  private void checkExpr(Constraint c, String key, Expr expr, List<ToolSpec> tools) {
    if (tools.isEmpty()) {
      return;
    }
    Conditions.visit(
        expr,
        e -> {
          if (e instanceof Expr.Path p && p.base() instanceof Expr.Var v && v.root() == Root.ARGS) {
            resolve(c, key, p, tools);
          } else if (e instanceof Expr.Compare cmp) {
            compare(c, key, cmp, tools);
          }
        });
  }

  /** Reports an argument none of the tools has. */
  private void resolve(Constraint c, String key, Expr.Path p, List<ToolSpec> tools) {
    if (!(p.segments().get(0) instanceof Segment.Field f)) {
      return;
    }
    boolean known = tools.stream().anyMatch(t -> t.args().containsKey(f.name()));
    if (!known) {
      List<String> names =
          tools.stream().flatMap(t -> t.args().keySet().stream()).distinct().sorted().toList();
      String near = NearMiss.of(f.name(), names);
      out.add(
          Diagnostic.error(
              Code.UNKNOWN_ARGUMENT,
              where(c, key, "args." + f.name()),
              "`args." + f.name() + "` is not an argument of " + toolNames(tools),
              near != null
                  ? "did you mean `args." + near + "`?"
                  : names.isEmpty()
                      ? "the tool takes no arguments"
                      : "arguments: " + String.join(", ", names)));
    }
  }

  private void compare(Constraint c, String key, Expr.Compare cmp, List<ToolSpec> tools) {
    Expr pathSide = cmp.left();
    Expr literalSide = cmp.right();
    if (!(pathSide instanceof Expr.Path)
        && cmp.right() instanceof Expr.Path
        && (cmp.op() == CompareOp.EQ || cmp.op() == CompareOp.NE)) {
      pathSide = cmp.right();
      literalSide = cmp.left();
    }
    if (!(pathSide instanceof Expr.Path p)) {
      return;
    }
    Optional<ArgSpec> spec = specOf(p, tools);
    if (spec.isEmpty() || spec.get().type() == ArgType.ANY) {
      return;
    }
    ArgSpec arg = spec.get();
    String path = ConditionPrinter.print(p);
    switch (cmp.op()) {
      case EQ, NE ->
          literal(literalSide)
              .ifPresent(
                  v -> {
                    mismatch(c, key, path, arg, v);
                    if (cmp.op() == CompareOp.EQ) {
                      impossible(c, key, path, arg, v);
                    }
                  });
      case IN -> {
        if (literalSide instanceof Expr.ListOf list) {
          List<Object> values = new ArrayList<>();
          for (Expr item : list.items()) {
            Optional<Object> v = literal(item);
            if (v.isEmpty()) {
              return;
            }
            values.add(v.get());
          }
          values.forEach(v -> mismatch(c, key, path, arg, v));
          if (!arg.enumValues().isEmpty() && values.stream().noneMatch(v -> enumContains(arg, v))) {
            out.add(
                Diagnostic.error(
                    Code.IMPOSSIBLE_ENUM,
                    where(c, key, path),
                    "none of the listed values is allowed for `"
                        + path
                        + "`, so the test never holds",
                    "allowed values: " + enumText(arg)));
          }
        }
      }
      case LT, LE, GT, GE -> {
        if (!arg.type().isNumeric()) {
          out.add(
              Diagnostic.error(
                  Code.TYPE_MISMATCH,
                  where(c, key, path),
                  "`"
                      + path
                      + "` is "
                      + arg.type().text()
                      + ", so `"
                      + cmp.op().text()
                      + "` never holds",
                  "ordering compares numbers; use `len(...)` for lengths"));
        } else {
          literal(literalSide)
              .filter(v -> !(v instanceof BigDecimal))
              .ifPresent(v -> mismatch(c, key, path, arg, v));
        }
      }
      case MATCHES, GLOB, STARTS_WITH, ENDS_WITH -> {
        if (arg.type() != ArgType.STRING) {
          out.add(
              Diagnostic.error(
                  Code.TYPE_MISMATCH,
                  where(c, key, path),
                  "`"
                      + path
                      + "` is "
                      + arg.type().text()
                      + ", so `"
                      + cmp.op().text()
                      + "` never holds",
                  cmp.op().text() + " tests text"));
        }
      }
      default -> {}
    }
  }

  private void mismatch(Constraint c, String key, String path, ArgSpec arg, Object v) {
    if (v == null) {
      return;
    }
    boolean ok =
        switch (arg.type()) {
          case STRING -> v instanceof String;
          case NUMBER -> v instanceof BigDecimal;
          case INTEGER -> v instanceof BigDecimal d && d.stripTrailingZeros().scale() <= 0;
          case BOOLEAN -> v instanceof Boolean;
          default -> true;
        };
    if (!ok) {
      out.add(
          Diagnostic.error(
              Code.TYPE_MISMATCH,
              where(c, key, path),
              "`"
                  + path
                  + "` is "
                  + arg.type().text()
                  + " but is compared with `"
                  + literalText(v)
                  + "`",
              arg.type() == ArgType.STRING && v instanceof BigDecimal
                  ? "quote the value: `'" + v + "'`"
                  : null));
    }
  }

  private void impossible(Constraint c, String key, String path, ArgSpec arg, Object v) {
    if (v == null || arg.enumValues().isEmpty() || enumContains(arg, v)) {
      return;
    }
    String near =
        v instanceof String s
            ? NearMiss.of(s, arg.enumValues().stream().map(String::valueOf).toList())
            : null;
    out.add(
        Diagnostic.error(
            Code.IMPOSSIBLE_ENUM,
            where(c, key, path),
            "`" + path + "` is never `" + literalText(v) + "`: allowed values are " + enumText(arg),
            near != null ? "did you mean `" + near + "`?" : null));
  }

  private static boolean enumContains(ArgSpec arg, Object v) {
    for (Object e : arg.enumValues()) {
      if (e instanceof BigDecimal a && v instanceof BigDecimal b
          ? a.compareTo(b) == 0
          : Objects.equals(e, v)) {
        return true;
      }
    }
    return false;
  }

  private static String enumText(ArgSpec arg) {
    return String.join(
        ", ", arg.enumValues().stream().map(v -> "`" + literalText(v) + "`").toList());
  }

  private static String literalText(Object v) {
    return v instanceof BigDecimal d ? d.toPlainString() : String.valueOf(v);
  }

  /** The declared shape at {@code args.a.b[0]…}, when every tool that has it agrees. */
  private static Optional<ArgSpec> specOf(Expr.Path p, List<ToolSpec> tools) {
    if (!(p.base() instanceof Expr.Var v) || v.root() != Root.ARGS) {
      return Optional.empty();
    }
    ArgSpec found = null;
    for (ToolSpec t : tools) {
      Optional<ArgSpec> spec = walk(t, p.segments());
      if (spec.isEmpty()) {
        continue;
      }
      if (found != null && !found.equals(spec.get())) {
        return Optional.empty();
      }
      found = spec.get();
    }
    return Optional.ofNullable(found);
  }

  private static Optional<ArgSpec> walk(ToolSpec tool, List<Segment> segments) {
    if (!(segments.get(0) instanceof Segment.Field f)) {
      return Optional.empty();
    }
    ArgSpec spec = tool.args().get(f.name());
    for (int i = 1; i < segments.size() && spec != null; i++) {
      Segment s = segments.get(i);
      if (s instanceof Segment.Index) {
        spec = spec.items().orElse(null);
      } else {
        spec = spec.properties().get(((Segment.Field) s).name());
      }
    }
    return Optional.ofNullable(spec);
  }

  private static Optional<Object> literal(Expr e) {
    if (e instanceof Expr.Str s) {
      return Optional.of(s.value());
    }
    if (e instanceof Expr.Num n) {
      return Optional.of(n.value());
    }
    if (e instanceof Expr.Bool b) {
      return Optional.of(b.value());
    }
    return Optional.empty();
  }

  private static String toolNames(List<ToolSpec> tools) {
    List<String> names = tools.stream().map(t -> "`" + t.name() + "`").distinct().toList();
    return names.size() == 1 ? "tool " + names.get(0) : "any of " + String.join(", ", names);
  }

  /** The position of {@code needle} inside the condition under {@code key}, or a fallback. */
  private Span where(Constraint c, String key, String needle) {
    BundleReader.Locations loc = locations.get(c.id());
    if (loc == null) {
      return Span.file(file);
    }
    YamlNode.Scalar pattern = loc.scalars().get(key + ":" + needle);
    if (pattern != null) {
      return new Span(
          pattern.span().file(), pattern.contentLine(), pattern.contentColumn(), needle.length());
    }
    YamlNode.Scalar scalar = loc.scalars().get(key);
    if (scalar == null) {
      return loc.item();
    }
    int at = scalar.text().indexOf(needle);
    if (at < 0) {
      return scalar.span();
    }
    String before = scalar.text().substring(0, at);
    int line = 1 + (int) before.chars().filter(ch -> ch == '\n').count();
    int column = at - before.lastIndexOf('\n');
    return scalar.inner(line, column, needle.length());
  }
}
