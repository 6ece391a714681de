package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Verdict;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Other agents' terminal and file tools are decided as the standard calls they make: a bundle's
 * shell and file rules hold whichever agent's tool names reach the engine.
 */
class AgentToolsTest {
  private static Session session(String constraints) {
    return SessionApiTest.session(constraints);
  }

  @Test
  void terminalToolsStandForAShellCall() {
    assertThat(
            AgentTools.standard(
                new ToolCall("run_command", Map.of("CommandLine", " make test ", "Cwd", "api"))))
        .contains(new ToolCall("shell.exec", Map.of("command", "make test", "cwd", "api")));
    assertThat(
            AgentTools.standard(
                new ToolCall("send_command_input", Map.of("CommandId", "t1", "Input", "ls\n"))))
        .contains(new ToolCall("shell.exec", Map.of("command", "ls")));
    assertThat(AgentTools.standard(new ToolCall("run_in_terminal", Map.of("command", "npm ci"))))
        .contains(new ToolCall("shell.exec", Map.of("command", "npm ci")));
    // a command given as words: the line a shell's -c runs, or the words quoted where needed
    assertThat(
            AgentTools.standard(
                new ToolCall("shell", Map.of("command", List.of("bash", "-lc", "make lint")))))
        .contains(new ToolCall("shell.exec", Map.of("command", "make lint")));
    assertThat(
            AgentTools.standard(
                new ToolCall("shell", Map.of("command", List.of("git", "commit", "-m", "a b")))))
        .contains(new ToolCall("shell.exec", Map.of("command", "git commit -m 'a b'")));
  }

  @Test
  void fileToolsStandForFileCalls() {
    assertThat(
            AgentTools.standard(
                new ToolCall(
                    "write_to_file", Map.of("TargetFile", "src/a.ts", "CodeContent", "x"))))
        .contains(new ToolCall("file.write", Map.of("path", "src/a.ts", "content", "x")));
    assertThat(AgentTools.standard(new ToolCall("view_file", Map.of("AbsolutePath", "/w/.env"))))
        .contains(new ToolCall("file.read", Map.of("path", "/w/.env")));
  }

  @Test
  void standardAndUnknownToolsAndEmptyInputsStandForNothing() {
    assertThat(AgentTools.standard(new ToolCall("shell.exec", Map.of("command", "ls")))).isEmpty();
    assertThat(AgentTools.standard(new ToolCall("deploy_site", Map.of("command", "ls")))).isEmpty();
    assertThat(AgentTools.standard(new ToolCall("run_command", Map.of("Blocking", true))))
        .isEmpty();
    assertThat(AgentTools.standard(new ToolCall("run_command", Map.of("CommandLine", "  "))))
        .isEmpty();
  }

  @Test
  void aBanOnACommandHoldsWhenAnotherAgentsTerminalRunsIt() {
    Session s =
        session(
            "  - {id: no-force, kind: deny, on: shell.exec,"
                + " when: \"invokes(args.command, 'git push --force')\"}\n"
                + "  - {id: no-main, kind: deny, on: git.push, when: \"args.branch == 'main'\"}\n");
    ToolCall typed =
        new ToolCall("send_command_input", Map.of("CommandId", "t1", "Input", "git push -f"));
    assertThat(s.before(typed).violations())
        .extracting(Violation::constraint)
        .containsExactly("no-force");
    ToolCall run =
        new ToolCall(
            "run_command", Map.of("CommandLine", "git push origin main", "Blocking", true));
    assertThat(s.before(run).violations())
        .extracting(Violation::constraint)
        .containsExactly("no-main");
    ToolCall harmless = new ToolCall("run_command", Map.of("CommandLine", "cmd"));
    assertThat(s.before(harmless).verdict()).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void theTerminalsResultMeetsARuleOnTheCommandsResult() {
    Session s =
        session(
            "  - id: tests-first\n    kind: sequence\n    on: git.commit\n    after: shell.exec\n"
                + "    after-when: \"invokes(args.command, 'make test') && result.exit_code == 0\"\n");
    ToolCall test = new ToolCall("run_in_terminal", Map.of("command", "make test"));
    ToolCall commit = new ToolCall("run_in_terminal", Map.of("command", "git commit -m x"));
    assertThat(s.before(test).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(test, Map.of("exit_code", 1));
    assertThat(s.before(commit).verdict()).isEqualTo(Verdict.DENY);
    assertThat(s.before(test).verdict()).isEqualTo(Verdict.ALLOW);
    s.after(test, Map.of("exit_code", 0));
    assertThat(s.before(commit).verdict()).isEqualTo(Verdict.ALLOW);
  }

  @Test
  void aRuleOnTheToolsOwnNameStillHolds() {
    Session s =
        session("  - {id: no-bg, kind: deny, on: run_command, when: \"args.Blocking == false\"}\n");
    ToolCall bg =
        new ToolCall("run_command", Map.of("CommandLine", "npm start", "Blocking", false));
    assertThat(s.before(bg).violations())
        .extracting(Violation::constraint)
        .containsExactly("no-bg");
  }
}
