package io.contextcov.bundle;

import io.contextcov.condition.Expr;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a constraint does to the calls it matches: one record per kind, with that kind's keys. Code
 * that interprets effects goes through {@link #match}, so a new kind fails to compile everywhere it
 * is not yet handled.
 */
public sealed interface Effect {
  Kind kind();

  /** Calls the case of {@code cases} for this effect's kind. */
  <R> R match(Cases<R> cases);

  /** One method per kind. */
  interface Cases<R> {
    R deny(Deny d);

    R allow(Allow a);

    R assertion(Assert a);

    R confirm(Confirm c);

    R sequence(Sequence s);

    R limit(Limit l);

    R transform(Transform t);
  }

  /** A matching call is blocked. */
  record Deny() implements Effect {
    @Override
    public Kind kind() {
      return Kind.DENY;
    }

    @Override
    public <R> R match(Cases<R> cases) {
      return cases.deny(this);
    }
  }

  /** A matching call is explicitly permitted, overriding lower-priority blocks. */
  record Allow() implements Effect {
    @Override
    public Kind kind() {
      return Kind.ALLOW;
    }

    @Override
    public <R> R match(Cases<R> cases) {
      return cases.allow(this);
    }
  }

  /** A matching call must satisfy {@code require}. */
  record Assert(Expr require) implements Effect {
    public Assert {
      Objects.requireNonNull(require, "require");
    }

    @Override
    public Kind kind() {
      return Kind.ASSERT;
    }

    @Override
    public <R> R match(Cases<R> cases) {
      return cases.assertion(this);
    }
  }

  /** A matching call needs a human's approval. */
  record Confirm() implements Effect {
    @Override
    public Kind kind() {
      return Kind.CONFIRM;
    }

    @Override
    public <R> R match(Cases<R> cases) {
      return cases.confirm(this);
    }
  }

  /**
   * A matching call needs an earlier call in the session that matches {@code after} and, if given,
   * {@code afterWhen} (evaluated on that earlier call; the parts of it that read {@code result} are
   * evaluated again when the earlier call's result is recorded, and the latest such call counts).
   * With {@code since}, the obligation holds only once a call matching {@code since} and {@code
   * sinceWhen} was made, and the required call must come after the latest of those ("format after
   * the last edit").
   */
  record Sequence(
      ActionPattern after,
      Optional<Expr> afterWhen,
      Optional<ActionPattern> since,
      Optional<Expr> sinceWhen)
      implements Effect {
    public Sequence {
      Objects.requireNonNull(after, "after");
      Objects.requireNonNull(afterWhen, "afterWhen");
      Objects.requireNonNull(since, "since");
      Objects.requireNonNull(sinceWhen, "sinceWhen");
      if (sinceWhen.isPresent() && since.isEmpty()) {
        throw new IllegalArgumentException("since-when needs since");
      }
    }

    public Sequence(ActionPattern after, Optional<Expr> afterWhen) {
      this(after, afterWhen, Optional.empty(), Optional.empty());
    }

    @Override
    public Kind kind() {
      return Kind.SEQUENCE;
    }

    @Override
    public <R> R match(Cases<R> cases) {
      return cases.sequence(this);
    }
  }

  /** At most {@code max} matching calls per window, counted separately per value of {@code key}. */
  record Limit(long max, Window per, Optional<Expr> key) implements Effect {
    public Limit {
      if (max < 0) {
        throw new IllegalArgumentException("max must not be negative");
      }
      Objects.requireNonNull(per, "per");
      Objects.requireNonNull(key, "key");
    }

    @Override
    public Kind kind() {
      return Kind.LIMIT;
    }

    @Override
    public <R> R match(Cases<R> cases) {
      return cases.limit(this);
    }
  }

  /** Rewrites the tool result before the model sees it. */
  record Transform(List<TransformStep> apply) implements Effect {
    public Transform {
      apply = List.copyOf(apply);
      if (apply.isEmpty()) {
        throw new IllegalArgumentException("a transform has at least one step");
      }
    }

    @Override
    public Kind kind() {
      return Kind.TRANSFORM;
    }

    @Override
    public <R> R match(Cases<R> cases) {
      return cases.transform(this);
    }
  }
}
