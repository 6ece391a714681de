package io.contextcov.compiler.reader;

import io.contextcov.compiler.statements.GatedPattern;
import io.contextcov.shell.ShellParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A command named in an instruction file, cleaned of prompts, placeholders and comments: {@code
 * pattern} as written (for bans: {@code git reset --hard}) and {@code loose}, the program and its
 * subcommand words only (for prerequisites: {@code tools/lint.js --js} is met by any {@code
 * tools/lint.js} run, so a stricter reading never blocks work the file allows).
 */
public record CommandRef(String pattern, String loose, String program) {
  private static final GatedPattern PLACEHOLDER =
      GatedPattern.compile("<[^>]*>|\\[[^\\]]*]|\\{[^}]*}|(?<![./])\\.\\.\\.|…");

  /** A flag standing alone after a placeholder: {@code -delete}, {@code --force}. */
  private static final GatedPattern TRAILING_FLAG =
      GatedPattern.compile("--?[A-Za-z][A-Za-z0-9-]*");

  /** A plain word of a command: a subcommand, a target, or a Gradle task path (`:app:test`). */
  private static final GatedPattern WORD = GatedPattern.compile(":?[A-Za-z][A-Za-z0-9_:-]*");

  /** {@code NAME=value} before a program: an environment variable set for it. */
  private static final GatedPattern ASSIGNMENT = GatedPattern.compile("[A-Za-z_][A-Za-z0-9_]*=.*");

  private static final GatedPattern SCRIPT_NAME =
      GatedPattern.compile("[A-Za-z0-9_-]+\\.(py|sh|bash|js|mjs|cjs|ts|rb|pl|php)");

  /** A name with its bracket straight after it: a call written in code. */
  private static final GatedPattern CALL = GatedPattern.compile("[A-Za-z_][\\w.:]*\\(.*\\)");

  private static final GatedPattern SCRIPT =
      GatedPattern.compile("(\\./)?[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+");

  /**
   * Reads a code span or code line as one command, if it is one: its first word is a known program
   * ({@code programs.txt}), one the file's own shell blocks run ({@code filePrograms}), or a path
   * to a script ({@code script/test}, {@code ./tools/format.js}).
   */
  public static Optional<CommandRef> of(String text, Set<String> filePrograms) {
    return of(text, filePrograms, false, false);
  }

  /**
   * What a code span names when the prose says to run it ("run `buf lint`"): a command of two or
   * more words whose program is a plain name is one even when the program is not a known one.
   */
  public static Optional<CommandRef> ran(String text, Set<String> filePrograms) {
    return of(text, filePrograms, true, false);
  }

  /**
   * A span joined by "or"/"and" to a command the clause runs ("`manage.py flush` or `dropdb`"): a
   * command even when it is one unknown word.
   */
  public static Optional<CommandRef> joined(String text, Set<String> filePrograms) {
    return of(text, filePrograms, true, true);
  }

  private static Optional<CommandRef> of(
      String text, Set<String> filePrograms, boolean ran, boolean single) {
    String t = text.strip();
    if (t.startsWith("$ ")) {
      t = t.substring(2).strip();
    }
    int hash = t.indexOf(" #");
    if (hash >= 0) {
      t = t.substring(0, hash).strip();
    }
    if (t.isEmpty() || t.contains("\n") || t.length() > 200) {
      return Optional.empty();
    }
    // several commands joined by && or ; read as their first one only when that is all there is
    if (t.contains("&&") || t.contains("||") || t.contains(";") || t.contains("|")) {
      return Optional.empty();
    }
    if (CALL.matcher(t).matches()) {
      // `dd()`, `dump($x)`: a call in code, which no shell line spells with the bracket on the name
      return Optional.empty();
    }
    int cut = firstPlaceholder(t);
    if (cut == 0) {
      return Optional.empty();
    }
    if (cut > 0) {
      // `find … -delete`, `git push … --force`: a flag written after the elided part still
      // narrows what the span names
      StringBuilder kept = new StringBuilder(t.substring(0, cut).strip());
      for (String w : PLACEHOLDER.matcher(t.substring(cut)).replaceAll(" ").split("\\s+")) {
        if (TRAILING_FLAG.matcher(w).matches()) {
          kept.append(' ').append(w);
        }
      }
      t = kept.toString();
    }
    List<List<String>> cmds;
    try {
      cmds = ShellParser.commands(t);
    } catch (RuntimeException e) {
      return Optional.empty();
    }
    if (cmds.isEmpty() && WRAPPERS.contains(t)) {
      // "commands with `sudo`": a wrapper the parser unwraps, named alone
      return Optional.of(new CommandRef(t, t, t));
    }
    if (cmds.isEmpty() || cmds.get(0).isEmpty()) {
      return Optional.empty();
    }
    // with no operator in the text, the commands after the first are the ones it wraps (`uv run
    // pytest` also runs `pytest`, `sudo rm -rf x` runs `rm -rf x`): the span names the first
    List<String> words = new ArrayList<>(cmds.get(0));
    // the parser names programs by their base name; a script is known by its path as written
    String written =
        java.util.Arrays.stream(t.split("\\s+"))
            .filter(w -> !ASSIGNMENT.matcher(w).matches())
            .findFirst()
            .orElse(words.get(0));
    if (ShellParser.basename(written).equals(words.get(0))) {
      words.set(0, written);
    }
    String first = words.get(0);
    boolean known =
        Lexicon.get().words("program").contains(first)
            || Lexicon.get().words("program").contains(ShellParser.basename(first))
            || filePrograms.contains(first);
    boolean script =
        SCRIPT.matcher(first).matches() && !first.contains("..") && runnable(first)
            // `manage.py flush`: a script named by its file name with what it is told to do
            || SCRIPT_NAME.matcher(first).matches() && (words.size() >= 2 || ran);
    boolean named =
        ran
            && (words.size() >= 2 || single && first.length() >= 3)
            && (first.matches("[a-z][a-z0-9_-]*")
                // "run `Unity -batchmode …`": a capitalised program, told to run with its flags
                || first.matches("[A-Z][A-Za-z0-9_-]*")
                    && words.size() >= 2
                    && words.get(1).startsWith("-"));
    if (!known && !script && !named) {
      return Optional.empty();
    }
    if (!known && words.size() == 1 && looksLikeDataFile(first)) {
      return Optional.empty();
    }
    String pattern = String.join(" ", words);
    // `uv run --locked prek`: its loose form is the command run inside (`prek`), which every line
    // running it holds, whatever options the runner is given
    List<String> inner = cmds.get(cmds.size() - 1);
    String loose =
        cmds.size() > 1 && !inner.isEmpty() ? loose(new ArrayList<>(inner)) : loose(words);
    return Optional.of(new CommandRef(pattern, loose, first));
  }

  private static final Set<String> WRAPPERS =
      Set.of("sudo", "doas", "su", "env", "timeout", "nohup", "nice", "xargs", "time");

  private static final Set<String> SCRIPT_DIRS =
      Set.of(
          "script",
          "scripts",
          "bin",
          "tools",
          "tool",
          "dev",
          "hack",
          "ci",
          "utils",
          "util",
          "build-support",
          "devtools",
          "x");

  /**
   * A path that reads as a program: {@code ./x}, a script directory ({@code script/test}), or a
   * script extension ({@code tools/format.js}); {@code docs/ja} is a directory, not a program.
   */
  static boolean runnable(String path) {
    if (path.startsWith("./")) {
      return true;
    }
    String first = path.split("/")[0];
    if (SCRIPT_DIRS.contains(first) || first.equals(".github") && path.contains("/scripts/")) {
      return true;
    }
    return path.matches(".*\\.(sh|bash|py|js|mjs|cjs|ts|rb|pl|ps1|bat|cmd|php)$");
  }

  private static boolean looksLikeDataFile(String w) {
    return DATA_FILE.matcher(w).matches();
  }

  private static final java.util.regex.Pattern DATA_FILE =
      java.util.regex.Pattern.compile(
          ".*\\.(md|json|ya?ml|toml|txt|lock|rs|go|ts|tsx|java|kt|snap|proto|cfg|ini|html|css)$");

  private static int firstPlaceholder(String t) {
    java.util.regex.Matcher m = PLACEHOLDER.matcher(t);
    return m.find() ? m.start() : -1;
  }

  /** The program and the plain words after it, up to the first flag, path or value. */
  private static String loose(List<String> words) {
    List<String> out = new ArrayList<>();
    out.add(words.get(0));
    int named = 1;
    for (int i = 1; i < words.size() && named < 3; i++) {
      String w = words.get(i);
      if (i == 1
          && w.startsWith("-")
          && !w.contains("=")
          && i + 2 < words.size()
          && !words.get(i + 1).startsWith("-")
          && WORD.matcher(words.get(i + 2)).matches()) {
        // `pnpm --filter web test`, `make -C docs html`: an option given a value right after the
        // program, before the subcommand, says which part runs it, and is kept with its value (a
        // run of the whole, `pnpm test`, does not meet it)
        out.add(w);
        out.add(words.get(++i));
        continue;
      }
      if (i == 1
          && w.equals("-m")
          && words.size() > 2
          && ShellParser.basename(words.get(0)).matches("python[0-9.]*")) {
        // `python -m tools.golden --update`: the module run is what any run of it holds
        out.add(w);
        out.add(words.get(2));
        break;
      }
      if (!WORD.matcher(w).matches()) {
        break;
      }
      out.add(w);
      named++;
    }
    return String.join(" ", out);
  }

  /** The words of the pattern. */
  public List<String> words() {
    return List.of(pattern.split(" "));
  }

  /** Whether a list already holds a command of the same pattern. */
  static boolean listed(java.util.List<CommandRef> list, CommandRef c) {
    return list.stream().anyMatch(k -> k.pattern().equals(c.pattern()));
  }
}
