package io.contextcov.maven;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Compiles the project's instruction files into a bundle ({@code contextcov compile}); the build
 * fails on errors in the instructions. With {@code check} set, writes nothing and fails when the
 * committed bundle is not what the instruction files compile to now.
 */
@Mojo(name = "compile", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class CompileMojo extends ContextcovMojo {
  /** Instruction files or directories (default: the project's directory). */
  @Parameter private List<File> sources = new ArrayList<>();

  /** A tool catalog (OpenAI function list, MCP tools/list, or the bundle's own tools). */
  @Parameter(property = "contextcov.tools")
  private File tools;

  /** Fail when {@code bundle} differs from what compiling now gives, and write nothing. */
  @Parameter(property = "contextcov.check", defaultValue = "false")
  private boolean check;

  @Override
  List<String> arguments() {
    List<String> args = new ArrayList<>(List.of("compile"));
    if (sources.isEmpty()) {
      args.add(basedir.getPath());
    } else {
      sources.forEach(s -> args.add(path(s)));
    }
    if (tools != null) {
      args.add("--tools=" + path(tools));
    }
    if (check) {
      args.add("--check");
    } else {
      File parent = bundle.getAbsoluteFile().getParentFile();
      if (parent != null) {
        parent.mkdirs();
      }
    }
    args.add("-o");
    args.add(bundle.getPath());
    return args;
  }

  @Override
  String goal() {
    return "compile";
  }
}
