"""The heuristic bot: clearly better than random, always ends its planning; the search
play-out policy: legal, seeded and short."""

from __future__ import annotations

from collections import Counter

import pytest

from kingmakers.ai.simulate import simulate
from kingmakers.engine import Rng
from kingmakers.games.elves.actions import Pass, PlaySpecial, Stop, Travel
from kingmakers.games.elves.bots import MOVES_PER_ROUND, HeuristicBot
from kingmakers.games.elves.rules import PLANNING
from tests.protocol import play_out

from .conftest import arrange, village


@pytest.mark.parametrize(("players", "games"), [(2, 30), (4, 20)])
def test_heuristic_beats_random_clearly(elves, players, games):
    bots = ["heuristic"] + ["random"] * (players - 1)
    result = simulate(elves, players, bots, games=games, seed=7)
    assert result.win_rates[0] >= 0.9
    assert result.mean_scores[0] > 5 * max(result.mean_scores[1:])


def test_heuristic_beats_itself_as_often_as_chance_allows(elves):
    """Against copies of itself no seat wins everything: the game stays a game."""
    result = simulate(elves, 3, ["heuristic"] * 3, games=12, seed=3)
    assert max(result.win_rates) < 0.8
    assert min(result.mean_scores) > 20


def test_heuristic_planning_ends_after_a_bounded_number_of_moves(elves):
    state = elves.new_game(4, 5)
    bots = [HeuristicBot(elves, seat) for seat in range(4)]
    moves = Counter()
    while not state.is_over:
        seat = state.current
        may_pass = state.phase == PLANNING and Pass() in state.legal_actions()
        action = bots[seat].choose(state)
        moves[(state.round, seat)] += may_pass and action != Pass()
        state.apply(action)
    assert max(moves.values()) <= MOVES_PER_ROUND


def test_heuristic_passes_once_it_made_its_moves_of_the_round(elves):
    """With a gold card for its own village in hand it plays it, unless it is out of moves."""
    table = [[village("desert")], [village("plains")]]
    hands = [["gold", "dragon"], ["dragon"]]
    state = arrange(2, table, hands, phase=PLANNING, round_number=2)
    assert HeuristicBot(elves, 0).choose(state) == PlaySpecial("gold", 0, 0)
    tired = HeuristicBot(elves, 0)
    tired.moves_in_round = ((2, 0), MOVES_PER_ROUND)
    assert tired.choose(state) == Pass()


def test_heuristic_travels_as_far_as_pays(elves):
    table = [[village("plains")], [village("forest")]]
    state = arrange(2, table, [["dragon", "giant_pig"], []], round_number=2)
    bot = HeuristicBot(elves, 0)
    state.apply(bot.choose(state))
    assert state.path == [(0, 0)]
    state.apply(bot.choose(state))
    assert state.path == [(0, 0), (1, 0)] and state.bonus_paid
    assert bot.choose(state) == Stop()


def test_heuristic_plays_an_escort_against_a_thief(elves):
    table = [[village("plains")], [village("desert", thief=1)]]
    state = arrange(2, table, [["dragon", "dragon", "escort"], []], gold=[0, 7], round_number=2)
    bot = HeuristicBot(elves, 0)
    state.apply(bot.choose(state))
    assert state.path == [(0, 0)] and state.gold[0] == 3
    actions = [bot.choose(state)]
    state.apply(actions[0])
    actions.append(bot.choose(state))
    state.apply(actions[1])
    assert [a.kind for a in actions] == ["escort", "travel"]
    assert state.gold == [3 + 6 + 10, 7]


def test_the_playout_policy_is_legal_seeded_and_short(elves):
    lengths = []
    for seed in range(10):
        state = elves.new_game(4, seed)
        rng, again = Rng(seed), Rng(seed)
        while not state.is_over:
            action = state.playout_action(rng)
            assert state.is_legal(action)
            assert state.clone().playout_action(again) == action
            state.apply(action)
        lengths.append(len(state.history))
        assert sum(state.gold) > 4 * 7, "play-outs travel and collect gold"
    random_length = len(play_out(elves, 4, 0).history)
    assert sum(lengths) / len(lengths) < random_length / 2


def test_the_playout_policy_travels_on_while_it_can():
    state = arrange(2, [[village("plains")], [village("forest")]], [["giant_pig"] * 2, []])
    rng = Rng(1)
    assert state.playout_action(rng) == Travel("giant_pig")
    state.apply(Travel("giant_pig"))
    state.apply(Travel("giant_pig"))
    assert state.playout_action(rng) == Stop()
