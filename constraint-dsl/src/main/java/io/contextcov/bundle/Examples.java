package io.contextcov.bundle;

import java.util.List;

/** Calls the constraint must let through and calls it must stop; checked at compile time. */
public record Examples(List<ExampleCall> allow, List<ExampleCall> deny) {
  public static final Examples NONE = new Examples(List.of(), List.of());

  public Examples {
    allow = List.copyOf(allow);
    deny = List.copyOf(deny);
  }

  public boolean isEmpty() {
    return allow.isEmpty() && deny.isEmpty();
  }
}
