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
 * earlier in the same line ({@code G=git; $G push}) are expanded. The parse is conservative: text
 * it cannot read exactly still yields the commands it can see.
 */
public final class ShellParser {
  /** Recursion through nested {@code bash -c} and substitutions stops here. */
  private static final int MAX_DEPTH = 8;

  /** Lines longer than this are cut: the parse stays linear and bounded. */
  private static final int MAX_LENGTH = 64 * 1024;

  private final List<List<String>> commands = new ArrayList<>();
  private final List<Redirect> redirects = new ArrayList<>();
  private final Map<String, String> variables = new HashMap<>();

  /** A redirection's target file: written ({@code >}, {@code >>}) or read ({@code <}). */
  public record Redirect(String path, boolean write) {}

  /** The simple commands of a line and the files its redirections write or read. */
  public record Parsed(List<List<String>> commands, List<Redirect> redirects) {}

  /** Parses a line once for both its commands and its redirections. */
  public static Parsed parse(String line) {
    ShellParser p = new ShellParser();
    p.parse(line.length() > MAX_LENGTH ? line.substring(0, MAX_LENGTH) : line, 0);
    return new Parsed(List.copyOf(p.commands), List.copyOf(p.redirects));
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
      return;
    }
    Lexer lexer = new Lexer(line, depth);
    List<String> words = new ArrayList<>();
    while (true) {
      Lexer.Token t = lexer.next();
      if (t == null || t.separator()) {
        finish(words, depth);
        words = new ArrayList<>();
        if (t == null) {
          break;
        }
        continue;
      }
      words.add(t.text());
    }
  }

  private String expand(String word) {
    if (word.indexOf('$') < 0 || variables.isEmpty()) {
      return word;
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (c == '$' && i + 1 < word.length()) {
        int start = i + 1;
        boolean braced = word.charAt(start) == '{';
        int j = braced ? start + 1 : start;
        int nameStart = j;
        while (j < word.length()
            && (Character.isLetterOrDigit(word.charAt(j)) || word.charAt(j) == '_')) {
          j++;
        }
        String name = word.substring(nameStart, j);
        if (braced && j < word.length() && word.charAt(j) == '}') {
          j++;
        } else if (braced) {
          out.append(c);
          continue;
        }
        if (!name.isEmpty() && variables.containsKey(name)) {
          out.append(variables.get(name));
          i = j - 1;
          continue;
        }
      }
      out.append(c);
    }
    return out.toString();
  }

  private void finish(List<String> raw, int depth) {
    List<String> words = new ArrayList<>(raw.size());
    for (String w : raw) {
      words.add(expand(w));
    }
    int i = 0;
    // leading assignments: remembered when they stand alone, skipped before a command
    while (i < words.size() && isAssignment(words.get(i))) {
      i++;
    }
    if (i == words.size()) {
      for (String w : words) {
        int eq = w.indexOf('=');
        variables.put(w.substring(0, eq), w.substring(eq + 1));
      }
      return;
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
      return;
    }
    Wrappers.Unwrapped u = Wrappers.unwrap(cmd);
    for (List<String> found : u.commands()) {
      List<String> out = new ArrayList<>(found);
      out.set(0, basename(out.get(0)));
      commands.add(List.copyOf(out));
    }
    for (String nested : u.nestedLines()) {
      parse(nested, depth + 1);
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
        boolean heredoc = redirect == '<' && doubled;
        String target = word().text();
        if (!heredoc && !target.isEmpty() && !target.equals("/dev/null")) {
          redirects.add(new Redirect(target, redirect == '>'));
        }
      }
    }

    private Token word() {
      StringBuilder out = new StringBuilder();
      while (pos < s.length()) {
        char c = s.charAt(pos);
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == '&' || c == '|'
            || c == '(' || c == ')' || c == '<' || c == '>') {
          break;
        }
        if (c == '\\') {
          // a backslash-newline is a line continuation and leaves nothing behind
          if (pos + 1 < s.length() && s.charAt(pos + 1) != '\n') {
            out.append(s.charAt(pos + 1));
          }
          pos += 2;
        } else if (c == '\'') {
          int end = s.indexOf('\'', pos + 1);
          end = end < 0 ? s.length() : end;
          out.append(s, pos + 1, end);
          pos = end + 1;
        } else if (c == '$' && pos + 1 < s.length() && s.charAt(pos + 1) == '\'') {
          pos += 2;
          out.append(ansiC());
        } else if (c == '"') {
          pos++;
          doubleQuoted(out);
        } else if (c == '$' && pos + 1 < s.length() && s.charAt(pos + 1) == '(') {
          substitution(out, true);
        } else if (c == '`') {
          backticks(out);
        } else {
          out.append(c);
          pos++;
        }
      }
      return new Token(out.toString(), false);
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
      int end = s.indexOf('`', pos + 1);
      end = end < 0 ? s.length() : end;
      String inner = s.substring(pos + 1, end);
      parse(inner, depth + 1);
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
            out.append(s.charAt(pos + 1));
          }
          pos += 2;
        } else if (c == '$' && pos + 1 < s.length() && s.charAt(pos + 1) == '(') {
          substitution(out, false);
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
