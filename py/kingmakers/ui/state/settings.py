"""Preferences kept across visits (besides the language): how fast bots move, whether
pieces move on screen, the bots' levels and hints a new table starts with, when the last
backup was made, and whether the home screen's note about keeping games was closed."""

from __future__ import annotations

import json
from contextlib import suppress

from kingmakers.ui.state.storage import Storage, StorageUnavailable

BOT_SPEED_KEY = "kingmakers:bot-speed"
BOT_SPEEDS = ("normal", "fast")
FAST_BOT_PAUSE = 0.05
"""Seconds between bot moves at "fast" speed."""
REDUCE_MOTION_KEY = "kingmakers:reduce-motion"
BOT_LEVELS_KEY = "kingmakers:bot-levels"
HINTS_KEY = "kingmakers:hints"
BACKUP_KEY = "kingmakers:backup-made"
NOTE_KEY = "kingmakers:keep-note-closed"
DEFAULT_BOT_LEVEL = "heuristic"
#: Seats a remembered line-up of bot levels covers (the most any game seats).
SEATS = 6
#: Longest bot name kept: a level's name is a few letters.
BOT_NAME_LENGTH = 40


def _bot_levels(text: str | None) -> list[str]:
    """Stored levels, one per seat; anything unreadable is the default level."""
    try:
        stored = json.loads(text or "[]")
    except ValueError:
        stored = []
    stored = stored if isinstance(stored, list) else []
    levels = [
        level if isinstance(level, str) and 0 < len(level) <= BOT_NAME_LENGTH else ""
        for level in stored[:SEATS]
    ]
    levels += [""] * (SEATS - len(levels))
    return [level or DEFAULT_BOT_LEVEL for level in levels]


class Settings:
    """Preferences read from and written to ``storage``; an unstorable choice still
    holds for this visit."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        stored = storage.get(BOT_SPEED_KEY)
        self._bot_speed = stored if stored in BOT_SPEEDS else "normal"
        self._reduce_motion = storage.get(REDUCE_MOTION_KEY) == "on"
        self._bot_levels = _bot_levels(storage.get(BOT_LEVELS_KEY))
        self._hints = storage.get(HINTS_KEY) != "off"
        self._backup_made = storage.get(BACKUP_KEY)
        self._note_closed = storage.get(NOTE_KEY)

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

    @property
    def bot_levels(self) -> tuple[str, ...]:
        """The bot each seat of a new table starts with when it is a bot: the levels last
        chosen, seat by seat."""
        return tuple(self._bot_levels)

    @bot_levels.setter
    def bot_levels(self, levels: list[str]) -> None:
        self._bot_levels = _bot_levels(json.dumps(list(levels)))
        self._keep(BOT_LEVELS_KEY, json.dumps(self._bot_levels))

    def remember_bot_levels(self, levels: dict[int, str]) -> None:
        """The levels chosen at a table (seat to bot name); other seats keep theirs."""
        kept = list(self._bot_levels)
        for seat, level in levels.items():
            if 0 <= seat < SEATS:
                kept[seat] = level
        self.bot_levels = kept

    @property
    def hints(self) -> bool:
        """Whether a new table plays with hints."""
        return self._hints

    @hints.setter
    def hints(self, on: bool) -> None:
        self._hints = bool(on)
        self._keep(HINTS_KEY, "on" if on else "off")

    @property
    def backup_made(self) -> str | None:
        """When the last backup of every game was made (ISO text), if ever."""
        return self._backup_made

    @backup_made.setter
    def backup_made(self, moment: str) -> None:
        self._backup_made = moment
        self._keep(BACKUP_KEY, moment)

    @property
    def note_closed(self) -> str | None:
        """Which note about keeping games the player closed on the home screen (``"home
        screen"`` or ``"carry over"``), if any: each is shown once until closed."""
        return self._note_closed

    @note_closed.setter
    def note_closed(self, note: str) -> None:
        self._note_closed = note
        self._keep(NOTE_KEY, note)

    def to_json(self) -> dict:
        """The preferences a backup carries to another device."""
        return {
            "bot_speed": self._bot_speed,
            "reduce_motion": self._reduce_motion,
            "bot_levels": list(self._bot_levels),
            "hints": self._hints,
        }

    def restore(self, data: object) -> None:
        """Take the preferences of a backup; what is missing or of the wrong type is left
        as it is."""
        if not isinstance(data, dict):
            return
        if data.get("bot_speed") in BOT_SPEEDS:
            self.bot_speed = data["bot_speed"]
        if isinstance(data.get("reduce_motion"), bool):
            self.reduce_motion = data["reduce_motion"]
        if isinstance(data.get("bot_levels"), list):
            self.bot_levels = data["bot_levels"]
        if isinstance(data.get("hints"), bool):
            self.hints = data["hints"]
