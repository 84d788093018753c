"""Replays and hints: how long it takes to show an arbitrary position of a long game, and
how long a hint takes at the hard budget.

- Engine, CPython, every game (the longest of a few heuristic games, most players): making
  the timeline, then reaching random positions from its checkpoints — median and worst —
  against replaying each from the deal (``GameState.replay(n)``, what a scrubber without
  checkpoints would do), both with the public view made; and a sweep reaching every
  position from the first to the last: O(n) with checkpoints, O(n²) without.
- Replay screen, CPython, every game with a table: one position laid out and drawn on the
  recording canvas (every hand open, 1024×768), random positions.
- Chromium, every game with a table: the replay page scrubbed to random positions through
  the range input mirroring the scrubber — each a full redraw (``kingmakers:redraw``) —
  and the longest task the page ran meanwhile; then a hint at that game's table, from the
  press to the hint shown.
- Hint latency, CPython, every game: the hard budget's search run in slices as the page
  runs it (1500 play-outs, at most 5 s), at positions through a game.

Run through ``python3 build.py bench --only replay`` or ``python -m tests.bench.bench_replay``.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import time

import build
from kingmakers.ai import bot_names, make_bot
from kingmakers.engine import GameState
from kingmakers.games import available_games, get_game
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.replay import ReplayScreen
from kingmakers.ui.state.advice import HINT_BUDGET, Thinking
from kingmakers.ui.state.replay import Timeline
from kingmakers.ui.state.saves import SavedGame, Seat
from tests.bench.stats import p95
from tests.e2e.conftest import READY_TIMEOUT_MS
from tests.ui.stub import StubNavigator

#: Random positions shown per game.
SEEKS = int(os.environ.get("KINGMAKERS_BENCH_SEEKS", "100"))
#: Games played per game to find a long one.
GAMES = 3
#: Positions at which a hint is timed per game.
HINTS = int(os.environ.get("KINGMAKERS_BENCH_HINTS", "3"))
WHEN = "2026-01-01T12:00:00+00:00"
SET_POSITION = """position => {
  const seek = document.querySelector("#controls [data-action='seek']");
  seek.value = position;
  seek.dispatchEvent(new Event("input", {bubbles: true}));
}"""
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({type: "longtask", buffered: true});
"""


def long_game(game_id: str) -> GameState:
    """The longest of :data:`GAMES` games of the game's own bots at its most players."""
    game = get_game(game_id)
    players = game.max_players
    guide = "heuristic" if "heuristic" in bot_names(game) else "random"
    longest = None
    for seed in range(GAMES):
        state = game.new_game(players, seed=seed)
        bots = [make_bot(game, guide, seat) for seat in range(players)]
        while not state.is_over:
            state.apply(bots[state.to_move].choose(state))
        if longest is None or len(state.history) > len(longest.history):
            longest = state
    return longest


def saved(state: GameState, save_id: str = "bench") -> SavedGame:
    seats = [Seat("Anna")] + [Seat(f"Bot {n}", "heuristic") for n in range(1, state.players)]
    return SavedGame(save_id, state.game.id, seats, state, WHEN, WHEN)


def ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


def timed(function, *args) -> float:
    start = time.perf_counter()
    function(*args)
    return time.perf_counter() - start


def engine_rows(game_id: str, state: GameState) -> dict:
    moves = len(state.history)
    positions = [random.Random(n).randrange(moves + 1) for n in range(SEEKS)]
    start = time.perf_counter()
    timeline = Timeline(state)
    timeline.build()  # the walk a page makes in slices
    build_s = time.perf_counter() - start
    with_checkpoints = [timed(lambda n: timeline.state(n).observe(None), n) for n in positions]
    from_the_deal = [timed(lambda n: state.replay(n).observe(None), n) for n in positions]
    sweep = timed(lambda: [timeline.state(n) for n in range(moves + 1)])
    naive_sweep = timed(lambda: [state.replay(n) for n in range(moves + 1)])
    return {
        "what": "engine: reach a position + public view",
        "game": game_id,
        "players": state.players,
        "moves": moves,
        "timeline ms": ms(build_s),
        "median ms": ms(statistics.median(with_checkpoints)),
        "max ms": ms(max(with_checkpoints)),
        "from the deal median ms": ms(statistics.median(from_the_deal)),
        "from the deal max ms": ms(max(from_the_deal)),
        "sweep ms": ms(sweep),
        "sweep from the deal ms": ms(naive_sweep),
    }


def screen_row(game_id: str, state: GameState) -> dict:
    screen = ReplayScreen(StubNavigator(), saved(state), GAME_UIS[game_id])
    screen.timeline.build()
    times = []
    for n in range(SEEKS):
        screen.go(random.Random(n).randrange(len(screen) + 1))
        canvas = FakeCanvas()
        start = time.perf_counter()
        screen.render(canvas, 1024, screen.content_height(canvas, 1024, 768))
        times.append(time.perf_counter() - start)
    return {
        "what": "replay screen: lay out + draw a position (every hand)",
        "game": game_id,
        "players": state.players,
        "moves": len(state.history),
        "median ms": ms(statistics.median(times)),
        "max ms": ms(max(times)),
    }


def hint_positions(game_id: str) -> list[GameState]:
    """Positions through a 4-player game of the game's bots, each with a real choice."""
    game = get_game(game_id)
    guide = "heuristic" if "heuristic" in bot_names(game) else "random"
    state = game.new_game(4, seed=11)
    bots = [make_bot(game, guide, seat) for seat in range(4)]
    seen = []
    while not state.is_over:
        if len(state.search_actions()) > 1:
            seen.append(state.clone())
        state.apply(bots[state.to_move].choose(state))
    step = max(len(seen) // HINTS, 1)
    return seen[step // 2 :: step][:HINTS]


def hint_row(game_id: str) -> dict:
    times, playouts = [], []
    for state in hint_positions(game_id):
        thinking = Thinking(state, HINT_BUDGET)
        start = time.perf_counter()
        while not thinking.done:
            thinking.step()
        times.append(time.perf_counter() - start)
        playouts.append(thinking.iterations)
    return {
        "what": "hint at the hard budget, CPython",
        "game": game_id,
        "players": 4,
        "median ms": ms(statistics.median(times)),
        "max ms": ms(max(times)),
        "play-outs": f"{min(playouts)}–{max(playouts)} of {HINT_BUDGET.iterations}",
        "positions": len(times),
    }


def browser_rows(games: dict[str, GameState]) -> list[dict]:
    from playwright.sync_api import sync_playwright

    site = build.build(build.ROOT / ".cache" / "bench-replay-site")
    rows = []
    with build.SiteServer({build.SITE_PATH: site.out_dir}) as server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(build.CHROMIUM), args=build.CHROMIUM_ARGS)
        for game_id, state in games.items():
            rows += browser_game(browser, server.url(), game_id, state)
        browser.close()
    return rows


def open_page(browser, url: str, *games: SavedGame):
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    records = {game.save_id: json.dumps(game.to_json()) for game in games}
    script = "".join(
        f"localStorage.setItem('kingmakers:save:{save_id}', {json.dumps(record)});"
        for save_id, record in records.items()
    )
    ids = json.dumps(list(records))
    context.add_init_script(
        script
        + f"localStorage.setItem('kingmakers:saves', {json.dumps(ids)});"
        + f"localStorage.setItem('kingmakers:last', '{games[0].save_id}');"
        + LONG_TASKS
    )
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("#loading[hidden]", state="attached", timeout=READY_TIMEOUT_MS)
    return context, page


def click(page, action: str) -> None:
    page.locator(f"#controls [data-action='{action}']").dispatch_event("click")


def browser_game(browser, url: str, game_id: str, state: GameState) -> list[dict]:
    context, page = open_page(browser, url, saved(state))
    click(page, "saves")
    click(page, "replay:bench")
    page.wait_for_selector("#controls [data-action='seek']", state="attached")
    start = page.evaluate("performance.now()")
    page.evaluate("performance.clearMeasures()")
    for n in range(SEEKS):
        page.evaluate(SET_POSITION, random.Random(n).randrange(len(state.history) + 1))
    redraws = page.evaluate(
        "performance.getEntriesByName('kingmakers:redraw').map(m => m.duration)"
    )
    tasks = [d for s, d in page.evaluate("window.__longTasks") if s >= start]
    context.close()
    rows = [
        {
            "what": "Chromium: show a position (full redraw)",
            "game": game_id,
            "players": state.players,
            "moves": len(state.history),
            "median ms": round(statistics.median(redraws), 1),
            "max ms": round(max(redraws), 1),
            "p95 ms": round(p95(redraws), 1),
            "longest task ms": round(max(tasks, default=0.0)),
        }
    ]
    # A hint at a table of this game: the human (seat 0) to choose, a third of the way in.
    game = get_game(game_id)
    position = state.replay(0)
    while (
        len(position.history) < len(state.history) // 3
        or position.to_move != 0
        or len(position.search_actions()) < 2
    ):
        position.apply(state.history[len(position.history)])
        if position.is_over:
            return rows
    context, page = open_page(browser, url, saved(position, "hint"))
    click(page, "continue")
    page.wait_for_selector("#controls [data-action='hint']", state="attached")
    start = page.evaluate("performance.now()")
    click(page, "hint")
    page.wait_for_function(
        "document.querySelector(\"#controls [data-action='note:hint']\")"
        "?.textContent.startsWith('Hint:')",
        timeout=60_000,
    )
    took = page.evaluate("performance.now()") - start
    note = page.locator("#controls [data-action='note:hint']").text_content()
    tasks = [d for s, d in page.evaluate("window.__longTasks") if s >= start]
    context.close()
    rows.append(
        {
            "what": "Chromium: hint at the hard budget",
            "game": game_id,
            "players": game.max_players,
            "ms": round(took),
            "longest task ms": round(max(tasks, default=0.0)),
            "play-outs": note.split(" play-out")[0].rsplit(" ", 1)[-1],
        }
    )
    return rows


def run() -> list[dict]:
    rows = []
    games = {game_id: long_game(game_id) for game_id in available_games()}
    for game_id, state in games.items():
        rows.append(engine_rows(game_id, state))
    playable = {g: s for g, s in games.items() if g in GAME_UIS and GAME_UIS[g].playable}
    for game_id, state in playable.items():
        rows.append(screen_row(game_id, state))
    for game_id in available_games():
        rows.append(hint_row(game_id))
    try:
        rows += browser_rows(playable)
    except ImportError:
        print("bench_replay: Playwright is not installed; Chromium not measured")
    return rows


if __name__ == "__main__":
    print(build.format_table(run()))
