"""Single-observer Information-Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012).

The searching seat never looks at the true hidden state: every iteration starts from
``state.sample_hidden(seat, rng)`` (a determinisation), walks one shared tree, expands one new
action, plays the game out with ``GameState.playout_action`` and backs up the searching seat's
``GameState.returns()``. Because different determinisations allow different actions (a card
drawn or not, say), selection uses UCB with *availability* counts: how often a child could
have been chosen, not how often its parent was visited. A game may narrow the moves the tree
tries (``search_actions``), stop play-outs early, scoring the position with
``estimated_returns`` (``playout_horizon``), and have each determinisation played out once for
every root move with the same random numbers (``pairs_root_moves``), so the root's moves are
compared on the same deals rather than each on the deals it happened to meet. A search level
may also keep the tree shallow in a game (``Game.search_depth``, read by :func:`level_depth`):
below that many of the seat's own moves the play-out policy moves for it too.

The tree is *open-loop* over the other seats: its edges are only the searching seat's own
moves, and between them the others move by the play-out policy, the game's rule of thumb
with a little noise, as they do in play-outs. A node is then a sequence of one's own moves
whatever the others did in between. Giving the others edges of their own, chosen by UCB,
modelled them by their tree statistics instead; with a few hundred iterations spread over
four seats those are mostly one or two visits deep, so the others' replies below a move were
nearly random and a move was judged against players who do not exist. Against three
heuristic bots (4 players, the same seeds both ways) the normal level's win share went from
34 % to 39 % in For the King (80 games), 50 % to 53 % in King of the Elves (80), 28 % to
31 % in Intrighi (200) and stayed 47 % in Viva il Re! (80): small steps, none backwards
(``build.py bench --only strength`` measures it).

A :class:`Search` runs in slices (:meth:`Search.step`) so a browser can yield to its event loop
between them; a :class:`TimedSearch` runs them within a budget of play-outs and seconds, and
:meth:`ISMCTSBot.choose_async` yields between them with asyncio (pure Python: it runs under
Pyodide's event loop in the page, or in a worker).

Limits: the other seats are only as good as the game's play-out policy, which should judge
as its player can (it is handed the whole determinisation), and the searching seat's later
moves are chosen without telling apart what the others did in between.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Action, Game, GameState, Rng
from .base import Bot


@dataclass(frozen=True)
class Budget:
    """How much a search thinks: play-outs per move, and a wall-clock cap (None: none)."""

    iterations: int
    seconds: float | None


#: UCB exploration constant for returns in [0, 1] (the value Cowling et al. use).
EXPLORATION = 0.7
#: The search levels. ``iterations`` sizes a search and makes a bot reproducible (tests,
#: ``simulate``); ``seconds`` caps one move in :meth:`ISMCTSBot.choose_async`, the browser
#: driver, so a slow device still answers in time. A game may give a level more iterations
#: (``Game.search_iterations``, read by :func:`level_iterations`) and a shallower tree
#: (``Game.search_depth``, read by :func:`level_depth`). The UI's levels:
#: ``bots.BOT_LEVELS``.
BUDGETS = {
    "normal": Budget(iterations=300, seconds=1.0),
    "hard": Budget(iterations=1500, seconds=5.0),
}
#: Registry name of the bot searching with each budget.
LEVEL_NAMES = {"normal": "ismcts", "hard": "ismcts-hard"}
#: Wall-clock length of one slice of a :class:`TimedSearch` run in a page.
SLICE_SECONDS = 0.02


class CanonicalRng(Rng):
    """An :class:`Rng` whose ``shuffle`` first sorts the items into a canonical order.

    A game's ``sample_hidden`` gathers what the seat has not seen into a pool and shuffles
    it, but the pool's order before the shuffle follows the true deal. The shuffle is
    uniform either way; sorting first makes the re-deal depend only on *which* items are
    unseen and on the seed, so a search's choice cannot depend on the hidden truth at all.
    """

    __slots__ = ()

    def shuffle(self, items: list) -> None:
        try:
            items.sort()
        except TypeError:  # items of mixed or unordered types: order them by their text
            items.sort(key=repr)
        super().shuffle(items)


class Node:
    """One of the searching seat's moves in the tree, with its statistics. ``at_once``: the
    move came right after its parent's, no other seat moving in between (the same turn)."""

    __slots__ = ("action", "at_once", "children", "visits", "availability", "total")

    def __init__(self, action: Action | None, at_once: bool = False):
        self.action = action
        self.at_once = at_once
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.availability = 0
        self.total = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class Search:
    """One ISMCTS search for the seat to move in ``state``, run iteration by iteration.

    It takes one number from ``rng`` and draws everything else from its own generator.
    """

    def __init__(
        self,
        state: GameState,
        rng: Rng,
        exploration: float = EXPLORATION,
        depth: int | None = None,
    ):
        if state.is_over:
            raise ValueError("The game is over; there is no move to search for.")
        self.state = state.clone()
        self.seat = state.to_move
        self.actions = state.search_actions()
        self.rng = CanonicalRng(rng.next64())
        self.exploration = exploration
        self.depth = depth
        self.root = Node(None)
        self.iterations = 0

    def step(self, iterations: int) -> None:
        """Run at least ``iterations`` more play-outs (a paired iteration runs one for each
        root move, so it may run a few more)."""
        target = self.iterations + iterations
        while self.iterations < target:
            self.iterations += self._iterate()

    def best_action(self) -> Action:
        """The most visited action at the root (ties: better mean, then legal order)."""
        best, best_key = self.actions[0], (-1, 0.0)
        for action in self.actions:
            child = self.root.children.get(action)
            key = (child.visits, child.mean) if child else (0, 0.0)
            if key > best_key:
                best, best_key = action, key
        return best

    def statistics(self) -> list[tuple[Action, int, float]]:
        """(action, visits, mean return) for every root action, most visited first."""
        rows = [(a, c.visits, c.mean) for a, c in self.root.children.items()]
        return sorted(rows, key=lambda row: -row[1])

    def determinise(self) -> GameState:
        """A state the searching seat cannot tell from the real one, re-dealt at random."""
        return self.state.sample_hidden(self.seat, self.rng)

    def _iterate(self) -> int:
        """One determinisation, played out once, or once for each root move when the game
        pairs them (``pairs_root_moves``); the number of play-outs it ran."""
        state = self.determinise()
        if not self.state.pairs_root_moves:
            self._play_out(state, self.rng)
            return 1
        seed = self.rng.next64()
        for action in self.actions:
            self._play_out(state.clone(), CanonicalRng(seed), first=action)
        return len(self.actions)

    def _play_out(self, state: GameState, rng: Rng, first: Action | None = None) -> None:
        """Walk the tree from the root (by ``first`` if given), at most ``depth`` of the
        seat's moves deep, expand one move, play the rest out and back up the searching
        seat's return."""
        seat, depth = self.seat, self.depth
        node, path = self.root, []
        at_once = True
        while (mover := state.to_move) is not None:
            if mover != seat:
                _play(state, state.playout_action(rng))
                at_once = False
                continue
            if depth is not None and len(path) >= depth:
                break
            legal = state.search_actions()
            children = node.children
            untried = [action for action in legal if action not in children]
            for action in legal:
                child = children.get(action)
                if child is not None:
                    child.availability += 1
            if first is not None:
                action, first = first, None
            elif untried:
                action = untried[rng.below(len(untried))]
            else:
                action = self._select([children[action] for action in legal]).action
            child = children.get(action)
            _play(state, action)
            if child is None:
                child = children[action] = Node(action, at_once)
                child.availability = 1
                path.append(child)
                break
            path.append(child)
            node = child
            at_once = True
        horizon = state.playout_horizon
        moves = 0
        while state.to_move is not None and (horizon is None or moves < horizon):
            _play(state, state.playout_action(rng))
            moves += 1
        returns = state.returns() if state.to_move is None else state.estimated_returns()
        value = returns[seat]
        for node in path:
            node.visits += 1
            node.total += value

    def _select(self, children: list[Node]) -> Node:
        """UCB1 with availability counts in place of the parent's visits."""
        exploration, log, sqrt = self.exploration, math.log, math.sqrt
        best, best_value = children[0], -1.0
        for child in children:
            visits = child.visits
            value = child.total / visits + exploration * sqrt(log(child.availability) / visits)
            if value > best_value:
                best, best_value = child, value
        return best


class TimedSearch:
    """A search within a :class:`Budget`, run a step at a time: at most its play-outs, and
    no step started that is expected to end later than its seconds after the clock
    started. It is the one core of a bot's move in the page (:meth:`ISMCTSBot.choose_async`),
    of one in a worker (``ui.state.thinker``) and of a hint (``ui.state.advice``), so the
    three keep one time rule.

    A position with a single move to make needs no search: ``only`` is that move and
    ``search`` is None. The clock starts at ``started`` if given (a worker counts from the
    request's arrival), else at the first :meth:`step`. The mean of the steps so far
    predicts the next one; the first step always runs, so even a slow start gets a searched
    move.
    """

    def __init__(
        self,
        state: GameState,
        rng: Rng,
        budget: Budget,
        exploration: float = EXPLORATION,
        depth: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
        started: float | None = None,
    ):
        self.budget = budget
        self.clock = clock
        self.started = started
        actions = state.search_actions()
        self.only = actions[0] if len(actions) == 1 else None
        self.search = None
        if self.only is None:
            self.search = Search(state, rng, exploration, depth)
        #: Search steps run (one play-out, or one per root move where a game pairs them)
        #: and the seconds they took.
        self.steps = 0
        self.searching = 0.0

    @property
    def iterations(self) -> int:
        """Play-outs run so far."""
        return self.search.iterations if self.search else 0

    def elapsed(self) -> float:
        """Seconds since the clock started (0 before it has)."""
        return 0.0 if self.started is None else self.clock() - self.started

    @property
    def done(self) -> bool:
        """Whether the move is found: the budget spent, or no time left for another step."""
        if self.search is None or self.search.iterations >= self.budget.iterations:
            return True
        if self.budget.seconds is None or self.steps == 0:
            return False
        return self.elapsed() + self.searching / self.steps > self.budget.seconds

    def step(self, seconds: float = SLICE_SECONDS) -> bool:
        """Think for about ``seconds`` more (at least one search step unless done; 0: one
        step); whether the move is found."""
        if self.started is None:
            self.started = self.clock()
        until = self.clock() + seconds
        while not self.done:
            begun = self.clock()
            self.search.step(1)
            ended = self.clock()
            self.steps += 1
            self.searching += ended - begun
            if ended >= until:
                break
        return self.done

    def best_action(self) -> Action:
        """The move found so far: the only one, or the search's choice."""
        return self.only if self.search is None else self.search.best_action()


def _play(state: GameState, action: Action) -> None:
    """``state.apply`` without re-checking legality: the search only plays actions taken from
    ``search_actions()`` (or ``playout_action``), and the check would double the cost."""
    state._perform(action)
    state.history.append(action)


class ISMCTSBot(Bot):
    """Chooses by ISMCTS. :meth:`choose` runs ``iterations`` (deterministic for a seed);
    :meth:`choose_async` runs as many, in slices, stopping early after ``seconds`` if set.
    ``depth`` caps how many of its own moves the tree holds (None: no cap)."""

    name = "ismcts"

    def __init__(
        self,
        game: Game,
        seed: int = 0,
        iterations: int = BUDGETS["normal"].iterations,
        seconds: float | None = None,
        exploration: float = EXPLORATION,
        depth: int | None = None,
    ):
        super().__init__(game, seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.depth = depth

    def search(self, state: GameState) -> Search:
        return Search(state, self.rng, self.exploration, self.depth)

    def choose(self, state: GameState) -> Action:
        actions = state.search_actions()
        if len(actions) == 1:
            return actions[0]
        search = self.search(state)
        search.step(self.iterations)
        return search.best_action()

    async def choose_async(self, state: GameState, slice_seconds: float = SLICE_SECONDS) -> Action:
        """:meth:`choose`, yielding to the event loop between slices of about
        ``slice_seconds`` (0: one search step each) and stopping within the ``seconds`` cap
        if set (:class:`TimedSearch`). Unless the cap cuts the search short, the choice is
        the one :meth:`choose` makes."""
        budget = Budget(self.iterations, self.seconds)
        run = TimedSearch(state, self.rng, budget, self.exploration, self.depth)
        while not run.step(slice_seconds):
            await asyncio.sleep(0)
        return run.best_action()


def level_iterations(game: Game, level: str) -> int:
    """Play-outs per move of ``level`` in ``game``: the game's own figure if it sets one
    (``Game.search_iterations``), else the level's."""
    return game.search_iterations.get(level, BUDGETS[level].iterations)


def level_depth(game: Game, level: str) -> int | None:
    """How many of the searching seat's own moves the tree of ``level`` holds in ``game``
    (``Game.search_depth``); None: as many as it grows."""
    return game.search_depth.get(level)


def ismcts_factory(level: str):
    """A bot factory ``(game, seed) -> ISMCTSBot`` searching with the budget of ``level``."""
    seconds = BUDGETS[level].seconds

    def factory(game: Game, seed: int = 0) -> ISMCTSBot:
        bot = ISMCTSBot(
            game,
            seed,
            iterations=level_iterations(game, level),
            seconds=seconds,
            depth=level_depth(game, level),
        )
        bot.name = LEVEL_NAMES[level]
        return bot

    return factory
