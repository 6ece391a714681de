/** Instruction files as text units with 1-based positions, section paths and code literals. */
package io.contextcov.compiler.markdown;
