"""MT-RAIG Eval: faithfulness and completeness with LLM judges or the lexical proxy."""
