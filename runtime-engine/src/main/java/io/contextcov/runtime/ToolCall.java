package io.contextcov.runtime;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One tool call as the agent made it: the action name and its arguments (JSON-like values; numbers
 * of any {@link Number} type).
 */
public record ToolCall(String action, Map<String, Object> args) {
  public ToolCall {
    Objects.requireNonNull(action, "action");
    args = args == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(args));
  }
}
