"""What the table frame and the replay draw alike: the top bar's measures, a row of badges,
the private panel of a viewer who may see nothing private, and the small card that explains
a piece under a hover or a long press."""

from __future__ import annotations

from collections.abc import Iterable

from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, wrap_text
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_panel
from kingmakers.ui.seam.context import Badge, Spot, spot_at

TOP_BAR = 56.0
#: Below this width the prompt gets a line of its own under the buttons.
NARROW = 600.0
PROMPT_LINE = 44.0
#: The widest an explanation card grows, its text size and how far it keeps from its piece.
EXPLANATION_W = 300.0
EXPLANATION_SIZE = 15.0
EXPLANATION_GAP = 6.0


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


def draw_explanation(
    canvas: Canvas, width: float, height: float, text: str, piece: Rect
) -> HitRegion:
    """The card that explains a piece (hover, long press): ``text`` wrapped, drawn beside
    ``piece`` — above it, else below, else to its right or left — and never over it where
    the screen has room. Returns the card as a note for the page's mirror."""
    font = theme.ui_font(EXPLANATION_SIZE, 700)
    room = min(EXPLANATION_W, width - 8)
    lines = wrap_text(canvas, text, font, room - 20)
    w = max(canvas.measure_text(line, font) for line in lines) + 20
    line_h = EXPLANATION_SIZE * 1.25
    h = line_h * len(lines) + 14
    gap = EXPLANATION_GAP
    x = min(max(piece.center[0] - w / 2, 4.0), width - w - 4)
    y = (piece.center[1] - h / 2) if h <= height else 4.0
    beside = (
        (piece.y - gap - h >= 4, x, piece.y - gap - h),
        (piece.bottom + gap + h <= height - 4, x, piece.bottom + gap),
        (piece.right + gap + w <= width - 4, piece.right + gap, y),
        (piece.x - gap - w >= 4, piece.x - gap - w, y),
    )
    x, y = next(((bx, by) for fits, bx, by in beside if fits), (x, max(piece.y - gap - h, 4.0)))
    y = min(max(y, 4.0), max(height - h - 4, 4.0))
    canvas.rounded_rect(x, y, w, h, 8, fill=theme.INK)
    for number, line in enumerate(lines):
        canvas.text(x + 10, y + 7 + number * line_h, line, font, theme.WHITE, baseline="top")
    return HitRegion("note:piece", Rect(x, y, w, h), text, kind="note")


Explained = tuple[str, Rect]
"""A piece explained: its words, and where the piece is."""


def explain_at(
    spots: list[Spot], point: tuple[float, float] | None, shown: Explained | None
) -> tuple[bool, Explained | None]:
    """Hover or long press at ``point`` (None: the pointer left, or a tap on nothing):
    whether what is explained changed, and what now is."""
    found = spot_at(spots, *point) if point else None
    if found is None:
        return shown is not None, None
    if shown is not None and shown[0] == found[0]:
        return False, shown
    return True, found
