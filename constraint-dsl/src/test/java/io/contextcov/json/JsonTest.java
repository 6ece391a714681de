package io.contextcov.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
  @Test
  void readsValuesAsPlainJava() throws Json.ParseException {
    Object v = Json.parse("{\"a\": [1, 2.5, true, null, \"x\"], \"b\": {}}");
    assertThat(v)
        .isEqualTo(
            Map.of(
                "a",
                java.util.Arrays.asList(
                    new BigDecimal("1"), new BigDecimal("2.5"), true, null, "x"),
                "b",
                Map.of()));
  }

  @Test
  void refusesDuplicateKeysTrailingTextAndDeepNesting() {
    assertThatThrownBy(() -> Json.parse("{\"a\":1,\"a\":2}"))
        .isInstanceOf(Json.ParseException.class)
        .hasMessageContaining("duplicate");
    assertThatThrownBy(() -> Json.parse("{} x"))
        .isInstanceOf(Json.ParseException.class)
        .satisfies(e -> assertThat(((Json.ParseException) e).column()).isEqualTo(4));
    assertThatThrownBy(() -> Json.parse("[".repeat(600) + "]".repeat(600)))
        .isInstanceOf(Json.ParseException.class);
    assertThatThrownBy(() -> Json.parse("")).isInstanceOf(Json.ParseException.class);
  }

  @Test
  void positionsAreOneBased() {
    assertThatThrownBy(() -> Json.parse("{\n  \"a\": ,\n}"))
        .isInstanceOf(Json.ParseException.class)
        .satisfies(
            e -> {
              Json.ParseException p = (Json.ParseException) e;
              assertThat(p.line()).isEqualTo(2);
              assertThat(p.column()).isEqualTo(8);
            });
  }

  @Test
  void writesLoneSurrogatesAsEscapesSoLinesStayValid() throws Json.ParseException {
    String lone = "a\uD800b";
    String text = Json.write(Map.of("s", lone));
    assertThat(text).isEqualTo("{\"s\":\"a\\ud800b\"}");
    assertThat(text.chars().allMatch(c -> c < 0x80)).isTrue();
    assertThat(Json.parse(text)).isEqualTo(Map.of("s", lone));
    String pair = "smile \uD83D\uDE00";
    assertThat(Json.parse(Json.write(pair))).isEqualTo(pair);
    assertThat(Json.write("line\u2028sep\n")).isEqualTo("\"line\\u2028sep\\n\"");
  }

  @Test
  void sortedWritingGivesEqualTextForEqualValues() {
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("b", 1);
    a.put("a", List.of(Map.of("y", 2, "x", 1)));
    Map<String, Object> b = new LinkedHashMap<>();
    b.put("a", List.of(Map.of("x", 1, "y", 2)));
    b.put("b", 1);
    assertThat(Json.writeSorted(a)).isEqualTo(Json.writeSorted(b));
    assertThat(Json.writeSorted(a)).isEqualTo("{\"a\":[{\"x\":1,\"y\":2}],\"b\":1}");
    assertThat(Json.write(Double.NaN)).isEqualTo("null");
    assertThat(Json.write(0.1d)).isEqualTo("0.1");
  }
}
