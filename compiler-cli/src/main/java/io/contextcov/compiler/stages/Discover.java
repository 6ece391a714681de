package io.contextcov.compiler.stages;

import io.contextcov.compiler.source.Discovery;
import io.contextcov.compiler.source.InstructionFile;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Stage 1, paths → the instruction files under them, each with its scope and priority. */
public final class Discover {
  private Discover() {}

  /** The compile root and the files found, sorted by relative path. */
  public record Discovered(Path root, List<InstructionFile> files) {
    public Discovered {
      files = List.copyOf(files);
    }

    /** The path diagnostics print for a file named by its root-relative path. */
    public String display(String relative) {
      return files.stream()
          .filter(f -> f.relative().equals(relative))
          .map(InstructionFile::display)
          .findFirst()
          .orElse(relative);
    }
  }

  public static Step<Discovered> run(List<Path> paths) {
    Discovery.Found found = Discovery.discover(paths);
    List<Diagnostic> diagnostics = new ArrayList<>(found.diagnostics());
    if (found.files().isEmpty() && found.diagnostics().isEmpty()) {
      diagnostics.add(
          Diagnostic.of(
              Code.NO_INSTRUCTIONS,
              Span.file(paths.get(0).toString()),
              "no instruction files found (AGENTS.md, CLAUDE.md, .cursorrules…)",
              null));
    }
    return new Step<>(new Discovered(found.root(), found.files()), diagnostics);
  }
}
