package io.contextcov.catalog;

import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import io.contextcov.yaml.MappingReader;
import io.contextcov.yaml.YamlLoader;
import io.contextcov.yaml.YamlNode;
import io.contextcov.yaml.YamlValues;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads tool catalogs (DESIGN.md §4): an OpenAI function list in either shape, an MCP {@code
 * tools/list} result, or the {@code tools:} mapping of a bundle. Keys starting with {@code _} are
 * comments and ignored.
 */
public final class CatalogReader {
  private static final Set<String> TOOL_KEYS =
      Set.of("description", "effect", "trust", "args", "required");
  private static final Set<String> ARG_KEYS =
      Set.of("type", "enum", "description", "items", "properties");

  /**
   * A catalog and the problems found reading it; the catalog holds every tool that was readable.
   */
  public record Result(ToolCatalog catalog, List<Diagnostic> diagnostics) {
    public Result {
      diagnostics = diagnostics.stream().sorted().toList();
    }

    public boolean hasErrors() {
      return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
  }

  private CatalogReader() {}

  public static Result read(Path path, String displayName) {
    return read(YamlLoader.load(path, displayName), displayName);
  }

  public static Result read(String text, String file) {
    return read(YamlLoader.load(text, file), file);
  }

  private static Result read(YamlLoader.Loaded loaded, String file) {
    List<Diagnostic> out = new ArrayList<>(loaded.diagnostics());
    if (loaded.root().isEmpty()) {
      if (out.isEmpty()) {
        out.add(Diagnostic.error(Code.CATALOG, Span.file(file), "tool catalog is empty"));
      }
      return new Result(ToolCatalog.EMPTY, out);
    }
    YamlNode root = loaded.root().get();
    ToolCatalog catalog;
    if (root instanceof YamlNode.Sequence seq) {
      catalog = readList(seq, out);
    } else if (root instanceof YamlNode.Mapping m && m.get("tools").isPresent()) {
      YamlNode tools = m.get("tools").get();
      if (tools instanceof YamlNode.Sequence seq) {
        catalog = readList(seq, out);
      } else if (tools instanceof YamlNode.Mapping tm) {
        catalog = readToolsMapping(tm, out);
      } else {
        out.add(
            Diagnostic.error(Code.CATALOG, tools.span(), "`tools` must be a list or a mapping"));
        catalog = ToolCatalog.EMPTY;
      }
    } else if (root instanceof YamlNode.Mapping m) {
      catalog = readToolsMapping(m, out);
    } else {
      out.add(
          Diagnostic.error(
              Code.CATALOG,
              root.span(),
              "a tool catalog is a list of functions, an MCP `tools/list` result or a mapping of tools"));
      catalog = ToolCatalog.EMPTY;
    }
    return new Result(catalog, out);
  }

  /** A list of OpenAI functions ({@code {type: function, function: …}} or flat) or MCP tools. */
  private static ToolCatalog readList(YamlNode.Sequence seq, List<Diagnostic> out) {
    Map<String, ToolSpec> tools = new LinkedHashMap<>();
    for (YamlNode item : seq.items()) {
      if (!(item instanceof YamlNode.Mapping m)) {
        out.add(Diagnostic.error(Code.CATALOG, item.span(), "a tool is a mapping"));
        continue;
      }
      YamlNode.Mapping fn =
          m.get("function").orElse(null) instanceof YamlNode.Mapping inner ? inner : m;
      Optional<String> name = text(fn.get("name"));
      if (name.isEmpty()) {
        out.add(Diagnostic.error(Code.CATALOG, fn.span(), "a tool has no `name`"));
        continue;
      }
      YamlNode schema =
          fn.get("parameters")
              .or(() -> fn.get("inputSchema"))
              .or(() -> fn.get("input_schema"))
              .orElse(null);
      Map<String, ArgSpec> args = new LinkedHashMap<>();
      List<String> required = new ArrayList<>();
      if (schema instanceof YamlNode.Mapping s) {
        if (s.get("properties").orElse(null) instanceof YamlNode.Mapping props) {
          for (YamlNode.Entry e : props.entries()) {
            args.put(e.key().text(), fromJsonSchema(e.value(), 0));
          }
        }
        if (s.get("required").orElse(null) instanceof YamlNode.Sequence req) {
          req.items().forEach(r -> text(Optional.of(r)).ifPresent(required::add));
        }
      } else if (fn.get("params").orElse(null) instanceof YamlNode.Sequence params) {
        signature(params, text(fn.get("docstring")).orElse(""), args, required);
      }
      ToolEffect effect = effectOf(m, fn);
      Optional<String> description =
          text(fn.get("description"))
              .or(() -> text(fn.get("docstring")).map(d -> d.strip().split("\\n\\s*\\n")[0]));
      if (tools.containsKey(name.get())) {
        out.add(
            Diagnostic.error(
                Code.DUPLICATE, fn.span(), "tool `" + name.get() + "` is declared twice"));
      }
      tools.put(
          name.get(),
          new ToolSpec(name.get(), description, effect, args, required, trustOf(m, fn)));
    }
    return ToolCatalog.of(tools.values());
  }

  /**
   * A tool described by its Python signature ({@code params: [{name, annotation, default}]}) and
   * docstring ("Args:" lines give each argument's description), as tools exported from code are.
   */
  private static void signature(
      YamlNode.Sequence params,
      String docstring,
      Map<String, ArgSpec> args,
      List<String> required) {
    Map<String, String> described = new LinkedHashMap<>();
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("(?m)^\\s+([A-Za-z_][A-Za-z0-9_]*): (.+)$")
            .matcher(docstring);
    while (m.find()) {
      described.putIfAbsent(m.group(1), m.group(2).strip());
    }
    for (YamlNode p : params.items()) {
      if (!(p instanceof YamlNode.Mapping pm)) {
        continue;
      }
      Optional<String> name = text(pm.get("name"));
      if (name.isEmpty()) {
        continue;
      }
      String annotation = text(pm.get("annotation")).orElse("");
      ArgType type = pythonType(annotation);
      ArgSpec spec =
          new ArgSpec(
              type,
              List.of(),
              Optional.ofNullable(described.get(name.get())),
              type == ArgType.ARRAY ? Optional.of(ArgSpec.of(ArgType.ANY)) : Optional.empty(),
              Map.of());
      args.put(name.get(), spec);
      boolean hasDefault =
          pm.get("default").orElse(null) instanceof YamlNode.Scalar d
              && d.type() != YamlNode.ScalarType.NULL;
      if (!hasDefault) {
        required.add(name.get());
      }
    }
  }

  /** A Python annotation's JSON type: {@code int}, {@code List[…]}, {@code Optional[str]}… */
  private static ArgType pythonType(String annotation) {
    String a = annotation.replaceAll("^Optional\\[(.*)]$", "$1").strip();
    if (a.startsWith("List[") || a.startsWith("list[") || a.equals("list")) {
      return ArgType.ARRAY;
    }
    return switch (a) {
      case "str" -> ArgType.STRING;
      case "int" -> ArgType.INTEGER;
      case "float" -> ArgType.NUMBER;
      case "bool" -> ArgType.BOOLEAN;
      case "dict" -> ArgType.OBJECT;
      default -> a.startsWith("Dict[") || a.startsWith("dict[") ? ArgType.OBJECT : ArgType.ANY;
    };
  }

  /** {@code x-trust} or {@code trust}: {@code trusted} or {@code untrusted}. */
  private static ToolTrust trustOf(YamlNode.Mapping item, YamlNode.Mapping fn) {
    for (YamlNode.Mapping m : List.of(item, fn)) {
      Optional<ToolTrust> t =
          text(m.get("x-trust")).or(() -> text(m.get("trust"))).flatMap(ToolTrust::byText);
      if (t.isPresent()) {
        return t.get();
      }
      // MCP's annotation: a tool that reaches an open world of outside entities
      if (m.get("annotations").orElse(null) instanceof YamlNode.Mapping ann
          && ann.get("openWorldHint").orElse(null) instanceof YamlNode.Scalar ow
          && ow.type() == YamlNode.ScalarType.BOOLEAN) {
        return Boolean.parseBoolean(ow.text()) ? ToolTrust.UNTRUSTED : ToolTrust.TRUSTED;
      }
    }
    return ToolTrust.DEFAULT;
  }

  private static ToolEffect effectOf(YamlNode.Mapping item, YamlNode.Mapping fn) {
    for (YamlNode.Mapping m : List.of(item, fn)) {
      Optional<String> kind = text(m.get("tool_type"));
      if (kind.isPresent()) {
        return switch (kind.get().toUpperCase(java.util.Locale.ROOT)) {
          case "WRITE" -> ToolEffect.WRITE;
          case "READ" -> ToolEffect.READ;
          default -> ToolEffect.UNKNOWN;
        };
      }
      Optional<String> explicit = text(m.get("x-effect")).or(() -> text(m.get("effect")));
      if (explicit.isPresent()) {
        return ToolEffect.byText(explicit.get()).orElse(ToolEffect.UNKNOWN);
      }
      if (m.get("annotations").orElse(null) instanceof YamlNode.Mapping ann
          && ann.get("readOnlyHint").orElse(null) instanceof YamlNode.Scalar ro
          && ro.type() == YamlNode.ScalarType.BOOLEAN) {
        return Boolean.parseBoolean(ro.text()) ? ToolEffect.READ : ToolEffect.WRITE;
      }
    }
    return ToolEffect.UNKNOWN;
  }

  private static ArgSpec fromJsonSchema(YamlNode node, int depth) {
    if (!(node instanceof YamlNode.Mapping m) || depth > 16) {
      return ArgSpec.of(ArgType.ANY);
    }
    ArgType type = ArgType.ANY;
    YamlNode t = m.get("type").orElse(null);
    if (t instanceof YamlNode.Scalar s) {
      type = ArgType.byText(s.text()).orElse(ArgType.ANY);
    } else if (t instanceof YamlNode.Sequence seq) {
      List<ArgType> types = new ArrayList<>();
      for (YamlNode item : seq.items()) {
        text(Optional.of(item))
            .filter(x -> !x.equals("null"))
            .flatMap(ArgType::byText)
            .ifPresent(types::add);
      }
      type = types.size() == 1 ? types.get(0) : ArgType.ANY;
    }
    List<Object> enumValues = new ArrayList<>();
    if (m.get("enum").orElse(null) instanceof YamlNode.Sequence e) {
      e.items().forEach(i -> enumValues.add(YamlValues.toJava(i)));
    }
    Optional<ArgSpec> items = m.get("items").map(i -> fromJsonSchema(i, depth + 1));
    Map<String, ArgSpec> props = new LinkedHashMap<>();
    if (m.get("properties").orElse(null) instanceof YamlNode.Mapping p) {
      p.entries().forEach(e -> props.put(e.key().text(), fromJsonSchema(e.value(), depth + 1)));
    }
    return new ArgSpec(type, enumValues, text(m.get("description")), items, props);
  }

  /** The bundle's own {@code tools:} mapping: name → {effect, description, args, required}. */
  public static ToolCatalog readToolsMapping(YamlNode.Mapping mapping, List<Diagnostic> out) {
    List<ToolSpec> tools = new ArrayList<>();
    for (YamlNode.Entry e : mapping.entries()) {
      String name = e.key().text();
      if (name.startsWith("_")) {
        continue;
      }
      if (!(e.value() instanceof YamlNode.Mapping body)) {
        out.add(
            Diagnostic.error(
                Code.CATALOG, e.value().span(), "tool `" + name + "` must be a mapping"));
        continue;
      }
      MappingReader r = new MappingReader(body, "tool `" + name + "`", TOOL_KEYS, out);
      ToolEffect effect = ToolEffect.UNKNOWN;
      Optional<String> effectText = r.string("effect");
      if (effectText.isPresent()) {
        Optional<ToolEffect> parsed = ToolEffect.byText(effectText.get());
        if (parsed.isEmpty()) {
          out.add(
              Diagnostic.error(
                  Code.CATALOG,
                  r.spanOf("effect"),
                  "unknown effect `" + effectText.get() + "`",
                  "use `read`, `write` or `unknown`"));
        }
        effect = parsed.orElse(ToolEffect.UNKNOWN);
      }
      ToolTrust trust = ToolTrust.DEFAULT;
      Optional<String> trustText = r.string("trust");
      if (trustText.isPresent()) {
        Optional<ToolTrust> parsed = ToolTrust.byText(trustText.get());
        if (parsed.isEmpty()) {
          out.add(
              Diagnostic.error(
                  Code.CATALOG,
                  r.spanOf("trust"),
                  "unknown trust `" + trustText.get() + "`",
                  "use `trusted` or `untrusted`"));
        }
        trust = parsed.orElse(ToolTrust.DEFAULT);
      }
      Map<String, ArgSpec> args = new LinkedHashMap<>();
      r.mapping("args")
          .ifPresent(
              a -> {
                for (YamlNode.Entry arg : a.entries()) {
                  args.put(arg.key().text(), readArg(arg.key().text(), arg.value(), out, 0));
                }
              });
      List<String> required = new ArrayList<>();
      r.stringOrList("required").ifPresent(l -> l.forEach(s -> required.add(s.text())));
      tools.add(
          new ToolSpec(
              name,
              r.scalar("description", true).map(YamlNode.Scalar::text),
              effect,
              args,
              required,
              trust));
    }
    return ToolCatalog.of(tools);
  }

  private static ArgSpec readArg(String name, YamlNode node, List<Diagnostic> out, int depth) {
    if (!(node instanceof YamlNode.Mapping m)) {
      out.add(
          Diagnostic.error(
              Code.CATALOG,
              node.span(),
              "argument `" + name + "` must be a mapping such as `{type: string}`"));
      return ArgSpec.of(ArgType.ANY);
    }
    MappingReader r = new MappingReader(m, "argument `" + name + "`", ARG_KEYS, out);
    ArgType type = ArgType.ANY;
    Optional<String> typeText = r.string("type");
    if (typeText.isPresent()) {
      Optional<ArgType> parsed = ArgType.byText(typeText.get());
      if (parsed.isEmpty()) {
        out.add(
            Diagnostic.error(
                Code.CATALOG,
                r.spanOf("type"),
                "unknown type `" + typeText.get() + "`",
                "types: string, number, integer, boolean, array, object, any"));
      }
      type = parsed.orElse(ArgType.ANY);
    }
    List<Object> enumValues = new ArrayList<>();
    r.sequence("enum").ifPresent(s -> s.items().forEach(i -> enumValues.add(YamlValues.toJava(i))));
    Optional<ArgSpec> items = r.get("items").map(i -> readArg(name + "[]", i, out, depth + 1));
    Map<String, ArgSpec> props = new LinkedHashMap<>();
    r.mapping("properties")
        .ifPresent(
            p ->
                p.entries()
                    .forEach(
                        e ->
                            props.put(
                                e.key().text(),
                                readArg(name + "." + e.key().text(), e.value(), out, depth + 1))));
    return new ArgSpec(
        type, enumValues, r.scalar("description", true).map(YamlNode.Scalar::text), items, props);
  }

  private static Optional<String> text(Optional<YamlNode> node) {
    return node.filter(n -> n instanceof YamlNode.Scalar s && s.type() != YamlNode.ScalarType.NULL)
        .map(n -> ((YamlNode.Scalar) n).text());
  }
}
