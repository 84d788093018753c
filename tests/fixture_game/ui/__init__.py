"""High Card's UI folder: the renderer, rules text and strings of the fixture game."""

from kingmakers.ui.game_ui import GameUI, TableLayout
from kingmakers.ui.kit import theme


def _renderer():
    from tests.fixture_game.ui.renderer import renderer

    return renderer()


UI = GameUI(
    "fixture",
    __name__,
    accent=theme.FOREST,
    emblem="star",
    players=(2, 3),
    renderer=_renderer,
    layout=TableLayout(board_share=0.5, private_share=0.7),
)
