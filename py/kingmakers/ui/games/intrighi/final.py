"""The King is dead: the final screen of Intrighi a corte.

The stacks are revealed one candidate after another, each card flipping in turn from the top
while the candidate's running total counts; then the crowning (with the tie rule spelled
out when it decided), every player's secret candidate and score, the winners, and every
Alleanza in play drawn as a link from a player to the ally who shares their win — so a chain
of alliances shows as a chain of links.

The reveal keeps its own time (from the motion layer's clock); it never blocks input (the
frame's buttons work throughout) and with motion turned off the end state shows at once.
"""

from __future__ import annotations

import math

from kingmakers.games.intrighi.cards import CANDIDATES, CARD
from kingmakers.ui.games.intrighi.pieces import (
    candidate_index,
    draw_candidate_disc,
    draw_card_back,
    draw_stack_card,
    fit,
)
from kingmakers.ui.games.intrighi.words import candidate_name, character_name
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.kit.widgets import draw_player_mark, player_colour
from kingmakers.ui.screens.table import TableContext

#: Seconds before the first card turns, before each candidate's stack, and after the last.
LEAD_IN = 0.4
PER_STACK = 0.3
TAIL = 0.4
#: Seconds per card: the whole reveal takes about REVEAL_TIME, each card within these bounds.
REVEAL_TIME = 6.0
PER_CARD = (0.12, 0.35)
#: Seconds a card takes to turn over.
FLIP = 0.18


def reveal_schedule(stacks: list[list]) -> tuple[list[list[float]], float]:
    """When each stack card turns (seconds from the start), and when the reveal ends."""
    total = sum(len(stack) for stack in stacks)
    per_card = min(max(REVEAL_TIME / max(total, 1), PER_CARD[0]), PER_CARD[1])
    times: list[list[float]] = []
    clock = LEAD_IN
    for stack in stacks:
        clock += PER_STACK if stack else 0.0
        column = []
        for _ in stack:
            column.append(clock)
            clock += per_card
        times.append(column)
    return times, clock + TAIL


def tie_words(view: dict) -> str | None:
    """How the tie rule decided, when candidates tied for the highest total."""
    totals = view["result"]["totals"]
    best = max(totals)
    tied = [c for c, total in enumerate(totals) if total == best]
    if len(tied) < 2:
        return None
    supports = {c: sum(CARD[key].value > 0 for key in view["stacks"][c]) for c in tied}
    names = ", ".join(candidate_name(c) for c in tied)
    crowned = view["result"]["crowned"]
    if len(crowned) == 1:
        counts = ", ".join(f"{candidate_name(c)} {supports[c]}" for c in tied)
        return t(
            "intrighi.final.tie_broken",
            tied=names,
            total=best,
            crowned=crowned[0],
            counts=counts,
        )
    most = max(supports.values())
    return t(
        "intrighi.final.tie_kept",
        tied=", ".join(crowned),
        total=best,
        count=most,
    )


def alliance_links(view: dict) -> list[tuple[int, int]]:
    """(seat, ally): every Alleanza in play, the ally sharing that seat's win."""
    return [
        (seat, entry["by"])
        for seat, entries in enumerate(view["beside"])
        for entry in entries
        if entry["card"] == "alleanza"
    ]


class FinalScreen:
    """Draws the final screen and keeps the reveal's clock."""

    def __init__(self) -> None:
        self.game = None
        self.started = 0.0
        self.now = 0.0
        self.ends = 0.0
        self.enabled = False

    def animating(self) -> bool:
        return self.enabled and self.now < self.started + self.ends

    def elapsed(self, ctx: TableContext) -> float:
        """Seconds since this game's final screen was first drawn (infinite: no motion)."""
        view = ctx.view
        motion = ctx.motion
        game = (view["turn"], len(view["log"]), tuple(view["characters"]), tuple(ctx.names))
        now = motion.now if motion is not None else 0.0
        if game != self.game:
            self.game, self.started = game, now
        self.now = now
        self.enabled = motion is not None and motion.enabled
        return now - self.started if self.enabled else math.inf

    def draw(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        view = ctx.view
        result = view["result"]
        canvas.fill_rect(box.x, box.y, box.w, box.h, theme.PARCHMENT)
        times, self.ends = reveal_schedule(view["stacks"])
        elapsed = self.elapsed(ctx)
        done = elapsed >= self.ends
        y = self._draw_headline(canvas, box, ctx, done)
        players = view["players"]
        list_h = min(max(box.h * 0.36, 26.0 * players + 24), 44.0 * players + 30)
        stacks = Rect(box.x, y + 6, box.w, box.bottom - list_h - y - 14)
        self._draw_stacks(canvas, stacks, ctx, times, elapsed, done)
        seats = Rect(box.x, box.bottom - list_h, box.w, list_h)
        self._draw_players(canvas, seats, ctx, done, result)

    def _draw_headline(self, canvas: Canvas, box: Rect, ctx: TableContext, done: bool) -> float:
        view = ctx.view
        result = view["result"]
        if not done:
            lines = [
                (t("intrighi.final.dead"), theme.CRIMSON),
                (t("intrighi.final.revealing"), theme.INK),
            ]
        else:
            crowned = result["crowned"]
            headline = (
                t("intrighi.final.crowned", candidate=crowned[0])
                if len(crowned) == 1
                else t("intrighi.final.crowned_many", candidates=", ".join(crowned))
            )
            winners = result["winners"]
            sub = (
                t("intrighi.final.winners", names=", ".join(ctx.name(s) for s in winners))
                if winners
                else t("intrighi.final.nobody")
            )
            lines = [(headline, theme.GOLD), (sub, theme.ROYAL_BLUE)]
            tie = tie_words(view)
            if tie:
                lines.append((tie, theme.INK))
        y = box.y
        sizes = (min(max(box.w * 0.055, 22.0), 34.0), min(max(box.w * 0.035, 16.0), 22.0), 15.0)
        for number, (text, colour) in enumerate(lines):
            base = theme.title_font(sizes[number]) if number < 2 else theme.ui_font(sizes[2])
            font, wrapped = fit(canvas, text, base, box.w, max_lines=2 if number else 1)
            for line in wrapped:
                canvas.text(box.center[0], y, line, font, colour, align="center", baseline="top")
                y += font.size * 1.2
        return y

    def _draw_stacks(self, canvas, box: Rect, ctx, times, elapsed: float, done: bool) -> None:
        view = ctx.view
        result = view["result"]
        crowned = {candidate_index(name) for name in result["crowned"]}
        column_w = box.w / len(CANDIDATES)
        for candidate, stack in enumerate(view["stacks"]):
            column = Rect(box.x + candidate * column_w + 3, box.y, column_w - 6, box.h)
            turned = [elapsed >= when for when in times[candidate]]
            finished = all(turned)
            revealing = not finished and (
                not times[candidate] or elapsed >= times[candidate][0] - 0.3
            )
            is_crowned = done and candidate in crowned
            canvas.rounded_rect(
                column.x,
                column.y,
                column.w,
                column.h,
                10,
                fill="#fbf3da" if is_crowned else theme.WHITE,
                stroke=theme.GOLD if is_crowned or revealing else theme.PARCHMENT_DARK,
                line_width=4 if is_crowned else 2,
            )
            head_h = min(max(column.h * 0.14, 24.0), 40.0)
            r = min(head_h * 0.34, column.w * 0.15)
            draw_candidate_disc(canvas, candidate, column.x + r + 5, column.y + head_h / 2, r)
            font, lines = fit(
                canvas,
                candidate_name(candidate),
                theme.title_font(min(head_h * 0.45, 17.0)),
                column.w - 2 * r - 12,
                max_lines=1,
                min_scale=0.5,
            )
            canvas.text(
                column.x + 2 * r + 9,
                column.y + head_h / 2,
                lines[0],
                font,
                theme.INK,
                baseline="middle",
            )
            if is_crowned:
                draw_emblem(
                    canvas,
                    "crown",
                    Rect(column.center[0] - 12, column.y - 14, 24, 20),
                    theme.GOLD,
                    theme.INK,
                )
            foot_h = min(max(column.h * 0.14, 22.0), 34.0)
            running = sum(
                CARD[key].value for key, shown in zip(stack, turned, strict=True) if shown
            )
            total_text = str(running) if running <= 0 else f"+{running}"
            canvas.text(
                column.center[0],
                column.bottom - foot_h / 2,
                total_text.replace("-", "−"),
                theme.title_font(min(foot_h * 0.75, 24.0)),
                theme.ROYAL_BLUE if finished else theme.INK_SOFT,
                align="center",
                baseline="middle",
            )
            area = Rect(
                column.x + 5, column.y + head_h + 2, column.w - 10, column.h - head_h - foot_h - 4
            )
            self._draw_cards(canvas, area, stack, times[candidate], elapsed)

    @staticmethod
    def _draw_cards(canvas, area: Rect, stack: list, times: list[float], elapsed: float) -> None:
        size = len(stack)
        if not size or area.h <= 0:
            return
        subcolumns = 1
        while subcolumns < 3 and area.h / math.ceil(size / subcolumns) < 14:
            subcolumns += 1
        per_column = math.ceil(size / subcolumns)
        pitch = min(area.h / per_column, 24.0)
        w = (area.w - 3 * (subcolumns - 1)) / subcolumns
        for index, key in enumerate(stack):
            column, row = divmod(index, per_column)
            x = area.x + column * (w + 3)
            y = area.y + row * pitch
            h = pitch - min(2.0, pitch * 0.15)
            since = elapsed - times[index]
            if since < 0:
                draw_card_back(canvas, x, y, w, h)
            elif since < FLIP:
                # Turning over: the back narrows to its edge, then the face widens.
                half = FLIP / 2
                squeeze = abs(since - half) / half
                cw = max(w * squeeze, 1.0)
                cx = x + (w - cw) / 2
                if since < half:
                    draw_card_back(canvas, cx, y, cw, h)
                else:
                    draw_stack_card(canvas, cx, y, cw, h, key, known=False)
            else:
                draw_stack_card(canvas, x, y, w, h, key, known=False)

    def _draw_players(self, canvas, box: Rect, ctx, done: bool, result: dict) -> None:
        view = ctx.view
        players = view["players"]
        links = alliance_links(view) if done else []
        legend_h = 18.0 if links else 0.0
        row_h = min((box.h - legend_h) / players, 44.0)
        gutter = 16.0 + 9.0 * len(links)
        font = theme.ui_font(min(row_h * 0.45, 16.0), 700)
        small = theme.ui_font(min(row_h * 0.4, 14.0))
        winners = set(result["winners"]) if done else set()
        for seat in range(players):
            row = Rect(box.x + gutter, box.y + seat * row_h, box.w - gutter, row_h - 3)
            won = seat in winners
            canvas.rounded_rect(
                row.x,
                row.y,
                row.w,
                row.h,
                8,
                fill="#fbf3da" if won else theme.WHITE,
                stroke=theme.GOLD if won else player_colour(seat),
                line_width=3 if won else 1.5,
            )
            mark_r = min(row.h * 0.25, 9.0)
            draw_player_mark(canvas, seat, row.x + 8 + mark_r, row.center[1], mark_r)
            x = row.x + 14 + 2 * mark_r
            score_w = min(row.w * 0.2, 110.0)
            candidate = view["candidates"][seat]
            total = result["totals"][candidate_index(candidate)]
            if done:
                canvas.text(
                    row.right - 8,
                    row.center[1],
                    t("intrighi.points", count=abs(total), total=total),
                    font,
                    theme.ROYAL_BLUE,
                    align="right",
                    baseline="middle",
                )
            if won:
                draw_emblem(
                    canvas,
                    "crown",
                    Rect(row.right - score_w - 26, row.center[1] - 10, 22, 20),
                    theme.GOLD,
                    theme.INK,
                )
            text = t(
                "intrighi.final.player",
                name=ctx.name(seat),
                character=character_name(view["characters"][seat]),
                candidate=candidate,
            )
            r = min(row.h * 0.28, 10.0)
            room = row.right - score_w - 30 - x - 2 * r - 8
            line_font, lines = fit(canvas, text, font, room, max_lines=1, min_scale=0.5)
            draw_candidate_disc(canvas, candidate_index(candidate), x + r, row.center[1], r)
            canvas.text(
                x + 2 * r + 6, row.center[1], lines[0], line_font, theme.INK, baseline="middle"
            )
        for number, (seat, ally) in enumerate(
            sorted(links, key=lambda link: abs(link[0] - link[1]))
        ):
            shared = seat in winners and ally in winners
            colour = theme.GOLD if shared else theme.INK_SOFT
            x = box.x + gutter - 10 - 9 * number
            y0 = box.y + seat * row_h + row_h / 2 - 3
            y1 = box.y + ally * row_h + row_h / 2 + 3
            width = 3.5 if shared else 2.5
            canvas.line(box.x + gutter, y0, x, y0, colour, width)
            canvas.line(x, y0, x, y1, colour, width)
            canvas.line(x, y1, box.x + gutter - 6, y1, colour, width)
            tip = box.x + gutter
            canvas.polygon([(tip, y1), (tip - 8, y1 - 5), (tip - 8, y1 + 5)], fill=colour)
        if links:
            legend = t("intrighi.final.links")
            lfont, lines = fit(canvas, legend, small.scaled(0.9), box.w, max_lines=1, min_scale=0.6)
            canvas.text(
                box.x, box.bottom - legend_h / 2, lines[0], lfont, theme.INK_SOFT, baseline="middle"
            )
