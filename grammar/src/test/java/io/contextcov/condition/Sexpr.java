package io.contextcov.condition;

import java.util.stream.Collectors;

/** A compact s-expression dump of an AST, so example files show the tree's shape. */
final class Sexpr {
  private Sexpr() {}

  static String of(Expr e) {
    if (e instanceof Expr.Or o) {
      return "(or " + of(o.left()) + " " + of(o.right()) + ")";
    }
    if (e instanceof Expr.And a) {
      return "(and " + of(a.left()) + " " + of(a.right()) + ")";
    }
    if (e instanceof Expr.Not n) {
      return "(not " + of(n.operand()) + ")";
    }
    if (e instanceof Expr.Compare c) {
      return "(" + c.op().text() + " " + of(c.left()) + " " + of(c.right()) + ")";
    }
    if (e instanceof Expr.Arith a) {
      return "(" + a.op().text() + " " + of(a.left()) + " " + of(a.right()) + ")";
    }
    if (e instanceof Expr.Str s) {
      return "\"" + s.value().replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }
    if (e instanceof Expr.Num n) {
      return n.value().toString();
    }
    if (e instanceof Expr.Bool b) {
      return String.valueOf(b.value());
    }
    if (e instanceof Expr.Null) {
      return "null";
    }
    if (e instanceof Expr.ListOf l) {
      return "[" + l.items().stream().map(Sexpr::of).collect(Collectors.joining(" ")) + "]";
    }
    if (e instanceof Expr.Var v) {
      return v.root().text();
    }
    if (e instanceof Expr.Call c) {
      return "("
          + c.function().text()
          + " "
          + c.args().stream().map(Sexpr::of).collect(Collectors.joining(" "))
          + ")";
    }
    Expr.Path p = (Expr.Path) e;
    StringBuilder out = new StringBuilder(of(p.base()));
    for (Segment s : p.segments()) {
      out.append(s instanceof Segment.Index i ? "/" + i.index() : "/" + ((Segment.Field) s).name());
    }
    return out.toString();
  }
}
