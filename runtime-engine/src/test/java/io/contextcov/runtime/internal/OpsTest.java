package io.contextcov.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The condition language's value semantics (DESIGN.md §3.2), one kind of value at a time. */
class OpsTest {
  @Test
  void numbersOfEveryJavaKindCompareByValue() {
    Object[] ones = {1, 1L, (short) 1, (byte) 1, BigInteger.ONE, new BigDecimal("1.0"), 1.0d, 1.0f};
    for (Object a : ones) {
      for (Object b : ones) {
        assertThat(Ops.eq(a, b)).as(a.getClass() + " == " + b.getClass()).isTrue();
        assertThat(Ops.compareNumbers(a, b)).isZero();
      }
      assertThat(Ops.isNumber(a)).isTrue();
      assertThat(Ops.decimal(a).compareTo(BigDecimal.ONE)).isZero();
    }
    assertThat(Ops.compareNumbers(2, 10)).isNegative();
    assertThat(Ops.compareNumbers(10L, 2)).isPositive();
    assertThat(Ops.compareNumbers(2, 2.5d)).isNegative();
    assertThat(Ops.compareNumbers(new BigDecimal("2.5"), 2)).isPositive();
    // integers beyond a double's precision keep their order
    assertThat(Ops.compareNumbers(Long.MAX_VALUE, Long.MAX_VALUE - 1)).isPositive();
    assertThat(Ops.eq(Long.MAX_VALUE, Long.MAX_VALUE - 1)).isFalse();
    assertThat(Ops.isNumber("1")).isFalse();
    assertThat(Ops.isNumber(null)).isFalse();
  }

  @Test
  void notANumberIsAnError() {
    assertThatThrownBy(() -> Ops.decimal(Double.NaN)).isInstanceOf(EvalException.class);
    assertThatThrownBy(() -> Ops.decimal(Double.POSITIVE_INFINITY))
        .isInstanceOf(EvalException.class);
    assertThatThrownBy(() -> Ops.compareNumbers(1.0d, Float.NaN)).isInstanceOf(EvalException.class);
    assertThat(Ops.decimal(new BigDecimal("3.25"))).isEqualByComparingTo("3.25");
    assertThat(Ops.decimal(BigInteger.TEN)).isEqualByComparingTo("10");
    assertThat(Ops.decimal(0.5f)).isEqualByComparingTo("0.5");
  }

  @Test
  void equalityOfOtherKinds() {
    assertThat(Ops.eq(null, null)).isTrue();
    assertThat(Ops.eq(null, "a")).isFalse();
    assertThat(Ops.eq("a", null)).isFalse();
    assertThat(Ops.eq("a", "a")).isTrue();
    assertThat(Ops.eq("a", "b")).isFalse();
    assertThat(Ops.eq("1", 1)).isFalse();
    assertThat(Ops.eq(1, "1")).isFalse();
    assertThat(Ops.eq(true, true)).isTrue();
    assertThat(Ops.eq(true, false)).isFalse();
  }

  @Test
  void listsAreEqualElementByElement() {
    assertThat(Ops.eq(List.of(1, "a"), List.of(1L, "a"))).isTrue();
    assertThat(Ops.eq(List.of(1, "a"), List.of(1, "b"))).isFalse();
    assertThat(Ops.eq(List.of(1, "a"), List.of("a", 1))).isFalse();
    assertThat(Ops.eq(List.of(1), List.of(1, 1))).isFalse();
    assertThat(Ops.eq(List.of(), List.of())).isTrue();
    assertThat(Ops.eq(List.of(1), Map.of("0", 1))).isFalse();
    assertThat(Ops.eq(Arrays.asList(1, null), Arrays.asList(1, null))).isTrue();
  }

  @Test
  void mapsAreEqualKeyByKey() {
    assertThat(Ops.eq(Map.of("a", 1, "b", "x"), Map.of("b", "x", "a", 1.0))).isTrue();
    assertThat(Ops.eq(Map.of("a", 1), Map.of("a", 2))).isFalse();
    assertThat(Ops.eq(Map.of("a", 1), Map.of("b", 1))).isFalse();
    assertThat(Ops.eq(Map.of("a", 1), Map.of("a", 1, "b", 2))).isFalse();
    Map<String, Object> withNull = new LinkedHashMap<>();
    withNull.put("a", null);
    assertThat(Ops.eq(withNull, Map.of("b", 1))).isFalse();
    assertThat(Ops.eq(withNull, new LinkedHashMap<>(withNull))).isTrue();
    assertThat(Ops.eq(Map.of(), List.of())).isFalse();
  }

  @Test
  void orderingNumbersAndStringsOnly() {
    assertThat(Ops.order(1, 2)).isNegative();
    assertThat(Ops.order(2.5d, 2)).isPositive();
    assertThat(Ops.order("b", "a")).isPositive();
    assertThat(Ops.order("a", "a")).isZero();
    assertThatThrownBy(() -> Ops.order("a", 1))
        .isInstanceOf(EvalException.class)
        .hasMessage("cannot order a string and a number");
    assertThatThrownBy(() -> Ops.order(1, "a"))
        .isInstanceOf(EvalException.class)
        .hasMessage("cannot order a number and a string");
    assertThatThrownBy(() -> Ops.order(null, 1))
        .isInstanceOf(EvalException.class)
        .hasMessage("cannot order null and a number");
  }

  @Test
  void membership() {
    assertThat(Ops.in(1, List.of(3, 2, 1L))).isTrue();
    assertThat(Ops.in(4, List.of(3, 2, 1))).isFalse();
    assertThat(Ops.in("x", List.of())).isFalse();
    assertThat(Ops.in("ell", "hello")).isTrue();
    assertThat(Ops.in("xyz", "hello")).isFalse();
    assertThat(Ops.in(null, "hello")).isFalse();
    assertThat(Ops.in("a", null)).isFalse();
    assertThat(Ops.in("k", Map.of("k", 1))).isTrue();
    assertThat(Ops.in("v", Map.of("k", "v"))).isFalse();
    assertThat(Ops.in(null, Map.of("k", 1))).isFalse();
    assertThat(Ops.in(7, Map.of("7", 1))).isTrue();
    assertThatThrownBy(() -> Ops.in(1, "hello"))
        .isInstanceOf(EvalException.class)
        .hasMessage("`in` a string needs a string, found a number");
    assertThatThrownBy(() -> Ops.in("a", 5))
        .isInstanceOf(EvalException.class)
        .hasMessage("`in` needs a list, string or map, found a number");
  }

  @Test
  void kindsAsErrorsNameThem() {
    assertThat(Ops.kind(null)).isEqualTo("null");
    assertThat(Ops.kind("s")).isEqualTo("a string");
    assertThat(Ops.kind(1.5)).isEqualTo("a number");
    assertThat(Ops.kind(false)).isEqualTo("a boolean");
    assertThat(Ops.kind(List.of())).isEqualTo("a list");
    assertThat(Ops.kind(Map.of())).isEqualTo("a map");
    assertThat(Ops.kind(new Object())).isEqualTo("Object");
    assertThat(Ops.string("s", "lower")).isEqualTo("s");
    assertThatThrownBy(() -> Ops.string(List.of(), "lower"))
        .isInstanceOf(EvalException.class)
        .hasMessage("lower needs a string, found a list");
    assertThat(Ops.truthy(true)).isTrue();
    assertThat(Ops.truthy("true")).isFalse();
    assertThat(Ops.truthy(null)).isFalse();
  }
}
