"""What the search leans on in King of the Elves: the legal moves generated directly match the
refusals move for move, the next village found directly matches the route, and the play-out
policy only ever plays legal moves, deterministically for a seed, to the end of the game from
positions all over random and bot games in every player count."""

from __future__ import annotations

import pytest

from kingmakers.engine import Rng
from kingmakers.games.elves.actions import (
    Escort,
    PlaySpecial,
    PlayVillage,
    Stop,
    Travel,
    Turnaround,
)
from kingmakers.games.elves.rules import PLANNING, TRAVEL
from tests.protocol import play_out

from .conftest import CONFIGS, IDS, arrange, check_conservation, village


def route_next_village(state):
    """The next village the slow way, by the position's index on the whole route."""
    route = state._route()
    if not route:
        return None
    if state.position is None:
        return route[0]
    return route[(route.index(state.position) + state.heading) % len(route)]


@pytest.mark.parametrize(("players", "teleport"), CONFIGS, ids=IDS)
def test_generated_moves_are_exactly_those_the_refusals_allow(elves, players, teleport):
    steps = 0

    def check(state):
        nonlocal steps
        steps += 1
        assert state._generate() == state._allowed_by_refusals()
        if state.phase == TRAVEL:
            assert state.next_village() == route_next_village(state)

    for seed, bots in enumerate([None, None, None, ["heuristic", "random"] * 3]):
        play_out(
            elves,
            players,
            500 + seed,
            {"teleport": teleport},
            bots=bots and bots[:players],
            on_step=check,
        )
    assert steps > 300


def positions(elves, players: int, teleport: bool, every: int) -> list:
    """Positions every ``every`` moves of a random game and of a heuristic-against-random game."""
    seen = []

    def keep(state):
        if len(state.history) % every == 0:
            seen.append(state.clone())

    for seed, bots in enumerate([None, ["heuristic", "random"] * 3]):
        play_out(
            elves,
            players,
            700 + seed,
            {"teleport": teleport},
            bots=bots and bots[:players],
            on_step=keep,
        )
    return seen


def playout(state, seed: int) -> list:
    """Play ``state`` to the end with the play-out policy, checking every move; the moves."""
    rng = Rng(seed)
    moves = []
    while not state.is_over:
        action = state.playout_action(rng)
        assert action in state.legal_actions(), (action, state.phase)
        assert state.is_legal(action)
        moves.append(action)
        state.apply(action)
        check_conservation(state)
        assert len(moves) < 5_000, "play-outs end"
    return moves


@pytest.mark.parametrize(("players", "teleport"), CONFIGS, ids=IDS)
def test_playouts_are_legal_and_seeded_to_the_end(elves, players, teleport):
    """From many positions, re-dealt as the search does, to the end of the game."""
    rng = Rng(players)
    states = positions(elves, players, teleport, every=4 * players + 1)
    assert len(states) > 10
    for number, state in enumerate(states):
        world = state.sample_hidden(state.to_move, rng)
        again = world.clone()
        moves = playout(world, number)
        assert playout(again, number) == moves
        assert world.determinised
        # The real state plays out legally too (it shuffles instead of drawing at random).
        if number % 4 == 0:
            playout(state.clone(), number)


def test_playouts_in_a_determinisation_leave_the_real_state_alone(elves):
    state = positions(elves, 4, False, every=25)[3]
    before = (list(state.draw_pile), [dict(hand) for hand in state.hands], state.rng.state)
    playout(state.sample_hidden(state.to_move, Rng(5)), 5)
    assert before == (state.draw_pile, state.hands, state.rng.state)


def test_the_playout_policy_travels_by_the_cheapest_kind():
    table = [[village("mountain"), village("plains")], [village("forest")]]
    hand = ["elf_cycle", "elf_cycle", "magic_cloud", "giant_pig", "giant_pig", "giant_pig"]
    state = arrange(2, table, [hand, []])
    seeds = range(30)
    first = [state.playout_action(Rng(seed)) for seed in seeds]
    # Mostly the magic cloud (1 card) over the elf-cycles (2 cards) to the mountain.
    assert first.count(Travel("magic_cloud")) > 20
    assert set(first) <= {Travel("magic_cloud"), Travel("elf_cycle")}
    state.apply(Travel("magic_cloud"))
    # To the plains: of the 1-card kinds, the giant pig, held three times.
    assert [state.playout_action(Rng(seed)) for seed in seeds].count(Travel("giant_pig")) > 20


def test_the_playout_policy_escorts_and_turns_round_when_stuck():
    table = [[village("plains")], [village("desert", obstacle=1)]]
    state = arrange(2, table, [["dragon", "dragon", "escort"], []])
    state.apply(Travel("dragon"))
    assert state.playout_action(Rng(1)) == Escort()  # one dragon left: no way past the tree
    state.apply(Escort())
    assert state.playout_action(Rng(1)) == Travel("dragon")
    table = [[village("plains"), village("forest")], [village("lake")]]
    state = arrange(2, table, [["giant_pig"] * 3 + ["turnaround"], []])
    state.apply(Travel("giant_pig"))
    state.apply(Travel("giant_pig"))
    assert state.playout_action(Rng(1)) == Turnaround()  # no raft for the lake
    state.apply(Turnaround())
    assert state.playout_action(Rng(1)) == Travel("giant_pig")
    state.apply(Travel("giant_pig"))
    assert state.playout_action(Rng(1)) == Stop()


def test_the_playout_policy_plans_a_village_then_its_gold_card(elves):
    state = arrange(
        2, [[], []], [["plains", "forest", "giant_pig", "gold"], ["river"]], phase=PLANNING
    )
    first = state.playout_action(Rng(3))
    assert isinstance(first, PlayVillage) and first.principality == 0
    state.apply(first)
    assert state.playout_action(Rng(3)) == PlayVillage("river", 1)
    state.apply(PlayVillage("river", 1))
    assert {state.playout_action(Rng(seed)) for seed in range(20)} == {PlaySpecial("gold", 0, 0)}
