/** Maps the tool-call shapes of real agents onto the standard vocabulary (DESIGN.md §4). */
package io.contextcov.runtime.adapters;
