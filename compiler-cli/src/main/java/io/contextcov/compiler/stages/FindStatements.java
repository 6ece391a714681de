package io.contextcov.compiler.stages;

import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.reader.Normative;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.compiler.statements.StatementFinder;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Stage 3, documents → normative statements with modality, lead-in and conditions. */
public final class FindStatements {
  private FindStatements() {}

  public static Step<Statements> run(List<InstructionDocument> documents) {
    List<Statements.Found> found = new ArrayList<>();
    List<Statements.Found> suppressed = new ArrayList<>();
    for (InstructionDocument doc : documents) {
      Set<Integer> off = suppressedLines(doc.text());
      for (Statement s : StatementFinder.find(doc, Normative::modality)) {
        (off.contains(s.line()) ? suppressed : found).add(new Statements.Found(doc, s));
      }
    }
    return Step.of(new Statements(found, suppressed));
  }

  private static final Pattern DIRECTIVE =
      Pattern.compile("<!--\\s*contextcov:\\s*(ignore|off|on)\\s*-->", Pattern.CASE_INSENSITIVE);

  /**
   * The lines whose statements the file switches off: the first non-blank line after {@code <!--
   * contextcov: ignore -->}, and every line between {@code <!-- contextcov: off -->} and {@code
   * <!-- contextcov: on -->} (or the end of the file).
   */
  static Set<Integer> suppressedLines(String text) {
    Set<Integer> out = new HashSet<>();
    String[] lines = text.split("\n", -1);
    boolean off = false;
    boolean ignoreNext = false;
    for (int i = 0; i < lines.length; i++) {
      int line = i + 1;
      Matcher m = DIRECTIVE.matcher(lines[i]);
      String last = null;
      while (m.find()) {
        last = m.group(1).toLowerCase(Locale.ROOT);
      }
      if (last != null) {
        switch (last) {
          case "off" -> off = true;
          case "on" -> off = false;
          default -> ignoreNext = true;
        }
        String rest = DIRECTIVE.matcher(lines[i]).replaceAll("").strip();
        if (rest.isEmpty()) {
          continue; // the directive's own line
        }
        if (!last.equals("ignore")) {
          ignoreNext = false;
        }
      }
      if (off) {
        out.add(line);
      } else if (ignoreNext && !lines[i].isBlank()) {
        out.add(line);
        ignoreNext = false;
      }
    }
    return out;
  }
}
