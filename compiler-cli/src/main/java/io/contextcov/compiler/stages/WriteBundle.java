package io.contextcov.compiler.stages;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.SourceFile;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.source.InstructionFile;
import io.contextcov.text.Sha256;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Stage 8, the checked constraints → the bundle: named after the compile root, with the SHA-256 of
 * every source file (so a stale bundle can be told from a fresh one). Writing it out in canonical
 * form with a digest is the caller's ({@code BundleWriter}).
 */
public final class WriteBundle {
  private WriteBundle() {}

  public static Step<Bundle> run(
      Discover.Discovered discovered, Extraction kept, ToolCatalog catalog) {
    List<SourceFile> sources = new ArrayList<>();
    for (InstructionFile f : discovered.files()) {
      sources.add(new SourceFile(f.relative(), hash(f)));
    }
    String name =
        discovered.root().getFileName() == null
            ? "bundle"
            : discovered.root().getFileName().toString();
    return Step.of(new Bundle(name, sources, catalog, kept.all(), Optional.empty()));
  }

  private static String hash(InstructionFile f) {
    try {
      return Sha256.hex(Files.readAllBytes(f.path()));
    } catch (IOException e) {
      return "unreadable";
    }
  }
}
