"""Every game's UI, one package each, registered here: one line per game, in menu order.

A game's UI package holds its renderer, ``rules/<language>.md``, ``locale/<language>.po``
and a :class:`~kingmakers.ui.game_ui.GameUI` named ``UI``. Registering it also makes its
strings (keys ``"<game id>.…"``) reachable through :func:`kingmakers.ui.i18n.t`, and its
title and terms through :func:`kingmakers.ui.messages.say`.
"""

from __future__ import annotations

from kingmakers.ui import i18n, messages
from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.games import elves, fortheking, intrighi, viva

GAME_UIS: dict[str, GameUI] = {}


def register(ui: GameUI) -> None:
    """Show ``ui``'s game in the app (tests register fixture games the same way)."""
    GAME_UIS[ui.game_id] = ui
    i18n.add_domain(ui.game_id, ui.package)
    messages.add_game(ui)


register(viva.UI)
register(elves.UI)
register(fortheking.UI)
register(intrighi.UI)
