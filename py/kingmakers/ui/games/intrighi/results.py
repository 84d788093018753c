"""The King is dead: the final screen of Intrighi a corte.

The stacks are revealed one candidate after another, each card turning face up in order
from the top while the candidate's running total counts; then the crowning (with the tie
rule spelled out when it decided, and the rule that decides the win), whether each player
wins and why (their candidate crowned, an Alleanza beside a winner) or loses with their
candidate's total, and every Alleanza in play drawn as a link from a player to the ally who
shares their win, each in its own lane — so a chain of alliances shows as a chain of links.
Every player's secret candidate shows from the start.

The reveal is made of pieces of the motion layer that fade in in turn (``ctx.draw_piece``
with a delay), each drawn over what it replaces (a card's face over its back, a running
total over the one before, the crowning over "the stacks are revealed"): animation frames
only change their opacity, input is never blocked, and with motion turned off (or a
finished game opened again) the end state shows at once.
"""

from __future__ import annotations

import math

from kingmakers.games.intrighi.data import CANDIDATES, CARD
from kingmakers.ui.games.intrighi.pieces import (
    candidate_index,
    candidate_name,
    draw_candidate_disc,
    draw_candidate_head,
    draw_card_back,
    draw_short_line,
    draw_stack_card,
    fitted_lines,
    shortened,
)
from kingmakers.ui.games.intrighi.words import character_name
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, Canvas
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.kit.widgets import draw_frame, draw_player_mark, player_colour
from kingmakers.ui.seam import TableContext

#: Seconds before the first card turns, before each candidate's stack, and after the last.
LEAD_IN = 0.4
PER_STACK = 0.3
TAIL = 0.3
#: Seconds per card: the whole reveal takes about REVEAL_TIME, each card within these bounds.
REVEAL_TIME = 6.0
PER_CARD = (0.12, 0.35)
CROWNED_FILL = "#fbf3da"
#: A player row's greatest height, the width kept for a winner's crown at a row's end, and
#: the room between two alliance links' lanes.
ROW_MAX = 48.0
CROWN_W = 28.0
LANE = 9.0


def reveal_schedule(stacks: list[list]) -> tuple[list[list[float]], float]:
    """When each stack card turns (seconds after the King's death), and when the crowning
    shows."""
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
    crowned = view["result"]["crowned"]
    if len(crowned) == 1:
        return t(
            "intrighi.final.tie_broken",
            tied=", ".join(candidate_name(c) for c in tied),
            total=best,
            crowned=crowned[0],
            counts=", ".join(f"{candidate_name(c)} {supports[c]}" for c in tied),
        )
    return t(
        "intrighi.final.tie_kept",
        tied=", ".join(crowned),
        total=best,
        count=max(supports.values()),
    )


def alliance_links(view: dict) -> list[tuple[int, int]]:
    """(seat, ally): every Alleanza in play, the ally sharing that seat's win."""
    return [
        (seat, entry["by"])
        for seat, entries in enumerate(view["beside"])
        for entry in entries
        if entry["card"] == "alleanza"
    ]


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value).replace("-", "−")


class FinalScreen:
    """Draws the final screen."""

    def draw(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        view = ctx.view
        canvas.fill_rect(box.x, box.y, box.w, box.h, theme.PARCHMENT)
        times, crowning = reveal_schedule(view["stacks"])
        head = Rect(box.x, box.y, box.w, self._headline_height(canvas, box, ctx))
        self._draw_headline(canvas, head, ctx, crowning)
        players = view["players"]
        list_h = min(max(box.h * 0.36, 30.0 * players + 24), ROW_MAX * players + 30)
        # Room above the stacks for a crowned column's crown.
        stacks = Rect(box.x, head.bottom + 16, box.w, box.bottom - list_h - head.bottom - 24)
        self._draw_stacks(canvas, stacks, ctx, times, crowning)
        seats = Rect(box.x, box.bottom - list_h, box.w, list_h)
        self._draw_players(canvas, seats, ctx, crowning)

    # -- the headline -----------------------------------------------------------------------
    def _lines(self, ctx: TableContext) -> list[tuple[str, str]]:
        """The crowning, the winners and the tie rule, with their colours."""
        result = ctx.view["result"]
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
        tie = tie_words(ctx.view)
        if tie:
            lines.append((tie, theme.INK))
        lines.append((t("intrighi.final.rule"), theme.INK_SOFT))
        return lines

    @staticmethod
    def _fonts(box: Rect):
        return (
            theme.title_font(min(max(box.w * 0.055, 22.0), 34.0)),
            theme.title_font(min(max(box.w * 0.035, 16.0), 22.0)),
            theme.ui_font(15),
        )

    def _fitted(self, canvas: Canvas, box: Rect, lines) -> list[tuple]:
        fonts = self._fonts(box)
        return [
            (*fitted_lines(canvas, text, fonts[min(n, 2)], box.w, min(n, 2) + 1), colour)
            for n, (text, colour) in enumerate(lines)
        ]

    def _headline_height(self, canvas: Canvas, box: Rect, ctx: TableContext) -> float:
        fitted = self._fitted(canvas, box, self._lines(ctx))
        return sum(font.size * 1.2 * len(lines) for font, lines, _ in fitted)

    def _draw_headline(self, canvas: Canvas, box: Rect, ctx: TableContext, crowning) -> None:
        def write(fitted, x: float, y: float) -> None:
            for font, lines, colour in fitted:
                for line in lines:
                    canvas.text(x, y, line, font, colour, align="center", baseline="top")
                    y += font.size * 1.2

        dead = [
            (t("intrighi.final.dead"), theme.CRIMSON),
            (t("intrighi.final.revealing"), theme.INK),
        ]
        write(self._fitted(canvas, box, dead), box.center[0], box.y)
        crowned = self._fitted(canvas, box, self._lines(ctx))

        def paint(x: float, y: float) -> None:
            # The cover reaches above the first line: a title's glyphs rise above "top".
            canvas.fill_rect(box.x, y - 12, box.w, box.h + 14, theme.PARCHMENT)
            write(crowned, x, y)

        ctx.draw_piece(canvas, ("final", "crowning"), box.center[0], box.y, paint, crowning)

    # -- the stacks -------------------------------------------------------------------------
    def _draw_stacks(self, canvas, box: Rect, ctx, times, crowning: float) -> None:
        view = ctx.view
        crowned = {candidate_index(name) for name in view["result"]["crowned"]}
        column_w = box.w / len(CANDIDATES)
        for candidate, stack in enumerate(view["stacks"]):
            column = Rect(box.x + candidate * column_w + 3, box.y, column_w - 6, box.h)
            draw_frame(canvas, column, radius=10)
            head_h = min(max(column.h * 0.14, 24.0), 40.0)
            r = min(head_h * 0.34, column.w * 0.15)
            draw_candidate_head(canvas, candidate, column, head_h, r)
            foot_h = min(max(column.h * 0.14, 22.0), 34.0)
            foot = Rect(column.x + 4, column.bottom - foot_h, column.w - 8, foot_h - 4)
            area = Rect(
                column.x + 5,
                column.y + head_h + 2,
                column.w - 10,
                column.h - head_h - foot_h - 4,
            )
            self._draw_cards(canvas, area, stack, candidate, times[candidate], ctx)
            self._draw_totals(canvas, foot, stack, candidate, times[candidate], ctx)
            if candidate in crowned:

                def paint(x: float, y: float, column=column) -> None:
                    canvas.rounded_rect(
                        column.x, y, column.w, column.h, 10, stroke=theme.GOLD, line_width=4
                    )
                    draw_emblem(
                        canvas,
                        "crown",
                        Rect(column.center[0] - 12, y - 14, 24, 20),
                        theme.GOLD,
                        theme.INK,
                    )

                ctx.draw_piece(
                    canvas, ("final", "crowned", candidate), column.x, column.y, paint, crowning
                )

    @staticmethod
    def _draw_cards(canvas, area: Rect, stack: list, candidate: int, times, ctx) -> None:
        """Each card's back, and its face fading in over it when its turn comes."""
        size = len(stack)
        if not size or area.h <= 0:
            return
        subcolumns = 1
        while subcolumns < 3 and area.h / math.ceil(size / subcolumns) < 14:
            subcolumns += 1
        per_column = math.ceil(size / subcolumns)
        pitch = min(area.h / per_column, 24.0)
        w = (area.w - 3 * (subcolumns - 1)) / subcolumns
        h = pitch - min(2.0, pitch * 0.15)
        for index, key in enumerate(stack):
            column, row = divmod(index, per_column)
            x = area.x + column * (w + 3)
            y = area.y + row * pitch
            draw_card_back(canvas, x, y, w, h)

            def paint(px: float, py: float, key=key) -> None:
                draw_stack_card(canvas, px, py, w, h, key, known=False)

            ctx.draw_piece(canvas, ("final", "card", candidate, index), x, y, paint, times[index])

    @staticmethod
    def _draw_totals(canvas, foot: Rect, stack: list, candidate: int, times, ctx) -> None:
        """The running total: 0, then each new total over the one before as cards turn."""
        font = theme.title_font(min(foot.h * 0.8, 24.0))

        def write(value: int, colour: str) -> None:
            canvas.rounded_rect(foot.x, foot.y, foot.w, foot.h, 6, fill=theme.WHITE)
            canvas.text(
                foot.center[0],
                foot.center[1],
                signed(value),
                font,
                colour,
                align="center",
                baseline="middle",
            )

        write(0, theme.INK_SOFT if stack else theme.ROYAL_BLUE)
        running = 0
        for index, key in enumerate(stack):
            running += CARD[key].value
            colour = theme.ROYAL_BLUE if index == len(stack) - 1 else theme.INK_SOFT

            def paint(x: float, y: float, value=running, colour=colour) -> None:
                write(value, colour)

            ctx.draw_piece(
                canvas, ("final", "total", candidate, index), foot.x, foot.y, paint, times[index]
            )

    # -- the players ----------------------------------------------------------------------------
    def _draw_players(self, canvas, box: Rect, ctx, crowning: float) -> None:
        """A row per player: who they are and back, then (with the crowning) whether they
        win and why, a crown at the row's end for the winners, and the alliance links."""
        view = ctx.view
        players = view["players"]
        links = alliance_links(view)
        legend = fitted_lines(canvas, t("intrighi.final.links"), theme.ui_font(12), box.w, 2)
        legend_h = legend[0].size * 1.2 * len(legend[1]) + 4 if links else 0.0
        row_h = min((box.h - legend_h) / players, ROW_MAX)
        gutter = 16.0 + LANE * len(links)
        name_font = theme.ui_font(min(max(row_h * 0.38, READABLE), 16.0), 700)
        outcome_font = theme.ui_font(min(max(row_h * 0.32, READABLE), 14.0))
        winners = set(view["result"]["winners"])
        for seat in range(players):
            row = Rect(box.x + gutter, box.y + seat * row_h, box.w - gutter, row_h - 3)
            canvas.rounded_rect(
                row.x,
                row.y,
                row.w,
                row.h,
                8,
                fill=theme.WHITE,
                stroke=player_colour(seat),
                line_width=1.5,
            )
            mark_r = min(row.h * 0.25, 9.0)
            draw_player_mark(canvas, seat, row.x + 8 + mark_r, row.center[1], mark_r)
            candidate = view["candidates"][seat]
            r = min(row.h * 0.28, 10.0)
            x = row.x + 14 + 2 * mark_r
            draw_candidate_disc(canvas, candidate_index(candidate), x + r, row.center[1], r)
            left = x + 2 * r + 6
            room = row.right - CROWN_W - 8 - left
            text = t(
                "intrighi.final.player",
                name=ctx.name(seat),
                character=character_name(view["characters"][seat]),
                candidate=candidate,
            )
            draw_short_line(canvas, left, row.y + row.h * 0.3, text, name_font, room, theme.INK)
            said_font, said = shortened(canvas, outcome(view, seat, ctx.name), outcome_font, room)
            won = seat in winners

            def paint(px, py, row=row, won=won, line=said, font=said_font, left=left):
                if won:
                    canvas.rounded_rect(row.x, py, row.w, row.h, 8, stroke=theme.GOLD, line_width=3)
                    draw_emblem(
                        canvas,
                        "crown",
                        Rect(row.right - CROWN_W - 2, py + row.h / 2 - 10, CROWN_W - 4, 20),
                        theme.GOLD,
                        theme.INK,
                    )
                canvas.text(
                    left,
                    py + row.h * 0.74,
                    line,
                    font,
                    theme.ROYAL_BLUE if won else theme.INK_SOFT,
                    baseline="middle",
                )

            ctx.draw_piece(canvas, ("final", "score", seat), row.x, row.y, paint, crowning)
        if links:
            ctx.draw_piece(
                canvas,
                ("final", "links"),
                box.x,
                box.y,
                lambda x, y: self._draw_links(canvas, box, links, winners, row_h, gutter, legend),
                crowning,
            )

    @staticmethod
    def _draw_links(canvas, box: Rect, links, winners, row_h, gutter, legend) -> None:
        """Brackets in the gutter, from a player's row to the ally's, with an arrowhead; gold
        where the win is shared. Each runs down its own lane and meets each row at its own
        height, so no two run along one another."""
        ordered = sorted(links, key=lambda link: abs(link[0] - link[1]))
        meeting: dict[int, list[int]] = {}  # row -> the links meeting it, in lane order
        for number, link in enumerate(ordered):
            for seat in link:
                meeting.setdefault(seat, []).append(number)

        def height(seat: int, number: int) -> float:
            here = meeting[seat]
            return box.y + seat * row_h + (row_h - 3) * (here.index(number) + 1) / (len(here) + 1)

        for number, (seat, ally) in enumerate(ordered):
            shared = seat in winners and ally in winners
            colour = theme.GOLD if shared else theme.INK_SOFT
            x = box.x + gutter - 10 - LANE * number
            y0, y1 = height(seat, number), height(ally, number)
            width = 3.5 if shared else 2.5
            canvas.line(box.x + gutter, y0, x, y0, colour, width)
            canvas.line(x, y0, x, y1, colour, width)
            canvas.line(x, y1, box.x + gutter - 6, y1, colour, width)
            tip = box.x + gutter
            canvas.polygon([(tip, y1), (tip - 8, y1 - 4), (tip - 8, y1 + 4)], fill=colour)
        font, lines = legend
        line_h = font.size * 1.2
        for number, line in enumerate(lines):
            y = box.bottom - line_h * (len(lines) - number - 0.5)
            canvas.text(box.x, y, line, font, theme.INK_SOFT, baseline="middle")


def outcome(view: dict, seat: int, name) -> str:
    """Whether a seat wins and why, or loses and by what (``name`` names a seat): its
    candidate crowned, an Alleanza beside a winner, or its candidate's total (and, when
    it tied for the highest, who took the tie)."""
    result = view["result"]
    candidate = view["candidates"][seat]
    total = result["totals"][candidate_index(candidate)]
    if seat in result["winners"]:
        if candidate in result["crowned"]:
            return t("intrighi.outcome.crowned", candidate=candidate)
        ally = next(
            (
                beside
                for beside, owner in alliance_links(view)
                if owner == seat and beside in result["winners"]
            ),
            None,
        )
        return (
            t("intrighi.outcome.ally", name=name(ally))
            if ally is not None
            else t("intrighi.winner")
        )
    if total == max(result["totals"]):
        return t(
            "intrighi.outcome.tie_lost",
            candidate=candidate,
            total=signed(total),
            crowned=", ".join(result["crowned"]),
        )
    return t("intrighi.outcome.lost", candidate=candidate, total=signed(total))
