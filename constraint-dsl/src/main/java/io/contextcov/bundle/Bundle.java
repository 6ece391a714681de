package io.contextcov.bundle;

import io.contextcov.catalog.ToolCatalog;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A compiled constraint bundle (format version 1). Constraints are kept sorted by id, as the
 * canonical form writes them.
 *
 * @param digest the digest as read from a file ({@code sha256:…}); empty for a bundle built in
 *     memory, whose digest the writer computes
 */
public record Bundle(
    String name,
    List<SourceFile> sources,
    ToolCatalog tools,
    List<Constraint> constraints,
    Optional<String> digest) {
  public static final int FORMAT_VERSION = 1;

  /** The precedence rule written into every bundle (DESIGN.md §3.3). */
  public static final String PRECEDENCE = "priority-then-deny";

  public Bundle {
    Objects.requireNonNull(name, "name");
    sources = List.copyOf(sources);
    Objects.requireNonNull(tools, "tools");
    constraints = constraints.stream().sorted(Comparator.comparing(Constraint::id)).toList();
    Objects.requireNonNull(digest, "digest");
  }

  public Optional<Constraint> constraint(String id) {
    return constraints.stream().filter(c -> c.id().equals(id)).findFirst();
  }
}
