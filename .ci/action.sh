#!/usr/bin/env bash
# The GitHub Action's steps (action.yml), runnable anywhere: compile --check, check to SARIF, the
# Markdown report to the job summary (and optionally a pull-request comment).
#
# Inputs come as INPUT_* variables (see action.yml). CONTEXTCOV_JAR runs a given jar instead of the
# launcher beside this script (which builds the jar on first use). Exit codes: 0 clean, 1 the bundle
# is stale or findings at or above fail-on, 2 a usage problem.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
paths="${INPUT_PATHS:-.}"
bundle="${INPUT_BUNDLE:-contextcov.bundle.yaml}"
tools="${INPUT_TOOLS:-}"
fail_on="${INPUT_FAIL_ON:-error}"
sarif="${INPUT_SARIF:-}"
comment="${INPUT_COMMENT:-false}"
summary="${GITHUB_STEP_SUMMARY:-/dev/null}"
outputs="${GITHUB_OUTPUT:-/dev/null}"

contextcov() {
  if [ -n "${CONTEXTCOV_JAR:-}" ]; then
    java -jar "$CONTEXTCOV_JAR" "$@"
  else
    "$here/contextcov" "$@"
  fi
}

case "$fail_on" in error | warning | never) ;; *)
  echo "contextcov: fail-on must be error, warning or never (got '$fail_on')" >&2
  exit 2
  ;;
esac

# shellcheck disable=SC2206  # the paths input is a space-separated list
path_args=($paths)
tool_args=()
if [ -n "$tools" ]; then
  tool_args=(--tools "$tools")
fi

status=0
echo "::group::contextcov compile --check"
contextcov compile "${path_args[@]}" "${tool_args[@]}" -o "$bundle" --check
compiled=$?
echo "::endgroup::"
if [ "$compiled" -eq 1 ]; then
  echo "::error file=$bundle::$bundle is not what compiling the instruction files gives now; run: contextcov compile ${paths} -o $bundle"
  {
    echo "### contextcov: \`$bundle\` is out of date"
    echo
    echo "Run \`contextcov compile ${paths} -o $bundle\` and commit the result."
    echo
  } >>"$summary"
  status=1
elif [ "$compiled" -ne 0 ]; then
  exit "$compiled"
fi

if [ -n "$sarif" ]; then
  contextcov check "$bundle" --format sarif --fail-on never >"$sarif" || exit 2
fi
report="$(mktemp)"
contextcov check "$bundle" --format markdown --fail-on "$fail_on" >"$report"
checked=$?
cat "$report" >>"$summary"
findings="$(grep -c '^| [^ |]' "$report" || true)"
echo "findings=${findings:-0}" >>"$outputs"

if [ "$comment" = "true" ] && [ -n "${GITHUB_EVENT_PATH:-}" ]; then
  pr="$(sed -n 's/.*"number": *\([0-9][0-9]*\).*/\1/p' "$GITHUB_EVENT_PATH" | head -n 1)"
  if [ -n "$pr" ] && command -v gh >/dev/null; then
    gh pr comment "$pr" --body-file "$report" || echo "contextcov: could not post the comment" >&2
  fi
fi
rm -f "$report"

if [ "$checked" -ge 2 ]; then
  exit "$checked"
fi
if [ "$checked" -eq 1 ]; then
  status=1
fi
exit "$status"
