package io.contextcov.yaml;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Converts nodes to JSON-like Java values: String, BigDecimal, Boolean, null, List, Map. */
public final class YamlValues {
  private YamlValues() {}

  public static Object toJava(YamlNode node) {
    if (node instanceof YamlNode.Scalar s) {
      return switch (s.type()) {
        case STRING -> s.text();
        case NULL -> null;
        case BOOLEAN -> Boolean.parseBoolean(s.text().toLowerCase(Locale.ROOT));
        case NUMBER -> number(s.text());
      };
    }
    if (node instanceof YamlNode.Sequence seq) {
      List<Object> out = new ArrayList<>();
      seq.items().forEach(i -> out.add(toJava(i)));
      return Collections.unmodifiableList(out);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    for (YamlNode.Entry e : ((YamlNode.Mapping) node).entries()) {
      out.putIfAbsent(e.key().text(), toJava(e.value()));
    }
    return Collections.unmodifiableMap(out);
  }

  private static Object number(String text) {
    try {
      return new BigDecimal(text.replace("_", ""));
    } catch (NumberFormatException e) {
      return text;
    }
  }
}
