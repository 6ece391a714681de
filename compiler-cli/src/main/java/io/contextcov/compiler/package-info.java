/** The instruction-file compiler: the stages of DESIGN.md §1, listed in {@link Pipeline}. */
package io.contextcov.compiler;
