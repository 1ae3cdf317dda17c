"""A tiny corpus whose gold set for QUESTION (races, results, drivers) is only complete by following join keys:
the drivers table shares no word with the question and joins the results table only. Shared by the tests of the
join-selection experiments in ``benchmarks/`` (``join_learned``, ``join_expand``)."""

from __future__ import annotations

from mt_raig.tables import Table

RACES = Table.create("formula_1 - races", ["raceId", "year", "name"], [["1", "2009", "Australian"], ["2", "2009", "Malaysian"]])
RESULTS = Table.create("formula_1 - results", ["resultId", "raceId", "driverId", "points"], [["7", "1", "20", "10"], ["8", "2", "21", "8"]])
DRIVERS = Table.create("formula_1 - drivers", ["driverId", "surname"], [["20", "Button"], ["21", "Vettel"]])
OTHER = [Table.create("superhero - hero_power", ["hero_id", "power", "points"], [["1", "flight", "9"], ["2", "speed", "8"]]),
         Table.create("superhero - superhero", ["id", "name", "year"], [["1", "Storm", "1975"], ["2", "Flash", "1940"]]),
         Table.create("financial - loan", ["loan_id", "year", "amount"], [["5", "1993", "80952"], ["6", "1994", "30276"]])]
CORPUS = [RACES, RESULTS, DRIVERS, *OTHER]
QUESTION = "Which driver scored the most points in the 2009 races?"
