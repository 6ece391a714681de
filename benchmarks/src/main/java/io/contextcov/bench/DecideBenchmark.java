package io.contextcov.bench;

import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.Session;
import io.contextcov.runtime.ToolCall;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.casbin.jcasbin.main.Enforcer;
import org.casbin.jcasbin.model.Model;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Decision latency for bundles of 10 to 10,000 constraints, and jCasbin deciding the equivalent
 * deny rules in the same run. SampleTime mode reports p50 and tail percentiles; run with {@code
 * -prof gc} for allocations per decision.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class DecideBenchmark {
  @Param({"10", "100", "1000", "10000"})
  int constraints;

  Session session;
  ToolCall call;
  Enforcer casbin;
  String tool;

  @Setup(Level.Trial)
  public void setUp() {
    Engine engine = Engine.of(Rules.bundle(constraints));
    session = engine.session("bench");
    tool = "tool_" + (Rules.tools(constraints) / 2);
    call = new ToolCall(tool, Rules.args());
    Model model = new Model();
    model.addDef("r", "r", "tool, source");
    model.addDef("p", "p", "tool, source, eft");
    model.addDef("e", "e", "some(where (p.eft == allow)) && !some(where (p.eft == deny))");
    model.addDef(
        "m",
        "m",
        "(p.tool == '*' || r.tool == p.tool) && (p.source == '*' || r.source == p.source)");
    casbin = new Enforcer(model);
    for (List<String> p : Rules.casbinPolicies(constraints)) {
      casbin.addPolicy(p);
    }
  }

  @Benchmark
  public Decision contextcovDecide() {
    return session.before(call);
  }

  @Benchmark
  public boolean jcasbinEnforce() {
    return casbin.enforce(tool, "sales_db");
  }
}
