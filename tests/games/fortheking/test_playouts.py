"""Seeded play-outs of For the King for 2–5 players, with random and heuristic bots: games
end, cards are conserved at every step, re-deals are consistent games, and views leak nothing
(the favour pile, the drawn card, collections). (The generic protocol checks are in
tests/engine/test_conformance.py.)"""

from __future__ import annotations

from collections import Counter

import pytest

from kingmakers.__main__ import main
from kingmakers.ai import make_bot
from kingmakers.ai.simulate import simulate
from kingmakers.engine import Rng
from kingmakers.games.fortheking.data import KIND, KING
from tests.games.fortheking.staging import GAME, assert_cards_conserved
from tests.protocol import play_out

PLAYERS = (2, 3, 4, 5)
RANDOM_GAMES = 250
DEEP_GAMES = 6
DEEP_EVERY = 15


def check_invariants(state) -> None:
    assert_cards_conserved(state)
    for cards, seen in zip(state.collections, state.seen, strict=True):
        assert not Counter(seen) - Counter(cards), "a seen card is not in the collection"
        assert not any(KIND[card] == KING for card in cards), "a King card was kept"
    assert all(1 <= value <= 6 for value in state.primary.values())
    assert len(state.centre) <= state.players
    if state.is_over:
        assert not state.deck and not state.favour and state.lot is None
        assert len(state.scores()) == state.players and state.winners()
        return
    actions = state.legal_actions()
    assert actions and len(set(actions)) == len(actions)
    assert all(state.is_legal(action) for action in actions)
    if state.stage == "place" and state.king is None:
        assert state.drawn is not None and "you" not in state.observe(None)


def check_samples(state, rng: Rng) -> None:
    """A re-deal for each seat is a consistent game that keeps what that seat knows and
    can be played to the end (as a search would)."""
    for seat in range(state.players):
        sample = state.sample_hidden(seat, rng)
        check_invariants(sample)
        assert sorted(sample.collections[seat]) == sorted(state.collections[seat])
        assert sample.seen == state.seen
        assert [len(c) for c in sample.collections] == [len(c) for c in state.collections]
        assert sample.set_aside == state.set_aside and sample.discard == state.discard
    if len(state.history) % (4 * DEEP_EVERY) == 0:
        while not sample.is_over:
            sample.apply(rng.choice(sample.legal_actions()))
        check_invariants(sample)


@pytest.mark.parametrize("players", PLAYERS)
def test_random_play_outs(players):
    lengths = []
    for seed in range(RANDOM_GAMES):
        state = play_out(GAME, players, seed, on_step=check_invariants)
        check_invariants(state)
        lengths.append(len(state.history))
    assert min(lengths) > 50


@pytest.mark.parametrize("players", PLAYERS)
def test_redeals_are_consistent_games(players):
    rng = Rng(players)

    def deep(state):
        if len(state.history) % DEEP_EVERY == 0:
            check_samples(state, rng)

    for seed in range(DEEP_GAMES):
        bots = ["heuristic" if seat == seed % players else "random" for seat in range(players)]
        play_out(GAME, players, 1000 + seed, bots=bots, on_step=deep)


@pytest.mark.parametrize("players", PLAYERS)
def test_heuristic_play_outs_and_the_bot_decides_from_its_view_only(players):
    """Every heuristic decision is the same on a re-deal of what the bot cannot know."""
    for seed in range(2):
        state = GAME.new_game(players, 500 + seed)
        bots = [make_bot(GAME, "heuristic", seat) for seat in range(players)]
        twins = [make_bot(GAME, "heuristic", seat) for seat in range(players)]
        rng = Rng(seed)
        while not state.is_over:
            seat = state.to_move
            action = bots[seat].choose(state)
            assert twins[seat].choose(state.sample_hidden(seat, rng)) == action
            state.apply(action)
            check_invariants(state)


def _mid_draft(players: int, seed: int):
    """A state in the draft, a few turns in, with the advisor holding a drawn card."""
    state = GAME.new_game(players, seed)
    bot = make_bot(GAME, "random", seed)
    while len(state.history) < 40 or state.stage != "place" or state.king is not None:
        state.apply(bot.choose(state))
    return state


def _views(state):
    return [state.observe(seat) for seat in [None, *range(state.players)]]


@pytest.mark.parametrize("players", PLAYERS)
def test_views_do_not_show_hidden_cards(players):
    state = _mid_draft(players, seed=players)
    advisor = state.advisor
    before = _views(state)
    deck_card = next(card for card in state.deck if card != state.drawn)

    def changed_views(change):
        other = state.clone()
        change(other)
        return [
            seat for seat, (a, b) in enumerate(zip(before, _views(other), strict=True)) if a != b
        ]

    def swap_drawn(other):
        other.drawn = deck_card

    # seat indexes below are shifted by one: position 0 is the public view
    assert changed_views(swap_drawn) == [advisor + 1]
    placer_cards = [(i, card, by) for i, (card, by) in enumerate(state.favour) if card != deck_card]
    assert placer_cards, "the draft should have filled the favour pile a little"
    index, _, placer = placer_cards[0]

    def swap_favour(other):
        other.favour[index] = (deck_card, placer)

    assert changed_views(swap_favour) == [placer + 1]
    unseen_parts = [
        Counter(cards) - Counter(seen)
        for cards, seen in zip(state.collections, state.seen, strict=True)
    ]
    holder, secret = next(
        (seat, card) for seat in range(players) for card in unseen_parts[seat] if card != deck_card
    )

    def swap_collection(other):
        cards = other.collections[holder]
        cards[cards.index(secret)] = deck_card

    assert changed_views(swap_collection) == [holder + 1]


def test_the_command_line_simulates_the_game(capsys):
    assert (
        main(
            [
                "simulate",
                "fortheking",
                "--players",
                "3",
                "--games",
                "4",
                "--bots",
                "heuristic,random,random",
            ]
        )
        == 0
    )
    assert "fortheking: 4 games, 3 players" in capsys.readouterr().out


def test_heuristic_beats_random_bots():
    result = simulate(GAME, 4, ["heuristic", "random", "random", "random"], games=60, seed=1)
    assert result.win_rates[0] > 0.8
    two = simulate(GAME, 2, ["random", "heuristic"], games=30, seed=2)
    assert two.win_rates[1] > 0.8
