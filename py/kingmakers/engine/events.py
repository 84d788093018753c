"""Public move logs. A game records each event as a tuple ``(type, value, ...)`` —
immutable, so cloning a state copies only the list — and every view shows the log as JSON
dicts ``{"type": type, field: value, ...}``, named by the game's table of fields. Views are
built often (a bot reads one per move), so the conversion stays cheap."""

from __future__ import annotations

from collections.abc import Mapping

from .messages import jsonable


class EventLog(list):
    """A game's public log: a list of event tuples. Events are immutable, so a clone of the
    state copies the list alone (see ``GameState.clone``), however long the game."""

    def copy(self) -> EventLog:
        return EventLog(self)


def event_view(entry: tuple, fields: Mapping[str, tuple[str, ...]]) -> dict:
    """The logged ``entry`` as JSON: ``fields[type]`` names its values; tuples become lists."""
    view = {"type": entry[0]}
    view.update(zip(fields[entry[0]], entry[1:], strict=True))
    if tuple in map(type, entry):
        for name, value in view.items():
            if type(value) is tuple:
                view[name] = jsonable(value)
    return view
