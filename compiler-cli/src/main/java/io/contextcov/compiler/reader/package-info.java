/**
 * The rule reader (DESIGN.md §12): statements are read as frames (strength, polarity, act, object,
 * order, condition, exception, substitution), grounded in the standard vocabulary and in what the
 * same file says elsewhere, and turned into constraints by one decision table.
 */
package io.contextcov.compiler.reader;
