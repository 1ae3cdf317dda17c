"""The table-QA methods' prompts, versioned: one dict of templates per version, keyed by stage.

Written for this project from each method's paper (Dater: Ye et al., SIGIR 2023; Chain-of-Table: Wang et
al., ICLR 2024; TaPERA: Zhao et al., ACL 2024), not copied from their code: the papers' few-shot
demonstrations are replaced by a short statement of the expected reply format, and the final stage asks for
the MT-RAIG output (one paragraph insight, grounded in the tables, no table positions), worded as in
:mod:`mt_raig.generation.prompt`. A changed wording is a new version, never an edit of an old one; every
prediction records the version and :func:`prompt_hash`.
"""

from __future__ import annotations

import hashlib
import json

from mt_raig.errors import ConfigError

_INSIGHT_RULES = (
    "Write the insight as a single paragraph. Use only facts that are stated in the tables or computed from them, "
    "and do not refer to the tables by position or label (do not write \"Table 1\" or \"the second table\"). "
    "Fully answer every part of the question."
)

DATER: dict[str, dict[str, str]] = {
    "dater-v1": {
        # Evidence decomposition: keep only the columns and rows that bear on the question.
        "evidence": (
            "[Task] Select the evidence in one table.\n"
            "A question may need facts from several tables; here you see one of them. Keep only the columns and rows "
            "of this table that are needed to answer the question. Reply with exactly two lines:\n"
            "f_select_column(column name, column name, ...)\n"
            "f_select_row(row i, row j, ...)\n"
            "Use the column names as written after 'col :' and the row numbers as shown; write f_select_row(*) to keep "
            "every row. If nothing in this table is relevant, still keep the one column that identifies its rows.\n\n"
            "{table}\n\n"
            "Question: {question}"
        ),
        # Question decomposition, parsing-execution-filling: sub-questions answered by executing SQL.
        "decompose": (
            "[Task] Break the question into simpler sub-questions, each answered by one SQLite query.\n"
            "The tables are loaded into SQLite under the names below (quote column names with double quotes; numbers "
            "are stored as numbers where every cell of a column is one). Write at most {max_subquestions} lines, "
            "each of the form:\n"
            "Q1: <a sub-question whose answer is a fact needed for the question> SQL: <one SELECT statement>\n\n"
            "{schemas}\n\n"
            "{tables}\n\n"
            "Question: {question}"
        ),
        "answer": (
            "[Instruction]\n\n"
            "You are a helpful assistant that generates an insight to answer the given question using the given "
            "evidence tables and the facts computed from them. " + _INSIGHT_RULES + "\n\n"
            "[Inputs]\n\n"
            "Evidence tables:\n{tables}\n\n"
            "Facts computed from the tables:\n{facts}\n\n"
            "Question: {question}\n\n"
            "[Output]\n\n"
            "Insight:"
        ),
    },
}

_OPS_HELP = (
    "f_add_column(name): add a column whose values you extract or compute from each row\n"
    "f_select_row(row i, ...): keep only the rows that matter\n"
    "f_select_column(name, ...): keep only the columns that matter\n"
    "f_group_by(name): count the rows for each value of a column\n"
    "f_sort_by(name, ascending|descending): order the rows by a column"
)

CHAIN_OF_TABLE: dict[str, dict[str, str]] = {
    "chain-of-table-v1": {
        # Dynamic planning: choose the next operation from those still allowed, or end the chain.
        "plan": (
            "[Task] Choose the next table operation.\n"
            "We transform the table step by step until it shows exactly the facts needed to answer the question. "
            "Operations:\n" + _OPS_HELP + "\n"
            "[E]: end the chain, the table is ready\n\n"
            "{table}\n\n"
            "Question: {question}\n"
            "Operations so far: {chain}\n"
            "Choose one of: {allowed}, [E]. Reply with its name only.\n"
            "Next operation:"
        ),
        # Argument generation, one template per operation.
        "f_add_column": (
            "[Task] Write the arguments of f_add_column.\n"
            "Add one column with a value for every row, in row order, that helps answer the question. Reply in the "
            "form:\n"
            "f_add_column(new column name). values: value for row 1 | value for row 2 | ...\n\n"
            "{table}\n\nQuestion: {question}"
        ),
        "f_select_row": (
            "[Task] Write the arguments of f_select_row.\n"
            "Keep the rows needed to answer the question. Reply in the form:\n"
            "f_select_row(row i, row j, ...)\n\n"
            "{table}\n\nQuestion: {question}"
        ),
        "f_select_column": (
            "[Task] Write the arguments of f_select_column.\n"
            "Keep the columns needed to answer the question. Reply in the form:\n"
            "f_select_column(column name, column name, ...)\n\n"
            "{table}\n\nQuestion: {question}"
        ),
        "f_group_by": (
            "[Task] Write the argument of f_group_by.\n"
            "Name the one column whose values should be counted to answer the question. Reply in the form:\n"
            "f_group_by(column name)\n\n"
            "{table}\n\nQuestion: {question}"
        ),
        "f_sort_by": (
            "[Task] Write the arguments of f_sort_by.\n"
            "Name the column to order the rows by and the order. Reply in the form:\n"
            "f_sort_by(column name, ascending) or f_sort_by(column name, descending)\n\n"
            "{table}\n\nQuestion: {question}"
        ),
        "answer": (
            "[Instruction]\n\n"
            "You are a helpful assistant that generates an insight to answer the given question using the given "
            "tables, each already transformed by the operations listed above it. " + _INSIGHT_RULES + "\n\n"
            "[Inputs]\n\n"
            "Tables:\n{tables}\n\n"
            "Question: {question}\n\n"
            "[Output]\n\n"
            "Insight:"
        ),
    },
}

TAPERA: dict[str, dict[str, str]] = {
    "tapera-v1": {
        # QA-based content planner: the answer's content as a list of sub-questions.
        "plan": (
            "[Task] Plan the content of a long answer as sub-questions.\n"
            "List at most {max_subquestions} short sub-questions whose answers, taken together, contain every fact "
            "the long answer to the question needs. Each must be answerable from the tables. One per line:\n"
            "Q1: ...\nQ2: ...\n\n"
            "{tables}\n\n"
            "Question: {question}"
        ),
        # Execution-based reasoning: a Python function computes each sub-answer from the tables.
        "code": (
            "[Task] Answer a sub-question by writing Python.\n"
            "Write a function solve(tables) that returns the answer to the sub-question as a short string, a number "
            "or a list. `tables` is a list of dicts, one per table below, in that order: "
            "{{\"title\": str, \"columns\": [str, ...], \"rows\": [[str, ...], ...]}}; every cell is a string, so "
            "convert numbers yourself. You may import pandas. Reply with one ```python code block only.\n\n"
            "{tables}\n\n"
            "Sub-question: {subquestion}"
        ),
        # Long-form answer generation from the executed plan.
        "answer": (
            "[Instruction]\n\n"
            "You are a helpful assistant that generates an insight to answer the given question from the given "
            "sub-questions and their answers, which were computed from the tables named below. " + _INSIGHT_RULES + "\n\n"
            "[Inputs]\n\n"
            "Tables: {titles}\n\n"
            "Sub-questions and answers:\n{plan}\n\n"
            "Question: {question}\n\n"
            "[Output]\n\n"
            "Insight:"
        ),
    },
}


def templates(family: dict[str, dict[str, str]], version: str, method: str) -> dict[str, str]:
    """The templates of ``version`` in ``family``."""
    try:
        return family[version]
    except KeyError:
        raise ConfigError(f"unknown prompt version {version!r} for method {method!r} (known: {', '.join(family)})") from None


def prompt_hash(family: dict[str, dict[str, str]], version: str) -> str:
    """sha256 of a version's templates (canonical JSON), recorded with every prediction's settings."""
    text = json.dumps(family[version], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


__all__ = ["CHAIN_OF_TABLE", "DATER", "TAPERA", "prompt_hash", "templates"]
