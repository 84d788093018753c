"""Bots that play any game through the engine protocol.

A bot sees a state but decides only from what its seat may know: ``state.observe(seat)``,
``state.legal_actions()`` and states re-dealt by ``state.sample_hidden(seat, rng)``.
``random`` and the ISMCTS bots (:mod:`.ismcts`) work for every game; each game adds its own
``heuristic`` bot. The UI's difficulty levels are :data:`~.bots.BOT_LEVELS`.
"""

from .base import Bot, RandomBot
from .bots import BOT_LEVELS, bot_names, make_bot
from .ismcts import ISMCTSBot, Search

__all__ = ["BOT_LEVELS", "Bot", "ISMCTSBot", "RandomBot", "Search", "bot_names", "make_bot"]
