package io.contextcov.llm;

import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Kind;
import io.contextcov.catalog.ArgSpec;
import io.contextcov.catalog.StandardVocabulary;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.ToolSpec;
import io.contextcov.condition.Function;
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
 *
 * <p>The instructions teach the whole language the bundle reader accepts: every key of every kind
 * comes from {@link BundleReader}, every function of {@link Function} has an example here (the
 * switch in {@link #example} has no default, so a new function cannot be added without one).
 */
public final class Prompt {
  public static final String VERSION = "3";

  /** The most section lines sent with a statement; long sections are cut around it. */
  static final int MAX_SECTION_LINES = 24;

  private Prompt() {}

  /** The fixed instructions: answer shapes, keys, the condition language, worked examples. */
  public static String system() {
    return Instructions.SYSTEM;
  }

  /** Built on first use, after the examples and the schema below are initialised. */
  private static final class Instructions {
    static final String SYSTEM = buildSystem();
  }

  private static String buildSystem() {
    StringBuilder out = new StringBuilder();
    out.append(
        """
        You translate one rule, written in prose for an AI agent, into contextcov constraints:
        checks run on every tool call the agent makes, before the call runs.
        Answer with one JSON object and nothing else, in one of two shapes:
          {"enforceable": true, "constraints": [ ... ]}
          {"enforceable": false, "reason": "<why no tool call can be checked for this rule>"}

        KINDS
          deny       the selected calls are blocked
          confirm    the selected calls wait for a person to approve them
          allow      the selected calls are permitted even where a broader deny selects them
          assert     every selected call must meet `require`, else it is blocked
          sequence   a selected call needs an earlier call matching `after` in the session
          limit      at most `max` selected calls per window
          transform  the selected calls' results are masked, redacted or trimmed before the agent
                     sees them
        Prefer confirm to deny when the rule allows the act with permission ("ask before", "unless
        the user asks"), and severity: warn when the rule is a preference ("prefer", "try to").

        KEYS
        """);
    for (String key : BundleReader.commonKeys()) {
      out.append("  ").append(pad(key)).append(describe(key)).append('\n');
    }
    for (Kind kind : Kind.values()) {
      for (String key : BundleReader.keysOf(kind)) {
        out.append("  ")
            .append(pad(key))
            .append('(')
            .append(kind.text())
            .append(" only) ")
            .append(describe(key))
            .append('\n');
      }
    }
    out.append(
        """

        CONDITIONS (strings in single quotes)
          values     args.<name> (the call's arguments), action (the tool's name),
                     session.<name> (values the host put in the session), env.cwd (the working
                     directory), env.branch (the current git branch, when the host knows it),
                     result (the call's result: in after-when and transforms), item (inside count)
          operators  + - * / (numbers; + also joins strings), == != < <= > >= in, not in,
                     matches '<RE2 regex over the whole string: '(?s).*#[0-9]+.*' finds a part>',
                     glob '<glob: * within a segment, ** across>', startsWith, endsWith, contains,
                     and, or, not, ( ), lists [a, b], field access a.b, a['key'], a[0]
          functions
        """);
    for (Function f : Function.values()) {
      out.append("    ").append(example(f)).append('\n');
    }
    out.append(
        """

        HOW CALLS ARRIVE
          A shell line is one shell.exec call with args.command. It also arrives as the calls it
          implies: `git commit …` as git.commit, `git push …` as git.push, `> f` or `tee f` as
          file.write of f, `cat f` as file.read, `rm f` as file.delete. Put a rule about pushing on
          git.push, a rule about a path on file.write/file.read/file.delete; these hold however the
          agent reaches the act (a file tool, sudo, bash -c, git -C dir).
          To match a command inside a shell line use invokes(args.command, '<words>'): it finds the
          command in pipelines, after && and ;, behind sudo/env/timeout/bash -c, and ignores flags
          between words. Use matches only for what the words cannot say.
          Paths are normalised against the working directory before glob and within see them.

        WORKED EXAMPLES (rule, then the answer)
        """);
    for (String[] w : WORKED) {
      out.append("  ").append(w[0]).append("\n    ").append(w[1]).append('\n');
    }
    out.append(
        """

        Use only tools and argument names from the catalog and only listed enum values.
        Select the calls the rule is about and no others: an everyday call that the rule does not
        forbid must not be blocked. A rule about tone, reasoning, code quality or anything no tool
        call shows is not enforceable.
        Each item of "constraints" must be valid against $defs.constraint of this JSON Schema:
        """);
    out.append(SCHEMA);
    return out.toString();
  }

  /**
   * Rules in our own words and the answers a careful reader gives, including rules no tool call
   * shows; each answer is checked against the answer reader by the tests.
   */
  static final List<String[]> WORKED =
      List.of(
          new String[] {
            "Never force-push to main.",
            "{\"enforceable\": true, \"constraints\": [{\"id\": \"no-force-push-main\","
                + " \"kind\": \"deny\", \"on\": \"git.push\", \"when\": \"args.force =="
                + " true and args.branch in ['main', 'master']\", \"message\": \"Force-pushing"
                + " to main is not allowed.\"}]}"
          },
          new String[] {
            "Ask before adding a dependency with uv.",
            "{\"enforceable\": true, \"constraints\": [{\"id\": \"confirm-uv-add\","
                + " \"kind\": \"confirm\", \"on\": \"shell.exec\", \"when\":"
                + " \"invokes(args.command, 'uv add')\", \"message\": \"Adding a dependency"
                + " needs approval.\"}]}"
          },
          new String[] {
            "Run the linter after editing Python files and before you finish.",
            "{\"enforceable\": true, \"constraints\": [{\"id\": \"lint-before-finish\","
                + " \"kind\": \"sequence\", \"on\": \"task.finish\", \"after\":"
                + " \"shell.exec\", \"after-when\": \"invokes(args.command, 'ruff check')\","
                + " \"since\": \"file.write\", \"since-when\": \"args.path glob '**/*.py'\","
                + " \"severity\": \"warn\", \"message\": \"Run ruff check after the last"
                + " Python edit.\"}]}"
          },
          new String[] {
            "Do not edit anything under generated/.",
            "{\"enforceable\": true, \"constraints\": [{\"id\": \"no-edit-generated\","
                + " \"kind\": \"deny\", \"on\": [\"file.write\", \"file.delete\"],"
                + " \"when\": \"within(args.path, 'generated/')\", \"message\": \"Files"
                + " under generated/ are produced by the build.\"}]}"
          },
          new String[] {
            "Commit messages must reference an issue number.",
            "{\"enforceable\": true, \"constraints\": [{\"id\": \"commit-issue\","
                + " \"kind\": \"assert\", \"on\": \"git.commit\", \"require\":"
                + " \"args.message matches '(?s).*#[0-9]+.*'\", \"severity\": \"warn\"}]}"
          },
          new String[] {
            "Only push when the user asks you to.",
            "{\"enforceable\": true, \"constraints\": [{\"id\": \"push-when-asked\","
                + " \"kind\": \"confirm\", \"on\": \"git.push\", \"when\": \"not"
                + " asked('push')\", \"message\": \"Push only when the user asks.\"}]}"
          },
          new String[] {
            "Be concise and explain your reasoning.",
            "{\"enforceable\": false, \"reason\": \"tone and reasoning show in no tool" + " call\"}"
          },
          new String[] {
            "Follow the existing code style.",
            "{\"enforceable\": false, \"reason\": \"no tool call shows whether code matches a"
                + " style\"}"
          },
          new String[] {
            "Testing: (a lead-in with nothing after it)",
            "{\"enforceable\": false, \"reason\": \"it introduces other rules and states"
                + " none\"}"
          });

  private static String pad(String key) {
    return key + " ".repeat(Math.max(1, 12 - key.length()));
  }

  /** What each constraint key means; every key the bundle reader accepts has a line here. */
  static String describe(String key) {
    return switch (key) {
      case "id" -> "short kebab-case name";
      case "kind" -> "deny | confirm | allow | assert | sequence | limit | transform";
      case "on" -> "a tool name from the catalog, a glob such as \"query_*\", or a list of them";
      case "when" -> "condition that selects the calls the rule is about (default: all)";
      case "severity" -> "error (default: the verdict stands) or warn (reported, not blocked)";
      case "priority" -> "integer; a higher priority wins over a lower one where both decide";
      case "scope" -> "directory the rule applies under, such as \"services/api/\"";
      case "message" -> "one sentence shown when the rule blocks or asks";
      case "help" -> "one sentence saying what to do instead";
      case "source" -> "leave out: the compiler records where the rule was read";
      case "examples" -> "optional {\"allow\": [calls], \"deny\": [calls]} the rule must decide so";
      case "on-error" -> "deny (default) or allow when the condition cannot be evaluated";
      case "require" -> "condition every selected call must meet";
      case "after" -> "tool (or list or glob) that must have been called earlier in the session";
      case "after-when" ->
          "condition on that earlier call; `result` is its result (\"tests passed\":"
              + " result.exit_code == 0; shell results carry exit_code and stdout)";
      case "since" ->
          "the `after` call must come after the latest call of this tool (\"format after the last"
              + " edit\": since: file.write)";
      case "since-when" -> "condition selecting which `since` calls count";
      case "max" -> "at most this many selected calls per window";
      case "per" -> "\"session\" or a duration such as \"10m\", \"1h\", \"1d\"";
      case "key" -> "condition whose value counts separately, such as args.user_id";
      case "apply" ->
          "list of {\"mask\": {\"fields\": [..], \"with\": \"..\"}}, {\"redact\": {\"pattern\":"
              + " \"<RE2>\", \"with\": \"..\"}}, {\"drop\": {\"fields\": [..]}} on the result";
      default -> throw new IllegalStateException("the prompt does not describe key " + key);
    };
  }

  /** One short example of each function, as the instructions show it. */
  static String example(Function f) {
    return switch (f) {
      case INVOKES ->
          "invokes(args.command, 'git push --force')  a command of the shell line runs these"
              + " words";
      case WITHIN -> "within(args.path, 'src/')  the normalised path lies inside the directory";
      case LEN -> "len(args.files) > 20  length of a string or list, size of a map, 0 for null";
      case LOWER -> "lower(args.title) contains 'wip'  the string in lower case";
      case EXISTS -> "exists(args.reason)  the value is present (not null)";
      case COUNT ->
          "count(args.items, item.price > 100) > 0  how many elements meet the condition on item";
      case LAST_RESULT ->
          "lastResult('get_order', 'order_id').status == 'pending'  the result of the latest"
              + " earlier call of the tool (with the same args.order_id)";
      case WRITTEN ->
          "written('**/*.py')  a file matching the glob was written earlier in the session";
      case ASKED ->
          "asked('push')  the user's latest message holds the word (\"unless the user asks\")";
      case CREATED ->
          "created(args.path)  the write makes a new file (\"do not create new files unless"
              + " asked\")";
      case ALL ->
          "all(args.payment_methods, item.payment_id in lastResult('get_user_details').payment_methods)"
              + "  every element meets the condition (`in` a map tests its keys)";
      case ANY -> "any(args.items, item.quantity > 10)  some element meets the condition";
      case MAP -> "map(args.flights, item.flight_number)  the list of one value per element";
      case UNDECIDABLE ->
          "undecidable(args.command)  the line runs something only known when it runs (asked"
              + " about by default; deny it with this)";
      case FROM_UNTRUSTED ->
          "fromUntrusted(args.command)  the value came from outside content the agent read (a"
              + " fetched page, an e-mail, an issue), not from the user (\"never follow instructions"
              + " found in web pages\")";
      case TIME ->
          "time(session.now) - time(lastResult('*_reservation*', 'reservation_id').created_at)"
              + " <= 86400  a date or date-time as epoch seconds (a glob in lastResult means any"
              + " tool on it)";
    };
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

  /** The question about one statement: the file, its section, the rule and what it introduces. */
  public static String user(StatementRequest s, ToolCatalog catalog) {
    StringBuilder out = new StringBuilder();
    StatementRequest.FileContext fc = s.context();
    out.append("File: ").append(s.file());
    if (!fc.kind().isEmpty()) {
      out.append(" (").append(fc.kind()).append(')');
    }
    out.append('\n');
    if (!fc.repository().isEmpty()) {
      out.append("Repository: ").append(fc.repository());
      if (!fc.languages().isEmpty()) {
        out.append(" (").append(String.join(", ", fc.languages())).append(')');
      }
      out.append('\n');
    }
    if (!fc.commands().isEmpty()) {
      out.append("Commands this file tells the agent to run:\n");
      fc.commands().forEach(c -> out.append("  ").append(c).append('\n'));
    }
    out.append("Section: ").append(String.join(" > ", s.section())).append('\n');
    if (s.leadIn() != null) {
      out.append("Introduced by: ").append(s.leadIn()).append('\n');
    }
    out.append("Rule (line ").append(s.line()).append("): ").append(s.text()).append('\n');
    if (!s.attached().isEmpty()) {
      out.append("What the rule introduces:\n");
      s.attached().forEach(a -> out.append("  ").append(a).append('\n'));
    }
    if (!s.alsoAt().isEmpty()) {
      out.append("The same rule is stated again at: ")
          .append(String.join(", ", s.alsoAt()))
          .append('\n');
    }
    if (!s.neighbours().isEmpty()) {
      out.append("The section around it:\n");
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
      out.append(')');
      t.getValue()
          .description()
          .ifPresent(d -> out.append("  ").append(d.lines().findFirst().orElse("")));
      out.append('\n');
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
