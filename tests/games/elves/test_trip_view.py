"""The trip in the public view: whether the next village's thief and obstacle apply to the
traveller, or the escort covers it (what the UI shows without working out the rules)."""

from __future__ import annotations

from kingmakers.games.elves.actions import Travel

from .conftest import ANNA, DORA, KAROLY
from .test_examples import ANNA_TRIP, DORA_TRIP, example


def next_costs(state) -> tuple[bool, bool, bool]:
    trip = state.observe(None)["trip"]
    return trip["next_thief"], trip["next_obstacle"], trip["next_escorted"]


def test_the_next_villages_thief_and_obstacle_as_they_apply_to_the_traveller():
    state = example(first_player=ANNA)
    trip = state.observe(None)["trip"]
    assert trip["next"] == [ANNA, 0]  # Dóra's water monster on Anna's river village
    assert next_costs(state) == (False, True, False)
    for action, _ in ANNA_TRIP[:2]:
        state.apply(action)
    assert state.observe(None)["trip"]["next"] == [KAROLY, 0]  # Róbert's thief
    assert next_costs(state) == (True, False, False)
    state.apply(Travel("dragon"))
    assert next_costs(state) == (False, False, False)  # Károly's plains: nothing


def test_the_escort_covers_the_next_village():
    state = example(first_player=DORA)
    trip = state.observe(None)["trip"]
    assert trip["next"] == [DORA, 0] and next_costs(state) == (False, False, False)
    for action, _ in DORA_TRIP[:4]:  # up to the escort into Károly's principality
        state.apply(action)
    assert state.observe(None)["trip"]["next"] == [KAROLY, 0]  # Róbert's thief, kept away
    assert next_costs(state) == (False, False, True)
