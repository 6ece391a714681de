package io.contextcov.compiler.statements;

import io.contextcov.compiler.markdown.InstructionDocument;
import io.contextcov.compiler.markdown.TextUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Finds the normative statements of a document, each located at its first character. */
public final class StatementFinder {
  private static final Pattern CODE = Pattern.compile("`([^`]+)`");

  private static final Pattern LABEL = Pattern.compile("^([^:：`]{1,40})[:：]\\s+(?=\\S)");

  private StatementFinder() {}

  /**
   * "Strict rule: the agent must…" is located where the rule starts; a label that is a rule itself
   * ("Never do X: …") stays.
   */
  static Sentence withoutLabel(Sentence s) {
    Matcher m = LABEL.matcher(s.text());
    if (!m.find()
        || m.group(1).strip().split("\\s+").length > 4
        || ModalityDetector.detect(m.group(1), true).isPresent()) {
      return s;
    }
    return new Sentence(s.text().substring(m.end()), s.offset() + m.end());
  }

  public static List<Statement> find(InstructionDocument doc) {
    List<Statement> out = new ArrayList<>();
    for (TextUnit unit : doc.units()) {
      List<Sentence> sentences = SentenceSplitter.split(unit.text());
      Optional<Modality> inherited =
          unit.leadIn() == null ? Optional.empty() : ModalityDetector.detect(unit.leadIn(), false);
      for (int i = 0; i < sentences.size(); i++) {
        Sentence s = withoutLabel(sentences.get(i));
        Optional<Modality> modality =
            ModalityDetector.detect(s.text(), unit.kind() == TextUnit.Kind.HEADING);
        if (modality.isEmpty() && i == 0 && inherited.isPresent()) {
          modality = inherited;
        }
        if (modality.isEmpty()) {
          continue;
        }
        List<String> literals = new ArrayList<>();
        Matcher m = CODE.matcher(s.text());
        while (m.find()) {
          literals.add(m.group(1));
        }
        if (i == sentences.size() - 1) {
          literals.addAll(unit.codeBlocks());
        }
        out.add(
            new Statement(
                doc.file().display(),
                unit.lineAt(s.offset()),
                unit.columnAt(s.offset()),
                unit.section(),
                s.text(),
                modality.get(),
                literals,
                unit.leadIn(),
                ModalityDetector.conditions(s.text()),
                doc.file().scope()));
      }
    }
    return out;
  }
}
