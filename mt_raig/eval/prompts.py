"""The four MT-RAIG Eval prompts, exactly as the paper prints them (Tables 15-16), and named variants.

Variants (the ``prompts`` setting of the LLM judge; every result records the ids):

- ``paper`` (default): the instruction, inputs and output labels of Tables 15
  and 16, word for word, with nothing added. Replies are read as the authors'
  code reads them (a numbered list; the first number of a verdict; labelled
  index lists for matching).
- ``paper+format``: the paper's text plus one output-format sentence after the
  instruction, following the authors' code (claims kept to what the schemas can
  answer, in the insight's own wording; numbered lists; a single digit; labelled
  index lists). For models that need to be told the form of their answer.

Structured output (JSON schema, where the backend supports it) adds a sentence
describing the JSON object, under either variant, and appends ``+json`` to the
prompt id. The batched and evidence verification prompts are this toolkit's
extensions (not in the paper) and always state their format.

A prompt id is ``name/variant-version`` (``claim_verification/paper-1``);
changing any text must bump its version. The call cache is keyed on the
rendered prompt itself, so a change can never be served a stale reply.

Tables are numbered "Table 1", "Table 2", ... in the order the generator saw
them, each followed by its schema (decomposition) or its paper serialization
(verification), as in the paper's Table 26.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Sequence

from mt_raig.tables import Table

VARIANTS = ("paper", "paper+format")
DEFAULT_VARIANT = "paper"


@dataclass(frozen=True)
class PromptTemplate:
    """One prompt: the paper's ``template`` (placeholder ``{output_format}`` after the instruction) and format sentences.

    ``text_format`` is the ``paper+format`` sentence, ``json_format`` the
    structured-output sentence. ``extension`` marks prompts that are not in the
    paper (they always carry their format sentence).
    """

    name: str
    version: str
    template: str
    text_format: str
    json_format: str
    extension: bool = False

    def format_sentence(self, variant: str, structured: bool) -> str:
        check_variant(variant)
        if structured:
            return self.json_format
        if variant == "paper+format" or self.extension:
            return self.text_format
        return ""

    def render(self, variant: str, structured: bool, **fields: str) -> str:
        """The prompt text with ``fields`` filled in (their braces are never read as placeholders)."""
        sentence = self.format_sentence(variant, structured)
        return self.template.format(output_format="\n" + sentence if sentence else "", **fields)

    def id(self, variant: str, structured: bool) -> str:
        """``name/variant-version`` (``ext`` for extensions), ``+json`` when structured: what results record."""
        check_variant(variant)
        return f"{self.name}/{'ext' if self.extension else variant}-{self.version}" + ("+json" if structured else "")

    @property
    def hash(self) -> str:
        return hashlib.sha256(json.dumps([self.template, self.text_format, self.json_format]).encode()).hexdigest()[:16]


def check_variant(variant: str) -> str:
    if variant not in VARIANTS:
        from mt_raig.errors import ConfigError

        raise ConfigError(f"unknown prompt variant {variant!r} (known: {', '.join(VARIANTS)})")
    return variant


CLAIM_DECOMPOSITION = PromptTemplate(
    name="claim_decomposition",
    version="1",
    template=(
        "[Instruction]\n"
        "You are a helpful assistant tasked with decomposing a given insight according to multiple table schemas. "
        "Your goal is to break the given insight down into atomic-level claims.{output_format}\n\n"
        "[Inputs]\n"
        "Table schemas: {serialized_table_schemas}\n\n"
        "Insight: {insight}\n\n"
        "[Output]\n"
        "Decomposed claim set:"
    ),
    text_format=(
        "Keep only the parts of the insight that the table schemas can answer, in the insight's original wording. "
        "Write the claims as a numbered list (1., 2., ...), one claim per line."
    ),
    json_format=(
        "Keep only the parts of the insight that the table schemas can answer, in the insight's original wording. "
        'Answer with a JSON object {"claims": [claim, ...]}.'
    ),
)

CLAIM_VERIFICATION = PromptTemplate(
    name="claim_verification",
    version="1",
    template=(
        "[Instruction]\n"
        "You will be given multiple tables and a claim. "
        "Your task is to verify whether the claim is faithful to the data in the given tables.{output_format}\n\n"
        "[Inputs]\n"
        "Tables: {serialized_tables}\n\n"
        "Claim: {decomposed_claim}\n\n"
        "[Output]\n"
        "Verification:"
    ),
    text_format="Answer 1 if the claim is faithful to the tables and 0 if it is not, with the single digit only.",
    json_format='Answer with a JSON object {"verdict": 1} if the claim is faithful to the tables and {"verdict": 0} if it is not.',
)

CLAIM_VERIFICATION_EVIDENCE = PromptTemplate(
    name="claim_verification_evidence",
    version="2",
    template=CLAIM_VERIFICATION.template,
    text_format=(
        "Answer 1 if the claim is faithful to the tables and 0 if it is not, then name the table and row that "
        "support or refute it, in exactly this form:\n1\nTable: <table number>\nRow: <row number>"
    ),
    json_format=(
        'Answer with a JSON object {"verdict": 1 if the claim is faithful to the tables else 0, '
        '"table": number of the table that supports or refutes it, "row": number of that row}.'
    ),
    extension=True,
)

CLAIM_VERIFICATION_BATCHED = PromptTemplate(
    name="claim_verification_batched",
    version="2",
    template=(
        "[Instruction]\n"
        "You will be given multiple tables and a numbered list of claims. "
        "Your task is to verify whether each claim is faithful to the data in the given tables.{output_format}\n\n"
        "[Inputs]\n"
        "Tables: {serialized_tables}\n\n"
        "Claims:\n{decomposed_claims}\n\n"
        "[Output]\n"
        "Verification:"
    ),
    text_format=(
        "For each claim, answer 1 if it is faithful to the tables and 0 if it is not, as a numbered list with "
        "one line per claim in the same order (for example \"1. 1\" then \"2. 0\")."
    ),
    json_format=(
        'Answer with a JSON object {"verdicts": [...]} holding, for each claim in order, 1 if it is faithful to '
        "the tables and 0 if it is not."
    ),
    extension=True,
)

TOPIC_DECOMPOSITION = PromptTemplate(
    name="topic_decomposition",
    version="1",
    template=(
        "[Instruction]\n"
        "You are a helpful assistant tasked with decomposing a given insight based on a question. "
        "Your goal is to extract atomic-level topics from the given insight.{output_format}\n\n"
        "[Inputs]\n"
        "Question: {question}\n\n"
        "Insight: {insight}\n\n"
        "[Output]\n"
        "Decomposed topic set:"
    ),
    text_format=(
        "Each topic is a short noun phrase for a step that addresses the question, following the logical flow of "
        "the insight. Write the topics as a numbered list (1., 2., ...), one topic per line."
    ),
    json_format=(
        "Each topic is a short noun phrase for a step that addresses the question, following the logical flow of "
        'the insight. Answer with a JSON object {"topics": [topic, ...]}.'
    ),
)

TOPIC_MATCHING = PromptTemplate(
    name="topic_matching",
    version="1",
    template=(
        "[Instruction]\n"
        "You will be given two topic sets. Your task is to match topics bidirectionally based on their semantic "
        "similarity, ensuring that both sets are treated with equal importance.{output_format}\n\n"
        "[Inputs]\n"
        "Topic set A: {decomposed_ground_truth_topic_set}\n\n"
        "Topic set B: {decomposed_predicted_topic_set}\n\n"
        "[Outputs]\n"
        "Matched topic subset of A:\n"
        "Matched topic subset of B:"
    ),
    text_format=(
        "Give the numbers of the topics of each set that have a match in the other set, in exactly this form:\n"
        "Matched topic subset of A: [numbers]\nMatched topic subset of B: [numbers]"
    ),
    json_format=(
        'Answer with a JSON object {"matched_a": [numbers of topics of set A that match a topic of set B], '
        '"matched_b": [numbers of topics of set B that match a topic of set A]}.'
    ),
)

PROMPTS = {p.name: p for p in (
    CLAIM_DECOMPOSITION, CLAIM_VERIFICATION, CLAIM_VERIFICATION_EVIDENCE, CLAIM_VERIFICATION_BATCHED,
    TOPIC_DECOMPOSITION, TOPIC_MATCHING,
)}
PROMPT_VERSIONS = {name: p.version for name, p in PROMPTS.items()}


def schemas_block(tables: Sequence[Table]) -> str:
    """"Table k" then the schema (title + header) of each table, as the decomposer sees them."""
    return "\n".join(f"Table {k}\n{t.schema()}" for k, t in enumerate(tables, start=1))


def tables_block(tables: Sequence[Table]) -> str:
    """"Table k" then the full serialization of each table, as the verifier sees them."""
    return "\n".join(f"Table {k}\n{t.serialize()}" for k, t in enumerate(tables, start=1))


def numbered(items: Sequence[str]) -> str:
    """A numbered list, one item per line (as the topic sets of the paper's Table 27)."""
    return "\n".join(f"{k}. {x}" for k, x in enumerate(items, start=1))


# JSON schemas for backends with structured output.
CLAIMS_SCHEMA = {
    "type": "object",
    "properties": {"claims": {"type": "array", "items": {"type": "string"}}},
    "required": ["claims"],
    "additionalProperties": False,
}
TOPICS_SCHEMA = {
    "type": "object",
    "properties": {"topics": {"type": "array", "items": {"type": "string"}}},
    "required": ["topics"],
    "additionalProperties": False,
}
EVIDENCE_SCHEMA = {
    "type": "object",
    "properties": {
        "verdict": {"type": "integer", "enum": [0, 1]},
        "table": {"type": "integer", "minimum": 1},
        "row": {"type": "integer", "minimum": 1},
    },
    "required": ["verdict", "table", "row"],
    "additionalProperties": False,
}


def verdicts_schema(n: int) -> dict:
    return {
        "type": "object",
        "properties": {"verdicts": {"type": "array", "items": {"type": "integer", "enum": [0, 1]}, "minItems": n, "maxItems": n}},
        "required": ["verdicts"],
        "additionalProperties": False,
    }


def match_schema(n_a: int, n_b: int) -> dict:
    def idx(n: int) -> dict:
        return {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": max(n, 1)}}

    return {
        "type": "object",
        "properties": {"matched_a": idx(n_a), "matched_b": idx(n_b)},
        "required": ["matched_a", "matched_b"],
        "additionalProperties": False,
    }
