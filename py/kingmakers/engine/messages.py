"""Words for players that every language can render: a message key, its parameters, English.

The engine speaks English (``str()`` of an error, the command line), but a player of the app
may read Magyar, Italiano or Русский. So every player-facing text the engine produces — a
refused move, a bad option, a damaged save, where a game stands — is a :class:`Message`: a
key such as ``"viva.error.level_full"``, parameters, and optionally a count that picks a
plural form. The English templates are registered here (:func:`register_english`) by the
engine core (at the bottom of this module) and by each game package (its ``messages``
module); the app keeps the other languages in its catalogues under the same keys and
renders the parameters in the reader's language.

Keys: ``engine.<name>`` for the core; ``<game>.error.<name>`` for a game's refusals,
``<game>.option.<option name>`` for its option labels, ``<game>.progress.<name>`` for where
it stands.

A parameter that names something a language has its own word for (a player, a card, a
level) is a :class:`Term`: the engine only says *which* thing, and each reader names it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

#: Key -> English template, or (singular, plural) templates for a counted message.
ENGLISH: dict[str, str | tuple[str, str]] = {}
#: Term kind -> how English names a value of that kind.
ENGLISH_TERMS: dict[str, Callable[[Any], str]] = {}
#: Game id -> English title (filled as game classes are defined), for ``Term("game", id)``.
GAME_TITLES: dict[str, str] = {}


def english_plural(count: int) -> int:
    """The index of the English form for ``count``: 0 singular, 1 plural."""
    return 0 if count == 1 else 1


@dataclass(frozen=True)
class Term:
    """Something the reader names in their own language: ``kind`` says what it is
    (``"seat"``, ``"viva.level"``, ``"elves.card"`` ...) and ``value`` which one (a seat
    index, a level, a card id). The app names a seat by its player's name."""

    kind: str
    value: Any

    def to_json(self) -> dict:
        return {"term": self.kind, "value": jsonable(self.value)}


@dataclass(frozen=True)
class Message:
    """A text for players: ``key`` names its templates, ``params`` fill them (plain values,
    :class:`Term`, nested messages, or tuples of these, shown as a list) and ``count``,
    when given, picks the plural form and fills ``{count}``."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    count: int | None = None

    def english(self) -> str:
        """The message in English (what ``str()`` of an engine error says)."""
        return render(self, template_for_english, name_in_english)

    def to_json(self) -> dict:
        """A JSON form, so a message can be stored (a save's summary) and rendered later."""
        return {
            "key": self.key,
            "params": {name: _param_json(value) for name, value in self.params.items()},
            "count": self.count,
        }

    @classmethod
    def from_json(cls, data: Any) -> Message:
        """The message :meth:`to_json` wrote; ValueError when ``data`` is not one."""
        if not isinstance(data, dict) or not isinstance(data.get("key"), str):
            raise ValueError("not a message")
        params = data.get("params", {})
        count = data.get("count")
        if not isinstance(params, dict) or not (count is None or type(count) is int):
            raise ValueError("not a message")
        return cls(data["key"], {name: _param_value(v) for name, v in params.items()}, count)


def message(key: str, /, count: int | None = None, **params: Any) -> Message:
    """Shorthand: ``message("viva.error.level_full", level=Term("viva.level", 2))``."""
    return Message(key, params, count)


def register_english(
    templates: Mapping[str, str | tuple[str, str]],
    terms: Mapping[str, Callable[[Any], str]] | None = None,
) -> None:
    """Add English templates (and term namers); a key registered twice is a bug."""
    for key, template in templates.items():
        if key in ENGLISH and ENGLISH[key] != template:
            raise ValueError(f"message key {key!r} is registered twice")
        ENGLISH[key] = template
    ENGLISH_TERMS.update(terms or {})


def render(
    msg: Message,
    template_for: Callable[[Message], str],
    name_term: Callable[[Term], str],
) -> str:
    """``msg`` as text: ``template_for`` chooses the template (plural form included) and
    ``name_term`` names each term; a nested message is rendered the same way and a tuple
    becomes a comma-separated list. The first letter is a capital, as a sentence may start
    with a term ("player 2 must pay" is "Player 2 must pay")."""

    def text(value: Any) -> Any:
        if isinstance(value, Term):
            return name_term(value)
        if isinstance(value, Message):
            return render(value, template_for, name_term)
        if isinstance(value, tuple):
            return ", ".join(str(text(item)) for item in value)
        return value

    values = {name: text(value) for name, value in msg.params.items()}
    if msg.count is not None:
        values["count"] = msg.count
    rendered = template_for(msg).format(**values)
    return rendered[:1].upper() + rendered[1:]


def template_for_english(msg: Message) -> str:
    template = ENGLISH[msg.key]
    if isinstance(template, tuple):
        return template[english_plural(msg.count if msg.count is not None else 1)]
    return template


def name_in_english(term: Term) -> str:
    namer = ENGLISH_TERMS.get(term.kind)
    return namer(term.value) if namer else str(term.value)


def option_key(game_id: str, option_name: str) -> str:
    """The key of an option's label: ``<game>.option.<option name>``."""
    return f"{game_id}.option.{option_name}"


def jsonable(value: Any) -> Any:
    """``value`` as JSON holds it: tuples (the engine's immutable lists) become lists."""
    return [jsonable(v) for v in value] if isinstance(value, tuple) else value


def _param_json(value: Any) -> Any:
    if isinstance(value, Term):
        return value.to_json()
    if isinstance(value, Message):
        return {"message": value.to_json()}
    if isinstance(value, tuple):
        return [_param_json(v) for v in value]
    return value


def _param_value(data: Any) -> Any:
    if isinstance(data, dict) and isinstance(data.get("term"), str) and "value" in data:
        value = data["value"]
        return Term(data["term"], _tuples(value))
    if isinstance(data, dict) and "message" in data:
        return Message.from_json(data["message"])
    if isinstance(data, list):
        return tuple(_param_value(v) for v in data)
    if isinstance(data, str | int | float | bool) or data is None:
        return data
    raise ValueError("not a message parameter")


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


class PlayerFacingError(ValueError):
    """An error whose text is shown to players: it carries a :class:`Message`, and
    ``str()`` is its English.

    Raise it with a key and parameters, ``IllegalAction("viva.error.level_full",
    level=Term("viva.level", 2), capacity=4)``, or with a ready :class:`Message`."""

    def __init__(self, key: str | Message, /, count: int | None = None, **params: Any):
        self.message = key if isinstance(key, Message) else Message(key, params, count)
        super().__init__(self.message.english())


def _seat_in_english(seat: Any) -> str:
    return f"player {seat + 1}" if type(seat) is int else f"player {seat!r}"


#: The engine core's own English.
MESSAGES: dict[str, str | tuple[str, str]] = {
    # A text the app has already put in the reader's language (its own save errors).
    "engine.text": "{text}",
    "engine.game_over": "The game is over; no more moves can be made.",
    "engine.move_not_allowed": "That move is not allowed now.",
    "engine.not_a_move": "That is not a move of {game}.",
    "engine.finished": "Finished",
    "engine.players_not_whole": "The number of players must be a whole number, not {value}.",
    "engine.seed_not_whole": "The seed must be a whole number, not {value}.",
    "engine.player_count": (
        "{game} with these options is for {lowest}–{highest} player, not {players}.",
        "{game} with these options is for {lowest}–{highest} players, not {players}.",
    ),
    "engine.unknown_option": "{game} has no option {name} (its options: {names}).",
    "engine.no_options": "{game} has no option {name} (it has no options).",
    "engine.option_bool": "{option} must be true or false, not {value}.",
    "engine.option_int": "{option} must be a whole number, not {value}.",
    "engine.option_text": "{option} must be text, not {value}.",
    "engine.option_choice": "{option} must be one of {choices}, not {value}.",
    "engine.option_range": "{option} must be from {lowest} to {highest}, not {value}.",
    "engine.option_seat": "{option} must be a seat from 0 to {highest}, or -1 for random.",
    "engine.option_players": (
        "{game}: {option} is for {lowest}–{highest} player, not {players}.",
        "{game}: {option} is for {lowest}–{highest} players, not {players}.",
    ),
    "engine.save_not_object": "The save is not a JSON object.",
    "engine.save_no_schema": "The save has no schema version.",
    "engine.save_newer": (
        "The save was written by a newer version of the app (schema {schema}); "
        "update the app to open it."
    ),
    "engine.save_other_game": "The save is for game {found}, not {expected}.",
    "engine.save_no_actions": "The save has no action log.",
    "engine.save_reshuffles": "The save's reshuffles are not pairs of whole numbers.",
    "engine.save_setup": "The save's setup is invalid: {reason}",
    "engine.save_move": "Move {number} of the save is not legal: {reason}",
    "engine.action_not_object": "An action in the log is not an object with a 'type'.",
    "engine.action_unknown": "Unknown action type {type}.",
    "engine.action_fields": "Action {type} has fields {given}, expected {expected}.",
    "engine.action_nested": "An action field holds an object where a value was expected.",
    "engine.action_malformed": "Action {type} is malformed: {reason}",
}

register_english(
    MESSAGES,
    {
        "seat": _seat_in_english,
        "game": lambda game_id: GAME_TITLES.get(game_id, str(game_id)),
        "option": lambda value: str(ENGLISH.get(option_key(*value), value[1])),
    },
)
