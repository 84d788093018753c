"""The Intrighi a corte table: the candidates' stacks, the characters and the cards beside
them, the viewer's secret candidate, hand and knowledge, and the King's death."""

from kingmakers.games.intrighi.cards import CANDIDATES, CARD, CHARACTER
from kingmakers.ui.game_ui import GameUI, TableLayout
from kingmakers.ui.kit import theme


def _renderer():
    from kingmakers.ui.games.intrighi.renderer import IntrighiRenderer

    return IntrighiRenderer()


#: How the engine's terms are named: card, candidate and character names are the
#: rulebook's Italian proper names in every language.
TERMS = {
    "intrighi.card": lambda key: CARD[key].name,
    "intrighi.candidate": lambda index: CANDIDATES[index],
    "intrighi.character": lambda key: CHARACTER[key].name,
}

UI = GameUI(
    "intrighi",
    __name__,
    accent=theme.CRIMSON,
    emblem="dagger",
    renderer=_renderer,
    layout=TableLayout(board_share=0.6, private_share=0.62),
    terms=TERMS,
)
