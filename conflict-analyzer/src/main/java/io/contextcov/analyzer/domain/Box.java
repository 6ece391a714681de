package io.contextcov.analyzer.domain;

import dk.brics.automaton.Automaton;
import dk.brics.automaton.RegExp;
import io.contextcov.shell.CommandShape;
import io.contextcov.shell.Invocations;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * A conjunction: per attribute a set of values, per shell-line attribute the commands it must and
 * must not invoke, and opaque atoms (conditions the analyzer cannot model exactly) with their
 * polarity. A box with opaque atoms is only possibly non-empty.
 */
public final class Box {
  final TreeMap<String, Dom> attrs;
  final TreeMap<String, List<List<String>>>
      invokes; // attr -> [positive patterns, negative patterns]
  final Set<String> opaqueTrue;
  final Set<String> opaqueFalse;

  Box(
      TreeMap<String, Dom> attrs,
      TreeMap<String, List<List<String>>> invokes,
      Set<String> opaqueTrue,
      Set<String> opaqueFalse) {
    this.attrs = attrs;
    this.invokes = invokes;
    this.opaqueTrue = opaqueTrue;
    this.opaqueFalse = opaqueFalse;
  }

  public static Box all() {
    return new Box(new TreeMap<>(), new TreeMap<>(), new LinkedHashSet<>(), new LinkedHashSet<>());
  }

  public static Box attr(String attr, Dom dom) {
    Box b = all();
    b.attrs.put(attr, dom);
    return b;
  }

  public static Box invokes(String attr, String pattern, boolean positive) {
    Box b = all();
    List<List<String>> pn = List.of(new ArrayList<>(), new ArrayList<>());
    pn.get(positive ? 0 : 1).add(pattern);
    b.invokes.put(attr, pn);
    return b;
  }

  public static Box opaque(String atom, boolean positive) {
    Box b = all();
    (positive ? b.opaqueTrue : b.opaqueFalse).add(atom);
    return b;
  }

  public Dom dom(String attr) {
    return attrs.getOrDefault(attr, Dom.ALL);
  }

  private Boolean approximate;

  public boolean approximate() {
    Boolean a = approximate;
    if (a == null) {
      a = !opaqueTrue.isEmpty() || !opaqueFalse.isEmpty() || !commandsExact() || mixesPathViews();
      approximate = a;
    }
    return a;
  }

  /**
   * Whether a path argument is constrained both as written and as the engine normalises it, or
   * normalised while the call's {@code cwd} (which the engine joins it with) is constrained to be
   * present: the two views are then related in ways the box does not model.
   */
  private boolean mixesPathViews() {
    for (Map.Entry<String, Dom> e : attrs.entrySet()) {
      String k = e.getKey();
      if (!k.endsWith(NORM)) {
        continue;
      }
      String base = k.substring(0, k.length() - NORM.length());
      Dom raw = attrs.get(base);
      // a type from the catalog (any string, or missing) says nothing the normal view contradicts
      boolean rawConstrained = raw != null && !(raw.strings.isTotal() && raw.isNull);
      if (rawConstrained || invokes.containsKey(base)) {
        return true;
      }
      if (!base.equals("args.cwd") && !e.getValue().onlyNull()) {
        for (String cwd : List.of("args.cwd", "args.cwd" + NORM)) {
          Dom d = attrs.get(cwd);
          if (d != null && !d.isNull) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static final String NORM = "@norm";

  /**
   * False when the two boxes certainly share no call (some attribute both constrain has no value in
   * common); true when they may. Cheaper than {@link #and}, which builds the meet.
   */
  boolean meets(Box o) {
    if (this == EMPTY || o == EMPTY) {
      return false;
    }
    for (Map.Entry<String, Dom> e : o.attrs.entrySet()) {
      Dom mine = attrs.get(e.getKey());
      if (mine != null && !mine.meets(e.getValue())) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether this box, which must not be empty, lies inside {@code o}, decided attribute by
   * attribute; null when shell-line constraints or opaque atoms call for the general test. A
   * non-empty product of sets is inside another exactly when each factor is inside the other's.
   */
  Boolean within(Box o) {
    if (!o.invokes.isEmpty() || !o.opaqueTrue.isEmpty() || !o.opaqueFalse.isEmpty()) {
      return null;
    }
    for (String k : o.attrs.keySet()) {
      if (invokes.containsKey(k)) {
        return null; // this box's values for k are narrowed by the commands they must run
      }
    }
    for (Map.Entry<String, Dom> e : o.attrs.entrySet()) {
      if (!dom(e.getKey()).subsetOf(e.getValue())) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a shell line this box holds is outside {@code o}: the line made of exactly the commands
   * this box must run (decided by the engine's own {@code invokes}) runs none this box must not,
   * and misses a command {@code o} must run or runs one it must not. Only when this box puts no
   * other bound on the line. False says nothing.
   */
  boolean commandOutside(Box o) {
    for (Map.Entry<String, List<List<String>>> e : o.invokes.entrySet()) {
      List<CommandShape> line = line(e.getKey());
      if (line == null) {
        continue;
      }
      for (String p : e.getValue().get(0)) {
        CommandShape shape = readable(p);
        if (shape != null && !Invocations.invokes(line, shape)) {
          return true;
        }
      }
      for (String p : e.getValue().get(1)) {
        CommandShape shape = readable(p);
        if (shape != null && Invocations.invokes(line, shape)) {
          return true;
        }
      }
    }
    return false;
  }

  private final Map<String, List<CommandShape>> lines = new ConcurrentHashMap<>();
  private static final List<CommandShape> NO_LINE = List.of();

  private static final ConcurrentHashMap<String, List<CommandShape>> PATTERN_LINES =
      new ConcurrentHashMap<>();

  /** The simple commands of a pattern read as a line, or null when it cannot be read. */
  private static List<CommandShape> patternLine(String pattern) {
    if (PATTERN_LINES.size() > 50_000) {
      PATTERN_LINES.clear();
    }
    List<CommandShape> l =
        PATTERN_LINES.computeIfAbsent(
            pattern,
            p -> {
              try {
                return Invocations.shapes(p);
              } catch (RuntimeException unparsable) {
                return NO_LINE;
              }
            });
    return l == NO_LINE ? null : l;
  }

  /** A pattern's shape, or null when the shell layer cannot read it. */
  private static CommandShape readable(String pattern) {
    try {
      return shape(pattern);
    } catch (RuntimeException e) {
      return null;
    }
  }

  /**
   * The line of exactly the commands this box must run on {@code attr}, when it is in the box (runs
   * none the box must not, and nothing else bounds the attribute); null otherwise.
   */
  private List<CommandShape> line(String attr) {
    List<CommandShape> l =
        lines.computeIfAbsent(
            attr,
            k -> {
              List<List<String>> mine = invokes.get(k);
              Dom bound = attrs.get(k);
              if (mine == null
                  || mine.get(0).isEmpty()
                  || bound != null && !bound.strings.isTotal()) {
                return NO_LINE;
              }
              List<CommandShape> out = new ArrayList<>();
              for (String p : mine.get(0)) {
                List<CommandShape> shapes = patternLine(p);
                if (shapes == null) {
                  return NO_LINE;
                }
                out.addAll(shapes);
              }
              for (String p : mine.get(0)) {
                CommandShape s = readable(p);
                if (s == null || !Invocations.invokes(out, s)) {
                  return NO_LINE;
                }
              }
              for (String p : mine.get(1)) {
                CommandShape s = readable(p);
                if (s == null || Invocations.invokes(out, s)) {
                  return NO_LINE;
                }
              }
              return out;
            });
    return l == NO_LINE ? null : l;
  }

  /** A box no call is in; {@link #and} returns it as soon as one attribute has no values. */
  static final Box EMPTY;

  static {
    TreeMap<String, Dom> none = new TreeMap<>();
    none.put("action", Dom.NONE);
    EMPTY = new Box(none, new TreeMap<>(), new LinkedHashSet<>(), new LinkedHashSet<>());
  }

  public Box and(Box o) {
    return and(o, null);
  }

  /**
   * Whether the meet of two boxes is empty, for boxes that {@link #meets} already found to share
   * values on every attribute: only the attributes shell-line constraints read can still empty it,
   * so only those are intersected.
   */
  boolean meetEmpty(Box o) {
    if (plain() && o.plain()) {
      return isEmpty() || o.isEmpty();
    }
    if (meetsByLine(o)) {
      return false;
    }
    Set<String> read = new HashSet<>(invokes.keySet());
    read.addAll(o.invokes.keySet());
    return isEmpty() || o.isEmpty() || and(o, read).isEmpty();
  }

  /** The meet; with {@code only}, just those attributes are kept (others are dropped). */
  private Box and(Box o, Set<String> only) {
    if (this == EMPTY || o == EMPTY) {
      return EMPTY;
    }
    TreeMap<String, Dom> a = new TreeMap<>(attrs);
    if (only != null) {
      a.keySet().retainAll(only);
    }
    for (Map.Entry<String, Dom> e : o.attrs.entrySet()) {
      if (only != null && !only.contains(e.getKey())) {
        continue;
      }
      Dom merged = a.containsKey(e.getKey()) ? a.get(e.getKey()).and(e.getValue()) : e.getValue();
      if (merged.isEmpty()) {
        return EMPTY;
      }
      a.put(e.getKey(), merged);
    }
    TreeMap<String, List<List<String>>> inv = new TreeMap<>();
    for (Map<String, List<List<String>>> src : List.of(invokes, o.invokes)) {
      src.forEach(
          (k, v) -> {
            List<List<String>> cur =
                inv.computeIfAbsent(k, x -> List.of(new ArrayList<>(), new ArrayList<>()));
            cur.get(0).addAll(v.get(0));
            cur.get(1).addAll(v.get(1));
          });
    }
    Set<String> t = new LinkedHashSet<>(opaqueTrue);
    t.addAll(o.opaqueTrue);
    Set<String> f = new LinkedHashSet<>(opaqueFalse);
    f.addAll(o.opaqueFalse);
    return new Box(a, inv, t, f);
  }

  /** The negation as a union of boxes: one attribute, command or atom differs. */
  public List<Box> not() {
    List<Box> out = new ArrayList<>();
    attrs.forEach((k, v) -> out.add(attr(k, v.not())));
    invokes.forEach(
        (k, v) -> {
          v.get(0).forEach(p -> out.add(invokes(k, p, false)));
          v.get(1).forEach(p -> out.add(invokes(k, p, true)));
        });
    opaqueTrue.forEach(a -> out.add(opaque(a, false)));
    opaqueFalse.forEach(a -> out.add(opaque(a, true)));
    return out;
  }

  private Boolean empty;

  /** Exact emptiness for modelled parts; opaque atoms only make it empty when contradictory. */
  public boolean isEmpty() {
    Boolean e = empty;
    if (e == null) {
      e = computeEmpty();
      empty = e;
    }
    return e;
  }

  /**
   * Whether a call both boxes hold is found directly: one shell line running every command either
   * must run (decided by the engine's own {@code invokes}) runs none either must not, nothing else
   * bounds those lines, and the other attributes meet. False says nothing.
   */
  private boolean meetsByLine(Box o) {
    if (!opaqueTrue.isEmpty()
        || !opaqueFalse.isEmpty()
        || !o.opaqueTrue.isEmpty()
        || !o.opaqueFalse.isEmpty()) {
      return false;
    }
    Set<String> lineAttrs = new HashSet<>(invokes.keySet());
    lineAttrs.addAll(o.invokes.keySet());
    for (String k : lineAttrs) {
      Dom mine = attrs.get(k);
      Dom theirs = o.attrs.get(k);
      if (mine != null && !mine.strings.isTotal() || theirs != null && !theirs.strings.isTotal()) {
        return false;
      }
      if (positiveLine(k) && o.positiveLine(k)) {
        // only commands to run, each box's own line valid: their two lines together are one
        continue;
      }
      List<String> must = new ArrayList<>();
      List<String> mustNot = new ArrayList<>();
      for (Box b : List.of(this, o)) {
        List<List<String>> pn = b.invokes.get(k);
        if (pn != null) {
          must.addAll(pn.get(0));
          mustNot.addAll(pn.get(1));
        }
      }
      List<CommandShape> line = new ArrayList<>();
      for (String p : must) {
        List<CommandShape> shapes = patternLine(p);
        if (shapes == null) {
          return false;
        }
        line.addAll(shapes);
      }
      for (String p : must) {
        CommandShape s = readable(p);
        if (s == null || !Invocations.invokes(line, s)) {
          return false;
        }
      }
      for (String p : mustNot) {
        CommandShape s = readable(p);
        if (s == null || Invocations.invokes(line, s)) {
          return false;
        }
      }
    }
    for (Map.Entry<String, Dom> e : attrs.entrySet()) {
      if (e.getValue().isEmpty()) {
        return false;
      }
      Dom theirs = o.attrs.get(e.getKey());
      if (theirs != null && !e.getValue().meets(theirs)) {
        return false;
      }
    }
    for (Dom d : o.attrs.values()) {
      if (d.isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /** No command this box must not run on {@code attr}, and its own line (if any) is valid. */
  private boolean positiveLine(String attr) {
    List<List<String>> pn = invokes.get(attr);
    return pn == null || pn.get(1).isEmpty() && line(attr) != null;
  }

  /** Whether only attribute values constrain the box (no shell-line constraints, no atoms). */
  boolean plain() {
    return invokes.isEmpty() && opaqueTrue.isEmpty() && opaqueFalse.isEmpty();
  }

  private boolean computeEmpty() {
    for (Dom d : attrs.values()) {
      if (d.isEmpty()) {
        return true;
      }
    }
    for (String a : opaqueTrue) {
      if (opaqueFalse.contains(a)) {
        return true;
      }
    }
    for (Map.Entry<String, List<List<String>>> e : invokes.entrySet()) {
      if (command(e.getKey(), e.getValue()) == UNSAT) {
        return true;
      }
    }
    return false;
  }

  /**
   * The value chosen for a shell-line attribute, or {@link #UNSAT} when no line can meet its
   * constraints.
   */
  private static final Object UNSAT = new Object();

  private Object command(String attr, List<List<String>> pn) {
    List<CommandShape> neg = pn.get(1).stream().map(Box::shape).toList();
    for (String p : pn.get(0)) {
      CommandShape pos = shape(p);
      for (CommandShape q : neg) {
        if (q.matchedBy(pos)) {
          return UNSAT;
        }
      }
    }
    Dom d = dom(attr);
    if (pn.get(0).isEmpty() && d.isNull) {
      return null; // no such argument: it invokes nothing
    }
    List<String> candidates = new ArrayList<>();
    String joined = pn.get(0).isEmpty() ? "true" : String.join(" && ", pn.get(0));
    candidates.add(joined);
    boolean total = d.strings.isTotal(); // the usual case: only invokes constrains the line
    Set<String> finite = total ? null : d.strings.getFiniteStrings(64);
    if (finite != null) {
      candidates.addAll(new TreeSet<>(finite));
    } else if (total) {
      candidates.add("");
    } else if (!d.strings.isEmpty()) {
      candidates.add(d.strings.getShortestExample(true));
    }
    for (String line : candidates) {
      if (!total && !d.strings.run(line)) {
        continue;
      }
      List<CommandShape> shapes =
          !pn.get(0).isEmpty()
                  && line.equals(joined)
                  && joined.length() < 4096
                  && pn.get(0).stream().allMatch(Box::plainWords)
              ? joinedShapes(pn.get(0))
              : lineShapes(line);
      boolean ok =
          pn.get(0).stream().allMatch(p -> Invocations.invokes(shapes, shape(p)))
              && neg.stream().noneMatch(q -> Invocations.invokes(shapes, q));
      if (ok) {
        return line;
      }
    }
    // an infinite text set that none of the tried lines met: not decided exactly
    return finite == null && !d.strings.isEmpty() ? candidates.get(0) : UNSAT;
  }

  /** Whether the shell-line constraints of the box are decided exactly. */
  boolean commandsExact() {
    for (Map.Entry<String, List<List<String>>> e : invokes.entrySet()) {
      Dom d = dom(e.getKey());
      if (!d.strings.isTotal() && d.strings.getFiniteStrings(64) == null) {
        return false;
      }
    }
    return true;
  }

  private static final ConcurrentHashMap<String, CommandShape> SHAPES = new ConcurrentHashMap<>();

  private static final ConcurrentHashMap<String, List<CommandShape>> LINES =
      new ConcurrentHashMap<>();

  /** The commands a candidate line runs; the same few lines recur across thousands of pairs. */
  private static List<CommandShape> lineShapes(String line) {
    if (LINES.size() > 50_000) {
      LINES.clear();
    }
    return LINES.computeIfAbsent(line, Invocations::shapes);
  }

  private static final Pattern PLAIN =
      Pattern.compile("[A-Za-z0-9_./:=@%+,-]+( [A-Za-z0-9_./:=@%+,-]+)*");

  /** A pattern of plain words: joined to others by {@code &&}, it still parses on its own. */
  private static boolean plainWords(String pattern) {
    return PLAIN.matcher(pattern).matches();
  }

  /**
   * The commands of plain patterns joined by {@code &&}: each pattern's commands in turn, without
   * parsing the joined line (every pair of shell rules would parse a new one).
   */
  private static List<CommandShape> joinedShapes(List<String> patterns) {
    if (patterns.size() == 1) {
      return lineShapes(patterns.get(0));
    }
    List<CommandShape> out = new ArrayList<>();
    for (String p : patterns) {
      out.addAll(lineShapes(p));
    }
    return out;
  }

  private static CommandShape shape(String pattern) {
    if (SHAPES.size() > 50_000) {
      SHAPES.clear();
    }
    return SHAPES.computeIfAbsent(pattern, Invocations::pattern);
  }

  /** Concrete values for every constrained attribute (attributes left out may be anything). */
  public Map<String, Object> witness() {
    Map<String, Object> out = new LinkedHashMap<>();
    attrs.forEach(
        (k, v) -> {
          if (k.endsWith(NORM)) {
            // the normalised view: a call carrying that normal path, as written, with no cwd
            String base = k.substring(0, k.length() - NORM.length());
            Dom raw = attrs.get(base);
            if (!v.isNull && !invokes.containsKey(base)) {
              if (raw == null) {
                out.put(base, normalisedPick(v));
              } else {
                // constrained as written too: a normal path both views accept, as written
                Automaton both = v.strings.intersection(raw.strings);
                if (!both.isEmpty()) {
                  out.put(base, normalisedPick(Dom.strings(both)));
                }
              }
            }
          } else if (!invokes.containsKey(k) && !v.isNull) {
            // an argument that may be missing is left out
            out.put(k, pathLike(k) ? normalisedPick(v) : v.pick());
          }
        });
    invokes.forEach((k, v) -> out.put(k, command(k, v)));
    return out;
  }

  /** Paths the runtime normalises ("a//b/" is "a/b"): witnesses pick an already normal one. */
  private static final Automaton NORMAL =
      new RegExp(
              "(([^/.][^/]*|\\.[^/.][^/]*|\\.\\.[^/]+)(/([^/.][^/]*|\\.[^/.][^/]*|\\.\\.[^/]+))*)?",
              RegExp.NONE)
          .toAutomaton();

  private static boolean pathLike(String attr) {
    return attr.endsWith(".path") || attr.endsWith(".cwd") || attr.endsWith("_path");
  }

  private static Object normalisedPick(Dom d) {
    Automaton normal = d.strings.intersection(NORMAL);
    if (!normal.isEmpty()) {
      String s = Dom.readable(normal);
      if (!s.isEmpty() || !d.isNull) {
        return s;
      }
    }
    return d.pick();
  }

  /** Whether shell-line constraints ({@code invokes}) read the attribute. */
  public boolean invokesOn(String attr) {
    return invokes.containsKey(attr);
  }

  /**
   * Whether the box leaves the attribute unconstrained or only constrains it through opaque atoms.
   */
  boolean constrains(String attr) {
    return attrs.containsKey(attr) || invokes.containsKey(attr);
  }
}
