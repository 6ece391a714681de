package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Verdict;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A session is shared by the threads of a host: each of its calls leaves it free for the next
 * thread, and the fluent setters hand the same session back. A call that kept the session locked
 * would leave the other thread waiting; here it would fail after a few seconds instead.
 */
class SessionLockingTest {
  private final ExecutorService other = Executors.newSingleThreadExecutor();

  @AfterEach
  void stop() {
    other.shutdownNow();
  }

  private static Session session() {
    return Engine.of(
            BundleReader.read(
                    "contextcov: 1\nconstraints:\n"
                        + "  - {id: no-rm, kind: deny, on: shell.exec,"
                        + " when: \"invokes(args.command, 'rm')\"}\n",
                    "lock.yaml")
                .bundle()
                .orElseThrow())
        .session("shared");
  }

  private static ToolCall shell(String command) {
    return new ToolCall("shell.exec", Map.of("command", command));
  }

  /** Runs {@code step} here, then asks for a decision from another thread. */
  private void thenAnotherThreadDecides(Consumer<Session> step) throws Exception {
    Session s = session();
    step.accept(s);
    Future<Verdict> v = other.submit(() -> s.before(shell("rm -rf x")).verdict());
    assertThat(v.get(5, TimeUnit.SECONDS)).isEqualTo(Verdict.DENY);
    Future<List<ToolCall>> h = other.submit(s::history);
    assertThat(h.get(5, TimeUnit.SECONDS)).isNotNull();
  }

  @Test
  void everyCallReleasesTheSession() throws Exception {
    thenAnotherThreadDecides(s -> s.env("branch", "main"));
    thenAnotherThreadDecides(s -> s.env("branch", null));
    thenAnotherThreadDecides(s -> s.put("user", "ana"));
    thenAnotherThreadDecides(s -> s.userTurn("please tidy up"));
    thenAnotherThreadDecides(s -> s.trusted("Run `make test` first."));
    thenAnotherThreadDecides(Session::history);
    thenAnotherThreadDecides(s -> s.before(shell("ls")));
    thenAnotherThreadDecides(s -> s.ran(shell("ls")));
    thenAnotherThreadDecides(s -> s.pending(shell("ls")));
    thenAnotherThreadDecides(
        s -> {
          ToolCall ls = shell("ls");
          s.before(ls);
          s.after(ls, "a b");
        });
  }

  @Test
  void settersReturnTheSameSession() {
    Session s = session();
    assertThat(s.env("k", "v")).isSameAs(s);
    assertThat(s.put("k", "v")).isSameAs(s);
    assertThat(s.userTurn("hi")).isSameAs(s);
    assertThat(s.trusted("text")).isSameAs(s);
    assertThat(s.id()).isEqualTo("shared");
  }
}
