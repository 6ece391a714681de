/**
 * The compile stages of DESIGN.md §1, one class each; every stage takes and returns typed values
 * ({@link io.contextcov.compiler.stages.Step}), and {@link io.contextcov.compiler.Pipeline} chains
 * them.
 */
package io.contextcov.compiler.stages;
