package io.contextcov.compiler;

import io.contextcov.compiler.statements.Statement;
import io.contextcov.text.Sha256;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Stable constraint ids (DESIGN.md §3.4): a readable slug of the statement and a short hash of the
 * file, section path, normalised text, family and draft key — never of line numbers, so editing or
 * moving other lines changes no id.
 */
public final class StableIds {
  private static final Set<String> STOP =
      Set.of(
          "the", "a", "an", "to", "of", "in", "on", "for", "and", "or", "is", "are", "be", "you",
          "your", "with", "that", "this", "it", "its", "as", "at", "by", "any", "all", "from", "we",
          "our", "must", "should", "always", "please", "ever", "when", "if", "use");

  private StableIds() {}

  public static String of(String file, Statement s, String family, String key) {
    String normalised = s.text().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
    String basis =
        file
            + "\n"
            + String.join("\u001f", s.section())
            + "\n"
            + normalised
            + "\n"
            + family
            + "\n"
            + key;
    return slug(s.text(), family) + "-" + hash(basis);
  }

  static String slug(String text, String family) {
    List<String> words = new ArrayList<>();
    for (String w : text.toLowerCase(Locale.ROOT).replaceAll("`[^`]*`", " ").split("[^a-z0-9]+")) {
      if (!w.isEmpty() && !STOP.contains(w) && words.size() < 4) {
        words.add(w);
      }
    }
    return words.isEmpty() ? family : String.join("-", words);
  }

  private static String hash(String basis) {
    return Sha256.hex(basis).substring(0, 6);
  }
}
