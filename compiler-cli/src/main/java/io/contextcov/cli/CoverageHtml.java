package io.contextcov.cli;

import io.contextcov.bundle.BundleWriter;
import io.contextcov.bundle.Constraint;
import io.contextcov.compiler.Compilation;
import io.contextcov.compiler.coverage.CoverageClass;
import io.contextcov.compiler.coverage.StatementCoverage;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.yaml.CanonicalYaml;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The coverage report as one self-contained HTML page, in the manner of a code-coverage report: a
 * summary table, then each instruction file line by line with each statement's text marked in its
 * class from the column it starts at (several on one line are marked apart; a statement that wraps
 * stays marked until a blank line or a new block) and linked to the constraints compiled from it,
 * then those constraints in canonical YAML, each linked back to its line. The page is well-formed
 * XML as well as HTML, and every text from the instructions is escaped.
 */
final class CoverageHtml {
  private CoverageHtml() {}

  private static final String STYLE =
      String.join(
          "\n",
          "body { font-family: system-ui, sans-serif; margin: 2em; color: #1f2328; }",
          "table { border-collapse: collapse; }",
          ".summary td, .summary th { padding: 0.2em 0.8em; text-align: right; }",
          ".summary td:first-child, .summary th:first-child { text-align: left; }",
          ".summary .total { font-weight: bold; border-top: 1px solid #999; }",
          ".source { width: 100%; font-family: ui-monospace, monospace; font-size: 90%; }",
          ".source td { padding: 0 0.6em; vertical-align: top; }",
          ".source pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }",
          ".st { border-radius: 2px; }",
          ".ln { color: #888; text-align: right; user-select: none; width: 3em; }",
          ".ln a { color: inherit; text-decoration: none; }",
          ".note { font-family: system-ui, sans-serif; font-size: 85%; margin: 0.1em 0 0.3em; }",
          ".enforced { background: #dafbe1; }",
          ".monitored { background: #ddf4ff; }",
          ".advisory { background: #f0f0f0; }",
          ".unmatched { background: #ffebe9; }",
          ".suppressed { background: #fff8c5; }",
          ".legend span { padding: 0.1em 0.5em; margin-right: 0.5em; }",
          ".constraint pre { background: #f6f8fa; padding: 0.6em; white-space: pre-wrap;"
              + " overflow-wrap: anywhere; }",
          ".enforced.st { box-shadow: inset 0 -2px #1a7f37; }",
          ".unmatched.st { box-shadow: inset 0 -2px #cf222e; }");

  static String render(Compilation c) {
    StringBuilder out = new StringBuilder();
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
    out.append("<title>contextcov coverage</title>\n<style>\n")
        .append(STYLE)
        .append("\n</style>\n</head>\n<body>\n");
    out.append(
        String.format(Locale.ROOT, "<h1>contextcov coverage: %.1f%%</h1>\n", c.coveragePercent()));
    out.append("<p class=\"legend\">");
    for (CoverageClass cls : CoverageClass.values()) {
      out.append("<span class=\"").append(cls.text()).append("\">").append(cls.text());
      out.append("</span>");
    }
    out.append("coverage = (enforced + monitored) / (enforced + monitored + unmatched)</p>\n");
    summary(c, out);

    Map<String, String> lineOf = new HashMap<>(); // constraint id -> anchor of its statement
    for (int i = 0; i < c.documents().size(); i++) {
      InstructionDocument d = c.documents().get(i);
      for (StatementCoverage s : CoverageCommand.mine(c, d)) {
        for (String id : s.constraints()) {
          lineOf.putIfAbsent(id, lineAnchor(i, s.statement().line()));
        }
      }
    }
    for (int i = 0; i < c.documents().size(); i++) {
      file(c, i, out);
    }
    List<Constraint> constraints =
        c.bundle().map(b -> b.constraints()).orElse(List.<Constraint>of());
    if (!constraints.isEmpty()) {
      out.append("<section id=\"constraints\">\n<h2>Constraints</h2>\n");
      for (Constraint k : constraints) {
        out.append("<div class=\"constraint\" id=\"").append(attr(constraintAnchor(k.id())));
        out.append("\">\n<h3>").append(escape(k.id())).append("</h3>\n");
        String from = lineOf.get(k.id());
        if (from != null) {
          out.append("<p>from <a href=\"#").append(attr(from)).append("\">");
          out.append(
              escape(k.source().map(s -> s.file() + ":" + s.line()).orElse("its statement")));
          out.append("</a></p>\n");
        }
        out.append("<pre>");
        out.append(escape(CanonicalYaml.write(Map.of("constraint", BundleWriter.constraint(k)))));
        out.append("</pre>\n</div>\n");
      }
      out.append("</section>\n");
    }
    out.append("</body>\n</html>\n");
    return out.toString();
  }

  private static void summary(Compilation c, StringBuilder out) {
    out.append("<table class=\"summary\">\n<thead><tr><th>file</th>");
    for (CoverageClass cls : CoverageClass.values()) {
      out.append("<th>").append(cls.text()).append("</th>");
    }
    out.append("<th>coverage</th></tr></thead>\n<tbody>\n");
    for (int i = 0; i < c.documents().size(); i++) {
      InstructionDocument d = c.documents().get(i);
      List<StatementCoverage> mine = CoverageCommand.mine(c, d);
      out.append("<tr><td><a href=\"#").append(attr(fileAnchor(i))).append("\">");
      out.append(escape(d.file().display())).append("</a></td>");
      for (CoverageClass cls : CoverageClass.values()) {
        out.append("<td>").append(CoverageCommand.count(mine, cls)).append("</td>");
      }
      out.append(
          String.format(Locale.ROOT, "<td>%.1f%%</td></tr>\n", CoverageCommand.percent(mine)));
    }
    out.append("<tr class=\"total\"><td>total</td>");
    for (CoverageClass cls : CoverageClass.values()) {
      out.append("<td>").append(c.count(cls)).append("</td>");
    }
    out.append(String.format(Locale.ROOT, "<td>%.1f%%</td></tr>\n", c.coveragePercent()));
    out.append("</tbody>\n</table>\n");
  }

  private static void file(Compilation c, int index, StringBuilder out) {
    InstructionDocument d = c.documents().get(index);
    Map<Integer, List<StatementCoverage>> starting = new LinkedHashMap<>();
    for (StatementCoverage s : CoverageCommand.mine(c, d)) {
      starting.computeIfAbsent(s.statement().line(), k -> new ArrayList<>()).add(s);
    }
    out.append("<section id=\"").append(attr(fileAnchor(index))).append("\">\n<h2>");
    out.append(escape(d.file().display())).append("</h2>\n<table class=\"source\">\n");
    List<String> lines = new ArrayList<>(List.of(original(d).split("\n", -1)));
    if (lines.size() > 1 && lines.get(lines.size() - 1).isEmpty()) {
      lines.remove(lines.size() - 1); // the text ends with a newline
    }
    StatementCoverage carried = null; // a statement that goes on from an earlier line
    for (int n = 1; n <= lines.size(); n++) {
      List<StatementCoverage> here = starting.getOrDefault(n, List.of());
      String anchor = lineAnchor(index, n);
      out.append("<tr id=\"").append(attr(anchor)).append('"');
      out.append("><td class=\"ln\"><a href=\"#").append(attr(anchor)).append("\">").append(n);
      String text = strip(lines.get(n - 1));
      if (here.isEmpty() && (text.isBlank() || BLOCK_START.matcher(text).find())) {
        // a blank line, a heading or a new list item ends the statement carried from above
        carried = null;
      }
      out.append("</a></td><td><pre>").append(statements(text, here, carried)).append("</pre>");
      if (!here.isEmpty()) {
        carried = here.stream().max(Comparator.comparingInt(s -> s.statement().column())).get();
      }
      for (StatementCoverage s : here) {
        note(s, out);
      }
      out.append("</td></tr>\n");
    }
    out.append("</table>\n</section>\n");
  }

  /** A heading, a list item, a quote or a fence: a line that starts a block of its own. */
  private static final java.util.regex.Pattern BLOCK_START =
      java.util.regex.Pattern.compile("^\\s*(#{1,6}\\s|[-*+]\\s|\\d+[.)]\\s|>|```|~~~|\\|)");

  /**
   * One source line with each statement's part marked in its class: from the column a statement
   * starts at to where the next one on the line starts; text before the first belongs to a
   * statement carried from the line above, if any.
   */
  private static String statements(
      String text, List<StatementCoverage> here, StatementCoverage carried) {
    List<StatementCoverage> sorted =
        here.stream().sorted(Comparator.comparingInt(s -> s.statement().column())).toList();
    StringBuilder out = new StringBuilder();
    int at = 0;
    StatementCoverage current = carried;
    for (StatementCoverage s : sorted) {
      int start = Math.max(at, Math.min(text.length(), s.statement().column() - 1));
      span(out, text.substring(at, start), current);
      at = start;
      current = s;
    }
    span(out, text.substring(at), current);
    return out.toString();
  }

  private static void span(StringBuilder out, String text, StatementCoverage s) {
    if (text.isEmpty()) {
      return;
    }
    if (s == null) {
      out.append(escape(text));
      return;
    }
    out.append("<span class=\"st ").append(s.coverage().text()).append("\" title=\"");
    out.append(attr(s.coverage().text() + ": " + s.statement().text())).append("\">");
    out.append(escape(text)).append("</span>");
  }

  private static void note(StatementCoverage s, StringBuilder out) {
    out.append("<div class=\"note ").append(s.coverage().text()).append("\" title=\"");
    out.append(attr(s.statement().text())).append("\">");
    out.append(s.coverage().text()).append(" (col ").append(s.statement().column()).append(')');
    if (!s.constraints().isEmpty()) {
      out.append(": ");
      for (int i = 0; i < s.constraints().size(); i++) {
        String id = s.constraints().get(i);
        if (i > 0) {
          out.append(", ");
        }
        out.append("<a href=\"#").append(attr(constraintAnchor(id))).append("\">");
        out.append(escape(id)).append("</a>");
      }
    }
    out.append("</div>");
  }

  /**
   * The file as written: the document's text has its front matter blanked out (line numbers kept),
   * which a reader of the report should still see.
   */
  private static String original(InstructionDocument d) {
    try {
      String raw =
          new String(Files.readAllBytes(d.file().path()), StandardCharsets.UTF_8)
              .replace("\r\n", "\n")
              .replace('\r', '\n');
      return raw.startsWith("\uFEFF") ? raw.substring(1) : raw;
    } catch (IOException e) {
      return d.text();
    }
  }

  private static String strip(String line) {
    return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
  }

  private static String fileAnchor(int index) {
    return "file-" + (index + 1);
  }

  private static String lineAnchor(int index, int line) {
    return fileAnchor(index) + "-L" + line;
  }

  private static String constraintAnchor(String id) {
    return "c-" + id;
  }

  /** Text content: the five characters HTML and XML give meaning to are escaped. */
  static String escape(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      switch (ch) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> {
          // control characters other than tab are not allowed in XML text
          if (ch < 0x20 && ch != '\t' && ch != '\n') {
            out.append('\uFFFD');
          } else {
            out.append(ch);
          }
        }
      }
    }
    return out.toString();
  }

  private static String attr(String s) {
    return escape(s).replace("\n", "&#10;");
  }
}
