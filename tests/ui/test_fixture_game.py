"""A new game's UI is one folder and one registration line: the fixture game High Card
(tests/fixture_game: an engine and its UI folder) is registered the way the real games are
and played through the home screen, setup, the table, round results and the final screen
— and it passes the checks every game UI gets."""

from __future__ import annotations

import pytest

from kingmakers.games import GAME_MODULES
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.games import GAME_UIS, register
from kingmakers.ui.screens.setup import SetupScreen
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.storage import MemoryStorage
from tests.fixture_game.ui import UI
from tests.ui.aio import run
from tests.ui.frames import draw_by_action
from tests.ui.test_every_game_ui import (
    test_a_pass_and_play_game_draws_everywhere_offers_everything_and_hides_secrets as checks,
)


@pytest.fixture
def high_card(monkeypatch):
    """The fixture game's engine in the game registry and its UI registered (one line)."""
    monkeypatch.setitem(GAME_MODULES, "fixture", "tests.fixture_game.engine")
    register(UI)
    yield UI
    GAME_UIS.pop(UI.game_id)
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_fixture_game_plays_from_its_tile_to_the_final_screen(high_card, language):
    app = App(MemoryStorage(), platform=FakePlatform())
    app.set_language(language)
    canvas, regions = draw_by_action(app)
    assert high_card.title() in canvas.texts()
    app.activate("game:fixture")
    assert isinstance(app.screen, SetupScreen)
    canvas, regions = draw_by_action(app)
    assert i18n.t("fixture.option.bonus") in " ".join(canvas.texts())
    for seat in (1, 2):  # people, not bots: the cover and results show for them too
        while app.screen.kinds[seat] is not None:
            app.activate(f"kind:{seat}")
    app.activate("option:bonus")
    app.activate("play")
    table = app.screen
    assert isinstance(table, TableScreen) and table.session.state.options["bonus"] is True
    results = covers = 0
    for _ in range(200):
        canvas, regions = draw_by_action(app)
        if {"new", "home"} <= set(regions):
            break
        if "take" in regions:
            covers += 1
            app.activate("take")
        elif "ack" in regions:
            assert any(
                i18n.t("fixture.result", round=results + 1, name="")[:5] in text
                for text in canvas.texts()
            )
            results += 1
            app.activate("ack")
        elif table.auto_delay() is not None:
            run(table.advance())
        else:
            card = next(action for action in regions if action.startswith("pick:"))
            app.activate(card)
    else:
        pytest.fail("the fixture game did not end")
    assert results == 2 and covers > 2
    assert canvas.named("fill_rect")  # the score chart
    saved = app.store.load(table.session.saved.save_id)
    assert saved.state.is_over


def test_the_fixture_game_passes_the_checks_every_game_ui_gets(high_card):
    checks(high_card, most=True)
