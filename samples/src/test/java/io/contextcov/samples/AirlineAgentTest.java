package io.contextcov.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import io.contextcov.runtime.ApprovalGateway;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.EngineOptions;
import io.contextcov.samples.agent.AirlineAgent;
import io.contextcov.samples.agent.AirlineTools;
import io.contextcov.samples.agent.ReservationStore;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The example agent with a scripted model: a masked result, a blocked cancellation and a
 * confirmation request reach the model through LangChain4j's own tool loop.
 */
class AirlineAgentTest {
  /** Answers with a fixed sequence of tool calls, then "done"; keeps what it was sent. */
  static final class ScriptedModel implements ChatModel {
    final Deque<AiMessage> script = new ArrayDeque<>();
    List<ChatMessage> last = List.of();

    ScriptedModel call(String id, String tool, String args) {
      script.add(
          AiMessage.from(ToolExecutionRequest.builder().id(id).name(tool).arguments(args).build()));
      return this;
    }

    @Override
    public ChatResponse doChat(ChatRequest request) {
      last = List.copyOf(request.messages());
      return ChatResponse.builder()
          .aiMessage(script.isEmpty() ? AiMessage.from("done") : script.poll())
          .build();
    }

    List<String> toolResults() {
      List<String> out = new ArrayList<>();
      for (ChatMessage m : last) {
        if (m instanceof ToolExecutionResultMessage t) {
          out.add(t.toolName() + " -> " + t.text());
        }
      }
      return out;
    }
  }

  @Test
  void blockedCancellationConfirmationAndMaskedResult() throws Exception {
    List<ApprovalGateway.Request> asked = new ArrayList<>();
    Engine engine =
        Engine.load(
            Path.of("airline/contextcov.bundle.yaml"),
            EngineOptions.DEFAULTS.withApprovals(
                r -> {
                  asked.add(r);
                  return ApprovalGateway.Answer.APPROVE;
                }));
    AirlineTools tools = new AirlineTools(ReservationStore.sample());
    ScriptedModel model =
        new ScriptedModel()
            .call("1", "get_user_details", "{\"user_id\":\"mia_li_3668\"}")
            .call("2", "get_reservation_details", "{\"reservation_id\":\"NO6JO3\"}")
            .call("3", "cancel_reservation", "{\"reservation_id\":\"NO6JO3\"}")
            .call("4", "get_reservation_details", "{\"reservation_id\":\"ZFA04Y\"}")
            .call("5", "cancel_reservation", "{\"reservation_id\":\"ZFA04Y\"}");

    String answer =
        AirlineAgent.assistant(model, engine, tools).chat("Please cancel my reservations.");

    assertThat(answer).isEqualTo("done");
    List<String> results = model.toolResults();
    assertThat(results).hasSize(5);
    assertThat(results.get(0))
        .contains("[REDACTED]")
        .doesNotContain("mia.li@example.com")
        .doesNotContain("415-555-0134");
    assertThat(results.get(2))
        .startsWith("cancel_reservation -> {\"error_code\":\"CONSTRAINT_VIOLATION\"")
        .contains("\"constraint\":\"cancellation-conditions\"")
        .contains("\"source\":\"policy.md:");
    assertThat(results.get(4)).contains("\"status\":\"cancelled\"");
    assertThat(asked)
        .extracting(r -> r.call().action() + " " + r.call().args())
        .containsExactly("cancel_reservation {reservation_id=ZFA04Y}");
    assertThat(tools.cancellations).hasValue(1);
  }
}
