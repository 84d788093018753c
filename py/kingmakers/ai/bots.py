"""The generic bot interface and the bot registry."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Action, Game, GameState, Rng


class Bot:
    """Chooses an action for ``state.to_move``. Subclasses implement :meth:`choose`."""

    name = ""

    def __init__(self, game: Game, seed: int = 0):
        self.game = game
        self.rng = Rng(seed)

    def choose(self, state: GameState) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Uniformly random among the legal actions."""

    name = "random"

    def choose(self, state: GameState) -> Action:
        return self.rng.choice(state.legal_actions())


#: Bots that work for every game, by name.
GENERIC_BOTS: dict[str, Callable[[Game, int], Bot]] = {"random": RandomBot}


def bot_names(game: Game) -> list[str]:
    """Names of the bots available for ``game``: generic ones, then the game's own."""
    return [*GENERIC_BOTS, *getattr(game, "bots", {})]


def make_bot(game: Game, name: str, seed: int = 0) -> Bot:
    factory = getattr(game, "bots", {}).get(name) or GENERIC_BOTS.get(name)
    if factory is None:
        raise KeyError(
            f"No bot {name!r} for {game.title}; choose one of: {', '.join(bot_names(game))}."
        )
    return factory(game, seed)
