"""The Viva il Re! table: the palace, the candidates, goal cards, votes and scoring. Its
words, controls and drawing are imported only when a game starts."""

from kingmakers.ui.game_ui import GameUI, TableLayout
from kingmakers.ui.games.viva.reading import PALACE_MIN
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme


def _candidate(initial: str) -> str:
    """A candidate's name (a proper name: the same in every language)."""
    from kingmakers.games.viva.data import CANDIDATES

    return CANDIDATES.get(initial, str(initial))


def _renderer():
    from kingmakers.ui.games.viva.controls import controls
    from kingmakers.ui.games.viva.drawing import VivaDrawing
    from kingmakers.ui.games.viva.words import VivaWords
    from kingmakers.ui.seam import GameRenderer

    return GameRenderer(VivaWords(), controls, VivaDrawing())


UI = GameUI(
    "viva",
    __name__,
    accent=theme.GOLD,
    emblem="crown",
    players=(2, 6),
    renderer=_renderer,
    layout=TableLayout(portrait_board_min=PALACE_MIN),
    terms={
        "viva.level": lambda level: t(f"viva.level.{level}"),
        "viva.candidate": _candidate,
    },
)
