/** Not API: the ANTLR-generated parser and the tree-to-AST conversion. */
package io.contextcov.grammar.internal;
