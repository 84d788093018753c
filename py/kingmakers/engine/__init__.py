"""Game-agnostic engine core: the protocol every game implements, actions, RNG, errors and
the messages players read."""

from .actions import Action, ActionCodec
from .errors import IllegalAction, InvalidOptions, SaveError
from .game import FINISHED, SAVE_SCHEMA, Game, GameState
from .messages import Message, PlayerFacingError, Term, message, register_english
from .options import FIRST_PLAYER, RANDOM_SEAT, Option
from .rng import Rng

__all__ = [
    "FINISHED",
    "FIRST_PLAYER",
    "RANDOM_SEAT",
    "SAVE_SCHEMA",
    "Action",
    "ActionCodec",
    "Game",
    "GameState",
    "IllegalAction",
    "InvalidOptions",
    "Message",
    "Option",
    "PlayerFacingError",
    "Rng",
    "SaveError",
    "Term",
    "message",
    "register_english",
]
