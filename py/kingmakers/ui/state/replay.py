"""A game's moves as a timeline on which any position is reached in bounded time.

A game is its seed, options and action log (and reshuffles: the engine's ``replay(0)`` is
the deal with them to come), so the position after any move is the deal with the first
moves played again. Walking from the deal to every position a scrubber asks
for would cost a whole replay per position, O(n²) to sweep a game; instead one walk through
the game (made once, in slices: :meth:`Timeline.build`) keeps a copy of the state every
:data:`CHECKPOINT_EVERY` moves, and a position is reached from the nearest copy at or before
it, or from the position shown last when it lies a little ahead (stepping forward): at most
``CHECKPOINT_EVERY - 1`` moves and one copy, however long the game.

The same walk notes who made each move and where the game stood after it (the engine's
``progress()``). A *stage mark* is where that changes, its plural count aside: "Round 2 of
3" to "Round 3 of 3", draft to auction — not "5 cards left" to "4 cards left". It is a
generic signal (every engine says where it stands), so every game's scrubber shows its
rounds or phases without the UI knowing any game.

A timeline keeps its own states: the game it was made from is never touched.
"""

from __future__ import annotations

import time

from kingmakers.engine import GameState
from kingmakers.engine.messages import Message

#: Moves between two kept copies of the state: reaching a position walks at most one less.
CHECKPOINT_EVERY = 16


def _stage(progress: Message) -> tuple:
    """What a stage mark compares: the progress message without its plural count."""
    return (progress.key, tuple(sorted(progress.params.items(), key=lambda item: item[0])))


class Timeline:
    """The positions of a game, from the deal (position 0) to after its last move
    (position ``len(timeline)``).

    The walk that keeps the copies is made as positions are asked for, or ahead of them in
    slices (:meth:`build`), so a long game opens at once and a page builds the rest
    between frames."""

    def __init__(self, game: GameState, every: int = CHECKPOINT_EVERY) -> None:
        self.every = every
        self.actions = list(game.history)
        self.over = game.is_over
        builder = game.replay(0)
        self.checkpoints: list[GameState] = [builder.clone()]
        self.movers: list[int] = []
        """Who made each move built so far."""
        self.progress: list[Message] = [builder.progress()]
        """Where the game stood at each position built so far."""
        self.marks: list[int] = []
        """Positions built so far where a new stage starts (the move before changed it)."""
        self._builder = builder
        self._state = self.checkpoints[0].clone()
        self._position = 0
        self.walked = 0
        """Moves played to reach positions so far (what a benchmark or test counts)."""

    def __len__(self) -> int:
        """The number of moves."""
        return len(self.actions)

    @property
    def built(self) -> bool:
        """Whether every position has been walked (every copy kept, every mark known)."""
        return len(self.movers) == len(self.actions)

    def build(self, until: int | None = None, seconds: float | None = None) -> bool:
        """Walk on, keeping copies, to position ``until`` (the end by default), or for
        about ``seconds``; whether every position is now built."""
        deadline = None if seconds is None else time.perf_counter() + seconds
        until = len(self.actions) if until is None else until
        builder = self._builder
        while len(self.movers) < until:
            self.movers.append(builder.to_move)
            builder.apply(self.actions[len(self.movers) - 1])
            position = len(self.movers)
            self.progress.append(builder.progress())
            if _stage(self.progress[-1]) != _stage(self.progress[-2]):
                self.marks.append(position)
            if position % self.every == 0:
                self.checkpoints.append(builder.clone())
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return self.built

    def state(self, position: int) -> GameState:
        """The game after its first ``position`` moves. It belongs to the timeline: read
        it, never change it, and ask again after asking for another position."""
        if not 0 <= position <= len(self.actions):
            raise IndexError(f"no position {position} in a game of {len(self.actions)} moves")
        self.build(until=position)
        ahead = position - self._position
        if not 0 <= ahead < self.every:
            start = position // self.every * self.every
            self._state = self.checkpoints[start // self.every].clone()
            self._position = start
        for action in self.actions[self._position : position]:
            self._state.apply(action)
            self.walked += 1
        self._position = position
        return self._state

    def copy_of(self, position: int) -> GameState:
        """A game of its own at ``position``, to play on from there."""
        return self.state(position).clone()
