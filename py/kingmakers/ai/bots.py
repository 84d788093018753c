"""The bot registry: generic bots, each game's own bots, and the UI's difficulty levels."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Game
from .base import Bot, RandomBot
from .ismcts import ismcts_factory

#: Bots that work for every game, by name.
GENERIC_BOTS: dict[str, Callable[[Game, int], Bot]] = {
    "random": RandomBot,
    "ismcts": ismcts_factory("normal"),
    "ismcts-hard": ismcts_factory("hard"),
}

#: The UI's bot levels and the bot each one plays with. Search budgets (iterations, and the
#: time cap per move that ``ISMCTSBot.choose_async`` applies) are ``ismcts.BUDGETS``; a page
#: should let search bots move with ``await bot.choose_async(state)`` so it stays responsive.
BOT_LEVELS = {"easy": "heuristic", "normal": "ismcts", "hard": "ismcts-hard"}


def bot_names(game: Game) -> list[str]:
    """Names of the bots available for ``game``: generic ones, then the game's own."""
    return [*GENERIC_BOTS, *game.bots]


def make_bot(game: Game, name: str, seed: int = 0) -> Bot:
    factory = game.bots.get(name) or GENERIC_BOTS.get(name)
    if factory is None:
        raise KeyError(
            f"No bot {name!r} for {game.title}; choose one of: {', '.join(bot_names(game))}."
        )
    return factory(game, seed)


__all__ = ["BOT_LEVELS", "GENERIC_BOTS", "Bot", "RandomBot", "bot_names", "make_bot"]
