"""What the Intrighi a corte table is made of, drawn: play cards (face up and face down),
candidate discs, the chips of cards lying beside a character, and the eye that marks what a
player has seen.

Card, candidate and character names are the rulebook's Italian proper names and are never
translated; every shape also carries a letter or a value, so colour is never the only cue.
"""

from __future__ import annotations

from kingmakers.games.intrighi.data import (
    ABILITY,
    BESIDE,
    CANDIDATES,
    CARD,
    SPECIAL,
    STACK,
    TRAITOR,
)
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, draw_fitted_line, fit_text, kept_drawing
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.kit.widgets import draw_player_mark

#: One colour per candidate (Aurelio … Ettore); each disc also shows its initial.
CANDIDATE_COLOURS = ("#b0611d", "#6a4c93", "#1f6f78", "#9c3d6b", "#2e5e3e")

SUPPORT_GREEN = "#2f6b3a"
DOWN_RED = theme.CRIMSON
BACK_BLUE = theme.ROYAL_BLUE

#: The band colour of each kind of play card.
KIND_COLOURS = {
    BESIDE: "#3b5b92",
    ABILITY: "#9a7209",
    TRAITOR: "#4a4a4a",
    SPECIAL: "#6b3f8c",
}

#: Short forms of the card names, for chips and small cards (the names' own first letters).
SHORT = {
    "alleanza": "All",
    "corruzione": "Cor",
    "manipolazione": "Man",
    "intimidazione": "Int",
    "tradimento": "Tra",
    "diplomazia": "Dip",
    "ricchezza": "Ric",
    "astuzia": "Ast",
    "spionaggio": "Spi",
    "scandalo": "Sca",
    "confessione": "Con",
}


def candidate_name(candidate: int) -> str:
    """A candidate's name as printed (proper names stay as published in every language)."""
    return CANDIDATES[candidate]


def card_name(key: str) -> str:
    """A play card's name as printed ("Sostegno +2", "Alleanza")."""
    return CARD[key].name


def short_label(key: str) -> str:
    """ "+2", "−1" for Sostegno and Abbasso; the first letters of any other card."""
    card = CARD[key]
    if card.kind == STACK:
        return f"+{card.value}" if card.value > 0 else f"−{-card.value}"
    return SHORT[key]


def card_colour(key: str) -> str:
    card = CARD[key]
    if card.kind == STACK:
        return SUPPORT_GREEN if card.value > 0 else DOWN_RED
    return KIND_COLOURS[card.kind]


def candidate_index(name: str) -> int:
    return CANDIDATES.index(name)


@kept_drawing
def draw_candidate_disc(canvas: Canvas, candidate: int, cx: float, cy: float, r: float) -> None:
    """A candidate: a disc in its colour with its initial."""
    canvas.circle(cx, cy, r, fill=CANDIDATE_COLOURS[candidate], stroke=theme.INK, line_width=1.5)
    canvas.text(
        cx,
        cy + 1,
        CANDIDATES[candidate][0],
        theme.title_font(max(r * 1.1, 8.0)),
        theme.WHITE,
        align="center",
        baseline="middle",
    )


@kept_drawing
def draw_candidate_head(
    canvas: Canvas, candidate: int, column: Rect, head_h: float, r: float, reserved: float = 0.0
) -> None:
    """The head of a candidate's column: its disc (radius ``r``) and its name, shrunk to
    fit the width left (less ``reserved`` at the right, for a mark drawn there)."""
    draw_candidate_disc(canvas, candidate, column.x + r + 5, column.y + head_h / 2, r)
    font, lines = fit_text(
        canvas,
        candidate_name(candidate),
        theme.title_font(min(head_h * 0.45, 17.0)),
        column.w - 2 * r - 12 - reserved,
        max_lines=1,
        min_scale=0.5,
    )
    canvas.text(
        column.x + 2 * r + 9,
        column.y + head_h / 2,
        lines[0],
        font,
        theme.INK,
        baseline="middle",
    )


@kept_drawing
def draw_card_back(
    canvas: Canvas, x: float, y: float, w: float, h: float, *, mark: str | None = None
) -> None:
    """A face-down play card (blue with a gold inner frame); ``mark`` is a few characters
    written on it (a count, "?")."""
    radius = min(6.0, w / 5, h / 3)
    if h < 40:  # small (a stack's slab): one shape, its gold edge
        canvas.rounded_rect(x, y, w, h, radius, fill=BACK_BLUE, stroke=theme.GOLD, line_width=1.5)
    else:
        canvas.rounded_rect(x, y, w, h, radius, fill=BACK_BLUE, stroke=theme.INK, line_width=1.0)
        inset = 3.0
        canvas.rounded_rect(
            x + inset,
            y + inset,
            w - 2 * inset,
            h - 2 * inset,
            max(radius - 2, 1.0),
            stroke=theme.GOLD,
            line_width=1.0,
        )
    if mark and h >= 10:
        font = theme.ui_font(min(h * 0.6, 18.0), 700)
        canvas.text(
            x + w / 2, y + h / 2 + 1, mark, font, theme.WHITE, align="center", baseline="middle"
        )


@kept_drawing
def draw_stack_card(
    canvas: Canvas, x: float, y: float, w: float, h: float, key: str | None, *, known: bool
) -> None:
    """A card in a candidate's stack: its back, or — when the viewer knows it — its value
    on its colour, outlined in gold as something only the viewer sees."""
    if key is None:
        draw_card_back(canvas, x, y, w, h)
        return
    radius = min(6.0, w / 5, h / 3)
    canvas.rounded_rect(
        x,
        y,
        w,
        h,
        radius,
        fill=card_colour(key),
        stroke=theme.GOLD if known else theme.INK,
        line_width=2.0 if known else 1.0,
    )
    if h >= 9:
        font = theme.ui_font(min(h * 0.72, 20.0), 700)
        canvas.text(
            x + w / 2,
            y + h / 2 + 1,
            short_label(key),
            font,
            theme.WHITE,
            align="center",
            baseline="middle",
        )


@kept_drawing
def draw_card_face(
    canvas: Canvas,
    x: float,
    y: float,
    w: float,
    h: float,
    key: str,
    *,
    selected: bool = False,
    marked: bool = False,
    blocked: str | None = None,
    caption: str | None = None,
) -> None:
    """A play card face up, as in a hand: a coloured band with the name, the value or short
    name large. ``selected`` rings it in gold, ``marked`` crosses it (to be discarded),
    ``blocked`` dims it and writes why it cannot be played (a few words); ``caption`` is a
    gold ribbon across its foot (the card being placed)."""
    colour = card_colour(key)
    if selected:
        canvas.rounded_rect(x - 4, y - 4, w + 8, h + 8, 10, fill=theme.GOLD)
    canvas.rounded_rect(
        x, y, w, h, 8, fill=theme.WHITE if not blocked else "#ece6d6", stroke=colour, line_width=2
    )
    band = min(h * 0.3, 22.0)
    canvas.rounded_rect(x, y, w, band, 8, fill=colour)
    draw_fitted_line(
        canvas,
        x + w / 2,
        y + band / 2 + 1,
        card_name(key),
        theme.title_font(min(band * 0.62, 13.0)),
        w - 6,
        theme.WHITE,
        align="center",
    )
    small = blocked is not None and h < 80
    big = theme.title_font(min((h - band) * 0.42, w * 0.36, 26.0))
    if not small:
        canvas.text(
            x + w / 2,
            y + band + (h - band) * (0.4 if blocked else 0.5),
            short_label(key),
            big,
            colour if not blocked else theme.INK_SOFT,
            align="center",
            baseline="middle",
        )
    if blocked:
        font, lines = fit_text(canvas, blocked, theme.ui_font(11, 700), w - 6, max_lines=3)
        line_h = font.size * 1.05
        top = (
            y + band + (h - band - line_h * len(lines)) / 2
            if small
            else y + h - 4 - line_h * len(lines)
        )
        for number, line in enumerate(lines):
            canvas.text(
                x + w / 2,
                top + number * line_h,
                line,
                font,
                theme.CRIMSON,
                align="center",
                baseline="top",
            )
    if caption:
        ribbon = min(h * 0.22, 18.0)
        canvas.rounded_rect(x, y + h - ribbon, w, ribbon, 6, fill=theme.GOLD)
        draw_fitted_line(
            canvas,
            x + w / 2,
            y + h - ribbon / 2 + 1,
            caption,
            theme.ui_font(ribbon * 0.7, 700),
            w - 4,
            theme.INK,
            align="center",
        )
    if marked:
        canvas.line(x + 6, y + band + 4, x + w - 6, y + h - 6, theme.CRIMSON, 3)
        canvas.line(x + w - 6, y + band + 4, x + 6, y + h - 6, theme.CRIMSON, 3)


def chip_width(canvas: Canvas, key: str, h: float, owner: int | None) -> float:
    font = theme.ui_font(h * 0.62, 700)
    return canvas.measure_text(short_label(key), font) + 8 + (h * 0.8 if owner is not None else 0)


def draw_chip(
    canvas: Canvas, x: float, y: float, h: float, key: str, owner: int | None = None
) -> float:
    """A card lying face up beside a character, small: its short name on its colour and,
    for cards another player put there, that player's mark. Returns its width."""
    w = chip_width(canvas, key, h, owner)
    canvas.rounded_rect(x, y, w, h, min(5.0, h / 3), fill=card_colour(key), stroke=theme.INK)
    canvas.text(
        x + 4,
        y + h / 2 + 1,
        short_label(key),
        theme.ui_font(h * 0.62, 700),
        theme.WHITE,
        baseline="middle",
    )
    if owner is not None:
        draw_player_mark(canvas, owner, x + w - h * 0.45, y + h / 2, h * 0.3)
    return w


def draw_eye(canvas: Canvas, cx: float, cy: float, r: float, colour: str = theme.GOLD) -> None:
    """The mark of something only the viewer knows: an eye."""
    points = []
    steps = 8
    for k in range(steps + 1):
        u = -1 + 2 * k / steps
        points.append((cx + u * r, cy - (1 - u * u) * r * 0.62))
    for k in range(1, steps):
        u = 1 - 2 * k / steps
        points.append((cx + u * r, cy + (1 - u * u) * r * 0.62))
    canvas.polygon(points, fill=theme.WHITE, stroke=colour, line_width=max(r / 5, 1.2))
    canvas.circle(cx, cy, r * 0.32, fill=colour)
