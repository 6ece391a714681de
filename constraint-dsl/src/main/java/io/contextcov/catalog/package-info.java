/**
 * The tool catalog: tools, their typed arguments and effects, readers and the condition type check.
 */
package io.contextcov.catalog;
