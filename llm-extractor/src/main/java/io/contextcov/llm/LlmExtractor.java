package io.contextcov.llm;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.exception.RetriableException;
import dev.langchain4j.exception.UnsupportedFeatureException;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.output.TokenUsage;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Enforcement;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.diag.Diagnostic;
import io.contextcov.yaml.YamlLoader;
import io.contextcov.yaml.YamlNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Asks a model for the constraints of one statement at a time. The lock is consulted first; a fresh
 * answer is checked by {@link Candidates}, and a rejected one gets a single repair round with the
 * diagnostics sent back. Only 429, 5xx and timeouts are retried, with doubling back-off, and every
 * attempt counts against a budget shared by the whole compile. Thread-safe.
 */
public final class LlmExtractor {
  /** Retry and budget settings. */
  public record Options(int attempts, Duration backoff, int budget) {
    public static final Options DEFAULTS = new Options(4, Duration.ofMillis(500), 1_000);
  }

  /** Calls made, tokens spent, answers reused from the lock: reported in the compile summary. */
  public record Usage(long calls, long inputTokens, long outputTokens, long locked) {}

  /**
   * What became of the answers: {@code accepted} on the first reading (fresh or from the lock),
   * {@code repaired} after the repair round, {@code rejected} twice (with the first rejection's
   * reason), {@code notEnforceable} when the model judged the statement advisory; {@code
   * constraints} counts the constraints the accepted and repaired answers hold.
   */
  public record Answers(
      long accepted,
      long repaired,
      long rejected,
      Optional<String> firstRejection,
      long notEnforceable,
      long constraints) {}

  /**
   * A different model that checks each extracted constraint against its statement; {@code model} is
   * empty under {@code --locked}.
   */
  public record SecondOpinion(Optional<ChatModel> model, String label) {}

  /** One statement's result; {@code fromLock} says no model was asked. */
  public record Outcome(StatementRequest statement, Answer answer, boolean fromLock) {}

  private final Optional<ChatModel> model;
  private final String modelLabel;
  private final ToolCatalog catalog;
  private final LockFile lock;
  private final Options options;
  private final AtomicLong calls = new AtomicLong();
  private final AtomicLong inputTokens = new AtomicLong();
  private final AtomicLong outputTokens = new AtomicLong();
  private final AtomicLong lockedHits = new AtomicLong();
  private final AtomicLong accepted = new AtomicLong();
  private final AtomicLong repaired = new AtomicLong();
  private final AtomicLong rejected = new AtomicLong();
  private final AtomicLong advisory = new AtomicLong();
  private final AtomicLong constraintCount = new AtomicLong();
  private final java.util.concurrent.atomic.AtomicReference<String> firstRejection =
      new java.util.concurrent.atomic.AtomicReference<>();
  private volatile boolean jsonMode = true;
  private final Optional<SecondOpinion> second;

  /**
   * @param model the model to ask; empty for {@code --locked} compiles, which must find every
   *     answer in the lock
   * @param modelLabel {@code provider:model}, part of the lock key and of {@code source.by}
   */
  public LlmExtractor(
      Optional<ChatModel> model,
      String modelLabel,
      ToolCatalog catalog,
      LockFile lock,
      Options options) {
    this(model, modelLabel, catalog, lock, options, Optional.empty());
  }

  public LlmExtractor(
      Optional<ChatModel> model,
      String modelLabel,
      ToolCatalog catalog,
      LockFile lock,
      Options options,
      Optional<SecondOpinion> second) {
    this.second = second;
    this.model = model;
    this.modelLabel = modelLabel;
    this.catalog = catalog;
    this.lock = lock;
    this.options = options;
  }

  /** {@code provider:model}, as in lock keys. */
  public String label() {
    return modelLabel;
  }

  public Usage usage() {
    return new Usage(calls.get(), inputTokens.get(), outputTokens.get(), lockedHits.get());
  }

  /** What became of the answers so far. */
  public Answers answers() {
    return new Answers(
        accepted.get(),
        repaired.get(),
        rejected.get(),
        Optional.ofNullable(firstRejection.get()),
        advisory.get(),
        constraintCount.get());
  }

  private void count(Answer answer, boolean repairedAnswer) {
    if (answer instanceof Answer.Extracted x) {
      (repairedAnswer ? repaired : accepted).incrementAndGet();
      constraintCount.addAndGet(x.constraints().size());
    } else if (answer instanceof Answer.Advisory) {
      (repairedAnswer ? repaired : advisory).incrementAndGet();
    }
  }

  private void rejectedWith(List<Diagnostic> diagnostics) {
    rejected.incrementAndGet();
    String reason = diagnostics.isEmpty() ? "no reason given" : diagnostics.get(0).message();
    firstRejection.compareAndSet(null, reason);
  }

  public Outcome extract(StatementRequest s) {
    Outcome o = first(s);
    if (second.isEmpty() || !(o.answer() instanceof Answer.Extracted x)) {
      return o;
    }
    String answer = lock.get(LockFile.key(s, modelLabel)).orElseThrow().answer();
    Optional<String> dissent = secondOpinion(s, answer, second.get());
    if (dissent.isEmpty()) {
      return o;
    }
    List<Constraint> warned = new ArrayList<>();
    x.constraints().forEach(c -> warned.add(c.withSeverity(Enforcement.WARN)));
    return new Outcome(s, new Answer.Extracted(warned, dissent), o.fromLock());
  }

  /** Empty when the second model agrees; else its objection, or why it gave none. */
  private Optional<String> secondOpinion(StatementRequest s, String answer, SecondOpinion op) {
    String key = LockFile.verifyKey(s, answer, op.label());
    String text;
    Optional<LockFile.Entry> hit = lock.get(key);
    if (hit.isPresent()) {
      text = hit.get().answer();
      lockedHits.incrementAndGet();
    } else if (op.model().isEmpty()) {
      return Optional.of("no second opinion from " + op.label() + " in the lock");
    } else {
      try {
        text =
            ask(
                op.model().get(),
                List.of(
                    SystemMessage.from("You review contextcov constraints. Answer in JSON only."),
                    UserMessage.from(Prompt.verify(s, answer))));
      } catch (Unanswered e) {
        return Optional.of("no second opinion from " + op.label() + ": " + e.getMessage());
      }
    }
    YamlLoader.Loaded loaded = YamlLoader.load(text, Candidates.ANSWER);
    if (loaded.root().isPresent()
        && loaded.root().get() instanceof YamlNode.Mapping m
        && m.get("agrees").orElse(null) instanceof YamlNode.Scalar agrees
        && (agrees.text().equals("true") || agrees.text().equals("false"))) {
      if (hit.isEmpty()) {
        lock.put(key, new LockFile.Entry(s.text(), text));
      }
      if (agrees.text().equals("true")) {
        return Optional.empty();
      }
      String reason =
          m.get("reason").orElse(null) instanceof YamlNode.Scalar r ? r.text() : "no reason given";
      return Optional.of(op.label() + " disagrees: " + reason);
    }
    return Optional.of("the second opinion from " + op.label() + " was not {\"agrees\": …}");
  }

  private Outcome first(StatementRequest s) {
    String key = LockFile.key(s, modelLabel);
    Optional<LockFile.Entry> hit = lock.get(key);
    if (hit.isPresent()) {
      Candidates.Checked checked = Candidates.check(hit.get().answer(), s, catalog, modelLabel);
      if (checked.answer().isPresent()) {
        lockedHits.incrementAndGet();
        count(checked.answer().get(), false);
        return new Outcome(s, checked.answer().get(), true);
      }
      // a locked answer the current catalog rejects is asked again, like a missing one
    }
    if (model.isEmpty()) {
      return new Outcome(
          s,
          new Answer.Failed("not in the lock (--locked forbids calling a model)", List.of()),
          false);
    }
    List<ChatMessage> messages = new ArrayList<>();
    messages.add(SystemMessage.from(Prompt.system()));
    messages.add(UserMessage.from(Prompt.user(s, catalog)));
    List<Diagnostic> last = List.of();
    for (int round = 0; round < 2; round++) {
      String text;
      try {
        text = ask(model.get(), messages);
      } catch (Unanswered e) {
        return new Outcome(s, new Answer.Failed(e.getMessage(), List.of()), false);
      }
      Candidates.Checked checked = Candidates.check(text, s, catalog, modelLabel);
      if (checked.answer().isPresent()) {
        lock.put(key, new LockFile.Entry(s.text(), text));
        count(checked.answer().get(), round > 0);
        return new Outcome(s, checked.answer().get(), false);
      }
      last = checked.diagnostics();
      messages.add(AiMessage.from(text));
      messages.add(UserMessage.from(Prompt.repair(last)));
    }
    rejectedWith(last);
    return new Outcome(s, new Answer.Failed("the answer was rejected twice", last), false);
  }

  private String ask(ChatModel chat, List<ChatMessage> messages) throws Unanswered {
    Duration wait = options.backoff();
    RuntimeException failure = null;
    for (int attempt = 1; attempt <= options.attempts(); attempt++) {
      if (calls.incrementAndGet() > options.budget()) {
        throw new Unanswered("the call budget of " + options.budget() + " is spent");
      }
      ChatRequest.Builder request = ChatRequest.builder().messages(messages).temperature(0.0);
      if (jsonMode) {
        request.responseFormat(ResponseFormat.JSON);
      }
      try {
        ChatResponse response = chat.chat(request.build());
        TokenUsage tokens = response.tokenUsage();
        if (tokens != null) {
          inputTokens.addAndGet(tokens.inputTokenCount() == null ? 0 : tokens.inputTokenCount());
          outputTokens.addAndGet(tokens.outputTokenCount() == null ? 0 : tokens.outputTokenCount());
        }
        String text = response.aiMessage() == null ? null : response.aiMessage().text();
        return text == null ? "" : text;
      } catch (UnsupportedFeatureException e) {
        // a provider without a JSON mode: the prompt alone asks for JSON, the reader checks it
        if (!jsonMode) {
          throw new Unanswered("the model refused the request: " + describe(e));
        }
        jsonMode = false;
        calls.decrementAndGet();
        attempt--;
      } catch (RetriableException e) {
        failure = e;
        if (attempt < options.attempts()) {
          sleep(wait);
          wait = wait.multipliedBy(2);
        }
      } catch (RuntimeException e) {
        throw new Unanswered("the endpoint refused the request: " + describe(e));
      }
    }
    throw new Unanswered(
        "no answer after " + options.attempts() + " attempts: " + describe(failure));
  }

  private static String describe(RuntimeException e) {
    String m = e == null ? null : e.getMessage();
    String name = e == null ? "unknown" : e.getClass().getSimpleName();
    return m == null || m.isBlank() ? name : name + " (" + firstLine(m) + ")";
  }

  private static String firstLine(String m) {
    int nl = m.indexOf('\n');
    String line = nl < 0 ? m : m.substring(0, nl);
    return line.length() > 200 ? line.substring(0, 200) + "…" : line;
  }

  private static void sleep(Duration d) throws Unanswered {
    try {
      Thread.sleep(d.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new Unanswered("interrupted");
    }
  }

  /** Why a statement got no answer from the endpoint. */
  private static final class Unanswered extends Exception {
    private static final long serialVersionUID = 1L;

    Unanswered(String message) {
      super(message);
    }
  }
}
