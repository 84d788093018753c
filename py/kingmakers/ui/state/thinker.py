"""A search bot's move thought about off the page's thread, in a Web Worker.

The page's session asks (:func:`requests`): the position as a save has it (game id,
players, options, seed and every move as the codec's JSON), the seat to move, the bot's
budget (iterations, a seconds cap, the exploration constant, the tree's depth cap) and a
seed. A worker runs a second Python (``web/pyodide/kingmakers-thinker.mjs``) and calls
:func:`start` on the request, then :meth:`Thinking.step` until it is done, reading
messages from the page between steps (a request the page no longer wants is dropped), and
posts back :meth:`Thinking.answer`: the move as the codec's JSON, with its figures and the
root's statistics. The worker is the page's own trust zone: it receives the whole game, as
the save holds it.

The hard level may search with two workers at once, each with its own seed, on a device
with the cores for it (:func:`searchers`); :func:`merged_action` sums the root
statistics of their answers (root parallelisation) and picks the move the single search
would pick from them. One answer alone gives the move :class:`ISMCTSBot` would choose
with the same seed and iterations.

Pure Python: unit-tested without a browser.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from kingmakers.ai.ismcts import LEVEL_NAMES, Budget, ISMCTSBot, TimedSearch
from kingmakers.engine import Action, GameState, Rng
from kingmakers.games import get_game

#: Bots that search with two workers on a device with :data:`CORES_FOR_TWO` cores or more.
ROOT_PARALLEL_BOTS = frozenset({LEVEL_NAMES["hard"]})
CORES_FOR_TWO = 4


def searchers(bot_name: str, cores: int) -> int:
    """How many workers search a move of the bot ``bot_name`` at once: two for the hard
    level where the device has the cores (each leaves the page a core), else one."""
    return 2 if bot_name in ROOT_PARALLEL_BOTS and cores >= CORES_FOR_TWO else 1


def requests(state: GameState, bot: ISMCTSBot, count: int) -> list[str]:
    """``count`` requests (JSON) for ``bot``'s move in ``state``, each with its own seed
    drawn from the bot's generator, so a bot's moves differ from one another as they do
    when it thinks in the page."""
    position = {
        "state": state.to_json(),
        "seat": state.to_move,
        "bot": bot.name,
        "iterations": bot.iterations,
        "seconds": bot.seconds,
        "exploration": bot.exploration,
        "depth": bot.depth,
    }
    return [json.dumps({**position, "seed": bot.rng.next64()}) for _ in range(count)]


class Thinking(TimedSearch):
    """One request being thought about, a step at a time. Its seconds cap bounds the
    answer's delay: the clock starts when the request arrives, before the position is
    rebuilt (:class:`TimedSearch` keeps the cap)."""

    def __init__(self, request: dict, clock: Callable[[], float] = time.perf_counter):
        started = clock()
        seconds = request.get("seconds")
        data = request["state"]
        state = get_game(data["game"]).from_json(data)
        if state.to_move != request["seat"]:
            raise ValueError(f"seat {request['seat']} is not to move in this position")
        super().__init__(
            state,
            Rng(int(request["seed"])),
            Budget(int(request["iterations"]), None if seconds is None else float(seconds)),
            float(request["exploration"]),
            None if request["depth"] is None else int(request["depth"]),
            clock,
            started,
        )

    def answer(self) -> str:
        """The move found (JSON): ``action``, ``iterations``, ``seconds`` and ``root``, each
        root action's ``[action, visits, total return]``."""
        root = []
        if self.search is not None:
            root = [
                [child.action.to_json(), child.visits, child.total]
                for child in self.search.root.children.values()
            ]
        return json.dumps(
            {
                "action": self.best_action().to_json(),
                "iterations": self.iterations,
                "seconds": round(self.clock() - self.started, 3),
                "root": root,
            }
        )


def start(request: str) -> Thinking:
    """The worker's entry point: a request as the page sent it, ready to step."""
    return Thinking(json.loads(request))


def think(request: str) -> str:
    """A request thought about to its end at once (what a worker does step by step)."""
    thinking = start(request)
    while not thinking.step(1.0):
        pass
    return thinking.answer()


def merged_action(state: GameState, answers: list[str]) -> Action:
    """The move for ``state`` from the workers' ``answers``: one answer's own move, or,
    from several, the root action most visited over them all (ties: the better mean
    return, then the earlier in the legal order), as one search picks its move."""
    decoded = [json.loads(answer) for answer in answers]
    codec = state.game.actions
    if len(decoded) == 1 or not any(answer["root"] for answer in decoded):
        return codec.from_json(decoded[0]["action"])
    visits: dict[Action, int] = {}
    totals: dict[Action, float] = {}
    for answer in decoded:
        for raw, count, total in answer["root"]:
            action = codec.from_json(raw)
            visits[action] = visits.get(action, 0) + count
            totals[action] = totals.get(action, 0.0) + total

    def merit(action: Action) -> tuple[int, float]:
        count = visits.get(action, 0)
        return (count, totals[action] / count) if count else (0, 0.0)

    return max(state.search_actions(), key=merit)
