/** Sentences of instruction text and which of them are rules (normative statements). */
package io.contextcov.compiler.statements;
