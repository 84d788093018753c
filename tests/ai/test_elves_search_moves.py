"""King of the Elves' search leaves out only the trip moves that cannot help
(``heuristics.search_trip_moves``): each one is kept as soon as it could matter."""

from __future__ import annotations

from kingmakers.games.elves.actions import Escort, Stop, Travel, Turnaround
from tests.games.elves.conftest import arrange, village


def test_an_escort_is_a_search_move_when_the_principality_ahead_holds_a_rival_s_card():
    """The thief sits on the second village of the principality: the escort covers it."""
    table = [[village("plains")], [village("forest"), village("plains", thief=0)]]
    state = arrange(2, table, [[], ["giant_pig"] * 3 + ["escort"]], first_player=1)
    state.apply(Travel("giant_pig"))
    state.apply(Travel("giant_pig"))  # on to seat 0's principality: nothing to escort against
    assert Escort() in state.legal_actions() and Escort() not in state.search_actions()
    table = [[village("plains")], [village("forest"), village("plains", thief=1)]]
    state = arrange(2, table, [["giant_pig"] * 3 + ["escort"], []])
    state.apply(Travel("giant_pig"))
    assert Escort() in state.search_actions()


def test_a_turnaround_is_a_search_move_when_a_card_reaches_the_village_behind():
    table = [[village("plains"), village("forest")], [village("lake")]]
    hand = ["giant_pig"] * 3 + ["turnaround"]
    state = arrange(2, table, [hand, []])
    state.apply(Travel("giant_pig"))
    state.apply(Travel("giant_pig"))
    assert Turnaround() in state.search_actions()  # a giant pig goes back to the plains
    state = arrange(2, table, [["giant_pig"] * 2 + ["turnaround"], []])
    state.apply(Travel("giant_pig"))
    state.apply(Travel("giant_pig"))
    assert Turnaround() in state.legal_actions() and Turnaround() not in state.search_actions()
    state = arrange(2, table, [["giant_pig"] * 2 + ["turnaround"], []], options={"teleport": True})
    state.apply(Travel("giant_pig"))
    state.apply(Travel("giant_pig"))
    assert Turnaround() in state.search_actions()  # a teleport then goes on the other way


def test_ending_the_trip_is_a_search_move_unless_a_card_goes_on_to_a_village_free_of_toll():
    table = [[village("desert"), village("desert", thief=1)], [village("plains")]]
    state = arrange(2, table, [["dragon", "dragon"], []])
    assert Stop() not in state.search_actions()
    assert Travel("dragon") in state.search_actions()
    state.apply(Travel("dragon"))
    assert Stop() in state.search_actions()  # a rival's thief takes its toll there
    state.apply(Travel("dragon"))
    assert Stop() in state.search_actions()  # no card left goes on


def test_ending_the_trip_before_a_rivals_village_free_of_toll_is_no_search_move():
    """Before the last round too: the cards kept bring no more later than the village now."""
    table = [[village("desert")], [village("plains")]]
    state = arrange(2, table, [["dragon", "dragon"], []])
    state.apply(Travel("dragon"))
    assert state.round < state.rounds
    assert Stop() not in state.search_actions() and Travel("dragon") in state.search_actions()
