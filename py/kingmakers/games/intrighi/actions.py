"""The moves of Intrighi a corte (the vocabulary is documented in :mod:`.rules`).

Cards are named by their type key (``"sostegno2"``, ``"alleanza"``...); candidates by their
index in :data:`~.data.CANDIDATES`; players by seat.
"""

from __future__ import annotations

import dataclasses

from ...engine import Action, ActionCodec
from .data import CANDIDATES, CARD


def _card(key) -> str:
    return CARD[key].name if key in CARD else repr(key)


def player_name(seat) -> str:
    """How messages name a seat: players are counted from 1."""
    is_seat = isinstance(seat, int) and not isinstance(seat, bool)
    return f"player {seat + 1}" if is_seat else f"player {seat!r}"


def _candidate(index) -> str:
    return CANDIDATES[index] if index in range(len(CANDIDATES)) else f"candidate {index!r}"


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    """Play nothing this turn."""

    kind = "pass"

    def __str__(self) -> str:
        return "play nothing"


@dataclasses.dataclass(frozen=True)
class PlayStackCard(Action):
    """Play a Sostegno or Abbasso; it is then placed with :class:`Place`."""

    kind = "play_stack"
    card: str

    def __str__(self) -> str:
        return f"play {_card(self.card)} face down"


@dataclasses.dataclass(frozen=True)
class Place(Action):
    """Put the card being played into a stack; ``position`` 0 is the top, the stack's size
    the bottom."""

    kind = "place"
    candidate: int
    position: int

    def __str__(self) -> str:
        return f"place it in {_candidate(self.candidate)}'s stack at position {self.position}"


@dataclasses.dataclass(frozen=True)
class PlayBeside(Action):
    """Alleanza, Corruzione, Intimidazione or Manipolazione beside another player."""

    kind = "play_beside"
    card: str
    seat: int

    def __str__(self) -> str:
        return f"play {_card(self.card)} beside {player_name(self.seat)}"


@dataclasses.dataclass(frozen=True)
class PlayAbility(Action):
    """An Abilità card beside one's own character."""

    kind = "play_ability"
    card: str

    def __str__(self) -> str:
        return f"play {_card(self.card)} beside own character"


@dataclasses.dataclass(frozen=True)
class PlayTradimento(Action):
    """Remove the Alleanza that ``ally`` played beside ``seat``."""

    kind = "tradimento"
    seat: int
    ally: int

    def __str__(self) -> str:
        return (
            f"play Tradimento on the Alleanza of {player_name(self.ally)} beside "
            f"{player_name(self.seat)}"
        )


@dataclasses.dataclass(frozen=True)
class PlaySpionaggio(Action):
    kind = "spionaggio"
    candidate: int

    def __str__(self) -> str:
        return f"play Spionaggio on {_candidate(self.candidate)}'s stack"


@dataclasses.dataclass(frozen=True)
class PlayScandalo(Action):
    kind = "scandalo"
    candidate: int

    def __str__(self) -> str:
        return f"play Scandalo on {_candidate(self.candidate)}'s stack"


@dataclasses.dataclass(frozen=True)
class PlayConfessione(Action):
    kind = "confessione"
    seat: int

    def __str__(self) -> str:
        return f"play Confessione on {player_name(self.seat)}"


@dataclasses.dataclass(frozen=True)
class UseSpia(Action):
    """The Spia's power: look at a stack instead of playing a card."""

    kind = "spia"
    candidate: int

    def __str__(self) -> str:
        return f"as the Spia, look at {_candidate(self.candidate)}'s stack"


@dataclasses.dataclass(frozen=True)
class UseConfessore(Action):
    """The Confessore's power: see a player's secret candidate instead of playing a card."""

    kind = "confessore"
    seat: int

    def __str__(self) -> str:
        return f"as the Confessore, hear {player_name(self.seat)}'s confession"


@dataclasses.dataclass(frozen=True)
class Discard(Action):
    """Discard one card over the hand limit to the bottom of the deck."""

    kind = "discard"
    card: str

    def __str__(self) -> str:
        return f"discard {_card(self.card)}"


CODEC = ActionCodec(
    Pass,
    PlayStackCard,
    Place,
    PlayBeside,
    PlayAbility,
    PlayTradimento,
    PlaySpionaggio,
    PlayScandalo,
    PlayConfessione,
    UseSpia,
    UseConfessore,
    Discard,
)
