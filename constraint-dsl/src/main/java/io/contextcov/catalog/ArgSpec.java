package io.contextcov.catalog;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The declared shape of an argument (or of a nested property or list element).
 *
 * @param enumValues allowed values, empty when unrestricted (JSON-like values as in {@code Values})
 * @param items the element shape of an array
 * @param properties the fields of an object, sorted by name
 */
public record ArgSpec(
    ArgType type,
    List<Object> enumValues,
    Optional<String> description,
    Optional<ArgSpec> items,
    Map<String, ArgSpec> properties) {
  public ArgSpec {
    Objects.requireNonNull(type, "type");
    enumValues = List.copyOf(enumValues);
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(items, "items");
    properties = Map.copyOf(new TreeMap<>(properties));
  }

  public static ArgSpec of(ArgType type) {
    return new ArgSpec(type, List.of(), Optional.empty(), Optional.empty(), Map.of());
  }

  public static ArgSpec enumOf(ArgType type, List<Object> values) {
    return new ArgSpec(type, values, Optional.empty(), Optional.empty(), Map.of());
  }

  /** Properties in name order (the record keeps an unordered copy). */
  public TreeMap<String, ArgSpec> sortedProperties() {
    return new TreeMap<>(properties);
  }
}
