package io.contextcov.cli;

import io.contextcov.json.Json;
import io.contextcov.runtime.adapters.SessionStore;
import io.contextcov.text.Sha256;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.SetArgs;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Sessions shared by a fleet of gateways in Redis: per session a list of events (JSON) and a lock
 * key. Opening a session takes the lock ({@code SET NX PX} with a random token, waiting up to the
 * budget), reads the list and hands it to the gateway, which replays it, decides, appends and
 * releases the lock (a compare-and-delete script) — so one decision at a time changes a session
 * across all replicas and no count is lost. Idle sessions expire after the TTL. Any Redis failure
 * is an {@link IOException}, which the gateway answers with a block: unreachable Redis never
 * allows.
 */
final class RedisSessionStore implements SessionStore, AutoCloseable {
  private static final String RELEASE =
      "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0"
          + " end";

  private final RedisClient client;
  private final Duration ttl;
  private final Duration wait;
  private final int keep;
  private StatefulRedisConnection<String, String> connection;

  /**
   * @param uri {@code redis://HOST:PORT[/DB]}
   * @param ttl how long an idle session is kept
   * @param wait the longest a decision waits for another replica's on the same session
   */
  RedisSessionStore(String uri, Duration ttl, Duration wait, int keep) {
    RedisURI parsed = RedisURI.create(uri);
    parsed.setTimeout(Duration.ofSeconds(2));
    this.client = RedisClient.create(parsed);
    this.ttl = ttl;
    this.wait = wait;
    this.keep = keep;
  }

  private synchronized RedisCommands<String, String> commands() throws IOException {
    try {
      if (connection == null || !connection.isOpen()) {
        connection = client.connect();
      }
      return connection.sync();
    } catch (RuntimeException e) {
      throw new IOException("cannot reach Redis: " + e.getMessage(), e);
    }
  }

  @Override
  public boolean shared() {
    return true;
  }

  @Override
  public Journal open(String sessionId, boolean read) throws IOException {
    RedisCommands<String, String> redis = commands();
    String key = "contextcov:session:" + Sha256.hex(sessionId).substring(0, 32);
    String lock = key + ":lock";
    String token = UUID.randomUUID().toString();
    long deadline = System.nanoTime() + wait.toNanos();
    try {
      // the lock outlives a crashed holder only by its expiry
      SetArgs args = SetArgs.Builder.nx().px(Math.max(1000, 2 * wait.toMillis()));
      long pause = 1;
      while (!"OK".equals(redis.set(lock, token, args))) {
        if (System.nanoTime() > deadline) {
          throw new IOException("session " + sessionId + " is busy in another replica");
        }
        Thread.sleep(pause);
        pause = Math.min(20, pause * 2);
      }
      List<Map<String, Object>> events = new ArrayList<>();
      for (String line : redis.lrange(key, 0, -1)) {
        if (Json.parseOrNull(line) instanceof Map<?, ?> m) {
          @SuppressWarnings("unchecked")
          Map<String, Object> e = (Map<String, Object>) m;
          events.add(e);
        }
      }
      return new RedisJournal(redis, key, lock, token, events);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while waiting for session " + sessionId, e);
    } catch (RuntimeException e) {
      throw new IOException("Redis failed: " + e.getMessage(), e);
    }
  }

  private final class RedisJournal implements Journal {
    private final RedisCommands<String, String> redis;
    private final String key;
    private final String lock;
    private final String token;
    private final List<Map<String, Object>> events;

    RedisJournal(
        RedisCommands<String, String> redis,
        String key,
        String lock,
        String token,
        List<Map<String, Object>> events) {
      this.redis = redis;
      this.key = key;
      this.lock = lock;
      this.token = token;
      this.events = events;
    }

    @Override
    public List<Map<String, Object>> events() {
      return events;
    }

    @Override
    public void append(Map<String, Object> event) throws IOException {
      try {
        long size = redis.rpush(key, Json.write(event));
        redis.pexpire(key, ttl.toMillis());
        if (size > 2L * keep) {
          redis.ltrim(key, -keep, -1);
        }
        events.add(event);
      } catch (RuntimeException e) {
        throw new IOException("Redis failed: " + e.getMessage(), e);
      }
    }

    @Override
    public void clear() throws IOException {
      try {
        redis.del(key);
        events.clear();
      } catch (RuntimeException e) {
        throw new IOException("Redis failed: " + e.getMessage(), e);
      }
    }

    @Override
    public void close() throws IOException {
      try {
        redis.eval(RELEASE, ScriptOutputType.INTEGER, new String[] {lock}, token);
      } catch (RuntimeException e) {
        throw new IOException("Redis failed: " + e.getMessage(), e);
      }
    }
  }

  @Override
  public synchronized void close() {
    if (connection != null) {
      connection.close();
    }
    client.shutdown();
  }
}
