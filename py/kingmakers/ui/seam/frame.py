"""What the table frame and the replay draw alike: the top bar's measures, a row of badges,
and the private panel of a viewer who may see nothing private."""

from __future__ import annotations

from collections.abc import Iterable

from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.kit.widgets import draw_panel
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


def draw_hidden_panel(canvas: Canvas, box: Rect, title: str | None = None) -> Rect:
    """The private panel of a viewer who may see nothing private (the public table): its
    title and a line saying so. Returns the panel's inner box."""
    inner = draw_panel(canvas, box, title)
    canvas.text(
        inner.x, inner.y + 4, t("table.hidden"), theme.ui_font(15), theme.INK_SOFT, baseline="top"
    )
    return inner
