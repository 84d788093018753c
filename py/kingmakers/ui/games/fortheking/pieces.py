"""For the King's pieces: how each card, an office's column and a title are painted, and
how text and rows of cards are fitted into the room there is (shared by the board, the
viewer's collection and the final screen)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from kingmakers.games.fortheking.data import GOLD, KIND, KING, OFFICE_OF, ROYAL_DECREE, VALUE
from kingmakers.games.fortheking.scoring import secondary_value
from kingmakers.ui.games.fortheking.reading import page_of
from kingmakers.ui.games.fortheking.words import card_name, office_name, office_short_name
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, Canvas, Font, draw_lines, kept_drawing, wrap_text
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_button
from kingmakers.ui.seam import TableContext

#: Each office's colour and emblem: the emblem tells them apart without colour.
OFFICE_LOOK = {
    "Architecture": ("#7a5230", "temple"),
    "Diplomacy": ("#1f6f8b", "scroll"),
    "Military": ("#9b1d20", "sword"),
    "Livestock": ("#3f7a34", "horseshoe"),
    "Entertainment": ("#7a3f8c", "note"),
    "Cuisine": ("#b8561b", "goblet"),
}
GOLD_LOOK = ("#b08a16", "coin")
KING_LOOK = (theme.ROYAL_BLUE, "crown")
CARD_BACK = theme.ROYAL_BLUE
#: The lowest and the highest value of a title.
LOWEST_TITLE, HIGHEST_TITLE = 1, 6
#: Height of the ladder under an office's title (titles 1 to 6, the marker on its value).
LADDER = 10.0
#: Width / height of a card.
CARD_RATIO = 0.7
#: The smallest card drawn face up: its value still READABLE px high.
MIN_FACE_H = 30.0
#: The smallest face-up Royal decree: its two "±1" one above the other.
MIN_DECREE_H = 38.0


class PieceQueue:
    """The pieces of a panel being drawn, painted once its still parts are done: nothing
    still is drawn over a piece, so the page moves pieces over a kept image of the rest."""

    def __init__(self) -> None:
        self._queued: list[tuple[Hashable, float, float, Callable]] = []

    def add(self, piece: Hashable, x: float, y: float, paint: Callable) -> None:
        self._queued.append((piece, x, y, paint))

    def paint(self, canvas: Canvas, ctx: TableContext) -> None:
        for piece, x, y, paint in self._queued:
            ctx.draw_piece(canvas, piece, x, y, paint)


def readable_fit(
    canvas: Canvas, texts, font: Font, width: float, max_lines: int = 1
) -> tuple[Font, list[str]] | None:
    """The first of ``texts`` that fits ``width`` in at most ``max_lines``, shrunk from
    ``font`` no further than READABLE px (a smaller ``font`` is drawn at READABLE): its font
    and lines; None when none fits."""
    sizes = []
    size = font.size
    while size > READABLE:
        sizes.append(size)
        size = round(size - 1.0, 1)
    sizes.append(READABLE)
    for text in texts:
        for size in sizes:
            sized = font.scaled(size / font.size)
            lines = wrap_text(canvas, text, sized, width)
            if len(lines) <= max_lines and all(
                canvas.measure_text(line, sized) <= width for line in lines
            ):
                return sized, lines
    return None


def look(card: str) -> tuple[str, str]:
    """The colour and emblem of a card."""
    kind = KIND[card]
    if kind == GOLD:
        return GOLD_LOOK
    if kind == KING:
        return KING_LOOK
    return OFFICE_LOOK[OFFICE_OF[card]]


@kept_drawing
def draw_card(
    canvas: Canvas,
    card: str | None,
    x: float,
    y: float,
    w: float,
    h: float,
    *,
    lit: bool = False,
    dim: bool = False,
    mark: str | None = None,
) -> None:
    """A card at (x, y): face up (``card``) or face down (None). ``lit``: a gold ring (it can
    be tapped, or is chosen); ``dim``: greyed; ``mark``: a colour dot in the corner (whose)."""
    radius = min(8.0, w * 0.14)
    if lit:
        canvas.rounded_rect(x - 4, y - 4, w + 8, h + 8, radius + 3, fill=theme.GOLD)
    if card is None:
        canvas.rounded_rect(x, y, w, h, radius, fill=CARD_BACK, stroke=theme.INK, line_width=1.0)
        inset = min(w, h) * 0.12
        canvas.rounded_rect(
            x + inset,
            y + inset,
            w - 2 * inset,
            h - 2 * inset,
            radius * 0.6,
            stroke=theme.GOLD,
            line_width=1.0,
        )
        side = min(w, h) * 0.42
        draw_emblem(
            canvas,
            "crown",
            Rect(x + w / 2 - side / 2, y + h / 2 - side / 2, side, side),
            theme.GOLD,
            theme.GOLD,
        )
    else:
        _draw_face(canvas, card, x, y, w, h, radius)
    if dim:
        canvas.set_alpha(0.55)
        canvas.rounded_rect(x, y, w, h, radius, fill=theme.PARCHMENT_DARK)
        canvas.set_alpha(1.0)
    if mark is not None:
        r = max(min(w, h) * 0.1, 4.0)
        canvas.circle(x + w - r - 2, y + h - r - 2, r, fill=mark, stroke=theme.INK, line_width=1.0)


def _draw_face(canvas: Canvas, card: str, x: float, y: float, w: float, h: float, radius: float):
    """A card face: its colour band (with the emblem where there is room), its value (or a
    King card's effect) and, where it fits at a readable size, its name at the foot."""
    colour, emblem = look(card)
    canvas.rounded_rect(x, y, w, h, radius, fill=theme.WHITE, stroke=colour, line_width=2.0)
    kind = KIND[card]
    band = h * (0.34 if h >= 56 else 0.24)
    canvas.rounded_rect(x, y, w, band, radius, fill=colour)
    side = min(band * 0.8, w * 0.6)
    if h >= 50:  # smaller cards sit beside their office's emblem
        draw_emblem(
            canvas,
            emblem,
            Rect(x + w / 2 - side / 2, y + (band - side) / 2, side, side),
            theme.WHITE,
            colour,
        )
    body_top = y + band
    body_h = h - band
    caption = _caption(canvas, card, w, h)
    if caption is not None:
        font, lines = caption
        line_h = font.size * 1.05
        top = y + h - 4 - line_h * len(lines)
        body_h = max(top - body_top, body_h * 0.5)
        draw_lines(canvas, x + w / 2, top, lines, font, theme.INK)
    if kind == KING:
        _draw_king_effect(canvas, card, x, body_top, w, body_h, colour)
        return
    canvas.text(
        x + w / 2,
        body_top + body_h / 2,
        str(VALUE[card]),
        theme.title_font(min(body_h * 0.6, w * 0.6, 40.0)),
        colour,
        align="center",
        baseline="middle",
    )


def _caption(canvas: Canvas, card: str, w: float, h: float):
    """A card's name for its foot (whole, or shortened), when the card is tall enough and
    the name fits it at a readable size."""
    kind = KIND[card]
    if h < (80 if kind == KING else 56):
        return None
    if kind == KING:
        names = [card_name(card)]
    elif kind == GOLD:
        names = [t("fortheking.gold")]
    else:
        names = [office_name(OFFICE_OF[card]), office_short_name(OFFICE_OF[card])]
    return readable_fit(canvas, names, theme.ui_font(min(13.0, max(w * 0.2, READABLE))), w - 6, 2)


#: What a King card does to a title: a Royal favour moves one office by 1, a decree two
#: different offices by 1 each (never one office by 2).
KING_EFFECT = {ROYAL_DECREE: ("±1", "±1")}
FAVOUR_EFFECT = ("±1",)


def _draw_king_effect(canvas: Canvas, card: str, x, body_top, w, body_h, colour) -> None:
    """A King card's effect in its body: "±1" per office it moves, side by side or one
    above the other, whichever is drawn larger."""
    marks = KING_EFFECT.get(card, FAVOUR_EFFECT)
    text = " ".join(marks)
    font = theme.title_font(min(body_h * 0.55, w * 0.55, 34.0))
    width = canvas.measure_text(text, font)
    if width > w - 6:
        font = font.scaled((w - 6) / width)
    stacked = theme.title_font(min(body_h * 0.44, w * 0.5, 30.0))
    if len(marks) > 1 and stacked.size > font.size:
        font = stacked
        pitch = body_h / len(marks)
        for number, mark in enumerate(marks):
            canvas.text(
                x + w / 2,
                body_top + pitch * (number + 0.5),
                mark,
                font,
                colour,
                align="center",
                baseline="middle",
            )
        return
    canvas.text(
        x + w / 2, body_top + body_h / 2, text, font, colour, align="center", baseline="middle"
    )


def draw_text_in(
    canvas: Canvas,
    box: Rect,
    text: str,
    font: Font,
    colour: str,
    *,
    max_lines: int = 2,
    align: str = "left",
) -> None:
    """``text`` fitted into ``box``, vertically centred: shrunk (to READABLE px at the least)
    and wrapped onto ``max_lines``, or onto as many as the box holds where even that does
    not fit."""
    most = max(int(box.h // (READABLE * 1.15)), max_lines)
    fitted = readable_fit(canvas, [text], font, box.w, max_lines) or readable_fit(
        canvas, [text], font, box.w, most
    )
    if fitted is not None:
        draw_fitted(canvas, box, fitted, colour, align)


#: How far a card of a row may be covered by the next, as a share of its width: its value,
#: in the middle, stays in sight.
ROW_OVERLAP = 0.2


def min_face(cards) -> float:
    """The smallest height at which all of ``cards`` show their faces readably."""
    return MIN_DECREE_H if ROYAL_DECREE in cards else MIN_FACE_H


def draw_fitted(canvas: Canvas, box: Rect, fitted, colour: str, align: str = "left") -> None:
    """Lines fitted by readable_fit, centred in ``box`` from top to bottom."""
    font, lines = fitted
    line_h = font.size * 1.15
    top = box.center[1] - line_h * (len(lines) - 1) / 2
    x = {"left": box.x, "center": box.center[0], "right": box.right}[align]
    for number, line in enumerate(lines):
        canvas.text(x, top + number * line_h, line, font, colour, align=align, baseline="middle")


def card_row(
    count: int, area: Rect, min_h: float = MIN_FACE_H
) -> tuple[float, float, float] | None:
    """Width, height and step of ``count`` cards in a row in ``area``, as tall as fits with
    each value in sight (no smaller than ``min_h``); None when they cannot be."""
    h = min(area.h - 2, 46.0)
    pitch = 1.0 + (1.0 - ROW_OVERLAP) * (count - 1)
    h = min(h, area.w / pitch / CARD_RATIO)
    if h < min_h:
        return None
    w = h * CARD_RATIO
    step = min(w + 3, (area.w - w) / max(count - 1, 1)) if count > 1 else w
    return w, h, step


def card_grid(
    canvas: Canvas, box: Rect, cells, ctx: TableContext, pressable: bool = False
) -> tuple[list[HitRegion], float]:
    """Cards (card or None for a back, lit, action or None, label) in a grid of
    touch-sized cells from the top of ``box``; those that do not fit are on further
    pages ("›", the page is the selection's). Returns the regions and the height used."""
    cell_w = MIN_TOUCH + 6
    columns = max(int(box.w // cell_w), 1)
    needed = max(-(-len(cells) // columns), 1)
    cell_h = min((MIN_TOUCH + 6) / CARD_RATIO, max(MIN_TOUCH + 6, box.h / needed))
    rows = max(int(box.h // cell_h), 1)
    capacity = columns * rows
    regions: list[HitRegion] = []
    shown = cells
    if len(cells) > capacity:
        capacity -= 1
        pages = -(-len(cells) // capacity)
        page = page_of(ctx.selected) % pages
        shown = cells[page * capacity : (page + 1) * capacity]
    for index, (card, lit, action, label) in enumerate(shown):
        row, column = divmod(index, columns)
        cell = Rect(box.x + column * cell_w, box.y + row * cell_h, cell_w, cell_h)
        inner = cell.inset(3)
        draw_card(canvas, card, inner.x, inner.y, inner.w, inner.h, lit=lit, dim=action is None)
        if action is not None:
            regions.append(HitRegion(action, inner, label, pressed=lit if pressable else None))
        ctx.spot(inner, label)
    if len(cells) > len(shown):
        row, column = divmod(len(shown), columns)
        cell = Rect(box.x + column * cell_w, box.y + row * cell_h, cell_w, cell_h)
        region = draw_button(
            canvas, cell.inset(3), "›", "pick:page", accessible=t("fortheking.more_cards")
        )
        regions.append(region)
    return regions, min(needed, rows) * cell_h


def draw_info(canvas: Canvas, box: Rect, lines) -> None:
    """Lines of text, centred in ``box``: shrunk (to READABLE px at the least) until
    each fits on one line, and wrapped only where even that does not fit."""
    attempts = [(scale, False) for scale in (1.0, 0.9, 0.8, 0.7)]
    attempts += [(scale, True) for scale in (1.0, 0.85, 0.72, 0.62, 0.55)]
    for scale, wrap in attempts:
        wrapped = []
        total = 0.0
        fits = True
        for text, font, colour in lines:
            sized = font.scaled(max(scale, READABLE / font.size))
            if not wrap and canvas.measure_text(text, sized) > box.w:
                fits = False
                break
            for line in wrap_text(canvas, text, sized, box.w) if wrap else [text]:
                wrapped.append((line, sized, colour))
                total += sized.size * 1.25
        if fits and total <= box.h:
            break
    y = box.y + max((box.h - total) / 2, 0.0)
    for line, font, colour in wrapped:
        if y + font.size > box.bottom:
            break
        canvas.text(box.x, y, line, font, colour, baseline="top")
        y += font.size * 1.25


def title_track(body: Rect) -> Rect | None:
    """The ladder under a title, when its box is tall enough for one."""
    if body.h < 64:
        return None
    return Rect(body.x + 4, body.y + (body.h - LADDER), body.w - 8, LADDER)


def ladder_radius(pitch: float) -> float:
    return max(min(pitch * 0.22, 3.5), 1.5)


@kept_drawing
def draw_title_face(
    canvas: Canvas, body: Rect, office: str, primary: int, secondary: int | None, new: int | None
) -> None:
    """An office's title: its disc with the primary value (the secondary one beside it),
    with the value a staged change gives it and the old one; and its ladder's track, titles
    1 to 6, the new value ringed (the marker is a piece of its own)."""
    colour, _ = OFFICE_LOOK[office]
    track = title_track(body)
    area = Rect(body.x, body.y, body.w, body.h - (LADDER if track else 0.0))
    r = max(min(area.w * 0.3, area.h * 0.4), 10.0)
    cx = body.center[0] - (r * 0.3 if secondary is not None else 0.0)
    cy = area.center[1]
    value = new if new is not None else primary
    if new is not None:
        canvas.circle(cx, cy, r + 4, fill=theme.GOLD)
    canvas.circle(cx, cy, r, fill=colour, stroke=theme.INK, line_width=1.0)
    canvas.text(
        cx,
        cy + 1,
        str(value),
        theme.title_font(r * 1.15),
        theme.WHITE,
        align="center",
        baseline="middle",
    )
    if secondary is not None:
        second = secondary_value(new) if new is not None else secondary
        sr = max(r * 0.6, READABLE * 0.75)
        sx, sy = cx + r * 0.95, cy + r * 0.6
        canvas.circle(sx, sy, sr, fill=theme.WHITE, stroke=colour, line_width=2.0)
        canvas.text(
            sx,
            sy + 1,
            str(second),
            theme.title_font(sr * 1.35),
            colour,
            align="center",
            baseline="middle",
        )
    if new is not None:
        canvas.text(
            cx - r - 2,
            cy - r * 0.7,
            str(primary),
            theme.ui_font(max(r * 0.5, READABLE), 700),
            theme.INK_SOFT,
            align="right",
            baseline="middle",
        )
    if track is None:
        return
    steps = HIGHEST_TITLE - LOWEST_TITLE + 1
    pitch = track.w / steps
    r = ladder_radius(pitch)
    cy = track.center[1]
    canvas.rounded_rect(
        track.x + pitch / 2 - r,
        cy - r,
        pitch * (steps - 1) + 2 * r,
        2 * r,
        r,
        fill=theme.PARCHMENT_DARK,
    )
    if new is not None:
        canvas.circle(
            track.x + pitch * (new - LOWEST_TITLE + 0.5),
            cy,
            r + 3,
            stroke=theme.GOLD,
            line_width=2.0,
        )
