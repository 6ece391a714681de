package io.contextcov.compiler.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A paragraph, list item, table cell, heading or quote as plain text, with every character's
 * position in the file so sentences can be located exactly. Inline code keeps its backticks in
 * {@code text} and is listed in {@code literals}.
 *
 * @param leadIn for a list item under a paragraph ending in ':' (such as "Never run these:"), that
 *     paragraph's text, so the item is read in its light
 * @param codeBlocks fenced code that directly follows this unit (commands it introduces)
 */
public record TextUnit(
    Kind kind,
    List<String> section,
    String text,
    int[] lines,
    int[] columns,
    List<String> literals,
    String leadIn,
    List<String> codeBlocks) {

  /** What kind of block the text came from. */
  public enum Kind {
    PARAGRAPH,
    LIST_ITEM,
    HEADING,
    TABLE_CELL,
    PLAIN_LINE,
    /** A comment line inside a shell code block. */
    CODE_COMMENT
  }

  public TextUnit {
    Objects.requireNonNull(kind, "kind");
    section = List.copyOf(section);
    literals = List.copyOf(literals);
    codeBlocks = List.copyOf(codeBlocks);
    if (lines.length != text.length() || columns.length != text.length()) {
      throw new IllegalArgumentException("one position per character");
    }
  }

  public int lineAt(int offset) {
    return lines.length == 0 ? 1 : lines[Math.min(Math.max(0, offset), lines.length - 1)];
  }

  public int columnAt(int offset) {
    return columns.length == 0 ? 1 : columns[Math.min(Math.max(0, offset), columns.length - 1)];
  }

  public TextUnit withCodeBlock(String code) {
    List<String> more = new ArrayList<>(codeBlocks);
    more.add(code);
    return new TextUnit(kind, section, text, lines, columns, literals, leadIn, more);
  }
}
