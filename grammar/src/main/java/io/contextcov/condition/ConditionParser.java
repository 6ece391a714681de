package io.contextcov.condition;

import io.contextcov.grammar.internal.AstBuilder;
import io.contextcov.grammar.internal.ConditionLexer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;

/** Parses condition text into an {@link Expr}, or into syntax errors with 1-based positions. */
public final class ConditionParser {
  /** Longer texts are refused before lexing, so hostile input cannot cost much. */
  public static final int MAX_LENGTH = 64 * 1024;

  /** Deeper nesting is refused, so the recursive visitor cannot overflow the stack. */
  public static final int MAX_DEPTH = 200;

  private ConditionParser() {}

  public static ParseResult parse(String text) {
    if (text.length() > MAX_LENGTH) {
      return fail(1, 1, 1, "condition is longer than " + MAX_LENGTH + " characters", null);
    }
    if (text.isBlank()) {
      return fail(1, 1, 1, "empty condition", "write a test such as `args.path glob 'src/**'`");
    }
    Optional<SyntaxError> tooDeep = nestingError(text);
    if (tooDeep.isPresent()) {
      return ParseResult.failed(List.of(tooDeep.get()));
    }
    ConditionLexer lexer = new ConditionLexer(CharStreams.fromString(text));
    io.contextcov.grammar.internal.ConditionParser parser =
        new io.contextcov.grammar.internal.ConditionParser(new CommonTokenStream(lexer));
    List<SyntaxError> errors = new ArrayList<>();
    lexer.removeErrorListeners();
    parser.removeErrorListeners();
    parser.addErrorListener(new Listener(errors));
    try {
      io.contextcov.grammar.internal.ConditionParser.ConditionContext tree = parser.condition();
      if (!errors.isEmpty()) {
        // later errors are usually echoes of the first after recovery
        return ParseResult.failed(List.of(errors.get(0)));
      }
      return ParseResult.of(new AstBuilder().visit(tree));
    } catch (StackOverflowError e) {
      return fail(1, 1, 1, "condition is nested too deeply", "split it into several constraints");
    } catch (AstBuilder.BuildError e) {
      return fail(
          e.token.getLine(), e.token.getCharPositionInLine() + 1, e.length, e.getMessage(), e.help);
    }
  }

  private static ParseResult fail(int line, int column, int length, String message, String help) {
    return ParseResult.failed(
        List.of(new SyntaxError(line, column, length, message, Optional.ofNullable(help))));
  }

  private static Optional<SyntaxError> nestingError(String text) {
    int depth = 0;
    int line = 1;
    int column = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      column++;
      if (c == '\n') {
        line++;
        column = 0;
      } else if (c == '(' || c == '[') {
        if (++depth > MAX_DEPTH) {
          return Optional.of(
              new SyntaxError(
                  line,
                  column,
                  1,
                  "condition is nested more than " + MAX_DEPTH + " levels deep",
                  Optional.of("split it into several constraints")));
        }
      } else if (c == ')' || c == ']') {
        depth = Math.max(0, depth - 1);
      }
    }
    return Optional.empty();
  }

  /** Rewords ANTLR's messages in the project's style, with advice for common slips. */
  private static final class Listener extends BaseErrorListener {
    private final List<SyntaxError> errors;

    Listener(List<SyntaxError> errors) {
      this.errors = errors;
    }

    @Override
    public void syntaxError(
        Recognizer<?, ?> recognizer,
        Object offendingSymbol,
        int line,
        int charPositionInLine,
        String msg,
        RecognitionException e) {
      Token t = offendingSymbol instanceof Token token ? token : null;
      String message;
      String help = null;
      int length = 1;
      if (t == null || t.getType() == Token.EOF) {
        message = "unexpected end of condition";
        help = "a condition may be missing an operand or a closing bracket";
      } else {
        String text = t.getText();
        length = Math.max(1, text.length());
        switch (t.getType()) {
          case ConditionLexer.ASSIGN -> {
            message = "unexpected `=`";
            help = "use `==` to compare";
          }
          case ConditionLexer.UNTERMINATED_STRING -> {
            message = "unterminated string";
            help = "close it with the quote it starts with";
          }
          case ConditionLexer.BAD_CHAR -> {
            message = "unexpected character `" + text + "`";
            help =
                switch (text) {
                  case "&" -> "use `&&` or `and`";
                  case "|" -> "use `||` or `or`";
                  case "~" -> "use `matches` for a regular expression";
                  default -> null;
                };
          }
          default -> message = "unexpected `" + text + "`";
        }
      }
      errors.add(
          new SyntaxError(
              line, charPositionInLine + 1, length, message, Optional.ofNullable(help)));
    }
  }
}
