"""Intrighi a corte: the components as data — candidates, characters and the play deck.

Counts, card texts and characters are our Design (see ``docs/rules/intrighi.md``);
the in-app rules show the ``text`` of each entry. Every card of the play deck gets a fixed
id (its index in :data:`DECK`), so the engine can follow single cards through hands, stacks
and the bottom of the deck; ids of the same type are interchangeable.
"""

from __future__ import annotations

from dataclasses import dataclass

CANDIDATES = ("Aurelio", "Bianca", "Corrado", "Delfina", "Ettore")
#: Copies of each candidate card: one goes face up in the middle, the others are shuffled.
CANDIDATE_COPIES = 3

HAND_LIMIT = 3

# Kinds of play card: how a card is played.
STACK = "stack"  # Sostegno / Abbasso: face down into a candidate's stack
BESIDE = "beside"  # face up beside another player's character
ABILITY = "ability"  # Abilità: face up beside one's own character
TRAITOR = "traitor"  # Tradimento: removes an Alleanza
SPECIAL = "special"  # shown to all, applied at once, then to the bottom of the deck

DIPLOMAZIA = "diplomazia"
RICCHEZZA = "ricchezza"
ASTUZIA = "astuzia"


@dataclass(frozen=True)
class CardType:
    """One type of play card. ``value`` is the signed stack value of Sostegno/Abbasso;
    ``needs`` the ability a player must have to play it; ``grants`` the ability it gives."""

    key: str
    name: str
    kind: str
    count: int
    text: str
    value: int = 0
    needs: str | None = None
    grants: str | None = None


def _support(value: int, count: int) -> CardType:
    return CardType(
        f"sostegno{value}",
        f"Sostegno +{value}",
        STACK,
        count,
        f"Face down into a candidate's stack: +{value} to that candidate.",
        value,
    )


def _down(value: int, count: int) -> CardType:
    return CardType(
        f"abbasso{value}",
        f"Abbasso −{value}",
        STACK,
        count,
        f"Face down into a candidate's stack: −{value} to that candidate.",
        -value,
    )


def _ability(key: str, name: str) -> CardType:
    return CardType(
        key,
        name,
        ABILITY,
        2,
        f"Face up beside your own character: you have {name} for the rest of the game.",
        grants=key,
    )


CARD_TYPES: tuple[CardType, ...] = (
    _support(1, 10),
    _support(2, 6),
    _support(3, 2),
    _down(1, 8),
    _down(2, 4),
    CardType(
        "alleanza",
        "Alleanza",
        BESIDE,
        4,
        "Beside another player X (needs Diplomazia): if X wins, you win too. It stays "
        "until a Tradimento removes it.",
        needs=DIPLOMAZIA,
    ),
    CardType(
        "corruzione",
        "Corruzione",
        BESIDE,
        3,
        "Beside another player X (needs Ricchezza): at the start of your next turn you "
        "take a random card from X's hand; then it goes to the bottom of the deck.",
        needs=RICCHEZZA,
    ),
    CardType(
        "manipolazione",
        "Manipolazione",
        BESIDE,
        3,
        "Beside another player X (needs Astuzia): you place the next Sostegno or Abbasso "
        "X plays (candidate and position); then it goes to the bottom of the deck.",
        needs=ASTUZIA,
    ),
    CardType(
        "intimidazione",
        "Intimidazione",
        BESIDE,
        3,
        "Beside another player X: X skips their next play step (they still draw and "
        "discard); then it goes to the bottom of the deck.",
    ),
    CardType(
        "tradimento",
        "Tradimento",
        TRAITOR,
        3,
        "Removes one Alleanza in play; both go face down to the bottom of the deck.",
    ),
    _ability(DIPLOMAZIA, "Diplomazia"),
    _ability(RICCHEZZA, "Ricchezza"),
    _ability(ASTUZIA, "Astuzia"),
    CardType(
        "spionaggio", "Spionaggio", SPECIAL, 2, "Look at every card in one candidate's stack."
    ),
    CardType(
        "scandalo",
        "Scandalo",
        SPECIAL,
        2,
        "The top card of one candidate's stack goes, unseen, to the bottom of the deck.",
    ),
    CardType(
        "confessione",
        "Confessione",
        SPECIAL,
        2,
        "One player of your choice shows you their secret candidate.",
    ),
)

CARD = {card.key: card for card in CARD_TYPES}
#: The play deck without Morte del Re: card id -> card type key.
DECK: tuple[str, ...] = tuple(card.key for card in CARD_TYPES for _ in range(card.count))
#: Signed stack value of each card id (0 for cards that never go into a stack).
VALUES: tuple[int, ...] = tuple(CARD[key].value for key in DECK)
STACK_KEYS = frozenset(card.key for card in CARD_TYPES if card.kind == STACK)
#: Order in which a player's cards are listed (the order of CARD_TYPES).
KEY_ORDER = {card.key: index for index, card in enumerate(CARD_TYPES)}

# Special powers a character may use instead of playing a card.
LOOK_AT_STACK = "look_at_stack"
HEAR_CONFESSION = "hear_confession"


@dataclass(frozen=True)
class Character:
    """A character card: an ability it gives, a hand limit and maybe a special power."""

    key: str
    name: str
    text: str
    ability: str | None = None
    hand_limit: int = HAND_LIMIT
    power: str | None = None


CHARACTERS: tuple[Character, ...] = (
    Character("generale", "Generale", "Keeps up to 5 cards instead of 3.", hand_limit=5),
    Character("ambasciatore", "Ambasciatore", "Has the ability Diplomazia.", ability=DIPLOMAZIA),
    Character("tesoriere", "Tesoriere", "Has the ability Ricchezza.", ability=RICCHEZZA),
    Character("consigliere", "Consigliere", "Has the ability Astuzia.", ability=ASTUZIA),
    Character(
        "spia",
        "Spia",
        "Instead of playing a card, looks at one candidate's whole stack.",
        power=LOOK_AT_STACK,
    ),
    Character(
        "confessore",
        "Confessore",
        "Instead of playing a card, looks at another player's secret candidate.",
        power=HEAR_CONFESSION,
    ),
)
CHARACTER = {character.key: character for character in CHARACTERS}


def sorted_keys(keys) -> list[str]:
    """Card type keys in the canonical order in which views list them."""
    return sorted(keys, key=KEY_ORDER.__getitem__)
