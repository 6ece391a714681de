/**
 * The condition language: an AST of sealed records, a positioned parser and a canonical printer.
 */
package io.contextcov.condition;
