"""For the King's results: no round results, only the final screen (the winners, how
each office was scored and, per player, each office's total, the titles it took and the
points)."""

from __future__ import annotations

from kingmakers.ui.games.fortheking.pieces import OFFICE_LOOK, readable_fit
from kingmakers.ui.games.fortheking.words import office_name, office_short_name
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, Canvas
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.kit.widgets import draw_final_headline, draw_player_mark
from kingmakers.ui.seam import TableContext


def draw_final(canvas: Canvas, box: Rect, ctx: TableContext) -> None:
    """The winners, how an office is scored, and the score table."""
    view = ctx.view
    winners = view["winners"]
    names = ", ".join(ctx.name(seat) for seat in winners)
    key = "fortheking.final.winner" if len(winners) == 1 else "fortheking.final.shared"
    y = draw_final_headline(canvas, box, t(key, names=names), 30)
    rows = view["scoring"]
    players = view["players"]
    primaries = [sum(seat in row["primary_holders"] for row in rows) for seat in range(players)]
    scores = view["scores"]
    best = max(scores)
    note = t("fortheking.final.explain" if players > 2 else "fortheking.final.explain_two")
    if scores.count(best) > 1:
        note += " " + t("fortheking.final.tie_rule")
    fitted = readable_fit(canvas, [note], theme.ui_font(14), box.w, 3) or readable_fit(
        canvas, [note], theme.ui_font(READABLE), box.w, 6
    )
    note_font, note_lines = fitted or (theme.ui_font(READABLE), [])
    for line in note_lines:
        canvas.text(
            box.center[0], y, line, note_font, theme.INK_SOFT, align="center", baseline="top"
        )
        y += note_font.size * 1.25
    table = Rect(box.x, y + 4, box.w, box.bottom - y - 4)
    _draw_score_table(canvas, table, ctx, rows, primaries)


def _draw_cell(canvas: Canvas, cell: Rect, lines) -> None:
    """Lines of text centred in a table cell, each shrunk to the cell's width (to
    READABLE px at the least, wrapped onto two lines where even that is too wide); a
    text that does not fit the cell is left out whole (all of it is in the notes)."""
    fitted = []
    for text, font, colour in lines:
        sized = readable_fit(canvas, [text], font, cell.w - 4, 2)
        if sized is None:
            continue
        group = [(line, sized[0], colour) for line in sized[1]]
        if sum(f.size * 1.1 for _, f, _ in fitted + group) <= cell.h or not fitted:
            fitted += group
    total = sum(font.size * 1.1 for _, font, _ in fitted)
    y = cell.center[1] - total / 2
    for text, font, colour in fitted:
        canvas.text(
            cell.center[0],
            y + font.size * 0.55,
            text,
            font,
            colour,
            align="center",
            baseline="middle",
        )
        y += font.size * 1.1


def _draw_header(canvas: Canvas, cell: Rect, seat: int, name: str) -> None:
    """A player's column head: their mark beside their name, or over it where the
    column is narrow."""
    font = theme.ui_font(14, 700)
    beside = readable_fit(canvas, [name], font, cell.w - 22, 2)
    if beside is not None:
        draw_player_mark(canvas, seat, cell.x + 10, cell.center[1], 6)
        x, y, align, (font, lines) = cell.x + 19, cell.center[1], "left", beside
    else:
        draw_player_mark(canvas, seat, cell.center[0], cell.y + 8, 6)
        fitted = readable_fit(canvas, [name], font, cell.w - 4, 2)
        if fitted is None:
            return
        x, y, align, (font, lines) = cell.center[0], cell.center[1] + 7, "center", fitted
    line_h = font.size * 1.1
    for number, line in enumerate(lines):
        canvas.text(
            x,
            y + (number - (len(lines) - 1) / 2) * line_h,
            line,
            font,
            theme.INK,
            align=align,
            baseline="middle",
        )


def _draw_score_table(canvas, box: Rect, ctx: TableContext, rows, primaries) -> None:
    view = ctx.view
    players = view["players"]
    label_w = min(max(box.w * 0.24, 76.0), 180.0)
    col_w = (box.w - label_w) / players
    row_count = len(rows) + 3
    row_h = min(box.h / row_count, 54.0)
    header = Rect(box.x, box.y, box.w, row_h)
    small = theme.ui_font(max(min(row_h * 0.3, 13.0), READABLE))
    for seat in range(players):
        cell = Rect(box.x + label_w + seat * col_w, header.y, col_w, row_h)
        _draw_header(canvas, cell, seat, ctx.name(seat))
    for number, row in enumerate(rows):
        y = box.y + row_h * (number + 1)
        office = row["office"]
        colour, emblem = OFFICE_LOOK[office]
        band = Rect(box.x, y + 1, box.w, row_h - 2)
        canvas.rounded_rect(
            band.x,
            band.y,
            band.w,
            band.h,
            6,
            fill=theme.WHITE if number % 2 == 0 else "#f8f1df",
        )
        side = min(band.h - 8, 20.0)
        draw_emblem(
            canvas,
            emblem,
            Rect(band.x + 4, band.center[1] - side / 2, side, side),
            colour,
            theme.INK,
        )
        if row["secondary"] is None:
            values = [t("fortheking.final.values_one", primary=row["primary"])]
            values.append(str(row["primary"]))
        else:
            values = [
                t(
                    "fortheking.final.values_two",
                    primary=row["primary"],
                    secondary=row["secondary"],
                ),
                f"{row['primary']} / {row['secondary']}",
            ]
        text_box = Rect(band.x + side + 8, band.y, label_w - side - 10, band.h)
        names = [office_name(office), office_short_name(office)]
        for text, fitted, colour_of_line, shift in (
            (names, theme.ui_font(14, 700), colour, -0.55),
            (values, small, theme.INK_SOFT, 0.7),
        ):
            sized = readable_fit(canvas, text, fitted, text_box.w)
            if sized is None:
                continue
            canvas.text(
                text_box.x,
                text_box.center[1] + sized[0].size * shift,
                sized[1][0],
                sized[0],
                colour_of_line,
                baseline="middle",
            )
        totals = [s[0] if s else None for s in row["strength"]]
        for seat in range(players):
            cell = Rect(box.x + label_w + seat * col_w, band.y, col_w, band.h)
            strength = row["strength"][seat]
            if strength is None:
                canvas.text(
                    cell.center[0],
                    cell.center[1],
                    "—",
                    small,
                    theme.INK_SOFT,
                    align="center",
                    baseline="middle",
                )
                continue
            if seat in row["primary_holders"]:
                award, award_colour = (
                    t("fortheking.final.first", points=row["primary"]),
                    theme.GOLD,
                )
            elif seat in row["secondary_holders"]:
                award, award_colour = (
                    t("fortheking.final.second", points=row["secondary"]),
                    theme.ROYAL_BLUE,
                )
            else:
                award, award_colour = "", theme.INK_SOFT
            lines = [(str(strength[0]), theme.title_font(min(row_h * 0.34, 20.0)), theme.INK)]
            if award:
                lines.append((award, theme.ui_font(min(row_h * 0.26, 15.0), 700), award_colour))
            if totals.count(strength[0]) > 1:
                tiebreak = t("fortheking.final.tiebreak", high=strength[1], cards=strength[2])
                lines.append((tiebreak, theme.ui_font(min(row_h * 0.22, 13.0)), theme.INK_SOFT))
            _draw_cell(canvas, cell, lines)
    y = box.y + row_h * (len(rows) + 1)
    for label, values, colour in (
        (t("fortheking.final.primaries"), primaries, theme.INK),
        (t("fortheking.final.total"), view["scores"], theme.ROYAL_BLUE),
    ):
        band = Rect(box.x, y + 1, box.w, row_h - 2)
        font, lines = readable_fit(canvas, [label], theme.ui_font(14, 700), label_w - 8, 2) or (
            theme.ui_font(READABLE, 700),
            [],
        )
        line_h = font.size * 1.1
        for number, line in enumerate(lines):
            canvas.text(
                band.x + 4,
                band.center[1] + (number - (len(lines) - 1) / 2) * line_h,
                line,
                font,
                colour,
                baseline="middle",
            )
        for seat in range(players):
            cell = Rect(box.x + label_w + seat * col_w, band.y, col_w, band.h)
            winner = seat in view["winners"] and colour == theme.ROYAL_BLUE
            canvas.text(
                cell.center[0],
                cell.center[1],
                str(values[seat]),
                theme.title_font(min(22.0, row_h * 0.5)),
                theme.GOLD if winner else colour,
                align="center",
                baseline="middle",
            )
        y += row_h
