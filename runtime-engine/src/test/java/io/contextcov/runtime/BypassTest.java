package io.contextcov.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Verdict;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Obfuscated variants of denied commands and paths must be caught; harmless near-misses must be
 * allowed. Prints the figures.
 */
class BypassTest {
  private static Engine engine;

  @BeforeAll
  static void load() throws Exception {
    engine =
        Engine.load(
            Path.of("src/test/resources/bypass.bundle.yaml"),
            EngineOptions.DEFAULTS.withVerifyDigest(false).withWorkspaceRoot("/repo"));
  }

  record Probe(String rule, String action, Map<String, Object> args) {}

  private static Probe cmd(String rule, String command) {
    return new Probe(rule, "shell.exec", Map.of("command", command));
  }

  private static Probe write(String rule, String path) {
    return new Probe(rule, "file.write", Map.of("path", path));
  }

  private static Probe writeIn(String rule, String cwd, String path) {
    Map<String, Object> args = new LinkedHashMap<>();
    args.put("path", path);
    args.put("cwd", cwd);
    return new Probe(rule, "file.write", args);
  }

  private static Probe read(String rule, String path) {
    return new Probe(rule, "file.read", Map.of("path", path));
  }

  static final List<Probe> CAUGHT =
      List.of(
          cmd("no-force-push", "git push -f"),
          cmd("no-force-push", "git push --force"),
          cmd("no-force-push", "git push origin main --force"),
          cmd("no-force-push", "git push -f origin main"),
          cmd("no-force-push", "git push -uf origin main"),
          cmd("no-force-push", "git push origin +main"),
          cmd("no-force-push", "/usr/bin/git push -f"),
          cmd("no-force-push", "sudo -u deploy git push -f"),
          cmd("no-force-push", "env GIT_TRACE=1 git push --force"),
          cmd("no-force-push", "bash -c \"git push -f\""),
          cmd("no-force-push", "pnpm --filter web exec git push -f"),
          cmd("no-force-push", "git push --{force,quiet}"),
          cmd("no-force-push", "git push origin +{main,dev}"),
          cmd("no-force-push", "{git,} push -f"),
          cmd("no-force-push", "x='push -f'; git $x"),
          cmd("no-force-push", "git push --mirror backup"),
          cmd("no-force-push", "coproc git push -f"),
          cmd("no-force-push", "ssh -p 2222 deploy@ci git push -f"),
          cmd("no-force-push", "ssh ci 'git push --force origin main'"),
          cmd("no-rm-rf", "docker exec app rm -rf /data"),
          cmd("no-rm-rf", "docker run --rm -v \"$PWD:/w\" -w /w node:20 rm -rf node_modules"),
          cmd("no-rm-rf", "kubectl exec -it api-0 -- rm -rf /var/lib/data"),
          cmd("no-force-push", "git push -{f,u} origin main"),
          cmd("no-force-push", "uv run --with httpx git push --force"),
          cmd("no-force-push", "bundle exec git push -f origin main"),
          cmd("no-force-push", "npm exec -- git push --force"),
          cmd("no-force-push", "sh -c 'git push --force origin'"),
          cmd("no-force-push", "bash -lc 'cd x && git push -f'"),
          cmd("no-force-push", "echo ok && git push -f"),
          cmd("no-force-push", "false || git push --force"),
          cmd("no-force-push", "(git push -f)"),
          cmd("no-force-push", "x=$(git push -f)"),
          cmd("no-force-push", "echo \"$(git push --force)\""),
          cmd("no-force-push", "echo `git push -f`"),
          cmd("no-force-push", "g''it push -f"),
          cmd("no-force-push", "\"git\" \"push\" \"-f\""),
          cmd("no-force-push", "git -C repo push -f"),
          cmd("no-force-push", "git -c core.askpass=x push --force"),
          cmd("no-force-push", "nohup git push -f &"),
          cmd("no-force-push", "time git push -f"),
          cmd("no-force-push", "command git push -f"),
          cmd("no-force-push", "eval \"git push -f\""),
          cmd("no-force-push", "G=git; $G push -f"),
          cmd("no-force-push", "timeout 10 git push -f"),
          cmd("no-force-push", "make build; git push --force"),
          cmd("no-force-push", "git push\\\n  --force"),
          cmd("no-rm-rf", "rm -rf /"),
          cmd("no-rm-rf", "rm -fr /tmp/x"),
          cmd("no-rm-rf", "rm -r -f x"),
          cmd("no-rm-rf", "rm --recursive --force x"),
          cmd("no-rm-rf", "rm -Rf x"),
          cmd("no-rm-rf", "rm -rfv x"),
          cmd("no-rm-rf", "/bin/rm -rf x"),
          cmd("no-rm-rf", "\\rm -rf x"),
          cmd("no-rm-rf", "r''m -rf x"),
          cmd("no-rm-rf", "$'\\x72m' -rf x"),
          cmd("no-rm-rf", "find . -name '*.o' -exec rm -rf {} \\;"),
          cmd("no-rm-rf", "ls | xargs rm -rf"),
          cmd("no-rm-rf", "sudo rm -rf /var/lib/x"),
          cmd("no-hard-reset", "git reset --hard"),
          cmd("no-hard-reset", "git reset --hard HEAD~1"),
          cmd("no-hard-reset", "git reset HEAD~1 --hard"),
          cmd("no-hard-reset", "git --no-pager reset --hard"),
          cmd("use-pnpm", "npm install"),
          cmd("use-pnpm", "npm i lodash"),
          cmd("use-pnpm", "npm add -D vitest"),
          cmd("use-pnpm", "cd web && npm i"),
          cmd("use-pnpm", "/usr/local/bin/npm install"),
          cmd("no-skip-hooks", "git commit --no-verify -m x"),
          cmd("no-skip-hooks", "git commit -n -m x"),
          cmd("no-skip-hooks", "git commit -nm x"),
          cmd("no-skip-hooks", "git commit -anm 'quick fix'"),
          cmd("no-sudo", "sudo ls"),
          cmd("no-sudo", "echo x | sudo tee /etc/hosts"),
          cmd("no-sudo", "bash -c 'sudo reboot'"),
          cmd("no-git-clean", "git clean -fd"),
          cmd("no-git-clean", "git clean -f -d -x"),
          cmd("no-git-clean", "git clean --force"),
          cmd("no-docker-prune", "docker system prune -af"),
          cmd("no-docker-prune", "docker system prune --volumes"),
          write("no-env-writes", ".env"),
          write("no-env-writes", "./.env"),
          write("no-env-writes", "config/.env"),
          write("no-env-writes", "src/../.env"),
          write("no-env-writes", "/repo/.env"),
          write("no-env-writes", "src//app/./.env"),
          write("generated-readonly", "src/generated/a.ts"),
          write("generated-readonly", "./src/generated/x/y.ts"),
          write("generated-readonly", "src//generated/a.ts"),
          write("generated-readonly", "src/x/../generated/a.ts"),
          write("generated-readonly", "/repo/src/generated/a.ts"),
          writeIn("generated-readonly", "src", "generated/a.ts"),
          read("no-secret-reads", "secrets/key.pem"),
          read("no-secret-reads", "./secrets/a/b"),
          read("no-secret-reads", "x/../secrets/a"),
          read("no-secret-reads", "/repo/secrets/a"),
          write("writes-only-in-src", "README.md"),
          write("writes-only-in-src", "../outside.txt"),
          write("writes-only-in-src", "src/../README.md"),
          write("writes-only-in-src", "/etc/passwd"),
          write("writes-only-in-src", "~/.bashrc"),
          write("writes-only-in-src", "src/../../etc/x"),
          cmd("no-release-script", "scripts/release.sh v2"),
          cmd("no-release-script", "./scripts/release.sh"),
          cmd("no-release-script", "bash scripts/release.sh v2"),
          cmd("no-release-script", "sh -e ./scripts/release.sh"),
          cmd("no-release-script", "bash -x -o pipefail scripts/release.sh"),
          cmd("no-release-script", "source scripts/release.sh"),
          cmd("no-release-script", ". ./scripts/release.sh"),
          cmd("no-release-script", "timeout 60 bash scripts/release.sh"),
          cmd("no-release-script", "bash -c 'bash scripts/release.sh'"));

  static final List<Probe> ALLOWED =
      List.of(
          cmd("no-force-push", "pnpm --filter web exec git push"),
          cmd("no-release-script", "bash scripts/build.sh"),
          cmd("no-release-script", "cat scripts/release.sh"),
          cmd("no-release-script", "bash -n other.sh scripts/release.sh"),
          cmd("no-release-script", "python3 -m scripts.release"),
          cmd("no-force-push", "git push origin '{main,dev}'"),
          cmd("no-force-push", "echo 'git push --{force,quiet}'"),
          cmd("no-force-push", "uv run pytest -k push_force"),
          cmd("no-force-push", "git push origin main"),
          cmd("no-force-push", "git push"),
          cmd("no-force-push", "x='push -f'; git \"$x\""),
          cmd("no-force-push", "ssh ci git push origin main"),
          cmd("no-rm-rf", "docker run --rm node:20 npm test"),
          cmd("no-rm-rf", "kubectl exec api-0 -- ls /data"),
          cmd("no-force-push", "echo \"git push --force\""),
          cmd("no-force-push", "git commit -m \"git push --force later\""),
          cmd("no-force-push", "git stash push -f"),
          cmd("no-force-push", "# git push -f"),
          cmd("no-force-push", "cat <<< \"git push -f\""),
          cmd("no-force-push", "gitk push -f"),
          cmd("no-force-push", "printf '%s' 'git push -f'"),
          cmd("no-force-push", "git pull --force"),
          cmd("no-rm-rf", "rm -r build"),
          cmd("no-rm-rf", "rm -f a.txt"),
          cmd("no-rm-rf", "echo rm -rf /"),
          cmd("no-rm-rf", "grep -rf patterns.txt ."),
          cmd("no-rm-rf", "cat rm-rf.txt"),
          cmd("no-rm-rf", "npm run rm -- -rf"),
          cmd("no-rm-rf", "git commit -m 'rm -rf cleanup'"),
          cmd("no-hard-reset", "git reset --soft HEAD~1"),
          cmd("no-hard-reset", "git reset HEAD file.txt"),
          cmd("no-hard-reset", "echo git reset --hard"),
          cmd("use-pnpm", "pnpm install"),
          cmd("use-pnpm", "npm test"),
          cmd("use-pnpm", "npm run install-deps"),
          cmd("use-pnpm", "npm ci"),
          cmd("use-pnpm", "echo npm install"),
          cmd("no-skip-hooks", "git commit -m '--no-verify'"),
          cmd("no-skip-hooks", "git commit -m 'skip -n'"),
          cmd("no-skip-hooks", "git commit -am 'normal'"),
          cmd("no-sudo", "echo sudo"),
          cmd("no-sudo", "sudoku --level 3"),
          cmd("no-sudo", "cat /etc/sudoers"),
          cmd("no-git-clean", "git clean -n"),
          cmd("no-git-clean", "git clean --dry-run"),
          cmd("no-docker-prune", "docker system df"),
          cmd("no-docker-prune", "docker image prune"),
          write("no-env-writes", "src/.env.example"),
          write("no-env-writes", "src/.envrc"),
          write("no-env-writes", "src/env/settings.ts"),
          write("generated-readonly", "src/generated-docs/a.ts"),
          write("generated-readonly", "src/gen/a.ts"),
          write("generated-readonly", "src/app/generated.ts"),
          read("no-secret-reads", "secrets.md"),
          read("no-secret-reads", "docs/secrets/a.md"),
          read("no-secret-reads", "secretsX/a"),
          write("writes-only-in-src", "src/a.ts"),
          write("writes-only-in-src", "./src/b.ts"),
          write("writes-only-in-src", "/repo/src/c.ts"),
          write("writes-only-in-src", "src/deep/../d.ts"),
          writeIn("writes-only-in-src", "src/app", "e.ts"));

  @Test
  void obfuscatedVariantsAreCaughtAndNearMissesAllowed() {
    List<String> missed = new ArrayList<>();
    for (Probe p : CAUGHT) {
      Decision d = engine.decide(new ToolCall(p.action(), p.args()));
      boolean byRule = d.violations().stream().anyMatch(v -> v.constraint().equals(p.rule()));
      if (d.verdict() != Verdict.DENY || !byRule) {
        missed.add(p.rule() + ": " + p.args() + " -> " + d.toMap());
      }
    }
    List<String> wronglyBlocked = new ArrayList<>();
    for (Probe p : ALLOWED) {
      Decision d = engine.decide(new ToolCall(p.action(), p.args()));
      boolean byRule = d.violations().stream().anyMatch(v -> v.constraint().equals(p.rule()));
      if (byRule) {
        wronglyBlocked.add(p.rule() + ": " + p.args() + " -> " + d.toMap());
      }
    }
    long commandRules =
        CAUGHT.stream()
            .filter(p -> p.action().equals("shell.exec"))
            .map(Probe::rule)
            .distinct()
            .count();
    long pathRules =
        CAUGHT.stream()
            .filter(p -> !p.action().equals("shell.exec"))
            .map(Probe::rule)
            .distinct()
            .count();
    System.out.printf(
        "bypass suite: %d command rules, %d path rules; caught %d/%d obfuscated variants,"
            + " allowed %d/%d near-misses%n",
        commandRules,
        pathRules,
        CAUGHT.size() - missed.size(),
        CAUGHT.size(),
        ALLOWED.size() - wronglyBlocked.size(),
        ALLOWED.size());
    assertThat(commandRules).isGreaterThanOrEqualTo(8);
    assertThat(pathRules).isGreaterThanOrEqualTo(4);
    assertThat(CAUGHT).hasSizeGreaterThanOrEqualTo(60);
    assertThat(ALLOWED).hasSizeGreaterThanOrEqualTo(40);
    assertThat(missed).as("variants that got through").isEmpty();
    assertThat(wronglyBlocked).as("near-misses that were blocked").isEmpty();
  }
}
