"""The Viva il Re! palace's layout: its seven levels, a finger high each where the
candidates standing on them are targets (on a small phone the throne, which no candidate
waits on, is the low one), the column beside it where candidates wait or stand out of the
palace on a phone, and the levels' labels and targets.

Kept apart from the renderer, which draws the table from the view with these.
"""

from __future__ import annotations

from kingmakers.games.viva.data import LEVEL_POINTS, THRONE
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import (
    READABLE,
    Canvas,
    Font,
    draw_fitted_line,
    ellipsized,
    fit_readable,
    kept_drawing,
)
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect

PLACE_TARGET_PREFIX = "level"
#: The throne's band at its lowest: a token and one line (the throne is no target but in
#: the privy variant's last round, and no candidate stays there to be tapped).
THRONE_MIN = 26.0
#: The palace at its lowest: every other level a finger high, for its candidates are
#: targets while they climb (on a small phone the board takes this from the goal card).
PALACE_MIN = 6 * MIN_TOUCH + THRONE_MIN
#: A token's least radius: its initial (1.05 times the radius) stays readable.
TOKEN_MIN_R = READABLE / 1.05
#: A removed candidate's square beside the palace on a phone (no target: a token's room).
OUT_CELL = 2 * TOKEN_MIN_R + 3
#: The least row under the palace for waiting candidates: a label and a finger's square.
FOOTER_FOR_TARGETS = MIN_TOUCH + 22
#: The space between two levels of the palace.
GAP = 3.0
#: The level labels' least width (where a phone's privy takes room from them).
LABEL_MIN = 64.0
#: The least row under the palace worth drawing (a line of who is out of it).
FOOTER_MIN = 30.0
#: A band at least this high shows its level's name and points on two lines.
LABEL_TWO_LINES = 40.0


def level_name(level: int) -> str:
    return t(f"viva.level.{level}")


def footer_height(box: Rect) -> float:
    """The row under the palace: what the palace can spare while each level keeps a
    finger's height, if enough for a line of text."""
    wanted = min(max(box.h * 0.14, 48.0), 80.0)
    room = box.h - 7 * MIN_TOUCH
    if wanted <= room:
        return wanted
    return room if room >= FOOTER_MIN else 0.0


def lit_level(
    action: str, label: str, band: Rect, pitch: float, seat_x: float, slot_w: float, standing
) -> list[HitRegion]:
    """A lit level's target: the band and half the gaps above and under it (a finger high,
    as its candidates' squares centred on it), but for the candidates ``standing`` there
    as targets of their own: its label and its empty seats."""
    top, first_empty = band.y - GAP / 2, seat_x + slot_w * len(standing)
    if not standing:
        return [HitRegion(action, Rect(band.x, top, band.w, pitch), label)]
    regions = [HitRegion(action, Rect(band.x, top, seat_x - band.x, pitch), label)]
    if band.right - first_empty >= MIN_TOUCH:
        regions.append(
            HitRegion(action, Rect(first_empty, top, band.right - first_empty, pitch), label)
        )
    return regions


def band_pitches(height: float, low: int = THRONE) -> list[float]:
    """Each level's share of the palace's height (by level): all alike where that is a
    finger's height, else a finger's height each and level ``low`` the rest."""
    alike = height / 7
    if alike >= MIN_TOUCH or height - 6 * MIN_TOUCH < THRONE_MIN:
        return [alike] * 7
    pitches = [MIN_TOUCH] * 7
    pitches[low] = height - 6 * MIN_TOUCH
    return pitches


def low_level(view: dict, targets: dict) -> int:
    """The level that may be low on a small phone: the throne, which no candidate waits on
    to be tapped, unless it is lit (the privy's last round), then an empty level."""
    if f"{PLACE_TARGET_PREFIX}{THRONE}" not in targets:
        return THRONE
    for level in (0, *range(THRONE - 1, 0, -1)):
        if not view["levels"][level] and f"{PLACE_TARGET_PREFIX}{level}" not in targets:
            return level
    return THRONE


def side_column(palace: Rect, count: int, cell: float) -> Rect:
    """The column at the palace's right for ``count`` candidates in squares of ``cell``,
    top to bottom and then another column."""
    rows = max(int(palace.h // cell), 1)
    columns = -(-count // rows)
    return Rect(palace.right - columns * cell, palace.y, columns * cell, palace.h)


def draw_side_column(
    canvas: Canvas,
    column: Rect,
    candidates: list[str],
    cell: float,
    *,
    removed: bool,
    skip: tuple[float, float] | None = None,
) -> list[tuple[str, float, float, float]]:
    """The candidates waiting to be placed (or out of the palace, in a crimson frame)
    beside the palace: its frame, and the candidates as pieces for the board to draw, in
    squares of ``cell`` top to bottom, then another column (none between the heights of
    ``skip``, where the privy's booth stands)."""
    canvas.rounded_rect(
        column.x + 2,
        column.y,
        column.w - 2,
        column.h - 3,
        8,
        fill=theme.PARCHMENT_DARK,
        stroke=theme.CRIMSON if removed else theme.INK_SOFT,
        line_width=2 if removed else 1,
    )
    rows = max(int(column.h // cell), 1)
    cell_h = column.h / rows
    places = [
        (column.x + cell * (col + 0.5), column.y + cell_h * (row + 0.5))
        for col in range(max(int(column.w // cell), 1))
        for row in range(rows)
        if skip is None
        or not (column.y + cell_h * row < skip[1] and column.y + cell_h * (row + 1) > skip[0])
    ]
    r = max(cell * 0.38, TOKEN_MIN_R)
    return [(candidate, x, y, r) for candidate, (x, y) in zip(candidates, places, strict=False)]


def _level_line(canvas: Canvas, wordings: list[str], font: Font, width: float) -> tuple[Font, str]:
    """The first wording that fits ``width`` at a readable size, else the last one cut short
    with an ellipsis (hover or long-press names the level)."""
    sized, lines = fit_readable(canvas, wordings, font, width)
    if len(lines) == 1 and canvas.measure_text(lines[0], sized) <= width:
        return sized, lines[0]
    return sized, ellipsized(canvas, wordings[-1], sized, width)


@kept_drawing
def draw_level_label(canvas: Canvas, band: Rect, label_w: float, level: int) -> None:
    """The level's name over its points; on a band too low for two lines (a small
    phone), both on one line."""
    points = t("viva.points", count=LEVEL_POINTS[level])
    if band.h < LABEL_TWO_LINES:
        font = theme.title_font(max(min(band.h * 0.55, 15), READABLE))
        wordings = [f"{level_name(level)} · {points}", level_name(level)]
        font, line = _level_line(canvas, wordings, font, label_w - 10)
        canvas.text(band.x + 6, band.center[1], line, font, theme.INK, baseline="middle")
        return
    draw_fitted_line(
        canvas,
        band.x + 8,
        band.y + band.h * 0.38,
        level_name(level),
        theme.title_font(16),
        label_w - 12,
        theme.INK,
        shorten=True,
    )
    canvas.text(
        band.x + 8,
        band.y + band.h * 0.75,
        points,
        theme.ui_font(12),
        theme.INK_SOFT,
        baseline="middle",
    )
