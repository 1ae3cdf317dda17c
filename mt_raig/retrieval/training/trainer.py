"""The contrastive LoRA trainer for ``dtr`` and ``tablellama`` (Appendix B.4), on accelerate.

One code path for ``python``, ``accelerate launch`` (CPU gloo, DDP, bf16) and
FSDP/DeepSpeed configs. Order of work: validate the config, read the data
(empty or malformed files fail here), check the LoRA targets against the
model's architecture on the meta device, and only then load weights.

Output folder layout::

    adapter/              best adapter by held-out R@eval_k (the one to use)
    last/                 adapter after the last step
    checkpoints/step-N/   trainable weights, optimizer, scheduler, RNG, position (see checkpoint.py)
    checkpoints/RUN       the id of the run that owns the checkpoints
    log.jsonl             one line per logged step and per evaluation
    run.json              config, versions, data sizes, metrics per epoch, best

Data order is a permutation seeded by ``seed + epoch``; each global batch is
``per_device_batch_size x processes`` consecutive indices of it, process ``p``
taking slice ``p``. A checkpoint stores (epoch, step in epoch) with the RNG
states, so ``resume`` continues the exact same sequence of batches and losses,
on one process or several (with the same number as the checkpoint's).

    >>> from mt_raig import train_retriever                       # doctest: +SKIP
    >>> result = train_retriever(load_config("configs/train/tiny-cpu.yaml"))  # doctest: +SKIP
    >>> result.adapter, result.best                               # doctest: +SKIP
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
from mt_raig.errors import ConfigError, DataError
from mt_raig.retrieval.ranking import TieBreaker
from mt_raig.retrieval.training import checkpoint
from mt_raig.retrieval.training import data as training_data
from mt_raig.retrieval.training.config import TrainConfig
from mt_raig.retrieval.training.result import TrainingResult
from mt_raig.retrieval.training.loss import gather_with_local_grad, id_hash, info_nce
from mt_raig.retrieval.training.model import build_trainable, check_target_modules, model_id

LOG_FILE = "log.jsonl"
RUN_FILE = "run.json"
latest_checkpoint = checkpoint.latest_checkpoint


@dataclass
class Position:
    """Where training stands: the next batch is step ``step`` of epoch ``epoch``."""

    epoch: int = 0
    step: int = 0
    global_step: int = 0
    best_metric: float | None = None
    best_step: int | None = None
    history: list[dict] = field(default_factory=list)  # one entry per evaluation


def versions() -> dict:
    from mt_raig.provenance import package_versions

    return package_versions(("mt-raig", "torch", "transformers", "peft", "accelerate", "bitsandbytes"))


class Trainer:
    """Runs one training job for a :class:`TrainConfig` (see the module docstring)."""

    def __init__(self, config: TrainConfig) -> None:
        config.require()
        self.config = config
        self.output_dir = Path(config.output_dir)
        self.data = training_data.prepare_data(config)
        self.data_fingerprint = checkpoint.data_fingerprint([*self.data.train, *self.data.heldout])
        self.targets = check_target_modules(config)

        from accelerate import Accelerator
        from accelerate.utils import set_seed

        self.accelerator = Accelerator()
        acc = self.accelerator
        launched = int(os.environ.get("WORLD_SIZE", "1"))
        if launched != acc.num_processes:  # e.g. torchrun on a machine without GPUs and no ACCELERATE_USE_CPU=1
            raise ConfigError(
                f"launched as {launched} processes but accelerate runs {acc.num_processes}: each would train alone "
                "on the same output_dir; on CPU launch with ACCELERATE_USE_CPU=1 accelerate launch --multi_gpu ..."
            )
        self.world = acc.num_processes
        self.resume_from, self.resume_state = None, None
        if config.resume:
            self.resume_from = checkpoint.latest_checkpoint(self.output_dir)
            if self.resume_from is None:
                raise DataError(f"resume: no complete checkpoint under {self.output_dir / checkpoint.CHECKPOINTS}")
            self.resume_state = checkpoint.check_resumable(
                self.resume_from, checkpoint.current_run(self.output_dir), self.world, self.data_fingerprint,
                config.to_dict())
        elif not config.overwrite:
            checkpoint.refuse_earlier_run(self.output_dir)
        self.global_batch = config.per_device_batch_size * self.world
        self.steps_per_epoch = len(self.data.train) // self.global_batch
        if self.steps_per_epoch == 0:
            raise DataError(
                f"{len(self.data.train)} training records are fewer than one global batch "
                f"({config.per_device_batch_size} per device x {self.world} processes)"
            )
        if self.global_batch == 1 and config.hard_negatives == 0:
            raise ConfigError(
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
        self._trainable_names = {checkpoint.plain_name(n) for n, p in self.module.named_parameters() if p.requires_grad}
        optimizer = torch.optim.AdamW(params, lr=config.learning_rate, weight_decay=config.weight_decay)
        from transformers import get_scheduler

        # not prepared: accelerate would step it once per process; we step it once per optimizer step
        self.scheduler = get_scheduler(config.lr_scheduler, optimizer, num_warmup_steps=config.warmup_steps,
                                       num_training_steps=self.total_steps)
        self.model, self.optimizer = acc.prepare(self.module, optimizer)
        self.position = Position()
        self.run_id: str | None = None

    # -- state ----------------------------------------------------------------------------------

    def _log(self, entry: dict) -> None:
        if self.accelerator.is_main_process:
            with (self.output_dir / LOG_FILE).open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(entry) + "\n")

    def _start(self) -> None:
        """A fresh run: a new run id (earlier checkpoints removed when ``overwrite``) and an empty log."""
        acc = self.accelerator
        if acc.is_main_process:
            self.output_dir.mkdir(parents=True, exist_ok=True)
            checkpoint.start_run(self.output_dir, overwrite=self.config.overwrite)
            (self.output_dir / LOG_FILE).unlink(missing_ok=True)
        acc.wait_for_everyone()
        self.run_id = checkpoint.current_run(self.output_dir)

    def _resume(self) -> None:
        checkpoint.load(self.resume_from, self.accelerator, self.model, self.module, self.optimizer, self.scheduler,
                        self._trainable_names)
        self.position = Position(**self.resume_state["position"])
        self.run_id = self.resume_state["run_id"]
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
        folder = self.output_dir / checkpoint.CHECKPOINTS / f"step-{self.position.global_step:08d}"
        state = {"position": dict(self.position.__dict__), "run_id": self.run_id, "world_size": self.world,
                 "data": self.data_fingerprint, "config": self.config.to_dict(), "written": checkpoint.stamp()}
        checkpoint.save(folder, self.accelerator, self.model, self.module, self.optimizer, self.scheduler,
                        self._trainable_names, state)
        if self.accelerator.is_main_process:
            checkpoint.prune(self.output_dir, self.config.keep_checkpoints)
        self.accelerator.wait_for_everyone()

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
        if self.resume_from is not None:
            self._resume()
        else:
            self._start()
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
            write_json(self.output_dir / RUN_FILE, record, indent=2)
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


def train_retriever(config: TrainConfig | dict) -> TrainingResult:
    """Train a table retriever (``dtr`` or ``tablellama``) with LoRA and InfoNCE; see :class:`Trainer`.

    ``config`` is a :class:`TrainConfig` or a mapping of its fields (checked
    like a YAML file). Under ``accelerate launch`` every process calls this.
    """
    if not isinstance(config, TrainConfig):
        from mt_raig.config import build_config

        config = build_config(TrainConfig, dict(config), source="train_retriever()")
    record = Trainer(config).train()
    return TrainingResult(Path(record["adapter"]), Path(config.output_dir), record["steps"], record["best"],
                          record["evaluations"], record)


__all__ = ["Trainer", "TrainingResult", "train_retriever", "latest_checkpoint"]
