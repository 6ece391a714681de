package io.contextcov.maven;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Checks the bundle for rules that contradict each other, never fire, or shadow or repeat one
 * another ({@code contextcov check}); the build fails on findings at or above {@code failOn}.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class CheckMojo extends ContextcovMojo {
  /** error (default), warning or never. */
  @Parameter(property = "contextcov.failOn", defaultValue = "error")
  private String failOn;

  /** text (default), json, sarif or markdown. */
  @Parameter(property = "contextcov.format", defaultValue = "text")
  private String format;

  @Override
  List<String> arguments() {
    return new ArrayList<>(
        List.of("check", bundle.getPath(), "--fail-on=" + failOn, "--format=" + format));
  }

  @Override
  String goal() {
    return "check";
  }
}
