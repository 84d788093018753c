"""Every piece explains itself (issue 28): a hover or a long press on a drawn piece shows a
small card with what the game's drawing named for it (``TableContext.spot``), beside the
piece and never over it; a tap on nothing closes it; and the same words are the piece's
accessible description in the page's mirror."""

from __future__ import annotations

import pytest

from kingmakers.games import GAME_MODULES
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.games import GAME_UIS, register
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.seam import draw_explanation
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.storage import MemoryStorage
from tests.fixture_game.ui import UI
from tests.ui.frames import draw_by_action


@pytest.fixture
def table(monkeypatch):
    """A High Card table (the fixture game) of people, the one to move holding the device."""
    monkeypatch.setitem(GAME_MODULES, "fixture", "tests.fixture_game.engine")
    register(UI)
    app = App(MemoryStorage(), platform=FakePlatform())
    app.activate("game:fixture")
    for seat in (1, 2):  # people at every seat: the first to move is one
        while app.screen.kinds[seat] is not None:
            app.activate(f"kind:{seat}")
    app.activate("play")
    if "take" in draw_by_action(app)[1]:
        app.activate("take")
    yield app
    GAME_UIS.pop(UI.game_id)
    i18n.set_language("en")


def overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def test_a_long_press_explains_a_card_beside_it_and_a_tap_on_nothing_closes_it(table):
    _, regions = draw_by_action(table)
    card = next(region for action, region in regions.items() if action.startswith("pick:"))
    words = i18n.t("fixture.action", card=card.action.removeprefix("pick:"))
    assert card.description == words  # the mirror's accessible description
    assert table.point_at(card.rect.center)
    canvas, regions = draw_by_action(table)
    explained = regions["note:piece"]
    assert explained.label == words and words in canvas.texts()
    assert not overlaps(explained.rect, card.rect)
    assert table.tap(2, 300) is None  # nothing there
    _, regions = draw_by_action(table)
    assert "note:piece" not in regions


@pytest.mark.parametrize(
    "piece",
    [Rect(500, 300, 40, 40), Rect(500, 5, 40, 40), Rect(500, 700, 40, 60), Rect(2, 2, 60, 760)],
    ids=["middle", "top edge", "bottom edge", "full height"],
)
def test_the_explanation_card_stays_on_the_screen_and_off_its_piece(piece):
    text = "A long explanation of what this piece is and what it does, in several lines"
    note = draw_explanation(FakeCanvas(), 1024, 768, text, piece)
    card = note.rect
    assert card.x >= 0 and card.right <= 1024 and card.y >= 0 and card.bottom <= 768
    assert not overlaps(card, piece)
