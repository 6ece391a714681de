/** Sets of values and of calls: strings as automata, numbers as interval unions, boxes, regions. */
package io.contextcov.analyzer.domain;
