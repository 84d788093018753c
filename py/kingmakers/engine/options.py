"""Game options (variants) declared as data and validated when a game starts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import InvalidOptions


@dataclass(frozen=True)
class Option:
    """One variant switch or setting of a game.

    ``default`` is a value or a function of the player count (e.g. a 2-player default).
    ``players`` lists the player counts for which a non-default value is allowed; empty
    means every count the game supports.
    """

    name: str
    kind: type
    default: Any
    label: str
    players: tuple[int, ...] = ()
    choices: tuple = ()
    default_for: Callable[[int], Any] | None = field(default=None, compare=False)

    def default_value(self, players: int):
        return self.default_for(players) if self.default_for else self.default

    def check(self, value, players: int, title: str):
        if self.kind is bool and not isinstance(value, bool):
            raise InvalidOptions(f"{self.label} must be true or false, not {value!r}.")
        if self.kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise InvalidOptions(f"{self.label} must be a whole number, not {value!r}.")
        if self.kind is str and not isinstance(value, str):
            raise InvalidOptions(f"{self.label} must be text, not {value!r}.")
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise InvalidOptions(f"{self.label} must be one of {allowed}, not {value!r}.")
        if self.players and value != self.default_value(players) and players not in self.players:
            counts = f"{min(self.players)}–{max(self.players)}"
            raise InvalidOptions(f"{title}: {self.label} is for {counts} players, not {players}.")


def resolve_options(
    declared: tuple[Option, ...], given: dict | None, players: int, title: str
) -> dict:
    """Fill defaults, refuse unknown names and wrong values; returns a new dict."""
    given = dict(given or {})
    known = {option.name: option for option in declared}
    unknown = sorted(set(given) - set(known))
    if unknown:
        names = ", ".join(known) or "none"
        raise InvalidOptions(f"{title} has no option {unknown[0]!r} (its options: {names}).")
    resolved = {}
    for option in declared:
        value = given.get(option.name, option.default_value(players))
        option.check(value, players, title)
        resolved[option.name] = value
    return resolved
