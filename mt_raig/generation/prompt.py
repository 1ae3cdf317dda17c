"""The insight-generation prompt, versioned.

The paper prints its annotation and evaluation prompts (appendix Tables 10-18)
but not the prompt it gave the baseline generators. We write it in the same
``[Instruction] / [Inputs] / [Output]`` layout as those prompts (closest:
Table 13, insight annotation, whose inputs here become the question and the
serialized tables as in Tables 14, 15 and 18) and state the task's requirements
from the paper's task definition: one paragraph, grounded only in the tables,
no references to tables by position, and a complete answer to the question.

Every prediction record carries the :data:`PROMPT_VERSION` it was made with; a
changed wording is a new version, never an edit of an old one.
"""

from __future__ import annotations

from typing import Sequence

from mt_raig.errors import ConfigError
from mt_raig.tables import Table, serialize_tables

INSIGHT_PROMPTS: dict[str, str] = {
    "insight-v1": (
        "[Instruction]\n\n"
        "You are a helpful assistant that generates an insight to answer the given question using the given tables. "
        "Please write the insight as a single paragraph. Use only facts that are stated in the tables or computed "
        "from them, and do not refer to the tables by position or label (do not write \"Table 1\" or \"the second "
        "table\"). Fully answer every part of the question.\n\n"
        "[Inputs]\n\n"
        "Tables: {serialized_tables}\n\n"
        "Question: {question}\n\n"
        "[Output]\n\n"
        "Insight:"
    ),
}
PROMPT_VERSION = "insight-v1"


def prompt_template(version: str = PROMPT_VERSION) -> str:
    """The template text of ``version`` (placeholders ``{serialized_tables}`` and ``{question}``)."""
    try:
        return INSIGHT_PROMPTS[version]
    except KeyError:
        raise ConfigError(f"unknown prompt version {version!r} (known: {', '.join(INSIGHT_PROMPTS)})") from None


def insight_prompt(question: str, tables: Sequence[Table], version: str = PROMPT_VERSION) -> str:
    """The full prompt text: tables in the paper's serialization, one per line, then the question."""
    template = prompt_template(version)
    return template.format(serialized_tables=serialize_tables(tables), question=question)


def insight_messages(question: str, tables: Sequence[Table], version: str = PROMPT_VERSION) -> tuple[dict, ...]:
    """The prompt as chat messages: a single user turn.

    No system turn: several of the paper's models (Gemma, Mistral) have chat
    templates that reject a system role, and the paper's prompts are one block.
    """
    return ({"role": "user", "content": insight_prompt(question, tables, version)},)
