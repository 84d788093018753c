"""The Viva il Re! table: the palace, the candidates, goal cards, votes and scoring."""

from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.kit import theme


def _renderer():
    from kingmakers.ui.games.viva.renderer import VivaRenderer

    return VivaRenderer()


UI = GameUI("viva", __name__, accent=theme.GOLD, emblem="crown", renderer=_renderer)
