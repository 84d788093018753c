"""The search bots' strength: each level against three heuristic bots, in every game.

Four players, the search seat moved round the table each game (``simulate(rotate=True)``);
a cell is one game and one level, and reports the search's win share (a shared win counts
as a fraction) with its 95 % Wilson interval, against the target of issue 31: at least
35 % for the normal level and 40 % for the hard one, met when the interval's lower end
clears it. The search runs its level's iteration budget, so a run is reproducible.

Games per cell: ``KINGMAKERS_BENCH_STRENGTH_GAMES`` (default 40, an interval about ±15
points wide). The games are spread over ``KINGMAKERS_BENCH_STRENGTH_JOBS`` processes (default:
every core); each game has its own seeds, so the figures do not depend on how many. It is a
long run: the default takes about 3 h of one core's time. A game of the normal level takes
about 14 s in Viva il Re! and King of the Elves, 10 s in For the King and 6 s in Intrighi
(500 play-outs a move); the hard level's about five times as long, three in Intrighi. Narrow
it with ``KINGMAKERS_BENCH_STRENGTH_ONLY`` (game ids) and ``KINGMAKERS_BENCH_STRENGTH_LEVELS``
(``normal``, ``hard``), comma-separated::

    python3 build.py bench --only strength
    KINGMAKERS_BENCH_STRENGTH_GAMES=200 KINGMAKERS_BENCH_STRENGTH_ONLY=intrighi \\
        python3 build.py bench --only strength
"""

from __future__ import annotations

import multiprocessing
import os
from functools import partial

from kingmakers.ai.ismcts import LEVEL_NAMES
from kingmakers.ai.simulate import simulate, wilson_interval
from kingmakers.games import available_games, get_game

PLAYERS = 4
#: The win share each level must reach, its interval's lower end clearing it (issue 31).
TARGETS = {"normal": 0.35, "hard": 0.40}
SEED = 31


def _listed(name: str, default: list[str]) -> list[str]:
    """The comma-separated values of environment variable ``name``, or ``default``."""
    value = os.environ.get(name, "").strip()
    return [item.strip() for item in value.split(",") if item.strip()] if value else default


def cell(game_id: str, level: str, games: int, seed: int = SEED, jobs: int = 1) -> dict:
    """One level's results in one game against three heuristic bots, its games played by
    ``jobs`` processes."""
    lineup = [LEVEL_NAMES[level], *["heuristic"] * (PLAYERS - 1)]
    run = partial(simulate, get_game(game_id), PLAYERS, lineup, games, seed=seed, rotate=True)
    jobs = max(1, min(jobs, games))
    if jobs == 1:
        result = run()
    else:
        with multiprocessing.Pool(jobs) as pool:
            result = run(map_games=pool.imap)
    share = result.win_rates[0]
    low, high = wilson_interval(share, games)
    return {
        "game": game_id,
        "level": level,
        "games": games,
        "share": share,
        "low": low,
        "high": high,
        "target": TARGETS[level],
        "met": low >= TARGETS[level],
        "core seconds per game": result.seconds * jobs / games,
    }


def run() -> list[dict]:
    games = int(os.environ.get("KINGMAKERS_BENCH_STRENGTH_GAMES", "40"))
    jobs = int(os.environ.get("KINGMAKERS_BENCH_STRENGTH_JOBS") or os.cpu_count() or 1)
    game_ids = _listed("KINGMAKERS_BENCH_STRENGTH_ONLY", available_games())
    levels = _listed("KINGMAKERS_BENCH_STRENGTH_LEVELS", list(TARGETS))
    rows = []
    for game_id in game_ids:
        for level in levels:
            found = cell(game_id, level, games, jobs=jobs)
            rows.append(
                {
                    "benchmark": f"{game_id} {PLAYERS}p {level} search vs 3 heuristic: win share",
                    "value": f"{100 * found['share']:.1f}",
                    "unit": (
                        f"% of {games} games, 95 % {100 * found['low']:.1f}–"
                        f"{100 * found['high']:.1f}, target {100 * found['target']:.0f}"
                        f" {'met' if found['met'] else 'not met'},"
                        f" {found['core seconds per game']:.1f} s/game on one core"
                    ),
                }
            )
    return rows


if __name__ == "__main__":
    for row in run():
        print(f"{row['benchmark']}: {row['value']} {row['unit']}")
