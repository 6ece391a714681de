package io.contextcov.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Commands that run another command ({@code sudo git push}, {@code timeout 5 rm -rf x}), shells
 * given a script ({@code bash -c '…'}), {@code eval}, {@code watch} and {@code find -exec}. Both
 * the wrapper and what it runs count as commands, so rules about either hold.
 */
final class Wrappers {
  private Wrappers() {}

  /** What a wrapper does: which of its options take a value, and how many positionals it has. */
  private record Wrapper(Set<String> valueOptions, int positionals, boolean assignments) {}

  private static final Map<String, Wrapper> WRAPPERS =
      Map.ofEntries(
          Map.entry(
              "sudo",
              new Wrapper(
                  Set.of(
                      "-u",
                      "-g",
                      "-h",
                      "-p",
                      "-C",
                      "-D",
                      "-r",
                      "-t",
                      "-U",
                      "-T",
                      "--user",
                      "--group",
                      "--host",
                      "--prompt",
                      "--chdir",
                      "--role",
                      "--type",
                      "--other-user",
                      "--close-from",
                      "--command-timeout"),
                  0,
                  true)),
          Map.entry("doas", new Wrapper(Set.of("-u", "-C"), 0, true)),
          Map.entry("env", new Wrapper(Set.of("-u", "-C", "--unset", "--chdir"), 0, true)),
          Map.entry("command", new Wrapper(Set.of(), 0, false)),
          Map.entry("builtin", new Wrapper(Set.of(), 0, false)),
          Map.entry("nohup", new Wrapper(Set.of(), 0, false)),
          Map.entry("coproc", new Wrapper(Set.of(), 0, false)),
          Map.entry("exec", new Wrapper(Set.of("-a"), 0, false)),
          Map.entry("time", new Wrapper(Set.of("-f", "--format", "-o", "--output"), 0, false)),
          Map.entry("nice", new Wrapper(Set.of("-n", "--adjustment"), 0, false)),
          Map.entry(
              "timeout", new Wrapper(Set.of("-s", "--signal", "-k", "--kill-after"), 1, false)),
          Map.entry(
              "stdbuf",
              new Wrapper(Set.of("-i", "-o", "-e", "--input", "--output", "--error"), 0, false)),
          Map.entry(
              "ionice",
              new Wrapper(Set.of("-c", "-n", "-p", "--class", "--classdata", "--pid"), 0, false)),
          Map.entry(
              "xargs",
              new Wrapper(
                  Set.of(
                      "-I",
                      "-n",
                      "-P",
                      "-d",
                      "-L",
                      "-s",
                      "-a",
                      "-E",
                      "--max-args",
                      "--max-procs",
                      "--delimiter",
                      "--arg-file",
                      "--replace",
                      "--max-lines",
                      "--max-chars",
                      "--eof"),
                  0,
                  false)),
          Map.entry("setsid", new Wrapper(Set.of(), 0, false)),
          Map.entry("chronic", new Wrapper(Set.of(), 0, false)),
          Map.entry("unbuffer", new Wrapper(Set.of(), 0, false)),
          Map.entry(
              "flock",
              new Wrapper(Set.of("-w", "--timeout", "-E", "--conflict-exit-code"), 1, false)),
          Map.entry("strace", new Wrapper(Set.of("-e", "-o", "-p", "-s", "-u"), 0, false)),
          Map.entry("caffeinate", new Wrapper(Set.of("-w", "-t"), 0, false)),
          Map.entry("chroot", new Wrapper(Set.of("--userspec", "--groups"), 1, false)),
          Map.entry("taskset", new Wrapper(Set.of("-p", "--pid"), 1, false)),
          Map.entry("busybox", new Wrapper(Set.of(), 0, false)),
          Map.entry("corepack", new Wrapper(Set.of(), 0, false)),
          Map.entry("npx", new Wrapper(Set.of("-p", "--package", "-c", "--call"), 0, false)),
          Map.entry("parallel", new Wrapper(Set.of("-j", "--jobs", "-S", "--sshlogin"), 0, false)),
          Map.entry(
              "runuser",
              new Wrapper(Set.of("-u", "--user", "-g", "--group", "-G", "--supp-group"), 1, false)),
          Map.entry("su", new Wrapper(Set.of("-s", "--shell", "-g", "--group"), 1, false)),
          Map.entry("script", new Wrapper(Set.of("-t", "--timing", "-I", "-O"), 0, false)),
          Map.entry("nsenter", new Wrapper(Set.of("-t", "--target"), 0, false)),
          Map.entry("unshare", new Wrapper(Set.of(), 0, false)),
          Map.entry("firejail", new Wrapper(Set.of(), 0, false)));

  /** Wrappers that take the command as one string after {@code -c} ({@code su -c 'cmd'}). */
  private static final Set<String> COMMAND_STRING = Set.of("su", "runuser", "script", "flock");

  private static final Set<String> SHELLS =
      Set.of("sh", "bash", "zsh", "dash", "ksh", "ash", "fish");

  /**
   * @param commands the command and each command it runs, outermost first
   * @param nestedLines script text that runs too ({@code bash -c}, {@code eval}, {@code env -S})
   */
  record Unwrapped(List<List<String>> commands, List<String> nestedLines, boolean overLimit) {}

  static Unwrapped unwrap(List<String> cmd) {
    List<List<String>> commands = new ArrayList<>();
    List<String> nested = new ArrayList<>();
    List<String> cur = cmd;
    int guard = 0;
    for (; guard < 16 && !cur.isEmpty(); guard++) {
      commands.add(cur);
      String program = ShellParser.basename(cur.get(0));
      Wrapper w = WRAPPERS.get(program);
      if (w != null) {
        cur = inner(cur, w, program, nested);
        continue;
      }
      List<String> ran = runner(cur, program);
      if (ran != null) {
        cur = ran;
        continue;
      }
      List<String> elsewhere = remote(cur, program);
      if (elsewhere != null) {
        // the command runs on another host or in a container: it is still the agent's command
        if (!elsewhere.isEmpty()) {
          nested.add(String.join(" ", elsewhere));
        }
        break;
      }
      if (SHELLS.contains(program) && shellScript(cur).isPresent()) {
        nested.add(shellScript(cur).get());
      } else if (SHELLS.contains(program) || INTERPRETERS.containsKey(program)) {
        // "bash scripts/release.sh", "python3 tools/deploy.py": the script file runs
        List<String> file = scriptFile(cur, program);
        if (file != null) {
          cur = file;
          continue;
        }
      } else if ((program.equals("source") || program.equals(".")) && cur.size() > 1) {
        cur = cur.subList(1, cur.size());
        continue;
      } else if (program.equals("eval") || program.equals("watch")) {
        int i = 1;
        while (i < cur.size() && cur.get(i).startsWith("-") && program.equals("watch")) {
          i += cur.get(i).equals("-n") || cur.get(i).equals("--interval") ? 2 : 1;
        }
        if (i < cur.size()) {
          nested.add(String.join(" ", cur.subList(i, cur.size())));
        }
      } else if (program.equals("find")) {
        findExec(cur, commands);
      }
      break;
    }
    return new Unwrapped(commands, nested, guard >= 16 && !cur.isEmpty());
  }

  /**
   * Package managers and environment tools that run a command given after a subcommand: {@code pnpm
   * --filter api exec prisma migrate reset}, {@code uv run pytest}, {@code bundle exec rake}.
   */
  private static final Map<String, Set<String>> RUNNERS =
      Map.of(
          "pnpm", Set.of("exec", "dlx"),
          "npm", Set.of("exec", "x"),
          "yarn", Set.of("exec", "dlx"),
          "bun", Set.of("x"),
          "uv", Set.of("run"),
          "poetry", Set.of("run"),
          "pipenv", Set.of("run"),
          "pdm", Set.of("run"),
          "hatch", Set.of("run"),
          "bundle", Set.of("exec"));

  /** ssh's options that take the next word as their value. */
  private static final Set<String> SSH_VALUES =
      Set.of(
          "-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l", "-m", "-O", "-o", "-p",
          "-Q", "-R", "-S", "-W", "-w", "-B");

  /** docker/podman exec and run options that take the next word as their value. */
  private static final Set<String> CONTAINER_VALUES =
      Set.of(
          "-e",
          "--env",
          "--env-file",
          "-u",
          "--user",
          "-w",
          "--workdir",
          "-v",
          "--volume",
          "-p",
          "--publish",
          "--name",
          "--network",
          "--net",
          "--entrypoint",
          "-l",
          "--label",
          "-m",
          "--memory",
          "--cpus",
          "--platform",
          "--mount",
          "--hostname",
          "-h",
          "--add-host",
          "--device",
          "--pull",
          "--restart",
          "--runtime",
          "--shm-size",
          "--ulimit",
          "--cap-add",
          "--cap-drop",
          "--security-opt",
          "--log-driver",
          "--log-opt",
          "--pid",
          "--ipc",
          "--dns",
          "--gpus",
          "--tmpfs",
          "--volumes-from",
          "--detach-keys",
          "--cidfile");

  /**
   * What {@code ssh host cmd…}, {@code docker exec|run … cmd…} (or podman) and {@code kubectl exec
   * … -- cmd…} run elsewhere, as words to read as a line; null when the line is not such a run.
   */
  private static List<String> remote(List<String> cur, String program) {
    if (program.equals("ssh")) {
      int i = 1;
      while (i < cur.size() && cur.get(i).startsWith("-") && cur.get(i).length() > 1) {
        i += SSH_VALUES.contains(cur.get(i)) ? 2 : 1;
      }
      // the host, then the command
      return i + 1 < cur.size() ? cur.subList(i + 1, cur.size()) : List.of();
    }
    if ((program.equals("docker") || program.equals("podman"))
        && cur.size() > 1
        && (cur.get(1).equals("exec") || cur.get(1).equals("run"))) {
      int i = 2;
      while (i < cur.size() && cur.get(i).startsWith("-") && cur.get(i).length() > 1) {
        String w = cur.get(i);
        i += !w.contains("=") && CONTAINER_VALUES.contains(w) ? 2 : 1;
      }
      // the container or image, then the command
      return i + 1 < cur.size() ? cur.subList(i + 1, cur.size()) : List.of();
    }
    if (program.equals("kubectl") && cur.contains("exec") && cur.contains("--")) {
      int dash = cur.indexOf("--");
      return dash + 1 < cur.size() ? cur.subList(dash + 1, cur.size()) : List.of();
    }
    return null;
  }

  /** Options of those tools that take the next word as their value. */
  private static final Set<String> RUNNER_VALUES =
      Set.of(
          "--filter",
          "-F",
          "-C",
          "--dir",
          "--cwd",
          "--workspace",
          "-w",
          "--package",
          "-p",
          "--with",
          "--python",
          "--project",
          "--directory",
          "--env-file",
          "--group",
          "--only-group",
          "--no-group",
          "--extra",
          "--only-extra",
          "--index",
          "--index-url",
          "--extra-index-url",
          "--isolated-group",
          "--from",
          "-c",
          "--call");

  /** The command a runner runs, or null when the line is not such a run. */
  private static List<String> runner(List<String> cur, String program) {
    Set<String> subcommands = RUNNERS.get(program);
    if (subcommands == null) {
      return null;
    }
    int i = skipOptions(cur, 1);
    if (i >= cur.size() || !subcommands.contains(cur.get(i))) {
      return null;
    }
    i = skipOptions(cur, i + 1);
    return i < cur.size() ? cur.subList(i, cur.size()) : List.of();
  }

  private static int skipOptions(List<String> cur, int i) {
    while (i < cur.size() && cur.get(i).startsWith("-") && cur.get(i).length() > 1) {
      String word = cur.get(i);
      if (word.equals("--")) {
        return i + 1;
      }
      i += !word.contains("=") && RUNNER_VALUES.contains(word) ? 2 : 1;
    }
    return i;
  }

  private static List<String> inner(
      List<String> cur, Wrapper w, String program, List<String> nested) {
    int i = 1;
    int positionals = w.positionals();
    while (i < cur.size()) {
      String word = cur.get(i);
      if (word.equals("--")) {
        i++;
        break;
      }
      if (COMMAND_STRING.contains(program)
          && (word.equals("-c") || word.equals("--command"))
          && i + 1 < cur.size()) {
        nested.add(cur.get(i + 1));
        return List.of();
      }
      if (COMMAND_STRING.contains(program) && word.startsWith("--command=")) {
        nested.add(word.substring("--command=".length()));
        return List.of();
      }
      if (program.equals("env") && (word.equals("-S") || word.equals("--split-string"))) {
        if (i + 1 < cur.size()) {
          nested.add(String.join(" ", cur.subList(i + 1, cur.size())));
        }
        return List.of();
      }
      if (program.equals("env") && word.startsWith("--split-string=")) {
        List<String> rest = new ArrayList<>();
        rest.add(word.substring("--split-string=".length()));
        rest.addAll(cur.subList(i + 1, cur.size()));
        nested.add(String.join(" ", rest));
        return List.of();
      }
      if (program.equals("env") && word.startsWith("-S") && word.length() > 2) {
        List<String> rest = new ArrayList<>();
        rest.add(word.substring(2));
        rest.addAll(cur.subList(i + 1, cur.size()));
        nested.add(String.join(" ", rest));
        return List.of();
      }
      if (word.startsWith("-") && word.length() > 1) {
        i += w.valueOptions().contains(word) ? 2 : 1;
        continue;
      }
      if (positionals > 0) {
        positionals--;
        i++;
        continue;
      }
      if (w.assignments() && ShellParser.isAssignment(word)) {
        i++;
        continue;
      }
      break;
    }
    return i < cur.size() ? cur.subList(i, cur.size()) : List.of();
  }

  /**
   * Interpreters that run a script file given as their first argument, with their options that take
   * a value, and those after which no file follows (code or a module given instead).
   */
  private record Interpreter(Set<String> valueOptions, Set<String> noFile) {}

  private static final Interpreter PYTHON =
      new Interpreter(Set.of("-W", "-X", "-Q"), Set.of("-m", "-c", "-", "--version", "-V"));
  private static final Interpreter NODE =
      new Interpreter(
          Set.of(
              "-r", "--require", "--loader", "--import", "--experimental-loader", "--conditions"),
          Set.of("-e", "--eval", "-p", "--print", "-", "--version", "-v"));
  private static final Interpreter OTHER =
      new Interpreter(Set.of("-I", "-r", "-d"), Set.of("-e", "-E", "-n", "-", "--version", "-v"));
  private static final Map<String, Interpreter> INTERPRETERS =
      Map.of(
          "python", PYTHON,
          "python3", PYTHON,
          "node", NODE,
          "tsx", NODE,
          "ts-node", NODE,
          "ruby", OTHER,
          "perl", OTHER,
          "php", OTHER);

  /** Shell options that take the next word as their value. */
  private static final Set<String> SHELL_VALUES =
      Set.of("-o", "+o", "-O", "+O", "--rcfile", "--init-file");

  /**
   * The script file a shell or interpreter runs, with its arguments ({@code bash -x deploy.sh prod}
   * → {@code deploy.sh prod}), or null: no file follows the options, or (for an interpreter) the
   * word is no file name.
   */
  private static List<String> scriptFile(List<String> cur, String program) {
    Interpreter in = INTERPRETERS.get(program);
    int i = 1;
    while (i < cur.size()) {
      String w = cur.get(i);
      if (w.equals("-") || in != null && in.noFile().contains(w) || in == null && w.equals("-s")) {
        return null;
      }
      if (w.equals("--")) {
        i++;
        break;
      }
      boolean option = w.startsWith("-") && w.length() > 1 || in == null && w.startsWith("+");
      if (!option) {
        break;
      }
      boolean value = in != null ? in.valueOptions().contains(w) : SHELL_VALUES.contains(w);
      i += value ? 2 : 1;
    }
    if (i >= cur.size()) {
      return null;
    }
    String file = cur.get(i);
    if (in != null && !file.contains("/") && !file.matches("[^.]+\\.[A-Za-z0-9]{1,5}")) {
      return null;
    }
    return cur.subList(i, cur.size());
  }

  /** The script of {@code bash -c 'script'}, also with combined options such as {@code -lc}. */
  private static Optional<String> shellScript(List<String> cur) {
    for (int i = 1; i < cur.size(); i++) {
      String word = cur.get(i);
      // options turn on with "-" and off with "+" ("bash +x -c …", "bash +o posix -c …")
      boolean option = word.startsWith("-") || word.startsWith("+") && word.length() > 1;
      if (!option || word.equals("-") || word.equals("--")) {
        return Optional.empty();
      }
      if (word.startsWith("-") && !word.startsWith("--") && word.indexOf('c') > 0) {
        int script = i + 1 < cur.size() && cur.get(i + 1).equals("--") ? i + 2 : i + 1;
        return script < cur.size() ? Optional.of(cur.get(script)) : Optional.empty();
      }
      if (word.equals("-o")
          || word.equals("+o")
          || word.equals("-O")
          || word.equals("+O")
          || word.equals("--rcfile")
          || word.equals("--init-file")) {
        i++;
      }
    }
    return Optional.empty();
  }

  /** {@code find … -exec cmd args {} ;} runs {@code cmd}. */
  private static void findExec(List<String> cur, List<List<String>> commands) {
    for (int i = 1; i < cur.size(); i++) {
      String w = cur.get(i);
      if (w.equals("-exec") || w.equals("-execdir") || w.equals("-ok") || w.equals("-okdir")) {
        int end = i + 1;
        while (end < cur.size() && !cur.get(end).equals(";") && !cur.get(end).equals("+")) {
          end++;
        }
        if (end > i + 1) {
          commands.add(cur.subList(i + 1, end));
        }
        i = end;
      }
    }
  }
}
