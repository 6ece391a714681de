package io.contextcov.compiler.rules;

import io.contextcov.bundle.Effect;
import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.compiler.statements.Modality;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Argument values grounded in the tool catalog: "sales queries must use `sales_db`" becomes an
 * assertion on the tool whose enums hold both values, the value named first being the trigger
 * ({@code when}) and the other the requirement; a ban ("never use `cache_db` for sales") becomes a
 * deny on both.
 */
public final class ArgumentAssertionMatcher implements RuleMatcher {
  /**
   * @param strong written as code or as an identifier-like word ({@code sales_db}); a plain English
   *     word ("yes", "sales") only counts beside a strong mention
   */
  private record Mention(String arg, String value, int at, boolean strong) {}

  @Override
  public String family() {
    return "argument";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    if (catalog.isEmpty() || s.modality() == Modality.MAY) {
      return List.of();
    }
    List<Draft> out = new ArrayList<>();
    for (ToolSpec tool : catalog.sorted().values()) {
      List<Mention> mentions = mentions(s.fullText(), tool);
      if (mentions.stream().noneMatch(Mention::strong)) {
        continue;
      }
      Mention required = null;
      Mention trigger = null;
      for (Mention m : mentions) {
        if (trigger == null) {
          trigger = m;
        } else if (!m.arg().equals(trigger.arg())) {
          required = m;
          break;
        }
      }
      if (required == null) {
        // one value alone: it is the requirement, and the tool must be named for the rule to apply
        if (!s.fullText().contains(tool.name())
            && mentions.stream().map(Mention::arg).distinct().count() > 1) {
          continue;
        }
        if (!s.fullText().contains(tool.name())) {
          continue;
        }
        required = trigger;
        trigger = null;
      }
      if (!required.strong()) {
        continue;
      }
      String when =
          trigger == null ? null : "args." + trigger.arg() + " == " + Phrases.lit(trigger.value());
      String need = "args." + required.arg() + " == " + Phrases.lit(required.value());
      Map<String, Object> good = new LinkedHashMap<>();
      Map<String, Object> bad = new LinkedHashMap<>();
      if (trigger != null) {
        good.put(trigger.arg(), trigger.value());
        bad.put(trigger.arg(), trigger.value());
      }
      good.put(required.arg(), required.value());
      bad.put(required.arg(), otherValue(tool.args().get(required.arg()), required.value()));
      if (s.modality().negative()) {
        String both = when == null ? need : when + " && " + need;
        out.add(
            new Draft(
                family(),
                tool.name() + ":" + both,
                Phrases.constraint(tool.name(), new Effect.Deny(), both, s)
                    .withText(s.text(), null)
                    .withExamples(Phrases.examples(List.of(bad), List.of(good)))));
      } else {
        out.add(
            new Draft(
                family(),
                tool.name() + ":" + need,
                Phrases.constraint(tool.name(), new Effect.Assert(Phrases.cond(need)), when, s)
                    .withText(
                        s.text(),
                        "call "
                            + tool.name()
                            + " with "
                            + required.arg()
                            + " `"
                            + required.value()
                            + "`")
                    .withExamples(Phrases.examples(List.of(good), List.of(bad)))));
      }
    }
    return out;
  }

  private static List<Mention> mentions(String text, ToolSpec tool) {
    List<Mention> out = new ArrayList<>();
    for (Map.Entry<String, ArgSpec> arg : tool.sortedArgs().entrySet()) {
      for (Object v : arg.getValue().enumValues()) {
        if (!(v instanceof String value) || value.length() < 3) {
          continue;
        }
        Matcher m =
            Pattern.compile("(?i)(?<![A-Za-z0-9_])" + Pattern.quote(value) + "(?![A-Za-z0-9_])")
                .matcher(text);
        if (m.find()) {
          boolean strong =
              text.contains("`" + value + "`") || value.contains("_") || value.matches(".*\\d.*");
          out.add(new Mention(arg.getKey(), value, m.start(), strong));
        }
      }
    }
    out.sort((a, b) -> Integer.compare(a.at(), b.at()));
    return out;
  }

  private static Object otherValue(ArgSpec spec, String value) {
    for (Object v : spec.enumValues()) {
      if (!value.equals(v)) {
        return v;
      }
    }
    return value + "_other";
  }
}
