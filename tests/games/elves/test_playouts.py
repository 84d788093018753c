"""Seeded random and bot play-outs of King of the Elves in every player count, with and
without the teleport variant: every game ends, all 120 cards and all gold stay accounted for
at every step, and the heuristic bot decides from its own view only. (The generic protocol
checks are in tests/engine/test_conformance.py.)"""

from __future__ import annotations

import pytest

from kingmakers.ai import make_bot
from kingmakers.engine import Rng
from tests.protocol import play_out

from .conftest import CONFIGS, IDS, check_conservation

#: Random games per player count (more where games are short): 1,000 in all.
RANDOM_GAMES = {2: 200, 3: 120, 4: 80, 5: 60, 6: 40}


def check_step(state) -> None:
    check_conservation(state)
    assert state.to_move == state.current
    assert all(len(principality) <= state.capacity for principality in state.table)
    assert all(state.markers_left(seat) >= 0 for seat in range(state.players))


def check_finished(state) -> None:
    check_conservation(state)
    assert state.is_over and state.legal_actions() == []
    assert len(state.gold_by_round) == state.rounds
    assert state.gold_by_round[-1] == state.gold == state.scores()
    best = max(state.gold)
    assert state.winners() == [s for s in range(state.players) if state.gold[s] == best]


@pytest.mark.parametrize(("players", "teleport"), CONFIGS, ids=IDS)
def test_random_playouts(elves, players, teleport):
    for seed in range(RANDOM_GAMES[players] // 2):
        state = play_out(elves, players, seed, {"teleport": teleport}, on_step=check_step)
        check_finished(state)


@pytest.mark.parametrize(("players", "teleport"), CONFIGS, ids=IDS)
def test_bot_playouts(elves, players, teleport):
    """Heuristic bots, alone and against random ones."""
    for seed, bots in enumerate([["heuristic"] * players, ["heuristic", "random"] * 3]):
        state = play_out(
            elves, players, seed, {"teleport": teleport}, bots=bots[:players], on_step=check_step
        )
        check_finished(state)


def test_random_play_reaches_every_kind_of_move(elves):
    """The play-outs above are worth something only if they exercise every action."""
    kinds = set()
    for players, teleport in CONFIGS:
        for seed in range(4):
            state = play_out(elves, players, seed, {"teleport": teleport})
            kinds |= {action.kind for action in state.history}
    assert kinds == set(elves.actions.by_kind)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_heuristic_bot_decides_from_its_view_only(elves, players):
    """Re-dealing what the bot's seat cannot know never changes its choice."""
    rng = Rng(players)
    choices = 0

    def check(state):
        nonlocal choices
        if len(state.history) % 5 or len(state.legal_actions()) < 2:
            return
        seat = state.to_move
        real = make_bot(elves, "heuristic", 9).choose(state)
        redealt = make_bot(elves, "heuristic", 9).choose(state.sample_hidden(seat, rng))
        assert real == redealt
        choices += 1

    play_out(elves, players, 3, bots=["heuristic", "random"] * 3, on_step=check)
    assert choices > 10
