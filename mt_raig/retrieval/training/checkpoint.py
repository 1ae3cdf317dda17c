"""Training checkpoints that resume exactly and load nothing that can run code.

A checkpoint folder ``checkpoints/step-N/`` holds:

``trainable.safetensors``   the trainable (LoRA, projection) weights under their plain module names
``optimizer-R.pt``          process R's optimizer state (``torch.load(weights_only=True)``)
``scheduler.pt``            the learning-rate scheduler's state (``weights_only=True``)
``rng-R.pt``                process R's Python, NumPy, torch and CUDA random states (``weights_only=True``)
``trainer_state.json``      position, run id, world size, data fingerprint, config (written last:
                            its presence marks the checkpoint complete)

Nothing is unpickled with arbitrary globals (``weights_only=True`` admits only
tensors and plain containers), and files named otherwise (accelerate's
``custom_checkpoint_*.pkl``, ``random_states_*.pkl``) are never read.

Weights are named as in the unwrapped module: DDP's ``module.`` and FSDP's
wrapper prefixes are removed before names are compared, so a multi-process
checkpoint is never empty, and a checkpoint that does not hold every
trainable weight is refused rather than loaded partially.

A checkpoint is resumed only by the run that wrote it (``output_dir/RUN``
names the current run), with the same number of processes, the same data and
the same settings (except those in ``RESUME_MAY_CHANGE``).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import pickle
import random
import shutil
import uuid
from datetime import datetime, timezone
from pathlib import Path
from typing import Sequence

import numpy as np
import torch

from mt_raig.atomic import replacing, write_json
from mt_raig.errors import ConfigError, DataError
from mt_raig.retrieval.training.config import TrainConfig

STATE_FILE = "trainer_state.json"
WEIGHTS_FILE = "trainable.safetensors"
SCHEDULER_FILE = "scheduler.pt"
RUN_FILE = "RUN"
CHECKPOINTS = "checkpoints"
# settings that do not change the sequence of batches and updates; everything else must match to resume
RESUME_MAY_CHANGE = frozenset(
    {"resume", "overwrite", "progress", "max_steps", "epochs", "save_every", "keep_checkpoints", "log_every",
     "num_workers", "eval_batch_size", "output_dir"}
)
_WRAPPERS = ("module.", "_fsdp_wrapped_module.", "_checkpoint_wrapped_module.", "_orig_mod.")


def plain_name(name: str) -> str:
    """A parameter name without DDP / FSDP / activation-checkpointing / compile wrapper segments."""
    for wrapper in _WRAPPERS:
        name = name.replace(wrapper, "")
    return name


def data_fingerprint(records: Sequence) -> str:
    """sha256 of the training records (their JSON form, in order): a changed training file is another run."""
    h = hashlib.sha256()
    for r in records:
        h.update(json.dumps(r.to_json(), sort_keys=True, ensure_ascii=False).encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()


# ---------------------------------------------------------------- the run in an output folder
def complete_checkpoints(output_dir: Path) -> list[Path]:
    folder = output_dir / CHECKPOINTS
    return sorted(p for p in folder.glob("step-*") if (p / STATE_FILE).is_file()) if folder.is_dir() else []


def latest_checkpoint(output_dir: Path) -> Path | None:
    """The newest complete checkpoint (its trainer_state.json is written last)."""
    done = complete_checkpoints(output_dir)
    return done[-1] if done else None


def current_run(output_dir: Path) -> str | None:
    path = output_dir / CHECKPOINTS / RUN_FILE
    return path.read_text(encoding="utf-8").strip() if path.is_file() else None


def refuse_earlier_run(output_dir: Path) -> None:
    """A fresh run never mixes its checkpoints with an earlier run's (resume could pick the wrong one)."""
    folder = output_dir / CHECKPOINTS
    if folder.is_dir() and any(folder.glob("step-*")):
        raise ConfigError(
            f"{output_dir} holds checkpoints of an earlier run: pass resume to continue it, "
            "overwrite to start over (they are removed), or another output_dir"
        )


def start_run(output_dir: Path, overwrite: bool) -> str:
    """A new run id for ``output_dir``; earlier checkpoints are refused, or removed when ``overwrite``."""
    folder = output_dir / CHECKPOINTS
    if not overwrite:
        refuse_earlier_run(output_dir)
    elif folder.is_dir():
        shutil.rmtree(folder)
    run_id = uuid.uuid4().hex
    folder.mkdir(parents=True, exist_ok=True)
    with replacing(folder / RUN_FILE) as tmp:
        tmp.write_text(run_id + "\n", encoding="utf-8")
    return run_id


def read_state(checkpoint: Path) -> dict:
    try:
        state = json.loads((checkpoint / STATE_FILE).read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise DataError(f"{checkpoint / STATE_FILE}: corrupt checkpoint state ({e})") from None
    if not isinstance(state, dict) or not {"position", "config", "run_id", "world_size", "data"} <= set(state):
        raise DataError(f"{checkpoint / STATE_FILE}: not a checkpoint state of this trainer (written by another version?)")
    return state


def check_resumable(checkpoint: Path, run_id: str | None, world_size: int, data: str, config: dict) -> dict:
    """The checkpoint's state, after refusing a stale, foreign or incompatible checkpoint."""
    state = read_state(checkpoint)
    if run_id is None or state["run_id"] != run_id:
        raise DataError(f"resume: {checkpoint} is from an earlier run, not the current run of this output_dir "
                        f"(run {state['run_id']!r}, current {run_id!r}); start over with overwrite")
    if state["world_size"] != world_size:
        raise DataError(f"resume: {checkpoint} was written by {state['world_size']} processes, this launch has "
                        f"{world_size}; relaunch with {state['world_size']} processes (the batches and the optimizer "
                        "state depend on it)")
    if state["data"] != data:
        raise DataError(f"resume: the training data changed since {checkpoint} was written (another train_file "
                        "content or held-out split); start over with overwrite")
    # a setting added after the checkpoint was written (e.g. table_format) had its default's behaviour then
    saved = {**{f.name: f.default for f in dataclasses.fields(TrainConfig)}, **state["config"]}
    changed = sorted(k for k in config if k not in RESUME_MAY_CHANGE and saved.get(k) != config[k])
    if changed:
        detail = ", ".join(f"{k}: {saved.get(k)!r} -> {config[k]!r}" for k in changed)
        raise DataError(f"resume: {checkpoint} was written with other settings ({detail})")
    return state


def prune(output_dir: Path, keep: int) -> None:
    for old in complete_checkpoints(output_dir)[:-keep]:
        shutil.rmtree(old, ignore_errors=True)


# ---------------------------------------------------------------- saving and loading one checkpoint
def _safe_load(path: Path):
    if not path.is_file():
        raise DataError(f"{path}: missing from the checkpoint; it is incomplete")
    try:
        return torch.load(path, map_location="cpu", weights_only=True)
    except pickle.UnpicklingError as e:
        raise DataError(f"{path}: refused: it holds objects other than tensors and plain data "
                        f"(a damaged or tampered checkpoint): {' '.join(str(e).split())[:200]}") from None
    except (RuntimeError, EOFError) as e:
        raise DataError(f"{path}: corrupt checkpoint file ({' '.join(str(e).split())[:200]})") from None


def _rng_state() -> dict:
    version, internal, gauss = random.getstate()
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    state = {
        "python": [version, list(internal), gauss],
        "numpy": [kind, torch.from_numpy(np.array(keys, dtype=np.int64)), int(pos), int(has_gauss), float(cached)],
        "torch": torch.get_rng_state(),
    }
    if torch.cuda.is_available():
        state["cuda"] = torch.cuda.get_rng_state_all()
    return state


def _set_rng_state(state: dict) -> None:
    version, internal, gauss = state["python"]
    random.setstate((version, tuple(internal), gauss))
    kind, keys, pos, has_gauss, cached = state["numpy"]
    np.random.set_state((kind, keys.numpy().astype(np.uint32), pos, has_gauss, cached))
    torch.set_rng_state(state["torch"])
    if "cuda" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda"])


def trainable_state(accelerator, model, module, trainable: set[str]) -> dict[str, torch.Tensor]:
    """The trainable weights by plain name (gathered from FSDP shards; complete on the main process)."""
    from accelerate.utils import DistributedType

    if accelerator.distributed_type in (DistributedType.FSDP, DistributedType.DEEPSPEED):
        full = accelerator.get_state_dict(model)
        state = {plain_name(k): v for k, v in (full or {}).items()}
    else:
        state = {plain_name(n): p for n, p in module.named_parameters()}
    return {k: v.detach().cpu().contiguous() for k, v in state.items() if k in trainable}


def save(folder: Path, accelerator, model, module, optimizer, scheduler, trainable: set[str], state: dict) -> None:
    """Write one checkpoint (every process writes its own optimizer and RNG files; the main process the rest)."""
    from safetensors.torch import save_file

    weights = trainable_state(accelerator, model, module, trainable)
    rank = accelerator.process_index
    if accelerator.is_main_process:
        folder.mkdir(parents=True, exist_ok=True)
        if set(weights) != trainable:  # a bug in the name mapping, never a user error
            raise RuntimeError(f"checkpoint would hold {len(weights)} of {len(trainable)} trainable weights")
        with replacing(folder / WEIGHTS_FILE) as tmp:
            save_file(weights, str(tmp))
        with replacing(folder / SCHEDULER_FILE) as tmp:
            torch.save(scheduler.state_dict(), tmp)
    accelerator.wait_for_everyone()
    with replacing(folder / f"optimizer-{rank}.pt") as tmp:
        torch.save(optimizer.state_dict(), tmp)
    with replacing(folder / f"rng-{rank}.pt") as tmp:
        torch.save(_rng_state(), tmp)
    accelerator.wait_for_everyone()
    if accelerator.is_main_process:
        write_json(folder / STATE_FILE, state, indent=2)
    accelerator.wait_for_everyone()


def load(folder: Path, accelerator, model, module, optimizer, scheduler, trainable: set[str]) -> None:
    """Restore weights, optimizer, scheduler and this process's random state from ``folder``."""
    from safetensors import SafetensorError
    from safetensors.torch import load_file

    try:
        weights = load_file(str(folder / WEIGHTS_FILE))
    except (SafetensorError, FileNotFoundError, OSError) as e:
        raise DataError(f"{folder / WEIGHTS_FILE}: cannot read the checkpoint's weights ({e})") from None
    if set(weights) != trainable:
        missing = sorted(trainable - set(weights))
        raise DataError(f"{folder}: the checkpoint holds {len(set(weights) & trainable)} of the {len(trainable)} "
                        f"trainable weights (missing e.g. {missing[:1]}); it cannot continue this model")
    from accelerate.utils import DistributedType

    if accelerator.distributed_type in (DistributedType.FSDP, DistributedType.DEEPSPEED):
        from torch.distributed.checkpoint.state_dict import StateDictOptions, set_model_state_dict

        set_model_state_dict(model, weights, options=StateDictOptions(full_state_dict=True, strict=False))
    else:
        params = {plain_name(n): p for n, p in module.named_parameters()}
        with torch.no_grad():
            for name, value in weights.items():
                params[name].copy_(value.to(params[name].device, params[name].dtype))
    optimizer.load_state_dict(_safe_load(folder / f"optimizer-{accelerator.process_index}.pt"))
    scheduler.load_state_dict(_safe_load(folder / SCHEDULER_FILE))
    _set_rng_state(_safe_load(folder / f"rng-{accelerator.process_index}.pt"))


def stamp() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")
