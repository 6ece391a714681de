/** Finding instruction files and what their place in the tree means (scope, priority). */
package io.contextcov.compiler.source;
