package io.contextcov.analyzer.domain;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * A set of numbers as a union of disjoint intervals, sorted; a null bound is infinite. Exact for
 * the comparisons conditions make ({@code < <= > >= == !=} with decimal literals).
 */
public final class Intervals {
  /** One interval; {@code lo}/{@code hi} null mean unbounded. */
  record Iv(BigDecimal lo, boolean loIn, BigDecimal hi, boolean hiIn) {}

  public static final Intervals ALL = new Intervals(List.of(new Iv(null, false, null, false)));
  public static final Intervals NONE = new Intervals(List.of());

  /**
   * The integers, for a catalog argument of {@code type: integer}: a set met with it keeps only its
   * integers (bounds snapped inwards, {@code 1 < n < 2} empty), and its members are integers.
   */
  public static final Intervals INTEGERS =
      new Intervals(List.of(new Iv(null, false, null, false)), true);

  private final List<Iv> ivs;
  private final boolean integral;

  private Intervals(List<Iv> ivs) {
    this(ivs, false);
  }

  private Intervals(List<Iv> ivs, boolean integral) {
    this.ivs = List.copyOf(ivs);
    this.integral = integral;
  }

  /** Only the integers of the set, each interval's bounds moved inwards to integers. */
  private Intervals integers() {
    List<Iv> out = new ArrayList<>();
    for (Iv iv : ivs) {
      BigDecimal lo =
          iv.lo() == null
              ? null
              : iv.loIn()
                  ? iv.lo().setScale(0, java.math.RoundingMode.CEILING)
                  : iv.lo().setScale(0, java.math.RoundingMode.FLOOR).add(BigDecimal.ONE);
      BigDecimal hi =
          iv.hi() == null
              ? null
              : iv.hiIn()
                  ? iv.hi().setScale(0, java.math.RoundingMode.FLOOR)
                  : iv.hi().setScale(0, java.math.RoundingMode.CEILING).subtract(BigDecimal.ONE);
      Iv snapped = new Iv(lo, lo != null, hi, hi != null);
      if (!emptyIv(snapped)) {
        out.add(snapped);
      }
    }
    return new Intervals(out, true);
  }

  public static Intervals point(BigDecimal v) {
    return new Intervals(List.of(new Iv(v, true, v, true)));
  }

  public static Intervals below(BigDecimal v, boolean inclusive) {
    return new Intervals(List.of(new Iv(null, false, v, inclusive)));
  }

  public static Intervals above(BigDecimal v, boolean inclusive) {
    return new Intervals(List.of(new Iv(v, inclusive, null, false)));
  }

  public boolean isEmpty() {
    return ivs.isEmpty();
  }

  public boolean isAll() {
    return !integral && ivs.size() == 1 && ivs.get(0).lo() == null && ivs.get(0).hi() == null;
  }

  public Intervals and(Intervals o) {
    List<Iv> out = new ArrayList<>();
    for (Iv a : ivs) {
      for (Iv b : o.ivs) {
        Iv c = intersect(a, b);
        if (c != null) {
          out.add(c);
        }
      }
    }
    return integral || o.integral ? normalise(out).integers() : normalise(out);
  }

  public Intervals or(Intervals o) {
    if (o.ivs.isEmpty()) {
      return this;
    }
    if (ivs.isEmpty()) {
      return o;
    }
    List<Iv> all = new ArrayList<>(ivs);
    all.addAll(o.ivs);
    // a union of integer sets stays one; with any other set, it is read over all numbers
    return integral && o.integral ? normalise(all).integers() : normalise(all);
  }

  public Intervals not() {
    List<Iv> out = new ArrayList<>();
    BigDecimal lo = null;
    boolean loIn = false;
    for (Iv iv : ivs) {
      if (iv.lo() != null) {
        out.add(new Iv(lo, loIn, iv.lo(), !iv.loIn()));
      }
      if (iv.hi() == null) {
        return normalise(out);
      }
      lo = iv.hi();
      loIn = !iv.hiIn();
    }
    out.add(new Iv(lo, loIn, null, false));
    return normalise(out);
  }

  /** A member of the set, preferring round numbers. */
  public BigDecimal pick() {
    Iv iv = ivs.get(0);
    if (iv.lo() == null && iv.hi() == null) {
      return BigDecimal.ZERO;
    }
    if (iv.lo() == null) {
      return iv.hiIn() ? iv.hi() : iv.hi().subtract(BigDecimal.ONE);
    }
    if (iv.hi() == null) {
      return iv.loIn() ? iv.lo() : iv.lo().add(BigDecimal.ONE);
    }
    if (iv.loIn()) {
      return iv.lo();
    }
    if (iv.hiIn()) {
      return iv.hi();
    }
    return iv.lo().add(iv.hi()).divide(BigDecimal.valueOf(2));
  }

  private static Iv intersect(Iv a, Iv b) {
    BigDecimal lo;
    boolean loIn;
    if (a.lo() == null) {
      lo = b.lo();
      loIn = b.loIn();
    } else if (b.lo() == null) {
      lo = a.lo();
      loIn = a.loIn();
    } else {
      int c = a.lo().compareTo(b.lo());
      lo = c >= 0 ? a.lo() : b.lo();
      loIn = c > 0 ? a.loIn() : c < 0 ? b.loIn() : a.loIn() && b.loIn();
    }
    BigDecimal hi;
    boolean hiIn;
    if (a.hi() == null) {
      hi = b.hi();
      hiIn = b.hiIn();
    } else if (b.hi() == null) {
      hi = a.hi();
      hiIn = a.hiIn();
    } else {
      int c = a.hi().compareTo(b.hi());
      hi = c <= 0 ? a.hi() : b.hi();
      hiIn = c < 0 ? a.hiIn() : c > 0 ? b.hiIn() : a.hiIn() && b.hiIn();
    }
    Iv out = new Iv(lo, loIn, hi, hiIn);
    return emptyIv(out) ? null : out;
  }

  private static boolean emptyIv(Iv iv) {
    if (iv.lo() == null || iv.hi() == null) {
      return false;
    }
    int c = iv.lo().compareTo(iv.hi());
    return c > 0 || (c == 0 && !(iv.loIn() && iv.hiIn()));
  }

  private static Intervals normalise(List<Iv> in) {
    List<Iv> list = new ArrayList<>(in);
    list.removeIf(Intervals::emptyIv);
    list.sort(
        (x, y) -> {
          if (x.lo() == null) {
            return y.lo() == null ? 0 : -1;
          }
          if (y.lo() == null) {
            return 1;
          }
          int c = x.lo().compareTo(y.lo());
          return c != 0 ? c : Boolean.compare(y.loIn(), x.loIn());
        });
    List<Iv> out = new ArrayList<>();
    for (Iv iv : list) {
      if (out.isEmpty()) {
        out.add(iv);
        continue;
      }
      Iv last = out.get(out.size() - 1);
      boolean touches =
          last.hi() == null
              || iv.lo() == null
              || last.hi().compareTo(iv.lo()) > 0
              || (last.hi().compareTo(iv.lo()) == 0 && (last.hiIn() || iv.loIn()));
      if (touches) {
        BigDecimal hi;
        boolean hiIn;
        if (last.hi() == null || iv.hi() == null) {
          hi = null;
          hiIn = false;
        } else {
          int c = last.hi().compareTo(iv.hi());
          hi = c >= 0 ? last.hi() : iv.hi();
          hiIn = c > 0 ? last.hiIn() : c < 0 ? iv.hiIn() : last.hiIn() || iv.hiIn();
        }
        out.set(out.size() - 1, new Iv(last.lo(), last.loIn(), hi, hiIn));
      } else {
        out.add(iv);
      }
    }
    return new Intervals(out);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Intervals i && normaliseEq(i);
  }

  private boolean normaliseEq(Intervals o) {
    if (ivs.size() != o.ivs.size()) {
      return false;
    }
    for (int i = 0; i < ivs.size(); i++) {
      Iv a = ivs.get(i);
      Iv b = o.ivs.get(i);
      if (!same(a.lo(), b.lo())
          || !same(a.hi(), b.hi())
          || a.loIn() != b.loIn()
          || a.hiIn() != b.hiIn()) {
        return false;
      }
    }
    return true;
  }

  private static boolean same(BigDecimal a, BigDecimal b) {
    return a == null ? b == null : b != null && a.compareTo(b) == 0;
  }

  @Override
  public int hashCode() {
    return ivs.size();
  }
}
