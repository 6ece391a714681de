package io.contextcov.compiler.reader;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reader's methods stay small enough for HotSpot to compile: a method of more than 8,000 bytes
 * of bytecode ({@code -XX:HugeMethodLimit}) is never compiled and runs in the interpreter on every
 * clause. {@code FrameReader.clause} once grew past it and cost a tenth of the compile time.
 */
class MethodSizeTest {
  /** HotSpot's default {@code HugeMethodLimit}. */
  private static final int HUGE = 8000;

  @Test
  void noReaderMethodIsTooLargeToCompile() throws IOException {
    List<String> huge = new ArrayList<>();
    for (Class<?> c :
        List.of(
            FrameReader.class,
            DecisionTable.class,
            FileFacts.class,
            Reader.class,
            Prose.class,
            Normative.class)) {
      for (Method m : methods(c)) {
        if (m.codeLength() > HUGE) {
          huge.add(c.getSimpleName() + "." + m.name() + " " + m.codeLength() + " bytes");
        }
      }
    }
    assertThat(huge).isEmpty();
  }

  @Test
  void classFileReaderSeesTheMethodsOfAClass() throws IOException {
    // the size check above means something only if the class file is read right
    List<Method> read = methods(FrameReader.class);
    assertThat(read).extracting(Method::name).contains("clause", "clauses", "read");
    Method clause = read.stream().filter(m -> m.name().equals("clause")).findFirst().orElseThrow();
    assertThat(clause.codeLength()).isGreaterThan(1000);
  }

  private record Method(String name, int codeLength) {}

  /** The methods of a class and the length of each one's code, read from its class file. */
  private static List<Method> methods(Class<?> c) throws IOException {
    try (InputStream raw = c.getResourceAsStream(c.getSimpleName() + ".class");
        DataInputStream in = new DataInputStream(raw)) {
      if (in.readInt() != 0xCAFEBABE) {
        throw new IOException("not a class file: " + c);
      }
      in.readUnsignedShort(); // minor
      in.readUnsignedShort(); // major
      int count = in.readUnsignedShort();
      String[] utf8 = new String[count];
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        switch (tag) {
          case 1 -> utf8[i] = in.readUTF();
          case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
          case 5, 6 -> {
            in.skipBytes(8);
            i++; // a long or double takes two entries
          }
          case 7, 8, 16, 19, 20 -> in.skipBytes(2);
          case 15 -> in.skipBytes(3);
          default -> throw new IOException("unknown constant tag " + tag + " in " + c);
        }
      }
      in.skipBytes(6); // access, this, super
      in.skipBytes(2 * in.readUnsignedShort()); // interfaces
      int fields = in.readUnsignedShort();
      for (int f = 0; f < fields; f++) {
        in.skipBytes(6);
        skipAttributes(in);
      }
      List<Method> out = new ArrayList<>();
      int methods = in.readUnsignedShort();
      for (int m = 0; m < methods; m++) {
        in.skipBytes(2);
        String name = utf8[in.readUnsignedShort()];
        in.skipBytes(2);
        int attributes = in.readUnsignedShort();
        int code = 0;
        for (int a = 0; a < attributes; a++) {
          String attribute = utf8[in.readUnsignedShort()];
          int length = in.readInt();
          if (attribute.equals("Code")) {
            in.skipBytes(4); // max stack, max locals
            code = in.readInt();
            in.skipBytes(length - 8);
          } else {
            in.skipBytes(length);
          }
        }
        out.add(new Method(name, code));
      }
      return out;
    }
  }

  private static void skipAttributes(DataInputStream in) throws IOException {
    int attributes = in.readUnsignedShort();
    for (int a = 0; a < attributes; a++) {
      in.skipBytes(2);
      in.skipBytes(in.readInt());
    }
  }
}
