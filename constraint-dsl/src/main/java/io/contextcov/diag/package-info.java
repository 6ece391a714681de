/** Diagnostics: coded, located problems that every stage reports instead of throwing. */
package io.contextcov.diag;
