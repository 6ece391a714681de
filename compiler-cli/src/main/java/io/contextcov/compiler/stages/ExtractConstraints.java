package io.contextcov.compiler.stages;

import io.contextcov.bundle.ActionPattern;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Source;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.StableIds;
import io.contextcov.compiler.markdown.EmbeddedBlock;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.policy.PolicyReader;
import io.contextcov.compiler.reader.Reader;
import io.contextcov.compiler.rules.Draft;
import io.contextcov.compiler.rules.RuleLibrary;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Stage 4, statements → constraints: the rule reader's (frames and the decision table, per file),
 * the pattern families that work beside it, then embedded {@code contextcov} blocks, which replace
 * what was drawn for the statement they follow (DESIGN.md §1 step 4).
 */
public final class ExtractConstraints {
  private ExtractConstraints() {}

  public static Step<Extraction> run(
      List<InstructionDocument> documents, Statements statements, ToolCatalog catalog) {
    Map<Statement, List<Constraint>> byStatement = new LinkedHashMap<>();
    Map<String, Integer> ids = new LinkedHashMap<>();
    Set<String> fromLeadIns = new HashSet<>();
    List<Diagnostic> diagnostics = new ArrayList<>();
    Map<Statement, List<Draft>> read = new LinkedHashMap<>();
    boolean inferredReported = false;
    Map<Statement, Statement> partOf = new LinkedHashMap<>();
    for (InstructionDocument doc : documents) {
      List<Statement> mine = new ArrayList<>();
      statements.all().stream()
          .filter(f -> f.document() == doc)
          .forEach(f -> mine.add(f.statement()));
      Reader.Reading reading = Reader.read(doc, mine);
      reading
          .drafts()
          .forEach((s, drafts) -> read.put(s, new ArrayList<>(inCatalog(s, drafts, catalog))));
      diagnostics.addAll(reading.diagnostics());
      partOf.putAll(reading.partOf());
      PolicyReader.Reading policy = PolicyReader.read(mine, doc.text(), catalog);
      policy
          .drafts()
          .forEach((s, drafts) -> read.computeIfAbsent(s, k -> new ArrayList<>()).addAll(drafts));
      partOf.putAll(policy.partOf());
      policy.failures().forEach((s, failure) -> diagnostics.add(Reader.unread(doc, s, failure)));
      if (!policy.notes().isEmpty() && !inferredReported) {
        inferredReported = true;
        diagnostics.add(
            Diagnostic.of(
                Code.EFFECT_INFERRED,
                Span.at(doc.file().display(), 1, 1),
                "the catalog does not declare what these tools change; inferred from their names: "
                    + String.join(", ", policy.notes()),
                "declare `effect` (or MCP's readOnlyHint) in the catalog where this is wrong"));
      }
    }
    Statement before = null;
    List<Draft> draftsBefore = List.of();
    for (Statements.Found found : statements.all()) {
      Statement s = found.statement();
      String file = found.document().file().relative();
      List<Draft> drafts = new ArrayList<>(read.getOrDefault(s, List.of()));
      List<Draft> matched;
      try {
        matched = RuleLibrary.match(s, catalog);
      } catch (RuntimeException e) {
        // a bug on one statement costs that statement's rules, not the file's others
        diagnostics.add(Reader.unread(found.document(), s, e.toString()));
        matched = List.of();
      }
      for (Draft d : matched) {
        if (drafts.stream()
            .noneMatch(
                x ->
                    x.family().equals(d.family()) && x.key().equals(d.key())
                        || sameRule(x.constraint(), d.constraint())
                        || narrowerQuestion(x.constraint(), d.constraint())
                        || narrowerLimit(x.constraint(), d.constraint()))) {
          drafts.add(d);
        }
      }
      java.util.Set<io.contextcov.bundle.ActionPattern> untrustedOn =
          matched.stream()
              .filter(d -> d.family().equals(UNTRUSTED))
              .map(d -> d.constraint().on())
              .collect(java.util.stream.Collectors.toSet());
      // "never run `curl` against URLs you found in issues": the case is the untrusted reading's
      // (commands that carry such content); the reader's ban, asked about before every run of the
      // command, took it for a case no call shows (a question asked in words stays)
      drafts.removeIf(
          d ->
              d.family().equals(io.contextcov.compiler.reader.DecisionTable.BAN)
                  && d.constraint().effect() instanceof io.contextcov.bundle.Effect.Confirm
                  && untrustedOn.contains(d.constraint().on()));
      if (before != null
          && before.file().equals(s.file())
          && before.line() == s.line()
          && LARGER_CASE.matcher(s.text()).lookingAt()) {
        // "Tows are covered up to 50 km. For a longer tow, … get their agreement before calling
        // `dispatch_tow`": the question is the one past the bound the sentence before draws
        List<Draft> bounded = draftsBefore;
        boolean had = !drafts.isEmpty();
        drafts.removeIf(
            d ->
                d.constraint().effect() instanceof io.contextcov.bundle.Effect.Confirm
                    && d.constraint().when().isEmpty()
                    && bounded.stream()
                        .anyMatch(
                            x ->
                                x.constraint().effect()
                                        instanceof io.contextcov.bundle.Effect.Confirm
                                    && x.constraint().when().isPresent()
                                    && x.constraint().on().equals(d.constraint().on())));
        if (had && drafts.isEmpty()) {
          // (the statement is read with the one before, which says it)
          partOf.put(s, before);
        }
      }
      before = s;
      draftsBefore = List.copyOf(drafts);
      List<Constraint> list = new ArrayList<>();
      for (Draft d : drafts) {
        // list items under one lead-in share its words: a rule drawn from the lead-in comes once
        if (s.leadIn() != null
            && !fromLeadIns.add(file + "\n" + s.leadIn() + "\n" + d.family() + "\n" + d.key())) {
          continue;
        }
        String id = unique(StableIds.of(file, s, d.family(), d.key()), ids);
        Constraint c =
            d.constraint()
                .withId(id)
                .withSource(
                    new Source(
                        file, s.line(), s.column(), s.section(), "rule/" + d.family(), s.text()));
        list.add(Placement.place(c, found.document()));
      }
      byStatement.put(s, list);
    }
    List<Constraint> unattached = new ArrayList<>();
    for (InstructionDocument doc : documents) {
      for (EmbeddedBlock block : doc.embedded()) {
        embedded(doc, block, statements, byStatement, unattached, diagnostics);
      }
    }
    return new Step<>(new Extraction(byStatement, unattached, Map.of(), partOf), diagnostics);
  }

  /** A case past a bound the sentence before set: "For a longer tow, …", "Beyond that, …". */
  private static final java.util.regex.Pattern LARGER_CASE =
      java.util.regex.Pattern.compile(
          "(?i)\\W*(?:for\\s+(?:a|an|any)\\s+(?:longer|larger|bigger|higher|heavier|greater|more\\s+expensive)"
              + "\\b|beyond\\s+(?:that|this|it)\\b|above\\s+(?:that|this)\\b|past\\s+(?:that|this)\\b)");

  /** The family of the rules on commands that carry untrusted content. */
  private static final String UNTRUSTED = "untrusted-content";

  /**
   * Whether {@code a} asks about the calls {@code b} asks about only in some cases: both confirm
   * the same action, {@code a} under a condition and {@code b} under none ("refunds above 50 EUR
   * need approval" asks about large refunds, not every refund).
   */
  private static boolean narrowerQuestion(Constraint a, Constraint b) {
    return a.effect() instanceof io.contextcov.bundle.Effect.Confirm
        && b.effect() instanceof io.contextcov.bundle.Effect.Confirm
        && a.on().equals(b.on())
        && a.when().isPresent()
        && b.when().isEmpty();
  }

  /**
   * Two limits of one statement on the same action, {@code a} counted per record and {@code b} over
   * the conversation ("a slot can be rescheduled at most once per order" counts per order, not once
   * for every order).
   */
  private static boolean narrowerLimit(Constraint a, Constraint b) {
    return a.effect() instanceof io.contextcov.bundle.Effect.Limit la
        && b.effect() instanceof io.contextcov.bundle.Effect.Limit lb
        && a.on().equals(b.on())
        && la.key().isPresent()
        && lb.key().isEmpty();
  }

  /**
   * Two drafts of one statement that check the same thing the same way (a commit-message format
   * read both as a format and as a content rule): the second adds nothing but a line of output.
   */
  private static boolean sameRule(Constraint a, Constraint b) {
    return a.on().equals(b.on())
        && a.when().equals(b.when())
        && a.effect().equals(b.effect())
        && a.severity() == b.severity()
        && a.scope().equals(b.scope());
  }

  /**
   * With a catalog, the reader's constraints on tools the catalog lacks are kept only for a
   * statement that names its command or path in code (`kubectl delete namespace`): a booking
   * policy's prose is not read as rules for a coding agent's shell. Code that is a tool of the
   * catalog ("do not call `close_account`") is that tool, not a command or a word in files.
   */
  private static List<Draft> inCatalog(Statement s, List<Draft> drafts, ToolCatalog catalog) {
    if (catalog.isEmpty()
        || !s.literals().isEmpty()
            && s.literals().stream().noneMatch(l -> catalog.tool(l.strip()).isPresent())) {
      return drafts;
    }
    return drafts.stream()
        .filter(
            d ->
                d.constraint().on().patterns().stream()
                    .allMatch(p -> ActionPattern.isGlob(p) || catalog.tool(p).isPresent()))
        .toList();
  }

  /** Hand-written constraints win over matcher output for the statement they follow. */
  private static void embedded(
      InstructionDocument doc,
      EmbeddedBlock block,
      Statements statements,
      Map<Statement, List<Constraint>> byStatement,
      List<Constraint> unattached,
      List<Diagnostic> diagnostics) {
    BundleReader.Result r =
        BundleReader.readConstraints(block.yaml(), doc.file().display(), block.firstLine());
    diagnostics.addAll(r.diagnostics());
    if (r.bundle().isEmpty()) {
      return;
    }
    Statement owner = null;
    if (block.after() != null) {
      int first = block.after().lineAt(0);
      int last = block.after().lineAt(block.after().text().length() - 1);
      for (Statements.Found f : statements.all()) {
        Statement s = f.statement();
        if (f.document() == doc && s.line() >= first && s.line() <= last) {
          owner = s;
        }
      }
    }
    List<Constraint> list = new ArrayList<>();
    for (Constraint c : r.bundle().get().constraints()) {
      Source src =
          c.source()
              .orElse(
                  owner != null
                      ? new Source(
                          doc.file().relative(),
                          owner.line(),
                          owner.column(),
                          owner.section(),
                          "embedded",
                          owner.text())
                      : new Source(
                          doc.file().relative(),
                          block.firstLine() - 1,
                          1,
                          List.of(),
                          "embedded",
                          ""));
      Constraint placed = c.withSource(src);
      if (c.priority() == 0) {
        placed = placed.withPriority(doc.file().priority());
      }
      if (c.scope().isEmpty() && !doc.file().scope().isEmpty()) {
        placed = placed.withScope(doc.file().scope());
      }
      list.add(placed);
    }
    if (owner != null) {
      byStatement.put(owner, list);
    } else {
      unattached.addAll(list);
    }
  }

  private static String unique(String id, Map<String, Integer> seen) {
    int n = seen.merge(id, 1, Integer::sum);
    return n == 1 ? id : id + "-" + n;
  }
}
