package io.contextcov.samples;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.analyzer.Analyzer;
import io.contextcov.analyzer.Finding;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Constraint;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.EngineOptions;
import io.contextcov.runtime.ToolCall;
import io.contextcov.shell.ShellParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The analyzer against the engine it describes, on seeded random two-rule bundles: every witness a
 * finding claims a verdict for gets that verdict from an engine holding just the rules involved (no
 * unsound finding), and every sampled call on which one rule allows and the other denies or asks is
 * covered by a finding naming both (no missed conflict). Paths are written as agents write them
 * (relative, with {@code cwd}, with {@code ..} and doubled slashes), so the engine's normalisation
 * is part of what is compared. {@code -Dcontextcov.differential.bundles=N} runs more.
 */
class AnalyzerDifferentialTest {
  private static final int BUNDLES = Integer.getInteger("contextcov.differential.bundles", 1500);

  private static final Map<String, List<String>> CONDITIONS =
      Map.of(
          "file.write",
          List.of(
              "args.path glob 'src/**'",
              "args.path glob 'src/gen/**'",
              "args.path glob '**/*.lock'",
              "within(args.path, 'lib')",
              "within(args.path, 'src/gen')",
              "args.path == 'src/a.ts'",
              "args.path startsWith 'gen/'",
              "exists(args.content)",
              "args.content contains 'TODO'"),
          "git.push",
          List.of(
              "args.branch glob 'release/*'",
              "args.branch == 'main'",
              "args.force == true",
              "args.remote == 'origin'"),
          "shell.exec",
          List.of(
              "invokes(args.command, 'make')",
              "invokes(args.command, 'rm -rf')",
              "args.command glob 'make *'",
              "args.command startsWith 'npm '"));

  private static final List<String> PATHS =
      List.of(
          "src/a.ts",
          "src/gen/x.ts",
          "gen/x.ts",
          "lib/y.c",
          "src/../lib/y.c",
          "src//gen/z.ts",
          "a.lock",
          "src/gen/",
          "./src/a.ts",
          "lib",
          "x/../src/gen/q.ts");
  private static final List<String> CWDS = List.of("", "src", "lib", "src/gen");
  private static final List<String> COMMANDS =
      List.of(
          "make",
          "make test",
          "rm -rf build",
          "npm test",
          "ls",
          "sudo make install",
          "make && rm -rf build",
          "npm test; make test",
          "cd lib && make",
          "git push --force origin main",
          "make && git push origin release/1",
          "npm test > src/gen/out.ts",
          "echo TODO | tee lib/y.c",
          "rm -rf build > a.lock");
  private static final List<String> BRANCHES = List.of("main", "release/1", "dev");

  @Test
  void findingsAgreeWithTheEngine() {
    Random random = new Random(0xd1ffL);
    int replayed = 0;
    int sampled = 0;
    List<String> unsound = new ArrayList<>();
    List<String> missed = new ArrayList<>();
    for (int n = 0; n < BUNDLES; n++) {
      List<String> actions = List.copyOf(CONDITIONS.keySet());
      String action = actions.get(random.nextInt(actions.size()));
      // one bundle in three pairs a rule on shell lines with one on a call such lines imply
      String second =
          random.nextInt(3) == 0
              ? (action.equals("shell.exec")
                  ? actions.get(random.nextInt(actions.size()))
                  : "shell.exec")
              : action;
      String yaml =
          "contextcov: 1\nconstraints:\n" + rule("a", action, random) + rule("b", second, random);
      List<ToolCall> calls = new ArrayList<>(calls(action));
      if (!second.equals(action)) {
        // rules on a line and on a call it implies meet on one command; chaining commands (a && b,
        // a > f) brings any two together, each rule still speaking of its own command
        calls.addAll(calls(second));
        calls.removeIf(
            c ->
                c.action().equals("shell.exec")
                    && ShellParser.parse((String) c.args().get("command")).commands().size()
                            + ShellParser.parse((String) c.args().get("command")).redirects().size()
                        > 1);
      }
      BundleReader.Result read = BundleReader.read(yaml, "d" + n + ".yaml");
      if (read.bundle().isEmpty()) {
        continue;
      }
      Bundle bundle = read.bundle().get();
      Analyzer.Report report = Analyzer.analyze(bundle, ToolCatalog.EMPTY);
      for (Finding f : report.findings()) {
        if (f.witness().isEmpty() || f.expected().isEmpty() || f.may()) {
          continue;
        }
        var w = f.witness().get();
        Decision d =
            engine(bundle, f.constraints())
                .session("w", w.session())
                .before(new ToolCall(w.action(), w.args()));
        replayed++;
        if (!d.verdict().name().equals(f.expected().get())) {
          unsound.add(
              f.code().label()
                  + " "
                  + w.call()
                  + " claimed "
                  + f.expected().get()
                  + " got "
                  + d.verdict()
                  + "\n"
                  + yaml);
        }
      }
      Engine onlyA0 = engine(bundle, List.of("a"));
      Engine onlyB0 = engine(bundle, List.of("b"));
      Engine both = engine(bundle, List.of("a", "b"));
      for (Finding f : report.findings()) {
        if (f.may()) {
          continue;
        }
        String about = f.constraints().get(0);
        Engine alone = about.equals("a") ? onlyA0 : onlyB0;
        Engine other = about.equals("a") ? onlyB0 : onlyA0;
        for (ToolCall call : calls) {
          String mine = acts(alone.decide(call), about);
          if (mine == null) {
            continue;
          }
          String label = f.code().label() + " on " + about + " but " + call + " ";
          switch (f.code().id()) {
            case "CC101" -> unsound.add(label + "fires\n" + yaml);
            case "CC203" -> {
              // shadowed: together, this rule never decides
              if (acts(both.decide(call), about) != null
                  && both.decide(call).verdict().name().equals(mine)) {
                unsound.add(label + "still decides\n" + yaml);
              }
            }
            case "CC204" -> {
              String theirs = acts(other.decide(call), about.equals("a") ? "b" : "a");
              if (!mine.equals(theirs)) {
                unsound.add(label + "acts alone\n" + yaml);
              }
            }
            default -> {}
          }
        }
      }
      boolean namedTogether =
          report.findings().stream()
              .anyMatch(f -> f.constraints().contains("a") && f.constraints().contains("b"));
      if (namedTogether) {
        continue;
      }
      Engine onlyA = onlyA0;
      Engine onlyB = onlyB0;
      for (ToolCall call : calls) {
        sampled++;
        String ea = acts(onlyA.decide(call), "a");
        String eb = acts(onlyB.decide(call), "b");
        // an allow against a deny or a confirm is a contradiction; deny and confirm both restrict
        if (ea != null
            && eb != null
            && !ea.equals(eb)
            && (ea.equals("ALLOW") || eb.equals("ALLOW"))) {
          missed.add(call + ": a " + ea + ", b " + eb + "\n" + yaml);
          break;
        }
      }
    }
    // a third of the bundles pair rules on different calls, which meet less often
    assertThat(replayed).as("witnesses replayed").isGreaterThan(BUNDLES / 6);
    assertThat(sampled).as("calls sampled").isGreaterThan(BUNDLES);
    assertThat(unsound).as("findings the engine contradicts").isEmpty();
    assertThat(missed).as("conflicts no finding names").isEmpty();
  }

  /** The effect the rule has on the call alone, or null when it does not act. */
  private static String acts(Decision d, String id) {
    if (d.violations().stream().anyMatch(v -> v.constraint().equals(id))) {
      return d.verdict().name();
    }
    return d.decidedBy().contains(id) ? "ALLOW" : null;
  }

  private static Engine engine(Bundle bundle, List<String> ids) {
    List<Constraint> involved =
        ids.stream().map(id -> bundle.constraint(id).orElseThrow()).toList();
    return Engine.of(
        new Bundle("d", List.of(), bundle.tools(), involved, Optional.empty()),
        EngineOptions.DEFAULTS.withVerifyDigest(false));
  }

  private static String rule(String id, String action, Random r) {
    List<String> pool = CONDITIONS.get(action);
    String when = pool.get(r.nextInt(pool.size()));
    if (r.nextInt(3) == 0) {
      String other = pool.get(r.nextInt(pool.size()));
      when = r.nextBoolean() ? when + " && !(" + other + ")" : "(" + when + ") || " + other;
    }
    String kind = List.of("deny", "allow", "confirm", "assert").get(r.nextInt(4));
    StringBuilder b = new StringBuilder("  - id: ").append(id).append("\n    kind: ").append(kind);
    b.append("\n    on: ").append(action);
    if (kind.equals("assert")) {
      String req = pool.get(r.nextInt(pool.size()));
      b.append("\n    require: \"").append(req).append('"');
      if (r.nextBoolean()) {
        b.append("\n    when: \"").append(when).append('"');
      }
    } else {
      b.append("\n    when: \"").append(when).append('"');
    }
    if (r.nextInt(3) == 0) {
      b.append("\n    priority: 5");
    }
    if (r.nextInt(4) == 0) {
      b.append("\n    scope: ").append(r.nextBoolean() ? "src" : "lib");
    }
    return b.append('\n').toString();
  }

  private static List<ToolCall> calls(String action) {
    List<ToolCall> out = new ArrayList<>();
    for (String cwd : CWDS) {
      switch (action) {
        case "file.write" -> {
          for (String p : PATHS) {
            for (String content : List.of("", "x TODO")) {
              Map<String, Object> a = new LinkedHashMap<>();
              a.put("path", p);
              if (!content.isEmpty()) {
                a.put("content", content);
              }
              put(a, cwd);
              out.add(new ToolCall(action, a));
            }
          }
        }
        case "git.push" -> {
          for (String br : BRANCHES) {
            for (Object force : List.of(true, false)) {
              Map<String, Object> a = new LinkedHashMap<>();
              a.put("branch", br);
              a.put("force", force);
              a.put("remote", "origin");
              put(a, cwd);
              out.add(new ToolCall(action, a));
            }
          }
        }
        default -> {
          for (String c : COMMANDS) {
            Map<String, Object> a = new LinkedHashMap<>();
            a.put("command", c);
            put(a, cwd);
            out.add(new ToolCall(action, a));
          }
        }
      }
    }
    return out;
  }

  private static void put(Map<String, Object> a, String cwd) {
    if (!cwd.isEmpty()) {
      a.put("cwd", cwd);
    }
  }
}
