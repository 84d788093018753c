"""The engine protocol, checked the same way for every game: seeded games in every player
count and variant, with heuristic and random bots, and at sampled positions every generic
promise (tests/protocol.py): saves round-trip, the log replays, views are JSON, start with the
same keys and leak nothing, refused moves change nothing, clones are independent, progress
renders; the play-out policy judges as its player can; and the first_player option is
honoured."""

from __future__ import annotations

import pytest

from kingmakers.ai import make_bot
from kingmakers.engine import InvalidOptions, Rng
from kingmakers.games import available_games, get_game
from tests.candidates import CANDIDATES
from tests.protocol import (
    check_clone_independent,
    check_hidden_information,
    check_playout_judges_as_its_player,
    check_progress,
    check_refusals,
    check_replay,
    check_round_trip,
    check_view_keys,
    check_views_json,
    snapshot,
)

GAMES = available_games()
#: Chance that a position gets the light checks (views, progress, clone), the hidden
#: information and refusal checks, and a save round trip and replay (the costliest).
LIGHT, HEAVY, SAVES = 0.08, 0.03, 0.006


def tables(game) -> list[tuple[int, dict]]:
    """Every player count with the default options, then with each on/off variant on."""
    variants = [{}] + [{option.name: True} for option in game.options if option.kind is bool]
    found = []
    for options in variants:
        for players in range(game.min_players, game.max_players + 1):
            try:
                game.resolve_options(players, options)
            except InvalidOptions:
                continue
            found.append((players, options))
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_the_protocol_holds_at_sampled_positions(game_id):
    game = get_game(game_id)
    rng = Rng(1)
    redealt = heavy = 0
    for number, (players, options) in enumerate(tables(game)):
        state = game.new_game(players, 100 + number, options)
        bots = [
            make_bot(game, "random" if seat == number % players else "heuristic", number + seat)
            for seat in range(players)
        ]
        while True:
            chance = rng.random()
            if chance < LIGHT or state.is_over:
                check_views_json(state)
                check_view_keys(state)
                check_progress(state)
                check_clone_independent(state)
            if chance < HEAVY or state.is_over:
                heavy += 1
                redealt += check_hidden_information(state, rng)
                check_refusals(state, CANDIDATES[game_id](state))
            if chance < SAVES or state.is_over:
                check_round_trip(state)
                check_replay(state)
            if state.is_over:
                break
            state.apply(bots[state.to_move].choose(state))
    assert redealt > heavy // 4, "re-deals of hidden information should change something"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_playout_policy_judges_as_its_player_can(game_id):
    """At every position of heuristic games, every kind of move included (a rare one, such as
    a King card's use, hides from sampled positions)."""
    game = get_game(game_id)
    rng = Rng(2)
    players = min(max(4, game.min_players), game.max_players)
    for number in range(3):
        state = game.new_game(players, 300 + number)
        bots = [make_bot(game, "heuristic", number + seat) for seat in range(players)]
        while not state.is_over:
            check_playout_judges_as_its_player(state, rng)
            state.apply(bots[state.to_move].choose(state))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_player_option_is_honoured(game_id):
    game = get_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        try:
            random_start = game.new_game(players, seed=players)
        except InvalidOptions:
            continue
        for seat in range(players):
            state = game.new_game(players, seed=players, options={"first_player": seat})
            assert state.to_move == seat
        given = game.new_game(players, seed=players, options={"first_player": -1})
        assert snapshot(given) == snapshot(random_start)
        with pytest.raises(InvalidOptions):
            game.new_game(players, options={"first_player": players})
        for _ in range(5):
            random_start.apply(random_start.legal_actions()[0])
        old_save = random_start.to_json()
        del old_save["options"]["first_player"]
        assert snapshot(game.from_json(old_save)) == snapshot(random_start)
