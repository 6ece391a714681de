/** Audit trails of decisions: the sink interface, a JSON-lines file sink and an in-memory sink. */
package io.contextcov.runtime.audit;
