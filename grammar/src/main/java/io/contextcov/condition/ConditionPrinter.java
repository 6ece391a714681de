package io.contextcov.condition;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Prints an AST as canonical condition text: symbol operators, single quotes, the fewest
 * parentheses that keep the tree. {@code ConditionParser.parse(print(e))} gives {@code e} back.
 */
public final class ConditionPrinter {
  private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z_0-9]*");

  // binding strength, loosest first
  private static final int OR = 1;
  private static final int AND = 2;
  private static final int NOT = 3;
  private static final int COMPARE = 4;
  private static final int ADD = 5;
  private static final int MUL = 6;
  private static final int OPERAND = 7;

  private ConditionPrinter() {}

  public static String print(Expr expr) {
    StringBuilder out = new StringBuilder();
    print(expr, OR, out);
    return out.toString();
  }

  private static void print(Expr expr, int context, StringBuilder out) {
    boolean parens = strength(expr) < context;
    if (parens) {
      out.append('(');
    }
    if (expr instanceof Expr.Or or) {
      print(or.left(), OR, out);
      out.append(" || ");
      print(or.right(), AND, out);
    } else if (expr instanceof Expr.And and) {
      print(and.left(), AND, out);
      out.append(" && ");
      print(and.right(), NOT, out);
    } else if (expr instanceof Expr.Not not) {
      out.append('!');
      // a comparison under `!` is bracketed for the reader, though the grammar would not need it
      print(not.operand(), not.operand() instanceof Expr.Compare ? OPERAND : NOT, out);
    } else if (expr instanceof Expr.Compare c) {
      print(c.left(), ADD, out);
      out.append(' ').append(c.op().text()).append(' ');
      print(c.right(), ADD, out);
    } else if (expr instanceof Expr.Arith a) {
      int level = a.op().multiplicative() ? MUL : ADD;
      print(a.left(), level, out);
      out.append(' ').append(a.op().text()).append(' ');
      print(a.right(), level + 1, out);
    } else if (expr instanceof Expr.Str s) {
      quote(s.value(), out);
    } else if (expr instanceof Expr.Num n) {
      out.append(n.value().toString());
    } else if (expr instanceof Expr.Bool b) {
      out.append(b.value());
    } else if (expr instanceof Expr.Null) {
      out.append("null");
    } else if (expr instanceof Expr.ListOf list) {
      out.append('[');
      joinAll(list.items(), out);
      out.append(']');
    } else if (expr instanceof Expr.Var v) {
      out.append(v.root().text());
    } else if (expr instanceof Expr.Call call) {
      out.append(call.function().text()).append('(');
      joinAll(call.args(), out);
      out.append(')');
    } else if (expr instanceof Expr.Path path) {
      print(path.base(), OPERAND, out);
      for (Segment seg : path.segments()) {
        printSegment(seg, out);
      }
    }
    if (parens) {
      out.append(')');
    }
  }

  private static void printSegment(Segment seg, StringBuilder out) {
    if (seg instanceof Segment.Index i) {
      out.append('[').append(i.index()).append(']');
      return;
    }
    String name = ((Segment.Field) seg).name();
    if (IDENTIFIER.matcher(name).matches()) {
      out.append('.').append(name);
    } else {
      out.append('[');
      quote(name, out);
      out.append(']');
    }
  }

  private static void joinAll(List<Expr> items, StringBuilder out) {
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      print(items.get(i), OR, out);
    }
  }

  private static int strength(Expr expr) {
    if (expr instanceof Expr.Or) {
      return OR;
    }
    if (expr instanceof Expr.And) {
      return AND;
    }
    if (expr instanceof Expr.Not) {
      return NOT;
    }
    if (expr instanceof Expr.Arith a) {
      return a.op().multiplicative() ? MUL : ADD;
    }
    return expr instanceof Expr.Compare ? COMPARE : OPERAND;
  }

  /** {@code s} as a condition string literal, quotes included. */
  public static String quoted(String s) {
    StringBuilder out = new StringBuilder();
    quote(s, out);
    return out.toString();
  }

  /** Single-quoted, with backslash escapes for the quote, backslash and control characters. */
  public static void quote(String s, StringBuilder out) {
    out.append('\'');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\'' -> out.append("\\'");
        case '\\' -> {
          // a lone backslash stays single unless it would start an escape: '\d+' reads as written
          char next = i + 1 < s.length() ? s.charAt(i + 1) : '\\';
          out.append("\\'\"nrtu".indexOf(next) >= 0 ? "\\\\" : "\\");
        }
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20 || c == 0x7f) {
            out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('\'');
  }
}
