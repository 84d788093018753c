"""Seeded play-outs for 2–6 players: they end, conserve the cards, save, replay, leak nothing;
and the heuristic bot beats random ones."""

from __future__ import annotations

import pytest

from kingmakers.__main__ import main
from kingmakers.ai.simulate import simulate
from kingmakers.engine import Rng
from kingmakers.games.intrighi import GAME
from kingmakers.games.intrighi.actions import (
    Discard,
    Pass,
    Place,
    PlayAbility,
    PlayBeside,
    PlayConfessione,
    PlayScandalo,
    PlaySpionaggio,
    PlayStackCard,
    PlayTradimento,
    UseConfessore,
    UseSpia,
)
from kingmakers.games.intrighi.cards import CARD_TYPES
from tests.games.intrighi.scenario import assert_conserved, assert_public_view_clean
from tests.protocol import (
    check_clone_independent,
    check_hidden_information,
    check_refusals,
    check_replay,
    check_round_trip,
    check_views_json,
    play_out,
)

PLAYERS = range(2, 7)
KEYS = [card.key for card in CARD_TYPES] + ["joker"]


def every_action(state) -> list:
    """Each kind of action with every field value in range and just out of it."""
    seats = range(-1, state.players + 1)
    candidates = range(-1, 6)
    positions = range(-1, max(len(stack) for stack in state.stacks) + 2)
    return [
        Pass(),
        *(cls(key) for cls in (PlayStackCard, PlayAbility, Discard) for key in KEYS),
        *(Place(c, p) for c in candidates for p in positions),
        *(PlayBeside(key, s) for key in KEYS for s in seats),
        *(PlayTradimento(s, a) for s in seats for a in seats),
        *(cls(c) for cls in (PlaySpionaggio, PlayScandalo, UseSpia) for c in candidates),
        *(cls(s) for cls in (PlayConfessione, UseConfessore) for s in seats),
    ]


@pytest.mark.parametrize("players", PLAYERS)
def test_random_playouts_end_and_conserve_the_cards(players):
    for seed in range(200):
        state = play_out(GAME, players, seed, on_step=assert_conserved)
        assert_conserved(state)
        assert state.is_over and state.turn == 59 - 3 * players
        assert set(state.winners()) <= set(range(players))
        if seed % 10 == 0:
            check_round_trip(state)
            check_replay(state)


@pytest.mark.parametrize("players", PLAYERS)
def test_every_step_keeps_the_protocol(players):
    """Hidden information, views, refusals and the legal list agree at every step."""
    teeth = False
    rng = Rng(players)

    def step(state):
        nonlocal teeth
        teeth |= check_hidden_information(state, rng)
        check_views_json(state)
        assert_public_view_clean(state.observe(None))
        check_clone_independent(state)
        universe = every_action(state)
        legal = state.legal_actions()
        assert [a for a in universe if state.is_legal(a)] == [a for a in universe if a in legal]
        assert all(state.is_legal(a) for a in legal)
        if len(state.history) % 8 == 0:
            check_refusals(state, universe)

    bots = ["heuristic", "random"] * 3
    for seed in range(10):
        state = play_out(GAME, players, seed, bots=bots[:players], on_step=step)
        check_views_json(state)
        check_round_trip(state)
    assert teeth


@pytest.mark.parametrize("players", PLAYERS)
def test_heuristic_playouts(players):
    for seed in range(30):
        state = play_out(GAME, players, seed, bots=["heuristic"] * players)
        assert_conserved(state)
        assert state.turn == 59 - 3 * players
        if seed % 10 == 0:
            check_round_trip(state)
            check_replay(state)


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
