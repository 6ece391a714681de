package io.contextcov.runtime.internal;

import io.contextcov.shell.ShellParser;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a session's text came from: what the user typed (trusted) and what tools brought in from
 * outside (untrusted: fetched pages, search results, e-mails, issues). A value "comes from
 * untrusted content" when it, or a significant token of it, occurs in an untrusted result and in
 * nothing the user typed.
 *
 * <p>Cost: untrusted text is indexed once as it is recorded, into a Bloom filter of its 8-character
 * windows; a check first asks the filter about every window of a token (a few hash look-ups), and
 * only a token whose every window is present is confirmed by a search of the stored text. Memory is
 * bounded: the newest {@link #MAX_UNTRUSTED} characters are kept (older sources are forgotten
 * whole) and the filter is rebuilt from what is kept when sources are dropped.
 */
public final class Provenance {
  /** The most untrusted text a session keeps. */
  public static final int MAX_UNTRUSTED = 4 * 1024 * 1024;

  /** The most of the user's own words a session keeps. */
  static final int MAX_TRUSTED = 1024 * 1024;

  /** Tokens shorter than this are too common to say where they came from. */
  public static final int MIN_TOKEN = 8;

  /** The largest filter: 4 MiB of bits, few false hits at 4 M windows. */
  private static final int MAX_FILTER_BITS = 1 << 25;

  private static final int MIN_FILTER_BITS = 1 << 16;

  /** One result that brought untrusted text in. */
  public record Source(int step, String action, String text) {}

  /** Where a value came from: the token found and the result it appeared in. */
  public record Origin(String token, int step, String action) {
    /** The reason shown to the user. */
    public String describe() {
      String shown = token.length() > 80 ? token.substring(0, 77) + "…" : token;
      return "`"
          + shown
          + "` appeared in the result of "
          + action
          + " at step "
          + step
          + ", not in anything the user typed";
    }
  }

  private final Deque<Source> sources = new ArrayDeque<>();
  private long[] filter;
  private int filterBits;
  private int untrustedChars;
  private final StringBuilder trusted = new StringBuilder();

  /** Records text a tool brought in from outside. */
  public void untrusted(int step, String action, String text) {
    if (text == null || text.isEmpty()) {
      return;
    }
    String kept =
        text.length() > MAX_UNTRUSTED ? text.substring(text.length() - MAX_UNTRUSTED) : text;
    sources.addLast(new Source(step, action, kept));
    untrustedChars += kept.length();
    boolean dropped = false;
    while (untrustedChars > MAX_UNTRUSTED && sources.size() > 1) {
      untrustedChars -= sources.removeFirst().text().length();
      dropped = true;
    }
    // about 16 bits per window keeps false hits rare; the filter grows with the text it holds
    long wanted = Math.min(MAX_FILTER_BITS, Math.max(MIN_FILTER_BITS, 16L * untrustedChars));
    if (filter == null || dropped || filterBits < wanted) {
      filterBits = Integer.highestOneBit((int) Math.max(MIN_FILTER_BITS, wanted - 1)) << 1;
      filterBits = Math.min(MAX_FILTER_BITS, filterBits);
      filter = new long[filterBits / 64];
      sources.forEach(s -> index(s.text()));
    } else {
      index(kept);
    }
  }

  /** Records the user's own words (a turn, an instruction). */
  public void trusted(String text) {
    if (text == null || text.isEmpty()) {
      return;
    }
    trusted.append('\n').append(text);
    if (trusted.length() > MAX_TRUSTED) {
      trusted.delete(0, trusted.length() - MAX_TRUSTED);
    }
  }

  /** Whether any untrusted text has been recorded. */
  public boolean any() {
    return !sources.isEmpty();
  }

  /** Where a value came from, when it or a significant token of it is untrusted. */
  public Optional<Origin> origin(Object value) {
    if (sources.isEmpty() || value == null) {
      return Optional.empty();
    }
    List<String> texts = new ArrayList<>();
    strings(value, texts, 0);
    for (String text : texts) {
      for (String token : tokens(text)) {
        Optional<Origin> o = originOf(token);
        if (o.isPresent()) {
          return o;
        }
      }
    }
    return Optional.empty();
  }

  private Optional<Origin> originOf(String token) {
    if (token.length() < MIN_TOKEN || !mayContain(token)) {
      return Optional.empty();
    }
    if (trusted.indexOf(token) >= 0) {
      return Optional.empty();
    }
    // newest first: the result the agent most likely acted on
    var it = sources.descendingIterator();
    while (it.hasNext()) {
      Source s = it.next();
      if (s.text().contains(token)) {
        return Optional.of(new Origin(token, s.step(), s.action()));
      }
    }
    return Optional.empty();
  }

  private static final Pattern URL =
      Pattern.compile("[a-zA-Z][a-zA-Z0-9+.-]*://[^\\s'\"<>`|;&()]+");
  private static final Pattern EMAIL = Pattern.compile("[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+");
  private static final Pattern PATHLIKE = Pattern.compile("[~./\\w-]*/[\\w./~-]+");

  /**
   * The value itself, and its significant tokens: URLs, e-mail addresses, path-like words and, for
   * a command line, each simple command as written words.
   */
  static Set<String> tokens(String text) {
    Set<String> out = new LinkedHashSet<>();
    String whole = text.strip();
    out.add(whole);
    if (whole.length() > 64 * 1024) {
      return out;
    }
    for (Pattern p : List.of(URL, EMAIL, PATHLIKE)) {
      Matcher m = p.matcher(whole);
      while (m.find()) {
        out.add(m.group());
      }
    }
    if (whole.indexOf(' ') > 0) {
      for (List<String> cmd : ShellParser.parse(whole).commands()) {
        out.add(String.join(" ", cmd));
      }
      for (String part : whole.split("\\s*(?:&&|\\|\\||;|\\||\\n)\\s*")) {
        out.add(part.strip());
      }
    }
    out.removeIf(t -> t.length() < MIN_TOKEN);
    return out;
  }

  /** Every string in a result (a page, a JSON object's values), one per line. */
  public static String text(Object result) {
    List<String> parts = new ArrayList<>();
    strings(result, parts, 0, Integer.MAX_VALUE);
    return String.join("\n", parts);
  }

  private static void strings(Object value, List<String> out, int depth) {
    strings(value, out, depth, 64);
  }

  private static void strings(Object value, List<String> out, int depth, int max) {
    if (depth > 16 || out.size() > max) {
      return;
    }
    if (value instanceof String s) {
      out.add(s);
    } else if (value instanceof Map<?, ?> m) {
      m.values().forEach(v -> strings(v, out, depth + 1, max));
    } else if (value instanceof List<?> l) {
      l.forEach(v -> strings(v, out, depth + 1, max));
    }
  }

  private void index(String text) {
    int n = text.length() - MIN_TOKEN + 1;
    if (n <= 0) {
      return;
    }
    long h = 0;
    for (int i = 0; i < MIN_TOKEN; i++) {
      h = h * PRIME + text.charAt(i);
    }
    set(h);
    for (int i = 1; i < n; i++) {
      h = (h - text.charAt(i - 1) * POW) * PRIME + text.charAt(i + MIN_TOKEN - 1);
      set(h);
    }
  }

  boolean mayContain(String token) {
    long h = 0;
    for (int i = 0; i < MIN_TOKEN; i++) {
      h = h * PRIME + token.charAt(i);
    }
    if (!get(h)) {
      return false;
    }
    for (int i = 1; i + MIN_TOKEN <= token.length(); i++) {
      h = (h - token.charAt(i - 1) * POW) * PRIME + token.charAt(i + MIN_TOKEN - 1);
      if (!get(h)) {
        return false;
      }
    }
    return true;
  }

  private static final long PRIME = 1_000_003L;
  private static final long POW = pow(PRIME, MIN_TOKEN - 1);

  private static long pow(long b, int e) {
    long r = 1;
    for (int i = 0; i < e; i++) {
      r *= b;
    }
    return r;
  }

  private void set(long h) {
    long a = mix(h);
    long b = mix(a ^ 0x9E3779B97F4A7C15L);
    int i = (int) (a & (filterBits - 1));
    int j = (int) (b & (filterBits - 1));
    filter[i >>> 6] |= 1L << i;
    filter[j >>> 6] |= 1L << j;
  }

  private boolean get(long h) {
    long a = mix(h);
    long b = mix(a ^ 0x9E3779B97F4A7C15L);
    int i = (int) (a & (filterBits - 1));
    int j = (int) (b & (filterBits - 1));
    return (filter[i >>> 6] & (1L << i)) != 0 && (filter[j >>> 6] & (1L << j)) != 0;
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
    z = (z ^ (z >>> 33)) * 0xc4ceb93fe1afcd53L;
    return z ^ (z >>> 33);
  }
}
