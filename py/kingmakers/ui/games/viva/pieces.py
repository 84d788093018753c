"""How Viva il Re!'s pieces are painted: a candidate's token, a favourite's row, and the
spot that names a candidate under a hover or a long press."""

from __future__ import annotations

from kingmakers.games.viva.data import CANDIDATES
from kingmakers.ui.games.viva.reading import candidate_name
from kingmakers.ui.games.viva.words import name_and_place
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, Canvas, kept_drawing, try_fit_readable
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.seam import TableContext

#: One colour per candidate; each token also shows its initial, so colour is not needed.
CANDIDATE_COLOURS = dict(
    zip(
        CANDIDATES,
        (
            "#8c2d19",
            "#5b3b8c",
            "#1f6f78",
            "#a0522d",
            "#2e5e3e",
            "#9a7209",
            "#3b5b92",
            "#6f6f1f",
            "#9c3d6b",
            "#2f4858",
            "#c05a2b",
            "#6b4226",
            "#4f7942",
        ),
        strict=True,
    )
)
#: A token's least radius: its initial (1.05 times the radius) stays readable.
TOKEN_MIN_R = READABLE / 1.05


def spot_candidate(ctx: TableContext, candidate: str, cx: float, cy: float, r: float) -> None:
    """A hover or a long press on the token names the candidate and where it stands."""
    view = ctx.view
    ctx.spot(Rect(cx - r, cy - r, 2 * r, 2 * r), lambda: name_and_place(view, candidate))


@kept_drawing
def draw_token(
    canvas: Canvas,
    candidate: str,
    cx: float,
    cy: float,
    r: float,
    *,
    favourite: bool = False,
    selected: bool = False,
    movable: bool = False,
) -> None:
    """A candidate: a coloured disc with its initial; gold ring for the viewer's favourites."""
    if selected:
        canvas.circle(cx, cy, r + 6, fill=theme.GOLD)
    elif movable:
        canvas.circle(cx, cy, r + 4, stroke=theme.CRIMSON, line_width=3)
    canvas.circle(
        cx,
        cy,
        r,
        fill=CANDIDATE_COLOURS[candidate],
        stroke=theme.GOLD if favourite else theme.INK,
        line_width=4 if favourite else 1.5,
    )
    canvas.text(
        cx,
        cy + 1,
        candidate,
        theme.title_font(max(r * 1.05, READABLE)),
        theme.WHITE,
        align="center",
        baseline="middle",
    )


def favourite_radius(row: Rect) -> float:
    return max(min(row.h * 0.4, 14.0), TOKEN_MIN_R)


@kept_drawing
def draw_favourite(canvas: Canvas, row: Rect, candidate: str, label: str) -> None:
    """One of the viewer's favourites: its token and its name and place, on as many lines
    as the row holds, in letters no smaller than READABLE; where those do not fit, the name
    alone, or its first word (hover or long-press gives the whole)."""
    r = favourite_radius(row)
    draw_token(canvas, candidate, row.x + r + 2, row.y + row.h / 2, r, favourite=True)
    width = row.w - 2 * r - 12
    most = max(min(int(row.h // (READABLE * 1.1)), 3), 1)
    name = candidate_name(candidate)
    for shown in (label, name, name.split()[0]):
        font, lines, fits = try_fit_readable(canvas, shown, theme.ui_font(14), width, most)
        if fits:
            break
    for number, line in enumerate(lines):
        canvas.text(
            row.x + 2 * r + 8,
            row.y + row.h / 2 + (number - (len(lines) - 1) / 2) * font.size * 1.1,
            line,
            font,
            theme.INK,
            baseline="middle",
        )
