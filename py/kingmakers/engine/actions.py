"""Actions: small frozen dataclasses with a stable JSON form.

A game declares its action vocabulary by subclassing :class:`Action` once per kind of
move, each with a unique ``kind`` string. ``to_json`` gives ``{"type": kind, field: value,
...}``; :class:`ActionCodec` turns such a dict back into the action, so a saved action log
replays exactly. Field values are ints, strings, booleans or tuples of them (JSON lists
come back as tuples).
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from .errors import SaveError


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every game's actions; subclasses set ``kind`` and add fields."""

    kind: ClassVar[str] = ""

    def to_json(self) -> dict:
        data = {"type": self.kind}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            data[field.name] = _to_jsonable(value)
        return data

    def __str__(self) -> str:
        parts = [f"{f.name}={getattr(self, f.name)}" for f in dataclasses.fields(self)]
        return " ".join([self.kind, *parts])


def _to_jsonable(value):
    if isinstance(value, tuple):
        return [_to_jsonable(v) for v in value]
    return value


def _from_jsonable(value):
    if isinstance(value, list):
        return tuple(_from_jsonable(v) for v in value)
    if isinstance(value, dict):
        raise SaveError("An action field holds an object where a value was expected.")
    return value


class ActionCodec:
    """Maps JSON action dicts to a game's action classes and back."""

    def __init__(self, *classes: type[Action]):
        self.by_kind: dict[str, type[Action]] = {}
        for cls in classes:
            if not cls.kind or cls.kind in self.by_kind:
                raise ValueError(f"action kind {cls.kind!r} is missing or used twice")
            self.by_kind[cls.kind] = cls

    def from_json(self, data) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise SaveError("An action in the log is not an object with a 'type'.")
        cls = self.by_kind.get(data["type"])
        if cls is None:
            raise SaveError(f"Unknown action type {data['type']!r}.")
        names = {f.name for f in dataclasses.fields(cls)}
        given = set(data) - {"type"}
        if given != names:
            raise SaveError(
                f"Action {data['type']!r} has fields {sorted(given)}, expected {sorted(names)}."
            )
        try:
            return cls(**{name: _from_jsonable(data[name]) for name in names})
        except (TypeError, ValueError) as error:
            raise SaveError(f"Action {data['type']!r} is malformed: {error}") from error
