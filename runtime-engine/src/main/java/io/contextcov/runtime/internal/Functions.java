package io.contextcov.runtime.internal;

import io.contextcov.condition.Expr;
import io.contextcov.condition.PathArguments;
import io.contextcov.shell.CommandShape;
import io.contextcov.shell.Invocations;
import io.contextcov.shell.ShellParser;
import java.util.List;
import java.util.Map;

/** Compiled built-in functions (DESIGN.md §3.2). */
final class Functions {
  private Functions() {}

  static Eval compile(Expr.Call call) {
    List<Eval> args = call.args().stream().map(ConditionCompiler::compile).toList();
    return switch (call.function()) {
      case INVOKES -> invokes(call, args);
      case WITHIN -> {
        // only a path argument is joined with the working directory
        boolean joinCwd = PathArguments.isPathArgument(call.args().get(0));
        yield c -> {
          Object path = args.get(0).eval(c);
          Object dir = args.get(1).eval(c);
          if (path == null || dir == null) {
            return false;
          }
          return WorkspacePath.of(Ops.string(path, "within"), joinCwd ? c.cwd() : null, c.root)
              .within(Ops.string(dir, "within"));
        };
      }
      case LEN ->
          c -> {
            Object v = args.get(0).eval(c);
            if (v == null) {
              return 0L;
            }
            if (v instanceof String s) {
              return (long) s.codePointCount(0, s.length());
            }
            if (v instanceof List<?> l) {
              return (long) l.size();
            }
            if (v instanceof Map<?, ?> m) {
              return (long) m.size();
            }
            throw new EvalException("len needs a string, list or map, found " + Ops.kind(v));
          };
      case LOWER ->
          c -> {
            Object v = args.get(0).eval(c);
            return v == null ? null : ConditionCompiler.lower(Ops.string(v, "lower"));
          };
      case EXISTS -> c -> args.get(0).eval(c) != null;
      case COUNT -> count(args);
      case LAST_RESULT -> lastResult(args);
      case WRITTEN -> written(call, args);
      case ASKED -> asked(call, args);
      case CREATED -> created(call, args);
      case ALL -> quantifier(args, true);
      case ANY -> quantifier(args, false);
      case MAP -> map(args);
      case UNDECIDABLE ->
          c -> {
            Object v = args.get(0).eval(c);
            if (!(v instanceof String line)) {
              return false;
            }
            ShellParser.Parsed p = ShellParser.parse(line);
            return !p.undecidable().isEmpty() || p.overLimit() != null;
          };
      case FROM_UNTRUSTED ->
          c -> {
            Object v = args.get(0).eval(c);
            return c.history != null && c.history.provenance().origin(v).isPresent();
          };
      case TIME ->
          c -> {
            Object v = args.get(0).eval(c);
            return v instanceof String s ? Times.seconds(s) : null;
          };
    };
  }

  /** {@code all} (every element) or {@code any} (some element) over a list; null is empty. */
  private static Eval quantifier(List<Eval> args, boolean every) {
    Eval list = args.get(0);
    Eval cond = args.get(1);
    String name = every ? "all" : "any";
    return c -> {
      Object v = list.eval(c);
      if (v == null) {
        return every;
      }
      if (!(v instanceof List<?> items)) {
        throw new EvalException(name + " needs a list, found " + Ops.kind(v));
      }
      Object saved = c.item;
      try {
        for (Object item : items) {
          c.item = item;
          if (cond.test(c) != every) {
            return !every;
          }
        }
      } finally {
        c.item = saved;
      }
      return every;
    };
  }

  private static Eval map(List<Eval> args) {
    Eval list = args.get(0);
    Eval value = args.get(1);
    return c -> {
      Object v = list.eval(c);
      if (v == null) {
        return null;
      }
      if (!(v instanceof List<?> items)) {
        throw new EvalException("map needs a list, found " + Ops.kind(v));
      }
      Object saved = c.item;
      List<Object> out = new java.util.ArrayList<>(items.size());
      try {
        for (Object item : items) {
          c.item = item;
          out.add(value.eval(c));
        }
      } finally {
        c.item = saved;
      }
      return out;
    };
  }

  private static Eval invokes(Expr.Call call, List<Eval> args) {
    Eval line = args.get(0);
    CommandShape fixed =
        call.args().get(1) instanceof Expr.Str s ? ConditionCompiler.command(s.value()) : null;
    Eval patternArg = args.get(1);
    return c -> {
      Object v = line.eval(c);
      if (v == null) {
        return false;
      }
      CommandShape pattern = fixed;
      if (pattern == null) {
        Object p = patternArg.eval(c);
        if (p == null) {
          return false;
        }
        try {
          pattern = Invocations.pattern(Ops.string(p, "invokes"));
        } catch (IllegalArgumentException e) {
          throw new EvalException(e.getMessage());
        }
      }
      return Invocations.invokes(c.shapes(Ops.string(v, "invokes")), pattern);
    };
  }

  private static Eval count(List<Eval> args) {
    Eval list = args.get(0);
    Eval cond = args.get(1);
    return c -> {
      Object v = list.eval(c);
      if (v == null) {
        return 0L;
      }
      if (!(v instanceof List<?> items)) {
        throw new EvalException("count needs a list, found " + Ops.kind(v));
      }
      Object saved = c.item;
      long n = 0;
      try {
        for (Object item : items) {
          c.item = item;
          if (cond.test(c)) {
            n++;
          }
        }
      } finally {
        c.item = saved;
      }
      return n;
    };
  }

  private static Eval written(Expr.Call call, List<Eval> args) {
    com.google.re2j.Pattern fixed =
        call.args().get(0) instanceof Expr.Str s
            ? ConditionCompiler.pattern(s.value(), true)
            : null;
    return c -> {
      if (c.history == null) {
        return false;
      }
      com.google.re2j.Pattern glob =
          fixed != null
              ? fixed
              : ConditionCompiler.pattern(Ops.string(args.get(0).eval(c), "written"), true);
      return c.history.written(p -> glob.matcher(p).matches());
    };
  }

  private static Eval created(Expr.Call call, List<Eval> args) {
    boolean joinCwd = PathArguments.isPathArgument(call.args().get(0));
    return c -> {
      Object path = args.get(0).eval(c);
      if (path == null) {
        return false;
      }
      WorkspacePath wp =
          WorkspacePath.of(Ops.string(path, "created"), joinCwd ? c.cwd() : null, c.root);
      if (wp.absolute() == null) {
        return true;
      }
      try {
        return !java.nio.file.Files.exists(java.nio.file.Path.of(wp.absolute()));
      } catch (java.nio.file.InvalidPathException e) {
        return true;
      }
    };
  }

  private static Eval asked(Expr.Call call, List<Eval> args) {
    return c -> {
      if (c.history == null || c.history.userTurn() == null) {
        return false;
      }
      String word = ConditionCompiler.lower(Ops.string(args.get(0).eval(c), "asked")).strip();
      String turn = ConditionCompiler.lower(c.history.userTurn());
      int from = 0;
      int at;
      while (!word.isEmpty() && (at = turn.indexOf(word, from)) >= 0) {
        int end = at + word.length();
        boolean start = at == 0 || !Character.isLetterOrDigit(turn.charAt(at - 1));
        boolean stop = end == turn.length() || !Character.isLetterOrDigit(turn.charAt(end));
        if (start && stop) {
          return true;
        }
        from = at + 1;
      }
      return false;
    };
  }

  private static Eval lastResult(List<Eval> args) {
    Eval tool = args.get(0);
    Eval key = args.size() > 1 ? args.get(1) : null;
    return c -> {
      if (c.history == null) {
        return null;
      }
      String t = Ops.string(tool.eval(c), "lastResult");
      if (key == null) {
        return c.history.lastResult(t, null, null);
      }
      String k = Ops.string(key.eval(c), "lastResult");
      Object value = c.args.get(k);
      return value == null ? null : c.history.lastResult(t, k, value);
    };
  }
}
