"""Errors the engine raises; every message is meant to be shown to a player as it is."""


class IllegalAction(ValueError):
    """A move the rules refuse. The state that refused it is unchanged."""


class InvalidOptions(ValueError):
    """A new game was asked for with a player count or options the game does not allow."""


class SaveError(ValueError):
    """A save that does not parse, belongs to another game, or was written by a newer schema."""
