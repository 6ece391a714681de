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

  /** A label at the start of an item or paragraph, then an arrow: "Formatting → ". */
  private static final java.util.regex.Pattern ARROW_LABEL =
      java.util.regex.Pattern.compile("^(\\W*\\p{L}[\\p{L}\\p{N} /&.-]{0,40}?) (→|->|=>) ");

  /**
   * A text unit. In an item or paragraph a label before an arrow ("Formatting → `yarn fmt` before
   * every commit", "Git -> rebase, don't merge") is written as the label and a colon, as
   * "Formatting: …" is; the text keeps its length, so every character keeps its line and column.
   */
  public TextUnit {
    Objects.requireNonNull(kind, "kind");
    if ((kind == Kind.LIST_ITEM || kind == Kind.PARAGRAPH)
        && (text.indexOf('→') >= 0 || text.indexOf('>') >= 0)) {
      java.util.regex.Matcher arrow = ARROW_LABEL.matcher(text);
      if (arrow.find()) {
        String colon = ":" + " ".repeat(arrow.group(2).length() + 1);
        text = arrow.group(1) + colon + text.substring(arrow.end());
      }
    }
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
