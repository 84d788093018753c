"""The Intrighi a corte table's drawing: the board, the private panel and the final screen
(no round results)."""

from __future__ import annotations

from kingmakers.ui.games.intrighi import hand
from kingmakers.ui.games.intrighi.board import Board
from kingmakers.ui.games.intrighi.results import FinalScreen
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.seam import TableContext
from kingmakers.ui.seam.renderer import NoRoundResults


class IntrighiDrawing(NoRoundResults):
    """One table's drawing (see :class:`~kingmakers.ui.seam.GameDrawing`): the board keeps
    the pieces it paints after its still parts."""

    def __init__(self) -> None:
        self.board = Board()
        self.final = FinalScreen()

    def draw_board(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        return self.board.draw(canvas, box, ctx)

    def draw_private(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        return hand.draw_private(canvas, box, ctx)

    def draw_final(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        self.final.draw(canvas, box, ctx)
