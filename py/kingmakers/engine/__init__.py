"""Game-agnostic engine core: the protocol every game implements, actions, RNG, errors."""

from .actions import Action, ActionCodec
from .errors import IllegalAction, InvalidOptions, SaveError
from .game import SAVE_SCHEMA, Game, GameState
from .options import Option
from .rng import Rng

__all__ = [
    "SAVE_SCHEMA",
    "Action",
    "ActionCodec",
    "Game",
    "GameState",
    "IllegalAction",
    "InvalidOptions",
    "Option",
    "Rng",
    "SaveError",
]
