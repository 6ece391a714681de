package io.contextcov.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Hostile or broken files get one clear, located error quickly: never an exception or a hang. */
@Timeout(10)
class HostileInputTest {
  @TempDir Path dir;

  private BundleReader.Result readBytes(byte[] bytes) throws Exception {
    Path file = dir.resolve("b.yaml");
    Files.write(file, bytes);
    return BundleReader.read(file, "b.yaml");
  }

  private static Diagnostic first(BundleReader.Result r) {
    assertThat(r.bundle()).isEmpty();
    assertThat(r.diagnostics()).isNotEmpty();
    return r.diagnostics().get(0);
  }

  @Test
  void aliasBombIsRefused() throws Exception {
    StringBuilder y = new StringBuilder("a: &a [x, x, x, x, x, x, x, x, x]\n");
    for (char c = 'b'; c <= 'k'; c++) {
      char p = (char) (c - 1);
      y.append(c)
          .append(": &")
          .append(c)
          .append(" [*")
          .append(p)
          .append(", *")
          .append(p)
          .append(", *")
          .append(p)
          .append(", *")
          .append(p)
          .append(", *")
          .append(p)
          .append("]\n");
    }
    y.append("contextcov: 1\nconstraints: []\n");
    Diagnostic d = first(BundleReader.read(y.toString(), "b.yaml"));
    assertThat(d.code()).isEqualTo(Code.YAML);
    assertThat(d.message()).contains("alias");
  }

  @Test
  void tenMegabyteScalarIsRefusedBySize() throws Exception {
    byte[] big =
        ("contextcov: 1\nname: " + "x".repeat(10 * 1024 * 1024) + "\nconstraints: []\n")
            .getBytes(StandardCharsets.UTF_8);
    Diagnostic d = first(readBytes(big));
    assertThat(d.message()).contains("larger than 8 MiB");
    assertThat(d.span().line()).isEqualTo(1);
  }

  @Test
  void deepFlowNestingIsRefused() {
    String y = "contextcov: 1\nconstraints: " + "[".repeat(10_000) + "]".repeat(10_000) + "\n";
    Diagnostic d = first(BundleReader.read(y, "b.yaml"));
    assertThat(d.message()).contains("nested more than 64 levels");
    assertThat(d.span().line()).isEqualTo(2);
  }

  @Test
  void deepBlockNestingIsRefused() {
    StringBuilder y = new StringBuilder("contextcov: 1\nconstraints:\n");
    // 2,000 levels: about 4 MB, under the size limit, so depth is what is refused
    for (int i = 0; i < 2_000; i++) {
      y.append("  ".repeat(i + 1)).append("- \n");
    }
    Diagnostic d = first(BundleReader.read(y.toString(), "b.yaml"));
    assertThat(d.message()).containsAnyOf("nested", "malformed");
  }

  @Test
  void customTagsAreRefused() {
    String y = "contextcov: 1\nname: !shell 'rm -rf /'\nconstraints: []\n";
    Diagnostic d = first(BundleReader.read(y, "b.yaml"));
    assertThat(d.message()).contains("custom YAML tag `!shell`");
    assertThat(d.span().line()).isEqualTo(2);
  }

  @Test
  void nonUtf8IsLocated() throws Exception {
    byte[] head = "contextcov: 1\nname: caf".getBytes(StandardCharsets.UTF_8);
    byte[] bytes = new byte[head.length + 1 + 17];
    System.arraycopy(head, 0, bytes, 0, head.length);
    bytes[head.length] = (byte) 0xE9; // Latin-1 é
    System.arraycopy(
        "\nconstraints: []\n".getBytes(StandardCharsets.UTF_8), 0, bytes, head.length + 1, 17);
    Diagnostic d = first(readBytes(bytes));
    assertThat(d.message()).startsWith("file is not valid UTF-8");
    assertThat(d.span().line()).isEqualTo(2);
    assertThat(d.span().column()).isEqualTo(10);
  }

  @Test
  void emptyFileSaysSo() throws Exception {
    Diagnostic d = first(readBytes(new byte[0]));
    assertThat(d.code()).isEqualTo(Code.NOT_A_BUNDLE);
    assertThat(d.message()).isEqualTo("file is empty");
    assertThat(first(BundleReader.read("# only a comment\n", "b.yaml")).message())
        .isEqualTo("file is empty");
  }

  @Test
  void twoDocumentsAreRefused() {
    Diagnostic d =
        first(BundleReader.read("contextcov: 1\nconstraints: []\n---\na: 1\n", "b.yaml"));
    assertThat(d.message()).contains("found a second");
  }

  @Test
  void missingFileIsAnErrorNotAnException() {
    Diagnostic d = first(BundleReader.read(dir.resolve("absent.yaml"), "absent.yaml"));
    assertThat(d.message()).startsWith("cannot read file");
  }

  @Test
  void hugeConditionIsRefused() {
    String y =
        "contextcov: 1\nconstraints:\n  - {id: a, kind: deny, on: x, when: '"
            + "args.a == 1 && ".repeat(10_000)
            + "true'}\n";
    Diagnostic d = first(BundleReader.read(y, "b.yaml"));
    assertThat(d.code()).isEqualTo(Code.CONDITION_SYNTAX);
    assertThat(d.message()).contains("longer than");
  }
}
