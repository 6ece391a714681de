package io.contextcov.compiler.source;

import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * Finds instruction files (DESIGN.md §1 step 1): {@code AGENTS.md} at any depth, {@code CLAUDE.md},
 * {@code GEMINI.md}, {@code .github/copilot-instructions.md}, {@code
 * .github/instructions/*.instructions.md}, {@code .cursorrules}, {@code .cursor/rules/*.md|*.mdc},
 * {@code .clinerules} (file or directory), {@code .windsurfrules}, {@code .windsurf/rules/*.md},
 * {@code .claude/CLAUDE.md} (for the directory holding {@code .claude}), skipping {@code
 * node_modules}, {@code .git} and build outputs. A file named on the command line is taken whatever
 * its name.
 */
public final class Discovery {
  private static final Set<String> NAMES =
      Set.of(
          "AGENTS.md",
          "CLAUDE.md",
          "GEMINI.md",
          ".cursorrules",
          ".clinerules",
          "AGENT.md",
          ".windsurfrules");
  private static final Set<String> SKIP =
      Set.of(
          "node_modules",
          ".git",
          "target",
          "build",
          "dist",
          "out",
          ".venv",
          "venv",
          "__pycache__",
          ".gradle",
          ".idea",
          ".next",
          "vendor");

  /** The files found and the problems met (unreadable paths). */
  public record Found(Path root, List<InstructionFile> files, List<Diagnostic> diagnostics) {}

  private Discovery() {}

  /**
   * Discovers under each path; the first path (or its directory) is the root scopes are relative
   * to.
   */
  public static Found discover(List<Path> paths) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    Path first = paths.get(0).toAbsolutePath().normalize();
    Path root = Files.isDirectory(first) ? first : first.getParent();
    TreeMap<String, InstructionFile> files = new TreeMap<>();
    for (Path given : paths) {
      Path abs = given.toAbsolutePath().normalize();
      if (!Files.exists(abs)) {
        diagnostics.add(
            Diagnostic.error(
                Code.NO_SUCH_INPUT, Span.file(given.toString()), "no such file or directory"));
        continue;
      }
      if (Files.isRegularFile(abs)) {
        add(root, given, abs, files);
        continue;
      }
      try {
        Files.walkFileTree(
            abs,
            new SimpleFileVisitor<>() {
              @Override
              public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                return !dir.equals(abs) && SKIP.contains(name)
                    ? FileVisitResult.SKIP_SUBTREE
                    : FileVisitResult.CONTINUE;
              }

              @Override
              public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.isRegularFile() && isInstructionFile(abs.relativize(file))) {
                  add(root, given.resolve(abs.relativize(file)), file, files);
                }
                return FileVisitResult.CONTINUE;
              }

              @Override
              public FileVisitResult visitFileFailed(Path file, IOException e) {
                diagnostics.add(
                    Diagnostic.warning(
                        Code.UNREADABLE_INPUT,
                        Span.file(file.toString()),
                        "cannot read: " + e.getMessage(),
                        null));
                return FileVisitResult.CONTINUE;
              }
            });
      } catch (IOException e) {
        diagnostics.add(
            Diagnostic.error(
                Code.UNREADABLE_INPUT,
                Span.file(given.toString()),
                "cannot read: " + e.getMessage()));
      }
    }
    return new Found(root, List.copyOf(files.values()), diagnostics);
  }

  static boolean isInstructionFile(Path relative) {
    String name = relative.getFileName().toString();
    String path = relative.toString().replace('\\', '/');
    if (NAMES.contains(name) || name.equalsIgnoreCase("policy.md") || name.endsWith(".policy.md")) {
      return true;
    }
    if (path.endsWith(".github/copilot-instructions.md")
        || path.equals(".github/copilot-instructions.md")) {
      return true;
    }
    if ((path.contains(".github/instructions/") || path.startsWith(".github/instructions/"))
        && name.endsWith(".instructions.md")) {
      return true;
    }
    if ((path.contains(".cursor/rules/") || path.startsWith(".cursor/rules/"))
        && (name.endsWith(".md") || name.endsWith(".mdc"))) {
      return true;
    }
    if ((path.contains(".windsurf/rules/") || path.startsWith(".windsurf/rules/"))
        && name.endsWith(".md")) {
      return true;
    }
    return path.contains(".clinerules/") && name.endsWith(".md");
  }

  private static void add(Path root, Path display, Path abs, TreeMap<String, InstructionFile> out) {
    String relative;
    if (abs.startsWith(root)) {
      relative = root.relativize(abs).toString().replace('\\', '/');
    } else {
      relative = abs.toString().replace('\\', '/');
    }
    String dir = abs.startsWith(root) ? directoryOf(relative) : "";
    int depth = dir.isEmpty() ? 0 : dir.split("/").length;
    out.putIfAbsent(
        relative,
        new InstructionFile(abs, display.toString().replace('\\', '/'), relative, dir, 10 * depth));
  }

  /**
   * The directory a file's rules govern: its own directory, except for files inside {@code
   * .github}, {@code .cursor}, {@code .clinerules}, {@code .claude}, {@code .windsurf} or {@code
   * .gemini}, which speak for the directory holding those ({@code .claude/CLAUDE.md} is the
   * project's).
   */
  static String directoryOf(String relative) {
    String dir = relative.contains("/") ? relative.substring(0, relative.lastIndexOf('/') + 1) : "";
    for (String marker :
        List.of(".github/", ".cursor/", ".clinerules/", ".claude/", ".windsurf/", ".gemini/")) {
      int at = dir.indexOf(marker);
      if (at >= 0) {
        return dir.substring(0, at);
      }
    }
    return dir;
  }
}
