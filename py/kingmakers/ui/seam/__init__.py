"""The seam between the table frame and each game's UI, below both: the screens
(:mod:`~kingmakers.ui.screens.table`, :mod:`~kingmakers.ui.screens.replay`) and every
``kingmakers.ui.games.<id>`` import it, and it imports neither.

- :mod:`.context`: the :class:`TableContext` a renderer draws with, :class:`Badge`,
  :class:`ViewMemo`;
- :mod:`.renderer`: :class:`GameRenderer`, the protocol a game's UI implements;
- :mod:`.frame`: what the table and its replay draw alike (the top bar, a row of badges).
"""

from kingmakers.ui.seam.context import Badge, TableContext, ViewMemo
from kingmakers.ui.seam.frame import NARROW, PROMPT_LINE, TOP_BAR, draw_badges
from kingmakers.ui.seam.renderer import GameRenderer

__all__ = [
    "NARROW",
    "PROMPT_LINE",
    "TOP_BAR",
    "Badge",
    "GameRenderer",
    "TableContext",
    "ViewMemo",
    "draw_badges",
]
