/** Renderings of analyzer findings: text, JSON, SARIF 2.1.0 and a Markdown pull-request comment. */
package io.contextcov.analyzer.report;
