"""A game may have the search move the other seats by its play-out policy inside the tree."""

from __future__ import annotations

from kingmakers.ai import Search
from kingmakers.engine import Rng
from tests.ai.test_ismcts import pile


def tree_seats(search: Search) -> set[int]:
    """The seats whose decisions the search's tree holds."""
    seats, nodes = set(), list(search.root.children.values())
    while nodes:
        node = nodes.pop()
        seats.add(node.seat)
        nodes += node.children.values()
    return seats


class OthersByPlayout(type(pile(1))):
    search_others_by_playout = True


def test_by_default_the_tree_searches_every_seat_s_moves():
    search = Search(pile(12), Rng(3))
    search.step(200)
    assert tree_seats(search) == {0, 1}


def test_a_game_may_leave_the_other_seats_to_its_play_out_policy():
    state = pile(12)
    state.__class__ = OthersByPlayout
    search = Search(state, Rng(3))
    search.step(200)
    assert tree_seats(search) == {0}
    assert sum(visits for _, visits, _ in search.statistics()) == 200
