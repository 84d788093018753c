"""Engine speed in CPython: random and heuristic bot games for every available game.

Run through ``python3 build.py bench`` (which prints these rows in its table) or alone with
``python -m tests.bench.bench_engines``.
"""

from __future__ import annotations

from kingmakers.ai.simulate import simulate
from kingmakers.games import available_games, get_game

#: Every game supports four players; the number of games keeps the bench quick.
PLAYERS = 4
GAMES = 200


def run() -> list[dict]:
    rows = []
    for game_id in available_games():
        game = get_game(game_id)
        for bot in ("random", "heuristic"):
            result = simulate(game, PLAYERS, [bot] * PLAYERS, GAMES, seed=1)
            label = f"{game_id} {PLAYERS}p {bot} play"
            rows.append(
                {
                    "benchmark": f"{label}: actions/s",
                    "value": round(result.actions_per_second),
                    "unit": "actions/s",
                }
            )
            rows.append(
                {
                    "benchmark": f"{label}: games/s",
                    "value": round(result.games_per_second, 1),
                    "unit": "games/s",
                }
            )
    return rows


if __name__ == "__main__":
    for row in run():
        print(f"{row['benchmark']:<45} {row['value']:>12,} {row['unit']}")
