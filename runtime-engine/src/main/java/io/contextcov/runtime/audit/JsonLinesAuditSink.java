package io.contextcov.runtime.audit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Appends one JSON line per decision to a file. Each line is built completely before a lock is
 * taken and written with its newline in one call, so lines are never interleaved under concurrency.
 *
 * <p>Flush policy: with {@link Flush#EVERY_RECORD} (the default) every line reaches the operating
 * system before {@link #record} returns, so a crash of the JVM loses nothing already decided; with
 * {@link Flush#ON_CLOSE} lines are buffered and written when the buffer fills and on {@link #close}
 * — faster, but a JVM crash may lose the buffered tail.
 */
public final class JsonLinesAuditSink implements AuditSink {
  /** When buffered lines reach the file. */
  public enum Flush {
    EVERY_RECORD,
    ON_CLOSE
  }

  private final Writer writer;
  private final Flush flush;
  private final ReentrantLock lock = new ReentrantLock();
  private boolean closed;

  public JsonLinesAuditSink(Path file, Flush flush) throws IOException {
    this.writer =
        Files.newBufferedWriter(
            file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    this.flush = flush;
  }

  public JsonLinesAuditSink(Path file) throws IOException {
    this(file, Flush.EVERY_RECORD);
  }

  @Override
  public void record(AuditRecord record) {
    String line = record.toJsonLine() + "\n";
    lock.lock();
    try {
      if (closed) {
        throw new IllegalStateException("audit sink is closed");
      }
      writer.write(line);
      if (flush == Flush.EVERY_RECORD) {
        writer.flush();
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the audit log", e);
    } finally {
      lock.unlock();
    }
  }

  @Override
  public void close() {
    lock.lock();
    try {
      if (!closed) {
        closed = true;
        writer.close();
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot close the audit log", e);
    } finally {
      lock.unlock();
    }
  }
}
