package io.contextcov.condition;

import java.util.Locale;

/**
 * Which arguments hold file-system paths. Only these are normalised and joined with the working
 * directory before {@code glob} and {@code within} compare them; every other argument (a branch, a
 * command line, a URL) is compared exactly as the call carries it.
 *
 * <p>An argument is a path when its name is one of the vocabulary's path names ({@code path},
 * {@code cwd}) or the names agents' file tools use ({@code file_path}, {@code notebook_path},
 * {@code dir}, {@code directory}, {@code file}, {@code filename}), or ends in {@code _path}, {@code
 * _dir}, {@code _file}, {@code Path}, {@code Dir} or {@code File}.
 */
public final class PathArguments {
  private PathArguments() {}

  /** Whether an argument of this name holds a path. */
  public static boolean isPathName(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    switch (n) {
      case "path",
          "cwd",
          "file_path",
          "filepath",
          "notebook_path",
          "dir",
          "directory",
          "file",
          "filename",
          "folder" -> {
        return true;
      }
      default -> {}
    }
    return n.endsWith("_path")
        || n.endsWith("_dir")
        || n.endsWith("_file")
        || name.endsWith("Path")
        || name.endsWith("Dir")
        || name.endsWith("File");
  }

  /** Whether an expression reads a path argument: {@code args.NAME} with a path name. */
  public static boolean isPathArgument(Expr e) {
    return e instanceof Expr.Path p
        && p.base() instanceof Expr.Var v
        && v.root() == Root.ARGS
        && p.segments().size() == 1
        && p.segments().get(0) instanceof Segment.Field f
        && isPathName(f.name());
  }
}
