package io.contextcov.shell;

import java.util.List;

/**
 * The {@code invokes(line, 'pattern')} test: some simple command of the line has the pattern's
 * shape.
 */
public final class Invocations {
  private Invocations() {}

  /** Parses a pattern such as {@code git push --force} once, at load time. */
  public static CommandShape pattern(String pattern) {
    List<List<String>> cmds = ShellParser.commands(pattern);
    if (cmds.size() != 1) {
      throw new IllegalArgumentException("a command pattern is one simple command: " + pattern);
    }
    return CommandShape.of(cmds.get(0));
  }

  public static boolean invokes(List<CommandShape> commands, CommandShape pattern) {
    for (CommandShape c : commands) {
      if (pattern.matchedBy(c)) {
        return true;
      }
    }
    return false;
  }

  /** The shapes of every simple command in a line. */
  public static List<CommandShape> shapes(String line) {
    return ShellParser.commands(line).stream().map(CommandShape::of).toList();
  }
}
