package io.contextcov.compiler.rules;

import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.List;

/** Every pattern family, in the order they are tried; all that match contribute. */
public final class RuleLibrary {
  public static final List<RuleMatcher> MATCHERS =
      List.of(
          new ConfirmationMatcher(),
          new DeniedCommandMatcher(),
          new ToolSubstitutionMatcher(),
          new SecretFileMatcher(),
          new PathWriteMatcher(),
          new SequenceMatcher(),
          new ContentRuleMatcher(),
          new ArgumentAssertionMatcher(),
          new LimitMatcher());

  private RuleLibrary() {}

  public static List<Draft> match(Statement s, ToolCatalog catalog) {
    List<Draft> out = new ArrayList<>();
    for (RuleMatcher m : MATCHERS) {
      out.addAll(m.match(s, catalog));
    }
    return out;
  }
}
