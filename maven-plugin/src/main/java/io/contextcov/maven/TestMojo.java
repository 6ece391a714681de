package io.contextcov.maven;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Runs the project's policy tests against the bundle ({@code contextcov test}): scenario files in
 * the replay format, one result per scenario; the build fails when one fails. A JUnit report is
 * written for CI.
 */
@Mojo(name = "test", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class TestMojo extends ContextcovMojo {
  /** Scenario files or directories (default: {@code .contextcov/tests} in the project). */
  @Parameter private List<File> tests = new ArrayList<>();

  /** Where the JUnit XML report goes. */
  @Parameter(
      property = "contextcov.junit",
      defaultValue = "${project.build.directory}/contextcov-tests.xml")
  private File junit;

  @Override
  List<String> arguments() {
    List<String> paths = new ArrayList<>();
    if (tests.isEmpty()) {
      File dir = new File(basedir, ".contextcov/tests");
      if (!dir.isDirectory()) {
        getLog().info("contextcov test: no scenario files (" + dir + " does not exist)");
        return List.of();
      }
      paths.add(dir.getPath());
    } else {
      tests.forEach(t -> paths.add(path(t)));
    }
    List<String> args = new ArrayList<>(List.of("test", bundle.getPath()));
    args.addAll(paths);
    args.add("--junit=" + junit.getPath());
    return args;
  }

  @Override
  String goal() {
    return "test";
  }
}
