package io.contextcov.analyzer;

import io.contextcov.bundle.Bundle;
import io.contextcov.catalog.ToolCatalog;
import java.util.List;

/** What checks see: the bundle, its constraints modelled, the catalog. */
public record Analysis(Bundle bundle, List<Modelled> constraints, ToolCatalog catalog) {}
