"""High Card's table: everyone's played (face-down) cards, the viewer's hand, results: its
words, its controls (a card in hand plays it) and its drawing."""

from __future__ import annotations

from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_panel, draw_score_chart
from kingmakers.ui.seam import Badge, Control, GameRenderer, TableContext
from tests.fixture_game.engine import Play

CARD_W, CARD_H = 48.0, 64.0


def draw_card(canvas: Canvas, x: float, y: float, value: int | None) -> None:
    canvas.rounded_rect(
        x, y, CARD_W, CARD_H, 6, fill=theme.WHITE if value else theme.ROYAL_BLUE, stroke=theme.INK
    )
    if value:
        canvas.text(
            x + CARD_W / 2,
            y + CARD_H / 2,
            str(value),
            theme.title_font(24),
            theme.INK,
            align="center",
            baseline="middle",
        )


def controls(ctx: TableContext) -> dict[str, Control]:
    """A card in hand plays it."""
    return {str(action.card): action for action in ctx.legal}


class HighCardWords:
    def prompt(self, ctx: TableContext) -> str:
        seat = ctx.view["to_move"]
        if seat is None:
            return t("fixture.over")
        return t("fixture.prompt", name=ctx.name(seat))

    def player_status(self, ctx: TableContext, seat: int):
        badges = (
            [Badge("crown", theme.GOLD, t("fixture.leader"))]
            if (ctx.view["scores"][seat] == max(ctx.view["scores"]) > 0)
            else []
        )
        return t("fixture.points", count=ctx.view["scores"][seat]), badges

    def log_lines(self, ctx: TableContext) -> list[str]:
        lines = []
        for entry in ctx.view["log"]:
            if entry["type"] == "round":
                lines.append(t("fixture.log.round", round=entry["round"]))
            elif entry["type"] == "play":
                lines.append(t("fixture.log.play", name=ctx.name(entry["seat"])))
            else:
                lines.append(
                    t(
                        "fixture.log.win",
                        name=ctx.name(entry["seat"]),
                        points=t("fixture.points", count=entry["points"]),
                    )
                )
        return lines

    def hint_reason(self, ctx: TableContext, steps, after: dict) -> str | None:
        """A game of chance has no reason to give: the hint says the search's figures."""
        return None

    def board_summary(self, ctx: TableContext) -> str:
        return t("fixture.table", round=ctx.view["round"])

    def private_summary(self, ctx: TableContext) -> str | None:
        you = ctx.view.get("you")
        return None if you is None else ", ".join(str(card) for card in you["hand"])

    def action_label(self, action: Play, ctx: TableContext) -> str:
        return t("fixture.action", card=action.card)


class HighCardDrawing:
    def draw_board(self, canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        inner = draw_panel(canvas, box, t("fixture.table", round=ctx.view["round"]))
        for seat, played in enumerate(ctx.view["played"]):
            x = inner.x + seat * (CARD_W + 8)
            if played:
                ctx.draw_piece(
                    canvas,
                    ("played", seat),
                    x,
                    inner.y,
                    lambda px, py: draw_card(canvas, px, py, None),
                )
        return []

    def draw_private(self, canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        you = ctx.view.get("you")
        inner = draw_panel(canvas, box, t("fixture.hand"))
        if you is None:
            return []
        regions = []
        playable = {action.card: index for index, action in enumerate(ctx.legal)}
        for number, card in enumerate(you["hand"]):
            x = inner.x + number * (CARD_W + 8)
            ctx.draw_piece(
                canvas,
                ("card", card),
                x,
                inner.y,
                lambda px, py, card=card: draw_card(canvas, px, py, card),
            )
            ctx.spot(Rect(x, inner.y, CARD_W, CARD_H), t("fixture.action", card=card))
            if card in playable:
                rect = Rect(x, inner.y, max(CARD_W, MIN_TOUCH), max(CARD_H, MIN_TOUCH))
                regions.append(HitRegion(f"pick:{card}", rect, t("fixture.action", card=card)))
        return regions

    def results_count(self, view: dict) -> int:
        return len(view["results"])

    def draw_result(self, canvas, box: Rect, ctx: TableContext, index: int) -> None:
        result = ctx.view["results"][index]
        canvas.text(
            box.x,
            box.y,
            t("fixture.result", round=result["round"], name=ctx.name(result["winner"])),
            theme.title_font(24),
            theme.INK,
            baseline="top",
        )
        for seat, card in enumerate(result["cards"]):
            draw_card(canvas, box.x + seat * (CARD_W + 8), box.y + 40, card)

    def draw_final(self, canvas, box: Rect, ctx: TableContext) -> None:
        view = ctx.view
        per_round = [
            [r["points"] if r["winner"] == seat else 0 for r in view["results"]]
            for seat in range(view["players"])
        ]
        draw_score_chart(canvas, box, ctx.names, per_round, t("fixture.round_short"))


def renderer() -> GameRenderer:
    return GameRenderer(HighCardWords(), controls, HighCardDrawing())
