"""Imports flow one way: no two modules of mt_raig import each other, lazily or not (issue #23 item 10)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "mt_raig"


def _graph() -> dict[str, set[str]]:
    mods = {}
    for p in ROOT.rglob("*.py"):
        name = ".".join(p.relative_to(ROOT.parent).with_suffix("").parts)
        mods[name.removesuffix(".__init__")] = p
    graph = {m: set() for m in mods}
    for m, p in mods.items():
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("mt_raig"):
                graph[m] |= {f"{node.module}.{a.name}" for a in node.names if f"{node.module}.{a.name}" in mods}
                if node.module in mods:
                    graph[m].add(node.module)
            elif isinstance(node, ast.Import):
                graph[m] |= {a.name for a in node.names if a.name in mods}
    return graph


def test_no_two_modules_import_each_other():
    graph = _graph()
    packages = {m for m in graph if (ROOT.parent / m.replace(".", "/") / "__init__.py").exists()}
    pairs = sorted((a, b) for a in graph for b in graph[a] if a < b and a in graph.get(b, ()) and not {a, b} & packages)
    assert pairs == []
