package io.contextcov.grammar.internal;

import io.contextcov.condition.ArithOp;
import io.contextcov.condition.CompareOp;
import io.contextcov.condition.Expr;
import io.contextcov.condition.Function;
import io.contextcov.condition.NearMiss;
import io.contextcov.condition.Root;
import io.contextcov.condition.Segment;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.antlr.v4.runtime.Token;

/** Turns an ANTLR parse tree into the AST, reporting names and arities that do not exist. */
public final class AstBuilder extends ConditionBaseVisitor<Expr> {

  /** A semantic problem found while building, positioned at a token. */
  public static final class BuildError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    public final Token token;
    public final int length;
    public final String help;

    BuildError(Token token, int length, String message, String help) {
      super(message, null, false, false);
      this.token = token;
      this.length = length;
      this.help = help;
    }
  }

  @Override
  public Expr visitCondition(ConditionParser.ConditionContext ctx) {
    return visit(ctx.expr());
  }

  @Override
  public Expr visitNotExpr(ConditionParser.NotExprContext ctx) {
    return new Expr.Not(visit(ctx.expr()));
  }

  @Override
  public Expr visitAndExpr(ConditionParser.AndExprContext ctx) {
    return new Expr.And(visit(ctx.expr(0)), visit(ctx.expr(1)));
  }

  @Override
  public Expr visitOrExpr(ConditionParser.OrExprContext ctx) {
    return new Expr.Or(visit(ctx.expr(0)), visit(ctx.expr(1)));
  }

  @Override
  public Expr visitComparisonExpr(ConditionParser.ComparisonExprContext ctx) {
    return visit(ctx.comparison());
  }

  @Override
  public Expr visitBinaryComparison(ConditionParser.BinaryComparisonContext ctx) {
    CompareOp op = compareOp(ctx.op.getStart().getType());
    return new Expr.Compare(op, visit(ctx.left), visit(ctx.right));
  }

  @Override
  public Expr visitNotInComparison(ConditionParser.NotInComparisonContext ctx) {
    return new Expr.Compare(CompareOp.NOT_IN, visit(ctx.left), visit(ctx.right));
  }

  @Override
  public Expr visitPlainOperand(ConditionParser.PlainOperandContext ctx) {
    return visit(ctx.sum());
  }

  @Override
  public Expr visitOperandExpr(ConditionParser.OperandExprContext ctx) {
    return visit(ctx.operand());
  }

  @Override
  public Expr visitNegExpr(ConditionParser.NegExprContext ctx) {
    Expr inner = visit(ctx.sum());
    // a negative literal stays a literal, so `-1` reads and prints as before
    if (inner instanceof Expr.Num n) {
      return new Expr.Num(n.value().negate());
    }
    return new Expr.Arith(ArithOp.SUB, new Expr.Num(BigDecimal.ZERO), inner);
  }

  @Override
  public Expr visitMulExpr(ConditionParser.MulExprContext ctx) {
    ArithOp op = ctx.op.getType() == ConditionLexer.STAR ? ArithOp.MUL : ArithOp.DIV;
    return new Expr.Arith(op, visit(ctx.sum(0)), visit(ctx.sum(1)));
  }

  @Override
  public Expr visitAddExpr(ConditionParser.AddExprContext ctx) {
    ArithOp op = ctx.op.getType() == ConditionLexer.PLUS ? ArithOp.ADD : ArithOp.SUB;
    return new Expr.Arith(op, visit(ctx.sum(0)), visit(ctx.sum(1)));
  }

  @Override
  public Expr visitOperand(ConditionParser.OperandContext ctx) {
    Expr base = visit(ctx.primary());
    if (ctx.selector().isEmpty()) {
      return base;
    }
    if (!(base instanceof Expr.Var || base instanceof Expr.Call)) {
      Token at = ctx.selector(0).getStart();
      throw new BuildError(
          at,
          1,
          "only a name or a function result can be followed by a field or index",
          "select from a path such as `args.items[0]`");
    }
    List<Segment> segments = new ArrayList<>();
    for (ConditionParser.SelectorContext s : ctx.selector()) {
      segments.add(segment(s));
    }
    return new Expr.Path(base, segments);
  }

  private Segment segment(ConditionParser.SelectorContext s) {
    if (s instanceof ConditionParser.FieldSelectorContext f) {
      return new Segment.Field(f.name().getText());
    }
    if (s instanceof ConditionParser.KeySelectorContext k) {
      return new Segment.Field(Strings.unquote(k.STRING().getText()));
    }
    ConditionParser.IndexSelectorContext i = (ConditionParser.IndexSelectorContext) s;
    Token t = i.INT().getSymbol();
    int value;
    try {
      value = Integer.parseInt(t.getText());
    } catch (NumberFormatException e) {
      throw new BuildError(
          t, t.getText().length(), "index `" + t.getText() + "` is too large", null);
    }
    if (value < 0) {
      throw new BuildError(t, t.getText().length(), "an index must not be negative", null);
    }
    return new Segment.Index(value);
  }

  @Override
  public Expr visitStringLiteral(ConditionParser.StringLiteralContext ctx) {
    return new Expr.Str(Strings.unquote(ctx.STRING().getText()));
  }

  @Override
  public Expr visitNumberLiteral(ConditionParser.NumberLiteralContext ctx) {
    return new Expr.Num(new BigDecimal(ctx.getText()));
  }

  @Override
  public Expr visitTrueLiteral(ConditionParser.TrueLiteralContext ctx) {
    return new Expr.Bool(true);
  }

  @Override
  public Expr visitFalseLiteral(ConditionParser.FalseLiteralContext ctx) {
    return new Expr.Bool(false);
  }

  @Override
  public Expr visitNullLiteral(ConditionParser.NullLiteralContext ctx) {
    return new Expr.Null();
  }

  @Override
  public Expr visitListLiteral(ConditionParser.ListLiteralContext ctx) {
    return new Expr.ListOf(ctx.expr().stream().map(this::visit).toList());
  }

  @Override
  public Expr visitParenExpr(ConditionParser.ParenExprContext ctx) {
    return visit(ctx.expr());
  }

  @Override
  public Expr visitVariable(ConditionParser.VariableContext ctx) {
    Token t = ctx.ID().getSymbol();
    Optional<Root> root = Root.byText(t.getText());
    if (root.isEmpty()) {
      List<String> names = Arrays.stream(Root.values()).map(Root::text).toList();
      String near = NearMiss.of(t.getText(), names);
      throw new BuildError(
          t,
          t.getText().length(),
          "unknown name `" + t.getText() + "`",
          near != null
              ? "did you mean `" + near + "`?"
              : "a path starts with one of "
                  + names.stream().map(n -> "`" + n + "`").collect(Collectors.joining(", ")));
    }
    return new Expr.Var(root.get());
  }

  @Override
  public Expr visitCallExpr(ConditionParser.CallExprContext ctx) {
    Token t = ctx.ID().getSymbol();
    Optional<Function> fn = Function.byText(t.getText());
    if (fn.isEmpty()) {
      List<String> names = Arrays.stream(Function.values()).map(Function::text).toList();
      String near = NearMiss.of(t.getText(), names);
      throw new BuildError(
          t,
          t.getText().length(),
          "unknown function `" + t.getText() + "`",
          near != null
              ? "did you mean `" + near + "`?"
              : "the functions are "
                  + names.stream().map(n -> "`" + n + "`").collect(Collectors.joining(", ")));
    }
    List<Expr> args = ctx.expr().stream().map(this::visit).toList();
    Function f = fn.get();
    if (args.size() < f.minArgs() || args.size() > f.maxArgs()) {
      throw new BuildError(
          t,
          t.getText().length(),
          "`" + f.text() + "` takes " + f.arity() + ", not " + args.size(),
          null);
    }
    return new Expr.Call(f, args);
  }

  private static CompareOp compareOp(int tokenType) {
    return switch (tokenType) {
      case ConditionLexer.EQ -> CompareOp.EQ;
      case ConditionLexer.NE -> CompareOp.NE;
      case ConditionLexer.LT -> CompareOp.LT;
      case ConditionLexer.LE -> CompareOp.LE;
      case ConditionLexer.GT -> CompareOp.GT;
      case ConditionLexer.GE -> CompareOp.GE;
      case ConditionLexer.IN -> CompareOp.IN;
      case ConditionLexer.MATCHES -> CompareOp.MATCHES;
      case ConditionLexer.GLOB -> CompareOp.GLOB;
      case ConditionLexer.STARTS_WITH -> CompareOp.STARTS_WITH;
      case ConditionLexer.ENDS_WITH -> CompareOp.ENDS_WITH;
      case ConditionLexer.CONTAINS -> CompareOp.CONTAINS;
      default -> throw new IllegalStateException("not a comparison token: " + tokenType);
    };
  }
}
