/** Conflict analysis (DESIGN.md §6): exact overlap and inclusion of constraints, with witnesses. */
package io.contextcov.analyzer;
