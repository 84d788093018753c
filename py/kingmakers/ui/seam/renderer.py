"""The game-UI protocol: what the table frame asks of one game's UI, split by concern.

- :class:`GameWords` says things (no canvas): the prompt, a move's name, the log, the
  board and the private panel in words;
- ``controls`` is a pure function from the context to what a tap on each piece does
  (``{token: Control}``), so the table, the hint ring, a lesson's move filter and tests all
  ask it instead of drawing;
- :class:`GameDrawing` draws the board, the private panel and the result screens; every
  piece it makes tappable is a ``HitRegion("pick:<token>")`` whose token ``controls``
  answers for.

A :class:`GameRenderer` holds one of each for a table (a game's UI package builds it).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Protocol, Union

from kingmakers.engine import Action
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.seam.context import Badge, TableContext


@dataclass(frozen=True)
class Select:
    """A tap that plays nothing yet: it makes ``selection`` the table's selection (a step
    of a move made in several taps, a page turned, a choice taken back; None clears it)."""

    selection: Hashable


Control = Union[Action, tuple[Action, ...], Select]  # noqa: UP007 (a runtime alias)
"""What a tap on a piece does: play an action (even one the engine will refuse, which then
says why), play several of the same player's actions in order (discarding four cards), or
change the selection."""

Controls = Callable[[TableContext], Mapping[str, Control]]
"""A game's controls: the context -> ``{token: Control}`` for every piece a tap may act on
now (a pure function: it draws nothing and changes nothing)."""


def first_step(control: Control) -> Action | None:
    """The action a control plays first, None for a selection."""
    if isinstance(control, Select):
        return None
    return control[0] if isinstance(control, tuple) else control


class GameWords(Protocol):
    """A game's words for its table (no canvas)."""

    def prompt(self, ctx: TableContext) -> str | None:
        """The viewer's task, or what the table waits for; None: the frame's own "Anna's
        turn". (The frame says who is thinking itself.)"""
        ...

    def action_label(self, action: Action, ctx: TableContext) -> str: ...

    def player_status(self, ctx: TableContext, seat: int) -> tuple[str, list[Badge]]:
        """A short status line for a seat (its score, say) and its badges."""
        ...

    def log_lines(self, ctx: TableContext) -> list[str]: ...

    def hint_reason(self, ctx: TableContext, steps: tuple[Action, ...], after: dict) -> str | None:
        """Why a player would make the hinted move ``steps`` (one seat's decisions, in
        order), in one sentence a player would say ("It keeps your candidate safe."), or
        None when the game has nothing to say (the hint then gives the search's figures
        alone). Read only from the player's view ``ctx.view`` and ``after``, that seat's
        view once the steps are played in a world re-dealt from what it knows: never from
        the true hidden state, so a hint tells nothing the player cannot see."""
        ...

    def board_summary(self, ctx: TableContext) -> str:
        """The board in words (public), for screen readers."""
        ...

    def private_summary(self, ctx: TableContext) -> str | None:
        """The viewer's private panel in words, or None when nothing is private."""
        ...


class GameDrawing(Protocol):
    """A game's drawing: it returns the regions of what it made tappable, and names what a
    hover or a long press over a piece shows through :meth:`TableContext.spot`."""

    def draw_board(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]: ...

    def draw_private(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]: ...

    def results_count(self, view: dict) -> int:
        """How many result screens (e.g. round scorings) the view holds so far."""
        ...

    def draw_result(self, canvas: Canvas, box: Rect, ctx: TableContext, index: int) -> None: ...

    def draw_final(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None: ...


class NoRoundResults:
    """For a game whose only result screen is the final one."""

    def results_count(self, view: dict) -> int:
        return 0

    def draw_result(self, canvas: Canvas, box: Rect, ctx: TableContext, index: int) -> None:
        raise ValueError("this game has no round results")


@dataclass(frozen=True)
class GameRenderer:
    """One game's half of a table: its words, its controls and its drawing (one per table:
    a drawing may keep what one frame's board and private panel share).
    ``open_view``, when given, is the view of a state with every hand open (the replay's
    "All open" board)."""

    words: GameWords
    controls: Controls
    drawing: GameDrawing
    open_view: Callable[[object], dict] | None = None
