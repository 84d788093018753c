"""The engine speaks the player's language, and the small phone gets every screen.

With Magyar chosen, a refused move, a save whose options the engine refuses, a save with an
illegal move and a damaged file each explain themselves in Hungarian (the engine's own
messages, rendered by the app, never its English). On a 320×568 phone, home, setup, the
table and the saved games are drawn with every control touch-sized and within reach
(screens taller than the phone scroll), kept as screenshots."""

from __future__ import annotations

import json

import pytest

from kingmakers.engine import InvalidOptions, SaveError
from kingmakers.games import get_game
from kingmakers.ui import i18n
from kingmakers.ui.messages import say
from kingmakers.ui.state.saves import SavedGame, Seat
from tests.e2e.driver import CONTROLS, Player, control, store_games, wait_for_people
from tests.ui.test_viva_table import climb_position_with_a_stuck_candidate

pytestmark = pytest.mark.browser

WHEN = "2026-01-01T12:00:00+00:00"
SEATS = [Seat("Anna"), *(Seat(f"Bot {n}", "random") for n in range(1, 4))]
ENGLISH_LEFT = ("cannot", "not legal", " the ", "must be", "players, not")


def hungarian(message) -> str:
    i18n.set_language("hu")
    try:
        return say(message, [seat.name for seat in SEATS])
    finally:
        i18n.set_language("en")


def alerts(page) -> list[str]:
    return page.locator("#controls [role=alert]").all_text_contents()


#: One alert is shown, and it is not ``before``.
LATEST_ALERT_CHANGED = """before => {
    const shown = [...document.querySelectorAll('#controls [role=alert]')];
    return shown.length === 1 && shown[0].textContent !== before;
}"""


def import_file(page, path) -> None:
    with page.expect_file_chooser() as chooser:
        page.locator("#controls [data-action='import']").dispatch_event("click")
    chooser.value.set_files(str(path))


def test_refusals_and_damaged_saves_speak_hungarian(visit_factory, tmp_path):
    state, stuck = climb_position_with_a_stuck_candidate()
    visit = visit_factory()
    visit.open()
    page = visit.page
    store_games(page, SavedGame("stuck", "viva", SEATS, state, WHEN, WHEN))
    page.evaluate("localStorage.setItem('kingmakers:lang', 'hu')")
    visit.reload()
    player = Player(page)
    player.press("continue")
    wait_for_people(page)
    # A refused move: the engine's reason, in Hungarian.
    from kingmakers.games.viva.actions import Climb

    refusal = hungarian(state.explain_refusal(Climb(stuck)))
    player.press(f"pick:{stuck}")
    page.locator("#controls [role=alert]").wait_for(state="attached")
    assert alerts(page) == [refusal]
    assert not any(word in refusal for word in ENGLISH_LEFT), refusal
    visit.screenshot("hu-refused-move")
    player.press("home")
    player.press("saves")
    # A save the engine refuses to set up, one with an illegal move, one damaged.
    game = get_game("viva")
    bad_options = SavedGame(
        "x", "viva", SEATS + [Seat("Eve"), Seat("Fay")], game.new_game(6, seed=1), WHEN, WHEN
    ).to_json()
    bad_options["state"]["options"]["envoy"] = True
    illegal = SavedGame("y", "viva", SEATS, game.new_game(4, seed=1), WHEN, WHEN).to_json()
    illegal["state"]["actions"] = [{"type": "vote", "yes": True}]
    expected = []
    for refused_by in [
        lambda: game.new_game(6, seed=1, options={"envoy": True}),
        lambda: game.from_json(illegal["state"]),
    ]:
        with pytest.raises((InvalidOptions, SaveError)) as error:
            refused_by()
        expected.append(hungarian(error.value.message))
    files = []
    for number, record in enumerate([bad_options, illegal]):
        path = tmp_path / f"bad{number}.json"
        path.write_text(json.dumps(record))
        files.append(path)
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "kingmakers-save"')
    files.append(damaged)
    shown: list[str] = []
    for path in files:  # each refusal replaces the one before: only the latest shows
        import_file(page, path)
        page.wait_for_function(LATEST_ALERT_CHANGED, arg=shown[-1] if shown else "")
        [latest] = alerts(page)
        shown.append(latest)
    for reason in expected:
        assert any(reason in text for text in shown), (reason, shown)
    i18n.set_language("hu")
    prefix = i18n.t("saves.import_failed", reason="")
    i18n.set_language("en")
    assert all(text.startswith(prefix) for text in shown), shown
    assert not any(word in text for text in shown for word in ENGLISH_LEFT), shown
    visit.screenshot("hu-refused-saves")
    assert visit.problems() == []


# -- the smallest phone ---------------------------------------------------------------------

SMALL = {"viewport": {"width": 320, "height": 568}, "has_touch": True, "is_mobile": True}


def drawn(page) -> list[tuple[str, float, float, float, float]]:
    return page.evaluate(
        """() => [...document.querySelectorAll('#controls [data-x]')].map(e =>
            [e.dataset.action, ...['x', 'y', 'w', 'h'].map(k => +e.dataset[k])])"""
    )


def assert_touch_sized_on_screen_or_below(page) -> None:
    """Every drawn control is touch-sized and across the screen's width; any that is below
    the screen is reached by scrolling."""
    for action, x, _, w, h in drawn(page):
        assert w >= 44 - 0.01 and h >= 44 - 0.01, action
        assert x >= -0.01 and x + w <= 320.01, action


def scroll_to(page, action: str) -> None:
    """Scroll (a finger dragging up) until ``action`` is on the screen."""
    for _ in range(20):
        _, x, y, w, h = next(c for c in drawn(page) if c[0] == action)
        if y >= 0 and y + h <= 568:
            return
        page.mouse.wheel(0, 200 if y + h > 568 else -200)
        page.wait_for_timeout(50)
    raise AssertionError(f"{action} cannot be scrolled to")


def test_every_screen_fits_a_320_by_568_phone(visit_factory):
    visit = visit_factory(**SMALL)
    visit.open()
    page = visit.page
    player = Player(page, touch=True)
    assert_touch_sized_on_screen_or_below(page)
    visit.screenshot("phone-320-home")
    player.press("game:viva")
    assert_touch_sized_on_screen_or_below(page)
    visit.screenshot("phone-320-setup")
    for _ in range(2):
        player.press("players:+")  # six players: the longest setup
    scroll_to(page, "play")
    visit.screenshot("phone-320-setup-scrolled")
    player.press("play")
    wait_for_people(page)
    assert_touch_sized_on_screen_or_below(page)
    assert all(y + h <= 568.01 for _, x, y, w, h in drawn(page))  # the table never scrolls
    visit.screenshot("phone-320-table")
    player.press("home")
    player.press("saves")
    assert_touch_sized_on_screen_or_below(page)
    assert {c["action"] for c in page.evaluate(CONTROLS)} >= {"back", "import"}
    assert control(page, "back").count() == 1
    visit.screenshot("phone-320-saved-games")
    assert visit.problems() == []
