"""Meta-evaluation (the paper's Section 3 and Appendix B.1): do a metric's preferences agree with people's?

Pairwise preferences (:mod:`mt_raig.metaeval.pairs`), metric and MT-RAIG Eval
scores of both responses (:mod:`mt_raig.metaeval.run`), and Pearson/Spearman
correlations with bootstrap intervals and the inter-annotator upper bound
(:mod:`mt_raig.metaeval.correlate`). ``mt-raig meta-eval`` prints Tables 5/17.
"""

from mt_raig.metaeval.correlate import (
           correlation,
           format_table,
           inter_annotator,
           normalise,
)
from mt_raig.metaeval.pairs import (
           SYNTHETIC_PAIRS,
           Pair,
           build_synthetic_pairs,
           read_pairs,
)
from mt_raig.metaeval.run import meta_evaluate

__all__ = ["SYNTHETIC_PAIRS", "Pair", "build_synthetic_pairs", "correlation", "format_table", "inter_annotator",
           "meta_evaluate", "normalise", "read_pairs"]
