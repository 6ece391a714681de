package io.contextcov.compiler.rules;

import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The pattern families that work beside the frame reader ({@code compiler.reader}): what a tool
 * catalog grounds (confirmation of catalog tools, tool order, argument assertions, limits), and
 * what results and messages may hold (transforms, commit-message rules).
 */
public final class RuleLibrary {
  /** Families that need a catalog's tools and arguments. */
  public static final List<RuleMatcher> CATALOG =
      List.of(
          new ConfirmationMatcher(),
          new SequenceMatcher(),
          new ArgumentAssertionMatcher(),
          new LimitMatcher());

  /** Families that read any file. */
  public static final List<RuleMatcher> ALWAYS =
      List.of(new ContentRuleMatcher(), new UntrustedContentMatcher());

  private RuleLibrary() {}

  public static List<Draft> match(Statement s, ToolCatalog catalog) {
    List<Draft> out = new ArrayList<>();
    if (!catalog.isEmpty()) {
      for (RuleMatcher m : CATALOG) {
        out.addAll(m.match(s, catalog));
      }
    }
    for (RuleMatcher m : ALWAYS) {
      out.addAll(m.match(s, catalog));
    }
    return out;
  }
}
