"""The contrastive LoRA trainer for ``dtr`` and ``tablellama`` (Appendix B.4), on accelerate.

One code path for ``python``, ``accelerate launch`` (CPU gloo, DDP, bf16) and
FSDP/DeepSpeed configs. Order of work: validate the config, read the data
(empty or malformed files fail here), check the LoRA targets against the
model's architecture on the meta device, and only then load weights.

Output folder layout::

    adapter/              best adapter by held-out R@eval_k (the one to use)
    last/                 adapter after the last step
    checkpoints/step-N/   accelerate state (trainable weights, optimizer, scheduler, RNG) + trainer_state.json
    log.jsonl             one line per logged step and per evaluation
    run.json              config, versions, data sizes, metrics per epoch, best

Data order is a permutation seeded by ``seed + epoch``; each global batch is
``per_device_batch_size x processes`` consecutive indices of it, process ``p``
taking slice ``p``. A checkpoint stores (epoch, step in epoch) with the RNG
states, so ``resume`` continues the exact same sequence of batches and losses.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

import numpy as np
import torch
from tqdm.auto import tqdm

from mt_raig.atomic import write_json
from mt_raig.retrieval.ranking import TieBreaker
from mt_raig.retrieval.training import data as training_data
from mt_raig.retrieval.training.config import ConfigError, TrainConfig
from mt_raig.retrieval.training.loss import gather_with_local_grad, id_hash, info_nce
from mt_raig.retrieval.training.model import build_trainable, check_target_modules, model_id
from mt_raig.tables import Table

STATE_FILE = "trainer_state.json"
# settings that do not change the sequence of batches and updates; everything else must match to resume
RESUME_MAY_CHANGE = frozenset(
    {"resume", "progress", "max_steps", "epochs", "save_every", "keep_checkpoints", "log_every", "num_workers",
     "eval_batch_size", "output_dir"}
)
LOG_FILE = "log.jsonl"
RUN_FILE = "run.json"


class TrainingError(ValueError):
    """A run that cannot start or continue (no negatives, too little data, no checkpoint to resume)."""


@dataclass
class Position:
    """Where training stands: the next batch is step ``step`` of epoch ``epoch``."""

    epoch: int = 0
    step: int = 0
    global_step: int = 0
    best_metric: float | None = None
    best_step: int | None = None
    history: list[dict] = field(default_factory=list)  # one entry per evaluation


@dataclass
class Prepared:
    """Data checked and split, before any model loads."""

    train: list[training_data.TrainRecord]
    heldout: list[training_data.TrainRecord]
    corpus: list[Table]


def prepare_data(config: TrainConfig) -> Prepared:
    """Read, validate and split the data (every error here comes before any model loads)."""
    records = training_data.read_records(config.train_file, config.train_split)
    if config.eval_file:
        train, heldout = records, training_data.read_records(config.eval_file, "validation")
    else:
        train, heldout = training_data.split_heldout(records, config.eval_fraction, config.seed)
    short = [r.id for r in train if len(r.negatives) < config.hard_negatives]
    if short:
        raise TrainingDataErrorNegatives(
            f"{len(short)} training records have fewer than hard_negatives={config.hard_negatives} negatives "
            f"(first: {short[0]!r}); mine them with training/prepare_data.py --hard-negatives N or lower hard_negatives"
        )
    return Prepared(train, heldout, training_data.corpus_of(list(train) + list(heldout)))


class TrainingDataErrorNegatives(training_data.TrainingDataError):
    """Records without the configured number of hard negatives."""


def versions() -> dict:
    from mt_raig.provenance import package_versions

    return package_versions(("mt-raig", "torch", "transformers", "peft", "accelerate", "bitsandbytes"))


def _write_json(path: Path, value: object) -> None:
    write_json(path, value, indent=2)


def latest_checkpoint(output_dir: Path) -> Path | None:
    """The newest complete checkpoint (its trainer_state.json is written last)."""
    folder = output_dir / "checkpoints"
    done = sorted(p for p in folder.glob("step-*") if (p / STATE_FILE).is_file()) if folder.is_dir() else []
    return done[-1] if done else None


class Trainer:
    """Runs one training job for a validated :class:`TrainConfig` (see the module docstring)."""

    def __init__(self, config: TrainConfig) -> None:
        config.validate()
        self.config = config
        self.output_dir = Path(config.output_dir)
        self.data = prepare_data(config)
        self.targets = check_target_modules(config)
        self.resume_from = None
        if config.resume:
            self.resume_from = latest_checkpoint(self.output_dir)
            if self.resume_from is None:
                raise TrainingError(f"resume: no complete checkpoint under {self.output_dir / 'checkpoints'}")
            self._check_resume_settings()

        from accelerate import Accelerator
        from accelerate.utils import set_seed

        self.accelerator = Accelerator()
        acc = self.accelerator
        launched = int(os.environ.get("WORLD_SIZE", "1"))
        if launched != acc.num_processes:  # e.g. torchrun on a machine without GPUs and no ACCELERATE_USE_CPU=1
            raise TrainingError(
                f"launched as {launched} processes but accelerate runs {acc.num_processes}: each would train alone "
                "on the same output_dir; on CPU launch with ACCELERATE_USE_CPU=1 accelerate launch --multi_gpu ..."
            )
        self.world = acc.num_processes
        self.global_batch = config.per_device_batch_size * self.world
        self.steps_per_epoch = len(self.data.train) // self.global_batch
        if self.steps_per_epoch == 0:
            raise TrainingError(
                f"{len(self.data.train)} training records are fewer than one global batch "
                f"({config.per_device_batch_size} per device x {self.world} processes)"
            )
        if self.global_batch == 1 and config.hard_negatives == 0:
            raise TrainingError(
                "no negatives: one process with per_device_batch_size 1 and hard_negatives 0 gives a constant loss; "
                "raise per_device_batch_size, run on several processes, or use hard negatives"
            )
        epochs_steps = self.steps_per_epoch * config.epochs
        self.total_steps = min(epochs_steps, config.max_steps) if config.max_steps else epochs_steps

        set_seed(config.seed)
        self.module = build_trainable(config, self.targets)
        params = [p for p in self.module.parameters() if p.requires_grad]
        self.trainable_parameters = sum(p.numel() for p in params)
        self.total_parameters = sum(p.numel() for p in self.module.parameters())
        optimizer = torch.optim.AdamW(params, lr=config.learning_rate, weight_decay=config.weight_decay)
        from transformers import get_scheduler

        # not prepared: accelerate would step it once per process; we step it once per optimizer step
        self.scheduler = get_scheduler(config.lr_scheduler, optimizer, num_warmup_steps=config.warmup_steps,
                                       num_training_steps=self.total_steps)
        self.model, self.optimizer = acc.prepare(self.module, optimizer)
        acc.register_for_checkpointing(self.scheduler)
        self._trainable_names = {n for n, p in self.model.named_parameters() if p.requires_grad}
        acc.register_save_state_pre_hook(self._keep_trainable)
        self.position = Position()

    # -- state ----------------------------------------------------------------------------------

    def _log(self, entry: dict) -> None:
        if self.accelerator.is_main_process:
            with (self.output_dir / LOG_FILE).open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(entry) + "\n")

    def _check_resume_settings(self) -> None:
        state = json.loads((self.resume_from / STATE_FILE).read_text(encoding="utf-8"))
        saved, now = state["config"], self.config.to_dict()
        changed = sorted(k for k in now if k not in RESUME_MAY_CHANGE and saved.get(k) != now[k])
        if changed:
            detail = ", ".join(f"{k}: {saved.get(k)!r} -> {now[k]!r}" for k in changed)
            raise TrainingError(f"resume: {self.resume_from} was written with other settings ({detail})")

    def _keep_trainable(self, models, weights, output_dir) -> None:
        """save_state hook: checkpoint only the trainable (LoRA, projection) weights, not the frozen base."""
        for i, state in enumerate(weights):
            weights[i] = {k: v for k, v in state.items() if k in self._trainable_names}

    def _resume(self) -> None:
        state = json.loads((self.resume_from / STATE_FILE).read_text(encoding="utf-8"))
        # the checkpoint holds the trainable weights only (see _keep_trainable); the base comes from the model id
        self.accelerator.load_state(str(self.resume_from), strict=False)
        self.position = Position(**state["position"])
        if self.accelerator.is_main_process:  # drop log lines written after the checkpoint
            log = self.output_dir / LOG_FILE
            if log.is_file():
                keep = [
                    line for line in log.read_text(encoding="utf-8").splitlines()
                    if line.strip() and json.loads(line).get("step", 0) <= self.position.global_step
                ]
                tmp = log.with_name(LOG_FILE + ".tmp")
                tmp.write_text("".join(line + "\n" for line in keep), encoding="utf-8")
                os.replace(tmp, log)
        self.accelerator.wait_for_everyone()

    def _checkpoint(self) -> None:
        acc = self.accelerator
        folder = self.output_dir / "checkpoints" / f"step-{self.position.global_step:08d}"
        acc.save_state(str(folder))
        acc.wait_for_everyone()
        if acc.is_main_process:
            _write_json(folder / STATE_FILE, {"position": self.position.__dict__, "config": self.config.to_dict()})
            done = sorted(p for p in folder.parent.glob("step-*") if (p / STATE_FILE).is_file())
            for old in done[: -self.config.keep_checkpoints]:
                shutil.rmtree(old, ignore_errors=True)
        acc.wait_for_everyone()

    def _save_adapter(self, folder: Path) -> None:
        state = self.accelerator.get_state_dict(self.model)  # full state, gathered if sharded
        if self.accelerator.is_main_process:
            tmp = folder.with_name(folder.name + ".tmp")
            shutil.rmtree(tmp, ignore_errors=True)
            self.module.save_adapter(tmp, state_dict=state)
            shutil.rmtree(folder, ignore_errors=True)
            os.replace(tmp, folder)
        self.accelerator.wait_for_everyone()

    # -- batches --------------------------------------------------------------------------------

    def _order(self, epoch: int) -> list[int]:
        generator = torch.Generator().manual_seed(self.config.seed + epoch)
        return torch.randperm(len(self.data.train), generator=generator).tolist()

    def _local_batch(self, order: list[int], step: int) -> list[training_data.TrainRecord]:
        b = self.config.per_device_batch_size
        start = step * self.global_batch + self.accelerator.process_index * b
        return [self.data.train[i] for i in order[start : start + b]]

    def _featurize(self, records: Sequence[training_data.TrainRecord]):
        """CPU tensors of one local batch: question inputs, table inputs, question keys, table keys."""
        n = self.config.hard_negatives
        tables = [t for r in records for t in (r.positive, *r.negatives[:n])]
        q = self.module.question_inputs([r.question for r in records])
        t = self.module.table_inputs(tables)
        q_keys = torch.tensor([id_hash(r.question) for r in records], dtype=torch.long)
        t_keys = torch.tensor([id_hash(x.id) for x in tables], dtype=torch.long)
        return q, t, q_keys, t_keys

    def _batches(self, epoch: int, start: int):
        """This process's featurized batches of ``epoch`` from step ``start``, tokenized ahead by
        ``num_workers`` processes (the TAPAS tokenizer is slow next to a GPU step)."""
        order = self._order(epoch)
        steps = [self._local_batch(order, s) for s in range(start, self.steps_per_epoch)]
        workers = self.config.num_workers
        return torch.utils.data.DataLoader(
            _Featurized(self._featurize, steps),
            batch_size=None,
            num_workers=workers,
            prefetch_factor=4 if workers else None,
            generator=torch.Generator().manual_seed(self.config.seed),  # leaves the global RNG (dropout) alone
        )

    def _step(self, records: Sequence[training_data.TrainRecord]) -> dict:
        """One optimizer step on one local batch of records."""
        return self._step_features(self._featurize(records))

    def _step_features(self, features) -> dict:
        acc = self.accelerator
        device = acc.device
        q_in, t_in, q_keys, t_keys = features
        q_in = {k: v.to(device) for k, v in q_in.items()}
        t_in = {k: v.to(device) for k, v in t_in.items()}
        q_keys, t_keys = q_keys.to(device), t_keys.to(device)
        q, t = self.model(questions=q_in, tables=t_in)
        all_q, all_t = gather_with_local_grad(acc, q), gather_with_local_grad(acc, t)
        all_qk, all_tk = acc.gather(q_keys), acc.gather(t_keys)
        loss = info_nce(all_q, all_t, all_qk, all_tk, self.config.temperature)
        acc.backward(loss * self.world)  # DDP averages over processes; see loss.py
        self.optimizer.step()
        self.scheduler.step()
        self.optimizer.zero_grad(set_to_none=True)
        return {
            "loss": float(loss.detach()),
            "lr": self.scheduler.get_last_lr()[0],
            "world_size": self.world,
            "gathered_questions": int(all_q.shape[0]),
            "gathered_tables": int(all_t.shape[0]),
        }

    # -- evaluation -----------------------------------------------------------------------------

    @torch.no_grad()
    def evaluate(self) -> dict:
        """Held-out P/R/F1@k (the retrieval metrics, in %) over the pool of every table in the data.

        Each held-out question's gold set is all of its positives. k is 1, 5 and ``eval_k``, capped at the pool size.
        """
        from mt_raig.data import Example
        from mt_raig.retrieval.metrics import evaluate_run

        heldout = self.data.heldout
        if not heldout:
            return {}
        corpus = self.data.corpus
        gold: dict[str, list[str]] = {}
        for r in heldout:
            gold.setdefault(r.question, []).append(r.positive.id)
        questions = sorted(gold)
        self.model.eval()
        try:
            t_emb = self._embed(corpus, "tables")
            q_emb = self._embed(questions, "questions")
        finally:
            self.model.train()
        scores = q_emb @ t_emb.T
        ks = sorted({min(k, len(corpus)) for k in (1, 5, self.config.eval_k)})
        ranker = TieBreaker([t.id for t in corpus])
        examples = [Example(f"q{i}", q, "", tuple(gold[q]), "") for i, q in enumerate(questions)]
        run = {e.id: [corpus[j].id for j in ranker.top_k_indices(scores[i], ks[-1])] for i, e in enumerate(examples)}
        overall = evaluate_run(run, examples, ks=ks, corpus_size=len(corpus))["overall"]
        return {**overall, "corpus_tables": len(corpus)}

    def _embed(self, items: Sequence, what: str) -> np.ndarray:
        size = self.config.eval_batch_size
        parts = []
        for start in range(0, len(items), size):
            chunk = items[start : start + size]
            if what == "tables":
                inputs = {k: v.to(self.accelerator.device) for k, v in self.module.table_inputs(chunk).items()}
                _, emb = self.model(tables=inputs)
            else:
                inputs = {k: v.to(self.accelerator.device) for k, v in self.module.question_inputs(chunk).items()}
                emb, _ = self.model(questions=inputs)
            parts.append(emb.float().cpu().numpy())
        return np.concatenate(parts)

    def _select_metric(self) -> str:
        return f"R@{min(self.config.eval_k, len(self.data.corpus))}"

    def _evaluate_and_keep_best(self) -> None:
        pos = self.position
        if pos.history and pos.history[-1]["step"] == pos.global_step:
            return
        metrics = self.evaluate()
        entry = {"event": "eval", "step": pos.global_step, "epoch": pos.epoch, **metrics}
        pos.history.append(entry)
        self._log(entry)
        if not metrics:
            return
        key = self._select_metric()
        if pos.best_metric is None or metrics[key] > pos.best_metric:
            pos.best_metric, pos.best_step = metrics[key], pos.global_step
            self._save_adapter(self.output_dir / "adapter")

    # -- the loop -------------------------------------------------------------------------------

    def train(self) -> dict:
        """Run (or resume) to the end; returns the run record also written to ``run.json``."""
        config, acc = self.config, self.accelerator
        started = time.time()
        if acc.is_main_process:
            self.output_dir.mkdir(parents=True, exist_ok=True)
            if not config.resume:
                (self.output_dir / LOG_FILE).unlink(missing_ok=True)
        acc.wait_for_everyone()
        if self.resume_from is not None:
            self._resume()
        pos = self.position
        bar = tqdm(total=self.total_steps, initial=pos.global_step, desc=f"train {config.retriever}",
                   disable=not (config.progress and acc.is_main_process))
        self.model.train()
        samples = 0
        while pos.epoch < config.epochs and pos.global_step < self.total_steps:
            for features in self._batches(pos.epoch, pos.step):
                if pos.global_step >= self.total_steps:
                    break
                stats = self._step_features(features)
                pos.step += 1
                pos.global_step += 1
                samples += self.global_batch
                bar.update(1)
                bar.set_postfix(loss=f"{stats['loss']:.4f}")
                if pos.global_step % config.log_every == 0:
                    self._log({"event": "step", "step": pos.global_step, "epoch": pos.epoch, **stats})
                if config.save_every and pos.global_step % config.save_every == 0:
                    self._checkpoint()
            if pos.step >= self.steps_per_epoch:
                self._evaluate_and_keep_best()
                pos.epoch += 1
                pos.step = 0
                self._checkpoint()
        bar.close()
        self._evaluate_and_keep_best()
        self._save_adapter(self.output_dir / "last")
        if pos.best_step is None:  # no held-out data: the last adapter is the adapter
            self._save_adapter(self.output_dir / "adapter")
        elapsed = time.time() - started
        record = {
            "config": config.to_dict(),
            "model": model_id(config),
            "target_modules": self.targets,
            "versions": versions(),
            "world_size": self.world,
            "mixed_precision": str(acc.mixed_precision),
            "distributed_type": str(acc.distributed_type),
            "global_batch_size": self.global_batch,
            "train_records": len(self.data.train),
            "heldout_records": len(self.data.heldout),
            "corpus_tables": len(self.data.corpus),
            "steps": pos.global_step,
            "steps_per_epoch": self.steps_per_epoch,
            "trainable_parameters": self.trainable_parameters,
            "total_parameters": self.total_parameters,
            "encoder": self.module.info(),
            "evaluations": pos.history,
            "best": {"metric": self._select_metric(), "value": pos.best_metric,
                     "step": pos.best_step},
            "seconds_this_session": round(elapsed, 3),
            "samples_per_second_this_session": round(samples / elapsed, 3) if elapsed else None,
            "resumed_from": str(self.resume_from) if self.resume_from else None,
            "adapter": str(self.output_dir / "adapter"),
        }
        if acc.is_main_process:
            _write_json(self.output_dir / RUN_FILE, record)
        acc.wait_for_everyone()
        return record


class _Featurized(torch.utils.data.Dataset):
    """Step ``i`` -> the featurized local batch ``batches[i]``."""

    def __init__(self, featurize, batches: list) -> None:
        self.featurize = featurize
        self.batches = batches

    def __len__(self) -> int:
        return len(self.batches)

    def __getitem__(self, index: int):
        return self.featurize(self.batches[index])


def train(config: TrainConfig) -> dict:
    """Validate, load, train; returns the run record (see :class:`Trainer`)."""
    return Trainer(config).train()


__all__ = ["ConfigError", "Trainer", "TrainingError", "prepare_data", "train", "latest_checkpoint"]
