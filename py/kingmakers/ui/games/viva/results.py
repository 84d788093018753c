"""Viva il Re!'s result screens: each round's scoring (every goal card's favourites and
points) and the final screen (who won, the tie-break, the running totals)."""

from __future__ import annotations

from kingmakers.ui.games.viva.pieces import draw_token
from kingmakers.ui.games.viva.reading import candidate_name
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import (
    Canvas,
    draw_fitted_line,
    fit_readable,
    fit_text,
    readable_scale,
    wrap_text,
)
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.kit.widgets import (
    draw_player_mark,
    draw_score_chart,
    draw_standings,
)
from kingmakers.ui.seam import TableContext

#: The final screen at least this wide puts the standings beside the chart, else above it.
WIDE_FINAL = 560.0
#: A round's result row narrower than this puts the favourites under the name.
WIDE_RESULT_ROW = 560.0
#: The lowest chart worth drawing (a short phone in landscape has room for the table only).
MIN_CHART = 120.0


def results_count(view: dict) -> int:
    return len(view["rounds"])


def draw_result(canvas: Canvas, box: Rect, ctx: TableContext, index: int) -> None:
    """A round's scoring: each player's goal card, what each favourite scored, the
    round's points and the running total after it (the envoy's too)."""
    view = ctx.view
    result = view["rounds"][index]
    title = t("viva.result.title", round=result["round"], candidate=candidate_name(result["king"]))
    canvas.fill_rect(box.x, box.y, box.w, box.h, theme.PARCHMENT)
    font, lines = fit_text(canvas, title, theme.title_font(28), box.w, max_lines=2)
    y = box.y
    for line in lines:
        canvas.text(box.center[0], y, line, font, theme.ROYAL_BLUE, align="center", baseline="top")
        y += font.size * 1.2
    so_far = view["rounds"][: index + 1]
    rows = [
        (
            ctx.name(seat),
            seat,
            card,
            result["points"][seat],
            sum(r["points"][seat] for r in so_far),
            result["favourites"][seat],
        )
        for seat, card in enumerate(result["goal_cards"])
    ]
    if result["envoy_goal_card"] is not None:
        start = envoy_start(view)
        rows.append(
            (
                t("viva.envoy"),
                None,
                result["envoy_goal_card"],
                result["envoy_points"],
                start + sum(r["envoy_points"] for r in so_far),
                result["favourites"][-1],
            )
        )
    columns = _result_columns(Rect(box.x, y, box.w, 0))
    header = theme.ui_font(13, 700)
    for label, column in [
        (t("viva.result.this_round"), columns[0]),
        (t("viva.result.total"), columns[1]),
    ]:
        draw_fitted_line(
            canvas,
            column.center[0],
            y + 10,
            label,
            header,
            column.w,
            theme.INK_SOFT,
            align="center",
            min_scale=readable_scale(header),
        )
    y += 22
    row_h = min((box.bottom - y - 8) / len(rows), 64.0)
    for number, row in enumerate(rows):
        _draw_result_row(canvas, Rect(box.x, y + 8 + number * row_h, box.w, row_h - 6), *row)


def _draw_result_row(canvas, row: Rect, name, seat, card, points, total, details):
    """One player's scoring in a round: name and goal card, each favourite's points,
    the round's points and the running total. A narrow row puts the favourites on a
    line of their own under the rest."""
    canvas.rounded_rect(row.x, row.y, row.w, row.h, 8, fill=theme.WHITE)
    this_round, running = _result_columns(row)
    narrow = row.w < WIDE_RESULT_ROW
    top = Rect(row.x, row.y, row.w, row.h / 2) if narrow else row
    name_w = this_round.x - row.x - 4 if narrow else min(row.w * 0.26, 200.0)
    if seat is not None:
        draw_player_mark(canvas, seat, row.x + 14, top.center[1], 8)
    font, lines = fit_readable(
        canvas,
        [f"{name} · {t('viva.card', number=card)}"],
        theme.ui_font(15, 700),
        name_w - 28,
        max_lines=1 if narrow else 2,
    )
    for index, line in enumerate(lines):
        canvas.text(
            row.x + 28,
            top.center[1] + (index - (len(lines) - 1) / 2) * font.size * 1.15,
            line,
            font,
            theme.INK,
            baseline="middle",
        )
    if narrow:
        tokens = Rect(row.x + 4, row.y + row.h / 2, row.w - 8, row.h / 2)
    else:
        tokens = Rect(row.x + name_w, row.y, this_round.x - row.x - name_w, row.h)
    step = tokens.w / 6
    r = max(min(tokens.h * 0.3, step * 0.25), 6.0)
    for index, (candidate, value) in enumerate(details):
        cx = tokens.x + step * index + r + 4
        draw_token(canvas, candidate, cx, tokens.center[1], r)
        canvas.text(
            cx + r + 4,
            tokens.center[1],
            str(value),
            theme.ui_font(16, 700),
            theme.INK,
            baseline="middle",
        )
    raw = sum(value for _candidate, value in details)
    scored = str(points) if raw == points else f"{raw} → {points}"
    for text, column, face, ink in [
        (scored, this_round, theme.title_font(20), theme.INK),
        (str(total), running, theme.title_font(22), theme.ROYAL_BLUE),
    ]:
        draw_fitted_line(
            canvas,
            column.center[0],
            top.center[1],
            text,
            face,
            column.w,
            ink,
            align="center",
            min_scale=readable_scale(face),
        )


def draw_final(canvas: Canvas, box: Rect, ctx: TableContext) -> None:
    """Who won, the tie-break when there was one, and the totals: a ranked table
    beside the chart of the running totals (above it on a narrow screen)."""
    view = ctx.view
    canvas.fill_rect(box.x, box.y, box.w, box.h, theme.PARCHMENT)
    if view["empire_wins"]:
        headline = t("viva.final.empire")
    else:
        headline = t(
            "viva.final.winners", names=", ".join(ctx.name(seat) for seat in view["winners"])
        )
    font, lines = fit_text(canvas, headline, theme.title_font(32), box.w, max_lines=2)
    y = box.y
    for line in lines:
        canvas.text(
            box.center[0],
            y,
            line,
            font,
            theme.GOLD if not view["empire_wins"] else theme.CRIMSON,
            align="center",
            baseline="top",
        )
        y += font.size * 1.2
    tie = view["tie_break"]
    if tie:
        detail = ", ".join(
            t("viva.final.on_board", name=ctx.name(seat), favourites=count)
            for seat, count in zip(tie["tied"], tie["on_board"], strict=True)
        )
        text = t("viva.final.tie", detail=detail)
        for line in wrap_text(canvas, text, theme.ui_font(16), box.w):
            canvas.text(
                box.center[0],
                y,
                line,
                theme.ui_font(16),
                theme.INK,
                align="center",
                baseline="top",
            )
            y += 22
    players = view["players"]
    per_round = [[result["points"][seat] for result in view["rounds"]] for seat in range(players)]
    standings = [(seat, ctx.name(seat), view["scores"][seat]) for seat in range(players)]
    winners = frozenset(view["winners"])
    extra = None
    if view["envoy"]:
        running, total = [], envoy_start(view)
        for result in view["rounds"]:
            total += result["envoy_points"]
            running.append(total)
        extra = (t("viva.envoy"), running)
        standings.append((None, extra[0], view["envoy"]["score"]))
        winners = frozenset({players}) if view["empire_wins"] else winners
    rest = Rect(box.x, y + 8, box.w, box.bottom - y - 8)
    if rest.w >= WIDE_FINAL:
        table_w = min(rest.w * 0.38, 320.0)
        table = Rect(rest.x, rest.y, table_w, min(rest.h, 60.0 + 36.0 * len(standings)))
        chart = Rect(rest.x + table_w + 16, rest.y, rest.w - table_w - 16, rest.h)
    else:
        table = Rect(rest.x, rest.y, rest.w, 50.0 + 30.0 * len(standings))
        chart = Rect(rest.x, table.bottom + 8, rest.w, rest.bottom - table.bottom - 8)
    draw_standings(canvas, table, standings, winners)
    if chart.h >= MIN_CHART:
        draw_score_chart(
            canvas,
            chart,
            list(ctx.names),
            per_round,
            t("viva.round_short"),
            extra,
            legend=False,
        )


def envoy_start(view: dict) -> int:
    """The envoy's score before the first round's (its head start)."""
    return view["envoy"]["score"] - sum(r["envoy_points"] for r in view["rounds"])


def _result_columns(row: Rect) -> tuple[Rect, Rect]:
    """Where a round's points and the running total stand at the right of a result row."""
    total = Rect(row.right - 64, row.y, 58, row.h)
    return Rect(total.x - 80, row.y, 76, row.h), total
