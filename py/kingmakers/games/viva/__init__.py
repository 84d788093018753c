"""Viva il Re! (King Me!) — game id ``viva``."""

from ...engine import Game, InvalidOptions, Option
from .actions import CODEC
from .bots import HeuristicBot
from .rules import VivaState


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
        Option("first_player", int, -1, "First player (-1: at random)"),
    )
    state_class = VivaState
    actions = CODEC
    bots = {"heuristic": HeuristicBot}

    def player_counts(self, options: dict) -> range:
        return range(2, 6) if options["envoy"] else range(3, 7)

    def resolve_options(self, players: int, options: dict | None) -> dict:
        resolved = super().resolve_options(players, options)
        if not -1 <= resolved["first_player"] < players:
            raise InvalidOptions(
                f"The first player must be a seat from 0 to {players - 1}, or -1 for random."
            )
        return resolved


GAME = VivaGame()
