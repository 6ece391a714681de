package io.contextcov.samples;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.BundleReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The finance sample's committed {@code contextcov.lock} compiles offline with {@code --extractor
 * hybrid --locked}, covers more than the rule matcher alone, and does so byte-identically.
 */
class FinanceLockTest {
  private static final String LOCK = "finance-agent/contextcov.lock";

  @Test
  void lockedHybridCompileCoversMoreThanRulesAndIsStable() throws Exception {
    String lockBefore = Files.readString(Path.of(LOCK));
    Cli hybrid =
        Cli.run("compile", "finance-agent", "--extractor", "hybrid", "--locked", "--lock", LOCK);
    assertThat(hybrid.exit()).as(hybrid.err()).isZero();
    assertThat(hybrid.err()).contains("1 answer from the lock, 0 calls");
    assertThat(coverage(hybrid.err())).isGreaterThan(coverage(rulesText()));
    assertThat(hybrid.out()).contains("by: 'llm/openai:hand-written'");
    assertThat(BundleReader.read(hybrid.out(), "hybrid").hasErrors()).isFalse();

    Cli again =
        Cli.run("compile", "finance-agent", "--extractor", "hybrid", "--locked", "--lock", LOCK);
    assertThat(again.out()).isEqualTo(hybrid.out());
    assertThat(Files.readString(Path.of(LOCK))).isEqualTo(lockBefore);
  }

  @Test
  void lockedCompileUnderAnotherModelListsWhatIsMissing() {
    Cli r =
        Cli.run(
            "compile",
            "finance-agent",
            "--extractor",
            "hybrid",
            "--locked",
            "--llm",
            "openai:other-model",
            "--lock",
            LOCK);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).contains("AGENTS.md:15:3: error[CC411]");
  }

  private static String rulesText() {
    return Cli.run("compile", "finance-agent").err();
  }

  private static double coverage(String summary) {
    int at = summary.indexOf("coverage ");
    int end = summary.indexOf('%', at);
    return Double.parseDouble(summary.substring(at + "coverage ".length(), end));
  }
}
