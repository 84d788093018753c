"""Preferences kept across visits (besides the language): how fast bots move, and whether
pieces move on screen."""

from __future__ import annotations

from contextlib import suppress

from kingmakers.ui.state.storage import Storage, StorageUnavailable

BOT_SPEED_KEY = "kingmakers:bot-speed"
BOT_SPEEDS = ("normal", "fast")
FAST_BOT_PAUSE = 0.05
"""Seconds between bot moves at "fast" speed."""
REDUCE_MOTION_KEY = "kingmakers:reduce-motion"


class Settings:
    """Preferences read from and written to ``storage``; an unstorable choice still
    holds for this visit."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        stored = storage.get(BOT_SPEED_KEY)
        self._bot_speed = stored if stored in BOT_SPEEDS else "normal"
        self._reduce_motion = storage.get(REDUCE_MOTION_KEY) == "on"

    def _keep(self, key: str, value: str) -> None:
        with suppress(StorageUnavailable):  # refused: the choice holds for this visit
            self.storage.set(key, value)

    @property
    def bot_speed(self) -> str:
        """``"normal"`` (the table's own pause) or ``"fast"``."""
        return self._bot_speed

    @bot_speed.setter
    def bot_speed(self, speed: str) -> None:
        if speed not in BOT_SPEEDS:
            raise ValueError(f"bot speed must be one of {', '.join(BOT_SPEEDS)}, not {speed!r}")
        self._bot_speed = speed
        self._keep(BOT_SPEED_KEY, speed)

    def bot_pause(self, default: float) -> float:
        """Seconds a bot waits before moving, given the table's ``default`` pause."""
        return min(default, FAST_BOT_PAUSE) if self._bot_speed == "fast" else default

    @property
    def reduce_motion(self) -> bool:
        """Pieces jump to their new places instead of gliding there."""
        return self._reduce_motion

    @reduce_motion.setter
    def reduce_motion(self, on: bool) -> None:
        self._reduce_motion = bool(on)
        self._keep(REDUCE_MOTION_KEY, "on" if on else "off")
