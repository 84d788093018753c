"""The app shell: storage refusals, settings, text fields, bots' timing, "Continue" and
"Saved games" on the home screen, and starting or resuming games."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kingmakers.engine import InvalidOptions
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.screens.home import HomeScreen
from kingmakers.ui.screens.rules import RulesScreen
from kingmakers.ui.screens.saved_games import SavedGamesScreen
from kingmakers.ui.screens.table import BOT_PAUSE, TableScreen
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.saves import SaveStore, Seat, StorageFull
from kingmakers.ui.state.settings import BOT_SPEED_KEY, FAST_BOT_PAUSE, Settings
from kingmakers.ui.state.storage import LANGUAGE_KEY, MemoryStorage, StorageUnavailable
from tests.ui.aio import run
from tests.ui.frames import draw_by_action
from tests.ui.layout import assert_touch_layout

VIEWPORTS = [(1024, 768), (768, 1024), (390, 844), (844, 390), (1920, 1080), (320, 568)]
BOTS = [Seat("Anna"), Seat("B", "heuristic"), Seat("C", "heuristic"), Seat("D", "heuristic")]


# -- storage ---------------------------------------------------------------------------------
def test_memory_storage_removes_and_refuses_writes_over_its_quota():
    storage = MemoryStorage({"a": "1"}, quota=10)
    storage.remove("a")
    storage.remove("never there")
    assert storage.get("a") is None
    storage.set("key", "value")  # 8 characters
    storage.set("key", "other")  # overwriting does not count twice
    with pytest.raises(StorageUnavailable, match="quota exceeded while writing 'k2'"):
        storage.set("k2", "xyz")
    assert storage.get("k2") is None


def test_a_full_storage_becomes_storage_full_for_saves():
    store = SaveStore(MemoryStorage(quota=100))
    app = App(MemoryStorage(), platform=FakePlatform())
    saved = app.start_game("viva", BOTS, {})
    saved.revision = 0  # as if new to this store
    with pytest.raises(StorageFull):
        store.save(saved)


def test_a_refused_language_choice_still_switches_for_this_visit():
    storage = MemoryStorage(quota=0)
    app = App(storage)
    app.set_language("hu")
    assert app.language == "hu" and storage.get(LANGUAGE_KEY) is None


def test_a_game_started_on_a_full_storage_is_played_in_memory_and_reported():
    app = App(MemoryStorage(quota=200), platform=FakePlatform())
    saved = app.start_game("viva", BOTS, {})
    assert isinstance(app.screen, TableScreen)
    assert app.screen.session.storage_full is True
    assert app.store.ids() == [] and saved.state.players == 4


# -- settings ----------------------------------------------------------------------------
def test_bot_speed_is_stored_and_scales_the_pause():
    storage = MemoryStorage()
    settings = Settings(storage)
    assert settings.bot_speed == "normal" and settings.bot_pause(0.8) == 0.8
    settings.bot_speed = "fast"
    assert storage.get(BOT_SPEED_KEY) == "fast"
    assert Settings(storage).bot_pause(0.8) == FAST_BOT_PAUSE
    assert Settings(storage).bot_pause(0.01) == 0.01
    with pytest.raises(ValueError, match="bot speed must be one of normal, fast, not 'slow'"):
        settings.bot_speed = "slow"
    assert Settings(MemoryStorage({BOT_SPEED_KEY: "warp"})).bot_speed == "normal"


def test_a_refused_bot_speed_still_holds_for_this_visit():
    settings = Settings(MemoryStorage(quota=0))
    settings.bot_speed = "fast"
    assert settings.bot_speed == "fast"


def test_auto_delay_and_advance_follow_the_table_at_the_chosen_speed():
    app = App(MemoryStorage(), platform=FakePlatform())
    assert app.auto_delay() is None
    run(app.advance())  # the home screen has no bots: nothing happens
    seats = [Seat("B", "heuristic"), Seat("Anna"), Seat("C", "heuristic")]
    app.start_game("viva", seats, {"first_player": 0})
    session = app.screen.session
    assert app.auto_delay() == BOT_PAUSE
    app.settings.bot_speed = "fast"
    assert app.auto_delay() == FAST_BOT_PAUSE
    run(app.advance())
    assert len(session.state.history) == 1 and session.to_move == 1
    assert app.auto_delay() is None  # Anna's turn


# -- text fields and regions ---------------------------------------------------------------
class FieldScreen:
    def __init__(self):
        self.value = "Anna"
        self.actions = []

    def render(self, canvas, width, height):
        return [
            HitRegion("name:0", Rect(10, 10, 200, 48), "Name", kind="text", value=self.value),
            HitRegion("act:0", None, "A move"),
        ]

    def on_action(self, action):
        self.actions.append(action)

    def on_text(self, action, value):
        self.value = value


def test_set_text_reaches_the_screen_cut_to_the_field_length():
    app = App(MemoryStorage())
    app.push(FieldScreen())
    app.set_text("name:0", "x" * 40)
    assert app.screen.value == "x" * 24
    _, regions = draw_by_action(app)
    assert regions["name:0"].value == "x" * 24


def test_tapping_a_text_field_only_returns_it_and_dom_only_controls_still_activate():
    app = App(MemoryStorage())
    app.push(FieldScreen())
    draw_by_action(app)
    assert app.tap(50, 30).action == "name:0"
    app.activate("act:0")
    assert app.screen.actions == ["act:0"]


def test_set_text_on_a_screen_without_fields_is_refused():
    app = App(MemoryStorage())
    with pytest.raises(ValueError, match="this screen has no text field 'name:0'"):
        app.set_text("name:0", "Anna")


# -- home: continue and saved games ---------------------------------------------------------
def test_continue_shows_only_when_there_is_a_game_and_resumes_the_last_one():
    app = App(MemoryStorage(), platform=FakePlatform())
    _, regions = draw_by_action(app)
    assert "continue" not in regions and regions["saves"].label == "Saved games"
    app.start_game("viva", BOTS, {})
    last = app.start_game("viva", BOTS, {"privy": True})
    app.home()
    _, regions = draw_by_action(app)
    assert list(regions)[:2] == ["continue", "saves"]
    app.tap(*regions["continue"].rect.center)
    assert isinstance(app.screen, TableScreen)
    assert app.screen.session.saved.save_id == last.save_id
    app.home()
    app.tap(*draw_by_action(app)[1]["saves"].rect.center)
    assert isinstance(app.screen, SavedGamesScreen)


@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
def test_home_with_continue_keeps_every_control_touch_sized_and_apart(width, height):
    app = App(MemoryStorage(), platform=FakePlatform())
    app.start_game("viva", BOTS, {})
    app.home()
    _, regions = draw_by_action(app, width, height)
    assert "continue" in regions
    assert_touch_layout(list(regions.values()), width, app.content_height)  # a phone scrolls


@pytest.mark.parametrize("code", ["hu", "it", "ru"])
def test_continue_and_saved_games_are_translated(code):
    app = App(MemoryStorage(), platform=FakePlatform())
    app.start_game("viva", BOTS, {})
    app.home()
    app.set_language(code)
    canvas, _ = draw_by_action(app)
    english = i18n.source(i18n.GENERIC_PACKAGE, "en").by_key()
    for key in ["home.continue", "home.saved_games"]:
        assert i18n.t(key) in canvas.texts() and i18n.t(key) != english[key].text


# -- starting games -------------------------------------------------------------------------
def test_start_game_saves_a_new_game_with_a_fresh_id_and_the_platforms_seed():
    app = App(MemoryStorage(), platform=FakePlatform(first_seed=40), clock=lambda: "T")
    first = app.start_game("viva", BOTS, {})
    second = app.start_game("viva", BOTS, {}, seed=7)
    assert first.state.seed == 40 and second.state.seed == 7
    assert first.save_id != second.save_id
    assert app.store.ids() == [second.save_id, first.save_id]
    assert (first.created, first.updated) == ("T", "T")
    assert app.store.load(first.save_id).seats == BOTS


def test_start_game_refuses_what_the_engine_refuses_and_games_without_a_table():
    games = {**GAME_UIS, "elves": replace(GAME_UIS["elves"], renderer=None)}
    app = App(MemoryStorage(), platform=FakePlatform(), games=games)
    with pytest.raises(InvalidOptions, match="2–5 players, not 6"):
        app.start_game("viva", BOTS + BOTS[1:3], {"envoy": True})
    with pytest.raises(ValueError, match="King of the Elves cannot be played here yet"):
        app.start_game("elves", BOTS, {})
    assert app.store.ids() == [] and isinstance(app.screen, HomeScreen)


def test_fake_platform_only_supplies_a_file_that_was_asked_for():
    platform = FakePlatform()
    with pytest.raises(RuntimeError, match="no file was asked for"):
        platform.choose_file("{}")
    got = []
    platform.pick_file(got.append)
    platform.choose_file("text")
    assert got == ["text"] and platform.waiting is None


def test_rules_open_over_the_table_and_back_returns_to_it():
    app = App(MemoryStorage(), platform=FakePlatform())
    app.start_game("viva", BOTS, {})
    table = app.screen
    app.activate("rules")
    assert isinstance(app.screen, RulesScreen) and app.screen.ui.game_id == "viva"
    app.activate("back")
    assert app.screen is table


def test_fast_bots_leave_a_replay_at_its_own_pace():
    """ "Fast" shortens the bots' pause, not the pace a replay is watched at."""
    app = App(MemoryStorage(), platform=FakePlatform())
    app.settings.bot_speed = "fast"
    seats = [Seat("Anna"), Seat("B", "heuristic"), Seat("C", "heuristic")]
    app.start_game("viva", seats, {"first_player": 0})
    session = app.screen.session
    session.play(session.legal_actions()[0])
    assert app.auto_delay() == FAST_BOT_PAUSE
    app.open_replay(session.saved)
    replay = app.screen
    replay.playing, replay.due = True, app.ticks() + 1.0
    while replay.working():
        run(replay.advance())
    assert app.auto_delay() > FAST_BOT_PAUSE
