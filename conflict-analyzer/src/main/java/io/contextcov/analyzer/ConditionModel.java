package io.contextcov.analyzer;

import dk.brics.automaton.Automaton;
import dk.brics.automaton.RegExp;
import io.contextcov.analyzer.domain.Box;
import io.contextcov.analyzer.domain.Dom;
import io.contextcov.analyzer.domain.Intervals;
import io.contextcov.analyzer.domain.Regexes;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.bundle.Glob;
import io.contextcov.condition.CompareOp;
import io.contextcov.condition.ConditionPrinter;
import io.contextcov.condition.Expr;
import io.contextcov.condition.Function;
import io.contextcov.condition.PathArguments;
import io.contextcov.condition.Segment;
import io.contextcov.shell.Invocations;
import java.math.BigDecimal;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The set of calls a condition admits (DESIGN.md §6). Comparisons of a path with literals, {@code
 * in}, {@code matches} (RE2 subset), {@code glob}, {@code startsWith}, {@code endsWith}, {@code
 * contains} on text, {@code exists}, {@code within} and {@code invokes} are modelled exactly;
 * everything else (lengths, counts, earlier results, two paths compared) becomes an opaque atom,
 * which makes results that depend on it approximate.
 */
public final class ConditionModel {
  private ConditionModel() {}

  public static Region of(Expr e) {
    return region(e, true);
  }

  private static Region region(Expr e, boolean positive) {
    if (e instanceof Expr.Not n) {
      return region(n.operand(), !positive);
    }
    if (e instanceof Expr.And a) {
      return positive
          ? region(a.left(), true).and(region(a.right(), true))
          : region(a.left(), false).or(region(a.right(), false));
    }
    if (e instanceof Expr.Or o) {
      return positive
          ? region(o.left(), true).or(region(o.right(), true))
          : region(o.left(), false).and(region(o.right(), false));
    }
    if (e instanceof Expr.Bool b) {
      return b.value() == positive ? Region.ALL : Region.NONE;
    }
    Optional<String> attr = attribute(e);
    if (attr.isPresent()) {
      return dom(attr.get(), Dom.bool(true), positive);
    }
    if (e instanceof Expr.Compare c) {
      return compare(c, positive);
    }
    if (e instanceof Expr.Call call) {
      return call(call, positive);
    }
    return opaque(e, positive);
  }

  private static Region dom(String attr, Dom d, boolean positive) {
    return Region.of(Box.attr(attr, positive ? d : d.not()));
  }

  private static Region opaque(Expr e, boolean positive) {
    return Region.of(Box.opaque(ConditionPrinter.print(e), positive));
  }

  private static Region compare(Expr.Compare c, boolean positive) {
    Expr left = c.left();
    Expr right = c.right();
    CompareOp op = c.op();
    if (attribute(left).isEmpty()
        && attribute(right).isPresent()
        && literal(left).isPresent()
        && (op == CompareOp.EQ || op == CompareOp.NE || op.ordinal() <= CompareOp.GE.ordinal())) {
      Expr t = left;
      left = right;
      right = t;
      op = flip(op);
    }
    Optional<String> attr = attribute(left);
    if (attr.isEmpty()) {
      return opaque(c, positive);
    }
    Optional<Object> lit = literal(right);
    Dom d = null;
    switch (op) {
      case EQ, NE -> {
        if (lit.isPresent()) {
          d = value(lit.get());
          if (op == CompareOp.NE) {
            d = d.not();
          }
        }
      }
      case LT, LE, GT, GE -> {
        if (lit.orElse(null) instanceof BigDecimal n) {
          d =
              Dom.numbers(
                  switch (op) {
                    case LT -> Intervals.below(n, false);
                    case LE -> Intervals.below(n, true);
                    case GT -> Intervals.above(n, false);
                    default -> Intervals.above(n, true);
                  });
        }
      }
      case IN, NOT_IN -> {
        if (right instanceof Expr.ListOf list) {
          Dom acc = Dom.NONE;
          boolean all = true;
          for (Expr item : list.items()) {
            Optional<Object> v = literal(item);
            if (v.isEmpty()) {
              all = false;
              break;
            }
            acc = acc.or(value(v.get()));
          }
          if (all) {
            d = op == CompareOp.IN ? acc : acc.not();
          }
        }
      }
      case GLOB -> {
        if (lit.orElse(null) instanceof String s && PathArguments.isPathArgument(left)) {
          Optional<Automaton> a = Regexes.toAutomaton(Glob.toRegex(s));
          if (a.isPresent()) {
            return pathView(attr.get(), a.get(), positive);
          }
        } else if (lit.orElse(null) instanceof String s) {
          Optional<Automaton> a = Regexes.toAutomaton(Glob.toRegex(s));
          if (a.isPresent()) {
            d = Dom.strings(a.get());
          }
        }
      }
      case MATCHES -> {
        if (lit.orElse(null) instanceof String s) {
          Optional<Automaton> a = Regexes.toAutomaton(op == CompareOp.GLOB ? Glob.toRegex(s) : s);
          if (a.isPresent()) {
            d = Dom.strings(a.get());
          }
        }
      }
      case STARTS_WITH -> {
        if (lit.orElse(null) instanceof String s) {
          d = Dom.strings(minimal(Automaton.makeString(s).concatenate(Automaton.makeAnyString())));
        }
      }
      case ENDS_WITH -> {
        if (lit.orElse(null) instanceof String s) {
          d = Dom.strings(minimal(Automaton.makeAnyString().concatenate(Automaton.makeString(s))));
        }
      }
      case CONTAINS -> {
        if (lit.orElse(null) instanceof String s) {
          d =
              Dom.strings(
                  minimal(
                      Automaton.makeAnyString()
                          .concatenate(Automaton.makeString(s))
                          .concatenate(Automaton.makeAnyString())));
        }
      }
    }
    return d == null ? opaque(c, positive) : dom(attr.get(), d, positive);
  }

  private static CompareOp flip(CompareOp op) {
    return switch (op) {
      case LT -> CompareOp.GT;
      case LE -> CompareOp.GE;
      case GT -> CompareOp.LT;
      case GE -> CompareOp.LE;
      default -> op;
    };
  }

  private static Region call(Expr.Call call, boolean positive) {
    Function f = call.function();
    if (f == Function.EXISTS) {
      Optional<String> attr = attribute(call.args().get(0));
      if (attr.isPresent()) {
        return dom(attr.get(), Dom.nullOnly().not(), positive);
      }
    }
    if (f == Function.INVOKES && call.args().get(1) instanceof Expr.Str p) {
      Optional<String> attr = attribute(call.args().get(0));
      if (attr.isPresent()) {
        try {
          Invocations.pattern(p.value());
          return Region.of(Box.invokes(attr.get(), p.value(), positive));
        } catch (IllegalArgumentException e) {
          return opaque(call, positive);
        }
      }
    }
    if (f == Function.WITHIN
        && call.args().get(1) instanceof Expr.Str dir
        && PathArguments.isPathArgument(call.args().get(0))) {
      Optional<String> attr = attribute(call.args().get(0));
      if (attr.isPresent()) {
        return pathView(attr.get(), within(dir.value()), positive);
      }
    }
    return opaque(call, positive);
  }

  /** The suffix of the attribute that stands for a path argument as the engine normalises it. */
  public static final String NORM = "@norm";

  /**
   * The values a normalised path can take that the engine also accepts as written: relative or
   * absolute, no empty, {@code .} or {@code ..} segment, no trailing slash, and none of the forms
   * it rewrites first (backslashes, {@code ~}, {@code $HOME}, drive letters, {@code /proc/…}). A
   * call whose path is such a value and that carries no {@code cwd} is compared exactly as written.
   */
  public static final Automaton NORMAL_PATHS = normalPaths();

  private static Automaton normalPaths() {
    String seg = "([^/.\\\\]|\\.[^/.\\\\]|\\.\\.[^/\\\\])[^/\\\\]*";
    Automaton rel = new RegExp("(" + seg + "(/" + seg + ")*)?", RegExp.NONE).toAutomaton();
    Automaton abs = Automaton.makeChar('/').concatenate(rel);
    Automaton rewritten =
        new RegExp(
                "(/*[A-Za-z]:(/.*)?)|(\\~.*)|(\\$HOME(/.*)?)|(\\$\\{HOME\\}(/.*)?)|(/proc/.*)",
                RegExp.NONE)
            .toAutomaton();
    return minimal(rel.union(abs).minus(rewritten));
  }

  /**
   * {@code glob} or {@code within} on a path argument: a condition on the path as the engine
   * normalises it (joined with {@code cwd}, {@code .}/{@code ..} resolved), kept as its own
   * attribute ({@code args.path@norm}); a missing path matches neither.
   */
  private static Region pathView(String attr, Automaton matching, boolean positive) {
    Dom yes = Dom.strings(minimal(matching.intersection(NORMAL_PATHS)));
    Dom view = Dom.strings(NORMAL_PATHS.complement()).not();
    return Region.of(Box.attr(attr + NORM, positive ? yes : yes.not().and(view)));
  }

  /** Normalised paths inside a directory: the directory itself or anything below it. */
  static Automaton within(String dir) {
    if (WITHIN.size() > 10_000) {
      WITHIN.clear();
    }
    return WITHIN.computeIfAbsent(dir, ConditionModel::buildWithin);
  }

  /** Scopes recur across most rules of a bundle: each directory's automaton is built once. */
  private static final ConcurrentHashMap<String, Automaton> WITHIN = new ConcurrentHashMap<>();

  private static Automaton buildWithin(String dir) {
    String d = dir.replace('\\', '/');
    while (d.startsWith("./")) {
      d = d.substring(2);
    }
    while (d.endsWith("/")) {
      d = d.substring(0, d.length() - 1);
    }
    if (d.isEmpty() || d.equals(".")) {
      return Automaton.makeAnyString();
    }
    return minimal(
        Automaton.makeString(d)
            .union(Automaton.makeString(d + "/").concatenate(Automaton.makeAnyString())));
  }

  /**
   * The minimal deterministic form: later intersections of deterministic automata stay
   * deterministic, which the analyzer's inclusion walk needs.
   */
  private static Automaton minimal(Automaton a) {
    a.minimize();
    return a;
  }

  /** The attribute a path names ({@code args.a.b}, {@code args.items[0]}, {@code session.x}). */
  static Optional<String> attribute(Expr e) {
    if (e instanceof Expr.Var v) {
      return Optional.of(v.root().text());
    }
    if (e instanceof Expr.Path p && p.base() instanceof Expr.Var v) {
      StringBuilder out = new StringBuilder(v.root().text());
      for (Segment s : p.segments()) {
        if (s instanceof Segment.Field f) {
          out.append('.').append(f.name());
        } else {
          out.append('[').append(((Segment.Index) s).index()).append(']');
        }
      }
      return Optional.of(out.toString());
    }
    return Optional.empty();
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
    if (e instanceof Expr.Null) {
      return Optional.of(NULL);
    }
    return Optional.empty();
  }

  private static final Object NULL =
      new Object() {
        @Override
        public String toString() {
          return "null";
        }
      };

  private static Dom value(Object v) {
    return v == NULL ? Dom.nullOnly() : Dom.literal(v);
  }
}
