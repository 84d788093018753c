"""Errors the engine raises. Each carries a :class:`~.messages.Message` (a key and
parameters) that the app shows in the player's language; ``str()`` is its English."""

from .messages import PlayerFacingError


class IllegalAction(PlayerFacingError):
    """A move the rules refuse. The state that refused it is unchanged."""


class InvalidOptions(PlayerFacingError):
    """A new game was asked for with a player count or options the game does not allow."""


class SaveError(PlayerFacingError):
    """A save that does not parse, belongs to another game, or was written by a newer schema."""
