"""ISMCTS: it searches soundly, plays legal moves, is reproducible, never reads what its seat
cannot know, and its browser driver yields between slices. Checked on every available game."""

from __future__ import annotations

import asyncio
import itertools

import pytest

from kingmakers.ai import BOT_LEVELS, ISMCTSBot, Search, make_bot
from kingmakers.ai.ismcts import BUDGETS, CanonicalRng, level_depth, level_iterations
from kingmakers.engine import GameState, Rng
from kingmakers.engine.game import SCORE_WEIGHT
from kingmakers.games import available_games, get_game
from tests.engine.test_core import GAME as PILE
from tests.engine.test_core import Take
from tests.protocol import play_out, snapshot

GAMES = available_games()
PLAYERS = 4
#: Small budgets keep the suite quick; the properties do not depend on the budget.
ITERATIONS = 12
POSITIONS = 8


def pile(counters: int, players: int = 2) -> GameState:
    state = PILE.new_game(players, 0)
    state.pile = counters
    return state


def positions(game_id: str, seed: int, count: int = POSITIONS) -> list[GameState]:
    """``count`` positions spread evenly over a random game, each with a real choice."""
    seen = []
    play_out(
        get_game(game_id),
        PLAYERS,
        seed,
        on_step=lambda state: len(state.legal_actions()) > 1 and seen.append(state.clone()),
    )
    step = max(1, len(seen) // count)
    return seen[::step][:count]


def statistics(state: GameState, seed: int, search_class=Search) -> list:
    """A small search's root statistics (compared exactly: identical runs, identical floats)."""
    search = search_class(state, Rng(seed))
    search.step(ITERATIONS)
    return search.statistics()


# -- the engine's search hooks ----------------------------------------------------------------
def test_returns_win_share_plus_relative_score():
    state = pile(5, players=3)
    state.taken = [1, 3, 1]
    state.pile, state.turn = 0, 1
    assert state.winners() == [1]
    assert state.returns() == pytest.approx([0.0, 1.0, 0.0])
    state.taken = [3, 2, 1]
    assert state.returns() == pytest.approx([SCORE_WEIGHT, 1 - SCORE_WEIGHT / 2, 0.0])


def test_returns_split_a_shared_win():
    class SharedWin(type(pile(1))):
        def winners(self):
            return [0, 2]

    state = pile(0, players=3)
    state.__class__ = SharedWin
    state.taken = [2, 2, 2]
    win = (1 - SCORE_WEIGHT) / 2
    assert state.returns() == pytest.approx(
        [win + SCORE_WEIGHT / 2, SCORE_WEIGHT / 2, win + SCORE_WEIGHT / 2]
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_returns_in_unit_interval_after_random_games(game_id):
    for seed in range(3):
        values = play_out(get_game(game_id), PLAYERS, seed).returns()
        assert len(values) == PLAYERS and all(0.0 <= value <= 1.0 for value in values)


def test_default_playout_action_is_legal_and_seeded():
    state = pile(9)
    picks = [state.playout_action(Rng(seed)) for seed in range(30)]
    assert set(picks) == set(state.legal_actions())
    assert picks == [state.playout_action(Rng(seed)) for seed in range(30)]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_games_playout_action_is_legal(game_id):
    """The search plays ``playout_action`` without re-checking it, so a game's own policy
    must only ever give legal actions, on real and on determinised states."""
    for number, state in enumerate(positions(game_id, seed=6, count=60)):
        for world in (state, state.sample_hidden(state.to_move, Rng(number))):
            assert world.playout_action(Rng(number)) in world.legal_actions()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_games_search_actions_stand_for_the_legal_ones(game_id):
    """The tree tries ``search_actions``: some of the legal moves, never none, chosen from
    what the player to move knows (the same in every re-deal of what it cannot see)."""
    for number, state in enumerate(positions(game_id, seed=8, count=40)):
        chosen = state.search_actions()
        assert chosen and set(chosen) <= set(state.legal_actions())
        world = state.sample_hidden(state.to_move, Rng(number))
        assert world.search_actions() == chosen


@pytest.mark.parametrize("game_id", GAMES)
def test_every_games_estimated_returns_are_results(game_id):
    """A game that stops play-outs early must estimate each seat's result in [0, 1]."""
    if get_game(game_id).state_class.playout_horizon is None:
        pytest.skip("this game plays every play-out to the end")
    for number, state in enumerate(positions(game_id, seed=9, count=30)):
        values = state.sample_hidden(state.to_move, Rng(number)).estimated_returns()
        assert len(values) == PLAYERS and all(0.0 <= value <= 1.0 for value in values)


class ShortSightedPile(type(pile(1))):
    """Play-outs stop at once and every unfinished pile is scored 0.25 / 0.75."""

    playout_horizon = 0

    def estimated_returns(self):
        return [0.25, 0.75]


class WatchedPile(ShortSightedPile):
    """Records which seat each play-out move is asked for; play-outs themselves stop at once."""

    asked: list[int] = []

    def playout_action(self, rng):
        WatchedPile.asked.append(self.to_move)
        return super().playout_action(rng)


def test_the_other_seats_move_by_the_playout_policy_in_the_tree():
    """The tree holds only the searching seat's moves: with play-outs cut at once, every
    move of the other seat still comes from its play-out policy, and none of the searcher's."""
    state = pile(40)
    state.__class__ = WatchedPile
    WatchedPile.asked = []
    search = Search(state, Rng(2))
    search.step(30)
    assert set(WatchedPile.asked) == {1}
    assert len(WatchedPile.asked) >= 27  # a reply at least in every iteration past the root


def tree_depth(node) -> int:
    """How many moves deep the tree below ``node`` goes."""
    return max((1 + tree_depth(child) for child in node.children.values()), default=0)


def test_a_search_can_keep_the_tree_shallow():
    """With a ``depth``, no play-out walks the tree deeper than that many of the seat's own
    moves: the play-out policy moves for it below. Without, the same search grows a deeper
    tree."""
    state = pile(30)
    deep = Search(state, Rng(4))
    deep.step(300)
    shallow = Search(state, Rng(4), depth=2)
    shallow.step(300)
    assert tree_depth(deep.root) > 2
    assert tree_depth(shallow.root) == 2


class KeepTurnPile(type(pile(1))):
    """The player to move takes until the pile is empty: nobody else ever moves."""

    def _perform(self, action):
        self.pile -= action.count
        self.taken[self.turn] += action.count


@pytest.mark.parametrize(("pile_class", "at_once"), [(KeepTurnPile, True), (type(pile(1)), False)])
def test_a_node_tells_whether_others_moved_before_it(pile_class, at_once):
    """Hints name the moves that follow in the same turn by ``at_once``: when the mover keeps
    the turn, every next move follows at once; when the turn passes, never."""
    state = pile(12)
    state.__class__ = pile_class
    search = Search(state, Rng(3))
    search.step(60)
    deeper = [
        grandchild
        for child in search.root.children.values()
        for grandchild in child.children.values()
    ]
    assert deeper and all(node.at_once is at_once for node in deeper)


class OnlyTakeOne(type(pile(1))):
    def search_actions(self):
        return self.legal_actions()[:1]


def test_search_scores_play_outs_cut_at_the_horizon_by_the_estimate():
    state = pile(40)  # too deep for the tree to reach the end in 30 iterations
    state.__class__ = ShortSightedPile
    search = Search(state, Rng(2))
    search.step(30)
    assert {mean for _, _, mean in search.statistics()} == {0.25}


def test_search_tries_only_the_search_actions():
    state = pile(10)
    state.__class__ = OnlyTakeOne
    assert ISMCTSBot(PILE, seed=1, iterations=50).choose(state) == state.legal_actions()[0]
    search = Search(state, Rng(1))
    search.step(20)
    assert [action for action, _, _ in search.statistics()] == state.legal_actions()[:1]


class LuckyPile(ShortSightedPile):
    """Each re-deal draws a hidden luck that swamps the moves' worth: seat 0's estimate is
    half its luck plus a hundredth per counter it took, so taking three is always best."""

    luck = 0.5

    def sample_hidden(self, seat, rng):
        copy = super().sample_hidden(seat, rng)
        copy.luck = rng.random()
        return copy

    def estimated_returns(self):
        value = self.luck / 2 + self.taken[0] / 100
        return [value, 1 - value]


class PairedLuckyPile(LuckyPile):
    pairs_root_moves = True


def test_paired_root_moves_share_each_deal_so_luck_cancels():
    """Played on the same deals, the root moves differ only by their worth: every seed finds
    the best, with the play-outs shared out evenly. Unpaired, the same budget is misled by
    the luck of which deals each move happened to meet."""

    def choice(pile_class, seed):
        state = pile(40)
        state.__class__ = pile_class
        search = Search(state, Rng(seed))
        search.step(30)
        return search

    for seed in range(12):
        search = choice(PairedLuckyPile, seed)
        assert search.best_action() == Take(3)
        assert [visits for _, visits, _ in search.statistics()] == [10, 10, 10]
    unpaired = [choice(LuckyPile, seed).best_action() for seed in range(12)]
    assert unpaired.count(Take(3)) < 12


# -- search quality on a game with a known answer -----------------------------------------------
class ShrewdPile(type(pile(1))):
    """Play-outs (and so the search's model of the other player) leave a multiple of four
    whenever they can, and take at random when they cannot."""

    def playout_action(self, rng):
        count = self.pile % 4
        return Take(count) if count else rng.choice(self.legal_actions())


def shrewd_pile(counters: int) -> GameState:
    state = pile(counters)
    state.__class__ = ShrewdPile
    return state


@pytest.mark.parametrize(("counters", "best"), [(5, 1), (6, 2), (7, 3), (9, 1)])
def test_search_leaves_a_multiple_of_four(counters, best):
    """Against a player who never misses a multiple of four, only leaving one can win."""
    search = Search(shrewd_pile(counters), Rng(1))
    search.step(400)
    assert search.best_action().count == best
    assert sum(visits for _, visits, _ in search.statistics()) == 400


def test_search_refuses_a_finished_game():
    with pytest.raises(ValueError, match="over"):
        Search(pile(0), Rng(0))


def test_canonical_rng_shuffle_ignores_the_order_it_is_given():
    items = ["b", "a", "d", "c", 3, (1, 2)]
    shuffled = []
    for order in itertools.islice(itertools.permutations(items), 0, 720, 97):
        values = list(order)
        CanonicalRng(5).shuffle(values)
        shuffled.append(values)
    assert all(values == shuffled[0] for values in shuffled)
    assert sorted(map(repr, shuffled[0])) == sorted(map(repr, items))
    assert CanonicalRng(5).fork().__class__ is Rng


# -- every game: legal, reproducible, blind to hidden information --------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_legal_and_deterministic(game_id):
    game = get_game(game_id)
    for state in positions(game_id, seed=1, count=4):
        before = snapshot(state)
        first = ISMCTSBot(game, seed=3, iterations=ITERATIONS)
        second = ISMCTSBot(game, seed=3, iterations=ITERATIONS)
        action = first.choose(state)
        assert action in state.legal_actions()
        assert second.choose(state) == action
        assert snapshot(state) == before, "searching changed the real state"


@pytest.mark.parametrize("game_id", GAMES)
def test_never_reads_hidden_information(game_id):
    """Two states that differ only in what the searching seat cannot know give an identical
    search: same visits and mean returns for every root action."""
    redealt = 0
    points = positions(game_id, seed=2) + positions(game_id, seed=3)
    for number, state in enumerate(points):
        other = state.sample_hidden(state.to_move, Rng(100 + number))
        redealt += snapshot(other) != snapshot(state) | {"determinised": True}
        assert statistics(other, number) == statistics(state, number)
    assert redealt, "no position had hidden information to re-deal"


class PeekingSearch(Search):
    """A search that cheats: it plays on the true state instead of a re-deal."""

    def determinise(self):
        state = self.state.clone()
        state.rng = self.rng.fork()
        return state


def test_the_hidden_information_check_catches_a_peeking_search():
    state = positions("viva", seed=2)[3]
    other = state.sample_hidden(state.to_move, Rng(7))
    assert statistics(other, 0) == statistics(state, 0)
    assert statistics(other, 0, PeekingSearch) != statistics(state, 0, PeekingSearch)


# -- registry and browser driver ----------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_registry_and_levels(game_id):
    game = get_game(game_id)
    for name, level in (("ismcts", "normal"), ("ismcts-hard", "hard")):
        bot = make_bot(game, name, 1)
        assert isinstance(bot, ISMCTSBot) and bot.name == name
        iterations = level_iterations(game, level)
        assert (bot.iterations, bot.seconds) == (iterations, BUDGETS[level].seconds)
        assert bot.depth == level_depth(game, level)
    assert BOT_LEVELS["easy"] == "heuristic"
    for name in BOT_LEVELS.values():
        make_bot(game, name, 0)


def test_a_game_may_search_a_level_longer():
    """Intrighi's normal level runs more play-outs than the level's own (its search gains by
    them, and they fit the level's second); the others search with the level's budget."""
    assert make_bot(get_game("intrighi"), "ismcts", 0).iterations == 500
    assert make_bot(get_game("intrighi"), "ismcts-hard", 0).iterations == BUDGETS["hard"].iterations
    assert make_bot(get_game("viva"), "ismcts", 0).iterations == BUDGETS["normal"].iterations


def test_a_game_may_keep_a_levels_tree_shallow():
    """Intrighi's hard level keeps its tree two of the seat's own moves deep, and its bot
    searches so; its normal level, and every level of the other games, grow theirs freely."""
    intrighi = get_game("intrighi")
    hard = make_bot(intrighi, "ismcts-hard", 0)
    assert hard.depth == 2 and hard.search(intrighi.new_game(4, seed=1)).depth == 2
    assert make_bot(intrighi, "ismcts", 0).depth is None
    for game_id in ("viva", "elves", "fortheking"):
        assert make_bot(get_game(game_id), "ismcts-hard", 0).depth is None


async def _with_ticks(coroutine):
    """Run ``coroutine`` while counting how often the event loop got control."""
    ticks = 0
    done = False

    async def ticker():
        nonlocal ticks
        while not done:
            ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(ticker())
    result = await coroutine
    done = True
    await task
    return result, ticks


def test_choose_async_yields_between_slices_and_matches_choose():
    state = positions("viva", seed=4)[1]
    game = get_game("viva")
    expected = ISMCTSBot(game, seed=9, iterations=40).choose(state)
    action, ticks = asyncio.run(
        _with_ticks(ISMCTSBot(game, seed=9, iterations=40).choose_async(state, 0.0))
    )
    assert action == expected
    assert ticks >= 40 // 2  # a slice of 0 s is one play-out: the loop yields after each


def test_choose_async_stops_at_its_time_cap():
    state = positions("viva", seed=4)[0]
    bot = ISMCTSBot(get_game("viva"), seed=1, iterations=10**9, seconds=0.2)
    action, ticks = asyncio.run(_with_ticks(bot.choose_async(state)))
    assert action in state.legal_actions()
    assert ticks >= 2
