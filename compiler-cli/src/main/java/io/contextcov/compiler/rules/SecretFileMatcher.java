package io.contextcov.compiler.rules;

import io.contextcov.bundle.Effect;
import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** Secret files never read or written: {@code .env}, keys, credentials. */
public final class SecretFileMatcher implements RuleMatcher {
  private static final Pattern SECRET =
      Pattern.compile(
          "(^|/)(\\.env(\\.[A-Za-z0-9_-]+)?|.*\\.pem|.*\\.key|id_rsa|id_ed25519|credentials(\\.json)?|secrets?(/|\\.ya?ml|\\.json)?)$");
  private static final Pattern PROSE =
      Pattern.compile(
          "(?i)\\b(\\.env|env files?|secrets? files?|private keys?|credentials files?)\\b");

  static boolean isSecret(String path) {
    String p = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    return SECRET.matcher(p).find() && !p.endsWith(".example") && !p.endsWith(".sample");
  }

  @Override
  public String family() {
    return "secret-files";
  }

  @Override
  public List<Draft> match(Statement s, ToolCatalog catalog) {
    if (!s.modality().negative()) {
      return List.of();
    }
    List<String> secrets = new ArrayList<>();
    for (String p : Phrases.paths(s)) {
      if (isSecret(p)
          && (Phrases.objectOf(s, p, Phrases.READ_VERBS)
              || Phrases.objectOf(s, p, Phrases.WRITE_VERBS))) {
        secrets.add(p);
      }
    }
    String lower = Phrases.lower(s);
    if (secrets.isEmpty() && PROSE.matcher(lower).find()) {
      secrets.add(lower.contains("key") ? "*.pem" : ".env");
    }
    if (secrets.isEmpty()) {
      return List.of();
    }
    boolean reads = Phrases.READ_VERBS.matcher(s.fullText()).find();
    boolean writes = Phrases.WRITE_VERBS.matcher(s.fullText()).find();
    List<String> actions = new ArrayList<>();
    if (reads || !writes) {
      actions.add("file.read");
    }
    if (writes || !reads) {
      actions.add("file.write");
    }
    List<Draft> out = new ArrayList<>();
    for (String secret : secrets) {
      for (String action : actions) {
        String sample = Phrases.samplePath(secret, s);
        out.add(
            new Draft(
                family(),
                action + ":" + secret,
                Phrases.constraint(action, new Effect.Deny(), Phrases.pathCondition(secret, s), s)
                    .withText(
                        "`"
                            + secret
                            + "` holds secrets and must not be "
                            + (action.equals("file.read") ? "read" : "written"),
                        null)
                    .withExamples(
                        Phrases.examples(
                            List.of(Map.of("path", "README.md")),
                            List.of(Map.of("path", sample))))));
      }
    }
    return out;
  }
}
