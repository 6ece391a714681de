package io.contextcov.cli;

import com.sun.net.httpserver.HttpServer;
import io.contextcov.json.Json;
import io.contextcov.text.Sha256;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A loopback server speaking OpenAI's chat completions API that records every prompt and answers
 * from a fixed answer set keyed by the SHA-256 of the rule's text, so a prompt change can be judged
 * on the same answers. A rule without an answer is told "not enforceable".
 */
final class RecordingModelServer implements AutoCloseable {
  /** One recorded request: the system message and the first user message, as sent. */
  record Prompt(String system, String user) {
    /** The rule's text, as the user message states it. */
    String rule() {
      Matcher m = RULE.matcher(user);
      return m.find() ? m.group(1) : "";
    }
  }

  private static final Pattern RULE = Pattern.compile("(?m)^Rule \\(line \\d+\\): (.*)$");
  private static final String UNANSWERED =
      "{\"enforceable\": false, \"reason\": \"no answer in the answer set\"}";

  private final HttpServer server;
  private final Map<String, String> answers;
  private final List<Prompt> prompts = new ArrayList<>();

  /**
   * @param answers text hash of a rule → the answer's JSON
   */
  RecordingModelServer(Map<String, String> answers) throws IOException {
    this.answers = Map.copyOf(answers);
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/v1/chat/completions",
        x -> {
          String body = new String(x.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
          Prompt p = prompt(body);
          synchronized (this) {
            prompts.add(p);
          }
          String content = this.answers.getOrDefault(Sha256.hex(p.rule()), UNANSWERED);
          byte[] out = completion(content).getBytes(StandardCharsets.UTF_8);
          x.getResponseHeaders().add("Content-Type", "application/json");
          x.sendResponseHeaders(200, out.length);
          try (OutputStream os = x.getResponseBody()) {
            os.write(out);
          }
        });
    server.setExecutor(Executors.newCachedThreadPool());
    server.start();
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
  }

  synchronized List<Prompt> prompts() {
    return List.copyOf(prompts);
  }

  @SuppressWarnings("unchecked")
  private static Prompt prompt(String body) {
    String system = "";
    String user = "";
    try {
      Map<String, Object> request = (Map<String, Object>) Json.parse(body);
      for (Object o : (List<Object>) request.get("messages")) {
        Map<String, Object> m = (Map<String, Object>) o;
        String content = String.valueOf(m.get("content"));
        if ("system".equals(m.get("role"))) {
          system = content;
        } else if ("user".equals(m.get("role")) && user.isEmpty()) {
          user = content;
        }
      }
    } catch (Json.ParseException e) {
      throw new IllegalStateException("the client sent a body that is not JSON: " + body, e);
    }
    return new Prompt(system, user);
  }

  private static String completion(String content) {
    return "{\"id\":\"c\",\"object\":\"chat.completion\",\"created\":0,\"model\":\"m\","
        + "\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":"
        + Json.write(content)
        + "},\"finish_reason\":\"stop\"}],"
        + "\"usage\":{\"prompt_tokens\":5,\"completion_tokens\":2,\"total_tokens\":7}}";
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
