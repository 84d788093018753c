"""Components and setup: offices by player count, the card list, the removal table, titles."""

from __future__ import annotations

from collections import Counter

import pytest

from kingmakers.engine import InvalidOptions
from kingmakers.games.fortheking.data import (
    CARDS,
    GOLD,
    KING,
    OFFICE,
    OFFICES,
    game_cards,
    offices_in_play,
)
from tests.games.fortheking.staging import GAME, assert_cards_conserved


def test_full_card_list_is_54_office_15_king_39_gold():
    cards = Counter(CARDS[card].kind for card in game_cards(5))
    assert cards == {OFFICE: 54, KING: 15, GOLD: 39}
    named = Counter(game_cards(5))
    assert named["Military 1"] == 3 and named["Military 4"] == 1
    assert named["Gold 1"] == 15 and named["Gold 2"] == 14 and named["Gold 3"] == 10
    assert named["Royal favour"] == 9 and named["Royal decree"] == 6


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cuisine_only_with_five_players(players):
    assert offices_in_play(players) == OFFICES[:5]
    assert not any(card.startswith("Cuisine") for card in game_cards(players))
    state = GAME.new_game(players, seed=1)
    assert list(state.primary) == list(OFFICES[:5])


def test_five_players_use_six_offices():
    assert offices_in_play(5) == OFFICES
    assert "Cuisine" in GAME.new_game(5, seed=1).primary


@pytest.mark.parametrize(
    ("players", "gold_each", "unseen", "deck"),
    [(2, 4, 22, 65), (3, 3, 13, 77), (4, 2, 8, 85), (5, 1, 4, 101)],
)
def test_removal_table(players, gold_each, unseen, deck):
    state = GAME.new_game(players, seed=3)
    assert Counter(state.set_aside) == {
        "Gold 1": gold_each,
        "Gold 2": gold_each,
        "Gold 3": gold_each,
    }
    assert len(state.removed) == unseen
    assert len(state.deck) + 1 == deck  # the advisor has already drawn the first card
    assert state.drawn is not None
    assert_cards_conserved(state)


def test_titles_start_at_three_and_one_without_secondary_for_two():
    three = GAME.new_game(3, seed=1).observe(None)["titles"]
    assert all(title == {"primary": 3, "secondary": 1} for title in three.values())
    two = GAME.new_game(2, seed=1).observe(None)["titles"]
    assert all(title == {"primary": 3, "secondary": None} for title in two.values())


def test_first_advisor_is_random_and_the_seed_reproduces_the_setup():
    advisors = {GAME.new_game(4, seed=seed).advisor for seed in range(40)}
    assert advisors == {0, 1, 2, 3}
    a, b = GAME.new_game(4, seed=9), GAME.new_game(4, seed=9)
    assert (a.deck, a.removed, a.advisor) == (b.deck, b.removed, b.advisor)
    assert a.deck != GAME.new_game(4, seed=10).deck


@pytest.mark.parametrize("players", [1, 6])
def test_player_counts(players):
    with pytest.raises(InvalidOptions, match="2–5 players"):
        GAME.new_game(players)
