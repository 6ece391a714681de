package io.contextcov.samples.agent;

import dev.langchain4j.memory.chat.MessageWindowChatMemory;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.SystemMessage;
import io.contextcov.runtime.ApprovalGateway;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.EngineOptions;
import io.contextcov.runtime.langchain4j.ToolGuard;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A LangChain4j airline agent wired through the engine: every tool call is decided by the airline
 * bundle, confirmations go to an approval gateway, results are redacted before the model sees them.
 * With {@code OPENAI_API_KEY} (and optionally {@code OPENAI_BASE_URL}, {@code OPENAI_MODEL}) set,
 * {@link #main} chats with a real model on standard input.
 */
public final class AirlineAgent {
  /** The assistant LangChain4j implements. */
  public interface Assistant {
    @SystemMessage(
        "You are an airline booking assistant. Use the tools; follow their error messages.")
    String chat(String message);
  }

  private AirlineAgent() {}

  /** An assistant over {@code model}, with the bundle's rules enforced on its tools. */
  public static Assistant assistant(ChatModel model, Engine engine, AirlineTools tools) {
    return AiServices.builder(Assistant.class)
        .chatModel(model)
        .chatMemory(MessageWindowChatMemory.withMaxMessages(30))
        .tools(ToolGuard.of(engine).wrap(tools))
        .build();
  }

  public static void main(String[] args) throws Exception {
    String key = System.getenv("OPENAI_API_KEY");
    if (key == null || key.isBlank()) {
      System.err.println(
          "set OPENAI_API_KEY (and optionally OPENAI_BASE_URL, OPENAI_MODEL) to chat with a real model");
      System.exit(2);
    }
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    ApprovalGateway console =
        request -> {
          System.out.println(
              "approve " + request.call().action() + " " + request.call().args() + "? [y/N]");
          try {
            String answer = in.readLine();
            return answer != null && answer.strip().equalsIgnoreCase("y")
                ? ApprovalGateway.Answer.APPROVE
                : ApprovalGateway.Answer.REJECT;
          } catch (IOException e) {
            return ApprovalGateway.Answer.REJECT;
          }
        };
    Engine engine =
        Engine.load(
            Path.of(args.length > 0 ? args[0] : "samples/airline/contextcov.bundle.yaml"),
            EngineOptions.DEFAULTS.withApprovals(console));
    OpenAiChatModel.OpenAiChatModelBuilder builder =
        OpenAiChatModel.builder()
            .apiKey(key)
            .modelName(System.getenv().getOrDefault("OPENAI_MODEL", "gpt-4o-mini"))
            .temperature(0.0);
    String base = System.getenv("OPENAI_BASE_URL");
    if (base != null && !base.isBlank()) {
      builder.baseUrl(base);
    }
    Assistant assistant =
        assistant(builder.build(), engine, new AirlineTools(ReservationStore.sample()));
    System.out.println("airline agent ready; type a message (empty line to quit)");
    for (String line = in.readLine(); line != null && !line.isBlank(); line = in.readLine()) {
      System.out.println(assistant.chat(line));
    }
  }
}
