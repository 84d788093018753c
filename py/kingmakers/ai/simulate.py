"""Bot-versus-bot games for statistics and engine benchmarks."""

from __future__ import annotations

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
        lines = [
            f"{self.game_id}: {self.games} games, {self.players} players",
            f"{'seat':>4}  {'bot':<12} {'wins':>8} {'win %':>7} {'mean score':>11}",
        ]
        for seat, bot in enumerate(self.bots):
            lines.append(
                f"{seat:>4}  {bot:<12} {self.wins[seat]:>8.1f} {100 * self.win_rates[seat]:>6.1f}%"
                f" {self.mean_scores[seat]:>11.2f}"
            )
        if self.no_winner:
            lines.append(f"games no player won: {self.no_winner}")
        lines += [
            f"mean game length: {self.actions / max(self.games, 1):.1f} actions",
            f"speed: {self.actions_per_second:,.0f} actions/s, {self.games_per_second:,.1f} games/s"
            f" ({self.seconds:.2f} s)",
        ]
        return "\n".join(lines)


def simulate(game: Game, players: int, bots: list[str], games: int, seed: int = 0,
             options: dict | None = None) -> SimulationResult:
    """Play ``games`` games; a shared win counts as a fraction for each winner."""
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, got {len(bots)}.")
    result = SimulationResult(game.id, players, list(bots), wins=[0.0] * players,
                              score_totals=[0.0] * players)
    start = time.perf_counter()
    for number in range(games):
        game_seed = seed * 1_000_003 + number
        state = game.new_game(players, game_seed, options)
        seat_bots = [make_bot(game, name, game_seed * 31 + seat) for seat, name in enumerate(bots)]
        while not state.is_over:
            state.apply(seat_bots[state.to_move].choose(state))
            result.actions += 1
        winners = state.winners()
        for seat in winners:
            result.wins[seat] += 1 / len(winners)
        if not winners:
            result.no_winner += 1
        for seat, score in enumerate(state.scores()[:players]):
            result.score_totals[seat] += score
        result.games += 1
    result.seconds = time.perf_counter() - start
    return result
