"""The King of the Elves table's drawing: the board, the private panel and the results, and
what one frame's panel and board share."""

from __future__ import annotations

from kingmakers.ui.games.elves.board import draw_board
from kingmakers.ui.games.elves.hand import compact, draw_hand
from kingmakers.ui.games.elves.reading import Account
from kingmakers.ui.games.elves.results import draw_final, draw_result
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.seam import TableContext


class ElvesDrawing:
    """The drawing of one table (see :class:`~kingmakers.ui.seam.GameDrawing`). The frame
    draws the private panel before the board: a short panel (a phone) leaves its move
    buttons to the board's middle band, but not those a card drawn in the panel makes."""

    def __init__(self):
        # Whether the last private panel was short, its move buttons in the board's band.
        self.band_buttons = False
        # The cards of the hand drawn with a tap target in the last private panel.
        self.chips_drawn: frozenset[str] = frozenset()
        self._accounts: list[tuple[dict, Account]] = []

    def account(self, view: dict) -> Account:
        """The gold the view's log tells of, worked out once per view (the frame asks for
        the results at every frame, from the public view and the viewer's; views are made
        once per position)."""
        for seen, account in self._accounts:
            if seen is view:
                return account
        account = Account(view)
        self._accounts = [(view, account), *self._accounts[:3]]
        return account

    def draw_private(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        self.band_buttons = compact(box)
        regions, chips_drawn = draw_hand(canvas, box, ctx, self.band_buttons)
        self.chips_drawn = frozenset(chips_drawn)
        return regions

    def draw_board(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        account = self.account(ctx.view)
        return draw_board(canvas, box, ctx, account, self.band_buttons, self.chips_drawn)

    def results_count(self, view: dict) -> int:
        return len(self.account(view).rounds)

    def draw_result(self, canvas: Canvas, box: Rect, ctx: TableContext, index: int) -> None:
        draw_result(canvas, box, ctx, self.account(ctx.view), index)

    def draw_final(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        draw_final(canvas, box, ctx)
