"""The hooks that shape the search for Intrighi: ``search_actions`` (placements the tree
tries) and ``estimated_returns`` (the score of a play-out cut short at ``playout_horizon``)."""

from __future__ import annotations

import pytest

from kingmakers.engine import Rng
from kingmakers.games.intrighi.heuristics import crown_chances
from kingmakers.games.intrighi.rules import PLACE
from tests.games.intrighi.scenario import ally, stack, table
from tests.games.intrighi.test_playout_policy import PLAYERS, random_positions


@pytest.mark.parametrize("players", PLAYERS)
def test_estimated_returns_are_one_value_per_seat_in_range(players):
    for seed in range(4):
        for number, position in enumerate(random_positions(players, 300 + seed, every=5)):
            for state in (position, position.sample_hidden(number % players, Rng(number))):
                values = state.estimated_returns()
                assert len(values) == players
                assert all(0.0 <= value <= 1.0 for value in values)


def test_the_holder_of_a_far_leader_gets_the_highest_estimate():
    state = table(4, candidates=(0, 1, 2, 3))
    stack(state, 0, "sostegno3", "sostegno2", "sostegno2")
    stack(state, 1, "sostegno1")
    values = state.estimated_returns()
    assert values[0] == max(values) and values[0] > 0.6
    assert values[1] > values[2] == values[3]  # a closer second scores more


def test_estimated_returns_follow_chained_alliances():
    """The search's estimate shares a likely crown with every winner _winners_of names,
    allies of allies included."""
    state = table(3, candidates=(0, 3, 2))
    stack(state, 3, "sostegno3", "sostegno3", "sostegno2")
    ally(state, 2, 1)
    ally(state, 0, 2)
    assert state._winners_of((3,)) == [0, 1, 2]
    chained = state.estimated_returns()
    state.beside[2].clear()  # without seat 0's Alleanza beside seat 2
    alone = state.estimated_returns()
    assert chained[0] > alone[0] + 0.2  # seat 0 shares the likely crown through the chain
    assert chained[1] < alone[1]  # which seat 1 now shares three ways


def test_crown_chances_sharpen_as_the_king_s_death_nears():
    totals, holders = [3, 1, 0, 0, -1], [1, 1, 1, 0, 0]
    late, early = crown_chances(totals, holders, 2, 3), crown_chances(totals, holders, 40, 3)
    assert sum(late) == pytest.approx(1.0) and sum(early) == pytest.approx(1.0)
    assert late[0] > early[0] and max(late) == late[0]


@pytest.mark.parametrize("players", PLAYERS)
def test_search_actions_are_legal_and_depend_only_on_what_the_mover_knows(players):
    for seed in range(4):
        for number, position in enumerate(random_positions(players, 400 + seed, every=1)):
            actions = position.search_actions()
            legal = position.legal_actions()
            assert actions and all(action in legal for action in actions)
            if position.phase == PLACE:
                assert len(actions) < len(legal)  # at most one per stack, at the bottom
            redealt = position.sample_hidden(position.to_move, Rng(number))
            assert redealt.search_actions() == actions
