"""The game-UI protocol: what the table frame asks of one game's renderer."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol

from kingmakers.engine import Action
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.seam.context import Badge, TableContext


class GameRenderer(Protocol):
    """The game-specific half of a table."""

    def prompt(self, ctx: TableContext) -> str: ...

    def draw_board(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]: ...

    def draw_private(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]: ...

    def player_status(self, ctx: TableContext, seat: int) -> tuple[str, list[Badge]]:
        """A short status line for a seat (its score, say) and its badges."""
        ...

    def log_lines(self, ctx: TableContext) -> list[str]: ...

    def describe_at(self, x: float, y: float, ctx: TableContext) -> str | None:
        """What hover or a long press shows for the piece under a point, if any."""
        ...

    def board_summary(self, ctx: TableContext) -> str:
        """The board in words (public), for screen readers."""
        ...

    def private_summary(self, ctx: TableContext) -> str | None:
        """The viewer's private panel in words, or None when nothing is private."""
        ...

    def action_label(self, action: Action, ctx: TableContext) -> str: ...

    def pick(self, token: str, ctx: TableContext) -> tuple[Hashable, Action | list[Action] | None]:
        """A tap on ``token``: the new selection and, when decided, the action to play (or
        the actions, in order, of a step made of several, such as discarding four cards).
        To ring a hinted move the frame also asks, on a copy of the renderer, what a tap
        on each drawn piece would do."""
        ...

    def results_count(self, view: dict) -> int:
        """How many result screens (e.g. round scorings) the view holds so far."""
        ...

    def draw_result(self, canvas: Canvas, box: Rect, ctx: TableContext, index: int) -> None: ...

    def draw_final(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None: ...
