package io.contextcov.analyzer;

import io.contextcov.bundle.Kind;
import io.contextcov.bundle.Verdict;
import java.util.Optional;

/** What a constraint does where it applies, as the analyzer compares them. */
public enum Effect {
  /** Lets calls through, overriding lower-priority blocks. */
  PERMIT,
  /** Stops calls (deny, a failing assert). */
  BLOCK,
  /** Holds calls for approval. */
  ASK,
  /** Blocks depending on the session (sequence, limit): compared only where it matters. */
  STATEFUL,
  /** Rewrites results; never contradicts a verdict. */
  REWRITE;

  public static Effect of(Kind kind) {
    return switch (kind) {
      case ALLOW -> PERMIT;
      case DENY, ASSERT -> BLOCK;
      case CONFIRM -> ASK;
      case SEQUENCE, LIMIT -> STATEFUL;
      case TRANSFORM -> REWRITE;
    };
  }

  /** The verdict the engine gives where this effect decides, if it gives one statelessly. */
  public Optional<Verdict> verdict() {
    return switch (this) {
      case PERMIT -> Optional.of(Verdict.ALLOW);
      case BLOCK -> Optional.of(Verdict.DENY);
      case ASK -> Optional.of(Verdict.CONFIRM);
      case STATEFUL, REWRITE -> Optional.empty();
    };
  }
}
