"""No text on Intrighi a corte's table or final screen is smaller than 11 CSS px or cut off
(issue 29): over seeded play-outs at the four layout sizes, every text the renderer draws on
the recording canvas is at least 11 px, and its measured width and height lie inside the
box it is drawn in (the last shape drawn under it before it)."""

from __future__ import annotations

import random

import pytest

from kingmakers.games import get_game
from kingmakers.ui import i18n
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from tests.ui.aio import run
from tests.ui.stub import StubNavigator
from tests.ui.text_fit import inside, letters, noting, shape_box, too_small

UI = GAME_UIS["intrighi"]
SIZES = [(1024, 768), (768, 1024), (390, 844), (320, 568)]
#: How far (CSS px) a text may reach past its box: anti-aliasing, rounding.
SLACK = 0.5
#: Every this many steps the table is drawn and checked at every size.
CHECK_EVERY = 3
#: (players, seed) of the play-outs.
GAMES = [(6, 1), (4, 2), (3, 3), (5, 4)]
RENDERER_DRAWS = ("draw_board", "draw_private", "draw_final")


def text_problems(canvas: FakeCanvas, spans: list[range]) -> list[str]:
    """Each text drawn in ``spans`` (ranges of the canvas's calls) under 11 px, or not inside
    the last shape drawn before it under its middle."""
    problems = []
    shapes: list[Rect] = []
    drawn_by_renderer = {index for span in spans for index in span}
    for index, call in enumerate(canvas.calls):
        box = shape_box(call)
        if box is not None:
            shapes.append(box)
            continue
        if call.name != "text" or index not in drawn_by_renderer or not call.args["text"].strip():
            continue
        text, size = call.args["text"], call.args["font"].size
        if too_small(call):
            problems.append(f"{size:.1f} px: {text!r}")
            continue
        where = letters(canvas, call)
        middle = where.center
        under = next((shape for shape in reversed(shapes) if shape.contains(*middle)), None)
        if under is None or not inside(where, under, SLACK):
            problems.append(f"cut: {text!r} at {tuple(round(v) for v in where)} in {under}")
    return problems


def checked_render(screen: TableScreen, width: float, height: float) -> list[str]:
    """Draw the table, noting which calls the game's renderer made."""
    canvas = FakeCanvas()
    with noting(canvas, screen.renderer.drawing, RENDERER_DRAWS) as by_method:
        screen.render(canvas, width, height)
    return text_problems(canvas, [span for spans in by_method.values() for span in spans])


def play_out(players: int, seed: int):
    """A game of Anna against bots, Anna tapping what is drawn at random (selections, gaps,
    stacks opened, marks) as well as playing: every screen she passes through, then the
    final screen."""
    state = get_game("intrighi").new_game(players, seed=seed)
    seats = [Seat("Anna")] + [Seat(f"Bot {n}", "heuristic") for n in range(1, players)]
    saved = SavedGame("t", "intrighi", seats, state, "", "")
    screen = TableScreen(StubNavigator(reduce_motion=True), GameSession(saved), UI)
    rng = random.Random(seed)
    step = 0
    while not state.is_over and step < 600:
        step += 1
        if step % CHECK_EVERY == 0:
            yield screen
        if screen.auto_delay() is not None:
            run(screen.advance())
            continue
        regions = screen.render(FakeCanvas(), 1024, 768)
        taps = [r.action for r in regions if r.action.startswith(("pick:", "act:"))]
        screen.on_action(rng.choice(taps))
        state = screen.session.state
    assert state.is_over
    yield screen


def problems_of(players: int, seed: int, language: str) -> dict[str, tuple]:
    """Every problem of a play-out drawn in ``language`` at every size (the first size
    it was seen at)."""
    problems: dict[str, tuple] = {}
    for screen in play_out(players, seed):
        i18n.set_language(language)
        try:
            for width, height in SIZES:
                for problem in checked_render(screen, width, height):
                    problems.setdefault(problem, (width, height))
        finally:
            i18n.set_language("en")
    return problems


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_no_text_is_small_or_cut_at_any_size(players, seed):
    problems = problems_of(players, seed, "en")
    assert not problems, "\n".join(f"{size}: {text}" for text, size in problems.items())


@pytest.mark.parametrize("language", [code for code in i18n.LANGUAGES if code != "en"])
def test_no_text_is_small_or_cut_in_another_language(language):
    problems = problems_of(*GAMES[0], language)
    assert not problems, "\n".join(f"{size}: {text}" for text, size in problems.items())
