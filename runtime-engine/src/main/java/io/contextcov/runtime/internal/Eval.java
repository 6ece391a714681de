package io.contextcov.runtime.internal;

/** A compiled expression: evaluates against a context without parsing or reflection. */
@FunctionalInterface
public interface Eval {
  Object eval(Ctx ctx);

  /** The expression as a condition: true only for {@code true}. */
  default boolean test(Ctx ctx) {
    return Ops.truthy(eval(ctx));
  }
}
