package io.contextcov.compiler.markdown;

import java.util.List;
import java.util.Locale;

/**
 * A fenced or indented code block of an instruction file.
 *
 * @param info the fence's info string ({@code bash}, {@code rust}, or empty)
 * @param firstLine the file line of the block's first code line
 * @param section the headings above it
 * @param lead the text of the paragraph or item just before it, or null
 */
public record CodeBlock(
    String info, String literal, int firstLine, List<String> section, String lead) {
  public CodeBlock {
    section = List.copyOf(section);
  }

  /**
   * Whether the block holds shell commands: a shell info string, or none and command-like lines.
   */
  public boolean shell() {
    String i = info.toLowerCase(Locale.ROOT).split("\\s+")[0];
    return switch (i) {
      case "bash",
          "sh",
          "shell",
          "console",
          "zsh",
          "fish",
          "terminal",
          "cmd",
          "powershell",
          "ps1",
          "shell-session",
          "sh-session",
          "text",
          "" ->
          true;
      default -> false;
    };
  }

  /** The block's lines, without a leading {@code $ } prompt. */
  public List<String> lines() {
    return literal.lines().map(l -> l.startsWith("$ ") ? l.substring(2) : l).toList();
  }
}
