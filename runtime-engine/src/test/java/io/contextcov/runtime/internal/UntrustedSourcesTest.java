package io.contextcov.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The decision table of which tool results bring in outside content. */
class UntrustedSourcesTest {
  private static boolean untrusted(String action, Map<String, Object> args) {
    return UntrustedSources.untrusted(action, args, Optional.empty(), "/repo");
  }

  @Test
  void outsideContentByTheToolsName() {
    assertThat(untrusted("net.fetch", Map.of("url", "https://x.example"))).isTrue();
    assertThat(untrusted("mcp__github__get_issue", Map.of())).isTrue();
    assertThat(untrusted("WebFetch", Map.of())).isTrue();
    assertThat(untrusted("read_inbox", Map.of())).isTrue();
    assertThat(untrusted("get_issue_comments", Map.of())).isTrue();
    assertThat(untrusted("listTickets", Map.of())).isTrue();
  }

  @Test
  void theProjectsOwnDataIsNot() {
    // looking a user up by e-mail reads the shop's own records
    assertThat(untrusted("find_user_id_by_email", Map.of("email", "a@b.example"))).isFalse();
    assertThat(untrusted("search_direct_flight", Map.of())).isFalse();
    assertThat(untrusted("get_reservation_details", Map.of())).isFalse();
    assertThat(untrusted("file.read", Map.of("path", "src/a.ts"))).isFalse();
    assertThat(untrusted("shell.exec", Map.of("command", "make test"))).isFalse();
  }

  @Test
  void readsOutsideTheWorkspaceAndNetworkClientsAre() {
    assertThat(untrusted("file.read", Map.of("path", "/etc/motd"))).isTrue();
    assertThat(untrusted("shell.exec", Map.of("command", "curl -s https://x.example"))).isTrue();
    assertThat(untrusted("shell.exec", Map.of("command", "gh issue view 12"))).isTrue();
  }
}
