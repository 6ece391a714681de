/** How much of what instructions say is enforced (DESIGN.md §7). */
package io.contextcov.compiler.coverage;
