"""The public account of each trip and round in the views: every arrival's gold, the bonus,
thief tolls, teleports, purchases and removals, adding up to the gold each seat gained."""

from __future__ import annotations

from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.games.elves.actions import (
    Buy,
    Discard,
    Pass,
    RemoveVillage,
    Stop,
    Teleport,
    Travel,
)
from kingmakers.games.elves.rules import PLANNING

from .conftest import ANNA, DORA, KAROLY, ROBERT, arrange, village
from .test_examples import ANNA_TRIP, DORA_TRIP, example


def test_the_trip_view_lists_each_arrival_as_it_happens():
    state = example(first_player=ANNA)
    for action, _ in ANNA_TRIP[:3]:
        state.apply(action)
    steps = state.observe(None)["trip"]["steps"]
    assert [(s["terrain"], s["gold"], s["doubled"], s["thief"], s["bonus"]) for s in steps] == [
        ("river", 2, False, None, 0),
        ("forest", 8, True, None, 0),
        ("desert", 6, False, ROBERT, 0),
    ]
    assert [(s["principality"], s["slot"]) for s in steps] == [(ANNA, 0), (ROBERT, 0), (KAROLY, 0)]
    trip = state.observe(None)["trip"]
    assert trip["next"] == [KAROLY, 1]
    assert (trip["next_thief"], trip["next_obstacle"], trip["next_escorted"]) == (
        False,
        False,
        False,
    )
    for action, _ in ANNA_TRIP[3:]:
        state.apply(action)
    last = state.observe(None)["trip"]["steps"][-1]
    assert (last["terrain"], last["gold"], last["bonus"]) == ("mountain", 5, 10)
    state.apply(Stop())
    assert state.observe(None)["trip"]["steps"] == []  # Róbert's trip has not begun


def test_the_trip_view_says_what_the_next_village_costs_the_traveller_beyond_its_terrain():
    state = example(first_player=ANNA)
    trip = state.observe(None)["trip"]
    assert trip["next"] == [ANNA, 0]  # Dóra's water monster on Anna's river village
    assert (trip["next_thief"], trip["next_obstacle"], trip["next_escorted"]) == (
        False,
        True,
        False,
    )
    state = example(first_player=DORA)
    for action, _ in DORA_TRIP[:4]:  # up to the escort into Károly's principality
        state.apply(action)
    trip = state.observe(None)["trip"]
    assert trip["next"] == [KAROLY, 0]  # Róbert's thief, kept away by the escort
    assert (trip["next_thief"], trip["next_obstacle"], trip["next_escorted"]) == (
        False,
        False,
        True,
    )


def test_a_round_result_explains_every_seats_gold():
    state = example(first_player=ANNA)
    for action, _ in ANNA_TRIP:
        state.apply(action)
    for _ in range(3):
        state.apply(Stop())
    for action, _ in DORA_TRIP:
        state.apply(action)
    assert state.observe(None)["results"] == []
    state.apply(Stop())
    [result] = state.observe(None)["results"]
    anna, robert, karoly, dora = result
    assert [v["gold"] for v in anna["visits"]] == [2, 8, 6, 3, 5]
    assert (anna["bonus"], anna["thief_paid"], anna["gained"]) == (10, 2, 32)
    assert (robert["thief_received"], robert["visits"], robert["gained"]) == (2, [], 2)
    assert karoly["gained"] == 0
    assert [v["gold"] for v in dora["visits"]] == [5, 2, 4, 6, 3, 6, 4]
    assert (dora["bonus"], dora["thief_paid"], dora["gained"]) == (10, 0, 40)
    assert state.observe(ANNA)["results"] == state.observe(None)["results"]


def test_purchases_removals_and_teleports_are_counted():
    table = [[village("plains"), village("forest", thief=1)], [village("lake")]]
    hands = [["raft"] * 4 + ["giant_pig"] * 2, []]
    state = arrange(
        2,
        table,
        hands,
        gold=[10, 7],
        phase=PLANNING,
        draw=["dragon", "dragon"],
        options={"teleport": True},
    )
    state.apply(Buy())  # Anna: 1 gold for a dragon
    state.apply(Buy())  # the other seat: 1 gold
    state.apply(RemoveVillage(1))  # Anna removes the forest with the thief: 3 gold
    state.apply(Pass())
    state.apply(Pass())
    assert state.phase == "travel" and state.current == ANNA
    state.apply(Travel("giant_pig"))
    state.apply(Teleport(1, 0))
    for _ in range(4):
        state.apply(Discard("raft"))
    state.apply(Stop())
    state.apply(Stop())
    anna, other = state.observe(None)["results"][0]
    assert (anna["bought"], anna["removed"], anna["teleport"]) == (1, 3, 3)
    assert [(v["terrain"], v["gold"], v["teleport"]) for v in anna["visits"]] == [
        ("plains", 3, 0),
        ("lake", 7, 3),
    ]
    assert anna["bonus"] == 10 and anna["gained"] == 3 + 7 + 10 - 3 - 1 - 3
    assert other["bought"] == 1 and other["gained"] == -1


def test_the_results_add_up_to_the_gold_of_every_round_of_a_whole_game():
    game = get_game("elves")
    for players, teleport in ((3, True), (6, False)):
        state = game.new_game(players, seed=players, options={"teleport": teleport})
        bots = [make_bot(game, "heuristic", seat) for seat in range(players)]
        while not state.is_over:
            state.apply(bots[state.to_move].choose(state))
        view = state.observe(None)
        before = [7] * players
        assert len(view["results"]) == state.rounds
        for result, after in zip(view["results"], view["gold_by_round"], strict=True):
            assert [row["gained"] for row in result] == [
                a - b for a, b in zip(after, before, strict=True)
            ]
            before = after
