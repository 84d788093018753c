"""Replays and hints in Chromium, on the first game whose table seats six, in one page
shared by the tests (they run in order; each leaves the saved games shown).

- A finished six-player game (one person, five bots) is opened from the saved games and its
  scrubber dragged on the canvas from the first position to the last and back, then moved
  with the keyboard on the range input that mirrors it; every hand is open; its save is
  the same afterwards.
- An unfinished game's replay puts no seat's private information in the DOM.
- The finished game's final screen opens its replay too; "play from here" at a position
  where the person is to move starts a new saved game with the same seats (the finished
  one unchanged), where a hint is requested and cancelled (not counted), then requested
  again and shown, and the save counts it.

How long the page stays busy while scrubbing or searching is measured by
``build.py bench --only replay``, not asserted here (a wall-clock limit fails on a busy
machine and proves nothing on an idle one).
"""

from __future__ import annotations

import pytest

from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.seam import TableContext
from kingmakers.ui.state.saves import SAVE_PREFIX, SavedGame, Seat
from tests.e2e.conftest import Visit
from tests.e2e.driver import (
    Player,
    control,
    dom_text,
    drawn_rect,
    replayed,
    saved_record,
    store_games,
    wait_for_people,
)

pytestmark = pytest.mark.browser

SIX = next(
    ui.game_id for ui in GAME_UIS.values() if ui.playable and get_game(ui.game_id).max_players >= 6
)
WHEN = "2026-01-01T12:00:00+00:00"
SEATS = [Seat("Anna"), *(Seat(f"Bot {n}", "heuristic") for n in range(1, 6))]
SEEK = "#controls [data-action='seek']"
HINT_TIMEOUT_MS = 60_000
#: Press "Hint" through its control, then "Cancel" the moment it is offered.
ASK_THEN_CANCEL = """async () => {
  const control = action => document.querySelector(`#controls [data-action='${action}']`);
  control("hint").click();
  while (!control("hint:cancel")) await new Promise(requestAnimationFrame);
  control("hint:cancel").click();
  while (!control("hint")) await new Promise(requestAnimationFrame);
}"""


def bot_game(save_id: str, moves: int | None = None, to_move: int | None = None) -> SavedGame:
    """Six seats, the bots playing every move: to the end, or until ``moves`` are made and
    ``to_move`` is to play."""
    game = get_game(SIX)
    state = game.new_game(6, seed=21)
    bots = [make_bot(game, "heuristic", seat) for seat in range(6)]
    while not state.is_over:
        if moves is not None and len(state.history) >= moves and state.to_move == to_move:
            break
        state.apply(bots[state.to_move].choose(state))
    return SavedGame(save_id, SIX, SEATS, state, WHEN, WHEN)


FINISHED = bot_game("done")
PLAYING = bot_game("live", moves=40, to_move=0)


@pytest.fixture(scope="module")
def visit(browser, server):
    """The site with the finished and the unfinished game saved, shared by this file's tests."""
    shared = Visit(browser, server.url())
    shared.open()
    store_games(shared.page, FINISHED, PLAYING)
    shared.reload()
    yield shared
    shared.close()


def at_saved_games(visit) -> Player:
    """The saved games shown, from the menu: where each test starts and ends (after a test
    that stopped elsewhere, the page is loaded again)."""
    player = Player(visit.page)
    if control(visit.page, "replay:done").count() == 0:
        if control(visit.page, "saves").count() == 0:
            visit.reload()
        player.press("saves")
    return player


def shown_position(page) -> int:
    return int(page.locator(SEEK).input_value())


def wait_for_position(page, position: int) -> None:
    page.wait_for_function(f"document.querySelector(\"{SEEK}\").value == '{position}'")


def drag_scrubber(page, to_end: bool, steps: int = 60) -> None:
    """Press the knob's end of the scrubber and drag it to the other end."""
    x, y, w, h = drawn_rect(page, "seek")
    start, end = (x + 1, x + w - 1) if to_end else (x + w - 1, x + 1)
    page.mouse.move(start, y + h / 2)
    page.mouse.down()
    for step in range(1, steps + 1):
        page.mouse.move(start + (end - start) * step / steps, y + h / 2 + (step % 3 - 1) * 20)
    page.mouse.up()


def stored(page, save_id: str) -> str | None:
    return page.evaluate(f"localStorage.getItem('{SAVE_PREFIX}{save_id}')")


def private_summaries(state) -> list[str]:
    """Each seat's private information in words, as the renderer says it."""
    renderer = GAME_UIS[SIX].renderer()
    names = [seat.name for seat in SEATS]
    return [
        renderer.words.private_summary(TableContext(state.observe(seat), seat, names, []))
        for seat in range(len(SEATS))
    ]


def test_scrubbing_a_six_player_game_end_to_end(visit):
    page = visit.page
    moves = len(FINISHED.state.history)
    before = stored(page, "done")
    player = at_saved_games(visit)
    player.press("replay:done")
    assert shown_position(page) == 0
    assert control(page, "seek").get_attribute("max") == str(moves)
    drag_scrubber(page, to_end=True)
    wait_for_position(page, moves)
    drag_scrubber(page, to_end=False)
    wait_for_position(page, 0)
    # The keyboard moves the range input that mirrors the scrubber.
    page.locator(SEEK).focus()
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    wait_for_position(page, 3)
    page.keyboard.press("End")
    wait_for_position(page, moves)
    visit.screenshot("replay-end")
    player.press("prev")
    assert shown_position(page) == moves - 1
    note = control(page, "note:position").text_content()
    assert note.startswith(f"Move {moves - 1} of {moves}")
    # Every hand is open: each seat's private information, in words.
    text = dom_text(page)
    for summary in private_summaries(FINISHED.state.replay(moves - 1)):
        assert summary in text
    visit.screenshot("replay-every-hand")
    player.press("back")
    assert stored(page, "done") == before
    assert visit.problems() == []


def test_an_unfinished_games_replay_shows_only_what_everyone_saw(visit):
    page = visit.page
    before = stored(page, "live")
    player = at_saved_games(visit)
    player.press("replay:live")
    page.locator(SEEK).focus()
    page.keyboard.press("End")
    wait_for_position(page, len(PLAYING.state.history))
    assert control(page, "view:0").count() == 0 and control(page, "branch").count() == 0
    text = dom_text(page)
    for summary in private_summaries(PLAYING.state):
        assert summary not in text
    player.press("back")
    assert stored(page, "live") == before
    assert visit.problems() == []


def test_play_from_here_from_the_final_screens_replay_then_a_hint(visit):
    page = visit.page
    before = stored(page, "done")
    player = at_saved_games(visit)
    player.press("resume:done")
    player.press("replay")
    # The person's last turn with a real choice (a search to make): the new game starts
    # with them to move.
    position = max(
        number
        for number in range(len(FINISHED.state.history))
        if FINISHED.state.replay(number).to_move == 0
        and len(FINISHED.state.replay(number).legal_actions()) >= 3
    )
    page.locator(SEEK).fill(str(position))
    wait_for_position(page, position)
    player.press("branch")
    wait_for_people(page)
    branch = saved_record(page)
    assert page.evaluate("localStorage.getItem('kingmakers:last')") != "done"
    assert [seat["name"] for seat in branch["seats"]] == [seat.name for seat in SEATS]
    assert len(replayed(page, SIX).history) == position
    assert stored(page, "done") == before
    # Asked for, and cancelled as soon as the search shows it is thinking (a slice or two:
    # far from the play-outs it needs).
    page.evaluate(ASK_THEN_CANCEL)
    assert control(page, "note:hint").count() == 0
    assert saved_record(page)["hints"]["used"] == [0] * 6
    player.press("hint")
    page.wait_for_function(
        "document.querySelector(\"#controls [data-action='note:hint']\")"
        "?.textContent.startsWith('Hint:')",
        timeout=HINT_TIMEOUT_MS,
    )
    visit.screenshot("hint-shown")
    assert saved_record(page)["hints"]["used"] == [1] + [0] * 5
    assert visit.problems() == []
