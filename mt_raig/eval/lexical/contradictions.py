"""Claims false whatever the tables hold, refuted before the tables are read: a share that contradicts its own count
(:func:`.selfshare.contradicted`), a weekday the calendar gives to another day (:func:`.weekdays.misnamed_day`), a year
outside the decade or century written beside it (:func:`.decades.miscentured`), a span of years whose length its own
two years contradict (:func:`.yearspans.misspanned`), a quantity restated in brackets in another unit that does not
convert to it (:func:`.conversions.misconverted`).

>>> self_contradiction("Chlorine was discovered in 1774, in the 17th century.")["reason"]
'a year outside the decade or century written beside it'
>>> self_contradiction("Chlorine was discovered in 1774, in the 18th century.") is None
True
"""

from __future__ import annotations

from .conversions import misconverted
from .decades import miscentured
from .selfshare import contradicted
from .weekdays import misnamed_day
from .yearspans import misspanned


def self_contradiction(claim: str) -> dict | None:
    """The evidence of the first contradiction found (module docstring); None when there is none."""
    for check in (contradicted, misnamed_day, miscentured, misspanned, misconverted):
        if (bad := check(claim)) is not None:
            return bad
    return None
