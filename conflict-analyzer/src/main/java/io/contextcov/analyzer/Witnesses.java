package io.contextcov.analyzer;

import io.contextcov.analyzer.domain.Region;
import java.util.Optional;

/** Witness calls drawn from regions. */
public final class Witnesses {
  private Witnesses() {}

  public static Optional<Witness> of(Region r) {
    return r.witness().map(Witness::of);
  }
}
