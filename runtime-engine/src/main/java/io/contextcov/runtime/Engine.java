package io.contextcov.runtime;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.BundleWriter;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.Kind;
import io.contextcov.catalog.StandardVocabulary;
import io.contextcov.catalog.ToolEffect;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import io.contextcov.runtime.internal.CompiledConstraint;
import io.contextcov.runtime.internal.UntrustedSources;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A loaded bundle, ready to decide calls: digest verified, constraints indexed by action (exact
 * names first, then globs) and every condition compiled once. Immutable and thread-safe.
 */
public final class Engine {
  private static final Comparator<CompiledConstraint> ORDER =
      Comparator.comparingInt((CompiledConstraint c) -> -c.priority).thenComparing(c -> c.id);
  private static final int MAX_CACHED_ACTIONS = 10_000;

  private final Bundle bundle;
  private final EngineOptions options;
  private final List<CompiledConstraint> all;
  private final Map<String, List<CompiledConstraint>> exact;
  private final List<CompiledConstraint> globbed;
  private final List<CompiledConstraint> sequences;
  private final Map<String, CompiledConstraint[]> checksByAction = new ConcurrentHashMap<>();
  private final Map<String, CompiledConstraint[]> transformsByAction = new ConcurrentHashMap<>();

  private Engine(Bundle bundle, EngineOptions options) {
    this.bundle = bundle;
    this.options = options;
    List<CompiledConstraint> compiled = new ArrayList<>();
    Map<String, List<CompiledConstraint>> byName = new HashMap<>();
    List<CompiledConstraint> globs = new ArrayList<>();
    List<CompiledConstraint> seqs = new ArrayList<>();
    for (Constraint c : bundle.constraints()) {
      CompiledConstraint cc = new CompiledConstraint(c);
      compiled.add(cc);
      if (cc.kind == Kind.SEQUENCE) {
        seqs.add(cc);
      }
      boolean anyGlob = false;
      for (String p : c.on().patterns()) {
        if (ActionPattern.isGlob(p)) {
          anyGlob = true;
        } else {
          byName.computeIfAbsent(p, k -> new ArrayList<>()).add(cc);
        }
      }
      if (anyGlob) {
        globs.add(cc);
      }
    }
    this.all = List.copyOf(compiled);
    Map<String, List<CompiledConstraint>> frozen = new HashMap<>();
    byName.forEach((k, v) -> frozen.put(k, List.copyOf(v)));
    this.exact = Map.copyOf(frozen);
    this.globbed = List.copyOf(globs);
    this.sequences = List.copyOf(seqs);
  }

  /** Loads a bundle file with the default options (the digest must match). */
  public static Engine load(Path path) throws BundleLoadException {
    return load(path, EngineOptions.DEFAULTS);
  }

  public static Engine load(Path path, EngineOptions options) throws BundleLoadException {
    BundleReader.Result r = BundleReader.read(path, path.toString());
    if (r.bundle().isEmpty()) {
      throw new BundleLoadException(r.diagnostics());
    }
    Bundle b = r.bundle().get();
    if (options.verifyDigest() && !BundleWriter.digestMatches(b)) {
      throw new BundleLoadException(
          List.of(
              Diagnostic.error(
                  Code.DIGEST,
                  Span.file(path.toString()),
                  b.digest().isEmpty()
                      ? "bundle has no digest"
                      : "digest does not match the bundle's content",
                  "run `contextcov fmt "
                      + path
                      + "` after a hand edit, or turn digest checks off")));
    }
    return new Engine(b, options);
  }

  /** An engine over a bundle built in memory (no digest check). */
  public static Engine of(Bundle bundle, EngineOptions options) {
    return new Engine(bundle, options);
  }

  public static Engine of(Bundle bundle) {
    return new Engine(bundle, EngineOptions.DEFAULTS);
  }

  public Bundle bundle() {
    return bundle;
  }

  public EngineOptions options() {
    return options;
  }

  /** A new session with its own history. */
  public Session session(String id) {
    return new Session(this, id, Map.of());
  }

  /** A new session with values that conditions read as {@code session.*}. */
  public Session session(String id, Map<String, Object> values) {
    return new Session(this, id, values);
  }

  /** Decides one call in a fresh session (no history). */
  public Decision decide(ToolCall call) {
    return session("one-off").before(call);
  }

  private static final CompiledConstraint SHELL_LIMIT =
      new CompiledConstraint(
          Constraint.of(
              "contextcov.shell-limits", ActionPattern.of("shell.exec"), new Effect.Deny()));
  private static final CompiledConstraint SHELL_UNDECIDABLE =
      new CompiledConstraint(
          Constraint.of(
              "contextcov.undecidable-shell",
              ActionPattern.of("shell.exec"),
              new Effect.Confirm()));

  private static final CompiledConstraint UNTRUSTED_SOURCE =
      new CompiledConstraint(
          Constraint.of(
              "contextcov.untrusted-source", ActionPattern.of("*"), new Effect.Confirm()));

  CompiledConstraint untrustedSource() {
    return UNTRUSTED_SOURCE;
  }

  /** The catalog's entry for an action: the bundle's tools, else the standard vocabulary. */
  Optional<ToolSpec> spec(String action) {
    return bundle.tools().tool(action).or(() -> StandardVocabulary.CATALOG.tool(action));
  }

  /** Whether this call's result brings in untrusted content ({@link UntrustedSources}). */
  boolean bringsUntrusted(ToolCall call) {
    return UntrustedSources.untrusted(
        call.action(), call.args(), spec(call.action()), options.workspaceRoot());
  }

  /** Whether the catalog says the action changes something. */
  boolean writes(String action) {
    return spec(action).map(s -> s.effect() == ToolEffect.WRITE).orElse(false);
  }

  CompiledConstraint shellLimit() {
    return SHELL_LIMIT;
  }

  CompiledConstraint shellUndecidable() {
    return SHELL_UNDECIDABLE;
  }

  private volatile Boolean rulesAboutShell;

  /** Whether an enforcing rule is about commands, or the files and git calls lines imply. */
  boolean rulesAboutShell() {
    Boolean r = rulesAboutShell;
    if (r == null) {
      boolean any = false;
      for (String a :
          List.of(
              "shell.exec", "file.write", "file.read", "file.delete", "git.commit", "git.push")) {
        for (CompiledConstraint cc : checks(a)) {
          any |= cc.enforcing && cc.kind != Kind.ALLOW;
        }
      }
      rulesAboutShell = r = any;
    }
    return r;
  }

  /** Enforcing and reporting constraints for an action (not transforms), highest priority first. */
  CompiledConstraint[] checks(String action) {
    return cached(checksByAction, action, false);
  }

  CompiledConstraint[] transforms(String action) {
    return cached(transformsByAction, action, true);
  }

  List<CompiledConstraint> sequences() {
    return sequences;
  }

  List<CompiledConstraint> all() {
    return all;
  }

  private CompiledConstraint[] cached(
      Map<String, CompiledConstraint[]> cache, String action, boolean transforms) {
    CompiledConstraint[] hit = cache.get(action);
    if (hit != null) {
      return hit;
    }
    List<CompiledConstraint> list = new ArrayList<>();
    for (CompiledConstraint c : exact.getOrDefault(action, List.of())) {
      if ((c.kind == Kind.TRANSFORM) == transforms) {
        list.add(c);
      }
    }
    for (CompiledConstraint c : globbed) {
      if ((c.kind == Kind.TRANSFORM) == transforms
          && !list.contains(c)
          && c.constraint.on().matches(action)) {
        list.add(c);
      }
    }
    list.sort(ORDER);
    CompiledConstraint[] result = list.toArray(new CompiledConstraint[0]);
    if (cache.size() < MAX_CACHED_ACTIONS) {
      cache.put(action, result);
    }
    return result;
  }
}
