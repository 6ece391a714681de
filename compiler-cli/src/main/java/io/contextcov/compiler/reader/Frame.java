package io.contextcov.compiler.reader;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One rule as the reader understood it (READER §3): how binding, which way, what act on what
 * objects, in what order, under what condition, unless what, instead of what.
 *
 * @param acts the acts of the main clause, in text order
 * @param commands commands named as objects of the main clause (not in an order or condition part)
 * @param paths paths and globs named as objects
 * @param flags command-line flags named alone ({@code --release})
 * @param tokens other inline code (identifiers, snippets): content
 * @param fileKinds kinds of file named in prose (groundings table {@code files})
 * @param purposes command purposes named in prose ("the tests", "lint")
 * @param later the step an order puts after this one ("before committing" → COMMIT)
 * @param laterCommand a command named as the later step ("run X before `make build`")
 * @param since what must have happened for the rule to hold ("after changing Rust code")
 * @param passing the earlier step must succeed ("make sure the tests pass")
 * @param ungrounded a condition the reader could not ground: order and ban rules stay advisory
 * @param preferred in a substitution, what to use
 * @param replaced in a substitution, what not to use
 * @param branch a branch named as the target of a push or commit
 * @param subjects objects that are not code: the commit message, PR title, secrets
 * @param descriptive the clause describes something other than the agent ("it does not run", "the
 *     job reports success"): no rule
 * @param bare acts whose verb has no object of its own ("never push"), which a ban takes whole
 * @param options options and environment settings named alone ({@code -tags test_dep}, {@code
 *     CGO_ENABLED=1})
 * @param runningPurposes purposes of a "when running …" condition ("when running tests")
 * @param runningCommands commands of a "when running …" condition
 * @param replacedTokens in a substitution of code ("use `x` instead of `y`"), the code not to write
 * @param laterTools tools of the agent named as the later step ("before using report_progress")
 * @param httpMethods HTTP methods of requests named ("POST/PUT requests", "requests with side
 *     effects")
 * @param excludedPaths paths a ban on {@code paths} leaves out by name ("do not edit `config/`
 *     except `config/local.yaml`"), which each write shows
 */
public record Frame(
    Strength strength,
    boolean negative,
    Ask ask,
    List<Act> acts,
    List<CommandRef> commands,
    List<String> paths,
    List<String> flags,
    List<String> tokens,
    Set<String> fileKinds,
    Set<String> purposes,
    Optional<Act> later,
    Optional<CommandRef> laterCommand,
    Optional<Since> since,
    boolean passing,
    boolean ungrounded,
    List<CommandRef> preferred,
    List<CommandRef> replaced,
    Optional<String> branch,
    Set<String> subjects,
    boolean descriptive,
    Set<Act> bare,
    List<String> options,
    Set<String> runningPurposes,
    List<CommandRef> runningCommands,
    List<String> httpMethods,
    List<String> replacedTokens,
    List<String> laterTools,
    List<String> excludedPaths,
    String text) {

  /** How binding a rule is. */
  public enum Strength {
    HARD,
    SOFT,
    PERMISSION
  }

  /** Whether a human must be asked first. */
  public enum Ask {
    NONE,
    /** "ask before …", "never … without approval", "only when asked". */
    REQUIRED,
    /** "do not ask for approval to …", "… without asking". */
    WAIVED
  }

  /**
   * What opens a rule: a write to files matching {@code globs}, or a run of {@code command}.
   *
   * @param globs path globs of a write, empty when the rule opens with a command
   * @param excluded globs the write must not match ("Markdown files outside `tasks/`")
   * @param names code names the write touches ("if you change `ConfigToml`"): a write whose path or
   *     content holds one of them opens the rule
   * @param alsoRuns command patterns that open the rule as a write to {@code globs} does ("after
   *     updating dependencies": editing a manifest, or running {@code go get})
   * @param unseen the change the text names when no call shows it ("after modifying tools", "when
   *     interface definitions change"): a write whose path holds one of its names opens the rule,
   *     and a person says whether it was that change
   */
  public record Since(
      List<String> globs,
      List<String> excluded,
      Optional<CommandRef> command,
      List<String> names,
      List<String> alsoRuns,
      Optional<Unseen> unseen) {
    public Since {
      globs = List.copyOf(globs);
      excluded = List.copyOf(excluded);
      names = List.copyOf(names);
      alsoRuns = List.copyOf(alsoRuns);
    }

    public Since(
        List<String> globs,
        List<String> excluded,
        Optional<CommandRef> command,
        List<String> names,
        List<String> alsoRuns) {
      this(globs, excluded, command, names, alsoRuns, Optional.empty());
    }

    /** A change no call shows ("after modifying tools"), opened by a write naming it. */
    public static Since unseenChange(Unseen change) {
      return new Since(
          List.of("**"), List.of(), Optional.empty(), List.of(), List.of(), Optional.of(change));
    }

    public Since(
        List<String> globs,
        List<String> excluded,
        Optional<CommandRef> command,
        List<String> names) {
      this(globs, excluded, command, names, List.of());
    }

    public Since(List<String> globs, List<String> excluded, Optional<CommandRef> command) {
      this(globs, excluded, command, List.of());
    }

    public Since(List<String> globs, Optional<CommandRef> command) {
      this(globs, List.of(), command);
    }
  }

  /**
   * A change no call shows: its words as written ("after modifying tools") and what they name, for
   * matching written paths ({@code tool}).
   */
  public record Unseen(String words, List<String> stems) {
    public Unseen {
      stems = List.copyOf(stems);
    }
  }

  public Frame {
    acts = List.copyOf(acts);
    commands = List.copyOf(commands);
    paths = List.copyOf(paths);
    flags = List.copyOf(flags);
    tokens = List.copyOf(tokens);
    fileKinds = Set.copyOf(fileKinds);
    purposes = Set.copyOf(purposes);
    preferred = List.copyOf(preferred);
    replaced = List.copyOf(replaced);
    subjects = Set.copyOf(subjects);
    bare = Set.copyOf(bare);
    options = List.copyOf(options);
    runningPurposes = Set.copyOf(runningPurposes);
    runningCommands = List.copyOf(runningCommands);
    httpMethods = List.copyOf(httpMethods);
    replacedTokens = List.copyOf(replacedTokens);
    laterTools = List.copyOf(laterTools);
    excludedPaths = List.copyOf(excludedPaths);
  }

  public boolean has(Act a) {
    return acts.contains(a);
  }

  /** The same rule with another strength ("ask" where the reader cannot tell which calls). */
  public Frame withStrength(Strength s) {
    return with(s, commands, paths, since, ungrounded);
  }

  /** The same rule naming other commands (a clause's own, or those its lead-in names). */
  public Frame withCommands(List<CommandRef> other) {
    return with(strength, other, paths, since, ungrounded);
  }

  /** The same rule about other paths (what "them" stands for in "…; do not edit them"). */
  public Frame withPaths(List<String> other) {
    return with(strength, commands, other, since, ungrounded);
  }

  /**
   * The same rule opened by the writes a list names ("… when you change:" over `schema/`): the
   * condition its lead-in left open is grounded by the list.
   */
  public Frame openedBy(Since other) {
    return with(strength, commands, paths, Optional.of(other), false);
  }

  /** The same rule, grounded or not as {@code notGrounded} says. */
  public Frame ungroundedAs(boolean notGrounded) {
    return with(strength, commands, paths, since, notGrounded);
  }

  /** The same duty, its commands owed passing ("… Both must be green."). */
  public Frame passingRuns() {
    return with(strength, commands, paths, since, ungrounded, true, later, descriptive, text);
  }

  /**
   * The same duty owed passing before {@code milestone} when it names no step of its own ("run X
   * and Y; both must succeed before a PR"), the words of the clause that names the milestone kept
   * after the duty's own when the milestone is taken from it ("…; both need to pass before you mark
   * the PR ready": which act on the PR, those words say).
   */
  public Frame passingRunsBefore(Optional<Act> milestone, String milestoneWords) {
    boolean adopted = later.isEmpty() && milestone.isPresent();
    return with(
        strength,
        commands,
        paths,
        since,
        ungrounded,
        true,
        adopted ? milestone : later,
        // ("The tests are `go test ./...`; they must pass before you commit": the runs a
        // description names, owed once the pronoun's clause says so)
        false,
        adopted && milestoneWords != null ? text + "; " + milestoneWords : text);
  }

  private Frame with(
      Strength s,
      List<CommandRef> other,
      List<String> otherPaths,
      Optional<Since> opens,
      boolean notGrounded) {
    return with(s, other, otherPaths, opens, notGrounded, passing, later, descriptive, text);
  }

  private Frame with(
      Strength s,
      List<CommandRef> other,
      List<String> otherPaths,
      Optional<Since> opens,
      boolean notGrounded,
      boolean owedPassing,
      Optional<Act> step,
      boolean described,
      String words) {
    return new Frame(
        s,
        negative,
        ask,
        acts,
        other,
        otherPaths,
        flags,
        tokens,
        fileKinds,
        purposes,
        step,
        laterCommand,
        opens,
        owedPassing,
        notGrounded,
        preferred,
        replaced,
        branch,
        subjects,
        described,
        bare,
        options,
        runningPurposes,
        runningCommands,
        httpMethods,
        replacedTokens,
        laterTools,
        excludedPaths,
        words);
  }
}
