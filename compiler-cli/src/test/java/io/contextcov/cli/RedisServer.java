package io.contextcov.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A private {@code redis-server} (Debian's package) on a free loopback port for one test; the test
 * is skipped, saying so on the console, where there is none.
 */
final class RedisServer implements AutoCloseable {
  private final Process process;
  final int port;

  private RedisServer(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  static RedisServer start(Path dir) throws Exception {
    String server = onPath("redis-server");
    if (server == null) {
      System.out.println("SKIPPED: no redis-server on PATH (apt-get install redis-server)");
    }
    assumeTrue(server != null, "no redis-server on PATH");
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    Process p =
        new ProcessBuilder(
                server,
                "--port",
                String.valueOf(port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no")
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("redis-" + port + ".log").toFile())
            .start();
    for (int i = 0; i < 300 && !reachable(port); i++) {
      Thread.sleep(50);
    }
    if (!reachable(port)) {
      p.destroyForcibly();
      throw new AssertionError("redis-server did not start on port " + port);
    }
    return new RedisServer(p, port);
  }

  String uri() {
    return "redis://127.0.0.1:" + port;
  }

  /** Stops the server at once (a test of what happens when Redis goes away). */
  void kill() throws InterruptedException {
    process.destroyForcibly().waitFor();
  }

  @Override
  public void close() {
    process.destroyForcibly();
  }

  static boolean reachable(int port) {
    try (Socket s = new Socket("127.0.0.1", port)) {
      return true;
    } catch (Exception e) {
      return false;
    }
  }

  private static String onPath(String program) {
    for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path p = Path.of(d, program);
      if (Files.isExecutable(p)) {
        return p.toString();
      }
    }
    for (String d : List.of("/usr/bin", "/usr/sbin", "/usr/local/bin")) {
      Path p = Path.of(d, program);
      if (Files.isExecutable(p)) {
        return p.toString();
      }
    }
    return null;
  }
}
