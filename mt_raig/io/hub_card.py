"""The Hub dataset card (``README.md``) and benchmark registration (``eval.yaml``) of a Hub folder.

The card's YAML is built with ``huggingface_hub``'s ``DatasetCardData`` and
``datasets``' own ``MetadataConfigs`` / ``DatasetInfosDict`` (the same code
``push_to_hub`` uses), so it declares the configs (``benchmark`` the default)
and ``dataset_info`` (features, split sizes) exactly as the Hub expects. The
prose comes from ``hub_card.md`` (package data) filled with the release's own
name, license and sources (:class:`~mt_raig.data.ReleaseInfo`); a release
without ``release_info.json`` gets the published MT-RAIG ones, and the card
says so.
"""

from __future__ import annotations

from importlib import metadata, resources
from string import Template

import yaml

from mt_raig.data import Benchmark, ReleaseInfo, Source, format_stats, stats

OFFICIAL_INFO = ReleaseInfo(
    pretty_name="MT-RAIG Bench",
    license="cc-by-sa-4.0",
    description="MT-RAIG Bench (Seo, Kwon and Lee, 2025), converted from the authors' release folder.",
    sources=(
        Source("SPIDER", "CC BY-SA 4.0", "Yu et al. (2018), Spider: a large-scale human-labeled dataset for complex and cross-domain semantic parsing and text-to-SQL", ("joinable table sets",)),
        Source("Open-WikiTable", "CC BY-SA 4.0", "Kweon et al. (2023), Open-WikiTable: dataset for open domain question answering with complex reasoning over table (Wikipedia tables)", ("topic-related table sets",)),
    ),
)
EVAL_TASKS = ("faithfulness", "completeness")


def card_template() -> Template:
    """The card's prose template, read from the installed package (``mt_raig/io/hub_card.md``: in the repository a
    link to the top-level ``hub_card.md``, the one source; a wheel carries the file's content)."""
    return Template(resources.files("mt_raig.io").joinpath("hub_card.md").read_text(encoding="utf-8"))


def _size_category(n: int) -> str:
    for limit, name in [(1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K")]:
        if n < limit:
            return name
    return "100K<n<1M"


def _version() -> str:
    try:
        return metadata.version("mt-raig")
    except metadata.PackageNotFoundError:  # running from a checkout that is not installed
        return "(not installed)"


def license_section(info: ReleaseInfo | None) -> str:
    """The card's "License and sources" text: the release's own sources, or the official ones, marked as such."""
    shown = info or OFFICIAL_INFO
    lines = []
    for s in shown.sources:
        parts = f" ({', '.join(s.datasets)})" if s.datasets else ""
        citation = f" {s.citation}" if s.citation else ""
        lines.append(f"- {s.name}{parts}: {s.license}.{citation}")
    origin = (
        "As recorded in the release's `release_info.json`."
        if info is not None
        else "The release carries no `release_info.json`; these are the published MT-RAIG sources and license."
    )
    return "\n".join([f"License: `{shown.license}`. {origin}", "", *lines])


def card_yaml(benchmark: Benchmark, infos: dict, splits: dict[str, str], default: str) -> str:
    """The card's YAML header: Hub metadata, ``configs`` (``default`` marked) and ``dataset_info``."""
    from datasets.info import DatasetInfosDict
    from datasets.utils.metadata import MetadataConfigs
    from huggingface_hub import DatasetCardData

    info = benchmark.info or OFFICIAL_INFO
    data = DatasetCardData(
        pretty_name=info.pretty_name,
        license=info.license,
        language=["en"],
        task_categories=["table-question-answering", "text-generation", "text-retrieval"],
        tags=["tables", "retrieval-augmented-generation", "multi-table", "mt-raig"],
        size_categories=[_size_category(len(benchmark.examples))],
    )
    DatasetInfosDict(infos).to_dataset_card_data(data)
    configs = {
        name: {"data_files": [{"split": splits[name], "path": f"{name}/*.parquet"}], **({"default": True} if name == default else {})}
        for name in infos
    }
    MetadataConfigs(configs).to_dataset_card_data(data)
    return data.to_yaml()


def render_card(benchmark: Benchmark, repo_id: str, infos: dict, splits: dict[str, str], default: str) -> str:
    """The whole ``README.md``: YAML header from :func:`card_yaml`, prose from the template."""
    info = benchmark.info or OFFICIAL_INFO
    retrieved = [name for name in infos if name.startswith("retrieved")]
    retrieved_line = (
        f"- `{retrieved[0]}` (split `test`): `id` (a `benchmark` id), `retrieved_table_ids` (the official DPR top-10, "
        "as shipped with the release)."
        if retrieved
        else ""
    )
    body = card_template().substitute(
        pretty_name=info.pretty_name,
        description=info.description,
        package_version=f"mt-raig {_version()}",
        repo_id=repo_id,
        num_tables=f"{len(benchmark.tables):,}",
        num_examples=f"{len(benchmark.examples):,}",
        retrieved_line=retrieved_line,
        stats_table=format_stats(stats(benchmark)),
        license_section=license_section(benchmark.info),
    )
    return f"---\n{card_yaml(benchmark, infos, splits, default)}\n---\n\n{body}"


def eval_yaml(benchmark: Benchmark | None = None) -> str:
    """The Hub's benchmark ``eval.yaml`` (leaderboard registration): one task per MT-RAIG Eval score.

    The Hub validates ``evaluation_framework`` against the frameworks it knows;
    until ``mt-raig`` is registered there the leaderboard shows a metadata
    warning, while the dataset itself loads normally.
    """
    name = (benchmark.info or OFFICIAL_INFO).pretty_name if benchmark is not None else OFFICIAL_INFO.pretty_name
    record = {
        "name": name,
        "description": "Retrieval-augmented insight generation over multiple tables, scored by MT-RAIG Eval.",
        "evaluation_framework": "mt-raig",
        "tasks": [{"id": t, "config": "benchmark", "split": "test"} for t in EVAL_TASKS],
    }
    return yaml.safe_dump(record, sort_keys=False, allow_unicode=True)


__all__ = ["OFFICIAL_INFO", "EVAL_TASKS", "card_template", "license_section", "card_yaml", "render_card", "eval_yaml"]
