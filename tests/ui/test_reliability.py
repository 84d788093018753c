"""Nothing lost, nothing leaked, on the command line: one writer per game, hostile saves,
a full storage, names that try to be layout, the tap guard and acknowledged results."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kingmakers.engine import SaveError
from kingmakers.games import available_games, get_game
from kingmakers.ui import i18n
from kingmakers.ui.app import REVEAL_GUARD, App
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.saved_games import SavedGamesScreen
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.saves import (
    MAX_NESTING,
    SaveConflict,
    SavedGame,
    SaveStore,
    Seat,
    clean_name,
    load_record,
    nesting_depth,
    parse_record,
)
from kingmakers.ui.state.session import GameSession
from kingmakers.ui.state.storage import MemoryStorage

PEOPLE = [Seat("Anna"), Seat("Béla"), Seat("Carla")]
SOLO = [Seat("Anna"), Seat("Bot", "heuristic"), Seat("Bot 2", "random")]


def viva(seats, save_id="g") -> SavedGame:
    state = get_game("viva").new_game(len(seats), seed=5, options={"first_player": 0})
    return SavedGame(save_id, "viva", list(seats), state, "t", "t")


def play_first(session: GameSession, moves: int = 1) -> None:
    for _ in range(moves):
        session.play(session.state.legal_actions()[0])


# -- one writer per game ----------------------------------------------------------------------


def test_two_tabs_on_one_game_never_overwrite_each_other():
    storage = MemoryStorage()
    store = SaveStore(storage)
    store.save(viva(SOLO))
    tab_a = GameSession(store.load("g"), store)
    tab_b = GameSession(store.load("g"), store)
    play_first(tab_a, 3)
    written = json.loads(storage.get("kingmakers:save:g"))["state"]["actions"]
    assert len(written) == 3
    play_first(tab_b)  # B loaded an older revision: it stops and writes nothing
    assert tab_b.conflict and tab_b.state.history == []
    assert json.loads(storage.get("kingmakers:save:g"))["state"]["actions"] == written
    with pytest.raises(SaveConflict):
        store.save(tab_b.saved)
    reloaded = GameSession(store.load("g"), store)  # "reload": the newer game, and on it goes
    play_first(reloaded)
    assert len(reloaded.state.history) == 4 and not reloaded.conflict


def test_a_stopped_table_offers_only_the_newer_game_and_says_why_in_an_alert():
    app = App(MemoryStorage(), platform=FakePlatform())
    saved = app.start_game("viva", PEOPLE, {"first_player": 0})
    other = GameSession(app.store.load(saved.save_id), app.store)
    other.take_device()
    play_first(other)
    app.storage_changed(f"kingmakers:save:{saved.save_id}")
    regions = app.render(FakeCanvas(), 1024, 768)
    assert {r.action for r in regions} == {"alert:conflict", "reload", "home"}
    assert next(r for r in regions if r.kind == "alert").label == i18n.t("table.conflict")
    assert app.auto_delay() is None
    app.activate("reload")
    assert app.screen.session.state.history == other.state.history


# -- hostile saves ----------------------------------------------------------------------------


def test_nesting_is_measured_without_recursion_and_strings_do_not_count():
    assert nesting_depth("[" * 10_000 + "]" * 10_000) == 10_000
    assert nesting_depth('{"a": "[[[\\"[", "b": [1, {"c": []}]}') == 4


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[" * 10_000 + "]" * 10_000, "nested far too deeply"),
        ("x" * 1_000_001, "too large"),
        (None, "not a Kingmakers save"),
    ],
)
def test_hostile_texts_are_refused_before_parsing(text, reason):
    with pytest.raises(SaveError, match=reason):
        parse_record(text)
    assert MAX_NESTING >= 5


def good_record(game_id: str) -> dict:
    """A save of a few moves of ``game_id`` (a person and two random bots)."""
    game = get_game(game_id)
    state = game.new_game(3, seed=5)
    for _ in range(6):
        state.apply(state.legal_actions()[-1])
    seats = [Seat("Anna"), Seat("Bot", "random"), Seat("Bot 2", "random")]
    return SavedGame("g", game_id, seats, state, "t", "t").to_json()


JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 10**6),
    st.text(max_size=4),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def paths(value, prefix=()):
    """Every place in a JSON value, as a path of keys and indices."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, (*prefix, index))


RECORDS = {game_id: good_record(game_id) for game_id in available_games()}
PLACES = [(game_id, path) for game_id, record in RECORDS.items() for path in paths(record) if path]


@settings(max_examples=500, deadline=None)
@given(st.sampled_from(PLACES), JUNK)
def test_a_wrong_type_anywhere_in_a_save_is_a_save_error(place, junk):
    game_id, path = place
    record = json.loads(json.dumps(RECORDS[game_id]))
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = junk
    try:
        load_record(parse_record(json.dumps(record)))
    except SaveError as error:
        assert str(error)


def test_options_of_the_wrong_shape_are_a_save_error():
    record = json.loads(json.dumps(RECORDS["viva"]))
    record["state"]["options"] = [1, 2]
    with pytest.raises(SaveError, match="damaged"):
        parse_record(json.dumps(record))


# -- names are data ---------------------------------------------------------------------------


def test_names_lose_controls_and_overrides_and_keep_to_the_limit():
    assert clean_name("\u202eAnna\u0007 ") == "Anna"
    assert clean_name(" \u2066B\u2069é\nla ") == "Béla"
    assert clean_name("x" * 200) == "x" * 24


def test_right_to_left_names_are_isolated_and_others_left_alone():
    assert i18n.isolate("Anna") == "Anna"
    assert i18n.isolate("שרה") == "\u2068שרה\u2069"


def test_an_imported_save_keeps_names_to_the_limit():
    record = json.loads(json.dumps(RECORDS["viva"]))
    record["seats"][0]["name"] = "\u202e" + "A" * 100
    saved = SaveStore.import_text(json.dumps(record), "new")
    assert saved.seats[0].name == "A" * 24 and saved.revision == 0


# -- a full storage ---------------------------------------------------------------------------


def test_a_game_started_on_a_full_storage_is_listed_as_not_saved_and_continued():
    storage = MemoryStorage(quota=40_000)
    app = App(storage, platform=FakePlatform())
    older = app.start_game("viva", SOLO, {})
    storage.quota = 0  # full from now on
    newer = app.start_game("viva", PEOPLE, {})
    canvas = FakeCanvas()
    regions = app.render(canvas, 1024, 768)
    alert = next(r for r in regions if r.kind == "alert")
    assert alert.label == i18n.t("table.storage_full") and "export" in {r.action for r in regions}
    app.activate("export")
    [(name, text)] = app.platform.downloads
    assert json.loads(text)["id"] == newer.save_id
    app.home()
    app.activate("continue")
    assert app.screen.session.saved is newer  # not the older, stored game
    app.home()
    app.activate("saves")
    screen = app.screen
    assert isinstance(screen, SavedGamesScreen)
    assert [(e.save_id, e.stored) for e in screen.entries] == [
        (newer.save_id, False),
        (older.save_id, True),
    ]
    texts = " ".join(FakeCanvas().texts() + [t for t in _drawn_texts(app)])
    assert i18n.t("saves.not_saved") in texts
    storage.quota = None  # space freed: the next move saves it
    app.activate(f"resume:{newer.save_id}")
    app.activate("take")
    app.screen.session.play(app.screen.session.state.legal_actions()[0])
    assert not app.screen.session.storage_full and newer.save_id in app.store.ids()


def _drawn_texts(app) -> list[str]:
    canvas = FakeCanvas()
    app.render(canvas, 1024, 768)
    return canvas.texts()


# -- the tap guard and acknowledged results ---------------------------------------------------


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_a_tap_right_after_a_hand_off_cover_appears_does_nothing():
    clock = Clock()
    app = App(MemoryStorage(), platform=FakePlatform(), ticks=clock)
    app.start_game("viva", PEOPLE, {"first_player": 0})
    regions = app.render(FakeCanvas(), 844, 390)
    take = next(r for r in regions if r.action == "take")
    clock.now += REVEAL_GUARD / 2
    app.tap(*take.rect.center)
    app.render(FakeCanvas(), 844, 390)
    assert app.screen.session.needs_handoff()  # still covered
    clock.now += REVEAL_GUARD
    app.tap(*take.rect.center)
    assert not app.screen.session.needs_handoff()
    regions = app.render(FakeCanvas(), 844, 390)
    clock.now += REVEAL_GUARD / 4  # Anna's own view just appeared: a double tap is ignored
    piece = next(r for r in regions if r.action.startswith("pick:") and r.rect)
    app.tap(*piece.rect.center)
    assert app.screen.selected is None


def test_results_acknowledged_survive_a_reload():
    storage = MemoryStorage()
    app = App(storage, platform=FakePlatform())
    saved = app.start_game("viva", PEOPLE, {"first_player": 0})
    session = app.screen.session
    while not session.state.observe(None)["rounds"]:
        session.take_device()
        session.play(session.state.legal_actions()[0])
    table = app.screen
    assert isinstance(table, TableScreen) and table.showing_result()
    reopened = App(storage, platform=FakePlatform())
    reopened.resume(saved.save_id)
    assert reopened.screen.showing_result()  # not skipped by the reload
    reopened.activate("ack")
    again = App(storage, platform=FakePlatform())
    again.resume(saved.save_id)
    assert not again.screen.showing_result()
