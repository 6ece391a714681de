package io.contextcov.samples;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Extracts one file from a tar stream (enough for an npm package). */
final class Tar {
  private Tar() {}

  static void extract(InputStream in, Path dir, String wanted) throws IOException {
    byte[] header = new byte[512];
    while (in.readNBytes(header, 0, 512) == 512) {
      String name = new String(header, 0, 100, StandardCharsets.US_ASCII).replace("\0", "").strip();
      if (name.isEmpty()) {
        return;
      }
      String sizeText =
          new String(header, 124, 12, StandardCharsets.US_ASCII).replace("\0", "").strip();
      long size = sizeText.isEmpty() ? 0 : Long.parseLong(sizeText, 8);
      byte[] body = in.readNBytes((int) size);
      long pad = (512 - size % 512) % 512;
      in.readNBytes((int) pad);
      if (name.equals(wanted)) {
        Path out = dir.resolve(name);
        Files.createDirectories(out.getParent());
        Files.write(out, body);
        return;
      }
    }
  }
}
