"""What For the King gives the search: the moves its tree tries (a subset of the legal ones,
from the mover's knowledge only) and the estimate that scores play-outs cut short."""

from __future__ import annotations

import pytest

from kingmakers.ai import make_bot
from kingmakers.engine import Rng
from kingmakers.games.fortheking.actions import Bid, Discard, Pass, PickCard
from kingmakers.games.fortheking.cards import gold_card, office_card
from tests.games.fortheking.staging import GAME, play, staged_auction

PLAYERS = (2, 3, 4, 5)
GAMES = 3


def _states(players: int, seed: int):
    """Every state of a random game but the last."""
    state = GAME.new_game(players, seed)
    bot = make_bot(GAME, "random", seed)
    while not state.is_over:
        yield state
        state.apply(bot.choose(state))


@pytest.mark.parametrize("players", PLAYERS)
def test_search_actions_are_legal_and_ignore_hidden_cards(players):
    rng = Rng(players)
    for seed in range(GAMES):
        for state in _states(players, 40 + seed):
            chosen = state.search_actions()
            legal = state.legal_actions()
            assert chosen and all(action in legal for action in chosen), (state.stage, chosen)
            assert len(set(chosen)) == len(chosen)
            world = state.sample_hidden(state.to_move, rng)
            assert world.search_actions() == chosen, state.stage


@pytest.mark.parametrize("players", PLAYERS)
def test_estimated_returns_are_results(players):
    rng = Rng(players)
    for seed in range(GAMES):
        for state in _states(players, 80 + seed):
            world = state.sample_hidden(state.to_move, rng)
            returns = world.estimated_returns()
            assert len(returns) == players
            assert all(0.0 <= value <= 1.0 for value in returns), returns


def test_a_seat_far_ahead_gets_the_highest_estimate():
    leader = [office_card(office, value) for office in ("Architecture", "Diplomacy", "Military")
              for value in (4, 3)]
    state = staged_auction(4, [leader, [office_card("Livestock", 1)], [gold_card(2)], []],
                           [office_card("Entertainment", 2)])
    returns = state.estimated_returns()
    assert returns[0] > 0.8
    assert all(returns[0] > value for value in returns[1:])
    assert returns[1] > returns[3]


def test_bids_are_pass_the_minimum_and_two_larger_steps_the_bidder_can_pay():
    golds = [gold_card(3), gold_card(3), gold_card(1)]
    state = staged_auction(3, [golds, [gold_card(3)] * 2, []], [office_card("Military", 4)])
    assert state.search_actions() == [Pass(), Bid(1), Bid(2), Bid(4)]
    play(state, Bid(2), Bid(5), Pass())
    # seat 0 holds 7: the steps of 1 and 3 above 6 are 7 and 9
    assert state.search_actions() == [Pass(), Bid(6), Bid(7)]


def test_discards_offer_the_cheapest_card_of_each_kind_and_picks_one_position():
    cards = [office_card("Military", 4), office_card("Military", 1), gold_card(3), gold_card(1),
             office_card("Diplomacy", 2)]
    state = staged_auction(3, [[], cards, []], [gold_card(3)])
    play(state, Pass(), Bid(2), Pass())
    assert sorted(map(str, state.search_actions())) == sorted(map(str, [
        Discard(office_card("Military", 1)), Discard(gold_card(1)),
        Discard(office_card("Diplomacy", 2))]))
    short = [office_card("Military", 1)] * 2
    broke = staged_auction(3, [[], short, [office_card("Diplomacy", 1)] * 3], [gold_card(3)])
    play(broke, Pass(), Bid(1), Bid(2), Bid(3), Pass())  # seat 1 holds 2 cards, bid 3
    assert broke.legal_actions() == [PickCard(0), PickCard(1)]
    assert broke.search_actions() == [PickCard(0)]
