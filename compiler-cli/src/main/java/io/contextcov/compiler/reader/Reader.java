package io.contextcov.compiler.reader;

import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.rules.Draft;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The reader over one file: grounds the file once ({@link FileFacts}), reads each statement's
 * frames, decides their constraints, and checks them against the file itself.
 */
public final class Reader {
  /** The drafts of each statement, and what the self-check reported. */
  public record Reading(Map<Statement, List<Draft>> drafts, List<Diagnostic> diagnostics) {}

  private Reader() {}

  public static Reading read(InstructionDocument doc, List<Statement> statements) {
    FileFacts facts = FileFacts.of(doc);
    Map<Statement, List<Draft>> out = new LinkedHashMap<>();
    List<Diagnostic> diagnostics = new ArrayList<>();
    List<String> permitted = new ArrayList<>();
    List<String> permissionTexts = new ArrayList<>();
    Map<Statement, Frame> others = new LinkedHashMap<>();
    Statement above = null;
    for (Statement s : statements) {
      List<Draft> drafts = new ArrayList<>();
      for (Frame f : FrameReader.read(s, facts)) {
        if (DecisionTable.othersAsk(f)) {
          others.putIfAbsent(s, f);
        }
        for (Draft d : DecisionTable.decide(f, s, facts)) {
          var blocked = SelfCheck.blocks(d, facts);
          if (blocked.isPresent()) {
            diagnostics.add(
                Diagnostic.of(
                    Code.SELF_CONFLICT,
                    Span.at(doc.file().display(), s.line(), s.column()),
                    "not enforced: it would block `"
                        + blocked.get().pattern()
                        + "`, which this file tells the agent to run",
                    "narrow the rule, or write it as a ```contextcov block"));
            continue;
          }
          if (drafts.stream()
              .noneMatch(x -> x.key().equals(d.key()) && x.family().equals(d.family()))) {
            drafts.add(d);
            if (d.family().equals(DecisionTable.PERMIT) && !permitted.contains(d.key())) {
              permitted.add(d.key());
              permissionTexts.add(s.text() + " " + (s.leadIn() == null ? "" : s.leadIn()));
            }
          }
        }
      }
      if (above != null) {
        // "run these in this exact order before finishing:": each step after the one above it
        drafts.addAll(DecisionTable.orderedSteps(above, out.get(above), s, drafts));
      }
      out.put(s, drafts);
      above = s;
    }
    // "all other commands need confirmation": once every permission of the file is known
    others.forEach(
        (s, f) ->
            DecisionTable.allowlist(f, s, permitted, permissionTexts)
                .ifPresent(d -> out.get(s).add(d)));
    return new Reading(out, diagnostics);
  }
}
