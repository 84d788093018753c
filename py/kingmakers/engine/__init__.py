"""Game-agnostic engine core: the protocol every game implements, actions, RNG, errors and
the messages players read."""

from __future__ import annotations

import importlib

#: Each name's module. A name is imported from it when first asked for (PEP 562), so a
#: module that needs the errors alone does not create the game protocol's classes: the
#: page's menu never uses them, and on a first visit, when Python is not yet a snapshot,
#: creating them would hold up the menu by a tenth of a second.
_MODULE_OF = {
    "Action": "actions",
    "ActionCodec": "actions",
    "IllegalAction": "errors",
    "InvalidOptions": "errors",
    "SaveError": "errors",
    "FINISHED": "game",
    "SAVE_SCHEMA": "game",
    "Game": "game",
    "GameState": "game",
    "Message": "messages",
    "PlayerFacingError": "messages",
    "Term": "messages",
    "message": "messages",
    "register_english": "messages",
    "Move": "moves",
    "MoveTable": "moves",
    "move_classes": "moves",
    "move_in": "moves",
    "FIRST_PLAYER": "options",
    "RANDOM_SEAT": "options",
    "Option": "options",
    "Rng": "rng",
}

__all__ = sorted(_MODULE_OF)


def __getattr__(name: str):
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
