package io.contextcov.yaml;

import io.contextcov.condition.NearMiss;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the keys of one YAML mapping with typed accessors; every problem (unknown key with a
 * suggestion, repeated key, missing key, wrong type) becomes a diagnostic, never an exception.
 */
public final class MappingReader {
  private final YamlNode.Mapping mapping;
  private final String what;
  private final List<Diagnostic> out;
  private final Map<String, YamlNode> values = new HashMap<>();

  /**
   * @param what how messages name the mapping, such as "constraint `no-force-push`"
   * @param allowed the keys this mapping may have
   */
  public MappingReader(
      YamlNode.Mapping mapping, String what, Set<String> allowed, List<Diagnostic> out) {
    this.mapping = mapping;
    this.what = what;
    this.out = out;
    Map<String, Span> seen = new HashMap<>();
    for (YamlNode.Entry e : mapping.entries()) {
      String key = e.key().text();
      Span first = seen.putIfAbsent(key, e.key().span());
      if (first != null) {
        out.add(
            Diagnostic.error(
                Code.DUPLICATE,
                e.key().span(),
                "key `" + key + "` appears twice in " + what,
                "the first is at line " + first.line()));
        continue;
      }
      if (!allowed.contains(key)) {
        String near = NearMiss.of(key, allowed);
        out.add(
            Diagnostic.error(
                Code.UNKNOWN_KEY,
                new Span(
                    e.key().span().file(),
                    e.key().span().line(),
                    e.key().span().column(),
                    key.length()),
                "unknown key `" + key + "` in " + what,
                near != null
                    ? "did you mean `" + near + "`?"
                    : "allowed keys: " + String.join(", ", allowed.stream().sorted().toList())));
        continue;
      }
      values.put(key, e.value());
    }
  }

  public YamlNode.Mapping node() {
    return mapping;
  }

  public boolean has(String key) {
    return values.containsKey(key);
  }

  public Optional<YamlNode> get(String key) {
    return Optional.ofNullable(values.get(key));
  }

  /** The span of a key's value, or of the mapping when the key is absent. */
  public Span spanOf(String key) {
    return get(key).map(YamlNode::span).orElse(mapping.span());
  }

  /** Reports a missing key and returns false. */
  public boolean require(String key) {
    if (has(key)) {
      return true;
    }
    out.add(Diagnostic.error(Code.MISSING_KEY, mapping.span(), what + " has no `" + key + "`"));
    return false;
  }

  /** A text value; numbers and booleans are refused unless {@code lenient}. */
  public Optional<YamlNode.Scalar> scalar(String key, boolean lenient) {
    Optional<YamlNode> node = get(key);
    if (node.isEmpty()) {
      return Optional.empty();
    }
    if (node.get() instanceof YamlNode.Scalar s
        && (s.type() == YamlNode.ScalarType.STRING
            || (lenient && s.type() != YamlNode.ScalarType.NULL))) {
      return Optional.of(s);
    }
    wrongType(key, node.get(), "text");
    return Optional.empty();
  }

  public Optional<String> string(String key) {
    return scalar(key, false).map(YamlNode.Scalar::text);
  }

  public Optional<BigDecimal> number(String key) {
    Optional<YamlNode> node = get(key);
    if (node.isEmpty()) {
      return Optional.empty();
    }
    if (node.get() instanceof YamlNode.Scalar s && s.type() == YamlNode.ScalarType.NUMBER) {
      try {
        return Optional.of(new BigDecimal(s.text().replace("_", "")));
      } catch (NumberFormatException e) {
        // fall through to the type error
      }
    }
    wrongType(key, node.get(), "a number");
    return Optional.empty();
  }

  /** A whole number within int range. */
  public Optional<Integer> integer(String key) {
    Optional<BigDecimal> n = number(key);
    if (n.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(n.get().intValueExact());
    } catch (ArithmeticException e) {
      out.add(
          Diagnostic.error(
              Code.WRONG_TYPE, spanOf(key), "`" + key + "` must be a whole number in int range"));
      return Optional.empty();
    }
  }

  public Optional<Boolean> bool(String key) {
    Optional<YamlNode> node = get(key);
    if (node.isEmpty()) {
      return Optional.empty();
    }
    if (node.get() instanceof YamlNode.Scalar s && s.type() == YamlNode.ScalarType.BOOLEAN) {
      return Optional.of(Boolean.parseBoolean(s.text().toLowerCase(Locale.ROOT)));
    }
    wrongType(key, node.get(), "`true` or `false`");
    return Optional.empty();
  }

  public Optional<YamlNode.Mapping> mapping(String key) {
    Optional<YamlNode> node = get(key);
    if (node.isEmpty()) {
      return Optional.empty();
    }
    if (node.get() instanceof YamlNode.Mapping m) {
      return Optional.of(m);
    }
    wrongType(key, node.get(), "a mapping");
    return Optional.empty();
  }

  public Optional<YamlNode.Sequence> sequence(String key) {
    Optional<YamlNode> node = get(key);
    if (node.isEmpty()) {
      return Optional.empty();
    }
    if (node.get() instanceof YamlNode.Sequence s) {
      return Optional.of(s);
    }
    wrongType(key, node.get(), "a list");
    return Optional.empty();
  }

  /** Text or a list of texts, as {@code on:} accepts. */
  public Optional<List<YamlNode.Scalar>> stringOrList(String key) {
    Optional<YamlNode> node = get(key);
    if (node.isEmpty()) {
      return Optional.empty();
    }
    if (node.get() instanceof YamlNode.Scalar s && s.type() == YamlNode.ScalarType.STRING) {
      return Optional.of(List.of(s));
    }
    if (node.get() instanceof YamlNode.Sequence seq) {
      List<YamlNode.Scalar> items = new ArrayList<>();
      for (YamlNode item : seq.items()) {
        if (item instanceof YamlNode.Scalar s && s.type() == YamlNode.ScalarType.STRING) {
          items.add(s);
        } else {
          out.add(
              Diagnostic.error(
                  Code.WRONG_TYPE,
                  item.span(),
                  "`" + key + "` lists text, found " + YamlNode.describe(item)));
        }
      }
      return Optional.of(items);
    }
    wrongType(key, node.get(), "text or a list of text");
    return Optional.empty();
  }

  private void wrongType(String key, YamlNode node, String expected) {
    out.add(
        Diagnostic.error(
            Code.WRONG_TYPE,
            node.span(),
            "`" + key + "` must be " + expected + ", found " + YamlNode.describe(node)));
  }
}
