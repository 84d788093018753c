"""Bot-versus-bot games for statistics and engine benchmarks."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from ..engine import Game
from .bots import make_bot


@dataclass
class SimulationResult:
    game_id: str
    players: int
    bots: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    score_totals: list[float] = field(default_factory=list)
    actions: int = 0
    seconds: float = 0.0
    no_winner: int = 0
    rotate: bool = False

    @property
    def mean_scores(self) -> list[float]:
        return [total / self.games for total in self.score_totals] if self.games else []

    @property
    def win_rates(self) -> list[float]:
        return [wins / self.games for wins in self.wins] if self.games else []

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def report(self) -> str:
        seating = "bots rotated round the table" if self.rotate else "bots in fixed seats"
        lines = [
            f"{self.game_id}: {self.games} games, {self.players} players, {seating}",
            f"{'seat' if not self.rotate else 'bot':>4}  {'name':<12} {'wins':>8} {'win %':>7}"
            f" {'95% interval':>14} {'mean score':>11}",
        ]
        for entry, bot in enumerate(self.bots):
            low, high = wilson_interval(self.win_rates[entry], self.games)
            lines.append(
                f"{entry:>4}  {bot:<12} {self.wins[entry]:>8.1f}"
                f" {100 * self.win_rates[entry]:>6.1f}% {100 * low:>6.1f}–{100 * high:>5.1f}%"
                f" {self.mean_scores[entry]:>11.2f}"
            )
        if self.no_winner:
            lines.append(f"games no player won: {self.no_winner}")
        lines += [
            f"mean game length: {self.actions / max(self.games, 1):.1f} actions",
            f"speed: {self.actions_per_second:,.0f} actions/s, {self.games_per_second:,.1f} games/s"
            f" ({self.seconds:.2f} s)",
        ]
        return "\n".join(lines)


def wilson_interval(rate: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate over ``n`` games (sound near 0 and 1)."""
    if n == 0:
        return 0.0, 1.0
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def simulate(
    game: Game,
    players: int,
    bots: list[str],
    games: int,
    seed: int = 0,
    options: dict | None = None,
    rotate: bool = False,
) -> SimulationResult:
    """Play ``games`` games; a shared win counts as a fraction for each winner.

    Results are kept per entry of ``bots``. With ``rotate`` the line-up moves one seat round
    the table each game (entry ``i`` sits at seat ``(i + game number) % players``), so no bot
    profits from always starting first.
    """
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, got {len(bots)}.")
    result = SimulationResult(
        game.id,
        players,
        list(bots),
        wins=[0.0] * players,
        score_totals=[0.0] * players,
        rotate=rotate,
    )
    start = time.perf_counter()
    for number in range(games):
        game_seed = seed * 1_000_003 + number
        shift = number % players if rotate else 0
        entry_at = [(seat - shift) % players for seat in range(players)]
        state = game.new_game(players, game_seed, options)
        seat_bots = [
            make_bot(game, bots[entry_at[seat]], game_seed * 31 + seat) for seat in range(players)
        ]
        while not state.is_over:
            state.apply(seat_bots[state.to_move].choose(state))
            result.actions += 1
        winners = state.winners()
        for seat in winners:
            result.wins[entry_at[seat]] += 1 / len(winners)
        if not winners:
            result.no_winner += 1
        for seat, score in enumerate(state.scores()[:players]):
            result.score_totals[entry_at[seat]] += score
        result.games += 1
    result.seconds = time.perf_counter() - start
    return result
