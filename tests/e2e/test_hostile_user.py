"""A hostile but realistic user, in Chromium: double taps across a hand-off, two tabs on one
game, hostile files, a full storage, names that try to be layout, and a reload on a result
screen. Each test checks that nothing private showed and that no save lost a move."""

from __future__ import annotations

import json
import re
import time

import pytest

from kingmakers.games import get_game
from kingmakers.ui.state.saves import SavedGame, Seat
from tests.e2e.conftest import Visit
from tests.e2e.driver import (
    CONTROLS,
    NAMES,
    Player,
    control,
    dom_text,
    drawn_centre,
    drawn_rect,
    saved_record,
    store_games,
    wait_for_people,
)
from tests.e2e.test_viva_play import next_press

pytestmark = pytest.mark.browser

PRIVATE = re.compile(r"goal card|NO cards? left", re.IGNORECASE)
WHEN = "2026-01-01T12:00:00+00:00"


def viva_game(save_id: str, seats: list[Seat], actions: int = 0, seed: int = 3) -> SavedGame:
    state = get_game("viva").new_game(len(seats), seed=seed, options={"first_player": 0})
    for _ in range(actions):
        state.apply(state.legal_actions()[0])
    return SavedGame(save_id, "viva", seats, state, WHEN, WHEN)


def three_people(save_id: str = "trio", actions: int = 0) -> SavedGame:
    return viva_game(save_id, [Seat(name) for name in NAMES], actions)


def against_bots(save_id: str = "solo") -> SavedGame:
    seats = [Seat("Anna")] + [Seat(f"Bot {n}", "heuristic") for n in (1, 2, 3)]
    return viva_game(save_id, seats)


def open_with(visit: Visit, *games: SavedGame, fast_bots: bool = True) -> None:
    visit.open()
    store_games(visit.page, *games)
    if fast_bots:
        visit.page.evaluate("localStorage.setItem('kingmakers:bot-speed', 'fast')")
    visit.reload()


def assert_nothing_private(page) -> None:
    text = dom_text(page)
    assert not PRIVATE.search(text), text


def actions_in_storage(page, save_id: str) -> list:
    record = page.evaluate(f"localStorage.getItem('kingmakers:save:{save_id}')")
    return json.loads(record)["state"]["actions"]


# -- 1. a double tap never skips the hand-off cover -------------------------------------------


def test_a_double_tap_across_a_hand_off_does_not_uncover_the_next_players_secrets(visit_factory):
    """At 844×390 with three people, the second tap of a double tap on a level band landed
    on the next player's "I am …" button, which sits under the band there, and showed that
    player's goal card to the one who had just played."""
    visit = visit_factory(viewport={"width": 844, "height": 390}, has_touch=True)
    open_with(visit, three_people())
    page = visit.page
    player = Player(page, touch=True)
    player.press("continue")
    take_x, take_y, take_w, take_h = drawn_rect(page, "take")
    time.sleep(0.5)  # a deliberate tap, after the cover has been read
    player.press("take")
    controls = wait_for_people(page)
    player.press(next_press(controls))  # a candidate: its levels light up
    band = next(c["action"] for c in page.evaluate(CONTROLS) if c["action"] == "pick:level1")
    x, y = drawn_centre(page, band)
    page.touchscreen.tap(x, y)  # the move: Béla's cover appears at once ...
    page.touchscreen.tap(take_x + take_w / 2, take_y + take_h / 2)  # ... under the 2nd tap
    time.sleep(0.6)
    assert [c["action"] for c in page.evaluate(CONTROLS)] == ["take", "home"]
    assert control(page, "take").text_content() == "I am Béla"
    assert_nothing_private(page)
    assert len(saved_record(page)["state"]["actions"]) == 1
    assert visit.problems() == []


# -- 3. hostile files never hurt the runtime --------------------------------------------------


def import_file(page, path) -> None:
    with page.expect_file_chooser() as chooser:
        page.locator("#controls [data-action='import']").dispatch_event("click")
    chooser.value.set_files(str(path))


@pytest.fixture
def saves_screen(visit_factory):
    visit = visit_factory()
    open_with(visit, against_bots())
    Player(visit.page).press("saves")
    return visit


def test_a_deeply_nested_file_is_refused_and_the_app_goes_on(saves_screen, tmp_path):
    visit, page = saves_screen, saves_screen.page
    before = page.evaluate("JSON.stringify(localStorage)")
    hostile = tmp_path / "deep.json"
    hostile.write_text("[" * 10_000 + "]" * 10_000)
    import_file(page, hostile)
    note = page.locator("#controls [role=alert]").filter(has_text="could not be imported")
    note.wait_for(state="attached")
    assert page.evaluate("JSON.stringify(localStorage)") == before
    good = tmp_path / "good.json"
    good.write_text(json.dumps(three_people("other").to_json()))
    import_file(page, good)  # the runtime still works: the good file opens at its cover
    control(page, "take").wait_for(state="attached")
    assert_nothing_private(page)
    assert "Pyodide has suffered a fatal error" not in " ".join(visit.problems())
    assert actions_in_storage(page, "solo") == []


def test_a_save_with_wrongly_typed_options_is_refused_with_a_reason(saves_screen, tmp_path):
    page = saves_screen.page
    record = three_people("typed").to_json()
    record["state"]["options"] = [1, 2]
    bad = tmp_path / "typed.json"
    bad.write_text(json.dumps(record))
    import_file(page, bad)
    page.locator("#controls [role=alert]").filter(has_text="could not be imported").wait_for(
        state="attached"
    )
    assert saves_screen.problems() == []


# -- 5. names are data, never layout ----------------------------------------------------------


def test_a_right_to_left_override_in_a_name_cannot_reverse_the_text_around_it(visit_factory):
    visit = visit_factory()
    trick = "\u202eשרה"
    game = viva_game("bidi", [Seat(trick), Seat("Bot 1", "heuristic"), Seat("Bot 2", "random")])
    open_with(visit, game)
    page = visit.page
    Player(page).press("continue")
    wait_for_people(page)
    text = dom_text(page)
    assert "\u202e" not in text
    control(page, "home").dispatch_event("click")
    Player(page).press("saves")
    label = control(page, "resume:bidi").text_content()
    assert "\u2068שרה\u2069" in label  # isolated: it cannot reorder its neighbours
    assert visit.problems() == []


def test_an_imported_name_keeps_to_the_length_limit(saves_screen, tmp_path):
    page = saves_screen.page
    record = three_people("long").to_json()
    record["seats"][1]["name"] = "B" * 200
    long_names = tmp_path / "long.json"
    long_names.write_text(json.dumps(record))
    import_file(page, long_names)
    control(page, "take").wait_for(state="attached")
    [new_id] = [
        i
        for i in page.evaluate("JSON.parse(localStorage.getItem('kingmakers:saves'))")
        if i != "solo"
    ]
    stored = json.loads(page.evaluate(f"localStorage.getItem('kingmakers:save:{new_id}')"))
    assert [len(seat["name"]) for seat in stored["seats"]] == [4, 24, 5]


# -- 6. a result screen survives a reload ------------------------------------------------------


def viva_before_a_crowning() -> SavedGame:
    """Three people, one ballot short of crowning a King in round 1."""
    state = get_game("viva").new_game(3, seed=7, options={"first_player": 0})
    while True:
        view = state.observe(None)
        if view["phase"] == "vote" and sum(view["voting"]["voted"]) == 2:
            break
        state.apply(state.legal_actions()[0])  # Vote(True) first: everyone says YES
    return SavedGame("crown", "viva", [Seat(name) for name in NAMES], state, WHEN, WHEN)


def test_a_reload_on_a_result_screen_shows_that_result_again(visit_factory):
    visit = visit_factory()
    open_with(visit, viva_before_a_crowning())
    page = visit.page
    player = Player(page)
    player.press("continue")
    player.press("take")
    ballots = [c["action"] for c in wait_for_people(page) if c["action"].startswith("act:")]
    player.press(ballots[0])  # the last YES: the King is crowned, the result shows
    control(page, "ack").wait_for(state="attached")
    moves = saved_record(page)["state"]["actions"]
    visit.reload()
    player.press("continue")
    control(page, "ack").wait_for(state="attached")  # not skipped for everyone
    assert saved_record(page)["state"]["actions"] == moves
    assert_nothing_private(page)
    player.press("ack")
    control(page, "take").wait_for(state="attached")  # round 2 starts covered
    assert visit.problems() == []


# -- 2. one writer per game --------------------------------------------------------------------


def second_tab(visit: Visit):
    """Another tab of the same browser on the site (same storage)."""
    page = visit.context.new_page()
    page.goto(visit.url)
    page.wait_for_selector("#loading[hidden]", state="attached", timeout=60_000)
    return page


def test_two_tabs_on_one_game_never_overwrite_each_other(visit_factory):
    visit = visit_factory()
    open_with(visit, against_bots())
    tab_a, tab_b = visit.page, second_tab(visit)
    player_a, player_b = Player(tab_a), Player(tab_b)
    player_a.press("continue")
    player_b.press("continue")
    wait_for_people(tab_b)
    while len(actions_in_storage(tab_a, "solo")) < 8:
        player_a.press(next_press(wait_for_people(tab_a)))
    wait_for_people(tab_a)
    line_a = actions_in_storage(tab_a, "solo")
    alert = control(tab_b, "alert:conflict")
    alert.wait_for(state="attached")  # B was told at once, before anyone touched it
    assert "changed in another tab" in alert.text_content()
    assert {c["action"] for c in tab_b.evaluate(CONTROLS)} == {"alert:conflict", "reload", "home"}
    player_b.press("reload")
    wait_for_people(tab_b)
    while len(actions_in_storage(tab_b, "solo")) == len(line_a):  # B goes on from A's line ...
        player_b.press(next_press(wait_for_people(tab_b)))
    assert actions_in_storage(tab_b, "solo")[: len(line_a)] == line_a  # ... losing nothing
    control(tab_a, "alert:conflict").wait_for(state="attached")  # and now A stands still
    assert visit.problems() == []


# -- 4. a full storage is impossible to miss ---------------------------------------------------

FILL_STORAGE = """() => {
    let i = 0;
    for (const size of [100000, 1000, 1]) {
        try { for (;;) localStorage.setItem('filler' + i++, 'x'.repeat(size)); } catch (e) {}
    }
}"""


def test_a_game_started_while_the_storage_is_full_goes_on_and_says_so(visit_factory, tmp_path):
    visit = visit_factory(accept_downloads=True)
    open_with(visit, against_bots("older"))
    page = visit.page
    player = Player(page)
    page.evaluate(FILL_STORAGE)
    player.press("game:viva")
    player.press("play")
    banner = page.locator("#controls [role=alert]")
    banner.wait_for(state="attached")
    assert "Storage is full" in banner.text_content()
    # The game goes on in memory: the person plays a move (a piece, then its first target)
    # whether or not a bot moved before them.
    player.press(next_press(wait_for_people(page)))
    player.press(next_press(wait_for_people(page)))
    wait_for_people(page)
    assert banner.count() == 1  # still said
    with page.expect_download() as download:
        control(page, "export").press("Enter")  # a download changes nothing on the page
    exported = tmp_path / download.value.suggested_filename
    download.value.save_as(exported)
    record = json.loads(exported.read_text())
    assert record["state"]["actions"] and record["id"] != "older"
    player.press("home")
    player.press("saves")
    first = control(page, f"resume:{record['id']}")
    first.wait_for(state="attached")
    assert page.locator("#controls [data-action^='delete:']").count() == 1  # only "older"
    player.press("back")
    player.press("continue")  # the game in memory, not the older stored one
    wait_for_people(page)
    assert page.locator("#controls [role=alert]").count() == 1
    assert actions_in_storage(page, "older") == []
    assert visit.problems() == []


# -- a dead runtime says so and keeps every save -----------------------------------------------

FATAL = """() => {
    const error = new RangeError("Maximum call stack size exceeded");
    error.pyodide_fatal_error = true;  // how Pyodide marks the error that killed it
    dispatchEvent(new ErrorEvent("error", { error, message: String(error) }));
}"""


def test_a_fatal_runtime_error_shows_a_clear_screen_and_keeps_the_saves(visit_factory):
    visit = visit_factory()
    open_with(visit, against_bots())
    page = visit.page
    Player(page).press("lang:hu")
    before = page.evaluate("JSON.stringify(localStorage)")
    page.evaluate(FATAL)
    crash = page.locator("#crash")
    crash.wait_for(state="visible")
    assert "mentett játékaid biztonságban vannak" in crash.inner_text()
    assert page.evaluate("document.activeElement.id") == "crash-reload"
    assert page.evaluate("JSON.stringify(localStorage)") == before
    with page.expect_navigation():
        page.locator("#crash-reload").click()
    visit.wait_ready()
    control(page, "continue").wait_for(state="attached")
