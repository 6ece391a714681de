/**
 * Shell command lines as agents send them: splitting into simple commands (quotes, escapes,
 * operators, substitutions, wrappers such as {@code sudo} and {@code bash -c}) and matching them
 * against command patterns with normalised flags.
 */
package io.contextcov.shell;
