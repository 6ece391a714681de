package io.contextcov.diag;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The registry is the only place that spells a code: ids are unique and well formed, every code has
 * its page, every page has its code, and no main source outside the registry holds a code literal.
 */
class CodeRegistryTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @Test
  void idsAreUniqueAndWellFormed() {
    Set<String> ids = new HashSet<>();
    for (Code c : Code.values()) {
      assertThat(c.id()).matches("CC\\d{3}");
      assertThat(ids.add(c.id())).as("%s is used twice", c.id()).isTrue();
      assertThat(c.summary()).isNotBlank().doesNotEndWith(".");
      assertThat(Code.byId(c.id().toLowerCase())).contains(c);
    }
  }

  @Test
  void everyCodeHasItsPageAndEveryPageItsCode() throws IOException {
    Set<String> pages = new HashSet<>();
    try (Stream<Path> s = Files.list(ROOT.resolve(Code.DOCS_DIR))) {
      s.forEach(p -> pages.add(p.getFileName().toString().replace(".md", "")));
    }
    for (Code c : Code.values()) {
      assertThat(pages).as("docs page of %s", c).contains(c.id());
      assertThat(c.page()).as("packaged page of %s", c).startsWith("# " + c.id() + ": ");
    }
    for (String page : pages) {
      assertThat(Code.byId(page)).as("page %s names no code", page).isPresent();
    }
  }

  @Test
  void noMainSourceSpellsACodeOutsideTheRegistry() throws IOException {
    Pattern literal = Pattern.compile("\"CC\\d{3}");
    List<String> found = new ArrayList<>();
    try (Stream<Path> s = Files.walk(ROOT)) {
      for (Path p :
          s.filter(p -> p.toString().replace('\\', '/').contains("/src/main/java/"))
              .filter(p -> p.toString().endsWith(".java"))
              .filter(p -> !p.endsWith(Path.of("io/contextcov/diag/Code.java")))
              .toList()) {
        Matcher m = literal.matcher(Files.readString(p));
        while (m.find()) {
          found.add(ROOT.relativize(p) + ": " + m.group());
        }
      }
    }
    assertThat(found).isEmpty();
  }
}
