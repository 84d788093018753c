"""Search bots thinking in Web Workers against thinking in the page, in Chromium.

Measured on the built site, through the DOM controls (a person pressing the first move
offered, bots at the fast pace):
- for every game and each search level, a person and three bots: how long each bot move
  took in the worker (asked to answered: ``kingmakersBots.moves``; only moves that were
  searched, the person playing on a few more moves until there is one), and the longest task
  on the page's main thread during the bots' turns (Long Tasks API; target under 50 ms
  with the worker); then the same with workers refused (``new Worker`` throws), where the
  bots think in the page in slices, for comparison. Each bots' turn is timed from the
  person's press to her next move offered, its pauses included;
- memory after a whole 6-player game of Intrighi a corte against five hard bots, with
  two workers searching each move (the page is told the device has 4 cores): the page's
  wasm memory and JS heap (after a full collection), each worker's wasm memory (as its
  last answer reported it) and JS heap (after a full collection, over DevTools), their
  sum (target under 300 MB), and the renderer process's private dirty memory (page and
  workers: dedicated workers are threads of it; compiled code included).

Run through ``python3 build.py bench --only botworker`` or
``python -m tests.bench.bench_botworker``; ``KINGMAKERS_BENCH_TURNS`` sets the person's
moves per game and level (default 2).
"""

from __future__ import annotations

import json
import os
import time

import build
from tests.bench.bench_memory import (
    LABEL,
    MIB,
    PRESSED,
    WASM_MEMORY_HOOK,
    page_heap_and_wasm,
    renderer_private_dirty,
)
from tests.e2e.conftest import READY_TIMEOUT_MS, VIEWPORT
from tests.e2e.driver import SIGNATURE
from tests.e2e.test_bot_worker import LONG_TASKS, NO_WORKER

LEVELS = ("normal", "hard")
GAMES = ("viva", "elves", "fortheking", "intrighi")
TURNS = int(os.environ.get("KINGMAKERS_BENCH_TURNS", "2"))
#: Person's moves made beyond ``TURNS``, at most, while the bots have searched no move yet:
#: in For the King the bots' first moves often leave one move to make.
EXTRA_TURNS = 8
#: The workers' answers on record, each asked-to-answered and its play-outs per worker.
ANSWERS = "kingmakersBots.moves"
MEMORY_GAME, MEMORY_PLAYERS = "intrighi", 6
FOUR_CORES = "Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 4 });"
TURN_TIMEOUT = 10 * 60.0
GAME_TIMEOUT = 90 * 60.0

# Press a DOM control; whether it was there.
PRESS = """(action) => {
  const control = [...document.querySelectorAll("#controls button")]
    .find((e) => e.dataset.action === action);
  control?.click();
  return Boolean(control);
}"""
# The person's next step, pressed: a result to acknowledge, else the first move offered;
# [what was pressed or "over" or null while bots play, when].
PERSON_STEP = """() => {
  const offered = new Map([...document.querySelectorAll("#controls button")]
    .map((e) => [e.dataset.action, e]));
  if (offered.has("new")) return ["over", performance.now()];
  for (const action of ["ack", "take", "act:0"]) {
    if (offered.has(action)) {
      const now = performance.now();
      offered.get(action).click();
      return [action, now];
    }
  }
  return [null, performance.now()];
}"""


class Table:
    """One browser page on the site, driven through its DOM controls."""

    def __init__(self, page):
        self.page = page

    def press(self, action: str) -> None:
        """Press ``action`` and wait until the page has changed."""
        before = self.page.evaluate(SIGNATURE)
        assert self.page.evaluate(PRESS, action), f"no control {action}"
        self.page.wait_for_function(f"before => ({SIGNATURE})() !== before", arg=before)

    def label(self, action: str) -> str | None:
        return self.page.evaluate(LABEL, action)

    def set_up(self, game_id: str, players: int, level: str) -> None:
        """From the home screen: ``game_id`` for a person and bots of ``level``, fast."""
        self.press(f"game:{game_id}")
        while self.label(f"kind:{players - 1}") is None:
            self.press("players:+")
        while self.label(f"kind:{players}") is not None:
            self.press("players:-")
        for seat in range(1, players):
            for _ in range(6):
                if f"Bot ({level})" in self.label(f"kind:{seat}"):
                    break
                self.press(f"kind:{seat}")
            assert f"Bot ({level})" in self.label(f"kind:{seat}")
        if self.page.evaluate(PRESSED, "fast_bots") != "true":
            self.press("fast_bots")
        self.press("play")

    def bots_turns(self, turns: int) -> list[tuple[float, float]]:
        """The person's moves until ``turns`` are made (or the game ends): the spans, in
        the page's clock, from each move to the next one offered."""
        spans, pressed_at = [], None
        started = time.monotonic()
        while len(spans) < turns:
            step, now = self.page.evaluate(PERSON_STEP)
            if step == "over":
                break
            if step == "act:0":
                if pressed_at is not None:
                    spans.append((pressed_at, now))
                pressed_at = now
            if time.monotonic() - started > TURN_TIMEOUT:
                raise TimeoutError("the bots did not finish their turns")
            time.sleep(0.05 if step is None else 0.3)
        return spans

    def play_to_the_end(self) -> float:
        """Be the person until the final screen; minutes."""
        started = time.monotonic()
        while self.page.evaluate(PERSON_STEP)[0] != "over":
            if time.monotonic() - started > GAME_TIMEOUT:
                raise TimeoutError("the game did not end")
            time.sleep(0.2)
        return (time.monotonic() - started) / 60

    def home(self) -> None:
        self.press("home")


def open_table(browser, url: str, *scripts: str) -> Table:
    context = browser.new_context(viewport=VIEWPORT)
    for script in (LONG_TASKS, WASM_MEMORY_HOOK, *scripts):
        context.add_init_script(script)
    page = context.new_page()
    page.goto(url)
    page.wait_for_function(
        "performance.getEntriesByName('kingmakers:ready').length > 0", timeout=READY_TIMEOUT_MS
    )
    return Table(page)


def searched(answers: list[dict]) -> list[dict]:
    """Of the workers' answers (``kingmakersBots.moves``), those that searched: one move to
    make needs no search, and its answer in a millisecond or two would pull the median down."""
    return [answer for answer in answers if sum(answer["iterations"])]


def longest_task(page, spans: list[tuple[float, float]]) -> float:
    tasks = page.evaluate("window.__longTasks")
    return max(
        (
            length
            for start, length in tasks
            if any(start < end and start + length > begin for begin, end in spans)
        ),
        default=0.0,
    )


def latency_rows(browser, url: str, where: str, *scripts: str) -> list[dict]:
    table = open_table(browser, url, *scripts)
    page = table.page
    rows = []
    try:
        if where == "worker":  # the worker restores the snapshot a first start leaves
            page.wait_for_function(
                "document.documentElement.dataset.pythonSnapshot", timeout=READY_TIMEOUT_MS
            )
        for game_id in GAMES:
            for level in LEVELS:
                table.set_up(game_id, 4, level)
                if where == "worker":
                    page.wait_for_function(
                        "Number(document.documentElement.dataset.botWorkers || 0) > 0",
                        timeout=READY_TIMEOUT_MS,
                    )
                page.evaluate(f"{ANSWERS}.length = 0")
                spans = table.bots_turns(TURNS)
                while where == "worker" and len(spans) < TURNS + EXTRA_TURNS:
                    if searched(page.evaluate(ANSWERS)) or not (more := table.bots_turns(1)):
                        break
                    spans += more
                label = f"{game_id} {level}, bots in the {where}"
                rows.append(
                    {
                        "benchmark": f"{label}: longest main-thread task in the bots' turns",
                        "value": round(longest_task(page, spans)),
                        "unit": "ms (0: none over 50 ms)",
                    }
                )
                rows.append(
                    {
                        "benchmark": f"{label}: bots' turn, {len(spans)} measured (max)",
                        "value": round(max((end - start for start, end in spans), default=0)),
                        "unit": "ms (3 bot moves, pauses included)",
                    }
                )
                if where == "worker":
                    answers = page.evaluate(ANSWERS)  # read once: a bot may still be thinking
                    times = sorted(move["end"] - move["start"] for move in searched(answers))
                    forced = len(answers) - len(times)
                    rows.append(
                        {
                            "benchmark": f"{label}: searched move in the worker, median/max of "
                            f"{len(times)} ({forced} with one move to make left out)",
                            "value": f"{times[len(times) // 2]:.0f}/{times[-1]:.0f}"
                            if times
                            else "-",
                            "unit": "ms",
                        }
                    )
                table.home()
    finally:
        page.context.close()
    return rows


def workers_js_heap(browser_cdp, page) -> list[float]:
    """Each dedicated worker's JS heap in use after a full collection (MiB), asked over
    the browser's DevTools session (a worker has no session of its own in Playwright)."""
    answers: dict[str, dict] = {}

    def received(event) -> None:
        message = json.loads(event["message"])
        if message.get("id") == 2:
            answers[event["sessionId"]] = message["result"]

    browser_cdp.on("Target.receivedMessageFromTarget", received)
    sessions = []
    for target in browser_cdp.send("Target.getTargets")["targetInfos"]:
        if target["type"] == "worker":
            attached = {"targetId": target["targetId"], "flatten": False}
            session = browser_cdp.send("Target.attachToTarget", attached)["sessionId"]
            for number, method in enumerate(
                ("HeapProfiler.collectGarbage", "Runtime.getHeapUsage")
            ):
                message = json.dumps({"id": number + 1, "method": method})
                browser_cdp.send(
                    "Target.sendMessageToTarget", {"sessionId": session, "message": message}
                )
            sessions.append(session)
    started = time.monotonic()
    while len(answers) < len(sessions) and time.monotonic() - started < 30:
        page.wait_for_timeout(100)  # lets Playwright deliver the events
    return [answers[session]["usedSize"] / MIB for session in sessions if session in answers]


def memory_rows(browser, browser_cdp, url: str) -> list[dict]:
    table = open_table(browser, url, FOUR_CORES)
    page = table.page
    try:
        page.wait_for_function(
            "document.documentElement.dataset.pythonSnapshot", timeout=READY_TIMEOUT_MS
        )
        table.set_up(MEMORY_GAME, MEMORY_PLAYERS, "hard")
        minutes = table.play_to_the_end()
        heap, wasm = page_heap_and_wasm(page)
        workers = [size / MIB for size in page.evaluate("kingmakersBots.wasmBytes")]
        workers_heap = workers_js_heap(browser_cdp, page)
        moves = page.evaluate(ANSWERS)
        dirty = renderer_private_dirty(browser_cdp)
    finally:
        page.context.close()
    moment = f"memory after a {MEMORY_PLAYERS}-player {MEMORY_GAME} game vs 5 hard bots"
    figures = {
        "page wasm memory": wasm,
        "page JS heap": heap,
        f"{len(workers)} workers' wasm memory": sum(workers),
        f"{len(workers_heap)} workers' JS heap": sum(workers_heap),
        "page + workers (target < 300 MB)": wasm + heap + sum(workers) + sum(workers_heap),
        "renderer private dirty (page and workers)": dirty,
    }
    rows = [
        {"benchmark": f"{moment}: {name}", "value": round(value), "unit": "MiB"}
        for name, value in figures.items()
    ]
    searched = [sum(move["iterations"]) for move in moves]
    rows.append(
        {
            "benchmark": f"{moment}: the game",
            "value": round(minutes, 1),
            "unit": f"min, {len(moves)} bot moves in the workers, "
            f"{sum(searched) / max(len(searched), 1):.0f} iterations a move",
        }
    )
    return rows


def run() -> list[dict]:
    from playwright.sync_api import sync_playwright

    if not (build.DIST / "sw.js").exists():
        build.build()
    with (
        build.SiteServer({build.SITE_PATH: build.DIST}) as server,
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(
            executable_path=str(build.CHROMIUM), args=build.CHROMIUM_ARGS
        )
        try:
            url = server.url()
            rows = latency_rows(browser, url, "worker")
            rows += latency_rows(browser, url, "page", NO_WORKER)
            rows += memory_rows(browser, browser.new_browser_cdp_session(), url)
        finally:
            browser.close()
    return rows


if __name__ == "__main__":
    print(build.format_table(run()))
