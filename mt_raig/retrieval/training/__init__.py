"""Contrastive LoRA training of the table-specific retrievers (``dtr``, ``tablellama``), Appendix B.4."""
