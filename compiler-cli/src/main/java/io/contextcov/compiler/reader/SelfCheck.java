package io.contextcov.compiler.reader;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.rules.Draft;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.ToolCall;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A file's bundle must not block the commands the same file tells the agent to run (READER §6): a
 * ban or substitution that would is reported instead of emitted. Asking rules the file wrote
 * explicitly ("ask before running the full suite") stay: the file wants a human there.
 */
final class SelfCheck {
  private SelfCheck() {}

  /** The first of the file's commands the draft would block, if any. */
  static Optional<CommandRef> blocks(Draft d, FileFacts facts) {
    if (!d.family().equals(DecisionTable.BAN) && !d.family().equals(DecisionTable.SUBSTITUTE)) {
      return Optional.empty();
    }
    if (!d.constraint().on().matches("shell.exec")) {
      return Optional.empty();
    }
    Engine engine =
        Engine.of(
            new Bundle(
                "self-check",
                List.of(),
                ToolCatalog.EMPTY,
                List.of(d.constraint()),
                Optional.empty()));
    for (CommandRef c : facts.runs()) {
      Verdict v =
          engine.decide(new ToolCall("shell.exec", Map.of("command", c.pattern()))).verdict();
      if (v != Verdict.ALLOW) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }
}
