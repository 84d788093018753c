"""Bots that play any game through the engine protocol.

A bot sees a state but decides only from what its seat may know: ``state.observe(seat)``,
``state.legal_actions()`` and states re-dealt by ``state.sample_hidden(seat, rng)``.
"""

from .bots import Bot, RandomBot, bot_names, make_bot

__all__ = ["Bot", "RandomBot", "bot_names", "make_bot"]
