/** JMH benchmarks: decision latency by bundle size, transforms, and jCasbin on the same rules. */
package io.contextcov.bench;
