"""The Viva il Re! table: the palace, the candidates, goal cards, votes and scoring."""

from kingmakers.ui.game_ui import GameUI, TableLayout
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.regions import MIN_TOUCH

#: The throne's band at its lowest: a token and one line (the throne is no target but in
#: the privy variant's last round, and no candidate stays there to be tapped).
THRONE_MIN = 26.0
#: The palace at its lowest: every other level a finger high, for its candidates are
#: targets while they climb (on a small phone the board takes this from the goal card).
PALACE_MIN = 6 * MIN_TOUCH + THRONE_MIN


def _candidate(initial: str) -> str:
    """A candidate's name (a proper name: the same in every language)."""
    from kingmakers.games.viva.data import CANDIDATES

    return CANDIDATES.get(initial, str(initial))


def _renderer():
    from kingmakers.ui.games.viva.renderer import VivaRenderer

    return VivaRenderer()


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
