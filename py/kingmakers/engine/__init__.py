"""Game-agnostic engine core: the protocol every game implements, actions, RNG, errors and
the messages players read."""

from .actions import Action, ActionCodec
from .errors import IllegalAction, InvalidOptions, SaveError
from .game import FINISHED, SAVE_SCHEMA, Game, GameState
from .messages import Message, PlayerFacingError, Term, message, register_english
from .moves import Move, MoveTable, move_classes, move_in
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
    "Move",
    "MoveTable",
    "Option",
    "PlayerFacingError",
    "Rng",
    "SaveError",
    "Term",
    "message",
    "move_classes",
    "move_in",
    "register_english",
]
