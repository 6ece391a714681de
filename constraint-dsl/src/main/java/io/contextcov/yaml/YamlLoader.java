package io.contextcov.yaml;

import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;

/**
 * Loads one YAML document (JSON is a subset) into {@link YamlNode}s, refusing hostile input with a
 * located diagnostic: files over {@link #MAX_BYTES}, invalid UTF-8, nesting deeper than {@link
 * #MAX_DEPTH}, alias bombs, custom tags, several documents.
 */
public final class YamlLoader {
  public static final int MAX_BYTES = 8 * 1024 * 1024;
  public static final int MAX_DEPTH = 64;
  private static final int MAX_ALIASES = 20;

  /** The outcome: the root node when the text is well-formed, and every problem found. */
  public record Loaded(Optional<YamlNode> root, List<Diagnostic> diagnostics) {
    public Loaded {
      diagnostics = List.copyOf(diagnostics);
    }
  }

  private YamlLoader() {}

  public static Loaded load(Path path, String displayName) {
    byte[] bytes;
    try {
      if (Files.size(path) > MAX_BYTES) {
        return failed(
            displayName, 1, 1, "file is larger than " + MAX_BYTES / (1024 * 1024) + " MiB");
      }
      bytes = Files.readAllBytes(path);
    } catch (IOException e) {
      return failed(displayName, 1, 1, "cannot read file: " + e.getMessage());
    }
    return load(bytes, displayName);
  }

  public static Loaded load(byte[] bytes, String file) {
    if (bytes.length > MAX_BYTES) {
      return failed(file, 1, 1, "file is larger than " + MAX_BYTES / (1024 * 1024) + " MiB");
    }
    Optional<Diagnostic> encoding = checkUtf8(bytes, file);
    if (encoding.isPresent()) {
      return new Loaded(Optional.empty(), List.of(encoding.get()));
    }
    String text = new String(bytes, StandardCharsets.UTF_8);
    if (!text.isEmpty() && text.charAt(0) == '\uFEFF') {
      text = text.substring(1);
    }
    return load(text, file);
  }

  public static Loaded load(String text, String file) {
    // decided before parsing: past the limit, which of size or depth the parser trips on first
    // would depend on the stack the JIT leaves it
    if (text.length() > MAX_BYTES) {
      return failed(file, 1, 1, "file is larger than " + MAX_BYTES / (1024 * 1024) + " MiB");
    }
    Optional<Diagnostic> depth = flowDepth(text, file);
    if (depth.isPresent()) {
      return new Loaded(Optional.empty(), List.of(depth.get()));
    }
    LoadSettings settings =
        LoadSettings.builder()
            .setLabel(file)
            .setUseMarks(true)
            .setAllowDuplicateKeys(true) // reported by the reader with both positions
            .setAllowRecursiveKeys(false)
            .setMaxAliasesForCollections(MAX_ALIASES)
            .setCodePointLimit(MAX_BYTES)
            .build();
    Node root;
    try {
      Iterable<Node> docs = new Compose(settings).composeAllFromString(text);
      List<Node> all = new ArrayList<>();
      for (Node n : docs) {
        all.add(n);
        if (all.size() > 1) {
          Span at = span(file, n.getStartMark());
          return new Loaded(
              Optional.empty(),
              List.of(
                  Diagnostic.error(
                      Code.YAML, at, "a bundle is one YAML document, found a second", null)));
        }
      }
      if (all.isEmpty()) {
        return new Loaded(Optional.empty(), List.of());
      }
      root = all.get(0);
    } catch (MarkedYamlEngineException e) {
      Span at = span(file, e.getProblemMark().or(e::getContextMark));
      return new Loaded(
          Optional.empty(),
          List.of(Diagnostic.error(Code.YAML, at, yamlMessage(e.getProblem()), null)));
    } catch (YamlEngineException e) {
      return failed(file, 1, 1, yamlMessage(e.getMessage()));
    } catch (StackOverflowError e) {
      return failed(file, 1, 1, "YAML is nested too deeply");
    }
    List<Diagnostic> problems = new ArrayList<>();
    YamlNode converted = new Converter(file, text.split("\n", -1), problems).convert(root, 0);
    if (!problems.isEmpty()) {
      return new Loaded(Optional.empty(), problems);
    }
    return new Loaded(Optional.of(converted), List.of());
  }

  private static String yamlMessage(String message) {
    if (message == null) {
      return "malformed YAML";
    }
    String m = message.strip();
    if (m.contains("Number of aliases for non-scalar nodes exceeds")) {
      return "too many aliases (more than " + MAX_ALIASES + "): the file looks like an alias bomb";
    }
    if (m.contains("code point limit") || m.contains("exceeds the limit")) {
      return "file is larger than " + MAX_BYTES / (1024 * 1024) + " MiB";
    }
    return "malformed YAML: " + m;
  }

  /** Converts composer nodes to {@link YamlNode}s, checking depth, recursion and tags. */
  private record Converter(String file, String[] lines, List<Diagnostic> problems) {
    YamlNode convert(Node node, int depth) {
      Span span = span(file, node.getStartMark());
      if (depth > MAX_DEPTH) {
        problems.add(
            Diagnostic.error(Code.YAML, span, "nested more than " + MAX_DEPTH + " levels deep"));
        return new YamlNode.Scalar("", YamlNode.ScalarType.NULL, span);
      }
      if (node.isRecursive()) {
        problems.add(Diagnostic.error(Code.YAML, span, "recursive alias"));
        return new YamlNode.Scalar("", YamlNode.ScalarType.NULL, span);
      }
      Tag tag = node.getTag();
      if (node instanceof ScalarNode s) {
        return scalar(s, tag, span);
      }
      if (node instanceof SequenceNode seq) {
        if (!tag.equals(Tag.SEQ)) {
          problems.add(customTag(tag, span));
        }
        List<YamlNode> items = new ArrayList<>();
        for (Node child : seq.getValue()) {
          items.add(convert(child, depth + 1));
        }
        return new YamlNode.Sequence(items, span);
      }
      MappingNode map = (MappingNode) node;
      if (!tag.equals(Tag.MAP)) {
        problems.add(customTag(tag, span));
      }
      List<YamlNode.Entry> entries = new ArrayList<>();
      for (NodeTuple t : map.getValue()) {
        YamlNode key = convert(t.getKeyNode(), depth + 1);
        if (!(key instanceof YamlNode.Scalar k)) {
          problems.add(Diagnostic.error(Code.YAML, key.span(), "mapping keys must be plain text"));
          continue;
        }
        entries.add(new YamlNode.Entry(k, convert(t.getValueNode(), depth + 1)));
      }
      return new YamlNode.Mapping(entries, span);
    }

    private YamlNode.Scalar scalar(ScalarNode s, Tag tag, Span span) {
      YamlNode.ScalarType type = scalarType(tag);
      if (type == null) {
        problems.add(customTag(tag, span));
        type = YamlNode.ScalarType.STRING;
      }
      int line = span.line();
      int column = span.column();
      switch (s.getScalarStyle()) {
        case PLAIN -> {}
        case SINGLE_QUOTED, DOUBLE_QUOTED -> {
          column++;
          type = YamlNode.ScalarType.STRING;
        }
        default -> {
          type = YamlNode.ScalarType.STRING;
          line++;
          String next = line - 1 < lines.length ? lines[line - 1] : "";
          column = 1 + (next.length() - next.stripLeading().length());
        }
      }
      return new YamlNode.Scalar(s.getValue(), type, span, line, column);
    }
  }

  private static Diagnostic customTag(Tag tag, Span span) {
    return Diagnostic.error(
        Code.YAML,
        span,
        "custom YAML tag `" + tag.getValue() + "` is not allowed",
        "remove the tag; a bundle holds only plain maps, lists and scalars");
  }

  private static YamlNode.ScalarType scalarType(Tag tag) {
    if (tag.equals(Tag.STR)) {
      return YamlNode.ScalarType.STRING;
    }
    if (tag.equals(Tag.INT) || tag.equals(Tag.FLOAT)) {
      return YamlNode.ScalarType.NUMBER;
    }
    if (tag.equals(Tag.BOOL)) {
      return YamlNode.ScalarType.BOOLEAN;
    }
    if (tag.equals(Tag.NULL)) {
      return YamlNode.ScalarType.NULL;
    }
    return null;
  }

  static Span span(String file, Optional<Mark> mark) {
    return mark.map(m -> Span.at(file, m.getLine() + 1, m.getColumn() + 1)).orElse(Span.file(file));
  }

  private static Loaded failed(String file, int line, int column, String message) {
    return new Loaded(
        Optional.empty(),
        List.of(Diagnostic.error(Code.YAML, Span.at(file, line, column), message)));
  }

  /** Finds the first byte that is not valid UTF-8 and reports its line and column. */
  private static Optional<Diagnostic> checkUtf8(byte[] bytes, String file) {
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length + 1);
    CoderResult result =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT)
            .decode(in, out, true);
    if (!result.isError()) {
      return Optional.empty();
    }
    out.flip();
    int line = 1;
    int column = 1;
    for (int i = 0; i < out.limit(); i++) {
      if (out.get(i) == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    return Optional.of(
        Diagnostic.error(
            Code.YAML,
            Span.at(file, line, column),
            "file is not valid UTF-8 (byte " + in.position() + ")",
            "save the file as UTF-8"));
  }

  /** Deep flow nesting ({@code [[[[…}) is refused before the recursive composer sees it. */
  private static Optional<Diagnostic> flowDepth(String text, String file) {
    int depth = 0;
    int line = 1;
    int column = 0;
    char quote = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      column++;
      if (c == '\n') {
        line++;
        column = 0;
        quote = 0;
      } else if (quote != 0) {
        if (c == quote) {
          quote = 0;
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '#') {
        int nl = text.indexOf('\n', i);
        if (nl < 0) {
          break;
        }
        i = nl - 1;
      } else if (c == '[' || c == '{') {
        if (++depth > MAX_DEPTH) {
          return Optional.of(
              Diagnostic.error(
                  Code.YAML,
                  Span.at(file, line, column),
                  "nested more than " + MAX_DEPTH + " levels deep"));
        }
      } else if (c == ']' || c == '}') {
        depth = Math.max(0, depth - 1);
      }
    }
    return Optional.empty();
  }
}
