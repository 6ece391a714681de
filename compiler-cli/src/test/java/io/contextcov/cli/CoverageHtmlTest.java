package io.contextcov.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.json.Json;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code coverage --format html}: the page parses, links resolve, classes and text are right. */
class CoverageHtmlTest {
  private static final String INSTRUCTIONS =
      String.join(
          "\n",
          "---",
          "description: a small repository",
          "---",
          "# Working here",
          "",
          "- Never run `git push --force`.",
          "- Write clear commit messages.",
          "- Never touch the <script> tags & templates in legacy pages.",
          "- Run `make lint` before committing.",
          "");

  @Test
  void pageIsWellFormedAndEveryLinkResolves(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("AGENTS.md"), INSTRUCTIONS);
    CliRun run = CliRun.of("coverage", dir.toString(), "--format", "html");
    assertThat(run.exit()).as(run.err()).isZero();

    Document page = parse(run.out());
    Set<String> ids = new HashSet<>();
    List<String> targets = new ArrayList<>();
    NodeList all = page.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (e.hasAttribute("id")) {
        ids.add(e.getAttribute("id"));
      }
      if (e.getAttribute("href").startsWith("#")) {
        targets.add(e.getAttribute("href").substring(1));
      }
    }
    assertThat(targets).isNotEmpty();
    assertThat(ids).containsAll(targets);

    // the same figures as the text report
    CliRun text = CliRun.of("coverage", dir.toString());
    String total = text.out().lines().filter(l -> l.startsWith("total")).findFirst().orElseThrow();
    String percent = total.substring(total.lastIndexOf(' ') + 1);
    assertThat(page.getElementsByTagName("h1").item(0).getTextContent()).endsWith(percent);

    // the front matter is shown as written, and each statement is marked with its class from its
    // column on (the line number and any text before it are not)
    assertThat(row(page, 2).getTextContent()).isEqualTo("2description: a small repository");
    assertThat(marked(row(page, 4))).isEmpty();
    Map<?, ?> json =
        (Map<?, ?>) Json.parse(CliRun.of("coverage", dir.toString(), "--format", "json").out());
    List<?> statements =
        (List<?>) ((Map<?, ?>) ((List<?>) json.get("files")).get(0)).get("statements");
    assertThat(statements).hasSize(4);
    for (Object o : statements) {
      Map<?, ?> st = (Map<?, ?>) o;
      int line = ((Number) st.get("line")).intValue();
      assertThat(marked(row(page, line))).as("line %d", line).contains("st " + st.get("class"));
    }
    assertThat(marked(row(page, 6))).containsExactly("st enforced");

    // the force-push ban links to its constraint, which links back to the line
    NodeList links = row(page, 6).getElementsByTagName("a");
    String constraint =
        ((Element) links.item(links.getLength() - 1)).getAttribute("href").substring(1);
    assertThat(constraint).startsWith("c-");
    Element block = byId(page, constraint);
    assertThat(block.getTextContent()).contains("kind: deny");
    assertThat(((Element) block.getElementsByTagName("a").item(0)).getAttribute("href"))
        .isEqualTo("#" + row(page, 6).getAttribute("id"));
  }

  @Test
  void instructionTextIsEscaped(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("AGENTS.md"), INSTRUCTIONS);
    String html = CliRun.of("coverage", dir.toString(), "--format", "html").out();
    assertThat(html).doesNotContain("<script>").contains("&lt;script&gt; tags &amp; templates");
    assertThat(row(parse(html), 8).getTextContent()).contains("<script> tags & templates");
  }

  @Test
  void outputGoesToAFileOrIntoADirectory(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("AGENTS.md"), INSTRUCTIONS);
    String expected = CliRun.of("coverage", dir.toString(), "--format", "html").out();
    Path reports = dir.resolve("reports");
    CliRun intoDir = CliRun.of("coverage", dir.toString(), "--format", "html", "-o", reports + "/");
    assertThat(intoDir.exit()).as(intoDir.err()).isZero();
    assertThat(intoDir.out()).isEmpty();
    assertThat(Files.readString(reports.resolve("coverage.html"))).isEqualTo(expected);

    CliRun intoFile =
        CliRun.of("coverage", dir.toString(), "-o", reports.resolve("c.txt").toString());
    assertThat(intoFile.exit()).isZero();
    assertThat(Files.readString(reports.resolve("c.txt")))
        .isEqualTo(CliRun.of("coverage", dir.toString()).out());

    Files.writeString(dir.resolve("blocker"), "a file, not a directory");
    CliRun blocked =
        CliRun.of("coverage", dir.toString(), "-o", dir.resolve("blocker/x.html").toString());
    assertThat(blocked.exit()).isEqualTo(2);
    assertThat(blocked.err())
        .contains("error: cannot write `")
        .contains("blocker` is a file, not a directory");
  }

  @Test
  void twoStatementsOnOneLineAreMarkedApart(@TempDir Path dir) throws Exception {
    Files.writeString(
        dir.resolve("AGENTS.md"),
        "# Rules\n\nNever run `make deploy`. Keep functions small and well named.\n");
    Document page = parse(CliRun.of("coverage", dir.toString(), "--format", "html").out());
    Element line = row(page, 3);
    assertThat(marked(line)).containsExactly("st enforced", "st advisory");
    NodeList spans = line.getElementsByTagName("span");
    assertThat(spans.item(0).getTextContent()).isEqualTo("Never run `make deploy`. ");
    assertThat(spans.item(1).getTextContent()).startsWith("Keep functions");
  }

  @Test
  void unknownFormatIsAUsageError(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("AGENTS.md"), INSTRUCTIONS);
    CliRun run = CliRun.of("coverage", dir.toString(), "--format", "pdf");
    assertThat(run.exit()).isEqualTo(2);
    assertThat(run.err()).contains("--format must be text, json or html");
  }

  private static Document parse(String html) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
    return f.newDocumentBuilder()
        .parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
  }

  /** The classes of the marked statement parts of a row, in order. */
  private static List<String> marked(Element row) {
    List<String> out = new java.util.ArrayList<>();
    NodeList spans = row.getElementsByTagName("span");
    for (int i = 0; i < spans.getLength(); i++) {
      String cls = ((Element) spans.item(i)).getAttribute("class");
      if (cls.startsWith("st ")) {
        out.add(cls);
      }
    }
    return out;
  }

  private static Element row(Document page, int line) {
    return byId(page, "file-1-L" + line);
  }

  private static Element byId(Document page, String id) {
    NodeList all = page.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (e.getAttribute("id").equals(id)) {
        return e;
      }
    }
    throw new AssertionError("no element with id " + id);
  }
}
