"""Every file format of mt-raig, one module per format, so stages read each other's files only through here.

- ``mt_raig.io.files``: reading JSON/text inputs with one-line errors naming the file, and checking output
  paths before any work (``check_output_paths``).
- ``mt_raig.io.release``: the official release folder (``benchmark.json``, ``table_corpus.json``, the DPR
  top-10, an optional ``release_info.json``).
- ``mt_raig.io.hub`` and ``mt_raig.io.hub_card``: the Hub dataset folder (Parquet configs, dataset card,
  ``eval.yaml``).
- ``mt_raig.io.benchmark``: ``load_benchmark`` for any of these forms or the bundled sample.
- ``mt_raig.io.runs``, ``mt_raig.io.predictions``, ``mt_raig.io.scores``: retrieval runs, predictions and
  score reports (owned by the retrieval, generation and evaluation stages).

This package imports nothing on its own: import the module you need.
"""
