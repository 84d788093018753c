"""Keeping the games, in Chromium: ``navigator.storage.persist()`` asked once there is a
save; settings reached from home and from the table; two games backed up in one file and
restored in a fresh profile with the same moves; the note about the Home Screen on an
iPad's Safari (a Mac's user agent with touch points) and not in the app opened from the
Home Screen (``display-mode: standalone`` emulated); For the King's gold marked for a
payment still marked after a reload."""

from __future__ import annotations

import json
import random

import pytest

from kingmakers.games import get_game
from kingmakers.ui.state.saves import SavedGame, Seat
from tests.e2e.driver import CONTROLS, Player, control, store_games, wait_for_people
from tests.e2e.test_fortheking_play import forced_payment_game

pytestmark = pytest.mark.browser

WHEN = "2026-01-01T12:00:00+00:00"
SAVE_IDS = "JSON.parse(localStorage.getItem('kingmakers:saves') || '[]')"
#: Counts the page's calls of navigator.storage.persist() (added before any page script).
COUNT_PERSIST = """
window.__persistCalls = 0;
if (navigator.storage && navigator.storage.persist) {
  const persist = navigator.storage.persist.bind(navigator.storage);
  navigator.storage.persist = () => { window.__persistCalls += 1; return persist(); };
}
"""
#: iPadOS Safari's default user agent: a Mac's.
IPAD_SAFARI = (
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/18.1 Safari/605.1.15"
)
#: An iPad's five touch points (Chromium's touch emulation reports one).
IPAD_TOUCH = "Object.defineProperty(Navigator.prototype, 'maxTouchPoints', {get: () => 5});"
#: The app opened from the Home Screen: ``display-mode: standalone`` matches (Chromium's
#: DevTools protocol cannot emulate this media feature, so the query is answered here).
STANDALONE = """
const matchMedia = window.matchMedia.bind(window);
window.matchMedia = (query) => query.replace(/\\s/g, '') === '(display-mode:standalone)'
  ? {matches: true, media: query, onchange: null, addEventListener() {},
     removeEventListener() {}, addListener() {}, removeListener() {}}
  : matchMedia(query);
"""
NOTE = "Add Kingmakers to your Home Screen to keep your games"


def opened(visit_factory, *scripts, **context_options):
    visit = visit_factory(**context_options)
    for script in scripts:
        visit.context.add_init_script(script)
    visit.open()
    return visit


def label(page, action: str) -> str:
    return control(page, action).text_content()


def test_persist_is_asked_after_the_first_save_and_settings_open_from_home_and_table(
    visit_factory,
):
    visit = opened(visit_factory, COUNT_PERSIST)
    page = visit.page
    player = Player(page)
    assert page.evaluate("window.__persistCalls") == 0  # no save yet
    player.press("settings")
    assert label(page, "note:status").startswith("Saves kept on this device:")
    player.press("back")
    player.press("game:viva")
    player.press("play")
    wait_for_people(page)
    page.wait_for_function("window.__persistCalls === 1")
    player.press("settings")  # from the table's top bar
    control(page, "backup").wait_for(state="attached")
    status = label(page, "note:status")
    kept = page.evaluate("navigator.storage.persisted()")
    assert status == (
        "Saves kept on this device: yes"
        if kept
        else "Saves kept on this device: the browser may clear them"
    )
    visit.screenshot("settings-from-the-table")
    player.press("back")
    control(page, "home").wait_for(state="attached")
    assert page.evaluate("window.__persistCalls") == 1
    assert visit.problems() == []


def viva_game(save_id: str, names: tuple[str, ...], moves: int) -> SavedGame:
    state = get_game("viva").new_game(len(names), seed=len(save_id) + moves)
    chooser = random.Random(moves)
    for _ in range(moves):
        state.apply(chooser.choice(state.legal_actions()))
    return SavedGame(save_id, "viva", [Seat(name) for name in names], state, WHEN, WHEN)


def test_two_games_backed_up_are_restored_in_a_fresh_profile_with_the_same_moves(
    visit_factory, tmp_path
):
    games = [
        viva_game("first", ("Anna", "Bea", "Cy"), 12),
        viva_game("second", ("Dan", "Eve", "Fay", "Gus"), 7),
    ]
    visit = opened(visit_factory, accept_downloads=True)
    page = visit.page
    store_games(page, *games)
    visit.reload()
    player = Player(page)
    player.press("saves")
    with page.expect_download() as download_info:
        player.press("backup")
    page.wait_for_selector("#controls [role=alert]:has-text('A backup of every game')")
    visit.screenshot("saved-games-after-backup")
    backup = tmp_path / download_info.value.suggested_filename
    download_info.value.save_as(backup)
    assert backup.name.startswith("kingmakers-backup-") and backup.suffix == ".json"
    assert [save["id"] for save in json.loads(backup.read_text())["saves"]] == ["first", "second"]

    fresh = opened(visit_factory)
    page = fresh.page
    player = Player(page)
    assert page.evaluate(SAVE_IDS) == []
    player.press("saves")
    with page.expect_file_chooser() as chooser_info:
        control(page, "import").press("Enter")  # a file chooser changes nothing on the page
    chooser_info.value.set_files(str(backup))
    page.wait_for_selector("#controls [role=alert]:has-text('2 games added from the backup')")
    restored = page.evaluate(
        f"""() => {SAVE_IDS}.map(id => JSON.parse(localStorage.getItem('kingmakers:save:' + id)))"""
    )
    assert [(r["seats"], r["state"]["actions"]) for r in restored] == [
        ([seat.to_json() for seat in game.seats], game.state.to_json()["actions"]) for game in games
    ]
    fresh.screenshot("backup-restored")
    assert visit.problems() == [] and fresh.problems() == []


def test_the_home_screen_note_on_an_ipads_safari_and_not_in_the_installed_app(visit_factory):
    ipad = {
        "user_agent": IPAD_SAFARI,
        "has_touch": True,
        "viewport": {"width": 820, "height": 1180},
    }
    visit = opened(visit_factory, IPAD_TOUCH, **ipad)
    page = visit.page
    assert label(page, "note:keep").startswith(NOTE)
    visit.screenshot("home-ipad-note")
    Player(page, touch=True).press("note:close")
    assert control(page, "note:keep").count() == 0
    visit.reload()
    assert control(page, "note:keep").count() == 0  # closed for good

    installed = opened(visit_factory, IPAD_TOUCH, STANDALONE, **ipad)
    page = installed.page
    assert page.evaluate("matchMedia('(display-mode: standalone)').matches")
    note = label(page, "note:keep")  # no games yet: how to bring them from Safari
    assert NOTE not in note and note.startswith("Games played in Safari stay in Safari")
    store_games(page, viva_game("g", ("Anna", "Bea", "Cy"), 3))
    installed.reload()
    control(page, "continue").wait_for(state="attached")
    assert control(page, "note:keep").count() == 0
    assert visit.problems() == [] and installed.problems() == []


def test_gold_marked_for_a_payment_is_still_marked_after_a_reload(visit_factory):
    visit = opened(visit_factory)
    page = visit.page
    store_games(page, forced_payment_game())
    visit.reload()
    player = Player(page)
    player.press("continue")
    player.press("take")
    player.press("pick:pay:Gold_3:0")
    marked = [
        (c["action"], c["pressed"])
        for c in page.evaluate(CONTROLS)
        if c["action"].startswith("pick:pay:")
    ]
    assert ("pick:pay:Gold_3:0", True) in marked
    visit.reload()
    player.press("continue")
    player.press("take")
    control(page, "pick:pay:Gold_3:0").wait_for(state="attached")
    after = [
        (c["action"], c["pressed"])
        for c in page.evaluate(CONTROLS)
        if c["action"].startswith("pick:pay:")
    ]
    assert after == marked
    assert visit.problems() == []
