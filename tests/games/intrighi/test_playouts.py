"""Seeded play-outs for 2–6 players: they end, conserve the cards, the public view names no
hidden card; and the heuristic bot beats random ones. (The generic protocol checks are in
tests/engine/test_conformance.py.)"""

from __future__ import annotations

import pytest

from kingmakers.__main__ import main
from kingmakers.ai.simulate import simulate
from kingmakers.games.intrighi import GAME
from tests.games.intrighi.scenario import assert_conserved, assert_public_view_clean
from tests.protocol import play_out

PLAYERS = range(2, 7)


@pytest.mark.parametrize("players", PLAYERS)
def test_random_playouts_end_and_conserve_the_cards(players):
    for seed in range(200):
        state = play_out(GAME, players, seed, on_step=assert_conserved)
        assert_conserved(state)
        assert state.is_over and state.turn == 59 - 3 * players
        assert set(state.winners()) <= set(range(players))


@pytest.mark.parametrize("players", PLAYERS)
def test_the_public_view_names_no_hidden_card_at_any_step(players):
    def step(state):
        assert_public_view_clean(state.observe(None))

    bots = ["heuristic", "random"] * 3
    for seed in range(10):
        play_out(GAME, players, seed, bots=bots[:players], on_step=step)


@pytest.mark.parametrize("players", PLAYERS)
def test_heuristic_playouts(players):
    for seed in range(30):
        state = play_out(GAME, players, seed, bots=["heuristic"] * players)
        assert_conserved(state)
        assert state.turn == 59 - 3 * players


def test_heuristic_beats_random_bots():
    result = simulate(GAME, 4, ["heuristic", "random", "random", "random"], games=300, seed=2)
    assert result.win_rates[0] > 0.5, result.report()
    assert all(rate < 0.2 for rate in result.win_rates[1:]), result.report()


def test_simulate_from_the_command_line(capsys):
    assert (
        main(
            [
                "simulate",
                "intrighi",
                "--players",
                "3",
                "--bots",
                "heuristic,random,random",
                "--games",
                "5",
                "--seed",
                "1",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "intrighi: 5 games, 3 players" in out and "heuristic" in out
