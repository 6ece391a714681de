package io.contextcov.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator.ValidationResponse;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.ElicitResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mcp-proxy} between the official SDK's client and a real stdio server built on the same
 * SDK, each its own process: allowed calls pass, denied calls come back as the rule's message, a
 * transform masks a field, a sequence gates a call, a confirmation is asked through elicitation.
 */
class McpProxyTest {
  private static final String BUNDLE =
      """
      contextcov: 1
      constraints:
        - id: keep-customers
          kind: deny
          on: delete_records
          when: "args.table == 'customers'"
          message: customer records are never deleted
          help: delete from a staging table instead
        - id: login-first
          kind: sequence
          on: export_report
          after: authenticate
          message: authenticate before exporting
        - id: ask-external
          kind: confirm
          on: export_report
          when: "args.dest == 'external'"
          message: exports leaving the company need a person's yes
        - id: hide-phone
          kind: transform
          on: get_customer
          apply: [{mask: {fields: [phone], with: '[hidden]'}}]
      """;

  @TempDir Path dir;
  private Path bundle;

  @BeforeEach
  void writeBundle() throws Exception {
    bundle = dir.resolve("mcp.bundle.yaml");
    Files.writeString(bundle, BUNDLE);
    assertThat(CliRun.of("fmt", bundle.toString()).exit()).isZero();
  }

  private McpSyncClient client(
      McpSchema.ClientCapabilities caps, AtomicInteger asked, boolean yes, String... options) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String cp = System.getProperty("java.class.path");
    List<String> args = new ArrayList<>(List.of("-cp", cp, "io.contextcov.cli.Main", "mcp-proxy"));
    args.addAll(List.of(options));
    args.addAll(List.of("--bundle", bundle.toString(), "--", java, "-cp", cp));
    args.add(TestMcpServer.class.getName());
    StdioClientTransport transport =
        new StdioClientTransport(
            ServerParameters.builder(java).args(args).build(), McpJsonDefaults.getMapper());
    McpClient.SyncSpec spec =
        McpClient.sync(transport)
            .requestTimeout(Duration.ofSeconds(30))
            .capabilities(caps)
            // the tools declare no output schema; this keeps the SDK's optional validator out
            .jsonSchemaValidator((schema, content) -> ValidationResponse.asValid(null));
    if (asked != null) {
      spec =
          spec.elicitation(
              r -> {
                asked.incrementAndGet();
                return new ElicitResult(
                    yes ? ElicitResult.Action.ACCEPT : ElicitResult.Action.DECLINE, Map.of());
              });
    }
    McpSyncClient c = spec.build();
    c.initialize();
    return c;
  }

  private static String text(CallToolResult r) {
    StringBuilder b = new StringBuilder();
    r.content().forEach(c -> b.append(c instanceof TextContent t ? t.text() : ""));
    return b.toString();
  }

  @Test
  void allowedDeniedMaskedAndSequencedCalls() {
    McpSyncClient c = client(McpSchema.ClientCapabilities.builder().build(), null, false);
    try {
      assertThat(c.listTools().tools())
          .extracting(McpSchema.Tool::name)
          .containsExactlyInAnyOrder(
              "get_customer",
              "delete_records",
              "authenticate",
              "export_report",
              "fetch_page",
              "run_command");

      CallToolResult ok =
          c.callTool(new CallToolRequest("delete_records", Map.of("table", "orders")));
      assertThat(ok.isError()).isNotEqualTo(Boolean.TRUE);
      assertThat(text(ok)).isEqualTo("deleted orders");

      CallToolResult denied =
          c.callTool(new CallToolRequest("delete_records", Map.of("table", "customers")));
      assertThat(denied.isError()).isTrue();
      assertThat(text(denied))
          .contains("customer records are never deleted")
          .contains("delete from a staging table instead")
          .contains("keep-customers");

      CallToolResult customer = c.callTool(new CallToolRequest("get_customer", Map.of("id", "C7")));
      assertThat(text(customer))
          .contains("[hidden]")
          .contains("Ann Lee")
          .doesNotContain("555-0100");
      assertThat(customer.structuredContent().toString())
          .contains("[hidden]")
          .doesNotContain("555-0100");

      CallToolResult early =
          c.callTool(new CallToolRequest("export_report", Map.of("dest", "internal")));
      assertThat(early.isError()).isTrue();
      assertThat(text(early)).contains("authenticate before exporting");
      assertThat(text(c.callTool(new CallToolRequest("authenticate", Map.of("user", "ann")))))
          .isEqualTo("welcome ann");
      assertThat(text(c.callTool(new CallToolRequest("export_report", Map.of("dest", "internal")))))
          .isEqualTo("exported to internal");

      // no elicitation capability: a confirmation cannot be asked, so the call is refused
      CallToolResult external =
          c.callTool(new CallToolRequest("export_report", Map.of("dest", "external")));
      assertThat(external.isError()).isTrue();
      assertThat(text(external)).contains("cannot ask").contains("ask-external");
    } finally {
      c.closeGracefully();
    }
  }

  @Test
  void aCommandFromAFetchedPageIsNotRunWithoutAPerson() {
    McpSyncClient c = client(McpSchema.ClientCapabilities.builder().build(), null, false);
    try {
      // the proxy learns from tools/list which tools write (readOnlyHint) and which bring in
      // outside content (openWorldHint)
      c.listTools();
      c.callTool(new CallToolRequest("fetch_page", Map.of("url", "https://docs.example.net/")));
      CallToolResult injected =
          c.callTool(
              new CallToolRequest(
                  "run_command", Map.of("command", "pip install --upgrade helpful-toolkit")));
      assertThat(injected.isError()).isTrue();
      assertThat(text(injected))
          .contains("contextcov.untrusted-source")
          .contains("fetch_page")
          .contains("cannot ask");
      CallToolResult own =
          c.callTool(new CallToolRequest("run_command", Map.of("command", "ls -la")));
      assertThat(text(own)).isEqualTo("ran");
    } finally {
      c.closeGracefully();
    }
  }

  /** The processes the proxies this test started have started in turn: their servers. */
  private static java.util.Set<Long> testServers() {
    return ProcessHandle.current()
        .children()
        .flatMap(ProcessHandle::descendants)
        .map(ProcessHandle::pid)
        .collect(java.util.stream.Collectors.toSet());
  }

  private static boolean alive(long pid) {
    return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
  }

  @Test
  void closingTheClientStopsTheServerBehindTheProxy() throws Exception {
    java.util.Set<Long> before = testServers();
    McpSyncClient c = client(McpSchema.ClientCapabilities.builder().build(), null, false);
    java.util.Set<Long> started;
    try {
      c.listTools();
      started = testServers();
      started.removeAll(before);
      assertThat(started).as("the proxy started its server").isNotEmpty();
    } finally {
      c.closeGracefully();
    }
    // the client ends the proxy with a signal; the proxy takes its server down with it
    long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(20);
    java.util.Set<Long> left = new java.util.HashSet<>(started);
    while (!left.isEmpty() && System.nanoTime() < deadline) {
      left.removeIf(pid -> !alive(pid));
      Thread.sleep(100);
    }
    assertThat(left).as("servers still running after the client closed").isEmpty();
  }

  @Test
  void proxiesSharingAJournalShareItsSequence() throws Exception {
    sharedSession("--state", dir.resolve("state").toString());
  }

  @Test
  void proxiesSharingARedisSessionShareItsSequence() throws Exception {
    try (RedisServer redis = RedisServer.start(dir)) {
      sharedSession("--sessions", redis.uri());
    }
  }

  /** A proxy without elicitation whose session, named {@code session}, lives in the store. */
  private McpSyncClient stored(String session, String storeOption, String store) {
    return client(
        McpSchema.ClientCapabilities.builder().build(),
        null,
        false,
        storeOption,
        store,
        "--session",
        session);
  }

  /** Proxy processes naming one stored session share it; another name is another session. */
  private void sharedSession(String storeOption, String store) throws Exception {
    McpSyncClient first = stored("agent-7", storeOption, store);
    try {
      assertThat(text(first.callTool(new CallToolRequest("authenticate", Map.of("user", "ann")))))
          .isEqualTo("welcome ann");
    } finally {
      first.closeGracefully();
    }
    // another proxy process on the same stored session: the login counts
    McpSyncClient second = stored("agent-7", storeOption, store);
    McpSyncClient other = stored("agent-8", storeOption, store);
    try {
      assertThat(
              text(
                  second.callTool(
                      new CallToolRequest("export_report", Map.of("dest", "internal")))))
          .isEqualTo("exported to internal");
      CallToolResult notLoggedIn =
          other.callTool(new CallToolRequest("export_report", Map.of("dest", "internal")));
      assertThat(notLoggedIn.isError()).isTrue();
      assertThat(text(notLoggedIn)).contains("authenticate before exporting");
    } finally {
      second.closeGracefully();
      other.closeGracefully();
    }
  }

  @Test
  void aConfirmationIsAskedThroughElicitation() {
    AtomicInteger asked = new AtomicInteger();
    McpSyncClient yes =
        client(McpSchema.ClientCapabilities.builder().elicitation().build(), asked, true);
    try {
      yes.callTool(new CallToolRequest("authenticate", Map.of("user", "ann")));
      CallToolResult r =
          yes.callTool(new CallToolRequest("export_report", Map.of("dest", "external")));
      assertThat(text(r)).isEqualTo("exported to external");
      assertThat(asked).hasValue(1);
    } finally {
      yes.closeGracefully();
    }
    AtomicInteger asked2 = new AtomicInteger();
    McpSyncClient no =
        client(McpSchema.ClientCapabilities.builder().elicitation().build(), asked2, false);
    try {
      no.callTool(new CallToolRequest("authenticate", Map.of("user", "ann")));
      CallToolResult r =
          no.callTool(new CallToolRequest("export_report", Map.of("dest", "external")));
      assertThat(r.isError()).isTrue();
      assertThat(text(r)).contains("did not approve").contains("decline");
      assertThat(asked2).hasValue(1);
    } finally {
      no.closeGracefully();
    }
  }
}
