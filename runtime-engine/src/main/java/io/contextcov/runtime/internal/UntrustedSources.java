package io.contextcov.runtime.internal;

import io.contextcov.catalog.ToolSpec;
import io.contextcov.catalog.ToolTrust;
import io.contextcov.shell.Invocations;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which tool results bring in outside content, as one decision table (first row that applies):
 *
 * <table>
 *   <caption>Where untrusted content comes from</caption>
 *   <tr><th>call</th><th>results are</th><th>why</th></tr>
 *   <tr><td>the catalog marks the tool {@code trust: trusted|untrusted}</td><td>as marked</td>
 *       <td>the user knows their tools</td></tr>
 *   <tr><td>{@code net.fetch}</td><td>untrusted</td><td>a page anyone can write</td></tr>
 *   <tr><td>an MCP tool ({@code mcp__server__tool})</td><td>untrusted</td>
 *       <td>another party's server; mark it trusted in the catalog</td></tr>
 *   <tr><td>a tool named for outside content: a word of its name is one of {@link #OUTSIDE}, and not
 *       the key it looks something up by ({@code find_user_by_email} reads the project's own
 *       data)</td>
 *       <td>untrusted</td><td>web pages, e-mails, issues, comments, messages, tickets</td></tr>
 *   <tr><td>{@code file.read} of a path outside the workspace</td><td>untrusted</td>
 *       <td>a file the agent did not write and the project does not hold</td></tr>
 *   <tr><td>{@code shell.exec} running a network client ({@link #NETWORK_PROGRAMS})</td>
 *       <td>untrusted</td><td>the shell's way of fetching a page</td></tr>
 *   <tr><td>anything else</td><td>trusted</td><td>the project's own tools and files</td></tr>
 * </table>
 */
public final class UntrustedSources {
  private UntrustedSources() {}

  /** Words of a tool's name that say its results come from outside. */
  static final Set<String> OUTSIDE =
      Set.of(
          "fetch",
          "web",
          "browse",
          "browser",
          "http",
          "url",
          "scrape",
          "crawl",
          "email",
          "emails",
          "mail",
          "inbox",
          "issue",
          "issues",
          "comment",
          "comments",
          "pr",
          "rss",
          "feed",
          "slack",
          "messages",
          "tweet",
          "tweets",
          "ticket",
          "tickets");

  /** Words after which a noun names a lookup key, not what is read ({@code by_email}). */
  static final Set<String> KEYED = Set.of("by", "with", "for", "using");

  /** Programs that fetch from the network when run in the shell. */
  static final List<String> NETWORK_PROGRAMS =
      List.of("curl", "wget", "gh", "http", "https", "lynx", "w3m", "links", "aria2c", "fetch");

  /** Whether the result of this call is untrusted. */
  public static boolean untrusted(
      String action, Map<String, Object> args, Optional<ToolSpec> spec, String root) {
    if (spec.isPresent() && spec.get().trust() != ToolTrust.DEFAULT) {
      return spec.get().trust() == ToolTrust.UNTRUSTED;
    }
    if (action.equals("net.fetch") || action.startsWith("mcp__")) {
      return true;
    }
    List<String> words = words(action);
    for (int i = 0; i < words.size(); i++) {
      if (OUTSIDE.contains(words.get(i)) && (i == 0 || !KEYED.contains(words.get(i - 1)))) {
        return true;
      }
    }
    if (action.equals("file.read") && args.get("path") instanceof String p) {
      Object cwd = args.get("cwd");
      return root != null
          && WorkspacePath.of(p, cwd instanceof String c ? c : null, root).escaped();
    }
    if (action.equals("shell.exec") && args.get("command") instanceof String line) {
      var shapes = Invocations.shapes(line);
      for (String program : NETWORK_PROGRAMS) {
        if (Invocations.invokes(shapes, Invocations.pattern(program))) {
          return true;
        }
      }
    }
    return false;
  }

  /** The words of a tool name: split at non-letters and at lower-to-upper case changes. */
  static List<String> words(String name) {
    String spaced = name.replaceAll("([a-z0-9])([A-Z])", "$1 $2");
    return List.of(spaced.toLowerCase(Locale.ROOT).split("[^a-z0-9]+"));
  }
}
