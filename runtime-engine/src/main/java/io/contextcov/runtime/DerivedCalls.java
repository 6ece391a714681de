package io.contextcov.runtime;

import io.contextcov.shell.CommandShape;
import io.contextcov.shell.ShellParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The calls a shell line implies: {@code git commit -m …} is also a {@code git.commit} call and
 * {@code git push --force …} a {@code git.push} call, so git rules hold however the agent runs git;
 * a redirection {@code > f} or {@code tee f} is a {@code file.write} of {@code f}, {@code cat f} or
 * {@code < f} a {@code file.read}, {@code rm f} a {@code file.delete}, so path rules hold for files
 * the agent touches through the shell.
 */
public final class DerivedCalls {
  private DerivedCalls() {}

  /** The call itself, followed by the calls its shell line implies (none for other actions). */
  public static List<ToolCall> expand(ToolCall call) {
    return expandParsed(call).calls();
  }

  /**
   * The calls, the parse of the shell line they came from (null for other actions), the index in
   * {@code calls} of the {@code shell.exec} call that line belongs to, and the index of the
   * standard call the first one stands for (1 for another agent's tool, else 0).
   */
  public record Expanded(
      List<ToolCall> calls, ShellParser.Parsed parsed, int lineAt, int standardAt) {
    public Expanded(List<ToolCall> calls, ShellParser.Parsed parsed) {
      this(calls, parsed, 0, 0);
    }
  }

  /**
   * As {@link #expand}, keeping the parse (what it could not resolve, a limit it reached). Another
   * agent's terminal or file tool ({@link AgentTools}) is followed by the standard call it makes
   * and what that implies.
   */
  public static Expanded expandParsed(ToolCall call) {
    java.util.Optional<ToolCall> standard = AgentTools.standard(call);
    if (standard.isPresent()) {
      Expanded inner = expandParsed(standard.get());
      List<ToolCall> out = new ArrayList<>();
      out.add(call);
      out.addAll(inner.calls());
      return new Expanded(out, inner.parsed(), 1 + inner.lineAt(), 1);
    }
    if (!call.action().equals("shell.exec")
        || !(call.args().get("command") instanceof String line)) {
      return new Expanded(List.of(call), null);
    }
    List<ToolCall> out = new ArrayList<>();
    out.add(call);
    ShellParser.Parsed parsed = ShellParser.parse(line);
    Object cwd0 = call.args().get("cwd");
    // `cd dir` moves where later commands run: their files and scopes are read from there
    Object here = cwd0;
    List<Object> visited = new ArrayList<>();
    visited.add(cwd0);
    for (List<String> words : parsed.commands()) {
      if ((words.get(0).equals("cd") || words.get(0).equals("pushd")) && words.size() == 2) {
        here = moved(here, words.get(1));
        if (!visited.contains(here)) {
          visited.add(here);
        }
        continue;
      }
      files(words, here, out);
      if (!words.get(0).equals("git")) {
        continue;
      }
      CommandShape shape = CommandShape.of(words);
      if (shape.positionals().isEmpty()) {
        continue;
      }
      Map<String, Object> args = new LinkedHashMap<>();
      if (here != null) {
        args.put("cwd", here);
      }
      switch (shape.positionals().get(0)) {
        case "commit" -> {
          String message = commitMessage(words);
          if (message != null) {
            args.put("message", message);
          }
          String author = commitAuthor(words);
          if (author != null) {
            args.put("author", author);
          }
          args.put("no_verify", shape.flags().contains("-n"));
          args.put("amend", shape.flags().contains("--amend"));
          out.add(new ToolCall("git.commit", args));
        }
        case "push" -> {
          List<String> p = shape.positionals();
          if (p.size() > 1) {
            args.put("remote", p.get(1));
          }
          if (p.size() > 2) {
            String ref = p.get(2);
            ref = ref.startsWith("+") ? ref.substring(1) : ref;
            int colon = ref.indexOf(':');
            args.put("branch", colon >= 0 ? ref.substring(colon + 1) : ref);
          }
          // a lease is still a forced push; `lease` tells it apart for rules that allow it
          boolean lease =
              shape.flags().contains("--force-with-lease")
                  || shape.flags().contains("--force-if-includes");
          args.put("force", shape.flags().contains("-f") || lease);
          args.put("lease", lease);
          out.add(new ToolCall("git.push", args));
        }
        default -> {}
      }
    }
    // a redirection's place among the commands is not kept: read it from every directory visited
    for (ShellParser.Redirect r : parsed.redirects()) {
      for (Object dir : visited) {
        out.add(fileCall(r.write() ? "file.write" : "file.read", r.path(), dir));
      }
    }
    return new Expanded(out, parsed);
  }

  /**
   * The directories a shell line moves to with {@code cd} or {@code pushd} ("cd web && npm i" runs
   * `npm` in `web`), each read from where the line was before; empty for a line that moves nowhere.
   */
  static List<String> movesTo(String line, String cwd) {
    if (!line.contains("cd ")) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    Object here = cwd;
    for (List<String> words : ShellParser.parse(line).commands()) {
      if ((words.get(0).equals("cd") || words.get(0).equals("pushd")) && words.size() == 2) {
        here = moved(here, words.get(1));
        if (here instanceof String s) {
          out.add(s);
        }
      }
    }
    return out;
  }

  /** The directory after {@code cd target} from {@code from} (null: the workspace root). */
  private static Object moved(Object from, String target) {
    if (target.startsWith("/") || target.startsWith("~") || target.startsWith("$")) {
      return target;
    }
    if (target.equals("-")) {
      return from;
    }
    String base = from instanceof String s ? s : "";
    if (base.isEmpty()) {
      return target;
    }
    return base.endsWith("/") ? base + target : base + "/" + target;
  }

  private static final java.util.Set<String> READERS =
      java.util.Set.of(
          "cat", "less", "more", "head", "tail", "bat", "nl", "strings", "xxd", "od", "source", ".",
          "base64", "grep", "rg", "awk", "sed");
  private static final java.util.Set<String> WRITERS = java.util.Set.of("tee", "touch", "truncate");

  /** File calls of programs that read, write or delete the files they are given. */
  private static void files(List<String> words, Object cwd, List<ToolCall> out) {
    String program = words.get(0);
    List<String> operands = new ArrayList<>();
    for (int i = 1; i < words.size(); i++) {
      String w = words.get(i);
      if (!w.startsWith("-") && !w.isEmpty()) {
        operands.add(w);
      }
    }
    if (READERS.contains(program)) {
      // grep, awk and sed take a pattern or script first: their files come after it
      int from = Set.of("grep", "rg", "awk", "sed").contains(program) ? 1 : 0;
      for (int i = from; i < operands.size(); i++) {
        out.add(fileCall("file.read", operands.get(i), cwd));
      }
      if (program.equals("sed") && words.stream().anyMatch(w -> w.startsWith("-i"))) {
        for (int i = 1; i < operands.size(); i++) {
          out.add(fileCall("file.write", operands.get(i), cwd));
        }
      }
    } else if (WRITERS.contains(program)) {
      operands.forEach(o -> out.add(fileCall("file.write", o, cwd)));
    } else if ((program.equals("cp") || program.equals("mv") || program.equals("install"))
        && operands.size() >= 2) {
      out.add(fileCall("file.write", operands.get(operands.size() - 1), cwd));
      if (program.equals("mv")) {
        operands
            .subList(0, operands.size() - 1)
            .forEach(o -> out.add(fileCall("file.delete", o, cwd)));
      }
    } else if (program.equals("ln") && !operands.isEmpty()) {
      // the link is the last operand (or, alone, a link named after the target here)
      String target = operands.get(operands.size() - 1);
      out.add(
          fileCall(
              "file.write",
              operands.size() >= 2 ? target : target.substring(target.lastIndexOf('/') + 1),
              cwd));
    } else if (program.equals("rm") || program.equals("unlink") || program.equals("shred")) {
      operands.forEach(o -> out.add(fileCall("file.delete", o, cwd)));
    }
  }

  private static ToolCall fileCall(String action, String path, Object cwd) {
    Map<String, Object> args = new LinkedHashMap<>();
    args.put("path", path);
    if (cwd != null) {
      args.put("cwd", cwd);
    }
    args.put("via", "shell.exec");
    return new ToolCall(action, args);
  }

  /** The author {@code git commit --author} names, or null when the line names none. */
  static String commitAuthor(List<String> words) {
    String author = null;
    for (int i = 1; i < words.size(); i++) {
      String w = words.get(i);
      if (w.equals("--author") && i + 1 < words.size()) {
        author = words.get(++i);
      } else if (w.startsWith("--author=")) {
        author = w.substring("--author=".length());
      }
    }
    return author;
  }

  /**
   * The message of {@code git commit}: every {@code -m}, joined by blank lines as git does, then
   * each {@code --trailer} as a line of the trailer block git appends ({@code key=value} as {@code
   * key: value}), so a rule on the message sees the trailers the commit will carry.
   */
  static String commitMessage(List<String> words) {
    List<String> parts = new ArrayList<>();
    List<String> trailers = new ArrayList<>();
    for (int i = 1; i < words.size(); i++) {
      String w = words.get(i);
      if (w.equals("--trailer") && i + 1 < words.size()) {
        trailers.add(trailer(words.get(++i)));
        continue;
      } else if (w.startsWith("--trailer=")) {
        trailers.add(trailer(w.substring("--trailer=".length())));
        continue;
      }
      if ((w.equals("-m") || w.equals("--message")) && i + 1 < words.size()) {
        parts.add(words.get(++i));
      } else if (w.startsWith("--message=")) {
        parts.add(w.substring("--message=".length()));
      } else if (w.startsWith("-") && !w.startsWith("--") && w.indexOf('m') > 0) {
        int m = w.indexOf('m');
        if (m == w.length() - 1 && i + 1 < words.size()) {
          parts.add(words.get(++i));
        } else if (m < w.length() - 1) {
          parts.add(w.substring(m + 1));
        }
      }
    }
    if (parts.isEmpty() && trailers.isEmpty()) {
      return null;
    }
    parts.replaceAll(DerivedCalls::heredocBody);
    if (!trailers.isEmpty()) {
      parts.add(String.join("\n", trailers));
    }
    return String.join("\n\n", parts);
  }

  private static String trailer(String t) {
    int colon = t.indexOf(':');
    int equals = t.indexOf('=');
    return equals > 0 && (colon < 0 || equals < colon)
        ? t.substring(0, equals).strip() + ": " + t.substring(equals + 1).strip()
        : t;
  }

  /** {@code $(cat <<'EOF' … EOF)}, the way agents pass a long message: the here-document's body. */
  private static final java.util.regex.Pattern HEREDOC_CAT =
      java.util.regex.Pattern.compile(
          "(?s)\\$\\(\\s*cat\\s*<<-?\\s*(['\"]?)([A-Za-z_][A-Za-z0-9_]*)\\1[ \\t]*\\n(.*?)\\n[ \\t]*\\2[ \\t]*\\n?\\s*\\)");

  /**
   * A message that is exactly a {@code cat} of a here-document is what bash makes of it: the body,
   * trailing newlines removed. An unquoted delimiter expands {@code $} and backquotes in the body,
   * so a body holding them stays as written (a rule on the message then sees the raw text).
   */
  static String heredocBody(String part) {
    if (!part.contains("<<")) {
      return part;
    }
    java.util.regex.Matcher m = HEREDOC_CAT.matcher(part.strip());
    if (!m.matches()) {
      return part;
    }
    String body = m.group(3);
    if (m.group(1).isEmpty() && (body.contains("$") || body.contains("`"))) {
      return part;
    }
    return body.replaceAll("\n+$", "");
  }
}
