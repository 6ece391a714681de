package io.contextcov.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * JSON values as plain Java: String, BigDecimal, Boolean, null, List and Map (insertion order),
 * read and written with Jackson's streaming API. {@link #parse} refuses duplicate keys, trailing
 * text and nesting deeper than 512. Written text is ASCII-safe where it matters: control
 * characters, U+2028/U+2029 and every UTF-16 surrogate are escaped, so a lone surrogate in a value
 * becomes {@code \ud800} instead of corrupting a JSON-lines file.
 */
public final class Json {
  private static final int MAX_DEPTH = 512;

  private static final JsonFactory FACTORY =
      new JsonFactoryBuilder()
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
          .characterEscapes(new Escapes())
          .build();

  private Json() {}

  /** A JSON syntax error at a 1-based line and column. */
  public static final class ParseException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int line;
    private final int column;

    ParseException(String message, int line, int column) {
      super(message);
      this.line = line;
      this.column = column;
    }

    public int line() {
      return line;
    }

    public int column() {
      return column;
    }
  }

  /** The value of a JSON text, or null when it is not one (for text that may or may not be). */
  public static Object parseOrNull(String text) {
    if (text == null) {
      return null;
    }
    String t = text.strip();
    if (t.isEmpty() || (t.charAt(0) != '{' && t.charAt(0) != '[' && t.charAt(0) != '"')) {
      return null;
    }
    try {
      return parse(t);
    } catch (ParseException e) {
      return null;
    }
  }

  public static Object parse(String text) throws ParseException {
    try (JsonParser p = FACTORY.createParser(text)) {
      JsonToken first = p.nextToken();
      if (first == null) {
        throw new ParseException("no JSON value", 1, 1);
      }
      Object v = value(p);
      if (p.nextToken() != null) {
        throw error("unexpected text after the JSON value", p.currentTokenLocation());
      }
      return v;
    } catch (JsonProcessingException e) {
      throw error(cleanMessage(e), e.getLocation());
    } catch (IOException e) {
      throw new UncheckedIOException("reading a string cannot fail", e);
    }
  }

  private static Object value(JsonParser p) throws IOException {
    JsonToken t = p.currentToken();
    switch (t) {
      case START_OBJECT:
        {
          Map<String, Object> out = new LinkedHashMap<>();
          while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            p.nextToken();
            out.put(name, value(p));
          }
          return out;
        }
      case START_ARRAY:
        {
          List<Object> out = new ArrayList<>();
          while (p.nextToken() != JsonToken.END_ARRAY) {
            out.add(value(p));
          }
          return out;
        }
      case VALUE_STRING:
        return p.getText();
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return p.getDecimalValue();
      case VALUE_TRUE:
        return Boolean.TRUE;
      case VALUE_FALSE:
        return Boolean.FALSE;
      case VALUE_NULL:
        return null;
      default:
        throw new JsonProcessingException("unexpected " + t, p.currentTokenLocation()) {
          private static final long serialVersionUID = 1L;
        };
    }
  }

  private static ParseException error(String message, JsonLocation at) {
    int line = at == null ? 1 : Math.max(1, at.getLineNr());
    int column = at == null ? 1 : Math.max(1, at.getColumnNr());
    return new ParseException(message, line, column);
  }

  /** Jackson's first message line, without its source excerpt and in our lower-case style. */
  private static String cleanMessage(JsonProcessingException e) {
    String m = e.getOriginalMessage();
    if (m == null || m.isBlank()) {
      return "malformed JSON";
    }
    m = m.lines().findFirst().orElse(m).strip();
    int cut = m.indexOf(" (for ");
    if (cut > 0) {
      m = m.substring(0, cut);
    }
    return Character.toLowerCase(m.charAt(0)) + m.substring(1);
  }

  /** Compact JSON; map keys in their iteration order. */
  public static String write(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out, false);
    return out.toString();
  }

  /** Compact JSON with map keys sorted, so equal values give equal text (for digests). */
  public static String writeSorted(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out, true);
    return out.toString();
  }

  /** Pretty JSON (two-space indentation), map keys in their iteration order. */
  public static String writePretty(Object value) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      g.useDefaultPrettyPrinter();
      write(value, g, false);
    } catch (IOException e) {
      throw new UncheckedIOException("writing to a string cannot fail", e);
    }
    return w.toString();
  }

  public static void write(Object v, StringBuilder out, boolean sortKeys) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      write(v, g, sortKeys);
    } catch (IOException e) {
      throw new UncheckedIOException("writing to a string cannot fail", e);
    }
    out.append(w.getBuffer());
  }

  /** A JSON string literal, quotes included. */
  public static void string(String s, StringBuilder out) {
    write(s, out, false);
  }

  /** {@code s} as a JSON string literal, quotes included. */
  public static String quote(String s) {
    StringBuilder out = new StringBuilder(s.length() + 2);
    string(s, out);
    return out.toString();
  }

  private static void write(Object v, JsonGenerator g, boolean sortKeys) throws IOException {
    if (v == null) {
      g.writeNull();
    } else if (v instanceof String s) {
      g.writeString(s);
    } else if (v instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (v instanceof BigDecimal d) {
      g.writeNumber(d.toString());
    } else if (v instanceof Double d) {
      if (d.isNaN() || d.isInfinite()) {
        g.writeNull();
      } else {
        g.writeNumber(BigDecimal.valueOf(d).toString());
      }
    } else if (v instanceof Float f) {
      if (f.isNaN() || f.isInfinite()) {
        g.writeNull();
      } else {
        g.writeNumber(new BigDecimal(f.toString()).toString());
      }
    } else if (v instanceof Number n) {
      g.writeNumber(n.toString());
    } else if (v instanceof Map<?, ?> m) {
      Map<?, ?> map = sortKeys ? new TreeMap<>(stringKeys(m)) : m;
      g.writeStartObject();
      for (Map.Entry<?, ?> e : map.entrySet()) {
        g.writeFieldName(String.valueOf(e.getKey()));
        write(e.getValue(), g, sortKeys);
      }
      g.writeEndObject();
    } else if (v instanceof List<?> l) {
      g.writeStartArray();
      for (Object item : l) {
        write(item, g, sortKeys);
      }
      g.writeEndArray();
    } else {
      g.writeString(v.toString());
    }
  }

  private static Map<String, Object> stringKeys(Map<?, ?> m) {
    Map<String, Object> out = new LinkedHashMap<>();
    m.forEach((k, v) -> out.put(String.valueOf(k), v));
    return out;
  }

  /**
   * Jackson's standard escapes, plus U+2028/U+2029 (line breaks to JavaScript) and every surrogate
   * code unit: a pair written as two escapes reads back as the same character, and a lone one stays
   * a valid escape instead of becoming invalid UTF-8.
   */
  private static final class Escapes extends CharacterEscapes {
    private static final long serialVersionUID = 1L;
    private final int[] ascii = standardAsciiEscapesForJSON();

    @Override
    public int[] getEscapeCodesForAscii() {
      return ascii;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
      if (ch == 0x2028 || ch == 0x2029 || (ch >= 0xD800 && ch <= 0xDFFF)) {
        return new SerializedString(String.format(Locale.ROOT, "\\u%04x", ch));
      }
      return null;
    }
  }
}
