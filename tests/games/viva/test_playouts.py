"""Seeded random play-outs of Viva il Re! in every player count and variant: the game ends
with a King each round, invariants hold at every step, and views hide the goal cards. (The
generic protocol checks are in tests/engine/test_conformance.py.)"""

from __future__ import annotations

from collections import Counter

import pytest

from kingmakers.ai.simulate import simulate
from kingmakers.engine import Rng
from kingmakers.games.viva.data import CANDIDATE_IDS, LEVEL_CAPACITY, THRONE
from kingmakers.games.viva.rules import REMOVED, UNPLACED, VOTE
from tests.protocol import play_out

CONFIGS = [
    (players, {"envoy": False, "privy": privy})
    for players in (3, 4, 5, 6)
    for privy in (False, True)
]
CONFIGS += [
    (players, {"envoy": True, "privy": privy})
    for players in (2, 3, 4, 5)
    for privy in (False, True)
]
GAMES_PER_CONFIG = 125


def check_invariants(state) -> None:
    """13 candidates accounted for, level limits, the privy, NO cards conserved."""
    assert set(state.position) == set(CANDIDATE_IDS)
    counts = Counter(state.position.values())
    assert all(counts[level] <= LEVEL_CAPACITY for level in range(1, THRONE))
    assert counts[THRONE] <= 1 and (counts[THRONE] == 1) == (state.phase == VOTE or state.is_over)
    assert set(counts) <= {UNPLACED, REMOVED, *range(THRONE + 1)}
    if state.privy is not None:
        assert state.position[state.privy] == state.privy_level
    played = Counter()
    envoy_played = 0
    removed = 0
    for entry in state.log:
        if entry[0] == "round":
            played, envoy_played, removed = Counter(), 0, 0
        elif entry[0] == "vote" and not entry[4]:
            removed += 1
            played.update(seat for seat, ballot in enumerate(entry[2]) if not ballot)
            envoy_played += entry[3] == "no"
    for seat in range(state.players):
        assert state.no_cards[seat] + played[seat] == state.no_cards_each
    if state.envoy:
        assert state.envoy_no_cards + envoy_played == state.no_cards_each
    assert counts[REMOVED] == removed


@pytest.mark.parametrize(
    ("players", "options"),
    CONFIGS,
    ids=[
        f"{p}p-{'envoy' if o['envoy'] else 'plain'}{'-privy' if o['privy'] else ''}"
        for p, o in CONFIGS
    ],
)
def test_random_playouts(viva, players, options):
    for seed in range(GAMES_PER_CONFIG):
        state = play_out(viva, players, seed, options, on_step=check_invariants)
        check_invariants(state)
        assert [result[0] for result in state.round_results] == [1, 2, 3]
        assert all(result[1] in CANDIDATE_IDS for result in state.round_results)
        assert sum(state.totals) == sum(sum(result[3]) for result in state.round_results)


def test_views_hide_goal_cards_and_no_counts(viva):
    """Two states that differ only in what seat 0 cannot know give seat 0 the same view, and
    the view names none of the other seats' secrets."""
    state = viva.new_game(4, seed=21)
    other = state.sample_hidden(0, Rng(5))
    assert other.goals[1:] != state.goals[1:] and other.goals[0] == state.goals[0]
    assert other.observe(0) == state.observe(0)
    view = state.observe(0)
    assert "goals" not in view and "no_cards" not in {k for k in view if k != "you"}
    text = str(view)
    for card in state.goals[1:]:
        assert f"'goal_card': {card}," not in text


def test_heuristic_beats_random_clearly(viva):
    result = simulate(viva, 4, ["heuristic", "random", "random", "random"], games=1000, seed=1)
    assert result.win_rates[0] > 0.45, result.report()
