package io.contextcov.runtime.internal;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import io.contextcov.bundle.TransformStep;
import io.contextcov.json.Json;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Applies a transform's steps to a tool result and returns a rewritten copy (the input is never
 * changed). A field pattern is a dotted path of keys matched against the end of a value's key path
 * (list indexes are transparent): {@code phone} is any key {@code phone} at any depth, {@code
 * customer.phone} a {@code phone} inside a {@code customer}, {@code *} one key, {@code **} any
 * number of keys. Text that holds a JSON object or array is transformed as JSON and written back.
 */
public final class Transformer {
  private sealed interface Step {}

  private record Mask(List<String[]> fields, String with) implements Step {}

  private record Drop(List<String[]> fields) implements Step {}

  private record Redact(Pattern pattern, String with) implements Step {}

  private final List<Step> steps;

  public Transformer(List<TransformStep> source) {
    List<Step> list = new ArrayList<>();
    for (TransformStep s : source) {
      if (s instanceof TransformStep.Mask m) {
        list.add(new Mask(split(m.fields()), m.with()));
      } else if (s instanceof TransformStep.Drop d) {
        list.add(new Drop(split(d.fields())));
      } else {
        TransformStep.Redact r = (TransformStep.Redact) s;
        list.add(new Redact(Pattern.compile(r.pattern()), r.with()));
      }
    }
    this.steps = List.copyOf(list);
  }

  private static List<String[]> split(List<String> fields) {
    return fields.stream().map(f -> f.split("\\.")).toList();
  }

  public Object apply(Object result) {
    if (result instanceof String s) {
      String t = s.strip();
      if ((t.startsWith("{") && t.endsWith("}")) || (t.startsWith("[") && t.endsWith("]"))) {
        try {
          Object tree = Json.parse(t);
          return Json.write(applyTree(tree));
        } catch (Json.ParseException e) {
          // not JSON after all: treat it as text
        }
      }
    }
    return applyTree(result);
  }

  private Object applyTree(Object value) {
    Object v = value;
    for (Step step : steps) {
      v = rewrite(v, step, new ArrayList<>());
    }
    return v;
  }

  private Object rewrite(Object v, Step step, List<String> path) {
    if (v instanceof String s) {
      if (step instanceof Redact r) {
        Matcher m = r.pattern().matcher(s);
        return m.find() ? m.replaceAll(Matcher.quoteReplacement(r.with())) : s;
      }
      return s;
    }
    if (v instanceof Map<?, ?> map) {
      Map<String, Object> out = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : map.entrySet()) {
        String key = String.valueOf(e.getKey());
        path.add(key);
        try {
          if (step instanceof Drop d && matchesAny(d.fields(), path)) {
            continue;
          }
          if (step instanceof Mask m && matchesAny(m.fields(), path)) {
            out.put(key, m.with());
            continue;
          }
          out.put(key, rewrite(e.getValue(), step, path));
        } finally {
          path.remove(path.size() - 1);
        }
      }
      return Collections.unmodifiableMap(out);
    }
    if (v instanceof List<?> list) {
      List<Object> out = new ArrayList<>(list.size());
      for (Object item : list) {
        out.add(rewrite(item, step, path));
      }
      return Collections.unmodifiableList(out);
    }
    return v;
  }

  private static boolean matchesAny(List<String[]> patterns, List<String> path) {
    for (String[] p : patterns) {
      if (matchesEnd(p, p.length - 1, path, path.size() - 1)) {
        return true;
      }
    }
    return false;
  }

  /** Whether pattern[0..pi] matches a suffix of path[0..ki] ending at ki. */
  private static boolean matchesEnd(String[] p, int pi, List<String> path, int ki) {
    if (pi < 0) {
      return true;
    }
    if (p[pi].equals("**")) {
      for (int k = ki; k >= -1; k--) {
        if (matchesEnd(p, pi - 1, path, k)) {
          return true;
        }
      }
      return false;
    }
    if (ki < 0) {
      return false;
    }
    return (p[pi].equals("*") || p[pi].equals(path.get(ki))) && matchesEnd(p, pi - 1, path, ki - 1);
  }
}
