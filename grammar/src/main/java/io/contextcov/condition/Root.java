package io.contextcov.condition;

import java.util.Optional;

/** The names a path can start with. */
public enum Root {
  /** The name of the called tool or action. */
  ACTION("action"),
  /** The call's arguments. */
  ARGS("args"),
  /** The tool's result; only meaningful for transforms and {@code lastResult}. */
  RESULT("result"),
  /** Values the host application put into the session (such as {@code user_id}). */
  SESSION("session"),
  /** The agent's environment, such as {@code env.cwd}. */
  ENV("env"),
  /** The current element inside {@code count(list, condition)}. */
  ITEM("item");

  private final String text;

  Root(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  public static Optional<Root> byText(String text) {
    for (Root root : values()) {
      if (root.text.equals(text)) {
        return Optional.of(root);
      }
    }
    return Optional.empty();
  }
}
