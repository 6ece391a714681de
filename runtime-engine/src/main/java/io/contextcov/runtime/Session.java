package io.contextcov.runtime;

import io.contextcov.bundle.Kind;
import io.contextcov.bundle.Precedence;
import io.contextcov.bundle.UntrustedContent;
import io.contextcov.bundle.Verdict;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolEffect;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.json.Json;
import io.contextcov.runtime.audit.AuditRecord;
import io.contextcov.runtime.audit.AuditSink;
import io.contextcov.runtime.internal.CompiledConstraint;
import io.contextcov.runtime.internal.Ctx;
import io.contextcov.runtime.internal.Eval;
import io.contextcov.runtime.internal.Ops;
import io.contextcov.runtime.internal.Provenance;
import io.contextcov.runtime.internal.SessionState;
import io.contextcov.runtime.internal.UntrustedSources;
import io.contextcov.runtime.internal.WorkspacePath;
import io.contextcov.shell.LineCover;
import io.contextcov.shell.ShellParser;
import io.contextcov.text.Sha256;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One conversation: decides calls before they run ({@link #before}) and rewrites results after
 * ({@link #after}), keeping the history that {@code sequence}, {@code limit} and {@code lastResult}
 * read. Safe for concurrent calls; calls of one session are decided one at a time.
 */
public final class Session {
  /** A result that a failing transform leaves instead of unfiltered data (fail closed). */
  public static final String WITHHELD = "[contextcov: result withheld because a transform failed]";

  private final Engine engine;
  private final String id;
  private final Map<String, Object> values;
  private final SessionState state;
  private final ReentrantLock lock = new ReentrantLock();

  Session(Engine engine, String id, Map<String, Object> values) {
    this.engine = engine;
    this.id = id;
    this.values = new HashMap<>(values);
    this.state = new SessionState(engine.options().maxHistory());
  }

  public String id() {
    return id;
  }

  /**
   * Sets a host fact conditions read as {@code env.<key>} for this session only, over the engine's
   * (the current git branch, which changes while a session runs).
   */
  public Session env(String key, Object value) {
    lock.lock();
    try {
      if (value == null) {
        env.remove(key);
      } else {
        env.put(key, value);
      }
    } finally {
      lock.unlock();
    }
    return this;
  }

  private final Map<String, Object> env = new HashMap<>();

  private Map<String, Object> mergedEnv() {
    Map<String, Object> m = new HashMap<>(engine.options().env());
    m.putAll(env);
    return m;
  }

  /** Sets a value conditions read as {@code session.<key>} (such as the authenticated user). */
  public Session put(String key, Object value) {
    lock.lock();
    try {
      values.put(key, value);
    } finally {
      lock.unlock();
    }
    return this;
  }

  /**
   * Records what the user said in their latest turn (a chat message, Claude Code's
   * UserPromptSubmit), for {@code asked('…')} and for telling the user's words from fetched data.
   */
  public Session userTurn(String text) {
    lock.lock();
    try {
      state.userTurn(text);
    } finally {
      lock.unlock();
    }
    return this;
  }

  private volatile ToolCatalog learned = ToolCatalog.EMPTY;

  /**
   * Tools the host learned while running (an MCP server's {@code tools/list}): their effects and
   * trust count where the bundle's own catalog says nothing about a tool.
   */
  public Session tools(ToolCatalog catalog) {
    this.learned = catalog;
    return this;
  }

  private Optional<ToolSpec> spec(String action) {
    Optional<ToolSpec> own = engine.bundle().tools().tool(action);
    return own.isPresent() ? own : learned.tool(action).or(() -> engine.spec(action));
  }

  private boolean writes(String action) {
    return spec(action).map(s -> s.effect() == ToolEffect.WRITE).orElse(false);
  }

  private boolean bringsUntrusted(ToolCall call) {
    return UntrustedSources.untrusted(
        call.action(), call.args(), spec(call.action()), engine.options().workspaceRoot());
  }

  /**
   * Records text the user stands behind without it being their latest turn (their instruction
   * files, say): a command written there is never taken for one that came from untrusted content.
   */
  public Session trusted(String text) {
    lock.lock();
    try {
      state.provenance().trusted(text);
    } finally {
      lock.unlock();
    }
    return this;
  }

  /** The calls this session allowed, oldest first (bounded by {@code maxHistory}). */
  public List<ToolCall> history() {
    lock.lock();
    try {
      return state.entries().stream().map(e -> e.call).toList();
    } finally {
      lock.unlock();
    }
  }

  /** Decides a call before it runs; an allowed call is recorded in the session. */
  public Decision before(ToolCall call) {
    long start = System.nanoTime();
    lock.lock();
    try {
      return decideLocked(call, start);
    } finally {
      lock.unlock();
    }
  }

  /**
   * Records a call the host ran although the engine did not allow it here (a person approved it in
   * the host's own prompt, say): it counts towards limits and sequences like an allowed one.
   */
  public void ran(ToolCall call) {
    lock.lock();
    try {
      long now = engine.options().clock().millis();
      List<ToolCall> calls = DerivedCalls.expand(call);
      List<Hit> ignored = new ArrayList<>();
      List<Violation> warnings = new ArrayList<>();
      List<Count> counts = new ArrayList<>();
      try {
        for (ToolCall c : calls) {
          evaluate(c, now, ignored, warnings, counts);
        }
      } catch (RuntimeException e) {
        counts.clear();
      }
      record(calls, counts, now);
    } finally {
      lock.unlock();
    }
  }

  /** Whether the session holds this call, allowed and not yet given its result. */
  public boolean pending(ToolCall call) {
    lock.lock();
    try {
      return state.pending(call) != null;
    } finally {
      lock.unlock();
    }
  }

  /**
   * Records a call's result (for {@code lastResult} and result-based sequences) and returns it with
   * every matching transform applied, as the model should see it.
   */
  public Object after(ToolCall call, Object result) {
    lock.lock();
    try {
      java.util.Optional<ToolCall> standard = AgentTools.standard(call);
      if (result != null
          && (bringsUntrusted(call) || standard.map(this::bringsUntrusted).orElse(false))) {
        state
            .provenance()
            .untrusted((int) state.recorded(), call.action(), Provenance.text(structured(result)));
      }
      // another agent's terminal reports the result of the command it ran: that call has it too
      List<ToolCall> resulted = new ArrayList<>();
      resulted.add(call);
      standard.ifPresent(resulted::add);
      for (ToolCall c : resulted) {
        SessionState.Entry entry = state.pending(c);
        if (entry == null) {
          continue;
        }
        // tool frameworks often hand results over as JSON text: keep the structure for lastResult
        entry.result = structured(result);
        entry.hasResult = true;
        for (CompiledConstraint seq : engine.sequences()) {
          SessionState.Progress p = state.progress(seq.id);
          if (seq.afterResult != null && p.candidateEntry == entry) {
            Ctx ctx = ctx(c);
            ctx.result = entry.result;
            p.met = holds(seq.afterResult, ctx, false);
          }
        }
      }
      Object shown = result;
      for (CompiledConstraint t : engine.transforms(call.action())) {
        Ctx ctx = ctx(call);
        ctx.result = shown;
        try {
          if (inScope(t, ctx) && (t.when == null || t.when.test(ctx))) {
            shown = t.transformer.apply(shown);
          }
        } catch (RuntimeException e) {
          if (!t.constraint.onErrorAllow()) {
            return WITHHELD;
          }
        }
      }
      return shown;
    } finally {
      lock.unlock();
    }
  }

  private static Object structured(Object result) {
    if (result instanceof String s) {
      String t = s.strip();
      if (t.startsWith("{") || t.startsWith("[")) {
        try {
          return Json.parse(t);
        } catch (Json.ParseException e) {
          return result;
        }
      }
    }
    return result;
  }

  private record Hit(
      CompiledConstraint constraint, Verdict effect, Violation violation, int rank) {}

  private record Count(CompiledConstraint limit, Object key) {}

  private Decision decideLocked(ToolCall call, long start) {
    long now = engine.options().clock().millis();
    List<ToolCall> calls;
    // the call and each call its shell line implies are decided on their own: an allow overrides
    // only rules on the call it matched, and the strictest of the verdicts stands
    List<List<Hit>> perCall = new ArrayList<>();
    List<Violation> warnings = new ArrayList<>();
    List<Count> counts = new ArrayList<>();
    try {
      DerivedCalls.Expanded expanded = DerivedCalls.expandParsed(call);
      calls = expanded.calls();
      for (ToolCall c : calls) {
        List<Hit> hits = new ArrayList<>();
        evaluate(c, now, hits, warnings, counts);
        perCall.add(hits);
      }
      if (expanded.parsed() != null) {
        List<Hit> line = perCall.get(expanded.lineAt());
        uncovered(calls.get(expanded.lineAt()), expanded.parsed(), line);
        shellHits(expanded.parsed(), line);
      }
      // another agent's tool is checked as the standard call it makes
      int own = expanded.standardAt();
      untrustedHits(calls.get(own), perCall.get(own));
    } catch (RuntimeException e) {
      return engineError(e);
    } catch (StackOverflowError e) {
      return engineError(new IllegalStateException("the call is nested too deeply to decide"));
    }
    Decision decision = strictest(perCall, warnings);
    if (decision.verdict() == Verdict.CONFIRM && engine.options().approvals() != null) {
      decision = askHuman(call, decision);
    }
    // the record is written before the session counts an allowed call: a call whose record cannot
    // be written is denied and leaves no trace in the session
    try {
      audit(call, decision, start);
    } catch (RuntimeException e) {
      return new Decision(
          Verdict.DENY,
          List.of(
              new Violation(
                  "contextcov.audit",
                  Kind.DENY,
                  "ENGINE_ERROR",
                  "the audit record could not be written: " + e.getMessage(),
                  Optional.of("free the audit log's disk or fix its permissions"),
                  "built-in",
                  0,
                  true)),
          decision.warnings(),
          decision.overridden(),
          false);
    }
    if (decision.verdict() == Verdict.ALLOW) {
      record(calls, counts, now);
    }
    return decision;
  }

  private void evaluate(
      ToolCall call, long now, List<Hit> hits, List<Violation> warnings, List<Count> counts) {
    Ctx ctx = ctx(call);
    for (CompiledConstraint cc : engine.checks(call.action())) {
      Hit hit;
      try {
        if (!inScope(cc, ctx) || (cc.when != null && !cc.when.test(ctx))) {
          continue;
        }
        hit = outcome(cc, ctx, now, counts);
      } catch (RuntimeException e) {
        if (cc.constraint.onErrorAllow()) {
          continue;
        }
        hit =
            new Hit(
                cc,
                Verdict.DENY,
                violation(
                    cc,
                    "ENGINE_ERROR",
                    "could not evaluate constraint `" + cc.id + "`: " + e.getMessage(),
                    false),
                Integer.MAX_VALUE);
      }
      if (hit == null) {
        continue;
      }
      if (!cc.enforcing) {
        if (hit.violation() != null) {
          warnings.add(hit.violation());
        }
        continue;
      }
      hits.add(hit);
    }
  }

  /**
   * What the shell layer could not settle: a line past a parse limit is denied; a line whose
   * commands cannot all be resolved (a program computed at run time, a script piped to a shell)
   * needs a person whenever the bundle has an enforcing rule about commands, files or git.
   */
  private void shellHits(ShellParser.Parsed parsed, List<Hit> hits) {
    if (parsed.overLimit() != null) {
      hits.add(
          new Hit(
              engine.shellLimit(),
              Verdict.DENY,
              builtIn(
                  "contextcov.shell-limits",
                  "SHELL_LIMIT",
                  "contextcov cannot read this command: " + parsed.overLimit(),
                  "split it into simpler commands"),
              Integer.MAX_VALUE));
    } else if (!parsed.undecidable().isEmpty() && engine.rulesAboutShell()) {
      hits.add(
          new Hit(
              engine.shellUndecidable(),
              Verdict.CONFIRM,
              builtIn(
                  "contextcov.undecidable-shell",
                  "CONFIRMATION_REQUIRED",
                  "contextcov cannot tell what this command runs: "
                      + String.join("; ", parsed.undecidable()),
                  "write the command out literally, or approve it"),
              0));
    }
  }

  private static Violation builtIn(String id, String code, String message, String help) {
    return builtIn(
        id, id.equals("contextcov.shell-limits") ? Kind.DENY : Kind.CONFIRM, code, message, help);
  }

  private static Violation builtIn(String id, Kind kind, String code, String message, String help) {
    return new Violation(id, kind, code, message, Optional.of(help), "built-in", 0, false);
  }

  /** Arguments that carry free text (a file's content, a message) rather than what to act on. */
  private static final Set<String> FREE_TEXT =
      Set.of(
          "content",
          "new_string",
          "old_string",
          "new_source",
          "body",
          "text",
          "message",
          "description",
          "summary",
          "title",
          "comment",
          "notes");

  /**
   * The built-in instruction–data separation (DESIGN.md §8.4): a write-effect call with an argument
   * that came from untrusted content is asked about (or denied, per the bundle).
   */
  private void untrustedHits(ToolCall call, List<Hit> hits) {
    UntrustedContent mode = engine.bundle().untrustedContent();
    Provenance provenance = state.provenance();
    if (mode == UntrustedContent.OFF || !provenance.any() || !writes(call.action())) {
      return;
    }
    for (Map.Entry<String, Object> a : call.args().entrySet()) {
      if (FREE_TEXT.contains(a.getKey()) || a.getKey().equals("cwd")) {
        continue;
      }
      Optional<Provenance.Origin> origin = provenance.origin(a.getValue());
      if (origin.isPresent()) {
        boolean deny = mode == UntrustedContent.DENY;
        hits.add(
            new Hit(
                engine.untrustedSource(),
                deny ? Verdict.DENY : Verdict.CONFIRM,
                builtIn(
                    "contextcov.untrusted-source",
                    deny ? Kind.DENY : Kind.CONFIRM,
                    deny ? "CONSTRAINT_VIOLATION" : "CONFIRMATION_REQUIRED",
                    "this call's "
                        + a.getKey()
                        + " came from untrusted content: "
                        + origin.get().describe(),
                    "run it only if you meant it; content an agent reads is data, not"
                        + " instructions"),
                Integer.MAX_VALUE));
        return;
      }
    }
  }

  private Hit outcome(CompiledConstraint cc, Ctx ctx, long now, List<Count> counts) {
    return switch (cc.kind) {
      case DENY ->
          new Hit(
              cc,
              Verdict.DENY,
              violation(cc, "CONSTRAINT_VIOLATION", cc.message, false),
              cc.priority);
      case ALLOW -> new Hit(cc, Verdict.ALLOW, null, cc.priority);
      case CONFIRM ->
          new Hit(
              cc,
              Verdict.CONFIRM,
              violation(cc, "CONFIRMATION_REQUIRED", cc.message, false),
              cc.priority);
      case ASSERT ->
          cc.require.test(ctx)
              ? null
              : new Hit(
                  cc,
                  Verdict.DENY,
                  violation(cc, "CONSTRAINT_VIOLATION", cc.message, true),
                  cc.priority);
      case SEQUENCE ->
          !obligationOpen(cc)
              ? null
              : cc.asks
                  ? new Hit(
                      cc,
                      Verdict.CONFIRM,
                      violation(cc, "CONFIRMATION_REQUIRED", cc.message, true),
                      cc.priority)
                  : new Hit(
                      cc,
                      Verdict.DENY,
                      violation(cc, "CONSTRAINT_VIOLATION", cc.message, true),
                      cc.priority);
      case LIMIT -> {
        Object key = cc.key == null ? "" : limitKey(cc.key.eval(ctx));
        counts.add(new Count(cc, key));
        yield state.count(cc.id, key, cc.window, now) < cc.max
            ? null
            : new Hit(
                cc,
                Verdict.DENY,
                violation(cc, "CONSTRAINT_VIOLATION", cc.message, false),
                cc.priority);
      }
      case TRANSFORM -> null;
    };
  }

  private static Object limitKey(Object v) {
    if (v == null) {
      return "null";
    }
    if (v instanceof Number) {
      return "n:" + Ops.decimal(v).stripTrailingZeros().toPlainString();
    }
    return v instanceof String s ? "s:" + s : "j:" + Json.writeSorted(v);
  }

  private static final Comparator<Hit> BY_PRIORITY =
      Comparator.comparingInt((Hit h) -> -h.rank()).thenComparing(h -> h.constraint().id);

  /**
   * Drops the allows on a shell line that do not hold for each of its commands taken alone ({@link
   * LineCover}): such an allow does not speak for the other commands, so it cannot outrank a rule
   * they trigger.
   */
  private void uncovered(ToolCall call, ShellParser.Parsed parsed, List<Hit> hits) {
    List<String> commands = null;
    for (java.util.Iterator<Hit> it = hits.iterator(); it.hasNext(); ) {
      Hit h = it.next();
      if (h.effect() != Verdict.ALLOW || !h.constraint().commandwise) {
        continue;
      }
      if (commands == null) {
        commands = LineCover.commands(parsed);
      }
      for (String command : commands) {
        Map<String, Object> args = new java.util.LinkedHashMap<>(call.args());
        args.put("command", command);
        Ctx ctx = ctx(new ToolCall(call.action(), args));
        boolean holds;
        try {
          holds = h.constraint().when.test(ctx);
        } catch (RuntimeException e) {
          holds = false;
        }
        if (!holds) {
          it.remove();
          break;
        }
      }
    }
  }

  /** The decision of each call, the strictest standing; its reasons are those of that verdict. */
  private static Decision strictest(List<List<Hit>> perCall, List<Violation> warnings) {
    List<Decision> each = new ArrayList<>();
    for (List<Hit> hits : perCall) {
      each.add(resolve(hits, warnings));
    }
    if (each.size() == 1) {
      return each.get(0);
    }
    Verdict verdict = Verdict.ALLOW;
    for (Decision d : each) {
      if (Precedence.strictness(d.verdict()) > Precedence.strictness(verdict)) {
        verdict = d.verdict();
      }
    }
    List<Violation> violations = new ArrayList<>();
    List<String> overridden = new ArrayList<>();
    List<String> decidedBy = new ArrayList<>();
    for (Decision d : each) {
      if (d.verdict() == verdict) {
        d.violations().stream().filter(v -> !violations.contains(v)).forEach(violations::add);
        d.decidedBy().stream().filter(id -> !decidedBy.contains(id)).forEach(decidedBy::add);
      } else {
        // the rules that decided a laxer call did not decide the line
        d.decidedBy().stream().filter(id -> !overridden.contains(id)).forEach(overridden::add);
      }
      d.overridden().stream().filter(id -> !overridden.contains(id)).forEach(overridden::add);
    }
    overridden.removeAll(decidedBy);
    return new Decision(verdict, violations, warnings, overridden, false, decidedBy);
  }

  private static Decision resolve(List<Hit> hits, List<Violation> warnings) {
    if (hits.isEmpty()) {
      return new Decision(Verdict.ALLOW, List.of(), warnings, List.of(), false);
    }
    Hit winner = hits.get(0);
    for (Hit h : hits) {
      if (Precedence.beats(h.rank(), h.effect(), winner.rank(), winner.effect())) {
        winner = h;
      }
    }
    Verdict verdict = winner.effect();
    // a hit of the verdict's kind counts unless a hit of another kind outranks it
    int otherTop = Integer.MIN_VALUE;
    for (Hit h : hits) {
      if (h.effect() != verdict) {
        otherTop = Math.max(otherTop, h.rank());
      }
    }
    List<Violation> violations = new ArrayList<>();
    List<String> overridden = new ArrayList<>();
    List<String> decidedBy = new ArrayList<>();
    hits.sort(BY_PRIORITY);
    for (Hit h : hits) {
      if (h.effect() == verdict && h.rank() >= otherTop) {
        if (h.violation() != null) {
          violations.add(h.violation());
        }
        if (!decidedBy.contains(h.constraint().id)) {
          decidedBy.add(h.constraint().id);
        }
      } else if (!overridden.contains(h.constraint().id)) {
        overridden.add(h.constraint().id);
      }
    }
    return new Decision(verdict, violations, warnings, overridden, false, decidedBy);
  }

  private Decision askHuman(ToolCall call, Decision pending) {
    ApprovalGateway.Answer answer;
    try {
      answer =
          engine
              .options()
              .approvals()
              .ask(new ApprovalGateway.Request(id, call, pending.violations()));
    } catch (RuntimeException e) {
      answer = ApprovalGateway.Answer.REJECT;
    }
    if (answer == ApprovalGateway.Answer.APPROVE) {
      return new Decision(
          Verdict.ALLOW,
          List.of(),
          pending.warnings(),
          pending.overridden(),
          true,
          pending.decidedBy());
    }
    String code =
        answer == ApprovalGateway.Answer.TIMEOUT ? "CONFIRMATION_TIMEOUT" : "CONFIRMATION_REJECTED";
    String why =
        answer == ApprovalGateway.Answer.TIMEOUT
            ? "no approval arrived in time"
            : "a human rejected the call";
    List<Violation> violations =
        pending.violations().stream()
            .map(
                v ->
                    new Violation(
                        v.constraint(),
                        v.kind(),
                        code,
                        v.message() + " (" + why + ")",
                        v.help(),
                        v.source(),
                        v.priority(),
                        false))
            .toList();
    return new Decision(Verdict.DENY, violations, pending.warnings(), pending.overridden(), false);
  }

  private void record(List<ToolCall> calls, List<Count> counts, long now) {
    for (Count c : counts) {
      state.count(c.limit().id, c.key(), c.limit().window, now, c.limit().max);
    }
    for (ToolCall call : calls) {
      SessionState.Entry entry = state.record(call, now);
      Ctx ctx = ctx(call);
      if (call.action().equals("file.write") && call.args().get("path") instanceof String p) {
        state.wrote(WorkspacePath.of(p, ctx.cwd(), ctx.root).path());
      }
      for (CompiledConstraint seq : engine.sequences()) {
        SessionState.Progress p = state.progress(seq.id);
        // a condition that cannot be evaluated opens an obligation and never meets one
        if (seq.since != null
            && seq.since.matches(call.action())
            && holds(seq.sinceWhen, ctx, true)) {
          p.opened = entry.index;
        }
        if (seq.after.matches(call.action()) && holds(seq.afterArgs, ctx, false)) {
          p.candidate = entry.index;
          p.candidateEntry = entry;
          p.met = holds(seq.afterResult, ctx, false);
        }
      }
    }
  }

  /**
   * Whether a sequence still blocks: without {@code since}, until its latest candidate meets it;
   * with {@code since}, only once opened, until a candidate after the latest opening meets it.
   */
  private boolean obligationOpen(CompiledConstraint seq) {
    SessionState.Progress p = state.progress(seq.id);
    if (seq.since != null) {
      return p.opened >= 0 && !(p.candidate > p.opened && p.met);
    }
    return !(p.candidate >= 0 && p.met);
  }

  private static boolean holds(Eval condition, Ctx ctx, boolean onError) {
    if (condition == null) {
      return true;
    }
    try {
      return condition.test(ctx);
    } catch (RuntimeException e) {
      return onError;
    }
  }

  private Decision engineError(RuntimeException e) {
    Violation v =
        new Violation(
            "engine",
            Kind.DENY,
            "ENGINE_ERROR",
            "could not decide the call: " + e,
            Optional.empty(),
            "engine",
            Integer.MAX_VALUE,
            false);
    return new Decision(Verdict.DENY, List.of(v), List.of(), List.of(), false);
  }

  private Ctx ctx(ToolCall call) {
    Ctx ctx = new Ctx();
    ctx.action = call.action();
    ctx.args = call.args();
    ctx.session = values;
    ctx.env = env.isEmpty() ? engine.options().env() : mergedEnv();
    ctx.history = state;
    ctx.root = engine.options().workspaceRoot();
    return ctx;
  }

  private static boolean inScope(CompiledConstraint cc, Ctx ctx) {
    if (cc.scope == null) {
      return true;
    }
    Object path = ctx.args.get("path");
    String cwd = ctx.cwd();
    if (path instanceof String p) {
      return WorkspacePath.of(p, cwd, ctx.root).within(cc.scope);
    }
    if (cwd == null) {
      // a call that does not say where it runs is not known to be outside the directory: the
      // directory's restrictions hold, its permissions do not
      return cc.kind != io.contextcov.bundle.Kind.ALLOW;
    }
    if (WorkspacePath.of(cwd, null, ctx.root).within(cc.scope)) {
      return true;
    }
    if (cc.kind != io.contextcov.bundle.Kind.ALLOW
        && ctx.action.equals("shell.exec")
        && ctx.args.get("command") instanceof String line) {
      // "cd web && npm i": a line that moves into the directory runs there; its restrictions
      // hold (its permissions are for lines that start there)
      for (String d : ctx.moves(() -> DerivedCalls.movesTo(line, cwd))) {
        if (WorkspacePath.of(d, null, ctx.root).within(cc.scope)) {
          return true;
        }
      }
    }
    return false;
  }

  private static Violation violation(
      CompiledConstraint cc, String code, String message, boolean retryable) {
    return new Violation(
        cc.id, cc.kind, code, message, cc.constraint.help(), cc.source, cc.priority, retryable);
  }

  private void audit(ToolCall call, Decision d, long start) {
    AuditSink sink = engine.options().audit();
    if (sink == AuditSink.NONE) {
      return;
    }
    List<String> ids = new ArrayList<>();
    d.violations().forEach(v -> ids.add(v.constraint() + "@" + v.source()));
    if (ids.isEmpty()) {
      // an allow rule or a person's approval decided: name it
      d.decidedBy().forEach(c -> ids.add(d.confirmed() ? c + " (approved)" : c));
    }
    sink.record(
        new AuditRecord(
            Instant.ofEpochMilli(engine.options().clock().millis()),
            id,
            call.action(),
            Sha256.hex(Json.writeSorted(call.args())),
            d.verdict().name(),
            ids,
            System.nanoTime() - start));
  }
}
