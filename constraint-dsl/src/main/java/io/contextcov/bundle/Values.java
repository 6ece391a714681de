package io.contextcov.bundle;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON-like values as the bundle keeps them: String, BigDecimal, Boolean, null, unmodifiable List
 * and Map (insertion order kept). Other number types are converted.
 */
public final class Values {
  private Values() {}

  public static Map<String, Object> copyMap(Map<String, ?> map) {
    Map<String, Object> out = new LinkedHashMap<>();
    map.forEach((k, v) -> out.put(k, copy(v)));
    return Collections.unmodifiableMap(out);
  }

  public static Object copy(Object value) {
    if (value == null || value instanceof String || value instanceof Boolean) {
      return value;
    }
    if (value instanceof BigDecimal d) {
      return d;
    }
    if (value instanceof Integer
        || value instanceof Long
        || value instanceof Short
        || value instanceof Byte) {
      return BigDecimal.valueOf(((Number) value).longValue());
    }
    if (value instanceof BigInteger b) {
      return new BigDecimal(b);
    }
    if (value instanceof Number n) {
      double d = n.doubleValue();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        throw new IllegalArgumentException("not a finite number: " + d);
      }
      return BigDecimal.valueOf(d);
    }
    if (value instanceof Map<?, ?> m) {
      Map<String, Object> out = new LinkedHashMap<>();
      m.forEach((k, v) -> out.put(String.valueOf(k), copy(v)));
      return Collections.unmodifiableMap(out);
    }
    if (value instanceof List<?> l) {
      List<Object> out = new ArrayList<>(l.size());
      l.forEach(v -> out.add(copy(v)));
      return Collections.unmodifiableList(out);
    }
    return value.toString();
  }
}
