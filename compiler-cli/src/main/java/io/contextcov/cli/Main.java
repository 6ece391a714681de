package io.contextcov.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code contextcov} command. {@code main} only exits with what {@link #run} returns. */
@Command(
    name = "contextcov",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Compiles agent instruction files into enforceable, checked constraints.",
    subcommands = {
      CompileCommand.class,
      CoverageCommand.class,
      CheckCommand.class,
      ValidateCommand.class,
      FmtCommand.class,
      DecideCommand.class,
      ReplayCommand.class,
      TestCommand.class,
      ExplainCommand.class,
      HookCommand.class,
      ServeCommand.class,
      McpProxyCommand.class,
      InitCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
    // diagnostics for a person at a terminal are coloured; NO_COLOR turns that off
    io.contextcov.diag.DiagnosticPrinter.colourByDefault(
        io.contextcov.diag.DiagnosticPrinter.colourFor(System.getenv(), System.console() != null));
    System.exit(run(args, out, err));
  }

  /** Runs the command line with the given streams and returns the exit code. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    CommandLine cli = new CommandLine(new Main());
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    cli.setParameterExceptionHandler(
        (ex, a) -> {
          err.println("error: " + ex.getMessage());
          err.println("run `contextcov " + commandName(ex.getCommandLine()) + "--help` for usage");
          return ExitCode.USAGE.code();
        });
    cli.setExecutionExceptionHandler(
        (ex, commandLine, parseResult) -> {
          if (ex instanceof BundleFiles.OutputProblem p) {
            err.println("error: " + p.getMessage());
            return ExitCode.USAGE.code();
          }
          if (ex instanceof java.nio.file.NoSuchFileException
              || ex instanceof java.nio.file.AccessDeniedException) {
            err.println("error: cannot read or write " + ex.getMessage());
            return ExitCode.USAGE.code();
          }
          err.println("internal error: " + ex);
          if (System.getenv("CONTEXTCOV_DEBUG") != null) {
            ex.printStackTrace(err);
          } else {
            err.println("this is a bug in contextcov; set CONTEXTCOV_DEBUG=1 for the stack trace");
          }
          return ExitCode.INTERNAL.code();
        });
    Streams.set(out, err);
    try {
      return cli.execute(args);
    } finally {
      Streams.clear();
    }
  }

  private static String commandName(CommandLine cl) {
    String name = cl.getCommandName();
    return name.equals("contextcov") ? "" : name + " ";
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * The project version the build wrote into {@code version.properties}, and the commit of the
   * checkout the jar or classes were built in (read from its {@code .git}), when there is one.
   */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {text()};
    }

    /** The project version alone, as reports such as SARIF carry it. */
    static String number() {
      String version = "unknown";
      try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
        if (in != null) {
          Properties p = new Properties();
          p.load(in);
          version = p.getProperty("version", version);
        }
      } catch (IOException e) {
        // no version file: say so rather than guess
      }
      return version;
    }

    static String text() {
      return "contextcov " + number() + commit().map(c -> " (commit " + c + ")").orElse("");
    }

    /** The commit of the checkout the code was built in, or empty outside one. */
    static Optional<String> commit() {
      try {
        Path here = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        for (Path d = here; d != null; d = d.getParent()) {
          Path git = d.resolve(".git");
          if (Files.isDirectory(git)) {
            String head = Files.readString(git.resolve("HEAD")).strip();
            if (head.startsWith("ref: ")) {
              String ref = head.substring(5);
              Path loose = git.resolve(ref);
              if (Files.isRegularFile(loose)) {
                return Optional.of(Files.readString(loose).strip().substring(0, 12));
              }
              for (String line : Files.readAllLines(git.resolve("packed-refs"))) {
                if (line.endsWith(" " + ref)) {
                  return Optional.of(line.substring(0, 12));
                }
              }
              return Optional.empty();
            }
            return Optional.of(head.substring(0, Math.min(12, head.length())));
          }
        }
      } catch (Exception e) {
        // not from a checkout (or unreadable): no commit to show
      }
      return Optional.empty();
    }
  }
}
