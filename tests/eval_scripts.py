"""Shared scripted judge replies for the eval tests: route each judge prompt to a reply."""

from __future__ import annotations

from typing import Callable

from mt_raig.eval.judge import EvalItem
from mt_raig.llm.base import Request
from mt_raig.tables import Table

TABLE = Table.create("nycflights13 - carrier_delay_stats", ["carrier", "flights", "on_time_pct"], [["VX", "5162", "81.3"], ["EV", "54173", "67.9"]])
NAMES = Table.create("nycflights13 - airlines", ["carrier", "name"], [["VX", "Virgin America"], ["EV", "ExpressJet Airlines Inc."]])


def item(id: str = "q1", type: str = "Performance & Outcome", prediction: str = "Virgin America flew 5,162 flights. ExpressJet reached 3.", generation_status: str = "ok") -> EvalItem:
    return EvalItem(id, "Which carrier was most punctual?", type, prediction, f"Virgin America led at 81.3% ({id}). ExpressJet trailed at 67.9%.", (NAMES, TABLE), generation_status)


def step_of(request: Request) -> str:
    text = request.messages[0]["content"] if request.messages else request.prompt
    if "according to multiple table schemas" in text:
        return "claims"
    if "numbered list of claims" in text:
        return "verify_batched"
    if "Claim:" in text:
        return "verify"
    if "extract atomic-level topics" in text:
        return "topics"
    if "two topic sets" in text:
        return "match"
    raise AssertionError(f"unknown judge prompt: {text[:120]}")


def claim_of(request: Request) -> str:
    text = request.messages[0]["content"]
    return text.split("Claim: ", 1)[1].split("\n", 1)[0]


def router(claims="1. Virgin America flew 5,162 flights.\n2. ExpressJet reached 3.", verify: Callable[[Request], object] | str = "1",
           topics="1. Most punctual carrier\n2. Least punctual carrier", match="Matched topic subset of A: [1, 2]\nMatched topic subset of B: [1]",
           verify_batched="1. 1\n2. 0") -> Callable[[Request], object]:
    """A reply function for ScriptedLLM; each argument is a reply or a function of the request."""
    replies = {"claims": claims, "verify": verify, "topics": topics, "match": match, "verify_batched": verify_batched}

    def reply(request: Request) -> object:
        r = replies[step_of(request)]
        return r(request) if callable(r) else r

    return reply
