package io.contextcov.cli;

import picocli.CommandLine.Option;

/**
 * The options every command that loads a bundle to decide calls shares ({@code decide}, {@code
 * replay}, {@code hook}, {@code serve}, {@code mcp-proxy}): trusting a bundle whose digest does not
 * match, and where decisions are recorded.
 */
final class EngineFlags {
  @Option(names = "--no-verify-digest", description = "accept a bundle whose digest does not match")
  boolean noVerifyDigest;

  @Option(
      names = "--audit",
      paramLabel = "FILE",
      description =
          "append one JSON line per decision to FILE (a decision that cannot be recorded is a"
              + " deny)")
  String audit;

  boolean verifyDigest() {
    return !noVerifyDigest;
  }
}
