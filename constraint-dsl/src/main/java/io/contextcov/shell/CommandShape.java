package io.contextcov.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A simple command reduced to what rules compare: the program, its positional words (subcommand
 * aliases resolved) and its set of flags, normalised so that {@code rm -rf}, {@code rm -r -f},
 * {@code rm -fr} and {@code rm --recursive --force} are the same, and {@code git push origin +main}
 * counts as a forced push. An option that takes a value is kept twice, alone and with its value
 * ({@code -X} and {@code -X=POST}), so {@code curl -X POST} names POST requests only.
 */
public record CommandShape(String program, List<String> positionals, Set<String> flags) {

  /** Long flags with a short spelling, per program (and per git subcommand). */
  private static final Map<String, Map<String, String>> ALIASES =
      Map.ofEntries(
          Map.entry(
              "rm",
              Map.of(
                  "--recursive",
                  "-r",
                  "-R",
                  "-r",
                  "--force",
                  "-f",
                  "--dir",
                  "-d",
                  "--interactive",
                  "-i",
                  "--verbose",
                  "-v")),
          Map.entry("cp", Map.of("--recursive", "-r", "-R", "-r", "--force", "-f")),
          Map.entry("mv", Map.of("--force", "-f")),
          Map.entry("chmod", Map.of("--recursive", "-R")),
          Map.entry("chown", Map.of("--recursive", "-R")),
          Map.entry(
              "git push",
              Map.of(
                  "--force",
                  "-f",
                  "--delete",
                  "-d",
                  "--set-upstream",
                  "-u",
                  "--quiet",
                  "-q",
                  "--verbose",
                  "-v",
                  "--push-option",
                  "-o")),
          Map.entry(
              "git commit",
              Map.of(
                  "--no-verify",
                  "-n",
                  "--all",
                  "-a",
                  "--message",
                  "-m",
                  "--quiet",
                  "-q",
                  "--signoff",
                  "-s")),
          Map.entry("git clean", Map.of("--force", "-f", "--dry-run", "-n")),
          Map.entry("git checkout", Map.of("--force", "-f")),
          Map.entry("git switch", Map.of("--create", "-c", "--force-create", "-C")),
          Map.entry("git branch", Map.of("--delete", "-d", "--force", "-f")),
          Map.entry("git add", Map.of("--all", "-A", "--force", "-f")),
          Map.entry("curl", Map.of("--request", "-X", "--output", "-o", "--insecure", "-k")),
          Map.entry("npm", Map.of("--global", "-g", "--force", "-f", "--save-dev", "-D")),
          Map.entry("pip", Map.of("--upgrade", "-U", "--user", "--user")));

  /** Subcommand aliases, per program. */
  private static final Map<String, Map<String, String>> SUBCOMMANDS =
      Map.of(
          "npm",
              Map.ofEntries(
                  Map.entry("i", "install"),
                  Map.entry("add", "install"),
                  Map.entry("isntall", "install"),
                  Map.entry("in", "install"),
                  Map.entry("ins", "install"),
                  Map.entry("inst", "install"),
                  Map.entry("ci", "ci"),
                  Map.entry("rm", "uninstall"),
                  Map.entry("r", "uninstall"),
                  Map.entry("un", "uninstall"),
                  Map.entry("remove", "uninstall"),
                  Map.entry("unlink", "uninstall"),
                  Map.entry("run-script", "run"),
                  Map.entry("t", "test"),
                  Map.entry("tst", "test")),
          "pnpm",
              Map.of(
                  "i",
                  "install",
                  "add",
                  "install",
                  "rm",
                  "remove",
                  "un",
                  "remove",
                  "uninstall",
                  "remove",
                  "t",
                  "test"),
          "yarn", Map.of("add", "add", "remove", "remove"),
          "pip3", Map.of(),
          "cargo", Map.of("b", "build", "t", "test", "r", "run", "c", "check"));

  /** Options of a program that take the next word as their value (so it is not positional). */
  private static final Map<String, Set<String>> VALUE_OPTIONS =
      Map.of(
          "git", Set.of("-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env"),
          "git commit",
              Set.of(
                  "-m",
                  "--message",
                  "-F",
                  "--file",
                  "-C",
                  "-c",
                  "--author",
                  "--date",
                  "--fixup",
                  "--squash",
                  "-t",
                  "--template"),
          "git push", Set.of("-o", "--push-option", "--receive-pack", "--exec", "--repo"),
          "curl",
              Set.of(
                  "-X",
                  "--request",
                  "-o",
                  "--output",
                  "-H",
                  "--header",
                  "-d",
                  "--data",
                  "-u",
                  "--user",
                  "-A",
                  "-e",
                  "-b",
                  "-c",
                  "-F",
                  "--form",
                  "-T",
                  "-x"),
          "npm", Set.of("--prefix", "-w", "--workspace"),
          "docker", Set.of("-H", "--host", "--context", "-c", "--config"));

  /**
   * Long options programs accept in abbreviated form (a unique prefix, as git's and GNU tools'
   * parsers do): {@code --force-w} is {@code --force-with-lease}, {@code rm --rec} is {@code
   * --recursive}.
   */
  private static final Map<String, List<String>> LONG_OPTIONS =
      Map.of(
          "rm",
              List.of(
                  "--recursive",
                  "--force",
                  "--dir",
                  "--interactive",
                  "--verbose",
                  "--no-preserve-root",
                  "--preserve-root",
                  "--one-file-system"),
          "git push",
              List.of(
                  "--force",
                  "--force-with-lease",
                  "--force-if-includes",
                  "--delete",
                  "--set-upstream",
                  "--tags",
                  "--all",
                  "--mirror",
                  "--no-verify",
                  "--dry-run",
                  "--quiet",
                  "--verbose",
                  "--prune",
                  "--atomic",
                  "--follow-tags"),
          "git reset", List.of("--hard", "--soft", "--mixed", "--keep", "--merge", "--quiet"),
          "git commit",
              List.of(
                  "--amend",
                  "--no-verify",
                  "--all",
                  "--message",
                  "--quiet",
                  "--signoff",
                  "--no-edit"),
          "git clean", List.of("--force", "--dry-run", "--quiet", "--interactive"),
          "git checkout", List.of("--force", "--quiet", "--detach", "--orphan"),
          "git branch", List.of("--delete", "--force", "--move", "--copy", "--list"));

  /** Reduces a word list (program first) to its shape, as a rule's pattern is read. */
  public static CommandShape of(List<String> words) {
    return of(words, false);
  }

  /**
   * Reduces a command that runs to its shape: as {@link #of}, and a push with {@code
   * --force-with-lease} or {@code --force-if-includes} also counts as forced (a rule about {@code
   * git push --force} holds for it; a rule naming the lease still tells them apart).
   */
  public static CommandShape ofCommand(List<String> words) {
    return of(words, true);
  }

  private static CommandShape of(List<String> raw, boolean running) {
    List<String> words = gitAlias(raw);
    String program = ShellParser.basename(words.get(0));
    List<String> positionals = new ArrayList<>();
    Set<String> flags = new TreeSet<>();
    boolean afterDashes = false;
    for (int i = 1; i < words.size(); i++) {
      String w = words.get(i);
      String context = context(program, positionals);
      if (afterDashes) {
        positionals.add(w);
        refspec(program, positionals, w, flags);
      } else if (w.equals("--")) {
        afterDashes = true;
      } else if (w.startsWith("--") && w.length() > 2) {
        int eq = w.indexOf('=');
        String flag = eq > 0 ? w.substring(0, eq) : w;
        String name = alias(context, flag);
        flags.add(name);
        if (takesValue(context, flag) || takesValue(context, name)) {
          if (eq > 0) {
            flags.add(name + "=" + w.substring(eq + 1));
          } else if (++i < words.size()) {
            flags.add(name + "=" + words.get(i));
          }
        }
      } else if (w.startsWith("-") && w.length() > 1 && !isNumber(w)) {
        if (takesValue(context, w)) {
          flags.add(alias(context, w));
          if (++i < words.size()) {
            flags.add(alias(context, w) + "=" + words.get(i));
          }
        } else if (w.length() == 2 || !allLetters(w)) {
          flags.add(alias(context, w));
        } else {
          // combined short flags; a value-taking letter takes the rest of the word
          for (int k = 1; k < w.length(); k++) {
            String f = "-" + w.charAt(k);
            flags.add(alias(context, f));
            if (takesValue(context, f)) {
              if (k < w.length() - 1) {
                flags.add(alias(context, f) + "=" + w.substring(k + 1));
              } else if (++i < words.size()) {
                flags.add(alias(context, f) + "=" + words.get(i));
              }
              break;
            }
          }
        }
      } else {
        if (positionals.isEmpty()) {
          w = SUBCOMMANDS.getOrDefault(program, Map.of()).getOrDefault(w, w);
        }
        positionals.add(w);
        refspec(program, positionals, w, flags);
      }
    }
    if (running
        && program.equals("git")
        && !positionals.isEmpty()
        && positionals.get(0).equals("push")
        && (flags.contains("--force-with-lease")
            || flags.contains("--force-if-includes")
            || flags.contains("--mirror"))) {
      // --mirror force-updates every remote ref the local side changed
      flags.add("-f");
    }
    return new CommandShape(program, List.copyOf(positionals), Set.copyOf(flags));
  }

  /** {@code +main} forces a push and {@code :main} deletes, wherever the refspec stands. */
  private static void refspec(
      String program, List<String> positionals, String w, Set<String> flags) {
    if (program.equals("git") && positionals.size() > 1 && positionals.get(0).equals("push")) {
      if (w.startsWith("+")) {
        flags.add("-f");
      } else if (w.startsWith(":") && w.length() > 1) {
        flags.add("-d");
      }
    }
  }

  /**
   * {@code git -c alias.x='push --force' x}: an alias defined on the command line runs its
   * expansion, so the subcommand is replaced by it.
   */
  private static List<String> gitAlias(List<String> words) {
    if (!ShellParser.basename(words.get(0)).equals("git")) {
      return words;
    }
    Map<String, String> aliases = new java.util.HashMap<>();
    int i = 1;
    while (i < words.size() && words.get(i).startsWith("-")) {
      String w = words.get(i);
      if (w.equals("-c") && i + 1 < words.size()) {
        String kv = words.get(i + 1);
        int eq = kv.indexOf('=');
        if (kv.startsWith("alias.") && eq > 6) {
          aliases.put(kv.substring(6, eq), kv.substring(eq + 1));
        }
        i += 2;
      } else if (VALUE_OPTIONS.getOrDefault("git", Set.of()).contains(w)) {
        i += 2;
      } else {
        i++;
      }
    }
    if (i >= words.size() || !aliases.containsKey(words.get(i))) {
      return words;
    }
    String expansion = aliases.get(words.get(i));
    if (expansion.startsWith("!")) {
      return words;
    }
    List<String> out = new ArrayList<>(words.subList(0, i));
    for (String part : expansion.trim().split("\\s+")) {
      if (!part.isEmpty()) {
        out.add(part);
      }
    }
    out.addAll(words.subList(i + 1, words.size()));
    return out;
  }

  /**
   * Whether {@code command} has this shape's program, starts with its positionals, has its flags.
   */
  public boolean matchedBy(CommandShape command) {
    if (!program.equals(command.program)) {
      return false;
    }
    if (command.positionals.size() < positionals.size()) {
      return false;
    }
    for (int i = 0; i < positionals.size(); i++) {
      if (!positionals.get(i).equals(command.positionals.get(i))) {
        return false;
      }
    }
    return command.flags.containsAll(flags);
  }

  private static String context(String program, List<String> positionals) {
    if (program.equals("git") && !positionals.isEmpty()) {
      return "git " + positionals.get(0);
    }
    return program;
  }

  private static String alias(String context, String flag) {
    String full = flag;
    List<String> known = LONG_OPTIONS.getOrDefault(context, List.of());
    if (flag.startsWith("--") && !known.contains(flag)) {
      List<String> candidates = known.stream().filter(k -> k.startsWith(flag)).toList();
      if (candidates.size() == 1) {
        full = candidates.get(0);
      }
    }
    String a = ALIASES.getOrDefault(context, Map.of()).get(full);
    return a != null ? a : full;
  }

  private static boolean takesValue(String context, String flag) {
    return VALUE_OPTIONS.getOrDefault(context, Set.of()).contains(flag);
  }

  private static boolean allLetters(String w) {
    for (int i = 1; i < w.length(); i++) {
      if (!Character.isLetter(w.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isNumber(String w) {
    for (int i = 1; i < w.length(); i++) {
      if (!Character.isDigit(w.charAt(i)) && w.charAt(i) != '.') {
        return false;
      }
    }
    return true;
  }
}
