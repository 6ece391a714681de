package io.contextcov.condition;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Seeded generator of well-formed ASTs for property tests. */
final class RandomExprs {
  private static final String[] FIELDS = {
    "a", "query_type", "in", "not", "x1", "weird key", "é", ""
  };
  private static final String[] STRINGS = {
    "", "sales", "it's", "a\\b", "line\nbreak", "\"q\"", "中文", "\t"
  };

  private final Random random;

  RandomExprs(long seed) {
    this.random = new Random(seed);
  }

  Expr condition(int depth) {
    if (depth <= 0) {
      return compare(1);
    }
    return switch (random.nextInt(5)) {
      case 0 -> new Expr.And(condition(depth - 1), condition(depth - 1));
      case 1 -> new Expr.Or(condition(depth - 1), condition(depth - 1));
      case 2 -> new Expr.Not(condition(depth - 1));
      case 3 -> compare(depth - 1);
      default -> operand(depth - 1);
    };
  }

  private Expr compare(int depth) {
    CompareOp op = CompareOp.values()[random.nextInt(CompareOp.values().length)];
    return new Expr.Compare(op, operand(depth), operand(depth));
  }

  Expr operand(int depth) {
    int choice = random.nextInt(depth > 0 ? 12 : 7);
    return switch (choice) {
      case 0 -> new Expr.Str(STRINGS[random.nextInt(STRINGS.length)]);
      case 1 -> new Expr.Num(number());
      case 2 -> new Expr.Bool(random.nextBoolean());
      case 3 -> new Expr.Null();
      case 4 -> new Expr.Var(Root.values()[random.nextInt(Root.values().length)]);
      case 5, 6 -> path(new Expr.Var(Root.values()[random.nextInt(Root.values().length)]));
      case 7 -> {
        List<Expr> items = new ArrayList<>();
        int n = random.nextInt(4);
        for (int i = 0; i < n; i++) {
          items.add(random.nextBoolean() ? operand(depth - 1) : condition(depth - 1));
        }
        yield new Expr.ListOf(items);
      }
      case 10, 11 ->
          new Expr.Arith(
              ArithOp.values()[random.nextInt(ArithOp.values().length)],
              operand(depth - 1),
              operand(depth - 1));
      default -> {
        Function f = Function.values()[random.nextInt(Function.values().length)];
        int n = f.minArgs() + random.nextInt(f.maxArgs() - f.minArgs() + 1);
        List<Expr> args = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          args.add(random.nextBoolean() ? operand(depth - 1) : condition(depth - 1));
        }
        Expr call = new Expr.Call(f, args);
        yield random.nextBoolean() ? path(call) : call;
      }
    };
  }

  private Expr path(Expr base) {
    List<Segment> segments = new ArrayList<>();
    int n = 1 + random.nextInt(3);
    for (int i = 0; i < n; i++) {
      segments.add(
          random.nextInt(4) == 0
              ? new Segment.Index(random.nextInt(12))
              : new Segment.Field(FIELDS[random.nextInt(FIELDS.length)]));
    }
    return new Expr.Path(base, segments);
  }

  private BigDecimal number() {
    return switch (random.nextInt(4)) {
      case 0 -> BigDecimal.valueOf(random.nextInt(1000) - 500);
      case 1 -> new BigDecimal((random.nextInt(20000) - 10000) + "." + random.nextInt(100));
      case 2 -> BigDecimal.ZERO;
      default -> new BigDecimal(random.nextInt(9) + ".5e" + (random.nextInt(10) - 5));
    };
  }
}
