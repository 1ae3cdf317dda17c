"""API prices for dry-run cost estimates and the ``max_cost`` budget cap.

USD per million tokens (input, output), standard (non-batch) tier, as listed
on the OpenAI pricing page on :data:`PRICES_AS_OF`. Prices change: check them
before trusting an estimate. Models not listed (local backends) have no cost.
With ``n > 1`` the prompt is billed once per request, which is how the judge
counts prompt tokens.
"""

from __future__ import annotations

PRICES_AS_OF = "2025-08-01"
PRICES_USD_PER_MTOK: dict[str, dict[str, tuple[float, float]]] = {
    "openai": {
        "gpt-4o-mini": (0.15, 0.60),
        "gpt-4o": (2.50, 10.00),
        "gpt-4.1-nano": (0.10, 0.40),
        "gpt-4.1-mini": (0.40, 1.60),
        "gpt-4.1": (2.00, 8.00),
        "o3-mini": (1.10, 4.40),
        "o4-mini": (1.10, 4.40),
    },
}


def price_for(backend: str, model: str) -> tuple[float, float] | None:
    """(input, output) USD per million tokens for ``model`` (longest listed prefix, e.g. dated snapshots), or None."""
    table = PRICES_USD_PER_MTOK.get(backend, {})
    matches = [name for name in table if model == name or model.startswith(name + "-")]
    if not matches:
        return None
    return table[max(matches, key=len)]


def cost_usd(price: tuple[float, float] | None, prompt_tokens: int, completion_tokens: int) -> float | None:
    if price is None:
        return None
    return (prompt_tokens * price[0] + completion_tokens * price[1]) / 1e6
