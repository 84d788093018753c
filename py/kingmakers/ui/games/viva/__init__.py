"""The Viva il Re! table: the palace, the candidates, goal cards, votes and scoring."""

from kingmakers.ui.game_ui import GameUI, TableLayout
from kingmakers.ui.games.viva.palace import PALACE_MIN
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme


def _candidate(initial: str) -> str:
    """A candidate's name (a proper name: the same in every language)."""
    from kingmakers.games.viva.data import CANDIDATES

    return CANDIDATES.get(initial, str(initial))


def _renderer():
    from kingmakers.ui.games.viva.renderer import VivaRenderer
    from kingmakers.ui.seam.legacy import legacy

    return legacy(VivaRenderer())


UI = GameUI(
    "viva",
    __name__,
    accent=theme.GOLD,
    emblem="crown",
    renderer=_renderer,
    layout=TableLayout(portrait_board_min=PALACE_MIN),
    terms={
        "viva.level": lambda level: t(f"viva.level.{level}"),
        "viva.candidate": _candidate,
    },
)
