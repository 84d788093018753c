"""Motion: a piece that moved glides from its old place to its new one, a new piece fades
in, nothing moves on a mere redraw, and with reduced motion pieces jump."""

from __future__ import annotations

import pytest

from kingmakers.games import get_game
from kingmakers.games.viva.actions import Place
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.games.viva.pieces import CANDIDATE_COLOURS
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.kit.motion import DURATION, Copies, Motion
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from tests.ui.stub import StubNavigator


def test_a_moved_piece_glides_eased_and_lands():
    motion = Motion()
    motion.frame(1, now=0.0)
    assert motion.place("a", 0, 0) == (0, 0, 1.0)
    motion.frame(2, now=1.0)
    assert motion.place("a", 100, 50) == (0, 0, 1.0)  # starts where it was
    motion.frame(2, now=1.0 + DURATION / 2)
    x, y, alpha = motion.place("a", 100, 50)
    assert 50 < x < 100 and 25 < y < 50 and alpha == 1.0  # eased: past halfway at half time
    assert motion.animating()
    motion.frame(2, now=1.0 + DURATION + 1e-9)
    assert motion.place("a", 100, 50) == (100, 50, 1.0)
    assert not motion.animating()


def test_a_new_piece_fades_in_but_the_first_frame_shows_the_table_as_it_is():
    motion = Motion()
    motion.frame(1, now=0.0)
    assert motion.place("old", 5, 5)[2] == 1.0
    motion.frame(2, now=0.1)
    motion.place("old", 5, 5)
    assert motion.place("new", 9, 9) == (9, 9, 0.0)
    motion.frame(2, now=0.1 + DURATION / 2)
    motion.place("old", 5, 5)
    assert 0.0 < motion.place("new", 9, 9)[2] < 1.0


def test_new_pieces_with_a_delay_fade_in_in_turn_and_show_at_once_without_motion():
    motion = Motion()
    motion.frame(1, now=0.0)
    motion.frame(2, now=1.0)
    assert motion.place("first", 0, 0) == (0, 0, 0.0)
    assert motion.place("later", 0, 0, delay=1.0) == (0, 0, 0.0)
    assert motion.shown("later", 1.5) == (0, 0, 0.0)  # not begun: unseen
    assert motion.shown("first", 1.5)[2] == 1.0
    assert 0.0 < motion.shown("later", 2.0 + DURATION / 2)[2] < 1.0
    assert motion.animating()
    assert motion.shown("later", 2.0 + DURATION)[2] == 1.0
    assert not motion.animating()
    still = Motion()
    still.frame(1, now=0.0, enabled=False)
    still.frame(2, now=1.0, enabled=False)
    assert still.place("later", 0, 0, delay=5.0) == (0, 0, 1.0)


def test_a_redraw_of_the_same_view_moves_nothing_and_forgets_what_is_gone():
    motion = Motion()
    motion.frame(1, now=0.0)
    motion.place("a", 0, 0)
    motion.frame(1, now=0.5)  # a resize: same view, new layout
    assert motion.place("a", 40, 40) == (40, 40, 1.0)
    motion.frame(1, now=0.6)  # "a" not drawn in this frame ...
    motion.frame(2, now=0.7)
    assert motion.place("a", 0, 0) == (0, 0, 0.0)  # ... so it comes back as new


def test_reduced_motion_jumps():
    motion = Motion()
    motion.frame(1, now=0.0, enabled=False)
    motion.place("a", 0, 0)
    motion.frame(2, now=0.05, enabled=False)
    assert motion.place("a", 100, 0) == (100, 0, 1.0)
    assert motion.place("b", 1, 1) == (1, 1, 1.0)
    assert not motion.animating()


def candidate_centres(canvas: FakeCanvas, candidate: str) -> list[tuple[float, float]]:
    colour = CANDIDATE_COLOURS[candidate]
    return [
        (c.args["cx"], c.args["cy"]) for c in canvas.named("circle") if c.args["fill"] == colour
    ]


def viva_table(reduce_motion: bool) -> TableScreen:
    state = get_game("viva").new_game(4, seed=3, options={"first_player": 0})
    seats = [Seat("Anna"), *(Seat(f"Bot {n}", "heuristic") for n in range(1, 4))]
    saved = SavedGame("m", "viva", seats, state, "", "")
    nav = StubNavigator(reduce_motion=reduce_motion)
    return TableScreen(nav, GameSession(saved, clock=lambda: "now"), GAME_UIS["viva"])


def centre_at(screen: TableScreen, now: float, candidate: str) -> tuple[float, float]:
    screen.nav.now = now
    canvas = FakeCanvas()
    screen.render(canvas, 1024, 768)
    (centre,) = candidate_centres(canvas, candidate)
    return centre


@pytest.mark.parametrize("reduce_motion", [False, True])
def test_a_placed_candidate_is_drawn_between_its_two_places_mid_animation(reduce_motion):
    screen = viva_table(reduce_motion)
    move = next(a for a in screen.session.state.legal_actions() if isinstance(a, Place))
    before = centre_at(screen, 0.0, move.candidate)
    screen.session.play(move)
    start = centre_at(screen, 1.0, move.candidate)
    middle = centre_at(screen, 1.0 + DURATION * 0.4, move.candidate)
    moving = screen.motion.animating()
    after = centre_at(screen, 1.0 + DURATION + 1e-9, move.candidate)
    assert after != before and not screen.motion.animating()
    if reduce_motion:
        assert start == pytest.approx(after) and middle == pytest.approx(after) and not moving
    else:
        assert start == pytest.approx(before) and moving
        for axis in (0, 1):
            low, high = sorted((before[axis], after[axis]))
            assert low <= middle[axis] <= high
        assert middle not in (before, after)


def test_equal_pieces_are_numbered_in_the_order_they_are_drawn():
    copies = Copies()
    drawn = ["spy", "spy", ("spy", 1), "spy"]
    assert [copies.number(key) for key in drawn] == [0, 1, 0, 2]
    assert Copies().number("spy") == 0  # each frame counts anew
