"""The table frame's changed screens in Chromium, kept as screenshots in test-artifacts/:
Viva il Re!'s round screens with their running totals and its final screen with the
standings beside the chart (tablet and phone), the replay in landscape with its right
column on the screen, and a table's log scrolled back by the mouse wheel."""

from __future__ import annotations

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from tests.e2e.conftest import Visit
from tests.e2e.driver import (
    IGNORED_PRESS_MS,
    LAST_SAVE,
    PHONE,
    PRESS_ATTEMPTS,
    Player,
    control,
    drawn_centre,
    store_games,
)
from tests.ui.stub import StubNavigator

pytestmark = pytest.mark.browser

WHEN = "2026-01-01T12:00:00+00:00"
SEATS = [
    Seat("Anna"),
    Seat("Béla", "heuristic"),
    Seat("Carla", "heuristic"),
    Seat("Dario", "heuristic"),
]


def viva(save_id: str, moves: int | None = None) -> SavedGame:
    """Four seats of Viva il Re!, the bots playing every move: to the end (no round result
    acknowledged yet), or ``moves`` moves in."""
    game = get_game("viva")
    state = game.new_game(4, seed=5)
    bots = [make_bot(game, "heuristic", seat) for seat in range(4)]
    while not state.is_over and (moves is None or len(state.history) < moves):
        state.apply(bots[state.to_move].choose(state))
    acknowledged = 0 if moves is None else None
    return SavedGame(save_id, "viva", SEATS, state, WHEN, WHEN, acknowledged=acknowledged)


FINISHED = viva("done")
PLAYING = viva("live", moves=70)


def open_saved(visit: Visit, games, action: str) -> Player:
    visit.open()
    store_games(visit.page, *games)
    visit.reload()
    player = Player(visit.page)
    player.press("saves")
    player.press(action)
    return player


def acknowledge(page, player: Player, count: int) -> None:
    """Press "Continue" on a round's result until the save counts ``count`` acknowledged
    (one result screen looks like the next to the driver: a press is made again only when
    the first fell in the guard time after the screen appeared)."""
    acknowledged = f"JSON.parse({LAST_SAVE}).acknowledged >= {count}"
    for _attempt in range(PRESS_ATTEMPTS):
        x, y = drawn_centre(page, "ack")
        if player.touch:
            page.touchscreen.tap(x, y)
        else:
            page.mouse.click(x, y)
        try:
            page.wait_for_function(acknowledged, timeout=IGNORED_PRESS_MS)
            return
        except PlaywrightTimeout:
            continue
    page.wait_for_function(acknowledged)


def test_viva_round_and_final_screens_tell_the_standings(browser, server):
    for name, options in (("tablet", {}), ("phone", PHONE)):
        visit = Visit(browser, server.url(), **options)
        player = open_saved(visit, [FINISHED], "resume:done")
        player.touch = name == "phone"
        for number in (1, 2, 3):
            control(visit.page, "ack").wait_for(state="attached")
            visit.screenshot(f"viva-round-{number}-totals-{name}")
            acknowledge(visit.page, player, number)
        control(visit.page, "new").wait_for(state="attached")
        visit.screenshot(f"viva-final-standings-{name}")
        if name == "tablet":
            player.press("replay")
            control(visit.page, "seek").wait_for(state="attached")
            player.press("last")
            player.press("prev")
            visit.screenshot("replay-landscape-every-hand")
        assert visit.problems() == []
        visit.close()


def test_the_log_scrolls_back_under_the_wheel(browser, server):
    visit = Visit(browser, server.url())
    open_saved(visit, [PLAYING], "resume:live")
    control(visit.page, "home").wait_for(state="attached")
    table = TableScreen(
        StubNavigator(), GameSession(viva("live", moves=70), clock=lambda: WHEN), GAME_UIS["viva"]
    )
    table.render(FakeCanvas(), 1024, 768)
    box = table.log_scroll.box
    clip = {"x": box.x, "y": box.y, "width": box.w, "height": box.h}
    newest = visit.page.screenshot(clip=clip)
    visit.page.mouse.move(*box.center)
    visit.page.mouse.wheel(0, -300)
    visit.page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    assert visit.page.screenshot(clip=clip) != newest
    visit.screenshot("table-log-scrolled")
    assert visit.problems() == []
    visit.close()
