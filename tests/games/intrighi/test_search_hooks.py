"""The hook that shapes the search for Intrighi: ``search_actions``, the placements the tree
tries."""

from __future__ import annotations

import pytest

from kingmakers.engine import Rng
from kingmakers.games.intrighi.actions import Place, PlayStackCard
from kingmakers.games.intrighi.rules import PLACE
from tests.games.intrighi.scenario import give, stack, table
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


def test_an_abbasso_is_tried_on_the_two_strongest_others_as_the_placer_judges_them():
    """The placer counts a card it has not seen at the mean of the deck's stack cards (0.4):
    Bianca's two hidden Abbassi count +0.8 for it, so Bianca and Delfina (+1) are the two
    strongest others, not Ettore (one hidden card, +0.4) or Corrado (an Abbasso it saw)."""
    state = table(3, characters=("generale", "spia", "confessore"), candidates=(0, 1, 2))
    state.known[0].update(stack(state, 0, "sostegno3"))
    stack(state, 1, "abbasso1", "abbasso1", by=1)
    state.known[0].update(stack(state, 2, "abbasso2"))
    state.known[0].update(stack(state, 3, "sostegno1"))
    stack(state, 4, "sostegno1", by=2)
    give(state, 0, "abbasso1")
    state.apply(PlayStackCard("abbasso1"))
    assert state.search_actions() == [Place(1, 2), Place(3, 1)]
