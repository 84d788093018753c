"""Viva il Re!'s private panel: the viewer's goal card (six favourites and the NO cards
left), the vote's buttons while a vote waits, and the Imperial Envoy's card (public) under it.
"""

from __future__ import annotations

from kingmakers.games.viva.actions import Vote
from kingmakers.ui.games.viva.pieces import (
    TOKEN_MIN_R,
    draw_favourite,
    draw_token,
    favourite_radius,
    spot_candidate,
)
from kingmakers.ui.games.viva.words import name_and_place
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, readable_scale, try_fit_readable
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import PANEL_TITLE_SIZE, draw_button, draw_frame, draw_panel
from kingmakers.ui.seam import TableContext, draw_hidden_panel

#: The viewer's six favourites stand in two columns of this many rows.
FAVOURITE_ROWS = 3
#: A favourite's row at its lowest in the titled panel (a token and a line), else the
#: goal card is drawn compact.
FAVOURITE_ROW_MIN = 26.0
#: The goal card's least height on a small phone: a line over a row of tokens, or the
#: vote's buttons.
COMPACT_GOAL_CARD = MIN_TOUCH + 6
#: The Imperial Envoy's panel at its lowest: a row of tokens.
ENVOY_ROW_MIN = 2 * TOKEN_MIN_R + 10


def draw_hand(canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
    view = ctx.view
    regions: list[HitRegion] = []
    envoy = view["envoy"]
    envoy_h = min(box.h * 0.3, 84.0) if envoy else 0.0
    mine = Rect(box.x, box.y, box.w, box.h - envoy_h - (8 if envoy else 0))
    you = view.get("you")
    compact = you is not None and _rows_height(mine, view) < FAVOURITE_ROW_MIN
    if compact and envoy:
        # A small phone: the goal card keeps a line and a row (or the vote's
        # buttons), the envoy has the rest, if a row of tokens fits there.
        envoy_h = min(box.h - COMPACT_GOAL_CARD - 8, 84.0)
        envoy_h = envoy_h if envoy_h >= ENVOY_ROW_MIN else 0.0
        mine = Rect(box.x, box.y, box.w, box.h - envoy_h - (8 if envoy_h else 0))
    if you is None:
        draw_hidden_panel(canvas, mine, t("viva.private"))
    elif compact:
        regions += _draw_you_compact(canvas, mine, ctx, you)
    else:
        title = t("viva.goal_card", name=ctx.name(you["seat"]), number=you["goal_card"])
        font = theme.title_font(PANEL_TITLE_SIZE)
        if canvas.measure_text(title, font.scaled(readable_scale(font))) > mine.w - 24:
            title = t("viva.goal_card_short", number=you["goal_card"])  # a long name
        inner = draw_panel(canvas, mine, title)
        regions += _draw_you(canvas, inner, ctx, you)
    if envoy_h:
        _draw_envoy(canvas, Rect(box.x, mine.bottom + 8, box.w, envoy_h), envoy, ctx)
    return regions


def _vote_height(view: dict) -> float:
    return 64.0 if view["voting"] else 0.0


def _rows_height(panel: Rect, view: dict) -> float:
    """The height of each of the three rows of favourites in a titled panel."""
    inner_h = panel.h - 26 - theme.title_font(17).size
    return min((inner_h - _vote_height(view) - 22) / FAVOURITE_ROWS, 40.0)


def _draw_you(canvas, inner: Rect, ctx: TableContext, you: dict) -> list[HitRegion]:
    view = ctx.view
    regions = []
    vote_h = _vote_height(view)
    row_h = min((inner.h - vote_h - 22) / FAVOURITE_ROWS, 40.0)
    col_w = inner.w / 2
    for index, candidate in enumerate(you["favourites"]):
        col, row = divmod(index, FAVOURITE_ROWS)
        row_box = Rect(inner.x + col * col_w, inner.y + row * row_h, col_w, row_h)
        draw_favourite(canvas, row_box, candidate, name_and_place(view, candidate))
        r = favourite_radius(row_box)
        spot_candidate(ctx, candidate, row_box.x + r + 2, row_box.center[1], r)
    y = inner.y + FAVOURITE_ROWS * row_h + 4
    canvas.text(
        inner.x,
        y,
        t("viva.no_cards", count=you["no_cards"]),
        theme.ui_font(15, 700),
        theme.CRIMSON,
        baseline="top",
    )
    if view["voting"]:
        regions += _draw_vote(
            canvas, Rect(inner.x, inner.bottom - vote_h + 6, inner.w, vote_h - 6), ctx, you
        )
    return regions


def _draw_you_compact(canvas, box: Rect, ctx: TableContext, you: dict) -> list:
    """The goal card on a small phone, where the board took most of the height: a line
    of whose card it is and the NO cards left over the six favourites' tokens (hover
    or long-press names them), or the two vote buttons while a vote waits."""
    view = ctx.view
    draw_frame(canvas, box)
    inner = box.inset(3)
    if view["voting"] and you["ballot"] is None:
        regions = _draw_vote(canvas, inner, ctx, you)
        if regions:
            return regions
    if you["ballot"] is not None and view["voting"]:
        ballot = t("viva.yes") if you["ballot"] else t("viva.no")
        heading = t("viva.your_ballot", ballot=ballot)
    else:
        title = t("viva.goal_card", name=ctx.name(you["seat"]), number=you["goal_card"])
        heading = f"{title} · {t('viva.no_cards', count=you['no_cards'])}"
    font, lines, fits = try_fit_readable(canvas, heading, theme.ui_font(14, 700), inner.w - 8, 1)
    if not fits:  # the goal card's number alone
        font, lines, _ = try_fit_readable(
            canvas, t("viva.card", number=you["goal_card"]), font, inner.w - 8, 1
        )
    canvas.text(inner.x + 4, inner.y + 2, lines[0], font, theme.ROYAL_BLUE, baseline="top")
    row = Rect(inner.x, inner.y + font.size + 4, inner.w, inner.bottom - inner.y - font.size - 4)
    step = min(row.w / 6, 48.0)
    r = max(min(row.h * 0.42, step * 0.4), TOKEN_MIN_R)
    for index, candidate in enumerate(you["favourites"]):
        cx = row.x + step * (index + 0.5)
        draw_token(canvas, candidate, cx, row.center[1], r, favourite=True)
        spot_candidate(ctx, candidate, cx, row.center[1], r)
    return []


def _draw_vote(canvas, box: Rect, ctx: TableContext, you: dict) -> list[HitRegion]:
    if you["ballot"] is not None:
        ballot = t("viva.yes") if you["ballot"] else t("viva.no")
        canvas.text(
            box.x,
            box.center[1],
            t("viva.your_ballot", ballot=ballot),
            theme.ui_font(15),
            theme.INK,
            baseline="middle",
        )
        return []
    indices = {
        action.yes: index for index, action in enumerate(ctx.legal) if isinstance(action, Vote)
    }
    if not indices:
        return []
    regions = []
    half = (box.w - 10) / 2
    for offset, yes in ((0, True), (half + 10, False)):
        label = t("viva.action.yes" if yes else "viva.action.no")
        region = draw_button(
            canvas,
            Rect(box.x + offset, box.y, half, box.h),
            label,
            f"act:{indices[yes]}" if yes in indices else "none",
            primary=yes,
            enabled=yes in indices,
        )
        if region:
            regions.append(region)
    return regions


def _draw_envoy(canvas: Canvas, box: Rect, envoy: dict, ctx: TableContext) -> None:
    """The Imperial Envoy's score, NO cards and favourites (public): a heading over a
    row of tokens, or the row after a shorter heading where the panel is low."""
    draw_frame(canvas, box)
    inner = box.inset(8, 4)
    score = t("viva.points", count=envoy["score"])
    no_cards = t("viva.no_cards", count=envoy["no_cards"])
    headings = (t("viva.envoy_panel", points=score, no_cards=no_cards), t("viva.envoy"))
    above = inner.h >= 2 * TOKEN_MIN_R + 24
    step = min(inner.w / (6 if above else 12), 40.0)
    row_w = 0.0 if above else 6 * step
    for heading in headings:
        font, lines, fits = try_fit_readable(
            canvas, heading, theme.title_font(15), inner.w - row_w - 4, 1
        )
        if fits:
            break
    if above:
        canvas.text(inner.x, inner.y, lines[0], font, theme.ROYAL_BLUE, baseline="top")
        row = Rect(inner.x, inner.y + font.size + 2, inner.w, inner.h - font.size - 2)
    else:
        canvas.text(inner.x, inner.center[1], lines[0], font, theme.ROYAL_BLUE, baseline="middle")
        row = Rect(inner.right - row_w, inner.y, row_w, inner.h)
    r = max(min(step * 0.4, row.h * 0.45), TOKEN_MIN_R)
    for index, candidate in enumerate(envoy["favourites"]):
        cx = row.x + step * (index + 0.5)
        draw_token(canvas, candidate, cx, row.center[1], r)
        spot_candidate(ctx, candidate, cx, row.center[1], r)
