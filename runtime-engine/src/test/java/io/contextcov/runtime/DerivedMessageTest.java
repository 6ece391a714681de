package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.shell.ShellParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The commit message a shell line gives git, as rules on {@code git.commit} see it. */
class DerivedMessageTest {
  private static String messageOf(String line) {
    for (List<String> words : ShellParser.commands(line)) {
      if (words.size() > 1 && words.get(0).equals("git") && words.get(1).equals("commit")) {
        return DerivedCalls.commitMessage(words);
      }
    }
    return null;
  }

  @Test
  void aQuotedHereDocumentIsItsBody() {
    String line =
        "git commit -m \"$(cat <<'EOF'\nfeat(ui): add a dark theme\n\nWhy: contrast\nEOF\n)\"";
    assertThat(messageOf(line)).isEqualTo("feat(ui): add a dark theme\n\nWhy: contrast");
  }

  @Test
  void anUnquotedDelimiterWithoutExpansionsIsItsBodyToo() {
    String line = "git commit -m \"$(cat <<EOF\nfix: typo\nEOF\n)\"";
    assertThat(messageOf(line)).isEqualTo("fix: typo");
  }

  @Test
  void aBodyThatWouldExpandStaysAsWritten() {
    String line = "git commit -m \"$(cat <<EOF\nfix: $(whoami)\nEOF\n)\"";
    assertThat(messageOf(line)).startsWith("$(cat <<EOF");
  }

  @Test
  void trailersEndTheMessageAsGitAppendsThem() {
    assertThat(
            messageOf(
                "git commit -m 'Fix refresh' --trailer 'Co-authored-by: Bot <b@x>'"
                    + " --trailer=Reviewed-by=Ann"))
        .isEqualTo("Fix refresh\n\nCo-authored-by: Bot <b@x>\nReviewed-by: Ann");
    assertThat(messageOf("git commit --trailer 'Signed-off-by: A <a@x>'"))
        .isEqualTo("Signed-off-by: A <a@x>");
  }

  @Test
  void theAuthorALineNamesIsTheCommitsAuthor() {
    List<ToolCall> derived =
        DerivedCalls.expand(
            new ToolCall(
                "shell.exec",
                java.util.Map.of(
                    "command",
                    "git commit --author='Claude <c@x.io>' -m 'fix: a' && git commit --author=Ann -m b")));
    assertThat(derived)
        .filteredOn(c -> c.action().equals("git.commit"))
        .extracting(c -> c.args().get("author"))
        .containsExactly("Claude <c@x.io>", "Ann");
  }

  @Test
  void plainMessagesAreJoinedAsGitJoinsThem() {
    assertThat(messageOf("git commit -m 'a' -m 'b'")).isEqualTo("a\n\nb");
  }
}
