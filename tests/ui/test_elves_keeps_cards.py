"""King of the Elves: a trip ended before the last round, with cards in hand and a village
ahead that takes no toll, is said at the table as what it is (issue 31, item 1): the
player kept their cards for the last round, where a long trip turns them into gold. The
search bots do this on purpose; the log says it from what everyone saw (how many cards the
traveller holds, the village ahead), never from the hand."""

from __future__ import annotations

import pytest

from kingmakers.engine import Rng
from kingmakers.games import get_game
from kingmakers.games.elves.actions import Stop, Travel
from kingmakers.games.elves.rules import TRAVEL
from kingmakers.ui import i18n
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.games.elves.words import KEPT_HAND
from kingmakers.ui.seam import TableContext
from tests.ai.test_no_broken_moves import ELVES_HANDS, ELVES_TABLE, elves_trip, village

NAMES = ["Carla", "Bruno", "Anna", "Dóra"]


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def lines(state, viewer: int | None = None) -> list[str]:
    view = state.observe(viewer)
    return GAME_UIS["elves"].renderer().words.log_lines(TableContext(view, viewer, NAMES, []))


def test_a_trip_ended_early_with_cards_in_hand_says_the_cards_are_kept():
    state = elves_trip(0)
    state.apply(Stop())
    held = len(ELVES_HANDS[0])
    assert lines(state)[-2:] == [
        "Carla ended the trip: +0",
        f"Carla kept their {held} cards for the last round",
    ]
    assert lines(state, 0)[-2:] == lines(state)[-2:]  # the same for every viewer


def test_nothing_is_said_in_the_last_round():
    state = elves_trip(0, round_number=4)
    state.apply(Travel("dragon"))
    state.apply(Stop())
    assert lines(state)[-1].startswith("Carla ended the trip: ")
    assert not any("kept" in line for line in lines(state))


def test_nothing_is_said_when_a_rivals_thief_waits_ahead():
    table = [[village("desert", thief=1), village("forest")], *ELVES_TABLE[1:]]
    state = get_game("elves").arrange(4, table, ELVES_HANDS, phase=TRAVEL, seed=0)
    state.apply(Stop())
    assert lines(state)[-1] == "Carla ended the trip: +0"


def test_nothing_is_said_of_a_hand_too_small_to_be_sure_it_could_go_on():
    hands = [ELVES_HANDS[0][: KEPT_HAND - 1], *ELVES_HANDS[1:]]
    state = get_game("elves").arrange(4, ELVES_TABLE, hands, phase=TRAVEL, seed=0)
    state.apply(Stop())
    assert lines(state)[-1] == "Carla ended the trip: +0"


def test_the_words_are_the_same_whatever_the_hand_the_others_cannot_see():
    state = elves_trip(0)
    other = state.sample_hidden(1, Rng(7))  # Carla's hand re-dealt, as Bruno may imagine it
    assert other.observe(1) == state.observe(1) and other.hands[0] != state.hands[0]
    for world in (state, other):
        world.apply(Stop())
    assert lines(state) == lines(other)
    assert lines(state, 1) == lines(other, 1)


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_kept_cards_are_said_in_every_language(language):
    state = elves_trip(0)
    state.apply(Stop())
    i18n.set_language(language)
    said = lines(state)[-1]
    assert "Carla" in said and str(len(ELVES_HANDS[0])) in said and "{" not in said
    english = None if language == "en" else said
    i18n.set_language("en")
    assert english != lines(state)[-1]
