/** Safe YAML (and JSON) loading into position-carrying nodes, and the canonical YAML emitter. */
package io.contextcov.yaml;
