"""The King of the Elves private panel: the viewer's hand by kind as chips (and the villages
a search may take), the moves as buttons, fitted to the panel's room."""

from __future__ import annotations

from functools import partial

from kingmakers.games.elves.actions import TakeVillage
from kingmakers.ui.games.elves.controls import buttons, chip_tappable, usable
from kingmakers.ui.games.elves.pieces import (
    GAP,
    draw_buttons,
    draw_chip,
    draw_line,
    draw_mini,
    flow_height,
)
from kingmakers.ui.games.elves.reading import (
    MARKING,
    capital,
    card_name,
    gold_text,
    hand_cards,
    marks,
)
from kingmakers.ui.games.elves.words import (
    action_label,
    chip_label,
    describe_card,
    info_line,
    spot_buttons,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_panel
from kingmakers.ui.seam import TableContext, draw_hidden_panel

#: The private panel's layouts, roomiest first: (titled, short button labels, chip height,
#: card names on chips; None: also cards nobody may tap now as small faces).
PRIVATE_LAYOUTS = (
    (True, False, 48.0, True),
    (True, True, 48.0, True),
    (True, True, 44.0, True),
    (True, True, 46.0, False),
    (False, True, 44.0, False),
    (False, True, 44.0, None),
)
#: Narrowest chip that shows the card's name.
NAMED_CHIP_W = 104.0
#: A private panel lower than this (a phone) leaves the move buttons to the board's band.
COMPACT_PANEL = 230.0


def compact(private: Rect) -> bool:
    """Whether the private panel is short (a phone): it then holds only cards, and the
    move buttons go into the board's middle band."""
    return private.h < COMPACT_PANEL


def draw_hand(
    canvas: Canvas, box: Rect, ctx: TableContext, band_buttons: bool
) -> tuple[list[HitRegion], set[str]]:
    """The viewer's hand by kind, and the moves as buttons (unless ``band_buttons``: a
    short panel, a phone, leaves them to the board's middle band). Returns the regions and
    the cards of the hand drawn with a tap target (a move one of them makes needs no button
    in the band)."""
    view = ctx.view
    chips_drawn: set[str] = set()
    you = view.get("you")
    if you is None:
        draw_hidden_panel(canvas, box, t("elves.private"))
        return [], chips_drawn
    title = t(
        "elves.hand_title",
        name=ctx.name(you["seat"]),
        cards=t("elves.cards", count=sum(you["hand"].values())),
        gold=gold_text(you["gold"]),
    )
    info = info_line(ctx)
    info_h = 18.0 if info else 0.0
    grouped = _chip_groups(ctx)
    # Cards in one flow rather than a row per kind, before their names are dropped.
    merged = [[chip for group in grouped for chip in group]] if len(grouped) > 1 else grouped
    # The panel's title only where it fits (else its facts go on one small line).
    title_fits = canvas.measure_text(title, theme.title_font(17)) <= box.w - 24
    for titled, short, chip_h, names in PRIVATE_LAYOUTS:
        titled = titled and title_fits
        inner = _private_inner(box, titled)
        offered = [] if band_buttons else buttons(ctx, short)
        buttons_h = flow_height(canvas, offered, inner.w)
        room = inner.h + GAP - info_h - buttons_h
        groups = next(
            (
                chips
                for chips in (grouped, merged)
                if _chips_layout(chips, ctx, inner.w, chip_h, names)[1] <= room
            ),
            None,
        )
        if groups is not None:
            break
    else:
        # Not room for every card and button: the cards that can be tapped now come
        # first, so the cards left out are only ones nobody may tap; and if even the
        # buttons do not fit, a move that a card makes is left to that card.
        groups = _tappable_first(grouped, ctx)
        if not band_buttons and info_h + buttons_h > inner.h + GAP:
            chips_drawn = {
                card
                for group in groups
                for source, card, _ in group
                if source == "hand" and chip_tappable(source, card, ctx)
            }
            offered = buttons(ctx, short, band=True, drawn=frozenset(chips_drawn))
            buttons_h = flow_height(canvas, offered, inner.w)
    draw_panel(canvas, box, title if titled else None)
    if not titled:
        # The title's facts on one small line, the panel being short.
        draw_line(
            canvas,
            inner.x,
            box.y + 6,
            title,
            theme.ui_font(12, 700),
            inner.w,
            theme.ROYAL_BLUE,
            baseline="top",
        )
    y = inner.y
    if info:
        draw_line(canvas, inner.x, y, info, theme.ui_font(14), inner.w, theme.INK, baseline="top")
        y += info_h
    regions = draw_buttons(canvas, offered, Rect(inner.x, y, inner.w, inner.bottom - y))
    spot_buttons(ctx, regions)
    y += buttons_h
    chips_box = Rect(inner.x, y, inner.w, inner.bottom - y)
    regions += _draw_chips(canvas, chips_box, groups, ctx, chip_h, names, chips_drawn)
    return regions, chips_drawn


def _private_inner(box: Rect, titled: bool) -> Rect:
    """The panel's room below its title (as :func:`draw_panel` leaves it), or below one
    small line of the same facts."""
    if titled:
        return Rect(box.x + 10, box.y + 33, box.w - 20, box.h - 43)
    return Rect(box.x + 10, box.y + 22, box.w - 20, box.h - 30)


def _chip_groups(ctx: TableContext) -> list[list[tuple[str, str, int]]]:
    """The cards the panel shows, a row group each: (source, card, count), source
    ``"pile"`` for the villages a search may take, ``"hand"`` for the hand."""
    you = ctx.view["you"]
    groups = []
    pile = you.get("search_pile")
    if pile and ctx.legal:
        groups.append([("pile", card, count) for card, count in pile.items()])
    for _group, cards in hand_cards(you["hand"]):
        groups.append([("hand", card, you["hand"][card]) for card in cards])
    return groups


def _tappable_first(groups, ctx: TableContext) -> list[list[tuple[str, str, int]]]:
    chips = [chip for group in groups for chip in group]
    tappable = [chip for chip in chips if chip_tappable(chip[0], chip[1], ctx)]
    rest = [chip for chip in chips if chip not in tappable]
    return [group for group in (tappable, rest) if group]


def _chips_layout(groups, ctx, width: float, chip_h: float, names):
    """Chips in rows, group by group: (source, card, count, x, y, w, h, tappable); cards
    nobody may tap now as small faces when ``names`` is None (the most compact)."""
    placed = []
    y = 0.0
    if names:
        per_row = max(int((width + GAP) // (max(chip_h * 2.3, NAMED_CHIP_W) + GAP)), 1)
        chip_w = (width - GAP * (per_row - 1)) / per_row
    else:
        chip_w = chip_h * 1.15
    for group in groups:
        x = 0.0
        row_h = 0.0
        for source, card, count in group:
            tappable = chip_tappable(source, card, ctx)
            if names is None and not tappable:
                w, h = 52.0, 24.0
            else:
                w, h = chip_w, chip_h
            if x and x + w > width + 0.01:
                x, y = 0.0, y + row_h + GAP
                row_h = 0.0
            placed.append((source, card, count, x, y, w, h, tappable))
            x += w + GAP
            row_h = max(row_h, h)
        y += row_h + GAP
    return placed, y


def _draw_chips(canvas, box: Rect, groups, ctx, chip_h, names, chips_drawn) -> list[HitRegion]:
    """The chips that fit; adds the cards of the hand given a tap target to ``chips_drawn``."""
    if not groups:
        canvas.text(
            box.x,
            box.y + 4,
            t("elves.empty_hand"),
            theme.ui_font(15),
            theme.INK_SOFT,
            baseline="top",
        )
        return []
    regions = []
    marked = marks(ctx)
    placed, _ = _chips_layout(groups, ctx, box.w, chip_h, names)
    selected = ctx.selected
    marking = ctx.view["phase"] in MARKING
    for source, card, count, x, y, w, h, tappable in placed:
        rect = Rect(box.x + x, box.y + y, w, h)
        if rect.bottom > box.bottom + 1:
            continue  # no room left (the DOM mirror still offers every move)
        ctx.spot(rect, partial(describe_card, card, count))
        if h < MIN_TOUCH:
            draw_mini(canvas, rect.x, rect.y, h, card, count)
            continue
        lit_now = tappable if source == "pile" else usable(card, ctx)

        def paint(px, py, card=card, count=count, w=w, h=h, lit=lit_now and tappable):
            draw_chip(
                canvas,
                Rect(px, py, w, h),
                card,
                count,
                capital(card_name(card)) if names else None,
                lit=lit and not marking,
                selected=selected == ("card", card),
                marked=marked.count(card),
                dim=marking and not lit,
            )

        ctx.draw_piece(canvas, (source, card), rect.x, rect.y, paint)
        if not tappable:
            continue
        if source == "pile":
            action = TakeVillage(card)
            label = t("elves.button.take", card=action_label(action, ctx), left=count)
            regions.append(HitRegion(f"act:{ctx.legal.index(action)}", rect, label))
        else:
            label = chip_label(card, count, ctx)
            regions.append(HitRegion(f"pick:hand:{card}", rect, label))
            chips_drawn.add(card)
    return regions
