"""Search bots thinking off the page's thread: the worker's Python entry point
(``kingmakers.ui.state.thinker``) and the session that asks the page's workers."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from kingmakers.ai import ISMCTSBot, make_bot
from kingmakers.ai.ismcts import LEVEL_NAMES
from kingmakers.games import available_games, get_game
from kingmakers.ui.app import App
from kingmakers.ui.state import thinker
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from kingmakers.ui.state.storage import MemoryStorage
from tests.ui.aio import run

ITERATIONS = 40
HARD = LEVEL_NAMES["hard"]


def mid_game(game_id: str, moves: int = 12):
    """A position some moves into a 4-player game, with a choice to make."""
    game = get_game(game_id)
    state = game.new_game(4, seed=11)
    mover = make_bot(game, "random", 3)
    while len(state.history) < moves or len(state.search_actions()) < 2:
        state.apply(mover.choose(state))
    return state


def small_bot(game, seed: int, name: str = HARD) -> ISMCTSBot:
    bot = ISMCTSBot(game, seed, iterations=ITERATIONS, seconds=None)
    bot.name = name
    return bot


@pytest.mark.parametrize("game_id", available_games())
def test_a_worker_chooses_what_the_bot_in_the_page_chooses(game_id):
    """Rebuilt from the save's JSON and searched with the request's seed and iterations,
    the move is the one the in-page bot chooses with that seed."""
    state = mid_game(game_id)
    game = state.game
    [request] = thinker.requests(state, small_bot(game, 5), 1)
    seed = json.loads(request)["seed"]
    answer = json.loads(thinker.think(request))
    expected = ISMCTSBot(game, seed, iterations=ITERATIONS).choose(state)
    assert game.actions.from_json(answer["action"]) == expected
    # a game that pairs its root moves plays out whole deals, so it may run a few more
    assert ITERATIONS <= answer["iterations"] < ITERATIONS + len(state.search_actions())
    assert sum(visits for _action, visits, _total in answer["root"]) == answer["iterations"]
    assert thinker.merged_action(state, [json.dumps(answer)]) == expected


def test_a_worker_keeps_the_tree_as_shallow_as_the_bot_does():
    """The request carries the level's depth cap (Intrighi's hard level: 2), and the
    worker's search keeps to it; a bot without one sends none."""
    state = mid_game("intrighi")
    bot = make_bot(state.game, HARD, 5)
    [request] = thinker.requests(state, bot, 1)
    assert thinker.start(request).search.depth == 2
    [request] = thinker.requests(state, make_bot(state.game, LEVEL_NAMES["normal"], 5), 1)
    assert thinker.start(request).search.depth is None


def test_a_worker_thinks_in_steps_and_keeps_to_the_seconds_cap():
    state = mid_game("viva")
    bot = small_bot(state.game, 2)
    bot.iterations, bot.seconds = 10**9, 0.05
    thinking = thinker.start(thinker.requests(state, bot, 1)[0])
    steps = 1
    while not thinking.step(0.01):
        steps += 1
    assert steps > 1
    answer = json.loads(thinking.answer())
    assert 0 < answer["iterations"] < 10**9 and answer["seconds"] < 1.0


def test_the_seconds_cap_counts_from_the_request_with_one_play_out_at_least(monkeypatch):
    """The cap bounds the answer's delay from the request's arrival, rebuilding the
    position included; a rebuild that outlasts it still leaves the search one play-out."""
    state = mid_game("intrighi")
    game = state.game
    bot = small_bot(game, 2)
    bot.iterations, bot.seconds = 10**9, 0.05
    rebuild = game.from_json

    def slow_rebuild(data):
        time.sleep(0.08)
        return rebuild(data)

    monkeypatch.setattr(game, "from_json", slow_rebuild)
    thinking = thinker.start(thinker.requests(state, bot, 1)[0])
    while not thinking.step(0.01):
        pass
    answer = json.loads(thinking.answer())
    assert answer["seconds"] >= 0.08
    # one iteration: a game that pairs its root moves plays the deal out once for each
    assert answer["iterations"] == len(state.search_actions())
    assert answer["root"]


def test_the_search_starts_no_step_it_expects_to_end_after_the_cap():
    """Each search step takes 30 ms on this clock and the cap is 100 ms: three steps end
    at 90 ms, and a fourth, expected to end at 120 ms, is not started."""
    state = mid_game("intrighi")
    bot = small_bot(state.game, 2)
    bot.iterations, bot.seconds = 10**9, 0.1
    now = [0.0]
    thinking = thinker.Thinking(
        json.loads(thinker.requests(state, bot, 1)[0]), clock=lambda: now[0]
    )
    search_step = thinking.search.step

    def timed_step(iterations):
        search_step(iterations)
        now[0] += 0.03

    thinking.search.step = timed_step
    while not thinking.step(0.05):
        pass
    answer = json.loads(thinking.answer())
    assert answer["seconds"] == 0.09
    assert answer["iterations"] == 3 * len(state.search_actions())


def test_a_request_for_a_seat_not_to_move_is_refused():
    state = mid_game("viva")
    request = json.loads(thinker.requests(state, small_bot(state.game, 2), 1)[0])
    request["seat"] = (state.to_move + 1) % 4
    with pytest.raises(ValueError, match="not to move"):
        thinker.start(json.dumps(request))


def answer_with(state, root: list[tuple[int, int, float]]) -> str:
    """An answer whose root holds ``(index into search_actions, visits, total)``."""
    actions = state.search_actions()
    return json.dumps(
        {
            "action": actions[root[0][0]].to_json(),
            "iterations": sum(visits for _index, visits, _total in root),
            "seconds": 0.1,
            "root": [[actions[i].to_json(), visits, total] for i, visits, total in root],
        }
    )


def test_root_parallel_answers_are_merged_into_the_best_summed_child():
    state = mid_game("intrighi")
    actions = state.search_actions()
    assert len(actions) >= 3
    # Each search alone prefers its own first action; summed, the third is visited most.
    first = answer_with(state, [(0, 10, 6.0), (2, 8, 4.0), (1, 2, 0.5)])
    second = answer_with(state, [(1, 10, 6.0), (2, 8, 4.0), (0, 2, 0.5)])
    assert thinker.merged_action(state, [first, second]) == actions[2]
    # Equal summed visits: the better mean return, then the earlier legal action.
    first = answer_with(state, [(0, 5, 1.0), (1, 5, 4.0)])
    second = answer_with(state, [(0, 5, 1.0), (1, 5, 1.0)])
    assert thinker.merged_action(state, [first, second]) == actions[1]
    second = answer_with(state, [(0, 5, 4.0), (1, 5, 1.0)])
    assert thinker.merged_action(state, [first, second]) == actions[0]


def test_the_hard_level_searches_with_two_workers_where_the_device_has_the_cores():
    assert thinker.searchers(HARD, cores=4) == 2
    assert thinker.searchers(HARD, cores=2) == 1
    assert thinker.searchers(LEVEL_NAMES["normal"], cores=8) == 1


class FakeThinkers:
    """The page's workers without a browser: each request is thought about to its end by
    the worker's own entry point after a yield to the event loop, as a worker's answer
    comes in a later task. ``fail`` answers None (a worker failed)."""

    def __init__(self, cores: int = 4, ready: int = 2, fail: bool = False):
        self.cores = cores
        self.started = 0
        self.up = ready
        self.fail = fail
        self.asked: list[list[str]] = []
        self.dropped = 0

    def prepare(self, count: int) -> None:
        self.started = max(self.started, count)

    def ready(self) -> int:
        return min(self.up, self.started)

    async def think(self, requests: list[str]) -> list[str] | None:
        self.asked.append(requests)
        await asyncio.sleep(0)
        return None if self.fail else [thinker.think(request) for request in requests]

    def drop(self) -> None:
        self.dropped += 1


def bot_game(thinkers, cores_bot: str = HARD) -> GameSession:
    """Anna against three search bots of a small budget, her first move played."""
    seats = [Seat("Anna"), Seat("B", cores_bot), Seat("C", cores_bot), Seat("D", cores_bot)]
    state = get_game("viva").new_game(4, seed=3, options={"first_player": 0})
    saved = SavedGame("g1", "viva", seats, state, "t", "t")
    session = GameSession(saved, thinkers=thinkers)
    for seat in (1, 2, 3):
        session.bots[seat] = small_bot(state.game, seat, cores_bot)
    session.play(session.legal_actions()[0])
    return session


def test_a_bot_move_is_thought_about_by_the_workers_and_merged():
    thinkers = FakeThinkers(cores=4)
    session = bot_game(thinkers)
    assert thinkers.started == 2  # the hard bots' two workers started with the table
    state = session.state.clone()
    seeds_before = session.bots[1].rng.copy()
    action = run(session.play_bot())
    [requests] = thinkers.asked
    assert len(requests) == 2
    seeds = [json.loads(request)["seed"] for request in requests]
    assert seeds == [seeds_before.next64(), seeds_before.next64()]
    answers = [thinker.think(request) for request in requests]
    assert action == thinker.merged_action(state, answers)
    assert session.state.history[-1] == action


def test_one_worker_on_a_device_without_the_cores_and_none_for_easy_bots():
    thinkers = FakeThinkers(cores=2)
    session = bot_game(thinkers)
    assert thinkers.started == 1
    run(session.play_bot())
    assert [len(requests) for requests in thinkers.asked] == [1]
    easy = FakeThinkers()
    seats = [Seat("Anna"), Seat("B", "heuristic"), Seat("C", "random")]
    state = get_game("viva").new_game(3, seed=3, options={"first_player": 0})
    session = GameSession(SavedGame("g2", "viva", seats, state, "t", "t"), thinkers=easy)
    session.play(session.legal_actions()[0])
    run(session.play_bot())
    assert easy.started == 0 and easy.asked == []


@pytest.mark.parametrize("thinkers", [FakeThinkers(ready=0), FakeThinkers(fail=True), None])
def test_without_a_worker_or_when_it_fails_the_bot_thinks_in_the_page(thinkers):
    session = bot_game(thinkers)
    in_page = small_bot(session.state.game, 1)
    expected = in_page.choose(session.state)
    if thinkers is not None and thinkers.fail:
        session.bots[1].rng.next64()  # the seed the failed request took
        in_page.rng = session.bots[1].rng.copy()
        expected = in_page.choose(session.state)
    assert run(session.play_bot()) == expected


def test_a_move_for_a_position_undone_meanwhile_is_dropped():
    thinkers = FakeThinkers()
    session = bot_game(thinkers)

    async def undo_while_the_workers_think():
        thinking = asyncio.ensure_future(session.play_bot())
        await asyncio.sleep(0)
        session.undo()
        return await thinking

    assert run(undo_while_the_workers_think()) is None
    assert session.state.history == [] and thinkers.dropped == 1


def test_a_move_that_comes_after_the_table_left_the_game_is_dropped():
    """Menu during a bot's thinking: the answer is not played (nor saved) by the session
    left behind, which would otherwise write over the game Continue opens anew."""
    platform = FakePlatform()
    platform.thinkers = FakeThinkers()
    app = App(MemoryStorage(), platform=platform)
    saved = app.start_game("viva", [Seat("Anna"), Seat("B", HARD), Seat("C", HARD)], {})
    session = app.table.session
    for seat in (1, 2):
        session.bots[seat] = small_bot(saved.state.game, seat)
    while not session.is_bot_turn():
        session.play(session.legal_actions()[0])
    moves = len(session.state.history)

    async def menu_while_the_workers_think():
        thinking = asyncio.ensure_future(session.play_bot())
        await asyncio.sleep(0)
        app.home()
        return await thinking

    assert run(menu_while_the_workers_think()) is None
    assert len(session.state.history) == moves and platform.thinkers.dropped == 1
    app.continue_game()
    assert app.table.session is not session and not app.table.session.closed
