package io.contextcov.compiler.policy;

import static io.contextcov.compiler.policy.PolicyBundles.verdict;
import static org.assertj.core.api.Assertions.assertThat;

import io.contextcov.bundle.Bundle;
import io.contextcov.bundle.Verdict;
import io.contextcov.runtime.Session;
import java.net.URISyntaxException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A registrar's chat: "never enroll a student as an auditor" names the party `enroll_course` takes
 * by id as the act's object and the yes-or-no `audit` by its doer's noun, so only auditing
 * enrollments are refused; "Grades are never changed through this chat" is a ban, the channel words
 * singling no grade out.
 */
class RegistrarPolicyTest {
  private static Bundle bundle;

  @BeforeAll
  static void compile() throws URISyntaxException {
    bundle = PolicyBundles.compile("registrar-policy.md", "registrar-tools.json");
  }

  private static Session verified() {
    return PolicyBundles.after(
        bundle,
        "find_student",
        Map.of("student_number", "S-1042", "date_of_birth", "2003-09-14"),
        Map.of("student_id", "ST1"));
  }

  @Test
  void onlyAnAuditingEnrollmentIsRefused() {
    assertThat(
            verdict(
                verified(),
                "enroll_course",
                Map.of("student_id", "ST1", "section_id", "MATH-201-A", "audit", true)))
        .isEqualTo(Verdict.DENY);
    assertThat(
            verdict(
                verified(),
                "enroll_course",
                Map.of("student_id", "ST1", "section_id", "MATH-201-A", "audit", false)))
        .isEqualTo(Verdict.ALLOW);
  }

  @Test
  void gradesAreNeverChangedInChat() {
    assertThat(
            verdict(
                verified(),
                "change_grade",
                Map.of("student_id", "ST1", "section_id", "MATH-201-A", "grade", "B+")))
        .isEqualTo(Verdict.DENY);
  }

  @Test
  void aDropWaitsForTheStudentsYes() {
    assertThat(
            verdict(
                verified(), "drop_course", Map.of("student_id", "ST1", "section_id", "MATH-201-A")))
        .isEqualTo(Verdict.CONFIRM);
  }
}
