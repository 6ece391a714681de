package io.contextcov.analyzer;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.re2j.Pattern;
import dk.brics.automaton.Automaton;
import io.contextcov.analyzer.domain.Regexes;
import io.contextcov.bundle.Glob;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The analyzer's automata and the runtime's RE2/J agree on the documented subset: seeded random
 * regexes and globs, random strings, whole-string matching with DOTALL as at run time.
 */
class RegexDifferentialTest {
  private static final String ALPHABET = "abcAB01_-./ \n";
  private final Random random = new Random(424242L);

  private String regex(int depth) {
    int choice = random.nextInt(depth <= 0 ? 4 : 10);
    return switch (choice) {
      case 0 -> String.valueOf("abAB01".charAt(random.nextInt(6)));
      case 1 ->
          List.of("\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "\\.", "\\-", "\\/")
              .get(random.nextInt(9));
      case 2 -> ".";
      case 3 ->
          List.of("[a-c]", "[^a]", "[ab0-1]", "[^/]", "[\\w.]", "[A-Z_]", "[-a]")
              .get(random.nextInt(7));
      case 4 -> regex(depth - 1) + regex(depth - 1);
      case 5 -> "(" + regex(depth - 1) + "|" + regex(depth - 1) + ")";
      case 6 ->
          "(?:" + regex(depth - 1) + ")" + List.of("*", "+", "?", "*?").get(random.nextInt(4));
      case 7 ->
          "(?:" + regex(depth - 1) + "){" + random.nextInt(3) + "," + (2 + random.nextInt(2)) + "}";
      case 8 -> "(" + regex(depth - 1) + "){" + (1 + random.nextInt(2)) + "}";
      default -> regex(depth - 1) + "|" + regex(depth - 1);
    };
  }

  private String text() {
    int n = random.nextInt(7);
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < n; i++) {
      s.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return s.toString();
  }

  /**
   * {@code (?i)} folds case as RE2/J does, beyond ASCII: the Kelvin sign with {@code k}, long s
   * with {@code s}, final sigma with sigma, but not the dotless i with {@code i}.
   */
  @Test
  void caseInsensitiveMatchingFoldsAsRe2Does() {
    String letters = "ksiKSIa\u212a\u017f\u0131\u0130\u00e9\u00c9\u03c3\u03a3\u03c2\u00df";
    List<String> patterns =
        List.of(
            "k",
            "s",
            "i",
            "I",
            "\u00e9",
            "\u03c3",
            "[a-z]",
            "[k-s]",
            "[\u00e0-\u00ff]",
            "ks",
            "[^k]");
    List<String> disagreements = new ArrayList<>();
    for (String body : patterns) {
      String re = "(?i)" + body;
      Automaton a = Regexes.toAutomaton(re).orElseThrow();
      com.google.re2j.Pattern p =
          com.google.re2j.Pattern.compile(re, com.google.re2j.Pattern.DOTALL);
      for (int x = 0; x < letters.length(); x++) {
        for (int y = -1; y < letters.length(); y++) {
          String t = letters.charAt(x) + (y < 0 ? "" : String.valueOf(letters.charAt(y)));
          if (a.run(t) != p.matches(t)) {
            disagreements.add(re + " on " + t + ": automaton " + a.run(t));
          }
        }
      }
    }
    assertThat(disagreements).isEmpty();
    assertThat(Regexes.toAutomaton("(?i)k").orElseThrow().run("\u212a")).isTrue();
    assertThat(Regexes.toAutomaton("(?i)i").orElseThrow().run("\u0131")).isFalse();
  }

  /**
   * RE2 matches code points; Java strings hold UTF-16 units. A character beyond the Basic
   * Multilingual Plane is one {@code .}, and a negated class or escape matches it whole. (Counting
   * patterns such as {@code ^..$} may accept more astral text than RE2: the automaton also reads
   * each unit as a character, as every other string set does.)
   */
  @Test
  void charactersBeyondTheBasicPlaneAreOneCharacter() {
    String face = "\uD83D\uDE00"; // one code point, two UTF-16 units
    List<String> patterns =
        List.of(".", "^.$", "[^a]", "\\D", "\\W+", "a.b", face, face + "+", "[^a]+", ".*");
    List<String> texts =
        List.of(face, face + face, "a" + face + "b", "x", "xy", face + "x", "\uD83D", "");
    List<String> disagreements = new ArrayList<>();
    for (String re : patterns) {
      Automaton a = Regexes.toAutomaton(re).orElseThrow();
      Pattern p = Pattern.compile(re, Pattern.DOTALL);
      for (String t : texts) {
        if (!t.equals("\uD83D") && a.run(t) != p.matches(t)) {
          disagreements.add(re + " on " + t + ": automaton " + a.run(t));
        }
      }
    }
    assertThat(disagreements).isEmpty();
    // a class that names one surrogate unit is no code point RE2 reads: left to "may"
    assertThat(Regexes.toAutomaton("[\uD83D]")).isEmpty();
  }

  @Test
  void randomRegexesAgreeOnRandomStrings() {
    int compared = 0;
    List<String> disagreements = new ArrayList<>();
    for (int r = 0; r < 1500; r++) {
      String re = (random.nextInt(5) == 0 ? "(?i)" : "") + regex(3);
      Optional<Automaton> a = Regexes.toAutomaton(re);
      assertThat(a).as("subset regex %s", re).isPresent();
      Pattern p = Pattern.compile(re, Pattern.DOTALL);
      for (int i = 0; i < 40; i++) {
        String s = i < 5 ? a.get().getShortestExample(true) : text();
        if (s == null) {
          continue;
        }
        compared++;
        if (p.matches(s) != a.get().run(s)) {
          disagreements.add(re + " on " + s.replace("\n", "\\n"));
        }
      }
    }
    System.out.println(
        "regex differential: "
            + compared
            + " comparisons, "
            + disagreements.size()
            + " disagreements");
    assertThat(disagreements).isEmpty();
    assertThat(compared).isGreaterThan(50_000);
  }

  @Test
  void globsAgreeToo() {
    List<String> globs =
        List.of("src/**", "**/*.ts", "*.md", "docs/?/a", "a/**/b", "[ab]*.x", "[!a]b", "**");
    int compared = 0;
    for (String g : globs) {
      String re = Glob.toRegex(g);
      Automaton a = Regexes.toAutomaton(re).orElseThrow();
      Pattern p = Pattern.compile(re, Pattern.DOTALL);
      for (int i = 0; i < 2000; i++) {
        StringBuilder s = new StringBuilder();
        int n = random.nextInt(8);
        for (int k = 0; k < n; k++) {
          s.append("ab/.*sdrcx".charAt(random.nextInt(10)));
        }
        assertThat(a.run(s.toString())).as(g + " on " + s).isEqualTo(p.matches(s.toString()));
        compared++;
      }
    }
    assertThat(compared).isEqualTo(16_000);
  }

  @Test
  void outsideTheSubsetIsReportedNotGuessed() {
    for (String re : List.of("\\bword\\b", "\\pL+", "(?m)^a$", "a(?=b)", "x\\1")) {
      assertThat(Regexes.toAutomaton(re)).as(re).isEmpty();
    }
  }
}
