package io.contextcov.compiler.markdown;

import io.contextcov.compiler.source.InstructionFile;
import io.contextcov.diag.Code;
import io.contextcov.diag.Diagnostic;
import io.contextcov.diag.Span;
import io.contextcov.yaml.YamlLoader;
import io.contextcov.yaml.YamlNode;
import io.contextcov.yaml.YamlValues;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.ListBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/**
 * Reads an instruction file (DESIGN.md §1 step 2): YAML front matter cut out (its lines kept blank,
 * so positions stay true), CommonMark with GFM tables and source spans, headings as section paths,
 * paragraphs, list items, table cells and quotes as {@link TextUnit}s, code kept as literals,
 * fenced {@code contextcov} blocks as embedded constraints. A file that is not Markdown (JSON
 * rules) is read string by string, each a rule under its keys, with a warning (CC404).
 */
public final class MarkdownReader {
  private static final Parser PARSER =
      Parser.builder()
          .extensions(List.of(TablesExtension.create()))
          .includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES)
          .build();

  private final InstructionFile file;
  private final List<TextUnit> units = new ArrayList<>();
  private final List<EmbeddedBlock> embedded = new ArrayList<>();
  private final List<CodeBlock> codeBlocks = new ArrayList<>();
  private final List<Diagnostic> diagnostics = new ArrayList<>();
  private final Deque<Object[]> sections = new ArrayDeque<>();

  /**
   * The last heading read, or the last paragraph that is a question, which a paragraph right under
   * it may answer.
   */
  private TextUnit question;

  /** The paragraph whose text {@link #question} is, or null when it is a heading's. */
  private Node asked;

  private final Map<Node, Optional<String>> leadIns = new IdentityHashMap<>();

  /** For each table row, the cell that is a verdict on it, if any: read once per row. */
  private final Map<Node, Optional<Node>> verdictCells = new IdentityHashMap<>();

  private MarkdownReader(InstructionFile file) {
    this.file = file;
  }

  public static InstructionDocument read(InstructionFile file) {
    MarkdownReader r = new MarkdownReader(file);
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file.path());
    } catch (IOException e) {
      r.diagnostics.add(
          Diagnostic.error(
              Code.UNREADABLE_INPUT, Span.file(file.display()), "cannot read: " + e.getMessage()));
      return new InstructionDocument(
          file, "", List.of(), List.of(), List.of(), Map.of(), r.diagnostics);
    }
    return r.read(r.decode(bytes));
  }

  public static InstructionDocument read(InstructionFile file, String text) {
    return new MarkdownReader(file).read(text);
  }

  private String decode(byte[] bytes) {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      diagnostics.add(
          Diagnostic.warning(
              Code.NOT_UTF8,
              Span.file(file.display()),
              "file is not valid UTF-8; undecodable bytes were replaced",
              "save the file as UTF-8"));
      return new String(bytes, StandardCharsets.UTF_8);
    }
  }

  private InstructionDocument read(String raw) {
    String text = raw.replace("\r\n", "\n").replace('\r', '\n');
    if (text.startsWith("\uFEFF")) {
      text = text.substring(1);
    }
    Map<String, Object> frontMatter = new LinkedHashMap<>();
    text = cutFrontMatter(text, frontMatter);
    text = unwrapTags(text);
    String trimmed = text.strip();
    if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
      diagnostics.add(
          Diagnostic.warning(
              Code.NOT_MARKDOWN,
              Span.file(file.display()),
              "file is not Markdown; it is read as JSON-shaped rules, one string per rule under"
                  + " its keys",
              null));
      jsonLines(text);
    } else {
      Node doc = PARSER.parse(text);
      walk(doc);
    }
    return new InstructionDocument(
        file, text, units, embedded, codeBlocks, frontMatter, diagnostics);
  }

  /**
   * A line that is only the opening or closing tag of a wrapper ({@code <rules>}, {@code
   * </important>}, {@code <coding-guidelines lang="go">}).
   */
  private static final java.util.regex.Pattern WRAPPER_TAG =
      java.util.regex.Pattern.compile(
          "^\\s*</?([A-Za-z][\\w-]*)(\\s+[\\w-]+=(\"[^\"]*\"|'[^']*'))*\\s*>\\s*$");

  /** Tags of HTML itself, kept as HTML. */
  private static final Set<String> HTML_TAGS =
      Set.of(
          "a",
          "address",
          "article",
          "aside",
          "b",
          "blockquote",
          "body",
          "br",
          "button",
          "center",
          "code",
          "dd",
          "details",
          "dialog",
          "div",
          "dl",
          "dt",
          "em",
          "figcaption",
          "figure",
          "footer",
          "form",
          "h1",
          "h2",
          "h3",
          "h4",
          "h5",
          "h6",
          "head",
          "header",
          "hr",
          "html",
          "i",
          "iframe",
          "img",
          "input",
          "kbd",
          "label",
          "li",
          "main",
          "nav",
          "ol",
          "option",
          "p",
          "picture",
          "pre",
          "script",
          "section",
          "select",
          "source",
          "span",
          "strong",
          "style",
          "sub",
          "summary",
          "sup",
          "table",
          "tbody",
          "td",
          "textarea",
          "tfoot",
          "th",
          "thead",
          "tr",
          "u",
          "ul",
          "video");

  /**
   * Blanks the lines that only open or close a wrapper of its own name — "<rules>", "</important>"
   * — outside fenced code, so the Markdown between them is read (CommonMark would take it all for
   * one HTML block). HTML's own tags stay, and so do examples' ("<example>", "<bad-example>"): what
   * an example shows is not a rule. Lines keep their numbers.
   */
  private static String unwrapTags(String text) {
    String[] lines = text.split("\n", -1);
    boolean fenced = false;
    for (int i = 0; i < lines.length; i++) {
      String t = lines[i].strip();
      if (t.startsWith("```") || t.startsWith("~~~")) {
        fenced = !fenced;
        continue;
      }
      java.util.regex.Matcher m = WRAPPER_TAG.matcher(lines[i]);
      if (!fenced && m.matches()) {
        String name = m.group(1).toLowerCase(java.util.Locale.ROOT);
        if (!HTML_TAGS.contains(name) && !name.contains("example")) {
          // "<do_not>" over a list reads as the lead-in "Do not:" (what the tag says of its
          // items); a closing tag is a blank line
          // (an outer wrapper right over another tag labels nothing: "<rules>" over "<testing>")
          boolean overTag = i + 1 < lines.length && WRAPPER_TAG.matcher(lines[i + 1]).matches();
          lines[i] =
              t.startsWith("</") || overTag || !LABEL_TAG.matcher(name).matches()
                  ? ""
                  : label(name);
        }
      }
    }
    return String.join("\n", lines);
  }

  /** A tag name that is words: "do_not", "ask-first", "never" (not "v2", not one letter). */
  private static final java.util.regex.Pattern LABEL_TAG =
      java.util.regex.Pattern.compile("[a-z]{2,}(?:[_-][a-z]+){0,4}");

  /** A tag's name as a lead-in: "do_not" is "Do not:". */
  private static String label(String name) {
    String words = name.replace('_', ' ').replace('-', ' ');
    return Character.toUpperCase(words.charAt(0)) + words.substring(1) + ":";
  }

  /** Reads {@code ---} front matter as YAML and blanks its lines in the returned text. */
  private String cutFrontMatter(String text, Map<String, Object> out) {
    if (!text.startsWith("---\n")) {
      return text;
    }
    int end = -1;
    int pos = 4;
    while (pos <= text.length()) {
      int nl = text.indexOf('\n', pos);
      String line = text.substring(pos, nl < 0 ? text.length() : nl);
      if (line.equals("---") || line.equals("...")) {
        end = nl < 0 ? text.length() : nl;
        break;
      }
      if (nl < 0) {
        break;
      }
      pos = nl + 1;
    }
    if (end < 0) {
      return text;
    }
    String yaml = text.substring(4, pos);
    YamlLoader.Loaded loaded = YamlLoader.load("\n" + yaml, file.display());
    if (!loaded.diagnostics().isEmpty()) {
      for (Diagnostic d : loaded.diagnostics()) {
        diagnostics.add(
            Diagnostic.warning(Code.FRONT_MATTER, d.span(), "front matter: " + d.message(), null));
      }
    } else if (loaded.root().orElse(null) instanceof YamlNode.Mapping m) {
      for (YamlNode.Entry e : m.entries()) {
        out.put(e.key().text(), YamlValues.toJava(e.value()));
      }
    }
    String head = text.substring(0, end);
    return head.replaceAll("[^\n]", "") + text.substring(end);
  }

  /** A JSON key that opens an object or array: {@code "typescript": {}. */
  private static final java.util.regex.Pattern JSON_KEY =
      java.util.regex.Pattern.compile("^\\s*\"((?:[^\"\\\\]|\\\\.)*)\"\\s*:\\s*([\\[{])?");

  /** A JSON string value alone on its line: {@code "Never use 'any'",}. */
  private static final java.util.regex.Pattern JSON_STRING =
      java.util.regex.Pattern.compile("^(\\s*)\"((?:[^\"\\\\]|\\\\.)*)\"\\s*,?\\s*$");

  /** The string value after a key, to the end of its line. */
  private static final java.util.regex.Pattern JSON_VALUE =
      java.util.regex.Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"\\s*,?\\s*$");

  private static final java.util.regex.Pattern CODE_SPAN =
      java.util.regex.Pattern.compile("`([^`]+)`");

  /** A word in single quotes, as JSON-shaped rule files quote code: {@code 'any'}. */
  private static final java.util.regex.Pattern SINGLE_QUOTED =
      java.util.regex.Pattern.compile("(?<![\\w'])'([^'\\s][^'\\n]{0,40}?)'(?![\\w'])");

  /**
   * Rules written as JSON ({@code .cursorrules} in the shape {@code {"typescript": {"rules":
   * ["…"]}}}): each string alone on its line, or the string value of a key, is a rule, a list item
   * under the keys that hold it (keys such as {@code rules} are not headings); code quoted in
   * single quotes reads as inline code. Line and column are the string's own; other lines read as
   * plain text.
   */
  private void jsonLines(String text) {
    String[] lines = text.split("\n", -1);
    Deque<String> keys = new ArrayDeque<>();
    Deque<Boolean> named = new ArrayDeque<>();
    for (int i = 0; i < lines.length; i++) {
      String raw = lines[i];
      java.util.regex.Matcher key = JSON_KEY.matcher(raw);
      java.util.regex.Matcher str = JSON_STRING.matcher(raw);
      String value = null;
      int valueStart = -1;
      if (key.find()) {
        if (key.group(2) != null) {
          String k = key.group(1);
          boolean heading = !Set.of("rules", "items", "list", "guidelines").contains(k);
          keys.push(k);
          named.push(heading);
          if (raw.strip().endsWith("]")
              || raw.strip().endsWith("},")
              || raw.strip().endsWith("}")) {
            keys.pop();
            named.pop();
          }
          continue;
        }
        // "key": "a rule as the key's value"
        java.util.regex.Matcher v = JSON_VALUE.matcher(raw.substring(key.end()));
        if (v.find()) {
          value = v.group(1);
          valueStart = key.end() + v.start() + 1;
        }
      } else if (str.matches()) {
        value = str.group(2);
        valueStart = str.group(1).length() + 1;
      } else {
        String t = raw.strip();
        if ((t.startsWith("}") || t.startsWith("]")) && !keys.isEmpty()) {
          keys.pop();
          named.pop();
        }
        continue;
      }
      if (value == null || value.isBlank()) {
        continue;
      }
      // unescaping changes lengths only where escapes are; those are rare in prose rules
      String unescaped = value.replace("\\\"", "\"").replace("\\\\", "\\");
      String coded = SINGLE_QUOTED.matcher(unescaped).replaceAll("`$1`");
      List<String> literals = new ArrayList<>();
      java.util.regex.Matcher lit = CODE_SPAN.matcher(coded);
      while (lit.find()) {
        literals.add(lit.group(1));
      }
      int[] ls = new int[coded.length()];
      int[] cs = new int[coded.length()];
      for (int k = 0; k < coded.length(); k++) {
        ls[k] = i + 1;
        cs[k] = valueStart + k + 1;
      }
      List<String> section = new ArrayList<>();
      java.util.Iterator<String> ki = keys.descendingIterator();
      java.util.Iterator<Boolean> ni = named.descendingIterator();
      while (ki.hasNext()) {
        String k = ki.next();
        if (ni.next()) {
          section.add(k);
        }
      }
      units.add(
          new TextUnit(TextUnit.Kind.LIST_ITEM, section, coded, ls, cs, literals, null, List.of()));
    }
  }

  private List<String> sectionPath() {
    List<String> path = new ArrayList<>();
    sections.descendingIterator().forEachRemaining(s -> path.add((String) s[1]));
    return path;
  }

  private void walk(Node parent) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
      if (n instanceof Heading h) {
        TextUnit u = inline(h, TextUnit.Kind.HEADING, null);
        while (!sections.isEmpty() && (Integer) sections.peek()[0] >= h.getLevel()) {
          sections.pop();
        }
        if (!u.text().isBlank()) {
          units.add(u);
        }
        sections.push(new Object[] {h.getLevel(), u.text().strip()});
        question = u;
        asked = null;
      } else if (n instanceof Paragraph p) {
        boolean inItem = p.getParent() instanceof ListItem;
        String leadIn =
            inItem
                ? leadIns
                    .computeIfAbsent(
                        p.getParent().getParent(), l -> Optional.ofNullable(leadInOf(l)))
                    .orElse(null)
                : null;
        TextUnit u =
            alertless(
                inline(p, inItem ? TextUnit.Kind.LIST_ITEM : TextUnit.Kind.PARAGRAPH, leadIn));
        TextUnit read = u;
        if (!inItem
            && question != null
            && (n.getPrevious() instanceof Heading
                || n.getPrevious() != null && n.getPrevious() == asked)) {
          u = answered(question, u);
        }
        if (u == read) {
          u = answeredInLine(u);
        }
        if (!inItem
            && (QUESTION.matcher(u.text()).matches()
                || QUESTION_ORDER.matcher(u.text()).matches())) {
          // "**Can I push to `main`?**" alone: the paragraph after it may answer it
          question = u;
          asked = n;
        }
        if (!inItem
            && u == read
            && n.getPrevious() instanceof Heading
            && question != null
            && !units.isEmpty()
            && units.get(units.size() - 1) == question) {
          TextUnit named = namedBelow(question, u);
          if (named != question) {
            units.set(units.size() - 1, named);
            question = named;
          }
        }
        List<TextUnit> items =
            !inItem && u == read && n.getPrevious() instanceof Heading && question != null
                ? fragments(question, u)
                : null;
        if (items != null) {
          units.addAll(items);
        } else if (!u.text().isBlank()) {
          units.add(u);
        }
      } else if (n instanceof TableCell cell) {
        TextUnit u = levelled(cell, inline(cell, TextUnit.Kind.TABLE_CELL, null));
        if (!u.text().isBlank() && !(verdictRow(cell) && !u.literals().isEmpty())) {
          // code in a row a verdict cell rules on is read in that cell's rule, not alone
          units.add(bannedColumn(cell, rowRule(cell, u)));
        }
      } else if (n instanceof FencedCodeBlock code) {
        code(code.getInfo() == null ? "" : code.getInfo().strip(), code.getLiteral(), code);
      } else if (n instanceof IndentedCodeBlock code) {
        code("", code.getLiteral(), code);
      } else if (n instanceof HtmlBlock html) {
        htmlComment(html);
      } else {
        walk(n);
      }
    }
  }

  /** The box of a checklist item, ticked or not: "[ ] ", "[x] ". */
  private static final java.util.regex.Pattern TASK_MARK =
      java.util.regex.Pattern.compile("\\[[ xX]\\]\\s+");

  /** Whether the block being read is a paragraph of one rule per line (see below). */
  private boolean linesAreRules;

  /**
   * Whether each line of a paragraph is a rule of its own, as plain rules files write them ("no
   * `any`" over "pnpm only (never npm or yarn)" over "tests: vitest"): three lines or more, each
   * short, none ending a sentence, at least half opening with a rule's word or a short label and a
   * colon. Prose wrapped at a line width rarely opens its lines so.
   */
  private static boolean linesAreRules(Node block) {
    List<StringBuilder> lines = new ArrayList<>();
    lines.add(new StringBuilder());
    for (Node n = block.getFirstChild(); n != null; n = n.getNext()) {
      if (n instanceof SoftLineBreak || n instanceof HardLineBreak) {
        lines.add(new StringBuilder());
      } else if (n instanceof Text t) {
        lines.get(lines.size() - 1).append(t.getLiteral());
      } else if (n instanceof org.commonmark.node.Code c) {
        lines.get(lines.size() - 1).append('`').append(c.getLiteral()).append('`');
      } else {
        return false;
      }
    }
    if (lines.size() < 3) {
      return false;
    }
    int ruled = 0;
    for (StringBuilder b : lines) {
      String line = b.toString().strip();
      if (line.isEmpty() || line.length() > 80 || line.endsWith(".") && !line.endsWith("..")) {
        return false;
      }
      String word = line.split("[^\\p{L}']", 2)[0].toLowerCase(java.util.Locale.ROOT);
      if (io.contextcov.compiler.statements.SentenceSplitter.opensRule(word)
          || RULE_LINE_LABEL.matcher(line).lookingAt()) {
        ruled++;
      }
    }
    return ruled * 2 >= lines.size();
  }

  /** A short label and a colon opening a line: "tests: vitest", "commit msgs: …". */
  private static final java.util.regex.Pattern RULE_LINE_LABEL =
      java.util.regex.Pattern.compile("[\\p{L} ]{2,20}:\\s");

  /**
   * Whether the line after a break in a paragraph is a sentence of its own written in lower case:
   * the line before ends in a full stop, "!" or "?" and this one opens in lower case, or this one
   * opens with a word that opens a rule ("never", "no", "ask", …) after a line that does not run on
   * (no comma, colon or dash at its end).
   */
  private static boolean lineIsRule(Node lineBreak, StringBuilder text) {
    if (!(lineBreak.getNext() instanceof Text next) || text.length() == 0) {
      return false;
    }
    String line = next.getLiteral().stripLeading();
    if (line.isEmpty() || !Character.isLowerCase(line.charAt(0))) {
      return false;
    }
    char before = text.charAt(text.length() - 1);
    String word = line.split("[^\\p{L}']", 2)[0];
    return ".!?".indexOf(before) >= 0
        || ",;:-—–(&".indexOf(before) < 0
            && !Character.isWhitespace(before)
            && io.contextcov.compiler.statements.SentenceSplitter.opensRule(word);
  }

  /** Whether a line opens with a mark or an emoji ("❌ …", "✅ …", "🚫 …"). */
  private static boolean markOpens(String line) {
    String t = line.stripLeading();
    return !t.isEmpty()
        && (Character.getType(t.charAt(0)) == Character.OTHER_SYMBOL
            || Character.isHighSurrogate(t.charAt(0)));
  }

  /** A heading that asks whether the agent may do something: "Can I add dependencies?". */
  private static final java.util.regex.Pattern QUESTION =
      java.util.regex.Pattern.compile(
          "(?i)^\\W*(?:(?:can|may|should|could)\\s+(?:i|we|you|the\\s+agent)"
              + "|is\\s+it\\s+(?:ok|okay|fine|safe|allowed)\\s+to)\\s+(?!ask\\b)(.{3,80}?)\\s*\\?\\s*$");

  /**
   * A question of what has to run at a point of the work: "What must pass before I commit?", "What
   * should I run after changing the schema?" (group 1 "before" or "after", group 2 the point).
   */
  private static final java.util.regex.Pattern QUESTION_ORDER =
      java.util.regex.Pattern.compile(
          "(?i)^\\W*what\\s+(?:(?:must|should|has\\s+to|needs?\\s+to)\\s+(?:pass|run|be\\s+run|succeed)"
              + "|(?:must|should|do)\\s+(?:i|we|you)\\s+(?:need\\s+to\\s+)?(?:run|check))"
              + "\\s+(before|after)\\s+(?:(?:i|we|you)\\s+)?(.{3,60}?)\\s*\\?\\s*$");

  /**
   * A short answer opening the paragraph under such a heading: "No." (group 1) or "Ask first."
   * (group 2); a longer answer ("Yes, but only in `sandbox/`") is read as it stands.
   */
  private static final java.util.regex.Pattern ANSWER =
      java.util.regex.Pattern.compile(
          "(?i)^\\s*(?:(no|nope|never|not allowed|forbidden)"
              + "|(ask(?:\\s+(?:me|us|the\\s+user|a\\s+maintainer))?(?:\\s+(?:first|beforehand))?"
              + "|only\\s+(?:after|with)\\s+(?:asking|approval|permission)"
              + "(?:\\s+(?:me|us|the\\s+user|a\\s+maintainer|first))?"
              + "|not\\s+without\\s+(?:asking|approval|permission)"
              + "|yes,?\\s+but\\s+ask(?:\\s+(?:me|us|the\\s+user))?(?:\\s+first)?"
              + "|check\\s+with\\s+(?:me|us|the\\s+user|a\\s+maintainer)(?:\\s+first)?))"
              + "\\s*(?:[.!;:]|[,—–-](?=\\s)|$)");

  /** An answer that says when: "Only after `make test` passes." (group 1 from the order word). */
  private static final java.util.regex.Pattern ONLY_WHEN_ANSWER =
      java.util.regex.Pattern.compile(
          "(?i)^\\s*(?:yes,?\\s+(?:but\\s+)?)?only\\s+((?:after|once|when)\\s+`)");

  /**
   * "## Can I add dependencies?" over "Ask first.", "## May I run the migrations?" over "No. Schema
   * changes …": the answer is the rule on the act the heading asks about, so the paragraph reads as
   * "Ask before you add dependencies. …", "Never run the migrations. Schema changes …" (the words
   * put in stand at the answer's position).
   */
  private static TextUnit answered(TextUnit heading, TextUnit u) {
    java.util.regex.Matcher order = QUESTION_ORDER.matcher(heading.text());
    if (order.matches() && !u.literals().isEmpty() && u.text().stripLeading().startsWith("`")) {
      // "What must pass before I commit?" over "`make lint` and `make test`." reads as
      // "Before you commit: `make lint` and `make test`."
      int at = u.text().indexOf('`');
      return new Spliced()
          .put(order.group(1) + " you " + order.group(2) + ": ", u, at)
          .copy(u, at, u.text().length())
          .unit(u.kind(), u.section(), u.literals(), u.leadIn(), u.codeBlocks());
    }
    java.util.regex.Matcher q = QUESTION.matcher(heading.text());
    java.util.regex.Matcher when = ONLY_WHEN_ANSWER.matcher(u.text());
    if (q.matches() && when.lookingAt()) {
      // "May I push?" over "Only after `make test` passes.": "Push only after `make test`
      // passes."
      int at = when.start(1);
      String act = q.group(1);
      return new Spliced()
          .put(Character.toUpperCase(act.charAt(0)) + act.substring(1) + " only ", u, at)
          .copy(u, when.start(1), u.text().length())
          .unit(u.kind(), u.section(), u.literals(), u.leadIn(), u.codeBlocks());
    }
    java.util.regex.Matcher a = ANSWER.matcher(u.text());
    if (!q.matches() || !a.lookingAt()) {
      return u;
    }
    int at = a.start(a.group(1) != null ? 1 : 2);
    String rest = u.text().substring(a.end()).stripLeading();
    List<String> literals = new ArrayList<>(heading.literals());
    literals.addAll(u.literals());
    return new Spliced()
        .put((a.group(1) != null ? "Never " : "Ask before you ") + q.group(1) + ". ", u, at)
        .copy(u, u.text().length() - rest.length(), u.text().length())
        .unit(u.kind(), u.section(), literals, u.leadIn(), u.codeBlocks());
  }

  /** A GitHub alert's marker opening a quoted paragraph: "> [!IMPORTANT]". */
  private static final java.util.regex.Pattern ALERT =
      java.util.regex.Pattern.compile("(?i)\\s*\\[!(?:note|tip|important|warning|caution)\\]\\s*");

  /**
   * "> [!IMPORTANT]" over "> Run `npm run check` before every commit.": the alert's marker is no
   * word of the sentence after it, which is read as written.
   */
  private static TextUnit alertless(TextUnit u) {
    java.util.regex.Matcher m = ALERT.matcher(u.text());
    if (!m.lookingAt() || m.end() >= u.text().length()) {
      return u;
    }
    return new Spliced()
        .copy(u, m.end(), u.text().length())
        .unit(u.kind(), u.section(), u.literals(), u.leadIn(), u.codeBlocks());
  }

  /** Code that names a path opening a sentence said of it: "`gen/` is produced by …". */
  private static final java.util.regex.Pattern PATH_SUBJECT =
      java.util.regex.Pattern.compile(
          "\\W*`([\\w.*@-]*(?:/[\\w.*@-]*)+|[\\w-]+\\.[A-Za-z0-9]{1,8})`\\s+(?:is|are)\\s.*",
          java.util.regex.Pattern.DOTALL);

  /**
   * "### Don't touch the generated SDK" over "`packages/sdk/src/generated/` is produced by …": a
   * ban in a heading whose object is named in words only, over a paragraph that opens by saying
   * what a path in code is — the heading's object is that path, put after the heading in
   * parentheses. Otherwise the heading as it was.
   */
  private static TextUnit namedBelow(TextUnit heading, TextUnit body) {
    String h = io.contextcov.compiler.statements.ModalityDetector.preStep(heading.text());
    if (!heading.literals().isEmpty()
        || !actedHeading(h)
        || io.contextcov.compiler.statements.ModalityDetector.detect(
                io.contextcov.compiler.statements.ModalityDetector.withoutCross(h), true)
            .filter(io.contextcov.compiler.statements.Modality::negative)
            .isEmpty()) {
      return heading;
    }
    java.util.regex.Matcher m = PATH_SUBJECT.matcher(body.text());
    if (!m.matches()) {
      return heading;
    }
    int end = heading.text().length();
    List<String> literals = List.of(m.group(1));
    return new Spliced()
        .copy(heading, 0, end)
        .put(" (`" + m.group(1) + "`)", heading, end - 1)
        .unit(heading.kind(), heading.section(), literals, heading.leadIn(), heading.codeBlocks());
  }

  /** Whether a heading names an act of its own ("Never push to `main`"), not only a modal word. */
  private static boolean actedHeading(String heading) {
    for (String w : io.contextcov.compiler.statements.PhraseSet.words(heading)) {
      if (io.contextcov.compiler.reader.Lexicon.get().actClassOf(w).isPresent()) {
        return true;
      }
    }
    return false;
  }

  /** Whether a sentence opens with a verb in the imperative ("Open a PR."). */
  private static boolean imperative(String sentence) {
    List<String> words = io.contextcov.compiler.statements.PhraseSet.words(sentence);
    return !words.isEmpty()
        && io.contextcov.compiler.statements.ModalityDetector.isImperative(words.get(0));
  }

  /** A sentence opening with a subject of its own: it says something, it is no fragment. */
  private static final java.util.regex.Pattern SUBJECT_OPENS =
      java.util.regex.Pattern.compile(
          "(?i)^\\W*(we|i|you|it|they|this|these|those|that|there|our|the|he|she|my|your|its|their"
              + "|here|a|an)\\b.*");

  /**
   * "### What needs a human" over "Anything touching `deploy/`. Upgrading Go itself.": a paragraph
   * right under a heading that rules, made of short sentences none of which opens with a subject
   * (nor ends with a colon), is a list written as sentences — each sentence an item under the
   * heading. Else null.
   */
  private static List<TextUnit> fragments(TextUnit heading, TextUnit u) {
    String h = io.contextcov.compiler.statements.ModalityDetector.preStep(heading.text());
    List<io.contextcov.compiler.statements.Sentence> sentences =
        io.contextcov.compiler.statements.SentenceSplitter.split(u.text());
    if (sentences.isEmpty() || !u.codeBlocks().isEmpty()) {
      return null;
    }
    for (io.contextcov.compiler.statements.Sentence x : sentences) {
      if (x.text().split("\\s+").length > 14
          || SUBJECT_OPENS.matcher(x.text()).matches()
          // ("The following need approval:": the lead-in of what comes next)
          || x.text().strip().endsWith(":")) {
        return null;
      }
    }
    if (io.contextcov.compiler.statements.ModalityDetector.detect(
            io.contextcov.compiler.statements.ModalityDetector.withoutCross(h), true)
        .isEmpty()) {
      return null;
    }
    if (actedHeading(h) && sentences.stream().anyMatch(x -> imperative(x.text()))) {
      // "### Never push to `main`" over "Push your branch and open a PR.": a heading that is a
      // rule of its own, with its act, over what to do instead — sentences, not its items
      return null;
    }
    List<TextUnit> out = new ArrayList<>();
    for (io.contextcov.compiler.statements.Sentence x : sentences) {
      List<String> literals = new ArrayList<>();
      java.util.regex.Matcher lit = CODE_SPAN.matcher(x.text());
      while (lit.find()) {
        literals.add(lit.group(1));
      }
      out.add(
          new Spliced()
              .copy(u, x.offset(), x.offset() + x.text().length())
              .unit(TextUnit.Kind.LIST_ITEM, u.section(), literals, null, List.of()));
    }
    return out;
  }

  /**
   * "**Can I push to `main`?** No. Open a pull request.": a question and its answer in one
   * paragraph or item read as a question heading over its answer (the question's text is dropped).
   */
  private static TextUnit answeredInLine(TextUnit u) {
    int mark = u.text().indexOf('?');
    if (mark < 0 || mark + 1 >= u.text().length()) {
      return u;
    }
    String asked = u.text().substring(0, mark + 1);
    String answer = u.text().substring(mark + 1).stripLeading();
    if (!(QUESTION.matcher(asked).matches()
            && (ANSWER.matcher(answer).lookingAt() || ONLY_WHEN_ANSWER.matcher(answer).lookingAt())
        || QUESTION_ORDER.matcher(asked).matches() && answer.startsWith("`"))) {
      return u;
    }
    int from = mark + 1;
    while (from < u.text().length() && Character.isWhitespace(u.text().charAt(from))) {
      from++;
    }
    TextUnit q =
        new Spliced()
            .copy(u, 0, mark + 1)
            .unit(u.kind(), u.section(), List.of(), u.leadIn(), List.of());
    TextUnit a =
        new Spliced()
            .copy(u, from, u.text().length())
            .unit(u.kind(), u.section(), u.literals(), u.leadIn(), u.codeBlocks());
    TextUnit read = answered(q, a);
    return read == a ? u : read;
  }

  /** Text put together from pieces, each character keeping the place in the file it stands for. */
  private static final class Spliced {
    private final StringBuilder text = new StringBuilder();
    private final List<Integer> lines = new ArrayList<>();
    private final List<Integer> columns = new ArrayList<>();

    /** Words put in, standing at offset {@code at} of {@code u}. */
    Spliced put(String words, TextUnit u, int at) {
      text.append(words);
      for (int i = 0; i < words.length(); i++) {
        lines.add(u.lineAt(at));
        columns.add(u.columnAt(at));
      }
      return this;
    }

    /** Characters {@code from} (inclusive) to {@code to} of {@code u}, at their own places. */
    Spliced copy(TextUnit u, int from, int to) {
      text.append(u.text(), from, to);
      for (int i = from; i < to; i++) {
        lines.add(u.lines()[i]);
        columns.add(u.columns()[i]);
      }
      return this;
    }

    /** The character at {@code offset} in lower case, at the same place. */
    Spliced lowerAt(int offset) {
      text.setCharAt(offset, Character.toLowerCase(text.charAt(offset)));
      return this;
    }

    TextUnit unit(
        TextUnit.Kind kind,
        List<String> section,
        List<String> literals,
        String leadIn,
        List<String> codeBlocks) {
      return new TextUnit(
          kind,
          section,
          text.toString(),
          lines.stream().mapToInt(Integer::intValue).toArray(),
          columns.stream().mapToInt(Integer::intValue).toArray(),
          literals,
          leadIn,
          codeBlocks);
    }
  }

  /**
   * A value with no act of its own, whose label names the act: "Force push: never on `main`",
   * "Committing secrets: forbidden", a table row "| Force push | never on `main` |" (group 1 the
   * "never", else a predicate of banning).
   */
  public static final java.util.regex.Pattern ELLIPTICAL_VALUE =
      java.util.regex.Pattern.compile(
          "(?i)^\\s*(never)(?=\\s*[.;!]?\\s*$|\\s+(on|in|to|for|with|into|onto|from|against|outside"
              + "|inside|during|without|unless|except)\\b|\\s+`)"
              // ("Not allowed. Send the user to the form.": a sentence may follow the verdict)
              + "|^\\s*(forbidden|prohibited|banned|disallowed|not allowed|not permitted)\\s*([.;!].*)?$");

  /** A table cell that is only a verdict on its row: what it says, in a rule's words. */
  private static final java.util.regex.Pattern NEVER_CELL =
      java.util.regex.Pattern.compile(
          "(?i)(never|forbidden|prohibited|not allowed|not permitted|disallowed|blocked|denied|banned"
              + "|must not|mustn't|shall not|may not|do not|don't"
              + "|❌|🚫|⛔|✗|✘|禁止|严禁|不允许|不得|禁用)([.!。！]|\\s*[—–(:;,，：-].{0,60})?");

  /** "| … | SHOULD NOT |": a verdict cell that advises against its row, read as "Avoid …". */
  private static final java.util.regex.Pattern AVOID_CELL =
      java.util.regex.Pattern.compile(
          "(?i)(should not|shouldn't|avoid|discouraged|not recommended)([.!]|\\s*[—–(:;,-].{0,60})?");

  /**
   * A cell that says when to run its row's command: "before pushing", "after editing Go files" —
   * one short phrase (a cell that goes on, "after merge, CI runs this", tells of something else).
   */
  private static final java.util.regex.Pattern ORDER_CELL =
      java.util.regex.Pattern.compile(
          "(?i)(only\\s+)?(before|after|when|whenever|once|if|prior to|at the end of)\\s+[^|,;.]{3,60}\\.?"
              // 提交前运行, 推送之前执行: before a milestone, in Chinese
              + "|(每次)?(提交|推送|合并|发布|完成任务|结束)(之)?前(必须|务必)?(运行|执行)?[。.]?");

  /**
   * A note that says to run the row's command, then when, with the command left out: "run before
   * every commit", "required when you touch `internal/`", "always run it after editing protos".
   * What follows the match is an {@link #ORDER_CELL}.
   */
  private static final java.util.regex.Pattern RUN_ORDER_CELL =
      java.util.regex.Pattern.compile(
          "(?i)^(?:(?:always|must|should)\\s+)?(?:be\\s+)?(?:run|execute|required|mandatory|needed"
              + "|necessary)(?:\\s+(?:it|this|them))?\\s+(?=\\S)");

  /**
   * A note whose subject is the row's command: "must pass before you open a PR", "should be green
   * before pushing" — read with the command before it.
   */
  private static final java.util.regex.Pattern MODAL_CELL =
      java.util.regex.Pattern.compile(
          "(?i)(must|should|has to|have to|needs? to)\\s+(pass|succeed|be\\s+(green|clean|passing))"
              + "\\s+(before|after|when|whenever|prior to)\\s+[^|;]{3,60}");

  /**
   * Whether the cell ends, after a dash, semicolon, comma or bracket, in the people a command is
   * kept for: "publishes to npm — maintainers only", "cuts a release (admins only)". On a match
   * {@code people} holds the people's words.
   */
  private static boolean peopleAfterNote(java.util.regex.Matcher people, String note) {
    java.util.regex.Matcher tail = PEOPLE_TAIL.matcher(note);
    if (!tail.find()) {
      return false;
    }
    return people.reset(note.substring(tail.start(1), tail.end(1))).matches();
  }

  /** The people after the last dash, semicolon, comma or bracket of a cell (group 1). */
  private static final java.util.regex.Pattern PEOPLE_TAIL =
      java.util.regex.Pattern.compile("[—–;,(（，]\\s*([^—–;,(（，]+?)[)）]?[.!。]?\\s*$");

  /**
   * A note that gives the row's command to people: "humans only", "only maintainers", "the release
   * manager only" (group 1 the people).
   */
  private static final java.util.regex.Pattern PEOPLE_CELL =
      java.util.regex.Pattern.compile(
          "(?i)only\\s+("
              + io.contextcov.compiler.statements.ModalityDetector.PERSON
              + ")[.!]?|("
              + io.contextcov.compiler.statements.ModalityDetector.PERSON
              + ")\\s+only[.!]?"
              // "（仅限运维）", "只能由管理员执行": people named after 仅限, 只限, 仅由, 只能由
              + "|(?:仅限|只限|仅由|只由|只能由)\\s*((?:运维|管理员|维护者|负责人|值班)[^，。；)）]{0,6}?"
              + "|[^，。；)）]{0,8}?(?:人员|团队|工程师|同事))(?:执行|操作|运行)?[。.!]?");

  private static final java.util.regex.Pattern ASK_CELL =
      java.util.regex.Pattern.compile(
          "(?i)(ask( first| before| the user| me)?|confirm( first)?|(requires?|needs?|with) "
              + "(approval|confirmation)|(approval|confirmation) (required|needed)|⚠️?"
              + "|(先|需要?|须|必须)?(询问|确认|审批|批准)(用户)?|需(要)?用户(确认|同意|批准))[.!。！]?");

  private static final java.util.regex.Pattern ALLOW_CELL =
      java.util.regex.Pattern.compile(
          "(?i)(allowed|always allowed|permitted|(ok|fine|allowed) without asking|without asking"
              + "|auto[- ]?approved|pre-?approved|✅|✔️?|允许|无需询问|无需确认|可直接运行|可以直接运行)[.!。！]?");

  /**
   * "| `npm publish` | Never |": a cell that holds only a verdict on its row ("Never", "Ask first",
   * "Allowed", ❌, ✅) is read with the row's cells that name code, as one rule ("Never `npm
   * publish`"); its characters keep their places in the file. Any other cell is itself.
   */
  private TextUnit rowRule(TableCell cell, TextUnit u) {
    String rule = verdict(cell, u.text());
    // where the cell's own words go after the row's code, or -1
    int tail = -1;
    String note = u.text().strip();
    int lead = u.text().indexOf(note);
    if (rule == null) {
      java.util.regex.Matcher run = RUN_ORDER_CELL.matcher(note);
      java.util.regex.Matcher people = PEOPLE_CELL.matcher(note);
      if (ORDER_CELL.matcher(note).matches()) {
        // "| `make test` | before pushing |": "Run `make test` before pushing"
        rule = "Run ";
        tail = lead;
      } else if (run.lookingAt() && ORDER_CELL.matcher(note.substring(run.end())).matches()) {
        // "| `make test` | run before every commit |": "Run `make test` before every commit"
        rule = "Run ";
        tail = lead + run.end();
      } else if (MODAL_CELL.matcher(note).matches()) {
        // "| `make lint` | must pass before you open a PR |": the command is the subject
        rule = "";
        tail = lead;
      } else if (people.matches() || peopleAfterNote(people, note)) {
        // "| `make deploy` | humans only |": "Only humans run `make deploy`" (also after what the
        // command does: "| `pnpm release` | publishes to npm — maintainers only |")
        rule =
            "Only "
                + (people.group(1) != null
                    ? people.group(1)
                    // (the people named in Chinese are people all the same)
                    : people.group(2) != null ? people.group(2) : "humans")
                + " run ";
      } else if (NEVER_WHERE_CELL.matcher(note).matches()) {
        // "| `just e2e` | never locally |": "Never run `just e2e` locally", the setting kept
        rule = "Never run ";
        tail = lead + note.indexOf(' ') + 1;
      } else if (KEPT_CELL.matcher(note).matches()) {
        // "| `vendor/` | read only |": the row's place is not changed
        rule = "Do not change ";
      } else if (NO_ACCESS_CELL.matcher(note).matches()) {
        // "| `deploy/secrets/` | no access |": the row's place is neither read nor changed
        rule = "Never read or change ";
      }
    }
    boolean order = tail >= 0;
    if (cell.getParent() == null) {
      return u;
    }
    if (rule == null) {
      return labelled(cell, u);
    }
    TextUnit act = actLabel(cell, rule);
    if (!order && act != null) {
      // "| Deleting branches | No |", "| Pushing to `release/*` | Ask |": the row's first cell
      // names an act in words, ruled on as "Deleting branches: never."
      return new Spliced()
          .copy(act, 0, act.text().stripTrailing().length())
          .put(rule.equals("Never ") ? ": never." : ": ask first.", u, 0)
          .unit(TextUnit.Kind.TABLE_CELL, u.section(), act.literals(), null, List.of());
    }
    List<TextUnit> named = new ArrayList<>();
    List<TextUnit> notes = new ArrayList<>();
    boolean commands = false;
    for (Node c = cell.getParent().getFirstChild(); c != null; c = c.getNext()) {
      if (c != cell && c instanceof TableCell other) {
        TextUnit o = inline(other, TextUnit.Kind.TABLE_CELL, null);
        if (!o.literals().isEmpty()) {
          String heading = columnHeading(other);
          // ("| Edit `vendor/` | No | updated by `bin/sync` only |": a note's code is no
          // object of the verdict, where another cell names one)
          (heading != null && NOTE_HEADING.matcher(heading.strip()).matches() ? notes : named)
              .add(o);
          commands |= heading != null && COMMAND_HEADING.matcher(heading.strip()).matches();
        }
      }
    }
    if (named.isEmpty()) {
      named.addAll(notes);
    }
    if (named.isEmpty()) {
      return labelled(cell, u);
    }
    if (rule.equals("Ask before running ")
        && named.stream()
            .allMatch(
                o ->
                    o.literals().stream()
                        .allMatch(io.contextcov.compiler.reader.FrameReader::isPlace))) {
      // "| `migrations/` | ask first |": a place is asked about before it is changed
      rule = "Ask before changing ";
    }
    if (commands && rule.equals("Never ")) {
      // "| Command | … |" over "| `wp db reset` | never |": the cell is a command, whatever its
      // program, so the verdict bans running it
      rule = "Never run ";
    }
    Spliced text = new Spliced().put(rule, u, 0);
    List<String> literals = new ArrayList<>();
    for (int k = 0; k < named.size(); k++) {
      TextUnit o = named.get(k);
      if (k > 0) {
        text.put(", ", o, 0);
      }
      text.copy(o, 0, o.text().length());
      literals.addAll(o.literals());
    }
    if (order) {
      text.put(" ", u, 0).copy(u, tail, lead + note.length());
    }
    return text.unit(TextUnit.Kind.TABLE_CELL, u.section(), literals, null, List.of());
  }

  /** A column heading that gives each row's strength: "Level", "Severity", "Requirement". */
  private static final java.util.regex.Pattern LEVEL_HEADING =
      java.util.regex.Pattern.compile(
          "(?i)\\W*(levels?|severity|strength|requirement|requirement level|priority|enforcement)\\W*");

  /** The RFC 2119 words of advice, not of requirement: "SHOULD", "MAY", "RECOMMENDED". */
  private static final java.util.regex.Pattern SOFT_LEVEL =
      java.util.regex.Pattern.compile(
          "(?i)(should( not)?|may|recommended|not recommended|optional|advisory|preferred|soft)");

  /**
   * "| Use `tracing` instead of `println!` | SHOULD |": a row's first cell read with the strength
   * its "Level" column gives, as "You should use `tracing` …"; a row whose level requires (MUST)
   * keeps its cell's own words, and any other cell is itself.
   */
  private TextUnit levelled(TableCell cell, TextUnit u) {
    if (cell.getParent() == null
        || cell.getParent().getFirstChild() != cell
        || u.text().isBlank()) {
      return u;
    }
    for (Node c = cell.getNext(); c != null; c = c.getNext()) {
      if (c instanceof TableCell other
          && LEVEL_HEADING.matcher(String.valueOf(columnHeading(other))).matches()
          && SOFT_LEVEL
              .matcher(
                  unmarked(
                      inline(other, TextUnit.Kind.TABLE_CELL, null)
                          .text()
                          .replace("*", "")
                          .strip()))
              .matches()) {
        int at = u.text().length() - u.text().stripLeading().length();
        return new Spliced()
            .put("You should ", u, at)
            .copy(u, at, u.text().length())
            .lowerAt("You should ".length())
            .unit(TextUnit.Kind.TABLE_CELL, u.section(), u.literals(), null, List.of());
      }
    }
    return u;
  }

  /** A label that opens with an act in its -ing form: "Deleting branches", "Force pushing". */
  private static final java.util.regex.Pattern GERUND_LABEL =
      java.util.regex.Pattern.compile("(?i)^(?:[a-z]+[\\s-])?[a-z]{2,}ing\\b[^.!?;]{0,60}$");

  /**
   * The row's first cell when it names an act in words (not only code) and {@code rule} — the
   * verdict of another cell — bans or asks; else null.
   */
  private TextUnit actLabel(TableCell cell, String rule) {
    Node first = cell.getParent().getFirstChild();
    if (first == cell
        || !(first instanceof TableCell label)
        || !(rule.equals("Never ") || rule.startsWith("Ask "))) {
      return null;
    }
    TextUnit l = inline(label, TextUnit.Kind.TABLE_CELL, null);
    String text = l.text().strip();
    // ("| Action | Allowed? |" over "| Issue a refund | No |": under a heading of acts, a short
    // label in words is the act, in whatever form, where no cell of the row names code)
    boolean underActs =
        ACT_HEADING.matcher(String.valueOf(columnHeading(label))).matches()
            && text.split("\\s+").length <= 6
            && IMPERATIVE_LABEL.matcher(text).matches();
    for (Node c = first; underActs && c != null; c = c.getNext()) {
      underActs =
          !(c instanceof TableCell other)
              || inline(other, TextUnit.Kind.TABLE_CELL, null).literals().isEmpty()
              // (a note's code is no object of the act: "| Add gems | Ask first | run `bundle
              // install` |")
              || NOTE_HEADING.matcher(String.valueOf(columnHeading(other)).strip()).matches();
    }
    return text.equals(l.text().stripTrailing())
            && (GERUND_LABEL.matcher(text).matches() || underActs)
        ? l
        : null;
  }

  /** A label of words alone, with no sentence end: "Issue a refund", "Upgrade a room". */
  private static final java.util.regex.Pattern IMPERATIVE_LABEL =
      java.util.regex.Pattern.compile("(?i)[a-z][a-z' -]{2,60}");

  /**
   * "| Force push | never on `main` |", "| Committing secrets | Forbidden |": a cell that bans with
   * no act of its own, read after the row's first cell, a short label in plain words, as "Force
   * push: never on `main`" (the reader takes the label for the act); any other cell is itself.
   */
  private TextUnit labelled(TableCell cell, TextUnit u) {
    Node first = cell.getParent().getFirstChild();
    boolean elliptical = ELLIPTICAL_VALUE.matcher(u.text().replace("*", "")).find();
    String heading = String.valueOf(columnHeading(cell));
    // ("| `git push` | only to your own branch |" under "Allowed?": the answer is said of the
    // command in code that opens the row, as "`git push` — only to your own branch")
    boolean answered =
        (MAY_HEADING.matcher(heading).matches() || ASK_HEADING.matcher(heading).matches())
            && !u.text().isBlank();
    if (first == cell
        || !(first instanceof TableCell label)
        || !elliptical
            && !answered
            && !(ACT_HEADING.matcher(String.valueOf(columnHeading(label))).matches()
                && !u.text().isBlank())) {
      return u;
    }
    // a ban with no act of its own takes the label as its act ("Force push: never"); any other
    // rule of an act column follows its act after a dash, which no reader takes for a label
    String joint = elliptical ? ": " : " — ";
    TextUnit l = inline(label, TextUnit.Kind.TABLE_CELL, null);
    String name = l.text().strip();
    boolean code = name.matches("`[^`]+`");
    if (name.isEmpty()
        || answered && !code
        || !l.literals().isEmpty() && !(answered && code)
        // ("| Service credit for an outage | Yes | Up to £30 |": a label of up to six words)
        || name.split("\\s+").length > 6 && !code) {
      return u;
    }
    int lead = l.text().indexOf(name);
    Spliced text =
        new Spliced()
            .copy(l, lead, lead + name.length())
            .put(joint, u, 0)
            .copy(u, 0, u.text().length());
    // ("Up to 3 months." continues the label's clause: "Pause a subscription: up to 3 months.")
    String value = u.text();
    int at = value.length() - value.stripLeading().length();
    if (value.substring(at).matches("(?s)\\p{Lu}\\p{Ll}.*")) {
      text.lowerAt(name.length() + joint.length() + at);
    }
    return text.unit(TextUnit.Kind.TABLE_CELL, u.section(), u.literals(), null, List.of());
  }

  /**
   * A first column that names acts, "| Action | Rule |": each rule cell of the row is read after
   * its act, "Pause a subscription: up to 3 months".
   */
  private static final java.util.regex.Pattern ACT_HEADING =
      java.util.regex.Pattern.compile(
          "(?i)\\W*(actions?|acts?|tasks?|operations?|requests?|activit(y|ies)|what|操作|动作)\\W*");

  /** A column heading that asks whether its row's command may run: "Allowed?", "Safe to run". */
  private static final java.util.regex.Pattern MAY_HEADING =
      java.util.regex.Pattern.compile(
          "(?i)\\W*(allowed|permitted|ok|okay|safe"
              // "Agent may run?", "Can the agent run it?": whose leave the column gives
              + "|(?:(?:the\\s+)?(?:agents?|ai|assistants?|you|bots?|claude)\\s+)?(?:may|can)\\s+(?:run|use)"
              + "|(?:may|can)\\s+(?:the\\s+)?(?:agents?|ai|assistants?|you|bots?|claude)\\s+(?:run|use)"
              + "(?:\\s+(?:it|this|them))?"
              + "|(ok|okay|safe|allowed) to (run|use)|auto[- ]?run|允许|可以运行)\\W*");

  /** A column heading that asks whether its row's command needs a human: "Needs approval?". */
  private static final java.util.regex.Pattern ASK_HEADING =
      java.util.regex.Pattern.compile(
          "(?i)\\W*((needs?|requires?) (approval|confirmation|sign-?off)|ask( first)?|approval"
              + "( required| needed)?|confirm( first)?|需要?确认|需要?审批)\\W*");

  /**
   * A column heading that asks whether the agent may change its row's path: "Can the agent edit?",
   * "Editable?", "OK to modify".
   */
  private static final java.util.regex.Pattern EDIT_HEADING =
      java.util.regex.Pattern.compile(
          "(?i)\\W*((?:(?:the\\s+)?(?:agents?|ai|assistants?|you|bots?|claude)\\s+)?"
              // ("Agents may edit": the subject before the modal)
              + "(can|may)\\s+(the\\s+)?(agents?|ai|you|assistants?|bots?|claude)?\\s*"
              + "(edit|modify|change|touch|write)(\\s+(it|here|this|these|them))?"
              + "|(agent[- ])?(editable|writable)(\\s+by\\s+(the\\s+)?(agent|ai))?"
              + "|(ok|okay|safe|allowed)\\s+to\\s+(edit|modify|change|touch))\\W*");

  /** A cell that opens with its verdict and goes on: "no — regenerate it with …". */
  private static final java.util.regex.Pattern LEADING_YES_NO =
      java.util.regex.Pattern.compile("(?i)(yes|no)\\s*[—–,;:(-]");

  private static final java.util.regex.Pattern YES =
      java.util.regex.Pattern.compile("(?i)(yes|y|是)");
  private static final java.util.regex.Pattern NO = java.util.regex.Pattern.compile("(?i)(no|n|否)");

  /**
   * A verdict cell's rule words, else null. A bare "yes" or "no" is a verdict only under a column
   * heading that asks one: "| `pnpm publish` | no |" under "Allowed?" bans, "yes" under "Needs
   * approval?" asks; under any other heading ("Destructive?") it describes the row.
   */
  private String verdict(TableCell cell, String cellText) {
    String own = verdict(cellText);
    String v = unmarked(cellText.replace("*", "").strip());
    boolean yes = YES.matcher(v).matches();
    boolean no = NO.matcher(v).matches();
    if (own == null && !yes && !no && !LEADING_YES_NO.matcher(v).lookingAt()) {
      return null;
    }
    String heading = columnHeading(cell);
    if (heading != null && EDIT_HEADING.matcher(heading).matches()) {
      // "| `infra/` | no |" under "Can the agent edit?": the row's path is not to be written
      // ("no — regenerate it with …": the verdict opens the cell)
      if (own != null) {
        return own.startsWith("Never")
            ? "Never edit "
            : own.startsWith("Ask") ? "Ask before editing " : null;
      }
      java.util.regex.Matcher lead = LEADING_YES_NO.matcher(v);
      return !yes && (no || lead.lookingAt() && NO.matcher(lead.group(1)).matches())
          ? "Never edit "
          : null;
    }
    if (own != null) {
      return own;
    }
    if (heading == null || !yes && !no) {
      return null;
    }
    if (MAY_HEADING.matcher(heading).matches()) {
      return yes ? "You may run without asking " : "Never ";
    }
    if (ASK_HEADING.matcher(heading).matches()) {
      return yes ? "Ask before running " : "You may run without asking ";
    }
    return null;
  }

  /** A column of remarks on a row: "Notes", "Why", "Reason", "Comments". */
  private static final java.util.regex.Pattern NOTE_HEADING =
      java.util.regex.Pattern.compile(
          "(?i)\\W*(notes?|comments?|remarks?|why|reasons?|rationale|details?|explanation)\\W*");

  /** A column heading that says its cells are commands: "Command", "Commands", "Script". */
  private static final java.util.regex.Pattern COMMAND_HEADING =
      java.util.regex.Pattern.compile("(?i)\\W*(shell\\s+)?(commands?|scripts?|cli|tasks?)\\W*");

  /** The text of the heading cell over a body cell's column, or null. */
  private String columnHeading(TableCell cell) {
    Node row = cell.getParent();
    if (row == null || row.getParent() == null || row.getParent() instanceof TableHead) {
      return null;
    }
    int index = 0;
    for (Node c = row.getFirstChild(); c != null && c != cell; c = c.getNext()) {
      index++;
    }
    Node table = row.getParent().getParent();
    if (table == null || !(table.getFirstChild() instanceof TableHead head)) {
      return null;
    }
    Node headRow = head.getFirstChild();
    Node h = headRow == null ? null : headRow.getFirstChild();
    for (int i = 0; h != null && i < index; i++) {
      h = h.getNext();
    }
    return h instanceof TableCell hc ? inline(hc, TextUnit.Kind.TABLE_CELL, null).text() : null;
  }

  /**
   * A column heading that bans what its cells name: "Don't", "Avoid", "Never", "Bad", "Instead of",
   * ❌, 禁止.
   */
  private static final java.util.regex.Pattern BAN_HEADING =
      java.util.regex.Pattern.compile(
          "(?i)\\W*(don'?t|do not|avoid|never|bad|wrong|incorrect|forbidden|not allowed|prohibited"
              + "|instead of|rather than|not this|❌|🚫|✗|✘|禁止|不要|错误)\\W*");

  /**
   * "| Do | Don't |" then "| `bun add x` | `npm install x` |": a cell that is only code, under a
   * column heading that bans, read as "Never use" that code; any other cell is itself.
   */
  private TextUnit bannedColumn(TableCell cell, TextUnit u) {
    if (verdict(u.text()) != null) {
      return u;
    }
    boolean code =
        !u.literals().isEmpty() && u.text().strip().matches("(`[^`]+`[\\s,;/]*(or\\s+)?)+");
    String heading = columnHeading(cell);
    if (heading == null || !BAN_HEADING.matcher(heading.replace("*", "")).matches()) {
      return u;
    }
    if (!code) {
      // "| Do | Don't |" then "| … | Commit with failing checks |": the heading is the cell's
      // lead-in, as "Don't:" is over a list
      return u.leadIn() != null
          ? u
          : new TextUnit(
              u.kind(),
              u.section(),
              u.text(),
              u.lines(),
              u.columns(),
              u.literals(),
              heading.replace("*", "").strip() + ":",
              u.codeBlocks());
    }
    String rule = "Never use ";
    String instead = keptInRow(cell);
    String label = rowLabel(cell);
    if (instead != null) {
      // "| `bun add x` | `npm install x` |": the row's kept code replaces the banned one
      rule = "Use " + instead + " instead of ";
    } else if (label != null) {
      // "| `staging` | `kubectl get` | `kubectl apply` |": the row's label names the case the
      // ban holds for, as "For `staging`, never use …" does
      rule = "For " + label + ", never use ";
    }
    int[] lines = new int[rule.length() + u.text().length()];
    int[] cols = new int[lines.length];
    for (int i = 0; i < lines.length; i++) {
      lines[i] = i < rule.length() ? u.lineAt(0) : u.lines()[i - rule.length()];
      cols[i] = i < rule.length() ? u.columnAt(0) : u.columns()[i - rule.length()];
    }
    return new TextUnit(
        TextUnit.Kind.TABLE_CELL,
        u.section(),
        rule + u.text(),
        lines,
        cols,
        u.literals(),
        null,
        List.of());
  }

  /** A column heading that keeps what its cells name: "Do", "Use", "Prefer", "Good", ✅. */
  private static final java.util.regex.Pattern KEEP_HEADING =
      java.util.regex.Pattern.compile(
          "(?i)\\W*(do|use|prefer|preferred|good|correct|instead|✅|✔️?|推荐|正确)\\W*");

  /**
   * The first cell of the row when it labels the row with a name in code ("`staging`", "`kind`
   * (local)") under a heading that neither keeps nor bans, or null.
   */
  private String rowLabel(TableCell cell) {
    Node first = cell.getParent().getFirstChild();
    if (first == cell || !(first instanceof TableCell label)) {
      return null;
    }
    String heading = columnHeading(label);
    String text = inline(label, TextUnit.Kind.TABLE_CELL, null).text().strip();
    java.util.regex.Matcher code = LABEL_CODE.matcher(text);
    if (heading == null
        || KEEP_HEADING.matcher(heading.replace("*", "")).matches()
        || BAN_HEADING.matcher(heading.replace("*", "")).matches()
        || !code.matches()) {
      return null;
    }
    return code.group(1);
  }

  /** A row label that is a name in code, perhaps with words in brackets after it. */
  private static final java.util.regex.Pattern LABEL_CODE =
      java.util.regex.Pattern.compile("(`[^`]{1,40}`)(?:\\s*\\([^()]{1,30}\\))?");

  /** The code of another cell of the row under a keeping heading, when it is only code. */
  private String keptInRow(TableCell cell) {
    for (Node c = cell.getParent().getFirstChild(); c != null; c = c.getNext()) {
      if (c == cell || !(c instanceof TableCell other)) {
        continue;
      }
      String heading = columnHeading(other);
      String text = inline(other, TextUnit.Kind.TABLE_CELL, null).text().strip();
      if (heading != null
          && KEEP_HEADING.matcher(heading.replace("*", "")).matches()
          && text.matches("`[^`]+`")) {
        return text;
      }
    }
    return null;
  }

  /** A mark that opens a verdict cell before its words: "❌ never", "✅ yes", "⚠️ ask first". */
  private static final java.util.regex.Pattern MARK =
      java.util.regex.Pattern.compile("(?:(❌|🚫|⛔|✗|✘)|(✅|✔️?)|(⚠️?))\\s+(?=\\p{L})");

  /**
   * A verdict cell without its opening mark, where the words after it say what the mark does ("❌
   * never", "❌ no", "✅ yes", "⚠️ ask first"); else the cell as it is (a mark and words that
   * disagree, "❌ allowed", are no verdict).
   */
  private static String unmarked(String v) {
    java.util.regex.Matcher m = MARK.matcher(v);
    if (!m.lookingAt()) {
      return v;
    }
    String rest = v.substring(m.end());
    String said = verdict(rest);
    boolean agrees =
        m.group(1) != null
            ? "Never ".equals(said) || said == null && NO.matcher(rest).matches()
            : m.group(2) != null
                ? "You may run without asking ".equals(said)
                    || said == null && YES.matcher(rest).matches()
                : said != null && said.startsWith("Ask");
    return agrees ? rest : v;
  }

  /** A verdict cell's rule words, else null. */
  private static String verdict(String cellText) {
    String v = unmarked(cellText.replace("*", "").strip());
    return NEVER_CELL.matcher(v).matches()
        ? "Never "
        : AVOID_CELL.matcher(v).matches()
            ? "Avoid "
            : ASK_CELL.matcher(v).matches()
                ? "Ask before running "
                : ALLOW_CELL.matcher(v).matches() ? "You may run without asking " : null;
  }

  /** Whether a cell is a verdict on its row or says when to run the row's command. */
  private boolean verdictCell(TableCell cell) {
    String text = inline(cell, TextUnit.Kind.TABLE_CELL, null).text();
    return verdict(cell, text) != null || note(text.strip());
  }

  /** "read only", "read-only", "frozen": a cell that keeps its row's place as it is. */
  private static final java.util.regex.Pattern KEPT_CELL =
      java.util.regex.Pattern.compile(
          "(?i)(read[- ]only|frozen|immutable|do not (edit|modify|change)|no (writes|changes|edits)"
              + "|只读|禁止修改)[.!。！]?");

  /** "never locally", "never on CI": a ban of the row's command with where it holds. */
  private static final java.util.regex.Pattern NEVER_WHERE_CELL =
      java.util.regex.Pattern.compile(
          "(?i)never\\s+(locally|(in|on|against|from)\\s+[^.;]{1,40})[.!]?");

  /** "no access", "none": a cell that keeps the agent out of its row's place. */
  private static final java.util.regex.Pattern NO_ACCESS_CELL =
      java.util.regex.Pattern.compile(
          "(?i)(no access|not accessible|off[- ]limits|keep out|禁止访问|不可访问)[.!。！]?");

  /** Whether a cell is a note on its row's command: when to run it, or who runs it. */
  private static boolean note(String note) {
    java.util.regex.Matcher run = RUN_ORDER_CELL.matcher(note);
    return KEPT_CELL.matcher(note).matches()
        || NO_ACCESS_CELL.matcher(note).matches()
        || NEVER_WHERE_CELL.matcher(note).matches()
        || ORDER_CELL.matcher(note).matches()
        || run.lookingAt() && ORDER_CELL.matcher(note.substring(run.end())).matches()
        || MODAL_CELL.matcher(note).matches()
        || PEOPLE_CELL.matcher(note).matches();
  }

  /** Whether another cell of this cell's row is a verdict on it. */
  private boolean verdictRow(TableCell cell) {
    if (cell.getParent() == null) {
      return false;
    }
    Optional<Node> v =
        verdictCells.computeIfAbsent(
            cell.getParent(),
            row -> {
              for (Node c = row.getFirstChild(); c != null; c = c.getNext()) {
                if (c instanceof TableCell other && verdictCell(other)) {
                  return Optional.of(c);
                }
              }
              return Optional.empty();
            });
    return v.isPresent() && v.get() != cell;
  }

  /** The text of the paragraph just before a list when it ends in ':' (it introduces the list). */
  /**
   * A short line with no stop and no code that rules over the list under it ("Files you must not
   * touch", "**Never do these**", "Always ask first"): a lead-in like one that ends with a colon. A
   * label of a topic ("Flaky tests") is not one.
   */
  private static final java.util.regex.Pattern LABEL_LINE =
      java.util.regex.Pattern.compile(
          "(?i)(?=[^\\n`.!?;。！？:：]{3,60}$).*(\\b(never|not|don't|must|always|only|forbidden"
              + "|prohibited|avoid|ask|required|allowed|approval)\\b|不要|禁止|必须|不得|严禁).*");

  /**
   * Whether a paragraph is a label written on the line right above a list: one short line with no
   * sentence end, as plain-text rule files title their lists.
   */
  private static boolean labelAbove(Paragraph p, Node list, String text) {
    List<SourceSpan> above = p.getSourceSpans();
    List<SourceSpan> below = list.getSourceSpans();
    return above.size() == 1
        && !below.isEmpty()
        && below.get(0).getLineIndex() == above.get(0).getLineIndex() + 1
        && text.length() <= 60
        && !text.contains("`")
        && !UNLABELLED_END.matcher(text).find();
  }

  /** The end of a sentence or a clause, which a label does not have. */
  private static final java.util.regex.Pattern UNLABELLED_END =
      java.util.regex.Pattern.compile("[.!?;,。！？；，)]$");

  private String leadInOf(Node list) {
    if (!(list instanceof ListBlock)) {
      return null;
    }
    Node prev = list.getPrevious();
    if (prev instanceof Paragraph p) {
      String text = inline(p, TextUnit.Kind.PARAGRAPH, null).text().strip();
      if (text.endsWith(":") || text.endsWith("：") || LABEL_LINE.matcher(text).matches()) {
        return text;
      }
      if (labelAbove(p, list, text)) {
        // "Before you say you're done" on the line above a list: its label, as if it ended in ":"
        return text + ":";
      }
    }
    if (list.getParent() instanceof ListItem item) {
      String outer = leadInOf(item.getParent());
      Node first = item.getFirstChild();
      if (first instanceof Paragraph p) {
        String text = inline(p, TextUnit.Kind.PARAGRAPH, null).text().strip();
        if (text.endsWith(":") || text.endsWith("：")) {
          return outer == null ? text : outer + " " + text;
        }
      }
      return outer;
    }
    return null;
  }

  private void code(String info, String literal, Node node) {
    int line =
        node.getSourceSpans().isEmpty() ? 1 : node.getSourceSpans().get(0).getLineIndex() + 1;
    int column =
        node.getSourceSpans().isEmpty() ? 1 : node.getSourceSpans().get(0).getColumnIndex() + 1;
    TextUnit last = units.isEmpty() ? null : units.get(units.size() - 1);
    if (info.equals("contextcov") || info.startsWith("contextcov ")) {
      embedded.add(new EmbeddedBlock(literal, line + 1, column, last));
      return;
    }
    // (a fenced block's text starts on the line after its fence; an indented one's on its own)
    boolean indented = node instanceof IndentedCodeBlock;
    if (indented) {
      column += 4;
    }
    CodeBlock block =
        new CodeBlock(
            info,
            literal,
            indented ? line : line + 1,
            sectionPath(),
            last == null ? null : last.text());
    codeBlocks.add(block);
    if (last != null) {
      String t = last.text().strip();
      if (t.endsWith(":") || t.endsWith("：")) {
        units.set(units.size() - 1, last.withCodeBlock(literal));
      }
    }
    if (block.shell()) {
      comments(block, column);
    }
    if ((block.shell() || info.isEmpty() && programLines(literal))
        && last != null
        && last.kind() == TextUnit.Kind.HEADING
        && (io.contextcov.compiler.statements.StatementFinder.bansUnder(last.text().strip())
            || ORDER_HEADING
                .matcher(
                    io.contextcov.compiler.statements.ModalityDetector.preStep(last.text().strip()))
                .find())) {
      bannedLines(block, column);
    }
  }

  /**
   * A heading that says when its commands run: "## Before committing", "### Checks (required before
   * every push)", "Pre-push": a block of command lines right under it is read as its items.
   */
  private static final java.util.regex.Pattern ORDER_HEADING =
      java.util.regex.Pattern.compile("(?i)\\b(before|prior to)\\b");

  /**
   * Whether every line of a block with no language opens with a program the reader knows ("git",
   * "docker"): command lines, not code of a language shown as a bad example.
   */
  private static boolean programLines(String literal) {
    return literal
        .lines()
        .map(String::strip)
        .filter(l -> !l.isEmpty() && !l.startsWith("#"))
        .allMatch(
            l ->
                io.contextcov.compiler.reader.Lexicon.get()
                    .words("program")
                    .contains(l.split("\\s+")[0].toLowerCase(java.util.Locale.ROOT)));
  }

  /**
   * "## Forbidden commands" or "## Before committing" right over a block of command lines: each
   * line is read as a bare item of code under that heading ("- `git push --force`"), banned or owed
   * as such an item is; comment lines and blank ones are left to {@link #comments}.
   */
  private void bannedLines(CodeBlock block, int column) {
    String[] lines = block.literal().split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i];
      String t = l.strip();
      if (t.isEmpty() || t.startsWith("#") || t.contains("`")) {
        continue;
      }
      int trailing = trailingComment(l);
      String command = (trailing < 0 ? t : l.substring(0, trailing)).strip();
      if (command.isEmpty()) {
        continue;
      }
      String text = "`" + command + "`";
      int start = l.indexOf(command) + column;
      int[] ls = new int[text.length()];
      int[] cs = new int[text.length()];
      for (int k = 0; k < text.length(); k++) {
        ls[k] = block.firstLine() + i;
        // the backticks stand at the first and last character of the command
        cs[k] = start + Math.max(0, Math.min(k - 1, command.length() - 1));
      }
      units.add(
          new TextUnit(
              TextUnit.Kind.LIST_ITEM,
              sectionPath(),
              text,
              ls,
              cs,
              List.of(command),
              null,
              List.of()));
    }
  }

  /**
   * A comment that bans or asks about running, then a colon and a command line, perhaps with a
   * parenthesis after it: group 1 the label up to its colon, group 4 the command line.
   */
  private static final java.util.regex.Pattern LABELLED_LINE =
      java.util.regex.Pattern.compile(
          "(?i)((?=[^:`]*\\b(never|not|don'?t|avoid|ask|check with)\\b)[^:`]{0,40}\\b(run|running"
              + "|use|using|execute|call)\\s*[:：])\\s*((?:\\./|[a-z])[\\w./-]*(?: [^()`#]*?)?)"
              + "\\s*(\\([^()]*\\))?\\s*");

  /** A comment that points at what follows it: "run this", "the next line", a trailing colon. */
  private static final java.util.regex.Pattern REFERS_DOWN =
      java.util.regex.Pattern.compile(
          "(?i)\\b(this|these|the (next|following) (line|command)s?|below)\\b|[:：]\\s*$");

  /**
   * A comment that says when to run the line under it and names nothing else: "# run before every
   * commit", "# before pushing".
   */
  public static final java.util.regex.Pattern ORDER_COMMENT =
      java.util.regex.Pattern.compile(
          "(?i)^\\s*(?:(?:always\\s+)?(?:run|execute)\\s+|(?:required|needed|mandatory)\\s+)?"
              + "(?:before|after|prior to)\\s+[^`]*$");

  /**
   * Comment lines of a shell block ({@code # never run this on production}) become text units of
   * their own, located at the comment's text, so a rule written there is read like any other.
   */
  private void comments(CodeBlock block, int column) {
    String[] lines = block.literal().split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i];
      String t = l.strip();
      // "pnpm db:migrate   # never run against production": a comment after a command line is
      // about that line, as a comment pointing down at it is
      int trailing = t.startsWith("#") ? -1 : trailingComment(l);
      if (!t.startsWith("#") && trailing < 0 || t.startsWith("#!")) {
        continue;
      }
      String body =
          trailing < 0
              ? t.replaceFirst("^#+\\s*", "")
              : l.substring(trailing).replaceFirst("^#+\\s*", "").strip();
      if (body.isEmpty()) {
        continue;
      }
      int startCol = l.indexOf(body, Math.max(0, trailing)) + column;
      // "# do not run: make install  (it writes to /usr/local)": the ban is the label, and the
      // command after its colon is the line it speaks of
      java.util.regex.Matcher labelled = trailing < 0 ? LABELLED_LINE.matcher(body) : null;
      String named = null;
      if (labelled != null && labelled.matches()) {
        named = labelled.group(4).strip();
        body = body.substring(0, labelled.end(1));
      }
      int[] ls = new int[body.length()];
      int[] cs = new int[body.length()];
      for (int k = 0; k < body.length(); k++) {
        ls[k] = block.firstLine() + i;
        cs[k] = startCol + k;
      }
      // "# always run this before pushing:" speaks of the command line under it
      List<String> under = new ArrayList<>();
      if (trailing >= 0) {
        under.add(l.substring(0, trailing).strip());
      } else if (named != null) {
        under.add(named);
      } else if (REFERS_DOWN.matcher(body).find() || ORDER_COMMENT.matcher(body).find()) {
        for (int k = i + 1; k < lines.length; k++) {
          String next = lines[k].strip();
          if (next.isEmpty() || next.startsWith("#")) {
            break;
          }
          under.add(next);
        }
      }
      units.add(
          new TextUnit(
              TextUnit.Kind.CODE_COMMENT,
              sectionPath(),
              body,
              ls,
              cs,
              List.of(),
              null,
              under.isEmpty() ? List.of() : List.of(String.join("\n", under))));
    }
  }

  /** A block that is one HTML comment: group 1 its text. */
  private static final java.util.regex.Pattern HTML_COMMENT =
      java.util.regex.Pattern.compile("(?s)\\s*<!--(.*?)-->\\s*");

  /**
   * An HTML block that is one comment ({@code <!-- Agents: never edit `ci/` -->}) is text the agent
   * reads though a rendered page hides it: a unit of its own, read as a comment in code is (a rule
   * there needs a modal word), located at the comment's text. Any other HTML block is left out.
   */
  private void htmlComment(HtmlBlock html) {
    java.util.regex.Matcher m = HTML_COMMENT.matcher(html.getLiteral());
    if (!m.matches() || html.getSourceSpans().isEmpty() || m.group(1).contains("-->")) {
      return;
    }
    int firstLine = html.getSourceSpans().get(0).getLineIndex() + 1;
    int firstColumn = html.getSourceSpans().get(0).getColumnIndex() + 1;
    String literal = html.getLiteral();
    StringBuilder body = new StringBuilder();
    List<int[]> at = new ArrayList<>();
    int line = firstLine;
    int column = firstColumn;
    for (int i = 0; i < literal.length(); i++) {
      char c = literal.charAt(i);
      if (i >= m.start(1) && i < m.end(1)) {
        boolean blank = Character.isWhitespace(c);
        if (!blank || body.length() > 0 && body.charAt(body.length() - 1) != ' ') {
          body.append(blank ? ' ' : c);
          at.add(new int[] {line, column});
        }
      }
      if (c == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    String text = body.toString().stripTrailing();
    if (text.isEmpty()) {
      return;
    }
    int[] ls = new int[text.length()];
    int[] cs = new int[text.length()];
    for (int k = 0; k < text.length(); k++) {
      ls[k] = at.get(k)[0];
      cs[k] = at.get(k)[1];
    }
    units.add(
        new TextUnit(
            TextUnit.Kind.CODE_COMMENT, sectionPath(), text, ls, cs, List.of(), null, List.of()));
  }

  /**
   * Where a comment starts after a command on a shell line (a {@code #} after a blank, outside
   * quotes), or -1.
   */
  public static int trailingComment(String line) {
    char quote = 0;
    for (int i = 1; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '#'
          && Character.isWhitespace(line.charAt(i - 1))
          && !line.substring(0, i).isBlank()) {
        return i;
      }
    }
    return -1;
  }

  /** A block's inline text with its positions and code spans, as {@link #inline} gathers it. */
  private record Inlined(String text, int[] lines, int[] columns, List<String> literals) {}

  /**
   * The inline text of each block gathered so far: a paragraph is also read as the lead-in of the
   * list after it, and a table cell is looked at for every other cell of its row.
   */
  private final java.util.Map<Node, Inlined> inlined = new java.util.IdentityHashMap<>();

  private TextUnit inline(Node block, TextUnit.Kind kind, String leadIn) {
    Inlined in = inlined.computeIfAbsent(block, this::inlineOf);
    return new TextUnit(
        kind, sectionPath(), in.text(), in.lines(), in.columns(), in.literals(), leadIn, List.of());
  }

  private Inlined inlineOf(Node block) {
    StringBuilder text = new StringBuilder();
    List<Integer> ls = new ArrayList<>();
    List<Integer> cs = new ArrayList<>();
    List<String> literals = new ArrayList<>();
    int[] last = start(block);
    linesAreRules = linesAreRules(block);
    appendInline(block, text, ls, cs, literals, last);
    linesAreRules = false;
    // trim, keeping positions aligned
    int from = 0;
    int to = text.length();
    while (from < to && Character.isWhitespace(text.charAt(from))) {
      from++;
    }
    if (block.getParent() instanceof org.commonmark.node.ListItem
        && TASK_MARK.matcher(text).region(from, to).lookingAt()) {
      // "- [ ] `npm test` passes": a checklist's box says nothing of the rule
      java.util.regex.Matcher box = TASK_MARK.matcher(text).region(from, to);
      from = box.lookingAt() ? box.end() : from;
    }
    while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
      to--;
    }
    int[] lines = new int[to - from];
    int[] cols = new int[to - from];
    for (int i = from; i < to; i++) {
      lines[i - from] = ls.get(i);
      cols[i - from] = cs.get(i);
    }
    return new Inlined(text.substring(from, to), lines, cols, List.copyOf(literals));
  }

  private static int[] start(Node n) {
    List<SourceSpan> spans = n.getSourceSpans();
    if (spans.isEmpty()) {
      return new int[] {1, 1};
    }
    return new int[] {spans.get(0).getLineIndex() + 1, spans.get(0).getColumnIndex() + 1};
  }

  private void appendInline(
      Node parent,
      StringBuilder text,
      List<Integer> ls,
      List<Integer> cs,
      List<String> literals,
      int[] last) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
      if (n instanceof Text t) {
        append(t.getLiteral(), n, text, ls, cs, last);
      } else if (n instanceof org.commonmark.node.Code c) {
        literals.add(c.getLiteral());
        append("`" + c.getLiteral() + "`", n, text, ls, cs, last);
      } else if ((n instanceof SoftLineBreak || n instanceof HardLineBreak)
          && (lineIsRule(n, text) || linesAreRules && text.length() > 0)) {
        // "no npm, no yarn." then "tests: bun test" on the next line, or a line opening with a
        // rule's word ("never touch …"): the line break ends a sentence, whatever the case after it
        text.append('\n');
        ls.add(last[0]);
        cs.add(last[1]);
      } else if (n instanceof SoftLineBreak || n instanceof HardLineBreak) {
        if (n.getNext() instanceof Text next
            && markOpens(next.getLiteral())
            && text.length() > 0
            && (Character.isLetterOrDigit(text.charAt(text.length() - 1))
                || "`)*_".indexOf(text.charAt(text.length() - 1)) >= 0)) {
          // "❌ `pip install` …" then "❌ Commit …" on the next line: each marked line is a
          // sentence of its own, as if a full stop ended the one before
          text.append('.');
          ls.add(last[0]);
          cs.add(last[1]);
        }
        text.append(' ');
        ls.add(last[0]);
        cs.add(last[1]);
      } else if (n instanceof org.commonmark.node.Link link && scriptLink(link) != null) {
        // "use [commit.sh](/scripts/commit.sh) to commit": a link to a script names the script
        String path = scriptLink(link);
        literals.add(path);
        append("`" + path + "`", n, text, ls, cs, last);
      } else if (n instanceof HtmlInline) {
        continue;
      } else if (n instanceof ListBlock) {
        continue;
      } else {
        appendInline(n, text, ls, cs, literals, last);
      }
    }
  }

  /** A shell script's extension at the end of a link's destination. */
  private static final java.util.regex.Pattern SCRIPT_PATH =
      java.util.regex.Pattern.compile("[\\w./-]+\\.(sh|bash|zsh|ps1)");

  /**
   * The repository path a link names when it links a shell script by its own name ("[commit.sh](
   * /scripts/commit.sh)"), without a leading slash; null for any other link.
   */
  private static String scriptLink(org.commonmark.node.Link link) {
    String dest = link.getDestination();
    if (dest == null || dest.contains("://") || !SCRIPT_PATH.matcher(dest).matches()) {
      return null;
    }
    StringBuilder shown = new StringBuilder();
    for (Node c = link.getFirstChild(); c != null; c = c.getNext()) {
      if (c instanceof Text t) {
        shown.append(t.getLiteral());
      } else if (c instanceof org.commonmark.node.Code code) {
        shown.append(code.getLiteral());
      } else {
        return null;
      }
    }
    String path = dest.replaceFirst("^(\\./|/)+", "");
    String name = shown.toString().strip();
    return name.equals(path) || path.endsWith("/" + name) ? path : null;
  }

  private static void append(
      String s, Node n, StringBuilder text, List<Integer> ls, List<Integer> cs, int[] last) {
    List<SourceSpan> spans = n.getSourceSpans();
    boolean exact = spans.size() == 1 && spans.get(0).getLength() == s.length();
    int line = spans.isEmpty() ? last[0] : spans.get(0).getLineIndex() + 1;
    int col = spans.isEmpty() ? last[1] : spans.get(0).getColumnIndex() + 1;
    for (int i = 0; i < s.length(); i++) {
      text.append(s.charAt(i));
      ls.add(line);
      cs.add(exact ? col + i : col);
    }
    last[0] = line;
    last[1] = exact ? col + s.length() : col;
  }
}
