package io.contextcov.analyzer.checks;

import dk.brics.automaton.Automaton;
import io.contextcov.analyzer.Analysis;
import io.contextcov.analyzer.Effect;
import io.contextcov.analyzer.Finding;
import io.contextcov.analyzer.Modelled;
import io.contextcov.analyzer.Witness;
import io.contextcov.analyzer.Witnesses;
import io.contextcov.analyzer.domain.Box;
import io.contextcov.analyzer.domain.Dom;
import io.contextcov.analyzer.domain.Region;
import io.contextcov.bundle.Bundle;
import io.contextcov.diag.Code;
import io.contextcov.runtime.Decision;
import io.contextcov.runtime.Engine;
import io.contextcov.runtime.ToolCall;
import io.contextcov.shell.LineCover;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * CC202 across calls: a rule on {@code shell.exec} and a rule on a call a shell command implies
 * ({@code git.push}, {@code git.commit}, {@code file.write}/{@code read}/{@code delete}) that allow
 * and block one command. Their actions never meet, so no other check pairs them. The command is
 * searched for, not derived symbolically: candidates are written from each rule's own witness (the
 * command the shell rule names, alone or given the file the other rule is about; the push, commit
 * or file access the other rule is about), and a candidate counts only when the engine, holding
 * just the two rules, has both act on it. Commands chained only to bring two rules together ({@code
 * a && b}, {@code a > f}) are not reported: each rule there speaks of a different command. The
 * engine decides a line call by call, so the block always wins.
 */
public final class ImpliedCallsCheck implements Check {
  /** Actions a shell line may imply, as {@code DerivedCalls} derives them. */
  private static final Set<String> IMPLIED =
      Set.of("git.commit", "git.push", "file.write", "file.read", "file.delete");

  /** Pairs searched at most, so that a bundle of thousands of such rules stays quick. */
  static final int MAX_PAIRS = 20_000;

  private static final Dom SOME_PATH =
      Dom.strings(Automaton.makeAnyChar().concatenate(Automaton.makeAnyString()));

  @Override
  public Code code() {
    return Code.OVERRIDE;
  }

  @Override
  public void whole(Analysis a, List<Finding> out) {
    // only an allow and a block can disagree: pairs are formed across the two lists
    List<Modelled> allows = new ArrayList<>();
    List<Modelled> blocks = new ArrayList<>();
    Map<Modelled, Integer> order = new java.util.IdentityHashMap<>();
    for (Modelled m : a.constraints()) {
      order.put(m, order.size());
      if (m.enforcing() && lines(m) != null) {
        if (m.effect() == Effect.PERMIT) {
          allows.add(m);
        } else if (m.effect() == Effect.BLOCK || m.effect() == Effect.ASK) {
          blocks.add(m);
        }
      }
    }
    int searched = 0;
    for (Modelled p : allows) {
      for (Modelled b : blocks) {
        // in id order, as the other pair checks report them
        boolean first = order.get(p) < order.get(b);
        Modelled x = first ? p : b;
        Modelled y = first ? b : p;
        if (!apart(x, y)) {
          continue;
        }
        if (++searched > MAX_PAIRS) {
          return;
        }
        search(x, y, a.bundle()).ifPresent(out::add);
      }
    }
  }

  /** The action of a rule a line can reach: shell.exec or an implied one; null for neither. */
  private static String lines(Modelled m) {
    if (m.constraint().on().matches("shell.exec")) {
      return "shell.exec";
    }
    for (String action : IMPLIED) {
      if (m.constraint().on().matches(action)) {
        return action;
      }
    }
    return null;
  }

  /**
   * A rule on shell lines and one on a call lines imply. Two rules on different implied calls (a
   * file write and a push) speak of different calls and never disagree.
   */
  private static boolean apart(Modelled x, Modelled y) {
    String ax = lines(x);
    String ay = lines(y);
    return !ax.equals(ay)
        && !x.constraint().on().matches(ay)
        && !y.constraint().on().matches(ax)
        && (ax.equals("shell.exec") || ay.equals("shell.exec"));
  }

  private static Optional<Finding> search(Modelled x, Modelled y, Bundle bundle) {
    List<Witness> xs = witnesses(x);
    List<Witness> ys = witnesses(y);
    if (xs.isEmpty() || ys.isEmpty()) {
      return Optional.empty();
    }
    Engine engine = Pairs.engine(bundle, x, y);
    for (Witness wx : xs) {
      for (Witness wy : ys) {
        Optional<Finding> f = search(x, y, wx, wy, engine);
        if (f.isPresent()) {
          return f;
        }
      }
    }
    return Optional.empty();
  }

  /** A witness from each of the first few boxes of where the rule acts. */
  private static List<Witness> witnesses(Modelled m) {
    List<Witness> out = new ArrayList<>();
    boolean files = lines(m).startsWith("file.");
    for (Box box : m.effective().boxes()) {
      Region r = Region.of(box);
      if (files) {
        // a line names the file it touches: a witness whose path may be missing gets one
        Region named = r.and(Region.of(Box.attr("args.path", SOME_PATH)));
        r = named.isEmpty() ? r : named;
      }
      Witnesses.of(r).filter(w -> !out.contains(w)).ifPresent(out::add);
      if (out.size() == 4) {
        break;
      }
    }
    return out;
  }

  private static Optional<Finding> search(
      Modelled x, Modelled y, Witness wx, Witness wy, Engine engine) {
    Set<String> cwds = new LinkedHashSet<>();
    cwds.add("");
    for (Witness w : List.of(wx, wy)) {
      if (w.args().get("cwd") instanceof String c) {
        cwds.add(c);
      }
    }
    Map<String, Object> session = new LinkedHashMap<>(wx.session());
    session.putAll(wy.session());
    for (String cwd : cwds) {
      for (String line : candidates(x, y, relative(wx.args(), cwd), relative(wy.args(), cwd))) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("command", line);
        if (!cwd.isEmpty()) {
          args.put("cwd", cwd);
        }
        Decision d = engine.session("w", session).before(new ToolCall("shell.exec", args));
        if (acts(d, x.id()) && acts(d, y.id())) {
          return Optional.of(finding(x, y, d, new Witness("shell.exec", args, session)));
        }
      }
    }
    return Optional.empty();
  }

  /** Lines that may run what both rules are about, simplest first. */
  private static Set<String> candidates(
      Modelled x, Modelled y, Map<String, Object> ax, Map<String, Object> ay) {
    Set<String> out = new LinkedHashSet<>();
    String cx = command(lines(x), ax);
    String cy = command(lines(y), ay);
    if (cx == null || cy == null) {
      return out;
    }
    out.add(cy);
    out.add(cx);
    // the command the shell rule is about, given the file the other rule is about
    for (boolean xShell : new boolean[] {true, false}) {
      Object path = (xShell ? ay : ax).get("path");
      if (lines(xShell ? x : y).equals("shell.exec") && path instanceof String s && !s.isEmpty()) {
        out.add((xShell ? cx : cy) + " " + LineCover.render(List.of(s)));
      }
    }
    return out;
  }

  /**
   * A witness's arguments for a line run in {@code cwd}: a workspace path is written relative to it
   * ({@code ../src/a} from {@code lib}), as the engine joins it with the line's directory.
   */
  private static Map<String, Object> relative(Map<String, Object> args, String cwd) {
    if (cwd.isEmpty() || !(args.get("path") instanceof String p) || p.startsWith("/")) {
      return args;
    }
    Map<String, Object> out = new LinkedHashMap<>(args);
    out.put("path", "../".repeat(cwd.split("/+").length) + p);
    return out;
  }

  private static boolean acts(Decision d, String id) {
    return d.decidedBy().contains(id)
        || d.overridden().contains(id)
        || d.violations().stream().anyMatch(v -> v.constraint().equals(id));
  }

  private static Finding finding(Modelled x, Modelled y, Decision d, Witness w) {
    Modelled winner = d.decidedBy().contains(x.id()) ? x : y;
    Modelled loser = winner == x ? y : x;
    Modelled allow = x.effect() == Effect.PERMIT ? x : y;
    return new Finding(
        Code.OVERRIDE,
        Code.OVERRIDE.severity(),
        "`"
            + winner.id()
            + "` overrides `"
            + loser.id()
            + "` on a shell command that is a `shell.exec` call and implies the call the other is"
            + " about: a line is decided call by call, and an allow decides only the call it"
            + " matches",
        List.of(loser.id(), winner.id()),
        Optional.of(w),
        Optional.of(d.verdict().name()),
        false,
        Optional.of(
            "if `"
                + allow.id()
                + "` should let such lines through, allow the implied call itself (its `on`"
                + " names that action)"));
  }

  /** A command that runs what a rule's witness is about, or null when none can be written. */
  private static String command(String action, Map<String, Object> args) {
    List<String> words = new ArrayList<>();
    switch (action) {
      case "shell.exec" -> {
        return args.get("command") instanceof String c && !c.isBlank() ? c : "true";
      }
      case "git.push" -> {
        words.addAll(List.of("git", "push"));
        if (Boolean.TRUE.equals(args.get("force"))) {
          words.add("--force");
        }
        words.add(args.get("remote") instanceof String r ? r : "origin");
        if (args.get("branch") instanceof String b) {
          words.add(b);
        }
      }
      case "git.commit" -> {
        words.addAll(List.of("git", "commit"));
        if (Boolean.TRUE.equals(args.get("no_verify"))) {
          words.add("-n");
        }
        if (Boolean.TRUE.equals(args.get("amend"))) {
          words.add("--amend");
        }
        if (args.get("author") instanceof String a) {
          words.add("--author=" + a);
        }
        words.add("-m");
        words.add(args.get("message") instanceof String m ? m : "change");
      }
      default -> {
        words.add(
            switch (action) {
              case "file.write" -> "tee";
              case "file.read" -> "cat";
              default -> "rm";
            });
        words.add(args.get("path") instanceof String p ? p : "f");
      }
    }
    return words.stream().anyMatch(String::isEmpty) ? null : LineCover.render(words);
  }
}
