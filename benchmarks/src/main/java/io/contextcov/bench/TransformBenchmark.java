package io.contextcov.bench;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Effect;
import io.contextcov.bundle.TransformStep;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** Throughput of masking and redacting a 50-row query result. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class TransformBenchmark {
  Session session;
  ToolCall call;
  Map<String, Object> result;

  @Setup
  public void setUp() {
    Constraint mask =
        Constraint.of(
            "mask-pii",
            ActionPattern.of("query_database"),
            new Effect.Transform(
                List.of(
                    new TransformStep.Mask(List.of("customer_name", "**.phone"), "[REDACTED]"),
                    new TransformStep.Redact("\\b\\d{3}-\\d{4}\\b", "***"))));
    Bundle b = new Bundle("t", List.of(), ToolCatalog.EMPTY, List.of(mask), Optional.empty());
    session = Engine.of(b).session("bench");
    call = new ToolCall("query_database", Map.of());
    List<Object> rows = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("id", i);
      row.put("customer_name", "Customer " + i);
      row.put("contact", Map.of("phone", "555-" + (1000 + i), "city", "Springfield"));
      row.put("note", "call back at 555-" + (2000 + i) + " after noon");
      rows.add(row);
    }
    result = Map.of("rows", rows, "count", 50);
  }

  @Benchmark
  public Object maskAndRedact() {
    return session.after(call, result);
  }
}
