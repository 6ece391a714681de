package io.contextcov.analyzer;

import static org.assertj.core.api.Assertions.assertThat;

import dk.brics.automaton.Automaton;
import io.contextcov.analyzer.domain.Dom;
import io.contextcov.analyzer.domain.Regexes;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.condition.ConditionParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The analyzer decides overlap and inclusion by shortcuts (a meet tested without being built, an
 * inclusion settled box by box) and, for reports, by building regions. Both routes must give the
 * same answers, also where the Z3 oracle cannot follow: shell-line constraints, scopes, globs and
 * opaque atoms. Seeded random condition pairs.
 */
class RegionShortcutsTest {
  private static final String[] ATOMS = {
    "invokes(args.command, 'git push')",
    "invokes(args.command, 'git push --force')",
    "invokes(args.command, 'rm -rf')",
    "invokes(args.command, 'make test')",
    "args.command == 'git push origin main'",
    "args.command startsWith 'git '",
    "args.command in ['make', 'make test', 'ls']",
    "within(args.path, 'src/')",
    "within(args.path, 'src/gen/')",
    "args.path glob 'src/**/*.java'",
    "args.path glob '**/*.md'",
    "args.path endsWith '.lock'",
    "args.path contains 'secret'",
    "args.path matches '(src|test)/[a-z]+'",
    "args.n > 10",
    "args.n <= 100",
    "args.n == 50",
    "args.flag == true",
    "args.a == args.b",
    "action == 'shell.exec'",
    "action in ['shell.exec', 'file.write']",
  };

  private final Random random = new Random(20261130L);

  private String condition(int depth) {
    if (depth == 0 || random.nextInt(3) == 0) {
      String atom = ATOMS[random.nextInt(ATOMS.length)];
      return random.nextInt(4) == 0 ? "!(" + atom + ")" : atom;
    }
    String op = random.nextBoolean() ? " && " : " || ";
    return "(" + condition(depth - 1) + op + condition(depth - 1) + ")";
  }

  private static final String[] REGEXES = {
    "[0-9]{4}",
    "[0-9]{3}-[0-9]{4}",
    "a+b*",
    "(ab|ba)*",
    ".*@.*",
    "[a-z]+@[a-z]+\\.com",
    "x?",
    "(a|b)c(a|b)",
    "[^a]*",
    "a.*a",
    "[0-9]+",
    "A[0-9]{2,6}",
    "(?i)abc",
    "b{2,}",
  };

  /**
   * Inclusion in an automaton that is never made deterministic (the redaction check's "contains a
   * match" sets) against dk.brics' own inclusion, with and without the wrapping.
   */
  @Test
  void subsetWalkAgreesWithBrics() {
    int included = 0;
    for (int i = 0; i < 3_000; i++) {
      Automaton a = regex(REGEXES[random.nextInt(REGEXES.length)]);
      Automaton b = regex(REGEXES[random.nextInt(REGEXES.length)]);
      if (random.nextBoolean()) {
        b = Automaton.makeAnyString().concatenate(b).concatenate(Automaton.makeAnyString());
      }
      Boolean walked = Dom.strings(a).stringsWithin(b, 1_000_000);
      boolean expected = a.subsetOf(b);
      assertThat(walked).as("%s in %s", a, b).isEqualTo(expected);
      included += expected ? 1 : 0;
    }
    // both answers occur often enough to mean something
    assertThat(included).isBetween(100, 2_900);
  }

  private static Automaton regex(String text) {
    return Regexes.toAutomaton(text).orElseThrow().clone();
  }

  private static Region region(String text) {
    return ConditionModel.of(ConditionParser.parse(text).orThrow());
  }

  @Test
  void shortcutsAgreeWithBuiltRegions() {
    List<String> disagreements = new ArrayList<>();
    int inclusions = 0;
    int overlaps = 0;
    for (int i = 0; i < 5_000; i++) {
      String a = condition(random.nextInt(4));
      String b = condition(random.nextInt(4));
      Region ra = region(a);
      Region rb = region(b);
      boolean meets = !ra.and(rb).isEmpty();
      if (ra.meets(rb) != meets) {
        disagreements.add("meets [" + a + "] [" + b + "]: built says " + meets);
      }
      Region difference = ra.minus(rb);
      boolean inside = difference.isEmpty();
      // a difference cut at MAX_BOXES is not evidence of inclusion; subsetOf then claims none
      if (difference.cut() ? ra.subsetOf(rb) : ra.subsetOf(rb) != inside) {
        disagreements.add("subsetOf [" + a + "] [" + b + "]: built says " + inside);
      }
      overlaps += meets ? 1 : 0;
      inclusions += inside ? 1 : 0;
    }
    System.out.println(
        "region shortcuts: 5000 pairs, "
            + overlaps
            + " overlapping, "
            + inclusions
            + " included, "
            + disagreements.size()
            + " disagreements");
    assertThat(disagreements).isEmpty();
    // the seeded pairs exercise both answers of each question
    assertThat(overlaps).isBetween(250, 5_000 - 250);
    assertThat(inclusions).isBetween(250, 5_000 - 250);
  }
}
