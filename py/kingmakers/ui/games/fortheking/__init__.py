"""The For the King (and Me) table: the government board, the draft, the auctions, King
cards, collections and the final scoring office by office."""

from kingmakers.ui.game_ui import GameUI, TableLayout
from kingmakers.ui.kit import theme


def _renderer():
    from kingmakers.ui.games.fortheking.controls import controls
    from kingmakers.ui.games.fortheking.drawing import ForTheKingDrawing
    from kingmakers.ui.games.fortheking.words import ForTheKingWords
    from kingmakers.ui.seam import GameRenderer

    return GameRenderer(words=ForTheKingWords(), controls=controls, drawing=ForTheKingDrawing())


def _card(card) -> str:
    """A card named in the current language; a name no card has (an engine refusal may
    quote what a player asked for) is quoted as it is."""
    from kingmakers.games.fortheking.data import CARDS
    from kingmakers.ui.games.fortheking.words import card_name

    return card_name(card) if card in CARDS else str(card)


def _office(office) -> str:
    from kingmakers.games.fortheking.data import OFFICES
    from kingmakers.ui.games.fortheking.words import office_name

    return office_name(office) if office in OFFICES else str(office)


UI = GameUI(
    "fortheking",
    __name__,
    accent=theme.ROYAL_BLUE,
    emblem="shield",
    players=(2, 5),
    renderer=_renderer,
    layout=TableLayout(board_share=0.6, private_share=0.58),
    terms={"fortheking.card": _card, "fortheking.office": _office},
)
