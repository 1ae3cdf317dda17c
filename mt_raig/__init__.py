"""mt-raig: load MT-RAIG, retrieve tables, generate insights, score them with MT-RAIG Eval."""

from mt_raig.tables import Table, corpus_fingerprint, serialize_tables, table_id, truncate_to_budget

__version__ = "0.1.0.dev0"
__all__ = ["Table", "corpus_fingerprint", "serialize_tables", "table_id", "truncate_to_budget", "__version__"]
