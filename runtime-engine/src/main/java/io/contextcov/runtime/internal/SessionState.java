package io.contextcov.runtime.internal;

import io.contextcov.runtime.ToolCall;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * What a session remembers: a bounded history of allowed calls and their results, the counters of
 * {@code limit} constraints and which {@code sequence} prerequisites were met. Not thread-safe; the
 * owning session serialises access.
 */
public final class SessionState implements Ctx.History {
  /** An allowed call, when it was made, and its result once known. */
  public static final class Entry {
    public final ToolCall call;
    public final long millis;

    /** The position of the call in the session: 0 for the first recorded call, then 1, 2, … */
    public final long index;

    public Object result;
    public boolean hasResult;

    Entry(ToolCall call, long millis, long index) {
      this.call = call;
      this.millis = millis;
      this.index = index;
    }
  }

  /**
   * Where a sequence stands: the latest call that opened it ({@code since}), the latest call that
   * could meet it ({@code after} and the call part of {@code after-when}) and whether that call met
   * it (the result part of {@code after-when}, once its result is known).
   */
  public static final class Progress {
    public long opened = -1;
    public long candidate = -1;
    public Entry candidateEntry;
    public boolean met;
  }

  private final int maxHistory;
  private final Deque<Entry> history = new ArrayDeque<>();
  private final Map<String, Map<Object, Deque<Long>>> windows = new HashMap<>();
  private final Map<String, Map<Object, Long>> totals = new HashMap<>();
  private final Map<String, Progress> progress = new HashMap<>();

  /** Paths written in the session, normalised, most recent last; bounded like the history. */
  private final LinkedHashSet<String> writtenPaths = new LinkedHashSet<>();

  private String userTurn;
  private long recorded;

  public SessionState(int maxHistory) {
    this.maxHistory = maxHistory;
  }

  public Entry record(ToolCall call, long millis) {
    Entry e = new Entry(call, millis, recorded++);
    history.addLast(e);
    if (history.size() > maxHistory) {
      history.removeFirst();
    }
    return e;
  }

  /** The newest entry for exactly this call that has no result yet. */
  public Entry pending(ToolCall call) {
    Iterator<Entry> it = history.descendingIterator();
    while (it.hasNext()) {
      Entry e = it.next();
      if (!e.hasResult && e.call.equals(call)) {
        return e;
      }
    }
    return null;
  }

  public List<Entry> entries() {
    return new ArrayList<>(history);
  }

  @Override
  public Object lastResult(String tool, String key, Object value) {
    Iterator<Entry> it = history.descendingIterator();
    while (it.hasNext()) {
      Entry e = it.next();
      if (!e.hasResult || !actionMatches(tool, e.call.action())) {
        continue;
      }
      if (key == null || Ops.eq(e.call.args().get(key), value)) {
        return e.result;
      }
    }
    return null;
  }

  /** An exact tool name, or a glob such as {@code *_reservation*} for "any tool on it". */
  private static boolean actionMatches(String tool, String action) {
    return io.contextcov.bundle.ActionPattern.isGlob(tool)
        ? io.contextcov.bundle.ActionPattern.globMatches(tool, action)
        : tool.equals(action);
  }

  /** Remembers a path the session wrote (a file tool's or the shell's). */
  public void wrote(String path) {
    writtenPaths.remove(path);
    writtenPaths.add(path);
    if (writtenPaths.size() > maxHistory) {
      writtenPaths.remove(writtenPaths.iterator().next());
    }
  }

  @Override
  public boolean written(java.util.function.Predicate<String> path) {
    for (String p : writtenPaths) {
      if (path.test(p)) {
        return true;
      }
    }
    return false;
  }

  private final Provenance provenance = new Provenance();

  /** Records the user's latest turn (also trusted text for {@link Provenance}). */
  public void userTurn(String text) {
    this.userTurn = text;
    provenance.trusted(text);
  }

  @Override
  public Provenance provenance() {
    return provenance;
  }

  /** How many calls the session has recorded: the step number of the latest one. */
  public long recorded() {
    return recorded;
  }

  @Override
  public String userTurn() {
    return userTurn;
  }

  /** The progress of a sequence, created on first use. */
  public Progress progress(String sequenceId) {
    return progress.computeIfAbsent(sequenceId, k -> new Progress());
  }

  /** Calls counted for a limit and key within the window ending now. */
  public long count(String limitId, Object key, Duration window, long now) {
    if (window == null) {
      return totals.getOrDefault(limitId, Map.of()).getOrDefault(key, 0L);
    }
    Deque<Long> times = windows.getOrDefault(limitId, Map.of()).get(key);
    if (times == null) {
      return 0;
    }
    long start = now - window.toMillis();
    while (!times.isEmpty() && times.peekFirst() <= start) {
      times.removeFirst();
    }
    return times.size();
  }

  public void count(String limitId, Object key, Duration window, long now, long max) {
    if (window == null) {
      totals.computeIfAbsent(limitId, k -> new HashMap<>()).merge(key, 1L, Long::sum);
      return;
    }
    Deque<Long> times =
        windows
            .computeIfAbsent(limitId, k -> new HashMap<>())
            .computeIfAbsent(key, k -> new ArrayDeque<>());
    times.addLast(now);
    while (times.size() > max + 1) {
      times.removeFirst();
    }
  }
}
