/** Text-level helpers shared by every layer: hashing. */
package io.contextcov.text;
