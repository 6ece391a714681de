/** A small, dependency-free JSON reader and writer for decisions, audit lines and traces. */
package io.contextcov.json;
