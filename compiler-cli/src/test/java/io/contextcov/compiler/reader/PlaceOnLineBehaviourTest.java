package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.compiler.Compiled;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command banned in a place holds on the lines that name the place as a whole path segment, not
 * on lines where its name is part of another word.
 */
class PlaceOnLineBehaviourTest {
  @TempDir Path dir;

  @Test
  void aProgramOnThePlacesFilesIsRefusedThere() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Never `cat` files in `keys/`.\n");
    assertThat(Compiled.run(b, "cat keys/deploy.pem")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "cat ./keys/deploy.pem")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "cd keys && cat deploy.pem")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "cat 'keys/a b.pem'")).isEqualTo(Verdict.DENY);
  }

  @Test
  void aPlaceNameInsideAnotherWordIsNoMention() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Never `cat` files in `keys/`.\n");
    assertThat(Compiled.run(b, "cat monkeys.txt")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "cat docs/keys-rotation.md")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "cat README.md")).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aRunInANestedPlaceHoldsOnItsPathOnly() throws IOException {
    Bundle b = Compiled.bundle(dir, "- Do not run `npm install` in `packages/legacy/`.\n");
    assertThat(Compiled.run(b, "cd packages/legacy && npm install")).isEqualTo(Verdict.DENY);
    assertThat(Compiled.run(b, "npm install --prefix packages/legacy-ui")).isEqualTo(Verdict.ALLOW);
    assertThat(Compiled.run(b, "npm install")).isEqualTo(Verdict.ALLOW);
  }
}
