"""Moved to :mod:`mt_raig.io.runs`; this name stays importable until every caller has switched (remove at integration)."""

from mt_raig.io.runs import *  # noqa: F401,F403
from mt_raig.io.runs import __all__  # noqa: F401
from mt_raig.io.runs import write_results as write_json  # noqa: F401  (the old name)
