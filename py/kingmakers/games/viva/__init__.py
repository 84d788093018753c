"""Viva il Re! (King Me!) — game id ``viva``."""

from ...engine import FIRST_PLAYER, Game, Option, register_english
from .actions import CODEC
from .bots import HeuristicBot
from .messages import MESSAGES, TERMS
from .rules import VivaState

register_english(MESSAGES, TERMS)


class VivaGame(Game):
    id = "viva"
    title = "Viva il Re!"
    min_players = 2
    max_players = 6
    options = (
        Option("envoy", bool, False, "The Imperial Envoy", players=(2, 3, 4, 5)),
        Option("privy", bool, False, "The Privy"),
        Option(
            "short_deck",
            bool,
            False,
            "Goal cards 1–13 only",
            players=(2,),
            default_for=lambda players: players == 2,
        ),
        FIRST_PLAYER,
    )
    state_class = VivaState
    actions = CODEC
    bots = {"heuristic": HeuristicBot}

    def player_counts(self, options: dict) -> range:
        return range(2, 6) if options["envoy"] else range(3, 7)


GAME = VivaGame()
