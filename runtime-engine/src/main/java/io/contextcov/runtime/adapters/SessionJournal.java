package io.contextcov.runtime.adapters;

import io.contextcov.json.Json;
import io.contextcov.text.Sha256;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a gateway session has seen, kept on disk so that a hook run per call (or a restarted server)
 * continues the same session: one JSON line per event (a call allowed or run, a result, a user's
 * turn), written before the answer is given (so it survives the process being killed; with {@code
 * fsync} also forced to the device, against power loss), under an exclusive file lock. A torn last
 * line (a crash mid-write) is skipped when read. When the file holds more than twice {@code keep}
 * events it is rewritten, atomically, to the last {@code keep}.
 */
public final class SessionJournal implements SessionStore {
  private final Path dir;
  private final int keep;
  private final boolean fsync;

  public SessionJournal(Path dir, int keep, boolean fsync) {
    this.dir = dir;
    this.keep = keep;
    this.fsync = fsync;
  }

  /** An open, locked journal of one session. */
  public final class Handle implements SessionStore.Journal {
    private final Path file;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final List<Map<String, Object>> events;
    private boolean read;
    private long size;

    private Handle(
        Path file, FileChannel lockChannel, FileLock lock, List<Map<String, Object>> events) {
      this.file = file;
      this.lockChannel = lockChannel;
      this.lock = lock;
      this.events = events;
    }

    /** The events read when the journal was opened, oldest first. */
    @Override
    public List<Map<String, Object>> events() {
      return events;
    }

    /** Appends one event and forces it to the device. */
    @Override
    public void append(Map<String, Object> event) throws IOException {
      String line = Json.write(event) + "\n";
      try (FileChannel ch =
          FileChannel.open(
              file,
              StandardOpenOption.CREATE,
              StandardOpenOption.WRITE,
              StandardOpenOption.APPEND)) {
        ByteBuffer buf = ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8));
        while (buf.hasRemaining()) {
          ch.write(buf);
        }
        if (fsync) {
          ch.force(false);
        }
        size = ch.size();
      }
      events.add(event);
      if (read && events.size() > 2 * keep || !read && size > COMPACT_BYTES) {
        compact();
      }
    }

    /** Forgets the session (a new conversation in the same id). */
    @Override
    public void clear() throws IOException {
      Files.deleteIfExists(file);
      events.clear();
    }

    private void compact() throws IOException {
      if (!read) {
        events.clear();
        events.addAll(readAll(file));
        read = true;
      }
      List<Map<String, Object>> last =
          new ArrayList<>(events.subList(events.size() - keep, events.size()));
      StringBuilder out = new StringBuilder();
      last.forEach(e -> out.append(Json.write(e)).append('\n'));
      Path tmp = Files.createTempFile(dir, ".journal", ".tmp");
      Files.writeString(tmp, out, StandardCharsets.UTF_8);
      try {
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
      }
      events.clear();
      events.addAll(last);
    }

    @Override
    public void close() throws IOException {
      try {
        lock.release();
      } finally {
        lockChannel.close();
      }
    }
  }

  /** A journal that has grown past this is rewritten to its last events (append-only handles). */
  private static final long COMPACT_BYTES = 4L * 1024 * 1024;

  /** Opens (creating the directory when needed) and locks a session's journal, reading it. */
  public Handle open(String sessionId) throws IOException {
    return open(sessionId, true);
  }

  /**
   * Opens and locks a session's journal; {@code read} false skips reading what is there (a server
   * that holds the session in memory only appends).
   */
  @Override
  public Handle open(String sessionId, boolean read) throws IOException {
    Files.createDirectories(dir);
    String name = Sha256.hex(sessionId).substring(0, 32);
    Path file = dir.resolve(name + ".jsonl");
    FileChannel lockChannel =
        FileChannel.open(
            dir.resolve(name + ".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    FileLock lock;
    try {
      lock = lockChannel.lock();
    } catch (IOException | RuntimeException e) {
      lockChannel.close();
      throw e;
    }
    List<Map<String, Object>> events = new ArrayList<>();
    try {
      if (read) {
        events.addAll(readAll(file));
      }
    } catch (IOException | RuntimeException e) {
      lock.release();
      lockChannel.close();
      throw e;
    }
    Handle h = new Handle(file, lockChannel, lock, events);
    h.read = read;
    return h;
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> readAll(Path file) throws IOException {
    List<Map<String, Object>> events = new ArrayList<>();
    if (Files.isRegularFile(file)) {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        if (line.isBlank()) {
          continue;
        }
        try {
          if (Json.parse(line) instanceof Map<?, ?> m) {
            events.add((Map<String, Object>) m);
          }
        } catch (Json.ParseException torn) {
          // a line cut short by a crash: the events before it stand
        }
      }
    }
    return events;
  }
}
