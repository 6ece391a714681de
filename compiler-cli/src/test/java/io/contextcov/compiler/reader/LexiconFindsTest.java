package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The tables' expressions run behind the literal test of {@link
 * io.contextcov.compiler.statements.GatedPattern} (its reading of expressions is tested there).
 */
class LexiconFindsTest {
  /**
   * The gate never hides a match: for every expression of the constructs and content-kinds tables,
   * on texts built from the words those expressions name and filler, a closed gate means no match.
   */
  @Test
  void aClosedGateNeverHidesAMatchOfTheTables() {
    List<Pattern> patterns = new ArrayList<>();
    Lexicon.get().constructs().forEach(c -> patterns.add(c.phrase()));
    Lexicon.get().contentKinds().forEach(k -> patterns.add(k.phrase()));
    List<String> vocabulary = new ArrayList<>();
    for (Pattern p : patterns) {
      for (String w : p.pattern().split("[^\\p{L}]+")) {
        if (!w.isEmpty()) {
          vocabulary.add(w);
        }
      }
    }
    vocabulary.addAll(
        List.of("no", "never", "the", "use", "in", "code", "docs", "4", "css", "Tabs"));
    Random random = new Random(11);
    int matched = 0;
    for (int i = 0; i < 20_000; i++) {
      StringBuilder text = new StringBuilder();
      int n = 1 + random.nextInt(6);
      for (int k = 0; k < n; k++) {
        text.append(vocabulary.get(random.nextInt(vocabulary.size())));
        text.append(random.nextInt(5) == 0 ? "-" : " ");
      }
      String t = text.toString();
      String lower = t.toLowerCase(Locale.ROOT);
      for (Pattern p : patterns) {
        boolean finds = p.matcher(t).find();
        matched += finds ? 1 : 0;
        assertThat(Lexicon.get().finds(p, t, lower)).as("%s on %s", p, t).isEqualTo(finds);
      }
    }
    assertThat(matched).as("texts that match some expression").isGreaterThan(1000);
  }
}
