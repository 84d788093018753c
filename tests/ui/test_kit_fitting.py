"""The kit's shared fitting and drawing helpers that the games' own copies gave way to:
try_fit_readable (Viva), draw_lines (For the King, Intrighi), draw_final_headline (For the
King, Elves)."""

from __future__ import annotations

import pytest

from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, FakeCanvas, draw_lines, try_fit_readable
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.kit.widgets import draw_final_headline


def test_try_fit_readable_shrinks_no_smaller_than_readable_and_says_whether_it_fits():
    canvas = FakeCanvas()
    font, lines, fits = try_fit_readable(canvas, "a b c d", theme.ui_font(20), 30, 2)
    assert fits and len(lines) <= 2 and font.size >= READABLE
    font, lines, fits = try_fit_readable(canvas, "word " * 20, theme.ui_font(20), 30, 2)
    assert not fits and font.size >= READABLE


def test_draw_lines_puts_each_line_under_the_last():
    canvas = FakeCanvas()
    draw_lines(canvas, 50, 10, ["one", "two"], theme.ui_font(20), theme.INK)
    texts = [call.args for call in canvas.calls if call.name == "text"]
    assert [(a["text"], a["y"], a["align"], a["baseline"]) for a in texts] == [
        ("one", 10, "center", "top"),
        ("two", 10 + 20 * 1.05, "center", "top"),
    ]


def test_the_final_headline_is_drawn_on_parchment_and_says_where_it_ends():
    canvas = FakeCanvas()
    box = Rect(0, 40, 200, 300)
    y = draw_final_headline(canvas, box, "Anna and Béla share the crown", 30)
    assert canvas.calls[0].name == "fill_rect" and canvas.calls[0].args["color"] == theme.PARCHMENT
    texts = [call.args for call in canvas.calls if call.name == "text"]
    assert texts and all(a["color"] == theme.GOLD for a in texts)
    assert y == pytest.approx(40 + len(texts) * texts[0]["font"].size * 1.2)
