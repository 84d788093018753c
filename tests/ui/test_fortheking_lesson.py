"""For the King's lesson tells a story its words rely on: played on the engine, the learner
uses a King card in the draft, hides another on the favour pile and buys it back with gold at
the first auction, and each step's words match the table they are shown at."""

from __future__ import annotations

from kingmakers.games.fortheking.actions import PayGold, UseKing
from kingmakers.ui.games.fortheking.lesson import LESSON
from tests.ui.test_lesson_data import walk_on_the_engine

LEARNER, ANNA, BRUNO = 0, 1, 2


def states_by_step() -> dict[str, object]:
    """The state at each step (its words' key without the game's prefix), kept as it was."""
    return {
        LESSON.steps[index].words.rsplit(".", 1)[1]: state.clone()
        for index, state in walk_on_the_engine(LESSON)
    }


def test_the_learner_uses_a_king_card_in_the_draft_and_pays_gold_at_an_auction():
    at = states_by_step()
    in_the_draft = at["bid"].history  # every move before the first auction
    assert at["use_king"].king[:2] == (LEARNER, "Royal favour")
    assert UseKing("Diplomacy", 1) in in_the_draft
    assert [move for move in at["done"].history if isinstance(move, PayGold)] == [PayGold(3)]


def test_each_step_is_shown_at_the_table_its_words_describe():
    at = states_by_step()
    assert at["keep"].drawn == "Diplomacy 4" and at["hide"].drawn == "Royal favour"
    assert at["centre"].drawn == "Gold 1" and at["spare"].drawn == "Military 1"
    assert at["take_king"].advisor == ANNA and "Royal favour" in at["take_king"].centre
    assert at["take_gold"].advisor == BRUNO
    assert {"Royal decree", "Gold 3"} <= set(at["take_gold"].centre)
    assert sorted(at["take_gold"].collections[LEARNER]) == ["Diplomacy 4", "Gold 1"]
    bid = at["bid"]
    assert bid.lot == "Royal favour"
    assert ("king", ANNA, "Royal decree", "Diplomacy", -1) in bid.log
    assert bid.primary["Diplomacy"] == 3  # raised to 4, lowered by Anna's decree
    raised = at["raise"]
    assert (raised.high_bidder, raised.high_bid, raised.passed) == (BRUNO, 2, [ANNA])
    assert sorted(at["pay"].collections[LEARNER]) == ["Diplomacy 4", "Gold 1", "Gold 3"]
    assert at["pay"].owed == 3
    assert at["bought_back"].primary["Diplomacy"] == 3
    done = at["done"]
    assert done.primary["Diplomacy"] == 4
    assert done.lot is not None and len(done.favour) == 1  # two favour cards to auction
    assert done.to_move == LEARNER and done.stage == "bid"
