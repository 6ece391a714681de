package io.contextcov.llm;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Executors;

/**
 * A server on the loopback interface that speaks OpenAI's {@code /v1/chat/completions}, answering
 * from a queue of scripted replies so the real LangChain4j client path runs in tests.
 */
final class LoopbackOpenAi implements AutoCloseable {
  /** A scripted reply: an HTTP status, a body, and how long to wait before sending it. */
  record Reply(int status, String body, long delayMillis) {}

  private final HttpServer server;
  private final Deque<Reply> replies = new ArrayDeque<>();
  private final List<String> requests = new ArrayList<>();

  LoopbackOpenAi() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/v1/chat/completions",
        exchange -> {
          String body =
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
          Reply reply;
          synchronized (this) {
            requests.add(body);
            reply =
                replies.isEmpty() ? new Reply(500, "{\"error\":\"no script\"}", 0) : replies.poll();
          }
          try {
            Thread.sleep(reply.delayMillis());
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          byte[] out = reply.body().getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          try {
            exchange.sendResponseHeaders(reply.status(), out.length);
            try (OutputStream os = exchange.getResponseBody()) {
              os.write(out);
            }
          } catch (IOException e) {
            // the client gave up waiting (timeout tests)
          }
        });
    server.setExecutor(Executors.newCachedThreadPool());
    server.start();
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
  }

  /** Queues a successful completion whose message content is {@code content}. */
  synchronized LoopbackOpenAi answer(String content) {
    replies.add(new Reply(200, completion(content), 0));
    return this;
  }

  synchronized LoopbackOpenAi status(int status) {
    replies.add(new Reply(status, "{\"error\":{\"message\":\"scripted " + status + "\"}}", 0));
    return this;
  }

  synchronized LoopbackOpenAi slow(String content, long delayMillis) {
    replies.add(new Reply(200, completion(content), delayMillis));
    return this;
  }

  synchronized List<String> requests() {
    return List.copyOf(requests);
  }

  private static String completion(String content) {
    return "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion\",\"created\":0,"
        + "\"model\":\"test-model\",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\","
        + "\"content\":"
        + json(content)
        + "},\"finish_reason\":\"stop\"}],"
        + "\"usage\":{\"prompt_tokens\":100,\"completion_tokens\":20,\"total_tokens\":120}}";
  }

  static String json(String s) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
