package io.contextcov.compiler;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.BundleReader;
import io.contextcov.bundle.Constraint;
import io.contextcov.bundle.Source;
import io.contextcov.bundle.SourceFile;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.catalog.TypeChecker;
import io.contextcov.compiler.coverage.Checkability;
import io.contextcov.compiler.coverage.CoverageClass;
import io.contextcov.compiler.coverage.StatementCoverage;
import io.contextcov.compiler.markdown.EmbeddedBlock;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.markdown.MarkdownReader;
import io.contextcov.compiler.rules.Draft;
import io.contextcov.compiler.rules.RuleLibrary;
import io.contextcov.compiler.source.Discovery;
import io.contextcov.compiler.source.InstructionFile;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.compiler.statements.StatementFinder;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import io.contextcov.llm.Answer;
import io.contextcov.llm.LlmExtractor;
import io.contextcov.llm.LockFile;
import io.contextcov.llm.StatementRequest;
import io.contextcov.runtime.ExampleCheck;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The compiler: its stages, in the order of DESIGN.md §1, are the list {@link #STAGES}. Compilation
 * stops after the first stage that reported an error.
 */
public final class Pipeline {

  /** What to compile; {@code llm} adds the model extractor (DESIGN.md §10). */
  public record Options(List<Path> paths, ToolCatalog catalog, Optional<Llm> llm) {
    public Options {
      paths = List.copyOf(paths);
    }

    public Options(List<Path> paths, ToolCatalog catalog) {
      this(paths, catalog, Optional.empty());
    }
  }

  /** Which statements go to the model. */
  public enum LlmMode {
    /** Only statements the rule matcher and embedded blocks left without a constraint. */
    HYBRID,
    /**
     * Every statement. Matcher and embedded constraints still win for a statement they cover; the
     * model's answer for it is only locked.
     */
    LLM
  }

  /**
   * The model extractor, its lock and whether the compile is {@code --locked} (answers must all be
   * in the lock; the extractor then has no model to call).
   */
  public record Llm(
      LlmMode mode,
      LlmExtractor extractor,
      LockFile lock,
      boolean locked,
      int concurrency,
      java.util.function.BiConsumer<Integer, Integer> progress) {}

  /** A named stage. */
  public record Stage(String name, Consumer<Work> run) {}

  public static final List<Stage> STAGES =
      List.of(
          new Stage("discover", Pipeline::discover),
          new Stage("read-markdown", Pipeline::readMarkdown),
          new Stage("find-statements", Pipeline::findStatements),
          new Stage("extract-constraints", Pipeline::extractConstraints),
          new Stage("extract-llm", Pipeline::extractLlm),
          new Stage("lower-and-check", Pipeline::lowerAndCheck),
          new Stage("classify-coverage", Pipeline::classifyCoverage),
          new Stage("write-bundle", Pipeline::writeBundle));

  private Pipeline() {}

  public static Compilation run(Options options) {
    Work w = new Work(options);
    List<String> ran = new ArrayList<>();
    for (Stage stage : STAGES) {
      stage.run().accept(w);
      ran.add(stage.name());
      if (w.diagnostics.stream().anyMatch(Diagnostic::isError)) {
        break;
      }
    }
    return new Compilation(w.bundle, w.documents, w.coverage, w.diagnostics, ran);
  }

  /** The state passed from stage to stage. */
  static final class Work {
    final Options options;
    final List<Diagnostic> diagnostics = new ArrayList<>();
    Path root;
    List<InstructionFile> files = List.of();
    final List<InstructionDocument> documents = new ArrayList<>();
    final Map<String, List<String>> applyTo = new LinkedHashMap<>();
    final Map<Statement, InstructionFile> statements = new LinkedHashMap<>();
    final Map<Statement, List<Constraint>> compiled = new LinkedHashMap<>();
    final List<Constraint> unattached = new ArrayList<>();
    final Map<Statement, String> advisory = new LinkedHashMap<>();
    final List<StatementCoverage> coverage = new ArrayList<>();
    Optional<Bundle> bundle = Optional.empty();

    Work(Options options) {
      this.options = options;
    }
  }

  private static void discover(Work w) {
    Discovery.Found found = Discovery.discover(w.options.paths());
    w.root = found.root();
    w.files = found.files();
    w.diagnostics.addAll(found.diagnostics());
    if (w.files.isEmpty() && found.diagnostics().isEmpty()) {
      w.diagnostics.add(
          Diagnostic.warning(
              "CC401",
              Span.file(w.options.paths().get(0).toString()),
              "no instruction files found (AGENTS.md, CLAUDE.md, .cursorrules…)",
              null));
    }
  }

  private static void readMarkdown(Work w) {
    for (InstructionFile f : w.files) {
      InstructionDocument doc = MarkdownReader.read(f);
      w.documents.add(doc);
      List<String> globs = applyTo(doc.frontMatter().get("applyTo"));
      if (!globs.isEmpty()) {
        w.applyTo.put(f.relative(), globs);
      }
      w.diagnostics.addAll(doc.diagnostics());
    }
  }

  private static void findStatements(Work w) {
    for (InstructionDocument doc : w.documents) {
      for (Statement s : StatementFinder.find(doc)) {
        w.statements.put(s, doc.file());
      }
    }
  }

  private static void extractConstraints(Work w) {
    Map<String, Integer> ids = new LinkedHashMap<>();
    java.util.Set<String> fromLeadIns = new java.util.HashSet<>();
    for (Map.Entry<Statement, InstructionFile> e : w.statements.entrySet()) {
      Statement s = e.getKey();
      List<Constraint> list = new ArrayList<>();
      for (Draft d : RuleLibrary.match(s, w.options.catalog())) {
        // list items under one lead-in share its words: a rule drawn from the lead-in comes once
        if (s.leadIn() != null
            && !fromLeadIns.add(
                e.getValue().relative() + "\n" + s.leadIn() + "\n" + d.family() + "\n" + d.key())) {
          continue;
        }
        String id = unique(StableIds.of(e.getValue().relative(), s, d.family(), d.key()), ids);
        Constraint c =
            d.constraint()
                .withId(id)
                .withSource(
                    new Source(
                        e.getValue().relative(),
                        s.line(),
                        s.column(),
                        s.section(),
                        "rule/" + d.family(),
                        s.text()));
        list.add(
            place(c, e.getValue(), w.applyTo.getOrDefault(e.getValue().relative(), List.of())));
      }
      w.compiled.put(s, list);
    }
    for (InstructionDocument doc : w.documents) {
      for (EmbeddedBlock block : doc.embedded()) {
        embedded(w, doc, block);
      }
    }
  }

  /**
   * Sends statements to the model extractor: failures become warnings naming the statement (the
   * bundle is still written from the rest), a {@code --locked} compile with answers missing fails
   * listing them, and lock entries for statements that no longer exist are pruned.
   */
  private static void extractLlm(Work w) {
    if (w.options.llm().isEmpty()) {
      return;
    }
    Llm llm = w.options.llm().get();
    java.util.Set<String> live = new java.util.HashSet<>();
    Map<Path, List<String>> lines = new LinkedHashMap<>();
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(Math.max(1, llm.concurrency()));
    Map<Statement, java.util.concurrent.Future<LlmExtractor.Outcome>> asked = new LinkedHashMap<>();
    for (Map.Entry<Statement, InstructionFile> e : w.statements.entrySet()) {
      Statement s = e.getKey();
      InstructionFile f = e.getValue();
      boolean covered = !w.compiled.getOrDefault(s, List.of()).isEmpty();
      if (covered && llm.mode() == LlmMode.HYBRID) {
        continue;
      }
      StatementRequest request =
          new StatementRequest(
              StableIds.of(f.relative(), s, "llm", ""),
              f.relative(),
              s.line(),
              s.column(),
              s.section(),
              s.text(),
              neighbours(lines.computeIfAbsent(f.path(), Pipeline::lines), s.line()));
      live.add(LockFile.key(request, llm.extractor().label()));
      asked.put(s, pool.submit(() -> llm.extractor().extract(request)));
    }
    pool.shutdown();
    // answers are applied in statement order, whatever order they arrived in
    int done = 0;
    for (Map.Entry<Statement, java.util.concurrent.Future<LlmExtractor.Outcome>> e :
        asked.entrySet()) {
      Statement s = e.getKey();
      InstructionFile f = w.statements.get(s);
      boolean covered = !w.compiled.getOrDefault(s, List.of()).isEmpty();
      LlmExtractor.Outcome o = outcome(e.getValue());
      llm.progress().accept(++done, asked.size());
      Span at = Span.at(f.display(), s.line(), s.column());
      if (o.answer() instanceof Answer.Extracted x) {
        if (!covered) {
          List<Constraint> placed = new ArrayList<>();
          for (Constraint c : x.constraints()) {
            placed.add(place(c, f, w.applyTo.getOrDefault(f.relative(), List.of())));
          }
          w.compiled.put(s, placed);
          x.dissent()
              .ifPresent(
                  why ->
                      w.diagnostics.add(
                          Diagnostic.warning(
                              "CC405",
                              at,
                              "kept as severity: warn, because the second opinion did not confirm"
                                  + " it: "
                                  + why,
                              "review the constraint, or write it by hand in a contextcov block")));
        }
      } else if (o.answer() instanceof Answer.Advisory a) {
        if (!covered) {
          w.advisory.put(s, a.reason());
          w.diagnostics.add(
              new Diagnostic(
                  io.contextcov.diag.Severity.INFO,
                  "CC404",
                  "advisory: the model judged this statement not enforceable on tool calls: "
                      + a.reason(),
                  at,
                  Optional.empty()));
        }
      } else if (o.answer() instanceof Answer.Failed failed) {
        if (llm.locked()) {
          w.diagnostics.add(
              Diagnostic.error(
                  "CC403",
                  at,
                  "--locked: the lock has no answer for this statement",
                  "run the compile once without --locked to ask the model, then commit the lock"));
        } else {
          StringBuilder why = new StringBuilder(failed.reason());
          failed.diagnostics().stream().limit(3).forEach(d -> why.append("; ").append(d.message()));
          w.diagnostics.add(
              Diagnostic.warning(
                  "CC402",
                  at,
                  "the model extractor produced nothing for this statement: " + why,
                  null));
        }
      }
    }
    if (!llm.locked()) {
      llm.lock().prune(live);
    }
  }

  private static LlmExtractor.Outcome outcome(java.util.concurrent.Future<LlmExtractor.Outcome> f) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the model", e);
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException("model extraction failed", e.getCause());
    }
  }

  private static List<String> lines(Path p) {
    try {
      return Files.readAllLines(p);
    } catch (IOException | java.io.UncheckedIOException e) {
      return List.of();
    }
  }

  /** Up to two non-blank lines either side of a statement's line, for the model's context. */
  private static List<String> neighbours(List<String> lines, int line) {
    List<String> out = new ArrayList<>();
    for (int i = Math.max(1, line - 2); i <= Math.min(lines.size(), line + 2); i++) {
      if (i != line && !lines.get(i - 1).isBlank()) {
        out.add(lines.get(i - 1).strip());
      }
    }
    return out;
  }

  /** Hand-written constraints win over matcher output for the statement they follow. */
  private static void embedded(Work w, InstructionDocument doc, EmbeddedBlock block) {
    BundleReader.Result r =
        BundleReader.readConstraints(block.yaml(), doc.file().display(), block.firstLine());
    w.diagnostics.addAll(r.diagnostics());
    if (r.bundle().isEmpty()) {
      return;
    }
    Statement owner = null;
    if (block.after() != null) {
      for (Statement s : w.statements.keySet()) {
        if (w.statements.get(s) == doc.file()
            && s.line() >= block.after().lineAt(0)
            && s.line() <= block.after().lineAt(block.after().text().length() - 1)) {
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
      w.compiled.put(owner, list);
    } else {
      w.unattached.addAll(list);
    }
  }

  /**
   * Gives a matcher constraint its file's priority and scope, and for file actions the file's
   * {@code applyTo} globs (copilot {@code .instructions.md} front matter) as a path condition.
   */
  private static Constraint place(Constraint c, InstructionFile f, List<String> applyTo) {
    Constraint out = c.withPriority(f.priority());
    if (!applyTo.isEmpty() && c.on().patterns().stream().allMatch(p -> p.startsWith("file."))) {
      StringBuilder any = new StringBuilder();
      for (String g : applyTo) {
        StringBuilder lit = new StringBuilder();
        io.contextcov.condition.ConditionPrinter.quote(g, lit);
        any.append(any.length() == 0 ? "" : " || ").append("args.path glob ").append(lit);
      }
      io.contextcov.condition.Expr paths =
          io.contextcov.condition.ConditionParser.parse(any.toString()).orThrow();
      out =
          out.withWhen(
              c.when()
                  .<io.contextcov.condition.Expr>map(
                      w -> new io.contextcov.condition.Expr.And(w, paths))
                  .orElse(paths));
    }
    return f.scope().isEmpty() ? out : out.withScope(f.scope());
  }

  /** {@code applyTo: "src/**\/*.ts, docs/**"} or a list of globs. */
  static List<String> applyTo(Object value) {
    List<String> out = new ArrayList<>();
    if (value instanceof String s) {
      for (String g : s.split(",")) {
        if (!g.isBlank()) {
          out.add(g.strip());
        }
      }
    } else if (value instanceof List<?> l) {
      l.forEach(g -> out.add(String.valueOf(g).strip()));
    }
    out.removeIf(g -> g.isEmpty() || g.equals("**") || g.equals("**/*"));
    return out;
  }

  private static String unique(String id, Map<String, Integer> seen) {
    int n = seen.merge(id, 1, Integer::sum);
    return n == 1 ? id : id + "-" + n;
  }

  /**
   * Type-checks each constraint against the catalog and runs its examples. A rule-matcher draft
   * that fails is dropped with a warning (the statement stays unmatched); a hand-written one fails
   * the compile.
   */
  private static void lowerAndCheck(Work w) {
    for (Map.Entry<Statement, List<Constraint>> e : w.compiled.entrySet()) {
      List<Constraint> kept = new ArrayList<>();
      for (Constraint c : e.getValue()) {
        if (check(w, c, e.getKey())) {
          kept.add(c);
        }
      }
      e.setValue(kept);
    }
    w.unattached.removeIf(c -> !check(w, c, null));
  }

  private static boolean check(Work w, Constraint c, Statement s) {
    Bundle one = new Bundle("check", List.of(), w.options.catalog(), List.of(c), Optional.empty());
    List<String> problems = new ArrayList<>();
    TypeChecker.check(one, w.options.catalog(), "bundle", Map.of()).stream()
        .filter(Diagnostic::isError)
        .forEach(d -> problems.add(d.code() + " " + d.message()));
    ExampleCheck.check(one).forEach(f -> problems.add("CC012 " + f.message()));
    if (problems.isEmpty()) {
      return true;
    }
    boolean handWritten = c.source().map(src -> !src.by().startsWith("rule/")).orElse(true);
    Span at =
        c.source()
            .map(
                src ->
                    Span.at(
                        displayOf(w, src.file()),
                        Math.max(1, src.line()),
                        Math.max(1, src.column())))
            .orElse(Span.file("bundle"));
    for (String p : problems) {
      String code = p.substring(0, 5);
      String message = p.substring(6);
      w.diagnostics.add(
          handWritten
              ? Diagnostic.error(code, at, message)
              : Diagnostic.warning(
                  "CC405",
                  at,
                  "dropped constraint `"
                      + c.id()
                      + "` made by "
                      + c.source().get().by()
                      + ": "
                      + message,
                  "write the rule as a ```contextcov block"));
    }
    return false;
  }

  private static String displayOf(Work w, String relative) {
    return w.files.stream()
        .filter(f -> f.relative().equals(relative))
        .map(InstructionFile::display)
        .findFirst()
        .orElse(relative);
  }

  private static void classifyCoverage(Work w) {
    for (Map.Entry<Statement, List<Constraint>> e : w.compiled.entrySet()) {
      List<Constraint> cs = e.getValue();
      CoverageClass cls;
      if (cs.stream().anyMatch(c -> c.severity() == io.contextcov.bundle.Enforcement.ERROR)) {
        cls = CoverageClass.ENFORCED;
      } else if (!cs.isEmpty()) {
        cls = CoverageClass.MONITORED;
      } else if (w.advisory.containsKey(e.getKey())) {
        cls = CoverageClass.ADVISORY;
      } else if (Checkability.checkable(e.getKey(), w.options.catalog())) {
        cls = CoverageClass.UNMATCHED;
      } else {
        cls = CoverageClass.ADVISORY;
      }
      w.coverage.add(
          new StatementCoverage(
              e.getKey(), cls, cs.stream().map(Constraint::id).sorted().toList()));
    }
  }

  private static void writeBundle(Work w) {
    List<Constraint> all = new ArrayList<>(w.unattached);
    w.compiled.values().forEach(all::addAll);
    List<SourceFile> sources = new ArrayList<>();
    for (InstructionFile f : w.files) {
      sources.add(new SourceFile(f.relative(), sha256(f.path())));
    }
    String name = w.root.getFileName() == null ? "bundle" : w.root.getFileName().toString();
    w.bundle = Optional.of(new Bundle(name, sources, w.options.catalog(), all, Optional.empty()));
  }

  private static String sha256(Path p) {
    try {
      return HexFormat.of()
          .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p)));
    } catch (IOException e) {
      return "unreadable";
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }
}
