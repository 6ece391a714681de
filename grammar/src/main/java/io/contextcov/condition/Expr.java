package io.contextcov.condition;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * A condition or value expression (DESIGN.md section 3.2). Parentheses leave no trace: two texts
 * that mean the same tree give equal records.
 */
public sealed interface Expr {

  /** A string literal. */
  record Str(String value) implements Expr {
    public Str {
      Objects.requireNonNull(value, "value");
    }
  }

  /**
   * A number literal; the scale is kept as written, so {@code 1.50} prints back as {@code 1.50}.
   */
  record Num(BigDecimal value) implements Expr {
    public Num {
      Objects.requireNonNull(value, "value");
    }
  }

  /** {@code true} or {@code false}. */
  record Bool(boolean value) implements Expr {}

  /** {@code null}, which is also the value of every missing path. */
  record Null() implements Expr {}

  /** A list literal such as {@code ['a', 'b']}. */
  record ListOf(List<Expr> items) implements Expr {
    public ListOf {
      items = List.copyOf(items);
    }
  }

  /** One of the fixed root names ({@code args}, {@code session}...). */
  record Var(Root root) implements Expr {
    public Var {
      Objects.requireNonNull(root, "root");
    }
  }

  /** Field and index selection on a variable or on a function result. */
  record Path(Expr base, List<Segment> segments) implements Expr {
    public Path {
      Objects.requireNonNull(base, "base");
      if (!(base instanceof Var || base instanceof Call)) {
        throw new IllegalArgumentException("a path starts at a name or a function call");
      }
      segments = List.copyOf(segments);
      if (segments.isEmpty()) {
        throw new IllegalArgumentException("a path has at least one segment");
      }
    }
  }

  /** A call of one of the built-in functions. */
  record Call(Function function, List<Expr> args) implements Expr {
    public Call {
      Objects.requireNonNull(function, "function");
      args = List.copyOf(args);
      if (args.size() < function.minArgs() || args.size() > function.maxArgs()) {
        throw new IllegalArgumentException(function.text() + " takes " + function.arity());
      }
    }
  }

  /** Logical negation. */
  record Not(Expr operand) implements Expr {
    public Not {
      Objects.requireNonNull(operand, "operand");
    }
  }

  /** Logical conjunction. */
  record And(Expr left, Expr right) implements Expr {
    public And {
      Objects.requireNonNull(left, "left");
      Objects.requireNonNull(right, "right");
    }
  }

  /** Logical disjunction. */
  record Or(Expr left, Expr right) implements Expr {
    public Or {
      Objects.requireNonNull(left, "left");
      Objects.requireNonNull(right, "right");
    }
  }

  /**
   * Arithmetic on numbers ({@code +} also joins strings); a null operand gives null, a division by
   * zero or a non-number is an evaluation error.
   */
  record Arith(ArithOp op, Expr left, Expr right) implements Expr {
    public Arith {
      Objects.requireNonNull(op, "op");
      Objects.requireNonNull(left, "left");
      Objects.requireNonNull(right, "right");
    }
  }

  /** A comparison or a string/list test between two operands. */
  record Compare(CompareOp op, Expr left, Expr right) implements Expr {
    public Compare {
      Objects.requireNonNull(op, "op");
      Objects.requireNonNull(left, "left");
      Objects.requireNonNull(right, "right");
    }
  }
}
