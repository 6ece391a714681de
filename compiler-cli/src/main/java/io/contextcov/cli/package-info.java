/** The {@code contextcov} command line: thin picocli commands over the library modules. */
package io.contextcov.cli;
