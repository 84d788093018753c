"""Search bots think in a Web Worker (web/pyodide/kingmakers-thinker.mjs), so the page
answers taps while a hard bot thinks; where workers cannot start, or a move fails in one,
the bots think in the page as before; the worker restores the page's snapshot, starts
Python plain without one, and offline starts from what the service worker keeps.

The page's workers are ``globalThis.kingmakersBots`` (kingmakers-bots.mjs): its ``moves``
say when each move thought about there was asked and answered; ``<html
data-bot-workers>`` how many workers are ready. Redraws are the ``kingmakers:redraw``
measures browser.py makes; main-thread tasks over 50 ms are seen by a
``PerformanceObserver`` of long tasks, installed before the page's scripts.
"""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Visit, network_requests
from tests.e2e.driver import Player, control, drawn_centre
from tests.e2e.test_snapshot import started, wait_for_snapshot

pytestmark = pytest.mark.browser

WORKER_TIMEOUT_MS = 120_000
#: Longer than a hard bot's move (at most 5 s of search) with the site starting.
MOVE_TIMEOUT_MS = 60_000
#: The longest a main-thread task may be while a bot thinks in the worker.
LONGEST_TASK_MS = 100

LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) window.__longTasks.push([task.startTime, task.duration]);
}).observe({ type: "longtask", buffered: true });
"""
# A browser whose workers cannot start (PyScript's module extends Worker, so the page
# needs the class itself): every `new Worker` throws.
NO_WORKER = """
globalThis.Worker = class extends Worker {
  constructor() {
    throw new DOMException("workers refused by the test", "SecurityError");
  }
};
"""
# Every request the page sends a worker is spoilt (no position in it): each move fails
# in the worker.
SPOIL_REQUESTS = """
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message?.type === "think") message = { ...message, request: "{}" };
  return post.call(this, message, ...rest);
};
"""
WORKERS_READY = "Number(document.documentElement.dataset.botWorkers || 0) > 0"
MOVES_BY_WORKERS = "globalThis.kingmakersBots?.moves.length ?? 0"
THINKING = "globalThis.kingmakersBots.thinkers.some((thinker) => thinker.pending.size > 0)"
SAVED_MOVES = """() => {
  const save = localStorage.getItem('kingmakers:save:' + localStorage.getItem('kingmakers:last'));
  return save ? JSON.parse(save).state.actions.length : 0;
}"""
REDRAWS = "performance.getEntriesByName('kingmakers:redraw').map((m) => [m.startTime, m.duration])"


def set_up_viva(player: Player, level: str, first: int) -> None:
    """From the home screen, Viva il Re! for a person and three bots of ``level``, seat
    ``first`` to begin, started."""
    page = player.page
    player.press("game:viva")
    for seat in (1, 2, 3):
        for _ in range(5):  # a seat's kinds: a person, three bot levels, a device
            if f"Bot ({level})" in control(page, f"kind:{seat}").text_content():
                break
            player.press(f"kind:{seat}")
        assert f"Bot ({level})" in control(page, f"kind:{seat}").text_content()
    player.press(f"first:{first}")
    assert control(page, f"first:{first}").get_attribute("aria-pressed") == "true"
    player.press("play")


def play_first_offered(page) -> None:
    """The person's move: the first legal action the table mirrors."""
    control(page, "act:0").first.wait_for(state="attached", timeout=MOVE_TIMEOUT_MS)
    control(page, "act:0").first.press("Enter")


def test_the_page_answers_a_tap_while_a_hard_bot_thinks_in_a_worker(visit_factory):
    visit = visit_factory()
    visit.context.add_init_script(LONG_TASKS)
    visit.open()
    page = visit.page
    set_up_viva(Player(page), "hard", first=0)
    page.wait_for_function(WORKERS_READY, timeout=WORKER_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.botWorkersStart") == "snapshot"

    play_first_offered(page)
    page.wait_for_function(THINKING, timeout=MOVE_TIMEOUT_MS)
    tapped_at = page.evaluate("performance.now()")
    x, y = drawn_centre(page, "rules")
    page.mouse.click(x, y)
    page.wait_for_function(f"({MOVES_BY_WORKERS}) > 0", timeout=MOVE_TIMEOUT_MS)

    [move] = page.evaluate("kingmakersBots.moves")
    redraws = [(start, start + length) for start, length in page.evaluate(REDRAWS)]
    answered = next(end for start, end in redraws if start > tapped_at)
    # In this order: the bot began thinking, the tap came, the page redrew, the move came.
    assert move["start"] < tapped_at < answered < move["end"], (move, tapped_at, answered)
    tasks = page.evaluate("window.__longTasks")
    during = [
        length for start, length in tasks if start < move["end"] and start + length > move["start"]
    ]
    print(
        f"hard move in the worker: {move['end'] - move['start']:.0f} ms, "
        f"{move['iterations']} iterations; tap answered after {answered - tapped_at:.0f} ms; "
        f"longest main-thread task meanwhile {max(during, default=0):.0f} ms"
    )
    assert max(during, default=0) < LONGEST_TASK_MS, tasks

    Player(page).press("back")
    page.wait_for_function(f"({SAVED_MOVES})() >= 2", timeout=MOVE_TIMEOUT_MS)
    assert visit.problems() == []


def test_where_workers_cannot_start_the_bots_think_in_the_page(visit_factory):
    visit = visit_factory()
    visit.context.add_init_script(NO_WORKER)
    visit.open()
    page = visit.page
    set_up_viva(Player(page), "normal", first=1)
    page.wait_for_function(f"({SAVED_MOVES})() >= 3", timeout=MOVE_TIMEOUT_MS)
    assert page.evaluate(MOVES_BY_WORKERS) == 0
    data = page.evaluate("({...document.documentElement.dataset})")
    assert "botWorkers" not in data and "refused by the test" in data["botWorkersNote"]
    assert visit.problems() == []


def test_a_move_that_fails_in_the_worker_is_thought_about_in_the_page(visit_factory):
    """Said once on the console, however many moves fail; the bots play on."""
    visit = visit_factory()
    visit.context.add_init_script(SPOIL_REQUESTS)
    warnings = []
    visit.page.on("console", lambda message: warnings.append(message.text))
    visit.open()
    page = visit.page
    set_up_viva(Player(page), "normal", first=0)
    page.wait_for_function(WORKERS_READY, timeout=WORKER_TIMEOUT_MS)
    play_first_offered(page)
    page.wait_for_function(f"({SAVED_MOVES})() >= 4", timeout=MOVE_TIMEOUT_MS)
    assert page.evaluate(MOVES_BY_WORKERS) == 0
    assert len([text for text in warnings if "a bot worker failed" in text]) == 1, warnings
    assert visit.problems() == []


def test_without_a_snapshot_the_worker_starts_python_plain(browser, server):
    """``?no-snapshot``: the worker boots Python and installs our wheel and the later
    modules itself, and thinks as well."""
    visit = Visit(browser, server.url() + "?no-snapshot")
    try:
        visit.open()
        page = visit.page
        set_up_viva(Player(page), "normal", first=0)
        page.wait_for_function(WORKERS_READY, timeout=WORKER_TIMEOUT_MS)
        play_first_offered(page)
        page.wait_for_function(f"({MOVES_BY_WORKERS}) > 0", timeout=MOVE_TIMEOUT_MS)
        assert page.evaluate("document.documentElement.dataset.botWorkersStart") == "plain"
        assert visit.problems() == []
    finally:
        visit.close()


def test_offline_the_worker_starts_from_the_service_workers_files(visit_factory, server):
    visit = visit_factory()
    visit.open()
    visit.wait_for_service_worker()
    wait_for_snapshot(visit.page)
    served_before = len(server.requests)
    visit.context.set_offline(True)
    visit.reload()
    assert started(visit.page) == ("snapshot", "")

    page = visit.page
    set_up_viva(Player(page), "normal", first=0)
    page.wait_for_function(WORKERS_READY, timeout=WORKER_TIMEOUT_MS)
    play_first_offered(page)
    page.wait_for_function(f"({MOVES_BY_WORKERS}) > 0", timeout=MOVE_TIMEOUT_MS)
    assert network_requests(server, served_before) == []
    assert visit.problems() == []
