package io.contextcov.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import dev.langchain4j.model.chat.ChatModel;
import io.contextcov.bundle.Effect;
import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.ArgType;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolEffect;
import io.contextcov.catalog.ToolSpec;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Each provider's real LangChain4j client, built from {@code --llm} and the environment, against a
 * loopback server speaking that provider's API: Anthropic {@code /v1/messages}, Ollama {@code
 * /api/chat} and OpenAI {@code /v1/chat/completions}.
 */
class ProvidersTest {
  private static final String ANSWER =
      "{\"enforceable\": true, \"constraints\": [{\"id\": \"a\", \"kind\": \"confirm\","
          + " \"on\": \"refund\", \"when\": \"args.amount > 100\"}]}";
  private static final ToolCatalog CATALOG =
      ToolCatalog.of(
          List.of(
              new ToolSpec(
                  "refund",
                  Optional.empty(),
                  ToolEffect.WRITE,
                  Map.of("amount", ArgSpec.of(ArgType.NUMBER)),
                  List.of("amount"))));
  private static final StatementRequest STATEMENT =
      new StatementRequest(
          "large-refunds-confirmed",
          "policy.md",
          3,
          1,
          List.of("Refunds"),
          "Refunds above 100 need a supervisor's approval.",
          List.of());

  private HttpServer server;
  private final List<String> paths = new ArrayList<>();

  @BeforeEach
  void start() throws Exception {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    String text = LoopbackOpenAi.json(ANSWER);
    route(
        "/v1/messages",
        "{\"id\":\"msg_1\",\"type\":\"message\",\"role\":\"assistant\",\"model\":\"m\","
            + "\"content\":[{\"type\":\"text\",\"text\":"
            + text
            + "}],\"stop_reason\":\"end_turn\",\"stop_sequence\":null,"
            + "\"usage\":{\"input_tokens\":11,\"output_tokens\":4}}");
    route(
        "/api/chat",
        "{\"model\":\"m\",\"created_at\":\"2026-01-01T00:00:00Z\",\"message\":{\"role\":"
            + "\"assistant\",\"content\":"
            + text
            + "},\"done\":true,\"done_reason\":\"stop\",\"prompt_eval_count\":12,"
            + "\"eval_count\":5}");
    route(
        "/v1/chat/completions",
        "{\"id\":\"c\",\"object\":\"chat.completion\",\"created\":0,\"model\":\"m\","
            + "\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":"
            + text
            + "},\"finish_reason\":\"stop\"}],"
            + "\"usage\":{\"prompt_tokens\":13,\"completion_tokens\":6,\"total_tokens\":19}}");
    server.start();
  }

  private void route(String path, String body) {
    server.createContext(
        path,
        x -> {
          x.getRequestBody().readAllBytes();
          synchronized (paths) {
            paths.add(x.getRequestURI().getPath());
          }
          byte[] b = body.getBytes(StandardCharsets.UTF_8);
          x.getResponseHeaders().add("Content-Type", "application/json");
          x.sendResponseHeaders(200, b.length);
          try (OutputStream os = x.getResponseBody()) {
            os.write(b);
          }
        });
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  private String base() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  private LlmExtractor extractor(String spec, Map<String, String> env) throws Exception {
    ChatModel model = Providers.chatModel(spec, env, Duration.ofSeconds(10));
    return new LlmExtractor(
        Optional.of(model), spec, CATALOG, LockFile.inMemory(), LlmExtractor.Options.DEFAULTS);
  }

  private static void assertConfirm(LlmExtractor.Outcome o, String by) {
    assertThat(o.answer()).isInstanceOf(Answer.Extracted.class);
    var c = ((Answer.Extracted) o.answer()).constraints().get(0);
    assertThat(c.effect()).isInstanceOf(Effect.Confirm.class);
    assertThat(c.id()).isEqualTo("large-refunds-confirmed");
    assertThat(c.source().orElseThrow().by()).isEqualTo("llm/" + by);
  }

  @Test
  void anthropicMessagesApi() throws Exception {
    LlmExtractor x =
        extractor(
            "anthropic:claude-test",
            Map.of("ANTHROPIC_API_KEY", "k", "ANTHROPIC_BASE_URL", base() + "/v1/"));
    assertConfirm(x.extract(STATEMENT), "anthropic:claude-test");
    assertThat(paths).contains("/v1/messages");
    assertThat(x.usage().inputTokens()).isEqualTo(11);
  }

  @Test
  void ollamaChatApi() throws Exception {
    LlmExtractor x = extractor("ollama:llama-test", Map.of("OLLAMA_BASE_URL", base()));
    assertConfirm(x.extract(STATEMENT), "ollama:llama-test");
    assertThat(paths).containsExactly("/api/chat");
  }

  @Test
  void openAiCompatibleEndpoint() throws Exception {
    LlmExtractor x = extractor("openai:gpt-test", Map.of("OPENAI_BASE_URL", base() + "/v1"));
    assertConfirm(x.extract(STATEMENT), "openai:gpt-test");
    assertThat(paths).containsExactly("/v1/chat/completions");
  }

  @Test
  void missingKeysAndUnknownProvidersAreClearErrors() {
    Duration t = Duration.ofSeconds(1);
    assertThatThrownBy(() -> Providers.chatModel("anthropic:m", Map.of(), t))
        .hasMessageContaining("ANTHROPIC_API_KEY is not set");
    assertThatThrownBy(() -> Providers.chatModel("openai:m", Map.of(), t))
        .hasMessageContaining("OPENAI_API_KEY is not set");
    assertThatThrownBy(() -> Providers.chatModel("mistral:m", Map.of(), t))
        .hasMessageContaining("unknown provider `mistral`");
    assertThatThrownBy(() -> Providers.chatModel("openai", Map.of(), t))
        .hasMessageContaining("provider:model");
  }
}
