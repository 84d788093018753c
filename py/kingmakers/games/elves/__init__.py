"""King of the Elves (A tündék királya) — game id ``elves``."""

from ...engine import FIRST_PLAYER, Game, Option, register_english
from .actions import CODEC
from .bots import HeuristicBot
from .messages import MESSAGES, TERMS
from .rules import ElvesState

register_english(MESSAGES, TERMS)


class ElvesGame(Game):
    id = "elves"
    title = "King of the Elves"
    min_players = 2
    max_players = 6
    options = (Option("teleport", bool, False, "Teleport variant"), FIRST_PLAYER)
    state_class = ElvesState
    actions = CODEC
    bots = {"heuristic": HeuristicBot}

    def arrange(
        self,
        players: int,
        table: list,
        hands: list,
        *,
        seed: int = 0,
        options: dict | None = None,
        **layout,
    ) -> ElvesState:
        """A position laid out by hand (tests, tutorials); ``layout`` as in
        :meth:`ElvesState.arrange` (gold, first_player, phase, round_number, draw, discard)."""
        state = self.new_game(players, seed, options)
        state.arrange(table, hands, **layout)
        return state


GAME = ElvesGame()
