package io.contextcov.runtime.audit;

import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

/** Keeps records in memory, for tests and for hosts that ship them elsewhere. */
public final class InMemoryAuditSink implements AuditSink {
  private final ConcurrentLinkedQueue<AuditRecord> records = new ConcurrentLinkedQueue<>();

  @Override
  public void record(AuditRecord record) {
    records.add(record);
  }

  public List<AuditRecord> records() {
    return List.copyOf(records);
  }
}
