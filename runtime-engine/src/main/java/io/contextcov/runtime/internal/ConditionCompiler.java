package io.contextcov.runtime.internal;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import io.contextcov.bundle.Glob;
import io.contextcov.condition.ArithOp;
import io.contextcov.condition.Expr;
import io.contextcov.condition.PathArguments;
import io.contextcov.condition.Root;
import io.contextcov.condition.Segment;
import io.contextcov.shell.CommandShape;
import io.contextcov.shell.Invocations;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Compiles condition ASTs into {@link Eval} closures once, at load time: literals are folded,
 * regexes, globs and command patterns are compiled up front.
 */
public final class ConditionCompiler {
  private ConditionCompiler() {}

  public static Eval compile(Expr expr) {
    if (expr instanceof Expr.Str s) {
      String v = s.value();
      return c -> v;
    }
    if (expr instanceof Expr.Num n) {
      Object v = n.value();
      return c -> v;
    }
    if (expr instanceof Expr.Bool b) {
      Boolean v = b.value();
      return c -> v;
    }
    if (expr instanceof Expr.Null) {
      return c -> null;
    }
    if (expr instanceof Expr.ListOf l) {
      return list(l);
    }
    if (expr instanceof Expr.Var v) {
      return root(v.root());
    }
    if (expr instanceof Expr.Path p) {
      return path(p);
    }
    if (expr instanceof Expr.Not n) {
      Eval inner = compile(n.operand());
      return c -> !inner.test(c);
    }
    if (expr instanceof Expr.And a) {
      Eval l = compile(a.left());
      Eval r = compile(a.right());
      return c -> l.test(c) && r.test(c);
    }
    if (expr instanceof Expr.Or o) {
      Eval l = compile(o.left());
      Eval r = compile(o.right());
      return c -> l.test(c) || r.test(c);
    }
    if (expr instanceof Expr.Compare cmp) {
      return compare(cmp);
    }
    if (expr instanceof Expr.Arith a) {
      return arith(a);
    }
    if (expr instanceof Expr.Call call) {
      return Functions.compile(call);
    }
    throw new IllegalStateException("no evaluation for " + expr.getClass().getSimpleName());
  }

  /** Numbers with exact decimals ({@code +} also joins strings); null in, null out. */
  private static Eval arith(Expr.Arith a) {
    Eval l = compile(a.left());
    Eval r = compile(a.right());
    return c -> {
      Object x = l.eval(c);
      Object y = r.eval(c);
      if (x == null || y == null) {
        return null;
      }
      if (a.op() == ArithOp.ADD && x instanceof String sx) {
        return sx + (y instanceof String sy ? sy : Ops.string(y, "+"));
      }
      if (!(x instanceof Number) || !(y instanceof Number)) {
        throw new EvalException(
            "`" + a.op().text() + "` needs numbers, found " + Ops.kind(x) + " and " + Ops.kind(y));
      }
      java.math.BigDecimal dx = Ops.decimal(x);
      java.math.BigDecimal dy = Ops.decimal(y);
      return switch (a.op()) {
        case ADD -> dx.add(dy);
        case SUB -> dx.subtract(dy);
        case MUL -> dx.multiply(dy);
        case DIV -> {
          if (dy.signum() == 0) {
            throw new EvalException("division by zero");
          }
          yield dx.divide(dy, java.math.MathContext.DECIMAL64);
        }
      };
    };
  }

  private static Eval list(Expr.ListOf l) {
    List<Eval> items = l.items().stream().map(ConditionCompiler::compile).toList();
    boolean constant = l.items().stream().allMatch(ConditionCompiler::isLiteral);
    if (constant) {
      List<Object> values = new ArrayList<>();
      items.forEach(i -> values.add(i.eval(null)));
      List<Object> fixed = Collections.unmodifiableList(values);
      return c -> fixed;
    }
    return c -> {
      List<Object> values = new ArrayList<>(items.size());
      for (Eval i : items) {
        values.add(i.eval(c));
      }
      return values;
    };
  }

  static boolean isLiteral(Expr e) {
    return e instanceof Expr.Str
        || e instanceof Expr.Num
        || e instanceof Expr.Bool
        || e instanceof Expr.Null
        || (e instanceof Expr.ListOf l
            && l.items().stream().allMatch(ConditionCompiler::isLiteral));
  }

  private static Eval root(Root root) {
    return switch (root) {
      case ACTION -> c -> c.action;
      case ARGS -> c -> c.args;
      case RESULT -> c -> c.result;
      case SESSION -> c -> c.session;
      case ENV -> c -> c.env;
      case ITEM -> c -> c.item;
    };
  }

  private static Eval path(Expr.Path p) {
    Eval base = compile(p.base());
    Object[] steps = new Object[p.segments().size()];
    for (int i = 0; i < steps.length; i++) {
      Segment s = p.segments().get(i);
      steps[i] = s instanceof Segment.Field f ? f.name() : (Object) ((Segment.Index) s).index();
    }
    return c -> {
      Object v = base.eval(c);
      for (Object step : steps) {
        if (v == null) {
          return null;
        }
        if (step instanceof String key) {
          v = v instanceof Map<?, ?> m ? m.get(key) : null;
        } else {
          int index = (Integer) step;
          v = v instanceof List<?> l && index < l.size() ? l.get(index) : null;
        }
      }
      return v;
    };
  }

  private static Eval compare(Expr.Compare cmp) {
    Eval l = compile(cmp.left());
    Eval r = compile(cmp.right());
    return switch (cmp.op()) {
      case EQ -> c -> Ops.eq(l.eval(c), r.eval(c));
      case NE -> c -> !Ops.eq(l.eval(c), r.eval(c));
      case LT -> ordered(l, r, x -> x < 0);
      case LE -> ordered(l, r, x -> x <= 0);
      case GT -> ordered(l, r, x -> x > 0);
      case GE -> ordered(l, r, x -> x >= 0);
      case IN -> c -> Ops.in(l.eval(c), r.eval(c));
      case NOT_IN ->
          c -> {
            Object hay = r.eval(c);
            return hay != null && !Ops.in(l.eval(c), hay);
          };
      case MATCHES -> regex(l, cmp.right(), r, false, false);
      case GLOB -> regex(l, cmp.right(), r, true, PathArguments.isPathArgument(cmp.left()));
      case STARTS_WITH -> strings(l, r, "startsWith", String::startsWith);
      case ENDS_WITH -> strings(l, r, "endsWith", String::endsWith);
      case CONTAINS ->
          c -> {
            Object hay = l.eval(c);
            Object needle = r.eval(c);
            if (hay == null) {
              return false;
            }
            if (hay instanceof String s) {
              return needle != null && s.contains(Ops.string(needle, "contains"));
            }
            return Ops.in(needle, hay);
          };
    };
  }

  private interface IntTest {
    boolean test(int comparison);
  }

  private static Eval ordered(Eval l, Eval r, IntTest test) {
    return c -> {
      Object a = l.eval(c);
      Object b = r.eval(c);
      if (a == null || b == null) {
        return false;
      }
      return test.test(Ops.order(a, b));
    };
  }

  private interface StringTest {
    boolean test(String a, String b);
  }

  private static Eval strings(Eval l, Eval r, String op, StringTest test) {
    return c -> {
      Object a = l.eval(c);
      Object b = r.eval(c);
      if (a == null || b == null) {
        return false;
      }
      return test.test(Ops.string(a, op), Ops.string(b, op));
    };
  }

  private static final Map<String, Pattern> RUNTIME_PATTERNS = new ConcurrentHashMap<>();

  /**
   * {@code matches} and {@code glob}; {@code asPath}: the left side is a path argument, normalised
   * and joined with the working directory first (never any other argument).
   */
  private static Eval regex(Eval l, Expr right, Eval r, boolean glob, boolean asPath) {
    Pattern fixed = right instanceof Expr.Str s ? pattern(s.value(), glob) : null;
    return c -> {
      Object a = l.eval(c);
      if (a == null) {
        return false;
      }
      String text = Ops.string(a, glob ? "glob" : "matches");
      if (asPath) {
        WorkspacePath wp = WorkspacePath.of(text, c.cwd(), c.root);
        text = wp.path();
      }
      Pattern p = fixed;
      if (p == null) {
        Object b = r.eval(c);
        if (b == null) {
          return false;
        }
        String src = Ops.string(b, glob ? "glob" : "matches");
        p =
            RUNTIME_PATTERNS.size() < 4096
                ? RUNTIME_PATTERNS.computeIfAbsent(
                    (glob ? "g:" : "r:") + src, k -> pattern(src, glob))
                : pattern(src, glob);
      }
      return p.matches(text);
    };
  }

  static Pattern pattern(String source, boolean glob) {
    try {
      return Pattern.compile(glob ? Glob.toRegex(source) : source, Pattern.DOTALL);
    } catch (PatternSyntaxException e) {
      throw new EvalException(
          "invalid " + (glob ? "glob" : "regular expression") + " `" + source + "`");
    }
  }

  /** Lower-cases as the {@code lower} function does. */
  static String lower(String s) {
    return s.toLowerCase(Locale.ROOT);
  }

  static CommandShape command(String pattern) {
    return Invocations.pattern(pattern);
  }
}
