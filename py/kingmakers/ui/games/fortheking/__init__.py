"""The For the King (and Me) table (not built yet: its tile opens a placeholder)."""

from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.kit import theme

UI = GameUI("fortheking", __name__, accent=theme.ROYAL_BLUE, emblem="shield")
