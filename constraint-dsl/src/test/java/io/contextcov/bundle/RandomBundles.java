package io.contextcov.bundle;

import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.ArgType;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolEffect;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.condition.ConditionParser;
import io.contextcov.condition.Expr;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/** Seeded generator of valid bundles for property tests. */
final class RandomBundles {
  private static final String[] TOOLS = {
    "shell.exec", "file.write", "query_database", "git.push", "book_flight"
  };
  private static final String[] TEXTS = {
    "plain",
    "with space",
    "it's",
    "a: b",
    "#hash",
    "- dash",
    "true",
    "123",
    "",
    "多语言 文本",
    "line\nbreak",
    "tab\there",
    "quote \"x\"",
    "back\\slash",
    " lead",
    "trail ",
    "null",
    "~"
  };
  private static final String[] CONDITIONS = {
    "args.query_type == 'sales'",
    "invokes(args.command, 'git push --force') || args.force == true",
    "args.path glob 'src/**' && !within(args.path, 'src/gen/')",
    "len(args.passengers) > 5",
    "args.amount >= 100.50 and session.user_id != null",
    "lastResult('get_reservation_details', 'reservation_id').cabin == 'basic_economy'",
    "count(args.payment_methods, item.kind == 'gift_card') <= 3",
    "args.name matches '[a-z]+' && args['odd key'] in ['a', 'b']"
  };

  private final Random random;

  RandomBundles(long seed) {
    random = new Random(seed);
  }

  Bundle next() {
    List<Constraint> constraints = new ArrayList<>();
    int n = random.nextInt(6);
    for (int i = 0; i < n; i++) {
      constraints.add(constraint("c" + i + "-" + random.nextInt(1000)));
    }
    List<SourceFile> sources = new ArrayList<>();
    if (random.nextBoolean()) {
      sources.add(new SourceFile(pick(TEXTS) + ".md", "ab".repeat(32)));
    }
    return new Bundle(pick(TEXTS), sources, catalog(), constraints, Optional.empty());
  }

  private ToolCatalog catalog() {
    if (random.nextBoolean()) {
      return ToolCatalog.EMPTY;
    }
    Map<String, ArgSpec> args = new LinkedHashMap<>();
    args.put("data_source", ArgSpec.enumOf(ArgType.STRING, List.of("sales_db", "cache_db")));
    args.put("limit", ArgSpec.of(ArgType.INTEGER));
    args.put(
        "passengers",
        new ArgSpec(
            ArgType.ARRAY,
            List.of(),
            Optional.of(pick(TEXTS)),
            Optional.of(ArgSpec.of(ArgType.OBJECT)),
            Map.of()));
    return ToolCatalog.of(
        List.of(
            new ToolSpec(
                "query_database",
                Optional.of(pick(TEXTS)),
                ToolEffect.READ,
                args,
                List.of("data_source")),
            new ToolSpec("noop", Optional.empty(), ToolEffect.UNKNOWN, Map.of(), List.of())));
  }

  private Constraint constraint(String id) {
    List<String> on = new ArrayList<>();
    int patterns = 1 + random.nextInt(2);
    for (int i = 0; i < patterns; i++) {
      on.add(random.nextInt(4) == 0 ? "file.*" : pick(TOOLS));
    }
    Constraint c = Constraint.of(id, new ActionPattern(on), effect());
    if (random.nextBoolean()) {
      c = c.withWhen(cond());
    }
    c =
        c.withPriority(random.nextInt(41) - 20)
            .withSeverity(random.nextBoolean() ? Enforcement.ERROR : Enforcement.WARN);
    if (random.nextBoolean()) {
      c = c.withScope("pkg/" + random.nextInt(3) + "/");
    }
    if (random.nextBoolean()) {
      c = c.withText(pick(TEXTS), random.nextBoolean() ? pick(TEXTS) : null);
    }
    if (random.nextBoolean()) {
      c =
          c.withSource(
              new Source(
                  "AGENTS.md",
                  1 + random.nextInt(300),
                  1 + random.nextInt(9),
                  List.of(pick(TEXTS)),
                  "rule/denied-command",
                  pick(TEXTS)));
    }
    if (random.nextBoolean()) {
      Map<String, Object> args = new LinkedHashMap<>();
      args.put("command", pick(TEXTS));
      args.put("n", BigDecimal.valueOf(random.nextInt(100)));
      args.put(
          "nested", Map.of("flag", random.nextBoolean(), "list", List.of("a", BigDecimal.ONE)));
      args.put("nothing", null);
      c =
          c.withExamples(
              new Examples(
                  List.of(new ExampleCall(Optional.empty(), args, Map.of())),
                  List.of(
                      new ExampleCall(
                          Optional.of("shell.exec"),
                          Map.of("command", "x"),
                          Map.of("user_id", "u1")))));
    }
    return c.withOnErrorAllow(random.nextInt(5) == 0);
  }

  private Effect effect() {
    return switch (random.nextInt(7)) {
      case 0 -> new Effect.Deny();
      case 1 -> new Effect.Allow();
      case 2 -> new Effect.Assert(cond());
      case 3 -> new Effect.Confirm();
      case 4 ->
          new Effect.Sequence(
              ActionPattern.of(pick(TOOLS)),
              random.nextBoolean() ? Optional.of(cond()) : Optional.empty());
      case 5 ->
          new Effect.Limit(
              random.nextInt(10),
              random.nextBoolean()
                  ? Window.SESSION
                  : new Window(Optional.of(Duration.ofSeconds(1 + random.nextInt(7200)))),
              random.nextBoolean() ? Optional.of(cond()) : Optional.empty());
      default ->
          new Effect.Transform(
              List.of(
                  new TransformStep.Mask(List.of("customer_name", "**.phone"), pick(TEXTS)),
                  new TransformStep.Redact("\\b\\d{3}-\\d{4}\\b", "***"),
                  new TransformStep.Drop(List.of("ssn"))));
    };
  }

  private Expr cond() {
    return ConditionParser.parse(pick(CONDITIONS)).orThrow();
  }

  private String pick(String[] values) {
    return values[random.nextInt(values.length)];
  }
}
