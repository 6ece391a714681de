package io.contextcov.analyzer;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.CharSort;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.Params;
import com.microsoft.z3.ReExpr;
import com.microsoft.z3.RealExpr;
import com.microsoft.z3.SeqExpr;
import com.microsoft.z3.SeqSort;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.Expr;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Z3 as an oracle for overlap and inclusion: seeded random condition pairs over two attributes that
 * may hold a string, a number, a boolean, another value or nothing, decided by the analyzer and by
 * Z3 (one solver, push/pop). Zero disagreements allowed.
 */
class Z3OracleTest {
  private static final String[] VARS = {"args.x", "args.y"};
  private static final String[] STRINGS = {"", "a", "ab", "b", "abc", "ca"};
  private static final String[] REGEXES = {"a+", "a.*b", "(ab|c)*", "[a-c]b?", ".*c"};

  private Random random = new Random(7L);

  /** A condition as text for the analyzer and as a Z3 formula, built side by side. */
  private record Cond(String text, BoolExpr z3) {}

  private final class Vars {
    final Context ctx;
    final IntExpr[] tag = new IntExpr[2];
    final SeqExpr<CharSort>[] str;
    final RealExpr[] num = new RealExpr[2];
    final BoolExpr[] bool = new BoolExpr[2];

    @SuppressWarnings("unchecked")
    Vars(Context ctx) {
      this.ctx = ctx;
      str = new SeqExpr[2];
      for (int i = 0; i < 2; i++) {
        tag[i] = ctx.mkIntConst("tag" + i);
        str[i] = (SeqExpr<CharSort>) ctx.mkConst("str" + i, ctx.mkStringSort());
        num[i] = ctx.mkRealConst("num" + i);
        bool[i] = ctx.mkBoolConst("bool" + i);
      }
    }

    /** 0 null, 1 string, 2 number, 3 boolean, 4 other. */
    BoolExpr domain() {
      List<BoolExpr> out = new ArrayList<>();
      for (IntExpr t : tag) {
        out.add(ctx.mkAnd(ctx.mkGe(t, ctx.mkInt(0)), ctx.mkLe(t, ctx.mkInt(4))));
      }
      return ctx.mkAnd(out.toArray(new BoolExpr[0]));
    }

    BoolExpr is(int v, int t) {
      return ctx.mkEq(tag[v], ctx.mkInt(t));
    }
  }

  private Cond atom(Vars z) {
    Context c = z.ctx;
    int v = random.nextInt(2);
    String x = VARS[v];
    switch (random.nextInt(9)) {
      case 0 -> {
        String s = STRINGS[random.nextInt(STRINGS.length)];
        return new Cond(
            x + " == '" + s + "'", c.mkAnd(z.is(v, 1), c.mkEq(z.str[v], c.mkString(s))));
      }
      case 1 -> {
        String s = STRINGS[random.nextInt(STRINGS.length)];
        return new Cond(
            x + " startsWith '" + s + "'",
            c.mkAnd(z.is(v, 1), c.mkPrefixOf(c.mkString(s), z.str[v])));
      }
      case 2 -> {
        String s = STRINGS[random.nextInt(STRINGS.length)];
        return new Cond(
            x + " contains '" + s + "'",
            c.mkAnd(z.is(v, 1), c.mkContains(z.str[v], c.mkString(s))));
      }
      case 3 -> {
        int k = random.nextInt(REGEXES.length);
        return new Cond(
            x + " matches '" + REGEXES[k] + "'", c.mkAnd(z.is(v, 1), c.mkInRe(z.str[v], re(c, k))));
      }
      case 4 -> {
        int n = random.nextInt(5) - 1;
        String[] ops = {"<", "<=", ">", ">="};
        int o = random.nextInt(4);
        BoolExpr cmp =
            switch (o) {
              case 0 -> c.mkLt(z.num[v], c.mkReal(n));
              case 1 -> c.mkLe(z.num[v], c.mkReal(n));
              case 2 -> c.mkGt(z.num[v], c.mkReal(n));
              default -> c.mkGe(z.num[v], c.mkReal(n));
            };
        return new Cond(x + " " + ops[o] + " " + n, c.mkAnd(z.is(v, 2), cmp));
      }
      case 5 -> {
        int n = random.nextInt(3);
        return new Cond(x + " == " + n, c.mkAnd(z.is(v, 2), c.mkEq(z.num[v], c.mkReal(n))));
      }
      case 6 -> {
        boolean b = random.nextBoolean();
        return new Cond(x + " == " + b, c.mkAnd(z.is(v, 3), c.mkEq(z.bool[v], c.mkBool(b))));
      }
      case 7 -> {
        return new Cond(x + " == null", z.is(v, 0));
      }
      default -> {
        String a = STRINGS[random.nextInt(STRINGS.length)];
        int n = random.nextInt(3);
        return new Cond(
            x + " in ['" + a + "', " + n + "]",
            c.mkOr(
                c.mkAnd(z.is(v, 1), c.mkEq(z.str[v], c.mkString(a))),
                c.mkAnd(z.is(v, 2), c.mkEq(z.num[v], c.mkReal(n)))));
      }
    }
  }

  private ReExpr<SeqSort<CharSort>> re(Context c, int k) {
    ReExpr<SeqSort<CharSort>> a = c.mkToRe(c.mkString("a"));
    ReExpr<SeqSort<CharSort>> b = c.mkToRe(c.mkString("b"));
    ReExpr<SeqSort<CharSort>> any = c.mkAllcharRe(c.mkReSort(c.mkStringSort()));
    return switch (k) {
      case 0 -> c.mkPlus(a);
      case 1 -> c.mkConcat(a, c.mkStar(any), b);
      case 2 -> c.mkStar(c.mkUnion(c.mkToRe(c.mkString("ab")), c.mkToRe(c.mkString("c"))));
      case 3 -> c.mkConcat(c.mkRange(c.mkString("a"), c.mkString("c")), c.mkOption(b));
      default -> c.mkConcat(c.mkStar(any), c.mkToRe(c.mkString("c")));
    };
  }

  private Cond formula(Vars z, int depth) {
    if (depth <= 0) {
      return atom(z);
    }
    Context c = z.ctx;
    return switch (random.nextInt(4)) {
      case 0 -> {
        Cond a = formula(z, depth - 1);
        Cond b = formula(z, depth - 1);
        yield new Cond("(" + a.text() + ") && (" + b.text() + ")", c.mkAnd(a.z3(), b.z3()));
      }
      case 1 -> {
        Cond a = formula(z, depth - 1);
        Cond b = formula(z, depth - 1);
        yield new Cond("(" + a.text() + ") || (" + b.text() + ")", c.mkOr(a.z3(), b.z3()));
      }
      case 2 -> {
        Cond a = formula(z, depth - 1);
        yield new Cond("!(" + a.text() + ")", c.mkNot(a.z3()));
      }
      default -> atom(z);
    };
  }

  private static Region region(String text) {
    Expr e = ConditionParser.parse(text).orThrow();
    return ConditionModel.of(e);
  }

  /** Pairs compared, pairs skipped, and the disagreements of one worker. */
  private record Tally(int pairs, int skipped, List<String> disagreements) {}

  @Test
  void analyzerAgreesWithZ3OnOverlapAndInclusion() throws Exception {
    int total = Integer.getInteger("contextcov.z3.pairs", 10_000);
    // two workers, each with its own seed, context and solver: the machines have two cores
    ExecutorService pool = Executors.newFixedThreadPool(2);
    List<Future<Tally>> parts = new ArrayList<>();
    for (int w = 0; w < 2; w++) {
      long seed = 7L + w;
      int share = total / 2 + (w == 0 ? total % 2 : 0);
      parts.add(pool.submit(() -> new Z3OracleTest().run(seed, share)));
    }
    int pairs = 0;
    int skipped = 0;
    List<String> disagreements = new ArrayList<>();
    for (Future<Tally> f : parts) {
      Tally t = f.get();
      pairs += t.pairs();
      skipped += t.skipped();
      disagreements.addAll(t.disagreements());
    }
    pool.shutdown();
    System.out.println(
        "z3 oracle: "
            + pairs
            + " pairs compared on overlap and inclusion, "
            + skipped
            + " skipped (approximate or solver unknown), "
            + disagreements.size()
            + " disagreements");
    assertThat(disagreements).isEmpty();
    assertThat(pairs).isEqualTo(total);
  }

  private Tally run(long seed, int target) {
    random = new Random(seed);
    int pairs = 0;
    int skipped = 0;
    List<String> disagreements = new ArrayList<>();
    try (Context ctx = new Context()) {
      Vars z = new Vars(ctx);
      Solver solver = ctx.mkSolver();
      Params params = ctx.mkParams();
      params.add("timeout", 3000);
      solver.setParameters(params);
      solver.add(z.domain());
      while (pairs < target) {
        Cond a = formula(z, random.nextInt(3));
        Cond b = formula(z, random.nextInt(3));
        Region ra = region(a.text());
        Region rb = region(b.text());
        Region both = ra.and(rb);
        Region aNotB = ra.minus(rb);
        if (both.approximate() || aNotB.approximate()) {
          skipped++;
          continue;
        }
        solver.push();
        solver.add(a.z3(), b.z3());
        Status overlap = solver.check();
        solver.pop();
        solver.push();
        solver.add(a.z3(), ctx.mkNot(b.z3()));
        Status escape = solver.check();
        solver.pop();
        if (overlap == Status.UNKNOWN || escape == Status.UNKNOWN) {
          skipped++;
          continue;
        }
        pairs++;
        if ((overlap == Status.SATISFIABLE) == both.isEmpty()) {
          disagreements.add("overlap of [" + a.text() + "] and [" + b.text() + "]: z3 " + overlap);
        }
        if ((escape == Status.UNSATISFIABLE) != aNotB.isEmpty()) {
          disagreements.add("inclusion of [" + a.text() + "] in [" + b.text() + "]: z3 " + escape);
        }
        // the analyzer's own routes to the same answers: a meet never built, an inclusion
        // settled box by box
        if ((overlap == Status.SATISFIABLE) != ra.meets(rb)) {
          disagreements.add("meets of [" + a.text() + "] and [" + b.text() + "]: z3 " + overlap);
        }
        if ((escape == Status.UNSATISFIABLE) != ra.subsetOf(rb)) {
          disagreements.add("subsetOf [" + a.text() + "] in [" + b.text() + "]: z3 " + escape);
        }
      }
    }
    return new Tally(pairs, skipped, disagreements);
  }
}
