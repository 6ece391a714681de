/** The rule matcher: deterministic pattern families that turn statements into constraints. */
package io.contextcov.compiler.rules;
