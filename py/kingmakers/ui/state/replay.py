"""A game's moves as a timeline on which any position is reached in bounded time.

A game is its seed, options and action log, so the position after any move is the deal
with the first moves played again. Walking from the deal to every position a scrubber asks
for would cost a whole replay per position, O(n²) to sweep a game; instead one walk, when
the timeline is made, keeps a copy of the state every :data:`CHECKPOINT_EVERY` moves, and a
position is reached from the nearest copy at or before it, or from the position shown last
when it lies a little ahead (stepping forward): at most ``CHECKPOINT_EVERY - 1`` moves and
one copy, however long the game.

The same walk notes who made each move and where the game stood after it (the engine's
``progress()``). A *stage mark* is where that changes, its plural count aside: "Round 2 of
3" to "Round 3 of 3", draft to auction — not "5 cards left" to "4 cards left". It is a
generic signal (every engine says where it stands), so every game's scrubber shows its
rounds or phases without the UI knowing any game.

A timeline keeps its own states: the game it was made from is never touched.
"""

from __future__ import annotations

from kingmakers.engine import GameState
from kingmakers.engine.messages import Message

#: Moves between two kept copies of the state: reaching a position walks at most one less.
CHECKPOINT_EVERY = 16


def _stage(progress: Message) -> tuple:
    """What a stage mark compares: the progress message without its plural count."""
    return (progress.key, tuple(sorted(progress.params.items(), key=lambda item: item[0])))


class Timeline:
    """The positions of a game, from the deal (position 0) to after its last move
    (position ``len(timeline)``)."""

    def __init__(self, game: GameState, every: int = CHECKPOINT_EVERY) -> None:
        self.every = every
        self.actions = list(game.history)
        walker = game.game.new_game(game.players, game.seed, game.options)
        self.checkpoints: list[GameState] = [walker.clone()]
        self.movers: list[int] = []
        self.progress: list[Message] = [walker.progress()]
        for number, action in enumerate(self.actions, start=1):
            self.movers.append(walker.to_move)
            walker.apply(action)
            self.progress.append(walker.progress())
            if number % every == 0:
                self.checkpoints.append(walker.clone())
        self.over = walker.is_over
        stages = [_stage(progress) for progress in self.progress]
        self.marks = [n for n in range(1, len(stages)) if stages[n] != stages[n - 1]]
        """Positions where a new stage starts (the move before them changed it)."""
        self._state = walker
        self._position = len(self.actions)
        self.walked = 0
        """Moves played to reach positions so far (what a benchmark or test counts)."""

    def __len__(self) -> int:
        """The number of moves."""
        return len(self.actions)

    def state(self, position: int) -> GameState:
        """The game after its first ``position`` moves. It belongs to the timeline: read
        it, never change it, and ask again after asking for another position."""
        if not 0 <= position <= len(self.actions):
            raise IndexError(f"no position {position} in a game of {len(self.actions)} moves")
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
