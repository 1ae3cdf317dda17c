"""Session-wide isolation: no hub lookups, a private HF cache.

``huggingface_hub`` and ``datasets`` read these variables once, when first
imported, which happens while pytest collects test modules: so they are set
here, at import of this conftest (before any test module), not in a fixture.
"""

import os
import shutil
import tempfile

_HOME = tempfile.mkdtemp(prefix="mt-raig-hf-home-")
os.environ.update(HF_HOME=_HOME, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", HF_DATASETS_OFFLINE="1", TOKENIZERS_PARALLELISM="false")


def pytest_unconfigure(config):
    shutil.rmtree(_HOME, ignore_errors=True)


import pytest  # noqa: E402  (after the environment above is set)


@pytest.fixture(scope="session")
def lexical_judge():
    """One ``lexical`` judge for the claim-pair modules (our own pairs and the held-out sets, tests/test_lexical_*.py): it
    keeps no state."""
    from mt_raig.eval.lexical import LexicalJudge

    return LexicalJudge()


@pytest.fixture(scope="session")
def browser():
    """A headless Chromium driven by selenium (see tests/browser.py); skipped where it is not installed."""
    from browser import have_browser, start_browser

    if not have_browser():
        pytest.skip("Debian's chromium and chromium-driver are not installed (./run installs them)")
    driver = start_browser()
    yield driver
    driver.quit()


def pytest_generate_tests(metafunc):
    """The held-out claim-pair sets' per-pair params (tests/heldout_pairs.py, ``HeldOutSet``)."""
    if metafunc.cls is not None and metafunc.cls.__name__ == "TestSet":
        import heldout_pairs

        heldout_pairs.generate(metafunc)
