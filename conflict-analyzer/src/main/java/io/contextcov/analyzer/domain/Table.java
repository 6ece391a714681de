package io.contextcov.analyzer.domain;

import dk.brics.automaton.Automaton;
import dk.brics.automaton.State;
import dk.brics.automaton.Transition;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * An automaton's states and transitions in flat arrays. Deciding whether two string sets meet, or
 * whether one is inside another, walks the product of two tables on the fly and stops at the first
 * answer, instead of building the product automaton (and its complement) as {@code dk.brics} does.
 * Most pairs of rules are told apart within a few steps.
 */
final class Table {
  private final int start;
  private final boolean[] accept;
  private final char[][] lo;
  private final char[][] hi;
  private final int[][] dest;
  private final boolean deterministic;

  private Table(
      int start, boolean[] accept, char[][] lo, char[][] hi, int[][] dest, boolean deterministic) {
    this.start = start;
    this.accept = accept;
    this.lo = lo;
    this.hi = hi;
    this.dest = dest;
    this.deterministic = deterministic;
  }

  /** The table of an automaton; the automaton itself is left as it was. */
  static Table of(Automaton automaton) {
    // reading the states of a singleton expands it in place: read a copy instead
    Automaton a = automaton.getSingleton() != null ? automaton.clone() : automaton;
    Set<State> states = a.getStates();
    Map<State, Integer> index = new IdentityHashMap<>();
    for (State s : states) {
      index.put(s, index.size());
    }
    int n = index.size();
    boolean[] accept = new boolean[n];
    char[][] lo = new char[n][];
    char[][] hi = new char[n][];
    int[][] dest = new int[n][];
    boolean deterministic = true;
    for (Map.Entry<State, Integer> e : index.entrySet()) {
      int i = e.getValue();
      accept[i] = e.getKey().isAccept();
      List<Transition> ts = e.getKey().getSortedTransitions(false);
      lo[i] = new char[ts.size()];
      hi[i] = new char[ts.size()];
      dest[i] = new int[ts.size()];
      for (int t = 0; t < ts.size(); t++) {
        Transition tr = ts.get(t);
        lo[i][t] = tr.getMin();
        hi[i][t] = tr.getMax();
        dest[i][t] = index.get(tr.getDest());
        if (t > 0 && lo[i][t] <= hi[i][t - 1]) {
          deterministic = false;
        }
      }
    }
    return new Table(index.get(a.getInitialState()), accept, lo, hi, dest, deterministic);
  }

  /** The same set as a table with at most one move per character, as inclusion tests need. */
  static Table deterministic(Automaton automaton, Table table) {
    if (table.deterministic) {
      return table;
    }
    Automaton copy = automaton.clone();
    copy.determinize();
    return of(copy);
  }

  /** Whether some string is accepted by both. */
  static boolean meet(Table a, Table b) {
    Visited seen = new Visited(a.accept.length, b.accept.length);
    ArrayDeque<int[]> work = new ArrayDeque<>();
    seen.add(a.start, b.start);
    work.push(new int[] {a.start, b.start});
    while (!work.isEmpty()) {
      int[] p = work.pop();
      int i = p[0];
      int j = p[1];
      if (a.accept[i] && b.accept[j]) {
        return true;
      }
      for (int s = 0; s < a.lo[i].length; s++) {
        for (int t = 0; t < b.lo[j].length; t++) {
          if (a.lo[i][s] <= b.hi[j][t] && b.lo[j][t] <= a.hi[i][s]) {
            int x = a.dest[i][s];
            int y = b.dest[j][t];
            if (seen.add(x, y)) {
              work.push(new int[] {x, y});
            }
          }
        }
      }
    }
    return false;
  }

  /**
   * Whether every string {@code a} accepts is accepted by {@code b}; {@code b} must be
   * deterministic. The walk pairs each state of {@code a} with the one state {@code b} is in, or
   * with none once {@code b} has rejected the prefix.
   */
  static boolean within(Table a, Table b) {
    if (!b.deterministic) {
      throw new IllegalArgumentException("inclusion needs a deterministic right-hand side");
    }
    // b's states are numbered from 1 here; 0 is "b has already rejected"
    Visited seen = new Visited(a.accept.length, b.accept.length + 1);
    ArrayDeque<int[]> work = new ArrayDeque<>();
    seen.add(a.start, b.start + 1);
    work.push(new int[] {a.start, b.start + 1});
    while (!work.isEmpty()) {
      int[] p = work.pop();
      int i = p[0];
      int j = p[1];
      if (a.accept[i] && (j == 0 || !b.accept[j - 1])) {
        return false;
      }
      for (int s = 0; s < a.lo[i].length; s++) {
        int x = a.dest[i][s];
        if (j == 0) {
          push(seen, work, x, 0);
          continue;
        }
        int from = a.lo[i][s];
        int to = a.hi[i][s];
        char[] blo = b.lo[j - 1];
        char[] bhi = b.hi[j - 1];
        int[] bdest = b.dest[j - 1];
        for (int t = 0; t < blo.length && from <= to; t++) {
          if (bhi[t] < from) {
            continue;
          }
          if (blo[t] > to) {
            break;
          }
          if (blo[t] > from) {
            push(seen, work, x, 0); // characters b has no move for
          }
          push(seen, work, x, bdest[t] + 1);
          from = bhi[t] + 1;
        }
        if (from <= to) {
          push(seen, work, x, 0);
        }
      }
    }
    return true;
  }

  /**
   * {@link #within} for a right-hand side that need not be deterministic: the sets of states {@code
   * b} can be in are built only as far as {@code a}'s strings lead (never all of them, which can be
   * exponentially many). Null when more than {@code budget} pairs would be visited.
   */
  static Boolean withinSubsets(Table a, Table b, int budget) {
    record Pair(int state, BitSet in) {}
    BitSet start = new BitSet();
    start.set(b.start);
    Set<Pair> seen = new HashSet<>();
    ArrayDeque<Pair> work = new ArrayDeque<>();
    Pair first = new Pair(a.start, start);
    seen.add(first);
    work.push(first);
    while (!work.isEmpty()) {
      Pair p = work.pop();
      boolean accepted = false;
      for (int j = p.in().nextSetBit(0); j >= 0; j = p.in().nextSetBit(j + 1)) {
        accepted |= b.accept[j];
      }
      if (a.accept[p.state()] && !accepted) {
        return false;
      }
      for (int s = 0; s < a.lo[p.state()].length; s++) {
        // the points where the set of b's moves changes, within this transition's range
        TreeSet<Integer> cuts = new TreeSet<>();
        int from = a.lo[p.state()][s];
        int to = a.hi[p.state()][s];
        cuts.add(from);
        for (int j = p.in().nextSetBit(0); j >= 0; j = p.in().nextSetBit(j + 1)) {
          for (int t = 0; t < b.lo[j].length; t++) {
            if (b.lo[j][t] > from && b.lo[j][t] <= to) {
              cuts.add((int) b.lo[j][t]);
            }
            if (b.hi[j][t] >= from && b.hi[j][t] < to) {
              cuts.add(b.hi[j][t] + 1);
            }
          }
        }
        for (int c : cuts) {
          BitSet next = new BitSet();
          for (int j = p.in().nextSetBit(0); j >= 0; j = p.in().nextSetBit(j + 1)) {
            for (int t = 0; t < b.lo[j].length; t++) {
              if (b.lo[j][t] <= c && c <= b.hi[j][t]) {
                next.set(b.dest[j][t]);
              }
            }
          }
          Pair q = new Pair(a.dest[p.state()][s], next);
          if (seen.add(q)) {
            if (seen.size() > budget) {
              return null;
            }
            work.push(q);
          }
        }
      }
    }
    return true;
  }

  private static void push(Visited seen, ArrayDeque<int[]> work, int x, int y) {
    if (seen.add(x, y)) {
      work.push(new int[] {x, y});
    }
  }

  /** Pairs of states already reached: a bit set while the product is small, else a hash set. */
  private static final class Visited {
    private final int width;
    private final BitSet bits;
    private final Set<Long> big;

    Visited(int left, int right) {
      width = right;
      if ((long) left * right <= 1 << 22) {
        bits = new BitSet(left * right);
        big = null;
      } else {
        bits = null;
        big = new HashSet<>();
      }
    }

    boolean add(int x, int y) {
      if (bits != null) {
        int k = x * width + y;
        if (bits.get(k)) {
          return false;
        }
        bits.set(k);
        return true;
      }
      return big.add((long) x * width + y);
    }
  }
}
