package io.contextcov.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The standard call that another agent's own tool stands for. Agents name their tools differently —
 * a terminal is {@code run_command} with a {@code CommandLine}, {@code run_in_terminal} with a
 * {@code command}, {@code execute_command}, {@code run_shell_command}, {@code run_terminal_cmd} —
 * and a bundle's rules are written for {@code shell.exec}, {@code file.write} and {@code
 * file.read}. A call to one of these tools is decided under its own name and also as the standard
 * call it makes, so the bundle's rules hold whichever agent runs it.
 *
 * <p>The table: a tool name, the standard action, and the argument names that may carry the
 * command, the path, the content and the working directory (the first one present counts). A tool
 * whose input has none of its argument names stands for nothing.
 */
public final class AgentTools {
  private AgentTools() {}

  private record Tool(String action, List<String> main, List<String> content, List<String> cwd) {}

  private static final List<String> COMMAND =
      List.of("command", "CommandLine", "commandLine", "cmd", "Input", "input");
  private static final List<String> PATH =
      List.of(
          "path",
          "file_path",
          "filePath",
          "TargetFile",
          "target_file",
          "AbsolutePath",
          "absolute_path");
  private static final List<String> CONTENT =
      List.of(
          "content",
          "CodeContent",
          "file_text",
          "code_edit",
          "new_string",
          "newString",
          "ReplacementContent",
          "text");
  private static final List<String> CWD =
      List.of("cwd", "Cwd", "directory", "workdir", "working_directory");

  private static final Map<String, Tool> TOOLS = table();

  private static Map<String, Tool> table() {
    Map<String, Tool> t = new LinkedHashMap<>();
    Tool terminal = new Tool("shell.exec", COMMAND, List.of(), CWD);
    // terminals: Claude Code, Windsurf (a command, and input typed into a running one), Copilot,
    // Gemini CLI, Cursor, Cline and Roo, OpenHands, Codex CLI
    for (String name :
        List.of(
            "Bash",
            "run_command",
            "send_command_input",
            "run_in_terminal",
            "run_shell_command",
            "run_terminal_cmd",
            "run_terminal_command",
            "execute_command",
            "execute_bash",
            "bash",
            "shell",
            "local_shell")) {
      t.put(name, terminal);
    }
    Tool write = new Tool("file.write", PATH, CONTENT, List.of());
    for (String name :
        List.of(
            "Write",
            "Edit",
            "write_to_file",
            "create_file",
            "write_file",
            "edit_file",
            "replace_file_content",
            "replace_in_file",
            "insert_edit_into_file",
            "replace_string_in_file",
            "apply_patch")) {
      t.put(name, write);
    }
    Tool read = new Tool("file.read", PATH, List.of(), List.of());
    for (String name : List.of("Read", "read_file", "view_file")) {
      t.put(name, read);
    }
    return Map.copyOf(t);
  }

  /**
   * The standard call {@code call} makes when its tool is another agent's terminal, file writer or
   * file reader; empty for a standard call, an unknown tool, or an input without the argument the
   * tool's kind needs.
   */
  public static Optional<ToolCall> standard(ToolCall call) {
    Tool tool = TOOLS.get(call.action());
    if (tool == null) {
      return Optional.empty();
    }
    Object main = first(call.args(), tool.main());
    String value =
        tool.action().equals("shell.exec")
            ? commandLine(main)
            : main instanceof String s ? s : null;
    if (value == null || value.isBlank()) {
      return Optional.empty();
    }
    Map<String, Object> args = new LinkedHashMap<>();
    args.put(tool.action().equals("shell.exec") ? "command" : "path", value.strip());
    Object content = first(call.args(), tool.content());
    if (content instanceof String s) {
      args.put("content", s);
    }
    Object cwd = first(call.args(), tool.cwd());
    if (cwd instanceof String s && !s.isBlank()) {
      args.put("cwd", s);
    }
    return Optional.of(new ToolCall(tool.action(), args));
  }

  private static Object first(Map<String, Object> args, List<String> names) {
    for (String n : names) {
      Object v = args.get(n);
      if (v != null) {
        return v;
      }
    }
    return null;
  }

  /**
   * A command as one line: a string as given; a list of words ({@code ["bash", "-lc", "make
   * test"]}) as the line a shell given {@code -c} runs, or its words joined with quotes where a
   * word needs them.
   */
  private static String commandLine(Object command) {
    if (command instanceof String s) {
      return s;
    }
    if (!(command instanceof List<?> list) || list.isEmpty()) {
      return null;
    }
    List<String> words = new ArrayList<>();
    for (Object o : list) {
      if (!(o instanceof String w)) {
        return null;
      }
      words.add(w);
    }
    if (words.size() == 3
        && List.of("bash", "sh", "zsh", "/bin/bash", "/bin/sh", "/bin/zsh").contains(words.get(0))
        && List.of("-c", "-lc", "-ic").contains(words.get(1))) {
      return words.get(2);
    }
    StringBuilder out = new StringBuilder();
    for (String w : words) {
      if (out.length() > 0) {
        out.append(' ');
      }
      out.append(w.matches("[A-Za-z0-9_./:=@%+,-]+") ? w : "'" + w.replace("'", "'\\''") + "'");
    }
    return out.toString();
  }
}
