package io.contextcov.analyzer.report;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.diag.Severity;

/** The one-line tally under a check report: "7 errors, 1 warning, 1 note in 15 constraints…". */
public final class Counts {
  private Counts() {}

  public static String of(Analyzer.Report report) {
    return plural(report.count(Severity.ERROR), "error")
        + ", "
        + plural(report.count(Severity.WARNING), "warning")
        + ", "
        + plural(report.count(Severity.INFO), "note")
        + " in "
        + plural(report.constraints(), "constraint")
        + " ("
        + plural(report.pairsExamined(), "pair")
        + " examined)";
  }

  static String plural(long n, String word) {
    return n + " " + word + (n == 1 ? "" : "s");
  }
}
