package io.contextcov.bundle;

import io.contextcov.catalog.CatalogReader;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.condition.Expr;
import io.contextcov.condition.NearMiss;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import io.contextcov.yaml.MappingReader;
import io.contextcov.yaml.YamlLoader;
import io.contextcov.yaml.YamlNode;
import io.contextcov.yaml.YamlValues;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Reads {@code contextcov.bundle.yaml} into a {@link Bundle}, reporting every problem of the file
 * with its position rather than stopping at the first.
 */
public final class BundleReader {
  private static final Set<String> TOP_KEYS =
      Set.of(
          "contextcov",
          "name",
          "precedence",
          "sources",
          "tools",
          "untrusted-content",
          "constraints",
          "digest");
  private static final Set<String> COMMON_KEYS =
      Set.of(
          "id",
          "kind",
          "on",
          "when",
          "severity",
          "priority",
          "scope",
          "message",
          "help",
          "source",
          "examples",
          "on-error");
  private static final Map<Kind, Set<String>> KIND_KEYS =
      Map.of(
          Kind.DENY, Set.of(),
          Kind.ALLOW, Set.of(),
          Kind.CONFIRM, Set.of(),
          Kind.ASSERT, Set.of("require"),
          Kind.SEQUENCE, Set.of("after", "after-when", "since", "since-when"),
          Kind.LIMIT, Set.of("max", "per", "key"),
          Kind.TRANSFORM, Set.of("apply"));
  private static final Set<String> ALL_CONSTRAINT_KEYS = allConstraintKeys();
  private static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,127}");

  /**
   * What reading gave: the bundle when the file had no errors, all diagnostics sorted by position,
   * and where each constraint's keys are in the file (for later checks to point at).
   */
  public record Result(
      Optional<Bundle> bundle, List<Diagnostic> diagnostics, Map<String, Locations> locations) {
    public Result {
      diagnostics = diagnostics.stream().sorted().toList();
      locations = Map.copyOf(locations);
    }

    public boolean hasErrors() {
      return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
  }

  /** The file positions of one constraint: its list item and the scalars of its conditions. */
  public record Locations(Span item, Map<String, YamlNode.Scalar> scalars) {
    public Locations {
      scalars = Map.copyOf(scalars);
    }

    public Span of(String key) {
      YamlNode.Scalar s = scalars.get(key);
      return s != null ? s.span() : item;
    }
  }

  private final String file;
  private final List<Diagnostic> out = new ArrayList<>();
  private final Map<String, Locations> locations = new LinkedHashMap<>();

  private BundleReader(String file) {
    this.file = file;
  }

  public static Result read(Path path, String displayName) {
    return new BundleReader(displayName).read(YamlLoader.load(path, displayName));
  }

  public static Result read(String text, String file) {
    return new BundleReader(file).read(YamlLoader.load(text, file));
  }

  /**
   * Reads hand-written constraints embedded in another file (a fenced block of an instruction
   * file): a list of constraints, or a mapping with {@code constraints:}. Positions are reported as
   * lines of the enclosing file, the block's first line being {@code firstLine}.
   */
  public static Result readConstraints(String yaml, String file, int firstLine) {
    BundleReader reader = new BundleReader(file);
    YamlLoader.Loaded loaded =
        YamlLoader.load("\n".repeat(Math.max(0, firstLine - 1)) + yaml, file);
    reader.out.addAll(loaded.diagnostics());
    if (loaded.root().isEmpty()) {
      return reader.result(Optional.empty());
    }
    YamlNode root = loaded.root().get();
    if (root instanceof YamlNode.Mapping m && m.get("constraints").isPresent()) {
      root = m.get("constraints").get();
    } else if (root instanceof YamlNode.Mapping m && m.get("id").isPresent()) {
      root = new YamlNode.Sequence(List.of(m), m.span());
    }
    if (!(root instanceof YamlNode.Sequence seq)) {
      reader.out.add(
          Diagnostic.error(
              Code.WRONG_TYPE,
              root.span(),
              "a contextcov block holds a list of constraints",
              "write `- {id: …, kind: …, on: …}` items"));
      return reader.result(Optional.empty());
    }
    List<Constraint> list = reader.constraints(seq);
    boolean errors = reader.out.stream().anyMatch(Diagnostic::isError);
    return reader.result(
        errors
            ? Optional.empty()
            : Optional.of(
                new Bundle("embedded", List.of(), ToolCatalog.EMPTY, list, Optional.empty())));
  }

  private Result read(YamlLoader.Loaded loaded) {
    out.addAll(loaded.diagnostics());
    if (loaded.root().isEmpty()) {
      if (loaded.diagnostics().isEmpty()) {
        out.add(
            Diagnostic.error(
                Code.NOT_A_BUNDLE,
                Span.file(file),
                "file is empty",
                "a bundle starts with `contextcov: 1`"));
      }
      return result(Optional.empty());
    }
    if (!(loaded.root().get() instanceof YamlNode.Mapping root)) {
      out.add(
          Diagnostic.error(
              Code.NOT_A_BUNDLE,
              loaded.root().get().span(),
              "a bundle is a mapping, found " + YamlNode.describe(loaded.root().get()),
              "a bundle starts with `contextcov: 1`"));
      return result(Optional.empty());
    }
    MappingReader top = new MappingReader(root, "the bundle", TOP_KEYS, out);
    if (top.require("contextcov")) {
      top.number("contextcov")
          .filter(v -> v.intValue() != Bundle.FORMAT_VERSION || v.scale() > 0)
          .ifPresent(
              v ->
                  out.add(
                      Diagnostic.error(
                          Code.NOT_A_BUNDLE,
                          top.spanOf("contextcov"),
                          "unsupported bundle format version `" + v.toPlainString() + "`",
                          "this contextcov reads version " + Bundle.FORMAT_VERSION)));
    }
    String name = top.string("name").orElse("");
    top.string("precedence")
        .filter(p -> !p.equals(Bundle.PRECEDENCE))
        .ifPresent(
            p ->
                out.add(
                    Diagnostic.error(
                        Code.WRONG_TYPE,
                        top.spanOf("precedence"),
                        "unknown precedence `" + p + "`",
                        "the only precedence is `" + Bundle.PRECEDENCE + "`")));
    List<SourceFile> sources = top.sequence("sources").map(this::sources).orElse(List.of());
    ToolCatalog tools =
        top.mapping("tools")
            .map(m -> CatalogReader.readToolsMapping(m, out))
            .orElse(ToolCatalog.EMPTY);
    UntrustedContent untrusted = UntrustedContent.CONFIRM;
    Optional<String> untrustedText = top.string("untrusted-content");
    if (untrustedText.isPresent()) {
      Optional<UntrustedContent> u = UntrustedContent.byText(untrustedText.get());
      if (u.isEmpty()) {
        out.add(
            Diagnostic.error(
                Code.WRONG_TYPE,
                top.spanOf("untrusted-content"),
                "unknown untrusted-content `" + untrustedText.get() + "`",
                "use `confirm` (the default), `deny` or `off`"));
      }
      untrusted = u.orElse(UntrustedContent.CONFIRM);
    }
    List<Constraint> constraints = new ArrayList<>();
    if (top.require("constraints")) {
      top.sequence("constraints").ifPresent(seq -> constraints.addAll(constraints(seq)));
    }
    Optional<String> digest = top.string("digest");
    digest
        .filter(d -> !d.matches("sha256:[0-9a-f]{64}"))
        .ifPresent(
            d ->
                out.add(
                    Diagnostic.error(
                        Code.DIGEST,
                        top.spanOf("digest"),
                        "malformed digest `" + d + "`",
                        "a digest is `sha256:` and 64 hex digits; `contextcov fmt` writes it")));
    boolean errors = out.stream().anyMatch(Diagnostic::isError);
    return result(
        errors
            ? Optional.empty()
            : Optional.of(new Bundle(name, sources, tools, constraints, digest, untrusted)));
  }

  private Result result(Optional<Bundle> bundle) {
    return new Result(bundle, out, locations);
  }

  private List<SourceFile> sources(YamlNode.Sequence seq) {
    List<SourceFile> list = new ArrayList<>();
    for (YamlNode item : seq.items()) {
      if (!(item instanceof YamlNode.Mapping m)) {
        out.add(
            Diagnostic.error(Code.WRONG_TYPE, item.span(), "a source is a mapping {path, sha256}"));
        continue;
      }
      MappingReader r = new MappingReader(m, "a source", Set.of("path", "sha256"), out);
      if (r.require("path") & r.require("sha256")) {
        Optional<String> path = r.string("path");
        Optional<String> sha = r.string("sha256");
        if (path.isPresent() && sha.isPresent()) {
          list.add(new SourceFile(path.get(), sha.get()));
        }
      }
    }
    return list;
  }

  private List<Constraint> constraints(YamlNode.Sequence seq) {
    List<Constraint> list = new ArrayList<>();
    Map<String, Span> ids = new HashMap<>();
    for (YamlNode item : seq.items()) {
      if (!(item instanceof YamlNode.Mapping m)) {
        out.add(
            Diagnostic.error(
                Code.WRONG_TYPE,
                item.span(),
                "a constraint is a mapping, found " + YamlNode.describe(item)));
        continue;
      }
      constraint(m, ids).ifPresent(list::add);
    }
    return list;
  }

  private Optional<Constraint> constraint(YamlNode.Mapping m, Map<String, Span> ids) {
    String label =
        m.get("id")
            .filter(n -> n instanceof YamlNode.Scalar)
            .map(n -> "constraint `" + ((YamlNode.Scalar) n).text() + "`")
            .orElse("a constraint");
    MappingReader r = new MappingReader(m, label, ALL_CONSTRAINT_KEYS, out);
    int before = errorCount();
    Map<String, YamlNode.Scalar> scalars = new HashMap<>();

    Optional<String> id = Optional.empty();
    if (r.require("id")) {
      id = r.scalar("id", true).map(YamlNode.Scalar::text);
      if (id.isPresent() && !ID.matcher(id.get()).matches()) {
        out.add(
            Diagnostic.error(
                Code.WRONG_TYPE,
                r.spanOf("id"),
                "invalid id `" + id.get() + "`",
                "ids use letters, digits, `.`, `_` and `-`, and start with a letter or digit"));
        id = Optional.empty();
      } else if (id.isPresent()) {
        Span first = ids.putIfAbsent(id.get(), r.spanOf("id"));
        if (first != null) {
          out.add(
              Diagnostic.error(
                  Code.DUPLICATE,
                  r.spanOf("id"),
                  "duplicate id `" + id.get() + "`",
                  "the first is at line " + first.line()));
        }
      }
    }
    Optional<Kind> kind = Optional.empty();
    if (r.require("kind")) {
      Optional<String> kindText = r.string("kind");
      kind = kindText.flatMap(Kind::byText);
      if (kindText.isPresent() && kind.isEmpty()) {
        List<String> names = Arrays.stream(Kind.values()).map(Kind::text).toList();
        String near = NearMiss.of(kindText.get(), names);
        out.add(
            Diagnostic.error(
                Code.UNKNOWN_KIND,
                r.spanOf("kind"),
                "unknown kind `" + kindText.get() + "`",
                near != null
                    ? "did you mean `" + near + "`?"
                    : "kinds: " + String.join(", ", names)));
      }
    }
    kind.ifPresent(k -> misplacedKeys(r, k));
    Optional<ActionPattern> on = Optional.empty();
    if (r.require("on")) {
      on = patterns(r, "on", scalars);
    }
    Optional<Expr> when = condition(r, "when", scalars);
    Enforcement severity = Enforcement.ERROR;
    Optional<String> sev = r.string("severity");
    if (sev.isPresent()) {
      switch (sev.get()) {
        case "error" -> severity = Enforcement.ERROR;
        case "warn", "warning" -> severity = Enforcement.WARN;
        case "confirm" -> {
          if (kind.isPresent() && kind.get() != Kind.SEQUENCE) {
            out.add(
                Diagnostic.error(
                    Code.WRONG_TYPE,
                    r.spanOf("severity"),
                    "severity `confirm` is for sequences only",
                    "write `kind: confirm` to ask about every matching call"));
          }
          severity = Enforcement.CONFIRM;
        }
        default ->
            out.add(
                Diagnostic.error(
                    Code.WRONG_TYPE,
                    r.spanOf("severity"),
                    "unknown severity `" + sev.get() + "`",
                    "use `error` (enforce), `confirm` (a sequence that asks) or `warn` (report"
                        + " only)"));
      }
    }
    int priority = r.integer("priority").orElse(0);
    Optional<String> scope = r.string("scope").map(BundleReader::normaliseScope);
    boolean onErrorAllow = false;
    Optional<String> onError = r.string("on-error");
    if (onError.isPresent()) {
      if (onError.get().equals("allow")) {
        onErrorAllow = true;
      } else if (!onError.get().equals("deny")) {
        out.add(
            Diagnostic.error(
                Code.WRONG_TYPE,
                r.spanOf("on-error"),
                "`on-error` must be `deny` or `allow`, found `" + onError.get() + "`"));
      }
    }
    Optional<String> message = r.scalar("message", true).map(YamlNode.Scalar::text);
    Optional<String> help = r.scalar("help", true).map(YamlNode.Scalar::text);
    Optional<Source> source = r.mapping("source").flatMap(this::source);
    Examples examples = r.mapping("examples").map(this::examples).orElse(Examples.NONE);
    Optional<Effect> effect = kind.flatMap(k -> effect(k, r, scalars));

    id.ifPresent(i -> locations.put(i, new Locations(m.span(), scalars)));
    if (errorCount() > before || id.isEmpty() || on.isEmpty() || effect.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new Constraint(
            id.get(),
            on.get(),
            when,
            effect.get(),
            severity,
            priority,
            scope,
            message,
            help,
            source,
            examples,
            onErrorAllow));
  }

  private void misplacedKeys(MappingReader r, Kind kind) {
    for (Map.Entry<Kind, Set<String>> e : KIND_KEYS.entrySet()) {
      if (e.getKey() == kind) {
        continue;
      }
      for (String key : e.getValue()) {
        if (r.has(key) && !KIND_KEYS.get(kind).contains(key)) {
          out.add(
              Diagnostic.error(
                  Code.UNKNOWN_KEY,
                  r.spanOf(key),
                  "`" + key + "` does not apply to `" + kind.text() + "` constraints",
                  "`" + key + "` belongs to `" + e.getKey().text() + "` constraints"));
        }
      }
    }
  }

  private Optional<Effect> effect(
      Kind kind, MappingReader r, Map<String, YamlNode.Scalar> scalars) {
    return switch (kind) {
      case DENY -> Optional.of(new Effect.Deny());
      case ALLOW -> Optional.of(new Effect.Allow());
      case CONFIRM -> Optional.of(new Effect.Confirm());
      case ASSERT ->
          r.require("require")
              ? condition(r, "require", scalars).map(Effect.Assert::new)
              : Optional.empty();
      case SEQUENCE -> {
        if (!r.require("after")) {
          yield Optional.empty();
        }
        Optional<ActionPattern> after = patterns(r, "after", scalars);
        Optional<Expr> afterWhen = condition(r, "after-when", scalars);
        Optional<ActionPattern> since =
            r.has("since") ? patterns(r, "since", scalars) : Optional.empty();
        Optional<Expr> sinceWhen = condition(r, "since-when", scalars);
        boolean bad =
            (r.has("after-when") && afterWhen.isEmpty())
                || (r.has("since") && since.isEmpty())
                || (r.has("since-when") && sinceWhen.isEmpty());
        if (r.has("since-when") && !r.has("since")) {
          r.require("since");
          bad = true;
        }
        boolean failed = bad;
        yield after
            .filter(a -> !failed)
            .map(a -> new Effect.Sequence(a, afterWhen, since, sinceWhen));
      }
      case LIMIT -> limit(r, scalars);
      case TRANSFORM -> r.require("apply") ? transform(r) : Optional.empty();
    };
  }

  private Optional<Effect> limit(MappingReader r, Map<String, YamlNode.Scalar> scalars) {
    boolean ok = r.require("max") & r.require("per");
    Optional<Integer> max = r.integer("max");
    if (max.isPresent() && max.get() < 0) {
      out.add(Diagnostic.error(Code.WRONG_TYPE, r.spanOf("max"), "`max` must not be negative"));
      ok = false;
    }
    Optional<Window> per = Optional.empty();
    Optional<String> perText = r.scalar("per", true).map(YamlNode.Scalar::text);
    if (perText.isPresent()) {
      per = Window.parse(perText.get());
      if (per.isEmpty()) {
        out.add(
            Diagnostic.error(
                Code.BAD_DURATION,
                r.spanOf("per"),
                "invalid window `" + perText.get() + "`",
                "use `session` or a duration such as `500ms`, `30s`, `10m`, `2h`, `1d`"));
      }
    }
    Optional<Expr> key = condition(r, "key", scalars);
    if (!ok || max.isEmpty() || per.isEmpty() || (r.has("key") && key.isEmpty())) {
      return Optional.empty();
    }
    return Optional.of(new Effect.Limit(max.get(), per.get(), key));
  }

  private Optional<Effect> transform(MappingReader r) {
    Optional<YamlNode.Sequence> seq = r.sequence("apply");
    if (seq.isEmpty()) {
      return Optional.empty();
    }
    List<TransformStep> steps = new ArrayList<>();
    int before = errorCount();
    for (YamlNode item : seq.get().items()) {
      if (!(item instanceof YamlNode.Mapping m) || m.entries().size() != 1) {
        out.add(
            Diagnostic.error(
                Code.WRONG_TYPE,
                item.span(),
                "a transform step is one of `mask: {…}`, `redact: {…}`, `drop: {…}`"));
        continue;
      }
      YamlNode.Entry e = m.entries().get(0);
      String stepKind = e.key().text();
      if (!(e.value() instanceof YamlNode.Mapping body)) {
        out.add(
            Diagnostic.error(
                Code.WRONG_TYPE, e.value().span(), "`" + stepKind + "` takes a mapping"));
        continue;
      }
      switch (stepKind) {
        case "mask" -> {
          MappingReader s = new MappingReader(body, "`mask`", Set.of("fields", "with"), out);
          List<String> fields = fields(s);
          String with = s.scalar("with", true).map(YamlNode.Scalar::text).orElse("***");
          if (!fields.isEmpty()) {
            steps.add(new TransformStep.Mask(fields, with));
          }
        }
        case "redact" -> {
          MappingReader s = new MappingReader(body, "`redact`", Set.of("pattern", "with"), out);
          if (s.require("pattern")) {
            Optional<String> pattern = s.string("pattern");
            pattern.flatMap(p -> Conditions.regexError(p, s.spanOf("pattern"))).ifPresent(out::add);
            String with = s.scalar("with", true).map(YamlNode.Scalar::text).orElse("***");
            pattern.ifPresent(p -> steps.add(new TransformStep.Redact(p, with)));
          }
        }
        case "drop" -> {
          MappingReader s = new MappingReader(body, "`drop`", Set.of("fields"), out);
          List<String> fields = fields(s);
          if (!fields.isEmpty()) {
            steps.add(new TransformStep.Drop(fields));
          }
        }
        default -> {
          String near = NearMiss.of(stepKind, List.of("mask", "redact", "drop"));
          out.add(
              Diagnostic.error(
                  Code.UNKNOWN_KEY,
                  e.key().span(),
                  "unknown transform step `" + stepKind + "`",
                  near != null ? "did you mean `" + near + "`?" : "steps: mask, redact, drop"));
        }
      }
    }
    if (errorCount() > before || steps.isEmpty()) {
      if (steps.isEmpty() && errorCount() == before) {
        out.add(Diagnostic.error(Code.WRONG_TYPE, r.spanOf("apply"), "`apply` lists no steps"));
      }
      return Optional.empty();
    }
    return Optional.of(new Effect.Transform(steps));
  }

  private List<String> fields(MappingReader s) {
    if (!s.require("fields")) {
      return List.of();
    }
    List<String> fields = new ArrayList<>();
    s.stringOrList("fields").ifPresent(list -> list.forEach(f -> fields.add(f.text())));
    for (String f : fields) {
      if (f.isEmpty() || f.startsWith(".") || f.endsWith(".") || f.contains("..")) {
        out.add(
            Diagnostic.error(
                Code.WRONG_TYPE,
                s.spanOf("fields"),
                "invalid field path `" + f + "`",
                "write dotted names such as `customer.phone`, `*.email` or `**.ssn`"));
      }
    }
    return fields;
  }

  private Optional<ActionPattern> patterns(
      MappingReader r, String key, Map<String, YamlNode.Scalar> scalars) {
    Optional<List<YamlNode.Scalar>> items = r.stringOrList(key);
    if (items.isEmpty()) {
      return Optional.empty();
    }
    List<String> patterns = new ArrayList<>();
    boolean ok = true;
    for (YamlNode.Scalar s : items.get()) {
      if (!ActionPattern.VALID.matcher(s.text()).matches()) {
        out.add(
            Diagnostic.error(
                Code.BAD_PATTERN,
                s.span(),
                "invalid action pattern `" + s.text() + "`",
                "an action pattern is a tool name or a glob of letters, digits, `._:/-`, `*` and `?`"));
        ok = false;
      } else {
        patterns.add(s.text());
        scalars.put(key + ":" + s.text(), s);
      }
    }
    if (ok && patterns.isEmpty()) {
      out.add(Diagnostic.error(Code.BAD_PATTERN, r.spanOf(key), "`" + key + "` names no action"));
      return Optional.empty();
    }
    return ok ? Optional.of(new ActionPattern(patterns)) : Optional.empty();
  }

  private Optional<Expr> condition(
      MappingReader r, String key, Map<String, YamlNode.Scalar> scalars) {
    Optional<YamlNode.Scalar> scalar = r.scalar(key, true);
    if (scalar.isEmpty()) {
      return Optional.empty();
    }
    scalars.put(key, scalar.get());
    return Conditions.parse(scalar.get(), out);
  }

  private Optional<Source> source(YamlNode.Mapping m) {
    MappingReader r =
        new MappingReader(
            m, "`source`", Set.of("file", "line", "column", "section", "by", "text", "also"), out);
    if (!r.require("file")) {
      return Optional.empty();
    }
    List<String> section = new ArrayList<>();
    r.stringOrList("section").ifPresent(list -> list.forEach(s -> section.add(s.text())));
    List<String> also = new ArrayList<>();
    r.stringOrList("also").ifPresent(list -> list.forEach(s -> also.add(s.text())));
    return r.scalar("file", true)
        .map(
            f ->
                new Source(
                    f.text(),
                    r.integer("line").orElse(0),
                    r.integer("column").orElse(0),
                    section,
                    r.scalar("by", true).map(YamlNode.Scalar::text).orElse("hand"),
                    r.scalar("text", true).map(YamlNode.Scalar::text).orElse(""),
                    also));
  }

  /** The keys every constraint may have, sorted. */
  public static java.util.SortedSet<String> commonKeys() {
    return new TreeSet<>(COMMON_KEYS);
  }

  /** The keys only constraints of this kind may have, sorted. */
  public static java.util.SortedSet<String> keysOf(Kind kind) {
    return new TreeSet<>(KIND_KEYS.get(kind));
  }

  private Examples examples(YamlNode.Mapping m) {
    MappingReader r = new MappingReader(m, "`examples`", Set.of("allow", "deny"), out);
    return new Examples(exampleCalls(r, "allow"), exampleCalls(r, "deny"));
  }

  private List<ExampleCall> exampleCalls(MappingReader r, String key) {
    List<ExampleCall> calls = new ArrayList<>();
    r.sequence(key)
        .ifPresent(
            seq -> {
              for (YamlNode item : seq.items()) {
                if (!(item instanceof YamlNode.Mapping m)) {
                  out.add(
                      Diagnostic.error(
                          Code.WRONG_TYPE,
                          item.span(),
                          "an example is a mapping such as `{args: {path: src/a.ts}}`"));
                  continue;
                }
                MappingReader e =
                    new MappingReader(m, "an example", Set.of("action", "args", "session"), out);
                Optional<String> action = e.string("action");
                Map<String, Object> args = asMap(e, "args");
                Map<String, Object> session = asMap(e, "session");
                calls.add(new ExampleCall(action, args, session));
              }
            });
    return calls;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> asMap(MappingReader r, String key) {
    return r.mapping(key).map(m -> (Map<String, Object>) YamlValues.toJava(m)).orElse(Map.of());
  }

  /** Scopes are directory prefixes: forward slashes, no leading {@code ./}, a trailing slash. */
  public static String normaliseScope(String scope) {
    String s = scope.replace('\\', '/');
    while (s.startsWith("./")) {
      s = s.substring(2);
    }
    if (s.isEmpty() || s.equals(".")) {
      return "";
    }
    return s.endsWith("/") ? s : s + "/";
  }

  private int errorCount() {
    return (int) out.stream().filter(Diagnostic::isError).count();
  }

  private static Set<String> allConstraintKeys() {
    Set<String> keys = new TreeSet<>(COMMON_KEYS);
    KIND_KEYS.values().forEach(keys::addAll);
    return Set.copyOf(keys);
  }
}
