"""Moved to :mod:`mt_raig.io.predictions` (the predictions file format); this name is kept for callers not yet moved."""

from mt_raig.io.predictions import *  # noqa: F401,F403
from mt_raig.io.predictions import __all__  # noqa: F401
