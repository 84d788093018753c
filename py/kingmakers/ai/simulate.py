"""Bot-versus-bot games for statistics and engine benchmarks."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial

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

    def add(self, outcome: GameOutcome) -> None:
        """Count one game's outcome in."""
        self.games += 1
        self.actions += outcome.actions
        for entry in range(self.players):
            self.wins[entry] += outcome.wins[entry]
            self.score_totals[entry] += outcome.scores[entry]
        if not any(outcome.wins):
            self.no_winner += 1

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


@dataclass(frozen=True)
class GameOutcome:
    """One simulated game, by entry of the line-up (not by seat)."""

    wins: tuple[float, ...]
    scores: tuple[float, ...]
    actions: int


def play_game(
    game: Game,
    players: int,
    bots: tuple[str, ...],
    seed: int,
    options: dict | None,
    rotate: bool,
    number: int,
) -> GameOutcome:
    """Game ``number`` of a :func:`simulate` run. Its seeds come from ``seed`` and ``number``
    alone, so any of a run's games can be played anywhere (another process) with the same
    result."""
    game_seed = seed * 1_000_003 + number
    shift = number % players if rotate else 0
    entry_at = [(seat - shift) % players for seat in range(players)]
    state = game.new_game(players, game_seed, options)
    seat_bots = [
        make_bot(game, bots[entry_at[seat]], game_seed * 31 + seat) for seat in range(players)
    ]
    actions = 0
    while not state.is_over:
        state.apply(seat_bots[state.to_move].choose(state))
        actions += 1
    wins = [0.0] * players
    winners = state.winners()
    for seat in winners:
        wins[entry_at[seat]] += 1 / len(winners)
    scores = [0.0] * players
    for seat, score in enumerate(state.scores()[:players]):
        scores[entry_at[seat]] += score
    return GameOutcome(tuple(wins), tuple(scores), actions)


def simulate(
    game: Game,
    players: int,
    bots: list[str],
    games: int,
    seed: int = 0,
    options: dict | None = None,
    rotate: bool = False,
    map_games: Callable[..., Iterable[GameOutcome]] = map,
) -> SimulationResult:
    """Play ``games`` games; a shared win counts as a fraction for each winner.

    Results are kept per entry of ``bots``. With ``rotate`` the line-up moves one seat round
    the table each game (entry ``i`` sits at seat ``(i + game number) % players``), so no bot
    profits from always starting first. ``map_games`` plays the games (:func:`play_game` over
    the game numbers): ``map`` one after another, or a process pool's ``imap`` to spread them
    over the cores, with the same results.
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
    play = partial(play_game, game, players, tuple(bots), seed, options, rotate)
    start = time.perf_counter()
    for outcome in map_games(play, range(games)):
        result.add(outcome)
    result.seconds = time.perf_counter() - start
    return result
