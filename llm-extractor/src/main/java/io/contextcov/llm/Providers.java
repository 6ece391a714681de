package io.contextcov.llm;

import dev.langchain4j.model.anthropic.AnthropicChatModel;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.model.openai.OpenAiChatModel;
import java.time.Duration;
import java.util.Map;

/**
 * Builds the chat model named by {@code --llm provider:model}; keys and endpoints come from the
 * environment so they never land in a command line or a lock file.
 */
public final class Providers {
  private Providers() {}

  /** A {@code --llm} value that cannot be turned into a client, with the reason. */
  public static final class Unusable extends Exception {
    private static final long serialVersionUID = 1L;

    Unusable(String message) {
      super(message);
    }
  }

  /** {@code provider:model}, checked; returns the label used in lock keys and provenance. */
  public static String label(String spec) throws Unusable {
    int colon = spec == null ? -1 : spec.indexOf(':');
    if (colon <= 0 || colon == spec.length() - 1) {
      throw new Unusable(
          "--llm takes provider:model, for example openai:gpt-4o-mini (got `" + spec + "`)");
    }
    return spec;
  }

  public static ChatModel chatModel(String spec, Map<String, String> env, Duration timeout)
      throws Unusable {
    String label = label(spec);
    String provider = label.substring(0, label.indexOf(':'));
    String model = label.substring(label.indexOf(':') + 1);
    switch (provider) {
      case "openai" -> {
        String base = env.get("OPENAI_BASE_URL");
        String key = env.get("OPENAI_API_KEY");
        if ((key == null || key.isBlank()) && (base == null || base.isBlank())) {
          throw new Unusable(
              "OPENAI_API_KEY is not set (set it, or set OPENAI_BASE_URL for a local"
                  + " OpenAI-compatible server that needs no key)");
        }
        OpenAiChatModel.OpenAiChatModelBuilder b =
            OpenAiChatModel.builder()
                .apiKey(key == null || key.isBlank() ? "none" : key)
                .modelName(model)
                .temperature(0.0)
                .timeout(timeout)
                .maxRetries(0);
        if (base != null && !base.isBlank()) {
          b.baseUrl(base);
        }
        return b.build();
      }
      case "anthropic" -> {
        String key = env.get("ANTHROPIC_API_KEY");
        if (key == null || key.isBlank()) {
          throw new Unusable("ANTHROPIC_API_KEY is not set");
        }
        AnthropicChatModel.AnthropicChatModelBuilder b =
            AnthropicChatModel.builder()
                .apiKey(key)
                .modelName(model)
                .temperature(0.0)
                .maxTokens(2048)
                .timeout(timeout)
                .maxRetries(0);
        String base = env.get("ANTHROPIC_BASE_URL");
        if (base != null && !base.isBlank()) {
          b.baseUrl(base);
        }
        return b.build();
      }
      case "ollama" -> {
        String base = env.getOrDefault("OLLAMA_BASE_URL", "http://localhost:11434");
        return OllamaChatModel.builder()
            .baseUrl(base.isBlank() ? "http://localhost:11434" : base)
            .modelName(model)
            .temperature(0.0)
            .timeout(timeout)
            .maxRetries(0)
            .build();
      }
      default ->
          throw new Unusable(
              "unknown provider `" + provider + "`; use openai, anthropic or ollama");
    }
  }
}
