"""The game description the registry exposes as ``GAME``."""

from __future__ import annotations

from ...engine import FIRST_PLAYER, Game
from .actions import CODEC
from .bots import HeuristicBot
from .rules import ForTheKingState


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
