"""Game options (variants) declared as data and validated when a game starts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import InvalidOptions
from .messages import Term

#: The value of a seat option that leaves the seat to chance.
RANDOM_SEAT = -1


@dataclass(frozen=True)
class Option:
    """One variant switch or setting of a game.

    ``default`` is a value or a function of the player count (e.g. a 2-player default).
    ``players`` lists the player counts for which a non-default value is allowed; empty
    means every count the game supports. An int option may declare ``bounds`` (lowest,
    highest), or be a ``seat``: a seat index 0 to players - 1, or :data:`RANDOM_SEAT`.
    The English ``label`` is registered as the message ``<game>.option.<name>``.
    """

    name: str
    kind: type
    default: Any
    label: str
    players: tuple[int, ...] = ()
    choices: tuple = ()
    default_for: Callable[[int], Any] | None = field(default=None, compare=False)
    bounds: tuple[int, int] | None = None
    seat: bool = False

    def default_value(self, players: int):
        return self.default_for(players) if self.default_for else self.default

    def check(self, value, players: int, game_id: str):
        """Refuse a value this option cannot take with ``players`` players."""
        option = Term("option", (game_id, self.name))
        shown = repr(value)
        if self.kind is bool and not isinstance(value, bool):
            raise InvalidOptions("engine.option_bool", option=option, value=shown)
        if self.kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise InvalidOptions("engine.option_int", option=option, value=shown)
        if self.kind is str and not isinstance(value, str):
            raise InvalidOptions("engine.option_text", option=option, value=shown)
        if self.choices and value not in self.choices:
            choices = tuple(str(choice) for choice in self.choices)
            raise InvalidOptions(
                "engine.option_choice", option=option, choices=choices, value=shown
            )
        if self.bounds and not self.bounds[0] <= value <= self.bounds[1]:
            lowest, highest = self.bounds
            raise InvalidOptions(
                "engine.option_range", option=option, lowest=lowest, highest=highest, value=shown
            )
        if self.seat and not RANDOM_SEAT <= value < players:
            raise InvalidOptions("engine.option_seat", option=option, highest=players - 1)
        if self.players and value != self.default_value(players) and players not in self.players:
            raise InvalidOptions(
                "engine.option_players",
                count=max(self.players),
                game=Term("game", game_id),
                option=option,
                lowest=min(self.players),
                highest=max(self.players),
                players=players,
            )


#: Who starts: every game has this option, and a state reads it with
#: :meth:`~.game.GameState.choose_first_player`.
FIRST_PLAYER = Option("first_player", int, RANDOM_SEAT, "First player", seat=True)


def resolve_options(
    declared: tuple[Option, ...], given: dict | None, players: int, game_id: str
) -> dict:
    """Fill defaults, refuse unknown names and wrong values; returns a new dict."""
    given = dict(given or {})
    known = {option.name: option for option in declared}
    unknown = sorted(set(given) - set(known))
    if unknown:
        game, name = Term("game", game_id), repr(unknown[0])
        if not known:
            raise InvalidOptions("engine.no_options", game=game, name=name)
        raise InvalidOptions("engine.unknown_option", game=game, name=name, names=tuple(known))
    resolved = {}
    for option in declared:
        value = given.get(option.name, option.default_value(players))
        option.check(value, players, game_id)
        resolved[option.name] = value
    return resolved
