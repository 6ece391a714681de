package io.contextcov.compiler.markdown;

/**
 * A fenced {@code contextcov} block: hand-written constraints in YAML.
 *
 * @param firstLine the file line of the block's first YAML line
 * @param after the unit just before the block (the statement it belongs to), or null
 */
public record EmbeddedBlock(String yaml, int firstLine, int column, TextUnit after) {}
