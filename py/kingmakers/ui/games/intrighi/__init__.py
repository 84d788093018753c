"""The Intrighi a corte table: the candidates' stacks, the characters and the cards beside
them, the viewer's secret candidate, hand and knowledge, and the King's death."""

from kingmakers.ui.game_ui import GameUI, TableLayout
from kingmakers.ui.kit import theme

# The engine's terms, named: card, candidate and character names are the rulebook's Italian
# proper names in every language (the engine's data is read only when a game needs it).


def _card(key) -> str:
    from kingmakers.games.intrighi.data import CARD

    return CARD[key].name if key in CARD else str(key)


def _candidate(index) -> str:
    from kingmakers.games.intrighi.data import CANDIDATES

    return CANDIDATES[index] if type(index) is int and 0 <= index < len(CANDIDATES) else str(index)


def _character(key) -> str:
    from kingmakers.games.intrighi.data import CHARACTER

    return CHARACTER[key].name if key in CHARACTER else str(key)


def _renderer():
    from kingmakers.ui.games.intrighi.controls import controls
    from kingmakers.ui.games.intrighi.drawing import IntrighiDrawing
    from kingmakers.ui.games.intrighi.reading import open_view
    from kingmakers.ui.games.intrighi.words import IntrighiWords
    from kingmakers.ui.seam import GameRenderer

    return GameRenderer(
        words=IntrighiWords(), controls=controls, drawing=IntrighiDrawing(), open_view=open_view
    )


UI = GameUI(
    "intrighi",
    __name__,
    accent=theme.CRIMSON,
    emblem="dagger",
    players=(2, 6),
    renderer=_renderer,
    layout=TableLayout(board_share=0.6, private_share=0.62),
    terms={
        "intrighi.card": _card,
        "intrighi.candidate": _candidate,
        "intrighi.character": _character,
    },
)
