"""Playing on from a position with what no seat has seen re-dealt (the replay's "Play from
here"): the draw pile changes for some seed, no seat's view does, and the new game saves,
loads, undoes and replays exactly."""

from __future__ import annotations

import json

import pytest

from kingmakers.engine import Rng, SaveError
from kingmakers.games import available_games, get_game
from tests.protocol import check_replay, check_round_trip, snapshot

#: Each game's pile its future draws come from (what the test compares).
DRAW_PILES = {
    "viva": "goal_deck",
    "elves": "draw_pile",
    "fortheking": "deck",
    "intrighi": "draw_pile",
}
SEEDS = range(8)


def test_every_game_names_its_draw_pile():
    assert set(DRAW_PILES) == set(available_games())


def position(game_id: str, moves: int = 6):
    """A game after up to ``moves`` random moves, its draw pile holding two cards or more."""
    game = get_game(game_id)
    state = game.new_game(game.max_players, seed=7)
    rng = Rng(3)
    for _ in range(moves):
        if state.is_over or len(getattr(state, DRAW_PILES[game_id])) < 3:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert len(getattr(state, DRAW_PILES[game_id])) >= 2
    return state


def views(state) -> list:
    return [state.observe(seat) for seat in [None, *range(state.players)]]


@pytest.mark.parametrize("game_id", DRAW_PILES)
def test_a_reshuffle_changes_the_draws_for_some_seed_and_no_seats_view(game_id):
    original = position(game_id)
    piles = set()
    for seed in SEEDS:
        branch = original.clone()
        branch.reshuffle(seed)
        assert views(branch) == views(original)
        piles.add(tuple(getattr(branch, DRAW_PILES[game_id])))
    assert any(pile != tuple(getattr(original, DRAW_PILES[game_id])) for pile in piles)


@pytest.mark.parametrize("game_id", DRAW_PILES)
def test_a_reshuffled_game_saves_loads_undoes_and_replays_exactly(game_id):
    branch = position(game_id)
    reshuffled_at = len(branch.history)
    branch.reshuffle(12345)
    rng = Rng(5)
    for _ in range(4):
        if branch.is_over:
            break
        branch.apply(rng.choice(branch.legal_actions()))
    data = json.loads(json.dumps(branch.to_json()))
    assert data["reshuffles"] == [[reshuffled_at, 12345]]
    check_round_trip(branch)
    check_replay(branch)
    undone = branch.replay(reshuffled_at - 1)
    for action in branch.history[reshuffled_at - 1 :]:
        undone.apply(action)
    assert snapshot(undone) == snapshot(branch)


@pytest.mark.parametrize("game_id", DRAW_PILES)
def test_a_game_never_reshuffled_saves_as_before(game_id):
    state = position(game_id)
    assert "reshuffles" not in state.to_json()
    assert snapshot(get_game(game_id).from_json(state.to_json())) == snapshot(state)


@pytest.mark.parametrize("bad", [{}, [[1]], [[1, "2"]], [[-1, 2]], [[True, 2]], "x"])
def test_a_save_with_malformed_reshuffles_is_refused(bad):
    state = position("viva", moves=0)
    data = {**state.to_json(), "reshuffles": bad}
    with pytest.raises(SaveError):
        get_game("viva").from_json(data)
