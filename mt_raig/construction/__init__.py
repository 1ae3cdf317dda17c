"""Benchmark construction (paper Section 2.2, Appendix A): MT-RAIG-style data from any table collection.

Stages: table sets (:mod:`.sets`), questions, sandboxed fact expansion, knowledge, insights and
self-verification (:mod:`.stages`), a release plus a build report (:mod:`.pipeline`), and human validation
(:mod:`.validation`). The command is ``mt-raig build-benchmark``.
"""
