"""The shared look of every table: colours and type from the UI guide."""

from kingmakers.ui.kit.canvas import Font, font

PARCHMENT = "#f4ecd8"
PARCHMENT_DARK = "#e8dcbc"
INK = "#2b2b2b"
INK_SOFT = "#5a5346"
ROYAL_BLUE = "#1f3a5f"
CRIMSON = "#9b1d20"
GOLD = "#c9a227"
FOREST = "#2f5d3a"
WHITE = "#fffaf0"

TITLE_FAMILY = "Alegreya"
UI_FAMILY = "Alegreya Sans"


def title_font(size: float, weight: int = 700) -> Font:
    """Alegreya, for titles and card names."""
    return font(TITLE_FAMILY, size, weight)


def ui_font(size: float, weight: int = 400) -> Font:
    """Alegreya Sans, for everything else."""
    return font(UI_FAMILY, size, weight)


FONT_FACES = [title_font(16, 400), title_font(16, 700), ui_font(16, 400), ui_font(16, 700)]
"""Every face the UI draws with; the page loads these before the first draw."""
