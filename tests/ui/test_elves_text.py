"""King of the Elves' text on every screen size (issue 29): nothing under 11 CSS px,
nothing wider than the box it is drawn in, and the cards of a draw 3, discard 4 keep their
names where the panel has room for them."""

from __future__ import annotations

import random

import pytest

from kingmakers.games.elves.actions import DrawThree
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.games.elves import results
from tests.ui.test_elves_table import draw, planning, table, take_if_covered, tap_action
from tests.ui.test_every_game_ui import SIZES, pass_and_play
from tests.ui.text_fit import game_text_problems, whole_game

#: The final screen's chart is the table's (kit.widgets), checked with it.
CHART = ((results, "draw_score_chart"),)
MAX_STEPS = 3000


@pytest.mark.parametrize(("width", "height"), SIZES[:3])
def test_the_cards_to_discard_after_drawing_three_keep_their_names(width, height):
    state = planning([["raft", "raft", "dragon", "escort", "lake"], ["dragon"], ["unicorn"]])
    screen = table(state)
    take_if_covered(screen)
    tap_action(screen, DrawThree())
    canvas, regions = draw(screen, width, height)
    chips = {r.action for r in regions if r.action.startswith("pick:hand:")}
    assert len(chips) == 7
    assert {"Lake", "Dragon", "Raft", "Escort", "Turnaround"} <= set(canvas.texts())


@pytest.mark.parametrize("players", [2, 6])
def test_every_text_of_a_whole_game_is_readable_and_fits_its_box(players):
    """A pass-and-play game, pieces tapped too (selections, marks), drawn at the four
    sizes at every step: the board, the hand, each round's result and the final screen."""
    screen = pass_and_play(GAME_UIS["elves"], players, seed=29 + players)
    screen.nav.reduce_motion = True  # pieces where they rest, not half-way over another
    for _step in whole_game(screen, "elves", players, random.Random(29 * players), MAX_STEPS):
        for width, height in SIZES:
            problems = game_text_problems(screen, width, height, skip=CHART)
            assert not problems, (width, height, screen.session.state.phase, problems[:5])
