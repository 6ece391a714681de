package io.contextcov.bundle;

import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolEffect;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.catalog.ToolTrust;
import io.contextcov.condition.ConditionPrinter;
import io.contextcov.text.Sha256;
import io.contextcov.yaml.CanonicalYaml;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes a bundle in canonical form (DESIGN.md §3.5): fixed key order, constraints sorted by id,
 * defaults written out, conditions printed canonically, LF endings, and the digest line last.
 */
public final class BundleWriter {
  /** The keys each kind adds to a constraint, in canonical order. */
  private static final Effect.Cases<Map<String, Object>> KIND_KEYS =
      new Effect.Cases<>() {
        @Override
        public Map<String, Object> deny(Effect.Deny d) {
          return Map.of();
        }

        @Override
        public Map<String, Object> allow(Effect.Allow a) {
          return Map.of();
        }

        @Override
        public Map<String, Object> assertion(Effect.Assert a) {
          return Map.of("require", ConditionPrinter.print(a.require()));
        }

        @Override
        public Map<String, Object> confirm(Effect.Confirm c) {
          return Map.of();
        }

        @Override
        public Map<String, Object> sequence(Effect.Sequence s) {
          Map<String, Object> m = new LinkedHashMap<>();
          m.put("after", patterns(s.after()));
          s.afterWhen().ifPresent(w -> m.put("after-when", ConditionPrinter.print(w)));
          s.since().ifPresent(p -> m.put("since", patterns(p)));
          s.sinceWhen().ifPresent(w -> m.put("since-when", ConditionPrinter.print(w)));
          return m;
        }

        @Override
        public Map<String, Object> limit(Effect.Limit l) {
          Map<String, Object> m = new LinkedHashMap<>();
          m.put("max", l.max());
          m.put("per", l.per().text());
          l.key().ifPresent(k -> m.put("key", ConditionPrinter.print(k)));
          return m;
        }

        @Override
        public Map<String, Object> transform(Effect.Transform t) {
          return Map.of("apply", steps(t.apply()));
        }
      };

  private BundleWriter() {}

  /** The canonical text including its {@code digest:} line. */
  public static String write(Bundle bundle) {
    String body = body(bundle);
    return body + "digest: " + digestOf(body) + "\n";
  }

  /** The digest the canonical form of {@code bundle} has. */
  public static String digest(Bundle bundle) {
    return digestOf(body(bundle));
  }

  /** Whether the bundle's declared digest matches its content. */
  public static boolean digestMatches(Bundle bundle) {
    return bundle.digest().map(d -> d.equals(digest(bundle))).orElse(false);
  }

  private static String digestOf(String body) {
    return "sha256:" + Sha256.hex(body);
  }

  /** The canonical text without the digest line. */
  public static String body(Bundle bundle) {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("contextcov", Bundle.FORMAT_VERSION);
    root.put("name", bundle.name());
    root.put("precedence", Bundle.PRECEDENCE);
    List<Object> sources = new ArrayList<>();
    for (SourceFile s : bundle.sources()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("path", s.path());
      m.put("sha256", s.sha256());
      sources.add(m);
    }
    root.put("sources", sources);
    if (!bundle.tools().isEmpty()) {
      root.put("tools", tools(bundle.tools()));
    }
    if (bundle.untrustedContent() != UntrustedContent.CONFIRM) {
      root.put("untrusted-content", bundle.untrustedContent().text());
    }
    List<Object> constraints = new ArrayList<>();
    bundle.constraints().forEach(c -> constraints.add(constraint(c)));
    root.put("constraints", constraints);
    return CanonicalYaml.write(root);
  }

  public static Map<String, Object> tools(ToolCatalog catalog) {
    Map<String, Object> tools = new LinkedHashMap<>();
    for (ToolSpec t : catalog.sorted().values()) {
      Map<String, Object> m = new LinkedHashMap<>();
      if (t.effect() != ToolEffect.UNKNOWN) {
        m.put("effect", t.effect().text());
      }
      t.description().ifPresent(d -> m.put("description", d));
      if (t.trust() != ToolTrust.DEFAULT) {
        m.put("trust", t.trust().text());
      }
      Map<String, Object> args = new LinkedHashMap<>();
      t.sortedArgs().forEach((name, spec) -> args.put(name, arg(spec)));
      m.put("args", args);
      if (!t.required().isEmpty()) {
        m.put("required", t.required());
      }
      tools.put(t.name(), m);
    }
    return tools;
  }

  private static Map<String, Object> arg(ArgSpec spec) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", spec.type().text());
    if (!spec.enumValues().isEmpty()) {
      m.put("enum", spec.enumValues());
    }
    spec.description().ifPresent(d -> m.put("description", d));
    spec.items().ifPresent(i -> m.put("items", arg(i)));
    if (!spec.properties().isEmpty()) {
      Map<String, Object> props = new LinkedHashMap<>();
      spec.sortedProperties().forEach((name, p) -> props.put(name, arg(p)));
      m.put("properties", props);
    }
    return m;
  }

  /** One constraint as an ordered map, in the canonical key order. */
  public static Map<String, Object> constraint(Constraint c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", c.id());
    m.put("kind", c.kind().text());
    m.put("on", patterns(c.on()));
    c.when().ifPresent(w -> m.put("when", ConditionPrinter.print(w)));
    m.putAll(c.effect().match(KIND_KEYS));
    c.scope().filter(s -> !s.isEmpty()).ifPresent(s -> m.put("scope", s));
    m.put("severity", c.severity().text());
    m.put("priority", c.priority());
    if (c.onErrorAllow()) {
      m.put("on-error", "allow");
    }
    c.message().ifPresent(s -> m.put("message", s));
    c.help().ifPresent(s -> m.put("help", s));
    c.source().ifPresent(s -> m.put("source", source(s)));
    if (!c.examples().isEmpty()) {
      Map<String, Object> ex = new LinkedHashMap<>();
      if (!c.examples().allow().isEmpty()) {
        ex.put("allow", c.examples().allow().stream().map(BundleWriter::example).toList());
      }
      if (!c.examples().deny().isEmpty()) {
        ex.put("deny", c.examples().deny().stream().map(BundleWriter::example).toList());
      }
      m.put("examples", ex);
    }
    return m;
  }

  private static Object patterns(ActionPattern p) {
    return p.patterns().size() == 1 ? p.patterns().get(0) : p.patterns();
  }

  private static List<Object> steps(List<TransformStep> steps) {
    List<Object> out = new ArrayList<>();
    for (TransformStep s : steps) {
      Map<String, Object> body = new LinkedHashMap<>();
      String name;
      if (s instanceof TransformStep.Mask mask) {
        name = "mask";
        body.put("fields", mask.fields());
        body.put("with", mask.with());
      } else if (s instanceof TransformStep.Redact r) {
        name = "redact";
        body.put("pattern", r.pattern());
        body.put("with", r.with());
      } else {
        name = "drop";
        body.put("fields", ((TransformStep.Drop) s).fields());
      }
      out.add(Map.of(name, body));
    }
    return out;
  }

  private static Map<String, Object> source(Source s) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("file", s.file());
    if (s.line() > 0) {
      m.put("line", s.line());
    }
    if (s.column() > 0) {
      m.put("column", s.column());
    }
    if (!s.section().isEmpty()) {
      m.put("section", s.section());
    }
    m.put("by", s.by());
    if (!s.text().isEmpty()) {
      m.put("text", s.text());
    }
    if (!s.also().isEmpty()) {
      m.put("also", s.also());
    }
    return m;
  }

  private static Map<String, Object> example(ExampleCall call) {
    Map<String, Object> m = new LinkedHashMap<>();
    call.action().ifPresent(a -> m.put("action", a));
    m.put("args", sortedCopy(call.args()));
    if (!call.session().isEmpty()) {
      m.put("session", sortedCopy(call.session()));
    }
    return m;
  }

  /** Maps inside example values are written with sorted keys, so equal maps print equally. */
  @SuppressWarnings("unchecked")
  private static Object sortedCopy(Object v) {
    if (v instanceof Map<?, ?> map) {
      Map<String, Object> out = new TreeMap<>();
      ((Map<String, Object>) map).forEach((k, x) -> out.put(k, sortedCopy(x)));
      return new LinkedHashMap<>(out);
    }
    if (v instanceof List<?> list) {
      return list.stream().map(BundleWriter::sortedCopy).toList();
    }
    return v;
  }
}
