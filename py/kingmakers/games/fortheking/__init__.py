"""For the King (and Me), by Steve Finn: a card draft, then an auction, for court titles."""

from ...engine import register_english
from .game import GAME, ForTheKingGame
from .messages import MESSAGES, TERMS
from .rules import ForTheKingState

register_english(MESSAGES, TERMS)

__all__ = ["GAME", "ForTheKingGame", "ForTheKingState"]
