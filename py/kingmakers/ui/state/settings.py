"""Preferences kept across visits (besides the language): how fast bots move."""

from __future__ import annotations

from contextlib import suppress

from kingmakers.ui.state.storage import Storage, StorageUnavailable

BOT_SPEED_KEY = "kingmakers:bot-speed"
BOT_SPEEDS = ("normal", "fast")
FAST_BOT_PAUSE = 0.05
"""Seconds between bot moves at "fast" speed."""


class Settings:
    """Preferences read from and written to ``storage``; an unstorable choice still
    holds for this visit."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        stored = storage.get(BOT_SPEED_KEY)
        self._bot_speed = stored if stored in BOT_SPEEDS else "normal"

    @property
    def bot_speed(self) -> str:
        """``"normal"`` (the table's own pause) or ``"fast"``."""
        return self._bot_speed

    @bot_speed.setter
    def bot_speed(self, speed: str) -> None:
        if speed not in BOT_SPEEDS:
            raise ValueError(f"bot speed must be one of {', '.join(BOT_SPEEDS)}, not {speed!r}")
        self._bot_speed = speed
        with suppress(StorageUnavailable):  # refused: the choice holds for this visit
            self.storage.set(BOT_SPEED_KEY, speed)

    def bot_pause(self, default: float) -> float:
        """Seconds a bot waits before moving, given the table's ``default`` pause."""
        return min(default, FAST_BOT_PAUSE) if self._bot_speed == "fast" else default
