"""What the table frame and the replay draw alike: the top bar's measures and a row of
badges."""

from __future__ import annotations

from collections.abc import Iterable

from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.seam.context import Badge

TOP_BAR = 56.0
#: Below this width the prompt gets a line of its own under the buttons.
NARROW = 600.0
PROMPT_LINE = 44.0


def draw_badges(canvas: Canvas, badges: Iterable[Badge], x: float, y: float) -> None:
    """Badges right to left, the first centred on ``(x, y)``."""
    for badge in badges:
        draw_emblem(canvas, badge.emblem, Rect(x - 9, y - 9, 18, 18), badge.colour, theme.INK)
        x -= 20
