package io.contextcov.cli;

import java.io.PrintStream;

/** The output streams of the running command, so commands run in-process in tests. */
final class Streams {
  private static final ThreadLocal<PrintStream[]> CURRENT = new ThreadLocal<>();

  private Streams() {}

  static void set(PrintStream out, PrintStream err) {
    CURRENT.set(new PrintStream[] {out, err});
  }

  static void clear() {
    CURRENT.remove();
  }

  static PrintStream out() {
    PrintStream[] s = CURRENT.get();
    return s != null ? s[0] : System.out;
  }

  static PrintStream err() {
    PrintStream[] s = CURRENT.get();
    return s != null ? s[1] : System.err;
  }
}
