"""King of the Elves' results: each round's gold seat by seat (the villages of the trip and
what each paid, then the bonus, thief tolls, teleports, purchases and removals), and the
final standings."""

from __future__ import annotations

from kingmakers.ui.games.elves.pieces import clipped, draw_card_face, fit_readable, readable
from kingmakers.ui.games.elves.reading import Account, gold_text, signed
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.kit.widgets import draw_final_headline, draw_player_mark, draw_score_chart
from kingmakers.ui.seam import TableContext


def draw_result(canvas: Canvas, box: Rect, ctx: TableContext, account: Account, index: int) -> None:
    """A round's gold, seat by seat."""
    view = ctx.view
    result = account.rounds[index]
    canvas.fill_rect(box.x, box.y, box.w, box.h, theme.PARCHMENT)
    title = t("elves.result.title", round=index + 1, rounds=view["rounds"])
    font, lines = fit_text(canvas, title, theme.title_font(28), box.w, max_lines=2)
    y = box.y
    for line in lines:
        canvas.text(box.center[0], y, line, font, theme.ROYAL_BLUE, align="center", baseline="top")
        y += font.size * 1.2
    rows = len(result)
    row_h = min((box.bottom - y - 8) / rows, 90.0)
    for seat, row in enumerate(result):
        _draw_result_row(
            canvas, Rect(box.x, y + 8 + seat * row_h, box.w, row_h - 6), ctx, seat, row
        )


def _result_parts(row: dict, names) -> list[tuple[str, str]]:
    """The round's gold besides the villages: (text, colour)."""
    parts = []
    if row["bonus"]:
        parts.append((t("elves.result.bonus", gold=row["bonus"]), theme.FOREST))
    if row["thief_received"]:
        parts.append((t("elves.result.thief_received", gold=row["thief_received"]), theme.FOREST))
    if row["thief_paid"]:
        parts.append((t("elves.result.thief_paid", gold=row["thief_paid"]), theme.CRIMSON))
    if row["teleport"]:
        parts.append((t("elves.result.teleport", gold=row["teleport"]), theme.CRIMSON))
    if row["bought"]:
        parts.append((t("elves.result.bought", gold=row["bought"]), theme.CRIMSON))
    if row["removed"]:
        parts.append((t("elves.result.removed", gold=row["removed"]), theme.CRIMSON))
    return parts


def _draw_result_row(canvas, box: Rect, ctx: TableContext, seat: int, row: dict) -> None:
    """One player's round: name and net gain; the villages of the trip in order, each
    with the gold it paid (a gold coin where a gold card doubled it); then the bonus,
    thief tolls, teleports, purchases and removals."""
    canvas.rounded_rect(box.x, box.y, box.w, box.h, 8, fill=theme.WHITE)
    names = ctx.names
    narrow = box.w < 600
    name_w = box.w - 90 if narrow else min(box.w * 0.2, 180.0)
    top_h = min(box.h * 0.36, 30.0) if narrow else box.h
    mid = box.y + (top_h / 2 + 2 if narrow else box.h / 2)
    draw_player_mark(canvas, seat, box.x + 14, mid, 8)
    font, name = clipped(canvas, names[seat], theme.ui_font(16, 700), name_w - 30)
    canvas.text(box.x + 28, mid, name, font, theme.INK, baseline="middle")
    canvas.text(
        box.right - 10,
        mid,
        signed(row["gained"]),
        theme.title_font(min(22, max(top_h * 0.7, 14))),
        theme.FOREST if row["gained"] >= 0 else theme.CRIMSON,
        align="right",
        baseline="middle",
    )
    if narrow:
        area = Rect(box.x + 8, box.y + top_h, box.w - 16, box.h - top_h - 2)
    else:
        area = Rect(box.x + name_w, box.y + 2, box.w - name_w - 76, box.h - 4)
    visits = row["visits"]
    parts = _result_parts(row, names)
    if not visits and not parts:
        canvas.text(
            area.x,
            area.center[1],
            t("elves.result.nothing"),
            theme.ui_font(14),
            theme.INK_SOFT,
            baseline="middle",
        )
        return
    lines = (1 if visits else 0) + (1 if parts else 0)
    line_h = area.h / lines
    y = area.y
    if visits:
        _draw_visits(canvas, Rect(area.x, y, area.w, line_h), visits)
        y += line_h
    if parts:
        part_font = theme.ui_font(min(max(line_h * 0.45, 11), 15), 700)
        total = sum(canvas.measure_text(text, part_font) + 14 for text, _ in parts)
        if total > area.w:
            part_font = readable(part_font.scaled(area.w / total))
        x = area.x
        for text, colour in parts:  # those that find no room are cut short, then left out
            if x >= area.right - 14:
                break
            sized, line = clipped(canvas, text, part_font, area.right - x)
            canvas.text(x, y + line_h / 2, line, sized, colour, baseline="middle")
            x += canvas.measure_text(line, sized) + 14


def _draw_visits(canvas: Canvas, box: Rect, visits: list[dict]) -> None:
    """The villages a trip reached, as small faces with the gold each paid; those that
    do not fit are summed up at the end."""
    size = max(min(box.h * 0.72, 30.0), 12.0)
    font = readable(theme.ui_font(min(size * 0.55, 15), 700))
    cy = box.center[1]

    def width(visit: dict) -> float:
        return size + canvas.measure_text(f"+{visit['gold']}", font) + 12

    more_w = canvas.measure_text(t("elves.result.more", count=9, gold=99), font) + 8
    shown = list(visits)
    if sum(width(v) for v in visits) > box.w:
        shown = []
        used = more_w
        for visit in visits:
            if used + width(visit) > box.w:
                break
            shown.append(visit)
            used += width(visit)
    x = box.x
    for visit in shown:
        face = Rect(x, cy - size / 2, size, size)
        if visit["terrain"] is None:  # a position laid out by hand: terrain unknown
            canvas.rounded_rect(face.x, face.y, face.w, face.h, 4, fill=theme.PARCHMENT_DARK)
        else:
            draw_card_face(canvas, face, visit["terrain"], radius=4)
        if visit["doubled"]:
            canvas.circle(face.right - 2, face.y + 2, size * 0.2, fill=theme.GOLD, stroke=theme.INK)
        text = f"+{visit['gold']}"
        canvas.text(x + size + 3, cy, text, font, theme.INK, baseline="middle")
        x += width(visit)
    if len(shown) < len(visits):
        rest = visits[len(shown) :]
        text = t("elves.result.more", count=len(rest), gold=sum(v["gold"] for v in rest))
        canvas.text(x, cy, text, font, theme.INK, baseline="middle")


def draw_final(canvas: Canvas, box: Rect, ctx: TableContext) -> None:
    """The winners, each seat's gold round by round, and the chart of it."""
    view = ctx.view
    winners = view["winners"]
    names = ctx.names
    key = "elves.final.king" if len(winners) == 1 else "elves.final.shared"
    headline = t(key, names=", ".join(names[seat] for seat in winners))
    y = draw_final_headline(canvas, box, headline, 32)
    gold_by_round = view["gold_by_round"]
    players = view["players"]
    gains = [
        [
            row[seat] - (gold_by_round[k - 1][seat] if k else 7)
            for k, row in enumerate(gold_by_round)
        ]
        for seat in range(players)
    ]
    line_font = theme.ui_font(15)
    line_h = 22.0 if box.h > 500 else 18.0
    for seat in sorted(range(players), key=lambda s: -view["gold"][s]):
        parts = " ".join(signed(g) for g in gains[seat])
        text = t(
            "elves.final.line",
            name=names[seat],
            gold=gold_text(view["gold"][seat]),
            parts=f"7 {parts}",
        )
        sized, fitted = fit_readable(canvas, text, line_font, box.w - 30)
        draw_player_mark(canvas, seat, box.x + 10, y + line_h / 2, 6)
        canvas.text(
            box.x + 24,
            y + line_h / 2,
            fitted[0] if fitted else "",
            sized,
            theme.INK,
            baseline="middle",
        )
        y += line_h
    per_round = [[gold_by_round[0][seat]] + gains[seat][1:] for seat in range(players)]
    draw_score_chart(
        canvas,
        Rect(box.x, y + 6, box.w, box.bottom - y - 6),
        list(names),
        per_round,
        t("elves.round_short"),
        legend=False,  # the lines above name each seat with its total
    )
