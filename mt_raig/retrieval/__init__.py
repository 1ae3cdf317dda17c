"""Multi-table retrieval: retrievers behind one interface, metrics, run files."""
