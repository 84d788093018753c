"""The "Draft turns" option: a shorter game keeps only the cards of that many advisor turns,
the rest removed unseen; by default the whole deck is dealt as before."""

from __future__ import annotations

import pytest

from kingmakers.engine import InvalidOptions
from kingmakers.games.fortheking.actions import Place
from tests.games.fortheking.staging import GAME, assert_cards_conserved


@pytest.mark.parametrize(
    ("players", "turns", "deck"), [(2, 17, 65), (3, 16, 77), (4, 15, 85), (5, 15, 101)]
)
def test_by_default_the_deck_lasts_every_turn(players, turns, deck):
    state = GAME.new_game(players, seed=3)
    assert state.options["draft_turns"] == turns
    assert len(state.deck) + 1 == deck


def test_a_short_game_deals_the_same_first_cards_and_removes_the_rest_unseen():
    full = GAME.new_game(3, seed=331)
    short = GAME.new_game(3, seed=331, options={"draft_turns": 3})
    assert len(short.deck) + 1 == 15  # three turns of 5 cards; the first is drawn
    assert len(short.removed) == len(full.removed) + len(full.deck) - len(short.deck)
    assert (short.drawn, short.deck) == (full.drawn, full.deck[-len(short.deck) :])
    assert short.observe(1)["removed"] == len(short.removed)
    assert_cards_conserved(short)


def test_the_auction_opens_after_the_last_short_turn():
    state = GAME.new_game(3, seed=331, options={"draft_turns": 3, "first_player": 0})
    placed = 0
    while state.stage in ("place", "take"):
        action = state.legal_actions()[0]
        placed += isinstance(action, Place)
        state.apply(action)
    assert placed == 15 and state.advisor == 2  # each of the three was advisor once
    assert state.stage == "bid" and state.lot is not None
    assert len(state.favour) == 2  # one favour card a turn, the first of them now auctioned


@pytest.mark.parametrize("turns", [0, 18, True])
def test_a_turn_count_out_of_range_is_refused(turns):
    with pytest.raises(InvalidOptions):
        GAME.new_game(3, seed=1, options={"draft_turns": turns})
