package io.contextcov.cli;

import io.contextcov.json.Json;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The sidecar of expected verdicts for a conversation replay: JSON lines {@code {"run": "7#0",
 * "call": 3, "expect": "DENY"}} (calls numbered from 1 within their run, as the replay prints
 * them). Blank lines and lines starting with {@code #} are skipped.
 */
final class Expectations {
  private static final Set<String> VERDICTS = Set.of("ALLOW", "DENY", "CONFIRM");

  private Expectations() {}

  /** The expectations by run and call, or empty after errors printed with file:line:column. */
  static Optional<Map<String, Map<Integer, String>>> read(String file, PrintStream err)
      throws IOException {
    if (!Files.isRegularFile(Path.of(file))) {
      err.println(
          "error: cannot read `"
              + file
              + "`: --expect on a conversation needs its expected verdicts there"
              + " (or name the file with --expect-file)");
      return Optional.empty();
    }
    Map<String, Map<Integer, String>> out = new LinkedHashMap<>();
    List<String> lines = Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
    boolean ok = true;
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i).strip();
      if (l.isEmpty() || l.startsWith("#")) {
        continue;
      }
      String at = file + ":" + (i + 1) + ":";
      try {
        if (!(Json.parse(l) instanceof Map<?, ?> m)) {
          err.println(at + "1: error: each line is a JSON object {run, call, expect}");
          ok = false;
          continue;
        }
        Object run = m.get("run");
        Object call = m.get("call");
        Object expect = m.get("expect");
        if (run == null || !(call instanceof Number n) || !(expect instanceof String v)) {
          err.println(at + "1: error: each line needs `run`, a numeric `call` and `expect`");
          ok = false;
          continue;
        }
        if (!VERDICTS.contains(v)) {
          err.println(at + "1: error: `expect` must be ALLOW, DENY or CONFIRM (got `" + v + "`)");
          ok = false;
          continue;
        }
        String runId =
            run instanceof java.math.BigDecimal d ? d.toPlainString() : String.valueOf(run);
        out.computeIfAbsent(runId, k -> new LinkedHashMap<>()).put(n.intValue(), v);
      } catch (Json.ParseException e) {
        err.println(at + e.column() + ": error: " + e.getMessage());
        ok = false;
      }
    }
    return ok ? Optional.of(out) : Optional.empty();
  }
}
