"""For the King (and Me), by Steve Finn: a card draft, then an auction, for court titles."""

from ...engine import FIRST_PLAYER, Game, Option, register_english
from .actions import CODEC
from .bots import HeuristicBot
from .data import MOST_DRAFT_TURNS, full_draft_turns
from .messages import MESSAGES, TERMS
from .rules import ForTheKingState

register_english(MESSAGES, TERMS)


class ForTheKingGame(Game):
    id = "fortheking"
    title = "For the King (and Me)"
    min_players = 2
    max_players = 5
    options = (
        Option(
            "draft_turns",
            int,
            MOST_DRAFT_TURNS,
            "Draft turns",
            default_for=full_draft_turns,
            bounds=(1, MOST_DRAFT_TURNS),
        ),
        FIRST_PLAYER,
    )
    state_class = ForTheKingState
    actions = CODEC
    bots = {"heuristic": HeuristicBot}


GAME = ForTheKingGame()

__all__ = ["GAME", "ForTheKingGame", "ForTheKingState"]
