"""ISMCTS speed and strength, for every available game.

``run()`` (what ``python3 build.py bench`` prints) measures search iterations per second at
positions spread over random 4-player games in CPython and, in the same run, inside Pyodide
in Chromium (when ``dist/pyodide`` and Playwright are there): the same positions, the bot's
move latency at each level through the async browser driver, and the longest main-thread
task (Long Tasks API) while it thinks. Strength takes far longer, so it is a separate
command: it plays until every matchup's win rate is known to ±5 points (or a time limit),
sharing the time equally among the unsettled matchups and moving the ISMCTS seat round the
table, and appends one JSON line per game so an interrupted run still counts (and resumes)::

    python -m tests.bench.bench_ismcts speed          # the rows run() returns
    python -m tests.bench.bench_ismcts winrates --minutes 40 --workers 2 --out results.jsonl
    python -m tests.bench.bench_ismcts summary results.jsonl
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import json
import math
import multiprocessing
import shutil
import socketserver
import tempfile
import threading
import time
from pathlib import Path

from kingmakers.ai import BOT_LEVELS, Search, make_bot
from kingmakers.ai.simulate import simulate, wilson_interval
from kingmakers.engine import GameState, Rng
from kingmakers.games import available_games, get_game

PLAYERS = 4
#: Iterations per measured position, and how often (in moves) a random game is sampled.
ITERATIONS = 30
EVERY = 10
GAMES = 2
#: Positions per game at which each level's move latency is measured in the browser.
LATENCY_POSITIONS = 3
OPPONENTS = ("heuristic", "random")
#: ``winrates`` stops playing a matchup once its 95% interval is ±5 points (after MIN_GAMES).
TARGET_HALF_WIDTH = 0.05
MIN_GAMES = 30

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "dist" / "pyodide"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
#: A bare page: Pyodide from dist/, our sources copied into its file system, long tasks logged.
PAGE = """<!doctype html>
<meta charset="utf-8"><title>ISMCTS bench</title>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
window.longTasks = [];
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) window.longTasks.push([task.startTime, task.duration]);
}).observe({type: "longtask", buffered: true});
const pyodide = await loadPyodide({
  indexURL: "./pyodide/",
  stdLibURL: "./python_stdlib.zip",
  lockFileURL: "./pyodide-lock.json",
});
for (const path of await (await fetch("./files.json")).json()) {
  const target = "/home/pyodide/src/" + path;
  pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
  pyodide.FS.writeFile(target, await (await fetch("./src/" + path)).text());
}
pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/src')");
window.pyodide = pyodide;
window.ready = true;
</script>
"""


def positions(game_id: str, seed: int, every: int = 1) -> list[GameState]:
    """Positions with a real choice at every ``every``-th move of a random game."""
    game = get_game(game_id)
    state = game.new_game(PLAYERS, seed)
    mover = make_bot(game, "random", seed)
    found = []
    while not state.is_over:
        if len(state.history) % every == 0 and len(state.legal_actions()) > 1:
            found.append(state.clone())
        state.apply(mover.choose(state))
    return found


def search_speed(game_id: str) -> tuple[float, float]:
    """(mean, slowest) iterations per second over positions of ``GAMES`` random games."""
    iterations, seconds, slowest = 0, 0.0, math.inf
    for seed in range(GAMES):
        for state in positions(game_id, seed, EVERY):
            start = time.perf_counter()
            search = Search(state, Rng(len(state.history)))
            search.step(ITERATIONS)  # a game pairing its root moves may run a few more
            elapsed = time.perf_counter() - start
            iterations += search.iterations
            seconds += elapsed
            slowest = min(slowest, search.iterations / elapsed)
    return iterations / seconds, slowest


def speeds() -> dict[str, tuple[float, float]]:
    return {game_id: search_speed(game_id) for game_id in available_games()}


async def level_latency(clock) -> list[tuple[str, str, float, float]]:
    """(game, level, start, end) on ``clock`` (milliseconds) of each search level's move,
    played the way the UI plays it: ``choose_async`` with the level's time cap."""
    moves = []
    for game_id in available_games():
        game = get_game(game_id)
        found = positions(game_id, seed=5)
        chosen = found[:: max(1, len(found) // LATENCY_POSITIONS)][:LATENCY_POSITIONS]
        for level in ("normal", "hard"):
            for number, state in enumerate(chosen):
                bot = make_bot(game, BOT_LEVELS[level], number)
                start = clock()
                await bot.choose_async(state)
                moves.append((game_id, level, start, clock()))
    return moves


def run() -> list[dict]:
    rows = []
    cpython = speeds()
    for game_id, (mean, slowest) in cpython.items():
        rows += speed_rows(f"{game_id} {PLAYERS}p ismcts CPython", mean, slowest)
    rows += pyodide_rows(cpython)
    return rows


def speed_rows(label: str, mean: float, slowest: float) -> list[dict]:
    return [
        {"benchmark": f"{label}: iterations/s", "value": round(mean), "unit": "iterations/s"},
        {
            "benchmark": f"{label}: slowest position",
            "value": round(slowest),
            "unit": "iterations/s",
        },
    ]


def pyodide_rows(cpython: dict[str, tuple[float, float]]) -> list[dict]:
    """The browser half of :func:`run`; nothing (with a note) if it cannot run here."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("bench_ismcts: Playwright is not installed; Pyodide not measured")
        return []
    if not (PYODIDE / "pyodide.mjs").exists():
        print("bench_ismcts: dist/pyodide is missing (run build.py build); Pyodide not measured")
        return []
    with (
        tempfile.TemporaryDirectory() as site,
        serve(stage(Path(site))) as url,
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(url)
        page.wait_for_function("window.ready === true", timeout=120_000)
        measured = json.loads(
            page.evaluate(
                "pyodide.runPython('import json, bench_ismcts; json.dumps(bench_ismcts.speeds())')"
            )
        )
        page.evaluate("window.longTasks = []")
        moves = json.loads(
            page.evaluate(
                "pyodide.runPythonAsync('import json, js, bench_ismcts; "
                "json.dumps(await bench_ismcts.level_latency(js.performance.now))')"
            )
        )
        tasks = page.evaluate("window.longTasks")
        browser.close()
    rows = []
    for game_id, (mean, slowest) in measured.items():
        rows += speed_rows(f"{game_id} {PLAYERS}p ismcts Pyodide", mean, slowest)
        rows.append(
            {
                "benchmark": f"{game_id} ismcts Pyodide/CPython speed",
                "value": round(mean / cpython[game_id][0], 2),
                "unit": "ratio",
            }
        )
    for game_id in measured:
        for level in ("normal", "hard"):
            spans = [(start, end) for g, lv, start, end in moves if (g, lv) == (game_id, level)]
            label = f"{game_id} {level} move in Pyodide"
            rows.append(
                {
                    "benchmark": f"{label}: latency, max of {len(spans)}",
                    "value": round(max(end - start for start, end in spans)),
                    "unit": "ms",
                }
            )
            stalls = [
                duration
                for begin, duration in tasks
                if any(begin < end and begin + duration > start for start, end in spans)
            ]
            rows.append(
                {
                    "benchmark": f"{label}: longest main-thread task",
                    "value": round(max(stalls, default=0)),
                    "unit": "ms",
                }
            )
    return rows


def stage(site: Path) -> Path:
    """Fill ``site`` with the page, a link to dist/pyodide, and our sources (no UI)."""
    (site / "index.html").write_text(PAGE)
    (site / "pyodide").symlink_to(PYODIDE)
    # The site ships neither Pyodide's lock nor its stock standard library (see build.py);
    # the site's holds only what the app imports, not this module's command line.
    for name in ("pyodide-lock.json", "python_stdlib.zip"):
        shutil.copyfile(ROOT / "node_modules" / "pyodide" / name, site / name)
    package = ROOT / "py"
    sources = {
        path.relative_to(package).as_posix(): path
        for path in package.rglob("*.py")
        if "ui" not in path.relative_to(package).parts
    }
    sources["bench_ismcts.py"] = Path(__file__)
    for name, path in sources.items():
        target = site / "src" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    (site / "files.json").write_text(json.dumps(sorted(sources)))
    return site


@contextlib.contextmanager
def serve(site: Path):
    """Serve ``site`` on a free loopback port for the duration of the block."""
    handler = functools.partial(QuietHandler, directory=str(site))
    with socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_address[1]}/index.html"
        finally:
            server.shutdown()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


def lineup(opponent: str, number: int) -> list[str]:
    """Seat order of game ``number``: one ISMCTS bot, moving round the table game by game."""
    bots = [opponent] * PLAYERS
    bots[number % PLAYERS] = "ismcts"
    return bots


def read_rows(path: str) -> list[dict]:
    """The games recorded so far (none if the file does not exist yet)."""
    with contextlib.suppress(FileNotFoundError), open(path) as stream:
        return [json.loads(line) for line in stream if line.strip()]
    return []


def settled(wins: list[float]) -> bool:
    """Whether a matchup's win rate is known to ±:data:`TARGET_HALF_WIDTH` (95 % Wilson)."""
    if len(wins) < MIN_GAMES:
        return False
    low, high = wilson_interval(sum(wins) / len(wins), len(wins))
    return (high - low) / 2 <= TARGET_HALF_WIDTH


def winrates(
    minutes: float,
    out: str,
    games: list[str],
    start: int,
    worker: int = 0,
    workers: int = 1,
    opponents: tuple[str, ...] = OPPONENTS,
) -> None:
    """Play ISMCTS against each opponent in each game until every matchup is settled or time
    runs out. Next is always the unsettled matchup with the least time so far, as recorded in
    ``out`` (shared by all workers, so a run can be resumed or spread over processes); worker
    ``k`` of ``n`` plays the game numbers ``start + k + n * j`` not yet in the file."""
    deadline = time.monotonic() + 60 * minutes
    matchups = [(game_id, opponent) for game_id in games for opponent in opponents]
    while time.monotonic() < deadline:
        rows = read_rows(out)
        wins = {matchup: [] for matchup in matchups}
        spent = dict.fromkeys(matchups, 0.0)
        used = {matchup: set() for matchup in matchups}
        for row in rows:
            matchup = row["game"], row["opponent"]
            if matchup in wins:
                wins[matchup].append(row["ismcts_win"])
                spent[matchup] += row["seconds"]
                used[matchup].add(row["seed"])
        open_matchups = [matchup for matchup in matchups if not settled(wins[matchup])]
        if not open_matchups:
            return
        game_id, opponent = min(open_matchups, key=spent.__getitem__)
        number = start + worker
        while number in used[game_id, opponent]:
            number += workers
        bots = lineup(opponent, number)
        result = simulate(get_game(game_id), PLAYERS, bots, games=1, seed=number)
        row = {
            "game": game_id,
            "opponent": opponent,
            "seed": number,
            "bots": bots,
            "ismcts_win": result.wins[bots.index("ismcts")],
            "seconds": round(result.seconds, 2),
        }
        with open(out, "a") as stream:
            stream.write(json.dumps(row) + "\n")


def winrates_in_parallel(
    minutes: float, out: str, games: list[str], start: int, workers: int, opponents: tuple[str, ...]
) -> None:
    """:func:`winrates` in ``workers`` processes sharing one results file."""
    if workers == 1:
        winrates(minutes, out, games, start, opponents=opponents)
        return
    processes = [
        multiprocessing.Process(
            target=winrates, args=(minutes, out, games, start, worker, workers, opponents)
        )
        for worker in range(workers)
    ]
    for process in processes:
        process.start()
    for process in processes:
        process.join()


def summary(path: str) -> list[str]:
    """Win rate with a 95% Wilson interval per game and opponent."""
    tally: dict[tuple[str, str], list[float]] = {}
    seconds: dict[tuple[str, str], float] = {}
    for row in read_rows(path):
        matchup = row["game"], row["opponent"]
        tally.setdefault(matchup, []).append(row["ismcts_win"])
        seconds[matchup] = seconds.get(matchup, 0.0) + row["seconds"]
    lines = []
    for (game_id, opponent), wins in sorted(tally.items()):
        n, rate = len(wins), sum(wins) / len(wins)
        low, high = wilson_interval(rate, n)
        lines.append(
            f"{game_id:<11} vs 3 {opponent:<9} {n:>4} games  ISMCTS wins "
            f"{100 * rate:5.1f}%  95% CI {100 * low:5.1f}–{100 * high:5.1f}% "
            f"(±{50 * (high - low):.1f})  {seconds[game_id, opponent] / n:5.1f} s/game  "
            f"(a seat's fair share: {100 / PLAYERS:.0f}%)"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("speed")
    play = commands.add_parser("winrates")
    play.add_argument("--minutes", type=float, required=True)
    play.add_argument("--out", required=True)
    play.add_argument("--games", default=",".join(available_games()))
    play.add_argument("--start", type=int, default=0, help="first game number (seed)")
    play.add_argument("--workers", type=int, default=1, help="processes playing at once")
    play.add_argument("--opponents", default=",".join(OPPONENTS))
    report = commands.add_parser("summary")
    report.add_argument("path")
    args = parser.parse_args()
    if args.command == "speed":
        for row in run():
            print(f"{row['benchmark']:<40} {row['value']:>8,} {row['unit']}")
    elif args.command == "winrates":
        winrates_in_parallel(
            args.minutes,
            args.out,
            args.games.split(","),
            args.start,
            args.workers,
            tuple(args.opponents.split(",")),
        )
    else:
        print("\n".join(summary(args.path)))


if __name__ == "__main__":
    main()
