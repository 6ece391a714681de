package io.contextcov.maven;

import io.contextcov.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * What the goals share: they run the contextcov command line in the build's JVM, with the same
 * arguments, output and exit codes a user gets from {@code ./contextcov}, and turn its exit code
 * into the build's result (1: the instructions or the bundle fail the gate; 2: bad input).
 */
abstract class ContextcovMojo extends AbstractMojo {
  /** The project's directory: relative paths in the configuration start here. */
  @Parameter(defaultValue = "${project.basedir}", readonly = true, required = true)
  protected File basedir;

  /** The bundle the goals write and read. */
  @Parameter(
      property = "contextcov.bundle",
      defaultValue = "${project.build.directory}/contextcov.bundle.yaml")
  protected File bundle;

  /** Skips the goal. */
  @Parameter(property = "contextcov.skip", defaultValue = "false")
  protected boolean skip;

  /** The command line's arguments for this goal. */
  abstract List<String> arguments() throws MojoExecutionException;

  /** What the goal is called in messages. */
  abstract String goal();

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("contextcov " + goal() + " skipped");
      return;
    }
    List<String> args = arguments();
    if (args.isEmpty()) {
      return;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exit;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      exit = Main.run(args.toArray(String[]::new), o, e);
    }
    log(out.toString(StandardCharsets.UTF_8), exit == 0);
    log(err.toString(StandardCharsets.UTF_8), exit == 0);
    if (exit == 1) {
      throw new MojoFailureException(
          "contextcov " + goal() + " failed (exit 1): see the messages above");
    }
    if (exit != 0) {
      throw new MojoExecutionException(
          "contextcov " + goal() + " could not run (exit " + exit + "): see the messages above");
    }
  }

  private void log(String text, boolean ok) {
    for (String line : text.split("\\R")) {
      if (line.isEmpty()) {
        continue;
      }
      if (ok) {
        getLog().info(line);
      } else {
        getLog().error(line);
      }
    }
  }

  /** A configured path, relative to the project's directory when it is not absolute. */
  protected String path(File f) {
    return (f.isAbsolute() ? f : new File(basedir, f.getPath())).getPath();
  }
}
