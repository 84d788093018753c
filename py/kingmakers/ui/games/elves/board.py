"""The King of the Elves board: the ring of principalities in seat order (top row left to
right, bottom row right to left, the ring a trip follows) around the middle band (round,
piles, the trip's gold; on a short board the move buttons), the villages, their special
cards and the trip's path as pieces that glide."""

from __future__ import annotations

from functools import partial

from kingmakers.games.elves.actions import RemoveVillage
from kingmakers.games.elves.rules import removal_cost
from kingmakers.ui.games.elves.controls import board_targets, buttons
from kingmakers.ui.games.elves.pieces import (
    BUTTON_H,
    GAP,
    button_w,
    card_target,
    clipped,
    draw_empty_slot,
    draw_line,
    draw_move_button,
    draw_principality,
    draw_special,
    draw_village,
    fit_readable,
    special_places,
)
from kingmakers.ui.games.elves.reading import (
    Account,
    cards_text,
    discards,
    signed,
    special_card,
)
from kingmakers.ui.games.elves.words import (
    action_label,
    describe_counter,
    describe_piles,
    describe_seat,
    describe_target,
    describe_village,
    next_text,
    round_text,
    spot_buttons,
    step_parts,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_frame, draw_player_mark, player_colour
from kingmakers.ui.seam import TableContext

#: Tallest a village card gets, as a multiple of its width.
CARD_ASPECT = 1.45


def _cells(box: Rect, players: int, capacity: int, min_band: float = 46.0):
    """Where each principality goes, the card size, and the band in the middle."""
    columns = -(-players // 2)
    gap = GAP
    cell_w = (box.w - gap * (columns - 1)) / columns
    header_h = min(max(cell_w * 0.13, 20.0), 28.0)
    pad = 3.0 if cell_w < 120 else 5.0
    card_w = (cell_w - pad * (capacity + 1)) / capacity
    room = (box.h - 2 * gap - min_band) / 2 - header_h - 2 * pad
    card_h = max(min(card_w * CARD_ASPECT, room), 24.0)
    cell_h = header_h + card_h + 2 * pad
    band = Rect(box.x, box.y + cell_h + gap, box.w, box.h - 2 * (cell_h + gap))
    cells = []
    for seat in range(players):
        if seat < columns:
            row, column = 0, seat
        else:
            row, column = 1, columns - 1 - (seat - columns)
        y = box.y if row == 0 else box.bottom - cell_h
        cells.append(Rect(box.x + column * (cell_w + gap), y, cell_w, cell_h))
    return cells, header_h, pad, card_w, card_h, band


def draw_board(
    canvas: Canvas,
    box: Rect,
    ctx: TableContext,
    account: Account,
    band_buttons: bool,
    chips_drawn: frozenset[str],
) -> list[HitRegion]:
    """The ring of principalities around the middle band. Everything still is drawn
    first and the pieces last (villages, their special cards, the trip's path and the
    traveller), so that nothing still covers a piece: the page moves pieces over a kept
    image of the rest. With ``band_buttons`` (the private panel was short) the band holds
    the move buttons, but not those a card of ``chips_drawn`` (drawn in the panel) makes."""
    view, names = ctx.view, ctx.names
    regions: list[HitRegion] = []
    players, capacity = view["players"], view["capacity"]
    min_band = BUTTON_H + 26 if band_buttons else 46.0
    cells, header_h, pad, card_w, card_h, band = _cells(box, players, capacity, min_band)
    principality_targets, village_targets = board_targets(ctx)
    trip = view["trip"]
    next_stop = tuple(trip["next"]) if trip and trip["next"] else None
    if trip and trip.get("teleport_target"):
        next_stop = tuple(trip["teleport_target"])
    offered = buttons(ctx, short=True, band=True, drawn=chips_drawn) if band_buttons else []
    if offered:
        regions += _draw_band_buttons(canvas, band, ctx, account, offered)
    else:
        _draw_band(canvas, band, ctx, account)
    cards: dict[tuple[int, int], Rect] = {}
    for seat, cell in enumerate(cells):
        lit = seat in principality_targets
        traveller = trip is not None and trip["traveller"] == seat
        if lit:  # under its header and villages, which are named after it
            ctx.spot(cell, partial(describe_target, names, seat))
        _draw_cell(canvas, ctx, cell, header_h, seat, lit, traveller)
        if lit:
            label = action_label(principality_targets[seat], ctx)
            regions.append(HitRegion(f"pick:prin:{seat}", cell, label))
        villages = view["principalities"][seat]
        for slot in range(capacity):
            card = Rect(
                cell.x + pad + slot * (card_w + pad), cell.y + header_h + pad, card_w, card_h
            )
            if slot >= len(villages):
                draw_empty_slot(canvas, card, lit=lit and slot == len(villages))
                continue
            cards[(seat, slot)] = card
            ctx.spot(card, partial(describe_village, view, names, seat, slot))
            target = village_targets.get((seat, slot))
            if target is not None:
                regions.append(
                    HitRegion(
                        f"pick:vil:{seat}:{slot}",
                        card_target(card, box),
                        action_label(target, ctx),
                    )
                )
    for place, card in cards.items():
        village = view["principalities"][place[0]][place[1]]
        _draw_village_piece(
            canvas, ctx, place, card, village, village_targets.get(place), next_stop
        )
    if trip:
        centres = {place: card.center for place, card in cards.items()}
        _draw_path(canvas, cells, header_h, centres, ctx, account)
    return regions


def _draw_village_piece(canvas, ctx, place, card: Rect, village, target, next_stop):
    """A village and its special cards, pieces that glide (and fade in when new); a
    removal's cost tag rides on its village."""
    seat, slot = place

    def paint(x, y):
        box = Rect(x, y, card.w, card.h)
        draw_village(
            canvas,
            box,
            village["terrain"],
            lit=target is not None,
            next_stop=place == next_stop,
        )
        if target is not None:
            _draw_target_tag(canvas, box, target, ctx)

    ctx.draw_piece(canvas, ("village", seat, slot), card.x, card.y, paint)
    for kind, cx, cy, size in special_places(card):
        owner = village[kind]
        if owner is None:
            continue
        special = special_card(kind, village["terrain"])
        ctx.draw_piece(
            canvas,
            ("special", seat, slot, kind),
            cx,
            cy,
            lambda x, y, special=special, owner=owner, size=size: draw_special(
                canvas, special, owner, x, y, size
            ),
        )


def _draw_cell(canvas, ctx: TableContext, cell: Rect, header_h, seat, lit, traveller):
    """A principality's frame and header (see :func:`draw_principality`)."""
    view, names = ctx.view, ctx.names
    info = view["seats"][seat]
    draw_principality(
        canvas,
        cell,
        header_h,
        seat,
        names[seat],
        info["markers_left"],
        info["hand_size"],
        info["set_aside"],
        bool(info["shown"]),
        lit,
        traveller,
    )
    ctx.spot(Rect(cell.x, cell.y, cell.w, header_h), partial(describe_seat, view, names, seat))


def _draw_target_tag(canvas: Canvas, card: Rect, action, ctx: TableContext) -> None:
    """A removal's cost on the village it would remove."""
    if not isinstance(action, RemoveVillage):
        return
    village = ctx.view["principalities"][ctx.view["to_move"]][action.slot]
    text = f"−{removal_cost(village)}"
    font = theme.ui_font(max(min(card.w * 0.3, 18), 11), 700)
    w = canvas.measure_text(text, font) + 10
    canvas.rounded_rect(card.right - w, card.y, w, font.size + 6, 6, fill=theme.CRIMSON)
    canvas.text(
        card.right - w / 2,
        card.y + font.size / 2 + 3,
        text,
        font,
        theme.WHITE,
        align="center",
        baseline="middle",
    )


def _draw_path(canvas, cells, header_h, centres, ctx: TableContext, account: Account) -> None:
    """The trip so far, over the villages: a line from the traveller's castle through
    every village reached (a teleport's jump dotted), and the traveller's mark where
    they stand, which glides on to the next village."""
    view = ctx.view
    trip = view["trip"]
    seat = trip["traveller"]
    cell = cells[seat]
    r = min(header_h * 0.32, 8.0)
    points = [(cell.x + 6 + r, cell.y + header_h / 2 + 1)]
    jumps = []
    for step in account.steps(seat):
        place = (step["principality"], step["slot"])
        if place in centres:
            jumps.append(bool(step["teleport"]))
            points.append(centres[place])
    colour = player_colour(seat)

    def paint_path(x, y):
        for (x1, y1), (x2, y2), jump in zip(points, points[1:], jumps, strict=False):
            if jump:
                for k in range(1, 12):
                    dot_x, dot_y = x1 + (x2 - x1) * k / 12, y1 + (y2 - y1) * k / 12
                    canvas.circle(x + dot_x, y + dot_y, 2.5, fill=colour)
            else:
                canvas.line(x + x1, y + y1, x + x2, y + y2, theme.INK, 6)
                canvas.line(x + x1, y + y1, x + x2, y + y2, colour, 3.5)

    if len(points) > 1:  # the path stays where it is: a piece only to lie over villages
        ctx.draw_piece(canvas, ("path", seat), 0.0, 0.0, paint_path)
    here = points[-1]
    size = max(min(header_h * 0.5, 12.0), 7.0)

    def paint_traveller(x, y):
        canvas.circle(x, y, size + 3, fill=theme.WHITE, stroke=theme.INK, line_width=1.5)
        draw_player_mark(canvas, seat, x, y, size)

    ctx.draw_piece(canvas, ("traveller", seat), here[0], here[1], paint_traveller)


def _draw_band_buttons(canvas: Canvas, band: Rect, ctx: TableContext, account: Account, offered):
    """A short board's middle when its viewer may act: the move buttons in one row (and
    the trip's gold beside them), round and piles on a line below."""
    view = ctx.view
    canvas.rounded_rect(band.x, band.y, band.w, band.h, 10, fill=theme.PARCHMENT_DARK)
    row = Rect(band.x + 4, band.y + 4, band.w - 8, BUTTON_H)
    trip = view["trip"]
    if trip:
        counter_w = min(row.w * 0.28, 110.0)
        _draw_counter(canvas, Rect(row.right - counter_w, row.y, counter_w, row.h), ctx, account)
        row = Rect(row.x, row.y, row.w - counter_w - GAP, row.h)
    widths = [button_w(canvas, label) for label, *_ in offered]
    room = row.w - GAP * (len(offered) - 1)
    if sum(widths) > room:
        widths = [max(room / len(offered), MIN_TOUCH)] * len(offered)
    regions = []
    x = row.x
    for button, w in zip(offered, widths, strict=True):
        region = draw_move_button(canvas, Rect(x, row.y, w, row.h), button)
        if region:
            regions.append(region)
        x += w + GAP
    spot_buttons(ctx, regions)
    line = " · ".join(
        [
            round_text(view),
            t("elves.draw_pile", count=view["draw_pile"]),
            t("elves.discard_pile", count=discards(view)),
        ]
    )
    draw_line(
        canvas,
        band.x + 8,
        row.bottom + 4,
        line,
        theme.ui_font(13),
        band.w - 16,
        theme.INK,
        baseline="top",
    )
    return regions


def _draw_band(canvas: Canvas, band: Rect, ctx: TableContext, account: Account) -> None:
    """The middle of the table: round and phase, the piles, and the trip's gold."""
    view = ctx.view
    canvas.rounded_rect(band.x, band.y, band.w, band.h, 10, fill=theme.PARCHMENT_DARK)
    inner = band.inset(8, 4)
    small = theme.ui_font(min(max(band.h * 0.2, 12), 15))
    bold = theme.ui_font(min(max(band.h * 0.22, 12), 16), 700)
    piles_w = min(inner.w * 0.3, 150.0)
    # Piles: the draw pile as a stack of card backs, the discard pile beside it.
    back_h = min(inner.h * 0.8, 56.0)
    back_w = back_h * 0.7
    top = inner.center[1] - back_h / 2
    if band.h >= 40:
        for k in range(3):
            canvas.rounded_rect(
                inner.x + k * 2,
                top - k * 2,
                back_w,
                back_h,
                5,
                fill=theme.ROYAL_BLUE,
                stroke=theme.WHITE,
                line_width=1.2,
            )
        draw_emblem(
            canvas,
            "star",
            Rect(inner.x + 4, top - 4, back_w, back_h).inset(back_w * 0.2),
            theme.GOLD,
            theme.INK,
        )
    pile_x = inner.x + (back_w + 10 if band.h >= 40 else 0)
    pile_lines, said = ctx.once("elves band", lambda: _band_texts(ctx))
    line_h = small.size * 1.25
    y = inner.center[1] - line_h * (len(pile_lines) - 1) / 2
    for line in pile_lines:
        font, fitted = fit_readable(canvas, line, small, piles_w - (pile_x - inner.x))
        canvas.text(pile_x, y, fitted[0] if fitted else "", font, theme.INK, baseline="middle")
        y += line_h
    ctx.spot(Rect(inner.x, inner.y, piles_w, inner.h), partial(describe_piles, view))
    area = Rect(inner.x + piles_w + 8, inner.y, inner.right - inner.x - piles_w - 8, inner.h)
    if view["trip"]:
        counter_w = min(area.w * 0.36, 140.0)
        counter_h = min(area.h, 110.0)
        counter = Rect(area.right - counter_w, area.center[1] - counter_h / 2, counter_w, counter_h)
        _draw_counter(canvas, counter, ctx, account)
        area = Rect(area.x, area.y, area.w - counter_w - 6, area.h)
    lines = [  # the round in bold, the rest small
        (text, bold if number == 0 else small, colour) for number, (text, colour) in enumerate(said)
    ]
    wrapped: list[tuple[str, object, str]] = []
    for text, font, colour in lines:
        sized, parts = fit_readable(canvas, text, font, area.w, 2)
        wrapped += [(part, sized, colour) for part in parts]
    height = sum(font.size * 1.2 for _, font, _ in wrapped)
    y = max(area.y, area.center[1] - height / 2)
    for line, font, colour in wrapped:
        if y + font.size > area.bottom + 2:
            return
        canvas.text(area.x, y, line, font, colour, baseline="top")
        y += font.size * 1.2


def _band_texts(ctx: TableContext) -> tuple[list[str], list[tuple[str, str]]]:
    """What the band says: its piles, and (text, colour) lines: the round, then the
    trip under way or the cards shown and the passes."""
    view, names = ctx.view, ctx.names
    piles = [
        t("elves.draw_pile", count=view["draw_pile"]),
        t("elves.discard_pile", count=discards(view)),
    ]
    lines = [(round_text(view), theme.ROYAL_BLUE)]
    trip = view["trip"]
    if trip:
        traveller = names[trip["traveller"]]
        lines.append((t("elves.trip_of", name=traveller, gold=signed(trip["gold"])), theme.INK))
        if trip["escort"] is not None:
            lines.append((t("elves.escort_in", owner=names[trip["escort"]]), theme.INK))
        if trip["next"] is not None:
            lines.append((next_text(view, names), theme.INK))
        return piles, lines
    for seat, info in enumerate(view["seats"]):
        if info["shown"]:
            cards = cards_text(info["shown"])
            lines.append((t("elves.shown_by", name=names[seat], cards=cards), theme.CRIMSON))
    if view["phase"] == "planning" and view["passes"]:
        lines.append((t("elves.passes", count=view["passes"]), theme.INK_SOFT))
    return piles, lines


def _draw_counter(canvas: Canvas, box: Rect, ctx: TableContext, account: Account) -> None:
    """The trip's running gold, large, and below it what the last village paid, one
    part a line (gains green, losses red), as many as there is room for."""
    trip = ctx.view["trip"]
    draw_frame(canvas, box, radius=10, stroke=theme.GOLD)
    parts = step_parts(ctx, account)
    line_font = theme.ui_font(min(max(box.h * 0.13, 11), 14), 700)
    line_h = line_font.size * 1.2
    big = theme.title_font(min(max(box.h * 0.42, 16), 44))
    shown = min(len(parts), max(int((box.h - big.size * 1.1 - 6) // line_h), 0))
    top = box.center[1] - (big.size * 1.1 + shown * line_h) / 2
    canvas.text(
        box.center[0],
        top + big.size * 0.55,
        signed(trip["gold"]),
        big,
        theme.GOLD if trip["gold"] >= 0 else theme.CRIMSON,
        align="center",
        baseline="middle",
    )
    y = top + big.size * 1.1
    for part in parts[:shown]:
        font, line = clipped(canvas, part, line_font, box.w - 8)
        colour = theme.CRIMSON if part.startswith("−") else theme.FOREST
        canvas.text(box.center[0], y, line, font, colour, align="center", baseline="top")
        y += line_h
    ctx.spot(box, partial(describe_counter, ctx, account))
