package io.contextcov.condition;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code parse(print(ast))} gives the same AST, over seeded random trees. */
class RoundTripTest {

  @Test
  void printedTreesParseBackToThemselves() {
    RandomExprs gen = new RandomExprs(20261130L);
    int checked = 0;
    for (int i = 0; i < 3000; i++) {
      Expr expr = gen.condition(1 + i % 5);
      String text = ConditionPrinter.print(expr);
      ParseResult back = ConditionParser.parse(text);
      assertThat(back.errors()).as("errors for %s", text).isEmpty();
      assertThat(back.orThrow()).as("tree of %s", text).isEqualTo(expr);
      assertThat(ConditionPrinter.print(back.orThrow())).isEqualTo(text);
      checked++;
    }
    assertThat(checked).isEqualTo(3000);
  }

  @Test
  void hostileTextsGetErrorsNotExceptions() {
    String deep = "(".repeat(5000) + "args.a" + ")".repeat(5000);
    assertThat(ConditionParser.parse(deep).errors())
        .first()
        .satisfies(e -> assertThat(e.message()).contains("nested"));
    String nots = "! ".repeat(20000) + "args.a";
    assertThat(ConditionParser.parse(nots).ok()).isFalse();
    assertThat(ConditionParser.parse("x".repeat(100_000)).errors())
        .first()
        .satisfies(e -> assertThat(e.message()).contains("longer than"));
    assertThat(ConditionParser.parse("").errors())
        .first()
        .satisfies(e -> assertThat(e.message()).isEqualTo("empty condition"));
    assertThat(ConditionParser.parse("args.a[99999999999] == 1").errors())
        .first()
        .satisfies(e -> assertThat(e.message()).contains("too large"));
  }
}
