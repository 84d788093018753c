"""Viva il Re! actions (the game's whole action vocabulary)."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Action, ActionCodec
from .data import CANDIDATES, LEVEL_NAMES


def _name(candidate) -> str:
    return CANDIDATES.get(candidate, str(candidate))


@dataclass(frozen=True)
class Place(Action):
    """Phase 1: put an unplaced candidate on a level 1-4."""

    kind = "place"
    candidate: str
    level: int

    def __str__(self) -> str:
        level = LEVEL_NAMES[self.level] if self.level in range(len(LEVEL_NAMES)) else self.level
        return f"place {_name(self.candidate)} among the {level}"


@dataclass(frozen=True)
class Climb(Action):
    """Phase 2: move a candidate (from a level or from the privy) up one level."""

    kind = "climb"
    candidate: str

    def __str__(self) -> str:
        return f"move {_name(self.candidate)} up"


@dataclass(frozen=True)
class EnterPrivy(Action):
    """Privy variant, phase 2: move a candidate from the privy's level into the privy."""

    kind = "privy"
    candidate: str

    def __str__(self) -> str:
        return f"send {_name(self.candidate)} to the privy"


@dataclass(frozen=True)
class Vote(Action):
    """A secret YES (True) or NO (False) on the candidate at the Throne."""

    kind = "vote"
    yes: bool

    def __str__(self) -> str:
        return "cast a secret vote"


CODEC = ActionCodec(Place, Climb, EnterPrivy, Vote)
