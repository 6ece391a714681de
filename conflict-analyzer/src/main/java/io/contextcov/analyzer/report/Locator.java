package io.contextcov.analyzer.report;

import io.contextcov.analyzer.Finding;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Constraint;
import io.contextcov.diag.Span;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Places findings: source statement lines (resolved under a base directory), else the bundle. */
public final class Locator {
  private final Bundle bundle;
  private final Path base;
  private final String bundleFile;
  private final Map<String, BundleReader.Locations> locations;

  /**
   * @param base the directory instruction-file paths in {@code source.file} are relative to
   * @param bundleFile the bundle's display path, or null for a bundle compiled in memory
   */
  public Locator(
      Bundle bundle, Path base, String bundleFile, Map<String, BundleReader.Locations> locations) {
    this.bundle = bundle;
    this.base = base;
    this.bundleFile = bundleFile;
    this.locations = locations;
  }

  public Located locate(Finding f) {
    Map<String, Span> others = new LinkedHashMap<>();
    List<String> ids = f.constraints();
    for (int i = 1; i < ids.size(); i++) {
      others.put(ids.get(i), spanOf(ids.get(i)));
    }
    Span span =
        ids.isEmpty() ? Span.file(bundleFile == null ? "bundle" : bundleFile) : spanOf(ids.get(0));
    // the sentence each rule was read from, for reports that quote it
    Map<String, String> sentences = new LinkedHashMap<>();
    for (String id : ids) {
      bundle
          .constraint(id)
          .flatMap(Constraint::source)
          .filter(s -> !s.text().isBlank())
          .ifPresent(s -> sentences.put(id, s.text()));
    }
    return new Located(f, span, others, sentences);
  }

  private Span spanOf(String id) {
    Optional<Constraint> c = bundle.constraint(id);
    if (c.isPresent() && c.get().source().isPresent()) {
      var src = c.get().source().get();
      Path file = base.resolve(src.file());
      if (src.line() > 0 && Files.isRegularFile(file)) {
        return new Span(display(file), src.line(), Math.max(1, src.column()), 1);
      }
    }
    BundleReader.Locations loc = locations.get(id);
    if (loc != null) {
      return loc.item();
    }
    return Span.file(bundleFile == null ? "bundle" : bundleFile);
  }

  private static String display(Path file) {
    Path cwd = Path.of("").toAbsolutePath();
    Path abs = file.toAbsolutePath().normalize();
    return abs.startsWith(cwd) ? cwd.relativize(abs).toString() : abs.toString();
  }
}
