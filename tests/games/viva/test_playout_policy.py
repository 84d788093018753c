"""The search's play-out policy (``VivaState.playout_action``) and its determinisation:
the policy only ever gives legal moves (the search plays them unchecked), is reproducible
for a seed, plays the rule of thumb, and re-dealt ballots follow the re-dealt goal cards."""

from __future__ import annotations

import pytest

from kingmakers.engine import Rng
from kingmakers.games.viva.actions import Climb, EnterPrivy, Place, Vote
from kingmakers.games.viva.data import favourites
from kingmakers.games.viva.rules import PLAYOUT_EXPLORATION, VOTE
from tests.games.viva.conftest import climb, lay_out
from tests.protocol import play_out

CONFIGS = [
    (players, {"envoy": envoy, "privy": privy})
    for players in (3, 4, 5, 6)
    for envoy in (False, True)
    for privy in (False, True)
    if not (envoy and players == 6)
]
CONFIGS += [(2, {"envoy": True, "privy": True})]
IDS = [f"{p}p{'-envoy' if o['envoy'] else ''}{'-privy' if o['privy'] else ''}" for p, o in CONFIGS]


def states_of(viva, players, options, seed, every=7):
    """Every ``every``-th state of a seeded random game, copied."""
    seen = []
    play_out(
        viva,
        players,
        seed,
        options,
        on_step=lambda state: len(state.history) % every == 0 and seen.append(state.clone()),
    )
    return seen


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
def test_playouts_to_the_end_are_legal(viva, players, options):
    """From many states of random games (and their determinisations), seeded policy
    play-outs reach the end with only legal moves."""
    for seed in range(4):
        for number, start in enumerate(states_of(viva, players, options, seed)):
            for world in (start, start.sample_hidden(start.to_move, Rng(number))):
                rng = Rng(seed * 1000 + number)
                while not world.is_over:
                    action = world.playout_action(rng)
                    assert action in world.legal_actions(), (action, world.phase)
                    world.apply(action)
                assert len(world.round_results) == 3


@pytest.mark.parametrize(("players", "options"), CONFIGS[::3], ids=IDS[::3])
def test_playout_is_deterministic_for_a_seed(viva, players, options):
    for number, start in enumerate(states_of(viva, players, options, seed=3, every=11)):
        runs = []
        for _ in range(2):
            world, rng = start.clone(), Rng(number)
            while not world.is_over:
                world.apply(world.playout_action(rng))
            runs.append((world.history, world.totals))
        assert runs[0] == runs[1]
        # Only the rng passed in is drawn from: the state's own is left alone.
        world = start.clone()
        world.playout_action(Rng(number))
        assert world.rng == start.rng


def test_playout_explores(viva):
    """Some moves are random, so one position gets several different moves over seeds."""
    state = viva.new_game(4, seed=8)
    picks = {state.playout_action(Rng(seed)) for seed in range(200)}
    assert len(picks) > 4
    assert 0 < PLAYOUT_EXPLORATION < 0.5


def _greedy_rng(state):
    """A seed whose first draw skips the random move."""
    return next(Rng(seed) for seed in range(100) if Rng(seed).random() >= PLAYOUT_EXPLORATION)


def test_playout_places_own_favourites_high_and_others_low(viva):
    state = viva.new_game(4, seed=2, options={"first_player": 0})
    mine = favourites(state.goals[0])
    for seed in range(40):
        rng = Rng(seed)
        if rng.copy().random() < PLAYOUT_EXPLORATION:
            continue
        action = state.playout_action(rng)
        assert isinstance(action, Place) and action.candidate in mine and action.level == 4
    # With no favourite left to place, a rival's candidate goes to the Craftsmen.
    for number, candidate in enumerate(mine):
        state.position[candidate] = 4 - number // 2
    action = state.playout_action(_greedy_rng(state))
    assert action.candidate not in mine and action.level == 1


def test_playout_votes_the_rule_of_thumb(viva):
    """YES on a favourite, NO on a rival's candidate while holding NO cards, YES without."""
    state = viva.new_game(3, seed=4, options={"first_player": 0})
    lay_out(state, {1: "ABCD", 2: "EFGI", 3: "LMNO"})
    climb(state, "L", "L", "L")  # Officers -> Dignitaries -> Nobles -> Throne
    assert state.phase == VOTE and state.throne_candidate == "L"
    seat = state.to_move
    expected = "L" in favourites(state.goals[seat])
    assert state.playout_action(Rng(0)) == Vote(expected)
    state.no_cards[seat] = 0
    assert state.playout_action(Rng(0)) == Vote(True)


def test_playout_climbs_with_the_rule_of_thumb(viva):
    """Without the random share, a climb moves a favourite up one level when it can."""
    state = viva.new_game(4, seed=5, options={"first_player": 0})
    while state.phase != "climb":
        state.apply(state.legal_actions()[0])
    seat = state.to_move
    mine = favourites(state.goals[seat])
    for seed in range(60):
        rng = Rng(seed)
        if rng.copy().random() < PLAYOUT_EXPLORATION:
            continue
        action = state.playout_action(rng)
        assert isinstance(action, (Climb, EnterPrivy))
        if any(Climb(c) in state.legal_actions() for c in mine if state.position[c] < 5):
            assert action.candidate in mine


def test_redealt_ballots_follow_redealt_goal_cards(viva):
    """A pending ballot in a determinisation is the rule of thumb's for the re-dealt card
    most of the time, never a coin toss independent of it."""
    state = viva.new_game(4, seed=11, options={"first_player": 0})
    lay_out(state, {1: "ABC", 2: "DEF", 3: "GIL", 4: "MNO"})
    climb(state, "M", "M")
    assert state.phase == VOTE
    crown = state.crown
    state.apply(Vote(True))  # the crown holder votes first; the next seat searches
    searcher = state.to_move
    agree = total = 0
    for seed in range(300):
        world = state.sample_hidden(searcher, Rng(seed))
        assert world.ballots[searcher] is None
        agree += world.ballots[crown] == ("M" in favourites(world.goals[crown]))
        total += 1
    assert agree / total > 0.75
