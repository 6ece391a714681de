package io.contextcov.runtime.adapters;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Where gateway sessions live between events: the events that change a session (a call allowed or
 * run, a result, a user's turn), kept per session id and read back to rebuild it. Opening a session
 * takes its lock, so one decision at a time changes it, across threads, processes or — with a
 * shared store — machines; {@link Journal#close} releases it.
 */
public interface SessionStore {
  /** One session's events, locked while open. */
  interface Journal extends AutoCloseable {
    /** The events read when it was opened, oldest first (empty when opened without reading). */
    List<Map<String, Object>> events();

    /** Records one event before the answer is given; a failure must reach the caller. */
    void append(Map<String, Object> event) throws IOException;

    /** Forgets the session. */
    void clear() throws IOException;

    @Override
    void close() throws IOException;
  }

  /**
   * Opens and locks a session; {@code read} false skips reading its events (a server holding the
   * session in memory only appends). A store that other processes share ignores {@code read} false:
   * what they appended must be read.
   */
  Journal open(String sessionId, boolean read) throws IOException;

  /** Whether other processes may change the sessions (then nothing is kept between events). */
  default boolean shared() {
    return false;
  }
}
