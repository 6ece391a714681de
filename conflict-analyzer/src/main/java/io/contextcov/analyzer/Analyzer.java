package io.contextcov.analyzer;

import io.contextcov.analyzer.checks.AlwaysBlocksCheck;
import io.contextcov.analyzer.checks.Check;
import io.contextcov.analyzer.checks.ConflictCheck;
import io.contextcov.analyzer.checks.DeadObligationCheck;
import io.contextcov.analyzer.checks.ImpliedCallsCheck;
import io.contextcov.analyzer.checks.MaskedRequirementCheck;
import io.contextcov.analyzer.checks.OverrideCheck;
import io.contextcov.analyzer.checks.RedundantCheck;
import io.contextcov.analyzer.checks.ShadowedCheck;
import io.contextcov.analyzer.checks.UnsatisfiableTogetherCheck;
import io.contextcov.analyzer.checks.VacuousCheck;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.TypeChecker;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Severity;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Runs every check on a bundle (DESIGN.md §6); pairs are formed only where actions intersect. */
public final class Analyzer {
  public static final List<Check> CHECKS =
      List.of(
          new VacuousCheck(),
          new AlwaysBlocksCheck(),
          new ConflictCheck(),
          new OverrideCheck(),
          new ShadowedCheck(),
          new RedundantCheck(),
          new UnsatisfiableTogetherCheck(),
          new DeadObligationCheck(),
          new MaskedRequirementCheck(),
          new ImpliedCallsCheck());

  /** The findings, sorted (errors first), and how much work the analysis did. */
  public record Report(List<Finding> findings, int constraints, long pairsExamined) {
    public Report {
      findings = List.copyOf(findings);
    }

    public long count(Severity s) {
      return findings.stream().filter(f -> f.severity() == s).count();
    }
  }

  private Analyzer() {}

  public static Report analyze(Bundle bundle, ToolCatalog extra) {
    ToolCatalog catalog = bundle.tools().merge(extra);
    List<Modelled> model = bundle.constraints().stream().map(c -> Modelled.of(c, catalog)).toList();
    Analysis a = new Analysis(bundle, model, catalog);
    List<Finding> out = new ArrayList<>();
    for (Modelled c : model) {
      for (Check check : CHECKS) {
        check.single(c, a, out);
      }
    }
    long pairs = 0;
    Map<String, Region> actions = new HashMap<>();
    ActionIndex index = new ActionIndex(model);
    // what each condition requires of single arguments: pairs that cannot meet are not formed
    LiteralKeys[] keys = new LiteralKeys[model.size()];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = LiteralKeys.of(model.get(i).constraint().when());
    }
    for (int i = 0; i < model.size(); i++) {
      BitSet candidates = index.candidates(i);
      for (int j = candidates.nextSetBit(i + 1); j >= 0; j = candidates.nextSetBit(j + 1)) {
        Modelled x = model.get(i);
        Modelled y = model.get(j);
        if (keys[i].disjoint(keys[j])
            || !actionsMeet(x.constraint().on(), y.constraint().on(), actions)) {
          continue;
        }
        pairs++;
        for (Check check : CHECKS) {
          check.pair(x, y, a, out);
        }
      }
    }
    for (Check check : CHECKS) {
      check.whole(a, out);
    }
    if (!a.catalog().isEmpty()) {
      for (Constraint c : bundle.constraints()) {
        Bundle one = new Bundle("one", List.of(), a.catalog(), List.of(c), Optional.empty());
        for (Diagnostic d : TypeChecker.check(one, a.catalog(), "bundle", Map.of())) {
          out.add(
              new Finding(
                  d.code(),
                  d.severity(),
                  d.message(),
                  List.of(c.id()),
                  Optional.empty(),
                  Optional.empty(),
                  false,
                  d.help()));
        }
      }
    }
    // a rule that several others make redundant is reported once, against the first of them
    Set<String> redundant = new HashSet<>();
    out.removeIf(f -> f.code() == Code.REDUNDANT && !redundant.add(f.constraints().get(0)));
    out.sort(
        Comparator.comparing(Finding::severity)
            .thenComparing(Finding::code)
            .thenComparing(f -> f.constraints().isEmpty() ? "" : String.join(",", f.constraints()))
            .thenComparing(Finding::message));
    return new Report(out, model.size(), pairs);
  }

  /**
   * Which constraints may share an action with a given one: those naming the same action, and every
   * constraint with an action glob (tested pattern by pattern afterwards). Pairs are then visited
   * in the same order as a full scan, without testing all n² of them.
   */
  private static final class ActionIndex {
    private final int size;
    private final Map<String, BitSet> byName = new HashMap<>();
    private final BitSet globbed = new BitSet();
    private final List<Modelled> model;

    ActionIndex(List<Modelled> model) {
      this.model = model;
      this.size = model.size();
      for (int i = 0; i < size; i++) {
        for (String p : model.get(i).constraint().on().patterns()) {
          if (ActionPattern.isGlob(p)) {
            globbed.set(i);
          } else {
            byName.computeIfAbsent(p, k -> new BitSet()).set(i);
          }
        }
      }
    }

    BitSet candidates(int i) {
      BitSet out = new BitSet(size);
      if (globbed.get(i)) {
        out.set(0, size);
        return out;
      }
      out.or(globbed);
      for (String p : model.get(i).constraint().on().patterns()) {
        out.or(byName.get(p));
      }
      return out;
    }
  }

  private static boolean actionsMeet(ActionPattern x, ActionPattern y, Map<String, Region> cache) {
    for (String p : x.patterns()) {
      for (String q : y.patterns()) {
        if (!ActionPattern.isGlob(p) && !ActionPattern.isGlob(q)) {
          if (p.equals(q)) {
            return true;
          }
          continue;
        }
        if (!ActionPattern.isGlob(p) && ActionPattern.globMatches(q, p)
            || !ActionPattern.isGlob(q) && ActionPattern.globMatches(p, q)) {
          return true;
        }
        if (ActionPattern.isGlob(p) && ActionPattern.isGlob(q)) {
          Region rp = cache.computeIfAbsent(p, k -> Modelled.actions(ActionPattern.of(k)));
          Region rq = cache.computeIfAbsent(q, k -> Modelled.actions(ActionPattern.of(k)));
          if (!rp.and(rq).isEmpty()) {
            return true;
          }
        }
      }
    }
    return false;
  }
}
