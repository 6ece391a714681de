package io.contextcov.bundle;

/**
 * The one precedence rule (DESIGN.md §3.3), used by the engine when it decides and by the analyzer
 * when it predicts: among the rules that act on a call, the highest priority decides; at equal
 * priority the stricter verdict, {@code deny} over {@code confirm} over {@code allow}.
 */
public final class Precedence {
  private Precedence() {}

  /** How strict a verdict is at equal priority. */
  public static int strictness(Verdict v) {
    return switch (v) {
      case ALLOW -> 0;
      case CONFIRM -> 1;
      case DENY -> 2;
    };
  }

  /**
   * Whether a rule of priority {@code pa} giving {@code a} decides over one of {@code pb}/{@code
   * b}.
   */
  public static boolean beats(int pa, Verdict a, int pb, Verdict b) {
    return pa != pb ? pa > pb : strictness(a) > strictness(b);
  }
}
