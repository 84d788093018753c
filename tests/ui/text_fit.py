"""The text check of issue 29 on a recorded frame: every text at least
:data:`LEAST_TEXT` px (:func:`too_small`), and its letters as the
canvas measures them (:func:`letters`) inside the box it is drawn in (:func:`inside`). Every
text test uses these; :func:`text_problems` takes for the box the smallest rectangle drawn
before a text that holds its anchor point (the screen itself at least), horizontally."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.ui.kit.canvas import DrawCall, FakeCanvas
from kingmakers.ui.kit.regions import Rect
from tests.ui.frames import draw
from tests.ui.test_every_game_taps import pick_or_move

#: Issue 29's least text size (CSS px). Stated here rather than read from the kit's
#: READABLE, so that a kit which lowered it would fail the check.
LEAST_TEXT = 11.0
#: How much of a text's width lies left of its x, and of its height above its y.
ALIGN_SHARE = {"left": 0.0, "center": 0.5, "right": 1.0}
BASELINE_SHARE = {"top": 0.0, "middle": 0.5, "bottom": 1.0, "alphabetic": 0.8}
#: What a text may stick out of its box (anti-aliasing, a rounded corner's slack).
SLACK = 1.0
#: The drawing methods of a game's renderer: the texts a game draws itself.
RENDERER_DRAWINGS = ("draw_board", "draw_private", "draw_result", "draw_final")


def too_small(call: DrawCall) -> bool:
    """Whether a recorded text is drawn under :data:`LEAST_TEXT` px (rounding aside)."""
    return call.args["font"].size < LEAST_TEXT - 0.01


def letters(canvas: FakeCanvas, call: DrawCall) -> Rect:
    """Where a recorded text's letters lie, as the canvas measures them."""
    args = call.args
    size = args["font"].size
    width = canvas.measure_text(args["text"], args["font"])
    left = args["x"] - width * ALIGN_SHARE[args["align"]]
    return Rect(left, args["y"] - size * BASELINE_SHARE[args["baseline"]], width, size)


def shape_box(call: DrawCall) -> Rect | None:
    """The rectangle a recorded rectangle or disc covers, None for other calls."""
    args = call.args
    if call.name in ("fill_rect", "rounded_rect"):
        return Rect(args["x"], args["y"], args["w"], args["h"])
    if call.name == "circle":
        r = args["r"]
        return Rect(args["cx"] - r, args["cy"] - r, 2 * r, 2 * r)
    return None


def inside(inner: Rect, outer: Rect, slack: float) -> bool:
    """Whether ``inner`` lies in ``outer``, ``slack`` px aside."""
    return (
        inner.x >= outer.x - slack
        and inner.right <= outer.right + slack
        and inner.y >= outer.y - slack
        and inner.bottom <= outer.bottom + slack
    )


def text_problems(
    canvas: FakeCanvas, width: float, height: float, spans: list[range] | None = None
) -> list[tuple]:
    """(problem, text, size, box) for each text too small or sticking out of its box;
    with ``spans``, only the texts of those calls (by index) are checked."""
    boxes = [(0.0, 0.0, width, height)]
    problems = []
    for index, call in enumerate(canvas.calls):
        args = call.args
        if call.name in ("rounded_rect", "fill_rect"):
            boxes.append((args["x"], args["y"], args["w"], args["h"]))
            continue
        if call.name != "text" or not args["text"].strip():
            continue
        if spans is not None and not any(index in span for span in spans):
            continue
        text, font, x, y = args["text"], args["font"], args["x"], args["y"]
        if too_small(call):
            problems.append(("small", text, font.size, None))
        where = letters(canvas, call)
        holding = [b for b in boxes if b[0] <= x <= b[0] + b[2] and b[1] <= y <= b[1] + b[3]]
        if not holding:
            problems.append(("off screen", text, font.size, None))
            continue
        box = min(holding, key=lambda b: b[2] * b[3])
        if where.x < box[0] - SLACK or where.right > box[0] + box[2] + SLACK:
            problems.append(("clipped", text, font.size, tuple(round(v) for v in box)))
    return problems


def _spanned(canvas: FakeCanvas, spans: list[range], original):
    """``original``, noting the range of the calls it makes on ``canvas`` in ``spans``."""

    def drawing(*args, **kwargs):
        start = len(canvas.calls)
        try:
            return original(*args, **kwargs)
        finally:
            spans.append(range(start, len(canvas.calls)))

    return drawing


@contextmanager
def noting(
    canvas: FakeCanvas, renderer, methods: tuple[str, ...] = RENDERER_DRAWINGS
) -> Iterator[dict[str, list[range]]]:
    """While open, the ranges of ``canvas``'s calls that each of ``renderer``'s drawing
    ``methods`` makes, by method (the methods are wrapped on the instance)."""
    spans: dict[str, list[range]] = {name: [] for name in methods}
    for name in methods:
        setattr(renderer, name, _spanned(canvas, spans[name], getattr(renderer, name)))
    try:
        yield spans
    finally:
        for name in methods:
            delattr(renderer, name)


def game_text_problems(screen, width: float, height: float, skip=()) -> list[tuple]:
    """The text problems of what the game's renderer draws on the table at a size; the
    texts drawn by each ``(module, function name)`` of ``skip`` (another's drawing the
    renderer calls) are left out."""
    canvas = FakeCanvas()
    skipped: list[range] = []
    originals = [(module, name, getattr(module, name)) for module, name in skip]
    for module, name, original in originals:
        setattr(module, name, _spanned(canvas, skipped, original))
    try:
        with noting(canvas, screen.renderer.drawing) as by_method:
            screen.render(canvas, width, height)
    finally:
        for module, name, original in originals:
            setattr(module, name, original)
    excluded = {index for span in skipped for index in span}
    drawn = [span for spans in by_method.values() for span in spans]
    spans = [range(index, index + 1) for span in drawn for index in span if index not in excluded]
    return text_problems(canvas, width, height, spans)


def whole_game(
    screen, game_id: str, players: int, chooser: random.Random, most_steps: int
) -> Iterator[int]:
    """The steps of a game played to its end through the table's controls, pieces tapped
    now and then (:func:`pick_or_move`), the heuristic bot choosing the moves: each step's
    number, yielded before its move so the caller checks the screen; a game that has not
    ended within ``most_steps`` fails the test."""
    game = get_game(game_id)
    bots = [make_bot(game, "heuristic", seat) for seat in range(players)]
    for step in range(most_steps):
        yield step
        if screen.session.state.is_over and not screen.showing_result():
            return
        _, regions = draw(screen)
        screen.on_action(pick_or_move(screen, regions, chooser, bots))
    pytest.fail(f"no end within {most_steps} steps")
