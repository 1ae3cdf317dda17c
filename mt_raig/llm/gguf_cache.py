"""A GGUF checkpoint dequantized once into a cached safetensors folder, so later loads take seconds.

transformers dequantizes a GGUF file on every ``from_pretrained(..., gguf_file=)``
(about 40 s for the offline Gemma 3 270M here); the dequantized float32 weights
and the converted tokenizer are saved once under
``$HF_HOME/mt_raig/gguf-dequantized/<key>/`` and loaded from there afterwards
(about 3 s). The key covers the GGUF file (path, size, modification time) and the
transformers version that converted it, so an edited file or another converter
makes a new folder. Outputs are identical: the folder holds exactly the tensors
the GGUF load produced. Conversion is locked (two runs never write one folder)
and written to a temporary folder first, so a killed conversion leaves nothing
half-written behind.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from mt_raig.atomic import current_umask, new_folder

DONE = "mt_raig_gguf.json"


def cache_root() -> Path:
    from huggingface_hub import constants

    return Path(constants.HF_HOME) / "mt_raig" / "gguf-dequantized"


def local_gguf(model: str, gguf_file: str) -> Path | None:
    """The GGUF file on disk: ``model`` is a local folder, or a Hub repo whose file is in the local Hub cache."""
    path = Path(model) / gguf_file
    if path.is_file():
        return path.resolve()
    try:
        from huggingface_hub import hf_hub_download

        return Path(hf_hub_download(model, gguf_file)).resolve()
    except Exception:  # noqa: BLE001 - not resolvable here: the backend loads without the cache and reports the real error
        return None


def cache_key(gguf: Path) -> str:
    import transformers

    st = gguf.stat()
    ident = {"path": str(gguf), "size": st.st_size, "mtime_ns": st.st_mtime_ns, "transformers": transformers.__version__}
    return hashlib.sha256(json.dumps(ident, sort_keys=True).encode()).hexdigest()[:24]


def cached_folder(gguf: Path) -> Path:
    return cache_root() / cache_key(gguf)


def is_complete(folder: Path) -> bool:
    return (folder / DONE).is_file()


@contextmanager
def locked(folder: Path) -> Iterator[None]:
    """An exclusive lock for converting into ``folder`` (waits for a conversion under way elsewhere)."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    with open(folder.parent / f".{folder.name}.lock", "a") as f:
        try:
            import fcntl
        except ImportError:  # not POSIX: no lock
            yield
            return
        fcntl.flock(f.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f.fileno(), fcntl.LOCK_UN)


def fully_dequantized(model) -> bool:
    """True when every weight was dequantized on load (none kept in GGUF blocks for a GGUF kernel)."""
    quantizer = getattr(model, "hf_quantizer", None)
    if quantizer is not None and getattr(quantizer, "packed_modules", None):
        return False
    return not any("gguf" in type(m).__name__.lower() for m in model.modules()) and all(
        p.dtype.is_floating_point for p in model.parameters())


def save(folder: Path, gguf: Path, model, tokenizer) -> bool:
    """Write the dequantized ``model`` and ``tokenizer`` to ``folder`` atomically (a temp folder, then a rename).

    Returns False (writing nothing) when weights were kept packed for a GGUF kernel: such a model is not
    plain tensors and loads fast from the GGUF file anyway.
    """
    if not fully_dequantized(model):
        return False
    # The weights are plain tensors now; the GGUF quantizer only marks where they came from, and
    # transformers refuses to save a model that carries it.
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    if folder.exists():  # an incomplete leftover of a killed conversion (checked under the lock)
        shutil.rmtree(folder)
    with new_folder(folder) as tmp:
        model.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        (tmp / DONE).write_text(json.dumps({"gguf": str(gguf), "dtype": str(model.dtype)}) + "\n", encoding="utf-8")
        for f in tmp.iterdir():  # some writers create files 0600: give them the user's umask like any output
            os.chmod(f, 0o666 & ~current_umask())
    return True


__all__ = ["cache_root", "cached_folder", "fully_dequantized", "is_complete", "local_gguf", "locked", "save"]
