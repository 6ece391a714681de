package io.contextcov.catalog;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Tools by name; an empty catalog means "no catalog given" and disables the type check. */
public record ToolCatalog(Map<String, ToolSpec> tools) {
  public static final ToolCatalog EMPTY = new ToolCatalog(Map.of());

  public ToolCatalog {
    tools = Map.copyOf(new TreeMap<>(tools));
  }

  public static ToolCatalog of(Collection<ToolSpec> specs) {
    Map<String, ToolSpec> map = new TreeMap<>();
    specs.forEach(s -> map.put(s.name(), s));
    return new ToolCatalog(map);
  }

  public Optional<ToolSpec> tool(String name) {
    return Optional.ofNullable(tools.get(name));
  }

  public boolean isEmpty() {
    return tools.isEmpty();
  }

  public TreeMap<String, ToolSpec> sorted() {
    return new TreeMap<>(tools);
  }

  /** This catalog with the tools of {@code other} added (other's tools win on equal names). */
  public ToolCatalog merge(ToolCatalog other) {
    Map<String, ToolSpec> map = new TreeMap<>(tools);
    map.putAll(other.tools);
    return new ToolCatalog(map);
  }
}
