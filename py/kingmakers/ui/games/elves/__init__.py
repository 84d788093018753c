"""The King of the Elves table: the ring of principalities, the hand, planning, trips and
each round's gold."""

from kingmakers.ui.game_ui import GameUI, TableLayout
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme


def _renderer():
    from kingmakers.ui.games.elves.controls import controls
    from kingmakers.ui.games.elves.drawing import ElvesDrawing
    from kingmakers.ui.games.elves.words import ElvesWords
    from kingmakers.ui.seam import GameRenderer

    return GameRenderer(words=ElvesWords(), controls=controls, drawing=ElvesDrawing())


UI = GameUI(
    "elves",
    __name__,
    accent=theme.FOREST,
    emblem="star",
    players=(2, 6),
    renderer=_renderer,
    layout=TableLayout(board_share=0.6, private_share=0.62),
    terms={
        # A card by its id ("forest", "giant_pig", "thief"), and the same as the engine's
        # sentences want it with an article ("a forest village"; other languages' sentences
        # take the bare name).
        "elves.card": lambda card: t(f"elves.card.{card}"),
        "elves.a_card": lambda card: t(f"elves.a_card.{card}"),
    },
)
