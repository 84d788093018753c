"""Advice from the search bot: a hint for the seat to move.

It runs the ISMCTS search of the seat to move (:class:`~kingmakers.ai.ismcts.Search`), which
plays only in worlds re-dealt from what that seat may know, so advice never draws on
another seat's secrets. Its seed is made of the position's public facts (how many moves
were played, who moves), so a position always gives the same advice, and two positions
that differ only in what the seat cannot know give the same advice.

It works in slices: :meth:`Thinking.step` thinks for about one slice and returns, so a
page runs it between frames, shows its progress and stays responsive; cancelling is
simply not calling it again.

A move's estimate is its mean result in the search's play-outs: the seat's share of the
win plus a little for its rank by score (``GameState.returns``), from 0 to 1.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from kingmakers.ai.ismcts import BUDGETS, SLICE_SECONDS, Budget, Search
from kingmakers.engine import Action, GameState, Rng

#: How hard the search thinks for a hint: the strongest level's budget.
HINT_BUDGET = BUDGETS["hard"]


@dataclass(frozen=True)
class Estimate:
    """A move as the search saw it: how often it was tried and its mean result (0 to 1)."""

    action: Action
    visits: int
    mean: float

    @property
    def percent(self) -> int:
        return round(self.mean * 100)


@dataclass(frozen=True)
class Advice:
    """The search's choice for ``seat`` and the next best move (None when the search had
    no other move to try), after ``iterations`` play-outs (0: the only move)."""

    seat: int
    best: Estimate
    runner_up: Estimate | None
    iterations: int
    estimates: tuple[Estimate, ...]
    """Every move the search tried, most tried first."""

    def estimate(self, action: Action) -> Estimate | None:
        return next((e for e in self.estimates if e.action == action), None)


def advice_seed(state: GameState) -> int:
    """The search's seed at a position: made only of what every seat knows."""
    return len(state.history) * 8191 + (state.to_move or 0)


class Thinking:
    """One search for the seat to move in ``state``, run slice by slice until its budget
    of play-outs is spent or its time is up (counted from the first slice, as a searching
    bot's is)."""

    def __init__(
        self,
        state: GameState,
        budget: Budget = HINT_BUDGET,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        if state.is_over:
            raise ValueError("The game is over; there is no move to advise.")
        self.seat = state.to_move
        self.budget = budget
        self.clock = clock
        actions = state.search_actions()
        self.only = actions[0] if len(actions) == 1 else None
        self.search = None if self.only is not None else Search(state, Rng(advice_seed(state)))
        self.started: float | None = None

    @property
    def iterations(self) -> int:
        return self.search.iterations if self.search else 0

    def elapsed(self) -> float:
        return 0.0 if self.started is None else self.clock() - self.started

    @property
    def done(self) -> bool:
        return (
            self.search is None
            or self.iterations >= self.budget.iterations
            or self.elapsed() >= self.budget.seconds
        )

    @property
    def progress(self) -> float:
        """How far the thinking is, from 0 to 1."""
        if self.done:
            return 1.0
        return min(
            max(self.iterations / self.budget.iterations, self.elapsed() / self.budget.seconds),
            1.0,
        )

    def step(self, seconds: float = SLICE_SECONDS) -> None:
        """Think for about ``seconds`` (at least one play-out), within the budget."""
        if self.done:
            return
        if self.started is None:
            self.started = self.clock()
        self.search.step_for(seconds, self.budget.iterations)

    def run(self) -> Advice:
        """Think to the end of the budget at once (tools and tests)."""
        while not self.done:
            self.step()
        return self.result()

    def result(self) -> Advice:
        """The advice so far (the search's current choice if it has not finished)."""
        if self.search is None:
            only = Estimate(self.only, 0, 0.0)
            return Advice(self.seat, only, None, 0, (only,))
        best_action = self.search.best_action()
        estimates = tuple(Estimate(*row) for row in self.search.statistics())
        best = next((e for e in estimates if e.action == best_action), None)
        if best is None:  # nothing searched yet: the first move in the search's order
            best = Estimate(best_action, 0, 0.0)
        others = [e for e in estimates if e.action != best_action]
        return Advice(self.seat, best, others[0] if others else None, self.iterations, estimates)
