"""Scoring: titles per office with the tie rules, 2-player games, winners and shared wins."""

from __future__ import annotations

import pytest

from kingmakers.games.fortheking.actions import Bid, Pass, PayGold
from kingmakers.games.fortheking.scoring import (
    final_points,
    office_strength,
    secondary_value,
    title_holders,
    winners,
)
from tests.games.fortheking.staging import play, staged_auction


def test_strength_is_total_then_highest_card_then_count():
    assert office_strength(["Military 3", "Military 1", "Gold 3", "Diplomacy 4"], "Military") == (
        4,
        3,
        2,
    )
    assert office_strength(["Gold 3", "Diplomacy 4"], "Military") is None


def test_highest_total_takes_the_primary_and_the_next_the_secondary():
    collections = [["Military 2"], ["Military 4", "Military 1"], ["Military 3"]]
    assert title_holders(collections, "Military", secondary=True) == ([1], [2])


def test_tied_totals_go_to_the_higher_single_card():
    collections = [["Military 3", "Military 2"], ["Military 4", "Military 1"], []]
    assert title_holders(collections, "Military", secondary=True) == ([1], [0])


def test_then_to_more_cards_of_the_office():
    collections = [["Military 2", "Military 2"], ["Military 2", "Military 1", "Military 1"]]
    assert title_holders(collections, "Military", secondary=True) == ([1], [0])


def test_players_still_tied_all_take_the_title_and_the_next_best_takes_the_secondary():
    collections = [["Military 3", "Military 2"], ["Military 2", "Military 3"], ["Military 1"], []]
    assert title_holders(collections, "Military", secondary=True) == ([0, 1], [2])
    tied_second = [["Military 4"], ["Military 1"], ["Military 1"]]
    assert title_holders(tied_second, "Military", secondary=True) == ([0], [1, 2])


def test_a_player_without_a_card_of_the_office_scores_nothing_for_it():
    collections = [["Military 1"], ["Gold 3", "Diplomacy 4"], []]
    assert title_holders(collections, "Military", secondary=True) == ([0], [])
    assert title_holders(collections, "Livestock", secondary=True) == ([], [])


def test_two_players_have_no_secondary_titles():
    collections = [["Military 1"], ["Military 2"]]
    assert title_holders(collections, "Military", secondary=False) == ([1], [])
    assert final_points(collections, {"Military": 3}) == ([0, 3], [0, 1])


@pytest.mark.parametrize(("primary", "secondary"), [(1, 0), (2, 1), (3, 1), (5, 2), (6, 3)])
def test_secondary_is_half_the_primary_rounded_down(primary, secondary):
    assert secondary_value(primary) == secondary
    collections = [["Livestock 4"], ["Livestock 1"], []]
    assert final_points(collections, {"Livestock": primary})[0] == [primary, secondary, 0]


def test_points_add_up_over_the_offices():
    collections = [["Military 4", "Diplomacy 1"], ["Military 1", "Diplomacy 2"], ["Architecture 1"]]
    primaries = {"Military": 5, "Diplomacy": 2, "Architecture": 6}
    assert final_points(collections, primaries) == ([5 + 1, 2 + 2, 6], [1, 1, 1])


def test_most_points_wins_then_more_primary_titles_then_a_shared_win():
    assert winners([7, 5, 6], [1, 3, 2]) == [0]
    assert winners([6, 6, 4], [1, 2, 3]) == [1]
    assert winners([6, 6, 6], [2, 2, 1]) == [0, 1]


def test_the_winner_of_a_finished_game():
    # player 0: primary Military (3); player 1, after winning the last lot: primary
    # Diplomacy (3) + secondary Military (1); player 2: secondary Diplomacy (1)
    state = staged_auction(
        3, [["Military 4"], ["Military 1", "Gold 2"], ["Diplomacy 1"]], ["Diplomacy 2"], opener=1
    )
    play(state, Bid(2), Pass(), Pass(), PayGold(2))
    assert state.is_over
    assert state.scores() == [3, 4, 1] and state.winners() == [1]


def test_the_final_view_explains_each_office():
    state = staged_auction(
        3, [["Military 4"], ["Military 1", "Gold 2"], ["Diplomacy 1"]], ["Diplomacy 2"], opener=1
    )
    assert state.observe(None)["scoring"] is None
    play(state, Bid(2), Pass(), Pass(), PayGold(2))
    rows = {row["office"]: row for row in state.observe(None)["scoring"]}
    assert list(rows) == list(state.primary)
    assert rows["Military"] == {
        "office": "Military",
        "primary": 3,
        "secondary": 1,
        "strength": [[4, 4, 1], [1, 1, 1], None],
        "primary_holders": [0],
        "secondary_holders": [1],
    }
    assert rows["Diplomacy"]["strength"] == [None, [2, 2, 1], [1, 1, 1]]
    assert (rows["Diplomacy"]["primary_holders"], rows["Diplomacy"]["secondary_holders"]) == (
        [1],
        [2],
    )
    assert rows["Livestock"]["primary_holders"] == rows["Livestock"]["secondary_holders"] == []
    assert all(state.observe(seat)["scoring"] == list(rows.values()) for seat in range(3))


def test_with_two_players_the_final_view_has_no_secondary_titles():
    state = staged_auction(2, [["Military 4"], ["Military 1", "Gold 2"]], ["Diplomacy 2"])
    play(state, Pass(), Bid(2), PayGold(2))
    assert state.is_over
    for row in state.observe(None)["scoring"]:
        assert row["secondary"] is None and row["secondary_holders"] == []
