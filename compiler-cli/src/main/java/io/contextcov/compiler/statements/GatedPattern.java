package io.contextcov.compiler.statements;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A regular expression of the reader with a cheap test run before it: literals of which every match
 * holds at least one. A text that holds none of them cannot match, and gets a matcher that finds
 * nothing without the expression being run on it. The reader runs a few hundred fixed expressions
 * on every clause, and most clauses hold none of the words an expression looks for, so the test
 * saves most of the matching.
 *
 * <p>The literals are found by reading the expression: of a sequence, any run of literal characters
 * taken at least once, or any group taken at least once whose every branch has literals of its own;
 * of the candidates, the one whose shortest literal is longest. An expression with none of two
 * characters or more (one for Han) gets no test and always runs. Literals and text are compared in
 * lower case, which a match with or without {@code (?i)} survives: an expression with Unicode case
 * folding ({@code u}) or comments ({@code x}) gets no test, and a literal character that has case
 * outside ASCII ends a run. Setting the system property {@code contextcov.gate.verify} runs the
 * expression on every text the test turns away and fails if it matches (the tests set it).
 */
public final class GatedPattern {
  private static final Pattern NONE = Pattern.compile("(?!)");
  private static final boolean VERIFY = Boolean.getBoolean("contextcov.gate.verify");

  private final Pattern pattern;

  /** Lower-case literals, one of which every match holds; {@code null}: every text may match. */
  private final String[] literals;

  private GatedPattern(Pattern pattern, String[] literals) {
    this.pattern = pattern;
    this.literals = literals;
  }

  public static GatedPattern compile(String regex) {
    Pattern p = Pattern.compile(regex);
    Set<String> found = Literals.of(regex);
    return new GatedPattern(p, found == null ? null : found.toArray(String[]::new));
  }

  /**
   * A matcher of the expression over {@code text}; over a text the test turns away, a matcher that
   * finds nothing (its {@code replaceAll} gives the text back unchanged).
   */
  public Matcher matcher(CharSequence text) {
    if (mayMatch(text)) {
      return pattern.matcher(text);
    }
    if (VERIFY && pattern.matcher(text).find()) {
      throw new AssertionError(
          "the literal test of /" + pattern + "/ turned away a match: " + text);
    }
    return NONE.matcher(text);
  }

  /** Whether {@code text} holds one of the literals (always, for an expression with none). */
  public boolean mayMatch(CharSequence text) {
    if (literals == null) {
      return true;
    }
    String lower = lower(text);
    for (String l : literals) {
      if (lower.contains(l)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The last text lowered on this thread and its lower case: the reader runs one expression after
   * another on the same clause.
   */
  private static final ThreadLocal<String[]> LAST = ThreadLocal.withInitial(() -> new String[2]);

  private static String lower(CharSequence text) {
    if (!(text instanceof String s)) {
      // a builder may change between two calls: nothing of it is kept
      return text.toString().toLowerCase(Locale.ROOT);
    }
    String[] last = LAST.get();
    if (last[0] != s) {
      last[0] = s;
      last[1] = s.toLowerCase(Locale.ROOT);
    }
    return last[1];
  }

  /**
   * The text split around matches of the expression; a text the test turns away holds none, and is
   * given back whole, as {@link Pattern#split} gives it.
   */
  public String[] split(CharSequence text) {
    if (mayMatch(text)) {
      return pattern.split(text);
    }
    String[] whole = {text.toString()};
    if (VERIFY && !java.util.Arrays.equals(whole, pattern.split(text))) {
      throw new AssertionError(
          "the literal test of /" + pattern + "/ turned away a split: " + text);
    }
    return whole;
  }

  /** The expression as written. */
  public String pattern() {
    return pattern.pattern();
  }

  /** The literals of the test, or an empty list when the expression has none. */
  List<String> literals() {
    return literals == null ? List.of() : List.of(literals);
  }

  @Override
  public String toString() {
    return pattern.pattern();
  }

  /** Reads an expression for its required literals; {@code null} where it finds none. */
  static final class Literals {
    /** Thrown where the reading gives up: the expression then gets no test. */
    private static final class GiveUp extends RuntimeException {
      GiveUp() {
        super(null, null, false, false);
      }
    }

    private final String r;
    private int i;

    private Literals(String r) {
      this.r = r;
    }

    static Set<String> of(String regex) {
      Literals l = new Literals(regex);
      try {
        Set<String> out = l.alternation();
        return l.i == regex.length() ? out : null;
      } catch (GiveUp | StringIndexOutOfBoundsException e) {
        return null;
      }
    }

    private Set<String> alternation() {
      List<Set<String>> branches = new ArrayList<>();
      while (true) {
        branches.add(sequence());
        if (i < r.length() && r.charAt(i) == '|') {
          i++;
        } else {
          break;
        }
      }
      Set<String> out = new LinkedHashSet<>();
      for (Set<String> b : branches) {
        if (b == null) {
          return null;
        }
        out.addAll(b);
      }
      return out;
    }

    /** The best candidate of a sequence, read up to the {@code |} or {@code )} that ends it. */
    private Set<String> sequence() {
      Set<String> best = null;
      StringBuilder run = new StringBuilder();
      while (i < r.length() && r.charAt(i) != '|' && r.charAt(i) != ')') {
        char c = r.charAt(i);
        int literal = -1;
        Set<String> group = null;
        boolean zeroWidth = false;
        if (c == '(') {
          if (r.startsWith("(?=", i)
              || r.startsWith("(?!", i)
              || r.startsWith("(?<=", i)
              || r.startsWith("(?<!", i)) {
            i += r.charAt(i + 2) == '<' ? 4 : 3;
            alternation();
            close();
            zeroWidth = true;
          } else if (r.startsWith("(?", i)
              && !r.startsWith("(?:", i)
              && !r.startsWith("(?<", i)
              && !r.startsWith("(?>", i)) {
            // flags, alone "(?i)" or over a group "(?i:…)"
            int j = i + 2;
            while (j < r.length() && (Character.isLetter(r.charAt(j)) || r.charAt(j) == '-')) {
              j++;
            }
            String flags = r.substring(i + 2, j);
            if (flags.contains("x") || flags.contains("u") || flags.contains("-")) {
              throw new GiveUp();
            }
            i = j;
            if (r.charAt(i) == ')') {
              i++;
              zeroWidth = true;
            } else if (r.charAt(i) == ':') {
              i++;
              group = alternation();
              close();
            } else {
              throw new GiveUp();
            }
          } else {
            if (r.startsWith("(?<", i)) {
              i = r.indexOf('>', i) + 1;
            } else {
              i += r.startsWith("(?", i) ? 3 : 1;
            }
            group = alternation();
            close();
          }
        } else if (c == '[') {
          skipClass();
        } else if (c == '\\') {
          char d = r.charAt(i + 1);
          i += 2;
          if ("bBAzZG".indexOf(d) >= 0) {
            zeroWidth = true;
          } else if (d == 'Q' || d == 'E') {
            throw new GiveUp();
          } else if (d == 'n' || d == 't' || d == 'r' || d == 'f') {
            literal = d == 'n' ? '\n' : d == 't' ? '\t' : d == 'r' ? '\r' : '\f';
          } else if (d == 'p' || d == 'P' || d == 'k') {
            if (r.charAt(i) == '{' || r.charAt(i) == '<') {
              i = r.indexOf(r.charAt(i) == '{' ? '}' : '>', i) + 1;
            } else {
              i++;
            }
          } else if (d == 'x' || d == 'u' || d == '0' || d == 'c') {
            throw new GiveUp();
          } else if (!Character.isLetterOrDigit(d)) {
            literal = d;
          }
        } else if (c == '^' || c == '$') {
          i++;
          zeroWidth = true;
        } else if (c == '*' || c == '+' || c == '?' || c == '{') {
          throw new GiveUp();
        } else {
          i++;
          if (c != '.') {
            literal = c;
          }
        }
        if (zeroWidth) {
          best = better(best, flush(run));
          continue;
        }
        int min = quantifier();
        if (literal >= 0 && (literal < 128 || caseless((char) literal))) {
          if (min == 0) {
            best = better(best, flush(run));
          } else {
            run.append((char) literal);
            if (min != 1) {
              best = better(best, flush(run));
            }
          }
        } else {
          best = better(best, flush(run));
          if (group != null && min > 0) {
            best = better(best, group);
          }
        }
      }
      return better(best, flush(run));
    }

    /**
     * Reads the quantifier after an element: the least number of times it is taken (1 with no
     * quantifier, 2 for a quantifier that allows more than one, so that a run stops after it).
     */
    private int quantifier() {
      if (i >= r.length()) {
        return 1;
      }
      char q = r.charAt(i);
      int min;
      if (q == '?' || q == '*') {
        min = 0;
        i++;
      } else if (q == '+') {
        min = 2;
        i++;
      } else if (q == '{') {
        int end = r.indexOf('}', i);
        String body = r.substring(i + 1, end);
        String low = body.contains(",") ? body.substring(0, body.indexOf(',')) : body;
        min = Integer.parseInt(low.strip()) == 0 ? 0 : body.equals("1") ? 1 : 2;
        i = end + 1;
      } else {
        return 1;
      }
      if (i < r.length() && (r.charAt(i) == '?' || r.charAt(i) == '+')) {
        i++;
      }
      return min;
    }

    private void close() {
      if (i >= r.length() || r.charAt(i) != ')') {
        throw new GiveUp();
      }
      i++;
    }

    private void skipClass() {
      int depth = 0;
      while (true) {
        char c = r.charAt(i);
        if (c == '\\') {
          i += 2;
          continue;
        }
        i++;
        if (c == '[') {
          depth++;
        } else if (c == ']' && --depth == 0) {
          return;
        }
      }
    }

    private static boolean caseless(char c) {
      return Character.toLowerCase(c) == c && Character.toUpperCase(c) == c;
    }

    /** The run as a candidate, if long enough to be worth a test; the run is emptied. */
    private static Set<String> flush(StringBuilder run) {
      String s = run.toString();
      run.setLength(0);
      return weight(s) >= 2 ? Set.of(s.toLowerCase(Locale.ROOT)) : null;
    }

    /** A literal's length, Han characters counted twice (one of them says as much as a word). */
    private static int weight(String s) {
      int w = 0;
      for (int k = 0; k < s.length(); k++) {
        w += Character.UnicodeScript.of(s.charAt(k)) == Character.UnicodeScript.HAN ? 2 : 1;
      }
      return w;
    }

    /** Of two candidates, the one whose shortest literal is longer; then the one with fewer. */
    private static Set<String> better(Set<String> a, Set<String> b) {
      if (b == null || shortest(b) < 2) {
        return a;
      }
      if (a == null) {
        return b;
      }
      int sa = shortest(a);
      int sb = shortest(b);
      return sb > sa || sb == sa && b.size() < a.size() ? b : a;
    }

    private static int shortest(Set<String> s) {
      int min = Integer.MAX_VALUE;
      for (String l : s) {
        min = Math.min(min, weight(l));
      }
      return s.isEmpty() ? 0 : min;
    }
  }
}
