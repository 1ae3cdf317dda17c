"""Table-QA baselines of the paper's Table 6 as generation methods: Dater, Chain-of-Table, TaPERA.

Each is a :class:`~mt_raig.generation.methods.Generator` registered in
:data:`~mt_raig.generation.methods.METHODS` (``--method dater|chain-of-table|tapera``), works with any LLM
backend and over several tables (each module's docstring says how), and keeps every intermediate step
(operations, sub-tables, sub-questions, SQL or Python and its output, statuses) in the prediction record.

- :mod:`.frames`: our ``Table`` as a pandas DataFrame, and back to prompt text and step records;
- :mod:`.operations`: f_add_column, f_select_row, f_select_column, f_group_by, f_sort_by, parsed strictly;
- :mod:`.sql`: LLM-written SQLite queries run in the sandbox (Dater);
- :mod:`.driver`: batched execution of multi-call methods; :mod:`.method`: their shared base;
- :mod:`.prompts`: the versioned prompts; :mod:`.dater`, :mod:`.chain_of_table`, :mod:`.tapera`: the methods.
"""

METHOD_NAMES = ("dater", "chain-of-table", "tapera")

__all__ = ["METHOD_NAMES"]
