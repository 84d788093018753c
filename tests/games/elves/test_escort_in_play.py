"""An escort already in play for the principality ahead is not offered again: a second one
would protect nothing more and only throw the first away (issue 29)."""

from __future__ import annotations

from kingmakers.games.elves.actions import Escort, Travel

from .conftest import arrange, check_conservation, village
from .test_rules import refused


def test_a_second_escort_for_the_same_principality_is_refused():
    table = [[village("plains", thief=1), village("forest")], [village("plains")]]
    state = arrange(2, table, [["escort", "escort", "giant_pig", "giant_pig"], []])
    state.apply(Escort())
    assert state.escort == 0
    assert Escort() not in state.legal_actions()
    refused(state, Escort(), "already protects you in")
    assert state.explain_refusal(Escort()).key == "elves.error.escort_in_play"
    state.apply(Travel("giant_pig"))
    assert state.hands[0]["escort"] == 1 and state.gold[0] == 7 + 3
    check_conservation(state)
