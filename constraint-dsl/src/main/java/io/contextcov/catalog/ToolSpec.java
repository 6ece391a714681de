package io.contextcov.catalog;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One tool of the catalog: its arguments (sorted by name), which are required, its effect, and
 * whether its results bring in untrusted content.
 */
public record ToolSpec(
    String name,
    Optional<String> description,
    ToolEffect effect,
    Map<String, ArgSpec> args,
    List<String> required,
    ToolTrust trust) {
  public ToolSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(effect, "effect");
    args = Map.copyOf(new TreeMap<>(args));
    required = List.copyOf(required);
    Objects.requireNonNull(trust, "trust");
  }

  /** A tool whose trust is left to the engine's defaults. */
  public ToolSpec(
      String name,
      Optional<String> description,
      ToolEffect effect,
      Map<String, ArgSpec> args,
      List<String> required) {
    this(name, description, effect, args, required, ToolTrust.DEFAULT);
  }

  public TreeMap<String, ArgSpec> sortedArgs() {
    return new TreeMap<>(args);
  }
}
