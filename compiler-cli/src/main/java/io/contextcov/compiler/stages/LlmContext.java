package io.contextcov.compiler.stages;

import io.contextcov.compiler.StableIds;
import io.contextcov.compiler.markdown.CodeBlock;
import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.markdown.TextUnit;
import io.contextcov.compiler.reader.CommandRef;
import io.contextcov.compiler.reader.FileFacts;
import io.contextcov.compiler.statements.Statement;
import io.contextcov.llm.StatementRequest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a model is told about a statement beyond its sentence (DESIGN.md §10): the file's kind, the
 * repository's name and languages, the commands the file tells the agent to run, the statement's
 * lead-in, the code block or items it introduces, and its section, bounded. Also decides which
 * statements are rules of their own: headings and lead-ins whose items are statements are context.
 */
final class LlmContext {
  /** The most lines of a section sent around a statement. */
  static final int SECTION_LINES = 24;

  /** The most lines of an attached code block. */
  static final int BLOCK_LINES = 30;

  private static final Pattern EXTENSION =
      Pattern.compile("\\.([a-z]{1,5})\\b(?![./\\w])", Pattern.CASE_INSENSITIVE);

  /** File extensions, fence languages and programs → the language they show. */
  private static final Map<String, String> LANGUAGE =
      Map.ofEntries(
          Map.entry("py", "Python"),
          Map.entry("python", "Python"),
          Map.entry("pytest", "Python"),
          Map.entry("pip", "Python"),
          Map.entry("uv", "Python"),
          Map.entry("poetry", "Python"),
          Map.entry("ruff", "Python"),
          Map.entry("rs", "Rust"),
          Map.entry("rust", "Rust"),
          Map.entry("cargo", "Rust"),
          Map.entry("go", "Go"),
          Map.entry("ts", "TypeScript"),
          Map.entry("tsx", "TypeScript"),
          Map.entry("typescript", "TypeScript"),
          Map.entry("tsc", "TypeScript"),
          Map.entry("js", "JavaScript"),
          Map.entry("jsx", "JavaScript"),
          Map.entry("mjs", "JavaScript"),
          Map.entry("javascript", "JavaScript"),
          Map.entry("npm", "JavaScript"),
          Map.entry("pnpm", "JavaScript"),
          Map.entry("yarn", "JavaScript"),
          Map.entry("node", "JavaScript"),
          Map.entry("bun", "JavaScript"),
          Map.entry("java", "Java"),
          Map.entry("mvn", "Java"),
          Map.entry("gradle", "Java"),
          Map.entry("kt", "Kotlin"),
          Map.entry("kotlin", "Kotlin"),
          Map.entry("rb", "Ruby"),
          Map.entry("ruby", "Ruby"),
          Map.entry("bundle", "Ruby"),
          Map.entry("rake", "Ruby"),
          Map.entry("php", "PHP"),
          Map.entry("composer", "PHP"),
          Map.entry("cs", "C#"),
          Map.entry("csharp", "C#"),
          Map.entry("dotnet", "C#"),
          Map.entry("cpp", "C++"),
          Map.entry("cc", "C++"),
          Map.entry("hpp", "C++"),
          Map.entry("cmake", "C++"),
          Map.entry("swift", "Swift"),
          Map.entry("scala", "Scala"),
          Map.entry("sbt", "Scala"),
          Map.entry("ex", "Elixir"),
          Map.entry("exs", "Elixir"),
          Map.entry("mix", "Elixir"),
          Map.entry("dart", "Dart"),
          Map.entry("flutter", "Dart"));

  private final InstructionDocument doc;
  private final List<Statement> statements;
  private final StatementRequest.FileContext file;
  private final List<String> lines;
  private final boolean[] heading;

  private LlmContext(InstructionDocument doc, List<Statement> statements) {
    this.doc = doc;
    this.statements = List.copyOf(statements);
    this.lines = doc.text().lines().toList();
    this.heading = headings(lines);
    FileFacts facts = FileFacts.of(doc);
    List<String> commands = facts.commands().stream().map(CommandRef::pattern).limit(20).toList();
    this.file =
        new StatementRequest.FileContext(
            kind(doc.file().relative()), repository(doc), languages(doc, facts), commands);
  }

  static LlmContext of(InstructionDocument doc, List<Statement> statements) {
    return new LlmContext(doc, statements);
  }

  /**
   * Whether a statement is asked as a rule: not a heading, and not a lead-in whose items are
   * statements of their own (each item is asked with the lead-in beside it).
   */
  boolean isRule(Statement s) {
    if (s.unit() == TextUnit.Kind.HEADING) {
      return false;
    }
    return !leadIn(s) || itemsOf(s).stream().noneMatch(this::isStatement);
  }

  /** The request for a statement; {@code alsoAt} lists the places that restate it. */
  StatementRequest request(Statement s, List<String> alsoAt) {
    List<String> attached = new ArrayList<>();
    for (CodeBlock b : doc.codeBlocks()) {
      if (b.lead() != null && b.lead().strip().endsWith(s.text().strip())) {
        attached.add("```" + b.info());
        b.literal().lines().limit(BLOCK_LINES).forEach(attached::add);
        attached.add("```");
      }
    }
    if (leadIn(s)) {
      itemsOf(s).forEach(u -> attached.add("- " + u.text()));
    }
    return new StatementRequest(
        StableIds.of(doc.file().relative(), s, "llm", ""),
        doc.file().relative(),
        s.line(),
        s.column(),
        s.section(),
        s.text(),
        section(s.line()),
        s.leadIn(),
        attached,
        file,
        alsoAt);
  }

  /** A rule's words for finding restatements: case, spacing and closing punctuation folded. */
  static String normalized(String text) {
    return text.toLowerCase(Locale.ROOT)
        .replaceAll("[*_`]", "")
        .replaceAll("\\s+", " ")
        .replaceAll("[\\s.!:;]+$", "")
        .strip();
  }

  private boolean leadIn(Statement s) {
    String t = s.text().strip();
    return t.endsWith(":") && !itemsOf(s).isEmpty();
  }

  /** The list items a statement introduces (units whose lead-in ends with it). */
  private List<TextUnit> itemsOf(Statement s) {
    String t = s.text().strip();
    List<TextUnit> out = new ArrayList<>();
    for (TextUnit u : doc.units()) {
      if (u.leadIn() != null && u.leadIn().strip().endsWith(t) && u.lineAt(0) > s.line()) {
        out.add(u);
      }
    }
    return out;
  }

  private boolean isStatement(TextUnit u) {
    int first = u.lineAt(0);
    int last = u.lineAt(u.text().length() - 1);
    return statements.stream().anyMatch(x -> x.line() >= first && x.line() <= last);
  }

  /** The section around a line, without the line itself, at most {@link #SECTION_LINES} lines. */
  private List<String> section(int line) {
    int from = line;
    while (from > 1 && !heading[from - 1]) {
      from--;
    }
    int to = line;
    while (to < lines.size() && !heading[to]) {
      to++;
    }
    int half = SECTION_LINES / 2;
    from = Math.max(from, line - half);
    to = Math.min(to, from + SECTION_LINES);
    List<String> out = new ArrayList<>();
    for (int i = from; i <= to && i <= lines.size(); i++) {
      if (i != line && !lines.get(i - 1).isBlank()) {
        out.add(lines.get(i - 1).stripTrailing());
      }
    }
    return out;
  }

  /** Which lines (0-based) are ATX headings outside fenced code. */
  private static boolean[] headings(List<String> lines) {
    boolean[] out = new boolean[lines.size() + 1];
    String fence = null;
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i).stripLeading();
      if (fence == null && (l.startsWith("```") || l.startsWith("~~~"))) {
        fence = l.substring(0, 3);
      } else if (fence != null && l.startsWith(fence)) {
        fence = null;
      } else if (fence == null && l.matches("#{1,6}(\\s.*)?")) {
        out[i] = true;
      }
    }
    return out;
  }

  static String kind(String relative) {
    String name = relative.substring(relative.lastIndexOf('/') + 1);
    String lower = name.toLowerCase(Locale.ROOT);
    if (lower.equals("agents.md")) {
      return "AGENTS.md, instructions for coding agents";
    } else if (lower.equals("claude.md")) {
      return "CLAUDE.md, instructions for Claude Code";
    } else if (lower.equals("gemini.md")) {
      return "GEMINI.md, instructions for Gemini CLI";
    } else if (lower.endsWith("copilot-instructions.md") || lower.endsWith(".instructions.md")) {
      return "GitHub Copilot instructions";
    } else if (lower.equals(".cursorrules") || lower.endsWith(".mdc")) {
      return "Cursor rules";
    }
    return "instructions or policy for an agent";
  }

  /** The compile root's directory name: the file's path with its relative part taken off. */
  static String repository(InstructionDocument doc) {
    Path p = doc.file().path().toAbsolutePath().normalize();
    for (int i = doc.file().relative().split("/").length; i > 0 && p != null; i--) {
      p = p.getParent();
    }
    return p == null || p.getFileName() == null ? "" : p.getFileName().toString();
  }

  private static List<String> languages(InstructionDocument doc, FileFacts facts) {
    TreeSet<String> out = new TreeSet<>();
    Matcher m = EXTENSION.matcher(doc.text());
    while (m.find()) {
      String lang = LANGUAGE.get(m.group(1).toLowerCase(Locale.ROOT));
      if (lang != null) {
        out.add(lang);
      }
    }
    for (CodeBlock b : doc.codeBlocks()) {
      String info = b.info().toLowerCase(Locale.ROOT).split("\\s+")[0];
      if (LANGUAGE.containsKey(info)) {
        out.add(LANGUAGE.get(info));
      }
    }
    for (String program : facts.programs()) {
      String lang = LANGUAGE.get(program.toLowerCase(Locale.ROOT));
      if (lang != null) {
        out.add(lang);
      }
    }
    return List.copyOf(out);
  }
}
