"""The cards and setup tables of For the King (and Me), as data.

A card is named by what it shows ("Military 3", "Gold 2", "Royal favour"); identical cards
are interchangeable, so piles and collections are lists of names and actions name cards.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The six offices; Cuisine joins only with 5 players.
OFFICES = ("Architecture", "Diplomacy", "Military", "Livestock", "Entertainment", "Cuisine")
FIVE_PLAYER_OFFICES = ("Cuisine",)

#: Ruling: each office has these 9 cards.
OFFICE_CARD_VALUES = (1, 1, 1, 2, 2, 2, 3, 3, 4)
#: Ruling: gold card value -> copies.
GOLD_CARD_COPIES = {1: 15, 2: 14, 3: 10}

ROYAL_FAVOUR = "Royal favour"
ROYAL_DECREE = "Royal decree"
#: Ruling: King card -> (copies, how many different offices' primary titles it moves by 1).
KING_CARDS = {ROYAL_FAVOUR: (9, 1), ROYAL_DECREE: (6, 2)}

START_PRIMARY = 3
LOWEST_TITLE = 1
HIGHEST_TITLE = 6

#: Players -> (gold cards of each value set aside, random cards removed unseen).
REMOVAL = {2: (4, 22), 3: (3, 13), 4: (2, 8), 5: (1, 4)}

#: Ruling (an option): the most advisor turns a game can be cut to (a full 2-player deck).
MOST_DRAFT_TURNS = 17

OFFICE = "office"
GOLD = "gold"
KING = "king"


@dataclass(frozen=True)
class Card:
    """One kind of card. ``value``: the office or gold value, or for a King card the number
    of offices it changes."""

    name: str
    kind: str
    office: str = ""
    value: int = 0


def office_card(office: str, value: int) -> str:
    return f"{office} {value}"


def gold_card(value: int) -> str:
    return f"Gold {value}"


def _card_list() -> list[Card]:
    cards = [
        Card(office_card(office, value), OFFICE, office, value)
        for office in OFFICES
        for value in sorted(set(OFFICE_CARD_VALUES))
    ]
    cards += [Card(gold_card(value), GOLD, value=value) for value in GOLD_CARD_COPIES]
    cards += [Card(name, KING, value=changes) for name, (_, changes) in KING_CARDS.items()]
    return cards


#: Every kind of card by name, in display order.
CARDS: dict[str, Card] = {card.name: card for card in _card_list()}
KIND = {name: card.kind for name, card in CARDS.items()}
VALUE = {name: card.value for name, card in CARDS.items()}
OFFICE_OF = {name: card.office for name, card in CARDS.items()}
_ORDER = {name: index for index, name in enumerate(CARDS)}


def sort_cards(cards) -> list[str]:
    """Cards in display order (offices, then gold, then King cards)."""
    return sorted(cards, key=_ORDER.__getitem__)


def offices_in_play(players: int) -> tuple[str, ...]:
    if players == 5:
        return OFFICES
    return tuple(office for office in OFFICES if office not in FIVE_PLAYER_OFFICES)


def turn_cards(players: int) -> int:
    """Cards one advisor turn deals: one into their own pile, one per player into the
    centre, one onto the favour pile."""
    return players + 2


def full_deck(players: int) -> int:
    """Cards in the deck after the setup removal."""
    gold_each, unseen = REMOVAL[players]
    return len(game_cards(players)) - gold_each * len(GOLD_CARD_COPIES) - unseen


def full_draft_turns(players: int) -> int:
    """Advisor turns the full deck lasts (its last turn may be short): the default of the
    option that cuts the deck for a shorter game. A count the game does not take gets the
    most (the count itself is refused after the options are read)."""
    if players not in REMOVAL:
        return MOST_DRAFT_TURNS
    return -(-full_deck(players) // turn_cards(players))


def game_cards(players: int) -> list[str]:
    """Every card used with this many players, before the setup removal."""
    cards = [
        office_card(office, value)
        for office in offices_in_play(players)
        for value in OFFICE_CARD_VALUES
    ]
    for value, copies in GOLD_CARD_COPIES.items():
        cards += [gold_card(value)] * copies
    for name, (copies, _) in KING_CARDS.items():
        cards += [name] * copies
    return cards
