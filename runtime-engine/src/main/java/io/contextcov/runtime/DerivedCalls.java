package io.contextcov.runtime;

import io.contextcov.shell.CommandShape;
import io.contextcov.shell.ShellParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The calls a shell line implies: {@code git commit -m …} is also a {@code git.commit} call and
 * {@code git push --force …} a {@code git.push} call, so git rules hold however the agent runs git.
 */
public final class DerivedCalls {
  private DerivedCalls() {}

  /** The call itself, followed by the calls its shell line implies (none for other actions). */
  public static List<ToolCall> expand(ToolCall call) {
    if (!call.action().equals("shell.exec")
        || !(call.args().get("command") instanceof String line)) {
      return List.of(call);
    }
    List<ToolCall> out = new ArrayList<>();
    out.add(call);
    for (List<String> words : ShellParser.commands(line)) {
      if (!words.get(0).equals("git")) {
        continue;
      }
      CommandShape shape = CommandShape.of(words);
      if (shape.positionals().isEmpty()) {
        continue;
      }
      Map<String, Object> args = new LinkedHashMap<>();
      Object cwd = call.args().get("cwd");
      if (cwd != null) {
        args.put("cwd", cwd);
      }
      switch (shape.positionals().get(0)) {
        case "commit" -> {
          String message = commitMessage(words);
          if (message != null) {
            args.put("message", message);
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
          args.put(
              "force",
              shape.flags().contains("-f")
                  || shape.flags().contains("--force-with-lease")
                  || shape.flags().contains("--force-if-includes"));
          out.add(new ToolCall("git.push", args));
        }
        default -> {}
      }
    }
    return out;
  }

  /** The message of {@code git commit}: every {@code -m}, joined by blank lines as git does. */
  static String commitMessage(List<String> words) {
    List<String> parts = new ArrayList<>();
    for (int i = 1; i < words.size(); i++) {
      String w = words.get(i);
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
    return parts.isEmpty() ? null : String.join("\n\n", parts);
  }
}
