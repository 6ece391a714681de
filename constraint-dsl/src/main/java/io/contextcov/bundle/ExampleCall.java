package io.contextcov.bundle;

import java.util.Map;
import java.util.Optional;

/**
 * A concrete call used as an example: the action (the constraint's own when it names one action),
 * the arguments and optional session values. Values are JSON-like: String, BigDecimal, Boolean,
 * null, List, Map.
 */
public record ExampleCall(
    Optional<String> action, Map<String, Object> args, Map<String, Object> session) {
  public ExampleCall {
    args = Values.copyMap(args);
    session = Values.copyMap(session);
  }
}
