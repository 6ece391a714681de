/**
 * The constraint bundle: records for every part of {@code contextcov.bundle.yaml} (DESIGN.md §3).
 */
package io.contextcov.bundle;
