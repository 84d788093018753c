"""The search's play-out policy for For the King: always legal to the end of a game, from
real and from determinised states, seeded, and shorter than random play-outs."""

from __future__ import annotations

import pytest

from kingmakers.ai import make_bot
from kingmakers.engine import Rng
from kingmakers.games.fortheking.actions import Bid, Pass
from tests.games.fortheking.staging import GAME, assert_cards_conserved, play, staged_auction

PLAYERS = (2, 3, 4, 5)
GAMES = 4
EVERY = 9


def _states(players: int, seed: int):
    """Every ``EVERY``-th state of a random game, the first included."""
    state = GAME.new_game(players, seed)
    bot = make_bot(GAME, "random", seed)
    states = []
    while not state.is_over:
        if len(state.history) % EVERY == 0:
            states.append(state.clone())
        state.apply(bot.choose(state))
    return states


def _play_out(state, rng: Rng) -> list:
    """Play ``state`` to the end with the policy, checking every move; the moves made."""
    moves = []
    while not state.is_over:
        action = state.playout_action(rng)
        assert state.is_legal(action), (state.stage, action)
        assert action in state.legal_actions(), (state.stage, action)
        state.apply(action)
        moves.append(action)
    assert_cards_conserved(state)
    return moves


@pytest.mark.parametrize("players", PLAYERS)
def test_policy_moves_are_legal_to_the_end(players):
    rng = Rng(players)
    for seed in range(GAMES):
        for state in _states(players, 300 + seed):
            _play_out(state.clone(), rng)
            _play_out(state.sample_hidden(state.to_move, rng), rng)


@pytest.mark.parametrize("players", PLAYERS)
def test_policy_is_deterministic_for_a_seed(players):
    for state in _states(players, 700)[::3]:
        first = _play_out(state.clone(), Rng(11))
        assert _play_out(state.clone(), Rng(11)) == first
        seat = state.to_move
        assert _play_out(state.sample_hidden(seat, Rng(5)), Rng(11)) == _play_out(
            state.sample_hidden(seat, Rng(5)), Rng(11)
        )


def test_policy_play_outs_are_shorter_than_random_ones():
    """Minimum raises and passes end auctions sooner than random bids up to all one holds."""
    policy = random = 0
    for seed in range(6):
        state = GAME.new_game(4, seed)
        policy += len(_play_out(state.clone(), Rng(seed)))
        rng = Rng(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        random += len(state.history)
    assert policy < random


def test_policy_judges_rivals_by_the_cards_seen_joining_them():
    """The policy is also the search's model of the other players, who cannot see a rival's
    face-down cards. Player 1 secretly holds 10 in Military and bids 4 for a Military 2;
    player 0, with a Military 2 everyone saw, cannot know it and raises as if the office were
    its own to win (an omniscient player would give it up)."""

    def arrange():
        state = staged_auction(
            2,
            [
                ["Military 2", "Gold 3", "Gold 2"],
                ["Military 4", "Military 3", "Military 3", "Gold 3", "Gold 1"],
            ],
            ["Military 2"],
            opener=1,
            seen=[["Military 2"], []],
        )
        play(state, Bid(4))
        return state

    moves = [arrange().playout_action(Rng(seed)) for seed in range(40)]
    assert moves.count(Bid(5)) >= 30 and moves.count(Pass()) + moves.count(Bid(5)) == 40
