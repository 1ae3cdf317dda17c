"""How the Ray pool cuts a batch and shares the cores (pure functions; no Ray, no vLLM)."""

from __future__ import annotations

import pytest

from mt_raig.errors import ConfigError
from mt_raig.llm import Request, Sampling
from mt_raig.llm.ray_pool import cpu_shares, request_weight, split_contiguous
from mt_raig.llm.vllm_offline import VLLMOptions


def test_split_contiguous_covers_everything_in_order_with_even_work():
    weights = [5, 1, 1, 1, 1, 1, 4, 2]
    for parts in range(1, 10):
        ranges = split_contiguous(weights, parts)
        assert len(ranges) == parts
        assert [i for r in ranges for i in r] == list(range(len(weights)))  # contiguous, in order, no overlap
    assert [sum(weights[i] for i in r) for r in split_contiguous(weights, 2)] == [8, 8]
    assert split_contiguous([], 2) == [range(0, 0), range(0, 0)]
    assert [len(r) for r in split_contiguous([1, 1, 1], 5)] == [1, 1, 1, 0, 0]
    with pytest.raises(ConfigError):
        split_contiguous([1], 0)


def test_request_weight_counts_prompt_and_possible_output():
    short = Request(prompt="abcd", sampling=Sampling(max_new_tokens=1))
    sampled = Request(messages=({"role": "user", "content": "abcd"},), sampling=Sampling(max_new_tokens=5, n=20, temperature=2.0))
    assert request_weight(short) == 4 + 4 and request_weight(sampled) == 4 + 4 * 20 * 5


def test_cpu_shares_give_each_replica_its_own_cores():
    assert cpu_shares([0, 1], 2) == ["0", "1"]
    assert cpu_shares([0, 1, 2, 3, 4], 2) == ["0-1", "2-4"]
    assert cpu_shares([0, 2, 4, 6], 2) == ["0,2", "4,6"]
    assert cpu_shares([3], 3) == ["3", "3", "3"]
    with pytest.raises(ConfigError):
        cpu_shares([], 2)


def test_replica_count_is_not_an_engine_setting():
    opts = VLLMOptions(data_parallel_size=4, tensor_parallel_size=2, ray_address="auto")
    kwargs = opts.engine_kwargs()
    assert "data_parallel_size" not in kwargs and "ray_address" not in kwargs and kwargs["tensor_parallel_size"] == 2
    assert set(opts.replica_settings()) == set(kwargs) | {"max_model_len", "quantization"}
    with pytest.raises(ConfigError, match="data_parallel_size must be >= 1"):
        VLLMOptions(data_parallel_size=0)
    with pytest.raises(ConfigError, match="ray_address only applies with data_parallel_size > 1"):
        VLLMOptions(ray_address="auto")
