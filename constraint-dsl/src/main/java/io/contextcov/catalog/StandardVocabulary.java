package io.contextcov.catalog;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The actions coding-agent rules are written against when no catalog is given (DESIGN.md §4). */
public final class StandardVocabulary {
  private StandardVocabulary() {}

  public static final ToolCatalog CATALOG =
      ToolCatalog.of(
          List.of(
              tool("shell.exec", ToolEffect.WRITE, "command", "cwd"),
              tool("file.read", ToolEffect.READ, "path"),
              tool("file.write", ToolEffect.WRITE, "path", "content"),
              tool("file.delete", ToolEffect.WRITE, "path"),
              tool("git.commit", ToolEffect.WRITE, "message"),
              new ToolSpec(
                  "git.push",
                  Optional.empty(),
                  ToolEffect.WRITE,
                  Map.of(
                      "remote", ArgSpec.of(ArgType.STRING),
                      "branch", ArgSpec.of(ArgType.STRING),
                      "force", ArgSpec.of(ArgType.BOOLEAN)),
                  List.of()),
              tool("net.fetch", ToolEffect.READ, "url", "method"),
              tool("pkg.install", ToolEffect.WRITE, "manager", "package"),
              tool("task.finish", ToolEffect.UNKNOWN, "summary")));

  private static ToolSpec tool(String name, ToolEffect effect, String... stringArgs) {
    Map<String, ArgSpec> args = new TreeMap<>();
    for (String a : stringArgs) {
      args.put(a, ArgSpec.of(ArgType.STRING));
    }
    return new ToolSpec(name, Optional.empty(), effect, args, List.of());
  }
}
