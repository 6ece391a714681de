package io.contextcov.llm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.model.openai.OpenAiChatModel;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Enforcement;
import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.ArgType;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolEffect;
import io.contextcov.catalog.ToolSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LlmExtractorTest {
  private static final String MODEL = "openai:test-model";
  private static final ToolCatalog CATALOG =
      ToolCatalog.of(
          List.of(
              new ToolSpec(
                  "export_report",
                  Optional.empty(),
                  ToolEffect.WRITE,
                  Map.of(
                      "destination",
                      ArgSpec.enumOf(ArgType.STRING, List.of("internal", "external")),
                      "report_id",
                      ArgSpec.of(ArgType.STRING)),
                  List.of("report_id", "destination"))));
  private static final StatementRequest STATEMENT =
      new StatementRequest(
          "reports-stay-internal",
          "AGENTS.md",
          14,
          3,
          List.of("Reports"),
          "Finished reports are only ever sent to the internal destination.",
          List.of("## Reports"));
  private static final String GOOD =
      """
      {"enforceable": true, "constraints": [{"id": "x", "kind": "deny", "on": "export_report",
        "when": "args.destination == 'external'", "message": "reports stay internal"}]}""";

  private LoopbackOpenAi server;

  @BeforeEach
  void start() throws Exception {
    server = new LoopbackOpenAi();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private OpenAiChatModel model(Duration timeout) {
    return OpenAiChatModel.builder()
        .baseUrl(server.baseUrl())
        .apiKey("test-key")
        .modelName("test-model")
        .temperature(0.0)
        .timeout(timeout)
        .maxRetries(0)
        .build();
  }

  private LlmExtractor extractor(LockFile lock, Duration timeout, int budget) {
    return new LlmExtractor(
        Optional.of(model(timeout)),
        MODEL,
        CATALOG,
        lock,
        new LlmExtractor.Options(3, Duration.ofMillis(10), budget));
  }

  private LlmExtractor extractor(LockFile lock) {
    return extractor(lock, Duration.ofSeconds(10), 100);
  }

  private static Constraint only(LlmExtractor.Outcome o) {
    assertThat(o.answer()).isInstanceOf(Answer.Extracted.class);
    List<Constraint> list = ((Answer.Extracted) o.answer()).constraints();
    assertThat(list).hasSize(1);
    return list.get(0);
  }

  @Test
  void goodAnswerBecomesAConstraintNamedAfterItsStatement() {
    server.answer(GOOD);
    LlmExtractor.Outcome o = extractor(LockFile.inMemory()).extract(STATEMENT);
    Constraint c = only(o);
    assertThat(c.id()).isEqualTo("reports-stay-internal");
    assertThat(c.effect()).isInstanceOf(Effect.Deny.class);
    assertThat(c.source().orElseThrow().by()).isEqualTo("llm/openai:test-model");
    assertThat(c.source().orElseThrow().line()).isEqualTo(14);
    String request = server.requests().get(0);
    assertThat(request).contains("export_report").contains("internal destination");
    assertThat(request).contains("json_object").containsPattern("\"temperature\"\\s*:\\s*0\\.0");
  }

  @Test
  void thePromptCarriesTheSchemaAndTheStandardVocabularyWhenThereIsNoCatalog() {
    assertThat(Prompt.system()).contains("\"$defs\"").contains("\"constraint\"");
    String user = Prompt.user(STATEMENT, ToolCatalog.EMPTY);
    assertThat(user).contains("standard vocabulary").contains("shell.exec(").contains("command");
    assertThat(Prompt.user(STATEMENT, CATALOG)).doesNotContain("shell.exec");
  }

  @Test
  void unknownToolIsRejectedThenRepairedWithTheDiagnosticsSentBack() {
    server
        .answer(
            """
            {"enforceable": true, "constraints": [{"id": "x", "kind": "deny",
              "on": "send_report", "message": "no"}]}""")
        .answer(GOOD);
    LlmExtractor.Outcome o = extractor(LockFile.inMemory()).extract(STATEMENT);
    assertThat(only(o).on().patterns()).containsExactly("export_report");
    assertThat(server.requests()).hasSize(2);
    assertThat(server.requests().get(1)).contains("rejected").contains("send_report");
  }

  @Test
  void malformedJsonGetsOneRepairRoundAndThenFails() {
    server.answer("{\"enforceable\": true, \"constraints\": [").answer("not json at all: [");
    LlmExtractor.Outcome o = extractor(LockFile.inMemory()).extract(STATEMENT);
    assertThat(o.answer()).isInstanceOf(Answer.Failed.class);
    Answer.Failed f = (Answer.Failed) o.answer();
    assertThat(f.reason()).contains("rejected twice");
    assertThat(f.diagnostics()).isNotEmpty();
    assertThat(server.requests()).hasSize(2);
  }

  @Test
  void nonEnforceableAnswerIsAdvisoryWithTheModelsReason() {
    server.answer("{\"enforceable\": false, \"reason\": \"it is about tone\"}");
    LlmExtractor.Outcome o = extractor(LockFile.inMemory()).extract(STATEMENT);
    assertThat(o.answer()).isEqualTo(new Answer.Advisory("it is about tone"));
  }

  @Test
  void rateLimitIsRetriedThenSucceeds() {
    server.status(429).answer(GOOD);
    LlmExtractor extractor = extractor(LockFile.inMemory());
    only(extractor.extract(STATEMENT));
    assertThat(extractor.usage().calls()).isEqualTo(2);
    assertThat(extractor.usage().inputTokens()).isEqualTo(100);
  }

  @Test
  void timeoutIsRetried() {
    server.slow(GOOD, 3_000).answer(GOOD);
    LlmExtractor extractor = extractor(LockFile.inMemory(), Duration.ofMillis(300), 100);
    only(extractor.extract(STATEMENT));
    assertThat(extractor.usage().calls()).isEqualTo(2);
  }

  @Test
  void serverErrorStormExhaustsTheBudgetAndSaysSo() {
    for (int i = 0; i < 10; i++) {
      server.status(500);
    }
    LlmExtractor extractor = extractor(LockFile.inMemory(), Duration.ofSeconds(10), 5);
    Answer first = extractor.extract(STATEMENT).answer();
    assertThat(first).isInstanceOf(Answer.Failed.class);
    assertThat(((Answer.Failed) first).reason()).contains("no answer after 3 attempts");
    Answer second = extractor.extract(STATEMENT).answer();
    assertThat(((Answer.Failed) second).reason()).contains("budget of 5");
    assertThat(server.requests()).hasSize(5);
  }

  @Test
  void badRequestIsNotRetried() {
    server.status(400).answer(GOOD);
    LlmExtractor extractor = extractor(LockFile.inMemory());
    Answer a = extractor.extract(STATEMENT).answer();
    assertThat(((Answer.Failed) a).reason()).contains("refused");
    assertThat(server.requests()).hasSize(1);
  }

  @Test
  void lockedAnswersAreReusedOfflineAndIdentically(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("contextcov.lock");
    server.answer(GOOD);
    LockFile lock = LockFile.open(file).lock().orElseThrow();
    Constraint fresh = only(extractor(lock).extract(STATEMENT));
    String written = Files.readString(file);
    assertThat(written).startsWith("contextcov-lock: 1");

    LockFile reread = LockFile.open(file).lock().orElseThrow();
    LlmExtractor offline =
        new LlmExtractor(Optional.empty(), MODEL, CATALOG, reread, LlmExtractor.Options.DEFAULTS);
    LlmExtractor.Outcome again = offline.extract(STATEMENT);
    assertThat(again.fromLock()).isTrue();
    assertThat(only(again)).isEqualTo(fresh);
    assertThat(reread.text()).isEqualTo(written);
    assertThat(server.requests()).hasSize(1);
  }

  private LlmExtractor verified(LockFile lock, boolean online) {
    OpenAiChatModel model = model(Duration.ofSeconds(10));
    return new LlmExtractor(
        online ? Optional.of(model) : Optional.empty(),
        MODEL,
        CATALOG,
        lock,
        new LlmExtractor.Options(3, Duration.ofMillis(10), 100),
        Optional.of(
            new LlmExtractor.SecondOpinion(
                online ? Optional.of(model) : Optional.empty(), "openai:reviewer")));
  }

  @Test
  void aSecondOpinionThatDisagreesLeavesTheConstraintAtWarnAndIsLocked(@TempDir Path dir) {
    server.answer(GOOD).answer("{\"agrees\": false, \"reason\": \"it also needs a confirm\"}");
    LockFile lock = LockFile.open(dir.resolve("l.lock")).lock().orElseThrow();
    LlmExtractor.Outcome o = verified(lock, true).extract(STATEMENT);
    Constraint c = only(o);
    assertThat(c.severity()).isEqualTo(Enforcement.WARN);
    assertThat(((Answer.Extracted) o.answer()).dissent())
        .contains("openai:reviewer disagrees: it also needs a confirm");
    assertThat(server.requests().get(1)).contains("agrees").contains("internal destination");
    assertThat(lock.size()).isEqualTo(2);
    assertThat(lock.models()).containsExactly(MODEL);

    LockFile reread = LockFile.open(dir.resolve("l.lock")).lock().orElseThrow();
    LlmExtractor.Outcome again = verified(reread, false).extract(STATEMENT);
    assertThat(again.answer()).isEqualTo(o.answer());
    assertThat(server.requests()).hasSize(2);
  }

  @Test
  void aSecondOpinionThatAgreesKeepsTheConstraintEnforced() {
    server.answer(GOOD).answer("{\"agrees\": true}");
    LlmExtractor.Outcome o = verified(LockFile.inMemory(), true).extract(STATEMENT);
    assertThat(only(o).severity()).isEqualTo(Enforcement.ERROR);
    assertThat(((Answer.Extracted) o.answer()).dissent()).isEmpty();
  }

  @Test
  void aMissingSecondOpinionUnderLockedIsReportedNotEnforced() {
    LockFile lock = LockFile.inMemory();
    lock.put(LockFile.key(STATEMENT, MODEL), new LockFile.Entry(STATEMENT.text(), GOOD));
    LlmExtractor.Outcome o = verified(lock, false).extract(STATEMENT);
    assertThat(only(o).severity()).isEqualTo(Enforcement.WARN);
    assertThat(((Answer.Extracted) o.answer()).dissent().orElseThrow())
        .contains("no second opinion from openai:reviewer in the lock");
  }

  @Test
  void lockedCompileWithoutAnAnswerFailsWithoutCallingAModel() {
    LlmExtractor offline =
        new LlmExtractor(
            Optional.empty(), MODEL, CATALOG, LockFile.inMemory(), LlmExtractor.Options.DEFAULTS);
    Answer a = offline.extract(STATEMENT).answer();
    assertThat(((Answer.Failed) a).reason()).contains("not in the lock");
    assertThat(server.requests()).isEmpty();
  }

  @Test
  void pruneDropsAnswersForStatementsThatAreGone(@TempDir Path dir) {
    LockFile lock = LockFile.open(dir.resolve("l.lock")).lock().orElseThrow();
    String key = LockFile.key(STATEMENT, MODEL);
    lock.put(key, new LockFile.Entry(STATEMENT.text(), GOOD));
    lock.put("gone " + MODEL, new LockFile.Entry("old", GOOD));
    assertThat(lock.prune(Set.of(key))).isEqualTo(1);
    assertThat(LockFile.open(dir.resolve("l.lock")).lock().orElseThrow().size()).isEqualTo(1);
  }

  @Test
  void aFileThatIsNotALockIsReportedWithItsPosition(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("bad.lock");
    Files.writeString(file, "entries: [\n");
    LockFile.Result r = LockFile.open(file);
    assertThat(r.lock()).isEmpty();
    assertThat(r.diagnostics()).isNotEmpty();
    assertThat(r.diagnostics().get(0).span().line()).isPositive();
  }
}
