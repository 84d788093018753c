"""What For the King gives the search: the moves its tree tries (a subset of the legal ones,
from the mover's knowledge only) and the estimate that scores play-outs cut short."""

from __future__ import annotations

import pytest

from kingmakers.ai import make_bot
from kingmakers.engine import Rng
from kingmakers.games.fortheking.actions import (
    Bid,
    Discard,
    Pass,
    PayGold,
    PickCard,
    Place,
    UseKing,
)
from kingmakers.games.fortheking.data import ROYAL_FAVOUR, gold_card, office_card
from kingmakers.games.fortheking.heuristics import expected_returns
from kingmakers.games.fortheking.playout import cards_to_share
from kingmakers.games.fortheking.rules import KING_BRANCHES
from tests.games.fortheking.staging import GAME, play, staged_auction, staged_draft

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
    leader = [
        office_card(office, value)
        for office in ("Architecture", "Diplomacy", "Military")
        for value in (4, 3)
    ]
    state = staged_auction(
        4,
        [leader, [office_card("Livestock", 1)], [gold_card(2)], []],
        [office_card("Entertainment", 2)],
    )
    returns = state.estimated_returns()
    assert returns[0] > 0.8
    assert all(returns[0] > value for value in returns[1:])
    assert returns[1] > returns[3]


def test_bids_are_pass_and_the_minimum_raise_even_beyond_the_gold_held():
    golds = [gold_card(3), gold_card(3), gold_card(1)]
    state = staged_auction(3, [golds, [gold_card(3)] * 3, []], [office_card("Military", 4)])
    assert state.search_actions() == [Pass(), Bid(1)]
    play(state, Bid(2), Bid(8), Pass())
    # seat 0 holds 7: the minimum raise, 9, is the bluff the rules allow
    assert state.search_actions() == [Pass(), Bid(9)]


def test_gold_is_paid_with_the_least_waste_only():
    golds = [gold_card(3), gold_card(2), gold_card(1), gold_card(1)]
    lots = [office_card("Military", 4), office_card("Diplomacy", 4)]
    state = staged_auction(3, [golds, [], []], lots)
    play(state, Bid(2), Pass(), Pass())
    assert state.search_actions() == [PayGold(2)]
    play(state, PayGold(2))
    play(state, Bid(5), Pass(), Pass())
    assert state.search_actions() == [PayGold(3)]  # 5 owed with 3 + 1 + 1 left


def test_king_uses_are_the_few_the_heuristic_rates_best():
    strong = [office_card("Military", 4), office_card("Military", 3)]
    state = staged_auction(
        3,
        [[gold_card(2), *strong], [office_card("Diplomacy", 4)], []],
        [ROYAL_FAVOUR],
        seen=[[], [office_card("Diplomacy", 4)], []],
    )
    play(state, Bid(1), Pass(), Pass(), PayGold(2))
    chosen = state.search_actions()
    assert len(chosen) == KING_BRANCHES < len(state.legal_actions())
    assert UseKing("Military", 1) in chosen and UseKing("Diplomacy", -1) in chosen
    heuristic = make_bot(GAME, "heuristic", 0).choose(state)
    assert heuristic in chosen


def test_discards_offer_the_cheapest_card_of_each_kind_and_picks_one_position():
    cards = [
        office_card("Military", 4),
        office_card("Military", 1),
        gold_card(3),
        gold_card(1),
        office_card("Diplomacy", 2),
    ]
    state = staged_auction(3, [[], cards, []], [gold_card(3)])
    play(state, Pass(), Bid(2), Pass())
    assert sorted(map(str, state.search_actions())) == sorted(
        map(
            str,
            [
                Discard(office_card("Military", 1)),
                Discard(gold_card(1)),
                Discard(office_card("Diplomacy", 2)),
            ],
        )
    )
    short = [office_card("Military", 1)] * 2
    broke = staged_auction(3, [[], short, [office_card("Diplomacy", 1)] * 3], [gold_card(3)])
    play(broke, Pass(), Bid(1), Bid(2), Bid(3), Pass())  # seat 1 holds 2 cards, bid 3
    assert broke.legal_actions() == [PickCard(0), PickCard(1)]
    assert broke.search_actions() == [PickCard(0)]


def test_estimate_does_not_swing_on_a_fraction_of_a_point():
    """Close expected points give close returns (the real score part would spread these four
    seats from 0 to 0.2)."""
    returns = expected_returns([5.0, 5.01, 5.02, 5.03], draws_left=40, lots_left=5)
    assert max(returns) - min(returns) < 0.01
    assert returns == sorted(returns)


@pytest.mark.parametrize("players", PLAYERS)
def test_estimate_shares_out_the_win_and_the_places(players):
    """The win shares add up to one, and so do the chances of either of two seats beating
    the other: 0.8 + 0.2 * players / 2 in all."""
    points = [float(seat * seat) for seat in range(players)]
    for draws, lots in ((60, 0), (10, 8), (0, 3), (0, 0)):
        returns = expected_returns(points, draws, lots)
        assert sum(returns) == pytest.approx(0.8 + 0.1 * players)
        assert returns == sorted(returns)


def test_estimate_counts_the_cards_still_to_be_shared_out():
    """The centre, the favour pile and the card just drawn count, so a card put on the
    favour pile or in the centre does not vanish from the estimate."""
    state = staged_draft(
        4,
        [office_card("Military", 4), office_card("Diplomacy", 1)],
        collections=[[office_card("Military", 1)], [], [], []],
    )
    play(state, Place("favour"))
    hidden_card = state.estimated_returns()
    state.favour = []
    vanished = state.estimated_returns()
    assert cards_to_share(state) == [office_card("Diplomacy", 1)]
    # with the Military 4 shared out, seat 0's lone Military 1 is no longer sure of that office
    assert hidden_card[0] < vanished[0]
    assert all(hidden > gone for hidden, gone in zip(hidden_card[1:], vanished[1:], strict=True))
