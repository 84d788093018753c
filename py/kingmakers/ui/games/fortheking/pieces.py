"""For the King's cards and names: how each card is drawn and how each term reads in the
current language. Card names are the engine's ("Military 3", "Gold 2", "Royal favour")."""

from __future__ import annotations

from functools import cache

from kingmakers.games.fortheking.data import GOLD, KIND, KING, OFFICE_OF, ROYAL_DECREE, VALUE
from kingmakers.ui.i18n import get_language, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, Canvas, Font, draw_lines, kept_drawing, wrap_text
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import Rect

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
#: Width / height of a card.
CARD_RATIO = 0.7
#: The smallest card drawn face up: its value still READABLE px high.
MIN_FACE_H = 30.0
#: The smallest face-up Royal decree: its two "±1" one above the other.
MIN_DECREE_H = 38.0


def office_name(office: str) -> str:
    return _office_name(office, get_language())


def office_short_name(office: str) -> str:
    """An office's name shortened, where its whole name does not fit."""
    return t(f"fortheking.office_short.{office.lower()}")


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


def card_name(card: str) -> str:
    """A card's name in the current language."""
    return _card_name(card, get_language())


@cache
def _office_name(office: str, language: str) -> str:
    return t(f"fortheking.office.{office.lower()}")


@cache
def _card_name(card: str, language: str) -> str:
    kind = KIND[card]
    if kind == GOLD:
        return t("fortheking.card.gold", value=VALUE[card])
    if kind == KING:
        return t(
            "fortheking.card.royal_decree"
            if card == ROYAL_DECREE
            else "fortheking.card.royal_favour"
        )
    return t("fortheking.card.office", office=office_name(OFFICE_OF[card]), value=VALUE[card])


def card_names(cards) -> str:
    return ", ".join(card_name(card) for card in cards)


def describe_card(card: str) -> str:
    """A card's name and what it does, for hover and long press."""
    kind = KIND[card]
    if kind == GOLD:
        return t("fortheking.describe.gold", card=card_name(card), value=VALUE[card])
    if kind == KING:
        key = "decree" if card == ROYAL_DECREE else "favour"
        return t(f"fortheking.describe.{key}", card=card_name(card))
    return t(
        "fortheking.describe.office", card=card_name(card), office=office_name(OFFICE_OF[card])
    )


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
