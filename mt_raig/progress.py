"""The one progress switch: ``--no-progress`` / ``progress=False`` silences every bar, third-party ones too.

mt-raig's own bars take their ``progress`` flag, but a run also shows bars it does not create (transformers'
"Loading weights", huggingface_hub downloads, sentence-transformers batches, the call engine of a judge loaded
deep inside a command). :func:`progress_bars` turns all of them off for the duration of a call, through tqdm's
own ``TQDM_DISABLE`` setting, which every tqdm bar created in that time reads, and the switches of transformers
and huggingface_hub; bars that pass ``disable=False`` explicitly are turned off by tqdm's constructor itself for
the duration (a process-wide switch: not meant for threads that want bars meanwhile).

    >>> from tqdm.auto import tqdm
    >>> with progress_bars(False):
    ...     tqdm(range(3)).disable
    True
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def progress_bars(enabled: bool | None) -> Iterator[None]:
    """Within the block, no progress bar is drawn when ``enabled`` is False (None or True: unchanged)."""
    if enabled is None or enabled:
        yield
        return
    old = os.environ.get("TQDM_DISABLE")
    os.environ["TQDM_DISABLE"] = "1"
    restore = []
    try:  # transformers and huggingface_hub pass ``disable=`` themselves, so their own switches are turned too
        from transformers.utils import logging as hf_logging

        if hf_logging.is_progress_bar_enabled():
            hf_logging.disable_progress_bar()
            restore.append(hf_logging.enable_progress_bar)
    except ImportError:
        pass
    try:
        from huggingface_hub.utils import are_progress_bars_disabled, disable_progress_bars, enable_progress_bars

        if not are_progress_bars_disabled():
            disable_progress_bars()
            restore.append(enable_progress_bars)
    except ImportError:
        pass
    import tqdm.std

    original = tqdm.std.tqdm.__init__

    def silent(self, *args, **kwargs):  # bars that pass disable=False themselves (our call engine's, backends')
        kwargs["disable"] = True
        original(self, *args, **kwargs)

    tqdm.std.tqdm.__init__ = silent
    restore.append(lambda: setattr(tqdm.std.tqdm, "__init__", original))
    try:
        yield
    finally:
        for undo in restore:
            undo()
        if old is None:
            os.environ.pop("TQDM_DISABLE", None)
        else:
            os.environ["TQDM_DISABLE"] = old


__all__ = ["progress_bars"]
