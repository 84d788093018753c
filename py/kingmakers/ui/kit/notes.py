"""A note: a few lines of advice framed in gold (how to keep the games on an iPad, on the
home screen and in the settings), and the gear that opens the settings where a word
would take too much room (the table's top bar, a narrow phone's home screen)."""

from __future__ import annotations

import math

from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, Font, wrap_text
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_frame

#: The side of the gear button in the table's top bar.
GEAR_SIDE = 44.0
GEAR_TEETH = 8
LINE_SPACING = 1.3
PADDING = 10.0


def note_height(canvas: Canvas, width: float, text: str, font: Font) -> float:
    """How tall :func:`draw_note` draws ``text`` in a box ``width`` wide."""
    lines = wrap_text(canvas, text, font, width - 2 * PADDING - 4)
    return len(lines) * font.size * LINE_SPACING + 2 * PADDING


def draw_note(canvas: Canvas, box: Rect, text: str, font: Font) -> None:
    """The note's gold frame and its lines from the top."""
    draw_frame(canvas, box, stroke=theme.GOLD)
    y = box.y + PADDING
    for line in wrap_text(canvas, text, font, box.w - 2 * PADDING - 4):
        canvas.text(box.x + PADDING + 2, y, line, font, theme.INK, baseline="top")
        y += font.size * LINE_SPACING


def draw_settings_button(canvas: Canvas, box: Rect) -> HitRegion:
    """A gear on a button (``settings``), named "Settings" for screen readers."""
    draw_frame(canvas, box, radius=min(12.0, box.h / 2), stroke=theme.ROYAL_BLUE)
    cx, cy = box.center
    outer, inner = box.h * 0.34, box.h * 0.24
    steps = GEAR_TEETH * 4  # each tooth: two points out, two in
    points = []
    for step in range(steps):
        radius = outer if step % 4 < 2 else inner
        angle = 2 * math.pi * step / steps
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    canvas.polygon(points, fill=theme.ROYAL_BLUE)
    canvas.circle(cx, cy, box.h * 0.1, fill=theme.WHITE)
    return HitRegion("settings", box, t("home.settings"))
