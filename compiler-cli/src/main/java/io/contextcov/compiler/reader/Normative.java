package io.contextcov.compiler.reader;

import io.contextcov.compiler.statements.GatedPattern;
import io.contextcov.compiler.statements.Modality;
import java.util.Optional;

/**
 * The reader's judgement of whether a sentence rules, for sentences the modal-word detector passes
 * over: one that asks for a human's approval ("commands with `sudo` need explicit approval") or
 * bans an act, and does not describe something else.
 */
public final class Normative {
  private Normative() {}

  /**
   * An act's noun, with what it is of, ruled out: "refunds of premiums are not possible", "premium
   * refunds are not possible" (not "it is not possible to …", which may state a fact).
   */
  private static final GatedPattern NOT_POSSIBLE =
      GatedPattern.compile(
          "^\\W*(?:an? |the |any )?(?:[a-z]+s? of (?:an? |the |any )?[a-z]+(?: [a-z]+)?|[a-z]+ [a-z]+s)"
              + " (?:is|are) not possible\\b");

  /**
   * Policy prohibitions that carry no modal word the detector knows: a passive "cannot be
   * modified", "can add but not remove", "the user cannot add insurance", and a bound past a
   * comparative, "a stay cannot last more than 28 nights", "stays may not be longer than 28
   * nights".
   */
  private static final GatedPattern PROHIBITED =
      GatedPattern.compile(
          "\\b(?:cannot|can not|can't|may not) be [a-z]+(?:ed|en)\\b"
              + "|\\b(?:can|may) [a-z]+(?: [a-z]+){0,3} but (?:not|cannot|can't) [a-z]+"
              + "|\\b(?:cannot|can not|can't|may not) (?:change|modify|alter|remove|add|reduce|increase"
              + "|decrease|delete|cancel|edit|update|exceed)\\b"
              + "|\\b(?:cannot|can not|can't|may not) (?:[a-z]+ ){0,2}?(?:more|longer|higher|larger"
              + "|greater|heavier|bigger|fewer|less|lower|shorter) than (?:[$€£])?\\d");

  /**
   * An act kept for some cases, with no modal word the detector knows: "tickets are refundable only
   * if …", "orders can be refunded only when …", "a booking can only be changed …".
   */
  private static final GatedPattern ONLY_CASE =
      GatedPattern.compile(
          "\\b(?:(?:is|are)\\s+[a-z]+able|(?:can|may)\\s+be\\s+[a-z]+(?:ed|en))"
              // ("… can be cancelled free of charge only if …": a few words of manner between)
              + "(?:\\s+[a-z]+){0,3}?\\s+only\\s+"
              + "(?:if|when|for|after|before|within|where|while|once)\\b"
              + "|\\b(?:(?:can|may)\\s+only\\s+be\\s+[a-z]+(?:ed|en)|(?:is|are)\\s+only\\s+[a-z]+able)\\b"
              // "`Cargo.lock` is only updated by cargo": changed by that program alone
              + "|\\b(?:is|are)\\s+only\\s+(?:ever\\s+)?(?:edited|changed|modified|updated|written"
              + "|regenerated)\\s+by\\b");

  /** An allowance: "two free checked bags for each economy passenger". */
  private static final GatedPattern ALLOWANCE =
      GatedPattern.compile(
          "\\b(?:\\d+|one|two|three|four|five|six|no) free [a-z ]{1,40}?\\b(?:for each|per)\\b");

  /**
   * The assistant's conduct said in the present: "the assistant does not call any other tool", "the
   * agent never shares card numbers" — a rule of a policy about the assistant itself.
   */
  private static final GatedPattern ASSISTANT_DOES_NOT =
      GatedPattern.compile(
          "\\b(?:the )?(?:assistant|agent|bot|chatbot)\\s+(?:does not|doesn't|never|will not|won't)"
              + "\\s+[a-z]+");

  /**
   * "Every commit message follows Conventional Commits", "each PR title uses the form …", "commits
   * follow Conventional Commits": how every message or title is written, said in the present — a
   * format it must have.
   */
  private static final GatedPattern EVERY_MESSAGE_FOLLOWS =
      GatedPattern.compile(
          "^\\W*(?:every|each)\\s+(?:commit(?:\\s+message)?|(?:pr|pull\\s+request)\\s+title)\\s+"
              + "(?:follows|uses|matches|starts\\s+with|begins\\s+with)\\b"
              + "|^\\W*(?:all\\s+|our\\s+)?(?:commits|commit\\s+messages|(?:pr|pull\\s+request)\\s+titles)\\s+"
              + "(?:follow|use|match|start\\s+with|begin\\s+with)\\b");

  /**
   * "Commits need a `Signed-off-by` line", "every PR requires a linked issue": what each commit or
   * pull request carries, said with "need" or "require" and no modal word.
   */
  private static final GatedPattern COMMITS_NEED =
      GatedPattern.compile(
          "^\\W*(?:(?:every|each|all|any)\\s+)?(?:commits?|commit\\s+messages?|prs?|pull\\s+requests?"
              + "|merge\\s+requests?)\\s+(?:needs?|requires?)\\s+(?:a|an|the)\\s");

  /**
   * A need said with no modal word, made a rule by an order or a bound: "a SIM swap requires a code
   * check with `check_otp` first", "credits above 20 dollars need a reason code".
   */
  private static final GatedPattern NEED_RULE =
      GatedPattern.compile(
          "\\b(?:needs?|requires?)\\b[^.;]*\\bfirst\\b"
              + "|\\b(?:above|over|more than|greater than|exceeding|in excess of|under|below|less than)"
              + "\\s+[$€£]?\\d[^.;]*?\\b(?:needs?|requires?)\\b");

  /**
   * Nothing done once an act is done: "… and sends nothing after that", "calls nothing more once".
   */
  private static final GatedPattern NOTHING_AFTER =
      GatedPattern.compile(
          "\\b(?:does|do|sends?|says?|calls?|makes?)\\s+nothing(?:\\s+(?:else|more|further))?"
              + "\\s+(?:after|once)\\b");

  public static Optional<Modality> modality(String sentence) {
    String lower = sentence.toLowerCase(java.util.Locale.ROOT);
    if ((lower.contains("assistant") || lower.contains("agent") || lower.contains("bot"))
            && ASSISTANT_DOES_NOT.matcher(lower).find()
        || lower.contains("nothing") && NOTHING_AFTER.matcher(lower).find()) {
      return Optional.of(Modality.MUST_NOT);
    }
    if ((lower.startsWith("every") || lower.startsWith("each"))
            && io.contextcov.compiler.statements.ModalityDetector.EVERY_NEEDS
                .matcher(lower.strip())
                .matches()
        || EVERY_MESSAGE_FOLLOWS.matcher(lower).find()
        || COMMITS_NEED.matcher(lower).find()
        || (lower.contains("need") || lower.contains("require"))
            && NEED_RULE.matcher(lower).find()) {
      return Optional.of(Modality.MUST);
    }
    if (lower.contains("only") && sentence.indexOf('`') >= 0 && FrameReader.keptInside(sentence)) {
      // "the agent works only inside `apps/web/`": writes kept to a place, said of the agent
      return Optional.of(Modality.MUST);
    }
    if (lower.contains("only") && sentence.indexOf('`') >= 0 && FrameReader.peopleOnly(sentence)) {
      // "`make release` (maintainers only)": a command kept for people
      return Optional.of(Modality.MUST);
    }
    if (lower.contains("not possible") && NOT_POSSIBLE.matcher(lower).find()) {
      // "refunds of premiums are not possible": an act named by its noun, ruled out
      return Optional.of(Modality.MUST_NOT);
    }
    if (!lower.strip().endsWith("?")) {
      // policy prohibitions and allowances read as such whatever their grammatical subject
      if ((lower.contains("can") || lower.contains("may")) && PROHIBITED.matcher(lower).find()) {
        return Optional.of(Modality.MUST_NOT);
      }
      if (lower.contains("only") && ONLY_CASE.matcher(lower).find()) {
        return Optional.of(Modality.MUST);
      }
      if (lower.contains(" free ") && ALLOWANCE.matcher(lower).find()) {
        return Optional.of(Modality.MUST);
      }
    }
    if (!FrameReader.requiredAfter(sentence).equals(sentence)) {
      // "changes to X require running Y": a duty stated with the change as its subject
      return Optional.of(Modality.MUST);
    }
    Prose p = Prose.of(FrameReader.parentheticals(sentence));
    if (p.words().isEmpty() || sentence.strip().endsWith("?") || FrameReader.descriptive(p)) {
      return Optional.empty();
    }
    if (FrameReader.asks(p)) {
      return Optional.of(Modality.MUST);
    }
    if ((p.has("object.message") || p.has("object.title"))
            && p.spans().stream().anyMatch(sp -> DecisionTable.TEMPLATE.matcher(sp).matches())
        || p.has("object.title")
            && p.spans().stream()
                .anyMatch(sp -> DecisionTable.TAGGED_TITLE.matcher(sp).matches())) {
      // "Commit messages: `type(scope): summary`" declares a format ("Title format: `[api]
      // <summary>`" one of titles)
      return Optional.of(Modality.MUST);
    }
    int colon = sentence.indexOf(':');
    if (colon > 0
        && io.contextcov.compiler.statements.StatementFinder.MESSAGE_LABEL
            .matcher(sentence.substring(0, colon).strip())
            .find()
        && !sentence.substring(colon + 1).isBlank()) {
      // "Commit messages: imperative mood, under 72 characters": a label naming messages or
      // titles, then how they look
      return Optional.of(Modality.MUST);
    }
    if (colon > 0
        && io.contextcov.compiler.statements.StatementFinder.BRANCH_LABEL
            .matcher(sentence.substring(0, colon))
            .find()
        && p.spans().stream().anyMatch(sp -> sp.matches("[\\w.-]+/.*|.*<[^>]+>.*"))) {
      // "Branch names: `feature/<topic>`" declares how branches are named
      return Optional.of(Modality.MUST);
    }
    boolean act = Lexicon.get().classesStartingWith("act.").stream().anyMatch(p::has);
    if (act && p.has("negation") && p.has("hard")) {
      return Optional.of(Modality.MUST_NOT);
    }
    return Optional.empty();
  }
}
