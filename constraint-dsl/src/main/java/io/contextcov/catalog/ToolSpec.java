package io.contextcov.catalog;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/** One tool of the catalog: its arguments (sorted by name), which are required, and its effect. */
public record ToolSpec(
    String name,
    Optional<String> description,
    ToolEffect effect,
    Map<String, ArgSpec> args,
    List<String> required) {
  public ToolSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(effect, "effect");
    args = Map.copyOf(new TreeMap<>(args));
    required = List.copyOf(required);
  }

  public TreeMap<String, ArgSpec> sortedArgs() {
    return new TreeMap<>(args);
  }
}
