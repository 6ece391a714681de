package io.contextcov.analyzer.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A set of calls as a union of boxes. Emptiness and inclusion are exact when no box holds opaque
 * atoms and no operation hit the size bound; otherwise results are marked approximate ("may").
 */
public final class Region {
  /** Unions larger than this are cut; the region is then approximate. */
  public static final int MAX_BOXES = 256;

  private final List<Box> boxes;
  private final boolean truncated;

  private Region(List<Box> boxes, boolean truncated) {
    this.boxes = List.copyOf(boxes);
    this.truncated = truncated;
  }

  public static final Region ALL = new Region(List.of(Box.all()), false);
  public static final Region NONE = new Region(List.of(), false);

  public static Region of(Box box) {
    return new Region(List.of(box), false);
  }

  public List<Box> boxes() {
    return boxes;
  }

  /** Whether boxes were dropped at {@link #MAX_BOXES}: then emptiness proves nothing. */
  public boolean cut() {
    return truncated;
  }

  public boolean approximate() {
    if (truncated) {
      return true;
    }
    for (Box b : boxes) {
      if (b.approximate()) {
        return true;
      }
    }
    return false;
  }

  public Region or(Region o) {
    List<Box> all = new ArrayList<>(boxes);
    all.addAll(o.boxes);
    boolean cut = truncated || o.truncated || all.size() > MAX_BOXES;
    return new Region(all.size() > MAX_BOXES ? all.subList(0, MAX_BOXES) : all, cut);
  }

  public Region and(Region o) {
    List<Box> out = new ArrayList<>();
    boolean cut = truncated || o.truncated;
    for (Box a : boxes) {
      for (Box b : o.boxes) {
        if (!a.meets(b)) {
          continue;
        }
        Box c = a.and(b);
        if (!c.isEmpty()) {
          if (out.size() >= MAX_BOXES) {
            cut = true;
            break;
          }
          out.add(c);
        }
      }
    }
    return new Region(out, cut);
  }

  public Region not() {
    Region acc = ALL;
    for (Box b : boxes) {
      List<Box> neg = b.not();
      acc = acc.and(new Region(neg, false));
      if (acc.boxes.isEmpty()) {
        break;
      }
    }
    return truncated ? new Region(acc.boxes, true) : acc;
  }

  public Region minus(Region o) {
    return and(o.not());
  }

  /**
   * Whether some call is in both regions: the same answer as {@code !and(o).isEmpty()}, without
   * building the meet of two boxes beyond the attributes shell-line constraints read.
   */
  public boolean meets(Region o) {
    for (Box a : boxes) {
      for (Box b : o.boxes) {
        if (!a.meets(b)) {
          continue;
        }
        if (!a.meetEmpty(b)) {
          return true;
        }
      }
    }
    return false;
  }

  public boolean isEmpty() {
    return boxes.stream().allMatch(Box::isEmpty);
  }

  /** Whether every call here is also in {@code o} (exact unless either side is approximate). */
  public boolean subsetOf(Region o) {
    return subsetOf(o, o::not);
  }

  /**
   * {@link #subsetOf(Region)} given a way to {@code o}'s complement (callers that test many regions
   * against {@code o} keep it). A box inside one of {@code o}'s boxes is settled attribute by
   * attribute; only the others are intersected with the complement.
   */
  public boolean subsetOf(Region o, Supplier<Region> complement) {
    for (Box a : boxes) {
      if (a.isEmpty()) {
        continue;
      }
      if (!o.boxes.isEmpty() && o.boxes.stream().allMatch(a::commandOutside)) {
        // one line of this box runs what none of o's boxes allows: a call outside o
        return false;
      }
      boolean settled = false;
      for (Box b : o.boxes) {
        Boolean in = a.within(b);
        if (in == Boolean.TRUE) {
          settled = true;
          break;
        }
        if (in == Boolean.FALSE && o.boxes.size() == 1) {
          return false;
        }
      }
      if (!settled) {
        Region rest = of(a).and(complement.get());
        // a complement cut at MAX_BOXES lost boxes: its emptiness proves nothing, so no inclusion
        // is claimed (a finding missed rather than a wrong one)
        if (rest.truncated || !rest.isEmpty()) {
          return false;
        }
      }
    }
    return true;
  }

  /** Attribute values of one call in the region, or empty when the region is empty. */
  public Optional<Map<String, Object>> witness() {
    for (Box b : boxes) {
      if (!b.isEmpty()) {
        return Optional.of(b.witness());
      }
    }
    return Optional.empty();
  }
}
