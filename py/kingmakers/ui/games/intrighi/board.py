"""The Intrighi a corte board: the deck, the five candidates with their stacks, the
players' characters with the cards beside them, and the choosers drawn over the board
(a stack's gaps, a Tradimento's alliances, a known stack opened)."""

from __future__ import annotations

import math

from kingmakers.games.intrighi.actions import Place
from kingmakers.games.intrighi.data import CANDIDATES
from kingmakers.ui.games.intrighi.pieces import (
    candidate_index,
    candidate_name,
    card_name,
    chip_width,
    draw_candidate_disc,
    draw_candidate_head,
    draw_card_back,
    draw_chip,
    draw_eye,
    draw_short_line,
    draw_stack_card,
    fit_line,
    fit_lines,
    fitted_lines,
)
from kingmakers.ui.games.intrighi.reading import board_targets, may_look, overlay, tradimenti
from kingmakers.ui.games.intrighi.words import (
    action_label,
    character_name,
    character_text,
    deck_words,
    seat_words,
    slot_words,
    stack_detail_title,
    stack_ids,
    stack_words,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, Canvas, Font, kept_drawing, kept_layout
from kingmakers.ui.kit.motion import Copies
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_button, draw_frame, draw_player_mark, player_colour
from kingmakers.ui.seam import TableContext

#: Below this distance between two stack cards (CSS px) a stack is drawn as a pile.
PILE_PITCH = 8.0
#: The pitch a stack card needs to show its value, and the narrowest stack column.
LABEL_PITCH = 14.0
SLAB_MIN_W = 20.0


class Board:
    """Draws the board; its pieces (stack cards, chips, the card being placed) are queued
    while the still board is drawn and painted after it, so an animation frame moves them
    over a kept image of the rest."""

    def __init__(self) -> None:
        # The board's pieces, drawn after its still parts: (id, x, y, paint).
        self._pieces: list[tuple] = []

    def draw(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        view = ctx.view
        players = view["players"]
        header_h = min(max(box.h * 0.085, 30.0), 46.0)
        self._draw_deck(canvas, Rect(box.x, box.y, box.w, header_h), ctx)
        if players <= 3:
            columns = players
        elif players == 4:
            columns = 4 if box.w >= 560 else 2
        else:
            columns = 3
        rows = math.ceil(players / columns)
        body_h = box.h - header_h - 6
        seat_h = min(max(body_h * 0.46 / rows, 50.0), 132.0)
        seats = Rect(box.x, box.bottom - seat_h * rows, box.w, seat_h * rows)
        stacks = Rect(box.x, box.y + header_h + 6, box.w, seats.y - box.y - header_h - 12)
        chooser = overlay(ctx)
        targets = board_targets(ctx)
        regions = self._draw_stacks(canvas, stacks, ctx, targets, interactive=not chooser)
        regions += self._draw_seats(canvas, seats, ctx, targets, columns, rows)
        # The pieces (stack cards, chips, the card being placed) come after the still board,
        # so an animation frame moves them over a kept image of the rest.
        for piece, x, y, paint in self._pieces:
            ctx.draw_piece(canvas, piece, x, y, paint)
        self._pieces = []
        if chooser:
            area = Rect(box.x, stacks.y, box.w, box.bottom - stacks.y)
            regions = self._draw_overlay(canvas, area, ctx, chooser)
        return regions

    def _draw_deck(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        view = ctx.view
        card_h = box.h - 4
        card_w = card_h * 0.72
        draw_card_back(canvas, box.x + 4, box.y + 2, card_w, card_h, mark=str(view["draws_left"]))
        text_x = box.x + card_w + 12
        placing = view["placing"]
        right = box.right - (card_w + 16 if placing else 0)
        deck = t("intrighi.deck", count=view["draws_left"])
        under = t("intrighi.under", count=view["under_morte"]["count"])
        two_lines = box.h >= 40
        room = right - text_x
        both = (
            None
            if two_lines
            else fit_lines(canvas, f"{deck} · {under}", theme.ui_font(14, 700), room, 2)
        )
        if both is not None and both[0].size * 1.1 * len(both[1]) <= box.h:
            font, lines = both
            line_h = font.size * 1.1
            top = box.center[1] - line_h * (len(lines) - 1) / 2
            for number, line in enumerate(lines):
                canvas.text(text_x, top + number * line_h, line, font, theme.INK, baseline="middle")
        elif two_lines:
            draw_short_line(
                canvas, text_x, box.y + box.h * 0.3, deck, theme.ui_font(15, 700), room, theme.INK
            )
            draw_short_line(
                canvas, text_x, box.y + box.h * 0.74, under, theme.ui_font(13), room, theme.INK_SOFT
            )
        else:
            draw_short_line(
                canvas, text_x, box.center[1], deck, theme.ui_font(14, 700), room, theme.INK
            )
        ctx.spot(Rect(box.x, box.y, card_w + 8, box.h), lambda: deck_words(view))
        if placing:
            x = box.right - card_w - 8
            key = placing["card"]
            ids = len(view["log"])  # the entry that will place it names the card from then on

            def paint(px: float, py: float) -> None:
                canvas.rounded_rect(px - 3, py - 1, card_w + 6, card_h + 2, 6, fill=theme.GOLD)
                draw_stack_card(canvas, px, py + 1, card_w, card_h - 2, key, known=key is not None)

            self._pieces.append((("stackcard", ids), x, box.y + 1, paint))
            owner = ctx.name(placing["player"])
            text = (
                t("intrighi.placing_of", name=owner, card=card_name(key))
                if key
                else t("intrighi.placing_unknown", name=owner)
            )
            ctx.spot(Rect(x, box.y, card_w, box.h), text)

    def _draw_stacks(
        self, canvas: Canvas, box: Rect, ctx: TableContext, targets: dict, interactive: bool
    ) -> list[HitRegion]:
        view = ctx.view
        regions = []
        column_w = box.w / len(CANDIDATES)
        ids = ctx.once("stack ids", lambda: stack_ids(view))
        for candidate, stack in enumerate(view["stacks"]):
            column = Rect(box.x + candidate * column_w + 2, box.y, column_w - 4, box.h)
            token = f"cand:{candidate}"
            lit = token in targets
            known = any(key is not None for key in stack)
            _draw_stack_column(canvas, column, candidate, len(stack), known, lit)
            head_h, foot_h = _stack_column_parts(column)
            area = Rect(
                column.x + 6,
                column.y + head_h + 4,
                column.w - 12,
                column.h - head_h - foot_h - 8,
            )
            ctx.spot(column, lambda c=candidate: stack_words(ctx, c))
            self._draw_stack(canvas, area, stack, ids[candidate], candidate, ctx)
            if not interactive or not ctx.legal:
                continue
            if lit:
                actions = targets[token]
                label = (
                    action_label(actions[0], ctx)
                    if len(actions) == 1
                    else t("intrighi.label.choose_gap", candidate=candidate_name(candidate))
                )
                regions.append(HitRegion(f"pick:{token}", column, label))
            elif known and may_look(ctx):
                regions.append(
                    HitRegion(f"pick:{token}", column, stack_detail_title(ctx, candidate))
                )
        return regions

    def _draw_stack(
        self, canvas: Canvas, area: Rect, stack: list, ids: list, candidate: int, ctx
    ) -> None:
        size = len(stack)
        if not size:
            canvas.rounded_rect(area.x, area.y, area.w, min(area.h, 30.0), 6, stroke=theme.INK_SOFT)
            return
        columns, per_column, pitch = _stack_columns(area, size)
        width = (area.w - 3 * (columns - 1)) / columns
        card_h = pitch - min(3.0, pitch * 0.2)
        if pitch < PILE_PITCH:  # too thin to tell apart: a pile, each card's edge showing
            card_h = min(area.h * 0.6, 30.0)
            pitch = (area.h - card_h) / max(size - 1, 1)
        for index, key in enumerate(stack):
            column, row = divmod(index, per_column)
            x, y = area.x + column * (width + 3), area.y + row * pitch

            def paint(px, py, key=key):
                draw_stack_card(canvas, px, py, width, card_h, key, known=key is not None)

            self._pieces.append((("stackcard", ids[index]), x, y, paint))
            ctx.spot(
                Rect(x, y, width, pitch),
                lambda index=index, key=key: slot_words(candidate, index, size, key),
            )

    def _draw_seats(
        self,
        canvas: Canvas,
        box: Rect,
        ctx: TableContext,
        targets: dict,
        columns: int,
        rows: int,
    ) -> list[HitRegion]:
        view = ctx.view
        regions = []
        cell_w = box.w / columns
        cell_h = box.h / rows
        for seat in range(view["players"]):
            row, column = divmod(seat, columns)
            cell = Rect(
                box.x + column * cell_w + 2, box.y + row * cell_h + 2, cell_w - 4, cell_h - 4
            )
            token = f"seat:{seat}"
            lit = token in targets
            self._draw_seat(canvas, cell, ctx, seat, lit)
            ctx.spot(cell, lambda s=seat: seat_words(ctx, s))
            if lit and ctx.legal:
                actions = targets[token]
                label = (
                    action_label(actions[0], ctx)
                    if len(actions) == 1
                    else t("intrighi.label.choose_ally", target=ctx.name(seat))
                )
                regions.append(HitRegion(f"pick:{token}", cell, label))
        return regions

    def _draw_seat(
        self, canvas: Canvas, cell: Rect, ctx: TableContext, seat: int, lit: bool
    ) -> None:
        """A seat: its still face (:func:`_draw_seat_face`), then the cards beside its
        character, which move."""
        view = ctx.view
        chips = [(key, None) for key in view["ability_cards"][seat]] + [
            (entry["card"], entry["by"]) for entry in view["beside"][seat]
        ]
        character = view["characters"][seat]
        _draw_seat_face(
            canvas,
            cell,
            seat,
            ctx.name(seat),
            seat == view["seat"],
            seat == view["current"] and view["to_move"] is not None,
            lit,
            view["hand_sizes"][seat],
            view["candidates"][seat],
            character,
            bool(chips),
        )
        _, x, y, chip_h = _seat_texts(canvas, cell, character, bool(chips))
        self._draw_chips(canvas, ctx, seat, chips, cell, x, y, chip_h)

    def _draw_chips(self, canvas, ctx, seat: int, chips, cell: Rect, x: float, y: float, h: float):
        """The cards beside a character, left to right, wrapping inside the cell; those that
        find no room are counted on a last chip ("+2")."""
        copies = Copies()
        for number, (key, owner) in enumerate(chips):
            w = chip_width(canvas, key, h, owner)
            if x + w > cell.right - 6:
                x = cell.x + 8
                y += h + 3
            if y + h > cell.bottom - 3:
                more = f"+{len(chips) - number}"
                canvas.text(
                    cell.right - 8,
                    cell.bottom - 4,
                    more,
                    theme.ui_font(12, 700),
                    theme.INK,
                    align="right",
                    baseline="bottom",
                )
                return
            occurrence = copies.number((key, owner))
            self._pieces.append(
                (
                    ("beside", seat, key, owner, occurrence),
                    x,
                    y,
                    lambda px, py, key=key, owner=owner: draw_chip(canvas, px, py, h, key, owner),
                )
            )
            x += w + 4

    # -- choosers over the board ------------------------------------------------------------------
    def _draw_overlay(self, canvas: Canvas, area: Rect, ctx: TableContext, overlay: tuple):
        draw_frame(canvas, area, stroke=theme.ROYAL_BLUE)
        close_label = t("intrighi.back")
        close_w = min(
            max(canvas.measure_text(close_label, theme.ui_font(16, 700)) + 28, 72.0), area.w * 0.4
        )
        close = draw_button(
            canvas,
            Rect(area.right - close_w - 6, area.y + 6, close_w, MIN_TOUCH),
            close_label,
            "pick:close",
            font=theme.ui_font(16, 700),
        )
        title_w = area.w - close_w - 24
        if overlay[0] == "place":
            title = t("intrighi.prompt.gap_title", candidate=candidate_name(overlay[1]))
        elif overlay[0] == "ally":
            title = t("intrighi.label.choose_ally", target=ctx.name(overlay[2]))
        else:
            title = stack_detail_title(ctx, overlay[1])
        font, lines = fitted_lines(canvas, title, theme.title_font(17), title_w, 2)
        line_h = font.size * 1.1
        top = area.y + 6 + MIN_TOUCH / 2 - line_h * (len(lines) - 1) / 2
        for number, line in enumerate(lines):
            canvas.text(
                area.x + 12, top + number * line_h, line, font, theme.ROYAL_BLUE, baseline="middle"
            )
        inner = Rect(area.x + 8, area.y + MIN_TOUCH + 14, area.w - 16, area.h - MIN_TOUCH - 20)
        regions = [close]
        if overlay[0] == "place":
            regions += self._draw_gaps(canvas, inner, ctx, overlay[1], overlay[2])
        elif overlay[0] == "ally":
            regions += self._draw_allies(canvas, inner, ctx, overlay[2])
        else:
            self._draw_stack_detail(canvas, inner, ctx, overlay[1])
        return regions

    def _draw_gaps(self, canvas, inner: Rect, ctx, candidate: int, page: int) -> list[HitRegion]:
        """The stack laid out left to right, top card first, with a target in every gap."""
        view = ctx.view
        stack = view["stacks"][candidate]
        size = len(stack)
        legal = {
            a.position: a for a in ctx.legal if isinstance(a, Place) and a.candidate == candidate
        }
        gap_w = min(max(inner.w / 11, MIN_TOUCH + 4), 64.0)
        card_w = min(max(gap_w * 0.5, 22.0), 34.0)
        pair = gap_w + card_w + 8
        per_row = max(int(inner.w // pair), 1)
        row_h = gap_w + 8
        rows = max(int(inner.h // row_h), 1)
        per_page = per_row * rows
        pages = math.ceil((size + 1) / per_page)
        if pages > 1:
            rows = max(int((inner.h - MIN_TOUCH - 6) // row_h), 1)
            per_page = per_row * rows
            pages = math.ceil((size + 1) / per_page)
        page = min(page, pages - 1)
        first = page * per_page
        regions = []
        small = theme.ui_font(11, 700)
        for slot in range(per_page):
            position = first + slot
            if position > size:
                break
            row, column = divmod(slot, per_row)
            x = inner.x + column * pair
            y = inner.y + row * row_h
            gap = Rect(x, y, gap_w, gap_w)
            action = legal.get(position)
            canvas.rounded_rect(
                gap.x,
                gap.y,
                gap.w,
                gap.h,
                8,
                fill="#fff4cc" if action else theme.PARCHMENT_DARK,
                stroke=theme.GOLD if action else theme.INK_SOFT,
                line_width=3 if action else 1,
            )
            canvas.polygon(
                [
                    (gap.center[0] - 7, gap.center[1] - 9),
                    (gap.center[0] + 7, gap.center[1] - 9),
                    (gap.center[0], gap.center[1] + 1),
                ],
                fill=theme.GOLD if action else theme.INK_SOFT,
            )
            caption = (
                t("intrighi.top")
                if position == 0
                else t("intrighi.bottom")
                if position == size
                else ""
            )
            cap_font = fit_line(canvas, caption, small, gap.w - 4) if caption else None
            if cap_font is not None:
                canvas.text(
                    gap.center[0],
                    gap.bottom - 9,
                    caption,
                    cap_font,
                    theme.INK,
                    align="center",
                    baseline="middle",
                )
            if action:
                regions.append(HitRegion(f"pick:gap:{position}", gap, action_label(action, ctx)))
            if position < size:
                key = stack[position]
                draw_stack_card(
                    canvas, gap.right + 4, y + 2, card_w, gap_w - 4, key, known=key is not None
                )
        if pages > 1:
            y = inner.bottom - MIN_TOUCH
            half = min(inner.w / 2 - 4, 180.0)
            if page > 0:
                regions.append(
                    draw_button(
                        canvas,
                        Rect(inner.x, y, half, MIN_TOUCH),
                        t("intrighi.earlier"),
                        f"pick:page:{page - 1}",
                        font=theme.ui_font(15, 700),
                    )
                )
            if page < pages - 1:
                regions.append(
                    draw_button(
                        canvas,
                        Rect(inner.right - half, y, half, MIN_TOUCH),
                        t("intrighi.later"),
                        f"pick:page:{page + 1}",
                        font=theme.ui_font(15, 700),
                    )
                )
        return regions

    def _draw_allies(self, canvas, inner: Rect, ctx, seat: int) -> list[HitRegion]:
        actions = [a for a in tradimenti(ctx) if a.seat == seat]
        regions = []
        h = MIN_TOUCH + 4
        w = min(inner.w, 320.0)
        for number, action in enumerate(actions):
            box = Rect(inner.x, inner.y + number * (h + 6), w, h)
            if box.bottom > inner.bottom:
                break
            label = action_label(action, ctx)
            region = draw_button(
                canvas,
                box,
                t("intrighi.alleanza_of", name=ctx.name(action.ally)),
                f"pick:ally:{action.ally}",
                accessible=label,
                font=theme.ui_font(16, 700),
            )
            draw_player_mark(canvas, action.ally, box.x + 16, box.center[1], 8)
            regions.append(region)
        return regions

    def _draw_stack_detail(self, canvas, inner: Rect, ctx, candidate: int) -> None:
        stack = ctx.view["stacks"][candidate]
        size = len(stack)
        if not size:
            return
        card_w = min(max(inner.w / 8, 34.0), 56.0)
        card_h = card_w * 1.3
        per_row = max(int((inner.w + 6) // (card_w + 6)), 1)
        small = theme.ui_font(12)
        for index, key in enumerate(stack):
            row, column = divmod(index, per_row)
            x = inner.x + column * (card_w + 6)
            y = inner.y + row * (card_h + 20)
            if y + card_h > inner.bottom:
                break
            if key is None:
                draw_card_back(canvas, x, y, card_w, card_h, mark="?")
            else:
                draw_stack_card(canvas, x, y, card_w, card_h, key, known=True)
            canvas.text(
                x + card_w / 2,
                y + card_h + 9,
                str(index + 1),
                small,
                theme.INK_SOFT,
                align="center",
                baseline="middle",
            )


def _stack_columns(area: Rect, size: int) -> tuple[int, int, float]:
    """How a stack of ``size`` cards is laid out in ``area``, top card first: in one column,
    or, when its cards would be too thin for their values, two or three side by side (each
    still wide enough for one): the columns, the cards per column, and their pitch. A
    stack too big even then is one column (drawn as a pile)."""
    for columns in range(1, 4):
        per_column = math.ceil(size / columns)
        pitch = min(area.h / per_column, 34.0, area.w * 0.3)
        fits = (area.w - 3 * (columns - 1)) / columns >= SLAB_MIN_W
        if pitch >= LABEL_PITCH and fits:
            return columns, per_column, pitch
    return 1, size, min(area.h / size, 34.0, area.w * 0.3)


def _stack_column_parts(column: Rect) -> tuple[float, float]:
    """The heights of a candidate's column head and foot."""
    return min(max(column.h * 0.16, 24.0), 40.0), min(max(column.h * 0.1, 16.0), 24.0)


@kept_drawing
def _draw_stack_column(
    canvas: Canvas, column: Rect, candidate: int, size: int, known: bool, lit: bool
) -> None:
    """A candidate's column: its head, ringed in gold when it can be chosen, and at its
    foot the count of its cards, with the eye when the viewer knows a card in the stack."""
    canvas.rounded_rect(column.x, column.y, column.w, column.h, 10, fill=theme.PARCHMENT_DARK)
    if lit:
        canvas.rounded_rect(
            column.x, column.y, column.w, column.h, 10, stroke=theme.GOLD, line_width=4
        )
    head_h, foot_h = _stack_column_parts(column)
    draw_candidate_head(canvas, candidate, column, head_h, min(head_h * 0.36, column.w * 0.16))
    eye_r = min(foot_h * 0.35, 7.0) if known else 0.0
    eye_w = 2 * eye_r + 4 if known else 0.0
    middle = column.bottom - foot_h / 2
    font = theme.ui_font(min(foot_h * 0.7, 14.0))
    left = column.center[0] - eye_w / 2
    for count in (t("intrighi.cards", count=size), str(size)):
        sized = fit_line(canvas, count, font, column.w - 8 - eye_w)
        if sized is not None:
            left = column.center[0] - (canvas.measure_text(count, sized) + eye_w) / 2
            canvas.text(left + eye_w, middle, count, sized, theme.INK_SOFT, baseline="middle")
            break
    if known:
        draw_eye(canvas, left + eye_r, middle, eye_r)


def _seat_lines(cell: Rect) -> tuple[bool, float]:
    """Whether a seat is drawn compact (one line for its character), and its line height."""
    compact = cell.h < 80
    return compact, min(max(cell.h / (3.2 if not compact else 2.4), 16.0), 26.0)


def _seat_texts(
    canvas: Canvas, cell: Rect, character: str, chips: bool
) -> tuple[tuple[Font, list[tuple[str, float]]], float, float, float]:
    """A seat's character in words, as (font, [(line, y)]), and where the cards beside it
    start: x, y and their height. A compact seat gives its one line to the character's name,
    left out when the chips need the room; a taller one names it and says what it does. Kept
    per cell (see :func:`~kingmakers.ui.kit.canvas.kept_layout`): each frame asks for it."""
    return kept_layout(
        canvas,
        ("intrighi seat", cell, character, chips),
        lambda: _lay_out_seat_texts(canvas, cell, character, chips),
    )


def _lay_out_seat_texts(
    canvas: Canvas, cell: Rect, character: str, chips: bool
) -> tuple[tuple[Font, list[tuple[str, float]]], float, float, float]:
    compact, line_h = _seat_lines(cell)
    top = cell.y + 4 + line_h
    chip_h = min(max(line_h * 0.8, 14.0), 20.0)
    x = cell.x + 8
    if compact:
        font = theme.title_font(max(min(line_h * 0.62, 13.0), READABLE), 400)
        name = character_name(character)
        width = canvas.measure_text(name, font)
        if x + width + 8 <= cell.right - (40 if chips else 0) and font.size <= chip_h + 2:
            return (font, [(name, top + chip_h / 2)]), x + width + 6, top, chip_h
        return (font, []), x, top, chip_h
    font = theme.title_font(max(min(line_h * 0.55, 14.0), READABLE), 400)
    name = character_name(character)
    font, lines = (
        fit_lines(canvas, f"{name}: {character_text(character)}", font, cell.w - 16, 2)
        or fit_lines(canvas, name, font, cell.w - 16, 1)
        or (font, [])
    )
    step = font.size * 1.15
    placed = [(part, top + step * (number + 0.5)) for number, part in enumerate(lines)]
    return (font, placed), x, top + step * len(lines) + 3, chip_h


@kept_drawing
def _draw_seat_face(
    canvas: Canvas,
    cell: Rect,
    seat: int,
    name: str,
    mine: bool,
    current: bool,
    lit: bool,
    hand_size: int,
    known: str | None,
    character: str,
    chips: bool,
) -> None:
    """A seat's still face: framed in its colour (thicker for the player whose turn it is),
    its mark and name, its hand as a card back with its size, the candidate the viewer
    knows it holds, and its character in words."""
    canvas.rounded_rect(
        cell.x,
        cell.y,
        cell.w,
        cell.h,
        10,
        fill=theme.WHITE if not mine else "#fbf3da",
        stroke=player_colour(seat),
        line_width=5.0 if current else 2.5,
    )
    if lit:
        canvas.rounded_rect(cell.x, cell.y, cell.w, cell.h, 10, stroke=theme.GOLD, line_width=4.5)
    compact, line_h = _seat_lines(cell)
    mark_r = line_h * 0.32
    draw_player_mark(canvas, seat, cell.x + 8 + mark_r, cell.y + 4 + line_h / 2, mark_r)
    # The hand: a small back with its size, at the right.
    hand_w = max(
        line_h * 0.72, canvas.measure_text(str(hand_size), theme.ui_font(READABLE, 700)) + 6
    )
    hand_h = max(line_h * 0.9, READABLE + 2)
    hand_x = cell.right - hand_w - 6
    draw_card_back(canvas, hand_x, cell.y + 4, hand_w, hand_h, mark=str(hand_size))
    right = hand_x - 4
    if known is not None:
        r = line_h * 0.36
        cx = right - r
        cy = cell.y + 4 + line_h / 2
        if compact:  # no room for the eye: the disc is ringed in gold instead
            canvas.circle(cx, cy, r + 2, fill=theme.GOLD)
            draw_candidate_disc(canvas, candidate_index(known), cx, cy, r)
            right = cx - r - 4
        else:
            draw_candidate_disc(canvas, candidate_index(known), cx, cy, r)
            draw_eye(canvas, cx - r - 9, cy, 7)
            right = cx - r - 19
    draw_short_line(
        canvas,
        cell.x + 12 + 2 * mark_r,
        cell.y + 4 + line_h / 2,
        name,
        theme.ui_font(min(line_h * 0.62, 15.0), 700),
        right - (cell.x + 12 + 2 * mark_r),
        theme.INK,
    )
    (font, placed), *_ = _seat_texts(canvas, cell, character, chips)
    for line, y in placed:
        canvas.text(cell.x + 8, y, line, font, theme.ROYAL_BLUE, baseline="middle")
