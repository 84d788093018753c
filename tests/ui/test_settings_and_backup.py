"""Settings from anywhere, keeping the games (persistent storage, the iPhone/iPad note, one
backup file for every game), the saved-games list telling games apart, and the table's
staged choice kept with the save."""

from __future__ import annotations

import json
import random

import pytest

from kingmakers.games import get_game
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.home import HomeScreen
from kingmakers.ui.screens.saved_games import SavedGamesScreen
from kingmakers.ui.screens.settings import SettingsScreen
from kingmakers.ui.screens.setup import SetupScreen
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.platform import Device, FakePlatform
from kingmakers.ui.state.saves import SAVE_PREFIX, SavedGame, SaveStore, Seat
from kingmakers.ui.state.session import GameSession
from kingmakers.ui.state.storage import MemoryStorage
from tests.ui.frames import draw_by_action
from tests.ui.layout import assert_touch_layout
from tests.ui.test_fortheking_table import FORCED_MOVES, FORCED_SEED, NAMES

NOON = "2026-11-29T12:00:00+00:00"
LATER = "2026-12-20T12:00:00+00:00"
IPAD = Device(apple_touch=True)
INSTALLED = Device(apple_touch=True, installed=True)
SIZES = [(1024, 768), (768, 1024), (390, 844), (320, 568)]


def make_app(storage=None, device=None, clock=NOON):
    platform = FakePlatform(first_seed=5, device=device)
    return App(storage or MemoryStorage(), platform=platform, clock=lambda: clock)


def start(app, names=("Anna", "Bea", "Cy"), moves=0, game="viva"):
    """A started game with ``moves`` first-legal moves played; back home after."""
    saved = app.start_game(game, [Seat(name) for name in names], {})
    session = app.screen.session
    for _ in range(moves):
        session.play(session.state.legal_actions()[0])
    app.home()
    return saved


def shown(app, width=1024, height=768) -> str:
    canvas, regions = draw_by_action(app, width, height)
    return " ".join(canvas.texts() + [region.label for region in regions.values()])


# -- settings from anywhere -----------------------------------------------------------------
def test_settings_open_from_home_and_from_the_table_and_back_returns_there():
    app = make_app()
    _, regions = draw_by_action(app)
    app.tap(*regions["settings"].rect.center)
    assert isinstance(app.screen, SettingsScreen)
    app.activate("back")
    assert isinstance(app.screen, HomeScreen)
    app.start_game("viva", [Seat("Anna"), Seat("B", "heuristic"), Seat("C", "heuristic")], {})
    table = app.screen
    _, regions = draw_by_action(app)
    assert regions["settings"].rect.bottom <= 60  # in the table's top bar
    app.activate("settings")
    assert isinstance(app.screen, SettingsScreen)
    app.activate("back")
    assert app.screen is table


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_settings_screen_is_touch_sized_in_every_language(width, height):
    app = make_app(device=IPAD)
    start(app)
    app.activate("settings")
    for language in i18n.LANGUAGES:
        app.activate(f"lang:{language}")
        app.screen.message = ("x " * 60, True)
        canvas = FakeCanvas()
        height_needed = app.screen.content_height(canvas, width, height)
        regions = app.screen.render(canvas, width, max(height, height_needed))
        assert_touch_layout(regions, width, max(height, height_needed))


def test_settings_switch_language_motion_speed_hints_and_bot_levels_and_keep_them():
    storage = MemoryStorage()
    app = make_app(storage)
    app.activate("settings")
    for action in ("lang:it", "reduce_motion", "fast_bots", "hints", "bot_level", "bot_level"):
        app.activate(action)
    assert app.language == "it"
    again = make_app(storage)
    assert again.language == "it"
    assert again.settings.reduce_motion and again.settings.bot_speed == "fast"
    assert again.settings.hints is False
    assert set(again.settings.bot_levels) == {"ismcts-hard"}
    again.activate("game:viva")
    setup = again.screen
    assert isinstance(setup, SetupScreen)
    assert setup.kinds[1:] == ["ismcts-hard"] * (len(setup.kinds) - 1) and not setup.hints


def test_the_bot_levels_chosen_at_setup_are_the_next_tables():
    storage = MemoryStorage()
    app = make_app(storage)
    app.activate("game:viva")
    app.activate("kind:1")  # easy -> normal
    app.activate("kind:2")
    app.activate("kind:2")  # easy -> normal -> hard
    app.activate("hints")
    app.activate("play")
    assert isinstance(app.screen, TableScreen)
    again = make_app(storage)
    again.activate("game:viva")
    assert again.screen.kinds[:4] == [None, "ismcts", "ismcts-hard", "heuristic"]
    assert again.screen.hints is False
    again.activate("back")
    again.activate("settings")
    assert "Bots at a new table: as last chosen" in shown(again)
    again.activate("bot_level")
    assert "Bots at a new table: Bot (easy)" in shown(again)


# -- keeping the storage --------------------------------------------------------------------
def test_the_browser_is_asked_to_keep_the_storage_once_there_is_a_save():
    app = make_app()
    draw_by_action(app)
    app.activate("settings")
    assert "Saves kept on this device: the browser may clear them" in shown(app)
    assert app.platform.keep_asked == 0
    start(app)
    assert app.platform.keep_asked == 1
    start(app)
    assert app.platform.keep_asked == 1  # once a visit
    app.activate("settings")
    assert "Saves kept on this device: yes" in shown(app)


def test_a_returning_player_with_saves_is_asked_at_start():
    storage = MemoryStorage()
    start(make_app(storage))
    again = make_app(storage)
    again.keep_storage()  # what the page does once the menu is up
    assert again.platform.keep_asked == 1


# -- the note about the Home Screen ---------------------------------------------------------
NOTE = "Add Kingmakers to your Home Screen to keep your games"


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_safari_on_an_ipad_shows_the_note_once_until_closed(width, height):
    storage = MemoryStorage()
    app = make_app(storage, device=IPAD)
    canvas, regions = draw_by_action(app, width, height)
    note = " ".join(canvas.texts())
    assert NOTE.split(":")[0].split()[0] in note and "Add to Home Screen" in note
    assert regions["note:keep"].label.startswith(NOTE)
    assert_touch_layout(list(regions.values()), width, app.content_height)
    app.tap(*_visible(app, regions["note:close"], height).rect.center)
    assert "note:keep" not in draw_by_action(app, width, height)[1]
    assert "note:keep" not in draw_by_action(make_app(storage, device=IPAD), width, height)[1]
    app.activate("settings")
    assert NOTE in shown(app)  # still in the settings


def _visible(app, region, height):
    """The region after scrolling the app until it is inside the viewport."""
    if region.rect.bottom > height:
        app.scroll_by(region.rect.bottom - height + 8)
        _, regions = draw_by_action(app, app.viewport[0], height)
        region = regions[region.action]
    return region


def test_no_note_elsewhere_or_in_the_installed_app_with_games():
    assert "note:keep" not in draw_by_action(make_app())[1]
    storage = MemoryStorage()
    start(make_app(storage))
    assert "note:keep" not in draw_by_action(make_app(storage, device=INSTALLED))[1]
    app = make_app(storage, device=INSTALLED)
    app.activate("settings")
    assert NOTE not in shown(app)


def test_the_installed_app_without_games_explains_how_to_bring_them_from_safari():
    app = make_app(device=INSTALLED)
    _, regions = draw_by_action(app)
    assert "Games played in Safari stay in Safari" in regions["note:keep"].label
    assert "Back up all games" in regions["note:keep"].label
    start(app)
    assert "note:keep" not in draw_by_action(app)[1]


# -- one backup for every game --------------------------------------------------------------
def backup_of(app) -> tuple[str, str]:
    app.activate("saves")
    app.activate("backup")
    return app.platform.downloads[-1]


def test_a_backup_holds_every_game_and_restores_them_in_a_fresh_browser():
    app = make_app()
    first = start(app, moves=4)
    second = start(app, names=("Dan", "Eve", "Fay", "Gus"), moves=2, game="fortheking")
    app.activate("settings")
    app.activate("reduce_motion")
    app.activate("back")
    name, text = backup_of(app)
    assert name == "kingmakers-backup-2026-11-29.json"
    data = json.loads(text)
    assert [save["id"] for save in data["saves"]] == [second.save_id, first.save_id]
    assert data["settings"]["reduce_motion"] is True and data["settings"]["language"] == "en"
    assert "A backup of every game was downloaded" in shown(app)

    fresh = make_app()
    fresh.activate("saves")
    fresh.activate("import")
    fresh.platform.choose_file(text)
    assert isinstance(fresh.screen, SavedGamesScreen)
    assert "2 games added from the backup." in shown(fresh)
    assert fresh.settings.reduce_motion
    restored = {saved.game_id: saved for saved in (fresh.store.load(i) for i in fresh.store.ids())}
    assert restored["viva"].state.history == first.state.history
    assert restored["fortheking"].state.history == second.state.history
    assert [seat.name for seat in restored["fortheking"].seats] == ["Dan", "Eve", "Fay", "Gus"]
    assert fresh.store.ids()[0] == restored["fortheking"].save_id  # the list's order kept

    fresh.activate("import")
    fresh.platform.choose_file(text)
    assert "0 games added from the backup. 2 were already here." in shown(fresh)
    assert len(fresh.store.ids()) == 2


def test_restoring_from_the_settings_and_a_game_that_does_not_load_is_left_out():
    app = make_app()
    start(app, moves=3)
    _, text = backup_of(app)
    data = json.loads(text)
    data["saves"].append({"format": "kingmakers-save", "schema": 1, "game": "nope"})
    fresh = make_app()
    fresh.activate("settings")
    fresh.activate("restore")
    fresh.platform.choose_file(json.dumps(data))
    assert "1 game added from the backup. 1 could not be read and was left out." in shown(fresh)
    assert len(fresh.store.ids()) == 1


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("not json", "not valid JSON"),
        (json.dumps({"format": "kingmakers-backup", "schema": 1}), "not a Kingmakers backup"),
        (json.dumps({"format": "kingmakers-backup", "schema": 9, "saves": []}), "newer version"),
    ],
)
def test_a_bad_backup_changes_nothing_and_says_why_in_the_players_language(text, reason):
    app = make_app()
    saved = start(app, moves=2)
    before = dict(app.storage.data)
    app.activate("settings")
    app.activate("restore")
    app.platform.choose_file(text)
    said = shown(app)
    assert "The backup could not be restored:" in said and reason in said
    assert app.storage.data == before
    app.activate("lang:hu")
    app.activate("restore")
    app.platform.choose_file(text)
    assert "A biztonsági mentést nem sikerült visszaállítani:" in shown(app)
    assert app.store.ids() == [saved.save_id]


def test_a_reminder_to_back_up_after_two_weeks_with_games_in_progress():
    storage = MemoryStorage()
    start(make_app(storage))
    app = make_app(storage, clock=LATER)
    app.activate("saves")
    assert "no backup was made for two weeks" in shown(app)
    app.activate("backup")
    assert "no backup was made for two weeks" not in shown(app)
    assert "no backup was made for two weeks" not in shown(make_app(storage, clock=NOON))


# -- the saved-games list -------------------------------------------------------------------
def test_importing_a_game_already_here_says_so_and_adds_nothing():
    app = make_app()
    saved = start(app, moves=5)
    app.activate("saves")
    app.activate(f"export:{saved.save_id}")
    _, text = app.platform.downloads[-1]
    app.activate("import")
    app.platform.choose_file(text)
    assert isinstance(app.screen, SavedGamesScreen)
    assert "This game is already in your saved games: Viva il Re! (" in shown(app)
    assert app.store.ids() == [saved.save_id]


def test_only_the_last_import_problem_is_shown():
    app = make_app()
    start(app)
    app.activate("saves")
    for text in ("first bad file", json.dumps({"hello": "world"})):
        app.activate("import")
        app.platform.choose_file(text)
    said = " ".join(draw_by_action(app)[0].texts())
    assert said.count("The file could not be imported") == 1
    assert "not a Kingmakers save." in said and "not valid JSON" not in said


def finished_viva() -> SavedGame:
    state = get_game("viva").new_game(3, seed=3)
    chooser = random.Random(3)
    while not state.is_over:
        state.apply(chooser.choice(state.legal_actions()))
    seats = [Seat("Anna"), Seat("Bea"), Seat("Cy")]
    return SavedGame("done", "viva", seats, state, NOON, NOON)


def test_a_finished_game_offers_its_results_and_names_the_winner():
    app = make_app()
    saved = finished_viva()
    app.store.save(saved)
    app.activate("saves")
    canvas, regions = draw_by_action(app)
    assert regions["resume:done"].label == "Results of Viva il Re! (Anna, Bea, Cy)"
    winners = ", ".join(i18n.isolate(saved.seats[s].name) for s in saved.state.winners())
    assert any(f"Finished · Winner: {winners}" in text for text in canvas.texts())
    assert "Resume" not in canvas.texts()


def test_games_in_progress_show_who_leads():
    state = get_game("viva").new_game(3, seed=4)
    chooser = random.Random(4)
    while state.observe(None)["scores"] == [0, 0, 0]:
        state.apply(chooser.choice(state.legal_actions()))
    scores = state.observe(None)["scores"]
    leader = scores.index(max(scores))
    app = make_app()
    app.store.save(
        SavedGame("g", "viva", [Seat(n) for n in ("Anna", "Bea", "Cy")], state, NOON, NOON)
    )
    app.activate("saves")
    canvas, _ = draw_by_action(app)
    name = i18n.isolate(("Anna", "Bea", "Cy")[leader])
    assert any(f"Leading: {name}" in text for text in canvas.texts())


# -- the table's staged choice --------------------------------------------------------------
def forced_payment_saved(storage) -> tuple[SaveStore, SavedGame]:
    state = get_game("fortheking").new_game(3, seed=FORCED_SEED)
    chooser = random.Random(FORCED_SEED)
    for _ in range(FORCED_MOVES):
        state.apply(chooser.choice(state.legal_actions()))
    store = SaveStore(storage)
    saved = SavedGame("pay", "fortheking", [Seat(name) for name in NAMES[:3]], state, NOON, NOON)
    store.save(saved)
    return store, saved


def sit(store, save_id) -> TableScreen:
    """A table for the stored game, as after a reload; the player to act takes the device."""
    from tests.ui.stub import StubNavigator

    saved = store.load(save_id)
    screen = TableScreen(StubNavigator(), GameSession(saved, store), GAME_UIS["fortheking"])
    if screen.session.needs_handoff():
        screen.on_action("take")
    return screen


def test_gold_marked_for_a_payment_is_still_marked_after_a_reload():
    storage = MemoryStorage()
    store, saved = forced_payment_saved(storage)
    screen = sit(store, saved.save_id)
    screen.on_action("pick:pay:Gold_3:0")
    screen.on_action("pick:pay:Gold_2:0")
    assert screen.selected == ("pay", ("Gold 3", "Gold 2"))
    assert len(store.load(saved.save_id).state.history) == FORCED_MOVES  # nothing played
    reloaded = sit(store, saved.save_id)
    assert reloaded.selected == ("pay", ("Gold 3", "Gold 2"))
    canvas = FakeCanvas()
    reloaded.render(canvas, 1024, 768)
    assert "3 + 2 = 5: not enough for 7 yet" in canvas.texts()
    reloaded.on_action("pick:pay:Gold_2:1")
    reloaded.on_action("pick:done")
    assert sit(store, saved.save_id).selected is None  # played: nothing staged any more


def test_a_staged_choice_is_dropped_when_the_game_moved_on():
    storage = MemoryStorage()
    store, saved = forced_payment_saved(storage)
    screen = sit(store, saved.save_id)
    screen.on_action("pick:pay:Gold_3:0")
    record = json.loads(storage.get(SAVE_PREFIX + saved.save_id))
    assert record["staged"] == {"at": FORCED_MOVES, "value": ["pay", ["Gold 3"]]}
    record["staged"]["at"] = FORCED_MOVES - 1  # made in another position
    storage.set(SAVE_PREFIX + saved.save_id, json.dumps(record))
    assert sit(store, saved.save_id).selected is None


def test_only_a_selection_json_gives_back_the_same_is_kept():
    state = get_game("viva").new_game(3, seed=1)
    saved = SavedGame("s", "viva", [Seat("A"), Seat("B"), Seat("C")], state, NOON, NOON)
    saved.stage(("marks", ("a", 1, None)))
    assert saved.staged_selection() == ("marks", ("a", 1, None))
    saved.stage(frozenset({"a"}))
    assert saved.staged is None and saved.staged_selection() is None


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_home_buttons_stay_readable_on_the_narrowest_phone(language):
    """With "Continue", "Saved games" and "Settings" there, Settings becomes a gear on a
    narrow phone rather than shrink every label under 11 px."""
    app = make_app()
    start(app)
    app.set_language(language)
    canvas, regions = draw_by_action(app, 320, 568)
    bar = [regions[action].rect for action in ("continue", "saves", "settings")]
    labels = [
        call.args["font"].size
        for call in canvas.named("text")
        if any(box.contains(call.args["x"], call.args["y"]) for box in bar)
    ]
    assert labels and min(labels) >= 11
    assert regions["settings"].label == i18n.t("home.settings")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_saved_games_with_a_reminder_and_an_outcome_keep_their_controls_apart(width, height):
    storage = MemoryStorage()
    start(make_app(storage))
    app = make_app(storage, clock=LATER)
    app.activate("saves")
    app.activate("backup")
    app.settings.backup_made = NOON  # a backup made long ago: the reminder shows too
    for language in i18n.LANGUAGES:
        app.set_language(language)
        canvas, regions = draw_by_action(app, width, height)
        assert "note:1" in regions and "alert:0" in regions
        assert_touch_layout(list(regions.values()), width, height)


def test_a_file_brings_no_staged_choice_the_table_would_have_to_read():
    app = make_app()
    saved = start(app, moves=2)
    record = json.loads(app.storage.get(SAVE_PREFIX + saved.save_id))
    record["staged"] = {"at": 2, "value": ["pay", 5]}  # not what any table stages
    record["seats"][0]["name"] = "Another"
    text = json.dumps(record)
    assert SaveStore.import_text(text, "new").staged is None
    app.activate("saves")
    app.activate("import")
    app.platform.choose_file(text)
    assert isinstance(app.screen, TableScreen) and app.screen.selected is None
    app.home()
    fresh = make_app()
    fresh.restore_backup(backup_of(app)[1])
    assert all(
        json.loads(fresh.storage.get(SAVE_PREFIX + i))["staged"] is None for i in fresh.store.ids()
    )
