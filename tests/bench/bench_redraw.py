"""Full-table redraw time in Chromium, for every game whose table the app can show.

Each game's busiest table (most players, a position late in a seeded game of heuristic
bots, a human to move) is saved into ``localStorage`` and resumed; then the page's resize
handler — the same path as a rotation or a window resize — redraws the whole table
synchronously ``REDRAWS`` times, and the median and 95th percentile of one redraw are
reported, at devicePixelRatio 2, with the CPU at full speed and slowed 4× through the
DevTools protocol (``Emulation.setCPUThrottlingRate``, a stand-in for a mid-range tablet),
with the painter's share (``kingmakers:paint``: replaying the display list in JavaScript;
the rest is Python laying out and recording the frame) and, beside it, the browser's
rasterising of the frame, which comes after the redraw, off its clock (measured last, on the
table as the moves below left it). These redraws follow as many before them, as in a game
under way; the first ``REDRAWS`` after the page loads, which include the browser's first
compiling and optimising of what they run, are shown apart.
Also apart: the same redraws one per frame, as in use; and a redraw at a new size each time
(the canvas narrowed by a pixel), where every card and token is drawn anew instead of
copied from the frames before (see ``kit.canvas.kept_drawing``). Then the human moves and
takes the move back, again and again, and the frames drawn while pieces glide
(``kingmakers:motion`` measures: the painter copies the image of the still parts it keeps
and draws the moved pieces, no layout) give the motion frame; the first one after a full
paint, which also draws that image, is shown apart.

Run through ``python3 build.py bench --only redraw`` or ``python -m tests.bench.bench_redraw``.
"""

from __future__ import annotations

import json
import os
import statistics

from playwright.sync_api import sync_playwright

import build
from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.state.saves import SavedGame, Seat
from tests.bench.stats import p95
from tests.e2e.conftest import READY_TIMEOUT_MS

REDRAWS = int(os.environ.get("KINGMAKERS_BENCH_REDRAWS", "40"))
VIEWPORT = {"width": 1024, "height": 768}
THROTTLES = (1, 4)
#: Share of the game played by bots before the human's turn that is measured.
LATE = 0.8

TIME_REDRAWS = """count => {
  performance.clearMeasures();
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    window.dispatchEvent(new Event("resize"));
    times.push(performance.now() - start);
  }
  const paints = performance.getEntriesByName("kingmakers:paint").map(m => m.duration);
  return [times, paints];
}"""
#: The same redraws one per frame, as in use (a redraw, then the page draws a frame). With the
#: CPU slowed, DevTools pauses the page in time slices, and a short task that starts after a
#: frame may run partly unslowed: this is an upper bound on the gain, the figure back to back
#: above is the one to judge by.
TIME_SPACED = """async count => {
  const times = [];
  for (let i = 0; i < count; i++) {
    await new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const start = performance.now();
    window.dispatchEvent(new Event("resize"));
    times.push(performance.now() - start);
  }
  return times;
}"""
#: The same at a new size each time (the canvas a pixel narrower): every place changes, so no
#: kept drawing (a card, a token: ``kit.canvas.kept_drawing``) can be copied — the cost of
#: the first frame after a rotation or a window resize, and the most a frame can cost. It
#: includes the browser's new backing store for the canvas, timed alone beside it (a spare
#: canvas given the same new size and one pixel drawn).
TIME_RESIZED = """count => {
  const canvas = document.getElementById("table");
  const spare = document.createElement("canvas");
  const width = canvas.getBoundingClientRect().width;
  const times = [], stores = [];
  for (let i = 1; i <= count; i++) {
    canvas.style.width = `${width - i}px`;
    let start = performance.now();
    window.dispatchEvent(new Event("resize"));
    times.push(performance.now() - start);
    start = performance.now();
    spare.width = canvas.width;
    spare.height = canvas.height;
    spare.getContext("2d").fillRect(0, 0, 1, 1);
    stores.push(performance.now() - start);
  }
  canvas.style.width = "";
  window.dispatchEvent(new Event("resize"));
  return [times, stores];
}"""
#: The browser's rasterising of a redrawn table: the canvas records its drawing calls and
#: turns them into pixels later, off the redraw's clock; reading one pixel back right after a
#: redraw makes it do so at once, and that read is timed. Last of all, as reading back may
#: change how the browser keeps the canvas.
TIME_RASTER = """count => {
  const ctx = document.getElementById("table").getContext("2d");
  const times = [];
  for (let i = 0; i < count; i++) {
    window.dispatchEvent(new Event("resize"));
    const start = performance.now();
    ctx.getImageData(0, 0, 1, 1);
    times.push(performance.now() - start);
  }
  return times;
}"""
#: Moves, then the frames the page draws while pieces glide to their new places (the motion
#: layer's frames), until there are ``wanted`` of them or ``seconds`` have passed: once the
#: pieces have settled, the human's move (the first legal one, through its DOM control), then
#: Undo before the bot after them moves, which glides the pieces back, and so on: at 4x a
#: glide gives only a few frames, so one move alone makes a poor median.
MOTION_FRAMES = """async ([wanted, seconds]) => {
  performance.clearMeasures();
  const entries = name => performance.getEntriesByName(name);
  const until = performance.now() + 1000 * seconds;
  let next = "act:0";
  while (performance.now() < until && entries("kingmakers:motion").length < wanted) {
    const redraws = entries("kingmakers:redraw");
    const settled = !redraws.length || performance.now() - redraws.at(-1).startTime > 400;
    const control = document.querySelector(`#controls [data-action='${next}']`);
    if (control && settled) {
      control.click();
      next = next === "undo" ? "act:0" : "undo";
    }
    await new Promise(resolve => setTimeout(resolve, 50));
  }
  const paints = entries("kingmakers:redraw").map(m => m.startTime);
  const frames = entries("kingmakers:motion");
  // The first motion frame after a full paint also draws the still image it keeps.
  return frames.map((m, i) => [m.duration, paints.some(t =>
      t < m.startTime && (i === 0 || t > frames[i - 1].startTime))]);
}"""
#: Motion frames wanted per table, and the most seconds spent waiting for them.
MOTION_WANTED = (30, 12)


def busiest_position(game_id: str, seed: int = 1):
    """A late position of a game with the most players, seat 0 (the human) to move."""
    game = get_game(game_id)
    players = game.max_players
    state = game.new_game(players, seed=seed)
    bots = [make_bot(game, "heuristic", seat) for seat in range(players)]
    finished = state.clone()
    while not finished.is_over:
        finished.apply(bots[finished.to_move].choose(finished))
    target = int(len(finished.history) * LATE)
    while len(state.history) < target or state.to_move != 0:
        state.apply(bots[state.to_move].choose(state))
    return state


def elves_full_table(seed: int = 1):
    """King of the Elves at its busiest: six players in the last round (5), every
    principality full, seat 0 a few villages into its trip. Heuristic bots play, except
    that in the last round's planning every seat fills a principality with room, else
    lays a special card."""
    from kingmakers.games.elves.actions import PlaySpecial, PlayVillage

    game = get_game("elves")
    state = game.new_game(game.max_players, seed=seed)
    bots = [make_bot(game, "heuristic", seat) for seat in range(state.players)]

    def full() -> bool:
        return all(len(villages) == state.capacity for villages in state.table)

    while not (state.round == state.rounds and state.phase == "travel" and state.current == 0):
        action = bots[state.to_move].choose(state)
        if state.round == state.rounds and state.phase == "planning" and not full():
            legal = state.legal_actions()
            fill = [a for a in legal if isinstance(a, PlayVillage)]
            specials = [a for a in legal if isinstance(a, PlaySpecial)]
            if fill:
                action = min(fill, key=lambda a: len(state.table[a.principality]))
            elif specials:
                action = specials[0]
        state.apply(action)
    assert full(), "the seed no longer fills every principality"
    for _ in range(3):  # a few villages into the trip: its path is drawn too
        action = bots[0].choose(state)
        if action.kind in ("stop", "teleport"):
            break
        state.apply(action)
    return state


#: Games whose busiest table a position of their own shows better than a late one.
BUSIEST = {"elves": elves_full_table}


def saved_game(game_id: str) -> SavedGame:
    state = BUSIEST[game_id]() if game_id in BUSIEST else busiest_position(game_id)
    seats = [Seat("Anna")] + [Seat(f"Bot {n}", "heuristic") for n in range(1, state.players)]
    return SavedGame("bench", game_id, seats, state, "2026-01-01T00:00:00+00:00", "")


def measure(browser, url: str, saved: SavedGame, throttle: int) -> dict[str, list[float]]:
    context = browser.new_context(viewport=VIEWPORT, device_scale_factor=2)
    record = json.dumps(saved.to_json())
    context.add_init_script(
        f"localStorage.setItem('kingmakers:save:bench', {json.dumps(record)});"
        "localStorage.setItem('kingmakers:saves', '[\"bench\"]');"
        "localStorage.setItem('kingmakers:last', 'bench');"
    )
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("#loading[hidden]", state="attached", timeout=READY_TIMEOUT_MS)
    page.locator("#controls [data-action='continue']").dispatch_event("click")
    page.wait_for_selector(
        "#controls [data-action='undo'], #controls [data-action='rules']", state="attached"
    )
    session = context.new_cdp_session(page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    first, _ = page.evaluate(TIME_REDRAWS, REDRAWS)
    redraws, paints = page.evaluate(TIME_REDRAWS, REDRAWS)
    spaced = page.evaluate(TIME_SPACED, REDRAWS)
    resized, stores = page.evaluate(TIME_RESIZED, REDRAWS)
    frames = page.evaluate(MOTION_FRAMES, MOTION_WANTED)
    raster = page.evaluate(TIME_RASTER, REDRAWS)
    context.close()
    return {
        "first": first,
        "redraw": redraws,
        "spaced": spaced,
        "resized": resized,
        "store": stores,
        "paint": paints,
        "raster": raster,
        "first motion": [ms for ms, first in frames if first],
        "motion": [ms for ms, first in frames if not first],
    }


def median_figure(times: list[float]) -> str:
    return f"{statistics.median(times):.1f}" if times else "-"


def p95_figure(times: list[float]) -> str:
    return f"{p95(times):.1f}" if times else "-"


#: The table's timed columns: (column, the timings it is made from, figure of them).
COLUMNS = (
    ("redraw median ms", "redraw", median_figure),
    ("p95 ms", "redraw", p95_figure),
    ("of which painter ms", "paint", median_figure),
    ("then rasterising ms", "raster", median_figure),
    ("just after loading ms", "first", median_figure),
    ("one per frame ms", "spaced", median_figure),
    ("at a new size ms", "resized", median_figure),
    ("new size p95 ms", "resized", p95_figure),
    ("of which new canvas ms", "store", median_figure),
    ("motion frame median ms", "motion", median_figure),
    ("motion p95 ms", "motion", p95_figure),
    ("first motion frame ms", "first motion", median_figure),
)


def playable_games() -> list[str]:
    """Games whose table the app can show (the others open a placeholder)."""
    return [game_id for game_id, ui in GAME_UIS.items() if ui.playable]


def run() -> list[dict]:
    site = build.build(build.ROOT / ".cache" / "bench-redraw-site")
    rows = []
    with build.SiteServer({build.SITE_PATH: site.out_dir}) as server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(build.CHROMIUM), args=build.CHROMIUM_ARGS)
        for game_id in playable_games():
            saved = saved_game(game_id)
            for throttle in THROTTLES:
                times = measure(browser, server.url(), saved, throttle)
                rows.append(
                    {
                        "game": game_id,
                        "players": saved.state.players,
                        "cpu": f"{throttle}x",
                        "dpr": 2,
                        **{column: figure(times[timings]) for column, timings, figure in COLUMNS},
                        "motion frames": len(times["motion"]),
                    }
                )
        browser.close()
    return rows


if __name__ == "__main__":
    print(build.format_table(run()))
