"""What each seat may know: views and determinisations of King of the Elves."""

from __future__ import annotations

from collections import Counter

from kingmakers.engine import Rng
from kingmakers.games.elves.actions import Discard, Search, TakeVillage
from kingmakers.games.elves.data import DECK, START_GOLD, TERRAINS, VILLAGE_COUNT
from kingmakers.games.elves.rules import PLANNING
from tests.protocol import play_out

from .conftest import arrange, village

ALL_VILLAGES = [t for t in TERRAINS for _ in range(VILLAGE_COUNT[t])]


def test_views_show_own_hand_and_everyones_exact_gold():
    state = arrange(
        3,
        [[village("plains")], [], []],
        [["dragon"], ["raft"] * 4, []],
        gold=[7, 13, 4],
        phase=PLANNING,
    )
    view = state.observe(0)
    assert view["you"] == {"seat": 0, "hand": {"dragon": 1}, "gold": 7}
    assert [s["gold"] for s in view["seats"]] == [7, 13, 4]
    assert [s["hand_size"] for s in view["seats"]] == [1, 4, 0]
    assert view["gold"] is None and "you" not in state.observe(None)
    assert "raft" not in str(state.observe(2))


def test_views_are_blind_to_other_hands_and_the_draw_pile():
    """Two positions that differ only in seat 1's hand and the draw pile look the same to
    seats 0 and 2 and to the public."""
    table = [[village("plains")], [village("forest")], [village("desert")]]
    one = arrange(3, table, [["dragon"], ["raft", "unicorn"], ["escort"]], phase=PLANNING)
    other = arrange(3, table, [["dragon"], ["lake", "gold"], ["escort"]], phase=PLANNING, seed=5)
    assert one.draw_pile != other.draw_pile
    for seat in (None, 0, 2):
        assert one.observe(seat) == other.observe(seat)
    assert one.observe(1) != other.observe(1)


def test_a_searched_hand_stays_known_as_its_cards_are_seen_to_leave():
    state = arrange(
        2, [[], [village("plains")]], [["dragon", "raft", "raft"], ["escort"]], phase=PLANNING
    )
    state.apply(Search())
    state.apply(TakeVillage("lake"))
    state.apply(Discard("raft"))
    shown = {"lake": 1, "dragon": 1, "raft": 1}
    assert state.observe(1)["seats"][0]["shown"] == shown
    for seed in range(10):
        assert state.sample_hidden(1, Rng(seed)).hands[0] == shown, "fully known hand"
    assert state.sample_hidden(0, Rng(1)).hands[0] == state.hands[0]


def test_a_redeal_keeps_the_draw_pile_without_villages_when_search_depends_on_it():
    """Seat 0 has no village anywhere and seat 1 holds every village not on the table: the
    search is impossible, and a re-deal must not make it possible."""
    state = arrange(2, [[], [village("plains")]], [["raft"], ALL_VILLAGES[1:]], phase=PLANNING)
    assert Search() not in state.legal_actions()
    for seed in range(20):
        sampled = state.sample_hidden(0, Rng(seed))
        assert sampled.legal_actions() == state.legal_actions()
        assert sampled.hands[1] == state.hands[1], "every unseen village is in that hand"


def test_a_redeal_keeps_one_village_in_the_draw_pile_when_search_depends_on_it():
    """The draw pile is a single village; seat 1 holds every other card but seat 0's."""
    rest = Counter(DECK) - Counter(["plains", "lake", "raft"])
    state = arrange(
        2,
        [[], [village("plains")]],
        [["raft"], list(rest.elements())],
        phase=PLANNING,
        draw=["lake"],
        discard=[],
    )
    assert Search() in state.legal_actions()
    for seed in range(20):
        sampled = state.sample_hidden(0, Rng(seed))
        assert sampled.legal_actions() == state.legal_actions()
        assert sampled.draw_pile[0] in VILLAGE_COUNT


def test_the_searcher_sees_the_villages_of_the_draw_pile_and_keeps_them_when_redealt():
    state = arrange(
        3,
        [[], [village("plains")], [village("forest")]],
        [["raft"], ["lake", "dragon"], ["desert"]],
        phase=PLANNING,
    )
    state.apply(Search())
    pile = state.observe(0)["you"]["search_pile"]
    assert pile == dict(Counter(VILLAGE_COUNT) - Counter(["plains", "forest", "lake", "desert"]))
    for seed in range(10):
        sampled = state.sample_hidden(0, Rng(seed))
        assert Counter(sampled.draw_pile) == Counter(state.draw_pile)
        assert sampled.legal_actions() == state.legal_actions()
        assert Counter(sampled.hands[1]) + Counter(sampled.hands[2]) == Counter(
            ["lake", "dragon", "desert"]
        )


def test_the_public_log_tells_every_move_and_every_gold_movement(elves):
    state = play_out(elves, 3, 2, {"teleport": True}, bots=["heuristic", "random", "heuristic"])
    log = state.observe(None)["log"]
    assert all(state.observe(seat)["log"] == log for seat in range(3))
    types = {event["type"] for event in log}
    assert {"round", "village", "draw", "discard", "buy", "pass", "travel", "gold", "stop"} <= types
    assert log[-1] == {"type": "round_end", "round": state.rounds}
    assert all(set(event) == {"type", "seat", "price"} for event in log if event["type"] == "buy")
    gold = [START_GOLD] * 3
    for event in log:
        kind = event["type"]
        if kind in ("gold", "bonus"):
            gold[event["seat"]] += event["gold"]
        elif kind == "thief":
            gold[event["seat"]] -= event["gold"]
            gold[event["thief"]] += event["gold"]
        elif kind in ("buy", "remove", "teleport"):
            gold[event["seat"]] -= event.get("price", event.get("cost"))
    assert gold == state.gold
