"""Each rule of King of the Elves in isolation, on positions laid out by hand."""

from __future__ import annotations

from collections import Counter

import pytest

from kingmakers.engine import IllegalAction, InvalidOptions
from kingmakers.games.elves.actions import (
    Buy,
    Discard,
    DrawThree,
    Escort,
    Pass,
    PlaySpecial,
    PlayVillage,
    RemoveVillage,
    Search,
    Stop,
    TakeVillage,
    Teleport,
    Travel,
    Turnaround,
)
from kingmakers.games.elves.data import DECK, TERRAINS, VILLAGE_COUNT
from kingmakers.games.elves.rules import (
    DRAWING,
    OVER,
    PLANNING,
    SEARCH_DISCARD,
    SEARCHING,
    TELEPORTING,
    TRAVEL,
)
from tests.protocol import check_refusals, snapshot

from .conftest import arrange, check_conservation, village

#: The rules file's table, typed in again: cards of one kind needed per terrain.
COST_TABLE = """
kind         plains forest mountain desert river lake
giant_pig    1      1      -        -      -     -
elf_cycle    1      1      2        -      -     -
magic_cloud  2      2      1        -      -     -
unicorn      -      1      1        2      -     -
troll_wagon  1      2      2        2      -     -
dragon       1      2      1        1      -     -
raft         -      -      -        -      1     2
"""
_ROWS = [line.split() for line in COST_TABLE.strip().splitlines()]
COSTS = [
    (row[0], terrain, None if cell == "-" else int(cell))
    for row in _ROWS[1:]
    for terrain, cell in zip(_ROWS[0][1:], row[1:], strict=True)
]
VALUES = {"lake": 7, "desert": 6, "mountain": 5, "forest": 4, "plains": 3, "river": 2}


def lone_village(terrain, hand, players=2, **specials):
    """Seat 0 about to travel to its only village; the other principalities are empty."""
    table = [[village(terrain, **specials)]] + [[] for _ in range(players - 1)]
    return arrange(players, table, [hand] + [[] for _ in range(players - 1)])


def refused(state, action, match):
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert snapshot(state) == before


# -- components -------------------------------------------------------------------------------
def test_the_deck_has_120_cards_in_the_ruled_split():
    assert sum(DECK.values()) == 120
    assert sum(VILLAGE_COUNT.values()) == 26
    assert (
        sum(
            DECK[k]
            for k in (
                "giant_pig",
                "elf_cycle",
                "magic_cloud",
                "unicorn",
                "troll_wagon",
                "dragon",
                "raft",
            )
        )
        == 64
    )
    assert DECK["raft"] == 10 and DECK["dragon"] == 9
    assert [
        DECK[c] for c in ("gold", "thief", "fallen_tree", "water_monster", "escort", "turnaround")
    ] == [6, 6, 5, 3, 5, 5]


@pytest.mark.parametrize(("kind", "terrain", "cost"), COSTS, ids=[f"{k}-{t}" for k, t, _ in COSTS])
def test_travel_cost_per_terrain_and_kind(kind, terrain, cost):
    state = lone_village(terrain, [kind] * 3)
    if cost is None:
        refused(state, Travel(kind), "cannot reach")
        return
    state.apply(Travel(kind))
    assert state.hands[0].get(kind, 0) == 3 - cost
    assert state.gold[0] == 7 + VALUES[terrain] + 10  # the only village: the bonus too


@pytest.mark.parametrize(
    ("kind", "terrain", "cost"), [c for c in COSTS if c[2] is not None and c[2] < 3]
)
def test_an_obstacle_costs_one_more_card_of_the_same_kind(kind, terrain, cost):
    state = lone_village(terrain, [kind] * 3, obstacle=1)
    state.apply(Travel(kind))
    assert state.hands[0].get(kind, 0) == 3 - cost - 1
    short = lone_village(terrain, [kind] * cost, obstacle=1)
    refused(short, Travel(kind), f"takes {cost + 1} cards \\(one more for the obstacle\\)")


def test_the_obstacle_owner_and_an_escort_ignore_it():
    own = lone_village("forest", ["unicorn"], obstacle=0)
    own.apply(Travel("unicorn"))
    assert own.hands[0] == {}
    escorted = lone_village("forest", ["unicorn", "escort"], obstacle=1)
    escorted.apply(Escort())
    escorted.apply(Travel("unicorn"))
    assert escorted.hands[0] == {}


def test_one_kind_of_card_per_village():
    state = lone_village("mountain", ["elf_cycle", "troll_wagon"])
    assert state.legal_actions() == [Stop()]
    refused(state, Travel("elf_cycle"), "takes 2 cards; you have 1")
    refused(state, Travel("giant_pig"), "cannot reach a mountain village")


def test_village_values_and_the_gold_card_of_ones_own_marker():
    for terrain, value in VALUES.items():
        kind = "raft" if terrain in ("river", "lake") else "dragon"
        state = lone_village(terrain, [kind] * 2 if terrain != "forest" else ["unicorn"])
        state.apply(state.legal_actions()[0])
        assert state.gold[0] == 7 + value + 10
    mine = lone_village("plains", ["dragon"], gold=0)
    mine.apply(Travel("dragon"))
    assert mine.trip_gold == 2 * 3 + 10
    theirs = lone_village("plains", ["dragon"], gold=1)
    theirs.apply(Travel("dragon"))
    assert theirs.trip_gold == 3 + 10


def test_a_thief_takes_two_gold_for_its_owner():
    state = lone_village("plains", ["dragon"], players=3, thief=2)
    state.apply(Travel("dragon"))
    assert state.gold == [7 - 2 + 3 + 10, 7, 7 + 2]
    own = lone_village("plains", ["dragon"], players=3, thief=0)
    own.apply(Travel("dragon"))
    assert own.gold == [7 + 3 + 10, 7, 7]


def test_no_entry_past_a_thief_with_under_two_gold():
    table = [[village("plains", thief=1), village("forest")], []]
    poor = arrange(2, table, [["dragon", "giant_pig", "unicorn"], []], gold=[1, 7])
    assert poor.legal_actions() == [Stop()]
    refused(poor, Travel("dragon"), "thief takes 2 gold .* you would arrive with 1,")
    enough = arrange(2, table, [["dragon"], []], gold=[2, 7])
    enough.apply(Travel("dragon"))
    assert enough.gold == [0 + 3, 7 + 2]


def test_no_village_may_be_skipped():
    """The lake comes first and needs rafts: the forest after it is out of reach."""
    table = [[village("lake"), village("forest")], [village("plains")]]
    state = arrange(2, table, [["unicorn", "giant_pig", "dragon"], []])
    assert state.next_village() == (0, 0)
    assert state.legal_actions() == [Stop()]


def test_the_route_is_a_ring_passing_empty_principalities():
    table = [[village("plains")], [], [village("forest")]]
    state = arrange(3, table, [["giant_pig"] * 4, [], []], first_player=0)
    state.apply(Travel("giant_pig"))
    assert state.next_village() == (2, 0), "principality 1 is empty and passed through"
    state.apply(Travel("giant_pig"))
    assert state.next_village() == (0, 0), "after the last principality comes one's own"
    state.apply(Travel("giant_pig"))
    assert state.path == [(0, 0), (2, 0), (0, 0)]
    travelling_from_2 = arrange(3, table, [[], [], ["giant_pig"]], first_player=2)
    assert travelling_from_2.next_village() == (2, 0)


def test_the_all_villages_bonus_is_paid_once_and_revisits_pay_again():
    table = [[village("plains")], [village("forest")]]
    state = arrange(2, table, [["giant_pig"] * 4 + ["turnaround"], []])
    state.apply(Travel("giant_pig"))
    assert state.gold[0] == 7 + 3
    state.apply(Travel("giant_pig"))
    assert state.gold[0] == 7 + 3 + 4 + 10 and state.bonus_paid
    state.apply(Turnaround())
    state.apply(Travel("giant_pig"))
    assert state.gold[0] == 7 + 3 + 4 + 10 + 3, "the plains pays again, no second bonus"
    state.apply(Travel("giant_pig"))
    assert state.gold[0] == 7 + 3 + 4 + 10 + 3 + 4
    assert state.trip_gold == 24


def test_an_escort_is_played_on_entering_and_dropped_on_leaving():
    table = [[village("plains", thief=1), village("forest")], [village("plains", thief=0)]]
    state = arrange(2, table, [["escort", "escort", "giant_pig", "giant_pig", "dragon"], []])
    state.apply(Escort())  # from the castle into one's own principality
    assert state.escort == 0
    state.apply(Travel("giant_pig"))
    assert state.gold == [7 + 3, 7], "the thief is ignored under escort"
    refused(state, Escort(), "next village is in the principality you are in")
    state.apply(Travel("giant_pig"))
    assert state.escort == 0
    state.apply(Travel("dragon"))
    assert state.escort is None and state.discard_pile.count("escort") == 1


def test_an_escort_in_use_is_discarded_when_the_trip_ends():
    table = [[village("plains")], [village("plains")]]
    state = arrange(2, table, [["escort", "dragon"], []])
    state.apply(Escort())
    state.apply(Stop())
    assert state.escort is None and state.discard_pile == ["escort"]
    assert state.current == 1


def test_a_second_escort_replaces_the_first():
    table = [[village("plains")], [village("plains", thief=0)]]
    state = arrange(2, table, [[], ["escort", "escort", "dragon"]], first_player=1)
    state.apply(Escort())
    state.apply(Travel("dragon"))
    state.apply(Escort())  # for principality 0, next
    assert state.escort == 0 and state.discard_pile.count("escort") == 1


def test_turnaround_only_after_an_own_village():
    table = [[village("plains")], [village("forest")]]
    state = arrange(2, table, [["turnaround", "giant_pig", "giant_pig"], []])
    refused(state, Turnaround(), "only after visiting a village of your own")
    state.apply(Travel("giant_pig"))
    state.apply(Turnaround())
    assert state.heading == -1 and state.next_village() == (1, 0)
    homeless = arrange(2, [[], [village("forest")]], [["turnaround", "giant_pig"], []])
    homeless.apply(Travel("giant_pig"))
    refused(homeless, Turnaround(), "only after visiting a village of your own")


# -- planning ---------------------------------------------------------------------------------
def planning(table, hands, gold=None, players=None):
    players = players or len(table)
    return arrange(players, table, hands, gold=gold, phase=PLANNING, first_player=0)


def test_buying_prices_limit_and_payment_at_the_end_of_planning():
    state = planning([[village("plains")], [village("plains")]], [["dragon"], ["dragon"]])
    for expected_gold, expected_aside in ((6, 1), (4, 3), (1, 6)):
        state.apply(Buy())
        assert (state.gold[0], state.set_aside[0]) == (expected_gold, expected_aside)
        state.apply(Pass())
    assert sum(state.hands[0].values()) == 4
    refused(state, Buy(), "bought 3 cards this round, the most allowed")
    state.apply(Pass())
    assert state.phase == TRAVEL
    assert state.set_aside == [0, 0] and state.gold[0] == 1 and state.bank == 6
    poor = planning([[village("plains")], []], [[], []], gold=[0, 7])
    refused(poor, Buy(), "costs 1 gold; you have 0")


def test_the_marker_limit_is_four():
    table = [[village("plains"), village("forest")], [village("mountain"), village("river")]]
    state = planning(table, [["thief"] * 3 + ["gold"] * 2, ["dragon"]])
    for card, owner, slot in (("thief", 0, 0), ("thief", 0, 1), ("thief", 1, 0), ("gold", 1, 1)):
        state.apply(PlaySpecial(card, owner, slot))
        state.apply(Pass())
    assert state.markers_left(0) == 0
    refused(state, PlaySpecial("gold", 0, 0), "All 4 of your markers")
    state.apply(RemoveVillage(0))  # removal gives markers back
    state.apply(Pass())
    assert state.markers_left(0) == 1
    state.apply(PlaySpecial("gold", 0, 0))


def test_one_special_of_a_kind_per_village_and_obstacles_by_terrain():
    table = [[village("plains", thief=1), village("river")], [village("lake")]]
    hand = ["thief", "fallen_tree", "fallen_tree", "water_monster", "gold"]
    state = planning(table, [hand, ["dragon"]])
    refused(state, PlaySpecial("thief", 0, 0), "already has a thief")
    refused(state, PlaySpecial("fallen_tree", 0, 1), "only on a plains, forest, mountain")
    refused(state, PlaySpecial("water_monster", 0, 0), "only on a river or lake")
    refused(state, PlaySpecial("escort", 0, 0), "not played onto a village")
    refused(state, PlaySpecial("gold", 0, 5), "no such village")
    state.apply(PlaySpecial("fallen_tree", 0, 0))
    state.apply(Pass())
    refused(state, PlaySpecial("fallen_tree", 0, 0), "already has an obstacle")
    state.apply(PlaySpecial("water_monster", 1, 0))
    assert state.table[1][0]["obstacle"] == 0 and state.table[0][0]["obstacle"] == 0


def test_removal_costs_two_plus_one_per_special():
    table = [
        [village("plains", thief=1, gold=0, obstacle=1), village("forest")],
        [village("river")],
    ]
    state = planning(table, [["dragon"], ["dragon"]], gold=[6, 7])
    bank = state.bank
    state.apply(RemoveVillage(0))
    assert state.gold[0] == 1 and state.bank == bank + 5
    assert Counter(state.discard_pile) == Counter(["plains", "thief", "gold", "fallen_tree"])
    assert state.markers_left(1) == 4 and state.markers_left(0) == 4
    assert [v["terrain"] for v in state.table[0]] == ["forest"]
    state.apply(Pass())
    refused(state, RemoveVillage(0), "costs 2 gold .* you have 1")
    refused(state, RemoveVillage(1), "no village there")
    check_conservation(state)


def test_pass_only_with_a_village():
    state = planning([[], [village("plains")]], [["forest"], ["dragon"]])
    refused(state, Pass(), "only with a village in your principality")
    state.apply(PlayVillage("forest", 0))
    state.apply(Pass())
    assert state.phase == PLANNING, "seat 0 acted, so seat 1's pass is the first in a row"
    state.apply(Pass())
    assert state.phase == TRAVEL


def test_a_player_who_can_do_nothing_may_pass_without_a_village():
    """Ruling: no village anywhere to find, an empty hand and no gold to buy."""
    villages = [t for t in TERRAINS for _ in range(VILLAGE_COUNT[t])]
    table = [[], [village(villages[0]), village(villages[1])]]
    state = planning(table, [[], villages[2:]], gold=[0, 7])
    assert state.legal_actions() == [Pass()]
    state.apply(Pass())


def test_village_capacity_is_two_and_three_with_two_players():
    three = planning([[village("plains")] * 2, [], []], [["forest"], [], []])
    refused(three, PlayVillage("forest", 0), "already holds 2 villages")
    three.apply(PlayVillage("forest", 2))
    assert len(three.table[2]) == 1
    two = planning([[village("plains")] * 2, [village("river")]], [["forest", "forest"], []])
    two.apply(PlayVillage("forest", 0))
    assert [v["terrain"] for v in two.table[0]] == ["plains", "plains", "forest"]
    two.apply(Pass())
    refused(two, PlayVillage("forest", 0), "already holds 3 villages")
    refused(two, PlayVillage("lake", 1), "no lake village in your hand")
    refused(two, PlayVillage("raft", 1), "not a village card")


def test_search_only_without_villages_anywhere():
    with_village = planning([[village("plains")], []], [["dragon"], []])
    refused(with_village, Search(), "only while your principality has no village")
    holding = planning([[], []], [["forest", "dragon"], []])
    refused(holding, Search(), "no village card in your hand")
    state = planning([[], []], [["dragon", "raft"], []])
    pile = list(state.draw_pile)
    state.apply(Search())
    assert state.phase == SEARCHING and state.shown[0] == {"dragon": 1, "raft": 1}
    assert state.observe(0)["you"]["search_pile"] == {t: VILLAGE_COUNT[t] for t in TERRAINS}
    assert "search_pile" not in state.observe(1)["you"]
    refused(state, TakeVillage("dragon"), "holds no dragon")
    state.apply(TakeVillage("lake"))
    assert state.phase == SEARCH_DISCARD
    refused(state, Discard("lake"), "Keep the village you found")
    state.apply(Discard("raft"))
    assert state.hands[0] == {"dragon": 1, "lake": 1} and state.discard_pile == ["raft"]
    assert state.shown[0] == {"dragon": 1, "lake": 1}
    assert state.draw_pile.count("lake") == 2 and state.current == 1
    pile.remove("lake")
    assert sorted(state.draw_pile) == sorted(pile) and state.draw_pile != pile, "reshuffled"
    check_conservation(state)


def test_search_takes_from_the_discards_when_the_draw_pile_has_no_village():
    state = arrange(2, [[], []], [[], []], phase=PLANNING, draw=["dragon"])
    state.apply(Search())
    state.apply(TakeVillage("desert"))  # an empty hand: nothing to discard
    assert state.hands[0] == {"desert": 1} and state.current == 1
    assert state.discard_pile.count("desert") == VILLAGE_COUNT["desert"] - 1
    check_conservation(state)


def test_draw_three_then_discard_four():
    state = planning([[village("plains")], []], [["dragon", "raft"], []])
    refused(state, Discard("dragon"), "planning phase")
    state.apply(DrawThree())
    assert state.phase == DRAWING and sum(state.hands[0].values()) == 5
    assert state.pending_discards == 4
    for _ in range(4):
        refused(state, Pass(), "Discard")
        state.apply(state.legal_actions()[0])
    assert sum(state.hands[0].values()) == 1 and len(state.discard_pile) == 4
    assert state.current == 1 and state.phase == PLANNING
    empty = planning([[], [village("plains")]], [[], []])
    refused(empty, DrawThree(), "at least one card")


def test_draw_three_with_few_cards_left_discards_the_whole_hand():
    """Only one card is left in the piles (seat 1 holds all the others)."""
    others = Counter(DECK) - Counter(["plains", "dragon", "raft"])
    state = arrange(
        2,
        [[village("plains")], []],
        [["dragon"], list(others.elements())],
        phase=PLANNING,
        draw=["raft"],
        discard=[],
    )
    state.apply(DrawThree())
    assert state.pending_discards == 2
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert state.hands[0] == {} and state.current == 1
    check_conservation(state)


def test_the_draw_pile_is_reshuffled_from_the_discards_when_empty():
    table = [[village("plains")], [village("forest")]]
    state = arrange(2, table, [["dragon"], []], phase=PLANNING, draw=["unicorn"])
    discards = len(state.discard_pile)
    state.apply(Buy())
    assert state.draw_pile == [] and state.hands[0] == {"dragon": 1, "unicorn": 1}
    state.apply(Pass())
    state.apply(DrawThree())
    assert state.discard_pile == [] and len(state.draw_pile) == discards - 3
    assert sum(state.hands[0].values()) == 5
    check_conservation(state)


# -- rounds -----------------------------------------------------------------------------------
def plan_villages_and_pass(state):
    """Planning with little in it: a village into one's own principality, else pass."""
    while state.phase not in (TRAVEL, OVER):
        actions = state.legal_actions()
        home = [
            a for a in actions if isinstance(a, PlayVillage) and a.principality == state.current
        ]
        if home and not state.table[state.current]:
            state.apply(home[0])
        else:
            state.apply(Pass() if Pass() in actions else actions[0])


@pytest.mark.parametrize(("players", "rounds"), [(2, 2), (3, 3), (4, 4), (5, 5), (6, 5)])
def test_rounds_deals_kept_hands_and_the_first_player(elves, players, rounds):
    state = elves.new_game(players, seed=players)
    first = state.first_player
    assert state.rounds == rounds
    assert [sum(h.values()) for h in state.hands] == [10] * players
    for number in range(1, rounds + 1):
        assert state.round == number and state.first_player == (first + number - 1) % players
        assert state.current == state.first_player
        plan_villages_and_pass(state)
        assert state.current == state.first_player
        held = [Counter(hand) for hand in state.hands]
        while state.phase == TRAVEL:
            state.apply(Stop())
        check_conservation(state)
        if number < rounds:
            assert not state.discard_pile and not any(state.table)
            # Ruling: one card at a time clockwise from the first player, while cards last.
            dealt = min(8 * players, 120 - sum(sum(hand.values()) for hand in held))
            for step in range(players):
                seat = (state.first_player + step) % players
                assert not held[seat] - Counter(state.hands[seat]), "hands are kept"
                share = dealt // players + (step < dealt % players)
                assert sum(state.hands[seat].values()) == sum(held[seat].values()) + share
    assert state.phase == OVER and state.to_move is None
    assert len(state.gold_by_round) == rounds


def test_most_gold_wins_and_ties_share():
    table = [[village("plains")], [village("plains")]]
    state = arrange(2, table, [[], []], gold=[31, 31], round_number=2)
    state.apply(Stop())
    assert state.winners() == [] and not state.is_over
    state.apply(Stop())
    assert state.is_over and state.winners() == [0, 1] and state.scores() == [31, 31]
    assert state.observe(1)["gold"] == [31, 31]


# -- teleport variant -------------------------------------------------------------------------
def teleport_table():
    return [
        [village("plains"), village("forest")],
        [village("lake", obstacle=0)],
        [village("desert", thief=1)],
    ]


def test_teleport_pays_three_gold_and_four_travel_cards():
    hand = ["dragon", "raft", "raft", "unicorn", "giant_pig", "turnaround", "escort"]
    state = arrange(3, teleport_table(), [hand, [], []], options={"teleport": True})
    refused(state, Teleport(2, 0), "only after visiting the first village")
    state.apply(Travel("dragon"))
    state.apply(Teleport(1, 0))
    assert state.phase == TELEPORTING and state.gold[0] == 7 + 3 - 3
    refused(state, Discard("turnaround"), "paid with travel cards")
    refused(state, Stop(), "Discard 4 more travel cards")
    for card in ("raft", "raft", "unicorn", "giant_pig"):
        state.apply(Discard(card))
    assert state.phase == TRAVEL and state.position == (1, 0)
    assert state.gold[0] == 7 + 3 - 3 + 7, "the lake pays; its obstacle is not paid for"
    assert state.heading == 1 and state.next_village() == (2, 0)
    assert state.hands[0] == {"turnaround": 1, "escort": 1}
    check_conservation(state)


def test_teleport_limits():
    hand = ["dragon"] * 4 + ["raft"]
    state = arrange(3, teleport_table(), [hand, [], []], gold=[4, 7, 7], options={"teleport": True})
    state.apply(Travel("dragon"))
    assert state.gold[0] == 7
    refused(state, Teleport(0, 0), "already")
    refused(state, Teleport(5, 0), "no such village")
    state.apply(Teleport(2, 0))  # 7 - 3 = 4: enough for the thief
    for card in ("dragon", "dragon", "dragon", "raft"):
        state.apply(Discard(card))
    assert state.gold == [7 - 3 - 2 + 6, 9, 7]
    poor = arrange(3, teleport_table(), [hand, [], []], gold=[0, 7, 7], options={"teleport": True})
    poor.apply(Travel("dragon"))
    refused(poor, Teleport(2, 0), "would arrive with 0,")
    poor.apply(Teleport(1, 0))
    broke = arrange(
        2,
        [[village("river")], [village("plains")]],
        [hand + ["raft"], []],
        gold=[0, 7],
        options={"teleport": True},
    )
    broke.apply(Travel("raft"))
    refused(broke, Teleport(1, 0), "costs 3 gold; you have 2")
    few = arrange(3, teleport_table(), [["dragon"] * 4, [], []], options={"teleport": True})
    few.apply(Travel("dragon"))
    refused(few, Teleport(1, 0), "4 travel cards; you have 3")
    plain = arrange(3, teleport_table(), [hand, [], []])
    plain.apply(Travel("dragon"))
    refused(plain, Teleport(1, 0), "variant is not in play")


# -- protocol details -------------------------------------------------------------------------
def test_options_and_player_counts(elves):
    assert elves.new_game(2).options == {"teleport": False, "first_player": -1}
    for players in range(2, 7):
        elves.new_game(players, options={"teleport": True})
    with pytest.raises(InvalidOptions, match="2–6 players, not 7"):
        elves.new_game(7)


def test_refusals_explain_and_change_nothing():
    state = arrange(2, [[village("plains")], []], [["dragon", "thief"], []], phase=PLANNING)
    check_refusals(
        state,
        [
            Travel("dragon"),
            Stop(),
            Discard("dragon"),
            TakeVillage("lake"),
            PlaySpecial("thief", 1, 0),
            PlaySpecial("nothing", 0, 0),
            PlayVillage("plains", 0),
            PlayVillage("plains", "x"),
            RemoveVillage(-1),
            RemoveVillage(True),
            Teleport(0, 0),
        ],
    )
    refused(state, PlaySpecial("nothing", 0, 0), "nothing is not played onto a village")
    refused(state, PlaySpecial("gold", 0, 0), "no gold card in your hand")
    state.apply(DrawThree())
    refused(state, Discard("nothing"), "no card called 'nothing'")


def test_an_arranged_position_cannot_be_saved_or_replayed():
    state = arrange(2, [[village("plains")], []])
    with pytest.raises(RuntimeError, match="arranged"):
        state.to_json()
    with pytest.raises(RuntimeError, match="arranged"):
        state.replay(0)
