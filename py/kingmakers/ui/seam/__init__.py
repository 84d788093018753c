"""The seam between the table frame and each game's UI, below both: the screens
(:mod:`~kingmakers.ui.screens.table`, :mod:`~kingmakers.ui.screens.replay`) and every
``kingmakers.ui.games.<id>`` import it, and it imports neither.

- :mod:`.context`: the :class:`TableContext` a game's UI works from, :class:`Badge`,
  :class:`ViewMemo`;
- :mod:`.renderer`: :class:`GameRenderer` (a game's words, controls and drawing) and the
  :class:`Select` / :data:`Control` a tap resolves to;
- :mod:`.frame`: what the table and its replay draw alike (the top bar, a row of badges,
  the hidden private panel, a piece's explanation).
"""

from kingmakers.ui.seam.context import Badge, Spot, TableContext, ViewMemo, spot_at, spot_for
from kingmakers.ui.seam.frame import (
    NARROW,
    PROMPT_LINE,
    TOP_BAR,
    draw_badges,
    draw_explanation,
    draw_hidden_panel,
)
from kingmakers.ui.seam.renderer import (
    Control,
    Controls,
    GameDrawing,
    GameRenderer,
    GameWords,
    NoRoundResults,
    Select,
    first_step,
)

__all__ = [
    "NARROW",
    "PROMPT_LINE",
    "TOP_BAR",
    "Badge",
    "Control",
    "Controls",
    "GameDrawing",
    "GameRenderer",
    "GameWords",
    "NoRoundResults",
    "Select",
    "Spot",
    "TableContext",
    "ViewMemo",
    "draw_badges",
    "draw_explanation",
    "draw_hidden_panel",
    "first_step",
    "spot_at",
    "spot_for",
]
