package io.contextcov.runtime.audit;

/**
 * Receives every decision; implementations must be safe for concurrent calls and never lose one.
 */
public interface AuditSink extends AutoCloseable {
  void record(AuditRecord record);

  @Override
  default void close() {}

  /** A sink that keeps nothing. */
  AuditSink NONE = r -> {};
}
