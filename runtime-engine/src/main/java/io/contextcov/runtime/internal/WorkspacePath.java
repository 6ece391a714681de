package io.contextcov.runtime.internal;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A path normalised against the workspace: {@code .}, {@code ..} and repeated slashes resolved,
 * absolute paths under the root made relative, and anything that leaves the workspace (an absolute
 * path elsewhere, {@code ~}, too many {@code ..}) marked as escaped.
 *
 * @param path the normalised path: relative to the root, or absolute (or as written) when escaped
 * @param absolute the absolute form when the root is known or the path was absolute, else null
 */
public record WorkspacePath(String path, boolean escaped, String absolute) {

  /**
   * @param cwd the directory relative paths start from (relative to the root, or absolute); may be
   *     null
   * @param root the workspace root (absolute); may be null when unknown
   */
  public static WorkspacePath of(String raw, String cwd, String root) {
    String p = raw.replace('\\', '/');
    if (p.startsWith("~")) {
      return new WorkspacePath(p, true, null);
    }
    String rootNorm = root == null ? null : clean(root, "/").path;
    if (!p.startsWith("/") && cwd != null && !cwd.isEmpty()) {
      WorkspacePath base = of(cwd, null, root);
      if (base.escaped) {
        Cleaned c = clean(base.path + "/" + p, base.path.startsWith("/") ? "/" : "");
        return new WorkspacePath(c.path, true, c.path.startsWith("/") ? c.path : null);
      }
      p = base.path.isEmpty() ? p : base.path + "/" + p;
    }
    if (p.startsWith("/")) {
      Cleaned abs = clean(p, "/");
      if (rootNorm != null && (abs.path.equals(rootNorm) || abs.path.startsWith(rootNorm + "/"))) {
        String rel = abs.path.substring(Math.min(abs.path.length(), rootNorm.length() + 1));
        return new WorkspacePath(rel, false, abs.path);
      }
      return new WorkspacePath(abs.path, rootNorm != null || abs.escaped, abs.path);
    }
    Cleaned rel = clean(p, "");
    String absolute =
        rootNorm == null || rel.escaped
            ? null
            : rel.path.isEmpty() ? rootNorm : rootNorm + "/" + rel.path;
    return new WorkspacePath(rel.path, rel.escaped, absolute);
  }

  private record Cleaned(String path, boolean escaped) {}

  /** Resolves segments; {@code prefix} is "/" for absolute paths. */
  private static Cleaned clean(String p, String prefix) {
    Deque<String> parts = new ArrayDeque<>();
    boolean escaped = false;
    for (String seg : p.split("/")) {
      if (seg.isEmpty() || seg.equals(".")) {
        continue;
      }
      if (seg.equals("..")) {
        if (parts.isEmpty()) {
          escaped = true;
        } else {
          parts.removeLast();
        }
        continue;
      }
      parts.addLast(seg);
    }
    return new Cleaned(prefix + String.join("/", parts), escaped);
  }

  /**
   * Whether this path lies inside {@code dir}: a directory relative to the workspace root (never
   * true for an escaped path), or an absolute directory (compared with the absolute form).
   */
  public boolean within(String dir) {
    String d = dir.replace('\\', '/');
    if (d.startsWith("/")) {
      String abs = clean(d, "/").path;
      String mine = absolute != null ? absolute : (path.startsWith("/") ? path : null);
      return mine != null && (abs.equals("/") || mine.equals(abs) || mine.startsWith(abs + "/"));
    }
    if (escaped) {
      return false;
    }
    Cleaned rel = clean(d, "");
    if (rel.escaped) {
      return false;
    }
    return rel.path.isEmpty() || path.equals(rel.path) || path.startsWith(rel.path + "/");
  }
}
