"""For the King (and Me), by Steve Finn: a card draft, then an auction, for court titles."""

from ...engine import FIRST_PLAYER, Game, register_english
from .actions import CODEC
from .bots import HeuristicBot
from .messages import MESSAGES, TERMS
from .rules import ForTheKingState

register_english(MESSAGES, TERMS)


class ForTheKingGame(Game):
    id = "fortheking"
    title = "For the King (and Me)"
    min_players = 2
    max_players = 5
    options = (FIRST_PLAYER,)
    state_class = ForTheKingState
    actions = CODEC
    bots = {"heuristic": HeuristicBot}


GAME = ForTheKingGame()

__all__ = ["GAME", "ForTheKingGame", "ForTheKingState"]
