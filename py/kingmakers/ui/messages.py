"""The engine's messages in the player's language.

The engine says what it has to say — a refused move, a bad option, a damaged save, where a
game stands — as a :class:`~kingmakers.engine.messages.Message`: a key, parameters and a
count. :func:`say` renders one with the current language's catalogues, naming each
:class:`~kingmakers.engine.messages.Term` in that language: a seat by its player's name, a
game by its title, an option by its label, and a game's own terms (a card, a level) by the
``terms`` of that game's UI.

The games' UIs are told to this module by the registry (:func:`add_game`, which
``kingmakers.ui.games`` calls for each game it registers): the saves and the screens use it
below the registry, so it never imports the registry.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from kingmakers.engine.messages import Message, Term, name_in_english, option_key, render
from kingmakers.ui.i18n import get_language, t, template

if TYPE_CHECKING:
    from kingmakers.ui.game_ui import GameUI

#: The UI of every registered game, by game id: its title and its terms' names.
GAMES: dict[str, GameUI] = {}


def add_game(ui: GameUI) -> None:
    """Name ``ui``'s game and its terms in messages from now on."""
    GAMES[ui.game_id] = ui


def say(msg: Message, names: Sequence[str] | None = None) -> str:
    """``msg`` in the current language; ``names`` are the players' names by seat (without
    them a seat is "Player N")."""
    return render(msg, lambda part: template(part.key, part.count), lambda term: name(term, names))


def name(term: Term, names: Sequence[str] | None = None) -> str:
    """What the current language calls ``term``."""
    kind, value = term.kind, term.value
    if kind == "seat":
        if names is not None and type(value) is int and 0 <= value < len(names):
            return names[value]
        return t("setup.default_name", n=value + 1) if type(value) is int else str(value)
    if kind == "game":
        ui = GAMES.get(value)
        return ui.title() if ui else str(value)
    if kind == "option":
        return t(option_key(*value))
    ui = GAMES.get(kind.partition(".")[0])
    namer = ui.terms.get(kind) if ui else None
    if namer is not None:
        return namer(value)
    if get_language() != "en":
        raise KeyError(f"the UI of {kind.partition('.')[0]!r} does not name {kind!r} terms")
    return name_in_english(term)
