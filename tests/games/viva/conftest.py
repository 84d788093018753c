"""Helpers for Viva il Re! tests: start games and lay out the palace with real actions."""

from __future__ import annotations

import pytest

from kingmakers.games import get_game
from kingmakers.games.viva.actions import Climb, Place, Vote


@pytest.fixture
def viva():
    return get_game("viva")


def lay_out(state, layout: dict[int, str]) -> None:
    """Play the placement phase so that level -> candidates (initials) holds; placements
    are made in turn order, so the layout must hold exactly the candidates to place."""
    wanted = [(candidate, level) for level, names in layout.items() for candidate in names]
    assert len(wanted) == state.placements_each * state.players
    for candidate, level in wanted:
        state.apply(Place(candidate, level))


def climb(state, *candidates: str) -> None:
    for candidate in candidates:
        state.apply(Climb(candidate))


def vote(state, *ballots: bool) -> None:
    """Cast ballots in the order the engine asks for them (clockwise from the crown)."""
    for ballot in ballots:
        state.apply(Vote(ballot))
