"""The game description the registry exposes as ``GAME``."""

from __future__ import annotations

from ...engine import Game
from .actions import CODEC
from .bots import HeuristicBot
from .rules import ForTheKingState


class ForTheKingGame(Game):
    id = "fortheking"
    title = "For the King (and Me)"
    min_players = 2
    max_players = 5
    state_class = ForTheKingState
    actions = CODEC
    bots = {"heuristic": HeuristicBot}


GAME = ForTheKingGame()
