/**
 * The runtime engine: loads a bundle once and decides every tool call an agent makes (DESIGN.md
 * §8). Immutable and thread-safe; sessions are safe for concurrent calls.
 */
package io.contextcov.runtime;
