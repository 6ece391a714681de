package io.contextcov.compiler.statements;

/** A sentence of a unit: its text and where it starts in the unit's text. */
public record Sentence(String text, int offset) {}
