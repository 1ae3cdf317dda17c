"""Build (and optionally push) the MT-RAIG Hub dataset: Parquet configs + dataset card, no loading script.

A thin door into ``mt-raig dataset build``; every option is the same::

    python dataset_script/build_hub_dataset.py --release path/to/release --out hub/
    python dataset_script/build_hub_dataset.py --release path/to/release --out hub/ --push-to-hub org/mt-raig
    python dataset_script/build_hub_dataset.py --out hub/          # the bundled sample

Afterwards ``datasets.load_dataset("hub/")`` (the ``benchmark`` config), ``load_dataset("hub/", "corpus")`` and
``load_dataset("hub/", "qrels")`` work.
"""

from __future__ import annotations

import sys

from mt_raig.cli import main

if __name__ == "__main__":
    sys.exit(main(["dataset", "build", *sys.argv[1:]]))
