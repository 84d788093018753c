"""The Intrighi a corte table (not built yet: its tile opens a placeholder)."""

from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.kit import theme

UI = GameUI("intrighi", __name__, accent=theme.CRIMSON, emblem="dagger")
