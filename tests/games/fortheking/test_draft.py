"""Phase 1: the advisor's placements and their limits, sharing the centre, King cards used
at once, and what each seat may see."""

from __future__ import annotations

import pytest

from kingmakers.engine import IllegalAction
from kingmakers.games.fortheking.actions import Bid, Place, Take, UseKing
from tests.games.fortheking.staging import assert_cards_conserved, play, staged_draft
from tests.protocol import check_refusals

FIVE = ["Architecture 4", "Military 1", "Livestock 1", "Diplomacy 1", "Entertainment 1"]


def test_the_drawn_card_is_seen_by_the_advisor_only():
    state = staged_draft(3, FIVE, advisor=1)
    assert state.to_move == 1
    assert state.observe(1)["you"]["drawn"] == "Architecture 4"
    assert state.observe(0)["you"]["drawn"] is None and "you" not in state.observe(None)
    assert state.observe(0)["card_drawn"] is True


def test_own_pile_takes_at_most_one_card_per_turn():
    state = staged_draft(3, FIVE)
    state.apply(Place("own"))
    assert state.collections[0] == ["Architecture 4"]
    assert state.observe(0)["you"]["drawn"] == "Military 1"
    assert Place("own") not in state.legal_actions()
    with pytest.raises(IllegalAction, match="already put a card into your own pile"):
        state.apply(Place("own"))
    assert state.observe(1)["collection_sizes"] == [1, 0, 0]
    assert state.observe(1)["collections_seen"][0] == []


def test_favour_pile_takes_at_most_one_card_per_turn_and_only_its_placer_remembers_it():
    state = staged_draft(3, FIVE)
    state.apply(Place("favour"))
    assert state.favour == [("Architecture 4", 0)]
    with pytest.raises(IllegalAction, match="already put a card onto the favour pile"):
        state.apply(Place("favour"))
    assert state.observe(0)["you"]["favour_remembered"] == ["Architecture 4"]
    assert state.observe(1)["you"]["favour_remembered"] == []
    assert "you" not in state.observe(None)
    assert state.observe(None)["favour_pile"] == 1
    play(state, Place("own"), Place("centre"), Place("centre"), Place("centre"))
    play(state, Take("Livestock 1"), Take("Diplomacy 1"))
    assert state.advisor == 1
    assert state.observe(0)["you"]["favour_remembered"] == ["Architecture 4"]


def test_centre_takes_one_card_per_player():
    state = staged_draft(3, FIVE)
    play(state, Place("centre"), Place("centre"), Place("centre"))
    assert Place("centre") not in state.legal_actions()
    with pytest.raises(IllegalAction, match=r"one card per player \(3\)"):
        state.apply(Place("centre"))
    assert state.observe(2)["centre"] == FIVE[:3]


def test_refused_moves_change_nothing():
    state = staged_draft(3, FIVE)
    state.apply(Place("own"))
    check_refusals(
        state, [Place("own"), Place("hand"), Take("Military 1"), Bid(1), UseKing("Military", 1)]
    )
    with pytest.raises(IllegalAction, match="must first place the card they drew"):
        state.apply(Take("Military 1"))


def test_a_turn_places_one_plus_players_plus_one_cards_then_the_centre_is_shared():
    state = staged_draft(4, FIVE + ["Gold 1"], advisor=1)
    play(state, Place("own"), Place("favour"), *[Place("centre")] * 4)
    assert state.stage == "take" and state.to_move == 2
    play(state, Take("Gold 1"))
    assert state.to_move == 3
    play(state, Take("Livestock 1"))
    assert state.to_move == 0
    play(state, Take("Diplomacy 1"))
    assert state.collections == [
        ["Diplomacy 1"],
        ["Architecture 4", "Entertainment 1"],
        ["Gold 1"],
        ["Livestock 1"],
    ]
    assert state.seen == [["Diplomacy 1"], ["Entertainment 1"], ["Gold 1"], ["Livestock 1"]]
    assert state.advisor == 2 and state.to_move == 2 and state.stage == "place"
    assert not state.centre
    assert_cards_conserved(state)


def test_taking_a_card_not_in_the_centre_is_refused():
    state = staged_draft(3, FIVE)
    play(state, Place("own"), Place("favour"), *[Place("centre")] * 3)
    with pytest.raises(IllegalAction, match="no Military 4 in the centre"):
        state.apply(Take("Military 4"))
    # in display order: offices in rulebook order, then gold, then King cards
    assert state.legal_actions() == [
        Take("Diplomacy 1"),
        Take("Livestock 1"),
        Take("Entertainment 1"),
    ]


def test_when_the_deck_runs_out_the_turn_ends_and_the_last_centre_card_goes_to_the_advisor():
    state = staged_draft(4, ["Military 2", "Livestock 2", "Diplomacy 2", "Gold 2"], deck_left=0)
    play(state, Place("centre"), Place("favour"), Place("centre"), Place("centre"))
    assert state.stage == "take" and state.to_move == 1
    play(state, Take("Military 2"), Take("Diplomacy 2"))
    # player 3 gets nothing: one card remained and it went to the advisor
    assert state.collections == [["Gold 2"], ["Military 2"], ["Diplomacy 2"], []]
    assert state.stage == "bid" and state.lot == "Livestock 2"
    assert state.opener == 1 and state.to_move == 1
    assert_cards_conserved(state)


def test_a_single_centre_card_goes_straight_to_the_advisor():
    state = staged_draft(3, ["Military 2", "Livestock 2"], advisor=2, deck_left=0)
    play(state, Place("favour"), Place("centre"))
    assert state.collections[2] == ["Livestock 2"]
    assert state.stage == "bid" and state.to_move == 0


def test_a_king_card_put_into_the_own_pile_is_used_at_once_by_the_advisor():
    state = staged_draft(3, ["Royal favour", *FIVE])
    state.apply(Place("own"))
    assert state.to_move == 0 and state.king == (0, "Royal favour", 1, ())
    assert state.observe(None)["king"] == {
        "seat": 0,
        "card": "Royal favour",
        "changes_left": 1,
        "changed": [],
    }
    with pytest.raises(IllegalAction, match="must use the Royal favour"):
        state.apply(Place("centre"))
    state.apply(UseKing("Military", -1))
    assert state.primary["Military"] == 2
    assert state.collections[0] == [] and state.discard == ["Royal favour"]
    assert state.observe(0)["you"]["drawn"] == "Architecture 4"
    assert Place("own") not in state.legal_actions()
    assert_cards_conserved(state)


def test_a_king_card_taken_from_the_centre_is_used_by_the_taker_then_sharing_goes_on():
    state = staged_draft(3, ["Royal decree", *FIVE[:4]])
    play(state, Place("centre"), Place("own"), Place("favour"), Place("centre"), Place("centre"))
    play(state, Take("Royal decree"))
    assert state.to_move == 1 and state.king == (1, "Royal decree", 2, ())
    play(state, UseKing("Livestock", 1))
    assert state.to_move == 1 and UseKing("Livestock", -1) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="two different offices"):
        state.apply(UseKing("Livestock", -1))
    play(state, UseKing("Diplomacy", 1))
    assert state.primary["Livestock"] == 4 and state.primary["Diplomacy"] == 4
    assert state.king is None and state.to_move == 2 and state.stage == "take"
    assert state.collections[1] == []


def test_a_king_card_left_last_in_the_centre_is_used_by_the_advisor():
    state = staged_draft(2, ["Military 3", "Royal favour", "Gold 1", "Gold 2"])
    play(state, Place("own"), Place("centre"), Place("favour"), Place("centre"))
    play(state, Take("Gold 2"))
    assert state.king == (0, "Royal favour", 1, ())
    play(state, UseKing("Architecture", 1))
    assert state.advisor == 1 and state.stage == "place"


def test_king_cards_keep_titles_between_one_and_six():
    state = staged_draft(3, ["Royal favour", *FIVE])
    state.primary.update(Military=6, Livestock=1)
    state.apply(Place("own"))
    legal = state.legal_actions()
    assert UseKing("Military", 1) not in legal and UseKing("Military", -1) in legal
    assert UseKing("Livestock", -1) not in legal and UseKing("Livestock", 1) in legal
    assert len(legal) == 8
    with pytest.raises(IllegalAction, match="Military title is 6; titles stay between 1 and 6"):
        state.apply(UseKing("Military", 1))
    with pytest.raises(IllegalAction, match="Livestock title is 1"):
        state.apply(UseKing("Livestock", -1))
    with pytest.raises(IllegalAction, match="no Cuisine office"):
        state.apply(UseKing("Cuisine", 1))
    with pytest.raises(IllegalAction, match="exactly 1"):
        state.apply(UseKing("Diplomacy", 2))
    state.apply(UseKing("Military", -1))
    assert state.primary["Military"] == 5


def test_secondary_titles_follow_the_primary_after_a_king_card():
    state = staged_draft(3, ["Royal favour", *FIVE])
    state.primary["Military"] = 5
    play(state, Place("own"), UseKing("Military", 1))
    assert state.observe(None)["titles"]["Military"] == {"primary": 6, "secondary": 3}
