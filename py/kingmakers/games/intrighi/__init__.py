"""Intrighi a corte (Morte del Re): at the King's death, the candidate with the most support
is crowned, and whoever secretly backed them wins."""

from ...engine import FIRST_PLAYER, Game, register_english
from .actions import CODEC
from .bots import HeuristicBot
from .messages import MESSAGES, TERMS
from .rules import IntrighiState

register_english(MESSAGES, TERMS)


class IntrighiGame(Game):
    id = "intrighi"
    title = "Intrighi a corte"
    min_players = 2
    max_players = 6
    options = (FIRST_PLAYER,)
    state_class = IntrighiState
    actions = CODEC
    bots = {"heuristic": HeuristicBot}


GAME = IntrighiGame()

__all__ = ["GAME", "IntrighiGame", "IntrighiState"]
