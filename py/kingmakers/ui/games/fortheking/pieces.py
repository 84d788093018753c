"""For the King's cards and names: how each card is drawn and how each term reads in the
current language. Card names are the engine's ("Military 3", "Gold 2", "Royal favour")."""

from __future__ import annotations

from functools import cache

from kingmakers.games.fortheking.data import GOLD, KIND, KING, OFFICE_OF, ROYAL_DECREE, VALUE
from kingmakers.ui.i18n import get_language, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text, kept_drawing
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


def office_name(office: str) -> str:
    return _office_name(office, get_language())


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
    colour, emblem = look(card)
    canvas.rounded_rect(x, y, w, h, radius, fill=theme.WHITE, stroke=colour, line_width=2.0)
    kind = KIND[card]
    band = h * (0.34 if h >= 56 else 0.42)
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
    if kind == KING:
        label = "2" if card == ROYAL_DECREE else "1"
        value_font = theme.title_font(max(min(body_h * 0.42, w * 0.5), 8.0))
        canvas.text(
            x + w / 2,
            body_top + body_h * 0.36,
            f"±{label}",
            value_font,
            colour,
            align="center",
            baseline="middle",
        )
    else:
        value_font = theme.title_font(max(min(body_h * 0.55, w * 0.6), 8.0))
        canvas.text(
            x + w / 2,
            body_top + body_h * (0.4 if h >= 56 else 0.5),
            str(VALUE[card]),
            value_font,
            colour,
            align="center",
            baseline="middle",
        )
    if h < (80 if kind == KING else 56):
        return
    if kind == KING:
        caption = card_name(card)
    elif kind == GOLD:
        caption = t("fortheking.gold")
    else:
        caption = office_name(OFFICE_OF[card])
    font, lines = fit_text(canvas, caption, theme.ui_font(min(13.0, w * 0.2)), w - 6, max_lines=2)
    line_h = font.size * 1.05
    top = y + h - 5 - line_h * len(lines)
    for number, line in enumerate(lines):
        canvas.text(
            x + w / 2,
            top + number * line_h,
            line,
            font,
            theme.INK,
            align="center",
            baseline="top",
        )
