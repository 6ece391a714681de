package io.contextcov.compiler.rules;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Enforcement;
import io.contextcov.bundle.ExampleCall;
import io.contextcov.bundle.Examples;
import io.contextcov.compiler.statements.Modality;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.ConditionPrinter;
import io.contextcov.condition.Expr;
import io.contextcov.shell.ShellParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Shared readings of statement text: commands, paths, verbs, and constraint building. */
final class Phrases {
  private Phrases() {}

  static final Set<String> PROGRAMS =
      Set.of(
          "git",
          "npm",
          "npx",
          "pnpm",
          "yarn",
          "bun",
          "pip",
          "pip3",
          "uv",
          "poetry",
          "pipenv",
          "cargo",
          "make",
          "docker",
          "kubectl",
          "rm",
          "curl",
          "wget",
          "sudo",
          "go",
          "mvn",
          "gradle",
          "python",
          "python3",
          "node",
          "deno",
          "terraform",
          "helm",
          "prisma",
          "gh",
          "chmod",
          "chown",
          "mv",
          "cp",
          "just",
          "bazel",
          "cmake",
          "ninja",
          "pytest",
          "tox",
          "nox",
          "ruff",
          "black",
          "eslint",
          "prettier",
          "tsc",
          "jest",
          "vitest",
          "mvnw",
          "./mvnw",
          "gradlew",
          "./gradlew",
          "brew",
          "apt",
          "apt-get",
          "dnf",
          "yum",
          "pacman",
          "conda",
          "rustup",
          "cargo-insta",
          "taskkill",
          "kill",
          "pkill",
          "killall",
          "reboot",
          "shutdown",
          "dd",
          "mkfs",
          "ssh",
          "scp",
          "rsync",
          "psql",
          "mysql",
          "redis-cli",
          "sqlite3",
          "composer",
          "bundle",
          "gem",
          "rake",
          "dotnet",
          "swift",
          "xcodebuild",
          "flutter",
          "dart",
          "zig",
          "php",
          "java",
          "javac",
          "nix",
          "hatch",
          "pdm",
          "rye",
          "mise",
          "asdf",
          "nvm",
          "corepack",
          "turbo",
          "nx",
          "lerna");

  static final Set<String> PACKAGE_MANAGERS =
      Set.of("npm", "yarn", "pnpm", "bun", "pip", "pip3", "uv", "poetry", "pipenv", "conda", "pdm");

  static final Pattern WRITE_VERBS =
      Pattern.compile(
          "(?i)\\b(edit|edits|editing|modify|modifies|modifying|write|writes|writing"
              + "|written|change|changes|changing|changed|touch|touching|touched|update|updates|updating|updated|overwrite|modified|edited|deleted"
              + "|alter|commit|committing|add|create|delete|remove|hand-edit|manually edit)\\b|修改|编辑|写入|改动");

  static final Pattern READ_VERBS =
      Pattern.compile(
          "(?i)\\b(read|reads|reading|open|opening|cat|view|access|accessing|print"
              + "|display|look at|inspect|load|source)\\b|读取|查看|打开");

  /** The inline code of a statement that reads as one shell command, cleaned of placeholders. */
  static List<String> commands(Statement s) {
    List<String> out = new ArrayList<>();
    for (String literal : s.literals()) {
      for (String line : literal.split("\n")) {
        cleanCommand(line)
            .ifPresent(
                c -> {
                  if (!out.contains(c)) {
                    out.add(c);
                  }
                });
      }
    }
    return out;
  }

  /**
   * A literal as a command pattern: one simple command of a known program, placeholders cut off.
   */
  static Optional<String> cleanCommand(String literal) {
    String t = literal.strip();
    if (t.startsWith("$ ")) {
      t = t.substring(2);
    }
    int cut = indexOfAny(t, "<", "[", "{", " ...", "…", "#");
    if (cut >= 0) {
      t = t.substring(0, cut).strip();
    }
    if (t.isEmpty() || t.contains("&&") || t.contains("||") || t.contains("|") || t.contains(";")) {
      return Optional.empty();
    }
    List<List<String>> cmds = ShellParser.commands(t);
    if (cmds.size() != 1) {
      return Optional.empty();
    }
    String program = cmds.get(0).get(0);
    if (!PROGRAMS.contains(program) && !PROGRAMS.contains(t.split("\\s+")[0])) {
      return Optional.empty();
    }
    return Optional.of(String.join(" ", t.split("\\s+")));
  }

  private static int indexOfAny(String s, String... needles) {
    int best = -1;
    for (String n : needles) {
      int i = s.indexOf(n);
      if (i >= 0 && (best < 0 || i < best)) {
        best = i;
      }
    }
    return best;
  }

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
          "client");
  private static final Pattern EXTENSION =
      Pattern.compile(
          "\\.(md|mdc|json|ya?ml|toml|lock|rs|ts|tsx|js|jsx|mjs|py|go|java|kt|txt|sh|cfg"
              + "|ini|xml|gradle|env|pem|key|sql|proto|css|scss|html|rb|php|cs|swift|c|h|cc|cpp|hpp|lockb)$");

  /** Inline code that reads as a file path or glob. */
  static List<String> paths(Statement s) {
    List<String> out = new ArrayList<>();
    for (String literal : s.literals()) {
      String t = literal.strip();
      if (t.isEmpty()
          || t.contains(" ")
          || t.contains("\n")
          || t.startsWith("-")
          || t.contains("(")
          || t.contains("://")
          || t.contains("<")
          || !t.matches("[A-Za-z0-9_./*@+-]+")) {
        continue;
      }
      if (isPath(t) && !out.contains(t)) {
        out.add(t);
      }
    }
    return out;
  }

  static boolean isPath(String t) {
    String noSlash = t.endsWith("/") ? t.substring(0, t.length() - 1) : t;
    String last = noSlash.contains("/") ? noSlash.substring(noSlash.lastIndexOf('/') + 1) : noSlash;
    if (EXTENSION.matcher(last).find() || last.startsWith(".env")) {
      return true;
    }
    if (t.startsWith(".") && !t.startsWith("..") && t.length() > 1 && !t.contains("*")) {
      return true;
    }
    if (t.contains("/")) {
      String first = t.replaceFirst("^\\./", "").split("/")[0];
      return t.endsWith("/") || KNOWN_DIRS.contains(first) || last.contains("*");
    }
    return false;
  }

  /** "`X` must never be modified", "`dir/` files are not edited": the literal is the object. */
  private static final Pattern NEVER_AFTER =
      Pattern.compile(
          "\\s*(files?|director(y|ies)|folders?)?\\s*(must|should|may|can|are|is)?\\s*(never|not)\\s+(be\\s+)?(modified|edited|changed|touched|written|updated|committed|read|opened|deleted)");

  /** Whether {@code literal} is the object of a verb matched by {@code verbs} in the sentence. */
  static boolean objectOf(Statement s, String literal, Pattern verbs) {
    String text = s.text();
    int at = text.indexOf("`" + literal + "`");
    if (at < 0) {
      at = text.indexOf(literal);
    }
    if (at < 0) {
      return s.leadIn() != null && verbs.matcher(s.leadIn()).find();
    }
    Matcher m = verbs.matcher(text);
    while (m.find()) {
      if (m.start() < at && at - m.end() <= 60) {
        return true;
      }
    }
    String after =
        text.substring(Math.min(text.length(), at + literal.length() + 2)).toLowerCase(Locale.ROOT);
    if (NEVER_AFTER.matcher(after).lookingAt()) {
      return true;
    }
    return mostlyCode(s) && s.leadIn() != null && verbs.matcher(s.leadIn()).find();
  }

  /**
   * A list item that is little more than code, like "`git clean -fd`" or "`git checkout .` (wipes
   * the working directory)": a remark in parentheses does not count as words.
   */
  private static boolean mostlyCode(Statement s) {
    String stripped =
        s.text()
            .replaceAll("`[^`]*`", "")
            .replaceAll("\\([^)]*\\)", "")
            .replaceAll("[^\\p{L}]", "");
    return stripped.length() < 12;
  }

  private static final Pattern POLARITY =
      Pattern.compile(
          "(?i)\\b(never|not|no|don't|avoid|without|always|must|use|prefer|instead)\\b|禁止|不要|严禁|不得|必须|使用");

  /**
   * Whether the literal sits in a negative clause: the clause (between {@code ; — ；}) holding it
   * has a negative word before it and no "instead", as in "never edit X; run `Y` instead".
   */
  static boolean negatedAt(Statement s, String literal) {
    String text = s.text();
    int at = text.indexOf(literal.split(" ")[0]);
    if (at < 0) {
      return true;
    }
    int from = 0;
    int to = text.length();
    for (char c : new char[] {';', '—', '；'}) {
      from = Math.max(from, text.lastIndexOf(c, at) + 1);
      int i = text.indexOf(c, at);
      if (i >= 0 && i < to) {
        to = i;
      }
    }
    if (text.substring(from, to).toLowerCase(Locale.ROOT).contains("instead")) {
      return false;
    }
    Matcher m = POLARITY.matcher(text.substring(from, at));
    String last = null;
    while (m.find()) {
      last = m.group().toLowerCase(Locale.ROOT);
    }
    if (last == null) {
      return from == 0;
    }
    return !Set.of("always", "must", "prefer", "instead", "必须").contains(last);
  }

  static final Pattern RUN_VERBS =
      Pattern.compile(
          "(?i)\\b(run|running|runs|use|using|execute|executing|call|calling|invoke|type|issue|perform|try|start|starting)\\b|运行|执行|使用|启动|调用");

  /** A command literal the sentence speaks of running (not a code snippet it only mentions). */
  static boolean runs(Statement s, String command) {
    String literalForm =
        s.literals().stream()
            .filter(l -> l.strip().startsWith(command.split(" ")[0]))
            .findFirst()
            .orElse(command);
    if (objectOf(s, literalForm, RUN_VERBS)) {
      return true;
    }
    return mostlyCode(s)
        && s.leadIn() != null
        && (RUN_VERBS.matcher(s.leadIn()).find()
            || s.leadIn().toLowerCase(Locale.ROOT).contains("command"));
  }

  /**
   * A condition matching paths like {@code p}: a directory, a glob, or a file name anywhere. A
   * relative path of a nested file is taken from that file's directory.
   */
  static String pathCondition(String p, Statement s) {
    String q = p.startsWith("./") ? p.substring(2) : p;
    if (q.startsWith("/")) {
      q = q.substring(1);
    } else if (!s.baseDir().isEmpty() && !q.startsWith("**") && q.contains("/")) {
      q = s.baseDir() + q;
    }
    if (q.endsWith("/")) {
      return "within(args.path, " + lit(q) + ")";
    }
    if (!q.contains("/")) {
      return "args.path glob " + lit("**/" + q);
    }
    return q.contains("*")
        ? "args.path glob " + lit(q)
        : "(args.path glob " + lit(q) + " || within(args.path, " + lit(q + "/") + "))";
  }

  /** A path that {@link #pathCondition} matches, for examples. */
  static String samplePath(String p, Statement s) {
    String q = p.startsWith("./") ? p.substring(2) : p;
    if (q.startsWith("/")) {
      q = q.substring(1);
    } else if (!s.baseDir().isEmpty() && !q.startsWith("**") && q.contains("/")) {
      q = s.baseDir() + q;
    }
    q = q.replace("**/", "").replace("**", "x").replace("*", "x");
    return q.endsWith("/") ? q + "example.txt" : q;
  }

  static String lit(String s) {
    return ConditionPrinter.quoted(s);
  }

  static Expr cond(String text) {
    return ConditionParser.parse(text).orThrow();
  }

  static Enforcement severity(Modality m) {
    return m.binding() ? Enforcement.ERROR : Enforcement.WARN;
  }

  static String lower(Statement s) {
    return s.fullText().toLowerCase(Locale.ROOT);
  }

  static Constraint constraint(String action, Effect effect, String when, Statement s) {
    Constraint c =
        Constraint.of("draft", ActionPattern.of(action), effect)
            .withSeverity(severity(s.modality()));
    return when == null ? c : c.withWhen(cond(when));
  }

  static Examples examples(List<Map<String, Object>> allow, List<Map<String, Object>> deny) {
    return new Examples(
        allow.stream().map(a -> new ExampleCall(Optional.empty(), a, Map.of())).toList(),
        deny.stream().map(a -> new ExampleCall(Optional.empty(), a, Map.of())).toList());
  }

  static ExampleCall call(String action, Map<String, Object> args) {
    return new ExampleCall(Optional.of(action), args, Map.of());
  }
}
