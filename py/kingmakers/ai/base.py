"""The bot interface every bot implements, and the simplest bot."""

from __future__ import annotations

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
