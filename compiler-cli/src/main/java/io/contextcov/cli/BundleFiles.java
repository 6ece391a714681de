package io.contextcov.cli;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.BundleWriter;
import io.contextcov.bundle.TypeChecker;
import io.contextcov.catalog.CatalogReader;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.DiagnosticPrinter;
import io.contextcov.diag.Severity;
import io.contextcov.diag.Span;
import io.contextcov.runtime.ExampleCheck;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reading bundles and catalogs named on the command line, with the checks every command shares. */
final class BundleFiles {
  private BundleFiles() {}

  /** A bundle with all diagnostics of reading and checking it. */
  record Checked(Optional<Bundle> bundle, List<Diagnostic> diagnostics) {
    boolean hasErrors() {
      return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
  }

  /** Whether the file can be read at all; prints the usage-level error otherwise. */
  static boolean readable(String file, PrintStream err) {
    Path p = Path.of(file);
    if (!Files.exists(p)) {
      err.println("error: cannot read `" + file + "`: no such file");
      return false;
    }
    if (!Files.isRegularFile(p) || !Files.isReadable(p)) {
      err.println("error: cannot read `" + file + "`: not a readable file");
      return false;
    }
    return true;
  }

  /**
   * The catalog beside a compiled directory: {@code tools.json}, {@code tools.yaml} or {@code
   * tools.yml}.
   */
  static Optional<String> defaultCatalog(Path compiled) {
    Path dir = Files.isDirectory(compiled) ? compiled : compiled.toAbsolutePath().getParent();
    if (dir == null) {
      return Optional.empty();
    }
    for (String name : List.of("tools.json", "tools.yaml", "tools.yml")) {
      Path p = dir.resolve(name);
      if (Files.isRegularFile(p)) {
        return Optional.of(p.toString());
      }
    }
    return Optional.empty();
  }

  /** Reads a catalog file; on errors prints them and returns empty. */
  static Optional<ToolCatalog> catalog(String file, PrintStream err) {
    if (!readable(file, err)) {
      return Optional.empty();
    }
    CatalogReader.Result r = CatalogReader.read(Path.of(file), file);
    if (!r.diagnostics().isEmpty()) {
      new DiagnosticPrinter().print(r.diagnostics(), err);
    }
    return r.hasErrors() ? Optional.empty() : Optional.of(r.catalog());
  }

  /**
   * Reads and checks a bundle: syntax and structure, the type check against its own {@code tools:}
   * merged with {@code extra}, and the digest.
   */
  static Checked check(String file, ToolCatalog extra) {
    BundleReader.Result r = BundleReader.read(Path.of(file), file);
    List<Diagnostic> diagnostics = new ArrayList<>(r.diagnostics());
    if (r.bundle().isPresent()) {
      Bundle b = r.bundle().get();
      diagnostics.addAll(TypeChecker.check(b, b.tools().merge(extra), file, r.locations()));
      for (ExampleCheck.Failure f : ExampleCheck.check(b)) {
        BundleReader.Locations loc = r.locations().get(f.constraint());
        diagnostics.add(
            Diagnostic.error(
                Code.EXAMPLE,
                loc != null ? loc.item() : Span.file(file),
                f.message(),
                "fix the constraint or the example; examples are the rule's own tests"));
      }
      Span at = Span.file(file);
      if (b.digest().isEmpty()) {
        diagnostics.add(
            Diagnostic.warning(
                Code.DIGEST,
                at,
                "bundle has no digest; the runtime engine refuses it unless digest checks are off",
                "run `contextcov fmt " + file + "` to add one"));
      } else if (!BundleWriter.digestMatches(b)) {
        diagnostics.add(
            new Diagnostic(
                Severity.ERROR,
                Code.DIGEST,
                "digest does not match the bundle's content (edited by hand?)",
                at,
                Optional.of("run `contextcov fmt " + file + "` to recompute it")));
      }
    }
    return new Checked(r.bundle(), diagnostics.stream().sorted().toList());
  }

  /** An output that cannot or must not be written: a usage error (exit 2), not a crash. */
  static final class OutputProblem extends IOException {
    private static final long serialVersionUID = 1L;

    OutputProblem(String message) {
      super(message);
    }
  }

  /** The most a written file may hold: what every reader accepts. */
  static final long MAX_OUTPUT = 8L * 1024 * 1024;

  /**
   * Writes a file whole or not at all (a temporary file moved over the target). A symlink is kept
   * (its target is written); an existing file keeps its permissions, a new one gets the umask's; a
   * directory, or more than {@link #MAX_OUTPUT} bytes, is refused.
   */
  static void writeAtomically(Path target, String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    if (bytes.length > MAX_OUTPUT) {
      throw new OutputProblem(
          "refusing to write "
              + target
              + ": "
              + bytes.length
              + " bytes is more than the "
              + MAX_OUTPUT
              + " every reader accepts");
    }
    Path real = target;
    for (int hops = 0; hops < 40 && Files.isSymbolicLink(real); hops++) {
      Path link = Files.readSymbolicLink(real);
      real = real.toAbsolutePath().getParent().resolve(link).normalize();
    }
    if (Files.isDirectory(real)) {
      throw new OutputProblem("cannot write " + target + ": it is a directory");
    }
    Path dir = real.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    if (!Files.isWritable(dir)) {
      throw new OutputProblem("cannot write " + target + ": " + dir + " is not writable");
    }
    Path tmp =
        dir.resolve("." + real.getFileName() + "." + Long.toHexString(System.nanoTime()) + ".tmp");
    try {
      // created as a new file, so the umask applies as it does to any file a tool writes
      Files.write(tmp, bytes, StandardOpenOption.CREATE_NEW);
      if (Files.exists(real)) {
        try {
          Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(real));
        } catch (UnsupportedOperationException e) {
          // not a POSIX file system: the new file's permissions stand
        }
      }
      try {
        Files.move(tmp, real, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, real, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (AccessDeniedException e) {
      throw new OutputProblem("cannot write " + target + ": permission denied");
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  static String countText(List<Diagnostic> diagnostics) {
    long errors = diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).count();
    long warnings = diagnostics.stream().filter(d -> d.severity() == Severity.WARNING).count();
    return plural(errors, "error") + ", " + plural(warnings, "warning");
  }

  static String plural(long n, String word) {
    return n + " " + word + (n == 1 ? "" : "s");
  }
}
