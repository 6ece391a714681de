package io.contextcov.analyzer.domain;

import dk.brics.automaton.Automaton;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one translator from RE2 regexes to automata, for the documented subset: literals and escapes,
 * {@code .} (any character, as the runtime matches with DOTALL), classes with ranges and negation,
 * {@code \d \w \s} and their negations, groups {@code (…)} and {@code (?:…)}, alternation,
 * quantifiers {@code * + ? {n} {n,} {n,m}} (lazy or greedy), {@code ^} first and {@code $} last,
 * and a leading {@code (?i)} or {@code (?s)}. Anything else (word boundaries, Unicode classes,
 * other flags) is outside the subset: the result is empty and the caller treats the condition as
 * opaque. Matching is whole-string, as {@code matches} is at run time.
 */
public final class Regexes {
  private static final ConcurrentHashMap<String, Optional<Automaton>> CACHE =
      new ConcurrentHashMap<>();

  private Regexes() {}

  public static Optional<Automaton> toAutomaton(String regex) {
    if (CACHE.size() > 10_000) {
      CACHE.clear();
    }
    return CACHE.computeIfAbsent(
        regex,
        r -> {
          try {
            Parser p = new Parser(r);
            Automaton a = p.parse();
            a.minimize();
            return Optional.of(a);
          } catch (Unsupported | StackOverflowError e) {
            return Optional.empty();
          }
        });
  }

  /** Characters grouped by a case key: candidates for one another's case-folding orbit. */
  private static volatile Map<Character, List<Character>> caseGroups;

  private static final Map<Character, char[]> ORBITS = new ConcurrentHashMap<>();

  private static char caseKey(char c) {
    return Character.toLowerCase(Character.toUpperCase(c));
  }

  /**
   * The characters {@code (?i)} lets {@code c} stand for, as RE2/J folds case (its simple case
   * folding, which also joins {@code k} with the Kelvin sign and {@code s} with long s): the
   * candidates sharing a case key, each confirmed by RE2/J itself.
   */
  static char[] orbit(char c) {
    return ORBITS.computeIfAbsent(
        c,
        k -> {
          Map<Character, List<Character>> groups = caseGroups;
          if (groups == null) {
            Map<Character, List<Character>> g = new HashMap<>();
            for (int i = 0; i <= Character.MAX_VALUE; i++) {
              char ch = (char) i;
              if (Character.isSurrogate(ch)) {
                continue;
              }
              g.computeIfAbsent(caseKey(ch), x -> new ArrayList<>()).add(ch);
            }
            caseGroups = groups = g;
          }
          com.google.re2j.Pattern re =
              com.google.re2j.Pattern.compile(
                  "(?i)" + com.google.re2j.Pattern.quote(String.valueOf(k)));
          StringBuilder out = new StringBuilder().append(k);
          for (char ch : groups.getOrDefault(caseKey(k), List.of())) {
            if (ch != k && re.matches(String.valueOf(ch))) {
              out.append(ch);
            }
          }
          return out.toString().toCharArray();
        });
  }

  private static final class Unsupported extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Unsupported(String what) {
      super(what, null, false, false);
    }
  }

  private static final class Parser {
    private final String s;
    private int pos;
    private boolean ignoreCase;

    Parser(String s) {
      this.s = s;
    }

    Automaton parse() {
      while (s.startsWith("(?", pos) && pos + 3 < s.length() && s.charAt(pos + 3) == ')') {
        char flag = s.charAt(pos + 2);
        if (flag == 'i') {
          ignoreCase = true;
        } else if (flag != 's') {
          throw new Unsupported("flag " + flag);
        }
        pos += 4;
      }
      if (pos < s.length() && s.charAt(pos) == '^') {
        pos++;
      }
      Automaton a = alt();
      if (pos != s.length()) {
        throw new Unsupported("trailing " + s.substring(pos));
      }
      return a;
    }

    private Automaton alt() {
      List<Automaton> options = new ArrayList<>();
      options.add(concat());
      while (pos < s.length() && s.charAt(pos) == '|') {
        pos++;
        options.add(concat());
      }
      return options.size() == 1 ? options.get(0) : Automaton.union(options);
    }

    private Automaton concat() {
      List<Automaton> parts = new ArrayList<>();
      while (pos < s.length() && s.charAt(pos) != '|' && s.charAt(pos) != ')') {
        if (s.charAt(pos) == '$' && pos == s.length() - 1) {
          pos++;
          break;
        }
        parts.add(repeat());
      }
      return parts.isEmpty() ? Automaton.makeEmptyString() : Automaton.concatenate(parts);
    }

    private Automaton repeat() {
      Automaton a = atom();
      while (pos < s.length()) {
        char c = s.charAt(pos);
        if (c == '*') {
          a = a.repeat();
        } else if (c == '+') {
          a = a.repeat(1);
        } else if (c == '?') {
          a = a.optional();
        } else if (c == '{' && braceQuantifier()) {
          int close = s.indexOf('}', pos);
          String body = s.substring(pos + 1, close);
          int comma = body.indexOf(',');
          int min = Integer.parseInt(comma < 0 ? body : body.substring(0, comma));
          if (min > 1000) {
            throw new Unsupported("large repeat");
          }
          if (comma < 0) {
            a = a.repeat(min, min);
          } else if (comma == body.length() - 1) {
            a = a.repeat(min);
          } else {
            int max = Integer.parseInt(body.substring(comma + 1));
            if (max > 1000 || max < min) {
              throw new Unsupported("repeat bounds");
            }
            a = a.repeat(min, max);
          }
          pos = close;
        } else {
          break;
        }
        pos++;
        if (pos < s.length() && s.charAt(pos) == '?') {
          pos++; // lazy: the same language
        }
      }
      return a;
    }

    private boolean braceQuantifier() {
      int close = s.indexOf('}', pos);
      return close > pos && s.substring(pos + 1, close).matches("\\d+(,\\d*)?");
    }

    private Automaton atom() {
      char c = s.charAt(pos);
      switch (c) {
        case '(' -> {
          pos++;
          if (s.startsWith("?:", pos)) {
            pos += 2;
          } else if (pos < s.length() && s.charAt(pos) == '?') {
            throw new Unsupported("group flags");
          }
          Automaton a = alt();
          if (pos >= s.length() || s.charAt(pos) != ')') {
            throw new Unsupported("unclosed group");
          }
          pos++;
          return a;
        }
        case '[' -> {
          return charClass();
        }
        case '.' -> {
          pos++;
          return new Chars(List.of(new char[] {0, Character.MAX_VALUE})).toAutomaton();
        }
        case '\\' -> {
          return escape(false).toAutomaton();
        }
        case '^', '$', '*', '+', '?', ')' -> throw new Unsupported("misplaced " + c);
        default -> {
          pos++;
          if (Character.isHighSurrogate(c)
              && pos < s.length()
              && Character.isLowSurrogate(s.charAt(pos))) {
            // one code point, as RE2 reads it: a quantifier after it repeats both units
            return Automaton.makeString(s.substring(pos - 1, ++pos));
          }
          return literal(c);
        }
      }
    }

    private Automaton literal(char c) {
      if (ignoreCase) {
        return single(c).toAutomaton();
      }
      return Automaton.makeChar(c);
    }

    /** A set of characters as ranges. */
    private record Chars(List<char[]> ranges) {
      /**
       * The set as the strings Java hands the engine, which RE2 reads as code points: a set holding
       * every surrogate unit (`.`, a negation) also matches each character beyond the Basic
       * Multilingual Plane whole (a high and a low surrogate in a row). Each unit alone stays in it
       * too, as every other string automaton counts units, so a length-sensitive pattern (`^..$`)
       * may accept more astral text than RE2 does; never less.
       */
      Automaton toAutomaton() {
        List<Automaton> parts = new ArrayList<>();
        int surrogates = 0;
        for (char[] r : new Chars(ranges).negate().negate().ranges()) {
          parts.add(Automaton.makeCharRange(r[0], r[1]));
          surrogates += Math.max(0, Math.min(r[1], 0xDFFF) - Math.max(r[0], 0xD800) + 1);
        }
        if (surrogates == 0x800) {
          parts.add(
              Automaton.makeCharRange('\uD800', '\uDBFF')
                  .concatenate(Automaton.makeCharRange('\uDC00', '\uDFFF')));
        } else if (surrogates > 0) {
          throw new Unsupported("surrogate code units in a class");
        }
        return parts.isEmpty() ? Automaton.makeEmpty() : Automaton.union(parts);
      }

      Chars negate() {
        List<char[]> sorted = new ArrayList<>(ranges);
        sorted.sort((a, b) -> Character.compare(a[0], b[0]));
        List<char[]> out = new ArrayList<>();
        int next = 0;
        for (char[] r : sorted) {
          if (r[0] > next) {
            out.add(new char[] {(char) next, (char) (r[0] - 1)});
          }
          next = Math.max(next, r[1] + 1);
        }
        if (next <= Character.MAX_VALUE) {
          out.add(new char[] {(char) next, Character.MAX_VALUE});
        }
        return new Chars(out);
      }
    }

    private Chars escape(boolean inClass) {
      pos++;
      if (pos >= s.length()) {
        throw new Unsupported("trailing backslash");
      }
      char e = s.charAt(pos++);
      return switch (e) {
        case 'd' -> new Chars(List.of(new char[] {'0', '9'}));
        case 'D' -> new Chars(List.of(new char[] {'0', '9'})).negate();
        case 'w' ->
            new Chars(
                List.of(
                    new char[] {'0', '9'},
                    new char[] {'A', 'Z'},
                    new char[] {'_', '_'},
                    new char[] {'a', 'z'}));
        case 'W' ->
            new Chars(
                    List.of(
                        new char[] {'0', '9'},
                        new char[] {'A', 'Z'},
                        new char[] {'_', '_'},
                        new char[] {'a', 'z'}))
                .negate();
        case 's' ->
            new Chars(
                List.of(new char[] {'\t', '\n'}, new char[] {'\f', '\r'}, new char[] {' ', ' '}));
        case 'S' ->
            new Chars(
                    List.of(
                        new char[] {'\t', '\n'}, new char[] {'\f', '\r'}, new char[] {' ', ' '}))
                .negate();
        case 'n' -> single('\n');
        case 't' -> single('\t');
        case 'r' -> single('\r');
        case 'f' -> single('\f');
        case 'v' -> single('\u000b');
        case 'x' -> {
          int v;
          if (pos < s.length() && s.charAt(pos) == '{') {
            int close = s.indexOf('}', pos);
            v = Integer.parseInt(s.substring(pos + 1, close), 16);
            pos = close + 1;
          } else {
            v = Integer.parseInt(s.substring(pos, pos + 2), 16);
            pos += 2;
          }
          if (v > Character.MAX_VALUE) {
            throw new Unsupported("astral code point");
          }
          yield single((char) v);
        }
        default -> {
          if (Character.isLetterOrDigit(e)) {
            throw new Unsupported("escape \\" + e);
          }
          yield single(e);
        }
      };
    }

    private Chars single(char c) {
      if (ignoreCase) {
        List<char[]> ranges = new ArrayList<>();
        for (char x : orbit(c)) {
          ranges.add(new char[] {x, x});
        }
        return new Chars(ranges);
      }
      return new Chars(List.of(new char[] {c, c}));
    }

    private Automaton charClass() {
      pos++;
      boolean negate = pos < s.length() && s.charAt(pos) == '^';
      if (negate) {
        pos++;
      }
      List<char[]> ranges = new ArrayList<>();
      boolean first = true;
      while (pos < s.length() && (s.charAt(pos) != ']' || first)) {
        first = false;
        if (s.startsWith("[:", pos)) {
          throw new Unsupported("POSIX class");
        }
        char lo;
        if (s.charAt(pos) == '\\') {
          Chars e = escape(true);
          if (e.ranges().size() != 1 || e.ranges().get(0)[0] != e.ranges().get(0)[1]) {
            ranges.addAll(e.ranges());
            continue;
          }
          lo = e.ranges().get(0)[0];
        } else {
          lo = s.charAt(pos++);
        }
        char hi = lo;
        if (pos + 1 < s.length() && s.charAt(pos) == '-' && s.charAt(pos + 1) != ']') {
          pos++;
          if (s.charAt(pos) == '\\') {
            Chars e = escape(true);
            if (e.ranges().size() != 1 || e.ranges().get(0)[0] != e.ranges().get(0)[1]) {
              throw new Unsupported("class range");
            }
            hi = e.ranges().get(0)[0];
          } else {
            hi = s.charAt(pos++);
          }
          if (hi < lo) {
            throw new Unsupported("reversed range");
          }
        }
        ranges.add(new char[] {lo, hi});
        if (ignoreCase) {
          if (hi - lo > 512) {
            throw new Unsupported("wide case-insensitive range");
          }
          for (char ch = lo; ch <= hi; ch++) {
            for (char x : orbit(ch)) {
              ranges.add(new char[] {x, x});
            }
            if (ch == Character.MAX_VALUE) {
              break;
            }
          }
        }
      }
      if (pos >= s.length()) {
        throw new Unsupported("unclosed class");
      }
      pos++;
      Chars chars = new Chars(ranges);
      return (negate ? chars.negate() : chars).toAutomaton();
    }
  }
}
