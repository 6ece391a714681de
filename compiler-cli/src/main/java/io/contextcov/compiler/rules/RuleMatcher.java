package io.contextcov.compiler.rules;

import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Statement;
import java.util.List;

/** One family of statement patterns (DESIGN.md §1 step 4b). */
public interface RuleMatcher {
  /** The family name, written into {@code source.by} as {@code rule/<family>}. */
  String family();

  List<Draft> match(Statement statement, ToolCatalog catalog);
}
