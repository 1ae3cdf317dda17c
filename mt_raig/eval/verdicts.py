"""Reading claim verdicts from judge replies, one reader per verification mode.

Each reader takes a :class:`~mt_raig.llm.base.Completion` and returns a dict
(``score`` in [0, 1], plus ``votes``, ``probabilities``, ``evidence`` where
they apply) or raises :class:`~mt_raig.eval.parsing.ReplyParseError`, whose
status becomes the claim's status.

- :func:`official` (mode ``official``): the authors' published procedure over
  the n = 20 samples at temperature 2.0: each sample's first number is its vote,
  a sample with no number is a 0 vote, a number outside [0, 1] is no vote; the
  claim's score is the mean vote.
- :func:`strict` (mode ``strict``): the same samples, but only answers that are
  exactly 0 or 1 are votes (no number is no vote, not a 0).
- :func:`single` (mode ``greedy``): one answer that must be 0 or 1.
- :func:`logprob`: one generated token; with p0, p1 the probabilities of the
  tokens "0" and "1" among the first token's top log-probabilities, the score is
  p1 / (p0 + p1): the expected verdict as temperature goes to 0 (the greedy
  limit, restricted to the two verdicts). ``score_t2`` is the expectation at
  temperature 2.0, official's setting: sampling at temperature T draws token x
  with probability proportional to p(x)^(1/T), so sqrt(p1) / (sqrt(p0) + sqrt(p1)).
  When p0 + p1 is below ``min_mass`` the model was not answering 0 or 1 and the
  claim gets status ``low_verdict_mass`` instead of a number.
"""

from __future__ import annotations

import math
import re
from typing import Callable

from mt_raig.eval.parsing import ReplyParseError, first_text, official_vote, parse_json_object, parse_verdict
from mt_raig.llm.base import Completion

Reader = Callable[[Completion], dict]
_HAS_NUMBER = re.compile(r"\d")


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def too_few_samples(c: Completion, n_asked: int | None) -> None:
    """``too_few_samples`` when fewer samples came back than were asked for (a server that ignores ``n``): one
    sample must never be averaged as if it were twenty, in any sampled mode."""
    if n_asked is not None and len(c.texts) < n_asked:
        raise ReplyParseError(f"{len(c.texts)} of the {n_asked} samples asked for came back (does the server ignore n?)",
                              c.texts[0] if c.texts else "", status="too_few_samples", retry=False)


def official(c: Completion, n_asked: int | None = None) -> dict:
    """Mean vote under the authors' rule (see the module docstring), with guards the rule lacks.

    A reply without a number is a 0 vote, as the authors count it, but a claim is only scored when the
    backend returned every sample asked for (a server that ignores ``n`` sends one, which would count as
    twenty: status ``too_few_samples``) and at least half of them carry a vote of their own, a number in
    [0, 1] (else ``no_votes``: a reasoning judge whose token budget went to thinking returns empty samples,
    which the rule would silently turn into 0 votes; a judge answering "2" or "10" gives no votes either).
    Votes per claim are recorded, with the samples, those with a number and those with a vote of their own.
    """
    too_few_samples(c, n_asked)
    n = len(c.texts)
    numbered = [bool(_HAS_NUMBER.search(t or "")) for t in c.texts]
    votes = [official_vote(t) for t in c.texts]
    voted = sum(1 for has, v in zip(numbered, votes) if has and v is not None)
    if voted * 2 < n:
        raise ReplyParseError(f"only {voted} of {n} samples carry a vote, a number in [0, 1] (empty or wordy replies are 0 "
                              "votes by the authors' rule; too few to score)", c.texts[0] if c.texts else "", status="no_votes", retry=False)
    kept = [v for v in votes if v is not None]
    if not kept:
        raise ReplyParseError(f"no sample among {n} gave a number in [0, 1]", c.texts[0] if c.texts else "")
    return {"score": _mean(kept), "votes": kept, "invalid": len(votes) - len(kept), "samples": n, "numbered": sum(numbered),
            "voted": voted}


def strict(c: Completion, n_asked: int | None = None) -> dict:
    """Mean of the samples that are exactly 0 or 1; none valid is ``parse_failed``; fewer samples than asked is
    ``too_few_samples``."""
    too_few_samples(c, n_asked)
    votes = []
    for t in c.texts:
        try:
            votes.append(parse_verdict(t))
        except ReplyParseError:
            pass
    if not votes:
        raise ReplyParseError(f"no valid 0/1 answer among {len(c.texts)} samples", c.texts[0] if c.texts else "")
    return {"score": _mean(votes), "votes": votes, "invalid": len(c.texts) - len(votes)}


def single(c: Completion) -> dict:
    v = parse_verdict(first_text(c))
    return {"score": float(v), "votes": [v]}


def token_digit(token: str) -> str:
    """The text of a token with SentencePiece/BPE space markers and whitespace removed ("▁1", "Ġ1", " 1" -> "1")."""
    return token.replace("▁", " ").replace("Ġ", " ").strip()


def logprob(min_mass: float) -> Reader:
    def read(c: Completion) -> dict:
        if not c.first_token_logprobs:
            raise ReplyParseError("the backend returned no first-token log-probabilities", retry=False)
        probs = {"0": 0.0, "1": 0.0}
        for tok, lp in c.first_token_logprobs[0].items():
            d = token_digit(tok)
            if d in probs and lp is not None and math.isfinite(lp):
                probs[d] += math.exp(lp)
        mass = probs["0"] + probs["1"]
        if mass <= 0 or mass < min_mass:
            top = max(c.first_token_logprobs[0].items(), key=lambda kv: kv[1], default=("", 0.0))
            raise ReplyParseError(
                f"'0' and '1' hold {mass:.3f} of the first token's probability, below min_verdict_mass={min_mass} "
                f"(most likely first token {top[0]!r})", status="low_verdict_mass", retry=False)
        r0, r1 = math.sqrt(probs["0"]), math.sqrt(probs["1"])
        return {"score": probs["1"] / mass, "probabilities": {**probs, "mass": mass}, "score_t2": r1 / (r0 + r1)}

    return read


def evidence(structured: bool) -> Reader:
    """A greedy verdict with the table and row that support or refute it."""

    def read(c: Completion) -> dict:
        text = first_text(c)
        if structured:
            obj = parse_json_object(text)
            v = obj.get("verdict")
            if v not in (0, 1) or isinstance(v, bool):
                raise ReplyParseError("JSON verdict is not 0 or 1", text)
            table, row = obj.get("table"), obj.get("row")
        else:
            v = parse_verdict(text)
            tm, rm = re.search(r"table\s*:?\s*(\d+)", text, re.I), re.search(r"row\s*:?\s*(\d+)", text, re.I)
            table, row = (int(tm.group(1)) if tm else None), (int(rm.group(1)) if rm else None)
        return {"score": float(v), "votes": [v], "evidence": {"table": table, "row": row}}

    return read


def batched(n: int, structured: bool, n_asked: int | None = None) -> Callable[[Completion], list[dict]]:
    """One verdict per claim from a numbered list (or a JSON array) per sample; samples that do not give n verdicts are dropped."""

    def one_sample(text: str) -> list[int]:
        if structured:
            vs = parse_json_object(text).get("verdicts")
            if not isinstance(vs, list) or len(vs) != n or any(v not in (0, 1) or isinstance(v, bool) for v in vs):
                raise ReplyParseError(f"JSON verdicts is not a list of {n} 0/1 values", text)
            return [int(v) for v in vs]
        body = []
        for ln in (ln for ln in text.splitlines() if ln.strip()):
            m = re.match(r"^\s*(?:claim\s*)?\d{1,3}\s*[.):]\s*(.*)$", ln, re.I)
            if m:
                body.append(m.group(1))
            elif re.match(r"^\s*[01](?:\.0+)?\s*$", ln):
                body.append(ln)
        if len(body) != n:
            raise ReplyParseError(f"expected {n} verdict lines, found {len(body)}", text)
        return [parse_verdict(b) for b in body]

    def read(c: Completion) -> list[dict]:
        too_few_samples(c, n_asked)
        per_claim: list[list[int]] = [[] for _ in range(n)]
        invalid, first_error = 0, None
        for t in c.texts:
            try:
                for k, v in enumerate(one_sample(t)):
                    per_claim[k].append(v)
            except ReplyParseError as e:
                invalid += 1
                first_error = first_error or e.reason
        if invalid == len(c.texts):
            raise ReplyParseError(f"no sample gave {n} valid 0/1 verdicts ({first_error})", c.texts[0] if c.texts else "")
        return [{"score": _mean(v), "votes": v, "invalid": invalid} for v in per_claim]

    return read


__all__ = ["official", "strict", "single", "logprob", "evidence", "batched", "token_digit"]
