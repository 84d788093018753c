"""The King of the Elves table: the ring of principalities, the hand, planning, trips and
each round's gold."""

from kingmakers.ui.game_ui import GameUI, TableLayout
from kingmakers.ui.kit import theme


def _renderer():
    from kingmakers.ui.games.elves.renderer import ElvesRenderer

    return ElvesRenderer()


UI = GameUI(
    "elves",
    __name__,
    accent=theme.FOREST,
    emblem="star",
    renderer=_renderer,
    layout=TableLayout(board_share=0.6, private_share=0.62),
)
