package io.contextcov.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Writing then reading gives an equal bundle; writing is deterministic; the digest verifies. */
class CanonicalFormTest {

  @Test
  void writtenBundlesReadBackEqual() {
    RandomBundles gen = new RandomBundles(42L);
    for (int i = 0; i < 1500; i++) {
      Bundle bundle = gen.next();
      String text = BundleWriter.write(bundle);
      BundleReader.Result back = BundleReader.read(text, "b" + i + ".yaml");
      assertThat(back.diagnostics()).as("diagnostics for\n%s", text).isEmpty();
      Bundle read = back.bundle().orElseThrow();
      assertThat(read.digest()).contains(BundleWriter.digest(bundle));
      assertThat(BundleWriter.digestMatches(read)).isTrue();
      assertThat(withoutDigest(read)).as("bundle read from\n%s", text).isEqualTo(bundle);
      assertThat(BundleWriter.write(read)).isEqualTo(text);
      assertThat(text).doesNotContain("\r").endsWith("\n");
    }
  }

  @Test
  void anEditChangesTheDigest() {
    Bundle bundle = new RandomBundles(7L).next();
    String text = BundleWriter.write(bundle);
    String edited = text.replace("name: ", "name: x");
    Bundle read = BundleReader.read(edited, "b.yaml").bundle().orElseThrow();
    assertThat(BundleWriter.digestMatches(read)).isFalse();
  }

  private static Bundle withoutDigest(Bundle b) {
    return new Bundle(b.name(), b.sources(), b.tools(), b.constraints(), Optional.empty());
  }
}
