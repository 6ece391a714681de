package io.contextcov.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.contextcov.json.Json;
import io.contextcov.yaml.YamlLoader;
import io.contextcov.yaml.YamlValues;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What CI users run: the GitHub Action's script, the pre-commit hooks and the launcher on PATH,
 * each on a copy of the coding-agent sample, through the jar the build just made.
 */
class ContinuousIntegrationTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path JAR = ROOT.resolve("compiler-cli/target/contextcov.jar");

  @TempDir Path dir;
  private Path project;

  @BeforeEach
  void copySample() throws IOException {
    assumeTrue(Files.isRegularFile(JAR), "the command-line jar is not built: " + JAR);
    // the bundle is named after its directory
    project = dir.resolve("coding-agent");
    Path sample = Path.of("coding-agent");
    try (Stream<Path> files = Files.walk(sample)) {
      for (Path p : files.toList()) {
        Path target = project.resolve(sample.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
  }

  record Run(int exit, String out) {}

  private Run run(Path cwd, Map<String, String> env, List<String> command) throws Exception {
    ProcessBuilder pb =
        new ProcessBuilder(command).directory(cwd.toFile()).redirectErrorStream(true);
    pb.environment().putAll(env);
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("finished: " + command).isTrue();
    return new Run(p.exitValue(), out);
  }

  private Run action(Path summary, Path outputs, Path sarif) throws Exception {
    return run(
        project,
        Map.of(
            "CONTEXTCOV_JAR", JAR.toString(),
            "INPUT_PATHS", ".",
            "INPUT_BUNDLE", "contextcov.bundle.yaml",
            "INPUT_SARIF", sarif.toString(),
            "INPUT_FAIL_ON", "error",
            "GITHUB_STEP_SUMMARY", summary.toString(),
            "GITHUB_OUTPUT", outputs.toString()),
        List.of("bash", ROOT.resolve(".ci/action.sh").toString()));
  }

  @Test
  void theActionScriptChecksReportsAndUploads() throws Exception {
    Path summary = dir.resolve("summary.md");
    Path outputs = dir.resolve("outputs.txt");
    Path sarif = dir.resolve("out.sarif");
    Run ok = action(summary, outputs, sarif);
    assertThat(ok.exit()).as(ok.out()).isZero();
    assertThat(Files.readString(summary))
        .contains("### contextcov check")
        .contains("| CC202")
        .contains("> `never-run-");
    assertThat(Files.readString(outputs)).matches("(?s)findings=[1-9][0-9]*\\n");
    @SuppressWarnings("unchecked")
    Map<String, Object> log = (Map<String, Object>) Json.parse(Files.readString(sarif));
    assertThat(log).containsEntry("version", "2.1.0").containsKey("runs");

    // an instruction file edited without recompiling: the job fails and says what to run
    Files.writeString(
        project.resolve("AGENTS.md"),
        Files.readString(project.resolve("AGENTS.md")) + "\n- Never run `make release`.\n");
    Path summary2 = dir.resolve("summary2.md");
    Run stale = action(summary2, dir.resolve("o2.txt"), dir.resolve("o2.sarif"));
    assertThat(stale.exit()).as(stale.out()).isEqualTo(1);
    assertThat(stale.out()).contains("::error file=contextcov.bundle.yaml::");
    assertThat(Files.readString(summary2))
        .contains("is out of date")
        .contains("contextcov compile");
  }

  @Test
  void theActionDeclaresEveryInputItsScriptReads() throws Exception {
    @SuppressWarnings("unchecked")
    Map<String, Object> action =
        (Map<String, Object>)
            YamlValues.toJava(
                YamlLoader.load(Files.readString(ROOT.resolve("action.yml")), "action.yml")
                    .root()
                    .orElseThrow());
    @SuppressWarnings("unchecked")
    Map<String, Object> inputs = (Map<String, Object>) action.get("inputs");
    String script = Files.readString(ROOT.resolve(".ci/action.sh"));
    for (String name : inputs.keySet()) {
      String variable = "INPUT_" + name.toUpperCase().replace('-', '_');
      assertThat(script).as(variable).contains(variable);
      assertThat(Files.readString(ROOT.resolve("action.yml"))).contains(variable + ":");
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void everyPreCommitHookRunsAndFailsWhenItShould() throws Exception {
    List<Object> hooks =
        (List<Object>)
            YamlValues.toJava(
                YamlLoader.load(
                        Files.readString(ROOT.resolve(".pre-commit-hooks.yaml")),
                        ".pre-commit-hooks.yaml")
                    .root()
                    .orElseThrow());
    assertThat(hooks).hasSize(3);
    for (Object o : hooks) {
      Map<String, Object> hook = (Map<String, Object>) o;
      assertThat(hook.get("language")).isEqualTo("script");
      List<String> words = new ArrayList<>(List.of(((String) hook.get("entry")).split(" ")));
      assertThat(words.get(0)).isEqualTo("contextcov");
      List<String> command = new ArrayList<>(List.of("java", "-jar", JAR.toString()));
      command.addAll(words.subList(1, words.size()));
      if (!Boolean.FALSE.equals(hook.get("pass_filenames"))) {
        command.add("contextcov.bundle.yaml"); // what pre-commit passes for a staged bundle
      }
      Run r = run(project, Map.of(), command);
      assertThat(r.exit()).as(hook.get("id") + ": " + r.out()).isZero();
    }
    Files.writeString(
        project.resolve("contextcov.bundle.yaml"),
        Files.readString(project.resolve("contextcov.bundle.yaml")).replace("\n", "\n\n"));
    Run fmt =
        run(
            project,
            Map.of(),
            List.of("java", "-jar", JAR.toString(), "fmt", "--check", "contextcov.bundle.yaml"));
    assertThat(fmt.exit()).as(fmt.out()).isNotZero();
  }

  @Test
  @SuppressWarnings("unchecked")
  void theReadmeShowsTheExamplesThatAreChecked() throws Exception {
    String readme = Files.readString(ROOT.resolve("README.md"));
    String workflow = Files.readString(Path.of("ci/github-workflow.yml"));
    String preCommit = Files.readString(Path.of("ci/pre-commit-config.yaml"));
    assertThat(readme).contains(workflow).contains(preCommit);
    // the workflow passes only inputs the action declares
    Map<String, Object> action =
        (Map<String, Object>)
            YamlValues.toJava(
                YamlLoader.load(Files.readString(ROOT.resolve("action.yml")), "action.yml")
                    .root()
                    .orElseThrow());
    Map<String, Object> flow =
        (Map<String, Object>)
            YamlValues.toJava(YamlLoader.load(workflow, "workflow").root().orElseThrow());
    List<Object> steps =
        (List<Object>)
            ((Map<String, Object>) ((Map<String, Object>) flow.get("jobs")).get("rules"))
                .get("steps");
    Map<String, Object> with =
        (Map<String, Object>) ((Map<String, Object>) steps.get(1)).get("with");
    assertThat(((Map<String, Object>) action.get("inputs")).keySet()).containsAll(with.keySet());
    // the Maven plugin's set-up is the one the plugin's own sample build runs (spacing aside)
    String pom = Files.readString(ROOT.resolve("maven-plugin/src/it/passing/pom.xml"));
    String plugin =
        pom.substring(pom.indexOf("<plugin>"), pom.indexOf("</plugin>") + "</plugin>".length())
            .replace("@project.version@", "0.1.0-SNAPSHOT");
    assertThat(readme.replaceAll("\\s+", "")).contains(plugin.replaceAll("\\s+", ""));
    // and the pre-commit example names hooks that exist
    String hooks = Files.readString(ROOT.resolve(".pre-commit-hooks.yaml"));
    for (String line : preCommit.split("\n")) {
      if (line.strip().startsWith("- id: ")) {
        assertThat(hooks).contains(line.strip());
      }
    }
  }

  @Test
  void theLauncherWorksThroughASymlinkOnPath() throws Exception {
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Files.createSymbolicLink(bin.resolve("contextcov"), ROOT.resolve("contextcov"));
    Run r =
        run(
            dir,
            Map.of("PATH", bin + ":" + System.getenv("PATH")),
            List.of("bash", "-c", "contextcov --version"));
    assertThat(r.exit()).as(r.out()).isZero();
    assertThat(r.out()).containsPattern("contextcov \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
  }
}
