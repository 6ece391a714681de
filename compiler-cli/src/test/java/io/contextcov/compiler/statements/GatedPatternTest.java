package io.contextcov.compiler.statements;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GatedPatternTest {
  private static List<String> literals(String regex) {
    return GatedPattern.compile(regex).literals();
  }

  @Test
  void aSequenceGivesItsLongestRequiredRun() {
    assertThat(literals("(?i)\\bnever\\s+push\\b")).containsExactly("never");
    assertThat(literals("(?i)^\\W*(?:\\w+\\s+){0,3}before\\s+you")).containsExactly("before");
    // the last character taken at most once is left out of its run
    assertThat(literals("\\bemojis?\\b")).containsExactly("emoji");
    // a character taken one or more times ends its run
    assertThat(literals("ab+cdef")).containsExactly("cdef");
  }

  @Test
  void aGroupTakenOnceGivesWhatEachOfItsBranchesRequires() {
    assertThat(literals("(?i)\\b(wildcard|star) imports?\\b")).containsExactly(" import");
    assertThat(literals("(?i)\\b(wildcard|star)\\b")).containsExactly("wildcard", "star");
    assertThat(literals("(?:please\\s+)?(?:always|never) do")).containsExactly("always", "never");
    assertThat(literals("x(?<name>keep|hold)y")).containsExactly("keep", "hold");
    assertThat(literals("用英文|\\benglish only\\b")).containsExactly("用英文", "english only");
  }

  @Test
  void whatMayBeAbsentGivesNothing() {
    assertThat(literals("(x|y)? spaces")).containsExactly(" spaces");
    assertThat(literals("(?:never|do not)?\\s*\\w+")).isEmpty();
    assertThat(literals("\\b(\\d+|two)\\b")).isEmpty();
    assertThat(literals("(?=commit)\\w+")).isEmpty();
    assertThat(literals("[a-z]+\\.[a-z]{1,9}")).isEmpty();
    assertThat(literals("\\bx\\b")).isEmpty();
  }

  @Test
  void flagsTheTestCannotFollowTurnItOff() {
    assertThat(literals("(?iu)straße")).isEmpty();
    assertThat(literals("(?x) never  push")).isEmpty();
    assertThat(literals("\\Qnever\\E")).isEmpty();
    // a cased letter outside ASCII ends a run: Java folds case in ASCII only
    assertThat(literals("(?i)résumé")).containsExactly("sum");
    assertThat(literals("(?i)éé")).isEmpty();
    assertThat(literals("(?i)déjà vu")).containsExactly(" vu");
  }

  @Test
  void aTurnedAwayTextGetsAMatcherThatFindsNothing() {
    GatedPattern p = GatedPattern.compile("(?i)\\bnever\\b");
    assertThat(p.mayMatch("Keep it short")).isFalse();
    assertThat(p.matcher("Keep it short").find()).isFalse();
    assertThat(p.matcher("Keep it short").replaceAll("x")).isEqualTo("Keep it short");
    assertThat(p.matcher("NEVER push").find()).isTrue();
    assertThat(p.matcher(new StringBuilder("Never push")).find()).isTrue();
  }

  @Test
  void aTurnedAwayTextIsSplitIntoItselfAsTheExpressionWouldSplitIt() {
    GatedPattern p = GatedPattern.compile("(?i),\\s+and\\s+never\\s+");
    java.util.regex.Pattern plain = java.util.regex.Pattern.compile(p.pattern());
    for (String text :
        List.of("Run the tests", "", "a, and never b", "x, AND NEVER y, and never z")) {
      assertThat(p.split(text)).as(text).containsExactly(plain.split(text));
    }
  }

  /**
   * The test never hides a match: every fixed expression of the reader, on texts built from the
   * words those expressions name, backticks, punctuation and Han, finds nothing where the test
   * turns the text away.
   */
  @Test
  void theTestNeverHidesAMatchOfTheReadersExpressions() throws Exception {
    List<GatedPattern> patterns = new ArrayList<>();
    for (String name :
        List.of(
            "io.contextcov.compiler.reader.FrameReader",
            "io.contextcov.compiler.reader.DecisionTable",
            "io.contextcov.compiler.reader.FileFacts",
            "io.contextcov.compiler.statements.ModalityDetector",
            "io.contextcov.compiler.statements.StatementFinder")) {
      collect(Class.forName(name), patterns);
    }
    assertThat(patterns).hasSizeGreaterThan(300);
    List<String> vocabulary = new ArrayList<>();
    for (GatedPattern p : patterns) {
      for (String w : p.pattern().split("[^\\p{L}]+")) {
        if (w.length() > 1) {
          vocabulary.add(w);
          vocabulary.add(w.toUpperCase(java.util.Locale.ROOT));
        }
      }
    }
    vocabulary.addAll(List.of("`make test`", "`src/`", ",", ".", ":", ";", "-", "—", "1.", "，"));
    Random random = new Random(17);
    int turnedAway = 0;
    for (int i = 0; i < 3_000; i++) {
      StringBuilder text = new StringBuilder();
      int n = 1 + random.nextInt(8);
      for (int k = 0; k < n; k++) {
        text.append(vocabulary.get(random.nextInt(vocabulary.size())));
        text.append(random.nextInt(6) == 0 ? "" : " ");
      }
      String t = text.toString();
      for (GatedPattern p : patterns) {
        if (!p.mayMatch(t)) {
          turnedAway++;
          assertThat(java.util.regex.Pattern.compile(p.pattern()).matcher(t).find())
              .as("/%s/ on %s", p, t)
              .isFalse();
        }
      }
    }
    assertThat(turnedAway).isGreaterThan(100_000);
  }

  private static void collect(Class<?> c, List<GatedPattern> out) throws IllegalAccessException {
    for (Field f : c.getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) && f.getType() == GatedPattern.class) {
        f.setAccessible(true);
        out.add((GatedPattern) f.get(null));
      }
    }
    for (Class<?> inner : c.getDeclaredClasses()) {
      collect(inner, out);
    }
  }
}
