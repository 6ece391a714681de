package io.contextcov.analyzer;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.catalog.ToolCatalog;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A complement too large to build (more than {@code Region.MAX_BOXES} boxes) proves no inclusion: a
 * rule of eleven lock-file globs does not make a rule about a generated directory redundant.
 */
class RegionBoundTest {
  @Test
  void aCutComplementClaimsNoInclusion() {
    List<String> globs = new ArrayList<>();
    for (String f :
        List.of(
            "package-lock.json",
            "pnpm-lock.yaml",
            "yarn.lock",
            "Cargo.lock",
            "uv.lock",
            "poetry.lock",
            "Gemfile.lock",
            "composer.lock",
            "go.sum",
            "bun.lockb",
            "flake.lock")) {
      globs.add("args.path glob '**/" + f + "'");
    }
    String yaml =
        "contextcov: 1\nconstraints:\n"
            + "  - {id: locks, kind: deny, on: file.write, when: \""
            + String.join(" || ", globs)
            + "\"}\n"
            + "  - {id: generated, kind: deny, on: file.write,"
            + " when: \"within(args.path, 'packages/api/src/generated/')\"}\n"
            + "  - {id: one-lock, kind: deny, on: file.write,"
            + " when: \"args.path glob 'web/yarn.lock'\"}\n";
    Bundle b = BundleReader.read(yaml, "bound.yaml").bundle().orElseThrow();
    List<Finding> findings = Analyzer.analyze(b, ToolCatalog.EMPTY).findings();
    assertThat(findings)
        .noneMatch(f -> f.constraints().contains("generated"))
        .as("an inclusion one box settles is still found")
        .anyMatch(f -> f.code().id().equals("CC204") && f.constraints().get(0).equals("one-lock"));
  }
}
