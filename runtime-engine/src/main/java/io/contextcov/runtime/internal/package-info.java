/** Not API: compiled condition evaluators, value semantics, per-session state. */
package io.contextcov.runtime.internal;
