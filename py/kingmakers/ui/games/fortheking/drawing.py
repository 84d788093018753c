"""For the King's drawing for one table: its board, the viewer's collection and the final
screen (see :class:`~kingmakers.ui.seam.GameDrawing`). It keeps nothing between frames:
the page of a card grid is the selection's, and each panel paints its own pieces."""

from __future__ import annotations

from kingmakers.ui.games.fortheking.board import draw_board
from kingmakers.ui.games.fortheking.hand import draw_private
from kingmakers.ui.games.fortheking.results import draw_final
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.seam import NoRoundResults, TableContext


class ForTheKingDrawing(NoRoundResults):
    def draw_board(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        return draw_board(canvas, box, ctx)

    def draw_private(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        return draw_private(canvas, box, ctx)

    def draw_final(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        draw_final(canvas, box, ctx)
