package io.contextcov.bench;

import io.contextcov.cli.Main;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The Claude Code gateway's costs: the round trip of one PreToolUse decision through {@code
 * contextcov serve} on loopback (p50/p90/p99 after a warm-up, state journalled to disk), and the
 * wall time of one {@code contextcov hook} process from start to answer, without and with a
 * class-data archive (as {@code init claude-code} makes), measured in the same run.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.contextcov.bench.GatewayBenchmark [--jar
 *     compiler-cli/target/contextcov.jar] [--requests 3000] [--starts 15]</pre>
 */
public final class GatewayBenchmark {
  private static final String BUNDLE =
      """
      contextcov: 1
      constraints:
        - id: test-before-commit
          kind: sequence
          on: git.commit
          after: shell.exec
          after-when: "invokes(args.command, 'go test')"
        - id: no-force-push
          kind: deny
          on: git.push
          when: "args.force == true"
        - id: ask-before-deploy
          kind: confirm
          on: shell.exec
          when: "invokes(args.command, 'make deploy')"
      """;

  private GatewayBenchmark() {}

  public static void main(String[] args) throws Exception {
    Path jar = Path.of("compiler-cli/target/contextcov.jar");
    int requests = 3000;
    int starts = 15;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--jar" -> jar = Path.of(args[++i]);
        case "--requests" -> requests = Integer.parseInt(args[++i]);
        case "--starts" -> starts = Integer.parseInt(args[++i]);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    Path dir = Files.createTempDirectory("gateway-bench-");
    Path bundle = dir.resolve("contextcov.bundle.yaml");
    Files.writeString(bundle, BUNDLE);
    PrintStream quiet = new PrintStream(java.io.OutputStream.nullOutputStream());
    if (Main.run(new String[] {"fmt", bundle.toString()}, quiet, quiet) != 0) {
      throw new IllegalStateException("fmt failed");
    }
    serve(bundle, dir, requests);
    if (Files.isRegularFile(jar)) {
      hookStarts(jar, bundle, dir, starts);
    } else {
      System.out.println("hook start: skipped, no jar at " + jar + " (run ./mvnw package first)");
    }
    System.exit(0);
  }

  private static String payload(int i) {
    String command = i % 3 == 0 ? "git push --force" : i % 3 == 1 ? "ls -la" : "make deploy";
    return "{\"session_id\":\"bench-"
        + (i % 8)
        + "\",\"cwd\":\"/tmp\",\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\","
        + "\"tool_input\":{\"command\":\""
        + command
        + "\"}}";
  }

  private static void serve(Path bundle, Path dir, int requests) throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    int p = port;
    PrintStream quiet = new PrintStream(java.io.OutputStream.nullOutputStream());
    Thread server =
        new Thread(
            () ->
                Main.run(
                    new String[] {
                      "serve",
                      bundle.toString(),
                      "--port",
                      String.valueOf(p),
                      "--state",
                      dir.resolve("state").toString()
                    },
                    quiet,
                    quiet));
    server.setDaemon(true);
    server.start();
    HttpClient client = HttpClient.newHttpClient();
    URI uri = URI.create("http://127.0.0.1:" + port + "/hooks/claude-code");
    for (int i = 0; i < 100 && !up(client, port); i++) {
      Thread.sleep(50);
    }
    for (int i = 0; i < 500; i++) {
      send(client, uri, payload(i));
    }
    List<Long> nanos = new ArrayList<>();
    for (int i = 0; i < requests; i++) {
      long t0 = System.nanoTime();
      send(client, uri, payload(i));
      nanos.add(System.nanoTime() - t0);
    }
    Collections.sort(nanos);
    System.out.printf(
        Locale.ROOT,
        "serve round trip (PreToolUse over loopback, %d requests, journalled): p50 %.3f ms, p90"
            + " %.3f ms, p99 %.3f ms%n",
        requests,
        nanos.get(nanos.size() / 2) / 1e6,
        nanos.get(nanos.size() * 9 / 10) / 1e6,
        nanos.get(nanos.size() * 99 / 100) / 1e6);
  }

  private static boolean up(HttpClient client, int port) {
    try {
      return client
              .send(
                  HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString())
              .statusCode()
          == 200;
    } catch (Exception e) {
      return false;
    }
  }

  private static void send(HttpClient client, URI uri, String body) throws Exception {
    HttpResponse<String> r =
        client.send(
            HttpRequest.newBuilder(uri).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
            HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() != 200) {
      throw new IllegalStateException("status " + r.statusCode());
    }
  }

  private static void hookStarts(Path jar, Path bundle, Path dir, int starts) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Path archive = dir.resolve("contextcov.jsa");
    run(java, List.of("-XX:ArchiveClassesAtExit=" + archive), jar, bundle, dir);
    double plain = median(java, List.of(), jar, bundle, dir, starts);
    double cds =
        Files.isRegularFile(archive)
            ? median(java, List.of("-XX:SharedArchiveFile=" + archive), jar, bundle, dir, starts)
            : Double.NaN;
    System.out.printf(
        Locale.ROOT,
        "hook process, start to answer (%d runs each): p50 %.0f ms plain, %.0f ms with a class-data"
            + " archive (%.2fx)%n",
        starts,
        plain,
        cds,
        plain / cds);
  }

  private static double median(
      String java, List<String> extra, Path jar, Path bundle, Path dir, int n) throws Exception {
    List<Long> ms = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      long t0 = System.nanoTime();
      run(java, extra, jar, bundle, dir);
      ms.add((System.nanoTime() - t0) / 1_000_000);
    }
    Collections.sort(ms);
    return ms.get(n / 2);
  }

  private static void run(String java, List<String> extra, Path jar, Path bundle, Path dir)
      throws Exception {
    List<String> cmd = new ArrayList<>();
    cmd.add(java);
    cmd.add("-XX:TieredStopAtLevel=1");
    cmd.addAll(extra);
    cmd.addAll(
        List.of(
            "-jar",
            jar.toString(),
            "hook",
            bundle.toString(),
            "--state",
            dir.resolve("hook-state").toString()));
    Process p =
        new ProcessBuilder(cmd)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
    try (var in = p.getOutputStream()) {
      in.write(payload(0).getBytes(StandardCharsets.UTF_8));
    }
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new IllegalStateException("the hook did not answer within a minute");
    }
  }
}
