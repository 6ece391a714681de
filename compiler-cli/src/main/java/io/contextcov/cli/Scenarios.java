package io.contextcov.cli;

import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import io.contextcov.runtime.Violation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Policy tests: scenario files in the replay trace format, where each session of a file is one
 * scenario whose steps must all get their {@code expect}ed verdict. A step's {@code approve}
 * answers a confirmation (approved, the call runs and counts); {@code result} is fed back after a
 * call that ran; {@code {"user": …}} lines record the user's words.
 */
final class Scenarios {
  private Scenarios() {}

  /** One scenario's outcome; {@code failures} empty when it passed. */
  record Outcome(String file, String scenario, int steps, List<String> failures, long millis) {
    boolean passed() {
      return failures.isEmpty();
    }
  }

  /** A file that could not be read as scenarios. */
  record Problem(String file, int line, String message) {}

  /** The scenario files under the given files and directories ({@code *.jsonl}), sorted. */
  static List<Path> files(List<Path> roots) throws IOException {
    List<Path> out = new ArrayList<>();
    for (Path r : roots) {
      if (Files.isDirectory(r)) {
        try (Stream<Path> s = Files.walk(r)) {
          s.filter(p -> p.getFileName().toString().endsWith(".jsonl") && Files.isRegularFile(p))
              .sorted()
              .forEach(out::add);
        }
      } else {
        out.add(r);
      }
    }
    return out;
  }

  /** Runs every scenario of one file on fresh sessions of the engine. */
  static List<Outcome> run(Engine engine, Path file, List<Problem> problems) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    List<Trace.Problem> bad = new ArrayList<>();
    Trace trace = (Trace) Trace.parse(text, bad);
    for (Trace.Problem p : bad) {
      problems.add(new Problem(file.toString(), p.line(), p.message()));
    }
    if (!bad.isEmpty()) {
      return List.of();
    }
    Map<String, List<Trace.Step>> bySession = new LinkedHashMap<>();
    for (Trace.Step s : trace.steps()) {
      bySession.computeIfAbsent(s.session(), k -> new ArrayList<>()).add(s);
    }
    List<Outcome> out = new ArrayList<>();
    for (Map.Entry<String, List<Trace.Step>> e : bySession.entrySet()) {
      long start = System.nanoTime();
      Session session = engine.session(e.getKey());
      List<String> failures = new ArrayList<>();
      int steps = 0;
      for (Trace.Step step : e.getValue()) {
        if (step.user().isPresent()) {
          session.userTurn(step.user().get());
          continue;
        }
        steps++;
        step.values().forEach(session::put);
        ToolCall call = new ToolCall(step.action(), step.args());
        Decision d = session.before(call);
        boolean ran = d.allowed();
        if (d.verdict() == Verdict.CONFIRM && step.approve().orElse(false)) {
          session.ran(call);
          ran = true;
        }
        if (ran && step.hasResult()) {
          session.after(call, step.result());
        }
        if (step.expect().isPresent() && !step.expect().get().equals(d.verdict().name())) {
          failures.add(
              file
                  + ":"
                  + step.line()
                  + ": "
                  + step.action()
                  + " expected "
                  + step.expect().get()
                  + ", got "
                  + d.verdict()
                  + reasons(d.violations()));
        }
      }
      out.add(
          new Outcome(
              file.toString(),
              e.getKey(),
              steps,
              failures,
              (System.nanoTime() - start) / 1_000_000));
    }
    return out;
  }

  static String reasons(List<Violation> violations) {
    if (violations.isEmpty()) {
      return "";
    }
    List<String> r = new ArrayList<>();
    violations.forEach(v -> r.add(v.constraint() + " (" + v.source() + ")"));
    return " by " + String.join(", ", r);
  }

  /** The outcomes as a JUnit XML report, one test case per scenario. */
  static String junit(String suite, List<Outcome> outcomes) {
    long failed = outcomes.stream().filter(o -> !o.passed()).count();
    StringBuilder b = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    b.append("<testsuite name=\"")
        .append(xml(suite))
        .append("\" tests=\"")
        .append(outcomes.size())
        .append("\" failures=\"")
        .append(failed)
        .append("\" errors=\"0\" skipped=\"0\">\n");
    for (Outcome o : outcomes) {
      b.append("  <testcase classname=\"")
          .append(xml(o.file()))
          .append("\" name=\"")
          .append(xml(o.scenario()))
          .append("\" time=\"")
          .append(String.format(Locale.ROOT, "%.3f", o.millis() / 1000.0))
          .append('"');
      if (o.passed()) {
        b.append("/>\n");
      } else {
        b.append(">\n    <failure message=\"")
            .append(xml(o.failures().get(0)))
            .append("\">")
            .append(xml(String.join("\n", o.failures())))
            .append("</failure>\n  </testcase>\n");
      }
    }
    return b.append("</testsuite>\n").toString();
  }

  private static String xml(String s) {
    StringBuilder b = new StringBuilder();
    s.codePoints()
        .forEach(
            c -> {
              switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> {
                  if (c == 0x9
                      || c == 0xA
                      || c == 0xD
                      || (c >= 0x20 && c <= 0xD7FF)
                      || (c >= 0xE000 && c <= 0xFFFD)
                      || c >= 0x10000) {
                    b.appendCodePoint(c);
                  } else {
                    b.append("&#xFFFD;");
                  }
                }
              }
            });
    return b.toString();
  }
}
