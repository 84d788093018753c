"""Advice from the search bot: a hint for the seat to move, and after a game, how each
human move compares with the best alternative the search sees.

Both run the ISMCTS search of the seat to move (:class:`~kingmakers.ai.ismcts.Search`), which
plays only in worlds re-dealt from what that seat may know, so advice never draws on
another seat's secrets. Its seed is made of the position's public facts (how many moves
were played, who moves), so a position always gives the same advice, and two positions
that differ only in what the seat cannot know give the same advice.

Both work in slices: :meth:`Thinking.step` and :meth:`Analysis.step` each think for about
one slice and return, so a page runs them between frames, shows their progress and stays
responsive; cancelling is simply not calling them again.

A move's estimate is its mean result in the search's play-outs: the seat's share of the
win plus a little for its rank by score (``GameState.returns``), from 0 to 1 — about the
share of the simulated games the move won.

A move may take the seat several decisions in a row (Intrighi's Sostegno: the card, then
where in which stack it goes); the advice then carries the rest of the move as the search
would play it (:attr:`Advice.then`), so a hint names every step.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from kingmakers.ai.ismcts import BUDGETS, SLICE_SECONDS, Budget, TimedSearch
from kingmakers.engine import Action, GameState, IllegalAction, Rng

#: How hard the search thinks for a hint: the strongest level's budget.
HINT_BUDGET = BUDGETS["hard"]
#: How hard it thinks about each human move of a finished game (many moves: a lighter one).
QUALITY_BUDGET = BUDGETS["normal"]
#: How many of the costliest moves the assessment lists.
COSTLIEST = 3
#: The most follow-up decisions of the same seat a hint names after its first step.
FOLLOW_UPS = 3


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
    then: tuple[Action, ...] = ()
    """The seat's next decisions right after ``best``, as the search would take them (the
    rest of a move made of several decisions); empty when another seat moves next."""

    def estimate(self, action: Action) -> Estimate | None:
        return next((e for e in self.estimates if e.action == action), None)


def advice_seed(state: GameState) -> int:
    """The search's seed at a position: made only of what every seat knows."""
    return len(state.history) * 8191 + (state.to_move or 0)


def imagined(state: GameState, seat: int, steps: tuple[Action, ...]) -> dict:
    """``seat``'s view once ``steps`` are played in a world re-dealt from what it knows
    (with the advice's seed, made of public facts): what a game's reason may read of the
    move's outcome, so the true hidden state never enters a hint's words. A step the
    re-dealt world refuses ends the steps played."""
    world = state.sample_hidden(seat, Rng(advice_seed(state)))
    for step in steps:
        try:
            world.apply(step)
        except IllegalAction:
            break
    return world.observe(seat)


class Thinking(TimedSearch):
    """One search for the seat to move in ``state``, run slice by slice until its budget
    of play-outs is spent or its time is up (counted from the first slice, as a searching
    bot's is: :class:`TimedSearch`)."""

    def __init__(
        self,
        state: GameState,
        budget: Budget = HINT_BUDGET,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        if state.is_over:
            raise ValueError("The game is over; there is no move to advise.")
        super().__init__(state, Rng(advice_seed(state)), budget, clock=clock)
        self.seat = state.to_move

    @property
    def progress(self) -> float:
        """How far the thinking is, from 0 to 1."""
        if self.done:
            return 1.0
        budget = self.budget
        time_share = self.elapsed() / budget.seconds if budget.seconds else 0.0
        return min(max(self.iterations / budget.iterations, time_share), 1.0)

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
        runner_up = others[0] if others else None
        then = self._follow_ups(best_action)
        return Advice(self.seat, best, runner_up, self.iterations, estimates, then)

    def _follow_ups(self, action: Action) -> tuple[Action, ...]:
        """The seat's most tried decisions right after ``action`` in the search's tree,
        while the same seat keeps deciding."""
        steps = []
        node = self.search.root.children.get(action)
        while node is not None and len(steps) < FOLLOW_UPS:
            mine = [child for child in node.children.values() if child.at_once]
            if not mine:
                break
            node = max(mine, key=lambda child: (child.visits, child.mean))
            steps.append(node.action)
        return tuple(steps)


@dataclass(frozen=True)
class MoveQuality:
    """How a human move (``move``: its index in the game, 0 for the first) compares with
    the best alternative the search saw: ``chosen`` is None when the search did not try the
    move played (a game may narrow what it searches), ``alternative`` None when there was
    no other move."""

    move: int
    seat: int
    chosen: Estimate | None
    alternative: Estimate | None

    @property
    def cost(self) -> float | None:
        """How much the move played is estimated to have lost against the alternative
        (negative: it did better than every other move); None when unknown."""
        if self.chosen is None or self.alternative is None:
            return None
        return self.alternative.mean - self.chosen.mean


class Analysis:
    """Assesses every human move of a game (``seats``: the human seats), one position at a
    time, in slices; each position is searched for its mover with ``budget``."""

    def __init__(
        self,
        game: GameState,
        seats: Iterable[int],
        budget: Budget = QUALITY_BUDGET,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.actions = list(game.history)
        self.seats = set(seats)
        self.budget = budget
        self.clock = clock
        self.walker = game.replay(0)
        self.moves = 0
        """Moves of the game walked past (assessed or not)."""
        movers = game.replay(0)
        self.human_moves = 0
        for action in self.actions:
            self.human_moves += movers.to_move in self.seats
            movers.apply(action)
        self.assessed = 0
        self.results: dict[int, MoveQuality] = {}
        self.thinking: Thinking | None = None

    @property
    def done(self) -> bool:
        return self.moves >= len(self.actions)

    @property
    def progress(self) -> float:
        """Share of the human moves assessed, from 0 to 1."""
        if self.done or not self.human_moves:
            return 1.0
        part = self.thinking.progress if self.thinking else 0.0
        return min((self.assessed + part) / self.human_moves, 1.0)

    def step(self, seconds: float = SLICE_SECONDS) -> None:
        """Work for about ``seconds``: walk past moves, search the next human one."""
        deadline = self.clock() + seconds
        while not self.done:
            if self.thinking is None and not self._next_search():
                continue
            self.thinking.step(max(deadline - self.clock(), 0.0))
            if self.thinking.done:
                self._record()
            if self.clock() >= deadline:
                return

    def run(self) -> dict[int, MoveQuality]:
        """Assess the whole game at once (tools and tests)."""
        while not self.done:
            self.step()
        return self.results

    def _next_search(self) -> bool:
        """Start searching the next move if a human made it; else walk past it."""
        state = self.walker
        if state.to_move in self.seats:
            self.thinking = Thinking(state, self.budget, self.clock)
            return True
        self._walk()
        return False

    def _record(self) -> None:
        advice = self.thinking.result()
        played = self.actions[self.moves]
        others = [e for e in advice.estimates if e.action != played]
        if advice.iterations:
            self.results[self.moves] = MoveQuality(
                self.moves, advice.seat, advice.estimate(played), others[0] if others else None
            )
        self.thinking = None
        self.assessed += 1
        self._walk()

    def _walk(self) -> None:
        self.walker.apply(self.actions[self.moves])
        self.moves += 1

    def costliest(self, count: int = COSTLIEST) -> list[MoveQuality]:
        """The moves that cost the most, costliest first (only moves that cost something)."""
        costly = [q for q in self.results.values() if q.cost is not None and q.cost > 0]
        return sorted(costly, key=lambda q: (-q.cost, q.move))[:count]
