package io.contextcov.shell;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Splits a shell line into the simple commands it would run, as word lists after quote removal.
 * Operators ({@code && || ; | & |&}, newlines), subshells and groups separate commands; the
 * contents of {@code $(…)}, backticks (also inside double quotes), {@code bash -c '…'}, {@code
 * eval} and {@code env -S} are parsed as commands too; wrappers ({@code sudo}, {@code env}, {@code
 * nohup}…) are removed; a word that is only an argument never becomes a command. Variables assigned
 * earlier in the same line ({@code G=git; $G push}) are expanded, with their defaults ({@code
 * ${X:-git}}), {@code $IFS}, and {@code set --} parameters; aliases defined on the line and scripts
 * piped or given as a here-string to a shell are parsed too. The parse is conservative: text it
 * cannot read exactly still yields the commands it can see, and what it cannot resolve is named in
 * {@link Parsed#undecidable} (a program computed at run time, a shell reading a script from a pipe
 * it cannot see, code an interpreter runs), and a limit it reached in {@link Parsed#overLimit}: the
 * engine asks about the first and denies the second.
 */
public final class ShellParser {
  /** Recursion through nested {@code bash -c} and substitutions stops here. */
  private static final int MAX_DEPTH = 8;

  /** Lines longer than this are cut: the parse stays linear and bounded. */
  private static final int MAX_LENGTH = 64 * 1024;

  /** A variable's value may not grow past this (doubling {@code a=$a$a} would exhaust memory). */
  private static final int MAX_VALUE = 64 * 1024;

  /** The most simple commands one line may hold. */
  private static final int MAX_COMMANDS = 4096;

  /** Words one brace expansion may make before the line counts as over the limit. */
  static final int MAX_BRACE_WORDS = 256;

  private final List<List<String>> commands = new ArrayList<>();
  private final List<Redirect> redirects = new ArrayList<>();
  private final Map<String, String> variables = new HashMap<>();
  private final List<String> undecidable = new ArrayList<>();
  private String overLimit;
  private List<String> parameters = List.of();

  /** A redirection's target file: written ({@code >}, {@code >>}) or read ({@code <}). */
  public record Redirect(String path, boolean write) {}

  /**
   * The simple commands of a line, the files its redirections write or read, why some of it cannot
   * be resolved before it runs, and the limit it exceeded (null when none).
   */
  public record Parsed(
      List<List<String>> commands,
      List<Redirect> redirects,
      List<String> undecidable,
      String overLimit) {}

  /** Parses a line once for both its commands and its redirections. */
  public static Parsed parse(String line) {
    ShellParser p = new ShellParser();
    if (line.length() > MAX_LENGTH) {
      p.overLimit = "the command line is longer than " + MAX_LENGTH + " characters";
    }
    p.parse(line.length() > MAX_LENGTH ? line.substring(0, MAX_LENGTH) : line, 0);
    return new Parsed(
        List.copyOf(p.commands), List.copyOf(p.redirects), List.copyOf(p.undecidable), p.overLimit);
  }

  private void undecidable(String why) {
    if (undecidable.size() < 8 && !undecidable.contains(why)) {
      undecidable.add(why);
    }
  }

  private void limit(String why) {
    if (overLimit == null) {
      overLimit = why;
    }
  }

  private ShellParser() {}

  /** The simple commands of {@code line}, each a non-empty word list with the program first. */
  public static List<List<String>> commands(String line) {
    ShellParser p = new ShellParser();
    p.parse(line.length() > MAX_LENGTH ? line.substring(0, MAX_LENGTH) : line, 0);
    return p.commands;
  }

  private void parse(String line, int depth) {
    if (depth > MAX_DEPTH) {
      limit("commands are nested more than " + MAX_DEPTH + " levels deep");
      return;
    }
    Lexer lexer = new Lexer(line, depth);
    List<String> words = new ArrayList<>();
    String before = null;
    List<String> previous = List.of();
    while (true) {
      Lexer.Token t = lexer.next();
      if (t == null || t.separator()) {
        String hereString = lexer.takeHereString();
        boolean piped = "|".equals(before) || "|&".equals(before);
        List<String> done =
            finish(words, depth, piped ? previous : null, hereString, lexer.takeHeredoc());
        previous = done;
        before = t == null ? null : t.text();
        words = new ArrayList<>();
        if (t == null) {
          break;
        }
        continue;
      }
      words.add(t.text());
    }
  }

  /** Marks a {@code $} written outside quotes, whose expansion is split into words. */
  static final char UNQUOTED = '\u0001';

  /** Marks a {@code $} that is quoted or escaped ({@code '$1'}, {@code \\$HOME}): not expanded. */
  static final char LITERAL = '\u0002';

  /** The text with each {@code $} marked as one that is not expanded. */
  private static String literal(CharSequence text) {
    return text.toString().replace("$", LITERAL + "$");
  }

  /** A word's text with the parser's marks removed. */
  private static String unmarked(String text) {
    return text.replace(String.valueOf(UNQUOTED), "").replace(String.valueOf(LITERAL), "");
  }

  /** A word's value after the expansions the parser can resolve; {@code \0} splits fields. */
  private String expand(String word) {
    if (word.indexOf('$') < 0) {
      return word;
    }
    StringBuilder out = new StringBuilder();
    boolean split = false;
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (c == UNQUOTED) {
        split = true;
        continue;
      }
      if (c == LITERAL) {
        if (i + 1 < word.length()) {
          out.append(word.charAt(++i));
        }
        split = false;
        continue;
      }
      boolean unquoted = split;
      split = false;
      if (c != '$' || i + 1 >= word.length()) {
        out.append(c);
        continue;
      }
      char next = word.charAt(i + 1);
      if (next == '@' || next == '*') {
        out.append(String.join("\0", parameters));
        i++;
        continue;
      }
      if (Character.isDigit(next)) {
        int n = next - '0';
        out.append(n >= 1 && n <= parameters.size() ? parameters.get(n - 1) : "");
        i++;
        continue;
      }
      boolean braced = next == '{';
      int j = braced ? i + 2 : i + 1;
      int nameStart = j;
      while (j < word.length()
          && (Character.isLetterOrDigit(word.charAt(j)) || word.charAt(j) == '_')) {
        j++;
      }
      String name = word.substring(nameStart, j);
      String fallback = null;
      if (braced) {
        int close = word.indexOf('}', j);
        if (close < 0 || name.isEmpty()) {
          out.append(c);
          continue;
        }
        String op = word.substring(j, close);
        if (op.startsWith(":-") || op.startsWith(":=")) {
          fallback = op.substring(2);
        } else if (op.startsWith("-") || op.startsWith("=")) {
          fallback = op.substring(1);
        } else if (!op.isEmpty()) {
          // ${X:+y}, ${X#y}, ${X/a/b}…: an edit the parser does not model
          out.append(word, i, close + 1);
          i = close;
          continue;
        }
        j = close + 1;
      }
      if (name.equals("IFS")) {
        out.append('\0');
      } else if (variables.containsKey(name)) {
        // an unquoted expansion is split into words (x='push -f'; git $x); "$x" stays one word
        out.append(
            unquoted ? variables.get(name).replaceAll("[ \t\n]+", "\0") : variables.get(name));
      } else if (fallback != null) {
        out.append(expand(fallback));
      } else {
        out.append(word, i, j);
      }
      i = j - 1;
      if (out.length() > MAX_VALUE) {
        limit("a variable's value grows past " + MAX_VALUE + " characters");
        return out.substring(0, MAX_VALUE);
      }
    }
    return out.toString();
  }

  /** Programs that run code given on their command line. */
  private static final Map<String, List<String>> INTERPRETERS =
      Map.ofEntries(
          Map.entry("python", List.of("-c")),
          Map.entry("python3", List.of("-c")),
          Map.entry("python2", List.of("-c")),
          Map.entry("perl", List.of("-e", "-E")),
          Map.entry("ruby", List.of("-e")),
          Map.entry("node", List.of("-e", "--eval", "-p", "--print")),
          Map.entry("deno", List.of("eval")),
          Map.entry("bun", List.of("-e", "--eval")),
          Map.entry("php", List.of("-r")),
          Map.entry("lua", List.of("-e")),
          Map.entry("Rscript", List.of("-e")),
          Map.entry("pwsh", List.of("-c", "-Command")),
          Map.entry("awk", List.of()),
          Map.entry("gawk", List.of()),
          Map.entry("mawk", List.of()),
          Map.entry("nawk", List.of()));

  /** Calls in code that start processes. */
  private static final java.util.regex.Pattern PROCESS_API =
      java.util.regex.Pattern.compile(
          "\\b(system|exec[a-z]*|popen|spawn[a-z]*|subprocess|child_process|Popen|os\\.system"
              + "|proc_open|passthru|shell_exec|Runtime|ProcessBuilder|IO\\.popen)\\b|`");

  private static final java.util.regex.Pattern QUOTED =
      java.util.regex.Pattern.compile("'([^'\\n]{2,})'|\"([^\"\\n]{2,})\"");

  private static final java.util.Set<String> SHELLS =
      java.util.Set.of("sh", "bash", "zsh", "dash", "ksh", "ash", "fish", "busybox");

  /**
   * One simple command: expands its words, records it, and follows what it runs. Returns its words
   * (for the command after a pipe).
   */
  private List<String> finish(
      List<String> raw, int depth, List<String> pipedFrom, String hereString, boolean heredoc) {
    List<String> words = new ArrayList<>(raw.size());
    for (String w : raw) {
      String e = expand(w);
      if (e.indexOf('\0') >= 0) {
        for (String part : e.split("\0")) {
          if (!part.isEmpty()) {
            words.add(part);
          }
        }
      } else {
        words.add(e);
      }
    }
    if (commands.size() >= MAX_COMMANDS) {
      limit("the line holds more than " + MAX_COMMANDS + " commands");
      return words;
    }
    int i = 0;
    // leading assignments: remembered when they stand alone, skipped before a command
    while (i < words.size() && isAssignment(words.get(i))) {
      i++;
    }
    if (i == words.size()) {
      for (String w : words) {
        int eq = w.indexOf('=');
        String value = w.substring(eq + 1);
        if (value.length() > MAX_VALUE) {
          limit("a variable's value grows past " + MAX_VALUE + " characters");
          value = value.substring(0, MAX_VALUE);
        }
        variables.put(w.substring(0, eq), value);
      }
      return words;
    }
    List<String> cmd = new ArrayList<>(words.subList(i, words.size()));
    while (!cmd.isEmpty()
        && (cmd.get(0).equals("!")
            || cmd.get(0).equals("{")
            || cmd.get(0).equals("}")
            || cmd.get(0).equals("then")
            || cmd.get(0).equals("do")
            || cmd.get(0).equals("else")
            || cmd.get(0).equals("if")
            || cmd.get(0).equals("while")
            || cmd.get(0).equals("until")
            || cmd.get(0).equals("elif"))) {
      cmd.remove(0);
    }
    if (cmd.isEmpty() || cmd.get(0).equals("fi") || cmd.get(0).equals("done")) {
      return words;
    }
    if (cmd.get(0).equals("set") && cmd.size() > 1 && cmd.get(1).equals("--")) {
      parameters = List.copyOf(cmd.subList(2, cmd.size()));
    }
    if (cmd.get(0).equals("alias")) {
      for (String a : cmd.subList(1, cmd.size())) {
        int eq = a.indexOf('=');
        if (eq > 0) {
          parse(a.substring(eq + 1), depth + 1);
        }
      }
    }
    Wrappers.Unwrapped u = Wrappers.unwrap(cmd);
    if (u.overLimit()) {
      limit("more than 16 wrappers around one command");
    }
    for (List<String> found : u.commands()) {
      List<String> out = new ArrayList<>(found);
      String program = out.get(0);
      if (computed(program)) {
        undecidable("the program `" + program + "` is computed when the line runs");
      }
      out.set(0, basename(program));
      commands.add(List.copyOf(out));
      String name = out.get(0);
      if (SHELLS.contains(name) && readsStdin(out)) {
        if (hereString != null) {
          parse(hereString, depth + 1);
        } else if (pipedFrom != null
            && !pipedFrom.isEmpty()
            && (pipedFrom.get(0).equals("echo") || pipedFrom.get(0).equals("printf"))) {
          List<String> text = new ArrayList<>();
          for (String w : pipedFrom.subList(1, pipedFrom.size())) {
            if (!w.startsWith("-")) {
              text.add(w);
            }
          }
          parse(String.join(" ", text).replace("\\n", "\n"), depth + 1);
        } else {
          undecidable(
              heredoc
                  ? "`" + name + "` runs a here-document"
                  : "`" + name + "` runs a script it reads from standard input");
        }
      }
      interpreted(out, depth);
    }
    for (String nested : u.nestedLines()) {
      parse(nested, depth + 1);
    }
    return words;
  }

  /** A program word the line computes: a variable, a substitution, a glob or brace expansion. */
  private static boolean computed(String program) {
    if (program.equals("[") || program.equals("[[")) {
      return false;
    }
    for (int k = 0; k < program.length(); k++) {
      char c = program.charAt(k);
      if (c == '$' || c == '`' || c == '*' || c == '?' || c == '[') {
        return true;
      }
      if (c == '{' && program.indexOf(',', k) > k && program.indexOf('}', k) > k) {
        return true;
      }
    }
    return false;
  }

  /** A shell given neither {@code -c} nor a script file reads its script from standard input. */
  private static boolean readsStdin(List<String> cmd) {
    if (cmd.get(0).equals("busybox")) {
      return false;
    }
    for (int k = 1; k < cmd.size(); k++) {
      String w = cmd.get(k);
      if (w.equals("-s") || w.equals("-")) {
        return true;
      }
      if (!w.startsWith("-") && !w.startsWith("+")) {
        return false;
      }
      if (!w.startsWith("--") && w.indexOf('c') > 0) {
        return false;
      }
      if (w.equals("-o") || w.equals("+o") || w.equals("--rcfile") || w.equals("--init-file")) {
        k++;
      }
    }
    return true;
  }

  /**
   * Code an interpreter is given on the command line: the strings in it are read as command lines
   * (a banned command inside them is still seen), and code that starts processes is undecidable.
   */
  private void interpreted(List<String> cmd, int depth) {
    List<String> flags = INTERPRETERS.get(cmd.get(0));
    if (flags == null) {
      return;
    }
    String code = null;
    for (int k = 1; k < cmd.size(); k++) {
      String w = cmd.get(k);
      if (flags.isEmpty() && !w.startsWith("-")) {
        code = w; // awk: the program is the first operand
        break;
      }
      if (flags.contains(w) && k + 1 < cmd.size()) {
        code = cmd.get(k + 1);
        break;
      }
      if (flags.isEmpty() && (w.equals("-f") || w.equals("-v"))) {
        k++;
      }
    }
    if (code == null) {
      return;
    }
    java.util.regex.Matcher m = QUOTED.matcher(code);
    while (m.find()) {
      parse(m.group(1) != null ? m.group(1) : m.group(2), depth + 1);
    }
    if (PROCESS_API.matcher(code).find()) {
      undecidable("`" + cmd.get(0) + "` runs commands its code builds");
    }
  }

  static boolean isAssignment(String w) {
    int eq = w.indexOf('=');
    if (eq <= 0) {
      return false;
    }
    for (int k = 0; k < eq; k++) {
      char c = w.charAt(k);
      if (!(Character.isLetterOrDigit(c) || c == '_') || (k == 0 && Character.isDigit(c))) {
        return false;
      }
    }
    return true;
  }

  public static String basename(String program) {
    int slash = program.lastIndexOf('/');
    return slash >= 0 && slash < program.length() - 1 ? program.substring(slash + 1) : program;
  }

  /** Tokenizer for one line: words after quote removal, and separator tokens. */
  private final class Lexer {
    record Token(String text, boolean separator) {}

    private final String s;
    private final int depth;
    private int pos;
    private char redirect;
    private boolean doubled;
    private int run;
    private String hereString;
    private boolean heredoc;

    /** The here-string ({@code <<< '…'}) of the command just ended, once. */
    String takeHereString() {
      String h = hereString;
      hereString = null;
      return h;
    }

    /** Whether the command just ended reads a here-document ({@code << EOF}), once. */
    boolean takeHeredoc() {
      boolean h = heredoc;
      heredoc = false;
      return h;
    }

    Lexer(String s, int depth) {
      this.s = s;
      this.depth = depth;
    }

    Token next() {
      // blanks and line continuations
      while (pos < s.length()) {
        char c = s.charAt(pos);
        if (c == ' ' || c == '\t' || c == '\r') {
          pos++;
        } else if (c == '\\' && pos + 1 < s.length() && s.charAt(pos + 1) == '\n') {
          pos += 2;
        } else {
          break;
        }
      }
      if (pos >= s.length()) {
        return null;
      }
      char c = s.charAt(pos);
      if (c == '#') {
        while (pos < s.length() && s.charAt(pos) != '\n') {
          pos++;
        }
        return next();
      }
      if (c == '\n' || c == ';' || c == '(' || c == ')') {
        pos++;
        if (c == ';' && pos < s.length() && s.charAt(pos) == ';') {
          pos++;
        }
        return new Token(String.valueOf(c), true);
      }
      if (c == '&' || c == '|') {
        pos++;
        if (pos < s.length() && (s.charAt(pos) == c || (c == '|' && s.charAt(pos) == '&'))) {
          pos++;
        } else if (c == '&' && pos < s.length() && s.charAt(pos) == '>') {
          // &> file: a redirection
          pos++;
          redirect = '>';
          doubled = false;
          skipRedirectTarget();
          return next();
        }
        return new Token(String.valueOf(c), true);
      }
      if (isRedirect()) {
        skipRedirectTarget();
        return next();
      }
      return word();
    }

    /** {@code >}, {@code >>}, {@code <}, {@code 2>}, {@code 2>&1}, {@code <<<}, {@code <<EOF}. */
    private boolean isRedirect() {
      int p = pos;
      while (p < s.length() && Character.isDigit(s.charAt(p))) {
        p++;
      }
      if (p < s.length() && (s.charAt(p) == '>' || s.charAt(p) == '<')) {
        char r = s.charAt(p);
        redirect = r;
        p++;
        doubled = p < s.length() && s.charAt(p) == r;
        run = 1;
        while (p + run - 1 < s.length() && s.charAt(p + run - 1) == r) {
          run++;
        }
        while (p < s.length()
            && (s.charAt(p) == r
                || s.charAt(p) == '&'
                || s.charAt(p) == '|'
                || s.charAt(p) == '-')) {
          p++;
        }
        // fd duplication such as 2>&1 has no word after it
        int q = p;
        while (q < s.length() && Character.isDigit(s.charAt(q))) {
          q++;
        }
        if (q > p && s.charAt(p - 1) == '&') {
          pos = q;
          return true;
        }
        pos = p;
        return true;
      }
      return false;
    }

    private void skipRedirectTarget() {
      if (pos > 0
          && s.charAt(pos - 1) != '>'
          && s.charAt(pos - 1) != '<'
          && s.charAt(pos - 1) != '&'
          && s.charAt(pos - 1) != '|'
          && s.charAt(pos - 1) != '-') {
        return; // fd duplication already consumed
      }
      while (pos < s.length() && (s.charAt(pos) == ' ' || s.charAt(pos) == '\t')) {
        pos++;
      }
      if (pos < s.length() && "\n;&|()".indexOf(s.charAt(pos)) < 0) {
        // << and <<< take a here-document delimiter or a string, not a file
        boolean here = redirect == '<' && doubled;
        String target = unmarked(word().text());
        if (here && run >= 3) {
          hereString = target;
        } else if (here) {
          heredoc = true;
        }
        if (!here && !target.isEmpty() && !target.equals("/dev/null")) {
          redirects.add(new Redirect(target, redirect == '>'));
        }
      }
    }

    private Token word() {
      StringBuilder out = new StringBuilder();
      // which characters of the word were written unquoted: only those take part in brace
      // expansion
      StringBuilder plain = new StringBuilder();
      while (pos < s.length()) {
        char c = s.charAt(pos);
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == '&' || c == '|'
            || c == '(' || c == ')' || c == '<' || c == '>') {
          break;
        }
        while (plain.length() < out.length()) {
          plain.append('0');
        }
        if (c == '{' || c == ',' || c == '}' || c == '.') {
          out.append(c);
          plain.append('1');
          pos++;
          continue;
        }
        if (c == '\\') {
          // a backslash-newline is a line continuation and leaves nothing behind
          if (pos + 1 < s.length() && s.charAt(pos + 1) != '\n') {
            out.append(literal(String.valueOf(s.charAt(pos + 1))));
          }
          pos += 2;
        } else if (c == '\'') {
          int end = s.indexOf('\'', pos + 1);
          end = end < 0 ? s.length() : end;
          out.append(literal(s.subSequence(pos + 1, end)));
          pos = end + 1;
        } else if (c == '$' && pos + 1 < s.length() && s.charAt(pos + 1) == '"') {
          // $"…" is a translatable string: the same words as "…"
          pos++;
        } else if (c == '$' && pos + 1 < s.length() && s.charAt(pos + 1) == '\'') {
          pos += 2;
          out.append(literal(ansiC()));
        } else if (c == '"') {
          pos++;
          doubleQuoted(out);
        } else if (c == '$' && pos + 1 < s.length() && s.charAt(pos + 1) == '(') {
          substitution(out, true);
        } else if (c == '`') {
          backticks(out);
        } else {
          if (c == '$') {
            // an unquoted expansion: its value is split into words (see expand)
            out.append(UNQUOTED);
          }
          out.append(c);
          pos++;
        }
      }
      while (plain.length() < out.length()) {
        plain.append('0');
      }
      String text = out.toString();
      if (text.indexOf('{') >= 0) {
        List<String> expanded = new ArrayList<>();
        if (!Braces.expand(text, plain.toString(), expanded, MAX_BRACE_WORDS)) {
          limit("a brace expansion makes more than " + MAX_BRACE_WORDS + " words");
        } else if (expanded.size() > 1) {
          // bash expands `--{force,quiet}` into two words; finish() splits at NUL
          text = String.join("\0", expanded);
        }
      }
      return new Token(text, false);
    }

    /**
     * {@code $(…)} at {@code pos}: the inner command is parsed as a command of its own and the text
     * kept in the word. Outside quotes {@code $((…))} is arithmetic, kept as text.
     */
    private void substitution(StringBuilder out, boolean arithmetic) {
      int end = matchingParen(pos + 1);
      String inner = s.substring(pos + 2, Math.max(pos + 2, end));
      if (arithmetic && inner.startsWith("(")) {
        out.append("$((").append(inner);
      } else {
        parse(inner, depth + 1);
        out.append("$(").append(inner).append(')');
      }
      pos = Math.min(s.length(), end + 1);
    }

    /** {@code `…`} at {@code pos}: parsed like {@code $(…)}, kept in the word as written. */
    private void backticks(StringBuilder out) {
      // inside backquotes a backslash quotes `, \\ and $: "\\`" nests a substitution
      StringBuilder inner = new StringBuilder();
      int end = pos + 1;
      while (end < s.length() && s.charAt(end) != '`') {
        char c = s.charAt(end);
        if (c == '\\' && end + 1 < s.length() && "`\\$".indexOf(s.charAt(end + 1)) >= 0) {
          inner.append(s.charAt(end + 1));
          end += 2;
        } else {
          inner.append(c);
          end++;
        }
      }
      parse(inner.toString(), depth + 1);
      out.append('`').append(inner).append('`');
      pos = end + 1;
    }

    private void doubleQuoted(StringBuilder out) {
      while (pos < s.length()) {
        char c = s.charAt(pos);
        if (c == '"') {
          pos++;
          return;
        }
        if (c == '\\' && pos + 1 < s.length() && "$`\"\\\n".indexOf(s.charAt(pos + 1)) >= 0) {
          if (s.charAt(pos + 1) != '\n') {
            out.append(literal(String.valueOf(s.charAt(pos + 1))));
          }
          pos += 2;
        } else if (c == '$' && pos + 1 < s.length() && s.charAt(pos + 1) == '(') {
          // "$((1+2))" is arithmetic inside double quotes too
          substitution(out, true);
        } else if (c == '`') {
          backticks(out);
        } else {
          out.append(c);
          pos++;
        }
      }
    }

    /** The index of the {@code )} closing the {@code (} at {@code open}, quotes respected. */
    private int matchingParen(int open) {
      int level = 0;
      for (int i = open; i < s.length(); i++) {
        char c = s.charAt(i);
        if (c == '\\') {
          i++;
        } else if (c == '\'') {
          int end = s.indexOf('\'', i + 1);
          i = end < 0 ? s.length() : end;
        } else if (c == '(') {
          level++;
        } else if (c == ')') {
          if (--level == 0) {
            return i;
          }
        }
      }
      return s.length();
    }

    /** {@code $'…'} with C escapes. */
    private String ansiC() {
      StringBuilder out = new StringBuilder();
      while (pos < s.length() && s.charAt(pos) != '\'') {
        char c = s.charAt(pos++);
        if (c != '\\' || pos >= s.length()) {
          out.append(c);
          continue;
        }
        char e = s.charAt(pos++);
        switch (e) {
          case 'n' -> out.append('\n');
          case 't' -> out.append('\t');
          case 'r' -> out.append('\r');
          case 'a' -> out.append('\u0007');
          case 'b' -> out.append('\b');
          case 'e', 'E' -> out.append('\u001b');
          case 'x' -> out.append((char) number(16, 2));
          case 'u' -> out.append((char) number(16, 4));
          case '0', '1', '2', '3', '4', '5', '6', '7' -> {
            pos--;
            out.append((char) number(8, 3));
          }
          default -> out.append(e);
        }
      }
      pos++;
      return out.toString();
    }

    private int number(int radix, int maxDigits) {
      int value = 0;
      int n = 0;
      while (n < maxDigits && pos < s.length() && Character.digit(s.charAt(pos), radix) >= 0) {
        value = value * radix + Character.digit(s.charAt(pos), radix);
        pos++;
        n++;
      }
      return value;
    }
  }
}
