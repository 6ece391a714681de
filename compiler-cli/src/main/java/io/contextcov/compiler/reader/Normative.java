package io.contextcov.compiler.reader;

import io.contextcov.compiler.statements.Modality;
import java.util.Optional;

/**
 * The reader's judgement of whether a sentence rules, for sentences the modal-word detector passes
 * over: one that asks for a human's approval ("commands with `sudo` need explicit approval") or
 * bans an act, and does not describe something else.
 */
public final class Normative {
  private Normative() {}

  public static Optional<Modality> modality(String sentence) {
    Prose p = Prose.of(FrameReader.parentheticals(sentence));
    if (p.words().isEmpty() || sentence.strip().endsWith("?") || FrameReader.descriptive(p)) {
      return Optional.empty();
    }
    if (FrameReader.asks(p)) {
      return Optional.of(Modality.MUST);
    }
    if ((p.has("object.message") || p.has("object.title"))
        && p.spans().stream().anyMatch(sp -> DecisionTable.TEMPLATE.matcher(sp).matches())) {
      // "Commit messages: `type(scope): summary`" declares a format
      return Optional.of(Modality.MUST);
    }
    boolean act = Lexicon.get().classesStartingWith("act.").stream().anyMatch(p::has);
    if (act && p.has("negation") && p.has("hard")) {
      return Optional.of(Modality.MUST_NOT);
    }
    return Optional.empty();
  }
}
