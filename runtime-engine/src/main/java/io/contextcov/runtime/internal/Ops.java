package io.contextcov.runtime.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/** Value semantics of the condition language (DESIGN.md §3.2): equality, ordering, membership. */
public final class Ops {
  private Ops() {}

  public static boolean truthy(Object v) {
    return Boolean.TRUE.equals(v);
  }

  public static boolean isNumber(Object v) {
    return v instanceof Number;
  }

  public static BigDecimal decimal(Object v) {
    if (v instanceof BigDecimal d) {
      return d;
    }
    if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
      return BigDecimal.valueOf(((Number) v).longValue());
    }
    if (v instanceof BigInteger b) {
      return new BigDecimal(b);
    }
    double d = ((Number) v).doubleValue();
    if (Double.isNaN(d) || Double.isInfinite(d)) {
      throw new EvalException("not a finite number: " + d);
    }
    return BigDecimal.valueOf(d);
  }

  private static boolean isIntegral(Object v) {
    return v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte;
  }

  public static int compareNumbers(Object a, Object b) {
    if (isIntegral(a) && isIntegral(b)) {
      return Long.compare(((Number) a).longValue(), ((Number) b).longValue());
    }
    return decimal(a).compareTo(decimal(b));
  }

  public static boolean eq(Object a, Object b) {
    if (a == b) {
      return true;
    }
    if (a == null || b == null) {
      return false;
    }
    if (a instanceof Number && b instanceof Number) {
      return compareNumbers(a, b) == 0;
    }
    if (a instanceof List<?> la && b instanceof List<?> lb) {
      if (la.size() != lb.size()) {
        return false;
      }
      for (int i = 0; i < la.size(); i++) {
        if (!eq(la.get(i), lb.get(i))) {
          return false;
        }
      }
      return true;
    }
    if (a instanceof Map<?, ?> ma && b instanceof Map<?, ?> mb) {
      if (ma.size() != mb.size()) {
        return false;
      }
      for (Map.Entry<?, ?> e : ma.entrySet()) {
        if (!mb.containsKey(e.getKey()) || !eq(e.getValue(), mb.get(e.getKey()))) {
          return false;
        }
      }
      return true;
    }
    return a.equals(b);
  }

  /** Ordering; false when either side is null; a type error for mixed or unordered kinds. */
  public static int order(Object a, Object b) {
    if (a instanceof Number && b instanceof Number) {
      return compareNumbers(a, b);
    }
    if (a instanceof String sa && b instanceof String sb) {
      return sa.compareTo(sb);
    }
    throw new EvalException("cannot order " + kind(a) + " and " + kind(b));
  }

  public static boolean in(Object needle, Object haystack) {
    if (haystack == null) {
      return false;
    }
    if (haystack instanceof List<?> list) {
      for (Object o : list) {
        if (eq(needle, o)) {
          return true;
        }
      }
      return false;
    }
    if (haystack instanceof String s) {
      if (needle == null) {
        return false;
      }
      if (!(needle instanceof String n)) {
        throw new EvalException("`in` a string needs a string, found " + kind(needle));
      }
      return s.contains(n);
    }
    if (haystack instanceof Map<?, ?> m) {
      return needle != null && m.containsKey(needle.toString());
    }
    throw new EvalException("`in` needs a list, string or map, found " + kind(haystack));
  }

  public static String kind(Object v) {
    if (v == null) {
      return "null";
    }
    if (v instanceof String) {
      return "a string";
    }
    if (v instanceof Number) {
      return "a number";
    }
    if (v instanceof Boolean) {
      return "a boolean";
    }
    if (v instanceof List<?>) {
      return "a list";
    }
    if (v instanceof Map<?, ?>) {
      return "a map";
    }
    return v.getClass().getSimpleName();
  }

  public static String string(Object v, String what) {
    if (v instanceof String s) {
      return s;
    }
    throw new EvalException(what + " needs a string, found " + kind(v));
  }
}
