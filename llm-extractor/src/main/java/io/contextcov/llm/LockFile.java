package io.contextcov.llm;

import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import io.contextcov.yaml.CanonicalYaml;
import io.contextcov.yaml.YamlLoader;
import io.contextcov.yaml.YamlNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code contextcov.lock}: the model answers a compile accepted, keyed by statement text hash,
 * model and prompt version, in canonical YAML so a pull request shows exactly what changed. Every
 * accepted answer is written at once (to a temporary file moved over the old one), so an
 * interrupted compile keeps what it already paid for.
 */
public final class LockFile {
  public static final int FORMAT_VERSION = 1;

  /**
   * One locked answer; {@code statement} is kept so a reviewer can read what was asked (empty in a
   * hand-written lock that keeps only the key's hash), {@code note} says where a hand-written
   * answer came from (empty for a model's).
   */
  public record Entry(String statement, String answer, String note) {
    public Entry {
      java.util.Objects.requireNonNull(statement, "statement");
      java.util.Objects.requireNonNull(answer, "answer");
      java.util.Objects.requireNonNull(note, "note");
    }

    public Entry(String statement, String answer) {
      this(statement, answer, "");
    }
  }

  private final Optional<Path> path;
  private final TreeMap<String, Entry> entries = new TreeMap<>();

  private LockFile(Optional<Path> path) {
    this.path = path;
  }

  /** A lock kept in memory only (nothing is written). */
  public static LockFile inMemory() {
    return new LockFile(Optional.empty());
  }

  /** The lock at {@code path}, empty when the file does not exist yet. */
  public static Result open(Path path) {
    LockFile lock = new LockFile(Optional.of(path));
    if (!Files.exists(path)) {
      return new Result(Optional.of(lock), List.of());
    }
    String name = path.toString();
    YamlLoader.Loaded loaded = YamlLoader.load(path, name);
    List<Diagnostic> out = new ArrayList<>(loaded.diagnostics());
    if (out.stream().anyMatch(Diagnostic::isError)) {
      return new Result(Optional.empty(), out);
    }
    if (loaded.root().isEmpty()
        || !(loaded.root().get() instanceof YamlNode.Mapping root)
        || !scalar(root, "contextcov-lock").equals(Optional.of(String.valueOf(FORMAT_VERSION)))) {
      out.add(
          Diagnostic.error(
              Code.NOT_A_BUNDLE,
              Span.at(name, 1, 1),
              "not a contextcov lock file (expected `contextcov-lock: " + FORMAT_VERSION + "`)",
              "delete it to start a new lock, or point --lock at the right file"));
      return new Result(Optional.empty(), out);
    }
    Optional<YamlNode> list = root.get("entries");
    if (list.isPresent() && list.get() instanceof YamlNode.Mapping m) {
      for (YamlNode.Entry e : m.entries()) {
        Optional<String> statement =
            e.value() instanceof YamlNode.Mapping v ? scalar(v, "statement") : Optional.empty();
        Optional<String> answer =
            e.value() instanceof YamlNode.Mapping v ? scalar(v, "answer") : Optional.empty();
        Optional<String> note =
            e.value() instanceof YamlNode.Mapping v ? scalar(v, "note") : Optional.empty();
        if (answer.isEmpty()) {
          out.add(
              Diagnostic.error(
                  Code.MISSING_KEY,
                  e.value().span(),
                  "a lock entry needs an `answer` (and may have `statement` and `note`)"));
          continue;
        }
        lock.entries.put(
            e.key().text(), new Entry(statement.orElse(""), answer.get(), note.orElse("")));
      }
    } else if (list.isPresent()) {
      out.add(
          Diagnostic.error(
              Code.WRONG_TYPE,
              list.get().span(),
              "`entries` must be a mapping of keys to answers"));
    }
    boolean errors = out.stream().anyMatch(Diagnostic::isError);
    return new Result(errors ? Optional.empty() : Optional.of(lock), out);
  }

  /** An opened lock, or the diagnostics explaining why it could not be read. */
  public record Result(Optional<LockFile> lock, List<Diagnostic> diagnostics) {}

  /** The label prefix of second-opinion entries. */
  static final String VERIFY = "verify/";

  /** The key of a second opinion on one answer to one statement. */
  public static String verifyKey(StatementRequest s, String answer, String modelLabel) {
    return StatementRequest.sha256(s.text() + "\n" + answer)
        + " "
        + VERIFY
        + modelLabel
        + " prompt-"
        + Prompt.VERSION;
  }

  /** The key of a statement's answer from a model under the current prompt. */
  public static String key(StatementRequest s, String modelLabel) {
    return s.textHash() + " " + modelLabel + " prompt-" + Prompt.VERSION;
  }

  /** The {@code provider:model} labels the lock holds answers from. */
  public synchronized SortedSet<String> models() {
    SortedSet<String> out = new TreeSet<>();
    for (String k : entries.keySet()) {
      String[] parts = k.split(" ");
      if (parts.length == 3 && !parts[1].startsWith(VERIFY)) {
        out.add(parts[1]);
      }
    }
    return out;
  }

  public synchronized Optional<Entry> get(String key) {
    return Optional.ofNullable(entries.get(key));
  }

  /** Records an accepted answer and writes the lock at once. */
  public synchronized void put(String key, Entry entry) {
    entries.put(key, entry);
    save();
  }

  /** Removes entries whose key is not in {@code live} (statements that no longer exist). */
  public synchronized int prune(Set<String> live) {
    int before = entries.size();
    entries.keySet().retainAll(live);
    if (entries.size() != before) {
      save();
    }
    return before - entries.size();
  }

  public synchronized int size() {
    return entries.size();
  }

  /** The canonical text of the lock. */
  public synchronized String text() {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("contextcov-lock", FORMAT_VERSION);
    Map<String, Object> list = new TreeMap<>();
    entries.forEach(
        (k, e) -> {
          Map<String, Object> v = new LinkedHashMap<>();
          if (!e.statement().isEmpty()) {
            v.put("statement", e.statement());
          }
          if (!e.note().isEmpty()) {
            v.put("note", e.note());
          }
          v.put("answer", e.answer());
          list.put(k, v);
        });
    root.put("entries", list);
    return CanonicalYaml.write(root);
  }

  private void save() {
    if (path.isEmpty()) {
      return;
    }
    Path target = path.get().toAbsolutePath();
    try {
      Path tmp = Files.createTempFile(target.getParent(), ".contextcov-lock", ".tmp");
      Files.writeString(tmp, text(), StandardCharsets.UTF_8);
      try {
        Files.move(
            tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + target, e);
    }
  }

  private static Optional<String> scalar(YamlNode.Mapping m, String key) {
    return m.get(key)
        .filter(YamlNode.Scalar.class::isInstance)
        .map(n -> ((YamlNode.Scalar) n).text());
  }
}
