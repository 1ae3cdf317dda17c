"""Build a tiny random-weight model for CPU smoke runs of the trainer (a development aid, from a checkout).

Usage::

    python training/make_tiny_model.py dtr out/tiny-dtr            # tiny TAPAS + WordPiece vocab
    python training/make_tiny_model.py tablellama out/tiny-llama   # tiny Llama + BPE tokenizer

configs/train/tiny-cpu.yaml points at out/tiny-dtr. Tokenizers are trained
on the bundled sample's questions and tables; nothing is downloaded. The
builders are the test fixtures in tests/tiny_models.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from tiny_models import TINY_KINDS, make_tiny  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 2 or args[0] not in TINY_KINDS:
        print(__doc__, file=sys.stderr)
        return 2
    print(f"wrote {make_tiny(args[0], args[1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
