package io.contextcov.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class CatalogReaderTest {

  private static final String PARAMS =
      "{\"type\":\"object\",\"properties\":{"
          + "\"data_source\":{\"type\":\"string\",\"enum\":[\"sales_db\",\"cache_db\"]},"
          + "\"limit\":{\"type\":[\"integer\",\"null\"]},"
          + "\"passengers\":{\"type\":\"array\",\"items\":{\"type\":\"object\","
          + "\"properties\":{\"age\":{\"type\":\"integer\"}}}}},"
          + "\"required\":[\"data_source\"]}";

  private static void assertQueryTool(CatalogReader.Result r) {
    assertThat(r.diagnostics()).isEmpty();
    ToolSpec t = r.catalog().tool("query_database").orElseThrow();
    assertThat(t.args().get("data_source").enumValues()).containsExactly("sales_db", "cache_db");
    assertThat(t.args().get("limit").type()).isEqualTo(ArgType.INTEGER);
    assertThat(t.args().get("passengers").items().orElseThrow().properties().get("age").type())
        .isEqualTo(ArgType.INTEGER);
    assertThat(t.required()).containsExactly("data_source");
  }

  @Test
  void openAiWrappedFunctions() {
    String json =
        "[{\"type\":\"function\",\"function\":{\"name\":\"query_database\",\"description\":\"q\","
            + "\"parameters\":"
            + PARAMS
            + "}}]";
    assertQueryTool(CatalogReader.read(json, "tools.json"));
  }

  @Test
  void openAiFlatFunctions() {
    String json = "[{\"name\":\"query_database\",\"parameters\":" + PARAMS + "}]";
    assertQueryTool(CatalogReader.read(json, "tools.json"));
  }

  @Test
  void mcpToolsListResult() {
    String json =
        "{\"tools\":[{\"name\":\"query_database\",\"inputSchema\":"
            + PARAMS
            + ",\"annotations\":{\"readOnlyHint\":true}}]}";
    CatalogReader.Result r = CatalogReader.read(json, "tools.json");
    assertQueryTool(r);
    assertThat(r.catalog().tool("query_database").orElseThrow().effect())
        .isEqualTo(ToolEffect.READ);
  }

  @Test
  void bundleToolsMapping() {
    String yaml =
        "tools:\n  query_database:\n    effect: read\n    args:\n"
            + "      data_source: {type: string, enum: [sales_db, cache_db]}\n"
            + "      limit: {type: integer}\n"
            + "      passengers: {type: array, items: {type: object, properties: {age: {type: integer}}}}\n"
            + "    required: [data_source]\n";
    assertQueryTool(CatalogReader.read(yaml, "tools.yaml"));
  }

  @Test
  void badBundleToolsAreLocated() {
    String yaml = "query_database:\n  efect: read\n  args:\n    a: {type: text}\n";
    CatalogReader.Result r = CatalogReader.read(yaml, "tools.yaml");
    assertThat(r.diagnostics())
        .extracting(d -> d.span().line() + ":" + d.span().column() + " " + d.message())
        .containsExactly(
            "2:3 unknown key `efect` in tool `query_database`", "4:15 unknown type `text`");
  }

  @Test
  void notACatalog() {
    assertThat(CatalogReader.read("42", "t.json").diagnostics()).hasSize(1);
    assertThat(CatalogReader.read("", "t.json").diagnostics().get(0).message())
        .isEqualTo("tool catalog is empty");
  }

  @Test
  void realTauBenchSchemasRead() throws Exception {
    Path dir = Path.of("../../shared/corpus/policies");
    if (!Files.isDirectory(dir)) {
      System.out.println("NOTICE: ../shared/corpus absent; skipping the tau-bench catalog check");
      Assumptions.abort("../shared/corpus is absent");
    }
    for (String name :
        List.of(
            "sierra-research__tau-bench__airline__tools.schema.json",
            "sierra-research__tau-bench__retail__tools.schema.json")) {
      CatalogReader.Result r = CatalogReader.read(dir.resolve(name), name);
      assertThat(r.diagnostics()).as(name).isEmpty();
      assertThat(r.catalog().tools()).as(name).hasSizeGreaterThan(10);
    }
    ToolSpec book =
        CatalogReader.read(
                dir.resolve("sierra-research__tau-bench__airline__tools.schema.json"), "a")
            .catalog()
            .tool("book_reservation")
            .orElseThrow();
    assertThat(book.args()).containsKeys("passengers", "payment_methods", "cabin");
  }
}
