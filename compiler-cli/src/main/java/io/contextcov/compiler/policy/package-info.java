/**
 * Catalog grounding for business policies (DESIGN.md §12.6): the policy's nouns, values and numbers
 * matched against the tool catalog's tools, arguments, enum values and described value shapes, and
 * against the entities the tools read, so "basic economy flights cannot be modified" becomes a deny
 * on the flight-changing tool when the reservation read earlier is in basic economy.
 */
package io.contextcov.compiler.policy;
