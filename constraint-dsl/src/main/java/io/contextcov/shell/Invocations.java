package io.contextcov.shell;

import java.util.List;

/**
 * The {@code invokes(line, 'pattern')} test: some simple command of the line has the pattern's
 * shape.
 */
public final class Invocations {
  private Invocations() {}

  /**
   * Parses a pattern such as {@code git push --force} once, at load time. A pattern written with
   * runners ({@code npx prisma dev}, {@code sudo rm -rf}) stands for the command they run ({@code
   * prisma dev}), which is what every line running it contains.
   */
  public static CommandShape pattern(String pattern) {
    List<List<String>> cmds = ShellParser.commands(pattern);
    while (cmds.size() > 1 && endsWith(cmds.get(0), cmds.get(1))) {
      cmds = cmds.subList(1, cmds.size());
    }
    if (cmds.size() != 1) {
      throw new IllegalArgumentException("a command pattern is one simple command: " + pattern);
    }
    return CommandShape.of(cmds.get(0));
  }

  /**
   * Whether {@code inner} is the tail of {@code outer}: the command a runner or interpreter runs
   * ({@code bash scripts/x.sh} runs {@code x.sh}, named by its base name).
   */
  private static boolean endsWith(List<String> outer, List<String> inner) {
    if (inner.isEmpty() || inner.size() >= outer.size()) {
      return false;
    }
    int from = outer.size() - inner.size();
    return outer.subList(from + 1, outer.size()).equals(inner.subList(1, inner.size()))
        && (outer.get(from).equals(inner.get(0))
            || ShellParser.basename(outer.get(from)).equals(inner.get(0)));
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
    return ShellParser.commands(line).stream().map(CommandShape::ofCommand).toList();
  }
}
