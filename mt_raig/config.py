"""One way to configure every command: a dataclass, a YAML file, flags.

Each command's settings are a dataclass whose fields carry their help text in
``metadata={"help": ...}`` (and optionally ``choices``). One parser reads them
the same way everywhere: defaults < a ``--config`` YAML file < flags given on
the command line. Types are strict (``"false"`` is not a bool, ``7`` is not a
string), unknown and duplicate keys are refused, and every error names the key
and where it came from. A class may add range checks in ``validate(self)``.

    >>> from dataclasses import dataclass, field
    >>> @dataclass
    ... class Demo:
    ...     k: int = field(default=10, metadata={"help": "tables per question"})
    ...     dry_run: bool = field(default=False, metadata={"help": "estimate only"})
    >>> build_config(Demo, {"k": 3}, source="x.yaml")
    Demo(k=3, dry_run=False)
    >>> build_config(Demo, {"dry_run": "false"}, source="x.yaml")
    Traceback (most recent call last):
    ...
    mt_raig.errors.ConfigError: x.yaml: 'dry_run' must be a bool, got 'false'

The library converts these records into library objects (``SamplingParams``,
``LoraConfig``) at the edge; the API functions take the same dataclasses.
"""

from __future__ import annotations

import argparse
import dataclasses
import types
import typing
from pathlib import Path
from typing import Any, Literal, TypeVar

from mt_raig.errors import ConfigError

C = TypeVar("C")
CONFIG_FLAG = "config"


# ---------------------------------------------------------------- YAML


def read_yaml(path: str | Path) -> dict:
    """The mapping in the YAML file at ``path`` (``{}`` when empty); duplicate keys are an error.

    A missing file is ``FileNotFoundError``; invalid YAML, a duplicate key or a
    top level that is not a mapping is a :class:`ConfigError` naming the file.
    """
    import yaml

    class StrictLoader(yaml.SafeLoader):
        pass

    def mapping(loader: yaml.SafeLoader, node: yaml.MappingNode) -> dict:
        seen: dict = {}
        for key_node, _ in node.value:
            key = loader.construct_object(key_node, deep=True)
            if key in seen:
                raise ConfigError(f"{path}: duplicate key {key!r} (line {key_node.start_mark.line + 1})")
            seen[key] = True
        return loader.construct_mapping(node, deep=True)

    StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, mapping)
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such config file")
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=StrictLoader)  # noqa: S506 (StrictLoader is a SafeLoader)
    except yaml.YAMLError as e:
        raise ConfigError(f"{path}: not valid YAML ({' '.join(str(e).split())})") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: not UTF-8 text") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: a config file holds a mapping of settings, got {type(data).__name__}")
    return data


# ---------------------------------------------------------------- types


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _unwrap_optional(hint: Any) -> tuple[Any, bool]:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        optional = len(args) < len(typing.get_args(hint))
        if len(args) == 1:
            return args[0], optional
        return typing.Union[tuple(args)], optional
    return hint, False


def _type_name(hint: Any) -> str:
    hint, _ = _unwrap_optional(hint)
    origin = typing.get_origin(hint)
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in typing.get_args(hint))
    if origin in (list, tuple):
        (inner, *_) = typing.get_args(hint) or (Any,)
        return f"a list of {_type_name(inner)}"
    if origin is dict or hint is dict:
        return "a mapping"
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_type_name(a) for a in typing.get_args(hint))
    return {str: "a string", int: "an int", float: "a number", bool: "a bool"}.get(hint, getattr(hint, "__name__", str(hint)))


def _matches(value: Any, hint: Any) -> bool:
    hint, optional = _unwrap_optional(hint)
    if value is None:
        return optional or hint is Any
    origin = typing.get_origin(hint)
    if hint is Any:
        return True
    if origin is Literal:
        return value in typing.get_args(hint) and type(value) in {type(a) for a in typing.get_args(hint)}
    if origin in (typing.Union, types.UnionType):
        return any(_matches(value, a) for a in typing.get_args(hint))
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if hint is str:
        return isinstance(value, str)
    if origin in (list, tuple) or hint in (list, tuple):
        inner = (typing.get_args(hint) or (Any,))[0]
        return isinstance(value, (list, tuple)) and all(_matches(v, inner) for v in value)
    if origin is dict or hint is dict:
        return isinstance(value, dict) and all(isinstance(k, str) for k in value)
    return isinstance(value, hint) if isinstance(hint, type) else True


def _coerce(value: Any, hint: Any) -> Any:
    """Ints where a float is wanted become floats, lists where a tuple is wanted become tuples."""
    base, _ = _unwrap_optional(hint)
    if base is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if typing.get_origin(base) is tuple and isinstance(value, list):
        return tuple(value)
    return value


# ---------------------------------------------------------------- building


def build_config(cls: type[C], values: dict | None = None, *, base: C | None = None, source: str = "config",
                 check: bool = True) -> C:
    """``base`` (default: ``cls()``) with ``values`` applied, type-checked and validated.

    Unknown keys and values of the wrong type raise :class:`ConfigError` naming
    the key and ``source``; the class's own ``validate()`` then checks ranges
    (``check=False`` skips it: a layer that later layers complete, such as a YAML file
    that leaves ``--predictions`` to the command line).
    """
    values = dict(values or {})
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    unknown = sorted(set(values) - set(fields))
    if unknown:
        more = f" (and {len(unknown) - 1} more)" if len(unknown) > 1 else ""
        raise ConfigError(f"{source}: unknown key {unknown[0]!r}{more}; known keys: {', '.join(sorted(fields))}")
    hints = _hints(cls)
    for name, value in values.items():
        if not _matches(value, hints[name]):
            raise ConfigError(f"{source}: {name!r} must be {_type_name(hints[name])}, got {value!r}")
        values[name] = _coerce(value, hints[name])
    cfg = dataclasses.replace(base, **values) if base is not None else cls(**values)
    validate = getattr(cfg, "validate", None)
    if check and callable(validate):
        try:
            validate()
        except ConfigError as e:
            raise ConfigError(f"{source}: {e}") from None
    return cfg


def load_config(cls: type[C], path: str | Path | None = None, overrides: dict | None = None, *, source: str = "arguments") -> C:
    """Defaults < the YAML file at ``path`` < ``overrides``: every layer's keys and types checked with its
    source named; ranges and required settings (``validate()``) once all layers are merged."""
    last = not overrides
    cfg = build_config(cls, read_yaml(path), source=str(path), check=last) if path else build_config(cls, {}, source="defaults", check=last)
    if overrides:
        cfg = build_config(cls, overrides, base=cfg, source=source)
    return cfg


def to_dict(cfg: Any) -> dict:
    """The settings as plain data (for result records)."""
    return {f.name: getattr(cfg, f.name) for f in dataclasses.fields(cfg)}


# ---------------------------------------------------------------- command line


def _key_value(text: str) -> tuple[str, Any]:
    import yaml

    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    try:
        value = yaml.safe_load(raw) if raw else ""
    except yaml.YAMLError:
        value = raw
    return key, value


class _KeyValues(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        key, value = values
        current = dict(getattr(namespace, self.dest, None) or {})
        if key in current:
            raise argparse.ArgumentError(self, f"{key!r} given twice")
        current[key] = value
        setattr(namespace, self.dest, current)


def flag_name(name: str) -> str:
    return "--" + name.replace("_", "-")


def add_config_arguments(parser: argparse.ArgumentParser, cls: type, *, skip: tuple[str, ...] = ()) -> None:
    """One flag per field of ``cls`` (``--field-name``), help from the field metadata, plus ``--config YAML``.

    Flags default to "not given", so only what the user types overrides the
    YAML file. Bools get ``--x/--no-x``; mappings take repeatable ``KEY=VALUE``
    (values read as YAML scalars); lists take several values.
    """
    parser.add_argument(flag_name(CONFIG_FLAG), dest=f"_{CONFIG_FLAG}", default=None, metavar="YAML",
                        help="YAML file of settings; flags given here override it")
    hints = _hints(cls)
    for f in dataclasses.fields(cls):
        if f.name in skip or f.metadata.get("cli") is False:
            continue
        hint, _ = _unwrap_optional(hints[f.name])
        kwargs: dict[str, Any] = {"dest": f.name, "default": argparse.SUPPRESS, "help": f.metadata.get("help", "")}
        default = f.default if f.default is not dataclasses.MISSING else None
        if default not in (None, "", {}, [], ()) and not isinstance(default, bool):
            kwargs["help"] += f" (default: {default})"
        origin = typing.get_origin(hint)
        if hint is bool:
            kwargs["action"] = argparse.BooleanOptionalAction
        elif origin is Literal:
            kwargs["choices"] = list(typing.get_args(hint))
            kwargs["type"] = type(typing.get_args(hint)[0])
        elif origin is dict or hint is dict:
            kwargs.update(action=_KeyValues, type=_key_value, metavar="KEY=VALUE")
        elif origin in (list, tuple):
            inner, _ = _unwrap_optional((typing.get_args(hint) or (str,))[0])
            kwargs.update(nargs="+", type=inner if inner in (int, float, str) else str)
        elif hint in (int, float, str):
            kwargs["type"] = hint
        if "choices" in f.metadata:
            kwargs["choices"] = list(f.metadata["choices"])
        parser.add_argument(*f.metadata.get("flags", (flag_name(f.name),)), **kwargs)


def add_config_command(subparsers, name: str, cls: type, func, *, help: str, description: str | None = None) -> argparse.ArgumentParser:
    """A subcommand ``name`` whose flags are ``cls``'s fields (plus ``--config``) and which runs ``func(args)``.

    ``description`` (usually the command module's docstring) keeps its line breaks in ``--help``.
    """
    parser = subparsers.add_parser(name, help=help, description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_config_arguments(parser, cls)
    parser.set_defaults(func=func)
    return parser


def config_from_args(cls: type[C], args: argparse.Namespace) -> C:
    """Defaults < ``--config`` YAML < the flags actually given on the command line."""
    names = {f.name for f in dataclasses.fields(cls)}
    given = {k: v for k, v in vars(args).items() if k in names}
    path = getattr(args, f"_{CONFIG_FLAG}", None)
    if path:
        cfg = load_config(cls, path, {}) if not given else build_config(cls, read_yaml(path), source=str(path), check=False)
        for name, value in list(given.items()):  # KEY=VALUE flags add to the file's mapping
            if isinstance(value, dict) and isinstance(getattr(cfg, name), dict):
                given[name] = {**getattr(cfg, name), **value}
        return build_config(cls, given, base=cfg, source="command line")
    return build_config(cls, given, source="command line")


__all__ = ["read_yaml", "build_config", "load_config", "to_dict", "add_config_arguments", "add_config_command", "config_from_args",
           "flag_name"]
