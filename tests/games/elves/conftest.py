"""Helpers for King of the Elves tests: positions laid out by hand, and bookkeeping checks."""

from __future__ import annotations

from collections import Counter

import pytest

from kingmakers.games import get_game
from kingmakers.games.elves.data import DECK, START_GOLD
from kingmakers.games.elves.rules import TRAVEL

#: Every table the tests play: 2–6 players, with and without the teleport option.
CONFIGS = [(players, teleport) for players in range(2, 7) for teleport in (False, True)]
IDS = [f"{players}p{'-teleport' if teleport else ''}" for players, teleport in CONFIGS]

ANNA, ROBERT, KAROLY, DORA = range(4)


@pytest.fixture
def elves():
    return get_game("elves")


def village(terrain: str, **specials) -> dict:
    """A village for ``arrange``: ``village("forest", obstacle=KAROLY, gold=ANNA)``."""
    return {"terrain": terrain, **specials}


def arrange(players: int, table: list, hands: list | None = None, *, phase: str = TRAVEL, **kwargs):
    """A position laid out by hand; hands default to empty."""
    hands = hands if hands is not None else [[] for _ in range(players)]
    return get_game("elves").arrange(players, table, hands, phase=phase, **kwargs)


FULL_DECK = Counter(DECK)
OBSTACLE_CARD = {"river": "water_monster", "lake": "water_monster"}


def cards_in_play(state) -> Counter:
    """Every card wherever it is: piles, hands, the table and an escort in use."""
    cards = Counter(state.draw_pile)
    cards.update(state.discard_pile)
    for hand in state.hands:
        cards.update(hand)
    for principality in state.table:
        for spot in principality:
            cards[spot["terrain"]] += 1
            cards["gold"] += spot["gold"] is not None
            cards["thief"] += spot["thief"] is not None
            cards[OBSTACLE_CARD.get(spot["terrain"], "fallen_tree")] += spot["obstacle"] is not None
    cards["escort"] += state.escort is not None
    return cards


def check_conservation(state) -> None:
    """All 120 cards are somewhere exactly once, and no gold appears or vanishes: the players'
    gold, the purchase money set aside and the bank's takings minus payouts sum to 7 each."""
    assert +cards_in_play(state) == FULL_DECK
    assert sum(state.gold) + sum(state.set_aside) + state.bank == START_GOLD * state.players
    assert all(gold >= 0 for gold in state.gold)
    assert all(count > 0 for hand in state.hands for count in hand.values())
