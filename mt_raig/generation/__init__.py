"""Insight generation: the paper prompt, context building, resumable prediction files."""
