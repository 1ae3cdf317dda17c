"""The one registry pattern: names to lazy targets, known names in errors, missing extras explained."""

from __future__ import annotations

import sys

import pytest

from mt_raig.errors import BackendError, ConfigError
from mt_raig.registry import Registry


def test_lazy_target_is_imported_on_first_use(tmp_path, monkeypatch):
    (tmp_path / "mtr_lazy_plugin.py").write_text("LOADED = True\ndef make(arg):\n    return ('made', arg)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    reg = Registry("widget")
    reg.register("thing", "mtr_lazy_plugin:make", help="a thing")
    assert "mtr_lazy_plugin" not in sys.modules
    factory, arg = reg.resolve("Thing:some/model:with:colons")
    assert factory(arg) == ("made", "some/model:with:colons")
    assert "mtr_lazy_plugin" in sys.modules
    assert reg.describe() == {"thing": "a thing"} and "thing" in reg


def test_unknown_and_empty_specs_list_known_names():
    reg = Registry("retriever")
    reg.register("bm25", "mt_raig.registry:Registry")
    reg.register("dense", "mt_raig.registry:Registry")
    with pytest.raises(ConfigError, match=r"unknown retriever 'sparse' \(known: bm25, dense\)"):
        reg.resolve("sparse:x")
    with pytest.raises(ConfigError, match="empty retriever spec"):
        reg.parse("  ")


def test_missing_optional_dependency_says_what_to_install(tmp_path, monkeypatch):
    (tmp_path / "mtr_needs_extra.py").write_text("import mtr_not_installed_pkg\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    reg = Registry("LLM backend", BackendError)
    reg.register("fancy", "mtr_needs_extra:Fancy", extra="fancy")
    with pytest.raises(BackendError, match=r"needs the package 'mtr_not_installed_pkg'.*pip install 'mt-raig\[fancy\]'"):
        reg.target("fancy")


def test_a_missing_own_module_is_a_bug_not_a_user_error():
    reg = Registry("judge")
    reg.register("ghost", "mt_raig.no_such_module:Ghost")
    with pytest.raises(ModuleNotFoundError):
        reg.target("ghost")


def test_bad_registrations_are_refused():
    reg = Registry("judge")
    for name in ("", "a:b", "Upper"):
        with pytest.raises(ValueError):
            reg.register(name, "m:x")
    with pytest.raises(ValueError, match="module:attribute"):
        reg.register("x", "no_colon")
