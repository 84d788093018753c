"""A lesson's card over the table on a phone (:meth:`kingmakers.ui.lesson.Guide.card_box`):
its buttons have a row of their own, under the words, whichever button the step shows."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from kingmakers.ui.games.intrighi.lesson import LESSON
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.lesson import BAND_FONT, Guide

PHONE = Rect(0, 100, 390, 744)


def card_of(index: int, over: bool = False):
    """The card of the lesson's step ``index`` on a phone: its words' lines and buttons."""
    guide = Guide(LESSON, SimpleNamespace(lesson=index))
    canvas = FakeCanvas()
    box = guide.card_box(canvas, PHONE, [])
    canvas.clear()
    regions = guide.draw_band(canvas, box, learner_acts=True, on_card=True, over=over)
    lines = [call.args for call in canvas.named("text") if call.args["font"] == BAND_FONT]
    buttons = [region.rect for region in regions if region.rect is not None]
    return box, lines, buttons


@pytest.mark.parametrize(
    "index",
    [
        next(i for i, step in enumerate(LESSON.steps) if step.play is not None),
        next(i for i, step in enumerate(LESSON.steps) if step.play is None),
        len(LESSON.steps) - 1,
    ],
    ids=("a move", "next", "the hand-over"),
)
def test_the_words_end_above_the_buttons_on_the_card(index):
    box, lines, buttons = card_of(index)
    assert lines and buttons
    words_bottom = max(line["y"] for line in lines) + BAND_FONT.size * 1.25
    assert all(words_bottom <= button.y and button.bottom <= box.bottom for button in buttons)
