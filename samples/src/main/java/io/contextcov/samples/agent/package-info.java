/** A small LangChain4j airline agent whose tool calls go through the contextcov engine. */
package io.contextcov.samples.agent;
