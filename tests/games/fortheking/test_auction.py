"""Phase 2: bidding, every way to pay, failure to pay, all-pass discards, the end."""

from __future__ import annotations

import pytest

from kingmakers.engine import IllegalAction, Rng
from kingmakers.games.fortheking.actions import (
    Bid,
    Discard,
    Pass,
    PayGold,
    PickCard,
    Place,
    Take,
    UseKing,
)
from tests.games.fortheking.staging import (
    assert_cards_conserved,
    play,
    staged_auction,
    staged_draft,
)
from tests.protocol import check_refusals

RICH = ["Gold 3", "Gold 3", "Gold 2", "Military 1"]


def test_the_favour_pile_is_shuffled_before_the_auction():
    firsts = set()
    for seed in range(12):
        state = staged_draft(3, ["Gold 1"], deck_left=0, seed=seed)
        state.favour = [(card, 1) for card in ("Military 4", "Diplomacy 4", "Livestock 4")]
        state.apply(Place("own"))
        assert state.stage == "bid" and sorted([state.lot, *(c for c, _ in state.favour)]) == [
            "Diplomacy 4",
            "Livestock 4",
            "Military 4",
        ]
        firsts.add(state.lot)
    assert len(firsts) == 3


def test_bidding_goes_clockwise_from_the_opener_and_the_last_bidder_wins():
    state = staged_auction(3, [RICH, RICH, RICH], ["Military 4"], opener=1)
    assert state.to_move == 1 and state.observe(None)["auction"]["card"] == "Military 4"
    play(state, Bid(1))
    assert state.to_move == 2
    play(state, Pass())
    assert state.to_move == 0
    play(state, Bid(2))
    assert state.to_move == 1
    with pytest.raises(IllegalAction, match="higher than 2: at least 3"):
        state.apply(Bid(2))
    play(state, Pass())
    # player 2 passed earlier and is out of this auction: player 0 wins
    assert state.stage == "pay" and state.to_move == 0
    assert state.observe(None)["auction"] | {"passed": None} == {
        "card": "Military 4",
        "opener": 1,
        "high_bid": 2,
        "high_bidder": 0,
        "passed": None,
        "excluded": [],
        "paying": True,
        "pay_with": "gold",
        "owed": 2,
        "failed": False,
    }


def test_if_everyone_passes_the_card_is_discarded_and_the_next_is_auctioned():
    state = staged_auction(3, [RICH, RICH, RICH], ["Military 4", "Gold 1"], opener=2)
    play(state, Pass(), Pass(), Pass())
    assert state.discard == ["Military 4"]
    assert state.lot == "Gold 1" and state.to_move == 2


def test_the_last_auction_ends_the_game_and_shows_every_collection():
    state = staged_auction(2, [RICH, ["Military 2"]], ["Military 4"], opener=0)
    play(state, Bid(1), Pass(), PayGold(2))
    assert state.is_over and state.to_move is None
    assert state.collections[0] == ["Gold 3", "Gold 3", "Military 1", "Military 4"]
    view = state.observe(1)
    assert view["collections_seen"][0] == ["Military 1", "Military 4", "Gold 3", "Gold 3"]
    assert view["scores"] == [3, 0] and view["winners"] == [0]
    assert_cards_conserved(state)


def test_gold_pays_one_card_at_a_time_until_the_bid_is_covered_without_change():
    state = staged_auction(
        3,
        [["Gold 2", "Gold 2", "Gold 1", "Military 1"], [], []],
        ["Livestock 3", "Gold 1"],
        opener=0,
    )
    play(state, Bid(3), Pass(), Pass())
    assert state.legal_actions() == [PayGold(1), PayGold(2)]
    check_refusals(state, [PayGold(3), Discard("Military 1"), Bid(4), Pass()])
    with pytest.raises(
        IllegalAction,
        match="You hold gold, so you pay for the Livestock 3 "
        r"with gold cards \(3 still owed\)",
    ):
        state.apply(Discard("Military 1"))
    with pytest.raises(IllegalAction, match="no Gold 3 card"):
        state.apply(PayGold(3))
    play(state, PayGold(2))
    assert state.stage == "pay" and state.owed == 1
    play(state, PayGold(2))
    assert state.collections[0] == ["Gold 1", "Military 1", "Livestock 3"]
    assert state.discard == ["Gold 2", "Gold 2"]
    assert state.seen[0] == ["Livestock 3"]
    assert state.lot == "Gold 1"


def test_a_player_without_gold_pays_for_an_office_card_by_discarding_as_many_cards():
    state = staged_auction(
        3, [["Military 1", "Diplomacy 1", "Architecture 2"], [], []], ["Military 4"], opener=0
    )
    play(state, Bid(2), Pass(), Pass())
    assert state.pay_method == "cards"
    assert state.legal_actions() == [
        Discard("Architecture 2"),
        Discard("Diplomacy 1"),
        Discard("Military 1"),
    ]
    with pytest.raises(IllegalAction, match="by discarding 2 more card"):
        state.apply(PayGold(1))
    play(state, Discard("Diplomacy 1"), Discard("Architecture 2"))
    assert state.collections[0] == ["Military 1", "Military 4"]
    assert state.discard == ["Diplomacy 1", "Architecture 2"]


def test_a_gold_card_is_paid_for_by_discarding_cards_of_any_kind():
    state = staged_auction(3, [["Gold 3", "Gold 1", "Military 1"], [], []], ["Gold 2"], opener=0)
    assert state.legal_actions() == [Pass(), Bid(1), Bid(2), Bid(3)]
    play(state, Bid(2), Pass(), Pass())
    assert state.legal_actions() == [Discard("Military 1"), Discard("Gold 1"), Discard("Gold 3")]
    with pytest.raises(IllegalAction, match="by discarding"):
        state.apply(PayGold(3))
    play(state, Discard("Gold 1"), Discard("Military 1"))
    assert state.collections[0] == ["Gold 3", "Gold 2"]


def test_a_bid_above_what_you_can_pay_is_only_the_minimum_raise():
    state = staged_auction(3, [["Gold 2", "Gold 1"], RICH, []], ["Military 4"], opener=0)
    assert state.legal_actions() == [Pass(), Bid(1), Bid(2), Bid(3)]
    with pytest.raises(
        IllegalAction,
        match="at most 3 for the Military 4; a bid you cannot pay may only be the minimum raise, 1",
    ):
        state.apply(Bid(4))
    play(state, Bid(3), Bid(5))
    assert state.legal_actions() == [Pass(), Bid(6)]  # empty-handed, but may bluff
    play(state, Pass())
    assert state.to_move == 0 and state.legal_actions() == [Pass(), Bid(6)]


def test_a_winner_with_some_gold_but_too_little_cannot_pay_with_cards_instead():
    poor = ["Gold 1", "Military 3", "Military 2", "Livestock 1"]
    state = staged_auction(3, [poor, RICH, RICH], ["Diplomacy 4"], opener=0)
    play(state, Bid(1), Bid(2), Pass(), Bid(3), Pass())
    # player 0 bid 3 holding 1 gold: the player to their left picks a face-down card
    assert state.stage == "lose" and state.to_move == 1
    assert sorted(state.collections[0]) == sorted(poor)
    assert state.legal_actions() == [PickCard(i) for i in range(4)]
    with pytest.raises(IllegalAction, match="has 4 face-down cards; pick a position from 0 to 3"):
        state.apply(PickCard(4))
    lost = state.collections[0][2]
    play(state, PickCard(2))
    assert state.discard == [lost] and len(state.collections[0]) == 3
    # the auction starts again without player 0; player 1, who bid, and player 2, who
    # passed, may bid again
    assert state.stage == "bid" and state.high_bid == 0 and state.to_move == 1
    assert state.excluded == [0]
    play(state, Pass(), Bid(1))
    assert state.stage == "pay" and state.to_move == 2
    assert_cards_conserved(state)


@pytest.mark.parametrize(
    ("cards", "lot"),
    [
        (["Gold 2", "Military 1"], "Diplomacy 1"),  # gold 2 for a bid of 3
        (["Military 1", "Military 2"], "Diplomacy 1"),  # no gold: 2 cards for a bid of 3
        (["Gold 3", "Gold 3"], "Gold 1"),  # a gold card costs 3 cards
    ],
)
def test_the_engine_detects_every_way_of_failing_to_pay(cards, lot):
    state = staged_auction(3, [cards, RICH, []], [lot], opener=1)
    play(state, Bid(2), Pass(), Bid(3), Pass())
    assert state.stage == "lose" and state.to_move == 1
    assert state.observe(None)["auction"]["failed"] is True


def test_the_lost_card_is_blind_the_engine_shuffles_the_face_down_cards():
    lost = set()
    for seed in range(20):
        poor = ["Gold 1", "Military 2", "Military 3", "Military 4"]
        state = staged_auction(2, [poor, ["Gold 3"]], ["Military 1"], opener=1, seed=seed)
        play(state, Bid(1), Bid(2), Pass())
        assert state.stage == "lose" and state.to_move == 1
        play(state, PickCard(0))
        lost.add(state.discard[0])
    assert len(lost) == 4


def test_a_winner_who_cannot_pay_and_has_no_cards_loses_nothing():
    state = staged_auction(3, [[], RICH, RICH], ["Military 4"], opener=0)
    play(state, Bid(1), Pass(), Pass())
    assert state.stage == "bid" and state.excluded == [0] and state.to_move == 1
    assert state.discard == []


def test_when_everyone_is_out_of_an_auction_the_card_is_discarded():
    state = staged_auction(2, [[], []], ["Military 4", "Gold 1"], opener=0)
    play(state, Bid(1), Pass())
    assert state.excluded == [0] and state.to_move == 1
    play(state, Bid(1))
    assert state.discard == ["Military 4"] and state.lot == "Gold 1"
    assert state.excluded == [] and state.to_move == 0


def test_a_won_king_card_is_used_at_once():
    state = staged_auction(3, [RICH, [], []], ["Royal favour", "Military 1"], opener=0)
    play(state, Bid(1), Pass(), Pass(), PayGold(2))
    assert state.king == (0, "Royal favour", 1, ()) and state.to_move == 0
    play(state, UseKing("Entertainment", 1))
    assert state.primary["Entertainment"] == 4
    assert state.collections[0] == ["Gold 3", "Gold 3", "Military 1"]
    assert state.lot == "Military 1" and state.to_move == 0


def test_auction_card_payments_and_losses_are_public():
    state = staged_auction(
        3,
        [RICH, ["Diplomacy 2"], []],
        ["Military 4", "Livestock 1"],
        seen=[["Military 1"], ["Diplomacy 2"], []],
        opener=0,
    )
    play(state, Bid(1), Pass(), Pass(), PayGold(3))
    assert state.observe(2)["collections_seen"][0] == ["Military 1", "Military 4"]
    play(state, Pass(), Bid(1), Bid(2), Bid(3), Pass())
    assert state.to_move == 2
    play(state, PickCard(0))
    assert state.observe(2)["collections_seen"][1] == []
    assert state.observe(2)["discard"] == ["Gold 3", "Diplomacy 2"]


def test_pass_and_bid_only_while_bidding():
    state = staged_auction(3, [RICH, RICH, RICH], ["Military 4"], opener=0)
    check_refusals(
        state,
        [
            Take("Military 4"),
            PayGold(3),
            Discard("Gold 3"),
            PickCard(0),
            Bid(0),
            Bid(-1),
            Bid(True),
        ],
    )
    with pytest.raises(IllegalAction, match="Military 4 is being auctioned: bid more than 0"):
        state.apply(PayGold(3))


def _gold(cards) -> int:
    return sum(int(card.split()[1]) for card in cards if card.startswith("Gold"))


@pytest.mark.parametrize(
    ("hidden", "seen", "bid", "paid", "lot"),
    [
        (["Gold 3"], [], 3, (), "Military 4"),  # the one hidden card must be a Gold 3
        (["Gold 3", "Gold 3"], [], 6, (), "Royal decree"),
        (["Gold 3", "Military 1"], ["Gold 2", "Gold 2"], 7, (2,), "Military 4"),  # mid-payment
        (["Gold 1", "Gold 2", "Military 1", "Livestock 2"], [], 3, (), "Diplomacy 1"),
    ],
)
def test_a_re_deal_keeps_a_paying_winner_able_to_pay(hidden, seen, bid, paid, lot):
    """Everyone knows that a winner who is paying in gold holds gold covering what is still
    owed: another seat's re-deal of the winner's unseen cards keeps that (it once left them
    holding no gold, with no legal move)."""
    state = staged_auction(3, [[], [*seen, *hidden], RICH], [lot], opener=1, seen=[[], seen, []])
    play(state, Bid(bid), Pass(), Pass(), *(PayGold(value) for value in paid))
    owed = state.owed
    assert state.stage == "pay" and state.pay_method == "gold"
    for seed in range(60):
        for seat in (0, 2):
            world = state.sample_hidden(seat, Rng(seed))
            assert _gold(world.collections[1]) >= owed, world.collections[1]
            while world.stage == "pay":  # the payment can be finished there too
                world.apply(world.legal_actions()[-1])
            assert world.lot is None


def test_a_re_deal_keeps_a_winner_who_pays_with_cards_without_gold():
    """Paying for an office card with cards tells everyone the winner holds no gold."""
    state = staged_auction(
        3, [[], ["Military 1", "Diplomacy 1", "Architecture 2"], RICH], ["Military 4"], opener=1
    )
    play(state, Bid(2), Pass(), Pass())
    assert state.stage == "pay" and state.pay_method == "cards"
    for seed in range(40):
        world = state.sample_hidden(0, Rng(seed))
        assert _gold(world.collections[1]) == 0 and len(world.collections[1]) == 3


def test_a_re_deal_gives_the_paying_winner_their_share_before_the_other_seats():
    """The payer's unseen cards are dealt first: a seat dealt earlier could otherwise take
    every gold card that covers the debt (here the viewer is seat 2, seat 0 is dealt first
    and holds most of the unseen gold)."""
    state = staged_auction(
        3,
        [["Gold 3", "Gold 3", "Gold 2"], ["Gold 3", "Military 1"], RICH],
        ["Military 4"],
        opener=1,
    )
    state.removed = ["Diplomacy 1", "Livestock 1"]  # few unseen cards besides the seats'
    play(state, Bid(3), Pass(), Pass())
    assert state.stage == "pay" and state.pay_method == "gold"
    for seed in range(60):
        world = state.sample_hidden(2, Rng(seed))
        assert _gold(world.collections[1]) >= 3, world.collections
        assert [len(cards) for cards in world.collections] == [3, 2, 4]
