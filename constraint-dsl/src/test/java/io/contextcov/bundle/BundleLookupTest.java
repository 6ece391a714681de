package io.contextcov.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.catalog.ToolCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Bundle#constraint} finds by id what a scan of the constraints finds. */
class BundleLookupTest {
  @Test
  void findsEveryIdAndNothingElse() {
    Random r = new Random(7);
    List<Constraint> list = new ArrayList<>();
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 500; i++) {
      String id = "rule-" + Integer.toString(r.nextInt(100_000), 36);
      if (ids.contains(id)) {
        continue;
      }
      ids.add(id);
      list.add(Constraint.of(id, ActionPattern.of("shell.exec"), new Effect.Deny()));
    }
    Bundle b = new Bundle("b", List.of(), ToolCatalog.EMPTY, list, Optional.empty());
    for (String id : ids) {
      assertThat(b.constraint(id)).map(Constraint::id).contains(id);
    }
    for (String absent : List.of("", "a", "rule-", "rule-zzzzzz", "zzz")) {
      assertThat(b.constraint(absent)).isEmpty();
    }
    assertThat(
            new Bundle("e", List.of(), ToolCatalog.EMPTY, List.of(), Optional.empty())
                .constraint("x"))
        .isEmpty();
  }
}
