package io.contextcov.bench;

import io.contextcov.bundle.BundleReader;
import io.contextcov.json.Json;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.EngineOptions;
import io.contextcov.runtime.adapters.McpProxy;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;

/**
 * What {@code mcp-proxy} adds to a tool call: round trips of {@code tools/call} to an in-process
 * server that answers at once, through the proxy (deciding a bundle and applying a mask) and
 * straight, in the same process. Prints p50/p99 of both and the difference.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar io.contextcov.bench.McpProxyLatency}
 */
public final class McpProxyLatency {
  private McpProxyLatency() {}

  /** A server that answers every request line with a small result. */
  private static Thread server(PipedInputStream in, OutputStream out) {
    Thread t =
        new Thread(
            () -> {
              try (BufferedReader r =
                  new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                  Object id = ((Map<?, ?>) Json.parse(line)).get("id");
                  String answer =
                      "{\"jsonrpc\":\"2.0\",\"id\":"
                          + Json.write(id)
                          + ",\"result\":{\"content\":[{\"type\":\"text\",\"text\":"
                          + "\"{\\\"id\\\":\\\"C7\\\",\\\"phone\\\":\\\"555-0100\\\"}\"}]}}\n";
                  out.write(answer.getBytes(StandardCharsets.UTF_8));
                  out.flush();
                }
              } catch (Exception e) {
                // stream closed
              }
            });
    t.setDaemon(true);
    t.start();
    return t;
  }

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
    Engine engine =
        Engine.of(
            BundleReader.read(
                    "contextcov: 1\nconstraints:\n"
                        + "  - {id: keep, kind: deny, on: delete_records, when: \"args.table =="
                        + " 'customers'\"}\n"
                        + "  - {id: hide, kind: transform, on: get_customer, apply: [{mask:"
                        + " {fields: [phone], with: '[hidden]'}}]}\n",
                    "bench.yaml")
                .bundle()
                .orElseThrow(),
            EngineOptions.DEFAULTS.withVerifyDigest(false));

    // straight: client → server
    PipedOutputStream c2s = new PipedOutputStream();
    PipedInputStream serverIn = new PipedInputStream(c2s, 1 << 16);
    PipedOutputStream s2c = new PipedOutputStream();
    PipedInputStream clientIn = new PipedInputStream(s2c, 1 << 16);
    server(serverIn, s2c);
    long[] straight = measure(c2s, clientIn, rounds);

    // through the proxy: client → proxy → server → proxy → client
    PipedOutputStream c2p = new PipedOutputStream();
    PipedInputStream proxyIn = new PipedInputStream(c2p, 1 << 16);
    PipedOutputStream p2s = new PipedOutputStream();
    PipedInputStream server2In = new PipedInputStream(p2s, 1 << 16);
    PipedOutputStream s2p = new PipedOutputStream();
    PipedInputStream proxyFromServer = new PipedInputStream(s2p, 1 << 16);
    PipedOutputStream p2c = new PipedOutputStream();
    PipedInputStream client2In = new PipedInputStream(p2c, 1 << 16);
    server(server2In, s2p);
    McpProxy proxy = new McpProxy(engine.session("bench"), p2c, p2s);
    daemon(() -> proxy.fromClient(proxyIn));
    daemon(() -> proxy.fromServer(proxyFromServer));
    long[] proxied = measure(c2p, client2In, rounds);

    report("straight (baseline)", straight);
    report("through mcp-proxy", proxied);
    System.out.printf(
        "added per call: p50 %.1f µs, p99 %.1f µs%n",
        (proxied[proxied.length / 2] - straight[straight.length / 2]) / 1000.0,
        (proxied[(int) (proxied.length * 0.99)] - straight[(int) (straight.length * 0.99)])
            / 1000.0);
    System.exit(0);
  }

  interface Body {
    void run() throws IOException;
  }

  private static void daemon(Body b) {
    Thread t =
        new Thread(
            () -> {
              try {
                b.run();
              } catch (IOException e) {
                // closed
              }
            });
    t.setDaemon(true);
    t.start();
  }

  private static long[] measure(OutputStream out, PipedInputStream in, int rounds)
      throws IOException {
    BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    long[] t = new long[rounds];
    for (int warm = 0; warm < 2; warm++) {
      for (int i = 0; i < rounds; i++) {
        String call =
            "{\"jsonrpc\":\"2.0\",\"id\":"
                + i
                + ",\"method\":\"tools/call\",\"params\":{\"name\":\"get_customer\",\"arguments\":{\"id\":\"C7\"}}}\n";
        long start = System.nanoTime();
        out.write(call.getBytes(StandardCharsets.UTF_8));
        out.flush();
        String answer = r.readLine();
        t[i] = System.nanoTime() - start;
        if (answer == null) {
          throw new IOException("stream ended");
        }
      }
    }
    Arrays.sort(t);
    return t;
  }

  private static void report(String what, long[] t) {
    System.out.printf(
        "%-22s p50 %8.1f µs  p99 %8.1f µs%n",
        what, t[t.length / 2] / 1000.0, t[(int) (t.length * 0.99)] / 1000.0);
  }
}
