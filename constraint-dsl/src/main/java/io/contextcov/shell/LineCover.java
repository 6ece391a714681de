package io.contextcov.shell;

import io.contextcov.bundle.Conditions;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Kind;
import io.contextcov.condition.Expr;
import io.contextcov.condition.Root;
import io.contextcov.condition.Segment;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What an allow on shell lines covers (DESIGN.md §7). A rule such as "`npm test` may run without
 * asking" matches every line that runs {@code npm test}, also {@code npm test && rm -rf /}; were it
 * to outrank the ban on {@code rm -rf} there, chaining a permitted command would unlock any other.
 * So an allow whose condition reads {@code args.command} counts on a line only when its condition
 * also holds for each command the line runs, taken alone. Commands that only move the shell ({@code
 * cd}, {@code pushd}, {@code popd}) need no cover: where they lead is read as the other calls'
 * {@code cwd}. The engine and the analyzer both decide it here.
 */
public final class LineCover {
  private LineCover() {}

  private static final Set<String> MOVES = Set.of("cd", "pushd", "popd");

  /** Whether an allow rule must hold for every command of a line on its own. */
  public static boolean commandwise(Constraint c) {
    return c.kind() == Kind.ALLOW
        && c.on().matches("shell.exec")
        && c.when().isPresent()
        && readsCommand(c.when().get());
  }

  private static boolean readsCommand(Expr e) {
    boolean[] found = {false};
    Conditions.visit(
        e,
        n -> {
          if (n instanceof Expr.Path p
              && p.base() instanceof Expr.Var v
              && v.root() == Root.ARGS
              && !p.segments().isEmpty()
              && p.segments().get(0) instanceof Segment.Field f
              && f.name().equals("command")) {
            found[0] = true;
          }
        });
    return found[0];
  }

  /**
   * The commands of a parsed line an allow must cover, each written as a line of its own; empty
   * when the line runs a single command (the line itself is then all there is to cover).
   */
  public static List<String> commands(ShellParser.Parsed parsed) {
    List<String> out = new ArrayList<>();
    for (List<String> words : parsed.commands()) {
      if (!words.isEmpty() && !MOVES.contains(words.get(0))) {
        out.add(render(words));
      }
    }
    return out.size() <= 1 ? List.of() : out;
  }

  private static final Pattern BARE = Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");

  /** Words as one line the parser reads back as the same words. */
  public static String render(List<String> words) {
    StringBuilder b = new StringBuilder();
    for (String w : words) {
      if (b.length() > 0) {
        b.append(' ');
      }
      b.append(BARE.matcher(w).matches() ? w : "'" + w.replace("'", "'\\''") + "'");
    }
    return b.toString();
  }
}
