"""Viva il Re!'s board: the palace's seven levels, a finger high each where the candidates
standing on them are targets (on a small phone the throne, which no candidate waits on, is
the low one), the column beside it where candidates wait or stand out of the palace on a
phone, the row under it, the candidates as pieces that glide, and the last vote's ballots.
"""

from __future__ import annotations

from kingmakers.games.viva.data import LEVEL_CAPACITY, LEVEL_POINTS, THRONE
from kingmakers.ui.games.viva.controls import targets as lit_targets
from kingmakers.ui.games.viva.pieces import TOKEN_MIN_R, draw_token, spot_candidate
from kingmakers.ui.games.viva.reading import (
    PLACE_TARGET_PREFIX,
    THRONE_MIN,
    candidate_name,
    where_is,
)
from kingmakers.ui.games.viva.words import VivaWords, ballots_text, level_name
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
    try_fit_readable,
    wrap_text,
)
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect, touch_box
from kingmakers.ui.seam import TableContext

WORDS = VivaWords()
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


def draw_board(canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
    view = ctx.view
    regions: list[HitRegion] = []
    favourites = set(view["you"]["favourites"]) if "you" in view else set()
    movable = {getattr(a, "candidate", None) for a in ctx.legal} - {None}
    targets = lit_targets(view, ctx.legal, ctx.selected)
    waiting, out = view["unplaced"], view["removed"]
    # Under the palace one row gives each waiting candidate a finger's square on a
    # tablet; on a phone they wait beside the palace, as the removed ones do where
    # the row under the palace has no room.
    footer_h = footer_height(box)
    beside = bool(waiting) and (box.w / len(waiting) < MIN_TOUCH or footer_h < FOOTER_FOR_TARGETS)
    beside = beside or (not waiting and bool(out) and not footer_h)
    if beside:
        footer_h = 0.0
    palace = Rect(box.x, box.y, box.w, box.h - footer_h)
    pitches = band_pitches(palace.h, low_level(view, targets))
    cell = MIN_TOUCH if waiting else OUT_CELL  # the removed are no targets
    column = side_column(palace, len(waiting or out), cell) if beside else None
    privy = view["privy"]
    privy_w = 0.0
    if privy:
        privy_w = max(min(min(pitches) * 1.3, box.w * 0.16), MIN_TOUCH + 4)
    bands_w = palace.w - privy_w - (column.w if column else 0.0)
    booth_rows = None
    if privy and column and not waiting:
        # The removed stand in the privy's column, above and under its booth.
        column = Rect(palace.right - privy_w, palace.y, privy_w, palace.h)
        bands_w = palace.w - privy_w
        top = palace.y + sum(pitches[privy["level"] + 1 :])
        booth_rows = (top, top + pitches[privy["level"]])
    pieces: list[tuple[str, float, float, float]] = []
    if column:
        pieces += draw_side_column(
            canvas, column, waiting or out, cell, removed=not waiting, skip=booth_rows
        )
    # The label gives way where four candidates would be less than a finger apart.
    label_w = min(max(box.w * 0.24, 84.0), 170.0, bands_w - LEVEL_CAPACITY * MIN_TOUCH)
    label_w = max(label_w, LABEL_MIN)
    slots_x = palace.x + label_w
    slots_w = bands_w - label_w
    # The still board first, the candidates last (each a piece that can glide), so
    # nothing still is drawn over a candidate.
    y = palace.y
    for level in range(THRONE, -1, -1):
        pitch = pitches[level]
        band = Rect(palace.x, y, bands_w, pitch - GAP)
        y += pitch
        fill = (
            "#efe0b0" if level == THRONE else (theme.WHITE if level % 2 else theme.PARCHMENT_DARK)
        )
        canvas.rounded_rect(band.x, band.y, band.w, band.h, 8, fill=fill)
        target = f"{PLACE_TARGET_PREFIX}{level}"
        names = view["levels"][level]
        capacity = 1 if level == THRONE else max(len(names), LEVEL_CAPACITY)
        slot_w = slots_w / capacity
        label_room = label_w
        seat_x = slots_x
        if capacity > LEVEL_CAPACITY and slot_w < MIN_TOUCH:
            # Crowded servants (a two-player game's leftovers, targets while they
            # climb): a finger's width each, taken from the label.
            slot_w = MIN_TOUCH
            seat_x = max(band.right - capacity * MIN_TOUCH, band.x + 40)
            label_room = seat_x - band.x
        r = max(min(band.h * 0.38, slot_w * 0.38), TOKEN_MIN_R)
        if capacity == 1 and band.h < LABEL_TWO_LINES:
            # A low throne: its one seat at the band's end, its label the room before.
            seat_x = band.right - r - 10 - slot_w / 2
            label_room = band.w - 2 * r - 16
        if target in targets:
            canvas.rounded_rect(band.x, band.y, band.w, band.h, 8, stroke=theme.GOLD, line_width=4)
            label = WORDS.action_label(targets[target], ctx)
            # While they climb, its candidates are targets of their own.
            standing = names if view["phase"] == "climb" else []
            regions += lit_level(f"pick:{target}", label, band, pitch, seat_x, slot_w, standing)
        draw_level_label(canvas, band, label_room, level)
        points = t("viva.points", count=LEVEL_POINTS[level])
        ctx.spot(band, f"{level_name(level)} · {points}")  # its candidates' spots over it
        for slot in range(capacity):
            cx = seat_x + slot_w * (slot + 0.5)
            cy = band.y + band.h / 2
            if slot < len(names):
                pieces.append((names[slot], cx, cy, r))
            elif level:
                canvas.circle(cx, cy, r, stroke=theme.INK_SOFT, line_width=1)
        if privy and privy["level"] == level:
            booth = Rect(band.right + 4, band.y, privy_w - 4, band.h)
            canvas.rounded_rect(
                booth.x, booth.y, booth.w, booth.h, 8, fill="#d9c8a0", stroke=theme.INK_SOFT
            )
            canvas.text(
                booth.center[0],
                booth.y + 3,
                t("viva.privy"),
                theme.ui_font(11),
                theme.INK,
                align="center",
                baseline="top",
            )
            if "privy" in targets:
                canvas.rounded_rect(
                    booth.x, booth.y, booth.w, booth.h, 8, stroke=theme.GOLD, line_width=4
                )
                room = Rect(booth.x, booth.y - GAP / 2, booth.w, pitch)
                regions.append(
                    HitRegion("pick:privy", room, WORDS.action_label(targets["privy"], ctx))
                )
            if privy["occupant"]:
                occupant_r = max(min(r, booth.w * 0.3), TOKEN_MIN_R)
                pieces.append((privy["occupant"], *booth.center, occupant_r))
    if footer_h:
        footer = Rect(box.x, palace.bottom + 4, box.w, footer_h - 4)
        pieces += _draw_footer(canvas, footer, ctx)
    for candidate, cx, cy, r in pieces:
        regions += _token(canvas, box, candidate, cx, cy, r, ctx, favourites, movable)
    _draw_vote_banner(canvas, Rect(palace.x, palace.y, bands_w, palace.h), ctx)
    return regions


def _token(canvas, bounds: Rect, candidate, cx, cy, r, ctx, favourites, movable) -> list[HitRegion]:
    """A candidate on the board: it glides to a new level when it moved."""
    ctx.draw_piece(
        canvas,
        candidate,
        cx,
        cy,
        lambda x, y: draw_token(
            canvas,
            candidate,
            x,
            y,
            r,
            favourite=candidate in favourites,
            selected=candidate == ctx.selected,
            movable=candidate in movable,
        ),
    )
    spot_candidate(ctx, candidate, cx, cy, r)
    box = touch_box(cx, cy, 2 * r + 8, bounds)
    if candidate in movable:
        return [HitRegion(f"pick:{candidate}", box, candidate_name(candidate))]
    if ctx.legal and ctx.view["phase"] == "climb" and where_is(ctx.view, candidate) is not None:
        # Tapping a candidate that cannot climb says why (the engine's reason).
        label = t("viva.action.cannot_climb", candidate=candidate_name(candidate))
        return [HitRegion(f"pick:{candidate}", box, label)]
    return []


def _draw_footer(canvas, box: Rect, ctx) -> list[tuple[str, float, float, float]]:
    """The row under the palace: its still parts, and the unplaced candidates as pieces
    (candidate, x, y, radius) for the board to draw last."""
    view = ctx.view
    pieces = []
    waiting, out = view["unplaced"], view["removed"]
    if waiting:
        canvas.text(
            box.x + 4,
            box.y + 2,
            t("viva.unplaced"),
            theme.ui_font(12),
            theme.INK_SOFT,
            baseline="top",
        )
        step = min(box.w / max(len(waiting), 1), 56.0)
        r = min(step * 0.38, box.h * 0.3)
        for index, candidate in enumerate(waiting):
            pieces.append((candidate, box.x + step * (index + 0.5), box.y + box.h * 0.62, r))
    elif out:
        names = ", ".join(candidate_name(c) for c in out)
        font, lines, fits = try_fit_readable(
            canvas, t("viva.removed", candidates=names), theme.ui_font(14), box.w - 8, 2
        )
        if not fits:  # too many to name: their tokens (hover or long-press names them)
            return draw_side_column(canvas, box, out, min(box.h, MIN_TOUCH), removed=True)
        for number, line in enumerate(lines):
            canvas.text(
                box.x + 4,
                box.y + 6 + number * font.size * 1.2,
                line,
                font,
                theme.CRIMSON,
                baseline="top",
            )
    return pieces


def _draw_vote_banner(canvas: Canvas, palace: Rect, ctx: TableContext) -> None:
    """The last vote's ballots, shown to all at once over the levels, until the next
    move."""
    log = ctx.view["log"]
    if not log or log[-1]["type"] != "vote":
        return
    font = theme.ui_font(16, 700)
    lines = wrap_text(canvas, ballots_text(log[-1], ctx), font, palace.w - 40)
    h = len(lines) * font.size * 1.3 + 16
    canvas.rounded_rect(palace.x + 10, palace.y + 6, palace.w - 20, h, 10, fill=theme.ROYAL_BLUE)
    for number, line in enumerate(lines):
        canvas.text(
            palace.center[0],
            palace.y + 14 + number * font.size * 1.3,
            line,
            font,
            theme.WHITE,
            align="center",
            baseline="top",
        )
