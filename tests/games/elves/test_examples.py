"""The rulebook's worked examples, set up exactly and replayed card by card.

Seating clockwise: Anna, Róbert, Károly, Dóra. Table: Anna — river village with Dóra's water
monster; Róbert — forest village with Károly's fallen tree and Anna's gold card; Károly —
desert village (first) with Róbert's thief, then a plains village; Dóra — mountain village.
"""

from __future__ import annotations

from collections import Counter

import pytest

from kingmakers.engine import IllegalAction
from kingmakers.games.elves.actions import (
    Buy,
    Discard,
    DrawThree,
    Escort,
    Pass,
    PlaySpecial,
    PlayVillage,
    Stop,
    Travel,
    Turnaround,
)
from kingmakers.games.elves.rules import PLANNING, TRAVEL

from .conftest import ANNA, DORA, KAROLY, ROBERT, arrange, check_conservation, village

TABLE = [
    [village("river", obstacle=DORA)],
    [village("forest", obstacle=KAROLY, gold=ANNA)],
    [village("desert", thief=ROBERT), village("plains")],
    [village("mountain")],
]
ANNA_HAND = ["raft", "raft", "unicorn", "unicorn", "dragon", "elf_cycle", "magic_cloud"]
DORA_HAND = [
    "dragon",
    "dragon",
    "dragon",
    "raft",
    "giant_pig",
    "giant_pig",
    "escort",
    "troll_wagon",
    "turnaround",
    "elf_cycle",
    "elf_cycle",
]
#: Anna's trip: (card played, gold she holds afterwards minus what she started with).
ANNA_TRIP = [
    (Travel("raft"), 2),  # her river village, 2 rafts: the village + Dóra's monster
    (Travel("unicorn"), 2 + 8),  # Róbert's forest, 2 unicorns (tree); her gold card: 2 x 4
    (Travel("dragon"), 10 - 2 + 6),  # Károly's desert: Róbert's thief takes 2
    (Travel("elf_cycle"), 14 + 3),  # Károly's plains
    (Travel("magic_cloud"), 17 + 5 + 10),  # Dóra's mountain, and every village visited: +10
]
#: Dóra's trip, likewise.
DORA_TRIP = [
    (Travel("dragon"), 5),  # her mountain village
    (Travel("raft"), 5 + 2),  # Anna's river: the water monster is her own, 1 raft
    (Travel("giant_pig"), 7 + 4),  # Róbert's forest, 2 giant pigs (Károly's tree)
    (Escort(), 11),  # entering Károly's principality
    (Travel("dragon"), 11 + 6),  # his desert: the escort keeps Róbert's thief away
    (Travel("troll_wagon"), 17 + 3 + 10),  # his plains, and the all-villages bonus
    (Turnaround(), 30),
    (Travel("dragon"), 30 + 6),  # the desert again, still under escort
    (Travel("elf_cycle"), 36 + 4),  # leaving Károly's: escort gone; forest + tree, 2 cycles
]


def example(first_player: int):
    return arrange(
        4, TABLE, [ANNA_HAND, [], [], DORA_HAND], gold=[7, 7, 7, 7], first_player=first_player
    )


def test_anna_trip_earns_32():
    state = example(first_player=ANNA)
    for action, gained in ANNA_TRIP:
        state.apply(action)
        assert state.gold[ANNA] - 7 == gained, action
        check_conservation(state)
    assert state.gold[ROBERT] == 7 + 2
    assert state.trip_gold == 32
    assert state.path == [(ANNA, 0), (ROBERT, 0), (KAROLY, 0), (KAROLY, 1), (DORA, 0)]
    assert Counter(state.discard_pile) == Counter(
        ["raft", "raft", "unicorn", "unicorn", "dragon", "elf_cycle", "magic_cloud"]
    )
    assert state.hands[ANNA] == {}
    state.apply(Stop())
    assert state.current == ROBERT and state.phase == TRAVEL


def test_dora_trip_earns_40_and_empties_her_hand():
    state = example(first_player=DORA)
    for action, gained in DORA_TRIP:
        state.apply(action)
        assert state.gold[DORA] - 7 == gained, action
        check_conservation(state)
        if action == Escort():
            assert state.escort == KAROLY
    assert state.trip_gold == 40
    assert state.hands[DORA] == {}
    assert state.escort is None and "escort" in state.discard_pile
    assert state.gold[ROBERT] == 7, "the escort kept Róbert's thief away both times"
    assert state.path == [
        (DORA, 0),
        (ANNA, 0),
        (ROBERT, 0),
        (KAROLY, 0),
        (KAROLY, 1),
        (KAROLY, 0),
        (ROBERT, 0),
    ]
    assert state.legal_actions() == [Stop()]


def test_escort_stays_through_the_turnaround_until_dora_leaves():
    state = example(first_player=DORA)
    for action, _ in DORA_TRIP[:-1]:
        state.apply(action)
    assert state.escort == KAROLY and "escort" not in state.discard_pile
    state.apply(DORA_TRIP[-1][0])
    assert state.escort is None and state.discard_pile.count("escort") == 1


def test_both_trips_in_one_round():
    """Anna travels first; Róbert and Károly stay home; then Dóra: +32 and +40."""
    state = example(first_player=ANNA)
    for action, _ in ANNA_TRIP:
        state.apply(action)
    state.apply(Stop())
    state.apply(Stop())
    state.apply(Stop())
    for action, _ in DORA_TRIP:
        state.apply(action)
    assert state.gold == [7 + 32, 7 + 2, 7, 7 + 40]
    state.apply(Stop())
    assert state.round == 2 and state.phase == PLANNING and state.first_player == ROBERT
    check_conservation(state)


def test_planning_example():
    """The rulebook's planning example: Anna passes (she has a village); Róbert plays a
    village; Károly puts a thief on it; Dóra buys a card for 1 gold; Anna draws 3 and
    discards 4; then all four pass in succession and the travel begins."""
    table = [[village("river")], [], [village("desert")], [village("mountain")]]
    hands = [["raft", "dragon", "unicorn"], ["forest", "unicorn"], ["thief"], ["dragon"]]
    state = arrange(4, table, hands, phase=PLANNING, first_player=ANNA)
    state.apply(Pass())
    with pytest.raises(IllegalAction, match="only with a village in your principality"):
        state.apply(Pass())
    state.apply(PlayVillage("forest", ROBERT))
    state.apply(PlaySpecial("thief", ROBERT, 0))
    state.apply(Buy())
    assert (state.gold[DORA], state.set_aside[DORA]) == (6, 1)
    state.apply(DrawThree())
    assert sum(state.hands[ANNA].values()) == 6
    for card in list(Counter(state.hands[ANNA]).elements())[:4]:
        state.apply(Discard(card))
    assert sum(state.hands[ANNA].values()) == 2 and len(state.discard_pile) == 4
    for seat in (ROBERT, KAROLY, DORA):
        assert state.current == seat and state.phase == PLANNING
        state.apply(Pass())
    assert state.phase == PLANNING, "Anna has not passed since her draw"
    state.apply(Pass())
    assert state.phase == TRAVEL and state.current == ANNA
    assert state.set_aside[DORA] == 0 and state.gold[DORA] == 6
    check_conservation(state)
