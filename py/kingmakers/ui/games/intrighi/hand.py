"""The Intrighi a corte private panel: the viewer's secret candidate, their hand (each card
a control), the Pass, power and Discard buttons, and what the viewer knows."""

from __future__ import annotations

from kingmakers.games.intrighi.actions import Pass
from kingmakers.ui.games.intrighi.pieces import (
    candidate_index,
    card_name,
    card_name_width,
    draw_candidate_disc,
    draw_card_face,
    draw_eye,
    draw_short_line,
    shortened,
)
from kingmakers.ui.games.intrighi.reading import (
    discard_excess,
    hand,
    marked_discards,
    power_actions,
    shows_private,
)
from kingmakers.ui.games.intrighi.words import (
    card_text,
    hand_words,
    knowledge,
    power_name,
    power_words,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, Font, kept_layout, wrap_text
from kingmakers.ui.kit.motion import Copies
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_button, draw_panel
from kingmakers.ui.seam import TableContext
from kingmakers.ui.seam.frame import draw_hidden_panel

#: Heights tried for the private panel's cards and buttons, largest first, and their gap.
TILE_HEIGHTS = (96, 88, 80, 72, 64, 56, 50, 44)
GAP = 6.0
#: What the viewer knows, under the hand.
KNOWLEDGE_FONT = theme.ui_font(13)


def draw_private(canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
    view = ctx.view
    seat = view["seat"]
    if not shows_private(view):
        draw_hidden_panel(canvas, box)
        return []
    inner = draw_panel(canvas, box)
    candidate = view["candidates"][seat]
    head_h = 24.0
    r = 10.0
    draw_candidate_disc(canvas, candidate_index(candidate), inner.x + r, inner.y + head_h / 2, r)
    title = t("intrighi.private_title", name=ctx.name(seat), candidate=candidate)
    draw_short_line(
        canvas,
        inner.x + 2 * r + 8,
        inner.y + head_h / 2,
        title,
        theme.title_font(16),
        inner.w - 2 * r - 8,
        theme.ROYAL_BLUE,
    )
    ctx.spot(Rect(inner.x, inner.y, inner.w, head_h), title)
    body = Rect(inner.x, inner.y + head_h + 6, inner.w, inner.h - head_h - 6)
    return _draw_hand(canvas, body, ctx)


def _tiles(canvas: Canvas, ctx: TableContext) -> list[tuple]:
    """What the private panel lays out: (kind, data, label-or-None)."""
    view = ctx.view
    tiles: list[tuple] = []
    placing = view["placing"]
    if placing and placing["card"] and view["seat"] in (placing["player"], placing["placer"]):
        tiles.append(("placing", placing["card"]))
    tiles += [("card", index, key) for index, key in enumerate(hand(view))]
    for index, action in enumerate(ctx.legal):
        if isinstance(action, Pass):
            tiles.append(("act", index, t("intrighi.action.pass")))
    if power_actions(ctx):
        tiles.append(("power", power_name(view)))
    if view["phase"] == "discard" and ctx.legal:
        excess = discard_excess(view)
        if excess > 1:
            tiles.append(("discard", len(marked_discards(ctx.selected)), excess))
    return tiles


def _tile_width(canvas: Canvas, tile: tuple, h: float) -> float:
    if tile[0] in ("card", "placing"):  # wide enough for the card's name
        return max(h * 0.72, MIN_TOUCH, card_name_width(canvas, tile[-1]))
    label = tile[-1] if tile[0] in ("act", "power") else t("intrighi.discard_marked", count=tile[2])
    return min(max(canvas.measure_text(label, theme.ui_font(15, 700)) + 24, 72.0), 150.0)


def _flow(canvas, tiles, width: float, h: float, gap: float):
    """Tiles left to right, wrapping: their rectangles (x, y offsets), and rows used."""
    spots, x, y = [], 0.0, 0.0
    for tile in tiles:
        w = _tile_width(canvas, tile, h)
        if x > 0 and x + w > width + 0.01:
            x, y = 0.0, y + h + gap
        spots.append(Rect(x, y, w, h))
        x += w + gap
    return spots, (y + h if tiles else 0.0)


def _lay_out_hand(canvas: Canvas, tiles, known, body: Rect) -> tuple[list[Rect], float]:
    """The tiles' places in the panel and the height they use: as large as fit, with
    room for up to three lines of what the viewer knows when the tiles allow it."""
    keep = min(sum(len(wrap_text(canvas, line, KNOWLEDGE_FONT, body.w - 16)) for line in known), 3)
    for reserve in (keep * KNOWLEDGE_FONT.size * 1.3 + 8, 0.0):
        for h in TILE_HEIGHTS:
            for gap in (GAP, 3.0):
                spots, used = _flow(canvas, tiles, body.w, h, gap)
                if used <= body.h - reserve:
                    return spots, used
    return _flow(canvas, tiles, body.w, MIN_TOUCH, 3.0)


def _draw_hand(canvas: Canvas, body: Rect, ctx: TableContext) -> list[HitRegion]:
    view = ctx.view
    tiles = tuple(_tiles(canvas, ctx))
    known = tuple(knowledge(ctx))
    spots, used = kept_layout(
        canvas,
        ("intrighi hand", tiles, known, body.w, body.h),
        lambda: _lay_out_hand(canvas, tiles, known, body),
    )
    regions = []
    cards = hand(view)
    words = hand_words(ctx)
    selected = ctx.selected
    marked = marked_discards(selected)
    copies = Copies()
    for tile, spot in zip(tiles, spots, strict=True):
        box = Rect(body.x + spot.x, body.y + spot.y, spot.w, spot.h)
        if box.bottom > body.bottom + 0.01:
            continue  # no room (every legal action is also offered in the page)
        kind = tile[0]
        if kind == "placing":
            key = tile[1]
            draw_card_face(canvas, box.x, box.y, box.w, box.h, key, caption=t("intrighi.to_place"))
            ctx.spot(box, t("intrighi.placing", card=card_name(key)))
        elif kind == "card":
            index = tile[1]
            key = cards[index]
            actions, blocked, label = words[index]
            if index in marked:
                label = t("intrighi.label.unmark_discard", card=card_name(key))
            occurrence = copies.number(key)
            is_selected = isinstance(selected, tuple) and selected[:2] in (
                ("card", index),
                ("why", index),
                ("ally", index),
            )
            paint = _hand_painter(canvas, box, key, is_selected, index in marked, blocked)
            ctx.draw_piece(canvas, ("hand", key, occurrence), box.x, box.y, paint)
            ctx.spot(box, lambda key=key: f"{card_name(key)}: {card_text(key)}")
            if ctx.legal and view["phase"] in ("play", "discard"):
                regions.append(
                    HitRegion(
                        f"pick:card:{index}",
                        box,
                        label,
                        pressed=is_selected or index in marked or None,
                    )
                )
        elif kind == "act":
            button = Rect(box.x, box.y + max(box.h - 52, 0) / 2, box.w, min(box.h, 52.0))
            regions.append(
                draw_button(canvas, button, tile[2], f"act:{tile[1]}", font=theme.ui_font(15, 700))
            )
        elif kind == "power":
            button = Rect(box.x, box.y + max(box.h - 52, 0) / 2, box.w, min(box.h, 52.0))
            ctx.spot(button, power_words(view))
            region = draw_button(
                canvas,
                button,
                tile[1],
                "pick:power",
                primary=selected == ("power",),
                font=theme.ui_font(15, 700),
            )
            regions.append(
                HitRegion(region.action, region.rect, region.label, pressed=selected == ("power",))
            )
        elif kind == "discard":
            _, count, excess = tile
            button = Rect(box.x, box.y + max(box.h - 52, 0) / 2, box.w, min(box.h, 52.0))
            ctx.spot(button, t("intrighi.explain.discard", count=excess))
            region = draw_button(
                canvas,
                button,
                t("intrighi.discard_marked", count=excess),
                "pick:discard",
                primary=True,
                enabled=count == excess,
                font=theme.ui_font(15, 700),
            )
            regions.append(
                region
                or HitRegion(
                    "note:discard",
                    None,
                    t("intrighi.label.discard_waiting", count=excess, marked=count),
                    kind="note",
                )
            )
    _draw_knowledge(canvas, Rect(body.x, body.y + used + 8, body.w, body.h - used - 8), ctx)
    return regions


def _hand_painter(canvas, box: Rect, key: str, selected: bool, marked: bool, blocked):
    def paint(x: float, y: float) -> None:
        draw_card_face(
            canvas, x, y, box.w, box.h, key, selected=selected, marked=marked, blocked=blocked
        )

    return paint


def _draw_knowledge(canvas: Canvas, box: Rect, ctx: TableContext) -> None:
    """What the viewer knows, whole entries only: those that find no room are counted
    on a last line (a stack's cards are also shown by tapping it)."""
    font = KNOWLEDGE_FONT
    line_h = font.size * 1.3
    entries = knowledge(ctx)
    rows = int(box.h // line_h)
    if not entries or rows < 1:
        return
    wrapped = [wrap_text(canvas, entry, font, box.w - 16) for entry in entries]
    shown: list[tuple[str, Font]] = []
    for number, lines in enumerate(wrapped):
        left = len(wrapped) - number - 1
        if len(shown) + len(lines) + (1 if left else 0) > rows:
            more = t("intrighi.known_more", count=len(wrapped) - number)
            sized, line = shortened(canvas, more, font, box.w - 16)
            shown.append((line, sized))
            break
        shown += [(line, font) for line in lines]
    for number, (line, sized) in enumerate(shown):
        y = box.y + number * line_h
        canvas.text(box.x + 16, y, line, sized, theme.INK, baseline="top")
    draw_eye(canvas, box.x + 6, box.y + line_h / 2, 6)
