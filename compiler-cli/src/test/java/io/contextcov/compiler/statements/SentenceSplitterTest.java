package io.contextcov.compiler.statements;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SentenceSplitterTest {

  private static List<String> texts(String text) {
    return SentenceSplitter.split(text).stream().map(Sentence::text).toList();
  }

  @Test
  void aShortNoAnswerEndsItsSentence() {
    assertThat(texts("No. Open a pull request instead."))
        .containsExactly("No.", "Open a pull request instead.");
  }

  @Test
  void noBeforeANumberIsAnAbbreviation() {
    assertThat(texts("See rule No. 4 in the handbook. Then push."))
        .containsExactly("See rule No. 4 in the handbook.", "Then push.");
    assertThat(texts("Follow No. #12 closely.")).containsExactly("Follow No. #12 closely.");
  }

  @Test
  void otherAbbreviationsStillHoldTheirSentence() {
    assertThat(texts("Use a linter, e.g. Ruff for Python.")).hasSize(1);
  }
}
