package io.contextcov.analyzer;

import io.contextcov.condition.CompareOp;
import io.contextcov.condition.Expr;
import io.contextcov.condition.PathArguments;
import io.contextcov.condition.Root;
import io.contextcov.condition.Segment;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a condition requires of single arguments, read from its top-level conjuncts only: the values
 * a plain argument may take ({@code args.branch == 'main'}, {@code args.kind in ['a', 'b']}) and
 * the literal start of a path glob ({@code args.path glob 'src/api/**'} → {@code src/api/}). Two
 * conditions whose requirements on one argument cannot both hold match no call in common, so the
 * analyzer need not pair them: every pair check needs the two triggers to overlap.
 *
 * <p>Sound by construction: a conjunct only narrows its condition, equality is read on arguments
 * that are never normalised (not path arguments), and a glob's literal start is a prefix every
 * matching normalised path has. Anything else gives no requirement.
 */
final class LiteralKeys {
  /** Allowed values of a plain argument, or the literal start of a path glob. */
  private record Key(Set<String> values, String prefix) {}

  private final Map<String, Key> keys;

  private LiteralKeys(Map<String, Key> keys) {
    this.keys = keys;
  }

  static LiteralKeys of(Optional<Expr> when) {
    Map<String, Key> out = new HashMap<>();
    when.ifPresent(e -> read(e, out));
    return new LiteralKeys(out);
  }

  /** Whether no call can meet both requirements. */
  boolean disjoint(LiteralKeys o) {
    if (keys.isEmpty() || o.keys.isEmpty()) {
      return false;
    }
    for (Map.Entry<String, Key> e : keys.entrySet()) {
      Key theirs = o.keys.get(e.getKey());
      if (theirs == null) {
        continue;
      }
      Key mine = e.getValue();
      if (mine.values() != null && theirs.values() != null) {
        if (mine.values().stream().noneMatch(theirs.values()::contains)) {
          return true;
        }
      } else if (mine.prefix() != null && theirs.prefix() != null) {
        if (!mine.prefix().startsWith(theirs.prefix())
            && !theirs.prefix().startsWith(mine.prefix())) {
          return true;
        }
      }
    }
    return false;
  }

  private static void read(Expr e, Map<String, Key> out) {
    if (e instanceof Expr.And and) {
      read(and.left(), out);
      read(and.right(), out);
      return;
    }
    if (!(e instanceof Expr.Compare c)) {
      return;
    }
    Optional<String> arg = argument(c.left());
    if (arg.isEmpty()) {
      return;
    }
    boolean path = PathArguments.isPathArgument(c.left());
    if (c.op() == CompareOp.EQ && !path && c.right() instanceof Expr.Str s) {
      narrow(out, arg.get(), new Key(Set.of(s.value()), null));
    } else if (c.op() == CompareOp.IN && !path && c.right() instanceof Expr.ListOf l) {
      Set<String> values = new HashSet<>();
      for (Expr item : l.items()) {
        if (!(item instanceof Expr.Str s)) {
          return;
        }
        values.add(s.value());
      }
      narrow(out, arg.get(), new Key(values, null));
    } else if (c.op() == CompareOp.GLOB && path && c.right() instanceof Expr.Str s) {
      String prefix = literalStart(s.value());
      // a relative glob's start is compared with relative paths only: an absolute or home path
      // glob, or one that could leave the root, gives no requirement
      if (!prefix.isEmpty()
          && !prefix.startsWith("/")
          && !prefix.startsWith("~")
          && !prefix.startsWith(".")
          && !prefix.contains("/.")
          && !prefix.contains(":")) {
        narrow(out, arg.get(), new Key(null, prefix));
      }
    }
  }

  /** Keeps the first requirement on an argument: either one alone is sound. */
  private static void narrow(Map<String, Key> out, String arg, Key k) {
    out.putIfAbsent(arg, k);
  }

  /** The literal characters before a glob's first special one, up to its last {@code /}. */
  private static String literalStart(String glob) {
    int end = 0;
    while (end < glob.length() && "*?[]{}\\".indexOf(glob.charAt(end)) < 0) {
      end++;
    }
    String lit = glob.substring(0, end);
    if (end == glob.length()) {
      return lit.isEmpty() ? lit : lit + "\u0000";
    }
    int slash = lit.lastIndexOf('/');
    return slash < 0 ? "" : lit.substring(0, slash + 1);
  }

  private static Optional<String> argument(Expr e) {
    if (e instanceof Expr.Path p
        && p.base() instanceof Expr.Var v
        && v.root() == Root.ARGS
        && p.segments().size() == 1
        && p.segments().get(0) instanceof Segment.Field f) {
      return Optional.of(f.name());
    }
    return Optional.empty();
  }
}
