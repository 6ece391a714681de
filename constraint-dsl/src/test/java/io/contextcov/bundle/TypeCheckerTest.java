package io.contextcov.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.catalog.CatalogReader;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class TypeCheckerTest {
  private static final String TOOLS =
      "query_database:\n  args:\n    data_source: {type: string, enum: [sales_db, cache_db]}\n"
          + "    query_type: {type: string}\n    amount: {type: number}\n"
          + "    passengers: {type: array, items: {type: object, properties: {age: {type: integer}}}}\n";

  private static List<String> check(String constraints) {
    String yaml = "contextcov: 1\nconstraints:\n" + constraints;
    BundleReader.Result r = BundleReader.read(yaml, "b.yaml");
    assertThat(r.diagnostics()).isEmpty();
    ToolCatalog catalog = CatalogReader.read(TOOLS, "tools.yaml").catalog();
    return TypeChecker.check(r.bundle().orElseThrow(), catalog, "b.yaml", r.locations()).stream()
        .map(TypeCheckerTest::line)
        .toList();
  }

  private static String line(Diagnostic d) {
    return d.span().line()
        + ":"
        + d.span().column()
        + " "
        + d.code()
        + " "
        + d.message()
        + d.help().map(h -> " | " + h).orElse("");
  }

  @Test
  void wellTypedConstraintPasses() {
    assertThat(
            check(
                "  - id: a\n    kind: assert\n    on: query_database\n"
                    + "    when: args.query_type == 'sales' && args.amount > 10\n"
                    + "    require: args.data_source in ['sales_db']\n"))
        .isEmpty();
  }

  @Test
  void unknownToolWithSuggestion() {
    assertThat(check("  - {id: a, kind: deny, on: query_databse}\n"))
        .containsExactly(
            "3:29 CC301 constraint `a` names tool `query_databse`, which the catalog does not have"
                + " | did you mean `query_database`?");
  }

  @Test
  void standardVocabularyIsAlwaysKnown() {
    assertThat(check("  - {id: a, kind: deny, on: shell.exec}\n")).isEmpty();
  }

  @Test
  void unknownArgument() {
    assertThat(
            check(
                "  - id: a\n    kind: deny\n    on: query_database\n"
                    + "    when: args.data_sorce == 'x'\n"))
        .containsExactly(
            "6:11 CC302 `args.data_sorce` is not an argument of tool `query_database`"
                + " | did you mean `args.data_source`?");
  }

  @Test
  void typeMismatches() {
    assertThat(
            check(
                "  - id: a\n    kind: deny\n    on: query_database\n"
                    + "    when: args.amount == 'x' || args.query_type > 3 || args.passengers[0].age == 'old'\n"))
        .containsExactly(
            "6:11 CC303 `args.amount` is number but is compared with `x`",
            "6:33 CC303 `args.query_type` is string, so `>` never holds"
                + " | ordering compares numbers; use `len(...)` for lengths",
            "6:56 CC303 `args.passengers[0].age` is integer but is compared with `old`");
  }

  @Test
  void impossibleEnumValues() {
    assertThat(
            check(
                "  - id: a\n    kind: assert\n    on: query_database\n"
                    + "    require: args.data_source == 'sales-db' || args.data_source in ['x', 'y']\n"))
        .containsExactly(
            "6:14 CC304 `args.data_source` is never `sales-db`: allowed values are `sales_db`,"
                + " `cache_db` | did you mean `sales_db`?",
            "6:14 CC304 none of the listed values is allowed for `args.data_source`, so the test"
                + " never holds | allowed values: `sales_db`, `cache_db`");
  }
}
