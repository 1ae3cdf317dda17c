"""LLM backends behind one interface (see base.py), chosen by a spec string."""
