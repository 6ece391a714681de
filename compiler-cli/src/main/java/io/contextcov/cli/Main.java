package io.contextcov.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
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
      ExplainCommand.class,
      HookCommand.class,
      ServeCommand.class,
      InitCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
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

  /** The version from the jar manifest, or "dev" when run from classes. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Main.class.getPackage().getImplementationVersion();
      return new String[] {"contextcov " + (v != null ? v : "dev")};
    }
  }
}
