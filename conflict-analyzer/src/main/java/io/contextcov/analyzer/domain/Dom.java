package io.contextcov.analyzer.domain;

import dk.brics.automaton.Automaton;
import dk.brics.automaton.RegExp;
import dk.brics.automaton.State;
import dk.brics.automaton.Transition;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Set;

/**
 * The values one attribute may take: strings (an automaton), numbers (intervals), {@code true},
 * {@code false}, {@code null} (a missing path), and other values (lists, maps). Closed under and,
 * or and not, so conditions denote these sets exactly.
 */
public final class Dom {
  public final Automaton strings;
  public final Intervals numbers;
  public final boolean isTrue;
  public final boolean isFalse;
  public final boolean isNull;
  public final boolean other;

  public Dom(
      Automaton strings,
      Intervals numbers,
      boolean isTrue,
      boolean isFalse,
      boolean isNull,
      boolean other) {
    this.strings = strings;
    this.numbers = numbers;
    this.isTrue = isTrue;
    this.isFalse = isFalse;
    this.isNull = isNull;
    this.other = other;
  }

  public static final Dom ALL =
      new Dom(Automaton.makeAnyString(), Intervals.ALL, true, true, true, true);
  public static final Dom NONE =
      new Dom(Automaton.makeEmpty(), Intervals.NONE, false, false, false, false);

  public static Dom strings(Automaton a) {
    return new Dom(a, Intervals.NONE, false, false, false, false);
  }

  public static Dom numbers(Intervals i) {
    return new Dom(Automaton.makeEmpty(), i, false, false, false, false);
  }

  public static Dom bool(boolean value) {
    return new Dom(Automaton.makeEmpty(), Intervals.NONE, value, !value, false, false);
  }

  public static Dom nullOnly() {
    return new Dom(Automaton.makeEmpty(), Intervals.NONE, false, false, true, false);
  }

  /** The set holding exactly one literal value. */
  public static Dom literal(Object v) {
    if (v == null) {
      return nullOnly();
    }
    if (v instanceof String s) {
      return strings(Automaton.makeString(s));
    }
    if (v instanceof BigDecimal d) {
      return numbers(Intervals.point(d));
    }
    if (v instanceof Boolean b) {
      return bool(b);
    }
    return new Dom(Automaton.makeEmpty(), Intervals.NONE, false, false, false, true);
  }

  public Dom and(Dom o) {
    if (this == ALL) {
      return o;
    }
    if (o == ALL) {
      return this;
    }
    return new Dom(
        meet(this, o),
        numbers.and(o.numbers),
        isTrue && o.isTrue,
        isFalse && o.isFalse,
        isNull && o.isNull,
        other && o.other);
  }

  private static final Automaton NOTHING = Automaton.makeEmpty();

  /** Intersection with shortcuts for the common cases: one literal, an empty or a total side. */
  private static Automaton meet(Dom x, Dom y) {
    Automaton a = x.strings;
    Automaton b = y.strings;
    String sa = a.getSingleton();
    if (sa != null) {
      return b.run(sa) ? a : NOTHING;
    }
    String sb = b.getSingleton();
    if (sb != null) {
      return a.run(sb) ? b : NOTHING;
    }
    if (a == ALL.strings) {
      return b;
    }
    if (b == ALL.strings) {
      return a;
    }
    String pa = x.prefix();
    String pb = y.prefix();
    if (!pa.startsWith(pb) && !pb.startsWith(pa)) {
      return NOTHING; // every string of one starts differently from every string of the other
    }
    return a.intersection(b);
  }

  private volatile String prefix;

  /** The text every accepted string starts with (walked while the automaton does not branch). */
  String prefix() {
    String p = prefix;
    if (p == null) {
      p = prefix(strings);
      prefix = p;
    }
    return p;
  }

  static String prefix(Automaton a) {
    String single = a.getSingleton();
    if (single != null) {
      return single;
    }
    Automaton x = a;
    {
      StringBuilder out = new StringBuilder();
      State s = x.getInitialState();
      Set<State> seen = new HashSet<>();
      while (s != null && !s.isAccept() && seen.add(s)) {
        Set<Transition> ts = s.getTransitions();
        if (ts.size() != 1) {
          break;
        }
        Transition t = ts.iterator().next();
        if (t.getMin() != t.getMax()) {
          break;
        }
        out.append(t.getMin());
        s = t.getDest();
      }
      return out.toString();
    }
  }

  public Dom or(Dom o) {
    return new Dom(
        strings.union(o.strings),
        numbers.or(o.numbers),
        isTrue || o.isTrue,
        isFalse || o.isFalse,
        isNull || o.isNull,
        other || o.other);
  }

  public Dom not() {
    return new Dom(strings.complement(), numbers.not(), !isTrue, !isFalse, !isNull, !other);
  }

  /** Whether the only value is null (a missing argument). */
  public boolean onlyNull() {
    return isNull && strings.isEmpty() && numbers.isEmpty() && !isTrue && !isFalse && !other;
  }

  public boolean isEmpty() {
    return strings.isEmpty() && numbers.isEmpty() && !isTrue && !isFalse && !isNull && !other;
  }

  public boolean isAll() {
    return strings.isTotal() && numbers.isAll() && isTrue && isFalse && isNull && other;
  }

  /** Whether every value of this set is also in {@code o}. */
  public boolean subsetOf(Dom o) {
    if (isTrue && !o.isTrue || isFalse && !o.isFalse || isNull && !o.isNull || other && !o.other) {
      return false;
    }
    if (!numbers.isEmpty() && !numbers.and(o.numbers.not()).isEmpty()) {
      return false;
    }
    String single = strings.getSingleton();
    if (single != null) {
      return o.strings.run(single);
    }
    if (o.strings.isTotal()) {
      return true;
    }
    return Table.within(table(), o.deterministicTable());
  }

  /**
   * Whether every text of this set is in the given automaton, which is not made deterministic
   * (some, like "contains a match of a pattern", grow exponentially when they are); null when the
   * answer would take more than {@code budget} steps.
   */
  public Boolean stringsWithin(Automaton other, int budget) {
    String single = strings.getSingleton();
    if (single != null) {
      return other.run(single);
    }
    return Table.withinSubsets(table(), Table.of(other), budget);
  }

  /** Whether some value is in both sets; decided without building their intersection. */
  public boolean meets(Dom o) {
    if (isTrue && o.isTrue || isFalse && o.isFalse || isNull && o.isNull || other && o.other) {
      return true;
    }
    if (!numbers.isEmpty() && !o.numbers.isEmpty() && !numbers.and(o.numbers).isEmpty()) {
      return true;
    }
    String sa = strings.getSingleton();
    if (sa != null) {
      return o.strings.run(sa);
    }
    String sb = o.strings.getSingleton();
    if (sb != null) {
      return strings.run(sb);
    }
    String pa = prefix();
    String pb = o.prefix();
    if (!pa.startsWith(pb) && !pb.startsWith(pa)) {
      return false;
    }
    return Table.meet(table(), o.table());
  }

  private volatile Table table;
  private volatile Table deterministic;

  private Table table() {
    Table t = table;
    if (t == null) {
      t = Table.of(strings);
      table = t;
    }
    return t;
  }

  private Table deterministicTable() {
    Table t = deterministic;
    if (t == null) {
      t = Table.deterministic(strings, table());
      deterministic = t;
    }
    return t;
  }

  /**
   * A member, preferring (in order) a short string, a number, a boolean, a list; null when only
   * null.
   */
  public Object pick() {
    if (!strings.isEmpty()) {
      return readable(strings);
    }
    if (!numbers.isEmpty()) {
      return numbers.pick();
    }
    if (isTrue) {
      return Boolean.TRUE;
    }
    if (isFalse) {
      return Boolean.FALSE;
    }
    if (other) {
      return new LinkedHashMap<String, Object>();
    }
    return null;
  }

  private static final Automaton WORD = new RegExp("[a-z0-9_]+", RegExp.NONE).toAutomaton();
  private static final Automaton READABLE = new RegExp("[a-z0-9_/.]+", RegExp.NONE).toAutomaton();
  private static final Automaton PRINTABLE = new RegExp("[ -~]*", RegExp.NONE).toAutomaton();

  /**
   * The shortest member made of readable characters when there is one (witnesses are read by
   * people).
   */
  static String readable(Automaton a) {
    for (Automaton pretty : new Automaton[] {WORD, READABLE, PRINTABLE}) {
      Automaton x = a.intersection(pretty);
      if (!x.isEmpty()) {
        return x.getShortestExample(true);
      }
    }
    return a.getShortestExample(true);
  }

  /** Whether the set holds values other than null (so a witness sets the argument). */
  public boolean needsValue() {
    return !isNull || !strings.isEmpty() || !numbers.isEmpty() || isTrue || isFalse || other;
  }
}
