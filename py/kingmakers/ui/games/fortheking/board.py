"""For the King's board: the government (one column per office, with a King card's
arrows), the advisor's draft and the centre or the auction, and the strip where the viewer
finishes a step (a King card, a bid, a payment, a card picked blind)."""

from __future__ import annotations

from functools import partial

from kingmakers.games.fortheking.actions import Bid, Pass, PickCard, Place, Take, UseKing
from kingmakers.games.fortheking.data import GOLD, VALUE
from kingmakers.ui.games.fortheking.pieces import (
    CARD_RATIO,
    HIGHEST_TITLE,
    LOWEST_TITLE,
    OFFICE_LOOK,
    PieceQueue,
    card_grid,
    card_row,
    draw_card,
    draw_fitted,
    draw_info,
    draw_text_in,
    draw_title_face,
    ladder_radius,
    min_face,
    readable_fit,
    title_track,
)
from kingmakers.ui.games.fortheking.reading import (
    DRAFT_STAGES,
    bid_amount,
    bids,
    drawn_card,
    favour_remembered,
    king_choices,
    king_needed,
    paying,
    payment,
    payment_covers,
    penalty,
    token_of,
    uses,
)
from kingmakers.ui.games.fortheking.words import (
    action_label,
    card_name,
    card_names,
    describe_card,
    office_name,
    office_short_name,
    title_text,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, Canvas, Font, kept_drawing
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.motion import Copies
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_button, draw_frame, player_colour
from kingmakers.ui.seam import TableContext

GAP = 8.0
#: Height of the strip where the viewer's current step is finished (bid, pay, King card).
STRIP = 56.0
#: The centre's height, at the least: its name and cards face up (MIN_FACE_H).
CENTRE_MIN = 58.0
#: Narrower than this, a payment's "Done" and "Clear" go in a row under its hint, and a
#: King card's strip leaves the card out.
NARROW = 480.0
BUTTON_ROW = 48.0
#: Height of an office's head on the board (its emblem), at the least.
HEAD = 24.0
#: Height of the board of offices, at the least: head, name and title; with the arrows of
#: a King card to use.
BOARD = 84.0
KING_BOARD = BOARD + 2 * MIN_TOUCH + 8


def draw_board(canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
    """The government board over the draft or the auction, and the strip where the viewer
    finishes a step."""
    pieces = PieceQueue()
    view = ctx.view
    regions: list[HitRegion] = []
    king_mode = bool(uses(ctx))
    strip_h = _strip_height(ctx, box)
    available = box.h - (strip_h + GAP if strip_h else 0.0)
    if king_mode:
        gov_h = min(max(box.h * 0.5, KING_BOARD), 230.0)
        if available - gov_h - GAP < 100:
            gov_h = available
    else:
        gov_h = min(max(box.h * 0.26, BOARD), 160.0, available)  # never under the strip
    government = Rect(box.x, box.y, box.w, gov_h)
    regions += _draw_government(canvas, government, ctx, pieces)
    stage = Rect(box.x, government.bottom + GAP, box.w, box.bottom - government.bottom - GAP)
    if strip_h:
        strip = Rect(stage.x, stage.bottom - strip_h, stage.w, strip_h)
        stage = Rect(stage.x, stage.y, stage.w, max(strip.y - GAP - stage.y, 0.0))
        regions += _draw_strip(canvas, strip, ctx)
    if view["phase"] in DRAFT_STAGES:
        if stage.h >= 90:
            regions += _draw_draft(canvas, stage, ctx, pieces)
    elif stage.h >= 40:
        regions += _draw_auction(canvas, stage, ctx, pieces)
    pieces.paint(canvas, ctx)
    return regions


# The government board: one column per office.
def _draw_government(
    canvas: Canvas, box: Rect, ctx: TableContext, pieces: PieceQueue
) -> list[HitRegion]:
    view = ctx.view
    regions: list[HitRegion] = []
    titles = view["titles"]
    offices = list(titles)
    col_w = box.w / len(offices)
    usable = set(uses(ctx))
    chosen = dict(king_choices(ctx))
    arrows = bool(usable)
    top_value = max(title["primary"] for title in titles.values())
    for index, office in enumerate(offices):
        col = Rect(box.x + index * col_w + 2, box.y, col_w - 4, box.h)
        title = titles[office]
        primary = title["primary"]
        head_h = min(max(col.h * 0.16, HEAD), 34.0)
        name = readable_fit(
            canvas,
            [office_name(office), office_short_name(office)],
            theme.ui_font(13, 700),
            col.w - 4,
        )
        name_h = name[0].size + 4 if name else 0.0
        _draw_office_column(canvas, col, office, primary == top_value, head_h, name_h)
        y = col.y + head_h + name_h
        body = Rect(col.x, y, col.w, col.bottom - y - 3)
        step = chosen.get(office)
        new = primary + step if step else None
        if arrows:
            button_h = MIN_TOUCH
            up = Rect(
                col.x + (col.w - max(col.w - 4, MIN_TOUCH)) / 2,
                body.y + 2,
                max(col.w - 4, MIN_TOUCH),
                button_h,
            )
            down = Rect(up.x, body.bottom - button_h, up.w, button_h)
            regions += _arrow(canvas, up, office, 1, usable, chosen, ctx)
            regions += _arrow(canvas, down, office, -1, usable, chosen, ctx)
            body = Rect(col.x, up.bottom, col.w, down.y - up.bottom)
        _draw_title(canvas, body, office, title, new, ctx, pieces)
        ctx.spot(col, partial(title_text, office, title))
    return regions


def _arrow(canvas, box: Rect, office, step, usable, chosen, ctx) -> list[HitRegion]:
    use = UseKing(office, step)
    other_chosen = chosen.get(office) == -step  # take that back first
    needed = king_needed(ctx)
    full = office not in chosen and needed > 1 and len(chosen) >= needed
    if use not in usable or other_chosen or full:
        canvas.rounded_rect(box.x, box.y, box.w, box.h, 8, fill=theme.PARCHMENT_DARK)
        _triangle(canvas, box, step, theme.INK_SOFT, small=True)
        return []
    on = chosen.get(office) == step
    canvas.rounded_rect(
        box.x,
        box.y,
        box.w,
        box.h,
        8,
        fill=theme.GOLD if on else theme.WHITE,
        stroke=theme.GOLD if not on else theme.INK,
        line_width=3.0,
    )
    _triangle(canvas, box, step, theme.INK if on else theme.ROYAL_BLUE)
    return [HitRegion(f"pick:king:{office}:{step}", box, action_label(use, ctx), pressed=on)]


def _triangle(canvas: Canvas, box: Rect, step: int, colour: str, small: bool = False) -> None:
    cx, cy = box.center
    half = min(box.w, box.h) * (0.18 if small else 0.26)
    tip = -half if step > 0 else half
    canvas.polygon(
        [(cx - half, cy - tip * 0.6), (cx + half, cy - tip * 0.6), (cx, cy + tip)], fill=colour
    )


def _draw_title(
    canvas, body: Rect, office: str, title: dict, new: int | None, ctx, pieces: PieceQueue
) -> None:
    """An office's title (its disc, and the new value when a change is staged), over
    its ladder, whose marker glides when the title changes."""
    primary = title["primary"]
    draw_title_face(canvas, body, office, primary, title["secondary"], new)
    track = title_track(body)
    if track is None:
        return
    steps = HIGHEST_TITLE - LOWEST_TITLE + 1
    pitch = track.w / steps
    r = ladder_radius(pitch)
    colour, _ = OFFICE_LOOK[office]
    pieces.add(
        ("title", office),
        track.x + pitch * (primary - LOWEST_TITLE + 0.5),
        track.center[1],
        lambda px, py: canvas.circle(px, py, r + 2, fill=colour, stroke=theme.INK, line_width=1.0),
    )


# The strip where the viewer finishes a step.
def _strip_height(ctx: TableContext, box: Rect) -> float:
    if not ctx.legal:
        return 0.0
    if uses(ctx):
        return STRIP
    if bids(ctx):
        return STRIP + 20
    if paying(ctx):
        return STRIP + (34 if box.w < NARROW else 22)
    picks = sum(isinstance(a, PickCard) for a in ctx.legal)
    if picks:
        columns = max(int((box.w - 12) // (MIN_TOUCH + 6)), 1)
        rows = -(-picks // columns)
        wanted = 36 + rows * (MIN_TOUCH + 6) / CARD_RATIO
        return max(min(wanted, box.h * 0.5), MIN_TOUCH + 40)
    return 0.0


def _draw_strip(canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
    draw_frame(canvas, box, radius=10, stroke=theme.GOLD)
    inner = box.inset(6, 4)
    if uses(ctx):
        return _draw_king_strip(canvas, inner, ctx)
    if bids(ctx):
        return _draw_bid_strip(canvas, inner, ctx)
    if paying(ctx):
        return _draw_pay_strip(canvas, inner, ctx)
    return _draw_lose_strip(canvas, inner, ctx)


def _done_and_clear(
    canvas, box: Rect, ctx: TableContext, ready: bool, staged: bool, explained: tuple[str, str]
) -> tuple[list, float]:
    """ "Done" (when the step is complete) and "Clear" at the right of ``box``, each
    explained by its words in ``explained`` (what Done does, what Clear does); returns
    their regions and the x where they start."""
    font = theme.ui_font(16, 700)
    done_w = max(canvas.measure_text(t("fortheking.done"), font) + 24, MIN_TOUCH * 1.5)
    clear_w = max(canvas.measure_text(t("fortheking.clear"), font) + 24, MIN_TOUCH * 1.5)
    h = min(box.h, 48.0)
    y = box.center[1] - h / 2
    done = Rect(box.right - done_w, y, done_w, h)
    clear = Rect(done.x - 6 - clear_w, y, clear_w, h)
    ctx.spot(done, explained[0])
    ctx.spot(clear, explained[1])
    regions = []
    region = draw_button(
        canvas, done, t("fortheking.done"), "pick:done", primary=True, enabled=ready, font=font
    )
    if region:
        regions.append(region)
    region = draw_button(
        canvas, clear, t("fortheking.clear"), "pick:clear", enabled=staged, font=font
    )
    if region:
        regions.append(region)
    return regions, clear.x - 6


def _draw_king_strip(canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
    """The King card, what the choices do (or, where that does not fit, what is left to
    do) and "Clear" and "Done". A narrow screen leaves the card out: the prompt names it
    and the offices' arrows need the height."""
    king = ctx.view["king"]
    choices = king_choices(ctx)
    needed = king_needed(ctx)
    explained = (
        t("fortheking.describe.done_king", card=card_name(king["card"])),
        t("fortheking.describe.clear_king"),
    )
    regions, right = _done_and_clear(
        canvas, box, ctx, len(choices) == needed, bool(choices), explained
    )
    text_box = Rect(box.x, box.y, right - box.x - 4, box.h)
    if box.w >= NARROW:
        card_w = box.h * CARD_RATIO
        draw_card(canvas, king["card"], box.x, box.y, card_w, box.h)
        ctx.spot(Rect(box.x, box.y, card_w, box.h), partial(describe_card, king["card"]))
        text_box = Rect(text_box.x + card_w + 8, text_box.y, text_box.w - card_w - 8, box.h)
    if not choices:
        texts = [t("fortheking.king_hint", count=needed), "▲ +1 · ▼ −1"]
    else:
        titles = ctx.view["titles"]
        text = ", ".join(
            t(
                "fortheking.preview",
                office=office_name(office),
                old=titles[office]["primary"],
                new=titles[office]["primary"] + step,
            )
            for office, step in choices
        )
        if len(choices) < needed:
            left = t("fortheking.king_more", count=needed - len(choices))
        else:
            left = t("fortheking.king_full") if needed > 1 else ""
        texts = [f"{text} · {left}" if left else text, left or text]
    fitted = readable_fit(canvas, texts, theme.ui_font(15, 700), text_box.w, 3)
    if fitted is not None:
        draw_fitted(canvas, text_box, fitted, theme.INK)
    return regions


def _draw_bid_strip(canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
    amounts = bids(ctx)
    amount = bid_amount(ctx)
    regions: list[HitRegion] = []
    label_h = 18.0
    if len(amounts) > 1:
        label = t("fortheking.bid_range", low=amounts[0], high=amounts[-1])
    else:
        label = t("fortheking.bid_only", low=amounts[0])
    draw_text_in(
        canvas,
        Rect(box.x, box.y, box.w, label_h),
        label,
        theme.ui_font(14),
        theme.INK_SOFT,
        max_lines=1,
    )
    row = Rect(box.x, box.y + label_h + 2, box.w, box.h - label_h - 2)
    h = min(row.h, 48.0)
    y = row.center[1] - h / 2
    font = theme.ui_font(17, 700)
    pass_index = ctx.legal.index(Pass())
    bid_index = ctx.legal.index(Bid(amount))
    pass_w = max(canvas.measure_text(t("fortheking.action.pass"), font) + 20, MIN_TOUCH * 1.4)
    bid_label = t("fortheking.action.bid", amount=amount)
    bid_w = max(canvas.measure_text(bid_label, font) + 20, MIN_TOUCH * 1.6)
    x = row.x
    if len(amounts) > 1:
        minus = Rect(x, y, MIN_TOUCH, h)
        number = Rect(minus.right + 2, y, 40.0, h)
        plus = Rect(number.right + 2, y, MIN_TOUCH, h)
        index = amounts.index(amount)
        region = draw_button(
            canvas,
            minus,
            "−",
            "pick:bid:-",
            enabled=amount > amounts[0],
            font=font,
            accessible=t("fortheking.bid_less"),
        )
        if region:
            regions.append(region)
            ctx.spot(minus, t("fortheking.describe.bid_less", amount=amounts[index - 1]))
        canvas.text(
            number.center[0],
            number.center[1],
            str(amount),
            theme.title_font(24),
            theme.INK,
            align="center",
            baseline="middle",
        )
        region = draw_button(
            canvas,
            plus,
            "+",
            "pick:bid:+",
            enabled=amount < amounts[-1],
            font=font,
            accessible=t("fortheking.bid_more"),
        )
        if region:
            regions.append(region)
            ctx.spot(plus, t("fortheking.describe.bid_more", amount=amounts[index + 1]))
        x = plus.right + 8
    space = row.right - x
    if bid_w + pass_w + 6 > space:
        bid_w = pass_w = (space - 6) / 2
    bid = Rect(row.right - pass_w - 6 - bid_w, y, bid_w, h)
    passing = Rect(row.right - pass_w, y, pass_w, h)
    regions.append(draw_button(canvas, bid, bid_label, f"act:{bid_index}", primary=True, font=font))
    regions.append(
        draw_button(canvas, passing, t("fortheking.action.pass"), f"act:{pass_index}", font=font)
    )
    return regions


def _draw_pay_strip(canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
    auction = ctx.view["auction"]
    staged = payment(ctx)
    covered = payment_covers(ctx, staged)
    owed = auction["owed"]
    if paying(ctx) == GOLD:
        total = sum(VALUE[card] for card in staged)
        head = t("fortheking.pay_gold_hint", owed=owed)
        if not staged:
            state = t("fortheking.pay_none")
        elif covered:
            state = t(
                "fortheking.pay_covered",
                sum=" + ".join(str(VALUE[c]) for c in staged),
                total=total,
                owed=owed,
            )
        else:
            state = t(
                "fortheking.pay_short",
                sum=" + ".join(str(VALUE[c]) for c in staged),
                total=total,
                owed=owed,
            )
    else:
        head = t("fortheking.pay_cards_hint", count=owed)
        state = t("fortheking.discard_chosen", chosen=len(staged), owed=owed)
    ready = covered and bool(staged)
    explained = (t("fortheking.describe.done_pay"), t("fortheking.describe.clear_pay"))
    if box.w >= NARROW:  # the hint over the payment so far, the buttons at the right
        regions, right = _done_and_clear(canvas, box, ctx, ready, bool(staged), explained)
        head_box = Rect(box.x, box.y, right - box.x - 4, box.h / 2)
        state_box = Rect(box.x, box.center[1], right - box.x - 4, box.h / 2)
    else:  # the hint over a row of the payment so far and the buttons
        row = Rect(box.x, box.bottom - BUTTON_ROW, box.w, BUTTON_ROW)
        regions, right = _done_and_clear(canvas, row, ctx, ready, bool(staged), explained)
        head_box = Rect(box.x, box.y, box.w, row.y - 4 - box.y)
        state_box = Rect(row.x, row.y, right - row.x - 4, row.h)
    state_colour = theme.FOREST if ready else theme.CRIMSON
    for text, font, colour, part in (
        (head, theme.ui_font(14), theme.INK_SOFT, head_box),
        (state, theme.ui_font(16, 700), state_colour, state_box),
    ):
        fitted = readable_fit(canvas, [text], font, part.w, max(int(part.h // 13), 1))
        if fitted is not None:
            draw_fitted(canvas, part, fitted, colour)
    return regions


def _draw_lose_strip(canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
    auction = ctx.view["auction"]
    loser = auction["high_bidder"]
    positions = [a.position for a in ctx.legal if isinstance(a, PickCard)]
    head_h = 20.0
    text = t("fortheking.lose_hint", name=ctx.name(loser), count=len(positions))
    draw_text_in(
        canvas,
        Rect(box.x, box.y, box.w, head_h),
        text,
        theme.ui_font(15, 700),
        theme.INK,
        max_lines=1,
    )
    grid = Rect(box.x, box.y + head_h + 4, box.w, box.h - head_h - 4)
    cells = [
        (
            None,
            False,
            f"pick:lose:{p}",
            t("fortheking.action.pick", name=ctx.name(loser), number=p + 1),
        )
        for p in positions
    ]
    return card_grid(canvas, grid, cells, ctx)[0]


# Phase 1: the advisor's cards, the centre.
def _draw_draft(
    canvas: Canvas, box: Rect, ctx: TableContext, pieces: PieceQueue
) -> list[HitRegion]:
    view = ctx.view
    regions: list[HitRegion] = []
    placing = view["phase"] == "place" and any(isinstance(a, Place) for a in ctx.legal)
    legal_piles = {a.pile for a in ctx.legal if isinstance(a, Place)}
    row_a_h = min(max(box.h * 0.56, 64.0), 250.0)
    row_a_h = max(min(row_a_h, box.h - GAP - CENTRE_MIN), MIN_TOUCH)  # centre readable
    row_a = Rect(box.x, box.y, box.w, row_a_h)
    centre = Rect(box.x, row_a.bottom + GAP, box.w, box.bottom - row_a.bottom - GAP)
    side_w = min(max(box.w * 0.28, 84.0), 190.0)
    own = Rect(row_a.x, row_a.y, side_w, row_a.h)
    favour = Rect(row_a.right - side_w, row_a.y, side_w, row_a.h)
    middle = Rect(own.right + GAP, row_a.y, favour.x - own.right - 2 * GAP, row_a.h)
    regions += _draw_own_pile(canvas, own, ctx, placing, "own" in legal_piles)
    regions += _draw_favour_pile(canvas, favour, ctx, placing, "favour" in legal_piles)
    _draw_drawn(canvas, middle, ctx, pieces)
    if centre.h >= 40:
        regions += _draw_centre(canvas, centre, ctx, pieces, placing, "centre" in legal_piles)
    return regions


def _target(canvas, box: Rect, lit: bool, dim: bool) -> None:
    if lit:
        canvas.rounded_rect(
            box.x, box.y, box.w, box.h, 10, fill=theme.WHITE, stroke=theme.GOLD, line_width=4.0
        )
    else:
        canvas.rounded_rect(
            box.x,
            box.y,
            box.w,
            box.h,
            10,
            fill=theme.PARCHMENT_DARK if dim else theme.WHITE,
            stroke=theme.INK_SOFT if dim else theme.PARCHMENT_DARK,
            line_width=2.0,
        )


def _pile_label(canvas, box: Rect, title: str, note: str | None) -> Rect:
    """A pile's name (and a note under it) at the top of ``box``, each on up to two
    lines; returns the rest."""
    y = box.y + 2
    for text, font, colour in (
        (title, theme.ui_font(14, 700), theme.ROYAL_BLUE),
        (note, theme.ui_font(12), theme.CRIMSON),
    ):
        fitted = readable_fit(canvas, [text], font, box.w - 8, 2) if text else None
        if fitted is None:
            continue
        sized, lines = fitted
        for line in lines:
            if y + sized.size > box.bottom:  # no room: the pile's state shows it too
                break
            canvas.text(box.center[0], y, line, sized, colour, align="center", baseline="top")
            y += sized.size * 1.15
    y += 2
    return Rect(box.x + 4, y, box.w - 8, max(box.bottom - y - 4, 0.0))


def _draw_own_pile(canvas, box: Rect, ctx, placing: bool, legal: bool) -> list[HitRegion]:
    view = ctx.view
    advisor = view["advisor"]
    filled = view["placed"]["own"]  # this draft turn's card, until the turn ends
    used = filled and view["phase"] == "place"
    _target(canvas, box, placing and legal, placing and not legal)
    note = t("fortheking.used_this_turn") if used else None
    rest = _pile_label(canvas, box, t("fortheking.own_pile", name=ctx.name(advisor)), note)
    h = min(rest.h, rest.w / CARD_RATIO * 0.9, 150.0)
    w = h * CARD_RATIO
    if h >= 20:
        x = rest.center[0] - w / 2
        y = rest.center[1] - h / 2
        if filled:
            draw_card(canvas, None, x, y, w, h, mark=player_colour(advisor))
        else:
            canvas.rounded_rect(x, y, w, h, 6, stroke=theme.INK_SOFT, line_width=1.0)
    ctx.spot(box, t("fortheking.describe.own_pile", name=ctx.name(advisor)))
    if not legal:  # greyed, the reason written on it
        return []
    return [HitRegion("pick:place:own", box, action_label(Place("own"), ctx))]


def _draw_favour_pile(canvas, box: Rect, ctx, placing: bool, legal: bool) -> list[HitRegion]:
    view = ctx.view
    size = view["favour_pile"]
    used = view["placed"]["favour"] and view["phase"] == "place"
    _target(canvas, box, placing and legal, placing and not legal)
    note = t("fortheking.used_this_turn") if used else None
    title = t("fortheking.favour_pile", size=size)
    rest = _pile_label(canvas, box, title, note)
    _draw_stack_and_memory(canvas, rest, ctx)
    if not legal:  # greyed, the reason written on it
        return []
    return [HitRegion("pick:place:favour", box, action_label(Place("favour"), ctx))]


def _draw_stack_and_memory(canvas, box: Rect, ctx) -> None:
    """The favour pile face down with its size, and the viewer's own cards in it, face
    up and marked as theirs."""
    view = ctx.view
    size = view["favour_pile"]
    remembered = favour_remembered(view)
    memory_h = min(max(box.h * 0.42, min_face(remembered) + 2), 46.0) if remembered else 0.0
    memory_h = min(memory_h, box.h)
    stack = Rect(box.x, box.y, box.w, box.h - memory_h)
    h = min(stack.h, stack.w / CARD_RATIO * 0.7, 150.0)
    w = h * CARD_RATIO
    if h >= 18 and size:
        layers = min(size, 4)
        x0 = stack.center[0] - w / 2 - layers
        y0 = stack.center[1] - h / 2 - layers
        for layer in range(layers):
            draw_card(canvas, None, x0 + layer * 2, y0 + layer * 2, w, h)
        canvas.circle(
            x0 + layers * 2 + w - 8,
            y0 + layers * 2 + 8,
            11,
            fill=theme.CRIMSON,
            stroke=theme.WHITE,
            line_width=1.5,
        )
        canvas.text(
            x0 + layers * 2 + w - 8,
            y0 + layers * 2 + 9,
            str(size),
            theme.ui_font(12, 700),
            theme.WHITE,
            align="center",
            baseline="middle",
        )
    elif h >= 18:
        canvas.rounded_rect(
            stack.center[0] - w / 2, stack.center[1] - h / 2, w, h, 6, stroke=theme.INK_SOFT
        )
    text = t("fortheking.describe.favour_pile", count=size)
    if remembered:
        text += " " + t("fortheking.your_favour", cards=card_names(remembered))
    ctx.spot(stack, text)
    if not remembered:
        return
    strip = Rect(box.x, stack.bottom, box.w, memory_h)
    placed = card_row(len(remembered), strip, min_face(remembered))
    if placed is None:  # no room for their faces: their names
        lines = min(int(strip.h // (READABLE * 1.15)), 2)
        names = card_names(remembered)
        fitted = readable_fit(canvas, [names], theme.ui_font(12), strip.w, lines)
        if lines and fitted is not None:
            draw_fitted(canvas, strip, fitted, theme.INK, "center")
        ctx.spot(strip, t("fortheking.your_favour", cards=card_names(remembered)))
        return
    mw, mh, step = placed
    mark = player_colour(ctx.viewer) if ctx.viewer is not None else None
    total_w = step * (len(remembered) - 1) + mw
    x = strip.center[0] - total_w / 2
    y = strip.center[1] - mh / 2
    for index, card in enumerate(remembered):
        draw_card(canvas, card, x + index * step, y, mw, mh, mark=mark)
        ctx.spot(
            Rect(x + index * step, y, mw, mh),
            t("fortheking.yours_in_favour", card=card_name(card)),
        )


def _draw_drawn(canvas, box: Rect, ctx, pieces: PieceQueue) -> None:
    """The deck, and the card the advisor drew: its face for the advisor only."""
    view = ctx.view
    king = view["king"]
    deck = view["deck"]
    deck_w = min(box.w * 0.3, 70.0)
    deck_box = Rect(box.x, box.y, deck_w, box.h)
    card_box = Rect(deck_box.right + 6, box.y, box.w - deck_w - 6, box.h)
    dh = min(deck_box.h - 22, deck_box.w / CARD_RATIO)
    if dh >= 16:
        dw = dh * CARD_RATIO
        x = deck_box.center[0] - dw / 2
        y = deck_box.y + 2
        if deck:
            for layer in range(min(deck, 3)):
                draw_card(canvas, None, x + layer * 2, y + layer * 2, dw, dh)
        else:
            canvas.rounded_rect(x, y, dw, dh, 6, stroke=theme.INK_SOFT)
        canvas.text(
            deck_box.center[0],
            y + dh + 12,
            t("fortheking.deck", size=deck),
            theme.ui_font(12, 700),
            theme.INK,
            align="center",
            baseline="middle",
        )
        ctx.spot(deck_box, t("fortheking.deck", size=deck))
    card = None
    shown = False
    if king and view["phase"] in DRAFT_STAGES:
        card, shown = king["card"], True
    elif view["card_drawn"]:
        card, shown = drawn_card(view), True
    ch = min(card_box.h, card_box.w / CARD_RATIO, 220.0)
    cw = ch * CARD_RATIO
    x = card_box.center[0] - cw / 2
    y = card_box.center[1] - ch / 2
    if shown:
        pieces.add(
            ("drawn", deck),
            x,
            y,
            lambda px, py: draw_card(canvas, card, px, py, cw, ch),
        )
        text = (
            describe_card(card)
            if card
            else t("fortheking.describe.drawn_hidden", name=ctx.name(view["advisor"]))
        )
        ctx.spot(Rect(x, y, cw, ch), text)
    elif view["phase"] == "take":
        draw_text_in(
            canvas,
            card_box,
            t("fortheking.sharing", name=ctx.name(view["to_move"])),
            theme.ui_font(15, 700),
            theme.INK_SOFT,
            max_lines=3,
            align="center",
        )


def _draw_centre(
    canvas, box: Rect, ctx, pieces: PieceQueue, placing: bool, legal: bool
) -> list[HitRegion]:
    view = ctx.view
    regions: list[HitRegion] = []
    slots = view["players"]
    centre = view["centre"]
    full = len(centre) >= slots
    _target(canvas, box, placing and legal, placing and not legal)
    title = t("fortheking.centre", cards=len(centre), slots=slots)
    if full and view["phase"] == "place":  # on the title's line: room for the cards
        title += " · " + t("fortheking.centre_full")
    rest = _pile_label(canvas, box, title, None)
    takes = {a.card: a for a in ctx.legal if isinstance(a, Take)}
    # Under its cards, which are named after it.
    ctx.spot(box, t("fortheking.describe.centre", name=ctx.name(view["advisor"])))
    if legal:
        label = action_label(Place("centre"), ctx)
        regions.append(HitRegion("pick:place:centre", box, label))
    pitch = rest.w / slots
    h = min(rest.h, (pitch - 6) / CARD_RATIO, 160.0)
    w = h * CARD_RATIO
    if takes and w < MIN_TOUCH:
        w = min(MIN_TOUCH, pitch - 2)
        h = max(h, MIN_TOUCH)
    copies = Copies()
    for slot in range(slots):
        x = rest.x + pitch * slot + (pitch - w) / 2
        y = rest.center[1] - h / 2
        if slot >= len(centre):
            canvas.rounded_rect(x, y, w, h, 6, stroke=theme.INK_SOFT, line_width=1.0)
            continue
        card = centre[slot]
        copy = copies.number(card)
        lit = card in takes
        pieces.add(
            ("centre", card, copy),
            x,
            y,
            lambda px, py, card=card, lit=lit: draw_card(canvas, card, px, py, w, h, lit=lit),
        )
        spot = Rect(x, y, w, h)
        ctx.spot(spot, partial(describe_card, card))
        if lit:
            target = Rect(
                x - max(0, (MIN_TOUCH - w) / 2),
                y - max(0, (MIN_TOUCH - h) / 2),
                max(w, MIN_TOUCH),
                max(h, MIN_TOUCH),
            )
            regions.append(
                HitRegion(
                    f"pick:take:{token_of(card)}:{copy}",
                    target,
                    action_label(takes[card], ctx),
                )
            )
    return regions


# Phase 2: the auction.
def _draw_auction(
    canvas: Canvas, box: Rect, ctx: TableContext, pieces: PieceQueue
) -> list[HitRegion]:
    view = ctx.view
    auction = view["auction"]
    king = view["king"]
    lot = auction["card"] if auction else (king["card"] if king else None)
    draw_frame(canvas, box, radius=10)
    box = box.inset(8, 6)
    card_h = min(box.h, 300.0, box.w * 0.3 / CARD_RATIO)
    card_w = card_h * CARD_RATIO
    lot_box = Rect(box.x, box.y + (box.h - card_h) / 2, card_w, card_h)
    if lot:
        pieces.add(
            ("lot", view["favour_pile"]),
            lot_box.x,
            lot_box.y,
            lambda px, py: draw_card(canvas, lot, px, py, card_w, card_h),
        )
        ctx.spot(lot_box, partial(describe_card, lot))
    side_w = min(max(box.w * 0.22, 70.0), 150.0)
    pile = Rect(box.right - side_w, box.y, side_w, box.h)
    rest = _pile_label(canvas, pile, t("fortheking.favour_pile", size=view["favour_pile"]), None)
    if rest.h >= 24:
        _draw_stack_and_memory(canvas, rest, ctx)
    info = Rect(lot_box.right + 10, box.y, pile.x - lot_box.right - 16, box.h)
    lines: list[tuple[str, Font, str]] = []
    scale = min(max(box.h / 320, 1.0), 1.4)  # larger on large screens
    big = theme.title_font(24 * scale)
    body = theme.ui_font(18 * scale)
    bold = theme.ui_font(18 * scale, 700)
    if auction:
        lines.append(
            (t("fortheking.auction_of", card=card_name(auction["card"])), big, theme.ROYAL_BLUE)
        )
        if auction["high_bidder"] is None:
            lines.append((t("fortheking.no_bid"), bold, theme.INK))
        else:
            lines.append(
                (
                    t(
                        "fortheking.bid_by",
                        bid=auction["high_bid"],
                        name=ctx.name(auction["high_bidder"]),
                    ),
                    bold,
                    theme.INK,
                )
            )
        if auction["passed"]:
            names = ", ".join(ctx.name(seat) for seat in auction["passed"])
            lines.append((t("fortheking.passed_list", names=names), body, theme.INK_SOFT))
        if auction["excluded"]:
            names = ", ".join(ctx.name(seat) for seat in auction["excluded"])
            lines.append((t("fortheking.out_list", names=names), body, theme.CRIMSON))
        stage = view["phase"]
        mover = ctx.name(view["to_move"])
        if stage == "bid":
            lines.append((t("fortheking.next_bidder", name=mover), bold, theme.ROYAL_BLUE))
        elif stage == "pay":
            if auction["pay_with"] == GOLD:
                text = t("fortheking.paying_gold", name=mover, owed=auction["owed"])
            else:
                text = t("fortheking.paying_cards", name=mover, count=auction["owed"])
            lines.append((text, bold, theme.ROYAL_BLUE))
        elif stage == "lose":
            lines.append(
                (
                    t("fortheking.failed", name=ctx.name(auction["high_bidder"]), picker=mover),
                    bold,
                    theme.CRIMSON,
                )
            )
        blind_pick = penalty(ctx)  # the top discard: named here
        if blind_pick is not None:
            text = t(
                "fortheking.penalty",
                loser=ctx.name(blind_pick["loser"]),
                card=card_name(blind_pick["card"]),
                name=ctx.name(blind_pick["seat"]),
            )
            lines.append((text, bold, theme.CRIMSON))
    elif king:
        lines.append(
            (
                t(
                    "fortheking.using",
                    name=ctx.name(king["seat"]),
                    card=card_name(king["card"]),
                ),
                big,
                theme.ROYAL_BLUE,
            )
        )
    if view["discard"] and not (auction and penalty(ctx)):
        lines.append(
            (
                t(
                    "fortheking.discard_top",
                    size=len(view["discard"]),
                    card=card_name(view["discard"][-1]),
                ),
                theme.ui_font(14),
                theme.INK_SOFT,
            )
        )
    draw_info(canvas, info, lines)
    return []


@kept_drawing
def _draw_office_column(
    canvas: Canvas, col: Rect, office: str, leading: bool, head_h: float, name_h: float
) -> None:
    """An office's column of the government: framed in its colour (warm when its title is
    the highest), its emblem in the head and, with room, its name under it."""
    colour, emblem = OFFICE_LOOK[office]
    fill = "#fbf3dc" if leading else theme.WHITE
    canvas.rounded_rect(col.x, col.y, col.w, col.h, 8, fill=fill, stroke=colour, line_width=2.0)
    canvas.rounded_rect(col.x, col.y, col.w, head_h, 8, fill=colour)
    draw_emblem(canvas, emblem, Rect(col.x, col.y + 2, col.w, head_h - 4), theme.WHITE, colour)
    fitted = readable_fit(
        canvas, [office_name(office), office_short_name(office)], theme.ui_font(13, 700), col.w - 4
    )
    if name_h and fitted:
        font, lines = fitted
        canvas.text(
            col.center[0],
            col.y + head_h + name_h / 2,
            lines[0],
            font,
            colour,
            align="center",
            baseline="middle",
        )
