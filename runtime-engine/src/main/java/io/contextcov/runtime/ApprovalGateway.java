package io.contextcov.runtime;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/** Asks a human to approve a call that a {@code confirm} constraint holds back. */
@FunctionalInterface
public interface ApprovalGateway {

  /** The human's answer; a timeout counts as a rejection. */
  enum Answer {
    APPROVE,
    REJECT,
    TIMEOUT
  }

  /**
   * What the human is asked about: the session, the call and the constraints that want approval.
   */
  record Request(String session, ToolCall call, List<Violation> reasons) {}

  Answer ask(Request request);

  /**
   * A gateway over an asynchronous approver that waits at most {@code timeout}; no answer in time,
   * an exception or a null answer count as {@link Answer#TIMEOUT} or {@link Answer#REJECT}.
   */
  static ApprovalGateway withTimeout(
      Duration timeout, Function<Request, CompletableFuture<Boolean>> approver) {
    return request -> {
      CompletableFuture<Boolean> answer = approver.apply(request);
      try {
        Boolean ok = answer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        return Boolean.TRUE.equals(ok) ? Answer.APPROVE : Answer.REJECT;
      } catch (TimeoutException e) {
        answer.cancel(true);
        return Answer.TIMEOUT;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return Answer.REJECT;
      } catch (ExecutionException e) {
        return Answer.REJECT;
      }
    };
  }
}
