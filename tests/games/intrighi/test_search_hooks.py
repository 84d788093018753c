"""The hook that shapes the search for Intrighi: ``search_actions``, the placements the tree
tries."""

from __future__ import annotations

import pytest

from kingmakers.engine import Rng
from kingmakers.games.intrighi.rules import PLACE
from tests.games.intrighi.test_playout_policy import PLAYERS, random_positions


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
