"""King of the Elves actions (the game's whole vocabulary; see :mod:`.rules`).

A village on the table is named by ``principality`` (the seat whose principality holds it)
and ``slot`` (0 for its first village, in visiting order).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Action, ActionCodec
from .data import CARD_NAMES

ORDINALS = ("first", "second", "third")


def card_name(card) -> str:
    return CARD_NAMES.get(card, str(card))


def a_card(card) -> str:
    """The card's name with its indefinite article: "a raft", "an elf-cycle"."""
    name = card_name(card)
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def village_name(principality, slot) -> str:
    ordinal = ORDINALS[slot] if slot in range(len(ORDINALS)) else f"#{slot}"
    return f"the {ordinal} village of principality {principality}"


@dataclass(frozen=True)
class PlayVillage(Action):
    """Planning: play a village card (named by its terrain) into a principality."""

    kind = "village"
    terrain: str
    principality: int

    def __str__(self) -> str:
        return f"play {a_card(self.terrain)} into principality {self.principality}"


@dataclass(frozen=True)
class Search(Action):
    """Planning: show one's hand and search the draw pile for a village card."""

    kind = "search"

    def __str__(self) -> str:
        return "show the hand and search for a village"


@dataclass(frozen=True)
class TakeVillage(Action):
    """Search, step 2: take a village of this terrain from the pile being searched."""

    kind = "take"
    terrain: str

    def __str__(self) -> str:
        return f"take {a_card(self.terrain)}"


@dataclass(frozen=True)
class DrawThree(Action):
    """Planning: draw 3 cards; four ``Discard`` steps follow."""

    kind = "draw"

    def __str__(self) -> str:
        return "draw 3 cards, then discard 4"


@dataclass(frozen=True)
class Discard(Action):
    """One card discarded face up: after drawing 3, after a search, or to pay a teleport."""

    kind = "discard"
    card: str

    def __str__(self) -> str:
        return f"discard {a_card(self.card)}"


@dataclass(frozen=True)
class Buy(Action):
    """Planning: buy the top card of the draw pile (1, 2, then 3 gold)."""

    kind = "buy"

    def __str__(self) -> str:
        return "buy the top card of the draw pile"


@dataclass(frozen=True)
class PlaySpecial(Action):
    """Planning: play a gold card, thief or obstacle onto a village, with one's marker."""

    kind = "special"
    card: str
    principality: int
    slot: int

    def __str__(self) -> str:
        return f"play {a_card(self.card)} on {village_name(self.principality, self.slot)}"


@dataclass(frozen=True)
class RemoveVillage(Action):
    """Planning: remove a village (and its special cards) from one's own principality."""

    kind = "remove"
    slot: int

    def __str__(self) -> str:
        ordinal = ORDINALS[self.slot] if self.slot in range(len(ORDINALS)) else self.slot
        return f"remove the {ordinal} village of one's own principality"


@dataclass(frozen=True)
class Pass(Action):
    kind = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Travel(Action):
    """Travel: go on to the next village on the route, paying with travel cards of one kind."""

    kind = "travel"
    card: str

    def __str__(self) -> str:
        return f"travel on by {card_name(self.card)}"


@dataclass(frozen=True)
class Escort(Action):
    """Travel: play an escort for the principality the next village lies in."""

    kind = "escort"

    def __str__(self) -> str:
        return "play an escort"


@dataclass(frozen=True)
class Turnaround(Action):
    kind = "turnaround"

    def __str__(self) -> str:
        return "play a turnaround and travel the other way"


@dataclass(frozen=True)
class Teleport(Action):
    """Teleport variant: pay 3 gold, then four ``Discard`` steps of travel cards, and jump."""

    kind = "teleport"
    principality: int
    slot: int

    def __str__(self) -> str:
        return f"teleport to {village_name(self.principality, self.slot)}"


@dataclass(frozen=True)
class Stop(Action):
    kind = "stop"

    def __str__(self) -> str:
        return "end the trip"


CODEC = ActionCodec(
    PlayVillage,
    Search,
    TakeVillage,
    DrawThree,
    Discard,
    Buy,
    PlaySpecial,
    RemoveVillage,
    Pass,
    Travel,
    Escort,
    Turnaround,
    Teleport,
    Stop,
)
