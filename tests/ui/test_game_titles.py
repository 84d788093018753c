"""Each game is called by its published title in the reader's language: translated where a
rulebook in that language renames it, as published elsewhere."""

from __future__ import annotations

import pytest

from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.state.storage import MemoryStorage

#: The Russian editions' titles (the Italian games keep their Italian titles everywhere).
RUSSIAN_TITLES = {
    "elves": "Король эльфов",
    "fortheking": "За короля (и за меня)",
    "viva": "Viva il Re!",
    "intrighi": "Intrighi a corte",
}


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_the_home_tiles_in_russian_carry_the_russian_titles():
    app = App(MemoryStorage())
    app.set_language("ru")
    canvas = FakeCanvas()
    regions = app.render(canvas, 1024, 768)
    shown = " ".join(canvas.texts() + [region.label for region in regions])
    for title in RUSSIAN_TITLES.values():
        assert title in shown
    assert "King of the Elves" not in shown and "For the King" not in shown


def test_the_hungarian_tile_of_viva_carries_the_hungarian_edition_title():
    """The Hungarian rulebook publishes Viva il Re! as "Éljen a király!"."""
    app = App(MemoryStorage())
    app.set_language("hu")
    canvas = FakeCanvas()
    regions = app.render(canvas, 1024, 768)
    shown = " ".join(canvas.texts() + [region.label for region in regions])
    assert "Éljen a király!" in shown and "Viva il Re!" not in shown
