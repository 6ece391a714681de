/**
 * Extraction of constraints by language models (DESIGN.md §1 step 4c, §10): a prompt built from one
 * normative statement, a model answer treated as candidate YAML that goes through the same reader
 * and catalog type check as hand-written constraints, one repair round, and a lock file so later
 * compiles reuse the answers offline.
 */
package io.contextcov.llm;
