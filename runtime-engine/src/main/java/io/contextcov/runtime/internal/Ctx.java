package io.contextcov.runtime.internal;

import io.contextcov.shell.CommandShape;
import io.contextcov.shell.Invocations;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/** What a condition can read while one call is evaluated; one per decision, not shared. */
public final class Ctx {
  /** Earlier calls of the session, for {@code lastResult}. */
  public interface History {
    /** The result of the latest earlier call of {@code tool} (with {@code args[key] == value}). */
    Object lastResult(String tool, String key, Object value);

    /** Whether a path written earlier in the session matches. */
    boolean written(Predicate<String> path);

    /** The user's latest turn as the host recorded it, or null. */
    String userTurn();

    /** Where the session's text came from: the user's words and untrusted tool results. */
    Provenance provenance();
  }

  public String action;
  public Map<String, Object> args = Map.of();
  public Map<String, Object> session = Map.of();
  public Map<String, Object> env = Map.of();
  public Object result;
  public Object item;
  public History history;
  public String root;

  private String shellLine;
  private List<CommandShape> shapes;

  /** The simple commands of a shell line, parsed once per line per decision. */
  public List<CommandShape> shapes(String line) {
    if (!line.equals(shellLine)) {
      shapes = Invocations.shapes(line);
      shellLine = line;
    }
    return shapes;
  }

  private List<String> moves;

  /**
   * The directories the call's shell line moves to with {@code cd}, found by {@code find} once per
   * decision (every scoped constraint asks).
   */
  public List<String> moves(java.util.function.Supplier<List<String>> find) {
    if (moves == null) {
      moves = find.get();
    }
    return moves;
  }

  /** The working directory for relative paths: {@code args.cwd}, else {@code env.cwd}. */
  public String cwd() {
    Object c = args.get("cwd");
    if (c instanceof String s) {
      return s;
    }
    Object e = env.get("cwd");
    return e instanceof String s ? s : null;
  }
}
