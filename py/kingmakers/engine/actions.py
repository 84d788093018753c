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
from .messages import jsonable


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every game's actions; subclasses set ``kind`` and add fields."""

    kind: ClassVar[str] = ""

    def to_json(self) -> dict:
        data = {"type": self.kind}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            data[field.name] = jsonable(value)
        return data

    def __str__(self) -> str:
        parts = [f"{f.name}={getattr(self, f.name)}" for f in dataclasses.fields(self)]
        return " ".join([self.kind, *parts])


def _from_jsonable(value):
    if isinstance(value, list):
        return tuple(_from_jsonable(v) for v in value)
    if isinstance(value, dict):
        raise SaveError("engine.action_nested")
    return value


class ActionCodec:
    """Maps JSON action dicts to a game's action classes and back."""

    def __init__(self, *classes: type[Action]):
        self.by_kind: dict[str, type[Action]] = {}
        for cls in classes:
            if not cls.kind or cls.kind in self.by_kind:
                raise ValueError(f"action kind {cls.kind!r} is missing or used twice")
            self.by_kind[cls.kind] = cls
        #: The game's action classes: anything else is not a move of the game.
        self.classes = frozenset(classes)

    def from_json(self, data) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise SaveError("engine.action_not_object")
        kind = repr(data["type"])
        cls = self.by_kind.get(data["type"])
        if cls is None:
            raise SaveError("engine.action_unknown", type=kind)
        names = {f.name for f in dataclasses.fields(cls)}
        given = set(data) - {"type"}
        if given != names:
            raise SaveError(
                "engine.action_fields",
                type=kind,
                given=str(sorted(given)),
                expected=str(sorted(names)),
            )
        try:
            return cls(**{name: _from_jsonable(data[name]) for name in names})
        except (TypeError, ValueError) as error:
            raise SaveError("engine.action_malformed", type=kind, reason=str(error)) from error
