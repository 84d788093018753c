"""For the King (and Me), by Steve Finn: a card draft, then an auction, for court titles."""

from .game import GAME, ForTheKingGame
from .rules import ForTheKingState

__all__ = ["GAME", "ForTheKingGame", "ForTheKingState"]
