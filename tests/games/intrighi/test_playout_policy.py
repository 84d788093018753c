"""The search play-out policy (``IntrighiState.playout_action``) and the search returns: legal
moves only, reproducible for a seed, sensible where the choice is obvious."""

from __future__ import annotations

import pytest

from kingmakers.engine import Rng
from kingmakers.games.intrighi import GAME
from kingmakers.games.intrighi.actions import Discard, Place, PlayBeside, PlayStackCard
from tests.games.intrighi.scenario import assert_conserved, give, stack, table

PLAYERS = range(2, 7)


def random_positions(players: int, seed: int, every: int = 9) -> list:
    """Unfinished states along a game of random moves, one every ``every`` actions."""
    state = GAME.new_game(players, seed)
    rng = Rng(seed)
    positions = []
    while not state.is_over:
        if len(state.history) % every == 0:
            positions.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return positions


def play_out_with_policy(state, rng: Rng) -> list:
    """Play ``state`` to the end with the policy, checking every move; the moves made."""
    moves = []
    while not state.is_over:
        action = state.playout_action(rng)
        assert action in state.legal_actions(), f"{action} is not legal"
        state.apply(action)
        moves.append(action)
    return moves


@pytest.mark.parametrize("players", PLAYERS)
def test_playout_actions_are_legal_to_the_end(players):
    for seed in range(6):
        for number, position in enumerate(random_positions(players, seed)):
            state = position.clone()
            play_out_with_policy(state, Rng(1000 * seed + number))
            assert_conserved(state)
            assert state.turn == 59 - 3 * players
            returns = state.returns()
            assert len(returns) == players and all(0.0 <= r <= 1.0 for r in returns)


@pytest.mark.parametrize("players", PLAYERS)
def test_playout_from_determinised_states_is_legal(players):
    """The search plays out re-dealt states, from any seat's point of view."""
    for seed in range(3):
        for number, position in enumerate(random_positions(players, 50 + seed, every=17)):
            sampled = position.sample_hidden(number % players, Rng(number))
            play_out_with_policy(sampled, Rng(number))


@pytest.mark.parametrize("players", PLAYERS)
def test_playout_is_deterministic_for_a_seed(players):
    for number, position in enumerate(random_positions(players, 7, every=23)):
        first, second = position.clone(), position.clone()
        rng_a, rng_b = Rng(number), Rng(number)
        assert play_out_with_policy(first, rng_a) == play_out_with_policy(second, rng_b)
        assert rng_a == rng_b and first.winners() == second.winners()
        assert first.rng == second.rng


def test_playout_is_not_one_fixed_line():
    """Play-outs keep some randomness, so different seeds explore different games."""
    start = GAME.new_game(4, 3)
    lines = {tuple(play_out_with_policy(start.clone(), Rng(seed))) for seed in range(6)}
    assert len(lines) > 1


def obvious_table():
    """Player 0 backs Aurelio (candidate 0), whose stack already leads; Bianca is second."""
    state = table(3, characters=("generale", "spia", "confessore"), candidates=(0, 1, 2))
    stack(state, 0, "sostegno2")
    stack(state, 1, "sostegno1")
    return state


def test_playout_backs_its_own_candidate_and_attacks_the_leader():
    plays, places = {}, {}
    for seed in range(40):
        state = obvious_table()
        give(state, 0, "sostegno3")
        action = state.playout_action(Rng(seed))
        plays[action] = plays.get(action, 0) + 1
        state.apply(PlayStackCard("sostegno3"))
        action = state.playout_action(Rng(seed))
        places[action] = places.get(action, 0) + 1
    # Mostly the greedy move; a few exploring ones.
    assert plays[PlayStackCard("sostegno3")] >= 30
    assert places[Place(0, 1)] >= 30  # own candidate, at the bottom (safe from Scandalo)
    downs = {}
    for seed in range(40):
        state = obvious_table()
        give(state, 0, "abbasso2")
        state.apply(PlayStackCard("abbasso2"))
        action = state.playout_action(Rng(seed))
        downs[action] = downs.get(action, 0) + 1
    assert downs[Place(1, 1)] >= 30  # the strongest rival, at the bottom (safe from Scandalo)


def test_playout_discards_the_card_least_worth_keeping():
    counts = {}
    for seed in range(40):
        state = obvious_table()
        give(state, 0, "sostegno3", "sostegno2", "abbasso2", "sostegno1", "abbasso1", "confessione")
        state.phase = "discard"  # player 0, the Generale, holds one card over 5
        action = state.playout_action(Rng(seed))
        counts[action] = counts.get(action, 0) + 1
    assert counts[Discard("confessione")] >= 30


def test_returns_reward_the_winner_and_a_closer_loser():
    state = obvious_table()
    stack(state, 2, "abbasso1")
    state.draw_pile.clear()
    state.apply(state.legal_actions()[0])  # play nothing: the next draw is Morte del Re
    assert state.is_over and state.winners() == [0]
    first, second, third = state.returns()
    assert first > 0.5 > second > third >= 0.0


def test_gains_agree_with_gain():
    from kingmakers.games.intrighi.heuristics import gain, gains

    rng = Rng(5)
    for _ in range(300):
        totals = [rng.below(13) - 4 for _ in range(5)]
        mine, change = rng.below(5), rng.below(7) - 3
        assert gains(totals, mine, change) == [gain(totals, mine, c, change) for c in range(5)]


def test_best_gain_is_the_best_of_gains():
    """The play-out's shortcut scores a Sostegno or Abbasso exactly as the whole list would,
    on totals that mix known values and unseen cards counted at the mean."""
    from kingmakers.games.intrighi.heuristics import UNSEEN_STACK_VALUE, best_gain, gains

    rng = Rng(6)
    for _ in range(500):
        totals = [rng.below(9) - 3 + rng.below(4) * UNSEEN_STACK_VALUE for _ in range(6)]
        mine, change = rng.below(6), rng.below(7) - 3
        assert best_gain(totals, mine, change) == max(gains(totals, mine, change))


def counted_choices(arrange, seeds: int = 40) -> dict:
    """How often the policy chooses each move on the table ``arrange()`` makes, over seeds."""
    counts = {}
    for seed in range(seeds):
        action = arrange().playout_action(Rng(seed))
        counts[action] = counts.get(action, 0) + 1
    return counts


def test_playout_judges_stacks_by_the_cards_the_mover_has_seen():
    """The play-out is also the search's model of the other players, who cannot see a
    face-down stack card: three unseen cards look like a lead (at the mean stack card each)
    even when they are Abbasso, so the Abbasso goes there, not onto the one Sostegno +1 that
    player 0 saw and that truly leads."""

    def arrange():
        state = table(3, characters=("generale", "spia", "confessore"), candidates=(0, 1, 2))
        stack(state, 1, "abbasso1", "abbasso1", "abbasso1", by=1)
        state.known[0].update(stack(state, 2, "sostegno1", by=0))
        give(state, 0, "abbasso2")
        state.apply(PlayStackCard("abbasso2"))
        return state

    assert counted_choices(arrange).get(Place(1, 3), 0) >= 30


def test_playout_knows_another_players_candidate_only_once_confessed():
    """Player 1 backs the leading candidate: an Alleanza beside them is worth most, but only a
    player who knows it (by a confession) can prefer them to player 2."""

    def arrange(confessed: bool):
        state = table(3, characters=("ambasciatore", "spia", "confessore"), candidates=(0, 1, 2))
        stack(state, 1, "sostegno3", by=1)
        state.known[0].update(state.stacks[1])
        give(state, 0, "alleanza")
        if confessed:
            state.confessed[0].add(1)
        return state

    beside_one, beside_two = PlayBeside("alleanza", 1), PlayBeside("alleanza", 2)
    told = counted_choices(lambda: arrange(confessed=True))
    assert told.get(beside_one, 0) >= 30
    guessing = counted_choices(lambda: arrange(confessed=False))
    assert guessing.get(beside_one, 0) >= 10 and guessing.get(beside_two, 0) >= 10
