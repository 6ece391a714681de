package io.contextcov.bundle;

import io.contextcov.condition.Expr;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** What a constraint does to the calls it matches: one record per kind, with that kind's keys. */
public sealed interface Effect {
  Kind kind();

  /** A matching call is blocked. */
  record Deny() implements Effect {
    @Override
    public Kind kind() {
      return Kind.DENY;
    }
  }

  /** A matching call is explicitly permitted, overriding lower-priority blocks. */
  record Allow() implements Effect {
    @Override
    public Kind kind() {
      return Kind.ALLOW;
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
  }

  /** A matching call needs a human's approval. */
  record Confirm() implements Effect {
    @Override
    public Kind kind() {
      return Kind.CONFIRM;
    }
  }

  /**
   * A matching call needs an earlier call in the session that matches {@code after} and, if given,
   * {@code afterWhen} (evaluated on that earlier call).
   */
  record Sequence(ActionPattern after, Optional<Expr> afterWhen) implements Effect {
    public Sequence {
      Objects.requireNonNull(after, "after");
      Objects.requireNonNull(afterWhen, "afterWhen");
    }

    @Override
    public Kind kind() {
      return Kind.SEQUENCE;
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
  }
}
