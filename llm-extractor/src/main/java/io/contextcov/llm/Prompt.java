package io.contextcov.llm;

import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.StandardVocabulary;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.diag.Diagnostic;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The messages sent to a model. {@link #VERSION} is part of every lock-file key: changing the
 * wording below without bumping it would let old answers stand for a question no longer asked.
 */
public final class Prompt {
  public static final String VERSION = "2";

  private Prompt() {}

  /** The fixed instructions: what a constraint is and the only two answer shapes accepted. */
  public static String system() {
    return """
        You translate one rule written in prose for an AI agent into contextcov constraints.
        Answer with one JSON object and nothing else, in one of two shapes:
          {"enforceable": true, "constraints": [ ... ]}
          {"enforceable": false, "reason": "<why no tool call can be checked for this rule>"}
        A constraint is an object with these keys:
          id        short kebab-case name
          kind      deny | allow | assert | confirm | sequence | limit | transform
          on        a tool name from the catalog, a glob such as "query_*", or a list of them
          when      optional condition that selects the calls the rule is about
          require   (assert only) condition every selected call must meet
          after     (sequence only) tool that must have been called earlier in the session
          max, per  (limit only) at most max calls per "session" or per duration such as "1h"
          apply     (transform only) list of {"mask": {"fields": [..], "with": ".."}}
                    or {"redact": {"pattern": "<RE2>", "with": ".."}} or {"drop": {"fields": [..]}}
          message   one sentence shown when the rule blocks a call
        Conditions use: args.<name>, action, session.<name>; == != < <= > >= in, not in,
        matches '<RE2>', glob, startsWith, endsWith, contains, and, or, not; strings in single quotes.
        Use only tools and argument names from the catalog and only listed enum values.
        A rule about tone, reasoning or anything no tool call shows is not enforceable.
        Each item of "constraints" must be valid against $defs.constraint of this JSON Schema:
        """
        + SCHEMA;
  }

  private static final String SCHEMA = schema();

  private static String schema() {
    String name = "/io/contextcov/bundle/contextcov-bundle.schema.json";
    try (InputStream in = Prompt.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException(name + " is missing from the constraint-dsl jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The question about one statement. */
  public static String user(StatementRequest s, ToolCatalog catalog) {
    StringBuilder out = new StringBuilder();
    out.append("Rule: ").append(s.text()).append('\n');
    out.append("Section: ").append(String.join(" > ", s.section())).append('\n');
    if (!s.neighbours().isEmpty()) {
      out.append("Nearby lines:\n");
      s.neighbours().forEach(n -> out.append("  ").append(n).append('\n'));
    }
    ToolCatalog tools = catalog.isEmpty() ? StandardVocabulary.CATALOG : catalog;
    out.append(
        catalog.isEmpty()
            ? "Tool catalog (none given: the standard vocabulary of coding agents):\n"
            : "Tool catalog:\n");
    for (Map.Entry<String, ToolSpec> t : tools.sorted().entrySet()) {
      out.append("  ").append(t.getKey()).append('(');
      boolean first = true;
      for (Map.Entry<String, ArgSpec> a : t.getValue().sortedArgs().entrySet()) {
        if (!first) {
          out.append(", ");
        }
        first = false;
        out.append(a.getKey()).append(": ").append(a.getValue().type().text());
        if (!a.getValue().enumValues().isEmpty()) {
          out.append(" one of ").append(a.getValue().enumValues());
        }
      }
      out.append(")\n");
    }
    return out.toString();
  }

  /** The second opinion's question: does this constraint do what the rule says? */
  public static String verify(StatementRequest s, String answer) {
    return "A rule for an AI agent and the contextcov constraints another model wrote for it follow.\n"
        + "Do the constraints block, confirm or allow exactly the tool calls the rule is about,"
        + " no more and no fewer?\n"
        + "Answer with one JSON object and nothing else: {\"agrees\": true} or"
        + " {\"agrees\": false, \"reason\": \"<what the constraints get wrong>\"}.\n"
        + "Rule: "
        + s.text()
        + "\nConstraints: "
        + answer
        + "\n";
  }

  /** The repair round: the diagnostics the previous answer earned, in the reader's own words. */
  public static String repair(List<Diagnostic> diagnostics) {
    StringBuilder out =
        new StringBuilder("Your answer was rejected. Fix these problems and answer again:\n");
    for (Diagnostic d : diagnostics) {
      out.append("- ").append(d.message());
      d.help().ifPresent(h -> out.append(" (").append(h).append(')'));
      out.append('\n');
    }
    return out.toString();
  }
}
