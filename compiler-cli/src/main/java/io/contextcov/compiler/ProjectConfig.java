package io.contextcov.compiler;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Enforcement;
import io.contextcov.compiler.coverage.CoverageClass;
import io.contextcov.compiler.coverage.StatementCoverage;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import io.contextcov.yaml.MappingReader;
import io.contextcov.yaml.YamlLoader;
import io.contextcov.yaml.YamlNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A project's {@code .contextcov.yaml}: what to compile when no path is given, the tool catalog,
 * constraints to switch off and constraints whose severity the project sets. Found in the first
 * input's directory or the nearest parent (stopping at the repository's root, where {@code .git}
 * is); paths in it are relative to its own directory.
 *
 * <pre>
 * paths: [AGENTS.md, docs/agents/]
 * tools: tools.json
 * disable: [no-force-push-3fa2c1]
 * severity:
 *   run-tests-before-commit-9a1b2c: warn
 * </pre>
 *
 * @param file where it was read from
 * @param paths what to compile when the command names nothing
 * @param tools the catalog when {@code --tools} is not given
 * @param disable constraint ids left out of the bundle, with where each is named
 * @param severity constraint ids and the severity the project gives them, with where each is named
 */
public record ProjectConfig(
    Path file,
    List<Path> paths,
    Optional<Path> tools,
    Map<String, Span> disable,
    Map<String, Severity> severity) {
  /** The file's name. */
  public static final String NAME = ".contextcov.yaml";

  /** A severity the project sets for one constraint, and where. */
  public record Severity(Enforcement enforcement, Span span) {}

  /** What reading gave: the configuration when it is well-formed, and every problem found. */
  public record Read(Optional<ProjectConfig> config, List<Diagnostic> diagnostics) {
    public Read {
      diagnostics = List.copyOf(diagnostics);
    }
  }

  public ProjectConfig {
    paths = List.copyOf(paths);
    disable = Map.copyOf(disable);
    severity = Map.copyOf(severity);
  }

  /** The configuration file that applies to {@code input}, if any. */
  public static Optional<Path> find(Path input) {
    Path dir = input.toAbsolutePath().normalize();
    if (!Files.isDirectory(dir)) {
      dir = dir.getParent();
    }
    for (Path d = dir; d != null; d = d.getParent()) {
      Path f = d.resolve(NAME);
      if (Files.isRegularFile(f)) {
        return Optional.of(f);
      }
      if (Files.exists(d.resolve(".git"))) {
        break;
      }
    }
    return Optional.empty();
  }

  /** Reads a configuration file; problems are located at their line and column. */
  public static Read read(Path file) {
    String display = file.toString();
    YamlLoader.Loaded loaded = YamlLoader.load(file, display);
    List<Diagnostic> out = new ArrayList<>(loaded.diagnostics());
    if (loaded.root().isEmpty()) {
      return new Read(Optional.empty(), out);
    }
    YamlNode root = loaded.root().get();
    if (root instanceof YamlNode.Scalar s && s.type() == YamlNode.ScalarType.NULL) {
      return new Read(Optional.of(empty(file)), out);
    }
    if (!(root instanceof YamlNode.Mapping m)) {
      out.add(
          Diagnostic.error(
              Code.WRONG_TYPE,
              root.span(),
              NAME + " must be a mapping, found " + YamlNode.describe(root),
              "keys: paths, tools, disable, severity"));
      return new Read(Optional.empty(), out);
    }
    int before = out.size();
    MappingReader r =
        new MappingReader(m, NAME, Set.of("paths", "tools", "disable", "severity"), out);
    Path dir = file.toAbsolutePath().getParent();
    List<Path> paths = new ArrayList<>();
    Path cwd = Path.of("").toAbsolutePath();
    r.stringOrList("paths")
        .ifPresent(
            list ->
                list.forEach(
                    s -> {
                      // shown as the user would type them: relative to where contextcov runs
                      Path p = dir.resolve(s.text()).normalize();
                      paths.add(p.startsWith(cwd) ? cwd.relativize(p) : p);
                    }));
    Optional<Path> tools = r.string("tools").map(dir::resolve);
    Map<String, Span> disable = new LinkedHashMap<>();
    r.stringOrList("disable").ifPresent(list -> list.forEach(s -> disable.put(s.text(), s.span())));
    Map<String, Severity> severity = new LinkedHashMap<>();
    r.mapping("severity")
        .ifPresent(
            sev -> {
              for (YamlNode.Entry e : sev.entries()) {
                String value =
                    e.value() instanceof YamlNode.Scalar s
                        ? s.text()
                        : YamlNode.describe(e.value());
                Enforcement level =
                    switch (value) {
                      case "error" -> Enforcement.ERROR;
                      case "warn", "warning" -> Enforcement.WARN;
                      default -> null;
                    };
                if (level == null) {
                  out.add(
                      Diagnostic.error(
                          Code.WRONG_TYPE,
                          e.value().span(),
                          "severity of `"
                              + e.key().text()
                              + "` must be error or warn, found `"
                              + value
                              + "`",
                          "warn reports a violation without blocking the call"));
                } else {
                  severity.put(e.key().text(), new Severity(level, e.key().span()));
                }
              }
            });
    if (out.size() > before
        && out.subList(before, out.size()).stream().anyMatch(Diagnostic::isError)) {
      return new Read(Optional.empty(), out);
    }
    return new Read(Optional.of(new ProjectConfig(file, paths, tools, disable, severity)), out);
  }

  private static ProjectConfig empty(Path file) {
    return new ProjectConfig(file, List.of(), Optional.empty(), Map.of(), Map.of());
  }

  /**
   * The compilation as the project configures it: disabled constraints left out of the bundle (a
   * statement left with none is {@code suppressed}), severities set, and a warning for each id the
   * configuration names that nothing compiled to.
   */
  public Compilation apply(Compilation c) {
    if (c.bundle().isEmpty() || disable.isEmpty() && severity.isEmpty()) {
      return c;
    }
    Bundle b = c.bundle().get();
    List<Diagnostic> diagnostics = new ArrayList<>(c.diagnostics());
    for (Map.Entry<String, Span> e : disable.entrySet()) {
      if (b.constraint(e.getKey()).isEmpty()) {
        diagnostics.add(unknown(e.getKey(), e.getValue(), b));
      }
    }
    for (Map.Entry<String, Severity> e : severity.entrySet()) {
      if (b.constraint(e.getKey()).isEmpty()) {
        diagnostics.add(unknown(e.getKey(), e.getValue().span(), b));
      }
    }
    List<Constraint> kept = new ArrayList<>();
    for (Constraint k : b.constraints()) {
      if (disable.containsKey(k.id())) {
        continue;
      }
      Severity s = severity.get(k.id());
      kept.add(s == null ? k : k.withSeverity(s.enforcement()));
    }
    Bundle configured =
        new Bundle(b.name(), b.sources(), b.tools(), kept, Optional.empty(), b.untrustedContent());
    List<StatementCoverage> coverage = new ArrayList<>();
    for (StatementCoverage sc : c.coverage()) {
      if (sc.constraints().isEmpty()) {
        coverage.add(sc);
        continue;
      }
      List<String> left = sc.constraints().stream().filter(id -> !disable.containsKey(id)).toList();
      CoverageClass cls;
      if (left.isEmpty()) {
        cls = CoverageClass.SUPPRESSED;
      } else if (sc.coverage() != CoverageClass.ENFORCED
          && sc.coverage() != CoverageClass.MONITORED) {
        cls = sc.coverage();
      } else {
        boolean enforcing =
            left.stream()
                .map(configured::constraint)
                .flatMap(Optional::stream)
                .anyMatch(k -> k.severity() != Enforcement.WARN);
        cls = enforcing ? CoverageClass.ENFORCED : CoverageClass.MONITORED;
      }
      coverage.add(
          new StatementCoverage(
              sc.statement(),
              cls,
              left,
              sc.constraints().stream().filter(disable::containsKey).toList()));
    }
    return new Compilation(
        Optional.of(configured), c.documents(), coverage, diagnostics, c.stagesRun());
  }

  private Diagnostic unknown(String id, Span span, Bundle b) {
    String near =
        io.contextcov.condition.NearMiss.of(
            id, b.constraints().stream().map(Constraint::id).toList());
    return Diagnostic.warning(
        Code.PROJECT_CONFIG_ID,
        span,
        "`" + id + "` in " + NAME + " names no constraint of this compile",
        near != null ? "did you mean `" + near + "`?" : "ids are listed by `contextcov coverage`");
  }
}
