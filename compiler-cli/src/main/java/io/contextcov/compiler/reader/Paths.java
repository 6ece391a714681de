package io.contextcov.compiler.reader;

import io.contextcov.compiler.statements.GatedPattern;
import io.contextcov.condition.ConditionPrinter;
import java.util.List;
import java.util.Set;

/** Paths and globs named in instruction files, and the conditions that match them. */
final class Paths {
  private Paths() {}

  private static final Set<String> KNOWN_DIRS =
      Set.of(
          "src",
          "docs",
          "doc",
          "lib",
          "libs",
          "test",
          "tests",
          "packages",
          "apps",
          "app",
          "scripts",
          "script",
          ".github",
          "target",
          "build",
          "dist",
          "generated",
          "gen",
          "vendor",
          "config",
          "configs",
          "internal",
          "pkg",
          "cmd",
          "crates",
          "modules",
          "examples",
          "migrations",
          "public",
          "assets",
          "bin",
          "tools",
          ".cursor",
          ".vscode",
          "node_modules",
          "out",
          "api",
          "web",
          "server",
          "client",
          "third_party",
          "extension",
          "extensions");
  private static final GatedPattern EXTENSION =
      GatedPattern.compile(
          "\\.(md|mdc|json|ya?ml|toml|lock|rs|ts|tsx|js|jsx|mjs|cjs|py|pyi|go|java|kt|kts|txt|sh"
              + "|cfg|ini|xml|gradle|env|pem|key|sql|proto|css|scss|html|rb|php|cs|swift|c|h|cc"
              + "|cpp|hpp|lockb|snap|gram|mod|sum|vue|svelte|csv|db|sqlite|graphql|gql|prisma|tf|tfvars"
              + "|hcl|thrift|avsc|ipynb|dart|scala|ex|exs|lua|zig|hs|astro|mdx|rst|adoc|conf"
              + "|properties|bzl|nix|cmake|mk|jsonc|json5|tfstate|tfplan"
              // project files of IDEs and platforms, and more languages' sources
              + "|xcodeproj|xcworkspace|pbxproj|plist|storyboard|xib|entitlements|xcconfig|xcscheme"
              + "|arb|csproj|fsproj"
              + "|sln|podspec|gemspec|cabal|ml|mli|jl|pm|clj|cljs|erl|hrl|sass|less|svg|bazel"
              + "|sbt|groovy|ps1|bat|zsh|bash|fish|tex|sol|elm|gd|tscn)$");

  /** Dotfiles and dot-directories, as opposed to a field access such as {@code .permission}. */
  private static final GatedPattern DOTFILE =
      GatedPattern.compile(
          "\\.(env[A-Za-z0-9_.-]*|git\\w*|github|gitlab|vscode|idea|cursor\\w*|claude\\w*|clinerules"
              + "|ssh|aws|docker\\w*|npmrc|nvmrc|yarnrc|editorconfig|prettier\\w*|eslint\\w*"
              + "|pre-commit\\S*|cargo|config|cache|venv|tox|husky|devcontainer|\\w+rc)(/.*)?");

  private static final GatedPattern PATH_CHARS = GatedPattern.compile("[A-Za-z0-9_./*@+~-]+");

  /** A name of a file that starts with a dot ({@code .env}, {@code .npmrc}), not an extension. */
  static boolean dotfile(String t) {
    return t.startsWith(".")
        && !t.startsWith("..")
        && (DOTFILE.matcher(t).matches()
            // `.clang-format`, `.swiftformat`, `.flake8`: a tool's settings, named after it
            || TOOL_SETTINGS.matcher(t).matches());
  }

  /** Settings files of tools named after them, and version pins: `.swiftlint`, `.node-version`. */
  private static final GatedPattern TOOL_SETTINGS =
      GatedPattern.compile(
          "\\.(swiftformat|swiftlint|flake8|\\w+lint|\\w+-(format|tidy)|\\w+-version|tool-versions"
              + "|\\w+ignore|gitattributes|mailmap)");

  /** Files that carry no extension and are known by name in most repositories. */
  private static final java.util.Set<String> WELL_KNOWN_FILES =
      java.util.Set.of(
          "Makefile",
          "GNUmakefile",
          "Dockerfile",
          "Containerfile",
          "Justfile",
          "justfile",
          "Gemfile",
          "Rakefile",
          "Procfile",
          "Jenkinsfile",
          "Vagrantfile",
          "Brewfile",
          "Pipfile",
          "CODEOWNERS",
          "LICENSE",
          "NOTICE",
          "VERSION",
          "WORKSPACE");

  /**
   * A file known by a capitalised name ending in "file", as tools name their scripts: `Podfile`,
   * `Fastfile`, `Tiltfile`, `Earthfile`.
   */
  private static final GatedPattern TOOL_FILE = GatedPattern.compile("[A-Z][a-z]{1,15}file");

  /** Whether a name is one of {@link #WELL_KNOWN_FILES} or of the shape of {@link #TOOL_FILE}. */
  private static boolean wellKnown(String name) {
    return WELL_KNOWN_FILES.contains(name) || TOOL_FILE.matcher(name).matches();
  }

  /**
   * Inline code that can only be a file or directory, never a branch: a trailing slash, a file
   * extension, a dotfile or a file known by its name ({@code release/*} may be either).
   */
  static boolean onlyPath(String t) {
    String last = t.contains("/") ? t.substring(t.lastIndexOf('/') + 1) : t;
    return t.endsWith("/") || EXTENSION.matcher(last).find() || wellKnown(last) || dotfile(t);
  }

  /**
   * `*.log`, `*.min.js`, `*.xcuserstate`, `*.code-workspace`: files of a kind (after a star, a
   * longer extension is still one).
   */
  private static final java.util.regex.Pattern KIND_GLOB =
      java.util.regex.Pattern.compile(
          "\\*+\\.[A-Za-z0-9][A-Za-z0-9-]{0,15}(\\.[A-Za-z0-9][A-Za-z0-9-]{0,15})?");

  /**
   * A whole path segment in parentheses, as web frameworks name route groups ({@code
   * app/(marketing)/}); it reads as the name inside.
   */
  private static final GatedPattern ROUTE_GROUP =
      GatedPattern.compile("(^|/)\\(([A-Za-z0-9_.-]+)\\)(?=/|$)");

  /** Inline code that reads as a file path, directory or glob. */
  static boolean isPath(String t) {
    if (t.indexOf('(') >= 0 && t.contains("/")) {
      String plain = ROUTE_GROUP.matcher(t).replaceAll("$1$2");
      return !plain.contains("(") && !plain.contains(")") && isPath(plain);
    }
    if (t.isEmpty() || !PATH_CHARS.matcher(t).matches() || t.startsWith("-") || t.contains("://")) {
      return false;
    }
    if (t.startsWith("//") || t.startsWith("/*")) {
      // `//nolint`, `/*eslint-disable*/`: a comment in code, no file
      return false;
    }
    if (t.endsWith(".env") && t.matches("(process|import\\.meta)\\.env")) {
      // `process.env`, `import.meta.env`: a program's environment in code, no file
      return false;
    }
    String noSlash = t.endsWith("/") ? t.substring(0, t.length() - 1) : t;
    String last = noSlash.contains("/") ? noSlash.substring(noSlash.lastIndexOf('/') + 1) : noSlash;
    if (EXTENSION.matcher(last).find() || last.startsWith(".env")) {
      return true;
    }
    if (wellKnown(last)) {
      // `Makefile`, `Dockerfile`, `CODEOWNERS`: files known by a name without an extension
      return true;
    }
    if (last.startsWith("*") && KIND_GLOB.matcher(last).matches()) {
      // `*.log`, `*.min.js`: files of a kind, whatever the extension
      return true;
    }
    if (dotfile(t)) {
      return true;
    }
    if (t.startsWith("~/") || t.startsWith("/")) {
      return true;
    }
    if (t.contains("/")) {
      String first = t.replaceFirst("^\\./", "").split("/")[0];
      return t.endsWith("/")
          // "`project/plugins.sbt`": a folder, then a name with an extension of letters (a
          // module path's last part is a name or a version, `gopkg.in/yaml.v3`)
          || last.matches("[\\w-]+\\.[a-z]{1,6}")
          // "`static/CNAME`", "`docs/AUTHORS`": a folder, then a name in capitals
          || last.matches("[A-Z][A-Z0-9_]{2,}")
          || KNOWN_DIRS.contains(first)
          || last.contains("*")
          || t.split("/").length > 2;
    }
    return false;
  }

  /** Whether {@code name} is one of the usual directories of a repository ("src", "docs"). */
  static boolean knownDirectory(String name) {
    return KNOWN_DIRS.contains(name);
  }

  /** A glob for writes to {@code p}: a directory's files, a bare name anywhere, a path as is. */
  static String glob(String p) {
    String q = p.startsWith("./") ? p.substring(2) : p;
    if (q.startsWith("/")) {
      q = q.substring(1);
    }
    if (q.endsWith("/")) {
      return q + "**";
    }
    if (!q.contains("/")) {
      return "**/" + q;
    }
    return q;
  }

  /**
   * The globs of writes that a named path opens: {@link #glob}, and for a path with no extension
   * (`apps/web`, which may be a directory) also what lies below it.
   */
  static List<String> globs(String p) {
    String g = glob(p);
    String last = g.substring(g.lastIndexOf('/') + 1);
    return g.endsWith("**") || last.contains("*") || last.contains(".")
        ? List.of(g)
        : List.of(g, g + "/**");
  }

  /** Directories of the system, never of a repository: {@code /etc} is that directory. */
  private static final GatedPattern SYSTEM_DIR =
      GatedPattern.compile(
          "/(etc|usr|var|bin|sbin|opt|dev|proc|sys|root|boot|lib|lib64|tmp)(/.*)?");

  /**
   * Directories a machine may mount at its root that a repository may also hold: {@code /secrets/x}
   * is either.
   */
  private static final GatedPattern MOUNT_DIR =
      GatedPattern.compile("/(home|mnt|run|srv|media|secrets|data|Users|Volumes|private)(/.*)?");

  /**
   * A condition matching {@code args.path} against a named path: a directory's contents, a glob, a
   * file name anywhere, or a path and what lies below it. A relative path written in a nested file
   * is taken from that file's directory.
   */
  static String condition(String p, String baseDir) {
    String q = p.startsWith("./") ? p.substring(2) : p;
    if (SYSTEM_DIR.matcher(q).matches()) {
      String dir = q.endsWith("/") ? q : q + "/";
      return "within(args.path, " + lit(dir) + ")";
    }
    if (MOUNT_DIR.matcher(q).matches()) {
      // "`/secrets/sa.json`": the machine's path, or the repository's written from its root
      String dir = q.endsWith("/") ? q : q + "/";
      return "(within(args.path, " + lit(dir) + ") || " + condition(q.substring(1), "") + ")";
    }
    if (q.startsWith("/")) {
      q = q.substring(1);
    } else if (!baseDir.isEmpty() && !q.startsWith("**") && q.contains("/")) {
      q = baseDir + q;
    }
    if (q.endsWith("/")) {
      // ("`*/migrations/`": a directory written as a pattern holds what its glob and "**" match;
      // `within` takes a directory as written)
      return q.contains("*")
          ? "args.path glob " + lit(q + "**")
          : "within(args.path, " + lit(q) + ")";
    }
    if (!q.contains("/")) {
      return "args.path glob " + lit("**/" + q);
    }
    return q.contains("*")
        ? "args.path glob " + lit(q)
        : "(args.path glob " + lit(q) + " || within(args.path, " + lit(q + "/") + "))";
  }

  /** A path that {@link #condition} matches, for examples. */
  static String sample(String p, String baseDir) {
    String q = p.startsWith("./") ? p.substring(2) : p;
    if (SYSTEM_DIR.matcher(q).matches()) {
      return (q.endsWith("/") ? q : q + "/") + "x.conf";
    }
    if (q.startsWith("/")) {
      q = q.substring(1);
    } else if (!baseDir.isEmpty() && !q.startsWith("**") && q.contains("/")) {
      q = baseDir + q;
    }
    q = q.replace("**/", "").replace("**", "x").replace("*", "x");
    return q.endsWith("/") ? q + "example.txt" : q;
  }

  static String lit(String s) {
    return ConditionPrinter.quoted(s);
  }
}
