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
 * @param untrustedContent what a write-effect call driven by untrusted content gets (DESIGN.md
 *     §8.4)
 */
public record Bundle(
    String name,
    List<SourceFile> sources,
    ToolCatalog tools,
    List<Constraint> constraints,
    Optional<String> digest,
    UntrustedContent untrustedContent) {
  public static final int FORMAT_VERSION = 1;

  /** The precedence rule written into every bundle (DESIGN.md §3.3). */
  public static final String PRECEDENCE = "priority-then-deny";

  public Bundle {
    Objects.requireNonNull(name, "name");
    sources = List.copyOf(sources);
    Objects.requireNonNull(tools, "tools");
    constraints = constraints.stream().sorted(Comparator.comparing(Constraint::id)).toList();
    Objects.requireNonNull(digest, "digest");
    Objects.requireNonNull(untrustedContent, "untrustedContent");
  }

  /** A bundle with the default handling of untrusted content (ask). */
  public Bundle(
      String name,
      List<SourceFile> sources,
      ToolCatalog tools,
      List<Constraint> constraints,
      Optional<String> digest) {
    this(name, sources, tools, constraints, digest, UntrustedContent.CONFIRM);
  }

  public Optional<Constraint> constraint(String id) {
    // the constraints are sorted by id: a binary search, then back to the first of equal ids
    int lo = 0;
    int hi = constraints.size() - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int cmp = constraints.get(mid).id().compareTo(id);
      if (cmp < 0) {
        lo = mid + 1;
      } else if (cmp > 0) {
        hi = mid - 1;
      } else {
        while (mid > 0 && constraints.get(mid - 1).id().equals(id)) {
          mid--;
        }
        return Optional.of(constraints.get(mid));
      }
    }
    return Optional.empty();
  }
}
