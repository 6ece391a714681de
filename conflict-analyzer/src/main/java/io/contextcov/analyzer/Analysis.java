package io.contextcov.analyzer;

import io.contextcov.analyzer.domain.Region;
import io.contextcov.bundle.Bundle;
import io.contextcov.catalog.ToolCatalog;
import java.util.List;

/**
 * What checks see: the bundle, its constraints modelled, the catalog, and facts about the pair
 * being examined, computed once however many checks ask (overlaps and inclusions are the costly
 * part of the analysis).
 */
public final class Analysis {
  private final Bundle bundle;
  private final List<Modelled> constraints;
  private final ToolCatalog catalog;
  private Modelled x;
  private Modelled y;
  private Boolean overlaps;
  private Region overlap;
  private Boolean xInY;
  private Boolean yInX;

  public Analysis(Bundle bundle, List<Modelled> constraints, ToolCatalog catalog) {
    this.bundle = bundle;
    this.constraints = List.copyOf(constraints);
    this.catalog = catalog;
  }

  public Bundle bundle() {
    return bundle;
  }

  public List<Modelled> constraints() {
    return constraints;
  }

  public ToolCatalog catalog() {
    return catalog;
  }

  private void select(Modelled a, Modelled b) {
    if (a != x || b != y) {
      x = a;
      y = b;
      overlaps = null;
      overlap = null;
      xInY = null;
      yInX = null;
    }
  }

  /** Whether some call is one where both act; decided without building the overlap. */
  public boolean overlaps(Modelled a, Modelled b) {
    select(a, b);
    if (overlaps == null) {
      overlaps = a.effective().meets(b.effective());
    }
    return overlaps;
  }

  /** Where both act: {@code effective(a) ∧ effective(b)}. */
  public Region overlap(Modelled a, Modelled b) {
    select(a, b);
    if (overlap == null) {
      overlap = overlaps(a, b) ? a.effective().and(b.effective()) : Region.NONE;
    }
    return overlap;
  }

  /** Whether every call where {@code b} acts is one where {@code a} acts (empty never counts). */
  public boolean covers(Modelled a, Modelled b) {
    select(a, b);
    if (yInX == null) {
      yInX = !b.effective().isEmpty() && overlaps(a, b) && b.effectiveWithin(a);
    }
    return yInX;
  }

  /** Whether every call where {@code a} acts is one where {@code b} acts (empty never counts). */
  public boolean coveredBy(Modelled a, Modelled b) {
    select(a, b);
    if (xInY == null) {
      xInY = !a.effective().isEmpty() && overlaps(a, b) && a.effectiveWithin(b);
    }
    return xInY;
  }
}
