"""For the King's private panel: the viewer's collection, one row per office held; while
paying, the cards that can pay, each a tap target."""

from __future__ import annotations

from collections import Counter

from kingmakers.games.fortheking.data import GOLD, KIND, OFFICE_OF, VALUE, sort_cards
from kingmakers.ui.games.fortheking.pieces import (
    GOLD_LOOK,
    OFFICE_LOOK,
    PieceQueue,
    card_grid,
    card_row,
    draw_card,
    draw_text_in,
    readable_fit,
)
from kingmakers.ui.games.fortheking.reading import (
    collection_of,
    payable,
    paying,
    payment,
    payment_covers,
    token_of,
)
from kingmakers.ui.games.fortheking.words import (
    card_name,
    card_names,
    office_name,
    office_short_name,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, Canvas, kept_drawing, wrap_text
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.motion import Copies
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_panel
from kingmakers.ui.seam import TableContext, draw_hidden_panel


def draw_private(canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
    """The viewer's collection; while paying, the cards that can pay first."""
    collection = collection_of(ctx.view)
    if ctx.viewer is None or collection is None:
        draw_hidden_panel(canvas, box, t("fortheking.private"))
        return []
    title = t("fortheking.collection_title", name=ctx.name(ctx.viewer), count=len(collection))
    inner = draw_panel(canvas, box, title)
    pieces = PieceQueue()
    regions = []
    if paying(ctx):
        regions = _draw_payment_cards(canvas, inner, ctx, pieces)
    else:
        _draw_collection(canvas, inner, ctx, pieces, collection)
    pieces.paint(canvas, ctx)
    return regions


def _draw_payment_cards(
    canvas: Canvas, box: Rect, ctx: TableContext, pieces: PieceQueue
) -> list[HitRegion]:
    """The viewer's cards that can pay, each a tap target: chosen ones are lit (tap
    again to take one back), the others can be chosen until the payment is complete."""
    staged = payment(ctx)
    chosen_count = Counter(staged)
    complete = payment_covers(ctx, staged)
    cells = []
    copies = Copies()
    for card in collection_of(ctx.view):
        if not payable(ctx, card):
            continue
        copy = copies.number(card)
        name = card_name(card)
        if copy < chosen_count[card]:
            cells.append(
                (
                    card,
                    True,
                    f"pick:pay:{token_of(card)}:{copy}",
                    t("fortheking.unchoose", card=name),
                )
            )
        elif not complete:
            cells.append(
                (
                    card,
                    False,
                    f"pick:pay:{token_of(card)}:{copy}",
                    t("fortheking.choose", card=name),
                )
            )
        else:
            cells.append((card, False, None, name))
    regions, used = card_grid(canvas, box, cells, ctx, pressable=True)
    kept = [card for card in collection_of(ctx.view) if not payable(ctx, card)]
    rest = Rect(box.x, box.y + used + 6, box.w, box.bottom - box.y - used - 6)
    if kept and rest.h >= 30:
        _draw_collection(canvas, rest, ctx, pieces, kept)
    return regions


def _draw_collection(
    canvas: Canvas, box: Rect, ctx: TableContext, pieces: PieceQueue, collection: list
) -> None:
    """One row per office held (and one for gold): how many cards, the cards and their
    total value."""
    groups: dict[str, list[str]] = {}
    for card in collection:
        key = OFFICE_OF[card] or KIND[card]
        groups.setdefault(key, []).append(card)
    if not groups:
        draw_text_in(
            canvas,
            Rect(box.x, box.y, box.w, 24),
            t("fortheking.empty_collection"),
            theme.ui_font(15),
            theme.INK_SOFT,
        )
        return
    order = [office for office in OFFICE_LOOK if office in groups]
    if GOLD in groups:
        order.append(GOLD)
    row_h = min(box.h / len(order), 60.0)
    if row_h < 22:
        _draw_collection_text(canvas, box, ctx, groups, order)
        return
    label_w = min(box.w * 0.36, 130.0)
    total_w = 40.0
    for number, key in enumerate(order):
        cards = sort_cards(groups[key])
        row = Rect(box.x, box.y + number * row_h, box.w, row_h - 2)
        name = t("fortheking.gold") if key == GOLD else office_name(key)
        total = sum(VALUE[card] for card in cards)
        _draw_collection_row(canvas, row, key, len(cards), total, label_w)
        area = Rect(row.x + label_w, row.y, row.w - label_w - total_w, row.h)
        ctx.spot(
            row,
            lambda name=name, cards=cards, total=total: f"{name}: {card_names(cards)} = {total}",
        )
        placed = card_row(len(cards), area)
        if placed is None:  # too many to show each value on a card: the values
            _draw_fitted_values(canvas, area, cards, _collection_colour(key))
            continue
        w, h, step = placed
        copies = Copies()
        for index, card in enumerate(cards):
            copy = copies.number(card)
            pieces.add(
                ("mine", card, copy),
                area.x + index * step,
                area.center[1] - h / 2,
                lambda px, py, card=card, w=w, h=h: draw_card(canvas, card, px, py, w, h),
            )


def _draw_collection_text(canvas: Canvas, box: Rect, ctx: TableContext, groups, order) -> None:
    """The collection in words, where rows of cards do not fit."""
    parts = []
    for key in order:
        cards = sort_cards(groups[key])
        name = t("fortheking.gold") if key == GOLD else office_name(key)
        values = "+".join(str(VALUE[card]) for card in cards)
        parts.append(f"{name} {values}")
    text = " · ".join(parts)
    ctx.spot(box, text)
    max_lines = max(int(box.h // (READABLE * 1.2)), 1)
    font, lines = readable_fit(canvas, [text], theme.ui_font(13), box.w, max_lines) or (
        theme.ui_font(READABLE),
        wrap_text(canvas, text, theme.ui_font(READABLE), box.w),
    )
    for number, line in enumerate(lines[:max_lines]):
        canvas.text(box.x, box.y + number * font.size * 1.2, line, font, theme.INK, baseline="top")


def _collection_colour(key: str) -> str:
    return GOLD_LOOK[0] if key == GOLD else OFFICE_LOOK[key][0]


def _draw_fitted_values(canvas: Canvas, area: Rect, cards, colour: str) -> None:
    """The values of a row's cards as text ("1 2 2 3"), where the cards do not fit."""
    text = " ".join(str(VALUE[card]) for card in cards)
    fitted = readable_fit(canvas, [text], theme.title_font(16), area.w - 4, 2)
    if fitted is None:
        return
    font, lines = fitted
    line_h = font.size * 1.1
    top = area.center[1] - line_h * (len(lines) - 1) / 2
    for number, line in enumerate(lines):
        canvas.text(area.x + 2, top + number * line_h, line, font, colour, baseline="middle")


@kept_drawing
def _draw_collection_row(
    canvas: Canvas, row: Rect, key: str, count: int, total: int, label_w: float
) -> None:
    """The still part of a row of the viewer's collection: the office's (or gold's) emblem
    and name with how many cards, and their total value (the cards are pieces)."""
    if key == GOLD:
        (colour, emblem), names = GOLD_LOOK, [t("fortheking.gold")]
    else:
        (colour, emblem) = OFFICE_LOOK[key]
        names = [office_name(key), office_short_name(key)]
    side = min(row.h - 4, 22.0)
    draw_emblem(
        canvas, emblem, Rect(row.x, row.center[1] - side / 2, side, side), colour, theme.INK
    )
    labels = [f"{name} ×{count}" for name in names] + names[-1:]
    fitted = readable_fit(canvas, labels, theme.ui_font(14, 700), label_w - side - 6)
    if fitted is not None:
        font, lines = fitted
        canvas.text(row.x + side + 4, row.center[1], lines[0], font, colour, baseline="middle")
    canvas.text(
        row.right,
        row.center[1],
        f"= {total}",
        theme.title_font(min(18.0, row.h * 0.6)),
        colour,
        align="right",
        baseline="middle",
    )
