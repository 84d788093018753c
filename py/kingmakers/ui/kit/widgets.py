"""Drawing pieces shared by every game's screens: buttons, player marks, panels, charts."""

from __future__ import annotations

import math

from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import (
    Canvas,
    Font,
    draw_fitted_line,
    fit_text,
    kept_drawing,
    readable_scale,
)
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect

#: Six player colours that stay apart for colour-blind players (Okabe & Ito's palette);
#: each seat also has a shape, so colour is never the only cue.
PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
PLAYER_SHAPES = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon")


def player_colour(seat: int) -> str:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


@kept_drawing
def draw_player_mark(canvas: Canvas, seat: int, cx: float, cy: float, r: float) -> None:
    """The seat's shape in its colour, outlined in ink."""
    shape = PLAYER_SHAPES[seat % len(PLAYER_SHAPES)]
    colour = player_colour(seat)
    if shape == "circle":
        canvas.circle(cx, cy, r, fill=colour, stroke=theme.INK, line_width=1.5)
        return
    sides, turn = {
        "square": (4, math.pi / 4),
        "triangle": (3, -math.pi / 2),
        "diamond": (4, 0.0),
        "pentagon": (5, -math.pi / 2),
        "hexagon": (6, 0.0),
    }[shape]
    points = [
        (
            cx + r * math.cos(turn + 2 * math.pi * k / sides),
            cy + r * math.sin(turn + 2 * math.pi * k / sides),
        )
        for k in range(sides)
    ]
    canvas.polygon(points, fill=colour, stroke=theme.INK, line_width=1.5)


def draw_back_button(canvas: Canvas) -> HitRegion:
    """The ``back`` control in the top left corner, shared by every screen below home."""
    font = theme.ui_font(18, 700)
    label = t("nav.back")
    box = Rect(16, 16, max(canvas.measure_text(label, font) + 56, 104.0), 48)
    draw_frame(canvas, box, stroke=theme.ROYAL_BLUE)
    arrow_x, arrow_y = box.x + 18, box.center[1]
    canvas.polygon(
        [(arrow_x, arrow_y), (arrow_x + 12, arrow_y - 9), (arrow_x + 12, arrow_y + 9)],
        fill=theme.ROYAL_BLUE,
    )
    canvas.text(box.x + 38, arrow_y, label, font, theme.ROYAL_BLUE, baseline="middle")
    return HitRegion("back", box, label)


def draw_button(
    canvas: Canvas,
    box: Rect,
    label: str,
    action: str,
    *,
    primary: bool = False,
    enabled: bool = True,
    font: Font | None = None,
    accessible: str | None = None,
) -> HitRegion | None:
    """A rounded button; returns its hit region (None when disabled: nothing to tap)."""
    _draw_button_face(canvas, box, label, font or theme.ui_font(18, 700), primary, enabled)
    return HitRegion(action, box, accessible or label) if enabled else None


@kept_drawing
def _draw_button_face(
    canvas: Canvas, box: Rect, label: str, font: Font, primary: bool, enabled: bool
) -> None:
    if not enabled:
        fill, ink, edge = theme.PARCHMENT_DARK, theme.INK_SOFT, theme.INK_SOFT
    elif primary:
        fill, ink, edge = theme.ROYAL_BLUE, theme.WHITE, theme.ROYAL_BLUE
    else:
        fill, ink, edge = theme.WHITE, theme.ROYAL_BLUE, theme.ROYAL_BLUE
    canvas.rounded_rect(
        box.x, box.y, box.w, box.h, min(12.0, box.h / 2), fill=fill, stroke=edge, line_width=2.0
    )
    sized, lines = fit_text(canvas, label, font, box.w - 12, 2, readable_scale(font))
    line_h = sized.size * 1.1
    top = box.center[1] - line_h * (len(lines) - 1) / 2
    for number, line in enumerate(lines):
        canvas.text(
            box.center[0],
            top + number * line_h,
            line,
            sized,
            ink,
            align="center",
            baseline="middle",
        )


def draw_frame(
    canvas: Canvas,
    box: Rect,
    *,
    radius: float = 12,
    stroke: str = theme.PARCHMENT_DARK,
) -> None:
    """A white box in a 2 px border, what panels, rows and cards stand on (``stroke``
    gold or blue where it is lit or chosen)."""
    canvas.rounded_rect(
        box.x, box.y, box.w, box.h, radius, fill=theme.WHITE, stroke=stroke, line_width=2.0
    )


def draw_final_headline(canvas: Canvas, box: Rect, text: str, size: float) -> float:
    """A final screen's parchment over ``box`` and its headline (who won) at its top, in
    gold on at most two lines, shrunk to fit: the y under the headline."""
    canvas.fill_rect(box.x, box.y, box.w, box.h, theme.PARCHMENT)
    font, lines = fit_text(canvas, text, theme.title_font(size), box.w, max_lines=2)
    y = box.y
    for line in lines:
        canvas.text(box.center[0], y, line, font, theme.GOLD, align="center", baseline="top")
        y += font.size * 1.2
    return y


def button_width(canvas: Canvas, label: str, font: Font | None = None) -> float:
    font = font or theme.ui_font(18, 700)
    return max(canvas.measure_text(label, font) + 32, MIN_TOUCH * 2)


PANEL_TITLE_SIZE = 17.0


def panel_inner(box: Rect, titled: bool) -> Rect:
    """The area inside a panel drawn by :func:`draw_panel` (below its title, if any)."""
    if not titled:
        return box.inset(10)
    size = PANEL_TITLE_SIZE
    return Rect(box.x + 10, box.y + 16 + size, box.w - 20, box.h - 26 - size)


def draw_panel(canvas: Canvas, box: Rect, title: str | None = None) -> Rect:
    """A framed panel; returns the area inside it, below the title."""
    draw_frame(canvas, box)
    if title:  # shrunk, then cut short, to stay inside the panel
        font = theme.title_font(PANEL_TITLE_SIZE)
        x, y, room = box.x + 12, box.y + 10 + font.size / 2, box.w - 24
        draw_fitted_line(canvas, x, y, title, font, room, theme.ROYAL_BLUE, shorten=True)
    return panel_inner(box, bool(title))


def draw_scrollbar(canvas: Canvas, box: Rect, track: Rect, first: int, shown: int, total: int):
    """A thin bar on the right edge of ``box`` when only ``shown`` of ``total`` lines, from
    line ``first`` on, fit: where they are among all (``track``: the lines' area)."""
    if total <= shown or track.h <= 0:
        return
    x = box.right - 7
    canvas.rounded_rect(x, track.y, 4, track.h, 2, fill=theme.PARCHMENT_DARK)
    top = track.y + track.h * first / total
    canvas.rounded_rect(x, top, 4, max(track.h * shown / total, 8.0), 2, fill=theme.INK_SOFT)


def draw_toggle(
    canvas: Canvas,
    box: Rect,
    label: str,
    on: bool,
    action: str,
    *,
    note: str | None = None,
    enabled: bool = True,
) -> HitRegion | None:
    """A full-width switch row: a pill that is gold and filled when on, then the label, and
    a ``note`` under it (crimson when the switch is disabled: it says why). A disabled
    switch has no region."""
    draw_frame(canvas, box)
    pill = Rect(box.x + 12, box.center[1] - 14, 52, 28)
    lit = on and enabled
    canvas.rounded_rect(
        pill.x,
        pill.y,
        pill.w,
        pill.h,
        14,
        fill=theme.GOLD if lit else theme.PARCHMENT_DARK,
        stroke=theme.INK_SOFT,
        line_width=1.5,
    )
    knob_x = pill.right - 14 if lit else pill.x + 14
    canvas.circle(
        knob_x, pill.center[1], 11, fill=theme.WHITE, stroke=theme.INK_SOFT, line_width=1.5
    )
    text_x = pill.right + 12
    middle = box.center[1] - (9 if note else 0)
    font, lines = fit_text(
        canvas, label, theme.ui_font(18), box.right - text_x - 8, max_lines=1 if note else 2
    )
    line_h = font.size * 1.1
    top = middle - line_h * (len(lines) - 1) / 2
    ink = theme.INK if enabled else theme.INK_SOFT
    for number, line in enumerate(lines):
        canvas.text(text_x, top + number * line_h, line, font, ink, baseline="middle")
    if note:
        note_font, note_lines = fit_text(
            canvas, note, theme.ui_font(14), box.right - text_x - 8, max_lines=1
        )
        canvas.text(
            text_x,
            box.center[1] + 13,
            note_lines[0],
            note_font,
            theme.INK_SOFT if enabled else theme.CRIMSON,
            baseline="middle",
        )
    if not enabled:
        return None
    return HitRegion(action, box, f"{label} ({note})" if note else label, pressed=on)


def draw_text_field(
    canvas: Canvas, box: Rect, value: str, label: str, action: str, placeholder: str
) -> HitRegion:
    """A text box as the browser's input over it will look (the input covers it)."""
    draw_frame(canvas, box, radius=10, stroke=theme.ROYAL_BLUE)
    shown = value or placeholder
    draw_fitted_line(
        canvas,
        box.x + 10,
        box.center[1],
        shown,
        theme.ui_font(18),
        box.w - 20,
        theme.INK if value else theme.INK_SOFT,
    )
    return HitRegion(action, box, label, kind="text", value=value)


def nice_ticks(top: float, most: int = 5) -> list[int]:
    """Axis ticks from 0 in round steps (1, 2 or 5 times a power of ten) reaching ``top``,
    at most ``most`` steps: 0/20/40/60/80 for 79, 0/10/…/50 for 46, never 0/20/40/59/79."""
    top = max(top, 1)
    magnitude = 1
    while True:
        for factor in (1, 2, 5):
            step = factor * magnitude
            if step * most >= top:
                steps = -(-int(math.ceil(top)) // step)
                return [step * k for k in range(steps + 1)]
        magnitude *= 10


def draw_score_chart(
    canvas: Canvas,
    box: Rect,
    names: list[str],
    per_round: list[list[int]],
    round_label: str,
    extra: tuple[str, list[int]] | None = None,
    legend: bool = True,
) -> None:
    """Running totals after each round as grouped bars, one colour and mark per seat, on an
    axis of round numbers; ``extra`` adds one more series (e.g. the envoy) in crimson. The
    legend under it names each colour with its total (leave it out when a table of the
    standings, such as :func:`draw_standings`, stands beside the chart)."""
    series = [
        (name, [sum(scores[: k + 1]) for k in range(len(scores))], player_colour(seat))
        for seat, (name, scores) in enumerate(zip(names, per_round, strict=True))
    ]
    if extra:
        series.append((extra[0], extra[1], theme.CRIMSON))
    rounds = max((len(values) for _, values, _ in series), default=0)
    if not rounds:
        return
    ticks = nice_ticks(max(max(values) for _, values, _ in series))
    top = ticks[-1]
    legend_h = 26.0 if legend else 0.0
    plot = Rect(box.x + 36, box.y + 8, box.w - 44, box.h - 40 - legend_h)
    canvas.line(plot.x, plot.bottom, plot.right, plot.bottom, theme.INK, 1.5)
    canvas.line(plot.x, plot.y, plot.x, plot.bottom, theme.INK, 1.5)
    small = theme.ui_font(12)
    for value in ticks:
        y = plot.bottom - plot.h * value / top
        canvas.line(plot.x - 4, y, plot.x, y, theme.INK_SOFT, 1)
        canvas.text(
            plot.x - 6, y, str(value), small, theme.INK_SOFT, align="right", baseline="middle"
        )
    group_w = plot.w / rounds
    bar_w = group_w * 0.8 / len(series)
    for k in range(rounds):
        gx = plot.x + group_w * k + group_w * 0.1
        for index, (_, values, colour) in enumerate(series):
            if k >= len(values):
                continue
            h = plot.h * values[k] / top
            canvas.fill_rect(gx + index * bar_w, plot.bottom - h, bar_w - 2, h, colour)
        label = round_label.format(n=k + 1)
        if canvas.measure_text(label, small) > group_w - 4:  # a narrow chart: the number
            label = str(k + 1)
        canvas.text(
            plot.x + group_w * (k + 0.5),
            plot.bottom + 6,
            label,
            small,
            theme.INK,
            align="center",
            baseline="top",
        )
    if not legend:
        return
    x = box.x + 8
    y = box.bottom - legend_h / 2
    for index, (name, values, colour) in enumerate(series):
        if index < len(names):
            draw_player_mark(canvas, index, x + 7, y, 7)
        else:
            canvas.circle(x + 7, y, 7, fill=colour)
        label = f"{name} {values[-1] if values else 0}"
        canvas.text(x + 18, y, label, small, theme.INK, baseline="middle")
        x += canvas.measure_text(label, small) + 34


def ranked(totals: list[int]) -> list[tuple[int, int]]:
    """(rank, index) of each total, highest first; equal totals share a rank (1, 1, 3)."""
    order = sorted(range(len(totals)), key=lambda index: -totals[index])
    ranks = []
    for position, index in enumerate(order):
        tied = position and totals[index] == totals[order[position - 1]]
        ranks.append((ranks[-1][0] if tied else position + 1, index))
    return ranks


def draw_standings(
    canvas: Canvas,
    box: Rect,
    rows: list[tuple[int | None, str, int]],
    winners: frozenset[int] = frozenset(),
) -> None:
    """The final totals as a ranked table under the title "Standings": each row its rank,
    the seat's mark (None: an extra side such as the envoy, a crimson dot), its name and
    total; ``winners`` (indexes into ``rows``) in bold on gold."""
    inner = draw_panel(canvas, box, t("table.standings"))
    row_h = min(inner.h / max(len(rows), 1), 36.0)
    font, bold = theme.ui_font(16), theme.ui_font(16, 700)
    number_w = max(canvas.measure_text(str(total), bold) for _, _, total in rows) + 4
    for line, (rank, index) in enumerate(ranked([total for _, _, total in rows])):
        seat, name, total = rows[index]
        row = Rect(inner.x, inner.y + line * row_h, inner.w, row_h)
        middle = row.center[1]
        won = index in winners
        if won:
            canvas.rounded_rect(row.x - 4, row.y + 1, row.w + 8, row.h - 2, 6, fill=theme.GOLD)
        face = bold if won else font
        canvas.text(
            row.x + 22, middle, f"{rank}.", face, theme.INK, align="right", baseline="middle"
        )
        if seat is None:
            canvas.circle(row.x + 36, middle, 7, fill=theme.CRIMSON)
        else:
            draw_player_mark(canvas, seat, row.x + 36, middle, 7)
        room = row.w - 56 - number_w
        draw_fitted_line(canvas, row.x + 50, middle, name, face, room, theme.INK, shorten=True)
        canvas.text(
            row.right, middle, str(total), bold, theme.INK, align="right", baseline="middle"
        )
    return box.h
