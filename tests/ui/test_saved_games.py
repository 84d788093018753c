"""The saved-games screen: listing, resume, delete, export and import through the platform,
and damaged saves reported without hiding the others."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from kingmakers.games import get_game
from kingmakers.ui.app import App
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.theme import CRIMSON
from kingmakers.ui.screens.saved_games import SavedGamesScreen
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.saves import ASIDE_PREFIX, SAVE_PREFIX, SavedGame, SaveStore, Seat
from kingmakers.ui.state.storage import MemoryStorage
from tests.ui.frames import draw_by_action
from tests.ui.layout import assert_touch_layout

NOON = "2026-11-29T12:00:00+00:00"


def make_app(storage=None):
    return App(storage or MemoryStorage(), platform=FakePlatform(first_seed=5), clock=lambda: NOON)


def start(app, names=("Anna", "Bea", "Cy"), moves=0):
    """A started viva game with ``moves`` first-legal moves played; back home after."""
    saved = app.start_game("viva", [Seat(name) for name in names], {"first_player": 0})
    session = app.screen.session
    for _ in range(moves):
        session.play(session.state.legal_actions()[0])
    app.home()
    return saved


def open_saves(app):
    app.activate("saves")
    assert isinstance(app.screen, SavedGamesScreen)
    return draw_by_action(app)


def test_the_list_shows_game_players_round_and_date_with_actions_per_entry():
    app = make_app()
    first = start(app, moves=3)
    second = start(app, names=("Dan", "Eve", "Fay", "Gus"))
    canvas, regions = open_saves(app)
    texts = canvas.texts()
    assert texts.count("Viva il Re!") == 2
    assert "Dan, Eve, Fay, Gus" in texts and "Anna, Bea, Cy" in texts
    assert any(text.startswith("Round 1 of 3 · 2026-11-29") for text in texts)
    assert [action for action in regions if ":" in action] == [
        f"{verb}:{save.save_id}"
        for save in (second, first)
        for verb in ("resume", "replay", "export", "delete")
    ]
    assert regions[f"resume:{first.save_id}"].label == "Resume Viva il Re! (Anna, Bea, Cy)"
    assert regions[f"replay:{first.save_id}"].label == "Watch Viva il Re! (Anna, Bea, Cy) again"
    assert "import" in regions and "back" in regions


@pytest.mark.parametrize(("width", "height"), [(1024, 768), (390, 844), (768, 1024)])
def test_controls_are_touch_sized_and_inside_the_viewport(width, height):
    app = make_app()
    for _ in range(3):
        start(app)
    app.activate("saves")
    _, regions = draw_by_action(app, width, height)
    assert_touch_layout(list(regions.values()), width, height, disjoint=False)


def test_resume_sits_down_at_the_saved_game():
    app = make_app()
    saved = start(app, moves=4)
    open_saves(app)
    app.activate(f"resume:{saved.save_id}")
    assert isinstance(app.screen, TableScreen)
    assert app.screen.session.state.history == saved.state.history


def test_delete_asks_once_then_removes_only_that_game():
    app = make_app()
    keep, drop = start(app), start(app)
    open_saves(app)
    app.activate(f"delete:{drop.save_id}")
    _, regions = draw_by_action(app)
    assert regions[f"delete:{drop.save_id}"].label.startswith("Really delete Viva il Re!")
    assert app.store.ids() == [drop.save_id, keep.save_id]
    app.activate(f"delete:{drop.save_id}")
    _, regions = draw_by_action(app)
    assert app.store.ids() == [keep.save_id]
    assert f"resume:{drop.save_id}" not in regions and f"resume:{keep.save_id}" in regions


def test_another_action_cancels_a_pending_delete():
    app = make_app()
    saved = start(app)
    open_saves(app)
    app.activate(f"delete:{saved.save_id}")
    app.activate(f"export:{saved.save_id}")
    app.activate(f"delete:{saved.save_id}")
    assert app.store.ids() == [saved.save_id]


def test_export_downloads_a_file_that_imports_as_the_same_game():
    app = make_app()
    saved = start(app, moves=5)
    open_saves(app)
    app.activate(f"export:{saved.save_id}")
    [(filename, text)] = app.platform.downloads
    assert filename == f"kingmakers-viva-{saved.save_id}.json"
    assert (
        json.loads(text)["state"]["actions"]
        == json.loads(app.storage.get(SAVE_PREFIX + saved.save_id))["state"]["actions"]
    )
    other = make_app()  # another device
    kept = start(other, names=("Dan", "Eve", "Fay"))
    open_saves(other)
    other.activate("import")
    other.platform.choose_file(text)
    assert isinstance(other.screen, TableScreen)
    imported = other.screen.session.saved
    assert imported.save_id != saved.save_id
    assert imported.state.history == saved.state.history
    assert [seat.name for seat in imported.seats] == ["Anna", "Bea", "Cy"]
    assert other.store.ids() == [imported.save_id, kept.save_id]
    assert other.store.last_id() == imported.save_id


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("not json at all", "it is not valid JSON"),
        (json.dumps({"format": "kingmakers-save", "schema": 99}), "newer version"),
        (json.dumps({"hello": "world"}), "not a Kingmakers save"),
    ],
)
def test_a_bad_file_is_refused_with_its_reason_on_screen(text, reason):
    app = make_app()
    start(app)
    open_saves(app)
    app.activate("import")
    app.platform.choose_file(text)
    assert isinstance(app.screen, SavedGamesScreen)
    canvas, _ = draw_by_action(app)
    shown = " ".join(canvas.texts())
    assert "The file could not be imported:" in shown and reason in shown
    assert len(app.store.ids()) == 1


def test_a_corrupt_save_is_set_aside_with_a_message_and_the_others_still_list():
    storage = MemoryStorage()
    app = make_app(storage)
    good = start(app, names=("Anna", "Bea", "Cy"))
    bad = start(app, names=("Dan", "Eve", "Fay"))
    storage.set(SAVE_PREFIX + bad.save_id, "{broken")
    canvas, regions = open_saves(app)
    crimson = [call.args for call in canvas.named("text") if call.args["color"] == CRIMSON]
    assert "could not be opened and was set aside" in " ".join(c["text"] for c in crimson)
    assert f"resume:{good.save_id}" in regions and f"resume:{bad.save_id}" not in regions
    assert max(c["y"] for c in crimson) < regions[f"resume:{good.save_id}"].rect.y  # on top
    assert storage.get(ASIDE_PREFIX + bad.save_id) == "{broken"
    app.activate(f"resume:{good.save_id}")
    assert isinstance(app.screen, TableScreen)


def test_continue_on_a_save_that_no_longer_replays_shows_why():
    storage = MemoryStorage()
    app = make_app(storage)
    saved = start(app, moves=2)
    record = json.loads(storage.get(SAVE_PREFIX + saved.save_id))
    record["state"]["actions"][1] = record["state"]["actions"][0]
    storage.set(SAVE_PREFIX + saved.save_id, json.dumps(record))
    app.activate("continue")
    assert isinstance(app.screen, SavedGamesScreen)
    canvas, regions = draw_by_action(app)
    shown = " ".join(canvas.texts())  # the message wraps over several lines
    assert "cannot be replayed (Move 2 of the save is not legal" in shown
    assert "No saved games yet." in canvas.texts()
    assert not [action for action in regions if action.startswith("resume:")]


def test_a_save_of_a_game_without_a_table_says_so():
    games = {**GAME_UIS, "elves": replace(GAME_UIS["elves"], renderer=None)}
    app = App(MemoryStorage(), platform=FakePlatform(first_seed=5), clock=lambda: NOON, games=games)
    state = get_game("elves").new_game(3, seed=1)
    app.store.save(
        SavedGame("elves1", "elves", [Seat("A"), Seat("B"), Seat("C")], state, NOON, NOON)
    )
    open_saves(app)
    app.activate("resume:elves1")
    canvas, _ = draw_by_action(app)
    assert isinstance(app.screen, SavedGamesScreen)
    assert any("King of the Elves cannot be played here yet" in text for text in canvas.texts())


def test_many_saves_are_paged():
    app = make_app()
    ids = [start(app).save_id for _ in range(9)]
    app.activate("saves")
    _, first_page = draw_by_action(app, 390, 844)
    shown = [action.split(":")[1] for action in first_page if action.startswith("resume:")]
    assert shown == ids[::-1][: len(shown)] and len(shown) < 9
    assert "page:prev" not in first_page
    app.activate("page:next")
    _, second_page = draw_by_action(app, 390, 844)
    more = [action.split(":")[1] for action in second_page if action.startswith("resume:")]
    assert more and not set(more) & set(shown)
    assert "page:prev" in second_page


def test_unknown_actions_are_refused_clearly():
    app = make_app()
    open_saves(app)
    with pytest.raises(ValueError, match="saved games screen has no action 'resume:nope'"):
        app.activate("resume:nope")


def test_export_text_of_the_store_is_what_is_downloaded():
    app = make_app()
    saved = start(app, moves=1)
    open_saves(app)
    app.activate(f"export:{saved.save_id}")
    assert app.platform.downloads[0][1] == SaveStore.export_text(app.store.load(saved.save_id))
