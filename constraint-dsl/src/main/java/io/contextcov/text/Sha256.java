package io.contextcov.text;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 in lower-case hex: digests, source hashes, lock keys and stable ids use it. */
public final class Sha256 {
  private Sha256() {}

  public static String hex(byte[] bytes) {
    return HexFormat.of().formatHex(digest(bytes));
  }

  /** The hash of {@code text} encoded as UTF-8. */
  public static String hex(String text) {
    return hex(text.getBytes(StandardCharsets.UTF_8));
  }

  public static byte[] digest(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }
}
