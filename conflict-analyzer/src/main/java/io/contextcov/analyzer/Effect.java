package io.contextcov.analyzer;

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
  REWRITE
}
