"""The moves of For the King (and Me); the vocabulary is described in ``rules``."""

from __future__ import annotations

import dataclasses

from ...engine import Action, ActionCodec

#: Where the advisor can put a drawn card, with the words the move log uses.
PILE_WORDS = {
    "own": "into their own pile",
    "centre": "in the centre",
    "favour": "onto the favour pile",
}


@dataclasses.dataclass(frozen=True)
class Place(Action):
    """The advisor puts the card they drew into ``pile``: "own", "centre" or "favour"."""

    kind = "place"
    pile: str

    def __str__(self) -> str:
        return f"puts the drawn card {PILE_WORDS.get(self.pile, self.pile)}"


@dataclasses.dataclass(frozen=True)
class Take(Action):
    """Take this card from the centre."""

    kind = "take"
    card: str

    def __str__(self) -> str:
        return f"takes {self.card} from the centre"


@dataclasses.dataclass(frozen=True)
class UseKing(Action):
    """Use the King card being resolved: move ``office``'s primary title by ``step`` (±1)."""

    kind = "royal"
    office: str
    step: int

    def __str__(self) -> str:
        return f"{'raises' if self.step > 0 else 'lowers'} the {self.office} title"


@dataclasses.dataclass(frozen=True)
class Bid(Action):
    kind = "bid"
    amount: int

    def __str__(self) -> str:
        return f"bids {self.amount}"


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    """Drop out of this auction."""

    kind = "pass"

    def __str__(self) -> str:
        return "passes"


@dataclasses.dataclass(frozen=True)
class PayGold(Action):
    """Hand over one gold card of this value towards the price."""

    kind = "pay_gold"
    value: int

    def __str__(self) -> str:
        return f"pays with a Gold {self.value}"


@dataclasses.dataclass(frozen=True)
class Discard(Action):
    """Discard this collection card towards the price (one card per point of the bid)."""

    kind = "discard"
    card: str

    def __str__(self) -> str:
        return f"discards {self.card} to pay"


@dataclasses.dataclass(frozen=True)
class PickCard(Action):
    """Pick, blind, the face-down card at ``position`` from a player who could not pay."""

    kind = "pick"
    position: int

    def __str__(self) -> str:
        return f"picks face-down card {self.position + 1} to be lost"


CODEC = ActionCodec(Place, Take, UseKing, Bid, Pass, PayGold, Discard, PickCard)
