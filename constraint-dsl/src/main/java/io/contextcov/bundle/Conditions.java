package io.contextcov.bundle;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import io.contextcov.condition.CompareOp;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.Expr;
import io.contextcov.condition.ParseResult;
import io.contextcov.condition.SyntaxError;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Severity;
import io.contextcov.diag.Span;
import io.contextcov.yaml.YamlNode;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** Parses condition scalars of a bundle, placing syntax errors inside the YAML file. */
public final class Conditions {
  private Conditions() {}

  /** Parses the scalar's text; reports syntax and regex errors at their file positions. */
  public static Optional<Expr> parse(YamlNode.Scalar scalar, List<Diagnostic> out) {
    ParseResult result = ConditionParser.parse(scalar.text());
    if (!result.ok()) {
      for (SyntaxError e : result.errors()) {
        out.add(
            new Diagnostic(
                Severity.ERROR,
                Code.CONDITION_SYNTAX,
                e.message(),
                scalar.inner(e.line(), e.column(), e.length()),
                e.help()));
      }
      return Optional.empty();
    }
    Expr expr = result.orThrow();
    int before = out.size();
    checkRegexes(expr, scalar.span(), out);
    return out.size() == before ? Optional.of(expr) : Optional.empty();
  }

  /**
   * Reports every literal pattern the engine would refuse at load: {@code matches} regexes and
   * {@code glob} patterns RE2 refuses, {@code invokes} patterns that are not one simple command.
   */
  public static void checkRegexes(Expr expr, Span span, List<Diagnostic> out) {
    visit(
        expr,
        e -> {
          if (e instanceof Expr.Compare c
              && (c.op() == CompareOp.MATCHES || c.op() == CompareOp.GLOB)
              && c.right() instanceof Expr.Str s) {
            regexError(c.op() == CompareOp.GLOB ? Glob.toRegex(s.value()) : s.value(), span)
                .ifPresent(out::add);
          }
          // the engine refuses at load what it cannot compile: so does the reader
          if (e instanceof Expr.Call call
              && call.function() == io.contextcov.condition.Function.INVOKES
              && call.args().size() == 2
              && call.args().get(1) instanceof Expr.Str p) {
            try {
              io.contextcov.shell.Invocations.pattern(p.value());
            } catch (IllegalArgumentException bad) {
              out.add(
                  Diagnostic.error(
                      Code.CONDITION_SYNTAX,
                      span,
                      "`invokes` takes one simple command, not `" + p.value() + "`",
                      "write one invokes() per command and join them with ||"));
            }
          }
        });
  }

  public static Optional<Diagnostic> regexError(String regex, Span span) {
    try {
      Pattern.compile(regex);
      return Optional.empty();
    } catch (PatternSyntaxException e) {
      return Optional.of(
          Diagnostic.error(
              Code.BAD_REGEX,
              span,
              "invalid regular expression `" + regex + "`: " + e.getDescription(),
              "patterns use RE2 syntax: no backreferences or lookaround"));
    }
  }

  /** Calls {@code visitor} on every node of the tree, parents first. */
  public static void visit(Expr expr, Consumer<Expr> visitor) {
    visitor.accept(expr);
    if (expr instanceof Expr.Not n) {
      visit(n.operand(), visitor);
    } else if (expr instanceof Expr.And a) {
      visit(a.left(), visitor);
      visit(a.right(), visitor);
    } else if (expr instanceof Expr.Or o) {
      visit(o.left(), visitor);
      visit(o.right(), visitor);
    } else if (expr instanceof Expr.Compare c) {
      visit(c.left(), visitor);
      visit(c.right(), visitor);
    } else if (expr instanceof Expr.Arith a) {
      visit(a.left(), visitor);
      visit(a.right(), visitor);
    } else if (expr instanceof Expr.ListOf l) {
      l.items().forEach(i -> visit(i, visitor));
    } else if (expr instanceof Expr.Call c) {
      c.args().forEach(i -> visit(i, visitor));
    } else if (expr instanceof Expr.Path p) {
      visit(p.base(), visitor);
    }
  }
}
