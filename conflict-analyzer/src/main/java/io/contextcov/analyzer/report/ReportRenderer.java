package io.contextcov.analyzer.report;

import io.contextcov.analyzer.Analyzer;
import java.util.List;
import java.util.Optional;

/** One output format of {@code check}: the report and its located findings → text. */
public interface ReportRenderer {
  /** The name {@code --format} takes. */
  String format();

  /** The whole report, ending with a newline. */
  String render(Analyzer.Report report, List<Located> findings, Context context);

  /**
   * What a renderer may need besides the report: the tool's version.
   *
   * @param version the tool's version
   * @param sourceLinks where {@code file#Lline} links point ({@code …/blob/SHA/}), or null for none
   */
  record Context(String version, String sourceLinks) {
    public Context(String version) {
      this(version, null);
    }
  }

  /** Every format, the default first. */
  List<ReportRenderer> ALL =
      List.of(new TextReport(), new JsonReport(), new SarifReport(), new MarkdownReport());

  static Optional<ReportRenderer> byFormat(String format) {
    return ALL.stream().filter(r -> r.format().equals(format)).findFirst();
  }

  static List<String> formats() {
    return ALL.stream().map(ReportRenderer::format).toList();
  }
}
