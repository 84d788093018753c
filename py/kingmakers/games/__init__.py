"""The registry of games. Each game lives in its own package and exposes ``GAME``."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine import Game

#: Game id -> module holding ``GAME``, in the order the menu shows them.
GAME_MODULES = {
    "viva": "kingmakers.games.viva",
    "elves": "kingmakers.games.elves",
    "fortheking": "kingmakers.games.fortheking",
    "intrighi": "kingmakers.games.intrighi",
}


def get_game(game_id: str) -> Game:
    """The game with this id; KeyError with a clear message if there is none."""
    module_name = GAME_MODULES.get(game_id)
    if module_name is None:
        raise KeyError(f"Unknown game {game_id!r}; the games are: {', '.join(GAME_MODULES)}.")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name != module_name:
            raise
        raise KeyError(f"The game {game_id!r} is not available yet.") from error
    return module.GAME


def available_games() -> list[str]:
    """Ids of the games whose engines exist in this build, in menu order."""
    found = []
    for game_id in GAME_MODULES:
        try:
            get_game(game_id)
        except KeyError:
            continue
        found.append(game_id)
    return found
