package io.contextcov.runtime.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * A path normalised against the workspace: {@code .}, {@code ..} and repeated slashes resolved,
 * absolute paths under the root made relative, and anything that leaves the workspace (an absolute
 * path elsewhere, too many {@code ..}) marked as escaped.
 *
 * <p>Before comparing, a path is brought to the form the operating system would open:
 *
 * <ul>
 *   <li>Windows forms: backslashes become slashes, {@code C:\x} and {@code \\?\C:\x} become {@code
 *       /C:/x} (drive letter upper-cased), so they are absolute and compare with a Windows root;
 *   <li>{@code ~}, {@code ~/x}, {@code $HOME/x} and {@code ${HOME}/x} become the home directory; a
 *       path of another user's home ({@code ~bob/x}) cannot be resolved and counts as escaped;
 *   <li>{@code /proc/self/cwd/x} is the working directory's {@code x}, {@code /proc/self/root/x} is
 *       {@code /x}; another process's {@code /proc/N/cwd} or {@code /proc/N/root} counts as
 *       escaped;
 *   <li>when the workspace root is known, symbolic links that exist on this machine are followed
 *       segment by segment, as the kernel does ({@code link/..} is the parent of the link's
 *       target); more than 40 links count as escaped.
 * </ul>
 *
 * Hard links cannot be told from ordinary files and are out of reach: a hard link inside the
 * workspace to a file elsewhere is judged by where it is named, not where its data lives.
 *
 * @param path the normalised path: relative to the root, or absolute (or as written) when escaped
 * @param absolute the absolute form when the root is known or the path was absolute, else null
 */
public record WorkspacePath(String path, boolean escaped, String absolute) {

  private static final Pattern DRIVE = Pattern.compile("^/*(?:\\?/|\\./)?([A-Za-z]):(/|$)");
  private static final int MAX_LINKS = 40;
  private static final Pattern OTHER_PROCESS = Pattern.compile("/proc/[0-9]+/(cwd|root)(/.*)?");
  private static final Map<String, String> REAL_ROOTS = new ConcurrentHashMap<>();

  /** The home directory {@code ~} stands for; tests pin it. */
  static volatile String home = System.getProperty("user.home");

  /**
   * @param cwd the directory relative paths start from (relative to the root, or absolute); may be
   *     null
   * @param root the workspace root (absolute); may be null when unknown
   */
  public static WorkspacePath of(String raw, String cwd, String root) {
    String p = portable(raw);
    if (p == null) {
      return new WorkspacePath(raw, true, null);
    }
    String rootNorm = root == null ? null : realRoot(portable(root));
    boolean fromCwd = cwd != null && !cwd.isEmpty();
    if (p.startsWith("/proc/self/cwd") || p.startsWith("/proc/thread-self/cwd")) {
      String rest = p.substring(p.indexOf("/cwd") + 4);
      if (rest.isEmpty() || rest.startsWith("/")) {
        // the working directory's path: joined with it below, so only the rest is kept
        p = rest.isEmpty() ? "." : rest.substring(1);
      }
    } else if (p.startsWith("/proc/self/root") || p.startsWith("/proc/thread-self/root")) {
      String rest = p.substring(p.indexOf("/root") + 5);
      if (rest.isEmpty() || rest.startsWith("/")) {
        p = rest.isEmpty() ? "/" : rest;
      }
    } else if (OTHER_PROCESS.matcher(p).matches()) {
      return new WorkspacePath(p, true, null);
    }
    if (!p.startsWith("/") && fromCwd) {
      WorkspacePath base = of(cwd, null, root);
      if (base.escaped) {
        Cleaned c = clean(base.path + "/" + p, base.path.startsWith("/") ? "/" : "", null);
        return new WorkspacePath(c.path, true, c.path.startsWith("/") ? c.path : null);
      }
      p = base.path.isEmpty() ? p : base.path + "/" + p;
    }
    if (!p.startsWith("/") && rootNorm != null) {
      // relative to the root: resolved through the real file system from the root
      Cleaned abs = clean(rootNorm + "/" + p, "/", rootNorm);
      if (abs.escaped) {
        return new WorkspacePath(abs.path, true, null);
      }
      return under(abs.path, rootNorm);
    }
    if (p.startsWith("/")) {
      Cleaned abs = clean(p, "/", rootNorm);
      if (abs.escaped) {
        return new WorkspacePath(abs.path, true, null);
      }
      if (rootNorm != null) {
        return under(abs.path, rootNorm);
      }
      return new WorkspacePath(abs.path, false, abs.path);
    }
    Cleaned rel = clean(p, "", null);
    return new WorkspacePath(rel.path, rel.escaped, null);
  }

  private static WorkspacePath under(String abs, String rootNorm) {
    if (abs.equals(rootNorm) || abs.startsWith(rootNorm.equals("/") ? "/" : rootNorm + "/")) {
      String rel = abs.substring(Math.min(abs.length(), rootNorm.length() + 1));
      if (rootNorm.equals("/")) {
        rel = abs.substring(1);
      }
      return new WorkspacePath(rel, false, abs);
    }
    return new WorkspacePath(abs, true, abs);
  }

  /**
   * Slashes, Windows drives and the home directory; null when the path names a home that cannot be
   * resolved.
   */
  static String portable(String raw) {
    String p = raw.replace('\\', '/');
    var drive = DRIVE.matcher(p);
    if (drive.find()) {
      p = "/" + Character.toUpperCase(drive.group(1).charAt(0)) + ":/" + p.substring(drive.end());
    }
    String h = home;
    if (p.equals("~") || p.startsWith("~/")) {
      return h == null ? null : portable(h) + p.substring(1);
    }
    if (p.startsWith("~")) {
      return null;
    }
    for (String var : List.of("$HOME", "${HOME}")) {
      if (p.equals(var) || p.startsWith(var + "/")) {
        return h == null ? null : portable(h) + p.substring(var.length());
      }
    }
    return p;
  }

  private static String realRoot(String root) {
    if (root == null) {
      return null;
    }
    if (REAL_ROOTS.size() > 1024) {
      REAL_ROOTS.clear();
    }
    return REAL_ROOTS.computeIfAbsent(root, r -> clean(r, "/", r).path);
  }

  private record Cleaned(String path, boolean escaped) {}

  /**
   * Resolves segments; {@code prefix} is "/" for absolute paths. With {@code real} (the workspace
   * root, known), symbolic links that exist are followed as the kernel follows them.
   */
  private static Cleaned clean(String p, String prefix, String real) {
    Deque<String> parts = new ArrayDeque<>();
    Deque<String> remaining = new ArrayDeque<>(List.of(p.split("/")));
    boolean escaped = false;
    int links = 0;
    while (!remaining.isEmpty()) {
      String seg = remaining.removeFirst();
      if (seg.isEmpty() || seg.equals(".")) {
        continue;
      }
      if (seg.equals("..")) {
        if (parts.isEmpty()) {
          // above "/" is "/" itself; above a relative start leaves the workspace
          escaped |= prefix.isEmpty();
        } else {
          parts.removeLast();
        }
        continue;
      }
      parts.addLast(seg);
      if (real == null || !prefix.equals("/")) {
        continue;
      }
      String target = link("/" + String.join("/", parts));
      if (target == null) {
        continue;
      }
      if (++links > MAX_LINKS) {
        return new Cleaned(p, true);
      }
      parts.removeLast();
      String t = portable(target);
      if (t == null) {
        return new Cleaned(p, true);
      }
      if (t.startsWith("/")) {
        parts.clear();
      }
      String[] tsegs = t.split("/");
      for (int i = tsegs.length - 1; i >= 0; i--) {
        remaining.addFirst(tsegs[i]);
      }
    }
    return new Cleaned(prefix + String.join("/", parts), escaped);
  }

  /** The target of a symbolic link at this absolute path, or null (not a link, or unreadable). */
  private static String link(String abs) {
    try {
      Path path = Path.of(abs);
      if (!Files.isSymbolicLink(path)) {
        return null;
      }
      return Files.readSymbolicLink(path).toString();
    } catch (InvalidPathException | IOException | SecurityException e) {
      return null;
    }
  }

  /**
   * Whether this path lies inside {@code dir}: a directory relative to the workspace root (never
   * true for an escaped path), or an absolute directory (compared with the absolute form). The
   * directory is read as paths are ({@code ~}, {@code $HOME}, Windows forms).
   */
  public boolean within(String dir) {
    String d = portable(dir);
    if (d == null) {
      return false;
    }
    if (d.startsWith("/")) {
      String abs = clean(d, "/", null).path;
      String mine = absolute != null ? absolute : (path.startsWith("/") ? path : null);
      return mine != null && (abs.equals("/") || mine.equals(abs) || mine.startsWith(abs + "/"));
    }
    if (escaped) {
      return false;
    }
    Cleaned rel = clean(d, "", null);
    if (rel.escaped) {
      return false;
    }
    return rel.path.isEmpty() || path.equals(rel.path) || path.startsWith(rel.path + "/");
  }
}
