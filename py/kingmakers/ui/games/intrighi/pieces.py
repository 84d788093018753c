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
from kingmakers.ui.kit.canvas import (
    READABLE,
    Canvas,
    Font,
    draw_lines,
    ellipsized,
    kept_drawing,
    wrap_text,
)
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


#: The smallest candidate disc that still carries its initial.
MIN_DISC = READABLE / 2


def fit_line(canvas: Canvas, text: str, font: Font, width: float) -> Font | None:
    """``font`` (at least READABLE px), shrunk step by step no smaller than READABLE until
    ``text`` fits ``width`` on one line; None if it never does."""
    size = max(font.size, READABLE)
    while True:
        sized = font.scaled(size / font.size)
        if canvas.measure_text(text, sized) <= width:
            return sized
        if size <= READABLE:
            return None
        size = max(size * 0.9, READABLE)


def fit_lines(
    canvas: Canvas, text: str, font: Font, width: float, max_lines: int
) -> tuple[Font, list[str]] | None:
    """Like :func:`fit_line`, wrapping into at most ``max_lines`` lines."""
    if max_lines < 1:
        return None
    size = max(font.size, READABLE)
    while True:
        sized = font.scaled(size / font.size)
        lines = wrap_text(canvas, text, sized, width)
        if len(lines) <= max_lines and all(canvas.measure_text(ln, sized) <= width for ln in lines):
            return sized, lines
        if size <= READABLE:
            return None
        size = max(size * 0.9, READABLE)


def shortened(canvas: Canvas, text: str, font: Font, width: float) -> tuple[Font, str]:
    """``text`` on one line in ``width``: shrunk (no smaller than READABLE), else cut
    with "…" (a name too long for its place)."""
    sized = fit_line(canvas, text, font, width)
    if sized is not None:
        return sized, text
    sized = font.scaled(READABLE / font.size)
    return sized, ellipsized(canvas, text, sized, width)


def fitted_lines(
    canvas: Canvas, text: str, font: Font, width: float, max_lines: int
) -> tuple[Font, list[str]]:
    """:func:`fit_lines`, else the text :func:`shortened` on one line."""
    found = fit_lines(canvas, text, font, width, max_lines)
    if found is not None:
        return found
    sized, line = shortened(canvas, text, font, width)
    return sized, [line]


def draw_short_line(
    canvas: Canvas,
    x: float,
    y: float,
    text: str,
    font: Font,
    width: float,
    colour: str,
    *,
    align: str = "left",
) -> None:
    """``text`` at a point on one line (vertically centred), as :func:`shortened` fits it."""
    sized, line = shortened(canvas, text, font, width)
    if line:
        canvas.text(x, y, line, sized, colour, align=align, baseline="middle")


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
    if r >= MIN_DISC:
        canvas.text(
            cx,
            cy,
            CANDIDATES[candidate][0],
            theme.title_font(max(r * 1.1, READABLE)),
            theme.WHITE,
            align="center",
            baseline="middle",
        )


@kept_drawing
def draw_candidate_head(
    canvas: Canvas, candidate: int, column: Rect, head_h: float, r: float
) -> None:
    """The head of a candidate's column: its disc and its name (see :func:`head_layout`)."""
    radius, font = head_layout(canvas, column.w, head_h, r)
    draw_candidate_disc(canvas, candidate, column.x + radius + 5, column.y + head_h / 2, radius)
    if font is not None:
        canvas.text(
            column.x + 2 * radius + 9,
            column.y + head_h / 2,
            candidate_name(candidate),
            font,
            theme.INK,
            baseline="middle",
        )


def head_layout(canvas: Canvas, width: float, head_h: float, r: float) -> tuple[float, Font | None]:
    """The disc radius and the name font of every candidate's column head ``width`` wide:
    one size for all five names, as large as fits beside a disc of radius ``r`` or, failing
    that, a smaller disc; no font (the disc alone, its initial naming the candidate) when
    a name would not fit at READABLE px."""
    font = theme.title_font(min(max(head_h * 0.45, READABLE), 17.0))
    for radius in (r, MIN_DISC):
        fonts = [fit_line(canvas, name, font, width - 2 * radius - 12) for name in CANDIDATES]
        if all(fonts):
            return radius, min(fonts, key=lambda sized: sized.size)
    return r, None


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
    font = fit_line(canvas, mark, theme.ui_font(min(h * 0.6, 18.0), 700), w - 2) if mark else None
    if font is not None and h >= font.size:
        canvas.text(
            x + w / 2, y + h / 2, mark, font, theme.WHITE, align="center", baseline="middle"
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
    font = fit_line(canvas, short_label(key), theme.ui_font(min(h * 0.72, 20.0), 700), w - 2)
    if font is not None and h >= font.size:
        canvas.text(
            x + w / 2,
            y + h / 2,
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
    band = card_band(h)
    canvas.rounded_rect(x, y, w, band, 8, fill=colour)
    title = fit_line(canvas, card_name(key), theme.title_font(min(band * 0.62, 13.0)), w - 6)
    if title is not None:
        canvas.text(
            x + w / 2,
            y + band / 2,
            card_name(key),
            title,
            theme.WHITE,
            align="center",
            baseline="middle",
        )
    ribbon = min(max(h * 0.22, READABLE + 4), 18.0) if caption else 0.0
    room = min(int((h - band - ribbon - 4) // (READABLE * 1.05)), 3)
    why = fit_lines(canvas, blocked, theme.ui_font(READABLE, 700), w - 6, room) if blocked else None
    small = why is not None and h < 80
    big = fit_line(
        canvas, short_label(key), theme.title_font(min((h - band) * 0.42, w * 0.36, 26.0)), w - 6
    )
    if not small and big is not None:
        canvas.text(
            x + w / 2,
            y + band + (h - band - ribbon) * (0.4 if blocked else 0.5),
            short_label(key),
            big,
            colour if not blocked else theme.INK_SOFT,
            align="center",
            baseline="middle",
        )
    if why is not None:
        font, lines = why
        line_h = font.size * 1.05
        top = (
            y + band + (h - band - line_h * len(lines)) / 2
            if small
            else y + h - 4 - line_h * len(lines)
        )
        draw_lines(canvas, x + w / 2, top, lines, font, theme.CRIMSON)
    if caption:
        canvas.rounded_rect(x, y + h - ribbon, w, ribbon, 6, fill=theme.GOLD)
        draw_short_line(
            canvas,
            x + w / 2,
            y + h - ribbon / 2,
            caption,
            theme.ui_font(ribbon * 0.7, 700),
            w - 4,
            theme.INK,
            align="center",
        )
    if marked:
        canvas.line(x + 6, y + band + 4, x + w - 6, y + h - 6, theme.CRIMSON, 3)
        canvas.line(x + w - 6, y + band + 4, x + 6, y + h - 6, theme.CRIMSON, 3)


def card_band(h: float) -> float:
    """The height of a face-up card's coloured band, which holds its name."""
    return min(max(h * 0.3, READABLE + 4), 22.0)


def card_name_width(canvas: Canvas, key: str) -> float:
    """The width a face-up card needs for its name at READABLE px."""
    return canvas.measure_text(card_name(key), theme.title_font(READABLE)) + 8


def chip_font(h: float) -> Font:
    return theme.ui_font(max(h * 0.62, READABLE), 700)


def chip_width(canvas: Canvas, key: str, h: float, owner: int | None) -> float:
    font = chip_font(h)
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
        y + h / 2,
        short_label(key),
        chip_font(h),
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
