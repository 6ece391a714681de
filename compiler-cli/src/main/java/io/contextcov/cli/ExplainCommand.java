package io.contextcov.cli;

import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.BundleWriter;
import io.contextcov.bundle.Constraint;
import io.contextcov.compiler.ProjectConfig;
import io.contextcov.condition.NearMiss;
import io.contextcov.diag.Code;
import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.diag.Span;
import io.contextcov.json.Json;
import io.contextcov.yaml.CanonicalYaml;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code contextcov explain BUNDLE ID}: one constraint, where it came from and what it does; {@code
 * contextcov explain CC201}: the documentation page of a finding or diagnostic code.
 */
@Command(
    name = "explain",
    mixinStandardHelpOptions = true,
    description = {
      "Shows one constraint: the statement it came from, its kind and conditions. With a code"
          + " alone (explain CC201), prints that code's page: what it means and how to fix it.",
      "Exit codes: 0 shown, 2 unknown id or unreadable bundle."
    })
final class ExplainCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "BUNDLE|CODE")
  String bundle;

  @Parameters(index = "1", paramLabel = "ID", arity = "0..1")
  String id;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json")
  String format = "text";

  @Override
  public Integer call() {
    PrintStream out = Streams.out();
    PrintStream err = Streams.err();
    if (!format.equals("text") && !format.equals("json")) {
      err.println("error: --format must be text or json");
      return ExitCode.USAGE.code();
    }
    if (id == null) {
      String code = bundle;
      Optional<Code> known = Code.byId(code);
      if (known.isEmpty()) {
        String near =
            NearMiss.of(
                code.toUpperCase(Locale.ROOT), Arrays.stream(Code.values()).map(Code::id).toList());
        err.println(
            "error: `"
                + code
                + "` is not a code; explain takes a code (CC201) or a bundle and a constraint id"
                + (near != null ? "\n  = help: did you mean `" + near + "`?" : ""));
        return ExitCode.USAGE.code();
      }
      Code c = known.get();
      if (format.equals("json")) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("code", c.id());
        m.put("name", c.label());
        m.put("severity", c.severity().name().toLowerCase(Locale.ROOT));
        m.put("summary", c.summary());
        m.put("page", c.page());
        out.println(Json.write(m));
      } else {
        out.print(c.page());
      }
      return ExitCode.OK.code();
    }
    if (!BundleFiles.readable(bundle, err)) {
      return ExitCode.USAGE.code();
    }
    BundleReader.Result r = BundleReader.read(Path.of(bundle), bundle);
    if (r.bundle().isEmpty()) {
      new DiagnosticPrinter().print(r.diagnostics(), err);
      return ExitCode.USAGE.code();
    }
    Optional<Constraint> c = r.bundle().get().constraint(id);
    if (c.isEmpty()) {
      // switched off by the project: say so rather than "no such constraint"
      for (Path from : List.of(Path.of(bundle), Path.of("."))) {
        Optional<ProjectConfig> config =
            ProjectConfig.find(from).flatMap(f -> ProjectConfig.read(f).config());
        if (config.isPresent() && config.get().disable().containsKey(id)) {
          Span at = config.get().disable().get(id);
          out.println(
              id
                  + ": disabled by "
                  + at.file()
                  + ":"
                  + at.line()
                  + ":"
                  + at.column()
                  + " (`disable:` in "
                  + ProjectConfig.NAME
                  + "); it is not in the bundle");
          return ExitCode.OK.code();
        }
      }
      String near =
          NearMiss.of(id, r.bundle().get().constraints().stream().map(Constraint::id).toList());
      err.println(
          "error: no constraint `"
              + id
              + "` in "
              + bundle
              + (near != null ? "\n  = help: did you mean `" + near + "`?" : ""));
      return ExitCode.USAGE.code();
    }
    Constraint k = c.get();
    if (format.equals("json")) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("id", k.id());
      k.source()
          .ifPresent(
              s -> {
                m.put("source", s.location());
                m.put("section", s.section());
                m.put("text", s.text());
                m.put("by", s.by());
              });
      m.put("constraint", BundleWriter.constraint(k));
      out.println(Json.write(m));
      return ExitCode.OK.code();
    }
    k.source()
        .ifPresent(
            s -> {
              out.println(
                  s.location()
                      + (s.section().isEmpty()
                          ? ""
                          : " (" + String.join(" > ", s.section()) + ")"));
              if (!s.text().isBlank()) {
                out.println("  \"" + s.text() + "\"");
              }
              out.println("  produced by " + s.by());
            });
    out.print(CanonicalYaml.write(Map.of("constraint", BundleWriter.constraint(k))));
    return ExitCode.OK.code();
  }
}
