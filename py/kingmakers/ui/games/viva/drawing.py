"""Viva il Re!'s :class:`~kingmakers.ui.seam.GameDrawing`: the board, the private panel and
the result screens (it keeps nothing between frames)."""

from __future__ import annotations

from kingmakers.ui.games.viva.board import draw_board
from kingmakers.ui.games.viva.hand import draw_hand
from kingmakers.ui.games.viva.results import draw_final, draw_result, results_count
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.seam import TableContext


class VivaDrawing:
    def draw_board(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        return draw_board(canvas, box, ctx)

    def draw_private(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        return draw_hand(canvas, box, ctx)

    def results_count(self, view: dict) -> int:
        return results_count(view)

    def draw_result(self, canvas: Canvas, box: Rect, ctx: TableContext, index: int) -> None:
        draw_result(canvas, box, ctx, index)

    def draw_final(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        draw_final(canvas, box, ctx)
