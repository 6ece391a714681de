package io.contextcov.analyzer;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.Expr;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The analyzer skips pairs whose conditions require incompatible values of one argument. That is
 * sound only if every pair it skips really has no call in common: checked against the built regions
 * on seeded random conditions, and on the cases the index is for.
 */
class LiteralKeysTest {
  private static final String[] ATOMS = {
    "args.branch == 'main'",
    "args.branch == 'dev'",
    "args.branch in ['main', 'release']",
    "args.branch in ['dev', 'feature']",
    "args.branch != 'main'",
    "args.kind == 'a'",
    "args.path glob 'src/**'",
    "args.path glob 'src/api/**'",
    "args.path glob 'src/web/*.ts'",
    "args.path glob 'docs/**/*.md'",
    "args.path glob 'src'",
    "args.path glob '**/*.lock'",
    "args.path glob 'src/a?i/**'",
    "within(args.path, 'src/')",
    "invokes(args.command, 'git push')",
    "args.n > 3",
  };

  private final Random random = new Random(20261201L);

  private String condition(int depth) {
    if (depth == 0 || random.nextInt(3) == 0) {
      String atom = ATOMS[random.nextInt(ATOMS.length)];
      return random.nextInt(5) == 0 ? "!(" + atom + ")" : atom;
    }
    String op = random.nextInt(3) == 0 ? " || " : " && ";
    return "(" + condition(depth - 1) + op + condition(depth - 1) + ")";
  }

  private static Expr parse(String text) {
    return ConditionParser.parse(text).orThrow();
  }

  private static boolean disjoint(String a, String b) {
    return LiteralKeys.of(Optional.of(parse(a))).disjoint(LiteralKeys.of(Optional.of(parse(b))));
  }

  @Test
  void skippedPairsNeverMeet() {
    List<String> unsound = new ArrayList<>();
    int skipped = 0;
    for (int i = 0; i < 4_000; i++) {
      String a = condition(random.nextInt(3));
      String b = condition(random.nextInt(3));
      if (disjoint(a, b)) {
        skipped++;
        if (!ConditionModel.of(parse(a)).and(ConditionModel.of(parse(b))).isEmpty()) {
          unsound.add("[" + a + "] [" + b + "]");
        }
      }
    }
    assertThat(unsound).isEmpty();
    // the seeded conditions give the index something to skip
    assertThat(skipped).isGreaterThan(200);
  }

  @Test
  void requirementsOnOneArgument() {
    assertThat(disjoint("args.branch == 'main'", "args.branch == 'dev'")).isTrue();
    assertThat(disjoint("args.branch == 'main'", "args.branch in ['dev', 'main']")).isFalse();
    assertThat(disjoint("args.path glob 'src/api/**'", "args.path glob 'src/web/**'")).isTrue();
    assertThat(disjoint("args.path glob 'src/**'", "args.path glob 'src/web/*.ts'")).isFalse();
    assertThat(disjoint("args.path glob 'src/api/**'", "args.path glob 'src/ap*/x'")).isFalse();
    assertThat(disjoint("args.path glob 'src'", "args.path glob 'src/**'")).isTrue();
    // only top-level conjuncts count; a disjunction requires nothing
    assertThat(disjoint("args.branch == 'main' || args.n > 1", "args.branch == 'dev'")).isFalse();
    // different arguments, or a path compared by equality (normalised at run time), say nothing
    assertThat(disjoint("args.branch == 'main'", "args.kind == 'dev'")).isFalse();
    assertThat(disjoint("args.path == 'a'", "args.path == 'b'")).isFalse();
    // globs that may leave the root or start at it are not indexed
    assertThat(disjoint("args.path glob '/etc/**'", "args.path glob 'src/**'")).isFalse();
    assertThat(disjoint("args.path glob '../x/**'", "args.path glob 'src/**'")).isFalse();
  }
}
