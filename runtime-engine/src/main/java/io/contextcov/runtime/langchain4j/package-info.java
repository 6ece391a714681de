/**
 * Optional LangChain4j integration: tool executors and providers that route every tool call through
 * the engine. Needs {@code dev.langchain4j:langchain4j} on the class path; the engine does not.
 */
package io.contextcov.runtime.langchain4j;
