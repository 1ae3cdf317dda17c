"""Data-parallel generation over several engines: N Ray actors, each holding one LLM backend.

:class:`RayPool` is itself an :class:`~mt_raig.llm.base.LLM`: ``generate`` cuts the
batch into N contiguous slices of about equal work and runs one slice per actor at
the same time, then returns the completions in the original order. Everything that
writes files stays in the calling process: ``mt_raig.generation.generate`` appends
to its resumable predictions JSONL and the judge fills its SQLite cache exactly as
with one engine, so a killed run resumes the same way, whatever N was.

Slices are contiguous because neighbouring requests share prefixes (the claims of
one insight share its tables; a generation chunk repeats the prompt head), and each
replica's prefix cache only helps the requests it gets.

The vLLM backend uses this for ``data_parallel_size > 1`` (vLLM's offline engine is
one process); any backend spec works::

    >>> pool = RayPool("vllm:/models/gemma", {"max_model_len": 4096}, workers=2)   # doctest: +SKIP
    >>> pool.generate(requests)                                                     # doctest: +SKIP

On a CPU-only machine each vLLM replica is bound to its own share of the cores
(``VLLM_CPU_OMP_THREADS_BIND``); on GPUs each actor reserves ``gpus_per_worker``
GPUs (the engine's tensor-parallel size). ``address`` joins an existing Ray cluster
(``ray start --head`` / ``--address``; mt-raig and the model must be on every node).
Needs the ``ray`` extra (``pip install 'mt-raig[ray]'``).
"""

from __future__ import annotations

import os
from typing import Sequence

from mt_raig.errors import BackendError, ConfigError
from mt_raig.llm.base import LLM, Completion, Request

# the driver's settings that a replica must see too (offline mode, caches, vLLM's CPU knobs)
_FORWARDED_ENV_PREFIXES = ("HF_", "TRANSFORMERS_", "VLLM_", "OMP_")


def request_weight(request: Request) -> int:
    """Rough work of one request: prompt characters plus 4 characters per token it may generate."""
    text = request.prompt if request.prompt is not None else "".join(m["content"] for m in request.messages)
    return len(text) + 4 * request.sampling.n * request.sampling.max_new_tokens


def split_contiguous(weights: Sequence[int], parts: int) -> list[range]:
    """``parts`` contiguous index ranges covering ``weights`` in order, with sums as even as a greedy cut allows.

    Empty ranges come last when there are fewer items than parts.

    >>> split_contiguous([1, 1, 1, 1], 2)
    [range(0, 2), range(2, 4)]
    >>> split_contiguous([9, 1, 1, 1], 2)
    [range(0, 1), range(1, 4)]
    """
    if parts < 1:
        raise ConfigError(f"parts must be >= 1, got {parts}")
    n = len(weights)
    ranges: list[range] = []
    start = 0
    remaining = float(sum(weights))
    for part in range(parts):
        left = parts - part
        if part == parts - 1:
            stop = n
        else:
            target = remaining / left
            stop, acc = start, 0.0
            # one item at least (while any are left), more while the slice gets closer to its share
            # and each later part can still have one
            while stop < n and (stop == start or (stop < n - (left - 1) and abs(acc + weights[stop] - target) <= abs(acc - target))):
                acc += weights[stop]
                stop += 1
        ranges.append(range(start, stop))
        remaining -= sum(weights[start:stop])
        start = stop
    return ranges


def cpu_shares(cores: Sequence[int], workers: int) -> list[str]:
    """Each worker's cores as a ``VLLM_CPU_OMP_THREADS_BIND`` value ("0-3" or "0,2"); workers share cores when too few.

    >>> cpu_shares([0, 1, 2, 3], 2)
    ['0-1', '2-3']
    >>> cpu_shares([0], 2)
    ['0', '0']
    """
    cores = sorted(cores)
    if not cores:
        raise ConfigError("no CPU cores to share")
    out = []
    for i in range(workers):
        if len(cores) >= workers:
            per = len(cores) // workers
            mine = cores[i * per:(i + 1) * per] if i < workers - 1 else cores[(workers - 1) * per:]
        else:
            mine = [cores[i % len(cores)]]
        contiguous = mine == list(range(mine[0], mine[-1] + 1))
        out.append(f"{mine[0]}-{mine[-1]}" if contiguous and len(mine) > 1 else ",".join(map(str, mine)))
    return out


class _Replica:
    """The body of one Ray actor: one backend built from a spec, generating whatever slice it is sent."""

    def __init__(self, spec: str, options: dict | None):
        from mt_raig.llm.registry import load_llm

        self.llm = load_llm(spec, options)
        self.served = 0

    def stats(self) -> dict:
        return {"pid": os.getpid(), "requests": self.served, "cpu_bind": os.environ.get("VLLM_CPU_OMP_THREADS_BIND")}

    def describe(self) -> dict:
        return {"info": self.llm.info(), "context_window": self.llm.context_window, "capabilities": self.llm.capabilities(), "pid": os.getpid()}

    def generate(self, requests: list[Request]) -> list[Completion]:
        self.served += len(requests)
        return self.llm.generate(requests, progress=False)

    def count_tokens(self, text: str) -> int:
        return self.llm.count_tokens(text)


def _import_ray():
    try:
        import ray
    except ImportError as exc:
        raise ImportError("data-parallel replicas need Ray: pip install 'mt-raig[ray]'") from exc
    return ray


class RayPool(LLM):
    """``workers`` copies of the backend ``spec`` (built with ``options``), one per Ray actor; see the module docstring."""

    def __init__(self, spec: str, options: dict | None = None, *, workers: int = 2, gpus_per_worker: float = 0,
                 cpus_per_worker: float | None = None, address: str | None = None):
        if workers < 1:
            raise ConfigError(f"a Ray pool needs workers >= 1, got {workers}")
        ray = _import_ray()
        self._ray = ray
        self.spec, self.workers = spec, workers
        self.backend, _, self.model = spec.partition(":")
        cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else list(range(os.cpu_count() or 1))
        self._started_ray = False
        if not ray.is_initialized():
            if address is None:  # a local cluster; declare at least one logical CPU per worker
                ray.init(num_cpus=max(len(cores), workers), include_dashboard=False, log_to_driver=True)
            else:
                ray.init(address=address, include_dashboard=False, log_to_driver=True)
            self._started_ray = True
        base_env = {k: v for k, v in os.environ.items() if k.startswith(_FORWARDED_ENV_PREFIXES)}
        binds = cpu_shares(cores, workers) if gpus_per_worker == 0 and address is None and self.backend == "vllm" else [None] * workers
        actor_cls = ray.remote(_Replica)
        self.actors = []
        for bind in binds:
            env = dict(base_env)
            if bind is not None and "VLLM_CPU_OMP_THREADS_BIND" not in os.environ:
                env["VLLM_CPU_OMP_THREADS_BIND"] = bind
            self.actors.append(actor_cls.options(num_cpus=1 if cpus_per_worker is None else cpus_per_worker, num_gpus=gpus_per_worker, runtime_env={"env_vars": env}).remote(spec, options))
        self.binds = binds
        try:
            described = ray.get([a.describe.remote() for a in self.actors])  # the engines load in parallel
        except Exception as exc:
            self.close()
            raise BackendError(f"a Ray replica of {spec} failed to start: {type(exc).__name__}: {exc}") from exc
        self._described = described[0]
        self.pids = [d["pid"] for d in described]

    @property
    def context_window(self) -> int | None:
        return self._described["context_window"]

    def capabilities(self) -> dict:
        return dict(self._described["capabilities"])

    def info(self) -> dict:
        """The replicas' own info (identical for all): N replicas compute what one engine would."""
        return dict(self._described["info"])

    def generate_on(self, index: int, requests: Sequence[Request]) -> list[Completion]:
        """The whole batch on replica ``index`` alone (to compare one replica with the pool on the same engines)."""
        return self._ray.get(self.actors[index].generate.remote(list(requests)))

    def replica_stats(self) -> list[dict]:
        """Per replica: its process id, the requests it has served and its CPU binding (None on GPUs)."""
        return self._ray.get([a.stats.remote() for a in self.actors])

    def count_tokens(self, text: str) -> int:
        """Counted by the first replica (a remote call: backends with a local tokenizer count themselves)."""
        return self._ray.get(self.actors[0].count_tokens.remote(text))

    def generate(self, requests: Sequence[Request], progress: bool = True) -> list[Completion]:
        requests = list(requests)
        ranges = split_contiguous([request_weight(r) for r in requests], len(self.actors))
        pending = {}
        for actor, r in zip(self.actors, ranges):
            if len(r):
                pending[actor.generate.remote(requests[r.start:r.stop])] = r
        results: list[Completion | None] = [None] * len(requests)
        from tqdm import tqdm

        with tqdm(total=len(requests), desc=f"{self.spec} x{self.workers}", unit="req", disable=not progress) as bar:
            while pending:
                [ref], _ = self._ray.wait(list(pending), num_returns=1)
                r = pending.pop(ref)
                try:
                    outs = self._ray.get(ref)
                    if len(outs) != len(r):
                        raise RuntimeError(f"replica returned {len(outs)} completions for {len(r)} requests")
                except Exception as exc:  # a dead or failing replica fails its slice, not the batch
                    error = f"Ray replica failed: {type(exc).__name__}: {exc}"
                    outs = [Completion(texts=[], status="failed", error=error, backend=self.backend, model=self.model) for _ in r]
                results[r.start:r.stop] = outs
                bar.update(len(r))
        return results  # type: ignore[return-value]

    def close(self) -> None:
        for actor in getattr(self, "actors", []):
            try:
                self._ray.kill(actor)
            except Exception:  # already gone
                pass
        self.actors = []
        if self._started_ray and self._ray.is_initialized():
            self._ray.shutdown()
            self._started_ray = False
