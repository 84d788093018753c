"""The King of the Elves table (not built yet: its tile opens a placeholder)."""

from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.kit import theme

UI = GameUI("elves", __name__, accent=theme.FOREST, emblem="star")
