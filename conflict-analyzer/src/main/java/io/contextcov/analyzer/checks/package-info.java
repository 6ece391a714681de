/** The analyzer's checks, one class each with its code, name, severity and description. */
package io.contextcov.analyzer.checks;
